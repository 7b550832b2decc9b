package app.l10n

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import org.jetbrains.compose.resources.pluralStringResource
import org.jetbrains.compose.resources.stringResource

interface Strings {
    val actionSave: String @Composable get
    val settingsTitle: String
        @Composable get
    fun daysAgo(count: Int): String
}

internal class SharedStrings : Strings {
    override val actionSave: String
        @Composable get() = stringResource(Res.string.action_save)
    override val settingsTitle: String @Composable get() {
        return stringResource(Res.string.settings_title)
    }
    @Composable
    override fun daysAgo(count: Int): String = pluralStringResource(Res.plurals.days_ago, count, count)
}

object Labels {
    val retry: String @Composable get() = stringResource(Res.string.retry)
}

val LocalStrings: ProvidableCompositionLocal<Strings> = staticCompositionLocalOf { SharedStrings() }

@Composable
fun SortType?.label(): String = LocalStrings.current.settingsTitle

@Composable
fun Title(strings: Strings) { Text(strings.settingsTitle, maxLines = 1) }

@Composable
fun SettingsScreen(age: Int) {
    val strings = LocalStrings.current
    Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
        Text(text = LocalStrings.current.actionSave, maxLines = 1)
        Text(strings.daysAgo(age))
        Title(strings = strings)
        Button(onClick = {}) { Text(Labels.retry) }
        Icon(Icons.Default.Add, contentDescription = strings.actionSave)
    }
}
