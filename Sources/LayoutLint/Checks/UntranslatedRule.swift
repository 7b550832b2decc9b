/// A locale that has no translation of a label's key: the app falls back to the source language there.
public struct UntranslatedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "untranslated",
        name: "Untranslated",
        defaultSeverity: .warning,
        summary: "A locale has no translation of a label's key and shows the source language instead.",
        rationale: """
        When a catalog has no value for a locale, iOS and Android show the source (development) language: \
        a Hindi user reads English in the middle of a Hindi screen. The source text is still laid out in \
        that locale (with its paragraph direction and fonts), so the other checks see what users see.
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
        ],
        nonTriggering: [
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
