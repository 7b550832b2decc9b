extension ShapedText {
    /// Lays the shaped text out at `size` points within `constraints`: greedy wrapping at ICU break
    /// opportunities, `maxLines` and fixed-height cuts with a tail "…", line boxes from the faces used on
    /// each line, and ink from the glyphs' extents. Pure Swift: no shaping happens here.
    public func layout(size: Double, constraints: LayoutConstraints = LayoutConstraints()) throws -> TextLayout {
        try validate(size: size, constraints)
        let wrapper = LineBreaker(shaped: self, limit: (constraints.width ?? .infinity) / size)
        var spans = wrapper.lines()
        let lineCount = spans.count
        let naturalEms = LineBreaker(shaped: self, limit: .infinity).lines()
            .map { ems($0.start, $0.contentEnd) }.max() ?? 0

        var visible = constraints.maxLines > 0 ? min(constraints.maxLines, spans.count) : spans.count
        if let height = constraints.height, visible > 1 {
            var bottom = 0.0
            var fitting = 0
            for span in spans.prefix(visible) {
                bottom += lineBox(for: span, size: size, lineHeight: constraints.lineHeight).total
                guard bottom <= height + LineBreaker.tolerance || fitting == 0 else { break }
                fitting += 1
            }
            visible = fitting
        }
        let truncated = visible < spans.count
        spans.removeSubrange(visible...)
        if truncated, let last = spans.last {
            let stop = breaks.first { $0.hard && $0.offset > last.start }.map { trimmed(last.start, $0.offset) } ?? utf16.count
            // The "…" of the chain the line's last character uses, fitted and drawn alike.
            let ellipsis = run(containing: max(last.start, last.contentEnd - 1)).ellipsis
            let cut = wrapper.truncate(from: last.start, stop: stop, ellipsis: ellipses[ellipsis].emsAdvance)
            spans[spans.count - 1] = LineSpan(start: last.start, end: cut, contentEnd: trimmed(last.start, cut), ellipsis: ellipsis)
        }

        let placed = spans.map { place($0, size: size) }
        let boxWidth = constraints.width ?? (placed.map(\.width).max() ?? 0)
        var lines: [TextLayout.Line] = []
        var y = 0.0
        var fonts: [String] = []
        var ink: TextLayout.Rect?
        for (span, line) in zip(spans, placed) {
            let box = lineBox(faces: line.faces, size: size)
            let top = y
            let baseline: Double
            if let fixed = constraints.lineHeight {
                baseline = top + (fixed - (box.ascent + box.descent)) / 2 + box.ascent
                y = top + fixed
            } else {
                baseline = top + box.ascent
                y = baseline + box.descent + box.lineGap
            }
            let x = alignmentOffset(constraints.alignment, lineWidth: line.width, boxWidth: boxWidth)
            var entry = TextLayout.Line(
                text: substring(span.start, span.contentEnd) + (span.ellipsis != nil ? "\u{2026}" : ""),
                start: span.start, end: span.ellipsis != nil ? span.contentEnd : span.end,
                width: line.width, x: x, top: top, baseline: baseline, bottom: y,
                ascent: box.ascent, descent: box.descent, ellipsis: span.ellipsis != nil,
                fonts: line.faces.map(\.name)
            )
            if let lineInk = line.ink {
                entry.inkTop = baseline - lineInk.maxY
                entry.inkBottom = baseline - lineInk.minY
                entry.inkMinX = x + lineInk.minX
                entry.inkMaxX = x + lineInk.maxX
                let rect = TextLayout.Rect(minX: entry.inkMinX!, minY: entry.inkTop!, maxX: entry.inkMaxX!, maxY: entry.inkBottom!)
                ink = ink.map { TextLayout.Rect(minX: min($0.minX, rect.minX), minY: min($0.minY, rect.minY),
                                                maxX: max($0.maxX, rect.maxX), maxY: max($0.maxY, rect.maxY)) } ?? rect
            }
            for name in entry.fonts where !fonts.contains(name) { fonts.append(name) }
            lines.append(entry)
        }

        return TextLayout(
            text: text, locale: locale, size: size, width: constraints.width, maxLines: constraints.maxLines,
            naturalWidth: naturalEms * size, lineCount: lineCount, truncated: truncated,
            visibleText: lines.map(\.text).joined(separator: "\n"), height: y, lines: lines, inkBounds: ink,
            missingGlyphs: missingGlyphs, fonts: fonts, direction: direction
        )
    }

    /// The text of `[start, end)` (UTF-16 offsets at scalar boundaries, as every line boundary is), sliced
    /// from `text`: `String(decoding:as: UTF16.self)` takes a slow generic path.
    private func substring(_ start: Int, _ end: Int) -> String {
        let units = text.utf16
        let lower = units.index(units.startIndex, offsetBy: start)
        return String(text[lower..<units.index(lower, offsetBy: end - start)])
    }

    private func validate(size: Double, _ constraints: LayoutConstraints) throws {
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

    /// The run holding UTF-16 offset `offset` (the last run when past the end).
    func run(containing offset: Int) -> ShapedRun {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return runs[low]
    }

    private struct LineBox {
        var ascent: Double
        var descent: Double
        var lineGap: Double
        var total: Double { ascent + descent + lineGap }
    }

    private func lineBox(faces: [FontFace], size: Double) -> LineBox {
        let used = faces.isEmpty ? [primaryFace] : faces
        var box = LineBox(ascent: 0, descent: 0, lineGap: 0)
        for face in used {
            let scale = size / Double(face.metrics.unitsPerEm)
            box.ascent = max(box.ascent, Double(face.metrics.ascender) * scale)
            box.descent = max(box.descent, Double(face.metrics.descender) * scale)
            box.lineGap = max(box.lineGap, Double(face.metrics.lineGap) * scale)
        }
        return box
    }

    /// The height a span takes before it is placed (for fitting lines into a fixed height).
    private func lineBox(for span: LineSpan, size: Double, lineHeight: Double?) -> LineBox {
        if let lineHeight { return LineBox(ascent: lineHeight, descent: 0, lineGap: 0) }
        var faces: [FontFace] = []
        for run in runs where run.range.overlaps(span.start..<max(span.contentEnd, span.start + 1)) && !faces.contains(run.face) {
            faces.append(run.face)
        }
        return lineBox(faces: faces, size: size)
    }

    private struct PlacedLine {
        var width: Double
        var faces: [FontFace]
        /// Ink relative to the pen origin (x from the line's left edge, y up from the baseline).
        var ink: TextLayout.Rect?
    }

    /// Orders a line's runs visually (UAX #9 rule L2) and walks its glyphs, summing advances and ink.
    private func place(_ span: LineSpan, size: Double) -> PlacedLine {
        struct Piece { var run: ShapedRun; var range: Range<Int> }
        var pieces: [Piece] = []
        if span.contentEnd > span.start {
            for run in runs where run.range.overlaps(span.start..<span.contentEnd) {
                pieces.append(Piece(run: run, range: max(run.range.lowerBound, span.start)..<min(run.range.upperBound, span.contentEnd)))
            }
        }
        var faces: [FontFace] = []
        for piece in pieces where !faces.contains(piece.run.face) { faces.append(piece.run.face) }
        if let index = span.ellipsis {
            let ellipsis = ellipses[index]
            pieces.append(Piece(run: ellipsis, range: ellipsis.range))
            if !faces.contains(ellipsis.face) { faces.append(ellipsis.face) }
        }
        let ordered = ShapedText.visualOrder(pieces, level: { $0.run.level })

        var pen = 0.0
        var ink: TextLayout.Rect?
        for piece in ordered {
            let scale = size / Double(piece.run.face.metrics.unitsPerEm)
            for glyph in piece.run.glyphs where piece.range.contains(glyph.cluster) {
                let extents = glyph.extents
                if !extents.isEmpty {
                    let minX = pen + Double(glyph.xOffset + extents.xBearing) * scale
                    let maxX = minX + Double(extents.width) * scale
                    let top = Double(glyph.yOffset + extents.yBearing) * scale
                    let bottom = top + Double(extents.height) * scale
                    let rect = TextLayout.Rect(minX: min(minX, maxX), minY: min(top, bottom), maxX: max(minX, maxX), maxY: max(top, bottom))
                    ink = ink.map { TextLayout.Rect(minX: min($0.minX, rect.minX), minY: min($0.minY, rect.minY),
                                                    maxX: max($0.maxX, rect.maxX), maxY: max($0.maxY, rect.maxY)) } ?? rect
                }
                pen += Double(glyph.xAdvance) * scale
            }
        }
        return PlacedLine(width: pen, faces: faces, ink: ink)
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
        let rtl = direction == .rtl
        let leading = 0.0
        let trailing = boxWidth - lineWidth
        switch alignment {
        case .natural, .leading, .justified: return rtl ? trailing : leading
        case .trailing: return rtl ? leading : trailing
        case .left: return leading
        case .right: return trailing
        case .center: return (boxWidth - lineWidth) / 2
        }
    }
}

extension ShapedRun {
    /// Total advance in ems.
    var emsAdvance: Double {
        Double(glyphs.reduce(0) { $0 + Int($1.xAdvance) }) / Double(face.metrics.unitsPerEm)
    }
}
