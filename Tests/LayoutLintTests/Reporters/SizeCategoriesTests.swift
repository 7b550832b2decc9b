import Foundation
import LayoutLint
import Typesetter
import XCTest

/// Findings reported once at their first failing size carry every checked size where they happen, so CI
/// scripts never parse "also at …" out of messages.
final class SizeCategoriesTests: XCTestCase {
    static let categories = ["L", "xxxL", "AX3"]

    static let demo: LintReport? = {
        let root = Run.packageRoot
        guard let project = try? Project.discover(paths: [root.appendingPathComponent("layouts").path, root.appendingPathComponent("strings").path],
                                                  config: ProjectConfig(), configPath: nil),
              let typesetter = try? Typesetter(fontsAt: FontLocator.repositoryFonts) else { return nil }
        return Linter(typesetter: typesetter, options: LintOptions(sizeCategories: categories)).lint(project.read())
    }()

    func testListAgreesWithTheMessages() throws {
        let report = try XCTUnwrap(Self.demo)
        var withLater = 0
        for finding in report.findings {
            guard let first = finding.sizeCategory else {
                XCTAssertEqual(finding.sizeCategories, [], finding.json)
                continue
            }
            XCTAssertTrue(finding.sizeCategories.contains(first), finding.json)
            // In the order of the checked categories, each one once.
            let positions = finding.sizeCategories.map { Self.categories.firstIndex(of: $0) }
            XCTAssertFalse(positions.contains(nil), finding.json)
            XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), finding.json)
            XCTAssertEqual(Set(finding.sizeCategories).count, finding.sizeCategories.count)
            if finding.rule != "hierarchy-lost" { XCTAssertEqual(finding.sizeCategories.first, first, finding.json) }
            if let range = finding.message.range(of: "also at ") {
                let rest = finding.message[range.upperBound...]
                let listed = rest.prefix { $0 != ")" && $0 != ";" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                XCTAssertEqual(finding.sizeCategories, [first] + listed, finding.json)
                withLater += 1
            }
        }
        XCTAssertGreaterThan(withLater, 0, "the demo has findings at several sizes")
        XCTAssertTrue(report.findings.contains { $0.sizeCategories == Self.categories }, "some fail at every size")
    }

    /// JSON carries the list (and `[]` where sizes do not apply); it decodes back.
    func testJSONCarriesTheList() throws {
        let report = try XCTUnwrap(Self.demo)
        let json = try JSONReporter().render(report)
        XCTAssertTrue(json.contains("\"sizeCategories\": [\n        \"L\",\n        \"xxxL\",\n        \"AX3\"\n      ]"))
        XCTAssertTrue(json.contains("\"sizeCategories\": []"))
        XCTAssertEqual(try JSONReporter.decode(Data(json.utf8)).findings.map(\.sizeCategories), report.findings.map(\.sizeCategories))
        let sarif = try SARIFReporter().render(report)
        XCTAssertTrue(sarif.contains("\"sizeCategories\" : ["))
    }
}
