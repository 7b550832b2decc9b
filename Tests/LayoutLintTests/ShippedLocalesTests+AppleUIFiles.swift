import Foundation
@testable import LayoutLint
import XCTest

/// (`ShippedLocalesTests`, continued.) Which Apple UI files the app shows in a language to check (`AppleUIFilesShown`), and which package
/// target's values a text shows (`SwiftPackageTargets`). Each expectation is the platform fact the type
/// cites: a file no build phase holds is not compiled; an app runs in its main bundle's localizations; a
/// package target's code reads its own bundle.
extension ShippedLocalesTests {
    /// The app's project builds `App/Base.lproj/Main.storyboard` (a variant group a Resources phase holds) and
    /// localizes German (`Localizable.strings`); the editor's backup `Main~.storyboard` beside it is in no
    /// build phase. A demo project that localizes nothing beyond its development region (`en`, `Base`) builds
    /// its own storyboard: that app runs in English only.
    func testUnbuiltDocumentsAndAppsOfOneLanguageAreNotChecked() throws {
        let storyboardPhase = """
            V3 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F4, ); name = Main.storyboard; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = App/Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            BV3 = {isa = PBXBuildFile; fileRef = V3; };
            R2 = {isa = PBXResourcesBuildPhase; files = (BV3, ); };
            """
        let demoProject = ShippedLocalesTests.pbxproj(knownRegions: ["en", "Base"], extraObjects: storyboardPhase.replacingOccurrences(of: "App/Base.lproj", with: "Demo/Base.lproj"), mainChildren: "V3, ")
            // The demo's template group lists no Localizable.strings of its own.
            .replacingOccurrences(of: "BV1 = {isa = PBXBuildFile; fileRef = V1; };", with: "")
        let storyboard = IBHostileInputTests.storyboard(IBHostileInputTests.label("L1", "Hello"))
        let root = try folder([
            "App.xcodeproj/project.pbxproj": ShippedLocalesTests.pbxproj(knownRegions: ["en", "Base"], extraObjects: storyboardPhase, mainChildren: "V3, "),
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Base.lproj/Main~.storyboard": storyboard,
            "App/en.lproj/Localizable.strings": ShippedLocalesTests.strings,
            "App/de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
            "Demo/Demo.xcodeproj/project.pbxproj": demoProject,
            "Demo/Demo/Base.lproj/Main.storyboard": storyboard,
            "Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Kit/Sources/Kit/View.swift": "",
        ])
        let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
        let catalogs = project.catalogFiles.map { CatalogReader.read(path: $0) }
        let shown = AppleUIFilesShown(shipped: project.shippedLocales, catalogs: catalogs)
        let base = root.path + "/"
        XCTAssertNil(shown.reason(for: base + "App/Base.lproj/Main.storyboard"), "built into an app that localizes de")
        let backup = try XCTUnwrap(shown.reason(for: base + "App/Base.lproj/Main~.storyboard"))
        XCTAssertTrue(backup.hasPrefix("in no build:"), backup)
        let demo = try XCTUnwrap(shown.reason(for: base + "Demo/Demo/Base.lproj/Main.storyboard"))
        XCTAssertTrue(demo.hasPrefix("shown in en only:"), demo)
        XCTAssertNil(shown.reason(for: base + "Kit/Sources/Kit/View.swift"), "a package's target: built into whichever app links it")

        // Read as `check` reads them: the two screens' labels are skipped with the reason, and the documents'
        // own texts (their development-language tables) are left out with them.
        let input = project.read()
        let screens = input.screens.filter { $0.origin == .interfaceBuilder }
        XCTAssertEqual(screens.count, 3)
        for screen in screens {
            let checked = screen.file.hasSuffix("App/Base.lproj/Main.storyboard")
            XCTAssertEqual(screen.elements.isEmpty, !checked, screen.file)
            XCTAssertEqual(screen.skipped.contains { $0.reason.hasPrefix("in no build:") }, screen.file.hasSuffix("Main~.storyboard"), screen.file)
        }
        XCTAssertEqual(input.catalogs.filter { $0.path.hasSuffix(".storyboard") }.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["Main.storyboard"])
    }

    /// Each app runs in its own bundle's languages (`Bundle.main` is the product of the target that runs): a
    /// developer-tools app the project also builds, whose target holds no localization, shows its menu in English
    /// only, though the main app localizes German. A document a framework target builds is shown in the languages
    /// of the app that links it, and an extension ships inside its app: neither is decided here. The tools app given an Info.plist that lists German
    /// (`CFBundleLocalizations`) is checked again.
    func testAnotherAppOfTheProjectThatLocalizesNothingIsShownInItsLanguageOnly() throws {
        let targets = """
            G3 /* Tools */ = {isa = PBXGroup; children = (F8, F9, F10, ); path = Tools; sourceTree = "<group>"; };
            F10 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Widget.xib; sourceTree = "<group>"; };
            BF10 = {isa = PBXBuildFile; fileRef = F10; };
            RW = {isa = PBXResourcesBuildPhase; files = (BF10, ); };
            T4 = {isa = PBXNativeTarget; buildConfigurationList = C1; buildPhases = (RW, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
            F8 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = MainMenu.xib; sourceTree = "<group>"; };
            F9 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = KitPanel.xib; sourceTree = "<group>"; };
            BF8 = {isa = PBXBuildFile; fileRef = F8; };
            BF9 = {isa = PBXBuildFile; fileRef = F9; };
            RD = {isa = PBXResourcesBuildPhase; files = (BF8, ); };
            RK = {isa = PBXResourcesBuildPhase; files = (BF9, ); };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = C1; buildPhases = (R1, ); name = App; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; buildConfigurationList = C2; buildPhases = (RD, ); name = "Debug Tools"; productType = "com.apple.product-type.application"; };
            T3 = {isa = PBXNativeTarget; buildConfigurationList = C1; buildPhases = (RK, ); name = Kit; productType = "com.apple.product-type.framework"; };
            C2 = {isa = XCConfigurationList; buildConfigurations = (B2, ); };
            B2 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "Tools/Info.plist"; }; name = Release; };
            """
        let xib = IBHostileInputTests.storyboard(IBHostileInputTests.label("L1", "Last Build Run:"))
        func shown(toolsPlist: String) throws -> (AppleUIFilesShown, String) {
            let root = try folder([
                "App.xcodeproj/project.pbxproj": ShippedLocalesTests.pbxproj(knownRegions: ["en", "de", "Base"], extraObjects: targets, mainChildren: "G3, "),
                "App/en.lproj/Localizable.strings": ShippedLocalesTests.strings,
                "App/de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
                "Tools/MainMenu.xib": xib,
                "Tools/KitPanel.xib": xib,
                "Tools/Widget.xib": xib,
                "Tools/Info.plist": toolsPlist,
            ])
            let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
            let catalogs = project.catalogFiles.map { CatalogReader.read(path: $0) }
            return (AppleUIFilesShown(shipped: project.shippedLocales, catalogs: catalogs), root.path + "/")
        }
        let plain = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n"
        let (oneLanguage, base) = try shown(toolsPlist: plain)
        let reason = try XCTUnwrap(oneLanguage.reason(for: base + "Tools/MainMenu.xib"))
        XCTAssertTrue(reason.hasPrefix("shown in en only: the app that builds it (the target `Debug Tools`)"), reason)
        XCTAssertNil(oneLanguage.reason(for: base + "Tools/KitPanel.xib"), "a framework's document: the linking app decides")
        XCTAssertNil(oneLanguage.reason(for: base + "Tools/Widget.xib"), "an extension ships inside the app, to its users: its untranslated texts are the app's")

        let german = plain.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<key>CFBundleLocalizations</key>\n\t<array><string>en</string><string>de</string></array>\n")
        let (localized, again) = try shown(toolsPlist: german)
        XCTAssertNil(localized.reason(for: again + "Tools/MainMenu.xib"), "its Info.plist lists German")
    }

    /// A storyboard only the unit-test bundle's Resources phase holds (`productType =
    /// "com.apple.product-type.bundle.unit-test"`: XCTest loads the bundle into a test host, it is never installed)
    /// is in no app; the app target's own storyboard is, and so is one both targets hold.
    func testADocumentOnlyATestBundleBuildsIsInNoApp() throws {
        let targets = """
            G2 /* Tests */ = {isa = PBXGroup; children = (F5, F6, F7, ); path = Tests; sourceTree = "<group>"; };
            F5 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = TestingScreen.storyboard; sourceTree = "<group>"; };
            F6 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Shared.xib; sourceTree = "<group>"; };
            F7 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = AppOnly.xib; sourceTree = "<group>"; };
            BF5 = {isa = PBXBuildFile; fileRef = F5; };
            BF6 = {isa = PBXBuildFile; fileRef = F6; };
            BF6A = {isa = PBXBuildFile; fileRef = F6; };
            BF7 = {isa = PBXBuildFile; fileRef = F7; };
            RT = {isa = PBXResourcesBuildPhase; files = (BF5, BF6, ); };
            RA = {isa = PBXResourcesBuildPhase; files = (BF6A, BF7, ); };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = C1; buildPhases = (R1, RA, ); name = App; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; buildConfigurationList = C1; buildPhases = (RT, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            """
        let project = XcodeProjectFile.parse(ShippedLocalesTests.pbxproj(knownRegions: ["en", "de", "Base"], extraObjects: targets, mainChildren: "G2, "),
                                             path: "/p/App.xcodeproj/project.pbxproj")
        XCTAssertTrue(project.buildsOnlyForTests("/p/Tests/TestingScreen.storyboard"))
        XCTAssertFalse(project.builds("/p/Tests/TestingScreen.storyboard"))
        XCTAssertTrue(project.builds("/p/Tests/Shared.xib"))
        XCTAssertFalse(project.buildsOnlyForTests("/p/Tests/Shared.xib"))
        XCTAssertTrue(project.builds("/p/Tests/AppOnly.xib"))
        XCTAssertTrue(project.builds("/p/App/de.lproj/Localizable.strings"))
    }

    /// Two package targets each ship a `Localizable` table with the key `title`: a text of target `Map` shows
    /// `Map`'s value; a text outside both (the app) keeps every value of the table; a key only another target
    /// defines keeps its values.
    func testAPackageTargetShowsItsOwnBundlesValue() throws {
        let root = try folder([
            "Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Kit/Sources/Map/Resources/Localizable.xcstrings": "{}",
            "Kit/Sources/About/Localizable.xcstrings": "{}",
            "Kit/Sources/Map/MapView.swift": "",
            "App/App.swift": "",
        ])
        func entry(_ file: String, _ value: String, _ locale: String) -> Entry {
            Entry(key: "title", table: "Localizable", locale: locale, value: value,
                  location: SourceLocation(file: root.path + "/" + file, line: 1, column: 1))
        }
        let values: [String: [Entry]] = [
            "en": [entry("Kit/Sources/About/Localizable.xcstrings", "About", "en"), entry("Kit/Sources/Map/Resources/Localizable.xcstrings", "Map", "en")],
            "ja": [entry("Kit/Sources/About/Localizable.xcstrings", "について", "ja"), entry("Kit/Sources/Map/Resources/Localizable.xcstrings", "マップ", "ja")],
        ]
        let map = try XCTUnwrap(SwiftPackageTargets.target(of: root.path + "/Kit/Sources/Map/MapView.swift"))
        XCTAssertTrue(map.hasSuffix("Kit/Sources/Map"), map)
        XCTAssertNil(SwiftPackageTargets.target(of: root.path + "/App/App.swift"))
        let shown = SwiftPackageTargets.shown(values, inTarget: map)
        XCTAssertEqual(shown["ja"]?.map(\.value), ["マップ"])
        XCTAssertEqual(shown["en"]?.map(\.value), ["Map"])
        let aboutOnly = values.mapValues { $0.filter { $0.location.file.contains("About") } }
        XCTAssertEqual(SwiftPackageTargets.shown(aboutOnly, inTarget: map)["ja"]?.map(\.value), ["について"])
    }
}

extension ShippedLocalesTests {
    /// An app whose own String Catalog is in English and Chinese links a package (a vendored editor) with its
    /// own German and Japanese `.lproj` files, and its Info.plist allows mixed localizations. A German user's
    /// main bundle resolves to English (the app has no German: `Bundle.preferredLocalizations`), so the app's
    /// table is not “missing” German values; the package resolves to German on its own, and its keys the app's
    /// Chinese users see in English are missing. Without mixed localizations the package follows the app:
    /// German is not looked up anywhere.
    func testAnAppsOwnTablesAreLookedUpOnlyInItsOwnLanguages() throws {
        let plist = { (mixed: Bool) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + (mixed ? "\t<key>CFBundleAllowMixedLocalizations</key>\n\t<true/>\n" : "") + "</dict>\n</plist>\n"
        }
        let appCatalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"Open":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":"打开"}}}},"Close":{}}}"#
        var files = [
            "App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en", "zh-Hans"], extraObjects: #"\#t\#tS1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };"#, mainChildren: "S1, "),
            "App/Info.plist": plist(true),
            "App/Localizable.xcstrings": appCatalog,
            "Editor/Package.swift": "// swift-tools-version:5.9\n",
            "Editor/Sources/Editor/Resources/en.lproj/Editor.strings": "\"replace\" = \"Replace\";\n\"find\" = \"Find\";\n",
            "Editor/Sources/Editor/Resources/de.lproj/Editor.strings": "\"replace\" = \"Ersetzen\";\n\"find\" = \"Suchen\";\n",
            "Editor/Sources/Editor/Resources/ja.lproj/Editor.strings": "\"replace\" = \"置換\";\n\"find\" = \"検索\";\n",
        ]
        func untranslated(_ report: LintReport) -> [String] {
            report.findings.filter { $0.rule == "untranslated" }.map { "\($0.locale ?? "?") \($0.table ?? "?")" }.sorted()
        }
        var report = try lint(try folder(files))
        XCTAssertEqual(report.summary.coverage?.locales, ["de", "en", "ja", "zh-Hans"])
        // The app's “Close” is missing in Chinese only; the editor's two keys are missing in Chinese.
        XCTAssertEqual(untranslated(report), ["zh-Hans Editor", "zh-Hans Localizable"])
        let completeness = Dictionary(uniqueKeysWithValues: (report.summary.coverage?.completeness ?? []).map { ($0.locale, $0) })
        XCTAssertEqual(completeness["de"].map { [$0.values, $0.missing] }, [2, 0], "only the editor's values are looked up in German")
        XCTAssertEqual(completeness["zh-Hans"].map { [$0.values, $0.missing] }, [4, 3])

        // Without mixed localizations the editor follows the app: German and Japanese are never looked up.
        files["App/Info.plist"] = plist(false)
        report = try lint(try folder(files))
        XCTAssertEqual(untranslated(report), ["zh-Hans Editor", "zh-Hans Localizable"])
        XCTAssertNil(report.summary.coverage?.completeness.first { $0.locale == "de" }, "no bundle looks German up")
    }
}
