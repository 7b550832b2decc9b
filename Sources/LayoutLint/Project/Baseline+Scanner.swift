/// Reading a baseline with the project's own `JSONScanner` instead of Foundation's `JSONDecoder`, which
/// took most of a `check --baseline` of 169k entries (issue 14's bench: with ÷ without the baseline). It
/// accepts exactly the documents `Baseline`'s `Decodable` conformance accepts and answers nil for anything
/// else (a JSON report, a wrong type, a missing key), which then goes through the decoder and its located
/// error messages as before.
extension Baseline {
    static func scanned(_ bytes: [UInt8]) -> Baseline? {
        let withoutMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard case .success(let decoded) = TextDecoding.utf8(withoutMark),
              let root = try? JSONScanner.parse(decoded.text), case .object(let members) = root.value else { return nil }
        var version: Int?
        var findings: [Entry]?
        for member in members {
            switch member.key {
            case "version":
                version = Self.integer(member.value)
                if version == nil { return nil }
            case "findings":
                guard case .array(let items) = member.value.value else { return nil }
                var entries: [Entry] = []
                entries.reserveCapacity(items.count)
                for item in items {
                    guard let entry = Entry.scanned(item) else { return nil }
                    entries.append(entry)
                }
                findings = entries
            default:
                continue
            }
        }
        guard let version, let findings else { return nil }
        var baseline = Baseline(findings: [])
        baseline.version = version
        baseline.findings = findings
        return baseline
    }

    /// An integer as `JSONDecoder` reads one into `Int`: a number without a fractional part, in range.
    static func integer(_ node: JSONNode) -> Int? {
        guard case .number(let number) = node.value, number.rounded() == number,
              number >= -9.007_199_254_740_992e15, number <= 9.007_199_254_740_992e15 else { return nil }
        return Int(number)
    }

    static func fields(_ node: JSONNode) -> [String: JSONNode]? {
        guard case .object(let members) = node.value else { return nil }
        var fields: [String: JSONNode] = [:]
        for member in members { fields[member.key] = member.value }
        return fields
    }

    static func string(_ node: JSONNode?) -> String? {
        guard let node, case .string(let text) = node.value else { return nil }
        return text
    }

    /// An optional string: absent or null is nil; any other type fails the whole document (`.some(nil)`
    /// would hide it, so the outer optional says "not readable here").
    static func optionalString(_ node: JSONNode?) -> String?? {
        guard let node else { return .some(nil) }
        switch node.value {
        case .null: return .some(nil)
        case .string(let text): return .some(text)
        default: return nil
        }
    }
}

extension Baseline.Entry {
    init(fingerprint: Fingerprint, hash: String, severity: Severity, location: SourceLocation, message: String) {
        self.fingerprint = fingerprint
        self.hash = hash
        self.severity = severity
        self.location = location
        self.message = message
    }

    static func scanned(_ node: JSONNode) -> Baseline.Entry? {
        guard let fields = Baseline.fields(node),
              let fingerprintNode = fields["fingerprint"], let fingerprint = Fingerprint.scanned(fingerprintNode),
              let hash = Baseline.string(fields["hash"]),
              let severityName = Baseline.string(fields["severity"]), let severity = Severity(rawValue: severityName),
              let locationNode = fields["location"], let location = Baseline.fields(locationNode),
              let file = Baseline.string(location["file"]),
              let line = location["line"].flatMap(Baseline.integer), let column = location["column"].flatMap(Baseline.integer),
              let message = Baseline.string(fields["message"]) else { return nil }
        return Baseline.Entry(fingerprint: fingerprint, hash: hash, severity: severity,
                              location: SourceLocation(file: file, line: line, column: column), message: message)
    }
}

extension Fingerprint {
    static func scanned(_ node: JSONNode) -> Fingerprint? {
        guard let fields = Baseline.fields(node), let rule = Baseline.string(fields["rule"]),
              let table = Baseline.optionalString(fields["table"]), let key = Baseline.optionalString(fields["key"]),
              let locale = Baseline.optionalString(fields["locale"]), let variant = Baseline.optionalString(fields["variant"]),
              let screen = Baseline.optionalString(fields["screen"]), let element = Baseline.optionalString(fields["element"]),
              let sizeCategory = Baseline.optionalString(fields["sizeCategory"]),
              let file = Baseline.optionalString(fields["file"]), let message = Baseline.optionalString(fields["message"])
        else { return nil }
        var fingerprint = Fingerprint(rule: rule)
        (fingerprint.table, fingerprint.key, fingerprint.locale, fingerprint.variant) = (table, key, locale, variant)
        (fingerprint.screen, fingerprint.element, fingerprint.sizeCategory) = (screen, element, sizeCategory)
        (fingerprint.file, fingerprint.message) = (file, message)
        return fingerprint
    }

    init(rule: String) {
        self.rule = rule
    }
}
