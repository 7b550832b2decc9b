import CICUShim
import Synchronization
import Typesetter

/// A translation written in a script its locale does not use: Bengali text in the Hindi catalog, French
/// pasted into the Arabic one. Which scripts a locale is written in comes from ICU (`uscript_getCode`: ja →
/// Han, Hiragana, Katakana; sr → Cyrillic), plus the script most of the locale's own catalog values are
/// written in (an app whose `sr` catalog is in Latin has chosen Latin).
public struct WrongScriptRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "wrong-script",
        name: "Wrong script",
        defaultSeverity: .error,
        summary: "A translation has no letter in the script its locale is written in, only words of another script that the source does not have.",
        rationale: """
        A value pasted into the wrong catalog — the Bengali translation in the Hindi file, a French sentence \
        in the Arabic one — shows users a language they may not read, and in a script their fonts may draw \
        with the wrong line height and direction. The scripts a locale is written in come from ICU (and the \
        script most of that locale's own values use, so an app's Latin-script `sr` catalog is its choice). \
        The rule fires when a value has no letter in those scripts and has words in another script that the \
        source value does not contain (case and accents aside): names and terms carried over from the source \
        (`Wi-Fi`, `AntennaPod`, `OPML`, `Exposé` for `Expose`), placeholders, markup, numbers and symbols never count. A value equal to the source is \
        `untranslated`'s, not this rule's.
        """,
        triggering: [
            RuleExample(
                "The Bengali translation in the Hindi catalog",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: title
                    key: title
                    size: 16
                    width: 320
                    maxLines: 0
                """,
                strings: ["title": ["en": "Downloads", "hi": "ডাউনলোডগুলি", "bn": "ডাউনলোডগুলি"]],
                sizeCategories: ["L"],
                firesIn: ["hi"]),
            RuleExample(
                "A French value in the Arabic catalog",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: row
                    key: row
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["row": ["en": "Delete episode", "fr": "Supprimer l'épisode", "ar": "Supprimer l'épisode"]],
                firesIn: ["ar"]),
        ],
        nonTriggering: [
            RuleExample(
                "Names and terms carried over from the source, placeholders and numbers",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: row
                    key: row
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["row": ["en": "Export OPML (%d feeds)", "ar": "OPML (%d)", "ja": "OPML (%d)", "hi": "तस्वीरें: %d"]]),
            RuleExample(
                "A name written like one (a capital inside), even where the source names it otherwise",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: app
                    key: app
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["app": ["en": "Rectangle", "ko": "RectangleLauncher", "de": "RectangleLauncher"]]),
            RuleExample(
                "Japanese mixes Han, kana and Latin; a value equal to the source is untranslated's",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: row
                    key: row
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["row": ["en": "Wi-Fi only", "ja": "Wi-Fiのみ", "th": "Wi-Fi only"]]),
            RuleExample(
                "The source's name kept with its accent (case and diacritics aside, the same words)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: row
                    key: row
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["row": ["en": "App Expose", "ar": "App Exposé", "he": "APP EXPOSÉ"]]),
            RuleExample(
                "A script no other locale of the app is written in: chosen for the language (Tamazight in Tifinagh)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: row
                    key: row
                    textStyle: body
                    width: 343
                    maxLines: 0
                """,
                strings: ["row": ["en": "Point your phone at the object", "fr": "Pointez votre téléphone vers l'objet", "tzm": "ⵙⵔⵙ ⴰⵍⵍⴰⵍ ⵙ ⵓⵎⵏⴰⵡⴰⵢ"]]),
        ]
    )

    /// Whether a value's words are, in order, those of one of the app's names (`LintContext.appNames`).
    static func spellsAppName(_ value: String, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        let words = WordsInTranslations.words(of: value)
        return !words.isEmpty && names.contains { WordsInTranslations.words(of: $0) == words }
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, label.locale != context.sourceLocale(ofTable: label.entry.table), label.entry.shouldTranslate else { return [] }
        let entry = label.entry
        // Without a source value there is nothing to tell a name carried over from a language: an
        // `InfoPlist.strings` `CFBundleDisplayName` ("Open Food Facts") whose source sits in Info.plist.
        guard let sourceEntry = label.sourceEntry, sourceEntry.value != entry.value else { return [] }
        let expected = context.writtenScripts.scripts(of: label.locale)
        guard !expected.isEmpty, !Self.plainlyHasLetter(in: expected, entry.value) else { return [] }
        let words = Self.words(of: entry)
        guard Self.isInAnotherScript(words, expected: expected) else { return [] }
        // The app's own name (an Apple bundle's display name, an Android app's label) is the translator's to
        // keep as written, whichever source the key's table names (an extension's bundle name in a table of
        // the same name: “Go Map!!” where a widget's source reads “GpxWidget”), as `untranslated` keeps it.
        // Its words as a name's, whatever punctuation a right-to-left translator moved (“!!Go Map”). Asked
        // only of the few values in another script (every value of every locale reaches this rule).
        guard !NonWordText.isKeptName(entry.value, appNames: context.appNames), !Self.spellsAppName(entry.value, context.appNames) else { return [] }
        // The plural forms of one key in one locale are one problem: the first form in the catalog reports it.
        if let variant = entry.variant, variant.contains("plural"), Self.hasEarlierForm(of: entry, context: context, expected: expected) {
            return []
        }
        // Words the source has too are names and terms carried over, not a language; so are acronyms
        // ("OSD", "URL"), which translations keep in Latin letters, and Latin words written like names
        // (a capital inside or a digit: Rectangle's helper app “RectangleLauncher”, “iCloud”).
        // Compared without case and accents: “App Exposé” for the source's “App Expose” is the name carried
        // over with its accent (Unicode canonical decomposition separates the base letter from the mark).
        let source = Self.folded(sourceEntry.value)
        let foreign = words.filter {
            !source.contains(Self.folded($0.text)) && !Self.isAcronym($0)
                && !($0.scripts == ["Latn"] && UntranslatedRule.isWrittenLikeAName($0.text))
        }
        let letters = foreign.reduce(0) { $0 + $1.letters }
        let scripts = Set(foreign.flatMap(\.scripts))
        // A lone short Latin word ("Box") may be a term the translator kept; a sentence, a long word or any
        // word of another non-Latin script is not.
        if scripts == ["Latn"] {
            guard foreign.count >= 2 || foreign.contains(where: { $0.letters >= 6 }) else { return [] }
        } else {
            guard letters >= 2 else { return [] }
        }
        let sortedScripts = scripts.sorted()
        let writtenIn = expected.sorted().map(ScriptNames.name).joined(separator: ", ")
        let found = sortedScripts.map(ScriptNames.name).joined(separator: ", ")
        // The app's locales written in that script, for a script that is no one's default (Bengali for bn).
        let others = scripts.contains("Latn") ? [] : context.locales.filter {
            $0 != label.locale && !WrittenScripts.icuScripts(of: $0).isDisjoint(with: scripts)
        }
        // A script other than Latin that neither the source nor any other locale of the app is written in
        // cannot have come from another catalog: the translator chose it for this language (Central Atlas
        // Tamazight in Tifinagh, where ICU's likely script is Latin: Unicode CLDR `languageData` lists both
        // for Berber languages).
        if !scripts.contains("Latn"), others.isEmpty { return [] }
        let hint = others.isEmpty ? "" : " as in the app's \(others.prefix(3).joined(separator: ", ")) catalog"
        let sourceText = label.sourceEntry.map { "; the \(context.sourceLocale(ofTable: label.entry.table)) source reads \(FindingText.quote($0.value))" } ?? ""
        let message = "the \(FindingText.localeSlot) value \(FindingText.quote(entry.value)) has no letter in \(writtenIn), the script \(FindingText.localeSlot) is written in: it is \(found) text\(hint)\(sourceText)"
        var finding = Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity, sizeCategory: nil,
                                    message: message,
                                    suggestion: scripts == ["Latn"]
                                        ? "translate it into \(FindingText.localeSlot) (a name that stays as it is: mark the key not to be translated)"
                                        : "put the \(FindingText.localeSlot) translation here: this text belongs to another language's catalog")
        finding.text = entry.value
        return [finding]
    }

    /// One locale's values of one catalog file in another script are one finding for the file (`fileGroup`):
    /// the same problem — a translator who wrote the locale's new strings in another script — fixed in one
    /// place. A Serbian `values-sr-rSP` whose newer strings are in Latin letters among Cyrillic ones is such a
    /// file, and devices show it: “SP” is no ISO 3166 region, so CLDR's likely subtags give the folder the
    /// script of `sr` alone (`sr` → `sr_Cyrl_RS`), and Android's resource matching computes that script for
    /// a folder without one (`ResTable_config::match` with `localeDataComputeScript`, frameworks/base
    /// libs/androidfw ResourceTypes.cpp and LocaleData.cpp, Android 7.0+) and requires it to equal the
    /// device's: a Cyrillic Serbian device uses the folder and reads those strings in Latin letters; a Latin
    /// one (`sr-Latn`) does not use it at all. nil for any other finding.
    static func fileIdentity(_ f: Finding) -> String? {
        guard f.rule == description.id, let locale = f.locale else { return nil }
        return [f.severity.rawValue, locale, f.location.file, f.table ?? "\u{1D}"].joined(separator: "\u{1E}")
    }

    /// A locale's values of one file in another script, as one finding at the first of them, listing them
    /// (`keys`; each value's own finding in `perKey`).
    static func fileGroup(_ group: Finding) -> Finding {
        guard let details = group.perKey, details.count > 1, let locale = group.locale else { return group }
        let sorted = details.sorted { ($0.location, $0.key, $0.variant ?? "") < ($1.location, $1.key, $1.variant ?? "") }
        var result = sorted[0].applied(to: group)
        result.perKey = sorted
        result.key = nil
        var seen = Set<String>()
        result.keys = sorted.map(\.key).filter { seen.insert($0).inserted }
        result.element = nil
        result.layoutLocation = nil
        result.variant = nil
        result.text = nil
        var seenScreens = Set<String>()
        result.screens = sorted.flatMap(\.screens).filter { seenScreens.insert($0).inserted }.sorted()
        result.screen = result.screens.first
        let count = result.keys?.count ?? 0
        let shown = sorted.prefix(3).map { part -> String in
            let text = part.text ?? part.key
            return FindingText.quote(text.count > 40 ? String(text.prefix(39)) + "…" : text)
        }.joined(separator: ", ") + (count > 3 ? " and \(count - 3) more" : "")
        result.message = "\(count) \(locale) values of this file are written in another script than \(locale)'s: \(shown); the first: \(sorted[0].message)"
        return result
    }

    /// A value with no markup, placeholder, entity, build setting or address (none of `<&$%@/:{`, no dot
    /// inside a word) that has a letter in one of `expected`: that letter is in one of its words, so the
    /// value is in the locale's script (most values; read without splitting them into words).
    static func plainlyHasLetter(in expected: Set<String>, _ value: String) -> Bool {
        var hasLetter = false
        var afterDot = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "<", "&", "$", "%", "@", "/", ":", "{": return false
            default: break
            }
            if afterDot && ScalarFacts.of(scalar) & ScalarFacts.alphabetic != 0 { return false }
            afterDot = scalar == "."
            guard !hasLetter else { continue }
            if scalar.value < 0x80 {
                let lower = scalar.value | 0x20
                if lower >= 0x61 && lower <= 0x7A && expected.contains("Latn") { hasLetter = true }
                continue
            }
            let code = ll_icu_script_of(scalar.value)
            if ll_icu_script_is_weak(code) == 0, expected.contains(WrittenScripts.normalized(TextFacts.scriptTag(code))) { hasLetter = true }
        }
        return hasLetter
    }

    /// Unicode's White_Space, ASCII answered without a property lookup.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// A sign one of `NonWordText`'s kinds needs: `/ @ : . _ - + #` and the modifier keys `⌘ ⌥ ⇧ ⌃`.
    private static func isNonWordSign(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/", "@", ":", ".", "_", "-", "+", "#", "⌘", "⌥", "⇧", "⌃": true
        default: false
        }
    }

    /// Words, and none of them with a letter in the locale's scripts.
    static func isInAnotherScript(_ words: [Word], expected: Set<String>) -> Bool {
        !words.isEmpty && !words.contains(where: { !expected.isDisjoint(with: $0.scripts) })
    }

    /// Whether a form of the same key, table and locale that comes earlier in the catalog is in another script
    /// too (it carries the finding for the key's forms).
    static func hasEarlierForm(of entry: Entry, context: LintContext, expected: Set<String>) -> Bool {
        guard let forms = context.catalogs.tables[entry.table]?[entry.key]?[entry.locale] else { return false }
        for form in forms {
            if form.variant == entry.variant && form.location == entry.location { return false }
            if form.shouldTranslate, isInAnotherScript(words(of: form), expected: expected) { return true }
        }
        return false
    }

    /// An all-capitals Latin word of at most five letters ("OSD", "URL", "OPML").
    static func isAcronym(_ word: Word) -> Bool {
        word.scripts == ["Latn"] && word.letters <= 5 && word.text.unicodeScalars.allSatisfy { !$0.properties.isLowercase }
    }

    /// A word of a value: a run of letters and marks, with the strong scripts of its letters.
    struct Word {
        var text: String
        var scripts: Set<String>
        var letters: Int
    }

    /// The words of a value, without its placeholders, markup (`<b>`, `&amp;`) and web addresses.
    /// Text without case and diacritics, to tell a word the source has from one it does not.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func words(of entry: Entry) -> [Word] {
        // Each placeholder becomes one space, in one pass (replacing them one by one in place moved the
        // rest of the value each time: quadratic in the number of placeholders).
        let original = Array(entry.value.unicodeScalars)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(original.count)
        var position = 0
        for placeholder in entry.placeholders.sorted(by: { $0.offset < $1.offset }) {
            let length = placeholder.text.unicodeScalars.count
            guard placeholder.offset >= position, placeholder.offset + length <= original.count else { continue }
            scalars.append(contentsOf: original[position..<placeholder.offset])
            scalars.append(" ")
            position = placeholder.offset + length
        }
        scalars.append(contentsOf: original[position...])
        // Tokens that are no words (addresses, paths, locale codes, versions, shortcuts: `NonWordText`) are
        // blanked; a value that is wholly such text (a date pattern) has none.
        if NonWordText.kind(ofValue: entry.value) != nil { return [] }
        var tokenStart: Int?
        for position in 0...scalars.count {
            let isSpace = position == scalars.count || Self.isWhitespace(scalars[position])
            if !isSpace { if tokenStart == nil { tokenStart = position }; continue }
            guard let start = tokenStart else { continue }
            tokenStart = nil
            // Only a token with a sign a non-word has (most words have none of them).
            let token = scalars[start..<position]
            guard token.contains(where: Self.isNonWordSign) || token.first == "v" || token.first == "V" else { continue }
            if NonWordText.kind(ofToken: Substring(String(scalars: token))) != nil {
                for blank in start..<position { scalars[blank] = " " }
            }
        }
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        // ICU script codes while scanning (a word has one or two): named once per word, not once per letter.
        var codes: [Int32] = []
        var letters = 0
        var inTag = false, inEntity = false
        func flush() {
            if letters > 0 && !current.isEmpty {
                let text = String(current)
                words.append(Word(text: text, scripts: Set(codes.map { WrittenScripts.normalized(TextFacts.scriptTag($0)) }), letters: letters))
            }
            current = String.UnicodeScalarView()
            codes.removeAll(keepingCapacity: true)
            letters = 0
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if inTag { if scalar == ">" { inTag = false }; continue }
            if inEntity { if scalar == ";" || scalar == " " { inEntity = false }; continue }
            if scalar == "<" { flush(); inTag = true; continue }
            // An Xcode build setting (`$(PRODUCT_NAME)`) is replaced at build time: not a word.
            if scalar == "$", index < scalars.count, scalars[index] == "(" {
                flush()
                while index < scalars.count, scalars[index] != ")" { index += 1 }
                index += 1
                continue
            }
            if scalar == "&" { flush(); inEntity = true; continue }
            // ASCII without a property lookup: its letters are Latin, and it has no mark.
            if scalar.value < 0x80 {
                let lower = scalar.value | 0x20
                if lower >= 0x61 && lower <= 0x7A {
                    current.append(scalar)
                    if !codes.contains(TextFacts.latinCode) { codes.append(TextFacts.latinCode) }
                    letters += 1
                } else if scalar == "/" || scalar == "@" || scalar == ":" || scalar == "." {
                    if !current.isEmpty { current.append(scalar) }
                } else {
                    flush()
                }
                continue
            }
            if ScalarFacts.of(scalar) & (ScalarFacts.alphabetic | ScalarFacts.nonspacingMark | ScalarFacts.spacingMark) != 0 {
                current.append(scalar)
                let code = ll_icu_script_of(scalar.value)
                if ll_icu_script_is_weak(code) == 0 {
                    if !codes.contains(code) { codes.append(code) }
                    letters += 1
                }
            } else if scalar == "/" || scalar == "@" || scalar == ":" || scalar == "." {
                // Keep web addresses and e-mail addresses one word (they are dropped below).
                if !current.isEmpty { current.append(scalar) }
            } else {
                flush()
            }
        }
        flush()
        return words.compactMap { word in
            // Only a word that holds `/`, `@`, `:` or `.` can be an address (most hold none).
            guard word.text.unicodeScalars.contains(where: { $0 == "/" || $0 == "@" || $0 == ":" || $0 == "." }) else { return word }
            if word.text.contains("@") || NonWordText.kind(ofToken: Substring(word.text)) != nil { return nil }
            var trimmed = word
            while let last = trimmed.text.unicodeScalars.last, [".", ":", "/"].contains(last) { trimmed.text.unicodeScalars.removeLast() }
            return trimmed
        }
    }
}

/// The scripts each locale of a project is written in: ICU's for the locale, and the script most of the
/// locale's own catalog values use. Computed once per locale, on first use.
public final class WrittenScripts: Sendable {
    private let catalogs: CatalogIndex
    private let known = Mutex<[String: Set<String>]>([:])
    private let dominant = Mutex<[String: String]?>(nil)

    init(catalogs: CatalogIndex) {
        self.catalogs = catalogs
    }

    public func scripts(of locale: String) -> Set<String> {
        if let set = known.withLock({ $0[locale] }) { return set }
        var set = Self.icuScripts(of: locale)
        if let dominant = dominantScript(of: locale) { set.insert(dominant) }
        known.withLock { $0[locale] = set }
        return set
    }

    /// ICU's scripts of a locale, Han, Hiragana and Katakana for Japanese and Hangul and Han for Korean
    /// spelled as the scripts of their characters.
    static func icuScripts(of locale: String) -> Set<String> {
        var codes = [Int32](repeating: 0, count: 16)
        let count = Int(ll_icu_locale_scripts(String(locale.map { $0 == "-" ? "_" : $0 }), &codes, Int32(codes.count)))
        var set = Set<String>()
        for code in codes.prefix(max(0, count)) {
            switch TextFacts.scriptTag(code) {
            case "Jpan": set.formUnion(["Hani", "Hira", "Kana"])
            case "Kore": set.formUnion(["Hang", "Hani"])
            case "Hanb": set.formUnion(["Hani", "Bopo"])
            case let tag: set.insert(normalized(tag))
            }
        }
        return set
    }

    /// Values in one script a locale's catalog needs before that script counts as the catalog's own.
    static let minimumValues = 20

    /// The script of most of the locale's values that are written in one script.
    private func dominantScript(of locale: String) -> String? {
        // Computed under the lock: a second worker waits for the walk rather than making it again.
        dominant.withLock { all in
            if all == nil { all = Self.dominantScripts(catalogs) }
            return all![locale]
        }
    }

    /// Every locale's dominant script, in one walk over the catalogs (a walk per locale looked every key's
    /// values up again for each of them).
    static func dominantScripts(_ catalogs: CatalogIndex) -> [String: String] {
        var counts: [String: [String: Int]] = [:]
        for keys in catalogs.tables.values {
            for values in keys.values {
                for (locale, entries) in values {
                    for entry in entries where entry.shouldTranslate {
                        if let script = onlyScript(of: entry.value) { counts[locale, default: [:]][script, default: 0] += 1 }
                    }
                }
            }
        }
        // A catalog written in a script by choice has many values in it (iina's `sr` in Latin); a handful of
        // values is no choice, and may be the very mistake the rule reports.
        return counts.compactMapValues { counts in
            guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
                  best.value >= WrittenScripts.minimumValues, best.value * 2 > counts.values.reduce(0, +) else { return nil }
            return best.key
        }
    }

    /// The one script of a value's letters (Simplified and Traditional Han as Han), nil for none or several.
    static func onlyScript(of value: String) -> String? {
        var found: String?
        var lastCode: Int32 = -1
        for scalar in value.unicodeScalars {
            let code: Int32
            if scalar.value < 0x80 {
                let lower = scalar.value | 0x20
                guard lower >= 0x61 && lower <= 0x7A else { continue }
                code = TextFacts.latinCode
            } else {
                code = ll_icu_script_of(scalar.value)
                guard ll_icu_script_is_weak(code) == 0 else { continue }
            }
            guard code != lastCode else { continue }
            lastCode = code
            let script = normalized(TextFacts.scriptTag(code))
            if let found, found != script { return nil }
            found = script
        }
        return found
    }

    /// Simplified and Traditional Han are Han to a character's script.
    static func normalized(_ script: String) -> String {
        switch script {
        case "Hans", "Hant": "Hani"
        default: script
        }
    }
}

/// English names of ISO 15924 scripts, for messages (ICU's long names: "Bengali", "Devanagari").
enum ScriptNames {
    static func name(_ tag: String) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = ll_icu_script_long_name(tag, &buffer, Int32(buffer.count))
        guard length > 0 else { return tag }
        return String(decoding: buffer.prefix(Int(length)).map { $0 == 0x5F ? 0x20 : UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension WrongScriptRule {
    /// A problem of the catalog value itself: once per key × locale, whatever screen shows it.
    public static var traits: RuleTraits { RuleTraits(aboutValues: true) }
    /// One locale's values of one file in another script are one finding for the file.
    public static var grouping: FindingGrouping { FindingGrouping(fileIdentity: fileIdentity, fileGroup: fileGroup) }
}
