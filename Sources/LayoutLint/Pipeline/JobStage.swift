import Typesetter

/// Stage 4, jobs: every text element × locale × variant, with the value the platform shows there (its own,
/// a parent locale's, or the source's as a fallback) and the box of each size it is laid out at; then the
/// keys no label lays out, as one catalog screen per table, and the coverage of the whole.
struct JobStage: TypesettingStage, Sendable {
    let typesetter: Typesetter
    var shapes: ShapedTexts? { nil }
    /// Screens whose jobs are made at once (each screen's jobs are its own; the order is the screens').
    var workers = 1

    func run(_ set: ScreenSet, catalogs: IndexedCatalogs, scope: CatalogScope) -> JobSet {
        let (index, context) = (catalogs.index, catalogs.context)
        var jobs = makeJobs(set.screens, index: index, context: context, boxes: set.boxes)
        // Every value no label lays out is still checked by the rules that need no box.
        var laidOut = Set<String>()
        // A key's jobs come together (its locales one after another): each key joined once.
        var last: (table: String, key: String)?
        for job in jobs where last?.table != job.entry.table || last?.key != job.entry.key {
            last = (job.entry.table, job.entry.key)
            laidOut.insert(job.entry.table + "\u{1F}" + job.entry.key)
        }
        var coverage = self.coverage(of: jobs, laidOut: laidOut, screens: set.screens, index: index, boxes: set.boxes,
                                     locales: context.locales, sourceLocale: scope.sourceLocale, into: scope.coverage)
        coverage.locales = context.locales
        // The hierarchy pairs importers derived (`HierarchyGroups`): checked per screen, and left out with why.
        coverage.hierarchyPairs = HierarchyGroups.coverage(of: set.screens, index: index, sourceLocale: scope.sourceLocale)
        // The keys no label lays out, as one catalog screen per table: only their keys are held here, their
        // elements and jobs are made a slice at a time (`catalogSlice`) where they are checked.
        let catalogKeys = ScreenStage.catalogKeys(index: index, excluding: laidOut, context: context)
        return JobSet(jobs: jobs, screens: set.screens + catalogKeys.map(\.screen), coverage: coverage, catalogKeys: catalogKeys)
    }

    /// The screen and jobs of the keys in `range` of a table's catalog screen (`JobSet.catalogKeys`), the
    /// screen at `screenIndex` of the run.
    func catalogSlice(_ keys: ScreenStage.CatalogKeys, _ range: Range<Int>, screenIndex: Int, index: CatalogIndex,
                      context: LintContext) -> (screen: LayoutScreen, jobs: [Job]) {
        let screen = keys.screen(of: range, index: index, sourceLocale: context.sourceLocale)
        return (screen, makeJobs([screen], index: index, context: context, firstIndex: screenIndex))
    }

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
        /// An imported element's value in a locale where it has no box (`MeasuredLabel.hasNoBox`).
        var hasNoBox = false

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
        guard workers > 1, screens.count > 1 else {
            return makeJobsInOrder(screens, index: index, context: context, boxes: boxes, firstIndex: firstIndex)
        }
        let parts = OrderedWork.map(screens.count, workers: workers) { position in
            makeJobsInOrder([screens[position]], index: index, context: context, boxes: boxes, firstIndex: firstIndex + position)
        }
        var jobs: [Job] = []
        jobs.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { jobs.append(contentsOf: part) }
        return jobs
    }

    private func makeJobsInOrder(_ screens: [LayoutScreen], index: CatalogIndex, context: LintContext,
                                 boxes: ContainerBoxes, firstIndex: Int) -> [Job] {
        var jobs: [Job] = []
        for (offset, screen) in screens.enumerated() {
            let screenIndex = firstIndex + offset
            for element in screen.elements where element.kind.hasText {
                // An imported text in a font the profile does not have is the model's limit, not the user's
                // error: it is left out (coverage names the font).
                if screen.origin != .declared, let family = element.family, !knowsFamily(family) { continue }
                let declaration = Declaration(screen: screen, element: element)
                let font = font(of: element)
                let constraints = LayoutConstraints(
                    width: element.width, maxLines: element.maxLines ?? screen.platform.defaultMaxLines,
                    lineHeight: element.lineHeight, height: element.height, alignment: element.alignment,
                    fontPadding: fontPadding(of: element))
                let declaredSizes = SizeScale.sizes(for: element, platform: screen.platform, categories: context.sizeCategories)
                    .map { JobSize(category: $0.category, size: $0.size, constraints: constraints) }
                // A text of a Swift package target shows its own bundle's value of a key other targets' tables of
                // the same name define too (`SwiftPackageTargets`).
                let packageTarget = [.interfaceBuilder, .swiftUI].contains(screen.origin) ? SwiftPackageTargets.target(of: element.location.file) : nil
                for (table, key) in index.keys(of: element, keyIsPattern: screen.origin == .declared) {
                    var values = index.values(table: table, key: key)
                    if let packageTarget { values = SwiftPackageTargets.shown(values, inTarget: packageTarget) }
                    let source = values[context.sourceLocale(ofTable: table)] ?? []
                    // Looked up per value: indexed once per key, so a key of many values stays linear.
                    var sourceByVariant: [String: Entry] = [:]
                    for entry in source where sourceByVariant[entry.variant ?? ""] == nil { sourceByVariant[entry.variant ?? ""] = entry }
                    let sourceOther = source.first { LabelText.pluralCategory(of: $0.variant) == "other" }
                    let sourceSiblings = LabelText.composingSiblings(source)
                    // An imported element's boxes per locale; one with a box in some locale is laid out, and its
                    // values in a locale without one (squeezed out there, an empty value) are still checked by the
                    // rules that need no box (`Job.hasNoBox`).
                    let boxed = screen.container == nil ? [:] : Dictionary(uniqueKeysWithValues: context.locales.map { locale in
                        (locale, boxes.sizes(screen: screenIndex, element: element, platform: screen.platform, locale: locale, base: constraints))
                    })
                    let laidOutSomewhere = boxed.values.contains { !$0.isEmpty }
                    // The bundle of the key's source value (`BundleLocalizations`): a locale it does not resolve to
                    // shows the development language, as the source's job does.
                    let sourceFile = context.bundleLocalizations.isEmpty ? nil : source.first?.location.file
                    for locale in context.locales {
                        if let sourceFile, !context.bundleLocalizations.shows(file: sourceFile, locale: locale) { continue }
                        let sizes: [JobSize]
                        if screen.container != nil {
                            sizes = boxed[locale] ?? []
                            if sizes.isEmpty && !laidOutSomewhere { continue }
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
                                            font: font, constraints: sizes.first?.constraints ?? constraints, sizes: sizes,
                                            hasNoBox: screen.container != nil && sizes.isEmpty))
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
        let sourceLocale = context.sourceLocale(ofTable: source.first?.table)
        // An Android plural whose forms name strings shows each locale's resolved forms (`CatalogIndex.resolvePluralReferences`).
        let resolvesReferences = !context.catalogs.resolvedPlurals.isEmpty && source.first.map {
            context.catalogs.resolvedPlurals.contains($0.table + "\u{1F}" + $0.key)
        } == true
        func shown(_ candidate: String) -> [Entry]? {
            let entries = values[candidate] ?? []
            return !entries.isEmpty && (candidate == sourceLocale || resolvesReferences || entries.contains { $0.shouldTranslate }) ? entries : nil
        }
        for candidate in CollectionOfOne(locale) + LocaleTag.fallbacks(locale) {
            if let entries = shown(candidate) { return (entries, false) }
        }
        if let sibling = androidRegionalValue(values, locale: locale, source: source, context: context), let entries = shown(sibling) {
            return (entries, false)
        }
        return (source, !source.isEmpty && source.contains { $0.shouldTranslate })
    }

    /// The locale whose Android resource a locale shows when neither it nor its parent has the string: another
    /// region of the same language and script (`values-fa` lacks it, `values-fa-rIR` has it). Since Android 7.0
    /// (API 24) a resource qualified with a region matches a device locale of the same language and script in
    /// any region (AOSP `frameworks/base/libs/androidfw/ResourceTypes.cpp`, `ResTable_config::match`: countries
    /// need not match when both scripts are known and equal; "Language and locale resolution overview",
    /// developer.android.com/guide/topics/resources/multilingual-support: "Try fr_CH → Fail, Try fr → Fail, Try
    /// children of fr → fr_FR"), and `getString` looks each resource up on its own, so the user sees that region's
    /// value, not the default one. Only for aapt2's resources — an app's `values*/` and moko-resources', which its
    /// Gradle plugin writes into Android `values-<language>-r<REGION>/` folders (moko-resources
    /// `LanguageType.Locale.androidResourcesDir`: folder `de-DE` becomes `values-de-rDE`) — not for Compose
    /// Multiplatform resources (they pick by language, then region, with no sibling), in a locale the Android
    /// build has (`CatalogIndex.platformLocales`), the first in code point order for a deterministic choice; nil
    /// elsewhere.
    static func androidRegionalValue(_ values: [String: [Entry]], locale: String, source: [Entry], context: LintContext) -> String? {
        let sourceLocale = context.sourceLocale(ofTable: source.first?.table)
        guard locale != sourceLocale else { return nil }
        let language = LocaleTag.firstSubtag(locale).map(String.init) ?? locale
        // Asked for every missing value: the other regions first (most keys have none), the source's folder after.
        // The language subtags are compared in place: split into arrays of strings, every locale's tag of every
        // key, this was 9% of commons' check (a value missing in 120 locales looked at 120 tags in each).
        let regions = values.keys.filter { candidate in
            LocaleTag.firstSubtag(candidate).map { $0 == language } == true
                && candidate != locale && candidate != sourceLocale && candidate != LocaleTag.base
        }
        guard !regions.isEmpty, let first = source.first,
              let kind = ResourceFolder.of(first.location.file)?.kind, kind == .android || kind == .mokoResources,
              context.catalogs.isRead(table: first.table, in: locale) else { return nil }
        let script = LocaleTag.info(locale).script
        return regions.filter { LocaleTag.info($0).script == script }.sorted().first
    }

    /// Coverage over the jobs of the declared and imported screens (not only the scope's); `laidOut` holds
    /// the table × key of each of those jobs.
    func coverage(of jobs: [Job], laidOut: Set<String>, screens: [LayoutScreen], index: CatalogIndex,
                  boxes: ContainerBoxes, locales: [String], sourceLocale: String, into start: Coverage) -> Coverage {
        var coverage = start
        struct ElementOfScreen: Hashable {
            var screen: Int
            var id: String
        }
        var checkedElements = Set<ElementOfScreen>()
        var last: ElementOfScreen?
        for job in jobs where last?.screen != job.screenIndex || last?.id != job.element.id {
            last = ElementOfScreen(screen: job.screenIndex, id: job.element.id)
            checkedElements.insert(last!)
        }
        // Elements of imported screens that name a key but were not laid out (a font the profile lacks, a
        // key in no checked catalog, a box not decided): their reason is the key's, when no label lays it out.
        var unlaid: [SkippedElement] = []
        for (screenIndex, screen) in screens.enumerated() where screen.origin == .android || screen.origin == .interfaceBuilder || screen.origin == .swiftUI {
            for skipped in screen.skipped {
                coverage.uiElements += 1
                coverage.skipped[skipped.reason, default: 0] += 1
            }
            // A variant's views laid out only for the others' boxes are the screen's own: counted there.
            for element in screen.elements where element.kind.hasText && !screen.layoutOnly.contains(element.id) {
                coverage.uiElements += 1
                if checkedElements.contains(ElementOfScreen(screen: screenIndex, id: element.id)) {
                    coverage.uiElementsChecked += 1
                    if let standIn = element.fontStandIn { coverage.measuredWithStandIn[standIn.phrase, default: 0] += 1 }
                    for locale in locales {
                        if let reason = boxes.skipReason(screen: screenIndex, element: element.id, locale: locale) {
                            coverage.skippedInLocales[reason, default: 0] += 1
                        }
                    }
                    continue
                }
                let reason: String
                if let family = element.family, !knowsFamily(family) {
                    reason = screen.origin == .interfaceBuilder ? "font '\(family)' is not in the font profile (map it with interfaceBuilder.fontFamilies)" : "font '\(family)' is not in the font profile (add its files with --fonts)"
                } else if element.key.flatMap({ index.table(for: $0, declared: element.table) }) == nil {
                    reason = screen.origin == .android ? Coverage.libraryStringReason
                        : DebuggingScreen.isDebuggingScreen(screen) ? DebuggingScreen.reason : "its key is in no checked catalog"
                } else {
                    reason = locales.lazy.compactMap { boxes.skipReason(screen: screenIndex, element: element.id, locale: $0) }.first
                        ?? "its box could not be decided"
                }
                coverage.skipped[reason, default: 0] += 1
                if let key = element.key { unlaid.append(SkippedElement(id: element.id, reason: reason, location: element.location, key: key, table: element.table)) }
            }
        }
        let notLaidOutReason = KeysNotLaidOut.reasons(screens: screens, index: index, unlaid: unlaid)
        for (table, keys) in index.tables {
            let tableSource = index.sourceLocale(ofTable: table, run: sourceLocale)
            let sourceHasTable = ScreenStage.hasSourceValues(keys, sourceLocale: tableSource)
            for (key, values) in keys {
                coverage.keys += 1
                if laidOut.contains(table + "\u{1F}" + key) {
                    coverage.keysLaidOut += 1
                } else if values.values.allSatisfy({ $0.allSatisfy { $0.extractionState == "stale" } })
                            || sourceHasTable && !ScreenStage.hasSourceValue(values, sourceLocale: tableSource) {
                    coverage.keysUnused += 1
                } else {
                    coverage.keysCatalogOnly += 1
                    let reason = notLaidOutReason(table, key)
                    coverage.keysNotLaidOut[reason, default: 0] += 1
                    coverage.keysNotLaidOutByTable[table, default: [:]][key] = reason
                }
            }
        }
        return coverage
    }
}

/// The jobs of the declared and imported screens, every screen (declared, imported, then one catalog screen
/// per table, without its elements), the keys of those catalog screens, and the coverage so far.
struct JobSet: Sendable {
    var jobs: [JobStage.Job]
    var screens: [LayoutScreen]
    var coverage: Coverage
    /// The keys no label lays out, per table: the screens after the declared and imported ones, in order.
    var catalogKeys: [ScreenStage.CatalogKeys] = []

    /// Where the catalog screens start in `screens`.
    var firstCatalogScreen: Int { screens.count - catalogKeys.count }

    /// The catalog screens with their elements, and their jobs after the others: every job of the run at once
    /// (a run that reports part of them decides with all of them, `ScopePlan`).
    mutating func makeCatalogJobs(_ stage: JobStage, index: CatalogIndex, context: LintContext) {
        let first = firstCatalogScreen
        for (offset, keys) in catalogKeys.enumerated() {
            let slice = stage.catalogSlice(keys, keys.keys.indices, screenIndex: first + offset, index: index, context: context)
            screens[first + offset] = slice.screen
            jobs += slice.jobs
        }
        catalogKeys = []
    }
}

extension Coverage {
    /// Why an imported Android text whose `@string/…` is in no catalog of the app is not laid out.
    public static let libraryStringReason = "its string is in no catalog of the app: a library's resource (a Gradle dependency's; aapt2 fails a build whose layout references a string nothing defines)"

    /// Adds what a rule or stage computed to the coverage: skip counts add up; completeness and values not
    /// to translate are the rule's own.
    mutating func merge(_ other: Coverage) {
        for (reason, count) in other.skipped { skipped[reason, default: 0] += count }
        for (reason, count) in other.skippedInLocales { skippedInLocales[reason, default: 0] += count }
        for (reason, count) in other.keysNotToTranslate { keysNotToTranslate[reason, default: 0] += count }
        completeness += other.completeness
    }
}
