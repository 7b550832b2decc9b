import Foundation
import LayoutLint
import Typesetter
import XCTest

/// `.layoutlint.yml` / `.layoutlint.yaml` found as SwiftLint finds its config; every rule option checked
/// with its key path and line; patterns that match nothing warned about at their line.
final class ConfigDiscoveryTests: XCTestCase {
    /// A repository (`.git`) with the demo app, a config at its root, and a nested folder to run in.
    func repository(config: String, name: String = ".layoutlint.yaml") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/sub"), withIntermediateDirectories: true)
        for folder in ["layouts", "strings"] {
            try FileManager.default.copyItem(at: Run.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent("app/\(folder)"))
        }
        try config.write(to: root.appendingPathComponent("app/\(name)"), atomically: true, encoding: .utf8)
        return root
    }

    /// What other projects built or wrote is not the app's: a compiled framework's resources (Transmission
    /// ships Sparkle.framework, whose `.strings` are binary property lists: 36 `invalid-input` errors), CocoaPods'
    /// and Carthage's folders, and a Gradle module's `build/` (merged copies of every `values-*` catalog).
    /// A `Settings.bundle` and a `build/` folder that is not a Gradle module's are the app's own.
    func testOtherProjectsBuildProductsAndSourcesAreNotSearched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let files = [
            "macosx/en.lproj/Localizable.strings", "macosx/Sparkle.framework/Resources/fa.lproj/Sparkle.strings",
            "Vendor/X.xcframework/ios/en.lproj/X.strings", "Pods/Lib/Resources/de.lproj/Lib.strings",
            "Carthage/Checkouts/Lib/de.lproj/Lib.strings", "app/build/intermediates/res/values-ar/values-ar.xml",
            "app/src/main/res/values-ar/strings.xml", "Settings.bundle/en.lproj/Root.strings", "docs/build/de.lproj/Docs.strings",
        ]
        for path in files + ["app/build.gradle"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.hasSuffix(".xml") ? "<resources><string name=\"a\">b</string></resources>".utf8 : "\"a\" = \"b\";".utf8).write(to: url)
        }
        let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
        let found = project.catalogFiles.map { String($0.dropFirst(root.path.count + 1)) }.sorted()
        XCTAssertEqual(found, ["Settings.bundle/en.lproj/Root.strings", "app/src/main/res/values-ar/strings.xml",
                               "docs/build/de.lproj/Docs.strings", "macosx/en.lproj/Localizable.strings"])
    }

    func testFoundInTheNearestParentWithPathsRelativeToIt() throws {
        let root = try repository(config: "version: 1\ncatalogs: [strings]\nlayouts: [layouts]\nlocales: [de]\n")
        XCTAssertEqual(ProjectConfig.discover(from: root.appendingPathComponent("app/sub").path), "../.layoutlint.yaml")
        XCTAssertEqual(ProjectConfig.discover(from: root.appendingPathComponent("app").path), ".layoutlint.yaml")
        // Above the repository root nothing is looked for.
        XCTAssertNil(ProjectConfig.discover(from: root.path))
        let result = try Run.layoutlint(["check", "--format", "json"], in: root.appendingPathComponent("app/sub"))
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try Run.report(result)
        XCTAssertEqual(Set(report.findings.compactMap(\.locale)), ["de"], "the parent's config was used")
        XCTAssertTrue(report.findings.contains { $0.location.file.hasPrefix("../strings/") }, "paths relative to the working directory")
    }

    func testYmlWinsOverYamlAndConfigOptionWinsOverBoth() throws {
        let root = try repository(config: "version: 1\nlocales: [de]\n", name: ".layoutlint.yml")
        try "version: 1\nlocales: [th]\n".write(to: root.appendingPathComponent("app/.layoutlint.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ProjectConfig.discover(from: root.appendingPathComponent("app").path), ".layoutlint.yml")
        try "version: 1\nlocales: [ar]\n".write(to: root.appendingPathComponent("app/other.yml"), atomically: true, encoding: .utf8)
        let result = try Run.layoutlint(["check", "--format", "json", "--config", "other.yml"], in: root.appendingPathComponent("app"))
        XCTAssertEqual(Set(try Run.report(result).findings.compactMap(\.locale)), ["ar"])
    }

    func testRuleOptionsAreValidatedWithKeyPathAndLine() throws {
        let cases: [(String, String)] = [
            ("small-text: { minimumSize: { Thia: 12 } }", "3:32: error: rules.small-text.minimumSize.Thia: unknown script 'Thia'; did you mean 'Thai'?"),
            ("small-text: { minimumSize: 12, minSize: 3 }", "3:34: error: rules.small-text.minSize: unknown option"),
            ("small-text: { minimumSize: -1 }", "3:30: error: rules.small-text.minimumSize: must be a positive size in points"),
            ("small-text: { minimumSize: { Hani: big } }", "3:38: error: rules.small-text.minimumSize.Hani: expected a size in points"),
            ("contrast: { level: AAAA }", "3:22: error: rules.contrast.level: expected AA or AAA"),
            ("truncation: { maxLines: 2 }", "3:17: error: rules.truncation.maxLines: unknown option: truncation takes no options besides `severity`"),
        ]
        for (rule, expected) in cases {
            do {
                _ = try ProjectConfig.parse("version: 1\nrules:\n  \(rule)\n", file: "c.yml")
                XCTFail("accepted \(rule)")
            } catch {
                XCTAssertTrue(error.description.hasPrefix("c.yml:" + expected), "\(rule): \(error.description)")
            }
        }
        // Good options pass.
        XCTAssertNoThrow(try ProjectConfig.parse("version: 1\nrules:\n  small-text: { minimumSize: { default: 10, Hani: 12, Thai: 11 } }\n  contrast: { level: AAA }\n", file: "c.yml"))
        XCTAssertTrue(ScriptCodes.known.isSuperset(of: ["Latn", "Thai", "Hani", "Arab", "Deva", "Hang"]))
    }

    func testPatternThatMatchesNothingIsAWarningAtItsLine() throws {
        let root = try repository(config: "version: 1\ncatalogs: [strings, \"nothere/*.xcstrings\"]\nlayouts:\n  - layouts\n  - \"gone/*.yaml\"\nlocales: [de]\n")
        let result = try Run.layoutlint(["check", "--quiet"], in: root.appendingPathComponent("app/sub"))
        XCTAssertEqual(result.status, 1)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(warnings, [
            "../.layoutlint.yaml:2:21: warning: catalogs[1]: 'nothere/*.xcstrings' matches no catalog file",
            "../.layoutlint.yaml:5:5: warning: layouts[1]: 'gone/*.yaml' matches no layout file",
        ])
    }
}
