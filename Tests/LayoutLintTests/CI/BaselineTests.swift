import Foundation
@testable import LayoutLint
import XCTest

/// Baselines through the command line: write, match after lines move, report only a new problem (exit 1),
/// list an entry that no longer occurs, write atomically, refuse a broken file.
final class BaselineTests: XCTestCase {
    static let long = "Speichern und Weiterleitungsbestätigung"
    static let english = ["a.title": "Save", "b.title": "Cancel", "c.title": "Done"]

    func testRoundTrip() throws {
        let project = try TempProject(name: "baseline", elements: ["a", "b", "c"], values: [
            "en": Self.english,
            "de": ["a.title": Self.long, "b.title": "Abbrechen", "c.title": "Fertig"],
        ])
        defer { project.remove() }

        // The problems to accept: every finding of a full run (there must be some, about a.title).
        let full = try Run.report(project.check(["--format", "json"]))
        XCTAssertFalse(full.findings.isEmpty)
        XCTAssertTrue(full.findings.contains { $0.key == "a.title" && $0.locale == "de" }, "precondition: de a.title is too long")
        XCTAssertFalse(full.findings.contains { $0.key == "b.title" }, "precondition: b.title fits")

        let baselinePath = project.root.appendingPathComponent("layoutlint-baseline.json").path
        let written = try project.check(["--write-baseline", "layoutlint-baseline.json"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stderr.contains("wrote \(full.findings.count) finding"), written.stderr)
        let baseline = try Baseline.load(path: baselinePath)
        XCTAssertEqual(baseline.findings.map(\.fingerprint), full.findings.map(\.fingerprint))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".tmp") }, [],
                       "no temporary file is left behind")

        // Nothing new: no findings, exit 0; the text output says how many are known.
        var run = try project.check(["--baseline", "layoutlint-baseline.json", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.stdout)
        var report = try Run.report(run)
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.baseline?.known, full.findings.count)
        XCTAssertEqual(report.baseline?.gone?.count, 0)

        // Lines move (comment lines above every value): still all known.
        try project.write(locale: "de", ["a.title": Self.long, "b.title": "Abbrechen", "c.title": "Fertig"], leadingLines: 7)
        let moved = try Run.report(project.check(["--format", "json"]))
        XCTAssertEqual(moved.findings.count, full.findings.count)
        XCTAssertNotEqual(moved.findings.map(\.location), full.findings.map(\.location), "precondition: the values moved")
        run = try project.check(["--baseline", "layoutlint-baseline.json", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertEqual(try Run.report(run).findings, [])

        // One new problem: only it is reported, exit 1.
        try project.write(locale: "de", ["a.title": Self.long, "b.title": Self.long, "c.title": "Fertig"], leadingLines: 7)
        let withNew = try Run.report(project.check(["--format", "json"]))
        let expectedNew = withNew.findings.filter { $0.key == "b.title" }
        XCTAssertFalse(expectedNew.isEmpty, "precondition: the new de b.title is too long")
        run = try project.check(["--baseline", "layoutlint-baseline.json", "--format", "json"])
        XCTAssertEqual(run.status, 1)
        report = try Run.report(run)
        XCTAssertEqual(report.findings, expectedNew)
        XCTAssertEqual(report.summary.errors, expectedNew.count { $0.severity == .error })
        XCTAssertEqual(report.baseline?.gone?.count, 0)

        // Fix an old one: it is listed as gone (JSON and text), and the new one still fails.
        try project.write(locale: "de", ["a.title": "Sichern", "b.title": Self.long, "c.title": "Fertig"])
        let fixed = try Run.report(project.check(["--format", "json"]))
        XCTAssertFalse(fixed.findings.contains { $0.key == "a.title" }, "precondition: the fix fits")
        run = try project.check(["--baseline", "layoutlint-baseline.json", "--format", "json"])
        XCTAssertEqual(run.status, 1)
        report = try Run.report(run)
        let stillNew = fixed.findings.filter { $0.key == "b.title" }
        XCTAssertEqual(stillNew.map(\.fingerprint), expectedNew.map(\.fingerprint), "precondition: the same new problem, moved up")
        XCTAssertEqual(report.findings, stillNew)
        let gone = try XCTUnwrap(report.baseline?.gone)
        XCTAssertEqual(gone.map(\.fingerprint), baseline.findings.filter { $0.fingerprint.key == "a.title" }.map(\.fingerprint))
        XCTAssertFalse(gone.isEmpty)
        let text = try project.check(["--baseline", "layoutlint-baseline.json"])
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.stdout.contains("gone: \(gone[0].title)"), text.stdout)
        XCTAssertTrue(gone[0].title.contains("a.title") && gone[0].title.contains("de"), gone[0].title)

        // A JSON report of a whole run serves as a baseline too (as `layoutlint report --baseline` takes one).
        try JSONReporter().render(full).write(to: project.root.appendingPathComponent("before.json"), atomically: true, encoding: .utf8)
        let fromReport = try Run.report(project.check(["--baseline", "before.json", "--format", "json"]))
        XCTAssertEqual(fromReport.findings, stillNew)
        XCTAssertEqual(fromReport.baseline?.gone?.map(\.fingerprint), gone.map(\.fingerprint))

        // The config's `baseline:` applies without the flag; --no-baseline turns it off.
        try "version: 1\nbaseline: layoutlint-baseline.json\n".write(to: project.root.appendingPathComponent(".layoutlint.yml"),
                                                                   atomically: true, encoding: .utf8)
        report = try Run.report(project.check(["--format", "json"]))
        XCTAssertEqual(report.findings, stillNew)
        XCTAssertEqual(report.baseline?.file, "layoutlint-baseline.json")
        report = try Run.report(project.check(["--format", "json", "--no-baseline"]))
        XCTAssertEqual(report.findings, fixed.findings)
        XCTAssertNil(report.baseline)
    }

    func testWritingIsAtomicAndBrokenFilesAreRefused() throws {
        let project = try TempProject(name: "baseline-atomic", elements: ["a"], values: [
            "en": ["a.title": "Save"], "de": ["a.title": Self.long],
        ])
        defer { project.remove() }
        let path = project.root.appendingPathComponent("base.json")

        // Replacing an existing baseline: the old bytes are gone, the new file is a whole baseline.
        try Data("old content that is not a baseline".utf8).write(to: path)
        XCTAssertEqual(try project.check(["--write-baseline", "base.json"]).status, 0)
        XCTAssertFalse(try Baseline.load(path: path.path).findings.isEmpty)

        // A folder that does not exist: exit 2, nothing written anywhere.
        let failed = try project.check(["--write-baseline", "missing/base.json"])
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.stderr.contains("missing/base.json"), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("missing").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".tmp") }, [])

        // A broken or missing baseline is exit 2 with the reason.
        try Data("{\"version\": 1, \"findings\": [{\"hash\": 3}]}".utf8).write(to: path)
        var run = try project.check(["--baseline", "base.json"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("not a layoutlint baseline or JSON report"), run.stderr)
        run = try project.check(["--baseline", "nowhere.json"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no such baseline file: nowhere.json"), run.stderr)
    }

    /// The baseline is read with the project's JSON scanner (fast), and must accept exactly what
    /// `JSONDecoder` accepts for `Baseline`, with the same values; anything else goes to the decoder.
    func testTheScannedBaselineEqualsTheDecodedOne() throws {
        let findings = [
            Finding(rule: "truncation", severity: .error, message: "“Weiterleitung” needs 2 lines",
                    location: SourceLocation(file: "strings/Localizable.xcstrings", line: 12, column: 20), locale: "de",
                    key: "a.title", table: "Localizable", variant: "plural.one", sizeCategory: "L", screen: "Main", element: "a"),
            Finding(rule: RuleID.invalidInput, severity: .warning, message: "bad \"quote\" \u{1F}",
                    location: SourceLocation(file: "x/ä.strings", line: 1, column: 1)),
        ]
        let written = try Baseline(findings: findings).encoded()
        let decoded = try JSONDecoder().decode(Baseline.self, from: written)
        XCTAssertEqual(Baseline.scanned([UInt8](written)), decoded)
        XCTAssertEqual(Baseline.scanned([0xEF, 0xBB, 0xBF] + [UInt8](written)), decoded, "a byte order mark")

        // Documents the decoder accepts with fields absent, null or unknown; and ones it refuses.
        let entry = #""fingerprint": {"rule": "untranslated", "key": "k", "locale": null}, "hash": "h", "severity": "note", "location": {"file": "f", "line": 3, "column": 4}, "message": "m""#
        let accepted = [#"{"version": 1, "findings": [{\#(entry)}]}"#,
                        #"{"findings": [{\#(entry), "extra": [1, 2]}], "version": 1, "other": {}}"#,
                        #"{"version": 1, "findings": []}"#]
        for text in accepted {
            let expected = try JSONDecoder().decode(Baseline.self, from: Data(text.utf8))
            XCTAssertEqual(Baseline.scanned(Array(text.utf8)), expected, text)
        }
        let wrong = [(#""note""#, #""loud""#), (#""line": 3"#, #""line": 3.5"#), (#""locale": null"#, #""locale": 7"#)]
            .map { entry.replacingOccurrences(of: $0.0, with: $0.1) }
        let refused = [#"{"version": 1, "findings": [{"hash": 3}]}"#, #"{"version": 1}"#, #"{"findings": []}"#, #"[1]"#,
                       #"{"version": 1, "findings": [}"#] + wrong.map { #"{"version": 1, "findings": [{\#($0)}]}"# }
        for text in refused {
            XCTAssertThrowsError(try JSONDecoder().decode(Baseline.self, from: Data(text.utf8)), text)
            XCTAssertNil(Baseline.scanned(Array(text.utf8)), text)
        }
    }

    /// The fingerprint leaves out lines and columns, and keeps every field the issue names.
    func testFingerprintFields() {
        let finding = Finding(rule: "truncation", severity: .error, message: "m",
                              location: SourceLocation(file: "a.strings", line: 3, column: 4), locale: "de", key: "k",
                              table: "T", variant: "plural.one", sizeCategory: "L", screen: "S", element: "e")
        var moved = finding
        moved.location.line = 90
        moved.location.column = 1
        moved.message = "other numbers"
        XCTAssertEqual(moved.fingerprint, finding.fingerprint)
        XCTAssertEqual(moved.fingerprint.hash, finding.fingerprint.hash)
        let changes: [(String, (inout Finding) -> Void)] = [
            ("rule", { $0.rule = "vertical-clipping" }), ("table", { $0.table = "U" }), ("key", { $0.key = "k2" }),
            ("locale", { $0.locale = "fr" }), ("variant", { $0.variant = nil }), ("screen", { $0.screen = "S2" }),
            ("element", { $0.element = "e2" }), ("sizeCategory", { $0.sizeCategory = "xxxL" }),
        ]
        for (field, change) in changes {
            var other = finding
            change(&other)
            XCTAssertNotEqual(other.fingerprint, finding.fingerprint, field)
            XCTAssertNotEqual(other.fingerprint.hash, finding.fingerprint.hash, field)
        }
        // Findings from reading files (no key, no element) are told apart by file and message.
        let a = Finding(rule: "invalid-input", severity: .error, message: "bad", location: SourceLocation(file: "x.yaml", line: 1, column: 1))
        var b = a
        b.location.file = "y.yaml"
        XCTAssertNotEqual(a.fingerprint, b.fingerprint)
    }

    /// Two identical fingerprints in the run but one in the baseline: one is new.
    func testIdenticalFingerprintsAreCounted() {
        let finding = Finding(rule: "truncation", severity: .error, message: "m",
                              location: SourceLocation(file: "a.strings", line: 3, column: 4), key: "k")
        var twin = finding
        twin.location.line = 4
        let baseline = Baseline(findings: [finding])
        let (new, status) = baseline.compare([finding, twin], file: "b.json", complete: true)
        XCTAssertEqual(new.count, 1)
        XCTAssertEqual(status.known, 1)
        XCTAssertEqual(status.gone?.count, 0)
        let (_, partial) = baseline.compare([], file: "b.json", complete: false)
        XCTAssertNil(partial.gone, "a partial run cannot say what is gone")
        XCTAssertEqual(baseline.compare([], file: "b.json", complete: true).status.gone?.count, 1)
    }

    /// Repeated fingerprints spread through a baseline: the first entries of each are the ones a run's findings
    /// match, the later ones and those of fingerprints the run lacks are gone, in the baseline's order.
    func testGoneEntriesAreTheLastOfEachFingerprintInBaselineOrder() {
        func finding(_ key: String, line: Int) -> Finding {
            Finding(rule: "untranslated", severity: .warning, message: "m\(line)",
                    location: SourceLocation(file: "a.strings", line: line, column: 1), key: key)
        }
        // Baseline order: a1 b2 a3 c4 a5 b6; the run has a twice, b once, d once.
        let baseline = Baseline(entries: [finding("a", line: 1), finding("b", line: 2), finding("a", line: 3),
                                          finding("c", line: 4), finding("a", line: 5), finding("b", line: 6)])
        let (new, status) = baseline.compare([finding("a", line: 10), finding("b", line: 11), finding("a", line: 12),
                                              finding("d", line: 13)], file: "b.json", complete: true)
        XCTAssertEqual(new.map(\.key), ["d"])
        XCTAssertEqual(status.known, 3)
        // a: entries at lines 1 and 3 matched, 5 gone; b: 2 matched, 6 gone; c: gone.
        XCTAssertEqual(status.gone?.map(\.location.line), [4, 5, 6])
    }
}

private extension Baseline {
    /// A baseline of these entries in this order (`init(findings:)` sorts them in report order).
    init(entries: [Finding]) {
        self.init(findings: [])
        findings = entries.map(Entry.init)
    }
}
