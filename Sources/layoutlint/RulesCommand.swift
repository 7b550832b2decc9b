import ArgumentParser
import Foundation
import LayoutLint

/// `layoutlint rules [ID]`: every rule with its default severity and summary, or one rule's page with its
/// rationale and examples. All of it comes from the rule definitions (`RuleRegistry`).
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules (id, default severity, summary), or print one rule's documentation and examples."
    )

    @Argument(help: "A rule id (e.g. hierarchy-lost) to print its documentation.")
    var id: String?

    @Flag(help: "Print the rules as the Markdown table in README.md.")
    var markdown = false

    func run() throws {
        let output: String
        if let id {
            guard let description = RuleRegistry.description(of: id) else {
                let ids = RuleRegistry.descriptions.map(\.id)
                throw ValidationError("unknown rule '\(id)'; rules: \(ids.joined(separator: ", "))")
            }
            output = RuleDocumentation.page(description)
        } else if markdown {
            output = RuleDocumentation.markdownTable()
        } else {
            output = RuleDocumentation.list()
        }
        try StandardOutput.write(output)
    }
}
