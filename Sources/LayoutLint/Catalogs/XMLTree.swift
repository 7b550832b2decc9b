/// A small, strict, non-validating XML parser for the catalog formats (property lists, XLIFF, Android
/// resources) that records byte offsets for line:column.
///
/// Security: it never reads anything but the given bytes. External DTDs and entities are never fetched,
/// and a DOCTYPE whose internal subset declares entities is refused outright (before anything is expanded),
/// so neither an external entity (XXE) nor an entity-expansion bomb ("billion laughs") can do harm. Only
/// the five predefined entities and character references are expanded. Nesting depth is bounded.
struct XMLElementNode: Sendable {
    var name: String
    var attributes: [XMLAttribute]
    var children: [XMLChild]
    /// Offset of the `<` of the start tag.
    var offset: Int
    /// Offset just after the start tag's `>` (where the content starts); equals `offset` for `<empty/>`.
    var contentOffset: Int

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    var elements: [XMLElementNode] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    func first(_ name: String) -> XMLElementNode? {
        for child in children { if case .element(let element) = child, element.name == name { return element } }
        return nil
    }

    /// All character data inside, with inner elements' text included (markup dropped).
    var textContent: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let text, _, _): result += text
            case .element(let element): result += element.textContent
            case .comment: break
            }
        }
        return result
    }
}

struct XMLAttribute: Sendable {
    var name: String
    var value: String
    var offset: Int
}

enum XMLChild: Sendable {
    /// Character data; `cdata` when it came from a CDATA section.
    case text(String, offset: Int, cdata: Bool)
    case element(XMLElementNode)
    case comment(String, offset: Int)
}

struct XMLSyntaxError: Error, Sendable {
    var message: String
    var offset: Int
    var suggestion: String?
}

struct XMLTree {
    static let maximumDepth = 256

    static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElementNode {
        // XML 1.0 §2.2: of the C0 controls only tab, LF and CR are characters of a document (aapt2, plutil
        // and Xcode's XLIFF import refuse the others, so the file would not build).
        if let control = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            throw XMLSyntaxError(message: "control character U+\(String(format: "%04X", bytes[control])) is not allowed in XML",
                                 offset: control, suggestion: "remove it, or write it as an escape the platform understands (\\u0001 in Android strings)")
        }
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func starts(with literal: String, at position: Int) -> Bool {
            var k = position
            for byte in literal.utf8 {
                guard k < bytes.count, bytes[k] == byte else { return false }
                k += 1
            }
            return true
        }

        func find(_ literal: String, from position: Int) -> Int? {
            let first = literal.utf8.first!
            var k = position
            while k < bytes.count {
                if bytes[k] == first && starts(with: literal, at: k) { return k }
                k += 1
            }
            return nil
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        mutating func skipSpace() { while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 } }

        mutating func document() throws(XMLSyntaxError) -> XMLElementNode {
            if bytes.isEmpty { throw XMLSyntaxError(message: "empty file: expected an XML document", offset: 0) }
            var root: XMLElementNode?
            while true {
                skipSpace()
                guard index < bytes.count else { break }
                if starts(with: "<?", at: index) {
                    guard let end = find("?>", from: index + 2) else { throw XMLSyntaxError(message: "unterminated processing instruction", offset: index) }
                    index = end + 2
                } else if starts(with: "<!--", at: index) {
                    guard let end = find("-->", from: index + 4) else { throw XMLSyntaxError(message: "unterminated comment", offset: index) }
                    index = end + 3
                } else if starts(with: "<!DOCTYPE", at: index) {
                    guard root == nil else { throw XMLSyntaxError(message: "DOCTYPE after the root element", offset: index) }
                    try doctype()
                } else if bytes[index] == UInt8(ascii: "<") {
                    guard root == nil else { throw XMLSyntaxError(message: "content after the root element", offset: index) }
                    root = try element()
                } else {
                    throw XMLSyntaxError(message: root == nil ? "not an XML document (text before the root element)" : "content after the root element", offset: index)
                }
            }
            guard let root else { throw XMLSyntaxError(message: "no root element (empty or truncated XML)", offset: index) }
            return root
        }

        /// Skips a DOCTYPE; refuses one that declares entities.
        mutating func doctype() throws(XMLSyntaxError) {
            let start = index
            index += 9
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    // Internal subset: refuse entity declarations, skip everything else.
                    index += 1
                    var innerQuote: UInt8?
                    while index < bytes.count {
                        let inner = bytes[index]
                        if let open = innerQuote {
                            if inner == open { innerQuote = nil }
                        } else if inner == UInt8(ascii: "\"") || inner == UInt8(ascii: "'") {
                            innerQuote = inner
                        } else if starts(with: "<!ENTITY", at: index) {
                            throw XMLSyntaxError(
                                message: "the DOCTYPE declares entities; layoutlint refuses entity declarations (an external entity could read local files, nested ones can expand to gigabytes) and did not read this file",
                                offset: index,
                                suggestion: "remove the <!ENTITY …> declarations; catalogs never need them")
                        } else if inner == UInt8(ascii: "]") {
                            break
                        }
                        index += 1
                    }
                } else if byte == UInt8(ascii: ">") {
                    index += 1
                    return
                }
                index += 1
            }
            throw XMLSyntaxError(message: "unterminated DOCTYPE", offset: start)
        }

        mutating func name() throws(XMLSyntaxError) -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
                    || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { break }
                index += 1
            }
            guard index > start else {
                if index >= bytes.count { throw XMLSyntaxError(message: "unexpected end of file in a tag (truncated XML?)", offset: index) }
                throw XMLSyntaxError(message: "expected a name", offset: index)
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Parses an element starting at `<`, iteratively (depth-bounded stack).
        mutating func element() throws(XMLSyntaxError) -> XMLElementNode {
            var stack: [XMLElementNode] = []
            var completed: XMLElementNode?
            // Open the first element.
            if let closedAtOnce = try startTag(into: &stack) { return closedAtOnce }
            while completed == nil {
                guard index < bytes.count else {
                    let open = stack[stack.count - 1]
                    throw XMLSyntaxError(message: "unexpected end of file: <\(open.name)> is not closed (truncated XML?)", offset: index)
                }
                if bytes[index] == UInt8(ascii: "<") {
                    if starts(with: "</", at: index) {
                        let tagStart = index
                        index += 2
                        let closing = try name()
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                            throw XMLSyntaxError(message: "expected '>' to end </\(closing)>", offset: index)
                        }
                        index += 1
                        let open = stack.removeLast()
                        guard open.name == closing else {
                            throw XMLSyntaxError(message: "mismatched end tag </\(closing)>: <\(open.name)> is open", offset: tagStart)
                        }
                        if stack.isEmpty { completed = open } else { stack[stack.count - 1].children.append(.element(open)) }
                    } else if starts(with: "<!--", at: index) {
                        guard let end = find("-->", from: index + 4) else { throw XMLSyntaxError(message: "unterminated comment", offset: index) }
                        let comment = String(decoding: bytes[(index + 4)..<end], as: UTF8.self)
                        stack[stack.count - 1].children.append(.comment(comment, offset: index))
                        index = end + 3
                    } else if starts(with: "<![CDATA[", at: index) {
                        guard let end = find("]]>", from: index + 9) else { throw XMLSyntaxError(message: "unterminated CDATA section", offset: index) }
                        let text = String(decoding: bytes[(index + 9)..<end], as: UTF8.self)
                        stack[stack.count - 1].children.append(.text(text, offset: index, cdata: true))
                        index = end + 3
                    } else if starts(with: "<?", at: index) {
                        guard let end = find("?>", from: index + 2) else { throw XMLSyntaxError(message: "unterminated processing instruction", offset: index) }
                        index = end + 2
                    } else if starts(with: "<!", at: index) {
                        throw XMLSyntaxError(message: "unexpected markup declaration inside an element", offset: index)
                    } else {
                        guard stack.count < XMLTree.maximumDepth else {
                            throw XMLSyntaxError(message: "elements nested more than \(XMLTree.maximumDepth) levels deep", offset: index)
                        }
                        if let empty = try startTag(into: &stack) {
                            stack[stack.count - 1].children.append(.element(empty))
                        }
                    }
                } else {
                    let start = index
                    let text = try characterData(until: UInt8(ascii: "<"))
                    stack[stack.count - 1].children.append(.text(text, offset: start, cdata: false))
                }
            }
            return completed!
        }

        /// Parses a start tag at `<`. Pushes an open element, or returns a self-closed one.
        mutating func startTag(into stack: inout [XMLElementNode]) throws(XMLSyntaxError) -> XMLElementNode? {
            let start = index
            index += 1
            let elementName = try name()
            var attributes: [XMLAttribute] = []
            // Names seen so far, for the "appears twice" check: searching the list made an element with
            // n attributes cost n² (160k attributes: a minute).
            var names = Set<String>()
            while true {
                let beforeSpace = index
                skipSpace()
                guard index < bytes.count else {
                    throw XMLSyntaxError(message: "unexpected end of file in the tag <\(elementName)> (truncated XML?)", offset: start)
                }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    stack.append(XMLElementNode(name: elementName, attributes: attributes, children: [], offset: start, contentOffset: index))
                    return nil
                }
                if starts(with: "/>", at: index) {
                    index += 2
                    return XMLElementNode(name: elementName, attributes: attributes, children: [], offset: start, contentOffset: start)
                }
                guard index > beforeSpace else { throw XMLSyntaxError(message: "expected whitespace before an attribute in <\(elementName)>", offset: index) }
                let attributeName = try name()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw XMLSyntaxError(message: "expected '=' after attribute \(attributeName)", offset: index)
                }
                index += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    throw XMLSyntaxError(message: "attribute values must be quoted (\(attributeName))", offset: index)
                }
                let quote = bytes[index]
                let valueOffset = index
                index += 1
                let value = try characterData(until: quote, attributeStart: valueOffset)
                guard index < bytes.count else { throw XMLSyntaxError(message: "unterminated attribute value", offset: valueOffset) }
                index += 1
                guard names.insert(attributeName).inserted else {
                    throw XMLSyntaxError(message: "attribute \(attributeName) appears twice", offset: valueOffset)
                }
                attributes.append(XMLAttribute(name: attributeName, value: value, offset: valueOffset))
            }
        }

        /// Character data up to `terminator` with entity and character references expanded.
        mutating func characterData(until terminator: UInt8, attributeStart: Int? = nil) throws(XMLSyntaxError) -> String {
            let start = index
            while index < bytes.count, bytes[index] != terminator, bytes[index] != UInt8(ascii: "&") {
                if attributeStart != nil && bytes[index] == UInt8(ascii: "<") {
                    throw XMLSyntaxError(message: "'<' inside an attribute value", offset: index)
                }
                index += 1
            }
            if index >= bytes.count || bytes[index] == terminator {
                if attributeStart != nil && index >= bytes.count {
                    throw XMLSyntaxError(message: "unterminated attribute value", offset: attributeStart!)
                }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            var output = Array(bytes[start..<index])
            while index < bytes.count, bytes[index] != terminator {
                let byte = bytes[index]
                if attributeStart != nil && byte == UInt8(ascii: "<") {
                    throw XMLSyntaxError(message: "'<' inside an attribute value", offset: index)
                }
                guard byte == UInt8(ascii: "&") else {
                    output.append(byte)
                    index += 1
                    continue
                }
                let reference = index
                guard let semicolon = bytes[index..<min(bytes.count, index + 12)].firstIndex(of: UInt8(ascii: ";")) else {
                    throw XMLSyntaxError(message: "'&' must start an entity reference (&amp;, &lt;, &#123;)", offset: reference)
                }
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                switch name {
                case "lt": output.append(UInt8(ascii: "<"))
                case "gt": output.append(UInt8(ascii: ">"))
                case "amp": output.append(UInt8(ascii: "&"))
                case "quot": output.append(UInt8(ascii: "\""))
                case "apos": output.append(UInt8(ascii: "'"))
                default:
                    var scalar: UInt32?
                    if name.hasPrefix("#x") || name.hasPrefix("#X") { scalar = UInt32(name.dropFirst(2), radix: 16) }
                    else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(), radix: 10) }
                    else {
                        throw XMLSyntaxError(message: "undefined entity &\(name); (layoutlint expands only &lt; &gt; &amp; &quot; &apos; and character references)", offset: reference)
                    }
                    guard let value = scalar, value != 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
                        throw XMLSyntaxError(message: "invalid character reference &\(name);", offset: reference)
                    }
                    TextDecoding.appendUTF8(value, to: &output)
                }
                index = semicolon + 1
            }
            if attributeStart != nil && index >= bytes.count {
                throw XMLSyntaxError(message: "unterminated attribute value", offset: attributeStart!)
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}
