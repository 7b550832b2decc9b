import Typesetter

/// In a right-to-left locale (from ICU): declarations that do not mirror (`left`/`right` alignment and
/// insets, forced left-to-right text, directional images that keep their direction), things that must not
/// mirror but do (media controls, clocks, phone numbers, charts, numerals, check marks), and translations
/// whose paragraph would resolve left to right because they start with Latin text or an object argument.
public struct RTLMirroringRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "rtl-mirroring",
        name: "RTL mirroring",
        defaultSeverity: .error,
        summary: "In a right-to-left locale: left/right instead of leading/trailing, images that must (not) mirror, a translation that resolves left to right.",
        rationale: """
        Arabic and Hebrew read right to left, and the whole interface mirrors with them: text aligns to the \
        right, padding swaps sides, a back chevron points right. `left`/`right` alignment and insets, a \
        directional image that does not mirror, or forced left-to-right text break that (`right` alignment is \
        a warning: the text still starts where the reader starts, only its side against its neighbours \
        changes). Some things must \
        not mirror: media playback controls, clocks, phone numbers, charts, numerals and check marks keep \
        their left-to-right order; a non-directional image never flips. And a translation whose first strong \
        character is Latin (a product name) resolves left to right under natural direction (UILabel, \
        TextView's firstStrong): the Arabic words after it are then ordered and aligned as in English \
        (warning) — when that changes what is read: more than two runs, or a mark at the start or end that \
        is drawn at the other end of the line (UAX #9 levels from ICU); two runs with nothing between them \
        that changes side read the same in either order. On Apple platforms natural alignment follows the \
        app's localization, so there only the order is wrong. Keys the sources use only as accessibility \
        labels are spoken, not drawn, and are not judged. Each paragraph (text between line breaks) takes its own direction; a value that is wholly \
        no words (an address, a version, a shortcut, a date pattern) is not judged. A value that starts with an object or string argument is not reported: the argument's \
        text, set when the app runs, decides the direction (a Latin name turns it, a number or an Arabic \
        word does not); such values are counted in the coverage. A value with no right-to-left letter is \
        `untranslated`'s or `wrong-script`'s. Which locales are right to left comes from ICU. Only \
        right-to-left locales get findings.
        """,
        triggering: [
            RuleExample(
                "A back chevron that does not mirror and a media bar that does, in Arabic and Hebrew",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: back
                    kind: image
                    directional: true
                    mirrors: false
                  - id: transport
                    kind: media-controls
                    mirrors: true
                  - id: title
                    key: title
                    textStyle: headline
                    width: 240
                    maxLines: 1
                """,
                strings: ["title": ["en": "At the market", "de": "Auf dem Markt", "ar": "في السوق", "he": "בשוק"]],
                firesIn: ["ar", "he"]),
            RuleExample(
                "Left alignment and a left inset on an Android row",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: row
                    key: row
                    size: 16
                    width: 140
                    maxLines: 1
                    alignment: left
                    insets: { left: 16 }
                """,
                strings: ["row": ["en": "Notifications", "de": "Mitteilungen", "ar": "الإشعارات"]],
                firesIn: ["ar"]),
            RuleExample(
                "An Arabic value that starts with a Latin product name: laid out left to right, its colon introduces the product name instead of the Arabic text",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: plus
                    key: plus
                    size: 16
                    width: 280
                    maxLines: 0
                """,
                strings: ["plus": ["en": "Kalimo Plus: unlimited lessons", "ar": "Kalimo Plus: دروس بلا حدود", "th": "Kalimo Plus: เรียนได้ไม่จำกัด"]],
                firesIn: ["ar"]),
            RuleExample(
                "Views without a text: a spinner placed on the right, a list padded on the left only (Android layout_gravity, paddingLeft)",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: progress
                    kind: view
                    placement: right
                  - id: list
                    kind: view
                    insets: { left: 12 }
                  - id: title
                    key: title
                    size: 16
                    width: 200
                """,
                strings: ["title": ["en": "Subscriptions", "ar": "الاشتراكات"]],
                firesIn: ["ar"]),
            RuleExample(
                "A label forced left to right (iOS semanticContentAttribute forceLeftToRight) whose Arabic value is Arabic text: ordered and aligned as the English",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: status
                    key: status
                    textStyle: body
                    width: 240
                    maxLines: 0
                    forceLeftToRight: true
                """,
                strings: ["status": ["en": "Yandex is not available.", "ar": "البحث غير متوفر حالياً."]],
                firesIn: ["ar"]),
        ],
        nonTriggering: [
            RuleExample(
                "A label forced left to right that shows English in Arabic (a licence kept in its language): a paragraph is aligned by its own language (Human Interface Guidelines, “Right to left”)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: licence
                    key: licence
                    textStyle: footnote
                    width: 300
                    maxLines: 0
                    forceLeftToRight: true
                """,
                strings: ["licence": ["en": "Permission is hereby granted, free of charge.", "ar": "Permission is hereby granted, free of charge."]]),
            RuleExample(
                "Leading/trailing only, chevrons that mirror, a media bar that does not",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: back
                    kind: image
                    directional: true
                    mirrors: true
                  - id: logo
                    kind: image
                    directional: false
                    mirrors: false
                  - id: transport
                    kind: media-controls
                    mirrors: false
                  - id: title
                    key: title
                    textStyle: headline
                    width: 240
                    maxLines: 1
                    alignment: leading
                    insets: { leading: 16, trailing: 8 }
                  - id: time
                    key: time
                    size: 13
                    width: 120
                    maxLines: 1
                    alignment: trailing
                    samples: { "%@": "12:45" }
                """,
                strings: ["title": ["en": "At the market", "ar": "في السوق", "he": "בשוק"],
                          "time": ["en": "%@ left", "ar": "المتبقي: %@", "he": "נותרו %@"]]),
            RuleExample(
                "A one-line label whose width follows its text: its left alignment moves nothing",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: seconds
                    key: seconds
                    size: 14
                    maxLines: 1
                    alignment: left
                    widthFollowsText: true
                """,
                strings: ["seconds": ["en": "seconds", "ar": "ثوانٍ"]]),
            RuleExample(
                "The Arabic value is still the English source: `untranslated` reports it, not its direction",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: details
                    key: details
                    textStyle: body
                    width: 240
                    maxLines: 1
                """,
                strings: ["details": ["en": "Server details", "ar": "Server details"]]),
            RuleExample(
                "An argument first (“%@ is required”, the name of a form field): its text, set at run time, decides the direction",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: required
                    key: required
                    textStyle: body
                    width: 240
                    maxLines: 0
                """,
                strings: ["required": ["en": "%@ is required", "ar": "%@ مَطلوب", "he": "%@ נדרש"]]),
            RuleExample(
                "Two runs and nothing between them that changes side: a unit before its Arabic name reads the same in either order",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: energy
                    key: energy
                    textStyle: body
                    width: 240
                    maxLines: 1
                """,
                strings: ["energy": ["en": "Energy (kJ)", "ar": "(kJ) الطاقة"]]),
            RuleExample(
                "A value with no right-to-left letter reads the same either way: a kept name, or English left in the catalog (`untranslated`, `wrong-script`)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: name
                    key: name
                    textStyle: body
                    width: 240
                    maxLines: 1
                """,
                strings: ["name": ["en": "Open Food Facts app", "ar": "Open Food Facts"]]),
        ]
    )

    public func check(screen: MeasuredScreen, context: LintContext) -> [Finding] {
        guard context.isRightToLeft(screen.locale) else { return [] }
        var findings: [Finding] = []
        // A label whose every text in this locale is one line exactly as wide as its box (its width follows
        // its text) shows no alignment: left or right makes no visible difference there.
        var fills: [String: Bool] = [:]
        for label in screen.labels { fills[label.element.id] = (fills[label.element.id] ?? true) && label.fillsItsBox }
        // An Android app without right-to-left layouts mirrors nothing: one finding at its manifest
        // (`notMirroringFinding`), none per view.
        let mirrors = screen.screen.platform != .android || context.androidLayoutsMirror
        for element in screen.screen.elements where mirrors {
            findings += declarationFindings(element, screen: screen, context: context, alignmentVisible: fills[element.id] != true)
        }
        for label in screen.labels where Self.checksDirection(of: label, context: context) {
            if let finding = directionFinding(label) { findings.append(finding) }
        }
        return findings
    }

    /// An Android app that does not support right-to-left layouts (`AndroidRTLSupport`): in a right-to-left
    /// locale every screen keeps its left-to-right layout. One finding, at the manifest's `<application>`.
    static func notMirroringFinding(at location: SourceLocation, locale: String, declaresFalse: Bool) -> Finding {
        let why = declaresFalse ? "`android:supportsRtl=\"false\"`" : "no `android:supportsRtl=\"true\"` (the default is false)"
        return Finding(rule: description.id, severity: description.defaultSeverity,
                       message: "the app's screens do not mirror: its manifest has \(why), so in \(FindingText.localeSlot) Android lays every screen out left to right (start/end, gravity and margins do not flip)",
                       location: location, locale: locale,
                       suggestion: "add android:supportsRtl=\"true\" to <application>, then use start/end for margins, paddings and gravity")
    }

    /// Whether the paragraph direction of the label's value is this rule's to check: a translation shown as
    /// it is, that is not the source text itself (English in the Arabic catalog is `untranslated`, a name
    /// every locale keeps — “HTML”, “4K” — reads left to right in every locale alike).
    static func checksDirection(of label: MeasuredLabel, context: LintContext) -> Bool {
        guard !label.isFallback, label.entry.shouldTranslate, !label.element.forceLeftToRight, !label.element.kind.neverMirrors,
              !context.spokenOnlyKeys.contains(label.entry.key) else {
            return false
        }
        if let source = label.sourceEntry, label.entry.value == source.value { return false }
        return true
    }

    /// Why a key the app only hands to VoiceOver is not judged: spoken text has no paragraph, alignment or
    /// visual order (`AppleSourceFacts`).
    public static let spokenOnlyReason = "rtl-mirroring: keys the sources use only as accessibility labels (VoiceOver speaks them; nothing is drawn): not reported"

    /// Why a value that starts with an object or string argument is not reported: the argument's text decides
    /// the paragraph's direction, and it is set when the app runs. A name or an address in Latin letters
    /// turns the paragraph left to right; a number, a price, a size or a word of the locale's own language
    /// (mastodon's `%@ مَطلوب`, “%@ is required”, where `%@` is the name of a form field) does not. The
    /// catalog does not say which; Linter counts these values in the coverage under this reason.
    public static let argumentFirstReason = "rtl-mirroring: values that start with an argument set at run time (the paragraph's direction follows the argument's text, which the catalog does not tell): not reported"

    /// The object or string argument a right-to-left value starts with, before any strong character: its
    /// direction is the argument's (see `argumentFirstReason`). nil when the value starts otherwise.
    static func leadingArgument(of entry: Entry) -> FormatSpecifier? {
        let scalars = Array(entry.value.unicodeScalars)
        var literal: [Unicode.Scalar] = []
        var index = 0
        for specifier in entry.placeholders where specifier.offset >= index && specifier.offset < scalars.count {
            literal += scalars[index..<specifier.offset]
            if TextFacts.firstStrongDirection(literal) != nil { return nil }
            index = specifier.offset + specifier.text.unicodeScalars.count
            if specifier.kind == .printf && (specifier.argumentType == "object" || specifier.argumentType == "string") {
                return specifier
            }
        }
        return nil
    }

    /// Whether a left/right alignment shows: unless no label of the element in this locale has a line at
    /// least a point narrower than its box (`MeasuredLabel.alignmentShows`), read from the width the layout
    /// pass solved — a text whose frame is as wide as the text (an Auto Layout label pinned at one edge, the
    /// other `lessThanOrEqual` or free, hugging its content: iina's “History:”) sits where it sits whatever
    /// the alignment. An element with no text laid out here shows its alignment (its box is fixed), unless
    /// its width follows a text that is not laid out (set in code): then nothing can be told.
    static func alignmentShows(_ element: LayoutElement, in screen: MeasuredScreen) -> Bool {
        let labels = screen.labels.filter { $0.element.id == element.id && $0.measurements > 0 }
        guard !labels.isEmpty else { return !element.widthFollowsText }
        return labels.contains { $0.alignmentShows }
    }

    func declarationFindings(_ element: LayoutElement, screen: MeasuredScreen, context: LintContext, alignmentVisible: Bool = true) -> [Finding] {
        let locale = screen.locale
        var findings: [Finding] = []
        func add(_ message: String, at setting: String, suggestion: String, severity: Severity = Self.description.defaultSeverity) {
            findings.append(Finding(rule: Self.description.id, severity: severity, message: message,
                                    location: element.keyLocations[setting] ?? element.location, locale: locale,
                                    key: element.key, table: element.table, screen: screen.screen.name, element: element.id,
                                    layoutLocation: element.location, suggestion: suggestion))
        }
        if element.kind.hasText || element.kind == .view {
            if element.alignment == .left || element.alignment == .right, alignmentVisible, Self.alignmentShows(element, in: screen) {
                let side = element.alignment.rawValue
                let semantic = element.alignment == .left ? "leading" : "trailing"
                let what = element.kind == .view ? "its content stays" : "the text stays"
                if element.alignment == .left {
                    add("`alignment: left` does not mirror: in \(FindingText.localeSlot) \(what) on the left while the \(screen.screen.platform.surface) reads from the right",
                        at: "alignment", suggestion: "use `alignment: \(semantic)` (or natural; Android gravity start/end)")
                } else {
                    // Right-aligned text in a right-to-left locale starts where the reader starts: it reads as
                    // natural text does. What changes is its side against its neighbours (a “Size:” label beside
                    // the field it names ends up away from it once the row mirrors): a warning, not an error.
                    add("`alignment: \(side)` does not mirror: in \(FindingText.localeSlot) \(what) on the right, the side the reading starts from, instead of the trailing (left) side it keeps in the source",
                        at: "alignment", suggestion: "use `alignment: \(semantic)` (or natural; Android gravity start/end)", severity: .warning)
                }
            }
            if let placement = element.placement, placement == .left || placement == .right {
                let side = placement.rawValue
                let semantic = placement == .left ? "leading" : "trailing"
                add("`placement: \(side)` does not mirror: in \(FindingText.localeSlot) `\(element.id)` stays on the \(side) while the screen reads from the right",
                    at: "placement", suggestion: "use `placement: \(semantic)` (Android layout_gravity start/end)")
            }
            if let insets = element.insets {
                for (side, amount, semantic) in [("left", insets.left, "leading"), ("right", insets.right, "trailing")] {
                    guard let amount else { continue }
                    add("`insets.\(side): \(FindingText.number(amount))` does not mirror: in \(FindingText.localeSlot) the inset stays on the \(side) side",
                        at: "insets.\(side)",
                        suggestion: "use `\(semantic): \(FindingText.number(amount))` (Android paddingStart/End, layout_marginStart/End or drawableStart/End; iOS directional layout margins)")
                }
            }
            // Forced left to right harms only right-to-left text. A text with no strong character (digits, `×`,
            // symbols: “1920×1080”) has the same order and, content-sized, the same place either way; a text with
            // no right-to-left letter (an English licence the locale keeps, a value left in the source) reads
            // left to right, and a paragraph is aligned by its own language, not the interface's (Human
            // Interface Guidelines, “Right to left”: “Align a paragraph based on its language”).
            if element.forceLeftToRight, Self.showsRightToLeftText(element, in: screen, context: context) {
                add("`forceLeftToRight` keeps the label left to right in \(FindingText.localeSlot): its text is ordered and aligned as in the source",
                    at: "forceLeftToRight",
                    suggestion: "let the label follow the layout direction; force left to right only for phone numbers, clocks, numerals and code (use those kinds)")
            }
        }
        if element.kind == .image {
            if element.directional == true && element.mirrors == false {
                add("directional image `\(element.id)` does not mirror: in \(FindingText.localeSlot) it points the wrong way",
                    at: "mirrors",
                    suggestion: "mirror it in right-to-left layouts (iOS imageFlippedForRightToLeftLayoutDirection() or a directional SF Symbol, Android android:autoMirrored=\"true\")")
            } else if element.directional == false && element.mirrors == true {
                add("non-directional image `\(element.id)` mirrors in \(FindingText.localeSlot): logos, photos and symbols without a direction must not flip",
                    at: "mirrors", suggestion: "do not flip it (drop the mirroring)")
            }
        }
        if element.kind.neverMirrors && element.mirrors == true {
            let what: String
            switch element.kind {
            case .mediaControls: what = "playback controls keep their left-to-right order (rewind left, forward right) in every locale"
            case .clock: what = "clocks and timers read left to right in every locale"
            case .phoneNumber: what = "phone numbers read left to right in every locale"
            case .chart: what = "chart axes and time run left to right in every locale"
            case .checkmark: what = "a check mark is not directional and never flips"
            default: what = "numerals read left to right in every locale"
            }
            add("\(element.kind.rawValue) `\(element.id)` mirrors in \(FindingText.localeSlot): \(what)", at: "mirrors",
                suggestion: element.kind == .mediaControls
                    ? "keep it left to right (iOS semanticContentAttribute = .playback, Android layoutDirection=\"ltr\")"
                    : "keep it left to right (iOS semanticContentAttribute = .forceLeftToRight, Android layoutDirection=\"ltr\")")
        }
        return findings
    }

    /// Whether a value the element shows in this locale has a right-to-left letter (UAX #9 classes R, AL; ICU)
    /// outside its placeholders: the values its labels laid out, else (an element no box was decided for) the
    /// catalog's values of its key in the locale. A SwiftUI literal key no catalog has is itself the text shown.
    static func showsRightToLeftText(_ element: LayoutElement, in screen: MeasuredScreen, context: LintContext) -> Bool {
        var values = screen.labels.filter { $0.element.id == element.id }.map(\.entry.value)
        if values.isEmpty, let key = element.key {
            if let table = context.catalogs.table(for: key, declared: element.table) {
                values = (context.catalogs.values(table: table, key: key)[screen.locale] ?? []).map(\.value)
            } else if screen.screen.origin == .swiftUI {
                values = [key]
            }
        }
        return values.contains { value in
            var literal = value
            for specifier in FormatSpecifier.parse(value).reversed() where specifier.isShown {
                literal = literal.replacingOccurrences(of: specifier.text, with: " ")
            }
            return literal.unicodeScalars.contains { TextFacts.firstStrongDirection([$0]) == .rtl }
        }
    }

    /// The translation's paragraph direction under natural direction: the first strong character of the
    /// value, numbers and other arguments counting as neutral. Reported when that character is left to right
    /// and the value has right-to-left letters after it (“AirPlay أو بلوتوث”): the Arabic words are then
    /// ordered and aligned as in English. A value with no right-to-left letter at all is English (or
    /// another left-to-right language) in the catalog — `untranslated` and `wrong-script` tell that —, or a
    /// name that reads the same in any direction (“Open Food Facts”, `$(PRODUCT_NAME)`). A value that starts
    /// with an object or string argument is not decided here (`argumentFirstReason`).
    func directionFinding(_ label: MeasuredLabel) -> Finding? {
        let entry = label.entry
        // A value that is wholly no words (an address, a version, a shortcut, a date pattern: `NonWordText`)
        // is not a sentence whose words get ordered. Only wholly: a leading address's Latin letters are strong
        // left-to-right characters (UAX #9 rule P2), so a Hebrew sentence that starts with one does resolve
        // left to right on the device.
        guard Self.leadingArgument(of: entry) == nil, NonWordText.kind(ofValue: entry.value) == nil else { return nil }
        // An ICU message pattern shows one of its messages: their text is what the paragraph starts with.
        if let messages = NonWordText.messagePatternText(entry.value) {
            guard TextFacts.firstStrongDirection(messages) == .ltr, messages.unicodeScalars.contains(where: { TextFacts.firstStrongDirection([$0]) == .rtl }) else { return nil }
        }
        let scalars = Array(entry.value.unicodeScalars)
        // The text without its placeholders: a `%@` is no strong character of the value itself; a number
        // (`%d`, `%.1f`) stands as a digit, a weak character the bidi algorithm places (UAX #9 W rules).
        var literal: [Unicode.Scalar] = []
        var index = 0
        for specifier in entry.placeholders where specifier.offset >= index && specifier.offset < scalars.count {
            literal += scalars[index..<specifier.offset]
            if specifier.argumentType == "int" || specifier.argumentType == "double" { literal.append("0") }
            index = specifier.offset + specifier.text.unicodeScalars.count
        }
        if index < scalars.count { literal += scalars[index...] }
        // Each paragraph takes its own direction (UAX #9 P1–P3: text between paragraph separators, bidi class
        // B — line feed, carriage return, U+001C–U+001E, U+0085, U+2029): CoreText resolves natural writing
        // direction per paragraph, and so does Android's StaticLayout (`TextDirectionHeuristic` asked for each
        // paragraph). A paragraph of Latin text (a shell command) before an Arabic one leaves the Arabic one
        // right to left.
        let separators: Set<UInt32> = [0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029]
        let paragraphs = literal.split(whereSeparator: { separators.contains($0.value) })
        guard let (number, paragraph, start) = paragraphs.enumerated().lazy.compactMap({ number, paragraph -> (Int, ArraySlice<Unicode.Scalar>, Int)? in
            guard TextFacts.firstStrongDirection(paragraph) == .ltr,
                  let start = paragraph.firstIndex(where: { TextFacts.firstStrongDirection([$0]) == .ltr }),
                  paragraph[start...].contains(where: { TextFacts.firstStrongDirection([$0]) == .rtl }) else { return nil }
            return (number, paragraph, start)
        }).first else { return nil }
        guard let effect = Self.orderEffect(Array(paragraph)) else { return nil }
        let value = FindingText.quote(entry.value)
        // The word as a reader sees it: letters, digits and marks with the joiners inside a name (“Wi-Fi”,
        // “www.openstreetmap.org”), not the Markdown or punctuation after it (“OpenMapTiles](https://…”).
        let wordScalars = paragraph[start...].prefix { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
                 .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return "-'’._".unicodeScalars.contains(scalar)
            }
        }
        let word = String(String.UnicodeScalarView(wordScalars.isEmpty ? paragraph[start...].prefix { !$0.properties.isWhitespace } : wordScalars))
        let subject = number == 0 ? value : "\(value): its paragraph \(FindingText.quote(String(String.UnicodeScalarView(paragraph))))"
        // UIKit, AppKit and SwiftUI draw natural-aligned text on the side of the app's localization, whatever
        // its first strong character: only the order is wrong there, not the side.
        let leftAligned = !Self.alignsWithLocalization(label)
        let what: String
        switch effect {
        case .runs(let count): what = "its \(count) runs of left-to-right and right-to-left text are ordered as in English\(leftAligned ? " and aligned to the left" : ""), so a reader starting from the right meets them in another order than written"
        case .moved(let mark): what = "its \(FindingText.quote(mark)) is read next to other words than written (a final mark where the reading starts, a separator introducing the other part)\(leftAligned ? ", and the paragraph is aligned to the left" : "")"
        }
        let message = "\(subject) starts with the left-to-right \(FindingText.quote(word)): with natural direction the paragraph resolves left to right, so in \(FindingText.localeSlot) \(what)"
        return Finding.about(label, rule: Self.description, severity: .warning, sizeCategory: nil, message: message,
                             suggestion: "start the value with U+200F RIGHT-TO-LEFT MARK or isolate the Latin part (U+2068 … U+2069), or set the paragraph direction from the locale (iOS NSParagraphStyle baseWritingDirection .rightToLeft, Android textDirection=\"locale\")")
    }

    /// What laying a paragraph out left to right instead of right to left does to a right-to-left reader,
    /// read from the embedding levels ICU resolves in both directions (UAX #9) and the visual order they give
    /// (rule L2); a right-to-left reader reads the visual order from the right:
    /// - more than two runs of different levels among its letters and digits (left-to-right layout): the
    ///   runs are read in another order (“Stats به نسخه‌ی v2 بروزسانی شد”);
    /// - else, a mark (punctuation, a symbol) that is read between other runs of letters than in the
    ///   right-to-left layout: a final “.” read first, a “:” that introduced the Arabic text now introducing
    ///   the product name (“Kalimo Plus: دروس بلا حدود”). Marks that mirror (Bidi_Mirrored: brackets,
    ///   guillemets) turn with the run they enclose and are not counted.
    /// nil for two runs with nothing that changes side (“(kJ) الطاقة”, “%ix%i بكسِل”, “URL الحالي”): the two
    /// runs swap, and each reads as written.
    enum OrderEffect: Equatable { case runs(Int), moved(String) }

    static func orderEffect(_ paragraph: [Unicode.Scalar]) -> OrderEffect? {
        let leftToRight = TextFacts.bidiLevels(paragraph, rightToLeft: false)
        let rightToLeft = TextFacts.bidiLevels(paragraph, rightToLeft: true)
        guard leftToRight.count == paragraph.count, rightToLeft.count == paragraph.count else { return nil }
        // The run of letters of one direction each letter belongs to, in logical order; nil for others.
        var run: [Int?] = []
        var current = -1
        var direction: TextDirection?
        for scalar in paragraph {
            // A combining mark (tanween, a vowel sign) belongs to its base (UAX #9 W1: a nonspacing mark takes
            // the class of the character before it): never a mark read between other runs.
            if Self.isCombiningMark(scalar), let previous = run.last { run.append(previous); continue }
            guard let strong = TextFacts.firstStrongDirection([scalar]) else { run.append(nil); continue }
            if strong != direction { current += 1; direction = strong }
            run.append(current)
        }
        var levelRuns = 0
        var last: UInt8?
        for index in paragraph.indices where (run[index] != nil || paragraph[index].properties.generalCategory == .decimalNumber)
            && leftToRight[index] != last {
            levelRuns += 1
            last = leftToRight[index]
        }
        if levelRuns > 2 { return .runs(levelRuns) }
        /// The runs of letters read just before and just after each position, reading from the right.
        func neighbours(_ levels: [UInt8]) -> [Int: (before: Int?, after: Int?)] {
            let reading = Array(TextFacts.visualOrder(levels: levels).reversed())
            var result: [Int: (before: Int?, after: Int?)] = [:]
            var before: Int?
            for (position, index) in reading.enumerated() {
                if let own = run[index] { before = own; continue }
                let after = reading[(position + 1)...].lazy.compactMap { run[$0] }.first
                result[index] = (before, after)
            }
            return result
        }
        let intended = neighbours(rightToLeft)
        let shown = neighbours(leftToRight)
        for index in paragraph.indices where run[index] == nil {
            let scalar = paragraph[index]
            guard !scalar.properties.isWhitespace, !scalar.properties.isBidiMirrored, scalar.properties.generalCategory != .decimalNumber,
                  !Self.isCombiningMark(scalar),
                  let a = intended[index], let b = shown[index], a.before != b.before || a.after != b.after else { continue }
            return .moved(String(scalar))
        }
        return nil
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    /// Whether the label's text is drawn on the side of the app's localization rather than of its first
    /// strong character: natural alignment on Apple platforms (Apple, `NSTextAlignment.natural`: "The
    /// default alignment associated with the current localization of the app. The default alignment for
    /// left-to-right scripts is left, and the default alignment for right-to-left scripts is right";
    /// SwiftUI's `multilineTextAlignment(.leading)` follows the layout direction). A value no screen lays
    /// out is judged by its catalog: Apple's string tables are read by those platforms.
    static func alignsWithLocalization(_ label: MeasuredLabel) -> Bool {
        guard label.element.alignment == .natural || label.element.alignment == .leading else { return false }
        if label.screen.origin == .catalog {
            let file = label.entry.location.file.lowercased()
            return [".strings", ".stringsdict", ".xcstrings"].contains { file.hasSuffix($0) }
        }
        return label.screen.platform != .android
    }
}

// What the pipeline reads of this rule: values whose direction an argument decides, and an Android app
// that does not mirror at all.
extension RTLMirroringRule {
    /// A right-to-left value whose direction an argument decides at run time is counted once per locale ×
    /// table × key × variant, not reported (`argumentFirstReason`).
    public func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] {
        guard context.isRightToLeft(label.locale) else { return [] }
        let identity = [label.locale, label.entry.table, label.entry.key, label.variant ?? ""].joined(separator: "\u{1F}")
        if context.spokenOnlyKeys.contains(label.entry.key), !label.isFallback, label.entry.shouldTranslate {
            return [CoverageSkip(reason: Self.spokenOnlyReason, inLocales: true, identity: identity)]
        }
        guard Self.checksDirection(of: label, context: context), Self.leadingArgument(of: label.entry) != nil else { return [] }
        return [CoverageSkip(reason: Self.argumentFirstReason, inLocales: true, identity: identity)]
    }

    /// An Android app whose manifest does not support right-to-left: one finding per right-to-left locale at
    /// the manifest, and its imported screens counted as not mirroring.
    public func check(project: ProjectFacts, context: LintContext) -> ProjectCheck {
        guard let support = project.androidRTLSupport, !support.supported else { return ProjectCheck() }
        let android = project.screens.indices.filter { project.screens[$0].platform == .android && project.screens[$0].origin.isImported }
        guard let first = android.first else { return ProjectCheck() }
        var coverage = Coverage()
        coverage.skipped[AndroidRTLSupport.notMirroringReason] = android.count
        let findings = context.locales.filter(context.isRightToLeft).map {
            Self.notMirroringFinding(at: support.location, locale: $0, declaresFalse: support.declared)
        }
        return ProjectCheck(findings: findings, coverage: coverage, anchor: first)
    }
}
