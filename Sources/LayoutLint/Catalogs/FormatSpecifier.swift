/// A placeholder in a catalog value: a printf/NSString format (`%@`, `%1$@`, `%lld`, `%.2f`), a stringsdict
/// variable (`%#@name@`), or a `{name}` token.
public struct FormatSpecifier: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// printf / String(format:) / Java Formatter (`%1$s`).
        case printf
        /// `%#@name@`: a stringsdict / xcstrings substitution.
        case variable
        /// `{name}` token (ICU MessageFormat style argument, Crowdin, many JS catalogs).
        case token
    }

    /// Which printf dialect a catalog uses: Apple (NSString: `%@`) or Android (Java Formatter: `%n` is a
    /// line break, not an argument).
    public enum Syntax: Sendable {
        case apple, android
        /// Not a format string (Android `formatted="false"`): no specifiers, `{name}` tokens only.
        case none
    }

    public var kind: Kind
    /// The specifier as written (`%1$@`, `%lld`, `%#@count@`, `{name}`).
    public var text: String
    /// Explicit 1-based argument position (`%2$@` → 2).
    public var position: Int?
    /// Length modifier (`l`, `ll`, `h`, `hh`, `q`, `z`, `t`, `j`, `L`).
    public var lengthModifier: String
    /// The conversion character (`@`, `d`, `s`, `f`, …); for variables and tokens, empty.
    public var conversion: String
    /// The variable or token name (`count` in `%#@count@` or `{count}`).
    public var name: String?
    /// Offset of the `%` or `{` in the value, in Unicode scalars; -1 for an argument the value does not show:
    /// Android's `String.format` runs over the literal text of `getString()` before its HTML is rendered, so
    /// a `%2$s` inside `<a href="%2$s">` is an argument of the string that stands in no shown character.
    public var offset: Int
    /// The flags as written (`-+ #0'`; Java also `,(`), empty for most.
    public var flags: String = ""

    /// A specifier as people write one on purpose: no flags, or an argument position. `% p` in “% publicacions”
    /// (a space flag and the conversion `p`, a pointer) or `%-a` in the Hungarian “%-a” (percent-suffix) is a
    /// percent sign followed by text that the formatter happens to read as a specifier; `%.2f`, `%1$@`, `%lld`
    /// are meant, and so is `%1$,d` (Java's grouping flag after an explicit index: no prose reads `%1$`).
    /// A source's implausible specifiers do not make it a format string, and a translation's are never
    /// replaced by a fix (the letters after them are the translation's words).
    public var isPlausible: Bool { kind != .printf || flags.isEmpty || position != nil }

    /// Whether the specifier stands in the shown value (not inside markup).
    public var isShown: Bool { offset >= 0 }

    /// The argument type, normalised so that the same argument written for another platform compares equal:
    /// `object` (`%@`), `int` (d i o u x X c C, any length), `double` (f F e E g G a A), `string` (s S),
    /// `pointer` (p), `variable`, `token`.
    public var argumentType: String {
        switch kind {
        case .variable: return "variable"
        case .token: return "token"
        case .printf:
            switch conversion {
            case "@": return "object"
            case "d", "i", "o", "u", "x", "X", "c", "C", "D", "U", "O": return "int"
            case "f", "F", "e", "E", "g", "G", "a", "A": return "double"
            case "s", "S": return "string"
            case "p": return "pointer"
            case "b", "B": return "bool"
            case "h", "H": return "hash"
            default: return conversion
            }
        }
    }

    /// Every placeholder in `text`, in order. `%%` (and, for Android, `%n`) are literal and not placeholders.
    public static func parse(_ text: String, syntax: Syntax = .apple) -> [FormatSpecifier] {
        // Fast exit: most values have no '%' and no '{'.
        var hasCandidate = false
        for byte in text.utf8 where byte == UInt8(ascii: "%") || byte == UInt8(ascii: "{") {
            hasCandidate = true
            break
        }
        guard hasCandidate else { return [] }
        let scalars = Array(text.unicodeScalars)
        var result: [FormatSpecifier] = []
        var i = 0
        let n = scalars.count
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }
        while i < n {
            let c = scalars[i]
            if c == "%" && syntax != .none {
                let start = i
                var j = i + 1
                guard j < n else { break }
                if scalars[j] == "%" { i = j + 1; continue }
                // A variable: `%#@name@`, `%1$#@name@`, `%1#@name@`.
                if let head = Self.variableHead(count: n, from: j, { scalars[$0].value }) {
                    var k = head.nameStart
                    var name = ""
                    while k < n, scalars[k] != "@", scalars[k] != " ", k - head.nameStart < 198 { name.unicodeScalars.append(scalars[k]); k += 1 }
                    if k < n, scalars[k] == "@", !name.isEmpty {
                        result.append(FormatSpecifier(kind: .variable, text: String(String.UnicodeScalarView(scalars[start...k])),
                                                      position: head.position, lengthModifier: "", conversion: "", name: name, offset: start))
                        i = k + 1
                        continue
                    }
                }
                // [argnum$]
                var position: Int?
                var k = j
                var number = 0
                while k < n, isDigit(scalars[k]), k - j < 4 { number = number * 10 + Int(scalars[k].value - 0x30); k += 1 }
                if k > j, k < n, scalars[k] == "$", number > 0 { position = number; j = k + 1 }
                // flags
                let flagsStart = j
                let flagCharacters = syntax == .apple ? "-+ #0'" : "-+ #0,("
                while j < n, flagCharacters.unicodeScalars.contains(scalars[j]) { j += 1 }
                let flags = String(String.UnicodeScalarView(scalars[flagsStart..<j]))
                // width
                if j < n, scalars[j] == "*" { j += 1 } else { while j < n, isDigit(scalars[j]) { j += 1 } }
                // precision
                if j < n, scalars[j] == "." {
                    j += 1
                    if j < n, scalars[j] == "*" { j += 1 } else { while j < n, isDigit(scalars[j]) { j += 1 } }
                }
                // length modifier (Java has none: `%ld` is no specifier there)
                var length = ""
                while syntax == .apple, j < n, "hlqLztj".unicodeScalars.contains(scalars[j]), length.count < 2 {
                    length.unicodeScalars.append(scalars[j]); j += 1
                }
                guard j < n else { break }
                let conversion = scalars[j]
                // Java's conversions (java.util.Formatter): b h s c d o x e f g a t and their capitals but
                // no `F`, `O`, `D`, `i`, `u`, `p`, `@`.
                let conversions: String = syntax == .apple ? "@dDiouUxXOfFeEgGaAcCsSp" : "bBhHsScCdoxXeEfgGaAtT"
                if syntax == .android && conversion == "n" && position == nil { i = j + 1; continue }
                if conversions.unicodeScalars.contains(conversion) {
                    var end = j
                    // Java date/time conversions take one more letter (%tY).
                    if syntax == .android, conversion == "t" || conversion == "T", j + 1 < n { end = j + 1 }
                    result.append(FormatSpecifier(kind: .printf, text: String(String.UnicodeScalarView(scalars[start...end])),
                                                  position: position, lengthModifier: length,
                                                  conversion: String(conversion), name: nil, offset: start, flags: flags))
                    i = end + 1
                    continue
                }
                i += 1
            } else if c == "{" {
                var k = i + 1
                var name = ""
                while k < n, k - i <= 64,
                      scalars[k].properties.isAlphabetic || isDigit(scalars[k]) || scalars[k] == "_" {
                    name.unicodeScalars.append(scalars[k]); k += 1
                }
                if k < n, scalars[k] == "}", !name.isEmpty {
                    result.append(FormatSpecifier(kind: .token, text: "{\(name)}", position: nil, lengthModifier: "",
                                                  conversion: "", name: name, offset: i))
                    i = k + 1
                    continue
                }
                i += 1
            } else {
                i += 1
            }
        }
        return result
    }
}

extension FormatSpecifier {
    /// Where the name of a variable starts, for the specifier whose `%` stands just before `start`, and the
    /// argument its `n$` names; nil when the specifier is no variable. CoreFoundation reads a specifier's flags
    /// (`-+ 0'`), width, `n$` position and `#` in any order, and an `@` after a `#` starts a variable's name,
    /// which runs to the next `@` (`__CFParseFormatSpec` in CFString.c, swift-corelibs-foundation): `%#@count@`,
    /// `%1$#@count@` (the argument named) and `%1#@count@` (a width, ignored: the next argument) are all
    /// variables. `code` gives the scalar value (or byte) at an index.
    static func variableHead(count: Int, from start: Int, _ code: (Int) -> UInt32) -> (nameStart: Int, position: Int?)? {
        var k = start
        var position: Int?
        var sharp = false
        while k < count, k - start < 16 {
            switch code(k) {
            case 0x23:
                sharp = true
                k += 1
            case 0x40:
                return sharp ? (k + 1, position) : nil
            case 0x31...0x39:
                var number = 0
                while k < count, (0x30...0x39).contains(code(k)), number < 1_000 { number = number * 10 + Int(code(k) - 0x30); k += 1 }
                if k < count, code(k) == 0x24 {
                    position = number
                    k += 1
                }
            case 0x2D, 0x2B, 0x20, 0x30, 0x27:
                k += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// Each variable of `format` (its UTF-8 bytes) in one pass: the byte range of its specifier and its name.
    static func variables(inUTF8 bytes: [UInt8]) -> [(range: Range<Int>, name: String)] {
        var found: [(range: Range<Int>, name: String)] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x25, i + 1 < bytes.count else { i += 1; continue }
            if bytes[i + 1] == 0x25 { i += 2; continue }
            // The name as `parse` reads it: up to the next `@`, without a space.
            if let head = variableHead(count: bytes.count, from: i + 1, { UInt32(bytes[$0]) }),
               let end = bytes[head.nameStart...].prefix(198).firstIndex(where: { $0 == 0x40 || $0 == 0x20 }),
               bytes[end] == 0x40, end > head.nameStart {
                found.append((i..<(end + 1), String(decoding: bytes[head.nameStart..<end], as: UTF8.self)))
                i = end + 1
            } else {
                i += 1
            }
        }
        return found
    }

    /// Whether `text` names a variable (`%#@count@`, `%1$#@count@`).
    static func containsVariable(_ text: String) -> Bool {
        guard LabelText.byteOffset(of: "#@", in: text) != nil else { return false }
        return !variables(inUTF8: Array(text.utf8)).isEmpty
    }

    /// `text` with each of its printf specifiers (`%lld`, `%1$@`) written as `replacement`.
    static func replacingPrintf(in text: String, with replacement: String) -> String {
        guard text.utf8.contains(0x25) else { return text }
        return replacing(parse(text).filter { $0.kind == .printf }, in: text, with: replacement)
    }

    /// `text` with each of `specifiers` (placeholders of that text) written as `replacement`, in one pass; one
    /// that overlaps the one before it or runs past the text stays as written.
    static func replacing(_ specifiers: [FormatSpecifier], in text: String, with replacement: String) -> String {
        guard !specifiers.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = ScalarBuffer(capacity: text.utf8.count)
        var position = 0
        for specifier in specifiers.sorted(by: { $0.offset < $1.offset }) {
            let end = specifier.offset + specifier.text.unicodeScalars.count
            guard specifier.offset >= position, end <= scalars.count else { continue }
            result.append(scalars[position..<specifier.offset])
            result.append(replacement)
            position = end
        }
        result.append(scalars[position...])
        return result.string
    }
}

/// Text built piece by piece in linear time. `String.UnicodeScalarView.append(contentsOf:)` makes a new
/// string of the view and the piece each time (the standard library's generic path: `self = String(self) +
/// piece`), so a value of n specifiers rebuilt its text n times: 10,000 → 40,000 `%@` in one value took 12×
/// the time. Bytes appended to an array grow it geometrically.
struct ScalarBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    mutating func append<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
        for scalar in scalars { append(scalar) }
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
