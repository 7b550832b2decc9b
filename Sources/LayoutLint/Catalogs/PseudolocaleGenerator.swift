import Dispatch
import Foundation
import Synchronization
import Typesetter

/// Makes the pseudolocales' values from the source values of the checked catalogs, measuring with the real
/// fonts (`Typesetter`):
/// - `en-XA`: aapt2's accented letters (only those the fonts draw), in brackets, expanded until the value is
///   as wide as the app's own translations make a source of its length (`ExpansionCalibration`);
/// - `ar-XB`: each word wrapped in aapt2's RLM RLO … PDF RLM;
/// - `en-XT`: every letter with as many marks above and below as its ink needs to reach the ink of the
///   tallest scripts the app ships (`TallMarks`).
/// Placeholders, markup tags and character references stay as written, and each plural or device variant
/// is made from its own source variant, so the structure of a value is the source's.
public struct PseudolocaleGenerator: Sendable {
    public let pseudolocales: [Pseudolocale]
    public let sourceLocale: String
    public let expansion: ExpansionCalibration
    public let tallMarks: TallMarks
    /// aapt2's accented letters the fonts draw in the source's script; a letter whose accented form no face
    /// has is left as it is.
    let accents: [Character: Character]
    /// Words the app's translators keep as written (`keptWords`): `ar-XB` leaves them left to right.
    public let keptWords: Set<String>
    /// Latin words the app's translations into other scripts keep as written anywhere in their value
    /// (`keptTerms`: “URL”, “PIN”): a short noun phrase ending with one starts with it in `ar-XB`.
    public let keptTerms: Set<String>
    /// Words the English source values write before an article, possessive or object pronoun (“Open the
    /// file”): verbs, so a short value starting with one is a command, which `ar-XB` does not reorder.
    public let sourceVerbs: Set<String>
    let typesetter: Typesetter

    /// `locales`: the checked locales; their translations calibrate the expansion, and their scripts pick the
    /// tall scripts `en-XT` reaches.
    public init(_ pseudolocales: [Pseudolocale], index: CatalogIndex, sourceLocale: String, locales: [String],
                typesetter: Typesetter, workers: Int) {
        self.pseudolocales = pseudolocales
        self.sourceLocale = sourceLocale
        self.typesetter = typesetter
        let measure = PseudoMeasure(typesetter: typesetter)
        var drawn: [Character: Character] = [:]
        for (plain, accented) in PseudolocaleFacts.accented
        where (try? typesetter.missingGlyphs(String(accented), locale: sourceLocale))?.isEmpty == true {
            drawn[plain] = accented
        }
        accents = drawn
        keptWords = pseudolocales.contains(.bidi) ? Self.keptWords(index: index, sourceLocale: sourceLocale, locales: locales) : []
        keptTerms = pseudolocales.contains(.bidi) ? Self.keptTerms(index: index, sourceLocale: sourceLocale, locales: locales) : []
        sourceVerbs = pseudolocales.contains(.bidi) && sourceLocale.split(separator: "-").first == "en"
            ? Self.verbs(index: index, sourceLocale: sourceLocale) : []
        expansion = pseudolocales.contains(.accented)
            ? ExpansionCalibration(index: index, sourceLocale: sourceLocale, locales: locales, measure: measure, workers: workers)
            : ExpansionCalibration(factors: PseudolocaleFacts.expansionBySourceLength.map(\.factor), samples: [])
        tallMarks = pseudolocales.contains(.tall)
            ? TallMarks(locales: locales, measure: measure, locale: Pseudolocale.tall.rawValue)
            : TallMarks(targets: [], ascent: 0, descent: 0, measure: measure, locale: Pseudolocale.tall.rawValue)
    }

    /// Every pseudolocale's values of every source value that is to be translated, in table, key, variant
    /// order. Each keeps the source value's place, so its findings point at the value they come from.
    public func entries(of index: CatalogIndex, workers: Int) -> [Entry] {
        var sources: [Entry] = []
        for table in index.tables.keys.sorted() {
            let keys = index.tables[table]!
            for key in keys.keys.sorted() {
                for entry in keys[key]![sourceLocale] ?? [] where entry.shouldTranslate { sources.append(entry) }
            }
        }
        let values = sources
        let chunk = 64
        let chunks = (sources.count + chunk - 1) / chunk
        return OrderedWork.map(chunks, workers: workers) { part in
            var local: [Entry] = []
            for entry in values[(part * chunk)..<min(values.count, (part + 1) * chunk)] {
                for pseudolocale in pseudolocales { if let value = self.entry(entry, in: pseudolocale) { local.append(value) } }
            }
            return local
        }.flatMap { $0 }
    }

    /// The pseudolocale's value of one source value; nil for a value with no letters (a translation keeps
    /// it as it is, and so the locale falls back to the source's).
    public func entry(_ source: Entry, in pseudolocale: Pseudolocale) -> Entry? {
        let pieces = PseudoPieces(source.value, placeholders: source.placeholders)
        guard pieces.hasLetters else { return nil }
        let made: [PseudoPieces.Piece]
        switch pseudolocale {
        case .accented: made = accented(pieces.pieces, source: source.value)
        case .bidi:
            made = Self.rightToLeft(pieces.pieces, keeping: keptWords, heads: keptTerms, verbs: sourceVerbs,
                                    nounPhrases: sourceLocale.split(separator: "-").first == "en")
        case .tall: made = tallMarks.marked(pieces.pieces)
        }
        let (value, placeholders) = PseudoPieces.assemble(made, placeholders: source.placeholders)
        var entry = source
        entry.locale = pseudolocale.rawValue
        entry.value = value
        entry.placeholders = placeholders
        entry.source = source.value
        entry.state = nil
        entry.extractionState = nil
        return entry
    }

    /// Longest source value `en-XA` expands, in Unicode scalars.
    static let longestExpanded = 4096

    /// The letters accented, in brackets, then the source's own accented letters again, as many as make the
    /// value as wide as the calibrated expansion of a source of its length (found by bisection on the
    /// measured width).
    func accented(_ pieces: [PseudoPieces.Piece], source: String) -> [PseudoPieces.Piece] {
        let accent = { (scalars: [Unicode.Scalar]) -> [Unicode.Scalar] in
            Array(String(String(String.UnicodeScalarView(scalars)).map { self.accents[$0] ?? $0 }).unicodeScalars)
        }
        var core: [PseudoPieces.Piece] = [.kept(Array(PseudolocaleFacts.openBracket.unicodeScalars), placeholder: nil)]
        var words: [String] = []
        for piece in pieces {
            guard case .text(let text) = piece else { core.append(piece); continue }
            let changed = accent(text)
            core.append(.text(changed))
            words += String(String.UnicodeScalarView(changed)).split(whereSeparator: \.isWhitespace).map(String.init)
        }
        // The padding: the value's own accented words again, one space apart.
        let filler = Array(words.joined(separator: " ").unicodeScalars)
        let close = PseudoPieces.Piece.kept(Array(PseudolocaleFacts.closeBracket.unicodeScalars), placeholder: nil)
        // A value far longer than any label (a licence text) is accented but not expanded: measuring its
        // padding would cost many layouts of the whole text.
        guard source.unicodeScalars.count <= Self.longestExpanded else { return core + [close] }
        let measure = PseudoMeasure(typesetter: typesetter)
        let target = expansion.factor(forSourceLength: source.count) * measure.width(source, locale: sourceLocale)
        func padded(_ count: Int) -> [PseudoPieces.Piece] {
            guard count > 0, !filler.isEmpty else { return core + [close] }
            var padding: [Unicode.Scalar] = [" "]
            while padding.count <= count { padding += filler + [" "] }
            var cut = Array(padding.prefix(count + 1))
            while cut.last?.properties.isWhitespace == true { cut.removeLast() }
            return core + [.text(cut), close]
        }
        func width(_ count: Int) -> Double {
            measure.width(PseudoPieces.assemble(padded(count), placeholders: []).0, locale: Pseudolocale.accented.rawValue)
        }
        guard width(0) < target, !filler.isEmpty else { return padded(0) }
        // The smallest padding as wide as the target: doubled until wide enough, then bisected.
        var high = max(1, filler.count)
        while width(high) < target && high < 1 << 16 { high *= 2 }
        var low = 0
        while high - low > 1 {
            let middle = (low + high) / 2
            if width(middle) < target { low = middle } else { high = middle }
        }
        return padded(high)
    }

    /// aapt2's `ar-XB`: each word, and each placeholder, between RLM RLO and PDF RLM; tags and spaces as
    /// they are. A first word the translators keep as written and begin their translations with (a name:
    /// “Gpodder.net”) stays left to right, as in a real right-to-left translation that starts with it. A
    /// short noun phrase whose head (its last word, in English) is a term the translators keep (`heads`:
    /// “Server URL”, “Invalid PIN.”) starts with that term, left to right, as Arabic, Hebrew and Persian put
    /// the head noun before its modifiers (`headFirst`).
    static func rightToLeft(_ pieces: [PseudoPieces.Piece], keeping kept: Set<String> = [],
                            heads: Set<String> = [], verbs: Set<String> = [], nounPhrases: Bool = false) -> [PseudoPieces.Piece] {
        let open: [Unicode.Scalar] = [PseudolocaleFacts.rightToLeftMark, PseudolocaleFacts.rightToLeftOverride]
        let close: [Unicode.Scalar] = [PseudolocaleFacts.popDirectionalFormatting, PseudolocaleFacts.rightToLeftMark]
        // A short English noun phrase starts, in a right-to-left translation, with its head: a kept term
        // left to right, else a translated word (“API key”: “مفتاح API”), whatever its first word.
        // A phrase that ends with a name of several kept words (“Open Food Facts”) keeps the name whole.
        var kept = kept
        if nounPhrases, pieces.count == 1, case .text(let text) = pieces[0], let phrase = nounPhrase(text, verbs: verbs),
           !(heads.contains(keptForm(phrase.words[phrase.end])) && heads.contains(keptForm(phrase.words[phrase.end - 1]))) {
            if let reordered = headFirst(phrase, heads: heads) { return [.text(reordered)] }
            kept = []
        }
        var result: [PseudoPieces.Piece] = []
        for piece in pieces {
            switch piece {
            case .kept(let text, let placeholder?):
                result += [.text(open), .kept(text, placeholder: placeholder), .text(close)]
            case .kept:
                result.append(piece)
            case .text(let text):
                var out: [Unicode.Scalar] = []
                var word: [Unicode.Scalar] = []
                var isFirst = result.isEmpty
                func flush() {
                    guard !word.isEmpty else { return }
                    out += isFirst && kept.contains(Self.keptForm(word)) ? word : open + word + close
                    isFirst = false
                    word = []
                }
                for scalar in text {
                    if scalar.properties.isWhitespace {
                        flush()
                        out.append(scalar)
                    } else {
                        word.append(scalar)
                    }
                }
                flush()
                result.append(.text(out))
            }
        }
        return result
    }
}

extension PseudolocaleGenerator {
    /// Most words of a noun phrase whose head `ar-XB` puts first (“Web vault server URL”): longer values are
    /// sentences, whose translations begin as their grammar does.
    static let headPhraseWords = 4

    /// A text (one paragraph, no placeholder or tag) whose first clause (up to a word ending in `.` or `:`)
    /// is an English noun phrase: two to `headPhraseWords` words of letters, digits and hyphens, none of them
    /// a function word (`PseudolocaleFacts.englishFunctionWords`), the first no verb of the source values
    /// (`verbs`: “Copy URL” is a command, and Arabic and Hebrew put the verb first), the last no participle in
    /// -ed. The text's words and the index of the clause's last.
    static func nounPhrase(_ text: [Unicode.Scalar], verbs: Set<String> = []) -> (words: [[Unicode.Scalar]], end: Int)? {
        guard !text.contains(where: { $0.properties.isWhitespace && $0 != " " }) else { return nil }
        let words = text.split(separator: " ").map(Array.init)
        let ends: Set<Unicode.Scalar> = [".", ":"]
        let end = words.firstIndex { ends.contains($0.last!) } ?? words.count - 1
        // A last word in -ed is a participle: “URL copied” is a clause, not a noun phrase.
        guard end >= 1, end < headPhraseWords, !keptForm(words[end]).lowercased().hasSuffix("ed"),
              !verbs.contains(keptForm(words[0]).lowercased()) else { return nil }
        for (position, word) in words[...end].enumerated() {
            let core = position == end && ends.contains(word.last!) ? word.dropLast() : word[...]
            guard !core.isEmpty, core.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" }),
                  !PseudolocaleFacts.englishFunctionWords.contains(String(String.UnicodeScalarView(core)).lowercased()) else { return nil }
        }
        return (words, end)
    }

    /// A noun phrase (`nounPhrase`) whose head is a kept term: the term first and left to right, then the
    /// clause's other words, each wrapped as aapt2 does, then the rest of the text. Right-to-left languages
    /// put a noun before the adjectives and nouns that qualify it (“URL של שרת”, “URI غير صالح”). Nil when
    /// the head is no kept term.
    static func headFirst(_ phrase: (words: [[Unicode.Scalar]], end: Int), heads: Set<String>) -> [Unicode.Scalar]? {
        let (words, end) = phrase
        let last = words[end]
        let after: [Unicode.Scalar] = last.last == "." || last.last == ":" ? [last.last!] : []
        let head = String(String.UnicodeScalarView(last.dropLast(after.count)))
        guard heads.contains(head) else { return nil }
        let open: [Unicode.Scalar] = [PseudolocaleFacts.rightToLeftMark, PseudolocaleFacts.rightToLeftOverride]
        let close: [Unicode.Scalar] = [PseudolocaleFacts.popDirectionalFormatting, PseudolocaleFacts.rightToLeftMark]
        var out = Array(head.unicodeScalars)
        for (position, word) in words.enumerated() where position != end {
            out += [" "] + open + word + close
            if position == end - 1 { out += after }
        }
        return out
    }

    /// Words the source values write before an article, a possessive or an object pronoun
    /// (`PseudolocaleFacts.englishObjectStarts`), lowercased: the verbs of the app's commands.
    static func verbs(index: CatalogIndex, sourceLocale: String) -> Set<String> {
        var verbs: Set<String> = []
        for keys in index.tables.values {
            for values in keys.values {
                for entry in values[sourceLocale] ?? [] {
                    // “… on your server. This …”: a word ending in punctuation ends a clause, and what follows is no object.
                    let words = entry.value.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
                        .map { String(String.UnicodeScalarView($0)).lowercased() }
                    for (word, next) in zip(words, words.dropFirst())
                    where word.unicodeScalars.last?.properties.isAlphabetic == true
                        && PseudolocaleFacts.englishObjectStarts.contains(next) && !PseudolocaleFacts.englishFunctionWords.contains(word) {
                        verbs.insert(word)
                    }
                }
            }
        }
        return verbs
    }

    /// Latin words of source values that the app's translations into other scripts keep as written
    /// somewhere in their value (“URL”, “PIN”, a product's name): over the translated values of the keys
    /// whose source has the word, at least half have it too, in at least two keys and two locales.
    static func keptTerms(index: CatalogIndex, sourceLocale: String, locales: [String]) -> Set<String> {
        let sourceScript = LocaleTag.info(sourceLocale).script
        let otherScripts = locales.filter { !Pseudolocale.isPseudo($0) && LocaleTag.info($0).script != sourceScript }
        guard !otherScripts.isEmpty else { return [] }
        func words(_ value: String) -> Set<String> {
            Set(value.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map { keptForm(Array($0)) })
        }
        var translated: [String: Int] = [:]
        var kept: [String: Int] = [:]
        var keysOf: [String: Set<String>] = [:]
        var localesOf: [String: Set<String>] = [:]
        for (table, keys) in index.tables {
            for (key, values) in keys {
                guard let source = values[sourceLocale]?.first(where: { $0.variant == nil }) else { continue }
                let latin = words(source.value).filter { $0.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }
                guard !latin.isEmpty else { continue }
                for locale in otherScripts {
                    guard let value = values[locale]?.first(where: { $0.variant == nil })?.value, !value.isEmpty,
                          value != source.value else { continue }
                    let have = words(value)
                    for word in latin {
                        translated[word, default: 0] += 1
                        guard have.contains(word) else { continue }
                        kept[word, default: 0] += 1
                        keysOf[word, default: []].insert(table + "\u{1F}" + key)
                        localesOf[word, default: []].insert(locale)
                    }
                }
            }
        }
        return Set(kept.keys.filter { word in
            kept[word]! * 2 >= translated[word]! && keysOf[word]!.count >= keptWordMinimum && localesOf[word]!.count >= keptWordMinimum
        })
    }

    /// Fewer keys or locales than this keep a word: a word one translation keeps is that translation's choice.
    static let keptWordMinimum = 2

    /// The word as compared: without the punctuation around it (“Gpodder.net,” is “Gpodder.net”).
    static func keptForm(_ word: [Unicode.Scalar]) -> String {
        let punctuation: Set<Unicode.GeneralCategory> = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                                                         .initialPunctuation, .finalPunctuation, .otherPunctuation]
        var scalars = word[...]
        while let first = scalars.first, punctuation.contains(first.properties.generalCategory) { scalars = scalars.dropFirst() }
        while let last = scalars.last, punctuation.contains(last.properties.generalCategory) { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// First words of source values that the app's translations into other scripts keep as written and
    /// begin with: names and acronyms (“Gpodder.net”, “URL”) that make a right-to-left translation's
    /// paragraph left to right. A word counts when, over the translated values (not equal to their source)
    /// of the keys whose source begins with it, at least half begin with it too, in at least two keys and
    /// two locales. Only the first word matters: a name inside a sentence leaves the paragraph's direction
    /// to the words before it; and a value left in English (“Show in Finder” in a Hebrew file) is no
    /// translation that keeps a word.
    static func keptWords(index: CatalogIndex, sourceLocale: String, locales: [String]) -> Set<String> {
        let sourceScript = LocaleTag.info(sourceLocale).script
        let otherScripts = locales.filter { !Pseudolocale.isPseudo($0) && LocaleTag.info($0).script != sourceScript }
        guard !otherScripts.isEmpty else { return [] }
        func firstWord(_ value: String) -> String? {
            value.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).first.map { keptForm(Array($0)) }
        }
        var translated: [String: Int] = [:]
        var kept: [String: Int] = [:]
        var keysOf: [String: Set<String>] = [:]
        var localesOf: [String: Set<String>] = [:]
        for (table, keys) in index.tables {
            for (key, values) in keys {
                guard let source = values[sourceLocale]?.first(where: { $0.variant == nil }), let word = firstWord(source.value),
                      word.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) else { continue }
                for locale in otherScripts {
                    guard let value = values[locale]?.first(where: { $0.variant == nil })?.value, !value.isEmpty,
                          value != source.value else { continue }
                    translated[word, default: 0] += 1
                    guard firstWord(value) == word else { continue }
                    kept[word, default: 0] += 1
                    keysOf[word, default: []].insert(table + "\u{1F}" + key)
                    localesOf[word, default: []].insert(locale)
                }
            }
        }
        return Set(kept.keys.filter { word in
            kept[word]! * 2 >= translated[word]! && keysOf[word]!.count >= keptWordMinimum && localesOf[word]!.count >= keptWordMinimum
        })
    }
}

/// Widths and ink of short texts, laid out by the typesetter on one line at `PseudolocaleFacts.measuringSize`
/// with the system font.
struct PseudoMeasure: Sendable {
    let typesetter: Typesetter

    func width(_ text: String, locale: String) -> Double {
        (try? typesetter.layout(text, locale: locale, size: PseudolocaleFacts.measuringSize))?.naturalWidth ?? 0
    }

    /// Ink above and below the baseline of the first line, in points; nil without ink.
    func ink(_ text: String, locale: String) -> (ascent: Double, descent: Double)? {
        guard let line = (try? typesetter.layout(text, locale: locale, size: PseudolocaleFacts.measuringSize))?.lines.first,
              let top = line.inkTop, let bottom = line.inkBottom else { return nil }
        return (line.baseline - top, bottom - line.baseline)
    }
}

/// How much wider than the source `en-XA` makes a value, by the source's length (IBM guideline A3's
/// buckets): from the app's own translations where enough of them exist, else IBM's table.
///
/// For a sample of source values of each bucket, every checked translation is laid out in its own locale's
/// fonts and its width divided by the source's; a value's expansion is its longest translation's. The
/// bucket's factor is the `quantile` of those: the longest expansion most values of that length have (a
/// few outliers, a translation that explains a one-word button, do not set it).
public struct ExpansionCalibration: Sendable, Equatable {
    /// Per bucket of `PseudolocaleFacts.expansionBySourceLength`, the width factor.
    public let factors: [Double]
    /// Per bucket, how many source values calibrated it (0: IBM's table).
    public let samples: [Int]

    /// The share of a bucket's values whose longest translation is at most as wide as the factor.
    static let quantile = 0.9
    /// Values sampled per bucket (evenly over the bucket's keys in key order, so the same project gives the
    /// same factors): enough for a stable 90th percentile, few enough to measure in a second.
    static let samplesPerBucket = 150
    /// Fewer calibrating values than this: the bucket takes IBM's factor.
    static let minimumSamples = 12

    init(factors: [Double], samples: [Int]) {
        self.factors = factors
        self.samples = samples
    }

    public func factor(forSourceLength length: Int) -> Double {
        factors[PseudolocaleFacts.lengthBucket(length)]
    }

    init(index: CatalogIndex, sourceLocale: String, locales: [String], measure: PseudoMeasure, workers: Int) {
        let sourceLanguage = sourceLocale.split(separator: "-").first.map(String.init) ?? sourceLocale
        let translations = locales.filter {
            !Pseudolocale.isPseudo($0) && $0.split(separator: "-").first.map(String.init) != sourceLanguage
        }
        let buckets = PseudolocaleFacts.expansionBySourceLength
        var candidates = Array(repeating: [(source: Entry, translations: [Entry])](), count: buckets.count)
        if !translations.isEmpty {
            for table in index.tables.keys.sorted() {
                let keys = index.tables[table]!
                for key in keys.keys.sorted() {
                    let values = keys[key]!
                    guard let source = values[sourceLocale]?.first(where: { $0.variant == nil }), source.shouldTranslate,
                          PseudoPieces(source.value, placeholders: source.placeholders).hasLetters else { continue }
                    let translated = translations.compactMap { locale in
                        values[locale]?.first { $0.variant == nil && !$0.value.isEmpty && $0.value != source.value }
                    }
                    guard !translated.isEmpty else { continue }
                    candidates[PseudolocaleFacts.lengthBucket(source.value.count)].append((source, translated))
                }
            }
        }
        var sampled: [(bucket: Int, source: Entry, translations: [Entry])] = []
        for (bucket, all) in candidates.enumerated() {
            let step = max(1, all.count / Self.samplesPerBucket)
            for index in stride(from: 0, to: all.count, by: step).prefix(Self.samplesPerBucket) {
                sampled.append((bucket, all[index].source, all[index].translations))
            }
        }
        let samples = sampled
        let measured = OrderedWork.map(samples.count, workers: workers) { index -> Double? in
            let item = samples[index]
            let sourceWidth = measure.width(item.source.value, locale: sourceLocale)
            guard sourceWidth > 0 else { return nil }
            let longest = item.translations.map { measure.width($0.value, locale: $0.locale) }.max() ?? 0
            return longest / sourceWidth
        }
        var factors: [Double] = []
        var counts: [Int] = []
        for bucket in buckets.indices {
            let values = sampled.indices.filter { sampled[$0].bucket == bucket }.compactMap { measured[$0] }.sorted()
            if values.count >= Self.minimumSamples {
                let position = Int((Double(values.count - 1) * Self.quantile).rounded(.up))
                factors.append(max(1, values[position]))
                counts.append(values.count)
            } else {
                factors.append(buckets[bucket].factor)
                counts.append(0)
            }
        }
        self.init(factors: factors, samples: counts)
    }
}

/// The marks `en-XT` puts on each letter: as many above and below as bring the letter's ink to the ink of
/// the tallest scripts the app ships (`PseudolocaleFacts.tallClusters`; every one of them when the app
/// ships none), measured with the fonts.
public struct TallMarks: Sendable {
    /// The scripts whose ink is reached.
    public let targets: [String]
    /// The ink to reach above and below the baseline, in points at `PseudolocaleFacts.measuringSize`.
    public let ascent: Double
    public let descent: Double
    let measure: PseudoMeasure
    let locale: String
    private let counts = MarkCounts()

    /// The counts measured so far, by letter (shared by copies: the generator runs on many threads).
    final class MarkCounts: Sendable {
        let byLetter = Mutex<[Unicode.Scalar: (above: Int, below: Int)]>([:])
    }

    init(targets: [String], ascent: Double, descent: Double, measure: PseudoMeasure, locale: String) {
        self.targets = targets
        self.ascent = ascent
        self.descent = descent
        self.measure = measure
        self.locale = locale
    }

    init(locales: [String], measure: PseudoMeasure, locale: String) {
        let shipped = Set(locales.map { LocaleTag.info($0).script })
        var clusters = PseudolocaleFacts.tallClusters.filter { shipped.contains($0.script) }
        if clusters.isEmpty { clusters = PseudolocaleFacts.tallClusters }
        var ascent = 0.0, descent = 0.0
        for cluster in clusters {
            guard let ink = measure.ink(cluster.text, locale: cluster.locale) else { continue }
            ascent = max(ascent, ink.ascent)
            descent = max(descent, ink.descent)
        }
        self.init(targets: clusters.map(\.script), ascent: ascent, descent: descent, measure: measure, locale: locale)
    }

    /// How many marks above and below a letter needs (measured once per letter).
    public func marks(on letter: Unicode.Scalar) -> (above: Int, below: Int) {
        if let known = counts.byLetter.withLock({ $0[letter] }) { return known }
        func needed(_ marks: [Unicode.Scalar], reaches: ((ascent: Double, descent: Double)) -> Bool) -> Int {
            var text = String.UnicodeScalarView([letter])
            for count in 1...PseudolocaleFacts.maximumMarksPerSide {
                text.append(marks[(count - 1) % marks.count])
                if let ink = measure.ink(String(text), locale: locale), reaches(ink) { return count }
            }
            return PseudolocaleFacts.maximumMarksPerSide
        }
        let result = (needed(PseudolocaleFacts.marksAbove) { $0.ascent >= ascent },
                      needed(PseudolocaleFacts.marksBelow) { $0.descent >= descent })
        counts.byLetter.withLock { $0[letter] = result }
        return result
    }

    /// The text pieces with every letter marked.
    func marked(_ pieces: [PseudoPieces.Piece]) -> [PseudoPieces.Piece] {
        pieces.map { piece in
            guard case .text(let text) = piece else { return piece }
            var out: [Unicode.Scalar] = []
            for scalar in text {
                out.append(scalar)
                guard scalar.properties.isAlphabetic, scalar.properties.generalCategory != .nonspacingMark else { continue }
                let (above, below) = marks(on: scalar)
                for index in 0..<above { out.append(PseudolocaleFacts.marksAbove[index % PseudolocaleFacts.marksAbove.count]) }
                for index in 0..<below { out.append(PseudolocaleFacts.marksBelow[index % PseudolocaleFacts.marksBelow.count]) }
            }
            return .text(out)
        }
    }
}
