import Foundation
import LayoutLint
import XCTest

/// The markdown stays under GitHub's limits however many findings there are, and says what it left out.
final class MarkdownLimitTests: XCTestCase {
    /// `count` findings over 40 locales and long messages (about 600 bytes per row).
    func report(_ count: Int) -> LintReport {
        let findings = (0..<count).map { index in
            Finding(rule: index % 3 == 0 ? "truncation" : "vertical-clipping", severity: index % 5 == 0 ? .error : .warning,
                    message: "“\(String(repeating: "Überlänge ", count: 20))” needs \(index)pt, has 100pt at L (also at xxxL)",
                    location: SourceLocation(file: "strings/Localizable.xcstrings", line: index + 1, column: 23),
                    locale: "l\(index % 40)", key: "key.\(index)", sizeCategory: "L", sizeCategories: ["L", "xxxL"],
                    screen: "Screen\(index % 7)", element: "label\(index)",
                    suggestion: "let it wrap (maxLines: 0), widen it, or shorten the text")
        }
        return LintReport(findings: findings, labelsChecked: count, measurements: 2 * count)
    }

    func testDefaultStaysUnderTheJobSummaryLimit() throws {
        let report = report(10_000)
        let markdown = try MarkdownReporter().render(report)
        XCTAssertLessThanOrEqual(markdown.utf8.count, MarkdownReporter.jobSummaryLimit)
        XCTAssertTrue(markdown.contains("**The list of all findings stops after "), String(markdown.suffix(500)))
        // Rows shown + the note's numbers account for every finding.
        let rows = markdown.split(separator: "\n").count { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }
        XCTAssertTrue(markdown.contains("stops after \(rows) of 10000"))
        XCTAssertGreaterThan(rows, 100)
    }

    func testCommentLimit() throws {
        let report = report(10_000)
        let markdown = try MarkdownReporter(maxBytes: MarkdownReporter.commentLimit).render(report)
        XCTAssertLessThanOrEqual(markdown.utf8.count, MarkdownReporter.commentLimit)
        XCTAssertLessThanOrEqual(markdown.count, MarkdownReporter.commentLimit)
        XCTAssertTrue(markdown.contains("| **Total** |"), "the counts always stay")
        XCTAssertTrue(markdown.contains("### Top findings"))
        // What is not shown is counted by severity.
        let errors = report.findings.count { $0.severity == .error }
        XCTAssertGreaterThan(errors, 0)
        XCTAssertTrue(markdown.contains(" errors, "), String(markdown.suffix(400)))
    }

    func testSmallReportIsWhole() throws {
        let report = report(5)
        let markdown = try MarkdownReporter(maxBytes: MarkdownReporter.commentLimit).render(report)
        XCTAssertFalse(markdown.contains("stops after"))
        XCTAssertEqual(markdown, try MarkdownReporter().render(report))
    }
}
