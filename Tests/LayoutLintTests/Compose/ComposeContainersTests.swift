import Foundation
@testable import LayoutLint
import XCTest

/// Pagers and menus (`ComposeScreenReader+Containers`): each expected width is derived from the cited
/// numbers of `ComposeMetrics` (PagerMeasurePolicy.kt, PageSize.kt; Menu.kt, MenuDefaults,
/// ExposedDropdownMenu.kt, ListTokens.kt) and a fake measurement.
final class ComposeContainersTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-containers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func importScreen(_ source: String, named name: String, more: [String: String] = [:]) throws -> LayoutScreen {
        var paths: [String] = []
        for (path, text) in more.merging(["ui/Screen.kt": source], uniquingKeysWith: { a, _ in a }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = ComposeImporter.read(files: paths, settings: AndroidImportSettings(targetSdk: 34))
        return try XCTUnwrap(result.screens.first { $0.name == name })
    }

    func boxes(_ screen: LayoutScreen, natural: [String: Double], width: Double = 360) -> ContainerResolution {
        let ids = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.id, $0.key) })
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            ids[id].flatMap { natural[$0 ?? ""] }.map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
        return screen.container!.layout.resolve(query)
    }

    func dump(_ node: AndroidViewNode, _ depth: Int = 0) -> String {
        var line = String(repeating: "  ", count: depth) + "\(node.tag) \(node.kind) w=\(node.width) pad=\(node.paddingStart),\(node.paddingEnd) weight=\(node.weight) gone=\(node.gone) el=\(node.elementID ?? "-") und=\(node.undecided ?? "-")\n"
        for child in node.children { line += dump(child, depth + 1) }
        return line
    }

    func id(_ screen: LayoutScreen, _ key: String) -> String { screen.elements.first { $0.key == key }!.id }

    /// A horizontal pager's page is the pager's width less its `contentPadding` (PageSize.Fill); each
    /// branch of `when (page)` is a page of its own. Column padding 8 each side: 344 for the pager, 344 −
    /// 2 × 16 content padding = 312 for a page.
    func testPagerPagesAreThePagersWidthLessItsContentPadding() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.foundation.pager.HorizontalPager
            @Composable
            fun TabsScreen(state: PagerState) {
                Column(modifier = Modifier.fillMaxSize().padding(horizontal = 8.dp)) {
                    HorizontalPager(state = state, contentPadding = PaddingValues(horizontal = 16.dp), modifier = Modifier.weight(1f)) { page ->
                        when (page) {
                            0 -> Text(stringResource(Res.string.first_page), maxLines = 1)
                            else -> Text(stringResource(Res.string.second_page), maxLines = 1)
                        }
                    }
                    VerticalPager(state = state) { page -> Text(stringResource(Res.string.vertical_page), maxLines = 1) }
                }
            }
            """, named: "TabsScreen")
        let page = 360 - 2 * 8 - 2 * 16.0
        let resolution = boxes(screen, natural: ["first_page": 600, "second_page": 600, "vertical_page": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "first_page")]?.width, page)
        XCTAssertEqual(resolution.boxes[id(screen, "second_page")]?.width, page)
        // A vertical pager's pages get its incoming width (no content padding here).
        XCTAssertEqual(resolution.boxes[id(screen, "vertical_page")]?.width, 360 - 2 * 8)
    }

    /// A `DropdownMenu` is a popup over the screen, not a child of its anchor: an item's text box is at most
    /// 280 − 2 × 12 content padding (and − 24 − 12 beside a leading icon), however narrow the anchor.
    func testDropdownMenuItemsAreLaidOutAtTheMenusWidth() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun ItemRow(expanded: Boolean) {
                Row(modifier = Modifier.fillMaxWidth()) {
                    Text(stringResource(Res.string.row_title), modifier = Modifier.weight(1f), maxLines = 1)
                    Box {
                        IconButton(onClick = {}) { Icon(Icons.Filled.MoreVert, contentDescription = null) }
                        DropdownMenu(expanded = expanded, onDismissRequest = {}) {
                            DropdownMenuItem(text = { Text(stringResource(Res.string.rename), maxLines = 1) }, onClick = {})
                            if (expanded) {
                                DropdownMenuItem(
                                    text = { Text(stringResource(Res.string.delete), maxLines = 1) },
                                    leadingIcon = { Icon(Icons.Filled.Delete, contentDescription = null) },
                                    onClick = {},
                                )
                            }
                        }
                    }
                }
            }
            """, named: "ItemRow")
        let resolution = boxes(screen, natural: ["row_title": 100, "rename": 500, "delete": 500])
        let maxWidth = ComposeMetrics.dropdownMenuItemMaxWidth, padding = ComposeMetrics.dropdownMenuItemHorizontalPadding
        XCTAssertEqual(resolution.boxes[id(screen, "rename")]?.width, maxWidth - 2 * padding)
        XCTAssertEqual(resolution.boxes[id(screen, "delete")]?.width, maxWidth - 2 * padding - ComposeMetrics.menuItemIconMinWidth - padding)
        // The menu takes no width in the row: the title keeps 360 − 48 (the icon button).
        XCTAssertEqual(resolution.boxes[id(screen, "row_title")]?.width, 360 - 48)
        // Short items: the menu is its 112 dp minimum; each text wraps its own width inside its weighted box.
        let short = boxes(screen, natural: ["row_title": 100, "rename": 50, "delete": 40])
        XCTAssertEqual(short.boxes[id(screen, "rename")]?.width, 50)
        XCTAssertEqual(short.boxes[id(screen, "delete")]?.width, 40)
    }

    /// An `ExposedDropdownMenu` is exactly its anchor's width: where the anchor fills the box, the box's
    /// (360 − 2 × 16 = 328), its items padded `ExposedDropdownMenuDefaults.ItemContentPadding` (16 dp). An
    /// anchor that does not fill leaves the menu's width to its content: skipped with the reason.
    func testExposedDropdownMenuIsItsAnchorsWidth() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Picker(expanded: Boolean) {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = {}) {
                        OutlinedTextField(value = "", onValueChange = {}, readOnly = true, modifier = Modifier.menuAnchor().fillMaxWidth())
                        ExposedDropdownMenu(expanded = expanded, onDismissRequest = {}) {
                            DropdownMenuItem(text = { Text(stringResource(Res.string.option_one), maxLines = 1) }, onClick = {},
                                             contentPadding = ExposedDropdownMenuDefaults.ItemContentPadding)
                        }
                    }
                    ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = {}) {
                        OutlinedTextField(value = "", onValueChange = {}, readOnly = true, modifier = Modifier.menuAnchor())
                        ExposedDropdownMenu(expanded = expanded, onDismissRequest = {}) {
                            DropdownMenuItem(text = { Text(stringResource(Res.string.option_two)) }, onClick = {})
                        }
                    }
                }
            }
            """, named: "Picker")
        let resolution = boxes(screen, natural: ["option_one": 600, "option_two": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "option_one")]?.width, 360 - 2 * 16 - 2 * ComposeMetrics.exposedDropdownMenuItemHorizontalPadding)
        XCTAssertNil(resolution.boxes[id(screen, "option_two")])
        XCTAssertTrue(resolution.skipped[id(screen, "option_two")]?.contains("ExposedDropdownMenu") ?? false)
    }

    /// Kotlin's imports decide which declaration a name means: an alias (`import androidx.compose.material3.
    /// DropdownMenuItem as MaterialDropdownMenuItem`) is the library's item, and a name the file imports from
    /// the library is the library's even where the app declares one of the same name.
    func testImportsDecideWhichDeclarationANameMeans() throws {
        let wrapper = """
            package app.components
            import androidx.compose.material3.DropdownMenuItem as MaterialDropdownMenuItem
            @Composable
            fun DropdownMenuItem(text: @Composable () -> Unit, onClick: () -> Unit) {
                MaterialDropdownMenuItem(text = text, onClick = onClick)
            }
            """
        let screen = try importScreen("""
            package app.ui
            import app.components.DropdownMenuItem
            @Composable
            fun Overflow(expanded: Boolean) {
                DropdownMenu(expanded = expanded, onDismissRequest = {}) {
                    DropdownMenuItem(text = { Text(stringResource(Res.string.share), maxLines = 1) }, onClick = {})
                }
            }
            """, named: "Overflow", more: ["components/DropdownMenuItem.kt": wrapper, "ui/Other.kt": """
            package app.ui
            import androidx.compose.material3.DropdownMenuItem
            @Composable
            fun OtherMenu(expanded: Boolean) {
                DropdownMenu(expanded = expanded, onDismissRequest = {}) {
                    DropdownMenuItem(text = { Text(stringResource(Res.string.copy), maxLines = 1) }, onClick = {}, leadingIcon = { Icon(Icons.Filled.Copy, null) })
                }
            }
            """])
        let padding = ComposeMetrics.dropdownMenuItemHorizontalPadding
        XCTAssertEqual(boxes(screen, natural: ["share": 500]).boxes[id(screen, "share")]?.width, ComposeMetrics.dropdownMenuItemMaxWidth - 2 * padding)
    }

    /// A file of Material 2 (`androidx.compose.material`): its `Text` takes material's `body1` (MaterialTheme.kt
    /// `ProvideTextStyle(typography.body1)`), `typography.subtitle2` is Material 2's role (Typography.kt: 14 sp
    /// Medium, 24 sp lines, 0.1 sp tracking), its `Button` pads 16 dp a side with `typography.button` (Button.kt),
    /// its `TopAppBar` title is `h6` in what 4 dp paddings and the 12 dp inset leave (AppBar.kt: 360 − 2 × 4 − 12),
    /// and a component Material 3 has under the same name with other metrics (`Tab`) is not laid out
    /// with Material 3's: its text is skipped with the reason. The same calls in a Material 3 file are Material 3's.
    func testMaterial2FilesUseMaterial2Metrics() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.material.*
            @Composable
            fun Legacy() {
                Column {
                    TopAppBar(title = { Text(stringResource(R.string.title)) })
                    Tab(selected = true, onClick = {}, text = { Text(stringResource(R.string.tab)) })
                    Text(stringResource(R.string.body))
                    Text(stringResource(R.string.sub), style = MaterialTheme.typography.subtitle2)
                    Button(onClick = {}) { Text(stringResource(R.string.save), maxLines = 1) }
                }
            }
            """, named: "Legacy")
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key!, $0) })
        XCTAssertEqual(byKey["body"]?.size, 16)
        XCTAssertEqual(byKey["body"]?.letterSpacing, 0.5)
        XCTAssertEqual(byKey["sub"]?.size, 14)
        XCTAssertEqual(byKey["sub"]?.weight, 500)
        XCTAssertEqual(byKey["sub"]?.letterSpacing, 0.1)
        XCTAssertEqual(byKey["save"]?.letterSpacing, 1.25)
        XCTAssertEqual(boxes(screen, natural: ["save": 400]).boxes[id(screen, "save")]?.width, 360 - 2 * 16)
        XCTAssertEqual(byKey["title"]?.size, 20)   // h6: 20 sp Medium
        XCTAssertEqual(byKey["title"]?.weight, 500)
        XCTAssertEqual(boxes(screen, natural: ["title": 500]).boxes[id(screen, "title")]?.width, 360 - 2 * 4 - 12)
        XCTAssertEqual(try composeSkipReason(screen, "tab", naturalWidth: 50), ComposeMetrics.material2NotModelled("Tab"))
        let modern = try importScreen("", named: "Modern", more: ["ui/Modern.kt": """
            package app.ui
            import androidx.compose.material3.Button
            import androidx.compose.material3.Text
            @Composable
            fun Modern() {
                Column {
                    Text(stringResource(R.string.body2))
                    Button(onClick = {}) { Text(stringResource(R.string.save2), maxLines = 1) }
                }
            }
            """])
        let modernByKey = Dictionary(uniqueKeysWithValues: modern.elements.map { ($0.key!, $0) })
        XCTAssertEqual(modernByKey["body2"]?.letterSpacing, 0.5)   // bodyLarge: 16 sp, 0.5 sp
        XCTAssertEqual(modernByKey["save2"]?.letterSpacing, 0.1)   // labelLarge
        XCTAssertEqual(boxes(modern, natural: ["save2": 400]).boxes[id(modern, "save2")]?.width, 360 - 2 * 24)
    }

    /// A Material 2 `TopAppBar` with a navigation icon gives it the 68 dp slot (AppBar.kt: 72 − 4) and its
    /// actions their own width: 360 − 2 × 4 − 68 − 48; the title is `h6`.
    func testMaterial2AppBarsUseMaterial2Metrics() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.material.*
            @Composable
            fun Legacy() {
                Column {
                    TopAppBar(
                        title = { Text(stringResource(R.string.title), maxLines = 1) },
                        navigationIcon = { IconButton(onClick = {}) { Icon(Icons.Filled.ArrowBack, null) } },
                        actions = { IconButton(onClick = {}) { Icon(Icons.Filled.MoreVert, null) } },
                    )
                }
            }
            """, named: "Legacy")
        XCTAssertEqual(screen.elements.first { $0.key == "title" }?.size, 20)
        XCTAssertEqual(boxes(screen, natural: ["title": 500]).boxes[id(screen, "title")]?.width, 360 - 2 * 4 - 68 - 48)
    }

    /// `BoxWithConstraints { if (maxWidth > 600.dp) … else … }`: the box's `maxWidth` is at most the screen's, so
    /// at phone widths (360, 411 dp) only the narrow branch is ever shown; the wide one is no variant. A threshold
    /// below the screen's width depends on the box's own width: both branches stay (the second a variant).
    func testBoxWithConstraintsBranchesDecidedByTheScreenWidth() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Bar(title: String) {
                BoxWithConstraints {
                    if (maxWidth > 600.dp) {
                        Row { Text(title); Text(stringResource(R.string.wide_only)) }
                    } else {
                        Text(title, maxLines = 1)
                    }
                }
                BoxWithConstraints {
                    if (maxWidth < 300.dp) Text(stringResource(R.string.narrow)) else Text(stringResource(R.string.roomy))
                }
            }
            @Composable
            fun Screen() { Bar(stringResource(R.string.title)) }
            """, named: "Screen")
        let keys = screen.elements.compactMap(\.key)
        XCTAssertEqual(keys.filter { $0 == "title" }.count, 1, "\(keys)")
        XCTAssertFalse(keys.contains("wide_only"), "\(keys)")
        // Counted with why they never show.
        XCTAssertEqual(screen.skipped.filter { $0.reason == ComposeScreenReader.widthBranchReason(411) }.compactMap(\.key).sorted(), ["title", "wide_only"])
        XCTAssertTrue(keys.contains("narrow") && keys.contains("roomy"), "\(keys)")
        // The same `if` outside a BoxWithConstraints (a parameter named maxWidth) is not decided.
        let plain = try importScreen("""
            package app.ui
            @Composable
            fun Plain(maxWidth: Dp) {
                if (maxWidth > 600.dp) Text(stringResource(R.string.a)) else Text(stringResource(R.string.b))
            }
            """, named: "Plain")
        XCTAssertEqual(plain.elements.compactMap(\.key).sorted(), ["a", "b"])
    }

    /// A component's `when { leading != null -> …; icon != null -> Icon(…); indent -> Spacer(…) }` takes, at each
    /// call, the first branch whose parameter test the call's argument (or the parameter's default) decides, as
    /// Kotlin runs it; before, a `when` without `else` showed nothing and the title got the icon's 40 dp too.
    /// Expected widths: 360 − 16 (Spacer) − 16 (end padding) − 40 (the icon's 16 dp padding and 24 dp, or the
    /// indent Spacer's `ContentPadding + IconSize`, 16 + 24 dp: `Dp.plus`) = 288; a call passing `indent = false` with no icon gets 328.
    /// Each title is wider than its row (a natural width of 1000), so its box is the width the row leaves it.
    func testABranchTheCallsArgumentsDecideIsTheOneShown() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun PrefRow(title: String, icon: ImageVector? = null, leading: (@Composable () -> Unit)? = null, indent: Boolean = true) {
                Row(modifier = Modifier.fillMaxWidth()) {
                    when {
                        leading != null -> leading()
                        icon != null -> Icon(imageVector = icon, contentDescription = null, modifier = Modifier.padding(start = 16.dp).size(24.dp))
                        indent -> Spacer(modifier = Modifier.width(ContentPadding + IconSize))
                    }
                    Spacer(modifier = Modifier.width(16.dp))
                    Column(modifier = Modifier.weight(1f).padding(end = 16.dp)) {
                        Text(text = title, maxLines = 1)
                    }
                }
            }
            val ContentPadding = 16.dp
            val IconSize = 24.dp
            @Composable
            fun Screen(value: ImageVector?) {
                Column {
                    PrefRow(title = stringResource(R.string.with_icon), icon = Icons.Outlined.Delete)
                    PrefRow(title = stringResource(R.string.indented))
                    PrefRow(title = stringResource(R.string.flush), indent = false)
                    PrefRow(title = stringResource(R.string.maybe), icon = value)
                }
            }
            """, named: "Screen")
        let resolution = boxes(screen, natural: ["with_icon": 1000, "indented": 1000, "flush": 1000, "maybe": 1000])
        let tree = try XCTUnwrap((screen.container?.layout as? AndroidContainerLayout)?.roots.values.first)
        XCTAssertEqual(resolution.boxes[id(screen, "with_icon")]?.width, 288, dump(tree))
        XCTAssertEqual(resolution.boxes[id(screen, "indented")]?.width, 288)
        XCTAssertEqual(resolution.boxes[id(screen, "flush")]?.width, 328)
        // An argument the code does not write out (a nullable parameter of the screen) leaves the branches variants.
        XCTAssertNotNil(resolution.boxes[id(screen, "maybe")])
    }

    /// A `HorizontalDivider` fills its parent (Divider.kt: `Canvas(modifier.fillMaxWidth()…)`): a column
    /// holding one takes the whole width a row leaves it, so the weighted text after it gets nothing (as on a
    /// device), where the divider's width was unknown before.
    func testADividerFillsItsParent() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Header() {
                Row(modifier = Modifier.fillMaxWidth()) {
                    Column {
                        Text(stringResource(Res.string.label), maxLines = 1)
                        HorizontalDivider()
                    }
                    Text(stringResource(Res.string.value), modifier = Modifier.weight(1f), maxLines = 1)
                }
            }
            """, named: "Header")
        let resolution = boxes(screen, natural: ["label": 120, "value": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "label")]?.width, 120)
        XCTAssertEqual(resolution.skipped[id(screen, "value")], AndroidMeasurePass.squeezedReason)
    }

    /// A text an app function returns (`fun formatState(state) = stringResource(when (state) { … })`) is
    /// each of its branches, read with the call's arguments bound, laid out where the call's `Text` is.
    func testATextAnAppFunctionReturnsIsEachOfItsBranches() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun StatusRow(state: State) {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Text(text = formatState(state), maxLines = 1)
                }
            }
            """, named: "StatusRow", more: ["ui/Strings.kt": """
            package app.ui
            @Composable
            fun formatState(state: State) = stringResource(
                when (state) {
                    State.ERROR -> Res.string.state_error
                    else -> Res.string.state_done
                }
            )
            """])
        XCTAssertEqual(Set(screen.elements.map(\.key)), ["state_error", "state_done"])
        let resolution = boxes(screen, natural: ["state_error": 600, "state_done": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "state_error")]?.width, 360 - 2 * 16)
        XCTAssertEqual(resolution.boxes[id(screen, "state_done")]?.width, 360 - 2 * 16)
    }

    /// A loop over a collection the code writes out (`sizes.forEach { id -> Text(stringResource(id)) }` with
    /// `val sizes = listOf(Res.string.…)`) shows each element: one variant per element.
    func testALoopOverAWrittenOutListShowsEachElement() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Units() {
                val units = listOf(Res.string.unit_bytes, Res.string.unit_kibibytes)
                Column(modifier = Modifier.fillMaxWidth()) {
                    units.forEachIndexed { index, id -> Text(text = stringResource(id), maxLines = 1) }
                }
            }
            """, named: "Units")
        XCTAssertEqual(Set(screen.elements.map(\.key)), ["unit_bytes", "unit_kibibytes"])
        XCTAssertEqual(boxes(screen, natural: ["unit_kibibytes": 500]).boxes[id(screen, "unit_kibibytes")]?.width, 360)
    }

    /// Two overloads of one name: a call that gives no `iconRes` cannot mean the one that requires it (Kotlin
    /// applies only a candidate whose every parameter without a default gets an argument), even though that
    /// one comes first in file order. The one called has a fixed 40 dp icon slot: 360 − 40 = 320 for the title.
    func testAnOverloadThatNeedsAnArgumentTheCallDoesNotGiveIsNotTheOneCalled() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Screen() {
                Column {
                    Row2(title = stringResource(R.string.title), onClick = {})
                    // A positional argument after named ones stands in its own position (`content`, the third).
                    Row3(title = stringResource(R.string.mixed), onClick = {}, {})
                }
            }
            """, named: "Screen", more: [
                "a/Row2.kt": """
                    package app.ui
                    @Composable
                    fun Row2(title: String, iconRes: Int, onClick: () -> Unit = {}) {
                        Row(modifier = Modifier.fillMaxWidth()) { Text(title, maxLines = 1) }
                    }
                    """,
                "c/Row3.kt": """
                    package app.ui
                    @Composable
                    fun Row3(title: String, onClick: () -> Unit = {}, content: @Composable () -> Unit) {
                        Row(modifier = Modifier.fillMaxWidth()) { Spacer(Modifier.width(40.dp)); Text(title, maxLines = 1) }
                    }
                    """,
                "b/Row2.kt": """
                    package app.ui
                    @Composable
                    fun Row2(title: String, onClick: () -> Unit = {}) {
                        Row(modifier = Modifier.fillMaxWidth()) { Spacer(Modifier.width(40.dp)); Text(title, maxLines = 1) }
                    }
                    """,
            ])
        let resolution = boxes(screen, natural: ["title": 1000, "mixed": 1000])
        XCTAssertEqual(resolution.boxes[id(screen, "title")]?.width, 320)
        XCTAssertEqual(resolution.boxes[id(screen, "mixed")]?.width, 320)
    }

    /// The app's own composable named like a row of the Compose table is the app's where Kotlin's scopes
    /// reach it first (imported by name, or declared in the calling file's package), and its body is
    /// walked; one the file neither imports nor shares a package with is the library's (a star import of
    /// material3 ranks after both). Widths: the app's `TextField` pads its column 40 dp a side (360 − 80),
    /// the same-package `AlertDialog` 30 dp (360 − 60); the library `Button` pads its content
    /// `ButtonHorizontalPadding` (24 dp) a side.
    func testTheAppsOwnComposableWinsWhereKotlinsScopesReachIt() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.material3.*
            import app.components.TextField
            @Composable
            fun Form() {
                Column(modifier = Modifier.fillMaxWidth()) {
                    TextField(value = "", hint = stringResource(Res.string.hint))
                    AlertDialog(title = stringResource(Res.string.dialog_title))
                    Button(onClick = {}) { Text(stringResource(Res.string.save), maxLines = 1) }
                }
            }
            """, named: "Form", more: [
                "components/TextField.kt": """
                    package app.components
                    @Composable
                    fun TextField(value: String, hint: String) {
                        Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 40.dp)) { Text(hint, maxLines = 1) }
                    }
                    """,
                "components/Button.kt": """
                    package app.components
                    @Composable
                    fun Button(text: String, onClick: () -> Unit) {
                        Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 100.dp)) { Text(text, maxLines = 1) }
                    }
                    """,
                "ui/AlertDialog.kt": """
                    package app.ui
                    @Composable
                    fun AlertDialog(title: String) {
                        Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 30.dp)) { Text(title, maxLines = 1) }
                    }
                    """,
            ])
        let resolution = boxes(screen, natural: ["hint": 600, "dialog_title": 600, "save": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "hint")]?.width, 360 - 2 * 40)
        XCTAssertEqual(resolution.boxes[id(screen, "dialog_title")]?.width, 360 - 2 * 30)
        XCTAssertEqual(resolution.boxes[id(screen, "save")]?.width, 360 - 2 * ComposeMetrics.filledButton.paddingStart)
    }

    /// Containers that lay their content out at the constraints they are given: `SharedTransitionLayout`,
    /// `PullToRefreshBox` and `TooltipBox` are boxes (their modifier's padding narrows the content), and
    /// `LookaheadScope` / `SharedTransitionScope` / `DisableSelection` / `MaterialExpressiveTheme` add no layout
    /// node at all. Each text is
    /// the screen's 360 dp less the paddings written around it.
    func testTransitionAndScopeContainersLayTheirContentOutAtTheirConstraints() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Feed(state: PullToRefreshState) {
                Column(modifier = Modifier.fillMaxWidth()) {
                    SharedTransitionLayout(modifier = Modifier.padding(horizontal = 20.dp)) {
                        LookaheadScope { Text(stringResource(Res.string.shared), maxLines = 1) }
                    }
                    PullToRefreshBox(isRefreshing = false, onRefresh = {}, modifier = Modifier.padding(horizontal = 10.dp)) {
                        DisableSelection { Text(stringResource(Res.string.refreshed), maxLines = 1) }
                    }
                    TooltipBox(positionProvider = provider, tooltip = { PlainTooltip { Text("tip") } }, state = state) {
                        Text(stringResource(Res.string.anchored), maxLines = 1)
                    }
                    SharedTransitionScope { modifier ->
                        Column(modifier = Modifier.padding(horizontal = 30.dp)) { Text(stringResource(Res.string.scoped), maxLines = 1) }
                    }
                    MaterialExpressiveTheme(colorScheme = scheme) {
                        Text(stringResource(Res.string.themed), maxLines = 1, modifier = Modifier.padding(horizontal = 5.dp))
                    }
                }
            }
            """, named: "Feed")
        let resolution = boxes(screen, natural: ["shared": 600, "refreshed": 600, "anchored": 600, "scoped": 600, "themed": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "themed")]?.width, 360 - 2 * 5)
        XCTAssertEqual(resolution.boxes[id(screen, "shared")]?.width, 360 - 2 * 20)
        XCTAssertEqual(resolution.boxes[id(screen, "refreshed")]?.width, 360 - 2 * 10)
        XCTAssertEqual(resolution.boxes[id(screen, "anchored")]?.width, 360)
        XCTAssertEqual(resolution.boxes[id(screen, "scoped")]?.width, 360 - 2 * 30)
    }

    /// A message handed to `SnackbarHostState.showSnackbar` (in an effect, in a callback's coroutine; by
    /// `getString(Res.string.x)` or `context.getString(R.string.x)`) is laid out in the `SnackbarHost` of the
    /// same state, as Material 3 draws it (Snackbar.kt): 12 dp around the snackbar, `OneRowSnackbar` padded
    /// 16 dp at the start and 8 dp at the end, the text given the rest less the action button and
    /// `TextEndExtraSpacing` (8 dp), both only without a dismiss action (an `IconButton`, 48 dp). A host with
    /// its own `snackbar` lambda draws the message its way; a state no host of the screen shows is a skip.
    func testSnackbarMessagesAreLaidOutInTheirHost() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Inbox(viewModel: InboxViewModel, elsewhere: SnackbarHostState) {
                val snackbarHostState = remember { SnackbarHostState() }
                val custom = remember { SnackbarHostState() }
                val scope = rememberCoroutineScope()
                LaunchedEffect(Unit) {
                    viewModel.events.collect { event ->
                        when (event) {
                            is Event.Saved -> snackbarHostState.showSnackbar(getString(Res.string.saved))
                            is Event.Failed -> snackbarHostState.showSnackbar(message = getString(Res.string.failed), actionLabel = getString(Res.string.retry))
                            is Event.Moved -> custom.showSnackbar(getString(Res.string.moved))
                            else -> elsewhere.showSnackbar(getString(Res.string.elsewhere))
                        }
                    }
                }
                Scaffold(snackbarHost = { SnackbarHost(hostState = snackbarHostState) }) { padding ->
                    Column(modifier = Modifier.fillMaxWidth()) {
                        TextButton(onClick = { scope.launch { snackbarHostState.showSnackbar(context.getString(R.string.copied), withDismissAction = true) } }) {
                            Text(stringResource(Res.string.copy), maxLines = 1)
                        }
                        SnackbarHost(hostState = custom) { data ->
                            Snackbar(modifier = Modifier.padding(20.dp), content = { Text(data.visuals.message, maxLines = 2) })
                        }
                    }
                }
            }
            """, named: "Inbox")
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["saved", "failed", "retry", "copied", "moved", "copy"])
        let resolution = boxes(screen, natural: ["saved": 600, "failed": 600, "retry": 40, "copied": 600, "moved": 600])
        let outer = ComposeMetrics.snackbarOuterPadding, start = ComposeMetrics.snackbarHorizontalSpacing
        let extra = ComposeMetrics.snackbarTextEndExtraSpacing
        let text = 360 - 2 * outer - start - extra - extra
        XCTAssertEqual(resolution.boxes[id(screen, "saved")]?.width, text)
        // The action: a TextButton of 12 dp padding a side (its 58 dp minimum is less than 40 + 24).
        let button = 40 + 2 * ComposeMetrics.textButton.paddingStart
        XCTAssertEqual(resolution.boxes[id(screen, "retry")]?.width, 40)
        XCTAssertEqual(resolution.boxes[id(screen, "failed")]?.width, text - button)
        XCTAssertEqual(resolution.boxes[id(screen, "copied")]?.width, 360 - 2 * outer - start - ComposeMetrics.iconButtonSize)
        XCTAssertEqual(resolution.boxes[id(screen, "moved")]?.width, 360 - 2 * 20 - start - extra - extra)
        XCTAssertEqual(screen.elements.first { $0.key == "moved" }?.maxLines, 2)
        XCTAssertEqual(screen.elements.first { $0.key == "saved" }?.size, ComposeMetrics.material3TypeScale["bodyMedium"]?.size)
        XCTAssertEqual(screen.skipped.first { $0.key == "elsewhere" }?.reason, ComposeScreenReader.unhostedSnackbarReason)
    }

    /// A list of the app's objects built with resources (`listOf(Setting(title = Res.string.x, …))`), kept
    /// through `remember { }`, `filter { }` and `take(n)`, then iterated: each element's property is a
    /// variant of the text that reads it (`stringResource(setting.title)`), here in a column padded 16 dp a
    /// side; `take(2)` keeps the first two. A property the constructor call does not give is a skip.
    func testAListOfObjectsBuiltWithResourcesShowsEachElementsProperty() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun Settings() {
                val settings = remember {
                    listOf(
                        Setting(title = Res.string.setting_sync, icon = Icons.Sync),
                        Setting(title = Res.string.setting_theme, icon = Icons.Palette),
                        Setting(title = Res.string.setting_hidden, icon = Icons.Hidden),
                    )
                }
                LazyColumn(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    items(settings.filter { it.visible }.take(2)) { setting ->
                        Text(text = stringResource(setting.title), maxLines = 1)
                        Text(text = setting.subtitle, maxLines = 1)
                    }
                }
            }
            """, named: "Settings")
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["setting_sync", "setting_theme"])
        let resolution = boxes(screen, natural: ["setting_sync": 600, "setting_theme": 600])
        XCTAssertEqual(resolution.boxes[id(screen, "setting_sync")]?.width, 360 - 2 * 16)
        XCTAssertEqual(resolution.boxes[id(screen, "setting_theme")]?.width, 360 - 2 * 16)
        XCTAssertTrue(screen.skipped.contains { $0.reason.contains("setting.subtitle") })
    }

    /// A `Column`, `Row` or `Box` given its modifier as the first, unlabelled argument
    /// (`Column(Modifier.padding(horizontal = 24.dp)) { … }`) applies it: 360 − 2 × 24.
    func testAPositionalModifierOfALayoutIsApplied() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun About() {
                Column(Modifier.fillMaxWidth().padding(horizontal = 24.dp)) {
                    Text(stringResource(Res.string.about_text), maxLines = 1)
                }
            }
            """, named: "About")
        XCTAssertEqual(boxes(screen, natural: ["about_text": 600]).boxes[id(screen, "about_text")]?.width, 360 - 2 * 24)
    }

    /// Kotlin Multiplatform: an `actual fun` takes the default values of its `expect fun`, so a call that
    /// leaves them out reaches the actual's body (here a `LazyColumn` padded 20 dp a side: 360 − 40).
    func testAnActualFunctionTakesTheDefaultsOfItsExpectDeclaration() throws {
        let screen = try importScreen("""
            package app.ui
            @Composable
            fun History() {
                AppList { item { Text(stringResource(Res.string.history_empty), maxLines = 1) } }
            }
            """, named: "History", more: [
                "common/AppList.kt": """
                    package app.ui
                    @Composable
                    expect fun AppList(modifier: Modifier = Modifier.fillMaxWidth().padding(horizontal = 20.dp), content: LazyListScope.() -> Unit)
                    """,
                "android/AppList.android.kt": """
                    package app.ui
                    @Composable
                    actual fun AppList(modifier: Modifier, content: LazyListScope.() -> Unit) {
                        LazyColumn(modifier = modifier, content = content)
                    }
                    """,
            ])
        XCTAssertEqual(boxes(screen, natural: ["history_empty": 600]).boxes[id(screen, "history_empty")]?.width, 360 - 2 * 20)
    }

    /// A text field with icons (`ComposeMetrics.textFieldLayouts`, TextFieldImpl.kt): each icon in a box of at
    /// least 48 dp (an `Icon` is 24 dp, an `IconButton` 48), the label and placeholder in the width they leave,
    /// padded 16 − 12 = 4 dp beside an icon. Filled: label and placeholder 360 − 48 − 48 − 4 − 4 = 256. Outlined:
    /// the resting label padded 16 dp a side, 360 − 48 − 48 − 32 = 232; its placeholder 256; the supporting text
    /// under the field at its width, 360 − 2 × 16 = 328. A trailing icon alone: 360 − 16 − 4 − 48 = 292.
    func testATextFieldWithIconsGivesItsLabelTheWidthTheyLeave() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.material3.*
            @Composable
            fun Login() {
                Column {
                    TextField(value = "", onValueChange = {}, modifier = Modifier.fillMaxWidth(),
                        label = { Text(stringResource(R.string.filled_label)) },
                        placeholder = { Text(stringResource(R.string.filled_hint)) },
                        leadingIcon = { Icon(Icons.Default.Search, contentDescription = null) },
                        trailingIcon = { IconButton(onClick = {}) { Icon(Icons.Default.Clear, contentDescription = null) } })
                    OutlinedTextField(value = "", onValueChange = {}, modifier = Modifier.fillMaxWidth(),
                        label = { Text(stringResource(R.string.outlined_label)) },
                        placeholder = { Text(stringResource(R.string.outlined_hint)) },
                        supportingText = { Text(stringResource(R.string.outlined_help)) },
                        leadingIcon = { Icon(Icons.Default.Search, contentDescription = null) },
                        trailingIcon = { Icon(Icons.Default.Clear, contentDescription = null) })
                    TextField(value = "", onValueChange = {}, modifier = Modifier.fillMaxWidth(),
                        label = { Text(stringResource(R.string.trailing_label)) },
                        trailingIcon = { Icon(Icons.Default.Clear, contentDescription = null) })
                }
            }
            """, named: "Login")
        let keys = ["filled_label", "filled_hint", "outlined_label", "outlined_hint", "outlined_help", "trailing_label"]
        let resolved = boxes(screen, natural: Dictionary(uniqueKeysWithValues: keys.map { ($0, 600.0) }))
        let width = { (key: String) in screen.elements.first { $0.key == key }.flatMap { resolved.boxes[$0.id]?.width } }
        XCTAssertEqual(width("filled_label"), 360 - 48 - 48 - 4 - 4)
        XCTAssertEqual(width("filled_hint"), 360 - 48 - 48 - 4 - 4)
        XCTAssertEqual(width("outlined_label"), 360 - 48 - 48 - 2 * 16)
        XCTAssertEqual(width("outlined_hint"), 360 - 48 - 48 - 4 - 4)
        XCTAssertEqual(width("outlined_help"), 360 - 2 * 16)
        XCTAssertEqual(width("trailing_label"), 360 - 16 - 4 - 48)
        XCTAssertFalse(screen.skipped.contains { $0.reason.contains("leading or trailing slot") })
    }

    /// ListItem.kt `ListItemMeasurePolicy`: the leading content (its box padded `LeadingContentEndPadding`, 16 dp) and
    /// the trailing content (padded `TrailingContentStartPadding`, 16 dp, its text `labelSmall`) at their own widths,
    /// the headline and supporting texts in what they leave of the item's 360 − 2 × 16 dp: an `Icon` is 24 dp
    /// (Icon.kt), a `Switch` 52 dp (SwitchTokens.TrackWidth), so 328 − (24 + 16) − (16 + 52) = 220; a trailing text
    /// 40 dp wide leaves 328 − (16 + 40) = 272.
    func testAListItemsSideSlotsTakeTheirWidthFromItsTexts() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.material3.*
            @Composable
            fun Settings() {
                Column {
                    ListItem(
                        headlineContent = { Text(stringResource(R.string.item_title)) },
                        supportingContent = { Text(stringResource(R.string.item_summary)) },
                        leadingContent = { Icon(Icons.Default.Star, contentDescription = null) },
                        trailingContent = { Switch(checked = true, onCheckedChange = {}) })
                    ListItem(
                        headlineContent = { Text(stringResource(R.string.meta_title)) },
                        trailingContent = { Text(stringResource(R.string.meta_value)) })
                    ListItem(headlineContent = { Text(stringResource(R.string.plain_title)) }, trailingContent = null)
                }
            }
            """, named: "Settings")
        let resolved = boxes(screen, natural: ["item_title": 600, "item_summary": 600, "meta_title": 600, "meta_value": 40, "plain_title": 600])
        let width = { (key: String) in resolved.boxes[self.id(screen, key)]?.width }
        XCTAssertEqual(width("item_title"), 360 - 32 - (24 + 16) - (16 + 52))
        XCTAssertEqual(width("item_summary"), 360 - 32 - (24 + 16) - (16 + 52))
        XCTAssertEqual(width("meta_title"), 360 - 32 - (16 + 40))
        XCTAssertEqual(width("meta_value"), 40)
        XCTAssertEqual(width("plain_title"), 360 - 32)
        // labelSmall is 11 sp, bodyMedium 14 sp (`ComposeMetrics.material3TypeScale`, TypographyTokens).
        XCTAssertEqual(screen.elements.first { $0.key == "meta_value" }?.size, 11)
        XCTAssertEqual(screen.elements.first { $0.key == "item_summary" }?.size, 14)
        XCTAssertFalse(screen.skipped.contains { $0.reason.contains("leading or trailing slot") })
    }

    /// compose/ui PrimitiveResources.android.kt: `dimensionResource(id)` is `getDimension(id) / density`, the
    /// `<dimen>` of the current configuration in dp, `@dimen/` references followed. 20 dp a side (through
    /// `@dimen/gap`) leaves 360 − 40 = 320. A dimension a `values-w400dp` folder changes between the checked
    /// widths (360 and 411) is not one number, nor is one in `sp`: those paddings are left out (the box is an
    /// upper bound, 360). Without `res/` folders given (an app with no layout file), the source set's own is read.
    func testDimensionResourcesAreTheAppsDimensInDp() throws {
        let files: [String: String] = [
            "app/src/main/res/values/dimens.xml": """
            <resources>
                <dimen name="gap">20dp</dimen>
                <dimen name="side">@dimen/gap</dimen>
                <dimen name="changing">8dp</dimen>
                <dimen name="scaled">12sp</dimen>
            </resources>
            """,
            "app/src/main/res/values-w400dp/dimens.xml": "<resources><dimen name=\"changing\">24dp</dimen></resources>",
            "app/src/main/java/app/ui/Screen.kt": """
            package app.ui
            @Composable
            fun Spaced() {
                Column {
                    Column(Modifier.padding(horizontal = dimensionResource(R.dimen.side))) { Text(stringResource(R.string.fixed)) }
                    Column(Modifier.padding(start = dimensionResource(id = R.dimen.changing))) { Text(stringResource(R.string.changing)) }
                    Column(Modifier.padding(end = dimensionResource(R.dimen.scaled))) { Text(stringResource(R.string.scaled)) }
                }
            }
            """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = ComposeImporter.read(files: [folder.appendingPathComponent("app/src/main/java/app/ui/Screen.kt").path],
                                          settings: AndroidImportSettings(screenWidths: [360, 411], targetSdk: 34),
                                          resourceFolders: [folder.appendingPathComponent("app/src/main/res").path])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Spaced" })
        let resolved = boxes(screen, natural: ["fixed": 600, "changing": 600, "scaled": 600])
        XCTAssertEqual(resolved.boxes[id(screen, "fixed")]?.width, 320)
        XCTAssertEqual(resolved.boxes[id(screen, "changing")]?.width, 360)
        XCTAssertEqual(resolved.boxes[id(screen, "scaled")]?.width, 360)
        // An app with no layout file is handed no `res/` folder: its source set's own (`app/src/main/res`) is read.
        let bare = ComposeImporter.read(files: [folder.appendingPathComponent("app/src/main/java/app/ui/Screen.kt").path],
                                        settings: AndroidImportSettings(screenWidths: [360, 411], targetSdk: 34))
        let bareScreen = try XCTUnwrap(bare.screens.first { $0.name == "Spaced" })
        XCTAssertEqual(boxes(bareScreen, natural: ["fixed": 600]).boxes[id(bareScreen, "fixed")]?.width, 320)
    }

    /// material3-adaptive `calculatePaneScaffoldDirective`: below 840 dp (compact and medium windows) one horizontal
    /// partition, so a list-detail scaffold shows one pane at a time at its whole width: the list's text is
    /// 360 − 2 × 16 = 328 dp, the detail's 360. With a checked width of 900 dp, panes share the window at widths the
    /// scaffold decides: their texts are skipped with that reason.
    func testAPaneScaffoldShowsOnePaneAtATimeOnAPhone() throws {
        let source = """
            package app.ui
            import androidx.compose.material3.*
            import androidx.compose.material3.adaptive.layout.AnimatedPane
            import androidx.compose.material3.adaptive.navigation.NavigableListDetailPaneScaffold
            @Composable
            fun Search() {
                val navigator = rememberListDetailPaneScaffoldNavigator<String>()
                NavigableListDetailPaneScaffold(
                    navigator = navigator,
                    listPane = { AnimatedPane { Column(Modifier.padding(horizontal = 16.dp)) { Text(stringResource(R.string.list_title)) } } },
                    detailPane = { AnimatedPane { Text(stringResource(R.string.detail_title)) } })
            }
            """
        let screen = try importScreen(source, named: "Search")
        let resolved = boxes(screen, natural: ["list_title": 600, "detail_title": 600])
        XCTAssertEqual(resolved.boxes[id(screen, "list_title")]?.width, 328)
        XCTAssertEqual(resolved.boxes[id(screen, "detail_title")]?.width, 360)
        let url = folder.appendingPathComponent("wide/Screen.kt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: url, atomically: true, encoding: .utf8)
        let wide = ComposeImporter.read(files: [url.path], settings: AndroidImportSettings(screenWidths: [360, 900], targetSdk: 34))
        let wideScreen = try XCTUnwrap(wide.screens.first { $0.name == "Search" })
        let reason = try composeSkipReason(wideScreen, "list_title", naturalWidth: 600)
        XCTAssertEqual(reason?.contains("side by side on a window 840 dp or wider"), true, reason ?? "laid out")
    }
}
