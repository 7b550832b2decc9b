import Foundation
import XCTest
@testable import Typesetter

final class RobustnessTests: XCTestCase {
    func testEmptyTextHasNoLines() throws {
        let layout = try sharedTypesetter.layout("", locale: "th", size: 17, constraints: LayoutConstraints(width: 100, maxLines: 1))
        XCTAssertEqual(layout.lineCount, 0)
        XCTAssertEqual(layout.lines, [])
        XCTAssertEqual(layout.height, 0)
        XCTAssertNil(layout.inkBounds)
        XCTAssertFalse(layout.truncated)
    }

    func testLoneCombiningMarks() throws {
        for text in ["\u{0E49}", "\u{0301}", "\u{064E}", "\u{093F}"] {
            let layout = try sharedTypesetter.layout(text, locale: "th", size: 17, constraints: LayoutConstraints(width: 100))
            XCTAssertEqual(layout.lineCount, 1, text.unicodeScalars.first!.escaped(asASCII: true))
            XCTAssertEqual(layout.lines.first?.text, text)
        }
    }

    func testTenThousandCharacters() throws {
        let unit = "ภาษาไทยง่ายนิดเดียว Thai 文字 "
        let text = String(repeating: unit, count: 10_000 / unit.count + 1)
        XCTAssertGreaterThanOrEqual(text.count, 10_000)
        let layout = try sharedTypesetter.layout(text, locale: "th", size: 17, constraints: LayoutConstraints(width: 200))
        XCTAssertGreaterThan(layout.lineCount, 100)
        XCTAssertEqual(layout.lines.map(\.text).joined(separator: " ").filter { $0 != " " }, text.filter { $0 != " " })
        let oneLine = try sharedTypesetter.layout(text, locale: "th", size: 17, constraints: LayoutConstraints(width: 200, maxLines: 1))
        XCTAssertTrue(oneLine.truncated)
        XCTAssertEqual(oneLine.lines.count, 1)
        let unbroken = String(repeating: "ก", count: 10_000)
        let narrow = try sharedTypesetter.layout(unbroken, locale: "th", size: 17, constraints: LayoutConstraints(width: 50))
        XCTAssertEqual(narrow.lines.map(\.text).joined(), unbroken)
    }

    func testNonPositiveOrNonFiniteConstraintsAreClearErrors() throws {
        for width in [0.0, -10, .nan, .infinity] {
            XCTAssertThrowsError(try sharedTypesetter.layout("Hello", locale: "en", size: 17, constraints: LayoutConstraints(width: width))) { error in
                guard case TypesetterError.invalidConstraint(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains("width"), message)
            }
        }
        XCTAssertThrowsError(try sharedTypesetter.layout("Hello", locale: "en", size: 0))
        XCTAssertThrowsError(try sharedTypesetter.layout("Hello", locale: "en", size: 17, constraints: LayoutConstraints(maxLines: -1)))
        XCTAssertThrowsError(try sharedTypesetter.layout("Hello", locale: "en", size: 17, constraints: LayoutConstraints(lineHeight: -4)))
    }

    func testTinyWidthStillShowsOneGraphemePerLine() throws {
        let layout = try sharedTypesetter.layout("abc", locale: "en", size: 17, constraints: LayoutConstraints(width: 0.5))
        XCTAssertEqual(layout.lines.map(\.text), ["a", "b", "c"])
    }

    func testUnreadableFontFileIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-badfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("profiles"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("this is not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        XCTAssertThrowsError(try FontFace(path: folder.appendingPathComponent("Broken.ttf").path)) { error in
            guard case TypesetterError.unreadableFont(let path, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(path.hasSuffix("Broken.ttf"))
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertThrowsError(try FontFace(path: folder.appendingPathComponent("Absent.ttf").path))

        let profile = """
        version: 1
        families:
          system:
            fallback: {}
            default: [Broken]
        lastResort: []
        typefaces:
          Broken:
            - { file: ../Broken.ttf, weight: 400 }
        """
        try Data(profile.utf8).write(to: folder.appendingPathComponent("profiles/default.yaml"))
        let typesetter = try Typesetter(fontsAt: folder)
        XCTAssertThrowsError(try typesetter.layout("Hello", locale: "en", size: 17)) { error in
            guard case TypesetterError.unreadableFont = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("Broken.ttf"))
        }
    }

    func testInvalidProfileNamesTheProblem() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-profile-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("version: 1\nfamilies:\n  system:\n    fallback: {}\n    default: [Ghost]\nlastResort: []\ntypefaces: {}\n".utf8).write(to: file)
        XCTAssertThrowsError(try FontLibrary(contentsOf: file)) { error in
            XCTAssertTrue("\(error)".contains("Ghost"), "\(error)")
        }
        try Data("version: 1\nfamilies: [oops\n".utf8).write(to: file)
        XCTAssertThrowsError(try FontLibrary(contentsOf: file)) { error in
            guard case TypesetterError.invalidProfile = error else { return XCTFail("\(error)") }
        }
    }

}
