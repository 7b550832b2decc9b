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
    /// Config entries that found nothing (`file:line:col: warning: …`), for the command line to print.
    public var warnings: [String] = []

    /// Folders searched when there is neither a path nor a config: the demo app's layout.
    public static let defaultLayouts = "layouts"
    public static let defaultCatalogs = "strings"

    /// Finds the inputs. With `paths`, each is a file (a layout when it is YAML/JSON, else a catalog) or a
    /// folder searched for both; else the config's `catalogs:` and `layouts:` (relative to the config's
    /// folder), else `layouts/` and `strings/`. Throws when a named path does not exist or nothing is found.
    public static func discover(paths: [String], config: ProjectConfig, configPath: String?) throws(LayoutLintError) -> Project {
        var project = Project(config: config, configPath: configPath, catalogFiles: [], layoutFiles: [])
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
                    project.catalogFiles += try CatalogReader.discover([path]).map(\.path)
                    project.layoutFiles += try layoutCandidates(in: path)
                    project.uiSources += Importers.discover(under: path)
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
            for (index, pattern) in (config.catalogs ?? [defaultCatalogs]).enumerated() {
                let found = try Glob.expand(pattern, base: folder).filter { CatalogReader.format(of: $0) != nil }
                if found.isEmpty && !Glob.hasWildcards(pattern) && config.catalogs != nil { throw missing("catalogs", index, pattern) }
                if found.isEmpty, let at = config.entryLocations["catalogs[\(index)]"] {
                    project.warnings.append("\(at): warning: catalogs[\(index)]: '\(pattern)' matches no catalog file")
                }
                project.catalogFiles += found.map(display)
            }
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
                project.uiSources += isDirectory.boolValue ? Importers.discover(under: display(entry)) : [display(entry)]
            }
        }
        project.catalogFiles = unique(project.catalogFiles)
        project.layoutFiles = unique(project.layoutFiles)
        project.uiSources = unique(project.uiSources)
        if project.catalogFiles.isEmpty && project.layoutFiles.isEmpty && project.uiSources.isEmpty {
            throw .unreadable(path: paths.isEmpty ? "." : paths.joined(separator: " "),
                              reason: "no layouts or catalogs found (give paths, or write a \(ProjectConfig.fileName))")
        }
        return project
    }

    /// Reads every file: catalogs in parallel, then layouts. Never throws: what cannot be read becomes an
    /// `invalid-input` finding.
    public func read() -> LintInput {
        let catalogs = Mutex<[CatalogFile?]>(Array(repeating: nil, count: catalogFiles.count))
        DispatchQueue.concurrentPerform(iterations: catalogFiles.count) { index in
            let file = CatalogReader.read(path: catalogFiles[index])
            catalogs.withLock { $0[index] = file }
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
        let imported = Importers.read(uiSources, config: config)
        screens += imported.screens
        findings += imported.findings
        return LintInput(catalogs: read + imported.catalogs, screens: screens, findings: findings)
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

    /// A top-level `screen:` or `elements:` key (YAML at column 1, or a JSON member): cheap, because
    /// discovery looks at every YAML and JSON file. A file that is not read as a layout is never reported,
    /// so this errs on the side of reading.
    static func looksLikeLayout(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("screen:") || line.hasPrefix("elements:") || line.hasPrefix("\"screen\"") || line.hasPrefix("\"elements\"") { return true }
            if line.contains("\"screen\"") || line.contains("\"elements\"") { return true }
        }
        return !text.contains(where: { !$0.isWhitespace }) || (text.first { !$0.isWhitespace } != "{" && !text.contains(":"))
    }

    static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }
}
