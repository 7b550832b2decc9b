import Foundation
import LayoutLint
import XCTest

/// When a run fails: error-level findings, `--strict`, `--max-warnings` / `maxWarnings:`; per-rule
/// severities and `ignore:` from `.layoutlint.yml`.
final class ConfigGateTests: XCTestCase {
    /// de lacks b.title: b falls back to English, an `untranslated` warning; nothing else fires.
    func warningOnlyProject() throws -> TempProject {
        try TempProject(name: "gate", elements: ["a", "b"], values: [
            "en": ["a.title": "Save", "b.title": "Cancel"], "de": ["a.title": "Sichern"],
        ])
    }

    func config(_ project: TempProject, _ text: String) throws {
        try text.write(to: project.root.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
    }

    func testWarningsFailOnlyWhenAsked() throws {
        let project = try warningOnlyProject()
        defer { project.remove() }
        let report = try Run.report(project.check(["--format", "json"]))
        XCTAssertEqual(report.summary.errors, 0, "precondition")
        XCTAssertEqual(report.summary.warnings, 1, "precondition: \(report.findings.map(\.json))")

        XCTAssertEqual(try project.check().status, 0)
        let strict = try project.check(["--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("--strict: 1 warning fail"), strict.stderr)
        XCTAssertEqual(try project.check(["--max-warnings", "0"]).status, 1)
        XCTAssertEqual(try project.check(["--max-warnings", "1"]).status, 0)
        XCTAssertEqual(try project.check(["--max-warnings", "-1"]).status, 2)

        try config(project, "version: 1\nmaxWarnings: 0\n")
        XCTAssertEqual(try project.check().status, 1)
        XCTAssertEqual(try project.check(["--max-warnings", "5"]).status, 0, "the flag wins over the config")
    }

    func testRuleSeveritiesAndIgnorePatterns() throws {
        let project = try warningOnlyProject()
        defer { project.remove() }
        try config(project, "version: 1\nrules:\n  untranslated: error\n")
        var run = try project.check(["--format", "json"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try Run.report(run).findings.map(\.severity), [.error])

        try config(project, "version: 1\nrules:\n  untranslated: off\n")
        run = try project.check(["--format", "json"])
        XCTAssertEqual(try Run.report(run).findings, [])

        try config(project, "version: 1\nignore:\n  - { rule: untranslated, key: \"b.*\", locale: de }\n")
        XCTAssertEqual(try Run.report(project.check(["--format", "json"])).findings, [])
        try config(project, "version: 1\nignore:\n  - { rule: untranslated, locale: fr }\n")
        XCTAssertEqual(try Run.report(project.check(["--format", "json"])).findings.count, 1, "a pattern that does not match keeps the finding")

        // A misspelt field would match everything of the rule: it is an error with a suggestion.
        try config(project, "version: 1\nignore:\n  - { rule: untranslated, keys: \"zzz\" }\n")
        run = try project.check()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("ignore[0].keys: unknown field; did you mean 'key'?"), run.stderr)
        try config(project, "version: 1\nignore:\n  - {}\n")
        run = try project.check()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("an empty pattern would ignore every finding"), run.stderr)
    }

    /// Every format of one run is byte-identical from run to run (and whatever the number of workers).
    func testDeterministicOutput() throws {
        let root = Run.packageRoot
        for format in ["text", "json", "sarif", "junit", "github", "markdown"] {
            let one = try Run.layoutlint(["check", "layouts", "strings", "--format", format, "--jobs", "1"], in: root)
            let two = try Run.layoutlint(["check", "layouts", "strings", "--format", format, "--jobs", "3"], in: root)
            XCTAssertEqual(one.status, 1, format)
            XCTAssertFalse(one.stdout.isEmpty, format)
            XCTAssertEqual(one.stdout, two.stdout, format)
        }
    }
}
