import ArgumentParser
import Foundation
import LayoutLint
import Typesetter

/// Options that say what to lint and how; shared by `check` and `report`.
struct LintArguments: ParsableArguments {
    @Argument(help: "Layout files, catalog files or folders (default: the config's, else layouts/ and strings/).")
    var paths: [String] = []

    @Option(name: .customLong("paths-from"), help: "A file listing more paths, one a line (`-`: standard input).")
    var pathsFrom: String?

    /// The paths to lint: the arguments (those taken out of a long command line put back, see `ManyPaths`)
    /// and the lines of `--paths-from`.
    func allPaths() throws -> [String] {
        try ManyPaths.merged(paths) + (pathsFrom.map(ManyPaths.read) ?? [])
    }

    @Option(help: "The project config (default: .layoutlint.yml or .layoutlint.yaml here or in the nearest parent folder, up to the repository root).")
    var config: String?

    @Option(help: "A Fonts folder (its profiles/default.yaml) or a font profile file.")
    var fonts: String?

    @Option(help: "Comma-separated locales to check (default: the config's `locales:`, else every catalog locale the app ships: Xcode's known regions, Gradle's resConfigs/localeFilters; every catalog locale when the build declares none).")
    var locales: String?

    @Flag(help: "Check the pseudolocales too (the config's `pseudolocales:`, else en-XA, ar-XB and en-XT): values made from the source values, accented and expanded as the app's translations expand, right to left, and tall as Thai, Burmese and Devanagari ink.")
    var pseudo = false

    @Option(name: .customLong("source-locale"), help: "The source language (default: the config's, else the catalog's, else en).")
    var sourceLocale: String?

    @Option(name: .customLong("size-categories"), help: "Comma-separated Dynamic Type size categories (default: L,xxxL).")
    var sizeCategories: String?

    @Option(help: "Worker threads (default: one per core).")
    var jobs: Int?

    /// The config file used, if any.
    var configPath: String? {
        config ?? ProjectConfig.discover()
    }

    /// The config, found or named; nil when there is none.
    func loadConfig() throws -> (ProjectConfig, String?) {
        let path = configPath
        guard let path else { return (ProjectConfig(), nil) }
        guard FileManager.default.fileExists(atPath: path) else { throw ValidationError("no such config file: \(path)") }
        do {
            return (try ProjectConfig.load(path: path), path)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Fonts: --fonts, then the config's `fonts:` (relative to the config), then $LAYOUTLINT_FONTS, the
    /// installed share/layoutlint/Fonts, the repository's Fonts/.
    func typesetter(config: ProjectConfig, configPath: String?) throws -> Typesetter {
        var explicit = fonts
        // Where the config names the fonts, a problem with them is reported there.
        var configured: SourceLocation?
        if explicit == nil, let path = config.fonts {
            let folder = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            explicit = path.hasPrefix("/") || folder == nil ? path : folder!.appendingPathComponent(path).path
            configured = config.entryLocations["fonts"]
        }
        guard let url = FontLocator.locate(explicit: explicit) else {
            throw ValidationError("no fonts found: pass --fonts PATH, set `fonts:` in \(ProjectConfig.fileName) or LAYOUTLINT_FONTS")
        }
        do {
            return try Typesetter(fontsAt: url)
        } catch {
            throw ValidationError((configured.map { "\($0): error: fonts: " } ?? "") + "cannot use the fonts at \(url.path): \(error)")
        }
    }

    func options(config: ProjectConfig) throws -> LintOptions {
        var options = LintOptions()
        let categories = sizeCategories.map(Self.list) ?? config.sizeCategories ?? LintOptions.defaultSizeCategories
        guard !categories.isEmpty else {
            throw ValidationError("--size-categories names no size category; use \(SizeScale.all.joined(separator: ", ")) (a run that checks no size must not pass)")
        }
        let unknown = SizeScale.unknown(categories)
        guard unknown.isEmpty else {
            throw ValidationError("unknown size categor\(unknown.count == 1 ? "y" : "ies") \(unknown.joined(separator: ", ")); use \(SizeScale.all.joined(separator: ", "))")
        }
        options.sizeCategories = categories
        options.locales = try Self.checkedLocales(locales.map(Self.list) ?? config.locales,
                                                  given: locales != nil ? "--locales" : "`locales:` in the config",
                                                  at: locales != nil ? { _ in nil } : { config.entryLocations["locales[\($0)]"] })
        options.sourceLocale = sourceLocale ?? config.sourceLocale
        options.pseudolocales = Pseudolocale.parse(config.pseudolocales ?? []) ?? []
        if pseudo && options.pseudolocales.isEmpty { options.pseudolocales = Pseudolocale.allCases }
        for (id, setting) in config.rules ?? [:] {
            options.severities[id] = setting.enabled ? (setting.severity ?? RuleRegistry.description(of: id)?.defaultSeverity) : .some(nil)
            if !setting.options.isEmpty { options.ruleOptions[id] = setting.options }
        }
        if let jobs {
            guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
            options.workers = jobs
        }
        return options
    }

    /// The locales asked for, each one a language ICU knows (an empty list, `qq` or `xx-garbage` is an error:
    /// a run that checks nothing must not pass). `at` gives where the n-th locale stands in the config.
    static func checkedLocales(_ requested: [String]?, given: String,
                               at location: (Int) -> SourceLocation? = { _ in nil }) throws -> [String]? {
        guard let requested else { return nil }
        guard !requested.isEmpty else { throw ValidationError("\(given) names no locale") }
        let unknown = requested.indices.filter { !LocaleTag.isCheckable(LocaleTag.canonical(requested[$0])) }
        guard let first = unknown.first else { return requested }
        let names = unknown.map { "“\(requested[$0])”" }.joined(separator: ", ")
        let message = "unknown locale\(unknown.count == 1 ? "" : "s") \(names) (use BCP 47 tags such as de, zh-Hans, pt-BR)"
        if let place = location(first) { throw ValidationError("\(place): error: locales[\(first)]: \(message)") }
        throw ValidationError("\(given): \(message)")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n.formatted()) \(noun)\(n == 1 ? "" : "s")" }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Reads and lints; exits with 2 for a path that does not exist. `scope` picks the part of the project
    /// to lint once the inputs are read (`--shard`, `--changed-since`).
    func run(scope: (Project, LintInput) throws -> LintScope = { _, _ in LintScope() }) throws -> (LintReport, ProjectConfig) {
        let run = try runKeepingInput(scope: scope)
        // The catalogs (most of what a large app's run frees) are left for the exit; the screens are freed
        // before the report is written, so a run of many layout elements peaks no higher.
        LeftToExit.keep(run.input.catalogs)
        return (run.report, run.config)
    }

    /// A run and what it read, for a command that lays findings out again (`report`): reading twice made
    /// `report` read a large app twice.
    struct Run {
        var report: LintReport
        var config: ProjectConfig
        var input: LintInput
        var linter: Linter
    }

    func runKeepingInput(scope: (Project, LintInput) throws -> LintScope = { _, _ in LintScope() }) throws -> Run {
        let (config, configPath) = try loadConfig()
        var options = try options(config: config)
        let typesetter = try typesetter(config: config, configPath: configPath)
        let project: Project
        let paths = try allPaths()
        do {
            project = try Project.discover(paths: paths, config: config, configPath: configPath)
        } catch {
            throw ValidationError(error.description)
        }
        for warning in project.warnings { StandardOutput.error(TerminalText.escaped(warning) + "\n") }
        let progress = ProgressLine.onTerminal()
        defer { progress?.clear() }
        progress?.say("reading \(Self.count(project.catalogFiles.count, "catalog file")), \(Self.count(project.layoutFiles.count, "layout"))"
                      + ", \(Self.count(project.uiSources.count, "UI source"))")
        let (input, scans) = project.readScanningCode()
        // Catalogs found and none read: an error, never a silent pass.
        if let problem = project.noCatalogReadProblem(input) { throw ValidationError(problem) }
        if let source = options.sourceLocale, let problem = SourceLocaleCheck.problem(source, catalogs: input.catalogs) {
            throw ValidationError(problem)
        }
        options.scope = try scope(project, input)
        if options.locales == nil {
            options.shippedLocales = input.shippedLocales
            options.localeFiltersUndecided = input.localeFiltersUndecided
        }
        options.androidResourceReferences = scans.androidResourceReferences
        options.appleTablesRead = project.appleTablesRead(input.catalogs)
        options.translationSources = project.translationSources
        options.appleSourceFacts = project.appleSourceFacts(input.catalogs, scanned: scans)
        options.androidRTLSupport = project.androidRTLSupport
        options.androidAppLabelKeys = project.androidAppLabelKeys
        options.androidStringUses = project.androidStringUses(catalogs: input.catalogs, scanned: scans)
        options.progress = progress?.lintProgress
        let linter = Linter(typesetter: typesetter, options: options)
        let linted = linter.lint(input)
        var report = linted
        if let ignore = config.ignore, !ignore.isEmpty {
            let linted = report
            let scope = report.scope
            // Ignored member by member: a group keeps the locales no pattern names.
            let kept = FindingGroups.expand(report.findings).filter { finding in !ignore.contains { $0.matches(finding) } }
            report = LintReport(findings: FindingGroups.group(kept),
                                labelsChecked: report.summary.labelsChecked, measurements: report.summary.measurements)
            report.scope = scope
            report.summary.coverage = linted.summary.coverage
            report.checks = linted.checks
        }
        options.progress = nil
        return Run(report: report, config: config, input: input, linter: Linter(typesetter: typesetter, options: options))
    }

    /// Says on standard error that no label was laid out, when so: called once the report is written, so
    /// that the line is the last thing a terminal shows, not scrolled away above thousands of findings.
    static func sayWhenNothingWasLaidOut(_ report: LintReport) {
        if report.summary.coverage?.nothingLaidOut == true {
            StandardOutput.error(TextReporter.nothingLaidOutLine + "\n")
        }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit, github, markdown, codeclimate, checkstyle
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lay out every translation of every label at every checked size and report what does not fit.",
        discussion: """
        Reads layout declarations (YAML/JSON) and string catalogs (.xcstrings, .strings, .stringsdict, XLIFF, \
        Android strings.xml), lays out each label × locale × variant × size category with the fonts, and runs \
        the rules (`layoutlint rules`). Files are never modified.
        Exit status: 0 without error-level findings, 1 with error-level findings (or, with --strict or \
        --max-warnings, too many warnings), 2 when the config, the arguments or the inputs cannot be used. \
        With --baseline, only findings the baseline does not know count; --write-baseline exits 0.
        """
    )

    @OptionGroup var lint: LintArguments

    @OptionGroup(title: "CI") var ci: CIArguments

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Flag(help: "Print findings only, no summary line.")
    var quiet = false

    @Flag(help: "Text output: list every locale's completeness and every skip reason in the coverage block (otherwise at most 30 lines, the largest counts first).")
    var verbose = false

    @Option(name: .customLong("max-bytes"), help: ArgumentHelp("With --format markdown: keep the output under this many bytes, saying what was left out (default 1048576, GitHub's job-summary limit; 65536 for a pull-request comment).", valueName: "n"))
    var maxBytes: Int?

    @Option(help: "Color the text output: auto (when stdout is a terminal), always, never.")
    var color: ColorChoice = .auto

    @Option(name: [.short, .long], help: ArgumentHelp("Write the report to this file (replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        try OutputFormat.validate(maxBytes: maxBytes, format: format)
    }

    func run() throws {
        try ci.validate()
        LeftToExit.enable()
        let (linted, config) = try lint.run(scope: ci.scope)
        let (report, exit) = try ci.finish(linted, config: config, configPath: lint.configPath)
        try format.write(report, to: output, color: color, quiet: quiet, maxBytes: maxBytes, verbose: verbose)
        LintArguments.sayWhenNothingWasLaidOut(report)
        if exit != 0 { throw ExitCode(exit) }
    }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(for descriptor: Int32) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: TerminalText.wantsColor(isTerminal: isatty(descriptor) == 1, environment: ProcessInfo.processInfo.environment)
        }
    }
}
