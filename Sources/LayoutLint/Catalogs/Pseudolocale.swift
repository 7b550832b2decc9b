import Foundation

/// A pseudolocale: a locale whose values are made from the source values, so that the app's screens can
/// be checked for what translations will do to them before any translator has worked (issue 34). The
/// values are ordinary catalog entries (`PseudolocaleGenerator`): every declared layout, importer and
/// catalog-only key lays them out through the normal locale path, and their findings carry these codes.
public enum Pseudolocale: String, CaseIterable, Sendable, Codable, Comparable {
    /// Accented and expanded as the app's own translations expand (aapt2's `en-XA`, calibrated).
    case accented = "en-XA"
    /// Every word forced right to left, in a right-to-left locale (aapt2's `ar-XB`).
    case bidi = "ar-XB"
    /// Every letter carries marks above and below as tall as the tallest scripts' ink.
    case tall = "en-XT"

    public static func < (a: Pseudolocale, b: Pseudolocale) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The pseudolocales named, in their canonical order, each once; nil when a name is none of them.
    public static func parse(_ names: [String]) -> [Pseudolocale]? {
        var found = Set<Pseudolocale>()
        for name in names {
            guard let known = allCases.first(where: { $0.rawValue.caseInsensitiveCompare(name.replacingOccurrences(of: "_", with: "-")) == .orderedSame })
            else { return nil }
            found.insert(known)
        }
        return found.sorted()
    }

    public static func isPseudo(_ locale: String?) -> Bool { locale.flatMap(Pseudolocale.init(rawValue:)) != nil }

    /// Findings about a value as a translation (left untranslated, in another script, placeholders or markup
    /// unlike the source's): a pseudo value is made from the source, not translated, so they say nothing.
    public static func isTranslationFinding(_ finding: Finding) -> Bool {
        isPseudo(finding.locale) && FilterStage.valueRules.contains(finding.rule)
    }
}

/// One value cut into the parts a pseudolocale changes (text) and the parts it keeps as written:
/// placeholders (`%1$@`, `%#@count@`, `{name}`), markup tags (`<b>`, `</a>`) and character references
/// (`&amp;`), as aapt2's pseudolocalizer keeps them.
struct PseudoPieces {
    enum Piece: Equatable {
        case text([Unicode.Scalar])
        /// Kept as written; the index of the value's placeholder it is, if one.
        case kept([Unicode.Scalar], placeholder: Int?)
    }

    var pieces: [Piece] = []

    init(_ value: String, placeholders: [FormatSpecifier]) {
        let scalars = Array(value.unicodeScalars)
        var protected: [(start: Int, end: Int, placeholder: Int?)] = []
        for (index, specifier) in placeholders.enumerated() where specifier.offset >= 0 {
            let end = specifier.offset + specifier.text.unicodeScalars.count
            if end <= scalars.count { protected.append((specifier.offset, end, index)) }
        }
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            // A tag runs to the first `>` with no `<` before it: each scalar is looked at at most twice, so a
            // value of many `<` stays linear.
            if scalar == "<", let close = scalars[(position + 1)...].firstIndex(where: { $0 == "<" || $0 == ">" }),
               scalars[close] == ">", close > position + 1 {
                protected.append((position, close + 1, nil))
                position = close + 1
            } else if scalar == "&", let end = Self.referenceEnd(scalars, from: position) {
                protected.append((position, end, nil))
                position = end
            } else {
                position += 1
            }
        }
        protected.sort { $0.start < $1.start }
        position = 0
        for span in protected where span.start >= position {
            if span.start > position { pieces.append(.text(Array(scalars[position..<span.start]))) }
            pieces.append(.kept(Array(scalars[span.start..<span.end]), placeholder: span.placeholder))
            position = span.end
        }
        if position < scalars.count { pieces.append(.text(Array(scalars[position...]))) }
    }

    /// The end of a character reference (`&amp;`, `&#8230;`) starting at `start`, else nil.
    static func referenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count, index - start <= 32 {
            let scalar = scalars[index]
            if scalar == ";" { return index > start + 1 ? index + 1 : nil }
            guard scalar == "#" || (scalar.isASCII && scalar.properties.isAlphabetic) || ("0"..."9").contains(scalar) else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether any text piece has a letter: a value of placeholders and signs only is kept as it is (a
    /// translation keeps it too).
    var hasLetters: Bool {
        pieces.contains { if case .text(let scalars) = $0 { scalars.contains(where: \.properties.isAlphabetic) } else { false } }
    }

    /// The value the pieces make, with each placeholder's new offset.
    static func assemble(_ pieces: [Piece], placeholders: [FormatSpecifier]) -> (String, [FormatSpecifier]) {
        var scalars = String.UnicodeScalarView()
        var moved = placeholders
        var count = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                scalars.append(contentsOf: text)
                count += text.count
            case .kept(let text, let placeholder):
                if let placeholder, moved.indices.contains(placeholder) { moved[placeholder].offset = count }
                scalars.append(contentsOf: text)
                count += text.count
            }
        }
        return (String(scalars), moved)
    }
}
