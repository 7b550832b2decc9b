import Typesetter

/// The value-level half of `untranslated` (the missing values are in UntranslatedRule+Missing.swift): a value
/// that exists and is wrong — still the source text in a locale written in another script, empty where the
/// source is not. One finding per value. (Values marked new / needs_review are one finding per locale ×
/// table: UntranslatedRule+Missing.swift.)
extension UntranslatedRule {
    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, label.locale != context.sourceLocale, label.entry.shouldTranslate,
              label.entry.extractionState != "stale" else { return [] }
        let entry = label.entry
        if let source = label.sourceEntry {
            if let finding = Self.empty(label, source: source, context: context) { return [finding] }
            // Still the source text in another script: counted with the locale's table (UntranslatedRule+Missing).
            if Self.isSourceText(entry, source: source, context: context) { return [] }
        }
        return []
    }

    /// An empty value where the source has words: the label shows nothing (the platform does not fall back
    /// for a value that exists).
    static func empty(_ label: MeasuredLabel, source: Entry, context: LintContext) -> Finding? {
        let entry = label.entry
        // A substitution's empty forms are a way to write the sentence elsewhere (mastodon's Arabic `names`).
        guard entry.value.allSatisfy(\.isWhitespace), hasWords(source), entry.substitution == nil else { return nil }
        return Finding.about(label, rule: description, severity: description.defaultSeverity, sizeCategory: nil,
                             message: "the \(label.locale) value is empty: \(label.locale) users see nothing where \(context.sourceLocale) shows \(FindingText.quote(source.value))",
                             suggestion: "translate the value, or delete the value so that \(label.locale) falls back to the source")
    }

    /// A name the app keeps in every language: every locale of the catalogs that has the key (at least three
    /// besides the source, one of them written in another script than the source, so that a translator of
    /// that script chose to keep it) has the source value, and it is written like a name — no word starts
    /// with a lowercase letter ("AntennaPod", "Open Food Facts", "GitHub"; not "Fit to screen") — and is
    /// one: each word has a capital inside or a digit ("AntennaPod", "GitHub", "4K": a name even where
    /// some locale writes it otherwise), or the locale writes every word of it inside its own translations
    /// too ("Open Food Facts" in Arabic sentences; not "Downloads" or "Yes" copied into every catalog
    /// before anyone translated them).
    static func keptInEveryLocale(_ entry: Entry, source: Entry, context: LintContext) -> Bool {
        let words = entry.value.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty, words.count <= 4 else { return false }
        // Written like a name (a capital inside a word, a digit): a brand whichever locales write it otherwise
        // (“GitHub”, which a Georgian translator may inflect; “iPad”).
        if words.allSatisfy({ word in word.dropFirst().contains(where: \.isUppercase) || word.contains(where: \.isNumber) }) { return true }
        guard !words.contains(where: { $0.first?.isLowercase == true }) else { return false }
        if keptByMostTranslators(entry, source: source, context: context) { return true }
        guard context.wordsInTranslations.contains(everyWordOf: entry.value, locale: entry.locale) else { return false }
        let values = context.catalogs.values(table: entry.table, key: entry.key)
        var others = 0
        var otherScript = false
        let sourceScript = normalized(LocaleInfo.of(context.sourceLocale).script)
        for (locale, entries) in values where locale != context.sourceLocale && locale != LocaleTag.base
            && !isSourceVariant(locale, sourceLocale: context.sourceLocale) {
            guard let same = entries.first(where: { $0.variant == entry.variant }) else { continue }
            guard same.value == source.value else { return false }
            others += 1
            if normalized(LocaleInfo.of(locale).script) != sourceScript { otherScript = true }
        }
        return others >= 3 && otherScript
    }

    /// A name translators kept on purpose: of the other locales that have the key, some wrote it otherwise
    /// (so the translators saw it and chose) and at least two thirds kept the source value, at least three of
    /// them and one in another script than the source (iina's “Firefox”: 51 of 56 locales keep it, Hebrew
    /// writes “פיירפוקס”). A value no locale ever changed may be one copied into every catalog before anyone
    /// translated it (vlc's “Downloads”); `keptInEveryLocale` asks more of it.
    static func keptByMostTranslators(_ entry: Entry, source: Entry, context: LintContext) -> Bool {
        let sourceScript = normalized(LocaleInfo.of(context.sourceLocale).script)
        var kept = 0, changed = 0, keptInOtherScript = 0
        for (locale, entries) in context.catalogs.values(table: entry.table, key: entry.key)
        where locale != context.sourceLocale && locale != LocaleTag.base && !isSourceVariant(locale, sourceLocale: context.sourceLocale) {
            guard let same = entries.first(where: { $0.variant == entry.variant }) else { continue }
            if same.value == source.value {
                kept += 1
                if normalized(LocaleInfo.of(locale).script) != sourceScript { keptInOtherScript += 1 }
            } else {
                changed += 1
            }
        }
        return changed >= 1 && kept >= 3 && keptInOtherScript >= 1 && kept * 3 >= (kept + changed) * 2
    }

    /// Simplified and Traditional Han, Japanese and Korean compare by their base scripts.
    static func normalized(_ script: String) -> String {
        ["Hans": "Hani", "Hant": "Hani", "Jpan": "Hani", "Kore": "Hang"][script] ?? script
    }
}

/// Per locale, the words of its translated values (values that differ from the source's): a name a locale
/// keeps as it is ("AntennaPod", "Open Food Facts") also stands inside its translated sentences; a word
/// left in the source language because nobody translated it ("Downloads" in the Arabic catalog) does not.
public final class WordsInTranslations: Sendable {
    let words: [String: Set<String>]

    init(catalogs: CatalogIndex, sourceLocale: String) {
        var words: [String: Set<String>] = [:]
        for (_, keys) in catalogs.tables {
            for (_, values) in keys {
                let source = Set(((values[sourceLocale] ?? []) + (values[LocaleTag.base] ?? [])).map(\.value))
                for (locale, entries) in values where locale != sourceLocale && locale != LocaleTag.base {
                    for entry in entries where !source.contains(entry.value) {
                        words[locale, default: []].formUnion(Self.words(of: entry.value))
                    }
                }
            }
        }
        self.words = words
    }

    /// Runs of letters, marks and digits (read scalar by scalar: asked for every value of every catalog).
    static func words(of text: String) -> [String] {
        text.unicodeScalars.split(whereSeparator: { scalar in
            if scalar.value < 0x80 {
                let lower = scalar.value | 0x20
                return !((lower >= 0x61 && lower <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39))
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: return false
            default: return !properties.isAlphabetic
            }
        }).map { String($0) }
    }

    /// Every word of `text` stands in some translated value of `locale`.
    func contains(everyWordOf text: String, locale: String) -> Bool {
        let wanted = Self.words(of: text)
        guard !wanted.isEmpty, let known = words[locale] else { return false }
        return wanted.allSatisfy(known.contains)
    }
}
