import Typesetter

/// What a rule is, for people: its stable id, default severity, a one-line summary, why it exists, and
/// examples that trigger it and that do not. `layoutlint rules`, the README's rules table and the examples
/// test are all generated from these values.
public struct RuleDescription: Sendable {
    public let id: String
    public let name: String
    public let defaultSeverity: Severity
    public let summary: String
    public let rationale: String
    public let triggering: [RuleExample]
    public let nonTriggering: [RuleExample]

    public init(id: String, name: String, defaultSeverity: Severity, summary: String, rationale: String,
                triggering: [RuleExample] = [], nonTriggering: [RuleExample] = []) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A small project a rule is run on: one layout (YAML) and the values of its keys per locale (`en` is the
/// source). A triggering example lists the locales the rule must fire in, and no others; a non-triggering
/// one must produce no finding of the rule at all.
public struct RuleExample: Sendable {
    public let title: String
    public let layout: String
    /// key → locale → value.
    public let strings: [String: [String: String]]
    /// key → the key's comment (as an `.xcstrings` comment: every locale's entry carries it), for examples
    /// of `layoutlint:disable` markers.
    public let comments: [String: String]
    /// Size categories to check (default: the project default, L and xxxL).
    public let sizeCategories: [String]?
    /// Locales the rule fires in (empty for a non-triggering example).
    public let firesIn: [String]
    /// Size category of the finding, when it matters ("the first failing size category").
    public let firstFailingSizeCategory: String?
    /// Where the example is written (test failures point there).
    public let file: StaticString
    public let line: UInt
    /// The catalog the strings are read from: a String Catalog (default), or Android string resources, one
    /// `res/values-<locale>/strings.xml` per locale whose `<string>` contents are the values as written
    /// (escapes, spans, CDATA).
    public let catalog: CatalogFormat
    /// UI files the example's screens are imported from instead of a YAML `layout` (relative path → text:
    /// `res/layout/….xml` for the Android importer, `….swift` for the SwiftUI one).
    public let uiFiles: [String: String]

    public init(_ title: String, layout: String = "", uiFiles: [String: String] = [:], strings: [String: [String: String]], comments: [String: String] = [:],
                sizeCategories: [String]? = nil, firesIn: [String] = [], firstFailingSizeCategory: String? = nil,
                catalog: CatalogFormat = .xcstrings, file: StaticString = #filePath, line: UInt = #line) {
        self.title = title
        self.layout = layout
        self.uiFiles = uiFiles
        self.strings = strings
        self.comments = comments
        self.sizeCategories = sizeCategories
        self.firesIn = firesIn
        self.firstFailingSizeCategory = firstFailingSizeCategory
        self.file = file
        self.line = line
        self.catalog = catalog
    }
}

/// A check. Rules are plain values: they read measured labels and declarations and return findings; they
/// never touch fonts or files themselves. Each rule lives in its own file with its description.
///
/// A rule implements whichever entry points it needs: `check(label:)` runs once per label × locale ×
/// variant with the label's layouts at every checked size; `check(screen:)` once per screen × locale
/// (declarations, groups of elements); `check(entry:)` once per catalog value that a layout uses.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    func check(label: MeasuredLabel, context: LintContext) -> [Finding]
    func check(screen: MeasuredScreen, context: LintContext) -> [Finding]
    /// Once per layout file's screen, whatever the locales (declarations alone).
    func check(layout: LayoutScreen, context: LintContext) -> [Finding]
    /// True for rules that need no box (placeholders, glyph coverage, translation state, paragraph
    /// direction): they also run on every catalog value that no label lays out, in every checked locale.
    static var checksCatalogValues: Bool { get }
}

extension Rule {
    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] { [] }
    public func check(screen: MeasuredScreen, context: LintContext) -> [Finding] { [] }
    public func check(layout: LayoutScreen, context: LintContext) -> [Finding] { [] }
    public var description: RuleDescription { Self.description }
    public static var checksCatalogValues: Bool { false }
}

/// Every rule layoutlint has, in the order `layoutlint rules` lists them.
public enum RuleRegistry {
    public static let rules: [any Rule] = [
        TruncationRule(),
        VerticalClippingRule(),
        MissingKeyRule(),
        UntranslatedRule(),
        RTLMirroringRule(),
        HierarchyLostRule(),
        MissingGlyphRule(),
        WrongScriptRule(),
        PlaceholderMismatchRule(),
        MarkupMismatchRule(),
        SmallTextRule(),
        ContrastRule(),
        ExpansionHeadroomRule(),
    ]

    /// Rules whose findings come from reading input rather than from a `Rule` value.
    public static let inputRules: [RuleDescription] = [InvalidInputRule.description, DuplicateKeyRule.description]

    public static var descriptions: [RuleDescription] { rules.map { $0.description } + inputRules }

    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}
