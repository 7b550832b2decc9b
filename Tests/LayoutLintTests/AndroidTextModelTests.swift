import XCTest
import Typesetter
@testable import LayoutLint

/// Android 14's non-linear font scaling against AOSP's own numbers.
///
/// Golden values: the table points are the `toDp` arrays of AOSP
/// `core/java/android/content/res/FontScaleConverterFactory.java` (the issue quotes the 2.0 row:
/// 14 → 26, 18 → 30, 24 → 36, 30 → 38, 100 → 100). Values between points and between tables are
/// worked by hand below from `FontScaleConverterImpl.lookupAndInterpolate` and
/// `FontScaleConverterFactory.createInterpolatedTableBetween`.
final class AndroidTextModelTests: XCTestCase {
    func testTablePointsAtTwoHundredPercent() {
        let expected: [(Double, Double)] = [(8, 16), (10, 20), (12, 24), (14, 26), (18, 30), (20, 34), (24, 36), (30, 38), (100, 100)]
        for (sp, dp) in expected { XCTAssertEqual(AndroidTextModel.dp(sp: sp, fontScale: 2.0), dp, accuracy: 1e-9, "\(sp)sp") }
    }

    func testTablePointsAtEachShippedScale() {
        // One column (14sp) of every table in FontScaleConverterFactory's static initializer.
        let expected: [(Double, Double)] = [(1.05, 14.8), (1.1, 15.6), (1.15, 16.4), (1.2, 17.2), (1.3, 18.8), (1.5, 22), (1.8, 24.4), (2.0, 26)]
        for (scale, dp) in expected { XCTAssertEqual(AndroidTextModel.dp(sp: 14, fontScale: scale), dp, accuracy: 1e-9, "scale \(scale)") }
    }

    func testBetweenPointsOfOneTable() {
        // 2.0, 16sp: between (14, 26) and (18, 30) → 26 + (30 − 26) × (16 − 14) / (18 − 14) = 28.
        XCTAssertEqual(AndroidTextModel.dp(sp: 16, fontScale: 2.0), 28, accuracy: 1e-9)
        // 1.3, 50sp: between (30, 30) and (100, 100) → 50.
        XCTAssertEqual(AndroidTextModel.dp(sp: 50, fontScale: 1.3), 50, accuracy: 1e-9)
        // Below the first point: from (0, 0) to (8, 16) → 4sp is 8dp.
        XCTAssertEqual(AndroidTextModel.dp(sp: 4, fontScale: 2.0), 8, accuracy: 1e-9)
        // Past the last point: the last pair's ratio (100/100) → 200sp stays 200dp.
        XCTAssertEqual(AndroidTextModel.dp(sp: 200, fontScale: 2.0), 200, accuracy: 1e-9)
    }

    func testBetweenTables() {
        // 1.4 lies halfway between the 1.3 and 1.5 tables: 14sp → (18.8 + 22) / 2 = 20.4.
        XCTAssertEqual(AndroidTextModel.dp(sp: 14, fontScale: 1.4), 20.4, accuracy: 1e-6)
        // 1.9, halfway between 1.8 and 2.0: 16sp → (1.8: 24.4 + 3.2 × 2/4 = 26.0; 2.0: 28) → 27.0.
        XCTAssertEqual(AndroidTextModel.dp(sp: 16, fontScale: 1.9), 27.0, accuracy: 1e-6)
    }

    func testLinearOutsideTheCurve() {
        XCTAssertEqual(AndroidTextModel.dp(sp: 14, fontScale: 1.0), 14, accuracy: 1e-9)
        XCTAssertEqual(AndroidTextModel.dp(sp: 14, fontScale: 0.85), 11.9, accuracy: 1e-9)
        // 1.045: at least the curve's lower limit (1.04) but its key (104) is below the first table (105):
        // Android builds a linear table {1 → 1.045}.
        XCTAssertEqual(AndroidTextModel.dp(sp: 14, fontScale: 1.045), 14.63, accuracy: 1e-9)
        // Past the 2.0 table: linear.
        XCTAssertEqual(AndroidTextModel.dp(sp: 14, fontScale: 2.5), 35, accuracy: 1e-9)
    }

    func testSizeScaleUsesTheCurveOnAndroid() {
        var element = LayoutElement(id: "a", location: SourceLocation(file: "x", line: 1, column: 1))
        element.size = 14
        let sizes = SizeScale.sizes(for: element, platform: .android, categories: ["S", "L", "xL", "xxL", "AX1", "AX2", "AX5"])
        // 0.85 → 11.9, 1.0 → 14, 1.15 → 16.4, 1.3 → 18.8, 1.5 → 22, 1.8 → 24.4, 2.0 → 26 (not 28).
        let expected = [11.9, 14, 16.4, 18.8, 22, 24.4, 26]
        XCTAssertEqual(sizes.count, expected.count, "\(sizes)")
        for (got, want) in zip(sizes.map(\.size), expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(SizeScale.androidLineHeight(sp: 24, category: "AX5"), 36, accuracy: 1e-9)
    }

    func testDefaultTextAppearances() {
        let body = AndroidTextModel.textAppearances["TextAppearance.Material3.BodyLarge"]
        XCTAssertEqual(body?.size, 16)
        XCTAssertEqual(body?.lineHeight, 24)
        XCTAssertEqual(AndroidTextModel.textAppearances["TextAppearance.AppCompat.Small"]?.size, 14)
        // Material 3's emphasized scale (typography styles.xml): LabelLarge.Emphasized is sans-serif bold 14sp,
        // TitleLarge.Emphasized sans-serif-medium 22sp.
        XCTAssertEqual(AndroidTextModel.textAppearances["TextAppearance.Material3.LabelLarge.Emphasized"]?.weight, 700)
        XCTAssertEqual(AndroidTextModel.textAppearances["TextAppearance.Material3.LabelLarge.Emphasized"]?.size, 14)
        XCTAssertEqual(AndroidTextModel.textAppearances["TextAppearance.Material3.TitleLarge.Emphasized"]?.weight, 500)
        XCTAssertEqual(AndroidTextModel.textAppearances["TextAppearance.Material3.TitleLarge.Emphasized"]?.lineHeight, 28)
        XCTAssertEqual(AndroidTextModel.textAppearance(themeAttribute: "textAppearanceLabelLarge", material3: true)?.appearance.weight, 500)
        XCTAssertEqual(AndroidTextModel.fontFamily(targetSdk: 34), "android")
        XCTAssertEqual(AndroidTextModel.fontFamily(targetSdk: 35), "android-elegant")
    }
}

/// The Android font families of the default profile, against HarfBuzz's own shaping.
final class AndroidFontFamilyTests: XCTestCase {
    func testAndroidFamiliesUseRobotoAndTheUIFaces() throws {
        let typesetter = LinterTests.typesetter
        // `hb-shape --font-funcs=ot --no-glyph-names Fonts/Roboto-Regular.ttf "Einstellungen"`: advances
        // 1164+498+1131+1057+670+1086+498+498+1129+1131+1150+1086+1131 = 12229 units of 2048 → at 14sp
        // 12229 / 2048 × 14 = 83.5962…
        let german = try typesetter.layout("Einstellungen", locale: "de", font: FontSelection(family: "android"), size: 14,
                                           constraints: LayoutConstraints())
        XCTAssertEqual(german.naturalWidth, 12229.0 / 2048 * 14, accuracy: 1e-6)
        XCTAssertEqual(german.fonts, ["Roboto"])
        // `hb-shape … Fonts/NotoSansThaiUI-Regular.ttf "การตั้งค่า"`: 600+406+488+636+537+614+406 = 3687
        // units of 1000 (marks advance 0) → 51.618 at 14sp.
        let thai = try typesetter.layout("การตั้งค่า", locale: "th", font: FontSelection(family: "android"), size: 14,
                                         constraints: LayoutConstraints())
        XCTAssertEqual(thai.naturalWidth, 3687.0 / 1000 * 14, accuracy: 1e-6)
        XCTAssertEqual(thai.fonts, ["Noto Sans Thai UI"])
        let elegant = try typesetter.layout("การตั้งค่า", locale: "th", font: FontSelection(family: "android-elegant"), size: 14,
                                            constraints: LayoutConstraints())
        XCTAssertEqual(elegant.fonts, ["Noto Sans Thai"])
        // Roboto Medium exists: weight 500 is a face of its own, not 400 or 700.
        let medium = try typesetter.layout("Einstellungen", locale: "de", font: FontSelection(family: "android", weight: 500), size: 14,
                                           constraints: LayoutConstraints())
        XCTAssertEqual(medium.fonts, ["Roboto Medium"])
    }
}
