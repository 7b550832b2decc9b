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
    /// The locales the build files declare (`Project.shippedLocales`), read once with the inputs; nil when they
    /// declare none.
    public var shippedLocales: ShippedLocales?
    /// Gradle locale filters build code computes, which nothing the build files declare stands for
    /// (`ShippedLocales.readDeclarations`), as `file:line`: every `values-*` folder is checked.
    public var localeFiltersUndecided: [String] = []

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
    /// `LintInput.localeFiltersUndecided`, said in the coverage when `locales` is nil.
    public var localeFiltersUndecided: [String] = []
    /// The Android string resources the app's code and XML name; nil: not decided (no Kotlin or Java read).
    public var androidResourceReferences: AndroidResourceReferences?
    /// Which Apple string tables the app reads (`AppleTablesRead`): tables it never reads are not checked.
    /// nil: every table is checked.
    public var appleTablesRead: AppleTablesRead?
    /// Keys an Apple app's sources only speak (accessibility labels) and its own name (`AppleSourceFacts`).
    public var appleSourceFacts: AppleSourceFacts?
    /// Whether the Android app mirrors (its manifests' `android:supportsRtl`); nil: unknown, taken as mirroring.
    public var androidRTLSupport: AndroidRTLSupport?
    /// The string resources the Android manifests name as the app's label: its source values are the app's
    /// own name (`LintContext.appNames`).
    public var androidAppLabelKeys: Set<String> = []
    /// How the Android app's code reads each string resource (`markup-mismatch`); nil: not read.
    public var androidStringUses: AndroidStringUses?
    /// The source catalogs the project's translation platform sends to translators (`crowdin.yml`,
    /// `.tx/config`); nil: no such configuration, every catalog is meant to be translated.
    public var translationSources: TranslationSources?
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
    /// Android string resources no code or resource of the app names (`AndroidResourceReferences`): never
    /// shown, so not checked; counted in `keys` too.
    public var keysUnreferenced: Int = 0
    /// Why the keys checked from the catalog only were not laid out: reason → keys (`KeysNotLaidOut`); the
    /// counts add up to `keysCatalogOnly`.
    public var keysNotLaidOut: [String: Int] = [:]
    /// The same reasons key by key: table → key → why it was not laid out (one of `keysNotLaidOut`'s reasons), so
    /// a localizer can look a key up and CI can diff what a change reached.
    public var keysNotLaidOutByTable: [String: [String: String]] = [:]
    /// Imported text elements laid out with a font standing in for the app's own, whose file is not in the
    /// project (`AppFontStandIns`): "measured with Roboto standing in for R.font.x …" → elements.
    public var measuredWithStandIn: [String: Int] = [:]
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
    /// Catalog files that are a translation tool's input, copies of the app's own (`ScopeStage.appCatalogs`).
    public var catalogsNotShipped: [String] = []
    /// `.lproj` tables the app never reads, each with the table read instead (`ScopeStage.withoutShadowedTables`).
    public var catalogsShadowed: [String: String] = [:]
    /// Apple string tables the app never reads (`AppleTablesRead`: no source names them, a framework's copy),
    /// not checked; sorted.
    public var catalogsNotRead: [String] = []
    /// Catalogs of a bundle that runs only in the background (`AppleSourceFacts.backgroundOnlyFolders`): never
    /// shown, not checked; sorted.
    public var catalogsNeverShown: [String] = []
    /// Source catalogs the translation platform's configuration does not send to translators
    /// (`TranslationSources`): their values are not to be translated; sorted.
    public var catalogsNotSentForTranslation: [String] = []
    /// Tables whose source language is not the run's: table → that language and where it comes from
    /// (`ScopeStage.tableSourceLocales`); their values are compared with their own source.
    public var tableSourceLocales: [String: String] = [:]
    /// Apple string tables whose reading could not be decided (the project has no Swift or Objective-C
    /// source to look for their name in): checked, or left out with `tablesUndecidedLeftOut`; sorted.
    public var tablesReadUndecided: [String] = []
    /// True when `tablesReadUndecided` were left out: the app's Interface Builder documents are there and
    /// none of its code (`AppleTablesRead.hasDocuments`).
    public var tablesUndecidedLeftOut = false
    /// Every catalog locale not checked, and why (`ScopeStage.droppedLocales`): not shipped per a build file,
    /// only in a translation tool's copies, not a language, not asked for.
    public var localesDropped: [String: String] = [:]
    /// Catalog files whose values in a locale the build leaves out while the locale is checked from other
    /// files (a `.lproj` file no project references), sorted.
    public var catalogsNotBuilt: [String] = []
    /// Xcode project files that could not be read: which `.lproj` files they build is undecided, and their
    /// `knownRegions` decided instead, sorted.
    public var shippedLocalesUndecidedBy: [String] = []
    /// Gradle locale filters build code computes (`file:line`) that nothing declared stands for: which
    /// `values-*` folders the app ships is undecided, and every one is checked.
    public var localeFiltersUndecided: [String] = []
    /// Source values with words that are not values to translate, and why: reason → keys (a sample text
    /// code replaces at run time: `UntranslatedRule.runTimeSamples`).
    public var keysNotToTranslate: [String: Int] = [:]
    /// Hierarchy pairs of imported screens (`HierarchyGroups`): checked per screen, and left out with why.
    public var hierarchyPairs: HierarchyPairCoverage?

    enum CodingKeys: String, CodingKey {
        case keys, keysLaidOut, keysCatalogOnly, keysUnused, keysUnreferenced, uiElements, uiElementsChecked, skipped, skippedInLocales, locales
        case localesNotShipped, shippedLocalesDeclaredIn, completeness, catalogsNotShipped, catalogsShadowed, keysNotToTranslate
        case localesDropped, catalogsNotBuilt, shippedLocalesUndecidedBy, localeFiltersUndecided, hierarchyPairs, keysNotLaidOut, keysNotLaidOutByTable, measuredWithStandIn
        case catalogsNotRead, tablesReadUndecided, tablesUndecidedLeftOut, catalogsNeverShown, catalogsNotSentForTranslation
        case tableSourceLocales
    }

    /// Reports written before the locale fields existed read with them empty.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        keys = try c.decode(Int.self, forKey: .keys)
        keysLaidOut = try c.decode(Int.self, forKey: .keysLaidOut)
        keysCatalogOnly = try c.decode(Int.self, forKey: .keysCatalogOnly)
        keysUnused = try c.decodeIfPresent(Int.self, forKey: .keysUnused) ?? 0
        keysUnreferenced = try c.decodeIfPresent(Int.self, forKey: .keysUnreferenced) ?? 0
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
        hierarchyPairs = try c.decodeIfPresent(HierarchyPairCoverage.self, forKey: .hierarchyPairs)
        localesDropped = try c.decodeIfPresent([String: String].self, forKey: .localesDropped) ?? [:]
        catalogsNotBuilt = try c.decodeIfPresent([String].self, forKey: .catalogsNotBuilt) ?? []
        shippedLocalesUndecidedBy = try c.decodeIfPresent([String].self, forKey: .shippedLocalesUndecidedBy) ?? []
        localeFiltersUndecided = try c.decodeIfPresent([String].self, forKey: .localeFiltersUndecided) ?? []
        keysNotLaidOut = try c.decodeIfPresent([String: Int].self, forKey: .keysNotLaidOut) ?? [:]
        keysNotLaidOutByTable = try c.decodeIfPresent([String: [String: String]].self, forKey: .keysNotLaidOutByTable) ?? [:]
        measuredWithStandIn = try c.decodeIfPresent([String: Int].self, forKey: .measuredWithStandIn) ?? [:]
        catalogsNotRead = try c.decodeIfPresent([String].self, forKey: .catalogsNotRead) ?? []
        tablesReadUndecided = try c.decodeIfPresent([String].self, forKey: .tablesReadUndecided) ?? []
        tablesUndecidedLeftOut = try c.decodeIfPresent(Bool.self, forKey: .tablesUndecidedLeftOut) ?? false
        catalogsNeverShown = try c.decodeIfPresent([String].self, forKey: .catalogsNeverShown) ?? []
        catalogsNotSentForTranslation = try c.decodeIfPresent([String].self, forKey: .catalogsNotSentForTranslation) ?? []
        tableSourceLocales = try c.decodeIfPresent([String: String].self, forKey: .tableSourceLocales) ?? [:]
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
        if keysUnreferenced > 0 { try c.encode(keysUnreferenced, forKey: .keysUnreferenced) }
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
        if !localeFiltersUndecided.isEmpty { try c.encode(localeFiltersUndecided, forKey: .localeFiltersUndecided) }
        if let hierarchyPairs { try c.encode(hierarchyPairs, forKey: .hierarchyPairs) }
        if !keysNotLaidOut.isEmpty { try c.encode(keysNotLaidOut, forKey: .keysNotLaidOut) }
        if !keysNotLaidOutByTable.isEmpty { try c.encode(keysNotLaidOutByTable, forKey: .keysNotLaidOutByTable) }
        if !measuredWithStandIn.isEmpty { try c.encode(measuredWithStandIn, forKey: .measuredWithStandIn) }
        if !catalogsNotRead.isEmpty { try c.encode(catalogsNotRead, forKey: .catalogsNotRead) }
        if !tablesReadUndecided.isEmpty { try c.encode(tablesReadUndecided, forKey: .tablesReadUndecided) }
        if tablesUndecidedLeftOut { try c.encode(tablesUndecidedLeftOut, forKey: .tablesUndecidedLeftOut) }
        if !catalogsNeverShown.isEmpty { try c.encode(catalogsNeverShown, forKey: .catalogsNeverShown) }
        if !catalogsNotSentForTranslation.isEmpty { try c.encode(catalogsNotSentForTranslation, forKey: .catalogsNotSentForTranslation) }
        if !tableSourceLocales.isEmpty { try c.encode(tableSourceLocales, forKey: .tableSourceLocales) }
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

/// A value worked out on a thread of its own while the caller goes on; `value` waits for it. `alone`: worked
/// out at once on the caller's thread instead (a run on one worker).
final class Beside<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written by the thread before it signals `done`, read after `done` is waited for.
    private var result: Value?

    init(alone: Bool, _ work: @escaping @Sendable () -> Value) {
        guard !alone else {
            result = work()
            done.signal()
            return
        }
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
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

    /// The stages in order (`Pipeline/`); each takes and gives plain values.
    public func lint(_ input: LintInput) -> LintReport {
        let scope = ScopeStage(options: options).run(input.catalogs)
        let catalogs = IndexStage(typesetter: typesetter, options: options).run(scope, screens: input.screens)
        // One memo of shaped texts for the run: the container passes and the measure stage share it.
        let shapes = ShapedTexts(typesetter: typesetter)
        let ruleStage = RuleStage(rules: rules, measure: MeasureStage(typesetter: typesetter, options: options, shapes: shapes),
                                  scope: options.scope, androidRTLSupport: options.androidRTLSupport)
        let screenSet = ScreenStage(typesetter: typesetter, options: options, shapes: shapes).run(input.screens, catalogs: catalogs)
        // The catalog rules read the catalogs alone: they run beside the job stage, which keeps one core
        // (beside the screen stage, which keeps every core, they only made it slower).
        let catalogRules = Beside(alone: options.workers <= 1) { ruleStage.checkCatalogs(catalogs) }
        let jobSet = JobStage(typesetter: typesetter, workers: options.workers).run(screenSet, catalogs: catalogs, scope: scope)
        let screens = jobSet.screens
        let catalogCheck = catalogRules.value
        let suppressions = InlineSuppressions(catalogs: input.catalogs, screens: input.screens, sourceLocale: scope.sourceLocale)
        // What a catalog file says about itself (a key defined twice, a value that does not parse) matters where
        // the app reads the file: one the build does not ship or the app never reads (listed in the coverage)
        // changes nothing users see.
        let unread = Set(scope.coverage.catalogsNotRead + scope.coverage.catalogsNotShipped + scope.coverage.catalogsNeverShown)
        let ownFindings = unread.isEmpty ? input.findings : input.findings.filter { !unread.contains($0.location.file) }
        let inputFindings = Self.sourceLocaleFindings(ownFindings, sourceLocale: scope.sourceLocale, tableSources: scope.tableSourceLocales)
            + catalogs.findings
            + suppressions.problems + catalogCheck.findings
        var results = ruleStage.run(consume jobSet, context: catalogs.context, inputFindings: inputFindings)
        results.coverage.merge(catalogCheck.coverage)
        let findings = FilterStage(severities: options.severities).run(results.findings, screens: screens, sourceLocale: scope.sourceLocale,
                                                                        androidSourceLocale: scope.androidSourceLocale,
                                                                        suppressions: suppressions, coverage: &results.coverage)
        LeftToExit.keep(catalogs)
        LeftToExit.keep(ruleStage)
        LeftToExit.keep(scope)
        return ReportStage(scope: options.scope, linksNotFollowed: input.linksNotFollowed).run(findings, results: results)
    }

    /// Findings from reading a `Base.lproj` / `values/` file are about the source locale's values.
    static func sourceLocaleFindings(_ findings: [Finding], sourceLocale: String, tableSources: [String: String] = [:]) -> [Finding] {
        findings.map { finding in
            guard finding.locale == LocaleTag.base else { return finding }
            var changed = finding
            changed.locale = finding.table.flatMap { tableSources[$0] } ?? sourceLocale
            return changed
        }
    }
}
