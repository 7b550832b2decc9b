import ArgumentParser
import Foundation
import LayoutLint

/// Options for CI runs of `check`: baselines, only what changed, shards, and when warnings fail.
struct CIArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Report only findings this baseline does not know, and list its entries that no longer occur (default: the config's `baseline:`).", valueName: "file"))
    var baseline: String?

    @Flag(name: .customLong("no-baseline"), help: "Ignore the config's `baseline:`.")
    var noBaseline = false

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every current finding as accepted in this file (written atomically) and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("changed-since"), help: ArgumentHelp("Lint only catalog values added, modified or removed since this git ref, and every value of a label whose declaration changed.", valueName: "git-ref"))
    var changedSince: String?

    @Option(help: ArgumentHelp("Lint the I-th of N deterministic parts of the project (1-based); combine the JSON reports with `layoutlint merge`.", valueName: "I/N"))
    var shard: String?

    @Option(name: .customLong("max-warnings"), help: ArgumentHelp("Exit 1 when there are more warnings than this (default: the config's `maxWarnings:`).", valueName: "n"))
    var maxWarnings: Int?

    @Flag(help: "Warnings fail the run too (exit 1).")
    var strict = false

    func validate() throws {
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard \(shard): expected I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount), e.g. --shard 1/2")
        }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        if writeBaseline != nil && (shard != nil || changedSince != nil) {
            throw ValidationError("--write-baseline records the whole project: drop --shard and --changed-since")
        }
        if baseline != nil && shard != nil {
            throw ValidationError("--baseline with --shard: apply the baseline when merging (layoutlint merge … --baseline FILE)")
        }
        if baseline != nil && noBaseline { throw ValidationError("--baseline and --no-baseline contradict each other") }
    }

    /// The scope for `LintArguments.run`.
    func scope(project: Project, input: LintInput) throws -> LintScope {
        var scope = LintScope(shard: shard.flatMap(Shard.init))
        if let changedSince {
            do {
                scope.changes = try ChangeSet.since(changedSince, input: input, project: project)
            } catch {
                throw ValidationError(error.description)
            }
        }
        return scope
    }

    /// Writes or applies the baseline and decides the exit code (0, or 1 for errors or too many warnings).
    func finish(_ report: LintReport, config: ProjectConfig, configPath: String?) throws -> (LintReport, Int32) {
        if let writeBaseline {
            let baseline = Baseline(findings: report.findings)
            do {
                try baseline.write(to: writeBaseline)
            } catch {
                throw ValidationError(error.description)
            }
            let count = report.findings.count
            let entries = baseline.findings.count == count ? "" : " (\(baseline.findings.count) entries: one per locale and screen)"
            StandardOutput.error("layoutlint: wrote \(count) finding\(count == 1 ? "" : "s")\(entries) to the baseline \(writeBaseline)\n")
            return (report, 0)
        }
        var report = report
        // The config's baseline applies to complete and --changed-since runs; shards leave it to `merge`.
        if let path = baseline ?? (noBaseline || shard != nil ? nil : Self.configured(config.baseline, configPath: configPath)) {
            report = try Self.apply(baselineAt: path, to: report)
        }
        return (report, Self.exitCode(for: report, maxWarnings: maxWarnings ?? config.maxWarnings, strict: strict))
    }

    /// A path from the config, relative to the config's folder.
    static func configured(_ path: String?, configPath: String?) -> String? {
        guard let path else { return nil }
        guard !path.hasPrefix("/"), let configPath else { return path }
        let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent().relativePath
        return folder == "." || folder.isEmpty ? path : folder + "/" + path
    }

    static func apply(baselineAt path: String, to report: LintReport) throws -> LintReport {
        guard report.baseline == nil else {
            throw ValidationError("this report already had a baseline applied (\(report.baseline!.file)); merge reports made without one")
        }
        do {
            return report.applying(try Baseline.load(path: path), file: path)
        } catch LayoutLintError.pathNotFound {
            throw ValidationError("no such baseline file: \(path) (write one with --write-baseline \(path))")
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// 1 for error-level findings, for warnings under --strict, for more warnings than --max-warnings;
    /// else 0. Says why on stderr when warnings decide.
    static func exitCode(for report: LintReport, maxWarnings: Int?, strict: Bool) -> Int32 {
        if report.hasErrors { return 1 }
        let warnings = report.summary.warnings
        if strict && warnings > 0 {
            StandardOutput.error("layoutlint: --strict: \(warnings) warning\(warnings == 1 ? "" : "s") fail the run\n")
            return 1
        }
        if let maxWarnings, warnings > maxWarnings {
            StandardOutput.error("layoutlint: \(warnings) warnings, more than the \(maxWarnings) allowed (--max-warnings / maxWarnings:)\n")
            return 1
        }
        return 0
    }
}

extension OutputFormat {
    func reporter(color: ColorChoice, quiet: Bool, maxBytes: Int? = nil, verbose: Bool = false) -> any Reporter {
        switch self {
        case .text: TextReporter(color: color.enabled(for: STDOUT_FILENO), summary: !quiet, verbose: verbose)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .markdown: MarkdownReporter(maxBytes: maxBytes ?? MarkdownReporter.jobSummaryLimit)
        case .codeclimate: CodeClimateReporter()
        case .checkstyle: CheckstyleReporter()
        }
    }

    /// Writes the report to `output` (replaced atomically), else to standard output, as it is produced.
    func write(_ report: LintReport, to output: String?, color: ColorChoice, quiet: Bool, maxBytes: Int? = nil, verbose: Bool = false) throws {
        if let output {
            let reporter = reporter(color: color == .always ? .always : .never, quiet: quiet, maxBytes: maxBytes, verbose: verbose)
            do {
                try AtomicFile.write(to: output) { try reporter.write(report, to: &$0) }
            } catch let error as LayoutLintError {
                throw ValidationError(error.description)
            }
        } else {
            try StandardOutput.write { try reporter(color: color, quiet: quiet, maxBytes: maxBytes, verbose: verbose).write(report, to: &$0) }
        }
    }

    static func validate(maxBytes: Int?, format: OutputFormat) throws {
        guard let maxBytes else { return }
        guard format == .markdown else { throw ValidationError("--max-bytes applies to --format markdown only") }
        guard maxBytes >= MarkdownReporter.minimumBytes else {
            throw ValidationError("--max-bytes must be at least \(MarkdownReporter.minimumBytes) (room for the counts and what was left out)")
        }
    }
}
