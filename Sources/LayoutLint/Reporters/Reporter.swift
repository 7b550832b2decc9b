import Foundation

/// Turns a report into one output format. Every format is derived from the same `LintReport`.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var name: String { get }
    func render(_ report: LintReport) throws -> String
    /// The bytes of `render`, written to `output` as they are produced; formats whose reports grow with the
    /// findings write piece by piece, so that a large report is not held whole (`ReportOutput`).
    func write<Output: TextOutputStream>(_ report: LintReport, to output: inout Output) throws
}

extension Reporter {
    public func write<Output: TextOutputStream>(_ report: LintReport, to output: inout Output) throws {
        output.write(try render(report))
    }
}

/// clang-style diagnostics (`path:line:col: error: message [rule]`), which Xcode shows inline from a Run
/// Script build phase, each followed by a note at the layout element and the suggestion; then a summary.
public struct TextReporter: Reporter {
    public static let name = "text"
    public var color: Bool
    /// Whether the summary line ends the output (`--quiet` leaves it out).
    public var summary: Bool

    public init(color: Bool = false, summary: Bool = true) {
        self.color = color
        self.summary = summary
    }

    public func render(_ report: LintReport) throws -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    public func write<Output: TextOutputStream>(_ report: LintReport, to out: inout Output) {
        for finding in report.findings {
            out.write(colored(finding.terminalStyle, severity: finding.severity) + "\n")
        }
        if summary {
            for line in report.baseline?.textLines ?? [] { out.write(TerminalText.escaped(line) + "\n") }
            out.write(Self.summaryLine(report.summary) + "\n")
            if let coverage = report.summary.coverage { out.write(Self.coverageLines(coverage)) }
        }
    }

    /// The coverage block of the text summary: keys, UI elements, and why elements were skipped.
    public static func coverageLines(_ coverage: Coverage) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var out = "coverage: \(count(coverage.keys, "key")): \(coverage.keysLaidOut) laid out, \(coverage.keysCatalogOnly) checked from the catalog only"
        if coverage.keysUnused > 0 { out += ", \(coverage.keysUnused) unused (stale)" }
        out += "\n"
        if !coverage.localesDropped.isEmpty {
            // One line: the locales left out, grouped by why.
            var byReason: [String: [String]] = [:]
            for (locale, reason) in coverage.localesDropped { byReason[reason, default: []].append(locale) }
            let groups = byReason.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
                .map { "\($0.value.sorted().joined(separator: ", ")): \($0.key)" }
            out += "coverage: \(count(coverage.locales.count, "locale")) checked; \(coverage.localesDropped.count) in the catalogs left out — "
                + groups.joined(separator: "; ") + "\n"
        } else if !coverage.localesNotShipped.isEmpty {
            out += "coverage: \(count(coverage.locales.count, "locale")) checked; \(coverage.localesNotShipped.count) in the catalogs are not shipped"
                + " (not declared in \(coverage.shippedLocalesDeclaredIn.joined(separator: ", "))): \(coverage.localesNotShipped.joined(separator: ", "))\n"
        }
        if !coverage.shippedLocalesUndecidedBy.isEmpty {
            out += "coverage: which .lproj files the build copies is undecided (a project file layoutlint cannot read; its knownRegions decided): "
                + coverage.shippedLocalesUndecidedBy.joined(separator: ", ") + "\n"
        }
        if !coverage.catalogsNotBuilt.isEmpty {
            out += "coverage: \(count(coverage.catalogsNotBuilt.count, "catalog file")) not in the build (no project reference) left out: "
                + coverage.catalogsNotBuilt.prefix(3).joined(separator: ", ") + (coverage.catalogsNotBuilt.count > 3 ? ", …" : "") + "\n"
        }
        if !coverage.catalogsNotShipped.isEmpty {
            out += "coverage: \(count(coverage.catalogsNotShipped.count, "catalog file")) under an input folder left out (copies of the app's own): "
                + coverage.catalogsNotShipped.prefix(3).joined(separator: ", ") + (coverage.catalogsNotShipped.count > 3 ? ", …" : "") + "\n"
        }
        if !coverage.catalogsShadowed.isEmpty {
            let sample = coverage.catalogsShadowed.sorted(by: { $0.key < $1.key }).prefix(3).map { "\($0.key) (\($0.value) is read)" }
            out += "coverage: \(count(coverage.catalogsShadowed.count, "catalog file")) left out: another folder of the same locale takes precedence: "
                + sample.joined(separator: ", ") + (coverage.catalogsShadowed.count > 3 ? ", …" : "") + "\n"
        }
        if !coverage.completeness.isEmpty {
            // Each locale's completeness: what its translator has left.
            let width = coverage.completeness.map(\.locale.count).max() ?? 0
            out += "translated values per locale:\n"
            for row in coverage.completeness {
                let percent = String(row.percentTranslated)
                out += "  " + row.locale + String(repeating: " ", count: width - row.locale.count)
                    + String(repeating: " ", count: 5 - percent.count) + percent + "%  "
                    + "\(row.values - row.missing) of \(row.values)"
                    + (row.missing > 0 ? ", \(row.missing) missing" : "") + "\n"
            }
            for (reason, n) in coverage.keysNotToTranslate.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                out += "  not counted \(n): \(reason)\n"
            }
        }
        if coverage.uiElements > 0 {
            out += "coverage: \(count(coverage.uiElements, "UI text element")), \(coverage.uiElementsChecked) laid out\n"
            for (reason, n) in coverage.skipped.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                out += "  skipped \(n): \(reason)\n"
            }
            for (reason, n) in coverage.skippedInLocales.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                out += "  skipped in \(n) element × locale pairs (laid out in other locales): \(reason)\n"
            }
        }
        return out
    }

    /// The one line that says a run laid nothing out, and what to do about it.
    public static let nothingLaidOutLine = "layoutlint: no label was laid out: only catalog checks ran. Declare layouts (layouts/*.yaml, `key:` patterns for UI built in code) or point layoutlint at the app's res/ folders or storyboards/XIBs so its importers lay them out."

    public static func summaryLine(_ summary: LintReport.Summary) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note"))"
            + " in \(count(summary.labelsChecked, "label")) (\(count(summary.measurements, "layout")))"
    }

    private func colored(_ text: String, severity: Severity) -> String {
        guard color else { return text }
        let code = switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        let marker = ": \(severity.rawValue): "
        guard let range = text.range(of: marker) else { return text }
        return text.replacingCharacters(in: range, with: ": \u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m: ")
    }
}

/// The stable, versioned JSON of DESIGN.md: `{version, findings, summary}`, keys sorted, two-space
/// indentation, so the same inputs give the same bytes. `Finding` and `LintReport` decode it back.
public struct JSONReporter: Reporter {
    public static let name = "json"

    public init() {}

    public func render(_ report: LintReport) throws -> String {
        JSONWriter.report(report)
    }

    public func write<Output: TextOutputStream>(_ report: LintReport, to output: inout Output) {
        JSONWriter.write(report, to: &output)
    }

    /// Reads a report written by `render` (for baselines and merging shards).
    public static func decode(_ data: Data) throws -> LintReport {
        try JSONDecoder().decode(LintReport.self, from: data)
    }

    /// A JSON report file's bytes; any problem is reported at file:line:column.
    public static func decode(_ data: Data, file: String) throws(LayoutLintError) -> LintReport {
        try JSONFileDecoding.decode(LintReport.self, from: data, file: file, what: "a layoutlint JSON report")
    }
}
