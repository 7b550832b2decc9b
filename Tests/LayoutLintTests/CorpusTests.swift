import Foundation
import XCTest
@testable import LayoutLint

/// Real catalogs from five open-source apps (../shared/corpora, see its README). Skips when absent.
/// Expected numbers were counted independently with Python over the corpus files:
/// - IceCubes: `len(json.load(f)['strings'])` = 733 (13330 stringUnits); zh-Hans localizations containing a `"one"` = 12.
/// - Mastodon ar Localizable.stringsdict: `plistlib.load` → 31 (key, variable) rules, each with all six
///   categories.
/// - vlc ar Localizable.strings: UTF-16LE with BOM; `re.findall(r'^\s*"((?:[^"\\]|\\.)*)"\s*=', text, re.M)`
///   → 682 definitions of 678 distinct keys.
/// - AntennaPod values-ar: ElementTree → 26 `<plurals>`, 748 `<string>`.
/// - Open Food Facts th Localizable.strings: 337 definitions, 335 keys; `generic.cancel` on lines 15 and 17,
///   `settings.sections.discover` on lines 354 and 360.
final class CorpusTests: XCTestCase {
    var corpora: URL!
    var files: [CatalogFile] = []

    override func setUpWithError() throws {
        guard let url = Fixtures.corpora else { throw XCTSkip("../shared/corpora is absent") }
        corpora = url
        files = try CatalogReader.readAll([url.path])
    }

    func catalog(_ suffix: String) -> CatalogFile? {
        let file = files.first { $0.path.hasSuffix(suffix) }
        XCTAssertNotNil(file, suffix)
        return file
    }

    func testEveryCatalogReadsWithoutInvalidInput() {
        // 6 Android + 1 xcstrings + stringsdict + .strings files (Crowdin app.json files are not catalogs layoutlint reads).
        XCTAssertGreaterThanOrEqual(files.count, 130)
        let invalid = files.flatMap(\.findings).filter { $0.rule == "invalid-input" }
        XCTAssertEqual(invalid, [], invalid.map(\.clangStyle).joined(separator: "\n"))
        // Every file with content has entries (iina ships whitespace-only InfoPlist.strings: empty tables).
        for file in files {
            let content = (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? (try? String(contentsOfFile: file.path, encoding: .utf16)) ?? "x"
            guard !content.allSatisfy(\.isWhitespace) else { continue }
            XCTAssertFalse(file.entries.isEmpty, file.path)
        }
        XCTAssertEqual(Set(files.map(\.format)), [.xcstrings, .strings, .stringsdict, .android])
    }

    func testIceCubes() {
        guard let file = catalog("IceCubesApp/Resources/Localization/Localizable.xcstrings") else { return }
        XCTAssertEqual(Set(file.entries.map(\.key)).count, 733)
        let zhOne = Set(file.entries.filter { $0.locale == "zh-Hans" && ($0.variant ?? "").hasSuffix("plural.one") }.map(\.key))
        XCTAssertEqual(zhOne.count, 12)
        XCTAssertFalse(PluralRules.of("zh-Hans").categories.contains("one"), "ICU: Chinese has only 'other'")
        XCTAssertTrue(file.entries.contains { $0.variant?.hasPrefix("device.") ?? false })
        XCTAssertTrue(file.entries.contains { $0.variant?.hasPrefix("substitution.") ?? false })
        // grep -o '"state" : "[a-z_]*"' | sort | uniq -c → 13052 translated, 278 needs_review (no "new",
        // although the corpora README lists it); '"extractionState" : "…"' → 433 manual, 5 stale (per key).
        XCTAssertEqual(file.entries.filter { $0.state == "translated" }.count, 13052)
        XCTAssertEqual(file.entries.filter { $0.state == "needs_review" }.count, 278)
        XCTAssertEqual(Set(file.entries.compactMap(\.state)), ["translated", "needs_review"])
        XCTAssertEqual(Set(file.entries.filter { $0.extractionState == "manual" }.map(\.key)).count, 433)
        XCTAssertEqual(Set(file.entries.filter { $0.extractionState == "stale" }.map(\.key)).count, 5)
    }

    func testMastodonArabicStringsDictHasAllSixCategories() {
        guard let file = catalog("MastodonLocalization/Resources/ar.lproj/Localizable.stringsdict") else { return }
        var categories: [String: Set<String>] = [:]
        for entry in file.entries {
            guard let variant = entry.variant, let name = entry.substitution?.name else { continue }
            categories["\(entry.key)/\(name)", default: []].insert(String(variant.split(separator: ".").last!))
        }
        XCTAssertEqual(categories.count, 31)
        for (rule, found) in categories {
            XCTAssertEqual(found, ["zero", "one", "two", "few", "many", "other"], rule)
        }
        XCTAssertEqual(file.entries.first?.locale, "ar")
    }

    func testVLCUTF16() {
        let vlc = files.filter { $0.path.contains("videolan__vlc-ios") }
        let utf16 = vlc.filter { $0.encoding == "UTF-16LE" }
        XCTAssertEqual(utf16.count, 15)  // every non-English .strings file (python: first bytes FF FE)
        guard let ar = catalog("videolan__vlc-ios/Resources/ar.lproj/Localizable.strings") else { return }
        XCTAssertEqual(ar.encoding, "UTF-16LE")
        XCTAssertEqual(Set(ar.entries.map(\.key)).count, 678)
        // 682 entries, 4 keys written twice with the same value (TITLE, Settings, DURATION,
        // VIDEO_ASPECT_RATIO_BUTTON): the same text either way, no finding.
        XCTAssertEqual(ar.findings.filter { $0.rule == "duplicate-key" }.count, 0)
        XCTAssertTrue(ar.entries.allSatisfy { $0.locale == "ar" })
    }

    func testAntennaPodArabicPlurals() {
        guard let file = catalog("values-ar/strings.xml") else { return }
        let plurals = Set(file.entries.filter { $0.variant?.hasPrefix("plural.") ?? false }.map(\.key))
        XCTAssertEqual(plurals.count, 26)
        XCTAssertEqual(Set(file.entries.filter { $0.variant == nil }.map(\.key)).count, 748)
        XCTAssertEqual(catalog("values-zh-rCN/strings.xml")?.entries.first?.locale, "zh-Hans-CN")
        XCTAssertEqual(catalog("values-zh-rTW/strings.xml")?.entries.first?.locale, "zh-Hant-TW")
    }

    /// generic.cancel and settings.sections.discover are written twice with the same value in every locale
    /// (lines 15 and 17): the same text either way, so no finding; the later line is the entry.
    func testOpenFoodFactsDuplicatesWithTheSameValueAreNoFinding() {
        guard let file = catalog("openfoodfacts-ios/Sources/Localization/th.lproj/Localizable.strings") else { return }
        XCTAssertEqual(file.findings.filter { $0.rule == "duplicate-key" }, [])
        XCTAssertEqual(file.entries.first { $0.key == "generic.cancel" }?.location.line, 17)
        XCTAssertEqual(Set(file.entries.map(\.key)).count, 335)
        XCTAssertEqual(catalog("openfoodfacts-ios/Sources/Localization/zh-HK.lproj/Localizable.strings")?.entries.first?.locale, "zh-Hant-HK")
    }
}
