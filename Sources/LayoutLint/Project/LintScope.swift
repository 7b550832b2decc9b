/// Which part of a project a run lints: everything (the default), one shard of it (`--shard I/N`), and/or
/// only what changed since a git ref (`--changed-since REF`).
public struct LintScope: Sendable {
    public var shard: Shard?
    public var changes: ChangeSet?

    public init(shard: Shard? = nil, changes: ChangeSet? = nil) {
        self.shard = shard
        self.changes = changes
    }

    public var isComplete: Bool { shard == nil && changes == nil }

    /// What the report records about the scope (nil for a complete run, so its JSON is unchanged).
    public var reportScope: ReportScope? {
        isComplete ? nil : ReportScope(shard: shard?.description, changedSince: changes?.ref)
    }
}

/// `I/N`: the I-th of N shards, 1-based.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// The most shards a run may be split into. Every shard reads the whole project and weighs every unit
    /// of work, so more shards than CI machines only multiplies that fixed cost; the bound also keeps the
    /// per-shard bookkeeping small whatever N a user types.
    public static let maximumCount = 10_000

    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` (e.g. `2/4`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }
}

/// The part of the project a report covers; recorded in the JSON so `layoutlint merge` can check that it
/// has every shard, once.
public struct ReportScope: Codable, Sendable, Equatable {
    /// `I/N` for one shard's report.
    public var shard: String?
    /// The git ref of `--changed-since`.
    public var changedSince: String?

    public init(shard: String? = nil, changedSince: String? = nil) {
        self.shard = shard
        self.changedSince = changedSince
    }

    public var isComplete: Bool { shard == nil && changedSince == nil }
}

/// How a scope applies to one run's jobs and rules.
///
/// Work is split in units: a screen in one locale (all its labels, measured together, and the screen rules
/// on them), a layout file's declarations (layout rules), and the findings from reading one input file.
/// Every unit belongs to exactly one shard: units are weighed (labels to lay out, plus one), sorted by
/// weight and then by a name made of file, screen and locale, and each goes to the least loaded shard. Every
/// shard reads the same inputs and so computes the same assignment, whatever the worker count or timing.
///
/// With `changes`, a job is *selected* when its value was added or modified since the ref, when a value of
/// its key in its locale was removed, or when its element's declaration changed. A screen × locale with a
/// selected label is measured whole (so rules that compare labels of a screen see all of them), but only
/// findings about selected labels are reported.
struct ScopePlan {
    /// The jobs to measure, in their original order.
    private(set) var jobs: [JobStage.Job] = []
    /// Per measured job: are its findings reported (false for context only)?
    private(set) var reported: [Bool] = []
    private var screenUnits = Set<ScreenUnit>()
    private var layoutUnits = Set<Int>()
    private var inputFiles = Set<String>()
    /// screen index, locale, element id of the selected jobs (with `changes`).
    private var selectedElements = Set<SelectedElement>()
    private let changes: ChangeSet?
    /// No shard and no change set: every job, rule and input finding is this run's.
    private let everything: Bool
    private let isSharded: Bool

    private struct ScreenUnit: Hashable { var screen: Int; var locale: String }
    private struct SelectedElement: Hashable { var screen: Int; var locale: String; var element: String }

    init(_ scope: LintScope, jobs allJobs: [JobStage.Job], screens: [LayoutScreen], locales: [String], inputFindings: [Finding]) {
        changes = scope.changes
        isSharded = scope.shard != nil
        everything = scope.shard == nil && scope.changes == nil
        if everything {
            jobs = allJobs
            reported = Array(repeating: true, count: allJobs.count)
            return
        }
        // Pseudolocales: a pseudo value is new or changed when a value of its key and variant is.
        let changedValues = changes.map { PseudolocaleGenerator.changedValues($0) } ?? []
        let selected = allJobs.map { changes?.selects($0) ?? true || PseudolocaleGenerator.selects($0, changedValues) }
        var jobsByUnit: [ScreenUnit: Int] = [:]
        var active = Set<ScreenUnit>()
        for (job, isSelected) in zip(allJobs, selected) {
            let unit = ScreenUnit(screen: job.screenIndex, locale: job.locale)
            jobsByUnit[unit, default: 0] += 1
            if isSelected {
                active.insert(unit)
                selectedElements.insert(SelectedElement(screen: job.screenIndex, locale: job.locale, element: job.element.id))
            }
        }
        if changes == nil {
            for screen in screens.indices { for locale in locales { active.insert(ScreenUnit(screen: screen, locale: locale)) } }
        }
        var files = Set(inputFindings.map(\.location.file))
        if let changes { files = files.filter { changes.files.contains($0) } }

        // Units with their weights and stable names; then the shard's share of them.
        enum Unit: Hashable { case screen(ScreenUnit), layout(Int), input(String) }
        var units: [(unit: Unit, name: String, weight: Int)] = []
        for unit in active {
            let screen = screens[unit.screen]
            units.append((.screen(unit), "s\u{1F}\(screen.file)\u{1F}\(screen.name)\u{1F}\(unit.screen)\u{1F}\(unit.locale)",
                          (jobsByUnit[unit] ?? 0) + 1))
        }
        for (index, screen) in screens.enumerated() {
            units.append((.layout(index), "l\u{1F}\(screen.file)\u{1F}\(screen.name)\u{1F}\(index)", 1))
        }
        for file in files { units.append((.input(file), "i\u{1F}\(file)", 1)) }

        var mine = Set<Unit>()
        if let shard = scope.shard {
            var load = Array(repeating: 0, count: shard.count)
            for unit in units.sorted(by: { ($1.weight, $0.name) < ($0.weight, $1.name) }) {
                let target = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
                load[target] += unit.weight
                if target == shard.index - 1 { mine.insert(unit.unit) }
            }
        } else {
            mine = Set(units.map(\.unit))
        }
        for unit in mine {
            switch unit {
            case .screen(let unit): screenUnits.insert(unit)
            case .layout(let index): layoutUnits.insert(index)
            case .input(let file): inputFiles.insert(file)
            }
        }
        for (job, isSelected) in zip(allJobs, selected)
        where screenUnits.contains(ScreenUnit(screen: job.screenIndex, locale: job.locale)) {
            jobs.append(job)
            reported.append(isSelected)
        }
    }

    /// Hands the jobs over (the plan keeps only what it decides with): a job holds its catalog values, and
    /// a large project's jobs need not outlive their measuring.
    mutating func takeJobs() -> [JobStage.Job] {
        defer { jobs = [] }
        return jobs
    }

    /// Findings from reading the inputs that this run reports.
    /// With `--changed-since` alone, a finding that lists keys (a locale's missing values) is also kept when
    /// one of its keys changed: a new source key is missing in every locale, whose files did not change.
    func keepsInputFinding(_ finding: Finding) -> Bool {
        if everything || inputFiles.contains(finding.location.file) { return true }
        guard let changes, !isSharded, let keys = finding.keys else { return false }
        return keys.contains { changes.keys.contains($0) }
    }

    /// Whether this run runs the layout rules of a screen.
    func runsLayoutRules(_ screen: Int) -> Bool { everything || layoutUnits.contains(screen) }

    /// With `changes`: a layout rule's finding about a changed element or a changed key.
    func keepsLayoutFinding(_ finding: Finding, screen: LayoutScreen) -> Bool {
        guard let changes else { return true }
        if let element = finding.element, changes.elements.contains(ChangeSet.ElementID(file: screen.file, id: element)) { return true }
        if let key = finding.key, changes.keys.contains(key) { return true }
        return finding.element == nil && finding.key == nil && changes.files.contains(screen.file)
    }

    /// Whether this run runs the screen rules of a screen in a locale.
    func runsScreenRules(_ screen: Int, locale: String) -> Bool {
        everything || screenUnits.contains(ScreenUnit(screen: screen, locale: locale))
    }

    /// With `changes`: a screen rule's finding about a selected label (or about no label in particular).
    func keepsScreenFinding(_ finding: Finding, screen: Int, locale: String) -> Bool {
        guard changes != nil, let element = finding.element else { return true }
        return selectedElements.contains(SelectedElement(screen: screen, locale: locale, element: element))
    }
}
