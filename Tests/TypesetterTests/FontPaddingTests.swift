import XCTest
@testable import Typesetter

/// `LayoutConstraints.fontPadding` (Android `includeFontPadding`): the first line's ascent and the last
/// line's descent grow to the padding when it is larger, the lines between keep their fonts' boxes.
/// Expected numbers come from the bundled Roboto-Regular.ttf as fontTools 4.38 reads it (Debian
/// python3-fonttools): `head` unitsPerEm 2048, yMin −555, yMax 2163; `hhea` ascent 1900, descent −500,
/// lineGap 0 (`TTFont("Fonts/Roboto-Regular.ttf")["head"].yMax` and so on).
final class FontPaddingTests: XCTestCase {
    let roboto = FontSelection(family: "android", weight: 400)
    let size = 20.0
    let unitsPerEm = 2048.0
    var ascent: Double { 1900 / unitsPerEm * size }
    var descent: Double { 500 / unitsPerEm * size }
    /// Roboto's own top and bottom, the padding Android gives a TextView without elegant text height.
    var padding: FontPadding { FontPadding(top: 2163 / unitsPerEm, bottom: 555 / unitsPerEm) }

    func testFaceBoundsAreTheHeadTableBox() throws {
        let face = try XCTUnwrap(sharedTypesetter.fonts.chain(family: "android", weight: 400, italic: false, script: "Latn").faces.first)
        XCTAssertEqual(face.familyName, "Roboto")
        XCTAssertEqual(face.bounds, FaceBounds(top: 2163, bottom: 555))
    }

    func testOneLineGrowsToTheFontsTopAndBottom() throws {
        let plain = try sharedTypesetter.layout("Ag", locale: "en", font: roboto, size: size)
        assertPoints(plain.lines.first?.baseline, ascent)
        assertPoints(plain.height, ascent + descent)

        let padded = try sharedTypesetter.layout("Ag", locale: "en", font: roboto, size: size,
                                                 constraints: LayoutConstraints(fontPadding: padding))
        let line = try XCTUnwrap(padded.lines.first)
        assertPoints(line.top, 0)
        assertPoints(line.baseline, 2163 / unitsPerEm * size)
        assertPoints(padded.height, (2163 + 555) / unitsPerEm * size)
        // The ink moves down with the baseline: the same distance above it as without padding.
        assertPoints(line.baseline - (line.inkTop ?? 0), ascent - (plain.lines.first?.inkTop ?? 0))
    }

    func testOnlyTheFirstTopAndTheLastBottomArePadded() throws {
        let padded = try sharedTypesetter.layout("Settings\nAccount\nPrivacy", locale: "en", font: roboto, size: size,
                                                 constraints: LayoutConstraints(fontPadding: padding))
        XCTAssertEqual(padded.lines.count, 3)
        let top = 2163 / unitsPerEm * size, bottom = 555 / unitsPerEm * size
        assertPoints(padded.lines[0].baseline, top)
        assertPoints(padded.lines[0].bottom, top + descent)
        assertPoints(padded.lines[1].baseline, top + descent + ascent)
        assertPoints(padded.lines[1].bottom, top + 2 * descent + ascent)
        assertPoints(padded.lines[2].baseline, top + 2 * descent + 2 * ascent)
        assertPoints(padded.height, top + 2 * descent + 2 * ascent + bottom)
    }

    func testAPaddingSmallerThanTheLineBoxChangesNothing() throws {
        let plain = try sharedTypesetter.layout("Ag", locale: "en", font: roboto, size: size)
        let padded = try sharedTypesetter.layout("Ag", locale: "en", font: roboto, size: size,
                                                 constraints: LayoutConstraints(fontPadding: FontPadding(top: 0.5, bottom: 0.1)))
        XCTAssertEqual(padded.lines.map(\.baseline), plain.lines.map(\.baseline))
        XCTAssertEqual(padded.height, plain.height)
    }

    func testAFixedHeightCountsThePaddingWhenFittingLines() throws {
        // Two unpadded lines are 2 × (ascent + descent) = 46.88pt tall; padded, 2163 + 500 + 1900 + 555 font
        // units = 49.98pt. A 48pt box holds both lines only without the padding.
        let text = "Settings\nAccount"
        let plain = try sharedTypesetter.layout(text, locale: "en", font: roboto, size: size,
                                                constraints: LayoutConstraints(height: 48))
        XCTAssertEqual(plain.lines.count, 2)
        let padded = try sharedTypesetter.layout(text, locale: "en", font: roboto, size: size,
                                                 constraints: LayoutConstraints(height: 48, fontPadding: padding))
        XCTAssertEqual(padded.lines.count, 1)
        XCTAssertTrue(padded.truncated)
        let roomy = try sharedTypesetter.layout(text, locale: "en", font: roboto, size: size,
                                                constraints: LayoutConstraints(height: 50, fontPadding: padding))
        XCTAssertEqual(roomy.lines.count, 2)
    }
}
