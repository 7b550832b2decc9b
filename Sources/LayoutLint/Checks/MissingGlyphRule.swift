import Typesetter

/// A character that no face of the fallback chain can draw: it shows as an empty box (tofu) or nothing.
public struct MissingGlyphRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "missing-glyph",
        name: "Missing glyph",
        defaultSeverity: .error,
        summary: "A character of the translation has no glyph in any face of the font profile's fallback chain (tofu).",
        rationale: """
        When no font can draw a character the user sees an empty box, a question mark or nothing, and the \
        word or the emoji that carried meaning is gone. The Typesetter tries every face of the script's \
        fallback chain and then the profile's last-resort faces, exactly as the measurement does; what none \
        of them has is reported with its code point. Fix the text, or add a face that covers it to the profile.
        """,
        triggering: [
            RuleExample(
                "An emoji newer than the profile's emoji face (U+1FAE9, Unicode 16, after Noto Color Emoji 2.042)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: banner
                    key: banner
                    textStyle: title3
                    width: 343
                    maxLines: 0
                """,
                strings: ["banner": ["en": "Lesson complete!", "de": "Lektion geschafft! 🫩"]],
                firesIn: ["de"]),
        ],
        nonTriggering: [
            RuleExample(
                "Latin, Thai, Arabic, Devanagari and Han are all covered",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: banner
                    key: banner
                    textStyle: title3
                    width: 343
                    maxLines: 0
                """,
                strings: ["banner": ["en": "Lesson complete!", "th": "เรียนจบบทนี้แล้ว!", "ar": "أحسنت! أنهيت الدرس",
                                     "hi": "पाठ पूरा हुआ!", "zh-Hans": "本课完成！"]]),
            RuleExample(
                "Emoji are drawn by the color emoji face that ends every chain",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: banner
                    key: banner
                    textStyle: title3
                    width: 343
                    maxLines: 0
                """,
                strings: ["banner": ["en": "Lesson complete! 🎉", "de": "Lektion geschafft! 🎉❤️", "th": "เรียนจบแล้ว 👍🏽"]]),
        ]
    )

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        // A locale without a translation shows the source text: reported once, for the source locale.
        guard !label.isFallback, !label.missingGlyphs.isEmpty else { return [] }
        var seen = Set<String>()
        let missing = label.missingGlyphs.filter { seen.insert($0.codePoint).inserted }
        let listed = missing.map { "\($0.codePoint) \($0.character)" }.joined(separator: ", ")
        var tried: [String] = []
        if let first = missing.first?.character.unicodeScalars.first,
           let chain = try? context.fonts?.chain(family: label.font.family, weight: label.font.weight,
                                                 italic: label.font.italic, script: TextFacts.script(of: first)) {
            tried = chain.faces.map(\.name)
        }
        let triedText = tried.isEmpty ? "" : " (tried \(tried.joined(separator: ", ")))"
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        let message = "\(FindingText.quote(label.text)) has \(count) no face of the font profile can draw: \(listed)\(triedText); it shows as an empty box or nothing"
        let suggestion = "remove or replace \(missing.map(\.codePoint).joined(separator: ", ")) in the \(label.locale) text, or add a face that covers it to the font profile's fallback"

        var finding = Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                                    sizeCategory: nil, message: message, suggestion: suggestion,
                                    measurements: ["missingGlyphs": Double(missing.count)])
        finding.text = label.text
        return [finding]
    }
}
