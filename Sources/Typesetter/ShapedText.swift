/// One shaped glyph in font units (HarfBuzz at a scale of one unit per font unit, so sizes scale linearly).
struct ShapedGlyph: Sendable, Hashable {
    var id: UInt32
    /// UTF-16 offset, in the whole text, of the cluster the glyph belongs to.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    var extents: GlyphExtents
}

/// A run of text with one bidi level, script and face, shaped once. Glyphs are in HarfBuzz's output order,
/// which is visual order (right-to-left runs come reversed).
struct ShapedRun: Sendable {
    var range: Range<Int>
    var level: UInt8
    var script: String
    var face: FontFace
    var glyphs: [ShapedGlyph]
    /// Index into `ShapedText.ellipses` of the "…" shaped through this run's fallback chain.
    var ellipsis: Int
    var isRightToLeft: Bool { level & 1 == 1 }
}

/// A character that no face of its fallback chain covers: it shows as a .notdef box ("tofu").
public struct MissingGlyph: Sendable, Hashable, Codable {
    /// Index of the character among the text's Unicode scalars.
    public var index: Int
    /// UTF-16 offset of the character.
    public var utf16Offset: Int
    /// "U+0E3F".
    public var codePoint: String
    public var character: String
}

/// A text itemized, shaped and analysed for breaking once, ready to be laid out at any size and width
/// without touching a C library again: advances are linear in size (unhinted shaping), so a Dynamic Type
/// sweep reuses one `ShapedText`.
public struct ShapedText: Sendable {
    public let text: String
    public let locale: String
    public let font: FontSelection
    public let direction: TextDirection
    public let missingGlyphs: [MissingGlyph]

    let utf16: [UInt16]
    let runs: [ShapedRun]
    let ellipses: [ShapedRun]
    /// Prefix sums of advances in ems (font units ÷ units per em), by UTF-16 offset; `count == utf16.count + 1`.
    let prefix: [Double]
    /// Line break opportunities (offsets > 0, at cluster boundaries), in order.
    let breaks: [BreakOpportunity]
    /// Grapheme boundaries that are also glyph-cluster boundaries: where an over-long word may be split.
    let graphemeBreaks: [Int]
    /// Per UTF-16 offset: trailing whitespace that does not count toward a line's width.
    let whitespace: [Bool]
    /// Metrics of the paragraph's primary face: what an empty line measures.
    let primaryFace: FontFace

    /// Faces used, in order of first use, with the ellipsis face last when it differs.
    public var faces: [FontFace] {
        var seen: [FontFace] = []
        for run in runs where !seen.contains(run.face) { seen.append(run.face) }
        return seen
    }

    /// The one-line advance of `[start, end)` in ems.
    @inline(__always) func ems(_ start: Int, _ end: Int) -> Double { prefix[end] - prefix[start] }

    /// `end` moved back over trailing whitespace, not before `start`.
    @inline(__always) func trimmed(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && whitespace[end - 1] { end -= 1 }
        return end
    }
}
