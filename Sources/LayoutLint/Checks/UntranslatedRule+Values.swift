import Dispatch
import Synchronization
import Typesetter

/// The value-level half of `untranslated` (the missing values are in UntranslatedRule+Missing.swift): a value
/// that exists and is wrong — still the source text in a locale written in another script, empty where the
/// source is not. One finding per value. (Values marked new / needs_review are one finding per locale ×
/// table: UntranslatedRule+Missing.swift.)
extension UntranslatedRule {
    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, label.locale != context.sourceLocale(ofTable: label.entry.table), label.entry.shouldTranslate,
              label.entry.extractionState != "stale" else { return [] }
        let entry = label.entry
        // A value still the source text in another script is counted with the locale's table
        // (UntranslatedRule+Missing), not here.
        if let source = label.sourceEntry, let finding = Self.empty(label, source: source, context: context) { return [finding] }
        return []
    }

    /// An empty value where the source has words: the label shows nothing (the platform does not fall back
    /// for a value that exists). A value of spaces was typed, not left: the translator's choice, not an empty
    /// value — a fragment the app joins to other text (IceCubes' “ at ” between a date and a time: ja and ko
    /// write “ ”, a language that needs no word there), or the second half of a sentence another language
    /// says whole in the first half (ja writes the sentence around an icon in the part before it and types
    /// “　”, U+3000, for the part after). An export leaves an untranslated value empty (`""`), never spaces.
    static func empty(_ label: MeasuredLabel, source: Entry, context: LintContext) -> Finding? {
        let entry = label.entry
        // A substitution's empty forms are a way to write the sentence elsewhere (mastodon's Arabic `names`).
        guard entry.value.allSatisfy(\.isWhitespace), hasWords(source), entry.substitution == nil else { return nil }
        if !entry.value.isEmpty { return nil }
        // A plural form no count up to 1,000 selects: CLDR's `many` of ca, es, fr, it and pt is for exact
        // millions (“1 million de …”), which a UI count does not reach; Weblate writes it empty into every
        // such catalog (Tusky's `<item quantity="many"/>`). An empty `few` or `one` shows, and is reported.
        var forms = ""
        if let form = LabelText.pluralForm(of: entry.variant) {
            guard Self.isShown(form.category, of: entry, locale: label.locale, context: context) else { return nil }
            // One finding for a plural's empty forms (the same problem once): on its first empty form shown.
            let empty = (context.catalogs.values(table: entry.table, key: entry.key)[label.locale] ?? []).filter { value in
                guard value.value.isEmpty, let other = LabelText.pluralForm(of: value.variant), other.plural == form.plural else { return false }
                return Self.isShown(other.category, of: value, locale: label.locale, context: context)
            }.sorted { Self.categoryRank($0.variant) < Self.categoryRank($1.variant) }
            if let first = empty.first, first.variant != entry.variant { return nil }
            if empty.count > 1 {
                forms = " in its \(FindingText.list(empty.compactMap { LabelText.pluralCategory(of: $0.variant) })) forms"
            }
        }
        return Finding.about(label, rule: description, severity: description.defaultSeverity, sizeCategory: nil,
                             message: "the \(FindingText.localeSlot) value is empty\(forms): \(FindingText.localeSlot) users see nothing where \(context.sourceLocale(ofTable: entry.table)) shows \(FindingText.quote(source.value))",
                             suggestion: "translate the value, or delete the value so that \(FindingText.localeSlot) falls back to the source")
    }

    /// CLDR's order of plural categories (zero, one, two, few, many, other).
    static func categoryRank(_ variant: String?) -> Int {
        PluralRules.order.firstIndex(of: LabelText.pluralCategory(of: variant) ?? "") ?? PluralRules.order.count
    }

    /// Whether a count selects a plural form of `entry` in `locale`. Counts are integers (Android's
    /// `Resources.getQuantityString(int id, int quantity)`; a `%d`/`%lld` count in a `.stringsdict`): a form no
    /// integer up to 1,000 selects is not shown. `other` is also the form both platforms fall back to for a
    /// count whose own category has no form (AOSP `ResourcesImpl.getQuantityText`: the bag's `other` item when
    /// the rule's item is missing; Foundation's `.stringsdict` lookup the same): where no integer selects
    /// `other` itself (Russian, Polish, Ukrainian: fractions only) and every category integers do select has a
    /// form of its own, `other` is never shown.
    static func isShown(_ category: String, of entry: Entry, locale: String, context: LintContext) -> Bool {
        let rules = PluralRules.of(locale)
        if rules.integerRanges[category] != nil { return true }
        guard category == "other" else { return false }
        // The forms of this plural (`LabelText.pluralForm`: the same path before the category) in the locale.
        let plural = LabelText.pluralForm(of: entry.variant)?.plural
        let forms = Set((context.catalogs.values(table: entry.table, key: entry.key)[locale] ?? []).compactMap { value in
            LabelText.pluralForm(of: value.variant).flatMap { $0.plural == plural ? $0.category : nil }
        })
        return rules.integerRanges.keys.contains { !forms.contains($0) }
    }

    /// A name kept on purpose, not a value left untranslated. Written like a name — each word with a
    /// capital inside or a digit (“AntennaPod”, “GitHub”, “iPad”, “4K”: a brand whichever locales write it
    /// otherwise) — or:
    /// - kept by most translators (`keptByMostTranslators`: iina's “Firefox”), where the value is written
    ///   with no word starting in lowercase, or some locale writes it in capitals (mastodon's “lgbt”,
    ///   “LGBT” in de: an acronym);
    /// - written with no word starting in lowercase and used by the locale inside its own translated
    ///   values (AntennaPod's zh-Hant-TW “Podcast”: “新增 Podcast”; “Open Food Facts” in Arabic sentences).
    ///   A word copied into a catalog before anyone translated it (vlc's “Downloads”, mastodon's “Yes”)
    ///   stands in none of that locale's translations.
    static func keptInEveryLocale(_ entry: Entry, source: Entry, context: LintContext) -> Bool {
        // A list of names: every word capitalized, more than half of them written like names (“DeepL API
        // Pro”; IceCubes' credits “[EmojiText](…) • [Atkinson Hyperlegible](…)”, addresses left out). A name of
        // four words or more may join them with one lowercase word (“DNS over HTTPS (DoH)”, a protocol).
        let named = WordsInTranslations.words(of: readableText(withoutReferences(entry.value)))
        let lowercaseWords = named.filter { $0.first?.isLowercase == true }.count
        if !named.isEmpty, lowercaseWords <= (named.count >= 4 ? 1 : 0),
           named.filter({ isWrittenLikeAName($0) }).count * 2 > named.count { return true }
        let words = entry.value.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty, words.count <= 4 else { return false }
        if words.allSatisfy({ word in word.dropFirst().contains(where: \.isUppercase) || word.contains(where: \.isNumber) }) { return true }
        let kept = keptByMostTranslators(entry, source: source, context: context)
        if kept.isKept && kept.inCapitals || kept.isKeptByNearlyAll || kept.isConfirmedByEvery || kept.wordsKeptByEvery { return true }
        guard !words.contains(where: { $0.first?.isLowercase == true }) else { return false }
        if kept.isKept { return true }
        return context.wordsInTranslations.contains(everyWordOf: entry.value, locale: entry.locale)
    }

    /// A value translators kept on purpose: of the other locales that have the key, some wrote it
    /// otherwise (so translators saw it and chose) and most kept the source value (case aside), at least
    /// three of them and one in another script than the source (iina's “Firefox”: 51 of 56 locales keep it,
    /// Hebrew writes “פיירפוקס”); a locale that keeps the word but writes it in other capitals (“GitHub” for
    /// “Github”) saw it too. A value no locale ever changed may be one copied into every catalog
    /// before anyone translated it (vlc's “Downloads”). `inCapitals`: some locale writes it in capitals.
    ///
    /// `isKeptByNearlyAll`: at least five locales and two thirds of those with the key keep it, whatever its
    /// case — iina's mpv option values “force”, “scale”, “strip”, “yes” (`preference.sub_override_level.*`,
    /// kept by 40 of 55 locales). An app of a handful of locales never reaches it.
    ///
    /// `isConfirmedByEvery`: every locale with the key keeps it, at least five of them and two in another
    /// script than the source, and a String Catalog marks each of those values `translated` (XLIFF `final`,
    /// `signed-off`) — a translator's record, per locale, that the value is done (“Python:”, “Metal”, kept by
    /// all 19 or 21 locales). A value copied into plain `.strings` files before anyone translated it has no
    /// such record.
    ///
    /// `wordsKeptByEvery`: every locale with the key (five or more) writes every word of the value in its own
    /// value, two or more of them in another script — the words are terms every translator kept, however
    /// they arranged the rest (“Appcast URL”: “URL de Appcast”, “Appcast-URL”, and “Appcast URL” in Japanese
    /// and Chinese).
    static func keptByMostTranslators(_ entry: Entry, source: Entry, context: LintContext)
        -> (isKept: Bool, inCapitals: Bool, isKeptByNearlyAll: Bool, isConfirmedByEvery: Bool, wordsKeptByEvery: Bool) {
        let sourceLocale = context.sourceLocale(ofTable: entry.table)
        let sourceScript = normalized(LocaleInfo.of(sourceLocale).script)
        let lowered = source.value.lowercased()
        let capitals = source.value.uppercased()
        var kept = 0, changed = 0, keptInOtherScript = 0, recased = 0
        var inCapitals = false
        var keptUnconfirmed = false
        let sourceWords = WordsInTranslations.words(of: lowered).filter { $0.count >= 2 }
        var withEveryWord = 0, withEveryWordInOtherScript = 0
        for (locale, entries) in context.catalogs.values(table: entry.table, key: entry.key)
        where locale != sourceLocale && locale != LocaleTag.base && !isSourceVariant(locale, sourceLocale: sourceLocale) {
            guard let same = entries.first(where: { $0.variant == entry.variant }) else { continue }
            // A value marked `new` or `needs_review` is no translator's choice: a translation platform copies
            // the source into the locales nobody has translated yet and marks it so (Apple, "Localizing and
            // varying text with a string catalog": `needs_review` is a string to check). Only a locale whose
            // value is done says the value is kept.
            if same.reviewStatus == .needsReview || same.reviewStatus == .new { continue }
            let value = same.value.lowercased()
            if !sourceWords.isEmpty, sourceWords.allSatisfy({ value.contains($0) }) {
                withEveryWord += 1
                if normalized(LocaleInfo.of(locale).script) != sourceScript { withEveryWordInOtherScript += 1 }
            }
            if value == lowered {
                kept += 1
                if same.value != source.value { recased += 1 }
                if !["translated", "final", "signed-off"].contains(same.state ?? "") { keptUnconfirmed = true }
                if same.value == capitals && capitals != source.value { inCapitals = true }
                if normalized(LocaleInfo.of(locale).script) != sourceScript { keptInOtherScript += 1 }
            } else {
                changed += 1
            }
        }
        // A locale that writes the same word in other capitals (“GitHub” for the source's “Github”) edited
        // the value and kept the word: translators saw it, as a locale that changed it shows.
        let isKept = (changed >= 1 || recased >= 1) && kept >= 3 && keptInOtherScript >= 1 && kept * 2 > kept + changed
        let confirmed = changed == 0 && kept >= 5 && keptInOtherScript >= 2 && !keptUnconfirmed
        let wordsKept = changed >= 1 && withEveryWord == kept + changed && withEveryWord >= 5 && withEveryWordInOtherScript >= 2
        return (isKept, inCapitals, isKept && kept >= 5 && kept * 3 >= (kept + changed) * 2, confirmed, wordsKept)
    }

    /// A capital inside (“DeepL”, “GitHub”), a digit (“4K”, “2024”) or two or more capitals only (“API”).
    static func isWrittenLikeAName(_ word: String) -> Bool {
        word.dropFirst().contains(where: \.isUppercase) || word.contains(where: \.isNumber)
            || (word.count >= 2 && word.allSatisfy(\.isUppercase))
    }

    /// Simplified and Traditional Han, Japanese and Korean compare by their base scripts.
    static func normalized(_ script: String) -> String {
        ["Hans": "Hani", "Hant": "Hani", "Jpan": "Hani", "Kore": "Hang"][script] ?? script
    }
}

/// Per locale, the words of its translated values (values that differ from the source's): a name a locale
/// keeps as it is ("AntennaPod", "Open Food Facts") also stands inside its translated sentences; a word
/// left in the source language because nobody translated it ("Downloads" in the Arabic catalog) does not.
public final class WordsInTranslations: Sendable {
    private let catalogs: CatalogIndex
    private let sourceLocale: String
    /// Per locale, computed on first use (few values ever ask: those equal to the source in another script).
    private let known = Mutex<[String: Set<String>]>([:])

    init(catalogs: CatalogIndex, sourceLocale: String) {
        self.catalogs = catalogs
        self.sourceLocale = sourceLocale
    }

    /// The words of `locale`'s values that differ from their source values.
    func words(of locale: String) -> Set<String> {
        if let set = known.withLock({ $0[locale] }) { return set }
        let words = translatedWords(of: locale)
        known.withLock { $0[locale] = words }
        return words
    }

    /// Works out the words of those of `locales` not known yet, `workers` locales at a time (a check that will
    /// ask most locales asks before its own parallel part: each locale's set reads every catalog).
    func prepare(_ locales: [String], workers: Int) {
        let wanted = known.withLock { known in locales.filter { known[$0] == nil } }
        guard wanted.count > 1, workers > 1 else { return }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(workers, wanted.count)) { _ in
            while true {
                let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard position < wanted.count else { break }
                let words = translatedWords(of: wanted[position])
                known.withLock { $0[wanted[position]] = words }
            }
        }
    }

    private func translatedWords(of locale: String) -> Set<String> {
        var words = Set<String>()
        for (table, keys) in catalogs.tables {
            let sourceLocale = catalogs.sourceLocale(ofTable: table, run: self.sourceLocale)
            guard locale != sourceLocale else { continue }
            for (_, values) in keys {
                guard let entries = values[locale], !entries.isEmpty else { continue }
                let source = values[sourceLocale] ?? [], base = values[LocaleTag.base] ?? []
                // A key's source values are one or two, compared in place; an Android string-array's (thousands
                // of items) by a set.
                let sourceSet = source.count + base.count > 8 ? Set(source.map(\.value) + base.map(\.value)) : nil
                for entry in entries {
                    let isSource = sourceSet?.contains(entry.value)
                        ?? (source.contains { $0.value == entry.value } || base.contains { $0.value == entry.value })
                    if isSource { continue }
                    for word in Self.words(of: entry.value) { words.insert(word) }
                }
            }
        }
        return words
    }

    /// Runs of letters, marks and digits (read scalar by scalar: asked for every value of every catalog),
    /// cut where letters of a script written without spaces meet other letters: Unicode's word boundaries
    /// (UAX #29) break between ALetter and Katakana, Hiragana, Ideographic or complex-context (Thai, Lao,
    /// Khmer, Myanmar) letters, so the Japanese “Loveトラック” holds the word “Love”.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var currentIsUnspaced: Bool?
        func endWord() {
            if !current.isEmpty { words.append(String(current)); current = String.UnicodeScalarView() }
        }
        for scalar in text.unicodeScalars {
            let isUnspaced: Bool?
            if scalar.value < 0x80 {
                let lower = scalar.value | 0x20
                guard (lower >= 0x61 && lower <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39) else {
                    endWord()
                    currentIsUnspaced = nil
                    continue
                }
                isUnspaced = scalar.value >= 0x41 ? false : nil
            } else {
                let facts = ScalarFacts.of(scalar)
                if facts & (ScalarFacts.nonspacingMark | ScalarFacts.spacingMark | ScalarFacts.enclosingMark | ScalarFacts.number) != 0 {
                    isUnspaced = nil
                } else {
                    guard facts & ScalarFacts.alphabetic != 0 else {
                        endWord()
                        currentIsUnspaced = nil
                        continue
                    }
                    isUnspaced = Self.isWrittenWithoutSpaces(scalar)
                }
            }
            // Digits and marks join the letters around them; letters of the other kind start a word.
            if let isUnspaced {
                if let currentIsUnspaced, currentIsUnspaced != isUnspaced { endWord() }
                currentIsUnspaced = isUnspaced
            }
            current.append(scalar)
        }
        endWord()
        return words
    }

    /// A letter of a script written without spaces between words, by the Unicode blocks of UAX #29's
    /// Katakana, Hiragana and Ideographic word-break classes and its complex-context (SA) scripts: Thai, Lao,
    /// Myanmar, Khmer, the kana and their extensions, CJK ideographs (the prolonged sound mark U+30FC is
    /// Katakana here, as in the word-break data).
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0xAA60...0xAA7F, 0xA9E0...0xA9FF,
             0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x3038...0x303C, 0x3040...0x30FF, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x1B000...0x1B16F, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Every word of `text` stands in some translated value of `locale`.
    func contains(everyWordOf text: String, locale: String) -> Bool {
        contains(everyWord: Self.words(of: text), locale: locale)
    }

    /// Every one of `wanted` (`words(of:)` of a text) stands in some translated value of `locale`.
    func contains(everyWord wanted: [String], locale: String) -> Bool {
        guard !wanted.isEmpty, locale != sourceLocale, locale != LocaleTag.base else { return false }
        let known = words(of: locale)
        return wanted.allSatisfy(known.contains)
    }
}
