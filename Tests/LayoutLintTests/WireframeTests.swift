import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The screens the report draws: each view's frame as the per-locale pass laid it out. Expected frames are
/// derived by hand in each test from the platform's rules (cited in `AndroidMeasurePass`,
/// `AndroidFramePass`, `AutoLayoutScene`) and the text sizes the fake measurement gives.
final class WireframeTests: XCTestCase {
    // MARK: Android

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#

    func importAndroid(_ files: [String: String]) throws -> ImportResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent("app/src/main/res").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return AndroidLayoutImporter.read(resourceFolders: AndroidLayoutImporter.resourceFolders(under: folder.path),
                                          settings: AndroidImportSettings()) { $0 }
    }

    /// A fake measurement: one-line width `natural[id]`, 20dp per line, as many lines as the width needs.
    func query(_ natural: [String: Double], rtl: Bool = false, width: Double = 360) -> ContainerQuery {
        ContainerQuery(locale: rtl ? "ar" : "de", isRightToLeft: rtl, sizeCategory: "L", screenWidth: width, placesViews: true) { id, available in
            guard let text = natural[id] else { return nil }
            let lines = available.map { max(1, Int((text / $0).rounded(.up))) } ?? 1
            return TextMeasurement(naturalWidth: text, width: min(text, available ?? text), height: 20 * Double(lines), lineCount: lines)
        }
    }

    let settingsRow = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="wrap_content" android:orientation="vertical" android:padding="16dp">
            <TextView android:id="@+id/header" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:text="@string/header" />
            <LinearLayout android:id="@+id/row" android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:paddingEnd="12dp" android:text="@string/label" />
                <TextView android:id="@+id/summary" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/summary" />
            </LinearLayout>
            <ImageView android:id="@+id/icon" android:layout_width="24dp" android:layout_height="24dp" android:layout_gravity="end" />
        </LinearLayout>
        """

    /// The German label pushes its neighbour: the summary gets 55dp and wraps to three lines, the row grows.
    func testGermanLabelSqueezesItsNeighbourOnTheDrawnScreen() throws {
        let result = try importAndroid(["layout/setting.xml": settingsRow])
        let layout = try XCTUnwrap(result.screens.first?.container?.layout)
        let german = ["header": 100, "label": 260.1, "summary": 150.5]
        let resolution = layout.resolve(query(german))
        let frames = Dictionary(resolution.views.compactMap { view in view.viewID.map { ($0, view) } }, uniquingKeysWith: { a, _ in a })
        // Widths: the measure pass (label ceil(260.1) + 12 = 273; summary at most 328 − 273 = 55).
        XCTAssertEqual(resolution.boxes["summary"]?.width, 55)
        XCTAssertEqual(resolution.views.first?.frame, ViewRect(x: 0, y: 0, width: 360, height: 16 + 20 + 60 + 24 + 16))
        XCTAssertEqual(frames["header"]?.frame, ViewRect(x: 16, y: 16, width: 328, height: 20))
        XCTAssertEqual(frames["row"]?.frame, ViewRect(x: 16, y: 36, width: 328, height: 60))
        XCTAssertEqual(frames["label"]?.frame, ViewRect(x: 16, y: 36, width: 273, height: 20))
        XCTAssertEqual(frames["label"]?.textFrame, ViewRect(x: 16, y: 36, width: 261, height: 20))
        // 150.5 at 55dp: three lines of 20dp.
        XCTAssertEqual(frames["summary"]?.frame, ViewRect(x: 289, y: 36, width: 55, height: 60))
        // layout_gravity="end": at the right edge inside the padding.
        XCTAssertEqual(frames["icon"]?.frame, ViewRect(x: 360 - 16 - 24, y: 96, width: 24, height: 24))
        XCTAssertEqual(frames["icon"]?.role, .image)
        XCTAssertEqual(frames["label"]?.role, .text)
        XCTAssertEqual(frames["row"]?.role, .container)

        // Right to left: the whole screen mirrored (start/end), widths unchanged.
        let arabic = layout.resolve(query(german, rtl: true))
        let mirrored = Dictionary(arabic.views.compactMap { view in view.viewID.map { ($0, view) } }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(mirrored["label"]?.frame, ViewRect(x: 360 - 16 - 273, y: 36, width: 273, height: 20))
        XCTAssertEqual(mirrored["summary"]?.frame.x, 16)
        XCTAssertEqual(mirrored["icon"]?.frame.x, 16)

        // check asks for no views: none are made.
        var plain = query(german)
        plain.placesViews = false
        XCTAssertEqual(layout.resolve(plain).views, [])
    }

    /// RelativeLayout and ConstraintLayout place views vertically by their rules.
    func testRelativeAndConstraintLayoutsStackByTheirVerticalRules() throws {
        let result = try importAndroid([
            "layout/relative.xml": """
            <RelativeLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_alignParentTop="true" android:text="@string/title" />
                <TextView android:id="@+id/subtitle" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:layout_below="@id/title" android:layout_marginTop="4dp" android:text="@string/subtitle" />
            </RelativeLayout>
            """,
            "layout/constraint.xml": """
            <androidx.constraintlayout.widget.ConstraintLayout \(namespaces) android:layout_width="match_parent" android:layout_height="100dp">
                <TextView android:id="@+id/name" android:layout_width="0dp" android:layout_height="wrap_content"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
                    app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent" android:text="@string/name" />
            </androidx.constraintlayout.widget.ConstraintLayout>
            """,
        ])
        let relative = try XCTUnwrap(result.screens.first { $0.name == "relative" }?.container?.layout)
        let views = relative.resolve(query(["title": 80, "subtitle": 500])).views
        let title = try XCTUnwrap(views.first { $0.viewID == "title" })
        let subtitle = try XCTUnwrap(views.first { $0.viewID == "subtitle" })
        XCTAssertEqual(title.frame, ViewRect(x: 0, y: 0, width: 80, height: 20))
        // Below the title, 4dp apart; 500 at 360dp is two lines.
        XCTAssertEqual(subtitle.frame, ViewRect(x: 0, y: 24, width: 360, height: 40))
        XCTAssertEqual(views.first?.frame.height, 64)

        let constraint = try XCTUnwrap(result.screens.first { $0.name == "constraint" }?.container?.layout)
        let name = try XCTUnwrap(constraint.resolve(query(["name": 100])).views.first { $0.viewID == "name" })
        // Anchored top and bottom in a 100dp parent: centered (bias 0.5) at its 20dp height.
        XCTAssertEqual(name.frame, ViewRect(x: 0, y: 40, width: 360, height: 20))
    }

    /// A screen of a weighted scroll view (height 0dp, weight 1) above a button (AntennaPod's bug report
    /// screen): the screen is drawn as tall as its content, the scroll view gets its content's height and the
    /// button stands below it, not over the text.
    func testWeightedScrollViewTakesItsContentHeightAboveTheButton() throws {
        let result = try importAndroid([
            "layout/weighted.xml": """
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <ScrollView android:id="@+id/scroll" android:layout_width="match_parent" android:layout_height="0dp" android:layout_weight="1">
                    <TextView android:id="@+id/message" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:text="@string/message" />
                </ScrollView>
                <Button android:id="@+id/copy" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginBottom="8dp" android:text="@string/copy" />
            </LinearLayout>
            """,
        ])
        let layout = try XCTUnwrap(result.screens.first { $0.name == "weighted" }?.container?.layout)
        let views = layout.resolve(query(["message": 1000, "copy": 100])).views
        let scroll = try XCTUnwrap(views.first { $0.viewID == "scroll" })
        let message = try XCTUnwrap(views.first { $0.viewID == "message" })
        let copy = try XCTUnwrap(views.first { $0.viewID == "copy" })
        // 1000 at 360dp is three lines of 20dp: the scroll view is 60dp high, the button starts there.
        XCTAssertEqual(scroll.frame.height, 60, accuracy: 1e-9)
        XCTAssertEqual(message.frame.maxY, 60, accuracy: 1e-9)
        XCTAssertEqual(copy.frame.y, 60, accuracy: 1e-9, "\(views.map { "\($0.viewID ?? $0.name) \($0.frame)" })")
    }

    // MARK: Interface Builder

    /// The storyboard's stack: the German title (329.97pt) pushes the value to 5.03pt; heights and vertical
    /// positions are the document's.
    func testStoryboardViewsAtTheirSolvedFrames() throws {
        let storyboard = InterfaceBuilderImporterTests.storyboard
        let result = InterfaceBuilderImporter.read(documents: [storyboard], settings: InterfaceBuilderImportSettings()) { $0 }
        let layout = try XCTUnwrap(result.screens.first?.container?.layout)
        func resolve(rtl: Bool) -> [String: PlacedView] {
            let q = ContainerQuery(locale: rtl ? "ar" : "de", isRightToLeft: rtl, sizeCategory: nil, screenWidth: 375, placesViews: true) { id, _ in
                ["tTl-ab-c01": 329.97, "vAl-ab-c02": 87.69, "Btn-ab-c03": 90, "Rta-ab-c04": 40][id]
                    .map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
            }
            return Dictionary(layout.resolve(q).views.compactMap { v in v.viewID.map { ($0, v) } }, uniquingKeysWith: { a, _ in a })
        }
        let ltr = resolve(rtl: false)
        let title = try XCTUnwrap(ltr["tTl-ab-c01"]), value = try XCTUnwrap(ltr["vAl-ab-c02"])
        XCTAssertEqual(title.frame.x, 16, accuracy: 1e-6)
        XCTAssertEqual(title.frame.width, 329.97, accuracy: 1e-6)
        XCTAssertEqual(value.frame.x, 16 + 329.97 + 8, accuracy: 1e-6)
        XCTAssertEqual(value.frame.width, 343 - 8 - 329.97, accuracy: 1e-6)
        // The stack's stored frame: y 40 in the root view, 20.5pt high.
        XCTAssertEqual(title.frame.y, 40)
        XCTAssertEqual(title.frame.height, 20.5)
        XCTAssertEqual(title.elementID, "tTl-ab-c01")
        XCTAssertEqual(title.role, .text)
        let rtl = resolve(rtl: true)
        XCTAssertEqual(try XCTUnwrap(rtl["tTl-ab-c01"]).frame.x, 375 - 16 - 329.97, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(rtl["vAl-ab-c02"]).frame.x, 16, accuracy: 1e-6)
    }

    /// The preferences window of `InterfaceBuilderImporterTests.testCocoaCellsAndTheWindowWidth`.
    let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="F0z-JX-Cv5">
                <rect key="contentRect" x="196" y="240" width="480" height="120"/>
                <view key="contentView" id="se5-gp-TjO">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="120"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-aa-001">
                            <rect key="frame" x="18" y="84" width="444" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Download new episodes automatically" id="Cel-aa-001">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-aa-002">
                            <rect key="frame" x="13" y="13" width="97" height="32"/>
                            <buttonCell key="cell" type="push" title="Refresh" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="Bcl-aa-002">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Txt-aa-001" firstAttribute="leading" secondItem="se5-gp-TjO" secondAttribute="leading" constant="20" id="K01-aa-000"/>
                        <constraint firstAttribute="trailing" secondItem="Txt-aa-001" secondAttribute="trailing" constant="20" id="K02-aa-000"/>
                        <constraint firstItem="Btn-aa-002" firstAttribute="leading" secondItem="se5-gp-TjO" secondAttribute="leading" constant="20" id="K03-aa-000"/>
                    </constraints>
                </view>
            </window>
        </objects>
    </document>
    """

    /// AppKit frames count from the bottom of the superview: the text field at y = 84 (16pt high) in the
    /// 120pt content view is 20pt from the top; the button (y = 13, 32pt) 75pt.
    func testAppKitFramesAreFlippedToTheTop() throws {
        let result = InterfaceBuilderImporter.read(bytes: Array(xib.utf8), path: "Base.lproj/Preferences.xib", displayPath: "Preferences.xib",
                                                   settings: InterfaceBuilderImportSettings())
        let layout = try XCTUnwrap(result.screens.first?.container?.layout)
        let views = layout.resolve(ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: nil, screenWidth: 480, placesViews: true) { _, _ in
            TextMeasurement(naturalWidth: 600, width: 600, height: 16, lineCount: 1)
        }).views
        XCTAssertEqual(views.first { $0.viewID == "Txt-aa-001" }?.frame.y, 20)
        XCTAssertEqual(views.first { $0.viewID == "Btn-aa-002" }?.frame.y, 75)
        // The 600pt text (compression resistance 750) widens the window past its 480pt content width, which
        // the window keeps only at priority 500: 600 + 2 × 20pt.
        XCTAssertEqual(views.first?.frame, ViewRect(x: 0, y: 0, width: 640, height: 120))
    }

    /// A tab view shows one page: its first tab's views are on the screen, the second tab's (stored at the
    /// same place in the document) are not, and both tabs' texts are still laid out and checked. The report
    /// draws every tab: the screen with its first page, then each other page in the tab view's place.
    func testATabViewShowsItsFirstTabAndTheReportDrawsEveryTab() throws {
        func field(_ id: String, _ y: Int, _ title: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="18" y="\(y)" width="200" height="16"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" title="\(title)" id="\(id)c"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """
        }
        func page(_ item: String, _ view: String, _ fieldID: String, _ title: String) -> String {
            """
            <tabViewItem label="\(item)" identifier="" id="\(item)-i">
                <view key="view" id="\(view)">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="80"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(field(fieldID, 40, title))</subviews>
                    <constraints>
                        <constraint firstItem="\(fieldID)" firstAttribute="leading" secondItem="\(view)" secondAttribute="leading" constant="20" id="\(fieldID)k"/>
                    </constraints>
                </view>
            </tabViewItem>
            """
        }
        let tabs = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <window title="About" releasedWhenClosed="NO" animationBehavior="default" id="Win-aa-001">
                        <rect key="contentRect" x="196" y="240" width="440" height="120"/>
                        <view key="contentView" id="Cnt-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="440" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <tabView type="noTabsNoBorder" translatesAutoresizingMaskIntoConstraints="NO" id="Tab-aa-001">
                                    <rect key="frame" x="20" y="20" width="400" height="80"/>
                                    <font key="font" metaFont="system"/>
                                    <tabViewItems>\(page("License", "Pg1-aa-001", "Lic-aa-001", "License"))\(page("Credits", "Pg2-aa-001", "Crd-aa-001", "Credits"))</tabViewItems>
                                </tabView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Tab-aa-001" firstAttribute="leading" secondItem="Cnt-aa-001" secondAttribute="leading" constant="20" id="Tk1-aa-000"/>
                                <constraint firstAttribute="trailing" secondItem="Tab-aa-001" secondAttribute="trailing" constant="20" id="Tk2-aa-000"/>
                            </constraints>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let result = InterfaceBuilderImporter.read(bytes: Array(tabs.utf8), path: "Base.lproj/About.xib", displayPath: "About.xib",
                                                   settings: InterfaceBuilderImportSettings())
        let layout = try XCTUnwrap(result.screens.first?.container?.layout)
        let resolution = layout.resolve(ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: nil, screenWidth: 440, placesViews: true) { _, _ in
            TextMeasurement(naturalWidth: 60, width: 60, height: 16, lineCount: 1)
        })
        let onScreen = Set(resolution.views.filter { !$0.offscreen }.compactMap(\.viewID))
        XCTAssertTrue(onScreen.isSuperset(of: ["Tab-aa-001", "Pg1-aa-001", "Lic-aa-001"]), "the first tab is drawn: \(onScreen)")
        XCTAssertTrue(onScreen.isDisjoint(with: ["Pg2-aa-001", "Crd-aa-001"]), "the second tab is not on screen: \(onScreen)")
        // The second tab's views are kept for the cards of findings about them, on their own page.
        let wireframe = ScreenWireframe(screen: "About", platform: .macos, origin: .interfaceBuilder, locale: "de", sizeCategory: nil, screenWidth: 440,
                                        isRightToLeft: false, views: resolution.views, labels: [:], source: nil, findings: [:])
        let credits = try XCTUnwrap(wireframe.showingTabPage(of: "Crd-aa-001"))
        let shown = Set(credits.views.filter { !$0.offscreen }.compactMap(\.viewID))
        XCTAssertTrue(shown.isSuperset(of: ["Tab-aa-001", "Pg2-aa-001", "Crd-aa-001"]) && shown.isDisjoint(with: ["Pg1-aa-001", "Lic-aa-001"]), "\(shown)")
        XCTAssertNil(wireframe.showingTabPage(of: "Lic-aa-001"), "the first tab is on screen")
        XCTAssertEqual(wireframe.hiddenTabPages.count, 1, "one page not shown: \(wireframe.hiddenTabPages)")
        let figure = HTMLReport().wireframeFigure(0, pictures: ReportPictures(wireframes: [wireframe]), findings: [], drawing: HTMLDrawing())
        XCTAssertEqual(figure.matches(of: /<svg class="wire"/).count, 2, "the screen with the first tab, and the second tab")
        XCTAssertTrue(figure.contains("de · tab page 2"), figure)
        XCTAssertTrue(figure.contains("About, tab page 2 in de"), figure)
        let elements = try XCTUnwrap(result.screens.first).elements.map(\.id).joined(separator: " ")
        XCTAssertTrue(elements.contains("Lic-aa-001") && elements.contains("Crd-aa-001"), "both tabs' texts are checked: \(elements)")
    }

    // MARK: the linter and the page

    /// Every demo finding about a laid-out label is drawn, every screen × locale × size with one has a
    /// wireframe beside its source, and a declared screen lists its elements top to bottom.
    func testDemoWireframesAndDrawnFindings() throws {
        let demo = ReportFixtures.demo
        let input = try ReportFixtures.demoInput()
        let linter = Linter(typesetter: ReportFixtures.typesetter)
        let pictures = linter.pictures(for: demo.report.findings, input: input)
        let withText = demo.report.findings.indices.filter { i in
            let f = demo.report.findings[i]
            guard let screen = f.screen, let element = f.element else { return false }
            return input.screens.first { $0.name == screen }?.element(element)?.kind.hasText == true
        }
        XCTAssertEqual(withText.filter { pictures.findings[$0] == nil }, [], "every finding about a text element is drawn")

        struct Key: Hashable { var screen: String; var locale: String; var category: String? }
        var expected = Set<Key>()
        for f in demo.report.findings where f.screen != nil && f.element != nil && f.locale != nil && f.locale != "en" {
            expected.insert(Key(screen: f.screen!, locale: f.locale!, category: pictures.wireframes[pictures.wireframesOfFinding[demo.report.findings.firstIndex(of: f)!][0]].sizeCategory))
        }
        let translations = pictures.wireframes.filter { $0.source != nil }
        XCTAssertEqual(Set(translations.map { Key(screen: $0.screen, locale: $0.locale, category: $0.sizeCategory) }), expected)
        for w in translations {
            let source = pictures.wireframes[w.source!]
            XCTAssertEqual(source.locale, "en")
            XCTAssertEqual(source.screen, w.screen)
            XCTAssertEqual(source.sizeCategory, w.sizeCategory)
        }

        // Declared: elements in order, 8pt apart, 16pt in; each text as high as its box.
        let onboarding = try XCTUnwrap(translations.first { $0.screen == "Onboarding" && $0.locale == "de" })
        let children = onboarding.views.dropFirst()
        var y = WireframeMetrics.declaredInset
        for view in children {
            XCTAssertEqual(view.frame.y, y, accuracy: 1e-9, view.viewID ?? "")
            if let id = view.elementID, let label = onboarding.labels[id] { XCTAssertEqual(view.frame.height, label.placement.boxHeight, accuracy: 1e-9) }
            y += view.frame.height + WireframeMetrics.declaredSpacing
        }
        let arabic = try XCTUnwrap(translations.first { $0.screen == "Onboarding" && $0.locale == "ar" })
        let width = arabic.views[0].frame.width
        for (a, b) in zip(arabic.views.dropFirst(), onboarding.views.dropFirst()) where a.frame.width == b.frame.width {
            XCTAssertEqual(a.frame.maxX, width - WireframeMetrics.declaredInset, accuracy: 1e-9, "mirrored: flush with the right inset")
        }

        // The page: one data-wireframe per translation wireframe, data-drawn per drawn finding, links both ways.
        let html = HTMLReport(inlineLimit: .max).render(demo.report, pictures: pictures)
        // Shown: every translation's, and the source's own where a finding is about the source.
        let shown = pictures.wireframes.count { $0.source != nil || !$0.findings.isEmpty }
        XCTAssertEqual(html.matches(of: /data-wireframe="[^"|]+\|[^"]+"/).count, shown)
        XCTAssertGreaterThan(shown, translations.count)
        let drawn = demo.report.findings.indices.filter { pictures.isDrawn(demo.report.findings[$0], at: $0) }
        XCTAssertEqual(html.matches(of: /<article [^>]*data-drawn=""/).count, drawn.count)
        // Every finding about an element of a screen is drawn: its label, or (an image) the element on the screen.
        XCTAssertEqual(drawn, demo.report.findings.indices.filter { demo.report.findings[$0].screen != nil && demo.report.findings[$0].element != nil })
        for match in html.matches(of: /<a href="#(f\d+)"><rect class="wf"/) {
            XCTAssertTrue(html.contains("id=\"\(match.1)\""), "the wireframe links to finding \(match.1)")
        }
        XCTAssertTrue(html.contains("On the screen: <a href=\"#w"))
    }

    /// The same problem in three locales is one finding (`FindingGroups`): one card listing both, drawn once,
    /// and the screen drawn in each locale, each linked to the card.
    func testGroupedFindingHasOneCardAndAWireframePerLocale() throws {
        let yaml = "screen: Settings\nplatform: ios\nelements:\n  - id: title\n    key: settings.title\n    size: 17\n    width: 80\n    maxLines: 1\n"
        let (screen, problems) = LayoutReader.read(text: yaml, file: "settings.yaml")
        XCTAssertEqual(problems, [])
        var entries: [Entry] = []
        for (line, (key, locale, value)) in [("settings.title", "en", "Settings"), ("settings.title", "de", "Einstellungen"),
                                              ("other", "en", "Other"), ("other", "de-AT", "Andere"), ("other", "de-CH", "Andere")].enumerated() {
            entries.append(Entry(key: key, table: "Localizable", locale: locale, value: value, state: "translated",
                                 location: SourceLocation(file: "Localizable.xcstrings", line: line + 1, column: 1)))
        }
        let input = LintInput(catalogs: [CatalogFile(path: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries)],
                              screens: [try XCTUnwrap(screen)])
        let linter = Linter(typesetter: ReportFixtures.typesetter, options: LintOptions(sizeCategories: ["L"]))
        let report = linter.lint(input)
        let index = try XCTUnwrap(report.findings.firstIndex { $0.rule == "truncation" })
        // de-AT and de-CH show the de value (LocaleTag.fallbacks), at the same place: one finding of three locales.
        XCTAssertEqual(report.findings[index].locales, ["de", "de-AT", "de-CH"], "the same text truncates the same way: one finding")
        let pictures = linter.pictures(for: report.findings, input: input)
        XCTAssertNotNil(pictures.findings[index])
        let shown = pictures.wireframesOfFinding[index].map { pictures.wireframes[$0].locale }
        XCTAssertEqual(shown.sorted(), ["de", "de-AT", "de-CH"])
        let html = HTMLReport(inlineLimit: .max).render(report, pictures: pictures)
        XCTAssertEqual(html.matches(of: /<article [^>]*data-locale="de de-AT de-CH"[^>]*data-rule="truncation"/).count, 1)
        XCTAssertEqual(html.matches(of: /data-wireframe="Settings\|(de|de-AT|de-CH)"/).count, 3)
        XCTAssertEqual((html.components(separatedBy: "<a href=\"#f\(index)\"><rect class=\"wf\"").count - 1), 3, "every wireframe links to the one card")
    }
}

extension WireframeTests {
    /// A footer included by two screens: its German truncation is one finding listed under the first screen;
    /// each screen that includes it still gets its wireframe (the ones after the first in a section of their
    /// own), and the card is found by each screen's filter.
    func testIncludedDeclarationIsDrawnOnEveryScreenThatIncludesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-include-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("app/src/main/res")
        let files = [
            "values/strings.xml": "<resources><string name=\"more\">More</string><string name=\"title\">Title</string></resources>",
            "values-de/strings.xml": "<resources><string name=\"more\">Weitere Einstellungen anzeigen</string><string name=\"title\">Titel</string></resources>",
            "layout/footer.xml": """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/more" android:layout_width="80dp"
                    android:layout_height="wrap_content" android:maxLines="1" android:ellipsize="end" android:text="@string/more" />
                """,
            "layout/screen_a.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                    android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:id="@+id/title_a" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/title" />
                    <include layout="@layout/footer" />
                </LinearLayout>
                """,
            "layout/screen_b.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                    android:layout_height="wrap_content" android:orientation="vertical">
                    <include layout="@layout/footer" />
                    <TextView android:id="@+id/title_b" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/title" />
                </LinearLayout>
                """,
        ]
        for (path, text) in files {
            let url = res.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let input = try Project.discover(paths: [folder.path], config: ProjectConfig(), configPath: nil).read()
        let linter = Linter(typesetter: ReportFixtures.typesetter, options: LintOptions(sizeCategories: ["L"]))
        let report = linter.lint(input)
        let index = try XCTUnwrap(report.findings.firstIndex { $0.rule == "truncation" && $0.locale == "de" },
                                  "\(report.findings.map { "\($0.rule) \($0.screens) \($0.message)" })")
        let screens = report.findings[index].screens
        XCTAssertTrue(screens.contains("screen_a") && screens.contains("screen_b"), "\(screens)")
        let pictures = linter.pictures(for: report.findings, input: input)
        XCTAssertNotNil(pictures.findings[index], "the label is drawn")
        for limit in [Int.max, 0] {
            let html = HTMLReport(inlineLimit: limit).render(report, pictures: pictures)
            for screen in screens {
                // Inline, the figure is in the page; on demand, its HTML is in the data block with quotes as '.
                XCTAssertEqual(html.matches(of: try Regex("<figure [^>]*data-wireframe=[\"']\(screen)\\|de[\"']")).count, 1,
                               "\(screen)'s German wireframe (inline limit \(limit))")
            }
            XCTAssertEqual(html.components(separatedBy: "<a href=\"#f\(index)\"><rect class=\"wf\"").count
                + html.components(separatedBy: "<a href='#f\(index)'><rect class='wf'").count - 2, screens.count, "every wireframe links to the card")
        }
        let inline = HTMLReport(inlineLimit: .max).render(report, pictures: pictures)
        XCTAssertTrue(inline.contains(" data-screen=\"\(screens.joined(separator: "\n"))\""), "the card is on every screen's filter")
        for screen in screens {
            XCTAssertTrue(inline.contains("<option>\(screen)</option>"), screen)
        }
    }
}
