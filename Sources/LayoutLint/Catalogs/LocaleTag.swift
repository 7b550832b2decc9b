import Foundation
import CICUShim
import Synchronization
import Typesetter

/// Locale names as catalogs write them (`de.lproj`, `zh_CN`, `values-zh-rCN`, `values-b+sr+Latn`) turned into
/// canonical BCP 47 tags, with the script where it matters (zh-CN → zh-Hans-CN, zh-TW → zh-Hant-TW, zh → zh-Hans).
/// Regional variants stay separate (zh-Hant-HK is not zh-Hant) and fall back as the platforms do (`fallbacks`).
public enum LocaleTag {
    /// Base.lproj, and Android's unqualified `values/`: the development language's own resources.
    public static let base = "Base"

    /// Languages written in more than one script, where the script (not the region) picks the translation.
    static let multiScriptLanguages: Set<String> = ["zh", "sr", "uz", "az", "bs", "pa", "mn", "sd", "ks", "ha", "yue"]

    private static let cache = Mutex<[String: String]>([:])

    /// The first subtag of a tag, what `tag.split(separator: "-").first` gives, without making the array: read
    /// byte by byte when the tag is ASCII (a tag's subtags are), split by characters as written otherwise.
    static func firstSubtag(_ tag: String) -> Substring? {
        let bytes = tag.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return tag.split(separator: "-").first }
        var start = bytes.startIndex
        while start < bytes.endIndex, bytes[start] == UInt8(ascii: "-") { start = bytes.index(after: start) }
        guard start < bytes.endIndex else { return nil }
        var end = start
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "-") { end = bytes.index(after: end) }
        return tag[start..<end]
    }

    /// The canonical tag of a locale name. "Base" stays "Base", "mul" (multilingual) stays "mul".
    public static func canonical(_ raw: String) -> String {
        if let known = cache.withLock({ $0[raw] }) { return known }
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        let result: String
        if trimmed.caseInsensitiveCompare("Base") == .orderedSame {
            result = base
        } else if trimmed.isEmpty {
            result = trimmed
        } else {
            result = compute(trimmed)
        }
        cache.withLock { $0[raw] = result }
        return result
    }

    private static func compute(_ raw: String) -> String {
        let hyphenated = raw.replacingOccurrences(of: "_", with: "-")
        guard let tag = icuTag(hyphenated, ll_icu_locale_canonical_tag), tag != "und" || hyphenated == "und" else {
            return raw
        }
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first, multiScriptLanguages.contains(language) else { return tag }
        // A bare tag keeps its identity (Chinese aside: a bare `zh` is Simplified Chinese by convention, and
        // is read so): its folder is a locale of its own beside the scripted ones — iina ships `sr.lproj`,
        // written in Latin, beside `sr-Cyrl.lproj` and `sr-Latn.lproj`; taking it for sr-Cyrl merged two
        // folders into one locale, and a box solved with one folder's text was checked with the other's.
        if parts.count == 1, language != "zh" { return tag }
        // Add the script: "zh-TW" → "zh-Hant-TW", "zh" → "zh-Hans"; an explicit region is kept (zh-HK is a
        // locale of its own, with its own .lproj / values-zh-rHK, falling back to zh-Hant).
        guard let maximized = icuTag(tag, ll_icu_locale_maximized_tag) else { return tag }
        let maxParts = maximized.split(separator: "-").map(String.init)
        guard maxParts.count >= 2, maxParts[1].count == 4 else { return tag }
        let script = maxParts[1]
        let rest = parts.dropFirst().filter { $0.count != 4 }
        return ([language, script] + rest).joined(separator: "-")
    }

    private static func icuTag(_ input: String, _ function: (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 160)
        let length = input.withCString { function($0, &buffer, Int32(buffer.count)) }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Canonical tags of locale names, each once, in the order first named: `de,de`, `iw,he` (ICU maps the
    /// withdrawn ISO 639 code `iw` to `he`) and `de_DE,de-DE` are one locale each.
    public static func uniqueCanonical(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map(canonical).filter { seen.insert($0).inserted }
    }

    /// The locale of an `.lproj` folder name ("zh-Hans.lproj", "Base.lproj", "pt_BR.lproj"), nil when the
    /// name does not end in `.lproj`.
    public static func fromLproj(_ folder: String) -> String? {
        guard folder.hasSuffix(".lproj") else { return nil }
        return canonical(String(folder.dropLast(6)))
    }

    /// The locale of an Android resource folder ("values", "values-zh-rCN", "values-b+sr+Latn",
    /// "values-ar-night"); "Base" for a folder without a language qualifier; nil for a non-`values` folder.
    /// Qualifiers are read in aapt2's order (`AndroidConfiguration`): a language stands after MCC and MNC
    /// only, so `values-land` and `values-car` name no language.
    public static func fromAndroidValues(_ folder: String) -> String? {
        guard let configuration = AndroidConfiguration(folder: folder) else { return nil }
        guard let written = configuration.locale else { return base }
        if written.hasPrefix("b+") {
            // BCP 47 qualifier: b+sr+Latn, b+es+419
            return canonical(written.dropFirst(2).replacingOccurrences(of: "+", with: "-"))
        }
        let parts = written.split(separator: "-")
        let language = parts[0].lowercased()
        return canonical(parts.count > 1 ? language + "-" + parts[1].dropFirst() : language)
    }

    /// Tags that name no language to check: undetermined, multilingual and no-linguistic-content codes,
    /// and the pseudo-locales' private regions.
    static let notLanguages: Set<String> = ["und", "mul", "zxx", "mis"]
    static let pseudoRegions: Set<String> = ["XA", "XB", "XC"]

    /// Whether a locale of a catalog is one an app runs in: not `Base`, not a code that names no language,
    /// not a language ICU has no data for (translatewiki's message documentation `qq`, private-use codes),
    /// not a pseudo-locale (`en-XA`, `ar-XB`).
    public static func isCheckable(_ tag: String) -> Bool {
        guard tag != base, !tag.isEmpty else { return false }
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first, !notLanguages.contains(language.lowercased()),
              !parts.dropFirst().contains(where: { pseudoRegions.contains($0) }) else { return false }
        if let known = checkableCache.withLock({ $0[tag] }) { return known }
        // ICU knows a language when it has likely subtags for it: "qq" maximizes to nothing more than itself.
        let maximized = icuTag(tag, ll_icu_locale_maximized_tag) ?? tag
        let known = maximized.split(separator: "-").dropFirst().contains { (part: Substring) in part.count == 4 }
        checkableCache.withLock { $0[tag] = known }
        return known
    }

    private static let checkableCache = Mutex<[String: Bool]>([:])

    /// The locales a locale's missing values come from, nearest first, the locale itself excluded and the
    /// source not included: a region falls back to its language (ar-EG → ar), a script-qualified region to
    /// its script (zh-Hant-HK → zh-Hant), and a language with an explicit script to the bare language only
    /// when that is its likely script (zh-Hans → zh, never zh-Hant → zh), as Apple's bundle lookup and
    /// Android's resource resolution do.
    public static func fallbacks(_ tag: String) -> [String] {
        if let known = fallbackCache.withLock({ $0[tag] }) { return known }
        let chain = computeFallbacks(tag)
        fallbackCache.withLock { $0[tag] = chain }
        return chain
    }

    private static let fallbackCache = Mutex<[String: [String]]>([:])

    private static func computeFallbacks(_ tag: String) -> [String] {
        var parts = tag.split(separator: "-").map(String.init)
        var chain: [String] = []
        while parts.count > 1 {
            let last = parts.removeLast()
            if last.count == 4, last.first?.isUppercase == true, let language = parts.first {
                // Dropping the script: only when it is the language's likely one.
                guard info(language).script == last else { break }
            }
            chain.append(parts.joined(separator: "-"))
        }
        return chain
    }

    /// Direction and script of a locale from ICU.
    public static func info(_ locale: String) -> LocaleInfo {
        LocaleInfo.of(locale == base ? "en" : locale)
    }
}
