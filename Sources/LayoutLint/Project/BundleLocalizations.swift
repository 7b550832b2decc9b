import Foundation

/// The languages each Apple catalog file is looked up in, as the bundle it is built into resolves them.
///
/// `Bundle` shows a table's values in the localization the bundle resolves to, and a bundle resolves only to a
/// language it has: the user's preferred languages matched against the bundle's own localizations, else its
/// development region (`Bundle.preferredLocalizations`; swift-corelibs-foundation `CFBundle_Locale.c`,
/// `_CFBundleCopyLanguageSearchListInBundle`). An app's main bundle has the localizations of its `.lproj`
/// folders and String Catalog languages and the `CFBundleLocalizations` its Info.plist lists
/// (`_copyBundleLocalizationsFromResources`; Apple's Information Property List reference). A Swift package's
/// (a framework's) bundle is pinned to the localization the main bundle resolved to unless the app's Info.plist
/// sets `CFBundleAllowMixedLocalizations`; then it also resolves to languages of its own.
///
/// So an app's own table is never looked up in a language the app does not have: a German user of an app
/// localized in English and Chinese sees English, whichever of its packages (a vendored editor's `de.lproj`)
/// has German. Its values are not “missing” in German; the app is not in German. A locale a file's bundle does
/// not resolve to is not checked for that file's keys (`shows`).
///
/// Decided only where a readable Xcode project builds the file (its own catalogs) or the file is in a Swift
/// package below such projects; elsewhere (no project, a project that cannot be read) every locale is looked up.
public struct BundleLocalizations: Sendable, Equatable {
    /// Per catalog file path: the languages its bundle resolves to (canonical tags, the development regions
    /// and the source locale among them).
    private var byFile: [String: Set<String>] = [:]

    public init() {}

    /// Whether the bundle `file` is built into resolves to `locale` (itself, a language it falls back to, or a
    /// regional variant of one the bundle has: `AppLocalizations.matches`); true where it is not decided.
    public func shows(file: String, locale: String) -> Bool {
        guard let locales = byFile[file] else { return true }
        return AppLocalizations.matches(locale, locales)
    }

    /// Whether any file's languages are decided (nothing to look up otherwise).
    public var isEmpty: Bool { byFile.isEmpty }

    /// The languages of each Apple catalog's bundle, from the projects that build it.
    init(catalogs: [CatalogFile], shipped: ShippedLocales?, sourceLocale: String) {
        guard let shipped else { return }
        let projects = shipped.xcodeProjects.filter(\.isReadable)
        guard !projects.isEmpty else { return }
        let apple = catalogs.filter { [.strings, .stringsdict, .xcstrings].contains($0.format) }
        guard !apple.isEmpty else { return }
        var place: [String: (covering: [XcodeProjectFile], inPackage: Bool)] = [:]
        for catalog in apple {
            let covering = projects.filter { $0.covers(catalog.path) }
            place[catalog.path] = (covering, !covering.isEmpty && ShippedLocales.isInSwiftPackage(catalog.path, below: covering))
        }
        // Per project: the languages of its main bundle (with its development region and the source's) and
        // whether its packages may resolve on their own.
        var languages: [String: Set<String>] = [:]
        var mixed: [String: Bool] = [:]
        for project in projects {
            let (own, allowsMixed) = shipped.mainBundleLanguages(of: project, catalogs: apple) { place[$0.path]?.inPackage != false }
            languages[project.path] = own.union([sourceLocale, project.developmentRegion])
            mixed[project.path] = allowsMixed
        }
        // A package's own languages (every catalog of its target), where the app lets it resolve on its own.
        var packageLanguages: [String: Set<String>] = [:]
        for catalog in apple where place[catalog.path]?.inPackage == true {
            guard let target = SwiftPackageTargets.place(of: catalog.path) else { continue }
            packageLanguages[target.package + "\u{1F}" + (target.target ?? ""), default: []]
                .formUnion(catalog.localeSet.subtracting([LocaleTag.base]))
        }
        for catalog in apple {
            guard let (covering, inPackage) = place[catalog.path], !covering.isEmpty else { continue }
            if inPackage {
                // Linked into the apps whose projects hold it: it shows their languages, and its own where one of
                // them allows mixed localizations.
                var locales = covering.reduce(into: Set<String>()) { $0.formUnion(languages[$1.path] ?? []) }
                if covering.contains(where: { mixed[$0.path] == true }) {
                    guard let target = SwiftPackageTargets.place(of: catalog.path) else { continue }
                    locales.formUnion(packageLanguages[target.package + "\u{1F}" + (target.target ?? "")] ?? [])
                }
                byFile[catalog.path] = locales
            } else {
                let building = covering.filter { $0.builds(catalog.path) }
                // A file no project builds ships nowhere; that is `ShippedLocales`' to say, not decided here.
                guard !building.isEmpty else { continue }
                byFile[catalog.path] = building.reduce(into: Set<String>()) { $0.formUnion(languages[$1.path] ?? []) }
            }
        }
    }
}
