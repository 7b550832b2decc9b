import Foundation
@testable import LayoutLint
import XCTest

/// `untranslated` in the app's own scope (issue 20): only locales the app ships, one finding per locale ×
/// table for the values a locale lacks, the markers apps use to say "do not translate", and no finding
/// where falling back is what the platform is meant to do.
final class UntranslatedScopeTests: XCTestCase {
    static func untranslated(_ report: LintReport) -> [Finding] { report.findings.filter { $0.rule == "untranslated" } }

    // MARK: what the translation platform is sent

    /// Crowdin's `crowdin.yml` (`files[].source`, `ignore`, `base_path`) and Transifex's `.tx/config`
    /// (`source_file`) name the source catalogs translators are sent; a configuration that names none of the
    /// project's catalogs decides nothing.
    func testTranslationPlatformConfigurationsNameTheSourcesSent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tx-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/.tx", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            project_id_env: CROWDIN_PROJECT_ID
            files:
              - source: /app/src/main/res/values/strings.xml
                translation: /app/src/main/res/values-%android_code%/%original_file_name%
              - source: /**/composeResources/values/*.xml
                ignore:
                  - /**/composeResources/values/strings_no_translate.xml
            """.write(toFile: folder + "/crowdin.yml", atomically: true, encoding: .utf8)
        try """
            [main]
            host = https://www.transifex.com

            [o:acme:p:app:r:ios]
            file_filter = ios/<lang>.lproj/Localizable.strings
            source_file = ios/en.lproj/Localizable.strings
            """.write(toFile: folder + "/.tx/config", atomically: true, encoding: .utf8)
        let sources = try XCTUnwrap(TranslationSources.read(folders: [folder]))
        XCTAssertEqual(sources.configFiles.map { URL(fileURLWithPath: $0).lastPathComponent }, ["crowdin.yml", "config"])
        for sent in ["app/src/main/res/values/strings.xml", "shared/src/commonMain/composeResources/values/strings.xml", "ios/en.lproj/Localizable.strings"] {
            XCTAssertTrue(sources.sends(folder + "/" + sent), sent)
        }
        for kept in ["app/src/main/res/values/strings_brands.xml", "shared/src/commonMain/composeResources/values/strings_no_translate.xml", "ios/en.lproj/InfoPlist.strings"] {
            XCTAssertFalse(sources.sends(folder + "/" + kept), kept)
        }
        XCTAssertEqual(sources.notSent([folder + "/app/src/main/res/values/strings.xml", folder + "/app/src/main/res/values/strings_brands.xml"]),
                       [folder + "/app/src/main/res/values/strings_brands.xml"])
        XCTAssertEqual(sources.notSent([folder + "/lib/res/values/other.xml"]), [], "names none of these catalogs: decides nothing")
        XCTAssertNil(TranslationSources.read(folders: [folder + "/.tx"]))
    }

    /// A source catalog the platform is not sent and no locale translates holds values not to be translated
    /// (a held-out app's `strings_no_translate.xml`: brand names and unfinished texts, 16 values reported
    /// missing in 79 locales). One the configuration leaves out but some locale translates is still checked.
    func testASourceTheTranslationPlatformIsNotSentIsNotUntranslated() {
        let files: [String: String] = [
            "app/res/values/strings.xml": FormatStringTests.android(#"<string name="save">Save</string><string name="quit">Quit</string>"#),
            "app/res/values/strings_extra.xml": FormatStringTests.android(#"<string name="websites">Websites</string>"#),
            "app/res/values/strings_android.xml": FormatStringTests.android(#"<string name="charts">Charts</string><string name="widget">Widget</string>"#),
            "app/res/values-de/strings.xml": FormatStringTests.android(#"<string name="save">Sichern</string><string name="quit">Beenden</string>"#),
            "app/res/values-de/strings_android.xml": FormatStringTests.android(#"<string name="charts">Diagramme</string>"#),
        ]
        let catalogs = files.keys.sorted().map { CatalogReader.read(bytes: Array(files[$0]!.utf8), path: $0, format: .android) }
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.translationSources = TranslationSources(configFiles: ["crowdin.yml"], rules: [.init(base: "", source: "app/res/values/strings.xml", ignore: [])])
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule()])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [$0.key ?? ""])" }, ["[\"de\"] [\"widget\"]"], found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.summary.coverage?.catalogsNotSentForTranslation, ["app/res/values/strings_extra.xml"])
    }

    // MARK: shipped locales

    /// Xcode writes the project's localizations in `knownRegions` (iina's project.pbxproj lists 32 of the 56
    /// `.lproj` folders its Crowdin export has).
    func testKnownRegions() {
        let text = """
            mainGroup = 84A0BA8D1D2F9E9600BC8DA1;
            knownRegions = (
                Base,
                en,
                "zh-Hans",
                "pt-BR",
                "sr-Latn",
                he,
            );
            """
        XCTAssertEqual(ShippedLocales.knownRegions(text), ["en", "zh-Hans", "pt-BR", "sr-Latn", "he"])
    }

    /// Gradle: `resConfigs` (AGP before 7), `resourceConfigurations` (AntennaPod's common.gradle) and
    /// `localeFilters` (AGP 8.x `androidResources`), Groovy and Kotlin; Android resource qualifiers
    /// (`pt-rBR`, `b+sr+Latn`, the old `in` and `iw`); densities are not locales.
    func testGradleLocaleFilters() {
        XCTAssertEqual(ShippedLocales.gradleLocales("""
            android {
                defaultConfig {
                    resourceConfigurations += ["en", "ar", "in", "iw", "pt-rBR", "zh-rCN"]
                    resConfigs "de", "xxhdpi"
                }
                androidResources { localeFilters += listOf("b+sr+Latn", "fr") }
                // myResConfigs "ja"
            }
            """), ["en", "ar", "id", "he", "pt-BR", "zh-Hans-CN", "de", "sr-Latn", "fr"])
        let shipped = ShippedLocales(locales: [], withRegionalVariants: ["de", "pt-BR"], declaredIn: ["build.gradle"])
        XCTAssertTrue(shipped.ships("de"))
        XCTAssertTrue(shipped.ships("de-AT"), "a Gradle language filter keeps its regions")
        XCTAssertFalse(shipped.ships("pt"))
        XCTAssertFalse(shipped.ships("th"))
        let xcode = ShippedLocales(locales: ["de"], declaredIn: ["App.xcodeproj/project.pbxproj"])
        XCTAssertFalse(xcode.ships("de-AT"), "Xcode ships the regions it lists")
    }

    /// A folder with an Xcode project: only the `.lproj` locales of `knownRegions` are checked; the others
    /// are named in the coverage summary.
    func testOnlyShippedLocalesAreChecked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-shipped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App.xcodeproj/project.pbxproj": "knownRegions = (\n en,\n de,\n Base,\n);\n",
            "en.lproj/Localizable.strings": "\"a\" = \"Save\";\n\"b\" = \"Cancel\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
            "th.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.shippedLocales = project.shippedLocales
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options).lint(project.read())
        XCTAssertEqual(Set(report.findings.compactMap(\.locale)), ["de"], report.findings.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.summary.coverage?.localesNotShipped, ["th"])
        XCTAssertEqual(report.summary.coverage?.locales, ["de", "en"])
        XCTAssertTrue(TextReporter.coverageLines(report.summary.coverage!).contains("2 locales checked; 1 in the catalogs left out — th: not in knownRegions of "), TextReporter.coverageLines(report.summary.coverage!))
    }

    /// A translation tool's input folder (mastodon's `Localization/StringsConvertor/input/ar.lproj`) holds
    /// copies of the app's catalogs: left out, so no value is checked twice; one only there is kept.
    func testATranslationToolsInputCopiesAreNotTheApp() {
        let paths = ["Localization/StringsConvertor/input/ar.lproj/Localizable.stringsdict",
                     "Localization/StringsConvertor/input/hi.lproj/Localizable.stringsdict",
                     "MastodonSDK/Resources/ar.lproj/Localizable.stringsdict", "input.lproj/x.strings"]
        let (kept, copies) = ScopeStage.appCatalogs(paths.map { CatalogFile(path: $0, format: .stringsdict) })
        XCTAssertEqual(copies, ["Localization/StringsConvertor/input/ar.lproj/Localizable.stringsdict"])
        XCTAssertEqual(kept.map(\.path), Array(paths.dropFirst()))
    }

    /// openfoodfacts ships `zh.lproj` beside `zh-Hans.lproj`: both are Simplified Chinese, and the bundle reads
    /// a table from the folder that names the language exactly (`zh-Hans`), so the `zh.lproj` copy of a table
    /// `zh-Hans.lproj` also has is never shown: its stale English values are no finding. A table only the bare
    /// folder has is still read (and checked).
    func testATableAnotherFolderOfTheSameLocaleShadowsIsNotChecked() throws {
        let report = FormatStringTests.lint([
            "App/en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Nutrients not saved"), ("b", "Save")]),
            "App/zh-Hans.lproj/Localizable.strings": FormatStringTests.strings([("a", "营养成分未保存"), ("b", "保存")]),
            "App/zh.lproj/Localizable.strings": FormatStringTests.strings([("a", "Nutriments not saved"), ("b", "保存")]),
            "App/en.lproj/Menu.strings": FormatStringTests.strings([("m", "Open")]),
            "App/zh.lproj/Menu.strings": FormatStringTests.strings([("m", "Open")]),
        ], rules: [UntranslatedRule(), WrongScriptRule()])
        XCTAssertEqual(report.findings.map { "\($0.rule) \($0.location.file):\($0.location.line)" },
                       ["untranslated App/zh.lproj/Menu.strings:1"], report.findings.map(\.clangStyle).joined(separator: "\n"))
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.catalogsShadowed, ["App/zh.lproj/Localizable.strings": "App/zh-Hans.lproj/Localizable.strings"])
        XCTAssertTrue(TextReporter.coverageLines(coverage).contains("1 catalog file left out: another folder of the same locale takes precedence"),
                      TextReporter.coverageLines(coverage))
        // Two folders neither of which names the locale exactly decide nothing: both are kept.
        let (kept, shadowed) = ScopeStage.withoutShadowedTables(["a/zh_CN.lproj/L.strings", "a/zh-CN.lproj/L.strings"].map { CatalogFile(path: $0, format: .strings) })
        XCTAssertEqual(kept.count, 2)
        XCTAssertEqual(shadowed, [:])
    }

    /// A framework reads its own bundle's tables (`Bundle.localizedString(forKey:value:table:)` looks in the
    /// bundle it is sent to; `NSLocalizedString` defaults to `Bundle.main` and the `Localizable` table): an app's
    /// copy of `PhotosUI.strings` that no source names is never shown, while a table a source passes as a
    /// literal (`string(key, "Extra")`, positional as a wrapper takes it) is. With no source at all nothing
    /// can be decided: every table is checked and the coverage says so.
    /// What a table file says about itself (a key defined twice) is reported where the app reads the table: a
    /// table no source names (`PhotosUI`, read by the framework from its own bundle) changes nothing users see.
    func testFindingsOfATableTheAppNeverReadsAreNotReported() throws {
        let twice = "\"a\" = \"Alle\";\n\"a\" = \"Alles\";\n"
        let files = ["App/de.lproj/Localizable.strings": twice, "App/de.lproj/PhotosUI.strings": twice]
        let catalogs = files.keys.sorted().map { CatalogReader.read(bytes: Array(files[$0]!.utf8), path: $0, format: .strings) }
        XCTAssertEqual(catalogs.flatMap(\.findings).map(\.rule), ["duplicate-key", "duplicate-key"])
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.appleTablesRead = AppleTablesRead(named: [], hasSources: true)
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: catalogs.flatMap(\.findings)))
        XCTAssertEqual(report.findings.map(\.location.file), ["App/de.lproj/Localizable.strings"])
        XCTAssertEqual(report.summary.coverage?.catalogsNotRead, ["App/de.lproj/PhotosUI.strings"])
    }

    func testTablesNoSourceNamesAreNotChecked() throws {
        let files = [
            "App/en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Cancel")]),
            "App/th.lproj/Localizable.strings": FormatStringTests.strings([("a", "Cancel")]),
            "App/en.lproj/PhotosUI.strings": FormatStringTests.strings([("ALL", "Screenshots")]),
            "App/th.lproj/PhotosUI.strings": FormatStringTests.strings([("ALL", "Screenshots")]),
            "App/en.lproj/Extra.strings": FormatStringTests.strings([("x", "Open")]),
            "App/th.lproj/Extra.strings": FormatStringTests.strings([("x", "Open")]),
            "App/Settings.bundle/en.lproj/Root.strings": FormatStringTests.strings([("r", "Version")]),
            "App/Settings.bundle/th.lproj/Root.strings": FormatStringTests.strings([("r", "Version")]),
        ]
        let source = Array("let s = string(key, \"Extra\")\nlet t = NSLocalizedString(\"a\", comment: \"\")\n".utf8)
        let named = AppleTablesRead.namedTables(in: source, among: ["photosui", "extra", "root"])
        XCTAssertEqual(named, ["extra"])
        func lint(_ read: AppleTablesRead?) -> LintReport {
            let catalogs = files.keys.sorted().map { CatalogReader.read(bytes: Array(files[$0]!.utf8), path: $0, format: CatalogReader.format(of: $0)!) }
            var options = LintOptions(sourceLocale: "en", workers: 1)
            options.appleTablesRead = read
            return Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule()])
                .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        }
        let withSources = lint(AppleTablesRead(named: named, hasSources: true))
        XCTAssertEqual(Set(Self.untranslated(withSources).compactMap(\.table)), ["Localizable", "Extra", "Root"],
                       withSources.findings.map(\.clangStyle).joined(separator: "\n"))
        let coverage = try XCTUnwrap(withSources.summary.coverage)
        XCTAssertEqual(coverage.catalogsNotRead, ["App/en.lproj/PhotosUI.strings", "App/th.lproj/PhotosUI.strings"])
        XCTAssertTrue(TextReporter.coverageLines(coverage).contains("tables the app never reads"), TextReporter.coverageLines(coverage))
        let withoutSources = lint(AppleTablesRead(named: [], hasSources: false))
        XCTAssertEqual(Set(Self.untranslated(withoutSources).compactMap(\.table)), ["Localizable", "Extra", "PhotosUI", "Root"])
        let undecided = try XCTUnwrap(withoutSources.summary.coverage)
        XCTAssertEqual(undecided.catalogsNotRead, [])
        XCTAssertEqual(undecided.tablesReadUndecided, ["App/en.lproj/Extra.strings", "App/en.lproj/PhotosUI.strings",
                                                       "App/th.lproj/Extra.strings", "App/th.lproj/PhotosUI.strings"])
        XCTAssertTrue(TextReporter.coverageLines(undecided).contains("whether the app reads them is undecided"))
        // The app's Interface Builder documents without any of its code: the code that would name the tables is
        // missing, so what cannot be decided is left out, and the coverage says so.
        let resourcesOnly = lint(AppleTablesRead(named: ["main"], hasSources: false, hasDocuments: true))
        XCTAssertEqual(Set(Self.untranslated(resourcesOnly).compactMap(\.table)), ["Localizable", "Root"])
        let leftOut = try XCTUnwrap(resourcesOnly.summary.coverage)
        XCTAssertEqual(leftOut.tablesReadUndecided, undecided.tablesReadUndecided)
        XCTAssertTrue(leftOut.tablesUndecidedLeftOut)
        XCTAssertTrue(TextReporter.coverageLines(leftOut).contains("4 catalog files left out: whether the app reads them is undecided"),
                      TextReporter.coverageLines(leftOut))
        XCTAssertFalse(undecided.tablesUndecidedLeftOut)
    }

    /// An app whose `Info.plist` says `LSBackgroundOnly` (a login-item launcher) shows no window or menu:
    /// the catalogs in its folder are left out, and the coverage lists them. Its sibling app's catalogs of the
    /// same table name are checked alone (before, the two `Main` tables were read as one).
    func testCatalogsOfABackgroundOnlyBundleAreNotChecked() throws {
        let plist = { (value: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>LSBackgroundOnly</key>\n\t\(value)\n</dict>\n</plist>\n"
        }
        XCTAssertTrue(AppleSourceFacts.isBackgroundOnly(plist: plist("<true/>")))
        XCTAssertTrue(AppleSourceFacts.isBackgroundOnly(plist: plist("<string>YES</string>")))
        XCTAssertFalse(AppleSourceFacts.isBackgroundOnly(plist: plist("<false/>")))
        XCTAssertFalse(AppleSourceFacts.isBackgroundOnly(plist: "<dict><key>LSUIElement</key><true/></dict>"))

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("background-only-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/Info.plist": "<dict><key>LSUIElement</key><true/></dict>",
            "Launcher/Info.plist": plist("<true/>"),
            "App/en.lproj/Main.strings": FormatStringTests.strings([("a", "Settings")]),
            "App/de.lproj/Main.strings": FormatStringTests.strings([("a", "Einstellungen")]),
            "Launcher/en.lproj/Main.strings": FormatStringTests.strings([("m", "Customize Toolbar…")]),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let facts = AppleSourceFacts.read(folders: [root.path])
        XCTAssertEqual(facts.backgroundOnlyFolders, [root.appendingPathComponent("Launcher").path])
        let catalogs = files.keys.filter { $0.hasSuffix(".strings") }.sorted().map { path in
            CatalogReader.read(bytes: Array(files[path]!.utf8), path: root.appendingPathComponent(path).path, format: .strings)
        }
        func lint(_ facts: AppleSourceFacts?) -> LintReport {
            var options = LintOptions(sourceLocale: "en", workers: 1)
            options.appleSourceFacts = facts
            return Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule()])
                .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        }
        let report = lint(facts)
        XCTAssertEqual(Self.untranslated(report).count, 0, report.findings.map(\.clangStyle).joined(separator: "\n"))
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.catalogsNeverShown, [root.appendingPathComponent("Launcher/en.lproj/Main.strings").path])
        XCTAssertTrue(TextReporter.coverageLines(coverage).contains("runs only in the background"), TextReporter.coverageLines(coverage))
        // Without the facts, the launcher's menu item (no German value) is reported missing in the one `Main`.
        XCTAssertEqual(Self.untranslated(lint(nil)).count, 1)
    }

    /// SwiftGen writes an accessor for every key, used or not: a key whose accessor no other source reads
    /// (and whose literal none names) is never shown, and its gaps are not reported. An accessor read
    /// anywhere, a key built at run time from a literal head (`"panel::\(name)"`), or a table the code names
    /// itself keeps its keys.
    func testKeysOnlyAnUnusedGeneratedAccessorReadsAreNeverShown() throws {
        let generated = """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            public enum L10n {
              public enum Fee {
                /// %@ sat/B
                public static func satB(_ p1: Any) -> String {
                  return L10n.tr("Localizable", "fee.satB", String(describing: p1), fallback: "%@ sat/B")
                }
                public static let title = L10n.tr("Localizable", "fee.title", fallback: "Fee")
              }
              public static let panelMap = L10n.tr("Localizable", "panel::map", fallback: "Map")
              public static let old = L10n.tr("Localizable", "old \\"quoted\\"", fallback: "Old")
              public static let help = L10n.tr("Help", "help.title", fallback: "Help")
            }
            """
        var accessors = GeneratedStringAccessors()
        accessors.add(source: generated)
        accessors.add(source: "let t = L10n.Fee.title\nlet p = NSLocalizedString(\"panel::\\(name)\", comment: \"\")\n")
        XCTAssertEqual(accessors.unusedKeys, ["localizable\u{1F}fee.satB", "localizable\u{1F}old \"quoted\"", "help\u{1F}help.title"])
        accessors.add(source: "let h = Bundle.main.localizedString(forKey: key, value: nil, table: \"Help\")\n")
        XCTAssertEqual(accessors.unusedKeys, ["localizable\u{1F}fee.satB", "localizable\u{1F}old \"quoted\""])
        accessors.add(source: "label.text = L10n.Fee.satB(rate)\n")
        XCTAssertEqual(accessors.unusedKeys, ["localizable\u{1F}old \"quoted\""])

        let catalogs = [CatalogReader.read(bytes: Array(FormatStringTests.strings([("fee.satB", "%@ sat/B"), ("fee.title", "Fee")]).utf8),
                                           path: "en.lproj/Localizable.strings", format: .strings),
                        CatalogReader.read(bytes: Array(FormatStringTests.strings([("fee.satB", "sat/B")]).utf8),
                                           path: "id.lproj/Localizable.strings", format: .strings)]
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.appleSourceFacts = AppleSourceFacts()
        options.appleSourceFacts?.unusedGeneratedKeys = ["localizable\u{1F}fee.satB"]
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule(), PlaceholderMismatchRule()])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        XCTAssertFalse(report.findings.contains { $0.message.contains("sat/B") }, report.findings.map(\.message).joined(separator: "\n"))
        options.appleSourceFacts = nil
        let unfiltered = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule(), PlaceholderMismatchRule()])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        XCTAssertTrue(unfiltered.findings.contains { $0.rule == "placeholder-mismatch" && $0.message.contains("sat/B") })
        XCTAssertEqual(report.summary.coverage?.keysUnreferenced, 1)
    }

    // MARK: one finding per locale × table

    func testMissingValuesAreOneFindingPerLocaleAndTable() throws {
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Save"), ("b", "Cancel"), ("c", "Done"), ("range", "%1$@ – %2$@"), ("empty", "")]),
            "en.lproj/Menu.strings": FormatStringTests.strings([("m", "Open")]),
            "de.lproj/Localizable.strings": FormatStringTests.strings([("a", "Sichern")]),
            "fr.lproj/Localizable.strings": FormatStringTests.strings([("a", "Enregistrer"), ("b", "Annuler"), ("c", "OK")]),
            "fr.lproj/Menu.strings": FormatStringTests.strings([("m", "Ouvrir")]),
            "en-GB.lproj/Localizable.strings": FormatStringTests.strings([("a", "Save")]),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locale ?? "") \($0.table ?? "") \($0.keys ?? [])" }.sorted(),
                       ["de Localizable [\"b\", \"c\"]", "de Menu [\"m\"]"], found.map(\.clangStyle).joined(separator: "\n"))
        let german = try XCTUnwrap(found.first { $0.table == "Localizable" })
        // At the first missing key in the source: the same keys missing in several locales are one finding.
        XCTAssertEqual(german.location.file, "en.lproj/Localizable.strings")
        XCTAssertEqual(german.location.line, 2)
        XCTAssertEqual(german.message, "no de translation of 2 of 3 values in Localizable: de users see the source text of “Cancel”, “Done”")
        XCTAssertEqual(german.sourceTexts, ["Cancel", "Done"], "the source texts a translator recognizes, beside the keys")
        XCTAssertNil(german.key)
        let completeness = try XCTUnwrap(report.summary.coverage?.completeness)
        XCTAssertEqual(completeness, [LocaleCompleteness(locale: "de", values: 4, missing: 3), LocaleCompleteness(locale: "fr", values: 4, missing: 0)])
    }

    /// The same values missing in three locales are one finding listing them (“one missing key in 30
    /// locales”); values still the source text in another script are the locale's own list.
    func testTheSameMissingValuesInSeveralLocalesAreOneFinding() throws {
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Save"), ("b", "Cancel"), ("new", "Share")]),
            "de.lproj/Localizable.strings": FormatStringTests.strings([("a", "Sichern"), ("b", "Abbrechen")]),
            "fr.lproj/Localizable.strings": FormatStringTests.strings([("a", "Enregistrer"), ("b", "Annuler")]),
            "th.lproj/Localizable.strings": FormatStringTests.strings([("a", "บันทึก"), ("b", "Cancel")]),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }.sorted(),
                       ["[\"de\", \"fr\", \"th\"] [\"new\"]", "[\"th\"] [\"b\"]"], found.map(\.clangStyle).joined(separator: "\n"))
        let thai = try XCTUnwrap(found.first { $0.keys == ["b"] })
        XCTAssertEqual(thai.message, "1 of 3 th values in Localizable is still the source text, in another script than th's Thai: “Cancel”")
        XCTAssertEqual(thai.location.file, "th.lproj/Localizable.strings")
        XCTAssertEqual(report.summary.coverage?.completeness.first { $0.locale == "th" }?.missing, 2)
    }

    /// Values a String Catalog marks `needs_review` (Xcode: “Needs Review”, set when the source changes
    /// after translation) are a reviewer's list: one finding per locale × table naming them, at the first
    /// of them; a value that is also still the source text in another script is reported once, as that.
    func testValuesAwaitingReviewAreOneFindingPerLocaleAndTable() throws {
        func unit(_ value: String, _ state: String) -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"# }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "a":{"localizations":{"en":\(unit("Save", "translated")),"de":\(unit("Speichern", "needs_review")),"th":\(unit("บันทึก", "translated"))}},
              "b":{"localizations":{"en":\(unit("Cancel", "translated")),"de":\(unit("Abbrechen", "needs_review")),"th":\(unit("Cancel", "needs_review"))}},
              "c":{"localizations":{"en":\(unit("Done", "translated")),"de":\(unit("Fertig", "translated")),"th":\(unit("เสร็จ", "new"))}}
            }}
            """
        let report = FormatStringTests.lint(["Localizable.xcstrings": catalog], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }.sorted(),
                       ["[\"de\"] [\"a\", \"b\"]", "[\"th\"] [\"b\"]", "[\"th\"] [\"c\"]"], found.map(\.clangStyle).joined(separator: "\n"))
        let german = try XCTUnwrap(found.first { $0.locale == "de" })
        XCTAssertEqual(german.message, "2 of 3 de values in Localizable are marked `new` or `needs_review`: no translator has confirmed them since the source changed (source: “Save”, “Cancel”)")
        XCTAssertEqual(german.location.line, 2, "at the first value awaiting review")
        XCTAssertTrue(try XCTUnwrap(found.first { $0.keys == ["b"] }).message.contains("still the source text"))
    }

    /// A String Catalog holds every locale's value under its key: the same values awaiting review in several
    /// locales are one finding at the key's source value, listing the locales (as missing values are).
    func testTheSameValuesAwaitingReviewInSeveralLocalesAreOneFinding() throws {
        func unit(_ value: String, _ state: String) -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"# }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "a":{"localizations":{
                "en":\(unit("Saved", "translated")),
                "de":\(unit("Gesichert", "needs_review")),
                "fr":\(unit("Enregistré", "needs_review"))}}
            }}
            """
        let found = Self.untranslated(FormatStringTests.lint(["Localizable.xcstrings": catalog], rules: [UntranslatedRule()]))
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? []) \($0.location.line)" }, ["[\"de\", \"fr\"] [\"a\"] 3"],
                       found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// An app's Android build and its iOS build ship their own locales: a Kotlin Multiplatform repository's
    /// Android `strings` is not missing in `ar`, a locale only the iOS String Catalog has (no Android user
    /// has it), while a locale the Android resources have is still checked.
    func testATableIsNotMissingInALocaleOnlyTheOtherPlatformHas() throws {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"save":{"localizations":{"en":\#(unit("Save")),"ar":\#(unit("حفظ"))}}}}"#
        let report = FormatStringTests.lint([
            "iosApp/Localizable.xcstrings": catalog,
            "app/src/main/res/values/strings.xml": FormatStringTests.android(#"<string name="save">Save</string><string name="share">Share</string>"#),
            "app/src/main/res/values-de/strings.xml": FormatStringTests.android(#"<string name="save">Sichern</string>"#),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.table ?? "") \($0.keys ?? [])" }, ["[\"de\"] strings [\"share\"]"],
                       found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Each catalog has its own source language (issue 33): a Kotlin Multiplatform app's iOS String Catalog
    /// whose `sourceLanguage` is `ja` does not make its Compose `values/` (English, the default configuration
    /// Android's tools take as English without `tools:locale`) a Japanese source. The English values are not
    /// "untranslated in en"; a value `values-ja` lacks is still missing in ja, and the coverage says which
    /// tables have their own source. (Before: the run's `ja` replaced the Compose `values/`, and every Compose
    /// value was reported as missing in `en`.)
    func testEachCatalogHasItsOwnSourceLanguage() throws {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let catalog = #"{"sourceLanguage":"ja","version":"1.0","strings":{"お気に入り":{"localizations":{"ja":\#(unit("お気に入り")),"en":\#(unit("Favorites"))}}}}"#
        let files: [String: String] = [
            "app-ios/Localizable.xcstrings": catalog,
            "shared/src/commonMain/composeResources/values/strings.xml": FormatStringTests.android(
                #"<string name="favorite">Favorite</string><string name="timetable">Timetable</string><string name="sponsors">%1$s sponsors</string>"#),
            "shared/src/commonMain/composeResources/values-ja/strings.xml": FormatStringTests.android(
                #"<string name="favorite">お気に入り</string><string name="sponsors">%1$s スポンサー</string>"#),
        ]
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(files[path]!.utf8), path: path, format: CatalogReader.format(of: path)!)
        }
        let input = LintInput(catalogs: catalogs, screens: [], findings: catalogs.flatMap(\.findings))
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(workers: 1),
                            rules: [UntranslatedRule(), PlaceholderMismatchRule()]).lint(input)
        let found = report.findings.filter { $0.rule == "untranslated" || $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(found.map { "\($0.rule) \($0.locales) \($0.table ?? "") \($0.keys ?? [])" },
                       ["untranslated [\"ja\"] shared/composeResources/strings [\"timetable\"]"],
                       found.map(\.clangStyle).joined(separator: "\n"))
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.locales, ["en", "ja"])
        XCTAssertEqual(coverage.tableSourceLocales.keys.sorted(), ["shared/composeResources/strings"])
        XCTAssertTrue(coverage.tableSourceLocales["shared/composeResources/strings"]?.hasPrefix("en: ") == true)
        XCTAssertEqual(coverage.completeness.map { "\($0.locale) \($0.missing)/\($0.values)" }, ["en 0/1", "ja 1/3"])
    }

    /// `tools:locale` on a default `values/` file names its language (developer.android.com/studio/write/tool-attributes:
    /// "the tools otherwise assume English"): German defaults with an English translation are German's source,
    /// and the value `values-en` lacks is missing in en. (Before: `values/` was read as English, and its German
    /// values were dropped beside `values-en`.)
    func testToolsLocaleNamesTheDefaultValuesLanguage() throws {
        let files: [String: String] = [
            "app/src/main/res/values/strings.xml": """
                <resources xmlns:tools="http://schemas.android.com/tools" tools:locale="de">
                <string name="save">Sichern</string><string name="share">Teilen</string>
                </resources>
                """,
            "app/src/main/res/values-en/strings.xml": FormatStringTests.android(#"<string name="save">Save</string>"#),
        ]
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(files[path]!.utf8), path: path, format: CatalogReader.format(of: path)!)
        }
        XCTAssertEqual(catalogs.map(\.sourceLanguage), [nil, "de"], "values-en, then values/")
        let input = LintInput(catalogs: catalogs, screens: [], findings: catalogs.flatMap(\.findings))
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(workers: 1), rules: [UntranslatedRule()]).lint(input)
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }, ["[\"en\"] [\"share\"]"], found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.summary.coverage?.locales, ["de", "en"])
    }

    /// A language's own name (CLDR's name of the language in itself) is what a language picker shows in every
    /// locale: DroidKaigi's Japanese `english` is “English” beside `japanese` “日本語”. A label copied in
    /// English (“Timetable”) is still the source text.
    func testALanguagesOwnNameIsKept() throws {
        XCTAssertTrue(UntranslatedRule.isLanguageOwnName("English"))
        XCTAssertTrue(UntranslatedRule.isLanguageOwnName("Español"))
        XCTAssertTrue(UntranslatedRule.isLanguageOwnName("日本語"))
        XCTAssertFalse(UntranslatedRule.isLanguageOwnName("Timetable"))
        let report = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android(#"<string name="english">English</string><string name="timetable">Timetable</string><string name="save">Save</string>"#),
            "res/values-ja/strings.xml": FormatStringTests.android(#"<string name="english">English</string><string name="timetable">Timetable</string><string name="save">保存</string>"#),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }, ["[\"ja\"] [\"timetable\"]"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Android 7.0+ resolves a string missing in `values-fa` from `values-fa-rIR` (same language and script,
    /// another region: AOSP `ResTable_config::match`), so a `fa` user sees Persian, not the source; a string
    /// no Persian folder has is still missing in both. Apple's lookup has no such sibling.
    func testAnAndroidLocaleShowsAnotherRegionsValueBeforeTheSource() throws {
        let android = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android(#"<string name="a">Save</string><string name="b">Cancel</string><string name="c">Share</string>"#),
            "res/values-fa/strings.xml": FormatStringTests.android(#"<string name="a">ذخیره</string>"#),
            "res/values-fa-rIR/strings.xml": FormatStringTests.android(#"<string name="a">ذخیره</string><string name="b">لغو</string>"#),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(android)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }, ["[\"fa\", \"fa-IR\"] [\"c\"]"], found.map(\.clangStyle).joined(separator: "\n"))
        let apple = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Save"), ("b", "Cancel")]),
            "fa.lproj/Localizable.strings": FormatStringTests.strings([("a", "ذخیره")]),
            "fa-IR.lproj/Localizable.strings": FormatStringTests.strings([("a", "ذخیره"), ("b", "لغو")]),
        ], rules: [UntranslatedRule()])
        XCTAssertEqual(Self.untranslated(apple).map { "\($0.locales) \($0.keys ?? [])" }, ["[\"fa\"] [\"b\"]"])
    }

    /// moko-resources' folder `de-DE` is written into Android's `values-de-rDE` (moko-resources
    /// `LanguageType.Locale.androidResourcesDir`), so a `de` user of the app (a locale the app has through its
    /// Compose resources' `values-de`) sees the `de-DE` text on Android 7.0+, as for any aapt2 resource; a
    /// string neither German folder has is still missing.
    func testAMokoRegionalFolderServesItsLanguage() throws {
        let report = FormatStringTests.lint([
            "shared/src/commonMain/moko-resources/base/strings.xml": FormatStringTests.android(#"<string name="title">Video</string><string name="body">Handle video playback.</string><string name="more">More videos</string>"#),
            "shared/src/commonMain/moko-resources/de-DE/strings.xml": FormatStringTests.android(#"<string name="title">Video</string><string name="body">Videowiedergabe ändern.</string>"#),
            "shared/src/commonMain/composeResources/values/strings.xml": FormatStringTests.android(#"<string name="save">Save</string>"#),
            "shared/src/commonMain/composeResources/values-de/strings.xml": FormatStringTests.android(#"<string name="save">Sichern</string>"#),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }, ["[\"de\", \"de-DE\"] [\"more\"]"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// The Android app's label (`<application android:label="@string/app_name">`) is the app's name: a locale
    /// that keeps “OSMTracker for Android™” as written keeps a name, as a bundle's display name is kept.
    func testTheAndroidAppLabelIsAName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("label-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let manifest = root.appendingPathComponent("app/src/main/AndroidManifest.xml")
        try FileManager.default.createDirectory(at: manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:label="@string/app_name"/></manifest>"#.utf8).write(to: manifest)
        XCTAssertEqual(AndroidRTLSupport.labelKeys([manifest.path]), ["app_name"])
        let files = [
            "res/values/strings.xml": FormatStringTests.android(#"<string name="app_name">OSMTracker for Android™</string><string name="about">About the tracker</string>"#),
            "res/values-ja/strings.xml": FormatStringTests.android(#"<string name="app_name">OSMTracker for Android™</string><string name="about">About the tracker</string>"#),
        ]
        func untranslatedKeys(labels: Set<String>, in files: [String: String] = files) -> [String] {
            let catalogs = files.keys.sorted().map { CatalogReader.read(bytes: Array(files[$0]!.utf8), path: $0, format: .android) }
            var options = LintOptions(sourceLocale: "en", workers: 1)
            options.androidAppLabelKeys = labels
            let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule()])
                .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
            return Self.untranslated(report).flatMap { $0.keys ?? [] }.sorted()
        }
        XCTAssertEqual(untranslatedKeys(labels: []), ["about", "app_name"])
        XCTAssertEqual(untranslatedKeys(labels: ["app_name"]), ["about"])

        // A flavor's label that is a reference (`app_name` = `@string/app_name_basic`) names the string aapt2
        // resolves it to: that string is the app's name.
        let flavor = [
            "app/src/basic/res/values/strings.xml": FormatStringTests.android(#"<string name="app_name">@string/app_name_basic</string>"#),
            "app/src/main/res/values/strings.xml": FormatStringTests.android(#"<string name="app_name_basic">F-Droid Basic</string><string name="about">About the store</string>"#),
            "app/src/main/res/values-ja/strings.xml": FormatStringTests.android(#"<string name="app_name_basic">F-Droid Basic</string><string name="about">About the store</string>"#),
        ]
        XCTAssertEqual(untranslatedKeys(labels: [], in: flavor), ["about", "app_name_basic"])
        XCTAssertEqual(untranslatedKeys(labels: ["app_name"], in: flavor), ["about"])
    }

    /// Kept as they are, not untranslated: terms (“OK”, “dB”, “X:”, “4x”, “HDR”), names written like names
    /// (“AntennaPod”) and names the locale writes inside its own sentences (“Open Food Facts”). Untranslated:
    /// an English word copied into every catalog before anyone translated it (vlc's “Downloads” in ar, th,
    /// zh-Hans and de), which no translated value of those locales contains.
    func testTermsAndNamesAreKeptButCopiedEnglishIsUntranslated() throws {
        let keys = ["ok": "OK", "gain": "dB", "x": "X:", "speed": "4x", "hdr": "HDR", "app": "AntennaPod",
                    "brand": "Open Food Facts", "downloads": "Downloads", "device": "iPad"]
        var files: [String: String] = ["en.lproj/Localizable.strings": FormatStringTests.strings(keys.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                                                                                                + [("about", "About Open Food Facts")])]
        let about = ["ar": "حول Open Food Facts", "th": "เกี่ยวกับ Open Food Facts", "zh-Hans": "关于 Open Food Facts", "de": "Über Open Food Facts"]
        for locale in ["ar", "th", "zh-Hans", "de"] {
            files["\(locale).lproj/Localizable.strings"] = FormatStringTests.strings(keys.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                                                                                     + [("about", about[locale]!)])
        }
        // A brand one locale writes otherwise is still a name in the others (AntennaPod's “GitHub”).
        files["en.lproj/Site.strings"] = FormatStringTests.strings([("site", "GitHub")])
        for locale in ["ar", "th", "zh-Hans"] { files["\(locale).lproj/Site.strings"] = FormatStringTests.strings([("site", "GitHub")]) }
        files["de.lproj/Site.strings"] = FormatStringTests.strings([("site", "GitHub-Seite")])
        let report = FormatStringTests.lint(files, rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [])" }.sorted(),
                       ["[\"ar\"] [\"downloads\"]", "[\"th\"] [\"downloads\"]", "[\"zh-Hans\"] [\"downloads\"]"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// The same value missing in Spanish and Italian is one finding: no word of the message or suggestion
    /// is the tag `it` (“translate it”) — FindingGroups counts the locale's own tag as equal, so the
    /// pronoun would keep Italian apart.
    func testItalianGroupsWithTheOthers() throws {
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Save"), ("b", "Hide posts from bots")]),
            "es.lproj/Localizable.strings": FormatStringTests.strings([("a", "Guardar")]),
            "it.lproj/Localizable.strings": FormatStringTests.strings([("a", "Salva")]),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map(\.locales), [["es", "it"]], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// A `.stringsdict` format that is only substitutions (`%#@count_day_left@`, mastodon's date strings)
    /// and a SiriKit parameter (`${content}`) are names, not words: the same in every locale.
    func testSubstitutionsAndParametersAreNotWords() {
        XCTAssertEqual(UntranslatedRule.withoutReferences("%#@count_day_left@"), "")
        XCTAssertEqual(UntranslatedRule.withoutReferences("%@ %1$#@post_count@ and ${content}!"), "%@  and !")
        XCTAssertEqual(UntranslatedRule.withoutReferences("100% #@ off"), "100% #@ off")
        // A variable whose specifier carries a width before `#` (CFString.c reads it and ignores it).
        XCTAssertEqual(UntranslatedRule.withoutReferences("%1#@count@ left"), " left")
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("a", "Save"), ("days", "%#@count_day_left@"), ("p", "${content}")]),
            "th.lproj/Localizable.strings": FormatStringTests.strings([("a", "บันทึก"), ("days", "%#@count_day_left@"), ("p", "${content}")]),
        ], rules: [UntranslatedRule()])
        XCTAssertEqual(Self.untranslated(report), [], Self.untranslated(report).map(\.clangStyle).joined(separator: "\n"))
    }

    /// A baseline knows a locale's missing values key by key: one more missing key is reported alone.
    func testBaselinesKnowMissingValuesKeyByKey() throws {
        func report(_ source: [(String, String)]) -> LintReport {
            FormatStringTests.lint([
                "en.lproj/Localizable.strings": FormatStringTests.strings(source),
                "de.lproj/Localizable.strings": FormatStringTests.strings([("a", "Sichern")]),
            ], rules: [UntranslatedRule()])
        }
        let before = report([("a", "Save"), ("b", "Cancel"), ("c", "Done")])
        let baseline = Baseline(findings: before.findings)
        XCTAssertEqual(baseline.findings.map(\.fingerprint.key), ["b", "c"], "one entry per key")
        let after = report([("a", "Save"), ("b", "Cancel"), ("c", "Done"), ("d", "Delete")])
        let (new, status) = baseline.compare(after.findings, file: "baseline.json", complete: true)
        XCTAssertEqual(status.known, 2)
        XCTAssertEqual(new.map(\.keys), [["d"]])
        XCTAssertEqual(new.first?.key, "d")
        XCTAssertTrue(new.first?.message.contains("1 of 4 values") == true, new.first?.message ?? "")
    }

    // MARK: what is not untranslated

    /// Android: `translatable="false"` and Android Lint's `tools:ignore="MissingTranslation"` (on the string
    /// or the whole file); BartyCrouch's `#bc-ignore!` in a `.strings` comment; an app name kept in every locale.
    func testMarkersSayWhatIsNotToBeTranslated() throws {
        let android = FormatStringTests.lint([
            "res/values/strings.xml": """
                <resources xmlns:tools="http://schemas.android.com/tools">
                    <string name="app_name" translatable="false">AntennaPod</string>
                    <string name="debug" tools:ignore="MissingTranslation">Debug menu</string>
                    <string name="play">Play</string>
                </resources>
                """,
            "res/values/donottranslate.xml": """
                <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">
                    <string name="feedback_url">Send feedback</string>
                </resources>
                """,
            // Android Lint skips files whose name starts with `donottranslate` (TranslationDetector.ignoreFile),
            // with no attribute at all.
            "res/values/donottranslate_codecs.xml": "<resources><string name=\"codec_opus\">Opus audio codec</string></resources>",
            "res/values-de/strings.xml": "<resources><string name=\"play\">Abspielen</string></resources>",
        ], rules: [UntranslatedRule()])
        XCTAssertEqual(Self.untranslated(android), [], Self.untranslated(android).map(\.clangStyle).joined(separator: "\n"))
        // The same value in a file of another name is a missing translation.
        let named = FormatStringTests.lint([
            "res/values/codecs.xml": "<resources><string name=\"codec_opus\">Opus audio codec</string></resources>",
            "res/values/strings.xml": "<resources><string name=\"play\">Play</string></resources>",
            "res/values-de/strings.xml": "<resources><string name=\"play\">Abspielen</string></resources>",
        ], rules: [UntranslatedRule()])
        XCTAssertEqual(Self.untranslated(named).count, 1, Self.untranslated(named).map(\.clangStyle).joined(separator: "\n"))

        let apple = FormatStringTests.lint([
            "en.lproj/Localizable.strings": "/* Carrier #bc-ignore! */\n\"Carrier\" = \"Carrier\";\n\"Play\" = \"Play\";\n\"IINA\" = \"IINA\";\n",
            "th.lproj/Localizable.strings": "\"Play\" = \"เล่น\";\n\"IINA\" = \"IINA\";\n",
            "ja.lproj/Localizable.strings": "\"Play\" = \"再生\";\n\"IINA\" = \"IINA\";\n",
            "de.lproj/Localizable.strings": "\"Play\" = \"Abspielen\";\n\"IINA\" = \"IINA\";\n",
        ], rules: [UntranslatedRule()])
        XCTAssertEqual(Self.untranslated(apple), [], Self.untranslated(apple).map(\.clangStyle).joined(separator: "\n"))
    }

    /// A font the profile does not have, on an imported screen (iina's XIBs set Menlo), is the model's
    /// limit: a coverage skip reason, not `invalid-input`.
    func testAnUnknownFontOfAnImportedScreenIsCoverage() throws {
        var element = LayoutElement(id: "log", location: SourceLocation(file: "Log.xib", line: 12, column: 5))
        element.key = "title"
        element.size = 13
        element.width = 200
        element.maxLines = 1
        element.family = "Menlo"
        let screen = LayoutScreen(name: "Log", platform: .ios, file: "Log.xib", location: element.location,
                                  elements: [element], origin: .interfaceBuilder)
        let catalog = CatalogReader.read(bytes: Array("\"title\" = \"Log\";\n".utf8), path: "en.lproj/Localizable.strings", format: .strings)
        let german = CatalogReader.read(bytes: Array("\"title\" = \"Protokoll\";\n".utf8), path: "de.lproj/Localizable.strings", format: .strings)
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1))
            .lint(LintInput(catalogs: [catalog, german], screens: [screen]))
        XCTAssertEqual(report.findings.filter { $0.rule == RuleID.invalidInput }, [])
        let skipped = report.summary.coverage?.skipped ?? [:]
        XCTAssertEqual(skipped.filter { $0.key.contains("Menlo") && $0.key.contains("is not in the font profile") }.values.reduce(0, +), 1,
                       "\(skipped)")
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 0)
    }

    /// Layout files are only YAML/JSON that declare a screen: `package.json`, a `tsconfig.json` with
    /// comments, layoutlint's own JSON report and a JSON word list in a checked folder are not read (no
    /// invalid-input).
    func testJSONFilesThatAreNotLayoutsAreNotRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-notlayouts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = LintReport(findings: [FindingGroupsTests.fallback("de")], labelsChecked: 1, measurements: 1)
        let files = [
            "package.json": "{ \"name\": \"app\", \"scripts\": { \"screen\": \"x\" } }",
            "tsconfig.json": "{\n  // comments are not JSON\n  \"compilerOptions\": { \"strict\": true }\n}\n",
            "layoutlint-report.json": try JSONReporter().render(report),
            "workflow.yml": "name: ci\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n",
            "screen.json": "{ \"screen\": \"Main\", \"elements\": [] }",
            "broken.json": "{ \"screen\": \"Broken\", \"elements\": [ }",
            // A word list whose words include “screen” and “elements”: data, not a layout.
            "dict.json": "{ \"the\": 255, \"of\": 250, \"screen\": 180, \"elements\": 120, \"to\": 240 }",
            // A layout with one misspelt key is still a layout (its error is reported).
            "typo.json": "{ \"screen\": \"Typo\", \"platfrom\": \"ios\", \"elements\": [] }",
        ]
        for (path, text) in files { try text.write(to: root.appendingPathComponent(path, isDirectory: false).creatingParent(), atomically: true, encoding: .utf8) }
        XCTAssertEqual(try Project.layoutCandidates(in: root.path).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted(),
                       ["broken.json", "screen.json", "typo.json"])
        XCTAssertEqual(JSONTopLevel.keys(Array("{\"a\": [1, {\"b\": \"}\"}], \"c\": null}".utf8)), ["a", "c"])
        XCTAssertNil(JSONTopLevel.keys(Array("[1, 2]".utf8)))
    }
}

private extension URL {
    /// The URL, once its folder exists.
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
