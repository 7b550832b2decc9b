import ArgumentParser
import Foundation
import LayoutLint

/// `layoutlint merge A.json B.json … --format F`: combines the JSON reports of `check --shard I/N` (every
/// shard once) into one report in any format, applying a baseline and the warning limits as `check` does.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JSON reports of `check --shard I/N --format json` into one report (or re-render one report).",
        discussion: """
        Each input is a report written by `layoutlint check --format json`. Shard reports must be all the \
        shards of one split (1/N … N/N), each once; reports without a shard are simply combined. The same \
        problem found in several shards' locales becomes one finding listing them, as in a single run. The baseline (--baseline, or the \
        config's `baseline:`) is applied to the merged findings, so entries that no longer occur are listed.
        Exit status as for `check`: 0, 1 for error-level findings (or too many warnings), 2 for unusable input.
        """
    )

    @Argument(help: "JSON reports to merge.")
    var reports: [String]

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(help: "The project config for `baseline:` and `maxWarnings:` (default: ./.layoutlint.yml when it exists).")
    var config: String?

    @Option(help: ArgumentHelp("Report only findings this baseline does not know (default: the config's `baseline:`).", valueName: "file"))
    var baseline: String?

    @Flag(name: .customLong("no-baseline"), help: "Ignore the config's `baseline:`.")
    var noBaseline = false

    @Option(name: .customLong("max-warnings"), help: ArgumentHelp("Exit 1 when there are more warnings than this.", valueName: "n"))
    var maxWarnings: Int?

    @Flag(help: "Warnings fail the run too (exit 1).")
    var strict = false

    @Flag(help: "Print findings only, no summary line (text format).")
    var quiet = false

    @Option(help: "Color the text output: auto (when stdout is a terminal), always, never.")
    var color: ColorChoice = .auto

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give the JSON reports to merge") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        if baseline != nil && noBaseline { throw ValidationError("--baseline and --no-baseline contradict each other") }
    }

    func run() throws {
        var inputs: [(path: String, report: LintReport)] = []
        for path in reports {
            let data = try ReportFile.read(path)
            do {
                inputs.append((path, try JSONReporter.decode(data, file: path)))
            } catch {
                throw ValidationError("\(error.description) (write shards with --format json)")
            }
        }
        let merged: LintReport
        do {
            merged = try Self.merge(inputs)
        } catch {
            throw ValidationError((error as? LayoutLintError)?.description ?? "\(error)")
        }

        let configPath = config ?? ProjectConfig.discover()
        var projectConfig = ProjectConfig()
        if let configPath {
            do { projectConfig = try ProjectConfig.load(path: configPath) } catch { throw ValidationError(error.description) }
        }
        var report = merged
        if let path = baseline ?? (noBaseline ? nil : CIArguments.configured(projectConfig.baseline, configPath: configPath)) {
            report = try CIArguments.apply(baselineAt: path, to: report)
        }
        let exit = CIArguments.exitCode(for: report, maxWarnings: maxWarnings ?? projectConfig.maxWarnings, strict: strict)
        try format.write(report, to: nil, color: color, quiet: quiet)
        if exit != 0 { throw ExitCode(exit) }
    }

    /// All findings of the inputs, counts summed. Shard reports must cover 1…N of one N exactly once, and
    /// all inputs must have the same `--changed-since` ref.
    static func merge(_ inputs: [(path: String, report: LintReport)]) throws -> LintReport {
        for (path, report) in inputs where report.version != 1 {
            throw LayoutLintError.unusable("\(path): report version \(report.version) is not supported; this layoutlint merges version 1")
        }
        for (path, report) in inputs where report.baseline != nil {
            throw LayoutLintError.unusable("\(path) already had a baseline applied; write shard reports without one and pass --baseline to merge")
        }
        let shards = inputs.map { ($0.path, $0.report.scope?.shard.flatMap(Shard.init)) }
        if shards.contains(where: { $0.1 != nil }) {
            if let plain = shards.first(where: { $0.1 == nil }) {
                throw LayoutLintError.unusable("\(plain.0) is not a shard report, but other inputs are: merge the shards of one run")
            }
            let count = shards[0].1!.count
            if let other = shards.first(where: { $0.1!.count != count }) {
                throw LayoutLintError.unusable("\(other.0) is shard \(other.1!) but \(shards[0].0) is shard \(shards[0].1!): merge the shards of one split")
            }
            var seen: [Int: String] = [:]
            for (path, shard) in shards {
                if let first = seen[shard!.index] {
                    throw LayoutLintError.unusable("shard \(shard!) is given twice: \(first) and \(path)")
                }
                seen[shard!.index] = path
            }
            let missing = (1...count).filter { seen[$0] == nil }
            if !missing.isEmpty {
                throw LayoutLintError.unusable("missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")): merge every shard of the split")
            }
        }
        let refs = Set(inputs.map { $0.report.scope?.changedSince ?? "" })
        guard refs.count == 1 else {
            throw LayoutLintError.unusable("the reports were made with different --changed-since refs (\(refs.sorted().map { $0.isEmpty ? "none" : $0 }.joined(separator: ", ")))")
        }
        // Grouped again over all shards: a problem that shows in locales of two shards is one finding, and a
        // value's problem shown on screens of two shards once, as the whole run reports it.
        var report = LintReport(findings: FindingGroups.mergingShards(inputs.flatMap(\.report.findings)),
                                labelsChecked: inputs.reduce(0) { $0 + $1.report.summary.labelsChecked },
                                measurements: inputs.reduce(0) { $0 + $1.report.summary.measurements })
        let ref = refs.first!
        // Every shard reads the whole project, so their coverage is the project's.
        report.summary.coverage = inputs.first?.report.summary.coverage
        report.scope = ref.isEmpty ? nil : ReportScope(changedSince: ref)
        return report
    }
}

/// A JSON report named on the command line (`merge`, `report --baseline`), read whole within the baseline's
/// size limit (`BoundedFile`): `/dev/zero` or a 2 GB file is refused, not read until memory runs out.
enum ReportFile {
    static func read(_ path: String) throws -> Data {
        switch BoundedFile.read(path, limit: Baseline.maximumFileSize) {
        case .success(let bytes): return Data(bytes)
        case .failure(.notFound): throw ValidationError("no such report: \(path)")
        case .failure(let failure): throw ValidationError("cannot read \(path): \(failure.description(what: "reports"))")
        }
    }
}
