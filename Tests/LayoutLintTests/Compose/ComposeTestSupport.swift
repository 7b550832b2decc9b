import Foundation
@testable import LayoutLint
import XCTest

/// Writes an app's Kotlin files under `folder` (in path order) and imports them as `check` reads a Compose app;
/// with `relativePaths`, locations name the files relative to the folder.
func importComposeApp(_ files: [String: String], in folder: URL, relativePaths: Bool = true) throws -> ImportResult {
    let paths = try writeKotlinFiles(files, in: folder)
    let settings = AndroidImportSettings(targetSdk: 34)
    guard relativePaths else { return ComposeImporter.read(files: paths, settings: settings) }
    return ComposeImporter.read(files: paths, settings: settings) { path in
        path.hasPrefix(folder.path + "/") ? String(path.dropFirst(folder.path.count + 1)) : path
    }
}

/// The width a screen's container pass gives the text of `key` at `screenWidth`, every text of a fixed natural
/// width (`natural`, by key): the layout under test, not the fonts.
func composeTextWidth(_ screen: LayoutScreen, _ key: String, natural: [String: Double], screenWidth: Double = 360) throws -> Double? {
    let ids = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.id, $0.key) })
    let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: screenWidth) { id, _ in
        ids[id].flatMap { natural[$0 ?? ""] }.map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
    }
    let element = try XCTUnwrap(screen.elements.first { $0.key == key }, "\(key) is not laid out")
    return screen.container!.layout.resolve(query).boxes[element.id]?.width
}

/// Why a screen's container pass skips the text of `key` at 360 dp, every text `naturalWidth` wide.
func composeSkipReason(_ screen: LayoutScreen, _ key: String, naturalWidth: Double) throws -> String? {
    let element = try XCTUnwrap(screen.elements.first { $0.key == key }, "\(key) is not laid out")
    let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: 360) { _, _ in
        TextMeasurement(naturalWidth: naturalWidth, width: naturalWidth, height: 20, lineCount: 1)
    }
    return screen.container!.layout.resolve(query).skipped[element.id]
}

/// Writes `files` (path → text) under `folder`, in path order: their absolute paths.
func writeKotlinFiles(_ files: [String: String], in folder: URL) throws -> [String] {
    var paths: [String] = []
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
    }
    return paths
}
