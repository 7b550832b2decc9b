import Foundation
import XCTest
@testable import LayoutLint

/// `check` on a folder of SwiftUI sources (Tests/Fixtures/swiftui: SettingsView.swift, Components.swift and
/// Localizable.xcstrings in en and de): the `.swift` files that import SwiftUI are found, their texts laid out
/// with the real fonts in the boxes SwiftUI's layout gives them.
final class SwiftUICheckTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/swiftui").path

    func lint() throws -> LintReport {
        let project = try Project.discover(paths: [Self.fixture], config: ProjectConfig(), configPath: nil)
        XCTAssertEqual(project.uiSources.filter { $0.hasSuffix(".swift") }.count, 2)
        let linter = Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 2))
        return linter.lint(project.read())
    }

    func testFindsTruncationWhereLinesAreLimitedAndNowhereElse() throws {
        let report = try lint()
        let truncations = report.findings.filter { $0.rule == "truncation" }
        // Every truncation is German: the development language fits everywhere.
        XCTAssertEqual(Set(truncations.map(\.locale)), ["de"])
        // "Neuigkeiten verfügbar" in body (17pt, Noto Sans Regular): 10,625 font units at 1000 units/em
        // (hb-shape --output-format=json Fonts/NotoSans-Regular.ttf, advances summed) = 180.625pt, in the
        // badge's fixed 80pt frame with lineLimit(1).
        let badge = try XCTUnwrap(truncations.first { $0.key == "settings.badge" })
        XCTAssertEqual(badge.measurements?["availableWidth"] ?? 0, 80, accuracy: 0.001)
        XCTAssertEqual(badge.measurements?["neededWidth"] ?? 0, 180.625, accuracy: 0.01)
        XCTAssertEqual(badge.layoutLocation?.line, 20)
        // The large title: largeTitle bold 34pt, 25,822 units in Noto Sans Bold (hb-shape, as above) =
        // 877.948pt, in the bar's 375 − 2 × 16 = 343pt.
        let title = try XCTUnwrap(truncations.first { $0.key == "settings.title" })
        XCTAssertEqual(title.measurements?["availableWidth"] ?? 0, 343, accuracy: 0.001)
        XCTAssertEqual(title.measurements?["neededWidth"] ?? 0, 877.948, accuracy: 0.01)
        // The component's one-line row (SettingsRow in Components.swift, its literal at the call site), in a
        // Form row: 375 − 2 × (16 + 16) = 311pt.
        let row = try XCTUnwrap(truncations.first { $0.key == "settings.row.storage" })
        XCTAssertEqual(row.measurements?["availableWidth"] ?? 0, 311, accuracy: 0.001)
        XCTAssertEqual(row.layoutLocation?.file.hasSuffix("SettingsView.swift"), true)
        // Texts that wrap freely (the toggle's label, the footer) are never truncated.
        XCTAssertEqual(Set(truncations.compactMap(\.key)), ["settings.badge", "settings.title", "settings.row.storage"])

        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.keysLaidOut, 6)
        XCTAssertEqual(coverage.skipped["Text(verbatim:) is not localized"], 1)
    }

    /// A SwiftUI text whose development-language text fails the same way as a translation (same rule, same
    /// element) shows the model is wrong for that view (DESIGN, "the model checks itself against the app"):
    /// neither is reported, and the coverage says why.
    func testSourceLocaleFailingTheSameWayIsAModelErrorOnSwiftUIScreens() {
        let at = SourceLocation(file: "Screen.swift", line: 3, column: 9)
        let screen = LayoutScreen(name: "Screen", platform: .ios, file: "Screen.swift", location: at, elements: [], origin: .swiftUI)
        func clipping(_ locale: String, element: String) -> Finding {
            Finding(rule: "vertical-clipping", severity: .warning, message: "clipped", location: at, locale: locale,
                    key: "k", screen: "Screen", element: element)
        }
        var coverage = Coverage()
        let kept = FilterStage.withoutModelErrors([clipping("en", element: "a"), clipping("de", element: "a"), clipping("de", element: "b")],
                                             screens: [screen], sourceLocale: "en", coverage: &coverage)
        XCTAssertEqual(kept.map(\.element), ["b"])
        XCTAssertEqual(coverage.skipped["self-check: the development language fails the same way (vertical-clipping): a model error, not reported"], 1)
    }
}

/// `missing-key` on SwiftUI: a key no catalog has is shown untranslated in every locale — unless it has no
/// words once its format specifiers are left out. `Text("\(count)")` is the key `%lld` (Xcode's interpolation
/// rule, as `SwiftUIKeyTests` cites): a number, the same in every language.
final class SwiftUIMissingKeyTests: XCTestCase {
    /// A catalog value of `Localizable.xcstrings` at a line.
    static func entry(_ key: String, _ locale: String, _ value: String, _ line: Int) -> Entry {
        Entry(key: key, table: "Localizable", locale: locale, value: value,
              location: SourceLocation(file: "Localizable.xcstrings", line: line, column: 1))
    }

    func testAKeyOfOnlyFormatSpecifiersIsNotMissingAKeyWithWordsIs() throws {
        let source = """
        import SwiftUI
        struct BadgeView: View {
            let count: Int
            let name: String
            var body: some View {
                VStack {
                    Text("\\(count)")
                    Text("\\(name) · \\(count)")
                    Text("Share post as image")
                }
            }
        }
        """
        let result = importSwiftUI(["BadgeView.swift": source])
        XCTAssertNotNil(element(result, key: "%lld"))
        XCTAssertNotNil(element(result, key: "%@ · %lld"))
        let catalog = CatalogFile(path: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en",
                                  entries: [Entry(key: "Done", table: "Localizable", locale: "en", value: "Done",
                                                  location: SourceLocation(file: "Localizable.xcstrings", line: 1, column: 1))])
        let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 2))
            .lint(LintInput(catalogs: [catalog], screens: result.screens, findings: result.findings))
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.compactMap { $0.key }, ["Share post as image"])
    }

    /// A one-word name no catalog has as a key, which three locales write as it is inside their own
    /// translations (“CarPlay”), reads the same in every language: no `missing-key`. A word that only two
    /// locales keep, or that they translate, is still missing.
    func testANameTheTranslationsKeepIsNotAMissingKey() throws {
        let source = """
        import SwiftUI
        struct CarView: View {
            var body: some View {
                VStack {
                    Text("CarPlay")
                    Text("Dashboard")
                }
            }
        }
        """
        let result = importSwiftUI(["CarView.swift": source])
        var entries = [Self.entry("Open CarPlay settings", "en", "Open CarPlay settings", 1),
                       Self.entry("Show on the dashboard", "en", "Show on the dashboard", 2)]
        let translations = [("bg", "Отвори настройките на CarPlay", "Покажи на таблото"),
                            ("ru", "Открыть настройки CarPlay", "Показать на панели"),
                            ("uk", "Відкрити налаштування CarPlay", "Показати на панелі")]
        for (n, (locale, carPlay, dashboard)) in translations.enumerated() {
            entries.append(Self.entry("Open CarPlay settings", locale, carPlay, 10 + n))
            entries.append(Self.entry("Show on the dashboard", locale, dashboard, 20 + n))
        }
        func missing(_ locales: Int) -> [String] {
            let keeping = Set(translations.prefix(locales).map(\.0))
            let kept = entries.filter { $0.locale == "en" || keeping.contains($0.locale) }
            let catalog = CatalogFile(path: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: kept)
            let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 2))
                .lint(LintInput(catalogs: [catalog], screens: result.screens, findings: result.findings))
            // A file's missing keys are one finding (`keys`).
            return report.findings.filter { $0.rule == "missing-key" }.flatMap { $0.keys ?? $0.key.map { [$0] } ?? [] }.sorted()
        }
        XCTAssertEqual(missing(3), ["Dashboard"])
        XCTAssertEqual(missing(2), ["CarPlay", "Dashboard"])
    }

    /// A name of two or three capitalized words that locales of another script than the source's write in
    /// their own translations (“Apple Watch” inside Russian, Japanese and Arabic sentences) is a product's
    /// name; the same words written only by Latin-script locales (which use them as words) decide nothing.
    /// A number with its unit (“%lldpx”) has no word to translate.
    func testAProductNameOtherScriptsKeepAndANumberWithItsUnitAreNotMissingKeys() throws {
        let result = importSwiftUI(["WatchView.swift": """
        import SwiftUI
        struct WatchView: View {
            let size: Int
            var body: some View {
                VStack {
                    Text("Apple Watch")
                    Text("Night Mode")
                    Text("\\(size)px")
                }
            }
        }
        """])
        let values = [("en", "Open the app on your Apple Watch", "Night Mode on"),
                      ("ru", "Откройте приложение на Apple Watch", "Ночной режим"),
                      ("ja", "Apple Watch でアプリを開く", "ナイトモード"),
                      ("ar", "افتح التطبيق على Apple Watch", "الوضع الليلي"),
                      ("de", "Öffne die App auf deiner Apple Watch", "Night Mode an"),
                      ("fr", "Ouvrez l’app sur votre Apple Watch", "Night Mode activé"),
                      ("nl", "Open de app op je Apple Watch", "Night Mode aan")]
        var entries: [Entry] = []
        for (n, (locale, watch, night)) in values.enumerated() {
            entries.append(Self.entry("watch.open", locale, watch, 10 + n))
            entries.append(Self.entry("night.on", locale, night, 20 + n))
        }
        let catalog = CatalogFile(path: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries)
        let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 2))
            .lint(LintInput(catalogs: [catalog], screens: result.screens, findings: result.findings))
        let found: [Finding] = report.findings.filter { $0.rule == "missing-key" }
        let missing: [String] = found.flatMap { (finding: Finding) -> [String] in finding.keys ?? finding.key.map { [$0] } ?? [] }.sorted()
        XCTAssertEqual(missing, ["Night Mode"], "\(found.map(\.message))")
    }

    /// Element's `RiotSwiftUI/Modules/Common/Mock/ScreenList.swift` lists every screen for UI tests; views in
    /// folders of tests, mocks or preview content are no screens of the shipped app: skipped with the reason,
    /// never `missing-key`.
    func testViewsInTestMockAndPreviewFoldersAreNotTheApps() throws {
        func view(_ name: String, _ text: String) -> String {
            "import SwiftUI\nstruct \(name): View {\n    var body: some View {\n        Text(\"\(text)\")\n    }\n}\n"
        }
        let result = importSwiftUI([
            "App/Modules/Common/Mock/ScreenList.swift": view("ScreenList", "SwiftUI Screens"),
            "App/Preview Content/Sample.swift": view("SampleView", "Sample data"),
            "AppUITests/Screens.swift": view("TestScreen", "Test screen"),
            "App/Settings/SettingsView.swift": view("SettingsView", "Settings"),
        ])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key).sorted(), ["Settings"])
        let reasons = result.screens.flatMap(\.skipped).map(\.reason).sorted()
        XCTAssertEqual(reasons.count, 3, "\(reasons)")
        XCTAssertTrue(reasons.allSatisfy { $0.hasPrefix("in a view declared in a folder of tests, mocks or preview content") }, "\(reasons)")
    }

    /// NetNewsWire's `ForEach([3, 6, 12, 24]) { month in Text("\(month) months") }`: the importer cannot see
    /// `month`'s type and writes `%@`; Xcode extracted the `Int` as “%lld months”, which the catalog has. The
    /// one catalog key that is the same text with other specifiers is the text's key: laid out, not missing.
    /// Two such keys decide nothing.
    func testAKeyWhoseGuessedSpecifiersDifferFromTheCatalogsIsTheCatalogs() throws {
        let source = """
        import SwiftUI
        struct DinosaursView: View {
            let months: [Int]
            var body: some View {
                VStack {
                    ForEach(months, id: \\.self) { month in
                        Text("\\(month) months")
                    }
                    Text("\\(months.count) of \\(months.count)")
                }
            }
        }
        """
        let result = importSwiftUI(["DinosaursView.swift": source])
        XCTAssertNotNil(element(result, key: "%@ months"))
        func entry(_ key: String, _ locale: String, _ value: String) -> Entry {
            Entry(key: key, table: "Localizable", locale: locale, value: value, location: SourceLocation(file: "Localizable.xcstrings", line: 1, column: 1))
        }
        let catalog = CatalogFile(path: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en",
                                  entries: [entry("%lld months", "en", "%lld months"), entry("%lld months", "de", "%lld Monate"),
                                            entry("%lld of %lld", "en", "%lld of %lld"), entry("%1$@ of %2$@", "en", "%1$@ of %2$@")])
        let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 2))
            .lint(LintInput(catalogs: [catalog], screens: result.screens, findings: result.findings))
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.compactMap { $0.key }, [],
                       report.findings.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.summary.coverage?.keysLaidOut, 2, "“%lld months” and “%lld of %lld” are laid out")
        let keys = CatalogIndex.SpecifierlessKeys(CatalogIndex([catalog]))
        XCTAssertEqual(keys.key(for: "%@ of %@", declared: nil), nil, "two keys match: nothing is decided")
        XCTAssertEqual(keys.key(for: "%@ months", declared: nil), "%lld months")
    }
}
