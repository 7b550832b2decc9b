/// A pull-request comment (or a GitHub job summary) in GitHub-flavoured Markdown: the counts, a table of
/// findings per locale × rule, the most severe findings, and every finding in a collapsible section.
/// Text from catalogs is escaped, so a translation cannot inject markup or HTML into the comment.
///
/// The output stays within `maxBytes` UTF-8 bytes (GitHub rejects a job summary over 1 MiB and a comment
/// over 65,536 characters; a byte limit bounds the characters too): when the whole report does not fit,
/// findings are left out from the end of the full list first, then from the top list, and a closing line
/// says how many of each severity were left out and where to find them all.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    /// GitHub's limit for a step's job summary (`$GITHUB_STEP_SUMMARY`): 1 MiB.
    public static let jobSummaryLimit = 1_048_576
    /// GitHub's limit for an issue or pull-request comment: 65,536 characters.
    public static let commentLimit = 65_536
    /// The smallest limit that leaves room for the counts and the note about what was left out.
    public static let minimumBytes = 1_024
    /// How many findings the "top findings" list shows.
    public var top: Int
    /// The most UTF-8 bytes the output may have.
    public var maxBytes: Int

    public init(top: Int = 10, maxBytes: Int = MarkdownReporter.jobSummaryLimit) {
        self.top = top
        self.maxBytes = max(maxBytes, Self.minimumBytes)
    }

    public func render(_ report: LintReport) throws -> String {
        let full = render(report, topCount: top, rows: report.findings.count)
        guard full.utf8.count > maxBytes else { return full }
        // The largest number of rows of the full list that fits, then of top findings (both monotone).
        func fits(_ topCount: Int, _ rows: Int) -> Bool { render(report, topCount: topCount, rows: rows).utf8.count <= maxBytes }
        let topCount = min(top, report.findings.count)
        if fits(topCount, 0) {
            var low = 0, high = report.findings.count
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(topCount, middle) { low = middle } else { high = middle - 1 }
            }
            return render(report, topCount: topCount, rows: low)
        }
        var low = 0, high = topCount
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle, 0) { low = middle } else { high = middle - 1 }
        }
        let result = render(report, topCount: low, rows: 0)
        if result.utf8.count <= maxBytes { return result }
        // Even the counts table is too long (thousands of locale × rule cells): cut at a line boundary.
        let note = "\n… the rest of this report does not fit in \(maxBytes) bytes; see `layoutlint check --format json`.\n"
        var cut = Substring(result).utf8.prefix(maxBytes - note.utf8.count)
        while let last = cut.last, last != UInt8(ascii: "\n") { cut = cut.dropLast() }
        return (String(Substring(cut)) ?? "") + note
    }

    /// The report with the first `topCount` top findings and the first `rows` rows of the full list; what
    /// is left out is counted at the end.
    func render(_ report: LintReport, topCount: Int, rows: Int) -> String {
        let top = topCount
        let summary = report.summary
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var out = "## layoutlint: \(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note"))\n\n"
        out += TextReporter.checkedPhrase(summary)
        if let scope = report.scope {
            if let shard = scope.shard { out += " · shard \(shard)" }
            if let ref = scope.changedSince { out += " · only what changed since `\(Self.code(ref))`" }
        }
        if let baseline = report.baseline {
            out += " · baseline `\(Self.code(baseline.file))`: \(count(baseline.known, "known finding")) not shown"
        }
        out += ".\n"

        if report.findings.isEmpty {
            out += "\nNo findings.\n"
        } else {
            let rules = Array(Set(report.findings.map(\.rule))).sorted()
            var table: [String: [String: Int]] = [:]
            // A finding of several locales counts in the row of each (the bottom row counts it once).
            for finding in report.findings {
                for locale in finding.locales.isEmpty ? [""] : finding.locales { table[locale, default: [:]][finding.rule, default: 0] += 1 }
            }
            let locales = table.keys.sorted()
            out += "\n| Locale | " + rules.map { "`\($0)`" }.joined(separator: " | ") + " | Total |\n"
            out += "|---|" + rules.map { _ in "---:|" }.joined() + "---:|\n"
            for locale in locales {
                let row = table[locale]!
                out += "| \(locale.isEmpty ? "(all)" : Self.escape(locale)) | "
                    + rules.map { row[$0].map(String.init) ?? "·" }.joined(separator: " | ")
                    + " | \(row.values.reduce(0, +)) |\n"
            }
            out += "| **Total** | " + rules.map { rule in "\(report.findings.count { $0.rule == rule })" }.joined(separator: " | ")
                + " | \(report.findings.count) |\n"

            let rankedOffsets = report.findings.enumerated().sorted { a, b in
                a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
            }.map(\.offset)
            let ranked = rankedOffsets.map { report.findings[$0] }
            out += "\n### Top findings\n\n"
            for finding in ranked.prefix(top) { out += "- " + Self.line(finding) + "\n" }
            if ranked.count > top && rows > 0 { out += "- … and \(ranked.count - top) more below\n" }

            if rows > 0 {
                out += "\n<details><summary>All \(count(report.findings.count, "finding"))</summary>\n\n"
                out += "| Severity | Rule | Locale | Key | Element | Sizes | Where | Message | Suggestion |\n"
                out += "|---|---|---|---|---|---|---|---|---|\n"
                for finding in report.findings.prefix(rows) {
                    let cells = [
                        finding.severity.rawValue, "`\(finding.rule)`", Self.escape(finding.locales.joined(separator: ", ")),
                        finding.key.map { "`\(Self.code($0))`" } ?? "", finding.elementTitle.map(Self.escape) ?? "",
                        Self.escape(finding.sizeCategories.joined(separator: ", ")),
                        "`\(Self.code(finding.location.description))`", Self.escape(finding.message),
                        finding.suggestion.map(Self.escape) ?? "",
                    ]
                    out += "| " + cells.joined(separator: " | ") + " |\n"
                }
                out += "\n</details>\n"
            }
            if rows < report.findings.count {
                let shown = Set(rankedOffsets.prefix(top))
                let missing = (rows..<report.findings.count).filter { !shown.contains($0) }.map { report.findings[$0] }
                let bySeverity = Severity.allCases.reversed().compactMap { severity -> String? in
                    let n = missing.count { $0.severity == severity }
                    return n == 0 ? nil : count(n, severity.rawValue)
                }
                out += "\n**The list of all findings stops after \(rows) of \(report.findings.count)** to stay under \(maxBytes) bytes"
                out += missing.isEmpty ? " (the rest are among the top findings)" : "; \(count(missing.count, "finding")) are not shown at all (\(bySeverity.joined(separator: ", ")))"
                out += ". `layoutlint check --format json` (kept as a build artifact) has every finding.\n"
            }
        }

        if let gone = report.baseline?.gone, !gone.isEmpty {
            out += "\n<details><summary>\(count(gone.count, "baseline entry")) no longer occur\(gone.count == 1 ? "s" : "")</summary>\n\n"
            for entry in gone { out += "- \(Self.escape(entry.title)) (was `\(Self.code(entry.location.description))`)\n" }
            out += "\nUpdate the baseline with `--write-baseline \(Self.code(report.baseline!.file))`.\n\n</details>\n"
        }
        return out
    }

    static func line(_ finding: Finding) -> String {
        var parts = ["**\(finding.severity.rawValue)**", "`\(finding.rule)`"]
        if !finding.locales.isEmpty { parts.append(escape(finding.locales.joined(separator: ", "))) }
        if let key = finding.key { parts.append("`\(code(key))`") }
        if let element = finding.elementTitle { parts.append(escape(element)) }
        if !finding.sizeCategories.isEmpty { parts.append("sizes " + escape(finding.sizeCategories.joined(separator: ", "))) }
        return parts.joined(separator: " · ") + " — " + escape(finding.message) + " (`\(code(finding.location.description))`)"
    }

    /// Markdown and HTML made inert: `& < >` as entities, other markup characters backslash-escaped, line
    /// breaks as `<br>` (so a table row stays one row).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\\(character)"
            case "\n", "\r\n", "\r": out += "<br>"
            default: out.append(character)
            }
        }
        return out
    }

    /// Text inside a code span: backticks and pipes replaced (a code span cannot escape them), line breaks
    /// as spaces.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "ˋ").replacingOccurrences(of: "|", with: "¦")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
