import Typesetter

/// Stage 2, index: every value of the kept catalogs by table, key and locale (`Base` read as the source
/// language), what rules may know of the project (`LintContext`), and the findings the index itself
/// gives (a key of more substitution values than are composed).
struct IndexStage: Sendable {
    let typesetter: Typesetter
    let options: LintOptions

    func run(_ scope: CatalogScope, screens: [LayoutScreen] = []) -> IndexedCatalogs {
        var index = CatalogIndex(scope.catalogs)
        index.adoptBase(as: scope.sourceLocale, tableSources: scope.tableSourceLocales)
        // Pseudolocales (`--pseudo`): en-XA / ar-XB / en-XT values made from the source values join the index
        // and the checked locales, and go through every stage after this one as any locale's values.
        let pseudo = Linter.addingPseudolocales(options.pseudolocales, to: &index, locales: scope.locales,
                                                sourceLocale: scope.sourceLocale, typesetter: typesetter, workers: options.workers)
        var context = LintContext(sourceLocale: scope.sourceLocale, locales: scope.locales + pseudo,
                                  sizeCategories: SizeScale.ordered(options.sizeCategories),
                                  catalogs: index, fonts: typesetter.fonts, ruleOptions: options.ruleOptions)
        context.androidLayoutsMirror = options.androidRTLSupport?.supported != false
        context.androidStringUses = options.androidStringUses
        context.spokenOnlyKeys = options.appleSourceFacts?.spokenOnlyKeys ?? []
        context.appNames = options.appleSourceFacts?.appNames ?? []
        context.keysReplacedByCode = Self.keysReplacedByCode(screens)
        context.bundleLocalizations = scope.bundleLocalizations
        context.androidSourceLocale = scope.androidSourceLocale
        // The Android app's label (`<application android:label="@string/app_name">`), as its source writes it.
        // A label that is itself a reference (a flavor's `<string name="app_name">@string/app_name_basic</string>`)
        // names the string aapt2 resolves it to (`ResourceUtils::ParseReference`); a few hops at most.
        for key in options.androidAppLabelKeys.sorted() {
            for (table, keys) in index.tables {
                let source = context.sourceLocale(ofTable: table)
                var pending = [key]
                var visited = Set<String>()
                while let next = pending.popLast(), visited.count < 8, visited.insert(next).inserted {
                    for entry in keys[next]?[source] ?? [] where ResourceFolder.of(entry.location.file) != nil {
                        let value = entry.value.trimmingCharacters(in: .whitespaces)
                        if value.hasPrefix("@string/") {
                            pending.append(String(value.dropFirst("@string/".count)))
                        } else {
                            context.appNames.insert(value)
                        }
                    }
                }
            }
        }
        return IndexedCatalogs(index: index, context: context, findings: Self.substitutionLimitFindings(index: index))
    }

    /// Keys of UI files whose text the code replaces on every view that shows them (table + U+001F + key). A
    /// key some view shows as the file gives it (no code replaces it there) is not among them.
    static func keysReplacedByCode(_ screens: [LayoutScreen]) -> Set<String> {
        var replaced = Set<String>()
        var shown = Set<String>()
        for screen in screens {
            for skipped in screen.skipped {
                guard let key = skipped.key, let table = skipped.table else { continue }
                if skipped.replacedByCode == true { replaced.insert(table + "\u{1F}" + key) } else { shown.insert(table + "\u{1F}" + key) }
            }
            for element in screen.elements {
                if let key = element.key, let table = element.table { shown.insert(table + "\u{1F}" + key) }
            }
        }
        return replaced.subtracting(shown)
    }

    /// A key whose locale has more substitution values than are composed
    /// (`LabelText.maximumSubstitutionValues`): its values are checked as they stand, and this says so.
    static func substitutionLimitFindings(index: CatalogIndex) -> [Finding] {
        var findings: [Finding] = []
        for table in index.tables.keys.sorted() {
            // Only the keys over the limit are sorted (a sorted copy of a million-key table was a peak of
            // `check` on a large catalog).
            let keys = index.tables[table]!
            let over = keys.compactMap { key, values in
                values.values.contains { $0.lazy.filter { $0.substitution != nil }.count > LabelText.maximumSubstitutionValues } ? key : nil
            }
            for key in over.sorted() {
                let values = keys[key]!
                for locale in values.keys.sorted() {
                    let substituted = values[locale]!.filter { $0.substitution != nil }
                    guard substituted.count > LabelText.maximumSubstitutionValues, let first = substituted.first else { continue }
                    findings.append(Finding(
                        rule: RuleID.invalidInput, severity: .warning,
                        message: "\(FindingText.quote(key)) has \(substituted.count) substitution values in \(locale), more than the \(LabelText.maximumSubstitutionValues) composed into their format: each is checked as it stands",
                        location: first.location, locale: locale, key: key, table: table,
                        suggestion: "split the string: a format with this many substitutions is not one a screen shows"))
                }
            }
        }
        return findings
    }
}

/// The index and the context rules read, and the index's own findings.
struct IndexedCatalogs: Sendable {
    var index: CatalogIndex
    var context: LintContext
    var findings: [Finding]
}
