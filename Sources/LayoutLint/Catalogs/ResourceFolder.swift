import Foundation

/// The XML string resources a build reads, by where they live, and the locale each folder names as that
/// build's own tool reads it. Which `.xml` files are catalogs at all is decided here, so a `strings.xml` is
/// never taken for anything else (an Apple `.strings` file least of all).
///
/// - Android (aapt2): `values[-qualifiers]/*.xml` in any resource folder — `src/<set>/res/` or whatever a
///   Gradle source set names in `res.srcDirs` (the folder walk finds `values*/` wherever it is).
/// - Kotlin Multiplatform, moko-resources: `src/<sourceSet>/moko-resources/**/strings*.xml` and
///   `plurals*.xml` at any depth (the gradle plugin's `StringGeneratorFactory` / `PluralGeneratorFactory`
///   filter `**/strings*.xml`, `**/plurals*.xml`; `mokoResourcesSourceDirectory.kt` names the folder; before
///   moko-resources 0.24 it was `src/<sourceSet>/resources/MR/`, README change of July 2023). The file's own
///   folder names the locale (`StringResourceGenerator`: `LanguageType.fromFileName(file.parentFile.name)`):
///   `base` is the source; any other is read as `fromFileName` does: `-r` becomes `-` and the rest is a BCP 47
///   tag (`de`, `pt-BR`, `zh-rCN` → zh-CN). A source set with a `moko-resources/` folder is built by 0.24 or
///   later, which never reads `resources/MR/` (`ScopeStage.appCatalogs` leaves those files out, named in the coverage).
/// - Compose Multiplatform resources: `src/<sourceSet>/composeResources/values[-qualifiers]/*.xml`. The
///   qualifiers come in any order (`values-dark-de`): a language is `[a-z]{2,3}`, a region `r[A-Z]{2}` or
///   `r[0-9]{3}` after it, or one BCP 47 segment `b+sr+Latn` first (JetBrains compose-multiplatform,
///   `gradle-plugins/compose/.../resources/GeneratedResClassSpec.kt`; docs: "Localize strings", Compose
///   Multiplatform resources qualifiers).
public struct ResourceFolder: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Android `res/values*/` (aapt2): Gradle's locale filters apply.
        case android
        /// moko-resources: generated into every platform's resources, each ships every locale.
        case mokoResources
        /// Compose Multiplatform `composeResources/values*/`: packaged as resources of their own, which
        /// Gradle's Android locale filters do not strip.
        case composeResources
    }

    public var kind: Kind
    /// The canonical locale, or `LocaleTag.base` for the source folder.
    public var locale: String

    /// The resource folder of an `.xml` file; nil when the file is no string resource of any of them.
    public static func of(_ path: String) -> ResourceFolder? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.count >= 2, let file = parts.last, file.lowercased().hasSuffix(".xml") else { return nil }
        let folder = parts[parts.count - 2]
        let parent = parts.count >= 3 ? parts[parts.count - 3] : ""
        if let root = mokoRoot(parts) {
            // moko matches `**/strings*.xml` at any depth under its folder (`values/base/strings.xml` as
            // well as `base/strings.xml`); the file's own folder names the locale (`fromFileName(file.parentFile.name)`).
            let name = file.lowercased()
            guard root < parts.count - 2, name.hasPrefix("strings") || name.hasPrefix("plurals"),
                  let locale = mokoLocale(folder) else { return nil }
            return ResourceFolder(kind: .mokoResources, locale: locale)
        }
        if parent == "composeResources" {
            guard folder == "values" || folder.hasPrefix("values-") else { return nil }
            return ResourceFolder(kind: .composeResources, locale: composeLocale(folder))
        }
        guard folder == "values" || folder.hasPrefix("values-"), let locale = LocaleTag.fromAndroidValues(folder) else { return nil }
        return ResourceFolder(kind: .android, locale: locale)
    }

    /// The index of the last path component that is moko-resources' folder: `moko-resources`, or `MR` in
    /// `resources/MR` (before 0.24); nil when the path is under neither.
    static func mokoRoot(_ parts: [String]) -> Int? {
        for index in stride(from: parts.count - 2, through: 0, by: -1) {
            if parts[index] == "moko-resources" { return index }
            if parts[index] == "MR", index > 0, parts[index - 1] == "resources" { return index }
        }
        return nil
    }

    /// The source-set folder a moko-resources file belongs to (`i18n/src/commonMain`), and whether it is in
    /// the folder moko-resources 0.24 and later reads (`moko-resources/`) rather than the one before
    /// (`resources/MR/`); nil for any other path.
    public static func mokoSourceSet(_ path: String) -> (folder: String, current: Bool)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let root = mokoRoot(parts) else { return nil }
        let current = parts[root] == "moko-resources"
        let folder = parts[..<(current ? root : root - 1)].joined(separator: "/")
        return (folder, current)
    }

    /// `base` → the source; `de`, `pt-BR`, `zh-rCN` → canonical tags (moko's `fromFileName`: `-r` → `-`,
    /// the rest a BCP 47 tag for `Locale.forLanguageTag`). A folder whose name starts with no ISO 639 code
    /// (2–3 letters: `values`, `files`, `1`) names no locale: nil (moko would make `values-values/`, which
    /// Android's resource compiler refuses).
    static func mokoLocale(_ folder: String) -> String? {
        if folder == "base" { return LocaleTag.base }
        let tag = folder.replacingOccurrences(of: "-r", with: "-")
        let language = tag.split(separator: "-", omittingEmptySubsequences: false).first ?? ""
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return LocaleTag.canonical(tag)
    }

    /// `values`, `values-de`, `values-dark-pt-rBR`, `values-b+sr+Latn` → the source or a canonical tag.
    static func composeLocale(_ folder: String) -> String {
        let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
        var language: String?
        var region: String?
        for qualifier in qualifiers {
            if qualifier.hasPrefix("b+") {
                return LocaleTag.canonical(qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-"))
            }
            if (2...3).contains(qualifier.count), qualifier.allSatisfy({ $0.isASCII && $0.isLowercase }) {
                language = qualifier
            } else if qualifier.count == 3 || qualifier.count == 4, qualifier.first == "r",
                      qualifier.dropFirst().allSatisfy({ ($0.isASCII && $0.isUppercase) || $0.isASCII && $0.isNumber }) {
                region = String(qualifier.dropFirst())
            }
        }
        guard let language else { return LocaleTag.base }
        return LocaleTag.canonical(region.map { language + "-" + $0 } ?? language)
    }
}
