import Foundation

/// Which of an Apple app's string tables (`.strings`, `.stringsdict`, `.xcstrings`) the app reads.
///
/// A table is looked up in the bundle the call names, by the table name the call passes: `Bundle.main` and the
/// table `Localizable` when none is given (Apple, `NSLocalizedString(_:tableName:bundle:value:comment:)`:
/// "tableName: The name of the table containing the key-value pairs. If not specified, or nil, this method
/// attempts to use the table in Localizable.strings"; `Bundle.localizedString(forKey:value:table:)`: "the
/// receiver's string table to search. If tableName is nil or is an empty string, the method attempts to use
/// the table in Localizable.strings"). A framework (PhotosUI, CameraUI, UIKit's image picker) reads its own
/// bundle's tables, never the app's tables of the same name, so an app's copy of such a table reaches no
/// screen unless the app's own code names it.
///
/// So a table is read when:
/// - it is the default table, `Localizable`;
/// - it is `InfoPlist` (the bundle's Info.plist keys: Apple, "Localizing property list values");
/// - an Interface Builder document or an intent definition of that name has it as its own table (Apple,
///   "Localizing your app's interface": `Main.storyboard` → `Main.strings`; "Localizing an intent definition
///   file": the intent definition's `.strings` of the same name), or it is `AppShortcuts` (App Intents reads
///   the App Shortcuts' phrases from `AppShortcuts.xcstrings`: Apple, "Localizing App Shortcuts phrases");
/// - it sits in a `Settings.bundle` (the Settings app reads the `.strings` named by a settings page's
///   `StringsTable` key, by default the page's own name: Apple, "Preferences and Settings Programming Guide",
///   "Localizing Settings bundles");
/// - the app's Swift or Objective-C sources name it: the table argument (`tableName: "X"`, `table: "X"`,
///   `NSLocalizedStringFromTable(key, @"X", …)`, a wrapper's `string(key, "X")`, SwiftGen's generated
///   `tr("X", …)`) is a string literal somewhere in the sources, or R.swift's `R.string.x.…` accessor.
///
/// When the project has no Swift or Objective-C source at all, nothing names a table and nothing can be
/// decided. A folder of catalogs alone is a catalog check: every table is checked, and the coverage says which
/// were not decided. A checkout with the app's Interface Builder documents but none of its code (a copy of
/// the resources only) leaves those tables out, as what cannot be decided is, and the coverage says so.
public struct AppleTablesRead: Sendable, Equatable {
    /// Lowercased names of the tables the app's sources or documents name.
    public var named: Set<String>
    /// Whether the project has Swift or Objective-C sources to look in.
    public var hasSources: Bool
    /// Whether the checked folders hold Interface Builder documents (storyboards, XIBs): an app's checkout.
    /// With documents and no source, the app's code is missing, not absent: a table nothing else names is
    /// left out, undecided (`ScopeStage.readTables`); a folder of catalogs alone checks every table.
    public var hasDocuments: Bool

    public init(named: Set<String> = [], hasSources: Bool, hasDocuments: Bool = false) {
        self.named = named
        self.hasSources = hasSources
        self.hasDocuments = hasDocuments
    }

    /// Tables every app reads without naming them.
    static let implicitTables: Set<String> = ["localizable", "infoplist", "appshortcuts"]
    /// File extensions of documents whose own table has their name (storyboards, XIBs, intent definitions).
    static let documentsWithOwnTable: Set<String> = ["storyboard", "xib", "nib", "intentdefinition"]
    /// Source files whose string literals can name a table.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h", "c"]
    /// Catalog formats that are Apple string tables.
    static let tableFormats: Set<CatalogFormat> = [.strings, .stringsdict, .xcstrings]

    /// Whether the app reads a catalog file.
    public enum Reading: Sendable, Equatable { case read, notRead, undecided }

    /// Whether the app reads the catalog file at `path`: any file that is not an Apple string table is read;
    /// a table no source names is undecided when the project has no source to look in.
    public func reading(path: String, format: CatalogFormat) -> Reading {
        guard let table = Self.table(path: path, format: format) else { return .read }
        if Self.implicitTables.contains(table) || named.contains(table)
            || path.split(separator: "/").contains(where: { $0.caseInsensitiveCompare("Settings.bundle") == .orderedSame }) {
            return .read
        }
        return hasSources ? .notRead : .undecided
    }

    /// The lowercased table name of an Apple string table file, nil for any other file (an Interface Builder
    /// document read as its own catalog, Android XML, XLIFF).
    static func table(path: String, format: CatalogFormat) -> String? {
        guard tableFormats.contains(format) else { return nil }
        let url = URL(fileURLWithPath: path)
        guard ["strings", "stringsdict", "xcstrings"].contains(url.pathExtension.lowercased()) else { return nil }
        return url.deletingPathExtension().lastPathComponent.lowercased()
    }

    /// Reads the folders' sources and documents for the tables among `tables` (lowercased names) that they name.
    static func read(folders: [String], tables: Set<String>) -> AppleTablesRead {
        var result = AppleTablesRead(hasSources: false)
        for folder in folders {
            let files = (try? FolderWalk.files(under: folder)) ?? []
            for relative in files {
                let url = URL(fileURLWithPath: relative)
                let ext = url.pathExtension.lowercased()
                if documentsWithOwnTable.contains(ext) {
                    result.named.insert(url.deletingPathExtension().lastPathComponent.lowercased())
                    if ext != "intentdefinition" { result.hasDocuments = true }
                } else if sourceExtensions.contains(ext) {
                    result.hasSources = true
                    let path = folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
                    let pending = tables.subtracting(result.named)
                    guard !pending.isEmpty, let bytes = FileManager.default.contents(atPath: path) else { continue }
                    result.named.formUnion(namedTables(in: [UInt8](bytes), among: pending))
                }
            }
        }
        return result
    }

    /// The tables among `tables` (lowercased) that a source text names: a string literal whose whole text is
    /// the name (`"X"`, also `@"X"`), or R.swift's accessor `R.string.x.` — compared without case, as a
    /// case-insensitive file system finds the table. Linear in the text per table.
    static func namedTables(in bytes: [UInt8], among tables: Set<String>) -> Set<String> {
        let lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        var found = Set<String>()
        for table in tables where !table.isEmpty {
            let name = Array(table.utf8)
            if contains(lowered, [34] + name + [34]) || contains(lowered, Array("r.string.".utf8) + name + [46]) { found.insert(table) }
        }
        return found
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        !needle.isEmpty && haystack.withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) } }
    }
}
