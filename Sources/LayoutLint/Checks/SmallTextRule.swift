import Typesetter

/// The size a label really draws at (after autoShrink) is under the legible minimum for the scripts of its
/// text. Dense scripts need more: a Han character packs a dozen strokes into the square a Latin letter
/// draws with two or three.
public struct SmallTextRule: Rule {
    public init() {}

    /// Points (sp on Android) below which text stops being legible, for scripts not listed.
    public static let defaultMinimum = 10.0
    /// Denser scripts: Han, kana, Hangul, Bopomofo, Yi.
    public static let denseScriptMinimum = 11.0
    public static let denseScripts: Set<String> = ["Hani", "Hans", "Hant", "Hira", "Kana", "Jpan", "Hang", "Kore", "Bopo", "Yiii"]

    public static let description = RuleDescription(
        id: "small-text",
        name: "Small text",
        defaultSeverity: .warning,
        summary: "The size a label really uses (after autoShrink) is under the legible minimum for its script.",
        rationale: """
        Dense scripts become illegible at small sizes sooner than Latin: a Chinese character fits a dozen \
        strokes into the square where a Latin letter has two or three, and its counters fill in. The minimum \
        applies to the effective size (after autoShrink has shrunk the text) at every checked size category, \
        for each script the text uses. Defaults: 10pt (sp) for every script, 11pt for Han, kana, Hangul, \
        Bopomofo and Yi. Option `minimumSize: 11` sets all, `minimumSize: { default: 10, Hani: 12, Thai: 11 }` \
        per ISO 15924 script. On an imported screen, a label whose development-language text is drawn as \
        small is the design's choice, not a translation's: it is skipped (coverage) in every locale drawn \
        no smaller; so is a translation drawn at the size the document sets (only autoShrink makes a size a \
        translation's).
        """,
        triggering: [
            RuleExample(
                "A 10pt caption is too small for Chinese, fine for Latin",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: caption
                    key: caption
                    size: 10
                    width: 64
                    maxLines: 1
                """,
                strings: ["caption": ["en": "Speed", "de": "Tempo", "zh-Hans": "倍速"]],
                firesIn: ["zh-Hans"]),
            RuleExample(
                "autoShrink takes German below the minimum",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: label
                    key: label
                    size: 12
                    width: 70
                    maxLines: 1
                    autoShrink: { minimumScaleFactor: 0.6 }
                """,
                strings: ["label": ["en": "Sleep timer", "de": "Schlafzeitschaltuhr"]],
                firesIn: ["de"]),
        ],
        nonTriggering: [
            RuleExample(
                "Body text at Dynamic Type sizes is legible in every script",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: body
                    key: body
                    textStyle: footnote
                    width: 300
                    maxLines: 0
                """,
                strings: ["body": ["en": "Lesson complete", "th": "เรียนจบบทนี้แล้ว", "zh-Hans": "本课完成", "ar": "أنهيت الدرس"]]),
        ]
    )

    /// The minimum for each script, from the config's `minimumSize` (a number or a map of scripts).
    static func minimum(for script: String, options: [String: ConfigValue]) -> Double {
        let dense = denseScripts.contains(script)
        switch options["minimumSize"] {
        case .number(let all)?: return all
        case .map(let map)?:
            let normalized = ["Hans": "Hani", "Hant": "Hani", "Jpan": "Hani", "Kore": "Hang"][script] ?? script
            if let value = map[script]?.number ?? map[normalized]?.number { return value }
            if !dense, let value = map["default"]?.number { return value }
            if dense, let value = map["default"]?.number { return max(value, denseScriptMinimum) }
        default: break
        }
        return dense ? denseScriptMinimum : defaultMinimum
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        let options = context.options(for: Self.description.id)
        var scripts = TextFacts.scripts(of: label.text).map(\.script)
        if scripts.isEmpty { scripts = [LocaleInfo.of(label.locale).script] }
        let strictest = scripts.map { ($0, Self.minimum(for: $0, options: options)) }.max { $0.1 < $1.1 }!
        guard let index = label.sizes.firstIndex(where: { $0.effectiveSize < strictest.1 - 1e-9 }) else { return [] }
        let sized = label.sizes[index]
        let unit = label.screen.platform.textSizeUnit
        let at = sized.sizeCategory.map { " at \($0)" } ?? ""
        let shrunk = sized.effectiveSize < sized.size - 1e-9
            ? " (autoShrink takes \(FindingText.number(sized.size))\(unit) down to \(FindingText.number(sized.effectiveSize))\(unit))" : ""
        let message = "\(FindingText.quote(label.text)) is drawn at \(FindingText.number(sized.effectiveSize))\(unit)\(at)\(shrunk), under the \(FindingText.number(strictest.1))\(unit) minimum for \(strictest.0) text"
        var suggestion: String
        if shrunk.isEmpty {
            suggestion = "use at least \(FindingText.number(strictest.1))\(unit)"
            if label.element.textStyle == nil && label.screen.platform == .ios { suggestion += " (or a Dynamic Type text style)" }
        } else {
            let scale = strictest.1 / sized.size
            suggestion = "raise minimumScaleFactor to ≥ \(FindingText.number(scale)), let the text wrap, or shorten the \(FindingText.localeSlot) text"
        }
        return [Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                              sizeCategory: sized.sizeCategory,
                              sizeCategories: label.sizes.filter { $0.effectiveSize < strictest.1 - 1e-9 }.compactMap(\.sizeCategory),
                              message: message, suggestion: suggestion,
                              measurements: ["effectiveSize": sized.effectiveSize, "size": sized.size, "minimumSize": strictest.1])]
    }
}

extension SmallTextRule {
    /// The development language drawn as small is the design's choice, not a translation's.
    public static var traits: RuleTraits { RuleTraits(sourceFailure: .designChoice) }
}
