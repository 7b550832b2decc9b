import Foundation
@testable import LayoutLint
import XCTest

/// Compose for desktop (`ComposeScreenReader+Desktop`, `ComposeImporter.desktopScreens`): each expected width is
/// the window state's width (or the default of `ComposeMetrics.desktopWindows`, read from compose-multiplatform-core's
/// WindowState.desktop.kt and DialogState.desktop.kt) less the paddings the test writes, with a fake measurement.
final class ComposeDesktopTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func importApp(_ files: [String: String]) throws -> ImportResult {
        try importComposeApp(files, in: folder)
    }

    /// The width a desktop screen gives `key` (no phone screen: the pass runs at an unlimited width).
    func width(_ screen: LayoutScreen, _ key: String, natural: Double = 2_000) throws -> Double? {
        try composeTextWidth(screen, key, natural: [key: natural], screenWidth: .infinity)
    }

    static let main = """
        package app
        import androidx.compose.ui.window.Window
        import androidx.compose.ui.window.application
        import androidx.compose.ui.window.rememberWindowState
        fun main() = application {
            val state = rememberWindowState(size = DpSize(500.dp, 400.dp))
            val quit = stringResource(Res.string.quit)
            Tray(icon = icon, menu = { Item(quit, onClick = ::exitApplication) })
            Window(onCloseRequest = ::exitApplication, title = stringResource(Res.string.app_name), state = state) {
                App()
            }
            DialogWindow(onCloseRequest = {}, title = "About") {
                Text(stringResource(Res.string.about_text), maxLines = 1)
            }
        }
        """

    static let app = """
        package app
        import androidx.compose.runtime.Composable
        @Composable
        fun App() {
            Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                Text(stringResource(Res.string.greeting), maxLines = 1)
            }
        }
        """

    /// The window's content is as wide as its state (500 dp, less the column's 2 × 16); a `DialogWindow` without a
    /// state is DialogState's 400 dp. The texts do not follow a font scale (desktop density: fontScale 1f).
    func testAWindowLaysItsContentOutAtItsStatesWidth() throws {
        let result = try importApp(["composeApp/src/desktopMain/kotlin/Main.kt": Self.main, "composeApp/src/commonMain/kotlin/App.kt": Self.app])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "main" }, result.screens.map(\.name).description)
        XCTAssertEqual(try width(screen, "greeting"), 500 - 2 * 16)
        XCTAssertEqual(try width(screen, "about_text"), 400)
        XCTAssertEqual(screen.elements.filter { $0.followsFontScale }.map(\.key), [])
        let greeting = try XCTUnwrap(screen.elements.first { $0.key == "greeting" })
        XCTAssertEqual(SizeScale.sizes(for: greeting, platform: .android, categories: ["L", "xxxL"]).map(\.size), [16])
    }

    /// The title is the system's title bar's, skipped with that reason; the tray's item is no window's.
    func testTheTitleIsTheSystemsAndATraysItemIsNoWindows() throws {
        let result = try importApp(["composeApp/src/desktopMain/kotlin/Main.kt": Self.main, "composeApp/src/commonMain/kotlin/App.kt": Self.app])
        let skips = result.screens.flatMap(\.skipped)
        XCTAssertEqual(skips.first { $0.key == "app_name" }?.reason, ComposeScreenReader.windowTitleReason)
        XCTAssertNotNil(skips.first { $0.key == "quit" }, skips.map { "\($0.key ?? "-"): \($0.reason)" }.joined(separator: "\n"))
        XCTAssertFalse(result.screens.contains { $0.elements.contains { $0.key == "quit" || $0.key == "app_name" } })
    }

    /// An app that never sets Compose content on an Android window lays `App()` out only in its desktop window;
    /// one that does (`setContent { App() }`) lays it out on the phone screen too.
    func testASharedComposableIsAPhoneScreenOnlyWhereAndroidShowsIt() throws {
        var files = ["composeApp/src/desktopMain/kotlin/Main.kt": Self.main, "composeApp/src/commonMain/kotlin/App.kt": Self.app]
        XCTAssertNil(try importApp(files).screens.first { $0.name == "App" })
        files["composeApp/src/androidMain/kotlin/MainActivity.kt"] = """
            package app
            import androidx.activity.compose.setContent
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContent { App() }
                }
            }
            """
        let phone = try XCTUnwrap(try importApp(files).screens.first { $0.name == "App" })
        XCTAssertEqual(try composeTextWidth(phone, "greeting", natural: ["greeting": 2_000]), 360 - 2 * 16)
        XCTAssertEqual(phone.elements.first { $0.key == "greeting" }?.followsFontScale, true)
    }

    /// `Window` without a state is WindowState's 800 dp; `rememberWindowState(width = …)` its width; a maximized
    /// placement is the screen's width, which the sources do not decide.
    func testWindowWidthsFromTheirStates() throws {
        let result = try importApp(["desktop/src/jvmMain/kotlin/Main.kt": """
            package app
            import androidx.compose.ui.window.application
            fun main() = application {
                Window(onCloseRequest = ::exitApplication) {
                    Text(stringResource(Res.string.plain), maxLines = 1)
                }
                Window(onCloseRequest = ::exitApplication, state = rememberWindowState(width = 640.dp, height = 480.dp)) {
                    Text(stringResource(Res.string.sized), maxLines = 1)
                }
                Window(onCloseRequest = ::exitApplication, state = rememberWindowState(placement = WindowPlacement.Maximized)) {
                    Text(stringResource(Res.string.maximized), maxLines = 1)
                }
            }
            """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "main" })
        XCTAssertEqual(try width(screen, "plain"), 800)
        XCTAssertEqual(try width(screen, "sized"), 640)
        XCTAssertEqual(try composeSkipReason(screen, "maximized", naturalWidth: 100), "a desktop window placed `WindowPlacement.Maximized`: the screen's width")
    }

    /// A composable of a desktop source set that no window reaches is no phone screen: its key gets the reason.
    func testADesktopComposableNoWindowReachesIsNoPhoneScreen() throws {
        let result = try importApp(["composeApp/src/jvmMain/kotlin/TitleBar.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun TitleBar() {
                Text(stringResource(Res.string.title_bar), maxLines = 1)
            }
            """])
        XCTAssertFalse(result.screens.contains { $0.elements.contains { $0.key == "title_bar" } })
        XCTAssertEqual(result.screens.flatMap(\.skipped).first { $0.key == "title_bar" }?.reason,
                       "in a desktop composable no window of the app's `application { … }` reaches (the window's width is not known)")
    }
}
