import ArgumentParser
import Foundation
import Typesetter

@main
struct LayoutLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "Lays out every translation with real fonts and reports what will not fit or loses meaning.",
        subcommands: [MeasureCommand.self, CatalogsCommand.self]
    )
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
