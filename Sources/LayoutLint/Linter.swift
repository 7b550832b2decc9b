import Dispatch
import Foundation
import Synchronization
import Typesetter

/// What the linter reads: catalogs and layouts, already parsed, with the findings reading them produced.
public struct LintInput: Sendable {
    public var catalogs: [CatalogFile]
    public var screens: [LayoutScreen]
    /// `invalid-input` and other findings from reading the files.
    public var findings: [Finding]

    public init(catalogs: [CatalogFile], screens: [LayoutScreen], findings: [Finding] = []) {
        self.catalogs = catalogs
        self.screens = screens
        self.findings = findings
    }
}

/// How to lint: locales, sizes, rule severities, worker threads.
public struct LintOptions: Sendable {
    /// Locales to check; nil = every locale the catalogs have.
    public var locales: [String]?
    /// The source language; nil = the catalogs' own (`.xcstrings` sourceLanguage), else "en".
    public var sourceLocale: String?
    /// Dynamic Type size categories (see `SizeScale`); default L and xxxL.
    public var sizeCategories: [String]
    /// Per-rule severity; `nil` switches the rule off. Rules not named keep their default severity.
    public var severities: [String: Severity?]
    /// Per-rule options from the config (`rules: { small-text: { minimumSize: … } }`), by rule id.
    public var ruleOptions: [String: [String: ConfigValue]]
    /// Worker threads (default: one per core).
    public var workers: Int
    /// The part of the project to lint (`--shard`, `--changed-since`); default everything.
    public var scope = LintScope()

    public static let defaultSizeCategories = ["L", "xxxL"]

    public init(locales: [String]? = nil, sourceLocale: String? = nil, sizeCategories: [String] = LintOptions.defaultSizeCategories,
                severities: [String: Severity?] = [:], workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.locales = locales
        self.sourceLocale = sourceLocale
        self.sizeCategories = sizeCategories
        self.severities = severities
        self.ruleOptions = [:]
        self.workers = max(1, workers)
    }
}

/// The result of a run: every finding in report order, and counts.
public struct LintReport: Codable, Sendable, Equatable {
    public struct Summary: Codable, Sendable, Equatable {
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Labels × locales × variants laid out.
        public var labelsChecked: Int
        /// Layouts computed (each size of each label).
        public var measurements: Int

        public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0, labelsChecked: Int = 0, measurements: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
            self.labelsChecked = labelsChecked
            self.measurements = measurements
        }
    }

    public var version: Int
    public var findings: [Finding]
    public var summary: Summary
    /// Set for a run over part of the project (one shard, or what changed since a ref); absent otherwise.
    public var scope: ReportScope?
    /// Set when a baseline was applied: `findings` are then the new ones only.
    public var baseline: BaselineStatus?
    /// Every label × locale laid out (for test-case formats such as JUnit, where passing checks count);
    /// not part of the JSON format, so nil for a report read back from JSON.
    public var checks: [CheckedLabel]?

    enum CodingKeys: String, CodingKey {
        case version, findings, summary, scope, baseline
    }

    public init(findings: [Finding], labelsChecked: Int, measurements: Int) {
        version = 1
        self.findings = findings.sorted(by: Finding.reportOrder)
        summary = Summary(errors: findings.count { $0.severity == .error },
                          warnings: findings.count { $0.severity == .warning },
                          notes: findings.count { $0.severity == .note },
                          labelsChecked: labelsChecked, measurements: measurements)
    }

    public var hasErrors: Bool { summary.errors > 0 }
}

/// The pipeline: jobs = label × locale × variant, each shaped once and laid out at every size category,
/// then every rule on the results. Labels are laid out in parallel; the report does not depend on the
/// number of workers or their timing.
public struct Linter: Sendable {
    public let typesetter: Typesetter
    public let options: LintOptions
    public let rules: [any Rule]

    public init(typesetter: Typesetter, options: LintOptions = LintOptions(), rules: [any Rule] = RuleRegistry.rules) {
        self.typesetter = typesetter
        self.options = options
        self.rules = rules.filter { rule in
            if case .some(.none) = options.severities[rule.description.id] { return false }
            return true
        }
    }

    public func lint(_ input: LintInput) -> LintReport {
        let index = CatalogIndex(input.catalogs)
        let sourceLocale = options.sourceLocale.map(LocaleTag.canonical)
            ?? index.sourceLanguages.values.sorted().first ?? "en"
        var locales = options.locales.map { $0.map(LocaleTag.canonical) } ?? index.locales
        if locales.contains(sourceLocale) || options.locales != nil { locales.removeAll { $0 == LocaleTag.base } }
        let categories = SizeScale.ordered(options.sizeCategories)
        let context = LintContext(sourceLocale: sourceLocale, locales: locales, sizeCategories: categories,
                                  catalogs: index, fonts: typesetter.fonts, ruleOptions: options.ruleOptions)

        let plan = ScopePlan(options.scope, jobs: makeJobs(input.screens, index: index, context: context),
                             screens: input.screens, locales: locales, inputFindings: input.findings)
        let jobs = plan.jobs
        // Per-label rules run on the workers, right after each label is laid out.
        let results = measure(jobs) { index, label in
            guard plan.reported[index] else { return [] }
            if let failure = label.failure {
                return [Finding(rule: RuleID.invalidInput, severity: .error,
                                message: "cannot lay out the \(label.locale) text: \(failure)",
                                location: label.entry.location, locale: label.locale, key: label.entry.key,
                                table: label.entry.table, variant: label.variant, screen: label.screen.name,
                                element: label.element.id, layoutLocation: label.element.location)]
            }
            return rules.flatMap { $0.check(label: label, context: context) }
        }

        var findings = input.findings.filter(plan.keepsInputFinding)
        var byScreen: [Int: [String: [MeasuredLabel]]] = [:]
        var checked: [MeasuredLabel] = []
        for (index, (job, result)) in zip(jobs, results).enumerated() {
            byScreen[job.screenIndex, default: [:]][result.label.locale, default: []].append(result.label)
            guard plan.reported[index] else { continue }
            checked.append(result.label)
            findings += result.findings
        }
        for (screenIndex, screen) in input.screens.enumerated() {
            if plan.runsLayoutRules(screenIndex) {
                for rule in rules {
                    findings += rule.check(layout: screen, context: context).filter { plan.keepsLayoutFinding($0, screen: screen) }
                }
            }
            for locale in locales where plan.runsScreenRules(screenIndex, locale: locale) {
                let measured = MeasuredScreen(screen: screen, locale: locale, labels: byScreen[screenIndex]?[locale] ?? [])
                for rule in rules {
                    findings += rule.check(screen: measured, context: context)
                        .filter { plan.keepsScreenFinding($0, screen: screenIndex, locale: locale) }
                }
            }
        }
        findings = findings.compactMap { finding in
            guard let configured = options.severities[finding.rule] else { return finding }
            guard let severity = configured else { return nil }
            var changed = finding
            changed.severity = severity
            return changed
        }
        var report = LintReport(findings: findings, labelsChecked: checked.count,
                                measurements: checked.reduce(0) { $0 + $1.sizes.count })
        report.scope = options.scope.reportScope
        report.checks = CheckedLabel.list(checked.map { CheckedLabel(locale: $0.locale, screen: $0.screen.name, element: $0.element.id) })
        return report
    }

    // MARK: jobs

    struct Job: Sendable {
        var screenIndex: Int
        var screen: LayoutScreen
        var element: LayoutElement
        var locale: String
        var entry: Entry
        var sourceEntry: Entry?
        var isFallback: Bool
        /// Every value of the key in the locale (substitution variants are composed from them).
        var siblings: [Entry]
        var font: FontSelection
        var constraints: LayoutConstraints
        var sizes: [(category: String?, size: Double)]

        /// The text the label shows; composed on the worker that lays it out.
        var text: String {
            LabelText.compose(entry, siblings: siblings, samples: element.samples, transform: element.textTransform, locale: locale)
        }
    }

    func makeJobs(_ screens: [LayoutScreen], index: CatalogIndex, context: LintContext) -> [Job] {
        var jobs: [Job] = []
        for (screenIndex, screen) in screens.enumerated() {
            for element in screen.elements where element.kind.hasText {
                guard let key = element.key, let table = index.table(for: key, declared: element.table) else { continue }
                let values = index.values(table: table, key: key)
                let source = values[context.sourceLocale] ?? values[LocaleTag.base] ?? []
                let font = FontSelection(family: element.family ?? "system",
                                         weight: element.weight ?? element.textStyle.map(DynamicType.weight(of:)) ?? 400,
                                         italic: element.italic)
                let constraints = LayoutConstraints(
                    width: element.width, maxLines: element.maxLines ?? (screen.platform == .ios ? 1 : 0),
                    lineHeight: element.lineHeight, height: element.height, alignment: element.alignment)
                let sizes = SizeScale.sizes(for: element, platform: screen.platform, categories: context.sizeCategories)
                for locale in context.locales {
                    var entries = values[locale] ?? []
                    var isFallback = false
                    if entries.isEmpty || entries.allSatisfy({ !$0.shouldTranslate }) && locale != context.sourceLocale {
                        entries = source
                        isFallback = !source.isEmpty && source.contains { $0.shouldTranslate }
                    }
                    for entry in entries where !LabelText.isSubstitutionFormat(entry, siblings: entries) {
                        let sourceEntry = source.first { $0.variant == entry.variant }
                            ?? source.first { LabelText.pluralCategory(of: $0.variant) == "other" } ?? source.first
                        jobs.append(Job(screenIndex: screenIndex, screen: screen, element: element, locale: locale,
                                        entry: entry, sourceEntry: sourceEntry, isFallback: isFallback, siblings: entries,
                                        font: font, constraints: constraints, sizes: sizes))
                    }
                }
            }
        }
        return jobs
    }

    // MARK: measuring

    /// Lays out every job, `options.workers` at a time, and runs `check` on each label on the same worker;
    /// results in job order, whatever the timing.
    func measure(_ jobs: [Job], check: @Sendable (Int, MeasuredLabel) -> [Finding] = { _, _ in [] })
        -> [(label: MeasuredLabel, findings: [Finding])] {
        let results = Mutex<[(label: MeasuredLabel, findings: [Finding])?]>(Array(repeating: nil, count: jobs.count))
        let next = Atomic<Int>(0)
        let workers = min(options.workers, max(1, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var local: [(Int, MeasuredLabel, [Finding])] = []
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { break }
                let label = measure(jobs[index])
                local.append((index, label, check(index, label)))
            }
            results.withLock { all in for (index, label, findings) in local { all[index] = (label, findings) } }
        }
        return results.withLock { $0.map { $0! } }
    }

    func measure(_ job: Job) -> MeasuredLabel {
        let text = job.text
        var label = MeasuredLabel(screen: job.screen, element: job.element, locale: job.locale, entry: job.entry,
                                  sourceEntry: job.sourceEntry, isFallback: job.isFallback, text: text, font: job.font,
                                  constraints: job.constraints, isRightToLeft: LocaleInfo.of(job.locale).isRightToLeft,
                                  sizes: [], failure: nil)
        do {
            let shaped = try typesetter.shape(text, locale: job.locale, font: job.font)
            for (category, size) in job.sizes {
                label.sizes.append(try layout(shaped, size: size, category: category, job: job))
            }
        } catch {
            label.sizes = []
            label.failure = "\(error)"
        }
        return label
    }

    /// One size, with autoShrink: a single line shrinks linearly (unhinted advances scale with the size)
    /// until it fits or reaches the minimum scale; several lines search the largest scale that fits.
    func layout(_ shaped: ShapedText, size: Double, category: String?, job: Job) throws -> SizedLayout {
        var layout = try shaped.layout(size: size, constraints: job.constraints)
        var effective = size
        var limitReached = false
        if let shrink = job.element.autoShrink, layout.truncated, shrink.minimumScaleFactor < 1 {
            let minimum = size * shrink.minimumScaleFactor
            if job.constraints.maxLines == 1, let width = job.constraints.width, job.constraints.height == nil {
                let fitting = size * width / layout.naturalWidth
                effective = max(minimum, fitting)
                layout = try shaped.layout(size: effective, constraints: job.constraints)
                if layout.truncated && effective > minimum {
                    // Rounding at the exact fit: one step smaller.
                    effective = max(minimum, effective * (1 - 1e-9))
                    layout = try shaped.layout(size: effective, constraints: job.constraints)
                }
            } else {
                var low = minimum, high = size
                var best = try shaped.layout(size: low, constraints: job.constraints)
                if !best.truncated {
                    for _ in 0..<14 {
                        let middle = (low + high) / 2
                        let attempt = try shaped.layout(size: middle, constraints: job.constraints)
                        if attempt.truncated { high = middle } else { low = middle; best = attempt }
                    }
                }
                effective = low
                layout = best
            }
            limitReached = layout.truncated
        }
        return SizedLayout(sizeCategory: category, size: size, effectiveSize: effective, layout: layout,
                           shrinkLimitReached: limitReached,
                           unconstrained: layout.truncated
                               ? try shaped.layout(size: effective, constraints: LayoutConstraints(
                                   width: job.constraints.width, lineHeight: job.constraints.lineHeight,
                                   alignment: job.constraints.alignment))
                               : nil)
    }
}
