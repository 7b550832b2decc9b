import Foundation

/// A JSON document built in code (for SARIF), encoded with sorted keys so the bytes are deterministic.
enum JSONValue: Encodable, Equatable {
    case string(String), number(Double), int(Int), bool(Bool), null, array([JSONValue]), object([String: JSONValue])

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Two-space pretty printing, sorted keys, unescaped slashes, and a final newline.
    func rendered() throws -> String {
        String(decoding: try Self.encoder().encode(self), as: UTF8.self) + "\n"
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes `document(items)` (the bytes of `rendered()`) with one array of it, `items`, encoded a slice at
    /// a time: a report's array of results is never held whole, neither as values nor as text.
    ///
    /// The document is rendered with a one-off marker string in the array's place; the text before the
    /// marker is written, then each slice of items encoded as an array and indented to the marker's depth
    /// (encoded JSON has no raw line breaks inside strings, so indenting after every line break is exact),
    /// then the text after it.
    static func write<Output: TextOutputStream, Items: Collection>(
        document: (JSONValue) -> JSONValue, items: Items, item: (Items.Element) throws -> JSONValue, to output: inout Output
    ) throws {
        let marker = "\"layoutlint-items-\(UUID().uuidString)\""
        guard !items.isEmpty, case let skeleton = try document(.string(String(marker.dropFirst().dropLast()))).rendered(),
              let place = skeleton.range(of: marker) else {
            output.write(try document(.array(try items.map(item))).rendered())
            return
        }
        let lineStart = skeleton[..<place.lowerBound].lastIndex(of: "\n").map { skeleton.index(after: $0) } ?? skeleton.startIndex
        let indent = String(skeleton[lineStart...].prefix { $0 == " " })
        output.write(String(skeleton[..<place.lowerBound]))
        output.write("[\n")
        let encoder = Self.encoder()
        var start = items.startIndex
        while start != items.endIndex {
            // Small slices: large ones were slower (the allocator coalescing their big buffers).
            let end = items.index(start, offsetBy: 64, limitedBy: items.endIndex) ?? items.endIndex
            // "[\n  {…},\n  {…}\n]": the items without the brackets, two spaces in, indented further.
            let encoded = try encoder.encode(JSONValue.array(try items[start..<end].map(item)))
            var text: [UInt8] = []
            text.reserveCapacity(encoded.count + encoded.count / 8)
            if start != items.startIndex { text += ",\n".utf8 }
            text += indent.utf8
            encoded.withUnsafeBytes { bytes in
                for byte in bytes[2..<(bytes.count - 2)] {
                    text.append(byte)
                    if byte == UInt8(ascii: "\n") { text += indent.utf8 }
                }
            }
            output.write(String(decoding: text, as: UTF8.self))
            start = end
        }
        output.write("\n" + indent + "]")
        output.write(String(skeleton[place.upperBound...]))
    }
}

extension Finding {
    /// `Screen · element`, the element alone, or nil.
    var elementTitle: String? {
        guard let element else { return nil }
        return screen.map { "\($0) · \(element)" } ?? element
    }
}

extension RuleDescription {
    /// The description of a rule id, or a plain one for an id this build does not know (a report merged
    /// from a newer layoutlint).
    static func forReport(_ id: String) -> RuleDescription {
        RuleRegistry.description(of: id) ?? RuleDescription(id: id, name: id, defaultSeverity: .warning,
                                                            summary: "Rule \(id).", rationale: "")
    }
}
