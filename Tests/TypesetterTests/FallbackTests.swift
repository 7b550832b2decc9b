import XCTest
@testable import Typesetter

final class FallbackTests: XCTestCase {
    func testLatinBrandInsideThaiUsesNotoSans() throws {
        let text = "เปิด Spotify แล้วฟังเพลง"
        let shaped = try sharedTypesetter.shape(text, locale: "th")
        let brand = (text as NSString).range(of: "Spotify")
        let run = shaped.run(containing: brand.location)
        XCTAssertEqual(URL(fileURLWithPath: run.face.path).lastPathComponent, "NotoSans-Regular.ttf")
        // The space after the brand joins the preceding (Latin) run: Common characters take their neighbour's script.
        XCTAssertEqual(run.range, brand.location..<(brand.location + brand.length + 1))
        XCTAssertEqual(URL(fileURLWithPath: shaped.run(containing: 0).face.path).lastPathComponent, "NotoSansThai-Regular.ttf")
        XCTAssertTrue(shaped.missingGlyphs.isEmpty)
    }

    func testLatinBrandInsideArabicUsesNotoSansAndItsLTRLevel() throws {
        let text = "حمّل التطبيق من App Store الآن"
        let shaped = try sharedTypesetter.shape(text, locale: "ar")
        let brand = (text as NSString).range(of: "App Store")
        let run = shaped.run(containing: brand.location)
        XCTAssertEqual(URL(fileURLWithPath: run.face.path).lastPathComponent, "NotoSans-Regular.ttf")
        XCTAssertEqual(run.level, 2)
        XCTAssertEqual(shaped.direction, .rtl)
        let layout = try shaped.layout(size: 17)
        XCTAssertEqual(layout.fonts, ["Noto Naskh Arabic", "Noto Sans"])
    }

    func testBoldThaiFallsToTheNearestWeightTheFaceHas() throws {
        // Noto Sans Thai ships 400 and 700: semibold (600) gets 700, medium (500) gets 400 (CSS matching).
        let semibold = try sharedTypesetter.shape("สวัสดี", locale: "th", font: FontSelection(weight: 600))
        XCTAssertEqual(semibold.runs[0].face.name, "Noto Sans Thai Bold")
        let medium = try sharedTypesetter.shape("สวัสดี", locale: "th", font: FontSelection(weight: 500))
        XCTAssertEqual(medium.runs[0].face.name, "Noto Sans Thai")
    }

    func testCSSWeightMatching() {
        XCTAssertEqual(FontWeight.match(500, among: [400, 700]), 400)
        XCTAssertEqual(FontWeight.match(600, among: [400, 700]), 700)
        XCTAssertEqual(FontWeight.match(300, among: [400, 700]), 400)
        XCTAssertEqual(FontWeight.match(450, among: [300, 500, 700]), 500)
        XCTAssertEqual(FontWeight.match(900, among: [400, 700]), 700)
        XCTAssertEqual(FontWeight.match(200, among: [100, 400]), 100)
    }

    func testItalicOnlyWhereAFaceHasOne() throws {
        let latin = try sharedTypesetter.shape("Hello", locale: "en", font: FontSelection(italic: true))
        XCTAssertTrue(latin.runs[0].face.italic)
        let thai = try sharedTypesetter.shape("สวัสดี", locale: "th", font: FontSelection(italic: true))
        XCTAssertFalse(thai.runs[0].face.italic, "Noto Sans Thai has no italic: upright is used, never a forced slant")
    }

    func testUncoveredCharacterIsAMissingGlyphWithItsIndex() throws {
        // U+10D40 GARAY DIGIT ZERO (Unicode 16, outside the BMP) and U+E000 (private use): no bundled face
        // covers them (fontTools: absent from every cmap under Fonts/).
        let text = "A\u{10D40}b\u{E000}"
        let layout = try sharedTypesetter.layout(text, locale: "en", size: 17)
        XCTAssertEqual(layout.missingGlyphs.map(\.codePoint), ["U+10D40", "U+E000"])
        XCTAssertEqual(layout.missingGlyphs.map(\.index), [1, 3])
        XCTAssertEqual(layout.missingGlyphs.map(\.utf16Offset), [1, 4])
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertGreaterThan(layout.naturalWidth, 0, "tofu boxes take room like the platform draws them")
    }

    func testZeroWidthJoinersAndBidiMarksAreNotMissing() throws {
        let layout = try sharedTypesetter.layout("\u{200F}مرحبا\u{200D}\u{FE0F}", locale: "ar", size: 17)
        XCTAssertEqual(layout.missingGlyphs, [])
    }

    func testCoverageAloneFindsWhatShapingFinds() throws {
        // `missingGlyphs` stops before shaping: it must report exactly what `shape` reports, for texts that
        // mix scripts and directions, fall back, carry emoji, marks, joiners, and characters no face covers
        // (U+10D40, U+E000 and U+1FAE9 are in no cmap under Fonts/, per fontTools).
        let texts: [(String, String)] = [
            ("A\u{10D40}b\u{E000}", "en"), ("\u{200F}مرحبا\u{200D}\u{FE0F}", "ar"), ("ดาวน์โหลด App Store 🎉", "th"),
            ("已使用 %@ \u{1FAE9}", "zh-Hans"), ("नमस्ते\u{E000}दुनिया", "hi"), ("שלום world \u{10D40}", "he"),
            ("e\u{301}\u{E000}\u{301}", "fr"), ("👩‍👩‍👧 family", "en"), ("", "de"),
        ]
        for (text, locale) in texts {
            let shaped = try sharedTypesetter.shape(text, locale: locale)
            XCTAssertEqual(try sharedTypesetter.missingGlyphs(text, locale: locale), shaped.missingGlyphs, text)
        }
        XCTAssertEqual(try sharedTypesetter.missingGlyphs("A\u{10D40}b\u{E000}", locale: "en").map(\.codePoint), ["U+10D40", "U+E000"])
        XCTAssertThrowsError(try sharedTypesetter.missingGlyphs("a" + String(repeating: "\u{301}", count: 200), locale: "en"),
                             "the same limits as shaping")
    }
}
