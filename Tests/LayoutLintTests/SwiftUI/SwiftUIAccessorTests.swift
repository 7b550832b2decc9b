import Foundation
import XCTest
@testable import LayoutLint

/// Text the code sets through generated accessors and Foundation's localized-string APIs. The accessor
/// sources follow SwiftGen's `structured-swift5` template output (a `static var` / `static let` / `static func`
/// per key, nested enums per key component, a private `tr(_ table:_ key:_ args:)`); the expected table × key
/// are the literals the template writes into each accessor.
final class SwiftUIAccessorTests: XCTestCase {
    static let swiftGen = """
    import Foundation
    public enum L10n {
      /// Cancel
      public static var cancelLabel: String { return L10n.tr("Localizable", "cancel_label") }
      /// Requires %@ or later.
      public static func requiresVersion(_ p1: Any) -> String {
        return L10n.tr("Localizable", "requires_version", String(describing: p1))
      }
      public enum Settings {
        public enum ConnectionSection {
          /// Connection
          public static var header: String { return L10n.tr("Localizable", "settings.connection_section.header") }
        }
        /// Settings
        public static let title = L10n.tr("Settings", "settings.title", fallback: "Settings")
      }
      public enum Hand {
        public static var written: String { NSLocalizedString("hand.written", tableName: "Extra", comment: "") }
      }
    }
    extension L10n {
      private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
      }
    }
    """

    func testSwiftGenAccessorsGiveTheirTableAndKey() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let version: String
            var body: some View {
                VStack {
                    Text(L10n.cancelLabel)
                    Text(L10n.requiresVersion(version))
                    Button(L10n.Settings.ConnectionSection.header) { }
                    Label(L10n.Settings.title, systemImage: "gear")
                    Text(L10n.Hand.written)
                }
            }
        }
        """])
        XCTAssertEqual(element(result, key: "cancel_label")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "requires_version")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "settings.connection_section.header")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "settings.title")?.table, "Settings")
        XCTAssertEqual(element(result, key: "hand.written")?.table, "Extra")
        // The element sits where the view uses the accessor, not in the generated file.
        XCTAssertEqual(element(result, key: "cancel_label")?.location.file, "Screen.swift")
        XCTAssertEqual(element(result, key: "cancel_label")?.location.line, 6)
    }

    /// SwiftGen run in a build phase, its output not in the repository: the accessors are named from
    /// `swiftgen.yml` and the input table's keys by SwiftGen's rules (structured-swift5: levels at `.`, enums
    /// `swiftIdentifier:"pretty"`, members also `lowerFirstWord`), so the view's `L10n.Items.creatorSummary` is
    /// `items.creator_summary`. Expected names worked out by hand from StencilSwiftKit's filters:
    /// `creator_summary` → `Creator_summary` → `CreatorSummary` → `creatorSummary`; `URL_title` → `URLTitle` →
    /// `urlTitle`; `OK_BUTTON` (no lower-case letter) → `ok_button` → `OkButton` → `okButton`. Where the output file
    /// is in the repository, the configuration is left to it.
    func testSwiftGenAccessorsOfAFileTheBuildGenerates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftgen-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ }\n")
        try write("swiftgen.yml", """
            strings:
              inputs:
                - App/en.lproj/Localizable.strings
              outputs:
                templateName: structured-swift5
                output: App/Generated/Strings.swift
            """)
        try write("App/en.lproj/Localizable.strings", """
            "items.creator_summary" = "%@ and %@";
            "settings.URL_title" = "Server URL";
            "OK_BUTTON" = "OK";
            """)
        try write("App/Screen.swift", """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(L10n.Items.creatorSummary("a", "b"))
                        Text(L10n.Settings.urlTitle)
                        Button(L10n.okButton) { }
                    }
                }
            }
            """)
        let swift = folder.appendingPathComponent("App/Screen.swift").path
        let result = SwiftUIImporter.read(files: [swift])
        // Paths as `check .` gives them, relative to the folder it runs in.
        let relative = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        let fromInside = SwiftUIImporter.read(files: ["./App/Screen.swift"])
        FileManager.default.changeCurrentDirectoryPath(relative)
        XCTAssertEqual(element(fromInside, key: "items.creator_summary")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "items.creator_summary")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "settings.URL_title")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "OK_BUTTON")?.table, "Localizable")
        // The generated file is in the repository: its declarations decide (here it declares none of them).
        try write("App/Generated/Strings.swift", "enum L10n {}\n")
        let withFile = SwiftUIImporter.read(files: [swift])
        XCTAssertEqual(withFile.screens.flatMap(\.elements).compactMap(\.key), [])
    }

    /// R.swift's generated `R.generated.swift`, in its two shapes: R.swift 5/6 (`static let k =
    /// Rswift.StringResource(key:tableName:bundle:locales:comment:)` in `struct R { struct string { struct
    /// <table> } }`) and R.swift 7 (instance `var k: RswiftResources.StringResource { .init(key:tableName:source:
    /// developmentValue:comment:) }` in `struct _R`, read through the global `let R = _R(bundle:)`). The expected
    /// table × key are the literals R.swift writes into each resource.
    func testRswiftAccessorsGiveTheirTableAndKey() throws {
        let rswift6 = """
        import Rswift
        struct R {
          struct string {
            struct localizable {
              static let welcome_title = Rswift.StringResource(key: "welcome.title", tableName: "Localizable", bundle: R.hostingBundle, locales: ["en", "de"], comment: nil)
              static func welcome_title(preferredLanguages: [String]? = nil) -> String {
                guard let preferredLanguages = preferredLanguages else { return NSLocalizedString("welcome.title", bundle: hostingBundle, comment: "") }
                return NSLocalizedString("welcome.title", bundle: hostingBundle, comment: "")
              }
            }
          }
        }
        """
        let rswift7 = """
        import RswiftResources
        let R = _R(bundle: Bundle(for: BundleFinder.self))
        struct _R {
          let bundle: Foundation.Bundle
          var string: string { .init(bundle: bundle, preferredLanguages: nil, locales: nil) }
          struct string {
            let bundle: Foundation.Bundle
            var settings: settings { .init(source: .init(bundle: bundle, tableName: "Settings", preferredLanguages: nil, locales: nil)) }
            struct settings {
              let source: RswiftResources.StringResource.Source
              /// en translation: Sign out
              var signOut: RswiftResources.StringResource { .init(key: "sign_out", tableName: "Settings", source: source, developmentValue: "Sign out", comment: nil) }
            }
          }
        }
        """
        let result = importSwiftUI(["R6.generated.swift": rswift6, "R7.generated.swift": rswift7, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text(R.string.localizable.welcome_title())
                    Button(R.string.settings.signOut()) { }
                }
            }
        }
        """])
        XCTAssertEqual(element(result, key: "welcome.title")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "welcome.title")?.location.file, "Screen.swift")
        XCTAssertEqual(element(result, key: "sign_out")?.table, "Settings")
    }

    /// Keys the code names outside any view (UIKit code) are listed for the coverage; an accessor's own
    /// declaration names nothing.
    func testKeysNamedInCodeOutsideViews() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text(L10n.cancelLabel) }
        }
        """, "Controller.swift": """
        import UIKit
        final class Controller: UIViewController {
            override func viewDidLoad() {
                title = L10n.Settings.title
                label.text = NSLocalizedString("controller.body", tableName: "Extra", comment: "")
            }
        }
        """])
        let named = try XCTUnwrap(result.screens.first).keysNamedInCode
        XCTAssertEqual(named.map(\.key), ["controller.body", "cancel_label", "settings.title"])
        XCTAssertEqual(named.map(\.table), ["Extra", "Localizable", "Settings"])
        XCTAssertEqual(named.first { $0.key == "settings.title" }?.location.file, "Controller.swift")
        XCTAssertFalse(named.contains { $0.key == "requires_version" || $0.key == "hand.written" })
    }

    /// The app's own wrappers, found by their bodies: a function whose `String` parameter is the key of the
    /// localized call it makes, and a `String` extension property that localizes `self`. A look-alike that
    /// does not pass its parameter on as the key (`decorate`) is no wrapper, whatever its name.
    func testTheAppsOwnWrappersOfALocalizedAPI() throws {
        let result = importSwiftUI(["Helpers.swift": """
        import Foundation
        public func localizedString(_ key: String, _ params: String..., comment: String = "") -> String {
            var string = NSLocalizedString(key, comment: comment)
            if let first = params.first { string = string.replacingOccurrences(of: "%0", with: first) }
            return string
        }
        func settingsText(key: String) -> String { NSLocalizedString(key, tableName: "Settings", comment: "") }
        func decorate(_ key: String) -> String { NSLocalizedString("fixed.key", comment: key) }
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text(localizedString("Cancel"))
                    Text(settingsText(key: "sync.title"))
                    Text("Done".localized)
                    Text(decorate("not.a.key"))
                }
            }
        }
        """])
        // No table: the default one (`Localizable`), written nil as for a bare literal.
        XCTAssertEqual(element(result, key: "Cancel")?.table, nil)
        XCTAssertEqual(element(result, key: "sync.title")?.table, "Settings")
        XCTAssertEqual(element(result, key: "Done")?.table, nil)
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "not.a.key" || $0.key == "fixed.key" })
    }

    /// A `String` extension method that localizes `self` (`"k".loc()`, `"k".loc(x)`), through a chain of the
    /// app's wrappers declared in any order: the method passes `self` to a method of another type whose
    /// `String` parameter is the key of `Bundle.localizedString(forKey:value:table:)`. A method of `String`
    /// that uses `self` for something else (`shouted`) is no wrapper.
    func testAStringMethodThatLocalizesSelfThroughAnotherWrapper() throws {
        let result = importSwiftUI(["Extensions.swift": """
        import Foundation
        extension String {
            func loc() -> String { Strings.shared.text(for: self) }
            func loc(_ argument: CVarArg) -> String { Strings.shared.text(for: self, argument) }
            func shouted() -> String { self.uppercased() }
            func tabled() -> String { NSLocalizedString(self, tableName: "Prefs", comment: "") }
        }
        """, "Strings.swift": """
        import Foundation
        final class Strings {
            static let shared = Strings()
            private var bundle = Bundle.main
            func text(for key: String) -> String {
                bundle.localizedString(forKey: key, value: "$\\(key)$", table: nil)
            }
            func text(for key: String, _ argument: CVarArg) -> String {
                String.localizedStringWithFormat(text(for: key), argument)
            }
            func label(for key: String) -> String { NSLocalizedString(key, comment: "") }
        }
        struct Other {
            func label(for name: String) -> String { name.uppercased() }
        }
        """, "Menu.swift": """
        import AppKit
        final class MenuBuilder {
            func build(_ menu: NSMenu) { menu.addItem(withTitle: "menu.quit".loc(), action: nil, keyEquivalent: "q") }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var count: Int
            var body: some View {
                VStack {
                    Text("menu.title".loc())
                    Text("menu.count".loc(count))
                    Text("pref.title".tabled())
                    Text("not.a.key".shouted())
                    Text(Strings.shared.text(for: "direct.key"))
                    Text(Other().label(for: "not.a.key.either"))
                }
            }
        }
        """])
        XCTAssertNotNil(element(result, key: "menu.title"))
        XCTAssertEqual(element(result, key: "menu.title")?.table, nil)
        XCTAssertNotNil(element(result, key: "menu.count"))
        XCTAssertEqual(element(result, key: "pref.title")?.table, "Prefs")
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "not.a.key" })
        // A method used through an instance; one whose name another type declares without localizing is not read.
        XCTAssertNotNil(element(result, key: "direct.key"))
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "not.a.key.either" })
        // Named in AppKit code: counted as named, with its place.
        let named = try XCTUnwrap(result.screens.first).keysNamedInCode
        XCTAssertEqual(named.first { $0.key == "menu.quit" }?.location.file, "Menu.swift")
    }

    /// A wrapper keyed by an enumeration with `String` raw values: the key is the `rawValue` of the case the use
    /// names (`.title` or `Keys.title`), the case's literal or, with none written, its own name (The Swift
    /// Programming Language, "Implicitly Assigned Raw Values"). A member of such an enumeration (or of a protocol
    /// it conforms to) that localizes its `rawValue` is a wrapper used as `Case.member`. The expected keys are the
    /// raw values written in the enumeration; `named` (uses `rawValue` for something else) and an `Int`
    /// enumeration are no wrappers; the table is the wrapped call's.
    func testAWrapperKeyedByAnEnumerationsRawValue() throws {
        let result = importSwiftUI(["Keys.swift": """
        import Foundation
        enum Keys: String {
            case title
            case saveButton = "save.button"
            case `default`
            case shouted = "not.a.key"
            case overloaded = "overloaded.key"
        }
        func appLocalized(_ key: Keys, arguments: CVarArg...) -> String {
            let fallback = Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil)
            let text = Bundle.main.localizedString(forKey: key.rawValue, value: fallback, table: nil)
            return arguments.isEmpty ? text : String(format: text, arguments: arguments)
        }
        func tabled(_ key: Keys) -> String { String(localized: String.LocalizationValue(key.rawValue), table: "Prefs") }
        func named(_ key: Keys) -> String { key.rawValue.uppercased() }
        protocol Localizable: RawRepresentable where RawValue == String {}
        extension Localizable { var localized: String { NSLocalizedString(rawValue, comment: "") } }
        enum Alerts: String, Localizable { case quit = "alert.quit" }
        enum MenuKeys: String {
            case open = "menu.open"
            var text: String { NSLocalizedString(self.rawValue, tableName: "Menus", comment: "") }
        }
        enum Counts: Int { case one }
        final class Texts {
            static let shared = Texts()
            func text(for key: Keys) -> String { Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil) }
            func text(for key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: "Plain") }
        }
        func counted(_ key: Counts) -> String { NSLocalizedString(String(key.rawValue), comment: "") }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text(appLocalized(.title))
                    Button(appLocalized(Keys.saveButton, arguments: 3)) {}
                    Text(tabled(.default))
                    Text(named(.shouted))
                    Text(Alerts.quit.localized)
                    Text(MenuKeys.open.text)
                    Text(counted(.one))
                    Text(Texts.shared.text(for: .overloaded))
                    Text(Texts.shared.text(for: "plain.key"))
                }
            }
        }
        """])
        XCTAssertEqual(element(result, key: "title")?.table, nil)
        XCTAssertEqual(element(result, key: "save.button")?.table, nil)
        XCTAssertEqual(element(result, key: "default")?.table, "Prefs")
        XCTAssertEqual(element(result, key: "alert.quit")?.table, nil)
        XCTAssertEqual(element(result, key: "menu.open")?.table, "Menus")
        // Overloads keyed by the enumeration and by a `String`: the argument says which one is called.
        XCTAssertEqual(element(result, key: "plain.key")?.table, "Plain")
        XCTAssertEqual(element(result, key: "overloaded.key")?.table, nil)
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertFalse(keys.contains { ["not.a.key", "NOT.A.KEY", "shouted", "one", "1"].contains($0) })
    }

    /// A text site given a wrapper's use (`Text("k".loc())`) that no view body the importer reads reaches has
    /// the reason its place gives, with the wrapper's key and table, as a literal site has: spoken by
    /// VoiceOver, or built in a member no view body calls; not the generic "named in Swift code".
    func testAWrappersUseAtAnUnreachedTextSiteHasItsPlacesReason() throws {
        let result = importSwiftUI(["Extensions.swift": """
        import Foundation
        extension String {
            func loc() -> String { NSLocalizedString(self, tableName: "Prefs", comment: "") }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                Text("shown".loc())
                    .accessibilityLabel(Text("spoken".loc()))
            }
            func unused() -> some View { Button("helper".loc()) { } }
        }
        """])
        XCTAssertEqual(element(result, key: "shown")?.table, "Prefs")
        let skipped = result.screens.flatMap(\.skipped)
        let spoken = try XCTUnwrap(skipped.first { $0.key == "spoken" })
        XCTAssertEqual(spoken.reason, "spoken by VoiceOver (`.accessibilityLabel`), never laid out")
        XCTAssertEqual(spoken.table, "Prefs")
        XCTAssertEqual(spoken.location.line, 5)
        XCTAssertEqual(skipped.first { $0.key == "helper" }?.reason,
                       "built in `Screen.unused`, which no view body the importer reads calls with a known place on screen")
    }

    func testAStaticMemberThatIsNotAnAccessorIsData() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        enum Names {
            static var shown: String { "Plain" }
            static func make(_ key: String) -> String { key }
            static var viaOther: String { Names.make("not.a.key") }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Text(Names.shown)
                    Text(Names.viaOther)
                }
            }
        }
        """])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key), [])
        XCTAssertEqual(result.screens.flatMap(\.skipped).count, 2)
    }

    func testLocalizedStringAPIs() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Row: View {
            let title: LocalizedStringResource
            var body: some View { Text(title) }
        }
        struct Screen: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Text(String(localized: "string.localized", table: "Pane"))
                    Text(NSLocalizedString("ns.table", tableName: "Pane", comment: ""))
                    Row(title: .init("implied.init", table: "Pane"))
                    Button(LocalizedStringResource("resource.table", table: "Pane")) { }
                }
                .navigationTitle(String(localized: "nav.title"))
                .alert(String(localized: "alert.title", table: "Pane"), isPresented: $shown) {
                    Button(String(localized: "alert.action", table: "Pane")) { }
                }
            }
        }
        """])
        for key in ["string.localized", "ns.table", "implied.init", "resource.table", "alert.title", "alert.action"] {
            XCTAssertEqual(element(result, key: key)?.table, "Pane", key)
        }
        XCTAssertNotNil(element(result, key: "nav.title"))
        XCTAssertNil(element(result, key: "nav.title")?.table)
    }

    func testAStringParameterGivenALocalizedValueShowsIt() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Row.swift": """
        import SwiftUI
        struct Row: View {
            let title: String
            let subtitle: String
            var body: some View {
                VStack {
                    Text(title)
                    Text(subtitle)
                }
            }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                List {
                    Row(title: L10n.cancelLabel, subtitle: "verbatim text")
                    Row(title: String(localized: "row.title"), subtitle: NSLocalizedString("row.subtitle", comment: ""))
                }
            }
        }
        """])
        XCTAssertNotNil(element(result, key: "cancel_label"))
        XCTAssertNotNil(element(result, key: "row.title"))
        XCTAssertNotNil(element(result, key: "row.subtitle"))
        // A String literal given to a `String` parameter is shown verbatim: not a key.
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "verbatim text" })
        XCTAssertTrue(result.screens.flatMap(\.skipped).contains { $0.reason.contains("shown verbatim") })
    }

    func testADialogAToolbarButtonPresentsIsNotABarItem() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            @State var asking = false
            var body: some View {
                List { Text("row") }
                    .toolbar {
                        ToolbarItem {
                            Button("clear") { asking = true }
                                .confirmationDialog(String(localized: "clear.confirm"), isPresented: $asking, titleVisibility: .visible) {
                                    Button(String(localized: "yes"), role: .destructive) { }
                                }
                        }
                    }
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first)
        let layout = try XCTUnwrap(screen.container?.layout as? SwiftUIContainerLayout)
        let kinds = Dictionary(layout.bars.map { (screen.element($0.element)?.key ?? "", $0.kind) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(kinds["clear"], .toolbarItem)
        // The dialog's own parts, laid out as UIKit draws them (`drawnOutsideTree`), not in the bar.
        XCTAssertEqual(kinds["clear.confirm"], .alertTitle)
        XCTAssertEqual(kinds["yes"], .alertButton)
        XCTAssertTrue(SwiftUIBarText.Kind.drawnOutsideTree.isSuperset(of: [.alertTitle, .alertButton]))
        // UIKit wraps a dialog's title: no line limit.
        XCTAssertEqual(element(result, key: "clear.confirm")?.maxLines, 0)
    }

    func testALocalizedFallbackShowsWhenTheValueIsNil() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let name: String?
            var body: some View {
                Text(name ?? L10n.cancelLabel)
            }
        }
        """])
        XCTAssertNotNil(element(result, key: "cancel_label"))
        XCTAssertEqual(result.screens.flatMap(\.skipped).filter { $0.reason.contains("`name`") }.count, 1)
    }

    func testALocaleCaseChangeOfALocalizedValueIsItsTransform() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text(L10n.cancelLabel.localizedCapitalized)
                    Text(String(localized: "upper.key").localizedUppercase)
                }
            }
        }
        """])
        XCTAssertEqual(element(result, key: "cancel_label")?.textTransform, .capitalize)
        XCTAssertEqual(element(result, key: "upper.key")?.textTransform, .uppercase)
    }

    /// SwiftGen run once per target of a Swift package: each target's output declares an enum of the same name
    /// (here not `L10n`) with its own `private static func tr(_ table:_ key:_ args:fallback:)`. Every copy puts
    /// `key` and `table` at the same positions, so each accessor reads its literals whichever copy it binds to.
    func testSwiftGenOutputOfSeveralTargetsWithTheSameEnumName() throws {
        func generated(_ body: String) -> String {
            """
            import Foundation
            public enum Localized {
            \(body)
            }
            extension Localized {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """
        }
        let result = importSwiftUI([
            "App/Localized.swift": generated("""
              public enum Common {
                public static let done = Localized.tr("Localizable", "common.done", fallback: "Done")
                public static func deleteConfirmation(_ p1: Any) -> String {
                  return Localized.tr("Localizable", "common.delete_confirmation", String(describing: p1), fallback: "Delete %@?")
                }
              }
            """),
            "Widget/Localized.swift": generated("""
              public enum Widget {
                public static let name = Localized.tr("Widget", "widget.name", fallback: "Price")
              }
            """),
            "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                let name: String
                var body: some View {
                    VStack {
                        Button(Localized.Common.done) { }
                        Text(Localized.Common.deleteConfirmation(name))
                        Text(Localized.Widget.name)
                    }
                }
            }
            """,
        ])
        XCTAssertEqual(element(result, key: "common.done")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "common.delete_confirmation")?.table, "Localizable")
        XCTAssertEqual(element(result, key: "widget.name")?.table, "Widget")
    }

    /// Two declarations of the accessors' function that put the key at different positions: which one a call
    /// binds to is not decided here, so its accessors read no key.
    func testOverloadsThatDisagreeOnTheKeyPositionAreNotGuessed() throws {
        let result = importSwiftUI(["Strings.swift": """
        import Foundation
        enum Words {
          static let title = Words.tr("Localizable", "words.title")
          private static func tr(_ table: String, _ key: String) -> String { key }
        }
        extension Words {
          private static func tr(_ key: String, _ table: String) -> String { key }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text(Words.title) }
        }
        """])
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "words.title" || $0.key == "Localizable" })
    }

    /// A view model's `String` member whose value is a localized accessor shows that localized text where the
    /// view uses it: a computed property (one accessor, or a `switch` choosing among them), a function, a
    /// constant, a constant the initializer sets. A member computed from data is skipped with that reason.
    func testAViewModelsLocalizedStringMembersShowTheirKeys() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Model.swift": """
        import Foundation
        enum Kind { case a, b, c, d }
        final class SettingsViewModel {
            let kind: Kind
            let name: String
            let header: String
            let fixed = L10n.Hand.written
            init(kind: Kind, name: String) {
                self.kind = kind
                self.name = name
                self.header = L10n.Settings.ConnectionSection.header
            }
            var title: String { L10n.Settings.title }
            var subtitle: String? {
                switch kind {
                case .a: return L10n.cancelLabel
                case .b: return nil
                case .c: return name
                case .d: return ""
                }
            }
            func versionText(_ version: String) -> String { L10n.requiresVersion(version) }
            var userName: String { name.uppercased() }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let model: SettingsViewModel
            var body: some View {
                List {
                    Text(model.title)
                    Text(model.subtitle ?? "")
                    Text(model.versionText("2"))
                    Text(model.header)
                    Text(model.fixed)
                    Text(model.userName)
                    Row(title: model.title)
                }
            }
        }
        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        """])
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertEqual(keys.filter { $0 == "settings.title" }.count, 2, "\(keys)")
        for key in ["cancel_label", "requires_version", "settings.connection_section.header", "hand.written"] {
            XCTAssertTrue(keys.contains(key), "\(key) in \(keys)")
        }
        let reasons = result.screens.flatMap(\.skipped).map(\.reason)
        XCTAssertTrue(reasons.contains { $0.contains("`SettingsViewModel.userName` gives no localized value") }, "\(reasons)")
        // The `switch` branch that returns data is skipped; the ones that return `nil` or `""` show nothing.
        XCTAssertTrue(reasons.contains { $0.contains("`SettingsViewModel.subtitle` gives `name`") }, "\(reasons)")
        XCTAssertFalse(reasons.contains { $0.contains("`nil`") || $0.contains("`\"\"`") }, "\(reasons)")
    }

    /// A structure with no initializer of its own gets the memberwise one (The Swift Programming Language,
    /// "Memberwise Initializers for Structure Types"): its constant `let name: String` holds what each
    /// construction the sources write out passes for `name:` (`Sample(name: L10n.x, …)`, `.init` spelled out
    /// too), read with the names of the type that builds it. A row of `ForEach` over a property declared `[T]`
    /// is a `T`. A structure that writes its own initializer, and a `var` the code can change, keep their
    /// run-time reasons.
    func testAStructuresConstantsHoldWhatItsConstructionsPass() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Model.swift": """
        import Foundation
        struct Sample: Identifiable {
            let id: String
            let name: String
            var note: String
        }
        struct Custom {
            let title: String
            init(key: String) { title = key.uppercased() }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let custom: Custom
            private var samples: [Sample] {
                [
                    Sample(id: "a", name: L10n.Settings.title, note: L10n.cancelLabel),
                    Sample.init(id: "b", name: L10n.Hand.written, note: "n"),
                ]
            }
            var body: some View {
                List {
                    ForEach(samples) { sample in
                        Text(sample.name)
                        Text(sample.note)
                    }
                    Text(custom.title)
                }
            }
        }
        """])
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertEqual(keys.filter { $0 == "settings.title" }.count, 1, "\(keys)")
        XCTAssertTrue(keys.contains("hand.written"), "\(keys)")
        XCTAssertFalse(keys.contains("cancel_label"), "a `var` may be changed after it is built: \(keys)")
    }

    /// A structure built more often than `SwiftUIProgram.maximumConstructions` leaves its constants to run time
    /// (each use would read every construction): the text keeps its reason, and nothing is laid out from them.
    func testAStructureBuiltTooOftenKeepsItsRunTimeReason() throws {
        let constructions = (0...SwiftUIProgram.maximumConstructions).map { "Row(name: String(localized: \"row.\($0)\"))" }
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Row { let name: String }
        struct Screen: View {
            private var rows: [Row] { [\(constructions.joined(separator: ", "))] }
            var body: some View {
                List { ForEach(rows, id: \\.name) { row in Text(row.name) } }
            }
        }
        """])
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key?.hasPrefix("row.") == true })
    }

    /// A `String` member of an unknown receiver is not picked by its name: `title` is too common a name.
    func testAStringMemberOfAnUnknownReceiverIsNotGuessed() throws {
        let result = importSwiftUI(["Strings.swift": Self.swiftGen, "Screen.swift": """
        import SwiftUI
        struct Model { var title: String { L10n.Settings.title } }
        func makeModel() -> Model { Model() }
        struct Screen: View {
            var body: some View {
                let model = makeModel()
                Text(model.title)
            }
        }
        """])
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "settings.title" })
    }

    /// A destination closure that only creates the app's views (through `let`s and `if`/`switch`) presents them
    /// as the view written without the closure does: each a screen of its own, read from its own body, not
    /// inlined into the screen that pushes it. A closure that adds to the view (a modifier) is read inline.
    func testADestinationClosureThatCreatesAViewPresentsIt() throws {
        let result = importSwiftUI(["Root.swift": """
        import SwiftUI
        struct Root: View {
            @State var target: Int? = nil
            @State var shown = false
            var body: some View {
                NavigationStack {
                    List { Text("root.row") }
                        .navigationDestination(item: $target) { target in
                            let id = target * 2
                            if id > 2 {
                                Detail(id: id)
                            } else {
                                switch target {
                                case 1: About()
                                default: EmptyView()
                                }
                            }
                        }
                        .sheet(isPresented: $shown) {
                            Sheet().navigationTitle("sheet.title")
                        }
                }
            }
        }
        struct Detail: View {
            let id: Int
            var body: some View { Text("detail.row") }
        }
        struct About: View {
            var body: some View { Text("about.row") }
        }
        struct Sheet: View {
            var body: some View { Text("sheet.row") }
        }
        """])
        let screenOf = Dictionary(result.screens.flatMap { screen in screen.elements.compactMap { $0.key }.map { ($0, screen.name) } },
                                  uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(screenOf["detail.row"], "Detail")
        XCTAssertEqual(screenOf["about.row"], "About")
        XCTAssertEqual(screenOf["sheet.row"], "Root")
        XCTAssertEqual(screenOf["sheet.title"], "Root")
    }
}
