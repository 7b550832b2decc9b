import XCTest
@testable import Typesetter

/// How far Thai marks reach above, and Arabic / Devanagari marks below, the Latin (Noto Sans) line, at
/// 17 pt. Expected numbers are computed from the fonts: ink extremes from hb-shape --show-extents and
/// Noto Sans's hhea ascender / descender and 'l' height from fontTools (Golden/make_golden.py).
final class TallScriptTests: XCTestCase {
    let golden = Golden.shared
    let size = 17.0
    var latin: Golden.Face { golden.face("NotoSans-Regular.ttf") }
    var scale: Double { size / Double(latin.unitsPerEm) }

    /// Ink above the baseline and below it, in points, as the Typesetter measures it.
    private func inkAroundBaseline(_ text: String, locale: String) throws -> (above: Double, below: Double) {
        let layout = try sharedTypesetter.layout(text, locale: locale, size: size)
        let line = try XCTUnwrap(layout.lines.first)
        return (line.baseline - (line.inkTop ?? line.baseline), (line.inkBottom ?? line.baseline) - line.baseline)
    }

    func testThaiStackedMarksRiseFarAboveLatinAscenders() throws {
        let reference = golden.case("ปั้นจิ้มน้ำใจ")
        let ink = try inkAroundBaseline(reference.text, locale: "th")
        let aboveLatinAscender = ink.above - Double(latin.latinAscenderYMax!) * scale
        let aboveLatinLineBox = ink.above - Double(latin.ascender) * scale
        assertPoints(aboveLatinAscender, (reference.ink.yMax - Double(latin.latinAscenderYMax!)) * scale)
        assertPoints(aboveLatinLineBox, (reference.ink.yMax - Double(latin.ascender)) * scale)
        XCTAssertGreaterThan(aboveLatinAscender, 4, "Thai tone marks over upper vowels rise well above 'l'")
        // Noto Sans's generous hhea ascender (1069) still contains them: the danger is a *fixed* line height.
        XCTAssertLessThan(aboveLatinLineBox, 0)
    }

    func testThaiMarksCrossATightFixedLineHeight() throws {
        let reference = golden.case("ปั้นจิ้มน้ำใจ")
        let thai = golden.face("NotoSansThai-Regular.ttf")
        let lineHeight = 20.0
        let layout = try sharedTypesetter.layout(reference.text, locale: "th", size: size, constraints: LayoutConstraints(lineHeight: lineHeight))
        let line = try XCTUnwrap(layout.lines.first)
        // CSS half-leading: the Thai face's box is centred in the fixed line.
        let baseline = (lineHeight - Double(thai.ascender + thai.descender) * scale) / 2 + Double(thai.ascender) * scale
        assertPoints(line.baseline, baseline)
        assertPoints(line.inkTop, baseline - reference.ink.yMax * scale)
        XCTAssertLessThan(line.inkTop!, 0, "marks reach above the 20 pt line's top")
        assertPoints(layout.height, lineHeight)
    }

    func testArabicHarakatReachBelowTheLatinLineBox() throws {
        let reference = golden.case("حِسَابِي الشَّخْصِيُّ")
        let ink = try inkAroundBaseline(reference.text, locale: "ar")
        let belowLatinDescender = ink.below - Double(latin.descender) * scale
        assertPoints(belowLatinDescender, (-reference.ink.yMin - Double(latin.descender)) * scale)
        XCTAssertGreaterThan(belowLatinDescender, 1)
    }

    func testDevanagariMarksReachBelowTheLatinLineBox() throws {
        let reference = golden.case("द्रष्टव्य ड़ु")
        let ink = try inkAroundBaseline(reference.text, locale: "hi")
        let belowLatinDescender = ink.below - Double(latin.descender) * scale
        assertPoints(belowLatinDescender, (-reference.ink.yMin - Double(latin.descender)) * scale)
        XCTAssertGreaterThan(belowLatinDescender, 1)
    }

    /// A line mixing Latin and Thai takes the taller ascender and the deeper descender of both faces.
    func testMixedLineBoxTakesTheMaximumOfTheFacesUsed() throws {
        let thai = golden.face("NotoSansThai-Regular.ttf")
        let layout = try sharedTypesetter.layout("เปิด Spotify", locale: "th", size: size)
        let line = try XCTUnwrap(layout.lines.first)
        assertPoints(line.ascent, Double(max(thai.ascender, latin.ascender)) * scale)
        assertPoints(line.descent, Double(max(thai.descender, latin.descender)) * scale)
    }
}
