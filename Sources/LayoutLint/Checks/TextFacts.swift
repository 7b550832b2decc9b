import CICUShim
import Foundation
import Typesetter

/// What the meaning rules ask about a text, answered by ICU and Foundation rather than by lists of
/// characters: its scripts, the direction of its first strong character, whether it has letter case, and
/// which face of a fallback chain draws it.
public enum TextFacts {
    /// The strong scripts of `text` (ISO 15924, Common and Inherited characters left out) with how many
    /// characters each has, in order of first appearance.
    public static func scripts(of text: String) -> [(script: String, count: Int)] {
        var order: [Int32] = []
        var counts: [Int32: Int] = [:]
        for scalar in text.unicodeScalars {
            // ASCII letters are Latin, other ASCII is Common: no ICU call for most of a Latin catalog.
            let code: Int32
            if scalar.value < 0x80 {
                guard (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A else { continue }
                code = latinCode
            } else {
                code = ll_icu_script_of(scalar.value)
                guard ll_icu_script_is_weak(code) == 0 else { continue }
            }
            if counts[code] == nil { order.append(code) }
            counts[code, default: 0] += 1
        }
        return order.map { (scriptTag($0), counts[$0]!) }
    }

    /// The script most of the text's letters are in (the first one on a tie), else the locale's script.
    public static func dominantScript(of text: String, locale: String) -> String {
        var best: (script: String, count: Int)?
        for candidate in scripts(of: text) where candidate.count > (best?.count ?? 0) { best = candidate }
        return best?.script ?? LocaleInfo.of(locale).script
    }

    /// ICU's code of the Latin script (USCRIPT_LATIN).
    static let latinCode = ll_icu_script_of(0x61)

    /// The ISO 15924 code of one character's script ("Zyyy" for Common).
    public static func script(of scalar: Unicode.Scalar) -> String { scriptTag(ll_icu_script_of(scalar.value)) }

    static func scriptTag(_ code: Int32) -> String {
        // Asked once per letter of every catalog value: ICU's codes (below USCRIPT_CODE_LIMIT, about 200)
        // are looked up once.
        if code >= 0 && Int(code) < scriptTags.count { return scriptTags[Int(code)] }
        return icuScriptTag(code)
    }

    private static let scriptTags: [String] = (0..<256).map { icuScriptTag(Int32($0)) }

    private static func icuScriptTag(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 8)
        guard ll_icu_script_tag(code, &buffer, Int32(buffer.count)) == 0 else { return "Zzzz" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The direction of the first strong character (ICU `ubidi_getBaseDirection`), nil when there is none.
    public static func firstStrongDirection<S: Sequence>(_ scalars: S) -> TextDirection? where S.Element == Unicode.Scalar {
        let utf16 = Array(String(String.UnicodeScalarView(scalars)).utf16)
        switch ll_icu_first_strong_direction(utf16, Int32(utf16.count)) {
        case 0: return .ltr
        case 1: return .rtl
        default: return nil
        }
    }

    public static func firstStrongDirection(_ text: String) -> TextDirection? { firstStrongDirection(text.unicodeScalars) }

    /// The embedding level of each scalar of one paragraph laid out with the given paragraph direction
    /// (ICU `ubidi_setPara`/`ubidi_getLevels`, the Unicode Bidirectional Algorithm, UAX #9 rules W1–I2);
    /// a scalar outside the BMP takes its first UTF-16 unit's level. Empty when ICU fails.
    public static func bidiLevels(_ scalars: [Unicode.Scalar], rightToLeft: Bool) -> [UInt8] {
        var utf16: [UInt16] = []
        var firstUnit: [Int] = []
        for scalar in scalars {
            firstUnit.append(utf16.count)
            utf16.append(contentsOf: String(Character(scalar)).utf16)
        }
        var levels = [UInt8](repeating: 0, count: utf16.count)
        var resolved: Int32 = 0
        guard ll_icu_bidi_levels(utf16, Int32(utf16.count), rightToLeft ? 1 : 0, &levels, &resolved) <= 0 else { return [] }
        return firstUnit.map { levels[$0] }
    }

    /// Visual order (left to right) of items with these embedding levels: UAX #9 rule L2, from the highest
    /// level down to the lowest odd level, every run at that level or higher is reversed.
    public static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }

    /// How a text uses letter case.
    public enum CaseStyle: String, Sendable {
        /// Upper- and lowercasing leave it unchanged: no letter has case (Han, Thai, Arabic, Devanagari, digits).
        case uncased
        case allCaps = "ALL CAPS"
        case lowercase
        case mixed = "mixed case"
    }

    /// Whether the text has letter case at all, and how it is written: by asking Foundation to upper- and
    /// lowercase it with the locale's rules (Turkish dotted i, German ß) and comparing.
    public static func caseStyle(of text: String, locale: String) -> CaseStyle {
        let locale = Locale(identifier: locale)
        let upper = text.uppercased(with: locale)
        let lower = text.lowercased(with: locale)
        if upper == lower { return .uncased }
        if text == upper { return .allCaps }
        if text == lower { return .lowercase }
        return .mixed
    }

    /// The face that draws the text's main script: the first face of the script's fallback chain (for the
    /// family, weight and italic asked for) that has a glyph for every character of that script in the
    /// text, as the Typesetter picks it. nil without a font library or for an unknown family.
    public static func face(drawing text: String, locale: String, font: FontSelection, fonts: FontLibrary?) -> FontFace? {
        guard let fonts else { return nil }
        let script = dominantScript(of: text, locale: locale)
        guard let chain = try? fonts.chain(family: font.family, weight: font.weight, italic: font.italic, script: script) else {
            return nil
        }
        let own = text.unicodeScalars.filter { TextFacts.script(of: $0) == script }
        return chain.faces.first { face in own.allSatisfy { face.hasGlyph(for: $0) } } ?? chain.primary
    }

    /// The weights the profile's typeface of `face` really has (for suggestions), sorted.
    public static func availableWeights(of face: FontFace, fonts: FontLibrary?) -> [Int] {
        guard let fonts else { return [] }
        for files in fonts.profile.typefaces.values {
            let paths = files.map { URL(fileURLWithPath: $0.file, relativeTo: fonts.baseURL).standardizedFileURL.path }
            if paths.contains(face.path) {
                return Array(Set(files.filter { ($0.italic ?? false) == face.italic }.map(\.weight))).sorted()
            }
        }
        return [face.weight]
    }

    /// "medium (500)", "regular (400)", "650".
    public static func weightName(_ weight: Int) -> String {
        if let name = FontWeight.names.first(where: { $0.1 == weight })?.0 { return "\(name) (\(weight))" }
        return "\(weight)"
    }
}
