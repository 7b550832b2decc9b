import Typesetter

/// The value-level half of `untranslated` (the missing values are in UntranslatedRule+Missing.swift): a value
/// that exists and is wrong — still the source text in a locale written in another script, empty where the
/// source is not, or marked new / needs_review by the catalog. One finding per value.
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
        switch entry.reviewStatus {
        case .needsReview, .new:
            let state = entry.state ?? "new"
            let message = "the \(label.locale) value \(FindingText.quote(entry.value)) is marked `\(state)`: "
                + (entry.reviewStatus == .new ? "it has not been translated yet" : "a translator has not confirmed it since the source changed")
                + (label.sourceEntry.map { " (source: \(FindingText.quote($0.value)))" } ?? "")
            return [Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                                  sizeCategory: nil, message: message,
                                  suggestion: "review the \(label.locale) translation against the source and mark it translated")]
        default:
            return []
        }
    }

    /// An empty value where the source has words: the label shows nothing (the platform does not fall back
    /// for a value that exists).
    static func empty(_ label: MeasuredLabel, source: Entry, context: LintContext) -> Finding? {
        let entry = label.entry
        // A substitution's empty forms are a way to write the sentence elsewhere (mastodon's Arabic `names`).
        guard entry.value.allSatisfy(\.isWhitespace), hasWords(source), entry.substitution == nil else { return nil }
        return Finding.about(label, rule: description, severity: description.defaultSeverity, sizeCategory: nil,
                             message: "the \(label.locale) value is empty: \(label.locale) users see nothing where \(context.sourceLocale) shows \(FindingText.quote(source.value))",
                             suggestion: "translate it, or delete the value so that \(label.locale) falls back to the source")
    }

    /// A name the app keeps in every language: every locale of the catalogs that has the key (at least three
    /// besides the source, one of them written in another script than the source, so that a translator of
    /// that script chose to keep it) has the source value, and it is written like a name — no word starts
    /// with a lowercase letter ("AntennaPod", "Open Food Facts", "GitHub"; not "Fit to screen").
    static func keptInEveryLocale(_ entry: Entry, source: Entry, context: LintContext) -> Bool {
        let words = entry.value.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty, words.count <= 4,
              !words.contains(where: { $0.first?.isLowercase == true }) else { return false }
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

    /// Simplified and Traditional Han, Japanese and Korean compare by their base scripts.
    static func normalized(_ script: String) -> String {
        ["Hans": "Hani", "Hant": "Hani", "Jpan": "Hani", "Kore": "Hang"][script] ?? script
    }
}
