import XCTest
@testable import LayoutLint

/// Android string resources nothing in the app names are never shown (Android Lint UnusedResources, the
/// resource shrinker): the scan finds the names code and XML use, and the scope stage leaves the others out.
final class AndroidResourceReferencesTests: XCTestCase {
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root
    }

    func testCodeAndXMLReferencesInEveryFormTheBuildResolves() throws {
        let root = try folder([
            "app/src/main/java/a/Main.kt": """
                import a.R as AppR
                typealias Strings = com.example.ui.R.string
                fun f(c: Context) {
                    c.getString(R.string.plain)
                    c.resources.getQuantityString(AppR.plurals.counted, 2, 2)
                    Text(Strings.aliased)
                    stringResource(MR.strings.moko)
                    stringResource(Res.string.compose_mp)
                    c.resources.getStringArray(R.array.choices)
                    val len = "x".length
                    setContentView(R.layout.main)
                }
                """,
            "app/src/main/res/layout/main.xml": #"<TextView android:text="@string/from_layout" android:hint="@android:string/ok"/>"#,
            "app/src/main/res/values/styles.xml": #"<style name="S"><item name="android:text">@string/from_style</item></style>"#,
            "app/src/main/AndroidManifest.xml": #"<application android:label="@string/app_name"/>"#,
        ])
        let references = try XCTUnwrap(AndroidResourceReferences.scan(folders: [root]))
        for name in ["plain", "counted", "aliased", "moko", "choices", "from_layout", "from_style", "app_name"] {
            XCTAssertTrue(references.isReferenced(name), name)
            XCTAssertFalse(references.isReferenced(name, composeResources: true), "\(name): R, MR and @string/ do not reach composeResources")
        }
        // `Res.string.x` reaches Compose Multiplatform's resources only, not an Android `values/` string of the
        // same name (each system has its own generated class).
        XCTAssertTrue(references.isReferenced("compose_mp", composeResources: true))
        XCTAssertFalse(references.isReferenced("compose_mp"))
        XCTAssertFalse(references.isReferenced("never_named"))
        XCTAssertFalse(references.everyNameMayBeComputed)
        XCTAssertEqual(references.codeFiles, 1)
    }

    /// An object that holds Compose Multiplatform's tables in properties (`object SessionsRes { val string =
    /// Res.string }`, a feature module's way to name its own `Res`): `SessionsRes.string.x` reaches the
    /// `composeResources` string `x`, as `Res.string.x` does. Another object's `string` stays Android's.
    func testAnObjectHoldingComposeTablesNamesComposeResources() throws {
        let root = try folder([
            "feature/src/commonMain/kotlin/SessionsRes.kt": """
                import app.feature.generated.resources.Res
                object SessionsRes {
                    val string = Res.string
                    val drawable = Res.drawable
                }
                object Other { val string = Names.string }
                """,
            "feature/src/commonMain/kotlin/Screen.kt": """
                fun S() {
                    stringResource(SessionsRes.string.timetable)
                    Text(Other.string.plain)
                }
                """,
        ])
        let references = try XCTUnwrap(AndroidResourceReferences.scan(folders: [root]))
        XCTAssertTrue(references.isReferenced("timetable", composeResources: true))
        XCTAssertFalse(references.isReferenced("timetable"))
        XCTAssertTrue(references.isReferenced("plain"))
        XCTAssertFalse(references.isReferenced("plain", composeResources: true))
        // One pass: many objects and tables stay linear.
        let many = String(repeating: "object O { val string = Res.string }\n", count: 20_000)
        XCTAssertEqual(AndroidResourceReferences.objectsNamingComposeTables(Array(many.utf8)), [Array("O".utf8)])
    }

    /// A Compose resources class the build names by code (`nameOfResClass = … + "Res"` in a convention plugin): in an
    /// app whose code imports `org.jetbrains.compose.resources`, `AboutRes.string.x` with `AboutRes` declared nowhere
    /// reaches the `composeResources` string `x` (as `ComposeProgram.resource` reads it); a declared class's
    /// `string` and `R.string` stay Android's only. Without the import nothing changes.
    func testAClassTheBuildNamesReachesComposeResources() throws {
        let screen = """
            import org.jetbrains.compose.resources.stringResource
            class Declared { val string = Labels() }
            fun S() {
                stringResource(AboutRes.string.about_title)
                pluralStringResource(AboutRes.plurals.about_items, 1)
                Text(Declared.string.declared)
                Text(getString(R.string.android_only))
            }
            """
        let references = try XCTUnwrap(AndroidResourceReferences.scan(folders: [try folder(["about/src/commonMain/kotlin/About.kt": screen])]))
        XCTAssertTrue(references.isReferenced("about_title", composeResources: true))
        XCTAssertTrue(references.isReferenced("about_items", composeResources: true))
        XCTAssertFalse(references.isReferenced("declared", composeResources: true))
        XCTAssertFalse(references.isReferenced("android_only", composeResources: true))
        let plain = screen.replacingOccurrences(of: "import org.jetbrains.compose.resources.stringResource\n", with: "")
        let without = try XCTUnwrap(AndroidResourceReferences.scan(folders: [try folder(["about/src/commonMain/kotlin/About.kt": plain])]))
        XCTAssertFalse(without.isReferenced("about_title", composeResources: true))
        // One pass: many declarations stay linear.
        let many = String(repeating: "data class C(val x: Int)\n", count: 20_000)
        XCTAssertEqual(AndroidResourceReferences.declaredTypeNames(Array(many.utf8)).count, 20_000)
    }

    /// A layout or menu's strings count only where the app inflates it (Lint's UnusedResources, the shrinker):
    /// `R.layout.x`, its view binding class, Kotlin's synthetic import, `@layout/x` / `@menu/x` elsewhere, and
    /// through `<include>`. A layout nothing names (a screen rewritten in Compose) shows nothing.
    func testLayoutsAndMenusCountOnlyWhereTheAppInflatesThem() throws {
        let root = try folder([
            "app/src/main/java/a/Main.kt": """
                import kotlinx.android.synthetic.main.activity_legacy.*
                class Main {
                    val binding = FragmentAboutBinding.inflate(layoutInflater)
                    fun menu() { menuInflater.inflate(R.menu.main_menu, menu) }
                }
                """,
            "app/src/main/res/layout/fragment_about.xml": #"<LinearLayout><TextView android:text="@string/about"/><include layout="@layout/part_footer"/></LinearLayout>"#,
            "app/src/main/res/layout-land/part_footer.xml": #"<TextView android:text="@string/footer"/>"#,
            "app/src/main/res/layout/activity_legacy.xml": #"<TextView android:text="@string/legacy"/>"#,
            "app/src/main/res/layout/item_row.xml": #"<TextView android:text="@string/row"/>"#,
            "app/src/main/res/xml/prefs.xml": #"<Preference android:layout="@layout/item_row"/>"#,
            "app/src/main/res/menu/main_menu.xml": #"<menu><item android:title="@string/menu_share"/></menu>"#,
            "app/src/main/res/menu/unused_menu.xml": #"<menu><item android:title="@string/menu_unused"/></menu>"#,
            "app/src/main/res/layout/fragment_old.xml": #"<TextView android:text="@string/old_copyright"/>"#,
        ])
        let references = try XCTUnwrap(AndroidResourceReferences.scan(folders: [root]))
        for name in ["about", "footer", "legacy", "row", "menu_share"] { XCTAssertTrue(references.isReferenced(name), name) }
        for name in ["menu_unused", "old_copyright"] { XCTAssertFalse(references.isReferenced(name), name) }
        XCTAssertEqual(AndroidResourceReferences.snakeCase(ArraySlice("FragmentAbout2".utf8)), "fragment_about2")
    }

    func testNoKotlinOrJavaDecidesNothing() throws {
        let root = try folder(["app/src/main/res/layout/main.xml": #"<TextView android:text="@string/a"/>"#])
        XCTAssertNil(AndroidResourceReferences.scan(folders: [root]))
    }

    /// `getIdentifier(name, type, package)`: a literal type other than a string kind looks nothing up among
    /// strings; a computed name keeps the names of the code's constants and the prefixes of its formats
    /// (the shrinker's "safe" mode); calls in a test source set are in no release build.
    func testComputedLookupsKeepWhatTheShrinkerKeeps() throws {
        let dimenOnly = try folder([
            "app/src/main/java/a/D.kt": #"val h = r.getIdentifier("navigation_bar_height", "dimen", "android"); val s = "pref_%d""#,
            "app/src/androidTest/java/a/T.kt": #"val id = r.getIdentifier(expected, type, pkg)"#,
        ])
        let none = try XCTUnwrap(AndroidResourceReferences.scan(folders: [dimenOnly]))
        XCTAssertFalse(none.isReferenced("pref_1"))
        XCTAssertTrue(none.computedNamePrefixes.isEmpty)

        let computed = try folder([
            "app/src/main/java/a/C.kt": #"val id = r.getIdentifier(String.format("tip_%d", n), "string", pkg); val k = "exact_name"; val any = "%s""#,
        ])
        let kept = try XCTUnwrap(AndroidResourceReferences.scan(folders: [computed]))
        XCTAssertTrue(kept.isReferenced("tip_3"))
        XCTAssertTrue(kept.isReferenced("exact_name"))
        XCTAssertFalse(kept.isReferenced("other"))
        XCTAssertFalse(kept.everyNameMayBeComputed, "a format with no constant part names no resource in particular")

        let literal = try folder(["app/src/main/java/a/L.kt": #"val id = r.getIdentifier("by_literal", "string", pkg)"#])
        let named = try XCTUnwrap(AndroidResourceReferences.scan(folders: [literal]))
        XCTAssertTrue(named.isReferenced("by_literal"))
        XCTAssertTrue(named.computedNamePrefixes.isEmpty)
    }

    /// A `ListPreference` shows its `entries` and saves its `entryValues`: an array named only as
    /// `entryValues` is never shown; the same array named anywhere else is.
    func testAnArrayNamedOnlyAsEntryValuesIsNeverShown() throws {
        let root = try folder([
            "app/src/main/java/a/Main.kt": "fun f() = 1\n",
            "app/src/main/res/xml/preferences.xml": """
                <PreferenceScreen xmlns:app="http://schemas.android.com/apk/res-auto">
                    <ListPreference app:entries="@array/theme_names" app:entryValues = "@array/theme_values"/>
                    <ListPreference android:entryValues='@array/sizes' android:entries="@array/size_names"/>
                    <ListPreference app:entries="@array/shown_twice" app:entryValues="@array/shown_twice"/>
                </PreferenceScreen>
                """,
        ])
        let references = try XCTUnwrap(AndroidResourceReferences.scan(folders: [root]))
        for name in ["theme_names", "size_names", "shown_twice"] { XCTAssertTrue(references.isReferenced(name), name) }
        for name in ["theme_values", "sizes"] { XCTAssertFalse(references.isReferenced(name), name) }
    }

    /// The scope stage leaves an unnamed resource out of every check and counts it, once per res folder.
    func testAnUnnamedResourceIsNotCheckedAndIsCounted() {
        let files = [
            "app/src/main/res/values/strings.xml": FormatStringTests.android(#"<string name="used">%1$s files</string><string name="unused">%1$s items</string>"#),
            "app/src/main/res/values-de/strings.xml": FormatStringTests.android(#"<string name="used">%1$d Dateien</string><string name="unused">%1$d Elemente</string>"#),
        ]
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(files[path]!.utf8), path: path, format: CatalogReader.format(of: path)!)
        }
        var references = AndroidResourceReferences()
        references.names = ["used"]
        references.codeFiles = 1
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.androidResourceReferences = references
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [PlaceholderMismatchRule()])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        XCTAssertEqual(Set(report.findings.flatMap(\.members).compactMap(\.key)), ["used"])
        XCTAssertEqual(report.summary.coverage?.keysUnreferenced, 1)
        XCTAssertEqual(report.summary.coverage?.keys, 2)

        options.androidResourceReferences = nil
        let unscoped = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [PlaceholderMismatchRule()])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        XCTAssertEqual(Set(unscoped.findings.flatMap(\.members).compactMap(\.key)), ["used", "unused"])
    }

    func testHostileInputStaysLinear() {
        let nested = Array(String(repeating: "getIdentifier(", count: 20_000).utf8)
        AndroidResourceReferences.fuzzRead(bytes: nested)
        let aliases = Array(String(repeating: "typealias A = R.string\n.string.", count: 20_000).utf8)
        AndroidResourceReferences.fuzzRead(bytes: aliases)
    }
}
