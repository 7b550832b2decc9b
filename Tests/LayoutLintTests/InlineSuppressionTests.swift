import Foundation
import Typesetter
import XCTest
@testable import LayoutLint

/// Findings switched off in the users' own files (issue 22): a `layoutlint:disable RULE` marker in a catalog
/// entry's comment in every catalog format, an element's `ignore:` in a YAML layout, and `tools:ignore` on an
/// Android view or a view group around it. Each case is checked both ways: without the marker the finding is
/// there, with it the finding is gone.
final class InlineSuppressionTests: XCTestCase {
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    /// A one-line label 64 pt wide: "Skip" fits, "Überspringen" (de) and "Sauter l'introduction" (fr) do not.
    static let layout = """
        screen: Example
        platform: ios
        elements:
          - id: skip
            key: skip
            textStyle: body
            width: 64
            maxLines: 1
        """
    static let values = ["en": "Skip", "de": "Überspringen", "fr": "Sauter l’introduction"]

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("suppression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func write(_ text: String, to relative: String, in root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The findings of linting `root` as `check root` does, source language en.
    func lint(_ root: URL) throws -> [Finding] {
        let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
        let linter = Linter(typesetter: Self.typesetter, options: LintOptions(sourceLocale: "en", workers: 2))
        // Each locale's own finding (one element's locales are one finding: `localeParts` takes them apart).
        return linter.lint(project.read()).findings.flatMap(\.localeParts)
    }

    func truncated(_ findings: [Finding]) -> [String] {
        findings.filter { $0.rule == "truncation" }.compactMap(\.locale).sorted()
    }

    // MARK: markers in catalog comments

    func testAMarkerInAnXCStringsCommentHoldsForEveryLocale() throws {
        func catalog(comment: String?) -> String {
            let localizations = Self.values.sorted { $0.key < $1.key }.map {
                "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}"
            }.joined(separator: ", ")
            return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"skip\": {"
                + (comment.map { "\"comment\": \"\($0)\", " } ?? "") + "\"localizations\": {\(localizations)}}}}"
        }
        let root = try folder()
        try write(Self.layout, to: "layouts/example.yaml", in: root)
        try write(catalog(comment: "Skips the introduction."), to: "strings/Localizable.xcstrings", in: root)
        XCTAssertEqual(truncated(try lint(root)), ["de", "fr"])
        try write(catalog(comment: "Skips the introduction. layoutlint:disable truncation -- the button grows"),
                  to: "strings/Localizable.xcstrings", in: root)
        let findings = try lint(root)
        XCTAssertEqual(truncated(findings), [])
        XCTAssertEqual(findings.filter { $0.rule == RuleID.invalidInput }, [])
    }

    /// `.strings`: a marker in the source language's comment holds for every locale, one in a translation's
    /// comment only for that locale.
    func testAMarkerInAStringsCommentHoldsForItsLocaleOrForAllFromTheSource() throws {
        let root = try folder()
        try write(Self.layout, to: "layouts/example.yaml", in: root)
        func strings(_ locale: String, comment: String?) throws {
            try write((comment.map { "/* \($0) */\n" } ?? "") + "\"skip\" = \"\(Self.values[locale]!)\";\n",
                      to: "strings/\(locale).lproj/Localizable.strings", in: root)
        }
        try strings("en", comment: "Skip button")
        try strings("de", comment: nil)
        try strings("fr", comment: nil)
        XCTAssertEqual(truncated(try lint(root)), ["de", "fr"])
        try strings("de", comment: "layoutlint:disable truncation")
        XCTAssertEqual(truncated(try lint(root)), ["fr"])
        try strings("de", comment: nil)
        try strings("en", comment: "Skip button. layoutlint:disable expansion-headroom, truncation")
        XCTAssertEqual(truncated(try lint(root)), [])
    }

    func testAMarkerInAnXLIFFNote() throws {
        let root = try folder()
        try write(Self.layout, to: "layouts/example.yaml", in: root)
        func xliff(note: String) throws {
            try write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
                  <file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                    <body>
                      <trans-unit id="skip"><source>Skip</source><target state="translated">Überspringen</target><note>\(note)</note></trans-unit>
                    </body>
                  </file>
                </xliff>
                """, to: "strings/de.xliff", in: root)
        }
        try xliff(note: "Skip button")
        XCTAssertEqual(truncated(try lint(root)), ["de"])
        try xliff(note: "Skip button. layoutlint:disable truncation")
        XCTAssertEqual(truncated(try lint(root)), [])
    }

    /// The XML comment before a `.stringsdict` key, and before an Android `<string>` / `<plurals>`.
    func testAMarkerInTheXMLCommentBeforeAStringsdictKeyOrAnAndroidString() throws {
        let layout = Self.layout.replacingOccurrences(of: "key: skip", with: "key: files")
        let root = try folder()
        try write(layout, to: "layouts/example.yaml", in: root)
        func stringsdict(_ locale: String, _ one: String, _ other: String, comment: String) throws {
            try write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                  \(comment)<key>files</key>
                  <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key><string>d</string>
                      <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict>
                </dict></plist>
                """, to: "strings/\(locale).lproj/Localizable.stringsdict", in: root)
        }
        try stringsdict("en", "%d file", "%d files", comment: "")
        try stringsdict("de", "%d Datei", "%d Dateien insgesamt", comment: "<!-- Number of files -->")
        XCTAssertTrue(truncated(try lint(root)).contains("de"))
        try stringsdict("de", "%d Datei", "%d Dateien insgesamt", comment: "<!-- layoutlint:disable truncation -->")
        XCTAssertFalse(truncated(try lint(root)).contains("de"))

        let android = try folder()
        let values = """
            <resources>
              <!-- Skips the introduction. MARKER -->
              <string name="skip">VALUE</string>
            </resources>
            """
        try write(Self.layout.replacingOccurrences(of: "platform: ios", with: "platform: android"), to: "layouts/example.yaml", in: android)
        for (folderName, locale) in [("values", "en"), ("values-de", "de")] {
            try write(values.replacingOccurrences(of: "VALUE", with: Self.values[locale]!).replacingOccurrences(of: "MARKER", with: ""),
                      to: "res/\(folderName)/strings.xml", in: android)
        }
        XCTAssertEqual(truncated(try lint(android)), ["de"])
        try write(values.replacingOccurrences(of: "VALUE", with: "Überspringen").replacingOccurrences(of: "MARKER", with: "layoutlint:disable truncation"),
                  to: "res/values-de/strings.xml", in: android)
        XCTAssertEqual(truncated(try lint(android)), [])
    }

    /// `layoutlint:disable truncaton`: an `invalid-input` warning at the entry, with the likely rule.
    func testAnUnknownRuleInAMarkerIsReported() throws {
        let root = try folder()
        try write(Self.layout, to: "layouts/example.yaml", in: root)
        try write("/* layoutlint:disable truncaton */\n\"skip\" = \"Überspringen\";\n", to: "strings/de.lproj/Localizable.strings", in: root)
        try write("\"skip\" = \"Skip\";\n", to: "strings/en.lproj/Localizable.strings", in: root)
        let findings = try lint(root)
        XCTAssertEqual(truncated(findings), ["de"])
        let problem = try XCTUnwrap(findings.first { $0.rule == RuleID.invalidInput })
        XCTAssertEqual(problem.severity, .warning)
        XCTAssertEqual(problem.message, "`layoutlint:disable truncaton` in the comment of “skip”: there is no rule 'truncaton'; did you mean 'truncation'?")
        XCTAssertEqual(problem.location.line, 2)
        XCTAssertEqual(InlineSuppressions.rules(inComment: "layoutlint:disable all")?.rules, Set(InlineSuppressions.ruleIDs))
        XCTAssertNil(InlineSuppressions.rules(inComment: "no marker here"))
    }

    // MARK: elements

    func testAnElementsIgnoreListInAYAMLLayout() throws {
        let root = try folder()
        try write("\"skip\" = \"Skip\";\n", to: "strings/en.lproj/Localizable.strings", in: root)
        try write("\"skip\" = \"Überspringen\";\n", to: "strings/de.lproj/Localizable.strings", in: root)
        try write(Self.layout, to: "layouts/example.yaml", in: root)
        XCTAssertEqual(truncated(try lint(root)), ["de"])
        try write(Self.layout + "\n    ignore: [truncation]\n", to: "layouts/example.yaml", in: root)
        XCTAssertEqual(truncated(try lint(root)), [])
        let (_, findings) = LayoutReader.read(text: Self.layout + "\n    ignore: [truncaton]\n", file: "x.yaml")
        XCTAssertEqual(findings.map(\.message), ["element 'skip': ignore: there is no rule 'truncaton'"])
        XCTAssertEqual(findings.first?.suggestion, "did you mean 'truncation'?")
    }

    /// `tools:ignore` on the TextView, or on a view group around it: Android Lint's ids there are left alone.
    func testToolsIgnoreOnAnAndroidViewOrItsParent() throws {
        let root = try folder()
        try write("<resources><string name=\"skip\">Skip</string></resources>", to: "res/values/strings.xml", in: root)
        try write("<resources><string name=\"skip\">Überspringen</string></resources>", to: "res/values-de/strings.xml", in: root)
        func layout(parent: String, view: String) throws {
            try write("""
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools" android:layout_width="match_parent"
                    android:layout_height="wrap_content" \(parent)>
                    <TextView android:id="@+id/skip" android:layout_width="60dp" android:layout_height="wrap_content"
                        android:maxLines="1" android:text="@string/skip" \(view) />
                </LinearLayout>
                """, to: "res/layout/intro.xml", in: root)
        }
        try layout(parent: "", view: "tools:ignore=\"HardcodedText\"")
        XCTAssertEqual(truncated(try lint(root)), ["de"])
        try layout(parent: "", view: "tools:ignore=\"HardcodedText, truncation\"")
        XCTAssertEqual(truncated(try lint(root)), [])
        try layout(parent: "tools:ignore=\"truncation\"", view: "")
        XCTAssertEqual(truncated(try lint(root)), [])
        let imported = AndroidLayoutImporter.read(resourceFolders: [root.appendingPathComponent("res").path], settings: AndroidImportSettings())
        XCTAssertEqual(imported.screens.first?.elements.first?.ignoredRules, ["truncation"])
        XCTAssertTrue(LayoutWriter.yaml(try XCTUnwrap(imported.screens.first)).contains("    ignore: [\"truncation\"]\n"))
    }
}
