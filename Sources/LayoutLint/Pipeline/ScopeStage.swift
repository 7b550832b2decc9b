import Foundation

/// Stage 1, scope: which catalogs the build ships and which locales are checked, with what was left out and
/// why (translation tools' copies, debug and test source sets, shadowed `.lproj` tables, locales no build
/// file ships).
struct ScopeStage: Sendable {
    /// Locales asked for by name (`--locales`, `locales:`); nil: every locale the build ships.
    var locales: [String]?
    /// The source language asked for; nil: the catalogs' own, else "en".
    var sourceLocale: String?
    /// The locales the app ships, per its build files.
    var shippedLocales: ShippedLocales?
    var localeFiltersUndecided: [String] = []
    /// The Android string resources the app's code and XML name; nil: every key is checked.
    var androidReferences: AndroidResourceReferences?
    /// Which Apple string tables the app reads; nil: all.
    var tablesRead: AppleTablesRead?
    /// Folders of bundles that run only in the background (`AppleSourceFacts.backgroundOnlyFolders`).
    var backgroundOnlyFolders: [String] = []
    /// Apple keys only an unused generated accessor reads (`AppleSourceFacts.unusedGeneratedKeys`).
    var unusedGeneratedKeys: Set<String> = []
    /// The source catalogs the translation platform sends to translators; nil: all of them.
    var translationSources: TranslationSources?

    init(options: LintOptions) {
        tablesRead = options.appleTablesRead
        backgroundOnlyFolders = options.appleSourceFacts?.backgroundOnlyFolders ?? []
        unusedGeneratedKeys = options.appleSourceFacts?.unusedGeneratedKeys ?? []
        locales = options.locales
        sourceLocale = options.sourceLocale
        shippedLocales = options.shippedLocales
        localeFiltersUndecided = options.localeFiltersUndecided
        androidReferences = options.androidResourceReferences
        translationSources = options.translationSources
    }

    func run(_ input: [CatalogFile]) -> CatalogScope {
        let (ownCatalogs, copies) = Self.appCatalogs(input)
        let (shownCatalogs, neverShown) = Self.withoutBackgroundOnlyBundles(ownCatalogs, folders: backgroundOnlyFolders)
        let (appCatalogs, notRead, undecided, undecidedLeftOut) = Self.readTables(shownCatalogs, tablesRead: tablesRead)
        let (unshadowed, shadowed) = Self.withoutShadowedTables(appCatalogs)
        var catalogs = unshadowed
        let sourceLocale = self.sourceLocale.map(LocaleTag.canonical)
            ?? CatalogIndex.sourceLanguages(of: catalogs).values.sorted().first ?? "en"
        let tableSources = self.sourceLocale == nil ? Self.tableSourceLocales(catalogs, runSourceLocale: sourceLocale) : [:]
        let notSent = translationSources.map { Self.markNotSentForTranslation(&catalogs, sources: $0, sourceLocale: sourceLocale) } ?? []
        // Values the build does not ship (a translation platform's export of every language it has) are not
        // checked, unless their locale is asked for by name; the source always is.
        var shipping = Self.shippedCatalogs(catalogs, shipped: locales == nil ? shippedLocales : nil, sourceLocale: sourceLocale,
                                            tableSources: tableSources)
        let unreferenced = (androidReferences.map { Self.withoutUnreferencedResources(&shipping.kept, references: $0) } ?? 0)
            + Self.withoutUnusedGeneratedKeys(&shipping.kept, unused: unusedGeneratedKeys)
        let catalogLocales = Self.locales(of: shipping.kept, sourceLocale: sourceLocale, tableSources: tableSources).filter(LocaleTag.isCheckable)
        // A locale named twice (`de,de`, `iw,he`, `de_DE,de-DE`) is one locale: canonical tags, first mention kept.
        let checked = locales.map { LocaleTag.uniqueCanonical($0) } ?? catalogLocales.filter { shipping.reasons[$0] == nil }
        let dropped = Self.droppedLocales(all: input, kept: Set(checked), notShipped: shipping.reasons,
                                          sourceLocale: sourceLocale, asked: locales != nil)
        let notShipped = dropped.filter { shipping.reasons[$0.key] == $0.value }.keys.sorted()
        var coverage = Coverage()
        coverage.keys = unreferenced
        coverage.keysUnreferenced = unreferenced
        coverage.locales = checked
        coverage.catalogsNotShipped = copies
        coverage.catalogsShadowed = shadowed
        coverage.catalogsNotRead = notRead
        coverage.catalogsNeverShown = neverShown
        coverage.catalogsNotSentForTranslation = notSent
        coverage.tablesReadUndecided = undecided
        coverage.tablesUndecidedLeftOut = undecidedLeftOut
        coverage.localesNotShipped = notShipped
        coverage.shippedLocalesDeclaredIn = notShipped.isEmpty ? [] : shippedLocales?.declaredIn ?? []
        coverage.localesDropped = dropped
        coverage.catalogsNotBuilt = shipping.filesLeftOut
        coverage.tableSourceLocales = Self.describedTableSources(tableSources, declared: CatalogIndex.sourceLanguages(of: catalogs),
                                                                 runSourceLocale: sourceLocale)
        if locales == nil {
            coverage.shippedLocalesUndecidedBy = (shippedLocales?.xcodeProjects ?? []).filter { !$0.isReadable }.map(\.path).sorted()
            coverage.localeFiltersUndecided = localeFiltersUndecided
        }
        // The languages each Apple catalog's bundle resolves to bound where its keys are looked up (unless asked by name).
        let bundles = locales == nil ? BundleLocalizations(catalogs: shipping.kept, shipped: shippedLocales, sourceLocale: sourceLocale)
            : BundleLocalizations()
        return CatalogScope(catalogs: shipping.kept, sourceLocale: sourceLocale, locales: checked, coverage: coverage,
                            bundleLocalizations: bundles, tableSourceLocales: tableSources)
    }

    /// The language Android's tools take a default `values/` folder to be in when its `<resources>` does not
    /// say (`tools:locale`): "the tools otherwise assume English" (developer.android.com/studio/write/tool-attributes,
    /// `tools:locale`; Android lint's `MissingTranslation` and spell checks read it so). Compose Multiplatform's
    /// `composeResources/values/` is the same default configuration (the resources plugin's
    /// `ResourceEnvironment`: no language qualifier matches every language).
    static let androidDefaultLanguage = "en"

    /// Each table's source language where it is not the run's (the run's is the Apple catalogs' when one says,
    /// as Xcode's development language): a String Catalog's own `sourceLanguage`, and for Android and Compose
    /// resources the language of their default `values/` folder (`androidDefaultLanguage`). A Kotlin
    /// Multiplatform app ships both: its iOS catalog's `ja` is not the language of its Compose `values/`.
    static func tableSourceLocales(_ catalogs: [CatalogFile], runSourceLocale: String) -> [String: String] {
        let declared = CatalogIndex.sourceLanguages(of: catalogs)
        var sources: [String: String] = [:]
        for (table, language) in declared where language != runSourceLocale { sources[table] = language }
        for catalog in catalogs where catalog.format == .android && catalog.localeSet.contains(LocaleTag.base) {
            for entry in catalog.entries where entry.locale == LocaleTag.base && declared[entry.table] == nil {
                if Self.androidDefaultLanguage != runSourceLocale { sources[entry.table] = Self.androidDefaultLanguage }
            }
        }
        return sources
    }

    /// The coverage's account of `tableSourceLocales`: per table, its source language and where it comes from.
    static func describedTableSources(_ sources: [String: String], declared: [String: String], runSourceLocale: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: sources.map { table, language in
            (table, declared[table] == nil
                ? "\(language): Android's default `values/`, in no declared language (no `tools:locale`): Android's tools take it as English; the run's source is \(runSourceLocale)"
                : "\(language): the catalog says so (a String Catalog's `sourceLanguage`, a `values/` file's `tools:locale`); the run's source is \(runSourceLocale)")
        })
    }

    /// Marks the source values of catalogs the translation platform never sends to translators
    /// (`TranslationSources`) and no locale translates not to be translated, as `translatable="false"` marks
    /// one value: a missing translation of them is the project's choice. A table some locale does translate
    /// reaches translators another way (a script, a second platform) and stays checked. Returns those
    /// catalogs' paths, sorted.
    static func markNotSentForTranslation(_ catalogs: inout [CatalogFile], sources: TranslationSources, sourceLocale: String) -> [String] {
        let isSource = { (locale: String) in locale == LocaleTag.base || locale == sourceLocale }
        let candidates = catalogs.filter { $0.localeSet.contains(where: isSource) }.map(\.path)
        var notSent = sources.notSent(candidates)
        guard !notSent.isEmpty else { return [] }
        var translatedTables = Set<String>()
        for catalog in catalogs {
            for entry in catalog.entries where !isSource(entry.locale) { translatedTables.insert(entry.table) }
        }
        notSent = notSent.filter { path in
            !(catalogs.first { $0.path == path }?.entries.contains { translatedTables.contains($0.table) } ?? true)
        }
        guard !notSent.isEmpty else { return [] }
        for index in catalogs.indices where notSent.contains(catalogs[index].path) {
            for entry in catalogs[index].entries.indices where isSource(catalogs[index].entries[entry].locale) {
                catalogs[index].entries[entry].shouldTranslate = false
            }
        }
        return notSent.sorted()
    }

    /// Leaves out the values of Android string resources nothing in the app names (`AndroidResourceReferences`):
    /// the resource is never shown, in any locale. Returns how many resources (catalog folder × name) were left out.
    static func withoutUnreferencedResources(_ catalogs: inout [CatalogFile], references: AndroidResourceReferences) -> Int {
        var leftOut = Set<String>()
        for index in catalogs.indices where catalogs[index].format == .android {
            guard let folder = ResourceFolder.of(catalogs[index].path) else { continue }
            let module = catalogs[index].path.split(separator: "/").dropLast(2).joined(separator: "/")   // the res folder
            let composeResources = folder.kind == .composeResources
            catalogs[index].entries.removeAll { entry in
                guard !references.isReferenced(entry.key, composeResources: composeResources) else { return false }
                leftOut.insert(module + "\u{1F}" + entry.key)
                return true
            }
        }
        return leftOut.count
    }

    /// Leaves out the values of Apple keys that only an unused generated accessor reads
    /// (`GeneratedStringAccessors`): never shown, in any locale. Returns how many table × key were left out.
    static func withoutUnusedGeneratedKeys(_ catalogs: inout [CatalogFile], unused: Set<String>) -> Int {
        guard !unused.isEmpty else { return 0 }
        var leftOut = Set<String>()
        for index in catalogs.indices where AppleTablesRead.tableFormats.contains(catalogs[index].format) {
            catalogs[index].entries.removeAll { entry in
                let tableKey = entry.table.lowercased() + "\u{1F}" + entry.key
                guard unused.contains(tableKey) else { return false }
                leftOut.insert(tableKey)
                return true
            }
        }
        return leftOut.count
    }

    /// The locales of the catalogs' values as the index has them once `Base` stands for the source
    /// (`CatalogIndex.adoptBase`), "und" left out, sorted: `CatalogIndex.locales` without building the index.
    static func locales(of catalogs: [CatalogFile], sourceLocale: String, tableSources: [String: String] = [:]) -> [String] {
        var found = Set<String>()
        for catalog in catalogs { found.formUnion(catalog.localeSet) }
        if sourceLocale != LocaleTag.base, found.remove(LocaleTag.base) != nil { found.insert(sourceLocale) }
        found.formUnion(tableSources.values)
        found.remove("und")
        return found.sorted()
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
        // A source set with a `moko-resources/` folder is built by moko-resources 0.24 or later, which reads
        // no `resources/MR/` (`mokoResourcesSourceDirectory.kt`): files left there are not in the app.
        let currentMoko = Set(catalogs.compactMap { ResourceFolder.mokoSourceSet($0.path) }.filter(\.current).map(\.folder))
        func isLegacyMoko(_ path: String) -> Bool {
            guard let set = ResourceFolder.mokoSourceSet(path), !set.current else { return false }
            return currentMoko.contains(set.folder)
        }
        var kept: [CatalogFile] = []
        var copies: [String] = []
        for catalog in catalogs {
            if isInput(catalog.path) && own.contains(tail(catalog.path)) || isOutsideReleaseBuilds(catalog.path)
                || isLegacyMoko(catalog.path) {
                copies.append(catalog.path)
            } else {
                kept.append(catalog)
            }
        }
        return (kept, copies.sorted())
    }

    /// Leaves out the catalogs inside a bundle that runs only in the background (`folders`: where an
    /// `Info.plist` says `LSBackgroundOnly`): no window, menu or alert of it shows their text. Returns the
    /// others and the paths left out, sorted.
    static func withoutBackgroundOnlyBundles(_ catalogs: [CatalogFile], folders: [String]) -> (kept: [CatalogFile], neverShown: [String]) {
        guard !folders.isEmpty else { return (catalogs, []) }
        var kept: [CatalogFile] = []
        var neverShown: [String] = []
        for catalog in catalogs {
            if folders.contains(where: { $0.isEmpty || catalog.path.hasPrefix($0 + "/") }) { neverShown.append(catalog.path) } else { kept.append(catalog) }
        }
        return (kept, neverShown.sorted())
    }

    /// The catalogs' values the build ships (`ShippedLocales.notShippedReason`), the source's always. A locale
    /// no file ships is not checked (`reasons`: the first reason, by file path); its values stay in the index,
    /// as what translators wrote elsewhere (rules that weigh what other locales keep still see them). A file
    /// left out of a locale that other files ship (a `.lproj` file no project references) loses that locale's
    /// values (`filesLeftOut`), as the app does.
    static func shippedCatalogs(_ catalogs: [CatalogFile], shipped: ShippedLocales?, sourceLocale: String,
                                tableSources: [String: String] = [:])
        -> (kept: [CatalogFile], reasons: [String: String], filesLeftOut: [String], changed: Bool) {
        guard let shipped else { return (catalogs, [:], [], false) }
        // The languages the app's main bundle runs in, which bound its Swift packages' (`AppLocalizations`).
        var appLocales: Set<String>?
        if let declared = shipped.appLocalizations {
            var locales = declared.locales.union([sourceLocale])
            for catalog in catalogs where shipped.isAppOwnCatalog(path: catalog.path, format: catalog.format) {
                locales.formUnion(catalog.localeSet.subtracting([LocaleTag.base]))
            }
            appLocales = locales
        }
        var refusals: [(file: Int, locale: String, reason: String)] = []
        var shippedSomewhere = Set<String>()
        for (index, catalog) in catalogs.enumerated() {
            // A catalog's own source language is the one it always has.
            let ownSource = catalog.entries.first.flatMap { tableSources[$0.table] } ?? sourceLocale
            for locale in catalog.localeSet where locale != sourceLocale && locale != ownSource && locale != LocaleTag.base {
                if let reason = shipped.notShippedReason(path: catalog.path, format: catalog.format, locale: locale, appLocales: appLocales) {
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
        let copies = Set(appCatalogs(catalogs).copies)
        var ownLocales = Set<String>()
        for catalog in catalogs {
            let locales = catalog.localeSet
            inCatalogs.formUnion(locales)
            if !copies.contains(catalog.path) { ownLocales.formUnion(locales) }
        }
        var dropped: [String: String] = [:]
        for locale in inCatalogs where locale != LocaleTag.base && locale != sourceLocale && locale != "und" && !kept.contains(locale) {
            if asked {
                dropped[locale] = "not among the locales asked for (--locales / locales:)"
            } else if !LocaleTag.isCheckable(locale) {
                dropped[locale] = "names no language an app runs in (message documentation, pseudo-locale or undetermined)"
            } else if let reason = notShipped[locale] {
                dropped[locale] = reason
            } else if !ownLocales.contains(locale) {
                dropped[locale] = "only in catalog files the build does not ship (a translation tool's input copies, debug or test source sets)"
            }
        }
        return dropped
    }

    /// The Apple string tables the app reads (`AppleTablesRead`), the files of the others, and the files of
    /// tables whose reading is undecided (no sources to look in: kept and checked), both sorted.
    /// With the app's Interface Builder documents and none of its code (`AppleTablesRead.hasDocuments`), the
    /// undecided tables are left out instead: `leftOut` true.
    static func readTables(_ catalogs: [CatalogFile], tablesRead: AppleTablesRead?)
        -> (kept: [CatalogFile], notRead: [String], undecided: [String], leftOut: Bool) {
        guard let tablesRead else { return (catalogs, [], [], false) }
        var kept: [CatalogFile] = []
        var notRead: [String] = []
        var undecided: [String] = []
        for catalog in catalogs {
            switch tablesRead.reading(path: catalog.path, format: catalog.format) {
            case .read: kept.append(catalog)
            case .undecided:
                if !tablesRead.hasDocuments { kept.append(catalog) }
                undecided.append(catalog.path)
            case .notRead: notRead.append(catalog.path)
            }
        }
        return (kept, notRead.sorted(), undecided.sorted(), tablesRead.hasDocuments && !undecided.isEmpty)
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
}

/// What the scope stage decides: the catalogs kept (their values in the locales the build ships), the
/// source language, the locales checked, and the coverage's account of what was left out.
struct CatalogScope: Sendable {
    var catalogs: [CatalogFile]
    var sourceLocale: String
    var locales: [String]
    /// The scope's coverage fields (locales, catalogs not shipped, shadowed, not built, locales dropped).
    var coverage: Coverage
    /// The languages each Apple catalog's bundle resolves to (`BundleLocalizations`).
    var bundleLocalizations = BundleLocalizations()
    /// Tables whose source language is not `sourceLocale` (`ScopeStage.tableSourceLocales`).
    var tableSourceLocales: [String: String] = [:]

    /// The Android resources' default language when it is not `sourceLocale` (nil: it is, or none is read).
    var androidSourceLocale: String? { ScopeStage.androidSourceLocale(catalogs, tableSources: tableSourceLocales) }
}

extension ScopeStage {
    /// The Android resources' default language among `tableSources` (nil: the run's).
    static func androidSourceLocale(_ catalogs: [CatalogFile], tableSources: [String: String]) -> String? {
        catalogs.lazy.filter { $0.format == .android }.compactMap { $0.entries.first.flatMap { tableSources[$0.table] } }.first
    }

    /// An index of `catalogs` whose `Base` values are each table's source language (`tableSourceLocales`),
    /// for the stages that read catalogs outside a lint run (the source pass of `import`, a report's
    /// pictures); returns the run's source language and the Android resources' own.
    static func sourceIndex(_ catalogs: [CatalogFile], asked: String?) -> (index: CatalogIndex, sourceLocale: String, android: String?) {
        var index = CatalogIndex(catalogs)
        let sourceLocale = asked.map(LocaleTag.canonical) ?? index.sourceLanguages.values.sorted().first ?? "en"
        let tableSources = asked == nil ? tableSourceLocales(catalogs, runSourceLocale: sourceLocale) : [:]
        index.adoptBase(as: sourceLocale, tableSources: tableSources)
        return (index, sourceLocale, androidSourceLocale(catalogs, tableSources: tableSources))
    }
}
