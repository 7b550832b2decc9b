import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// Catalog-wide checks (every value, with or without layouts), the locale model (Base / `values/` as the
/// source, regional fallback, non-locales), catalog size limits and key patterns, on the hand-made inputs in
/// Tests/Fixtures/catalogwide (see its README).
final class CatalogWideTests: XCTestCase {
    static let root = LinterTests.root
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/catalogwide")

    func lint(_ paths: [String], in folder: URL = fixtures, options: LintOptions = LintOptions()) throws -> LintReport {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: paths, config: ProjectConfig(), configPath: nil)
        return Linter(typesetter: LinterTests.typesetter, options: options).lint(project.read())
    }

    // MARK: catalog-wide checks

    func testTheDemoCatalogAloneReportsThePlaceholderMismatch() throws {
        let report = try lint(["strings"], in: Self.root)
        let mismatch = try XCTUnwrap(report.findings.first { $0.rule == "placeholder-mismatch" && $0.locale == "zh-Hans" })
        XCTAssertEqual(mismatch.key, "settings.storage.used")
        XCTAssertTrue(mismatch.message.contains("`%d`"), mismatch.message)
        XCTAssertNil(mismatch.screen, "a catalog-only finding names no screen")
        XCTAssertNil(mismatch.layoutLocation)
        XCTAssertEqual(mismatch.location.file, "strings/Localizable.xcstrings")
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertGreaterThan(coverage.keysCatalogOnly, 0)
        XCTAssertEqual(coverage.keysLaidOut, 0)
        XCTAssertEqual(coverage.keys, coverage.keysCatalogOnly + coverage.keysLaidOut + coverage.keysUnused)
        // Every catalog-only key has a reason (no UI file read: nothing names them).
        XCTAssertEqual(coverage.keysNotLaidOut, [KeysNotLaidOut.notReferencedReason: coverage.keysCatalogOnly])
        XCTAssertEqual(report.summary.labelsChecked, 0)
        // Key by key too: every catalog-only key once, with the reason its count is under.
        let byKey = coverage.keysNotLaidOutByTable.flatMap { table, keys in keys.map { (table, $0.key, $0.value) } }
        XCTAssertEqual(byKey.count, coverage.keysCatalogOnly)
        XCTAssertEqual(coverage.keysNotLaidOutByTable["Localizable"]?["settings.storage.used"], KeysNotLaidOut.notReferencedReason)
        // The JSON report writes it sorted and reads it back.
        let json = try JSONReporter().render(report)
        XCTAssertTrue(json.contains("\"keysNotLaidOutByTable\": {"), json.prefix(400).description)
        let decoded = try JSONDecoder().decode(LintReport.self, from: Data(json.utf8))
        XCTAssertEqual(decoded.summary.coverage?.keysNotLaidOutByTable, coverage.keysNotLaidOutByTable)
    }

    func testWithLayoutsTheCatalogOnlyKeysAreStillChecked() throws {
        // The demo lays out every key of its catalog: coverage says so, and no finding is reported twice.
        let report = try lint(["layouts", "strings"], in: Self.root)
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.keysCatalogOnly, 0)
        XCTAssertEqual(coverage.keysLaidOut, coverage.keys)
        XCTAssertEqual(report.findings.count, Set(report.findings.map(\.clangStyle)).count)
    }

    /// A String Catalog key Xcode marks `stale` is a string it no longer finds in the app's code (Apple,
    /// "Localizing and varying text with a string catalog"): no build shows it, so its translations are not
    /// checked; the same mismatch on a key the code has is reported.
    func testStaleStringCatalogKeysAreNotChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
        let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "install %@" : { "extractionState" : "stale", "localizations" : {
            "en" : \(unit("Install %@")), "de" : \(unit("Installieren")) } },
          "remove %@" : { "localizations" : {
            "en" : \(unit("Remove %@")), "de" : \(unit("Entfernen")) } }
        } }
        """
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let report = try lint(["."], in: folder)
        let keys = report.findings.filter { $0.rule == "placeholder-mismatch" }.compactMap(\.key)
        XCTAssertEqual(keys, ["remove %@"])
    }

    // MARK: substitutions

    func testPlaceholdersAreComparedWithTheSubstitutionsExpanded() throws {
        let report = try lint(["substitutions"])
        let found = report.findings.filter { $0.rule == "placeholder-mismatch" }
            .map { "\($0.locale ?? "") \($0.key ?? "") \($0.variant ?? "-") \($0.severity)" }.sorted()
        // Korean prints argument 2 without plural forms, Basque prints each count with `%lld` inside its own
        // substitution and leaves the number out of one form: both take the source's arguments.
        // A key extracted from code names what the app passes: German may print the count its source leaves out.
        // A source that reads argument 1 both as a plural count and as text (`followed.mutual`, as mastodon's
        // stringsdict does) accepts a translation that does the same.
        XCTAssertEqual(found, [
            "fr profile.fans %lld %@ - error",
            "it poll.votes %lld %lld substitution.votes.plural.one warning",
            "nl poll.votes %lld %lld substitution.votes.plural.other error",
            "pt activity.liked %lld - error",
            "sv poll.votes %lld %lld substitution.votes.plural.one error",
        ])
        let messages = Dictionary(report.findings.filter { $0.rule == "placeholder-mismatch" }.map { ($0.locale ?? "", $0) },
                                  uniquingKeysWith: { a, _ in a })
        XCTAssertTrue(try XCTUnwrap(messages["fr"]).message.contains("`%3$@` reads argument 3, which the app does not pass (the source reads 2)"))
        let dutch = try XCTUnwrap(messages["nl"])
        XCTAssertTrue(dutch.message.contains("`%@` reads argument 1 as an object where the source passes an integer"), dutch.message)
        XCTAssertEqual(dutch.fixes?.map(\.inserted), ["%lld"], "the source's substitution format")
        let swedish = try XCTUnwrap(messages["sv"]).message
        XCTAssertTrue(swedish.contains("`%#@people@` names no substitution in sv"), swedish)
        XCTAssertTrue(swedish.contains("argument 2 (`%#@voters@`) of the source is not shown"), swedish)
        XCTAssertTrue(try XCTUnwrap(messages["it"]).message.contains("argument 2"))
        XCTAssertTrue(try XCTUnwrap(messages["pt"]).message.contains("`%2$lld` reads argument 2, which the app does not pass (the source reads 1)"))
    }

    /// A stringsdict format that names its variable's argument (`%1$#@passwords@`), and a plural form that names
    /// another variable (`%2$#@accounts@`), as Foundation formats them (`__CFParseFormatSpec` in CFString.c):
    /// a Lithuanian translation with the source's specifiers and forms for `few` and `many` (categories
    /// English has not) takes the source's arguments; one whose `other` form reads `%3$@` does not.
    func testPositionedAndNestedVariablesOfAStringsdict() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func plist(_ forms: [String: String], _ accounts: [String: String]) -> String {
            func dict(_ values: [String: String]) -> String {
                "<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                    + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
                    + values.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined() + "</dict>"
            }
            return #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>delete.body</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@passwords@</string>"
                + "<key>passwords</key>\(dict(forms))<key>accounts</key>\(dict(accounts))</dict>"
                + "<key>broken.body</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@passwords@</string>"
                + "<key>passwords</key>\(dict(forms.mapValues { $0.replacingOccurrences(of: "%2$#@accounts@", with: "%3$@") }))"
                + "<key>accounts</key>\(dict(accounts))</dict></dict></plist>"
        }
        let english = plist(["one": "Your password will be deleted. Keep access to your %2$#@accounts@.",
                             "other": "Your passwords will be deleted. Keep access to your %2$#@accounts@."],
                            ["one": "account", "other": "accounts"])
        let lithuanian = ["one", "few", "many", "other"].reduce(into: [String: String]()) {
            $0[$1] = "Jūsų slaptažodžiai bus ištrinti. Pasiekite savo %2$#@accounts@."
        }
        let lithuanianAccounts = ["one": "paskyrą", "few": "paskyras", "many": "paskyros", "other": "paskyrų"]
        for (locale, text) in [("en", english), ("lt", plist(lithuanian, lithuanianAccounts))] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            // Only `broken.body` differs from its source: its English value keeps `%2$#@accounts@`.
            let written = locale == "en" ? text.replacingOccurrences(of: "%3$@", with: "%2$#@accounts@") : text
            try Data(written.utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        }
        let report = try lint(["."], in: folder)
        let found = report.findings.filter { $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(Set(found.compactMap(\.key)), ["broken.body"], found.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(found.allSatisfy { $0.message.contains("`%3$@` reads argument 3, which the app does not pass") },
                      found.map(\.message).joined(separator: "\n"))
    }

    /// An Interface Builder document outside any `.lproj` is not localized: its texts show as written in every
    /// locale. Named a debugging tool (`Debug.storyboard`), it is the developers' screen, left untranslated on
    /// purpose: no `untranslated` finding, its texts counted in the coverage; the same document named `Main`
    /// is reported.
    func testAnUnlocalizedDebuggingDocumentIsNotReportedUntranslated() throws {
        let storyboard = try Data(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/interfacebuilder/Base.lproj/Main.storyboard"))
        func report(naming name: String) throws -> LintReport {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("debugdoc-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (locale, value) in [("en", "Done"), ("de", "Fertig")] {
                let lproj = folder.appendingPathComponent("\(locale).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try Data("\"done\" = \"\(value)\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            }
            try storyboard.write(to: folder.appendingPathComponent("\(name).storyboard"))
            return try lint(["."], in: folder)
        }
        let main = try report(naming: "Main")
        XCTAssertTrue(main.findings.contains { $0.rule == "untranslated" && $0.location.file.hasSuffix("Main.storyboard") },
                      main.findings.map(\.clangStyle).joined(separator: "\n"))
        let debug = try report(naming: "Debug")
        XCTAssertFalse(debug.findings.contains { $0.location.file.hasSuffix("Debug.storyboard") },
                       debug.findings.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertGreaterThan(try XCTUnwrap(debug.summary.coverage).skipped[DebuggingScreen.reason] ?? 0, 0)
    }

    func testMessagesQuoteALongValueByItsEnds() throws {
        // A German value awaiting review, 100k code points long: the untranslated message stays a line.
        let long = String(repeating: "Words ", count: 20_000)
        let entries = [("en", long), ("th", long)].enumerated().map { index, value in
            Entry(key: "k", table: "Localizable", locale: value.0 == "th" ? "de" : value.0, value: value.1,
                  state: value.0 == "en" ? "translated" : "needs_review",
                  location: SourceLocation(file: "Long.xcstrings", line: index + 1, column: 1))
        }
        let input = LintInput(catalogs: [CatalogFile(path: "Long.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries)],
                              screens: [])
        let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1)).lint(input)
        let untranslated = try XCTUnwrap(report.findings.first { $0.rule == "untranslated" && $0.locale == "de" }, "\(report.findings.map { String($0.message.prefix(200)) })")
        XCTAssertLessThan(untranslated.message.unicodeScalars.count, 600, String(untranslated.message.prefix(300)))
        XCTAssertTrue(untranslated.message.contains("(120000 code points)"), String(untranslated.message.prefix(300)))
        XCTAssertEqual(FindingText.quote("short ⏎ text\nnext"), "“short ⏎ text ⏎ next”")
    }

    // MARK: locales as the platforms resolve them

    func testAndroidValuesIsTheSourceAndQqAndPseudoLocalesAreNotChecked() throws {
        let report = try lint(["android"])
        let locales = Set(report.findings.compactMap(\.locale))
        XCTAssertFalse(locales.contains("Base"), "\(locales)")
        XCTAssertFalse(locales.contains("qq"), "message documentation is not a locale")
        XCTAssertFalse(locales.contains { $0.hasSuffix("-XA") }, "pseudo-locales are not checked")
        for finding in report.findings {
            XCTAssertFalse(finding.message.contains("Base") || (finding.suggestion ?? "").contains("Base"), finding.clangStyle)
        }
        // German reads argument 1 as a string (`%s`) where the source passes an integer (`%d`): Java's
        // Formatter prints any argument with `s` ("the result is arg.toString()", java.util.Formatter), so
        // Android shows the number: no finding.
        XCTAssertNil(report.findings.first { $0.rule == "placeholder-mismatch" && $0.locale == "de" && $0.key == "episodes_count" })
    }

    func testRegionalVariantsStaySeparateAndFallBackLikeThePlatform() throws {
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-zh-rTW"), "zh-Hant-TW")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-zh-rHK"), "zh-Hant-HK")
        XCTAssertEqual(LocaleTag.fromLproj("zh-Hant.lproj"), "zh-Hant")
        XCTAssertEqual(LocaleTag.fallbacks("ar-EG"), ["ar"])
        XCTAssertEqual(LocaleTag.fallbacks("zh-Hant-HK"), ["zh-Hant"])
        XCTAssertEqual(LocaleTag.fallbacks("zh-Hans-CN"), ["zh-Hans", "zh"])
        XCTAssertEqual(LocaleTag.fallbacks("sr-Latn-RS"), ["sr-Latn"], "Serbian's likely script is Cyrillic")
        let report = try lint(["android"])
        let untranslated = report.findings.filter { $0.rule == "untranslated" }
        // ar-EG has only `download`: its other keys come from ar, which has them all: never untranslated.
        XCTAssertEqual(untranslated.filter { $0.locale == "ar-EG" }, [])
        // zh-Hant-HK has only `play`, and there is no zh-Hant: since Android 7.0 a resource of another region
        // of the same language and script matches (AOSP `ResTable_config::match`: "Don't consider country and
        // variants when deciding matches" once both scripts are known), so HK users see zh-Hant-TW's values,
        // not the English source: nothing is missing.
        XCTAssertEqual(untranslated.filter { $0.locales.contains("zh-Hant-HK") }, [])
        // Taiwan has every translatable key.
        XCTAssertEqual(untranslated.filter { $0.locale == "zh-Hant-TW" }, [])
    }

    func testNonTranslatableValuesAreNeverUntranslatedOrRTLProblems() throws {
        let report = try lint(["android"])
        let appName = report.findings.filter { $0.key == "app_name" }
        XCTAssertEqual(appName, [], appName.map(\.clangStyle).joined(separator: "\n"))
        // A translatable Arabic value that starts with Latin text is an RTL problem.
        let rtl = try XCTUnwrap(report.findings.first { $0.rule == "rtl-mirroring" && $0.key == "share" && $0.locale == "ar" })
        XCTAssertTrue(rtl.message.contains("Podcasts"), rtl.message)
    }

    func testEmojiAreNotMissingGlyphs() throws {
        let report = try lint(["android"])
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-glyph" }, [])
        // Advance and ink from Noto Color Emoji (CBDT). Independent numbers:
        //   hb-shape Fonts/NotoColorEmoji.ttf "🎉" --output-format=json --show-extents
        //   → ax 2550, yb 1898, h -2405 (units per em 2048)
        let layout = try LinterTests.typesetter.layout("🎉", locale: "en", size: 20.48)
        XCTAssertEqual(layout.naturalWidth, 25.50, accuracy: 0.005)
        XCTAssertEqual(layout.lines[0].baseline - (layout.lines[0].inkTop ?? 0), 18.98, accuracy: 0.01)
        XCTAssertEqual((layout.lines[0].inkBottom ?? 0) - layout.lines[0].baseline, 24.05 - 18.98, accuracy: 0.01)
        XCTAssertEqual(layout.missingGlyphs, [])
    }

    // MARK: catalog size limits

    func testXLIFFPixelAndCharacterLimits() throws {
        let report = try lint(["xliff"])
        let truncations = report.findings.filter { $0.rule == "truncation" }
        // Pixels: Noto Sans Regular at 17 pt (the default size), advances from
        //   hb-shape Fonts/NotoSans-Regular.ttf "Einstellungen" → Σ ax = 6385 units of 1000 → 108.545 pt > 100
        //   hb-shape Fonts/NotoSans-Regular.ttf "Réglages"      → Σ ax = 4278 → 72.726 pt ≤ 100 (fits)
        let pixel = try XCTUnwrap(truncations.first { $0.key == "settings.title" && $0.locale == "de" })
        XCTAssertEqual(try XCTUnwrap(pixel.measurements?["neededWidth"]), 108.55, accuracy: 0.01)
        XCTAssertEqual(pixel.measurements?["availableWidth"], 100)
        XCTAssertEqual(pixel.table, "Main")
        XCTAssertNil(truncations.first { $0.key == "settings.title" && $0.locale == "fr" })
        // Characters (grapheme clusters): "Einstellungen" 13 > 10; "Re\u{301}glages" is 8 characters (9 scalars).
        let chars = try XCTUnwrap(truncations.first { $0.key == "settings.short" && $0.locale == "de" })
        XCTAssertEqual(chars.measurements?["characters"], 13)
        XCTAssertEqual(chars.measurements?["maxCharacters"], 10)
        XCTAssertNil(truncations.first { $0.key == "settings.short" && $0.locale == "fr" })
        // Each <file original=…> keeps its own table.
        XCTAssertEqual(Set(truncations.compactMap(\.table)), ["Main"])
        XCTAssertEqual(truncations.count, 2, truncations.map(\.clangStyle).joined(separator: "\n"))
    }

    // MARK: key patterns

    func testAKeyPatternDeclaresAFamilyOfKeys() throws {
        let report = try lint(["patterns"])
        // 60 pt at 10 pt Noto Sans: hb-shape gives Einstellungen 6385 units → 63.85 pt (too wide); Mediathek
        // 49.82, Startseite 44.71 and every English tab fit.
        let truncations = report.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(truncations.map { "\($0.key ?? "") \($0.locale ?? "")" }, ["tab.settings de"])
        XCTAssertEqual(truncations.first?.element, "tabItem")
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.keysLaidOut, 3)
        XCTAssertEqual(coverage.keysCatalogOnly, 1, "about.title is checked from the catalog alone")
        let unmatched = try XCTUnwrap(report.findings.first { $0.rule == "missing-key" })
        XCTAssertTrue(unmatched.message.contains("toolbar.*"), unmatched.message)
    }
}

/// The catalog-wide checks on every app of ../shared/corpora (skipped when absent): the facts issue 11 asks
/// for on real apps, without a single declaration.
final class CatalogWideCorpusTests: XCTestCase {
    func testEveryCorpusAppIsCheckedWithoutFalseFindings() throws {
        guard let corpora = Fixtures.corpora else { throw XCTSkip("../shared/corpora is absent") }
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpora.path).filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(apps.count, 5)
        for app in apps {
            let folder = corpora.appendingPathComponent(app).path
            let project = try Project.discover(paths: [folder], config: ProjectConfig(), configPath: nil)
            let input = project.read()
            let report = Linter(typesetter: LinterTests.typesetter).lint(input)
            let coverage = try XCTUnwrap(report.summary.coverage, app)
            XCTAssertGreaterThan(coverage.keys, 100, app)
            XCTAssertGreaterThan(coverage.keysCatalogOnly, 0, app)
            XCTAssertGreaterThan(report.findings.count, 0, "\(app): a real app's catalogs are checked")
            let nonTranslatable = Set(input.catalogs.flatMap(\.entries).filter { !$0.shouldTranslate }.map { "\($0.table)\u{1F}\($0.key)" })
            for finding in report.findings {
                XCTAssertNotEqual(finding.locale, "qq", "\(app): \(finding.clangStyle)")
                XCTAssertNotEqual(finding.locale, "Base", "\(app): \(finding.clangStyle)")
                let text = finding.message + " " + (finding.suggestion ?? "")
                XCTAssertNil(text.range(of: #"\bBase\b(?!\.lproj)"#, options: .regularExpression), "\(app): \(finding.clangStyle)")
                if let key = finding.key, let table = finding.table, finding.rule != "duplicate-key" {
                    XCTAssertFalse(nonTranslatable.contains("\(table)\u{1F}\(key)"), "\(app): a value not to be translated: \(finding.clangStyle)")
                }
                if finding.rule == "missing-glyph" {
                    let codePoints = finding.message.matches(of: /U\+([0-9A-F]{4,6})/).compactMap { UInt32($0.output.1, radix: 16) }
                    for codePoint in codePoints {
                        let scalar = try XCTUnwrap(Unicode.Scalar(codePoint))
                        XCTAssertFalse(scalar.properties.isEmojiPresentation || scalar.properties.isEmoji && codePoint > 0xFF,
                                       "\(app): emoji reported as missing: \(finding.clangStyle)")
                    }
                }
            }
        }
    }
}

/// `ui:` in `.layoutlint.yml`: where the importers look when no path is given.
final class ConfigUITests: XCTestCase {
    func testUIEntriesAreImportedAndAMissingOneIsAnErrorAtItsLine() throws {
        let fixtures = CatalogWideTests.fixtures.deletingLastPathComponent()
        let config = try ProjectConfig.parse("version: 1\ncatalogs: [interfacebuilder]\nlayouts: []\nui: [interfacebuilder]\n",
                                             file: fixtures.appendingPathComponent(".layoutlint.yml").path)
        let configPath = fixtures.appendingPathComponent(".layoutlint.yml").path
        let project = try Project.discover(paths: [], config: config, configPath: configPath)
        XCTAssertEqual(project.uiSources.map { URL(fileURLWithPath: $0).lastPathComponent }, ["Main.storyboard"])
        let report = Linter(typesetter: LinterTests.typesetter).lint(project.read())
        XCTAssertGreaterThan(try XCTUnwrap(report.summary.coverage).uiElementsChecked, 0)

        let missing = try ProjectConfig.parse("version: 1\ncatalogs: [interfacebuilder]\nui:\n  - nowhere\n",
                                              file: configPath)
        XCTAssertThrowsError(try Project.discover(paths: [], config: missing, configPath: configPath)) { error in
            XCTAssertTrue("\(error)".contains(".layoutlint.yml:4:5: error: ui[0]: no such file or folder"), "\(error)")
        }
    }
}
