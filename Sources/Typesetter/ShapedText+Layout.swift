extension ShapedText {
    /// Lays the shaped text out at `size` points within `constraints`: greedy wrapping at ICU break
    /// opportunities, `maxLines` and fixed-height cuts with a tail "…", line boxes from the faces used on
    /// each line, and ink from the glyphs' extents. Pure Swift: no shaping happens here.
    public func layout(size: Double, constraints: LayoutConstraints = LayoutConstraints()) throws -> TextLayout {
        try ShapedText.validate(size: size, constraints)
        let s = storage
        let wrapper = LineBreaker(shaped: s, limit: (constraints.width ?? .infinity) / size)
        var spans = wrapper.lines()
        let lineCount = spans.count

        var visible = constraints.maxLines > 0 ? min(constraints.maxLines, spans.count) : spans.count
        let padding = constraints.lineHeight == nil ? constraints.fontPadding : nil
        if let height = constraints.height, visible > 1 {
            var bottom = 0.0
            var fitting = 0
            for span in spans.prefix(visible) {
                // With font padding the block's bottom, were this line the last shown, is its padded descent.
                var lastLineExtra = 0.0
                if let fixed = constraints.lineHeight {
                    bottom += fixed
                } else {
                    let box = lineBox(faces: facesOverlapping(span), size: size)
                    bottom += (fitting == 0 ? max(box.ascent, (padding?.top ?? 0) * size) : box.ascent) + box.descent + box.lineGap
                    lastLineExtra = max(0, (padding?.bottom ?? 0) * size - box.descent)
                }
                guard bottom + lastLineExtra <= height + LineBreaker.tolerance || fitting == 0 else { break }
                fitting += 1
            }
            visible = fitting
        }
        let truncated = visible < spans.count
        if truncated { spans.removeSubrange(visible...) }
        if truncated, let last = spans.last {
            let stop = s.breaks.first { $0.hard && $0.offset > last.start }.map { s.trimmed(last.start, $0.offset) } ?? s.utf16Count
            // The "…" of the chain the line's last character uses, fitted and drawn alike.
            let ellipsis = s.segments[s.segment(containing: max(last.start, last.contentEnd - 1))].ellipsis
            let cut = wrapper.truncate(from: last.start, stop: stop, ellipsis: s.ellipses[ellipsis].advance)
            spans[spans.count - 1] = LineSpan(start: last.start, end: cut, contentEnd: s.trimmed(last.start, cut), ellipsis: ellipsis)
        }

        // With a width the lines are placed as they are made; without one the box is the widest line, so
        // every line is measured first.
        let measured = constraints.width == nil ? spans.map { place($0, size: size) } : []
        let boxWidth = constraints.width ?? (measured.map(\.width).max() ?? 0)
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(spans.count)
        var y = 0.0
        var usedFaces: UInt64 = 0
        var ink: TextLayout.Rect?
        for (index, span) in spans.enumerated() {
            let line = measured.isEmpty ? place(span, size: size) : measured[index]
            let box = lineBox(faces: line.faces, size: size)
            let top = y
            let baseline: Double
            if let fixed = constraints.lineHeight {
                baseline = top + (fixed - (box.ascent + box.descent)) / 2 + box.ascent
                y = top + fixed
            } else {
                baseline = top + (index == 0 ? max(box.ascent, (padding?.top ?? 0) * size) : box.ascent)
                y = baseline + (index == spans.count - 1 ? max(box.descent, (padding?.bottom ?? 0) * size) : box.descent) + box.lineGap
            }
            let x = alignmentOffset(constraints.alignment, lineWidth: line.width, boxWidth: boxWidth)
            var lineInk: TextLayout.Rect?
            if line.hasInk {
                let rect = TextLayout.Rect(minX: x + line.inkMinX, minY: baseline - line.inkMaxY, maxX: x + line.inkMaxX, maxY: baseline - line.inkMinY)
                lineInk = rect
                ink = ink.map { TextLayout.Rect(minX: min($0.minX, rect.minX), minY: min($0.minY, rect.minY),
                                                maxX: max($0.maxX, rect.maxX), maxY: max($0.maxY, rect.maxY)) } ?? rect
            }
            usedFaces |= line.faces
            lines.append(TextLayout.Line(
                source: LineSource(storage: s, start: span.start, end: span.contentEnd, ellipsis: span.ellipsis != nil, faces: line.faces),
                start: span.start, end: span.ellipsis != nil ? span.contentEnd : span.end,
                width: line.width, x: x, top: top, baseline: baseline, bottom: y,
                ascent: box.ascent, descent: box.descent, ink: lineInk, ellipsis: span.ellipsis != nil
            ))
        }

        return TextLayout(
            text: s.text, locale: s.locale, size: size, width: constraints.width, maxLines: constraints.maxLines,
            naturalWidth: s.naturalEms * size, lineCount: lineCount, truncated: truncated,
            height: y, lines: lines, inkBounds: ink,
            missingGlyphs: s.missingGlyphs, faces: FaceSet(bits: usedFaces, names: s.faceNames), direction: s.direction
        )
    }

    static func validate(size: Double, _ constraints: LayoutConstraints) throws {
        func positive(_ value: Double?, _ name: String) throws {
            if let value, !(value.isFinite && value > 0) {
                throw TypesetterError.invalidConstraint("\(name) must be a positive number of points, got \(value)")
            }
        }
        try positive(size, "size")
        try positive(constraints.width, "width")
        try positive(constraints.lineHeight, "line height")
        try positive(constraints.height, "height")
        if constraints.maxLines < 0 {
            throw TypesetterError.invalidConstraint("maxLines must be 0 (unlimited) or more, got \(constraints.maxLines)")
        }
    }

    private struct LineBox {
        var ascent: Double
        var descent: Double
        var lineGap: Double
        var total: Double { ascent + descent + lineGap }
    }

    /// The line box of a set of faces (a bit per face index); an empty line takes the primary face's.
    private func lineBox(faces: UInt64, size: Double) -> LineBox {
        let s = storage
        var box = LineBox(ascent: 0, descent: 0, lineGap: 0)
        var set = faces == 0 ? UInt64(1) << UInt64(s.primaryFace) : faces
        while set != 0 {
            let index = set.trailingZeroBitCount
            set &= set - 1
            let metrics = s.faceMetrics[index]
            box.ascent = max(box.ascent, metrics.ascent * size)
            box.descent = max(box.descent, metrics.descent * size)
            box.lineGap = max(box.lineGap, metrics.lineGap * size)
        }
        return box
    }

    /// Faces of the segments a span overlaps (before it is placed, for fitting lines into a fixed height).
    private func facesOverlapping(_ span: LineSpan) -> UInt64 {
        let s = storage
        let end = max(span.contentEnd, span.start + 1)
        var faces: UInt64 = 0
        var index = s.segment(containing: span.start)
        while index < s.segments.count && s.segments[index].start < end {
            if s.segments[index].end > span.start { faces |= 1 << UInt64(s.segments[index].face) }
            index += 1
        }
        return faces
    }

    private struct PlacedLine {
        var width: Double
        var faces: UInt64
        /// Some glyph of the line has ink (the extremes below are then finite).
        var hasInk: Bool { inkMinX != .infinity }
        /// Ink relative to the line's left edge (x) and baseline (y up).
        var inkMinX = Double.infinity
        var inkMinY = Double.infinity
        var inkMaxX = -Double.infinity
        var inkMaxY = -Double.infinity
    }

    /// Orders a line's segments visually (UAX #9 rule L2) and walks their glyphs, summing advances and ink.
    private func place(_ span: LineSpan, size: Double) -> PlacedLine {
        let s = storage
        let segments = s.segments
        let first = s.segment(containing: span.start)
        // The common case: the whole line inside one left-to-right segment, no ellipsis.
        if span.ellipsis == nil, span.contentEnd > span.start, segments[first].end >= span.contentEnd, segments[first].level == 0 {
            let segment = segments[first]
            var line = PlacedLine(width: 0, faces: 1 << UInt64(segment.face))
            ShapedText.walk(s.glyphs, s.glyphRange(of: segment, from: span.start, to: span.contentEnd), size: size, into: &line)
            return line
        }

        // Several segments, a right-to-left one or an ellipsis: collect the pieces (in scratch space on the
        // stack), put them in visual order, walk them.
        var last = first
        while last < segments.count && segments[last].start < span.contentEnd { last += 1 }
        return withUnsafeTemporaryAllocation(of: Piece.self, capacity: last - first + 1) { pieces in
            var line = PlacedLine(width: 0, faces: 0)
            var n = 0
            if span.contentEnd > span.start {
                for index in first..<last where segments[index].end > span.start {
                    let segment = segments[index]
                    pieces[n] = Piece(level: segment.level, glyphs: s.glyphRange(of: segment, from: span.start, to: span.contentEnd))
                    n += 1
                    line.faces |= 1 << UInt64(segment.face)
                }
            }
            if let ellipsis = span.ellipsis {
                let segment = s.ellipses[ellipsis]
                pieces[n] = Piece(level: segment.level, glyphs: segment.glyphStart..<segment.glyphEnd)
                n += 1
                line.faces |= 1 << UInt64(segment.face)
            }
            let ordered = UnsafeMutableBufferPointer(rebasing: pieces[0..<n])
            ShapedText.reorderVisually(ordered)
            for piece in ordered { ShapedText.walk(s.glyphs, piece.glyphs, size: size, into: &line) }
            return line
        }
    }

    /// Sums the advances of `range` at `size` into the line's width (the pen) and its ink.
    @inline(__always)
    private static func walk(_ glyphs: UnsafeBufferPointer<PlacedGlyph>, _ range: Range<Int>, size: Double, into line: inout PlacedLine) {
        var pen = line.width
        var minX = line.inkMinX, maxX = line.inkMaxX, minY = line.inkMinY, maxY = line.inkMaxY
        for i in range {
            // A glyph without ink leaves the extremes as they are (its own are ±∞).
            let glyph = glyphs[i]
            minX = min(minX, pen + glyph.inkMinX * size)
            maxX = max(maxX, pen + glyph.inkMaxX * size)
            minY = min(minY, glyph.inkMinY * size)
            maxY = max(maxY, glyph.inkMaxY * size)
            pen += glyph.advance * size
        }
        line.width = pen
        (line.inkMinX, line.inkMaxX, line.inkMinY, line.inkMaxY) = (minX, maxX, minY, maxY)
    }

    /// A piece of a line: the glyphs of one segment (or ellipsis) that the line shows, and their level.
    private struct Piece {
        var level: UInt8
        var glyphs: Range<Int>
    }

    /// `visualOrder` in place, without allocating.
    private static func reorderVisually(_ items: UnsafeMutableBufferPointer<Piece>) {
        var highest: UInt8 = 0
        var lowestOdd = UInt8.max
        for item in items {
            highest = max(highest, item.level)
            if item.level & 1 == 1 { lowestOdd = min(lowestOdd, item.level) }
        }
        guard highest > 0 else { return }
        if lowestOdd == .max { lowestOdd = highest }
        var current = highest
        while current >= lowestOdd && current > 0 {
            var i = 0
            while i < items.count {
                guard items[i].level >= current else { i += 1; continue }
                var j = i
                while j < items.count && items[j].level >= current { j += 1 }
                items[i..<j].reverse()
                i = j
            }
            current -= 1
        }
    }

    /// UAX #9 L2: from the highest level down to the lowest odd level, reverse every maximal sequence of
    /// items at that level or higher.
    static func visualOrder<Item>(_ items: [Item], level: (Item) -> UInt8) -> [Item] {
        let levels = items.map(level)
        guard let highest = levels.max(), highest > 0 else { return items }
        let lowestOdd = levels.filter { $0 & 1 == 1 }.min() ?? highest
        var order = Array(items.indices)
        var current = highest
        while current >= lowestOdd && current > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= current else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= current { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            current -= 1
        }
        return order.map { items[$0] }
    }

    private func alignmentOffset(_ alignment: TextAlignment, lineWidth: Double, boxWidth: Double) -> Double {
        let rtl = storage.direction == .rtl
        let trailing = boxWidth - lineWidth
        switch alignment {
        case .natural, .leading, .justified: return rtl ? trailing : 0
        case .trailing: return rtl ? 0 : trailing
        case .left: return 0
        case .right: return trailing
        case .center: return trailing / 2
        }
    }
}
