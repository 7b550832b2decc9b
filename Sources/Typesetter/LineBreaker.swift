/// A line of a wrapped text: `[start, end)` in UTF-16 offsets of the source, `contentEnd` without the
/// trailing whitespace; `ellipsis` (an index into `ShapedText.ellipses`) when the text goes on past it but
/// is cut here.
struct LineSpan: Sendable, Hashable {
    var start: Int
    var end: Int
    var contentEnd: Int
    var ellipsis: Int?
}

/// Greedy line filling as UILabel and TextView do it: each line ends at the last ICU break opportunity
/// whose text (without trailing whitespace) fits; a word wider than a line is split at grapheme boundaries.
struct LineBreaker {
    /// Width in ems (points ÷ size); `.infinity` when unlimited.
    let limit: Double
    let count: Int
    // The storage's arrays (valid while the storage lives; `ShapedText.layout` holds it), held directly so
    // the loops below do not go through the class on every access.
    let prefix: UnsafeBufferPointer<Double>
    let whitespace: UnsafeBufferPointer<Bool>
    let breaks: UnsafeBufferPointer<BreakOpportunity>
    let graphemes: UnsafeBufferPointer<Int32>
    /// The whole text fits on one line: no mandatory break before its end and, with no negative advance
    /// (so no candidate line is wider than the whole text), the whole text fits the limit.
    let fitsOnOneLine: Bool
    let naturalEms: Double

    init(shaped: ShapedText.Storage, limit: Double) {
        self.limit = limit
        count = shaped.utf16Count
        prefix = shaped.prefix
        whitespace = shaped.whitespace
        breaks = shaped.breaks
        graphemes = shaped.graphemeBreaks
        naturalEms = shaped.naturalEms
        // `naturalEms` is then exactly what `fits(0, count)` compares.
        fitsOnOneLine = count > 0 && shaped.firstHardBreak == count && shaped.advancesNonNegative
            && shaped.naturalEms <= limit + LineBreaker.tolerance
    }

    /// Widths compare with a tolerance far below a hundredth of a point, so an exact fit fits.
    static let tolerance = 1e-9

    @inline(__always) func trimmed(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && whitespace[end - 1] { end -= 1 }
        return end
    }

    @inline(__always) func fits(_ start: Int, _ end: Int, plus extra: Double = 0) -> Bool {
        prefix[trimmed(start, end)] - prefix[start] + extra <= limit + LineBreaker.tolerance
    }

    /// Every line of the text at this width.
    func lines() -> [LineSpan] {
        // Every break candidate fits, so the greedy loop below would take them all up to the end.
        if fitsOnOneLine { return [LineSpan(start: 0, end: count, contentEnd: trimmed(0, count), ellipsis: nil)] }
        var result: [LineSpan] = []
        // Room for the lines the natural width suggests, so the array seldom grows.
        let estimate = limit > 0 && limit.isFinite ? naturalEms / limit + 2 : 2
        result.reserveCapacity(estimate < 64 ? Int(estimate) : 64)
        var start = 0
        var breakIndex = 0
        while start < count {
            while breakIndex < breaks.count && breaks[breakIndex].offset <= start { breakIndex += 1 }
            var best: Int?
            var index = breakIndex
            while index < breaks.count {
                let candidate = breaks[index]
                // fits(start, candidate.offset), with the trimming done once at shaping.
                guard prefix[max(start, candidate.contentEnd)] - prefix[start] <= limit + LineBreaker.tolerance else { break }
                best = candidate.offset
                if candidate.hard { break }
                index += 1
            }
            let end = best ?? splitOverlongWord(from: start, before: index < breaks.count ? breaks[index].offset : count)
            result.append(LineSpan(start: start, end: end, contentEnd: trimmed(start, end), ellipsis: nil))
            start = end
        }
        return result
    }

    /// The last grapheme boundary (at a glyph-cluster boundary) that fits, at least one grapheme on.
    func splitOverlongWord(from start: Int, before limitOffset: Int) -> Int {
        var low = lowerBound(graphemes, greaterThan: start)
        guard low < graphemes.count else { return count }
        var end = Int(graphemes[low])
        low += 1
        while low < graphemes.count, Int(graphemes[low]) <= limitOffset, fits(start, Int(graphemes[low])) {
            end = Int(graphemes[low])
            low += 1
        }
        return end
    }

    /// The longest cut of `[start, stop)` at a grapheme boundary that fits with an ellipsis after it.
    func truncate(from start: Int, stop: Int, ellipsis: Double) -> Int {
        var cut = start
        var index = lowerBound(graphemes, greaterThan: start)
        while index < graphemes.count, Int(graphemes[index]) <= stop, fits(start, Int(graphemes[index]), plus: ellipsis) {
            cut = Int(graphemes[index])
            index += 1
        }
        return cut
    }

    private func lowerBound(_ sorted: UnsafeBufferPointer<Int32>, greaterThan value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if Int(sorted[mid]) > value { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
