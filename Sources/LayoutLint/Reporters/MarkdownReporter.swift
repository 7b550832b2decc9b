/// A pull-request comment (or a GitHub job summary) in GitHub-flavoured Markdown: the counts, a table of
/// findings per locale × rule, the most severe findings, and every finding in a collapsible section.
/// Text from catalogs is escaped, so a translation cannot inject markup or HTML into the comment.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    /// How many findings the "top findings" list shows.
    public var top: Int

    public init(top: Int = 10) { self.top = top }

    public func render(_ report: LintReport) throws -> String {
        let summary = report.summary
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var out = "## layoutlint: \(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note"))\n\n"
        out += "\(count(summary.labelsChecked, "label")) checked in \(count(summary.measurements, "layout"))"
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
            for finding in report.findings { table[finding.locale ?? "", default: [:]][finding.rule, default: 0] += 1 }
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

            let ranked = report.findings.enumerated().sorted { a, b in
                a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
            }.map(\.element)
            out += "\n### Top findings\n\n"
            for finding in ranked.prefix(top) { out += "- " + Self.line(finding) + "\n" }
            if ranked.count > top { out += "- … and \(ranked.count - top) more below\n" }

            out += "\n<details><summary>All \(count(report.findings.count, "finding"))</summary>\n\n"
            out += "| Severity | Rule | Locale | Key | Element | Where | Message | Suggestion |\n"
            out += "|---|---|---|---|---|---|---|---|\n"
            for finding in report.findings {
                let cells = [
                    finding.severity.rawValue, "`\(finding.rule)`", finding.locale.map(Self.escape) ?? "",
                    finding.key.map { "`\(Self.code($0))`" } ?? "", finding.elementTitle.map(Self.escape) ?? "",
                    "`\(Self.code(finding.location.description))`", Self.escape(finding.message),
                    finding.suggestion.map(Self.escape) ?? "",
                ]
                out += "| " + cells.joined(separator: " | ") + " |\n"
            }
            out += "\n</details>\n"
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
        if let locale = finding.locale { parts.append(escape(locale)) }
        if let key = finding.key { parts.append("`\(code(key))`") }
        if let element = finding.elementTitle { parts.append(escape(element)) }
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
