import Typesetter

/// The value-level half of `untranslated` (the missing-translation half is in UntranslatedRule.swift): a
/// value that is still the source text in a locale written in another script, and a value the catalog marks
/// as new or needing review.
extension UntranslatedRule {
    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, label.locale != context.sourceLocale, label.entry.shouldTranslate else { return [] }
        var findings: [Finding] = []
        let entry = label.entry
        if let source = label.sourceEntry, let finding = Self.sameAsSource(label, source: source, context: context) {
            findings.append(finding)
        }
        switch entry.reviewStatus {
        case .needsReview, .new:
            let state = entry.state ?? "new"
            let message = "the \(label.locale) value \(FindingText.quote(entry.value)) is marked `\(state)`: "
                + (entry.reviewStatus == .new ? "it has not been translated yet" : "a translator has not confirmed it since the source changed")
                + (label.sourceEntry.map { " (source: \(FindingText.quote($0.value)))" } ?? "")
            findings.append(Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                                          sizeCategory: nil, message: message,
                                          suggestion: "review the \(label.locale) translation against the source and mark it translated"))
        default: break
        }
        return findings
    }

    /// The value equals the source and the locale is written in another script than the source (Thai,
    /// Arabic, Hindi, Chinese showing English), judged from the scripts of the letters (ICU), so numbers,
    /// placeholders and punctuation alone never count.
    static func sameAsSource(_ label: MeasuredLabel, source: Entry, context: LintContext) -> Finding? {
        let entry = label.entry
        guard entry.value == source.value else { return nil }
        let localeScript = normalized(LocaleInfo.of(label.locale).script)
        let sourceScript = normalized(LocaleInfo.of(context.sourceLocale).script)
        guard localeScript != sourceScript else { return nil }
        let letters = TextFacts.scripts(of: entry.value).map { normalized($0.script) }
        guard !letters.isEmpty, !letters.contains(localeScript) else { return nil }
        let message = "the \(label.locale) value \(FindingText.quote(entry.value)) is the \(context.sourceLocale) source text: \(label.locale) is written in \(localeScript), this value only in \(Array(Set(letters)).sorted().joined(separator: ", "))"
        return Finding.about(label, rule: description, severity: description.defaultSeverity, sizeCategory: nil,
                             message: message,
                             suggestion: "translate it, or mark it `shouldTranslate: false` when it is a name that stays as it is")
    }

    /// Simplified and Traditional Han, Japanese and Korean compare by their base scripts.
    static func normalized(_ script: String) -> String {
        ["Hans": "Hani", "Hant": "Hani", "Jpan": "Hani", "Kore": "Hang"][script] ?? script
    }
}
