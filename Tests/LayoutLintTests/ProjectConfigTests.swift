import Foundation
@testable import LayoutLint
import XCTest

final class ProjectConfigTests: XCTestCase {
    func testReadsEverySetting() throws {
        let config = try ProjectConfig.parse("""
            version: 1
            catalogs: ["strings/**/*.xcstrings"]
            layouts: [layouts]
            fonts: Fonts
            sourceLocale: en
            locales: [en, de, th]
            platform: android
            sizeCategories: [L, AX3]
            rules:
              truncation: warning
              vertical-clipping: off
              untranslated: { severity: note }
              small-text: { minimumSize: 12 }
            ignore:
              - { rule: truncation, key: "debug.*" }
            maxWarnings: 10
            """, file: ".layoutlint.yml")
        XCTAssertEqual(config.locales, ["en", "de", "th"])
        XCTAssertEqual(config.platform, .android)
        XCTAssertEqual(config.rules?["truncation"], RuleSetting(severity: .warning))
        XCTAssertEqual(config.rules?["vertical-clipping"]?.enabled, false)
        XCTAssertEqual(config.rules?["untranslated"]?.severity, .note)
        XCTAssertEqual(config.rules?["small-text"]?.options["minimumSize"], .number(12))
        XCTAssertEqual(config.ignore?.first?.key, "debug.*")
        XCTAssertEqual(config.maxWarnings, 10)
    }

    func assertError(_ yaml: String, line: Int, keyPath: String, contains fragment: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try ProjectConfig.parse(yaml, file: "c.yml"), file: file, line: lineNumber) { error in
            guard let error = error as? ConfigError else { return XCTFail("\(error)", file: file, line: lineNumber) }
            XCTAssertEqual(error.location.line, line, "\(error)", file: file, line: lineNumber)
            XCTAssertEqual(error.keyPath, keyPath, "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(error.description.contains(fragment), "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(error.description.hasPrefix("c.yml:\(line):"), "\(error)", file: file, line: lineNumber)
        }
    }

    func testDecodeErrorsNameTheKeyPathAndLine() {
        assertError("version: 1\nlocales: de\n", line: 2, keyPath: "locales", contains: "expected a list")
        assertError("version: 1\nsizeCategories: [L, XXL]\n", line: 2, keyPath: "sizeCategories[1]", contains: "unknown size category 'XXL'")
        assertError("version: 1\nrules:\n  truncation: loud\n", line: 3, keyPath: "rules.truncation", contains: "unknown severity 'loud'")
        assertError("version: 1\nrules:\n  trunaction: error\n", line: 3, keyPath: "rules.trunaction", contains: "did you mean 'truncation'")
        assertError("version: 1\nlocale: [de]\n", line: 2, keyPath: "locale", contains: "did you mean 'locales'")
        assertError("version: 2\n", line: 1, keyPath: "version", contains: "not supported")
        assertError("locales: [de]\n", line: 1, keyPath: "", contains: "missing `version:`")
        assertError("version: 1\nignore:\n  - rule: [a]\n", line: 3, keyPath: "ignore[0].rule", contains: "expected a string")
        assertError("version: 1\nlocales: [de\n", line: 3, keyPath: "", contains: "malformed YAML")
    }

    func testGlobs() {
        XCTAssertTrue(Glob.matches("strings/**/*.xcstrings", "strings/Localizable.xcstrings"))
        XCTAssertTrue(Glob.matches("strings/**/*.xcstrings", "strings/a/b/InfoPlist.xcstrings"))
        XCTAssertFalse(Glob.matches("strings/*.xcstrings", "strings/a/InfoPlist.xcstrings"))
        XCTAssertTrue(Glob.matches("values-??/strings.xml", "values-de/strings.xml"))
        XCTAssertTrue(Glob.matches("[a-c]*.yaml", "b.yaml"))
        XCTAssertFalse(Glob.matches("[!a-c]*.yaml", "b.yaml"))
        XCTAssertTrue(Glob.matches("debug.*", "debug.menu.title"))
        XCTAssertFalse(Glob.matches("debug.*", "release.debug"))
    }

    func testIgnorePatternsMatchEveryGivenField() {
        let finding = Finding(rule: "truncation", severity: .error, message: "m", location: SourceLocation(file: "a", line: 1, column: 1),
                              locale: "de", key: "debug.title", screen: "Settings", element: "title")
        XCTAssertTrue(IgnorePattern(rule: "truncation", key: "debug.*").matches(finding))
        XCTAssertFalse(IgnorePattern(rule: "truncation", locale: "th").matches(finding))
        XCTAssertTrue(IgnorePattern(screen: "Sett*").matches(finding))
    }
}
