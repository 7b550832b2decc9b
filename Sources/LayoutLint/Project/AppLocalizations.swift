import Foundation

/// The languages an Apple app's Info.plist files say the app runs in: `CFBundleLocalizations` ("the
/// localizations handled manually by your app", Apple's Information Property List reference), and whether
/// one sets `CFBundleAllowMixedLocalizations` (frameworks may then show languages the app does not have).
///
/// Core Foundation looks a bundle other than the main one up in the localization the main bundle resolved
/// to (swift-corelibs-foundation `CFBundle_Locale.c`: `_CFBundleCopyLanguageSearchListInBundle` takes the
/// main bundle's preferred localization unless `CFBundleAllowMixedLocalizations`), and the main bundle's
/// localizations are this list plus its own `.lproj` folders (`_copyBundleLocalizationsFromResources`). An app
/// extension's main bundle follows its host app's (`CFBundleFollowParentLocalization`, set for `NSExtension`
/// bundles), so every Info.plist of the project adds to one list.
///
/// Only XML property lists are read (the format Xcode writes an Info.plist in); a plist that cannot be read
/// says nothing.
public struct AppLocalizations: Sendable, Equatable {
    /// Canonical tags from every `CFBundleLocalizations`.
    public var locales: Set<String>
    /// The Info.plist files that list them, sorted.
    public var declaredIn: [String]

    /// Info.plist files, by name: `Info.plist`, `App-Info.plist` (Xcode's `INFOPLIST_FILE` names either).
    static func isInfoPlist(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    /// What one Info.plist says of the app's languages, read once for every use (`ShippedLocales.infoPlists`).
    public struct InfoPlist: Sendable, Equatable {
        public var path: String
        /// Its `CFBundleLocalizations` (canonical tags); nil when the key is not there.
        public var localizations: Set<String>?
        /// Whether it sets `CFBundleAllowMixedLocalizations`.
        public var allowsMixedLocalizations: Bool
    }

    /// The Info.plist files at `paths`, in path order, each read once; one that cannot be read says nothing.
    static func infoPlists(_ paths: [String]) -> [InfoPlist] {
        paths.sorted().compactMap { path in
            guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20 else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            return InfoPlist(path: path, localizations: localizations(text),
                             allowsMixedLocalizations: AppleSourceFacts.plistBool("CFBundleAllowMixedLocalizations", in: text))
        }
    }

    /// What the files say; nil when none lists `CFBundleLocalizations`, or one allows mixed localizations
    /// (then a package's languages are not bounded by the app's).
    static func read(_ plists: [InfoPlist]) -> AppLocalizations? {
        var locales = Set<String>()
        var declaring: [String] = []
        for plist in plists {
            if plist.allowsMixedLocalizations { return nil }
            guard let listed = plist.localizations else { continue }
            locales.formUnion(listed)
            declaring.append(plist.path)
        }
        guard !declaring.isEmpty else { return nil }
        return AppLocalizations(locales: locales, declaredIn: declaring)
    }

    /// `<key>CFBundleLocalizations</key><array><string>de</string>…</array>` → canonical tags; nil when the
    /// key is not there.
    static func localizations(_ text: String) -> Set<String>? {
        guard case .strings(let names)? = AppleSourceFacts.plistValue("CFBundleLocalizations", in: text) else { return nil }
        return Set(names.filter { !$0.isEmpty }.map(LocaleTag.canonical).filter { $0 != LocaleTag.base })
    }

    /// Whether a catalog's locale is one the app runs in: the locale itself, a language it falls back to
    /// (`de-AT` → `de`), or a regional variant of an app language (`pt` for an app in `pt-BR`).
    static func matches(_ locale: String, _ appLocales: Set<String>) -> Bool {
        if appLocales.contains(locale) { return true }
        if LocaleTag.fallbacks(locale).contains(where: appLocales.contains) { return true }
        return appLocales.contains { LocaleTag.fallbacks($0).contains(locale) }
    }
}
