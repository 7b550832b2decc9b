import Foundation
import XCTest
@testable import Typesetter

/// One typesetter for the whole suite (fonts load once), built from the repository's own Fonts/.
let sharedTypesetter: Typesetter = {
    do {
        return try Typesetter(fontsAt: FontLocator.repositoryFonts)
    } catch {
        fatalError("cannot load the repository's fonts: \(error)")
    }
}()

/// Reference numbers from tools that are not ours; see Golden/make_golden.py for how each is produced.
struct Golden: Decodable {
    struct Face: Decodable {
        var unitsPerEm: Int
        var useTypoMetrics: Bool
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var latinAscenderYMax: Int?
    }
    struct Ink: Decodable {
        var xMin: Double
        var yMin: Double
        var xMax: Double
        var yMax: Double
    }
    struct Case: Decodable {
        var locale: String
        var font: String
        var faceIndex: Int
        var weight: Int
        var text: String
        /// [glyph id, cluster, x advance, x offset, y offset] in font units, HarfBuzz's output order.
        var glyphs: [[Int]]
        var advance: Double
        var ink: Ink
        var italic: Bool { font.contains("Italic") }
        var faceKey: String { "\(font)#\(faceIndex)" }
    }
    var hbShape: String
    var faces: [String: Face]
    var cases: [Case]

    static let shared: Golden = {
        let url = Bundle.module.url(forResource: "shaping", withExtension: "json", subdirectory: "Golden")!
        return try! JSONDecoder().decode(Golden.self, from: Data(contentsOf: url))
    }()

    func face(_ file: String, index: Int = 0) -> Face { faces["\(file)#\(index)"]! }
    func `case`(_ text: String) -> Case { cases.first { $0.text == text }! }
}

/// Asserts two lengths in points agree within a hundredth of a point.
func assertPoints(_ actual: Double?, _ expected: Double, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("nil, expected \(expected) \(message)", file: file, line: line) }
    XCTAssertEqual(actual, expected, accuracy: 0.01, message, file: file, line: line)
}
