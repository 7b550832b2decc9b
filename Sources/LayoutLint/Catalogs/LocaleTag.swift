import Foundation
import CICUShim
import Synchronization
import Typesetter

/// Locale names as catalogs write them (`de.lproj`, `zh_CN`, `values-zh-rCN`, `values-b+sr+Latn`) turned into
/// canonical BCP 47 tags, with the script where it matters (zh-CN → zh-Hans, zh-TW / zh-HK → zh-Hant).
public enum LocaleTag {
    /// Base.lproj, and Android's unqualified `values/`: the development language's own resources.
    public static let base = "Base"

    /// Languages written in more than one script, where the script (not the region) picks the translation.
    static let multiScriptLanguages: Set<String> = ["zh", "sr", "uz", "az", "bs", "pa", "mn", "sd", "ks", "ha", "yue"]

    private static let cache = Mutex<[String: String]>([:])

    /// The canonical tag of a locale name. "Base" stays "Base", "mul" (multilingual) stays "mul".
    public static func canonical(_ raw: String) -> String {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        if trimmed.caseInsensitiveCompare("Base") == .orderedSame { return base }
        if trimmed.isEmpty { return trimmed }
        if let known = cache.withLock({ $0[trimmed] }) { return known }
        let result = compute(trimmed)
        cache.withLock { $0[trimmed] = result }
        return result
    }

    private static func compute(_ raw: String) -> String {
        let hyphenated = raw.replacingOccurrences(of: "_", with: "-")
        guard let tag = icuTag(hyphenated, ll_icu_locale_canonical_tag), tag != "und" || hyphenated == "und" else {
            return raw
        }
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first, multiScriptLanguages.contains(language) else { return tag }
        // Add the script: "zh-TW" → "zh-Hant-TW". Chinese drops the region (zh-HK and zh-TW both read zh-Hant,
        // as Apple's .lproj fallback does); the others keep an explicit region.
        guard let maximized = icuTag(tag, ll_icu_locale_maximized_tag) else { return tag }
        let maxParts = maximized.split(separator: "-").map(String.init)
        guard maxParts.count >= 2, maxParts[1].count == 4 else { return tag }
        let script = maxParts[1]
        if language == "zh" || language == "yue" { return "\(language)-\(script)" }
        let rest = parts.dropFirst().filter { $0.count != 4 }
        return ([language, script] + rest).joined(separator: "-")
    }

    private static func icuTag(_ input: String, _ function: (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 160)
        let length = input.withCString { function($0, &buffer, Int32(buffer.count)) }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The locale of an `.lproj` folder name ("zh-Hans.lproj", "Base.lproj", "pt_BR.lproj"), nil when the
    /// name does not end in `.lproj`.
    public static func fromLproj(_ folder: String) -> String? {
        guard folder.hasSuffix(".lproj") else { return nil }
        return canonical(String(folder.dropLast(6)))
    }

    /// The locale of an Android resource folder ("values", "values-zh-rCN", "values-b+sr+Latn",
    /// "values-ar-night"); "Base" for a folder without a language qualifier; nil for a non-`values` folder.
    public static func fromAndroidValues(_ folder: String) -> String? {
        let qualifiers = folder.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard qualifiers.first == "values" else { return nil }
        var index = 1
        while index < qualifiers.count {
            let qualifier = qualifiers[index]
            if qualifier.hasPrefix("b+") {
                // BCP 47 qualifier: b+sr+Latn, b+es+419
                return canonical(qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-"))
            }
            if (qualifier.count == 2 || qualifier.count == 3), qualifier.allSatisfy({ $0.isASCII && $0.isLowercase }),
               !["ldrtl", "ldltr", "car", "rnd"].contains(qualifier) {
                var tag = qualifier
                if index + 1 < qualifiers.count {
                    let next = qualifiers[index + 1]
                    if next.count == 3, next.hasPrefix("r") { tag += "-" + next.dropFirst() }
                }
                return canonical(tag)
            }
            // mcc/mnc qualifiers may precede the language; anything else means no language qualifier.
            if qualifier.hasPrefix("mcc") || qualifier.hasPrefix("mnc") { index += 1; continue }
            break
        }
        return base
    }

    /// Direction and script of a locale from ICU.
    public static func info(_ locale: String) -> LocaleInfo {
        LocaleInfo.of(locale == base ? "en" : locale)
    }
}
