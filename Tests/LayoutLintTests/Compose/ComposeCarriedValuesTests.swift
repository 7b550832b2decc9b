import Foundation
@testable import LayoutLint
import XCTest

/// Resources carried by enum entries, objects and extension properties (issue 33): the text a composable
/// reads from `tab.title` is each entry's constructor argument, as the Kotlin compiler resolves the
/// declaration `Tab.Home.title` names; a loop over `Tab.entries` shows each entry in turn.
final class ComposeCarriedValuesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-carried-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func keys(_ result: ImportResult, _ screen: String) throws -> [String] {
        try XCTUnwrap(result.screens.first { $0.name == screen }, "no screen \(screen)").elements.compactMap(\.key).sorted()
    }

    /// An enum of a file that imports no Compose (read whole: its entries pass resources to the constructor),
    /// iterated with `entries.forEach` and `items(values())`; the labelled and the positional argument.
    func testEnumEntriesCarryTheirResources() throws {
        let result = try importComposeApp(["app/model/Tab.kt": """
            package app.model
            import androidx.annotation.StringRes
            enum class Tab(val route: String, @StringRes val title: Int) {
                Home("home", R.string.tab_home),
                Search(route = "search", title = R.string.tab_search),
                Profile("profile", R.string.tab_profile) { override fun toString() = "p" };
                fun next() = 1
            }
            """, "app/ui/Tabs.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Tabs() {
                Column {
                    Tab.entries.forEach { tab -> Text(stringResource(tab.title), maxLines = 1) }
                }
            }
            @Composable
            fun TabList() {
                val all = Tab.values()
                LazyColumn { itemsIndexed(all) { index, item -> TabRow(tab = item) } }
            }
            @Composable
            fun TabRow(tab: Tab) { Text(stringResource(tab.title)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Tabs"), ["tab_home", "tab_profile", "tab_search"])
        XCTAssertEqual(try keys(result, "TabList"), ["tab_home", "tab_profile", "tab_search"])
        // The element stands where the key is named: the entry's declaration.
        let home = try XCTUnwrap(result.screens.first { $0.name == "Tabs" }?.elements.first { $0.key == "tab_home" })
        XCTAssertEqual(home.location.file, "app/model/Tab.kt")
        XCTAssertEqual(home.location.line, 4)
    }

    /// Objects of a sealed class pass their resource to the superclass's constructor; an object's own
    /// `override val` is its value; a named object is read as written.
    func testSealedObjectsCarryTheirResources() throws {
        let result = try importComposeApp(["app/Screens.kt": """
            package app
            import androidx.compose.runtime.Composable
            sealed class Screen(val route: String, @StringRes val title: Int) {
                data object Home : Screen("home", R.string.screen_home)
                data object Settings : Screen(route = "settings", title = R.string.screen_settings)
            }
            object About { val label = R.string.screen_about }
            @Composable
            fun Bar() {
                Column {
                    listOf(Screen.Home, Screen.Settings).forEach { Text(stringResource(it.title)) }
                    Text(stringResource(Screen.Home.title))
                    Text(stringResource(About.label))
                }
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Bar"), ["screen_about", "screen_home", "screen_home", "screen_settings"])
    }

    /// An extension property of the enum (`val Sort.label: Int get() = when (this) { … }`) is read with `this`
    /// the entry: each entry shows its own branch, not every branch.
    func testExtensionPropertyOfAnEntryTakesItsBranch() throws {
        let result = try importComposeApp(["app/Sort.kt": """
            package app
            import androidx.compose.runtime.Composable
            enum class Sort { Hot, New }
            val Sort.label: StringResource
                get() = when (this) {
                    Sort.Hot -> Res.string.sort_hot
                    Sort.New -> Res.string.sort_new
                }
            @Composable
            fun Sorting() {
                Row { Sort.entries.forEach { Text(stringResource(it.label)) } }
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Sorting"), ["sort_hot", "sort_new"])
    }

    /// `entries.map { stringResource(it.title) }` is a list of the texts, one per entry, shown where a loop
    /// reads it; a property of a value the sources do not decide stays skipped with the reason.
    func testMappedEntriesAndUndecidedValues() throws {
        let result = try importComposeApp(["app/Filter.kt": """
            package app
            import androidx.compose.runtime.Composable
            enum class Filter(val title: StringResource) { All(Res.string.filter_all), Unread(Res.string.filter_unread) }
            @Composable
            fun Filters(state: State) {
                val labels = Filter.entries.map { stringResource(it.title) }
                Column {
                    labels.forEach { label -> Text(label) }
                    Text(stringResource(state.filter.title))
                }
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Filters"), ["filter_all", "filter_unread"])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Filters" })
        XCTAssertTrue(screen.skipped.contains { $0.location.line == 9 }, "\(screen.skipped.map(\.reason))")
    }
    /// A text value type of the app (a class whose member hands its constructor parameter to `getText`, found by
    /// its body), built by an extension (`fun Int.asText(): Text = ResText(this)`) in an enum's extension
    /// property and called (`invoke`) where a composable shows it: each entry's resource; a string wrapped
    /// again (`String.asText()`) keeps its text.
    func testTextValueClassesCarriedByEntries() throws {
        let result = try importComposeApp(["app/Text.kt": """
            package app
            import androidx.compose.runtime.Composable
            interface Text {
                @Composable
                operator fun invoke(): String = toString(LocalResources.current)
                fun toString(res: Resources): String
            }
            private data class ResText(@field:StringRes private val id: Int) : Text {
                override fun toString(res: Resources): String = res.getText(id).toString()
            }
            private data class StringText(private val string: String) : Text {
                override fun toString(res: Resources): String = string
            }
            fun String.asText(): Text = StringText(this)
            fun @receiver:StringRes Int.asText(): Text = ResText(this)
            """, "app/Theme.kt": """
            package app
            enum class AppTheme { Light, Dark }
            val AppTheme.displayLabel: Text
                get() = when (this) {
                    AppTheme.Light -> R.string.theme_light.asText()
                    AppTheme.Dark -> R.string.theme_dark.asText()
                }
            """, "app/Screen.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun Appearance() {
                Column {
                    Picker(options = AppTheme.entries.map { it.displayLabel() })
                    SelectionRow(text = R.string.title_appearance.asText())
                }
            }
            @Composable
            fun Picker(options: List<String>) {
                options.map { Option(it) }.forEach { SelectionRow(text = it.title.asText()) }
            }
            data class Option(val title: String)
            @Composable
            fun SelectionRow(text: Text) { Text(text = text(), maxLines = 1) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Appearance"), ["theme_dark", "theme_light", "title_appearance"])
    }
}
