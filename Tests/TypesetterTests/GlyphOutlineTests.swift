import XCTest
@testable import Typesetter

/// `ShapedText.drawnGlyphs(in:)` places the same glyphs as layout measured: the outlines' bounding boxes,
/// at the drawn positions, add up to the layout's ink bounds, line by line, in every direction and with a
/// truncation "…".
final class GlyphOutlineTests: XCTestCase {
    private func check(_ text: String, locale: String, size: Double = 17, font: FontSelection = FontSelection(),
                       constraints: LayoutConstraints = LayoutConstraints(), file: StaticString = #filePath, line: UInt = #line) throws {
        let shaped = try sharedTypesetter.shape(text, locale: locale, font: font)
        let layout = try shaped.layout(size: size, constraints: constraints)
        let drawn = shaped.drawnGlyphs(in: layout)
        XCTAssertEqual(drawn.count, layout.lines.count, file: file, line: line)
        for (glyphs, expected) in zip(drawn, layout.lines) {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for g in glyphs {
                guard let box = g.face.outlineBounds(of: g.glyph) else { continue }
                minX = min(minX, g.x + box.minX * g.scale)
                maxX = max(maxX, g.x + box.maxX * g.scale)
                minY = min(minY, g.y - box.maxY * g.scale)
                maxY = max(maxY, g.y - box.minY * g.scale)
            }
            let tolerance = 1e-6
            XCTAssertEqual(minX, try XCTUnwrap(expected.inkMinX), accuracy: tolerance, "\(locale) ink left of \(expected.text)", file: file, line: line)
            XCTAssertEqual(maxX, try XCTUnwrap(expected.inkMaxX), accuracy: tolerance, "\(locale) ink right of \(expected.text)", file: file, line: line)
            XCTAssertEqual(minY, try XCTUnwrap(expected.inkTop), accuracy: tolerance, "\(locale) ink top of \(expected.text)", file: file, line: line)
            XCTAssertEqual(maxY, try XCTUnwrap(expected.inkBottom), accuracy: tolerance, "\(locale) ink bottom of \(expected.text)", file: file, line: line)
            XCTAssertEqual(glyphs.contains { $0.isEllipsis }, expected.ellipsis, file: file, line: line)
        }
    }

    func testThaiMarks() throws { try check("ตั้งเป้าหมาย ที่ตลาด ปั้นจิ้มน้ำใจ", locale: "th", constraints: LayoutConstraints(width: 90)) }

    func testArabicRightToLeftWithHarakat() throws {
        let shaped = try sharedTypesetter.shape("فِي السُّوقِ", locale: "ar")
        let layout = try shaped.layout(size: 17)
        let glyphs = shaped.drawnGlyphs(in: layout)[0]
        // Drawing order is visual: the pen moves left to right while the text reads right to left, so the
        // first glyph drawn is the last word's end, at the left.
        XCTAssertLessThan(try XCTUnwrap(glyphs.first).x, try XCTUnwrap(glyphs.last).x)
        try check("فِي السُّوقِ", locale: "ar")
        try check("التَّذْكِيرُ الْيَوْمِيُّ Kalimo Plus 2024", locale: "ar", constraints: LayoutConstraints(width: 120))
    }

    func testDevanagariCJKAndLatin() throws {
        try check("लक्ष्य तय करें", locale: "hi", size: 22)
        try check("每日提醒 已使用 12 MB", locale: "zh-Hans", constraints: LayoutConstraints(width: 60))
        try check("Benachrichtigungen", locale: "de", font: FontSelection(weight: 700, italic: true))
    }

    func testTruncatedLinesDrawTheEllipsis() throws {
        try check("Benachrichtigungen", locale: "de", size: 16, constraints: LayoutConstraints(width: 140, maxLines: 1))
        try check("ความช่วยเหลือและคำติชม", locale: "th", size: 16, constraints: LayoutConstraints(width: 140, maxLines: 1))
        try check("كل يوم كلمة جديدة تتعلمها بسهولة", locale: "ar", size: 17,
                  constraints: LayoutConstraints(width: 100, maxLines: 2, alignment: .center))
    }

    func testOutlineCommandsAreInFontUnits() throws {
        let face = try XCTUnwrap(sharedTypesetter.shape("H", locale: "en").faces.first)
        let glyph = try XCTUnwrap(face.glyph(for: "H"))
        let box = try XCTUnwrap(face.outlineBounds(of: glyph))
        let extents = face.extents(of: glyph)
        XCTAssertEqual(box.minX, Double(extents.xBearing))
        XCTAssertEqual(box.maxY, Double(extents.yBearing))
        XCTAssertNil(face.outlineBounds(of: try XCTUnwrap(face.glyph(for: " "))))
    }
}
