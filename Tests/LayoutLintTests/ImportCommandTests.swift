import Foundation
import XCTest
@testable import LayoutLint

/// `layoutlint import` as a user runs it, on a small app written to a temporary folder.
final class ImportCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-command-\(UUID().uuidString)")
        let layouts = folder.appendingPathComponent("app/src/main/res/layout")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="wrap_content">
            <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="@string/title" />
            <TextView android:id="@+id/clock" android:layout_width="wrap_content" android:layout_height="wrap_content" />
        </LinearLayout>
        """.write(to: layouts.appendingPathComponent("row.xml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let binary = try XCTUnwrap(Run.layoutlint, "layoutlint not built next to the tests")
        let result = try Run.program(binary.path, arguments, in: folder)
        return (result.status, result.stdout, result.stderr)
    }

    func testYAMLWithSourcePositionsAndSkips() throws {
        let result = try run(["import", "."])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("# imported from app/src/main/res/layout/row.xml:2:1\nscreen: \"row\"\nplatform: android\n"), result.out)
        XCTAssertTrue(result.out.contains("  # app/src/main/res/layout/row.xml:4:5\n"), result.out)
        XCTAssertTrue(result.out.contains("  - id: \"title\"\n    key: \"title\"\n    size: 14\n"), result.out)
        XCTAssertTrue(result.out.contains("#   clock (app/src/main/res/layout/row.xml:6:5): text set in code (no android:text)\n"), result.out)
    }

    func testAComposeScreenImportsAsItsDeclarations() throws {
        let kotlin = folder.appendingPathComponent("app/src/main/kotlin/app/Home.kt")
        try FileManager.default.createDirectory(at: kotlin.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        package app
        import androidx.compose.runtime.Composable
        @Composable
        fun Home() {
            Column {
                Button(onClick = {}) { Text(stringResource(R.string.save), maxLines = 1) }
                Text(viewModel.title)
            }
        }
        """.write(to: kotlin, atomically: true, encoding: .utf8)
        let result = try run(["import", "."])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("screen: \"Home\"\nplatform: android\n"), result.out)
        // The Button's text: a button, its key, Material 3 labelLarge (14 sp weight 500, TypeScaleTokens.kt),
        // one line, placed where the key's name stands (line 6, column 61 of the file above).
        XCTAssertTrue(result.out.contains("  - id: \"save@6\"\n    kind: button\n    key: \"save\"\n    size: 14\n    scales: true\n    weight: 500\n"), result.out)
        XCTAssertTrue(result.out.contains("  # app/src/main/kotlin/app/Home.kt:6:61\n"), result.out)
        XCTAssertTrue(result.out.contains("maxLines: 1"), result.out)
        XCTAssertTrue(result.out.contains("text from an expression the importer does not follow"), result.out)
    }

    func testJSONAndErrors() throws {
        let json = try run(["import", "app/src/main/res/layout/row.xml", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.err)
        let screens = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens.first?["origin"] as? String, "android")
        let elements = try XCTUnwrap(screens.first?["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.first?["location"] as? String, "app/src/main/res/layout/row.xml:4:5")
        XCTAssertEqual((screens.first?["skipped"] as? [[String: Any]])?.first?["id"] as? String, "clock")

        XCTAssertEqual(try run(["import", "nowhere"]).status, 2)
        try "<LinearLayout>".write(to: folder.appendingPathComponent("app/src/main/res/layout/broken.xml"), atomically: true, encoding: .utf8)
        let broken = try run(["import", "."])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.err.hasPrefix("app/src/main/res/layout/broken.xml:1:"), broken.err)
        XCTAssertTrue(broken.err.contains("[invalid-input]"), broken.err)
        XCTAssertTrue(broken.out.contains("screen: \"row\""), "the rest is still imported")
    }

    /// A storyboard: one screen per scene, each element at its place in the document, and the YAML reads
    /// back as a layout declaration.
    func testAStoryboardImportsAsLayoutsThatReadBack() throws {
        let storyboard = Fixtures.catalogs.deletingLastPathComponent().appendingPathComponent("interfacebuilder/Base.lproj/Main.storyboard")
        let result = try run(["import", storyboard.path])
        XCTAssertEqual(result.status, 0, result.err)
        let documents = result.out.components(separatedBy: "---\n").filter { !$0.isEmpty }
        XCTAssertFalse(documents.isEmpty)
        for document in documents {
            let (screen, findings) = LayoutReader.read(text: document, file: "imported.yaml")
            XCTAssertEqual(findings.map(\.message), [], document)
            XCTAssertFalse(try XCTUnwrap(screen).elements.isEmpty)
        }
        XCTAssertTrue(result.out.contains("Main.storyboard:16:37"), result.out)
        XCTAssertTrue(result.out.contains("key: \"tTl-ab-c01.text\""), result.out)
    }

    /// `--output-dir`: one YAML layout per screen, each element with its source text and the width the
    /// source language's pass solves for it as comments; `check` reads the folder back as it is.
    func testOutputDirWritesLayoutsCheckReadsBack() throws {
        let res = folder.appendingPathComponent("app/src/main/res")
        try FileManager.default.createDirectory(at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: res.appendingPathComponent("values-de"), withIntermediateDirectories: true)
        try "<resources><string name=\"title\">Download</string><string name=\"body\">New episodes</string></resources>"
            .write(to: res.appendingPathComponent("values/strings.xml"), atomically: true, encoding: .utf8)
        try "<resources><string name=\"title\">Herunterladen</string><string name=\"body\">Neue Folgen</string></resources>"
            .write(to: res.appendingPathComponent("values-de/strings.xml"), atomically: true, encoding: .utf8)
        try """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="wrap_content" android:orientation="vertical" android:padding="16dp">
            <TextView android:id="@+id/body" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:text="@string/body" />
        </LinearLayout>
        """.write(to: res.appendingPathComponent("layout/card.xml"), atomically: true, encoding: .utf8)

        let result = try run(["import", ".", "--output-dir", "imported"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "", "the layouts go to the folder")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("imported").path).sorted()
        XCTAssertEqual(files, ["card.yaml", "row.yaml"])
        let card = try String(contentsOf: folder.appendingPathComponent("imported/card.yaml"), encoding: .utf8)
        // match_parent in a 360dp screen with 16dp padding on each side: 360 − 32 = 328dp, whatever the text.
        XCTAssertTrue(card.contains("  #   en: “New episodes”\n"), card)
        XCTAssertTrue(card.contains("    # solved width (en, L, 360dp screen): 328dp"), card)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent("imported/\(file)"), encoding: .utf8)
            let (screen, findings) = LayoutReader.read(text: text, file: file)
            XCTAssertEqual(findings.map(\.message), [], text)
            XCTAssertFalse(try XCTUnwrap(screen).elements.isEmpty)
        }
        // check reads the folder as it is, with the app's catalogs.
        let check = try Run.layoutlint(["check", "imported", "app/src/main/res/values/strings.xml", "app/src/main/res/values-de/strings.xml",
                                        "--format", "json"], in: folder)
        let report = try Run.report(check)
        XCTAssertEqual(report.findings.filter { $0.rule == "invalid-input" }, [])
        XCTAssertEqual(report.summary.coverage?.keysLaidOut, 2, check.stderr)
    }
}
