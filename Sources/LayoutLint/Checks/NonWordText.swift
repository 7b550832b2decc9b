import Foundation

/// Text that is no word of any language, in one place for the rules that judge words (`wrong-script`,
/// `untranslated`, `rtl-mirroring`): web and e-mail addresses, domains, file paths and extensions, handles
/// and identifiers, locale codes, version strings, keyboard shortcuts, and the patterns a formatter fills
/// in (date format patterns, ICU message patterns). A translator keeps them as they are, and a value made
/// only of them reads the same in every language.
///
/// Tokens, not whole values, are classified where a value mixes them with words (“Visit example.com for
/// help” still has words); `kind(ofValue:)` says when the whole value is one of them.
public enum NonWordText {
    public enum Kind: String, Sendable, CaseIterable {
        case webAddress = "web address"
        case emailAddress = "e-mail address"
        case domain
        case path = "file path"
        case fileExtension = "file extension"
        case handle = "hashtag or handle"
        case identifier
        case localeCode = "locale code"
        case version
        case keyboardShortcut = "keyboard shortcut"
        case datePattern = "date format pattern"
        case messagePattern = "ICU message pattern"
        case mask = "input mask"
    }

    // MARK: tokens

    /// Quotes, brackets and separators around a token; punctuation after it; a program name's trailing colon.
    private static func isTokenWrapping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", ")", "[", "]", "<", ">", "\"", "'", "“", "”", "‘", "’", "«", "»", ",", ";": true
        default: false
        }
    }
    private static func isTrailingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == ":" || scalar == "!" || scalar == "?"
    }

    /// `text` without the scalars `drops` says yes to at either end, as `trimmingCharacters(in:)` trims
    /// (scalar by scalar), without building a `CharacterSet` search per token.
    static func trimmed<S: StringProtocol>(_ text: S, _ drops: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !drops($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drops($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// Whether `text` holds `needle` byte for byte (an ASCII needle: no canonical equivalence to mind).
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text, needle = needle
        return text.withUTF8 { haystack in needle.withUTF8 { ByteSearch.contains(haystack, $0) } }
    }
    private static let colon = CharacterSet(charactersIn: ":")

    /// Whether every scalar of a token is a letter (ASCII `A`–`Z`, `a`–`z`, or an alphabetic scalar outside ASCII).
    static func isLettersOnly(_ token: Substring) -> Bool {
        guard !token.isEmpty else { return false }
        for scalar in token.unicodeScalars {
            if scalar.isASCII {
                let lower = scalar.value | 0x20
                if lower < 0x61 || lower > 0x7A { return false }
            } else if !scalar.properties.isAlphabetic {
                return false
            }
        }
        return true
    }

    /// The kind of one whitespace-free token (quotes, brackets and trailing punctuation around it left out),
    /// nil for a word.
    public static func kind(ofToken token: Substring) -> Kind? {
        // Most tokens are a word: letters alone have none of the signs each kind below needs (`.`, `/`, `@`,
        // `#`, `:`, `_`, `-`, `+`, a modifier symbol, a digit).
        if isLettersOnly(token) { return isMask(token) ? .mask : nil }
        let bare = trimmed(token, isTokenWrapping)
        guard !bare.isEmpty else { return nil }
        if contains(bare, "://") || bare.hasPrefix("www.") { return .webAddress }
        // A hashtag or a handle (“#icecube”, “@username”): a name to type.
        if bare.count > 1, bare.first == "#" || bare.first == "@",
           bare.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), bare.dropFirst().contains(where: \.isLetter) { return .handle }
        // A lowercase domain name, or a room or user address on a server (“matrix.org”, “#testroom:matrix.org”,
        // “@alice:example.com”): the name of a place, typed as it is.
        if isDomainOrServerAddress(bare) { return .domain }
        if let at = bare.firstIndex(of: "@"), at > bare.startIndex, bare[bare.index(after: at)...].contains(".") { return .emailAddress }
        if bare.hasPrefix("/") || bare.hasPrefix("~/") || bare.hasPrefix("./") || bare.hasPrefix("../") || bare.filter({ $0 == "/" }).count >= 2 {
            return .path
        }
        // A lowercase `word/word` pattern is a path or an input format (“user/repo”).
        if bare.contains("/"), bare.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "/-_.".contains($0)) }) { return .path }
        if bare.hasPrefix("."), bare.count > 1, bare.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { return .fileExtension }
        if isShortcut(token) || isShortcut(Substring(bare)) { return .keyboardShortcut }
        let trimmed = trimmed(bare, isTrailingPunctuation)
        if isLocaleCode(trimmed) { return .localeCode }
        if isVersion(trimmed) { return .version }
        if bare.count > 2, bare.dropFirst().dropLast().contains("_") { return .identifier }
        return nil
    }

    /// Whether a token is one ASCII letter written at least four times (“xxxxxxxxxx”, “XXXX”): the mask a text
    /// field shows for a code or key to type (a placeholder, not a word: no language writes a word of one
    /// letter repeated).
    static func isMask(_ token: Substring) -> Bool {
        guard token.unicodeScalars.count >= 4, let first = token.unicodeScalars.first, first.isASCII else { return false }
        let lower = first.value | 0x20
        return token.unicodeScalars.allSatisfy { $0.isASCII && $0.value | 0x20 == lower }
    }

    /// Whether a whole text is the name of a program or file as it is typed (“youtube-dl:”, “ffmpeg4”,
    /// “mpv.conf”), which every locale keeps: one token (a trailing `:` left out) of lowercase ASCII letters
    /// with a digit, a `.` or `_`, or a `-` between two runs of at least two letters. Words with a hyphen
    /// written as words (“Wi-Fi”, “e-mail”) are not.
    public static func isProgramName(_ text: String) -> Bool {
        let bare = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: colon)
        guard !bare.isEmpty, bare.count <= 64, bare.contains(where: \.isLetter),
              bare.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "-._".contains($0)) }) else { return false }
        if bare.contains(where: { $0.isNumber || $0 == "." || $0 == "_" }) { return true }
        let parts = bare.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count > 1 && parts.allSatisfy { $0.count >= 2 }
    }

    /// Whether a text is a name the app keeps in every locale: its own name (`LintContext.appNames`: the
    /// bundle's display name and the application target's product name, the Android app's label), or a program name
    /// (`isProgramName`). Such a text is not missing a translation and does not grow in one.
    public static func isKeptName(_ text: String, appNames: Set<String>) -> Bool {
        let bare = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: colon)
        return appNames.contains(bare) || isProgramName(bare)
    }

    /// Whether `text` is wholly non-words: one pattern (date, ICU message, a shortcut written with spaces
    /// around its `+`), or tokens that are each a non-word or have no letter, at least one a non-word.
    /// nil for text with words.
    public static func kind(ofValue text: String) -> Kind? {
        let trimmed = trimmed(text, isWhitespaceOrNewline)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.utf8.count <= 64, isDateFormatPattern(trimmed) { return .datePattern }
        if let literal = messagePatternText(trimmed) {
            return literal.contains(where: \.isLetter) ? nil : .messagePattern
        }
        if contains(trimmed, " + "), isShortcut(Substring(trimmed.replacingOccurrences(of: " + ", with: "+"))) { return .keyboardShortcut }
        // The tokens `split(whereSeparator: \.isWhitespace)` gives, one at a time: most values end at their
        // first word, and splitting them whole first was most of the cost.
        var found: Kind?
        var tokenStart: String.Index?
        var index = trimmed.startIndex
        while true {
            let atEnd = index == trimmed.endIndex
            if atEnd || trimmed[index].isWhitespace {
                if let start = tokenStart {
                    let token = trimmed[start..<index]
                    if let kind = kind(ofToken: token) {
                        found = found ?? kind
                    } else if token.contains(where: \.isLetter) {
                        return nil
                    }
                    tokenStart = nil
                }
                if atEnd { break }
            } else if tokenStart == nil {
                tokenStart = index
            }
            index = trimmed.index(after: index)
        }
        return found
    }

    /// `CharacterSet.whitespacesAndNewlines`: Unicode General Category Z*, U+0009–U+000D and U+0085, as
    /// Foundation documents it, and U+200B ZERO WIDTH SPACE, which Core Foundation's whitespace set holds too
    /// (compared with Foundation's set over every scalar: this is the only difference).
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        if scalar.value == 0x85 || scalar.value == 0x200B { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    // MARK: classes

    /// `name.tld` in lowercase ASCII (letters, digits, `-`, `_`), the last label two to six letters, optionally
    /// `#room:` / `@user:` / `!id:` / `+group:` before it.
    static func isDomainOrServerAddress(_ token: String) -> Bool {
        var rest = Substring(token)
        if let first = rest.first, "#@!+".contains(first), let colon = rest.firstIndex(of: ":") {
            let local = rest[rest.index(after: rest.startIndex)..<colon]
            guard !local.isEmpty, local.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "._-=".contains($0)) }) else { return false }
            rest = rest[rest.index(after: colon)...]
        }
        let labels = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, (2...6).contains(last.count), last.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return labels.allSatisfy { label in !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_") } }
    }

    /// ISO 639 language codes (Foundation's list, from ICU), for `isLocaleCode`.
    /// With the codes `java.util.Locale` still writes for Indonesian, Hebrew and Yiddish (`in`, `iw`, `ji`),
    /// as Android's resource qualifiers do (`values-in`, `values-iw`).
    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier)).union(["in", "iw", "ji"])
    private static let regionCodes = Set(Locale.Region.isoRegions.map(\.identifier))

    /// A lone ISO 639 language code (“de”, “peo”), which is also a word: a locale code only in a list of them.
    static func isLanguageCode(_ token: String) -> Bool {
        (2...3).contains(token.count) && token.allSatisfy({ $0.isASCII && $0.isLowercase }) && languageCodes.contains(token)
    }

    /// A BCP 47 or POSIX locale identifier with more than a language (a lone “de” or “it” is a word too):
    /// a known ISO 639 language, then `-` or `_` and a script (four letters, the first a capital: `zh-Hans`,
    /// `sr-Latn`) and/or a region (two capitals or three digits: `en-US`, `pt_BR`, `es-419`), as Apple
    /// (`Locale.identifier`) and Android (`values-b+sr+Latn`, written `sr-Latn` in its docs) write them, and
    /// as Android's resource qualifiers write them: a region `r` and two capitals (`pt-rBR`), a BCP 47 tag
    /// after `b+` with `+` between its subtags (`b+sr+Latn`; developer.android.com, "App resources overview",
    /// qualifier "Language and region").
    static func isLocaleCode(_ token: String) -> Bool {
        if token.hasPrefix("b+") { return isLocaleCode(token.dropFirst(2).replacingOccurrences(of: "+", with: "-")) }
        let parts = token.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard (2...3).contains(parts.count), (2...3).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isLowercase }),
              languageCodes.contains(String(parts[0])) else { return false }
        var hasScript = false, hasRegion = false
        for part in parts.dropFirst() {
            if !hasScript && !hasRegion, part.count == 4, part.first!.isUppercase, part.allSatisfy({ $0.isASCII && $0.isLetter }),
               part.dropFirst().allSatisfy(\.isLowercase) {
                hasScript = true
            } else if !hasRegion, (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isUppercase }) && regionCodes.contains(String(part)))
                        || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber }))
                        || (part.count == 3 && part.first == "r" && regionCodes.contains(String(part.dropFirst()))) {
                hasRegion = true
            } else {
                return false
            }
        }
        return true
    }

    /// A version string: `v2`, `V1.2`, `1.2.3`, `2.0.1-beta.1` — an optional `v`, numbers joined by dots
    /// (at least one dot without the `v`), and an optional `-`/`+` suffix (SemVer 2.0.0's pre-release and
    /// build metadata).
    static func isVersion(_ token: String) -> Bool {
        var rest = Substring(token)
        var prefixed = false
        if let first = rest.first, first == "v" || first == "V" { rest = rest.dropFirst(); prefixed = true }
        let core: Substring
        if let cut = rest.firstIndex(where: { $0 == "-" || $0 == "+" }) {
            core = rest[..<cut]
            let suffix = rest[rest.index(after: cut)...]
            guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-+".contains($0)) }) else { return false }
        } else {
            core = rest
        }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard !numbers.isEmpty, numbers.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return false }
        return prefixed || numbers.count >= 2
    }

    /// The modifier keys' symbols macOS menus draw (⌘ Command, ⌥ Option, ⇧ Shift, ⌃ Control, and Fn's 🌐︎
    /// left aside), and the modifier names written out (Windows, Linux, Android keyboards; German `Strg`).
    static let modifierSymbols: Set<Character> = ["⌘", "⌥", "⇧", "⌃"]
    static let modifierNames: Set<String> = ["ctrl", "control", "strg", "shift", "alt", "option", "opt", "cmd", "command", "meta", "win", "super", "fn", "mod"]

    /// A keyboard shortcut: modifier symbols followed by one key (`⌘K`, `⌥⌘N`, `⇧⌘[`), or modifier names and
    /// a key joined by `+` (`Ctrl+Shift+P`, `Alt+F4`, `Cmd+,`): the key is one character, a function key or
    /// one of the named keys.
    static func isShortcut(_ token: Substring) -> Bool {
        if let first = token.first, modifierSymbols.contains(first) {
            let key = token.drop(while: { modifierSymbols.contains($0) })
            return isKey(key) || key.isEmpty == false && key.allSatisfy({ $0.isUppercase || $0.isNumber }) && key.count <= 3
        }
        let parts = token.split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count >= 2, let key = parts.last else { return false }
        // `Ctrl++` (the plus key) splits into an empty last part.
        let keyText = key.isEmpty && token.hasSuffix("++") ? Substring("+") : key
        return parts.dropLast().allSatisfy({ modifierNames.contains($0.lowercased()) || ($0.isEmpty && token.hasSuffix("++")) })
            && parts.dropLast().contains(where: { !$0.isEmpty }) && isKey(keyText)
    }

    static let namedKeys: Set<String> = ["tab", "enter", "return", "esc", "escape", "space", "del", "delete", "backspace", "home", "end",
                                         "pageup", "pagedown", "pgup", "pgdn", "up", "down", "left", "right", "ins", "insert"]

    private static func isKey(_ key: Substring) -> Bool {
        if key.count == 1, let c = key.first, !c.isWhitespace { return true }
        if key.first == "F" || key.first == "f", let number = Int(key.dropFirst()), (1...24).contains(number) { return true }
        return namedKeys.contains(key.lowercased())
    }

    /// A date or time format pattern (Unicode TR35 date field symbols, as `DateFormatter.dateFormat` and
    /// ICU read them): “MMM d, yyyy” and its Hebrew “d ‏MMM, ‏yyyy”. Each word is one or more runs of one
    /// pattern letter (“MMM”, “d”, “yyyyMMdd”, at most three runs, each longer than one letter where there
    /// are several), quoted literals (`'at'`) aside, and the pattern names at least two of year, month, day,
    /// weekday, hour and minute. The formatter writes the words, in the user's language; the pattern has none.
    public static func isDateFormatPattern(_ text: String) -> Bool {
        // Bytes, not Characters: asked for every short value. Letters are ASCII; other bytes are separators
        // (UTF-8 continuation bytes of a mark such as U+200F included).
        func isSymbol(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: "G"), UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "r"),
                 UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "w"),
                 UInt8(ascii: "W"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "F"), UInt8(ascii: "g"), UInt8(ascii: "E"),
                 UInt8(ascii: "e"), UInt8(ascii: "c"), UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"),
                 UInt8(ascii: "H"), UInt8(ascii: "k"), UInt8(ascii: "K"), UInt8(ascii: "j"), UInt8(ascii: "J"), UInt8(ascii: "C"),
                 UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "A"), UInt8(ascii: "z"), UInt8(ascii: "Z"),
                 UInt8(ascii: "O"), UInt8(ascii: "v"), UInt8(ascii: "V"), UInt8(ascii: "X"), UInt8(ascii: "x"): true
            default: false
            }
        }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        // Year, month, standalone month, day, weekday, hours, minutes.
        let fields: [UInt8] = Array("yMLdEhHmkK".utf8)
        var found = Set<UInt8>()
        var quoted = false
        var runs = 0, lastRunLength = 0, shortRuns = 0
        var previous: UInt8 = 0
        func endWord() -> Bool {
            defer { runs = 0; lastRunLength = 0; shortRuns = 0; previous = 0 }
            guard runs > 0 else { return true }
            if lastRunLength == 1 { shortRuns += 1 }
            return runs == 1 || (runs <= 3 && shortRuns == 0)
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "'") { quoted.toggle(); continue }
            if quoted { continue }
            if isLetter(byte) {
                guard isSymbol(byte) else { return false }
                found.insert(byte)
                if byte == previous {
                    lastRunLength += 1
                } else {
                    if runs > 0 && lastRunLength == 1 { shortRuns += 1 }
                    runs += 1
                    lastRunLength = 1
                }
                previous = byte
            } else {
                guard endWord() else { return false }
            }
        }
        guard endWord() else { return false }
        return found.intersection(fields).count >= 2
    }

    /// The argument types of ICU MessageFormat (`MessageFormat` / `MessageFormatter` in ICU4J and ICU4C:
    /// “{name, type, style}”; `plural`, `select`, `selectordinal` take sub-messages).
    static let messageArgumentTypes: Set<String> = ["plural", "select", "selectordinal", "number", "date", "time", "spellout", "ordinal", "duration", "choice"]

    /// For an ICU message pattern that starts with a complex argument (`{count, plural, one {# file} other
    /// {# files}}`, `{gender, select, …}`): the literal text of its messages, each argument, selector and
    /// `#` replaced by a space — what a formatted message shows is that text, in one of its forms. nil for
    /// any other text (a `{name}` template field alone is no such pattern), or one that does not parse.
    public static func messagePatternText(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "{", scalars.count <= 100_000 else { return nil }
        // The head of the first argument must name a type ICU knows.
        guard let comma = scalars.firstIndex(of: ","), comma < 64 else { return nil }
        let name = String(String.UnicodeScalarView(scalars[1..<comma])).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }) else { return nil }
        let afterComma = scalars[(comma + 1)...].prefix { $0 != "," && $0 != "}" }
        guard messageArgumentTypes.contains(String(String.UnicodeScalarView(afterComma)).trimmingCharacters(in: .whitespaces)) else { return nil }
        var output = String.UnicodeScalarView()
        var index = 0
        func parseMessage(depth: Int, inPlural: Bool) -> Bool {
            // Literal text until an unmatched `}` (end of a sub-message) or the end.
            while index < scalars.count {
                let c = scalars[index]
                if c == "'" {
                    // ICU quoting: '' is a quote; '{…}' is literal.
                    if index + 1 < scalars.count, scalars[index + 1] == "'" { output.append("'"); index += 2; continue }
                    if index + 1 < scalars.count, "{}#|".unicodeScalars.contains(scalars[index + 1]) {
                        index += 1
                        while index < scalars.count, scalars[index] != "'" { output.append(scalars[index]); index += 1 }
                        index += 1
                        continue
                    }
                    output.append(c); index += 1; continue
                }
                if c == "}" { return depth > 0 }
                if c == "#" && inPlural { output.append(" "); index += 1; continue }
                if c == "{" {
                    guard depth < 20, parseArgument(depth: depth + 1) else { return false }
                    continue
                }
                output.append(c)
                index += 1
            }
            return depth == 0
        }
        func parseArgument(depth: Int) -> Bool {
            // At `{`: name [, type [, style | sub-messages]] `}`.
            index += 1
            var head = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "}" && scalars[index] != "," { head.append(scalars[index]); index += 1 }
            guard index < scalars.count else { return false }
            output.append(" ")
            if scalars[index] == "}" { index += 1; return true }
            index += 1
            var type = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "}" && scalars[index] != "," { type.append(scalars[index]); index += 1 }
            guard index < scalars.count else { return false }
            let typeName = String(type).trimmingCharacters(in: .whitespaces)
            if scalars[index] == "}" { index += 1; return true }
            index += 1
            if ["plural", "select", "selectordinal"].contains(typeName) {
                // selector {message} selector {message} … ; `offset:n` allowed first.
                while index < scalars.count {
                    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
                    guard index < scalars.count else { return false }
                    if scalars[index] == "}" { index += 1; return true }
                    while index < scalars.count, scalars[index] != "{" && scalars[index] != "}" && !scalars[index].properties.isWhitespace { index += 1 }
                    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
                    guard index < scalars.count else { return false }
                    if scalars[index] != "{" { continue }
                    index += 1
                    guard parseMessage(depth: depth, inPlural: typeName != "select") else { return false }
                    guard index < scalars.count, scalars[index] == "}" else { return false }
                    index += 1
                    output.append(" ")
                }
                return false
            }
            // A simple argument's style (`{n, number, integer}`): no text of the message.
            var nesting = 0
            while index < scalars.count {
                if scalars[index] == "{" { nesting += 1 }
                if scalars[index] == "}" {
                    if nesting == 0 { index += 1; return true }
                    nesting -= 1
                }
                index += 1
            }
            return false
        }
        guard parseMessage(depth: 0, inPlural: false), index == scalars.count else { return nil }
        return String(output)
    }
}
