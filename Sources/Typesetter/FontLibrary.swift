import Foundation
import Synchronization

/// The faces to try for one script, in order: the first face that has a character's glyph draws it.
public struct FontFallbackChain: Sendable, Hashable {
    public let faces: [FontFace]
    /// The face that draws the script's own text, and whose metrics an empty line takes.
    public var primary: FontFace { faces[0] }

    /// The first face that has a glyph for every scalar (ignoring those that need none), else nil.
    func firstFace(covering scalars: some Sequence<Unicode.Scalar>) -> FontFace? {
        faces.first { face in scalars.allSatisfy { !$0.needsGlyph || face.hasGlyph(for: $0) } }
    }
}

/// Font weight on the CSS / OpenType scale (100-900), with the names UIKit and CSS use.
public enum FontWeight {
    public static let names: [(String, Int)] = [
        ("ultralight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// Parses "semibold", "600" or "w600".
    public static func parse(_ text: String) -> Int? {
        let lower = text.lowercased()
        if let named = names.first(where: { $0.0 == lower }) { return named.1 }
        if let number = Int(lower.hasPrefix("w") ? String(lower.dropFirst()) : lower), (1...1000).contains(number) {
            return number
        }
        return nil
    }

    /// CSS Fonts 4 §5.2 weight matching: the available weight a request for `desired` gets.
    public static func match(_ desired: Int, among available: [Int]) -> Int? {
        let sorted = Set(available).sorted()
        if sorted.contains(desired) { return desired }
        let heavier = sorted.filter { $0 > desired }
        let lighter = sorted.filter { $0 < desired }.reversed()
        if desired >= 400 && desired <= 500 {
            if let within = heavier.first(where: { $0 <= 500 }) { return within }
            if let below = lighter.first { return below }
            return heavier.first
        }
        if desired < 400 { return lighter.first ?? heavier.first }
        return heavier.first ?? lighter.first
    }
}

/// Loads the faces a profile names (lazily, once each) and builds fallback chains for
/// family × weight × italic × script. Safe to share between threads.
public final class FontLibrary: Sendable {
    public let profile: FontProfile
    /// The folder the profile's relative file paths start from.
    public let baseURL: URL
    private let faces = Mutex<[FaceKey: FontFace]>([:])
    private let chains = Mutex<[ChainKey: FontFallbackChain]>([:])

    private struct FaceKey: Hashable { var path: String; var index: Int }
    private struct ChainKey: Hashable { var family: String; var weight: Int; var italic: Bool; var script: String; var localeKey: String? }
    private let localeKeys = Mutex<[String: String?]>([:])

    public init(profile: FontProfile, baseURL: URL) {
        self.profile = profile
        self.baseURL = baseURL
    }

    /// Reads a profile file (`Fonts/profiles/default.yaml`) or a Fonts folder (meaning its default profile).
    public convenience init(contentsOf url: URL) throws {
        var isDirectory: ObjCBool = false
        var file = url
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            file = url.appendingPathComponent("profiles/default.yaml")
        }
        try self.init(profile: FontProfile.load(from: file), baseURL: file.deletingLastPathComponent())
    }

    /// The chain for text of `script` (ISO 15924) in `family` at `weight`, upright or italic, for text of
    /// `locale` (nil: no locale-specific chain): a chain the family lists for the locale (Japanese Han in
    /// the JP face) wins over its per-script chain.
    public func chain(family: String, weight: Int, italic: Bool, script: String, locale: String? = nil) throws -> FontFallbackChain {
        if let file = FileFamily(family) { return try chain(file, weight: weight, italic: italic, script: script, locale: locale) }
        guard let definition = profile.families[family] else { throw TypesetterError.unknownFamily(family) }
        let normalized = FontLibrary.normalize(script: script)
        let localeKey = locale.flatMap { self.localeKey(for: $0, family: family) }
        let key = ChainKey(family: family, weight: weight, italic: italic, script: normalized, localeKey: localeKey)
        if let known = chains.withLock({ $0[key] }) { return known }
        let forLocale = localeKey.flatMap { definition.locales?[$0]?[normalized] }
        let names = (forLocale ?? definition.fallback[normalized] ?? definition.default) + profile.lastResort
        var chosen: [FontFace] = []
        for name in names {
            let face = try self.face(typeface: name, weight: weight, italic: italic)
            if !chosen.contains(face) { chosen.append(face) }
        }
        guard !chosen.isEmpty else { throw TypesetterError.unknownFamily(family) }
        let chain = FontFallbackChain(faces: chosen)
        chains.withLock { $0[key] = chain }
        return chain
    }

    /// A family made of one font file an app ships (a Compose `FontFamily(Font(R.font.x))`), drawn before
    /// a family of the profile, which covers what the file does not: the family name is
    /// `file:<profile family>:<weight>:<italic 0|1>:<path>` (`FileFamily.name`).
    public struct FileFamily: Sendable, Hashable {
        public var fallback: String
        /// The face's own weight and style (what the app declares: `Font(resource, weight, style)`).
        public var weight: Int
        public var italic: Bool
        public var path: String

        public init(fallback: String, weight: Int, italic: Bool, path: String) {
            self.fallback = fallback
            self.weight = weight
            self.italic = italic
            self.path = path
        }

        public init?(_ name: String) {
            guard name.hasPrefix("file:") else { return nil }
            let parts = name.dropFirst(5).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let weight = Int(parts[1]), !parts[3].isEmpty else { return nil }
            fallback = String(parts[0])
            self.weight = weight
            italic = parts[2] == "1"
            path = String(parts[3])
        }

        public var name: String { "file:\(fallback):\(weight):\(italic ? 1 : 0):\(path)" }
    }

    /// The app's face first, then the profile family's chain for the script: a character the app's font
    /// lacks is drawn by the platform's fallback, as Android's `Typeface` built from a font resource does
    /// (its font collection is followed by the system fallback families, minikin `FontCollection`).
    private func chain(_ file: FileFamily, weight: Int, italic: Bool, script: String, locale: String?) throws -> FontFallbackChain {
        let key = ChainKey(family: file.name, weight: weight, italic: italic, script: FontLibrary.normalize(script: script), localeKey: locale)
        if let known = chains.withLock({ $0[key] }) { return known }
        let own = try face(FontProfile.FaceFile(file: file.path, index: 0, weight: file.weight, italic: file.italic))
        let rest = try chain(family: file.fallback, weight: weight, italic: italic, script: script, locale: locale).faces
        let chain = FontFallbackChain(faces: [own] + rest.filter { $0 != own })
        chains.withLock { $0[key] = chain }
        return chain
    }

    /// Whether the profile has `family`, or it is a file family whose file exists and whose fallback the
    /// profile has.
    public func knows(family: String) -> Bool {
        if let file = FileFamily(family) { return profile.families[file.fallback] != nil && FileManager.default.fileExists(atPath: file.path) }
        return profile.families[family] != nil
    }

    /// Whether `family`'s platform breaks lines of `locale` only between words (`wordBreak: keep-all` for
    /// the locale's language in the profile).
    public func keepsWordsWhole(family: String, locale: String) -> Bool {
        if let file = FileFamily(family) { return keepsWordsWhole(family: file.fallback, locale: locale) }
        guard let styles = profile.families[family]?.wordBreak, !styles.isEmpty else { return false }
        let language = LocaleInfo.maximizedTag(locale).split(separator: "-").first.map(String.init) ?? locale
        return styles[language] == "keep-all"
    }

    /// The key of `family`'s `locales` that `locale` uses, nil when none: from ICU's likely subtags
    /// (`zh-TW` → `zh-Hant-TW`), the first key that exists of language-script-region, language-region,
    /// language-script, language and und-script. So `zh-HK` takes a `zh-HK` chain, `zh-TW` and `zh-Hant`
    /// the `zh-Hant` one, `yue` (`yue-Hant-HK`) the `und-Hant` one, as Android matches a family's `lang`.
    public func localeKey(for locale: String, family: String) -> String? {
        if let file = FileFamily(family) { return localeKey(for: locale, family: file.fallback) }
        guard let keys = profile.families[family]?.locales, !keys.isEmpty else { return nil }
        let cacheKey = family + "\u{0}" + locale
        if let known = localeKeys.withLock({ $0[cacheKey] }) { return known }
        let parts = LocaleInfo.maximizedTag(locale).split(separator: "-").map(String.init)
        let language = parts.first ?? locale
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)-\(script)-\(region)") }
        if let region { candidates.append("\(language)-\(region)") }
        if let script { candidates.append("\(language)-\(script)") }
        candidates.append(language)
        if let script { candidates.append("und-\(script)") }
        let found = candidates.first { keys[$0] != nil }
        localeKeys.withLock { $0[cacheKey] = found }
        return found
    }

    /// The face of a typeface that CSS font matching picks: a true italic when asked for and present,
    /// else the upright faces; then the nearest weight.
    public func face(typeface: String, weight: Int, italic: Bool) throws -> FontFace {
        guard let files = profile.typefaces[typeface], !files.isEmpty else { throw TypesetterError.unknownFamily(typeface) }
        let italics = files.filter { $0.italic == true }
        let uprights = files.filter { $0.italic != true }
        let pool = italic ? (italics.isEmpty ? uprights : italics) : (uprights.isEmpty ? italics : uprights)
        let matched = FontWeight.match(weight, among: pool.map(\.weight)) ?? pool[0].weight
        let file = pool.first { $0.weight == matched }!
        return try face(file)
    }

    private func face(_ file: FontProfile.FaceFile) throws -> FontFace {
        let path = URL(fileURLWithPath: file.file, relativeTo: baseURL).standardizedFileURL.path
        let key = FaceKey(path: path, index: file.index ?? 0)
        if let known = faces.withLock({ $0[key] }) { return known }
        let loaded = try FontFace(path: path, index: key.index, weight: file.weight, italic: file.italic ?? false)
        return faces.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = loaded
            return loaded
        }
    }

    /// Han text written as Simplified, Traditional, Japanese or Korean shares the Han chain.
    static func normalize(script: String) -> String {
        switch script {
        case "Hans", "Hant", "Jpan", "Kore": "Hani"
        case "Zinh", "Zzzz": "Zyyy"
        default: script
        }
    }
}

extension Unicode.Scalar {
    /// Controls, line and paragraph separators and default-ignorable characters (ZWJ, variation selectors,
    /// bidi marks) draw nothing: a face lacking them is no missing glyph.
    var needsGlyph: Bool {
        // Common blocks (Latin, Arabic letters and marks, Devanagari, Thai, punctuation, kana, CJK) hold no
        // control, separator, format or default-ignorable scalar: skip the stdlib's (slow) property lookups.
        switch value {
        case 0x0020...0x007E, 0x00A0...0x00AC, 0x00AE...0x024F, 0x0606...0x061B, 0x061D...0x06DC, 0x0900...0x097F,
             0x0E00...0x0E7F, 0x2010...0x2027, 0x3000...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF9F:
            return true
        default: break
        }
        let props = properties
        if props.isDefaultIgnorableCodePoint { return false }
        switch props.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: return false
        default: return true
        }
    }
}
