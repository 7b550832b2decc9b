import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import LayoutLint

/// Issue 22, the Android importer's rows: generated apps that used to be cut off silently, take quadratic
/// time, or get the wrong message. Growth is measured as time at 4n ÷ time at n on the importer (and its
/// measure pass) alone, best of three: linear work gives about 4; the quadratic paths gave 14 to 16.
extension HostileInputTests {
    private static let layoutHeader = #"<?xml version="1.0" encoding="utf-8"?>"#
    private static let layoutNamespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#

    /// Writes `res/<path>` files of one app into a new folder and imports it.
    private func importAndroidApp(_ files: [String: String]) throws -> ImportResult {
        let folder = try temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent("app/src/main/res").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let folders = AndroidLayoutImporter.resourceFolders(under: folder.path)
        return AndroidLayoutImporter.read(resourceFolders: folders, settings: AndroidImportSettings(screenWidths: [360])) { path in
            path.hasPrefix(folder.path + "/") ? String(path.dropFirst(folder.path.count + 1)) : path
        }
    }

    /// Imports the app `make(n)` writes and runs every screen's measure pass (texts 10dp wide per element).
    private func importAndMeasure(_ files: [String: String]) throws -> ImportResult {
        let result = try importAndroidApp(files)
        for screen in result.screens {
            let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 360) { _, _ in
                TextMeasurement(naturalWidth: 10, width: 10, height: 20, lineCount: 1)
            }
            _ = screen.container?.layout.resolve(query)
        }
        return result
    }

    /// The most a linear importer's time may grow from n to 4n: linear work grows 4×, quadratic 16×; 8 is their
    /// geometric mean, so CPU-time noise (6× seen for linear work while another build shared the two cores) does
    /// not fail the test while a quadratic step still does.
    static let linearGrowthLimit = 8.0

    /// Time at 4n ÷ time at n of importing and measuring the app `make` writes, best of three each.
    private func growth(n: Int, _ make: (Int) -> [String: String]) throws -> Double {
        var times: [Double] = []
        for size in [n, 4 * n] {
            let files = make(size)
            var best = Double.infinity
            // CPU time of this process, not wall time: the ratio is the importer's work, whatever else the
            // machine runs (best of three against cache and allocator noise).
            for _ in 0..<3 {
                let start = Self.processCPUTime()
                _ = try importAndMeasure(files)
                best = min(best, Self.processCPUTime() - start)
            }
            times.append(best)
        }
        print("growth at n = \(n): \(times[0]) s → \(times[1]) s")
        return times[1] / times[0]
    }

    /// Seconds of CPU this process has used, every thread (`CLOCK_PROCESS_CPUTIME_ID`).
    private static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func verticalLayout(_ views: String) -> String {
        "\(layoutHeader)\n<LinearLayout \(layoutNamespaces) android:layout_width=\"match_parent\" android:layout_height=\"wrap_content\" android:orientation=\"vertical\">\n\(views)</LinearLayout>\n"
    }

    func testRepeatedAndroidIDsTakeLinearTime() throws {
        let ratio = try growth(n: 600) { n in
            ["layout/screen.xml": Self.verticalLayout(String(repeating:
                "<TextView android:id=\"@+id/same\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"@string/title\"/>\n",
                count: n))]
        }
        XCTAssertLessThan(ratio, Self.linearGrowthLimit, "4n repeated ids took \(ratio)× the time of n")
        let result = try importAndroidApp(["layout/screen.xml": Self.verticalLayout(String(repeating:
            "<TextView android:id=\"@+id/same\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"@string/title\"/>\n",
            count: 3))])
        XCTAssertEqual(result.screens.first?.elements.map(\.id), ["same", "same#2", "same#3"])
    }

    func testViewsWithoutAnIDOnOneLineTakeLinearTime() throws {
        let ratio = try growth(n: 600) { n in
            ["layout/screen.xml": Self.verticalLayout(String(repeating:
                "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"@string/title\"/>",
                count: n) + "\n")]
        }
        XCTAssertLessThan(ratio, Self.linearGrowthLimit, "4n views without an id took \(ratio)× the time of n")
    }

    func testAReverseConstraintAnchorChainTakesLinearTime() throws {
        // View i starts at the end of view i + 1, declared before it: each view's anchor is placed after it.
        func chain(_ n: Int) -> [String: String] {
            var views = ""
            for index in 0..<n {
                let anchor = index == n - 1 ? #"app:layout_constraintStart_toStartOf="parent""# : "app:layout_constraintStart_toEndOf=\"@id/v\(index + 1)\""
                views += "<TextView android:id=\"@+id/v\(index)\" android:layout_width=\"1dp\" android:layout_height=\"wrap_content\" \(anchor) android:text=\"@string/title\"/>\n"
            }
            return ["layout/screen.xml": "\(Self.layoutHeader)\n<androidx.constraintlayout.widget.ConstraintLayout \(Self.layoutNamespaces) android:layout_width=\"match_parent\" android:layout_height=\"wrap_content\">\n\(views)</androidx.constraintlayout.widget.ConstraintLayout>\n"]
        }
        let ratio = try growth(n: 300, chain)
        XCTAssertLessThan(ratio, Self.linearGrowthLimit, "a 4n reverse chain took \(ratio)× the time of n")
        // And it is placed: the last view declared sits at the start, each earlier one 1dp further.
        let result = try importAndroidApp(chain(3))
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 360) { _, _ in
            TextMeasurement(naturalWidth: 10, width: 10, height: 20, lineCount: 1)
        }
        let resolution = try XCTUnwrap(result.screens.first?.container).layout.resolve(query)
        XCTAssertEqual(resolution.boxes.keys.sorted(), ["v0", "v1", "v2"])
        XCTAssertEqual(resolution.skipped, [:])
    }

    func testThemesTimesThemeAttributesTakeLinearTime() throws {
        let ratio = try growth(n: 300) { n in
            var themes = "<resources>\n"
            var views = ""
            for index in 0..<n {
                themes += "<style name=\"Theme.App\(index)\" parent=\"Theme.Material3.DayNight\"><item name=\"pad\(index)\">\(index % 7)dp</item></style>\n"
                views += "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:paddingStart=\"?attr/pad\(index)\" android:text=\"@string/title\"/>\n"
            }
            return ["values/themes.xml": themes + "</resources>\n", "layout/screen.xml": Self.verticalLayout(views)]
        }
        XCTAssertLessThan(ratio, Self.linearGrowthLimit, "4n themes and ?attr references took \(ratio)× the time of n")
    }

    func testTheViewLimitIsReportedAndTheRestCountedAsSkipped() throws {
        let limit = ScreenBuilder.maximumViews
        let extra = 7
        // The root, `limit - 1` plain views, then `extra` text views past the limit.
        let views = String(repeating: "<View android:layout_width=\"1dp\" android:layout_height=\"1dp\"/>\n", count: limit - 1)
            + String(repeating: "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"@string/title\"/>\n", count: extra)
        let result = try importAndroidApp(["layout/big.xml": Self.verticalLayout(views)])
        XCTAssertEqual(result.findings.map(\.message),
                       ["layout has more than \(limit) views; layoutlint reads layouts up to \(limit) views (the \(extra) text views after them are not checked)"])
        XCTAssertEqual(result.findings.first?.location.line, limit + 2, "at the first view past the limit")
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.elements.count, 0)
        XCTAssertEqual(screen.skipped.count, extra)
        XCTAssertEqual(Set(screen.skipped.map(\.reason)), ["after the layout's first \(limit) views (the most layoutlint reads in one layout)"])
    }

    func testAnIncludeDepthLimitIsNotReportedAsIncludingItself() throws {
        // a0 includes a1 includes … a19: no layout includes itself; the chain is deeper than the limit.
        var files: [String: String] = [:]
        let depth = ScreenBuilder.maximumIncludeDepth + 3
        for index in 0..<depth {
            let child = index + 1 < depth ? "<include layout=\"@layout/a\(index + 1)\"/>" : "<TextView android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"@string/title\"/>"
            files["layout/a\(index).xml"] = Self.verticalLayout(child + "\n")
        }
        let result = try importAndroidApp(files)
        let messages = Set(result.findings.map(\.message))
        XCTAssertFalse(messages.contains { $0.contains("includes itself") }, "\(messages)")
        XCTAssertTrue(messages.contains("<include> of @layout/a\(ScreenBuilder.maximumIncludeDepth) nests includes \(ScreenBuilder.maximumIncludeDepth) deep; layoutlint follows includes up to \(ScreenBuilder.maximumIncludeDepth - 1) deep (the included views are not checked)"),
                      "\(messages)")
        // A real loop still says so, with the loop.
        let loop = try importAndroidApp(["layout/a.xml": Self.verticalLayout("<include layout=\"@layout/b\"/>\n"),
                                         "layout/b.xml": Self.verticalLayout("<include layout=\"@layout/a\"/>\n")])
        XCTAssertTrue(loop.findings.map(\.message).contains("<include> of @layout/a includes itself (@layout/a → @layout/b → @layout/a)"),
                      "\(loop.findings.map(\.message))")
    }

    func testAStyleCycleIsReportedAsACycleNotAsAStyleMissingFromTheApp() throws {
        let result = try importAndroidApp([
            "values/styles.xml": """
                <resources>
                    <style name="Label" parent="Caption"><item name="android:textSize">14sp</item></style>
                    <style name="Caption" parent="Label"><item name="android:textColor">#000</item></style>
                </resources>
                """,
            "layout/screen.xml": Self.verticalLayout("""
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:textAppearance="@style/Label" android:text="@string/a"/>
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Caption" android:text="@string/b"/>

                """),
        ])
        XCTAssertEqual(result.findings.map(\.message), ["style Caption is its own ancestor (Caption → Label → Caption): Android cannot resolve its attributes"])
        XCTAssertEqual(result.findings.first?.location.description, "app/src/main/res/values/styles.xml:3:5")
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.elements.count, 0)
        XCTAssertEqual(screen.skipped.map(\.reason), ["style Label is its own ancestor (its parent chain loops)",
                                                      "style Caption is its own ancestor (its parent chain loops)"])
        XCTAssertFalse(screen.skipped.contains { $0.reason.contains("not in the app") })
    }

    /// `@android:style/Widget.Button` is the framework's style (aapt2 resolves a reference with a package in
    /// that package): an app style named `Widget.Button` whose parent it is derives from the framework, it is
    /// not its own ancestor; its views are laid out.
    func testAnAppStyleNamedAfterItsFrameworkParentIsNoCycle() throws {
        let result = try importAndroidApp([
            "values/styles.xml": """
                <resources>
                    <style name="Widget.Button" parent="@android:style/Widget.Button"><item name="android:textColor">#fff</item></style>
                    <style name="Widget.Button.Toggle" parent="android:style/Widget.Button.Toggle"/>
                </resources>
                """,
            "layout/screen.xml": Self.verticalLayout("""
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Widget.Button" android:text="@string/a"/>

                """),
        ])
        XCTAssertEqual(result.findings.map(\.message), [])
        // The framework's `Widget.Button` is what the chain ends in (its paddings are not in the defaults table).
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.skipped.map(\.reason), ["style Widget.Button (a library style not in the defaults table: its paddings are not known)"])
    }

    /// AppCompat's `Widget.AppCompat.TextView` is the platform's `Widget.TextView` with nothing added (androidx
    /// appcompat `styles_base.xml`: `Base.Widget.AppCompat.TextView` parent `android:Widget.TextView`): a view
    /// styled with it, directly or through the app's own style, is laid out with the TextView's defaults (14sp
    /// `textAppearanceSmall`) and the app's own attributes on top. A library style not in the table still skips.
    func testAppCompatTextViewStyleIsThePlatformTextView() throws {
        let result = try importAndroidApp([
            "values/styles.xml": """
                <resources>
                    <style name="Body" parent="Widget.AppCompat.TextView"><item name="android:textSize">18sp</item></style>
                </resources>
                """,
            "layout/screen.xml": Self.verticalLayout("""
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Body" android:text="@string/a"/>
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Widget.AppCompat.TextView" android:text="@string/a"/>
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Widget.AppCompat.Light.SearchView" android:text="@string/a"/>

                """),
        ])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.elements.map(\.size), [18, 14])
        XCTAssertEqual(screen.skipped.map(\.reason), ["style Widget.AppCompat.Light.SearchView (a library style not in the defaults table: its paddings are not known)"])
    }

    /// AppCompat's button and edit text styles are the platform's on API 21+ (appcompat `values-v21/styles_base.xml`):
    /// 12dp of padding each side (the 4dp inset and 8dp padding of `btn_default_mtrl_shape`, which the borderless
    /// ripple masks with), minWidth 88dp (`.Small` 48dp), `TextAppearance.Material.Button` (14sp, all caps). The
    /// expected widths are those AOSP values added to the text's width; a framework parent reaches the table too.
    func testAppCompatAndPlatformButtonStylesAreTheMaterialButton() throws {
        let result = try importAndroidApp([
            "values/styles.xml": """
                <resources>
                    <style name="Action" parent="android:Widget.Material.Button.Borderless.Colored"><item name="android:textSize">16sp</item></style>
                </resources>
                """,
            "layout/screen.xml": Self.verticalLayout("""
                <Button android:id="@+id/borderless" android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Widget.AppCompat.Button.Borderless" android:text="@string/a"/>
                <Button android:id="@+id/small" android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Widget.AppCompat.Button.Small" android:text="@string/a"/>
                <TextView android:id="@+id/action" android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Action" android:text="@string/a"/>
                <EditText android:id="@+id/field" android:layout_width="wrap_content" android:layout_height="wrap_content" style="@style/Widget.AppCompat.EditText" android:text="@string/a"/>
                <Button android:id="@+id/wide" android:layout_width="match_parent" android:layout_height="wrap_content" style="@style/Widget.AppCompat.Button.Colored" android:text="@string/a"/>

                """),
        ])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.skipped.map(\.reason), [])
        XCTAssertEqual(screen.elements.map(\.id), ["borderless", "small", "action", "field", "wide"])
        XCTAssertEqual(screen.elements.map(\.size), [14, 14, 16, 18, 14])
        func widths(_ natural: Double) -> [String: Double] {
            let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 360) { _, _ in
                TextMeasurement(naturalWidth: natural, width: natural, height: 20, lineCount: 1)
            }
            return screen.container!.layout.resolve(query).boxes.mapValues(\.width)
        }
        // The text's box: a short text gets the minimum width less the padding; a full-width button the screen
        // less the padding.
        let short = widths(10)
        XCTAssertEqual(short["borderless"], 88 - 2 * 12)
        XCTAssertEqual(short["small"], 48 - 2 * 12)
        XCTAssertEqual(short["action"], 88 - 2 * 12)
        XCTAssertEqual(short["wide"], 360 - 2 * 12)
    }

    /// Auto-size bounds at the edges of a Double and a preset array of thousands of items: skips with the
    /// reason or a bounded shrink, never a crash, an endless step loop or an invalid size.
    func testHostileAutoSizeValuesAreBoundedOrSkipped() throws {
        let items = (1...5_000).map { "<item>\($0 % 97 + 1)sp</item>" }.joined()
        let views = """
            <TextView android:id="@+id/huge" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                app:autoSizeTextType="uniform" app:autoSizeMinTextSize="1e300sp" app:autoSizeMaxTextSize="1e308sp" android:text="@string/a" />
            <TextView android:id="@+id/fine" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                app:autoSizeTextType="uniform" app:autoSizeStepGranularity="1e-300sp" android:text="@string/a" />
            <TextView android:id="@+id/many" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                app:autoSizeTextType="uniform" app:autoSizePresetSizes="@array/many" android:text="@string/a" />
            <TextView android:id="@+id/inverted" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1"
                app:autoSizeTextType="uniform" app:autoSizeMinTextSize="30sp" app:autoSizeMaxTextSize="20sp" android:text="@string/a" />

            """
        let result = try importAndroidApp([
            "values/arrays.xml": "<resources><array name=\"many\">\(items)</array></resources>",
            "layout/sizes.xml": Self.verticalLayout(views),
        ])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.elements.map(\.id), ["many"])
        XCTAssertEqual(screen.elements.first?.autoShrink?.sizes?.count, 97, "at most 1,000 items read, 97 distinct sizes")
        XCTAssertEqual(Set(screen.skipped.map(\.id)), ["huge", "fine", "inverted"])
        XCTAssertEqual(result.findings, [])
    }
}
