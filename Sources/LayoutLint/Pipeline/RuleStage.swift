import Foundation

/// Stage 6, rules: every rule on what it reads — per label on the worker that lays the label out, per
/// screen × locale, per layout, over the catalogs and over the project — with the scope of the run (`--shard`,
/// `--changed-since`) deciding which of them are reported. The stage names no rule: each declares what it
/// checks (`Rule`).
struct RuleStage: Sendable {
    let rules: [any Rule]
    let measure: MeasureStage
    let scope: LintScope
    let androidRTLSupport: AndroidRTLSupport?
    /// About how many jobs (keys × locales) a slice of catalog keys makes (`checkCatalogKeys`).
    var catalogSliceJobs = Self.defaultCatalogSliceJobs

    /// What the rules found, what they add to the coverage, and the labels laid out.
    struct Results: Sendable {
        var findings: [Finding]
        var coverage: Coverage
        var checked: [CheckedLabel]
        var measurements: Int
    }

    /// The rules that need no box: the only ones run on catalog screens and on values drawn on another screen.
    var catalogRules: [any Rule] { rules.filter { type(of: $0).checksCatalogValues } }

    /// Findings about the catalogs as a whole (per table or locale), each rule's in turn, and what they add
    /// to the coverage.
    func checkCatalogs(_ catalogs: IndexedCatalogs) -> CatalogCheck {
        var result = CatalogCheck()
        for rule in rules {
            let check = rule.check(catalogs: catalogs.index, context: catalogs.context, workers: measure.options.workers)
            result.findings += check.findings
            result.coverage.merge(check.coverage)
        }
        return result
    }

    func run(_ jobSet: consuming JobSet, context: LintContext, inputFindings: [Finding]) -> Results {
        // A run that reports part of the project decides with every job at once (`ScopePlan`); a whole run
        // checks the keys no label lays out a slice at a time, after the other screens (`checkCatalogKeys`).
        let streamsCatalogKeys = scope.isComplete
        if !streamsCatalogKeys {
            jobSet.makeCatalogJobs(JobStage(typesetter: measure.typesetter), index: context.catalogs, context: context)
        }
        let screens = jobSet.screens
        let catalogKeys = jobSet.catalogKeys
        let start = jobSet.coverage
        let allJobs = jobSet.jobs
        jobSet.jobs = []
        var plan = ScopePlan(scope, jobs: consume allJobs, screens: screens, locales: context.locales, inputFindings: inputFindings)
        // Screen rules read layouts only of the labels in hierarchy groups.
        var grouped = Set<String>()
        for (screenIndex, screen) in screens.enumerated() {
            for group in screen.hierarchy { for id in group { grouped.insert("\(screenIndex)\u{1F}\(id)") } }
        }
        // The jobs live only while they are measured (each holds its catalog values); what follows reads the
        // labels, and the screen of each.
        let jobs = plan.takeJobs()
        let screenOfJob = jobs.map(\.screenIndex)
        let keeps = jobs.map { grouped.contains("\($0.screenIndex)\u{1F}\($0.element.id)") }
        let reported = plan.reported
        let labelCount = jobs.count + catalogKeys.reduce(0) { $0 + $1.keys.count } * context.locales.count
        let measuredFirst = jobs.count
        var results = measure.measure(jobs, check: { index, label in
            guard reported[index] else { return ([], []) }
            return checkLabel(label, context: context)
        }, keepsLayouts: { keeps[$0] }, progress: (0, labelCount))

        // Findings move from the labels into one array of their exact size; labels are not copied: screens
        // hold their indices, and each label moves into the one screen × locale it belongs to (a label is
        // large, and a layout can have tens of thousands).
        var out = Results(findings: inputFindings.filter(plan.keepsInputFinding), coverage: start, checked: [], measurements: 0)
        out.findings.reserveCapacity(out.findings.count + results.reduce(0) { $0 + $1.findings.count })
        var byScreen: [Int: [String: [Int]]] = [:]
        var skips = SkipTally()
        for index in results.indices {
            let label = results[index].label!
            byScreen[screenOfJob[index], default: [:]][label.locale, default: []].append(index)
            guard plan.reported[index] else { continue }
            skips.add(results[index].skips)
            if label.screen.origin != .catalog && !label.hasNoBox {
                out.checked.append(CheckedLabel(locale: label.locale, screen: label.screen.name, element: label.element.id))
                out.measurements += label.measurements
            }
            out.findings += results[index].findings
            results[index].findings = []
        }
        Self.skipFontless(results, coverage: &out.coverage)
        var screenFindings: [Finding] = []
        for (screenIndex, screen) in screens.enumerated() where !(streamsCatalogKeys && screen.origin == .catalog) {
            screenFindings += checkScreen(screen, at: screenIndex, labels: byScreen[screenIndex] ?? [:], results: &results,
                                          plan: plan, context: context)
        }
        results = []
        // The catalog screens' label findings follow the other labels', their screen findings the other screens'.
        var catalog = CatalogKeyFindings(locales: context.locales.count, rules: catalogRules.count,
                                         progress: (measuredFirst, labelCount))
        let firstCatalogScreen = screens.count - catalogKeys.count
        for (offset, keys) in catalogKeys.enumerated() {
            checkCatalogKeys(keys, at: firstCatalogScreen + offset, context: context, into: &catalog, skips: &skips)
        }
        out.findings += catalog.labels
        out.findings += screenFindings
        out.findings += catalog.screens.joined()
        let project = ProjectFacts(androidRTLSupport: androidRTLSupport, screens: screens)
        for rule in rules {
            let check = rule.check(project: project, context: context)
            out.coverage.merge(check.coverage)
            if let anchor = check.anchor, !plan.runsLayoutRules(anchor) { continue }
            out.findings += check.findings
        }
        skips.apply(to: &out.coverage)
        return out
    }

    /// The findings of the catalog screens of a whole run: their labels' in job order, and their screen
    /// rules' per screen, locale and rule (`screens[locale × rules + rule]` of each screen, appended to).
    struct CatalogKeyFindings {
        var labels: [Finding] = []
        var screens: [[Finding]] = []
        let locales: Int
        let rules: Int
        /// The labels measured so far, and the run's total (estimated: a key's values in every locale).
        var progress: (before: Int, total: Int)
    }

    /// A table's keys no label lays out (`JobSet.catalogKeys`), checked a slice of about `catalogSliceJobs`
    /// jobs at a time by the rules that need no box: each slice's elements, jobs and labels are dropped
    /// before the next is made, so a catalog of a million keys holds only its values. The findings are those
    /// of the whole screen, in the same order: a catalog rule's screen check reads each label (and
    /// element) alone.
    func checkCatalogKeys(_ keys: ScreenStage.CatalogKeys, at screenIndex: Int, context: LintContext,
                          into findings: inout CatalogKeyFindings, skips: inout SkipTally) {
        let stage = JobStage(typesetter: measure.typesetter)
        let perSlice = max(1, catalogSliceJobs / max(1, context.locales.count))
        var screenFindings = Array(repeating: [Finding](), count: findings.locales * findings.rules)
        for lower in stride(from: 0, to: keys.keys.count, by: perSlice) {
            let slice = stage.catalogSlice(keys, lower..<min(lower + perSlice, keys.keys.count), screenIndex: screenIndex,
                                           index: context.catalogs, context: context)
            var results = measure.measure(slice.jobs, check: { _, label in checkLabel(label, context: context) },
                                          keepsLayouts: { _ in false },
                                          progress: (findings.progress.before, max(findings.progress.total, findings.progress.before + slice.jobs.count)))
            findings.progress.before += slice.jobs.count
            var byLocale: [String: [Int]] = [:]
            for index in results.indices {
                byLocale[results[index].label!.locale, default: []].append(index)
                skips.add(results[index].skips)
                findings.labels += results[index].findings
                results[index].findings = []
            }
            for (localeIndex, locale) in context.locales.enumerated() {
                let measured = MeasuredScreen(screen: slice.screen, locale: locale,
                                              labels: (byLocale[locale] ?? []).map { results[$0].label.take()! })
                for (ruleIndex, rule) in catalogRules.enumerated() {
                    screenFindings[localeIndex * findings.rules + ruleIndex] += rule.check(screen: measured, context: context)
                        .map(Self.catalogOnly(slice.screen))
                }
            }
        }
        findings.screens += screenFindings
    }

    /// Enough jobs to keep every worker busy, few enough that a slice's elements, jobs and labels stay a few MB.
    static let defaultCatalogSliceJobs = 1_024

    /// One label's rules (the catalog rules alone where the label is a catalog value or drawn on another
    /// screen), and what they add to the coverage; a label that could not be laid out is one finding.
    func checkLabel(_ label: MeasuredLabel, context: LintContext) -> (findings: [Finding], skips: [CoverageSkip]) {
        // Read here: a label's layouts are given up once its own rules have run. A label with no box was laid
        // out at no size: nothing to skip, only the rules that need no box.
        let skips = label.hasNoBox ? [] : rules.flatMap { $0.coverageSkips(label: label, context: context) }
        if let failure = label.failure {
            // An imported screen's font the profile lacks is the model's limit: a coverage skip.
            if label.unknownFamily != nil && label.screen.origin.isImported { return ([], skips) }
            return ([Finding(rule: RuleID.invalidInput, severity: .error,
                             message: "cannot lay out the \(label.locale) text: \(failure)",
                             location: label.entry.location, locale: label.locale, key: label.entry.key,
                             table: label.entry.table, variant: label.variant, screen: label.screen.name,
                             element: label.element.id, layoutLocation: label.element.location)].map(Self.catalogOnly(label.screen)), skips)
        }
        // A configuration variant for another screen (values-sw600dp/, values-land/) is not drawn in
        // this screen's boxes: only its catalog-wide checks hold.
        let catalogOnly = label.screen.origin == .catalog || AndroidConfiguration.selectsAnotherScreen(label.entry.variant)
            || label.hasNoBox
        let findings = (catalogOnly ? catalogRules : rules)
            .flatMap { $0.check(label: label, context: context) }.map(Self.catalogOnly(label.screen))
        return (findings, skips)
    }

    /// A screen's layout rules (once, whatever the locales) and screen rules (per locale, on its labels,
    /// which move out of `results` into the screen).
    func checkScreen(_ screen: LayoutScreen, at screenIndex: Int, labels: [String: [Int]], results: inout [MeasureStage.MeasuredResult],
                     plan: ScopePlan, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let isCatalog = screen.origin == .catalog
        if plan.runsLayoutRules(screenIndex) && !isCatalog {
            for rule in rules {
                findings += rule.check(layout: screen, context: context).filter { plan.keepsLayoutFinding($0, screen: screen) }
            }
        }
        for locale in context.locales where plan.runsScreenRules(screenIndex, locale: locale) {
            let measured = MeasuredScreen(screen: screen, locale: locale, labels: (labels[locale] ?? []).map { results[$0].label.take()! })
            for rule in isCatalog ? catalogRules : rules {
                findings += rule.check(screen: measured, context: context)
                    .filter { plan.keepsScreenFinding($0, screen: screenIndex, locale: locale) }
                    .map(Self.catalogOnly(screen))
            }
        }
        return findings
    }

    /// Imported elements none of whose labels could be laid out for want of a font are skipped, with why.
    static func skipFontless(_ results: [MeasureStage.MeasuredResult], coverage: inout Coverage) {
        var fontless: [String: String] = [:]
        var drawn = Set<String>()
        for result in results {
            guard let label = result.label, label.screen.origin.isImported, !label.screen.layoutOnly.contains(label.element.id) else { continue }
            let id = label.screen.file + "\u{1F}" + label.screen.name + "\u{1F}" + label.element.id
            if let family = label.unknownFamily { fontless[id] = family } else { drawn.insert(id) }
        }
        for (id, family) in fontless where !drawn.contains(id) {
            coverage.uiElementsChecked -= 1
            coverage.skipped["its font \(family) is not in the font profile", default: 0] += 1
        }
    }

    /// The rules' coverage skips of the labels reported, in job order: each counted per label, or once per
    /// identity.
    struct SkipTally {
        var skipped: [String: Int] = [:]
        var inLocales: [String: Int] = [:]
        var seen = Set<CoverageSkip>()

        mutating func add(_ skips: [CoverageSkip]) {
            for skip in skips {
                if skip.identity != nil && !seen.insert(skip).inserted { continue }
                if skip.inLocales { inLocales[skip.reason, default: 0] += 1 } else { skipped[skip.reason, default: 0] += 1 }
            }
        }

        func apply(to coverage: inout Coverage) {
            for (reason, count) in skipped { coverage.skipped[reason, default: 0] += count }
            for (reason, count) in inLocales { coverage.skippedInLocales[reason, default: 0] += count }
        }
    }
    /// A finding about a catalog value that no label lays out names no screen, element or size.
    static func catalogOnly(_ screen: LayoutScreen) -> @Sendable (Finding) -> Finding {
        guard screen.origin == .catalog else { return { $0 } }
        return { finding in
            var changed = finding
            changed.screen = nil
            changed.element = nil
            changed.layoutLocation = nil
            changed.sizeCategory = nil
            return changed
        }
    }

}
