import ArgumentParser
import Foundation
import LayoutLint
import Typesetter

/// `layoutlint import PATH…`: the layout declarations derived from an app's UI files, for review,
/// overrides or committing as YAML layouts. Importer-agnostic: every importer that recognizes a path
/// contributes its screens.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the layout declarations derived from an app's UI files (Android res/layout*, storyboards, XIBs, SwiftUI sources).",
        discussion: """
        Each PATH is an app folder (searched for res/ folders holding layout*/, for .storyboard/.xib
        documents and for .swift sources that import SwiftUI), a res/ folder, one Android layout file, one
        storyboard or XIB, or one Swift file. Prints one screen per layout file in the layout YAML format (documents separated by
        ---), each element with its source position and the importer's notes as comments; --format json
        prints an array. Problems reading the files go to standard error.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case yaml, json }

    @Argument(help: "App folders, res/ folders, Android layout files, storyboards or XIBs.")
    var paths: [String]

    @Option(help: "yaml | json")
    var format: Format = .yaml

    @Option(name: .customLong("screen-width"), help: "Android screen width in dp to resolve resources at (repeatable; default 360 and 411, or .layoutlint.yml's android.screenWidths).")
    var screenWidths: [Double] = []

    @Option(name: .customLong("target-sdk"), help: "The Android app's target SDK (default: from build.gradle).")
    var targetSdk: Int?

    @Option(name: .customLong("output-dir"), help: "Write one YAML layout per screen into this folder (created when missing) instead of printing them; each element with its source-language text and the width the layout pass solves for it, as comments.")
    var outputDir: String?

    @Option(help: "A Fonts folder (its profiles/default.yaml) or a font profile file, for the solved widths of --output-dir.")
    var fonts: String?

    func run() throws {
        var settings = AndroidImportSettings()
        var interfaceBuilder = InterfaceBuilderImportSettings()
        let configPath = FileManager.default.currentDirectoryPath + "/" + ProjectConfig.fileName
        if FileManager.default.fileExists(atPath: configPath) {
            do {
                let config = try ProjectConfig.load(path: configPath)
                if let android = config.android { settings = android }
                if let ib = config.interfaceBuilder { interfaceBuilder = ib }
            } catch {
                throw ValidationError("\(error)")
            }
        }
        if !screenWidths.isEmpty { settings.screenWidths = screenWidths }
        if let targetSdk { settings.targetSdk = targetSdk }

        var screens: [(screen: LayoutScreen, notes: [String: [String]])] = []
        var findings: [Finding] = []
        var nothing: [String] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else { throw ValidationError("no such file or folder: \(path)") }
            let results = Self.importers(path: path, settings: settings, interfaceBuilder: interfaceBuilder)
            for result in results {
                screens += result.screens.map { ($0, ($0.container?.layout as? ImportNotes)?.notes ?? [:]) }
                findings += result.findings
            }
            if results.allSatisfy({ $0.screens.isEmpty && $0.findings.isEmpty }) { nothing.append(Self.nothingImported(from: path)) }
        }
        // A path no importer reads is a mistake to say, not an empty success.
        guard nothing.isEmpty else { throw ValidationError(nothing.joined(separator: "\n")) }
        if let outputDir {
            try write(screens, to: outputDir)
        } else {
            switch format {
            case .yaml: try StandardOutput.write(screens.map { LayoutWriter.yaml($0.screen, notes: $0.notes) }.joined(separator: "---\n"))
            case .json: try StandardOutput.write(LayoutWriter.json(screens))
            }
        }
        for finding in findings.sorted(by: { $0.location < $1.location }) {
            StandardOutput.error(finding.terminalStyle + "\n")
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// One YAML layout per screen in `folder`, named after the screen; each element with the source
    /// language's text above it and, below its settings, the width the source language's pass solves for
    /// its text (what a translation's width is compared with). The files are layouts `check` reads as they are.
    func write(_ screens: [(screen: LayoutScreen, notes: [String: [String]])], to folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create \(folder): \(error.localizedDescription)")
        }
        let solutions = sourceSolutions()
        var used = Set<String>()
        for (screen, notes) in screens {
            var base = String(screen.name.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "-_.".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
            })
            if base.isEmpty || base.hasPrefix(".") { base = "screen" + base }
            var name = base + ".yaml"
            var n = 2
            while !used.insert(name.lowercased()).inserted { name = "\(base)-\(n).yaml"; n += 1 }
            var before = notes, after: [String: [String]] = [:]
            if let solved = solutions?.byScreen[ScreenKey(file: Self.relativePath(screen.file), name: screen.name)] {
                for element in screen.elements {
                    guard let solution = solved[element.id] else { continue }
                    if let text = solution.text {
                        before[element.id] = ["\(solutions?.sourceLocale ?? "source"): “\(text)”"] + (before[element.id] ?? [])
                    }
                    let unit = screen.platform.lengthUnit
                    if let width = solution.width {
                        var context: [String] = []
                        if let category = solution.sizeCategory { context.append(category) }
                        if let screenWidth = solution.screenWidth { context.append("\(FindingText.number(screenWidth))\(unit) screen") }
                        after[element.id] = ["solved width (\(([solutions?.sourceLocale ?? "source"] + context).joined(separator: ", "))): "
                            + "\(FindingText.number(width))\(unit) — the layout pass gives each translation its own"]
                    } else if let reason = solution.skipReason {
                        after[element.id] = ["no solved width: \(reason)"]
                    }
                }
            }
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            do {
                try AtomicFile.write(Data(LayoutWriter.yaml(screen, notes: before, after: after).utf8), to: path)
            } catch {
                throw ValidationError(error.description)
            }
        }
        StandardOutput.error("wrote \(screens.count) layout\(screens.count == 1 ? "" : "s") to \(folder)\(solutions == nil ? " (no catalog found: no solved widths)" : "")\n")
    }

    struct ScreenKey: Hashable { var file: String; var name: String }

    /// The source language's solved widths and texts, by screen; nil when the paths hold no catalog.
    func sourceSolutions() -> (sourceLocale: String, byScreen: [ScreenKey: [String: SourceSolution]])? {
        let configPath = ProjectConfig.discover()
        let config = configPath.flatMap { try? ProjectConfig.load(path: $0) } ?? ProjectConfig()
        guard let project = try? Project.discover(paths: paths, config: config, configPath: configPath),
              let url = FontLocator.locate(explicit: fonts), let typesetter = try? Typesetter(fontsAt: url) else { return nil }
        let input = project.read()
        guard !input.catalogs.isEmpty else { return nil }
        var options = LintOptions()
        options.sourceLocale = config.sourceLocale
        if let categories = config.sizeCategories { options.sizeCategories = categories }
        let solved = Linter(typesetter: typesetter, options: options).sourceSolutions(input: input)
        var byScreen: [ScreenKey: [String: SourceSolution]] = [:]
        for (screen, solutions) in zip(input.screens, solved) { byScreen[ScreenKey(file: Self.relativePath(screen.file), name: screen.name)] = solutions }
        let source = config.sourceLocale ?? CatalogIndex(input.catalogs).sourceLanguages.values.sorted().first ?? "en"
        return (source, byScreen)
    }

    /// What each importer makes of one path.
    static func importers(path: String, settings: AndroidImportSettings,
                          interfaceBuilder: InterfaceBuilderImportSettings = InterfaceBuilderImportSettings()) -> [ImportResult] {
        let display = { (file: String) in relativePath(file) }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        var results: [ImportResult] = []
        if isDirectory.boolValue {
            let folders = AndroidLayoutImporter.resourceFolders(under: path)
            if !folders.isEmpty { results.append(AndroidLayoutImporter.read(resourceFolders: folders, settings: settings, displayPath: display)) }
            let documents = Importers.discover(under: path).filter(InterfaceBuilderImporter.isDocument)
            if !documents.isEmpty {
                results.append(InterfaceBuilderImporter.read(documents: documents, settings: interfaceBuilder, displayPath: display))
            }
            let swift = Importers.discover(under: path).filter(SwiftUIImporter.isSource)
            if !swift.isEmpty { results.append(SwiftUIImporter.read(files: swift, displayPath: display)) }
            let kotlin = Importers.discover(under: path).filter(ComposeImporter.isSource)
            if !kotlin.isEmpty { results.append(ComposeImporter.read(files: kotlin, settings: settings, resourceFolders: folders, displayPath: display)) }
        } else if ComposeImporter.isSource(path) {
            results.append(ComposeImporter.read(files: [path], settings: settings, displayPath: display))
        } else if SwiftUIImporter.isSource(path) {
            results.append(SwiftUIImporter.read(files: [path], displayPath: display))
        } else if InterfaceBuilderImporter.isDocument(path) {
            results.append(InterfaceBuilderImporter.read(documents: [path], settings: interfaceBuilder, displayPath: display))
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
        // The hierarchy groups `check` derives (adjacent texts styled as two levels), printed as `hierarchy:`.
        for index in results.indices { results[index].screens = results[index].screens.map(HierarchyGroups.derived) }
        return results
    }

    /// Why `path` gave no screen and no finding.
    static func nothingImported(from path: String) -> String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            return "nothing to import in \(path): no res/ folder with layout*/ folders and no .storyboard or .xib under it"
        }
        if path.hasSuffix(".xml") {
            return "nothing to import from \(path): not an Android layout (a layout is an .xml file in a res/layout*/ folder)"
        }
        return "nothing to import from \(path): import reads Android res/ folders and layout .xml files, .storyboard and .xib files, or folders that hold them"
    }

    static func relativePath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
