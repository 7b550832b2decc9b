import Typesetter

/// The checks that need no declaration: every catalog value, laid out or not, and the size limits a
/// catalog states itself.
extension Linter {
    /// One screen per table holding a text element for every key no label lays out: the element has no
    /// width (one line per paragraph) and the default font, so only the rules that need no box
    /// (`Rule.checksCatalogValues`) are run on it; their findings point at the value in its catalog.
    static func catalogScreens(index: CatalogIndex, excluding laidOut: Set<String>, context: LintContext) -> [LayoutScreen] {
        var screens: [LayoutScreen] = []
        for table in index.tables.keys.sorted() {
            var elements: [LayoutElement] = []
            let sourceHasTable = hasSourceValues(index.tables[table]!, sourceLocale: context.sourceLocale)
            for (key, values) in index.tables[table]!.sorted(by: { $0.key < $1.key })
            where !laidOut.contains(table + "\u{1F}" + key) {
                if sourceHasTable && !hasSourceValue(values, sourceLocale: context.sourceLocale) { continue }
                guard let first = firstValue(values, sourceLocale: context.sourceLocale) else { continue }
                var element = LayoutElement(id: key, location: first.location)
                element.key = key
                element.table = table
                // No size: the value is shaped (glyph coverage) but laid out at none.
                element.maxLines = 0
                elements.append(element)
            }
            guard let first = elements.first else { continue }
            screens.append(LayoutScreen(name: "catalog \(table)", platform: .ios, file: first.location.file,
                                        location: first.location, elements: elements, origin: .catalog))
        }
        return screens
    }

    /// Whether a key has a value in the source language (`Base` is the source folder: Android `values/`,
    /// `Base.lproj`).
    static func hasSourceValue(_ values: [String: [Entry]], sourceLocale: String) -> Bool {
        values[sourceLocale] != nil || values[LocaleTag.base] != nil
    }

    /// Whether a table has values in the source language at all. A key of such a table that only
    /// translations have is stale: no build reads it from the source the code is written against (Xcode's
    /// String Catalog marks a key the source no longer has `stale`; Android Lint's `ExtraTranslation` and
    /// `MissingDefaultResource` flag a translation of a resource the default `values/` lacks), so its values are
    /// counted as unused, not checked. A table only translations have (Interface Builder's `.strings` beside a
    /// `Base.lproj` document) keeps every key.
    static func hasSourceValues(_ table: [String: [String: [Entry]]], sourceLocale: String) -> Bool {
        table.values.contains { hasSourceValue($0, sourceLocale: sourceLocale) }
    }

    /// The source value of a key, else its first value in locale order: where a key "stands".
    static func firstValue(_ values: [String: [Entry]], sourceLocale: String) -> Entry? {
        values[sourceLocale]?.first ?? values.keys.sorted().lazy.compactMap { values[$0]?.first }.first
    }

    /// Screens for the pixel limits a catalog states (XLIFF `maxwidth`/`maxheight` with `size-unit` pixel or
    /// point): one per table, an element per limited key, laid out with the default font at `size` points
    /// (fixed, not scaled): `maxwidth` alone is one line of that width, with `maxheight` the text may wrap
    /// within that height. These are declarations like any other: every rule runs on them.
    static func catalogLimitScreens(index: CatalogIndex, context: LintContext, size: Double) -> [LayoutScreen] {
        var screens: [LayoutScreen] = []
        for table in index.tables.keys.sorted() {
            var elements: [LayoutElement] = []
            for (key, values) in index.tables[table]!.sorted(by: { $0.key < $1.key }) {
                let limited = (values[context.sourceLocale] ?? []) + values.keys.sorted().flatMap { values[$0] ?? [] }
                guard let entry = limited.first(where: { $0.limits?.maxWidth != nil || $0.limits?.maxHeight != nil }),
                      let limits = entry.limits else { continue }
                var element = LayoutElement(id: key, location: entry.location)
                element.key = key
                element.table = table
                element.size = size
                element.width = limits.maxWidth
                element.height = limits.maxHeight
                element.maxLines = limits.maxHeight == nil ? 1 : 0
                elements.append(element)
            }
            guard let first = elements.first else { continue }
            screens.append(LayoutScreen(name: "\(table) size limits", platform: .ios, file: first.location.file,
                                        location: first.location, elements: elements, origin: .catalogLimits))
        }
        return screens
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

    /// `truncation` for character limits (XLIFF `size-unit="char"`): the value as shown (placeholders
    /// filled) has more grapheme clusters than `maxwidth`, or more lines than `maxheight`. Every checked
    /// locale is held to its own value, or to the value it falls back to.
    static func characterLimitFindings(index: CatalogIndex, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for table in index.tables.keys.sorted() {
            for (_, values) in index.tables[table]!.sorted(by: { $0.key < $1.key }) {
                let all = values.values.flatMap { $0 }
                guard all.contains(where: { $0.limits?.maxCharacters != nil || ($0.limits?.unit == "char" && $0.limits?.maxLines != nil) })
                else { continue }
                let source = values[context.sourceLocale] ?? []
                for locale in context.locales {
                    let (entries, _) = shownEntries(values, locale: locale, source: source, context: context)
                    let siblings = LabelText.composingSiblings(entries)
                    let formats = LabelText.substitutionPrefixes(entries)
                    for entry in entries where !LabelText.isFormat(entry, prefixes: formats) {
                        guard let limits = entry.limits ?? source.first(where: { $0.variant == entry.variant })?.limits else { continue }
                        let text = LabelText.compose(entry, siblings: siblings, samples: [:], transform: .none, locale: locale)
                        if let finding = TruncationRule.characterLimitFinding(text: text, entry: entry, locale: locale, limits: limits) {
                            findings.append(finding)
                        }
                    }
                }
            }
        }
        return findings
    }

    /// A key whose locale has more substitution values than are composed
    /// (`LabelText.maximumSubstitutionValues`): its values are checked as they stand, and this says so.
    static func substitutionLimitFindings(index: CatalogIndex) -> [Finding] {
        var findings: [Finding] = []
        for table in index.tables.keys.sorted() {
            for (key, values) in index.tables[table]!.sorted(by: { $0.key < $1.key }) {
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
