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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
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
