import Foundation

/// GitLab Code Quality (`artifacts: reports: codequality:`), a subset of the Code Climate engine spec: a JSON
/// array with one issue per finding. GitLab reads `description`, `check_name`, `fingerprint`, `severity`
/// and `location.path` / `location.lines.begin` (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format);
/// the Code Climate spec (https://github.com/codeclimate/platform/blob/master/spec/analyzers/SPEC.md) adds
/// `type`, `categories`, `content` (the suggestion and the size categories) and `other_locations` (the
/// layout element). Fingerprints are the finding's baseline hash, made unique within the report (GitLab
/// treats two issues with one fingerprint as one), so an issue keeps its identity across runs and line moves.
public struct CodeClimateReporter: Reporter {
    public static let name = "codeclimate"

    public init() {}

    public func render(_ report: LintReport) throws -> String {
        var output = ""
        try write(report, to: &output)
        return output
    }

    /// Written as it is encoded: the issues a slice at a time (`JSONValue.write`).
    public func write<Output: TextOutputStream>(_ report: LintReport, to output: inout Output) throws {
        var seen: [String: Int] = [:]
        try JSONValue.write(document: { $0 }, items: report.findings, item: { finding in
            let hash = finding.fingerprint.hash
            let repeats = seen[hash, default: 0]
            seen[hash] = repeats + 1
            var body: [String] = []
            if let suggestion = finding.suggestion { body.append("Suggestion: \(suggestion)") }
            if !finding.sizeCategories.isEmpty { body.append("Size categories: \(finding.sizeCategories.joined(separator: ", "))") }
            if finding.locales.count > 1 {
                body.append("Locales: \(finding.locales.joined(separator: ", "))")
            } else if let locale = finding.locale {
                body.append("Locale: \(locale)")
            }
            if finding.screens.count > 1 { body.append("Screens: \(finding.screens.joined(separator: ", "))") }
            if let key = finding.key { body.append("Key: \(key)") }
            var issue: [String: JSONValue] = [
                "type": .string("issue"),
                "check_name": .string(finding.rule),
                "description": .string(finding.message + finding.alsoInLocales),
                "categories": .array([.string(finding.rule == RuleID.invalidInput ? "Bug Risk" : "Compatibility")]),
                "severity": .string(Self.severity(finding.severity)),
                "fingerprint": .string(repeats == 0 ? hash : "\(hash)-\(repeats + 1)"),
                "location": Self.location(finding.location),
            ]
            if !body.isEmpty { issue["content"] = .object(["body": .string(body.joined(separator: "\n\n"))]) }
            if let layout = finding.layoutLocation, layout != finding.location {
                issue["other_locations"] = .array([Self.location(layout)])
            }
            return .object(issue)
        }, to: &output)
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .object(["path": .string(location.file), "lines": .object(["begin": .int(max(1, location.line))])])
    }

    /// Code Climate's five levels; GitLab shows them as is. Errors break the UI (major), warnings may
    /// (minor), notes inform.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}

/// Checkstyle XML, which Jenkins (warnings-ng), reviewdog, Danger and many IDE plugins read: one `<file>` per
/// file with findings (in path order), one `<error>` per finding with its line, column (Unicode code points,
/// 1-based), severity (`error`, `warning`, `info`, Checkstyle's `SeverityLevel`), message and `source`
/// `layoutlint.<rule>`, as Checkstyle's own `XMLLogger` writes them.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    /// The Checkstyle report version tools expect in the root element.
    public static let formatVersion = "4.3"

    public init() {}

    public func render(_ report: LintReport) throws -> String {
        var xml = ""
        write(report, to: &xml)
        return xml
    }

    public func write<Output: TextOutputStream>(_ report: LintReport, to xml: inout Output) {
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.location.file, default: []].append(finding) }
        xml.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(Self.formatVersion)\">\n")
        for file in byFile.keys.sorted() {
            xml.write("  <file name=\"\(JUnitReporter.attribute(file))\">\n")
            for finding in byFile[file]!.sorted(by: Finding.reportOrder) {
                var message = finding.message + finding.alsoInLocales
                if !finding.sizeCategories.isEmpty { message += " [sizes: \(finding.sizeCategories.joined(separator: ", "))]" }
                if let suggestion = finding.suggestion { message += " Suggestion: \(suggestion)" }
                xml.write("    <error line=\"\(max(1, finding.location.line))\"")
                if finding.location.column >= 1 { xml.write(" column=\"\(finding.location.column)\"") }
                xml.write(" severity=\"\(Self.severity(finding.severity))\" message=\"\(JUnitReporter.attribute(message))\"")
                xml.write(" source=\"layoutlint.\(JUnitReporter.attribute(finding.rule))\"/>\n")
            }
            xml.write("  </file>\n")
        }
        xml.write("</checkstyle>\n")
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
