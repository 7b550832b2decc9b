import Foundation
import Typesetter

extension Linter {
    /// Adds the pseudolocales' values to the index (made from its source values after scoping: the copies,
    /// shadowed tables and unshipped values are already out) and returns the pseudolocales to check beside
    /// `locales`. A pseudolocale the catalogs already have (an app that keeps its own `values-en-rXA/`) is
    /// checked with those values.
    static func addingPseudolocales(_ pseudolocales: [Pseudolocale], to index: inout CatalogIndex, locales: [String],
                                    sourceLocale: String, typesetter: Typesetter, workers: Int) -> [String] {
        guard !pseudolocales.isEmpty else { return [] }
        let existing = Set(index.locales)
        let made = pseudolocales.filter { !existing.contains($0.rawValue) }
        if !made.isEmpty {
            let generator = PseudolocaleGenerator(made, index: index, sourceLocale: sourceLocale, locales: locales,
                                                  typesetter: typesetter, workers: workers)
            index.add(generator.entries(of: index, workers: workers))
        }
        return pseudolocales.map(\.rawValue).filter { !locales.contains($0) }
    }

    /// The pseudo catalogs of a project, for `layoutlint pseudo`: per source catalog file and pseudolocale,
    /// the file's values in that pseudolocale, scoped as `lint` scopes them (a translation tool's copies,
    /// debug and test source sets and shadowed tables left out).
    public func pseudoCatalogs(_ input: LintInput) -> (files: [PseudoCatalog], generator: PseudolocaleGenerator?) {
        // The scope `lint` checks (`ScopeStage`), and its index.
        let scope = ScopeStage(options: options).run(input.catalogs)
        let (catalogs, sourceLocale, locales) = (scope.catalogs, scope.sourceLocale, scope.locales)
        var index = CatalogIndex(catalogs)
        index.adoptBase(as: sourceLocale)
        let pseudolocales = options.pseudolocales.isEmpty ? Pseudolocale.allCases : options.pseudolocales
        guard !pseudolocales.isEmpty else { return ([], nil) }
        let generator = PseudolocaleGenerator(pseudolocales, index: index, sourceLocale: sourceLocale, locales: locales,
                                              typesetter: typesetter, workers: options.workers)
        let formats = Dictionary(catalogs.map { ($0.path, $0.format) }, uniquingKeysWith: { first, _ in first })
        var byFile: [String: [Entry]] = [:]
        for entry in generator.entries(of: index, workers: options.workers) { byFile[entry.location.file, default: []].append(entry) }
        var sources: [String: [Entry]] = [:]
        for table in index.tables.values {
            for values in table.values {
                for entry in values[sourceLocale] ?? [] { sources[entry.location.file, default: []].append(entry) }
            }
        }
        var files: [PseudoCatalog] = []
        for path in byFile.keys.sorted() {
            guard let format = formats[path] else { continue }
            for pseudolocale in pseudolocales {
                let entries = byFile[path]!.filter { $0.locale == pseudolocale.rawValue }
                guard !entries.isEmpty else { continue }
                files.append(PseudoCatalog(sourcePath: path, format: format, pseudolocale: pseudolocale, sourceLocale: sourceLocale,
                                           entries: entries.sorted(by: PseudoCatalog.fileOrder),
                                           sourceEntries: (sources[path] ?? []).sorted(by: PseudoCatalog.fileOrder)))
            }
        }
        return (files, generator)
    }
}

/// One pseudolocale's values of one source catalog file, and where `layoutlint pseudo` writes them.
public struct PseudoCatalog: Sendable {
    public var sourcePath: String
    public var format: CatalogFormat
    public var pseudolocale: Pseudolocale
    public var sourceLocale: String
    public var entries: [Entry]
    /// The source file's own values (an `.xcstrings` file written out keeps its source language's).
    public var sourceEntries: [Entry]

    static func fileOrder(_ a: Entry, _ b: Entry) -> Bool {
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.key != b.key { return a.key < b.key }
        return (a.variant ?? "") < (b.variant ?? "")
    }
}

extension PseudolocaleGenerator {
    /// The values a change set has, the locale left out (`--changed-since`): a pseudo value is made from its
    /// source value, so it is new or changed when a value of its key and variant is.
    static func changedValues(_ changes: ChangeSet) -> Set<ChangeSet.ValueID> {
        Set(changes.values.map { ChangeSet.ValueID(table: $0.table, key: $0.key, locale: "", variant: $0.variant) })
    }

    static func selects(_ job: JobStage.Job, _ changedValues: Set<ChangeSet.ValueID>) -> Bool {
        Pseudolocale.isPseudo(job.locale)
            && changedValues.contains(ChangeSet.ValueID(table: job.entry.table, key: job.entry.key, locale: "", variant: job.entry.variant))
    }
}
