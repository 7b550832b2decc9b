import Foundation
import LayoutLint
import Typesetter
import XCTest

/// SARIF output validated against the official SARIF 2.1.0 JSON schema by Python's `jsonschema`
/// (draft-07, with format checks). `make test` installs jsonschema when it is missing (`make test-deps`);
/// set LAYOUTLINT_PYTHON to use a particular interpreter.
final class SARIFSchemaTests: XCTestCase {
    static let golden = ReporterGoldenTests.folder
    /// The project's copy of the schema (from ../shared/schemas, `$id` on the OASIS site).
    static let schema = golden.appendingPathComponent("sarif-schema-2.1.0.json")

    static let validator = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
    failed = False
    for path in sys.argv[2:]:
        errors = sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=lambda e: list(e.path))
        for error in errors[:10]:
            print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
        failed = failed or bool(errors)
        if not errors:
            print(f"{path}: valid")
    sys.exit(1 if failed else 0)
    """

    /// A Python 3 that can import jsonschema.
    static let python: String? = {
        var candidates = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").reversed() {
            candidates.insert("\(folder)/python3", at: 0)
        }
        if let explicit = ProcessInfo.processInfo.environment["LAYOUTLINT_PYTHON"] { candidates.insert(explicit, at: 0) }
        return candidates.first { path in
            FileManager.default.isExecutableFile(atPath: path)
                && (try? Run.program(path, ["-c", "import jsonschema"], in: URL(fileURLWithPath: "/")).status) == 0
        }
    }()

    func validate(_ files: [URL], file: StaticString = #filePath, line: UInt = #line) throws -> Run.Result {
        guard let python = Self.python else {
            XCTFail("no python3 with jsonschema: run `make test-deps` (Debian: apt-get install python3-jsonschema; macOS: pip3 install jsonschema)",
                    file: file, line: line)
            throw XCTSkip("no validator")
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("validate-sarif-\(UUID().uuidString).py")
        try Self.validator.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        return try Run.program(python, [script.path, Self.schema.path] + files.map(\.path), in: URL(fileURLWithPath: "/"))
    }

    func testOurCopyIsTheSharedSchema() throws {
        let shared = Run.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        guard FileManager.default.fileExists(atPath: shared.path) else { throw XCTSkip("../shared/schemas is not beside the package") }
        XCTAssertEqual(try Data(contentsOf: shared), try Data(contentsOf: Self.schema))
    }

    /// The golden SARIF and the SARIF of a real run over the demo app (absolute paths, so file URIs) are valid.
    func testSARIFValidates() throws {
        let root = Run.packageRoot
        let project = try Project.discover(paths: [root.appendingPathComponent("layouts").path, root.appendingPathComponent("strings").path],
                                           config: ProjectConfig(), configPath: nil)
        let report = Linter(typesetter: try Typesetter(fontsAt: FontLocator.repositoryFonts)).lint(project.read())
        XCTAssertFalse(report.findings.isEmpty)
        let demo = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).sarif")
        try SARIFReporter().render(report).write(to: demo, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: demo) }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).sarif")
        try SARIFReporter().render(LintReport(findings: [], labelsChecked: 0, measurements: 0)).write(to: empty, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: empty) }

        let result = try validate([Self.golden.appendingPathComponent("CannedReport.sarif"), demo, empty])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: ": valid").count - 1, 3, result.stdout)
    }

    /// The validator does reject what the schema forbids (so a pass means something).
    func testValidatorRejectsInvalidSARIF() throws {
        var text = try String(contentsOf: Self.golden.appendingPathComponent("CannedReport.sarif"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
        XCTAssertTrue(text.contains("\"fatal\""), "precondition: a result level was changed")
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).sarif")
        try text.write(to: broken, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: broken) }
        let result = try validate([broken])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("'fatal' is not one of"), result.stdout)
    }

    /// What GitHub code scanning reads: a rule with help per rule id, results pointing at the catalog with
    /// the layout as related location, fingerprints, and levels from the severities.
    func testSARIFContent() throws {
        let report = try ReporterGoldenTests.canned()
        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as! [String: Any]
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = (sarif["runs"] as! [[String: Any]])[0]
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        XCTAssertEqual(rules.map { $0["id"] as! String }, Array(Set(report.findings.map(\.rule))).sorted())
        for rule in rules { XCTAssertNotNil((rule["help"] as? [String: Any])?["text"]) }
        let results = run["results"] as! [[String: Any]]
        XCTAssertEqual(results.count, report.findings.count)
        for (result, finding) in zip(results, report.findings) {
            XCTAssertEqual(rules[result["ruleIndex"] as! Int]["id"] as? String, finding.rule)
            XCTAssertEqual(result["level"] as? String, finding.severity.rawValue)
            let physical = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
            let uri = (physical["artifactLocation"] as! [String: Any])["uri"] as! String
            XCTAssertEqual(uri.removingPercentEncoding, finding.location.file)
            XCTAssertEqual((physical["region"] as! [String: Any])["startLine"] as? Int, finding.location.line)
            XCTAssertEqual((result["partialFingerprints"] as! [String: String])[SARIFReporter.fingerprintKey], finding.fingerprint.hash)
            XCTAssertEqual(result["relatedLocations"] != nil, finding.layoutLocation != nil && finding.layoutLocation != finding.location)
        }
    }
}
