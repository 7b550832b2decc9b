import XCTest
@testable import LayoutLint

/// The text output's coverage block: at most `compactCoverageLines` lines for an app of many locales and skip
/// reasons, the largest counts first and a line saying what is left out; `--verbose` lists everything.
final class CoverageTextTests: XCTestCase {
    /// A coverage of 170 locales and 40 skip reasons, as a large Android app has.
    private func largeCoverage() -> Coverage {
        var coverage = Coverage(keys: 2319, keysLaidOut: 166, keysCatalogOnly: 2153, keysUnused: 0, uiElements: 900,
                                uiElementsChecked: 300, skipped: [:])
        for index in 0..<40 { coverage.skipped["reason \(index)"] = index + 1 }
        for index in 0..<5 { coverage.skippedInLocales["locale reason \(index)"] = 10 * (index + 1) }
        coverage.completeness = (0..<170).map { LocaleCompleteness(locale: "l\($0)", values: 100, missing: $0 % 100) }
        coverage.keysNotToTranslate = ["brand": 3, "url": 2, "date pattern": 1]
        coverage.keysNotLaidOut = ["not named": 2000, "toast": 100, "dialog computed": 40, "menu of a view": 10, "font": 3]
        coverage.locales = coverage.completeness.map(\.locale)
        coverage.localesNotShipped = (0..<20).map { "x\($0)" }
        coverage.shippedLocalesDeclaredIn = ["app/build.gradle"]
        return coverage
    }

    func testCompactBlockKeepsToThirtyLinesAndNamesWhatItLeavesOut() {
        let text = TextReporter.coverageLines(largeCoverage(), verbose: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertLessThanOrEqual(lines.count, TextReporter.compactCoverageLines, text)
        // The largest skip reason comes first; the smallest is left to --verbose, with the count of what is left.
        XCTAssertTrue(text.contains("  skipped 40: reason 39\n"), text)
        XCTAssertFalse(text.contains("skipped 1: reason 0\n"), text)
        let leftOutReasons = 40 - 8
        let leftOutElements = (1...leftOutReasons).reduce(0, +)
        XCTAssertTrue(text.contains("… \(leftOutElements) elements skipped for \(leftOutReasons) other reasons"), text)
        // The least translated locales come first (l99 has 99 of 100 missing).
        XCTAssertTrue(text.contains("l99 "), text)
        XCTAssertTrue(text.contains("… 164 more locales"), text)
        XCTAssertTrue(text.contains("(8 more)"), text)  // 20 locales not shipped, 12 named
        // The two largest reasons keys were not laid out, then how many reasons are left.
        XCTAssertTrue(text.contains("  not laid out 2000: not named\n  not laid out 100: toast\n  … 3 more reasons keys were not laid out"), text)
    }

    func testVerboseListsEveryLocaleAndReason() {
        let text = TextReporter.coverageLines(largeCoverage(), verbose: true)
        for index in 0..<40 { XCTAssertTrue(text.contains("  skipped \(index + 1): reason \(index)\n"), "reason \(index)") }
        for index in 0..<170 { XCTAssertTrue(text.contains("  l\(index) "), "locale \(index)") }
        XCTAssertTrue(text.contains("  not laid out 3: font\n"), text)
        XCTAssertFalse(text.contains("more locales"))
    }

    func testSmallCoverageIsTheSameEitherWay() {
        var coverage = Coverage(keys: 10, keysLaidOut: 4, keysCatalogOnly: 6, keysUnused: 0, uiElements: 5, uiElementsChecked: 4,
                                skipped: ["text set in code": 1])
        coverage.completeness = [LocaleCompleteness(locale: "de", values: 10, missing: 0)]
        XCTAssertEqual(TextReporter.coverageLines(coverage, verbose: false).replacingOccurrences(of: " (1 of 1 complete; least translated first)", with: ""),
                       TextReporter.coverageLines(coverage, verbose: true))
    }
}
