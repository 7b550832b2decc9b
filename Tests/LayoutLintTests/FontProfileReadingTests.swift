import Foundation
@testable import Typesetter
import XCTest
import Yams

/// Reading the font profile, a start-up cost of every run (issue 20, session 5: the catalog-only speed).
final class FontProfileReadingTests: XCTestCase {
    /// The profile read straight from the YAML tree (`FontProfile.direct`, a start-up cost of every run) is
    /// what Yams' `YAMLDecoder` reads: the shipped profile, one with every optional field, nulls and unknown
    /// keys, aliases; anything the direct reading does not take (a wrong type, a key given twice) is left to the
    /// decoder, which says what is wrong.
    func testTheProfileReadDirectlyIsWhatTheDecoderReads() throws {
        let shipped = try String(contentsOf: FontLocator.repositoryFonts.appendingPathComponent("profiles/default.yaml"), encoding: .utf8)
        let optional = """
            version: 1
            comment: not a field
            families:
              system:
                fallback: {Latn: [Sans], Hani: [CJK, Sans]}
                default: [Sans]
                locales:
                  ja: {Hani: [CJK JP]}
                wordBreak: {ko: keep-all}
              serif:
                fallback: {}
                default: [Sans]
                locales: ~
            lastResort: [Sans]
            typefaces:
              Sans: [{file: ../Sans.ttf, weight: 400}, {file: ../Sans-Italic.ttf, weight: 400, italic: yes, index: 0}]
              CJK: [{file: ../CJK.ttc, index: 2, weight: 700, italic: false}]
              CJK JP: [{file: ../CJK.ttc, index: 0, weight: 400, italic: null}]
            """
        let aliased = "version: 1\nfamilies: &f {}\nlastResort: []\ntypefaces: *f\n"
        for text in [shipped, optional, aliased] {
            let direct = try XCTUnwrap(FontProfile.direct(text))
            XCTAssertEqual(direct, try YAMLDecoder().decode(FontProfile.self, from: text))
        }
        XCTAssertNil(FontProfile.direct("version: one\nfamilies: {}\nlastResort: []\ntypefaces: {}\n"))
        XCTAssertNil(FontProfile.direct("version: 1\nversion: 2\nfamilies: {}\nlastResort: []\ntypefaces: {}\n"))
    }
}
