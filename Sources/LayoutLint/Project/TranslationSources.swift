import Foundation
import Yams

/// The source catalogs a project's translation platform sends to translators, as the configuration its
/// command-line client reads names them. A source catalog none of them names is never offered for
/// translation: its values are not to be translated, like `translatable="false"` ones (a table of brand
/// names and unfinished texts the app keeps beside its translated one).
///
/// - Crowdin: `crowdin.yml` (or `crowdin.yaml`) at the project root; `files:` lists `source:` patterns with
///   `*`, `**`, `?` and `[…]`, optional `ignore:` patterns, relative to `base_path` (default: the file's
///   folder); a leading `/` is that folder (support.crowdin.com/developer/configuration-file/).
/// - Transifex: `.tx/config`, an INI file whose resource sections name their `source_file`, relative to the
///   folder holding `.tx` (developers.transifex.com/docs/using-the-client, "Configuration file").
///
/// A configuration is used only when one of its patterns names a catalog the project has: a file left from
/// a platform the project no longer uses, or one naming other files (store listings), decides nothing.
public struct TranslationSources: Sendable {
    struct Rule: Sendable {
        /// The folder the patterns are relative to, "" for the current one.
        var base: String
        var source: String
        var ignore: [String]
    }

    /// The configuration files read, as found.
    public var configFiles: [String]
    var rules: [Rule]

    /// Bounded: a configuration is a few hundred bytes; a larger file is not one.
    static let maximumSize = 1_000_000
    /// Rules, and ignore patterns per rule, read at most (YAML aliases can repeat a list many times over).
    static let maximumRules = 1_000

    /// For the fuzz harness: reads arbitrary bytes as both configurations and asks about a few paths.
    public static func fuzzRead(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let sources = TranslationSources(configFiles: [], rules: crowdinRules(text, folder: "") + transifexRules(text, folder: "app"))
        _ = sources.notSent(["values/strings.xml", "app/res/values/strings.xml", "en.lproj/Localizable.strings"])
    }

    /// The configurations at the top of `folders` (where each client looks for its own by default).
    public static func read(folders: [String]) -> TranslationSources? {
        var found = TranslationSources(configFiles: [], rules: [])
        for folder in Set(folders.map(normalized)).sorted() {
            for name in ["crowdin.yml", "crowdin.yaml"] {
                let path = join(folder, name)
                guard let text = contents(path) else { continue }
                found.configFiles.append(path)
                found.rules += crowdinRules(text, folder: folder)
            }
            let tx = join(folder, ".tx/config")
            if let text = contents(tx) {
                found.configFiles.append(tx)
                found.rules += transifexRules(text, folder: folder)
            }
        }
        return found.rules.isEmpty ? nil : found
    }

    /// Whether a catalog at `path` (as the project names it) is sent to translators.
    public func sends(_ path: String) -> Bool {
        let path = Self.normalized(path)
        return rules.contains { rule in
            guard let relative = Self.relative(path, to: rule.base) else { return false }
            return Glob.matches(rule.source, relative) && !rule.ignore.contains { Glob.matches($0, relative) }
        }
    }

    /// The source catalogs among `paths` no rule sends, when some rule names one of `paths` (else none).
    public func notSent(_ paths: [String]) -> Set<String> {
        guard paths.contains(where: sends) else { return [] }
        return Set(paths.filter { path in
            !sends(path) && rules.contains { Self.relative(Self.normalized(path), to: $0.base) != nil }
        })
    }

    // MARK: reading

    static func crowdinRules(_ text: String, folder: String) -> [Rule] {
        guard let node = try? Yams.compose(yaml: text), let root = node.mapping else { return [] }
        var base = folder
        if let basePath = root["base_path"]?.string {
            base = normalized(basePath.hasPrefix("/") ? basePath : join(folder, basePath))
        }
        var rules: [Rule] = []
        for file in (root["files"]?.sequence ?? []).prefix(maximumRules) {
            guard let mapping = file.mapping, let source = mapping["source"]?.string else { continue }
            let ignore = (mapping["ignore"]?.sequence ?? []).prefix(maximumRules).compactMap(\.string).map(pattern)
            rules.append(Rule(base: base, source: pattern(source), ignore: ignore))
        }
        return rules
    }

    static func transifexRules(_ text: String, folder: String) -> [Rule] {
        var rules: [Rule] = []
        var inResource = false
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { inResource = line != "[main]"; continue }
            guard inResource, let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard name == "source_file", rules.count < maximumRules else { continue }
            rules.append(Rule(base: folder, source: pattern(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)), ignore: []))
        }
        return rules
    }

    /// A pattern relative to its base: Crowdin's leading `/` is the base folder.
    static func pattern(_ text: String) -> String {
        var text = text
        while text.hasPrefix("/") { text.removeFirst() }
        if text.hasPrefix("./") { text.removeFirst(2) }
        return text
    }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path == "." { return "" }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

    /// `path` relative to `base`, nil when it is not under it.
    static func relative(_ path: String, to base: String) -> String? {
        if base.isEmpty { return path }
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }

    static func contents(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) == .typeRegular,
              let size = attributes[.size] as? Int, size <= maximumSize,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
