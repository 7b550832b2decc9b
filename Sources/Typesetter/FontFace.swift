import CFreeType
import CHarfBuzz
import Synchronization

/// Vertical metrics of a face in font units, as a platform line box uses them: OS/2 typo metrics when the
/// font sets USE_TYPO_METRICS, else hhea (HarfBuzz's `hb_ot_metrics` picks the same way).
public struct FaceMetrics: Sendable, Hashable, Codable {
    public var unitsPerEm: Int
    /// Above the baseline, positive.
    public var ascender: Int
    /// Below the baseline, positive.
    public var descender: Int
    public var lineGap: Int
}

/// The face's bounding box over all its glyphs in font units, y up (the `head` table's yMin/yMax, as
/// FreeType reads them): what Skia reports as a font's top and bottom (`SkFontMetrics` fTop/fBottom).
public struct FaceBounds: Sendable, Hashable, Codable {
    /// Above the baseline, positive.
    public var top: Int
    /// Below the baseline, positive.
    public var bottom: Int
}

/// A glyph's ink box in font units, y up from the baseline (HarfBuzz's `hb_glyph_extents_t`).
public struct GlyphExtents: Sendable, Hashable, BitwiseCopyable {
    public var xBearing: Int32
    public var yBearing: Int32
    public var width: Int32
    public var height: Int32
    public var isEmpty: Bool { width == 0 || height == 0 }
}

/// One drawing command of a glyph outline, in font units, y up.
public enum OutlineCommand: Sendable, Hashable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
}

/// A loaded font face (one face of a TTF, OTF or TTC file).
///
/// Owns every C object it creates — the HarfBuzz blob, face and font (scaled to font units, OpenType font
/// functions, no hinting) and a FreeType library and face for names and outlines — and frees them in
/// `deinit`. HarfBuzz fonts are immutable after set-up and safe to shape with from many threads; the
/// FreeType face and the glyph-extents cache are used under locks.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let index: Int
    public let familyName: String
    public let styleName: String
    /// The weight the profile declares for this face (100-900).
    public let weight: Int
    public let italic: Bool
    public let metrics: FaceMetrics
    public let bounds: FaceBounds

    let hbFont: OpaquePointer
    let hbFace: OpaquePointer
    private let hbBlob: OpaquePointer
    private let freetype: Mutex<FreeTypeHandles>
    /// Glyph extents by glyph id (`unknownExtents` where not read yet), allocated on first use.
    private let extentsCache = Mutex<[GlyphExtents]>([])
    private let glyphCount: Int
    /// One bit per BMP code point the face's cmap maps (each confirmed with `hb_font_get_nominal_glyph`).
    let coverage: FaceCoverage

    private struct FreeTypeHandles: ~Copyable {
        var library: FT_Library
        var face: FT_Face
    }

    /// Opens face `index` of the file at `path`; throws `unreadableFont` when FreeType cannot read it as a font.
    public init(path: String, index: Int = 0, weight: Int = 400, italic: Bool = false) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw TypesetterError.unreadableFont(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(index), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw TypesetterError.unreadableFont(path: path, reason: FontFace.freeTypeReason(error))
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw TypesetterError.unreadableFont(path: path, reason: "HarfBuzz could not map the file")
        }
        let hbFace = hb_face_create(blob, UInt32(index))!
        let upem = Int(hb_face_get_upem(hbFace))
        let font = hb_font_create(hbFace)!
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        glyphCount = Int(hb_face_get_glyph_count(hbFace))
        coverage = FaceCoverage(font: font, face: hbFace)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        metrics = FaceMetrics(
            unitsPerEm: upem,
            ascender: Int(extents.ascender),
            descender: Int(-extents.descender),
            lineGap: Int(extents.line_gap)
        )
        bounds = FaceBounds(top: Int(face.pointee.bbox.yMax), bottom: Int(-face.pointee.bbox.yMin))
        self.path = path
        self.index = index
        self.weight = weight
        self.italic = italic
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? "?"
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? "?"
        name = styleName == "Regular" ? familyName : "\(familyName) \(styleName)"
        hbBlob = blob
        self.hbFace = hbFace
        hbFont = font
        freetype = Mutex(FreeTypeHandles(library: library, face: face))
    }

    deinit {
        coverage.bits.deallocate()
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(hbBlob)
        freetype.withLock { handles in
            FT_Done_Face(handles.face)
            FT_Done_FreeType(handles.library)
        }
    }

    /// "Noto Sans Thai Bold".
    public let name: String
    public var description: String { name }

    /// The nominal glyph for a code point, or nil when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

    @inline(__always) func hasGlyph(_ codepoint: UInt32) -> Bool { coverage.has(codepoint) }

    /// Ink extents of glyphs in font units, cached per glyph id (uncached CFF extents are slow): writes the
    /// extents of `infos[i].codepoint` (a glyph id after shaping) to `out[i]`, under one lock.
    func extents(of infos: UnsafePointer<hb_glyph_info_t>, count: Int, into out: UnsafeMutablePointer<GlyphExtents>) {
        extentsCache.withLock { cache in
            if cache.isEmpty && glyphCount > 0 {
                cache = [GlyphExtents](repeating: FontFace.unknownExtents, count: glyphCount)
            }
            cache.withUnsafeMutableBufferPointer { cache in
                for i in 0..<count {
                    let glyph = infos[i].codepoint
                    if Int(glyph) < cache.count {
                        if cache[Int(glyph)] == FontFace.unknownExtents { cache[Int(glyph)] = readExtents(glyph) }
                        out[i] = cache[Int(glyph)]
                    } else {
                        out[i] = readExtents(glyph)
                    }
                }
            }
        }
    }

    /// No glyph has a negative height of Int32.min: marks a cache slot not read yet.
    private static let unknownExtents = GlyphExtents(xBearing: 0, yBearing: 0, width: 0, height: Int32.min)

    private func readExtents(_ glyph: UInt32) -> GlyphExtents {
        var raw = hb_glyph_extents_t()
        _ = hb_font_get_glyph_extents(hbFont, glyph, &raw)
        return GlyphExtents(xBearing: raw.x_bearing, yBearing: raw.y_bearing, width: raw.width, height: raw.height)
    }

    public func extents(of glyph: UInt32) -> GlyphExtents {
        var info = hb_glyph_info_t()
        info.codepoint = glyph
        var result = GlyphExtents(xBearing: 0, yBearing: 0, width: 0, height: 0)
        extents(of: &info, count: 1, into: &result)
        return result
    }

    /// The glyph's outline in font units (unscaled, unhinted), read with FreeType. A bitmap glyph (a color
    /// emoji's CBDT image) has no outline: it is drawn as its ink box, so a drawing covers what it covers.
    public func outline(of glyph: UInt32) -> [OutlineCommand] {
        let commands = vectorOutline(of: glyph)
        guard commands.isEmpty else { return commands }
        let box = extents(of: glyph)
        guard !box.isEmpty else { return [] }
        let (left, right) = (Double(box.xBearing), Double(box.xBearing + box.width))
        let (top, bottom) = (Double(box.yBearing), Double(box.yBearing + box.height))
        return [.move(x: left, y: top), .line(x: right, y: top), .line(x: right, y: bottom), .line(x: left, y: bottom), .line(x: left, y: top)]
    }

    private func vectorOutline(of glyph: UInt32) -> [OutlineCommand] {
        freetype.withLock { handles -> [OutlineCommand] in
            let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
            guard FT_Load_Glyph(handles.face, glyph, flags) == 0,
                  handles.face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return [] }
            var collector = OutlineCollector()
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in
                    user!.assumingMemoryBound(to: OutlineCollector.self).pointee.append(.move(x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
                    return 0
                },
                line_to: { to, user in
                    user!.assumingMemoryBound(to: OutlineCollector.self).pointee.append(.line(x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
                    return 0
                },
                conic_to: { c, to, user in
                    user!.assumingMemoryBound(to: OutlineCollector.self).pointee.append(
                        .quad(cx: Double(c!.pointee.x), cy: Double(c!.pointee.y), x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
                    return 0
                },
                cubic_to: { c1, c2, to, user in
                    user!.assumingMemoryBound(to: OutlineCollector.self).pointee.append(
                        .cubic(c1x: Double(c1!.pointee.x), c1y: Double(c1!.pointee.y), c2x: Double(c2!.pointee.x),
                               c2y: Double(c2!.pointee.y), x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
                    return 0
                },
                shift: 0, delta: 0
            )
            _ = withUnsafeMutablePointer(to: &collector) { pointer in
                FT_Outline_Decompose(&handles.face.pointee.glyph.pointee.outline, &funcs, pointer)
            }
            return collector.commands
        }
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    private static func freeTypeReason(_ error: FT_Error) -> String {
        if let message = FT_Error_String(error) { return String(cString: message) }
        switch error {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x06: return "invalid argument"
        default: return "FreeType error \(error)"
        }
    }
}

/// Which code points a face maps, answerable without a call into HarfBuzz for the BMP: font fallback asks
/// for every grapheme and face tried. A plain value (a pointer into its face's bitset and the face's
/// `hb_font_t`), valid while the face lives, so hot loops hold no references.
struct FaceCoverage: @unchecked Sendable {
    /// 1,024 words: bit `c & 63` of word `c >> 6` is set when code point `c` (< U+10000) has a glyph.
    let bits: UnsafeMutablePointer<UInt64>
    let font: OpaquePointer

    init(font: OpaquePointer, face: OpaquePointer) {
        self.font = font
        bits = .allocate(capacity: 1024)
        bits.initialize(repeating: 0, count: 1024)
        // Code points the cmap lists, each confirmed with the call `has` would otherwise make, so the bitset
        // answers exactly as `hb_font_get_nominal_glyph` does; anything not set asks HarfBuzz.
        let set = hb_set_create()
        hb_face_collect_unicodes(face, set)
        var codepoint = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start of the iteration
        var glyph: hb_codepoint_t = 0
        while hb_set_next(set, &codepoint) != 0 && codepoint < 0x10000 {
            if hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0 {
                bits[Int(codepoint >> 6)] |= 1 << UInt64(codepoint & 63)
            }
        }
        hb_set_destroy(set)
    }

    @inline(__always) func has(_ codepoint: UInt32) -> Bool {
        if codepoint < 0x10000 && bits[Int(codepoint >> 6)] & (1 << UInt64(codepoint & 63)) != 0 { return true }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0
    }

    /// Whether the face has a glyph for every code point of `range` that draws something.
    @inline(__always) func covers(_ codepoints: UnsafeBufferPointer<UInt32>, _ range: Range<Int>) -> Bool {
        for i in range where !has(codepoints[i]) && Typesetter.needsGlyph(codepoints[i]) { return false }
        return true
    }
}

private struct OutlineCollector {
    var commands: [OutlineCommand] = []
    mutating func append(_ command: OutlineCommand) { commands.append(command) }
}
