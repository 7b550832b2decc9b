import CHarfBuzz
import CICUShim
import Foundation
import Synchronization

/// Lays out text as a platform text engine does: ICU bidi and script itemization, fallback through the
/// profile's faces, HarfBuzz shaping, ICU line breaking, greedy wrapping with tail truncation, line boxes
/// from the fonts really used and ink from glyph outlines.
///
/// `shape` does all the C work once per text, locale and font selection; `ShapedText.layout` then lays it
/// out at any size and width in pure Swift. Safe to use from many threads at once.
public final class Typesetter: Sendable {
    public let fonts: FontLibrary
    private let breakers = BreakIteratorPool()
    private let buffers = Mutex<[PooledHandle]>([])
    private let ellipsisCache = Mutex<[EllipsisKey: ShapedRun]>([:])

    private struct EllipsisKey: Hashable {
        var faces: [ObjectIdentifier]
        var level: UInt8
        var locale: String
    }

    /// Longest text accepted, in UTF-16 units: far beyond any label, small enough to answer at once.
    public static let maximumLength = 1_000_000

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// A typesetter for a Fonts folder or profile file.
    public convenience init(fontsAt url: URL) throws {
        try self.init(fonts: FontLibrary(contentsOf: url))
    }

    deinit {
        buffers.withLock { idle in
            for buffer in idle { hb_buffer_destroy(buffer.pointer) }
        }
    }

    /// Shapes and lays out in one call.
    public func layout(_ text: String, locale: String, font: FontSelection = FontSelection(), size: Double,
                       constraints: LayoutConstraints = LayoutConstraints()) throws -> TextLayout {
        try shape(text, locale: locale, font: font).layout(size: size, constraints: constraints)
    }

    /// Itemizes (bidi levels from the locale's direction, ICU scripts, fallback faces), shapes each run
    /// with HarfBuzz and finds the ICU line breaks of the locale.
    public func shape(_ text: String, locale: String, font: FontSelection = FontSelection()) throws -> ShapedText {
        let utf16 = Array(text.utf16)
        guard utf16.count <= Typesetter.maximumLength else {
            throw TypesetterError.invalidConstraint("text of \(utf16.count) UTF-16 units is longer than the \(Typesetter.maximumLength) accepted")
        }
        let info = LocaleInfo.of(locale)
        let count = utf16.count
        let (levels, paragraphLevel) = try Bidi.levels(utf16, rightToLeft: info.isRightToLeft)

        // Code points with their UTF-16 offsets and scripts; Common and Inherited characters join their
        // neighbours (the preceding strong script, else the following one, else the locale's script).
        var codepoints: [UInt32] = []
        var scalarOffsets: [Int] = []
        var scripts: [Int32] = []
        codepoints.reserveCapacity(count)
        scalarOffsets.reserveCapacity(count)
        scripts.reserveCapacity(count)
        var offset = 0
        var firstStrong: Int32?
        for scalar in text.unicodeScalars {
            codepoints.append(scalar.value)
            scalarOffsets.append(offset)
            let script = ll_icu_script_of(scalar.value)
            if firstStrong == nil && ll_icu_script_is_weak(script) == 0 { firstStrong = script }
            scripts.append(script)
            offset += scalar.value > 0xFFFF ? 2 : 1
        }
        /// -1 stands for the locale's own script (text with no strong character).
        var current: Int32 = firstStrong ?? -1
        for i in scripts.indices {
            if ll_icu_script_is_weak(scripts[i]) == 0 { current = scripts[i] } else { scripts[i] = current }
        }

        // A handful of scripts per text: a linear list beats hashing.
        var chainCodes: [Int32] = []
        var chainTags: [String] = []
        var chains: [FontFallbackChain] = []
        func chainIndex(for code: Int32) throws -> Int {
            if let known = chainCodes.firstIndex(of: code) { return known }
            let tag = code == -1 ? info.script : ScriptCode.tag(code)
            chains.append(try fonts.chain(family: font.family, weight: font.weight, italic: font.italic, script: tag))
            chainCodes.append(code)
            chainTags.append(tag)
            return chains.count - 1
        }
        let primaryChain = chains[try chainIndex(for: firstStrong ?? -1)]

        // Graphemes choose faces as a whole, so a base and its marks come from one face. Faces are handled
        // by index into `chainFaces` of the current chain, so the loop takes no references per grapheme.
        struct Item { var range: Range<Int>; var level: UInt8; var chain: Int; var face: Int }
        var items: [Item] = []
        var missing: [MissingGlyph] = []
        var graphemeStarts: [Int] = []
        graphemeStarts.reserveCapacity(count)
        var scalarIndex = 0
        var utf16Offset = 0
        var currentChain = -1
        var chainFaces: [FontFace] = []
        try codepoints.withUnsafeBufferPointer { codepoints in
            for character in text {
                let start = utf16Offset
                let firstScalar = scalarIndex
                var bytes = character.utf8.count
                while bytes > 0 {
                    let value = codepoints[scalarIndex]
                    bytes -= value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
                    utf16Offset += value > 0xFFFF ? 2 : 1
                    scalarIndex += 1
                }
                graphemeStarts.append(start)
                let chain = try chainIndex(for: scripts[firstScalar])
                if chain != currentChain {
                    currentChain = chain
                    chainFaces = chains[chain].faces
                }
                var chosen = -1
                for f in chainFaces.indices where chainFaces[f].covers(codepoints, firstScalar..<scalarIndex) {
                    chosen = f
                    break
                }
                if chosen < 0 {
                    chosen = chainFaces.indices.first { chainFaces[$0].covers(codepoints, firstScalar..<(firstScalar + 1)) } ?? 0
                    for i in firstScalar..<scalarIndex where Typesetter.needsGlyph(codepoints[i])
                        && !chainFaces.contains(where: { $0.hasGlyph(codepoints[i]) }) {
                        let scalar = Unicode.Scalar(codepoints[i])!
                        missing.append(MissingGlyph(index: i, utf16Offset: scalarOffsets[i],
                                                    codePoint: String(format: "U+%04X", scalar.value), character: String(scalar)))
                    }
                }
                let level = levels[start]
                if let last = items.last, last.level == level, last.chain == chain, last.face == chosen {
                    items[items.count - 1].range = last.range.lowerBound..<utf16Offset
                } else {
                    items.append(Item(range: start..<utf16Offset, level: level, chain: chain, face: chosen))
                }
            }
        }

        // Shape each run in the context of the whole text (Arabic joining across a font change).
        var clusterStart = [Bool](repeating: false, count: count + 1)
        clusterStart[count] = true
        var advances = [Double](repeating: 0, count: count)
        var ellipses: [ShapedRun] = []
        var ellipsisIndex: [FontFallbackChain: Int] = [:]
        func ellipsis(for chain: FontFallbackChain) -> Int {
            if let known = ellipsisIndex[chain] { return known }
            ellipsisIndex[chain] = ellipses.count
            ellipses.append(shapedEllipsis(chain: chain, paragraphLevel: paragraphLevel, locale: locale))
            return ellipses.count - 1
        }
        var runs: [ShapedRun] = []
        runs.reserveCapacity(items.count)
        let language = hb_language_from_string(locale, -1)
        for item in items {
            let face = chains[item.chain].faces[item.face]
            let glyphs = try shapeRun(utf16, range: item.range, level: item.level, script: chainTags[item.chain], language: language, face: face)
            let perEm = 1.0 / Double(face.metrics.unitsPerEm)
            clusterStart[item.range.lowerBound] = true
            for glyph in glyphs {
                clusterStart[glyph.cluster] = true
                advances[glyph.cluster] += Double(glyph.xAdvance) * perEm
            }
            runs.append(ShapedRun(range: item.range, level: item.level, script: chainTags[item.chain], face: face, glyphs: glyphs,
                                  ellipsis: ellipsis(for: chains[item.chain])))
        }
        if ellipses.isEmpty { _ = ellipsis(for: primaryChain) }

        var prefix = [Double](repeating: 0, count: count + 1)
        for i in 0..<count { prefix[i + 1] = prefix[i] + advances[i] }

        var whitespace = [Bool](repeating: false, count: count)
        for (i, value) in codepoints.enumerated() where Unicode.Scalar(value)!.isCollapsibleSpace {
            whitespace[scalarOffsets[i]] = true
        }

        let lineBreaks = try breakers.boundaries(LL_ICU_BREAK_LINE, locale: locale, text: utf16)
        let breaks = lineBreaks.compactMap { entry -> BreakOpportunity? in
            clusterStart[entry.offset] ? BreakOpportunity(offset: entry.offset, hard: (100..<200).contains(entry.status)) : nil
        }
        // A forced split of an over-long word still honours what may not start or end a line ("。", "（").
        var scalarAt = [Int](repeating: -1, count: count + 1)
        for (i, offset) in scalarOffsets.enumerated() { scalarAt[offset] = i }
        let graphemeBreaks = (graphemeStarts.dropFirst() + (count > 0 ? [count] : [])).filter { offset in
            guard clusterStart[offset] else { return false }
            guard offset < count else { return true }
            let next = scalarAt[offset]
            if Typesetter.lineBreakConstraint(codepoints[next]) == 1 { return false }
            return next == 0 || Typesetter.lineBreakConstraint(codepoints[next - 1]) != 2
        }

        return ShapedText(storage: ShapedText.Storage(
            text: text, locale: locale, font: font, paragraphLevel: paragraphLevel, missingGlyphs: missing,
            utf16Count: count, runs: runs, ellipses: ellipses, primaryFace: primaryChain.primary, prefix: prefix,
            breaks: breaks, graphemeBreaks: graphemeBreaks, whitespace: whitespace))
    }

    /// "…" through a chain: Thai and Naskh faces lack it, so it usually comes from a later face. Shaped once
    /// per chain, direction and language, not once per text.
    private func shapedEllipsis(chain: FontFallbackChain, paragraphLevel: UInt8, locale: String) -> ShapedRun {
        let key = EllipsisKey(faces: chain.faces.map(ObjectIdentifier.init), level: paragraphLevel, locale: locale)
        if let known = ellipsisCache.withLock({ $0[key] }) { return known }
        let face = chain.firstFace(covering: ["\u{2026}"]) ?? chain.primary
        let glyphs = (try? shapeRun([0x2026], range: 0..<1, level: paragraphLevel, script: "Zyyy",
                                    language: hb_language_from_string(locale, -1), face: face)) ?? []
        let run = ShapedRun(range: 0..<1, level: paragraphLevel, script: "Zyyy", face: face, glyphs: glyphs, ellipsis: 0)
        ellipsisCache.withLock { $0[key] = run }
        return run
    }

    private func shapeRun(_ text: [UInt16], range: Range<Int>, level: UInt8, script: String, language: hb_language_t?,
                          face: FontFace) throws -> [ShapedGlyph] {
        let buffer = try borrowBuffer()
        defer { returnBuffer(buffer) }
        let hb = buffer.pointer
        hb_buffer_clear_contents(hb)
        text.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(hb, units.baseAddress, Int32(units.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(hb, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(hb, hb_script_from_string(script, -1))
        hb_buffer_set_language(hb, language)
        hb_shape(face.hbFont, hb, nil, 0)
        var length: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(hb, &length), let positions = hb_buffer_get_glyph_positions(hb, nil) else {
            return []
        }
        let count = Int(length)
        var ids = [UInt32](repeating: 0, count: count)
        for i in 0..<count { ids[i] = infos[i].codepoint }
        let extents = face.extents(of: ids)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(count)
        for i in 0..<count {
            glyphs.append(ShapedGlyph(id: ids[i], cluster: Int(infos[i].cluster), xAdvance: positions[i].x_advance,
                                      xOffset: positions[i].x_offset, yOffset: positions[i].y_offset, extents: extents[i]))
        }
        return glyphs
    }

    private func borrowBuffer() throws -> PooledHandle {
        if let idle = buffers.withLock({ $0.popLast() }) { return idle }
        let buffer = hb_buffer_create()
        guard let buffer, hb_buffer_allocation_successful(buffer) != 0 else {
            throw TypesetterError.shaping("HarfBuzz could not allocate a buffer")
        }
        return PooledHandle(pointer: buffer)
    }

    private func returnBuffer(_ buffer: PooledHandle) {
        buffers.withLock { $0.append(buffer) }
    }
}

extension Typesetter {
    /// ICU's line-break constraint (1 no line start, 2 no line end), without the C call for letters of the
    /// common scripts (classes AL, NU, SA, ID: no constraint).
    static func lineBreakConstraint(_ value: UInt32) -> Int32 {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x00C0...0x024F, 0x0621...0x064A, 0x0905...0x0939,
             0x0E01...0x0E30, 0x4E00...0x9FFF:
            return 0
        default:
            return ll_icu_line_break_constraint(value)
        }
    }

    /// Whether a code point draws something (see `Unicode.Scalar.needsGlyph`).
    @inline(__always) static func needsGlyph(_ value: UInt32) -> Bool {
        Unicode.Scalar(value).map(\.needsGlyph) ?? false
    }
}

extension Unicode.Scalar {
    /// Whitespace that vanishes at the end of a line (not the no-break spaces, which hold words together).
    var isCollapsibleSpace: Bool {
        switch value {
        case 0x00A0, 0x2007, 0x202F: return false
        case 0x0009...0x000D, 0x0020: return true
        // No other White_Space scalar lies in these ranges: skip the stdlib's (slow) property lookup.
        case 0x0000...0x0084, 0x0086...0x167F, 0x3001...0x10FFFF: return false
        default: return properties.isWhitespace
        }
    }
}
