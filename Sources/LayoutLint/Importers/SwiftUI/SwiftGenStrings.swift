import Foundation
import Yams

/// SwiftGen's string accessors where the repository does not hold the generated file: a project that runs
/// SwiftGen in a build phase (`swiftgen config run`) and ignores its output has `L10n.Items.creatorSummary` in its
/// views and no declaration of it. SwiftGen names each accessor by fixed rules from the configuration
/// (`swiftgen.yml`) and the keys of its input tables, so the names are worked out here the way SwiftGen does and
/// mapped to table × key, as `SwiftUILocalizedAccessors` maps a generated file it reads.
///
/// - Configuration (SwiftGen's `Documentation/ConfigFile.md`): `strings:` is one entry or a list of them, each
///   with `inputs` (a path or a list, relative to the file) and `outputs` (one or a list, each a `templateName`,
///   an `output` path and `params`). `params.enumName` names the outer enum (default `L10n`); a template other than
///   `structured-swift5` / `flat-swift5` (or one given by `templatePath`) is not known and is left out.
/// - Tables: each input file is a table named by the file without its extension (`Localizable.strings` and
///   `Localizable.stringsdict` are one table); with more than one table (or `params.forceFileNameEnum`) each table is
///   an enum of its own inside the outer one, named as a level is.
/// - Names (SwiftGen's `templates/strings/structured-swift5.stencil`): a key is split at `.` into levels; each
///   level but the last is an enum named `swiftIdentifier:"pretty"`, the last a member named
///   `swiftIdentifier:"pretty"|lowerFirstWord`. `flat-swift5` names the whole key that way. The filters are
///   StencilSwiftKit's (`Sources/StencilSwiftKit/Filters+Strings.swift`, `SwiftIdentifier.swift`): the text is
///   split at characters that cannot be in an identifier, each part's first letter uppercased and the parts
///   joined; then snake case becomes camel case (each `_`-separated part title-cased; a text without lower-case
///   letters is lower-cased first); a name that would start with a character an identifier cannot start with
///   gets a leading `_`; `lowerFirstWord` lower-cases the leading run of capitals, less the last one where a
///   lower-case letter follows (`URLTitle` → `urlTitle`).
/// A configuration whose generated file is in the repository is left to that file.
enum SwiftGenStrings {
    /// The accessor entries of every `swiftgen.yml` in the folders that hold the given Swift files or above them,
    /// for outputs the repository does not hold.
    static func entries(nearSwiftFiles files: [String]) -> [String: SwiftUILocalizedAccessors.Entry] {
        var folders = Set<String>()
        for file in files {
            // The file's folder and each folder above it, as the path writes them (`./App/Views` → `./App`, `.`).
            var folder = Substring(file)
            // Each folder once: stop at the first already seen (its ancestors were added with it).
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                let name = folder.isEmpty ? "/" : String(folder)
                guard folders.insert(name).inserted, !folder.isEmpty else { break }
            }
        }
        var entries: [String: SwiftUILocalizedAccessors.Entry] = [:]
        var conflicting = Set<String>()
        for folder in folders.sorted() {
            let path = (folder as NSString).appendingPathComponent("swiftgen.yml")
            guard case .success(let bytes) = BoundedFile.read(path, limit: 1 << 20), Self.isProjectFolder(folder),
                  let text = String(validating: bytes, as: UTF8.self) else { continue }
            for (name, entry) in Self.entries(configuration: text, folder: folder) {
                if let known = entries[name], known != entry { conflicting.insert(name) }
                entries[name] = entry
            }
        }
        for name in conflicting { entries[name] = nil }
        return entries
    }

    /// Whether a folder holds a project a build phase runs in: `swiftgen config run` reads `swiftgen.yml` in the
    /// current directory (SwiftGen's `Documentation/ConfigFile.md`), and Xcode runs a script phase in `$(SRCROOT)`,
    /// the folder of the `.xcodeproj` (Xcode Build Settings Reference, `SRCROOT`); a Swift package's or an XcodeGen
    /// spec's folder is where that project is. A `swiftgen.yml` anywhere else configures no build read here.
    static func isProjectFolder(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == "project.yml" }
    }

    /// The entries of one configuration, its paths relative to `folder`.
    static func entries(configuration text: String, folder: String) -> [String: SwiftUILocalizedAccessors.Entry] {
        // Composed, not loaded: only the few nodes read here are visited (an alias is one node however often it
        // is named, so a file of nested aliases costs what it is long).
        guard let root = (try? Yams.compose(yaml: text)) ?? nil, let strings = root.mapping?["strings"] else { return [:] }
        let commands = strings.sequence.map(Array.init) ?? [strings]
        var entries: [String: SwiftUILocalizedAccessors.Entry] = [:]
        for command in commands.prefix(64) {
            guard let settings = command.mapping else { continue }
            let inputs = Self.paths(settings["inputs"]).map { (folder as NSString).appendingPathComponent($0) }
            let outputNode = settings["outputs"]
            let outputs = outputNode?.sequence.map(Array.init) ?? outputNode.map { [$0] } ?? []
            // The tables: each input file (a folder's `.strings` / `.stringsdict` files), by name without extension.
            var tables: [String: Set<String>] = [:]
            for input in inputs.prefix(64) {
                for file in Self.tableFiles(input) {
                    let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                    let catalog = CatalogReader.read(path: file)
                    tables[table, default: []].formUnion(catalog.entries.map(\.key))
                }
            }
            guard !tables.isEmpty else { continue }
            for output in outputs.prefix(64) {
                guard let template = output.mapping?["templateName"]?.string, ["structured-swift5", "flat-swift5"].contains(template),
                      let written = output.mapping?["output"]?.string else { continue }
                // The generated file is in the repository: it is read as a source like any other.
                if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(written)) { continue }
                let params = output.mapping?["params"]?.mapping
                let enumName = params?["enumName"]?.string ?? "L10n"
                let tableEnums = tables.count > 1 || params?["forceFileNameEnum"]?.bool == true
                for (table, keys) in tables {
                    let prefix = tableEnums ? [enumName, prettyIdentifier(table)] : [enumName]
                    for key in keys {
                        let name: [String]
                        if template == "flat-swift5" {
                            name = prefix + [lowerFirstWord(prettyIdentifier(key))]
                        } else {
                            let levels = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                            guard !levels.contains(where: \.isEmpty) else { continue }
                            name = prefix + levels.dropLast().map(prettyIdentifier) + [lowerFirstWord(prettyIdentifier(levels.last!))]
                        }
                        entries[name.joined(separator: ".")] = SwiftUILocalizedAccessors.Entry(key: key, table: table)
                    }
                }
            }
        }
        return entries
    }

    private static func paths(_ node: Node?) -> [String] {
        if let one = node?.string { return [one] }
        return node?.sequence?.prefix(64).compactMap(\.string) ?? []
    }

    /// An input path's table files: the file, or a folder's `.strings` and `.stringsdict` files (not recursing
    /// into `.lproj` folders other than the one named).
    private static func tableFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.map { (path as NSString).appendingPathComponent($0) }
    }

    // MARK: StencilSwiftKit's filters

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
            || scalar.properties.generalCategory == .spacingMark
    }

    /// `swiftIdentifier:"pretty"`.
    static func prettyIdentifier(_ text: String) -> String {
        // `SwiftIdentifier.identifier(from:)`: parts between characters no identifier holds, each with its first
        // letter uppercased, joined.
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isTail(scalar) { current.append(scalar) } else { parts.append(String(current)); current = String.UnicodeScalarView() }
        }
        parts.append(String(current))
        let joined = parts.map(uppercasedFirst).joined()
        // `snakeToCamelCase(_:stripLeadingUnderscores: true)`.
        let camel: String
        if joined.unicodeScalars.contains(where: { $0.properties.isLowercase }) {
            camel = joined.components(separatedBy: "_").map(uppercasedFirst).joined()
        } else {
            camel = snakeCase(joined).components(separatedBy: "_").map { $0.capitalized }.joined()
        }
        // `prefixWithUnderscoreIfNeeded`.
        if let first = camel.unicodeScalars.first, !isHead(first) { return "_" + camel }
        return camel
    }

    private static func uppercasedFirst(_ part: String) -> String {
        guard let first = part.first else { return "" }
        return first.uppercased() + part.dropFirst()
    }

    /// StencilSwiftKit's `snakecase`: a capital after a lower-case letter or digit, or a capital before a
    /// lower-case letter after capitals, starts a word; words joined with `_`, lower-cased.
    private static func snakeCase(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, scalar.properties.isUppercase {
                let previous = scalars[index - 1]
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if previous.properties.isLowercase || previous.properties.numericType != nil
                    || (previous.properties.isUppercase && next?.properties.isLowercase == true) {
                    result.append("_")
                }
            }
            result.append(scalar)
        }
        return String(result).lowercased()
    }

    /// `lowerFirstWord`.
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var end = 0
        while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        return String(String.UnicodeScalarView(scalars[..<end])).lowercased() + String(String.UnicodeScalarView(scalars[end...]))
    }
}
