import Foundation

/// Reads `.strings` files (the old-style property list subset Apple's `Localizable.strings` use): quoted or
/// unquoted keys and values, `/* */` and `//` comments, escapes (`\n \t \r \" \' \\ \a \b \f \v`,
/// `\U1234` / `\u1234` with surrogate pairs, octal `\123`), `"key";` (value = key). Duplicate keys are a
/// `duplicate-key` finding naming both lines; the last one wins, as on device. The comment right before a
/// key is its comment; a comment on the same line after a `;` belongs to that entry, not the next.
struct StringsReader {
    let text: SourceText
    let table: String
    let locale: String
    var file: CatalogFile

    init(text: SourceText, table: String, locale: String, encoding: String) {
        self.text = text
        self.table = table
        self.locale = locale
        self.file = CatalogFile(path: text.path, format: .strings, encoding: encoding)
    }

    /// Offsets of `\\U` escapes of half a UTF-16 surrogate pair (kept as U+FFFD, reported).
    private var loneSurrogates: [Int] = []

    private struct Failure: Error {
        var message: String
        var offset: Int
    }

    mutating func read() -> CatalogFile {
        var index = 0
        var seen: [String: (index: Int, offset: Int)] = [:]
        var lastEnd = -1
        let bytes = text.bytes
        // A byte order mark written twice (a translation platform's export prepends its own to a file that
        // has one): decoding consumed the first; the second is the same mark, not a key. Xcode's strings copy
        // builds such files and apps ship them, so the entries after it load.
        while index + 2 < bytes.count, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
            index += 3
        }
        // A key is quoted in an error only once the file has shown it is a strings file (one entry read
        // whole): the first token of a file that is none — a credentials file, a link to one — would be
        // echoed into the report and CI annotations (`https://user:password@host` was).
        func named(_ key: String) -> String { seen.isEmpty ? "the first key" : "\"\(key)\"" }
        do throws(Failure) {
            while true {
                let comment = try skipTrivia(&index, after: lastEnd)
                guard index < bytes.count else { break }
                let keyOffset = index
                let key = try token(&index, what: "a key")
                _ = try skipTrivia(&index, after: -1)
                guard index < bytes.count else {
                    throw Failure(message: "unexpected end of file after \(named(key)): expected '=' or ';' (truncated file?)", offset: index)
                }
                var value = key
                var valueOffset = keyOffset
                if bytes[index] == UInt8(ascii: "=") {
                    index += 1
                    _ = try skipTrivia(&index, after: -1)
                    guard index < bytes.count else {
                        throw Failure(message: "unexpected end of file after '=': expected the value of \(named(key)) (truncated file?)", offset: index)
                    }
                    valueOffset = index
                    value = try token(&index, what: "a value")
                    _ = try skipTrivia(&index, after: -1)
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                    throw Failure(message: "expected ';' after the entry for \(named(key))", offset: index)
                }
                index += 1
                lastEnd = index
                let entry = Entry(key: key, table: table, locale: locale, value: value, comment: comment,
                                  location: text.location(at: valueOffset),
                                  shouldTranslate: !(comment.map(Entry.saysDoNotTranslate) ?? false))
                if let earlier = seen[key], file.entries[earlier.index].value == entry.value {
                    // The same value twice loads the same text: nothing a translator or the app loses.
                    file.entries[earlier.index] = entry
                    seen[key] = (earlier.index, valueOffset)
                } else if let earlier = seen[key] {
                    let first = text.location(at: earlier.offset)
                    file.findings.append(Finding(
                        rule: RuleID.duplicateKey, severity: .warning,
                        message: "key \"\(key)\" is defined twice (line \(first.line) and line \(entry.location.line)); the last definition wins",
                        location: entry.location, locale: locale, key: key, table: table,
                        suggestion: "remove one of the two definitions (first at \(first))"))
                    file.entries[earlier.index] = entry
                    seen[key] = (earlier.index, valueOffset)
                } else {
                    seen[key] = (file.entries.count, valueOffset)
                    file.entries.append(entry)
                }
            }
        } catch {
            file.invalid(error.message, at: text.location(at: error.offset), locale: locale,
                         suggestion: "entries are written \"key\" = \"value\"; — on device a file that does not parse loads no strings at all")
        }
        for offset in loneSurrogates {
            file.invalid("unpaired UTF-16 surrogate escape \(text.string(offset..<min(text.bytes.count, offset + 6))): half of a pair, not a character (shown as U+FFFD)",
                         at: text.location(at: offset), locale: locale,
                         suggestion: "write the character itself, or both halves of its surrogate pair (\\UD83D\\UDE00)")
        }
        return file
    }

    /// Skips whitespace and comments; returns the text of the last comment that starts on a later line
    /// than `after` (the end of the previous entry).
    private func skipTrivia(_ index: inout Int, after previousEnd: Int) throws(Failure) -> String? {
        let bytes = text.bytes
        var comment: String?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < bytes.count else { throw Failure(message: "unterminated /* comment", offset: start) }
                if !sameLine(previousEnd, start) {
                    comment = text.string(start + 2..<end).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                index = end + 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                if !sameLine(previousEnd, start) {
                    comment = text.string(start + 2..<end).trimmingCharacters(in: .whitespaces)
                }
                index = end
            } else {
                break
            }
        }
        return comment
    }

    private func sameLine(_ from: Int, _ to: Int) -> Bool {
        guard from >= 0 else { return false }
        var i = from
        while i < to {
            if text.bytes[i] == 0x0A || text.bytes[i] == 0x0D { return false }
            i += 1
        }
        return true
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func token(_ index: inout Int, what: String) throws(Failure) -> String {
        let bytes = text.bytes
        let start = index
        if bytes[index] == UInt8(ascii: "\"") {
            return try quoted(&index)
        }
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else {
            let byte = bytes[start]
            let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
            throw Failure(message: "expected \(what), found \(shown)", offset: start)
        }
        return text.string(start..<index)
    }

    private mutating func quoted(_ index: inout Int) throws(Failure) -> String {
        let bytes = text.bytes
        let start = index
        index += 1
        let contentStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw Failure(message: "unterminated string (no closing quote)", offset: start) }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return text.string(contentStart..<index - 1)
        }
        var output = Array(bytes[contentStart..<index])
        var pendingHigh: UInt32?
        var pendingHighOffset = 0
        var unpaired: [Int] = []
        defer { loneSurrogates += unpaired }
        func flushHigh(_ output: inout [UInt8]) {
            if pendingHigh != nil {
                TextDecoding.appendUTF8(0xFFFD, to: &output)
                pendingHigh = nil
                unpaired.append(pendingHighOffset)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushHigh(&output)
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                flushHigh(&output)
                output.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = hexValue(bytes[index]) {
                    value = value << 4 | digit
                    digits += 1
                    index += 1
                }
                guard digits > 0 else {
                    throw Failure(message: "invalid \\U escape (expected hex digits)", offset: index - 2)
                }
                let escapeOffset = index - digits - 2
                if (0xD800...0xDBFF).contains(value) {
                    flushHigh(&output)
                    pendingHigh = value
                    pendingHighOffset = escapeOffset
                } else if (0xDC00...0xDFFF).contains(value) {
                    if let high = pendingHigh {
                        TextDecoding.appendUTF8(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00), to: &output)
                        pendingHigh = nil
                    } else {
                        TextDecoding.appendUTF8(0xFFFD, to: &output)
                        unpaired.append(escapeOffset)
                    }
                } else {
                    flushHigh(&output)
                    TextDecoding.appendUTF8(value, to: &output)
                }
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                flushHigh(&output)
                TextDecoding.appendUTF8(value, to: &output)
                continue
            default:
                break
            }
            flushHigh(&output)
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            default: output.append(escaped)  // \" \' \\ and any other character stand for themselves
            }
        }
        throw Failure(message: "unterminated string (no closing quote)", offset: start)
    }
}
