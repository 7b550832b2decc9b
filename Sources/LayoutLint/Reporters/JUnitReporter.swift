import Foundation

/// JUnit XML for CI test views, valid against the Jenkins xunit plugin's `junit-10.xsd` (the schema Jenkins,
/// GitLab and most CI test views accept): one `<testsuite>` per locale (findings that belong to no locale — a
/// key in no catalog, a file that cannot be read — in a suite named "all locales"), one `<testcase>` per
/// label × locale that was laid out (`LintReport.checks`), passing ones included, so the pass rate means
/// something; findings without a label (catalog-wide rules, unreadable files) get a test case of their key
/// or file. A test case with an error or warning fails with one `<failure>` naming the most severe finding
/// and listing all of them (each with its file:line:col, which the schema has no attribute for) and the size
/// categories where they happen; a finding of several locales (`Finding.locales`) fails the test case of each
/// and lists them; notes only pass and go to `<system-out>`. A run with nothing to list
/// still has one passing test case, so a clean run does not read as "0 tests". No times or timestamps,
/// so the bytes are deterministic.
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
        var xml = ""
        write(report, to: &xml)
        return xml
    }

    public func write<Output: TextOutputStream>(_ report: LintReport, to xml: inout Output) {
        var suites: [String: [String: TestCase]] = [:]
        func add(_ suite: String, _ classname: String, _ name: String) -> String {
            let id = classname + "\u{1F}" + name
            if suites[suite]?[id] == nil { suites[suite, default: [:]][id] = TestCase(classname: classname, name: name, findings: []) }
            return id
        }
        for check in report.checks ?? [] {
            _ = add(check.locale, Self.classname(locale: check.locale, group: check.screen), check.element)
        }
        // A finding of several locales fails the test case of each: every one of those labels shows it.
        // One element's finding of several locales with their own texts (`perLocale`): each locale's test case
        // fails with that locale's own finding.
        for finding in report.findings.flatMap(\.localeParts) {
            for locale in finding.locales.isEmpty ? [nil] : finding.locales.map(Optional.some) {
                let suite = locale ?? Self.allLocales
                let (classname, name) = Self.testCase(for: finding, locale: locale)
                suites[suite]![add(suite, classname, name)]!.findings.append(finding)
            }
        }
        if suites.isEmpty {
            _ = add(Self.allLocales, "layoutlint", "no labels or findings")
        }
        // "all locales" first, then locales in order.
        let order = suites.keys.sorted { ($0 == Self.allLocales ? 0 : 1, $0) < ($1 == Self.allLocales ? 0 : 1, $1) }
        let totalTests = suites.values.reduce(0) { $0 + $1.count }
        let totalFailures = suites.values.reduce(0) { $0 + $1.values.count(where: \.fails) }

        xml.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.write("<testsuites name=\"layoutlint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n")
        for suiteName in order {
            let cases = suites[suiteName]!.values.sorted { ($0.classname, $0.name) < ($1.classname, $1.name) }
            let failures = cases.count(where: \.fails)
            xml.write("  <testsuite name=\"\(Self.attribute(suiteName))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n")
            for testCase in cases {
                xml.write("    <testcase classname=\"\(Self.attribute(testCase.classname))\" name=\"\(Self.attribute(testCase.name))\"")
                guard !testCase.findings.isEmpty else { xml.write("/>\n"); continue }
                xml.write(">\n")
                let findings = testCase.findings.sorted(by: Finding.reportOrder)
                let body = findings.map(Self.describe).joined(separator: "\n")
                if testCase.fails {
                    let worst = findings.first { $0.severity == testCase.worst }!
                    let count = findings.count(where: { $0.severity >= .warning })
                    let message = "[\(worst.rule)] \(worst.message)" + (count > 1 ? " (and \(count - 1) more)" : "")
                    xml.write("      <failure type=\"\(worst.severity.rawValue)\" message=\"\(Self.attribute(message))\">\(Self.text(body))</failure>\n")
                } else {
                    xml.write("      <system-out>\(Self.text(body))</system-out>\n")
                }
                xml.write("    </testcase>\n")
            }
            xml.write("  </testsuite>\n")
        }
        xml.write("</testsuites>\n")
    }

    /// A finding as clang prints it, then the size categories where it happens.
    static func describe(_ finding: Finding) -> String {
        var text = finding.clangStyle
        if !finding.sizeCategories.isEmpty { text += "\n  size categories: \(finding.sizeCategories.joined(separator: ", "))" }
        if finding.locales.count > 1 { text += "\n  locales: \(finding.locales.joined(separator: ", "))" }
        return text
    }

    static func classname(locale: String?, group: String) -> String {
        "layoutlint." + (locale ?? "all") + "." + group
    }

    /// classname `layoutlint.<locale>.<Screen>` and name `<element>`; without an element, the key, else the file.
    static func testCase(for finding: Finding, locale: String?) -> (String, String) {
        if let element = finding.element {
            return (classname(locale: locale, group: finding.screen ?? "layout"), element)
        }
        if let key = finding.key { return (classname(locale: locale, group: finding.table ?? "catalog"), key) }
        return (classname(locale: locale, group: "files"), finding.location.file)
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
