/// Which faces to use: a profile family, a weight (100-900) and upright or italic.
public struct FontSelection: Sendable, Hashable, Codable {
    public var family: String
    public var weight: Int
    public var italic: Bool

    public init(family: String = "system", weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}

/// The constraints a label puts on its text.
public struct LayoutConstraints: Sendable, Hashable, Codable {
    /// Available width in points; nil = unlimited (one line per paragraph).
    public var width: Double?
    /// 0 = unlimited.
    public var maxLines: Int
    /// A fixed line height in points; nil = natural (the fonts' own line boxes).
    public var lineHeight: Double?
    /// A fixed box height in points: lines whose line box does not fit are lost (the first always shows).
    public var height: Double?
    public var alignment: TextAlignment
    /// Room the text block keeps above its first baseline and below its last beyond the fonts' line
    /// boxes (Android `includeFontPadding`); nil = none. Applies to natural line heights only.
    public var fontPadding: FontPadding?

    public init(width: Double? = nil, maxLines: Int = 0, lineHeight: Double? = nil, height: Double? = nil,
                alignment: TextAlignment = .natural, fontPadding: FontPadding? = nil) {
        self.width = width
        self.maxLines = maxLines
        self.lineHeight = lineHeight
        self.height = height
        self.alignment = alignment
        self.fontPadding = fontPadding
    }
}

/// The least distance, in em of the text size, from the first baseline to the top of the text block and
/// from the last baseline to its bottom: where a line box is shorter the block grows to it (Android
/// `StaticLayout` with `includePad`: the first line's ascent becomes the font metrics' top, the last
/// line's descent their bottom, when those are larger).
public struct FontPadding: Sendable, Hashable, Codable {
    public var top: Double
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// Horizontal alignment. `natural` and `leading` follow the paragraph direction; `left`/`right` do not.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case natural, leading, trailing, center, justified, left, right
}

/// iOS Dynamic Type: points per text style and content size category (Apple's HIG tables).
public enum DynamicType {
    public static let sizeCategories = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    public static let styles: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "subhead": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The weight a text style implies: headline is semibold, the others regular.
    public static func weight(of style: String) -> Int { style == "headline" ? 600 : 400 }

    /// Points for a style at a size category, or nil when either is unknown.
    public static func size(style: String, category: String) -> Double? {
        guard let sizes = styles[style], let column = sizeCategories.firstIndex(of: category) else { return nil }
        return sizes[column]
    }

    /// Android font scales, smallest to largest: `sp` sizes multiply by these.
    public static let androidFontScales: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]
}
