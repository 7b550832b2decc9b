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
               sizeCategories: [String] = ["L"], manifest: String? = nil) throws -> LintReport {
        if let manifest {
            let url = folder.appendingPathComponent("app/src/main/AndroidManifest.xml")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manifest.write(to: url, atomically: true, encoding: .utf8)
        }
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
        var options = LintOptions(sourceLocale: "en", sizeCategories: sizeCategories, workers: 1)
        options.androidRTLSupport = project.androidRTLSupport
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

    /// An app whose manifest does not declare `android:supportsRtl="true"` (NewPipe's) mirrors nothing: its
    /// views' left/right settings look as they would with start/end, and the one problem is the app's, at the
    /// manifest's `<application>` (Android documentation: the attribute's default is false). A value whose
    /// paragraph starts left to right is still a problem of its own: text direction follows the text.
    func testAnAppWithoutRightToLeftLayoutsGetsOneFindingAtItsManifest() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/lopsided" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginLeft="8dp" android:layout_marginRight="24dp" android:text="@string/seconds" />
                <TextView android:id="@+id/brand" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/brand" />
            </LinearLayout>
            """
        let strings = ["values": ["seconds": "seconds", "brand": "NewPipe crashed"],
                       "values-ar": ["seconds": "ثوانٍ", "brand": "NewPipe تعطل."], "values-fa": ["seconds": "ثانیه", "brand": "خطا"]]
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application
                    android:label="@string/app_name">
                </application>
            </manifest>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: strings, manifest: manifest)
        let rtl = findings(report, "rtl-mirroring")
        XCTAssertEqual(rtl.map { "\($0.location.file):\($0.location.line) \($0.element ?? "-")" },
                       ["app/src/main/AndroidManifest.xml:3 -", "app/src/main/res/values-ar/strings.xml:2 brand"],
                       rtl.map(\.clangStyle).joined(separator: "\n"))
        let app = try XCTUnwrap(rtl.first { $0.element == nil })
        XCTAssertEqual(app.locales, ["ar", "fa"], "one finding for the app, listing its right-to-left locales")
        XCTAssertTrue(app.message.contains("no `android:supportsRtl=\"true\"`"), app.message)
        XCTAssertEqual(report.summary.coverage?.skipped[AndroidRTLSupport.notMirroringReason], 1)

        // Declared by the app module: every view's own settings are findings again.
        let declaring = manifest.replacingOccurrences(of: "<application", with: "<application android:supportsRtl=\"true\"")
        let mirrored = findings(try check(layouts: ["screen.xml": layout], strings: strings, manifest: declaring), "rtl-mirroring")
        XCTAssertEqual(Set(mirrored.compactMap(\.element)), ["lopsided", "brand"], mirrored.map(\.message).joined(separator: "\n"))
    }

    /// Fossify Calendar's layouts name `@string/monday_letter`, `@string/january` from its Commons library
    /// (a Gradle dependency): no catalog of the app has them, and aapt2 fails a build whose layout references
    /// a string nothing defines, so they are the library's: counted in the coverage, not `missing-key`.
    func testAnAndroidStringFromALibraryIsCoverageNotMissingKey() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/day" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/monday_letter" />
                <TextView android:id="@+id/own" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/title" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["title": "Calendar"], "values-de": ["title": "Kalender"]])
        XCTAssertEqual(findings(report, "missing-key"), [])
        XCTAssertEqual(report.summary.coverage?.skipped[Coverage.libraryStringReason], 1, "\(report.summary.coverage?.skipped ?? [:])")
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 1)
    }

    /// The manifests of an app's modules merge: one `true` (the app module's) makes the app mirror, a `false`
    /// anywhere does not, a resource reference decides nothing, and without any `<application>` nothing is known.
    func testTheManifestsSayWhetherTheAppMirrors() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rtl-manifests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ files: [String: String]) throws -> [String] {
            try? FileManager.default.removeItem(at: root)
            return try files.map { path, text in
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                return url.path
            }
        }
        func manifest(_ attribute: String) -> String {
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application \(attribute)/></manifest>"
        }
        XCTAssertEqual(AndroidRTLSupport.read(try write(["app/AndroidManifest.xml": manifest("android:supportsRtl=\"true\""),
                                                         "lib/AndroidManifest.xml": manifest("")]))?.supported, true)
        XCTAssertEqual(AndroidRTLSupport.read(try write(["app/AndroidManifest.xml": manifest("")]))?.supported, false)
        XCTAssertEqual(AndroidRTLSupport.read(try write(["app/AndroidManifest.xml": manifest("android:supportsRtl=\"true\""),
                                                         "lib/AndroidManifest.xml": manifest("android:supportsRtl=\"false\"")]))?.supported, false)
        XCTAssertNil(AndroidRTLSupport.read(try write(["app/AndroidManifest.xml": manifest("android:supportsRtl=\"@bool/rtl\"")])))
        XCTAssertNil(AndroidRTLSupport.read(try write(["app/AndroidManifest.xml": "<manifest/>", "x/AndroidManifest.xml": "not xml <"])))
        XCTAssertNil(AndroidRTLSupport.read(try write(["a/build.gradle": "android {}"])))
    }

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
        XCTAssertEqual(rtl.first?.message, "`insets.left: 8` does not mirror: in ar the inset stays on the left side")
        XCTAssertEqual(rtl.first { $0.element == "spinner" }?.message,
                       "`placement: right` does not mirror: in ar `spinner` stays on the right while the screen reads from the right")
        // Right alignment starts where a right-to-left reader starts: only its side against its neighbours
        // changes, a warning (left alignment, an error, puts the start of the text at the reader's end).
        XCTAssertEqual(rtl.first { $0.element == "codeText" }?.message,
                       "`alignment: right` does not mirror: in ar its content stays on the right, the side the reading starts from, instead of the trailing (left) side it keeps in the source")
        XCTAssertEqual(rtl.first { $0.element == "codeText" }?.severity, .warning)
    }

    /// `tools:ignore="rtl-mirroring"` on a view without text (or on its group) keeps its declarations quiet.
    func testToolsIgnoreSilencesAViewWithoutText() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <ProgressBar android:id="@+id/quiet" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_gravity="right" tools:ignore="RtlHardcoded,rtl-mirroring" />
                <ProgressBar android:id="@+id/loud" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_gravity="right" />
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/title" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["title": "Subscriptions"], "values-ar": ["title": "الاشتراكات"]])
        XCTAssertEqual(findings(report, "rtl-mirroring").map(\.element), ["loud"])
    }

    /// A wrap_content label that fits its line grows with its text: no headroom note for it, while the same
    /// text in a fixed box gets one; nor does a one-line field the screen's width sizes (not sized to its text).
    func testAContentSizedLabelHasNoHeadroomNote() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="100dp" android:layout_height="wrap_content" android:orientation="vertical">
                <EditText android:id="@+id/field" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:lines="1" android:maxLines="1" android:hint="@string/presets" />
                <TextView android:id="@+id/hugging" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/presets" />
                <TextView android:id="@+id/fixed" android:layout_width="80dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/presets" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["presets": "Presets"]])
        XCTAssertEqual(findings(report, "expansion-headroom").map(\.element), ["fixed"])
    }

    // MARK: boxes the model cannot stand behind

    /// A `0dp` height is the share of a weight or the space between constraint anchors, not a height: Thai
    /// in it is no vertical clipping and no "height must be positive" invalid-input.
    func testAZeroHeightIsNotAFixedHeight() throws {
        let layout = """
            <androidx.constraintlayout.widget.ConstraintLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/message" android:layout_width="0dp" android:layout_height="0dp"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
                    app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent"
                    android:text="@string/message" />
            </androidx.constraintlayout.widget.ConstraintLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["message": "Nothing here"], "values-th": ["message": "ไม่มีอะไรที่นี่เลย"]])
        XCTAssertEqual(report.findings.filter { $0.rule != "untranslated" }.map(\.message), [])
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 1)
    }

    /// A German label that takes the whole row leaves its wrap_content neighbour no width: a skip for that
    /// locale with the reason, never an invalid-input finding against the catalog.
    func testANeighbourSqueezingALabelToNothingIsASkipNotInvalidInput() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/label" />
                <TextView android:id="@+id/value" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/value" />
            </LinearLayout>
            """
        let long = String(repeating: "Herunterladen ", count: 8)
        let report = try check(layouts: ["screen.xml": layout], strings: ["values": ["label": "Download", "value": "On"], "values-de": ["label": long, "value": "An"]])
        XCTAssertEqual(findings(report, "invalid-input").map(\.message), [])
        XCTAssertEqual(report.summary.coverage?.skipped[AndroidMeasurePass.squeezedReason], nil, "the element is checked in en, so it counts as checked")
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 2)
    }

    /// The self-check: a 60dp one-line label whose English text already overflows is a view the model does
    /// not place as designed (or one that ellipsizes by design): none of its locales is reported, and the
    /// coverage says why; its neighbour, whose English fits and German does not, is reported.
    func testAViewWhoseSourceTextDoesNotFitIsSkippedInEveryLocale() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/misfit" android:layout_width="60dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/all" />
                <TextView android:id="@+id/fits" android:layout_width="60dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/save" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: [
            "values": ["all": "Download all episodes now", "save": "Save"],
            "values-de": ["all": "Alle Folgen jetzt herunterladen", "save": "Speichern unter einem neuen Namen"],
        ])
        XCTAssertEqual(findings(report, "truncation").map { "\($0.element ?? "") \($0.locale ?? "")" }, ["fits de"])
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.skipped[ContainerBoxes.sourceMisfitReason], 1)
        XCTAssertEqual(coverage.uiElementsChecked, 1)
    }

    /// At a larger font scale the source may not fit either: that scale is not checked for the view in any
    /// locale (a translation failing there fails as the source does), while the default scale is.
    func testAFontScaleWhereTheSourceDoesNotFitIsNotChecked() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/save" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                    android:text="@string/save" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: [
            "values": ["save": "Save changes"], "values-de": ["save": "Änderungen speichern"],
        ], sizeCategories: ["L", "AX5"])
        let truncations = findings(report, "truncation")
        XCTAssertEqual(truncations.map { "\($0.locale ?? "") \($0.sizeCategories ?? [])" }, ["de [\"L\"]"], "\(truncations.map(\.message))")
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 1)
    }

    // MARK: auto-size text

    /// `autoSizeTextType="uniform"` shrinks a one-line text down to `autoSizeMinTextSize` before it
    /// truncates: the German that fits at 10sp is no finding (it is without auto-size), the one that does
    /// not fit even there is, drawn at 10sp ("auto-size stops at 10sp").
    func testAutoSizeTextShrinksToItsMinimumBeforeItTruncates() throws {
        let layout = """
            <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/sized" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                    android:textSize="16sp" app:autoSizeTextType="uniform" app:autoSizeMinTextSize="10sp" android:text="@string/settings" />
                <TextView android:id="@+id/plain" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                    android:textSize="16sp" android:text="@string/settings" />
                <TextView android:id="@+id/long" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                    android:textSize="16sp" app:autoSizeTextType="uniform" app:autoSizeMinTextSize="10sp" android:text="@string/long" />
            </LinearLayout>
            """
        let report = try check(layouts: ["screen.xml": layout], strings: [
            "values": ["settings": "Settings", "long": "Privacy"],
            "values-de": ["settings": "Einstellungen ändern", "long": "Datenschutzerklärung und Nutzungsbedingungen"],
        ])
        // The plain label's finding is the evidence that "Einstellungen ändern" needs more than its 100dp at 16sp;
        // the auto-sized one fits once shrunk (its needed width scales with the size, 10/16 of it).
        let truncations = findings(report, "truncation")
        let plain = try XCTUnwrap(truncations.first { $0.element == "plain" }, "\(truncations.map(\.message))")
        XCTAssertLessThan((plain.measurements?["neededWidth"] ?? 0) * 10 / 16, 100)
        XCTAssertEqual(truncations.compactMap(\.element).sorted(), ["long", "plain"], "\(truncations.map(\.message))")
        let long = try XCTUnwrap(truncations.first { $0.element == "long" })
        XCTAssertEqual(long.measurements?["effectiveSize"] ?? 0, 10, accuracy: 1e-9)
        XCTAssertTrue(long.message.hasSuffix("; auto-size stops at 10sp"), long.message)
    }
}
