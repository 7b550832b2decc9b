/// Where something stands in a source file. `line` and `column` are 1-based; the column counts Unicode
/// scalars from the start of the line (so it is the same whether the file is UTF-8 or UTF-16).
public struct SourceLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

public enum Severity: String, Codable, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// Stable rule ids. Findings carry the id as a string so reports stay readable and versionable.
public enum RuleID {
    /// A catalog, layout or config that cannot be read as written.
    public static let invalidInput = "invalid-input"
    /// A key defined twice in one catalog file; the last definition wins (as on device).
    public static let duplicateKey = "duplicate-key"
}

/// One user-facing result: a rule that fired at a place, with what to do about it.
public struct Finding: Codable, Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var locale: String?
    public var key: String?
    public var table: String?
    public var variant: String?
    public var suggestion: String?

    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                locale: String? = nil, key: String? = nil, table: String? = nil, variant: String? = nil,
                suggestion: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.locale = locale
        self.key = key
        self.table = table
        self.variant = variant
        self.suggestion = suggestion
    }

    /// `file:line:col: severity: message [rule]`, as clang prints diagnostics.
    public var clangStyle: String {
        var text = "\(location): \(severity.rawValue): \(message) [\(rule)]"
        if let suggestion { text += "\n  suggestion: \(suggestion)" }
        return text
    }

    /// Deterministic report order: file, line, column, then rule, key, locale, variant, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.key ?? "") != (b.key ?? "") { return (a.key ?? "") < (b.key ?? "") }
        if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
        if (a.variant ?? "") != (b.variant ?? "") { return (a.variant ?? "") < (b.variant ?? "") }
        return a.message < b.message
    }
}

/// Failures of the tool itself or of how it was called (a path that does not exist), as opposed to
/// problems in the user's files, which are `Finding`s.
public enum LayoutLintError: Error, Sendable, Equatable, CustomStringConvertible {
    case pathNotFound(String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .pathNotFound(let path): "no such file or directory: \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
