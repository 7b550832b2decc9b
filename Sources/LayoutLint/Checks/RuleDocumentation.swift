/// Documentation generated from the rule definitions (`RuleRegistry.descriptions`): the list and the
/// per-rule page `layoutlint rules [ID]` prints, and the README's rules table (a test fails when the README
/// is not what `markdownTable()` makes).
public enum RuleDocumentation {
    /// The README's table stands between these lines.
    public static let tableBegin = "<!-- rules-table:begin (generated from the rule definitions: `layoutlint rules --markdown`) -->"
    public static let tableEnd = "<!-- rules-table:end -->"

    /// `| rule | default | reports |`, one row per rule in `layoutlint rules` order.
    public static func markdownTable(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var lines = ["| rule | default | reports |", "|---|---|---|"]
        for description in descriptions {
            let summary = description.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| `\(description.id)` | \(description.defaultSeverity.rawValue) | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `readme` with the text between the markers replaced by the current table; nil when the markers are
    /// missing or out of order.
    public static func updating(readme: String, table: String = markdownTable()) -> String? {
        guard let begin = readme.range(of: tableBegin), let end = readme.range(of: tableEnd),
              begin.upperBound <= end.lowerBound else { return nil }
        return String(readme[..<begin.upperBound]) + "\n" + table + String(readme[end.lowerBound...])
    }

    /// One line per rule: id, default severity, summary.
    public static func list(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let idWidth = descriptions.map(\.id.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        return descriptions.map { description in
            description.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + description.defaultSeverity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  "
                + description.summary
        }.joined(separator: "\n") + "\n"
    }

    /// A rule's page: name, id, default severity, summary, rationale, and every example with its layout,
    /// strings and where it fires.
    public static func page(_ description: RuleDescription) -> String {
        var text = "\(description.id) — \(description.name)\n"
        text += "default severity: \(description.defaultSeverity.rawValue)\n\n"
        text += wrap(description.summary) + "\n\n"
        text += wrap(description.rationale) + "\n"
        let examples = description.triggering.map { ($0, true) } + description.nonTriggering.map { ($0, false) }
        if !examples.isEmpty { text += "\nExamples\n" }
        for (index, (example, fires)) in examples.enumerated() {
            let outcome: String
            if fires {
                let locales = example.firesIn.filter { !$0.isEmpty }
                outcome = "fires" + (locales.isEmpty ? " (once for the layout)" : " in \(locales.joined(separator: ", "))")
                    + (example.firstFailingSizeCategory.map { ", first at \($0)" } ?? "")
            } else {
                outcome = "no finding"
            }
            text += "\n\(index + 1). \(example.title) — \(outcome)\n"
            if let categories = example.sizeCategories { text += "   size categories: \(categories.joined(separator: ", "))\n" }
            for path in example.uiFiles.keys.sorted() {
                text += "   \(path):\n" + example.uiFiles[path]!.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
            }
            if example.uiFiles.isEmpty {
                text += example.layout.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n") + "\n"
            }
            text += "   strings:\n"
            for key in example.strings.keys.sorted() {
                if let comment = example.comments[key] { text += "     \(key) comment: \(FindingText.quote(comment))\n" }
                for locale in example.strings[key]!.keys.sorted(by: { ($0 == "en" ? "" : $0) < ($1 == "en" ? "" : $1) }) {
                    text += "     \(key) [\(locale)] \(FindingText.quote(example.strings[key]![locale]!))\n"
                }
            }
        }
        return text
    }

    /// Words wrapped at `width` columns.
    static func wrap(_ text: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
