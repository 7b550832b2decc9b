import Foundation
import XCTest
@testable import LayoutLint

/// Keys as Xcode's string extraction writes them for SwiftUI sites. Expectations follow Apple's
/// documentation of `LocalizedStringKey` ("Text(\"Hello, \\(name)\")" is the key "Hello, %@"; an `Int`
/// interpolation is `%lld`, `LocalizedStringKey.StringInterpolation.appendInterpolation(_:specifier:)` uses the
/// given specifier) and of `Text.init(verbatim:)` / `Text.init(_: some StringProtocol)` (not localized).
final class SwiftUIKeyTests: XCTestCase {
    func testLiteralSitesAndInterpolation() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let count: Int
            let name: String
            let ratio: Double
            var body: some View {
                VStack {
                    Text("plain.key")
                    Text("posts \\(count)")
                    Text("hello \\(name)")
                    Text("ratio \\(ratio, specifier: "%.1f") 100%")
                    Text("table.key", tableName: "Settings")
                    Label("label.key", systemImage: "gear")
                    Button("button.key") { }
                    Toggle("toggle.key", isOn: .constant(true))
                    Link("link.key", destination: URL(string: "https://example.com")!)
                    TextField("field.key", text: .constant(""))
                    Text(NSLocalizedString("ns.key", comment: ""))
                    Text(String(localized: "resource.key"))
                    Text(LocalizedStringKey("explicit.key"))
                }
            }
        }
        """])
        let keys = Set(result.screens.flatMap(\.elements).compactMap(\.key))
        XCTAssertEqual(keys, ["plain.key", "posts %lld", "hello %@", "ratio %.1f 100%%", "table.key", "label.key", "button.key",
                              "toggle.key", "link.key", "field.key", "ns.key", "resource.key", "explicit.key"])
        XCTAssertEqual(element(result, key: "table.key")?.table, "Settings")
        XCTAssertEqual(element(result, key: "field.key")?.kind, .textField)
        // The layout location is the literal's line:column in the Swift file.
        let plain = try XCTUnwrap(element(result, key: "plain.key"))
        XCTAssertEqual(plain.location, SourceLocation(file: "Screen.swift", line: 8, column: 18))
    }

    /// A text field given a `prompt:`: on iOS the prompt is the placeholder and the title is only VoiceOver's
    /// (Apple documentation, `TextField`, “Text field prompts”): the prompt is laid out, the title skipped with
    /// the reason. A macOS form shows both: the title at the field's leading edge, the prompt inside.
    func testATextFieldsPromptIsItsPlaceholderOnIOS() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            @State var code = ""
            var body: some View {
                Form {
                    TextField("region.title", text: $code, prompt: Text("region.prompt"))
                    SecureField("secret.title", text: $code, prompt: Text(verbatim: "••••"))
                    TextField("plain.title", text: $code)
                }
            }
        }
        """
        let phone = importSwiftUI(["Pane.swift": pane])
        XCTAssertEqual(Set(phone.screens.flatMap(\.elements).compactMap(\.key)), ["region.title", "region.prompt", "secret.title", "plain.title"])
        let prompt = try XCTUnwrap(element(phone, key: "region.prompt"))
        XCTAssertEqual(prompt.kind, .textField)
        let screen = try XCTUnwrap(phone.screens.first)
        let resolution = FixedTextWidths(widths: ["region.prompt": 80, "region.title": 80, "secret.title": 80, "plain.title": 80])
            .resolve(screen, screenWidth: 393, category: nil)
        for key in ["region.title", "secret.title"] {
            let title = try XCTUnwrap(element(phone, key: key))
            XCTAssertNil(resolution.boxes[title.id], key)
            XCTAssertEqual(resolution.skipped[title.id], SwiftUIViewReader.promptedTitleReason, key)
        }
        XCTAssertNotNil(resolution.boxes[prompt.id])
        XCTAssertNotNil(resolution.boxes[try XCTUnwrap(element(phone, key: "plain.title")).id])

        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let mac = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let macScreen = try XCTUnwrap(mac.screens.first { $0.name == "Pane" })
        XCTAssertEqual(macScreen.platform, .macos)
        let title = try XCTUnwrap(macScreen.elements.first { $0.key == "region.title" })
        XCTAssertNotEqual(FixedTextWidths(widths: ["region.title": 80]).resolve(macScreen, screenWidth: .infinity, category: nil).skipped[title.id],
                          SwiftUIViewReader.promptedTitleReason)
    }

    /// Discovery: a file counts as SwiftUI source when it has an import declaration of SwiftUI (attributes such
    /// as `@preconcurrency` allowed), not when the words appear in a string or a comment.
    func testDiscoveryNeedsAnImportDeclaration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-discovery-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Declared.swift": "import Foundation\n\t@preconcurrency import SwiftUI\nstruct A {}\n",
            "Mentioned.swift": "import Foundation\nlet hint = \"import SwiftUI\"\n// import SwiftUIExtras\n",
            "Commented.swift": "// import SwiftUI\nstruct B {}\n",
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        XCTAssertTrue(SwiftUIImporter.importsSwiftUI(path: folder.appendingPathComponent("Declared.swift").path))
        XCTAssertFalse(SwiftUIImporter.importsSwiftUI(path: folder.appendingPathComponent("Mentioned.swift").path))
        XCTAssertFalse(SwiftUIImporter.importsSwiftUI(path: folder.appendingPathComponent("Commented.swift").path))
    }

    func testNotLocalizedTextsAreSkippedWithTheirReason() {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let title: String
            var body: some View {
                VStack {
                    Text(verbatim: "v1.0")
                    Text(title)
                    Text(Date(), style: .relative)
                }
            }
        }
        """])
        XCTAssertTrue(result.screens.flatMap(\.elements).isEmpty)
        let reasons = result.screens.flatMap(\.skipped).map(\.reason)
        XCTAssertTrue(reasons.contains("Text(verbatim:) is not localized"), "\(reasons)")
        XCTAssertTrue(reasons.contains { $0.hasPrefix("a String shown verbatim") }, "\(reasons)")
        XCTAssertTrue(reasons.contains("text from data (a formatted value)"), "\(reasons)")
    }

    /// A ternary has one type: beside a `String` (a function the app declares returning `String`), a literal is
    /// a `String` too, and `Text` shows it verbatim (`init<S: StringProtocol>(_:)`); two literals are a
    /// `LocalizedStringKey` (Apple, `Text.init(_:tableName:bundle:comment:)`: a string literal is a key).
    func testALiteralBesideAStringInATernaryIsVerbatim() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        func formatRate(_ value: Int) -> String { "\\(value)" }
        struct Screen: View {
            let rate: Int?
            var body: some View {
                VStack {
                    Text(rate != nil ? formatRate(rate!) : "0 B/s")
                    Text(rate != nil ? "rate.known" : "rate.unknown")
                }
            }
        }
        """])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key).sorted(), ["rate.known", "rate.unknown"])
        let reasons = result.screens.flatMap(\.skipped).map(\.reason)
        XCTAssertTrue(reasons.contains { $0.hasPrefix("a String shown verbatim (the other branch, `formatRate(rate!)`") }, "\(reasons)")
    }

    /// Literal text sites no view body reaches are counted, each with the reason: VoiceOver text (Apple,
    /// `accessibilityLabel(_:)`: "Adds a label to the view that describes its contents" for assistive
    /// technologies), menu-bar commands (Apple, `Commands`: "Conforming types represent a group of related
    /// commands that can be exposed to the user via the main menu on macOS and key commands on iOS"), toolbar
    /// content declared apart from a view, text built in a helper no body calls, and `#if` branches for other
    /// platforms.
    func testLiteralSitesNoViewReachesAreSkippedWithTheirReason() {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("shown")
                    Image(systemName: "star").accessibilityLabel("a11y.star")
                    #if os(macOS)
                    Text("mac.only")
                    #endif
                }
                .accessibilityActions { actions }
            }
            func unused() -> some View { Button("helper.button") { } }
            var actions: some View { Button("a11y.reply") { } }
        }
        struct AppCommands: Commands {
            var body: some Commands { CommandMenu("menu") { Button("menu.new") { } } }
        }
        struct EditorToolbar: ToolbarContent {
            var body: some ToolbarContent { ToolbarItem { Button("toolbar.save") { } } }
        }
        """])
        XCTAssertNotNil(element(result, key: "shown"))
        let reasons = Dictionary(result.screens.flatMap(\.skipped).map { ($0.location.line, $0.reason) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(reasons[6], "spoken by VoiceOver (`.accessibilityLabel`), never laid out")
        XCTAssertEqual(reasons[8], "in an `#if` branch not compiled for iOS")
        XCTAssertEqual(reasons[13], "built in `Screen.unused`, which no view body the importer reads calls with a known place on screen")
        XCTAssertEqual(reasons[14], "spoken by VoiceOver (every use of `Screen.actions` is in an accessibility modifier), never laid out")
        XCTAssertEqual(reasons[17], "a menu-bar command (`Commands`): the system lays out the menu bar (iPad, Mac)")
        XCTAssertEqual(reasons[20], "in toolbar content declared apart from a view (`EditorToolbar.body`: ToolbarContent): not modelled")
        XCTAssertEqual(reasons.count, 6, "\(reasons)")
    }

    /// The app's own component: a literal passed to a `LocalizedStringKey` parameter, in another file, is the
    /// key of the component's `Text`, located at the call site.
    func testComponentsAcrossFilesAndEnumsReturningKeys() throws {
        let result = importSwiftUI([
            "Row.swift": """
            import SwiftUI
            struct SettingsRow: View {
                let title: LocalizedStringKey
                var body: some View { Text(title).lineLimit(1) }
            }
            enum Kind: CaseIterable {
                case a, b
                var title: LocalizedStringKey {
                    switch self {
                    case .a: "kind.a"
                    case .b: return "kind.b"
                    }
                }
            }
            """,
            "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                @State var on = false
                var body: some View {
                    List {
                        SettingsRow(title: "row.key")
                        ForEach(Kind.allCases, id: \\.self) { kind in
                            Text(kind.title)
                        }
                        Text(on ? "state.on" : "state.off")
                    }
                }
            }
            """,
        ])
        let row = try XCTUnwrap(element(result, key: "row.key"))
        XCTAssertEqual(row.location, SourceLocation(file: "Screen.swift", line: 6, column: 32))
        XCTAssertEqual(row.maxLines, 1, "the component's own modifiers apply")
        XCTAssertEqual(result.screens.map(\.name), ["Screen"], "a component only inlined is not a screen of its own")
        XCTAssertNotNil(element(result, key: "kind.a"))
        XCTAssertEqual(element(result, key: "kind.b")?.location.file, "Row.swift")
        XCTAssertNotNil(element(result, key: "state.on"))
        XCTAssertNotNil(element(result, key: "state.off"))
    }

    /// A design system's row takes its label as a value built by a static factory of the label's view type
    /// (`ListRow(label: .default(title: …, icon: …))`): the implicit member expression names the static
    /// function of the parameter's declared type (The Swift Programming Language, "Implicit Member
    /// Expression"), which may call another overload before it builds the view; the title reaches its `Text`.
    /// An implicit member no static function of that type can be stays unread.
    func testStaticFactoriesOfAViewTypeGivenAsAValueAreFollowed() throws {
        let result = importSwiftUI([
            "Row.swift": """
            import SwiftUI
            public struct RowLabel<Icon: View>: View {
                var title: String?
                var icon: Icon?
                public var body: some View {
                    if let title { Text(title).lineLimit(1) }
                }
                public static func `default`(title: String, icon: Icon) -> RowLabel {
                    RowLabel(title: title, icon: icon)
                }
                public static func `default`(title: String, systemIcon: String) -> RowLabel where Icon == Image {
                    .default(title: title, icon: Image(systemName: systemIcon))
                }
            }
            public struct Row<Icon: View>: View {
                let label: RowLabel<Icon>
                public init(label: RowLabel<Icon>) { self.label = label }
                public var body: some View { HStack { label } }
            }
            """,
            "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    Form {
                        Row(label: .default(title: String(localized: "row.first"), systemIcon: "gear"))
                        Row(label: .unknown(title: String(localized: "row.second")))
                    }
                }
            }
            """,
        ])
        let first = try XCTUnwrap(element(result, key: "row.first"))
        XCTAssertEqual(first.maxLines, 1, "the label view's own modifiers apply")
        XCTAssertEqual(first.location.file, "Screen.swift")
        XCTAssertTrue(result.screens.flatMap(\.elements).allSatisfy { $0.key != "row.second" })
    }

    /// A type that only groups view-building functions (`enum SettingsRow { static func label(_ title: String, …)
    /// -> some View }`), called through its name: the explicit member expression names the type's static
    /// function (The Swift Programming Language, "Explicit Member Expression"), whose body is the caller's
    /// content with the arguments bound; a helper it calls and a content closure it is given are read too. A
    /// call no declaration's labels fit, and a static function whose result is no view, are not read as views.
    func testStaticViewFunctionsOfAnAppTypeCalledThroughItsNameAreRead() throws {
        let result = importSwiftUI([
            "Rows.swift": """
            import SwiftUI
            enum SettingsRow {
                static func label(_ title: String, subtitle: String? = nil, icon: String) -> some View {
                    Label {
                        VStack(alignment: .leading) {
                            Text(title)
                            if let subtitle {
                                Text(subtitle).font(.caption)
                            }
                        }
                    } icon: {
                        Image(systemName: icon)
                    }
                }
                static func picker(_ title: String, selection: Binding<Int>, @ViewBuilder content: () -> some View) -> some View {
                    HStack {
                        label(title, icon: "gear")
                        Spacer()
                        Picker(title, selection: selection, content: content)
                            .labelsHidden()
                            .pickerStyle(.menu)
                    }
                }
                static func footer(_ title: String) -> String { title }
            }
            """,
            "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                @State var on = false
                @State var value = 1
                var body: some View {
                    Form {
                        Toggle(isOn: $on) {
                            SettingsRow.label(String(localized: "row.title"), subtitle: String(localized: "row.subtitle"), icon: "bolt")
                        }
                        SettingsRow.picker(String(localized: "picker.title"), selection: $value) {
                            Text("option.one").tag(1)
                        }
                        SettingsRow.label(String(localized: "unfit.key"), color: .red)
                        SettingsRow.footer(String(localized: "footer.key"))
                    }
                }
            }
            """,
        ])
        XCTAssertEqual(element(result, key: "row.title")?.location.file, "Screen.swift")
        XCTAssertNotNil(element(result, key: "row.subtitle"))
        XCTAssertNotNil(element(result, key: "picker.title"), "the helper the function calls is read")
        XCTAssertNotNil(element(result, key: "option.one"), "the content closure it is given is read")
        let elements = result.screens.flatMap(\.elements)
        XCTAssertTrue(elements.allSatisfy { $0.key != "unfit.key" }, "no declaration has a `color:` label")
        XCTAssertTrue(elements.allSatisfy { $0.key != "footer.key" }, "a function returning a String is no view")
    }

    /// A component that switches over an enum it is given (`Row(kind: .custom { … })`): the case written at the
    /// call site is the one that runs, its associated values bound to the pattern's names (The Swift
    /// Programming Language, "Enumeration Case Pattern"), so the closure it carries is read and the other
    /// cases are not; a case matched by an associated value (`.status(true)`) is undecided by its name alone.
    func testASwitchOverAnEnumCaseGivenAtTheCallSiteRunsThatCase() throws {
        let result = importSwiftUI([
            "Row.swift": """
            import SwiftUI
            struct Row<Content: View>: View {
                enum Kind { case label, custom(() -> Content), toggle(Binding<Bool>) }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .label: Text("row.label")
                    case .toggle(let on): Toggle("row.toggle", isOn: on)
                    case let .custom(content): content()
                    }
                }
            }
            struct Badge: View {
                enum Kind { case plain, status(Bool) }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .status(true): Text("badge.on")
                    case .status(false): Text("badge.off")
                    case .plain: Text("badge.plain")
                    }
                }
            }
            """,
            "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                @State var on = false
                var body: some View {
                    VStack {
                        Row(kind: .custom { Text("row.custom") })
                        Row(kind: .toggle($on))
                    }
                }
            }
            struct Other: View {
                var body: some View { Badge(kind: .status(true)) }
            }
            """,
        ])
        let keys = result.screens.filter { $0.name == "Screen" }.flatMap(\.elements).compactMap(\.key).sorted()
        XCTAssertEqual(keys, ["row.custom", "row.toggle"])
        let undecided = result.screens.filter { $0.name == "Other" }.flatMap(\.elements).compactMap(\.key)
        XCTAssertEqual(undecided.sorted(), ["badge.off", "badge.on", "badge.plain"])
    }
}
