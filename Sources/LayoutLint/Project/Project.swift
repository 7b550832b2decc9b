import Dispatch
import Foundation
import Synchronization
import Yams

/// The files a run reads and how: the config (when there is one), the catalog files and the layout
/// files, with paths as reports print them (relative to the working directory).
public struct Project: Sendable {
    public var config: ProjectConfig
    /// The config file read, if any.
    public var configPath: String?
    public var catalogFiles: [String]
    public var layoutFiles: [String]
    /// UI sources the importers read (Android `res/` folders, Interface Builder documents).
    public var uiSources: [String] = []
    /// Font files and Info.plists beside Apple UI sources: the fonts the app registers (`AppleAppFonts`).
    public var appFontSources: [String] = []
    /// Build files that may say which locales the app ships (`project.pbxproj`, Gradle scripts):
    /// `ShippedLocales`.
    public var buildFiles: [String] = []
    /// Config entries that found nothing (`file:line:col: warning: …`), for the command line to print.
    public var warnings: [String] = []
    /// Folders searched for catalogs (command-line folders, config `catalogs:` patterns' folder).
    public var searchedFolders: [String] = []
    /// Catalog files found by searching a folder, not named one by one.
    public var discoveredCatalogFiles: Set<String> = []
    /// Symbolic links under the input folders that lead out of them: not followed (`FolderWalk`).
    public var linksNotFollowed: [String] = []

    /// Folders searched when there is neither a path nor a config: the demo app's layout.
    public static let defaultLayouts = "layouts"
    public static let defaultCatalogs = "strings"

    /// Finds the inputs. With `paths`, each is a file (a layout when it is YAML/JSON, else a catalog) or a
    /// folder searched for both; else the config's `catalogs:` and `layouts:` (relative to the config's
    /// folder), else `layouts/` and `strings/`. Throws when a named path does not exist or nothing is found.
    public static func discover(paths: [String], config: ProjectConfig, configPath: String?) throws(LayoutLintError) -> Project {
        var project = Project(config: config, configPath: configPath, catalogFiles: [], layoutFiles: [])
        _ = FolderWalk.takeLinksOutside()
        let manager = FileManager.default
        var paths = paths
        // No path, no config and neither default folder: the current folder, as `check .` reads it.
        if paths.isEmpty && configPath == nil
            && ![defaultLayouts, defaultCatalogs].contains(where: { manager.fileExists(atPath: $0) }) {
            paths = ["."]
        }
        if !paths.isEmpty {
            for path in paths {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .pathNotFound(path) }
                if isDirectory.boolValue {
                    project.buildFiles += try buildFiles(in: path)
                    let found = try CatalogReader.discover([path]).map(\.path)
                    project.catalogFiles += found
                    project.discoveredCatalogFiles.formUnion(found)
                    project.searchedFolders.append(path)
                    project.layoutFiles += try layoutCandidates(in: path)
                    let discovered = Importers.discoverAll(under: path)
                    project.uiSources += discovered.ui
                    project.appFontSources += discovered.fonts
                } else if isLayoutFile(path) && CatalogReader.format(of: path) == nil {
                    project.layoutFiles.append(path)
                } else if InterfaceBuilderImporter.isDocument(path) {
                    project.uiSources.append(path)
                } else {
                    project.catalogFiles.append(path)
                }
            }
        } else {
            let folder = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
                ?? URL(fileURLWithPath: manager.currentDirectoryPath)
            let prefix = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().relativePath } ?? "."
            func display(_ relative: String) -> String { prefix == "." || prefix.isEmpty ? relative : prefix + "/" + relative }
            func missing(_ list: String, _ index: Int, _ pattern: String) -> LayoutLintError {
                guard let entry = config.entryLocations["\(list)[\(index)]"] else { return .pathNotFound(display(pattern)) }
                return .unusable("\(entry): error: \(list)[\(index)]: no such file or folder: \(display(pattern))")
            }
            project.buildFiles += try buildFiles(in: prefix.isEmpty ? "." : prefix)
            for (index, pattern) in (config.catalogs ?? [defaultCatalogs]).enumerated() {
                // A file the entry names exactly is a catalog even where no resource layout places it (a
                // `strings.xml` is read as XML, never as `.strings`).
                let found = try Glob.expand(pattern, base: folder).filter {
                    CatalogReader.format(of: $0) != nil || ($0 == pattern && $0.lowercased().hasSuffix(".xml"))
                }
                if found.isEmpty && !Glob.hasWildcards(pattern) && config.catalogs != nil { throw missing("catalogs", index, pattern) }
                if found.isEmpty, let at = config.entryLocations["catalogs[\(index)]"] {
                    project.warnings.append("\(at): warning: catalogs[\(index)]: '\(pattern)' matches no catalog file")
                }
                project.catalogFiles += found.map(display)
                project.discoveredCatalogFiles.formUnion(found.map(display))
            }
            project.searchedFolders.append(prefix.isEmpty ? "." : prefix)
            for (index, pattern) in (config.layouts ?? [defaultLayouts]).enumerated() {
                let found = try Glob.expand(pattern, base: folder).filter { isLayoutFile($0) }
                if found.isEmpty && !Glob.hasWildcards(pattern) && config.layouts != nil { throw missing("layouts", index, pattern) }
                if found.isEmpty, let at = config.entryLocations["layouts[\(index)]"] {
                    project.warnings.append("\(at): warning: layouts[\(index)]: '\(pattern)' matches no layout file")
                }
                project.layoutFiles += found.map(display).filter { Glob.hasWildcards(pattern) || looksLikeLayout($0) }
            }
            for (index, entry) in (config.ui ?? []).enumerated() {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isDirectory) else {
                    throw missing("ui", index, entry)
                }
                if isDirectory.boolValue {
                    let discovered = Importers.discoverAll(under: display(entry))
                    project.uiSources += discovered.ui
                    project.appFontSources += discovered.fonts
                } else {
                    project.uiSources.append(display(entry))
                }
            }
        }
        project.catalogFiles = unique(project.catalogFiles)
        project.layoutFiles = unique(project.layoutFiles)
        project.uiSources = unique(project.uiSources)
        project.appFontSources = unique(project.appFontSources)
        project.buildFiles = unique(project.buildFiles)
        project.linksNotFollowed = FolderWalk.takeLinksOutside()
        for link in project.linksNotFollowed {
            project.warnings.append("\(link): warning: a symbolic link that leads out of the folder being checked: not followed (name its target to check it)")
        }
        if project.catalogFiles.isEmpty && project.layoutFiles.isEmpty && project.uiSources.isEmpty {
            let unplaced = unplacedStringResources(in: project.searchedFolders)
            if !unplaced.isEmpty { throw .unusable(noCatalogMessage(unplaced)) }
            let links = project.linksNotFollowed.isEmpty ? "" : "; \(project.linksNotFollowed.count) symbolic link(s) leading out of the folder not followed"
            throw .unreadable(path: paths.isEmpty ? "." : paths.joined(separator: " "),
                              reason: "no layouts or catalogs found (give paths, or write a \(ProjectConfig.fileName))\(links)")
        }
        return project
    }

    /// Reads every file: catalogs in parallel, and beside them the UI sources (one task of the same pool,
    /// started first: their importers read no catalog), then layouts. Never throws: what cannot be read
    /// becomes an `invalid-input` finding.
    public func read() -> LintInput {
        read(besides: [])
    }

    /// What the app's code says of its strings, scanned beside the reading (`readScanningCode()`): no scan
    /// reads a catalog, so none waits for the catalogs.
    public struct CodeScans: Sendable {
        public var androidResourceReferences: AndroidResourceReferences?
        /// `AndroidStringUses.scan`, made when some catalog file to read is Android XML.
        var androidStringUses: AndroidStringUses?
        /// `AppleSourceFacts.read`, made when some catalog file to read is an Apple string table.
        var appleSourceFacts: AppleSourceFacts?
    }

    /// `read()` and, in the same pool, the scans of `CodeScans` (they took a core alone after the reading).
    /// The scans that only some catalogs call for are made when the catalog files' names call for them;
    /// `androidStringUses(catalogs:scanned:)` and `appleSourceFacts(_:scanned:)` scan when the catalogs read
    /// call for one not made.
    public func readScanningCode() -> (input: LintInput, scans: CodeScans) {
        let formats = Set(catalogFiles.map(CatalogReader.readingFormat(of:)))
        let scans = Mutex(CodeScans())
        var tasks: [@Sendable () -> Void] = []
        if formats.contains(.android) {
            tasks.append { [searchedFolders] in
                let uses = AndroidStringUses.scan(folders: searchedFolders)
                scans.withLock { $0.androidStringUses = uses }
            }
        }
        tasks.append { [searchedFolders] in
            let references = AndroidResourceReferences.scan(folders: searchedFolders)
            scans.withLock { $0.androidResourceReferences = references }
        }
        if !formats.isDisjoint(with: AppleTablesRead.tableFormats) {
            tasks.append { [searchedFolders] in
                let facts = AppleSourceFacts.read(folders: searchedFolders)
                scans.withLock { $0.appleSourceFacts = facts }
            }
        }
        let input = read(besides: tasks)
        return (input, scans.withLock { $0 })
    }

    /// Reads every file with `tasks` in the same pool, after the UI sources and before the catalogs.
    private func read(besides tasks: [@Sendable () -> Void]) -> LintInput {
        let catalogs = Mutex<[CatalogFile?]>(Array(repeating: nil, count: catalogFiles.count))
        let importedSources = Mutex<ImportResult?>(nil)
        let firstCatalog = 1 + tasks.count
        DispatchQueue.concurrentPerform(iterations: catalogFiles.count + firstCatalog) { task in
            guard task > 0 else {
                let result = Importers.read(uiSources, config: config, appFontSources: appFontSources)
                importedSources.withLock { $0 = result }
                return
            }
            guard task >= firstCatalog else { return tasks[task - 1]() }
            let file = CatalogReader.read(path: catalogFiles[task - firstCatalog])
            catalogs.withLock { $0[task - firstCatalog] = file }
        }
        let read = catalogs.withLock { $0.compactMap { $0 } }
        var findings = read.flatMap(\.findings)
        var screens: [LayoutScreen] = []
        for path in layoutFiles {
            let result = LayoutReader.read(contentsOf: URL(fileURLWithPath: path), displayPath: path,
                                           defaultPlatform: config.platform ?? .ios)
            findings += result.findings
            if let screen = result.screen { screens.append(screen) }
        }
        var imported = importedSources.withLock { $0 }!
        // The build files read once: the scope stage's shipped locales (`LintInput.shippedLocales`), the locale
        // filters they leave undecided, and the UI files the app builds.
        let (shipped, undecidedFilters) = ShippedLocales.readDeclarations(buildFiles)
        // Apple UI files no target builds, or built only into an app that localizes nothing beyond its
        // development region: their texts are never shown in a language to check (`AppleUIFilesShown`).
        if imported.screens.contains(where: { $0.platform != .android }) {
            let shown = AppleUIFilesShown(shipped: shipped, catalogs: read)
            AppleUIFilesShown.apply(&imported, shown: shown)
        }
        screens += imported.screens
        findings += imported.findings
        var input = LintInput(catalogs: read + imported.catalogs, screens: screens, findings: findings)
        input.linksNotFollowed = linksNotFollowed
        input.shippedLocales = shipped
        input.localeFiltersUndecided = undecidedFilters
        return input
    }

    /// Why the run cannot pass, when the catalogs it found by searching folders gave not one value: each
    /// file it saw and why it did not read it (its first `invalid-input`), and the `strings*.xml` /
    /// `plurals*.xml` files under the folders that no build tool's resource layout places
    /// (`ResourceFolder`: `values*/`, `moko-resources/<locale>/`, `composeResources/values*/`). Never a
    /// silent pass: nil when some catalog was read, or when there was nothing to read.
    public func noCatalogReadProblem(_ input: LintInput) -> String? {
        let catalogs = input.catalogs.filter { discoveredCatalogFiles.contains($0.path) }
        guard !input.catalogs.contains(where: { !$0.entries.isEmpty }) else { return nil }
        var seen: [String] = []
        for catalog in catalogs.sorted(by: { $0.path < $1.path }) {
            guard let failure = catalog.findings.first(where: { $0.rule == RuleID.invalidInput }) else { continue }
            seen.append("\(failure.location): \(failure.message)")
        }
        seen += Self.unplacedStringResources(in: searchedFolders)
        guard !seen.isEmpty else { return nil }
        return Self.noCatalogMessage(seen)
    }

    static func noCatalogMessage(_ seen: [String]) -> String {
        let shown = seen.prefix(20).map { "  " + $0 }.joined(separator: "\n")
        return "no catalog could be read (\(seen.count) file\(seen.count == 1 ? "" : "s") seen):\n\(shown)"
            + (seen.count > 20 ? "\n  … and \(seen.count - 20) more" : "")
    }

    /// `strings*.xml` / `plurals*.xml` files under the folders that no resource layout places, each with why.
    static func unplacedStringResources(in folders: [String]) -> [String] {
        var seen: [String] = []
        for folder in folders {
            guard let files = try? FolderWalk.files(under: folder) else { continue }
            for relative in files {
                let name = URL(fileURLWithPath: relative).lastPathComponent.lowercased()
                guard name.hasSuffix(".xml"), name.hasPrefix("strings") || name.hasPrefix("plurals") else { continue }
                let path = folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
                guard ResourceFolder.of(path) == nil else { continue }
                seen.append("\(path): not in a string resource folder layoutlint reads (Android values*/, moko-resources/…/<locale>/, composeResources/values*/)")
            }
        }
        return seen
    }

    /// The Xcode project files and Gradle scripts under a folder (`ShippedLocales.isDeclaration`).
    static func buildFiles(in folder: String) throws(LayoutLintError) -> [String] {
        try FolderWalk.files(under: folder).filter(ShippedLocales.isDeclaration)
            .map { folder == "." ? $0 : (folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0) }
    }

    /// The locales the app ships, as its build files declare them; nil when they declare none.
    public var shippedLocales: ShippedLocales? { ShippedLocales.read(buildFiles) }

    /// The source catalogs the translation platform sends to translators, from its configuration at the top
    /// of the searched folders (or the config file's folder); nil without one.
    public var translationSources: TranslationSources? {
        let folders = searchedFolders.isEmpty ? [configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().relativePath } ?? "."] : searchedFolders
        return TranslationSources.read(folders: folders)
    }

    /// The Android string resources the code and XML under the searched folders name; nil without Kotlin or Java.
    public var androidResourceReferences: AndroidResourceReferences? { AndroidResourceReferences.scan(folders: searchedFolders) }
    /// Which of the Apple string tables among `catalogs` the app reads (`AppleTablesRead`); nil when every
    /// table is one every app reads (nothing to decide).
    public func appleTablesRead(_ catalogs: [CatalogFile]) -> AppleTablesRead? {
        var tables = Set<String>()
        for catalog in catalogs {
            if let table = AppleTablesRead.table(path: catalog.path, format: catalog.format), !AppleTablesRead.implicitTables.contains(table) {
                tables.insert(table)
            }
        }
        return tables.isEmpty ? nil : AppleTablesRead.read(folders: searchedFolders, tables: tables)
    }

    /// What the Apple app's sources and project files say of its texts (`AppleSourceFacts`); nil when the
    /// catalogs hold no Apple string table.
    public func appleSourceFacts(_ catalogs: [CatalogFile], scanned: CodeScans? = nil) -> AppleSourceFacts? {
        guard catalogs.contains(where: { AppleTablesRead.tableFormats.contains($0.format) }) else { return nil }
        return scanned?.appleSourceFacts ?? AppleSourceFacts.read(folders: searchedFolders)
    }

    /// Whether the Android app mirrors in right-to-left locales, as its manifests say; nil when they do not.
    public var androidRTLSupport: AndroidRTLSupport? { AndroidRTLSupport.read(buildFiles) }
    /// The string resources the Android manifests name as the app's label (`AndroidRTLSupport.labelKeys`).
    public var androidAppLabelKeys: Set<String> { AndroidRTLSupport.labelKeys(buildFiles) }

    /// How the Android app's Kotlin / Java code and XML resources under the searched folders read each
    /// string resource; nil when the project has no Android string resources or no such file is found.
    public func androidStringUses(catalogs: [CatalogFile], scanned: CodeScans? = nil) -> AndroidStringUses? {
        guard catalogs.contains(where: { $0.format == .android }) else { return nil }
        let uses = scanned?.androidStringUses ?? AndroidStringUses.scan(folders: searchedFolders)
        return uses.filesRead == 0 ? nil : uses
    }

    static func isLayoutFile(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard !name.hasPrefix("."), !name.hasSuffix(".schema.json") else { return false }
        return ["yaml", "yml", "json"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// YAML and JSON files under a folder given on the command line that are layouts: font profiles,
    /// configs and schemas are left out, and so is a mapping without `screen:` or `elements:`. A file that
    /// does not parse is kept, so its error is reported.
    static func layoutCandidates(in folder: String) throws(LayoutLintError) -> [String] {
        try Glob.files(under: URL(fileURLWithPath: folder))
            .filter { !$0.split(separator: "/").contains("Fonts") && !$0.hasPrefix("profiles/") }
            .map { folder == "." ? $0 : (folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0) }
            .filter { isLayoutFile($0) && CatalogReader.format(of: $0) == nil && looksLikeLayout($0) }
    }

    /// A top-level `screen:` or `elements:` key: cheap, because discovery looks at every YAML and JSON file.
    /// YAML: the key at column 1 (or in a flow mapping). JSON: a member of the top-level object — so
    /// `package.json`, a workflow's JSON, layoutlint's own report (whose findings name screens) are not
    /// layouts; JSON that does not parse (`tsconfig.json` with comments) is one only when it names both
    /// `"screen"` and `"elements"`, so a broken layout's error is still reported.
    static func looksLikeLayout(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return true }
        let bytes = [UInt8](data)
        if path.lowercased().hasSuffix(".json") {
            if let keys = JSONTopLevel.keys(bytes) {
                // A layout's members are the layout keys (`LayoutReader.screenKeys`), a slip or two aside: a JSON
                // object most of whose members are other names is data that happens to have a member called
                // "screen" or "elements" (a word list, a keyboard dictionary), not a layout with typos.
                let known = keys.filter(LayoutReader.screenKeys.contains).count
                return (keys.contains("screen") || keys.contains("elements")) && keys.count - known <= known
            }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.contains("\"screen\"") && text.contains("\"elements\"")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("screen:") || line.hasPrefix("elements:") || line.hasPrefix("\"screen\"") || line.hasPrefix("\"elements\"") { return true }
        }
        if let first = text.first(where: { !$0.isWhitespace }), first == "{" {
            return text.contains("screen") && text.contains("elements")
        }
        return !text.contains(where: { !$0.isWhitespace }) || !text.contains(":")
    }

    static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }
}

/// The member names of a JSON document's top-level object, read in one pass without building the document
/// (a project folder may hold a large JSON report). nil when the document is not a JSON object.
enum JSONTopLevel {
    static func keys(_ bytes: [UInt8]) -> [String]? {
        var i = 0
        let n = bytes.count
        if n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        func skipWhitespace() { while i < n, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        /// Skips a string starting at its quote; its raw bytes, or nil when it does not end.
        func string() -> ArraySlice<UInt8>? {
            let start = i + 1
            i += 1
            while i < n {
                if bytes[i] == 0x5C { i += 2; continue }
                if bytes[i] == 0x22 { i += 1; return bytes[start..<(i - 1)] }
                i += 1
            }
            return nil
        }
        /// Skips one value; false when it is not JSON.
        func value() -> Bool {
            skipWhitespace()
            guard i < n else { return false }
            switch bytes[i] {
            case 0x22:
                return string() != nil
            case 0x7B, 0x5B:
                var depth = 0
                while i < n {
                    switch bytes[i] {
                    case 0x22: guard string() != nil else { return false }; continue
                    case 0x7B, 0x5B: depth += 1
                    case 0x7D, 0x5D:
                        depth -= 1
                        if depth == 0 { i += 1; return true }
                    case 0x2F: return false  // a comment: not JSON
                    default: break
                    }
                    i += 1
                }
                return false
            default:
                let start = i
                while i < n, ![0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                return ["true", "false", "null"].contains(word) || Double(word) != nil
            }
        }
        skipWhitespace()
        guard i < n, bytes[i] == 0x7B else { return nil }
        i += 1
        var keys: [String] = []
        while true {
            skipWhitespace()
            guard i < n else { return nil }
            if bytes[i] == 0x7D, keys.isEmpty { i += 1; break }
            guard bytes[i] == 0x22, let key = string() else { return nil }
            keys.append(String(decoding: key, as: UTF8.self))
            skipWhitespace()
            guard i < n, bytes[i] == 0x3A else { return nil }
            i += 1
            guard value() else { return nil }
            skipWhitespace()
            guard i < n else { return nil }
            if bytes[i] == 0x2C { i += 1; continue }
            guard bytes[i] == 0x7D else { return nil }
            i += 1
            break
        }
        skipWhitespace()
        return i == n ? keys : nil
    }
}
