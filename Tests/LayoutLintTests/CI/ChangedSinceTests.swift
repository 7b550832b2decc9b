import Foundation
import LayoutLint
import XCTest

/// `--changed-since` in a real temporary git repository.
final class ChangedSinceTests: XCTestCase {
    static let long = "Speichern und Weiterleitungsbestätigung"
    /// e has no German value in any commit: an unchanged `untranslated` warning in the de screen.
    static let english = ["a.title": "Save", "b.title": "Cancel", "c.title": "Done", "d.title": "Edit", "e.title": "Help"]

    func testReportsOnlyChangedValuesAndChangedDeclarations() throws {
        let project = try TempProject(name: "changed", elements: ["a", "b", "c", "d", "e"], values: [
            "en": Self.english,
            "de": ["a.title": Self.long, "b.title": "Abbrechen", "c.title": "Fertig", "d.title": "Bearbeiten"],
        ])
        defer { project.remove() }
        let root = project.root
        try Run.git(["init", "-q"], in: root)
        try Run.git(["add", "."], in: root)
        try Run.git(["commit", "-q", "-m", "first"], in: root)

        // Second commit: two de values change (b now too long, c still fits), every value moves down two
        // lines, a.title (too long in both commits) does not change.
        try project.write(locale: "de", ["a.title": Self.long, "b.title": "Abbrechen oder Weiterleitungsbestätigung",
                                         "c.title": "Erledigt", "d.title": "Bearbeiten"], leadingLines: 2)
        try Run.git(["commit", "-q", "-am", "second"], in: root)

        let full = try Run.report(project.check(["--format", "json"]))
        XCTAssertTrue(full.findings.contains { $0.key == "a.title" }, "precondition: an unchanged value has a finding")
        XCTAssertTrue(full.findings.contains { $0.key == "b.title" }, "precondition: a changed value has a finding")
        XCTAssertTrue(full.findings.contains { $0.key == "e.title" && $0.locale == "de" && $0.rule == "untranslated" },
                      "precondition: an unchanged label of the same screen and locale has a screen-rule finding")

        let run = try project.check(["--changed-since", "HEAD~1", "--format", "json"])
        let changed = try Run.report(run)
        XCTAssertEqual(run.status, 1, "b.title is an error")
        XCTAssertEqual(changed.findings, full.findings.filter { ["b.title", "c.title"].contains($0.key) && $0.locale == "de" })
        XCTAssertEqual(Set(changed.findings.compactMap(\.key)), ["b.title"])
        XCTAssertEqual(changed.summary.labelsChecked, 2, "de b and de c are the only labels checked")
        XCTAssertEqual(changed.scope?.changedSince, "HEAD~1")

        // Nothing changed since HEAD: nothing checked, exit 0.
        let none = try project.check(["--changed-since", "HEAD", "--format", "json"])
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(try Run.report(none).findings, [])
        XCTAssertEqual(try Run.report(none).summary.labelsChecked, 0)

        // Third commit: element d's declaration changes (narrower): every locale's d is checked, nothing else.
        try project.writeLayout(elements: ["a", "b", "c", "d", "e"], widths: ["d": 20])
        try Run.git(["commit", "-q", "-am", "narrow d"], in: root)
        let full3 = try Run.report(project.check(["--format", "json"]))
        let expected3 = full3.findings.filter { $0.element == "d" }
        XCTAssertEqual(Set(expected3.compactMap(\.locale)), ["de", "en"], "precondition: d is too narrow in both locales")
        let changed3 = try Run.report(project.check(["--changed-since", "HEAD~1", "--format", "json"]))
        XCTAssertEqual(changed3.findings, expected3)
        XCTAssertEqual(changed3.summary.labelsChecked, 2, "en d and de d")

        // The working tree counts: an uncommitted value is compared too; a removed translation selects
        // the label that now falls back to the source (untranslated).
        try project.write(locale: "de", ["a.title": Self.long, "b.title": "Abbrechen oder Weiterleitungsbestätigung",
                                         "c.title": Self.long], leadingLines: 2)
        let full4 = try Run.report(project.check(["--format", "json"]))
        let changed4 = try Run.report(project.check(["--changed-since", "HEAD", "--format", "json"]))
        // de's missing values are one finding listing d.title (changed) and e.title: kept whole.
        // (The full run's finding of element d lists en too, `perLocale`: its de part is what the changed run has.)
        let expected4 = full4.findings.filter {
            (["c.title", "d.title"].contains($0.key) || ($0.keys ?? []).contains("d.title")) && $0.locale == "de"
        }.flatMap { f in f.perLocale == nil ? [f] : FindingGroups.group(f.members.filter { $0.locale == "de" }) }
        XCTAssertTrue(expected4.contains { $0.key == "c.title" }
                      && expected4.contains { ($0.keys ?? []).contains("d.title") && $0.rule == "untranslated" },
                      "precondition: \(expected4.map(\.json))")
        XCTAssertEqual(changed4.findings, expected4)
    }

    func testNewCatalogFileCountsAsChanged() throws {
        let project = try TempProject(name: "changed-new", elements: ["a"], values: ["en": ["a.title": "Save"]])
        defer { project.remove() }
        try Run.git(["init", "-q"], in: project.root)
        try Run.git(["add", "."], in: project.root)
        try Run.git(["commit", "-q", "-m", "first"], in: project.root)
        try project.write(locale: "de", ["a.title": Self.long])     // untracked
        let full = try Run.report(project.check(["--format", "json"]))
        XCTAssertFalse(full.findings.isEmpty)
        let changed = try Run.report(project.check(["--changed-since", "HEAD", "--format", "json"]))
        XCTAssertEqual(changed.findings, full.findings.filter { $0.locale == "de" })
        XCTAssertFalse(changed.findings.isEmpty)
    }

    func testClearErrorsOutsideARepositoryAndForAnUnknownRef() throws {
        let project = try TempProject(name: "changed-norepo", elements: ["a"], values: ["en": ["a.title": "Save"]])
        defer { project.remove() }
        let environment = ["GIT_CEILING_DIRECTORIES": project.root.deletingLastPathComponent().path]
        var run = try Run.layoutlint(["check", "--changed-since", "HEAD~1"], in: project.root, environment: environment)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--changed-since needs a git repository"), run.stderr)
        XCTAssertTrue(run.stderr.contains("is not inside one"), run.stderr)
        XCTAssertEqual(run.stdout, "")

        try Run.git(["init", "-q"], in: project.root)
        try Run.git(["add", "."], in: project.root)
        try Run.git(["commit", "-q", "-m", "only"], in: project.root)
        run = try Run.layoutlint(["check", "--changed-since", "HEAD~1"], in: project.root, environment: environment)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD~1: no such commit"), run.stderr)
        run = try Run.layoutlint(["check", "--changed-since=--output=x"], in: project.root, environment: environment)
        XCTAssertEqual(run.status, 2, "an option-like ref is not passed to git as an option")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("x").path))
    }

    /// Positions do not matter for "declaration changed"; settings and hierarchy groups do.
    func testChangedElements() {
        func screen(_ yaml: String) -> LayoutScreen { LayoutReader.read(text: yaml, file: "s.yaml").screen! }
        let base = """
        screen: S
        platform: ios
        elements:
          - id: a
            key: a
            size: 17
            width: 100
          - id: b
            key: b
            size: 17
            width: 100
        hierarchy:
          - [a, b]
        """
        let moved = "# comment\n\n" + base
        XCTAssertEqual(ChangeSet.changedElements(before: screen(base), after: screen(moved)), [])
        let wider = base.replacingOccurrences(of: "    key: b\n    size: 17\n    width: 100", with: "    key: b\n    size: 17\n    width: 90")
        XCTAssertEqual(ChangeSet.changedElements(before: screen(base), after: screen(wider)), ["b"])
        let noGroup = base.replacingOccurrences(of: "hierarchy:\n  - [a, b]", with: "")
        XCTAssertEqual(ChangeSet.changedElements(before: screen(base), after: screen(noGroup)), ["a", "b"])
        let android = base.replacingOccurrences(of: "platform: ios", with: "platform: android")
        XCTAssertEqual(ChangeSet.changedElements(before: screen(base), after: screen(android)), ["a", "b"])
        XCTAssertEqual(ChangeSet.changedElements(before: nil, after: screen(base)), ["a", "b"])
    }
}
