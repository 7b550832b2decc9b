import Foundation

/// The locales an app ships, as its build says: Xcode's `knownRegions` (project.pbxproj) and Android's
/// `resConfigs` / `resourceConfigurations` / `localeFilters` (Gradle). A catalog locale that is not among
/// them is not in the app (translation platforms export every language they have; Xcode copies only the
/// project's regions' `.lproj` folders into the bundle, and the Android Gradle plugin strips the resources of
/// every other locale from the APK), so it is not checked. Without such a declaration every catalog locale
/// counts as shipped.
///
/// Sources: Xcode's project format keeps the project's localizations in `knownRegions`; the Android Gradle
/// plugin's `resourceConfigurations` (formerly `resConfigs`, since AGP 8.x `androidResources.localeFilters`)
/// "keeps only the resources for the languages listed" (developer.android.com/studio/build/shrink-code#unused-alt-resources).
public struct ShippedLocales: Sendable, Equatable {
    /// Canonical tags (`zh-Hans-CN`, `he`) the app ships exactly (Xcode regions), sorted.
    public var locales: [String]
    /// Tags the app ships with their regional variants (Android: the Gradle filter `de` keeps
    /// `values-de-rAT` too), sorted.
    public var withRegionalVariants: [String]
    /// The files that declare them, sorted.
    public var declaredIn: [String]

    public init(locales: [String], withRegionalVariants: [String] = [], declaredIn: [String]) {
        self.locales = locales
        self.withRegionalVariants = withRegionalVariants
        self.declaredIn = declaredIn
    }

    /// Whether a catalog locale is in the app.
    public func ships(_ locale: String) -> Bool {
        if locales.contains(locale) || withRegionalVariants.contains(locale) { return true }
        return LocaleTag.fallbacks(locale).contains { withRegionalVariants.contains($0) }
    }

    /// Files that may declare shipped locales, by name: Xcode project files and Gradle build scripts (and
    /// Android manifests, which say whether the app mirrors: `AndroidRTLSupport`).
    public static func isDeclaration(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name == "AndroidManifest.xml" { return true }
        if name == "project.pbxproj" { return path.contains(".xcodeproj/") }
        return name.hasSuffix(".gradle") || name.hasSuffix(".gradle.kts")
    }

    /// The locales the files declare; nil when none declares any (then every catalog locale ships).
    public static func read(_ files: [String]) -> ShippedLocales? {
        var exact = Set<String>()
        var withRegions = Set<String>()
        var declaring: [String] = []
        for path in files.sorted() where !AndroidRTLSupport.isManifest(path) {
            guard let data = FileManager.default.contents(atPath: path), data.count < 16 << 20,
                  let text = String(data: data, encoding: .utf8) else { continue }
            let isXcode = path.hasSuffix("project.pbxproj")
            let found = isXcode ? knownRegions(text) : gradleLocales(text)
            guard !found.isEmpty else { continue }
            if isXcode { exact.formUnion(found) } else { withRegions.formUnion(found) }
            declaring.append(path)
        }
        guard !exact.isEmpty || !withRegions.isEmpty else { return nil }
        return ShippedLocales(locales: exact.sorted(), withRegionalVariants: withRegions.sorted(), declaredIn: declaring)
    }

    /// `knownRegions = ( en, Base, "zh-Hans", … );` → canonical tags, `Base` left out.
    static func knownRegions(_ text: String) -> Set<String> {
        guard let start = text.range(of: "knownRegions") else { return [] }
        let rest = text[start.upperBound...]
        guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return [] }
        var result = Set<String>()
        for item in rest[rest.index(after: open)..<close].split(separator: ",") {
            let name = item.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
            guard !name.isEmpty else { continue }
            let tag = LocaleTag.canonical(name)
            if tag != LocaleTag.base && LocaleTag.isCheckable(tag) { result.insert(tag) }
        }
        return result
    }

    /// The quoted items of `resConfigs`, `resourceConfigurations` and `localeFilters` lists (Groovy and
    /// Kotlin DSL: `resConfigs "en", "de"`, `resourceConfigurations += ["en", "pt-rBR"]`,
    /// `localeFilters += listOf("en", "b+sr+Latn")`), as Android resource qualifiers; density and other
    /// qualifiers (`xxhdpi`, `nodpi`) and `auto` are left out.
    static func gradleLocales(_ text: String) -> Set<String> {
        var result = Set<String>()
        for keyword in ["resConfigs", "resConfig", "resourceConfigurations", "localeFilters"] {
            var searchFrom = text.startIndex
            while let found = text.range(of: keyword, range: searchFrom..<text.endIndex) {
                searchFrom = found.upperBound
                // A whole word: not `myResConfigs`, not `resConfigsFoo`.
                if found.lowerBound > text.startIndex, isWordCharacter(text[text.index(before: found.lowerBound)]) { continue }
                if found.upperBound < text.endIndex, isWordCharacter(text[found.upperBound]) { continue }
                // The statement: up to the end of the line, or of the bracketed list when one opens on it.
                var end = text[found.upperBound...].firstIndex(of: "\n") ?? text.endIndex
                let line = text[found.upperBound..<end]
                if let open = line.firstIndex(where: { $0 == "[" || $0 == "(" }) {
                    let closer: Character = text[open] == "[" ? "]" : ")"
                    end = text[open...].firstIndex(of: closer) ?? end
                }
                for item in quotedStrings(text[found.upperBound..<end]) {
                    if let tag = androidQualifierLocale(item) { result.insert(tag) }
                }
            }
        }
        return result
    }

    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    private static func quotedStrings(_ text: Substring) -> [String] {
        var result: [String] = []
        var current: String?
        var quote: Character = "\""
        for c in text {
            if var open = current {
                if c == quote {
                    result.append(open)
                    current = nil
                } else {
                    open.append(c)
                    current = open
                }
            } else if c == "\"" || c == "'" {
                quote = c
                current = ""
            }
        }
        return result
    }

    /// `en`, `pt-rBR`, `zh-rTW`, `b+sr+Latn`, `in`, `iw` → canonical tags; nil for anything that is not a
    /// language qualifier.
    static func androidQualifierLocale(_ qualifier: String) -> String? {
        guard qualifier != "auto", !qualifier.isEmpty else { return nil }
        guard let tag = LocaleTag.fromAndroidValues("values-" + qualifier), tag != LocaleTag.base,
              LocaleTag.isCheckable(tag) else { return nil }
        return tag
    }
}
