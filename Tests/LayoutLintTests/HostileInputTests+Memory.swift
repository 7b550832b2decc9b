import Foundation
import XCTest
@testable import LayoutLint

/// The `.xcstrings` reader reads keys as the JSON parser reaches them (no tree of the whole file), and an
/// entry keeps its rarely used fields apart; both must read what they read before. Memory itself is measured
/// by `Benchmarks/hardening-bench.sh` (part 8), not here.
final class CatalogMemoryTests: XCTestCase {
    func read(_ json: String) -> CatalogFile {
        CatalogReader.read(bytes: Array(json.utf8), path: "L.xcstrings", format: .xcstrings)
    }

    static let strings = #""strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"de":{"stringUnit":{"state":"translated","value":"Ä"}}}},"b":{},"a":{"comment":"again"}}"#

    /// `sourceLanguage` before or after `strings`: the same entries (the key-only source value of `b`
    /// needs the source language), and the duplicate key reported the same way.
    func testKeysReadWhateverTheOrderOfTheRootMembers() {
        let first = read(#"{"sourceLanguage":"en",\#(Self.strings),"version":"1.0"}"#)
        let last = read(#"{\#(Self.strings),"version":"1.0","sourceLanguage":"en"}"#)
        func describe(_ file: CatalogFile) -> [String] { file.entries.map { "\($0.key)/\($0.locale)=\($0.value)" }.sorted() }
        XCTAssertEqual(describe(first), ["a/en=a", "b/en=b"], "the second `a` (no localizations) replaced the first")
        XCTAssertEqual(describe(last), describe(first))
        XCTAssertEqual(first.findings.map(\.rule), [RuleID.duplicateKey])
        XCTAssertEqual(last.findings.map(\.message), first.findings.map(\.message))
        XCTAssertEqual(first.sourceLanguage, "en")
    }

    /// A file that breaks after some keys were read keeps none of them: one malformed-JSON finding.
    func testAFileThatBreaksHalfwayKeepsNothing() {
        let file = read(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}}}},"b":{"#)
        XCTAssertEqual(file.entries.count, 0)
        XCTAssertEqual(file.findings.count, 1)
        XCTAssertTrue(file.findings.first?.message.hasPrefix("malformed JSON") == true, "\(file.findings.map(\.message))")
    }

    /// The fields kept apart (variant, extraction state, source, substitution, limits) copy on write.
    func testRareFieldsCopyOnWrite() {
        var original = Entry(key: "k", table: "T", locale: "de", variant: "plural.one", value: "v",
                             location: SourceLocation(file: "T.xliff", line: 1, column: 1), source: "s")
        var copy = original
        copy.variant = "plural.other"
        copy.source = nil
        copy.limits = SizeLimits(maxWidth: 10, maxHeight: nil, maxCharacters: nil, maxLines: nil, unit: "pixel")
        XCTAssertEqual(original.variant, "plural.one")
        XCTAssertEqual(original.source, "s")
        XCTAssertNil(original.limits)
        XCTAssertEqual(copy.variant, "plural.other")
        XCTAssertNil(copy.source)
        XCTAssertEqual(copy.limits?.maxWidth, 10)
        original.extractionState = "manual"
        XCTAssertNil(copy.extractionState)
        XCTAssertNotEqual(original, copy)
        let plain = Entry(key: "k", table: "T", locale: "de", value: "v", location: SourceLocation(file: "T.strings", line: 1, column: 1))
        XCTAssertNil(plain.variant)
        XCTAssertNil(plain.substitution)
    }
}
