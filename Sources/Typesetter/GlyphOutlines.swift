/// Glyphs as a drawing needs them: which glyph of which face stands where on each line of a layout, and
/// its outline. Kept apart from layout: `ShapedText.layout` sums advances and ink only; this walks the same
/// lines again, in the same visual order, when a report wants to draw them.

/// One glyph placed in a `TextLayout`: its origin in points, in the layout's coordinates (x from the left
/// edge of the box, y down from the top of the text block; `y` is the baseline moved by the glyph's
/// vertical offset), at the layout's size.
public struct DrawnGlyph: Sendable, Hashable {
    public var face: FontFace
    public var glyph: UInt32
    public var x: Double
    public var y: Double
    /// Points per font unit (size ÷ units per em): multiply outline coordinates by this, y flipped.
    public var scale: Double
    /// True for the glyphs of a truncation "…".
    public var isEllipsis: Bool
}

extension ShapedText {
    /// The glyphs of `layout`, a layout of this shaped text, line by line in visual (left-to-right drawing)
    /// order: the same walk as layout's own (UAX #9 L2 over the line's runs, the chain's "…" last in logical
    /// order), so positions and ink agree with the layout's numbers. A layout of another text gives [].
    public func drawnGlyphs(in layout: TextLayout) -> [[DrawnGlyph]] {
        let s = storage
        guard layout.text == s.text, !s.segments.isEmpty else { return layout.lines.map { _ in [] } }
        // Glyph ids and offsets of the text glyphs, by flat glyph index, from the runs as shaped.
        var ids = [UInt32](repeating: 0, count: s.glyphs.count)
        var xOffsets = [Int32](repeating: 0, count: s.glyphs.count)
        var yOffsets = [Int32](repeating: 0, count: s.glyphs.count)
        for (segment, run) in zip(s.segments, runs) {
            for (i, glyph) in zip(segment.glyphStart..<segment.glyphEnd, run.glyphs) {
                ids[i] = glyph.id
                xOffsets[i] = glyph.xOffset
                yOffsets[i] = glyph.yOffset
            }
        }
        // An ellipsis is one "…" shaped alone: its face's nominal glyph, no offsets.
        for segment in s.ellipses {
            let glyph = s.faces[segment.face].glyph(for: "\u{2026}") ?? 0
            for i in segment.glyphStart..<segment.glyphEnd { ids[i] = glyph }
        }

        let size = layout.size
        return layout.lines.map { line -> [DrawnGlyph] in
            let start = line.start
            let contentEnd = line.ellipsis ? line.end : s.trimmed(line.start, line.end)
            var pieces: [(segment: Segment, glyphs: Range<Int>, ellipsis: Bool)] = []
            if contentEnd > start {
                var index = s.segment(containing: start)
                while index < s.segments.count && s.segments[index].start < contentEnd {
                    let segment = s.segments[index]
                    if segment.end > start { pieces.append((segment, s.glyphRange(of: segment, from: start, to: contentEnd), false)) }
                    index += 1
                }
            }
            if line.ellipsis {
                let chain = s.segments[s.segment(containing: max(start, contentEnd - 1))].ellipsis
                let segment = s.ellipses[chain]
                pieces.append((segment, segment.glyphStart..<segment.glyphEnd, true))
            }
            let ordered = ShapedText.visualOrder(pieces, level: { $0.segment.level })
            var pen = line.x
            var drawn: [DrawnGlyph] = []
            for piece in ordered {
                let face = s.faces[piece.segment.face]
                let perEm = 1.0 / Double(face.metrics.unitsPerEm)
                for i in piece.glyphs {
                    let placed = s.glyphs[i]
                    drawn.append(DrawnGlyph(face: face, glyph: ids[i],
                                            x: pen + Double(xOffsets[i]) * perEm * size,
                                            y: line.baseline - Double(yOffsets[i]) * perEm * size,
                                            scale: perEm * size, isEllipsis: piece.ellipsis))
                    pen += placed.advance * size
                }
            }
            return drawn
        }
    }
}

extension OutlineCommand {
    /// The points the command names (control points included), font units, y up.
    public var points: [(x: Double, y: Double)] {
        switch self {
        case .move(let x, let y), .line(let x, let y): [(x, y)]
        case .quad(let cx, let cy, let x, let y): [(cx, cy), (x, y)]
        case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): [(c1x, c1y), (c2x, c2y), (x, y)]
        }
    }
}

extension FontFace {
    /// The bounding box of a glyph's outline points in font units, y up (the box `glyf` stores and
    /// HarfBuzz reports as extents); nil for a glyph without an outline (a space).
    public func outlineBounds(of glyph: UInt32) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let points = outline(of: glyph).flatMap(\.points)
        guard let first = points.first else { return nil }
        return points.reduce((first.x, first.y, first.x, first.y)) { box, p in
            (min(box.0, p.x), min(box.1, p.y), max(box.2, p.x), max(box.3, p.y))
        }
    }
}
