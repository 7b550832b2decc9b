import Foundation
import LayoutLint
import Typesetter
import XCTest

/// Errors read like a compiler's: one line at the place, no usage banner after a runtime error, never Swift's
/// `DecodingError` text; typos get "did you mean".
final class CLIErrorTests: XCTestCase {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func assertAlone(_ result: Run.Result, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, expected + "\n", file: file, line: line)
        XCTAssertFalse(result.stderr.contains("Usage:"), file: file, line: line)
        XCTAssertFalse(result.stderr.contains("Error:"), file: file, line: line)
    }

    func testConfigErrorIsOneLocatedLine() throws {
        let root = try folder()
        try "version: 1\nrulez: {}\n".write(to: root.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        assertAlone(try Run.layoutlint(["check"], in: root), ".layoutlint.yml:2:1: error: rulez: unknown setting; did you mean 'rules'?")
    }

    func testUnknownSubcommandSaysSo() throws {
        let result = try Run.layoutlint(["chek"], in: try folder())
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("layoutlint: error: unknown command 'chek'; did you mean 'check'?"), result.stderr)
        XCTAssertFalse(result.stderr.contains("no such file"))
        // An existing folder of that name is still a path to check.
        let root = try folder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("chek"), withIntermediateDirectories: true)
        XCTAssertFalse(try Run.layoutlint(["chek", "--fonts", FontLocator.repositoryFonts.path], in: root).stderr.contains("unknown command"))
    }

    func testVersion() throws {
        for arguments in [["--version"], ["version"]] {
            let result = try Run.layoutlint(arguments, in: try folder())
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, LayoutLintVersion.current + "\n")
        }
    }

    func testMeasureStyleTypo() throws {
        let result = try Run.layoutlint(["measure", "Hello", "--style", "bodyy", "--fonts", FontLocator.repositoryFonts.path], in: try folder())
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("layoutlint: error: unknown text style 'bodyy'; did you mean 'body'?"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Usage:"))
    }

    /// A previous report for `layoutlint report --baseline` that is not one: the place and what is wrong,
    /// alone, no DecodingError (the decoding is `JSONReporter.decode(_:file:)`).
    func testReportBaselineErrorsArePlaced() throws {
        let root = try folder()
        let file = root.appendingPathComponent("old.json")
        for (text, place) in [("{\n  \"version\": 1,\n  \"findings\": [\n    { \"rule\": 3 }\n  ],\n  \"summary\": {}\n}\n", ":4:"),
                              ("{ \"version\": 1,\n  \"findings\": [ }", ":2:")] {
            try text.write(to: file, atomically: true, encoding: .utf8)
            let result = try Run.layoutlint(["report", "--baseline", file.path, "-o", root.appendingPathComponent("r.html").path,
                                             "--fonts", FontLocator.repositoryFonts.path], in: root)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.stderr.hasPrefix(file.path + place), result.stderr)
            XCTAssertTrue(result.stderr.contains(": error: "), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertFalse(result.stderr.contains("DecodingError") || result.stderr.contains("codingPath") || result.stderr.contains("Usage:"))
        }
    }
}
