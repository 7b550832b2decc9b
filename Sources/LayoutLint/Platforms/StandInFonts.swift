/// How far the bundled faces that stand in for Apple's system fonts can be from them. SF Pro (and Apple's
/// faces for other scripts) cannot be shipped or used off Apple systems, so on `ios` and `macos` Noto draws
/// the system family; a measurement is then only as good as the two faces agree. A band is the smallest
/// ratio *platform face ÷ stand-in* known for a script: a text the stand-in draws up to 1/ratio too wide (or
/// lines up to 1/ratio too tall) may still fit with the system font. `truncation` reports such a text as a
/// note ("may truncate with the system font") and an error only beyond the band; `vertical-clipping` needs
/// an overshoot beyond `verticalTolerance`.
public enum StandInFonts {
    public struct Band: Sendable, Hashable {
        /// System-font advance ÷ stand-in advance, at its smallest (≤ 1: the system font is narrower).
        public var width: Double
        /// System-font line height ÷ stand-in line height, at its smallest.
        public var lineHeight: Double
    }

    /// Latin, Greek and Cyrillic below 20pt, where Apple draws SF Pro Text (Apple Human Interface Guidelines,
    /// Typography: SF Pro Text for sizes up to 19pt, SF Pro Display from 20pt): 0.904. Source: IB's own
    /// frames, which are SF measurements — over iina's 252 one-line AppKit labels of 9–18pt, the width IB
    /// stored for the text ÷ the width HarfBuzz gives Noto Sans is at least 0.904 ("IINA", 16pt bold), 0.984
    /// at the 5th percentile, 1.0 for the content-sized labels (`scripts/standin-calibration.py` recomputes it).
    public static let latinTextWidth = 0.904
    /// The 5th percentile of the same ratios (0.984, `scripts/standin-calibration.py`): how much narrower
    /// than the stand-in SF Pro Text commonly draws. A text that overflows its box by less than that
    /// (“Størrelse:” needs 48.99pt, has 48.79pt) is as likely to fit as not with the system font: the
    /// measurement cannot tell, and `truncation` skips it with a coverage reason instead of reporting it.
    public static let latinTextSpread = 0.984
    /// Latin, Greek and Cyrillic from 20pt (SF Pro Display): 0.879. Source: capsize's published average
    /// character widths (seek-oss/capsize `packages/metrics`, weighted by English letter frequencies):
    /// `-apple-system` (.SFNS-Regular) 853/2048 = 0.4165em (`scripts/systemFonts.json`) against Noto Sans
    /// 474/1000 = 0.474em (`packages/unpack/src/__tests__/index.test.ts`); 0.4165 ÷ 0.474 = 0.879.
    public static let latinDisplayWidth = 0.879
    /// Line heights: SF's line box is (1980 + 432)/2048 = 1.178em (capsize `systemFonts.json`, ascent and
    /// descent of .SFNS-Regular), Noto Sans's (1069 + 293)/1000 = 1.362em (capsize `index.test.ts`;
    /// the same hhea values FreeType reads from `Fonts/NotoSans-Regular.ttf`): 1.178 ÷ 1.362 = 0.865.
    public static let latinLineHeight = 0.865
    /// SF's own line height in ems: (ascent 1980 + descent 432) / 2048 (capsize `systemFonts.json`,
    /// .SFNS-Regular).
    public static let systemLineHeight = (1980.0 + 432.0) / 2048.0
    /// Han, Hiragana and Katakana are set solid on the em square in every CJK face (W3C, Requirements for
    /// Japanese Text Layout, https://www.w3.org/TR/jlreq/ : full-width characters occupy a square character
    /// frame one em wide): Apple's faces (PingFang, Hiragino) and Noto Sans CJK advance them alike.
    public static let cjkWidth = 1.0

    /// The scripts whose system face is SF itself (Latin, Greek, Cyrillic).
    public static let sfScripts: Set<String> = ["Latn", "Grek", "Cyrl"]
    static let emSquareScripts: Set<String> = ["Hani", "Hira", "Kana"]

    /// The band for a text of these scripts (ISO 15924, `TextFacts.scripts`) at `size`: the widest of its
    /// scripts' bands. A script without a published metric for Apple's face (Thai, Arabic, Hebrew,
    /// Devanagari, Hangul, …) takes the widest band the table knows (Latin display width, Latin line height):
    /// the stand-in is not evidence of more than that.
    public static func band(scripts: [String], size: Double) -> Band {
        var width = 1.0
        var lineHeight = 1.0
        for script in scripts.isEmpty ? ["Latn"] : scripts {
            if sfScripts.contains(script) {
                width = min(width, size < 20 ? latinTextWidth : latinDisplayWidth)
                lineHeight = min(lineHeight, latinLineHeight)
            } else if emSquareScripts.contains(script) {
                width = min(width, cjkWidth)
                lineHeight = min(lineHeight, latinLineHeight)
            } else {
                width = min(width, latinDisplayWidth)
                lineHeight = min(lineHeight, latinLineHeight)
            }
        }
        return Band(width: width, lineHeight: lineHeight)
    }

    /// The spread for a text of these scripts at `size` (see `latinTextSpread`): Latin, Greek and Cyrillic.
    /// It was measured below 20pt; display sizes (SF Pro Display, from 20pt: Dynamic Type's xxxL body, titles)
    /// take the same spread, since their band (`latinDisplayWidth`, capsize's average) says SF draws narrower
    /// still there: an overflow within it is no more likely to truncate than at a text size (IceCubes' 23pt
    /// “Adicionar uma palavra-chave”, 0.5% over its field, was a “may truncate” note). nil for other scripts
    /// (no measured spread: every overflow is reported).
    public static func spread(scripts: [String], size: Double) -> Double? {
        guard !scripts.isEmpty, scripts.allSatisfy(sfScripts.contains) else { return nil }
        return latinTextSpread
    }
    /// How far a text view's width solved with the development language's stand-in text may be from the
    /// width IB stored (an SF measurement) before the model counts as not reproducing the document: the
    /// widest width band (the stand-in may be up to 1/0.879 as wide) plus IB's rounding to the point grid
    /// and 1pt for the chrome around a title.
    public static func frameTolerance(storedWidth: Double) -> Double {
        max(3, storedWidth * (1 / latinDisplayWidth - 1) + 2)
    }

    /// How much lower the stand-in draws a CJK line's baseline than Apple's system face does, in ems: Noto
    /// Sans CJK's ascender is 1160/1000 (hhea of `Fonts/NotoSansCJK-Regular.ttc`, read with fontTools), PingFang
    /// SC's 1060/1000 (hhea of the macOS face as Aarebecca/measury `src/fonts/PingFangSC-Regular.ts` records
    /// it; SF's own is lower still, 1950/2048 there and 1980/2048 in capsize): a line box placed at the top
    /// puts the stand-in's baseline, and the ink under it, 0.10em lower than the system does. Hiragino
    /// (Japanese) and Apple SD Gothic Neo (Korean) have no published metric here and take this band, the only
    /// one the table knows for CJK.
    public static let cjkBaselineDrop = (1160.0 - 1060.0) / 1000.0
    /// Scripts Apple draws with its CJK faces (PingFang, Hiragino, Apple SD Gothic Neo).
    public static let cjkScripts: Set<String> = ["Hani", "Hira", "Kana", "Hang", "Bopo"]

    /// How far ink may reach below a box's bottom edge before `vertical-clipping` counts it, for a text of
    /// these scripts at `size` drawn with the system font on an Apple platform: `verticalTolerance`, plus
    /// the CJK baseline drop when Apple's CJK faces draw part of it.
    public static func belowTolerance(scripts: [String], size: Double) -> Double {
        verticalTolerance + (scripts.contains(where: cjkScripts.contains) ? cjkBaselineDrop * size : 0)
    }

    /// Ink may cross a box edge by this much before `vertical-clipping` reports it: the glyph outlines of the
    /// stand-in are not the system font's, and rasterization rounds edges to the pixel grid (half a point on a
    /// 2× display). Every real-app clipping below it was within the models' own error (issue 19: 0.01–0.5pt
    /// on plain Latin).
    public static let verticalTolerance = 0.5
}
