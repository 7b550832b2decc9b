import Foundation

/// The missing-values half of `untranslated`: one finding per locale × table listing the values the locale
/// has no translation of (its translator acts on the list, not on 141 findings one by one), and each
/// locale's completeness for the text summary.
extension UntranslatedRule {
    /// What one locale lacks in one table.
    struct MissingValues {
        var locale: String
        var table: String
        /// Keys whose source value is meant to be translated and that the locale shows in the source language.
        var keys: [String]
        /// Keys whose source value is meant to be translated.
        var total: Int
        var location: SourceLocation
    }

    /// Whether a source value is one translators must translate: meant to be translated (`shouldTranslate`,
    /// `translatable`, no `#bc-ignore!`), still used (`extractionState` not `stale`), and with letters once
    /// its placeholders are left out (“%@”, “—”, “%1$@ · %2$@” and an empty value read the same in every
    /// language).
    static func needsTranslation(_ source: [Entry]) -> Bool {
        guard let first = source.first, source.contains(where: \.shouldTranslate), first.extractionState != "stale" else { return false }
        return source.contains { hasWords($0) }
    }

    /// The value has letters outside its format specifiers.
    static func hasWords(_ entry: Entry) -> Bool {
        var text = entry.value
        for specifier in entry.placeholders.reversed() where specifier.kind != .token {
            let scalars = Array(text.unicodeScalars)
            guard specifier.offset + specifier.text.unicodeScalars.count <= scalars.count else { continue }
            text = String(String.UnicodeScalarView(scalars[..<specifier.offset]))
                + " " + String(String.UnicodeScalarView(scalars[(specifier.offset + specifier.text.unicodeScalars.count)...]))
        }
        return !TextFacts.scripts(of: text).isEmpty
    }

    /// Whether a locale is a regional variant of the source language (`en-GB`, `en-AU` for an `en` source):
    /// falling back to the source is what it is meant to do.
    static func isSourceVariant(_ locale: String, sourceLocale: String) -> Bool {
        func language(_ tag: String) -> Substring { tag.split(separator: "-").first ?? Substring(tag) }
        let sourceLanguage = sourceLocale == LocaleTag.base ? "en" : language(sourceLocale)
        return locale != sourceLocale && language(locale) == sourceLanguage
    }

    /// Every locale × table with values the locale shows in the source language, in table and locale order.
    static func missingValues(index: CatalogIndex, context: LintContext) -> [MissingValues] {
        var result: [MissingValues] = []
        let locales = context.locales.filter { $0 != context.sourceLocale && !isSourceVariant($0, sourceLocale: context.sourceLocale) }
        guard !locales.isEmpty else { return [] }
        for table in index.tables.keys.sorted() {
            let keys = index.tables[table]!
            var missing: [String: [String]] = [:]
            var ownFile: [String: String] = [:]
            var total = 0
            var firstSource: SourceLocation?
            for key in keys.keys.sorted() {
                let values = keys[key]!
                for locale in locales where ownFile[locale] == nil {
                    if let own = values[locale]?.first { ownFile[locale] = own.location.file }
                }
                let source = values[context.sourceLocale] ?? []
                guard needsTranslation(source) else { continue }
                total += 1
                if firstSource == nil { firstSource = source[0].location }
                for locale in locales {
                    let (_, isFallback) = Linter.shownEntries(values, locale: locale, source: source, context: context)
                    if isFallback { missing[locale, default: []].append(key) }
                }
            }
            guard let firstSource else { continue }
            for locale in locales {
                guard let keys = missing[locale], !keys.isEmpty else { continue }
                // The locale's own file of the table (its translator's file), else the source's.
                let location = ownFile[locale].map { SourceLocation(file: $0, line: 1, column: 1) } ?? firstSource
                result.append(MissingValues(locale: locale, table: table, keys: keys, total: total, location: location))
            }
        }
        return result
    }

    /// The finding of one locale × table's missing values. Also rebuilds a finding from some of its keys
    /// (`FindingGroups`: a baseline that knows some keys, an `ignore:` pattern that names some).
    static func missingValuesFinding(locale: String, table: String, keys: [String], total: Int, location: SourceLocation,
                                     severity: Severity = description.defaultSeverity) -> Finding {
        let shown = keys.prefix(5).map(FindingText.quote).joined(separator: ", ")
            + (keys.count > 5 ? " and \(keys.count - 5) more" : "")
        let percent = total > 0 ? Int((Double(total - keys.count) / Double(total) * 100).rounded(.down)) : 0
        let values = keys.count == 1 ? "value" : "values"
        var finding = Finding(
            rule: description.id, severity: severity,
            message: "\(locale) has no translation of \(keys.count) of \(total) \(values) in \(table) (\(percent)% translated): \(locale) users see the source text of \(shown)",
            location: location, locale: locale, key: keys.count == 1 ? keys[0] : nil, table: table,
            suggestion: "translate \(keys.count == 1 ? "it" : "them") in \(location.file), or mark values that stay as they are not to be translated",
            measurements: ["missingValues": Double(keys.count), "values": Double(total)])
        finding.keys = keys
        return finding
    }

    /// The findings of `missingValues`.
    static func missingValueFindings(index: CatalogIndex, context: LintContext) -> [Finding] {
        missingValues(index: index, context: context).map {
            missingValuesFinding(locale: $0.locale, table: $0.table, keys: $0.keys, total: $0.total, location: $0.location)
        }
    }

    /// Per checked locale (source and its regional variants left out): values to translate and values
    /// missing, over every table.
    static func completeness(_ missing: [MissingValues], index: CatalogIndex, context: LintContext) -> [LocaleCompleteness] {
        var totals: [String: Int] = [:]
        var missingCount: [String: Int] = [:]
        for entry in missing { missingCount[entry.locale, default: 0] += entry.keys.count }
        var total = 0
        for (_, keys) in index.tables {
            for (_, values) in keys where needsTranslation(values[context.sourceLocale] ?? []) { total += 1 }
        }
        for locale in context.locales where locale != context.sourceLocale && !isSourceVariant(locale, sourceLocale: context.sourceLocale) {
            totals[locale] = total
        }
        return totals.keys.sorted().map { LocaleCompleteness(locale: $0, values: totals[$0]!, missing: missingCount[$0] ?? 0) }
    }
}

/// How much of the app one locale translates: the values to translate (source values meant to be
/// translated, over every table) and how many of them it lacks.
public struct LocaleCompleteness: Codable, Sendable, Equatable {
    public var locale: String
    public var values: Int
    public var missing: Int

    public init(locale: String, values: Int, missing: Int) {
        self.locale = locale
        self.values = values
        self.missing = missing
    }

    /// Whole percent translated, rounded down (99.9% is not 100%).
    public var percentTranslated: Int {
        values > 0 ? Int((Double(values - missing) / Double(values) * 100).rounded(.down)) : 100
    }
}
