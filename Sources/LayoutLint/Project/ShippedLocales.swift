import Foundation

/// The locales an app ships, as its build says, file by file: a catalog's values in a locale are in the
/// app when the build copies or compiles them. Translation platforms export every language they have; what
/// the build leaves out is not checked (`ScopeStage.shippedCatalogs`), and the coverage says why.
///
/// - XcodeGen (`XcodeGenSpec`), where the repository keeps the spec and not the project it generates: a file
///   under the spec's folder ships when a target's `sources` hold it and their `excludes` do not take it out.
/// - Apple (`XcodeProjectFile`): a `.lproj` file ships when the project references it (or a folder holding
///   it: synchronized folder, folder reference, local package); every language of a String Catalog ships.
///   `knownRegions` restricts both only with `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES`. A file outside every
///   project's folder, or inside a Swift package (SwiftPM processes every `.lproj` of a target's resources),
///   is not the project's to decide: it ships. Where a project file cannot be read, which files it builds
///   cannot be decided: its `knownRegions` decide, as they did before, and the coverage says so.
/// - Android (`res/values*/`): the Android Gradle plugin's `resourceConfigurations` (formerly `resConfigs`,
///   since AGP 8.x `androidResources.localeFilters`) "keeps only the resources for the languages listed"
///   (developer.android.com/studio/build/shrink-code#unused-alt-resources); without them every `values-*`
///   ships. `res/xml/locales_config.xml` restricts nothing: it is the list Android 13's per-app language
///   picker offers (developer.android.com/guide/topics/resources/app-languages), but resources still
///   resolve against the system's locale list, so a user whose phone is set to a language the list leaves
///   out still sees that language's `values-*` strings.
/// - A Swift package's (or framework's) localized strings are looked up in the language the app itself runs
///   in: Core Foundation pins a bundle other than the main one to the localization the main bundle resolved
///   to, unless the app's Info.plist sets `CFBundleAllowMixedLocalizations` (swift-corelibs-foundation
///   `CFBundle_Locale.c`, `_CFBundleCopyLanguageSearchListInBundle`). The main bundle's localizations are its
///   `CFBundleLocalizations` ("the localizations handled manually by your app", Apple's Information Property
///   List reference) and its own `.lproj` folders and String Catalogs (`_copyBundleLocalizationsFromResources`).
///   So where an app's Info.plist lists `CFBundleLocalizations`, a package's values in a language neither
///   that list nor the app's own catalogs have are never shown (`AppLocalizations`).
/// - moko-resources and Compose Multiplatform resources ship every locale folder (Gradle's Android locale
///   filters strip `res/` only; the Apple and desktop builds copy every locale).
public struct ShippedLocales: Sendable, Equatable {
    /// Canonical tags the Xcode projects list in `knownRegions` (used where a project restricts, or cannot
    /// be read), sorted.
    public var locales: [String]
    /// Tags the app ships with their regional variants (Android: the Gradle filter `de` keeps
    /// `values-de-rAT` too), sorted.
    public var withRegionalVariants: [String]
    /// The files that declare them, sorted.
    public var declaredIn: [String]
    /// The Xcode projects read.
    public var xcodeProjects: [XcodeProjectFile] = []
    /// The Gradle scripts with locale filters.
    var gradleFiles: [String] = []
    /// Where the Gradle locale filters are computed by build code (`localeFilters.addAll(supportedLocales())`:
    /// `file:line`), the app's declared languages standing for them (`declaredAppLanguages`); empty otherwise.
    var computedGradleFilters: [String] = []
    /// The XcodeGen specs read (`XcodeGenSpec`): where no Xcode project is kept, they say what is built.
    public var xcodeGenSpecs: [XcodeGenSpec] = []
    /// What the apps' Info.plist files say about the languages the app runs in (nil when none lists them).
    public var appLocalizations: AppLocalizations?
    /// What the Apple apps' Info.plist files say, in path order, each read once (`AppLocalizations.InfoPlist`).
    public var infoPlists: [AppLocalizations.InfoPlist] = []

    public init(locales: [String], withRegionalVariants: [String] = [], declaredIn: [String]) {
        self.locales = locales
        self.withRegionalVariants = withRegionalVariants
        self.declaredIn = declaredIn
    }

    /// Whether a locale is in the app, by the locale alone (Gradle filters; Xcode regions where they decide).
    public func ships(_ locale: String) -> Bool {
        if locales.contains(locale) || withRegionalVariants.contains(locale) { return true }
        return LocaleTag.fallbacks(locale).contains { withRegionalVariants.contains($0) }
    }

    /// Why a catalog file's values in a locale are not in the app; nil when they are. The source folders
    /// (`Base`, `values/`) always ship.
    ///
    /// `appLocales`: the languages the app's main bundle runs in (`AppLocalizations.locales` with the
    /// locales of the catalogs the app's own target builds), which bound a Swift package's values.
    public func notShippedReason(path: String, format: CatalogFormat, locale: String, appLocales: Set<String>? = nil) -> String? {
        guard locale != LocaleTag.base else { return nil }
        switch format {
        case .android:
            guard ResourceFolder.of(path)?.kind == .android, !withRegionalVariants.isEmpty,
                  !(CollectionOfOne(locale) + LocaleTag.fallbacks(locale)).contains(where: withRegionalVariants.contains) else { return nil }
            if !computedGradleFilters.isEmpty {
                return "the Gradle locale filters are computed by build code (\(computedGradleFilters.joined(separator: ", "))) and the app's declared "
                    + "languages (android:localeConfig, \(gradleFiles.joined(separator: ", "))) leave it out"
            }
            return "not in the Gradle locale filters (resConfigs / resourceConfigurations / localeFilters) of \(gradleFiles.joined(separator: ", "))"
        case .strings, .stringsdict, .xcstrings:
            let (covering, inPackage) = placement(of: path)
            guard !covering.isEmpty else { return xcodeGenReason(path) }
            if inPackage {
                guard let appLocalizations, let appLocales, !AppLocalizations.matches(locale, appLocales) else { return nil }
                return "not a language the app runs in: a Swift package's strings follow the app's language, and the app's "
                    + "CFBundleLocalizations (\(appLocalizations.declaredIn.joined(separator: ", "))) and its own catalogs leave it out"
            }
            if format != .xcstrings {
                if let unread = covering.first(where: { !$0.isReadable }) {
                    // Cannot be decided: the regions the project lists decide, as before.
                    return unread.knownRegions.contains(locale) || unread.knownRegions.isEmpty ? nil
                        : "not in knownRegions of \(unread.path) (a project file layoutlint could not read: which files it builds is undecided)"
                }
                let building = covering.filter { $0.builds(path) }
                guard !building.isEmpty else {
                    return "not in the build: no target of \(covering.map(\.path).joined(separator: ", ")) builds it (no build phase, copied folder, synchronized folder or package Sources/ holds it)"
                }
                return Self.restricting(building, locale: locale)
            }
            return Self.restricting(covering, locale: locale)
        case .xliff:
            return nil
        }
    }

    /// Why no XcodeGen spec that holds the file builds it; nil when one does, or none holds it (not the specs'
    /// to decide) or none could be read.
    private func xcodeGenReason(_ path: String) -> String? {
        let holding = xcodeGenSpecs.filter { $0.covers(path) }
        guard !holding.isEmpty, !holding.contains(where: { $0.builds(path) }),
              !Self.isInSwiftPackage(path, belowRoots: Set(holding.map { $0.folder.lowercased() })) else { return nil }
        return "not in the build: no target of \(holding.map(\.path).joined(separator: ", ")) builds it (XcodeGen: not under a target's `sources`, or taken out by its `excludes`)"
    }

    /// Whether an Apple catalog is the app's own (its project builds it into a target, not a Swift package):
    /// its languages are languages of the app's main bundle.
    public func isAppOwnCatalog(path: String, format: CatalogFormat) -> Bool {
        guard [.strings, .stringsdict, .xcstrings].contains(format) else { return false }
        let (covering, inPackage) = placement(of: path)
        guard !covering.isEmpty, !inPackage else { return false }
        return format == .xcstrings || covering.contains { !$0.isReadable || $0.builds(path) }
    }

    /// The languages of the main bundle a project builds: the locales (`Base` left out) of the Apple catalogs it
    /// builds that are not a Swift package's (`isInPackage`, as the caller places them), and the
    /// `CFBundleLocalizations` of the Info.plists in its folder; and whether one of those Info.plists allows
    /// mixed localizations (`AppleUIFilesShown`, `BundleLocalizations`).
    func mainBundleLanguages(of project: XcodeProjectFile, catalogs: [CatalogFile], isInPackage: (CatalogFile) -> Bool)
        -> (languages: Set<String>, allowsMixed: Bool) {
        var languages = Set<String>()
        for catalog in catalogs where [.strings, .stringsdict, .xcstrings].contains(catalog.format)
            && project.builds(catalog.path) && !isInPackage(catalog) {
            languages.formUnion(catalog.localeSet.subtracting([LocaleTag.base]))
        }
        var allowsMixed = false
        for plist in infoPlists where project.covers(plist.path) {
            if plist.allowsMixedLocalizations { allowsMixed = true }
            languages.formUnion(plist.localizations ?? [])
        }
        return (languages, allowsMixed)
    }

    /// The languages one bundle target's product localizes (`XcodeProjectFile.BundleTarget`): the catalogs its own
    /// build phases hold (a Swift package's left out, as `mainBundleLanguages` leaves them), and the
    /// `CFBundleLocalizations` of the Info.plist its `INFOPLIST_FILE` names; and whether that Info.plist allows
    /// mixed localizations.
    func bundleLanguages(of target: XcodeProjectFile.BundleTarget, catalogs: [CatalogFile], isInPackage: (CatalogFile) -> Bool)
        -> (languages: Set<String>, allowsMixed: Bool) {
        var languages = Set<String>()
        for catalog in catalogs where [.strings, .stringsdict, .xcstrings].contains(catalog.format)
            && target.builds(catalog.path) && !isInPackage(catalog) {
            languages.formUnion(catalog.localeSet.subtracting([LocaleTag.base]))
        }
        // Its own `.lproj` folders are its localizations whatever they hold (a per-language copy of a XIB).
        for reference in target.references {
            for component in reference.split(separator: "/") where component.hasSuffix(".lproj") {
                let tag = LocaleTag.canonical(String(component.dropLast(".lproj".count)))
                if !tag.isEmpty, tag != LocaleTag.base { languages.insert(tag) }
            }
        }
        var allowsMixed = false
        for plist in infoPlists where target.infoPlists.contains(XcodeProjectFile.normalized(plist.path)) {
            if plist.allowsMixedLocalizations { allowsMixed = true }
            languages.formUnion(plist.localizations ?? [])
        }
        return (languages, allowsMixed)
    }

    /// The Xcode projects whose folder holds a file, and whether it is in a Swift package's targets below them
    /// (`isInSwiftPackage`).
    private func placement(of path: String) -> (covering: [XcodeProjectFile], inPackage: Bool) {
        let covering = xcodeProjects.filter { $0.covers(path) }
        return (covering, !covering.isEmpty && Self.isInSwiftPackage(path, below: covering))
    }

    private static func restricting(_ projects: [XcodeProjectFile], locale: String) -> String? {
        guard projects.allSatisfy({ $0.buildsOnlyKnownRegions && !$0.knownRegions.isEmpty && !$0.knownRegions.contains(locale) }) else { return nil }
        return "BUILD_ONLY_KNOWN_LOCALIZATIONS = YES and not in knownRegions of \(projects.map(\.path).joined(separator: ", "))"
    }

    /// A file in a Swift package's targets (under the `Sources/` of a folder with a `Package.swift`, between
    /// it and the project's folder): SwiftPM's build, not the Xcode project's, decides, and it processes
    /// every `.lproj` of a target's resources (swift-package-manager, "Localizing Package Resources"; targets
    /// live in `Sources/<target>` by default). A package's other folders are not built.
    static func isInSwiftPackage(_ path: String, below projects: [XcodeProjectFile]) -> Bool {
        isInSwiftPackage(path, belowRoots: Set(projects.map(\.root)))
    }

    /// `isInSwiftPackage(_:below:)` below the folders `roots` (standardized, lowercased: `XcodeProjectFile.normalized`),
    /// where the search stops: an XcodeGen spec's folder, which holds no project file. The package is the nearest
    /// whose `Sources/` holds the file (`SwiftPackageTargets.place`); none of the folders from the file's up to the
    /// package's is a root.
    static func isInSwiftPackage(_ path: String, belowRoots roots: Set<String>) -> Bool {
        guard let package = SwiftPackageTargets.place(of: path)?.package else { return false }
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<64 {
            if roots.contains(folder.path.lowercased()) { return false }
            if folder.path == package { return true }
            folder.deleteLastPathComponent()
        }
        return false
    }

    /// Files that may declare shipped locales, by name: Xcode project files and Gradle build scripts (and
    /// Android manifests, which say whether the app mirrors: `AndroidRTLSupport`).
    public static func isDeclaration(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name == "AndroidManifest.xml" || AppLocalizations.isInfoPlist(path) || XcodeGenSpec.isSpec(path) { return true }
        if name == "project.pbxproj" { return path.contains(".xcodeproj/") }
        return name.hasSuffix(".gradle") || name.hasSuffix(".gradle.kts")
    }

    /// What the build files say; nil when they say nothing about locales (then every catalog locale ships).
    public static func read(_ files: [String]) -> ShippedLocales? { readDeclarations(files).shipped }

    /// `read`, and the Gradle locale filters build code computes (`file:line`) that nothing stands for: no build
    /// script filters with a literal list, and no manifest declares the app's languages (`android:localeConfig`).
    /// Which `values-*` folders the app ships is then undecided; every one is checked, and the coverage says so
    /// (never a silent guess). One pass over the build files for both.
    public static func readDeclarations(_ files: [String]) -> (shipped: ShippedLocales?, undecidedFilters: [String]) {
        var exact = Set<String>()
        var withRegions = Set<String>()
        var declaring: [String] = []
        var projects: [XcodeProjectFile] = []
        var gradle: [String] = []
        var specs: [XcodeGenSpec] = []
        var computed: [String] = []
        for path in files.sorted() where !AndroidRTLSupport.isManifest(path) && !AppLocalizations.isInfoPlist(path) {
            if XcodeGenSpec.isSpec(path) {
                if let spec = XcodeGenSpec.read(path) {
                    specs.append(spec)
                    declaring.append(path)
                }
                continue
            }
            if path.hasSuffix("project.pbxproj") {
                guard let project = XcodeProjectFile.read(path) else { continue }
                projects.append(project)
                exact.formUnion(project.knownRegions)
                declaring.append(path)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), data.count < 16 << 20,
                  let text = String(data: data, encoding: .utf8) else { continue }
            let (found, computedLines) = gradleLocaleFilters(text)
            computed += computedLines.map { "\(path):\($0)" }
            guard !found.isEmpty else { continue }
            withRegions.formUnion(found)
            declaring.append(path)
            gradle.append(path)
        }
        // Filters build code computes (a function of the resource folders, a list kept elsewhere) cannot be read.
        // The app's declared languages (`android:localeConfig`: the per-app language list Android 13 offers) are what
        // the developer says the app is in; a build that filtered one of them out would offer a language it cannot
        // show. Where filters are computed and nothing literal filters, those languages stand for them.
        var declaredComputed: [String] = []
        if withRegions.isEmpty, !computed.isEmpty {
            for manifest in files.sorted() where AndroidRTLSupport.isManifest(manifest) {
                guard let (config, languages) = declaredAppLanguages(manifest: manifest), !languages.isEmpty else { continue }
                withRegions.formUnion(languages)
                declaring.append(config)
                gradle.append(config)
                declaredComputed = computed
            }
        }
        let undecided = withRegions.isEmpty ? computed : []
        guard !projects.isEmpty || !withRegions.isEmpty || !specs.isEmpty else { return (nil, undecided) }
        var shipped = ShippedLocales(locales: exact.sorted(), withRegionalVariants: withRegions.sorted(), declaredIn: declaring)
        shipped.xcodeProjects = projects
        shipped.gradleFiles = gradle
        shipped.computedGradleFilters = declaredComputed
        shipped.xcodeGenSpecs = specs
        // An app's Info.plist bounds its packages' languages; without an Xcode project there are none to bound.
        if !projects.isEmpty {
            shipped.infoPlists = AppLocalizations.infoPlists(files.filter(AppLocalizations.isInfoPlist))
            shipped.appLocalizations = AppLocalizations.read(shipped.infoPlists)
        }
        return (shipped, undecided)
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
    static func gradleLocales(_ text: String) -> Set<String> { gradleLocaleFilters(text).locales }

    /// `gradleLocales`, and the lines (1-based) where such a list is given by an expression with no quoted item
    /// (`localeFilters.addAll(getListOfSupportedLocales())`, `resourceConfigurations += supported`): build code
    /// computes it. A statement after `//` on its line is a comment.
    static func gradleLocaleFilters(_ text: String) -> (locales: Set<String>, computedLines: [Int]) {
        var result = Set<String>()
        var computed: [String.Index] = []
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
                let items = quotedStrings(text[found.upperBound..<end])
                for item in items {
                    if let tag = androidQualifierLocale(item) { result.insert(tag) }
                }
                // An assignment or a call with an argument, none of it a quoted literal, outside a comment.
                let lineStart = text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
                let rest = line.trimmingCharacters(in: .whitespaces)
                if items.isEmpty, !text[lineStart..<found.lowerBound].contains("//"),
                   rest.hasPrefix("+=") || rest.hasPrefix("=") || rest.hasPrefix(".add") || rest.hasPrefix("("),
                   rest.contains(where: { $0.isLetter }) {
                    computed.append(found.lowerBound)
                }
            }
        }
        // Their lines, counted in one pass.
        var computedLines: [Int] = []
        var line = 1
        var position = text.startIndex
        for offset in computed.sorted() {
            line += text[position..<offset].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            position = offset
            computedLines.append(line)
        }
        return (result, computedLines)
    }

    /// The languages an Android manifest's `<application android:localeConfig="@xml/NAME">` declares: `res/xml/NAME.xml`
    /// beside the manifest's source set, its `<locale android:name="…"/>` tags (BCP 47, or written as resource
    /// qualifiers). Both files are read with the bounded reader and parsed as XML (`XMLTree`: no entity resolved).
    static func declaredAppLanguages(manifest: String) -> (file: String, languages: Set<String>)? {
        guard case .success(let bytes) = BoundedFile.read(manifest, limit: 16 << 20),
              let root = try? XMLTree.parse(bytes), root.name == "manifest",
              let reference = root.first("application")?.attribute("android:localeConfig"), reference.hasPrefix("@xml/") else { return nil }
        let name = reference.dropFirst("@xml/".count)
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let config = URL(fileURLWithPath: manifest).deletingLastPathComponent().appendingPathComponent("res/xml/\(name).xml").path
        guard case .success(let configBytes) = BoundedFile.read(config, limit: 4 << 20),
              let configRoot = try? XMLTree.parse(configBytes), configRoot.name == "locale-config" else { return nil }
        var languages = Set<String>()
        for locale in configRoot.elements where locale.name == "locale" {
            guard let value = locale.attribute("android:name") else { continue }
            if let tag = androidQualifierLocale(value) {
                languages.insert(tag)
            } else {
                let tag = LocaleTag.canonical(value)
                if !tag.isEmpty, tag != LocaleTag.base, LocaleTag.isCheckable(tag) { languages.insert(tag) }
            }
        }
        return (config, languages)
    }

    /// The fuzzing entry point: a build file's bytes read as a Gradle script and as an Xcode project file, and the
    /// project asked which targets build a few files.
    public static func fuzzRead(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = gradleLocaleFilters(text)
        let project = XcodeProjectFile.parse(text, path: "/fuzz/App.xcodeproj/project.pbxproj")
        for file in ["/fuzz/App/Base.lproj/Main.storyboard", "/fuzz/Tools/MainMenu.xib", "/fuzz/App/de.lproj/Localizable.strings"] {
            _ = project.builds(file)
            _ = project.bundleTargets(building: file)
        }
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
