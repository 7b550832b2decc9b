import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// Locales as the build ships them, file by file (`ShippedLocales`, `XcodeProjectFile`), the folders each
/// build tool reads string resources from (`ResourceFolder`), and one locale named twice.
final class ShippedLocalesTests: XCTestCase {
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-ships-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func lint(_ root: URL, locales: [String]? = nil) throws -> LintReport {
        let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
        var options = LintOptions(locales: locales, sourceLocale: "en", workers: 1)
        let input = project.read()
        if locales == nil {
            options.shippedLocales = project.shippedLocales
            options.localeFiltersUndecided = input.localeFiltersUndecided
        }
        return Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [UntranslatedRule()]).lint(input)
    }

    /// An Xcode project file as Xcode writes one: a main group, an `App` group, `Localizable.strings` as a
    /// variant group of `en` and `de` references, `knownRegions` and build settings as given.
    static func pbxproj(knownRegions: [String], settings: String = "", extraObjects: String = "", mainChildren: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = C1;
        \t\t\tdevelopmentRegion = en;
        \t\t\tknownRegions = (
        \(knownRegions.map { "\t\t\t\t\"\($0)\",\n" }.joined())\t\t\t);
        \t\t\tmainGroup = G0;
        \t\t\tprojectDirPath = "";
        \t\t};
        \t\tG0 = {isa = PBXGroup; children = (G1, \(mainChildren)); sourceTree = "<group>"; };
        \t\tG1 /* App */ = {isa = PBXGroup; children = (V1, ); path = App; sourceTree = "<group>"; };
        \t\tV1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F1 /* en */, F2 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
        \t\tF1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tF2 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tBV1 = {isa = PBXBuildFile; fileRef = V1; };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (BV1, ); };
        \t\tC1 = {isa = XCConfigurationList; buildConfigurations = (B1, ); };
        \t\tB1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\t\tSDKROOT = iphoneos;\(settings)
        \t\t\t}; name = Release; };
        \(extraObjects)
        \t};
        \trootObject = A1;
        }

        """
    }

    static let strings = "\"a\" = \"Save\";\n\"b\" = \"Cancel\";\n"

    /// A `.lproj` file ships when the project references it; `knownRegions` (the Project Editor's list,
    /// here without `de`) does not decide without `BUILD_ONLY_KNOWN_LOCALIZATIONS`. A folder no reference
    /// reaches (`fr.lproj`, a translation platform's export) is not in the app, and the coverage says why.
    func testLprojFilesShipWhenTheProjectReferencesThem() throws {
        // A variant group no build phase holds (only in the navigator) is not built either.
        let unbuilt = """
            V2 /* Help.strings */ = {isa = PBXVariantGroup; children = (F3, ); name = Help.strings; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; name = it; path = it.lproj/Help.strings; sourceTree = "<group>"; };
            """
        let root = try folder([
            "App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en", "Base"], extraObjects: unbuilt, mainChildren: "V2, "),
            "it.lproj/Help.strings": "\"a\" = \"Salva\";\n",
            "App/en.lproj/Localizable.strings": Self.strings,
            "App/de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
            "App/fr.lproj/Localizable.strings": "\"a\" = \"Enregistrer\";\n",
        ])
        let coverage = try XCTUnwrap(try lint(root).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en"])
        XCTAssertEqual(coverage.localesNotShipped, ["fr", "it"])
        XCTAssertEqual(coverage.localesDropped.keys.sorted(), ["fr", "it"])
        XCTAssertTrue(coverage.localesDropped["fr"]!.hasPrefix("not in the build:"), coverage.localesDropped["fr"]!)
        XCTAssertTrue(coverage.localesDropped["fr"]!.contains("App.xcodeproj/project.pbxproj"))
        let text = TextReporter.coverageLines(coverage)
        XCTAssertTrue(text.contains("2 locales checked; 2 in the catalogs left out — fr, it: not in the build:"), text)
    }

    /// A repository that keeps an XcodeGen spec and not the project it generates: a localization folder the
    /// `excludes` of every target holding it take out (bash globstar patterns relative to the source's `path`,
    /// XcodeGen's ProjectSpec “Target Source”) is not in the app; what no target's `sources` hold is not built
    /// either; a spec that includes other specs decides nothing.
    func testAnXcodeGenSpecsExcludesLeaveLocalesOut() throws {
        let spec = """
        name: App
        targets:
          App:
            type: application
            platform: iOS
            sources:
              - App
              - path: Support
                excludes:
                  - "**/qqq.lproj"
                  - "**/dag.lproj"
                  - "Tests/**"
          Widget:
            type: app-extension
            sources: [Widget]
        """
        let root = try folder([
            "project.yml": spec,
            "Support/en.lproj/Localizable.strings": Self.strings,
            "Support/de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
            "Support/dag.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
            "Support/qqq.lproj/Localizable.strings": "\"a\" = \"Button: saves\";\n",
            "Extras/fr.lproj/Localizable.strings": "\"a\" = \"Enregistrer\";\n",
        ])
        let coverage = try XCTUnwrap(try lint(root).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en"])
        XCTAssertEqual(coverage.localesNotShipped, ["dag", "fr"])
        XCTAssertTrue(coverage.localesDropped["dag"]!.hasPrefix("not in the build: no target of"), coverage.localesDropped["dag"]!)
        XCTAssertTrue(coverage.localesDropped["dag"]!.contains("project.yml"))

        // A template's sources are the target's too (“Target Template”); one naming `${target_name}` is not read.
        let templated = """
        targetTemplates:
          Base:
            sources:
              - path: Support
                excludes: ["**/dag.lproj", "**/qqq.lproj"]
        targets:
          App:
            templates: [Base]
            sources: [App]
        """
        try templated.write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try XCTUnwrap(try lint(root).summary.coverage).localesNotShipped, ["dag", "fr"])
        try templated.replacingOccurrences(of: "path: Support", with: "path: ${target_name}/Support")
            .write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try XCTUnwrap(try lint(root).summary.coverage).locales, ["dag", "de", "en", "fr"])

        // `include:` can add sources from elsewhere: nothing is decided, every locale is checked.
        try ("include: [targets.yml]\n" + spec).write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try XCTUnwrap(try lint(root).summary.coverage).locales, ["dag", "de", "en", "fr"])
    }

    /// With `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES` the build leaves out the languages `knownRegions` lacks,
    /// referenced or not.
    func testBuildOnlyKnownLocalizationsRestrictsToKnownRegions() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en", "Base"], settings: "\n\t\t\t\tBUILD_ONLY_KNOWN_LOCALIZATIONS = YES;"),
            "App/en.lproj/Localizable.strings": Self.strings,
            "App/de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
        ])
        let coverage = try XCTUnwrap(try lint(root).summary.coverage)
        XCTAssertEqual(coverage.locales, ["en"])
        XCTAssertTrue(coverage.localesDropped["de"]?.hasPrefix("BUILD_ONLY_KNOWN_LOCALIZATIONS = YES and not in knownRegions") == true,
                      "\(coverage.localesDropped)")
    }

    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Save" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } },
          "th" : { "stringUnit" : { "state" : "translated", "value" : "บันทึก" } }
        } } } }
        """

    /// The String Catalog compiler compiles every language of a catalog: a project whose `knownRegions`
    /// lists only `en` still ships de, fr and th — unless `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES`.
    func testStringCatalogShipsEveryLanguageUnlessOnlyKnownRegionsAreBuilt() throws {
        let files = ["App/Localizable.xcstrings": Self.catalog]
        let open = try folder(files.merging(["App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en", "Base"])]) { $1 })
        XCTAssertEqual(try lint(open).summary.coverage?.locales, ["de", "en", "fr", "th"])
        XCTAssertEqual(try lint(open).summary.coverage?.localesDropped, [:])

        let restricted = try folder(files.merging(["App.xcodeproj/project.pbxproj": Self.pbxproj(
            knownRegions: ["en", "de", "Base"], settings: "\n\t\t\t\tBUILD_ONLY_KNOWN_LOCALIZATIONS = YES;")]) { $1 })
        let coverage = try XCTUnwrap(try lint(restricted).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en"])
        XCTAssertEqual(coverage.localesDropped.keys.sorted(), ["fr", "th"])
        XCTAssertTrue(coverage.localesDropped["th"]!.contains("knownRegions of "), coverage.localesDropped["th"]!)
    }

    /// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) take their content from the
    /// file system: every `.lproj` file in one ships. So does a file in a Swift package's `Sources/` (SwiftPM
    /// builds it), but not one in the package's other folders, nor one in the project's folder that nothing
    /// references; a file outside the project's folder is not the project's to decide.
    func testSynchronizedFoldersPackagesAndOtherFoldersShip() throws {
        let synced = #"S1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };"#
        // A settings bundle a Resources phase copies ships whole; a package referenced as a folder (a
        // translation tool) builds only its Sources/.
        let bundle = """
            F9 = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; name = Settings.bundle; path = App/Settings.bundle; sourceTree = SOURCE_ROOT; };
            BF9 = {isa = PBXBuildFile; fileRef = F9; };
            RP1 = {isa = PBXResourcesBuildPhase; files = (BF9, ); };
            P1 = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Tool; sourceTree = "<group>"; };
            """
        let root = try folder([
            "App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en"], extraObjects: "\t\t" + synced + "\n" + bundle,
                                                          mainChildren: "S1, F9, P1, "),
            "App/Settings.bundle/pl.lproj/Root.strings": "\"a\" = \"Zapisz\";\n",
            "Tool/input/cs.lproj/Localizable.strings": "\"a\" = \"Uložit\";\n",
            "App/en.lproj/Localizable.strings": Self.strings,
            "Shared/ja.lproj/Shared.strings": "\"a\" = \"保存\";\n",
            "Packages/Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Packages/Kit/Sources/Kit/Resources/ko.lproj/Kit.strings": "\"a\" = \"저장\";\n",
            "Packages/Kit/input/fr.lproj/Kit.strings": "\"a\" = \"Enregistrer\";\n",
            "Other/it.lproj/Localizable.strings": "\"a\" = \"Salva\";\n",
        ])
        let project = try XCTUnwrap(ShippedLocales.read(try Project.buildFiles(in: root.path))?.xcodeProjects.first)
        XCTAssertTrue(project.isReadable)
        let coverage = try XCTUnwrap(try lint(root).summary.coverage)
        XCTAssertEqual(coverage.locales, ["en", "ja", "ko", "pl"])
        XCTAssertEqual(coverage.localesDropped.keys.sorted(), ["cs", "fr", "it"])
        // Outside the project's folder the project decides nothing.
        XCTAssertFalse(project.covers("/elsewhere/it.lproj/Localizable.strings"))
    }

    /// A Swift package's strings are looked up in the language the app runs in (Core Foundation,
    /// `CFBundle_Locale.c`: a bundle other than the main one follows the main bundle's localization unless
    /// `CFBundleAllowMixedLocalizations`). With `CFBundleLocalizations` in the app's Info.plist, a package's
    /// values in a language neither that list nor the app's own catalogs have never show; the app's own
    /// String Catalog adds its languages; with mixed localizations allowed, nothing is bounded.
    func testASwiftPackageShowsOnlyTheLanguagesTheAppRunsIn() throws {
        let plist = { (extra: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleLocalizations</key>\n\t<array>\n\t\t<string>en</string>\n\t\t<string>de</string>\n\t</array>\(extra)\n</dict>\n</plist>\n"
        }
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"b":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"キャンセル"}}}}}}"#
        var files = [
            "App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en"], extraObjects: #"\#t\#tS1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };"#, mainChildren: "S1, "),
            "App/Info.plist": plist(""),
            "App/Localizable.xcstrings": catalog,
            "Packages/Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Packages/Kit/Sources/Kit/Resources/en.lproj/Kit.strings": Self.strings,
            "Packages/Kit/Sources/Kit/Resources/de.lproj/Kit.strings": "\"a\" = \"Sichern\";\n",
            "Packages/Kit/Sources/Kit/Resources/ja.lproj/Kit.strings": "\"a\" = \"保存\";\n",
            "Packages/Kit/Sources/Kit/Resources/ur.lproj/Kit.strings": "\"a\" = \"محفوظ کریں\";\n",
        ]
        let coverage = try XCTUnwrap(try lint(try folder(files)).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en", "ja"])
        XCTAssertTrue(coverage.localesDropped["ur"]?.contains("CFBundleLocalizations (") == true, "\(coverage.localesDropped)")
        files["App/Info.plist"] = plist("\n\t<key>CFBundleAllowMixedLocalizations</key>\n\t<true/>")
        XCTAssertEqual(try lint(try folder(files)).summary.coverage?.locales, ["de", "en", "ja", "ur"])
        XCTAssertEqual(AppLocalizations.localizations("<key>CFBundleLocalizations</key> <array/>"), [])
        XCTAssertNil(AppLocalizations.localizations("<key>CFBundleName</key><string>x</string>"))
    }

    /// A project file that is not one Xcode could read decides nothing about files: its `knownRegions`
    /// decide, as they did before, and the reason says so.
    func testAnUnreadableProjectFileFallsBackToKnownRegions() throws {
        let root = try folder([
            "App.xcodeproj/project.pbxproj": "knownRegions = (\n en,\n de,\n Base,\n);\n objects = { broken",
            "en.lproj/Localizable.strings": Self.strings,
            "de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n",
            "th.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
        ])
        let coverage = try XCTUnwrap(try lint(root).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en"])
        XCTAssertTrue(coverage.localesDropped["th"]?.contains("could not read") == true, "\(coverage.localesDropped)")
        XCTAssertEqual(coverage.shippedLocalesUndecidedBy.map { URL(fileURLWithPath: $0).lastPathComponent }, ["project.pbxproj"])
        XCTAssertTrue(TextReporter.coverageLines(coverage).contains("which .lproj files the build copies is undecided"))
        // A readable project decides: nothing is undecided.
        XCTAssertEqual(try lint(try folder(["App.xcodeproj/project.pbxproj": Self.pbxproj(knownRegions: ["en"]),
                                            "App/en.lproj/Localizable.strings": Self.strings])).summary.coverage?.shippedLocalesUndecidedBy, [])
    }

    // MARK: Android

    /// `locales_config.xml` is the per-app language picker's list: it strips nothing, and a phone set to a
    /// language it leaves out still shows that language's `values-*`. The Gradle filter does strip.
    func testLocalesConfigRestrictsNothingGradleFiltersDo() throws {
        let strings = { (value: String) in "<resources><string name=\"save\">\(value)</string></resources>\n" }
        var files = [
            "app/src/main/res/values/strings.xml": strings("Save"),
            "app/src/main/res/values-de/strings.xml": strings("Sichern"),
            "app/src/main/res/values-vi/strings.xml": strings("Lưu"),
            "app/src/main/res/xml/locales_config.xml": "<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\"><locale android:name=\"en\"/><locale android:name=\"de\"/></locale-config>\n",
            "app/build.gradle": "android { }\n",
        ]
        XCTAssertEqual(try lint(try folder(files)).summary.coverage?.locales, ["de", "en", "vi"])
        files["app/build.gradle"] = "android { defaultConfig { resourceConfigurations += [\"en\", \"de\"] } }\n"
        let coverage = try XCTUnwrap(try lint(try folder(files)).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en"])
        XCTAssertTrue(coverage.localesDropped["vi"]?.contains("app/build.gradle") == true, "\(coverage.localesDropped)")
    }

    /// Gradle filters that build code computes (`localeFilters.addAll(getListOfSupportedLocales())`) cannot be read.
    /// Where the app declares its languages (`android:localeConfig`), those stand for the filters: a `values-or`
    /// folder the declaration leaves out is dropped, with the reason naming the computed filter's line. Without a
    /// declaration every folder is checked, as before.
    func testComputedGradleFiltersFallBackToTheDeclaredAppLanguages() throws {
        let strings = { (value: String) in "<resources><string name=\"save\">\(value)</string></resources>\n" }
        var files = [
            "app/src/main/res/values/strings.xml": strings("Save"),
            "app/src/main/res/values-de/strings.xml": strings("Sichern"),
            "app/src/main/res/values-pt-rBR/strings.xml": strings("Salvar"),
            "app/src/main/res/values-or/strings.xml": strings("Save"),
            "app/build.gradle.kts": "android {\n    defaultConfig {\n        androidResources.localeFilters.addAll(getListOfSupportedLocales())\n    }\n}\n",
        ]
        let undeclared = try XCTUnwrap(try lint(try folder(files)).summary.coverage)
        XCTAssertEqual(undeclared.locales, ["de", "en", "or", "pt-BR"], "no declaration: every folder")
        // …and the coverage says the filters were not read, naming the line (never a silent guess).
        XCTAssertEqual(undeclared.localeFiltersUndecided.count, 1)
        XCTAssertTrue(undeclared.localeFiltersUndecided.first?.hasSuffix("app/build.gradle.kts:3") == true, "\(undeclared.localeFiltersUndecided)")
        files["app/src/main/AndroidManifest.xml"] = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application android:localeConfig=\"@xml/locales_config\"/></manifest>\n"
        files["app/src/main/res/xml/locales_config.xml"] = "<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\"><locale android:name=\"en\"/><locale android:name=\"de\"/><locale android:name=\"pt-rBR\"/></locale-config>\n"
        let coverage = try XCTUnwrap(try lint(try folder(files)).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en", "pt-BR"])
        XCTAssertEqual(coverage.localeFiltersUndecided, [], "the declared languages stand for the filters")
        let reason = try XCTUnwrap(coverage.localesDropped["or"])
        XCTAssertTrue(reason.contains("computed by build code") && reason.contains("app/build.gradle.kts:3") && reason.contains("locales_config.xml"), reason)
        // The lines build code computes, counted from 1; a commented-out statement and a literal list over several
        // lines are not computed.
        let script = "android {\n  // localeFilters.addAll(old())\n  resourceConfigurations += listOf(\n    \"en\")\n  localeFilters += supported\n}\n"
        let filters = ShippedLocales.gradleLocaleFilters(script)
        XCTAssertEqual(filters.locales, ["en"])
        XCTAssertEqual(filters.computedLines, [5])
        // A literal filter decides alone.
        files["app/build.gradle.kts"] = "android { defaultConfig { resourceConfigurations += listOf(\"en\", \"or\") } }\n"
        let literal = try XCTUnwrap(try lint(try folder(files)).summary.coverage)
        XCTAssertEqual(literal.locales, ["en", "or"])
        XCTAssertEqual(literal.localeFiltersUndecided, [])
    }

    // MARK: formats

    /// moko-resources (`LanguageType.fromFileName`: `base` is the source, `-r` becomes `-`), Compose
    /// Multiplatform (`values` + qualifiers in any order, `b+` BCP 47), Android; nothing else is a string
    /// resource, and a `strings.xml` named on the command line is read as XML, never as `.strings`.
    func testResourceFolders() {
        let cases: [(String, ResourceFolder?)] = [
            ("shared/src/commonMain/moko-resources/base/strings.xml", ResourceFolder(kind: .mokoResources, locale: "Base")),
            ("shared/src/commonMain/moko-resources/de/strings.xml", ResourceFolder(kind: .mokoResources, locale: "de")),
            ("shared/src/commonMain/moko-resources/pt-BR/plurals.xml", ResourceFolder(kind: .mokoResources, locale: "pt-BR")),
            ("shared/src/commonMain/moko-resources/zh-rCN/strings.xml", ResourceFolder(kind: .mokoResources, locale: "zh-Hans-CN")),
            ("shared/src/commonMain/moko-resources/de/colors.xml", nil),
            ("shared/src/commonMain/resources/MR/fr/strings.xml", ResourceFolder(kind: .mokoResources, locale: "fr")),
            // `**/strings*.xml` at any depth, the file's own folder naming the locale (StringGeneratorFactory).
            ("i18n/src/commonMain/moko-resources/values/base/strings.xml", ResourceFolder(kind: .mokoResources, locale: "Base")),
            ("i18n/src/commonMain/moko-resources/values/zh-rTW/strings_settings.xml", ResourceFolder(kind: .mokoResources, locale: "zh-Hant-TW")),
            ("i18n/src/commonMain/moko-resources/values/strings.xml", nil),
            ("i18n/src/commonMain/moko-resources/strings.xml", nil),
            ("i18n/src/commonMain/moko-resources/files/1/strings.xml", nil),
            ("composeApp/src/commonMain/composeResources/values/strings.xml", ResourceFolder(kind: .composeResources, locale: "Base")),
            ("composeApp/src/commonMain/composeResources/values-dark-pt-rBR/strings.xml", ResourceFolder(kind: .composeResources, locale: "pt-BR")),
            ("composeApp/src/commonMain/composeResources/values-b+sr+Latn/strings.xml", ResourceFolder(kind: .composeResources, locale: "sr-Latn")),
            ("composeApp/src/commonMain/composeResources/drawable/icon.xml", nil),
            ("app/src/debug/res/values-fr/strings.xml", ResourceFolder(kind: .android, locale: "fr")),
            ("app/src/main/res/xml/locales_config.xml", nil),
            ("docs/strings.xml", nil),
        ]
        for (path, expected) in cases { XCTAssertEqual(ResourceFolder.of(path), expected, path) }
        XCTAssertEqual(CatalogReader.readingFormat(of: "docs/strings.xml"), .android)
        XCTAssertEqual(CatalogReader.readingFormat(of: "notes.txt"), .strings)
        let read = CatalogReader.read(bytes: Array("<resources><string name=\"a\">Hallo</string></resources>".utf8),
                                      path: "shared/src/commonMain/moko-resources/de/strings.xml", format: .android)
        XCTAssertEqual(read.entries.map { "\($0.locale) \($0.key) \($0.value)" }, ["de a Hallo"])
    }

    /// A Kotlin Multiplatform module's catalogs are read: moko-resources and Compose resources beside the
    /// Android app's `res/`, each with its locales.
    func testKotlinMultiplatformCatalogsAreRead() throws {
        let strings = { (value: String) in "<resources><string name=\"save\">\(value)</string></resources>\n" }
        let root = try folder([
            "shared/src/commonMain/moko-resources/base/strings.xml": strings("Save"),
            "shared/src/commonMain/moko-resources/de/strings.xml": strings("Sichern"),
            "shared/src/commonMain/moko-resources/zh-rTW/strings.xml": strings("儲存"),
            "composeApp/src/commonMain/composeResources/values/strings.xml": strings("Save"),
            "composeApp/src/commonMain/composeResources/values-ja/strings.xml": strings("保存"),
        ])
        XCTAssertEqual(try lint(root).summary.coverage?.locales, ["de", "en", "ja", "zh-Hant-TW"])
    }

    /// moko-resources 0.24 and later read `src/<set>/moko-resources/` (nested folders too) and never the old
    /// `resources/MR/`: files left there beside the new folder are named in the coverage, not checked.
    func testMokoResourcesNestedFoldersAndTheOldFolderBesideThem() throws {
        let strings = { (value: String) in "<resources><string name=\"save\">\(value)</string></resources>\n" }
        let root = try folder([
            "i18n/src/commonMain/moko-resources/values/base/strings.xml": strings("Save"),
            "i18n/src/commonMain/moko-resources/values/de/strings.xml": strings("Sichern"),
            "i18n/src/commonMain/resources/MR/values/ja/strings.xml": strings("保存"),
            "legacy/src/commonMain/resources/MR/base/strings.xml": strings("Save"),
            "legacy/src/commonMain/resources/MR/fr/strings.xml": strings("Enregistrer"),
        ])
        let coverage = try XCTUnwrap(try lint(root).summary.coverage)
        XCTAssertEqual(coverage.locales, ["de", "en", "fr"])
        XCTAssertEqual(coverage.catalogsNotShipped.map { $0.hasSuffix("/i18n/src/commonMain/resources/MR/values/ja/strings.xml") }, [true],
                       "\(coverage.catalogsNotShipped)")
    }

    // MARK: never a silent pass

    /// A folder whose catalogs none could be read is an error (exit 2) naming each file and why: a catalog
    /// that does not parse, a `strings.xml` in no resource folder a build reads.
    func testAFolderWhoseCatalogsNoneCouldBeReadExitsTwo() throws {
        let root = try folder([
            "shared/src/commonMain/i18n/de/strings.xml": "<resources><string name=\"a\">Hallo</string></resources>\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"unterminated;\n",
        ])
        let result = try Run.layoutlint(["check", ".", "--fonts", FontLocator.repositoryFonts.path], in: root)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("no catalog could be read (2 files seen)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("App/de.lproj/Localizable.strings:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("shared/src/commonMain/i18n/de/strings.xml: not in a string resource folder"), result.stderr)
        // Only files no resource layout places: the same error, naming them.
        let unplaced = try folder(["shared/src/commonMain/i18n/base/strings.xml": "<resources><string name=\"a\">Hi</string></resources>\n"])
        let alone = try Run.layoutlint(["check", ".", "--fonts", FontLocator.repositoryFonts.path], in: unplaced)
        XCTAssertEqual(alone.status, 2, alone.stdout + alone.stderr)
        XCTAssertTrue(alone.stderr.contains("no catalog could be read (1 file seen):\n  shared/src/commonMain/i18n/base/strings.xml: not in"), alone.stderr)
        // One readable catalog beside them: the run goes on, and reports the broken one as a finding.
        try "\"a\" = \"Hallo\";\n".write(to: root.appendingPathComponent("App/de.lproj/Other.strings"), atomically: true, encoding: .utf8)
        let read = try Run.layoutlint(["check", ".", "--fonts", FontLocator.repositoryFonts.path], in: root)
        XCTAssertEqual(read.status, 1, read.stdout + read.stderr)
        XCTAssertTrue(read.stdout.contains("invalid-input"), read.stdout)
    }

    /// A `strings.xml` named by the config outside any resource folder is read as Android XML holding
    /// default (source) values — never as an Apple `.strings` file (which would read nothing, or garbage).
    func testAStringsXMLNamedOnItsOwnIsXML() throws {
        let root = try folder([".layoutlint.yml": "version: 1\ncatalogs: [i18n/strings.xml]\nlayouts: []\n",
                               "i18n/strings.xml": "<resources><string name=\"save\">Save</string></resources>\n"])
        let result = try Run.layoutlint(["check", "--format", "json", "--fonts", FontLocator.repositoryFonts.path], in: root)
        XCTAssertTrue([0, 1].contains(result.status), result.stderr)
        XCTAssertEqual(try JSONReporter.decode(Data(result.stdout.utf8)).summary.coverage?.keys, 1, result.stdout)
        let file = CatalogReader.read(bytes: Array("<resources><string name=\"a\">Hi</string></resources>".utf8),
                                      path: "i18n/strings.xml", format: CatalogReader.readingFormat(of: "i18n/strings.xml"))
        XCTAssertEqual(file.entries.map { "\($0.locale) \($0.key) \($0.value)" }, ["Base a Hi"])
    }

    // MARK: one locale, one entry

    /// `de,de`, `iw,he` (ICU maps the withdrawn `iw` to `he`), `de_DE,de-DE` name one locale each.
    func testALocaleNamedTwiceIsOneLocale() throws {
        XCTAssertEqual(LocaleTag.uniqueCanonical(["de", "de"]), ["de"])
        XCTAssertEqual(LocaleTag.uniqueCanonical(["iw", "he"]), ["he"])
        XCTAssertEqual(LocaleTag.uniqueCanonical(["de_DE", "de-DE"]), ["de-DE"])
        XCTAssertEqual(LocaleTag.uniqueCanonical(["th", "de", "th"]), ["th", "de"])
    }

    /// The same, through the command line and the config, on a layout (a label laid out twice in one
    /// locale was taken twice: a trap).
    func testCommandLineAndConfigLocalesNamedTwice() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lint/bad")
        for locales in ["de,de", "iw,he", "de_DE,de-DE", "en,en"] {
            let result = try Run.layoutlint(["check", fixtures.appendingPathComponent("layouts/good.yaml").path,
                                             fixtures.appendingPathComponent("strings").path, "--locales", locales, "--format", "json"],
                                            in: FileManager.default.temporaryDirectory)
            XCTAssertTrue([0, 1].contains(result.status), "\(locales): \(result.status) \(result.stderr)")
            let report = try JSONReporter.decode(Data(result.stdout.utf8))
            XCTAssertEqual(report.summary.coverage?.locales, [LocaleTag.uniqueCanonical(locales.split(separator: ",").map(String.init))[0]], locales)
        }
        let root = try folder([".layoutlint.yml": "version: 1\nlocales: [de, de]\ncatalogs: [strings]\nlayouts: [layouts/good.yaml]\n",
                               "layouts/good.yaml": try String(contentsOf: fixtures.appendingPathComponent("layouts/good.yaml"), encoding: .utf8),
                               "strings/Localizable.xcstrings": try String(contentsOf: fixtures.appendingPathComponent("strings/Localizable.xcstrings"), encoding: .utf8)])
        let result = try Run.layoutlint(["check", "--format", "json"], in: root)
        XCTAssertTrue([0, 1].contains(result.status), "\(result.status) \(result.stderr)")
        XCTAssertEqual(try JSONReporter.decode(Data(result.stdout.utf8)).summary.coverage?.locales, ["de"])
    }

    // MARK: the project file reader

    /// Hostile project files end: nesting past the bound, an unterminated string or comment, garbage.
    func testOpenStepPlistBadInput() {
        XCTAssertNil(OpenStepPlist.parse(Array(String(repeating: "(", count: 100_000).utf8)))
        XCTAssertNil(OpenStepPlist.parse(Array("{ a = \"open".utf8)))
        XCTAssertNil(OpenStepPlist.parse(Array("{ a = b; /* never closed".utf8)))
        XCTAssertNil(OpenStepPlist.parse(Array("}{".utf8)))
        XCTAssertEqual(OpenStepPlist.parse(Array("{ a = (x, \"y z\", ); /* c */ b = { c = <0a0b>; }; }".utf8)),
                       .dictionary(["a": .array([.string("x"), .string("y z")]), "b": .dictionary(["c": .string("<0a0b>")])]))
    }
}
