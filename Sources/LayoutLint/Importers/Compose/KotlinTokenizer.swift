/// A tolerant tokenizer for Kotlin source, as far as composables need it: names, numbers, string
/// literals (with their template parts), punctuation, comments skipped. Any byte sequence gives tokens;
/// every byte is looked at a bounded number of times, so time is linear in the input.
///
/// The token rules follow the Kotlin grammar (kotlinlang.org/spec, "Lexical grammar"): `//` and nested
/// `/* */` comments, backquoted names, `"…"` strings with `\` escapes and `$name` / `${…}` templates,
/// `"""…"""` raw strings (templates, no escapes), character literals, numbers with `_`, `0x`, exponents
/// and the `L`/`f`/`u` suffixes.
struct KotlinToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case name, number, string, character, symbol
    }

    var kind: Kind
    /// The name, the number's text, the symbol (`(`, `?.`, `->`), or the string's decoded literal text
    /// (template parts replaced by U+FFFC).
    var text: String
    /// Byte offset of the token's first byte in the file.
    var offset: Int
    /// A line break stands between the previous token and this one.
    var afterNewline: Bool
    /// For strings: the template parts, in order (`$name` → the name; `${…}` → its source text).
    var templates: [String] = []
}

enum KotlinTokenizer {
    /// Symbols of more than one character, longest first where they share a start.
    static let multiSymbols: [String] = ["?.", "?:", "->", "::", "==", "!=", "<=", ">=", "&&", "||", "..", "!!", "+=", "-=", "++", "--"]
    /// Template expressions longer than this are kept only up to it (the string's own text is whole).
    static let maximumTemplateLength = 256

    static func tokens(_ bytes: [UInt8]) -> [KotlinToken] {
        var result: [KotlinToken] = []
        var index = 0
        var newline = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { newline = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0C { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                // Kotlin block comments nest.
                var depth = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1; index += 2
                        if depth == 0 { break }
                        continue
                    }
                    if bytes[index] == 0x0A { newline = true }
                    index += 1
                }
                continue
            }
            let start = index
            var token: KotlinToken
            if isNameStart(byte) {
                while index < count, isNamePart(bytes[index]) { index += 1 }
                token = KotlinToken(kind: .name, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start, afterNewline: newline)
            } else if byte == UInt8(ascii: "`") {
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                if index < count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                token = KotlinToken(kind: .name, text: name, offset: start, afterNewline: newline)
            } else if isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < count && isDigit(bytes[index + 1])
                                        && !(result.last.map { $0.kind == .name || $0.kind == .number || $0.text == ")" } ?? false)) {
                index = numberEnd(bytes, from: index)
                token = KotlinToken(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start, afterNewline: newline)
            } else if byte == UInt8(ascii: "\"") {
                let (end, text, templates) = string(bytes, from: index)
                index = end
                token = KotlinToken(kind: .string, text: text, offset: start, afterNewline: newline, templates: templates)
            } else if byte == UInt8(ascii: "'") {
                index += 1
                if index < count, bytes[index] == UInt8(ascii: "\\") { index += 2 } else { index += 1 }
                while index < count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 0x0A, index - start < 12 { index += 1 }
                if index < count, bytes[index] == UInt8(ascii: "'") { index += 1 }
                token = KotlinToken(kind: .character, text: "", offset: start, afterNewline: newline)
            } else {
                var symbol = String(UnicodeScalar(byte))
                if index + 1 < count {
                    let pair = String(decoding: bytes[index...(index + 1)], as: UTF8.self)
                    if multiSymbols.contains(pair) { symbol = pair }
                }
                index += max(1, symbol.utf8.count)
                token = KotlinToken(kind: .symbol, text: symbol, offset: start, afterNewline: newline)
            }
            result.append(token)
            newline = false
        }
        return result
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
    static func isNamePart(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The end of a number literal starting at `index` (`1_000`, `0x1F`, `1.5e3f`, `16L`, `.5`).
    static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let count = bytes.count
        var index = start
        if start + 1 < count, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") || bytes[start + 1] | 0x20 == UInt8(ascii: "b") {
            index = start + 2
            while index < count, isNamePart(bytes[index]) { index += 1 }
            return index
        }
        var seenDot = false
        while index < count {
            let byte = bytes[index]
            if isDigit(byte) || byte == UInt8(ascii: "_") {
                index += 1
            } else if byte == UInt8(ascii: "."), !seenDot, index + 1 < count, isDigit(bytes[index + 1]) {
                seenDot = true
                index += 1
            } else if byte | 0x20 == UInt8(ascii: "e"), index + 1 < count, isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-") {
                index += 2
            } else if [UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U")].contains(byte) {
                index += 1
            } else {
                break
            }
        }
        return max(index, start + 1)
    }

    /// A string literal from its opening quote: its end, its literal text (each template part as U+FFFC)
    /// and its template parts. An unterminated string ends at the end of its line (a raw string at the
    /// end of the file).
    static func string(_ bytes: [UInt8], from start: Int) -> (end: Int, text: String, templates: [String]) {
        let count = bytes.count
        let raw = start + 2 < count && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")
        var index = start + (raw ? 3 : 1)
        var text: [UInt8] = []
        var templates: [String] = []
        while index < count {
            let byte = bytes[index]
            if raw {
                if byte == UInt8(ascii: "\""), index + 2 < count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                    index += 3
                    // More quotes than three: the extra ones are text.
                    while index < count, bytes[index] == UInt8(ascii: "\"") { text.append(bytes[index]); index += 1 }
                    return (index, String(decoding: text, as: UTF8.self), templates)
                }
            } else {
                if byte == UInt8(ascii: "\"") { return (index + 1, String(decoding: text, as: UTF8.self), templates) }
                if byte == 0x0A { return (index, String(decoding: text, as: UTF8.self), templates) }
                if byte == UInt8(ascii: "\\"), index + 1 < count {
                    let next = bytes[index + 1]
                    let escapes: [UInt8: UInt8] = [UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08]
                    if next == UInt8(ascii: "u") {
                        let hex = bytes[(index + 2)..<min(count, index + 6)]
                        if let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                            text += Array(String(scalar).utf8)
                        }
                        index = min(count, index + 6)
                    } else {
                        text.append(escapes[next] ?? next)
                        index += 2
                    }
                    continue
                }
            }
            if byte == UInt8(ascii: "$"), index + 1 < count {
                if bytes[index + 1] == UInt8(ascii: "{") {
                    let end = templateEnd(bytes, from: index + 2)
                    templates.append(String(decoding: bytes[(index + 2)..<min(end, index + 2 + maximumTemplateLength)], as: UTF8.self))
                    text += Array("\u{FFFC}".utf8)
                    index = min(count, end + 1)
                    continue
                }
                if isNameStart(bytes[index + 1]) {
                    var end = index + 1
                    while end < count, isNamePart(bytes[end]) { end += 1 }
                    templates.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                    text += Array("\u{FFFC}".utf8)
                    index = end
                    continue
                }
            }
            text.append(byte)
            index += 1
        }
        return (count, String(decoding: text, as: UTF8.self), templates)
    }

    /// The index of the `}` that closes a `${` template whose contents start at `start` (strings inside
    /// skipped, braces counted), or the end of the input.
    static func templateEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 1
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") { depth += 1 }
            else if byte == UInt8(ascii: "}") { depth -= 1; if depth == 0 { return index } }
            else if byte == UInt8(ascii: "\"") {
                // A string inside the template: skipped to its closing quote on the same line (no nested
                // templates are followed, which keeps the scan linear).
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
            } else if byte == 0x0A { return index }
            index += 1
        }
        return count
    }
}

/// A Kotlin file's import aliases of its string resources (Kotlin spec, "Packages and imports": `import a.b.C as D`
/// makes `D` name `a.b.C` in that file, and only there): `import app.core.R as CoreR` makes `CoreR.string.x`
/// the resource `R.string.x`; `import app.shared.MR as SharedMR` and `import app.generated.resources.Res as AppRes`
/// alike for moko-resources and Compose Multiplatform resources; `import app.R.string as Strings` makes
/// `Strings.x` the resource `R.string.x`, and `import app.R.string` makes `string.x` the resource `R.string.x` (a
/// nested class imported by its full name is named by its simple name). The platform's own `android.R` names no app resource and is left alone.
/// One table, read here, serves every reader of Kotlin: the Compose importer (on tokens) and the Android code
/// scanners (on bytes).
enum KotlinImportAliases {
    /// The resource classes (`R` of Android, `MR` of moko-resources, `Res` of Compose Multiplatform), and
    /// their string and plural tables.
    static let resourceClasses: Set<String> = ["R", "MR", "Res"]
    static let resourceTables: Set<String> = ["R.string", "R.plurals", "MR.strings", "MR.plurals", "Res.string", "Res.plurals"]

    /// Alias → what it names, as the code writes it without the alias (`R`, `MR.strings`, …). One linear
    /// pass over the file's lines; an import is one line (`import path as Alias`, an optional `;`).
    static func resourceAliases(_ bytes: [UInt8]) -> [String: String] {
        var table: [String: String] = [:]
        var index = 0
        let count = bytes.count
        while index < count {
            let lineEnd = endOfLine(bytes, from: index)
            if let (path, alias) = importAlias(bytes, from: index, to: lineEnd), let meant = resourceName(path) { table[alias] = meant }
            else if let path = importedPath(bytes, from: index, to: lineEnd), let meant = resourceName(path), meant.contains("."),
                    let last = meant.split(separator: ".").last, table[String(last)] == nil {
                // `import app.R.string`: the table under its own simple name (`string.x` is `R.string.x`).
                table[String(last)] = meant
            }
            index = lineEnd + 1
        }
        return table
    }

    /// The resource class or table a full imported name is (`app.core.R` → `R`, `app.MR.strings` → `MR.strings`),
    /// or nil (any other name, the platform's `android.R`).
    static func resourceName(_ path: String) -> String? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2, !(parts[0] == "android" && parts[1] == "R") else { return nil }
        if resourceClasses.contains(parts[parts.count - 1]) { return parts[parts.count - 1] }
        let table = parts[parts.count - 2] + "." + parts[parts.count - 1]
        return resourceTables.contains(table) ? table : nil
    }

    /// `import path as Alias` on the line `start..<end`: the path and the alias.
    static func importAlias(_ bytes: [UInt8], from start: Int, to end: Int) -> (String, String)? {
        guard let (path, afterPath) = importStatementPath(bytes, from: start, to: end),
              word(bytes, at: afterPath, to: end) == "as" else { return nil }
        let index = skipSpaces(bytes, from: afterPath + 2, to: end)
        guard let alias = word(bytes, at: index, to: end), alias != "as" else { return nil }
        return (String(decoding: path, as: UTF8.self), alias)
    }

    /// `import path` on the line `start..<end`: the path (backticks dropped) and the index after it and the spaces
    /// that follow.
    static func importStatementPath(_ bytes: [UInt8], from start: Int, to end: Int) -> ([UInt8], Int)? {
        var index = skipSpaces(bytes, from: start, to: end)
        guard word(bytes, at: index, to: end) == "import" else { return nil }
        index = skipSpaces(bytes, from: index + 6, to: end)
        var path: [UInt8] = []
        while index < end, KotlinTokenizer.isNamePart(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "`") {
            if bytes[index] != UInt8(ascii: "`") { path.append(bytes[index]) }
            index += 1
        }
        return (path, skipSpaces(bytes, from: index, to: end))
    }

    /// `import path` with no alias on the line `start..<end` (an optional `;`, a comment after it): the path.
    static func importedPath(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        guard let (path, index) = importStatementPath(bytes, from: start, to: end) else { return nil }
        guard !path.isEmpty, index == end || bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: "/") || bytes[index] == 0x0D else { return nil }
        return String(decoding: path, as: UTF8.self)
    }

    /// The name starting at `index` (before `end`), if a name starts there.
    static func word(_ bytes: [UInt8], at index: Int, to end: Int) -> String? {
        guard index < end, KotlinTokenizer.isNameStart(bytes[index]) else { return nil }
        var stop = index
        while stop < end, KotlinTokenizer.isNamePart(bytes[stop]) { stop += 1 }
        return String(decoding: bytes[index..<stop], as: UTF8.self)
    }

    static func skipSpaces(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    static func endOfLine(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index
    }

    /// The tokens with each use of an alias (a name not after `.`, followed by `.`, outside `import` lines)
    /// written as what it names (`CoreR` → `R`; `Strings` → `R` `.` `string`), at the alias's offset.
    static func resolving(_ tokens: [KotlinToken], aliases: [String: String]) -> [KotlinToken] {
        guard !aliases.isEmpty else { return tokens }
        var result: [KotlinToken] = []
        result.reserveCapacity(tokens.count)
        var inImport = false
        for (index, token) in tokens.enumerated() {
            if token.afterNewline { inImport = false }
            if token.kind == .name, token.text == "import", token.afterNewline || index == 0 { inImport = true }
            guard !inImport, token.kind == .name, let meant = aliases[token.text], index + 1 < tokens.count, tokens[index + 1].text == ".",
                  index == 0 || (tokens[index - 1].text != "." && tokens[index - 1].text != "?.") else {
                result.append(token)
                continue
            }
            for (part, name) in meant.split(separator: ".").enumerated() {
                if part > 0 { result.append(KotlinToken(kind: .symbol, text: ".", offset: token.offset, afterNewline: false)) }
                result.append(KotlinToken(kind: .name, text: String(name), offset: token.offset, afterNewline: part == 0 && token.afterNewline))
            }
        }
        return result
    }

    /// The bytes with each use of an alias (a whole name not after `.`, followed by `.`, outside `import`
    /// lines) overwritten by what it names, right-aligned in the alias's place after spaces (`CoreR.string.x` →
    /// `    R.string.x`): every offset, line and the key's column stay those of the file. An alias shorter
    /// than what it names (`import app.R.string as S`) does not fit and is left as written.
    static func resolving(_ bytes: [UInt8]) -> [UInt8] {
        let aliases = resourceAliases(bytes).filter { $0.key.utf8.count >= $0.value.utf8.count }
        guard !aliases.isEmpty else { return bytes }
        var result = bytes
        var index = 0
        let count = bytes.count
        var lineStart = true
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { lineStart = true; index += 1; continue }
            if lineStart {
                lineStart = false
                let start = skipSpaces(bytes, from: index, to: count)
                if word(bytes, at: start, to: count) == "import" { index = endOfLine(bytes, from: start); continue }
                index = start
                continue
            }
            guard KotlinTokenizer.isNamePart(byte) else { index += 1; continue }
            var end = index
            // A number's digits and suffix (`1f.`) are no name.
            if KotlinTokenizer.isDigit(byte) {
                while end < count, KotlinTokenizer.isNamePart(bytes[end]) { end += 1 }
                index = end
                continue
            }
            while end < count, KotlinTokenizer.isNamePart(bytes[end]) { end += 1 }
            let before = index > 0 ? bytes[index - 1] : 0x20
            if end < count, bytes[end] == UInt8(ascii: "."), before != UInt8(ascii: "."), before != UInt8(ascii: "`"),
               let meant = aliases[String(decoding: bytes[index..<end], as: UTF8.self)] {
                let written = Array(meant.utf8)
                for position in index..<end { result[position] = 0x20 }
                for (offset, value) in written.enumerated() { result[end - written.count + offset] = value }
            }
            index = end
        }
        return result
    }
}
