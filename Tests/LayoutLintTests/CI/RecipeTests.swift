import Foundation
import XCTest
import Yams

/// The README's CI recipes, taken from the README itself (the code block after `<!-- recipe: NAME -->`)
/// and run: the pre-commit hook in a real git repository, the Xcode Run Script phase under bash with the
/// environment Xcode gives it, the GitHub Actions workflow parsed and its shell steps syntax-checked.
final class RecipeTests: XCTestCase {
    static func recipe(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let readme = try String(contentsOf: Run.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let marker = readme.range(of: "<!-- recipe: \(name) -->"),
              let open = readme.range(of: "```", range: marker.upperBound..<readme.endIndex),
              let bodyStart = readme.range(of: "\n", range: open.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: bodyStart.upperBound..<readme.endIndex) else {
            XCTFail("README has no recipe \(name)", file: file, line: line)
            throw XCTSkip("no recipe")
        }
        return String(readme[bodyStart.upperBound..<close.lowerBound]) + "\n"
    }

    /// A git repository with a small project, committed, and `layoutlint` on PATH.
    static func repository(_ name: String) throws -> (TempProject, [String: String]) {
        let project = try TempProject(name: name, elements: ["a", "b"], values: [
            "en": ["a.title": "Save", "b.title": "Cancel"], "de": ["a.title": "Sichern", "b.title": "Abbrechen"],
        ])
        try Run.git(["init", "-q"], in: project.root)
        try Run.git(["add", "."], in: project.root)
        try Run.git(["commit", "-q", "-m", "first"], in: project.root)
        let binary = try XCTUnwrap(Run.layoutlint, "the layoutlint binary")
        let environment = [
            "PATH": binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "GIT_CEILING_DIRECTORIES": project.root.deletingLastPathComponent().path,
            "LAYOUTLINT_FONTS": Run.packageRoot.appendingPathComponent("Fonts").path,
        ]
        return (project, environment)
    }

    func testPreCommitHook() throws {
        let (project, environment) = try Self.repository("precommit")
        defer { project.remove() }
        let hook = project.root.appendingPathComponent(".git/hooks/pre-commit")
        try Self.recipe("pre-commit").write(to: hook, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(hook.path, 0o755), 0)
        func commit(_ message: String) throws -> Run.Result {
            try Run.program("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-am", message],
                            in: project.root, environment: environment)
        }
        func commits() throws -> Int {
            Int(try Run.git(["rev-list", "--count", "HEAD"], in: project.root).stdout.trimmingCharacters(in: .whitespacesAndNewlines))!
        }

        // A translation that fits: committed.
        try project.write(locale: "de", ["a.title": "Speichern", "b.title": "Abbrechen"])
        var result = try commit("fits")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(try commits(), 2)

        // One that is cut off: the commit is stopped and the finding printed.
        try project.write(locale: "de", ["a.title": "Speichern und Weiterleitungsbestätigung", "b.title": "Abbrechen"])
        result = try commit("too long")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(try commits(), 2, "the commit was not made")
        XCTAssertTrue((result.stdout + result.stderr).contains("strings/de.lproj/Localizable.strings:1:"), result.stdout + result.stderr)
        XCTAssertTrue((result.stdout + result.stderr).contains("[truncation]"))

        // A commit that touches no catalog or layout does not run layoutlint (even with the bad value unstaged).
        try "notes\n".write(to: project.root.appendingPathComponent("NOTES.txt"), atomically: true, encoding: .utf8)
        try Run.git(["add", "NOTES.txt"], in: project.root)
        result = try Run.program("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "notes"],
                                 in: project.root, environment: environment)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(try commits(), 3)
    }

    func testXcodeRunScript() throws {
        let (project, environment) = try Self.repository("xcode")
        defer { project.remove() }
        try "version: 1\ncatalogs: [strings]\nlayouts: [layouts]\nsourceLocale: en\n"
            .write(to: project.root.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-\(UUID().uuidString).sh")
        try Self.recipe("xcode").write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        var xcode = environment
        xcode["SRCROOT"] = project.root.path
        xcode["PROJECT_DIR"] = project.root.path

        // Nothing changed since HEAD: quiet, exit 0.
        var result = try Run.program("/bin/bash", [script.path], in: FileManager.default.temporaryDirectory, environment: xcode)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "")

        // A value that is cut off: clang-style diagnostics with absolute paths, exit 1 (the build fails).
        try project.write(locale: "de", ["a.title": "Speichern und Weiterleitungsbestätigung", "b.title": "Abbrechen"])
        result = try Run.program("/bin/bash", [script.path], in: FileManager.default.temporaryDirectory, environment: xcode)
        XCTAssertEqual(result.status, 1, result.stderr)
        let diagnostic = try NSRegularExpression(pattern: "^(/[^:]+):(\\d+):(\\d+): (error|warning|note): .+$", options: [.anchorsMatchLines])
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("  suggestion:") }
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            let match = diagnostic.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            XCTAssertNotNil(match, "not a diagnostic Xcode reads: \(line)")
            if let match, let range = Range(match.range(at: 1), in: line) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: String(line[range])), "no such file: \(line)")
            }
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix(project.root.path + "/strings/de.lproj/Localizable.strings:1:") && $0.contains(": error: ") })

        // Not installed: a warning, and the build goes on.
        var bare = xcode
        bare["PATH"] = "/usr/bin:/bin"
        result = try Run.program("/bin/bash", [script.path], in: FileManager.default.temporaryDirectory, environment: bare)
        if !FileManager.default.isExecutableFile(atPath: "/usr/local/bin/layoutlint") && !FileManager.default.isExecutableFile(atPath: "/opt/homebrew/bin/layoutlint") {
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.stdout.hasPrefix("warning: layoutlint is not installed"), result.stdout)
        }
    }

    /// The workflow is valid YAML with the steps GitHub runs; every shell step passes `bash -n`; and the
    /// steps that run layoutlint are run as the runner runs them (`bash -eo pipefail`), in a repository
    /// with a finding: the lint step passes, the rendering step writes annotations, the job summary and
    /// SARIF, and the last step fails — until a baseline in the config accepts the finding.
    func testGitHubActionsWorkflow() throws {
        let workflow = try Self.recipe("github-actions")
        let root = try XCTUnwrap(try Yams.load(yaml: workflow) as? [String: Any])
        let job = try XCTUnwrap((root["jobs"] as? [String: Any])?["layoutlint"] as? [String: Any])
        let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
        let uses = steps.compactMap { $0["uses"] as? String }
        XCTAssertTrue(uses.contains { $0.hasPrefix("actions/checkout@") })
        XCTAssertTrue(uses.contains { $0.hasPrefix("actions/cache@") })
        XCTAssertTrue(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") })
        let scripts = steps.compactMap { $0["run"] as? String }
        for script in scripts {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("step-\(UUID().uuidString).sh")
            try script.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let check = try Run.program("/bin/bash", ["-n", file.path], in: FileManager.default.temporaryDirectory)
            XCTAssertEqual(check.status, 0, "\(script): \(check.stderr)")
        }
        let lintSteps = scripts.filter { $0.contains("layoutlint check") || $0.contains("layoutlint merge") }
        XCTAssertEqual(lintSteps.count, 3, "lint, render, fail")

        let (project, environment) = try Self.repository("actions")
        defer { project.remove() }
        try project.write(locale: "de", ["a.title": "Speichern und Weiterleitungsbestätigung", "b.title": "Abbrechen"])
        try "version: 1\nsourceLocale: en\n".write(to: project.root.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let summary = project.root.appendingPathComponent("step-summary.md")
        var runner = environment
        runner["GITHUB_STEP_SUMMARY"] = summary.path
        runner["GITHUB_WORKSPACE"] = project.root.path
        func step(_ script: String) throws -> Run.Result {
            let file = project.root.appendingPathComponent("step.sh")
            try script.write(to: file, atomically: true, encoding: .utf8)
            return try Run.program("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", file.path], in: project.root, environment: runner)
        }
        var result = try step(lintSteps[0])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try step(lintSteps[1])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("::error file=strings/de.lproj/Localizable.strings,line=1,col="), result.stdout)
        XCTAssertTrue(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## layoutlint: 1 error"))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: project.root.appendingPathComponent("layoutlint.sarif"))) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        result = try step(lintSteps[2])
        XCTAssertEqual(result.status, 1, "new problems fail the job")

        // Accepted in a baseline: annotations and the final status see no new problem; SARIF still has it.
        XCTAssertEqual(try project.check(["--write-baseline", ".layoutlint-baseline.json"]).status, 0)
        try "version: 1\nsourceLocale: en\nbaseline: .layoutlint-baseline.json\n"
            .write(to: project.root.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try step(lintSteps[0]).status, 0)
        result = try step(lintSteps[1])
        XCTAssertFalse(result.stdout.contains("::error"), result.stdout)
        let sarifText = try String(contentsOf: project.root.appendingPathComponent("layoutlint.sarif"), encoding: .utf8)
        XCTAssertTrue(sarifText.contains("\"ruleId\" : \"truncation\""), "code scanning gets every finding")
        XCTAssertEqual(try step(lintSteps[2]).status, 0)
    }
}
