/// Per file and locale: how many keys and variants, and how many values are translated, untranslated
/// or waiting for review — what `layoutlint catalogs` prints.
public struct CatalogSummary: Codable, Sendable {
    public struct LocaleCounts: Codable, Sendable, Equatable {
        public var locale: String
        public var script: String
        public var rightToLeft: Bool
        /// True for the source language (its values are the originals, so all count as translated).
        public var isSource: Bool
        public var keys: Int
        /// Values under a variation (plural, device, substitution, array item).
        public var variants: Int
        public var translated: Int
        /// Values equal to the source value of the same table, key and variant, empty values, and
        /// state `new`; values marked not to be translated are not counted.
        public var untranslated: Int
        /// State needs_review / stale (XLIFF needs-review-*).
        public var needsReview: Int
        /// Keys of the same table in the source language (to be translated) that this locale lacks.
        public var missing: Int
    }

    public struct FileSummary: Codable, Sendable {
        public var path: String
        public var format: CatalogFormat
        public var encoding: String?
        public var sourceLanguage: String?
        public var locales: [LocaleCounts]
    }

    public var version = 1
    public var files: [FileSummary]
    public var findings: [Finding]

    /// Summarises files read together: a `.strings` file's source values come from the source locale's file
    /// of the same table (table names compared case-insensitively, as on a case-insensitive disk).
    public init(files: [CatalogFile], sourceLocale: String = "en") {
        var sourceValues: [String: String] = [:]
        var sourceKeys: [String: Set<String>] = [:]
        // Where a file's source values live: in the file itself (.xcstrings, XLIFF), or in the source
        // locale's file of the same table next to it (`../en.lproj/`, `../values/`).
        func scope(_ file: CatalogFile) -> String {
            switch file.format {
            case .xcstrings, .xliff: return file.path
            case .strings, .stringsdict: return "apple\u{1F}" + parentOfFolder(file.path)
            case .android: return "android\u{1F}" + parentOfFolder(file.path)
            }
        }
        func tableKey(_ file: CatalogFile, _ entry: Entry) -> String { "\(scope(file))\u{1F}\(entry.table.lowercased())" }
        func sourceKey(_ file: CatalogFile, _ entry: Entry) -> String { "\(tableKey(file, entry))\u{1F}\(entry.key)\u{1F}\(entry.variant ?? "")" }
        func source(of file: CatalogFile) -> String { file.sourceLanguage ?? sourceLocale }
        for file in files {
            let language = source(of: file)
            for entry in file.entries where entry.locale == language || (entry.locale == LocaleTag.base && (file.sourceLanguage == nil || file.format == .android)) {
                let key = sourceKey(file, entry)
                if entry.locale == language || sourceValues[key] == nil { sourceValues[key] = entry.value }
                if entry.shouldTranslate { sourceKeys[tableKey(file, entry), default: []].insert(entry.key) }
            }
        }
        self.files = files.map { file in
            let language = source(of: file)
            var byLocale: [String: [Entry]] = [:]
            for entry in file.entries { byLocale[entry.locale, default: []].append(entry) }
            let locales = byLocale.keys.sorted().map { locale -> LocaleCounts in
                let entries = byLocale[locale]!
                let info = LocaleTag.info(locale)
                let isSource = locale == language || locale == LocaleTag.base
                var counts = LocaleCounts(locale: locale, script: info.script, rightToLeft: info.isRightToLeft, isSource: isSource,
                                          keys: Set(entries.map(\.key)).count, variants: entries.filter { $0.variant != nil }.count,
                                          translated: 0, untranslated: 0, needsReview: 0, missing: 0)
                if !isSource {
                    let present = Set(entries.map(\.key))
                    let tables = Set(entries.map { tableKey(file, $0) })
                    counts.missing = tables.reduce(0) { $0 + (sourceKeys[$1] ?? []).subtracting(present).count }
                }
                for entry in entries {
                    switch entry.reviewStatus {
                    case .needsReview, .stale:
                        counts.needsReview += 1
                        continue
                    case .new:
                        counts.untranslated += 1
                        continue
                    case .ok:
                        break
                    }
                    if isSource {
                        counts.translated += 1
                    } else if !entry.shouldTranslate {
                        continue
                    } else if entry.value.isEmpty || entry.value == (entry.source ?? sourceValues[sourceKey(file, entry)]) {
                        counts.untranslated += 1
                    } else {
                        counts.translated += 1
                    }
                }
                return counts
            }
            return FileSummary(path: file.path, format: file.format, encoding: file.encoding, sourceLanguage: file.sourceLanguage, locales: locales)
        }
        self.findings = files.flatMap(\.findings).sorted(by: Finding.reportOrder)
    }
}

/// "a/b/de.lproj/X.strings" → "a/b".
func parentOfFolder(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2 else { return "" }
    parts.removeLast(2)
    return parts.joined(separator: "/")
}
