import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The Android layout importer and its per-locale measure pass, on small hand-made apps written to a
/// temporary folder. Each expected width is derived by hand in the test from Android's measure rules
/// (cited in `AndroidMeasurePass`) and the natural text widths the fake measurement gives: a text's
/// wrap_content width is `ceil(natural) + paddings`.
final class AndroidImporterTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let header = """
    <?xml version="1.0" encoding="utf-8"?>
    """
    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools""#

    /// Writes `res/<path>` files and imports the app.
    func importApp(_ files: [String: String], settings: AndroidImportSettings = AndroidImportSettings()) throws -> ImportResult {
        for (path, text) in files {
            let url = folder.appendingPathComponent("app/src/main/res").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let folders = AndroidLayoutImporter.resourceFolders(under: folder.path)
        XCTAssertEqual(folders.count, 1)
        return AndroidLayoutImporter.read(resourceFolders: folders, settings: settings) { path in
            path.hasPrefix(self.folder.path + "/") ? String(path.dropFirst(self.folder.path.count + 1)) : path
        }
    }

    /// Runs the screen's container pass with natural text widths per element id.
    func resolve(_ screen: LayoutScreen, width: Double = 360, natural: [String: Double]) -> ContainerResolution {
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            natural[id].map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
        return screen.container!.layout.resolve(query)
    }

    func screen(_ result: ImportResult, _ name: String) -> LayoutScreen {
        result.screens.first { $0.name == name }!
    }

    // MARK: Library modules

    /// Gradle merges a library module's resources into the app that depends on it (developer.android.com/studio/
    /// projects/android-library): a theme in a `core/designsystem` module that holds no layouts is the app's theme.
    /// Here it is Material 3, so `<CheckBox>` inflates as a `MaterialCheckBox` (MaterialComponentsViewInflater)
    /// whose 32dp glyph the defaults table holds: the text gets 360 − 32 = 328dp. Read without that module the
    /// theme is unknown and the box's glyph is not decided.
    func testLibraryModuleThemeStylesTheAppsLayouts() throws {
        let files = [
            "app/src/main/res/layout/row.xml": """
                \(header)
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                    <CheckBox android:id="@+id/box" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:text="@string/box"/>
                </LinearLayout>
                """,
            "core/designsystem/src/main/res/values/themes.xml":
                #"<resources><style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"/></resources>"#,
            "core/designsystem/src/main/res/drawable/unused.txt": "",
            "core/model/src/main/res/raw/data.json": "{}",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let relative = { (path: String) in path.hasPrefix(self.folder.path + "/") ? String(path.dropFirst(self.folder.path.count + 1)) : path }
        let folders = AndroidLayoutImporter.resourceFolders(under: folder.path)
        // core/model's res/ holds neither layouts nor values, menus or XML.
        XCTAssertEqual(folders.map(relative), ["app/src/main/res", "core/designsystem/src/main/res"])
        let merged = AndroidLayoutImporter.read(resourceFolders: folders, settings: AndroidImportSettings())
        let resolution = resolve(screen(merged, "row"), natural: ["box": 900])
        XCTAssertEqual(resolution.boxes["box"]?.width ?? -1, 328, accuracy: 1e-9)

        let alone = AndroidLayoutImporter.read(resourceFolders: [folders[0]], settings: AndroidImportSettings())
        XCTAssertEqual(resolve(screen(alone, "row"), natural: ["box": 900]).skipped["box"], "the button drawable of <CheckBox> (not in the defaults table)")

        // A project whose res/ folders hold no layout is no layout project: nothing to import.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("app"))
        XCTAssertEqual(AndroidLayoutImporter.resourceFolders(under: folder.path), [])
    }

    /// A view's `style` that names a theme attribute is the style the app's theme gives it (AOSP
    /// `AttributeResolution.cpp` `ApplyStyle`), read from the app's themes, then the library family they extend
    /// (`AndroidTextModel.libraryThemeStyleAttributes`). Golden numbers from the cited theme files:
    /// `?android:textAppearanceMedium` → `TextAppearance.Material.Medium` (18sp, AOSP `themes_material.xml`);
    /// `?android:attr/borderlessButtonStyle` → `Widget.Material.Button.Borderless` (12dp a side, minWidth 88);
    /// AppCompat's own `?attr/borderlessButtonStyle` → `?android:borderlessButtonStyle` (appcompat values-v21).
    func testStyleNamingAThemeAttributeIsTheThemesStyle() throws {
        func layout(_ style: String) -> String {
            """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    style="?android:textAppearanceMedium" android:text="@string/label" />
                <Button android:id="@+id/action" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    style="\(style)" android:text="@string/action" />
            </LinearLayout>
            """
        }
        let appCompat = try importApp([
            "layout/row.xml": layout("?android:attr/borderlessButtonStyle"),
            "layout/other.xml": layout("?attr/borderlessButtonStyle").replacingOccurrences(of: "?android:textAppearanceMedium", with: "?attr/captionStyle"),
            "layout/body.xml": layout("?android:attr/borderlessButtonStyle").replacingOccurrences(of: "?android:textAppearanceMedium", with: "@style/Body"),
            "values/themes.xml": #"<resources><style name="AppTheme" parent="Theme.AppCompat.Light.NoActionBar"/></resources>"#,
            // A parent written without `@style/`: aapt2 reads `android:TextAppearance.Medium` as the platform's style.
            "values/styles.xml": #"<resources><style name="Body" parent="android:TextAppearance.Medium"/></resources>"#,
        ])
        let row = screen(appCompat, "row")
        XCTAssertEqual(row.skipped.map(\.reason), [])
        XCTAssertEqual(row.element("label")?.size, 18)
        let body = screen(appCompat, "body")
        XCTAssertEqual(body.skipped.map(\.reason), [])
        XCTAssertEqual(body.element("label")?.size, 18, "TextAppearance.Medium, 18sp")
        XCTAssertEqual(row.element("action")?.textTransform, .uppercase, "TextAppearance.Material.Button: all caps")
        // Borderless: 8dp padding + 4dp inset a side, minWidth 88: a 40.1 label → 88, its text box 88 − 24 = 64.
        XCTAssertEqual(resolve(row, natural: ["label": 10, "action": 40.1]).boxes["action"]?.width, 64)
        let other = screen(appCompat, "other")
        XCTAssertEqual(resolve(other, natural: ["label": 10, "action": 40.1]).boxes["action"]?.width, 64,
                       "AppCompat's borderlessButtonStyle is the platform's on API 21+")
        // An attribute neither the app's theme nor the table sets stays undecided, with its reason.
        XCTAssertEqual(other.skipped.map(\.reason), ["style ?attr/captionStyle (a library style not in the defaults table: its paddings are not known)"])

        // Material 3: the outlined button style is Widget.Material3.Button.OutlinedButton (24dp a side, no minimum
        // width in the table); an app theme that sets the attribute itself wins.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("app"))
        let material = try importApp([
            "layout/row.xml": layout("?attr/materialButtonOutlinedStyle"),
            "layout/own.xml": layout("?attr/borderlessButtonStyle"),
            "layout/platform.xml": layout("?android:attr/borderlessButtonStyle"),
            "values/themes.xml": """
                <resources><style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="borderlessButtonStyle">@style/Widget.App.Text</item></style>
                <style name="Widget.App.Text" parent="Widget.Material3.Button.TextButton"><item name="android:paddingStart">2dp</item></style>
                </resources>
                """,
        ])
        let outlined = screen(material, "row")
        XCTAssertEqual(outlined.skipped.map(\.reason), [])
        XCTAssertEqual(resolve(outlined, natural: ["label": 10, "action": 40]).boxes["action"]?.width, 40)
        let notes = (outlined.container!.layout as! AndroidContainerLayout).notes["action"] ?? []
        XCTAssertTrue(notes.contains { $0.contains("Widget.Material3.Button.OutlinedButton") }, "\(notes)")
        // A MaterialButton given the platform's borderless style keeps its default style's 24dp paddings (the platform
        // style sets none) and takes the style's 88dp minimum width: a 40.1 label → ceil 41 + 48 = 89, text box 41;
        // a 20 label → 88, text box 88 − 48 = 40.
        let platform = screen(material, "platform")
        XCTAssertEqual(resolve(platform, natural: ["label": 10, "action": 40.1]).boxes["action"]?.width, 41)
        XCTAssertEqual(resolve(platform, natural: ["label": 10, "action": 20]).boxes["action"]?.width, 40)
        let own = screen(material, "own")
        let ownNotes = (own.container!.layout as! AndroidContainerLayout).notes["action"] ?? []
        XCTAssertTrue(ownNotes.contains { $0.contains("Widget.Material3.Button.TextButton") }, "\(ownNotes)")
    }

    // MARK: LinearLayout

    func testLinearLayoutWeightsShareTheSpaceLeft() throws {
        let result = try importApp(["layout/row.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="horizontal" android:paddingStart="16dp" android:paddingEnd="16dp">
                <TextView android:id="@+id/title" android:layout_width="0dp" android:layout_height="wrap_content"
                    android:layout_weight="2" android:text="@string/title" />
                <TextView android:id="@+id/value" android:layout_width="0dp" android:layout_height="wrap_content"
                    android:layout_weight="1" android:layout_marginStart="8dp" android:text="@string/value" />
            </LinearLayout>
            """])
        XCTAssertEqual(result.findings, [])
        let row = screen(result, "row")
        XCTAssertEqual(row.elements.map(\.key), ["title", "value"])
        // Exactly 360: both 0dp weighted children skipped in the first pass, total = value's margin 8;
        // excess = 360 − 32 (paddings) − 8 = 320; title gets 2/3 × 320, value the rest (1/1 of 106.67).
        let boxes = resolve(row, natural: ["title": 500, "value": 10]).boxes
        XCTAssertEqual(boxes["title"]!.width, 320 * 2 / 3, accuracy: 1e-9)
        XCTAssertEqual(boxes["value"]!.width, 320 / 3, accuracy: 1e-9)
        // At 411dp: excess 411 − 40 = 371.
        XCTAssertEqual(resolve(row, width: 411, natural: [:]).boxes["title"]!.width, 371 * 2 / 3, accuracy: 1e-9)
    }

    func testGermanLabelSqueezesItsWrapContentNeighbour() throws {
        let result = try importApp(["layout/setting.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:paddingEnd="12dp" android:text="@string/label" />
                <TextView android:id="@+id/summary" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/summary" />
            </LinearLayout>
            """])
        let setting = screen(result, "setting")
        // English: label = ceil(80.2) + 12 = 93 wide, its text box 81; summary gets at most 360 − 93 = 267
        // and wants ceil(150.5) = 151 → 151.
        let english = resolve(setting, natural: ["label": 80.2, "summary": 150.5]).boxes
        XCTAssertEqual(english["label"]!.width, 81)
        XCTAssertEqual(english["summary"]!.width, 151)
        // German: label = ceil(260.1) + 12 = 273; summary gets at most 360 − 273 = 87 (< 151): squeezed.
        let german = resolve(setting, natural: ["label": 260.1, "summary": 150.5]).boxes
        XCTAssertEqual(german["label"]!.width, 261)
        XCTAssertEqual(german["summary"]!.width, 87)
    }

    func testVerticalLinearLayoutAndMatchParent() throws {
        let result = try importApp(["layout/column.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical" android:padding="24dp">
                <TextView android:id="@+id/heading" android:layout_width="match_parent" android:layout_height="48dp"
                    android:paddingTop="4dp" android:text="@string/heading" />
                <TextView android:id="@+id/body" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/body" />
            </LinearLayout>
            """])
        let column = screen(result, "column")
        // heading: exactly 360 − 48 = 312; fixed height 48 − 4 (paddingTop) = 44. body: min(ceil(900.2), 312).
        let boxes = resolve(column, natural: ["heading": 20, "body": 900.2]).boxes
        XCTAssertEqual(boxes["heading"], ResolvedBox(width: 312, height: 44))
        XCTAssertEqual(boxes["body"], ResolvedBox(width: 312, height: nil))
        XCTAssertTrue(column.element("heading")!.clipsToBounds, "a fixed-height view clips")
        XCTAssertFalse(column.element("body")!.clipsToBounds)
    }

    // MARK: RelativeLayout, ConstraintLayout

    func testRelativeLayoutTitleBesideAButton() throws {
        let result = try importApp(["layout/header.xml": """
            \(header)
            <RelativeLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:layout_alignParentStart="true" android:layout_toStartOf="@id/action"
                    android:layout_marginEnd="8dp" android:text="@string/title" />
                <Button android:id="@+id/action" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_alignParentEnd="true" android:text="@string/action" />
            </RelativeLayout>
            """])
        let headerScreen = screen(result, "header")
        // No Material theme: Button = Widget.Material.Button, 8dp padding + 4dp inset a side, minWidth 88.
        // English: ceil(40.1) + 24 = 65 → 88 (minWidth); text box 88 − 24 = 64. title: left 0, right =
        // 360 − 88 − 8 (its marginEnd) = 264 → exactly 264.
        let english = resolve(headerScreen, natural: ["title": 10, "action": 40.1]).boxes
        XCTAssertEqual(english["action"]!.width, 64)
        XCTAssertEqual(english["title"]!.width, 264)
        // German button text 120.3: 121 + 24 = 145; title 360 − 145 − 8 = 207.
        let german = resolve(headerScreen, natural: ["title": 10, "action": 120.3]).boxes
        XCTAssertEqual(german["action"]!.width, 121)
        XCTAssertEqual(german["title"]!.width, 207)
    }

    func testConstraintChainAndMatchConstraint() throws {
        let result = try importApp(["layout/item.xml": """
            \(header)
            <androidx.constraintlayout.widget.ConstraintLayout \(namespaces) android:layout_width="match_parent"
                android:layout_height="wrap_content">
                <TextView android:id="@+id/name" android:layout_width="0dp" android:layout_height="wrap_content"
                    android:layout_marginStart="16dp" android:text="@string/name"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/count" />
                <TextView android:id="@+id/count" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginStart="8dp" android:layout_marginEnd="16dp" android:text="@string/count"
                    app:layout_constraintStart_toEndOf="@id/name" app:layout_constraintEnd_toEndOf="parent" />
            </androidx.constraintlayout.widget.ConstraintLayout>
            """])
        let item = screen(result, "item")
        // Chain name ↔ count between the parent's edges: 360 − (16 + 8 + 16) margins = 320; count wraps
        // at ceil(70.3) = 71; name (0dp) takes the rest: 320 − 71 = 249.
        let boxes = resolve(item, natural: ["name": 30, "count": 70.3]).boxes
        XCTAssertEqual(boxes["count"]!.width, 71)
        XCTAssertEqual(boxes["name"]!.width, 249)
    }

    func testConstraintGuidelineAndConstrainedWidth() throws {
        let result = try importApp(["layout/split.xml": """
            \(header)
            <androidx.constraintlayout.widget.ConstraintLayout \(namespaces) android:layout_width="match_parent"
                android:layout_height="wrap_content">
                <androidx.constraintlayout.widget.Guideline android:id="@+id/middle" android:layout_width="wrap_content"
                    android:layout_height="wrap_content" android:orientation="vertical" app:layout_constraintGuide_percent="0.4" />
                <TextView android:id="@+id/left" android:layout_width="0dp" android:layout_height="wrap_content"
                    android:text="@string/left" app:layout_constraintStart_toStartOf="parent"
                    app:layout_constraintEnd_toStartOf="@id/middle" />
                <TextView android:id="@+id/right" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/right" app:layout_constrainedWidth="true"
                    app:layout_constraintStart_toEndOf="@id/middle" app:layout_constraintEnd_toEndOf="parent" />
            </androidx.constraintlayout.widget.ConstraintLayout>
            """])
        let split = screen(result, "split")
        // Guideline at 0.4 × 360 = 144: left (0dp) = 144; right wraps but is capped between 144 and 360:
        // min(ceil(400.2), 216) = 216.
        let boxes = resolve(split, natural: ["left": 1, "right": 400.2]).boxes
        XCTAssertEqual(boxes["left"]!.width, 144, accuracy: 1e-9)
        XCTAssertEqual(boxes["right"]!.width, 216, accuracy: 1e-9)
    }

    // MARK: Resources

    func testStylesDimensQualifiersAndIncludes() throws {
        let result = try importApp([
            "values/dimens.xml": """
                <resources><dimen name="gutter">16dp</dimen><dimen name="title_size">@dimen/big</dimen><dimen name="big">20sp</dimen></resources>
                """,
            "values-w400dp/dimens.xml": "<resources><dimen name=\"gutter\">32dp</dimen></resources>",
            "values/styles.xml": """
                <resources>
                    <style name="Theme.App" parent="Theme.Material3.DayNight"/>
                    <style name="Title" parent="TextAppearance.Material3.TitleMedium">
                        <item name="android:textSize">@dimen/title_size</item>
                    </style>
                    <style name="Title.Caps"><item name="android:textAllCaps">true</item></style>
                </resources>
                """,
            "layout/screen.xml": """
                \(header)
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:orientation="vertical" android:paddingHorizontal="@dimen/gutter">
                    <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content"
                        style="@style/Title.Caps" android:text="@string/title" />
                    <include layout="@layout/footer" />
                </LinearLayout>
                """,
            "layout/footer.xml": """
                \(header)
                <merge \(namespaces) tools:parentTag="android.widget.LinearLayout">
                    <TextView android:id="@+id/note" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:textAppearance="?attr/textAppearanceBodySmall" android:text="@string/note" />
                    <TextView android:id="@+id/clock" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                </merge>
                """,
        ])
        XCTAssertEqual(result.findings, [])
        let main = screen(result, "screen")
        let title = main.element("title")!
        // Title.Caps → Title (app) → TextAppearance.Material3.TitleMedium (table: 16sp, 500) → textSize
        // @dimen/title_size → @dimen/big = 20sp; Title.Caps adds all caps.
        XCTAssertEqual(title.size, 20)
        XCTAssertEqual(title.weight, 500)
        XCTAssertEqual(title.textTransform, .uppercase)
        XCTAssertEqual(title.family, "android", "no Gradle file: targetSdk unknown → UI faces")
        let notes = (main.container!.layout as! AndroidContainerLayout).notes["title"] ?? []
        XCTAssertTrue(notes.contains { $0.contains("TextAppearance.Material3.TitleMedium from the defaults table") }, "\(notes)")
        // The included merge's note: BodySmall (12sp) from the defaults table.
        XCTAssertEqual(main.element("note")?.size, 12)
        XCTAssertEqual(main.skipped.map(\.reason), ["text set in code (no android:text)"])
        XCTAssertEqual(main.skipped.first?.location.file, "app/src/main/res/layout/footer.xml")
        // Padding 16dp at 360 (values/), 32dp at 411 (values-w400dp/): 360 − 32 = 328; 411 − 64 = 347.
        XCTAssertEqual(resolve(main, natural: ["title": 5, "note": 5]).boxes["title"]!.width, 328)
        XCTAssertEqual(resolve(main, width: 411, natural: ["title": 5, "note": 5]).boxes["title"]!.width, 347)
        // The footer is its own screen too (a merge with tools:parentTag).
        XCTAssertEqual(screen(result, "footer").elements.map(\.id), ["note"])
    }

    func testUndecidableWidthsAreSkippedWithTheirReason() throws {
        let result = try importApp(["layout/mixed.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/time" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    tools:text="12:00" />
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/title" />
                <com.example.FlowLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:id="@+id/tag" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/tag" />
                </com.example.FlowLayout>
                <TextView android:id="@+id/hidden" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:visibility="gone" android:text="@string/hidden" />
                <TextView android:id="@+id/literal" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="Hello" />
            </LinearLayout>
            """])
        let mixed = screen(result, "mixed")
        XCTAssertEqual(mixed.elements.map(\.id), ["title", "tag", "hidden"])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: mixed.skipped.map { ($0.id, $0.reason) }), [
            "time": "text set in code (no android:text)",
            "literal": "literal text (not a string resource)",
        ])
        let resolution = resolve(mixed, natural: ["title": 50, "tag": 20, "hidden": 30])
        // A hidden view in a row is measured as when the code shows it: beside `time`, set in code.
        XCTAssertEqual(resolution.skipped["hidden"], "width depends on a neighbouring text view that is not laid out: text set in code (no android:text)")
        // title follows `time`, whose text is set in code: its available width is unknown.
        XCTAssertEqual(resolution.skipped["title"], "width depends on a neighbouring text view that is not laid out: text set in code (no android:text)")
        XCTAssertEqual(resolution.skipped["tag"], "inside <com.example.FlowLayout>, a view group whose measure rules are not known")
        XCTAssertTrue(resolution.boxes.isEmpty)
    }

    func testAHiddenViewInAVerticalStackIsMeasuredAsItShows() throws {
        // A vertical LinearLayout 300dp wide, padded 16dp: a gone error label (wrap_content) and a gone
        // frame holding a match_parent text. Shown from code, neither changes its neighbours' widths: the
        // label gets its text's width, ceil(87.2) = 88dp; the frame's text the column's 300 − 2 × 16 = 268dp.
        let result = try importApp(["layout/form.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="300dp" android:layout_height="wrap_content"
                android:orientation="vertical" android:paddingStart="16dp" android:paddingEnd="16dp">
                <TextView android:id="@+id/error" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:visibility="gone" android:text="@string/error" />
                <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:visibility="gone">
                    <TextView android:id="@+id/empty" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:text="@string/empty" />
                </FrameLayout>
            </LinearLayout>
            """])
        let form = screen(result, "form")
        XCTAssertEqual(form.elements.map(\.id), ["error", "empty"])
        XCTAssertEqual(form.skipped, [])
        let resolution = resolve(form, natural: ["error": 87.2, "empty": 120])
        XCTAssertEqual(resolution.skipped, [:])
        XCTAssertEqual(resolution.boxes["error"]?.width, 88)
        XCTAssertEqual(resolution.boxes["empty"]?.width, 268)
    }

    func testTextInputLayoutHintIsMeasuredInItsEditText() throws {
        let result = try importApp(["layout/login.xml": """
            \(header)
            <com.google.android.material.textfield.TextInputLayout \(namespaces) android:layout_width="match_parent"
                android:layout_height="wrap_content" android:hint="@string/username">
                <com.google.android.material.textfield.TextInputEditText android:id="@+id/user"
                    android:layout_width="match_parent" android:layout_height="wrap_content" android:inputType="text" />
            </com.google.android.material.textfield.TextInputLayout>
            """])
        let login = screen(result, "login")
        let user = try XCTUnwrap(login.element("user"))
        // The layout's hint is shown in the EditText; Material's edit text: 16dp paddings, Subtitle1 (16sp)
        // without a Material 3 theme.
        XCTAssertEqual(user.key, "username")
        XCTAssertEqual(user.kind, .textField)
        XCTAssertEqual(user.size, 16)
        XCTAssertEqual(user.keyLocations["key"]?.line, 3)
        // 360 − 16 − 16.
        XCTAssertEqual(resolve(login, natural: ["user": 40]).boxes["user"]?.width, 328)
    }

    // MARK: RTL and locations

    func testPhysicalSidesBecomeRTLDeclarationsAtTheirAttribute() throws {
        let result = try importApp(["layout/rtl.xml": """
            \(header)
            <FrameLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/label" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:paddingLeft="24dp" android:gravity="left|center_vertical" android:text="@string/label" />
            </FrameLayout>
            """])
        let label = screen(result, "rtl").element("label")!
        XCTAssertEqual(label.location, SourceLocation(file: "app/src/main/res/layout/rtl.xml", line: 3, column: 5))
        XCTAssertEqual(label.insets?.left, 24)
        XCTAssertEqual(label.alignment, .left)
        // Line 4 is 8 spaces, then `android:paddingLeft="24dp"` (26 characters, columns 9-34), a space,
        // then `android:gravity` at column 36.
        XCTAssertEqual(label.keyLocations["insets.left"], SourceLocation(file: "app/src/main/res/layout/rtl.xml", line: 4, column: 9))
        XCTAssertEqual(label.keyLocations["alignment"], SourceLocation(file: "app/src/main/res/layout/rtl.xml", line: 4, column: 36))
        XCTAssertEqual(label.keyLocations["key"]?.line, 4)
        // The text box still loses the 24dp: 360 − 24.
        XCTAssertEqual(resolve(screen(result, "rtl"), natural: ["label": 10]).boxes["label"]!.width, 336)
    }

    func testMalformedLayoutIsAFindingAndTheRestStillLoads() throws {
        let result = try importApp([
            "layout/broken.xml": "<LinearLayout>\n  <TextView android:text=\"@string/x\">\n</LinearLayout>",
            "layout/fine.xml": "<TextView \(namespaces) android:layout_width=\"match_parent\" android:text=\"@string/ok\"/>",
            "values/styles.xml": "<resources>\n<style name=\"A\"><item name=\"x\">1</item>\n</resources>",
        ])
        XCTAssertEqual(result.findings.map(\.rule), ["invalid-input", "invalid-input"])
        XCTAssertEqual(Set(result.findings.map(\.location.file)), ["app/src/main/res/layout/broken.xml", "app/src/main/res/values/styles.xml"])
        XCTAssertEqual(result.screens.map(\.name), ["fine"])
    }

    func testConfigAndroidSection() throws {
        let config = try ProjectConfig.parse("version: 1\nandroid:\n  screenWidths: [320, 600]\n  targetSdk: 34\n", file: "c.yml")
        XCTAssertEqual(config.android, AndroidImportSettings(screenWidths: [320, 600], targetSdk: 34))
        XCTAssertNil(try ProjectConfig.parse("version: 1\n", file: "c.yml").android)
        func error(_ yaml: String) -> ConfigError? {
            do { _ = try ProjectConfig.parse(yaml, file: "c.yml"); return nil } catch { return error }
        }
        let unknown = error("version: 1\nandroid:\n  screenWidth: [320]\n")
        XCTAssertEqual(unknown?.location.line, 3, "\(String(describing: unknown))")
        XCTAssertTrue(unknown?.message.contains("unknown Android setting 'screenWidth'") ?? false, "\(String(describing: unknown))")
        let negative = error("version: 1\nandroid:\n  screenWidths: [0]\n")
        XCTAssertEqual(negative?.keyPath, "android.screenWidths", "\(String(describing: negative))")
        let wrongType = error("version: 1\nandroid:\n  targetSdk: high\n")
        XCTAssertEqual(wrongType?.location.line, 3, "\(String(describing: wrongType))")
    }

    func testGradleTargetSDK() {
        XCTAssertEqual(GradleTargetSDK.parse("android {\n  defaultConfig {\n    targetSdk 34\n  }\n}"), 34)
        XCTAssertEqual(GradleTargetSDK.parse("defaultConfig { }\n targetSdkVersion = 35\n"), 35)
        XCTAssertEqual(GradleTargetSDK.parse("targetSdk = libs.versions.target.get().toInt()"), nil)
    }

    /// A target SDK set by a convention plugin (Gradle "Sharing build logic between subprojects"): an included
    /// build's plugin class with a literal, `buildSrc`'s precompiled script with a constant, or a version catalog
    /// entry. The expected numbers are the ones written into the files below; before the convention builds were
    /// read, `find` returned nil for all three.
    func testGradleTargetSDKFromConventionPlugins() throws {
        let manager = FileManager.default
        func project(_ files: [String: String]) throws -> String {
            let root = manager.temporaryDirectory.appendingPathComponent("gradle-target-\(UUID().uuidString)")
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            try manager.createDirectory(at: root.appendingPathComponent("app/src/main/res"), withIntermediateDirectories: true)
            addTeardownBlock { try? manager.removeItem(at: root) }
            return root.appendingPathComponent("app/src/main/res").path
        }
        let includedBuild = try project([
            "settings.gradle.kts": "pluginManagement {\n    includeBuild(\"build-logic\")\n}\ninclude(\":app\")\n",
            "app/build.gradle.kts": "plugins {\n    alias(libs.plugins.app.android.application)\n}\n",
            "build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt":
                "class AndroidApplicationConventionPlugin : Plugin<Project> {\n    override fun apply(target: Project) {\n"
                + "        extensions.configure<ApplicationExtension> {\n            defaultConfig.targetSdk = 36\n        }\n    }\n}\n",
            // A build folder's generated copy is not read.
            "build-logic/convention/build/Generated.kt": "defaultConfig.targetSdk = 99\n",
        ])
        XCTAssertEqual(GradleTargetSDK.find(near: [includedBuild]), 36)
        let buildSrc = try project([
            "settings.gradle.kts": "include(\":app\")\n",
            "app/build.gradle.kts": "plugins {\n    id(\"app.android.application\")\n}\n",
            "buildSrc/src/main/kotlin/app/AndroidConfig.kt": "object AndroidConfig {\n    const val MIN_SDK = 21\n    const val TARGET_SDK = 35\n}\n",
            "buildSrc/src/main/kotlin/app.android.application.gradle.kts": "android {\n    defaultConfig {\n        targetSdk = AndroidConfig.TARGET_SDK\n    }\n}\n",
        ])
        XCTAssertEqual(GradleTargetSDK.find(near: [buildSrc]), 35)
        let catalog = try project([
            "settings.gradle": "includeBuild 'conventions'\ninclude ':app'\n",
            "app/build.gradle": "plugins { id 'app.conventions' }\n",
            "gradle/libs.versions.toml": "[versions]\ncompile-sdk = \"35\"\ntarget-sdk = \"34\"\n\n[libraries]\ntarget-sdk = \"x:y:99\"\n",
            "conventions/src/main/kotlin/Conventions.kt": "fun configure(android: ApplicationExtension) {\n"
                + "    android.defaultConfig.targetSdk = libs.versions.target.sdk.get().toInt()\n}\n",
        ])
        XCTAssertEqual(GradleTargetSDK.find(near: [catalog]), 34)
        // The module's own value wins over a convention plugin's.
        let own = try project([
            "settings.gradle.kts": "includeBuild(\"build-logic\")\n",
            "app/build.gradle.kts": "android {\n    defaultConfig {\n        targetSdk = 30\n    }\n}\n",
            "build-logic/Plugin.kt": "defaultConfig.targetSdk = 36\n",
        ])
        XCTAssertEqual(GradleTargetSDK.find(near: [own]), 30)
        // The module's own file naming the root's version catalog (Groovy, `toInteger()`), no convention build:
        // 33, the catalog's number (before, the module's non-literal value was not resolved: nil).
        let moduleCatalog = try project([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle": "android {\n    defaultConfig {\n        targetSdkVersion libs.versions.targetSdk.get().toInteger()\n    }\n}\n",
            "gradle/libs.versions.toml": "[versions]\nminSdk = \"14\"\ntargetSdk = \"33\"\n",
        ])
        XCTAssertEqual(GradleTargetSDK.find(near: [moduleCatalog]), 33)
        XCTAssertEqual(GradleTargetSDK.values("targetSdk { version = release(36) }\n// targetSdk = 20\ntargetSdkPreview = \"x\"\n"), [])
    }

    func testFuzzEntryPointSurvivesHostileBytes() {
        var generator = SystemRandomNumberGenerator()
        let seeds: [String] = [
            "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\"><include layout=\"@layout/fuzz\"/></LinearLayout>",
            "<merge><TextView android:text=\"@string/a\"/></merge>",
            "<!DOCTYPE x [<!ENTITY a \"aaaa\">]><x>&a;</x>",
            String(repeating: "<LinearLayout>", count: 5000),
        ]
        for seed in seeds { AndroidLayoutImporter.fuzzRead(bytes: Array(seed.utf8)) }
        // The fuzzing seed of scripts/fuzz.sh, whole and cut at every 97th byte.
        let seedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/android/seed_layout.xml")
        let seedBytes = try! [UInt8](Data(contentsOf: seedFile))
        for end in stride(from: 0, through: seedBytes.count, by: 97) { AndroidLayoutImporter.fuzzRead(bytes: Array(seedBytes[..<end])) }
        AndroidLayoutImporter.fuzzRead(bytes: seedBytes)
        for _ in 0..<200 {
            var bytes = Array(seeds[Int.random(in: 0..<2, using: &generator)].utf8)
            for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            AndroidLayoutImporter.fuzzRead(bytes: bytes)
        }
    }

    func testHostileNestingStaysLinear() throws {
        // 40 nested horizontal LinearLayouts, each with a weighted wrap_content child: Android measures each
        // level's weighted child twice (2^40 passes); the pass stops at its budget and says why.
        let depth = 40
        var xml = header + "\n"
        for level in 0..<depth {
            xml += "<LinearLayout \(level == 0 ? namespaces : "") android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:layout_weight=\"1\">\n"
        }
        xml += "<TextView android:id=\"@+id/deep\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\" android:text=\"@string/deep\" />\n"
        xml += String(repeating: "</LinearLayout>\n", count: depth)
        let result = try importApp(["layout/deep.xml": xml])
        let resolution = resolve(screen(result, "deep"), natural: ["deep": 10])
        XCTAssertEqual(resolution.skipped["deep"], AndroidMeasurePass.overBudget)
        XCTAssertNil(resolution.boxes["deep"])
    }

    // MARK: Writer

    func testImportedScreenRoundTripsThroughTheYAMLLayoutFormat() throws {
        let result = try importApp(["layout/row.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="56dp">
                <Button android:id="@+id/go" android:layout_width="120dp" android:layout_height="48dp"
                    android:paddingLeft="10dp" android:gravity="right" android:singleLine="true" android:textStyle="bold|italic"
                    android:letterSpacing="0.05" android:text="@string/go &quot;now&quot;" />
            </LinearLayout>
            """])
        let original = screen(result, "row")
        let yaml = LayoutWriter.yaml(original, notes: ["go": ["a note"]])
        let (read, findings) = LayoutReader.read(text: yaml, file: "row.yaml")
        XCTAssertEqual(findings, [], yaml)
        XCTAssertEqual(read?.name, original.name)
        XCTAssertEqual(read?.platform, .android)
        var expected = original.elements
        var got = read?.elements ?? []
        for index in expected.indices { expected[index].location = SourceLocation(file: "", line: 0, column: 0); expected[index].keyLocations = [:] }
        for index in got.indices { got[index].location = SourceLocation(file: "", line: 0, column: 0); got[index].keyLocations = [:] }
        XCTAssertEqual(got, expected, yaml)
        XCTAssertEqual(expected.first?.key, "go \"now\"")
        XCTAssertEqual(expected.first?.width, 120 - 10 - 12, "120dp minus paddingLeft 10 and the default end padding 8 + inset 4")
    }

    // MARK: auto-size, merge orientation, 0dp heights

    /// `autoSizeTextType="uniform"`: bounds and steps in sp (defaults 12–112sp from AndroidTextModel), or
    /// preset sizes from an `<array>`; the text size clamped to them and down to a size it takes. EditText
    /// does not auto-size; bounds not in sp are a skip with the reason.
    func testAutoSizeTextBecomesAnAutoShrinkInTheTextsUnit() throws {
        let result = try importApp([
            "values/arrays.xml": """
                <resources><array name="autosize"><item>10sp</item><item>14sp</item><item>18sp</item></array></resources>
                """,
            "layout/sizes.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/stepped" android:layout_width="100dp" android:layout_height="40dp" android:textSize="21sp"
                    app:autoSizeTextType="uniform" app:autoSizeMinTextSize="10sp" app:autoSizeMaxTextSize="30sp"
                    app:autoSizeStepGranularity="2sp" android:text="@string/a" />
                <TextView android:id="@+id/defaults" android:layout_width="100dp" android:layout_height="wrap_content"
                    android:autoSizeTextType="uniform" android:text="@string/a" />
                <TextView android:id="@+id/preset" android:layout_width="100dp" android:layout_height="wrap_content" android:textSize="16sp"
                    app:autoSizeTextType="uniform" app:autoSizePresetSizes="@array/autosize" android:text="@string/a" />
                <EditText android:id="@+id/edit" android:layout_width="100dp" android:layout_height="wrap_content"
                    app:autoSizeTextType="uniform" android:hint="@string/a" />
                <TextView android:id="@+id/inDp" android:layout_width="100dp" android:layout_height="wrap_content"
                    app:autoSizeTextType="uniform" app:autoSizeMinTextSize="10dp" android:text="@string/a" />
            </LinearLayout>
            """])
        let sizes = screen(result, "sizes")
        func element(_ id: String) -> LayoutElement? { sizes.elements.first { $0.id == id } }
        XCTAssertEqual(element("stepped")?.autoShrink, AutoShrink(minimumSize: 10, step: 2))
        XCTAssertEqual(element("stepped")?.size, 20, "21sp down to the step below it: 10 + 5 × 2")
        XCTAssertEqual(element("defaults")?.autoShrink, AutoShrink(minimumSize: AndroidTextModel.autoSizeMinimumSp))
        XCTAssertEqual(element("defaults")?.size, 14, "TextView's default 14sp lies within 12–112sp")
        XCTAssertEqual(element("preset")?.autoShrink, AutoShrink(sizes: [10, 14, 18]))
        XCTAssertEqual(element("preset")?.size, 14, "16sp is not a preset: the largest preset below it")
        XCTAssertNil(element("edit")?.autoShrink)
        XCTAssertNil(element("inDp"))
        XCTAssertEqual(sizes.skipped.first { $0.id == "inDp" }?.reason,
                       "autoSizeMinTextSize 10dp (auto-size sizes are modelled in sp, as they follow the font scale, up to 10000sp)")
        // Written as a YAML layout and read back: the same shrink.
        let yaml = LayoutWriter.yaml(sizes, notes: [:])
        let (read, findings) = LayoutReader.read(text: yaml, file: "sizes.yaml")
        XCTAssertEqual(findings, [], yaml)
        XCTAssertEqual(read?.elements.map(\.autoShrink), sizes.elements.map(\.autoShrink))
    }

    /// A `<merge>` screen whose parent is a vertical LinearLayout in the preview (`tools:orientation`): its
    /// wrap_content texts each get the whole width, not what the previous one leaves.
    func testMergeTakesItsOrientationFromTools() throws {
        let result = try importApp(["layout/merged.xml": """
            \(header)
            <merge \(namespaces) tools:parentTag="LinearLayout" tools:orientation="vertical">
                <TextView android:id="@+id/first" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/a" />
                <TextView android:id="@+id/second" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/b" />
            </merge>
            """])
        let boxes = resolve(screen(result, "merged"), natural: ["first": 300, "second": 300]).boxes
        XCTAssertEqual(boxes["first"]?.width, 300)
        XCTAssertEqual(boxes["second"]?.width, 300)
    }

    /// `0dp` heights (weights in a vertical LinearLayout, match-constraint) are not fixed heights; a fixed
    /// height its paddings use up, and a width its neighbours use up, are skips with the reason.
    func testZeroHeightsAndBoxesWithNoRoomLeft() throws {
        let result = try importApp(["layout/boxes.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <TextView android:id="@+id/weighted" android:layout_width="match_parent" android:layout_height="0dp"
                    android:layout_weight="1" android:text="@string/a" />
                <TextView android:id="@+id/padded" android:layout_width="match_parent" android:layout_height="16dp"
                    android:paddingTop="8dp" android:paddingBottom="8dp" android:text="@string/a" />
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                    <TextView android:id="@+id/wide" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/a" />
                    <TextView android:id="@+id/squeezed" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/b" />
                </LinearLayout>
            </LinearLayout>
            """])
        let boxes = screen(result, "boxes")
        let weighted = try XCTUnwrap(boxes.elements.first { $0.id == "weighted" })
        XCTAssertNil(weighted.height)
        XCTAssertFalse(weighted.clipsToBounds)
        let resolution = resolve(boxes, natural: ["weighted": 10, "padded": 10, "wide": 400, "squeezed": 50])
        XCTAssertEqual(resolution.boxes["weighted"], ResolvedBox(width: 360, height: nil))
        XCTAssertEqual(resolution.skipped["padded"], AndroidMeasurePass.noHeightReason)
        XCTAssertEqual(resolution.skipped["squeezed"], AndroidMeasurePass.squeezedReason)
        XCTAssertNil(resolution.boxes["squeezed"])
    }

    /// A theme reference written without `attr/` (`?dialogPreferredPadding`, as AntennaPod writes it) names
    /// the same attribute: the platform table's 24dp.
    func testThemeReferencesWithAndWithoutAttr() throws {
        XCTAssertEqual(["?attr/x", "?x", "?android:attr/x", "?android:x"].map(ScreenBuilder.themeAttributeName), ["x", "x", "x", "x"])
        let result = try importApp(["layout/dialog.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical" android:padding="?dialogPreferredPadding">
                <TextView android:id="@+id/message" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="@string/a" />
            </LinearLayout>
            """])
        let boxes = resolve(screen(result, "dialog"), natural: ["message": 10]).boxes
        XCTAssertEqual(boxes["message"]?.width, 360 - 2 * 24)
    }

    /// `?attr/listPreferredItemPaddingStart` and `?android:attr/listPreferredItemPaddingEnd`, which the app's themes
    /// leave to AppCompat / the platform: `abc_list_item_padding_horizontal_material` = 16dp each (AppCompat
    /// themes_base.xml, dimens_material.xml), so a match_parent text has 360 − 2 × 16 = 328dp.
    func testListItemPaddingsFromTheLibraryTheme() throws {
        let result = try importApp(["layout/row.xml": """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical" android:paddingStart="?attr/listPreferredItemPaddingStart"
                android:paddingEnd="?android:attr/listPreferredItemPaddingEnd">
                <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="@string/a" />
            </LinearLayout>
            """])
        let resolution = resolve(screen(result, "row"), natural: ["title": 10])
        XCTAssertEqual(resolution.skipped, [:])
        XCTAssertEqual(resolution.boxes["title"]?.width, 360 - 2 * 16)
    }

    /// `@dimen/abc_select_dialog_padding_start_material`, AppCompat's dimension the app does not define: 20dp
    /// (AppCompat res/values/dimens.xml), so a match_parent text has 360 − 20 = 340dp; an app that defines the
    /// name itself overrides it (its own 8dp: 352dp).
    func testALibraryDimensionTheAppNames() throws {
        let layout = """
            \(header)
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical" android:paddingStart="@dimen/abc_select_dialog_padding_start_material">
                <TextView android:id="@+id/title" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="@string/a" />
            </LinearLayout>
            """
        let library = try importApp(["layout/row.xml": layout])
        XCTAssertEqual(resolve(screen(library, "row"), natural: ["title": 10]).boxes["title"]?.width, 360 - 20)
        let own = try importApp(["layout/row.xml": layout,
                                 "values/dimens.xml": #"<resources><dimen name="abc_select_dialog_padding_start_material">8dp</dimen></resources>"#])
        XCTAssertEqual(resolve(screen(own, "row"), natural: ["title": 10]).boxes["title"]?.width, 360 - 8)
    }

    /// `android:fontFamily="@font/brand_face"` names a font file the app ships in `res/font/`: the text is
    /// drawn with that file (the platform's families after it), not skipped; a font family XML or a font
    /// the project does not hold is still skipped with the reason.
    func testTheAppsFontFileFromResFont() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-font-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("app/src/main/res")
        try FileManager.default.createDirectory(at: res.appendingPathComponent("font"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: res.appendingPathComponent("layout"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FontLocator.repositoryFonts.appendingPathComponent("Roboto-Regular.ttf"),
                                         to: res.appendingPathComponent("font/brand_face.ttf"))
        try Data("<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\"/>".utf8).write(to: res.appendingPathComponent("font/family.xml"))
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/a" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/a" android:fontFamily="@font/brand_face" />
                <TextView android:id="@+id/b" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/b" android:fontFamily="@font/family" />
                <TextView android:id="@+id/c" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/c" android:fontFamily="@font/not_here" />
            </LinearLayout>
            """
        try Data(layout.utf8).write(to: res.appendingPathComponent("layout/screen.xml"))
        let result = Importers.read(Importers.discover(under: folder.path), config: ProjectConfig())
        let screen = try XCTUnwrap(result.screens.first { $0.file.hasSuffix("screen.xml") })
        let path = res.appendingPathComponent("font/brand_face.ttf").standardizedFileURL.path
        let family = try XCTUnwrap(screen.elements.first { $0.key == "a" }?.family)
        XCTAssertEqual(FontLibrary.FileFamily(family)?.path, path)
        XCTAssertEqual(FontLibrary.FileFamily(family)?.weight, 400)
        XCTAssertEqual(screen.skipped.filter { $0.key == "b" || $0.key == "c" }.map(\.reason).sorted(),
                       ["font @font/family: its font family XML lists no `<font android:font=\"@font/…\">`", "font @font/not_here is not in the font profile"])
    }
}
