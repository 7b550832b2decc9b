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

    /// The `xcodegen-spec` target, smoke run of 2026-11-29: `[]:` (a sequence as a mapping key) stopped the
    /// process inside Yams' `load`, which builds a `[AnyHashable: Any]`; a repeated key does the same. The spec is
    /// read from Yams' node tree now: such a spec is no XcodeGen spec, and decides nothing.
    func testAnXcodeGenSpecWithACollectionOrARepeatedKeyIsReadWithoutStopping() throws {
        let url = Self.fixtures.appendingPathComponent("crash-xcodegen-collection-key.yml")
        let bytes = [UInt8](try Data(contentsOf: url))
        XcodeGenSpec.fuzzRead(bytes: bytes)
        XCTAssertNil(XcodeGenSpec.parse(String(decoding: bytes, as: UTF8.self), path: "/fuzz/project.yml"))
        let repeated = "targets:\n  App:\n    sources: [App]\n  App:\n    sources: [Other]\n"
        let spec = XcodeGenSpec.parse(repeated, path: "/r/project.yml")
        XCTAssertTrue(spec.map { $0.builds("/r/App/de.lproj/L.strings") || $0.builds("/r/Other/de.lproj/L.strings") } ?? true)
    }
}
