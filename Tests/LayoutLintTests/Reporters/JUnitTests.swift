import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutLint
import Typesetter
import XCTest

/// The JUnit XML parses with Foundation's XMLParser and its counts agree with the findings and the labels
/// checked (`ReporterSchemaTests` validates it against the Jenkins schema).
final class JUnitTests: XCTestCase {
    final class Counter: NSObject, XMLParserDelegate {
        struct Suite { var name: String; var tests: Int; var failures: Int; var cases = 0; var failed = 0; var caseNames: [String] = [] }
        var totals: (tests: Int, failures: Int) = (0, 0)
        var suites: [Suite] = []
        var texts: [String] = []
        var attributes: [String] = []
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            text = ""
            switch name {
            case "testsuites": totals = (Int(attributes["tests"]!)!, Int(attributes["failures"]!)!)
            case "testsuite": suites.append(Suite(name: attributes["name"]!, tests: Int(attributes["tests"]!)!, failures: Int(attributes["failures"]!)!))
            case "testcase":
                suites[suites.count - 1].cases += 1
                suites[suites.count - 1].caseNames.append(attributes["classname"]! + "/" + attributes["name"]!)
            case "failure":
                suites[suites.count - 1].failed += 1
                self.attributes.append(attributes["message"]!)
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure" || name == "system-out" { texts.append(text) }
        }
    }

    func parse(_ report: LintReport) throws -> Counter {
        let xml = try JUnitReporter().render(report)
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = Counter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "XML does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
        return counter
    }

    /// Expected counts from the findings and the checked labels: a test case per locale × label, failing
    /// when it has an error or a warning.
    func assertCounts(_ report: LintReport, file: StaticString = #filePath, line: UInt = #line) throws {
        let counter = try parse(report)
        var labels: [String: [String: [Severity]]] = [:]
        // Every label × locale laid out is a test case, passing when it has no error or warning.
        for check in report.checks ?? [] { labels[check.locale, default: [:]]["\(check.screen)/\(check.element)"] = [] }
        if report.findings.isEmpty && (report.checks ?? []).isEmpty { labels[JUnitReporter.allLocales] = ["run": []] }
        // A finding of several locales fails the test case of each.
        for finding in report.findings {
            let label = finding.element.map { "\(finding.screen ?? "")/\($0)" } ?? finding.key ?? finding.location.file
            for locale in finding.locales.isEmpty ? [JUnitReporter.allLocales] : finding.locales {
                labels[locale, default: [:]][label, default: []].append(finding.severity)
            }
        }
        XCTAssertEqual(Set(counter.suites.map(\.name)), Set(labels.keys), file: file, line: line)
        var totalTests = 0, totalFailures = 0
        for suite in counter.suites {
            let expected = labels[suite.name] ?? [:]
            let failing = expected.values.count { $0.contains { $0 >= .warning } }
            XCTAssertEqual(suite.tests, expected.count, suite.name, file: file, line: line)
            XCTAssertEqual(suite.cases, expected.count, suite.name, file: file, line: line)
            XCTAssertEqual(suite.failures, failing, suite.name, file: file, line: line)
            XCTAssertEqual(suite.failed, failing, suite.name, file: file, line: line)
            XCTAssertEqual(suite.caseNames.count, Set(suite.caseNames).count, "test case names repeat in \(suite.name)", file: file, line: line)
            totalTests += expected.count
            totalFailures += failing
        }
        XCTAssertEqual(counter.totals.tests, totalTests, file: file, line: line)
        XCTAssertEqual(counter.totals.failures, totalFailures, file: file, line: line)
        XCTAssertGreaterThan(totalTests, 0, file: file, line: line)
    }

    func testCannedReport() throws {
        let report = try ReporterGoldenTests.canned()
        try assertCounts(report)
        // Markup, quotes and line breaks in messages come back unchanged from the parser.
        let counter = try parse(report)
        let tricky = try XCTUnwrap(report.findings.first { $0.message.contains("<b>") })
        XCTAssertTrue(counter.texts.contains { $0.contains(tricky.message) || $0.contains(TerminalText.escaped(tricky.message)) }, "the note's text survives escaping")
        XCTAssertTrue(counter.suites.contains { $0.name == JUnitReporter.allLocales })
    }

    func testDemoRun() throws {
        let root = Run.packageRoot
        let project = try Project.discover(paths: [root.appendingPathComponent("layouts").path, root.appendingPathComponent("strings").path],
                                           config: ProjectConfig(), configPath: nil)
        let report = Linter(typesetter: try Typesetter(fontsAt: FontLocator.repositoryFonts)).lint(project.read())
        XCTAssertFalse((report.checks ?? []).isEmpty)
        try assertCounts(report)
        let counter = try parse(report)
        XCTAssertGreaterThan(counter.suites.reduce(0) { $0 + $1.tests - $1.failures }, 0, "passing labels are listed")
    }

    /// A run with nothing to check still has one passing test.
    func testEmptyRunHasAPassingTest() throws {
        let report = LintReport(findings: [], labelsChecked: 0, measurements: 0)
        try assertCounts(report)
        XCTAssertEqual(try parse(report).totals.tests, 1)
    }

    func testControlCharactersAreReplaced() throws {
        let finding = Finding(rule: "truncation", severity: .error, message: "bell \u{7} and nul \u{0}",
                              location: SourceLocation(file: "a.strings", line: 1, column: 1), locale: "de", key: "k")
        let counter = try parse(LintReport(findings: [finding], labelsChecked: 1, measurements: 1))
        XCTAssertEqual(counter.attributes, ["[truncation] bell \u{FFFD} and nul \u{FFFD}"])
    }
}
