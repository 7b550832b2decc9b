/// What identifies a finding across runs, whatever line it stands on: rule, table, key, locale, variant,
/// screen, element and size category. Findings made while reading files (no key and no element) add the
/// file and the message, so two unreadable files are told apart.
///
/// A finding that stands for several locales or screens (`FindingGroups`) names them all, joined by commas, so
/// a group has an identity of its own (SARIF's partial fingerprint, GitLab's fingerprint) and a finding of
/// one locale keeps the identity it always had. Baselines match each member of a group (`Finding.members`)
/// by its own fingerprint, so a baseline written before grouping, or from another grouping, still matches.
public struct Fingerprint: Codable, Sendable, Hashable, Comparable {
    public var rule: String
    public var table: String?
    public var key: String?
    public var locale: String?
    public var variant: String?
    public var screen: String?
    public var element: String?
    public var sizeCategory: String?
    /// Only for findings with neither key nor element.
    public var file: String?
    public var message: String?

    public init(_ finding: Finding) {
        rule = finding.rule
        table = finding.table
        key = finding.key
        locale = finding.locales.count > 1 ? finding.locales.joined(separator: ",") : finding.locale
        variant = finding.variant
        screen = finding.screens.count > 1 ? finding.screens.joined(separator: ",") : finding.screen
        element = finding.element
        sizeCategory = finding.sizeCategory
        if let keys = finding.keys, keys.count > 1 {
            // A finding that lists keys: its file, not its message (which counts them).
            file = finding.location.file
        } else if finding.key == nil && finding.element == nil {
            file = finding.location.file
            message = finding.message
        }
    }

    var components: [String?] { [rule, table, key, locale, variant, screen, element, sizeCategory, file, message] }

    /// 16 hex digits: FNV-1a (64 bit) over the components, each prefixed by its length (nil is "-"), so the
    /// hash is the same on every machine and run.
    public var hash: String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        func feed(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
        }
        for component in components {
            if let component {
                feed("\(component.utf8.count):".utf8)
                feed(component.utf8)
            } else {
                feed("-".utf8)
            }
            feed([0x1F])
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
        for (x, y) in zip(a.components, b.components) where x != y { return (x ?? "") < (y ?? "") }
        return false
    }

    enum CodingKeys: String, CodingKey {
        case rule, table, key, locale, variant, screen, element, sizeCategory, file, message
    }

    /// Every field written (null where it does not apply), so baseline entries all have the same keys.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(table, forKey: .table)
        try container.encode(key, forKey: .key)
        try container.encode(locale, forKey: .locale)
        try container.encode(variant, forKey: .variant)
        try container.encode(screen, forKey: .screen)
        try container.encode(element, forKey: .element)
        try container.encode(sizeCategory, forKey: .sizeCategory)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(message, forKey: .message)
    }
}

extension Finding {
    /// The identity baselines and SARIF use (see `Fingerprint`).
    public var fingerprint: Fingerprint { Fingerprint(self) }
}
