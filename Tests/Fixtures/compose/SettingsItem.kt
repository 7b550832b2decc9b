package app.ui
import androidx.compose.runtime.Composable
@Composable
fun SettingsItem(title: String, summary: String, modifier: Modifier = Modifier) {
    Row(modifier = modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
        Text(text = title, modifier = Modifier.weight(1f), maxLines = 1, overflow = TextOverflow.Ellipsis)
        Spacer(Modifier.width(8.dp))
        Text(summary, style = MaterialTheme.typography.bodySmall)
    }
}
