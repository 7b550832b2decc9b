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

/// A property read on a value whose static type is one of the app's classes (`language.name` with `language:
/// Language`): every instance is made by one of the program's constructor calls of the class or of a subclass
/// (Kotlin spec, "Classifier declaration", "Enum class declaration", "Sealed classes and interfaces"), so the
/// text is one of the arguments they give the property, each a variant, when every one is a string resource;
/// otherwise the text stays skipped with the reason.
extension ComposeCarriedValuesTests {
    func screen(_ result: ImportResult, _ name: String) throws -> LayoutScreen {
        try XCTUnwrap(result.screens.first { $0.name == name }, "no screen \(name): \(result.screens.map(\.name))")
    }

    func reasons(_ result: ImportResult, _ name: String) throws -> [String] {
        try screen(result, name).skipped.map(\.reason).sorted()
    }

    /// A sealed class of objects, each passing its resource to the superclass's constructor (one through a
    /// subclass's own parameter, one with its own `override val`), read through a typed parameter of a
    /// composable that is given an element of a list it cannot follow.
    func testSealedObjectsThroughATypedParameter() throws {
        let result = try importComposeApp(["app/model/Language.kt": """
            package app.model
            import androidx.annotation.StringRes
            sealed class Language(@StringRes open val label: Int, val code: String) {
                companion object { fun all() = Language::class.sealedSubclasses.mapNotNull { it.objectInstance } }
                data object Arabic : Language(R.string.language_arabic, "ar")
                data object Breton : Language(label = R.string.language_breton, code = "br")
                data object Czech : Language(0, "cs") { override val label = R.string.language_czech }
                sealed class Regional(@StringRes regionLabel: Int, code: String) : Language(regionLabel, code)
                data object Basque : Regional(R.string.language_basque, "eu")
            }
            """, "app/ui/Languages.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            import app.model.Language
            @Composable
            fun LanguageSheet() {
                val languages = Language.all()
                LazyColumn { items(languages.size) { index -> val language = languages[index]; LanguageButton(language = language) } }
            }
            @Composable
            private fun LanguageButton(language: Language) {
                Text(text = stringResource(id = language.label), maxLines = 1)
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "LanguageSheet"), ["language_arabic", "language_basque", "language_breton", "language_czech"])
        XCTAssertEqual(try reasons(result, "LanguageSheet"), [])
        // Each element stands where its key is named: the object's declaration.
        let arabic = try XCTUnwrap(try screen(result, "LanguageSheet").elements.first { $0.key == "language_arabic" })
        XCTAssertEqual(arabic.location.file, "app/model/Language.kt")
        XCTAssertEqual(arabic.location.line, 5)
    }

    /// A parameter declared a list of the app's class, its elements not written out: a loop's element (a lazy
    /// list's `items`, `forEach`'s `it`) and an indexed element are of the class.
    func testElementsOfAListOfTheClass() throws {
        let result = try importComposeApp(["app/Filters.kt": """
            package app
            import androidx.compose.runtime.Composable
            sealed interface Filter { val title: Int }
            data object All : Filter { override val title = R.string.filter_all }
            data object Unread : Filter { override val title: Int get() = R.string.filter_unread }
            @Composable
            fun FilterList(filters: ImmutableList<Filter>) { LazyColumn { items(filters) { filter -> Text(stringResource(filter.title)) } } }
            @Composable
            fun FilterRow(filters: List<Filter>?) { Row { filters.forEach { Text(stringResource(it.title)) } } }
            @Composable
            fun FirstFilter(filters: List<Filter>) { Text(stringResource(filters[0].title)) }
            @Composable
            fun Counts(counts: List<Int>) { counts.forEach { Text(stringResource(it.title)) } }
            """], in: folder)
        XCTAssertEqual(try keys(result, "FilterList"), ["filter_all", "filter_unread"])
        XCTAssertEqual(try keys(result, "FilterRow"), ["filter_all", "filter_unread"])
        XCTAssertEqual(try keys(result, "FirstFilter"), ["filter_all", "filter_unread"])
        XCTAssertEqual(try keys(result, "Counts"), [])
    }

    /// A constructor parameter that is no property (no `val`) is only the constructor's: `section.label` is the
    /// superclass's property, which the subclass's header gives a value of its own.
    func testAParameterThatIsNoPropertyIsTheConstructorsOnly() throws {
        let result = try importComposeApp(["app/Sections.kt": """
            package app
            import androidx.compose.runtime.Composable
            open class Base(val label: Int)
            class Section(label: Int) : Base(R.string.section_fixed)
            val sections = listOf(Section(R.string.section_ignored))
            @Composable
            fun SectionTitle(section: Section) { Text(stringResource(section.label)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "SectionTitle"), ["section_fixed"])
    }

    /// A property the constructor calls give a resource's text (`stringResource(R.string.x)`): each call's text.
    func testTextsOfResourcesGivenToTheConstructor() throws {
        let result = try importComposeApp(["app/Menu.kt": """
            package app
            import androidx.compose.runtime.Composable
            data class MenuItem(val text: String, val onClick: () -> Unit)
            @Composable
            fun rememberItems() = listOf(MenuItem(stringResource(R.string.menu_share), {}), MenuItem(text = stringResource(id = R.string.menu_delete), onClick = {}))
            @Composable
            fun MenuRow(item: MenuItem) { Text(item.text) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "MenuRow"), ["menu_delete", "menu_share"])
    }

    /// A value the walk follows to a constructor call keeps its key; the branch it does not follow is skipped with
    /// the reason the class's values are not decided.
    func testWhatTheWalkFindsStaysBesideAnUndecidedClass() throws {
        let result = try importComposeApp(["app/Cards.kt": """
            package app
            import androidx.compose.runtime.Composable
            data class Card(val label: Int)
            fun make(x: Int) = Card(x)
            @Composable
            fun Screen(flag: Boolean, other: Card) { Title(card = if (flag) Card(R.string.card_a) else other) }
            @Composable
            fun Title(card: Card) { Text(stringResource(card.label)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Screen"), ["card_a"])
        XCTAssertEqual(try reasons(result, "Screen"), ["property `label` of `Card`: a call of `Card(…)` gives it `x`, no string resource"])
    }

    /// An enum class read through a parameter the screen is given nothing for (a root) and through `entries`.
    func testEnumThroughAParameterAndEntries() throws {
        let result = try importComposeApp(["app/Tabs.kt": """
            package app
            import androidx.compose.runtime.Composable
            enum class Tab(@StringRes val title: Int) { Home(R.string.tab_home), Search(R.string.tab_search) }
            @Composable
            fun TabLabel(tab: Tab?) { if (tab != null) Text(stringResource(tab.title)) }
            @Composable
            fun TabTitle(tab: Tab) { Text(stringResource(tab.title)) }
            @Composable
            fun Tabs() { Row { Tab.entries.forEach { Text(stringResource(it.title)) } } }
            """], in: folder)
        XCTAssertEqual(try keys(result, "TabTitle"), ["tab_home", "tab_search"])
        XCTAssertEqual(try keys(result, "TabLabel"), ["tab_home", "tab_search"])
        XCTAssertEqual(try keys(result, "Tabs"), ["tab_home", "tab_search"])
    }

    /// A subclass that passes a value that is no resource (its own computed value): the text is skipped, and
    /// the reason names the property, the class and the value.
    func testAValueThatIsNoResourceIsSkippedWithItsReason() throws {
        let result = try importComposeApp(["app/Screens.kt": """
            package app
            import androidx.compose.runtime.Composable
            sealed class Destination(val title: Int) {
                object Home : Destination(R.string.destination_home)
                object Custom : Destination(customTitle)
            }
            @Composable
            fun Header(destination: Destination) { Text(stringResource(destination.title)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Header"), [])
        XCTAssertEqual(try reasons(result, "Header"), ["property `title` of `Destination`: `Custom` gives it `customTitle`, no string resource"])
    }

    /// A data class the app builds with resources, and copies elsewhere with another value: the copy's value
    /// is not decided by the type.
    func testACopyLeavesTheValueUndecided() throws {
        let result = try importComposeApp(["app/Rows.kt": """
            package app
            import androidx.compose.runtime.Composable
            data class Line(val label: Int, val id: Int)
            val rows = listOf(Line(R.string.row_a, 1), Line(label = R.string.row_b, id = R.string.row_id))
            fun relabel(row: Line, label: Int) = row.copy(label = label)
            @Composable
            fun RowText(row: Line) { Text(stringResource(row.label)) }
            @Composable
            fun IdText(row: Line) { Text(stringResource(row.id)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "RowText"), [])
        XCTAssertEqual(try reasons(result, "RowText"), ["property `label` of `Line`: a `copy(label = …)` call gives it a value the type does not decide"])
        XCTAssertEqual(try reasons(result, "IdText"), ["property `id` of `Line`: a call of `Line(…)` gives it `1`, no string resource"])
    }

    /// More values than a text is laid out with: skipped, the count said.
    func testMoreValuesThanTheLimitAreSkippedWithTheCount() throws {
        let count = ComposeProgram.maximumHierarchyValues + 1
        let entries = (0..<count).map { "E\($0)(R.string.entry_\($0))" }.joined(separator: ", ")
        let result = try importComposeApp(["app/Many.kt": """
            package app
            import androidx.compose.runtime.Composable
            enum class Many(val label: Int) { \(entries) }
            @Composable
            fun Label(value: Many) { Text(stringResource(value.label)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Label"), [])
        XCTAssertEqual(try reasons(result, "Label"),
                       ["property `label` of `Many`: \(count) values, more than the \(ComposeProgram.maximumHierarchyValues) a text is laid out with"])
    }

    /// An extension property of the parameter's class that no member hides is read through its getter (another
    /// class's member of the same name does not hide it: the receiver's type chooses); a name the file imports
    /// from elsewhere is not the app's class; a name of the app declared twice decides nothing.
    func testExtensionsAndAmbiguousNamesKeepTheirReading() throws {
        let result = try importComposeApp(["app/Sort.kt": """
            package app
            import androidx.compose.runtime.Composable
            enum class Sort { Hot, New }
            val Sort.label: Int get() = if (this == Sort.Hot) R.string.sort_hot else R.string.sort_new
            @Composable
            fun SortLabel(sort: Sort) { Text(stringResource(sort.label)) }
            """, "app/a/Kind.kt": """
            package app.a
            class Kind(val label: Int)
            val kinds = listOf(Kind(R.string.kind_a))
            """, "app/c/Other.kt": """
            package app.c
            import androidx.compose.runtime.Composable
            import java.util.Tab
            @Composable
            fun OtherTab(tab: Tab) { Text(stringResource(tab.title)) }
            """, "app/d/Tab.kt": """
            package app.d
            enum class Tab(val title: Int) { Home(R.string.tab_home) }
            """, "app/b/Kind.kt": """
            package app.b
            import androidx.compose.runtime.Composable
            class Kind(val label: Int)
            @Composable
            fun KindLabel(kind: Kind) { Text(stringResource(kind.label)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "SortLabel"), ["sort_hot", "sort_new"])
        XCTAssertEqual(try keys(result, "OtherTab"), [], "a `Tab` the file imports from elsewhere is not the app's")
        XCTAssertEqual(try keys(result, "KindLabel"), [])
        XCTAssertEqual(try reasons(result, "KindLabel"), ["property `label` of `Kind`: the app declares more than one `Kind`"])
    }

    /// Hostile growth: thousands of objects of one class, a long chain of subclasses passing a parameter on, and
    /// many composables reading the property through typed parameters: the subclasses are indexed once and each
    /// class's property read once, the values past the limit said with their count.
    func testManyObjectsAndReadersStayLinear() throws {
        var model = "package app\nsealed class Item(val label: Int)\n"
        for i in 0..<3_000 { model += "object O\(i) : Item(R.string.item_\(i))\n" }
        model += "sealed class Chain0(label: Int) : Item(label)\n"
        for i in 1..<40 { model += "sealed class Chain\(i)(label: Int) : Chain\(i - 1)(label)\n" }
        model += "object Last : Chain39(R.string.item_last)\n"
        for i in 1..<100 { model += "sealed class Deep\(i)(label: Int) : \(i == 1 ? "Item" : "Deep\(i - 1)")(label)\n" }
        var screens = "package app\nimport androidx.compose.runtime.Composable\n"
        for i in 0..<500 { screens += "@Composable\nfun Row\(i)(item: Item, chained: Chain0) { Column { Text(stringResource(item.label)); Text(stringResource(chained.label)) } }\n" }
        let result = try importComposeApp(["app/Model.kt": model, "app/Screens.kt": screens], in: folder)
        XCTAssertEqual(try keys(result, "Row0"), ["item_last"])
        XCTAssertEqual(try reasons(result, "Row499"), ["property `label` of `Item`: classes nested more than \(ComposeProgram.maximumHierarchyDepth) deep"])
    }
}
