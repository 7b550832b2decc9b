/// Reads Xcode String Catalogs (`.xcstrings`, JSON): per key and localization the `stringUnit`, nested
/// `variations` (plural, device, any depth), `substitutions` (argNum, formatSpecifier, own variations),
/// and per key `comment`, `extractionState`, `shouldTranslate`.
///
/// A key without a localization in the source language gets an entry whose value is the key itself (that
/// is what Xcode displays), located at the key — except an Interface Builder key (`<objectID>.<property>`,
/// a storyboard's or XIB's catalog in `mul.lproj`), whose source text is the document's: Xcode's extraction
/// comment quotes it (`Class = "NSMenuItem"; title = "\tDefault"; ObjectID = "YGs-j5-SAR";`), and without
/// that quote the document alone holds it (no source entry).
struct XCStringsReader {
    let text: SourceText
    let table: String
    var file: CatalogFile

    init(text: SourceText, table: String, encoding: String) {
        self.text = text
        self.table = table
        self.file = CatalogFile(path: text.path, format: .xcstrings, encoding: encoding)
    }

    mutating func read() -> CatalogFile {
        let root: JSONNode
        // The keys are read as the parser reaches them, not from a tree of the whole file (a 51 MB catalog
        // of 1M keys held its tree, 16× the file, besides its entries): `sourceLanguage` comes first in the
        // files Xcode writes; keys met before it wait until the end.
        var sourceLanguage: String?
        var sourceKnown = false
        var waiting: [(key: String, keyOffset: Int, value: JSONNode)] = []
        var firstOffset: [String: Int] = [:]
        do {
            var loneSurrogates: [Int] = []
            root = try JSONScanner.parse(text.bytes, streamingObject: "strings", loneSurrogates: &loneSurrogates, rootMember: { key, _, node in
                guard key == "sourceLanguage" else { return }
                sourceKnown = true
                if case .string(let language) = node.value { sourceLanguage = LocaleTag.canonical(language) }
            }, each: { key, keyOffset, node in
                if sourceKnown {
                    readMember(key, keyOffset: keyOffset, node: node, sourceLanguage: sourceLanguage, firstOffset: &firstOffset)
                } else {
                    waiting.append((key, keyOffset, node))
                }
            })
            for offset in loneSurrogates {
                file.invalid("unpaired UTF-16 surrogate escape \(text.string(offset..<min(text.bytes.count, offset + 6))): half of a pair, not a character (shown as U+FFFD)",
                             at: text.location(at: offset),
                             suggestion: "write the character itself, or both halves of its surrogate pair (\\ud83d\\ude00)")
            }
        } catch {
            // What was read before the error is not kept: a file that does not parse is no catalog.
            file.entries = []
            file.findings = []
            file.invalid("malformed JSON: \(error.message)", at: text.location(at: error.offset),
                         suggestion: "fix the JSON syntax (Xcode writes String Catalogs as pretty-printed JSON)")
            return file
        }
        guard case .object(let members) = root.value else {
            file.invalid("a String Catalog must be a JSON object, found \(root.typeName)", at: text.location(at: root.offset))
            return file
        }
        var stringsNode: JSONNode?
        for member in members {
            switch member.key {
            case "sourceLanguage":
                if case .string(let language) = member.value.value {
                    sourceLanguage = LocaleTag.canonical(language)
                } else {
                    wrongType("sourceLanguage", expected: "a string", member.value)
                }
            case "strings":
                stringsNode = member.value
            case "version":
                if case .string = member.value.value {} else { wrongType("version", expected: "a string", member.value) }
            default:
                break
            }
        }
        if sourceLanguage == nil && !members.contains(where: { $0.key == "sourceLanguage" }) {
            file.invalid("missing \"sourceLanguage\"", at: text.location(at: root.offset))
        }
        file.sourceLanguage = sourceLanguage
        guard let stringsNode else {
            file.invalid("missing \"strings\": not a String Catalog", at: text.location(at: root.offset))
            return file
        }
        guard case .object(let keys) = stringsNode.value else {
            wrongType("strings", expected: "an object", stringsNode)
            return file
        }
        // Streamed keys were read already; these are the ones met before `sourceLanguage`.
        for member in waiting + keys {
            readMember(member.key, keyOffset: member.keyOffset, node: member.value, sourceLanguage: sourceLanguage, firstOffset: &firstOffset)
        }
        return file
    }

    private mutating func readMember(_ key: String, keyOffset: Int, node: JSONNode, sourceLanguage: String?, firstOffset: inout [String: Int]) {
        if let earlier = firstOffset[key] {
            let first = text.location(at: earlier)
            file.findings.append(Finding(
                rule: RuleID.duplicateKey, severity: .warning,
                message: "key \"\(key)\" is defined twice (line \(first.line) and line \(text.location(at: keyOffset).line)); the last definition wins",
                location: text.location(at: keyOffset), key: key, table: table,
                suggestion: "remove one of the definitions"))
            file.entries.removeAll { $0.key == key }
        } else {
            firstOffset[key] = keyOffset
        }
        readKey(key, keyOffset: keyOffset, node: node, sourceLanguage: sourceLanguage)
    }

    private mutating func wrongType(_ name: String, expected: String, _ node: JSONNode, key: String? = nil, locale: String? = nil) {
        file.invalid("\"\(name)\" must be \(expected), found \(node.typeName)", at: text.location(at: node.offset), key: key, locale: locale)
    }

    private mutating func readKey(_ key: String, keyOffset: Int, node: JSONNode, sourceLanguage: String?) {
        guard case .object(let members) = node.value else {
            wrongType(key, expected: "an object", node, key: key)
            return
        }
        var comment: String?
        var extractionState: String?
        var shouldTranslate = true
        var localizations: [(key: String, keyOffset: Int, value: JSONNode)] = []
        for member in members {
            switch member.key {
            case "comment":
                if case .string(let value) = member.value.value { comment = value } else { wrongType("comment", expected: "a string", member.value, key: key) }
            case "extractionState":
                if case .string(let value) = member.value.value { extractionState = value } else { wrongType("extractionState", expected: "a string", member.value, key: key) }
            case "shouldTranslate":
                if case .bool(let value) = member.value.value { shouldTranslate = value } else { wrongType("shouldTranslate", expected: "true or false", member.value, key: key) }
            case "localizations":
                if case .object(let value) = member.value.value { localizations = value } else { wrongType("localizations", expected: "an object", member.value, key: key) }
            default:
                break
            }
        }
        let context = KeyContext(key: key, comment: comment, extractionState: extractionState,
                                 shouldTranslate: shouldTranslate && !(comment.map(Entry.saysDoNotTranslate) ?? false))
        var sawSource = false
        for localization in localizations {
            let locale = LocaleTag.canonical(localization.key)
            if locale == sourceLanguage { sawSource = true }
            readLocalization(localization.value, locale: locale, context: context)
        }
        if !sawSource, let sourceLanguage {
            let value: String?
            if InterfaceBuilderKey.matches(key) {
                value = comment.flatMap { Self.interfaceBuilderSourceText(key: key, comment: $0) }
            } else {
                value = key
            }
            if let value {
                file.entries.append(Entry(key: key, table: table, locale: sourceLanguage, value: value, comment: comment,
                                          location: text.location(at: keyOffset), shouldTranslate: shouldTranslate,
                                          extractionState: extractionState))
            }
        }
    }

    /// The text an Interface Builder key stands for, as Xcode's extraction comment quotes it (ibtool's
    /// format: `Class = "NSButtonCell"; title = "Width:"; ObjectID = "22j-ra-GAY";`, the value escaped as in a
    /// `.strings` file); nil when the comment does not quote the key's property.
    static func interfaceBuilderSourceText(key: String, comment: String) -> String? {
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let property = key[key.index(after: dot)...]
        var searchFrom = comment.startIndex
        while let found = comment.range(of: property + " = \"", range: searchFrom..<comment.endIndex) {
            searchFrom = found.upperBound
            // The property's own name, not the end of a longer one (`title` in `normalTitle`).
            if found.lowerBound > comment.startIndex {
                let before = comment[comment.index(before: found.lowerBound)]
                guard before == " " || before == ";" else { continue }
            }
            var value = ""
            var scalars = comment.unicodeScalars[found.upperBound...].makeIterator()
            while let scalar = scalars.next() {
                if scalar == "\"" { return value }
                guard scalar == "\\" else { value.unicodeScalars.append(scalar); continue }
                guard let escaped = scalars.next() else { return nil }
                switch escaped {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let digit = scalars.next() { hex.unicodeScalars.append(digit) }
                    guard let code = UInt32(hex, radix: 16), let character = Unicode.Scalar(code) else { return nil }
                    value.unicodeScalars.append(character)
                default: value.unicodeScalars.append(escaped)
                }
            }
            return nil
        }
        return nil
    }

    private struct KeyContext {
        var key: String
        var comment: String?
        var extractionState: String?
        var shouldTranslate: Bool
    }

    /// A localization, a variation case, or a substitution: may hold `stringUnit`, `variations`, `substitutions`.
    private mutating func readLocalization(_ node: JSONNode, locale: String, context: KeyContext,
                                           path: String? = nil, substitution: Substitution? = nil, depth: Int = 0) {
        guard case .object(let members) = node.value else {
            wrongType(path ?? locale, expected: "an object", node, key: context.key, locale: locale)
            return
        }
        guard depth < 16 else {
            file.invalid("variations nested more than 16 levels deep", at: text.location(at: node.offset), key: context.key, locale: locale)
            return
        }
        for member in members {
            switch member.key {
            case "stringUnit":
                readStringUnit(member.value, locale: locale, context: context, path: path, substitution: substitution)
            case "variations":
                guard case .object(let kinds) = member.value.value else {
                    wrongType("variations", expected: "an object", member.value, key: context.key, locale: locale)
                    continue
                }
                for kind in kinds {
                    guard case .object(let cases) = kind.value.value else {
                        wrongType(kind.key, expected: "an object", kind.value, key: context.key, locale: locale)
                        continue
                    }
                    for variation in cases {
                        let step = "\(kind.key).\(variation.key)"
                        readLocalization(variation.value, locale: locale, context: context,
                                         path: path.map { "\($0).\(step)" } ?? step, substitution: substitution, depth: depth + 1)
                    }
                }
            case "substitutions":
                guard case .object(let substitutions) = member.value.value else {
                    wrongType("substitutions", expected: "an object", member.value, key: context.key, locale: locale)
                    continue
                }
                for item in substitutions {
                    guard case .object(let fields) = item.value.value else {
                        wrongType(item.key, expected: "an object", item.value, key: context.key, locale: locale)
                        continue
                    }
                    var info = Substitution(name: item.key)
                    for field in fields {
                        switch field.key {
                        case "argNum":
                            if case .number(let number) = field.value.value, number == number.rounded(), number >= 1, number < 1000 {
                                info.argNum = Int(number)
                            } else {
                                wrongType("argNum", expected: "a positive integer", field.value, key: context.key, locale: locale)
                            }
                        case "formatSpecifier":
                            if case .string(let specifier) = field.value.value { info.formatSpecifier = specifier } else {
                                wrongType("formatSpecifier", expected: "a string", field.value, key: context.key, locale: locale)
                            }
                        default:
                            break
                        }
                    }
                    let step = "substitution.\(item.key)"
                    readLocalization(item.value, locale: locale, context: context,
                                     path: path.map { "\($0).\(step)" } ?? step, substitution: info, depth: depth + 1)
                }
            default:
                break
            }
        }
    }

    private mutating func readStringUnit(_ node: JSONNode, locale: String, context: KeyContext, path: String?, substitution: Substitution?) {
        guard case .object(let members) = node.value else {
            wrongType("stringUnit", expected: "an object", node, key: context.key, locale: locale)
            return
        }
        var state: String?
        var value: String?
        var valueOffset = node.offset
        for member in members {
            switch member.key {
            case "state":
                if case .string(let string) = member.value.value { state = string } else { wrongType("state", expected: "a string", member.value, key: context.key, locale: locale) }
            case "value":
                if case .string(let string) = member.value.value {
                    value = string
                    valueOffset = member.value.offset
                } else {
                    wrongType("value", expected: "a string", member.value, key: context.key, locale: locale)
                    return
                }
            default:
                break
            }
        }
        guard let value else {
            file.invalid("stringUnit has no \"value\"", at: text.location(at: node.offset), key: context.key, locale: locale)
            return
        }
        file.entries.append(Entry(key: context.key, table: table, locale: locale, variant: path, value: value,
                                  comment: context.comment, state: state, location: text.location(at: valueOffset),
                                  shouldTranslate: context.shouldTranslate, extractionState: context.extractionState,
                                  substitution: substitution))
    }
}
