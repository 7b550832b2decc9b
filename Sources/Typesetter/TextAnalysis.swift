import CHarfBuzz
import CICUShim

/// The steps of `Typesetter.analyze`, in order, on the scratch arrays of one call: decode the text, script
/// runs (bidi levels and scripts), font selection per grapheme (with the missing glyphs), shaping of each
/// run, the ellipses, line break opportunities. Mutating methods on a struct, so the arrays are read
/// without dynamic exclusivity checks.
extension ScratchArrays {
    /// One pass over the text's UTF-8 (`TextDecoder`), then the graphemes' lengths checked against
    /// `Typesetter.maximumGraphemeLength`. Returns whether the text may hold right-to-left characters.
    mutating func decode(_ text: String) throws -> Bool {
        let utf8Count = text.utf8.count
        units.reset(capacity: utf8Count)
        codepoints.reset(capacity: utf8Count)
        scalarUnits.reset(capacity: utf8Count + 1)
        graphemes.reset(capacity: utf8Count + 1)
        whitespace.reset(capacity: utf8Count)
        utf8Offsets.reset(capacity: utf8Count + 1)
        var decoder = TextDecoder(units: units, codepoints: codepoints, scalarUnits: scalarUnits, graphemes: graphemes,
                                  whitespace: whitespace, utf8Offsets: utf8Offsets)
        if text.utf8.withContiguousStorageIfAvailable({ decoder.decode($0) }) == nil {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { decoder.decode($0) }
        }
        (units, codepoints, scalarUnits) = (decoder.units, decoder.codepoints, decoder.scalarUnits)
        (graphemes, whitespace, utf8Offsets) = (decoder.graphemes, decoder.whitespace, decoder.utf8Offsets)
        graphemes.append(Int32(codepoints.count))
        scalarUnits.append(Int32(units.count))
        for g in 0..<(graphemes.count - 1) where graphemes[g + 1] - graphemes[g] > Int32(Typesetter.maximumGraphemeLength) {
            let length = graphemes[g + 1] - graphemes[g]
            throw TypesetterError.invalidConstraint("a character of \(length) code points (a letter with \(length - 1) combining marks or joiners) at code point \(graphemes[g] + 1) is longer than the \(Typesetter.maximumGraphemeLength) accepted")
        }
        // Bidi needs no ICU call for text without a character from U+0590 on (Hebrew, Arabic, …).
        return decoder.highest >= 0x0590
    }

    /// Script runs: bidi levels per UTF-16 unit (when `bidi`; else all 0) and ICU scripts per unit, Common
    /// and Inherited characters joining their neighbours (the preceding strong script, else the following
    /// one; -1, the locale's own script, when there is none). Returns the paragraph level and the first
    /// strong script.
    mutating func scriptRuns(context: ShapingContext, mayBeRightToLeft: Bool, bidi: Bool) throws -> (paragraphLevel: UInt8, firstStrong: Int32) {
        let count = units.count
        levels.reset(count: count, repeating: 0)
        let utf16 = UnsafeBufferPointer(start: units.base, count: count)
        let paragraphLevel = try !bidi ? 0 : Bidi.levels(utf16, rightToLeft: context.info.isRightToLeft,
                                                         mayBeRightToLeft: mayBeRightToLeft, into: levels.base)
        scripts.reset(count: count, repeating: -1)
        let firstStrong = ll_icu_resolved_scripts(units.base, Int32(count), scripts.base)
        return (paragraphLevel, firstStrong)
    }

    /// Font selection: each grapheme takes the first face of its script's chain that covers it whole (so a
    /// base and its marks come from one face), else a face of one of its Script_Extensions, else the face
    /// of its first character with its missing glyphs. Consecutive graphemes of one level, chain and face
    /// make one item. Faces are handled by index and their coverage is a plain value: the loop takes no
    /// references.
    mutating func selectFaces(chains: inout FallbackChains) throws -> [MissingGlyph] {
        items.reset(capacity: 8)
        var missing: [MissingGlyph] = []
        let points = UnsafeBufferPointer(start: codepoints.base, count: codepoints.count)
        var currentCode = Int32.min
        var chain = -1
        var coverage = UnsafeBufferPointer<FaceCoverage>(start: nil, count: 0)
        for g in 0..<(graphemes.count - 1) {
            let first = Int(graphemes[g])
            let end = Int(graphemes[g + 1])
            let start = Int(scalarUnits[first])
            let stop = Int(scalarUnits[end])
            let code = scripts[start]
            if code != currentCode {
                currentCode = code
                let index = try chains.index(for: code)
                if index != chain {
                    chain = index
                    coverage = chains[index].coverageBuffer
                }
            }
            var chosen = -1
            var itemChain = chain
            for f in coverage.indices where coverage[f].covers(points, first..<end) {
                chosen = f
                break
            }
            if chosen < 0, let (extended, face) = try chains.extensionFace(for: points, first..<end) {
                // A shared character (Script_Extensions: U+0964 DEVANAGARI DANDA is also Bengali's, U+060C
                // ARABIC COMMA also Syriac's and Thaana's) next to text of another script: the face of one
                // of its own scripts draws it, as a platform's font matching by character does.
                itemChain = extended
                chosen = face
            }
            if chosen < 0 {
                chosen = coverage.indices.first { coverage[$0].covers(points, first..<(first + 1)) } ?? 0
                appendMissingGlyphs(points, first..<end, coverage: coverage, to: &missing)
            }
            let level = levels[start]
            if let last = items.last, last.level == level, last.chain == itemChain, last.face == chosen {
                items[items.count - 1].end = stop
            } else {
                items.append(Item(start: start, end: stop, level: level, chain: itemChain, face: chosen))
            }
        }
        return missing
    }

    /// The characters of a grapheme no face of its chain has that need a glyph.
    func appendMissingGlyphs(_ points: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, coverage: UnsafeBufferPointer<FaceCoverage>,
                             to missing: inout [MissingGlyph]) {
        for i in range where Typesetter.needsGlyph(points[i]) && !coverage.contains(where: { $0.has(points[i]) }) {
            let scalar = Unicode.Scalar(points[i])!
            missing.append(MissingGlyph(index: i, utf16Offset: Int(scalarUnits[i]),
                                        codePoint: String(format: "U+%04X", scalar.value), character: String(scalar)))
        }
    }

    /// Shaping: each item shaped by HarfBuzz in the context of the whole text (Arabic joining across a font
    /// change), straight into the flat arrays layout reads. Advances are summed at their cluster's first
    /// UTF-16 offset.
    mutating func shapeRuns(chains: FallbackChains, language: hb_language_t?, buffer hb: OpaquePointer?, faces: inout UsedFaces) {
        let count = units.count
        clusterStart.reset(count: count + 1, repeating: false)
        clusterStart[count] = true
        prefix.reset(count: count + 1, repeating: 0)
        segments.reset(capacity: items.count)
        glyphs.reset(capacity: count + 8)
        clusters.reset(capacity: count + 8)
        rawGlyphs.reset(capacity: count + 8)
        for item in items.buffer {
            let chain = chains[item.chain]
            let face = chain.faces[item.face]
            hb_buffer_clear_contents(hb)
            hb_buffer_add_utf16(hb, units.base, Int32(count), UInt32(item.start), Int32(item.end - item.start))
            hb_buffer_set_direction(hb, item.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(hb, chain.hbScript)
            hb_buffer_set_language(hb, language)
            hb_shape(face.hbFont, hb, nil, 0)
            var length: UInt32 = 0
            let glyphStart = glyphs.count
            var advance = 0.0
            clusterStart[item.start] = true
            if let infos = hb_buffer_get_glyph_infos(hb, &length), let positions = hb_buffer_get_glyph_positions(hb, nil) {
                let n = Int(length)
                extents.reset(count: n, repeating: GlyphExtents(xBearing: 0, yBearing: 0, width: 0, height: 0))
                face.extents(of: infos, count: n, into: extents.base)
                let perEm = 1.0 / Double(face.metrics.unitsPerEm)
                glyphs.reserve(n)
                clusters.reserve(n)
                rawGlyphs.reserve(n)
                for i in 0..<n {
                    let cluster = Int(infos[i].cluster)
                    let raw = RawGlyph(id: infos[i].codepoint, xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                                       yOffset: positions[i].y_offset, extents: extents[i])
                    let placed = PlacedGlyph(raw, perEm: perEm)
                    clusterStart[cluster] = true
                    prefix[cluster + 1] += Double(raw.xAdvance) * perEm
                    advance += placed.advance
                    glyphs.append(placed)
                    clusters.append(Int32(cluster))
                    rawGlyphs.append(raw)
                }
            }
            segments.append(Segment(start: item.start, end: item.end, level: item.level, face: faces.index(of: face),
                                    glyphStart: glyphStart, glyphEnd: glyphs.count, ellipsis: faces.ellipsis(for: item.chain, chains),
                                    advance: advance))
        }
    }

    /// The "…" of each chain the runs use (of the primary chain when there are none), shaped for the
    /// paragraph level, after the text's glyphs.
    mutating func shapeEllipses(chains: FallbackChains, primaryChain: Int, paragraphLevel: UInt8, language: hb_language_t?,
                                typesetter: Typesetter, faces: inout UsedFaces) {
        ellipsisSegments.reset(capacity: faces.ellipsisChains.count)
        for chain in faces.ellipsisChains {
            let run = chains[chain].ellipsis(level: paragraphLevel, language: language, typesetter: typesetter)
            let glyphStart = glyphs.count
            var advance = 0.0
            for raw in run.glyphs {
                let placed = PlacedGlyph(raw, perEm: run.perEm)
                advance += placed.advance
                glyphs.append(placed)
                clusters.append(0)  // the only character of the ellipsis text
                rawGlyphs.append(raw)
            }
            ellipsisSegments.append(Segment(start: 0, end: 1, level: run.level, face: faces.index(of: run.face), glyphStart: glyphStart,
                                            glyphEnd: glyphs.count, ellipsis: 0, advance: advance))
        }
    }

    /// Line breaks: prefix sums of the advances, ICU's line boundaries of the locale at cluster starts
    /// (word-based breaking keeps letters, digits and marks together), and the grapheme boundaries where a
    /// forced split of an over-long word may fall.
    mutating func findBreaks(context: ShapingContext) throws {
        let count = units.count
        for i in 0..<count { prefix[i + 1] += prefix[i] }
        breakOffsets.reset(count: count + 1, repeating: 0)
        breakStatuses.reset(count: count + 1, repeating: 0)
        let utf16 = UnsafeBufferPointer(start: units.base, count: count)
        let boundaryCount = try context.lineBoundaries(utf16, offsets: breakOffsets.base, statuses: breakStatuses.base)
        breaks.reset(capacity: boundaryCount)
        let keepsWordsWhole = context.keepsWordsWhole
        for b in 0..<boundaryCount where clusterStart[Int(breakOffsets[b])] {
            let offset = Int(breakOffsets[b])
            // Word-based breaking (Korean on UIKit): no break between two letters, digits or marks.
            if keepsWordsWhole && offset > 0 && offset < count && Typesetter.isWordCharacter(units[offset - 1])
                && Typesetter.isWordCharacter(units[offset]) && !(100..<200).contains(breakStatuses[b]) { continue }
            var contentEnd = offset
            while contentEnd > 0 && whitespace[contentEnd - 1] { contentEnd -= 1 }
            breaks.append(BreakOpportunity(offset: offset, hard: (100..<200).contains(breakStatuses[b]), contentEnd: contentEnd))
        }

        // A forced split of an over-long word still honours what may not start or end a line ("。", "（").
        let scalarCount = codepoints.count
        graphemeBreaks.reset(capacity: graphemes.count)
        let constraints = Typesetter.lineBreakConstraints
        for g in 1..<graphemes.count {
            let next = Int(graphemes[g])
            let offset = Int(scalarUnits[next])
            guard clusterStart[offset] else { continue }
            if next < scalarCount {
                if Typesetter.lineBreakConstraint(codepoints[next], constraints) == 1 { continue }
                if Typesetter.lineBreakConstraint(codepoints[next - 1], constraints) == 2 { continue }
            }
            graphemeBreaks.append(Int32(offset))
        }
    }
}

/// The fallback chains of the scripts one text uses, by index. A handful per text: a linear list beats
/// hashing.
struct FallbackChains {
    let context: ShapingContext
    private var codes: [Int32] = []
    private var chains: [ShapingContext.Chain] = []

    init(context: ShapingContext) {
        self.context = context
        codes.reserveCapacity(4)
        chains.reserveCapacity(4)
    }

    subscript(index: Int) -> ShapingContext.Chain { chains[index] }

    mutating func index(for code: Int32) throws -> Int {
        if let known = codes.firstIndex(of: code) { return known }
        chains.append(try context.chain(for: code))
        codes.append(code)
        return chains.count - 1
    }

    /// For a grapheme its own chain cannot draw: the chain of one of the Script_Extensions of its first
    /// scalar that needs a glyph, and the face in it that covers the whole grapheme; nil when none does.
    mutating func extensionFace(for points: UnsafeBufferPointer<UInt32>, _ range: Range<Int>) throws -> (chain: Int, face: Int)? {
        guard let scalar = points[range].first(where: { Typesetter.needsGlyph($0) }) else { return nil }
        var scriptCodes = [Int32](repeating: 0, count: 16)
        let count = Int(ll_icu_script_extensions(scalar, &scriptCodes, Int32(scriptCodes.count)))
        for code in scriptCodes.prefix(max(0, min(count, scriptCodes.count))) where ll_icu_script_is_weak(code) == 0 {
            let index = try index(for: code)
            let coverage = chains[index].coverageBuffer
            if let face = coverage.indices.first(where: { coverage[$0].covers(points, range) }) { return (index, face) }
        }
        return nil
    }
}

/// The faces a shaped text's segments use, by index, and the chains whose "…" it carries (one per
/// distinct list of faces).
struct UsedFaces {
    var faces: [FontFace] = []
    var ellipsisChains: [Int] = []

    init() { faces.reserveCapacity(4) }

    mutating func index(of face: FontFace) -> Int {
        if let known = faces.firstIndex(where: { $0 === face }) { return known }
        faces.append(face)
        return faces.count - 1
    }

    mutating func ellipsis(for chain: Int, _ chains: FallbackChains) -> Int {
        if let known = ellipsisChains.firstIndex(where: { chains[$0].faces == chains[chain].faces }) { return known }
        ellipsisChains.append(chain)
        return ellipsisChains.count - 1
    }
}
