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

/// What one locale (or several that say the same) of a grouped finding says: every field that differs
/// between the locales of one element's problem (`Finding.perLocale`). A member of the group is the
/// group's shared fields with these.
public struct LocaleDetail: Codable, Sendable, Hashable {
    public var locale: String
    /// The locales this detail stands for (several where their findings were the same but for the tag).
    public var locales: [String]
    public var severity: Severity
    public var message: String
    public var suggestion: String?
    public var location: SourceLocation
    public var variant: String?
    public var sizeCategory: String?
    public var sizeCategories: [String]
    public var measurements: [String: Double]?
    public var text: String?
    public var visibleText: String?
    public var fixes: [TextReplacement]?
    /// The message and suggestion as the rule wrote them (`Finding.written`), where they name the locale.
    var written: WrittenTexts? {
        get { writtenBox.value }
        set { writtenBox = NotCompared(value: newValue) }
    }
    private var writtenBox = NotCompared<WrittenTexts?>(value: nil)

    enum CodingKeys: String, CodingKey {
        case locale, locales, severity, message, suggestion, location, variant, sizeCategory, sizeCategories, measurements, text, visibleText, fixes,
             messageTemplate, suggestionTemplate
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        locale = try c.decode(String.self, forKey: .locale)
        locales = try c.decode([String].self, forKey: .locales)
        severity = try c.decode(Severity.self, forKey: .severity)
        message = try c.decode(String.self, forKey: .message)
        suggestion = try c.decodeIfPresent(String.self, forKey: .suggestion)
        location = try c.decode(SourceLocation.self, forKey: .location)
        variant = try c.decodeIfPresent(String.self, forKey: .variant)
        sizeCategory = try c.decodeIfPresent(String.self, forKey: .sizeCategory)
        sizeCategories = try c.decode([String].self, forKey: .sizeCategories)
        measurements = try c.decodeIfPresent([String: Double].self, forKey: .measurements)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        visibleText = try c.decodeIfPresent(String.self, forKey: .visibleText)
        fixes = try c.decodeIfPresent([TextReplacement].self, forKey: .fixes)
        written = WrittenTexts.decoded(from: c, message: message, suggestion: suggestion, locale: locale,
                                       keys: (CodingKeys.messageTemplate, CodingKeys.suggestionTemplate))
    }

    /// As `JSONWriter` writes it: fields that do not apply are `null`, `text`, `visibleText` and `fixes` left
    /// out when absent.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(fixes, forKey: .fixes)
        try c.encode(locale, forKey: .locale)
        try c.encode(locales, forKey: .locales)
        try c.encode(location, forKey: .location)
        try c.encode(measurements, forKey: .measurements)
        try c.encode(message, forKey: .message)
        if let written = written?.reported {
            try c.encode(written.message, forKey: .messageTemplate)
            try c.encodeIfPresent(written.suggestion, forKey: .suggestionTemplate)
        }
        try c.encode(severity, forKey: .severity)
        try c.encode(sizeCategories, forKey: .sizeCategories)
        try c.encode(sizeCategory, forKey: .sizeCategory)
        try c.encode(suggestion, forKey: .suggestion)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encode(variant, forKey: .variant)
        try c.encodeIfPresent(visibleText, forKey: .visibleText)
    }

    init(_ f: Finding) {
        locale = f.locale ?? ""
        locales = f.locales
        severity = f.severity
        message = f.message
        suggestion = f.suggestion
        location = f.location
        variant = f.variant
        sizeCategory = f.sizeCategory
        sizeCategories = f.sizeCategories
        measurements = f.measurements
        text = f.text
        visibleText = f.visibleText
        fixes = f.fixes
        written = f.reportedTemplates
    }

    /// `group`'s shared fields with this locale's own.
    func applied(to group: Finding) -> Finding {
        var f = group
        f.perLocale = nil
        f.locale = locale
        f.locales = locales
        f.severity = severity
        f.message = message
        f.suggestion = suggestion
        f.location = location
        f.variant = variant
        f.sizeCategory = sizeCategory
        f.sizeCategories = sizeCategories
        f.measurements = measurements
        f.text = text
        f.visibleText = visibleText
        f.fixes = fixes
        f.written = written
        return f
    }
}

/// One key's finding in a finding that lists a file's keys (`Finding.perKey`): every field that differs
/// between the keys. A member of the group is the group's shared fields with these.
public struct KeyDetail: Codable, Sendable, Hashable {
    public var key: String
    public var message: String
    public var suggestion: String?
    public var location: SourceLocation
    public var screen: String?
    public var screens: [String]
    public var element: String?
    public var layoutLocation: SourceLocation?
    public var variant: String?
    public var text: String?

    enum CodingKeys: String, CodingKey {
        case key, message, suggestion, location, screen, screens, element, layoutLocation, variant, text
    }

    /// As `JSONWriter` writes it: fields that do not apply are `null`, `text` left out when absent.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(element, forKey: .element)
        try c.encode(key, forKey: .key)
        try c.encode(layoutLocation, forKey: .layoutLocation)
        try c.encode(location, forKey: .location)
        try c.encode(message, forKey: .message)
        try c.encode(screen, forKey: .screen)
        try c.encode(screens, forKey: .screens)
        try c.encode(suggestion, forKey: .suggestion)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encode(variant, forKey: .variant)
    }

    init(_ f: Finding) {
        variant = f.variant
        text = f.text
        key = f.key ?? ""
        message = f.message
        suggestion = f.suggestion
        location = f.location
        screen = f.screen
        screens = f.screens
        element = f.element
        layoutLocation = f.layoutLocation
    }

    func applied(to group: Finding) -> Finding {
        var f = group
        f.perKey = nil
        f.keys = nil
        f.key = key
        f.message = message
        f.suggestion = suggestion
        f.location = location
        f.screen = screen
        f.screens = screens
        f.element = element
        f.layoutLocation = layoutLocation
        f.variant = variant
        f.text = text
        return f
    }
}

/// Stable rule ids. Findings carry the id as a string so reports stay readable and versionable.
public enum RuleID {
    /// A catalog, layout or config that cannot be read as written.
    public static let invalidInput = "invalid-input"
    /// A key defined twice in one catalog file; the last definition wins (as on device).
    public static let duplicateKey = "duplicate-key"
}

/// One user-facing result: a rule that fired at a place, with the numbers behind it and what to do about it.
///
/// `location` is where the translated value stands in its catalog (or, for problems of a declaration, in
/// the layout); `layoutLocation` is the element's position in its layout file. Numbers in `measurements`
/// are points (dp on Android), rounded to hundredths when the finding is made.
public struct Finding: Codable, Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    /// The message as the rule wrote it: the finding's own locale as `FindingText.localeSlot`, so findings
    /// that differ only in their locale are equal here and group on that fact (`FindingGroups`); `message`
    /// is it with the locale written in.
    var messageTemplate: String
    /// The finding with its locale written into its texts for good (`FindingGroups`, once findings are
    /// grouped by locale).
    var baked: Finding {
        var f = self
        // A finding baked before (read back from a report) keeps the texts it was made from.
        f.written = WrittenTexts(message: messageTemplate, suggestion: suggestionTemplate).reported ?? written
        f.messageTemplate = message
        f.suggestionTemplate = suggestion
        return f
    }

    /// The texts as the rule wrote them, kept when `baked` writes the locale in: a report carries them
    /// (`messageTemplate`, `suggestionTemplate`), so a report read back groups and takes groups apart on what
    /// the rule wrote, not on its prose with locale tags masked. Not compared: it is how `message` was made.
    var written: WrittenTexts? {
        get { writtenBox.value }
        set { writtenBox = NotCompared(value: newValue) }
    }
    private var writtenBox = NotCompared<WrittenTexts?>(value: nil)

    /// The texts as the rule wrote them: `message` and `suggestion` with the finding's locale as
    /// `FindingText.localeSlot`, or the live templates of a finding not yet baked.
    var writtenTemplates: WrittenTexts {
        written ?? WrittenTexts(message: messageTemplate, suggestion: suggestionTemplate)
    }

    /// The texts a report writes as `messageTemplate` / `suggestionTemplate`: those the rule wrote, where they
    /// name the finding's locale.
    var reportedTemplates: WrittenTexts? { writtenTemplates.reported }

    /// The message, with the finding's locale written in (rendered from `messageTemplate` when read).
    /// Setting it drops the texts the rule wrote (`written`): they no longer make this message.
    public var message: String {
        get { FindingText.rendering(messageTemplate, locale: locale) }
        set {
            messageTemplate = newValue
            written = nil
        }
    }
    public var location: SourceLocation
    public var locale: String?
    public var key: String?
    public var table: String?
    public var variant: String?
    /// The first Dynamic Type size category (Android: font scale step) at which the problem shows; nil for
    /// fixed sizes and for findings that do not depend on size.
    public var sizeCategory: String?
    /// Every checked size category at which the problem shows, in size order (`sizeCategory` first); empty
    /// where sizes do not apply. CI scripts read this instead of the message's "also at …".
    public var sizeCategories: [String]
    public var screen: String?
    public var element: String?
    public var layoutLocation: SourceLocation?
    /// The suggestion as the rule wrote it (`messageTemplate`).
    var suggestionTemplate: String?
    public var suggestion: String? {
        get { suggestionTemplate.map { FindingText.rendering($0, locale: locale) } }
        set {
            suggestionTemplate = newValue
            written = nil
        }
    }
    public var measurements: [String: Double]?
    /// The text as laid out (placeholders replaced by samples, text transform applied).
    public var text: String?
    /// What the user sees of it (with "…" where it is cut), when that differs from `text`.
    public var visibleText: String?
    /// The other element of a pair the finding is about (`hierarchy-lost`: the lower level), so reports can
    /// draw both; absent otherwise.
    public var pairedElement: String?
    /// Edits that fix the problem when the fix is unambiguous (`placeholder-mismatch`: a specifier of the
    /// wrong type), at their place in the file; absent otherwise.
    public var fixes: [TextReplacement]?
    /// Every locale where this same problem shows, sorted, `locale` first (`FindingGroups`: the same fallback
    /// text failing in five locales is one finding); `[locale]` for a finding of one locale, empty for one
    /// that belongs to no locale.
    public var locales: [String]
    /// Every screen where this same problem shows (one declaration included in several screens, Android
    /// `<include>`), sorted, `screen` first; `[screen]` or empty otherwise.
    public var screens: [String]
    /// The keys a finding about several keys lists (`untranslated`: the values a locale lacks in a table),
    /// sorted; `key` is set when there is one. nil for a finding about one key or none.
    public var keys: [String]?
    /// The source text of each of `keys`, in the same order (what the message quotes).
    public var sourceTexts: [String]?
    /// One element's problem under one rule in several locales with their own texts and numbers
    /// (`FindingGroups`: a header that truncates in 26 locales is one finding): what each locale's finding
    /// says, sorted by locale. nil for any other finding.
    public var perLocale: [LocaleDetail]?
    /// The keys of one file that a rule reports one by one, as each key's finding says it (`missing-key`:
    /// a SwiftUI source file's literal keys no catalog has are one finding for the file), in `keys`' order.
    /// nil for any other finding.
    public var perKey: [KeyDetail]?

    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                locale: String? = nil, key: String? = nil, table: String? = nil, variant: String? = nil,
                sizeCategory: String? = nil, sizeCategories: [String]? = nil, screen: String? = nil, element: String? = nil,
                layoutLocation: SourceLocation? = nil, suggestion: String? = nil,
                measurements: [String: Double]? = nil, text: String? = nil, visibleText: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.messageTemplate = message
        self.location = location
        self.locale = locale
        self.key = key
        self.table = table
        self.variant = variant
        self.sizeCategory = sizeCategory
        self.sizeCategories = sizeCategories ?? sizeCategory.map { [$0] } ?? []
        self.screen = screen
        self.element = element
        self.layoutLocation = layoutLocation
        self.suggestionTemplate = suggestion
        self.measurements = measurements?.mapValues(Finding.reportPrecision)
        self.text = text
        self.visibleText = visibleText
        self.locales = locale.map { [$0] } ?? []
        self.screens = screen.map { [$0] } ?? []
    }

    /// Hundredths of a point: the precision every report prints.
    public static func reportPrecision(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }

    enum CodingKeys: String, CodingKey {
        case rule, severity, message, location, locale, key, table, variant, sizeCategory, sizeCategories, screen, element,
             layoutLocation, suggestion, measurements, text, visibleText, pairedElement, fixes, locales, screens, keys, sourceTexts, perLocale, perKey,
             messageTemplate, suggestionTemplate
    }

    /// Reports written before `sizeCategories` existed decode with the one `sizeCategory` they name; before
    /// `locales` and `screens`, with the one `locale` and `screen`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rule = try c.decode(String.self, forKey: .rule)
        severity = try c.decode(Severity.self, forKey: .severity)
        messageTemplate = try c.decode(String.self, forKey: .message)
        location = try c.decode(SourceLocation.self, forKey: .location)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
        key = try c.decodeIfPresent(String.self, forKey: .key)
        table = try c.decodeIfPresent(String.self, forKey: .table)
        variant = try c.decodeIfPresent(String.self, forKey: .variant)
        sizeCategory = try c.decodeIfPresent(String.self, forKey: .sizeCategory)
        sizeCategories = try c.decodeIfPresent([String].self, forKey: .sizeCategories) ?? sizeCategory.map { [$0] } ?? []
        screen = try c.decodeIfPresent(String.self, forKey: .screen)
        element = try c.decodeIfPresent(String.self, forKey: .element)
        layoutLocation = try c.decodeIfPresent(SourceLocation.self, forKey: .layoutLocation)
        suggestionTemplate = try c.decodeIfPresent(String.self, forKey: .suggestion)
        measurements = try c.decodeIfPresent([String: Double].self, forKey: .measurements)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        visibleText = try c.decodeIfPresent(String.self, forKey: .visibleText)
        pairedElement = try c.decodeIfPresent(String.self, forKey: .pairedElement)
        fixes = try c.decodeIfPresent([TextReplacement].self, forKey: .fixes)
        locales = try c.decodeIfPresent([String].self, forKey: .locales) ?? locale.map { [$0] } ?? []
        screens = try c.decodeIfPresent([String].self, forKey: .screens) ?? screen.map { [$0] } ?? []
        keys = try c.decodeIfPresent([String].self, forKey: .keys)
        sourceTexts = try c.decodeIfPresent([String].self, forKey: .sourceTexts)
        perLocale = try c.decodeIfPresent([LocaleDetail].self, forKey: .perLocale)
        perKey = try c.decodeIfPresent([KeyDetail].self, forKey: .perKey)
        written = WrittenTexts.decoded(from: c, message: messageTemplate, suggestion: suggestionTemplate, locale: locale,
                                       keys: (CodingKeys.messageTemplate, CodingKeys.suggestionTemplate))
    }

    /// `variant`, `sizeCategory` and the other context fields are written as `null` when they do not apply,
    /// so every finding has the same keys.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        if let written = reportedTemplates {
            try container.encode(written.message, forKey: .messageTemplate)
            try container.encodeIfPresent(written.suggestion, forKey: .suggestionTemplate)
        }
        try container.encode(location, forKey: .location)
        try container.encode(locale, forKey: .locale)
        try container.encode(locales, forKey: .locales)
        try container.encode(key, forKey: .key)
        try container.encode(table, forKey: .table)
        try container.encode(variant, forKey: .variant)
        try container.encode(sizeCategory, forKey: .sizeCategory)
        try container.encode(sizeCategories, forKey: .sizeCategories)
        try container.encode(screen, forKey: .screen)
        try container.encode(screens, forKey: .screens)
        try container.encode(element, forKey: .element)
        try container.encode(layoutLocation, forKey: .layoutLocation)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encode(measurements, forKey: .measurements)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(visibleText, forKey: .visibleText)
        try container.encodeIfPresent(pairedElement, forKey: .pairedElement)
        try container.encodeIfPresent(fixes, forKey: .fixes)
        try container.encodeIfPresent(keys, forKey: .keys)
        try container.encodeIfPresent(sourceTexts, forKey: .sourceTexts)
        try container.encodeIfPresent(perLocale, forKey: .perLocale)
        try container.encodeIfPresent(perKey, forKey: .perKey)
    }

    /// `file:line:col: severity: message [rule]`, as clang prints diagnostics (Xcode shows them inline),
    /// followed by a note at the element's place in its layout and the suggestion.
    public var clangStyle: String { clangStyleLines.joined(separator: "\n") }

    /// `clangStyle` for a terminal: control characters from the inputs escaped (`TerminalText`), so a
    /// catalog value cannot move the cursor and each part stays on its own line.
    public var terminalStyle: String { clangStyleLines.map(TerminalText.escaped).joined(separator: "\n") }

    private var clangStyleLines: [String] {
        var lines = ["\(location): \(severity.rawValue): \(message)\(alsoInLocales) [\(rule)]"]
        if let layoutLocation, layoutLocation != location, let element {
            let others = screens.dropFirst()
            lines.append("\(layoutLocation): note: \(screen.map { "\($0) · " } ?? "")\(element) is declared here"
                         + (others.isEmpty ? "" : " (also on \(others.joined(separator: ", ")))"))
        }
        if let suggestion { lines.append("  suggestion: \(suggestion)") }
        return lines
    }

    /// " (also in locales `fr`, `it`)" for a finding that shows in several locales (`locales`), else "".
    /// Each tag is a code span: tags such as `it`, `no`, `be` or `or` are English words too.
    public var alsoInLocales: String {
        // A group of one element's locales lists them in its message.
        perLocale == nil && locales.count > 1 ? " (also in locales \(locales.filter { $0 != locale }.map { "`\($0)`" }.joined(separator: ", ")))" : ""
    }

    /// Deterministic report order: file, line, column, then rule, key, locale, variant, size category,
    /// screen, element, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.key ?? "") != (b.key ?? "") { return (a.key ?? "") < (b.key ?? "") }
        if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
        if (a.variant ?? "") != (b.variant ?? "") { return (a.variant ?? "") < (b.variant ?? "") }
        if (a.sizeCategory ?? "") != (b.sizeCategory ?? "") { return (a.sizeCategory ?? "") < (b.sizeCategory ?? "") }
        if (a.screen ?? "") != (b.screen ?? "") { return (a.screen ?? "") < (b.screen ?? "") }
        if (a.element ?? "") != (b.element ?? "") { return (a.element ?? "") < (b.element ?? "") }
        return a.message < b.message
    }
}

/// Text to replace in a file: `deleted` (as written in the file) starting at `location`, by `inserted`.
public struct TextReplacement: Codable, Sendable, Hashable {
    public var location: SourceLocation
    public var deleted: String
    public var inserted: String

    public init(location: SourceLocation, deleted: String, inserted: String) {
        self.location = location
        self.deleted = deleted
        self.inserted = inserted
    }
}

/// Failures of the tool itself or of how it was called (a path that does not exist), as opposed to
/// problems in the user's files, which are `Finding`s.
public enum LayoutLintError: Error, Sendable, Equatable, CustomStringConvertible {
    case pathNotFound(String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// `--changed-since`, `--shard` and the like that cannot be carried out as asked.
    case unusable(String)

    public var description: String {
        switch self {
        case .pathNotFound(let path): "no such file or directory: \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .unusable(let reason): reason
        }
    }
}
