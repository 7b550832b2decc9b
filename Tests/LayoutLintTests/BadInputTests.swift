import Foundation
import XCTest
@testable import LayoutLint

/// Tests/Fixtures/catalogs/bad: one file per kind of bad input (each must give exactly one invalid-input
/// finding with the position written below) next to one good file that must still load.
final class BadInputTests: XCTestCase {
    func testEveryBadFileIsReportedAndTheGoodOneLoads() throws {
        // The entity bomb among them is not expanded (its finding below); a hang would never finish the suite.
        let files = try CatalogReader.readAll([Fixtures.path("bad")])
        func finding(_ name: String) -> Finding? {
            let file = files.first { $0.path.hasSuffix(name) }
            XCTAssertNotNil(file, name)
            let invalid = file?.findings.filter { $0.rule == "invalid-input" } ?? []
            XCTAssertEqual(invalid.count, 1, "\(name): \(invalid)")
            XCTAssertEqual(invalid.first?.severity, .error)
            return invalid.first
        }
        func at(_ name: String, _ line: Int, _ column: Int, contains text: String) {
            guard let finding = finding(name) else { return }
            XCTAssertEqual(finding.location.line, line, name)
            XCTAssertEqual(finding.location.column, column, name)
            XCTAssertTrue(finding.message.contains(text), "\(name): \(finding.message)")
        }
        // Cut off inside the value "Fer…: the string opened at 9:23 never closes.
        at("truncated.xcstrings", 9, 23, contains: "unterminated string")
        // "value" : 42 at 9:23; key "B" still reads.
        at("wrongtypes.xcstrings", 9, 23, contains: "must be a string, found a number")
        XCTAssertEqual(files.first { $0.path.hasSuffix("wrongtypes.xcstrings") }?.entry("B", "de")?.value, "B-de")
        // 0xC3 0x28 is byte 12 of line 2 ("b" = "bad \xC3…).
        at("InvalidUTF8.strings", 2, 12, contains: "invalid UTF-8")
        // Unpaired high surrogate D800 after `"b" = "` on line 2.
        at("InvalidUTF16.strings", 2, 8, contains: "unpaired high surrogate")
        at("Unterminated.strings", 2, 7, contains: "unterminated string")
        // An empty .strings file is an empty table (Xcode compiles it): no entries, no finding.
        let empty = files.first { $0.path.hasSuffix("Empty.strings") }
        XCTAssertEqual(empty?.entries.count, 0)
        XCTAssertEqual(empty?.findings, [])
        at("Binary.strings", 1, 1, contains: "invalid UTF-8")
        // The <!ENTITY xxe SYSTEM "file:///etc/passwd"> declaration is refused, nothing is read.
        at("XXE.stringsdict", 3, 3, contains: "declares entities")
        XCTAssertEqual(files.first { $0.path.hasSuffix("XXE.stringsdict") }?.entries.count, 0)
        // Billion laughs: refused at the first declaration, without expanding anything.
        at("values-de/strings.xml", 3, 3, contains: "declares entities")
        at("mismatched.xliff", 3, 47, contains: "mismatched end tag")
        // The good file next to them still loads.
        let good = files.first { $0.path.hasSuffix("Good.strings") }
        XCTAssertEqual(good?.entry("still", "de")?.value, "geladen")
        XCTAssertEqual(good?.findings, [])
    }

    func testUnterminatedStructuresAndHostileNesting() {
        func invalid(_ text: String, _ format: CatalogFormat, path: String = "x") -> Finding? {
            let file = CatalogReader.read(bytes: Array(text.utf8), path: path, format: format)
            XCTAssertEqual(file.findings.count, 1, "\(text): \(file.findings)")
            return file.findings.first
        }
        XCTAssertEqual(invalid("{\"sourceLanguage\":\"en\",\"strings\":{", .xcstrings)?.location.line, 1)
        XCTAssertTrue(invalid("[1,2", .xcstrings)?.message.contains("end of file") ?? false)
        XCTAssertTrue(invalid(String(repeating: "[", count: 100_000), .xcstrings)?.message.contains("nesting") ?? false)
        XCTAssertTrue(invalid(String(repeating: "<a>", count: 100_000), .android)?.message.contains("nested") ?? false)
        XCTAssertTrue(invalid("\"a\" = \"b\"", .strings)?.message.contains("expected ';'") ?? false)
        XCTAssertTrue(invalid("/* open comment", .strings)?.message.contains("unterminated /* comment") ?? false)
        XCTAssertTrue(invalid("<resources><string name=\"a\">x</string>", .android)?.message.contains("not closed") ?? false)
        XCTAssertTrue(invalid("<resources><string name=\"a\">&nbsp;</string></resources>", .android)?.message.contains("undefined entity") ?? false)
        XCTAssertTrue(invalid("<plist><dict><key>a</key></dict></plist>", .stringsdict)?.message.contains("has no value") ?? false)
        XCTAssertTrue(invalid("bplist00\u{1}", .strings)?.message.contains("binary property list") ?? false)
    }
}
