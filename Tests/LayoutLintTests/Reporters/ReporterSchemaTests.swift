import Foundation
import LayoutLint
import XCTest

/// Each CI format validated where it is read: JUnit against the Jenkins xunit plugin's `junit-10.xsd`,
/// checkstyle against `checkstyle.xsd` (both with `xmllint`, Debian `libxml2-utils`), GitLab Code Quality
/// against `gitlab-codequality.schema.json` (python3 `jsonschema`). The schemas, their sources and licenses
/// are in `Tests/Schemas`. Inputs: the canned report, a real `layoutlint check` of the demo app, and a clean
/// run. `make test-deps` installs the validators.
final class ReporterSchemaTests: XCTestCase {
    static let schemas = Run.packageRoot.appendingPathComponent("Tests/Schemas")

    static let xmllint: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/opt/libxml2/bin/xmllint"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    func temporary(_ text: String, _ suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func assertValidXML(_ documents: [(String, String)], schema: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let xmllint = Self.xmllint else {
            XCTFail("no xmllint: run `make test-deps` (Debian: apt-get install libxml2-utils)", file: file, line: line)
            return
        }
        for (name, text) in documents {
            let url = try temporary(text, "xml")
            let result = try Run.program(xmllint, ["--noout", "--schema", Self.schemas.appendingPathComponent(schema).path, url.path],
                                         in: URL(fileURLWithPath: "/"))
            XCTAssertEqual(result.status, 0, "\(name) is not valid against \(schema): \(result.stderr.prefix(2000))", file: file, line: line)
            XCTAssertTrue(result.stderr.contains("validates"), result.stderr, file: file, line: line)
        }
    }

    /// The demo app checked by the binary from the package root (paths relative, as CI runs it).
    func demo(_ format: String) throws -> String {
        let result = try Run.layoutlint(["check", "--format", format], in: Run.packageRoot)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(result.stdout.isEmpty)
        return result.stdout
    }

    /// A project whose labels all fit: no findings.
    func clean(_ format: String) throws -> String {
        let project = try TempProject(name: "clean", elements: ["a"], values: ["en": ["a.title": "OK"], "de": ["a.title": "Gut"]])
        defer { project.remove() }
        let result = try project.check(["--format", format])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        return result.stdout
    }

    func testJUnitValidatesAgainstJenkinsSchema() throws {
        let canned = try JUnitReporter().render(ReporterGoldenTests.canned())
        try assertValidXML([("canned", canned), ("demo", try demo("junit")), ("clean", try clean("junit")),
                            ("empty", try JUnitReporter().render(LintReport(findings: [], labelsChecked: 0, measurements: 0)))],
                           schema: "junit-10.xsd")
    }

    /// A clean run lists its labels as passing test cases; a run of the demo lists passing labels too.
    func testJUnitCountsPassingLabels() throws {
        let clean = try clean("junit")
        XCTAssertTrue(clean.contains("<testsuites name=\"layoutlint\" tests=\"2\" failures=\"0\""), clean)
        XCTAssertTrue(clean.contains("<testcase classname=\"layoutlint.de.Fixture\" name=\"a\"/>"), clean)
        let demo = try demo("junit")
        let passing = demo.components(separatedBy: "\"/>").count - 1
        let failing = demo.components(separatedBy: "<failure ").count - 1
        XCTAssertGreaterThan(passing, 0)
        XCTAssertGreaterThan(failing, 0)
        XCTAssertFalse(demo.contains(" file=\""), "the schema has no file attribute on <testcase>")
        XCTAssertFalse(demo.contains(" line=\""))
    }

    func testCheckstyleValidates() throws {
        try assertValidXML([("canned", try CheckstyleReporter().render(ReporterGoldenTests.canned())),
                            ("demo", try demo("checkstyle")), ("clean", try clean("checkstyle"))],
                           schema: "checkstyle.xsd")
    }

    /// The schema check can fail: a document with an unknown severity and a missing line is refused.
    func testSchemasRejectWrongDocuments() throws {
        guard let xmllint = Self.xmllint else { return XCTFail("no xmllint: run `make test-deps`") }
        let wrong = try temporary("<checkstyle version=\"4.3\"><file name=\"a\"><error severity=\"fatal\" message=\"m\" source=\"s\"/></file></checkstyle>", "xml")
        let result = try Run.program(xmllint, ["--noout", "--schema", Self.schemas.appendingPathComponent("checkstyle.xsd").path, wrong.path],
                                     in: URL(fileURLWithPath: "/"))
        XCTAssertNotEqual(result.status, 0)
        let junit = try temporary("<testsuites><testsuite name=\"x\" tests=\"1\" failures=\"0\" errors=\"0\"><testcase name=\"a\" file=\"f\"/></testsuite></testsuites>", "xml")
        let refused = try Run.program(xmllint, ["--noout", "--schema", Self.schemas.appendingPathComponent("junit-10.xsd").path, junit.path],
                                      in: URL(fileURLWithPath: "/"))
        XCTAssertNotEqual(refused.status, 0, "junit-10.xsd has no file attribute on <testcase>")
    }

    func testCodeClimateValidatesAgainstGitLabRules() throws {
        let canned = try CodeClimateReporter().render(ReporterGoldenTests.canned())
        let files = try [canned, try demo("codeclimate"), try clean("codeclimate")].map { try temporary($0, "json") }
        guard let python = SARIFSchemaTests.python else { return XCTFail("no python3 with jsonschema: run `make test-deps`") }
        let script = try temporary(SARIFSchemaTests.validator, "py")
        let result = try Run.program(python, [script.path, Self.schemas.appendingPathComponent("gitlab-codequality.schema.json").path] + files.map(\.path),
                                     in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: ": valid").count - 1, 3, result.stdout)
        // GitLab keys issues by fingerprint: every one is unique.
        for file in files {
            let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
            let prints = issues.compactMap { $0["fingerprint"] as? String }
            XCTAssertEqual(Set(prints).count, issues.count)
        }
    }
}
