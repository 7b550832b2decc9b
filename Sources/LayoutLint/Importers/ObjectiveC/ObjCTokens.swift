/// The tokens of an Objective-C (or Objective-C++) source file, read tolerantly: no grammar, only what the
/// code-set-text reader needs (identifiers, `@` keywords, string literals with their values, punctuation), in
/// one pass over the bytes. Comments, preprocessor lines and character literals are dropped; an unterminated
/// comment or string ends at the end of the file. Any bytes give tokens, never a trap.
struct ObjCTokens {
    enum Kind: Equatable {
        /// `name`, also `@interface` / `@end` (with the `@`).
        case identifier
        /// `@"…"`: an `NSString` literal; `text` is its value with escapes read.
        case objectString
        /// `"…"`: a C string literal; `text` is its value with escapes read.
        case cString
        case number
        /// One or two characters: `=`, `==`, `->`, `(`, `[`, …
        case punctuation
    }

    struct Token {
        var kind: Kind
        var text: String
        /// Byte offset of the token's first byte.
        var offset: Int
    }

    var tokens: [Token] = []
    /// For each opening `(`, `[` or `{`, the index of the token that closes it (the same bracket kind, at the
    /// same depth); for any other token, or one left open, -1. Worked out once, so that skipping a bracketed
    /// run costs nothing.
    var closing: [Int] = []

    /// Two-character operators kept whole, so that a lone `=` is an assignment.
    private static let pairs: Set<String> = ["==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "&&", "||", "<<", ">>", "++", "--"]

    init(bytes: [UInt8]) {
        let count = bytes.count
        var i = 0
        var atLineStart = true
        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }
        func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) }
        /// Reads a string literal whose opening quote is at `start`; returns its value and the offset after it.
        func string(from start: Int, quote: UInt8) -> (String, Int) {
            var value: [UInt8] = []
            var j = start + 1
            while j < count {
                let byte = bytes[j]
                if byte == quote { return (String(decoding: value, as: UTF8.self), j + 1) }
                if byte == 0x0A { break }  // An unterminated literal ends at its line.
                if byte == 0x5C, j + 1 < count {
                    let next = bytes[j + 1]
                    switch next {
                    case 0x6E: value.append(0x0A)
                    case 0x74: value.append(0x09)
                    case 0x72: value.append(0x0D)
                    case 0x0A: break  // A line continuation.
                    default: value.append(next)
                    }
                    j += 2
                    continue
                }
                value.append(byte)
                j += 1
            }
            return (String(decoding: value, as: UTF8.self), j)
        }
        while i < count {
            let byte = bytes[i]
            if byte == 0x0A { atLineStart = true; i += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B { i += 1; continue }
            // `// …` and `/* … */`.
            if byte == 0x2F, i + 1 < count, bytes[i + 1] == 0x2F {
                while i < count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if byte == 0x2F, i + 1 < count, bytes[i + 1] == 0x2A {
                i += 2
                while i < count, !(bytes[i] == 0x2A && i + 1 < count && bytes[i + 1] == 0x2F) { i += 1 }
                i = min(count, i + 2)
                continue
            }
            // A preprocessor line (`#import`, `#define`, `#if`), with its `\` continuations.
            if byte == 0x23, atLineStart {
                while i < count, bytes[i] != 0x0A {
                    if bytes[i] == 0x5C, i + 1 < count, bytes[i + 1] == 0x0A { i += 2; continue }
                    i += 1
                }
                continue
            }
            atLineStart = false
            if byte == 0x40, i + 1 < count, bytes[i + 1] == 0x22 {
                let (value, end) = string(from: i + 1, quote: 0x22)
                tokens.append(Token(kind: .objectString, text: value, offset: i))
                i = end
                continue
            }
            if byte == 0x22 {
                let (value, end) = string(from: i, quote: 0x22)
                tokens.append(Token(kind: .cString, text: value, offset: i))
                i = end
                continue
            }
            if byte == 0x27 {
                // A character literal: no token the reader needs.
                i = string(from: i, quote: 0x27).1
                continue
            }
            if isIdentifierStart(byte) || (byte == 0x40 && i + 1 < count && isIdentifierStart(bytes[i + 1])) {
                var j = i + 1
                while j < count, isIdentifierByte(bytes[j]) { j += 1 }
                tokens.append(Token(kind: .identifier, text: String(decoding: bytes[i..<j], as: UTF8.self), offset: i))
                i = j
                continue
            }
            if byte >= 0x30 && byte <= 0x39 {
                var j = i + 1
                while j < count, isIdentifierByte(bytes[j]) || bytes[j] == 0x2E { j += 1 }
                tokens.append(Token(kind: .number, text: String(decoding: bytes[i..<j], as: UTF8.self), offset: i))
                i = j
                continue
            }
            if i + 1 < count {
                let pair = String(decoding: bytes[i...(i + 1)], as: UTF8.self)
                if Self.pairs.contains(pair) {
                    tokens.append(Token(kind: .punctuation, text: pair, offset: i))
                    i += 2
                    continue
                }
            }
            tokens.append(Token(kind: .punctuation, text: String(decoding: bytes[i...i], as: UTF8.self), offset: i))
            i += 1
        }
        closing = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        let partner: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}":
                // A stray closer closes nothing; one that closes an outer bracket closes the ones left open inside.
                // Looked for among the innermost 64 open brackets only: time stays linear in the tokens.
                let want = partner[token.text]
                var at = open.count - 1
                while at >= max(0, open.count - 64), tokens[open[at]].text != want { at -= 1 }
                guard at >= 0, at >= open.count - 64 else { continue }
                closing[open[at]] = index
                open.removeSubrange(at...)
            default: break
            }
        }
    }

    subscript(_ index: Int) -> Token? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        guard let token = self[index] else { return false }
        return token.kind == .punctuation && token.text == text
    }

    func identifier(_ index: Int) -> String? {
        guard let token = self[index], token.kind == .identifier else { return nil }
        return token.text
    }
}
