import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// Issue 19, Android as Android draws it: small apps written to a temporary folder and checked end to end
/// with the real fonts (`layoutlint check` on the folder), each about one thing the platform does that a
/// finding must respect.
final class AndroidDrawingTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let header = #"<?xml version="1.0" encoding="utf-8"?>"#
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools""#

    /// `res/<path>` files; `strings` maps a values folder (`values`, `values-de`) to its strings.
    func check(layouts: [String: String], strings: [String: [String: String]], extra: [String: String] = [:],
               sizeCategories: [String] = ["L"]) throws -> LintReport {
        var files = extra
        for (path, text) in layouts { files["layout/\(path)"] = Self.header + "\n" + text }
        for (values, pairs) in strings {
            let body = pairs.sorted { $0.key < $1.key }.map { "    <string name=\"\($0.key)\">\($0.value)</string>" }.joined(separator: "\n")
            files["\(values)/strings.xml"] = "<resources>\n\(body)\n</resources>\n"
        }
        for (path, text) in files {
            let url = folder.appendingPathComponent("app/src/main/res").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil)
        let options = LintOptions(sourceLocale: "en", sizeCategories: sizeCategories, workers: 1)
        return Linter(typesetter: LinterTests.typesetter, options: options).lint(project.read())
    }

    func findings(_ report: LintReport, _ rule: String) -> [Finding] { report.findings.filter { $0.rule == rule } }

    // MARK: includeFontPadding

    /// Vietnamese capitals stack their marks above the cap height: in Roboto's line box (hhea ascent 1900
    /// of 2048) "ĐỔI" at 14sp has ink about 0.8dp above it, but a TextView includes the font padding
    /// (Roboto's head yMax 2163): the block reaches 1.8dp higher and the marks stay inside its box.
    func testFontPaddingKeepsStackedVietnameseCapitalsInsideAWrapContentTextView() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/padded" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/change" />
                <TextView android:id="@+id/unpadded" android:layout_width="wrap_content" android:layout_height="wrap_content" android:includeFontPadding="false" android:text="@string/change" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["change": "CHANGE"], "values-vi": ["change": "THAY ĐỔI"]])
        let clipping = findings(report, "vertical-clipping")
        XCTAssertEqual(clipping.map(\.element), ["unpadded"], "\(clipping.map(\.message))")
        XCTAssertEqual(clipping.first?.locale, "vi")
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.uiElementsChecked, 2)
    }

    // MARK: right to left

    /// What Android mirrors and what it leaves: `start`/`end` mirror; `left`/`right` stay, which shows only
    /// where the two sides differ, where a gravity has room to move something, and where the parent
    /// honours a `layout_gravity`. Views whose text is set in code, and views without text, are checked too.
    func testOnlyDeclarationsThatShowUnmirroredAreRTLFindings() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/symmetric" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:layout_marginLeft="24dp" android:layout_marginRight="24dp" android:text="@string/intro" />
                <TextView android:id="@+id/paired" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginStart="16dp" android:layout_marginLeft="16dp" android:text="@string/intro" />
                <TextView android:id="@+id/lopsided" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginLeft="8dp" android:layout_marginRight="24dp" android:text="@string/seconds" />
                <TextView android:id="@+id/hugging" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:gravity="left" android:text="@string/seconds" />
                <TextView android:id="@+id/wide" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:gravity="left" android:text="@string/seconds" />
                <TextView android:id="@+id/codeText" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:gravity="right" />
                <ProgressBar android:id="@+id/spinner" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:visibility="gone" android:layout_gravity="right" />
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                    <ProgressBar android:id="@+id/inRow" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:layout_gravity="right" />
                    <com.google.android.material.chip.ChipGroup android:id="@+id/chips" android:layout_width="wrap_content"
                        android:layout_height="wrap_content" android:layout_marginLeft="10dp" android:layout_marginRight="0dp" />
                </LinearLayout>
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: [
            "values": ["intro": "Skip the intro", "seconds": "seconds"],
            "values-ar": ["intro": "تخطي المقدمة", "seconds": "ثوانٍ"],
        ])
        let rtl = findings(report, "rtl-mirroring")
        XCTAssertTrue(rtl.allSatisfy { $0.locale == "ar" })
        // Findings stand at the attribute's line: 8 lopsided's marginLeft, 12 wide's gravity, 14 codeText's
        // gravity, 16 spinner's layout_gravity, 21 chips' marginLeft (the XML header is line 1).
        XCTAssertEqual(rtl.map(\.element), ["lopsided", "wide", "codeText", "spinner", "chips"], "\(rtl.map(\.message))")
        XCTAssertEqual(rtl.map(\.location.line), [8, 12, 14, 16, 21])
        XCTAssertEqual(rtl.first?.message, "`insets.left: 8` does not mirror: in ar the padding stays on the left side")
        XCTAssertEqual(rtl.first { $0.element == "spinner" }?.message,
                       "`placement: right` does not mirror: in ar `spinner` stays on the right while the screen reads from the right")
        XCTAssertEqual(rtl.first { $0.element == "codeText" }?.message,
                       "`alignment: right` does not mirror: in ar its content stays on the right while the screen reads from the right")
    }

    /// A wrap_content label that fits its line grows with its text: no headroom note for it, while the same
    /// text in a fixed box gets one.
    func testAContentSizedLabelHasNoHeadroomNote() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/hugging" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/presets" />
                <TextView android:id="@+id/fixed" android:layout_width="80dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/presets" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["presets": "Presets"]])
        XCTAssertEqual(findings(report, "expansion-headroom").map(\.element), ["fixed"])
    }
}
