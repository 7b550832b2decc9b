import Foundation
@testable import LayoutLint
import XCTest

/// The names code gives the generated resource classes: a per-file import alias (Kotlin spec, "Packages and
/// imports": `import a.b.C as D` makes `D` name `C` in that file) read by the Compose importer and the Android
/// code scanners alike (`KotlinImportAliases`), and the class names a module's Gradle file sets (moko-resources'
/// `resourcesClassName`, Compose Multiplatform's `nameOfResClass`: `ComposeResourceClasses`).
final class ComposeResourceNamesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let aliasedScreen = """
        package app.ui
        import androidx.compose.runtime.Composable
        import app.core.R as CoreR
        import app.shared.MR as SharedMR
        import app.generated.resources.Res as AppRes
        import app.core.R.plurals as CorePlurals
        import android.R as AndroidR
        @Composable
        fun Screen(count: Int) {
            Column {
                Text(stringResource(CoreR.string.core_title))
                Text(stringResource(SharedMR.strings.shared_title))
                Text(stringResource(AppRes.string.res_title))
                Text(pluralStringResource(CorePlurals.core_items, count, count))
                Text(stringResource(AndroidR.string.ok))
            }
        }
        """

    /// Each alias of a resource class or table is that class in its file: the keys are laid out (the plural as a
    /// plural); the platform's own `android.R` names no resource of the app.
    func testImportAliasesOfResourceClassesAreTheClasses() throws {
        let result = try importComposeApp(["app/src/main/kotlin/Screen.kt": Self.aliasedScreen], in: folder)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        let keys = Set(screen.elements.compactMap(\.key))
        XCTAssertTrue(keys.isSuperset(of: ["core_title", "shared_title", "res_title", "core_items"]), "\(keys)")
        XCTAssertFalse(keys.contains("ok"))
    }

    /// A module's object that names the generated tables (`object SessionsRes { val string = Res.string }`, so each
    /// feature's screens write `SessionsRes.string.x`): the property is the table it is initialized with, so the
    /// key is the resource's. A property holding anything else (`val title = "x"`) names no table.
    func testAnObjectPropertyHoldingATableIsTheTable() throws {
        let tables = """
            package app.sessions
            import app.sessions.generated.resources.Res
            object SessionsRes {
                val string = Res.string
                val drawable = Res.drawable
            }
            object NotRes {
                val string = Names.string
            }
            """
        let screen = """
            package app.sessions
            import androidx.compose.runtime.Composable
            @Composable
            fun Sessions() {
                Column {
                    Text(stringResource(SessionsRes.string.timetable))
                    Text(stringResource(NotRes.string.other))
                }
            }
            """
        let result = try importComposeApp(["sessions/src/commonMain/kotlin/SessionsRes.kt": tables,
                                           "sessions/src/commonMain/kotlin/Sessions.kt": screen], in: folder)
        let keys = Set(result.screens.flatMap(\.elements).compactMap(\.key))
        XCTAssertEqual(keys, ["timetable"])
        // The file of the object imports no Compose: `check` reads it for the property.
        let paths = ["sessions/src/commonMain/kotlin/SessionsRes.kt", "sessions/src/commonMain/kotlin/Sessions.kt"].map { folder.appendingPathComponent($0).path }
        XCTAssertEqual(Set(ComposeImporter.sources(paths)), Set(paths))
    }

    /// A generated class the build names by code (`nameOfResClass = namespace.split(".").last().capitalized() + "Res"`
    /// in a convention plugin, which no Gradle file states as a literal): in an app that uses the Compose resources
    /// library, `AboutRes.string.x` with `AboutRes` declared nowhere in the sources is the generated class's table
    /// (`plurals` too). A class the sources declare (`Declared`) is the app's own, and an app that does not
    /// use the library has no such class.
    func testAClassTheBuildNamesIsTheGeneratedResourcesClass() throws {
        let screen = """
            package app.about
            import androidx.compose.runtime.Composable
            import org.jetbrains.compose.resources.pluralStringResource
            import org.jetbrains.compose.resources.stringResource
            class Declared { val string = Labels() }
            @Composable
            fun About(count: Int) {
                Column {
                    Text(stringResource(AboutRes.string.about_title))
                    Text(pluralStringResource(AboutRes.plurals.about_items, count, count))
                    Text(stringResource(Declared.string.declared_title))
                }
            }
            """
        let result = try importComposeApp(["about/src/commonMain/kotlin/About.kt": screen], in: folder)
        let elements = result.screens.flatMap(\.elements)
        XCTAssertEqual(Set(elements.compactMap(\.key)), ["about_title", "about_items"])
        let other = screen.replacingOccurrences(of: "import org.jetbrains.compose.resources.pluralStringResource\n", with: "")
            .replacingOccurrences(of: "import org.jetbrains.compose.resources.stringResource\n", with: "")
        let plain = try importComposeApp(["about/src/commonMain/kotlin/About.kt": other], in: folder)
        XCTAssertEqual(plain.screens.flatMap(\.elements).compactMap(\.key), [])
    }

    /// An alias is the file's own: another file's `CoreR` (never imported there) is no resource class.
    func testAnAliasIsTheImportingFilesOnly() throws {
        let other = """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Other() { Text(stringResource(CoreR.string.elsewhere)) }
            """
        let result = try importComposeApp(["app/src/main/kotlin/Screen.kt": Self.aliasedScreen, "app/src/main/kotlin/Other.kt": other], in: folder)
        let keys = Set(result.screens.flatMap(\.elements).compactMap(\.key))
        XCTAssertTrue(keys.contains("core_title"))
        XCTAssertFalse(keys.contains("elsewhere"))
    }

    /// The table read from a file's imports: classes and tables of the three generators, not `android.R`, not
    /// another class, not an import without an alias.
    func testTheAliasTable() {
        let source = """
            package app
            import app.core.R as CoreR
            import app.shared.MR.strings as Strings;
            import app.core.R
            import android.R as PlatformR
            import app.model.Item as Thing
              import `app`.`ui`.R as UiR
            """
        XCTAssertEqual(KotlinImportAliases.resourceAliases(Array(source.utf8)), ["CoreR": "R", "Strings": "MR.strings", "UiR": "R"])
    }

    /// For the byte scanners the alias is overwritten in place (spaces, then the class): every offset stays the
    /// file's, the import line and a member named like the alias (`x.CoreR`) are left alone.
    func testTheBytesKeepTheirOffsets() {
        let source = """
            import app.core.R as CoreR
            fun f() { show(CoreR.string.title); x.CoreR.y; CoreRx.string.z }
            """
        let resolved = KotlinImportAliases.resolving(Array(source.utf8))
        XCTAssertEqual(resolved.count, source.utf8.count)
        XCTAssertEqual(String(decoding: resolved, as: UTF8.self), """
            import app.core.R as CoreR
            fun f() { show(    R.string.title); x.CoreR.y; CoreRx.string.z }
            """)
    }

    /// The Android code scanners read the alias as `R`: the files `AndroidSourceFiles` hands them, and the
    /// readings of `AndroidStringUses` (`getString` is plain text, `getText` keeps spans).
    func testTheAndroidCodeScannersReadTheAlias() throws {
        let source = """
            import app.core.R as CoreR
            class Main : Activity() {
                fun show() {
                    title.text = getString(CoreR.string.plain)
                    body.text = resources.getText(CoreR.string.styled)
                }
            }
            """
        let uses = AndroidStringUses.read(code: [("Main.kt", Array(source.utf8))], xml: [])
        XCTAssertEqual(uses.uses(of: "plain").readings.keys.sorted(), [.plainText])
        XCTAssertEqual(uses.uses(of: "styled").readings.keys.sorted(), [.spans])
        let url = folder.appendingPathComponent("app/src/main/java/Main.kt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: url, atomically: true, encoding: .utf8)
        var seen: [String] = []
        AndroidSourceFiles.forEach(under: folder.path) { _, bytes in
            seen += SourceScan(bytes).occurrences(of: "R.string.").map { _ in "R.string" }
        }
        XCTAssertEqual(seen.count, 2)
    }

    /// moko-resources' `resourcesClassName` (and its older `multiplatformResourcesClassName`) and Compose
    /// Multiplatform's `nameOfResClass`, in the Kotlin and Groovy DSLs; a longer property that merely ends with
    /// the name sets nothing.
    func testGradleClassNames() {
        var classes = ComposeResourceClasses()
        classes.read("""
            multiplatformResources {
                resourcesClassName.set("AppMR")
                resourcesPackage.set("app.i18n")
            }
            """)
        classes.read("multiplatformResources { multiplatformResourcesClassName = 'OldMR' }")
        classes.read("compose.resources { nameOfResClass = \"AppRes\" }")
        classes.read("extra { myResourcesClassName = \"Nope\" }")
        XCTAssertEqual(classes.moko, ["MR", "AppMR", "OldMR"])
        XCTAssertEqual(classes.compose, ["Res", "AppRes"])
        XCTAssertEqual(classes.plural(owner: "AppMR", table: "strings"), false)
        XCTAssertEqual(classes.plural(owner: "AppMR", table: "plurals"), true)
        XCTAssertNil(classes.plural(owner: "AppMR", table: "string"))
        XCTAssertEqual(classes.plural(owner: "AppRes", table: "string"), false)
    }

    /// Sources whose module is the current folder (`./src/…`), the root (`/src/…`) or a relative one are
    /// looked up without a trap (a path with no parent once crashed `deletingLastPathComponent`).
    func testModulesOfAnyPath() {
        let classes = ComposeResourceClasses.find(near: ["./src/main/A.kt", "/src/main/B.kt", "src/main/C.kt", "app/src/main/D.kt", "//src/E.kt"])
        XCTAssertEqual(classes.moko, ["MR"])
    }

    /// A moko module beside the app's module that names its class `AppMR`: `AppMR.strings.x` is laid out; a
    /// class no Gradle file names stays unread.
    func testAGradleNamedMokoClassIsLaidOut() throws {
        let gradle = folder.appendingPathComponent("i18n/build.gradle.kts")
        try FileManager.default.createDirectory(at: gradle.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "multiplatformResources {\n    resourcesClassName.set(\"AppMR\")\n}\n".write(to: gradle, atomically: true, encoding: .utf8)
        let result = try importComposeApp(["app/src/main/kotlin/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Screen() {
                Column {
                    Text(stringResource(AppMR.strings.named_title))
                    Text(stringResource(OtherMR.strings.unnamed_title))
                }
            }
            """], in: folder)
        let keys = Set(result.screens.flatMap(\.elements).compactMap(\.key))
        XCTAssertTrue(keys.contains("named_title"), "\(keys)")
        XCTAssertFalse(keys.contains("unnamed_title"))
    }

    /// A plural's format argument that is its own count (`pluralStringResource(R.plurals.pages, n, n)`) is an
    /// `Int`: `%1$s` shows its digits (java.util.Formatter's `s` is `toString()`), not the name the tool
    /// otherwise puts in a `%s`; so does the count formatted (`n.format()`). Another argument (`name`) keeps the default.
    func testAPluralsCountGivenAsAStringArgumentIsANumber() throws {
        let result = try importComposeApp(["app/src/main/kotlin/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Screen(n: Int, name: String) {
                Column {
                    Text(pluralStringResource(R.plurals.pages, n, n))
                    Text(pluralStringResource(R.plurals.items, n, name, n))
                    Text(pluralStringResource(R.plurals.others, n, name))
                    Text(pluralStringResource(R.plurals.today, state.today, state.today.format()))
                    Text(pluralStringResource(R.plurals.named, n, n.describe(name)))
                }
            }
            """], in: folder)
        let elements = Dictionary(uniqueKeysWithValues: result.screens.flatMap(\.elements).compactMap { element in element.key.map { ($0, element) } })
        XCTAssertEqual(elements["pages"]?.samples, ["%1$s": "42"])
        XCTAssertEqual(elements["items"]?.samples, ["%2$s": "42"])
        XCTAssertEqual(elements["others"]?.samples, [:])
        // A call without arguments on the count writes that number (`fun Number.format() = numberFormat.format(this)`);
        // one that takes other values may write anything.
        XCTAssertEqual(elements["today"]?.samples, ["%1$s": "42"])
        XCTAssertEqual(elements["named"]?.samples, [:])
        let entry = Entry(key: "pages", table: "strings", locale: "pl", variant: "plural.few", value: "%1$s strony",
                          location: SourceLocation(file: "strings.xml", line: 1, column: 1), placeholderSyntax: .android)
        XCTAssertEqual(LabelText.compose(entry, siblings: [entry], samples: elements["pages"]!.samples, transform: .none, locale: "pl"),
                       "\(Int(LabelText.number(for: "few", locale: "pl"))) strony", "the few form's own number (CLDR few: 2–4, 22–24, …)")
        XCTAssertNotEqual(LabelText.number(for: "few", locale: "pl"), LabelText.defaultInteger)
        // In the `one` form the count is 1 (CLDR: Polish `one` is i = 1 and v = 0), not the tool's 42.
        let one = Entry(key: "pages", table: "strings", locale: "pl", variant: "plural.one", value: "%1$s strona",
                        location: SourceLocation(file: "strings.xml", line: 2, column: 1), placeholderSyntax: .android)
        XCTAssertEqual(LabelText.compose(one, siblings: [one], samples: elements["pages"]!.samples, transform: .none, locale: "pl"), "1 strona")
    }

    /// Hostile growth: 20,000 aliases and 200,000 uses read in linear time, every offset kept.
    func testManyAliasesAndUsesAreReadInLinearTime() {
        var source = ""
        for i in 0..<20_000 { source += "import app.m\(i).R as R\(i)\n" }
        for i in 0..<200_000 { source += "f(R\(i % 20_000).string.k\(i)) \n" }
        let bytes = Array(source.utf8)
        XCTAssertEqual(KotlinImportAliases.resourceAliases(bytes).count, 20_000)
        let resolved = KotlinImportAliases.resolving(bytes)
        XCTAssertEqual(resolved.count, bytes.count)
        XCTAssertEqual(SourceScan(resolved).occurrences(of: "R.string.").count, 200_000)
        let tokens = KotlinImportAliases.resolving(KotlinTokenizer.tokens(bytes), aliases: KotlinImportAliases.resourceAliases(bytes))
        // Only the imports' own aliases are left as written; each use is `R` now (the imports name `R` too).
        XCTAssertEqual(tokens.filter { $0.text.hasPrefix("R") && $0.text.count > 1 }.count, 20_000)
        XCTAssertEqual(tokens.filter { $0.text == "R" }.count, 200_000 + 20_000)
    }

    /// Code in any source set that names the app's shared strings without importing Compose (a `jvmMain` data
    /// provider building `ItemValue(Res.string.vram, …)`) is read: its keys get their reason, not "named by no
    /// code site".
    func testSharedStringsNamedOutsideComposeFilesAreRead() throws {
        let provider = """
            package app.data
            import app.shared.Res
            import app.shared.vram
            class GpuDataProvider {
                fun items() = listOf(ItemValue.NameResource(Res.string.vram, "1 GB"))
            }
            """
        let plain = """
            package app.data
            class Plain { fun f() = 1 }
            """
        let screen = """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Gpu() { Text(stringResource(Res.string.gpu_title)) }
            """
        let result = try importComposeApp(["shared/src/jvmMain/kotlin/GpuDataProvider.jvm.kt": provider,
                                           "shared/src/jvmMain/kotlin/Plain.kt": plain,
                                           "shared/src/commonMain/kotlin/Gpu.kt": screen], in: folder)
        // A file of no Compose: its keys are keys the code names, ranked after other importers' reasons.
        let reasons = Dictionary((result.screens.flatMap(\.skipped) + result.screens.flatMap(\.keysNamedInCode)).compactMap { skip in skip.key.map { ($0, skip.reason) } },
                                 uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(reasons["vram"], "in code that is no composable (a view model, a mapper: where it shows is decided at run time)")
        let paths = ["shared/src/jvmMain/kotlin/GpuDataProvider.jvm.kt", "shared/src/jvmMain/kotlin/Plain.kt", "shared/src/commonMain/kotlin/Gpu.kt"]
            .map { folder.appendingPathComponent($0).path }
        XCTAssertEqual(Set(ComposeImporter.sources(paths)), [paths[0], paths[2]])
    }
}
