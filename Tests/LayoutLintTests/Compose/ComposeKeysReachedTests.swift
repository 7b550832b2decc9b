import Foundation
@testable import LayoutLint
import XCTest

/// Keys reached through the app's other Kotlin files (issue 33): a view model's dialog states smart-cast in a
/// `when`, extension functions that return the app's text class, a lazy list's extension functions, a string table
/// imported by its full name, and the coverage reason of every key the Kotlin code names. Each snippet is written
/// here; the expected keys are those its code shows, read off the snippet.
final class ComposeKeysReachedTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func keys(_ result: ImportResult, _ screen: String) throws -> [String] {
        try XCTUnwrap(result.screens.first { $0.name == screen }, "no screen \(screen)").elements.compactMap(\.key).sorted()
    }

    /// The reason the coverage gives each key the Kotlin code names and no screen lays out.
    func unlaidReasons(_ result: ImportResult) -> [String: String] {
        var reasons: [String: String] = [:]
        for skip in result.screens.flatMap(\.skipped) + result.screens.flatMap(\.keysNamedInCode) {
            if let key = skip.key, reasons[key] == nil { reasons[key] = skip.reason }
        }
        return reasons
    }

    /// The app's text class (`Text`, held by `ResText`, made by `Int.asText()`), as the tests' apps declare it.
    static let textClass = """
        package app.text
        import androidx.compose.runtime.Composable
        interface Text {
            @Composable
            operator fun invoke(): String
        }
        private data class ResText(private val id: Int) : Text {
            @Composable
            override fun invoke(): String = stringResource(id)
        }
        fun Int.asText(): Text = ResText(this)
        """

    /// `when (val dialog = state.dialog) { is DialogState.Error -> … }`: in the branch `dialog` is an instance of
    /// `DialogState.Error`, and the view model (a file that imports no Compose) constructs two of them with
    /// different titles: both are variants of the dialog's title. The `Loading` branch reads the one `Loading`
    /// the view model builds. A class of the same simple name in another package (`other.DialogState.Error`) is
    /// not this one: its key is not shown here.
    func testSmartCastDialogStateReadsTheViewModelsConstructions() throws {
        let result = try importComposeApp(["app/text/Text.kt": Self.textClass, "app/feature/ExportViewModel.kt": """
            package app.feature
            import app.text.Text
            import app.text.asText
            class ExportViewModel {
                fun fail(network: Boolean) {
                    state = state.copy(dialog = ExportState.DialogState.Error(
                        title = if (network) R.string.network_error.asText() else R.string.generic_error.asText(),
                    ))
                    state = state.copy(dialog = ExportState.DialogState.Error(title = R.string.export_failed.asText()))
                    state = state.copy(dialog = ExportState.DialogState.Loading(R.string.exporting.asText()))
                }
            }
            data class ExportState(val dialog: DialogState?) {
                sealed class DialogState {
                    data class Error(val title: Text) : DialogState()
                    data class Loading(val message: Text) : DialogState()
                }
            }
            """, "app/other/OtherViewModel.kt": """
            package app.other
            import app.text.asText
            class OtherViewModel {
                fun fail() { state = OtherState(DialogState.Error(title = R.string.other_error.asText())) }
            }
            data class OtherState(val dialog: DialogState?)
            sealed class DialogState { data class Error(val title: Text) : DialogState() }
            """, "app/feature/ExportScreen.kt": """
            package app.feature
            import androidx.compose.runtime.Composable
            @Composable
            fun ExportScreen(state: ExportState) {
                when (val dialog = state.dialog) {
                    is ExportState.DialogState.Error -> Text(text = dialog.title(), maxLines = 1)
                    is ExportState.DialogState.Loading -> Text(text = dialog.message(), maxLines = 1)
                    null -> Unit
                }
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "ExportScreen"), ["export_failed", "exporting", "generic_error", "network_error"])
        XCTAssertFalse(result.screens.contains { $0.elements.contains { $0.key == "other_error" } })
    }

    /// The constructions found are capped (`ComposeProgram.maximumVariants`): 30 constructions give 24 variants, each
    /// one of the 30 keys.
    func testSmartCastVariantsAreCapped() throws {
        let calls = (0..<30).map { "        show(State.Error(R.string.error_\($0)))" }.joined(separator: "\n")
        let result = try importComposeApp(["app/ViewModel.kt": """
            package app
            class ViewModel {
                fun fail() {
            \(calls)
                }
            }
            sealed class State { data class Error(val title: Int) : State() }
            """, "app/Screen.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun ErrorScreen(state: State) {
                when (val current = state) {
                    is State.Error -> Text(stringResource(current.title), maxLines = 1)
                    else -> Unit
                }
            }
            """], in: folder)
        let shown = try keys(result, "ErrorScreen")
        XCTAssertEqual(shown.count, ComposeProgram.maximumVariants)
        XCTAssertTrue(Set(shown).isSubset(of: (0..<30).map { "error_\($0)" }))
    }

    /// `fun LazyListScope.section()` (no `@Composable`): its `item { … }` content is the calling `LazyColumn`'s,
    /// padded 16 dp a side there (360 − 2 × 16), and the function is no screen of its own.
    func testALazyListScopeExtensionAddsItemsToTheListThatCallsIt() throws {
        let result = try importComposeApp(["app/Screen.kt": """
            package app
            import androidx.compose.foundation.lazy.LazyListScope
            import androidx.compose.runtime.Composable
            fun LazyListScope.accountSection(showDelete: Boolean) {
                item { Text(stringResource(R.string.account_title), maxLines = 1) }
                if (showDelete) { item { Text(stringResource(R.string.delete_account), maxLines = 1) } }
            }
            @Composable
            fun SettingsScreen() {
                LazyColumn(modifier = Modifier.padding(horizontal = 16.dp)) {
                    accountSection(showDelete = true)
                }
            }
            """], in: folder)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "SettingsScreen" })
        XCTAssertEqual(try keys(result, "SettingsScreen"), ["account_title", "delete_account"])
        XCTAssertEqual(try composeTextWidth(screen, "account_title", natural: ["account_title": 600]), 360 - 2 * 16)
        XCTAssertFalse(result.screens.contains { $0.name == "accountSection" })
    }

    /// An extension function declared to return the app's text class (`fun Timeout.displayText(): Text = when
    /// (this) { … }`) in a file of no Compose: `timeout.displayText()` shows each branch's resource.
    func testAnExtensionReturningTheTextClassReachesItsKeys() throws {
        let result = try importComposeApp(["app/text/Text.kt": Self.textClass, "app/model/TimeoutExtensions.kt": """
            package app.model
            import app.text.Text
            import app.text.asText
            enum class Timeout { Immediately, Never }
            fun Timeout.displayText(): Text = when (this) {
                Timeout.Immediately -> R.string.immediately.asText()
                Timeout.Never -> R.string.never.asText()
            }
            """, "app/Screen.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun TimeoutRow(timeout: Timeout) {
                SelectionRow(text = timeout.displayText())
            }
            @Composable
            fun SelectionRow(text: Text) { Text(text = text(), maxLines = 1) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "TimeoutRow"), ["immediately", "never"])
    }

    /// `option.displayLabel()` with `option` a parameter of unknown type: the app declares `displayLabel` as an
    /// extension of one receiver type (`Timeout`) and no class has a member of that name, so it is that extension,
    /// each branch of its `when (this)` a variant. `label` is also a data class's member: not followed.
    func testAnExtensionPropertyOnAReceiverOfUnknownType() throws {
        let result = try importComposeApp(["app/text/Text.kt": Self.textClass, "app/model/Timeout.kt": """
            package app.model
            import app.text.Text
            import app.text.asText
            enum class Timeout { Immediately, Never }
            val Timeout.displayLabel: Text
                get() = when (this) {
                    Timeout.Immediately -> R.string.immediately.asText()
                    Timeout.Never -> R.string.never.asText()
                }
            val Timeout.label: Int get() = R.string.timeout_label
            data class Row(val label: Int)
            """, "app/Screen.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun TimeoutOption(option: Timeout) {
                Column {
                    Text(text = option.displayLabel(), maxLines = 1)
                    Text(text = stringResource(option.label), maxLines = 1)
                }
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "TimeoutOption"), ["immediately", "never"])
    }

    /// `import app.R.string` makes `string.x` the resource `R.string.x` in that file (Kotlin imports a nested class
    /// by its full name); `import app.R.string as S` alike under the alias.
    func testAStringTableImportedByItsFullName() throws {
        XCTAssertEqual(KotlinImportAliases.resourceAliases(Array("import app.R.string\nimport app.R.plurals as P\n".utf8)),
                       ["string": "R.string", "P": "R.plurals"])
        XCTAssertEqual(KotlinImportAliases.resourceAliases(Array("import app.R\nimport app.model.string\n".utf8)), [:])
        let result = try importComposeApp(["app/Screen.kt": """
            package app
            import androidx.compose.runtime.Composable
            import app.R.string
            @Composable
            fun Title() {
                Text(stringResource(string.screen_title), maxLines = 1)
            }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Title"), ["screen_title"])
    }

    /// Every key the Kotlin code names and no screen lays out has a reason of its own: a view model's (code that
    /// is no composable), a constructor's default value (a declaration); none is left to "not named".
    func testKeysNamedInCodeHaveTheirOwnReasons() throws {
        let result = try importComposeApp(["app/text/Text.kt": Self.textClass, "app/LoginViewModel.kt": """
            package app
            import app.text.Text
            import app.text.asText
            class LoginViewModel {
                fun submit() { toast(R.string.logged_in) }
            }
            data class LoginState(val message: Text = R.string.default_message.asText())
            """, "app/Screen.kt": """
            package app
            import androidx.compose.runtime.Composable
            @Composable
            fun Login() { Text(stringResource(R.string.login), maxLines = 1) }
            """], in: folder)
        XCTAssertEqual(try keys(result, "Login"), ["login"])
        let reasons = unlaidReasons(result)
        XCTAssertEqual(reasons["logged_in"], "in code that is no composable (a view model, a mapper: where it shows is decided at run time)")
        XCTAssertEqual(reasons["default_message"], ComposeImporter.declarationReason)
    }

    /// `sources` reads a view model that imports no Compose when it names the app's strings, also through a
    /// type alias another file declares (`typealias AppString = app.R.string`); a file that names none is left out.
    func testSourcesIncludeFilesThatNameTheAppsStrings() throws {
        let files: [String: String] = [
            "app/Screen.kt": "package app\nimport androidx.compose.runtime.Composable\n@Composable fun S() {}\n",
            "app/Resources.kt": "package app\ntypealias AppString = app.R.string\n",
            "app/LoginViewModel.kt": "package app\nclass LoginViewModel { val title = AppString.login }\n",
            "app/Repository.kt": "package app\nclass Repository { fun load() = 1 }\n",
        ]
        let paths = try writeKotlinFiles(files, in: folder)
        let read = Set(ComposeImporter.sources(paths).map { ($0 as NSString).lastPathComponent })
        XCTAssertEqual(read, ["Screen.kt", "Resources.kt", "LoginViewModel.kt"])
        XCTAssertEqual(ComposeImporter.stringTableAliases(Array("public typealias AppString = com.app.R.string\ntypealias Other = Foo\n".utf8)),
                       ["AppString"])
    }

    /// A key named in a composable a screen lays out that no element shows has the reason of where it stands: in
    /// a callback (`onClick`) or an effect (`LaunchedEffect`), in a slot of a composable whose lambdas the reader
    /// does not walk (`IconButton`'s content), a lambda that builds a value (`buildAnnotatedString` under a branch; one
    /// that appends several parts is a text made of them), an action's
    /// spoken label (`onClickLabel`), or handed on in code the reader walked (a state it sets). Only a composable no
    /// screen walks keeps "does not reach from a screen".
    func testKeysInALaidOutComposableSayWhereTheirTextGoes() throws {
        let result = try importComposeApp(["app/ui/Screen.kt": """
            package app.ui
            import androidx.compose.runtime.Composable
            @Composable
            fun Screen(onTitle: (String) -> Unit) {
                var error by remember { mutableStateOf<String?>(null) }
                val saved = stringResource(R.string.saved)
                LaunchedEffect(Unit) { onTitle(getString(R.string.screen_title)) }
                Column {
                    Text(stringResource(R.string.shown))
                    Button(onClick = { error = saved }) { Text(stringResource(R.string.save)) }
                    IconButton(onClick = {}) { Text(stringResource(R.string.in_icon_button)) }
                    Text(buildAnnotatedString {
                        append(stringResource(R.string.built_part))
                        append(": ")
                    })
                    Text(buildAnnotatedString {
                        if (open) append(stringResource(R.string.built_branch))
                    })
                    Row(modifier = Modifier.clickable(onClickLabel = stringResource(id = if (open) R.string.collapse else R.string.expand), onClick = {})) {}
                }
            }
            """], in: folder)
        let reasons = unlaidReasons(result)
        XCTAssertEqual(try keys(result, "Screen"), ["save", "shown"])
        XCTAssertEqual(reasons["screen_title"], ComposeImporter.unwalkedLambdaReason(.init(offset: 0, call: "LaunchedEffect", label: nil)))
        XCTAssertEqual(reasons["in_icon_button"], ComposeImporter.unwalkedLambdaReason(.init(offset: 0, call: "IconButton", label: nil)))
        XCTAssertTrue(reasons["in_icon_button"]?.contains("`IconButton`") == true)
        XCTAssertEqual(reasons["saved"], ComposeImporter.walkedComposableReason)
        // A lambda given to a function (lower camel case) builds a value: no slot. A builder that appends parts
        // shows them as one text.
        XCTAssertTrue(reasons["built_branch"]?.contains("builds a value") == true, reasons["built_branch"] ?? "none")
        XCTAssertEqual(reasons["built_part"], "text built from parts with `buildAnnotatedString` (laid out only as a whole, at run time)")
        // An action's accessibility label (foundation `clickable(onClickLabel)`) is spoken, whatever branch picks it.
        XCTAssertEqual(reasons["expand"], "an accessibility action's label (`onClickLabel`: spoken by TalkBack, not laid out)")
        XCTAssertEqual(reasons["collapse"], reasons["expand"])
    }
}
