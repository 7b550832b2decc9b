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
    /// Symbolic links under an input folder that lead out of it, not followed (`FolderWalk`).
    public var linksNotFollowed: [String] = []

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
    /// The text size a catalog's own pixel width limits (XLIFF `maxwidth`, `size-unit="pixel"`) are laid
    /// out at, with the default font.
    public var catalogLimitTextSize: Double = 17
    /// The part of the project to lint (`--shard`, `--changed-since`); default everything.
    public var scope = LintScope()
    /// Told how far the run is, from the workers, as often as every label (see `LintProgress`); none by
    /// default.
    public var progress: LintProgress?
    /// The locales the app ships (`knownRegions`, Gradle `resConfigs`): without `locales`, only catalog
    /// locales the app ships are checked. nil: every catalog locale.
    public var shippedLocales: ShippedLocales?
    /// Whether the Android app mirrors (its manifests' `android:supportsRtl`); nil: unknown, taken as mirroring.
    public var androidRTLSupport: AndroidRTLSupport?
    /// Pseudolocales to check besides the locales (`check --pseudo`, config `pseudolocales:`): values made
    /// from the source values (`PseudolocaleGenerator`), laid out as any locale's.
    public var pseudolocales: [Pseudolocale] = []

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

/// How far a run is: the stage, and how many of its units are done (`done` of `total`). Called from any
/// worker thread, possibly very often: a receiver that prints throttles itself.
public struct LintProgress: Sendable {
    public enum Stage: String, Sendable {
        /// The per-locale layout passes of imported screens (Android measure rules, Auto Layout).
        case screens = "laying out screens"
        /// Every label × locale × variant at every size, and its rules.
        case labels = "laying out labels"
    }

    public let report: @Sendable (Stage, _ done: Int, _ total: Int) -> Void

    public init(_ report: @escaping @Sendable (Stage, _ done: Int, _ total: Int) -> Void) {
        self.report = report
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
        /// What the run covered: catalog keys laid out or checked from the catalog alone, imported UI
        /// elements checked or skipped (and why). Computed over the whole project, whatever the scope.
        public var coverage: Coverage?

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
        // Sorted in place: an initializer owns its arguments, so a caller that gives its array up (`consume`)
        // does not pay for a second copy of every finding.
        var sorted = findings
        sorted.sort(by: Finding.reportOrder)
        summary = Summary(errors: sorted.count { $0.severity == .error },
                          warnings: sorted.count { $0.severity == .warning },
                          notes: sorted.count { $0.severity == .note },
                          labelsChecked: labelsChecked, measurements: measurements)
        self.findings = sorted
    }

    public var hasErrors: Bool { summary.errors > 0 }
}

/// What a run covered, so that a run that measured nothing says so.
public struct Coverage: Codable, Sendable, Equatable {
    /// Keys (table × key) of the checked catalogs.
    public var keys: Int
    /// Keys a layout declaration or an imported UI file lays out.
    public var keysLaidOut: Int
    /// Keys checked from the catalog alone (every rule that needs no box), not laid out.
    public var keysCatalogOnly: Int
    /// Keys not laid out that the catalog marks as no longer used by the app (`extractionState: stale`).
    public var keysUnused: Int
    /// Text elements of imported UI files (Android layouts, storyboards, XIBs).
    public var uiElements: Int
    /// Imported text elements laid out in at least one locale.
    public var uiElementsChecked: Int
    /// Why the other imported text elements were not laid out: reason → count.
    public var skipped: [String: Int]
    /// Why a laid-out element was not laid out in some of its locales (the model could not decide its box
    /// there, e.g. an Auto Layout tie): reason → element × locale count.
    public var skippedInLocales: [String: Int] = [:]
    /// The locales checked, sorted.
    public var locales: [String] = []
    /// Catalog locales the app does not ship (`ShippedLocales`), not checked; sorted.
    public var localesNotShipped: [String] = []
    /// The build files that say which locales the app ships, when some catalog locale is not among them.
    public var shippedLocalesDeclaredIn: [String] = []
    /// Per checked locale (not the source and its regional variants): how many values it translates.
    public var completeness: [LocaleCompleteness] = []
    /// Catalog files that are a translation tool's input, copies of the app's own (`Linter.appCatalogs`).
    public var catalogsNotShipped: [String] = []
    /// `.lproj` tables the app never reads, each with the table read instead (`Linter.withoutShadowedTables`).
    public var catalogsShadowed: [String: String] = [:]
    /// Every catalog locale not checked, and why (`Linter.droppedLocales`): not shipped per a build file,
    /// only in a translation tool's copies, not a language, not asked for.
    public var localesDropped: [String: String] = [:]
    /// Catalog files whose values in a locale the build leaves out while the locale is checked from other
    /// files (a `.lproj` file no project references), sorted.
    public var catalogsNotBuilt: [String] = []
    /// Xcode project files that could not be read: which `.lproj` files they build is undecided, and their
    /// `knownRegions` decided instead, sorted.
    public var shippedLocalesUndecidedBy: [String] = []
    /// Source values with words that are not values to translate, and why: reason → keys (a sample text
    /// code replaces at run time: `UntranslatedRule.runTimeSamples`).
    public var keysNotToTranslate: [String: Int] = [:]

    enum CodingKeys: String, CodingKey {
        case keys, keysLaidOut, keysCatalogOnly, keysUnused, uiElements, uiElementsChecked, skipped, skippedInLocales, locales
        case localesNotShipped, shippedLocalesDeclaredIn, completeness, catalogsNotShipped, catalogsShadowed, keysNotToTranslate
        case localesDropped, catalogsNotBuilt, shippedLocalesUndecidedBy
    }

    /// Reports written before the locale fields existed read with them empty.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        keys = try c.decode(Int.self, forKey: .keys)
        keysLaidOut = try c.decode(Int.self, forKey: .keysLaidOut)
        keysCatalogOnly = try c.decode(Int.self, forKey: .keysCatalogOnly)
        keysUnused = try c.decodeIfPresent(Int.self, forKey: .keysUnused) ?? 0
        uiElements = try c.decode(Int.self, forKey: .uiElements)
        uiElementsChecked = try c.decode(Int.self, forKey: .uiElementsChecked)
        skipped = try c.decode([String: Int].self, forKey: .skipped)
        skippedInLocales = try c.decodeIfPresent([String: Int].self, forKey: .skippedInLocales) ?? [:]
        locales = try c.decodeIfPresent([String].self, forKey: .locales) ?? []
        localesNotShipped = try c.decodeIfPresent([String].self, forKey: .localesNotShipped) ?? []
        shippedLocalesDeclaredIn = try c.decodeIfPresent([String].self, forKey: .shippedLocalesDeclaredIn) ?? []
        completeness = try c.decodeIfPresent([LocaleCompleteness].self, forKey: .completeness) ?? []
        catalogsNotShipped = try c.decodeIfPresent([String].self, forKey: .catalogsNotShipped) ?? []
        catalogsShadowed = try c.decodeIfPresent([String: String].self, forKey: .catalogsShadowed) ?? [:]
        keysNotToTranslate = try c.decodeIfPresent([String: Int].self, forKey: .keysNotToTranslate) ?? [:]
        localesDropped = try c.decodeIfPresent([String: String].self, forKey: .localesDropped) ?? [:]
        catalogsNotBuilt = try c.decodeIfPresent([String].self, forKey: .catalogsNotBuilt) ?? []
        shippedLocalesUndecidedBy = try c.decodeIfPresent([String].self, forKey: .shippedLocalesUndecidedBy) ?? []
    }

    /// As the JSON reporter writes it: `skippedInLocales` only when some element was skipped in a locale,
    /// `keysNotToTranslate` only when some key is not, `catalogsShadowed` only when some table is,
    /// `localesDropped` / `catalogsNotBuilt` only when some locale / file is.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(keys, forKey: .keys)
        try c.encode(keysLaidOut, forKey: .keysLaidOut)
        try c.encode(keysCatalogOnly, forKey: .keysCatalogOnly)
        try c.encode(keysUnused, forKey: .keysUnused)
        try c.encode(uiElements, forKey: .uiElements)
        try c.encode(uiElementsChecked, forKey: .uiElementsChecked)
        try c.encode(skipped, forKey: .skipped)
        if !skippedInLocales.isEmpty { try c.encode(skippedInLocales, forKey: .skippedInLocales) }
        try c.encode(locales, forKey: .locales)
        try c.encode(localesNotShipped, forKey: .localesNotShipped)
        try c.encode(shippedLocalesDeclaredIn, forKey: .shippedLocalesDeclaredIn)
        try c.encode(completeness, forKey: .completeness)
        try c.encode(catalogsNotShipped, forKey: .catalogsNotShipped)
        if !catalogsShadowed.isEmpty { try c.encode(catalogsShadowed, forKey: .catalogsShadowed) }
        if !keysNotToTranslate.isEmpty { try c.encode(keysNotToTranslate, forKey: .keysNotToTranslate) }
        if !localesDropped.isEmpty { try c.encode(localesDropped, forKey: .localesDropped) }
        if !catalogsNotBuilt.isEmpty { try c.encode(catalogsNotBuilt, forKey: .catalogsNotBuilt) }
        if !shippedLocalesUndecidedBy.isEmpty { try c.encode(shippedLocalesUndecidedBy, forKey: .shippedLocalesUndecidedBy) }
    }

    public init(keys: Int = 0, keysLaidOut: Int = 0, keysCatalogOnly: Int = 0, keysUnused: Int = 0, uiElements: Int = 0,
                uiElementsChecked: Int = 0, skipped: [String: Int] = [:]) {
        self.keys = keys
        self.keysLaidOut = keysLaidOut
        self.keysCatalogOnly = keysCatalogOnly
        self.keysUnused = keysUnused
        self.uiElements = uiElements
        self.uiElementsChecked = uiElementsChecked
        self.skipped = skipped
    }

    /// True when no label at all could be laid out.
    public var nothingLaidOut: Bool { keysLaidOut == 0 && uiElementsChecked == 0 }
}

/// The pipeline: jobs = label × locale × variant, each shaped once and laid out at every size category,
/// then every rule on the results. Labels are laid out in parallel; the report does not depend on the
/// number of workers or their timing.
public struct Linter: Sendable {
    /// The coverage reason of the links `FolderWalk` does not follow.
    public static let linkOutsideReason = "a symbolic link under an input folder that leads out of it: not followed"
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
        let (appCatalogs, copies) = Self.appCatalogs(input.catalogs)
        let (catalogs, shadowed) = Self.withoutShadowedTables(appCatalogs)
        var index = CatalogIndex(catalogs)
        let sourceLocale = options.sourceLocale.map(LocaleTag.canonical)
            ?? index.sourceLanguages.values.sorted().first ?? "en"
        // Values the build does not ship (a translation platform's export of every language it has) are not
        // checked, unless their locale is asked for by name; the source always is.
        let shipping = Self.shippedCatalogs(catalogs, shipped: options.locales == nil ? options.shippedLocales : nil,
                                            sourceLocale: sourceLocale)
        if shipping.changed { index = CatalogIndex(shipping.kept) }
        index.adoptBase(as: sourceLocale)
        let catalogLocales = index.locales.filter(LocaleTag.isCheckable)
        // A locale named twice (`de,de`, `iw,he`, `de_DE,de-DE`) is one locale: canonical tags, first mention kept.
        var locales = options.locales.map { LocaleTag.uniqueCanonical($0) } ?? catalogLocales.filter { shipping.reasons[$0] == nil }
        let dropped = Self.droppedLocales(all: input.catalogs, kept: Set(locales), notShipped: shipping.reasons,
                                          sourceLocale: sourceLocale, asked: options.locales != nil)
        // Pseudolocales (issue 34): en-XA / ar-XB / en-XT values made from the source values join the index
        // and the checked locales, and go through every stage below as any locale's values.
        locales += Self.addingPseudolocales(options.pseudolocales, to: &index, locales: locales, sourceLocale: sourceLocale,
                                            typesetter: typesetter, workers: options.workers)
        let notShipped = dropped.filter { shipping.reasons[$0.key] == $0.value }.keys.sorted()
        let categories = SizeScale.ordered(options.sizeCategories)
        let context = {
            var context = LintContext(sourceLocale: sourceLocale, locales: locales, sizeCategories: categories,
                                      catalogs: index, fonts: typesetter.fonts, ruleOptions: options.ruleOptions)
            context.androidLayoutsMirror = options.androidRTLSupport?.supported != false
            return context
        }()

        let limitScreens = Self.catalogLimitScreens(index: index, context: context, size: options.catalogLimitTextSize)
        let declared = Self.resolvingGuessedSpecifiers(input.screens, index: index) + limitScreens
        let boxes = resolveContainers(declared, index: index, context: context)
        var allJobs = makeJobs(declared, index: index, context: context, boxes: boxes)
        // Every value no label lays out is still checked by the rules that need no box.
        var laidOut = Set<String>()
        for job in allJobs { laidOut.insert(job.entry.table + "\u{1F}" + job.entry.key) }
        var coverage = self.coverage(of: allJobs, laidOut: laidOut, screens: declared, index: index, boxes: boxes,
                                     locales: locales, sourceLocale: sourceLocale)
        coverage.locales = locales
        coverage.catalogsNotShipped = copies
        coverage.catalogsShadowed = shadowed
        coverage.localesNotShipped = notShipped
        coverage.shippedLocalesDeclaredIn = notShipped.isEmpty ? [] : options.shippedLocales?.declaredIn ?? []
        coverage.localesDropped = dropped
        coverage.catalogsNotBuilt = shipping.filesLeftOut
        if options.locales == nil {
            coverage.shippedLocalesUndecidedBy = (options.shippedLocales?.xcodeProjects ?? []).filter { !$0.isReadable }.map(\.path).sorted()
        }
        let (gaps, untranslatedCounts, valuesToTranslate, notToTranslate) = UntranslatedRule.gaps(index: index, context: context, workers: options.workers)
        coverage.completeness = UntranslatedRule.completeness(untranslatedCounts, values: valuesToTranslate, context: context)
        coverage.keysNotToTranslate = notToTranslate
        coverage.completeness.removeAll { Pseudolocale.isPseudo($0.locale) }  // Pseudolocales: made, not translated.
        let catalogScreens = Self.catalogScreens(index: index, excluding: laidOut, context: context)
        let screens = declared + catalogScreens
        allJobs.append(contentsOf: makeJobs(catalogScreens, index: index, context: context, firstIndex: declared.count))
        let suppressions = InlineSuppressions(catalogs: input.catalogs, screens: input.screens, sourceLocale: sourceLocale)
        // Findings from reading a `Base.lproj` / `values/` file are about the source locale's values.
        let inputFindings = input.findings.map { finding in
            guard finding.locale == LocaleTag.base else { return finding }
            var changed = finding
            changed.locale = sourceLocale
            return changed
        } + Self.characterLimitFindings(index: index, context: context) + Self.substitutionLimitFindings(index: index)
            + suppressions.problems
            + (rules.contains { $0 is UntranslatedRule } ? gaps.map {
                UntranslatedRule.gapFinding($0.kind, locale: $0.locale, table: $0.table, keys: $0.keys, texts: $0.texts, total: $0.total,
                                            location: $0.location)
            } : [])
        var plan = ScopePlan(options.scope, jobs: consume allJobs, screens: screens, locales: locales, inputFindings: inputFindings)
        let catalogRules = rules.filter { type(of: $0).checksCatalogValues }
        // Per-label rules run on the workers, right after each label is laid out.
        // Screen rules read layouts only of the labels in hierarchy groups.
        var grouped = Set<String>()
        for (screenIndex, screen) in screens.enumerated() {
            for group in screen.hierarchy { for id in group { grouped.insert("\(screenIndex)\u{1F}\(id)") } }
        }
        // The jobs live only while they are measured (each holds its catalog values); what follows reads the
        // labels, and the screen of each.
        let screenOfJob: [Int]
        var results: [MeasuredResult]
        // Translations whose truncation is within the stand-in's spread (TruncationRule.withinSpreadReason).
        let withinSpreadCount = Atomic<Int>(0)
        do {
            let jobs = plan.takeJobs()
            screenOfJob = jobs.map(\.screenIndex)
            let keeps = jobs.map { grouped.contains("\($0.screenIndex)\u{1F}\($0.element.id)") }
            let reported = plan.reported
            let checksTruncation = rules.contains { $0 is TruncationRule }
            results = measure(jobs, check: { index, label in
                guard reported[index] else { return [] }
                // Read here: a label's layouts are given up once its own rules have run.
                if checksTruncation, label.failure == nil, label.screen.origin != .catalog,
                   TruncationRule.overflowsWithinSpread(label, context: context) {
                    withinSpreadCount.add(1, ordering: .relaxed)
                }
                if let failure = label.failure {
                    // An imported screen's font the profile lacks is the model's limit: a coverage skip.
                    if label.unknownFamily != nil && label.screen.origin.isImported { return [] }
                    return [Finding(rule: RuleID.invalidInput, severity: .error,
                                    message: "cannot lay out the \(label.locale) text: \(failure)",
                                    location: label.entry.location, locale: label.locale, key: label.entry.key,
                                    table: label.entry.table, variant: label.variant, screen: label.screen.name,
                                    element: label.element.id, layoutLocation: label.element.location)].map(Self.catalogOnly(label.screen))
                }
                // A configuration variant for another screen (values-sw600dp/, values-land/) is not drawn in
                // this screen's boxes: only its catalog-wide checks hold.
                let catalogOnly = label.screen.origin == .catalog || AndroidConfiguration.selectsAnotherScreen(label.entry.variant)
                return (catalogOnly ? catalogRules : rules)
                    .flatMap { $0.check(label: label, context: context) }.map(Self.catalogOnly(label.screen))
            }, keepsLayouts: { keeps[$0] })
        }

        // Findings move from the labels into one array of their exact size; labels are not copied: screens
        // hold their indices, and each label moves into the one screen × locale it belongs to (a label is
        // large, and a layout can have tens of thousands).
        var findings = inputFindings.filter(plan.keepsInputFinding)
        findings.reserveCapacity(findings.count + results.reduce(0) { $0 + $1.findings.count })
        var byScreen: [Int: [String: [Int]]] = [:]
        var checked: [CheckedLabel] = []
        var measurements = 0
        var bundledFontGaps = 0
        // Right-to-left values whose direction an argument decides at run time (RTLMirroringRule), once per
        // locale × table × key × variant.
        let checksDirection = rules.contains { $0 is RTLMirroringRule }
        var argumentFirst = Set<String>()
        let withinSpread = withinSpreadCount.load(ordering: .relaxed)
        for index in results.indices {
            let label = results[index].label!
            byScreen[screenOfJob[index], default: [:]][label.locale, default: []].append(index)
            guard plan.reported[index] else { continue }
            if !label.isFallback && !label.missingGlyphs.isEmpty && !MissingGlyphRule.classify(label).bundledOnly.isEmpty {
                bundledFontGaps += 1
            }
            if checksDirection, context.isRightToLeft(label.locale), RTLMirroringRule.checksDirection(of: label),
               RTLMirroringRule.leadingArgument(of: label.entry) != nil {
                argumentFirst.insert([label.locale, label.entry.table, label.entry.key, label.variant ?? ""].joined(separator: "\u{1F}"))
            }
            if label.screen.origin != .catalog {
                checked.append(CheckedLabel(locale: label.locale, screen: label.screen.name, element: label.element.id))
                measurements += label.measurements
            }
            findings += results[index].findings
            results[index].findings = []
        }
        // Imported elements none of whose labels could be laid out for want of a font are skipped, with why.
        var fontless: [String: String] = [:]
        var drawn = Set<String>()
        for result in results {
            guard let label = result.label, label.screen.origin.isImported else { continue }
            let id = label.screen.file + "\u{1F}" + label.screen.name + "\u{1F}" + label.element.id
            if let family = label.unknownFamily { fontless[id] = family } else { drawn.insert(id) }
        }
        for (id, family) in fontless where !drawn.contains(id) {
            coverage.uiElementsChecked -= 1
            coverage.skipped["its font \(family) is not in the font profile", default: 0] += 1
        }
        let labelsChecked = checked.count
        for (screenIndex, screen) in screens.enumerated() {
            let isCatalog = screen.origin == .catalog
            if plan.runsLayoutRules(screenIndex) && !isCatalog {
                for rule in rules {
                    findings += rule.check(layout: screen, context: context).filter { plan.keepsLayoutFinding($0, screen: screen) }
                }
            }
            for locale in locales where plan.runsScreenRules(screenIndex, locale: locale) {
                let labels = (byScreen[screenIndex]?[locale] ?? []).map { results[$0].label.take()! }
                let measured = MeasuredScreen(screen: screen, locale: locale, labels: labels)
                for rule in isCatalog ? catalogRules : rules {
                    findings += rule.check(screen: measured, context: context)
                        .filter { plan.keepsScreenFinding($0, screen: screenIndex, locale: locale) }
                        .map(Self.catalogOnly(screen))
                }
            }
        }
        results = []
        var checkedCoverage = coverage
        if let support = options.androidRTLSupport, !support.supported, rules.contains(where: { $0 is RTLMirroringRule }),
           let first = screens.indices.first(where: { screens[$0].platform == .android && screens[$0].origin.isImported }) {
            let count = screens.filter { $0.platform == .android && $0.origin.isImported }.count
            checkedCoverage.skipped[AndroidRTLSupport.notMirroringReason, default: 0] += count
            if plan.runsLayoutRules(first) {
                for locale in locales where context.isRightToLeft(locale) {
                    findings.append(RTLMirroringRule.notMirroringFinding(at: support.location, locale: locale, declaresFalse: support.declared))
                }
            }
        }
        findings.removeAll(where: Pseudolocale.isTranslationFinding)  // Pseudolocales: no translation to judge.
        findings = Self.withoutModelErrors(findings, screens: screens, sourceLocale: sourceLocale, coverage: &checkedCoverage)
        if !suppressions.isEmpty { findings.removeAll(where: suppressions.suppresses) }
        if !options.severities.isEmpty {
            findings.removeAll { if case .some(.none) = options.severities[$0.rule] { true } else { false } }
            for index in findings.indices {
                if case .some(.some(let severity)) = options.severities[findings[index].rule] { findings[index].severity = severity }
            }
        }
        findings = Self.oncePerValue(findings)
        // The same problem once: one finding for the locales (and included screens) it shows in.
        findings = FindingGroups.group(findings)
        var report = LintReport(findings: consume findings, labelsChecked: labelsChecked, measurements: measurements)
        report.scope = options.scope.reportScope
        if bundledFontGaps > 0 { checkedCoverage.skipped[MissingGlyphRule.bundledGapReason] = bundledFontGaps }
        if !input.linksNotFollowed.isEmpty { checkedCoverage.skipped[Self.linkOutsideReason] = input.linksNotFollowed.count }
        if withinSpread > 0 { checkedCoverage.skippedInLocales[TruncationRule.withinSpreadReason, default: 0] += withinSpread }
        if !argumentFirst.isEmpty { checkedCoverage.skippedInLocales[RTLMirroringRule.argumentFirstReason, default: 0] += argumentFirst.count }
        report.summary.coverage = checkedCoverage
        report.checks = CheckedLabel.list(checked)
        return report
    }

    /// The rules whose findings are about a catalog value itself, whatever screen shows it.
    static let valueRules: Set<String> = [UntranslatedRule.description.id, PlaceholderMismatchRule.description.id,
                                          WrongScriptRule.description.id, MarkupMismatchRule.description.id]

    /// A problem of a catalog value (an empty value, a wrong placeholder, another script) once per key ×
    /// locale, not once per screen or element that shows the value (IceCubes' empty “ at ” on three
    /// SwiftUI screens): the first finding, in report order, stands for the others.
    static func oncePerValue(_ findings: [Finding]) -> [Finding] {
        var seen = Set<String>()
        return findings.filter { finding in
            guard valueRules.contains(finding.rule), finding.screen != nil, let locale = finding.locale else { return true }
            return seen.insert([finding.rule, finding.location.description, locale, finding.table ?? "", finding.key ?? "",
                                finding.variant ?? "", finding.message].joined(separator: "\u{1E}")).inserted
        }
    }

    /// The app's own catalogs: a file under an `input` folder (a translation tool's input, as mastodon's
    /// `Localization/StringsConvertor/input/ar.lproj/Localizable.stringsdict`) whose locale folder and name
    /// another catalog outside such a folder has too is a copy the build does not ship; it is left out
    /// (every value would be checked twice) and named in the coverage.
    /// Gradle source sets no release build of the app compiles: the `debug` build type, local and instrumented
    /// tests (`test`, `androidTest`, `testFixtures`) and Kotlin Multiplatform test sets (`commonTest`,
    /// `androidUnitTest`, `iosTest`, …): Android's build variants merge `src/main/` with the variant's own
    /// build type and flavors only (developer.android.com/build/build-variants, "Create source sets"; Kotlin
    /// Multiplatform, "Source sets": `*Test` sets compile into test binaries). Their string resources are in
    /// no app a user installs.
    static func isOutsideReleaseBuilds(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let src = parts.lastIndex(of: "src"), src + 2 < parts.count else { return false }
        let set = parts[src + 1]
        return set == "debug" || set == "test" || set == "androidTest" || set == "testFixtures" || set.hasSuffix("Test")
            || set.hasSuffix("Debug")
    }

    static func appCatalogs(_ catalogs: [CatalogFile]) -> (kept: [CatalogFile], copies: [String]) {
        func folders(_ path: String) -> [Substring] { path.split(separator: "/").dropLast() }
        func isInput(_ path: String) -> Bool { folders(path).contains { ["input", "inputs"].contains($0.lowercased()) } }
        func tail(_ path: String) -> String { path.split(separator: "/").suffix(2).joined(separator: "/") }
        let own = Set(catalogs.filter { !isInput($0.path) }.map { tail($0.path) })
        var kept: [CatalogFile] = []
        var copies: [String] = []
        for catalog in catalogs {
            if isInput(catalog.path) && own.contains(tail(catalog.path)) || isOutsideReleaseBuilds(catalog.path) {
                copies.append(catalog.path)
            } else {
                kept.append(catalog)
            }
        }
        return (kept, copies.sorted())
    }

    /// The catalogs' values the build ships (`ShippedLocales.notShippedReason`), the source's always. A locale
    /// no file ships is not checked (`reasons`: the first reason, by file path); its values stay in the index,
    /// as what translators wrote elsewhere (rules that weigh what other locales keep still see them). A file
    /// left out of a locale that other files ship (a `.lproj` file no project references) loses that locale's
    /// values (`filesLeftOut`), as the app does.
    static func shippedCatalogs(_ catalogs: [CatalogFile], shipped: ShippedLocales?, sourceLocale: String)
        -> (kept: [CatalogFile], reasons: [String: String], filesLeftOut: [String], changed: Bool) {
        guard let shipped else { return (catalogs, [:], [], false) }
        var refusals: [(file: Int, locale: String, reason: String)] = []
        var shippedSomewhere = Set<String>()
        for (index, catalog) in catalogs.enumerated() {
            for locale in Set(catalog.entries.map(\.locale)) where locale != sourceLocale && locale != LocaleTag.base {
                if let reason = shipped.notShippedReason(path: catalog.path, format: catalog.format, locale: locale) {
                    refusals.append((index, locale, reason))
                } else {
                    shippedSomewhere.insert(locale)
                }
            }
        }
        guard !refusals.isEmpty else { return (catalogs, [:], [], false) }
        var reasons: [String: String] = [:]
        var partial: [Int: Set<String>] = [:]
        for refusal in refusals.sorted(by: { (catalogs[$0.file].path, $0.locale) < (catalogs[$1.file].path, $1.locale) }) {
            if shippedSomewhere.contains(refusal.locale) {
                partial[refusal.file, default: []].insert(refusal.locale)
            } else if reasons[refusal.locale] == nil {
                reasons[refusal.locale] = refusal.reason
            }
        }
        var kept = catalogs
        for (index, locales) in partial { kept[index].entries.removeAll { locales.contains($0.locale) } }
        return (kept, reasons, partial.keys.map { catalogs[$0].path }.sorted(), !partial.isEmpty)
    }

    /// Every locale of the catalogs that is not checked, and why: the build does not ship it, it is only in a
    /// translation tool's input copies, it names no language an app runs in (`qq` message documentation, a
    /// pseudo-locale), or it was not asked for (`--locales`, `locales:`).
    static func droppedLocales(all catalogs: [CatalogFile], kept: Set<String>, notShipped: [String: String],
                               sourceLocale: String, asked: Bool) -> [String: String] {
        var inCatalogs = Set<String>()
        for catalog in catalogs { for entry in catalog.entries { inCatalogs.insert(entry.locale) } }
        let copies = Set(appCatalogs(catalogs).copies)
        var ownLocales = Set<String>()
        for catalog in catalogs where !copies.contains(catalog.path) { for entry in catalog.entries { ownLocales.insert(entry.locale) } }
        var dropped: [String: String] = [:]
        for locale in inCatalogs where locale != LocaleTag.base && locale != sourceLocale && locale != "und" && !kept.contains(locale) {
            if asked {
                dropped[locale] = "not among the locales asked for (--locales / locales:)"
            } else if !LocaleTag.isCheckable(locale) {
                dropped[locale] = "names no language an app runs in (message documentation, pseudo-locale or undetermined)"
            } else if let reason = notShipped[locale] {
                dropped[locale] = reason
            } else if !ownLocales.contains(locale) {
                dropped[locale] = "only in a translation tool's input folder (copies the build does not ship)"
            }
        }
        return dropped
    }

    /// SwiftUI keys whose interpolations the importer typed by guess (`%@` for a value of a type it cannot
    /// see) and that no catalog has, taken as the catalog's key with the same text and other specifiers
    /// (`CatalogIndex.SpecifierlessKeys`: NetNewsWire's `Text("\(month) months")` is “%lld months”).
    static func resolvingGuessedSpecifiers(_ screens: [LayoutScreen], index: CatalogIndex) -> [LayoutScreen] {
        guard screens.contains(where: { $0.origin == .swiftUI }) else { return screens }
        let keys = CatalogIndex.SpecifierlessKeys(index)
        return screens.map { screen in
            guard screen.origin == .swiftUI else { return screen }
            var screen = screen
            for position in screen.elements.indices {
                guard let key = screen.elements[position].key, key.contains("%"),
                      index.table(for: key, declared: screen.elements[position].table) == nil,
                      let resolved = keys.key(for: key, declared: screen.elements[position].table) else { continue }
                screen.elements[position].key = resolved
            }
            return screen
        }
    }

    /// `.lproj` tables that the app never reads: where two folders of one bundle name the same locale (`zh.lproj`
    /// and `zh-Hans.lproj` are both Simplified Chinese), the bundle looks a table up in the folder that names the
    /// user's language most exactly — `Bundle.preferredLocalizations` matches `zh-Hans` before the bare `zh`
    /// (Apple, "Language and Locale IDs": a language ID with a script is more specific than the language alone)
    /// — so the other folder's copy of a table that folder also has is never shown. Only where one folder's name
    /// is the canonical tag itself and the other's is not; otherwise both are kept (nothing to decide by).
    /// Returns the kept catalogs and, for each left-out file, the file that is read instead.
    static func withoutShadowedTables(_ catalogs: [CatalogFile]) -> (kept: [CatalogFile], shadowed: [String: String]) {
        struct Slot: Hashable { var bundle: Substring; var table: String; var locale: String }
        func lproj(_ path: String) -> (bundle: Substring, folder: Substring, table: String)? {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
            return (parts.dropLast(2).joined(separator: "/")[...], parts[parts.count - 2], parts.last!.lowercased())
        }
        var slots: [Slot: [Int]] = [:]
        for (index, catalog) in catalogs.enumerated() where catalog.format == .strings || catalog.format == .stringsdict {
            guard let place = lproj(catalog.path), let locale = LocaleTag.fromLproj(String(place.folder)), locale != LocaleTag.base else { continue }
            slots[Slot(bundle: place.bundle, table: place.table, locale: locale), default: []].append(index)
        }
        var shadowed: [String: String] = [:]
        var dropped = Set<Int>()
        for (slot, indices) in slots where indices.count > 1 {
            func isExact(_ index: Int) -> Bool {
                guard let folder = lproj(catalogs[index].path)?.folder.dropLast(6) else { return false }
                return folder.replacingOccurrences(of: "_", with: "-").caseInsensitiveCompare(slot.locale) == .orderedSame
            }
            let exact = indices.filter(isExact)
            guard exact.count == 1, let winner = exact.first else { continue }
            for index in indices where index != winner {
                dropped.insert(index)
                shadowed[catalogs[index].path] = catalogs[winner].path
            }
        }
        guard !dropped.isEmpty else { return (catalogs, [:]) }
        return (catalogs.enumerated().filter { !dropped.contains($0.offset) }.map(\.element), shadowed)
    }

    /// The layout rules whose findings on an imported screen are the model's errors when the source locale
    /// has the same one: the document shows the development language fitting.
    static let selfCheckedRules: Set<String> = [TruncationRule.description.id, VerticalClippingRule.description.id]

    /// Drops the findings of an imported element whose source locale fails the same way (same rule, same
    /// element): a modelling error by definition (DESIGN, "the model checks itself against the app"). Each
    /// such element and rule is counted in the coverage's skip reasons. For SwiftUI screens the container
    /// pass already skips a line-limited text whose development-language text does not fit its box
    /// (`SwiftUIContainerLayout.checkSourceFits`); this catches what that test does not measure (ink
    /// clipping by the rule's own measure, a width the pass gives as an upper bound).
    static func withoutModelErrors(_ findings: [Finding], screens: [LayoutScreen], sourceLocale: String,
                                   coverage: inout Coverage) -> [Finding] {
        let imported = Set(screens.filter(\.origin.isImported).map(\.name))
        guard !imported.isEmpty else { return findings }
        let findings = withoutDesignChoices(findings, imported: imported, sourceLocale: sourceLocale, coverage: &coverage)
        var failing = Set<String>()
        for finding in findings where finding.locale == sourceLocale && selfCheckedRules.contains(finding.rule) {
            if let id = elementRuleID(finding, imported: imported) { failing.insert(id) }
        }
        guard !failing.isEmpty else { return findings }
        for id in failing.sorted() {
            coverage.skipped["self-check: the development language fails the same way (\(rule(ofElementRuleID: id))): a model error, not reported", default: 0] += 1
        }
        return findings.filter { finding in
            guard let id = elementRuleID(finding, imported: imported) else { return true }
            return !failing.contains(id)
        }
    }

    /// The rule × screen × element a finding on an imported screen is about (nil for any other finding): what
    /// the source locale's finding and a translation's share.
    static func elementRuleID(_ finding: Finding, imported: Set<String>) -> String? {
        guard let screen = finding.screen, imported.contains(screen), let element = finding.element else { return nil }
        return "\(finding.rule)\u{1F}\(screen)\u{1F}\(element)"
    }

    static func rule(ofElementRuleID id: String) -> Substring { id.prefix { $0 != "\u{1F}" } }

    /// Layout rules whose finding in the development language is the app's design, not a translation's
    /// doing: `small-text` on a label the designer set at 9pt is under the minimum in every locale.
    static let designChoiceRules: Set<String> = [SmallTextRule.description.id]

    /// Drops the findings of an imported element where the source locale has the same finding and the
    /// translation is not drawn smaller than the source (`effectiveSize`): no translator can fix a size the
    /// design chose. A translation that autoShrink takes further down than the source stays reported. Each
    /// such element and rule is counted in the coverage's skip reasons.
    static func withoutDesignChoices(_ findings: [Finding], imported: Set<String>, sourceLocale: String,
                                     coverage: inout Coverage) -> [Finding] {
        func id(_ finding: Finding) -> String? {
            designChoiceRules.contains(finding.rule) ? elementRuleID(finding, imported: imported) : nil
        }
        var sourceSize: [String: Double] = [:]
        for finding in findings where finding.locale == sourceLocale {
            guard let id = id(finding) else { continue }
            sourceSize[id] = min(sourceSize[id] ?? .infinity, finding.measurements?["effectiveSize"] ?? .infinity)
        }
        for id in sourceSize.keys.sorted() {
            coverage.skipped["\(rule(ofElementRuleID: id)): the development language is drawn as small: the design's choice, not a translation's (not reported)", default: 0] += 1
        }
        // A translation drawn at the size the document sets (nothing shrank it) is drawn as the design
        // chose, whatever the minimum for its script: MonitorControl's 10pt onboarding labels, the macOS
        // minimum in Apple's Human Interface Guidelines, are 10pt in Chinese as in English. Only a size a
        // translation itself brings down (autoShrink) is the translation's.
        var atDesignSize = Set<String>()
        let kept = findings.filter { finding in
            guard let id = id(finding) else { return true }
            if let source = sourceSize[id] { return (finding.measurements?["effectiveSize"] ?? -.infinity) < source - 1e-9 }
            guard let size = finding.measurements?["size"], let effective = finding.measurements?["effectiveSize"], effective >= size - 1e-9 else {
                return true
            }
            atDesignSize.insert(id)
            return false
        }
        for id in atDesignSize.sorted() {
            coverage.skipped["\(rule(ofElementRuleID: id)): drawn at the size the document sets, under the minimum for the translation's script: the design's choice, not a translation's (not reported)", default: 0] += 1
        }
        return kept
    }

    // MARK: jobs

    struct Job: Sendable {
        var screenIndex: Int
        let declaration: Declaration
        var screen: LayoutScreen { declaration.screen }
        var element: LayoutElement { declaration.element }
        var locale: String
        var entry: Entry
        var sourceEntry: Entry?
        var isFallback: Bool
        /// The key's substitution values and their formats in the locale (`LabelText.composingSiblings`):
        /// what composing a substitution variant reads.
        var siblings: [Entry]
        /// The same for the source locale.
        var sourceSiblings: [Entry]
        var font: FontSelection
        /// The constraints of the first size (for declared labels, of every size).
        var constraints: LayoutConstraints
        var sizes: [JobSize]

        /// The text the label shows; composed on the worker that lays it out.
        var text: String {
            LabelText.compose(entry, siblings: siblings, samples: element.samples, transform: element.textTransform, locale: locale)
        }
    }

    /// One size a job is laid out at, in the box it has there.
    struct JobSize: Sendable {
        var category: String?
        var size: Double
        var constraints: LayoutConstraints
        /// For an imported screen: the screen width the box was computed at.
        var screenWidth: Double?
        /// For an imported screen's source locale: how wide the box gets when its text grows.
        var maximumWidth: Double?
    }

    func makeJobs(_ screens: [LayoutScreen], index: CatalogIndex, context: LintContext,
                  boxes: ContainerBoxes = ContainerBoxes(), firstIndex: Int = 0) -> [Job] {
        var jobs: [Job] = []
        for (offset, screen) in screens.enumerated() {
            let screenIndex = firstIndex + offset
            for element in screen.elements where element.kind.hasText {
                // An imported text in a font the profile does not have is the model's limit, not the user's
                // error: it is left out (coverage names the font).
                if screen.origin != .declared, let family = element.family, !knowsFamily(family) { continue }
                let declaration = Declaration(screen: screen, element: element)
                let font = Self.font(of: element)
                let constraints = LayoutConstraints(
                    width: element.width, maxLines: element.maxLines ?? screen.platform.defaultMaxLines,
                    lineHeight: element.lineHeight, height: element.height, alignment: element.alignment,
                    fontPadding: fontPadding(of: element))
                let declaredSizes = SizeScale.sizes(for: element, platform: screen.platform, categories: context.sizeCategories)
                    .map { JobSize(category: $0.category, size: $0.size, constraints: constraints) }
                for (table, key) in index.keys(of: element, keyIsPattern: screen.origin == .declared) {
                    let values = index.values(table: table, key: key)
                    let source = values[context.sourceLocale] ?? []
                    // Looked up per value: indexed once per key, so a key of many values stays linear.
                    var sourceByVariant: [String: Entry] = [:]
                    for entry in source where sourceByVariant[entry.variant ?? ""] == nil { sourceByVariant[entry.variant ?? ""] = entry }
                    let sourceOther = source.first { LabelText.pluralCategory(of: $0.variant) == "other" }
                    let sourceSiblings = LabelText.composingSiblings(source)
                    for locale in context.locales {
                        let sizes: [JobSize]
                        if screen.container != nil {
                            sizes = boxes.sizes(screen: screenIndex, element: element, platform: screen.platform, locale: locale,
                                                base: constraints)
                            if sizes.isEmpty { continue }
                        } else {
                            sizes = declaredSizes
                        }
                        let (entries, isFallback) = Self.shownEntries(values, locale: locale, source: source, context: context)
                        let siblings = entries == source ? sourceSiblings : LabelText.composingSiblings(entries)
                        let formats = LabelText.substitutionPrefixes(entries)
                        for entry in entries where !LabelText.isFormat(entry, prefixes: formats) {
                            // A configuration variant the source does not have (values-de-night/ beside
                            // values-night/'s absence) is a translation of the default configuration's value.
                            let sourceEntry = sourceByVariant[entry.variant ?? ""]
                                ?? AndroidConfiguration.defaultVariant(of: entry.variant).flatMap { sourceByVariant[$0 ?? ""] }
                                ?? sourceOther ?? source.first
                            jobs.append(Job(screenIndex: screenIndex, declaration: declaration, locale: locale,
                                            entry: entry, sourceEntry: sourceEntry, isFallback: isFallback, siblings: siblings,
                                            sourceSiblings: sourceSiblings,
                                            font: font, constraints: sizes.first?.constraints ?? constraints, sizes: sizes))
                        }
                    }
                }
            }
        }
        return jobs
    }

    /// The values a label shows in `locale`: its own, else its nearest parent's, as the platform does
    /// (ar-EG → ar, zh-Hant-HK → zh-Hant; `LocaleTag.fallbacks`), values not to be translated counting as
    /// none; else the source's, which is then a fallback when the source is meant to be translated.
    static func shownEntries(_ values: [String: [Entry]], locale: String, source: [Entry], context: LintContext)
        -> (entries: [Entry], isFallback: Bool) {
        for candidate in CollectionOfOne(locale) + LocaleTag.fallbacks(locale) {
            let entries = values[candidate] ?? []
            if !entries.isEmpty && (candidate == context.sourceLocale || entries.contains { $0.shouldTranslate }) {
                return (entries, false)
            }
        }
        return (source, !source.isEmpty && source.contains { $0.shouldTranslate })
    }

    /// Whether the font profile has a family of that name (imported documents may name any font).
    func knowsFamily(_ family: String) -> Bool { typesetter.fonts.profile.families[family] != nil }

    /// Coverage over the jobs of the declared and imported screens (not only the scope's); `laidOut` holds
    /// the table × key of each of those jobs.
    func coverage(of jobs: [Job], laidOut: Set<String>, screens: [LayoutScreen], index: CatalogIndex,
                         boxes: ContainerBoxes, locales: [String], sourceLocale: String) -> Coverage {
        var coverage = Coverage()
        let checkedElements = Set(jobs.map { "\($0.screenIndex)\u{1F}\($0.element.id)" })
        for (table, keys) in index.tables {
            let sourceHasTable = Self.hasSourceValues(keys, sourceLocale: sourceLocale)
            for (key, values) in keys {
                coverage.keys += 1
                if laidOut.contains(table + "\u{1F}" + key) {
                    coverage.keysLaidOut += 1
                } else if values.values.allSatisfy({ $0.allSatisfy { $0.extractionState == "stale" } })
                            || sourceHasTable && !Self.hasSourceValue(values, sourceLocale: sourceLocale) {
                    coverage.keysUnused += 1
                } else {
                    coverage.keysCatalogOnly += 1
                }
            }
        }
        for (screenIndex, screen) in screens.enumerated() where screen.origin == .android || screen.origin == .interfaceBuilder || screen.origin == .swiftUI {
            for skipped in screen.skipped {
                coverage.uiElements += 1
                coverage.skipped[skipped.reason, default: 0] += 1
            }
            for element in screen.elements where element.kind.hasText {
                coverage.uiElements += 1
                if checkedElements.contains("\(screenIndex)\u{1F}\(element.id)") {
                    coverage.uiElementsChecked += 1
                    for locale in locales {
                        if let reason = boxes.skipReason(screen: screenIndex, element: element.id, locale: locale) {
                            coverage.skippedInLocales[reason, default: 0] += 1
                        }
                    }
                    continue
                }
                let reason: String
                if let family = element.family, !knowsFamily(family) {
                    reason = "font '\(family)' is not in the font profile (map it with interfaceBuilder.fontFamilies)"
                } else if element.key.flatMap({ index.table(for: $0, declared: element.table) }) == nil {
                    reason = screen.origin == .android ? MissingKeyRule.libraryStringReason : "its key is in no checked catalog"
                } else {
                    reason = locales.lazy.compactMap { boxes.skipReason(screen: screenIndex, element: element.id, locale: $0) }.first
                        ?? "its box could not be decided"
                }
                coverage.skipped[reason, default: 0] += 1
            }
        }
        return coverage
    }

    // MARK: measuring

    /// A label and the findings of its own rules; `label` is nil once it has moved on to its screen.
    struct MeasuredResult: Sendable {
        var label: MeasuredLabel?
        var findings: [Finding]
    }

    /// Lays out every job, `options.workers` at a time, and runs `check` on each label on the same worker;
    /// results in job order, whatever the timing.
    /// `keepsLayouts` says which labels a screen rule reads the layouts of afterwards; the others give them
    /// up once their own rules have run (a label's layouts hold its shaped text: kept for every label of a
    /// large project, they were most of its memory).
    func measure(_ jobs: [Job], check: @Sendable (Int, MeasuredLabel) -> [Finding] = { _, _ in [] },
                 keepsLayouts: @Sendable (Int) -> Bool = { _ in true }) -> [MeasuredResult] {
        // Each result goes straight to its slot: gathered per worker first, every label was held twice.
        let results = Mutex<[MeasuredResult]>(Array(repeating: MeasuredResult(label: nil, findings: []), count: jobs.count))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let workers = min(options.workers, max(1, jobs.count))
        let progress = options.progress
        progress?.report(.labels, 0, jobs.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { break }
                var label = measure(jobs[index])
                let findings = check(index, label)
                if !keepsLayouts(index) { label.sizes = [] }
                let result = MeasuredResult(label: label, findings: findings)
                results.withLock { $0[index] = result }
                if let progress { progress.report(.labels, done.wrappingAdd(1, ordering: .relaxed).newValue, jobs.count) }
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
        if unread { return label }
        do {
            if job.sizes.isEmpty {
                // No box to lay it out in (a catalog value no label shows): only its glyph coverage is read.
                label.missingGlyphs = try typesetter.missingGlyphs(text, locale: job.locale, font: job.font)
                return label
            }
            let shaped = try typesetter.shape(text, locale: job.locale, font: job.font)
            label.missingGlyphs = shaped.missingGlyphs
            for size in job.sizes {
                label.sizes.append(try layout(shaped, at: size, job: job))
            }
            label.alignmentShows = label.sizes.contains { sized in
                let box = sized.constraints.width ?? sized.layout.lines.map(\.width).max() ?? 0
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
        if layout.truncated, job.screen.platform.usesStandInSystemFont, (job.element.family ?? "system") == "system" {
            let scripts = TextFacts.scripts(of: layout.visibleText + job.text).map(\.script)
            let band = StandInFonts.band(scripts: scripts, size: effective)
            var widened = constraints
            widened.width = constraints.width.map { $0 / band.width }
            widened.height = constraints.height.map { $0 / band.lineHeight }
            fitsWithinBand = !(try shaped.layout(size: effective, constraints: widened)).truncated
            if fitsWithinBand == true, let spread = StandInFonts.spread(scripts: scripts, size: effective), let width = constraints.width {
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
