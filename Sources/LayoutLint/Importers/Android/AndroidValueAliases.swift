import Foundation

/// Read-only locals and properties that hold a string resource or its text — Kotlin
/// `val title = getString(R.string.k)` / `val res = R.string.k` (a `val` is assigned once: Kotlin language
/// specification, "Property declaration": read-only), Java `final String title = getString(R.string.k);` (a
/// `final` variable is definitely assigned once, JLS §4.12.4) — put back in for their uses, so the scanners that
/// follow a text to a view, a dialog, a snackbar or the app's own functions (`AndroidCodeTexts`,
/// `AndroidCodeDialogs`, `AndroidCodeHelpers`) read `setTitle(title)` as `setTitle(getString(R.string.k))`.
/// A use is the name in code after the declaration, up to the end of the block that declares it (bounded by
/// `reach`): not a member (`x.title`), a named argument's label (`title = …` in a call) or a declaration, and
/// not in a string or comment. A declaration whose value is more than the one getter (`getString(…) + n`, a
/// `when`) is left alone. Each use is replaced on its own line, so lines stay where they are.
enum AndroidValueAliases {
    /// How far after its declaration a name is followed (bytes): a function body.
    static let reach = 8_000
    /// A declaration line longer than this is not read.
    static let lineLimit = 240

    struct Alias: Equatable {
        var name: String
        var value: [UInt8]
        /// Where its uses start (after the declaration) and end (the end of the declaring block, or `reach`).
        var start: Int
        var end: Int
    }

    /// The bytes with the aliases' uses replaced by their values; the bytes themselves when there is none.
    /// One pass: the aliases (in order) take effect where they start, a later one of a name standing for it.
    static func apply(_ bytes: [UInt8]) -> [UInt8] {
        let aliases = aliases(in: bytes)
        guard let first = aliases.first else { return bytes }
        var active: [String: Alias] = [:]
        var next = 0
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + aliases.count * 16)
        result.append(contentsOf: bytes[0..<first.start])
        Lexed.replacingIdentifiers(bytes, from: first.start, into: &result) { index, end in
            while next < aliases.count, aliases[next].start <= index {
                active[aliases[next].name] = aliases[next]
                next += 1
            }
            guard !active.isEmpty, let alias = active[String(decoding: bytes[index..<end], as: UTF8.self)], index < alias.end,
                  isUse(bytes, start: index, end: end) else { return nil }
            return alias.value
        }
        return result
    }

    /// Whether the name at `start..<end` is read there: not a member, a label, a declaration or an assignment.
    static func isUse(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        var before = start - 1
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
        if before >= 0, bytes[before] == UInt8(ascii: ".") || bytes[before] == UInt8(ascii: ":") || bytes[before] == UInt8(ascii: "$") { return false }
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        guard after < bytes.count else { return true }
        let next = bytes[after]
        let following = after + 1 < bytes.count ? bytes[after + 1] : 0
        if next == UInt8(ascii: "=") && following != UInt8(ascii: "=") { return false }
        if next == UInt8(ascii: ":") && following != UInt8(ascii: ":") { return false }
        if next == UInt8(ascii: "-") && following == UInt8(ascii: ">") { return false }
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") { return false }   // a call or a lambda of the same name
        return true
    }

    /// The declarations of `bytes`, each read from the line of a `R.string.` reference.
    static func aliases(in bytes: [UInt8]) -> [Alias] {
        let scan = SourceScan(bytes)
        var result: [Alias] = []
        var lastLine = -1
        for offset in scan.occurrences(of: "R.string.") {
            // Back to the line's start, at most `lineLimit` bytes: a reference further into its line is not on a
            // declaration line, and looking further back would read a long line once per reference on it.
            var lineStart = offset
            while lineStart > 0, bytes[lineStart - 1] != 0x0A, offset - lineStart <= lineLimit { lineStart -= 1 }
            guard lineStart != lastLine, offset - lineStart <= lineLimit else { continue }
            lastLine = lineStart
            // A declaration the formatter wraps (`val caption =\n    getString(R.string.k)`,
            // `val caption = getString(\n    R.string.k,\n    name,\n)`): the lines the reference's line continues
            // (`AndroidCodeTexts.statementStart`), and on to the line where the getter's parenthesis closes.
            let continued = AndroidCodeTexts.statementStart(bytes, before: offset, window: lineLimit)
            let wrapped = continued < lineStart
            if wrapped { lineStart = continued }
            var lineEnd = offset
            if wrapped || isOpenGetter(bytes[lineStart..<offset]) {
                var keyEnd = offset + 9
                while keyEnd < bytes.count, MenuUses.isIdentifier(bytes[keyEnd]) { keyEnd += 1 }
                if let close = AndroidCodeTexts.closingParenthesis(bytes, from: keyEnd) { lineEnd = close }
            }
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, lineEnd - lineStart <= lineLimit { lineEnd += 1 }
            guard lineEnd - lineStart <= lineLimit, let (name, value) = declaration(oneLine(bytes[lineStart..<lineEnd])) else { continue }
            result.append(Alias(name: name, value: Array(value.utf8), start: lineEnd, end: min(bytes.count, lineEnd + reach)))
        }
        blockEnds(bytes, &result)
        return result
    }

    /// Whether the declaration's line before a reference ends in a getter's open parenthesis
    /// (`val caption = getString(` with the reference on the next line, or `getString(R.string.k,` whose arguments
    /// go on): its arguments may close on a later line.
    static func isOpenGetter(_ prefix: ArraySlice<UInt8>) -> Bool {
        var end = prefix.endIndex
        while end > prefix.startIndex, [0x20, 0x09, 0x0A, 0x0D].contains(prefix[end - 1]) { end -= 1 }
        let text = String(decoding: prefix[prefix.startIndex..<end], as: UTF8.self)
        return text.hasSuffix("getString(") || text.hasSuffix("getText(")
    }

    /// A declaration read across its lines as one: the line breaks and indentation dropped after an open
    /// parenthesis and before a closing one, one space elsewhere, and a trailing comma before the closing
    /// parenthesis dropped (Kotlin allows one there).
    static func oneLine(_ bytes: ArraySlice<UInt8>) -> String {
        let joined = AndroidCodeTexts.oneLine(bytes)
        guard bytes.contains(0x0A) else { return joined }
        return joined.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: ", )", with: ")")
            .replacingOccurrences(of: ",)", with: ")").replacingOccurrences(of: " )", with: ")")
    }

    /// `[modifiers] val name[: Type] = value` (Kotlin) or `[modifiers] final Type name = value;` (Java), the value
    /// one string resource or one getter of it: the name and the value.
    static func declaration(_ line: String) -> (name: String, value: String)? {
        let text = Substring(line.trimmingCharacters(in: .whitespaces))
        guard let equals = text.firstIndex(of: "="), text[text.index(after: equals)...].first != "=" else { return nil }
        var left = text[..<equals]
        var right = text[text.index(after: equals)...]
        while right.first == " " { right = right.dropFirst() }
        while right.last == " " || right.last == ";" { right = right.dropLast() }
        while left.last == " " { left = left.dropLast() }
        var words = left.split(separator: " ")
        let isKotlin = words.contains("val")
        let isJava = words.contains("final")
        guard isKotlin || isJava, !words.contains("var") else { return nil }
        // Kotlin: the name is the word after `val`, a type after `:`.
        var name: Substring
        if isKotlin {
            guard let position = words.firstIndex(of: "val"), position + 1 < words.count else { return nil }
            name = words[position + 1]
            if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
            // Modifiers before `val` only (`private`, `override`, …): a destructuring or a receiver is not one name.
            guard words[..<position].allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        } else {
            guard words.count >= 3, let last = words.popLast() else { return nil }
            name = last
            guard ["String", "CharSequence", "int", "Integer"].contains(words.last.map(String.init) ?? "") else { return nil }
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), name.first.map({ !$0.isNumber }) ?? false,
              isValue(right) else { return nil }
        return (String(name), String(right))
    }

    /// `R.string.k`, or one call of a string getter on it (`getString(R.string.k)`, `context.getText(R.string.k)`,
    /// `getString(R.string.k, n)`), with nothing after the call.
    static func isValue(_ value: Substring) -> Bool {
        func isKey(_ text: Substring) -> Bool {
            text.hasPrefix("R.string.") && text.count > 9 && text.dropFirst(9).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        if isKey(value) { return true }
        for getter in ["getString(", "getText("] {
            guard let range = value.range(of: getter) else { continue }
            // The receiver: identifiers, dots and calls without arguments (`requireContext().`, `itemView.context.`).
            let receiver = value[..<range.lowerBound]
            guard receiver.isEmpty || (receiver.hasSuffix(".") && receiver.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.()!?".contains($0)) })
                                         && !receiver.contains("((")) else { return false }
            let arguments = value[range.upperBound...]
            guard arguments.hasPrefix("R.string."), arguments.last == ")" else { return false }
            // One call: the getter's parenthesis closes at the end.
            var depth = 1
            for (position, character) in arguments.enumerated() {
                if character == "(" { depth += 1 } else if character == ")" {
                    depth -= 1
                    if depth == 0 { return position == arguments.count - 1 }
                }
                if character == "\"" || character == "+" { return false }
            }
            return false
        }
        return false
    }

    /// Ends each alias at the closing brace of the block it is declared in, when that comes before its
    /// `reach`: one pass over the bytes with a stack of open blocks, each with the aliases declared in it.
    static func blockEnds(_ bytes: [UInt8], _ aliases: inout [Alias]) {
        guard !aliases.isEmpty else { return }
        var frames: [[Int]] = [[]]
        var next = 0
        var index = 0
        let limit = min(bytes.count, (aliases.last?.start ?? 0) + reach)
        while index < limit {
            while next < aliases.count, aliases[next].start <= index {
                frames[frames.count - 1].append(next)
                next += 1
            }
            let byte = bytes[index]
            if Lexed.startsLiteral(bytes, at: index) {
                index = Lexed.skipLiteral(bytes, at: index)
                continue
            }
            if byte == UInt8(ascii: "{") { frames.append([]) } else if byte == UInt8(ascii: "}") {
                // A `}` with no open block (a part of a file, a helper's body): the block of the declarations so
                // far closes here.
                let closed: [Int]
                if frames.count > 1 { closed = frames.removeLast() } else { closed = frames[0]; frames[0] = [] }
                for alias in closed { aliases[alias].end = min(aliases[alias].end, index) }
            }
            index += 1
        }
    }
}

extension AndroidSourceFiles {
    /// The Kotlin / Java files as the code-text scanners read them: with `AndroidValueAliases` put in. Every
    /// scanner whose offsets meet (the helpers' reasons, the keys named in code) reads the same bytes.
    static func forEachCode(under root: String?, _ body: (_ path: String, _ bytes: [UInt8]) -> Void) {
        if let root, let files = sharedFiles(under: root, code: true) {
            for file in files { body(file.path, file.bytes) }
            return
        }
        forEach(under: root) { path, bytes in body(path, AndroidValueAliases.apply(bytes)) }
    }
}
