import Foundation

/// What an Apple app's sources and project files say about some of its texts: keys it only ever hands to
/// VoiceOver, and its own name.
///
/// - **Spoken only.** A string given to `accessibilityLabel` (UIKit's and AppKit's property and
///   `setAccessibilityLabel(_:)`, SwiftUI's `.accessibilityLabel(_:)`) is read aloud by VoiceOver and never
///   drawn (Apple, `UIAccessibility.accessibilityLabel`: "A succinct label in a localized string that
///   identifies the accessibility element"; `View.accessibilityLabel(_:)`: "Adds a label to the view that
///   describes its contents" — for assistive technologies). A key whose every use in the sources is such a
///   label has no paragraph, alignment or visual order. A use is a string literal inside the call's
///   parentheses (or on the line of the assignment), or a local `let`/`var` bound to the literal whose
///   every later use in the file is inside one.
/// - **The app's name.** `CFBundleDisplayName` / `CFBundleName` in an `Info.plist` (Apple, "Information
///   Property List": the user-visible name of the bundle) and the application target's `productName` /
///   `PRODUCT_NAME` in `project.pbxproj` (the default `CFBundleName` is `$(PRODUCT_NAME)`): a name, kept as
///   it is in every locale, not text to translate.
/// - **Background-only bundles.** An `Info.plist` whose `LSBackgroundOnly` is true (Apple, "Information
///   Property List", `LSBackgroundOnly`: the app runs only in the background) belongs to an app with no
///   window, menu bar or Dock icon — a login-item launcher, a helper: the catalogs in its folder are never
///   shown (`backgroundOnlyFolders`, left out by `ScopeStage`).
public struct AppleSourceFacts: Sendable, Equatable {
    public var spokenOnlyKeys: Set<String> = []
    public var appNames: Set<String> = []
    /// The folders of `Info.plist` files that say `LSBackgroundOnly`, as the catalogs' paths name them; sorted.
    public var backgroundOnlyFolders: [String] = []
    /// Table × key (lowercased `table` + U+001F + `key`) of the keys only a generated accessor reads, and no code uses that
    /// accessor nor names the key (`GeneratedStringAccessors`): never shown.
    public var unusedGeneratedKeys: Set<String> = []

    public init(spokenOnlyKeys: Set<String> = [], appNames: Set<String> = []) {
        self.spokenOnlyKeys = spokenOnlyKeys
        self.appNames = appNames
    }

    /// Reads the folders' Swift and Objective-C sources, `Info.plist` files and Xcode project files.
    static func read(folders: [String]) -> AppleSourceFacts {
        var uses = KeyUses()
        var facts = AppleSourceFacts()
        var accessors = GeneratedStringAccessors()
        for folder in folders {
            for relative in (try? FolderWalk.files(under: folder)) ?? [] {
                let url = URL(fileURLWithPath: relative)
                let ext = url.pathExtension.lowercased()
                let isPlist = url.lastPathComponent.hasSuffix("Info.plist")
                guard AppleTablesRead.sourceExtensions.contains(ext) || isPlist || url.lastPathComponent == "project.pbxproj" else { continue }
                let path = folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
                guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { continue }
                if isPlist {
                    facts.appNames.formUnion(plistNames(text))
                    if isBackgroundOnly(plist: text) { facts.backgroundOnlyFolders.append((path as NSString).deletingLastPathComponent) }
                } else if ext == "pbxproj" {
                    facts.appNames.formUnion(applicationTargetNames(text))
                } else {
                    // One scan for literals serves both readings.
                    let bytes = Array(text.utf8)
                    let literals = KeyUses.oneLineLiterals(bytes)
                    uses.add(bytes: bytes, literals: literals)
                    accessors.add(source: text, bytes: bytes, literals: literals)
                }
            }
        }
        facts.unusedGeneratedKeys = accessors.unusedKeys
        facts.spokenOnlyKeys = uses.spokenOnly
        facts.backgroundOnlyFolders.sort()
        return facts
    }

    /// The fuzz entry point: any bytes as a source file, an Info.plist and a project file, and as a source to
    /// find table names in (`Fuzz/FuzzTargets.swift`, target `apple-sources`).
    public static func fuzzRead(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var uses = KeyUses()
        uses.add(source: text)
        _ = plistNames(text)
        _ = isBackgroundOnly(plist: text)
        _ = AppLocalizations.localizations(text)
        _ = applicationTargetNames(text)
        var accessors = GeneratedStringAccessors()
        accessors.add(source: "// Generated using SwiftGen\n" + text)
        accessors.add(source: text)
        _ = accessors.unusedKeys
        _ = AppleTablesRead.namedTables(in: bytes, among: ["localizable", "photosui", "a"])
    }

    /// `CFBundleDisplayName` and `CFBundleName` string values that are written out (not `$(…)` settings).
    static func plistNames(_ text: String) -> Set<String> {
        var names = Set<String>()
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            guard case .string(let value)? = plistValue(key, in: text) else { continue }
            if !value.isEmpty && !value.contains("$(") && !value.contains("${") { names.insert(value) }
        }
        return names
    }

    /// Whether an XML property list sets `LSBackgroundOnly` to true (`<true/>`, or a string `YES`/`true`/`1`,
    /// which Launch Services reads as a Boolean too).
    static func isBackgroundOnly(plist text: String) -> Bool { plistBool("LSBackgroundOnly", in: text) }

    /// Whether an XML property list sets a Boolean key: `<true/>`, or a string `YES`/`true`/`1` (which
    /// Launch Services and Core Foundation's `_CFBundleGetInfoDictionaryBoolean` read as true too).
    static func plistBool(_ key: String, in text: String) -> Bool {
        switch plistValue(key, in: text) {
        case .true?: return true
        case .string(let value)?: return ["yes", "true", "1"].contains(value.lowercased())
        default: return false
        }
    }

    /// The value written after a key of an XML property list: `<true/>`, a `<string>`'s text (trimmed), or an
    /// `<array>`'s `<string>` items (trimmed).
    enum PlistValue: Equatable { case `true`, string(String), strings([String]) }
    static func plistValue(_ key: String, in text: String) -> PlistValue? {
        guard let keyRange = text.range(of: "<key>\(key)</key>") else { return nil }
        let rest = text[keyRange.upperBound...].drop { $0.isWhitespace }
        if rest.hasPrefix("<true/>") || rest.hasPrefix("<true />") { return .true }
        if rest.hasPrefix("<array/>") || rest.hasPrefix("<array />") { return .strings([]) }
        if rest.hasPrefix("<array>") {
            guard let end = rest.range(of: "</array>") else { return nil }
            var items: [String] = []
            var array = rest[..<end.lowerBound]
            while let open = array.range(of: "<string>"), let close = array.range(of: "</string>", range: open.upperBound..<array.endIndex) {
                items.append(array[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines))
                array = array[close.upperBound...]
            }
            return .strings(items)
        }
        guard rest.hasPrefix("<string>"), let end = rest.range(of: "</string>") else { return nil }
        return .string(rest[rest.index(rest.startIndex, offsetBy: 8)..<end.lowerBound].trimmingCharacters(in: .whitespaces))
    }

    /// The `name` and `productName` of each `PBXNativeTarget` whose `productType` is an application, and the
    /// `PRODUCT_NAME` values written out in build settings.
    static func applicationTargetNames(_ text: String) -> Set<String> {
        var names = Set<String>()
        var searchStart = text.startIndex
        while let isa = text.range(of: "isa = PBXNativeTarget;", range: searchStart..<text.endIndex) {
            let end = text.range(of: "\n\t\t};", range: isa.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
            let object = text[isa.upperBound..<end]
            searchStart = end
            guard object.contains("productType = \"com.apple.product-type.application") else { continue }
            for line in object.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for field in ["name = ", "productName = "] where trimmed.hasPrefix(field) && trimmed.hasSuffix(";") {
                    let value = trimmed.dropFirst(field.count).dropLast().trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    if !value.isEmpty && !value.contains("$(") { names.insert(value) }
                }
            }
        }
        return names
    }

    /// Where string literals are used: inside an accessibility label, or anywhere else.
    struct KeyUses {
        var spoken = Set<String>()
        var other = Set<String>()

        var spokenOnly: Set<String> { spoken.subtracting(other) }

        /// The character ranges (UTF-8 offsets) of accessibility label calls: `accessibilityLabel(` /
        /// `setAccessibilityLabel(` to the matching parenthesis, `accessibilityLabel =` to the line's end.
        static func spokenRegions(_ bytes: [UInt8]) -> [Range<Int>] {
            let marker = Array("accessibilitylabel".utf8)
            var regions: [Range<Int>] = []
            var index = 0
            while index + marker.count <= bytes.count {
                guard bytes[index] | 0x20 == marker[0],
                      zip(bytes[index..<(index + marker.count)], marker).allSatisfy({ ($0 >= 65 && $0 <= 90 ? $0 + 32 : $0) == $1 }) else {
                    index += 1
                    continue
                }
                var cursor = index + marker.count
                while cursor < bytes.count && (bytes[cursor] == 32 || bytes[cursor] == 9) { cursor += 1 }
                if cursor < bytes.count && bytes[cursor] == 40 {  // (
                    var depth = 0
                    var end = cursor
                    while end < bytes.count {
                        if bytes[end] == 40 { depth += 1 } else if bytes[end] == 41 { depth -= 1; if depth == 0 { break } }
                        end += 1
                    }
                    regions.append(cursor..<end)
                    index = end
                } else if cursor < bytes.count && bytes[cursor] == 61 && (cursor + 1 >= bytes.count || bytes[cursor + 1] != 61) {  // = (not ==)
                    let end = bytes[cursor...].firstIndex(of: 10) ?? bytes.count
                    regions.append(cursor..<end)
                    index = end
                } else {
                    index = cursor
                }
            }
            return regions
        }

        /// String literals (`"…"` on one line) with their UTF-8 ranges, and whether each holds an interpolation
        /// (`"\\(name) …"`).
        static func oneLineLiterals(_ bytes: [UInt8]) -> [Literal] {
            var found: [Literal] = []
            var index = 0
            while index < bytes.count {
                guard bytes[index] == 34 else { index += 1; continue }
                var end = index + 1
                while end < bytes.count && bytes[end] != 34 && bytes[end] != 10 {
                    end += bytes[end] == 92 ? 2 : 1
                }
                guard end < bytes.count, bytes[end] == 34 else { index = end; continue }
                if let text = String(bytes: bytes[(index + 1)..<end], encoding: .utf8), !text.isEmpty {
                    found.append(Literal(text: text, range: index..<(end + 1), interpolated: text.contains("\\(")))
                }
                index = end + 1
            }
            return found
        }

        struct Literal {
            var text: String
            var range: Range<Int>
            var interpolated: Bool
        }

        /// The string literals that may be keys: an interpolated literal is code, not a key.
        static func literals(_ bytes: [UInt8]) -> [Literal] { oneLineLiterals(bytes).filter { !$0.interpolated } }

        /// How far after a binding its uses are looked for: a local is used in the function that binds it.
        static let bindingWindow = 2_000

        mutating func add(source text: String) {
            let bytes = Array(text.utf8)
            add(bytes: bytes, literals: Self.oneLineLiterals(bytes))
        }

        /// `bytes`' uses, with its one-line literals already found (`oneLineLiterals`).
        mutating func add(bytes: [UInt8], literals: [Literal]) {
            // Sorted and disjoint: found by binary search.
            let regions = Self.spokenRegions(bytes)
            func isSpoken(_ offset: Int) -> Bool {
                var low = 0, high = regions.count
                while low < high {
                    let middle = (low + high) / 2
                    if regions[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
                }
                return low < regions.count && regions[low].contains(offset)
            }
            let lines = Self.lines(bytes)
            // Literals bound to a local name (`let base = NSLocalizedString("k", …)`) take that name's uses.
            var bound: [Int: Bool] = [:]
            if !regions.isEmpty {
                for (number, line) in lines.enumerated() {
                    guard let name = Self.boundName(bytes[line]) else { continue }
                    let uses = Self.uses(of: name, in: bytes, from: line.upperBound, to: min(bytes.count, line.upperBound + Self.bindingWindow))
                    bound[number] = !uses.isEmpty && uses.allSatisfy(isSpoken)
                }
            }
            var line = 0
            for literal in literals where !literal.interpolated {
                while line + 1 < lines.count && lines[line].upperBound < literal.range.lowerBound { line += 1 }
                if isSpoken(literal.range.lowerBound) || bound[line] == true {
                    spoken.insert(literal.text)
                } else {
                    other.insert(literal.text)
                }
            }
        }

        static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 10 {
                result.append(start..<index)
                start = index + 1
            }
            result.append(start..<bytes.count)
            return result
        }

        /// The name a `let`/`var` line binds, when the line binds one name to an expression with a literal.
        static func boundName(_ line: ArraySlice<UInt8>) -> String? {
            guard let text = String(bytes: line, encoding: .utf8) else { return nil }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            let keyword = trimmed.hasPrefix("let ") ? 4 : trimmed.hasPrefix("var ") ? 4 : 0
            guard keyword > 0, trimmed.contains("\""), trimmed.lowercased().contains("locali") else { return nil }
            let name = trimmed.dropFirst(keyword).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let after = trimmed.dropFirst(keyword + name.count).drop { $0 == " " }
            guard !name.isEmpty, after.hasPrefix("=") || after.hasPrefix(":") else { return nil }
            return String(name)
        }

        /// Offsets of whole-word occurrences of `name` in `start..<limit`.
        static func uses(of name: String, in bytes: [UInt8], from start: Int, to limit: Int) -> [Int] {
            let needle = Array(name.utf8)
            func isWord(_ byte: UInt8) -> Bool { byte == 95 || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122) || byte >= 128 }
            var found: [Int] = []
            var index = start
            while index + needle.count <= limit {
                if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle),
                   index == 0 || !isWord(bytes[index - 1]), index + needle.count == bytes.count || !isWord(bytes[index + needle.count]) {
                    found.append(index)
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return found
        }
    }
}
