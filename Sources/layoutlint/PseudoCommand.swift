import ArgumentParser
import Foundation
import LayoutLint
import Typesetter

/// `layoutlint pseudo --output-dir DIR`: the pseudolocales' catalogs in the app's own formats, for a device
/// or simulator run; the same values `check --pseudo` lays out.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write the pseudolocales' catalogs (en-XA, ar-XB, en-XT) in the app's own formats into a folder.",
        discussion: """
        Reads the project as `check` does and writes, under --output-dir, each source catalog's values in each \
        pseudolocale: Android values-en-rXA/strings.xml (values-ar-rXB, values-en-rXT), en-XA.lproj/*.strings \
        and *.stringsdict, and string catalogs (.xcstrings, under their own name) with the source's values and every pseudolocale's. Paths keep the source file's place \
        relative to the current folder. Files are replaced atomically; a user's own file is never written. \
        XLIFF files are not written (a translation tool's exchange file, not what the app reads).
        """
    )

    @OptionGroup var lint: LintArguments

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("The folder to write the pseudo catalogs into (created when missing).", valueName: "dir"))
    var outputDir: String

    func run() throws {
        let (config, configPath) = try lint.loadConfig()
        var options = try lint.options(config: config)
        if options.pseudolocales.isEmpty { options.pseudolocales = Pseudolocale.allCases }
        let typesetter = try lint.typesetter(config: config, configPath: configPath)
        let project: Project
        let paths = try lint.allPaths()
        do {
            project = try Project.discover(paths: paths, config: config, configPath: configPath)
        } catch {
            throw ValidationError(error.description)
        }
        let input = project.read()
        if let problem = project.noCatalogReadProblem(input) { throw ValidationError(problem) }
        if options.locales == nil { options.shippedLocales = input.shippedLocales }
        options.androidResourceReferences = project.androidResourceReferences
        let (catalogs, generator) = Linter(typesetter: typesetter, options: options).pseudoCatalogs(input)
        let inputs = Set(input.catalogs.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        let (files, notWritten) = PseudolocaleWriter.files(catalogs, base: FileManager.default.currentDirectoryPath)
        for file in files {
            let path = URL(fileURLWithPath: outputDir).appendingPathComponent(file.path).standardizedFileURL.path
            // The output folder may be the project itself: a file the project reads is never replaced.
            guard !inputs.contains(path) else {
                throw ValidationError("\(path): is a catalog of the project; choose an --output-dir where layoutlint writes no user file")
            }
            do {
                try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                        withIntermediateDirectories: true)
                try AtomicFile.write(Data(file.contents.utf8), to: path)
            } catch let error as LayoutLintError {
                throw ValidationError(error.description)
            } catch {
                throw ValidationError("cannot write \(path): \(error.localizedDescription)")
            }
        }
        if let generator {
            let factors = generator.expansion.factors.map { String(format: "%.2f", $0) }.joined(separator: " ")
            let calibrated = generator.expansion.samples.contains { $0 > 0 } ? "from the app's translations where sampled" : "IBM guideline A3"
            StandardOutput.error("en-XA width factors by source length (≤10 ≤20 ≤30 ≤50 ≤70 >70 characters): \(factors) (\(calibrated))\n")
        }
        for path in notWritten { StandardOutput.error("\(path): not written (XLIFF is a translation tool's exchange file)\n") }
        StandardOutput.error("wrote \(files.count) pseudo catalog\(files.count == 1 ? "" : "s") to \(outputDir)\n")
    }
}
