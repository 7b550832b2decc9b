import Foundation
import XCTest
@testable import LayoutLint

/// The Kotlin / Java files read once per Android import (`AndroidSourceFiles.sharingReads`): every scanner gets
/// the files, bytes and order it got reading them on its own.
final class AndroidSourceFilesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-sourcefiles-\(UUID().uuidString)")
        let files = [
            "app/src/main/java/a/Main.kt": """
                import app.core.R as CoreR
                private const val TITLE = R.string.title
                class Main(val binding: MainBinding) { fun bind() { binding.title.setText(TITLE); binding.sub.setText(CoreR.string.sub) } }
                """,
            "app/src/main/java/a/Helper.java": "class Helper { void f() { view.setText(R.string.help); } }",
            "app/src/main/res/values/strings.xml": "<resources/>",
            "app/build/generated/Gen.kt": "class Gen",
            "app/src/main/java/z/Last.kt": "object Last { val x = R.string.last }",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func read(code: Bool) -> [AndroidSourceFiles.File] {
        var files: [AndroidSourceFiles.File] = []
        let body = { (path: String, bytes: [UInt8]) in files.append(.init(path: path, bytes: bytes)) }
        if code { AndroidSourceFiles.forEachCode(under: folder.path, body) } else { AndroidSourceFiles.forEach(under: folder.path, body) }
        return files
    }

    func testSharedReadsHandTheFilesAsEachScannerReadThem() throws {
        let alone = read(code: false), aloneCode = read(code: true)
        // The walk's order (folders from a stack: the last name first), `build/` and `res/` not entered.
        XCTAssertEqual(alone.map { ($0.path as NSString).lastPathComponent }, ["Last.kt", "Helper.java", "Main.kt"])
        // The aliased resource class is read as `R`; the code scanners' bytes have the constant's value put in.
        XCTAssertTrue(String(decoding: alone[2].bytes, as: UTF8.self).contains("R.string.sub"))
        XCTAssertFalse(String(decoding: alone[2].bytes, as: UTF8.self).contains("CoreR.string"))
        XCTAssertNotEqual(alone[2].bytes, aloneCode[2].bytes)
        AndroidSourceFiles.sharingReads {
            for _ in 0..<2 {
                XCTAssertEqual(read(code: false).map(\.path), alone.map(\.path))
                XCTAssertEqual(read(code: false).map(\.bytes), alone.map(\.bytes))
                XCTAssertEqual(read(code: true).map(\.bytes), aloneCode.map(\.bytes))
            }
            // Nested scopes share the outer one's files.
            AndroidSourceFiles.sharingReads { XCTAssertEqual(read(code: true).map(\.bytes), aloneCode.map(\.bytes)) }
            XCTAssertNotNil(AndroidSourceFiles.sharedFiles(under: folder.path, code: false))
        }
        // Outside every scope nothing is kept: a file changed since is read as it is now.
        XCTAssertNil(AndroidSourceFiles.sharedFiles(under: folder.path, code: false))
        try "object Last { val y = 1 }".write(to: folder.appendingPathComponent("app/src/main/java/z/Last.kt"), atomically: true, encoding: .utf8)
        AndroidSourceFiles.sharingReads {
            XCTAssertEqual(String(decoding: read(code: false)[0].bytes, as: UTF8.self), "object Last { val y = 1 }")
        }
    }

    /// The Android importer reads the same screens with the files shared as the scanners found reading them alone.
    func testAnImportReadsTheSameScreensWithSharedFiles() throws {
        let layout = folder.appendingPathComponent("app/src/main/res/layout/main.xml")
        try FileManager.default.createDirectory(at: layout.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                <TextView android:id="@+id/sub" android:layout_width="match_parent" android:layout_height="wrap_content"/>
            </LinearLayout>
            """.write(to: layout, atomically: true, encoding: .utf8)
        let folders = AndroidLayoutImporter.resourceFolders(under: folder.path)
        let shared = AndroidLayoutImporter.read(resourceFolders: folders, settings: AndroidImportSettings())
        // Each scanner reading the files on its own: the importer's parts with no scope open.
        XCTAssertNil(AndroidSourceFiles.sharedFiles(under: folder.path, code: false))
        let alone = AndroidLayoutImporter.readScanningAlone(resourceFolders: folders, settings: AndroidImportSettings(), displayPath: { $0 })
        XCTAssertEqual(shared.screens.map(\.elements), alone.screens.map(\.elements))
        XCTAssertEqual(shared.screens.map(\.skipped), alone.screens.map(\.skipped))
        let keys = Set(shared.screens.flatMap(\.elements).compactMap(\.key))
        XCTAssertTrue(keys.isSuperset(of: ["title", "sub"]), "\(keys)")
    }
}
