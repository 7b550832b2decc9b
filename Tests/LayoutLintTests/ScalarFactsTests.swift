import XCTest
@testable import LayoutLint

/// `ScalarFacts` answers what the standard library answers, for every scalar (its table is a cache of
/// `Unicode.Scalar.Properties`), and `String(scalars:)` makes the string `String.UnicodeScalarView` makes.
final class ScalarFactsTests: XCTestCase {
    func testTheTableAgreesWithTheStandardLibraryForEveryScalar() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let facts = ScalarFacts.of(scalar)
            let category = properties.generalCategory
            let expected: [(String, Bool, Bool)] = [
                ("alphabetic", facts & ScalarFacts.alphabetic != 0, properties.isAlphabetic),
                ("Mn", facts & ScalarFacts.nonspacingMark != 0, category == .nonspacingMark),
                ("Mc", facts & ScalarFacts.spacingMark != 0, category == .spacingMark),
                ("Me", facts & ScalarFacts.enclosingMark != 0, category == .enclosingMark),
                ("number", facts & ScalarFacts.number != 0, [.decimalNumber, .letterNumber, .otherNumber].contains(category)),
            ]
            for (name, table, library) in expected where table != library {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)) \(name): table says \(table)")
            }
        }
        XCTAssertEqual(mismatches.prefix(20), [])
    }

    func testStringsFromScalarsAreTheStandardLibrarysStrings() {
        // One, two, three and four UTF-8 bytes, a combining mark after a letter, and every boundary of the encoding.
        let samples: [[Unicode.Scalar]] = [
            [], ["a"], ["é"], ["e", "\u{301}"], ["ก", "\u{E34}"], ["漢", "字"], ["\u{1F600}"], ["\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"],
            Array("Ok, مرحبا · नमस्ते · こんにちは 🇩🇪".unicodeScalars),
        ]
        for scalars in samples {
            let made = String(scalars: scalars)
            let expected = String(String.UnicodeScalarView(scalars))
            XCTAssertTrue(made.utf8.elementsEqual(expected.utf8), "\(scalars)")
            XCTAssertTrue(String(scalars: scalars[...]).utf8.elementsEqual(expected.utf8))
        }
    }
}
