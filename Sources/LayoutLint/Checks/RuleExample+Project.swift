import Foundation

extension RuleExample {
    /// The example as a project: its layout read from YAML, and one catalog whose values are the example's
    /// strings (the source locale is `en`). Values stand on their own lines of a notional
    /// `Example.xcstrings`, so findings point somewhere readable.
    public func input() -> LintInput {
        let (screen, findings) = LayoutReader.read(text: layout, file: "Example.yaml")
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
            return LintInput(catalogs: catalogs, screens: screen.map { [$0] } ?? [], findings: findings + catalogs.flatMap(\.findings))
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
        return LintInput(catalogs: [catalog], screens: screen.map { [$0] } ?? [], findings: findings)
    }

    /// Lint options for the example: its size categories, source `en`, one worker.
    public var options: LintOptions {
        LintOptions(sourceLocale: "en", sizeCategories: sizeCategories ?? LintOptions.defaultSizeCategories, workers: 1)
    }
}
