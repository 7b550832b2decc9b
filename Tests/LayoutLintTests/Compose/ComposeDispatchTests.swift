import Foundation
@testable import LayoutLint
import XCTest

/// Settings screens built from data: an interface's default `Content()` calling members each object
/// overrides (Kotlin's virtual dispatch), a list of objects the code constructs (written out, or returned by
/// the app's functions), and `when (item) { is Switch -> … }` choosing the widget of each object's class.
/// Expected widths come from the modifiers written in the snippets (a fake measurement: `natural` widths).
final class ComposeDispatchTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-dispatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func importApp(_ files: [String: String]) throws -> ImportResult {
        try importComposeApp(files, in: folder)
    }

    func width(_ screen: LayoutScreen, _ key: String, natural: [String: Double], screenWidth: Double = 360) throws -> Double? {
        try composeTextWidth(screen, key, natural: natural, screenWidth: screenWidth)
    }

    static let model = """
        package app.settings
        sealed class Pref {
            abstract val title: String
            sealed class Item : Pref() {
                data class Switch(override val title: String, val subtitle: String? = null) : Item()
                data class Text(override val title: String, val onClick: () -> Unit = {}) : Item()
            }
            data class Group(override val title: String, val items: List<Item>) : Pref()
        }
        """
    static let widgets = """
        package app.settings
        @Composable
        fun PrefItem(item: Pref.Item) {
            when (item) {
                is Pref.Item.Switch -> Row(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Text(text = item.title, modifier = Modifier.weight(1f), maxLines = 1)
                    Switch(checked = true, onCheckedChange = {})
                }
                is Pref.Item.Text -> Row(modifier = Modifier.fillMaxWidth().padding(horizontal = 24.dp)) {
                    Text(text = item.title, maxLines = 1)
                }
            }
        }
        @Composable
        fun PrefList(items: List<Pref>) {
            LazyColumn {
                items.fastForEachIndexed { i, pref ->
                    when (pref) {
                        is Pref.Group -> {
                            item { Text(text = pref.title, modifier = Modifier.padding(horizontal = 8.dp), maxLines = 1) }
                            items(pref.items) { item -> PrefItem(item = item) }
                        }
                        is Pref.Item -> item { PrefItem(item = pref) }
                    }
                }
            }
        }
        interface SettingsScreen : Screen {
            @Composable
            fun titleRes(): StringResource
            @Composable
            fun preferences(): List<Pref>
            @Composable
            override fun Content() {
                Scaffold(topBar = { TopAppBar(title = { Text(text = stringResource(titleRes()), maxLines = 1) }) }) { padding ->
                    PrefList(items = preferences())
                }
            }
        }
        """
    static let screens = """
        package app.settings
        object GeneralScreen : SettingsScreen {
            @Composable
            override fun titleRes() = MR.strings.general
            @Composable
            override fun preferences(): List<Pref> {
                return listOf(
                    Pref.Item.Switch(title = stringResource(MR.strings.sync)),
                    storageGroup(),
                )
            }
            @Composable
            private fun storageGroup(): Pref.Group {
                return Pref.Group(
                    title = stringResource(MR.strings.storage),
                    items = listOf(Pref.Item.Text(title = stringResource(MR.strings.clear_cache))),
                )
            }
        }
        object AboutScreen : SettingsScreen {
            @Composable
            override fun titleRes() = MR.strings.about
            @Composable
            override fun preferences(): List<Pref> = listOf(Pref.Item.Text(title = stringResource(MR.strings.licenses)))
        }
        """

    /// Each object inheriting the interface's `Content()` is a screen of its own, its `titleRes()` and
    /// `preferences()` its own overrides; every item is laid out in the widget of its class: a switch's title
    /// beside the 52 dp switch in a row padded 16 dp (360 − 32 − 52), a text item's in a row padded 24 dp
    /// (360 − 48), a group's title padded 8 dp (360 − 16).
    func testInheritedContentIsOneScreenPerObjectAndItemsTakeTheirClassBranch() throws {
        let result = try importApp(["app/Model.kt": Self.model, "app/Widgets.kt": Self.widgets, "app/Screens.kt": Self.screens])
        let general = try XCTUnwrap(result.screens.first { $0.name == "GeneralScreen.Content" })
        let about = try XCTUnwrap(result.screens.first { $0.name == "AboutScreen.Content" })
        XCTAssertEqual(Set(general.elements.compactMap(\.key)), ["general", "sync", "storage", "clear_cache"])
        XCTAssertEqual(Set(about.elements.compactMap(\.key)), ["about", "licenses"])
        // No screen walks the interface's body on its own (it would take one object's members at random).
        XCTAssertNil(result.screens.first { $0.name == "Content" })
        // A switch item is laid out once, in the switch's branch only; the text item in the text's.
        XCTAssertEqual(general.elements.filter { $0.key == "sync" }.count, 1)
        let natural = ["sync": 600.0, "clear_cache": 600, "storage": 600, "licenses": 600]
        XCTAssertEqual(try width(general, "sync", natural: natural), 360 - 32 - 52)
        XCTAssertEqual(try width(general, "clear_cache", natural: natural), 360 - 48)
        XCTAssertEqual(try width(general, "storage", natural: natural), 360 - 16)
        XCTAssertEqual(try width(about, "licenses", natural: natural), 360 - 48)
        // Nothing is left unreached.
        let unreached = result.screens.flatMap(\.skipped).filter { $0.reason.contains("does not reach") }
        XCTAssertEqual(unreached.map(\.key), [])
    }

    /// A `when` on a subject whose class the code does not construct (a parameter of the screen) keeps
    /// every branch: the first shown, the others variants.
    func testAWhenOnAValueOfUnknownClassKeepsEveryBranch() throws {
        let result = try importApp(["app/Model.kt": Self.model, "app/Screen.kt": """
            package app.settings
            @Composable
            fun Row(pref: Pref) {
                when (pref) {
                    is Pref.Group -> Text(text = stringResource(MR.strings.group_label), maxLines = 1)
                    is Pref.Item -> Text(text = stringResource(MR.strings.item_label), maxLines = 1)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Row" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["group_label", "item_label"])
    }

    /// The parser keeps a `when`'s subject and each branch's type tests (the last simple name; generics
    /// and qualifiers dropped); a branch with another condition has none.
    func testTheParserKeepsTypeTests() {
        let file = KotlinParser.parse(bytes: Array("""
            fun f(item: Any) {
                when (item) {
                    is a.B.Switch<*>, is Other -> x()
                    0 -> y()
                    else -> z()
                }
            }
            """.utf8), display: "F.kt")
        guard case .branches(let blocks, _)? = file.functions.first?.body?.statements.first else { return XCTFail("no when") }
        XCTAssertEqual(blocks.map(\.typeTests), [["Switch", "Other"], nil, nil])
        XCTAssertEqual(blocks.map(\.whenSubject), ["item", "item", "item"])
    }

    /// A `SubcomposeLayout` whose slots are measured with the incoming constraints or a copy keeping their
    /// maximum width (Material 3's `ScaffoldLayout`, copied by apps) lays each slot out at its own width (a
    /// filling row padded 16 dp a side: 360 − 32); a slot measured with constraints the block computes
    /// (`offset`) is skipped with the reason.
    func testSubcomposeLayoutSlotsMeasuredWithTheIncomingConstraints() throws {
        let result = try importApp(["app/Layout.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun AppScaffold(topBar: @Composable () -> Unit, fab: @Composable () -> Unit, content: @Composable () -> Unit) {
                SubcomposeLayout { constraints ->
                    val loose = constraints.copy(minWidth = 0, minHeight = 0)
                    layout(constraints.maxWidth, constraints.maxHeight) {
                        val bar = subcompose(Slot.Top, topBar).fastMap { it.measure(loose.copy(maxHeight = 100)) }
                        val button = subcompose(Slot.Fab, fab).fastMap { it.measure(loose.offset(-16, 0)) }
                        val body = subcompose(Slot.Body) { content() }.fastMap { it.measure(loose) }
                    }
                }
            }
            @Composable
            fun Home() {
                AppScaffold(
                    topBar = { Row(Modifier.fillMaxWidth().padding(horizontal = 16.dp)) { Text(stringResource(R.string.home_title), maxLines = 1) } },
                    fab = { Text(stringResource(R.string.compose_action), maxLines = 1) },
                ) {
                    Row(Modifier.fillMaxWidth().padding(horizontal = 16.dp)) { Text(stringResource(R.string.home_body), maxLines = 1) }
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        let natural = ["home_title": 600.0, "home_body": 600, "compose_action": 600]
        XCTAssertEqual(try width(screen, "home_title", natural: natural), 360 - 32)
        XCTAssertEqual(try width(screen, "home_body", natural: natural), 360 - 32)
        XCTAssertEqual(try composeSkipReason(screen, "compose_action", naturalWidth: 600).map { $0.contains("SubcomposeLayout") }, true)
    }

    /// An app bar that picks one of two slots in its `SubcomposeLayout` (`this.subcompose(…)`: `this` is the
    /// measure scope, as an unqualified call) by whether its one-line title was cut: the title is laid out in
    /// the slot shown when it does not fit (360 dp, a choice's branch), and the one-line text whose
    /// `onTextLayout` reads `hasVisualOverflow` is skipped with the reason (the app handles its cut).
    func testSubcomposeSlotsChosenByABranchAndATextThatReactsToItsCut() throws {
        let result = try importApp(["app/Bar.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun AppBar(title: String) {
                var cut by remember(key1 = title) { mutableStateOf(false) }
                SubcomposeLayout(modifier = Modifier) { constraints ->
                    val placeables = if (cut) {
                        this
                            .subcompose(slotId = "tall", content = { Text(text = title, maxLines = 2) })
                            .fastMap { it.measure(constraints = constraints) }
                    } else {
                        this
                            .subcompose(slotId = "short", content = { Line(title = title, onLayout = { cut = it.hasVisualOverflow }) })
                            .fastMap { it.measure(constraints = constraints) }
                    }
                    layout(width = constraints.maxWidth, height = 0) { placeables.fastMap { it.place(x = 0, y = 0) } }
                }
            }
            @Composable
            private fun Line(title: String, onLayout: ((TextLayoutResult) -> Unit)? = null) {
                Text(text = title, maxLines = 1, onTextLayout = onLayout)
            }
            @Composable
            fun Home() {
                Column { AppBar(title = stringResource(R.string.home_title)) }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        XCTAssertEqual(screen.elements.filter { $0.key == "home_title" }.count, 1)
        XCTAssertEqual(try width(screen, "home_title", natural: ["home_title": 600]), 360)
        XCTAssertEqual(screen.skipped.filter { $0.key == "home_title" }.map(\.reason), [ComposeScreenReader.overflowReactionReason])
        XCTAssertFalse(result.screens.contains { $0.name == "Line" || $0.name == "AppBar" })
    }

    /// An app bar wrapper that passes its `actions` slot on to Material 3's `TopAppBar` (`actions = actions`):
    /// the caller's lambda is the actions row (its button laid out, the title's width what the row leaves), and
    /// the parameter's default (`{}`) an empty row; before, both were a row of unknown width.
    func testTopAppBarActionsPassedOnByAWrapper() throws {
        let result = try importApp(["app/Bar.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            import androidx.compose.material3.TopAppBar
            @Composable
            fun Bar(title: String, actions: @Composable RowScope.() -> Unit = {}) {
                TopAppBar(title = { Text(title, maxLines = 1) }, actions = actions)
            }
            @Composable
            fun Home() {
                Column {
                    Bar(title = stringResource(R.string.home_title), actions = { TextButton(onClick = {}) { Text(stringResource(R.string.save)) } })
                    Bar(title = stringResource(R.string.other_title))
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["home_title", "save", "other_title"])
        let natural = ["home_title": 600.0, "other_title": 600, "save": 40]
        let withActions = try XCTUnwrap(try width(screen, "home_title", natural: natural))
        let without = try XCTUnwrap(try width(screen, "other_title", natural: natural))
        XCTAssertLessThan(withActions, without)
    }

    /// Material 3's `MediumTopAppBar` (AppBar.kt `TwoRowsTopAppBar`) shows its title in a row of its own under the
    /// pinned row's actions, at the bar's width less 16 dp (not beside two text buttons).
    func testMediumTopAppBarTitleHasARowOfItsOwn() throws {
        let result = try importApp(["app/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            import androidx.compose.material3.MediumTopAppBar
            @Composable
            fun Screen() {
                MediumTopAppBar(
                    title = { Text(stringResource(R.string.home_title), maxLines = 2) },
                    actions = {
                        TextButton(onClick = {}) { Text(stringResource(R.string.cancel)) }
                        TextButton(onClick = {}) { Text(stringResource(R.string.save)) }
                    },
                )
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        let natural = ["home_title": 600.0, "cancel": 80, "save": 80]
        XCTAssertEqual(try width(screen, "home_title", natural: natural), 360 - 16)
        XCTAssertEqual(screen.elements.first { $0.key == "home_title" }?.size, 24)
        XCTAssertNotNil(try width(screen, "save", natural: natural))
    }

    /// A `Text` whose `onTextLayout` reads no overflow (a line count kept for later) is laid out as any other.
    func testTextLayoutCallbackThatReadsNoOverflowIsLaidOut() throws {
        let result = try importApp(["app/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Screen() {
                var lines by remember { mutableStateOf(0) }
                Text(stringResource(R.string.body), onTextLayout = { lines = it.lineCount })
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        XCTAssertEqual(screen.elements.map(\.key), ["body"])
        XCTAssertTrue(screen.skipped.isEmpty)
    }

    /// A `fontSize` named by a constant of the app is its value (16 sp, not the style's 22 sp); a `weight`
    /// the sources do not decide (an animated one) leaves the row child's width undecided.
    func testFontSizeConstantsAndUndecidedWeights() throws {
        let result = try importApp(["app/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            val TitleFontSize = 16.sp
            @Composable
            fun Screen(selected: Boolean) {
                val animated by animateFloatAsState(if (selected) 2f else 1f)
                Column {
                    Text(stringResource(R.string.title), style = MaterialTheme.typography.titleLarge, fontSize = TitleFontSize)
                    Row(Modifier.fillMaxWidth()) {
                        Box(Modifier.weight(animated)) { Text(stringResource(R.string.tab), maxLines = 1) }
                        Box(Modifier.weight(1f)) { Text(stringResource(R.string.other), maxLines = 1) }
                    }
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        XCTAssertEqual(screen.elements.first { $0.key == "title" }?.size, 16)
        XCTAssertEqual(try composeSkipReason(screen, "tab", naturalWidth: 100).map { $0.contains("`weight`") }, true)
    }

    /// A list built with `buildList { add(…); this += … }` and handed to a menu: each element is an object of a
    /// class declared in a file without Compose (read for its declarations), built with positional arguments
    /// (`Option(OptionId.Share, text)` gives `text` its second parameter's value); every item's text is laid
    /// out in the menu, none passed to `Option` as if it were a composable.
    func testBuildListOfObjectsWithPositionalArgumentsFromAModelFile() throws {
        let result = try importApp(["app/Option.kt": """
            package app.model
            data class Option(val id: OptionId, val text: String)
            """, "app/Card.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Card(options: List<Option>) {
                DropdownMenu(expanded = true, onDismissRequest = {}) {
                    options.forEach { option -> DropdownMenuItem(text = { Text(option.text) }, onClick = {}) }
                }
            }
            @Composable
            fun Feed(mine: Boolean) {
                Card(options = buildList {
                    add(Option(OptionId.Share, stringResource(R.string.share)))
                    if (mine) {
                        this += Option(OptionId.Delete, stringResource(R.string.delete))
                    }
                })
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Feed" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["share", "delete"])
        XCTAssertFalse(result.screens.flatMap(\.skipped).contains { $0.reason.contains("`Option`") })
    }

    /// Options built by the app's extension function on an object (`OptionId.Share.toOption()`, where
    /// `toOption` is declared twice on one receiver type and the call's arguments choose), whose label is another
    /// extension called on the implicit receiver: `when (this)` takes the branch of that object alone (Kotlin
    /// compares the subject with `==`; another object of the same sealed type is never equal), so each option
    /// shows its own label and no other. A condition on a name that is no object of the app leaves the `when`
    /// undecided: every branch is a value.
    func testOptionsBuiltFromObjectsShowTheirOwnLabels() throws {
        let result = try importApp(["app/Options.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            sealed interface OptionId {
                data object Share : OptionId
                data object Delete : OptionId
                data object Pin : OptionId
            }
            @Composable
            private fun OptionId.toReadableName(): String = when (this) {
                OptionId.Pin -> stringResource(R.string.action_pin)
                OptionId.Share -> stringResource(R.string.action_share)
                OptionId.Delete -> stringResource(R.string.action_delete)
                else -> ""
            }
            @Composable
            fun OptionId.toOption() = Option(id = this, label = toReadableName())
            fun OptionId.toOption(label: String) = Option(id = this, label = label)
            data class Option(val id: OptionId, val label: String)
            @Composable
            fun OptionId.hint(): String = when (this) {
                Unknown.Value -> stringResource(R.string.hint_unknown)
                OptionId.Share -> stringResource(R.string.hint_share)
                else -> ""
            }
            """, "app/Card.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Card(options: List<Option>) {
                DropdownMenu(expanded = true, onDismissRequest = {}) {
                    options.forEach { option -> DropdownMenuItem(text = { Text(option.label) }, onClick = {}) }
                }
            }
            @Composable
            fun Feed(mine: Boolean) {
                Column {
                    Text(OptionId.Share.hint())
                    Card(options = buildList {
                        this += OptionId.Share.toOption()
                        if (mine) { this += OptionId.Delete.toOption() }
                    })
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Feed" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["action_share", "action_delete", "hint_unknown", "hint_share"])
        XCTAssertEqual(screen.elements.filter { $0.key == "action_share" }.count, 1)
        XCTAssertFalse(result.screens.flatMap(\.skipped).contains { $0.reason.contains("`option.label`") })
    }

    /// A label function on an enum declared in a model file (`fun Sort.label(): StringResource = when (this) { … }`,
    /// Compose Multiplatform's `StringResource` values): called on an entry written out, only that entry's branch
    /// runs (`Enum.equals` is identity), also where a branch names the entry alone; on a value the sources do not
    /// decide, every branch is a value.
    func testAnEnumEntrysWhenBranchIsItsLabel() throws {
        let result = try importApp(["app/model/Sort.kt": """
            package app.model
            enum class Sort(val id: Int) {
                @Deprecated("x") Hot(1),
                New(2) { override fun toString() = "n" },
                Top(3);
                fun next() = 1
            }
            """, "app/ui/Sorting.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            fun Sort.label(): StringResource = when (this) {
                Sort.Hot -> Res.string.sort_hot
                New -> Res.string.sort_new
                Sort.Top -> Res.string.sort_top
            }
            @Composable
            fun Sorting(current: Sort) {
                Column {
                    Text(stringResource(Sort.Top.label()), maxLines = 1)
                    Text(stringResource(current.label()), maxLines = 1)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Sorting" })
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["sort_hot", "sort_new", "sort_top", "sort_top"])
        XCTAssertEqual(screen.elements.first?.key, "sort_top")
    }

    /// A map the code writes out (`persistentMapOf(1 to text, …)`) iterated with `forEach { entry -> … }`: each
    /// entry's `value` is the text after `to` (kotlin `Map.Entry`), laid out in the column padded 24 dp (360 − 48).
    func testMapEntriesWrittenOutAreIterated() throws {
        let result = try importApp(["app/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Choices(entries: Map<Int, String>) {
                Column(Modifier.fillMaxWidth().padding(horizontal = 24.dp)) {
                    entries.forEach { current -> Text(text = current.value, maxLines = 1) }
                }
            }
            @Composable
            fun Speed() {
                Choices(entries = persistentMapOf(1 to stringResource(R.string.speed_slow), 2 to stringResource(R.string.speed_fast)).toImmutableMap())
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Speed" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["speed_slow", "speed_fast"])
        XCTAssertEqual(try width(screen, "speed_fast", natural: ["speed_fast": 600]), 360 - 48)
    }

    /// `persistentListOf<Action>().builder().apply { add(…) }.build()` handed to a bar that shows
    /// `filterIsInstance<Overflow>()` in its menu: only the overflow items are laid out in the menu, the icon
    /// actions (shown as icons, their titles spoken) are not.
    func testFilterIsInstanceKeepsTheElementsOfItsClass() throws {
        let result = try importApp(["app/Bar.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            sealed interface BarAction
            data class IconAction(val title: String) : BarAction
            data class Overflow(val title: String) : BarAction
            @Composable
            fun Actions(actions: List<BarAction>) {
                DropdownMenu(expanded = true, onDismissRequest = {}) {
                    actions.filterIsInstance<Overflow>().map { DropdownMenuItem(text = { Text(it.title) }, onClick = {}) }
                }
            }
            @Composable
            fun Toolbar() {
                Actions(actions = persistentListOf<BarAction>().builder().apply {
                    add(IconAction(title = stringResource(R.string.refresh)))
                    add(Overflow(title = stringResource(R.string.settings)))
                }.build())
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Toolbar" })
        XCTAssertEqual(screen.elements.compactMap(\.key), ["settings"])
    }

    /// Extensions of one name on several receiver types (`fun UiTheme.label()`, `fun FontScale.label()`): Kotlin
    /// chooses by the receiver's static type, so the reader follows the one the sources declare it of: a
    /// parameter's type, a property's declared type (of the receiver's class, else of every class declaring a
    /// property of that name), an enum entry, a sealed type's nested object (of its outer type, told from another
    /// type's object of the same name). Each `when` branch is a variant.
    /// A receiver of no declared type (a view-model value), or one whose declarations leave two extensions, is
    /// not followed.
    func testAnExtensionOfSeveralReceiverTypesIsTheOneTheReceiversTypeChooses() throws {
        let model = """
            package app.model
            sealed interface UiTheme {
                data object Light : UiTheme
                data object Dark : UiTheme
            }
            enum class FontScale { Small, Large }
            data class State(val theme: UiTheme = UiTheme.Light, val fontScale: FontScale? = null)
            data class Other(val mode: FontScale, val mode2: UiTheme)
            data class Ambiguous(val mode: UiTheme)
            sealed interface Tab {
                data object Dark : Tab
            }
            """
        let labels = """
            package app.model
            @Composable
            fun UiTheme?.label(): String = when (this) {
                UiTheme.Light -> stringResource(Res.string.theme_light)
                else -> stringResource(Res.string.theme_dark)
            }
            @Composable
            fun FontScale.label(): String = when (this) {
                FontScale.Small -> stringResource(Res.string.scale_small)
                FontScale.Large -> stringResource(Res.string.scale_large)
            }
            @Composable
            fun Tab.label(): String = stringResource(Res.string.tab_dark)
            """
        let screen = """
            package app.ui
            @Composable
            fun Settings(theme: UiTheme, state: State, anything: Any) {
                Column {
                    Text(theme.label(), maxLines = 1)
                    Text(state.fontScale.label(), maxLines = 1)
                    Text(FontScale.Large.label(), maxLines = 1)
                    Text(UiTheme.Dark.label(), maxLines = 1)
                    Text(anything.label(), maxLines = 1)
                    Text(anything.mode.label(), maxLines = 1)
                }
            }
            """
        let result = try importApp(["Model.kt": model, "Labels.kt": labels, "Settings.kt": screen])
        let settings = try XCTUnwrap(result.screens.first { $0.name == "Settings" })
        let lines = Dictionary(grouping: settings.elements.filter { $0.key != nil }, by: \.location.line).mapValues { Set($0.compactMap(\.key)) }
        // `theme.label()`: both branches of `UiTheme?.label()`, where they are named (Labels.kt lines 4 and 5).
        XCTAssertEqual(Set(settings.elements.filter { $0.location.file == "Labels.kt" }.compactMap(\.key)),
                       ["theme_light", "theme_dark", "scale_small", "scale_large"])
        XCTAssertEqual(lines.values.reduce(Set<String>()) { $0.union($1) }, ["theme_light", "theme_dark", "scale_small", "scale_large"])
        // `UiTheme.Dark.label()` (not `Tab.Dark`'s) takes the `else` branch only; `FontScale.Large.label()` its own.
        XCTAssertEqual(settings.elements.filter { $0.key == "theme_dark" }.count, 2)
        XCTAssertEqual(settings.elements.filter { $0.key == "theme_light" }.count, 1)
        XCTAssertEqual(settings.elements.filter { $0.key == "scale_large" }.count, 2)
        XCTAssertEqual(settings.elements.filter { $0.key == "scale_small" }.count, 1)
        // `anything.label()` and `anything.mode.label()` (`mode` is a `FontScale` in one class, a `UiTheme` in another):
        // no text of theirs is laid out at Settings.kt's lines 9 and 10, each a skip.
        XCTAssertFalse(settings.elements.contains { $0.location.file == "Settings.kt" && $0.key != nil })
        let skipped = settings.skipped.filter { $0.location.file == "Settings.kt" }.map(\.location.line)
        XCTAssertTrue(skipped.contains(9) && skipped.contains(10), "\(skipped)")
    }

    /// A private top-level extension is visible only in its own file (Kotlin spec, "Declaration visibility"): a
    /// call in another file means the one extension of the name it sees, whatever the receiver; in the private
    /// one's file both are seen, and a receiver of no declared type decides neither.
    func testAPrivateExtensionIsSeenOnlyInItsFile() throws {
        let rail = """
            package app.ui
            @Composable
            fun Rail(destination: Any) {
                Text(destination.title(), maxLines = 1)
            }
            @Composable
            private fun Destination.title(): String = stringResource(Res.string.rail_title)
            """
        let labels = """
            package app.model
            @Composable
            fun Item.title(): String = stringResource(Res.string.drawer_title)
            """
        let drawer = """
            package app.ui
            @Composable
            fun Drawer(destination: Any) {
                Text(destination.title(), maxLines = 1)
            }
            """
        let result = try importApp(["Rail.kt": rail, "Labels.kt": labels, "Drawer.kt": drawer])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Drawer" })
        XCTAssertEqual(screen.elements.compactMap(\.key), ["drawer_title"])
        let other = try XCTUnwrap(result.screens.first { $0.name == "Rail" })
        XCTAssertEqual(other.elements.compactMap(\.key), [])
    }

    /// `style = item.labelStyle ?: MaterialTheme.typography.bodyLarge` (Kotlin's elvis): where every object the
    /// element can be is built without `labelStyle` and the class declares it `= null`, the right side's style
    /// (bodyLarge, 16 sp); an object given a style the sources do not decide keeps the text skipped; one given
    /// `null` takes the right side too.
    func testAnElvisStyleIsItsRightSideWhereTheObjectsLeaveTheLeftNull() throws {
        let sheet = """
            package app.ui
            data class SheetItem(
                val label: String,
                val labelStyle: TextStyle? = null,
                val other: TextStyle? = MaterialTheme.typography.bodySmall,
            )
            @Composable
            fun Sheet(items: List<SheetItem> = emptyList()) {
                LazyColumn {
                    itemsIndexed(items = items) { idx, item ->
                        Text(text = item.label, style = item.labelStyle ?: MaterialTheme.typography.bodyLarge)
                    }
                }
            }
            """
        let screens = """
            package app.ui
            @Composable
            fun Themes() {
                val themes = listOf(1, 2)
                Sheet(items = themes.map { SheetItem(label = stringResource(Res.string.theme_a)) })
            }
            @Composable
            fun Modes() {
                Sheet(items = listOf(SheetItem(stringResource(Res.string.mode_a), null), SheetItem(label = stringResource(Res.string.mode_b))))
            }
            @Composable
            fun Scales(scale: Float) {
                Sheet(items = listOf(SheetItem(label = stringResource(Res.string.scale_a), labelStyle = styleFor(scale))))
            }
            """
        let result = try importApp(["Sheet.kt": sheet, "Screens.kt": screens])
        let themes = try XCTUnwrap(result.screens.first { $0.name == "Themes" })
        let laidOut = themes.elements.filter { $0.key != nil }
        XCTAssertFalse(laidOut.isEmpty)
        XCTAssertTrue(laidOut.allSatisfy { $0.size == 16 }, "\(laidOut.map(\.size))")
        let modes = try XCTUnwrap(result.screens.first { $0.name == "Modes" })
        XCTAssertEqual(Set(modes.elements.filter { $0.size == 16 }.compactMap(\.key)), ["mode_a", "mode_b"])
        let scales = try XCTUnwrap(result.screens.first { $0.name == "Scales" })
        XCTAssertTrue(scales.elements.filter { $0.key != nil }.isEmpty)
        XCTAssertEqual(scales.skipped.first { $0.key == "scale_a" }?.reason, "a text style the sources do not decide")
        let file = KotlinParser.parse(bytes: Array(sheet.utf8), display: "Sheet.kt")
        XCTAssertEqual(file.types.first?.nullDefaults, ["labelStyle"])
        XCTAssertEqual(file.types.first?.propertyTypes, ["label": "String", "labelStyle": "TextStyle", "other": "TextStyle"])
    }

    /// `Text(buildAnnotatedString { pushLink(…); append(title); pop() })`: spans add no characters
    /// (androidx.compose.ui.text `AnnotatedString.Builder`), so a builder that appends one text shows that text,
    /// followed as any text argument. One that appends several is a text made of parts: each resource in it has
    /// that reason; one that appends under a branch is not read.
    func testATextBuilderThatAppendsOneTextShowsIt() throws {
        let result = try importApp(["Link.kt": """
            package app.ui
            @Composable
            private fun PlatformLink(title: String, onClick: (() -> Unit)? = null) {
                Row {
                    Text(
                        modifier = Modifier.weight(1f),
                        text = buildAnnotatedString {
                            pushLink(LinkAnnotation.Clickable("action") { onClick?.invoke() })
                            withStyle(SpanStyle(fontWeight = FontWeight.Bold)) { append(title) }
                            pop()
                        },
                        style = MaterialTheme.typography.bodyMedium,
                    )
                }
            }
            @Composable
            fun Screen(count: Int) {
                Column {
                    PlatformLink(title = stringResource(Res.string.more_info))
                    Text(buildString {
                        append(stringResource(Res.string.label))
                        append(": ")
                        append(count.toString())
                    })
                    Text(buildAnnotatedString {
                        if (count > 0) append(stringResource(Res.string.other))
                    })
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        XCTAssertEqual(screen.elements.compactMap(\.key), ["more_info"])
        XCTAssertEqual(screen.elements.first?.size, 14)
        XCTAssertEqual(screen.skipped.first { $0.key == "label" }?.reason, "text built from parts with `buildString` (laid out only as a whole, at run time)")
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "other" })
    }

    /// Thousands of classes declaring a property of one name, each of its own type with an extension of one name,
    /// and thousands of calls on it: the receiver's types are too many to decide (nothing laid out), and the
    /// reading stays bounded.
    func testManyExtensionsOfOneNameStayBounded() throws {
        var text = "package app.ui\n"
        for index in 0..<2_000 {
            text += "data class C\(index)(val mode: T\(index))\nclass T\(index)\n@Composable\nfun T\(index).label(): String = stringResource(Res.string.k\(index % 3))\n"
        }
        text += "@Composable\nfun Screen(x: Any) { Column {\n" + String(repeating: "Text(x.mode.label())\n", count: 2_000) + "} }\n"
        let start = Date()
        let result = try importApp(["Hostile.kt": text])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        XCTAssertTrue(result.screens.first { $0.name == "Screen" }?.elements.isEmpty ?? true)
    }

    /// `for (option in options) { … }` runs its body once per element with `option` bound to it (Kotlin spec,
    /// "For-loop statements"): read as `options.forEach { option -> … }`, so a menu built from a list shows each
    /// element's label. A `for` over a destructuring declaration keeps its body a block of its own (not bound).
    func testAForLoopBindsItsElement() throws {
        let result = try importApp(["Menu.kt": """
            package app.ui
            data class Option(val label: String)
            @Composable
            fun Menu(pairs: Map<String, String>) {
                val options = listOf(Option(stringResource(Res.string.save)), Option(label = stringResource(Res.string.share)))
                DropdownMenu(expanded = true, onDismissRequest = {}) {
                    for (option in options) {
                        DropdownMenuItem(text = { Text(option.label) }, onClick = {})
                    }
                    for ((key, value) in pairs) {
                        Text(value)
                    }
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Menu" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["save", "share"])
        let file = KotlinParser.parse(bytes: Array("fun f() { for (x in xs) { g(x) }\nfor ((a, b) in m) { h(a) } }".utf8), display: "F.kt")
        guard case .call(let loop)? = file.functions.first?.body?.statements.first else { return XCTFail("no loop call") }
        XCTAssertEqual(loop.name, "forEach")
        XCTAssertEqual(loop.receiver?.dottedPath, "xs")
        XCTAssertEqual(loop.trailingLambda?.parameters, ["x"])
        guard case .lambda? = file.functions.first?.body?.statements.last else { return XCTFail("the destructuring loop is no block") }
    }
}
