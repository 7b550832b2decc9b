import Foundation

/// Reads Android string resources (`res/values-*/strings.xml`): `<string>`, `<plurals>` (variant
/// `plural.few`), `<string-array>` (variant `item.0`, `item.1`, …), `translatable="false"`, and the value as
/// Android shows it: surrounding/duplicate whitespace collapsed outside "double quotes", escapes
/// `\' \" \n \t \@ \? \\ \uXXXX` resolved, CDATA kept, inner markup (`<xliff:g>`, `<b>`) reduced to its text.
/// The XML comment right before an element is its comment.
struct AndroidReader {
    let text: SourceText
    let table: String
    let locale: String
    var file: CatalogFile

    init(text: SourceText, table: String, locale: String, encoding: String) {
        self.text = text
        self.table = table
        self.locale = locale
        self.file = CatalogFile(path: text.path, format: .android, encoding: encoding)
    }

    mutating func read() -> CatalogFile {
        let root: XMLElementNode
        do {
            root = try XMLTree.parse(text.bytes)
        } catch {
            file.invalid("malformed XML: \(error.message)", at: text.location(at: error.offset), locale: locale, suggestion: error.suggestion)
            return file
        }
        guard root.name == "resources" else {
            file.invalid("an Android resource file must have a <resources> root, found <\(root.name)>", at: text.location(at: root.offset), locale: locale)
            return file
        }
        var seen: [String: Int] = [:]
        var comment: String?
        for child in root.children {
            switch child {
            case .comment(let content, _):
                comment = content.trimmingCharacters(in: .whitespacesAndNewlines)
                continue
            case .text:
                continue
            case .element(let element):
                defer { comment = nil }
                guard ["string", "plurals", "string-array"].contains(element.name) else { continue }
                guard let name = element.attribute("name"), !name.isEmpty else {
                    file.invalid("<\(element.name)> has no name attribute", at: text.location(at: element.offset), locale: locale)
                    continue
                }
                if let earlier = seen[name] {
                    let first = text.location(at: earlier)
                    let here = text.location(at: element.offset)
                    file.findings.append(Finding(
                        rule: RuleID.duplicateKey, severity: .warning,
                        message: "resource \"\(name)\" is defined twice (line \(first.line) and line \(here.line)); the build rejects duplicate resources",
                        location: here, locale: locale, key: name, table: table, suggestion: "remove one of the two definitions (first at \(first))"))
                    file.entries.removeAll { $0.key == name }
                }
                seen[name] = element.offset
                let translatable = element.attribute("translatable") != "false"
                switch element.name {
                case "string":
                    add(name, variant: nil, element, comment: comment, translatable: translatable)
                case "plurals":
                    for item in element.elements where item.name == "item" {
                        guard let quantity = item.attribute("quantity"),
                              ["zero", "one", "two", "few", "many", "other"].contains(quantity) else {
                            file.invalid("<item> of plurals \"\(name)\" needs quantity=\"zero|one|two|few|many|other\"",
                                         at: text.location(at: item.offset), key: name, locale: locale)
                            continue
                        }
                        add(name, variant: "plural.\(quantity)", item, comment: comment, translatable: translatable)
                    }
                default:
                    for (index, item) in element.elements.filter({ $0.name == "item" }).enumerated() {
                        add(name, variant: "item.\(index)", item, comment: comment, translatable: translatable)
                    }
                }
            }
        }
        return file
    }

    private mutating func add(_ name: String, variant: String?, _ element: XMLElementNode, comment: String?, translatable: Bool) {
        let offset = element.contentOffset == element.offset ? element.offset : element.contentOffset
        let value = Self.resolve(element)
        file.entries.append(Entry(key: name, table: table, locale: locale, variant: variant, value: value, comment: comment,
                                  location: text.location(at: offset), shouldTranslate: translatable,
                                  placeholderSyntax: .android))
    }

    /// The string Android displays for an element's raw content.
    static func resolve(_ element: XMLElementNode) -> String {
        let raw = element.textContent
        var output = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var scalars = Array(raw.unicodeScalars)[...]
        func emit(_ scalar: Unicode.Scalar, _ output: inout String.UnicodeScalarView, _ pendingSpace: inout Bool) {
            if pendingSpace { output.append(" "); pendingSpace = false }
            output.append(scalar)
        }
        var pendingHigh: UInt32?
        while let scalar = scalars.popFirst() {
            if scalar == "\\" {
                guard let next = scalars.popFirst() else { break }
                switch next {
                case "n": emit("\n", &output, &pendingSpace)
                case "t": emit("\t", &output, &pendingSpace)
                case "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let first = scalars.first, first.isASCII, let digit = hexValue(UInt8(first.value)) {
                        value = value << 4 | digit
                        digits += 1
                        scalars.removeFirst()
                    }
                    if (0xD800...0xDBFF).contains(value) {
                        pendingHigh = value
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    }
                    pendingHigh = nil
                    emit(Unicode.Scalar(value) ?? "\u{FFFD}", &output, &pendingSpace)
                    continue
                default: emit(next, &output, &pendingSpace)  // \' \" \@ \? \\ and others stand for themselves
                }
            } else if scalar == "\"" {
                quoted.toggle()
            } else if !quoted && (scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r") {
                if !output.isEmpty { pendingSpace = true }
            } else {
                emit(scalar, &output, &pendingSpace)
            }
            if pendingHigh != nil { output.append("\u{FFFD}"); pendingHigh = nil }
        }
        return String(output)
    }
}
