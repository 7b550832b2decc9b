import Foundation
import XCTest
@testable import LayoutLint

/// SwiftUI texts that are no missing translation: literal keys with `?` and `*` (characters, not patterns),
/// texts under `.redacted(reason: .placeholder)`, views compiled only in debug builds, `Text(verbatim:)`.
final class SwiftUITextNeverReadTests: XCTestCase {
    static func lint(_ result: ImportResult, keys: [String: String], options: LintOptions = LintOptions(workers: 1)) -> LintReport {
        let catalog = CatalogFile(path: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en",
                                  entries: keys.sorted { $0.key < $1.key }.enumerated().flatMap { index, pair in
                                      ["en", "de"].map { locale in
                                          Entry(key: pair.key, table: "Localizable", locale: locale, value: locale == "en" ? pair.key : pair.value,
                                                location: SourceLocation(file: "Localizable.xcstrings", line: index + 1, column: 1))
                                      }
                                  })
        return Linter(typesetter: LinterTests.typesetter, options: options)
            .lint(LintInput(catalogs: [catalog], screens: result.screens, findings: result.findings))
    }

    /// SwiftUI's `Text("Why?")` looks the literal up as a key and shows it when no catalog has it: `?` is a
    /// character. A key pattern (`*`, `?`) is a declared layout's, never an imported literal's.
    func testQuestionMarkAndStarInALiteralKeyAreCharacters() throws {
        let source = """
        import SwiftUI
        struct HelpView: View {
            var body: some View {
                VStack {
                    Text("Why?")
                    Text("Rate *")
                }
            }
        }
        """
        let result = importSwiftUI(["HelpView.swift": source])
        // “Whyx” and “Rate it” would match the literals as globs.
        let report = Self.lint(result, keys: ["Whyx": "Warumx", "Rate it": "Bewerten"])
        let missing = report.findings.filter { $0.rule == "missing-key" }
        XCTAssertEqual(missing.flatMap { $0.keys ?? $0.key.map { [$0] } ?? [] }.sorted(), ["Rate *", "Why?"], missing.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertFalse(missing.contains { $0.message.contains("pattern") })
        XCTAssertTrue(report.findings.allSatisfy { $0.key != "Whyx" && $0.key != "Rate it" && !($0.keys ?? []).contains("Whyx") })
    }

    /// `.redacted(reason: .placeholder)` draws each text as a placeholder shape: nobody reads it. A reason
    /// decided at run time (`isLoading ? .placeholder : []`) shows the text once loaded.
    /// A component shown both as a redacted placeholder row and as a real row (a list while loading and
    /// loaded) shows its texts.
    func testTextsUnderAPlaceholderRedactionAreNotRead() throws {
        let source = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("Reply to the post")
            }
        }
        struct ListView: View {
            let isLoading: Bool
            var body: some View {
                VStack {
                    Text("Placeholder status text")
                        .redacted(reason: .placeholder)
                    Text("Loaded status text")
                        .redacted(reason: isLoading ? .placeholder : [])
                    if isLoading {
                        Row().redacted(reason: .placeholder)
                    } else {
                        Row()
                    }
                }
            }
        }
        """
        let result = importSwiftUI(["ListView.swift": source])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key).sorted(), ["Loaded status text", "Reply to the post"])
        XCTAssertEqual(result.screens.flatMap(\.skipped).map(\.reason), [SwiftUIViewReader.redactedReason])
        let report = Self.lint(result, keys: [:])
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.flatMap { $0.keys ?? $0.key.map { [$0] } ?? [] }.sorted(),
                       ["Loaded status text", "Reply to the post"])
    }

    /// `.labelStyle(.iconOnly)` hides a Label's title, and `.accessibilityLabel` makes VoiceOver speak its own
    /// text instead (in either order): the title is neither drawn nor spoken, so a key no catalog has is no
    /// missing translation. Hidden but spoken (no accessibility label), it still is one: VoiceOver reads it.
    func testAnIconOnlyTitleReplacedByAnAccessibilityLabelIsNeverRead() throws {
        let source = """
        import SwiftUI
        struct Controls: View {
            var body: some View {
                HStack {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                        .labelStyle(.iconOnly)
                        .accessibilityLabel(Text("Share location"))
                    Button("Close", systemImage: "xmark") {}
                        .accessibilityLabel(Text("Close sheet"))
                        .labelStyle(.iconOnly)
                    Button("Delete", systemImage: "trash") {}
                        .labelStyle(.iconOnly)
                }
            }
        }
        """
        let result = importSwiftUI(["Controls.swift": source])
        XCTAssertEqual(result.screens.flatMap(\.skipped).filter { $0.reason == SwiftUIViewReader.unspokenTitleReason }.compactMap(\.key).sorted(),
                       ["Close", "Share"])
        let report = Self.lint(result, keys: ["Share location": "Standort teilen", "Close sheet": "Schließen"])
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.flatMap { $0.keys ?? $0.key.map { [$0] } ?? [] }.sorted(), ["Delete"])
    }

    /// A placeholder component that redacts its own body (a loading skeleton) redacts every use of it: each
    /// reach of its texts is covered, however many screens use it.
    func testAComponentRedactingItsOwnBodyIsRedactedInEveryUse() throws {
        let source = """
        import SwiftUI
        struct Skeleton: View {
            var body: some View {
                VStack {
                    Text("Loading title")
                }
                .frame(maxWidth: .infinity)
                .redacted(reason: .placeholder)
                .shimmering()
            }
        }
        struct HomeView: View {
            let ready: Bool
            var body: some View {
                VStack {
                    if ready { Text("Home title") } else { Skeleton() }
                    Skeleton()
                }
            }
        }
        """
        let result = importSwiftUI(["HomeView.swift": source])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key).sorted(), ["Home title"])
        XCTAssertTrue(result.screens.flatMap(\.skipped).contains { $0.reason == SwiftUIViewReader.redactedReason })
    }

    /// An app with no string catalog at all is not localized: SwiftUI shows every key as written, and no key
    /// is missing. An empty String Catalog is one the build fills: its keys are.
    func testAnAppWithNoCatalogMissesNoKey() throws {
        let source = """
        import SwiftUI
        struct HomeView: View {
            var body: some View { Text("Welcome back") }
        }
        """
        let result = importSwiftUI(["HomeView.swift": source])
        let alone = Linter(typesetter: LinterTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1))
            .lint(LintInput(catalogs: [], screens: result.screens, findings: result.findings))
        XCTAssertFalse(alone.findings.contains { $0.rule == "missing-key" }, alone.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(Self.lint(result, keys: [:]).findings.contains { $0.rule == "missing-key" })
    }

    /// A view no source names (no code creates it: an internal component left behind) is no screen of the app.
    func testAViewNoSourceNamesIsNoScreen() throws {
        let source = """
        import SwiftUI
        struct StateView: View {
            var body: some View { Text("Error: unreachable") }
        }
        struct RootView: View {
            var body: some View { Text("Welcome back") }
        }
        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        """
        let result = importSwiftUI(["App.swift": source])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key), ["Welcome back"])
        XCTAssertTrue(result.screens.flatMap(\.skipped).contains { $0.reason == SwiftUIImporter.neverNamedReason })
    }

    /// `NSLocalizedString` takes a `String` key: an interpolation is evaluated before the lookup (Foundation,
    /// `NSLocalizedString(_ key: String, …)`), so `"category.\(name)"` is a key known at run time, not the format
    /// key `category.%@` that `String(localized:)` would look up.
    func testAnInterpolatedNSLocalizedStringKeyIsKnownOnlyAtRunTime() throws {
        let source = """
        import SwiftUI
        struct CategoryView: View {
            let name: String
            var body: some View {
                VStack {
                    let key = "category.\\(name)"
                    Text(NSLocalizedString(key, comment: ""))
                    Text(String(localized: "Items in \\(name)"))
                }
            }
        }
        """
        let result = importSwiftUI(["CategoryView.swift": source])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key).sorted(), ["Items in %@"])
        XCTAssertTrue(result.screens.flatMap(\.skipped).contains { $0.reason.contains("built at run time") }, "\(result.screens.flatMap(\.skipped).map(\.reason))")
    }

    /// `DEBUG` is a compilation condition of Xcode's Debug configuration only: a view declared in `#if DEBUG`
    /// (a debug menu) and a text in such a branch are in no build users install. `#if !DEBUG` is.
    func testDebugOnlyViewsAndBranchesAreNoScreensOfTheShippedApp() throws {
        let source = """
        import SwiftUI
        #if DEBUG
        struct DebugMenu: View {
            var body: some View {
                Text("Reset onboarding flags")
            }
        }
        #endif
        struct SettingsView: View {
            var body: some View {
                VStack {
                    Text("Settings title")
                    #if DEBUG
                    Text("Debug-only row")
                    #else
                    Text("Release row")
                    #endif
                }
            }
        }
        """
        let result = importSwiftUI(["SettingsView.swift": source])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key).sorted(), ["Release row", "Settings title"])
        let reasons = result.screens.flatMap(\.skipped).map(\.reason)
        XCTAssertEqual(reasons.count, 2, "\(reasons)")
        XCTAssertTrue(reasons.allSatisfy { $0.contains("#if DEBUG") }, "\(reasons)")
        let report = Self.lint(result, keys: ["Settings title": "Einstellungen", "Release row": "Zeile"])
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.count, 0, report.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// One view declared twice, in the two clauses of `#if canImport(UIKit)`: the iOS build compiles the
    /// `UIViewControllerRepresentable`, so the placeholder body of the `#else` is no text of the app, whichever
    /// declaration comes first in the file.
    func testAViewDeclaredInAnInactiveClauseIsNotTheTypeTheAppBuilds() throws {
        for activeFirst in [true, false] {
            let active = """
            struct SafariView: UIViewControllerRepresentable {
                let url: URL
                func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
                func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
            }
            """
            let inactive = """
            struct SafariView: View {
                let url: URL
                var body: some View { Text("Safari is not available here") }
            }
            """
            let source = """
            import SwiftUI
            #if \(activeFirst ? "canImport(UIKit)" : "!canImport(UIKit)")
            \(activeFirst ? active : inactive)
            #else
            \(activeFirst ? inactive : active)
            #endif
            struct DetailView: View {
                let url: URL
                var body: some View {
                    VStack {
                        Text("Details")
                        SafariView(url: url)
                    }
                }
            }
            """
            let result = importSwiftUI(["DetailView.swift": source])
            XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key), ["Details"], "active first: \(activeFirst)")
        }
    }

    /// The app's name beside a version (“Lumen v1.4”) is no text to translate: a missing key is reported only
    /// where words are left once the app's name (its bundle's display name) and the placeholders are.
    func testTheAppNameAndAVersionAreNoMissingTranslation() throws {
        let source = """
        import SwiftUI
        struct AboutView: View {
            let version: String
            var body: some View {
                VStack {
                    Text("Lumen v\\(version)")
                    Text("Lumen settings")
                    Text("Welcome")
                }
            }
        }
        """
        var options = LintOptions(workers: 1)
        options.appleSourceFacts = AppleSourceFacts(appNames: ["Lumen"])
        let report = Self.lint(importSwiftUI(["AboutView.swift": source]), keys: ["Welcome": "Willkommen"], options: options)
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.map(\.key), ["Lumen settings"],
                       report.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// A settings table whose developer row exists only in debug builds (`#if DEBUG` puts `.developer` in the
    /// rows): the view its `switch` case presents is never shown by a release build, also where the enum has a
    /// raw type no code calls `init(rawValue:)` on. An enum whose cases other code can create (`allCases` of a
    /// `CaseIterable` enum, `Row(rawValue:)`) keeps it.
    func testAViewPresentedOnlyForADebugOnlyEnumCaseIsNotInTheApp() throws {
        for (conformance, use) in [("", ""), (": String", ""), (": CaseIterable", "let all = Row.allCases"),
                                   (": String", "let row = Row(rawValue: name)")] {
            let source = """
            import SwiftUI
            import UIKit
            enum Row\(conformance) { case general, developer }
            final class SettingsController: UITableViewController {
                var rows: [Row] {
                    #if DEBUG
                    return [.general, .developer]
                    #else
                    return [.general]
                    #endif
                }
                func open(_ row: Row) {
                    switch row {
                    case .general: navigationController?.pushViewController(UIHostingController(rootView: GeneralView()), animated: true)
                    case .developer: navigationController?.pushViewController(UIHostingController(rootView: DeveloperMenu()), animated: true)
                    }
                }
            }
            struct GeneralView: View { var body: some View { Text("General") } }
            struct DeveloperMenu: View { var body: some View { Text("Reset flags") } }
            func restore(_ name: String) { \(use) }
            struct Settings { var developer = false }
            final class FilterController { enum Row: Int { case all, unplayed }; func pick(_ tag: Int) { _ = FilterController.Row(rawValue: tag); _ = Row(rawValue: tag) } }
            func toggle(_ settings: inout Settings) { settings.developer.toggle() }
            """
            let result = importSwiftUI(["Settings.swift": source])
            let keys = result.screens.flatMap(\.elements).compactMap(\.key).sorted()
            if use.isEmpty {
                XCTAssertEqual(keys, ["General"])
                let skipped = result.screens.flatMap(\.skipped).filter { $0.key == "Reset flags" }
                XCTAssertEqual(skipped.map(\.reason), [SwiftUIImporter.debugOnlyCaseReason])
            } else {
                XCTAssertEqual(keys, ["General", "Reset flags"])
            }
        }
    }

    /// A view pushed only from a screen that is itself not in the shipped app (linked only from a `#if DEBUG`
    /// row) is not in it either; the same view pushed from a screen that is shown is.
    func testAViewPresentedOnlyFromADebugOnlyScreenIsNotInTheApp() throws {
        let source = """
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                List {
                    #if DEBUG
                    NavigationLink { KeychainList() } label: { Text("Keychain") }
                    #endif
                    NavigationLink { AboutView() } label: { Text("About") }
                }
            }
        }
        struct KeychainList: View {
            var body: some View {
                NavigationLink { ItemDetail() } label: { Text("Item") }
            }
        }
        struct ItemDetail: View {
            var body: some View { Text("Item metadata") }
        }
        struct AboutView: View {
            var body: some View { NavigationLink { Credits() } label: { Text("Credits link") } }
        }
        struct Credits: View {
            var body: some View { Text("Credits text") }
        }
        """
        let result = importSwiftUI(["SettingsView.swift": source])
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertFalse(keys.contains("Item metadata"), "\(keys)")
        XCTAssertTrue(keys.contains("Credits text"), "\(keys)")
        let skip = result.screens.flatMap(\.skipped).first { $0.key == "Item metadata" }
        XCTAssertEqual(skip?.reason.hasPrefix("presented only from `KeychainList`, which is not in the app: "), true, "\(String(describing: skip))")
    }

    /// `Text(verbatim:)` shows its string as it is in every locale: no key, never missing.
    func testVerbatimTextIsNoKey() throws {
        let source = """
        import SwiftUI
        struct AboutView: View {
            var body: some View {
                Text(verbatim: "Version string here")
            }
        }
        """
        let result = importSwiftUI(["AboutView.swift": source])
        XCTAssertTrue(result.screens.flatMap(\.elements).isEmpty)
        XCTAssertEqual(Self.lint(result, keys: [:]).findings.filter { $0.rule == "missing-key" }.count, 0)
    }

    /// The literal keys of one source file that no catalog has are one finding for the file, listing them
    /// (whoever adds them to the String Catalog works through the file); each key's own finding is a member.
    func testAFilesLiteralKeysInNoCatalogAreOneFinding() throws {
        let source = """
        import SwiftUI
        struct MetricsView: View {
            var body: some View {
                VStack {
                    Text("Top posts")
                    Text("Chart style")
                }
            }
        }
        struct RangeView: View {
            var body: some View {
                Text("Range of days")
            }
        }
        """
        let other = "import SwiftUI\nstruct OtherView: View {\n    var body: some View {\n        Text(\"Load more\")\n    }\n}\n"
        let result = importSwiftUI(["MetricsView.swift": source, "OtherView.swift": other])
        let missing = Self.lint(result, keys: [:]).findings.filter { $0.rule == "missing-key" }
        XCTAssertEqual(missing.map { $0.keys ?? [$0.key ?? ""] }, [["Top posts", "Chart style", "Range of days"], ["Load more"]],
                       missing.map(\.clangStyle).joined(separator: "\n"))
        let file = missing[0]
        XCTAssertTrue(file.message.hasPrefix("3 texts of this file are in no catalog"), file.message)
        // Each at its literal (line and column of the string in the source above).
        XCTAssertEqual(file.perKey?.map(\.element), ["text@5:18", "text@6:18", "text@12:14"])
        XCTAssertEqual(file.members.map(\.key), ["Top posts", "Chart style", "Range of days"])
        XCTAssertTrue(file.members.allSatisfy { $0.message.hasSuffix(MissingKeyRule.shownUntranslated) })
        XCTAssertEqual(FindingGroups.group(FindingGroups.expand(missing)), missing)
    }
}
