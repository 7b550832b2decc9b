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
    private let workspaces = Mutex<[Workspace]>([])
    private let contexts = Mutex<[ContextKey: ShapingContext]>([:])
    private let recentContext = Mutex<ShapingContext?>(nil)

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
        workspaces.withLock { idle in
            for workspace in idle { hb_buffer_destroy(workspace.buffer.pointer) }
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
        let context = try self.context(locale: locale, font: font)
        let count = utf16.count
        let (levels, paragraphLevel) = try Bidi.levels(utf16, rightToLeft: context.info.isRightToLeft)
        var work = borrowWorkspace()
        defer { returnWorkspace(work) }

        // Scripts per UTF-16 unit; Common and Inherited characters join their neighbours (the preceding
        // strong script, else the following one; -1, the locale's own script, when there is none).
        var scripts: [Int32] = []
        swap(&scripts, &work.scripts)
        scripts.removeAll(keepingCapacity: true)
        scripts.append(contentsOf: repeatElement(-1, count: count))
        let firstStrong = scripts.withUnsafeMutableBufferPointer { ll_icu_resolved_scripts(utf16, Int32(count), $0.baseAddress) }

        // One pass over the code points: their values and offsets, grapheme starts (Swift's grapheme
        // breaking, as `for character in text` gives), collapsible whitespace and UTF-8 offsets.
        var codepoints: [UInt32] = []
        swap(&codepoints, &work.codepoints)
        var scalarUnits: [Int32] = []
        swap(&scalarUnits, &work.scalarUnits)
        var graphemes: [Int32] = []
        swap(&graphemes, &work.graphemes)
        codepoints.removeAll(keepingCapacity: true)
        scalarUnits.removeAll(keepingCapacity: true)
        graphemes.removeAll(keepingCapacity: true)
        var whitespace: [Bool] = []
        swap(&whitespace, &work.whitespace)
        whitespace.removeAll(keepingCapacity: true)
        whitespace.append(contentsOf: repeatElement(false, count: count))
        var utf8Offsets: [Int32] = []
        swap(&utf8Offsets, &work.utf8Offsets)
        utf8Offsets.removeAll(keepingCapacity: true)
        utf8Offsets.append(contentsOf: repeatElement(0, count: count + 1))
        utf16.withUnsafeBufferPointer { units in
            utf8Offsets.withUnsafeMutableBufferPointer { utf8Offsets in
                var recognizer = Unicode._CharacterRecognizer()
                var i = 0
                var utf8: Int32 = 0
                while i < count {
                    let unit = units[i]
                    var value = UInt32(unit)
                    var width = 1
                    if unit & 0xFC00 == 0xD800, i + 1 < count, units[i + 1] & 0xFC00 == 0xDC00 {
                        value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                        width = 2
                    }
                    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                    if recognizer.hasBreak(before: scalar) || i == 0 { graphemes.append(Int32(codepoints.count)) }
                    codepoints.append(value)
                    scalarUnits.append(Int32(i))
                    if scalar.isCollapsibleSpace { whitespace[i] = true }
                    utf8Offsets[i] = utf8
                    if width == 2 { utf8Offsets[i + 1] = utf8 }
                    utf8 += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
                    i += width
                }
                utf8Offsets[count] = utf8
            }
        }
        let scalarCount = codepoints.count
        graphemes.append(Int32(scalarCount))
        scalarUnits.append(Int32(count))

        // A handful of scripts per text: a linear list beats hashing.
        var chainCodes: [Int32] = []
        var chains: [ShapingContext.Chain] = []
        func chainIndex(for code: Int32) throws -> Int {
            if let known = chainCodes.firstIndex(of: code) { return known }
            chains.append(try context.chain(for: code))
            chainCodes.append(code)
            return chains.count - 1
        }
        let primaryChain = try chainIndex(for: firstStrong)

        // Graphemes choose faces as a whole, so a base and its marks come from one face. Faces are handled
        // by index into the chain's faces, and their coverage is a plain value, so the loop takes no references.
        var items: [Item] = []
        swap(&items, &work.items)
        items.removeAll(keepingCapacity: true)
        var missing: [MissingGlyph] = []
        try codepoints.withUnsafeBufferPointer { codepoints in
            try scripts.withUnsafeBufferPointer { scripts in
                var currentCode = Int32.min
                var chain = -1
                var coverage: [FaceCoverage] = []
                for g in 0..<(graphemes.count - 1) {
                    let first = Int(graphemes[g])
                    let end = Int(graphemes[g + 1])
                    let start = Int(scalarUnits[first])
                    let stop = Int(scalarUnits[end])
                    let code = scripts[start]
                    if code != currentCode {
                        currentCode = code
                        let index = try chainIndex(for: code)
                        if index != chain {
                            chain = index
                            coverage = chains[index].coverage
                        }
                    }
                    var chosen = -1
                    for f in coverage.indices where coverage[f].covers(codepoints, first..<end) {
                        chosen = f
                        break
                    }
                    if chosen < 0 {
                        chosen = coverage.indices.first { coverage[$0].covers(codepoints, first..<(first + 1)) } ?? 0
                        for i in first..<end where Typesetter.needsGlyph(codepoints[i])
                            && !coverage.contains(where: { $0.has(codepoints[i]) }) {
                            let scalar = Unicode.Scalar(codepoints[i])!
                            missing.append(MissingGlyph(index: i, utf16Offset: Int(scalarUnits[i]),
                                                        codePoint: String(format: "U+%04X", scalar.value), character: String(scalar)))
                        }
                    }
                    let level = levels[start]
                    if let last = items.last, last.level == level, last.chain == chain, last.face == chosen {
                        items[items.count - 1].end = stop
                    } else {
                        items.append(Item(start: start, end: stop, level: level, chain: chain, face: chosen))
                    }
                }
            }
        }
        swap(&scripts, &work.scripts)

        // Shape each run in the context of the whole text (Arabic joining across a font change), straight
        // into the flat arrays layout reads.
        var clusterStart: [Bool] = []
        swap(&clusterStart, &work.clusterStart)
        clusterStart.removeAll(keepingCapacity: true)
        clusterStart.append(contentsOf: repeatElement(false, count: count + 1))
        clusterStart[count] = true
        var prefix: [Double] = []
        swap(&prefix, &work.prefix)
        prefix.removeAll(keepingCapacity: true)
        prefix.append(contentsOf: repeatElement(0, count: count + 1))
        var builder = ShapedText.Builder()
        swap(&builder, &work.builder)
        builder.reset(reserving: count + 8)
        var ellipsisChains: [Int] = []
        func ellipsis(for chain: Int) -> Int {
            if let known = ellipsisChains.firstIndex(where: { chains[$0].faces == chains[chain].faces }) { return known }
            ellipsisChains.append(chain)
            return ellipsisChains.count - 1
        }
        var extents: [GlyphExtents] = []
        swap(&extents, &work.extents)
        let hb = work.buffer.pointer
        for item in items {
            let chain = chains[item.chain]
            let face = chain.faces[item.face]
            hb_buffer_clear_contents(hb)
            utf16.withUnsafeBufferPointer { units in
                hb_buffer_add_utf16(hb, units.baseAddress, Int32(units.count), UInt32(item.start), Int32(item.end - item.start))
            }
            hb_buffer_set_direction(hb, item.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(hb, chain.hbScript)
            hb_buffer_set_language(hb, context.language)
            hb_shape(face.hbFont, hb, nil, 0)
            var length: UInt32 = 0
            let glyphStart = builder.glyphs.count
            if let infos = hb_buffer_get_glyph_infos(hb, &length), let positions = hb_buffer_get_glyph_positions(hb, nil) {
                let n = Int(length)
                if extents.count < n { extents.append(contentsOf: repeatElement(GlyphExtents(xBearing: 0, yBearing: 0, width: 0, height: 0), count: n - extents.count)) }
                extents.withUnsafeMutableBufferPointer { face.extents(of: infos, count: n, into: $0.baseAddress!) }
                let perEm = 1.0 / Double(face.metrics.unitsPerEm)
                clusterStart[item.start] = true
                for i in 0..<n {
                    let cluster = Int(infos[i].cluster)
                    let glyph = ShapedGlyph(id: infos[i].codepoint, cluster: cluster, xAdvance: positions[i].x_advance,
                                            xOffset: positions[i].x_offset, yOffset: positions[i].y_offset, extents: extents[i])
                    clusterStart[cluster] = true
                    prefix[cluster + 1] += Double(glyph.xAdvance) * perEm
                    builder.append(glyph, perEm: perEm)
                }
            } else {
                clusterStart[item.start] = true
            }
            builder.addSegment(start: item.start, end: item.end, level: item.level, face: face, glyphStart: glyphStart,
                               ellipsis: ellipsis(for: item.chain))
        }
        swap(&extents, &work.extents)
        swap(&items, &work.items)
        if ellipsisChains.isEmpty { _ = ellipsis(for: primaryChain) }
        let textFaceCount = builder.faces.count
        for chain in ellipsisChains {
            builder.addEllipsis(chains[chain].ellipsis(level: paragraphLevel, language: context.language, typesetter: self))
        }
        let primaryFace = builder.index(of: chains[primaryChain].faces[0])

        // Prefix sums of the advances, each summed at its cluster's first UTF-16 offset.
        for i in 0..<count { prefix[i + 1] += prefix[i] }

        var breakOffsets: [Int32] = []
        swap(&breakOffsets, &work.breakOffsets)
        var breakStatuses: [Int32] = []
        swap(&breakStatuses, &work.breakStatuses)
        let boundaryCount = try context.lineBoundaries(utf16, offsets: &breakOffsets, statuses: &breakStatuses)
        var breaks: [BreakOpportunity] = []
        swap(&breaks, &work.breaks)
        breaks.removeAll(keepingCapacity: true)
        for b in 0..<boundaryCount where clusterStart[Int(breakOffsets[b])] {
            breaks.append(BreakOpportunity(offset: Int(breakOffsets[b]), hard: (100..<200).contains(breakStatuses[b])))
        }
        swap(&breakOffsets, &work.breakOffsets)
        swap(&breakStatuses, &work.breakStatuses)

        // A forced split of an over-long word still honours what may not start or end a line ("。", "（").
        var graphemeBreaks: [Int32] = []
        swap(&graphemeBreaks, &work.graphemeBreaks)
        graphemeBreaks.removeAll(keepingCapacity: true)
        for g in 1..<graphemes.count {
            let next = Int(graphemes[g])
            let offset = Int(scalarUnits[next])
            guard clusterStart[offset] else { continue }
            if next < scalarCount {
                if Typesetter.lineBreakConstraint(codepoints[next]) == 1 { continue }
                if Typesetter.lineBreakConstraint(codepoints[next - 1]) == 2 { continue }
            }
            graphemeBreaks.append(Int32(offset))
        }
        swap(&clusterStart, &work.clusterStart)
        swap(&codepoints, &work.codepoints)
        swap(&scalarUnits, &work.scalarUnits)
        swap(&graphemes, &work.graphemes)

        let storage = ShapedText.Storage(
            text: text, locale: locale, font: font, paragraphLevel: paragraphLevel, missingGlyphs: missing,
            utf16Count: count, builder: builder, textFaceCount: textFaceCount, primaryFace: primaryFace, prefix: prefix,
            breaks: breaks, graphemeBreaks: graphemeBreaks, whitespace: whitespace, utf8Offsets: utf8Offsets)
        builder.faces.removeAll(keepingCapacity: true)
        swap(&builder, &work.builder)
        swap(&prefix, &work.prefix)
        swap(&breaks, &work.breaks)
        swap(&graphemeBreaks, &work.graphemeBreaks)
        swap(&whitespace, &work.whitespace)
        swap(&utf8Offsets, &work.utf8Offsets)
        return ShapedText(storage: storage)
    }

    /// The shaping context of a locale and font selection: made once, then found without hashing when the
    /// same pair comes again (a catalog is laid out locale by locale).
    private func context(locale: String, font: FontSelection) throws -> ShapingContext {
        if let recent = recentContext.withLock({ $0 }), recent.locale == locale, recent.font == font { return recent }
        let key = ContextKey(locale: locale, font: font)
        let context = contexts.withLock { known -> ShapingContext in
            if let context = known[key] { return context }
            let context = ShapingContext(locale: locale, font: font, fonts: fonts)
            known[key] = context
            return context
        }
        recentContext.withLock { $0 = context }
        return context
    }

    /// Shapes one run of `text` (the whole text is HarfBuzz's context) into `glyphs`, for the ellipsis.
    func shapeRun(_ text: [UInt16], range: Range<Int>, level: UInt8, script: hb_script_t, language: hb_language_t?,
                  face: FontFace) -> [ShapedGlyph] {
        let work = borrowWorkspace()
        defer { returnWorkspace(work) }
        let hb = work.buffer.pointer
        hb_buffer_clear_contents(hb)
        text.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(hb, units.baseAddress, Int32(units.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(hb, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(hb, script)
        hb_buffer_set_language(hb, language)
        hb_shape(face.hbFont, hb, nil, 0)
        var length: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(hb, &length), let positions = hb_buffer_get_glyph_positions(hb, nil) else {
            return []
        }
        let count = Int(length)
        var extents = [GlyphExtents](repeating: GlyphExtents(xBearing: 0, yBearing: 0, width: 0, height: 0), count: count)
        extents.withUnsafeMutableBufferPointer { face.extents(of: infos, count: count, into: $0.baseAddress!) }
        return (0..<count).map { i in
            ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: positions[i].x_advance,
                        xOffset: positions[i].x_offset, yOffset: positions[i].y_offset, extents: extents[i])
        }
    }

    private func borrowWorkspace() -> Workspace {
        if let idle = workspaces.withLock({ $0.popLast() }) { return idle }
        return Workspace()
    }

    private func returnWorkspace(_ workspace: Workspace) {
        workspaces.withLock { $0.append(workspace) }
    }
}

/// A run of one bidi level, fallback chain and face, found by itemization (UTF-16 offsets).
private struct Item {
    var start: Int
    var end: Int
    var level: UInt8
    var chain: Int
    var face: Int
}

/// The scratch arrays and HarfBuzz buffer of one `shape` call, kept (with their capacity) for the next, so
/// shaping a text allocates little beyond what the result keeps. Borrowed by one thread at a time.
struct Workspace: @unchecked Sendable {
    let buffer: PooledHandle
    var scripts: [Int32] = []
    var codepoints: [UInt32] = []
    /// UTF-16 offset of each code point, and the text's length after the last.
    var scalarUnits: [Int32] = []
    /// Index of the first code point of each grapheme, and the code point count after the last.
    var graphemes: [Int32] = []
    fileprivate var items: [Item] = []
    var clusterStart: [Bool] = []
    var extents: [GlyphExtents] = []
    var breakOffsets: [Int32] = []
    var breakStatuses: [Int32] = []
    var whitespace: [Bool] = []
    var utf8Offsets: [Int32] = []
    var prefix: [Double] = []
    var breaks: [BreakOpportunity] = []
    var graphemeBreaks: [Int32] = []
    var builder = ShapedText.Builder()

    init() {
        buffer = PooledHandle(pointer: hb_buffer_create())
    }
}

/// What shaping needs of a locale and font selection that does not depend on the text: the locale's
/// direction, script and HarfBuzz language, a fallback chain per ICU script code (with its HarfBuzz script
/// and shaped "…"), and the locale's line break iterators.
final class ShapingContext: @unchecked Sendable {
    let locale: String
    let font: FontSelection
    let info: LocaleInfo
    /// HarfBuzz interns languages for the life of the process.
    let language: hb_language_t?
    private let fonts: FontLibrary
    private let chains = Mutex<[Int32: Chain]>([:])
    private let breakers = Mutex<[PooledHandle]>([])
    private let icuLocale: String

    init(locale: String, font: FontSelection, fonts: FontLibrary) {
        self.locale = locale
        self.font = font
        self.fonts = fonts
        info = LocaleInfo.of(locale)
        language = hb_language_from_string(locale, -1)
        icuLocale = LocaleInfo.icuIdentifier(locale)
    }

    deinit {
        breakers.withLock { idle in
            for handle in idle { ll_icu_breaker_close(handle.pointer) }
        }
    }

    /// A fallback chain with what shaping and fallback read of it per run and grapheme.
    final class Chain: @unchecked Sendable {
        let faces: [FontFace]
        let coverage: [FaceCoverage]
        let tag: String
        let hbScript: hb_script_t
        private let ellipses = Mutex<[UInt8: ShapedRun]>([:])

        init(_ chain: FontFallbackChain, tag: String) {
            faces = chain.faces
            coverage = chain.faces.map(\.coverage)
            self.tag = tag
            hbScript = hb_script_from_string(tag, -1)
        }

        /// "…" through the chain: Thai and Naskh faces lack it, so it usually comes from a later face.
        /// Shaped once per chain and paragraph level, not once per text.
        func ellipsis(level: UInt8, language: hb_language_t?, typesetter: Typesetter) -> ShapedRun {
            if let known = ellipses.withLock({ $0[level] }) { return known }
            let face = FontFallbackChain(faces: faces).firstFace(covering: ["\u{2026}"]) ?? faces[0]
            let glyphs = typesetter.shapeRun([0x2026], range: 0..<1, level: level, script: hb_script_from_string("Zyyy", -1),
                                             language: language, face: face)
            let run = ShapedRun(range: 0..<1, level: level, face: face, glyphs: glyphs, ellipsis: 0)
            ellipses.withLock { $0[level] = run }
            return run
        }
    }

    /// The chain for an ICU script code (-1: the locale's own script).
    func chain(for code: Int32) throws -> Chain {
        if let known = chains.withLock({ $0[code] }) { return known }
        let tag = code == -1 ? info.script : ScriptCode.tag(code)
        let chain = Chain(try fonts.chain(family: font.family, weight: font.weight, italic: font.italic, script: tag), tag: tag)
        return chains.withLock { known in
            if let raced = known[code] { return raced }
            known[code] = chain
            return chain
        }
    }

    /// ICU line boundaries of `text` (after 0; the last is `text.count`) and their rule statuses, into
    /// `offsets` and `statuses` (grown as needed). Returns how many.
    func lineBoundaries(_ text: [UInt16], offsets: inout [Int32], statuses: inout [Int32]) throws -> Int {
        guard !text.isEmpty else { return 0 }
        let handle: PooledHandle
        if let reused = breakers.withLock({ $0.popLast() }) {
            handle = reused
        } else {
            var error: Int32 = 0
            guard let opened = ll_icu_breaker_open(LL_ICU_BREAK_LINE, icuLocale, &error) else {
                throw TypesetterError.icu(operation: "ubrk_open(\(locale))", code: error)
            }
            handle = PooledHandle(pointer: opened)
        }
        defer { breakers.withLock { $0.append(handle) } }
        if offsets.count < text.count + 1 {
            offsets = [Int32](repeating: 0, count: text.count + 1)
            statuses = [Int32](repeating: 0, count: text.count + 1)
        }
        let count = offsets.withUnsafeMutableBufferPointer { offsets in
            statuses.withUnsafeMutableBufferPointer { statuses in
                ll_icu_breaker_boundaries(handle.pointer, text, Int32(text.count), offsets.baseAddress, statuses.baseAddress,
                                          Int32(offsets.count))
            }
        }
        guard count >= 0 else { throw TypesetterError.icu(operation: "ubrk boundaries", code: -count) }
        return Int(count)
    }
}

private struct ContextKey: Hashable {
    var locale: String
    var font: FontSelection
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
