/// What the pseudolocales are made of, each fact with where it was read.
///
/// - aapt2's pseudolocalizer (AOSP `frameworks/base/tools/aapt2/compile/Pseudolocalizer.cpp`): the accented
///   letters of `en-XA`, its brackets and placeholder marks, and the per-word right-to-left override of
///   `ar-XB` (each word written as RLM, RLO, the word, PDF, RLM).
/// - IBM's globalization guideline A3, "Providing for UI expansion"
///   (www-01.ibm.com/software/globalization/guidelines/a3.html; the table W3C's "Text size in translation"
///   quotes): the additional physical space a translation from English needs, by the source's length in
///   characters, spaces and punctuation included.
/// - The tall clusters of `en-XT`: the Unicode Standard's descriptions of the scripts (ch. 16.4 Thai: an
///   above vowel and a tone mark stack above a consonant; ch. 16.3 Myanmar: medials ya, wa and ha stack
///   below; ch. 12.1 Devanagari: a conjunct with a vocalic RR below and a candrabindu above; ch. 9.2 Arabic:
///   harakat above and below the letters, shadda with a vowel stacked).
enum PseudolocaleFacts {
    /// aapt2's `PseudolocalizeChar`: the accented (or look-alike) letter of each ASCII letter and sign.
    static let accented: [Character: Character] = [
        "a": "\u{00E5}", "b": "\u{0253}", "c": "\u{00E7}", "d": "\u{00F0}", "e": "\u{00E9}", "f": "\u{0192}",
        "g": "\u{011D}", "h": "\u{0125}", "i": "\u{00EE}", "j": "\u{0135}", "k": "\u{0137}", "l": "\u{013C}",
        "m": "\u{1E3F}", "n": "\u{00F1}", "o": "\u{00F6}", "p": "\u{00FE}", "q": "\u{0051}", "r": "\u{0155}",
        "s": "\u{0161}", "t": "\u{0163}", "u": "\u{00FB}", "v": "\u{0056}", "w": "\u{0175}", "x": "\u{0445}",
        "y": "\u{00FD}", "z": "\u{017E}",
        "A": "\u{00C5}", "B": "\u{03B2}", "C": "\u{00C7}", "D": "\u{00D0}", "E": "\u{00C9}", "G": "\u{011C}",
        "H": "\u{0124}", "I": "\u{00CE}", "J": "\u{0134}", "K": "\u{0136}", "L": "\u{013B}", "M": "\u{1E3E}",
        "N": "\u{00D1}", "O": "\u{00D6}", "P": "\u{00DE}", "Q": "\u{0071}", "R": "\u{0154}", "S": "\u{0160}",
        "T": "\u{0162}", "U": "\u{00DB}", "V": "\u{03BD}", "W": "\u{0174}", "X": "\u{00D7}", "Y": "\u{00DD}",
        "Z": "\u{017D}", "!": "\u{00A1}", "?": "\u{00BF}", "$": "\u{20AC}",
    ]
    /// aapt2's `en-XA` message brackets.
    static let openBracket = "["
    static let closeBracket = "]"
    /// aapt2's `kRlm`, `kRlo`, `kPdf`: RIGHT-TO-LEFT MARK (a strong right-to-left character, so the paragraph
    /// is right to left), RIGHT-TO-LEFT OVERRIDE and POP DIRECTIONAL FORMATTING around each word.
    static let rightToLeftMark: Unicode.Scalar = "\u{200F}"
    static let rightToLeftOverride: Unicode.Scalar = "\u{202E}"
    static let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"
    /// English articles, possessives and object pronouns: they follow a transitive verb (“Open the …”,
    /// “Enter your …”), never an adjective or a noun that qualifies the next, so a word the source values
    /// write before one is a verb, and a short value starting with it is a command, not a noun phrase.
    static let englishObjectStarts: Set<String> = [
        "the", "a", "an", "your", "my", "our", "their", "his", "her", "its", "this", "these", "those", "it", "them", "me", "us", "him",
    ]
    /// English words that make a short value more than a noun and the adjectives and nouns before it
    /// (articles, prepositions, conjunctions, pronouns, auxiliaries: “Log in to …”, “Trusted by …”): an
    /// English noun phrase of modifiers and a final head noun (“Web vault server URL”) is written head first
    /// in Arabic, Hebrew and Persian (“URL של שרת”), a phrase with these words is not such a phrase.
    static let englishFunctionWords: Set<String> = [
        "a", "an", "the", "to", "of", "in", "on", "at", "by", "for", "from", "with", "into", "onto", "over", "under",
        "about", "as", "via", "per", "and", "or", "but", "nor", "not", "no", "your", "my", "our", "their", "his", "her",
        "its", "this", "that", "these", "those", "it", "you", "we", "is", "are", "was", "be", "been", "will", "can",
    ]

    /// IBM guideline A3: the upper bound of the additional space a translation needs, as a factor of the
    /// source's width, by the source's length in characters (`through`: the last length of the bucket).
    static let expansionBySourceLength: [(through: Int, factor: Double)] = [
        (10, 3.0),     // up to 10 characters: 100 % to 200 % more
        (20, 2.0),     // 11 to 20: 80 % to 100 %
        (30, 1.8),     // 21 to 30: 60 % to 80 %
        (50, 1.6),     // 31 to 50: 40 % to 60 %
        (70, 1.4),     // 51 to 70: 31 % to 40 %
        (Int.max, 1.3), // over 70: 30 %
    ]

    /// The bucket of a source length in `expansionBySourceLength`.
    static func lengthBucket(_ length: Int) -> Int {
        expansionBySourceLength.firstIndex { length <= $0.through } ?? expansionBySourceLength.count - 1
    }

    /// Clusters whose ink reaches the top and the bottom of a script's text, by ISO 15924 script, with a
    /// locale the script is written in (its fonts are the ones measured).
    static let tallClusters: [(script: String, locale: String, text: String)] = [
        // ป (a consonant with a tall stem) + ั (MAI HAN-AKAT) + ้ (MAI THO) stacked; ฎ (a consonant with a
        // tail below) + ุ (SARA U below it).
        ("Thai", "th", "\u{0E1B}\u{0E31}\u{0E49}\u{0E0E}\u{0E38}"),
        // ကြို့: KA with MEDIAL RA, VOWEL SIGN I, U and DOT BELOW; ချွှ: medials YA, WA and HA stacked below.
        ("Mymr", "my", "\u{1000}\u{103C}\u{102D}\u{102F}\u{1037}\u{1001}\u{103B}\u{103D}\u{103E}"),
        // ह्रृँ: HA + VIRAMA + RA (a conjunct) with VOCALIC R below and CANDRABINDU above; ॠ.
        ("Deva", "hi", "\u{0939}\u{094D}\u{0930}\u{0943}\u{0901}\u{0960}"),
        // إِنَّ لأُ: ALEF WITH HAMZA BELOW + KASRA (the deepest vowelled Arabic), NOON + SHADDA + FATHA stacked
        // above; LAM-ALEF WITH HAMZA ABOVE + DAMMA.
        ("Arab", "ar", "\u{0625}\u{0650}\u{0646}\u{0651}\u{064E} \u{0644}\u{0623}\u{064F}"),
    ]

    /// Combining marks `en-XT` stacks on every letter (Unicode block Combining Diacritical Marks): above,
    /// ACUTE, DIAERESIS, BREVE in turn; below, DOT BELOW, MACRON BELOW, DIAERESIS BELOW in turn.
    static let marksAbove: [Unicode.Scalar] = ["\u{0301}", "\u{0308}", "\u{0306}"]
    static let marksBelow: [Unicode.Scalar] = ["\u{0323}", "\u{0331}", "\u{0324}"]
    /// At most this many marks on one side of a letter: far below the 30 combining marks of Unicode's
    /// Stream-Safe Text Format (UAX #15 §13), which the typesetter's cluster limit keeps to.
    static let maximumMarksPerSide = 8

    /// The size pseudolocale widths and ink are measured at: the body text size of iOS (17pt) and close to
    /// Android's (16sp); a ratio of widths or of ink to size does not depend on it.
    static let measuringSize = 17.0

    /// The folder suffix aapt2 reads a pseudolocale from (`values-en-rXA`, `values-ar-rXB`).
    static func androidQualifier(_ tag: String) -> String {
        let parts = tag.split(separator: "-")
        return parts.count == 2 ? "\(parts[0])-r\(parts[1])" : tag
    }
}
