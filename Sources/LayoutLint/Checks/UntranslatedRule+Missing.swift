import Foundation
import Typesetter

/// The missing-values half of `untranslated`: one finding per locale × table listing the values the locale
/// has no translation of (its translator acts on the list, not on 141 findings one by one), and each
/// locale's completeness for the text summary.
extension UntranslatedRule {
    /// What one locale has to translate in one table: the values it lacks, or the values that are still
    /// the source text in a locale written in another script.
    struct Gap {
        enum Kind { case missing, sourceText }
        var kind: Kind
        var locale: String
        var table: String
        var keys: [String]
        /// The source text of each key.
        var texts: [String]
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

    /// Every locale × table with values the locale shows in the source language, in table and locale order:
    /// values it lacks (located at the first of them in the source, so the same keys missing in 30 locales
    /// are one finding: `FindingGroups`), and values of its own that are still the source text in another
    /// script (located at the first of them in its file).
    static func gaps(index: CatalogIndex, context: LintContext) -> (gaps: [Gap], untranslated: [String: Int]) {
        var result: [Gap] = []
        var untranslated: [String: Int] = [:]
        let locales = context.locales.filter { $0 != context.sourceLocale && !isSourceVariant($0, sourceLocale: context.sourceLocale) }
        guard !locales.isEmpty else { return ([], [:]) }
        for table in index.tables.keys.sorted() {
            let keys = index.tables[table]!
            var missing: [String: [String]] = [:]
            var missingTexts: [String: [String]] = [:]
            var sourceTextTexts: [String: [String]] = [:]
            var firstMissing: [String: SourceLocation] = [:]
            var sourceText: [String: [String]] = [:]
            var firstSourceText: [String: SourceLocation] = [:]
            var total = 0
            for key in keys.keys.sorted() {
                let values = keys[key]!
                let source = values[context.sourceLocale] ?? []
                guard needsTranslation(source) else { continue }
                total += 1
                for locale in locales {
                    let (shown, isFallback) = Linter.shownEntries(values, locale: locale, source: source, context: context)
                    if isFallback {
                        untranslated[locale, default: 0] += 1
                        // The app accepts this fallback (`tools:ignore="MissingTranslation"`): counted, not reported.
                        if source.contains(where: \.allowsFallback) { continue }
                        missing[locale, default: []].append(key)
                        missingTexts[locale, default: []].append(source[0].value)
                        if firstMissing[locale] == nil { firstMissing[locale] = source[0].location }
                    } else if let own = values[locale], own == shown,
                              let same = own.first(where: { entry in
                                  entry.shouldTranslate && source.contains { isSourceText(entry, source: $0, context: context) }
                              }) {
                        untranslated[locale, default: 0] += 1
                        sourceText[locale, default: []].append(key)
                        sourceTextTexts[locale, default: []].append(same.value)
                        if firstSourceText[locale] == nil { firstSourceText[locale] = same.location }
                    }
                }
            }
            for locale in locales {
                if let keys = missing[locale], let location = firstMissing[locale] {
                    result.append(Gap(kind: .missing, locale: locale, table: table, keys: keys, texts: missingTexts[locale] ?? [],
                                      total: total, location: location))
                }
                if let keys = sourceText[locale], let location = firstSourceText[locale] {
                    result.append(Gap(kind: .sourceText, locale: locale, table: table, keys: keys, texts: sourceTextTexts[locale] ?? [],
                                      total: total, location: location))
                }
            }
        }
        return (result, untranslated)
    }

    /// A locale's value that is a source value of its key in a locale written in another script than the
    /// source (Thai, Arabic, Hindi, Chinese showing English), judged from the scripts of its letters (ICU), so
    /// numbers, placeholders and punctuation alone never count; a name every locale keeps as it is (the
    /// app's name) does not count either.
    static func isSourceText(_ entry: Entry, source: Entry, context: LintContext) -> Bool {
        guard entry.value == source.value else { return false }
        let localeScript = normalized(LocaleInfo.of(entry.locale).script)
        let sourceScript = normalized(LocaleInfo.of(context.sourceLocale).script)
        guard localeScript != sourceScript else { return false }
        let letters = TextFacts.scripts(of: entry.value).map { normalized($0.script) }
        guard !letters.isEmpty, !letters.contains(localeScript) else { return false }
        return !keptInEveryLocale(entry, source: source, context: context)
    }

    /// The finding of one locale × table's gap. Also rebuilds a finding from some of its keys
    /// (`FindingGroups`: a baseline that knows some keys, an `ignore:` pattern that names some).
    static func gapFinding(_ kind: Gap.Kind, locale: String, table: String, keys: [String], texts: [String], total: Int,
                           location: SourceLocation, severity: Severity = description.defaultSeverity) -> Finding {
        // The source texts are what a translator recognizes (a key such as `3jK-z5-NDH.title` says nothing).
        let shown = zip(keys, texts.count == keys.count ? texts : keys).prefix(5)
            .map { FindingText.quote(String($0.1.prefix(80))) }.joined(separator: ", ")
            + (keys.count > 5 ? " and \(keys.count - 5) more" : "")
        let values = total == 1 ? "value" : "values"
        let message: String
        let counter: String
        switch kind {
        case .missing:
            message = "no \(locale) translation of \(keys.count) of \(total) \(values) in \(table): \(locale) users see the source text of \(shown)"
            counter = "missingValues"
        case .sourceText:
            let script = normalized(LocaleInfo.of(locale).script)
            message = "\(keys.count) of \(total) \(locale) \(values) in \(table) \(keys.count == 1 ? "is" : "are") still the source text, in another script than \(locale)'s \(script): \(shown)"
            counter = "sourceTextValues"
        }
        var finding = Finding(
            rule: description.id, severity: severity, message: message,
            location: location, locale: locale, key: keys.count == 1 ? keys[0] : nil, table: table,
            suggestion: "translate \(keys.count == 1 ? "it" : "them"), or mark the values that stay as they are not to be translated",
            measurements: [counter: Double(keys.count), "values": Double(total)])
        finding.keys = keys
        finding.sourceTexts = texts.count == keys.count ? texts : nil
        return finding
    }

    /// A finding of `gapFinding` rebuilt from some of its keys; nil for any other finding.
    static func rebuilding(_ finding: Finding, keys: [String], texts: [String]) -> Finding? {
        guard finding.rule == description.id, let locale = finding.locale, let table = finding.table,
              let measurements = finding.measurements, let total = measurements["values"] else { return nil }
        let kind: Gap.Kind
        if measurements["missingValues"] != nil { kind = .missing } else if measurements["sourceTextValues"] != nil { kind = .sourceText } else { return nil }
        return gapFinding(kind, locale: locale, table: table, keys: keys, texts: texts, total: Int(total), location: finding.location,
                          severity: finding.severity)
    }

    /// Per checked locale (source and its regional variants left out): values to translate and values it
    /// shows in the source language (missing — whether reported or accepted —, or still the source text),
    /// over every table.
    static func completeness(_ untranslated: [String: Int], index: CatalogIndex, context: LintContext) -> [LocaleCompleteness] {
        var total = 0
        for (_, keys) in index.tables {
            for (_, values) in keys where needsTranslation(values[context.sourceLocale] ?? []) { total += 1 }
        }
        guard total > 0 else { return [] }
        return context.locales.filter { $0 != context.sourceLocale && !isSourceVariant($0, sourceLocale: context.sourceLocale) }.sorted()
            .map { LocaleCompleteness(locale: $0, values: total, missing: untranslated[$0] ?? 0) }
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
