import Foundation

/// A text laid out in a box: what a label shows, line by line, in points. y grows downward from the top
/// of the text block; x from the left edge of the box (its width, or the widest line when unlimited).
///
/// Line texts, `visibleText` and font names are derived on demand from the shaped text the layout came
/// from, so a layout costs no string building: a Dynamic Type sweep makes many and reads few.
public struct TextLayout: Sendable, Hashable, Codable {
    public struct Line: Sendable, Hashable, Codable {
        /// The text shown on the line (logical order), "…" included when the line is truncated.
        public var text: String { source.text }
        /// UTF-16 range of the source text shown on the line.
        public var start: Int
        public var end: Int
        /// Advance width without trailing whitespace, ellipsis included.
        public var width: Double
        /// Left edge of the line's first glyph pen position.
        public var x: Double
        public var top: Double
        public var baseline: Double
        public var bottom: Double
        /// The line box's ascent and descent from the fonts used on the line (before a fixed line height).
        public var ascent: Double
        public var descent: Double
        /// Extent of the glyphs' ink; nil when the line has no ink (only spaces).
        public var inkTop: Double?
        public var inkBottom: Double?
        public var inkMinX: Double?
        public var inkMaxX: Double?
        public var ellipsis: Bool
        /// Faces used on the line, in order of first use in the text ("Noto Sans Thai Bold").
        public var fonts: [String] { source.fonts }

        var source: LineSource

        enum CodingKeys: String, CodingKey {
            case text, start, end, width, x, top, baseline, bottom, ascent, descent, inkTop, inkBottom, inkMinX, inkMaxX, ellipsis, fonts
        }

        init(source: LineSource, start: Int, end: Int, width: Double, x: Double, top: Double, baseline: Double,
             bottom: Double, ascent: Double, descent: Double, ink: Rect? = nil, ellipsis: Bool) {
            self.source = source
            self.start = start
            self.end = end
            self.width = width
            self.x = x
            self.top = top
            self.baseline = baseline
            self.bottom = bottom
            self.ascent = ascent
            self.descent = descent
            self.ellipsis = ellipsis
            if let ink {
                inkTop = ink.minY
                inkBottom = ink.maxY
                inkMinX = ink.minX
                inkMaxX = ink.maxX
            }
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            source = LineSource(text: try c.decode(String.self, forKey: .text), fonts: try c.decode([String].self, forKey: .fonts))
            start = try c.decode(Int.self, forKey: .start)
            end = try c.decode(Int.self, forKey: .end)
            width = try c.decode(Double.self, forKey: .width)
            x = try c.decode(Double.self, forKey: .x)
            top = try c.decode(Double.self, forKey: .top)
            baseline = try c.decode(Double.self, forKey: .baseline)
            bottom = try c.decode(Double.self, forKey: .bottom)
            ascent = try c.decode(Double.self, forKey: .ascent)
            descent = try c.decode(Double.self, forKey: .descent)
            inkTop = try c.decodeIfPresent(Double.self, forKey: .inkTop)
            inkBottom = try c.decodeIfPresent(Double.self, forKey: .inkBottom)
            inkMinX = try c.decodeIfPresent(Double.self, forKey: .inkMinX)
            inkMaxX = try c.decodeIfPresent(Double.self, forKey: .inkMaxX)
            ellipsis = try c.decode(Bool.self, forKey: .ellipsis)
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(start, forKey: .start)
            try c.encode(end, forKey: .end)
            try c.encodeIfPresent(width, forKey: .width)
            try c.encode(x, forKey: .x)
            try c.encode(top, forKey: .top)
            try c.encode(baseline, forKey: .baseline)
            try c.encode(bottom, forKey: .bottom)
            try c.encode(ascent, forKey: .ascent)
            try c.encode(descent, forKey: .descent)
            try c.encodeIfPresent(inkTop, forKey: .inkTop)
            try c.encodeIfPresent(inkBottom, forKey: .inkBottom)
            try c.encodeIfPresent(inkMinX, forKey: .inkMinX)
            try c.encodeIfPresent(inkMaxX, forKey: .inkMaxX)
            try c.encode(ellipsis, forKey: .ellipsis)
            try c.encode(fonts, forKey: .fonts)
        }
    }

    public struct Rect: Sendable, Hashable, Codable {
        public var minX: Double
        public var minY: Double
        public var maxX: Double
        public var maxY: Double
    }

    public var text: String
    public var locale: String
    public var size: Double
    /// The available width; nil when unlimited.
    public var width: Double?
    public var maxLines: Int
    /// The advance of the whole text on one line per paragraph (trailing whitespace excluded).
    public var naturalWidth: Double
    /// Lines the text needs at this width, before `maxLines` or a fixed height cut it.
    public var lineCount: Int
    public var truncated: Bool
    /// What the reader sees, lines joined with "\n", "…" included.
    public var visibleText: String { lines.count == 1 ? lines[0].text : lines.map(\.text).joined(separator: "\n") }
    /// Height of the visible lines' boxes.
    public var height: Double
    public var lines: [Line]
    /// Union of the visible glyphs' ink; nil when nothing visible has ink.
    public var inkBounds: Rect?
    public var missingGlyphs: [MissingGlyph]
    /// Faces used by the visible lines, in order of first use in the text.
    public var fonts: [String] { faces.names }
    public var direction: TextDirection

    var faces: FaceSet

    enum CodingKeys: String, CodingKey {
        case text, locale, size, width, maxLines, naturalWidth, lineCount, truncated, visibleText, height, lines,
             inkBounds, missingGlyphs, fonts, direction
    }

    init(text: String, locale: String, size: Double, width: Double?, maxLines: Int, naturalWidth: Double, lineCount: Int,
         truncated: Bool, height: Double, lines: [Line], inkBounds: Rect?, missingGlyphs: [MissingGlyph], faces: FaceSet,
         direction: TextDirection) {
        self.text = text
        self.locale = locale
        self.size = size
        self.width = width
        self.maxLines = maxLines
        self.naturalWidth = naturalWidth
        self.lineCount = lineCount
        self.truncated = truncated
        self.height = height
        self.lines = lines
        self.inkBounds = inkBounds
        self.missingGlyphs = missingGlyphs
        self.faces = faces
        self.direction = direction
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        locale = try c.decode(String.self, forKey: .locale)
        size = try c.decode(Double.self, forKey: .size)
        width = try c.decodeIfPresent(Double.self, forKey: .width)
        maxLines = try c.decode(Int.self, forKey: .maxLines)
        naturalWidth = try c.decode(Double.self, forKey: .naturalWidth)
        lineCount = try c.decode(Int.self, forKey: .lineCount)
        truncated = try c.decode(Bool.self, forKey: .truncated)
        height = try c.decode(Double.self, forKey: .height)
        lines = try c.decode([Line].self, forKey: .lines)
        inkBounds = try c.decodeIfPresent(Rect.self, forKey: .inkBounds)
        missingGlyphs = try c.decode([MissingGlyph].self, forKey: .missingGlyphs)
        faces = FaceSet(decoded: try c.decode([String].self, forKey: .fonts))
        direction = try c.decode(TextDirection.self, forKey: .direction)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(locale, forKey: .locale)
        try c.encode(size, forKey: .size)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encode(maxLines, forKey: .maxLines)
        try c.encode(naturalWidth, forKey: .naturalWidth)
        try c.encode(lineCount, forKey: .lineCount)
        try c.encode(truncated, forKey: .truncated)
        try c.encode(visibleText, forKey: .visibleText)
        try c.encode(height, forKey: .height)
        try c.encode(lines, forKey: .lines)
        try c.encodeIfPresent(inkBounds, forKey: .inkBounds)
        try c.encode(missingGlyphs, forKey: .missingGlyphs)
        try c.encode(fonts, forKey: .fonts)
        try c.encode(direction, forKey: .direction)
    }
}

/// What a line's text and font names come from: the shaped text it was laid out from (sliced when first
/// read; one reference per line), or the values decoded from JSON.
struct LineSource: Sendable, Hashable {
    private enum Origin: Sendable {
        case shaped(ShapedText.Storage)
        case decoded(Decoded)
    }

    private final class Decoded: Sendable {
        let text: String
        let fonts: [String]
        init(text: String, fonts: [String]) {
            self.text = text
            self.fonts = fonts
        }
    }

    private let origin: Origin
    /// UTF-16 range of the source text shown (without trailing whitespace), for `.shaped`.
    private let start: Int
    private let end: Int
    private let ellipsis: Bool
    /// Faces used, a bit per face index of the shaped text, for `.shaped`.
    private let faceBits: UInt64

    init(storage: ShapedText.Storage, start: Int, end: Int, ellipsis: Bool, faces: UInt64) {
        origin = .shaped(storage)
        self.start = start
        self.end = end
        self.ellipsis = ellipsis
        faceBits = faces
    }

    init(text: String, fonts: [String]) {
        origin = .decoded(Decoded(text: text, fonts: fonts))
        start = 0
        end = 0
        ellipsis = false
        faceBits = 0
    }

    var text: String {
        switch origin {
        case .decoded(let decoded): return decoded.text
        case .shaped(let storage):
            let body = storage.substring(start, end)
            return ellipsis ? body + "\u{2026}" : body
        }
    }

    var fonts: [String] {
        switch origin {
        case .decoded(let decoded): return decoded.fonts
        case .shaped(let storage): return FaceSet(bits: faceBits, names: storage.faceNames).names
        }
    }

    static func == (a: LineSource, b: LineSource) -> Bool { a.text == b.text && a.fonts == b.fonts }
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(fonts)
    }
}

/// A set of faces (a bit per face index of a shaped text) with their names, in order of first use.
struct FaceSet: Sendable, Hashable {
    private let bits: UInt64
    private let allNames: [String]

    init(bits: UInt64, names: [String]) {
        self.bits = bits
        allNames = names
    }

    init(decoded names: [String]) {
        bits = names.isEmpty ? 0 : UInt64.max >> UInt64(64 - min(names.count, 64))
        allNames = names
    }

    var names: [String] {
        var result: [String] = []
        var set = bits
        while set != 0 {
            result.append(allNames[set.trailingZeroBitCount])
            set &= set - 1
        }
        return result
    }

    static func == (a: FaceSet, b: FaceSet) -> Bool { a.names == b.names }
    func hash(into hasher: inout Hasher) { hasher.combine(names) }
}

extension TextLayout {
    /// A copy with every length rounded to `places` decimals, for printing (measurements stay unrounded
    /// until a report prints them).
    public func rounded(toPlaces places: Int) -> TextLayout {
        let factor = pow(10.0, Double(places))
        func r(_ value: Double) -> Double { (value * factor).rounded() / factor }
        func r(_ value: Double?) -> Double? { value.map(r) }
        var copy = self
        copy.naturalWidth = r(naturalWidth)
        copy.height = r(height)
        copy.width = r(width)
        copy.inkBounds = inkBounds.map { Rect(minX: r($0.minX), minY: r($0.minY), maxX: r($0.maxX), maxY: r($0.maxY)) }
        copy.lines = lines.map { line in
            var line = line
            line.width = r(line.width)
            line.x = r(line.x)
            line.top = r(line.top)
            line.baseline = r(line.baseline)
            line.bottom = r(line.bottom)
            line.ascent = r(line.ascent)
            line.descent = r(line.descent)
            line.inkTop = r(line.inkTop)
            line.inkBottom = r(line.inkBottom)
            line.inkMinX = r(line.inkMinX)
            line.inkMaxX = r(line.inkMaxX)
            return line
        }
        return copy
    }
}
