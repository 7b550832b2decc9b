import Foundation
import LayoutLint
import Typesetter
import XCTest

/// `placeholder-mismatch` with one specifier of the wrong type has an unambiguous fix: the finding and the
/// SARIF result carry the edit at the specifier's place in the catalog file.
final class SARIFFixTests: XCTestCase {
    func testPlaceholderFixPointsAtTheSpecifierInTheFile() throws {
        let report = try XCTUnwrap(SizeCategoriesTests.demo)
        let finding = try XCTUnwrap(report.findings.first { $0.rule == "placeholder-mismatch" && $0.locale == "zh-Hans" })
        let fix = try XCTUnwrap(finding.fixes?.first, finding.json)
        XCTAssertEqual(fix.deleted, "%d")
        XCTAssertEqual(fix.inserted, "%@")
        // The file itself (read here, independently of the reader) has the deleted text at the fix's column.
        let file = fix.location.file.hasPrefix("/") ? URL(fileURLWithPath: fix.location.file) : Run.packageRoot.appendingPathComponent(fix.location.file)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let scalars = Array(lines[fix.location.line - 1].unicodeScalars)
        let start = fix.location.column - 1
        XCTAssertEqual(String(String.UnicodeScalarView(scalars[start..<(start + fix.deleted.unicodeScalars.count)])), fix.deleted)

        let sarif = try SARIFReporter().render(LintReport(findings: [finding], labelsChecked: 1, measurements: 1))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let change = try XCTUnwrap(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        let region = try XCTUnwrap(replacement["deletedRegion"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": fix.location.line, "startColumn": fix.location.column, "endColumn": fix.location.column + 2])
        XCTAssertEqual((replacement["insertedContent"] as? [String: String])?["text"], "%@")
        // And it round-trips through the JSON report.
        let json = try JSONReporter().render(LintReport(findings: [finding], labelsChecked: 1, measurements: 1))
        XCTAssertEqual(try JSONReporter.decode(Data(json.utf8)).findings.first?.fixes, finding.fixes)
    }

    /// A missing argument has no single right edit: no fix.
    func testNoFixWhenAmbiguous() throws {
        let report = try XCTUnwrap(SizeCategoriesTests.demo)
        for finding in report.findings where finding.rule == "placeholder-mismatch" && finding.message.contains("is not shown") {
            XCTAssertNil(finding.fixes)
        }
    }
}
