import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// Theme values provided through a `CompositionLocal` (`ComposeScreenReader+ThemeValues`): each expected size
/// and weight is the one the fixture's `TextStyle(…)` declares, reached the way the runtime reaches it (the
/// provided value, else the factory's default); undecided values are skipped with their reason.
final class ComposeThemeValuesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func screen(_ files: [String: String], named name: String) throws -> LayoutScreen {
        let result = try importComposeApp(files, in: folder)
        return try XCTUnwrap(result.screens.first { $0.name == name }, "\(result.screens.map(\.name))")
    }

    func skipReason(_ screen: LayoutScreen, _ key: String) -> String? {
        screen.skipped.first { $0.key == key }?.reason
    }

    /// The theme provides an implementation's type scale (`design.typography()`, an object expression whose
    /// sizes are the function's local values); an object's getter reads the local's `current`; an extension
    /// `TextStyle.style(fontWeight = FontWeight.Bold)` copies it with its default or the caller's weight.
    static let theme = """
        interface AppTypography {
            val b1: TextStyle
            val b2: TextStyle
        }
        interface Design { fun typography(): AppTypography }
        abstract class AppDesign : Design {
            override fun typography(): AppTypography {
                val b1 = 20.sp
                val b2 = 16.sp
                return object : AppTypography {
                    override val b1 = TextStyle(fontWeight = FontWeight.Bold, fontSize = b1)
                    override val b2 = TextStyle(fontWeight = FontWeight.Medium, fontSize = b2)
                }
            }
        }
        val LocalAppTypography = compositionLocalOf<AppTypography> { error("No AppTypography") }
        object UI {
            val typo: AppTypography
                @Composable
                get() = LocalAppTypography.current
        }
        @Composable
        fun TextStyle.style(color: Color = Color.Black, fontWeight: FontWeight = FontWeight.Bold) = this.copy(color = color, fontWeight = fontWeight)
        @Composable
        fun AppTheme(design: Design, content: @Composable () -> Unit) {
            val typography = design.typography()
            CompositionLocalProvider(LocalAppTypography provides typography) {
                MaterialTheme(content = content)
            }
        }
        """

    func testATypeScaleProvidedThroughACompositionLocal() throws {
        let screen = try screen(["ui/Theme.kt": Self.theme, "ui/Home.kt": """
            @Composable
            fun Home() {
                Column {
                    Text(stringResource(R.string.a), style = UI.typo.b2.style())
                    Text(stringResource(R.string.b), style = UI.typo.b2.style(fontWeight = FontWeight.Normal))
                    Text(stringResource(R.string.c), style = UI.typo.b1)
                    Text(stringResource(R.string.d), style = LocalAppTypography.current.b2)
                }
            }
            """], named: "Home")
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key!, $0) })
        XCTAssertEqual(byKey["a"]?.size, 16, "\(screen.skipped)")
        XCTAssertEqual(byKey["a"]?.weight, 700)
        XCTAssertEqual(byKey["b"]?.size, 16)
        XCTAssertEqual(byKey["b"]?.weight, 400)
        XCTAssertEqual(byKey["c"]?.size, 20)
        XCTAssertEqual(byKey["c"]?.weight, 700)
        XCTAssertEqual(byKey["d"]?.weight, 500)
    }

    /// Two providers of different values: which one encloses the screen is decided where the app calls its
    /// theme, so the text is skipped with that reason; a local no code provides whose default throws likewise.
    func testUndecidedProvidersAreSkippedWithTheirReason() throws {
        let screen = try screen(["ui/Theme.kt": """
            class Big {
                val title = TextStyle(fontSize = 28.sp)
            }
            class Small {
                val title = TextStyle(fontSize = 18.sp)
            }
            val LocalTypo = staticCompositionLocalOf { Small() }
            val LocalDefaultOnly = staticCompositionLocalOf { Big() }
            val LocalThrows = staticCompositionLocalOf<Big> { error("none") }
            @Composable
            fun Theme(big: Boolean, content: @Composable () -> Unit) {
                if (big) {
                    CompositionLocalProvider(LocalTypo provides Big(), content = content)
                } else {
                    CompositionLocalProvider(LocalTypo provides Small(), content = content)
                }
            }
            """, "ui/Home.kt": """
            @Composable
            fun Home() {
                Column {
                    Text(stringResource(R.string.a), style = LocalTypo.current.title)
                    Text(stringResource(R.string.b), style = LocalDefaultOnly.current.title)
                    Text(stringResource(R.string.c), style = LocalThrows.current.title)
                }
            }
            """], named: "Home")
        XCTAssertEqual(screen.elements.map(\.key), ["b"])
        XCTAssertEqual(screen.elements.first?.size, 28)
        XCTAssertTrue(skipReason(screen, "a")?.contains("whose providers give different values") ?? false, "\(screen.skipped)")
        XCTAssertTrue(skipReason(screen, "c")?.contains("whose default throws") ?? false, "\(screen.skipped)")
    }

    /// A family of several weights draws a style with the face declared for its weight (FontMatcher.kt).
    func testAFamilyDrawsTheFaceOfTheStylesWeight() throws {
        let fonts = folder.appendingPathComponent("app/src/main/res/font")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["brand_regular", "brand_bold"] {
            try FileManager.default.copyItem(at: FontLocator.repositoryFonts.appendingPathComponent("Roboto-Regular.ttf"),
                                             to: fonts.appendingPathComponent("\(name).ttf"))
        }
        let screen = try screen(["app/src/main/kotlin/Home.kt": """
            val Brand = FontFamily(Font(R.font.brand_regular, FontWeight.Normal), Font(R.font.brand_bold, FontWeight.Bold))
            @Composable
            fun Home() {
                Column {
                    Text(stringResource(R.string.a), style = TextStyle(fontFamily = Brand, fontWeight = FontWeight.Bold))
                    Text(stringResource(R.string.b), style = TextStyle(fontFamily = Brand))
                }
            }
            """], named: "Home")
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key!, $0) })
        let bold = fonts.appendingPathComponent("brand_bold.ttf").standardizedFileURL.path
        let regular = fonts.appendingPathComponent("brand_regular.ttf").standardizedFileURL.path
        XCTAssertEqual(byKey["a"]?.family, FontLibrary.FileFamily(fallback: "android", weight: 700, italic: false, path: bold).name)
        XCTAssertEqual(byKey["b"]?.family, FontLibrary.FileFamily(fallback: "android", weight: 400, italic: false, path: regular).name)
    }

    /// An object expression is read with its members; nested ones and hostile input stay linear.
    func testObjectExpressionsKeepTheirMembersAndStayLinear() throws {
        let file = KotlinParser.parse(bytes: Array("""
            fun t() = object : T { override val a = TextStyle(fontSize = 12.sp); val b = object { val c = 1 } }
            """.utf8), display: "T.kt")
        XCTAssertEqual(file.anonymousObjects.count, 2)
        XCTAssertNotNil(file.anonymousObjects.values.first { $0["a"] != nil })
        // 20,000 nested object expressions: parsed within the depth cap, in linear time.
        let hostile = String(repeating: "val x = object { ", count: 20_000) + String(repeating: "}", count: 20_000)
        let parsed = KotlinParser.parse(bytes: Array(hostile.utf8), display: "H.kt")
        XCTAssertLessThanOrEqual(parsed.anonymousObjects.count, KotlinParser.maximumMembers)
    }
}
