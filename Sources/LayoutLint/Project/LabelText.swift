import CICUShim
import Foundation
import Synchronization

/// Turns a catalog value into the text a label shows: substitution variants composed into their format,
/// placeholders replaced by the label's `samples` (else a default per argument type, numbers written the
/// way the locale writes them), and the element's text transform applied with the locale's case rules.
public enum LabelText {
    /// The default value for object and string arguments (`%@`, `%s`): a long-ish proper name.
    public static let defaultObjectSample = "Alexandria"
    /// The default integer when the variant does not call for a plural category.
    public static let defaultInteger = 42.0
    public static let defaultDouble = 3.5

    /// The text for `entry`, given every value of its key in its locale (needed to compose substitutions).
    public static func compose(_ entry: Entry, siblings: [Entry], samples: [String: String], transform: TextTransform,
                               locale: String, sampleLocale: String? = nil) -> String {
        let numberLocale = sampleLocale ?? locale
        let category = pluralCategory(of: entry.variant)
        var text = entry.value
        // The format's variables replaced by their values (`shown` first: the entry's own), each composed once.
        // A value may name another variable of the key (“… your %2$#@accounts@”): Foundation formats it too.
        // One more pass, so a value naming itself stays finite.
        func substituted(_ format: String, prefix: String?, shown: [String: String]) -> String {
            let others = substitutionValues(prefix: prefix, siblings: siblings)
            var shown = shown
            func variable(_ name: String) -> String {
                if let known = shown[name] { return known }
                let text = otherSubstitution(others[name] ?? [], locale: locale, numberLocale: numberLocale)
                shown[name] = text
                return text
            }
            let text = replaceVariables(in: format, variable)
            return FormatSpecifier.containsVariable(text) ? replaceVariables(in: text, variable) : text
        }
        if let prefix = formatVariant(of: entry.variant) {
            let argument = replaceArgument(entry.value, number: number(for: category, locale: locale), locale: numberLocale)
            if let format = siblings.first(where: { $0.variant == prefix && $0.substitution == nil }) {
                text = substituted(format.value, prefix: prefix, shown: [entry.substitution?.name ?? "": argument])
            } else {
                text = argument
            }
        } else if FormatSpecifier.containsVariable(entry.value) {
            text = substituted(entry.value, prefix: entry.variant, shown: [:])
        }
        text = fillPlaceholders(text, samples: samples, pluralNumber: category.map { number(for: $0, locale: locale) },
                                locale: numberLocale)
        return transformed(text, transform, locale: locale)
    }

    /// The UTF-8 offset of `needle` in `text`: a plain byte search, since every job asks it of its value
    /// (the standard library's generic `firstRange(of:)` costs more than the rest of composing).
    static func byteOffset(of needle: StaticString, in text: String) -> Int? {
        var text = text
        return text.withUTF8 { hay -> Int? in
            let count = needle.utf8CodeUnitCount
            guard count > 0, hay.count >= count else { return nil }
            let first = needle.utf8Start[0]
            var index = 0
            while index <= hay.count - count {
                if hay[index] == first {
                    var matched = 1
                    while matched < count && hay[index + matched] == needle.utf8Start[matched] { matched += 1 }
                    if matched == count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// The values of a key in one locale that composing reads: substitution values and the formats they
    /// belong to. Computed once per key and locale (linear), so composing each of many values (an Android
    /// array of 40k items, hundreds of device variants) never scans all of them again.
    /// Past `maximumSubstitutionValues` substitution values, none is composed (each is checked as it stands,
    /// and `IndexStage.substitutionLimitFindings` says so).
    public static func composingSiblings(_ entries: [Entry]) -> [Entry] {
        let prefixes = substitutionPrefixes(entries)
        guard !prefixes.isEmpty, entries.lazy.filter({ $0.substitution != nil }).count <= maximumSubstitutionValues else { return [] }
        return entries.filter { $0.substitution != nil || isFormat($0, prefixes: prefixes) }
    }

    /// Where the key's substitution values hang (`""` for the top-level value, `device.iphone.` below a
    /// device variant): the variants whose value is a format.
    public static func substitutionPrefixes(_ entries: [Entry]) -> Set<String> {
        var prefixes = Set<String>()
        for entry in entries where entry.substitution != nil {
            guard let variant = entry.variant, let offset = byteOffset(of: "substitution.", in: variant) else { continue }
            prefixes.insert(String(decoding: variant.utf8.prefix(offset), as: UTF8.self))
        }
        return prefixes
    }

    /// A format whose variables are substitutions of the key: not a text of its own (its substitution
    /// values are laid out composed into it).
    public static func isFormat(_ entry: Entry, prefixes: Set<String>) -> Bool {
        entry.substitution == nil && prefixes.contains(entry.variant.map { $0 + "." } ?? "")
            && FormatSpecifier.containsVariable(entry.value)
    }

    /// The variant of the format a substitution value belongs to: `device.iphone` for
    /// `device.iphone.substitution.count.plural.one`, `.some(nil)` for the top-level format; nil when the
    /// variant is not under a substitution.
    public static func formatVariant(of variant: String?) -> String?? {
        guard let variant, let offset = byteOffset(of: "substitution.", in: variant) else { return nil }
        return .some(offset == 0 ? nil : String(decoding: variant.utf8.prefix(offset - 1), as: UTF8.self))
    }

    /// The most substitution values of one key in one locale composed into their formats. Composing shows
    /// each value inside its whole format, so a key's cost grows with their number squared; real catalogs
    /// have a few (at most 12 in the five apps of the corpora: two substitutions × six Arabic plural forms),
    /// hostile ones thousands.
    public static let maximumSubstitutionValues = 64

    /// `plural.few` → "few"; the last plural step of a variant path.
    public static func pluralCategory(of variant: String?) -> String? {
        pluralForm(of: variant)?.category
    }

    /// The last plural step of a variant path, split: the path of the plural (`substitution.count.plural` of
    /// `substitution.count.plural.few`: the forms of one plural share it) and the category (`few`).
    static func pluralForm(of variant: String?) -> (plural: String, category: String)? {
        guard let variant else { return nil }
        let steps = variant.split(separator: ".")
        guard let index = steps.lastIndex(of: "plural"), index + 1 < steps.count else { return nil }
        return (steps[...index].joined(separator: "."), String(steps[index + 1]))
    }

    /// A number that selects `category` in `locale`: the largest integer up to 100 that does (wider numbers
    /// are the harder case for a width), else ICU's decimal sample.
    public static func number(for category: String?, locale: String) -> Double {
        guard let category else { return defaultInteger }
        let rules = PluralRules.of(locale)
        if let ranges = rules.integerRanges[category] {
            let upTo100 = ranges.filter { $0.lowerBound <= 100 }
            if let last = upTo100.last { return Double(min(last.upperBound, 100)) }
            return Double(ranges[0].lowerBound)
        }
        return rules.sample(for: category) ?? defaultInteger
    }

    /// `number` as the locale writes it.
    public static func format(_ number: Double, locale: String, fractionDigits: Int) -> String {
        let key = FormattedNumber(number: number, locale: locale, fractionDigits: fractionDigits)
        if let known = formatted.withLock({ $0[key] }) { return known }
        let text = formatWithICU(number, locale: locale, fractionDigits: fractionDigits)
        formatted.withLock { $0[key] = text }
        return text
    }

    /// Samples are a handful of numbers per locale: each is formatted by ICU once.
    private struct FormattedNumber: Hashable { var number: Double; var locale: String; var fractionDigits: Int }
    private static let formatted = Mutex<[FormattedNumber: String]>([:])

    private static func formatWithICU(_ number: Double, locale: String, fractionDigits: Int) -> String {
        var buffer = [UInt16](repeating: 0, count: 64)
        let icu = (locale == LocaleTag.base ? "en" : locale).replacingOccurrences(of: "-", with: "_")
        let length = ll_icu_format_number(icu, number, Int32(fractionDigits), &buffer, Int32(buffer.count))
        guard length > 0 else { return fractionDigits > 0 ? String(format: "%.\(fractionDigits)f", number) : String(Int(number)) }
        return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
    }

    /// The values of each substitution of the format at `prefix`, by name, gathered in one pass (a format
    /// may name many variables; each is then a lookup).
    static func substitutionValues(prefix: String?, siblings: [Entry]) -> [String: [Entry]] {
        let base = (prefix.map { $0 + "." } ?? "") + "substitution."
        var values: [String: [Entry]] = [:]
        for entry in siblings {
            guard let name = entry.substitution?.name, (entry.variant ?? "").hasPrefix(base + name + ".") else { continue }
            values[name, default: []].append(entry)
        }
        return values
    }

    /// The text another substitution of the format shows: its `other` value (else its first) with its number.
    static func otherSubstitution(_ candidates: [Entry], locale: String, numberLocale: String) -> String {
        guard let chosen = candidates.first(where: { pluralCategory(of: $0.variant) == "other" }) ?? candidates.first else {
            return format(defaultInteger, locale: numberLocale, fractionDigits: 0)
        }
        let category = pluralCategory(of: chosen.variant)
        return replaceArgument(chosen.value, number: number(for: category, locale: locale), locale: numberLocale)
    }

    /// Replaces `%arg` (the substitution's own argument in `.xcstrings`) and a lone number specifier.
    static func replaceArgument(_ value: String, number: Double, locale: String) -> String {
        guard byteOffset(of: "%arg", in: value) != nil else { return value }
        return value.replacingOccurrences(of: "%arg", with: format(number, locale: locale, fractionDigits: 0))
    }

    static func replaceVariables(in format: String, _ replacement: (String) -> String) -> String {
        // One pass over the UTF-8 bytes (a search from each variable on would make a format of many
        // variables quadratic).
        let bytes = Array(format.utf8)
        let variables = FormatSpecifier.variables(inUTF8: bytes)
        guard !variables.isEmpty else { return format }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        for variable in variables {
            result += bytes[i..<variable.range.lowerBound]
            result += replacement(variable.name).utf8
            i = variable.range.upperBound
        }
        result += bytes[i...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Replaces every format specifier; `%%` becomes `%`.
    static func fillPlaceholders(_ text: String, samples: [String: String], pluralNumber: Double?, locale: String) -> String {
        // Without a `%` there is neither a specifier nor a `%%` to write as `%` (most UI strings).
        if byteOffset(of: "%", in: text) == nil { return text }
        let specifiers = FormatSpecifier.parse(text)
        let scalars = Array(text.unicodeScalars)
        var result = ScalarBuffer(capacity: text.utf8.count)
        var index = 0
        // One sample per distinct specifier (a value of 10,000 `%@` formats one).
        var made: [String: String] = [:]
        for specifier in specifiers where specifier.kind == .printf {
            guard specifier.offset >= index, specifier.offset < scalars.count else { continue }
            result.append(literal(scalars[index..<specifier.offset]))
            if let known = made[specifier.text] {
                result.append(known)
            } else {
                let sample = sample(for: specifier, samples: samples, pluralNumber: pluralNumber, locale: locale)
                made[specifier.text] = sample
                result.append(sample)
            }
            index = specifier.offset + specifier.text.unicodeScalars.count
        }
        if index < scalars.count { result.append(literal(scalars[index...])) }
        return result.string
    }

    /// Literal text between specifiers, with `%%` written as `%`.
    private static func literal(_ scalars: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var skip = false
        for (offset, scalar) in zip(scalars.indices, scalars) {
            if skip { skip = false; continue }
            if scalar == "%", offset + 1 < scalars.endIndex, scalars[offset + 1] == "%" { skip = true }
            out.append(scalar)
        }
        return out
    }

    static func sample(for specifier: FormatSpecifier, samples: [String: String], pluralNumber: Double?, locale: String) -> String {
        let type = specifier.argumentType
        let isNumber = type == "int" || type == "double"
        // A plural variant is measured with a number of its own category, whatever the samples say.
        if let pluralNumber, isNumber {
            return format(pluralNumber, locale: locale, fractionDigits: type == "double" ? precision(specifier) : 0)
        }
        if let exact = samples[specifier.text] {
            // A `%s` given a whole number (a plural's count passed as a string argument, `pluralCountSamples`)
            // shows the variant's own number there too: “1 file”, not “42 file”.
            if let pluralNumber, !exact.isEmpty, exact.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                return format(pluralNumber, locale: locale, fractionDigits: 0)
            }
            return exact
        }
        for (written, value) in samples.sorted(by: { $0.key < $1.key }) {
            guard let other = FormatSpecifier.parse(written).first, other.argumentType == type else { continue }
            if other.position == nil || specifier.position == nil || other.position == specifier.position { return value }
        }
        switch type {
        case "int": return format(defaultInteger, locale: locale, fractionDigits: 0)
        case "double": return format(defaultDouble, locale: locale, fractionDigits: precision(specifier))
        default: return defaultObjectSample
        }
    }

    /// Digits after the point of `%.2f` (C's default for `%f` is 6; UI strings nearly always give one).
    static func precision(_ specifier: FormatSpecifier) -> Int {
        guard let dot = specifier.text.firstIndex(of: ".") else { return 6 }
        let digits = specifier.text[specifier.text.index(after: dot)...].prefix { $0.isNumber }
        return Int(digits) ?? 0
    }

    static func transformed(_ text: String, _ transform: TextTransform, locale: String) -> String {
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased(with: Locale(identifier: locale))
        case .lowercase: return text.lowercased(with: Locale(identifier: locale))
        case .capitalize: return text.capitalized(with: Locale(identifier: locale))
        }
    }
}
