import Foundation

/// SARIF 2.1.0 (OASIS), for GitHub code scanning and other SARIF viewers: one run; the rules that occur,
/// with their summary, rationale and default level; one result per finding at its place in the catalog
/// (columns in Unicode code points, as layoutlint counts them), the layout element as a related location,
/// the finding's fingerprint hash as a partial fingerprint, and the locale (every locale of a finding that
/// shows in several: `locales`), key, measurements and suggestion as properties. Paths stay relative (to the directory layoutlint ran in), as code scanning
/// expects them relative to the repository root.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of the partial fingerprint (versioned: a change of `Fingerprint` would be a new version).
    public static let fingerprintKey = "layoutlintFingerprint/v1"

    public init() {}

    public func render(_ report: LintReport) throws -> String {
        var output = ""
        try write(report, to: &output)
        return output
    }

    /// Written as it is encoded: the results a slice at a time (`JSONValue.write`).
    public func write<Output: TextOutputStream>(_ report: LintReport, to output: inout Output) throws {
        let ids = Array(Set(report.findings.map(\.rule))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let rules = ids.map { Self.rule(RuleDescription.forReport($0)) }

        var properties: [String: JSONValue] = [
            "summary": .object([
                "errors": .int(report.summary.errors), "warnings": .int(report.summary.warnings),
                "notes": .int(report.summary.notes), "labelsChecked": .int(report.summary.labelsChecked),
                "measurements": .int(report.summary.measurements),
            ]),
        ]
        if let scope = report.scope {
            var object: [String: JSONValue] = [:]
            if let shard = scope.shard { object["shard"] = .string(shard) }
            if let ref = scope.changedSince { object["changedSince"] = .string(ref) }
            properties["scope"] = .object(object)
        }
        if let baseline = report.baseline {
            var object: [String: JSONValue] = ["file": .string(baseline.file), "known": .int(baseline.known)]
            if let gone = baseline.gone {
                object["gone"] = .array(gone.map { entry in
                    .object(["title": .string(entry.title), "hash": .string(entry.hash),
                             "location": .string(entry.location.description), "message": .string(entry.message)])
                })
            }
            properties["baseline"] = .object(object)
        }
        func log(results: JSONValue) -> JSONValue {
            let run: JSONValue = .object([
                "tool": .object(["driver": .object([
                    "name": .string("layoutlint"),
                    "fullName": .string("layoutlint localization layout linter"),
                    "version": .string(LayoutLintVersion.current),
                    "semanticVersion": .string(LayoutLintVersion.current),
                    "informationUri": .string(LayoutLintVersion.homepage),
                    "rules": .array(rules),
                ])]),
                "columnKind": .string("unicodeCodePoints"),
                "results": results,
                "properties": .object(properties),
            ])
            return .object([
                "$schema": .string(Self.schema),
                "version": .string("2.1.0"),
                "runs": .array([run]),
            ])
        }
        let baseline = report.baseline != nil
        try JSONValue.write(document: log, items: report.findings,
                            item: { Self.result($0, ruleIndex: ruleIndex[$0.rule]!, baseline: baseline) }, to: &output)
    }

    static func rule(_ rule: RuleDescription) -> JSONValue {
        var help = rule.summary
        if !rule.rationale.isEmpty { help += "\n\n" + rule.rationale }
        let configure = "Set its severity or switch it off in .layoutlint.yml: rules: { \(rule.id): off | note | warning | error }."
        return .object([
            "id": .string(rule.id),
            "name": .string(rule.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "helpUri": .string(LayoutLintVersion.ruleDocumentation(rule.id)),
            "fullDescription": .object(["text": .string(rule.rationale.isEmpty ? rule.summary : rule.rationale)]),
            "help": .object([
                "text": .string(help + "\n\n" + configure),
                "markdown": .string("**\(rule.name)** (`\(rule.id)`): \(rule.summary)"
                    + (rule.rationale.isEmpty ? "" : "\n\n" + rule.rationale)
                    + "\n\nSet its severity or switch it off in `.layoutlint.yml`: `rules: { \(rule.id): off | note | warning | error }`."),
            ]),
            "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
            "properties": .object(["tags": .array([.string("localization"), .string("layout")])]),
        ])
    }

    static func result(_ finding: Finding, ruleIndex: Int, baseline: Bool) -> JSONValue {
        var text = finding.message + finding.alsoInLocales
        if let suggestion = finding.suggestion { text += "\nSuggestion: \(suggestion)" }
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.rule),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(text)]),
            "locations": .array([.object(["physicalLocation": physical(finding.location)])]),
            "partialFingerprints": .object([fingerprintKey: .string(finding.fingerprint.hash)]),
        ]
        if let layout = finding.layoutLocation, layout != finding.location {
            result["relatedLocations"] = .array([.object([
                "id": .int(1),
                "physicalLocation": physical(layout),
                "message": .object(["text": .string("\(finding.elementTitle ?? "the element") is declared here")]),
            ])])
        }
        if baseline { result["baselineState"] = .string("new") }
        if let fixes = finding.fixes, !fixes.isEmpty {
            let byFile = Dictionary(grouping: fixes, by: \.location.file)
            result["fixes"] = .array([.object([
                "description": .object(["text": .string(finding.suggestion ?? "use the source's specifiers")]),
                "artifactChanges": .array(byFile.keys.sorted().map { file in
                    .object([
                        "artifactLocation": .object(["uri": .string(uri(file))]),
                        "replacements": .array(byFile[file]!.map { fix in
                            .object([
                                "deletedRegion": .object([
                                    "startLine": .int(fix.location.line), "startColumn": .int(fix.location.column),
                                    "endColumn": .int(fix.location.column + fix.deleted.unicodeScalars.count),
                                ]),
                                "insertedContent": .object(["text": .string(fix.inserted)]),
                            ])
                        }),
                    ])
                }),
            ])])
        }
        var properties: [String: JSONValue] = [:]
        let fields: [(String, String?)] = [
            ("locale", finding.locale), ("key", finding.key), ("table", finding.table), ("variant", finding.variant),
            ("sizeCategory", finding.sizeCategory), ("screen", finding.screen), ("element", finding.element),
            ("suggestion", finding.suggestion), ("text", finding.text), ("visibleText", finding.visibleText),
        ]
        for (name, value) in fields { if let value { properties[name] = .string(value) } }
        if finding.locales.count > 1 { properties["locales"] = .array(finding.locales.map { .string($0) }) }
        if finding.screens.count > 1 { properties["screens"] = .array(finding.screens.map { .string($0) }) }
        if !finding.sizeCategories.isEmpty { properties["sizeCategories"] = .array(finding.sizeCategories.map { .string($0) }) }
        if let measurements = finding.measurements, !measurements.isEmpty {
            properties["measurements"] = .object(measurements.mapValues { .number($0) })
        }
        if !properties.isEmpty { result["properties"] = .object(properties) }
        return .object(result)
    }

    static func physical(_ location: SourceLocation) -> JSONValue {
        var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(uri(location.file))])]
        if location.line >= 1 {
            var region: [String: JSONValue] = ["startLine": .int(location.line)]
            if location.column >= 1 { region["startColumn"] = .int(location.column) }
            physical["region"] = .object(region)
        }
        return .object(physical)
    }

    /// A relative path as a relative URI reference (percent-encoded); an absolute one as a file URI.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
