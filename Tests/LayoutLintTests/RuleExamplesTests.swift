import Foundation
import LayoutLint
import Typesetter
import XCTest

/// Runs every rule's triggering and non-triggering examples (the ones `layoutlint rules ID` prints) through
/// the whole pipeline with the repository's fonts. A triggering example must fire in exactly the locales it
/// lists (and at the size category it names); a non-triggering one must not fire at all.
final class RuleExamplesTests: XCTestCase {
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.rules {
            let description = rule.description
            XCTAssertFalse(description.triggering.isEmpty, "\(description.id) has no triggering example")
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
            XCTAssertFalse(description.rationale.isEmpty, "\(description.id) has no rationale")
        }
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "rule ids must be unique")
    }

    func testEveryRuleExample() {
        for rule in RuleRegistry.rules {
            let description = rule.description
            for example in description.triggering + description.nonTriggering {
                let input = example.input()
                XCTAssertEqual(input.findings, [], "\(description.id): example '\(example.title)' has an invalid layout: \(input.findings.map(\.clangStyle))",
                               file: example.file, line: example.line)
                let linter = Linter(typesetter: Self.typesetter, options: example.options, rules: [rule])
                let findings = linter.lint(input).findings.filter { $0.rule == description.id }
                let locales = Set(findings.flatMap { $0.locales.isEmpty ? [""] : $0.locales })
                XCTAssertEqual(locales, Set(example.firesIn),
                               "\(description.id): example '\(example.title)' fired in \(locales.sorted()), expected \(example.firesIn.sorted()): \(findings.map(\.message))",
                               file: example.file, line: example.line)
                if let category = example.firstFailingSizeCategory {
                    XCTAssertEqual(Set(findings.map(\.sizeCategory)), [category],
                                   "\(description.id): example '\(example.title)'",
                                   file: example.file, line: example.line)
                }
            }
        }
    }
}
