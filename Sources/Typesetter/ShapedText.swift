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
/// which is visual order (right-to-left runs come reversed).
struct ShapedRun: Sendable {
    var range: Range<Int>
    var level: UInt8
    var script: String
    var face: FontFace
    var glyphs: [ShapedGlyph]
    /// Index into the text's ellipses of the "…" shaped through this run's fallback chain.
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
    var runs: [ShapedRun] { storage.runs }
    var breaks: [BreakOpportunity] { storage.breaks }

    /// Everything layout needs, computed once by `Typesetter.shape`.
    final class Storage: Sendable {
        let text: String
        let locale: String
        let font: FontSelection
        let direction: TextDirection
        let paragraphLevel: UInt8
        let missingGlyphs: [MissingGlyph]
        let utf16Count: Int
        /// The runs as shaped (for inspection and tests); layout uses the flat arrays below.
        let runs: [ShapedRun]
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
        /// `[name]` per face, shared by every line that uses one face.
        let singleFaceNames: [[String]]

        init(text: String, locale: String, font: FontSelection, paragraphLevel: UInt8, missingGlyphs: [MissingGlyph],
             utf16Count: Int, runs: [ShapedRun], ellipses ellipsisRuns: [ShapedRun], primaryFace: FontFace,
             prefix: [Double], breaks: [BreakOpportunity], graphemeBreaks: [Int], whitespace: [Bool]) {
            self.text = text
            self.locale = locale
            self.font = font
            self.paragraphLevel = paragraphLevel
            direction = paragraphLevel & 1 == 1 ? .rtl : .ltr
            self.missingGlyphs = missingGlyphs
            self.utf16Count = utf16Count
            self.runs = runs
            self.prefix = prefix
            self.breaks = breaks
            self.graphemeBreaks = graphemeBreaks
            self.whitespace = whitespace

            var faces: [FontFace] = []
            func index(of face: FontFace) -> Int {
                if let known = faces.firstIndex(where: { $0 === face }) { return known }
                faces.append(face)
                return faces.count - 1
            }
            var glyphs: [PlacedGlyph] = []
            glyphs.reserveCapacity(runs.reduce(0) { $0 + $1.glyphs.count })
            func segment(_ run: ShapedRun) -> Segment {
                let start = glyphs.count
                let perEm = 1.0 / Double(run.face.metrics.unitsPerEm)
                var advance = 0.0
                for glyph in run.glyphs {
                    let placed = PlacedGlyph(glyph, perEm: perEm)
                    advance += placed.advance
                    glyphs.append(placed)
                }
                return Segment(start: run.range.lowerBound, end: run.range.upperBound, level: run.level,
                               face: index(of: run.face), glyphStart: start, glyphEnd: glyphs.count,
                               ellipsis: run.ellipsis, advance: advance)
            }
            segments = runs.map(segment)
            textFaceCount = faces.count
            ellipses = ellipsisRuns.map(segment)
            self.primaryFace = index(of: primaryFace)
            self.faces = faces
            self.glyphs = glyphs
            clusters = glyphs.map { Int32($0.cluster) }
            faceNames = faces.map(\.name)
            singleFaceNames = faceNames.map { [$0] }
            var utf8Offsets = [Int32](repeating: 0, count: utf16Count + 1)
            var utf16Offset = 0
            var utf8Offset: Int32 = 0
            for scalar in text.unicodeScalars {
                utf8Offsets[utf16Offset] = utf8Offset
                if scalar.value > 0xFFFF { utf8Offsets[utf16Offset + 1] = utf8Offset }
                utf16Offset += scalar.value > 0xFFFF ? 2 : 1
                utf8Offset += Int32(UTF8.width(scalar))
            }
            utf8Offsets[utf16Count] = utf8Offset
            self.utf8Offsets = utf8Offsets
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
    func run(containing offset: Int) -> ShapedRun { storage.runs[storage.segment(containing: offset)] }
}
