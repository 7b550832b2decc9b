import Dispatch
import Synchronization
import Typesetter

/// A label laid out again for drawing: the layout a finding speaks of, where it sits in its box, and every
/// glyph with its position. Built by `Linter.renderings(for:input:)` from the same jobs and the same
/// layout code as the lint run, so its numbers are the finding's numbers.
public struct LabelRendering: Sendable {
    public var screen: String
    public var platform: Platform
    public var element: LayoutElement
    public var locale: String
    public var variant: String?
    public var sizeCategory: String?
    /// The size asked for and the size used (smaller after autoShrink).
    public var size: Double
    public var effectiveSize: Double
    public var layout: TextLayout
    /// The label's box: `width` (or the widest line) × the fixed height (or the text block).
    public var boxWidth: Double
    public var placement: VerticalClippingRule.Placement
    /// Glyphs of `layout`, per line, in drawing order.
    public var glyphs: [[DrawnGlyph]]
    /// What truncation hides, when the layout is truncated: for one line the whole text on one line (how
    /// far it runs past the box), else every line the text needs at the box's width.
    public var hidden: TextLayout?
    /// `hidden` is the whole text on one line (a one-line label), not the lines at the box's width.
    public var hiddenOnOneLine: Bool
    public var hiddenGlyphs: [[DrawnGlyph]]

    public var isRightToLeft: Bool { layout.direction == .rtl }
}

/// The drawings of one finding: the translation it is about and the source-language label beside it.
public struct FindingRendering: Sendable {
    public var translation: LabelRendering
    public var source: LabelRendering?
    /// The other label of a pair (`Finding.pairedElement`, e.g. the lower level of a lost hierarchy) in
    /// the same locale and size, and in the source language.
    public var paired: LabelRendering?
    public var pairedSource: LabelRendering?

    public init(translation: LabelRendering, source: LabelRendering?, paired: LabelRendering? = nil, pairedSource: LabelRendering? = nil) {
        self.translation = translation
        self.source = source
        self.paired = paired
        self.pairedSource = pairedSource
    }
}

extension Linter {
    /// Lays out again the label each finding names (screen, element, locale, variant), at the size
    /// category it names (else the first checked size), with the same job construction and autoShrink as
    /// `lint`, and the source-language label of the same element and variant. nil for findings that name
    /// no laid-out label (catalog and declaration problems). Results are in `findings` order.
    public func renderings(for findings: [Finding], input: LintInput) -> [FindingRendering?] {
        let index = CatalogIndex(input.catalogs)
        let sourceLocale = options.sourceLocale.map(LocaleTag.canonical)
            ?? index.sourceLanguages.values.sorted().first ?? "en"
        let wanted = Set(findings.compactMap(\.locale)).union([sourceLocale]).sorted()
        let context = LintContext(sourceLocale: sourceLocale, locales: wanted,
                                  sizeCategories: SizeScale.ordered(options.sizeCategories),
                                  catalogs: index, fonts: typesetter.fonts, ruleOptions: options.ruleOptions)
        let jobs = makeJobs(input.screens, index: index, context: context)

        struct JobKey: Hashable { var screen: String; var element: String; var locale: String; var variant: String? }
        var byKey: [JobKey: Int] = [:]
        for (i, job) in jobs.enumerated() {
            let key = JobKey(screen: job.screen.name, element: job.element.id, locale: job.locale, variant: job.entry.variant)
            if byKey[key] == nil { byKey[key] = i }
        }
        func job(screen: String, element: String, locale: String, variant: String?) -> Int? {
            if let exact = byKey[JobKey(screen: screen, element: element, locale: locale, variant: variant)] { return exact }
            // A finding about the whole key (no variant), or a source without the variant: the first one.
            return jobs.indices.first { jobs[$0].screen.name == screen && jobs[$0].element.id == element && jobs[$0].locale == locale }
        }

        struct Request: Hashable { var job: Int; var category: String? }
        var requests: [Request] = []
        var requestIndex: [Request: Int] = [:]
        func request(_ r: Request) -> Int {
            if let known = requestIndex[r] { return known }
            requestIndex[r] = requests.count
            requests.append(r)
            return requests.count - 1
        }
        let pairs: [(Int, Int?, Int?, Int?)?] = findings.map { finding in
            guard let screen = finding.screen, let element = finding.element, let locale = finding.locale,
                  let translation = job(screen: screen, element: element, locale: locale, variant: finding.variant) else { return nil }
            let category = finding.sizeCategory
            let source = job(screen: screen, element: element, locale: sourceLocale, variant: finding.variant)
            let paired = finding.pairedElement.flatMap { job(screen: screen, element: $0, locale: locale, variant: nil) }
            let pairedSource = finding.pairedElement.flatMap { job(screen: screen, element: $0, locale: sourceLocale, variant: nil) }
            return (request(Request(job: translation, category: category)),
                    source.map { request(Request(job: $0, category: category)) },
                    paired.map { request(Request(job: $0, category: category)) },
                    pairedSource.map { request(Request(job: $0, category: category)) })
        }

        let requested = requests
        let results = Mutex<[LabelRendering?]>(Array(repeating: nil, count: requested.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(options.workers, max(1, requested.count))) { _ in
            var local: [(Int, LabelRendering?)] = []
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < requested.count else { break }
                local.append((i, rendering(jobs[requested[i].job], category: requested[i].category)))
            }
            results.withLock { all in for (i, r) in local { all[i] = r } }
        }
        let rendered = results.withLock { $0 }
        return pairs.map { pair in
            guard let (translation, source, paired, pairedSource) = pair, let drawn = rendered[translation] else { return nil }
            return FindingRendering(translation: drawn, source: source.flatMap { rendered[$0] },
                                    paired: paired.flatMap { rendered[$0] }, pairedSource: pairedSource.flatMap { rendered[$0] })
        }
    }

    /// One job at one size category (the first checked size when the category is not one of the job's).
    func rendering(_ job: Job, category: String?) -> LabelRendering? {
        guard let chosen = job.sizes.first(where: { $0.category == category }) ?? job.sizes.first,
              let shaped = try? typesetter.shape(job.text, locale: job.locale, font: job.font),
              let sized = try? layout(shaped, at: chosen, job: job) else { return nil }
        let layout = sized.layout
        var hidden: TextLayout?
        let oneLine = job.constraints.maxLines == 1 && job.constraints.height == nil
        if layout.truncated {
            hidden = oneLine
                ? try? shaped.layout(size: sized.effectiveSize, constraints: LayoutConstraints(alignment: job.constraints.alignment))
                : sized.unconstrained
        }
        return LabelRendering(
            screen: job.screen.name, platform: job.screen.platform, element: job.element, locale: job.locale,
            variant: job.entry.variant, sizeCategory: sized.sizeCategory, size: sized.size, effectiveSize: sized.effectiveSize,
            layout: layout, boxWidth: job.constraints.width ?? layout.lines.map(\.width).max() ?? 0,
            placement: VerticalClippingRule.placement(of: layout, element: job.element, platform: job.screen.platform),
            glyphs: shaped.drawnGlyphs(in: layout),
            hidden: hidden, hiddenOnOneLine: oneLine, hiddenGlyphs: hidden.map(shaped.drawnGlyphs(in:)) ?? [])
    }
}
