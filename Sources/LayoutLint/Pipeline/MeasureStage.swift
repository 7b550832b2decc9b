import Dispatch
import Foundation
import Synchronization
import Typesetter

/// Stage 5, measure: each job shaped once with the real fonts (HarfBuzz, FreeType, ICU through
/// `Typesetter`) and laid out at each of its sizes, autoShrink and the stand-in font's band included; the
/// label's own rules run on the same worker right after (`RuleStage.checkLabel`), while its layouts are there.
struct MeasureStage: TypesettingStage, Sendable {
    typealias Job = JobStage.Job
    typealias JobSize = JobStage.JobSize
    let typesetter: Typesetter
    let options: LintOptions
    var shapes: ShapedTexts?

    /// A label and the findings of its own rules; `label` is nil once it has moved on to its screen.
    struct MeasuredResult: Sendable {
        var label: MeasuredLabel?
        var findings: [Finding]
        /// What the label's rules add to the coverage (`Rule.coverageSkips`).
        var skips: [CoverageSkip] = []
    }

    /// Lays out every job, `options.workers` at a time, and runs `check` on each label on the same worker;
    /// results in job order, whatever the timing.
    /// `keepsLayouts` says which labels a screen rule reads the layouts of afterwards; the others give them
    /// up once their own rules have run (a label's layouts hold its shaped text: kept for every label of a
    /// large project, they were most of its memory).
    /// `progress` places these jobs in a run measured in several calls: the jobs measured before, and the
    /// run's total.
    func measure(_ jobs: [Job], check: @Sendable (Int, MeasuredLabel) -> (findings: [Finding], skips: [CoverageSkip]) = { _, _ in ([], []) },
                 keepsLayouts: @Sendable (Int) -> Bool = { _ in true },
                 progress part: (before: Int, total: Int)? = nil) -> [MeasuredResult] {
        // Each result goes straight to its slot: gathered per worker first, every label was held twice.
        let results = Mutex<[MeasuredResult]>(Array(repeating: MeasuredResult(label: nil, findings: []), count: jobs.count))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let workers = min(options.workers, max(1, jobs.count))
        let progress = options.progress
        let (before, total) = part ?? (0, jobs.count)
        progress?.report(.labels, before, total)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { break }
                var label = measure(jobs[index])
                let (findings, skips) = check(index, label)
                if !keepsLayouts(index) { label.sizes = [] }
                let result = MeasuredResult(label: label, findings: findings, skips: skips)
                results.withLock { $0[index] = result }
                if let progress { progress.report(.labels, before + done.wrappingAdd(1, ordering: .relaxed).newValue, total) }
            }
        }
        return results.withLock { all in
            defer { all = [] }
            return all
        }
    }

    func measure(_ job: Job) -> MeasuredLabel {
        // A catalog value no label lays out, shown in a locale as the source's fallback, is not shaped: the
        // rules that need no box read only that it falls back (the source value is checked in the source).
        let unread = job.isFallback && job.sizes.isEmpty && job.screen.origin == .catalog
        let text = job.text
        var label = MeasuredLabel(declaration: job.declaration, locale: job.locale, entry: job.entry,
                                  sourceEntry: job.sourceEntry, siblings: job.siblings, sourceSiblings: job.sourceSiblings,
                                  isFallback: job.isFallback, text: text, font: job.font,
                                  constraints: job.constraints, isRightToLeft: LocaleInfo.of(job.locale).isRightToLeft,
                                  sizes: [], failure: nil)
        label.hasNoBox = job.hasNoBox
        if unread { return label }
        do {
            if job.sizes.isEmpty {
                // No box to lay it out in (a catalog value no label shows): only its glyph coverage is read.
                label.missingGlyphs = try typesetter.missingGlyphs(text, locale: job.locale, font: job.font)
                return label
            }
            let shaped = try shape(text, locale: job.locale, font: job.font)
            label.missingGlyphs = shaped.missingGlyphs
            for size in job.sizes {
                label.sizes.append(try layout(shaped, at: size, job: job))
            }
            // A box as wide as its text (`widthFollowsText`: Android wrap_content, an Auto Layout text that
            // hugs its content) is its widest line, wherever its width limit is.
            label.alignmentShows = label.sizes.contains { sized in
                let widest = sized.layout.lines.map(\.width).max() ?? 0
                let box = job.element.widthFollowsText ? widest : sized.constraints.width ?? widest
                return sized.layout.lines.contains { box - $0.width >= 1 }
            }
            label.measurements = label.sizes.count
            label.fillsItsBox = !label.sizes.isEmpty && label.sizes.allSatisfy { sized in
                guard let width = sized.constraints.width, sized.layout.lines.count == 1, !sized.layout.truncated else { return false }
                return sized.naturalWidthAtSize >= width - Self.fillTolerance
            }
        } catch {
            label.sizes = []
            label.failure = "\(error)"
            if case .unknownFamily(let family)? = error as? TypesetterError { label.unknownFamily = family }
        }
        return label
    }

    /// The smallest size autoShrink takes a text drawn at `size` to: `minimumSize` scaled as the text's
    /// own size is (Android: sp through the font scale's curve), else `size × minimumScaleFactor`.
    static func smallestSize(_ shrink: AutoShrink, at size: Double, element: LayoutElement, platform: Platform,
                             category: String?) -> Double {
        if let minimum = shrink.minimumSize ?? shrink.sizes?.first {
            return scaledLength(minimum, element: element, platform: platform, category: category)
        }
        return size * (shrink.minimumScaleFactor ?? 1)
    }

    /// A length in the text's own unit at a size category: Android sp through the font scale's curve;
    /// on Apple platforms in proportion to the element's size.
    static func scaledLength(_ value: Double, element: LayoutElement, platform: Platform, category: String?) -> Double {
        switch platform {
        case .android:
            return SizeScale.androidLineHeight(sp: value, category: category)
        default:
            guard let category, let base = element.size, base > 0,
                  let scaled = SizeScale.sizes(for: element, platform: platform, categories: [category]).first?.size else { return value }
            return value * scaled / base
        }
    }

    /// One size, with autoShrink: a single line shrinks linearly (unhinted advances scale with the size)
    /// until it fits or reaches the minimum scale; several lines search the largest scale that fits.
    func layout(_ shaped: ShapedText, at jobSize: JobSize, job: Job) throws -> SizedLayout {
        let size = jobSize.size, category = jobSize.category, constraints = jobSize.constraints
        var layout = try shaped.layout(size: size, constraints: constraints)
        var effective = size
        var limitReached = false
        let platform = job.declaration.screen.platform
        if let shrink = job.element.autoShrink, layout.truncated,
           case let minimum = Self.smallestSize(shrink, at: size, element: job.element, platform: platform, category: category),
           minimum < size {
            if constraints.maxLines == 1, let width = constraints.width, constraints.height == nil {
                let fitting = size * width / layout.naturalWidth
                effective = max(minimum, fitting)
                layout = try shaped.layout(size: effective, constraints: constraints)
                if layout.truncated && effective > minimum {
                    // Rounding at the exact fit: one step smaller.
                    effective = max(minimum, effective * (1 - 1e-9))
                    layout = try shaped.layout(size: effective, constraints: constraints)
                }
            } else {
                var low = minimum, high = size
                var best = try shaped.layout(size: low, constraints: constraints)
                if !best.truncated {
                    for _ in 0..<14 {
                        let middle = (low + high) / 2
                        let attempt = try shaped.layout(size: middle, constraints: constraints)
                        if attempt.truncated { high = middle } else { low = middle; best = attempt }
                    }
                }
                effective = low
                layout = best
            }
            // Only the sizes it takes: the largest at most the size found, else the smallest (Android's
            // findLargestTextSizeWhichFits returns its first size when none fits).
            var taken = effective
            if let sizes = shrink.sizes {
                let scaled = sizes.map { Self.scaledLength($0, element: job.element, platform: platform, category: category) }
                taken = scaled.last { $0 <= effective + 1e-9 } ?? scaled.first ?? effective
            } else if let step = shrink.step.map({ Self.scaledLength($0, element: job.element, platform: platform, category: category) }), step > 0 {
                taken = minimum + ((effective - minimum) / step + 1e-9).rounded(.down) * step
            }
            if taken.isFinite, taken > 0, abs(taken - effective) > 1e-9 {
                effective = taken
                layout = try shaped.layout(size: effective, constraints: constraints)
            }
            limitReached = layout.truncated
        }
        var fitsWithinBand: Bool?
        var fitsWithinSpread: Bool?
        let systemStandIn = job.screen.platform.usesStandInSystemFont && (job.element.family ?? "system") == "system"
        if layout.truncated, systemStandIn || job.element.fontStandIn != nil {
            let scripts = TextFacts.scripts(of: layout.visibleText + job.text).map(\.script)
            // An app font drawn by a stand-in (`AppFontStandIns`) has its own band.
            let band = job.element.fontStandIn?.band ?? StandInFonts.band(scripts: scripts, size: effective)
            var widened = constraints
            widened.width = constraints.width.map { $0 / band.width }
            widened.height = constraints.height.map { $0 / band.lineHeight }
            fitsWithinBand = !(try shaped.layout(size: effective, constraints: widened)).truncated
            if fitsWithinBand == true, systemStandIn, let spread = StandInFonts.spread(scripts: scripts, size: effective), let width = constraints.width {
                var nudged = constraints
                nudged.width = width / spread
                fitsWithinSpread = !(try shaped.layout(size: effective, constraints: nudged)).truncated
            }
        }
        return SizedLayout(sizeCategory: category, size: size, effectiveSize: effective, layout: layout,
                           shrinkLimitReached: limitReached,
                           unconstrained: layout.truncated
                               ? try shaped.layout(size: effective, constraints: LayoutConstraints(
                                   width: constraints.width, lineHeight: constraints.lineHeight,
                                   alignment: constraints.alignment, fontPadding: constraints.fontPadding))
                               : nil,
                           constraints: constraints, screenWidth: jobSize.screenWidth, maximumWidth: jobSize.maximumWidth,
                           fitsWithinStandInBand: fitsWithinBand, fitsWithinStandInSpread: fitsWithinSpread)
    }

    /// A one-line text this close to its box's width fills it (the container gave the box the text's width).
    static let fillTolerance = 0.5
}
