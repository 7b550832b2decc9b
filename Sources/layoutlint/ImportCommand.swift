import ArgumentParser
import Foundation
import LayoutLint

/// `layoutlint import PATH…`: the layout declarations derived from an app's UI files, for review,
/// overrides or committing as YAML layouts. Importer-agnostic: every importer that recognizes a path
/// contributes its screens.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the layout declarations derived from an app's UI files (Android res/layout*).",
        discussion: """
        Each PATH is an app folder (searched for res/ folders holding layout*/), a res/ folder, or one
        layout file. Prints one screen per layout file in the layout YAML format (documents separated by
        ---), each element with its source position and the importer's notes as comments; --format json
        prints an array. Problems reading the files go to standard error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case yaml, json }

    @Argument(help: "App folders, res/ folders or layout files.")
    var paths: [String]

    @Option(help: "yaml | json")
    var format: Format = .yaml

    @Option(name: .customLong("screen-width"), help: "Android screen width in dp to resolve resources at (repeatable; default 360 and 411, or .layoutlint.yml's android.screenWidths).")
    var screenWidths: [Double] = []

    @Option(name: .customLong("target-sdk"), help: "The Android app's target SDK (default: from build.gradle).")
    var targetSdk: Int?

    func run() throws {
        var settings = AndroidImportSettings()
        let configPath = FileManager.default.currentDirectoryPath + "/" + ProjectConfig.fileName
        if FileManager.default.fileExists(atPath: configPath) {
            do {
                if let android = try ProjectConfig.load(path: configPath).android { settings = android }
            } catch {
                throw ValidationError("\(error)")
            }
        }
        if !screenWidths.isEmpty { settings.screenWidths = screenWidths }
        if let targetSdk { settings.targetSdk = targetSdk }

        var screens: [(screen: LayoutScreen, notes: [String: [String]])] = []
        var findings: [Finding] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else { throw ValidationError("no such file or folder: \(path)") }
            for result in Self.importers(path: path, settings: settings) {
                screens += result.screens.map { ($0, ($0.container?.layout as? ImportNotes)?.notes ?? [:]) }
                findings += result.findings
            }
        }
        switch format {
        case .yaml: print(screens.map { LayoutWriter.yaml($0.screen, notes: $0.notes) }.joined(separator: "---\n"), terminator: "")
        case .json: print(LayoutWriter.json(screens), terminator: "")
        }
        for finding in findings.sorted(by: { $0.location < $1.location }) {
            FileHandle.standardError.write(Data((finding.clangStyle + "\n").utf8))
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// What each importer makes of one path. (The Interface Builder importer plugs in here.)
    static func importers(path: String, settings: AndroidImportSettings) -> [ImportResult] {
        let display = { (file: String) in relativePath(file) }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        var results: [ImportResult] = []
        if isDirectory.boolValue {
            let folders = URL(fileURLWithPath: path).lastPathComponent == "res" ? [path] : AndroidLayoutImporter.resourceFolders(under: path)
            if !folders.isEmpty { results.append(AndroidLayoutImporter.read(resourceFolders: folders, settings: settings, displayPath: display)) }
        } else if path.hasSuffix(".xml") {
            // One layout file: the resources of its project (the topmost folder above it with a Gradle
            // build file, else its own res/ folder); only this file's screen is printed.
            let layoutFolder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            var folders = [layoutFolder.deletingLastPathComponent().path]
            var directory = layoutFolder
            for _ in 0..<8 {
                directory.deleteLastPathComponent()
                let gradle = ["build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"]
                if gradle.contains(where: { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }) {
                    let found = AndroidLayoutImporter.resourceFolders(under: directory.path)
                    if found.contains(folders[0]) { folders = found }
                }
                if directory.path == "/" { break }
            }
            var result = AndroidLayoutImporter.read(resourceFolders: folders, settings: settings, displayPath: display)
            let wanted = display(URL(fileURLWithPath: path).standardizedFileURL.path)
            result.screens = result.screens.filter { $0.file == wanted }
            result.findings = result.findings.filter { $0.location.file == wanted }
            results.append(result)
        }
        return results
    }

    static func relativePath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
