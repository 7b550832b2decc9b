import Foundation

extension RuleExample {
    /// The example as a project: its layout read from YAML, and one catalog whose values are the example's
    /// strings (the source locale is `en`). Values stand on their own lines of a notional
    /// `Example.xcstrings`, so findings point somewhere readable.
    public func input() -> LintInput {
        var (screen, findings) = uiFiles.isEmpty ? LayoutReader.read(text: layout, file: "Example.yaml") : (nil, [])
        let imported = importedScreens()
        findings += imported.findings
        if uiFiles.isEmpty == false { return withCatalogs(screens: imported.screens, findings: findings) }
        return withCatalogs(screens: screen.map { [$0] } ?? [], findings: findings)
    }

    /// The example's UI files imported the way `layoutlint check` imports an app's: written to a temporary
    /// folder (removed after) and read through `Importers`.
    func importedScreens() -> ImportResult {
        guard !uiFiles.isEmpty else { return ImportResult() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in uiFiles {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        var result = Importers.read(Importers.discover(under: folder.path), config: ProjectConfig())
        let prefix = folder.path + "/"
        func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        for index in result.screens.indices {
            result.screens[index].file = relative(result.screens[index].file)
            result.screens[index].location.file = relative(result.screens[index].location.file)
            for element in result.screens[index].elements.indices {
                result.screens[index].elements[element].location.file = relative(result.screens[index].elements[element].location.file)
            }
        }
        result.catalogs = []
        return result
    }

    private func withCatalogs(screens: [LayoutScreen], findings: [Finding]) -> LintInput {
        if catalog == .android {
            var locales = Set<String>()
            for values in strings.values { locales.formUnion(values.keys) }
            let catalogs = locales.sorted().map { locale -> CatalogFile in
                var xml = "<resources>\n"
                for key in strings.keys.sorted() {
                    guard let value = strings[key]![locale] else { continue }
                    xml += "    <string name=\"\(key)\">\(value)</string>\n"
                }
                xml += "</resources>\n"
                let folder = locale == "en" ? "values"
                    : "values-" + (locale.contains("-") ? "b+" + locale.replacingOccurrences(of: "-", with: "+") : locale)
                return CatalogReader.read(bytes: Array(xml.utf8), path: "res/\(folder)/strings.xml", format: .android)
            }
            return LintInput(catalogs: catalogs, screens: screens, findings: findings + catalogs.flatMap(\.findings))
        }
        var entries: [Entry] = []
        var line = 1
        for key in strings.keys.sorted() {
            for locale in strings[key]!.keys.sorted() {
                line += 1
                entries.append(Entry(key: key, table: "Localizable", locale: locale, value: strings[key]![locale]!,
                                     comment: comments[key], state: locale == "en" ? nil : "translated",
                                     location: SourceLocation(file: "Example.xcstrings", line: line, column: 1)))
            }
        }
        let catalog = CatalogFile(path: "Example.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries)
        return LintInput(catalogs: [catalog], screens: screens, findings: findings)
    }

    /// Lint options for the example: its size categories, source `en`, one worker.
    public var options: LintOptions {
        LintOptions(sourceLocale: "en", sizeCategories: sizeCategories ?? LintOptions.defaultSizeCategories, workers: 1)
    }
}
