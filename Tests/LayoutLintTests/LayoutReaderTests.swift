import Foundation
import XCTest
@testable import LayoutLint

final class LayoutReaderTests: XCTestCase {
    /// Line and column (1-based, in Unicode scalars) of the `occurrence`-th `token` in `text`: the expected
    /// position of a finding, found by searching the fixture rather than typed in.
    private func position(of token: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var searchStart = text.startIndex
        var found = text.startIndex
        for _ in 0..<occurrence {
            found = text.range(of: token, range: searchStart..<text.endIndex)!.lowerBound
            searchStart = text.index(after: found)
        }
        let before = text[..<found]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<found].unicodeScalars.count + 1)
    }

    private func assertFinding(_ findings: [Finding], at expected: (line: Int, column: Int), containing words: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let match = findings.first { $0.location.line == expected.line && $0.location.column == expected.column }
        XCTAssertNotNil(match, "no finding at \(expected.line):\(expected.column); got \(findings.map { "\($0.location) \($0.message)" })",
                        file: file, line: line)
        if let match {
            XCTAssertEqual(match.rule, "invalid-input", file: file, line: line)
            XCTAssertTrue(match.message.contains(words), "\(match.message)", file: file, line: line)
        }
    }

    func testDemoLayoutsReadWithoutFindings() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("layouts")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertEqual(files, ["onboarding.yaml", "player.yaml", "settings.yaml"])
        for name in files {
            let (screen, findings) = LayoutReader.read(contentsOf: folder.appendingPathComponent(name), displayPath: "layouts/\(name)")
            XCTAssertEqual(findings.map(\.message), [], name)
            let read = try XCTUnwrap(screen, name)
            XCTAssertFalse(read.elements.isEmpty, name)
            // Every declared `- id:` became an element (the file's own count, by text search).
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let declared = text.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- id:") }.count
            XCTAssertEqual(read.elements.count, declared, name)
        }
    }

    func testElementKeepsItsSettingsAndPositions() throws {
        let yaml = """
        screen: Demo
        platform: android
        elements:
          - id: title
            key: onboarding.title
            textStyle: title1
            weight: semibold
            width: 343
            maxLines: 1
            height: 34
            clipsToBounds: true
            insets: { leading: 16, trailing: 16 }
            autoShrink: { minimumScaleFactor: 0.8 }
            samples: { "%@": "Alexandria" }
          - id: next
            kind: image
            directional: true
            mirrors: false
        hierarchy:
          - [title, next]
        """
        let (screen, findings) = LayoutReader.read(text: yaml, file: "layouts/demo.yaml")
        XCTAssertEqual(findings, [])
        let read = try XCTUnwrap(screen)
        XCTAssertEqual(read.platform, .android)
        let title = try XCTUnwrap(read.element("title"))
        XCTAssertEqual(title.weight, 600)
        XCTAssertEqual(title.width, 343)
        XCTAssertEqual(title.maxLines, 1)
        XCTAssertEqual(title.height, 34)
        XCTAssertTrue(title.clipsToBounds)
        XCTAssertEqual(title.insets?.leading, 16)
        XCTAssertEqual(title.autoShrink?.minimumScaleFactor, 0.8)
        XCTAssertEqual(title.samples, ["%@": "Alexandria"])
        let at = position(of: "id: title", in: yaml)
        XCTAssertEqual(title.location.line, at.line)
        XCTAssertEqual(title.location.column, at.column)
        let width = position(of: "width", in: yaml)
        XCTAssertEqual(title.keyLocations["width"], SourceLocation(file: "layouts/demo.yaml", line: width.line, column: width.column))
        XCTAssertEqual(read.element("next")?.kind, .image)
        XCTAssertEqual(read.hierarchy, [["title", "next"]])
    }

    func testBadDeclarationsAreFindingsAtTheirPositionAndTheRestStillLoads() throws {
        let yaml = """
        screen: Settings
        elements:
          - id: good
            key: settings.title
            textStyle: body
            width: 200
          - id: typo
            key: settings.typo
            textStyle: body
            widht: 200
          - id: style
            key: settings.style
            textStyle: bodyy
          - id: negative
            key: settings.negative
            size: 17
            width: -20
          - id: good
            key: settings.again
            size: 17
        hierarchy:
          - [good, ghost]
        """
        let (screen, findings) = LayoutReader.read(text: yaml, file: "layouts/bad.yaml")
        assertFinding(findings, at: position(of: "widht", in: yaml), containing: "unknown key 'widht'")
        XCTAssertEqual(findings.first { $0.message.contains("widht") }?.suggestion, "did you mean 'width'?")
        assertFinding(findings, at: position(of: "bodyy", in: yaml), containing: "unknown text style 'bodyy'")
        assertFinding(findings, at: position(of: "-20", in: yaml), containing: "width must be greater than 0")
        assertFinding(findings, at: position(of: "id: good", in: yaml, occurrence: 2), containing: "used twice")
        assertFinding(findings, at: position(of: "[good, ghost]", in: yaml), containing: "'ghost'")
        XCTAssertTrue(findings.allSatisfy { $0.severity == .error && $0.location.file == "layouts/bad.yaml" })
        // The valid elements are still there (the one with only an unknown key too); the invalid ones are not.
        XCTAssertEqual(try XCTUnwrap(screen).elements.map(\.id), ["good", "typo"])
    }

    func testMalformedYAMLIsOneFindingWithItsPosition() throws {
        let yaml = "screen: Broken\nelements:\n  - id: a\n    key: [unclosed\n"
        let (screen, findings) = LayoutReader.read(text: yaml, file: "layouts/broken.yaml")
        XCTAssertNil(screen)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.rule, "invalid-input")
        XCTAssertTrue(findings.first?.message.hasPrefix("malformed YAML") ?? false, "\(findings)")
        XCTAssertGreaterThanOrEqual(findings.first?.location.line ?? 0, 4)
    }

    func testEmptyAndNonUTF8Files() throws {
        XCTAssertEqual(LayoutReader.read(text: "", file: "layouts/empty.yaml").findings.map(\.rule), ["invalid-input"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("screen: A\nelements:\n  - id: caf\u{E9}\n".utf8.map { $0 == 0xA9 ? 0xFF : $0 }).write(to: file)
        let (screen, findings) = LayoutReader.read(contentsOf: file, displayPath: "layouts/latin1.yaml")
        XCTAssertNil(screen)
        XCTAssertEqual(findings.first?.location.line, 3)
        XCTAssertEqual(findings.first?.location.column, 12)
        XCTAssertTrue(findings.first?.message.contains("UTF-8") ?? false)
    }
}
