import Foundation
@testable import LayoutLint
import XCTest

/// `wrong-script` on catalogs as apps ship them: plural forms of one key, Info.plist names, build settings.
/// The inputs are the shapes found in the shared corpora (IceCubes' `trending-tag-people-talking %lld` left in
/// English in uk; openfoodfacts' `InfoPlist.strings` with `$(PRODUCT_NAME)` and an app name whose source sits in
/// Info.plist), written here so the test runs without the corpora.
final class WrongScriptTests: XCTestCase {
    func lint(_ files: [String: String]) throws -> LintReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wrong-script-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil)
        return Linter(typesetter: LinterTests.typesetter, options: LintOptions()).lint(project.read())
    }

    static func pluralCatalog(uk: [String: String]) -> String {
        func forms(_ values: [String: String]) -> String {
            values.sorted { $0.key < $1.key }.map { form, value in
                "\"\(form)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
            }.joined(separator: ", ")
        }
        return """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "people %lld" : { "localizations" : {
            "en" : { "variations" : { "plural" : { \(forms(["one": "%lld person", "other": "%lld people"])) } } },
            "uk" : { "variations" : { "plural" : { \(forms(uk)) } } }
          } },
          "title" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Trending" } },
            "uk" : { "stringUnit" : { "state" : "translated", "value" : "Популярне" } }
          } }
        } }
        """
    }

    func testThePluralFormsOfOneKeyAreOneFinding() throws {
        let report = try lint(["Localizable.xcstrings": Self.pluralCatalog(uk: [
            "one": "%lld people talking", "few": "%lld people talking", "many": "%lld people talking", "other": "%lld people talking",
        ])])
        let found = report.findings.filter { $0.rule == "wrong-script" }
        XCTAssertEqual(found.count, 1, found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(found.first?.key, "people %lld")
        XCTAssertEqual(found.first?.locale, "uk")
    }

    func testAFormInTheLocalesScriptDoesNotHideAnotherForm() throws {
        // Only the `other` form was left in English: it is the one reported.
        let report = try lint(["Localizable.xcstrings": Self.pluralCatalog(uk: [
            "one": "%lld людина", "few": "%lld людини", "many": "%lld людей", "other": "%lld people talking",
        ])])
        let found = report.findings.filter { $0.rule == "wrong-script" }
        XCTAssertEqual(found.map { $0.variant ?? "-" }, ["plural.other"])
    }

    func testBuildSettingsAndNamesWithoutASourceValueAreNotReported() throws {
        let report = try lint([
            "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Use your camera to scan barcodes\";\n",
            "ar.lproj/InfoPlist.strings": """
            "CFBundleName" = "$(PRODUCT_NAME)";
            "CFBundleDisplayName" = "Open Food Facts";
            "NSCameraUsageDescription" = "Use the camera to scan the barcodes of products";

            """,
        ])
        let found = report.findings.filter { $0.rule == "wrong-script" }.map { $0.key ?? "" }
        // The camera text is an English sentence in the Arabic catalog (not the source's value): reported.
        XCTAssertEqual(found, ["NSCameraUsageDescription"])
    }

    /// A locale's new strings written in another script (Serbian in Latin letters appended to a Cyrillic
    /// `values-sr-rSP`): one finding for the file listing the keys, each value's finding kept in `perKey`;
    /// a baseline knows them key by key.
    func testALocalesValuesOfOneFileInAnotherScriptAreOneFinding() throws {
        var source = "", serbian = ""
        for index in 0..<24 {
            source += "<string name=\"cyr\(index)\">Item number \(index) here</string>\n"
            serbian += "<string name=\"cyr\(index)\">Ставка број \(index) овде</string>\n"
        }
        let latin = [("sync_failed", "Sync unsuccessful", "Sinhronizacija neuspešna"), ("archive_item", "Archive item", "Arhiviraj stavku"),
                     ("hidden_items", "Hidden items", "Skrivene stavke")]
        for (key, en, sr) in latin {
            source += "<string name=\"\(key)\">\(en)</string>\n"
            serbian += "<string name=\"\(key)\">\(sr)</string>\n"
        }
        let report = try lint([
            "res/values/strings.xml": "<resources>\n\(source)</resources>\n",
            "res/values-sr-rSP/strings.xml": "<resources>\n\(serbian)</resources>\n",
        ])
        let found = report.findings.filter { $0.rule == "wrong-script" }
        XCTAssertEqual(found.count, 1, found.map(\.clangStyle).joined(separator: "\n"))
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.keys, ["sync_failed", "archive_item", "hidden_items"])
        XCTAssertEqual(finding.perKey?.map(\.text), ["Sinhronizacija neuspešna", "Arhiviraj stavku", "Skrivene stavke"])
        XCTAssertTrue(finding.message.hasPrefix("3 "), finding.message)
        let members = finding.members
        XCTAssertEqual(members.map(\.key), ["sync_failed", "archive_item", "hidden_items"])
        XCTAssertTrue(members.allSatisfy { $0.keys == nil && $0.perKey == nil && $0.message.contains("has no letter in Cyrillic") }, members.map(\.message).joined(separator: "\n"))
        let (new, status) = Baseline(findings: Array(members.prefix(2))).compare(found, file: "b.json", complete: true)
        XCTAssertEqual(status.known, 2)
        XCTAssertEqual(new.flatMap(\.members).map(\.key), ["hidden_items"])
    }
}
