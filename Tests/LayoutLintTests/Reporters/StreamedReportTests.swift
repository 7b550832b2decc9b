import Foundation
import LayoutLint
import XCTest

/// `check` writes reports through `Reporter.write(_:to:)` into a `ReportOutput` (64 KiB chunks to the file
/// descriptor) instead of rendering one string: the bytes must be exactly those of `render`, which the
/// golden files pin down, for the canned report and for a report of many chunks.
final class StreamedReportTests: XCTestCase {
    static let reporters: [(any Reporter, String)] = [
        (TextReporter(), "CannedReport.txt"), (SARIFReporter(), "CannedReport.sarif"),
        (JUnitReporter(), "CannedReport.xml"), (GitHubReporter(), "CannedReport.github.txt"),
        (MarkdownReporter(), "CannedReport.md"), (CodeClimateReporter(), "CannedReport.codeclimate.json"),
        (CheckstyleReporter(), "CannedReport.checkstyle.xml"),
    ]

    /// What `reporter` writes through a `ReportOutput` to a file.
    func streamed(_ reporter: any Reporter, _ report: LintReport) throws -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var output = ReportOutput(descriptor: descriptor)
        try reporter.write(report, to: &output)
        output.flush()
        close(descriptor)
        XCTAssertNil(output.failure)
        return try Data(contentsOf: url)
    }

    func testCannedReportStreamsTheGoldenBytes() throws {
        let report = try ReporterGoldenTests.canned()
        for (reporter, name) in Self.reporters {
            let expected = try Data(contentsOf: ReporterGoldenTests.folder.appendingPathComponent(name))
            XCTAssertEqual(try streamed(reporter, report), expected, name)
        }
        // The JSON golden file is the canned report itself.
        let json = try Data(contentsOf: ReporterGoldenTests.folder.appendingPathComponent("CannedReport.json"))
        XCTAssertEqual(try streamed(JSONReporter(), report), json)
    }

    /// Hundreds of chunks: the JSON writer drains its text every 64 KiB, the text reporter writes line by
    /// line; neither may lose, repeat or reorder a byte at a chunk's edge.
    func testLargeReportStreamsTheRenderedBytes() throws {
        var report = try ReporterGoldenTests.canned()
        let findings = report.findings
        report.findings = (0..<600).flatMap { copy in
            findings.map { finding in
                var finding = finding
                finding.message += " #\(copy)"
                return finding
            }
        }
        for reporter in [JSONReporter(), TextReporter(), SARIFReporter(), CodeClimateReporter(), JUnitReporter(), GitHubReporter(),
                         CheckstyleReporter()] as [any Reporter] {
            let rendered = Data(try reporter.render(report).utf8)
            XCTAssertGreaterThan(rendered.count, 10 << 16, "\(type(of: reporter).name): not many chunks")
            let streamed = try streamed(reporter, report)
            XCTAssertEqual(streamed.count, rendered.count, type(of: reporter).name)
            XCTAssertTrue(streamed == rendered, "\(type(of: reporter).name): streamed bytes differ from the rendered ones")
        }
    }

    /// A write error is kept, not lost between chunks, and nothing is written after it.
    func testWriteErrorIsKept() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try XCTSkipIf(descriptor < 0, "no /dev/full")
        defer { close(descriptor) }
        var output = ReportOutput(descriptor: descriptor)
        output.write(String(repeating: "x", count: 100))
        XCTAssertNil(output.failure, "buffered, not written yet")
        output.write(String(repeating: "y", count: 1 << 17))
        XCTAssertEqual(output.failure, String(cString: strerror(ENOSPC)))
        output.flush()
        XCTAssertEqual(output.failure, String(cString: strerror(ENOSPC)))
    }
}
