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
        // `tools:ignore="MissingTranslation"` (Android Lint's suppression, on the file's root or on a string)
        // says the other languages need no value of their own.
        let toolsPrefix = root.attributes.first { $0.name.hasPrefix("xmlns:") && $0.value == Self.toolsNamespace }
            .map { String($0.name.dropFirst("xmlns:".count)) } ?? "tools"
        func ignoresMissingTranslation(_ element: XMLElementNode) -> Bool {
            guard let ignored = element.attribute(toolsPrefix + ":ignore") else { return false }
            return ignored.split(separator: ",").contains { ["MissingTranslation", "all"].contains($0.trimmingCharacters(in: .whitespaces)) }
        }
        let fileIgnoresMissing = ignoresMissingTranslation(root)
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
                let allowsFallback = locale == LocaleTag.base && (fileIgnoresMissing || ignoresMissingTranslation(element))
                switch element.name {
                case "string":
                    add(name, variant: nil, element, comment: comment, translatable: translatable, allowsFallback: allowsFallback)
                case "plurals":
                    for item in element.elements where item.name == "item" {
                        guard let quantity = item.attribute("quantity"),
                              ["zero", "one", "two", "few", "many", "other"].contains(quantity) else {
                            file.invalid("<item> of plurals \"\(name)\" needs quantity=\"zero|one|two|few|many|other\"",
                                         at: text.location(at: item.offset), key: name, locale: locale)
                            continue
                        }
                        add(name, variant: "plural.\(quantity)", item, comment: comment, translatable: translatable, allowsFallback: allowsFallback)
                    }
                default:
                    for (index, item) in element.elements.filter({ $0.name == "item" }).enumerated() {
                        add(name, variant: "item.\(index)", item, comment: comment, translatable: translatable, allowsFallback: allowsFallback)
                    }
                }
            }
        }
        return file
    }

    private mutating func add(_ name: String, variant: String?, _ element: XMLElementNode, comment: String?, translatable: Bool,
                              allowsFallback: Bool) {
        let offset = element.contentOffset == element.offset ? element.offset : element.contentOffset
        let (raw, markup) = Self.shownText(element)
        let value = Self.resolve(raw)
        file.entries.append(Entry(key: name, table: table, locale: locale, variant: variant, value: value, comment: comment,
                                  location: text.location(at: offset), shouldTranslate: translatable,
                                  placeholderSyntax: element.attribute("formatted") == "false" ? .none : .android,
                                  markup: markup, allowsFallback: allowsFallback))
    }

    /// The namespace of Android's `tools:` attributes.
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// The string Android displays for an element's raw content.
    static func resolve(_ element: XMLElementNode) -> String { resolve(shownText(element).text) }

    /// An element's content as Android renders it, before escapes and white space are resolved: the text of
    /// inner elements (`<b>`, `<i>`, `<u>`, `<xliff:g>`, `<annotation>` are spans, not characters) and of CDATA
    /// sections, whose HTML (`<![CDATA[<b>…</b><br/>]]>`, shown through `Html.fromHtml`) is markup too — `<br>`
    /// a line break, entities their characters. The tags, in order, are the markup.
    static func shownText(_ element: XMLElementNode) -> (text: String, markup: [String]) {
        var text = ""
        var markup: [String] = []
        func walk(_ node: XMLElementNode) {
            for child in node.children {
                switch child {
                case .text(let content, _, let cdata):
                    if cdata && content.contains("<") {
                        text += HTMLText.stripped(content, markup: &markup)
                    } else {
                        text += content
                    }
                case .element(let inner):
                    markup.append(inner.name)
                    walk(inner)
                    markup.append("/" + inner.name)
                case .comment:
                    break
                }
            }
        }
        walk(element)
        return (text, markup)
    }

    /// The string Android displays for raw content (escapes and white space as aapt2 resolves them).
    static func resolve(_ raw: String) -> String {
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

/// HTML in a CDATA section as `Html.fromHtml` shows it: tags are spans (recorded, not shown), `<br>` a line
/// break, `<p>` and `</p>` paragraph breaks, the common entities their characters.
enum HTMLText {
    static func stripped(_ html: String, markup: inout [String]) -> String {
        var out = ""
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            out += decodeEntities(rest[..<open])
            guard let close = rest[open...].firstIndex(of: ">") else {
                // A `<` that opens no tag is text.
                out += decodeEntities(rest[open...])
                return out
            }
            let inside = rest[rest.index(after: open)..<close]
            let isClosing = inside.hasPrefix("/")
            let isEmpty = inside.hasSuffix("/")
            let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "-" }.lowercased()
            if name.isEmpty {
                out += rest[open...close]
            } else {
                // HTML tags are written as tags (`<i>`, `</i>`, `<br/>`), spans of elements by name (`i`, `/i`):
                // a string the app does not pass through `Html.fromHtml` shows the former as written.
                markup.append(isClosing ? "</" + name + ">" : (isEmpty ? "<" + name + "/>" : "<" + name + ">"))
                // Written as the escape `\n`, which `resolve` turns into a line break (a raw one is white space).
                if name == "br" { out += "\\n" } else if name == "p" { out += "\\n\\n" }
            }
            rest = rest[rest.index(after: close)...]
        }
        out += decodeEntities(rest)
        return out
    }

    static func decodeEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var out = String(text)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }
}
