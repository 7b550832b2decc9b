import ArgumentParser
import Foundation
import LayoutLint

/// `layoutlint report`: the lint run of `check`, written as one self-contained HTML page with every
/// failing label drawn from the real glyph outlines (see `HTMLReport`).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page that draws every failing label in its box, with the real glyphs.",
        discussion: """
        Lints as `check` does, then lays each finding's label out again (and the source-language label beside \
        it) and draws it as SVG: the box, the lines and baselines, ink outside the box highlighted, what \
        truncation hides. The page needs no network: it opens from disk. With --baseline (a JSON report from \
        `layoutlint check --format json`), findings are marked new and the overview counts new and gone ones.
        Exit status: 0 without error-level findings, 1 with error-level findings, 2 when the config, the \
        arguments or the inputs cannot be used.
        """
    )

    @OptionGroup var lint: LintArguments

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write (- for standard output).")
    var output: String = "report.html"

    @Option(help: "A previous JSON report (layoutlint check --format json) to compare with.")
    var baseline: String?

    @Option(help: "The page title.")
    var title: String = "layoutlint report"

    func run() throws {
        var previous: LintReport?
        if let baseline {
            guard let data = FileManager.default.contents(atPath: baseline) else {
                throw ValidationError("cannot read the baseline \(baseline) (write one with `layoutlint check --format json`)")
            }
            do {
                previous = try JSONReporter.decode(data, file: baseline)
            } catch {
                throw ValidationError("\(error.description) (the baseline of `report` is a JSON report of `layoutlint check --format json`)")
            }
        }
        let (report, config) = try lint.run()

        // The layouts again, for drawing: the same config, fonts, options and inputs as the run.
        let (_, configPath) = try lint.loadConfig()
        let options = try lint.options(config: config)
        let typesetter = try lint.typesetter(config: config, configPath: configPath)
        let input: LintInput
        do {
            input = try Project.discover(paths: lint.paths, config: config, configPath: configPath).read()
        } catch {
            throw ValidationError(error.description)
        }
        let linter = Linter(typesetter: typesetter, options: options)
        let pictures = linter.pictures(for: report.findings, input: input)
        let sourceLocale = options.sourceLocale ?? CatalogIndex(input.catalogs).sourceLanguages.values.sorted().first ?? "en"
        let page = HTMLReport(title: title, baseline: previous, sourceLocale: sourceLocale, fonts: typesetter.fonts).render(report, pictures: pictures)

        if output == "-" {
            try StandardOutput.write(page)
        } else {
            do {
                try AtomicFile.write(Data(page.utf8), to: output)
            } catch {
                throw ValidationError(error.description)
            }
            let drawn = report.findings.indices.count { pictures.isDrawn(report.findings[$0], at: $0) }
            let screens = pictures.wireframes.count { $0.source != nil || !$0.findings.isEmpty }
            StandardOutput.error("wrote \(output): \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"), \(drawn) drawn, "
                + "\(screens) screen wireframe\(screens == 1 ? "" : "s"), \(page.utf8.count / 1024) KB\n")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}
