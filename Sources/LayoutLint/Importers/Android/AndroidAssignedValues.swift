import Foundation

/// A variable the code assigns strings to in several places — Kotlin `val question: String` assigned once on each
/// path of a `when` (a `val` without an initializer must be definitely assigned before it is read, once: Kotlin
/// language specification, "Declarations", "Property declaration"), a `var` or a Java local
/// (`String title = null; if (…) title = getString(R.string.a); else title = getString(R.string.b);`, JLS §16
/// definite assignment) — holds one of the strings assigned to it when it is read. Each line that reads it is
/// rewritten once per string (the name replaced by the assigned value), the way `AndroidCodeTexts.whenStatements`
/// rewrites a `when` expression: the scanners that follow a text to a view lay out each string in its turn, in
/// a variant of the screen. A value is one string resource or one getter of it (`AndroidValueAliases.isValue`,
/// a format getter `getString(R.string.k, n)` included); any other value (a literal, a call, a text built at run
/// time) is another variant the catalog does not hold and is not laid out. The variable's reach is its declaring
/// block (bounded by `AndroidValueAliases.reach`). A `val` with one value is `AndroidValueAliases`' already.
enum AndroidAssignedValues {
    /// At most this many strings are taken for one variable, and this many lines reading it are rewritten.
    static let maximumValues = 16
    static let maximumUses = 32

    /// The lines (numbered from 1) that read a variable assigned strings, each with its rewritten statements.
    static func statements(_ utf8: [UInt8]) -> [(line: Int, statements: [String])] {
        let variables = variables(in: utf8)
        guard !variables.isEmpty else { return [] }
        let scan = SourceScan(utf8)
        var rewritten: [Int: [String]] = [:]
        for variable in variables {
            var uses = 0
            for range in variable.occurrences where uses < maximumUses {
                let index = range.lowerBound, end = range.upperBound
                guard AndroidValueAliases.isUse(utf8, start: index, end: end) else { continue }
                var lineStart = index
                while lineStart > 0, utf8[lineStart - 1] != 0x0A, index - lineStart <= AndroidCodeTexts.window { lineStart -= 1 }
                var lineEnd = end
                while lineEnd < utf8.count, utf8[lineEnd] != 0x0A, lineEnd - lineStart <= AndroidCodeTexts.window { lineEnd += 1 }
                guard lineEnd - lineStart <= AndroidCodeTexts.window, lineStart == 0 || utf8[lineStart - 1] == 0x0A else { continue }
                uses += 1
                let before = String(decoding: utf8[lineStart..<index], as: UTF8.self)
                let after = String(decoding: utf8[end..<lineEnd], as: UTF8.self)
                let line = scan.location(at: index).line
                rewritten[line, default: []] += variable.values.map { before + $0 + after }
            }
        }
        return rewritten.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    struct Variable: Equatable {
        var name: String
        /// The strings assigned, in order, each once.
        var values: [String]
        /// The name's occurrences after the declaration, to the end of its block: where it is read or assigned.
        var occurrences: [Range<Int>]
    }

    /// The variables declared without a value or as a `var` / Java local, with the strings assigned to them in
    /// their block; only those given at least one string (and, for a Kotlin `val` with an initializer, none: that
    /// one is an alias).
    static func variables(in utf8: [UInt8]) -> [Variable] {
        var result: [Variable] = []
        let declarations = (declarations(utf8).map { (name: $0.name, start: $0.start, initial: $0.initial.map { [$0] } ?? []) }
                            + chosenDeclarations(utf8)).sorted { $0.start < $1.start }
        guard !declarations.isEmpty else { return [] }
        // Each declaration's block, in one pass over the bytes for all of them.
        var scopes = declarations.map { AndroidValueAliases.Alias(name: $0.name, value: [], start: $0.start, end: min(utf8.count, $0.start + AndroidValueAliases.reach)) }
        AndroidValueAliases.blockEnds(utf8, &scopes)
        let names = occurrences(utf8, of: Set(declarations.map(\.name)))
        for ((name, start, initial), scope) in zip(declarations, scopes) {
            let all = names[name] ?? []
            // The name's occurrences in the block after the declaration (binary search for the first).
            var low = 0, high = all.count
            while low < high {
                let middle = (low + high) / 2
                if all[middle].lowerBound < start { low = middle + 1 } else { high = middle }
            }
            var inScope: [Range<Int>] = []
            var values: [String] = initial
            // Assignments `name = value` at a statement's start, the value to the end of its line (or the next line
            // when the `=` ends it).
            for range in all[low...] {
                guard range.lowerBound < scope.end else { break }
                inScope.append(range)
                guard values.count < maximumValues, startsStatement(utf8, range.lowerBound),
                      let value = assignedValue(utf8, after: range.upperBound, limit: scope.end) else { continue }
                if AndroidValueAliases.isValue(Substring(value)), !values.contains(value) { values.append(value) }
            }
            guard !values.isEmpty else { continue }
            result.append(Variable(name: name, values: values, occurrences: inScope))
        }
        return result
    }

    /// Read-only values whose initializer chooses between strings — Kotlin `val label = if (c) R.string.a else
    /// R.string.b`, `val label = when (s) { A -> getString(R.string.a) … }` (an `if` or `when` used as an
    /// expression is the value of the branch that runs: Kotlin language specification, "Conditional expressions",
    /// "When expressions"), Java `final String label = c ? getString(R.string.a) : getString(R.string.b);` (JLS
    /// §15.25) — hold one of those strings wherever they are read. Each branch is read as `AndroidCodeTexts` reads a
    /// setter's (`branchStatements`, `whenStatements`), the declaration rewritten once per branch and kept where it
    /// is one string (`AndroidValueAliases.declaration`); a branch of another value is not laid out. The name, where
    /// its reads start (the end of the declaration's line, or of the `when`'s body) and the strings.
    static func chosenDeclarations(_ utf8: [UInt8]) -> [(name: String, start: Int, initial: [String])] {
        guard ByteSearch.contains(utf8, "R.string.") else { return [] }
        let chosen = AndroidCodeTexts.branchStatements(utf8) + AndroidCodeTexts.whenStatements(utf8)
        guard !chosen.isEmpty else { return [] }
        // The offset where each line ends (numbered from 1).
        var lineEnds: [Int] = []
        for (index, byte) in utf8.enumerated() where byte == 0x0A { lineEnds.append(index) }
        lineEnds.append(utf8.count)
        var result: [(name: String, start: Int, initial: [String])] = []
        for (line, statements) in chosen where line - 1 < lineEnds.count {
            var name: String?
            var values: [String] = []
            for statement in statements {
                guard let (declared, value) = AndroidValueAliases.declaration(statement), name == nil || name == declared else { continue }
                name = declared
                if values.count < maximumValues, !values.contains(value) { values.append(value) }
            }
            guard let name, !values.isEmpty else { continue }
            // A `when` whose body opens on the line: its reads start after the body's closing brace.
            var start = lineEnds[line - 1]
            var last = start
            while last > 0, utf8[last - 1] == 0x20 || utf8[last - 1] == 0x09 || utf8[last - 1] == 0x0D { last -= 1 }
            if last > 0, utf8[last - 1] == UInt8(ascii: "{") {
                var index = last
                var depth = 1
                let limit = min(utf8.count, last + AndroidCodeTexts.whenBodyLimit)
                while index < limit, depth > 0 {
                    if Lexed.startsLiteral(utf8, at: index) { index = Lexed.skipLiteral(utf8, at: index); continue }
                    if utf8[index] == UInt8(ascii: "{") { depth += 1 } else if utf8[index] == UInt8(ascii: "}") { depth -= 1 }
                    index += 1
                }
                guard depth == 0 else { continue }
                start = index
            }
            result.append((name, start, values))
        }
        return result
    }

    /// The ranges of each of `names` as an identifier in code (not in a string, character or comment), in order:
    /// one pass over the bytes.
    static func occurrences(_ utf8: [UInt8], of names: Set<String>) -> [String: [Range<Int>]] {
        var result: [String: [Range<Int>]] = [:]
        var index = 0
        while index < utf8.count {
            if Lexed.startsLiteral(utf8, at: index) { index = Lexed.skipLiteral(utf8, at: index); continue }
            guard MenuUses.isIdentifier(utf8[index]) else { index += 1; continue }
            var end = index
            while end < utf8.count, MenuUses.isIdentifier(utf8[end]) { end += 1 }
            let name = String(decoding: utf8[index..<end], as: UTF8.self)
            if names.contains(name) { result[name, default: []].append(index..<end) }
            index = end
        }
        return result
    }

    /// Whether the name at `index` starts a statement: only spaces since the line's start, a `{` or a `;`, a
    /// `->` (a `when` branch's body), an `if`'s condition's `)` or an `else` (`if (c) x = a else x = b`).
    static func startsStatement(_ utf8: [UInt8], _ index: Int) -> Bool {
        var before = index - 1
        while before >= 0, utf8[before] == 0x20 || utf8[before] == 0x09 { before -= 1 }
        guard before >= 0 else { return true }
        let byte = utf8[before]
        if byte == 0x0A || byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ")") { return true }
        if before >= 3, utf8[(before - 3)...before].elementsEqual("else".utf8), before == 3 || !MenuUses.isIdentifier(utf8[before - 4]) { return true }
        return byte == UInt8(ascii: ">") && before > 0 && utf8[before - 1] == UInt8(ascii: "-")
    }

    /// After the name: ` = value` (not `==`), the value trimmed of spaces and a `;`, to the end of the line or, when
    /// the `=` ends its line, of the next.
    static func assignedValue(_ utf8: [UInt8], after end: Int, limit: Int) -> String? {
        var index = end
        while index < limit, utf8[index] == 0x20 || utf8[index] == 0x09 { index += 1 }
        guard index + 1 < limit, utf8[index] == UInt8(ascii: "="), utf8[index + 1] != UInt8(ascii: "=") else { return nil }
        index += 1
        while index < limit, utf8[index] == 0x20 || utf8[index] == 0x09 { index += 1 }
        if index < limit, utf8[index] == 0x0A || utf8[index] == 0x0D {
            while index < limit, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[index]) { index += 1 }
        }
        var lineEnd = index
        while lineEnd < limit, utf8[lineEnd] != 0x0A, lineEnd - index <= AndroidCodeTexts.window { lineEnd += 1 }
        guard lineEnd - index <= AndroidCodeTexts.window else { return nil }
        // The value ends at a `;`, a comment or an `else` outside its parentheses and strings
        // (`if (c) x = getString(R.string.a); else x = …`, Kotlin `if (c) x = a else x = b`).
        var end = index
        var depth = 0
        while end < lineEnd {
            if Lexed.startsLiteral(utf8, at: end) {
                if utf8[end] == UInt8(ascii: "/") { break }
                end = min(lineEnd, Lexed.skipLiteral(utf8, at: end))
                continue
            }
            let byte = utf8[end]
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
            else if depth == 0, byte == UInt8(ascii: ";") { break }
            else if depth == 0, byte == UInt8(ascii: "e"), end + 4 <= lineEnd, utf8[end..<(end + 4)].elementsEqual("else".utf8),
                    !MenuUses.isIdentifier(utf8[end - 1]), end + 4 == lineEnd || !MenuUses.isIdentifier(utf8[end + 4]) { break }
            end += 1
        }
        return String(decoding: utf8[index..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// Each declaration that can be assigned later: Kotlin `val name: T` with no initializer, `var name[: T][ = v]`;
    /// Java `[final] String|CharSequence name[ = v];` (a field or a local). The name, where reads start (the
    /// declaration's end) and the initializer when it is one string.
    static func declarations(_ utf8: [UInt8]) -> [(name: String, start: Int, initial: String?)] {
        var result: [(String, Int, String?)] = []
        let scan = SourceScan(utf8)
        for keyword in ["val ", "var ", "String ", "CharSequence "] {
            for offset in scan.occurrences(of: keyword) where offset == 0 || !MenuUses.isIdentifier(utf8[offset - 1]) && utf8[offset - 1] != UInt8(ascii: ".") {
                var start = offset + keyword.count
                while start < utf8.count, utf8[start] == 0x20 { start += 1 }
                var end = start
                while end < utf8.count, MenuUses.isIdentifier(utf8[end]) { end += 1 }
                guard end > start, !(utf8[start] >= 0x30 && utf8[start] <= 0x39) else { continue }
                let name = String(decoding: utf8[start..<end], as: UTF8.self)
                // The rest of the declaration's line.
                var lineEnd = end
                while lineEnd < utf8.count, utf8[lineEnd] != 0x0A, lineEnd - end <= AndroidCodeTexts.window { lineEnd += 1 }
                guard lineEnd - end <= AndroidCodeTexts.window else { continue }
                var rest = String(decoding: utf8[end..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
                while rest.hasSuffix(";") || rest.hasSuffix("\r") { rest.removeLast() }
                var initial: String?
                var hasInitializer = false
                if let equals = rest.firstIndex(of: "=") {
                    hasInitializer = true
                    initial = String(rest[rest.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
                    rest = String(rest[..<equals]).trimmingCharacters(in: .whitespaces)
                }
                switch keyword {
                case "val ":
                    // Read-only with a value: `AndroidValueAliases`' (or not a string). Without one: `val x: T`.
                    guard !hasInitializer, rest.hasPrefix(":"), !rest.contains("(") else { continue }
                case "var ":
                    guard rest.isEmpty || rest.hasPrefix(":"), !rest.contains("(") else { continue }
                default:
                    // Java: `String name;` / `String name = v;` — not a parameter, a method or a generic.
                    guard rest.isEmpty, !["return", "new", "class", "final", "static"].contains(name) else { continue }
                    if hasInitializer, initial?.isEmpty ?? true { continue }
                }
                if let value = initial, !AndroidValueAliases.isValue(Substring(value)) { initial = nil }
                result.append((name, lineEnd, initial))
            }
        }
        return result.sorted { $0.1 < $1.1 }
    }
}
