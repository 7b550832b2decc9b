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
        summary: "A character of the translation that the platform's own fonts cannot draw (tofu): a private-use or unassigned code point, or one newer than the platform's fonts.",
        rationale: """
        When no font can draw a character the user sees an empty box, a question mark or nothing, and the \
        word or the emoji that carried meaning is gone. The platforms ship a face for every script they \
        support (Android: every family of AOSP's fonts.xml; the default profiles bundle one per script), so \
        what they cannot draw is a private-use code point (except SF Symbols and the Apple logo on Apple \
        platforms), one Unicode has not assigned, or one assigned after the Unicode version of the platform \
        releases still in wide use (Unicode 15.0: iOS 17, macOS 14, Android 14), typically a new emoji. A \
        character only the bundled profile lacks is the model's limit, counted under `summary.coverage.skipped`, \
        never a finding. Fix the text.
        """,
        triggering: [
            RuleExample(
                "An emoji newer than the platform's fonts (U+1FAE9, Unicode 16.0; iOS 17 and Android 14 know 15.0)",
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
            RuleExample(
                "A private-use character (an icon font's code point) on Android",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: banner
                    key: banner
                    size: 16
                    width: 320
                    maxLines: 0
                """,
                strings: ["banner": ["en": "Play", "fr": "\u{E037} Lire"]],
                sizeCategories: ["L"],
                firesIn: ["fr"]),
        ],
        nonTriggering: [
            RuleExample(
                "Every script the platform draws is covered: Latin, Thai, Arabic, Devanagari, Han, Hebrew, Burmese, Tamil, Georgian",
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
                                     "hi": "पाठ पूरा हुआ!", "zh-Hans": "本课完成！", "he": "השיעור הושלם!",
                                     "my": "သင်ခန်းစာ ပြီးပါပြီ!", "ta": "பாடம் முடிந்தது!", "ka": "გაკვეთილი დასრულდა!"]]),
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
            RuleExample(
                "An SF Symbol (U+100185, a private-use code point Apple's system font draws) on iOS: only the bundled fonts lack it",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: banner
                    key: banner
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["banner": ["en": "\u{100185} Play", "de": "\u{100185} Abspielen"]]),
        ]
    )

    /// The coverage skip reason of values with characters the platform draws and the bundled faces lack.
    public static let bundledGapReason = "values with characters the platform draws but the bundled fonts lack (not checked for missing glyphs; their widths use empty boxes)"

    /// The platform whose fonts a label's text is drawn with: its screen's, and for a catalog value no
    /// label lays out, the catalog's (Android resources are `.xml`, Apple catalogs are not).
    static func platform(of label: MeasuredLabel) -> Platform {
        guard label.screen.origin == .catalog else { return label.screen.platform }
        return label.entry.location.file.lowercased().hasSuffix(".xml") ? .android : .ios
    }

    /// The missing glyphs of a label the platform itself cannot draw, each with why; the others are gaps of
    /// the bundled profile only (`bundledOnly`), which the linter counts as a coverage skip.
    static func classify(_ label: MeasuredLabel) -> (platform: [(MissingGlyph, String)], bundledOnly: [MissingGlyph]) {
        let platform = platform(of: label)
        var seen = Set<String>()
        var cannot: [(MissingGlyph, String)] = []
        var bundledOnly: [MissingGlyph] = []
        for glyph in label.missingGlyphs where seen.insert(glyph.codePoint).inserted {
            if let scalar = glyph.character.unicodeScalars.first,
               let reason = PlatformFonts.whyPlatformCannotDraw(scalar, platform: platform) {
                cannot.append((glyph, reason))
            } else {
                bundledOnly.append(glyph)
            }
        }
        return (cannot, bundledOnly)
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        // A locale without a translation shows the source text: reported once, for the source locale.
        guard !label.isFallback, !label.missingGlyphs.isEmpty else { return [] }
        let missing = Self.classify(label).platform
        guard !missing.isEmpty else { return [] }
        let platform = Self.platform(of: label)
        let listed = missing.map { "\($0.0.codePoint) \($0.0.character) (\($0.1))" }.joined(separator: "; ")
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        let message = "\(FindingText.quote(label.text)) has \(count) \(PlatformFonts.platformName(platform)) cannot draw: \(listed)"
        let suggestion = "remove or replace \(missing.map(\.0.codePoint).joined(separator: ", ")) in the \(FindingText.localeSlot) text"

        var finding = Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity,
                                    sizeCategory: nil, message: message, suggestion: suggestion,
                                    measurements: ["missingGlyphs": Double(missing.count)])
        finding.text = label.text
        return [finding]
    }
}

extension MissingGlyphRule {
    /// A translation with characters the platform draws but the bundled fonts lack is counted, not checked.
    public func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] {
        guard !label.isFallback, !label.missingGlyphs.isEmpty, !Self.classify(label).bundledOnly.isEmpty else { return [] }
        return [CoverageSkip(reason: Self.bundledGapReason, inLocales: false)]
    }
}
