import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The importer on a hand-written storyboard (Tests/Fixtures/interfacebuilder: `Base.lproj/Main.storyboard`
/// with a horizontal stack of two labels pinned to the root view's margins, a fixed-width button, a label
/// keyed by a runtime attribute, and `de.lproj/Main.strings`). Expected lines and columns are found in the
/// fixture's text by the test; expected widths are worked out from the storyboard's constraints.
final class InterfaceBuilderImporterTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/interfacebuilder")
    static let storyboard = folder.appendingPathComponent("Base.lproj/Main.storyboard").path

    /// 1-based line and column of the first occurrence of `needle` in the storyboard (columns count characters).
    func position(of needle: String, in path: String = storyboard) throws -> (line: Int, column: Int) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: needle) { return (number + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
        }
        throw XCTSkip("\(needle) not in the fixture")
    }

    func read() -> ImportResult {
        InterfaceBuilderImporter.read(documents: [Self.storyboard], settings: InterfaceBuilderImportSettings(), displayPath: { _ in "Base.lproj/Main.storyboard" })
    }

    func testReadsTextsFontsKeysAndWhereEachStands() throws {
        let result = read()
        XCTAssertEqual(result.findings, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(result.screens.count, 1)
        XCTAssertEqual(screen.name, "Main/DownloadsViewController")
        XCTAssertEqual(screen.origin, .interfaceBuilder)
        XCTAssertEqual(screen.container?.layout.screenWidths, [375, 393])

        let title = try XCTUnwrap(screen.element("tTl-ab-c01"))
        XCTAssertEqual(title.key, "tTl-ab-c01.text")
        XCTAssertEqual(title.table, "Main")
        XCTAssertEqual(title.textStyle, "body")
        XCTAssertTrue(title.scales)
        XCTAssertNil(title.height, "a label placed by constraints has no fixed height")
        let titleAt = try position(of: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\"")
        XCTAssertEqual(title.location, SourceLocation(file: "Base.lproj/Main.storyboard", line: titleAt.line, column: titleAt.column))

        let value = try XCTUnwrap(screen.element("vAl-ab-c02"))
        XCTAssertEqual(value.size, 17)
        XCTAssertFalse(value.scales, "a fixed system font scales only with adjustsFontForContentSizeCategory")
        XCTAssertEqual(value.alignment, .left)
        let alignmentAt = try position(of: "textAlignment=\"left\"")
        XCTAssertEqual(value.keyLocations["alignment"]?.line, alignmentAt.line)
        XCTAssertEqual(value.keyLocations["alignment"]?.column, alignmentAt.column + "textAlignment=".count)

        let button = try XCTUnwrap(screen.element("Btn-ab-c03"))
        XCTAssertEqual(button.kind, .button)
        XCTAssertEqual(button.key, "Btn-ab-c03.normalTitle")
        XCTAssertEqual(button.weight, 600)
        XCTAssertEqual(button.size, 15)
        XCTAssertEqual(button.maxLines, 1)

        let runtime = try XCTUnwrap(screen.element("Rta-ab-c04"))
        XCTAssertEqual(runtime.key, "downloads.offline")
        XCTAssertNil(runtime.table, "a runtime attribute key lives in Localizable")

        XCTAssertEqual(screen.skipped.map(\.id), ["Nav-ab-c00"])

        let catalog = try XCTUnwrap(result.catalogs.first)
        let entry = try XCTUnwrap(catalog.entry("tTl-ab-c01.text", "Base"))
        XCTAssertEqual(entry.value, "Download")
        XCTAssertEqual(entry.table, "Main")
        let textAt = try position(of: "text=\"Download\"")
        XCTAssertAt(entry, line: textAt.line, column: textAt.column + "text=".count)
        XCTAssertEqual(catalog.entry("Nav-ab-c00.title", "Base")?.value, "Downloads")
        XCTAssertEqual(catalog.entry("Btn-ab-c03.normalTitle", "Base")?.value, "Delete all")
    }

    /// Natural widths at 17pt from `layoutlint measure` (the Typesetter, whose advances are tested against
    /// hb-shape in TypesetterTests): "Download" 80.89, "All episodes" 95.10, "Herunterladen im Hintergrund
    /// per WLAN" 329.97, "Alle Folgen" 87.69. The stack spans the root view's margins: 375 - 2×16 = 343
    /// (361 at 393). The title resists compression at 751 and hugs at 251, the value at 750 / 250, so the
    /// value stretches in English and is squeezed by the German title: 343 - 8 - 329.97 = 5.03.
    func testGermanLabelSqueezesItsNeighbourInTheStackView() throws {
        let screen = try XCTUnwrap(read().screens.first)
        let layout = try XCTUnwrap(screen.container?.layout)
        func boxes(_ widths: [String: Double], screenWidth: Double) -> [String: ResolvedBox] {
            layout.resolve(ContainerQuery(locale: "x", isRightToLeft: false, sizeCategory: nil, screenWidth: screenWidth) { id, _ in
                widths[id].map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
            }).boxes
        }
        let english = boxes(["tTl-ab-c01": 80.89, "vAl-ab-c02": 95.10, "Btn-ab-c03": 70, "Rta-ab-c04": 40], screenWidth: 375)
        XCTAssertEqual(try XCTUnwrap(english["tTl-ab-c01"]).width, 80.89, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(english["vAl-ab-c02"]).width, 343 - 8 - 80.89, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(english["Btn-ab-c03"]).width, 120, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(english["Rta-ab-c04"]).width, 343, accuracy: 1e-6)

        let german = boxes(["tTl-ab-c01": 329.97, "vAl-ab-c02": 87.69, "Btn-ab-c03": 90, "Rta-ab-c04": 40], screenWidth: 375)
        XCTAssertEqual(try XCTUnwrap(german["tTl-ab-c01"]).width, 329.97, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(german["vAl-ab-c02"]).width, 343 - 8 - 329.97, accuracy: 1e-6)
        let wider = boxes(["tTl-ab-c01": 329.97, "vAl-ab-c02": 87.69], screenWidth: 393)
        XCTAssertEqual(try XCTUnwrap(wider["vAl-ab-c02"]).width, 361 - 8 - 329.97, accuracy: 1e-6)
        // A title longer than the whole stack: the value is squeezed to nothing (given the smallest box, 1pt,
        // so the truncation rule reports it), the title gets the rest (the stack's edges are required).
        let overlong = boxes(["tTl-ab-c01": 500, "vAl-ab-c02": 87.69], screenWidth: 375)
        XCTAssertEqual(try XCTUnwrap(overlong["vAl-ab-c02"]).width, AutoLayoutScene.minimumBoxWidth, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(overlong["tTl-ab-c01"]).width, 335, accuracy: 1e-6)
    }

    /// End to end: the German value label is truncated; the finding stands at the `.strings` value and its
    /// layout location is the label's element in the storyboard.
    func testLintPointsAtTheStringsValueAndTheStoryboardElement() throws {
        let typesetter = try Typesetter(fontsAt: FontLocator.repositoryFonts)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Self.folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil)
        let report = Linter(typesetter: typesetter, options: LintOptions()).lint(project.read())
        let finding = try XCTUnwrap(report.findings.first { $0.rule == "truncation" && $0.element == "vAl-ab-c02" && $0.locale == "de" },
                                    "\(report.findings.map { "\($0.rule) \($0.element ?? "") \($0.locale ?? "")" })")
        XCTAssertTrue(finding.location.file.hasSuffix("de.lproj/Main.strings"), finding.location.file)
        XCTAssertEqual(finding.location.line, 3)
        let labelAt = try position(of: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"All episodes\"")
        XCTAssertEqual(finding.layoutLocation?.line, labelAt.line)
        XCTAssertEqual(finding.layoutLocation?.column, labelAt.column)
        XCTAssertTrue(finding.layoutLocation?.file.hasSuffix("Base.lproj/Main.storyboard") ?? false)
        let title = try typesetter.layout("Herunterladen im Hintergrund per WLAN", locale: "de", size: 17).naturalWidth
        let available = try XCTUnwrap(finding.measurements?["availableWidth"])
        XCTAssertEqual(available, 343 - 8 - title, accuracy: 0.01)
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertGreaterThan(coverage.uiElementsChecked, 0)
        XCTAssertNil(report.findings.first { $0.rule == "truncation" && $0.locale == "Base" })
    }

    func testBadDocumentsBecomeFindingsWithPositions() throws {
        func read(_ text: String, path: String = "Base.lproj/Bad.storyboard") -> ImportResult {
            InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: path, displayPath: path, settings: InterfaceBuilderImportSettings())
        }
        let truncated = read("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes>\n")
        XCTAssertEqual(truncated.findings.map(\.rule), [RuleID.invalidInput])
        let entity = read("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>")
        XCTAssertEqual(entity.findings.first?.location.line, 2)
        XCTAssertEqual(read("<plist/>").findings.first?.message.contains("not an Interface Builder document"), true)
        let multiplier = read("""
        <document><objects><view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/><constraints>
        <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="x:y" id="c"/>
        </constraints></view></objects></document>
        """)
        XCTAssertEqual(multiplier.findings.first?.location.line, 2)
        XCTAssertEqual(multiplier.findings.first?.location.column, 1)
        // IB writes ratios both ways: `16:9`, and the fraction `4/5` (Element's MXKDeviceView.xib): no finding.
        for written in ["4/5", "16:9", "0.5"] {
            let valid = read("""
            <document><objects><view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/><constraints>
            <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="\(written)" id="c"/>
            </constraints></view></objects></document>
            """)
            XCTAssertEqual(valid.findings.map(\.message), [], written)
        }
    }

    /// A bar item, a button or a label whose text a runtime attribute names by key (`localizableString`, or
    /// any `locali…Key`/`…String` string attribute) shows that key's text: the document's title is no value
    /// to translate, and the item's skip names the key it shows.
    func testRuntimeAttributeKeysReplaceBarItemAndButtonTitles() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <viewController id="n" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><label text="Hello" id="l"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
              <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="hello"/></userDefinedRuntimeAttributes>
            </label></subviews>
          </view>
          <tabBarItem key="tabBarItem" title="Settings" id="tab">
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="settings.tab"/></userDefinedRuntimeAttributes>
          </tabBarItem>
          <navigationItem key="navigationItem" title="Credits" id="nav">
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizedKey" value="credits.title"/></userDefinedRuntimeAttributes>
          </navigationItem>
          <barButtonItem title="Done" id="bar"/>
        </viewController>
        </objects></scene></scenes></document>
        """
        let result = InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: "Base.lproj/Main.storyboard", displayPath: "Base.lproj/Main.storyboard",
                                                   settings: InterfaceBuilderImportSettings())
        XCTAssertEqual(result.catalogs.flatMap(\.entries).map(\.key), ["bar.title"])
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertEqual(Set(skipped.compactMap(\.key)), ["settings.tab", "credits.title"])
        XCTAssertTrue(SceneReader.isLocalizationKeyPath("localizationKey"))
        XCTAssertFalse(SceneReader.isLocalizationKeyPath("layer.cornerRadius"))
    }

    /// A label pinned at its leading edge only (trailing `lessThanOrEqual`), hugging its content, is as wide
    /// as its text; one pinned at both edges is as wide as its column.
    func testContentSizedLabelsFollowTheirText() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <viewController id="c" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
              <label horizontalHuggingPriority="251" text="History:" textAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="60" height="20"/></label>
              <label horizontalHuggingPriority="251" text="Video track:" textAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0.0" y="40" width="375" height="20"/></label>
            </subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="leading" secondItem="v" secondAttribute="leading" id="c1"/>
              <constraint firstItem="a" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="v" secondAttribute="leading" constant="120" id="c2"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="v" secondAttribute="top" id="c3"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="v" secondAttribute="leading" id="c4"/>
              <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="c5"/>
              <constraint firstItem="b" firstAttribute="top" secondItem="v" secondAttribute="top" constant="40" id="c6"/>
            </constraints>
          </view>
        </viewController>
        </objects></scene></scenes></document>
        """
        let result = InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: "Base.lproj/Main.storyboard", displayPath: "Base.lproj/Main.storyboard",
                                                   settings: InterfaceBuilderImportSettings())
        let elements = Dictionary(uniqueKeysWithValues: result.screens.flatMap(\.elements).map { ($0.id, $0) })
        XCTAssertEqual(elements["a"]?.widthFollowsText, true)
        XCTAssertEqual(elements["b"]?.widthFollowsText, false)
    }

    /// A width constraint weaker than the label's content hugging and compression resistance (width 90 at
    /// priority 500, both at 1000) gives way to them: the label is as wide as its text. At a priority above
    /// either it holds, and the width is the constraint's.
    func testAWidthConstraintWeakerThanHuggingAndCompressionGivesWay() throws {
        func label(priority: Int) throws -> LayoutElement? {
            let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
            <viewController id="c" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <label horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" text="Level" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="285" y="0.0" width="90" height="21"/>
                    <constraints><constraint firstAttribute="width" priority="\(priority)" constant="90" id="w"/></constraints>
                  </label>
                </subviews>
                <constraints>
                  <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c1"/>
                  <constraint firstItem="a" firstAttribute="top" secondItem="v" secondAttribute="top" id="c2"/>
                </constraints>
              </view>
            </viewController>
            </objects></scene></scenes></document>
            """
            let result = InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: "Base.lproj/Main.storyboard", displayPath: "Base.lproj/Main.storyboard",
                                                       settings: InterfaceBuilderImportSettings())
            return result.screens.flatMap(\.elements).first { $0.id == "a" }
        }
        XCTAssertEqual(try label(priority: 500)?.widthFollowsText, true)
        XCTAssertEqual(try label(priority: 1000)?.widthFollowsText, false)
    }

    /// Required constraints that contradict each other (width 100 and width 200) do not crash or hang: the
    /// second one stays out, as Auto Layout breaks it at run time, and the label still gets a box.
    func testConflictingRequiredConstraintsAreBrokenNotFatal() throws {
        let text = """
        <document><objects><view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="100"/><subviews>
        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="100" height="20"/>
        <constraints><constraint firstAttribute="width" constant="100" id="w1"/><constraint firstAttribute="width" constant="200" id="w2"/></constraints>
        </label></subviews><constraints><constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="p"/></constraints>
        </view></objects></document>
        """
        let result = InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: "Base.lproj/C.xib", displayPath: "C.xib", settings: InterfaceBuilderImportSettings())
        let layout = try XCTUnwrap(result.screens.first?.container?.layout)
        let resolution = layout.resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 375) { _, _ in
            TextMeasurement(naturalWidth: 30, width: 30, height: 20, lineCount: 1)
        })
        XCTAssertEqual(try XCTUnwrap(resolution.boxes["l"]).width, 100, accuracy: 1e-9)
    }

    /// Mutations of the fixture (bytes dropped, flipped, duplicated; seeded) never trap or hang.
    func testFuzzEntryPointSurvivesMutations() throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: Self.storyboard)))
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(max(1, bound)))
        }
        for _ in 0..<150 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes[at] = UInt8(truncatingIfNeeded: next(256))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
                }
            }
            InterfaceBuilderImporter.fuzzRead(bytes: bytes)
        }
        InterfaceBuilderImporter.fuzzRead(bytes: [])
    }

    func testSettingsDecodeWithDefaultsAndRefuseBadWidths() throws {
        let decoder = JSONDecoder()
        let defaults = try decoder.decode(InterfaceBuilderImportSettings.self, from: Data("{}".utf8))
        XCTAssertEqual(defaults, InterfaceBuilderImportSettings())
        let custom = try decoder.decode(InterfaceBuilderImportSettings.self, from: Data(#"{"screenWidths":[320],"runtimeAttributeKeyPath":"l10nKey"}"#.utf8))
        XCTAssertEqual(custom.screenWidths, [320])
        XCTAssertEqual(custom.runtimeAttributeKeyPath, "l10nKey")
        XCTAssertThrowsError(try decoder.decode(InterfaceBuilderImportSettings.self, from: Data(#"{"screenWidths":[]}"#.utf8)))
        XCTAssertThrowsError(try decoder.decode(InterfaceBuilderImportSettings.self, from: Data(#"{"screenWidths":[-5]}"#.utf8)))
    }
}

final class InterfaceBuilderConfigTests: XCTestCase {
    func testInterfaceBuilderSectionOfTheConfig() throws {
        let config = try ProjectConfig.parse("version: 1\ninterfaceBuilder:\n  screenWidths: [320, 430]\n  runtimeAttributeKeyPath: l10n\n", file: ".layoutlint.yml")
        XCTAssertEqual(config.interfaceBuilder?.screenWidths, [320, 430])
        XCTAssertEqual(config.interfaceBuilder?.runtimeAttributeKeyPath, "l10n")
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\ninterfaceBuilder:\n  screenWidths: []\n", file: ".layoutlint.yml")) { error in
            let configError = error as? ConfigError
            XCTAssertEqual(configError?.location.line, 3, "\(error)")
            XCTAssertTrue(configError?.keyPath.hasPrefix("interfaceBuilder") ?? false, "\(error)")
        }
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\ninterfaceBuilder:\n  screenWidths: wide\n", file: ".layoutlint.yml"))
    }
}

/// A Cocoa (AppKit) XIB written as Xcode writes one: a window whose content view holds an NSTextField
/// (text on its cell, `metaFont="system"`) pinned 20pt from both edges and an NSButton cell. The window's
/// stored content width (480) is the only width it is solved at.
final class InterfaceBuilderCocoaTests: XCTestCase {
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

    func testCocoaCellsAndTheWindowWidth() throws {
        let result = InterfaceBuilderImporter.read(bytes: Array(xib.utf8), path: "Base.lproj/Preferences.xib", displayPath: "Preferences.xib",
                                                   settings: InterfaceBuilderImportSettings())
        XCTAssertEqual(result.findings, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.container?.layout.screenWidths, [480])
        let text = try XCTUnwrap(screen.element("Txt-aa-001"))
        XCTAssertEqual(text.key, "Cel-aa-001.title")
        XCTAssertEqual(text.table, "Preferences")
        XCTAssertEqual(text.size, 13)
        XCTAssertEqual(text.kind, .label)
        let button = try XCTUnwrap(screen.element("Btn-aa-002"))
        XCTAssertEqual(button.key, "Bcl-aa-002.title")
        XCTAssertEqual(result.catalogs.first?.entry("Cel-aa-001.title", "Base")?.value, "Download new episodes automatically")
        let resolution = try XCTUnwrap(screen.container?.layout).resolve(ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: nil, screenWidth: 480) { _, _ in
            TextMeasurement(naturalWidth: 600, width: 600, height: 16, lineCount: 1)
        })
        // Pinned 20pt from both edges of the 480pt content view, which the window keeps only at priority 500
        // (`AppKitMetrics.windowSizeStayPutPriority`): a 600pt text that resists compression at 750 widens
        // the window to 640pt and keeps its whole width, as AppKit grows a window to its content.
        XCTAssertEqual(try XCTUnwrap(resolution.boxes["Txt-aa-001"]).width, 600, accuracy: 1e-9)
        // A shorter text leaves the window at its content width: 440pt between the pins.
        let short = try XCTUnwrap(screen.container?.layout).resolve(ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: nil, screenWidth: 480) { _, _ in
            TextMeasurement(naturalWidth: 300, width: 300, height: 16, lineCount: 1)
        })
        XCTAssertEqual(try XCTUnwrap(short.boxes["Txt-aa-001"]).width, 440, accuracy: 1e-9)
    }

    /// Texts AppKit draws itself, outside the views laid out: a main menu's and a pop-up button's items, a
    /// toolbar item's labels and a tooltip. Each key is accounted for with why it is not laid out (before,
    /// none had a reason: "not named by any UI file"), under the key `ibtool` writes (`<id>.title`,
    /// `<id>.label`, `<id>.paletteLabel`, `<id>.ibShadowedToolTip`).
    func testMenusToolbarItemsAndTooltipsAreAccountedFor() throws {
        let document = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <menu title="Main Menu" systemMenu="main" id="m1">
                    <items>
                        <menuItem title="File" id="i1">
                            <menu key="submenu" title="File" id="m2">
                                <items>
                                    <menuItem title="Close Window" keyEquivalent="w" id="i2"/>
                                    <menuItem isSeparatorItem="YES" id="i3"/>
                                    <menuItem title="Open Recent" id="i4">
                                        <menu key="submenu" title="Open Recent" id="m3"/>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
                <window title="Main" id="w1">
                    <rect key="contentRect" x="0" y="0" width="480" height="120"/>
                    <toolbar key="toolbar" id="t0">
                        <allowedToolbarItems>
                            <toolbarItem id="t1" label="Refresh" paletteLabel="Refresh All"/>
                        </allowedToolbarItems>
                    </toolbar>
                    <view key="contentView" id="v0">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="120"/>
                        <subviews>
                            <popUpButton toolTip="Sort the list" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                                <rect key="frame" x="18" y="84" width="120" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="Name" bezelStyle="rounded" id="pc1">
                                    <menu key="menu" id="pm1">
                                        <items>
                                            <menuItem title="Name" state="on" id="pi1"/>
                                            <menuItem title="Date of the last update" id="pi2"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """
        let result = InterfaceBuilderImporter.read(bytes: Array(document.utf8), path: "Base.lproj/MainMenu.xib", displayPath: "MainMenu.xib",
                                                   settings: InterfaceBuilderImportSettings())
        var reasons: [String: String] = [:]
        for skip in result.screens.flatMap(\.skipped) { if let key = skip.key { reasons[key] = skip.reason } }
        // Only a submenu of the main menu shows its own title, in the menu bar (Apple, `NSMenu.title`): the main
        // menu's own title and a nested submenu's are never shown.
        XCTAssertEqual(reasons["m1.title"], SceneReader.menuTitleNeverShownReason)
        XCTAssertEqual(reasons["m2.title"], SceneReader.menuTitleReason)
        XCTAssertEqual(reasons["m3.title"], SceneReader.menuTitleNeverShownReason)
        XCTAssertEqual(reasons["i4.title"], SceneReader.menuTitleReason)
        XCTAssertEqual(reasons["i2.title"], SceneReader.menuTitleReason)
        XCTAssertNil(reasons["i3.title"], "a separator has no title")
        XCTAssertEqual(reasons["pi2.title"], SceneReader.popUpItemReason)
        XCTAssertEqual(reasons["t1.label"], SceneReader.toolbarLabelReason)
        XCTAssertEqual(reasons["t1.paletteLabel"], SceneReader.toolbarLabelReason)
        XCTAssertEqual(reasons["p1.ibShadowedToolTip"], SceneReader.toolTipReason)
        XCTAssertEqual(reasons["w1.title"], SceneReader.windowTitleReason)
        // Only the titles never shown are left out of the catalog checks (`IndexStage.keysReplacedByCode`).
        XCTAssertEqual(IndexStage.keysReplacedByCode(result.screens).sorted(), ["MainMenu\u{1F}m1.title", "MainMenu\u{1F}m3.title"])
    }
}

final class InterfaceBuilderLimitsTests: XCTestCase {
    /// A scene larger than the solver bound is not solved: every text is skipped with the reason, quickly.
    func testOversizedSceneIsSkippedWithAReason() throws {
        let count = InterfaceBuilderImporter.maximumSceneViews + 1
        let labels = (0..<count).map { i in
            "<label text=\"L\(i)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"l\(i)\"><rect key=\"frame\" x=\"0\" y=\"\(i)\" width=\"10\" height=\"1\"/></label>"
        }.joined(separator: "\n")
        let text = "<document><objects><view key=\"view\" id=\"r\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"600\"/><subviews>\n\(labels)\n</subviews></view></objects></document>"
        let result = InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: "Base.lproj/Big.xib", displayPath: "Big.xib", settings: InterfaceBuilderImportSettings())
        let layout = try XCTUnwrap(result.screens.first?.container?.layout)
        let resolution = layout.resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 375) { _, _ in
            TextMeasurement(naturalWidth: 10, width: 10, height: 1, lineCount: 1)
        })
        XCTAssertEqual(resolution.boxes.count, 0)
        XCTAssertEqual(resolution.skipped.count, count)
        XCTAssertTrue(resolution.skipped["l0"]?.contains("views; layoutlint solves scenes of up to") ?? false)
    }
}
