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
///
/// A glyph without ink has its minima at +∞ and maxima at −∞, so layout folds every glyph into a line's ink
/// with the same min/max, without a branch, and the line has ink when its minimum is finite.
struct PlacedGlyph: Sendable, Hashable {
    var advance: Double
    var inkMinX: Double
    var inkMinY: Double
    var inkMaxX: Double
    var inkMaxY: Double
    var hasInk: Bool { inkMinX != .infinity }

    @inline(__always) init(_ glyph: RawGlyph, perEm: Double) {
        advance = Double(glyph.xAdvance) * perEm
        let e = glyph.extents
        guard !e.isEmpty else {
            (inkMinX, inkMinY, inkMaxX, inkMaxY) = (.infinity, .infinity, -.infinity, -.infinity)
            return
        }
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
    var breaks: [BreakOpportunity] { Array(storage.breaks) }

    /// Ascender, descender and line gap of a face in ems.
    struct FaceLineMetrics {
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// Everything layout needs, computed once by `Typesetter.shape`. Immutable. The numeric arrays live in
    /// one allocation owned by the storage (freed in `deinit`) and are read through buffer pointers, so
    /// layout neither retains nor releases anything to read them.
    final class Storage: @unchecked Sendable {
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
        let primaryFace: Int
        /// The widest paragraph on one line, in ems.
        let naturalEms: Double
        /// No advance is negative, so a longer piece of a line is never narrower (prefix sums never fall).
        let advancesNonNegative: Bool
        /// Offset of the first mandatory break before the end of the text (`utf16Count` when none).
        let firstHardBreak: Int

        let faceMetrics: UnsafeBufferPointer<FaceLineMetrics>
        let segments: UnsafeBufferPointer<Segment>
        let ellipses: UnsafeBufferPointer<Segment>
        let glyphs: UnsafeBufferPointer<PlacedGlyph>
        /// The UTF-16 offset of each glyph's cluster, dense, for the binary searches of `glyphRange`.
        let clusters: UnsafeBufferPointer<Int32>
        /// HarfBuzz's numbers for `glyphs` (for `runs`).
        let rawGlyphs: UnsafeBufferPointer<RawGlyph>
        /// Prefix sums of advances in ems by UTF-16 offset; `count == utf16Count + 1`.
        let prefix: UnsafeBufferPointer<Double>
        let breaks: UnsafeBufferPointer<BreakOpportunity>
        /// Grapheme boundaries (also glyph-cluster boundaries) where an over-long word may be split.
        let graphemeBreaks: UnsafeBufferPointer<Int32>
        /// Per UTF-16 offset: whitespace that does not count at the end of a line.
        let whitespace: UnsafeBufferPointer<Bool>
        /// UTF-8 offset of each UTF-16 offset (`count == utf16Count + 1`): slicing a native string by
        /// UTF-8 offsets is constant time, by UTF-16 offsets linear.
        let utf8Offsets: UnsafeBufferPointer<Int32>
        private let memory: UnsafeMutableRawPointer

        /// Copies the arrays (scratch space of `Typesetter.shape`) into one block.
        init(text: String, locale: String, font: FontSelection, paragraphLevel: UInt8, missingGlyphs: [MissingGlyph],
             utf16Count: Int, faces: [FontFace], textFaceCount: Int, primaryFace: Int,
             segments: UnsafeBufferPointer<Segment>, ellipses: UnsafeBufferPointer<Segment>, glyphs: UnsafeBufferPointer<PlacedGlyph>,
             clusters: UnsafeBufferPointer<Int32>, rawGlyphs: UnsafeBufferPointer<RawGlyph>, prefix: UnsafeBufferPointer<Double>,
             breaks: UnsafeBufferPointer<BreakOpportunity>, graphemeBreaks: UnsafeBufferPointer<Int32>,
             whitespace: UnsafeBufferPointer<Bool>, utf8Offsets: UnsafeBufferPointer<Int32>) {
            self.text = text
            self.locale = locale
            self.font = font
            self.paragraphLevel = paragraphLevel
            direction = paragraphLevel & 1 == 1 ? .rtl : .ltr
            self.missingGlyphs = missingGlyphs
            self.utf16Count = utf16Count
            self.faces = faces
            self.textFaceCount = textFaceCount
            self.primaryFace = primaryFace
            faceNames = faces.map(\.name)

            // One allocation for every array, each part aligned for its type.
            var size = 0
            func reserve<T>(_ type: T.Type, _ count: Int) -> Int {
                size = (size + MemoryLayout<T>.alignment - 1) & ~(MemoryLayout<T>.alignment - 1)
                let offset = size
                size += MemoryLayout<T>.stride * count
                return offset
            }
            let metricsAt = reserve(FaceLineMetrics.self, faces.count)
            let segmentsAt = reserve(Segment.self, segments.count)
            let ellipsesAt = reserve(Segment.self, ellipses.count)
            let glyphsAt = reserve(PlacedGlyph.self, glyphs.count)
            let clustersAt = reserve(Int32.self, clusters.count)
            let rawAt = reserve(RawGlyph.self, rawGlyphs.count)
            let prefixAt = reserve(Double.self, prefix.count)
            let breaksAt = reserve(BreakOpportunity.self, breaks.count)
            let graphemesAt = reserve(Int32.self, graphemeBreaks.count)
            let whitespaceAt = reserve(Bool.self, whitespace.count)
            let utf8At = reserve(Int32.self, utf8Offsets.count)
            let block = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
            memory = block
            func copy<T>(_ source: UnsafeBufferPointer<T>, to offset: Int) -> UnsafeBufferPointer<T> {
                let base = (block + offset).bindMemory(to: T.self, capacity: source.count)
                if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
                return UnsafeBufferPointer(start: base, count: source.count)
            }
            let metrics = (block + metricsAt).bindMemory(to: FaceLineMetrics.self, capacity: faces.count)
            for (i, face) in faces.enumerated() {
                let perEm = 1.0 / Double(face.metrics.unitsPerEm)
                (metrics + i).initialize(to: FaceLineMetrics(ascent: Double(face.metrics.ascender) * perEm,
                                                             descent: Double(face.metrics.descender) * perEm,
                                                             lineGap: Double(face.metrics.lineGap) * perEm))
            }
            faceMetrics = UnsafeBufferPointer(start: metrics, count: faces.count)
            self.segments = copy(segments, to: segmentsAt)
            self.ellipses = copy(ellipses, to: ellipsesAt)
            self.glyphs = copy(glyphs, to: glyphsAt)
            self.clusters = copy(clusters, to: clustersAt)
            self.rawGlyphs = copy(rawGlyphs, to: rawAt)
            self.prefix = copy(prefix, to: prefixAt)
            self.breaks = copy(breaks, to: breaksAt)
            self.graphemeBreaks = copy(graphemeBreaks, to: graphemesAt)
            self.whitespace = copy(whitespace, to: whitespaceAt)
            self.utf8Offsets = copy(utf8Offsets, to: utf8At)

            // The natural width does not depend on size: one line per hard-broken paragraph.
            let prefixSums = self.prefix
            let spaces = self.whitespace
            var widest = 0.0
            var start = 0
            var firstHard = utf16Count
            func close(_ end: Int) {
                var trimmed = end
                while trimmed > start && spaces[trimmed - 1] { trimmed -= 1 }
                widest = max(widest, prefixSums[trimmed] - prefixSums[start])
                start = end
            }
            for opportunity in self.breaks where opportunity.hard {
                if opportunity.offset < utf16Count { firstHard = min(firstHard, opportunity.offset) }
                close(opportunity.offset)
            }
            if start < utf16Count { close(utf16Count) }
            naturalEms = widest
            firstHardBreak = firstHard
            var rising = true
            for i in 0..<utf16Count where prefixSums[i + 1] < prefixSums[i] { rising = false; break }
            advancesNonNegative = rising
        }

        deinit {
            memory.deallocate()
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
            var low = s.glyphStart
            var high = s.glyphEnd
            while low < high {
                let mid = (low + high) >> 1
                if (Int(clusters[mid]) >= offset) != descending { high = mid } else { low = mid + 1 }
            }
            return low
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
