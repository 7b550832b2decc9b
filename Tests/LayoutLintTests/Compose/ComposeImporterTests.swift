import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The Compose importer on a small hand-written app (written to a temporary folder): which composables
/// are screens, which strings they lay out, the look each text gets (the app's typography, else Material
/// 3's type scale: TypeScaleTokens.kt v0_103), and the widths the measure pass gives with a fake
/// measurement. Each expected width is derived in the test from the rules `ComposeScreenReader` maps
/// Compose onto (Column → vertical LinearLayout, Row → horizontal with weights) and `ComposeMetrics`'
/// paddings (Button.kt: 24 dp, AppBar.kt: 4 + 12 dp).
final class ComposeImporterTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let theme = """
        package app.ui
        import androidx.compose.material3.Typography
        import androidx.compose.ui.text.TextStyle
        val AppTypography = Typography(
            titleLarge = TextStyle(fontSize = 20.sp, lineHeight = 26.sp, fontWeight = FontWeight.W600),
            bodyLarge = TextStyle(fontSize = 15.sp, lineHeight = 22.sp),
            labelLarge = TextStyle(fontSize = 14.sp, fontWeight = FontWeight.Medium, letterSpacing = 0.1.sp),
        )
        """
    static let component = """
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
        """
    static let screen = #"""
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
                    Icon(painter = icon, contentDescription = stringResource(id = R.string.icon_description))
                }
            }
        }
        @Preview
        @Composable
        private fun SettingsItemPreview() { SettingsItem(title = "Sync", summary = stringResource(R.string.preview_only)) }
        """#
    static let viewModel = """
        package app.ui
        class SettingsViewModel {
            fun message() = R.string.saved_message
        }
        """

    /// The app's font file `res/font/brand_face.ttf`: a copy of the bundled Roboto Regular. Returns its folder.
    func copyBrandFace() throws -> URL {
        let fonts = folder.appendingPathComponent("app/src/main/res/font")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let roboto = FontLocator.repositoryFonts.appendingPathComponent("Roboto-Regular.ttf")
        try FileManager.default.copyItem(at: roboto, to: fonts.appendingPathComponent("brand_face.ttf"))
        return fonts
    }

    func importApp(_ files: [String: String]) throws -> ImportResult {
        try importComposeApp(files, in: folder)
    }

    func importSettingsApp() throws -> ImportResult {
        try importApp(["ui/Theme.kt": Self.theme, "ui/SettingsItem.kt": Self.component, "ui/SettingsScreen.kt": Self.screen,
                       "ui/SettingsViewModel.kt": Self.viewModel])
    }

    /// Runs the screen's measure pass with natural text widths per element id (others measure nothing).
    func resolve(_ screen: LayoutScreen, width: Double = 360, natural: [String: Double]) -> ContainerResolution {
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            natural[id].map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
        return screen.container!.layout.resolve(query)
    }

    func testScreensElementsAndLooks() throws {
        let result = try importSettingsApp()
        XCTAssertEqual(result.findings, [])
        // SettingsItem is called by SettingsScreen (inlined there); the preview is no screen.
        let screen = try XCTUnwrap(result.screens.first { $0.name == "SettingsScreen" })
        XCTAssertEqual(screen.platform, .android)
        XCTAssertEqual(screen.origin, .android)
        XCTAssertEqual(screen.elements.map(\.key), ["settings_title", "sync_title", "sync_summary", "log_out", "log_in", "items"])
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key!, $0) })
        // The element stands where the string is named: the call site of the component, not its Text.
        XCTAssertEqual(byKey["sync_title"]!.location.file, "ui/SettingsScreen.kt")
        XCTAssertEqual(byKey["sync_title"]!.location.line, 9)
        // The app's titleLarge (20 sp, W600; its 26 sp line height is noted, not modelled); one line as the code says.
        XCTAssertEqual(byKey["settings_title"]!.size, 20)
        XCTAssertEqual(byKey["settings_title"]!.weight, 600)
        XCTAssertNil(byKey["settings_title"]!.lineHeight)
        XCTAssertEqual(byKey["settings_title"]!.maxLines, 1)
        // A Text with no style: the app's bodyLarge (15 sp); maxLines from the component's Text.
        XCTAssertEqual(byKey["sync_title"]!.size, 15)
        XCTAssertEqual(byKey["sync_title"]!.maxLines, 1)
        // bodySmall, which the app does not set: Material 3's (12 sp, 16 sp lines, 0.4 sp tracking).
        XCTAssertEqual(byKey["sync_summary"]!.size, 12)
        XCTAssertEqual(byKey["sync_summary"]!.letterSpacing, 0.4)
        // Inside a Button: labelLarge (the app's: 14 sp Medium), a button.
        XCTAssertEqual(byKey["log_out"]!.weight, 500)
        XCTAssertEqual(byKey["log_out"]!.kind, .button)
        XCTAssertFalse(byKey["log_out"]!.includeFontPadding)
        XCTAssertEqual(byKey["log_out"]!.family, "android")
        // The string template is skipped with its reason.
        XCTAssertEqual(screen.skipped.map(\.reason), ["text built from a string template (\"Debug …\")"])
    }

    /// Navigation Compose: each `composable(route) { … }` destination of a `NavHost` (nested graphs too) is a
    /// screen of its own; a theme that passes its content on by name (`MaterialTheme(content = content)`) and
    /// is called again inside that content is followed; a `dialog` destination is not laid out.
    func testNavHostDestinationsAndThemesThatForwardContent() throws {
        let graph = """
            package app.ui
            import androidx.compose.runtime.Composable
            import androidx.navigation.compose.NavHost
            @Composable
            fun AppTheme(content: @Composable () -> Unit) {
                MaterialTheme(colorScheme = scheme, content = content)
            }
            @Composable
            fun MainScreen(navController: NavHostController) {
                AppTheme {
                    ModalNavigationDrawer(drawerState = state, drawerContent = { Column {} }) {
                        Scaffold { padding ->
                            NavHost(navController = navController, startDestination = "home", modifier = Modifier.fillMaxSize()) {
                                composable(route = "home") { HomeScreen() }
                                navigation(startDestination = "about", route = "more") {
                                    composable("about") { Text(stringResource(R.string.about_title)) }
                                }
                                dialog("confirm") { Text(stringResource(R.string.confirm_text)) }
                            }
                        }
                    }
                }
            }
            @Composable
            fun HomeScreen() {
                AppTheme { Text(stringResource(R.string.home_title)) }
            }
            """
        let result = try importApp(["ui/Graph.kt": graph])
        let laidOut = result.screens.filter { $0.name.hasPrefix("MainScreen@") }.flatMap(\.elements).compactMap(\.key)
        XCTAssertEqual(laidOut.sorted(), ["about_title", "home_title"])
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "confirm_text" })
        // The host itself lays out nothing and is no opaque container.
        XCTAssertFalse(result.screens.flatMap(\.skipped).contains { $0.reason.contains("NavHost") })
    }

    func testEveryResourceNotLaidOutHasAReason() throws {
        let result = try importSettingsApp()
        // A view model's keys (a file of no Compose) are keys the code names, after the screens' skips.
        let skipped = result.screens.flatMap(\.skipped) + result.screens.flatMap(\.keysNamedInCode)
        let reasons = Dictionary(skipped.map { ($0.id.split(separator: "@").first.map(String.init) ?? $0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(reasons["saved_message"], "in code that is no composable (a view model, a mapper: where it shows is decided at run time)")
        XCTAssertEqual(reasons["preview_only"], "in a preview composable (`@Preview`), not in the app")
        XCTAssertEqual(reasons["icon_description"], "a content description (spoken by TalkBack, not laid out)")
    }

    /// The second, unlabelled argument of `Icon` and `Image` is their `contentDescription` (material3 Icon.kt,
    /// foundation Image.kt): spoken by TalkBack, not laid out. A resource at that place of another composable
    /// (`Badge`, not in the table) keeps the reason its place gives.
    func testAPositionalContentDescriptionIsOne() throws {
        let result = try importApp(["ui/Bar.kt": """
            package app.ui
            @Composable
            fun Bar() {
                Row(modifier = Modifier.fillMaxWidth()) {
                    Icon(Icons.Default.ArrowBack, stringResource(R.string.back))
                    Image(painterResource(R.drawable.logo), stringResource(R.string.logo))
                    Badge(Icons.Default.Star, stringResource(R.string.badge_text))
                }
            }
            """])
        let skipped = result.screens.flatMap(\.skipped)
        let reasons = Dictionary(skipped.map { ($0.id.split(separator: "@").first.map(String.init) ?? $0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
        let spoken = "a content description (spoken by TalkBack, not laid out)"
        XCTAssertEqual(reasons["back"], spoken)
        XCTAssertEqual(reasons["logo"], spoken)
        XCTAssertNotNil(reasons["badge_text"])
        XCTAssertNotEqual(reasons["badge_text"], spoken)
    }

    /// A library's multipreview (`@WearPreviewDevices` of androidx.wear.compose's tooling, `@PreviewLightDark` of
    /// ui-tooling-preview), which the app uses without declaring it, marks a preview: its texts are "in a preview
    /// composable", and the screen it shows is laid out from the app's own call only.
    func testLibraryMultipreviewsMarkPreviews() throws {
        let result = try importApp(["ui/Home.kt": """
            package app.ui
            @Composable
            fun HomeScreen() {
                Column(modifier = Modifier.fillMaxWidth()) { Text(stringResource(R.string.home_title)) }
            }
            @WearPreviewDevices
            @WearPreviewFontScales
            @Composable
            fun HomePreviewWear() { Text(stringResource(R.string.wear_sample)) }
            @PreviewLightDark
            @Composable
            fun HomeLightDark() { Text(stringResource(R.string.theme_sample)) }
            """])
        XCTAssertEqual(Set(result.screens.map(\.name)).intersection(["HomePreviewWear", "HomeLightDark"]), [])
        let reasons = Dictionary(result.screens.flatMap(\.skipped).map { ($0.id.split(separator: "@").first.map(String.init) ?? $0.id, $0.reason) },
                                 uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(reasons["wear_sample"], "in a preview composable (`@Preview`), not in the app")
        XCTAssertEqual(reasons["theme_sample"], "in a preview composable (`@Preview`), not in the app")
        XCTAssertTrue(result.screens.contains { $0.name == "HomeScreen" })
    }

    /// A multipreview annotation (an annotation class annotated with `@Preview`, or with another multipreview:
    /// developer.android.com, "Multipreview annotations") marks previews as `@Preview` does, whatever its name.
    func testMultipreviewAnnotationsMarkPreviews() throws {
        let previews = """
            package app.preview
            @Preview(name = "Day")
            @Preview(
                name = "Night",
                uiMode = 0x20,
            )
            annotation class DayAndNight
            @DayAndNight
            annotation class EveryTheme
            """
        let screen = """
            package app.ui
            @Composable
            fun Greeting(text: String) { Text(text, maxLines = 1) }
            @EveryTheme
            @Composable
            internal fun GreetingShowcase() = Greeting(stringResource(R.string.showcase_only))
            @Composable
            fun HomeScreen() { Greeting(stringResource(R.string.home_title)) }
            """
        let result = try importApp(["ui/Previews.kt": previews, "ui/Greeting.kt": screen])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key), ["home_title"])
        let reason = result.screens.flatMap(\.skipped).first { $0.key == "showcase_only" }?.reason
        XCTAssertEqual(reason, "in a preview composable (`@Preview`), not in the app")
    }

    func testWidthsFromTheMeasurePass() throws {
        let result = try importSettingsApp()
        let screen = try XCTUnwrap(result.screens.first { $0.name == "SettingsScreen" })
        let id = { (key: String) in screen.elements.first { $0.key == key }!.id }
        let natural = [id("settings_title"): 500.0, id("sync_title"): 100, id("sync_summary"): 59.5, id("log_out"): 400]
        let boxes = resolve(screen, natural: natural).boxes
        // TopAppBar title: 360 − (4 + 12) before − 4 after = 340 at most; the title wants 500.
        XCTAssertEqual(boxes[id("settings_title")]?.width, 340)
        // The row fills the column (fillMaxWidth), 16 dp padding each side: 328 inside. The summary wraps
        // its text, ceil(59.5) = 60; the spacer 8; the weighted title takes the rest, 328 − 8 − 60 = 260.
        XCTAssertEqual(boxes[id("sync_summary")]?.width, 60)
        XCTAssertEqual(boxes[id("sync_title")]?.width, 260)
        // Button: 24 dp content padding each side, so its text gets at most 360 − 48 = 312.
        XCTAssertEqual(boxes[id("log_out")]?.width, 312)
    }

    /// A checkbox given `null` as its callback (the row is the toggleable one) has no 48 dp touch target:
    /// its 20 dp box and 2 dp padding each side (material3 Checkbox.kt, `TriStateCheckbox`). With a callback it
    /// takes 48 dp (`minimumInteractiveComponentSize`). Row: 360 − 2 × 4 padding = 352; the text's own
    /// 16 dp start padding is inside its box, so the text gets 352 − 24 − 16 = 312 (passive) or 352 − 48 − 16
    /// = 288 (clickable).
    func testACheckboxWithoutItsOwnCallbackIsItsIconWide() throws {
        let source = """
            package app.ui
            import androidx.compose.material3.Checkbox
            import androidx.compose.material3.Text
            import androidx.compose.foundation.layout.Row
            @Composable
            fun OptionsScreen(onChange: (Boolean) -> Unit) {
                Column(modifier = Modifier.fillMaxWidth()) {
                    Row(modifier = Modifier.fillMaxWidth().padding(horizontal = 4.dp)) {
                        Checkbox(checked = true, onCheckedChange = null)
                        Text(text = stringResource(R.string.passive), maxLines = 2, modifier = Modifier.padding(start = 16.dp))
                    }
                    Row(modifier = Modifier.fillMaxWidth().padding(horizontal = 4.dp)) {
                        Checkbox(true, onChange)
                        Text(text = stringResource(R.string.clickable), maxLines = 2, modifier = Modifier.padding(start = 16.dp))
                    }
                }
            }
            """
        let result = try importApp(["ui/OptionsScreen.kt": source])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "OptionsScreen" })
        let id = { (key: String) in screen.elements.first { $0.key == key }!.id }
        let boxes = resolve(screen, natural: [id("passive"): 600, id("clickable"): 600]).boxes
        XCTAssertEqual(boxes[id("passive")]?.width, 312)
        XCTAssertEqual(boxes[id("clickable")]?.width, 288)
    }

    /// A text helper that returns early (`if (state == A) return stringResource(a)`, then `return stringResource(b)`):
    /// Kotlin returns `b` only when the `if` does not return, so the helper is two branches, each a key laid out
    /// where the helper's result is shown (before, only the last statement, `b`, was read as its result).
    func testATextHelperThatReturnsEarlyIsEachOfItsResults() throws {
        let result = try importApp(["ui/Status.kt": """
            @Composable
            fun statusText(state: State): String {
                if (state == State.Done) return stringResource(R.string.done)
                return stringResource(R.string.pending)
            }
            @Composable
            fun Status(state: State) {
                Column { Text(statusText(state), maxLines = 1) }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Status" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["done", "pending"])
    }

    func testResourceFormsAndBranches() throws {
        let result = try importApp(["Screen.kt": """
            @Composable
            fun Home(selected: Boolean) {
                Column {
                    Text(stringResource(MR.strings.moko_title))
                    Text(text = stringResource(Res.string.cmp_title))
                    Text(when (selected) { true -> stringResource(R.string.on) else -> stringResource(R.string.off) })
                    Text(pluralStringResource(Res.plurals.files, 2, 2))
                    Text(viewModel.title)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        XCTAssertEqual(screen.elements.map(\.key), ["moko_title", "cmp_title", "on", "off", "files"])
        XCTAssertEqual(screen.skipped.map(\.reason), ["text from an expression the importer does not follow (a view-model value, a function result)"])
        // The second branch is a variant: measured in a pass of its own, it gets the same room as the first.
        let on = screen.elements[2].id, off = screen.elements[3].id
        let boxes = resolve(screen, natural: [on: 30, off: 50]).boxes
        XCTAssertEqual(boxes[on]?.width, 30)
        XCTAssertEqual(boxes[off]?.width, 50)
    }

    func testTheAppsOwnStringWrappersAreFollowedByWhatTheirBodyDoes() throws {
        let result = try importApp(["Strings.kt": """
            @Composable
            fun stringRes(@StringRes id: Int, vararg args: Any): String {
                val string = LocalContext.current.resources.getString(id)
                return format(string, args)
            }
            @Composable
            fun StringResource.localized(): String = stringResource(this)
            @Composable
            fun Title(res: Int) = Text(stringResource(res), style = MaterialTheme.typography.titleLarge)
            @Composable
            fun PrefRow(@StringRes titleRes: Int) { Text(stringRes(titleRes)) }
            """, "Home.kt": """
            @Composable
            fun Home() {
                Column {
                    Text(stringRes(R.string.wrapped))
                    Text(Res.string.extension.localized())
                    Title(R.string.component)
                    PrefRow(titleRes = R.string.passed)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        // `stringRes` hands its parameter to `Resources.getString`, `localized` its receiver to
        // `stringResource`: both are wrappers; `Title` shows the text itself (a component, inlined).
        XCTAssertEqual(screen.elements.map(\.key), ["wrapped", "extension", "component", "passed"])
        XCTAssertEqual(screen.elements.first { $0.key == "component" }?.size, 22)  // Material 3 titleLarge
        // Each element stands where its key is named, in the caller's file.
        XCTAssertEqual(Set(screen.elements.map(\.location.file)), ["Home.kt"])
        XCTAssertEqual(screen.skipped, [])
    }

    func testTheAppsOwnOverloadsOfGetStringTakeTheResourceWhereTheirDeclarationForwardsIt() throws {
        let result = try importApp(["L10n.kt": """
            object L10n {
                fun getStringForLocale(context: Context, locale: Locale, @StringRes resId: Int, vararg args: Any): String {
                    val config = Configuration(context.resources.configuration)
                    return context.createConfigurationContext(config).resources.getString(resId, *args)
                }
            }
            fun Context.getString(languageCode: String, @StringRes resId: Int, vararg args: Any): String {
                return getStringForLocale(this, Locale(languageCode), resId, *args)
            }
            fun Context.getString(tag: String, count: Int, other: Int): String = tag.repeat(count)
            """, "Home.kt": """
            @Composable
            fun Home(lang: String) {
                val context = LocalContext.current
                Column {
                    Text(context.getString(lang, R.string.localized))
                    Text(context.getString(R.string.plain))
                    Text(context.getString(lang, 3, 4))
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        // `getString(languageCode, resId)` hands `resId` to `getStringForLocale`, which hands it (its third
        // parameter) to `Resources.getString`: the overload takes the resource second. The overload whose
        // body gives no resource to a string API is no wrapper: its call's text is not a resource.
        XCTAssertEqual(screen.elements.map(\.key), ["localized", "plain"])
        // A file of such functions without Compose is among the sources read (it declares `@StringRes` parameters).
        XCTAssertTrue(ComposeImporter.declaresStringResourceFunctions(Array("fun Context.getString(lang: String, @StringRes resId: Int): String".utf8)))
        XCTAssertFalse(ComposeImporter.declaresStringResourceFunctions(Array("fun label(id: Int): String = name".utf8)))
    }

    func testSlotsPassedOnByNameAreFollowed() throws {
        let result = try importApp(["Scaffold.kt": """
            @Composable
            fun AppScaffold(topBar: @Composable () -> Unit = {}, content: @Composable () -> Unit) {
                Scaffold(topBar = topBar) { padding ->
                    CompositionLocalProvider(LocalDimens provides dimens, content = content)
                }
            }
            @Composable
            fun Home() {
                AppScaffold(topBar = { Text(stringResource(R.string.title)) }) { Text(stringResource(R.string.body)) }
            }
            """])
        XCTAssertEqual(result.screens.first { $0.name == "Home" }?.elements.map(\.key), ["title", "body"])
    }

    func testAMemberCallDispatchedAtRunTimeLeavesItsCalleesAScreen() throws {
        let result = try importApp(["Nav.kt": """
            interface Route { @Composable fun Content() }
            class HomeRoute : Route {
                @Composable override fun Content() { HomeScreen() }
            }
            @Composable
            fun HomeScreen() { Text(stringResource(R.string.home)) }
            @Composable
            fun NavigationNode(route: Route) { route.Content() }
            """])
        // `route.Content()` is dispatched on the route's class: the importer does not pick a `Content` for
        // it; the route's `Content` is a screen of its own, with the text its `HomeScreen` shows.
        XCTAssertEqual(result.screens.first { $0.name == "Content" }?.elements.map(\.key), ["home"])
        XCTAssertNil(result.screens.first { $0.name == "NavigationNode" })
    }

    /// A function the app declares to return `Typography` (`@Composable fun typo(): Typography`, its type
    /// scale built in the body with a family a function of the app gives): `typo().bodySmall` is that style,
    /// in that family, as `MaterialTheme.typography.bodySmall` is Material's.
    func testAFunctionReturningTheTypographyIsTheTypeScale() throws {
        let fonts = try copyBrandFace()
        let result = try importApp(["app/src/main/kotlin/Typo.kt": """
            @Composable
            fun brandFamily(): FontFamily = FontFamily(Font(R.font.brand_face, FontWeight.Normal, FontStyle.Normal))
            @Composable
            fun typo(): Typography {
                val fontFamily = brandFamily()
                val typo = Typography(
                    titleMedium = TextStyle(fontSize = 18.sp, fontWeight = FontWeight.SemiBold, fontFamily = fontFamily),
                    bodySmall = TextStyle(fontSize = 11.sp, fontFamily = fontFamily),
                    labelMedium = TextStyle(fontSize = 12.sp, fontFamily = fontFamily),
                )
                return typo
            }
            """, "app/src/main/kotlin/Home.kt": """
            @Composable
            fun Home() {
                Column {
                    Text(stringResource(R.string.a), style = typo().bodySmall)
                    Text(stringResource(R.string.b), style = typo().titleMedium)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key!, $0) })
        XCTAssertEqual(byKey["a"]?.size, 11, "\(screen.skipped)")
        XCTAssertEqual(byKey["b"]?.size, 18)
        let path = fonts.appendingPathComponent("brand_face.ttf").standardizedFileURL.path
        XCTAssertEqual(byKey["a"]?.family, FontLibrary.FileFamily(fallback: "android", weight: 400, italic: false, path: path).name)
    }

    func testTheAppsFontFromTheProjectOrAStandInWithItsBand() throws {
        let fonts = try copyBrandFace()
        let result = try importApp(["app/src/main/kotlin/Type.kt": """
            val AppTypography = Typography(
                titleLarge = TextStyle(fontFamily = FontFamily(Font(R.font.brand_face, FontWeight.Bold)), fontSize = 20.sp),
                bodyLarge = TextStyle(fontFamily = FontFamily(Font(R.font.dm_sans_regular)), fontSize = 16.sp),
                labelLarge = TextStyle(fontFamily = FontFamily(Font(R.font.mystery_face)), fontSize = 14.sp),
            )
            """, "app/src/main/kotlin/Home.kt": """
            @Composable
            fun Home() {
                Column {
                    Text(stringResource(R.string.a), style = MaterialTheme.typography.titleLarge)
                    Text(stringResource(R.string.b))
                    Text(stringResource(R.string.c), style = MaterialTheme.typography.labelLarge)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key!, $0) })
        // The project's file, declared Bold, before Android's family (targetSdk 34: `android`).
        let path = fonts.appendingPathComponent("brand_face.ttf").standardizedFileURL.path
        XCTAssertEqual(byKey["a"]?.family, FontLibrary.FileFamily(fallback: "android", weight: 700, italic: false, path: path).name)
        XCTAssertNil(byKey["a"]?.fontStandIn)
        // DM Sans is not in the project: Roboto stands in. capsize: DM Sans Regular 466/1000 em against
        // Roboto Regular 911/2048 = 0.4448 em, so DM Sans draws wider and the band does not widen the box
        // (1); line heights (992 + 310)/1000 = 1.302 em against (1900 + 500)/2048 = 1.172 em, band 1.
        XCTAssertEqual(byKey["b"]?.family, "android")
        XCTAssertEqual(byKey["b"]?.fontStandIn?.band, StandInFonts.Band(width: 1, lineHeight: 1))
        XCTAssertEqual(byKey["b"]?.fontStandIn?.font, "R.font.dm_sans_regular")
        // A face with no published metric: not laid out, with the reason, and the key named.
        XCTAssertNil(byKey["c"])
        let skip = try XCTUnwrap(screen.skipped.first { $0.key == "c" })
        XCTAssertTrue(skip.reason.hasPrefix("its font R.font.mystery_face is not in the project"), skip.reason)

        // The file family draws with the app's face first and the platform's chain after it.
        let library = try FontLibrary(contentsOf: FontLocator.repositoryFonts)
        let family = try XCTUnwrap(byKey["a"]?.family)
        XCTAssertTrue(library.knows(family: family))
        let latin = try library.chain(family: family, weight: 700, italic: false, script: "Latn")
        XCTAssertEqual(latin.primary.weight, 700)
        XCTAssertEqual(latin.faces.count, try library.chain(family: "android", weight: 700, italic: false, script: "Latn").faces.count + 1)
        let arabic = try library.chain(family: family, weight: 400, italic: false, script: "Arab")
        XCTAssertEqual(arabic.faces.dropFirst().first, try library.chain(family: "android", weight: 400, italic: false, script: "Arab").primary)
        XCTAssertFalse(library.knows(family: FontLibrary.FileFamily(fallback: "android", weight: 400, italic: false, path: path + ".missing").name))
    }

    func testHostileInliningAndGrowthStayBounded() throws {
        // A component calling the next one ten times, eight levels deep: 10^8 calls if followed naively.
        var text = "@Composable fun Screen() { C0() }\n"
        for level in 0..<8 {
            text += "@Composable fun C\(level)() { " + String(repeating: "C\(level + 1)() ; ", count: 10) + " }\n"
        }
        text += "@Composable fun C8() { Text(stringResource(R.string.x)) }\n"
        let result = try importApp(["Deep.kt": text])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        XCTAssertGreaterThan(screen.elements.count, 0)
        XCTAssertLessThanOrEqual(screen.elements.count, ComposeScreenReader.maximumNodes)
        // Many texts on one line with one key: ids stay unique without a quadratic search.
        let line = "@Composable fun Many() { Column { " + String(repeating: "Text(stringResource(R.string.same)); ", count: 2_000) + "} }"
        let manyResult = try importApp(["Many.kt": line])
        let many = try XCTUnwrap(manyResult.screens.first { $0.name == "Many" }, "\(manyResult.screens.map(\.name)) \(manyResult.screens.map(\.elements.count))")
        XCTAssertEqual(Set(many.elements.map(\.id)).count, many.elements.count)
        XCTAssertEqual(many.elements.count, 2_000)
    }

    func testFuzzSeedsWholeCutAndMutatedNeverTrap() throws {
        // The fuzzing seeds of scripts/fuzz.sh (target `compose`), whole, cut at every 31st byte, and with
        // bytes overwritten (a fixed generator, so the run is the same every time).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/compose")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kt") }.sorted()
        XCTAssertEqual(seeds, ["CarriedValues.kt", "SettingsItem.kt", "SettingsScreen.kt", "StringAccessors.kt"])
        var generator = SplitMix64(seed: 33)
        for name in seeds {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            for end in stride(from: 0, through: bytes.count, by: 31) { ComposeImporter.fuzzRead(bytes: Array(bytes[..<end])) }
            for _ in 0..<100 {
                var mutated = bytes
                for _ in 0..<6 { mutated[Int(generator.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: generator.next()) }
                ComposeImporter.fuzzRead(bytes: mutated)
            }
        }
    }

    /// A small deterministic generator (SplitMix64) for the mutations.
    struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
