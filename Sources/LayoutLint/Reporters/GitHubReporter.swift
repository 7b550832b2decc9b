/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding, at its
/// place in the catalog (`file=…,line=…,col=…`), titled with the rule, locale and element; the message
/// and the suggestion as the annotation's text. Entries of a baseline that no longer occur are notices
/// without a file. The last line is the plain summary.
///
/// GitHub shows a limited number of annotations per step; upload SARIF for the complete list.
public struct GitHubReporter: Reporter {
    public static let name = "github"

    public init() {}

    public func render(_ report: LintReport) throws -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    public func write<Output: TextOutputStream>(_ report: LintReport, to out: inout Output) {
        for finding in report.findings {
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var title = "layoutlint \(finding.rule)"
            if !finding.locales.isEmpty { title += " (\(finding.locales.joined(separator: ", ")))" }
            if let element = finding.elementTitle { title += " \(element)" }
            var message = finding.message
            if let suggestion = finding.suggestion { message += "\nSuggestion: \(suggestion)" }
            if let layout = finding.layoutLocation, layout != finding.location, let element = finding.elementTitle {
                message += "\n\(element) is declared at \(layout)"
            }
            var properties = ["file=\(Self.property(finding.location.file))"]
            if finding.location.line >= 1 { properties.append("line=\(finding.location.line)") }
            if finding.location.column >= 1 { properties.append("col=\(finding.location.column)") }
            properties.append("title=\(Self.property(title))")
            out.write("::\(command) \(properties.joined(separator: ","))::\(Self.data(message))\n")
        }
        if let baseline = report.baseline {
            for entry in baseline.gone ?? [] {
                out.write("::notice title=\(Self.property("layoutlint baseline"))::\(Self.data("no longer occurs, remove it from \(baseline.file): \(entry.title) (was \(entry.location))"))\n")
            }
        }
        out.write(TextReporter.summaryLine(report.summary) + "\n")
    }

    /// The message part: `%`, CR and LF escaped (as the Actions runner unescapes them).
    static func data(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, plus `:` and `,`.
    static func property(_ value: String) -> String {
        data(value).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
