import Foundation
@testable import LayoutLint
import XCTest

/// The constructs that carry a text from where it is named to the composable that shows it: lambdas
/// invoked with arguments, local functions, optional slots made with `let`, lambda properties of objects
/// the code builds, destructured pairs; and the tab rows and navigation rail of `ComposeMetrics`. Each
/// expected width is derived in the test from the modifiers written in its snippet and the cited numbers
/// of `ComposeMetrics`, with a fake measurement (`natural` widths).
final class ComposeReachTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-reach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func importScreen(_ source: String, named name: String) throws -> LayoutScreen {
        let url = folder.appendingPathComponent("ui/Screen.kt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: url, atomically: true, encoding: .utf8)
        let result = ComposeImporter.read(files: [url.path], settings: AndroidImportSettings(targetSdk: 34))
        return try XCTUnwrap(result.screens.first { $0.name == name })
    }

    func width(_ screen: LayoutScreen, _ key: String, natural: [String: Double], screenWidth: Double = 360) throws -> Double? {
        try composeTextWidth(screen, key, natural: natural, screenWidth: screenWidth)
    }

    /// A slot lambda the composable invokes with an argument (`content(stringResource(…))`) binds its parameter
    /// to it: the text shows in the column, padded 16 dp a side (360 − 32).
    func testALambdaInvokedWithAnArgumentBindsItsParameter() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Section(titleRes: StringResource, content: @Composable (title: String) -> Unit) {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) { content(stringResource(titleRes)) }
            }
            @Composable
            fun Settings() {
                Section(Res.string.section_sync) { title -> Text(text = title, maxLines = 1) }
            }
            """, named: "Settings")
        XCTAssertEqual(try width(screen, "section_sync", natural: ["section_sync": 600]), 360 - 2 * 16)
    }

    /// An app composable that passes its content lambda on by name (`LazyColumn(content = content)`) and is
    /// called again inside the content it is given: the content is the caller's code, so the inner call is the
    /// wrapper again, not a recursion (it was an unknown composable, its texts not laid out). Each level pads
    /// 16 dp a side: 360 − 2 × 16 − 2 × 16.
    func testAWrapperCalledInsideTheContentItPassesOnIsFollowed() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun ScrollingList(modifier: Modifier = Modifier, content: LazyListScope.() -> Unit) {
                LazyColumn(modifier = Modifier.padding(horizontal = 16.dp), content = content)
            }
            @Composable
            fun Library() {
                ScrollingList {
                    item {
                        ScrollingList {
                            item { Text(stringResource(R.string.nested_title), maxLines = 1) }
                        }
                    }
                }
            }
            """, named: "Library")
        XCTAssertEqual(try width(screen, "nested_title", natural: ["nested_title": 600]), 360 - 2 * 16 - 2 * 16)
        XCTAssertFalse(screen.skipped.contains { $0.key == "nested_title" })
    }

    /// A content lambda passed on by name takes none of the inlining depth (`ComposeScreenReader.inliningDepth`):
    /// four levels of a screen function inside the app's `Wrap` are nine bodies, which with the four content
    /// lambdas counted would pass `maximumInliningDepth` (12). Each `Wrap` pads 4 dp a side: 360 − 4 × 2 × 4.
    func testContentPassedOnTakesNoInliningDepth() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Wrap(content: @Composable () -> Unit) { Column(modifier = Modifier.padding(horizontal = 4.dp), content = content) }
            @Composable
            fun Screen() { Wrap { Level2() } }
            @Composable
            fun Level2() { Wrap { Level3() } }
            @Composable
            fun Level3() { Wrap { Level4() } }
            @Composable
            fun Level4() { Wrap { Level5() } }
            @Composable
            fun Level5() { Text(stringResource(R.string.deep_title), maxLines = 1) }
            """, named: "Screen")
        XCTAssertEqual(try width(screen, "deep_title", natural: ["deep_title": 600]), 360 - 4 * 2 * 4)
    }

    /// A local function (`fun header(…)` inside a body) shows its content where it is called, with the call's
    /// arguments (and its own defaults); its declaration shows nothing. Two calls, two texts, each at the
    /// column's width (360 − 2 × 8).
    func testALocalFunctionIsLaidOutWhereItIsCalled() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Prefs() {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 8.dp)) {
                    fun header(titleRes: StringResource, lines: Int = 1) {
                        Text(text = stringResource(titleRes), maxLines = lines)
                    }
                    header(Res.string.pref_scrobbling)
                    header(titleRes = Res.string.pref_appearance)
                }
            }
            """, named: "Prefs")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["pref_appearance", "pref_scrobbling"])
        XCTAssertEqual(screen.elements.first { $0.key == "pref_scrobbling" }?.maxLines, 1)
        XCTAssertEqual(try width(screen, "pref_appearance", natural: ["pref_appearance": 600]), 360 - 2 * 8)
    }

    /// A local function's last parameter of a function type takes the call's trailing lambda (Kotlin: a trailing
    /// lambda is the last parameter's argument), and the local function invokes it with the title it reads: both
    /// texts show, the title through the slot, at the column's width (360 − 2 × 8). Without the trailing lambda
    /// bound, the slot (and the title passed to it) showed nothing.
    func testALocalFunctionsTrailingLambdaIsItsLastParameter() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Prefs() {
                LazyColumn(modifier = Modifier.fillMaxWidth().padding(horizontal = 8.dp)) {
                    fun filteredItem(key: String, titleRes: StringResource, formatRes: StringResource? = null,
                                     content: @Composable (title: String) -> Unit) {
                        item(key) {
                            val title = if (formatRes == null) stringResource(titleRes) else stringResource(titleRes, stringResource(formatRes))
                            content(title)
                        }
                    }
                    filteredItem("delay", Res.string.pref_delay) { title ->
                        Column {
                            Text(text = title, maxLines = 1)
                            Text(text = stringResource(Res.string.pref_delay_summary), maxLines = 1)
                        }
                    }
                }
            }
            """, named: "Prefs")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["pref_delay", "pref_delay_summary"])
        XCTAssertEqual(try width(screen, "pref_delay", natural: ["pref_delay": 600]), 360 - 2 * 8)
    }

    /// A trailing lambda given to a lambda without parameters binds nothing (it is no argument the lambda reads),
    /// and a labelled argument of the last parameter keeps its value over any trailing lambda.
    func testATrailingLambdaDoesNotReplaceALabelledLastArgument() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Prefs() {
                Column(modifier = Modifier.fillMaxWidth()) {
                    fun row(titleRes: StringResource, content: @Composable () -> Unit = {}) {
                        Text(text = stringResource(titleRes), maxLines = 1)
                        content()
                    }
                    row(Res.string.pref_sync, content = { Text(text = stringResource(Res.string.pref_sync_on), maxLines = 1) })
                }
            }
            """, named: "Prefs")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["pref_sync", "pref_sync_on"])
    }

    /// A lambda parameter called for its value (`Text(toLabel(selected))`, `toLabel: @Composable (T) -> String`)
    /// shows what the caller's lambda returns, its last expression, with `it` bound to the argument: each branch's
    /// text, at the column's width (360 − 2 × 16). A lambda returning no resource's text stays a skip.
    func testALambdaCalledForItsValueShowsWhatItReturns() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun <T> ChoicePref(selected: T, toLabel: @Composable (T) -> String, toSummary: (T) -> String) {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Text(text = toLabel(selected), maxLines = 1)
                    Text(text = toSummary(selected), maxLines = 1)
                }
            }
            @Composable
            fun Prefs(mode: Mode) {
                ChoicePref(
                    selected = mode,
                    toLabel = {
                        val id = when (it) {
                            Mode.LIGHT -> Res.string.light
                            Mode.DARK -> Res.string.dark
                        }
                        stringResource(id)
                    },
                    toSummary = { it.name },
                )
            }
            """, named: "Prefs")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["dark", "light"])
        XCTAssertEqual(try width(screen, "light", natural: ["light": 600]), 360 - 2 * 16)
        XCTAssertTrue(screen.skipped.contains { $0.reason.contains("does not follow") })
    }

    /// A function called on one of the app's objects by its name (`Presets.getString(preset)`) is the object's
    /// member, even where its name is a library's string loader: each text its `when` returns is laid out. A call
    /// on a receiver that is no object of the app (`context.getString(…)`) stays the loader's.
    func testACallOnAnAppObjectIsItsMember() throws {
        let screen = try importScreen("""
            package app.ui
            object Presets {
                @Composable
                fun getString(preset: Preset) = when (preset) {
                    Preset.parse_title -> stringResource(Res.string.preset_title_parse)
                    Preset.remastered -> stringResource(Res.string.preset_remastered)
                }
            }
            @Composable
            fun PresetRow(preset: Preset) {
                Row(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Text(text = Presets.getString(preset), maxLines = 1)
                }
            }
            """, named: "PresetRow")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["preset_remastered", "preset_title_parse"])
        XCTAssertEqual(try width(screen, "preset_title_parse", natural: ["preset_title_parse": 600]), 360 - 2 * 16)
    }

    /// `takeIf`/`takeUnless` on a text return that text (or null): `Text(title.takeIf { !loading } ?: "")` shows
    /// the title.
    func testTakeIfKeepsTheText() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Counts(loading: Boolean) {
                val title = stringResource(Res.string.listeners)
                Column(modifier = Modifier.fillMaxWidth()) {
                    Text(text = title.takeIf { !loading } ?: "", maxLines = 1)
                }
            }
            """, named: "Counts")
        XCTAssertEqual(screen.elements.compactMap(\.key), ["listeners"])
    }

    /// A destructured parameter beside the index (`forEachIndexed { index, (text, value) -> … }`, Kotlin's
    /// destructuring in lambdas) binds each name to the element's component: each pair's first text shows, in the
    /// padded column (360 − 2 × 16). Its type (`text: String`) is no component name.
    func testADestructuredParameterBesideTheIndexBindsItsComponents() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun InfoCounts(reach: Int, count: Int) {
                val pairs = listOf(stringResource(Res.string.taggers) to reach, stringResource(Res.string.taggings) to count)
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    pairs.forEachIndexed { index, (text: String, value) ->
                        Text(text = text, maxLines = 1)
                    }
                }
            }
            """, named: "InfoCounts")
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["taggers", "taggings"])
        XCTAssertEqual(try width(screen, "taggers", natural: ["taggers": 600, "taggings": 600]), 360 - 2 * 16)
    }

    /// An optional slot made of a value (`label = label?.let { { Text(it) } }`) is the lambda `let` returns, `it`
    /// bound to the value: the label of a `TextField` filling the screen, less `TextFieldPadding` (16 dp) a
    /// side (360 − 32).
    func testAnOptionalSlotMadeWithLetIsFollowed() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun AppField(label: String?, value: String) {
                TextField(value = value, onValueChange = {}, modifier = Modifier.fillMaxWidth(),
                          label = label?.let { { Text(text = it, maxLines = 1) } })
            }
            @Composable
            fun Server() {
                AppField(label = stringResource(Res.string.server_url), value = "")
            }
            """, named: "Server")
        XCTAssertEqual(try width(screen, "server_url", natural: ["server_url": 600]), 360 - 2 * 16)
    }

    /// A lambda property of an object the code builds, invoked by the composable it is given to
    /// (`action.menu()` / `action.menu?.invoke()`): each object's lambda shows where it is invoked (the first,
    /// the others variants), in the column padded 12 dp a side (360 − 24).
    func testALambdaPropertyOfABuiltObjectIsInvoked() throws {
        let screen = try importScreen("""
            package app.ui
            data class Action(val title: String?, val menu: (@Composable () -> Unit)? = null)
            @Composable
            fun Actions(actions: List<Action>) {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 12.dp)) {
                    actions.forEach { action -> action.menu?.invoke() }
                }
            }
            @Composable
            fun Torrents() {
                Actions(actions = listOf(
                    Action(title = null, menu = { Text(stringResource(Res.string.menu_sort), maxLines = 1) }),
                    Action(title = null, menu = { Text(stringResource(Res.string.menu_filter), maxLines = 1) }),
                ))
            }
            """, named: "Torrents")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["menu_filter", "menu_sort"])
        XCTAssertEqual(try width(screen, "menu_filter", natural: ["menu_filter": 600]), 360 - 2 * 12)
    }

    /// Destructuring: a loop over written-out pairs (`forEach { (id, sort) -> … }`) binds each name to its
    /// component of each pair; `val (first, rest) = remember { all.take(1) to all.drop(1) }` binds each
    /// name to its part (here every element but the first). Column padded 20 dp a side (360 − 40).
    func testDestructuredPairsBindTheirComponents() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Sort() {
                val options = remember { listOf(Res.string.sort_name to SortBy.Name, Res.string.sort_size to SortBy.Size, Res.string.sort_date to SortBy.Date) }
                val (first, rest) = remember { options.take(1) to options.drop(1) }
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 20.dp)) {
                    rest.forEach { (id, sort) -> Text(text = stringResource(id), maxLines = 1) }
                }
            }
            """, named: "Sort")
        // `drop(1)` is read as keeping any of the elements (each may be shown): all three names are laid out.
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["sort_name", "sort_size", "sort_date"])
        XCTAssertEqual(try width(screen, "sort_size", natural: ["sort_size": 600]), 360 - 2 * 20)
    }

    /// A scrollable tab row measures each tab with no bound on its width (TabRow.kt: `horizontalScroll`,
    /// tabs at `minWidth = ScrollableTabRowMinTabWidth`): a 500 dp text keeps its 500 dp on a 360 dp screen.
    /// The tab pads its text `HorizontalTextPadding` (16 dp) a side, so a short text is its own width.
    func testAScrollableTabRowGivesEachTabItsOwnWidth() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Torrent(page: Int) {
                PrimaryScrollableTabRow(selectedTabIndex = page) {
                    Tab(selected = page == 0, onClick = {}, text = { Text(stringResource(Res.string.tab_overview), maxLines = 1) })
                    Tab(selected = page == 1, onClick = {}, text = { Text(stringResource(Res.string.tab_files), maxLines = 1) })
                }
            }
            """, named: "Torrent")
        XCTAssertEqual(try width(screen, "tab_overview", natural: ["tab_overview": 500, "tab_files": 40]), 500)
        XCTAssertEqual(try width(screen, "tab_files", natural: ["tab_overview": 500, "tab_files": 40]), 40)
    }

    /// A tab inside a fixed `TabRow` (equal shares of the row, not in the table) stays not laid out, with
    /// the row named.
    func testATabInAFixedTabRowIsNotLaidOut() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Charts(page: Int) {
                TabRow(selectedTabIndex = page) {
                    Tab(selected = page == 0, onClick = {}, text = { Text(stringResource(Res.string.tab_week), maxLines = 1) })
                }
            }
            """, named: "Charts")
        let ids = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.id, $0.key) })
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: 360) { _, _ in
            TextMeasurement(naturalWidth: 50, width: 50, height: 20, lineCount: 1)
        }
        let resolution = screen.container!.layout.resolve(query)
        let id = try XCTUnwrap(ids.first { $0.value == "tab_week" }?.key)
        XCTAssertNil(resolution.boxes[id])
        XCTAssertTrue(resolution.skipped[id]?.contains("`TabRow`") == true, "\(resolution.skipped)")
    }

    /// A navigation rail is at least `NavigationRailTokens.ContainerWidth` (80 dp) wide, its item's label
    /// under the icon in labelMedium; the content beside it with `weight(1f)` gets the rest (360 − 80).
    func testANavigationRailIsAtLeast80dpWide() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Main(tab: Int) {
                Row(modifier = Modifier.fillMaxSize()) {
                    NavigationRail {
                        NavigationRailItem(selected = tab == 0, onClick = {}, icon = { Icon(Icons.Home, null) },
                                           label = { Text(stringResource(Res.string.nav_torrents), maxLines = 1) })
                    }
                    Box(modifier = Modifier.weight(1f)) { Text(stringResource(Res.string.main_body), maxLines = 1) }
                }
            }
            """, named: "Main")
        let natural = ["nav_torrents": 30.0, "main_body": 600.0]
        XCTAssertEqual(try width(screen, "nav_torrents", natural: natural), 30)
        XCTAssertEqual(try width(screen, "main_body", natural: natural), 360 - 80)
        XCTAssertEqual(screen.elements.first { $0.key == "nav_torrents" }?.size, ComposeMetrics.material3TypeScale["labelMedium"]?.size)
    }

    /// A text another takes in is not laid out on its own, and is skipped where it is named with the reason:
    /// a format argument (`stringResource(format, stringResource(x), n)`, `formatArgs = arrayOf(…)`), a string
    /// template's part (`"${label.uppercase()} ›"` with `label` a resource's text). The format itself is laid out.
    func testTextsAnotherTakesInAreSkippedWhereTheyAreNamed() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Header(label: String) { Text(text = "${label.uppercase()} ›", maxLines = 1) }
            @Composable
            fun Drawer(count: Int) {
                Column(modifier = Modifier.fillMaxWidth()) {
                    Header(label = stringResource(Res.string.header_status))
                    Text(stringResource(Res.string.status_format, stringResource(Res.string.status_all), count), maxLines = 1)
                    Text(stringResource(id = Res.string.link_format, formatArgs = arrayOf(stringResource(Res.string.terms))), maxLines = 1)
                }
            }
            """, named: "Drawer")
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["link_format", "status_format"])
        let header = try XCTUnwrap(screen.skipped.first { $0.key == "header_status" })
        XCTAssertTrue(header.reason.contains("string template"), header.reason)
        XCTAssertEqual(header.location.line, 7)
        let argument = try XCTUnwrap(screen.skipped.first { $0.key == "status_all" })
        XCTAssertTrue(argument.reason.contains("format argument"), argument.reason)
        XCTAssertEqual(argument.location.line, 8)
        XCTAssertTrue(screen.skipped.contains { $0.key == "terms" && $0.reason.contains("format argument") })
    }

    /// An app's own `Text(text: String)` that wraps its text in `AnnotatedString(text)` and calls its
    /// `Text(text: AnnotatedString)` overload, which draws it with `BasicText`: the resource passed in is the
    /// text shown, laid out in the column (360 − 2 × 16).
    func testAnAnnotatedStringBuiltFromATextIsThatText() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Text(text: String, modifier: Modifier = Modifier, maxLines: Int = Int.MAX_VALUE) {
                Text(text = AnnotatedString(text), modifier = modifier, maxLines = maxLines)
            }
            @Composable
            fun Text(text: AnnotatedString, modifier: Modifier = Modifier, maxLines: Int = Int.MAX_VALUE) {
                BasicText(text = text, modifier = modifier, maxLines = maxLines, overflow = TextOverflow.Ellipsis)
            }
            @Composable
            fun About() {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Text(stringResource(Res.string.about_title), maxLines = 1)
                }
            }
            """, named: "About")
        XCTAssertEqual(screen.elements.compactMap(\.key), ["about_title"])
        // A text wider than the column is held to it.
        XCTAssertEqual(try width(screen, "about_title", natural: ["about_title": 500]), 360 - 32)
    }

    /// A length that is a property of the app's `object` (`Spacing.m` with `object Spacing { val m = 16.dp }`) is
    /// its value, by the object's name (another object's `m` declared first is not it): the column's padding
    /// leaves 360 − 2 × 16, and `Arrangement.spacedBy(Spacing.s)` puts 8 dp between the row's two texts, the
    /// weighted one taking what is left (328 − 100 − 8).
    func testAnObjectsLengthPropertyIsItsValue() throws {
        let screen = try importScreen("""
            package app.ui
            object CornerSize { val m = 4.dp }
            object Spacing {
                val s = 8.dp
                val m = 16.dp
            }
            @Composable
            fun Profile() {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = Spacing.m)) {
                    Text(stringResource(Res.string.profile_title), maxLines = 1)
                    Row(modifier = Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(Spacing.s)) {
                        Text(stringResource(Res.string.profile_name), modifier = Modifier.weight(1f), maxLines = 1)
                        Text(stringResource(Res.string.profile_edit), maxLines = 1)
                    }
                }
            }
            """, named: "Profile")
        let natural = ["profile_title": 600.0, "profile_name": 600, "profile_edit": 100]
        XCTAssertEqual(try width(screen, "profile_title", natural: natural), 360 - 2 * 16)
        XCTAssertEqual(try width(screen, "profile_name", natural: natural), 360 - 2 * 16 - 100 - 8)
    }

    /// A Row whose parent wraps its content (a `Surface` in a column) is measured at most as wide as the column,
    /// not exactly: its 0 dp weighted text is first measured at its own width, then shares that width again with
    /// what is left (LinearLayout.measureHorizontal: `remainingExcess = widthSize - mTotalLength +
    /// usedExcessSpace`). The 600 dp label gets 360 − 100 − 8 beside the 100 dp value (Compose's
    /// RowColumnMeasurePolicy gives a weighted child the same: the row's maximum less the unweighted children and
    /// the spacing); without the space added back it was squeezed to nothing. A label that fits keeps at least
    /// its own width.
    func testAWeightedTextInAWrappingParentGetsWhatTheRowLeavesIt() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Slider() {
                Column(modifier = Modifier.fillMaxWidth()) {
                    Surface {
                        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            Text(stringResource(Res.string.slider_label), modifier = Modifier.weight(1f), maxLines = 1)
                            Text(stringResource(Res.string.slider_value), maxLines = 1)
                        }
                    }
                }
            }
            """, named: "Slider")
        XCTAssertEqual(try width(screen, "slider_label", natural: ["slider_label": 600, "slider_value": 100]), 360 - 100 - 8)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(width(screen, "slider_label", natural: ["slider_label": 200, "slider_value": 100])), 200)
        XCTAssertEqual(try width(screen, "slider_value", natural: ["slider_label": 600, "slider_value": 100]), 100)
    }

    /// A plural beside a weighted text is one category at a time, each as wide as its own text: the row is
    /// measured with the widest category, so none is checked in a narrower one's box. Polish shows “42 strony”
    /// (`few`) for 42; measured with `other` (“42 stron”) its box was 59 dp and the `few` text, 66 dp at 16 sp in
    /// Roboto, was reported cut. Each fits its own width, and nothing is reported.
    func testEachPluralCategoryGetsTheWidthOfItsOwnText() throws {
        let folder = self.folder!
        let result = try importComposeApp(["app/src/main/java/app/Root.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun Root(n: Int) {
                Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                        Text(text = stringResource(R.string.interval), modifier = Modifier.weight(1f))
                        Text(text = pluralStringResource(R.plurals.pages, n, n), maxLines = 1)
                    }
                }
            }
            """], in: folder)
        func catalog(_ body: String, _ path: String) -> CatalogFile {
            CatalogReader.read(bytes: Array(FormatStringTests.android(body).utf8), path: path, format: .android)
        }
        let catalogs = [
            catalog(#"<string name="interval">Flash every</string><plurals name="pages"><item quantity="one">1 page</item><item quantity="other">%1$s pages</item></plurals>"#,
                    "app/src/main/res/values/strings.xml"),
            catalog(#"<string name="interval">Migaj co</string><plurals name="pages"><item quantity="one">1 strona</item><item quantity="few">%1$s strony</item><item quantity="many">%1$s stron</item><item quantity="other">%1$s stron</item></plurals>"#,
                    "app/src/main/res/values-pl/strings.xml"),
        ]
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", sizeCategories: ["L"], workers: 1),
                            rules: [TruncationRule()]).lint(LintInput(catalogs: catalogs, screens: result.screens, findings: result.findings))
        XCTAssertEqual(report.findings.filter { $0.rule == "truncation" }.map(\.message), [])
        XCTAssertTrue(result.screens.contains { $0.elements.contains { $0.key == "pages" } })
    }

    /// A `val` member of a new instance of the app's class is its initializer (Kotlin: it runs in every
    /// instance's constructor): `MaterialTheme.padding.small` with `val MaterialTheme.padding get() = Padding()`
    /// and `class Padding { val small = 8.dp }` puts 8 dp between the row's texts (360 − 2 × 16 − 100 − 8 for the
    /// weighted one). A class built with arguments (`Gaps(2)`) may set its members otherwise: undecided.
    func testAValMemberOfANewInstanceIsItsValue() throws {
        let screen = try importScreen("""
            package app.ui
            class Padding {
                val small = 8.dp
                val medium = 16.dp
            }
            class Gaps(val scale: Int) { val small = 4.dp }
            val MaterialTheme.padding: Padding
                get() = Padding()
            @Composable
            fun Profile() {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = MaterialTheme.padding.medium)) {
                    Row(modifier = Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(MaterialTheme.padding.small)) {
                        Text(stringResource(Res.string.profile_name), modifier = Modifier.weight(1f), maxLines = 1)
                        Text(stringResource(Res.string.profile_edit), maxLines = 1)
                    }
                    Row(modifier = Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(Gaps(2).small)) {
                        Text(stringResource(Res.string.gap_name), modifier = Modifier.weight(1f), maxLines = 1)
                        Text(stringResource(Res.string.gap_edit), maxLines = 1)
                    }
                }
            }
            """, named: "Profile")
        let natural = ["profile_name": 600.0, "profile_edit": 100, "gap_name": 600, "gap_edit": 100]
        XCTAssertEqual(try width(screen, "profile_name", natural: natural), 360 - 2 * 16 - 100 - 8)
        XCTAssertEqual(try composeSkipReason(screen, "gap_name", naturalWidth: 600), "an `Arrangement.spacedBy` the sources do not decide")
    }

    /// An app's modifier whose body pads only vertically (`Modifier.safeImePadding()` = `padding(bottom = …)`)
    /// leaves the width decided; one that pads horizontally leaves it undecided (its text skipped with the reason).
    func testAModifierPaddingOnlyVerticallyKeepsTheWidth() throws {
        let screen = try importScreen("""
            package app.ui
            fun Modifier.imeSafe(): Modifier = then(if (old) Modifier.imePadding() else Modifier.padding(bottom = 12.dp))
            fun Modifier.inset(): Modifier = padding(start = 12.dp)
            @Composable
            fun Compose() {
                Column(modifier = Modifier.fillMaxWidth().imeSafe()) {
                    Text(stringResource(Res.string.compose_body), maxLines = 1)
                }
                Column(modifier = Modifier.fillMaxWidth().inset()) {
                    Text(stringResource(Res.string.compose_footer), maxLines = 1)
                }
            }
            """, named: "Compose")
        XCTAssertEqual(try width(screen, "compose_body", natural: ["compose_body": 600]), 360)
        XCTAssertNil(try width(screen, "compose_footer", natural: ["compose_footer": 600]))
    }

    /// `padding(6.dp, 1.dp)` is `padding(horizontal, vertical)` and `padding(4.dp, 0.dp, 10.dp, 0.dp)` is
    /// `padding(start, top, end, bottom)` (Padding.kt's overloads): each narrows the text's box by its start and end.
    func testPaddingByPositionNamesTheOverloadsParameters() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Pills() {
                Column(modifier = Modifier.fillMaxWidth().padding(6.dp, 1.dp)) {
                    Text(stringResource(Res.string.pill_two), maxLines = 1)
                }
                Column(modifier = Modifier.fillMaxWidth().padding(4.dp, 0.dp, 10.dp, 0.dp)) {
                    Text(stringResource(Res.string.pill_four), maxLines = 1)
                }
                Column(modifier = Modifier.fillMaxWidth().padding(PaddingValues(8.dp, 2.dp))) {
                    Text(stringResource(Res.string.pill_values), maxLines = 1)
                }
            }
            """, named: "Pills")
        XCTAssertEqual(try width(screen, "pill_two", natural: ["pill_two": 600]), 360 - 2 * 6)
        XCTAssertEqual(try width(screen, "pill_four", natural: ["pill_four": 600]), 360 - 4 - 10)
        XCTAssertEqual(try width(screen, "pill_values", natural: ["pill_values": 600]), 360 - 2 * 8)
    }

    /// A text under `Modifier.basicMarquee` scrolls what does not fit: it is not laid out, and says why.
    func testAMarqueeTextScrollsAndIsNotLaidOut() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Card() {
                Column(modifier = Modifier.width(160.dp)) {
                    Text(stringResource(Res.string.card_title), maxLines = 1, overflow = TextOverflow.Ellipsis)
                    Text(stringResource(Res.string.card_subtitle), maxLines = 1, modifier = Modifier.width(160.dp).basicMarquee())
                }
            }
            """, named: "Card")
        XCTAssertEqual(try width(screen, "card_title", natural: ["card_title": 600]), 160)
        XCTAssertNil(try width(screen, "card_subtitle", natural: ["card_subtitle": 600]))
        let reason = try composeSkipReason(screen, "card_subtitle", naturalWidth: 600)
        XCTAssertTrue(reason?.contains("basicMarquee") == true, reason ?? "no reason")
    }

    /// Kotlin lets a positional argument follow a named one in its own parameter's place (Kotlin 1.4):
    /// `Text(text = t, Modifier.basicMarquee())` passes the modifier as `Text`'s second parameter, so the text
    /// scrolls as it does when the modifier is named.
    func testAPositionalModifierAfterANamedTextIsTheModifier() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Card() {
                Column(modifier = Modifier.width(160.dp)) {
                    Text(text = stringResource(Res.string.card_subtitle), Modifier.basicMarquee(), maxLines = 1)
                    Text(text = stringResource(Res.string.card_title), Modifier.width(120.dp), maxLines = 1)
                }
            }
            """, named: "Card")
        XCTAssertNil(try width(screen, "card_subtitle", natural: ["card_subtitle": 600]))
        XCTAssertEqual(try width(screen, "card_title", natural: ["card_title": 600]), 120)
        let call = KotlinCall(name: "Text", receiver: nil, arguments: [
            KotlinArgument(label: "text", value: .name("t", receiver: nil, offset: 0)),
            KotlinArgument(label: nil, value: .name("m", receiver: nil, offset: 0)),
        ], offset: 0)
        XCTAssertEqual(call.argument("modifier", position: 1), .name("m", receiver: nil, offset: 0))
        XCTAssertNil(call.argument("modifier", position: 0), "the first argument is named: no positional one there")
    }

    /// The reader stays linear on destructuring and local functions: many names, unterminated declarations.
    func testHostileDestructuringAndLocalFunctionsParse() {
        let names = (0..<5_000).map { "a\($0)" }.joined(separator: ", ")
        let text = "fun F() {\n val (\(names)) = x\n val (a, b\n fun g(\n fun h(a: Int = listOf(1) ) { val (p, q) = p to q }\n"
        let file = KotlinParser.parse(bytes: Array(text.utf8), display: "Hostile.kt")
        XCTAssertEqual(file.functions.first?.name, "F")
        // Destructured parameters beside others, many and unterminated: each lambda's look-ahead is bounded
        // (`lambdaParameterLookahead`), so the components read stay within it.
        let groups = (0..<5_000).map { "i\($0), (a\($0), b\($0)" }.joined(separator: ", ")
        let mixed = KotlinParser.parse(bytes: Array("fun G() {\n list.forEachIndexed { \(groups) -> Text(a0) }\n".utf8), display: "Hostile.kt")
        XCTAssertEqual(mixed.functions.first?.name, "G")
        let lambdas: [KotlinBlock] = (mixed.functions.first?.body?.statements ?? []).compactMap { statement -> KotlinBlock? in
            if case .call(let call) = statement { return call.trailingLambda }
            return nil
        }
        for block in lambdas {
            XCTAssertLessThanOrEqual(block.components.values.reduce(0) { $0 + $1.count }, KotlinParser.lambdaParameterLookahead)
        }
    }

    /// `Modifier.fillMaxWidth(fraction)` (foundation/layout Size.kt `FillNode`: exactly `maxWidth × fraction` under a
    /// bounded maximum, `ComposeMetrics.fillFractions`). In the 360 dp column the title takes 0.8 of it, 288 dp;
    /// in the row padded 16 dp a side the hint takes half of what the 24 dp icon leaves, (360 − 32 − 24) × 0.5 =
    /// 152 dp; in a column that wraps its content the action takes half of that column's maximum, 180 dp (Compose
    /// measures it once: the wrapping column is then 180 dp wide, not measured again at its own width); the
    /// fraction of a constant of the app (0.5) is read. A fraction the sources do not decide is a reason.
    func testAFillFractionTakesThatShareOfTheMaximumWidth() throws {
        let screen = try importScreen("""
            package app.ui
            val HalfWidth = 0.5f
            @Composable
            fun Empty(share: Float) {
                Column(modifier = Modifier.fillMaxSize()) {
                    Text(stringResource(Res.string.empty_title), modifier = Modifier.fillMaxWidth(0.8f), maxLines = 1)
                    Row(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                        Icon(Icons.Default.Info, contentDescription = null)
                        Text(stringResource(Res.string.empty_hint), modifier = Modifier.fillMaxWidth(fraction = HalfWidth))
                    }
                    Column {
                        Text(stringResource(Res.string.empty_action), modifier = Modifier.fillMaxWidth(.5f))
                    }
                    Text(stringResource(Res.string.empty_share), modifier = Modifier.fillMaxWidth(share))
                }
            }
            """, named: "Empty")
        let natural = ["empty_title": 600.0, "empty_hint": 600, "empty_action": 600, "empty_share": 600]
        XCTAssertEqual(try XCTUnwrap(width(screen, "empty_title", natural: natural)), 360 * 0.8, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(width(screen, "empty_hint", natural: natural)), (360 - 32 - 24) * 0.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(width(screen, "empty_action", natural: natural)), 360 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(try composeSkipReason(screen, "empty_share", naturalWidth: 600), "a `fillMaxWidth` fraction the sources do not decide")
    }

    /// Only one branch of an `if`/`else` runs, and a `Text` shows one of its values: measured as shown, the
    /// `else` branch (and the second value) hides the first, which never stands beside it. The weighted text of
    /// the `else` shares the 360 dp row with the 100 dp count alone, 260 dp (beside the first branch's weighted
    /// text too it got half of that, 130 dp); the first branch gets the same in the screen's own pass. A text
    /// after the choice, in no branch of it, shows in every pass.
    func testABranchMeasuredAsShownHidesTheOtherBranches() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Header(editing: Boolean, saved: Boolean) {
                Row(modifier = Modifier.fillMaxWidth()) {
                    if (editing) {
                        Text(stringResource(Res.string.header_editing), modifier = Modifier.weight(1f), maxLines = 1)
                    } else {
                        Text(stringResource(Res.string.header_viewing), modifier = Modifier.weight(1f), maxLines = 1)
                    }
                    Text(stringResource(Res.string.header_count), maxLines = 1)
                }
                Row(modifier = Modifier.fillMaxWidth()) {
                    Text(if (saved) stringResource(Res.string.status_saved) else stringResource(Res.string.status_draft),
                         modifier = Modifier.weight(1f), maxLines = 1)
                    Text(stringResource(Res.string.status_count), maxLines = 1)
                }
            }
            """, named: "Header")
        let natural = ["header_editing": 600.0, "header_viewing": 600, "header_count": 100,
                       "status_saved": 600, "status_draft": 600, "status_count": 100]
        XCTAssertEqual(try width(screen, "header_editing", natural: natural), 360 - 100)
        XCTAssertEqual(try width(screen, "header_viewing", natural: natural), 360 - 100)
        XCTAssertEqual(try width(screen, "header_count", natural: natural), 100)
        XCTAssertEqual(try width(screen, "status_saved", natural: natural), 360 - 100)
        XCTAssertEqual(try width(screen, "status_draft", natural: natural), 360 - 100)
    }

    /// A branch inside a branch: shown, the inner `else` hides the inner first branch and the outer `else`, and
    /// the text its outer branch shows in any case (`header_hint`) shows with it, 360 − 100 − 50.
    func testANestedBranchShowsWithItsOuterBranchOnly() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Header(editing: Boolean, dirty: Boolean) {
                Row(modifier = Modifier.fillMaxWidth()) {
                    if (editing) {
                        if (dirty) {
                            Text(stringResource(Res.string.header_dirty), modifier = Modifier.weight(1f), maxLines = 1)
                        } else {
                            Text(stringResource(Res.string.header_clean), modifier = Modifier.weight(1f), maxLines = 1)
                        }
                        Text(stringResource(Res.string.header_hint), maxLines = 1)
                    } else {
                        Text(stringResource(Res.string.header_viewing), modifier = Modifier.weight(1f), maxLines = 1)
                    }
                    Text(stringResource(Res.string.header_count), maxLines = 1)
                }
            }
            """, named: "Header")
        let natural = ["header_dirty": 600.0, "header_clean": 600, "header_hint": 50, "header_viewing": 600, "header_count": 100]
        XCTAssertEqual(try width(screen, "header_dirty", natural: natural), 360 - 100 - 50)
        XCTAssertEqual(try width(screen, "header_clean", natural: natural), 360 - 100 - 50)
        XCTAssertEqual(try width(screen, "header_viewing", natural: natural), 360 - 100)
    }
    /// Kotlin's indexing `groups[0]` is the operator call `groups.get(0)`: on a list the code writes out it is
    /// the element at that index (an inner list here, whose objects' `label` the rows show), at an index the
    /// sources do not decide any element. The other group's labels are no text of these rows. Each row's text
    /// fills the column less its 16 dp padding a side (360 − 32).
    func testIndexingAWrittenOutListTakesTheElementAtTheIndex() throws {
        let screen = try importScreen("""
            package app.ui
            data class SwitchItem(val label: StringResource, val description: StringResource)
            @Composable
            fun Settings(page: Int) {
                val groups = remember {
                    listOf(
                        listOf(SwitchItem(label = Res.string.sound, description = Res.string.sound_desc)),
                        listOf(SwitchItem(label = Res.string.vibrate, description = Res.string.vibrate_desc))
                    )
                }
                LazyColumn(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    itemsIndexed(groups[0]) { index, item -> Text(text = stringResource(item.label), maxLines = 1) }
                    items(groups[page]) { item -> Text(text = stringResource(item.description), maxLines = 1) }
                }
            }
            """, named: "Settings")
        XCTAssertEqual(Set(screen.elements.map(\.key)), ["sound", "sound_desc", "vibrate_desc"])
        XCTAssertEqual(try width(screen, "sound", natural: ["sound": 600]), 360 - 2 * 16)
        XCTAssertEqual(try width(screen, "vibrate_desc", natural: ["vibrate_desc": 600]), 360 - 2 * 16)
    }

    /// kotlin.collections `buildList { … }` holds what its block adds (`add(x)`, also under an `if`), and a loop
    /// over a list whose elements are such lists (`groups.forEach { group -> group.forEach { … } }`) shows every
    /// object of each: all three labels, 360 − 2 × 16 wide.
    func testBuildListHoldsWhatItsBlockAdds() throws {
        let screen = try importScreen("""
            package app.ui
            data class SwitchItem(val label: StringResource)
            @Composable
            fun Alarm(hasVibrator: Boolean) {
                val groups = listOf(
                    buildList {
                        add(SwitchItem(label = Res.string.sound))
                        if (hasVibrator) add(SwitchItem(label = Res.string.vibrate))
                    },
                    listOf(SwitchItem(label = Res.string.media_volume))
                )
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    groups.forEach { group ->
                        group.forEach { item -> Text(text = stringResource(item.label), maxLines = 1) }
                    }
                }
            }
            """, named: "Alarm")
        XCTAssertEqual(Set(screen.elements.map(\.key)), ["sound", "vibrate", "media_volume"])
        XCTAssertEqual(try width(screen, "vibrate", natural: ["vibrate": 600]), 360 - 2 * 16)
    }
    /// Hostile growth: each of 60 values is `if (c) previous else previous`, so following every branch of the last
    /// one to its list doubles at each level (2^60). The reader follows at most `maximumCollectionLookups`
    /// collections per screen and 16 levels, so the screen is read at once; its text is the last value's element
    /// at index 0, a branch each way, or none when the bound is met first.
    func testNestedChoicesBetweenListsStayBounded() throws {
        var source = "package app.ui\n@Composable\nfun Deep(c: Boolean) {\n    val v0 = listOf(Res.string.first, Res.string.second)\n"
        for level in 1...60 { source += "    val v\(level) = if (c) v\(level - 1) else v\(level - 1)\n" }
        source += "    Column(modifier = Modifier.fillMaxWidth()) { Text(text = stringResource(v60[0]), maxLines = 1) }\n}\n"
        let screen = try importScreen(source, named: "Deep")
        XCTAssertFalse(screen.elements.contains { $0.key == "second" }, "index 0 of a written-out list is its first element")
    }
}
