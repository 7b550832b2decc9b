import Foundation

/// Strings the code keeps in a model of its own (a class, data class or enum whose constructor takes a string
/// resource or its text) and an adapter or view holder later sets on a view from the model's property:
/// `BottomSheetItem(icon, getString(R.string.nearby_directions))` … `holder.title.setText(item.title)`.
///
/// Read as the compilers read the declarations:
/// - Kotlin: a primary constructor's parameter written `val`/`var` declares a property of that name, given the
///   argument at its position or its name (Kotlin language specification, "Classifier declaration —
///   Constructor declaration"; named and positional arguments, "Function calls and property access"); an enum
///   class's entries `FOO(args)` call that constructor ("Enum class declaration").
/// - Java: a class's or enum's constructor `Name(int title, …) { this.title = title; }` puts the parameter at
///   that position into the field (JLS §8.8 constructors, §8.9.2 enum constants' arguments).
/// - A Kotlin property read from Java is its getter: `getTitle()` is `title` (Kotlin, "Calling Kotlin from Java —
///   Properties").
///
/// The join happens at the view: a statement setting a view's text from `receiver.property` (or a string getter
/// of it) is read as the statement setting each string the model's constructions give that property, through
/// `AndroidCodeTexts`' own reading of the view (`holder.title`, `binding.title`, a `findViewById` view), so the
/// item layout's view lays out each string. The receiver's type is not inferred: a property is taken only where
/// exactly one of the app's model classes that the bind's file names declares it.
struct AndroidModelTexts: Sendable {
    /// Class name → its constructor's parameters in order, each the property it declares (nil: a plain parameter).
    /// A name declared twice with different parameters is ambiguous and left out.
    var parameters: [String: [String?]] = [:]
    var ambiguous: Set<String> = []
    /// Class → property → key → where the construction giving it is.
    var keys: [String: [String: [String: String]]] = [:]
    /// Property name → the classes whose constructions give it keys.
    var classesByProperty: [String: Set<String>] = [:]

    struct Construction: Sendable {
        var type: String
        var index: Int
        var label: String?
        var key: String
        var place: String
    }
    private var constructions: [Construction] = []
    /// The app's functions whose value is a string, and their overrides (`AndroidStringFunctions`).
    var functions = AndroidStringFunctions()

    /// How far back from a reference its enclosing call is looked for, and the longest parameter list read.
    static let window = 400
    /// The most classes of one Java file whose constructors are read.
    static let maximumJavaClasses = 32

    static func scan(sourceRoot root: String?) -> AndroidModelTexts {
        var result = AndroidModelTexts()
        guard root != nil else { return result }
        AndroidSourceFiles.forEachCode(under: root) { path, bytes in
            guard !AndroidCodeHelpers.isTest(path) else { return }
            result.read(bytes, file: (path as NSString).lastPathComponent)
        }
        result.resolve()
        return result
    }

    /// Reads one file's declarations and constructions (call `resolve` after the last file).
    mutating func read(_ bytes: [UInt8], file: String) {
        let scan = SourceScan(bytes)
        readKotlinClasses(scan, file: file)
        readJavaConstructors(scan, file: file)
        readConstructions(scan, file: file)
        functions.read(bytes, file: file)
    }

    /// Joins the constructions read to the declarations read.
    mutating func resolve() {
        for construction in constructions {
            guard !ambiguous.contains(construction.type), let parameters = parameters[construction.type] else { continue }
            let property: String?
            if let label = construction.label {
                property = parameters.contains(label) ? label : nil
            } else {
                property = construction.index < parameters.count ? parameters[construction.index] : nil
            }
            guard let property else { continue }
            if keys[construction.type]?[property]?[construction.key] == nil {
                keys[construction.type, default: [:]][property, default: [:]][construction.key] = construction.place
            }
            classesByProperty[property, default: []].insert(construction.type)
        }
        constructions = []
    }

    private mutating func declare(_ name: String, _ properties: [String?]) {
        guard !properties.isEmpty, properties.contains(where: { $0 != nil }) else { return }
        if let existing = parameters[name], existing != properties { ambiguous.insert(name); return }
        parameters[name] = properties
    }

    // MARK: Declarations

    /// `class Name[<T>] [modifiers constructor](params)`: the properties of its primary constructor; an `enum
    /// class`'s entries are constructions of it.
    private mutating func readKotlinClasses(_ scan: SourceScan, file: String) {
        let bytes = scan.bytes
        var found: [(String, Int)] = []
        ClassDeclarations.forEach(in: bytes) { name, after in found.append((name, after)) }
        var entriesRead = 0
        for (name, after) in found {
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { continue }
            var index = Self.skipSpaces(bytes, after)
            if index < bytes.count, bytes[index] == UInt8(ascii: "<") { index = Self.skipAngles(bytes, index) }
            // Modifiers and annotations before `constructor` (`private constructor`, `@Inject constructor`).
            var probe = index
            let limit = min(bytes.count, index + 120)
            while probe < limit, bytes[probe] != UInt8(ascii: "("), bytes[probe] != UInt8(ascii: "{"), bytes[probe] != UInt8(ascii: ":"),
                  bytes[probe] != 0x0A { probe += 1 }
            if probe < limit, bytes[probe] == UInt8(ascii: "("), probe == index
                || String(decoding: bytes[index..<probe], as: UTF8.self).hasSuffix("constructor") {
                index = probe
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "("),
                  let arguments = AndroidCodeHelpers.arguments(scan, open: index) else { continue }
            declare(name, arguments.map { Self.kotlinProperty(($0.label.map { $0 + " = " } ?? "") + $0.text) })
            // An enum inside the entries read so far is not read again (each byte's entries are read once).
            guard after >= entriesRead, Self.isEnum(bytes, classKeywordBefore: after - name.utf8.count),
                  let close = AndroidCodeTexts.closingParenthesis(bytes, from: index + 1) ?? Lexed.matching(bytes, open: index, window: 3_000) else { continue }
            entriesRead = readEnumEntries(scan, type: name, after: close + 1, file: file)
        }
    }

    /// The property a Kotlin constructor parameter declares: the name after `val`/`var`.
    static func kotlinProperty(_ parameter: String) -> String? {
        let words = parameter.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == ":" })
        guard let position = words.firstIndex(where: { $0 == "val" || $0 == "var" }), position + 1 < words.count else { return nil }
        let name = words[position + 1]
        guard Self.isIdentifier(name) else { return nil }
        return String(name)
    }

    /// Whether `enum` stands before the `class` keyword whose name starts near `nameStart`.
    static func isEnum(_ bytes: [UInt8], classKeywordBefore nameStart: Int) -> Bool {
        var index = nameStart
        while index > 0, bytes[index - 1] == 0x20 { index -= 1 }
        guard index >= 5, bytes[(index - 5)..<index].elementsEqual("class".utf8) else { return false }
        index -= 5
        while index > 0, bytes[index - 1] == 0x20 { index -= 1 }
        return index >= 4 && bytes[(index - 4)..<index].elementsEqual("enum".utf8)
    }

    /// An enum's entries `NAME(args)` from its body's `{` to the `;` or `}` that ends them; an entry's own body
    /// (`NAME(…) { override fun … }`) is skipped.
    /// Returns where the reading stopped.
    @discardableResult
    private mutating func readEnumEntries(_ scan: SourceScan, type: String, after: Int, file: String) -> Int {
        let bytes = scan.bytes
        var index = after
        let limit = min(bytes.count, after + 400)
        while index < limit, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: ";") { index += 1 }
        guard index < limit, bytes[index] == UInt8(ascii: "{") else { return index }
        index += 1
        let end = min(bytes.count, index + 200_000)
        var depth = 0
        var expectEntry = true
        while index < end {
            if Lexed.startsLiteral(bytes, at: index) { index = Lexed.skipLiteral(bytes, at: index); continue }
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1; index += 1; continue }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                if depth == 0 { return index }
                depth -= 1; index += 1; continue
            }
            guard depth == 0 else { index += 1; continue }
            if byte == UInt8(ascii: ";") { return index }
            if byte == UInt8(ascii: ",") { expectEntry = true; index += 1; continue }
            if byte == UInt8(ascii: "@") {
                // An annotation on the entry (`@Deprecated`): its name, not an entry.
                index += 1
                while index < end, MenuUses.isIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                continue
            }
            if expectEntry, MenuUses.isIdentifier(byte) {
                var nameEnd = index
                while nameEnd < end, MenuUses.isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
                expectEntry = false
                let open = Self.skipSpaces(bytes, nameEnd)
                if open < end, bytes[open] == UInt8(ascii: "("), let arguments = AndroidCodeHelpers.arguments(scan, open: open) {
                    record(type, arguments, place: "\(file):\(scan.location(at: index).line)")
                    // Only the call's own parenthesis is skipped here: the arguments are read.
                    index = AndroidCodeTexts.closingParenthesis(bytes, from: open + 1).map { $0 + 1 } ?? (open + 1)
                    if index <= open { index = open + 1 }
                    continue
                }
                index = nameEnd
                continue
            }
            index += 1
        }
        return index
    }

    /// Java: `enum Name {` entries, and each constructor `Name(Type a, Type b) {` of a class or enum the file
    /// declares, whose body assigns a parameter to a field (`this.title = title;`, `title = t;`).
    private mutating func readJavaConstructors(_ scan: SourceScan, file: String) {
        guard file.hasSuffix(".java") else { return }
        let bytes = scan.bytes
        var names: [String] = []
        ClassDeclarations.forEach(in: bytes) { name, _ in names.append(name) }
        var entriesRead = 0
        for offset in scan.occurrences(of: "enum ") where offset >= entriesRead {
            var index = Self.skipSpaces(bytes, offset + 5)
            let nameStart = index
            while index < bytes.count, MenuUses.isIdentifier(bytes[index]) { index += 1 }
            guard index > nameStart else { continue }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            names.append(name)
            entriesRead = readEnumEntries(scan, type: name, after: index, file: file)
        }
        // Each name's constructors are looked for in the whole file: a bounded number of names keeps it linear.
        for name in Set(names).sorted().prefix(Self.maximumJavaClasses) {
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { continue }
            var constructors: [[String?]] = []
            for offset in scan.occurrences(of: name + "(") {
                // A declaration: a modifier, a line start or `{`/`;`/`}` before the name, a `{` after the list.
                var before = offset
                while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
                let previous = before > 0 ? bytes[before - 1] : 0x0A
                let modifier = ["public", "private", "protected"].contains { word in
                    before >= word.utf8.count && bytes[(before - word.utf8.count)..<before].elementsEqual(word.utf8)
                }
                guard modifier || previous == 0x0A || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ";") || previous == UInt8(ascii: "}"),
                      !(before >= 3 && bytes[(before - 3)..<before].elementsEqual("new".utf8)) else { continue }
                let open = offset + name.utf8.count
                guard let close = AndroidCodeTexts.closingParenthesis(bytes, from: open + 1) else { continue }
                let brace = Self.skipSpaces(bytes, close + 1)
                guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { continue }
                let parameterNames = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).split(separator: ",").map { parameter in
                    parameter.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last.map(String.init) ?? ""
                }
                guard !parameterNames.isEmpty, parameterNames.allSatisfy({ Self.isIdentifier(Substring($0)) }) else { continue }
                // The body's assignments of a parameter to a field, up to its closing brace (4,000 bytes at most).
                let bodyEnd = Lexed.matching(bytes, open: brace, window: 4_001) ?? min(bytes.count, brace + 4_001)
                var fields = [String?](repeating: nil, count: parameterNames.count)
                for statement in String(decoding: bytes[(brace + 1)..<bodyEnd], as: UTF8.self).split(separator: ";") {
                    let parts = statement.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    var field = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)[...]
                    if field.hasPrefix("this.") { field = field.dropFirst(5) }
                    let value = parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
                    guard Self.isIdentifier(field), let position = parameterNames.firstIndex(of: value) else { continue }
                    fields[position] = String(field)
                }
                constructors.append(fields)
            }
            // Overloads that put different parameters in place are not told apart.
            if let only = constructors.first, constructors.allSatisfy({ $0 == only }) { declare(name, only) }
        }
    }

    // MARK: Constructions

    /// Each call of an upper-case name (`Item(`, `new Item(`, `Outer.Item(`) whose argument is a string
    /// resource or one getter of it: a construction, joined to the class in `resolve`.
    private mutating func readConstructions(_ scan: SourceScan, file: String) {
        let bytes = scan.bytes
        var seen = Set<Int>()
        for offset in scan.occurrences(of: "R.string.") {
            guard let (name, open) = Self.enclosingCall(bytes, at: offset), seen.insert(open).inserted,
                  let arguments = AndroidCodeHelpers.arguments(scan, open: open) else { continue }
            record(name, arguments, place: "\(file):\(scan.location(at: offset).line)")
        }
    }

    private mutating func record(_ type: String, _ arguments: [AndroidCodeHelpers.Argument], place: String) {
        for (index, argument) in arguments.enumerated() {
            if let key = argument.key {
                constructions.append(Construction(type: type, index: index, label: argument.label, key: key, place: place))
            } else if let branches = AndroidCodeTexts.branches("f(\(argument.text))") {
                // A Kotlin `if` choosing the argument: each branch's string is given at run time.
                for branch in branches {
                    guard let key = AndroidCodeHelpers.argument(String(branch.dropFirst(2).dropLast())).key else { continue }
                    constructions.append(Construction(type: type, index: index, label: argument.label, key: key, place: place))
                }
            }
        }
    }

    /// The call around the reference at `offset` whose name starts with an upper-case letter (a constructor;
    /// string getters between are looked through): its name and the offset of its `(`.
    static func enclosingCall(_ bytes: [UInt8], at offset: Int) -> (String, Int)? {
        guard let (name, nameStart, open) = AndroidCodeHelpers.innermostCall(bytes, around: offset, window: window),
              let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
        // Not a declaration (`class Item(`, `fun Item(`).
        var before = nameStart
        while before > 0, bytes[before - 1] == 0x20 { before -= 1 }
        for keyword in ["class", "fun", "constructor"] where before >= keyword.utf8.count
            && bytes[(before - keyword.utf8.count)..<before].elementsEqual(keyword.utf8) { return nil }
        return (name, open)
    }

    // MARK: Binds

    /// The lines of a file that set a view's text from a model's property (`X.setText(item.title)`,
    /// `X.text = getString(model.labelRes)`, Java `holder.title.setText(item.getTitle())`), each rewritten once
    /// per string the property is given (`X.setText(R.string.k)`), with the construction's place; for
    /// `AndroidCodeTexts.read`.
    func bindStatements(_ utf8: [UInt8]) -> [(line: Int, statements: [BindStatement])] {
        guard !classesByProperty.isEmpty else { return [] }
        // The model classes the file names: the receiver's type is one of them.
        let named = AndroidCodeTexts.capitalizedIdentifiers(in: utf8) { keys[$0] != nil }
        guard !named.isEmpty else { return [] }
        var result: [(line: Int, statements: [BindStatement])] = []
        for (line, range) in AndroidCodeTexts.lines(of: utf8, maximumLength: AndroidCodeTexts.window) {
            guard Self.maySetText(utf8, range) else { continue }
            let text = String(decoding: utf8[range], as: UTF8.self)
            guard let (range, property) = Self.propertyRead(text, properties: classesByProperty) else { continue }
            let types = (classesByProperty[property] ?? []).intersection(named)
            guard types.count == 1, let type = types.first, let given = keys[type]?[property] else { continue }
            let statements = given.keys.sorted().map { key in
                BindStatement(text: text.replacingCharacters(in: range, with: "R.string." + key), place: given[key] ?? "", type: type, property: property)
            }
            result.append((line, statements))
        }
        return result
    }

    /// A bind line rewritten for one string: the statement, where the construction giving it is, the model's
    /// class and property.
    struct BindStatement: Equatable {
        var text: String
        var place: String
        var type: String
        var property: String
    }

    static let setterNeedles: [[UInt8]] = ["setText(", "text"].map { Array($0.utf8) }

    static func maySetText(_ utf8: [UInt8], _ range: Range<Int>) -> Bool {
        utf8.withUnsafeBufferPointer { all in
            let line = UnsafeBufferPointer(rebasing: all[range])
            return setterNeedles.contains { needle in needle.withUnsafeBufferPointer { ByteSearch.contains(line, $0) } }
        }
    }

    /// The first read of a model property in `line` that stands alone as the value (followed by `)`, `;` or
    /// the line's end): the range of the whole receiver chain and property (`items[position].title`,
    /// `getItem(i).getTitle()`), and the property's name.
    static func propertyRead(_ line: String, properties: [String: Set<String>]) -> (Range<String.Index>, String)? {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            guard characters[index] == "." else { index += 1; continue }
            var end = index + 1
            while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            var name = String(characters[(index + 1)..<end])
            var after = end
            // A Java getter of a Kotlin property: `getTitle()` reads `title`.
            if after + 1 < characters.count, characters[after] == "(", characters[after + 1] == ")", name.hasPrefix("get"), name.count > 3 {
                let rest = name.dropFirst(3)
                name = rest.prefix(1).lowercased() + rest.dropFirst()
                after += 2
            }
            defer { index = end }
            guard !name.isEmpty, properties[name] != nil else { continue }
            var next = after
            while next < characters.count, characters[next] == " " { next += 1 }
            guard next == characters.count || characters[next] == ")" || characters[next] == ";" else { continue }
            // The receiver: identifiers, dots, `?`/`!`, and balanced `(…)`/`[…]`.
            var start = index
            var depth = 0
            while start > 0 {
                let previous = characters[start - 1]
                if previous == ")" || previous == "]" { depth += 1 }
                else if previous == "(" || previous == "[" { if depth == 0 { break }; depth -= 1 }
                else if depth == 0, !(previous.isASCII && (previous.isLetter || previous.isNumber || previous == "_" || previous == "." || previous == "?" || previous == "!")) { break }
                start -= 1
            }
            guard start < index, depth == 0 else { continue }
            let lower = line.index(line.startIndex, offsetBy: start)
            let upper = line.index(line.startIndex, offsetBy: after)
            return (lower..<upper, name)
        }
        return nil
    }

    // MARK: Helpers

    static func skipSpaces(_ bytes: [UInt8], _ from: Int) -> Int {
        var index = from
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index
    }

    static func skipAngles(_ bytes: [UInt8], _ from: Int) -> Int {
        var depth = 0
        var index = from
        let limit = min(bytes.count, from + 400)
        while index < limit {
            if bytes[index] == UInt8(ascii: "<") { depth += 1 } else if bytes[index] == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty && !(text.first?.isNumber ?? true) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
