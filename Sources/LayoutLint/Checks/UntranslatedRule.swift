/// A locale that has no translation of a label's key: the app falls back to the source language there.
/// Also (UntranslatedRule+Values.swift): a value still equal to the source in a locale of another script,
/// and a value the catalog marks new or needs_review.
public struct UntranslatedRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "untranslated",
        name: "Untranslated",
        defaultSeverity: .warning,
        summary: "A locale shows source text: no translation, a value equal to the source in another script, or a value marked new / needs_review.",
        rationale: """
        When a catalog has no value for a locale, iOS and Android show the source (development) language: \
        a Hindi user reads English in the middle of a Hindi screen. The source text is still laid out in \
        that locale (with its paragraph direction and fonts), so the other checks see what users see. A value \
        equal to the source in a locale written in another script (English left in the Thai catalog) is the \
        same thing with a translation in name only; values marked `new` or `needs_review` (XLIFF \
        needs-translation, needs-review-*) have not been confirmed by a translator.
        """,
        triggering: [
            RuleExample(
                "Hindi has no value for the key",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: privacy
                    key: privacy
                    size: 16
                    width: 280
                    maxLines: 0
                """,
                strings: ["privacy": ["en": "Privacy", "de": "Datenschutz"], "other": ["hi": "अन्य"]],
                firesIn: ["hi"]),
            RuleExample(
                "The Thai catalog still has the English word",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: caption
                    key: caption
                    size: 12
                    width: 64
                    maxLines: 1
                """,
                strings: ["caption": ["en": "Transcript", "de": "Transkript", "th": "Transcript"]],
                firesIn: ["th"]),
        ],
        nonTriggering: [
            RuleExample(
                "A name kept in English on purpose, said in the key's comment",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: caption
                    key: caption
                    size: 12
                    width: 64
                    maxLines: 1
                """,
                strings: ["caption": ["en": "Transcript", "de": "Transkript", "th": "Transcript"]],
                comments: ["caption": "The feature's name. layoutlint:disable untranslated -- kept in English in every locale"]),
            RuleExample(
                "Every locale has a value",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: privacy
                    key: privacy
                    size: 16
                    width: 280
                    maxLines: 0
                """,
                strings: ["privacy": ["en": "Privacy", "de": "Datenschutz", "hi": "गोपनीयता"]]),
            RuleExample(
                "The same word in a language of the same script, and numbers in any script",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: name
                    key: name
                    size: 14
                    width: 200
                    maxLines: 0
                  - id: time
                    key: time
                    size: 14
                    width: 200
                    maxLines: 0
                """,
                strings: ["name": ["en": "Hotel", "de": "Hotel", "th": "โรงแรม"], "time": ["en": "12:45", "de": "12:45", "th": "12:45"]]),
        ]
    )

    public func check(screen: MeasuredScreen, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var reported = Set<String>()
        for label in screen.labels where label.isFallback && label.locale != context.sourceLocale {
            guard reported.insert(label.element.id).inserted else { continue }
            let message = "no \(screen.locale) translation of \(FindingText.quote(label.entry.key)): \(screen.locale) users see the \(label.entry.locale) text \(FindingText.quote(label.entry.value))"
            var finding = Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                                        sizeCategory: nil, message: message,
                                        suggestion: "add a \(screen.locale) value for \(FindingText.quote(label.entry.key)) to \(label.entry.location.file)")
            finding.variant = nil
            findings.append(finding)
        }
        return findings
    }
}
