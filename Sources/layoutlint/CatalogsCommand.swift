import ArgumentParser
import Foundation
import LayoutLint

struct CatalogsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogs",
        abstract: "Read string catalogs and print, per file and locale, keys, variants and translation counts, and what could not be read.",
        discussion: """
        Reads .xcstrings, .strings (UTF-8/UTF-16), .stringsdict, XLIFF 1.2 (.xliff, .xcloc) and Android \
        res/values*/strings.xml. Folders are searched recursively. Files are never modified.
        Exit status: 0 without error findings, 1 with error findings (invalid-input), 2 when a path does not exist.
        """
    )

    @Argument(help: "Catalog files or folders (default: strings/ when it exists, else the current folder).")
    var paths: [String] = []

    @Flag(help: "Print the summary and findings as JSON.")
    var json = false

    @Option(name: .customLong("source-locale"), help: "The source language for catalogs that do not name one (.strings, .stringsdict, Android).")
    var sourceLocale = "en"

    func run() throws {
        let inputs = paths.isEmpty ? [FileManager.default.fileExists(atPath: "strings") ? "strings" : "."] : paths
        let files: [CatalogFile]
        do {
            files = try CatalogReader.readAll(inputs)
        } catch {
            StandardOutput.error("error: \(error.description)\n")
            throw ExitCode(2)
        }
        LeftToExit.enable()
        LeftToExit.keep(files)
        let summary = CatalogSummary(files: files, sourceLocale: LocaleTag.canonical(sourceLocale))
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var data = try encoder.encode(summary)
            data.append(0x0A)
            try StandardOutput.write(data)
        } else {
            var out = ""
            for file in summary.files {
                out += TerminalText.escaped(file.path) + " (\(file.format.rawValue)\(file.encoding.map { ", \($0)" } ?? ""))\n"
                for counts in file.locales {
                    let direction = counts.rightToLeft ? " rtl" : ""
                    let role = counts.isSource ? " source" : ""
                    out += "  \(counts.locale.padding(toLength: 10, withPad: " ", startingAt: 0))"
                    out += " \(counts.script)\(direction)\(role)  keys \(counts.keys)  variants \(counts.variants)"
                    out += "  translated \(counts.translated)  untranslated \(counts.untranslated)  needs-review \(counts.needsReview)"
                    out += counts.isSource ? "\n" : "  missing \(counts.missing)\n"
                }
            }
            for finding in summary.findings { out += finding.terminalStyle + "\n" }
            let errors = summary.findings.filter { $0.severity == .error }.count
            let warnings = summary.findings.filter { $0.severity == .warning }.count
            out += "\(summary.files.count) files, \(files.reduce(0) { $0 + $1.entries.count }) values, \(errors) errors, \(warnings) warnings\n"
            try StandardOutput.write(out)
        }
        if summary.findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
