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
    /// How the pipeline's filters treat the rule's findings (`RuleTraits`).
    static var traits: RuleTraits { get }
    /// How the rule's findings group beyond one element's locales and screens (`FindingGroups`).
    static var grouping: FindingGrouping { get }
    /// What one label this rule checks adds to the coverage: values it does not report, and why. Read on
    /// the worker that laid the label out, while its layouts are there, for every label in the run's scope.
    func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip]
    /// Once per run, over the catalogs as a whole: findings about a table or a locale rather than a label
    /// (a locale's missing values, a catalog's own limits), and what the rule adds to the coverage.
    func check(catalogs: CatalogIndex, context: LintContext, workers: Int) -> CatalogCheck
    /// Once per run, over the project's build facts (`ProjectFacts`): findings about the app as a whole.
    func check(project: ProjectFacts, context: LintContext) -> ProjectCheck
}

/// How the pipeline's filters (`FilterStage`) treat a rule's findings: declared by the rule, read by the
/// pipeline, which names no rule.
public struct RuleTraits: Sendable {
    /// What the development language failing the same way says about an imported element's finding.
    public enum SourceFailure: Sendable {
        /// Nothing: each locale's finding stands on its own.
        case independent
        /// The model's error: the document shows the development language fitting (`truncation`,
        /// `vertical-clipping`); none of the element's findings is reported.
        case modelError
        /// The design's choice (`small-text` on a label the designer set at 9pt): a translation is reported
        /// only where it is drawn smaller than the development language.
        case designChoice
    }

    /// Findings about a catalog value itself (a wrong placeholder, another script), whatever screen shows
    /// the value: reported once per key × locale, not once per element that shows it.
    public var aboutValues: Bool
    public var sourceFailure: SourceFailure

    public init(aboutValues: Bool = false, sourceFailure: SourceFailure = .independent) {
        self.aboutValues = aboutValues
        self.sourceFailure = sourceFailure
    }
}

/// How a rule's findings of several keys are one finding (`FindingGroups`): the rule's own identities and
/// the group made into one finding whose message names its keys. Each is nil for a rule that does not group
/// so.
public struct FindingGrouping: Sendable {
    /// A finding that lists keys (a locale's missing values of one table), by what its keys share.
    public var keysIdentity: (@Sendable (Finding) -> String?)?
    /// A finding that lists keys, made for these keys and their source texts; nil when it cannot be.
    public var rebuilding: (@Sendable (Finding, _ keys: [String], _ texts: [String]) -> Finding?)?
    /// A finding about one key that the file's other keys join (the file is where it is fixed).
    public var fileIdentity: (@Sendable (Finding) -> String?)?
    /// A file's findings made one finding that lists their keys.
    public var fileGroup: (@Sendable (Finding) -> Finding)?

    public init(keysIdentity: (@Sendable (Finding) -> String?)? = nil,
                rebuilding: (@Sendable (Finding, [String], [String]) -> Finding?)? = nil,
                fileIdentity: (@Sendable (Finding) -> String?)? = nil, fileGroup: (@Sendable (Finding) -> Finding)? = nil) {
        self.keysIdentity = keysIdentity
        self.rebuilding = rebuilding
        self.fileIdentity = fileIdentity
        self.fileGroup = fileGroup
    }

    public static let none = FindingGrouping()
}

/// A value a rule does not report, counted in the coverage under `reason`: per element (`skipped`) or per
/// element × locale (`skippedInLocales`); with an `identity`, once per identity however many labels show it.
public struct CoverageSkip: Sendable, Hashable {
    public var reason: String
    public var inLocales: Bool
    public var identity: String?

    public init(reason: String, inLocales: Bool, identity: String? = nil) {
        self.reason = reason
        self.inLocales = inLocales
        self.identity = identity
    }
}

/// What a rule finds over the catalogs as a whole.
public struct CatalogCheck: Sendable {
    public var findings: [Finding]
    /// Coverage facts the rule computes (completeness per locale, values not to translate), merged into the
    /// run's coverage (`Coverage.merge`).
    public var coverage: Coverage

    public init(findings: [Finding] = [], coverage: Coverage = Coverage()) {
        self.findings = findings
        self.coverage = coverage
    }
}

/// The project's build facts a rule may read once per run.
public struct ProjectFacts: Sendable {
    /// Whether the Android app mirrors (its manifests' `android:supportsRtl`); nil: unknown.
    public var androidRTLSupport: AndroidRTLSupport?
    /// Every screen of the run (declared, imported, catalog).
    public var screens: [LayoutScreen]
}

/// What a rule finds about the project as a whole: findings, coverage, and the screen they are about for
/// a run over part of the project (`anchor`: kept when that screen's layout rules run).
public struct ProjectCheck: Sendable {
    public var findings: [Finding]
    public var coverage: Coverage
    public var anchor: Int?

    public init(findings: [Finding] = [], coverage: Coverage = Coverage(), anchor: Int? = nil) {
        self.findings = findings
        self.coverage = coverage
        self.anchor = anchor
    }
}

extension Rule {
    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] { [] }
    public func check(screen: MeasuredScreen, context: LintContext) -> [Finding] { [] }
    public func check(layout: LayoutScreen, context: LintContext) -> [Finding] { [] }
    public var description: RuleDescription { Self.description }
    public static var checksCatalogValues: Bool { false }
    public static var traits: RuleTraits { RuleTraits() }
    public static var grouping: FindingGrouping { .none }
    public func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] { [] }
    public func check(catalogs: CatalogIndex, context: LintContext, workers: Int) -> CatalogCheck { CatalogCheck() }
    public func check(project: ProjectFacts, context: LintContext) -> ProjectCheck { ProjectCheck() }
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

    /// Each rule's grouping, by id (`FindingGroups` groups findings read back from a report, too).
    static let groupings: [String: FindingGrouping] = Dictionary(uniqueKeysWithValues: rules.map { (type(of: $0).description.id, type(of: $0).grouping) })
}
