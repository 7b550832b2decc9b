import Foundation
@testable import LayoutLint
import XCTest

/// String accessors (`ComposeAccessors`): a member whose body is one string-resource call is its key,
/// laid out where a use on a receiver of its type stands (a `CompositionLocal`'s `.current`, a local value, a
/// parameter of the type), as a direct `stringResource` call there would be; a name classes of one type give
/// different keys, and a member no use of which is resolved, are keys with their own reason. Widths are
/// derived from the snippets' modifiers with a fake measurement (`natural` widths).
final class ComposeAccessorsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-accessors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The accessor interface, one class implementing it with resource calls, and the `CompositionLocal`
    /// providing it, in files of their own (as an app declares them).
    static let strings = """
        package app.l10n
        import androidx.compose.runtime.Composable
        interface Strings {
            val actionSave: String @Composable get
            val settingsTitle: String
                @Composable get
            fun daysAgo(count: Int): String
            fun greeting(name: String): String
        }
        """
    static let sharedStrings = """
        package app.resources
        import androidx.compose.runtime.Composable
        import org.jetbrains.compose.resources.stringResource
        internal class SharedStrings : app.l10n.Strings {
            override val actionSave: String
                @Composable get() = stringResource(Res.string.action_save)
            override val settingsTitle: String @Composable get() {
                return stringResource(Res.string.settings_title)
            }
            @Composable
            override fun daysAgo(count: Int): String = pluralStringResource(Res.plurals.days_ago, count, count)
            @Composable
            override fun greeting(name: String): String = stringResource(Res.string.greeting_format, name)
        }
        """
    static let local = """
        package app.l10n
        import androidx.compose.runtime.staticCompositionLocalOf
        import androidx.compose.runtime.ProvidableCompositionLocal
        val LocalStrings: ProvidableCompositionLocal<Strings> = staticCompositionLocalOf { error("no strings") }
        """

    func importApp(_ screen: String, extra: [String: String] = [:]) throws -> ImportResult {
        var files = ["l10n/Strings.kt": Self.strings, "resources/SharedStrings.kt": Self.sharedStrings, "l10n/ProvideStrings.kt": Self.local,
                     "ui/Screen.kt": screen]
        for (path, text) in extra { files[path] = text }
        return try importComposeApp(files, in: folder, relativePaths: false)
    }

    func width(_ screen: LayoutScreen, _ key: String, natural: [String: Double], screenWidth: Double = 360) throws -> Double? {
        try composeTextWidth(screen, key, natural: natural, screenWidth: screenWidth)
    }

    /// `LocalStrings.current.actionSave` is the key its class's getter names, laid out where it is used (the
    /// screen's line, not the accessor's), in the padded column (360 − 2 × 16); a block getter
    /// (`get() { return stringResource(…) }`) alike. The accessor's own declaration is not reported "in a property".
    func testACompositionLocalsAccessorIsLaidOutWhereItIsUsed() throws {
        let result = try importApp("""
            package app.ui
            @Composable
            fun Settings() {
                Column(modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                    Text(text = LocalStrings.current.actionSave, maxLines = 1)
                    Text(LocalStrings.current.settingsTitle)
                }
            }
            """)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Settings" })
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["action_save", "settings_title"])
        let save = try XCTUnwrap(screen.elements.first { $0.key == "action_save" })
        XCTAssertTrue(save.location.file.hasSuffix("ui/Screen.kt"), save.location.file)
        XCTAssertEqual(save.location.line, 5)
        XCTAssertEqual(save.maxLines, 1)
        XCTAssertEqual(try width(screen, "action_save", natural: ["action_save": 600]), 360 - 2 * 16)
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertFalse(skipped.contains { $0.reason.contains("in a property") }, "\(skipped)")
    }

    /// A local value bound to the `CompositionLocal` (`val strings = LocalStrings.current`), a parameter declared
    /// of the accessor type given one by the caller, and a root's parameter of the type given none: each use is
    /// the member's key.
    func testLocalValuesAndParametersOfTheAccessorType() throws {
        let result = try importApp("""
            package app.ui
            @Composable
            fun Title(strings: Strings) { Text(strings.settingsTitle, maxLines = 1) }
            @Composable
            fun Home() {
                val strings = LocalStrings.current
                Column {
                    Text(strings.actionSave, maxLines = 1)
                    Title(strings = strings)
                }
            }
            @Composable
            fun Detached(labels: app.l10n.Strings?) { Button(onClick = {}) { Text(labels!!.actionSave) } }
            """)
        let home = try XCTUnwrap(result.screens.first { $0.name == "Home" })
        XCTAssertEqual(home.elements.compactMap(\.key).sorted(), ["action_save", "settings_title"])
        XCTAssertEqual(home.elements.first { $0.key == "settings_title" }?.location.line, 3)
        let detached = try XCTUnwrap(result.screens.first { $0.name == "Detached" })
        XCTAssertEqual(detached.elements.compactMap(\.key), ["action_save"])
    }

    /// A function accessor is its body read with the call's arguments: a plural's key (each quantity a value), a
    /// format whose argument is another resource's text (skipped as a format argument where it is named).
    func testFunctionAccessorsTakeTheirArguments() throws {
        let result = try importApp("""
            package app.ui
            @Composable
            fun Feed(age: Int) {
                Column {
                    Text(LocalStrings.current.daysAgo(age), maxLines = 1)
                    Text(LocalStrings.current.greeting(stringResource(Res.string.guest)), maxLines = 1)
                }
            }
            """)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Feed" })
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["days_ago", "greeting_format"])
        XCTAssertEqual(screen.elements.first { $0.key == "days_ago" }?.location.line, 5)
        let guest = try XCTUnwrap(screen.skipped.first { $0.key == "guest" })
        XCTAssertTrue(guest.reason.contains("format argument"), guest.reason)
        XCTAssertEqual(guest.location.line, 6)
    }

    /// Two classes of one type giving a name different keys leave which one shows to run time: the use is a
    /// skip, and both keys carry that reason; a member no resolved use reads (`item.actionSave` on a value of
    /// no decided type, `contentDescription`) has its own reason, or the use's.
    func testAmbiguousAndUnresolvedAccessorsHaveTheirReasons() throws {
        let other = """
            package app.resources
            import androidx.compose.runtime.Composable
            class LegacyStrings : Strings {
                override val actionSave: String @Composable get() = stringResource(Res.string.legacy_save)
                override val settingsTitle: String @Composable get() = stringResource(Res.string.settings_title)
                override fun daysAgo(count: Int): String = ""
                override fun greeting(name: String): String = ""
            }
            """
        let result = try importApp("""
            package app.ui
            @Composable
            fun Screen(item: Item) {
                Column {
                    Text(LocalStrings.current.actionSave, maxLines = 1)
                    Text(item.settingsTitle, maxLines = 1)
                    Icon(Icons.Default.Add, contentDescription = LocalStrings.current.daysAgo(1))
                }
            }
            """, extra: ["resources/LegacyStrings.kt": other])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        XCTAssertTrue(screen.elements.isEmpty, "\(screen.elements.map(\.key))")
        XCTAssertTrue(screen.skipped.contains { $0.reason == ComposeAccessors.ambiguousReason && $0.location.line == 5 }, "\(screen.skipped)")
        let named = result.screens.flatMap(\.keysNamedInCode)
        XCTAssertEqual(Set(named.filter { $0.reason == ComposeAccessors.ambiguousReason }.compactMap(\.key)), ["action_save", "legacy_save"])
        // Both classes give `settingsTitle` the same key: it resolves, but no use of it was (`item` is no Strings).
        XCTAssertEqual(Set(named.filter { $0.reason == ComposeAccessors.unresolvedReason }.compactMap(\.key)), ["settings_title", "days_ago", "greeting_format"])
        let description = try XCTUnwrap(result.screens.flatMap(\.skipped).first { $0.key == "days_ago" })
        XCTAssertTrue(description.reason.contains("content description"), description.reason)
        XCTAssertEqual(description.location.line, 7)
    }

    /// An accessor `object` (its name is the receiver) and a `compositionLocalOf<T>` with a type argument: the
    /// object's members are its keys. A member of a class no accessor type reaches (`item.actionSave` where
    /// only an unrelated class declares `actionSave` with a getter of data) is not one.
    func testAccessorObjectsAndTypeArguments() throws {
        let result = try importApp("""
            package app.ui
            object Labels {
                val retry: String @Composable get() = stringResource(Res.string.retry)
            }
            val LocalLabels = compositionLocalOf<Labels> { Labels }
            data class Item(val name: String) { val actionSave: String get() = name }
            @Composable
            fun Failure(item: Item) {
                Row {
                    Button(onClick = {}) { Text(Labels.retry) }
                    Button(onClick = {}) { Text(LocalLabels.current.retry) }
                    Text(item.actionSave)
                }
            }
            """)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Failure" })
        XCTAssertEqual(screen.elements.compactMap(\.key), ["retry", "retry"])
        XCTAssertEqual(screen.elements.map(\.location.line), [10, 11])
    }

    /// An extension function of the app called on a receiver (`sortType.label()`) returns its body's texts, with
    /// `this` the receiver: each `when` branch a value (the first laid out, the others variants), as a call
    /// without a receiver is read. A member function called on a receiver is not the app's extension; a name
    /// the app declares extensions of on two types (`AppColor.readable()`, `UiTheme.readable()`) is chosen by
    /// the receiver's type, which the reader does not know: not followed.
    func testAnExtensionFunctionOnAReceiverReturnsItsTexts() throws {
        let result = try importApp("""
            package app.ui
            @Composable
            fun SortType?.label(): String = when (this) {
                SortType.New -> LocalStrings.current.actionSave
                else -> stringResource(Res.string.sort_top)
            }
            @Composable
            fun AppColor.readable(): String = stringResource(Res.string.color_blue)
            @Composable
            fun UiTheme.readable(): String = stringResource(Res.string.theme_dark)
            @Composable
            fun Sorting(sortType: SortType?, route: Route, theme: UiTheme) {
                Column {
                    Text(sortType.label(), maxLines = 1)
                    Text(route.title(), maxLines = 1)
                    Text(theme.readable(), maxLines = 1)
                }
            }
            """)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Sorting" })
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["action_save", "sort_top"])
        XCTAssertEqual(screen.elements.first { $0.key == "action_save" }?.location.line, 4)
    }

    /// A menu's content passed through the app's wrapper (`DropdownMenu(content = content)` in another file) is
    /// read in its caller's scope: its element stands in the caller's file, at the accessor's use.
    func testAMenuContentPassedOnIsReadInItsCallersScope() throws {
        let menu = """
            package app.ui
            @Composable
            fun AppMenu(expanded: Boolean, content: @Composable ColumnScope.() -> Unit) {
                DropdownMenu(expanded = expanded, onDismissRequest = {}, content = content)
            }
            """
        let result = try importApp("""
            package app.ui
            @Composable
            fun Viewer(scale: Int) {
                AppMenu(expanded = true) {
                    DropdownMenuItem(
                        text = {
                            val text = when (scale) {
                                1 -> LocalStrings.current.settingsTitle
                                else -> LocalStrings.current.actionSave
                            }
                            Text(text)
                        },
                        onClick = {},
                    )
                }
            }
            """, extra: ["ui/AppMenu.kt": menu])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Viewer" })
        XCTAssertEqual(screen.elements.compactMap(\.key).sorted(), ["action_save", "settings_title"])
        for element in screen.elements {
            XCTAssertTrue(element.location.file.hasSuffix("ui/Screen.kt"), element.location.description)
        }
        XCTAssertEqual(screen.elements.first { $0.key == "settings_title" }?.location.line, 8)
    }

    /// What the parser keeps for accessors: getters (an expression, a block of one statement, the type's own
    /// annotated getter), their owner, the types' supertypes and members, a call's type arguments, functions on
    /// a nullable receiver; an annotation on the next line stays the next declaration's.
    func testParserKeepsGettersOwnersAndSupertypes() throws {
        let file = KotlinParser.parse(bytes: Array("""
            interface Strings { val a: String @Composable get }
            internal class Shared @Inject constructor(x: Int) : app.l10n.Strings, Base(), Other by impl {
                override val a: String
                    @Composable get() = stringResource(Res.string.a)
                val b: String get() { return stringResource(Res.string.b) }
                val c: Int
                @Composable
                fun d(): String = stringResource(Res.string.d)
            }
            val LocalStrings = staticCompositionLocalOf<Strings?> { null }
            @Composable
            fun SortType?.label(): String = ""
            """.utf8), display: "Strings.kt")
        XCTAssertEqual(file.types.map(\.name), ["Strings", "Shared"])
        XCTAssertEqual(file.types[1].supertypes, ["Strings", "Base", "Other"])
        XCTAssertEqual(file.types[0].members, ["a"])
        XCTAssertEqual(file.types[1].members, ["a", "b", "c", "d"])
        XCTAssertEqual(file.getters.map(\.name), ["a", "b"])
        XCTAssertEqual(file.getters.map(\.owner), [1, 1])
        XCTAssertEqual(file.getters.map(\.type), ["String", "String"])
        let d = try XCTUnwrap(file.functions.first { $0.name == "d" })
        XCTAssertTrue(d.isComposable)
        XCTAssertEqual(d.owner, 1)
        let label = try XCTUnwrap(file.functions.first { $0.name == "label" })
        XCTAssertTrue(label.isComposable && label.hasReceiver && label.owner == nil)
        guard case .call(let local)? = file.properties.first(where: { $0.name == "LocalStrings" })?.value else { return XCTFail("no LocalStrings") }
        XCTAssertEqual(local.typeArguments, "Strings?")
    }

    /// A hostile hierarchy (a cycle of supertypes, thousands of classes implementing one interface with
    /// different keys) and many uses stay linear and decide nothing wrongly.
    func testHostileHierarchiesStayBounded() throws {
        var text = "package app.ui\ninterface S : T { val x: String }\ninterface T : S\nval LocalS = compositionLocalOf<S> { error(\"\") }\n"
        for index in 0..<2_000 {
            text += "class C\(index) : S { override val x: String @Composable get() = stringResource(Res.string.k\(index % 2)) }\n"
        }
        text += "@Composable\nfun Screen() { Column {\n" + String(repeating: "Text(LocalS.current.x)\n", count: 2_000) + "} }\n"
        let url = folder.appendingPathComponent("Hostile.kt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let result = ComposeImporter.read(files: [url.path], settings: AndroidImportSettings(targetSdk: 34))
        XCTAssertTrue(result.screens.allSatisfy { $0.elements.isEmpty })
        XCTAssertEqual(Set(result.screens.flatMap(\.keysNamedInCode).map(\.reason)), [ComposeAccessors.ambiguousReason])
    }
}
