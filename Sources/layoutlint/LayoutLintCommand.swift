import ArgumentParser
import Foundation
import LayoutLint
import Typesetter

@main
struct LayoutLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "Lays out every translation with real fonts and reports what will not fit or loses meaning.",
        version: LayoutLintVersion.current,
        subcommands: [CheckCommand.self, ReportCommand.self, MergeCommand.self, MeasureCommand.self, CatalogsCommand.self,
                      RulesCommand.self, ImportCommand.self, PseudoCommand.self, VersionCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    /// Exit codes: 0 no error-level findings, 1 error-level findings, 2 unusable config, arguments or inputs
    /// (ArgumentParser's own usage code, 64, becomes 2).
    ///
    /// Mistakes in the command line are printed with the usage, as ArgumentParser does; errors found while
    /// running (a config or input that cannot be used) are printed alone, as a compiler prints them:
    /// `file:line:col: error: …` when they have a place, else `layoutlint: error: …`.
    static func main() {
        // A closed pipe (`layoutlint check | head`) must be an EPIPE error the command sees (it then ends
        // quietly, see `StandardOutput.Failure.exit`), not a kill in the middle of a write.
        signal(SIGPIPE, SIG_IGN)
        AllocatorSettings.apply()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = unknownSubcommand(arguments) { fail(message) }
        var command: ParsableCommand
        do {
            command = try parseAsRoot(ManyPaths.prepare(arguments, subcommands: configuration.subcommands.map { $0._commandName }))
        } catch {
            finish(error, parsing: true)
        }
        do {
            try command.run()
        } catch {
            finish(error, parsing: false)
        }
    }

    /// Ends the process for what parsing or running threw. Help and version requests (`--help`, `help`,
    /// `help check`, `--version`) print on standard output and exit 0 — or 2 with the reason when standard
    /// output cannot be written; `ExitCode` exits with its code; a mistake in the command line is printed with
    /// the usage; any other error is printed alone.
    static func finish(_ error: Error, parsing: Bool) -> Never {
        switch error {
        case let failure as StandardOutput.Failure:
            failure.exit()
        case let exit as ExitCode:
            Foundation.exit(exit.rawValue)
        case let error as ValidationError where !parsing:
            fail(error.message)
        default:
            break
        }
        let code = exitCode(for: error)
        if code == .success {
            do {
                try StandardOutput.write(fullMessage(for: error) + "\n")
            } catch {
                error.exit()
            }
            Foundation.exit(0)
        }
        if parsing {
            StandardOutput.error(fullMessage(for: error) + "\n")
            Foundation.exit(code.rawValue == 1 ? 1 : 2)
        }
        fail("\(error)")
    }

    /// Prints a runtime error alone (no usage) and exits with 2.
    static func fail(_ message: String) -> Never {
        let located = message.range(of: #"^[^\n]*:\d+:\d+: (error|warning): "#, options: .regularExpression) != nil
        let text = message.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 && !located ? "layoutlint: error: \(line)" : String(line)
        }.joined(separator: "\n")
        StandardOutput.error(text + "\n")
        Foundation.exit(2)
    }

    /// `layoutlint chek`: a first argument that names no subcommand, no existing file and looks like no path
    /// is a mistyped command, not a path for the default `check`.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first), !FileManager.default.fileExists(atPath: first),
              !first.contains("/"), !first.contains(".") else { return nil }
        let guess = Suggestion.closest(first, among: names)
        return "unknown command '\(first)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
            + " (commands: \(names.filter { $0 != "help" }.joined(separator: ", ")); a path to check must exist)"
    }
}

/// `layoutlint version`: the same as `layoutlint --version`.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version of layoutlint.")

    func run() throws {
        try StandardOutput.write(LayoutLintVersion.current + "\n")
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
