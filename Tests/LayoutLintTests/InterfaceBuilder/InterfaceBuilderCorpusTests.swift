import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// `check` on the corpus apps that use Interface Builder (../shared/corpora; skips when absent): their
/// storyboards and XIBs are laid out per locale (en, de, ar at size L, to keep the run short), the coverage
/// block counts checked UI elements, and findings about them stand at the catalog value with the
/// storyboard/XIB element as their layout location.
final class InterfaceBuilderCorpusTests: XCTestCase {
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    func check(_ corpus: String) throws -> LintReport {
        guard let root = Fixtures.corpora, FileManager.default.fileExists(atPath: root.appendingPathComponent(corpus).path) else {
            throw XCTSkip("../shared/corpora/\(corpus) is absent")
        }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: [corpus], config: ProjectConfig(), configPath: nil)
        XCTAssertFalse(project.uiSources.isEmpty)
        // xxxL for the German settings title that truncates there (a finding located in Localizable.strings
        // and laid out in the storyboard); `expansion-headroom`, which these keys had at L, is no longer
        // reported where every checked locale translates the key.
        return Linter(typesetter: Self.typesetter, options: LintOptions(locales: ["en", "de", "ar"], sizeCategories: ["L", "xxxL"]))
            .lint(project.read())
    }

    func testOpenFoodFactsStoryboardsAreCheckedAgainstLocalizableStrings() throws {
        let report = try check("openfoodfacts__openfoodfacts-ios")
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertGreaterThan(coverage.uiElementsChecked, 30)
        // Labels keyed by the `localizableString` runtime attribute: the value is in Localizable.strings, the
        // layout location is the label in the storyboard.
        let fromStrings = report.findings.filter {
            $0.location.file.hasSuffix(".strings") && ($0.layoutLocation?.file.hasSuffix(".storyboard") == true || $0.layoutLocation?.file.hasSuffix(".xib") == true)
        }
        XCTAssertFalse(fromStrings.isEmpty)
        // Its Arabic values that are still English are `untranslated` (one finding per table listing the
        // keys), and not also an `rtl-mirroring` direction warning on the labels of those keys.
        let untranslatedKeys = report.findings.filter { $0.rule == "untranslated" && $0.locales.contains("ar") }
            .flatMap { $0.keys ?? $0.key.map { [$0] } ?? [] }
        XCTAssertFalse(untranslatedKeys.isEmpty)
        let direction = fromStrings.filter { $0.rule == "rtl-mirroring" && $0.locales.contains("ar") }
        XCTAssertTrue(Set(direction.compactMap(\.key)).isDisjoint(with: untranslatedKeys), direction.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.findings.filter { $0.rule == RuleID.invalidInput && ($0.location.file.hasSuffix(".storyboard") || $0.location.file.hasSuffix(".xib")) }, [])
        // ProductAddViewController.storyboard's labels carry French placeholder texts (“NovaScore calculé à
        // partir des ingrédients renseignés”, line 464) and a `localizableString` key: the app shows the
        // key's value, so the document's own texts are no values to translate.
        XCTAssertEqual(report.findings.filter { $0.rule == "untranslated" && $0.location.file.hasSuffix("ProductAddViewController.storyboard") }
                        .map(\.message), [])
    }

    func testVLCXibsAreChecked() throws {
        let report = try check("videolan__vlc-ios")
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertGreaterThan(coverage.uiElementsChecked, 0)
        XCTAssertGreaterThan(coverage.uiElements, coverage.uiElementsChecked, "texts set in code through outlets are skipped with a reason")
        XCTAssertEqual(report.findings.filter { $0.rule == RuleID.invalidInput && $0.location.file.hasSuffix(".xib") }, [])
    }
}
