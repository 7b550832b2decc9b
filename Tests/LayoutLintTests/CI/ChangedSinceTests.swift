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
    /// Imported screens: narrowing a TextView in an Android layout, or a SwiftUI `.frame`, changes no catalog
    /// value and no YAML layout; the UI file changed, so its screen's labels are checked in every locale
    /// (before, such a run checked 0 labels and passed). Unchanged UI files stay out of the run.
    func testChangedUIFilesSelectTheirScreens() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("changed-ui-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, to path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func androidLayout(width: String) -> String {
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/save" android:layout_width="\(width)" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/save" />
            </LinearLayout>
            """
        }
        func swiftUIScreen(width: Int) -> String {
            """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    Text("Forward").lineLimit(1).frame(width: \(width))
                }
            }
            """
        }
        let unchangedLayout = androidLayout(width: "40dp").replacingOccurrences(of: "save", with: "other")
        try write("<resources><string name=\"save\">Save</string><string name=\"other\">Save</string></resources>",
                  to: "app/src/main/res/values/strings.xml")
        try write("<resources><string name=\"save\">Sichern</string><string name=\"other\">\(Self.long)</string></resources>",
                  to: "app/src/main/res/values-de/strings.xml")
        try write(androidLayout(width: "match_parent"), to: "app/src/main/res/layout/main.xml")
        try write(unchangedLayout, to: "app/src/main/res/layout/other.xml")
        try write(swiftUIScreen(width: 300), to: "ios/Screen.swift")
        try write("\"Forward\" = \"Forward\";\n", to: "ios/en.lproj/Localizable.strings")
        try write("\"Forward\" = \"Weiterleitungsbestätigung\";\n", to: "ios/de.lproj/Localizable.strings")
        try Run.git(["init", "-q"], in: root)
        try Run.git(["add", "."], in: root)
        try Run.git(["commit", "-q", "-m", "first"], in: root)
        func check(_ arguments: [String]) throws -> (Run.Result, LintReport) {
            let run = try Run.layoutlint(["check", "app", "ios", "--locales", "en,de", "--format", "json"] + arguments, in: root)
            return (run, try Run.report(run))
        }
        let (_, before) = try check([])
        XCTAssertTrue(before.findings.contains { $0.element?.contains("other") == true && $0.rule == "truncation" },
                      "precondition: the unchanged layout has a truncation: \(before.findings.map(\.json))")
        XCTAssertFalse(before.findings.contains { $0.key == "save" || $0.key == "Forward" },
                       "precondition: main.xml and Screen.swift fit: \(before.findings.map(\.json))")
        XCTAssertEqual(try check(["--changed-since", "HEAD"]).1.summary.labelsChecked, 0, "nothing changed")

        // Narrow the TextView and the SwiftUI frame (uncommitted): both screens are checked, nothing else.
        try write(androidLayout(width: "40dp"), to: "app/src/main/res/layout/main.xml")
        // 120pt: the English “Forward” still fits (else the model is taken as wrong and the text skipped).
        try write(swiftUIScreen(width: 120), to: "ios/Screen.swift")
        let (run, changed) = try check(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 1, run.stdout)
        let (_, full) = try check([])
        let expected = full.findings.filter { finding in
            ["main.xml", "Screen.swift"].contains { finding.layoutLocation?.file.hasSuffix($0) == true }
        }
        XCTAssertTrue(expected.contains { $0.key == "save" && $0.rule == "truncation" }, "\(full.findings.map(\.json))")
        XCTAssertTrue(expected.contains { $0.key == "Forward" && $0.rule == "truncation" }, "\(full.findings.map(\.json))")
        XCTAssertEqual(changed.findings, expected)
        XCTAssertEqual(changed.summary.labelsChecked, 4, "save and Forward, in en and de")

        // Committed: nothing changed since HEAD again; since HEAD~1 the same two screens.
        try Run.git(["commit", "-q", "-am", "narrow"], in: root)
        XCTAssertEqual(try check(["--changed-since", "HEAD"]).1.summary.labelsChecked, 0)
        XCTAssertEqual(try check(["--changed-since", "HEAD~1"]).1.findings, expected)
    }
}
