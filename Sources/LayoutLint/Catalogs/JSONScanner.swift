/// A JSON value with the byte offset where it starts (its opening quote, bracket or first character).
/// Foundation's JSONSerialization gives no positions, so catalogs are parsed with this small scanner.
struct JSONNode: Sendable {
    indirect enum Value: Sendable {
        case object([(key: String, keyOffset: Int, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var offset: Int

    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

struct JSONSyntaxError: Error, Sendable {
    var message: String
    var offset: Int
}

/// A strict RFC 8259 parser over UTF-8 bytes (validated beforehand) that records offsets.
/// Nesting is limited so hostile input cannot exhaust the stack.
struct JSONScanner {
    static let maximumDepth = 256

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var ignored: [Int] = []
        return try parse(bytes, loneSurrogates: &ignored)
    }

    /// Also gives the offsets of `\\u` escapes of half a surrogate pair (read as U+FFFD).
    static func parse(_ bytes: [UInt8], loneSurrogates: inout [Int]) throws(JSONSyntaxError) -> JSONNode {
        let (node, lone) = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> (JSONNode, [Int]) in
            var scanner = Cursor(bytes: buffer)
            scanner.skipWhitespace()
            let node = try scanner.parseValue(depth: 0)
            try scanner.expectEnd()
            return (node, scanner.loneSurrogates)
        }
        loneSurrogates = lone
        return node
    }

    /// Parses a document whose root is an object, handing each element of its member `key` (an array) to
    /// `each` as soon as it is parsed instead of keeping it: a file of millions of entries (a baseline) is
    /// never held as one tree. In the returned root, that member's array is empty. `each` returning false
    /// stops the parse (the result is then nil). A root that is not an object is parsed as usual.
    static func parse(_ bytes: [UInt8], streaming key: String,
                      each: (JSONNode) -> Bool) throws(JSONSyntaxError) -> JSONNode? {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode? in
            var scanner = Cursor(bytes: buffer)
            scanner.skipWhitespace()
            scanner.streamedKey = key
            var stopped = false
            let node = try withoutActuallyEscaping(each) { (each) throws(JSONSyntaxError) -> JSONNode in
                try scanner.parseValue(depth: 0) { element in
                    if !stopped && !each(element) { stopped = true }
                    return !stopped
                }
            }
            if stopped { return nil }
            try scanner.expectEnd()
            return node
        }
    }

    /// Parses a document whose root is an object, handing each member of its member `key` (an object) to
    /// `each` as soon as it is parsed instead of keeping it, and every other root member to `rootMember`
    /// once parsed (before the members of `key` when the file writes it first, as Xcode does): a String
    /// Catalog of a million keys is never held as one tree. In the returned root, that member is an empty
    /// object. A root that is not an object, or a `key` that is not an object, is parsed as usual.
    static func parse(_ bytes: [UInt8], streamingObject key: String, loneSurrogates: inout [Int],
                      rootMember: (String, Int, JSONNode) -> Void,
                      each: (String, Int, JSONNode) -> Void) throws(JSONSyntaxError) -> JSONNode {
        let (node, lone) = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> (JSONNode, [Int]) in
            try withoutActuallyEscaping(rootMember) { (rootMember) throws(JSONSyntaxError) -> (JSONNode, [Int]) in
                try withoutActuallyEscaping(each) { (each) throws(JSONSyntaxError) -> (JSONNode, [Int]) in
                    var scanner = Cursor(bytes: buffer)
                    scanner.streamedKey = key
                    scanner.rootMember = rootMember
                    scanner.objectStream = each
                    scanner.skipWhitespace()
                    let node = try scanner.parseValue(depth: 0)
                    try scanner.expectEnd()
                    return (node, scanner.loneSurrogates)
                }
            }
        }
        loneSurrogates = lone
        return node
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var loneSurrogates: [Int] = []
        /// With `streamedKey`: receives the members of that root member's object, and the other root members.
        var objectStream: ((String, Int, JSONNode) -> Void)?
        var rootMember: ((String, Int, JSONNode) -> Void)?
        /// The root member whose array elements go to the `stream` closure of `parseValue` (see `parse(_:streaming:each:)`).
        var streamedKey: String?

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        /// Nothing but white space after the document's value.
        mutating func expectEnd() throws(JSONSyntaxError) {
            skipWhitespace()
            if index < bytes.count {
                throw JSONSyntaxError(message: "unexpected content after the end of the JSON document", offset: index)
            }
        }

        func describeHere() -> String {
            guard index < bytes.count else { return "end of file" }
            let byte = bytes[index]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        /// `stream`, at depth 0 with `streamedKey` set: receives the elements of that root member's array
        /// (false: stop keeping going; the rest of the array is skipped as fast as it parses).
        mutating func parseValue(depth: Int, stream: ((JSONNode) -> Bool)? = nil) throws(JSONSyntaxError) -> JSONNode {
            guard index < bytes.count else {
                throw JSONSyntaxError(message: "unexpected end of file: expected a value (truncated JSON?)", offset: index)
            }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard depth < JSONScanner.maximumDepth else {
                    throw JSONSyntaxError(message: "nesting deeper than \(JSONScanner.maximumDepth) levels", offset: start)
                }
                index += 1
                var members: [(key: String, keyOffset: Int, value: JSONNode)] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return JSONNode(value: .object(members), offset: start)
                }
                while true {
                    let (key, keyOffset) = try parseMemberKey(objectStart: start)
                    if let stream, depth == 0, key == streamedKey, index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                        let value = try parseStreamedArray(depth: depth + 1, each: stream)
                        members.append((key, keyOffset, value))
                    } else if let objectStream, depth == 0, key == streamedKey, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                        let value = try parseStreamedObject(depth: depth + 1, each: objectStream)
                        members.append((key, keyOffset, value))
                    } else {
                        let value = try parseValue(depth: depth + 1)
                        if depth == 0 { rootMember?(key, keyOffset, value) }
                        members.append((key, keyOffset, value))
                    }
                    skipWhitespace()
                    guard index < bytes.count else {
                        throw JSONSyntaxError(message: "unexpected end of file inside an object opened here (truncated JSON?)", offset: start)
                    }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                    throw JSONSyntaxError(message: "expected ',' or '}' in an object, found \(describeHere())", offset: index)
                }
                return JSONNode(value: .object(members), offset: start)
            case UInt8(ascii: "["):
                guard depth < JSONScanner.maximumDepth else {
                    throw JSONSyntaxError(message: "nesting deeper than \(JSONScanner.maximumDepth) levels", offset: start)
                }
                index += 1
                var elements: [JSONNode] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return JSONNode(value: .array(elements), offset: start)
                }
                while true {
                    skipWhitespace()
                    elements.append(try parseValue(depth: depth + 1))
                    skipWhitespace()
                    guard index < bytes.count else {
                        throw JSONSyntaxError(message: "unexpected end of file inside an array opened here (truncated JSON?)", offset: start)
                    }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                    throw JSONSyntaxError(message: "expected ',' or ']' in an array, found \(describeHere())", offset: index)
                }
                return JSONNode(value: .array(elements), offset: start)
            case UInt8(ascii: "\""):
                return JSONNode(value: .string(try parseString()), offset: start)
            case UInt8(ascii: "t"):
                try literal("true")
                return JSONNode(value: .bool(true), offset: start)
            case UInt8(ascii: "f"):
                try literal("false")
                return JSONNode(value: .bool(false), offset: start)
            case UInt8(ascii: "n"):
                try literal("null")
                return JSONNode(value: .null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(value: .number(try parseNumber()), offset: start)
            default:
                throw JSONSyntaxError(message: "expected a value, found \(describeHere())", offset: index)
            }
        }

        /// A member's key and the `:` after it, white space skipped on both sides; `objectStart` is where the
        /// object opened (a file that ends inside it is reported there).
        mutating func parseMemberKey(objectStart start: Int) throws(JSONSyntaxError) -> (key: String, offset: Int) {
            skipWhitespace()
            guard index < bytes.count else {
                throw JSONSyntaxError(message: "unexpected end of file inside an object opened here (truncated JSON?)", offset: start)
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(message: "expected a quoted key, found \(describeHere())", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                if index >= bytes.count {
                    throw JSONSyntaxError(message: "unexpected end of file inside an object opened here (truncated JSON?)", offset: start)
                }
                throw JSONSyntaxError(message: "expected ':' after a key, found \(describeHere())", offset: index)
            }
            index += 1
            skipWhitespace()
            return (key, keyOffset)
        }

        /// An object at `{` whose members go to `each` and are not kept: the node returned is an empty object.
        mutating func parseStreamedObject(depth: Int, each: (String, Int, JSONNode) -> Void) throws(JSONSyntaxError) -> JSONNode {
            let start = index
            index += 1
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(value: .object([]), offset: start)
            }
            while true {
                let (key, keyOffset) = try parseMemberKey(objectStart: start)
                each(key, keyOffset, try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else {
                    throw JSONSyntaxError(message: "unexpected end of file inside an object opened here (truncated JSON?)", offset: start)
                }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw JSONSyntaxError(message: "expected ',' or '}' in an object, found \(describeHere())", offset: index)
            }
            return JSONNode(value: .object([]), offset: start)
        }

        /// An array at `[` whose elements go to `each` and are not kept: the node returned is an empty array.
        mutating func parseStreamedArray(depth: Int, each: (JSONNode) -> Bool) throws(JSONSyntaxError) -> JSONNode {
            let start = index
            index += 1
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(value: .array([]), offset: start)
            }
            var going = true
            while true {
                skipWhitespace()
                let element = try parseValue(depth: depth + 1)
                if going { going = each(element) }
                skipWhitespace()
                guard index < bytes.count else {
                    throw JSONSyntaxError(message: "unexpected end of file inside an array opened here (truncated JSON?)", offset: start)
                }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw JSONSyntaxError(message: "expected ',' or ']' in an array, found \(describeHere())", offset: index)
            }
            return JSONNode(value: .array([]), offset: start)
        }

        mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
            let start = index
            let count = word.utf8CodeUnitCount
            let matches = index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
            guard matches else { throw JSONSyntaxError(message: "invalid literal (expected \(word))", offset: start) }
            index += count
        }

        mutating func parseNumber() throws(JSONSyntaxError) -> Double {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits(_ cursor: inout Cursor) -> Int {
                let from = cursor.index
                while cursor.index < cursor.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(cursor.bytes[cursor.index]) {
                    cursor.index += 1
                }
                return cursor.index - from
            }
            let integerStart = index
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw JSONSyntaxError(message: "invalid number", offset: start) }
            if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
                throw JSONSyntaxError(message: "invalid number (leading zero)", offset: start)
            }
            if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw JSONSyntaxError(message: "invalid number (no digits after '.')", offset: start) }
            }
            if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
                index += 1
                if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
                guard digits(&self) > 0 else { throw JSONSyntaxError(message: "invalid number (no digits in exponent)", offset: start) }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text) else { throw JSONSyntaxError(message: "invalid number", offset: start) }
            return value
        }

        /// Parses a string starting at its opening quote.
        mutating func parseString() throws(JSONSyntaxError) -> String {
            let start = index
            index += 1
            let contentStart = index
            // Fast path: no escapes.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 {
                    throw JSONSyntaxError(message: byte == 0x0A ? "unterminated string (line break inside a string)" : "control character inside a string", offset: byte == 0x0A ? start : index)
                }
                index += 1
            }
            guard index < bytes.count else {
                throw JSONSyntaxError(message: "unterminated string", offset: start)
            }
            var output = Array(bytes[contentStart..<index])
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: output, as: UTF8.self)
                }
                if byte < 0x20 {
                    throw JSONSyntaxError(message: byte == 0x0A ? "unterminated string (line break inside a string)" : "control character inside a string", offset: byte == 0x0A ? start : index)
                }
                if byte != UInt8(ascii: "\\") {
                    output.append(byte)
                    index += 1
                    continue
                }
                let escape = index
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): output.append(0x22)
                case UInt8(ascii: "\\"): output.append(0x5C)
                case UInt8(ascii: "/"): output.append(0x2F)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4(at: index + 1, escape: escape)
                    index += 4
                    if (0xD800...0xDBFF).contains(scalar), index + 6 < bytes.count,
                       bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") {
                        let low = try hex4(at: index + 3, escape: index + 1)
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            index += 6
                        }
                    }
                    if (0xD800...0xDFFF).contains(scalar) {  // lone surrogate: U+FFFD, as Foundation does
                        scalar = 0xFFFD
                        loneSurrogates.append(escape)
                    }
                    TextDecoding.appendUTF8(scalar, to: &output)
                default:
                    throw JSONSyntaxError(message: "invalid escape sequence '\\\(Character(Unicode.Scalar(bytes[index])))'", offset: escape)
                }
                index += 1
            }
            throw JSONSyntaxError(message: "unterminated string", offset: start)
        }

        func hex4(at position: Int, escape: Int) throws(JSONSyntaxError) -> UInt32 {
            guard position + 4 <= bytes.count else { throw JSONSyntaxError(message: "truncated \\u escape", offset: escape) }
            var value: UInt32 = 0
            for k in 0..<4 {
                guard let digit = hexValue(bytes[position + k]) else {
                    throw JSONSyntaxError(message: "invalid \\u escape (expected 4 hex digits)", offset: escape)
                }
                value = value << 4 | digit
            }
            return value
        }
    }
}

func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
