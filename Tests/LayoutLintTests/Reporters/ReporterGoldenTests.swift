import Foundation
import LayoutLint
import XCTest

/// Every reporter renders `Golden/CannedReport.json` (findings of a real demo run plus hand-made ones with
/// characters each format must escape, a `--changed-since` scope and a baseline with an entry that is gone)
/// into exactly the checked-in expected file.
///
/// To regenerate after a deliberate change of a format:
///     LAYOUTLINT_UPDATE_GOLDEN=1 swift test --disable-swift-testing --filter ReporterGoldenTests
/// (the run then fails on purpose), review `git diff Tests/LayoutLintTests/Reporters/Golden`, and run the
/// tests again without the variable.
final class ReporterGoldenTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func canned() throws -> LintReport {
        try JSONReporter.decode(Data(contentsOf: folder.appendingPathComponent("CannedReport.json")))
    }

    func assertGolden(_ reporter: some Reporter, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let report = try Self.canned()
        let output = try reporter.render(report)
        // The same findings in another order give the same bytes.
        var shuffled = report
        shuffled.findings.reverse()
        XCTAssertEqual(try reporter.render(LintReport(rebuilding: shuffled)), output, "\(name) depends on the input order", file: file, line: line)

        let url = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LAYOUTLINT_UPDATE_GOLDEN"] != nil {
            try output.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("regenerated \(name): review the diff, then run the tests without LAYOUTLINT_UPDATE_GOLDEN", file: file, line: line)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if output != expected {
            let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = Array(zip(outputLines, expectedLines)).firstIndex { $0 != $1 } ?? min(outputLines.count, expectedLines.count)
            XCTFail("""
                \(name) differs from the golden file at line \(first + 1):
                  expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
                  actual:   \(first < outputLines.count ? String(outputLines[first]) : "<end>")
                (regenerate with LAYOUTLINT_UPDATE_GOLDEN=1 if the change is deliberate)
                """, file: file, line: line)
        }
    }

    func testSARIF() throws { try assertGolden(SARIFReporter(), "CannedReport.sarif") }
    func testJUnit() throws { try assertGolden(JUnitReporter(), "CannedReport.xml") }
    func testGitHub() throws { try assertGolden(GitHubReporter(), "CannedReport.github.txt") }
    func testMarkdown() throws { try assertGolden(MarkdownReporter(), "CannedReport.md") }
    func testText() throws { try assertGolden(TextReporter(), "CannedReport.txt") }
    func testCodeClimate() throws { try assertGolden(CodeClimateReporter(), "CannedReport.codeclimate.json") }
    func testCheckstyle() throws { try assertGolden(CheckstyleReporter(), "CannedReport.checkstyle.xml") }
    /// The markdown cut to a pull-request comment's size: what fits, and a count of what was left out.
    func testMarkdownWithinLimit() throws { try assertGolden(MarkdownReporter(maxBytes: 4_000), "CannedReport.4000bytes.md") }

    /// JSON is the format the others derive from: the canned report round-trips byte for byte.
    func testJSONRoundTrip() throws {
        let url = Self.folder.appendingPathComponent("CannedReport.json")
        let rendered = try JSONReporter().render(Self.canned())
        if ProcessInfo.processInfo.environment["LAYOUTLINT_UPDATE_GOLDEN"] != nil {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            return XCTFail("rewrote CannedReport.json in the canonical form: review the diff")
        }
        XCTAssertEqual(rendered, try String(contentsOf: url, encoding: .utf8))
    }

    /// The canned baseline entry's hash is the hash of its fingerprint (computed independently when the
    /// file was written).
    func testCannedBaselineHash() throws {
        let gone = try XCTUnwrap(Self.canned().baseline?.gone?.first)
        XCTAssertEqual(gone.fingerprint.hash, gone.hash)
    }

    /// Workflow commands parse back to the finding: split at `::`, properties unescaped.
    func testGitHubCommandsParseBack() throws {
        let report = try Self.canned()
        let lines = try GitHubReporter().render(report).split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") && $0.contains("file=") }
        XCTAssertEqual(commands.count, report.findings.count)
        func unescape(_ text: String) -> String {
            text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
                .replacingOccurrences(of: "%25", with: "%")
        }
        for (command, finding) in zip(commands, report.findings) {
            let body = command.dropFirst(2)
            let head = body[..<body.range(of: "::")!.lowerBound]
            let message = String(body[body.range(of: "::")!.upperBound...])
            let kind = head.split(separator: " ", maxSplits: 1)[0]
            XCTAssertEqual(String(kind), ["error": "error", "warning": "warning", "note": "notice"][finding.severity.rawValue])
            var properties: [String: String] = [:]
            for pair in head.split(separator: " ", maxSplits: 1)[1].split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                properties[String(parts[0])] = unescape(String(parts[1]))
            }
            XCTAssertEqual(properties["file"], finding.location.file)
            XCTAssertEqual(properties["line"], "\(finding.location.line)")
            XCTAssertEqual(properties["col"], "\(finding.location.column)")
            XCTAssertTrue(unescape(message).hasPrefix(finding.message), unescape(message))
            XCTAssertFalse(message.contains("\n"))
        }
    }

    /// Markup in a translation stays text in the pull-request comment.
    func testMarkdownEscapesCatalogText() throws {
        let markdown = try MarkdownReporter().render(Self.canned())
        XCTAssertFalse(markdown.contains("<b>"))
        XCTAssertTrue(markdown.contains("&lt;b&gt;fertig&lt;/b&gt;"))
        // Rows of a table have as many unescaped cell separators as its header (no cell breaks a row).
        var header: Int?
        var rows = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { header = nil; continue }
            let separators = line.replacingOccurrences(of: "\\|", with: "").count { $0 == "|" }
            if let header { XCTAssertEqual(separators, header, String(line)); rows += 1 } else { header = separators }
        }
        XCTAssertGreaterThan(rows, try Self.canned().findings.count, "both tables were checked")
    }
}

extension LintReport {
    /// The same report built again through `init` (which sorts the findings), scope and baseline kept.
    init(rebuilding report: LintReport) {
        self.init(findings: report.findings, labelsChecked: report.summary.labelsChecked, measurements: report.summary.measurements)
        scope = report.scope
        baseline = report.baseline
    }
}
