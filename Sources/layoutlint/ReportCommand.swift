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
            let data: Data
            do {
                data = try ReportFile.read(baseline)
            } catch let error as ValidationError {
                throw ValidationError(error.message + " (the baseline of `report` is a JSON report: write one with `layoutlint check --format json`)")
            }
            do {
                previous = try JSONReporter.decode(data, file: baseline)
            } catch {
                throw ValidationError("\(error.description) (the baseline of `report` is a JSON report of `layoutlint check --format json`)")
            }
        }
        let run = try lint.runKeepingInput()
        var report = run.report
        // A card draws one label: one element's finding of several locales, each with its own text, is a card
        // per locale (`localeParts`).
        report.findings = report.findings.flatMap(\.localeParts)
        // The findings' labels and screens again, for drawing, with the run's own fonts, options and inputs.
        let linter = run.linter
        let progress = ProgressLine.onTerminal()
        progress?.say("drawing \(LintArguments.count(report.findings.count, "finding"))")
        let pictures = linter.pictures(for: report.findings, input: run.input)
        progress?.clear()
        let sourceLocale = linter.options.sourceLocale ?? CatalogIndex(run.input.catalogs).sourceLanguages.values.sorted().first ?? "en"
        let page = HTMLReport(title: title, baseline: previous, sourceLocale: sourceLocale, fonts: linter.typesetter.fonts).render(report, pictures: pictures)

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
        LintArguments.sayWhenNothingWasLaidOut(report)
        if report.hasErrors { throw ExitCode(1) }
    }
}
