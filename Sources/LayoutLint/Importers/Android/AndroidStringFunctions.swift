import Foundation

/// Functions of the app whose value is a string resource (`fun emptyText() = getString(R.string.none)`,
/// `private fun label(k: String) = when (k) { A -> getString(R.string.a) … }`, Java's `int getTitleRes() { return
/// R.string.title; }`), and the statements that set a view's text from a call of one without a receiver
/// (`binding.empty.text = emptyText()`), rewritten once per string the function returns.
///
/// A call without a receiver inside a class calls the function of the object it runs on: the one the file declares,
/// or, when the file declares it `abstract` or `open`, the override of the object's class (Kotlin language
/// specification, "Inheritance — Overriding"; JLS §15.12.4.4 "Locate Method to Invoke"). So the strings a call can
/// show are those of the file's own definition and, where the file declares the function to be overridden, those
/// of the `override` definitions of that name. A definition is read where its value is plain: an expression body
/// that is one string or a `when` of strings (the branches of other values are no catalog text), or a block whose
/// only statement returns one string. Formats (`getString(R.string.k, arg)`) are kept: the view reader lays them
/// out with sample arguments.
struct AndroidStringFunctions: Sendable {
    /// A function's strings: the value as written (`getString(R.string.k)`) and where it is defined.
    struct Definition: Sendable, Equatable {
        var value: String
        var place: String
    }
    /// Function name → values of definitions the app marks `override`.
    var overrides: [String: [Definition]] = [:]

    /// The longest body of a getter read (bytes), and the longest header before its `{`.
    static let window = 400
    /// The most strings one function's definitions give a call.
    static let maximumValues = 64

    /// Reads one file's `override` definitions.
    mutating func read(_ utf8: [UInt8], file: String) {
        for definition in Self.definitions(utf8, file: file) where definition.isOverride {
            var list = overrides[definition.name, default: []]
            guard list.count < Self.maximumValues else { continue }
            for value in definition.values where list.count < Self.maximumValues && !list.contains(where: { $0.value == value.value }) {
                list.append(value)
            }
            overrides[definition.name] = list
        }
    }

    struct Found: Sendable, Equatable {
        var name: String
        var values: [Definition]
        var isOverride: Bool
    }

    /// The definitions of `utf8` whose value is a string: Kotlin `fun NAME(…)[: T] = VALUE` (one line, or a `when`
    /// read by `AndroidCodeTexts.whenStatements`) and, in both languages, `NAME(…)[: T] { return VALUE[;] }`.
    static func definitions(_ utf8: [UInt8], file: String) -> [Found] {
        var result: [Found] = []
        let scan = SourceScan(utf8)
        // Expression bodies: `fun NAME(params)[: Type] = VALUE` to the end of the line.
        for offset in scan.occurrences(of: "fun ") where offset == 0 || !MenuUses.isIdentifier(utf8[offset - 1]) {
            guard let (name, close) = header(utf8, nameStart: offset + 4) else { continue }
            var index = close + 1
            // The return type: `: Int`, `: String?`, `: CharSequence`.
            while index < utf8.count, index - close < window, utf8[index] != 0x0A, utf8[index] != UInt8(ascii: "="), utf8[index] != UInt8(ascii: "{") { index += 1 }
            guard index < utf8.count, utf8[index] == UInt8(ascii: "="), index + 1 < utf8.count, utf8[index + 1] != UInt8(ascii: "=") else { continue }
            var end = index + 1
            while end < utf8.count, utf8[end] != 0x0A, end - index < window { end += 1 }
            let value = String(decoding: utf8[(index + 1)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard isString(value) else { continue }
            let line = scan.location(at: offset).line
            result.append(Found(name: name, values: [Definition(value: value, place: "\(file):\(line)")], isOverride: isOverride(utf8, before: offset)))
        }
        // `fun NAME(…) = when (…) { … }`: the strings of its branches.
        for (line, statements) in AndroidCodeTexts.whenStatements(utf8) {
            guard let first = statements.first, let fun = first.range(of: "fun ") else { continue }
            let headerBytes = Array(first.utf8)
            let nameStart = first.utf8.distance(from: first.startIndex, to: fun.upperBound)
            guard let (name, close) = header(headerBytes, nameStart: nameStart) else { continue }
            // The statement's prefix ends at the `=` after the parameters (`fun f(a: Int = 1) =`); the value follows.
            var equals = close + 1
            while equals < headerBytes.count, headerBytes[equals] != UInt8(ascii: "=") { equals += 1 }
            guard equals < headerBytes.count else { continue }
            let values = statements.compactMap { statement -> Definition? in
                let bytes = Array(statement.utf8)
                guard bytes.count > equals + 1 else { return nil }
                let value = String(decoding: bytes[(equals + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                return isString(value) ? Definition(value: value, place: "\(file):\(line)") : nil
            }
            guard !values.isEmpty else { continue }
            let override = first[..<fun.lowerBound].contains("override")
            result.append(Found(name: name, values: values, isOverride: override))
        }
        // Block bodies whose one statement returns a string.
        for offset in scan.occurrences(of: "return ") where offset == 0 || !MenuUses.isIdentifier(utf8[offset - 1]) {
            // Back to the block's `{`.
            var open = offset
            while open > 0, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[open - 1]) { open -= 1 }
            guard open > 0, utf8[open - 1] == UInt8(ascii: "{") else { continue }
            open -= 1
            // The statement, to `;`, the line's end or `}`.
            var end = offset + 7
            while end < utf8.count, end - offset < window, utf8[end] != 0x0A, utf8[end] != UInt8(ascii: ";"), utf8[end] != UInt8(ascii: "}") { end += 1 }
            let value = String(decoding: utf8[(offset + 7)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard isString(value) else { continue }
            var after = end
            if after < utf8.count, utf8[after] == UInt8(ascii: ";") { after += 1 }
            while after < utf8.count, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[after]) { after += 1 }
            guard after < utf8.count, utf8[after] == UInt8(ascii: "}") else { continue }
            // The header before `{`: `NAME(params)`, then a Kotlin return type (`: Int`) or nothing.
            var close = open
            while close > 0, open - close < window, utf8[close - 1] != UInt8(ascii: ")") {
                let byte = utf8[close - 1]
                guard MenuUses.isIdentifier(byte) || [0x20, 0x09, 0x0A, 0x0D].contains(byte) || byte == UInt8(ascii: ":")
                        || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") else { close = 0; break }
                close -= 1
            }
            guard close > 0, utf8[close - 1] == UInt8(ascii: ")") else { continue }
            // The parameter list's `(`, and the name before it.
            var depth = 0
            var parenthesis = close - 1
            var found: Int?
            while parenthesis >= 0, close - parenthesis < window {
                if utf8[parenthesis] == UInt8(ascii: ")") { depth += 1 }
                else if utf8[parenthesis] == UInt8(ascii: "(") { depth -= 1; if depth == 0 { found = parenthesis; break } }
                parenthesis -= 1
            }
            guard let found else { continue }
            var nameEnd = found
            while nameEnd > 0, utf8[nameEnd - 1] == 0x20 { nameEnd -= 1 }
            var nameStart = nameEnd
            while nameStart > 0, MenuUses.isIdentifier(utf8[nameStart - 1]) { nameStart -= 1 }
            let name = String(decoding: utf8[nameStart..<nameEnd], as: UTF8.self)
            guard !name.isEmpty, !(name.first?.isNumber ?? true), !controlKeywords.contains(name) else { continue }
            // A declaration: a type or `fun` before the name (not a call such as `setOnClickListener(x) {`).
            var before = nameStart
            while before > 0, [0x20, 0x09].contains(utf8[before - 1]) { before -= 1 }
            guard before < nameStart, before > 0, MenuUses.isIdentifier(utf8[before - 1]) || utf8[before - 1] == UInt8(ascii: ">")
                    || utf8[before - 1] == UInt8(ascii: "]") else { continue }
            let line = scan.location(at: offset).line
            result.append(Found(name: name, values: [Definition(value: value, place: "\(file):\(line)")], isOverride: isOverride(utf8, before: nameStart)))
        }
        return result
    }

    static let controlKeywords: Set<String> = ["if", "for", "while", "switch", "catch", "synchronized", "when", "try", "else", "do", "return", "super", "this"]

    /// `NAME(…)` at `nameStart`: the name and the offset of its closing parenthesis.
    static func header(_ utf8: [UInt8], nameStart: Int) -> (String, Int)? {
        var index = nameStart
        // An extension's receiver type (`fun Foo.bar(`) is not a function of the class: left out.
        while index < utf8.count, MenuUses.isIdentifier(utf8[index]) { index += 1 }
        guard index > nameStart, index < utf8.count, utf8[index] == UInt8(ascii: "(") else { return nil }
        let name = String(decoding: utf8[nameStart..<index], as: UTF8.self)
        guard let close = Lexed.matching(utf8, open: index, window: window), utf8[close] == UInt8(ascii: ")") else { return nil }
        return (name, close)
    }

    /// Whether the declaration starting at `offset` overrides: Kotlin's `override` modifier on its line, Java's
    /// `@Override` annotation in the lines just before.
    static func isOverride(_ utf8: [UInt8], before offset: Int) -> Bool {
        var start = offset
        var lines = 0
        while start > 0, offset - start < 200 {
            if utf8[start - 1] == 0x0A { lines += 1; if lines > 2 { break } }
            start -= 1
        }
        let text = String(decoding: utf8[start..<offset], as: UTF8.self)
        return text.contains("override ") || text.contains("@Override")
    }

    /// One string resource, or a getter of one with format arguments (`getString(R.string.k, n)`).
    static func isString(_ value: String) -> Bool {
        var value = value
        if value.hasSuffix(";") { value.removeLast() }
        if AndroidCodeTexts.isOneString(value) { return true }
        guard let getter = value.range(of: "getString(R.string.") else { return false }
        let receiver = value[..<getter.lowerBound]
        guard receiver.isEmpty || (receiver.hasSuffix(".") && receiver.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.()!?".contains($0)) })) else { return false }
        let bytes = Array(value.utf8)
        let open = value.utf8.distance(from: value.startIndex, to: getter.lowerBound) + "getString".utf8.count
        return Lexed.matching(bytes, open: open, window: window) == bytes.count - 1
    }

    /// The functions the file declares without a body or for subclasses to override (`abstract`, `open`, Java's
    /// `abstract`): a call of one without a receiver runs an override.
    static func overridable(_ utf8: [UInt8]) -> Set<String> {
        var names = Set<String>()
        let scan = SourceScan(utf8)
        for keyword in ["abstract ", "open "] {
            for offset in scan.occurrences(of: keyword) where offset == 0 || !MenuUses.isIdentifier(utf8[offset - 1]) {
                // The rest of the declaration on its line: `fun NAME(` or Java's `Type NAME(`.
                var end = offset
                while end < utf8.count, utf8[end] != 0x0A, end - offset < window { end += 1 }
                let line = String(decoding: utf8[offset..<end], as: UTF8.self)
                guard !line.contains(" class "), let parenthesis = line.firstIndex(of: "(") else { continue }
                let name = line[..<parenthesis].reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                if !name.isEmpty { names.insert(String(name.reversed())) }
            }
        }
        return names
    }

    /// The lines of a file that set a text from a call without a receiver of a function whose value is a string,
    /// each rewritten once per string (the call replaced by the value), with where the value is defined.
    func callStatements(_ utf8: [UInt8], file: String) -> [(line: Int, statements: [(text: String, name: String, place: String)])] {
        // The file's own definitions, and the overrides of what it declares overridable.
        // Each name's strings once, at most `maximumValues` (a file declaring one name many times stays linear).
        var values: [String: [Definition]] = [:]
        var seen = Set<String>()
        func add(_ name: String, _ definitions: [Definition]) {
            for definition in definitions where values[name, default: []].count < Self.maximumValues && seen.insert(name + "\u{0}" + definition.value).inserted {
                values[name, default: []].append(definition)
            }
        }
        for definition in Self.definitions(utf8, file: (file as NSString).lastPathComponent) { add(definition.name, definition.values) }
        for name in Self.overridable(utf8).sorted() {
            if let found = overrides[name] { add(name, found) }
        }
        guard !values.isEmpty else { return [] }
        var result: [(line: Int, statements: [(text: String, name: String, place: String)])] = []
        for (line, range) in AndroidCodeTexts.lines(of: utf8, maximumLength: AndroidCodeTexts.window) {
            guard AndroidModelTexts.maySetText(utf8, range) else { continue }
            let text = Array(utf8[range])
            // Each identifier followed by `(` with no receiver (`.` before it) that names such a function.
            var index = 0
            while index < text.count {
                guard MenuUses.isIdentifier(text[index]), index == 0 || !MenuUses.isIdentifier(text[index - 1]) else { index += 1; continue }
                var end = index
                while end < text.count, MenuUses.isIdentifier(text[end]) { end += 1 }
                defer { index = end }
                guard end < text.count, text[end] == UInt8(ascii: "("), index == 0 || text[index - 1] != UInt8(ascii: ".") else { continue }
                let name = String(decoding: text[index..<end], as: UTF8.self)
                guard let definitions = values[name], let close = Lexed.matching(text, open: end, window: AndroidCodeTexts.window) else { continue }
                // The call is the whole value: `)` or the line's end after it (`x.text = name(a)`, `setText(name())`).
                var next = close + 1
                while next < text.count, text[next] == 0x20 { next += 1 }
                guard next == text.count || text[next] == UInt8(ascii: ")") || text[next] == UInt8(ascii: ";") else { continue }
                // Not the definition itself.
                let before = String(decoding: text[..<index], as: UTF8.self)
                guard !before.contains("fun "), !before.contains("return ") else { continue }
                let statements = definitions.map { definition in
                    (text: before + definition.value + String(decoding: text[(close + 1)...], as: UTF8.self), name: name, place: definition.place)
                }
                result.append((line, statements))
                break
            }
        }
        return result
    }
}
