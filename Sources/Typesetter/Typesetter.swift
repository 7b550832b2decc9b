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

        // Scripts per scalar; Common and Inherited characters join their neighbours (the preceding strong
        // script, else the following one, else the locale's script).
        var scalarOffsets: [Int] = []
        var scalars: [Unicode.Scalar] = []
        var scripts: [Int32] = []
        scalarOffsets.reserveCapacity(count)
        scalars.reserveCapacity(count)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalarOffsets.append(offset)
            scalars.append(scalar)
            scripts.append(ll_icu_script_of(scalar.value))
            offset += scalar.utf16.count
        }
        let firstStrong = scripts.first { ll_icu_script_is_weak($0) == 0 }
        var resolvedTags: [String] = []
        resolvedTags.reserveCapacity(scripts.count)
        var current: String? = firstStrong.map(ScriptCode.tag)
        var currentCode = firstStrong
        for code in scripts {
            if code != currentCode && ll_icu_script_is_weak(code) == 0 { current = ScriptCode.tag(code); currentCode = code }
            resolvedTags.append(current ?? info.script)
        }

        // Graphemes choose faces as a whole, so a base and its marks come from one face.
        var chainsByScript: [String: FontFallbackChain] = [:]
        func chain(for script: String) throws -> FontFallbackChain {
            if let known = chainsByScript[script] { return known }
            let made = try fonts.chain(family: font.family, weight: font.weight, italic: font.italic, script: script)
            chainsByScript[script] = made
            return made
        }
        let primaryChain = try chain(for: firstStrong.map(ScriptCode.tag) ?? info.script)

        struct Item { var range: Range<Int>; var level: UInt8; var script: String; var face: FontFace; var chain: FontFallbackChain }
        var items: [Item] = []
        var missing: [MissingGlyph] = []
        var graphemeStarts: [Int] = []
        var scalarIndex = 0
        var utf16Offset = 0
        for character in text {
            let start = utf16Offset
            let scalarCount = character.unicodeScalars.count
            let graphemeScalars = scalars[scalarIndex..<(scalarIndex + scalarCount)]
            utf16Offset += character.utf16.count
            graphemeStarts.append(start)
            let script = resolvedTags[scalarIndex]
            let faces = try chain(for: script)
            var face = faces.firstFace(covering: graphemeScalars)
            if face == nil {
                face = faces.firstFace(covering: graphemeScalars.prefix(1)) ?? faces.primary
                for (i, scalar) in zip(scalarIndex..., graphemeScalars) where scalar.needsGlyph && faces.firstFace(covering: [scalar]) == nil {
                    missing.append(MissingGlyph(index: i, utf16Offset: scalarOffsets[i],
                                                codePoint: String(format: "U+%04X", scalar.value), character: String(scalar)))
                }
            }
            let level = levels[start]
            if var last = items.last, last.level == level, last.script == script, last.face === face! {
                last.range = last.range.lowerBound..<utf16Offset
                items[items.count - 1] = last
            } else {
                items.append(Item(range: start..<utf16Offset, level: level, script: script, face: face!, chain: faces))
            }
            scalarIndex += scalarCount
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
            let glyphs = try shapeRun(utf16, range: item.range, level: item.level, script: item.script, language: language, face: item.face)
            let perEm = 1.0 / Double(item.face.metrics.unitsPerEm)
            clusterStart[item.range.lowerBound] = true
            for glyph in glyphs {
                clusterStart[glyph.cluster] = true
                advances[glyph.cluster] += Double(glyph.xAdvance) * perEm
            }
            runs.append(ShapedRun(range: item.range, level: item.level, script: item.script, face: item.face, glyphs: glyphs,
                                  ellipsis: ellipsis(for: item.chain)))
        }
        if ellipses.isEmpty { _ = ellipsis(for: primaryChain) }

        var prefix = [Double](repeating: 0, count: count + 1)
        for i in 0..<count { prefix[i + 1] = prefix[i] + advances[i] }

        var whitespace = [Bool](repeating: false, count: count)
        for (i, scalar) in scalars.enumerated() where scalar.isCollapsibleSpace {
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
            if ll_icu_line_break_constraint(scalars[next].value) == 1 { return false }
            return next == 0 || ll_icu_line_break_constraint(scalars[next - 1].value) != 2
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
