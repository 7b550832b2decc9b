import Foundation
import XCTest
@testable import LayoutLint

/// Input that was taken as it came and quietly changed what was checked.
final class InputValidationTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("validation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// `--source-locale ''`, `xx`, `Base` turned the source checks off; each is now an error naming the
    /// locales the catalogs have, and the locales they have (any spelling, a regional variant) pass.
    func testASourceLocaleNoCatalogHasIsAnError() {
        let catalogs = [CatalogFile(path: "L.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: [
            Entry(key: "k", table: "L", locale: "en-US", value: "Hello", location: SourceLocation(file: "L.xcstrings", line: 1, column: 1)),
            Entry(key: "k", table: "L", locale: "de", value: "Hallo", location: SourceLocation(file: "L.xcstrings", line: 2, column: 1)),
        ])]
        XCTAssertEqual(SourceLocaleCheck.problem("", catalogs: catalogs), "the source locale is empty: name the development language (e.g. en)")
        XCTAssertEqual(SourceLocaleCheck.problem("xx", catalogs: catalogs), "no catalog has the source locale xx; the catalogs have de, en-US")
        XCTAssertTrue(SourceLocaleCheck.problem("Base", catalogs: catalogs)?.hasPrefix("the source locale cannot be Base") == true)
        for accepted in ["en", "en-US", "en_US", "DE"] { XCTAssertNil(SourceLocaleCheck.problem(accepted, catalogs: catalogs), accepted) }
    }

    /// Invalid UTF-8 inside a Swift literal: an `invalid-input` error at its byte (it was a key with U+FFFD,
    /// reported as missing), and the file not read.
    func testInvalidUTF8InASwiftLiteralIsInvalidInput() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("V.swift").path
        var bytes = Array("import SwiftUI\nstruct V: View { var body: some View { Text(\"caf".utf8)
        bytes += [0xE9]  // Latin-1 é
        bytes += Array("\") } }\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = SwiftUIImporter.read(files: [path])
        XCTAssertEqual(result.screens.flatMap(\.elements).count, 0)
        XCTAssertEqual(result.findings.count, 1)
        let finding = try XCTUnwrap(result.findings.first)
        XCTAssertEqual(finding.rule, RuleID.invalidInput)
        XCTAssertEqual(finding.location.line, 2)
        XCTAssertEqual(finding.location.column, 49, "at the byte, after `struct V: View { var body: some View { Text(\"caf`")
        XCTAssertTrue(finding.message.contains("0xE9"), finding.message)
        XCTAssertFalse(finding.message.contains("\u{FFFD}"))
    }

    /// `values-b+` names no language (aapt2 rejects it): invalid-input, not a catalog of locale "".
    func testAnAndroidFolderWithAnEmptyBCP47QualifierIsInvalidInput() throws {
        let folder = try temporaryFolder()
        let values = folder.appendingPathComponent("res/values-b+")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try "<resources><string name=\"a\">A</string></resources>".write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        let file = CatalogReader.read(path: values.appendingPathComponent("strings.xml").path)
        XCTAssertEqual(file.entries.count, 0)
        XCTAssertEqual(file.findings.map(\.rule), [RuleID.invalidInput])
        XCTAssertTrue(file.findings.first?.message.contains("values-b+ names no language") == true, "\(file.findings.map(\.message))")
        XCTAssertFalse(LocaleTag.fromAndroidValues("values-b+sr+Latn")?.isEmpty ?? true, "a tag after b+ is read as before")
    }
}

extension HostileInputTests {
    /// Through the command line: exit 2 and the message, for `check` (and `report`, which lints the same way).
    func testTheCommandLineRefusesAnUnknownSourceLocale() throws {
        for (command, name) in [("check", "xx"), ("check", ""), ("report", "Base")] {
            var arguments = [command, "--source-locale", name]
            if command == "report" { arguments += ["-o", FileManager.default.temporaryDirectory.appendingPathComponent("unused-\(UUID()).html").path] }
            let result = try cli(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains("source locale"), result.err)
        }
        let fine = try cli(["check", "--source-locale", "en", "--no-baseline"])
        XCTAssertNotEqual(fine.status, 2, fine.err)
    }
}
