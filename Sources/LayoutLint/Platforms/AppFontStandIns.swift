/// A font an app names (`FontFamily(Font(R.font.dm_sans_semi_bold))`) whose file the project being checked
/// does not hold (a checkout without its binary resources: a real build cannot compile without it, since
/// `R.font.x` / `Res.font.x` are generated from the files). Its text is drawn with the platform's default
/// family (Roboto on Android) standing in for it, only for faces whose published average width says how far
/// the stand-in is from them; every finding on such a text says so, and an overflow within the band is a
/// note, as with the stand-ins for Apple's system font (`StandInFonts`).
public struct FontStandIn: Sendable, Hashable {
    /// The font as the code names it (`R.font.dm_sans_semi_bold`).
    public var font: String
    /// The family drawn instead (`Roboto`).
    public var standIn: String
    /// How far the stand-in can be from the font (`StandInFonts.Band`: ≤ 1 where the font draws narrower).
    public var band: StandInFonts.Band
    /// Where the band's numbers come from.
    public var source: String

    public init(font: String, standIn: String, band: StandInFonts.Band, source: String) {
        self.font = font
        self.standIn = standIn
        self.band = band
        self.source = source
    }

    /// ", measured with Roboto standing in for R.font.x (not in the project)".
    public var phrase: String { "measured with \(standIn) standing in for \(font), whose file is not in the project" }
}

/// The published average widths and line heights of app fonts whose files may be missing from a checkout,
/// against Roboto, Android's default sans-serif (AOSP `data/fonts/fonts.xml`), at the weights an app uses.
///
/// Source: capsize's font metrics (seek-oss/capsize, `@capsizecss/metrics` 4.x,
/// `entireMetricsCollection/<family>/<weight>/index.cjs`): `xWidthAvg` is the average advance of the
/// face's Latin letters weighted by their frequency in English text, in font units of `unitsPerEm`; the
/// line height is (`ascent` − `descent`) / `unitsPerEm`.
public enum AppFontStandIns {
    public struct Face: Sendable, Hashable {
        /// Average advance in ems (xWidthAvg / unitsPerEm).
        public var averageWidth: Double
        /// ascent + descent in ems.
        public var lineHeight: Double
    }

    /// Roboto by weight: unitsPerEm 2048, ascent 1900, descent 500; xWidthAvg 911 (Regular), 919 (Medium),
    /// 923 (SemiBold), 926 (Bold).
    public static let roboto: [Int: Face] = [
        400: Face(averageWidth: 911 / 2048, lineHeight: 2400 / 2048),
        500: Face(averageWidth: 919 / 2048, lineHeight: 2400 / 2048),
        600: Face(averageWidth: 923 / 2048, lineHeight: 2400 / 2048),
        700: Face(averageWidth: 926 / 2048, lineHeight: 2400 / 2048),
    ]

    /// Families by the name a resource file gives them, lowercased with everything but letters and digits
    /// removed (`dm_sans_semi_bold` → `dmsans…`, `Roboto-Regular` → `roboto…`), and their faces by weight.
    public static let families: [(name: String, faces: [Int: Face])] = [
        // DM Sans: unitsPerEm 1000, ascent 992, descent 310; xWidthAvg 466 (Regular), 474 (Medium),
        // 485 (SemiBold), 493 (Bold).
        ("dmsans", [
            400: Face(averageWidth: 0.466, lineHeight: 1.302), 500: Face(averageWidth: 0.474, lineHeight: 1.302),
            600: Face(averageWidth: 0.485, lineHeight: 1.302), 700: Face(averageWidth: 0.493, lineHeight: 1.302),
        ]),
        // Open Sans Regular: unitsPerEm 2048, ascent 2189, descent 600, xWidthAvg 960.
        ("opensans", [400: Face(averageWidth: 960 / 2048, lineHeight: 2789 / 2048)]),
        ("roboto", roboto),
    ]

    /// Weight words in font file names (`semi_bold`, `Medium`), heaviest spelling first.
    static let weightWords: [(String, Int)] = [
        ("extrabold", 800), ("semibold", 600), ("demibold", 600), ("extralight", 200), ("black", 900), ("bold", 700),
        ("medium", 500), ("regular", 400), ("light", 300), ("thin", 100),
    ]

    /// The stand-in for a font resource named `resource` (`dm_sans_semi_bold`) drawn at `weight`, or nil
    /// when no published metric says how far Roboto is from it.
    public static func standIn(forResource resource: String, named display: String, weight: Int) -> FontStandIn? {
        let key = String(resource.lowercased().unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
        guard let family = families.first(where: { key.hasPrefix($0.name) }) else { return nil }
        // The file's own weight, when its name says one; else the weight the text asks for.
        let rest = key.dropFirst(family.name.count)
        let fileWeight = weightWords.first { rest.contains($0.0) }?.1 ?? weight
        let nearest = { (faces: [Int: Face]) in faces.min { abs($0.key - fileWeight) < abs($1.key - fileWeight) }!.value }
        let face = nearest(family.faces)
        let standIn = nearest(roboto)
        let band = StandInFonts.Band(width: min(1, face.averageWidth / standIn.averageWidth),
                                     lineHeight: min(1, face.lineHeight / standIn.lineHeight))
        return FontStandIn(font: display, standIn: "Roboto", band: band,
                           source: "capsize average widths (Platforms/AppFontStandIns.swift)")
    }
}
