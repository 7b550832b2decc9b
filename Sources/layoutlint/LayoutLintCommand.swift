import ArgumentParser
import Foundation
import Typesetter

@main
struct LayoutLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "Lays out every translation with real fonts and reports what will not fit or loses meaning.",
        subcommands: [CheckCommand.self, ReportCommand.self, MergeCommand.self, MeasureCommand.self, CatalogsCommand.self, RulesCommand.self, ImportCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    /// Exit codes: 0 no error-level findings, 1 error-level findings, 2 unusable config, arguments or inputs
    /// (ArgumentParser's own usage code, 64, becomes 2).
    static func main() {
        // A closed pipe (`layoutlint check | head`) must be an EPIPE error the command reports, not a kill.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as StandardOutput.Failure {
            StandardOutput.error("layoutlint: \(failure)\n")
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue == 1 { exit(withError: error) }
            StandardOutput.error(fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}

/// Options shared by commands that need fonts.
struct FontOptions: ParsableArguments {
    @Option(name: .long, help: "A Fonts folder (its profiles/default.yaml) or a font profile file.")
    var fonts: String?

    func typesetter() throws -> Typesetter {
        guard let url = FontLocator.locate(explicit: fonts) else {
            throw ValidationError("no fonts found: pass --fonts PATH or set LAYOUTLINT_FONTS")
        }
        do {
            return try Typesetter(fontsAt: url)
        } catch let error as TypesetterError {
            throw ValidationError(error.description)
        }
    }
}
