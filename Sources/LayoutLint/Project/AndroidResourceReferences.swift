import Foundation

/// The Android string resources (`<string>`, `<plurals>`, `<string-array>`) an app names anywhere in its
/// code and resources. A resource nothing names is never shown: Android Lint's `UnusedResources` check
/// reports it, and the Android Gradle plugin's resource shrinker removes what no reference reaches
/// (developer.android.com/build/shrink-code, "Shrink your resources"). Its translations are then not
/// checked: a translator's work on them shows nowhere, and every finding on them would be noise.
///
/// A reference is what the build resolves by name:
/// - in Kotlin and Java, a field of a generated resource class: `R.string.x`, `R.plurals.x`, `R.array.x`
///   (also through an import alias, `CoreR.string.x`), moko-resources' `MR.strings.x` / `MR.plurals.x`
///   (and `MR.strings().x` from Swift), Compose Multiplatform's `Res.string.x` / `Res.plurals.x` (which name
///   the `composeResources` strings only: `composeNames`);
/// - in any XML file (layouts, menus, preferences, manifests, navigation graphs, styles, other values,
///   `res/raw/keep.xml`'s `tools:keep`): `@string/x`, `@plurals/x`, `@array/x`.
/// Code that looks resources up by a computed name (`Resources.getIdentifier`) makes the shrinker keep every
/// resource whose name matches a string constant of the code, or starts with a format's constant part
/// (`"img_%1d"` keeps `img_*`; the same page, "Strict reference checks"): modelled the same way, for the
/// calls of release source sets whose type may be a string kind (`getIdentifier(name, "dimen", …)` looks up
/// no string). A format with no constant part (`"%s"`) is taken to name no resource in particular.
///
/// Only decided when the app's code is there: with no Kotlin or Java file under the checked folders (a folder
/// of catalogs alone), `scan` returns nil and every key is checked.
public struct AndroidResourceReferences: Sendable, Equatable {
    /// Resource names some code or XML names (of any of the three kinds: a name is one resource per kind, and
    /// the kinds rarely share names).
    public var names: Set<String> = []
    /// Names the code reaches through Compose Multiplatform's `Res` class (`Res.string.x`). Its resources are
    /// the `composeResources` folders', which `R` and `@string/` never reach, and the reverse: the two are
    /// separate resource systems, each with its own generated class.
    public var composeNames: Set<String> = []
    /// With `Resources.getIdentifier` in the code: the constant parts its names may be built from.
    public var computedNamePrefixes: Set<String> = []
    /// True when the code builds a name from a format whose constant part is empty: every name may be used.
    public var everyNameMayBeComputed = false
    /// How many Kotlin and Java files were read.
    public var codeFiles = 0

    public init() {}

    /// Whether the resource `name` may be shown: of Android's resources (`R`, `MR`, `@string/`, computed names)
    /// or, with `composeResources`, of Compose Multiplatform's (`Res`).
    public func isReferenced(_ name: String, composeResources: Bool = false) -> Bool {
        if composeResources { return composeNames.contains(name) }
        if everyNameMayBeComputed || names.contains(name) { return true }
        return computedNamePrefixes.contains { !$0.isEmpty && name.hasPrefix($0) }
    }

    /// Why a key is not checked, for the coverage.
    public static let unreferencedReason = "an Android string resource no code or resource of the app names (R.string, @string/, MR.strings, Res.string), or only as a ListPreference's entryValues (the values it saves): never shown (Android Lint UnusedResources; the resource shrinker removes it)"

    static let codeExtensions: Set<String> = ["kt", "java", "swift"]
    /// Files over this size are not read (generated sources; a hand-written file is far smaller).
    static let sizeLimit = 8 << 20

    /// The references in the files under `folders`; nil when none of them is Kotlin or Java.
    public static func scan(folders: [String]) -> AndroidResourceReferences? {
        var files: [String] = []
        for folder in folders {
            guard let found = try? FolderWalk.files(under: folder) else { continue }
            let base = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
            for relative in found {
                let ext = URL(fileURLWithPath: relative).pathExtension.lowercased()
                if ext == "xml" || codeExtensions.contains(ext) { files.append(base + relative) }
            }
        }
        return scan(files: files)
    }

    /// The references in `files` (Kotlin, Java, Swift and XML); nil when none is Kotlin or Java.
    public static func scan(files: [String]) -> AndroidResourceReferences? {
        var references = AndroidResourceReferences()
        var code: [(path: String, bytes: [UInt8])] = []
        for path in files.sorted() {
            guard case .success(let bytes) = BoundedFile.read(path, limit: sizeLimit) else { continue }
            let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
            if ext == "xml" {
                references.addXMLReferences(bytes)
            } else {
                if ext != "swift" { references.codeFiles += 1 }
                code.append((path, bytes))
            }
        }
        guard references.codeFiles > 0 else { return nil }
        // Kotlin type aliases of a resource class (`typealias AppStrings = com.example.R.string`) name its
        // fields as the class does: `AppStrings.title` is `R.string.title`.
        var kinds = Set(codeKinds)
        for file in code { kinds.formUnion(typeAliasesOfResourceClasses(file.bytes)) }
        var constants: [[UInt8]] = []
        var looksUpStrings = false
        for file in code {
            references.addCodeReferences(file.bytes, kinds: kinds)
            // Only the code of a release build looks names up in the app a user runs (test and debug source
            // sets: `ScopeStage.isOutsideReleaseBuilds`).
            guard !file.path.hasSuffix(".swift"), !ScopeStage.isOutsideReleaseBuilds(file.path) else { continue }
            let lookups = identifierLookups(file.bytes)
            for name in lookups.names { references.names.insert(name) }
            if lookups.computed {
                looksUpStrings = true
            }
            constants += stringConstants(file.bytes)
        }
        if looksUpStrings {
            for constant in constants {
                let prefix = constantPart(constant)
                if prefix.count == constant.count {
                    references.names.insert(String(decoding: constant, as: UTF8.self))
                } else if !prefix.isEmpty {
                    references.computedNamePrefixes.insert(String(decoding: prefix, as: UTF8.self))
                }
                // A format with no constant part (`"%s"`) names no resource in particular: it keeps nothing.
            }
        }
        return references
    }

    /// The same bytes as Kotlin code and as an XML resource: the fuzzing entry point. Must never crash, hang
    /// or take more than linear time, whatever the bytes.
    public static func fuzzRead(bytes: [UInt8]) {
        var references = AndroidResourceReferences()
        references.addXMLReferences(bytes)
        var kinds = Set(codeKinds)
        kinds.formUnion(typeAliasesOfResourceClasses(bytes))
        references.addCodeReferences(bytes, kinds: kinds)
        _ = identifierLookups(bytes)
        _ = stringConstants(bytes).map(constantPart)
    }

    // MARK: - Scanning (one pass over each file's bytes)

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    /// The kinds a code reference goes through: `<class>.string.x`, `.strings.x`, `.plurals.x`, `.array.x`,
    /// `strings().x`.
    static let codeKinds: [[UInt8]] = ["string", "strings", "plurals", "array"].map { Array($0.utf8) }
    /// The kinds an XML reference names: `@string/x`, `@plurals/x`, `@array/x`.
    static let xmlKinds: [[UInt8]] = ["string", "plurals", "array"].map { Array($0.utf8) }

    /// `kind.name` (or `kind().name`) where `kind` is a whole word (one of `kinds`): a field of a resource
    /// class, `R.string.title`, `MR.strings.title`, `AppStrings.title` for an alias.
    mutating func addCodeReferences(_ bytes: [UInt8], kinds: Set<[UInt8]>) {
        let n = bytes.count
        var i = 0
        while i < n {
            guard Self.isNameByte(bytes[i]), i == 0 || !Self.isNameByte(bytes[i - 1]) else { i += 1; continue }
            var j = i
            while j < n, Self.isNameByte(bytes[j]) { j += 1 }
            guard kinds.contains(Array(bytes[i..<j])) else { i = j; continue }
            if j + 1 < n, bytes[j] == 0x28, bytes[j + 1] == 0x29 { j += 2 }   // strings()
            j = Self.skipSpace(bytes, j)
            guard j < n, bytes[j] == 0x2E else { i = j; continue }
            j = Self.skipSpace(bytes, j + 1)
            let nameStart = j
            while j < n, Self.isNameByte(bytes[j]) { j += 1 }
            if j > nameStart {
                let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
                if Self.owner(bytes, before: i) == Self.composeResourceClass { composeNames.insert(name) } else { names.insert(name) }
            }
            i = j
        }
    }

    /// Compose Multiplatform's generated class (`Res.string.x`).
    static let composeResourceClass: ArraySlice<UInt8> = ArraySlice("Res".utf8)

    /// The identifier before `.kind` that starts at `kindStart` (`Res` in `Res.string.x`), if any.
    static func owner(_ bytes: [UInt8], before kindStart: Int) -> ArraySlice<UInt8>? {
        let dot = skipSpaceBackward(bytes, kindStart - 1)
        guard dot >= 0, bytes[dot] == 0x2E else { return nil }
        let name = identifier(bytes, endingAt: skipSpaceBackward(bytes, dot - 1))
        return name.isEmpty ? nil : name
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var j = start
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        return j
    }

    /// The last index at or before `start` that is no white space (-1 when none is).
    static func skipSpaceBackward(_ bytes: [UInt8], _ start: Int) -> Int {
        var k = start
        while k >= 0, isSpace(bytes[k]) { k -= 1 }
        return k
    }

    /// The run of name bytes that ends at `end` (inclusive); empty when `end` is no name byte.
    static func identifier(_ bytes: [UInt8], endingAt end: Int) -> ArraySlice<UInt8> {
        var k = end
        while k >= 0, isNameByte(bytes[k]) { k -= 1 }
        return bytes[(k + 1)..<(end + 1)]
    }

    /// The names `typealias Name = a.b.R.string` (or `.plurals`, `.array`) declares.
    static func typeAliasesOfResourceClasses(_ bytes: [UInt8]) -> [[UInt8]] {
        let keyword = Array("typealias".utf8)
        var found: [[UInt8]] = []
        let n = bytes.count
        var i = 0
        while i + keyword.count < n {
            guard bytes[i] == 0x74, i == 0 || !isNameByte(bytes[i - 1]), bytes[i..<(i + keyword.count)].elementsEqual(keyword),
                  !isNameByte(bytes[i + keyword.count]) else { i += 1; continue }
            var j = skipSpace(bytes, i + keyword.count)
            let nameStart = j
            while j < n, isNameByte(bytes[j]) { j += 1 }
            let name = Array(bytes[nameStart..<j])
            j = skipSpace(bytes, j)
            guard !name.isEmpty, j < n, bytes[j] == 0x3D else { i = j; continue }   // "="
            j = skipSpace(bytes, j + 1)
            var segments: [[UInt8]] = []
            while j < n {
                let segmentStart = j
                while j < n, isNameByte(bytes[j]) { j += 1 }
                segments.append(Array(bytes[segmentStart..<j]))
                guard j < n, bytes[j] == 0x2E else { break }
                j += 1
            }
            if segments.count >= 2, segments[segments.count - 2] == Array("R".utf8),
               xmlKinds.contains(segments[segments.count - 1]) {
                found.append(name)
            }
            i = j
        }
        return found
    }

    /// The `getIdentifier(name, type, package)` calls of a file that may look a string resource up: a call
    /// whose type is a literal other than `string`, `plurals` or `array` looks up another kind. A literal
    /// name is a reference; any other name is computed.
    static func identifierLookups(_ bytes: [UInt8]) -> (names: [String], computed: Bool) {
        let call = Array("getIdentifier".utf8)
        var names: [String] = []
        var computed = false
        var i = 0
        let n = bytes.count
        while i + call.count < n {
            guard bytes[i] == 0x67, bytes[i..<(i + call.count)].elementsEqual(call), i == 0 || !isNameByte(bytes[i - 1]) else { i += 1; continue }
            var j = skipSpace(bytes, i + call.count)
            i += call.count
            guard j < n, bytes[j] == 0x28 else { continue }   // a declaration or reference, not a call
            j += 1
            // The arguments at depth 1, split at commas (strings and nested calls skipped).
            var arguments: [[UInt8]] = [[]]
            var depth = 1
            while j < n, depth > 0 {
                let b = bytes[j]
                if b == 0x22 {   // a string literal, kept whole
                    var k = j + 1
                    while k < n, bytes[k] != 0x22, bytes[k] != 0x0A { k += bytes[k] == 0x5C ? 2 : 1 }
                    arguments[arguments.count - 1] += bytes[j..<min(k + 1, n)]
                    j = k + 1
                    continue
                }
                if b == 0x28 { depth += 1 } else if b == 0x29 { depth -= 1; if depth == 0 { break } }
                if b == 0x2C && depth == 1 { arguments.append([]) } else { arguments[arguments.count - 1].append(b) }
                j += 1
            }
            i = j
            func literal(_ argument: [UInt8]) -> String? {
                let trimmed = argument.drop(while: Self.isSpace)
                let text = String(decoding: trimmed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains("\"") else { return nil }
                let inner = String(text.dropFirst().dropLast())
                return inner.contains("$") ? nil : inner
            }
            if arguments.count >= 2, let type = literal(arguments[1]), !["string", "plurals", "array"].contains(type) { continue }
            if let name = literal(arguments[0]) { names.append(name) } else { computed = true }
        }
        return (names, computed)
    }

    /// `@kind/name`, `@+kind/name`, `@package:kind/name`, `@*package:kind/name`.
    mutating func addXMLReferences(_ bytes: [UInt8]) {
        let n = bytes.count
        var i = 0
        while i < n {
            guard bytes[i] == 0x40 else { i += 1; continue }   // "@"
            var j = i + 1
            if j < n, bytes[j] == 0x2B || bytes[j] == 0x2A { j += 1 }   // + or *
            let wordStart = j
            while j < n, Self.isNameByte(bytes[j]) || bytes[j] == 0x2E || bytes[j] == 0x3A { j += 1 }
            var word = bytes[wordStart..<j]
            if let colon = word.lastIndex(of: 0x3A) { word = word[(colon + 1)...] }   // a package prefix
            guard j < n, bytes[j] == 0x2F, Self.xmlKinds.contains(where: { $0.elementsEqual(word) }) else { i = max(j, i + 1); continue }
            j += 1
            let nameStart = j
            while j < n, Self.isNameByte(bytes[j]) || bytes[j] == 0x2E { j += 1 }
            if j > nameStart, !Self.isEntryValuesAttribute(bytes, before: i) {
                names.insert(String(decoding: bytes[nameStart..<j], as: UTF8.self))
            }
            i = j
        }
    }

    /// Whether the reference starting at `at` is the value of an `entryValues` attribute
    /// (`app:entryValues="@array/x"`): a `ListPreference` saves those values and shows `entries` (AndroidX
    /// Preference, `ListPreference`: "entryValues: The array to find the value to save for a preference when an
    /// entry from entries is selected"; the framework's `android:entryValues` alike), so that reference shows
    /// nothing.
    static func isEntryValuesAttribute(_ bytes: [UInt8], before at: Int) -> Bool {
        guard at >= 1, bytes[at - 1] == 0x22 || bytes[at - 1] == 0x27 else { return false }   // the opening quote
        let equals = skipSpaceBackward(bytes, at - 2)
        guard equals >= 0, bytes[equals] == 0x3D else { return false }
        return identifier(bytes, endingAt: skipSpaceBackward(bytes, equals - 1)).elementsEqual("entryValues".utf8)
    }

    /// The contents of the double-quoted literals of a Kotlin or Java file that could name a resource (name
    /// characters, `%`-formats and `$` templates only).
    static func stringConstants(_ bytes: [UInt8]) -> [[UInt8]] {
        var found: [[UInt8]] = []
        let n = bytes.count
        var i = 0
        while i < n {
            guard bytes[i] == 0x22 else { i += 1; continue }
            var j = i + 1
            while j < n, bytes[j] != 0x22, bytes[j] != 0x0A, bytes[j] != 0x5C { j += 1 }
            if j < n, bytes[j] == 0x22, j > i + 1 {
                let literal = Array(bytes[(i + 1)..<j])
                if literal.allSatisfy({ isNameByte($0) || $0 == 0x25 || $0 == 0x24 || $0 == 0x7B || $0 == 0x7D || $0 == 0x2E }) {
                    found.append(literal)
                }
                i = j + 1
            } else {
                i = j + 1
            }
        }
        return found
    }

    /// The part of a literal before its first format specifier or template (`%`, `$`).
    static func constantPart(_ literal: [UInt8]) -> ArraySlice<UInt8> {
        let end = literal.firstIndex { $0 == 0x25 || $0 == 0x24 } ?? literal.count
        return literal[..<end]
    }
}
