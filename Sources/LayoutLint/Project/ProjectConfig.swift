import Foundation
import Yams

/// `.layoutlint.yml`: what to read and how to check it. Versioned; every key is optional.
///
/// ```yaml
/// version: 1
/// catalogs: ["strings/**/*.xcstrings"]   # files, folders or globs (* ? ** [abc]), relative to this file
/// layouts: [layouts]
/// ui: [app/src/main/res, App/Base.lproj]  # UI files to import: res/ folders, storyboards, XIBs, or folders holding them
/// fonts: Fonts                          # a Fonts folder or a profile file
/// sourceLocale: en
/// locales: [en, de, th, ar, hi, zh-Hans]
/// platform: ios                         # for layouts that do not say
/// sizeCategories: [L, xxxL]
/// rules:
///   truncation: error                   # off | note | warning | error
///   vertical-clipping: { severity: warning }
/// ignore:
///   - { rule: truncation, key: "debug.*" }
/// baseline: .layoutlint-baseline.json
/// android: { screenWidths: [360, 411], targetSdk: 34 }   # Android layout import (AndroidImportSettings)
/// interfaceBuilder: { screenWidths: [375, 393], runtimeAttributeKeyPath: localizableString }
/// ```
public struct ProjectConfig: Codable, Sendable, Equatable {
    public static let currentVersion = 1
    public static let fileName = ".layoutlint.yml"
    /// The names a config is found by, in order of preference (as SwiftLint's `.swiftlint.yml`).
    public static let fileNames = [".layoutlint.yml", ".layoutlint.yaml"]

    public var version: Int
    public var catalogs: [String]?
    public var layouts: [String]?
    /// Where the importers look for UI files (Android `res/` folders, storyboards and XIBs, or folders that
    /// hold them), relative to the config; none when absent (a folder given on the command line is
    /// searched for them anyway).
    public var ui: [String]?
    public var fonts: String?
    public var sourceLocale: String?
    public var locales: [String]?
    /// Pseudolocales checked besides the locales (`en-XA`, `ar-XB`, `en-XT`: `Pseudolocale`).
    public var pseudolocales: [String]?
    public var platform: Platform?
    public var sizeCategories: [String]?
    public var rules: [String: RuleSetting]?
    public var ignore: [IgnorePattern]?
    public var baseline: String?
    public var maxWarnings: Int?
    /// How Android `res/layout*` files are imported.
    public var android: AndroidImportSettings?
    /// Where each `catalogs:` and `layouts:` entry stands in the config (`layouts[0]` → file:line:col), so
    /// a path that does not exist is reported at its entry. Not part of the file's format.
    public var entryLocations = EntryLocations()

    /// Positions in the file, not settings: two configs with the same settings are equal wherever they stand.
    public struct EntryLocations: Sendable, Equatable {
        var byEntry: [String: SourceLocation] = [:]
        public subscript(entry: String) -> SourceLocation? {
            get { byEntry[entry] }
            set { byEntry[entry] = newValue }
        }
        public static func == (_: EntryLocations, _: EntryLocations) -> Bool { true }
    }
    /// How storyboards and XIBs are imported (device widths, the runtime attribute holding a key).
    public var interfaceBuilder: InterfaceBuilderImportSettings?

    public init(version: Int = ProjectConfig.currentVersion) { self.version = version }

    /// The config that applies in `folder`: `.layoutlint.yml` or `.layoutlint.yaml` there or in the nearest
    /// parent, stopping at the repository root (the first folder with `.git`), as SwiftLint and
    /// swift-format look for theirs. The path is relative to `folder` when the config is in it or above it.
    public static func discover(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        var ups = 0
        while true {
            for name in fileNames {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: current.appendingPathComponent(name).path, isDirectory: &isDirectory),
                   !isDirectory.boolValue {
                    return ups == 0 ? name : Array(repeating: "..", count: ups).joined(separator: "/") + "/" + name
                }
            }
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
            ups += 1
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, catalogs, layouts, ui, fonts, sourceLocale, locales, platform, sizeCategories, rules, ignore, baseline, maxWarnings, android
        case interfaceBuilder, pseudolocales
    }
}

/// A rule's configured severity (or `off`) and options: `truncation: warning` or
/// `small-text: { severity: warning, minimumSize: { Hani: 12 } }`.
public struct RuleSetting: Codable, Sendable, Equatable {
    /// nil with `enabled` = the rule's default severity.
    public var severity: Severity?
    public var enabled: Bool
    public var options: [String: ConfigValue]

    public init(severity: Severity?, enabled: Bool = true, options: [String: ConfigValue] = [:]) {
        self.severity = severity
        self.enabled = enabled
        self.options = options
    }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            try self.init(checking: text, codingPath: decoder.codingPath)
            return
        }
        let container = try decoder.container(keyedBy: AnyKey.self)
        var setting = RuleSetting(severity: nil)
        for key in container.allKeys {
            if key.stringValue == "severity" {
                let level = try container.decode(String.self, forKey: key)
                let parsed = try RuleSetting(checking: level, codingPath: decoder.codingPath + [key])
                setting.severity = parsed.severity
                setting.enabled = parsed.enabled
            } else {
                setting.options[key.stringValue] = try container.decode(ConfigValue.self, forKey: key)
            }
        }
        self = setting
    }

    private init(checking level: String, codingPath: [CodingKey]) throws {
        if level == "off" {
            self.init(severity: nil, enabled: false)
        } else if let severity = Severity(rawValue: level) {
            self.init(severity: severity)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                debugDescription: "unknown severity '\(level)': use off, note, warning or error"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(enabled ? severity?.rawValue ?? "default" : "off", forKey: AnyKey("severity"))
        for (key, value) in options.sorted(by: { $0.key < $1.key }) { try container.encode(value, forKey: AnyKey(key)) }
    }
}

/// Findings to leave out: every given field must match (glob patterns, `*` and `?`). A pattern names at
/// least one field; an unknown field is a config error (a misspelt field would otherwise match everything).
public struct IgnorePattern: Codable, Sendable, Equatable {
    static let fields = ["rule", "key", "locale", "screen", "element", "file"]

    public var rule: String?
    public var key: String?
    public var locale: String?
    public var screen: String?
    public var element: String?
    public var file: String?

    public func matches(_ finding: Finding) -> Bool {
        func match(_ pattern: String?, _ value: String?) -> Bool {
            guard let pattern else { return true }
            return Glob.matches(pattern, value ?? "")
        }
        return match(rule, finding.rule) && match(key, finding.key) && match(locale, finding.locale)
            && match(screen, finding.screen) && match(element, finding.element) && match(file, finding.location.file)
    }
}

/// A scalar, list or mapping option value.
public enum ConfigValue: Codable, Sendable, Equatable {
    case bool(Bool), number(Double), string(String), list([ConfigValue]), map([String: ConfigValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([ConfigValue].self) { self = .list(value) }
        else { self = .map(try container.decode([String: ConfigValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .map(let value): try container.encode(value)
        }
    }

    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var map: [String: ConfigValue]? { if case .map(let value) = self { value } else { nil } }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

/// A config that cannot be used, with where: the key path and line of the offending value.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var keyPath: String
    public var message: String

    public var description: String {
        "\(location): error: \(keyPath.isEmpty ? "" : "\(keyPath): ")\(message)"
    }
}

extension ProjectConfig {
    /// Reads a config file. Unknown keys, wrong types, an unknown version, severity or size category are
    /// errors naming the key path and line.
    /// A config is a few dozen lines; a larger file is refused before it is read.
    public static let maximumFileSize = 1 << 20

    public static func load(path: String) throws(ConfigError) -> ProjectConfig {
        let start = SourceLocation(file: path, line: 1, column: 1)
        switch BoundedFile.read(path, limit: maximumFileSize) {
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ConfigError(location: start, keyPath: "", message: "cannot read the file as UTF-8 text")
            }
            return try parse(text, file: path)
        case .failure(let failure):
            throw ConfigError(location: start, keyPath: "", message: "cannot read the file: " + failure.description(what: "configs"))
        }
    }

    public static func parse(_ text: String, file: String) throws(ConfigError) -> ProjectConfig {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ConfigError(location: start, keyPath: "", message: "the file is empty; write at least `version: 1`")
            }
            root = node
        } catch let error as ConfigError {
            throw error
        } catch let error as YamlError {
            // Yams' own description of a repeated key quotes the whole file.
            let failure = LayoutDocument.failure(error, file: file)
            throw ConfigError(location: failure.location, keyPath: "", message: failure.message)
        } catch {
            throw ConfigError(location: start, keyPath: "", message: "\(error)")
        }
        guard let mapping = root.mapping else {
            throw ConfigError(location: location(root, file), keyPath: "", message: "the config must be a mapping of settings")
        }
        let known = CodingKeys.allCases.map(\.rawValue)
        for (keyNode, _) in mapping {
            guard let key = keyNode.string, !known.contains(key) else { continue }
            let guess = closest(key, among: known)
            throw ConfigError(location: location(keyNode, file), keyPath: key,
                              message: "unknown setting" + (guess.map { "; did you mean '\($0)'?" } ?? "; known: \(known.joined(separator: ", "))"))
        }
        var config: ProjectConfig
        do {
            config = try YAMLDecoder().decode(ProjectConfig.self, from: root)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            throw ConfigError(location: location(of: path, in: root, file: file), keyPath: keyPath(path), message: message)
        } catch {
            throw ConfigError(location: start, keyPath: "", message: "\(error)")
        }
        guard config.version == currentVersion else {
            throw ConfigError(location: location(of: [AnyKey("version")], in: root, file: file), keyPath: "version",
                              message: "version \(config.version) is not supported; this layoutlint reads version \(currentVersion)")
        }
        if let maxWarnings = config.maxWarnings, maxWarnings < 0 {
            throw ConfigError(location: location(of: [AnyKey("maxWarnings")], in: root, file: file), keyPath: "maxWarnings",
                              message: "must be 0 or more (\(maxWarnings) given); leave it out to allow any number of warnings")
        }
        for list in ["catalogs", "layouts", "ui"] {
            guard let items = root.mapping?.first(where: { $0.key.string == list })?.value.sequence else { continue }
            for (index, item) in items.enumerated() { config.entryLocations["\(list)[\(index)]"] = location(item, file) }
        }
        try checkIgnorePatterns(root, file: file)
        let ruleIDs = RuleRegistry.descriptions.map(\.id)
        for id in (config.rules ?? [:]).keys.sorted() where !ruleIDs.contains(id) {
            let guess = closest(id, among: ruleIDs)
            throw ConfigError(location: location(of: [AnyKey("rules"), AnyKey(id)], in: root, file: file, key: true),
                              keyPath: "rules.\(id)", message: "unknown rule" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
        }
        for id in (config.rules ?? [:]).keys.sorted() {
            guard let problem = RuleOptions.validate(rule: id, options: config.rules![id]!.options).first else { continue }
            let path = [AnyKey("rules"), AnyKey(id)] + problem.path.map { AnyKey($0) }
            throw ConfigError(location: location(of: path, in: root, file: file, key: problem.atKey),
                              keyPath: "rules.\(id)." + problem.path.joined(separator: "."), message: problem.message)
        }
        // An empty list would check nothing and pass: an error, like `--locales ''`.
        for (list, what) in [("sizeCategories", "size category (leave the setting out for the default, L and xxxL)"),
                             ("pseudolocales", "pseudolocale (en-XA, ar-XB, en-XT), or leave the setting out"),
                             ("locales", "locale (leave the setting out to check every locale of the catalogs)")]
        where root.mapping?.first(where: { $0.key.string == list })?.value.sequence?.isEmpty == true {
            throw ConfigError(location: location(of: [AnyKey(list)], in: root, file: file), keyPath: list,
                              message: "an empty list checks nothing; name at least one \(what)")
        }
        for key in ["fonts", "locales"] {
            guard let pair = root.mapping?.first(where: { $0.key.string == key }) else { continue }
            config.entryLocations[key] = location(pair.value, file)
            for (index, item) in (pair.value.sequence ?? []).enumerated() { config.entryLocations["\(key)[\(index)]"] = location(item, file) }
        }
        for (index, name) in (config.pseudolocales ?? []).enumerated() where Pseudolocale.parse([name]) == nil {
            throw ConfigError(location: location(of: [AnyKey("pseudolocales"), AnyKey("\(index)")], in: root, file: file),
                              keyPath: "pseudolocales[\(index)]",
                              message: "unknown pseudolocale '\(name)'; use \(Pseudolocale.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        for (index, category) in (config.sizeCategories ?? []).enumerated() where SizeScale.unknown([category]).count == 1 {
            throw ConfigError(location: location(of: [AnyKey("sizeCategories"), AnyKey("\(index)")], in: root, file: file),
                              keyPath: "sizeCategories[\(index)]",
                              message: "unknown size category '\(category)'; use \(SizeScale.all.joined(separator: ", "))")
        }
        return config
    }

    static func describe(_ error: DecodingError) -> ([CodingKey], String) {
        switch error {
        case .typeMismatch(let type, let context): return (context.codingPath, "expected \(typeName(type))")
        case .valueNotFound(let type, let context): return (context.codingPath, "expected \(typeName(type)), found nothing")
        case .keyNotFound(let key, let context):
            return (context.codingPath, "missing `\(key.stringValue):`" + (key.stringValue == "version" ? " (write `version: 1`)" : ""))
        case .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default: return ([], "\(error)")
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch "\(type)" {
        case "Int": "a whole number"
        case "Double": "a number"
        case "String": "a string"
        case "Bool": "true or false"
        case let name where name.hasPrefix("Array") || name.hasSuffix("Sequence"): "a list"
        case let name where name.hasPrefix("Dictionary") || name.hasSuffix("Mapping"): "a mapping"
        case let name where name.hasSuffix("Scalar"): "a string"
        default: "\(type)"
        }
    }

    static func keyPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    static func location(_ node: Node, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// The position of the value at `path` (or of its key with `key: true`), else of the deepest node found.
    static func location(of path: [CodingKey], in root: Node, file: String, key: Bool = false) -> SourceLocation {
        var node = root
        var keyNode: Node?
        for step in path {
            if let mapping = node.mapping, let pair = mapping.first(where: { $0.key.string == step.stringValue }) {
                keyNode = pair.key
                node = pair.value
            } else if let sequence = node.sequence, let index = step.intValue ?? Int(step.stringValue), index < sequence.count {
                keyNode = nil
                node = sequence[index]
            } else {
                break
            }
        }
        return location(key ? keyNode ?? node : node, file)
    }
}

extension ProjectConfig {
    /// `ignore:` entries: mappings of known fields, at least one each.
    static func checkIgnorePatterns(_ root: Node, file: String) throws(ConfigError) {
        guard let ignore = root.mapping?.first(where: { $0.key.string == "ignore" })?.value,
              let items = ignore.sequence else { return }
        for (index, item) in items.enumerated() {
            guard let mapping = item.mapping else { continue }
            for (keyNode, _) in mapping {
                guard let key = keyNode.string, !IgnorePattern.fields.contains(key) else { continue }
                let guess = closest(key, among: IgnorePattern.fields)
                throw ConfigError(location: location(keyNode, file), keyPath: "ignore[\(index)].\(key)",
                                  message: "unknown field" + (guess.map { "; did you mean '\($0)'?" } ?? "")
                                      + " (fields: \(IgnorePattern.fields.joined(separator: ", ")))")
            }
            if mapping.count == 0 {
                throw ConfigError(location: location(item, file), keyPath: "ignore[\(index)]",
                                  message: "an empty pattern would ignore every finding; name a rule, key, locale, screen, element or file")
            }
        }
    }
}
