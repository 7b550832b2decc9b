import Foundation

/// The string keys an app reads only through SwiftGen's generated accessors, and which of those accessors
/// no code uses.
///
/// SwiftGen's `strings` templates (`structured-swift5`, `flat-swift5`) write one accessor per key of a table,
/// used or not: `public static let title = L10n.tr("Localizable", "settings.title", fallback: "…")`, or for a
/// format `public static func requires(_ p1: Any) -> String { return L10n.tr("Localizable", "requires", …) }`,
/// in a file that starts `// Generated using SwiftGen`. The key's literal in that file is the template's, not
/// a use: the key is shown only where code reads the accessor (`L10n.Settings.title`) or names the key itself.
/// A key whose accessor's name follows a `.` in no other Swift source, and whose literal no other source
/// holds, is never shown. Member names are compared without their type path (`.title` anywhere counts as
/// a use of every accessor named `title`), so a key is left out only when no code can reach it. Keys the
/// code may build at run time are reached too: a key that starts with the head of an interpolated literal
/// (`"panel::\(title)"`) or with a literal ending in a separator (`"panel::" + title`), and every key of a
/// table whose name the other sources write as a literal (a hand-written lookup `string(key, "Frontend")`).
struct GeneratedStringAccessors {
    /// Lowercased table + U+001F + key → the accessor's name, from generated files.
    private(set) var accessors: [String: String] = [:]
    /// Names written after a `.` in the other Swift sources.
    private var members = Set<String>()
    /// String literals of the other sources.
    private var literals = Set<String>()
    /// What the other sources' literals may start a key built at run time with: the text before an
    /// interpolation, and literals ending in a separator (`panel::`).
    private var keyHeads = Set<String>()

    /// SwiftGen's header, in the first lines of every file its templates write.
    static let marker = "Generated using SwiftGen"

    mutating func add(source text: String) {
        let bytes = Array(text.utf8)
        add(source: text, bytes: bytes, literals: AppleSourceFacts.KeyUses.oneLineLiterals(bytes))
    }

    /// A source, its UTF-8 and its one-line literals (`KeyUses.oneLineLiterals`, found once for every reading).
    mutating func add(source text: String, bytes: [UInt8], literals: [AppleSourceFacts.KeyUses.Literal]) {
        if text.prefix(512).contains(Self.marker) {
            readGenerated(text)
        } else {
            readUses(bytes, literals: literals)
        }
    }

    /// The keys never shown: the generated ones no use reaches.
    var unusedKeys: Set<String> {
        var unused = Set<String>()
        let tablesNamed = Set(literals.map { $0.lowercased() })
        for (tableKey, name) in accessors where !members.contains(name) {
            guard let separator = tableKey.firstIndex(of: "\u{1F}") else { continue }
            let table = tableKey[..<separator], key = String(tableKey[tableKey.index(after: separator)...])
            guard !literals.contains(key), !tablesNamed.contains(String(table)) else { continue }
            var prefix = ""
            if key.contains(where: { prefix.append($0); return keyHeads.contains(prefix) }) { continue }
            unused.insert(tableKey)
        }
        return unused
    }

    /// `static let NAME = … tr("Table", "key"` and `static func NAME(…) … { return … tr("Table", "key"`: the
    /// name of the last `static` member declared before each `tr(` call with two literal arguments.
    private mutating func readGenerated(_ text: String) {
        var name: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let range = line.range(of: "static ") {
                var rest = line[range.upperBound...]
                for keyword in ["let ", "var ", "func "] where rest.hasPrefix(keyword) {
                    rest = rest.dropFirst(keyword.count)
                    let identifier = rest.drop { $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    name = identifier.isEmpty ? nil : identifier
                }
            }
            guard let name, let call = line.range(of: "tr(\"") else { continue }
            var cursor = line[line.index(before: call.upperBound)...]
            guard let table = Self.literal(&cursor) else { continue }
            cursor = cursor.drop { $0 == " " || $0 == "," }
            guard let key = Self.literal(&cursor) else { continue }
            accessors[table.lowercased() + "\u{1F}" + key] = String(name)
        }
    }

    /// A Swift string literal at the start of `text` (`"…"` with `\"`, `\\`, `\n`, `\t` escapes), consumed.
    private static func literal(_ text: inout Substring) -> String? {
        guard text.first == "\"" else { return nil }
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let c = text[index]
            if c == "\"" {
                text = text[text.index(after: index)...]
                return value
            }
            if c == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "(": return nil  // interpolated: not a literal key
                default: value.append(text[index])
                }
            } else {
                value.append(c)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Every name written after a `.`; every plain one-line literal, and the head of every interpolated one.
    private mutating func readUses(_ bytes: [UInt8], literals found: [AppleSourceFacts.KeyUses.Literal]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2E {  // .
                var end = index + 1
                while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                if end > index + 1, let name = String(bytes: bytes[(index + 1)..<end], encoding: .utf8) { members.insert(name) }
                index = end
            } else {
                index += 1
            }
        }
        for literal in found {
            let text = literal.text
            if literal.interpolated {
                if let interpolation = text.range(of: "\\(") {
                    let head = String(text[..<interpolation.lowerBound])
                    if head.utf8.count >= 2 { keyHeads.insert(head) }
                }
            } else {
                literals.insert(text)
                if text.count >= 2, let last = text.last, !last.isLetter, !last.isNumber, !last.isWhitespace { keyHeads.insert(text) }
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
