import Foundation
@testable import LayoutLint
import XCTest

/// A property read on a value whose static type is one of the app's classes (`language.name` with `language:
/// Language`): every instance is made by one of the program's constructor calls of the class or of a subclass
/// (Kotlin spec, "Classifier declaration", "Enum class declaration", "Sealed classes and interfaces"), so the
/// text is one of the arguments they give the property, each a variant, when every one is a string resource;
/// otherwise the text stays skipped with the reason.
final class ComposeHierarchyValuesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-hierarchy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func screen(_ result: ImportResult, _ name: String) throws -> LayoutScreen {
        try XCTUnwrap(result.screens.first { $0.name == name }, "no screen \(name): \(result.screens.map(\.name))")
    }

    func keys(_ result: ImportResult, _ name: String) throws -> [String] {
        try screen(result, name).elements.compactMap(\.key).sorted()
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
    /// class's member of the same name does not hide it: the receiver's type chooses), and a name of the app
    /// declared twice decides nothing.
    func testExtensionsAndAmbiguousNamesKeepTheirReading() throws {
        let result = try importComposeApp(["app/Sort.kt": """
            package app
            import androidx.compose.runtime.Composable
            enum class Sort { Hot, New }
            val Sort.label: Int
                get() = when (this) {
                    Sort.Hot -> R.string.sort_hot
                    Sort.New -> R.string.sort_new
                }
            @Composable
            fun SortLabel(sort: Sort) { Text(stringResource(sort.label)) }
            """, "app/a/Kind.kt": """
            package app.a
            class Kind(val label: Int)
            val kinds = listOf(Kind(R.string.kind_a))
            """, "app/b/Kind.kt": """
            package app.b
            import androidx.compose.runtime.Composable
            class Kind(val label: Int)
            @Composable
            fun KindLabel(kind: Kind) { Text(stringResource(kind.label)) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "SortLabel"), ["sort_hot", "sort_new"])
        XCTAssertEqual(try keys(result, "KindLabel"), [])
        XCTAssertEqual(try reasons(result, "KindLabel"), ["property `label` of `Kind`: the app declares more than one `Kind`"])
    }
}
