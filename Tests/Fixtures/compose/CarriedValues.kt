package app.carried

import androidx.annotation.StringRes
import androidx.compose.runtime.Composable

// Resources carried by enum entries, sealed objects, extension properties and a text value class
// (issue 33): the fuzzing seed of the syntax the Compose importer reads for them.
enum class Tab(val route: String, @StringRes val title: Int) {
    @Deprecated("x") Home("home", R.string.tab_home),
    Search(title = R.string.tab_search, route = "search") { override fun toString() = "s" },
    Profile("profile", R.string.tab_profile);

    fun next() = entries[(ordinal + 1) % entries.size]
}

sealed class Screen(@StringRes val title: Int) {
    data object Settings : Screen(R.string.screen_settings)
    object About : Screen(title = R.string.screen_about), Marker { val x = 1 }
}

interface Text { @Composable operator fun invoke(): String }
private data class ResText(@field:StringRes private val id: Int) : Text {
    @Composable override fun invoke(): String = stringResource(id)
}
fun @receiver:StringRes Int.asText(): Text = ResText(this)

val Tab.label: Text
    get() = when (this) {
        Tab.Home -> R.string.tab_home.asText()
        Tab.Search -> R.string.tab_search.asText()
        Tab.Profile -> R.string.tab_profile.asText()
    }

@Composable
fun Tabs(current: Tab) {
    val labels = Tab.entries.map { stringResource(it.title) }
    Column {
        Tab.values().forEach { tab -> Text(stringResource(tab.title), maxLines = 1) }
        enumValues<Tab>().forEach { Text(it.label()) }
        labels.forEach { Text(it) }
        listOf(Screen.Settings, Screen.About).forEach { Text(stringResource(it.title)) }
        Text(stringResource(current.title))
    }
}
