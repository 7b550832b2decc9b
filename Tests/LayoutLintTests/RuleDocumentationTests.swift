import Foundation
import LayoutLint
import XCTest

/// The README's rules table and `layoutlint rules ID` come from the rule definitions.
final class RuleDocumentationTests: XCTestCase {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    func testReadmeRulesTableIsUpToDate() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let updated = try XCTUnwrap(RuleDocumentation.updating(readme: text),
                                    "README.md has no `\(RuleDocumentation.tableBegin)` … `\(RuleDocumentation.tableEnd)` block")
        XCTAssertEqual(text, updated, "README.md's rules table is stale: replace it with the output of `layoutlint rules --markdown`")
    }

    func testTableHasOneRowPerRule() {
        let table = RuleDocumentation.markdownTable()
        let rows = table.split(separator: "\n").dropFirst(2)
        XCTAssertEqual(rows.count, RuleRegistry.descriptions.count)
        for description in RuleRegistry.descriptions {
            XCTAssertTrue(rows.contains { $0.hasPrefix("| `\(description.id)` | \(description.defaultSeverity.rawValue) |") }, description.id)
        }
    }

    func testUpdatingReplacesOnlyBetweenTheMarkers() throws {
        let stale = "intro\n\(RuleDocumentation.tableBegin)\n| old |\n\(RuleDocumentation.tableEnd)\nrest\n"
        let updated = try XCTUnwrap(RuleDocumentation.updating(readme: stale, table: "| new |\n"))
        XCTAssertEqual(updated, "intro\n\(RuleDocumentation.tableBegin)\n| new |\n\(RuleDocumentation.tableEnd)\nrest\n")
        XCTAssertNil(RuleDocumentation.updating(readme: "no markers"))
    }

    func testRulePageHasEverythingTheDefinitionHas() {
        for description in RuleRegistry.descriptions {
            let page = RuleDocumentation.page(description)
            XCTAssertTrue(page.hasPrefix("\(description.id) — \(description.name)\n"), description.id)
            XCTAssertTrue(page.contains("default severity: \(description.defaultSeverity.rawValue)"))
            let normalize = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            XCTAssertTrue(normalize(page).contains(normalize(description.summary)), "\(description.id): summary")
            XCTAssertTrue(normalize(page).contains(normalize(description.rationale)), "\(description.id): the rationale is printed in full")
            for example in description.triggering + description.nonTriggering {
                XCTAssertTrue(page.contains(example.title), "\(description.id): \(example.title)")
                for line in example.layout.split(separator: "\n") { XCTAssertTrue(page.contains(line), "\(description.id): \(line)") }
            }
        }
    }
}
