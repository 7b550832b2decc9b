import Typesetter

/// In the source locale: the room a fixed-size label leaves around its text is less than translations of a
/// text that long typically need (under 10 characters 3×, short phrases 2×, sentences 1.3×). Catches the
/// label before a translation overflows it.
public struct ExpansionHeadroomRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "expansion-headroom",
        name: "Expansion headroom",
        defaultSeverity: .note,
        summary: "In the source locale, a label with a fixed width and line count leaves less room than translations typically need.",
        rationale: """
        Translations grow, and short texts grow most: an English word under 10 characters can be three \
        times as long in translation (Russian "edit" is 13 characters, German compounds do not break), a \
        short phrase twice, a sentence about 1.3 times. A label whose room is sized to the English text is \
        the one that truncates in the next language added. The room is the label's width times the lines it \
        may use (maxLines, or the lines that fit a fixed height; with autoShrink, down to its minimum scale) \
        over the source text's measured width, at each checked size; wrapping labels (maxLines 0, no fixed \
        height) always have room. Only the source locale is checked: translations are measured by \
        `truncation`. Lengths: under 10 characters 3×, up to 30 characters 2×, longer 1.3×. On an imported \
        Android layout only a width the layout fixes in dp is sized by hand: a width the screen gives \
        (match_parent, weights, constraints) is not sized to the English text, and every shipped \
        translation is measured in it. On an imported screen the note is only for keys most checked \
        locales have not translated yet (new strings): where at least half of them, or three, have a value \
        of their own, `truncation` measures those real translations in the same box, and they answer what \
        the note would guess. A text without letters ("50") is not translated. \
        Not checked either: a text every translator keeps as it is (at least three locales, one in another \
        script: a name), and a text with an argument the app fills at run time (`%@`) that the layout gives \
        no `samples:` for (its width is its data's).
        """,
        triggering: [
            RuleExample(
                "\"Skip\" takes about half of a 64pt button",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: skip
                    key: skip
                    textStyle: body
                    width: 64
                    maxLines: 1
                """,
                strings: ["skip": ["en": "Skip", "de": "Los"]],
                firesIn: ["en"], firstFailingSizeCategory: "L"),
        ],
        nonTriggering: [
            RuleExample(
                "A label that wraps, and a short word with three times its width",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: footer
                    key: footer
                    textStyle: footnote
                    width: 200
                    maxLines: 0
                  - id: badge
                    key: badge
                    size: 11
                    width: 90
                    maxLines: 1
                """,
                strings: ["footer": ["en": "Lessons download over Wi-Fi in the background."], "badge": ["en": "NEW"]]),
            RuleExample(
                "An Android label whose width follows its text (wrap_content): it grows with a translation",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: presets
                    key: presets
                    size: 14
                    width: 100
                    maxLines: 1
                    widthFollowsText: true
                """,
                strings: ["presets": ["en": "Presets"]]),
            RuleExample(
                "A name every translator keeps, and a title whose argument is the app's data (`%@`, no sample)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: about
                    key: about
                    size: 17
                    width: 120
                    maxLines: 1
                  - id: remove
                    key: remove
                    size: 17
                    width: 200
                    maxLines: 1
                """,
                strings: ["about": ["en": "Ice Cubes", "de": "Ice Cubes", "ja": "Ice Cubes", "uk": "Ice Cubes"],
                          "remove": ["en": "Remove %@"]]),
            RuleExample(
                "A program's name as it is typed (“youtube-dl:”): every locale keeps it",
                layout: """
                screen: Example
                platform: macos
                elements:
                  - id: tool
                    key: tool
                    size: 13
                    width: 80
                    maxLines: 1
                """,
                strings: ["tool": ["en": "youtube-dl:"]]),
        ]
    )

    /// At least half of the checked locales other than the source's own language (en-GB falls back to en as
    /// it should), or three of them, have a value for the label's key, in themselves or a locale they fall
    /// back to: the real translations, measured by `truncation`, stand for the forecast (MacDown's 30 notes
    /// on keys 40 of its 41 locales translate).
    static func mostLocalesTranslate(_ label: MeasuredLabel, context: LintContext) -> Bool {
        let values = context.catalogs.values(table: label.entry.table, key: label.entry.key)
        let sourceLocale = context.sourceLocale(ofTable: label.entry.table)
        let others = context.locales.filter { locale in
            locale != sourceLocale && locale != LocaleTag.base
                && !UntranslatedRule.isSourceVariant(locale, sourceLocale: sourceLocale)
        }
        guard !others.isEmpty else { return false }
        let translating = others.filter { locale in
            ([locale] + LocaleTag.fallbacks(locale)).contains { values[$0]?.isEmpty == false }
        }
        return translating.count * 2 >= others.count || translating.count >= Self.translationsThatAnswer
    }

    /// Three translations of the key, measured by `truncation` in the same box, answer the forecast: the
    /// note is for strings no one has translated yet, before the first translations land.
    static let translationsThatAnswer = 3

    /// The expansion translations of a source text of `characters` characters typically need.
    public static func expectedExpansion(characters: Int) -> Double {
        switch characters {
        case ..<10: 3
        case ...30: 2
        default: 1.3
        }
    }

    /// Every locale of the catalogs that has the key (at least three besides the source and its regional
    /// variants, one of them written in another script) has the source value: translators keep it as it is
    /// ("Ice Cubes" in Belarusian, Japanese and Ukrainian).
    static func keptByEveryTranslator(_ label: MeasuredLabel, context: LintContext) -> Bool {
        let source = label.entry
        let values = context.catalogs.values(table: source.table, key: source.key)
        let sourceLocale = context.sourceLocale(ofTable: source.table)
        let sourceScript = UntranslatedRule.normalized(LocaleInfo.of(sourceLocale).script)
        var others = 0
        var otherScript = false
        for (locale, entries) in values where locale != sourceLocale && locale != LocaleTag.base
            && !UntranslatedRule.isSourceVariant(locale, sourceLocale: sourceLocale) {
            guard let same = entries.first(where: { $0.variant == source.variant }) else { continue }
            guard same.value == source.value else { return false }
            others += 1
            if UntranslatedRule.normalized(LocaleInfo.of(locale).script) != sourceScript { otherScript = true }
        }
        return others >= 3 && otherScript
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard label.locale == context.sourceLocale(ofTable: label.entry.table), !label.isFallback, let width = label.constraints.width else { return [] }
        // An imported Android view whose width the screen gives (no dp width of its own) was not sized to its text.
        if label.screen.origin == .android && label.element.width == nil { return [] }
        // A text with an argument the app fills at run time (`%@`: a name, a title from data) that the layout
        // gives no sample for is as wide as its data: the room its box leaves is not sized to the source words.
        if label.entry.placeholders.contains(where: { specifier in
            ["object", "string"].contains(specifier.argumentType)
                && LabelText.sample(for: specifier, samples: label.element.samples, pluralNumber: nil, locale: label.locale) == LabelText.defaultObjectSample
        }) { return [] }
        // A text every translation keeps as it is (a name) does not grow in translation; nor does the app's
        // own name or a program's (`NonWordText.isKeptName`, counted in the coverage).
        if Self.keptByEveryTranslator(label, context: context) || NonWordText.isKeptName(label.text, appNames: context.appNames) { return [] }
        // A width that follows the text grows with a translation: at a size where the source fits on its line,
        // the box is the text and there is no headroom to measure; only where it does not is the width a limit.
        func followsText(_ sized: SizedLayout) -> Bool {
            label.element.widthFollowsText && sized.layout.lineCount == 1 && !sized.layout.truncated
        }
        // A text with no letters (a number such as "50") is not translated: nothing grows.
        guard label.text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return [] }
        // On an imported screen the app's own translations answer what this note predicts: where most
        // checked locales have a value of their own, `truncation` measures each of them in this very box.
        if label.screen.origin.isImported, Self.mostLocalesTranslate(label, context: context) { return [] }
        let characters = label.text.count
        guard characters > 0 else { return [] }
        let needed = Self.expectedExpansion(characters: characters)
        let scale = label.element.autoShrink?.smallestScale(of: label.element.size ?? 0) ?? 1
        let unit = label.screen.platform.lengthUnit
        /// The lines the label may use at one size, its text width and the room it leaves; nil when the
        /// lines are unlimited or the text is empty.
        func measure(_ sized: SizedLayout) -> (lines: Int, textWidth: Double, room: Double)? {
            let lines: Int
            if label.constraints.maxLines > 0 {
                lines = label.constraints.maxLines
            } else if let height = label.constraints.height, let first = sized.layout.lines.first, first.bottom > first.top {
                lines = max(1, Int((height / (first.bottom - first.top)).rounded(.down)))
            } else {
                return nil
            }
            let textWidth = sized.naturalWidthAtSize * scale
            guard textWidth > 0 else { return nil }
            // A box that grows with its text (a content-sized label) has the room it can grow to.
            let room = max(sized.constraints.width ?? width, sized.maximumWidth ?? 0)
            return (lines, textWidth, Double(lines) * room / textWidth)
        }
        for (position, sized) in label.sizes.enumerated() {
            if followsText(sized) { continue }
            // An Auto Layout text whose room to grow the pass could not find (its width is required to be its
            // text's, hugging and compression resistance at 1000, against other required constraints:
            // NetNewsWire's “App Updates:”): how much room it has is not known, so nothing is forecast.
            if label.screen.origin == .interfaceBuilder && sized.maximumWidth == nil { return [] }
            guard let (lines, textWidth, room) = measure(sized) else { return [] }
            guard room < needed else { continue }
            let at = sized.sizeCategory.map { " at \($0)" } ?? ""
            var span = lines == 1 ? "\(FindingText.number(width))\(unit)" : "\(lines) lines of \(FindingText.number(width))\(unit)"
            if let grows = sized.maximumWidth, grows > width + MeasureStage.fillTolerance {
                span += " (it can grow to \(FindingText.number(grows))\(unit))"
            }
            let length = characters < 10 ? "a text under 10 characters" : characters <= 30 ? "a phrase of \(characters) characters" : "a sentence of \(characters) characters"
            let message = "\(FindingText.quote(label.text)) takes \(FindingText.number(textWidth))\(unit) of \(span)\(at) (room for \(FindingText.number(room))×); translations of \(length) typically need \(FindingText.number(needed))×"
            let target = (textWidth * needed / Double(lines)).rounded(.up)
            let suggestion = label.constraints.maxLines == 1
                ? "let it wrap (maxLines: 0 or 2) or make it at least \(FindingText.number(target))\(unit) wide, so translations fit"
                : "allow more lines (maxLines: 0) or make it at least \(FindingText.number(target))\(unit) wide"
            let failing = label.sizes[position...].filter { later in !followsText(later) && (measure(later).map { $0.room < needed } ?? false) }
            return [Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                                  sizeCategory: sized.sizeCategory, sizeCategories: failing.compactMap(\.sizeCategory),
                                  message: message, suggestion: suggestion,
                                  measurements: ["textWidth": textWidth, "availableWidth": width, "lines": Double(lines),
                                                 "room": room, "expectedExpansion": needed])]
        }
        return []
    }
}

// What the pipeline reads of this rule: names every locale keeps are counted, not reported.
extension ExpansionHeadroomRule {
    /// Why a source text that is the app's name or a program's name gets no forecast.
    public static let keptNameReason = "expansion-headroom: the app's own name or a program's name (“youtube-dl”), kept in every locale: no forecast"

    public func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] {
        guard label.locale == context.sourceLocale(ofTable: label.entry.table), !label.isFallback, label.constraints.width != nil,
              NonWordText.isKeptName(label.text, appNames: context.appNames) else { return [] }
        return [CoverageSkip(reason: Self.keptNameReason, inLocales: false)]
    }
}
