import Foundation

/// JUnit XML for CI test views: one `<testsuite>` per locale (findings that belong to no locale — a key in
/// no catalog, a file that cannot be read — in a suite named "all locales"), one `<testcase>` per label
/// with findings (screen · element; for findings without an element, the key or the file). A label with an
/// error or warning fails with one `<failure>` naming the most severe finding and listing all of them;
/// a label with notes only passes and carries them in `<system-out>`. Labels without findings are counted
/// in the report's summary, not listed. No times or timestamps, so the bytes are deterministic.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let allLocales = "all locales"

    public init() {}

    struct TestCase {
        var classname: String
        var name: String
        var findings: [Finding]
        var worst: Severity { findings.map(\.severity).max() ?? .note }
        var fails: Bool { worst >= .warning }
    }

    public func render(_ report: LintReport) throws -> String {
        var suites: [String: [String: TestCase]] = [:]
        for finding in report.findings {
            let suite = finding.locale ?? Self.allLocales
            let (classname, name) = Self.testCase(for: finding)
            suites[suite, default: [:]][classname + "\u{1F}" + name, default: TestCase(classname: classname, name: name, findings: [])]
                .findings.append(finding)
        }
        // "all locales" first, then locales in order.
        let order = suites.keys.sorted { ($0 == Self.allLocales ? 0 : 1, $0) < ($1 == Self.allLocales ? 0 : 1, $1) }
        let totalTests = suites.values.reduce(0) { $0 + $1.count }
        let totalFailures = suites.values.reduce(0) { $0 + $1.values.count(where: \.fails) }

        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layoutlint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for suiteName in order {
            let cases = suites[suiteName]!.values.sorted { ($0.classname, $0.name) < ($1.classname, $1.name) }
            let failures = cases.count(where: \.fails)
            xml += "  <testsuite name=\"\(Self.attribute(suiteName))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            for testCase in cases {
                let findings = testCase.findings.sorted(by: Finding.reportOrder)
                let first = findings.first!
                xml += "    <testcase classname=\"\(Self.attribute(testCase.classname))\" name=\"\(Self.attribute(testCase.name))\""
                xml += " file=\"\(Self.attribute(first.location.file))\" line=\"\(first.location.line)\">\n"
                let body = findings.map { $0.clangStyle }.joined(separator: "\n")
                if testCase.fails {
                    let worst = findings.first { $0.severity == testCase.worst }!
                    let count = findings.count(where: { $0.severity >= .warning })
                    let message = "[\(worst.rule)] \(worst.message)" + (count > 1 ? " (and \(count - 1) more)" : "")
                    xml += "      <failure type=\"\(worst.severity.rawValue)\" message=\"\(Self.attribute(message))\">\(Self.text(body))</failure>\n"
                } else {
                    xml += "      <system-out>\(Self.text(body))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// classname `layoutlint.<locale>.<Screen>` and name `<element>`; without an element, the key, else the file.
    static func testCase(for finding: Finding) -> (String, String) {
        let prefix = "layoutlint." + (finding.locale ?? "all")
        if let element = finding.element {
            return (prefix + "." + (finding.screen ?? "layout"), element)
        }
        if let key = finding.key { return (prefix + "." + (finding.table ?? "catalog"), key) }
        return (prefix + ".files", finding.location.file)
    }

    /// Element text: `&`, `<`, `>` escaped; characters XML 1.0 does not allow replaced by U+FFFD.
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(allowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Attribute values: as text, plus quotes, and line breaks and tabs as character references (so a
    /// parser keeps them).
    static func attribute(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(allowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
