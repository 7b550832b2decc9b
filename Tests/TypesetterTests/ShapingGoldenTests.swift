import XCTest
@testable import Typesetter

/// Glyphs, advances and ink against HarfBuzz's own `hb-shape --font-funcs=ot --show-extents` (font units,
/// scaled here by size ÷ units per em) for strings in en, de, th, ar (with harakat), hi, zh-Hans and one or
/// more per script the default profile covers since issue 21 (Hebrew, Nastaliq Urdu, Burmese, Tamil, the CJK
/// faces by locale, …).
/// The reference numbers and the exact commands are in Golden/make_golden.py → Golden/shaping.json.
final class ShapingGoldenTests: XCTestCase {
    let golden = Golden.shared
    let size = 17.0

    func testCoversEverySupportedLocale() {
        XCTAssertGreaterThanOrEqual(golden.cases.count, 20)
        XCTAssertTrue(Set(golden.cases.map(\.locale)).isSuperset(of: [
            "en", "de", "th", "ar", "hi", "zh-Hans", "ja", "ko", "zh-Hant", "zh-HK", "he", "ur", "my", "ta", "hy", "ka", "am",
            "km", "lo", "si", "te", "kn", "ml", "bn", "gu", "pa", "or", "dv", "bo", "chr", "iu", "nqo", "sat", "mn-Mong",
            "syr", "zgh", "ff-Adlm", "jv-Java"]))
    }

    func testGlyphsEqualHBShape() throws {
        for reference in golden.cases {
            let shaped = try sharedTypesetter.shape(reference.text, locale: reference.locale,
                                                    font: FontSelection(weight: reference.weight, italic: reference.italic))
            // Japanese kana and kanji are separate script runs of one face (as CoreText and Minikin itemize).
            XCTAssertFalse(shaped.runs.isEmpty, reference.text)
            for run in shaped.runs {
                XCTAssertEqual(URL(fileURLWithPath: run.face.path).lastPathComponent, reference.font, reference.text)
                XCTAssertEqual(run.face.index, reference.faceIndex, reference.text)
            }
            // hb-shape numbers clusters by code point; ours are UTF-16 offsets (they differ beyond the BMP: Adlam).
            var scalarIndex: [Int: Int] = [:]
            var offset = 0
            for (index, scalar) in reference.text.unicodeScalars.enumerated() {
                scalarIndex[offset] = index
                offset += scalar.utf16.count
            }
            let ours = shaped.runs.flatMap(\.glyphs).map {
                [Int($0.id), scalarIndex[$0.cluster] ?? -1, Int($0.xAdvance), Int($0.xOffset), Int($0.yOffset)]
            }
            XCTAssertEqual(ours, reference.glyphs, "\(reference.locale) \(reference.text)")
        }
    }

    func testAdvanceEqualsHBShapeAtSize() throws {
        for reference in golden.cases {
            let layout = try sharedTypesetter.layout(reference.text, locale: reference.locale,
                                                     font: FontSelection(weight: reference.weight, italic: reference.italic), size: size)
            let upem = Double(golden.face(reference.font, index: reference.faceIndex).unitsPerEm)
            assertPoints(layout.naturalWidth, reference.advance * size / upem, "\(reference.locale) \(reference.text)")
            assertPoints(layout.lines.first?.width, reference.advance * size / upem, "\(reference.locale) \(reference.text)")
            XCTAssertEqual(layout.lineCount, 1)
        }
    }

    func testInkEqualsUnionOfHBShapeExtents() throws {
        for reference in golden.cases {
            let layout = try sharedTypesetter.layout(reference.text, locale: reference.locale,
                                                     font: FontSelection(weight: reference.weight, italic: reference.italic), size: size)
            let scale = size / Double(golden.face(reference.font, index: reference.faceIndex).unitsPerEm)
            let ink = try XCTUnwrap(layout.inkBounds)
            let baseline = try XCTUnwrap(layout.lines.first?.baseline)
            let label = "\(reference.locale) \(reference.text)"
            assertPoints(ink.minX, reference.ink.xMin * scale, label)
            assertPoints(ink.maxX, reference.ink.xMax * scale, label)
            // hb-shape's y grows upward from the baseline; ours downward from the top of the block.
            assertPoints(ink.minY, baseline - reference.ink.yMax * scale, label)
            assertPoints(ink.maxY, baseline - reference.ink.yMin * scale, label)
        }
    }

    func testFaceMetricsEqualFontTools() throws {
        for reference in golden.cases {
            let shaped = try sharedTypesetter.shape(reference.text, locale: reference.locale,
                                                    font: FontSelection(weight: reference.weight, italic: reference.italic))
            let face = try XCTUnwrap(shaped.runs.first?.face)
            let expected = golden.face(reference.font, index: reference.faceIndex)
            XCTAssertEqual(face.metrics, FaceMetrics(unitsPerEm: expected.unitsPerEm, ascender: expected.ascender,
                                                     descender: expected.descender, lineGap: expected.lineGap), reference.font)
        }
    }

    /// The line box is the face's ascender + descender (+ line gap), scaled: Naskh uses OS/2 typo metrics
    /// (USE_TYPO_METRICS is set), the others hhea — as fontTools reads them.
    func testLineBoxFromFontsUsed() throws {
        for reference in golden.cases {
            let layout = try sharedTypesetter.layout(reference.text, locale: reference.locale,
                                                     font: FontSelection(weight: reference.weight, italic: reference.italic), size: size)
            let face = golden.face(reference.font, index: reference.faceIndex)
            let scale = size / Double(face.unitsPerEm)
            let line = try XCTUnwrap(layout.lines.first)
            assertPoints(line.baseline, Double(face.ascender) * scale, reference.text)
            assertPoints(layout.height, Double(face.ascender + face.descender + face.lineGap) * scale, reference.text)
        }
    }
}
