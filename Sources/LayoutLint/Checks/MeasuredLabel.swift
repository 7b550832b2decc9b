import Typesetter

/// One label's text in one locale and variant, laid out at every checked size: what rules read.
public struct MeasuredLabel: Sendable {
    /// The screen and element, shared by every label of the element: a label is copied several times on
    /// its way through the linter, and these two values are large.
    let declaration: Declaration
    public var screen: LayoutScreen { declaration.screen }
    public var element: LayoutElement { declaration.element }
    public var locale: String
    /// The catalog value measured. For a locale without a translation, the source value (`isFallback`).
    public var entry: Entry
    /// The source-language value of the same variant, when there is one.
    public var sourceEntry: Entry?
    /// The key's substitution values and their formats, in the value's locale and in the source
    /// (`LabelText.composingSiblings`).
    public var siblings: [Entry] = []
    public var sourceSiblings: [Entry] = []
    public var isFallback: Bool
    /// The text as laid out (placeholders filled, text transform applied).
    public var text: String
    public var font: FontSelection
    public var constraints: LayoutConstraints
    public var isRightToLeft: Bool
    /// One layout per checked size, in size-category order (one entry with `sizeCategory == nil` for a
    /// size that does not scale).
    public var sizes: [SizedLayout]
    /// The label could not be laid out (text too long, font missing): the reason, and no `sizes`.
    public var failure: String?
    /// The font family the profile does not have, when that is why the label could not be laid out: the
    /// model's limit (an app font or a system font such as Menlo that no bundled face stands in for), so a
    /// coverage skip reason rather than a finding, for an imported screen.
    public var unknownFamily: String?
    /// How many sizes were laid out (`sizes` is emptied once no rule needs the layouts any more).
    public var measurements: Int = 0
    /// Characters of `text` no face of the fallback chain has (from shaping; the same at every size).
    public var missingGlyphs: [MissingGlyph] = []
    /// Whether, at some size, a line is at least a point narrower than its box, so that the text's
    /// horizontal alignment moves it visibly (kept when `sizes` is emptied).
    public var alignmentShows: Bool = true
    /// True when, at every size, the text is one line exactly as wide as its box (a content-sized label):
    /// its horizontal alignment has no visible effect. Kept after the layouts are given up.
    public var fillsItsBox = false
    /// An imported element's value in a locale where the container pass gave the element no box (its
    /// neighbours squeeze it out there, an empty value has no width): laid out at no size, checked only by the
    /// rules that need no box, as a value no label shows is.
    public var hasNoBox = false

    public var variant: String? { entry.variant }
}

/// A screen and one of its elements, held once by reference for every job and label of the element.
final class Declaration: Sendable {
    let screen: LayoutScreen
    let element: LayoutElement

    init(screen: LayoutScreen, element: LayoutElement) {
        self.screen = screen
        self.element = element
    }
}

/// A layout at one size category.
public struct SizedLayout: Sendable {
    public var sizeCategory: String?
    /// The size the element asks for at this category (points / sp × font scale).
    public var size: Double
    /// The size really used: smaller than `size` when autoShrink shrank the text.
    public var effectiveSize: Double
    /// The layout at `effectiveSize`.
    public var layout: TextLayout
    /// With autoShrink: true when even the minimum scale does not make the text fit.
    public var shrinkLimitReached: Bool
    /// For a truncated layout: the same text with no line limit and no fixed height (how much it needs).
    public var unconstrained: TextLayout?

    /// The box the text was laid out in at this size: the label's own constraints, or for an imported
    /// screen the box its container pass gave at this size category and screen width.
    public var constraints: LayoutConstraints
    /// For an imported screen: the screen width this layout was computed at.
    public var screenWidth: Double?
    /// For an imported screen's source locale: how wide the box gets when its text grows (a content-sized
    /// label grows until its neighbours or the window stop it); nil when unknown.
    public var maximumWidth: Double?
    /// For a truncated layout of the system family on an Apple platform (where Noto stands in for SF): true
    /// when the text fits a box widened (and heightened) by the stand-in's band (`StandInFonts`): the system
    /// font may still fit it. nil where no stand-in applies or the text is not truncated.
    public var fitsWithinStandInBand: Bool?
    /// For such a layout: true when the text fits a box widened by the stand-in's measured spread
    /// (`StandInFonts.spread`), an overflow too small to tell from the difference between the two faces.
    public var fitsWithinStandInSpread: Bool? = nil

    /// The one-line width of the text at the requested size.
    public var naturalWidthAtSize: Double { layout.naturalWidth * size / layout.size }
}

/// A screen in one locale: its elements with the labels measured for them (every variant).
public struct MeasuredScreen: Sendable {
    public var screen: LayoutScreen
    public var locale: String
    public var labels: [MeasuredLabel]
}

/// What rules may know besides the label: the project's locales and catalogs.
public struct LintContext: Sendable {
    public var sourceLocale: String
    public var locales: [String]
    public var sizeCategories: [String]
    public var catalogs: CatalogIndex
    public var fonts: FontLibrary?
    /// Options the config gives each rule, by rule id.
    public var ruleOptions: [String: [String: ConfigValue]]
    /// The scripts each locale is written in (ICU, and the script of most of its values): `wrong-script`.
    public let writtenScripts: WrittenScripts
    /// The words of each locale's translated values: `untranslated` tells a kept name from a value left
    /// in the source language.
    public let wordsInTranslations: WordsInTranslations
    /// What `placeholder-mismatch` computes once per key with many values.
    let formatFacts = PlaceholderMismatchRule.FormatFacts()

    public init(sourceLocale: String, locales: [String], sizeCategories: [String], catalogs: CatalogIndex,
                fonts: FontLibrary? = nil, ruleOptions: [String: [String: ConfigValue]] = [:]) {
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.sizeCategories = sizeCategories
        self.catalogs = catalogs
        self.fonts = fonts
        self.ruleOptions = ruleOptions
        writtenScripts = WrittenScripts(catalogs: catalogs)
        wordsInTranslations = WordsInTranslations(catalogs: catalogs, sourceLocale: sourceLocale)
    }

    /// The config's options for a rule (empty when none).
    public func options(for rule: String) -> [String: ConfigValue] { ruleOptions[rule] ?? [:] }

    /// The source language of a table's values (`CatalogIndex.tableSourceLocales`): what a value of it is
    /// compared with. Each catalog has its own; `sourceLocale` is the run's (the Apple catalogs').
    public func sourceLocale(ofTable table: String?) -> String { catalogs.sourceLocale(ofTable: table, run: sourceLocale) }

    /// The source language of the Android resources' default `values/` when it is not the run's (nil: it is).
    public var androidSourceLocale: String?

    /// The language a screen's development text is in: an Android or Compose screen shows the Android
    /// resources' default configuration, any other the run's source.
    public func sourceLocale(of origin: ScreenOrigin) -> String {
        origin == .android ? androidSourceLocale ?? sourceLocale : sourceLocale
    }

    /// False when the Android app does not support right-to-left layouts (`AndroidRTLSupport`): nothing on
    /// its screens mirrors, so no view's left/right setting is a problem of its own.
    public var androidLayoutsMirror = true

    /// How the Android app's code and XML read each string resource (`AndroidStringUses`); nil when no
    /// Kotlin, Java or XML resource was read (then what users see of a string's markup is not known).
    public var androidStringUses: AndroidStringUses?
    /// Keys the app's sources use only as accessibility labels: spoken by VoiceOver, never drawn
    /// (`AppleSourceFacts`).
    public var spokenOnlyKeys: Set<String> = []
    /// Keys of a UI file whose text the app's code replaces when the view loads (`SkippedElement.replacedByCode`),
    /// as table + U+001F + key: never shown, so the catalog rules do not check their values.
    public var keysReplacedByCode: Set<String> = []
    /// The app's own name (Info.plist, the application target): a name every locale keeps (`AppleSourceFacts`).
    public var appNames: Set<String> = []
    /// The languages each Apple catalog file's bundle resolves to: a key is not looked up in a locale its
    /// source value's bundle does not have (`BundleLocalizations`).
    public var bundleLocalizations = BundleLocalizations()

    public func isRightToLeft(_ locale: String) -> Bool { LocaleTag.info(locale).isRightToLeft }
}

/// Every catalog value by table, key and locale.
public struct CatalogIndex: Sendable {
    /// table → key → locale → values (every variant), in file order.
    public private(set) var tables: [String: [String: [String: [Entry]]]] = [:]
    /// Source language per table, when a catalog names it.
    public private(set) var sourceLanguages: [String: String] = [:]
    /// Per table, the locales of the platform whose lookup reads it (`Platform`); a table absent here is read
    /// in every locale. A translation missing in a locale is missing only where that platform has the locale.
    public private(set) var platformLocales: [String: Set<String>] = [:]
    /// How many catalog files the index was made of (an empty String Catalog is one).
    public private(set) var fileCount = 0

    /// The resource lookups catalogs are read by. An app's Android build and its Apple build are two apps:
    /// the APK holds the `values-*` its resources merge (aapt2 links one resource table per app), the Apple
    /// bundle the languages of its `.lproj` folders and String Catalogs (`Bundle.localizations`). A repository
    /// with both (a Kotlin Multiplatform app and its iOS app) ships a locale on one of them that the other does
    /// not have; neither user sees the other's catalogs. XLIFF is an exchange format either build imports.
    enum Platform {
        case android, apple

        init?(_ format: CatalogFormat) {
            switch format {
            case .android: self = .android
            case .strings, .stringsdict, .xcstrings: self = .apple
            case .xliff: return nil
            }
        }
    }

    public init(_ files: [CatalogFile]) {
        let files = Self.unifyingResourceTables(Self.unifyingTableCase(files))
        // A `.strings` and a `.stringsdict` of one table and locale are one table; where both define a key,
        // the dictionary's rules win, as in Foundation's lookup.
        var fromDictionary = Set<String>()
        for file in files where file.format == .stringsdict {
            for entry in file.entries { fromDictionary.insert("\(entry.table)\u{1F}\(entry.key)\u{1F}\(entry.locale)") }
        }
        for file in files {
            for entry in file.entries {
                if file.format == .strings, fromDictionary.contains("\(entry.table)\u{1F}\(entry.key)\u{1F}\(entry.locale)") { continue }
                tables[entry.table, default: [:]][entry.key, default: [:]][entry.locale, default: []].append(entry)
            }
        }
        sourceLanguages = Self.firstSourceLanguages(files, tableNames: [:])
        platformLocales = Self.platformLocales(files)
        fileCount = files.count
        resolvePluralReferences()
    }

    /// Strings an Android plural's forms name (`<item quantity="two">@string/two_words</item>`), as table +
    /// U+001F + key: each is shown as that form of the plural, and checked there (`resolvePluralReferences`).
    public private(set) var pluralFormStrings: Set<String> = []
    /// The plurals whose forms name strings, as table + U+001F + key: a locale's resolved forms are its own
    /// values to show (`JobStage.shownEntries`), though nothing in them is to translate.
    public private(set) var resolvedPlurals: Set<String> = []

    /// An Android plural form whose value is a reference to a string (`<item quantity="two">@string/two_words</item>`)
    /// is compiled by aapt2 as a reference (`ResourceParser::ParsePlural` → `ParseXml` with
    /// `ResourceUtils::ParseReference`), and `Resources.getQuantityText` resolves it in the device's
    /// configuration: the form shows the referenced string as the locale translates it (AOSP
    /// `ResourcesImpl.getQuantityText` → `AssetManager.getResourceBagText` → `getPooledStringForCookie` of the
    /// resolved reference). So each such form takes, in every locale that translates the string, the string's
    /// value and place (a localizer edits it there); a locale that does not translate it shows the source's
    /// string, a missing translation reported on the string. The forms stay `shouldTranslate == false` (the
    /// plural's own text is a reference: nothing to translate in it, and the rules on translated words judge
    /// the string, once), yet each locale shows its own (`resolvedPlurals`), so their values are laid out and
    /// compared as the plural's forms (a dual `two` without its number is a plural form, not a dropped
    /// argument), and the strings themselves are not compared as formats a second time.
    private mutating func resolvePluralReferences() {
        // The plural forms that reference strings, and the strings by name (Android resources are one
        // namespace per app, whatever the file: `unifyingResourceTables`).
        var references: [(table: String, key: String, locale: String, index: Int, name: String)] = []
        var wanted = Set<String>()
        for (table, keys) in tables {
            for (key, locales) in keys {
                for (locale, entries) in locales {
                    for (index, entry) in entries.enumerated() {
                        guard entry.value.utf8.first == UInt8(ascii: "@"), !entry.shouldTranslate,
                              let variant = entry.variant, LabelText.pluralCategory(of: variant) != nil,
                              entry.value.hasPrefix("@string/"),
                              let folder = ResourceFolder.of(entry.location.file), folder.kind == .android else { continue }
                        let name = String(entry.value.dropFirst("@string/".count))
                        guard !name.isEmpty, name.utf8.allSatisfy({ $0 != 0x2F && $0 != 0x3A }) else { continue }
                        references.append((table, key, locale, index, name))
                        wanted.insert(name)
                    }
                }
            }
        }
        guard !references.isEmpty else { return }
        // name → locale → the string's value (no variant: not a plural or array item, no configuration).
        var strings: [String: [String: Entry]] = [:]
        var stringTables: [String: String] = [:]
        for table in tables.keys.sorted() {
            for name in wanted {
                guard stringTables[name] == nil, let locales = tables[table]?[name] else { continue }
                var values: [String: Entry] = [:]
                for (locale, entries) in locales {
                    if let entry = entries.first(where: { $0.variant == nil && ResourceFolder.of($0.location.file)?.kind == .android }) {
                        values[locale] = entry
                    }
                }
                guard !values.isEmpty else { continue }
                strings[name] = values
                stringTables[name] = table
            }
        }
        // Each form: its own locale's value replaced, and every other locale the string has filled in where the
        // plural's locale has no form of that variant (a plural translated as text keeps its own forms).
        var added: [(table: String, key: String, locale: String, entry: Entry)] = []
        for reference in references.sorted(by: { ($0.table, $0.key, $0.locale, $0.index) < ($1.table, $1.key, $1.locale, $1.index) }) {
            guard let values = strings[reference.name], let stringTable = stringTables[reference.name] else { continue }
            pluralFormStrings.insert(stringTable + "\u{1F}" + reference.name)
            resolvedPlurals.insert(reference.table + "\u{1F}" + reference.key)
            let form = tables[reference.table]![reference.key]![reference.locale]![reference.index]
            func resolved(_ string: Entry) -> Entry {
                var entry = string
                entry.key = form.key
                entry.table = form.table
                entry.variant = form.variant
                entry.shouldTranslate = false
                return entry
            }
            if let own = values[reference.locale] {
                tables[reference.table]![reference.key]![reference.locale]![reference.index] = resolved(own)
            }
            for (locale, string) in values where locale != reference.locale {
                let existing = tables[reference.table]![reference.key]![locale] ?? []
                guard !existing.contains(where: { $0.variant == form.variant }) else { continue }
                added.append((reference.table, reference.key, locale, resolved(string)))
            }
        }
        for item in added {
            let existing = tables[item.table]![item.key]![item.locale] ?? []
            guard !existing.contains(where: { $0.variant == item.entry.variant }) else { continue }
            tables[item.table]![item.key]![item.locale, default: []].append(item.entry)
        }
    }

    /// `platformLocales` of these files: a table every file of which one platform reads has that platform's
    /// locales; a table an XLIFF file (or both platforms) holds is read in every locale.
    static func platformLocales(_ files: [CatalogFile]) -> [String: Set<String>] {
        // Files of one platform only (most apps): every table is read in every locale, nothing to walk.
        guard Set(files.compactMap { Platform($0.format) }).count > 1 else { return [:] }
        var locales: [Platform: Set<String>] = [:]
        var platforms: [String: Set<Platform?>] = [:]
        for file in files {
            let platform = Platform(file.format)
            if let platform { locales[platform, default: []].formUnion(file.localeSet) }
            for table in Set(file.entries.lazy.map(\.table)) { platforms[table, default: []].insert(platform) }
        }
        var result: [String: Set<String>] = [:]
        for (table, readBy) in platforms where readBy.count == 1 {
            if let platform = readBy.first!, let own = locales[platform] { result[table] = own }
        }
        return result
    }

    /// Whether a table's values are looked up in a locale (`platformLocales`).
    public func isRead(table: String, in locale: String) -> Bool {
        platformLocales[table].map { $0.contains(locale) } ?? true
    }

    /// Table names that differ only in case are one table (mastodon's `de.lproj/infoPlist.strings` beside
    /// `en.lproj/InfoPlist.strings`): a Mac's default volume (APFS, case-insensitive) gives Xcode either
    /// file for the project's one `InfoPlist.strings` variant group, and the app bundle holds it under the
    /// group's name, which is the only name Bundle looks up (`Bundle.localizedString(forKey:value:table:)`;
    /// Info.plist keys are read from the `InfoPlist` table). The name most files use is the table's name
    /// (on a tie, the first in code point order: `InfoPlist` before `infoPlist`).
    static func unifyingTableCase(_ files: [CatalogFile]) -> [CatalogFile] {
        let canonical = canonicalTableNames(files)
        guard !canonical.isEmpty else { return files }
        return files.map { file in
            var file = file
            for index in file.entries.indices {
                if let name = canonical[file.entries[index].table] { file.entries[index].table = name }
            }
            return file
        }
    }

    /// A translation in an Android resource file of another name than the source's is the same string: a
    /// resource is named by its type and name, and "the filename is arbitrary" (developer.android.com,
    /// "String resources": `res/values/filename.xml`, "the `name` attribute is used as the resource ID");
    /// aapt2 compiles every `values*/` file of the app into one resource table. A translation platform that
    /// writes `values-de/translations.xml` for the source's `values/localazy.xml` translates its strings.
    /// Compose Multiplatform resources are one `Res.string` per module, whatever the file names. So a
    /// translation's entry takes the table of the source file that defines its key (in the module, for
    /// Compose resources); a key two source files of different names define keeps its own file's table.
    static func unifyingResourceTables(_ files: [CatalogFile]) -> [CatalogFile] {
        // Per file: the group its names are one namespace in (nil: not such a resource), and whether it is a source file.
        let groups = files.map { file -> (name: String, isSource: Bool)? in
            guard file.format == .android, let folder = ResourceFolder.of(file.path) else { return nil }
            switch folder.kind {
            case .android: return ("", folder.locale == LocaleTag.base)
            case .composeResources:
                let table = CatalogReader.table(of: file.path)
                let module = table.range(of: "/composeResources/", options: .backwards).map { String(table[..<$0.lowerBound]) } ?? ""
                return (module, folder.locale == LocaleTag.base)
            case .mokoResources: return nil
            }
        }
        var sourceTables: [String: Set<String>] = [:]
        var needed = false
        for (file, group) in zip(files, groups) {
            guard let group else { continue }
            for entry in file.entries {
                if group.isSource { sourceTables[group.name + "\u{1F}" + entry.key, default: []].insert(entry.table) } else { needed = true }
            }
        }
        guard needed, !sourceTables.isEmpty else { return files }
        return zip(files, groups).map { file, group in
            guard let group, !group.isSource else { return file }
            var file = file
            for index in file.entries.indices {
                let entry = file.entries[index]
                guard let tables = sourceTables[group.name + "\u{1F}" + entry.key], tables.count == 1,
                      let table = tables.first, table != entry.table else { continue }
                file.entries[index].table = table
            }
            return file
        }
    }

    /// The table names `unifyingTableCase` replaces, each with the name it takes.
    static func canonicalTableNames(_ files: [CatalogFile]) -> [String: String] {
        var spellings: [String: [String: Int]] = [:]
        for file in files {
            for table in Set(file.entries.map(\.table)) { spellings[table.lowercased(), default: [:]][table, default: 0] += 1 }
        }
        var canonical: [String: String] = [:]
        for (_, counts) in spellings where counts.count > 1 {
            let name = counts.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }!.key
            for spelling in counts.keys where spelling != name { canonical[spelling] = name }
        }
        return canonical
    }

    /// `sourceLanguages` of the index these files make, without making it.
    static func sourceLanguages(of files: [CatalogFile]) -> [String: String] {
        firstSourceLanguages(files, tableNames: canonicalTableNames(files))
    }

    /// Per table (its first entry's, renamed by `tableNames`), the source language of the first file of it
    /// that names one.
    private static func firstSourceLanguages(_ files: [CatalogFile], tableNames: [String: String]) -> [String: String] {
        var languages: [String: String] = [:]
        for file in files {
            guard let language = file.sourceLanguage, let first = file.entries.first?.table else { continue }
            let table = tableNames[first] ?? first
            languages[table] = languages[table] ?? LocaleTag.canonical(language)
        }
        return languages
    }

    /// Every locale with at least one value, sorted ("und" left out).
    public var locales: [String] {
        var found = Set<String>()
        for keys in tables.values { for locales in keys.values { found.formUnion(locales.keys) } }
        found.remove("und")
        return found.sorted()
    }

    /// The table a key is looked up in: the element's `table:`, else the one that has the key
    /// (`Localizable` first when several do, as `NSLocalizedString` does without a table name).
    public func table(for key: String, declared: String?) -> String? {
        if let declared { return tables[declared]?[key] != nil ? declared : nil }
        let having = tables.keys.filter { tables[$0]?[key] != nil }.sorted()
        if having.contains("Localizable") { return "Localizable" }
        if having.contains("strings") { return "strings" }
        return having.first
    }

    public func values(table: String, key: String) -> [String: [Entry]] { tables[table]?[key] ?? [:] }

    /// The keys with format specifiers of every table, by their text with the specifiers' types left out,
    /// built once for many lookups. `key(for:declared:)`: for a key written with specifiers whose types a
    /// reader of the source guessed (`Text("\(month) months")`: SwiftUI's interpolation of a value whose type
    /// the importer cannot see is read as `%@`), the catalog key it stands for — the one key of the table (or
    /// of every table) that is the same text with other specifiers in the same places (“%lld months”, as Xcode
    /// extracted it from the `Int`); nil when none or several are.
    public struct SpecifierlessKeys: Sendable {
        private var byText: [String: [(table: String, key: String)]] = [:]

        public init(_ index: CatalogIndex) {
            for (table, keys) in index.tables {
                for key in keys.keys where key.utf8.contains(0x25) {
                    byText[CatalogIndex.withoutSpecifierTypes(key), default: []].append((table, key))
                }
            }
        }

        public func key(for key: String, declared: String?) -> String? {
            guard key.utf8.contains(0x25) else { return nil }
            let candidates = Set((byText[CatalogIndex.withoutSpecifierTypes(key)] ?? [])
                .filter { $0.key != key && (declared == nil || $0.table == declared) }.map(\.key))
            return candidates.count == 1 ? candidates.first : nil
        }
    }

    /// The text with every printf specifier (`%@`, `%lld`, `%1$d`, `%.2f`) written as one marker.
    static func withoutSpecifierTypes(_ text: String) -> String {
        FormatSpecifier.replacingPrintf(in: text, with: "\u{1}")
    }

    /// The (table, key) pairs a key pattern (`tab.*`, a glob) names: in the declared table, else in every
    /// table; sorted.
    public func keys(matching pattern: String, declared: String?) -> [(table: String, key: String)] {
        var result: [(table: String, key: String)] = []
        for table in (declared.map { [$0] } ?? tables.keys.sorted()) {
            for key in (tables[table] ?? [:]).keys.sorted() where Glob.matches(pattern, key) { result.append((table, key)) }
        }
        return result
    }

    /// The (table, key) pairs an element's `key:` names: the key in its table, or every key a pattern matches.
    /// Only a declared layout's `key:` is a pattern (`keyIsPattern`): an imported element's key is the text
    /// the app's source or document holds — SwiftUI's `Text("Why?")` looks up the key “Why?” and shows it
    /// when no catalog has it, `?` and `*` are characters.
    public func keys(of element: LayoutElement, keyIsPattern: Bool = true) -> [(table: String, key: String)] {
        guard let key = element.key else { return [] }
        // A key that exists as written is that key ("Delete?" is a key, not a pattern).
        if let table = table(for: key, declared: element.table) { return [(table, key)] }
        return keyIsPattern && Glob.hasWildcards(key) ? keys(matching: key, declared: element.table) : []
    }

    /// The development language's own resources (`Base.lproj`, Android's unqualified `values/`) are the
    /// source locale's: a key whose source locale has no value takes its `Base` value, relabelled; `Base`
    /// is then no locale of its own.
    /// Adds values of a locale no catalog file holds (the pseudolocales: `PseudolocaleGenerator`).
    public mutating func add(_ entries: [Entry]) {
        for entry in entries {
            tables[entry.table, default: [:]][entry.key, default: [:]][entry.locale, default: []].append(entry)
            platformLocales[entry.table]?.insert(entry.locale)
        }
    }

    /// Tables whose source language is not the run's (`CatalogScope.tableSourceLocales`): a Kotlin
    /// Multiplatform app's Compose `values/` (English by default) beside an iOS String Catalog whose
    /// `sourceLanguage` is `ja`. Rules compare a value with its own table's source (`LintContext.sourceLocale(ofTable:)`).
    public private(set) var tableSourceLocales: [String: String] = [:]

    /// The source language of a table: its own when it has one other than the run's, else `run`.
    public func sourceLocale(ofTable table: String?, run: String) -> String {
        table.flatMap { tableSourceLocales[$0] } ?? run
    }

    /// Reads each table's `Base` values as its source language: the table's own (`tableSources`), else the run's.
    public mutating func adoptBase(as sourceLocale: String, tableSources: [String: String]) {
        tableSourceLocales = tableSources.filter { $0.value != sourceLocale && tables[$0.key] != nil }
        adoptBase(as: sourceLocale)
    }

    public mutating func adoptBase(as runSourceLocale: String) {
        for (table, keys) in tables {
            let sourceLocale = tableSourceLocales[table] ?? runSourceLocale
            guard sourceLocale != LocaleTag.base else { continue }
            var changed = keys
            for (key, locales) in keys {
                guard let base = locales[LocaleTag.base] else { continue }
                var updated = locales
                updated[LocaleTag.base] = nil
                if updated[sourceLocale] == nil {
                    updated[sourceLocale] = base.map { entry in
                        var copy = entry
                        copy.locale = sourceLocale
                        return copy
                    }
                } else if base.contains(where: \.isConnectedToCode), let own = updated[sourceLocale] {
                    // The document's view is what code connects to, whichever file holds the source text.
                    updated[sourceLocale] = own.map { entry in
                        var copy = entry
                        copy.isConnectedToCode = base.contains { $0.variant == entry.variant && $0.isConnectedToCode }
                        return copy
                    }
                }
                changed[key] = updated
            }
            tables[table] = changed
        }
    }

    /// Every key of every table (for "did you mean").
    public var allKeys: [String] { Array(Set(tables.values.flatMap(\.keys))).sorted() }
}
