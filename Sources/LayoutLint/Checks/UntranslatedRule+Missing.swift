import Foundation
import Synchronization
import Typesetter

/// The missing-values half of `untranslated`: one finding per locale × table listing the values the locale
/// has no translation of (its translator acts on the list, not on 141 findings one by one), and each
/// locale's completeness for the text summary.
extension UntranslatedRule {
    /// What one locale has to translate in one table: the values it lacks, the values that are still the
    /// source text in a locale written in another script, or the values the catalog marks new /
    /// needs_review (a reviewer works through the list, as a translator works through the missing ones).
    struct Gap {
        /// `blanketReview`: nearly every value of the locale's table carries the review mark
        /// (`isBlanketReview`): counted in the coverage, not reported.
        enum Kind { case missing, sourceText, needsReview, blanketReview }
        var kind: Kind
        var locale: String
        var table: String
        var keys: [String]
        /// The source text of each key.
        var texts: [String]
        /// Keys whose source value is meant to be translated.
        var total: Int
        var location: SourceLocation
        /// For values to review: the marks as the catalogs write them (`needs_review`, `fuzzy`), in order.
        var marks: [String] = []
    }

    /// Whether a source value is one translators must translate: meant to be translated (`shouldTranslate`,
    /// `translatable`, no `#bc-ignore!`), still used (`extractionState` not `stale`), and with letters once
    /// its placeholders are left out (“%@”, “—”, “%1$@ · %2$@” and an empty value read the same in every
    /// language).
    /// Nor is a value with no words to translate: Interface Builder's default texts, which the app replaces
    /// at run time, and terms (“OK”, “HDR”: `isTerm`).
    static func needsTranslation(_ source: [Entry]) -> Bool {
        guard let first = source.first, source.contains(where: \.shouldTranslate), first.extractionState != "stale" else { return false }
        // A list of locale codes (a language picker's saved values: “”, “ar”, “bn-rIN”, “peo”): no words.
        if source.count > 2, source.allSatisfy({ $0.value.isEmpty || NonWordText.isLocaleCode($0.value) || NonWordText.isLanguageCode($0.value) }) {
            return false
        }
        return source.contains { hasWords($0) && !isInterfaceBuilderDefault($0) && !isSettingsBundleTemplateText($0)
            && !isTerm(readableText(withoutReferences($0.value))) && !isOneName($0.value) && !isFillerText($0.value)
            && !isBundleName($0) }
    }

    /// A bundle's name in its `InfoPlist.strings` (`CFBundleName`, `CFBundleDisplayName`) written as a name, every
    /// word capitalized (“Core”, “Ice Cubes”): the product's name (Apple, "Information Property List": "a
    /// user-visible short name for the bundle"), which every locale may keep as it is; a framework's is shown
    /// nowhere. A phrase (“Open in Ice Cubes”, an action extension's title) is text to translate.
    static func isBundleName(_ entry: Entry) -> Bool {
        guard entry.table == "InfoPlist", entry.key == "CFBundleName" || entry.key == "CFBundleDisplayName" else { return false }
        let words = entry.value.split(whereSeparator: \.isWhitespace)
        return !words.isEmpty && words.allSatisfy { $0.first?.isUppercase == true || $0.first?.isNumber == true }
    }

    /// “Lorem ipsum dolor sit amet, consectetur…”: the typesetters' filler text (a scrambled passage of
    /// Cicero's *De finibus bonorum et malorum*, 1.10.32), which stands in for text to come (a loading
    /// placeholder, a preview). It is no language's words: there is nothing to translate, in any locale.
    static func isFillerText(_ value: String) -> Bool {
        let trimmed = value.drop { $0.isWhitespace || $0.isPunctuation }
        return trimmed.prefix(11).lowercased() == "lorem ipsum"
    }

    /// A value that is one word written like a name (a capital inside or a digit: Stats' helper bundle name
    /// “LaunchAtLogin”, “iCloud”): every locale shows it as it is.
    static func isOneName(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.contains(where: \.isWhitespace) && trimmed.allSatisfy({ $0.isLetter || $0.isNumber })
            && isWrittenLikeAName(trimmed)
    }

    /// The texts of Xcode's Settings Bundle template (File ▸ New ▸ Settings Bundle: its `Root.plist` has a group
    /// “Group”, a text field “Name”, a toggle “Enabled”, and `en.lproj/Root.strings` lists them with “none
    /// given”, each the key of itself — as mastodon's untouched `Settings.bundle/en.lproj/Root.strings` still
    /// does, under the template's own comment). Left as the template wrote them, they are no app's words.
    static let settingsBundleTemplateTexts: Set<String> = ["Group", "Name", "none given", "Enabled"]

    static func isSettingsBundleTemplateText(_ entry: Entry) -> Bool {
        entry.key == entry.value && settingsBundleTemplateTexts.contains(entry.key) && entry.table == "Root"
            && entry.location.file.contains("Settings.bundle/")
    }

    /// A text Interface Builder gives a new label, cell, box or button (“Label”, “Text Cell”, “Table View
    /// Cell”, “Box”, “Button”: `AppKitMetrics.defaultTexts`) in a document's table (`<objectID>.<property>`
    /// keys): the app sets the real text at run time, and no user reads the default.
    static func isInterfaceBuilderDefault(_ entry: Entry) -> Bool {
        (AppKitMetrics.defaultTexts.contains(entry.value) || AppKitMetrics.defaultTextSuffixes.contains(where: { entry.value.hasSuffix($0) }))
            && InterfaceBuilderKey.matches(entry.key)
    }

    /// The text without what is not words in any language: web and e-mail addresses (“http://”,
    /// “another@follower.social”), file paths and extensions (“/usr/local/bin”, “(.jpeg)”), template fields
    /// (`{{property}}`, `{name}`: the app replaces them), snake_case identifiers (“amazing_%@”), lowercase
    /// `word/word` patterns (“user/repo”) and Markdown link targets (`[Nuke](https://…)` reads “[Nuke]”).
    /// Which tokens are no words is `NonWordText`'s to say (date and ICU message patterns, locale codes,
    /// versions and keyboard shortcuts too).
    static func readableText(_ text: String) -> String {
        if text.utf8.count <= 48, NonWordText.isDateFormatPattern(text) { return "" }
        // A text field's mask (“xxxxxxxxxx”): one letter repeated, no word (`NonWordText.isMask`).
        if let first = text.utf8.first, (0x61...0x7A).contains(first | 0x20), NonWordText.isMask(Substring(text)) { return "" }
        // An ICU message pattern's messages are its text (`{count, plural, one {# file} other {# files}}`).
        if text.first == "{", let messages = NonWordText.messagePatternText(text) {
            return readableText(messages).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        // Quick exit for the common case (asked for every value): nothing that can start such a token — a
        // brace, a slash, an at sign, an underscore, or a dot that starts a word (“.jpeg”, “www.”). (A
        // Markdown link's target holds a slash.)
        var previous: UInt8 = 0x20
        var beforePrevious: UInt8 = 0x20
        var possible = false
        func isLowercaseOrDigit(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) }
        for byte in text.utf8 {
            if byte == 0x7B || byte == 0x2F || byte == 0x40 || byte == 0x5F || (byte == 0x23 && previous == 0x20)
                // A keyboard shortcut (`+`, and ⌘ ⌥ ⇧ ⌃ start with 0xE2 in UTF-8), a locale code (`-` before a
                // capital), a version (`v` before a digit).
                || byte == 0x2B || byte == 0xE2 || (previous == 0x2D && byte >= 0x41 && byte <= 0x5A)
                // An Android region qualifier (`-rIN`).
                || (beforePrevious == 0x2D && previous == 0x72 && byte >= 0x41 && byte <= 0x5A)
                || ((previous == 0x76 || previous == 0x56) && byte >= 0x30 && byte <= 0x39 && !isLowercaseOrDigit(beforePrevious) && beforePrevious != 0x56)
                || (byte == 0x2E && (previous == 0x20 || previous == 0x28 || previous == 0x77 || previous == 0x57))
                // `x.org`: a dot between a lowercase letter or digit and a lowercase letter (a domain).
                || (previous == 0x2E && byte >= 0x61 && byte <= 0x7A && isLowercaseOrDigit(beforePrevious)) {
                possible = true
                break
            }
            beforePrevious = previous
            previous = byte
        }
        guard possible else { return text }
        var unbraced = String.UnicodeScalarView()
        var depth = 0
        var linkTarget = false
        var last: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { last = scalar }
            // A Markdown link's target (`[SwiftSoup](https://…)`): its text stays.
            if linkTarget { if scalar == ")" { linkTarget = false; unbraced.append(" ") }; continue }
            if scalar == "(" && last == "]" { linkTarget = true; continue }
            if scalar == "{" { depth += 1; continue }
            if scalar == "}", depth > 0 { depth -= 1; unbraced.append(" "); continue }
            if depth == 0 { unbraced.append(scalar) }
        }
        let tokens = String(unbraced).split(whereSeparator: { $0.isWhitespace })
        var kept: [Substring] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard let kind = NonWordText.kind(ofToken: token) else { kept.append(token); continue }
            // A handle's owner named after it in parentheses (a credit: “@jonivr (Joni Van Roost)”): a person's
            // name, written as it is in every language. Capitalized words or initials, up to four.
            if kind == .handle, index < tokens.count, tokens[index].hasPrefix("("),
               let end = tokens[index...].prefix(4).firstIndex(where: { $0.hasSuffix(")") || $0.hasSuffix("),") }),
               tokens[index...end].allSatisfy({ $0.drop { $0 == "(" }.first?.isUppercase == true }) {
                index = end + 1
            }
        }
        return kept.joined(separator: " ")
    }

    /// The value has letters outside its format specifiers.
    static func hasWords(_ entry: Entry) -> Bool {
        // Each specifier becomes a space, in one pass (a format of 2,000 variables rebuilt its text 2,000 times).
        let text = FormatSpecifier.replacing(entry.placeholders.filter { $0.kind != .token }, in: entry.value, with: " ")
        return !TextFacts.scripts(of: readableText(withoutReferences(text))).isEmpty
    }

    /// The text without the names it refers to rather than says: a `.stringsdict` substitution
    /// (`%#@count_day_left@`, `%1$#@names@`: Foundation replaces it by the rule's variable) and a SiriKit
    /// parameter (`${content}`).
    static func withoutReferences(_ text: String) -> String {
        // Asked for every value: one pass over the bytes for `#@` or `${`.
        var previous: UInt8 = 0
        var found = false
        for byte in text.utf8 {
            if (previous == 0x23 && byte == 0x40) || (previous == 0x24 && byte == 0x7B) { found = true; break }
            previous = byte
        }
        guard found else { return text }
        // The variables as CoreFoundation reads them (`FormatSpecifier.variables`), and each `${…}`.
        let bytes = Array(text.utf8)
        var references = FormatSpecifier.variables(inUTF8: bytes).map(\.range)
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 0x24, bytes[i + 1] == 0x7B, let close = bytes[(i + 2)...].firstIndex(of: 0x7D) {
                references.append(i..<(close + 1))
                i = close + 1
            } else {
                i += 1
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for reference in references.sorted(by: { $0.lowerBound < $1.lowerBound }) where reference.lowerBound >= position {
            result += bytes[position..<reference.lowerBound]
            position = reference.upperBound
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a locale is a regional variant of the source language (`en-GB`, `en-AU` for an `en` source):
    /// falling back to the source is what it is meant to do.
    static func isSourceVariant(_ locale: String, sourceLocale: String) -> Bool {
        func language(_ tag: String) -> Substring { tag.split(separator: "-").first ?? Substring(tag) }
        let sourceLanguage = sourceLocale == LocaleTag.base ? "en" : language(sourceLocale)
        return locale != sourceLocale && language(locale) == sourceLanguage
    }

    /// Every locale × table with values the locale shows in the source language, in table and locale order:
    /// values it lacks (located at the first of them in the source, so the same keys missing in 30 locales
    /// are one finding: `FindingGroups`), and values of its own that are still the source text in another
    /// script (located at the first of them in its file).
    ///
    /// Locales are independent: `workers` of them are worked through at a time, and the gaps are put in
    /// table and locale order after, so the result does not depend on the number of workers.
    static func gaps(index: CatalogIndex, context: LintContext, workers: Int = 1)
        -> (gaps: [Gap], untranslated: [String: Int], values: [String: Int], notToTranslate: [String: Int]) {
        var notToTranslate: [String: Int] = [:]
        let locales = translatedLocales(context)
        guard !locales.isEmpty else { return ([], [:], [:], [:]) }
        // Per table, in order: the keys whose source values are to be translated, in order.
        var tables: [(name: String, keys: [(key: String, values: [String: [Entry]], source: [Entry])])] = []
        for table in index.tables.keys.sorted() {
            let keys = index.tables[table]!
            let tableSource = context.sourceLocale(ofTable: table)
            let samples = runTimeSamples(keys, locales: locales, sourceLocale: tableSource)
            var translated: [(key: String, values: [String: [Entry]], source: [Entry])] = []
            for key in keys.keys.sorted() {
                let values = keys[key]!
                let source = values[tableSource] ?? []
                // The app's own name (an Apple bundle's display name, an Android app's label) is the
                // translator's to keep: a locale that shows it as written shows a name.
                guard needsTranslation(source), !NonWordText.isKeptName(source[0].value, appNames: context.appNames) else { continue }
                if samples.contains(key) {
                    notToTranslate[runTimeSampleReason, default: 0] += 1
                    continue
                }
                if context.keysReplacedByCode.contains(table + "\u{1F}" + key) {
                    notToTranslate[replacedByCodeReason, default: 0] += 1
                    continue
                }
                translated.append((key, values, source))
            }
            tables.append((table, translated))
        }
        // Per locale: its gaps in table order, and how many values it shows in the source language.
        let tablesToTranslate = tables
        let catalogLocales = context.catalogs.locales
        let noLocaleHas = tablesToTranslate.map { table in
            table.keys.filter { _, values, _ in
                values.keys.allSatisfy { $0 == context.sourceLocale(ofTable: table.name) || $0 == LocaleTag.base }
            }
        }
        // Whether a value no locale has is a kept name reads the words of every locale's translations: those
        // sets are made here by the workers, not one after the other on the way.
        if noLocaleHas.contains(where: { !$0.isEmpty }) { context.wordsInTranslations.prepare(catalogLocales, workers: workers) }
        // A value no locale has is a kept name for every locale or for none: worked out once, not per locale.
        let namesNoLocaleHas = Set(zip(tablesToTranslate, noLocaleHas).flatMap { table, keys in
            keys.filter { _, _, source in
                isNameKeptElsewhere(source[0].value, locales: catalogLocales, context: context, token: true)
            }.map { table.name + "\u{0}" + $0.key }
        })
        let done = OrderedWork.map(locales.count, workers: workers) { position in
            gaps(of: locales[position], tables: tablesToTranslate, catalogLocales: catalogLocales,
                 namesNoLocaleHas: namesNoLocaleHas, context: context)
        }
        var untranslated: [String: Int] = [:]
        var looked: [String: Int] = [:]
        for (position, locale) in locales.enumerated() {
            looked[locale] = done[position].values
            if done[position].untranslated > 0 { untranslated[locale] = done[position].untranslated }
        }
        // Table order, then locale order (each locale's gaps are in table order already).
        var result: [Gap] = []
        for table in tables {
            for position in locales.indices { result += done[position].gaps.filter { $0.table == table.name } }
        }
        return (result, untranslated, looked, notToTranslate)
    }

    /// One locale's gaps, table by table: its missing values, its values still the source text, its values
    /// marked for review (in that order within a table).
    static func gaps(of locale: String, tables: [(name: String, keys: [(key: String, values: [String: [Entry]], source: [Entry])])],
                     catalogLocales: [String], namesNoLocaleHas: Set<String>, context: LintContext) -> (gaps: [Gap], untranslated: Int, values: Int) {
        var result: [Gap] = []
        var untranslated = 0
        var looked = 0
        let bundles = context.bundleLocalizations
        // A table of the other platform's build (an Android `strings` in a locale only the iOS app has) is
        // not looked up in this locale: no user sees it fall back.
        for table in tables where context.catalogs.isRead(table: table.name, in: locale) {
            // Each table is compared with its own source language (`LintContext.sourceLocale(ofTable:)`).
            let tableSource = context.sourceLocale(ofTable: table.name)
            if locale == tableSource || isSourceVariant(locale, sourceLocale: tableSource) { continue }
            let sameScriptAsSource = normalized(LocaleInfo.of(locale).script) == normalized(LocaleInfo.of(tableSource).script)
            var missing: [String] = [], missingTexts: [String] = [], firstMissing: SourceLocation?
            var sourceText: [String] = [], sourceTextTexts: [String] = [], firstSourceText: SourceLocation?
            var review: [String] = [], reviewTexts: [String] = [], firstReview: SourceLocation?, marks: [String] = []
            var ownValues = 0
            var reviewIsCopy: [Bool] = [], reviewLocations: [SourceLocation] = []
            var tableValues = 0
            for (key, values, source) in table.keys {
                // A key of a bundle that does not resolve to this locale shows its development language there as
                // in every language the app does not have: nothing of the locale's to translate.
                if !bundles.isEmpty, !bundles.shows(file: source[0].location.file, locale: locale) { continue }
                tableValues += 1
                let (shown, isFallback) = JobStage.shownEntries(values, locale: locale, source: source, context: context)
                // The locale shows its own value (not a fallback's, not a variant's from another table).
                let isOwn = !isFallback && values[locale].map { $0 == shown } == true
                if isOwn { ownValues += 1 }
                if isFallback {
                    // A name this locale's translators keep as it is: the fallback shows what they write. In a
                    // locale of another script a source word inside its translations (vlc's Thai “File”) is a
                    // name only where other locales keep it too; so is a value no locale has (`namesNoLocaleHas`).
                    let keptHere = isNameKept(source[0].value, locale: locale, context: context)
                    if keptHere && sameScriptAsSource { continue }
                    let missingEverywhere = values.keys.allSatisfy { $0 == tableSource || $0 == LocaleTag.base }
                    if missingEverywhere ? namesNoLocaleHas.contains(table.name + "\u{0}" + key)
                                         : keptHere && isNameKeptElsewhere(source[0].value, locales: catalogLocales, context: context) { continue }
                    untranslated += 1
                    // The app accepts this fallback (`tools:ignore="MissingTranslation"`): counted, not reported.
                    if source.contains(where: \.allowsFallback) { continue }
                    missing.append(key)
                    missingTexts.append(source[0].value)
                    if firstMissing == nil { firstMissing = source[0].location }
                } else if isOwn, let own = values[locale],
                          let same = firstValueStillTheSource(in: own, source: source, context: context) {
                    untranslated += 1
                    sourceText.append(key)
                    sourceTextTexts.append(same.value)
                    if firstSourceText == nil { firstSourceText = same.location }
                } else if isOwn, let own = values[locale],
                          let marked = own.first(where: { entry in
                              entry.shouldTranslate && entry.extractionState != "stale"
                                  && (entry.reviewStatus == .needsReview || entry.reviewStatus == .new)
                          }) {
                    review.append(key)
                    reviewTexts.append(source[0].value)
                    // A marked value that is the source's text copied (a platform's placeholder for a value
                    // nobody translated) is text the locale's users read in the source language.
                    reviewIsCopy.append(source.contains { $0.variant == marked.variant && $0.value == marked.value })
                    if let mark = marked.state, !marks.contains(mark) { marks.append(mark) }
                    // In a String Catalog every locale's value sits under its key: the key's line names the
                    // review for all locales at once (one finding that lists them, as a missing value's does).
                    let location = marked.location.file == source[0].location.file ? source[0].location : marked.location
                    reviewLocations.append(location)
                    if firstReview == nil { firstReview = location }
                }
            }
            let total = tableValues
            looked += tableValues
            if let location = firstMissing {
                result.append(Gap(kind: .missing, locale: locale, table: table.name, keys: missing, texts: missingTexts, total: total, location: location))
            }
            if let location = firstSourceText {
                result.append(Gap(kind: .sourceText, locale: locale, table: table.name, keys: sourceText, texts: sourceTextTexts,
                                  total: total, location: location))
            }
            if let location = firstReview, isBlanketReview(marked: reviewIsCopy.filter { !$0 }.count, ownValues: ownValues) {
                // The marks on translations say nothing; the copies of the source among them are still reported.
                let copies = review.indices.filter { reviewIsCopy[$0] }
                if let first = copies.first {
                    result.append(Gap(kind: .needsReview, locale: locale, table: table.name, keys: copies.map { review[$0] },
                                      texts: copies.map { reviewTexts[$0] }, total: total, location: reviewLocations[first], marks: marks))
                }
                result.append(Gap(kind: .blanketReview, locale: locale, table: table.name, keys: review, texts: reviewTexts,
                                  total: total, location: location, marks: marks))
            } else if let location = firstReview {
                result.append(Gap(kind: .needsReview, locale: locale, table: table.name, keys: review, texts: reviewTexts,
                                  total: total, location: location, marks: marks))
            }
        }
        return (result, untranslated, looked)
    }

    /// A missing value that is a name the locale's translators keep: one capitalized word (placeholders and
    /// punctuation aside) that stands in the locale's own translated values (iina's button “Crowdin”, which no
    /// locale's table has, while the locales that translate “IINA localization is powered by Crowdin.” keep the
    /// name in it). A word left in English by a translator is in no translated value of that
    /// locale (`WordsInTranslations` reads values that differ from the source).
    ///
    /// `token`: also one token without spaces, whatever its case, of at most three words — a tool's or a
    /// file's name (iina's label “youtube-dl:”, in no locale's table, while its translated sentences say
    /// “youtube-dl”). Asked only of values no locale has, and only counted where three locales keep it.
    static func isNameKept(_ value: String, locale: String, context: LintContext, token: Bool = false) -> Bool {
        KeptName(value, token: token).isKept(in: locale, context: context)
    }

    /// What `isNameKept` asks of a value, read once for every locale it asks about: the words a locale's
    /// translations must hold (the value's words were split again for each locale, and `isNameKeptElsewhere`
    /// asked every locale of the app: quadratic in locales, 3% of commons' check).
    struct KeptName {
        /// One capitalized word: kept where the locale writes it.
        private var capitalizedWord: [String]?
        /// Two or three capitalized words (“Apple Watch”, “Home Assistant”) that a locale of another script
        /// than the source's writes in its own translations: a product's name, which that script has no other
        /// way to write (a Latin-script locale may use the same words as words of its own).
        private var capitalizedWords: [String]?
        /// `token`: one token without spaces of at most three words, whatever its case.
        private var token: [String]?

        init(_ value: String, token: Bool) {
            let words = WordsInTranslations.words(of: readableText(withoutReferences(value)))
            if words.count == 1, words[0].first?.isUppercase == true {
                capitalizedWord = WordsInTranslations.words(of: words[0])
                return
            }
            let joined = (1...3).contains(words.count) ? WordsInTranslations.words(of: words.joined(separator: " ")) : []
            if (2...3).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true }) { capitalizedWords = joined }
            if token, (1...3).contains(words.count),
               !value.trimmingCharacters(in: .whitespaces).contains(where: \.isWhitespace) { self.token = joined }
        }

        func isKept(in locale: String, context: LintContext) -> Bool {
            if let capitalizedWord { return context.wordsInTranslations.contains(everyWord: capitalizedWord, locale: locale) }
            if let capitalizedWords, LocaleTag.info(locale).script != LocaleTag.info(context.sourceLocale).script {
                return context.wordsInTranslations.contains(everyWord: capitalizedWords, locale: locale)
            }
            guard let token else { return false }
            return context.wordsInTranslations.contains(everyWord: token, locale: locale)
        }
    }

    /// A name no locale has a value for, which at least three locales write inside their own translations
    /// (iina's button “Crowdin”: in no locale's table; Danish, German, Dutch, Swedish, Hungarian… translate
    /// “IINA localization is powered by Crowdin.” keeping the name): a name in every locale, including those
    /// that never translated a sentence with it.
    static func isNameKeptElsewhere(_ value: String, locales: [String], context: LintContext, token: Bool = false) -> Bool {
        let name = KeptName(value, token: token)
        var keeping = 0
        for locale in locales where locale != context.sourceLocale && name.isKept(in: locale, context: context) {
            keeping += 1
            if keeping >= 3 { return true }
        }
        return false
    }

    /// The first of a locale's values of a key that is a source value in another script (`isSourceText`).
    /// A value is compared with the source values equal to it, found by value where there are many (an
    /// Android string-array of 40,000 items compared every item with every item: quadratic).
    static func firstValueStillTheSource(in own: [Entry], source: [Entry], context: LintContext) -> Entry? {
        if source.count <= 8 {
            return own.first { entry in entry.shouldTranslate && source.contains { isSourceText(entry, source: $0, context: context) } }
        }
        // The source values of one key with the same text are the same value to judge against (they differ in
        // variant only), and a text found not to be the source once is not judged again.
        var byValue: [String: Entry] = [:]
        for entry in source where byValue[entry.value] == nil { byValue[entry.value] = entry }
        var judged = Set<String>()
        return own.first { entry in
            guard entry.shouldTranslate, let same = byValue[entry.value], judged.insert(entry.value).inserted else { return false }
            return isSourceText(entry, source: same, context: context)
        }
    }

    /// Why `runTimeSamples` are not values to translate, as the coverage summary counts them.
    static let runTimeSampleReason = "a sample text of a view code sets at run time (an outlet or a text binding connects to it) that no locale translates"

    /// The keys of a document's table (`<objectID>.<property>`) whose text is a sample the app replaces at
    /// run time: an outlet or a text binding connects to the view (`Entry.isConnectedToCode`: AppKit and
    /// UIKit outlets let code replace `stringValue` / `text`, a `value` binding replaces it), and no checked
    /// locale translates the text — under this key or under any other key of the table with the same
    /// source text (iina's “Artist - Album”, “Buffering... 100%”, “00:00:00”: kept or absent in every
    /// locale). A connected label whose text some locale translates is real text (iina's “Enable
    /// advanced settings”, translated under the key of the checkbox it replaced): still reported where
    /// it is missing.
    /// Why the values of a UI file's key whose text the code replaces are not checked.
    static let replacedByCodeReason = "the text of a UI file's view that the app's code or a Cocoa binding replaces when the view loads (an outlet assignment, a bound value), or that AppKit never draws (a menu's own title outside the menu bar): never shown"

    /// The checked locales that translate some table: neither the source language of every table nor a
    /// regional variant of it (a table's own source is left out table by table).
    static func translatedLocales(_ context: LintContext) -> [String] {
        let sources = Set(context.catalogs.tableSourceLocales.values).union([context.sourceLocale])
        return context.locales.filter { locale in sources.contains { locale != $0 && !isSourceVariant(locale, sourceLocale: $0) } }
    }

    static func runTimeSamples(_ keys: [String: [String: [Entry]]], locales: [String], sourceLocale: String) -> Set<String> {
        var candidates: [String: String] = [:]
        for (key, values) in keys {
            guard let source = values[sourceLocale], let first = source.first, source.allSatisfy(\.isConnectedToCode),
                  InterfaceBuilderKey.matches(key) else { continue }
            candidates[key] = first.value
        }
        guard !candidates.isEmpty else { return [] }
        let texts = Set(candidates.values)
        var translated = Set<String>()
        for (_, values) in keys {
            guard let source = values[sourceLocale], let text = source.first?.value, texts.contains(text), !translated.contains(text) else { continue }
            for locale in locales {
                guard let own = values[locale] else { continue }
                if own.contains(where: { entry in entry.value != (source.first { $0.variant == entry.variant }?.value ?? text) }) {
                    translated.insert(text)
                    break
                }
            }
        }
        return Set(candidates.filter { !translated.contains($0.value) }.keys)
    }

    /// A language's name written in that language (“English”, “日本語”, “Deutsch”): a language picker lists each
    /// language by its own name, as Android's and iOS's language settings do, so every locale keeps it (a
    /// Japanese catalog's “English” beside its “日本語”). The names are CLDR's display name of each ISO 639
    /// language in itself (ICU through Foundation's `Locale.localizedString(forLanguageCode:)`), compared
    /// without case (CLDR writes “español”, a picker “Español”).
    static func isLanguageOwnName(_ value: String) -> Bool {
        languageOwnNames.contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    static let languageOwnNames: Set<String> = Set(Locale.LanguageCode.isoLanguageCodes.compactMap { code in
        Locale(identifier: code.identifier).localizedString(forLanguageCode: code.identifier)?.lowercased()
    })

    /// A locale's value that is a source value of its key in a locale written in another script than the
    /// source (Thai, Arabic, Hindi, Chinese showing English), judged from the scripts of its letters (ICU), so
    /// numbers, placeholders and punctuation alone never count; a name every locale keeps as it is (the
    /// app's name) does not count either.
    static func isSourceText(_ entry: Entry, source: Entry, context: LintContext) -> Bool {
        guard entry.value == source.value else { return false }
        let localeScript = normalized(LocaleInfo.of(entry.locale).script)
        let sourceScript = normalized(LocaleInfo.of(context.sourceLocale(ofTable: source.table)).script)
        guard localeScript != sourceScript else { return false }
        let letters = TextFacts.scripts(of: readableText(withoutReferences(entry.value))).map { normalized($0.script) }
        guard !letters.isEmpty, !letters.contains(localeScript) else { return false }
        return !isTerm(readableText(withoutReferences(entry.value)), appNames: context.appNames) && !isInterfaceBuilderDefault(source)
            && !isLanguageOwnName(entry.value)
            && !isSettingsBundleTemplateText(source)
            && !keptInEveryLocale(entry, source: source, context: context)
    }

    /// A review mark on nearly every translated value a locale has of a table — on translations (not copies of
    /// the source) making nine in ten of its values, twenty or more — is
    /// the translation platform's default for everything it exports (it marks each value `needs_review`
    /// until someone approves it there), not Xcode's mark on the values whose source changed (Apple,
    /// "Localizing and varying text with a string catalog": a string whose source changes needs review). It
    /// says nothing about any one value: those locales are counted in the coverage
    /// (`blanketReviewReason`), not reported value by value. Their values still the source text are
    /// reported as such.
    static func isBlanketReview(marked: Int, ownValues: Int) -> Bool {
        marked >= 20 && marked * 10 >= ownValues * 9
    }

    /// Why a locale's review marks are not reported (`isBlanketReview`), as the coverage counts them.
    static let blanketReviewReason = "untranslated: a locale's table with nearly every value marked for review (a translation platform's default for all it exports, not a mark per value whose source changed): its review marks are not reported"

    /// Units, symbols and acronyms that read the same in every language — each word has at most two
    /// letters or only capitals (“OK”, “dB”, “X:”, “1x”, “HDR”, “PNG”) —, as `wrong-script` takes them as
    /// terms. So is a copyright line of names (IceCubes' “%@© 2024 Thomas Ricouard”, which every locale
    /// keeps): a © and capitalized words only (“All rights reserved” is words to translate).
    ///
    /// `appNames`: the app's own name (`LintContext.appNames`) stands for a term where its words stand in
    /// order (a notification channel “wallabag TTS”: the app's name and an acronym).
    static func isTerm(_ text: String, appNames: Set<String> = []) -> Bool {
        var words = WordsInTranslations.words(of: text)
        if !appNames.isEmpty, words.count > 1 { words = withoutNames(words, appNames) }
        if text.contains("©") {
            let named = words.filter { $0.contains(where: \.isLetter) }
            if !named.isEmpty && named.allSatisfy({ $0.first?.isUppercase == true }) { return true }
        }
        return !words.isEmpty && words.allSatisfy { word in
            let letters = word.filter(\.isLetter)
            return letters.count <= 2 || letters.allSatisfy(\.isUppercase)
        }
    }

    /// `words` without each run of them that spells one of `names` word for word.
    static func withoutNames(_ words: [String], _ names: Set<String>) -> [String] {
        let spelled = names.map { WordsInTranslations.words(of: $0) }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        guard !spelled.isEmpty else { return words }
        var kept: [String] = []
        var i = 0
        outer: while i < words.count {
            for name in spelled where i + name.count <= words.count && Array(words[i..<(i + name.count)]) == name {
                i += name.count
                continue outer
            }
            kept.append(words[i])
            i += 1
        }
        return kept
    }

    /// The finding of one locale × table's gap. Also rebuilds a finding from some of its keys
    /// (`FindingGroups`: a baseline that knows some keys, an `ignore:` pattern that names some).
    static func gapFinding(_ kind: Gap.Kind, locale: String, table: String, keys: [String], texts: [String], total: Int,
                           location: SourceLocation, severity: Severity = description.defaultSeverity, marks: [String] = []) -> Finding {
        // The source texts are what a translator recognizes (a key such as `3jK-z5-NDH.title` says nothing).
        // One text is quoted whole (FindingText bounds it); of several, each by its first 80 characters.
        // No pronoun “it” in the texts: the Italian finding must read like the others to be grouped with them.
        let shown = zip(keys, texts.count == keys.count ? texts : keys).prefix(5)
            .map { FindingText.quote(keys.count == 1 || $0.1.count <= 80 ? $0.1 : $0.1.prefix(79) + "…") }.joined(separator: ", ")
            + (keys.count > 5 ? " and \(keys.count - 5) more" : "")
        let values = total == 1 ? "value" : "values"
        let message: String
        let counter: String
        switch kind {
        case .missing:
            message = "no \(locale) translation of \(keys.count) of \(total) \(values) in \(table): \(locale) users see the source text of \(shown)"
            counter = "missingValues"
        case .sourceText:
            let script = normalized(LocaleInfo.of(locale).script)
            message = "\(keys.count) of \(total) \(locale) \(values) in \(table) \(keys.count == 1 ? "is" : "are") still the source text, in another script than \(locale)'s \(script): \(shown)"
            counter = "sourceTextValues"
        case .needsReview, .blanketReview:
            message = "\(keys.count) of \(total) \(locale) \(values) in \(table) \(keys.count == 1 ? "is" : "are") marked \(Self.marks(marks)): "
                + "no translator has confirmed \(keys.count == 1 ? "this value" : "them") since the source changed (source: \(shown))"
            counter = "reviewValues"
        }
        var finding = Finding(
            rule: description.id, severity: severity, message: message,
            location: location, locale: locale, key: keys.count == 1 ? keys[0] : nil, table: table,
            suggestion: kind == .needsReview
                ? "review the \(locale) \(keys.count == 1 ? "translation" : "translations") against the source and mark \(keys.count == 1 ? "this value" : "them") translated"
                : "translate \(keys.count == 1 ? "this value" : "them"), or mark the values that stay as they are not to be translated",
            measurements: [counter: Double(keys.count), "values": Double(total)])
        finding.keys = keys
        finding.sourceTexts = texts.count == keys.count ? texts : nil
        return finding
    }

    /// A finding of `gapFinding` rebuilt from some of its keys; nil for any other finding.
    static func rebuilding(_ finding: Finding, keys: [String], texts: [String]) -> Finding? {
        guard finding.rule == description.id, let locale = finding.locale, let table = finding.table,
              let measurements = finding.measurements, let total = measurements["values"] else { return nil }
        let kind: Gap.Kind
        if measurements["missingValues"] != nil {
            kind = .missing
        } else if measurements["sourceTextValues"] != nil {
            kind = .sourceText
        } else if measurements["reviewValues"] != nil {
            kind = .needsReview
        } else {
            return nil
        }
        // The marks its message names (`fuzzy` among them).
        let marks = ["new", "needs_review", "fuzzy"].filter { finding.message.contains("`\($0)") }
        return gapFinding(kind, locale: locale, table: table, keys: keys, texts: texts, total: Int(total), location: finding.location,
                          severity: finding.severity, marks: marks.contains("fuzzy") ? marks : [])
    }

    /// Per checked locale (source and its regional variants left out): values to translate and values it
    /// shows in the source language (missing — whether reported or accepted —, or still the source text),
    /// over every table (`values`: per locale, the values to translate its bundles look up, counted by `gaps`).
    static func completeness(_ untranslated: [String: Int], values: [String: Int], context: LintContext) -> [LocaleCompleteness] {
        guard values.values.contains(where: { $0 > 0 }) else { return [] }
        return translatedLocales(context).sorted()
            .filter { values[$0] ?? 0 > 0 }  // a locale no bundle with values to translate looks up
            .map { LocaleCompleteness(locale: $0, values: values[$0] ?? 0, missing: untranslated[$0] ?? 0) }
    }
}

/// How much of the app one locale translates: the values to translate (source values meant to be
/// translated, over every table) and how many of them it lacks.
public struct LocaleCompleteness: Codable, Sendable, Equatable {
    public var locale: String
    public var values: Int
    public var missing: Int

    public init(locale: String, values: Int, missing: Int) {
        self.locale = locale
        self.values = values
        self.missing = missing
    }

    /// Whole percent translated, rounded down (99.9% is not 100%).
    public var percentTranslated: Int {
        values > 0 ? Int((Double(values - missing) / Double(values) * 100).rounded(.down)) : 100
    }
}

extension UntranslatedRule {
    /// “`new` or `needs_review`”, or the marks the catalogs wrote when one is another tool's
    /// (translatewiki's `fuzzy="true"`: “`fuzzy` (outdated)”).
    static func marks(_ written: [String]) -> String {
        guard written.contains(where: { $0.lowercased() == "fuzzy" }) else { return "`new` or `needs_review`" }
        return written.map { $0.lowercased() == "fuzzy" ? "`fuzzy=\"true\"` (outdated: translated from an older source text)" : "`\($0)`" }
            .joined(separator: " or ")
    }
}
