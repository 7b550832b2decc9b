import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The Android importer on a real app: ../shared/corpora/AntennaPod__AntennaPod (its own layouts,
/// styles, dimens and Gradle files; Material's styles are not there and come from the defaults table).
/// Skips when the corpora are absent.
final class AndroidCorpusTests: XCTestCase {
    var app: URL!

    override func setUpWithError() throws {
        guard let corpora = Fixtures.corpora else { throw XCTSkip("../shared/corpora is absent") }
        app = corpora.appendingPathComponent("AntennaPod__AntennaPod")
        guard FileManager.default.fileExists(atPath: app.path) else { throw XCTSkip("AntennaPod is absent") }
    }

    func relative(_ path: String) -> String {
        path.hasPrefix(app.path + "/") ? String(path.dropFirst(app.path.count + 1)) : path
    }

    func testEveryImportedTextElementGetsABoxOrAReason() {
        let folders = AndroidLayoutImporter.resourceFolders(under: app.path)
        // app, ui/common, ui/discovery, ui/echo, ui/preferences, ui/statistics, ui/widget (find -type d -name 'layout*'),
        // and the res/ folders without layouts whose values, menus or XML Gradle merges into the app: app-wearos (xml/),
        // playback/cast's play flavor (menu/), ui/i18n (values/) (find -type d -name res, less those with layout*).
        XCTAssertEqual(folders.map(relative), ["app-wearos/src/main/res", "app/src/main/res", "playback/cast/src/play/res",
                                               "ui/common/src/main/res", "ui/discovery/src/main/res",
                                               "ui/echo/src/main/res", "ui/i18n/src/main/res", "ui/preferences/src/main/res",
                                               "ui/statistics/src/main/res", "ui/widget/src/main/res"])
        let result = AndroidLayoutImporter.read(resourceFolders: folders, settings: AndroidImportSettings(), displayPath: relative)
        XCTAssertEqual(result.findings, [], result.findings.map(\.clangStyle).joined(separator: "\n"))
        // `find . -path '*res/layout*' -name '*.xml' | wc -l` → 117 layout files, one screen each; the rest
        // are the same folders' menus and preference screens (`menu/…`, `xml/…`).
        let platformScreens = result.screens.filter { $0.name.hasPrefix("menu/") || $0.name.hasPrefix("xml/") }
        XCTAssertEqual(result.screens.count - platformScreens.count, 117)
        // `ls */src/main/res/menu app/src/main/res/menu ui/*/src/main/res/menu | grep -c xml` → 27 menu files
        // in the layout-holding res/ folders, and playback/cast/src/play/res/menu/cast_button.xml: 28, each a screen.
        XCTAssertEqual(platformScreens.filter { $0.name.hasPrefix("menu/") }.count, 28)
        for screen in result.screens {
            XCTAssertEqual(screen.origin, .android)
            for skip in screen.skipped { XCTAssertFalse(skip.reason.isEmpty, "\(skip.id)") }
            guard let container = screen.container?.layout else {
                XCTAssertTrue(screen.elements.isEmpty, screen.name)
                continue
            }
            for width in container.screenWidths {
                // Any measurement will do here: every element must end with a box or a reason.
                let query = ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
                    TextMeasurement(naturalWidth: Double(id.count) * 9.5, width: 0, height: 20, lineCount: 1)
                }
                let resolution = container.resolve(query)
                for element in screen.elements where element.kind.hasText {
                    XCTAssertTrue(resolution.boxes[element.id] != nil || resolution.skipped[element.id] != nil,
                                  "\(screen.file) \(element.id) at \(width)dp has neither a box nor a reason")
                    if let box = resolution.boxes[element.id] { XCTAssertGreaterThanOrEqual(box.width, 0) }
                }
            }
        }
        // Every screen's `import` YAML reads back as a layout declaration with the same elements.
        for screen in result.screens {
            let yaml = LayoutWriter.yaml(screen, notes: (screen.container?.layout as? ImportNotes)?.notes ?? [:])
            let (read, findings) = LayoutReader.read(text: yaml, file: screen.file + ".yaml")
            XCTAssertEqual(findings, [], yaml)
            XCTAssertEqual(read?.elements.map(\.id), screen.elements.map(\.id))
        }
        // targetSdk 36 in common.gradle → the elegant faces.
        XCTAssertEqual(result.screens.flatMap(\.elements).first?.family, "android-elegant")
    }

    /// `layoutlint check` on the app folder in de/th/ar/hi/zh (done-when of issue 12): over a hundred
    /// text elements of its layout files laid out, every other one counted with its reason, and findings
    /// on imported labels pointing at the layout XML.
    func testCheckLaysOutOverAHundredLayoutTextElements() throws {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(app.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil)
        let options = LintOptions(locales: ["de", "th", "ar", "hi", "zh-CN"])
        let report = Linter(typesetter: LinterTests.typesetter, options: options).lint(project.read())
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertGreaterThanOrEqual(coverage.uiElementsChecked, 100)
        XCTAssertEqual(coverage.uiElementsChecked + coverage.skipped.values.reduce(0, +), coverage.uiElements)
        XCTAssertFalse(coverage.skipped.keys.contains(""))
        XCTAssertFalse(coverage.skipped.keys.contains("its box could not be decided"), "\(coverage.skipped)")
        // feed_pref_skip_dialog.xml lines 12-13: `layout_marginLeft="24dp"`, `layout_marginRight="24dp"` (no
        // start/end twins, but equal: nothing to see mirrored); line 38-39: `layout_marginLeft="8dp"`,
        // `layout_marginRight="24dp"` on the seconds label (the gap moves in Arabic): one finding, at the left.
        let rtl = report.findings.filter { $0.rule == "rtl-mirroring" && $0.location.file.hasSuffix("app/src/main/res/layout/feed_pref_skip_dialog.xml") }
        XCTAssertFalse(rtl.contains { [12, 13].contains($0.location.line) }, "\(rtl.map(\.clangStyle))")
        let seconds = rtl.first { $0.location.line == 38 }
        XCTAssertEqual(seconds?.location.column, 13)
        XCTAssertEqual(seconds?.layoutLocation?.file, seconds?.location.file)
        XCTAssertFalse(rtl.contains { $0.location.line == 39 }, "one problem, one finding")
    }

    /// `layoutlint import ui/preferences/src/main/res/layout/bug_report_fragment.xml` run in the app folder,
    /// reviewed by hand against the XML and committed: a ConstraintLayout with styles used as text
    /// appearances (TextAppearance.Material3.BodyMedium/TitleMedium/TitleSmall: sizes, weights and letter
    /// spacing from Material's tokens.xml), Material text buttons (Widget.MaterialComponents.Button.TextButton:
    /// 8dp paddings; not caps: the app's theme sets `android:textAllCaps` false, every text view's base value above
    /// its text appearance's), a `<Button>` inflated as a Material 3 button (LabelLarge), a physical
    /// `layout_marginLeft` (insets.left, an RTL finding), a platform `?android:attr/borderlessButtonStyle`
    /// (`Widget.Material.Button.Borderless` through the theme; as a MaterialButton it keeps its default style's 24dp
    /// paddings), and texts set in code (skipped).
    func testImportOutputOfOneLayoutMatchesTheReviewedGolden() throws {
        let folders = AndroidLayoutImporter.resourceFolders(under: app.path)
        let result = AndroidLayoutImporter.read(resourceFolders: folders, settings: AndroidImportSettings(), displayPath: relative)
        let screen = try XCTUnwrap(result.screens.first { $0.file == "ui/preferences/src/main/res/layout/bug_report_fragment.xml" })
        let yaml = LayoutWriter.yaml(screen, notes: (screen.container?.layout as? ImportNotes)?.notes ?? [:])
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/android/AntennaPod-bug_report_fragment.import.yaml")
        XCTAssertEqual(yaml, try String(contentsOf: golden, encoding: .utf8))
        // And it reads back as a layout declaration.
        let (read, findings) = LayoutReader.read(text: yaml, file: "golden.yaml")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(read?.elements.map(\.key), screen.elements.map(\.key))
    }
}
