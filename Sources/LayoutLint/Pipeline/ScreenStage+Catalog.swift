import Typesetter

/// The screens no UI file declares: one per table for the keys no label lays out, and one per table for
/// the size limits a catalog states itself.
extension ScreenStage {
    /// The keys no label lays out, one table's, in key order: a screen of one text element per key (`screen`,
    /// `CatalogKeys.screen(of:)`). The element has no width (one line per paragraph) and the default font, so
    /// only the rules that need no box (`Rule.checksCatalogValues`) are run on it; their findings point at the
    /// value in its catalog. Only the keys are held: a million-key catalog's elements are made a slice at a
    /// time, checked and dropped (`RuleStage`).
    struct CatalogKeys: Sendable {
        var table: String
        var keys: [String]
        /// The first key's value: where the table's screen stands.
        var location: SourceLocation

        /// The table's screen, without its elements.
        var screen: LayoutScreen {
            LayoutScreen(name: "catalog \(table)", platform: .ios, file: location.file, location: location, elements: [],
                         origin: .catalog)
        }

        /// The table's screen holding the elements of the keys in `range`.
        func screen(of range: Range<Int>, index: CatalogIndex, sourceLocale: String) -> LayoutScreen {
            var screen = self.screen
            screen.elements.reserveCapacity(range.count)
            for key in keys[range] {
                let values = index.values(table: table, key: key)
                var element = LayoutElement(id: key, location: firstValue(values, sourceLocale: index.sourceLocale(ofTable: table, run: sourceLocale))!.location)
                element.key = key
                element.table = table
                // No size: the value is shaped (glyph coverage) but laid out at none.
                element.maxLines = 0
                screen.elements.append(element)
            }
            return screen
        }
    }

    /// Per table, the keys no label lays out (`excluding` holds table + U+001F + key of those laid out).
    static func catalogKeys(index: CatalogIndex, excluding laidOut: Set<String>, context: LintContext) -> [CatalogKeys] {
        var tables: [CatalogKeys] = []
        for table in index.tables.keys.sorted() {
            let values = index.tables[table]!
            var location: SourceLocation?
            let tableSource = context.sourceLocale(ofTable: table)
            let sourceHasTable = hasSourceValues(values, sourceLocale: tableSource)
            // The table's keys sorted, then those checked here kept in place: one array of keys at a time.
            var keys = Array(values.keys)
            keys.sort()
            var kept = 0
            for position in keys.indices {
                let key = keys[position]
                guard !laidOut.contains(table + "\u{1F}" + key), !context.keysReplacedByCode.contains(table + "\u{1F}" + key), let values = values[key],
                      !(sourceHasTable && !hasSourceValue(values, sourceLocale: tableSource)), !isStale(values, sourceLocale: tableSource),
                      let first = firstValue(values, sourceLocale: tableSource) else { continue }
                if location == nil { location = first.location }
                keys[kept] = key
                kept += 1
            }
            keys.removeLast(keys.count - kept)
            guard let location else { continue }
            tables.append(CatalogKeys(table: table, keys: keys, location: location))
        }
        return tables
    }

    /// Whether a String Catalog key is one Xcode marks `stale` in the source language: a string it no longer
    /// finds in the app's source code (Apple, "Localizing and varying text with a string catalog": Xcode marks
    /// strings it can't find in code as stale), so no build shows it; its translations are not checked, as
    /// `untranslated` already leaves it out (`UntranslatedRule.needsTranslation`).
    static func isStale(_ values: [String: [Entry]], sourceLocale: String) -> Bool {
        guard let source = values[sourceLocale], !source.isEmpty else { return false }
        return source.allSatisfy { $0.extractionState == "stale" }
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
            // Only the keys with a limit are sorted: a copy of a million-key table to sort it was the peak of
            // `check` on a large catalog.
            let keys = index.tables[table]!
            let limitedKeys = keys.compactMap { key, values in
                values.values.contains { $0.contains { $0.limits?.maxWidth != nil || $0.limits?.maxHeight != nil } } ? key : nil
            }
            for key in limitedKeys.sorted() {
                let values = keys[key]!
                let limited = (values[context.sourceLocale(ofTable: table)] ?? []) + values.keys.sorted().flatMap { values[$0] ?? [] }
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
}
