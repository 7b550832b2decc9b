import Foundation

/// The app's own value resources an Android layout refers to: styles and themes (`<style>` with
/// `<item>`s and a parent), dimensions (`<dimen>`), with the resource qualifiers they were declared
/// under. Read from every `values*/` folder of the `res/` folders (styles.xml, themes.xml, dimens.xml
/// and any other XML there), with the safe XML parser.
struct AndroidResources: Sendable {
    /// One `<style>`: its items in file order and its explicit or implied (dotted-name) parent.
    struct Style: Sendable {
        var name: String
        var parent: String?
        var items: [String: String]
        var qualifiers: Qualifiers
        var location: SourceLocation

        /// The first of `attributes` the style sets (as `name` or `android:name`).
        func firstItem(of attributes: [String]) -> String? {
            attributes.first { items[$0] != nil || items["android:" + $0] != nil }
        }
    }

    /// The qualifiers of a `values-…` folder that select a configuration; folders with any other
    /// qualifier (night, land, a locale, …) are not the default configuration and are left out.
    struct Qualifiers: Sendable, Hashable {
        var smallestWidth: Int?
        var width: Int?
        var apiLevel: Int?

        /// nil when the folder holds resources of a configuration other than the checked one.
        init?(folder: String) {
            let parts = folder.split(separator: "-").dropFirst()
            for part in parts {
                if part.hasPrefix("sw"), part.hasSuffix("dp"), let value = Int(part.dropFirst(2).dropLast(2)) { smallestWidth = value }
                else if part.hasPrefix("w"), part.hasSuffix("dp"), let value = Int(part.dropFirst(1).dropLast(2)) { width = value }
                else if part.hasPrefix("v"), let value = Int(part.dropFirst()) { apiLevel = value }
                else { return nil }
            }
        }

        init() {}

        /// Whether a phone in portrait at `screenWidth` dp, running `deviceAPI`, uses these resources.
        func matches(screenWidth: Double, deviceAPI: Int) -> Bool {
            if let smallestWidth, Double(smallestWidth) > screenWidth { return false }
            if let width, Double(width) > screenWidth { return false }
            if let apiLevel, apiLevel > deviceAPI { return false }
            return true
        }

        /// Android picks the most specific matching folder: smallest width first, then width, then API.
        var specificity: [Int] { [smallestWidth ?? -1, width ?? -1, apiLevel ?? -1] }
    }

    var styles: [String: [Style]] = [:]
    var dimens: [String: [(value: String, qualifiers: Qualifiers)]] = [:]
    /// `<array>` / `<integer-array>` items (auto-size preset sizes), by array name.
    var arrays: [String: [(values: [String], qualifiers: Qualifiers)]] = [:]
    /// `<string-array>` items as written (`@string/name` or a literal), by array name: a `ListPreference`'s `entries`.
    var stringArrays: [String: [(values: [String], qualifiers: Qualifiers)]] = [:]
    /// The most items of one string array read (a list dialog's rows).
    static let maximumStringArrayItems = 256
    /// Vector drawables' `android:width` (their intrinsic width), by drawable name.
    var drawableWidths: [String: [(value: String, qualifiers: Qualifiers)]] = [:]
    /// Unreadable value files (reported as `invalid-input`).
    var problems: [(location: SourceLocation, message: String)] = []

    /// The API level the checked configuration assumes (a current phone).
    static let deviceAPI = 35

    static func read(resourceFolders: [String], displayPath: (String) -> String) -> AndroidResources {
        var resources = AndroidResources()
        let fileManager = FileManager.default
        for folder in resourceFolders {
            let subfolders = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for drawableFolder in subfolders where drawableFolder == "drawable" || drawableFolder.hasPrefix("drawable-") {
                guard let qualifiers = Qualifiers(folder: drawableFolder) else { continue }
                let path = (folder as NSString).appendingPathComponent(drawableFolder)
                let files = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
                for file in files {
                    guard let data = fileManager.contents(atPath: (path as NSString).appendingPathComponent(file)),
                          case .success(let decoded) = TextDecoding.decode([UInt8](data)),
                          let root = try? XMLTree.parse(decoded.text), root.name == "vector",
                          let width = root.attribute("android:width") else { continue }
                    resources.drawableWidths[String(file.dropLast(4)), default: []].append((width, qualifiers))
                }
            }
            let valueFolders = subfolders.filter { $0 == "values" || $0.hasPrefix("values-") }
            for valueFolder in valueFolders {
                guard let qualifiers = Qualifiers(folder: valueFolder) else { continue }
                let path = (folder as NSString).appendingPathComponent(valueFolder)
                let files = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
                for file in files {
                    let filePath = (path as NSString).appendingPathComponent(file)
                    guard let data = fileManager.contents(atPath: filePath) else { continue }
                    resources.add(bytes: [UInt8](data), file: displayPath(filePath), qualifiers: qualifiers)
                }
            }
        }
        resources.problems += resources.styleCycles()
        return resources
    }

    mutating func add(bytes: [UInt8], file: String, qualifiers: Qualifiers) {
        let root: XMLElementNode
        guard case .success(let decoded) = TextDecoding.decode(bytes) else {
            problems.append((SourceLocation(file: file, line: 1, column: 1), "unreadable value resources: not UTF-8 or UTF-16 text"))
            return
        }
        let text = SourceText(path: file, utf8: decoded.text)
        do { root = try XMLTree.parse(decoded.text) } catch {
            problems.append((text.location(at: error.offset), "unreadable value resources: \(error.message)"))
            return
        }
        guard root.name == "resources" else { return }
        for element in root.elements {
            switch element.name {
            case "style":
                guard let name = element.attribute("name") else { continue }
                var items: [String: String] = [:]
                for item in element.elements where item.name == "item" {
                    if let itemName = item.attribute("name") {
                        items[itemName] = item.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                }
                var parent = element.attribute("parent").map(Self.styleReference)
                if parent?.isEmpty == true { parent = nil }
                if element.attribute("parent") == nil, let dot = name.lastIndex(of: ".") { parent = String(name[..<dot]) }
                styles[name, default: []].append(Style(name: name, parent: parent, items: items, qualifiers: qualifiers,
                                                      location: text.location(at: element.offset)))
            case "dimen":
                if let name = element.attribute("name") {
                    dimens[name, default: []].append((element.textContent.trimmingCharacters(in: .whitespacesAndNewlines), qualifiers))
                }
            case "array", "integer-array":
                if let name = element.attribute("name") {
                    let values = element.elements.filter { $0.name == "item" }.prefix(LayoutReader.maximumShrinkSizes)
                        .map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }
                    arrays[name, default: []].append((Array(values), qualifiers))
                }
            case "string-array":
                if let name = element.attribute("name") {
                    let values = element.elements.filter { $0.name == "item" }.prefix(Self.maximumStringArrayItems)
                        .map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }
                    stringArrays[name, default: []].append((Array(values), qualifiers))
                }
            case "item" where element.attribute("type") == "dimen":
                if let name = element.attribute("name") {
                    dimens[name, default: []].append((element.textContent.trimmingCharacters(in: .whitespacesAndNewlines), qualifiers))
                }
            default: continue
            }
        }
    }

    /// Styles whose parent chain comes back to itself (`A` → `B` → `A`): Android cannot resolve their
    /// attributes. Each loop once, at the definition of its first style by name; linear in the styles.
    func styleCycles() -> [(location: SourceLocation, message: String)] {
        var state: [String: Int] = [:]  // 1 on the current path, 2 done
        var problems: [(location: SourceLocation, message: String)] = []
        for start in styles.keys.sorted() where state[start] == nil {
            // Depth-first over every definition's parent, iteratively (a chain can be long).
            var path: [String] = []
            var stack: [(name: String, parents: [String])] = []
            func enter(_ name: String) {
                state[name] = 1
                path.append(name)
                let parents = Set((styles[name] ?? []).compactMap(\.parent)).filter { styles[$0] != nil }.sorted()
                stack.append((name, parents))
            }
            enter(start)
            while !stack.isEmpty {
                guard let parent = stack[stack.count - 1].parents.popLast() else {
                    let (name, _) = stack.removeLast()
                    state[name] = 2
                    path.removeLast()
                    continue
                }
                switch state[parent] {
                case nil: enter(parent)
                case 1:
                    let loop = Array(path[path.lastIndex(of: parent)!...])
                    let first = loop.min()!
                    let rotated = Array(loop[loop.firstIndex(of: first)!...] + loop[..<loop.firstIndex(of: first)!])
                    let definition = styles[first]!.first { $0.parent.map(rotated.contains) ?? false } ?? styles[first]![0]
                    problems.append((definition.location,
                                     "style \(first) is its own ancestor (\((rotated + [first]).joined(separator: " → "))): Android cannot resolve its attributes"))
                default: break
                }
            }
        }
        return problems
    }

    /// A style reference as the app's styles are looked up by: `@style/X`, `style/X`, `X` → `X`; the
    /// platform's (`@android:style/X`, `@*android:style/X`, `android:style/X`) → `@android:style/X`, which no
    /// style of the app is named. aapt2 resolves `@android:style/Widget.Button` in the `android` package, never
    /// in the app's own (Android's resource reference syntax: `@[package:]type/name`, "Accessing resources",
    /// developer.android.com/guide/topics/resources/providing-resources#ResourcesFromXml): an app style
    /// `Widget.Button` with the parent `@android:style/Widget.Button` is the framework's child, not its own.
    static func styleReference(_ reference: String) -> String {
        let framework = ["@android:", "@*android:", "android:"].contains { reference.hasPrefix($0) }
        return framework ? "@android:style/" + styleName(reference) : styleName(reference)
    }

    /// `@style/X`, `@android:style/X`, `?attr/X`, `X` → `X`.
    static func styleName(_ reference: String) -> String {
        var name = reference
        for prefix in ["@android:style/", "@style/", "@*android:style/", "android:style/", "style/"] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
            break
        }
        return name
    }

    /// A style reference followed through the app's styles at `screenWidth`: the app's styles (the named one
    /// first), the first parent that is not the app's (a library or platform style), and the style where the
    /// chain comes back to itself, if it does (reported by `styleCycles`). Chains stop at
    /// `maximumStyleChain` styles.
    func styleChain(_ reference: String, screenWidth: Double) -> (chain: [Style], external: String?, loop: String?) {
        var chain: [Style] = []
        var seen = Set<String>()
        var name: String? = Self.styleReference(reference)
        while let current = name {
            guard seen.insert(current).inserted, chain.count < Self.maximumStyleChain else { return (chain, nil, current) }
            guard let style = style(current, screenWidth: screenWidth) else { return (chain, Self.styleName(current), nil) }
            chain.append(style)
            name = style.parent
        }
        return (chain, nil, nil)
    }

    static let maximumStyleChain = 64

    /// The style `name` as the configuration at `screenWidth` sees it (the most specific matching folder).
    func style(_ name: String, screenWidth: Double) -> Style? {
        styles[name]?.filter { $0.qualifiers.matches(screenWidth: screenWidth, deviceAPI: Self.deviceAPI) }
            .max { $0.qualifiers.specificity.lexicographicallyPrecedes($1.qualifiers.specificity) }
    }

    func dimen(_ name: String, screenWidth: Double) -> String? {
        dimens[name]?.filter { $0.qualifiers.matches(screenWidth: screenWidth, deviceAPI: Self.deviceAPI) }
            .max { $0.qualifiers.specificity.lexicographicallyPrecedes($1.qualifiers.specificity) }?.value
    }

    /// The dimension `name` in dp at `screenWidth`, following `@dimen/` references (at most `maximumDimenChain`), as
    /// `Resources.getDimension` reads it. Nil for a dimension in `sp` (its value follows the font scale), in pixels
    /// or in another unit, and for a name the app's values folders (and `AndroidTextModel.libraryDimensions`) do
    /// not define.
    func dimenDp(_ name: String, screenWidth: Double) -> Double? {
        var name = name
        for _ in 0..<Self.maximumDimenChain {
            guard let raw = dimen(name, screenWidth: screenWidth)?.trimmingCharacters(in: .whitespaces) else {
                return AndroidTextModel.libraryDimensions[name]?.dp
            }
            if raw.hasPrefix("@dimen/") { name = String(raw.dropFirst("@dimen/".count)); continue }
            for unit in ["dip", "dp"] where raw.hasSuffix(unit) {
                if let value = Double(raw.dropLast(unit.count)), value.isFinite { return value }
            }
            return nil
        }
        return nil
    }

    /// The dimension `name` in dp when it is the same at every width in `screenWidths` (`dimenDp`); nil when a
    /// qualified folder (`values-sw600dp`) gives some width another value, so the width decides it.
    func dimenDp(_ name: String, everyWidthOf screenWidths: [Double]) -> Double? {
        let values = Set(screenWidths.map { dimenDp(name, screenWidth: $0) })
        guard values.count == 1, let only = values.first else { return nil }
        return only
    }

    /// The longest `@dimen/` chain followed (a cycle ends there).
    static let maximumDimenChain = 16

    func array(_ name: String, screenWidth: Double) -> [String]? {
        arrays[name]?.filter { $0.qualifiers.matches(screenWidth: screenWidth, deviceAPI: Self.deviceAPI) }
            .max { $0.qualifiers.specificity.lexicographicallyPrecedes($1.qualifiers.specificity) }?.values
    }

    func stringArray(_ name: String, screenWidth: Double) -> [String]? {
        stringArrays[name]?.filter { $0.qualifiers.matches(screenWidth: screenWidth, deviceAPI: Self.deviceAPI) }
            .max { $0.qualifiers.specificity.lexicographicallyPrecedes($1.qualifiers.specificity) }?.values
    }

    func drawableWidth(_ name: String, screenWidth: Double) -> String? {
        drawableWidths[name]?.filter { $0.qualifiers.matches(screenWidth: screenWidth, deviceAPI: Self.deviceAPI) }
            .max { $0.qualifiers.specificity.lexicographicallyPrecedes($1.qualifiers.specificity) }?.value
    }

    /// Whether the app's themes derive from Material 3 (their default text appearances are M3's).
    var usesMaterial3: Bool {
        styles.values.contains { $0.contains { ($0.parent ?? "").contains("Material3") } }
    }

    /// Every theme attribute the app's themes set at `screenWidth`, each with its value in the first theme
    /// (by style name) that sets it (`name` or `android:name`, the unprefixed item first). Themes are the
    /// styles named `Theme…` or `….Theme…`. A theme has the items of the app's own styles it inherits from
    /// (`parent="BaseTheme"`, or the name's prefix), a child's item overriding its parent's, as aapt2 merges a
    /// style with its parent's (developer.android.com/guide/topics/ui/look-and-feel/themes, "Extend and
    /// customize a style"): `Theme.Red` inherits `materialAlertDialogTheme` from the `BaseTheme` it extends.
    func themeAttributes(screenWidth: Double) -> [String: String] {
        var result: [String: String] = [:]
        for name in styles.keys.sorted() where name.hasPrefix("Theme") || name.contains(".Theme") {
            var own: [String: String] = [:]
            for style in styleChain(name, screenWidth: screenWidth).chain {
                var items: [String: String] = [:]
                for (item, value) in style.items {
                    let attribute = item.hasPrefix("android:") ? String(item.dropFirst("android:".count)) : item
                    if items[attribute] == nil || !item.hasPrefix("android:") { items[attribute] = value }
                }
                for (attribute, value) in items where own[attribute] == nil { own[attribute] = value }
            }
            for (attribute, value) in own where result[attribute] == nil { result[attribute] = value }
        }
        return result
    }
}

/// The app's target SDK from its Gradle build, as Gradle evaluates it (`targetSdk 34`, `targetSdkVersion = 34`,
/// `defaultConfig.targetSdk = 34`):
/// 1. the module's own files — build.gradle, build.gradle.kts or common.gradle in the resource folder's module
///    and the folders above it: the largest literal found;
/// 2. else the build's convention plugins, which set `defaultConfig.targetSdk` for the modules that apply them
///    (Gradle "Sharing build logic between subprojects": precompiled script plugins in `buildSrc/`, or an included
///    build named by `includeBuild("…")` in settings.gradle(.kts), such as `build-logic/`): their `*.gradle.kts`,
///    `*.gradle` and `*.kt` files. A value there may name a constant (`targetSdk = AndroidConfig.TARGET_SDK`,
///    read from `const val TARGET_SDK = 36` in the same sources) or a version catalog entry
///    (`libs.versions.targetSdk.get().toInt()`, read from `[versions]` of `gradle/libs.versions.toml`, whose
///    `-`, `_` and `.` separators name the same accessor: Gradle "Version catalogs"). The largest value found.
enum GradleTargetSDK {
    /// Files read from the convention builds, and bytes per file: a build's logic is a few dozen files.
    static let maximumConventionFiles = 400
    static let maximumFileBytes = 1_000_000

    /// What one `targetSdk` assignment names.
    enum Value: Equatable { case literal(Int), constant(String), catalog(String) }

    static func find(near resourceFolders: [String]) -> Int? {
        var candidates = Set<String>()
        var roots = Set<String>()
        // Each folder once: Compose passes the folder of every Kotlin file (thousands, most of them shared).
        var seen = Set<String>()
        for folder in resourceFolders where seen.insert(folder).inserted {
            // res/ → src/main → src → module → project: look at each level's Gradle files.
            var directory = URL(fileURLWithPath: folder)
            for _ in 0..<5 {
                directory.deleteLastPathComponent()
                for name in ["build.gradle", "build.gradle.kts", "common.gradle"] {
                    candidates.insert(directory.appendingPathComponent(name).path)
                }
            }
            if let root = buildRoot(above: folder) { roots.insert(root) }
        }
        var best: Int?
        var catalogAliases = Set<String>()
        for path in candidates.sorted() {
            guard let text = read(path) else { continue }
            if let value = parse(text) { best = max(best ?? value, value) }
            for case .catalog(let alias) in values(text) { catalogAliases.insert(normalizedAlias(alias)) }
        }
        if best != nil { return best }
        // A module's `targetSdk = libs.versions.x.get().toInt()`: the build root's version catalog
        // (`gradle/libs.versions.toml`, Gradle's default catalog `libs`) gives the number.
        if !catalogAliases.isEmpty {
            for root in roots.sorted() {
                let catalog = catalogVersions(root: root)
                for alias in catalogAliases.sorted() {
                    if let value = catalog[alias], (1...100).contains(value) { best = max(best ?? value, value) }
                }
            }
            if best != nil { return best }
        }
        for root in roots.sorted() {
            if let value = conventionTargetSdk(root: root) { best = max(best ?? value, value) }
        }
        return best
    }

    /// The `[versions]` of the build root's default version catalog (`gradle/libs.versions.toml`, Gradle's
    /// catalog `libs`), by normalized alias.
    static func catalogVersions(root: String) -> [String: Int] {
        versions(read((root as NSString).appendingPathComponent("gradle/libs.versions.toml")) ?? "")
    }

    /// The nearest folder above `folder` with a settings.gradle(.kts): the build's root.
    static func buildRoot(above folder: String) -> String? {
        var directory = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<8 {
            directory.deleteLastPathComponent()
            for name in ["settings.gradle.kts", "settings.gradle"]
            where FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
                return directory.path
            }
            if directory.pathComponents.count <= 1 { break }
        }
        return nil
    }

    /// The largest target SDK the root's convention builds (`buildSrc/`, `includeBuild("…")` folders) set.
    static func conventionTargetSdk(root: String) -> Int? {
        var folders = ["buildSrc"]
        for name in ["settings.gradle.kts", "settings.gradle"] {
            if let text = read((root as NSString).appendingPathComponent(name)) { folders += includedBuilds(text) }
        }
        var texts: [String] = []
        var seen = Set<String>()
        for folder in folders {
            let base = URL(fileURLWithPath: (root as NSString).appendingPathComponent(folder)).standardizedFileURL.path
            // Only folders inside the root (an included build elsewhere is another project's).
            guard base.hasPrefix(root + "/"), seen.insert(base).inserted,
                  let walker = FileManager.default.enumerator(atPath: base) else { continue }
            var paths: [String] = []
            while let relative = walker.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0 == "build" || $0 == ".gradle" || $0.hasPrefix(".") }) { walker.skipDescendants(); continue }
                if relative.hasSuffix(".gradle.kts") || relative.hasSuffix(".gradle") || relative.hasSuffix(".kt") { paths.append(relative) }
            }
            for relative in paths.sorted().prefix(maximumConventionFiles - min(maximumConventionFiles, texts.count)) {
                if let text = read((base as NSString).appendingPathComponent(relative)) { texts.append(text) }
            }
        }
        var values: [Value] = []
        for text in texts { values += self.values(text) }
        guard !values.isEmpty else { return nil }
        var catalog: [String: Int]?
        var constantValues: [String: Int]?
        var best: Int?
        for value in values {
            var resolved: Int?
            switch value {
            case .literal(let number): resolved = number
            case .constant(let name):
                if constantValues == nil {
                    var all: [String: Int] = [:]
                    for text in texts { all.merge(constants(in: text)) { first, _ in first } }
                    constantValues = all
                }
                resolved = constantValues?[name]
            case .catalog(let alias):
                if catalog == nil { catalog = catalogVersions(root: root) }
                resolved = catalog?[normalizedAlias(alias)]
            }
            if let resolved, (1...100).contains(resolved) { best = max(best ?? resolved, resolved) }
        }
        return best
    }

    static func read(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.size] as? NSNumber)?.intValue ?? 0 <= maximumFileBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The literal targets of `text` (the module's own files): the largest.
    static func parse(_ text: String) -> Int? {
        var best: Int?
        for case .literal(let value) in values(text) { best = max(best ?? value, value) }
        return best
    }

    /// Every `targetSdk` / `targetSdkVersion` assignment of `text`, one per line: `targetSdk 34`,
    /// `targetSdk = 34`, `targetSdkVersion(34)`, `defaultConfig.targetSdk = 34`, `targetSdk = Config.TARGET`,
    /// `targetSdk = libs.versions.target.get().toInt()`.
    static func values(_ text: String) -> [Value] {
        var result: [Value] = []
        // Both keywords start with "targetSdk": a file without it (most of a convention build's Kotlin files)
        // is not split into lines.
        guard ByteSearch.contains(text, "targetSdk") else { return result }
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") { continue }
            for keyword in ["targetSdkVersion", "targetSdk"] {
                guard let range = trimmed.range(of: keyword) else { continue }
                let before = trimmed[..<range.lowerBound]
                guard before.isEmpty || before.hasSuffix(".") || before.hasSuffix(" ") else { continue }
                var rest = trimmed[range.upperBound...]
                guard let first = rest.first, first == " " || first == "=" || first == "(" else { break }
                rest = rest.drop { $0 == " " || $0 == "=" || $0 == "(" }
                let digits = rest.prefix { $0.isNumber }
                if !digits.isEmpty, let value = Int(digits) { result.append(.literal(value)); break }
                let path = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                let after = rest.dropFirst(path.count)
                if path.hasPrefix("libs.versions."), path.hasSuffix(".get") || after.hasPrefix(".get()") {
                    var alias = path.dropFirst("libs.versions.".count)
                    if alias.hasSuffix(".get") { alias = alias.dropLast(".get".count) }
                    if !alias.isEmpty { result.append(.catalog(String(alias))) }
                } else if !path.isEmpty, path.first?.isNumber == false, after.isEmpty || after.hasPrefix(")") || after.hasPrefix(" ") {
                    result.append(.constant(String(path.split(separator: ".").last ?? "")))
                }
                break
            }
        }
        return result
    }

    /// The builds settings.gradle(.kts) includes: `includeBuild("build-logic")`, `includeBuild 'x'`.
    static func includedBuilds(_ text: String) -> [String] {
        var result: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//"), let range = trimmed.range(of: "includeBuild") else { continue }
            let rest = trimmed[range.upperBound...].drop { $0 == " " || $0 == "(" }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let name = rest.dropFirst().prefix { $0 != quote }
            if !name.isEmpty, !name.contains("..") { result.append(String(name)) }
        }
        return result
    }

    /// The integer constants of `text`, read in one pass: `const val NAME = 36` (Kotlin), `val NAME: Int = 36`,
    /// `static final int NAME = 36` (Java); the first of a name wins.
    static func constants(in text: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let keyword = words.firstIndex(where: { $0 == "val" || $0 == "int" }), keyword + 1 < words.count else { continue }
            var name = words[keyword + 1]
            var rest = words.dropFirst(keyword + 2)
            if name.hasSuffix(":") { name = name.dropLast(); rest = rest.dropFirst() }   // `val NAME: Int = 36`
            else if rest.first == ":" { rest = rest.dropFirst(2) }                       // `val NAME : Int = 36`
            guard rest.first == "=", let valueWord = rest.dropFirst().first else { continue }
            let digits = valueWord.prefix { $0.isNumber }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !digits.isEmpty,
                  digits.count == valueWord.count || valueWord.dropFirst(digits.count) == ";",
                  let value = Int(digits), result[String(name)] == nil else { continue }
            result[String(name)] = value
        }
        return result
    }

    /// The `[versions]` table of a version catalog: its aliases (separators made `.`) and integer values.
    static func versions(_ toml: String) -> [String: Int] {
        var result: [String: Int] = [:]
        var inVersions = false
        for line in toml.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { inVersions = trimmed.hasPrefix("[versions]"); continue }
            guard inVersions, let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("\"") else { continue }
            let digits = value.dropFirst().prefix { $0.isNumber }
            if let number = Int(digits), value.dropFirst(1 + digits.count).hasPrefix("\"") { result[normalizedAlias(key)] = number }
        }
        return result
    }

    /// Gradle's accessor for a catalog alias: `-`, `_` and `.` all separate its parts.
    static func normalizedAlias(_ alias: String) -> String {
        String(alias.map { $0 == "-" || $0 == "_" ? "." : $0 })
    }
}
