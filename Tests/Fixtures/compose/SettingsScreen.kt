package app.ui
import androidx.compose.runtime.Composable
typealias AppStrings = app.R.string
@Composable
fun SettingsScreen(viewModel: SettingsViewModel) {
    val state by viewModel.state.collectAsState()
    Scaffold(topBar = { TopAppBar(title = { Text(stringResource(R.string.settings_title), maxLines = 1) }) }) { padding ->
        Column(Modifier.padding(padding)) {
            SettingsItem(title = stringResource(id = AppStrings.sync_title), summary = stringResource(R.string.sync_summary))
            if (state.loggedIn) {
                Button(onClick = {}) { Text(stringResource(R.string.log_out)) }
            } else {
                TextButton(onClick = {}) { Text(text = stringResource(R.string.log_in)) }
            }
            Text(pluralStringResource(R.plurals.items, state.count, state.count))
            Text("Debug $version")
        }
    }
}
@Preview
@Composable
private fun SettingsItemPreview() { SettingsItem(title = "Sync", summary = stringResource(R.string.preview_only)) }
