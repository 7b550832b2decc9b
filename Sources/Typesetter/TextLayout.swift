import Foundation

/// A text laid out in a box: what a label shows, line by line, in points. y grows downward from the top
/// of the text block; x from the left edge of the box (its width, or the widest line when unlimited).
public struct TextLayout: Sendable, Hashable, Codable {
    public struct Line: Sendable, Hashable, Codable {
        /// The text shown on the line (logical order), "…" included when the line is truncated.
        public var text: String
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
        public var fonts: [String]
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
    public var visibleText: String
    /// Height of the visible lines' boxes.
    public var height: Double
    public var lines: [Line]
    /// Union of the visible glyphs' ink; nil when nothing visible has ink.
    public var inkBounds: Rect?
    public var missingGlyphs: [MissingGlyph]
    /// Faces used by the visible lines, in order of first use ("Noto Sans Thai Bold").
    public var fonts: [String]
    public var direction: TextDirection
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
