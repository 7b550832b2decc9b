/// What a locale's translator has to do: the values a locale has no translation of (one finding per locale
/// × table listing them: UntranslatedRule+Missing.swift), a value still equal to the source in a locale of
/// another script, a value the catalog marks new or needs_review, and an empty translation
/// (UntranslatedRule+Values.swift). Only locales the app ships are checked (`ShippedLocales`).
public struct UntranslatedRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "untranslated",
        name: "Untranslated",
        defaultSeverity: .warning,
        summary: "A locale shows source text: values it has no translation of (one finding per locale and table), a value equal to the source in another script, an empty value, or a value marked new / needs_review.",
        rationale: """
        When a catalog has no value for a locale, iOS and Android show the source (development) language: \
        a Hindi user reads English in the middle of a Hindi screen. The values a locale lacks are one finding \
        per locale and table, listing them (the JSON has every key), and the text summary ends with each \
        locale's completeness. A value equal to the source in a locale written in another script (English \
        left in the Thai catalog) is the same thing with a translation in name only; an empty value shows \
        nothing; values marked `new` or `needs_review` (XLIFF needs-translation, needs-review-*) have not been \
        confirmed by a translator, unless nearly every value of the locale's table carries the mark (a \
        translation platform's default for all it exports, counted in the coverage). Not untranslated: \
        locales the app does not ship (Xcode `knownRegions`, Gradle `resConfigs` / `resourceConfigurations` / `localeFilters`), regional variants of the source \
        language (`en-GB` falls back to `en` by design), source values that are empty or only placeholders \
        and punctuation or have no words once addresses, paths, `{{…}}` template fields and identifiers are \
        left out, terms (`OK`, `HDR`), Interface Builder's default texts (`Label`, `Text Cell`, `Button`), \
        which the app replaces at run time, sample texts of views an outlet or a text binding connects to \
        that no locale translates (“Artist - Album”: code sets the view's text; counted in the coverage's \
        `keysNotToTranslate`), names kept in every locale, names translators kept on purpose \
        (some locale writes it otherwise and most others keep it: a browser's name), a capitalized word the \
        locale writes inside its own translations too (a loanword such as “Podcast”; a missing value that \
        is such a name shows what the locale's translators write), and values \
        marked not to be translated \
        (`translatable="false"`, `tools:ignore="MissingTranslation"`, `shouldTranslate: false` — Xcode's \
        "Don't translate" —, a `#bc-ignore!` comment).
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
            RuleExample(
                "The German value is empty: the label shows nothing",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: caption
                    key: caption
                    size: 12
                    width: 120
                    maxLines: 1
                """,
                strings: ["caption": ["en": "Moved to %@", "de": "", "th": "ย้ายไปที่ %@"]],
                firesIn: ["de"]),
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
            RuleExample(
                "en-GB falls back to en by design; a source made of placeholders has nothing to translate; the app's name stays in every locale",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: range
                    key: range
                    size: 14
                    width: 200
                    maxLines: 0
                """,
                strings: ["range": ["en": "%1$@ – %2$@"], "colour": ["en": "Color", "en-GB": "Colour", "de": "Farbe", "th": "สี", "ar": "لون"],
                          "app": ["en": "AntennaPod", "de": "AntennaPod", "th": "AntennaPod", "ar": "AntennaPod"]]),
            RuleExample(
                "A space typed for a fragment the app joins to other text: the language needs no word there",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: at
                    key: status.summary.at-time
                    size: 14
                    width: 40
                    maxLines: 1
                """,
                strings: ["status.summary.at-time": ["en": " at ", "de": " um ", "ja": " "]]),
            RuleExample(
                "A sentence around an icon that Japanese says whole before it: the part after is typed blank (U+3000)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: after
                    key: popup.after-icon
                    size: 14
                    width: 200
                    maxLines: 0
                """,
                strings: ["popup.after-icon": ["en": "icon to avoid rerouting.", "de": "-Symbol, um Umleitungen zu vermeiden.", "ja": "\u{3000}"]]),
            RuleExample(
                "A name no locale has a value for, which locales write as it is inside their own translations",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: service
                    key: service
                    size: 14
                    width: 200
                    maxLines: 1
                """,
                strings: ["service": ["en": "Crowdin"], "tool": ["en": "youtube-dl:"],
                          "credit": ["en": "Localization is powered by Crowdin and youtube-dl.", "de": "Die Lokalisierung läuft über Crowdin und youtube-dl.",
                                     "fr": "La traduction passe par Crowdin et youtube-dl.", "ja": "ローカライズは Crowdin と youtube-dl で行われています。",
                                     // Thai's sentence leaves the name out: the three locales that keep it say it is one.
                                     "th": "ขอบคุณผู้แปลทุกคน"]]),
            RuleExample(
                "Filler text a loading placeholder shows, kept by the locale that has it and missing in the other",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: skeleton
                    key: lorem_ipsum_short
                    size: 16
                    width: 280
                    maxLines: 1
                """,
                strings: ["lorem_ipsum_short": ["en": "Lorem ipsum dolor sit amet", "ru": "Lorem ipsum dolor sit amet"],
                          "title": ["en": "Recipes", "ru": "Рецепты", "de": "Rezepte"]]),
        ]
    )
}

// What the pipeline reads of this rule: findings about a value, catalog-wide gaps, key lists.
extension UntranslatedRule {
    public static var traits: RuleTraits { RuleTraits(aboutValues: true) }

    public static var grouping: FindingGrouping {
        FindingGrouping(keysIdentity: keysIdentity, rebuilding: { rebuilding($0, keys: $1, texts: $2) })
    }

    /// A locale's missing values in one table (`gapFinding`), whatever its keys: what its key lists share.
    static func keysIdentity(_ f: Finding) -> String? {
        guard f.rule == description.id, f.keys != nil, f.locales.count <= 1, let locale = f.locale,
              let table = f.table, let measurements = f.measurements, let total = measurements["values"] else { return nil }
        let kind = measurements["missingValues"] != nil ? "missing" : "source"
        return [f.severity.rawValue, f.location.description, locale, table, "\(total)", kind].joined(separator: "\u{1E}")
    }

    /// Each locale's values it shows in the source language (`gaps`): one finding per locale × table, and
    /// the completeness of every locale and the source values not to translate, for the coverage.
    public func check(catalogs: CatalogIndex, context: LintContext, workers: Int) -> CatalogCheck {
        let (gaps, untranslated, values, notToTranslate) = Self.gaps(index: catalogs, context: context, workers: workers)
        var coverage = Coverage()
        // Pseudolocales are made, not translated: they have no completeness.
        coverage.completeness = Self.completeness(untranslated, values: values, context: context).filter { !Pseudolocale.isPseudo($0.locale) }
        coverage.keysNotToTranslate = notToTranslate
        let blanket = gaps.filter { $0.kind == .blanketReview }.count
        if blanket > 0 { coverage.skipped[Self.blanketReviewReason] = blanket }
        let findings = gaps.filter { $0.kind != .blanketReview }.map {
            Self.gapFinding($0.kind, locale: $0.locale, table: $0.table, keys: $0.keys, texts: $0.texts, total: $0.total, location: $0.location, marks: $0.marks)
        }
        return CatalogCheck(findings: findings, coverage: coverage)
    }
}
