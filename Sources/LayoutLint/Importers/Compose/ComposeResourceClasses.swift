import Foundation

/// The names of the generated resource classes an app's Gradle files give them, besides the defaults:
/// - moko-resources generates `MR` unless the module's `multiplatformResources { resourcesClassName.set("X") }`
///   (moko-resources README, "Gradle setup": `resourcesClassName` — "optional, default MR"; before 0.24 the
///   property was `multiplatformResourcesClassName`) names it otherwise; its tables are `X.strings` and `X.plurals`.
/// - Compose Multiplatform resources generate `Res` unless `compose.resources { nameOfResClass = "X" }`
///   (JetBrains, "Multiplatform resources: setup", "Customizing the generated class"); its tables are `X.string`
///   and `X.plurals`.
/// The resource modules sit beside the app's Kotlin modules (a module is the folder above a `src/`), so the
/// Gradle files of each module and of its parent's other folders are read.
struct ComposeResourceClasses: Sendable, Equatable {
    var moko: Set<String> = ["MR"]
    var compose: Set<String> = ["Res"]

    /// The package of the Compose Multiplatform resources library (`stringResource`, `pluralStringResource`).
    static let composeResourcesPackage = "org.jetbrains.compose.resources."
    /// The string tables of a class the Compose resources plugin generates, and whether each is a plural table
    /// (JetBrains, "Multiplatform resources: usage": `Res.string.x`, `Res.plurals.x`).
    static let generatedTables: [String: Bool] = ["string": false, "plurals": true]

    /// Folders looked at, at most (a hostile tree cannot make this walk long).
    static let maximumFolders = 4_000
    static let maximumGradleBytes = 1_000_000

    /// The class names of the modules of `sources` and of their sibling folders.
    static func find(near sources: [String]) -> ComposeResourceClasses {
        var modules = Set<String>()
        for source in sources {
            guard let range = source.range(of: "/src/", options: .backwards) else { continue }
            // Absolute and standardized (`./src/…` is the current folder's module; `/src/…` the root's).
            let module = String(source[..<range.lowerBound])
            modules.insert(URL(fileURLWithPath: module.isEmpty ? "/" : module).standardizedFileURL.path)
            if modules.count >= ComposeFonts.maximumModules { break }
        }
        let manager = FileManager.default
        var folders = modules
        let parents = Set(modules.filter { $0 != "/" }.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        for parent in parents.sorted() where folders.count < maximumFolders {
            for name in (try? manager.contentsOfDirectory(atPath: parent))?.sorted() ?? [] where !name.hasPrefix(".") && name != "build" {
                folders.insert(parent + "/" + name)
                if folders.count >= maximumFolders { break }
            }
        }
        var result = ComposeResourceClasses()
        for folder in folders.sorted() {
            for name in ["build.gradle.kts", "build.gradle"] {
                let path = folder + "/" + name
                guard let attributes = try? manager.attributesOfItem(atPath: path), (attributes[.size] as? Int ?? 0) <= maximumGradleBytes,
                      let data = manager.contents(atPath: path) else { continue }
                result.read(String(decoding: data, as: UTF8.self))
            }
        }
        return result
    }

    /// Adds the class names one Gradle file sets (`resourcesClassName.set("X")`, `resourcesClassName = "X"`,
    /// Groovy's `resourcesClassName "X"`; `nameOfResClass = "X"`).
    mutating func read(_ text: String) {
        for (property, isMoko) in [("multiplatformResourcesClassName", true), ("resourcesClassName", true), ("nameOfResClass", false)] {
            var searchStart = text.startIndex
            while let range = text.range(of: property, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                // A whole name: `multiplatformResourcesClassName` is not also a `resourcesClassName`.
                if range.lowerBound > text.startIndex {
                    let before = text[text.index(before: range.lowerBound)]
                    if before.isLetter || before.isNumber || before == "_" { continue }
                }
                var rest = text[range.upperBound...].prefix(64).drop { $0 == " " || $0 == "\t" }
                if rest.hasPrefix(".set") { rest = rest.dropFirst(4).drop { $0 == " " } }
                rest = rest.drop { $0 == "(" || $0 == "=" || $0 == " " || $0 == "\t" }
                guard rest.first == "\"" || rest.first == "'" else { continue }
                let name = rest.dropFirst().prefix { $0 != "\"" && $0 != "'" }
                guard let first = name.utf8.first, KotlinTokenizer.isNameStart(first), name.utf8.allSatisfy(KotlinTokenizer.isNamePart) else { continue }
                if isMoko { moko.insert(String(name)) } else { compose.insert(String(name)) }
            }
        }
    }

    /// Whether `owner.table` is a plural table (true) or a string table (false) of Android's `R` or one of the classes;
    /// nil when it is neither.
    func plural(owner: String, table: String) -> Bool? {
        if owner == "R" || compose.contains(owner), table == "string" { return false }
        if moko.contains(owner), table == "strings" { return false }
        if owner == "R" || moko.contains(owner) || compose.contains(owner), table == "plurals" { return true }
        return nil
    }
}
