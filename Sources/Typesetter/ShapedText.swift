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

/// A glyph as layout uses it: everything already divided by units per em, so a layout at any size only
/// multiplies. Ink is relative to the glyph's pen position, y up.
struct PlacedGlyph: Sendable, Hashable {
    var cluster: Int
    var advance: Double
    var inkMinX: Double
    var inkMinY: Double
    var inkMaxX: Double
    var inkMaxY: Double
    var hasInk: Bool

    init(_ glyph: ShapedGlyph, perEm: Double) {
        cluster = glyph.cluster
        advance = Double(glyph.xAdvance) * perEm
        let e = glyph.extents
        hasInk = !e.isEmpty
        let x0 = Double(glyph.xOffset + e.xBearing) * perEm
        let x1 = x0 + Double(e.width) * perEm
        let y0 = Double(glyph.yOffset + e.yBearing) * perEm
        let y1 = y0 + Double(e.height) * perEm
        inkMinX = min(x0, x1)
        inkMaxX = max(x0, x1)
        inkMinY = min(y0, y1)
        inkMaxY = max(y0, y1)
    }
}

/// A run of text with one bidi level, script and face, shaped once. Glyphs are in HarfBuzz's output order,
/// which is visual order (right-to-left runs come reversed). Layout reads the flat arrays of
/// `ShapedText.Storage`; runs are rebuilt from them for inspection and tests.
struct ShapedRun: Sendable {
    var range: Range<Int>
    var level: UInt8
    var face: FontFace
    var glyphs: [ShapedGlyph]
    /// Index into the text's ellipses of the "…" shaped through this run's fallback chain.
    var ellipsis: Int
    var isRightToLeft: Bool { level & 1 == 1 }
}

/// HarfBuzz's numbers for a glyph, kept beside the placed glyphs so runs can be rebuilt as shaped.
struct RawGlyph: Sendable, Hashable {
    var id: UInt32
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    var extents: GlyphExtents
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
/// sweep reuses one `ShapedText`. Copying it copies one reference.
public struct ShapedText: Sendable {
    let storage: Storage

    public var text: String { storage.text }
    public var locale: String { storage.locale }
    public var font: FontSelection { storage.font }
    public var direction: TextDirection { storage.direction }
    public var missingGlyphs: [MissingGlyph] { storage.missingGlyphs }
    /// Faces used, in order of first use.
    public var faces: [FontFace] { Array(storage.faces.prefix(storage.textFaceCount)) }
    /// The runs as shaped (for inspection and tests), rebuilt from the flat storage.
    var runs: [ShapedRun] { storage.segments.map(storage.run) }
    var breaks: [BreakOpportunity] { storage.breaks }

    /// Collects the flat glyph and segment arrays while `Typesetter.shape` shapes run by run.
    struct Builder {
        var faces: [FontFace] = []
        var segments: [Segment] = []
        var ellipses: [Segment] = []
        var glyphs: [PlacedGlyph] = []
        var clusters: [Int32] = []
        var raw: [RawGlyph] = []
        private var advance = 0.0

        mutating func index(of face: FontFace) -> Int {
            if let known = faces.firstIndex(where: { $0 === face }) { return known }
            faces.append(face)
            return faces.count - 1
        }

        @inline(__always) mutating func append(_ glyph: ShapedGlyph, perEm: Double) {
            let placed = PlacedGlyph(glyph, perEm: perEm)
            advance += placed.advance
            glyphs.append(placed)
            clusters.append(Int32(glyph.cluster))
            raw.append(RawGlyph(id: glyph.id, xAdvance: glyph.xAdvance, xOffset: glyph.xOffset, yOffset: glyph.yOffset,
                                extents: glyph.extents))
        }

        /// Closes the segment of the glyphs appended since `glyphStart`.
        mutating func addSegment(start: Int, end: Int, level: UInt8, face: FontFace, glyphStart: Int, ellipsis: Int) {
            segments.append(Segment(start: start, end: end, level: level, face: index(of: face), glyphStart: glyphStart,
                                    glyphEnd: glyphs.count, ellipsis: ellipsis, advance: advance))
            advance = 0
        }

        mutating func addEllipsis(_ run: ShapedRun) {
            let start = glyphs.count
            let perEm = 1.0 / Double(run.face.metrics.unitsPerEm)
            for glyph in run.glyphs { append(glyph, perEm: perEm) }
            ellipses.append(Segment(start: run.range.lowerBound, end: run.range.upperBound, level: run.level,
                                    face: index(of: run.face), glyphStart: start, glyphEnd: glyphs.count,
                                    ellipsis: run.ellipsis, advance: advance))
            advance = 0
        }
    }

    /// Everything layout needs, computed once by `Typesetter.shape`.
    final class Storage: Sendable {
        let text: String
        let locale: String
        let font: FontSelection
        let direction: TextDirection
        let paragraphLevel: UInt8
        let missingGlyphs: [MissingGlyph]
        let utf16Count: Int
        /// Faces of the runs, then of the ellipses; `faceNames`, `faceMetrics` share the indexing.
        let faces: [FontFace]
        let textFaceCount: Int
        let faceNames: [String]
        /// Ascender, descender, line gap in ems.
        let faceMetrics: [(ascent: Double, descent: Double, lineGap: Double)]
        let primaryFace: Int
        let segments: [Segment]
        let ellipses: [Segment]
        let glyphs: [PlacedGlyph]
        /// `glyphs[i].cluster`, dense, for the binary searches of `glyphRange`.
        let clusters: [Int32]
        /// HarfBuzz's numbers for `glyphs` (for `runs`).
        let rawGlyphs: [RawGlyph]
        /// Prefix sums of advances in ems by UTF-16 offset; `count == utf16Count + 1`.
        let prefix: [Double]
        let breaks: [BreakOpportunity]
        /// Grapheme boundaries (also glyph-cluster boundaries) where an over-long word may be split.
        let graphemeBreaks: [Int]
        /// Per UTF-16 offset: whitespace that does not count at the end of a line.
        let whitespace: [Bool]
        /// The widest paragraph on one line, in ems.
        let naturalEms: Double
        /// UTF-8 offset of each UTF-16 offset (`count == utf16Count + 1`): slicing a native string by
        /// UTF-8 offsets is constant time, by UTF-16 offsets linear.
        let utf8Offsets: [Int32]

        init(text: String, locale: String, font: FontSelection, paragraphLevel: UInt8, missingGlyphs: [MissingGlyph],
             utf16Count: Int, builder: Builder, textFaceCount: Int, primaryFace: Int,
             prefix: [Double], breaks: [BreakOpportunity], graphemeBreaks: [Int], whitespace: [Bool], utf8Offsets: [Int32]) {
            self.text = text
            self.locale = locale
            self.font = font
            self.paragraphLevel = paragraphLevel
            direction = paragraphLevel & 1 == 1 ? .rtl : .ltr
            self.missingGlyphs = missingGlyphs
            self.utf16Count = utf16Count
            self.prefix = prefix
            self.breaks = breaks
            self.graphemeBreaks = graphemeBreaks
            self.whitespace = whitespace
            self.utf8Offsets = utf8Offsets
            faces = builder.faces
            self.textFaceCount = textFaceCount
            self.primaryFace = primaryFace
            segments = builder.segments
            ellipses = builder.ellipses
            glyphs = builder.glyphs
            clusters = builder.clusters
            rawGlyphs = builder.raw
            faceNames = faces.map(\.name)
            faceMetrics = faces.map { face in
                let perEm = 1.0 / Double(face.metrics.unitsPerEm)
                return (Double(face.metrics.ascender) * perEm, Double(face.metrics.descender) * perEm, Double(face.metrics.lineGap) * perEm)
            }

            // The natural width does not depend on size: one line per hard-broken paragraph.
            var widest = 0.0
            var start = 0
            func close(_ end: Int) {
                var trimmed = end
                while trimmed > start && whitespace[trimmed - 1] { trimmed -= 1 }
                widest = max(widest, prefix[trimmed] - prefix[start])
                start = end
            }
            for opportunity in breaks where opportunity.hard { close(opportunity.offset) }
            if start < utf16Count { close(utf16Count) }
            naturalEms = widest
        }

        /// Segment `segment` as the run it was shaped from.
        func run(_ segment: Segment) -> ShapedRun {
            ShapedRun(range: segment.start..<segment.end, level: segment.level, face: faces[segment.face],
                      glyphs: (segment.glyphStart..<segment.glyphEnd).map { i in
                          ShapedGlyph(id: rawGlyphs[i].id, cluster: Int(clusters[i]), xAdvance: rawGlyphs[i].xAdvance,
                                      xOffset: rawGlyphs[i].xOffset, yOffset: rawGlyphs[i].yOffset, extents: rawGlyphs[i].extents)
                      },
                      ellipsis: segment.ellipsis)
        }

        @inline(__always) func ems(_ start: Int, _ end: Int) -> Double { prefix[end] - prefix[start] }

        /// `end` moved back over trailing whitespace, not before `start`.
        @inline(__always) func trimmed(_ start: Int, _ end: Int) -> Int {
            var end = end
            while end > start && whitespace[end - 1] { end -= 1 }
            return end
        }

        /// The segment holding UTF-16 offset `offset` (the last one when past the end).
        func segment(containing offset: Int) -> Int {
            var low = 0
            var high = segments.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if segments[mid].start <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }

        /// The glyphs of segment `s` whose clusters lie in `[start, end)`: clusters rise through a
        /// left-to-right segment and fall through a right-to-left one, so they form one block.
        func glyphRange(of s: Segment, from start: Int, to end: Int) -> Range<Int> {
            if start <= s.start && end >= s.end { return s.glyphStart..<s.glyphEnd }
            if s.level & 1 == 0 {
                return firstGlyph(in: s, pastCluster: start, descending: false)..<firstGlyph(in: s, pastCluster: end, descending: false)
            }
            return firstGlyph(in: s, pastCluster: end, descending: true)..<firstGlyph(in: s, pastCluster: start, descending: true)
        }

        /// The first glyph of `s` on the far side of UTF-16 offset `offset`: the first whose cluster is at
        /// least `offset` when clusters rise, below it when they fall (a right-to-left segment).
        private func firstGlyph(in s: Segment, pastCluster offset: Int, descending: Bool) -> Int {
            clusters.withUnsafeBufferPointer { clusters in
                var low = s.glyphStart
                var high = s.glyphEnd
                while low < high {
                    let mid = (low + high) >> 1
                    if (Int(clusters[mid]) >= offset) != descending { high = mid } else { low = mid + 1 }
                }
                return low
            }
        }

        /// The text between two UTF-16 offsets at scalar boundaries (every line boundary is one).
        func substring(_ start: Int, _ end: Int) -> String {
            if start == 0 && end == utf16Count { return text }
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: Int(utf8Offsets[start]))
            let upper = utf8.index(lower, offsetBy: Int(utf8Offsets[end] - utf8Offsets[start]))
            return String(text[lower..<upper])
        }
    }
}

/// A run as layout sees it: a UTF-16 range, a bidi level, a face index and a block of the flat glyph array.
struct Segment: Sendable, Hashable {
    var start: Int
    var end: Int
    var level: UInt8
    var face: Int
    var glyphStart: Int
    var glyphEnd: Int
    var ellipsis: Int
    /// Total advance in ems.
    var advance: Double
}

extension ShapedText {
    /// The run holding UTF-16 offset `offset` (the last run when past the end).
    func run(containing offset: Int) -> ShapedRun { storage.run(storage.segments[storage.segment(containing: offset)]) }
}
