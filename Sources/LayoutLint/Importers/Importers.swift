import Foundation

/// The UI-file importers, in one place: which files under a folder they read, and reading them. Each
/// importer is a reader (UI files in, `LayoutScreen` values out); `Project` finds and reads through here.
public enum Importers {
    /// The UI sources under `folder` (Android `res/` folders, Interface Builder documents), sorted, as
    /// paths that start with `folder` the way the user wrote it.
    public static func discover(under folder: String) -> [String] { discoverAll(under: folder).ui }

    /// `discover`'s UI sources, and the font files and Info.plists beside Apple UI sources (`AppleAppFonts`).
    public static func discoverAll(under folder: String) -> (ui: [String], fonts: [String]) {
        var found: [String] = []
        found += AndroidLayoutImporter.resourceFolders(under: folder)
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // An unreadable folder is reported by the catalog and layout discovery of the same folder.
        let files = (try? Glob.files(under: URL(fileURLWithPath: folder))) ?? []
        found += files.filter(InterfaceBuilderImporter.isDocument).map { base + "/" + $0 }
        // Swift sources: all of them when any imports SwiftUI (views reach types declared in the others).
        let swift = files.filter(SwiftUIImporter.isSource).map { base + "/" + $0 }
        // Also when the app has Interface Builder documents and its code holds outlets: the texts code sets
        // on them (`IBCodeSetTexts`).
        // Also when the app's code is AppKit code: the keys it names get their reason in the coverage.
        if swift.contains(where: SwiftUIImporter.importsSwiftUI)
            || (found.contains(where: InterfaceBuilderImporter.isDocument) && swift.contains(where: SwiftUIImporter.declaresOutlets))
            || swift.contains(where: SwiftUIImporter.importsAppKit) {
            found += swift
        }
        // Objective-C sources and their headers, when the folder holds any implementation file: the texts the
        // code sets on outlets (`ObjCCodeTexts`), and the keys it names for the coverage.
        let objectiveC = files.filter(ObjCCodeTexts.isSource)
        if objectiveC.contains(where: ObjCCodeTexts.isImplementation) { found += objectiveC.map { base + "/" + $0 } }
        // Kotlin sources that use Compose, when any does (and then the type aliases their resource names go through).
        found += ComposeImporter.sources(files.filter(ComposeImporter.isSource).map { base + "/" + $0 })
        let apple = found.contains { InterfaceBuilderImporter.isDocument($0) || SwiftUIImporter.isSource($0) }
        let fonts = apple ? AppleAppFonts.inputs(files).map { base + "/" + $0 } : []
        return (found.sorted(), fonts.sorted())
    }

    /// Reads the UI sources `discover` found (or the user named).
    public static func read(_ sources: [String], config: ProjectConfig, appFontSources: [String] = []) -> ImportResult {
        var result = ImportResult()
        guard !sources.isEmpty else { return result }
        let android = config.android ?? AndroidImportSettings()
        let resourceFolders = sources.filter { URL(fileURLWithPath: $0).lastPathComponent == "res" }
        if android.layouts && !resourceFolders.isEmpty {
            let imported = AndroidLayoutImporter.read(resourceFolders: resourceFolders, settings: android)
            result.screens += imported.screens
            result.catalogs += imported.catalogs
            result.findings += imported.findings
        }
        let swift = sources.filter(SwiftUIImporter.isSource)
        let program = swift.isEmpty ? nil : SwiftUIImporter.parse(files: swift)
        let documents = sources.filter(InterfaceBuilderImporter.isDocument)
        // The faces the app registers, for text set in its own fonts (SwiftUI `.custom`, IB font names).
        let appFonts = program == nil && documents.isEmpty ? AppleAppFonts() : AppleAppFonts.read(appFontSources, swiftSources: swift)
        program?.program.appFonts = appFonts
        let objectiveCSources = sources.filter(ObjCCodeTexts.isSource)
        let objectiveC = objectiveCSources.isEmpty ? nil : ObjCCodeTexts.read(paths: objectiveCSources)
        result.findings += objectiveC?.findings ?? []
        let codeTexts = documents.isEmpty || (program == nil && objectiveC == nil) ? IBCodeSetTexts()
            : IBCodeSetTexts(program: program?.program, objectiveC: objectiveC?.found ?? IBCodeSetTexts.Found())
        var interfaceBuilderSettings = config.interfaceBuilder ?? InterfaceBuilderImportSettings()
        interfaceBuilderSettings.appFonts = appFonts
        let interfaceBuilder = InterfaceBuilderImporter.read(documents: documents, settings: interfaceBuilderSettings, codeTexts: codeTexts)
        result.screens += interfaceBuilder.screens
        result.catalogs += interfaceBuilder.catalogs
        result.findings += interfaceBuilder.findings
        if let program {
            result.findings += program.findings
            if program.program.files.contains(where: \.importsSwiftUI) {
                result.screens += SwiftUIImporter.read(program.program).screens
            } else {
                // Code whose project does not say its platform, in an app whose code imports AppKit and never
                // UIKit: the same macOS app (AppKit is macOS only; UIKit is not on macOS outside Mac Catalyst).
                SwiftUIPlatformReader.decideAppKitApp(program.program)
                // An app of UIKit code and Interface Builder documents: the texts its code hands to the views
                // UIKit lays out itself (alerts, menus, bar titles).
                result.screens += UIKitCodeTexts.screens(in: program.program, taken: Set(result.screens.map(\.name)))
                // An app of AppKit code: the texts it hands to the views AppKit sizes to their content (menus, alerts).
                result.screens += AppKitCodeTexts.screens(in: program.program, taken: Set(result.screens.map(\.name)))
                // Keys the code names anywhere (AppKit or UIKit code): the coverage's reasons.
                SwiftUIKeysNamedInCode.attach(SwiftUIKeysNamedInCode.keys(in: program.program), to: &result.screens, program: program.program)
            }
        }
        // Keys the Objective-C code names (those it sets on outlets are laid out with their document).
        ObjCCodeTexts.attach(objectiveC?.keysNamed ?? [], to: &result.screens)
        let kotlin = sources.filter(ComposeImporter.isSource)
        if !kotlin.isEmpty {
            let compose = ComposeImporter.read(files: kotlin, settings: android, resourceFolders: resourceFolders)
            result.screens += compose.screens
            result.findings += compose.findings
        }
        // Hierarchy groups from the screens themselves (adjacent texts styled as two levels).
        result.screens = result.screens.map(HierarchyGroups.derived)
        result.screens.sort { ($0.file, $0.location.line, $0.name) < ($1.file, $1.location.line, $1.name) }
        // The keys the Compose importer finds named in Kotlin code and accessors (`ComposeImporter.unreachedScreenName`):
        // their reasons come after every other screen's (`KeysNotLaidOut` takes the first reason in screen order).
        if let index = result.screens.firstIndex(where: { $0.name == ComposeImporter.unreachedScreenName }), index != result.screens.count - 1 {
            let late = result.screens[index].keysNamedInCode
            result.screens[index].keysNamedInCode = []
            result.screens[result.screens.count - 1].keysNamedInCode += late
        }
        return result
    }
}
