import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// AppKit documents (`targetRuntime="MacOSX.Cocoa"`), written by the test in the shape Interface Builder
/// writes them (attributes as in iina's XIBs): the `macos` platform, cell fonts and line modes, window widths,
/// run-time texts, fonts the profile lacks, the self-check against stored frames and the stand-in band.
final class AppKitImporterTests: XCTestCase {
    static let typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    /// A one-line borderless label as IB writes it ("Label" from the library, `scrollable` + `clipping`).
    static func label(_ id: String, _ title: String, x: Double, width: Double, font: String = #"metaFont="system""#,
                      cell: String = #"scrollable="YES" lineBreakMode="clipping""#, extra: String = "", constraints: String = "") -> String {
        """
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(extra)>
                        <rect key="frame" x="\(x)" y="100" width="\(width)" height="16"/>
                        \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
                        <textFieldCell key="cell" \(cell) sendsActionOnEndEditing="YES" title="\(title)" id="\(id)-cell">
                            <font key="font" \(font)/>
                        </textFieldCell>
                    </textField>
        """
    }

    /// A window whose content view holds `subviews` (pinned by `constraints`), in a XIB.
    static func xib(_ subviews: String, constraints: String = "", window: String = #"<windowStyleMask key="styleMask" titled="YES" closable="YES" resizable="YES"/>"#,
                    minWidth: Double? = 400) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23090" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="W1n-dw-000">
                    \(window)
                    <rect key="contentRect" x="196" y="240" width="480" height="300"/>
                    \(minWidth.map { #"<size key="minSize" width="\#($0)" height="200"/>"# } ?? "")
                    <view key="contentView" id="CNT-vw-000">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """
    }

    /// A XIB whose top-level object is a custom view (a pane code embeds) of 480pt holding `subviews`.
    static func paneXIB(_ subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23090" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="PAN-vw-000">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    static func read(_ text: String, path: String = "Base.lproj/Prefs.xib") -> ImportResult {
        InterfaceBuilderImporter.read(bytes: Array(text.utf8), path: path, displayPath: path, settings: InterfaceBuilderImportSettings())
    }

    static func naturalWidth(_ text: String, size: Double, weight: Int = 400, locale: String = "en") throws -> Double {
        let shaped = try typesetter.shape(text, locale: locale, font: FontSelection(family: "system", weight: weight, italic: false))
        return try shaped.layout(size: size, constraints: LayoutConstraints(width: nil, maxLines: 1)).naturalWidth
    }

    /// Lints the imported document with extra catalog values (`de` by default), every locale of them.
    static func lint(_ result: ImportResult, values: [String: String], locale: String = "de") -> LintReport {
        var catalogs = result.catalogs
        let entries = values.sorted { $0.key < $1.key }.enumerated().map { n, pair in
            Entry(key: pair.key, table: "Prefs", locale: locale, value: pair.value,
                  location: SourceLocation(file: "\(locale).lproj/Prefs.strings", line: n + 1, column: 1))
        }
        catalogs.append(CatalogFile(path: "\(locale).lproj/Prefs.strings", format: .strings, entries: entries))
        return Linter(typesetter: typesetter, options: LintOptions(workers: 2)).lint(LintInput(catalogs: catalogs, screens: result.screens, findings: result.findings))
    }

    func testAnAppKitDocumentIsTheMacOSPlatformWithCellFontsAndLineModes() throws {
        let subviews = [
            Self.label("Bhv-lb-001", "Behavior:", x: -2, width: 66, font: #"metaFont="systemBold""#),
            Self.label("Wrp-lb-002", "Always use the dedicated GPU for rendering.", x: 118, width: 300, font: #"usesAppearanceFont="YES""#,
                       cell: #"controlSize="small""#),
            Self.label("Sgl-lb-003", "At launch:", x: 200, width: 70, cell: #"lineBreakMode="truncatingTail" usesSingleLineMode="YES""#),
            Self.label("Sml-lb-004", "Small:", x: 300, width: 40, font: #"metaFont="smallSystem""#, cell: #"controlSize="small" scrollable="YES" lineBreakMode="clipping""#),
        ].joined(separator: "\n")
        let result = Self.read(Self.xib(subviews, constraints: #"<constraint firstItem="Bhv-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" id="c01"/>"#))
        XCTAssertEqual(result.findings, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .macos)
        XCTAssertEqual(screen.name, "Prefs/Preferences window")
        XCTAssertEqual(screen.container?.layout.screenWidths, [480, 400], "the window's content width, then its minimum width")

        let bold = try XCTUnwrap(screen.element("Bhv-lb-001"))
        XCTAssertEqual(bold.key, "Bhv-lb-001-cell.title", "an AppKit text is keyed by its cell")
        XCTAssertEqual(bold.size, 13)
        XCTAssertEqual(bold.weight, 700)
        XCTAssertEqual(bold.maxLines, 1)
        XCTAssertFalse(bold.scales)
        let wrapping = try XCTUnwrap(screen.element("Wrp-lb-002"))
        XCTAssertEqual(wrapping.size, 11, "usesAppearanceFont takes the small control size's system font")
        XCTAssertEqual(wrapping.maxLines, 0, "a cell without lineBreakMode wraps (NSLineBreakByWordWrapping = 0)")
        XCTAssertEqual(try XCTUnwrap(screen.element("Sgl-lb-003")).maxLines, 1)
        XCTAssertEqual(try XCTUnwrap(screen.element("Sml-lb-004")).size, 11)
        XCTAssertEqual(bold.verticalPlacement(on: .macos), .top, "NSTextField draws its text from the top")
        XCTAssertEqual(SizeScale.sizes(for: bold, platform: .macos, categories: ["L", "xxxL"]).map(\.category), [nil],
                       "no Dynamic Type on macOS")

        // The 2pt alignment insets of a borderless text field: pinned at 0, stored at x = -2, its text box is
        // the frame less 4pt.
        let layout = try XCTUnwrap(screen.container?.layout)
        let english = try Self.naturalWidth("Behavior:", size: 13, weight: 700)
        let resolution = layout.resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 480) { id, _ in
            id == "Bhv-lb-001" ? TextMeasurement(naturalWidth: english, width: english, height: 16, lineCount: 1) : nil
        })
        XCTAssertEqual(try XCTUnwrap(resolution.boxes["Bhv-lb-001"]).width, english, accuracy: 1e-6)

        // Lint: findings carry no size category, and messages speak of a window.
        let report = Self.lint(result, values: ["Bhv-lb-001-cell.title": "Verhalten beim Öffnen und Schließen des Fensters:"])
        XCTAssertTrue(report.findings.filter { $0.rule == "truncation" || $0.rule == "vertical-clipping" }.allSatisfy { $0.sizeCategory == nil })
    }

    func testRunTimeTextsAreSkippedWithTheirReason() throws {
        let table = """
                    <scrollView id="Scr-vw-001">
                        <rect key="frame" x="20" y="20" width="440" height="60"/>
                        <clipView key="contentView" id="Clp-vw-001">
                            <rect key="frame" x="0" y="0" width="440" height="60"/>
                            <subviews>
                                <tableView id="Tbl-vw-001">
                                    <rect key="frame" x="0" y="0" width="440" height="60"/>
                                    <tableColumns>
                                        <tableColumn id="Col-01">
                                            <prototypeCellViews>
                                                <tableCellView id="Tcv-vw-001">
                                                    <rect key="frame" x="0" y="0" width="440" height="17"/>
                                                    <subviews>
        \(Self.label("Pro-lb-001", "Table View Cell", x: 0, width: 100))
                                                    </subviews>
                                                </tableCellView>
                                            </prototypeCellViews>
                                        </tableColumn>
                                    </tableColumns>
                                </tableView>
                            </subviews>
                        </clipView>
                    </scrollView>
        """
        let bound = """
                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Bnd-lb-001">
                        <rect key="frame" x="18" y="200" width="100" height="16"/>
                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" title="0 items" id="Bnd-lb-001-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                        <connections>
                            <binding destination="-2" name="value" keyPath="self.count" id="Bnd-cn-001"/>
                        </connections>
                    </textField>
        """
        let subviews = [table, bound, Self.label("Plc-lb-001", "Label", x: 18, width: 40),
                        Self.label("Mno-lb-001", "IINA", x: 300, width: 60, font: #"size="13" name="Menlo-Regular""#)].joined(separator: "\n")
        let result = Self.read(Self.xib(subviews))
        XCTAssertEqual(result.findings, [])
        let screen = try XCTUnwrap(result.screens.first)
        let reasons = Dictionary(uniqueKeysWithValues: screen.skipped.map { ($0.id, $0.reason) })
        XCTAssertTrue(reasons["Pro-lb-001"]?.contains("prototype cell") == true, "\(reasons)")
        XCTAssertTrue(reasons["Bnd-lb-001"]?.contains("binding `value`") == true, "\(reasons)")
        XCTAssertTrue(reasons["Plc-lb-001"]?.contains("placeholder title \"Label\"") == true, "\(reasons)")
        XCTAssertNil(screen.element("Pro-lb-001"))
        // The bound value replaces the document's text as the nib loads: its key's values are never shown,
        // so an empty or untranslated value of it is nothing to report. The prototype cell's may still show.
        let replaced = Set(screen.skipped.filter { $0.replacedByCode == true }.map(\.id))
        XCTAssertEqual(replaced, ["Bnd-lb-001"])

        // A font the profile does not have is the model's limit: a coverage reason, never invalid-input.
        XCTAssertEqual(screen.element("Mno-lb-001")?.family, "Menlo")
        let report = Self.lint(result, values: ["Mno-lb-001-cell.title": "IINA"])
        XCTAssertEqual(report.findings.filter { $0.rule == RuleID.invalidInput }, [])
        XCTAssertEqual(report.summary.coverage?.skipped.first { $0.key.contains("font 'Menlo' is not in the font profile") }?.value, 1)
    }

    /// Interface Builder stores the frame its measurement of the development language gave: a model that
    /// lays the English text out wider than the box it computes is wrong for that view, in every language.
    func testTheSourceTextThatDoesNotFitItsModelledBoxIsSkippedInEveryLocale() throws {
        let english = "Resume last playback position"
        let width = (try Self.naturalWidth(english, size: 13) * 0.7).rounded()
        let constraints = #"<constraint firstAttribute="width" constant="\#(width)" id="w01"/>"#
        let subviews = Self.label("Fix-lb-001", english, x: 18, width: width + 4, constraints: constraints)
        let result = Self.read(Self.xib(subviews, constraints: #"<constraint firstItem="Fix-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>"#))
        let report = Self.lint(result, values: ["Fix-lb-001-cell.title": "Die letzte Wiedergabeposition fortsetzen"])
        XCTAssertEqual(report.findings.filter { $0.rule == "truncation" }, [], "the source fails the same way: a model error")
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 0)
        XCTAssertTrue(report.summary.coverage?.skipped.keys.contains { $0.hasPrefix("self-check: the development language's text does not fit") } == true,
                      "\(report.summary.coverage?.skipped ?? [:])")
    }

    /// A size the design chose is not a translation's problem: iina draws "-5s" / "+5s" at 9pt in every locale,
    /// English included. `small-text` on an imported element whose development-language text is as small is
    /// a coverage skip, in every locale drawn no smaller (the Chinese 11pt minimum included: no translator
    /// can change the point size).
    func testSmallTextTheDevelopmentLanguageSharesIsTheDesignsChoiceNotReported() throws {
        // The stored frame is what IB measured: the text's width plus the cell's 2 pt a side (as the other tests).
        let width = (try Self.naturalWidth("Speed", size: 9) + 4).rounded()
        let subviews = Self.label("Sml-lb-001", "Speed", x: 18, width: width, font: #"metaFont="system" size="9""#)
        let result = Self.read(Self.xib(subviews))
        for (locale, value) in [("de", "Tempo"), ("zh-Hans", "倍速")] {
            let report = Self.lint(result, values: ["Sml-lb-001-cell.title": value], locale: locale)
            XCTAssertEqual(report.findings.filter { $0.rule == "small-text" }, [], locale)
            XCTAssertEqual(report.summary.coverage?.skipped["small-text: the development language is drawn as small: the design's choice, not a translation's (not reported)"], 1,
                           "\(report.summary.coverage?.skipped ?? [:])")
        }
    }

    /// The same filter keeps a translation that is drawn smaller than the source (autoShrink taking a longer
    /// text further down), and of an element whose source passes, the translations autoShrink takes under
    /// their script's minimum; one drawn at the document's size (Japanese at 9pt, under the dense scripts'
    /// 11pt) is the design's choice.
    func testSmallTextDrawnSmallerThanTheSourceStaysReported() {
        func finding(_ locale: String, _ element: String, size: Double) -> Finding {
            Finding(rule: "small-text", severity: .warning, message: "small", location: SourceLocation(file: "x.xib", line: 1, column: 1),
                    locale: locale, screen: "Window", element: element, measurements: ["effectiveSize": size, "size": 9, "minimumSize": 10])
        }
        let screen = LayoutScreen(name: "Window", platform: .macos, file: "x.xib", location: SourceLocation(file: "x.xib", line: 1, column: 1),
                                  elements: [], origin: .interfaceBuilder)
        var coverage = Coverage()
        let kept = FilterStage.withoutModelErrors([finding("en", "a", size: 9), finding("de", "a", size: 9), finding("fr", "a", size: 7.5),
                                              finding("ja", "b", size: 9), finding("ja", "c", size: 8)],
                                             screens: [screen], sourceLocale: "en", coverage: &coverage)
        XCTAssertEqual(kept.map { "\($0.locale ?? "")/\($0.element ?? "")" }, ["fr/a", "ja/c"])
        XCTAssertEqual(coverage.skipped.values.reduce(0, +), 2, "\(coverage.skipped)")
    }

    /// `expansion-headroom` predicts what translations will need; on an imported screen the shipped
    /// translations answer it: a key every checked locale translates is measured by `truncation` in the same
    /// box, so only a key some locale has not translated yet (a new string) gets the note. A number has no
    /// letters to translate.
    func testHeadroomIsANoteOnlyForKeysALocaleHasNotTranslatedYet() throws {
        func fixed(_ id: String, _ text: String, x: Double, n: Int) throws -> String {
            let width = (try Self.naturalWidth(text, size: 13)).rounded(.up) + 1
            return Self.label(id, text, x: x, width: width + 4,
                              constraints: #"<constraint firstAttribute="width" constant="\#(width)" id="hw\#(n)"/>"#)
        }
        let subviews = [try fixed("Hdr-lb-001", "Cancel", x: 18, n: 1), try fixed("Hdr-lb-002", "Rename", x: 118, n: 2),
                        try fixed("Hdr-lb-003", "50", x: 218, n: 3)].joined(separator: "\n")
        let result = Self.read(Self.xib(subviews))
        let report = Self.lint(result, values: ["Hdr-lb-001-cell.title": "Abbrechen"])
        let notes = report.findings.filter { $0.rule == "expansion-headroom" }
        XCTAssertEqual(notes.map(\.element), ["Hdr-lb-002"], "\(notes.map(\.message))")

        // Half the locales or more translating a key stand for the forecast (MacDown's keys 40 of its 41
        // locales translate); fewer do not.
        /// The forecasts with `translations` (locale → key → value) added to the document's catalogs.
        func forecasts(_ translations: [String: [String: String]]) -> [Finding] {
            var catalogs = result.catalogs
            for (locale, values) in translations.sorted(by: { $0.key < $1.key }) {
                let entries = values.sorted { $0.key < $1.key }.enumerated().map { n, pair in
                    Entry(key: pair.key, table: "Prefs", locale: locale, value: pair.value,
                          location: SourceLocation(file: "\(locale).lproj/Prefs.strings", line: n + 1, column: 1))
                }
                catalogs.append(CatalogFile(path: "\(locale).lproj/Prefs.strings", format: .strings, entries: entries))
            }
            return Linter(typesetter: Self.typesetter, options: LintOptions(workers: 2))
                .lint(LintInput(catalogs: catalogs, screens: result.screens, findings: result.findings))
                .findings.filter { $0.rule == "expansion-headroom" }
        }
        let forecast = forecasts([
            "de": ["Hdr-lb-001-cell.title": "Abbrechen", "Hdr-lb-002-cell.title": "Umbenennen"],
            "fr": ["Hdr-lb-001-cell.title": "Annuler"], "it": ["Hdr-lb-003-cell.title": "50"], "nl": ["Hdr-lb-003-cell.title": "50"],
        ])
        XCTAssertEqual(forecast.map(\.element), ["Hdr-lb-002"], "Cancel: 2 of 4 locales translate it; Rename: 1 of 4")

        // Three translations answer the forecast too, however many locales the app has: Rename, translated by
        // 3 of 8 locales, gets no note; Cancel, translated by 1 of 8, does.
        var eight: [String: [String: String]] = [:]
        for locale in ["de", "fr", "it", "ja", "nl", "pl", "pt", "sv"] {
            var values = ["Hdr-lb-003-cell.title": "50"]
            if ["de", "fr", "it"].contains(locale) { values["Hdr-lb-002-cell.title"] = "Rename (\(locale))" }
            if locale == "de" { values["Hdr-lb-001-cell.title"] = "Abbrechen" }
            eight[locale] = values
        }
        let threeOfEight = forecasts(eight)
        XCTAssertEqual(threeOfEight.map(\.element), ["Hdr-lb-001"], "\(threeOfEight.map(\.message))")
    }

    /// NetNewsWire's “App Updates:” hugs and resists compression at 1000 between required neighbours: the pass
    /// finds no room it could grow to, so no forecast is made (it said “takes 82.2pt of 82.2pt, room for 1×”).
    func testNoHeadroomForecastWhereTheRoomToGrowIsNotKnown() throws {
        let text = "App Updates:"
        let width = (try Self.naturalWidth(text, size: 13)).rounded(.up)
        let subviews = Self.label("Rgd-lb-001", text, x: 18, width: width + 4,
                                  extra: #" horizontalCompressionResistancePriority="1000""#).replacingOccurrences(of: #"horizontalHuggingPriority="251""#, with: #"horizontalHuggingPriority="1000""#)
            + "\n" + Self.label("Rgd-lb-002", "Check automatically", x: width + 26, width: 436 - width,
                                 extra: #" horizontalCompressionResistancePriority="1000""#)
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Rgd-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="Rgd-lb-002" firstAttribute="leading" secondItem="Rgd-lb-001" secondAttribute="trailing" constant="8" id="c02"/>
            <constraint firstAttribute="trailing" secondItem="Rgd-lb-002" secondAttribute="trailing" constant="20" id="c03"/>
            <constraint firstAttribute="width" constant="480" id="c04"/>
            """))
        let report = Self.lint(result, values: [:])
        XCTAssertEqual(report.findings.filter { $0.rule == "expansion-headroom" && $0.element == "Rgd-lb-001" }.map(\.message), [], "\(report.findings.map(\.message)) \(report.summary.coverage?.skipped ?? [:])")
    }

    /// Noto stands in for SF: a translation the stand-in draws a little wider than the box (within the band
    /// IB's frames show, `StandInFonts.latinTextWidth`) may fit with the system font — a note; far wider is an
    /// error.
    func testATruncationWithinTheStandInBandIsANoteBeyondItAnError() throws {
        let english = "Open"
        let near = "Öffnen Sie"
        let far = "Öffnen Sie die Datei im neuen Fenster"
        let nearWidth = try Self.naturalWidth(near, size: 13)
        // A box 3% narrower than the stand-in's width for `near`: inside the band (SF may be 9.6% narrower).
        let box = (nearWidth * 0.97).rounded(.down)
        XCTAssertGreaterThan(box, try Self.naturalWidth(english, size: 13), "the source fits")
        let constraints = #"<constraint firstAttribute="width" constant="\#(box)" id="w01"/>"#
        let subviews = Self.label("Opn-lb-001", english, x: 18, width: box + 4, constraints: constraints)
                + "\n" + Self.label("Opn-lb-002", english, x: 218, width: box + 4, constraints: constraints.replacingOccurrences(of: "w01", with: "w02"))
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Opn-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="Opn-lb-002" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="220" id="c02"/>
            """))
        let report = Self.lint(result, values: ["Opn-lb-001-cell.title": near, "Opn-lb-002-cell.title": far])
        let truncations = Dictionary(uniqueKeysWithValues: report.findings.filter { $0.rule == "truncation" }.map { ($0.element ?? "", $0) })
        XCTAssertEqual(truncations["Opn-lb-001"]?.severity, .note)
        XCTAssertTrue(truncations["Opn-lb-001"]?.message.contains("may truncate with the system font") == true)
        XCTAssertEqual(truncations["Opn-lb-002"]?.severity, .error)
    }

    /// A translation the stand-in draws less than 1.6% wider than its box (`StandInFonts.latinTextSpread`,
    /// the 5th percentile of IB's SF widths ÷ Noto's) is a coin flip with the system font: not reported, and
    /// counted in the coverage. 5% wider stays a note.
    func testATruncationWithinTheStandInSpreadIsSkippedWithAReason() throws {
        let english = "Open"
        let text = "Öffnen Sie"
        let width = try Self.naturalWidth(text, size: 13)
        let tiny = ((width / 1.008) * 100).rounded(.down) / 100
        let small = ((width / 1.05) * 100).rounded(.down) / 100
        XCTAssertGreaterThan(width, tiny, "the stand-in overflows the first box")
        let subviews = Self.label("Spr-lb-001", english, x: 18, width: tiny + 4, constraints: #"<constraint firstAttribute="width" constant="\#(tiny)" id="w01"/>"#)
            + "\n" + Self.label("Spr-lb-002", english, x: 218, width: small + 4, constraints: #"<constraint firstAttribute="width" constant="\#(small)" id="w02"/>"#)
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Spr-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="Spr-lb-002" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="220" id="c02"/>
            """))
        let report = Self.lint(result, values: ["Spr-lb-001-cell.title": text, "Spr-lb-002-cell.title": text])
        let truncations = report.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(truncations.map(\.element), ["Spr-lb-002"], truncations.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(truncations.first?.severity, .note)
        XCTAssertEqual(report.summary.coverage?.skippedInLocales[TruncationRule.withinSpreadReason], 1)
    }

    /// MacDown's check boxes: a `height` constraint of 14 fixes the alignment rectangle, and IB stores the 18pt
    /// frame the box draws in. The French “Afficher le compteur de mots” has descenders the English “Show word
    /// count” has not: in the frame they fit (“ink 1.16pt below the bottom edge of the fixed 14pt height” was
    /// noise). The element's fixed height is the frame's.
    func testACheckBoxTitleHasItsFrameNotItsAlignmentRectangle() throws {
        let subviews = """
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="Chk-bx-001">
                        <rect key="frame" x="18" y="100" width="285" height="18"/>
                        <constraints><constraint firstAttribute="height" constant="14" id="h01"/></constraints>
                        <buttonCell key="cell" type="check" title="Show word count" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="Chk-bx-001-cell">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
        """
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Chk-bx-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstAttribute="trailing" secondItem="Chk-bx-001" secondAttribute="trailing" constant="20" id="c02"/>
            """))
        XCTAssertEqual(result.screens.first?.element("Chk-bx-001")?.height, 18)
        let report = Self.lint(result, values: ["Chk-bx-001-cell.title": "Afficher le compteur de mots"], locale: "fr")
        XCTAssertEqual(report.findings.filter { $0.rule == "vertical-clipping" }.map(\.message), [])
    }

    /// Display sizes (20pt and up, SF Pro Display) take the same spread: IceCubes' 23pt “Adicionar uma
    /// palavra-chave”, 0.5% over its field, was a “may truncate” note; 5% over stays one.
    func testATruncationWithinTheStandInSpreadIsSkippedAtADisplaySize() throws {
        let text = "Öffnen Sie"
        let width = try Self.naturalWidth(text, size: 23)
        let tiny = ((width / 1.005) * 100).rounded(.down) / 100
        let small = ((width / 1.05) * 100).rounded(.down) / 100
        let font = #"metaFont="system" size="23""#
        let subviews = Self.label("Dsp-lb-001", "Open", x: 18, width: tiny + 4, font: font, constraints: #"<constraint firstAttribute="width" constant="\#(tiny)" id="w01"/>"#)
            + "\n" + Self.label("Dsp-lb-002", "Open", x: 218, width: small + 4, font: font, constraints: #"<constraint firstAttribute="width" constant="\#(small)" id="w02"/>"#)
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Dsp-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="Dsp-lb-002" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="220" id="c02"/>
            """))
        let report = Self.lint(result, values: ["Dsp-lb-001-cell.title": text, "Dsp-lb-002-cell.title": text])
        let truncations = report.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(truncations.map(\.element), ["Dsp-lb-002"], truncations.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(truncations.first?.severity, .note)
        XCTAssertEqual(report.summary.coverage?.skippedInLocales[TruncationRule.withinSpreadReason], 1)
    }

    /// The width IB's wrapping label keeps (its preferred maximum layout width) is its intrinsic width: a long
    /// translation wraps inside it instead of widening the label; with a fixed one-line height the second line
    /// is lost.
    func testAWrappingLabelWithAFixedHeightLosesItsSecondLine() throws {
        let english = "IINA will search youtube-dl in this folder."
        let width = (try Self.naturalWidth(english, size: 11) + 8).rounded(.up)
        let subviews = Self.label("Wrp-lb-001", english, x: 118, width: width + 4, font: #"metaFont="message" size="11""#,
                                  cell: #"controlSize="small""#, constraints: #"<constraint firstAttribute="height" constant="14" id="h01"/>"#)
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Wrp-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="120" id="c01"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="Wrp-lb-001" secondAttribute="trailing" id="c02"/>
            """))
        let element = try XCTUnwrap(result.screens.first?.element("Wrp-lb-001"))
        XCTAssertEqual(element.maxLines, 0)
        XCTAssertEqual(element.height, 14)
        let german = "IINA wird in diesem Ordner nach youtube-dl suchen. Neustart erforderlich."
        let report = Self.lint(result, values: ["Wrp-lb-001-cell.title": german])
        let finding = try XCTUnwrap(report.findings.first { $0.rule == "truncation" && $0.locale == "de" },
                                    "\(report.findings.map { "\($0.rule) \($0.locale ?? "") \($0.message)" })")
        XCTAssertEqual(finding.measurements?["visibleLines"], 1)
        XCTAssertNil(report.findings.first { $0.rule == "truncation" && $0.locale == "en" })
    }

    /// A content-sized label (its width follows its text) shows no alignment: `left` has no visible effect in
    /// a right-to-left locale.
    func testLeftAlignmentOfAContentSizedLabelIsNotAnRTLFinding() throws {
        let subviews = Self.label("Ctn-lb-001", "Volume:", x: 18, width: 60, cell: #"scrollable="YES" lineBreakMode="clipping" alignment="left""#)
            + "\n" + Self.label("Fxd-lb-002", "Speed:", x: 218, width: 204, cell: #"scrollable="YES" lineBreakMode="clipping" alignment="left""#,
                                constraints: #"<constraint firstAttribute="width" constant="200" id="w02"/>"#)
        let result = Self.read(Self.xib(subviews, constraints: """
            <constraint firstItem="Ctn-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="Fxd-lb-002" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="220" id="c02"/>
            """))
        let report = Self.lint(result, values: ["Ctn-lb-001-cell.title": "الصوت:", "Fxd-lb-002-cell.title": "السرعة:"], locale: "ar")
        let alignment = report.findings.filter { $0.rule == "rtl-mirroring" && $0.message.contains("alignment: left") }
        XCTAssertEqual(alignment.map(\.element), ["Fxd-lb-002"])
    }

    /// Two labels in one row of a window whose content width is pinned (a required width constraint), each
    /// wanting more room than the window has for both. When their compression
    /// resistance ties (750 and 750, as in iina's Inspector rows) the document does not say which one gives
    /// way — Auto Layout calls the layout ambiguous — so neither is reported: both are skipped with the
    /// reason. When the priorities decide (749 for the second), the second one truncates in every run of the
    /// app and is reported.
    func testALabelSqueezedOnlyByATieIsSkippedWhereThePrioritiesSqueezeItIsReported() throws {
        func row(secondResistance: String, first firstText: String = "Geschwindigkeit der Wiedergabe und Tonhöhe in Prozent:",
                 pinned: Bool = true) throws -> LintReport {
            // Frames as IB stores them: the alignment rects (2pt inside a text field's frame on each side)
            // 20pt from the window's edges and 8pt apart, the first label as wide as its text.
            let first = try Self.naturalWidth("Speed:", size: 13).rounded(.up)
            let subviews = Self.label("Tie-lb-001", "Speed:", x: 18, width: first + 4)
                + "\n" + Self.label("Tie-lb-002", "Normal", x: 26 + first, width: 436 - first, extra: secondResistance)
            let result = Self.read(Self.xib(subviews, constraints: """
                <constraint firstItem="Tie-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
                <constraint firstItem="Tie-lb-002" firstAttribute="leading" secondItem="Tie-lb-001" secondAttribute="trailing" constant="8" id="c02"/>
                <constraint firstAttribute="trailing" secondItem="Tie-lb-002" secondAttribute="trailing" constant="20" id="c03"/>
                \(pinned ? #"<constraint firstAttribute="width" constant="480" id="cw0"/>"# : "")
                """, minWidth: nil))
            return Self.lint(result, values: ["Tie-lb-001-cell.title": firstText,
                                              "Tie-lb-002-cell.title": "Normale Geschwindigkeit mit angepasster Tonhöhe und Lautstärke"])
        }
        // Both German texts are wider than half the row (the 480pt window less 48pt of margins and spacing).
        let widths = try ["Geschwindigkeit der Wiedergabe und Tonhöhe in Prozent:", "Normale Geschwindigkeit mit angepasster Tonhöhe und Lautstärke"]
            .map { try Self.naturalWidth($0, size: 13) }
        XCTAssertGreaterThan(widths[0] + widths[1], 480 - 48 + 60)
        XCTAssertLessThan(widths[0], 480 - 48 - 60)
        let tied = try row(secondResistance: "")
        XCTAssertEqual(tied.findings.filter { $0.rule == "truncation" }.map(\.element), [])
        // Both are laid out in English (they fit), so the reason is counted per element × locale.
        XCTAssertEqual(tied.summary.coverage?.skippedInLocales[AutoLayoutScene.ambiguousWidthReason], 2,
                       "\(tied.summary.coverage?.skippedInLocales ?? [:])")
        let decided = try row(secondResistance: #" horizontalCompressionResistancePriority="749""#)
        XCTAssertEqual(decided.findings.filter { $0.rule == "truncation" && $0.locale == "de" }.map(\.element), ["Tie-lb-002"],
                       "\(decided.findings.map { "\($0.rule) \($0.locale ?? "") \($0.message)" })")
        XCTAssertNil(decided.summary.coverage?.skippedInLocales[AutoLayoutScene.ambiguousWidthReason])
        // A text wider than the whole row truncates however the tie breaks: reported, in the widest box the
        // document allows (the second label squeezed to nothing: 480 - 20 - 8 - 20 = 432pt).
        let long = "Geschwindigkeit der Wiedergabe und Tonhöhe in Prozent, angepasst an die Bildwiederholrate des Bildschirms:"
        XCTAssertGreaterThan(try Self.naturalWidth(long, size: 13), 432 + 20)
        let wider = try row(secondResistance: "", first: long)
        let truncation = try XCTUnwrap(wider.findings.first { $0.rule == "truncation" && $0.element == "Tie-lb-001" },
                                       "\(wider.findings.map { "\($0.rule) \($0.element ?? "") \($0.message)" })")
        XCTAssertTrue(truncation.message.contains("has 432pt"), truncation.message)
        // Without the required width, the window keeps its content width only at its own priority (500,
        // `AppKitMetrics.windowSizeStayPutPriority`): two texts that resist compression at 750 widen the
        // window instead of squeezing each other, as AppKit does: nothing truncates, nothing is undecided.
        let growing = try row(secondResistance: "", pinned: false)
        XCTAssertEqual(growing.findings.filter { $0.rule == "truncation" }.map(\.element), [])
        XCTAssertNil(growing.summary.coverage?.skippedInLocales[AutoLayoutScene.ambiguousWidthReason])
    }

    /// A label beside a pop-up button that resists compression more than the label: the label gives way to
    /// the pop-up. A pop-up's width follows its menu items, which are translated too and not measured here,
    /// so when nothing pins that width the label's room in a translation is not known: skipped. With a
    /// required width constraint on the pop-up the room is the document's, and the truncation is reported.
    func testALabelSqueezedByAnUnpinnedPopUpButtonIsSkippedAPinnedOneReported() throws {
        func row(popUpConstraints: String) throws -> LintReport {
            let first = try Self.naturalWidth("Speed:", size: 13).rounded(.up)
            let popUp = """
                        <popUpButton verticalHuggingPriority="750" horizontalCompressionResistancePriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="Pop-pb-001">
                            <rect key="frame" x="\(28 + first)" y="100" width="\(432 - first)" height="25"/>
                            \(popUpConstraints.isEmpty ? "" : "<constraints>\(popUpConstraints)</constraints>")
                            <popUpButtonCell key="cell" type="push" title="Automatic" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" selectedItem="Itm-mi-001" id="Pop-cl-001">
                                <font key="font" metaFont="menu"/>
                                <menu key="menu" id="Pop-mn-001">
                                    <items>
                                        <menuItem title="Automatic" state="on" id="Itm-mi-001"/>
                                    </items>
                                </menu>
                            </popUpButtonCell>
                        </popUpButton>
            """
            let subviews = Self.label("Pop-lb-001", "Speed:", x: 18, width: first + 4) + "\n" + popUp
            let result = Self.read(Self.xib(subviews, constraints: """
                <constraint firstItem="Pop-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
                <constraint firstItem="Pop-pb-001" firstAttribute="leading" secondItem="Pop-lb-001" secondAttribute="trailing" constant="8" id="c02"/>
                <constraint firstAttribute="trailing" secondItem="Pop-pb-001" secondAttribute="trailing" constant="20" id="c03"/>
                <constraint firstAttribute="width" constant="480" id="cw0"/>
                """, minWidth: nil))
            return Self.lint(result, values: ["Pop-lb-001-cell.title": "Geschwindigkeit der Wiedergabe:"])
        }
        let unpinned = try row(popUpConstraints: "")
        XCTAssertEqual(unpinned.findings.filter { $0.rule == "truncation" }.map(\.element), [])
        XCTAssertEqual(unpinned.summary.coverage?.skippedInLocales[AutoLayoutScene.runTimeNeighbourReason], 1,
                       "\(unpinned.summary.coverage?.skippedInLocales ?? [:])")
        let width = try Self.naturalWidth("Speed:", size: 13).rounded(.up)
        let pinned = try row(popUpConstraints: #"<constraint firstAttribute="width" constant="\#(432 - width)" id="pw1"/>"#)
        XCTAssertEqual(pinned.findings.filter { $0.rule == "truncation" && $0.locale == "de" }.map(\.element), ["Pop-lb-001"],
                       "\(pinned.findings.map { "\($0.rule) \($0.locale ?? "") \($0.message)" }) \(pinned.summary.coverage?.skippedInLocales ?? [:])")
    }

    /// A check box spaced 8pt after a pop-up button and pinned to the window's trailing edge. The frames IB
    /// stores extend past the alignment rects the constraints pin: a regular pop-up button's by 3pt on each
    /// side, a check box's by 2pt before its box and, since macOS 11, none after its title (1, 2, 1, 0: Jeff
    /// Johnson, "Some BS AppKit notes"); a document saved on an older Mac stores the old 2pt after it. The
    /// frames below are the ones the constraints give with those insets, so the model reproduces them and the
    /// check box's title is checked; with a pop-up's frame taken as its alignment rect, or the other era's
    /// check box, the check box lands 3pt or 2pt off its stored frame and is skipped by the self-check.
    func testPopUpAndCheckBoxFramesExtendPastTheirAlignmentRectsAsTheirMacOSDrewThem() throws {
        func document(checkBoxWidth: Double, header: String?) -> String {
            let subviews = """
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Pop-pb-001">
                            <rect key="frame" x="17" y="100" width="106" height="25"/>
                            <constraints><constraint firstAttribute="width" constant="100" id="pw1"/></constraints>
                            <popUpButtonCell key="cell" type="push" title="Automatic" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" selectedItem="Itm-mi-001" id="Pop-cl-001">
                                <font key="font" metaFont="menu"/>
                                <menu key="menu" id="Pop-mn-001">
                                    <items>
                                        <menuItem title="Automatic" state="on" id="Itm-mi-001"/>
                                    </items>
                                </menu>
                            </popUpButtonCell>
                        </popUpButton>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="Chk-bx-001">
                            <rect key="frame" x="126" y="100" width="\(checkBoxWidth)" height="18"/>
                            <buttonCell key="cell" type="check" title="Show word count" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="Chk-bx-001-cell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
            """
            let text = Self.xib(subviews, constraints: """
                <constraint firstItem="Pop-pb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>
                <constraint firstItem="Chk-bx-001" firstAttribute="leading" secondItem="Pop-pb-001" secondAttribute="trailing" constant="8" id="c02"/>
                <constraint firstAttribute="trailing" secondItem="Chk-bx-001" secondAttribute="trailing" constant="20" id="c03"/>
                <constraint firstAttribute="width" constant="480" id="cw0"/>
                """, minWidth: nil)
            return header.map { text.replacingOccurrences(of: #"toolsVersion="23090""#, with: $0) } ?? text
        }
        func selfCheckSkips(_ text: String) -> [String: Int] {
            let report = Self.lint(Self.read(text), values: ["Chk-bx-001-cell.title": "Wortanzahl anzeigen"])
            return (report.summary.coverage?.skipped ?? [:]).filter { $0.key.hasPrefix("self-check") }
        }
        // Alignment rect: 128 to 460. Since macOS 11 the frame is 126 to 460; before, 126 to 462.
        XCTAssertEqual(selfCheckSkips(document(checkBoxWidth: 334, header: nil)), [:])
        XCTAssertEqual(selfCheckSkips(document(checkBoxWidth: 336, header: #"toolsVersion="12121" systemVersion="16G29""#)), [:])
        XCTAssertEqual(selfCheckSkips(document(checkBoxWidth: 336, header: nil)).values.reduce(0, +), 1)
        XCTAssertEqual(selfCheckSkips(document(checkBoxWidth: 334, header: #"toolsVersion="12121" systemVersion="16G29""#)).values.reduce(0, +), 1)
    }

    /// The Mac a document was saved on: its `systemVersion` build train (older Xcodes write it), else Xcode 12's
    /// first `toolsVersion`.
    func testADocumentSavedBeforeMacOS11IsToldByItsSystemOrToolsVersion() {
        XCTAssertTrue(AppKitMetrics.savedBeforeMacOS11(toolsVersion: "12121", systemVersion: "16G29"))
        XCTAssertTrue(AppKitMetrics.savedBeforeMacOS11(toolsVersion: "16097.2", systemVersion: nil))
        XCTAssertFalse(AppKitMetrics.savedBeforeMacOS11(toolsVersion: "17156", systemVersion: nil))
        XCTAssertFalse(AppKitMetrics.savedBeforeMacOS11(toolsVersion: "23090", systemVersion: nil))
        XCTAssertFalse(AppKitMetrics.savedBeforeMacOS11(toolsVersion: "12121", systemVersion: "20A2411"))
        XCTAssertFalse(AppKitMetrics.savedBeforeMacOS11(toolsVersion: nil, systemVersion: nil))
    }

    /// A top-level custom view of a XIB (a preference pane, a view controller's view) is in no window until
    /// code embeds it, and the nib keeps only its design-time size: it is laid out at that width, which it
    /// keeps at a window's stay-put priority (`AppKitMetrics.windowSizeStayPutPriority`), so two labels that
    /// resist compression more than that widen it as they would widen the window that shows it. A required
    /// width constraint on the view itself still decides: then the label that gives way truncates.
    func testATopLevelViewKeepsItsStoredWidthOnlyAtTheWindowsPriority() throws {
        func pane(pinned: Bool) throws -> (ImportResult, LintReport) {
            let first = try Self.naturalWidth("Speed:", size: 13).rounded(.up)
            let subviews = Self.label("Pan-lb-001", "Speed:", x: 18, width: first + 4)
                + "\n" + Self.label("Pan-lb-002", "Normal", x: 26 + first, width: 436 - first,
                                    extra: #" horizontalCompressionResistancePriority="749""#)
            let xib = Self.paneXIB(subviews, constraints: """
                \(pinned ? #"<constraint firstAttribute="width" constant="480" id="pw0"/>"# : "")
                <constraint firstItem="Pan-lb-001" firstAttribute="leading" secondItem="PAN-vw-000" secondAttribute="leading" constant="20" id="p01"/>
                <constraint firstItem="Pan-lb-002" firstAttribute="leading" secondItem="Pan-lb-001" secondAttribute="trailing" constant="8" id="p02"/>
                <constraint firstAttribute="trailing" secondItem="Pan-lb-002" secondAttribute="trailing" constant="20" id="p03"/>
                """)
            let result = Self.read(xib)
            return (result, Self.lint(result, values: ["Pan-lb-001-cell.title": "Geschwindigkeit der Wiedergabe und Tonhöhe in Prozent:",
                                                       "Pan-lb-002-cell.title": "Normale Geschwindigkeit mit angepasster Tonhöhe und Lautstärke"]))
        }
        let (result, growing) = try pane(pinned: false)
        XCTAssertEqual(result.screens.first?.container?.layout.screenWidths, [480], "the stored width of the view")
        XCTAssertEqual(growing.findings.filter { $0.rule == "truncation" }.map(\.element), [],
                       "\(growing.findings.map { "\($0.rule) \($0.locale ?? "") \($0.message)" })")
        let (_, pinned) = try pane(pinned: true)
        XCTAssertEqual(pinned.findings.filter { $0.rule == "truncation" && $0.locale == "de" }.map(\.element), ["Pan-lb-002"],
                       "\(pinned.findings.map { "\($0.rule) \($0.locale ?? "") \($0.message)" })")
    }

    /// Whether an arranged label's width follows its text comes from its stack views' documented
    /// arrangement (`NSStackView.Distribution`, `NSStackView.alignment`): a label beside a fixed-width image in
    /// a `fill` row follows its text where the row does, and a row in a vertical stack aligned `trailing`
    /// keeps its own width; a vertical stack that fills (`width`) between pinned edges stretches it; a
    /// wrapping text field is as wide as its preferred width; `fillEqually` sizes the views equally; AppKit's
    /// `equalCentering` holds the views at the stack's hugging priority, below the label's.
    func testAnArrangedLabelFollowsItsTextWhereItsStacksDo() {
        func label(_ id: String, _ title: String, wraps: Bool = false) -> String {
            let cell = wraps ? #"lineBreakMode="wordWrapping" selectable="YES""# : #"lineBreakMode="clipping""#
            return """
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="-2" y="0.0" width="45" height="16"/>
                    <textFieldCell key="cell" \(cell) alignment="right" title="\(title)" id="\(id)-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            """
        }
        func image(_ id: String) -> String {
            """
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="49" y="1" width="21" height="14"/>
                    <constraints><constraint firstAttribute="width" constant="21" id="\(id)-w"/></constraints>
                </imageView>
            """
        }
        func row(_ id: String, _ content: String, distribution: String = "fill") -> String {
            """
                <stackView distribution="\(distribution)" orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="70" height="16"/>
                    <subviews>\(content)</subviews>
                </stackView>
            """
        }
        func column(_ alignment: String, _ rows: String, pinned: Bool) -> String {
            let constraints = pinned ? """
                <constraint firstItem="COL-sv-000" firstAttribute="leading" secondItem="PAN-vw-000" secondAttribute="leading" constant="20" id="k01"/>
                <constraint firstAttribute="trailing" secondItem="COL-sv-000" secondAttribute="trailing" constant="20" id="k02"/>
                """ : """
                <constraint firstAttribute="trailing" secondItem="COL-sv-000" secondAttribute="trailing" constant="20" id="k02"/>
                """
            return Self.paneXIB("""
                <stackView distribution="fill" orientation="vertical" alignment="\(alignment)" horizontalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="COL-sv-000">
                    <rect key="frame" x="20" y="20" width="440" height="100"/>
                    <subviews>\(rows)</subviews>
                </stackView>
                """, constraints: constraints)
        }
        func follows(_ xib: String) -> [String: Bool] {
            let elements = Self.read(xib).screens.flatMap(\.elements).filter { $0.kind.hasText }
            return Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0.widthFollowsText) })
        }
        let rows = row("ROW-sv-001", label("Lab-el-001", "Center") + image("Img-vw-001"))
            + row("ROW-sv-002", label("Lab-el-002", "Top") + image("Img-vw-002"), distribution: "fillEqually")
            + row("ROW-sv-003", label("Lab-el-003", "Bottom"), distribution: "equalCentering")
            + label("Lab-el-004", "A long explanation that wraps onto several lines", wraps: true)
        XCTAssertEqual(follows(column("trailing", rows, pinned: true)),
                       ["Lab-el-001": true, "Lab-el-002": false, "Lab-el-003": true, "Lab-el-004": false])
        // A column that fills between two pinned edges stretches its rows, and a fill row its one flexible
        // view; an unpinned column follows its widest row.
        XCTAssertEqual(follows(column("width", rows, pinned: true))["Lab-el-001"], false)
        XCTAssertEqual(follows(column("width", rows, pinned: false))["Lab-el-001"], true)
        // AppKit's equalCentering holds the views at the stack's hugging only: in a stretched column the label
        // still keeps its text's width.
        XCTAssertEqual(follows(column("width", rows, pinned: true))["Lab-el-003"], true)
    }
}
