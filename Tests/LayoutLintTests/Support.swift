import Foundation
import XCTest
@testable import LayoutLint

enum Fixtures {
    /// Tests/Fixtures/catalogs (hand-made inputs, see each test for what they contain).
    static let catalogs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/catalogs")

    static func path(_ relative: String) -> String { catalogs.appendingPathComponent(relative).path }

    /// ../shared/corpora relative to the package root (its parent holds the worktrees), or $LAYOUTLINT_CORPORA.
    static var corpora: URL? {
        if let explicit = ProcessInfo.processInfo.environment["LAYOUTLINT_CORPORA"] {
            return URL(fileURLWithPath: explicit)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = root.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    static func read(_ relative: String) -> CatalogFile {
        CatalogReader.read(path: path(relative))
    }
}

extension CatalogFile {
    func entry(_ key: String, _ locale: String, _ variant: String? = nil) -> Entry? {
        entries.first { $0.key == key && $0.locale == locale && $0.variant == variant }
    }
}

func XCTAssertAt(_ entry: Entry?, line: Int, column: Int, file: StaticString = #filePath, testLine: UInt = #line) {
    guard let entry else { return XCTFail("entry not found", file: file, line: testLine) }
    XCTAssertEqual(entry.location.line, line, "line of \(entry.key) \(entry.variant ?? "")", file: file, line: testLine)
    XCTAssertEqual(entry.location.column, column, "column of \(entry.key) \(entry.variant ?? "")", file: file, line: testLine)
}

/// Writes a synthetic Android app's `files` (paths under `app/src/main/`) into `folder` and imports its resource
/// folders, as the Android code-reading tests build their apps.
func importAndroidApp(in folder: URL, _ files: [String: String], settings: AndroidImportSettings = AndroidImportSettings()) throws -> ImportResult {
    for (path, text) in files {
        let url = folder.appendingPathComponent("app/src/main").appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return AndroidLayoutImporter.read(resourceFolders: AndroidLayoutImporter.resourceFolders(under: folder.path), settings: settings)
}
