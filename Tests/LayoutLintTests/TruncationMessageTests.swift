import Foundation
@testable import LayoutLint
import XCTest

/// What a truncation's message says shows, per `overflow`: the ellipsized text, or — for a text cut without a
/// mark (Compose's default `TextOverflow.Clip`) — the lines as they broke and what is cut after them, or how much
/// of one unwrapped line the box's edge cuts.
final class TruncationMessageTests: XCTestCase {
    /// One Android label of `width` dp at 16 sp, `maxLines`, `overflow`, whose de value is `german`.
    func truncation(width: Double, maxLines: Int, overflow: String, german: String) throws -> Finding {
        let screen = try XCTUnwrap(LayoutReader.read(text: """
            screen: Example
            platform: android
            elements:
              - id: title
                key: title
                size: 16
                width: \(width)
                maxLines: \(maxLines)
                overflow: \(overflow)
            """, file: "example.yaml").screen)
        let catalogs = [CatalogReader.read(bytes: Array(FormatStringTests.strings([("title", "Notifications")]).utf8), path: "en.lproj/Localizable.strings", format: .strings),
                        CatalogReader.read(bytes: Array(FormatStringTests.strings([("title", german)]).utf8), path: "de.lproj/Localizable.strings", format: .strings)]
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", sizeCategories: ["L"], workers: 1),
                            rules: [TruncationRule()]).lint(LintInput(catalogs: catalogs, screens: [screen], findings: []))
        return try XCTUnwrap(report.findings.first { $0.rule == "truncation" }, report.findings.map(\.message).joined(separator: "\n"))
    }

    /// Clip, one line: the first line as ICU broke it shows (“Benachrichtigungen”, a whole word: Noto Sans 16 dp
    /// draws it in 152.4 dp of the 160, `layoutlint measure`), and the next line's word is named as cut. No “…” anywhere.
    func testAClippedLineShowsWhereItBrokeAndWhatIsCut() throws {
        let finding = try truncation(width: 160, maxLines: 1, overflow: "clip", german: "Benachrichtigungen verwalten")
        XCTAssertTrue(finding.message.contains("shows its first line without an ellipsis, “Benachrichtigungen”, and cuts 1 line: “verwalten”"), finding.message)
        XCTAssertEqual(finding.visibleText, "Benachrichtigungen")
        XCTAssertFalse(finding.message.contains("…"), finding.message)
    }

    /// Clip, two lines of a text that needs four at 100 dp (ICU breaks “Alle / Benachrichti / gungen jetzt /
    /// verwalten”, the long word at grapheme boundaries): the first two show, the other two are cut.
    func testClippedLinesNameHowManyLinesAreCut() throws {
        let finding = try truncation(width: 100, maxLines: 2, overflow: "clip", german: "Alle Benachrichtigungen jetzt verwalten")
        XCTAssertTrue(finding.message.contains("shows its first 2 lines without an ellipsis"), finding.message)
        XCTAssertTrue(finding.message.contains("and cuts 2 lines"), finding.message)
        XCTAssertEqual(finding.visibleText?.contains("…"), false)
    }

    /// An ellipsis (the default) still shows the ellipsized text.
    func testAnEllipsizedLineShowsTheEllipsis() throws {
        let finding = try truncation(width: 160, maxLines: 1, overflow: "ellipsis", german: "Benachrichtigungen verwalten")
        XCTAssertTrue(finding.visibleText?.hasSuffix("…") == true, finding.message)
        XCTAssertFalse(finding.message.contains("without an ellipsis"), finding.message)
    }

    /// One line that does not wrap is cut at the box's edge: the message gives how much of its width does not
    /// show (the needed width less the box's, as measured), not a text.
    func testALineCutAtTheEdgeSaysHowMuchIsCut() throws {
        let finding = try truncation(width: 160, maxLines: 1, overflow: "clipEdge", german: "Benachrichtigungen verwalten")
        let needed = try XCTUnwrap(finding.measurements?["neededWidth"])
        XCTAssertTrue(finding.message.contains("cut at the box's edge without an ellipsis: its last \(FindingText.number(needed - 160))dp"), finding.message)
        XCTAssertNil(finding.visibleText)
    }
}
