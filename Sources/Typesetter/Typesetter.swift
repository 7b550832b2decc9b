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

    /// Longest grapheme cluster accepted, in code points. HarfBuzz positions each mark of a cluster against
    /// the marks before it, so one cluster of n marks costs n² (one letter + 100k U+0301 took 35 s); with
    /// clusters bounded, shaping is linear in the text. Real text stays far below: Unicode's Stream-Safe
    /// Text Format (UAX #15 §13) allows 30 combining marks in a row, and the longest emoji ZWJ sequences
    /// have 10 code points.
    public static let maximumGraphemeLength = 128

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// A typesetter for a Fonts folder or profile file.
    public convenience init(fontsAt url: URL) throws {
        try self.init(fonts: FontLibrary(contentsOf: url))
    }


    /// Shapes and lays out in one call.
    public func layout(_ text: String, locale: String, font: FontSelection = FontSelection(), size: Double,
                       constraints: LayoutConstraints = LayoutConstraints()) throws -> TextLayout {
        try shape(text, locale: locale, font: font).layout(size: size, constraints: constraints)
    }

    /// Itemizes (bidi levels from the locale's direction, ICU scripts, fallback faces), shapes each run
    /// with HarfBuzz and finds the ICU line breaks of the locale.
    public func shape(_ text: String, locale: String, font: FontSelection = FontSelection()) throws -> ShapedText {
        try analyze(text, locale: locale, font: font, shaping: true).shaped!
    }

    /// The characters no face of the profile can draw, exactly as `shape` reports them in
    /// `ShapedText.missingGlyphs`: fallback faces are chosen per grapheme from the fonts' character maps
    /// before any shaping, so a text only checked for coverage (a catalog value no label lays out) skips
    /// bidi, HarfBuzz and line breaking, most of the cost.
    public func missingGlyphs(_ text: String, locale: String, font: FontSelection = FontSelection()) throws -> [MissingGlyph] {
        try analyze(text, locale: locale, font: font, shaping: false).missing
    }

    /// `shape`'s work, step by step (`TextAnalysis.swift`); with `shaping` false it stops once the faces of the
    /// graphemes are chosen.
    private func analyze(_ text: String, locale: String, font: FontSelection, shaping: Bool) throws
        -> (missing: [MissingGlyph], shaped: ShapedText?) {
        if text.utf8.count > Typesetter.maximumLength {
            // At most one UTF-16 unit per UTF-8 byte: only a long text needs counting.
            let count = text.utf16.count
            guard count <= Typesetter.maximumLength else {
                throw TypesetterError.invalidConstraint("text of \(count) UTF-16 units is longer than the \(Typesetter.maximumLength) accepted")
            }
        }
        let context = try self.context(locale: locale, font: font)
        let work = try borrowWorkspace()
        defer { returnWorkspace(work) }
        // The scratch arrays as a local: plain values pointing into memory the workspace owns (read and
        // written back with one access each to the class).
        var scratch = work.scratch
        defer { work.scratch = scratch }

        let mayBeRightToLeft = try scratch.decode(text)
        let (paragraphLevel, firstStrong) = try scratch.scriptRuns(context: context, mayBeRightToLeft: mayBeRightToLeft, bidi: shaping)
        var chains = FallbackChains(context: context)
        let primaryChain = try chains.index(for: firstStrong)
        let missing = try scratch.selectFaces(chains: &chains)
        if !shaping { return (missing, nil) }

        var faces = UsedFaces()
        scratch.shapeRuns(chains: chains, language: context.language, buffer: work.buffer.pointer, faces: &faces)
        if faces.ellipsisChains.isEmpty { _ = faces.ellipsis(for: primaryChain, chains) }
        let textFaceCount = faces.faces.count
        scratch.shapeEllipses(chains: chains, primaryChain: primaryChain, paragraphLevel: paragraphLevel, language: context.language,
                              typesetter: self, faces: &faces)
        let primaryFace = faces.index(of: chains[primaryChain].faces[0])
        try scratch.findBreaks(context: context)

        return (missing, ShapedText(storage: ShapedText.Storage(
            text: text, locale: locale, font: font, paragraphLevel: paragraphLevel, missingGlyphs: missing,
            utf16Count: scratch.units.count, faces: faces.faces, textFaceCount: textFaceCount, primaryFace: primaryFace,
            segments: scratch.segments.buffer, ellipses: scratch.ellipsisSegments.buffer, glyphs: scratch.glyphs.buffer,
            clusters: scratch.clusters.buffer, rawGlyphs: scratch.rawGlyphs.buffer, prefix: scratch.prefix.buffer,
            breaks: scratch.breaks.buffer, graphemeBreaks: scratch.graphemeBreaks.buffer,
            whitespace: scratch.whitespace.buffer, utf8Offsets: scratch.utf8Offsets.buffer)))
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

    /// HarfBuzz's glyphs for `text` alone, for the ellipsis.
    func shapeAlone(_ text: [UInt16], level: UInt8, script: hb_script_t, language: hb_language_t?, face: FontFace) -> [RawGlyph] {
        guard let work = try? borrowWorkspace() else { return [] }
        defer { returnWorkspace(work) }
        let hb = work.buffer.pointer
        hb_buffer_clear_contents(hb)
        hb_buffer_add_utf16(hb, text, Int32(text.count), 0, Int32(text.count))
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
            RawGlyph(id: infos[i].codepoint, xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                     yOffset: positions[i].y_offset, extents: extents[i])
        }
    }

    private func borrowWorkspace() throws -> Workspace {
        if let idle = workspaces.withLock({ $0.popLast() }) { return idle }
        let workspace = Workspace()
        guard hb_buffer_allocation_successful(workspace.buffer.pointer) != 0 else {
            throw TypesetterError.shaping("HarfBuzz could not allocate a buffer")
        }
        return workspace
    }

    /// Takes a workspace back for the next call, unless a long text grew it: its scratch (about 100 bytes
    /// per UTF-16 unit) is then freed rather than kept.
    private func returnWorkspace(_ workspace: Workspace) {
        guard workspace.scratch.units.capacity <= Typesetter.pooledScratchLimit else { return }
        workspaces.withLock { $0.append(workspace) }
    }

    /// Longest text (UTF-16 units) whose scratch space a workspace keeps between calls.
    static let pooledScratchLimit = 1 << 16
}

/// The one pass over a text's UTF-8 in `Typesetter.shape`: its UTF-16 units (for HarfBuzz and ICU), code
/// points and their UTF-16 offsets, grapheme starts, collapsible whitespace per UTF-16 unit and the UTF-8
/// offset of each UTF-16 offset. A struct with a mutating method, so the scratch arrays it fills are
/// accessed without dynamic exclusivity checks.
struct TextDecoder {
    var units: Scratch<UInt16>
    var codepoints: Scratch<UInt32>
    var scalarUnits: Scratch<Int32>
    var graphemes: Scratch<Int32>
    var whitespace: Scratch<Bool>
    var utf8Offsets: Scratch<Int32>
    /// The highest code point seen.
    var highest: UInt32 = 0

    /// Appends what `bytes` (valid UTF-8, as a String's always is) hold, and the final UTF-8 offset.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) {
        var scanner = GraphemeScanner()
        var i = 0
        while i < bytes.count {
            let lead = UInt32(bytes[i])
            var value: UInt32
            var length: Int
            if lead < 0x80 {
                value = lead
                length = 1
            } else if lead < 0xE0 {
                value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                length = 2
            } else if lead < 0xF0 {
                value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                length = 3
            } else {
                value = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                    | UInt32(bytes[i + 3] & 0x3F)
                length = 4
            }
            highest = max(highest, value)
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if scanner.startsGrapheme(scalar) { graphemes.append(Int32(codepoints.count)) }
            codepoints.append(value)
            scalarUnits.append(Int32(units.count))
            utf8Offsets.append(Int32(i))
            whitespace.append(scalar.isCollapsibleSpace)
            if value < 0x10000 {
                units.append(UInt16(truncatingIfNeeded: value))
            } else {
                units.append(UInt16(truncatingIfNeeded: 0xD800 + ((value - 0x10000) >> 10)))
                units.append(UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF)))
                utf8Offsets.append(Int32(i))
                whitespace.append(false)
            }
            i += length
        }
        utf8Offsets.append(Int32(bytes.count))
    }
}

/// Finds grapheme starts code point by code point, as `for character in text` does (the standard library's
/// grapheme breaking state machine, `Unicode._CharacterRecognizer`), but without calling into it where a
/// break is certain.
struct GraphemeScanner {
    private var recognizer = Unicode._CharacterRecognizer()
    /// Whether the recognizer has seen the previous code point (it is skipped where the break is certain).
    private var recognizerCurrent = true
    private var previous: UInt32 = 0
    private var first = true

    /// Whether `scalar`, the next code point of the text, starts a grapheme.
    @inline(__always) mutating func startsGrapheme(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        defer { previous = value; first = false }
        if first {
            _ = recognizer.hasBreak(before: scalar)
            return true
        }
        if Typesetter.certainGraphemeBreak(previous, value) {
            recognizerCurrent = false
            return true
        }
        if !recognizerCurrent {
            // After a break the recognizer's state is fresh and holds only the code point before the next
            // decision; a new recognizer fed that code point is in that state (a break always follows its
            // initial U+0000, a control, and resets the state).
            recognizer = Unicode._CharacterRecognizer()
            _ = recognizer.hasBreak(before: Unicode.Scalar(previous) ?? "\u{FFFD}")
            recognizerCurrent = true
        }
        return recognizer.hasBreak(before: scalar)
    }
}

/// A run of one bidi level, fallback chain and face, found by itemization (UTF-16 offsets).
struct Item {
    var start: Int
    var end: Int
    var level: UInt8
    var chain: Int
    var face: Int
}

/// The scratch arrays and HarfBuzz buffer of one `shape` call, kept (with their capacity) for the next, so
/// shaping a text allocates little beyond what the result keeps. Borrowed by one thread at a time; a class,
/// so lending it out and taking it back moves one reference.
final class Workspace: @unchecked Sendable {
    let buffer: PooledHandle
    var scratch = ScratchArrays()

    init() {
        buffer = PooledHandle(pointer: hb_buffer_create())
    }

    deinit {
        hb_buffer_destroy(buffer.pointer)
        scratch.free()
    }
}

struct ScratchArrays {
    var units = Scratch<UInt16>()
    var levels = Scratch<UInt8>()
    var scripts = Scratch<Int32>()
    var codepoints = Scratch<UInt32>()
    /// UTF-16 offset of each code point, and the text's length after the last.
    var scalarUnits = Scratch<Int32>()
    /// Index of the first code point of each grapheme, and the code point count after the last.
    var graphemes = Scratch<Int32>()
    var whitespace = Scratch<Bool>()
    var utf8Offsets = Scratch<Int32>()
    var items = Scratch<Item>()
    var clusterStart = Scratch<Bool>()
    var prefix = Scratch<Double>()
    var extents = Scratch<GlyphExtents>()
    var segments = Scratch<Segment>()
    var ellipsisSegments = Scratch<Segment>()
    var glyphs = Scratch<PlacedGlyph>()
    var clusters = Scratch<Int32>()
    var rawGlyphs = Scratch<RawGlyph>()
    var breakOffsets = Scratch<Int32>()
    var breakStatuses = Scratch<Int32>()
    var breaks = Scratch<BreakOpportunity>()
    var graphemeBreaks = Scratch<Int32>()

    func free() {
        units.free(); levels.free(); scripts.free(); codepoints.free(); scalarUnits.free(); graphemes.free(); whitespace.free()
        utf8Offsets.free(); items.free(); clusterStart.free(); prefix.free(); extents.free(); segments.free()
        ellipsisSegments.free(); glyphs.free(); clusters.free(); rawGlyphs.free(); breakOffsets.free()
        breakStatuses.free(); breaks.free(); graphemeBreaks.free()
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
    /// The platform breaks this locale's lines only between words (`FontLibrary.keepsWordsWhole`).
    let keepsWordsWhole: Bool

    init(locale: String, font: FontSelection, fonts: FontLibrary) {
        self.locale = locale
        self.font = font
        self.fonts = fonts
        info = LocaleInfo.of(locale)
        language = hb_language_from_string(locale, -1)
        icuLocale = LocaleInfo.icuIdentifier(locale)
        keepsWordsWhole = fonts.keepsWordsWhole(family: font.family, locale: locale)
    }

    deinit {
        breakers.withLock { idle in
            for handle in idle { ll_icu_breaker_close(handle.pointer) }
        }
    }

    /// A fallback chain with what shaping and fallback read of it per run and grapheme.
    final class Chain: @unchecked Sendable {
        let faces: [FontFace]
        /// The faces' coverage, in memory the chain owns (the loop over graphemes reads it without retaining).
        let coverageBuffer: UnsafeBufferPointer<FaceCoverage>
        let tag: String
        let hbScript: hb_script_t
        private let ellipses = Mutex<[UInt8: Ellipsis]>([:])

        init(_ chain: FontFallbackChain, tag: String) {
            faces = chain.faces
            let coverage = UnsafeMutableBufferPointer<FaceCoverage>.allocate(capacity: faces.count)
            _ = coverage.initialize(from: faces.map(\.coverage))
            coverageBuffer = UnsafeBufferPointer(coverage)
            self.tag = tag
            hbScript = hb_script_from_string(tag, -1)
        }

        deinit {
            coverageBuffer.deallocate()
        }

        /// "…" as shaped for a paragraph level.
        struct Ellipsis {
            var level: UInt8
            var face: FontFace
            var perEm: Double
            var glyphs: [RawGlyph]
        }

        /// "…" through the chain: Thai and Naskh faces lack it, so it usually comes from a later face.
        /// Shaped once per chain and paragraph level, not once per text.
        func ellipsis(level: UInt8, language: hb_language_t?, typesetter: Typesetter) -> Ellipsis {
            if let known = ellipses.withLock({ $0[level] }) { return known }
            let face = FontFallbackChain(faces: faces).firstFace(covering: ["\u{2026}"]) ?? faces[0]
            let glyphs = typesetter.shapeAlone([0x2026], level: level, script: hb_script_from_string("Zyyy", -1),
                                               language: language, face: face)
            let ellipsis = Ellipsis(level: level, face: face, perEm: 1.0 / Double(face.metrics.unitsPerEm), glyphs: glyphs)
            ellipses.withLock { $0[level] = ellipsis }
            return ellipsis
        }
    }

    /// The chain for an ICU script code (-1: the locale's own script).
    func chain(for code: Int32) throws -> Chain {
        if let known = chains.withLock({ $0[code] }) { return known }
        let tag = code == -1 ? info.script : ScriptCode.tag(code)
        let chain = Chain(try fonts.chain(family: font.family, weight: font.weight, italic: font.italic, script: tag, locale: locale), tag: tag)
        return chains.withLock { known in
            if let raced = known[code] { return raced }
            known[code] = chain
            return chain
        }
    }

    /// ICU line boundaries of `text` (after 0; the last is `text.count`) and their rule statuses, into
    /// `offsets` and `statuses` (room for `text.count + 1` each). Returns how many.
    func lineBoundaries(_ text: UnsafeBufferPointer<UInt16>, offsets: UnsafeMutablePointer<Int32>, statuses: UnsafeMutablePointer<Int32>) throws -> Int {
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
        let count = ll_icu_breaker_boundaries(handle.pointer, text.baseAddress, Int32(text.count), offsets, statuses, Int32(text.count + 1))
        guard count >= 0 else { throw TypesetterError.icu(operation: "ubrk boundaries", code: -count) }
        return Int(count)
    }
}

private struct ContextKey: Hashable {
    var locale: String
    var font: FontSelection
}

extension Typesetter {
    /// ICU's line-break constraint (1 no line start, 2 no line end): from a table ICU filled for the code
    /// points below U+3100 (Latin to kana), none for CJK ideographs (class ID), else from ICU.
    @inline(__always) static func lineBreakConstraint(_ value: UInt32, _ table: [UInt8] = lineBreakConstraints) -> Int32 {
        if value < 0x3100 { return Int32(table[Int(value)]) }
        if value >= 0x4E00 && value <= 0x9FFF { return 0 }
        return ll_icu_line_break_constraint(value)
    }

    /// `lineBreakConstraint` below U+3100 (a loop passes it in, so the global is not checked per call).
    static let lineBreakConstraints: [UInt8] = (UInt32(0)..<0x3100).map { UInt8(ll_icu_line_break_constraint($0)) }

    /// True when there is certainly a grapheme break between two code points, whatever came before: both
    /// lie in the ranges the standard library's own quick check (`_quickHasGraphemeBreakBetween`, which
    /// `_CharacterRecognizer` consults before anything else) answers "break" for, and they are not CR LF.
    /// Saves a call into the standard library for most Latin, CJK and Arabic letters.
    @inline(__always) static func certainGraphemeBreak(_ a: UInt32, _ b: UInt32) -> Bool {
        @inline(__always) func breaksWhenPaired(_ x: UInt32) -> Bool {
            switch x {
            case 0x3400...0xA4CF, 0x0000...0x02FF, 0x3041...0x3096, 0x30A1...0x30FC, 0x0400...0x0482, 0x061D...0x064A,
                 0xAC00...0xD7AF, 0x2010...0x2029, 0x3000...0x3029, 0xFF01...0xFF9D:
                return true
            default:
                return false
            }
        }
        return !(a == 0x0D && b == 0x0A) && breaksWhenPaired(a) && breaksWhenPaired(b)
    }

    /// A UTF-16 unit of a word for word-based breaking: a letter, digit or mark of the BMP (Hangul syllables
    /// and jamo, Han, kana, Latin); surrogates and everything else end a word.
    @inline(__always) static func isWordCharacter(_ unit: UInt16) -> Bool {
        if unit >= 0xAC00 && unit <= 0xD7A3 { return true }
        guard !(0xD800...0xDFFF).contains(unit), let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Whether a code point draws something (see `Unicode.Scalar.needsGlyph`).
    @inline(__always) static func needsGlyph(_ value: UInt32) -> Bool {
        Unicode.Scalar(value).map(\.needsGlyph) ?? false
    }
}

extension Unicode.Scalar {
    /// Whitespace that vanishes at the end of a line (not the no-break spaces, which hold words together).
    @inline(__always) var isCollapsibleSpace: Bool {
        switch value {
        case 0x00A0, 0x2007, 0x202F: return false
        case 0x0009...0x000D, 0x0020: return true
        // No other White_Space scalar lies in these ranges: skip the stdlib's (slow) property lookup.
        case 0x0000...0x0084, 0x0086...0x167F, 0x3001...0x10FFFF: return false
        default: return properties.isWhitespace
        }
    }
}
