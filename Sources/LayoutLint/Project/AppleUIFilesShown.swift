import Foundation

/// Whether an Apple app shows a UI file's texts in other languages than its development language, as its
/// Xcode projects decide. Two platform facts:
///
/// - **A file no target builds is not in any app.** Xcode compiles a storyboard or XIB, and a Swift source,
///   only when some target's build phase holds it (directly, or through the variant group it is the `Base`
///   localization of), or a synchronized folder, copied folder or local package's `Sources/` holds it
///   (`XcodeProjectFile.builds`). An editor's backup beside the real file (`Profiles~.storyboard`) is in no
///   build phase.
/// - **An app runs in the languages of its main bundle.** `Bundle.preferredLocalizations` picks from the
///   main bundle's localizations — its `.lproj` folders and String Catalog languages and the
///   `CFBundleLocalizations` its Info.plist lists (Apple, Information Property List reference; swift-corelibs-
///   foundation `CFBundle_Locale.c`, `_copyBundleLocalizationsFromResources`) — and Core Foundation pins every
///   other bundle (a Swift package's, a framework's) to the localization the main bundle resolved to unless
///   the Info.plist sets `CFBundleAllowMixedLocalizations`. A project whose own build localizes nothing
///   beyond its development region (a package's demo app: `knownRegions = (en, Base)`, only `Base.lproj`)
///   shows every text, its packages' too, in that language only: its screens have no other locale to check.
///
/// A file outside every readable project, or in a Swift package (built into whichever app links it), is not
/// decided here: its screens are checked.
struct AppleUIFilesShown: Sendable {
    /// Per readable project (its path): the languages its own build localizes besides the development
    /// region; nil when an Info.plist under it allows mixed localizations (not decided).
    private var otherLanguages: [String: Set<String>?] = [:]
    /// Per readable project, per bundle target (in the order of `XcodeProjectFile.bundleTargets`): the languages its
    /// own product localizes besides the development region; nil when its Info.plist allows mixed localizations.
    private var targetLanguages: [String: [Set<String>?]] = [:]
    private let projects: [XcodeProjectFile]

    init(shipped: ShippedLocales?, catalogs: [CatalogFile]) {
        projects = (shipped?.xcodeProjects ?? []).filter(\.isReadable)
        guard let shipped else { return }
        for project in projects {
            let (languages, mixed) = shipped.mainBundleLanguages(of: project, catalogs: catalogs) {
                ShippedLocales.isInSwiftPackage($0.path, below: [project])
            }
            otherLanguages[project.path] = mixed ? nil : languages.subtracting([project.developmentRegion])
            targetLanguages[project.path] = project.bundleTargets.map { target in
                let (languages, mixed) = shipped.bundleLanguages(of: target, catalogs: catalogs) {
                    ShippedLocales.isInSwiftPackage($0.path, below: [project])
                }
                return mixed ? nil : languages.subtracting([project.developmentRegion])
            }
        }
    }

    /// Why the app never shows a UI file's texts in a language to check; nil when it may.
    func reason(for file: String) -> String? {
        let covering = projects.filter { $0.covers(file) }
        guard !covering.isEmpty, !ShippedLocales.isInSwiftPackage(file, below: covering) else { return nil }
        let building = covering.filter { $0.builds(file) }
        guard !building.isEmpty else {
            if let tests = covering.first(where: { $0.buildsOnlyForTests(file) }) {
                return "in no app: only a test bundle of \(tests.path) builds this file (XCTest loads it into a test host; it is never installed)"
            }
            return "in no build: no target of \(covering.map(\.path).joined(separator: ", ")) builds this file (no build phase, copied folder, synchronized folder or package Sources/ holds it)"
        }
        let regions = Set(building.map(\.developmentRegion)).sorted().joined(separator: ", ")
        if building.allSatisfy({ otherLanguages[$0.path]??.isEmpty == true }) {
            return "shown in \(regions) only: the app that builds it (\(building.map(\.path).joined(separator: ", "))) localizes nothing else, and an app runs in its main bundle's languages"
        }
        // The products that hold the file, each its own main bundle: where every one localizes nothing beyond the
        // development region (a developer tool, a helper app of a localized app), the file shows in that only.
        var holders: [String] = []
        for project in building {
            let (targets, linked) = project.bundleTargets(building: file)
            guard !targets.isEmpty, !linked else { return nil }
            for index in targets {
                let target = project.bundleTargets[index]
                guard !target.isEmbedded, targetLanguages[project.path]?[index]?.isEmpty == true else { return nil }
                holders.append(target.name)
            }
        }
        let names = Set(holders).sorted().map { "`\($0)`" }.joined(separator: ", ")
        return "shown in \(regions) only: the app that builds it (the target \(names)) localizes nothing else, and an app runs in its own bundle's languages (Bundle.main)"
    }

    /// The screens of UI files the app never shows in a language to check: their elements skipped with the
    /// reason (the coverage counts them), and the texts an Interface Builder document holds itself (its
    /// development-language table) left out with them.
    static func apply(_ result: inout ImportResult, shown: AppleUIFilesShown) {
        guard !shown.projects.isEmpty else { return }
        var reasons: [String: String?] = [:]
        func reason(_ file: String) -> String? {
            if let known = reasons[file] { return known }
            let found = shown.reason(for: file)
            reasons[file] = found
            return found
        }
        for index in result.screens.indices where result.screens[index].platform != .android {
            guard let why = reason(result.screens[index].file) else { continue }
            var screen = result.screens[index]
            screen.skipped += screen.elements.map {
                SkippedElement(id: $0.id, reason: why, location: $0.location, key: $0.key, table: $0.table)
            }
            screen.elements = []
            screen.container = nil
            screen.hierarchy = []
            screen.hierarchyLocations = []
            screen.layoutOnly = []
            result.screens[index] = screen
        }
        result.catalogs.removeAll { InterfaceBuilderImporter.isDocument($0.path) && reason($0.path) != nil }
    }
}
