import Foundation
import XCTest
@testable import LayoutLint

/// Inputs `make fuzz` found crashing, each read again as the fuzz target reads it (Fuzz/FuzzTargets.swift),
/// with the clear finding it now gets. The inputs are kept as found in Tests/Fixtures/fuzz/crash-*.
final class FuzzRegressionTests: XCTestCase {
    static let fixtures = LinterTests.root.appendingPathComponent("Tests/Fixtures/fuzz")

    /// The `xliff` target, 10-minute run of 2026-11-23: `maxwidth="199999999999999999999999999999999999990"`
    /// with `size-unit="char"` trapped converting the Double to Int (XLIFFReader.makeLimits).
    func testAnXLIFFLimitTooLargeForACharacterCountIsAnErrorAtItsAttribute() throws {
        let url = Self.fixtures.appendingPathComponent("crash-xliff-huge-maxwidth.xliff")
        let bytes = [UInt8](try Data(contentsOf: url))
        let file = CatalogReader.read(bytes: bytes, path: "fuzz/de.xliff", format: .xliff)
        let limit = try XCTUnwrap(file.findings.first { $0.message.contains("maxwidth=\"199999999999999999999999999999999999990\"") },
                                  "\(file.findings.map(\.message))")
        XCTAssertEqual(limit.rule, RuleID.invalidInput)
        XCTAssertTrue(limit.message.contains("is not a number from 0 to 1000000"), limit.message)
        // The attribute is on line 13; its value's opening quote at column 48 (Python: line.index('"1999') + 1).
        XCTAssertEqual(limit.location.line, 13)
        XCTAssertEqual(limit.location.column, 48)
        XCTAssertTrue(file.entries.allSatisfy { ($0.limits?.maxCharacters ?? 0) <= 1_000_000 })
    }
}
