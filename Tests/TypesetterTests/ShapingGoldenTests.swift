import XCTest
@testable import Typesetter

/// Glyphs, advances and ink against HarfBuzz's own `hb-shape --font-funcs=ot --show-extents` (font units,
/// scaled here by size ÷ units per em) for 26 strings in en, de, th, ar (with harakat), hi and zh-Hans.
/// The reference numbers and the exact commands are in Golden/make_golden.py → Golden/shaping.json.
final class ShapingGoldenTests: XCTestCase {
    let golden = Golden.shared
    let size = 17.0

    func testCoversEverySupportedLocale() {
        XCTAssertGreaterThanOrEqual(golden.cases.count, 20)
        XCTAssertEqual(Set(golden.cases.map(\.locale)), ["en", "de", "th", "ar", "hi", "zh-Hans"])
    }

    func testGlyphsEqualHBShape() throws {
        for reference in golden.cases {
            let shaped = try sharedTypesetter.shape(reference.text, locale: reference.locale,
                                                    font: FontSelection(weight: reference.weight, italic: reference.italic))
            XCTAssertEqual(shaped.runs.count, 1, "\(reference.text): expected one run in \(reference.font)")
            let run = try XCTUnwrap(shaped.runs.first)
            XCTAssertEqual(URL(fileURLWithPath: run.face.path).lastPathComponent, reference.font, reference.text)
            XCTAssertEqual(run.face.index, reference.faceIndex, reference.text)
            let ours = run.glyphs.map { [Int($0.id), $0.cluster, Int($0.xAdvance), Int($0.xOffset), Int($0.yOffset)] }
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
