import Foundation
import XCTest
@testable import Typesetter

/// The names a font file gives its face (OpenType `name` IDs 6, 4, 16/1; OS/2 weight and slant), read with
/// FreeType: `fc-scan --format "%{postscriptname}|%{fullname}|%{family}" Fonts/Roboto-Bold.ttf` prints
/// `Roboto-Bold|Roboto Bold|Roboto`.
final class FontFileNamesTests: XCTestCase {
    func testNamesWeightAndSlantComeFromTheFile() throws {
        let bold = try FontFileNames.read(path: FontLocator.repositoryFonts.appendingPathComponent("Roboto-Bold.ttf").path)
        XCTAssertEqual(bold.postScriptName, "Roboto-Bold")
        XCTAssertEqual(bold.fullName, "Roboto Bold")
        XCTAssertEqual(bold.family, "Roboto")
        XCTAssertEqual(bold.weight, 700)
        XCTAssertFalse(bold.italic)
        let italic = try FontFileNames.read(path: FontLocator.repositoryFonts.appendingPathComponent("Roboto-Italic.ttf").path)
        XCTAssertEqual(italic.postScriptName, "Roboto-Italic")
        XCTAssertTrue(italic.italic)
    }

    func testACorruptFileThrowsWithItsPath() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try FontFileNames.read(path: url.path)) { error in
            guard case .unreadableFont(let path, _)? = error as? TypesetterError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, url.path)
        }
    }
}
