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
    /// Whether the coverage block lists every locale and every skip reason (`--verbose`); otherwise it is at
    /// most `compactCoverageLines` lines with the largest counts, and the JSON and HTML reports hold the rest.
    public var verbose: Bool

    public init(color: Bool = false, summary: Bool = true, verbose: Bool = false) {
        self.color = color
        self.summary = summary
        self.verbose = verbose
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
            if let coverage = report.summary.coverage { out.write(Self.coverageLines(coverage, verbose: verbose)) }
        }
    }

    /// The most lines the coverage block takes without `--verbose`.
    public static let compactCoverageLines = 30

    /// The coverage block of the text summary: keys, locales, UI elements, and why elements were skipped.
    /// Without `verbose` it keeps to `compactCoverageLines` lines: each list shows its largest counts and says
    /// how many it leaves out (a 170-locale app's completeness table and every skip reason are in the JSON and
    /// HTML reports, and in `--verbose`).
    public static func coverageLines(_ coverage: Coverage, verbose: Bool = true) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        /// The first three paths of a list, and `…` when there are more.
        func firstThree(_ items: [String]) -> String {
            items.prefix(3).joined(separator: ", ") + (items.count > 3 ? ", …" : "")
        }
        func sample(_ items: [String], _ limit: Int) -> String {
            verbose || items.count <= limit ? items.joined(separator: ", ") : items.prefix(limit).joined(separator: ", ") + ", … (\(items.count - limit) more)"
        }
        /// Rows of a list: all of them when verbose, else the first `limit` and a line for the rest.
        func rows(_ lines: [String], limit: Int, rest: (Int) -> String) -> [String] {
            guard !verbose, lines.count > limit else { return lines }
            return Array(lines.prefix(limit)) + ["  " + rest(lines.count - limit)]
        }
        var head: [String] = []
        var keys = "coverage: \(count(coverage.keys, "key")): \(coverage.keysLaidOut) laid out, \(coverage.keysCatalogOnly) checked from the catalog only"
        if coverage.keysUnused > 0 { keys += ", \(coverage.keysUnused) unused (stale)" }
        if coverage.keysUnreferenced > 0 { keys += ", \(coverage.keysUnreferenced) named by no code or resource (never shown, not checked)" }
        head.append(keys)
        // Why the catalog-only keys were not laid out: the two largest reasons (all with --verbose).
        let notLaidOut = coverage.keysNotLaidOut.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) })
            .map { "  not laid out \($0.value): \($0.key)" }
        head += rows(notLaidOut, limit: 2) { "… \($0) more reasons keys were not laid out (--verbose, or the JSON report's summary.coverage.keysNotLaidOut)" }
        if !coverage.localesDropped.isEmpty {
            // One line: the locales left out, grouped by why.
            var byReason: [String: [String]] = [:]
            for (locale, reason) in coverage.localesDropped { byReason[reason, default: []].append(locale) }
            let groups = byReason.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
                .map { "\(sample($0.value.sorted(), 12)): \($0.key)" }
            head.append("coverage: \(count(coverage.locales.count, "locale")) checked; \(coverage.localesDropped.count) in the catalogs left out — "
                + groups.joined(separator: "; "))
        } else if !coverage.localesNotShipped.isEmpty {
            head.append("coverage: \(count(coverage.locales.count, "locale")) checked; \(coverage.localesNotShipped.count) in the catalogs are not shipped"
                + " (not declared in \(coverage.shippedLocalesDeclaredIn.joined(separator: ", "))): \(sample(coverage.localesNotShipped, 12))")
        }
        if !coverage.shippedLocalesUndecidedBy.isEmpty {
            head.append("coverage: which .lproj files the build copies is undecided (a project file layoutlint cannot read; its knownRegions decided): "
                + coverage.shippedLocalesUndecidedBy.joined(separator: ", "))
        }
        if !coverage.localeFiltersUndecided.isEmpty {
            head.append("coverage: which values-* folders the Android build ships is undecided (locale filters computed by build code, and no "
                + "android:localeConfig to stand for them), every one checked: " + coverage.localeFiltersUndecided.joined(separator: ", "))
        }
        if !coverage.catalogsNotBuilt.isEmpty {
            head.append("coverage: \(count(coverage.catalogsNotBuilt.count, "catalog file")) not in the build (no project reference) left out: "
                + firstThree(coverage.catalogsNotBuilt))
        }
        if !coverage.catalogsNotShipped.isEmpty {
            head.append("coverage: \(count(coverage.catalogsNotShipped.count, "catalog file")) left out (copies of the app's own under an input folder, in a debug or test source set no release build compiles, or in `resources/MR/` beside a `moko-resources/` folder): "
                + firstThree(coverage.catalogsNotShipped))
        }
        if !coverage.catalogsNotRead.isEmpty {
            head.append("coverage: \(count(coverage.catalogsNotRead.count, "catalog file")) left out: tables the app never reads (the default table is Localizable; no source names these, and a framework reads its own bundle's copy): "
                + firstThree(coverage.catalogsNotRead))
        }
        if !coverage.catalogsNotSentForTranslation.isEmpty {
            head.append("coverage: \(count(coverage.catalogsNotSentForTranslation.count, "source catalog")) the translation platform's configuration (crowdin.yml, .tx/config) does not send to translators: their values are not to be translated: "
                + firstThree(coverage.catalogsNotSentForTranslation))
        }
        if !coverage.tableSourceLocales.isEmpty {
            let sources = coverage.tableSourceLocales.sorted { $0.key < $1.key }
            head.append("coverage: \(count(sources.count, "table")) compared with a source language of its own: "
                + firstThree(sources.map { "\($0.key) (\($0.value))" }))
        }
        if !coverage.catalogsNeverShown.isEmpty {
            head.append("coverage: \(count(coverage.catalogsNeverShown.count, "catalog file")) left out: catalogs of an app that runs only in the background (LSBackgroundOnly in its Info.plist: no window or menu shows them): "
                + firstThree(coverage.catalogsNeverShown))
        }
        if !coverage.tablesReadUndecided.isEmpty {
            head.append(coverage.tablesUndecidedLeftOut
                ? "coverage: \(count(coverage.tablesReadUndecided.count, "catalog file")) left out: whether the app reads them is undecided (its Interface Builder documents are here but none of its Swift or Objective-C sources, where the table names would be): "
                    + firstThree(coverage.tablesReadUndecided)
                : "coverage: \(count(coverage.tablesReadUndecided.count, "catalog file")) checked although whether the app reads them is undecided (no Swift or Objective-C source to find their table name in): "
                    + firstThree(coverage.tablesReadUndecided))
        }
        if !coverage.catalogsShadowed.isEmpty {
            let shadowed = coverage.catalogsShadowed.sorted(by: { $0.key < $1.key }).map { "\($0.key) (\($0.value) is read)" }
            head.append("coverage: \(count(coverage.catalogsShadowed.count, "catalog file")) left out: another folder of the same locale takes precedence: "
                + firstThree(shadowed))
        }
        var completeness: [String] = []
        if !coverage.completeness.isEmpty {
            // Each locale's completeness: what its translator has left. Compact: the least translated first.
            let width = coverage.completeness.map(\.locale.count).max() ?? 0
            let ordered = verbose ? coverage.completeness
                : coverage.completeness.sorted { ($0.percentTranslated, $0.locale) < ($1.percentTranslated, $1.locale) }
            let complete = coverage.completeness.filter { $0.missing == 0 }.count
            completeness.append(verbose ? "translated values per locale:"
                : "translated values per locale (\(complete) of \(coverage.completeness.count) complete; least translated first):")
            let localeRows = ordered.map { row -> String in
                let percent = String(row.percentTranslated)
                return "  " + row.locale + String(repeating: " ", count: max(0, width - row.locale.count))
                    + String(repeating: " ", count: max(0, 5 - percent.count)) + percent + "%  "
                    + "\(row.values - row.missing) of \(row.values)"
                    + (row.missing > 0 ? ", \(row.missing) missing" : "")
            }
            completeness += rows(localeRows, limit: 6) { "… \($0) more locales (--verbose, or the JSON report's summary.coverage.completeness)" }
            let notCounted = coverage.keysNotToTranslate.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) })
                .map { "  not counted \($0.value): \($0.key)" }
            completeness += rows(notCounted, limit: 2) { "… \($0) more reasons values are not counted (--verbose)" }
        }
        var elements: [String] = []
        if coverage.uiElements > 0 {
            elements.append("coverage: \(count(coverage.uiElements, "UI text element")), \(coverage.uiElementsChecked) laid out")
            let skipped = coverage.skipped.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) })
            let skippedLines = skipped.map { "  skipped \($0.value): \($0.key)" }
            elements += rows(skippedLines, limit: 8) { rest in
                let elementsLeft = skipped.suffix(rest).reduce(0) { $0 + $1.value }
                return "… \(count(elementsLeft, "element")) skipped for \(rest) other reasons (--verbose, or the JSON report's summary.coverage.skipped)"
            }
            let inLocales = coverage.skippedInLocales.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) })
                .map { "  skipped in \($0.value) element × locale pairs (laid out in other locales): \($0.key)" }
            elements += rows(inLocales, limit: 3) { "… \($0) more reasons for element × locale pairs (--verbose)" }
            for (phrase, count) in coverage.measuredWithStandIn.sorted(by: { $0.key < $1.key }) {
                elements.append("  \(count) laid out \(phrase)")
            }
            if let pairs = coverage.hierarchyPairs {
                elements.append("  hierarchy: \(count(pairs.checked, "pair")) of adjacent texts styled as two levels (case, italics) checked on \(count(pairs.checkedByScreen.count, "screen"))")
                let screens = pairs.checkedByScreen.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).map { "  hierarchy pairs checked \($0.value): \($0.key)" }
                elements += rows(screens, limit: 0) { _ in "… pairs per screen: --verbose, or the JSON report's summary.coverage.hierarchyPairs" }
                elements += pairs.skipped.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).map { "  hierarchy pairs skipped \($0.value): \($0.key)" }
            }
        }
        let lines = head + completeness + elements
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The one line that says a run laid nothing out, and what to do about it.
    public static let nothingLaidOutLine = "layoutlint: no label was laid out: only catalog checks ran. Declare layouts (layouts/*.yaml, `key:` patterns for UI built in code) or point layoutlint at the app's res/ folders or storyboards/XIBs so its importers lay them out."

    /// The counts' own line: findings by severity, then what was checked. `labelsChecked` counts label
    /// texts (a label × a locale × a plural or device variant), `measurements` the layouts computed (each
    /// such text at each checked size), so "13048 labels (13048 layouts)" read as two different things
    /// counted the same.
    public static func summaryLine(_ summary: LintReport.Summary) -> String {
        "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note"))"
            + " in " + checkedPhrase(summary)
    }

    /// "202 label texts (label × locale × variant), laid out 336 times (once per size)".
    public static func checkedPhrase(_ summary: LintReport.Summary) -> String {
        "\(count(summary.labelsChecked, "label text")) (label × locale × variant), laid out "
            + (summary.measurements == 1 ? "once" : "\(summary.measurements) times") + " (once per size)"
    }

    private static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

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
