/// What the source language's container pass gives an element of an imported screen: its text and the
/// width of its text box, for `layoutlint import --output-dir` (written as comments beside the element).
public struct SourceSolution: Sendable, Hashable {
    /// The text the element shows in the source language (placeholders replaced by samples).
    public var text: String?
    /// The width of the text box at the first checked size and the narrowest screen width.
    public var width: Double?
    public var screenWidth: Double?
    public var sizeCategory: String?
    /// Why the pass gave the element no box, when it did not.
    public var skipReason: String?

    public init(text: String? = nil, width: Double? = nil, screenWidth: Double? = nil, sizeCategory: String? = nil, skipReason: String? = nil) {
        self.text = text
        self.width = width
        self.screenWidth = screenWidth
        self.sizeCategory = sizeCategory
        self.skipReason = skipReason
    }
}

extension Linter {
    /// For every screen of `input` (same order), element id → what the source language's pass gives it.
    public func sourceSolutions(input: LintInput) -> [[String: SourceSolution]] {
        let (index, sourceLocale, androidSource) = ScopeStage.sourceIndex(input.catalogs, asked: options.sourceLocale)
        var context = LintContext(sourceLocale: sourceLocale, locales: [sourceLocale] + (androidSource.map { [$0] } ?? []),
                                  sizeCategories: SizeScale.ordered(options.sizeCategories),
                                  catalogs: index, fonts: typesetter.fonts, ruleOptions: options.ruleOptions)
        context.androidSourceLocale = androidSource
        let boxes = ScreenStage(typesetter: typesetter, options: options).resolveContainers(input.screens, index: index, context: context)
        let jobs = JobStage(typesetter: typesetter).makeJobs(input.screens, index: index, context: context, boxes: boxes)
        var result = Array(repeating: [String: SourceSolution](), count: input.screens.count)
        for job in jobs where result[job.screenIndex][job.element.id] == nil
            && job.locale == context.sourceLocale(of: input.screens[job.screenIndex].origin) {
            let first = job.sizes.first
            result[job.screenIndex][job.element.id] = SourceSolution(
                text: job.text, width: first?.constraints.width, screenWidth: first?.screenWidth, sizeCategory: first?.category)
        }
        for (screenIndex, screen) in input.screens.enumerated() {
            for element in screen.elements where element.kind.hasText && result[screenIndex][element.id] == nil {
                result[screenIndex][element.id] = SourceSolution(
                    skipReason: boxes.skipReason(screen: screenIndex, element: element.id, locale: context.sourceLocale(of: screen.origin))
                        ?? (element.key.flatMap { index.table(for: $0, declared: element.table) } == nil
                            ? "its key is in no checked catalog" : "its box could not be decided"))
            }
        }
        return result
    }
}
