/// Reading a baseline with the project's own `JSONScanner` instead of Foundation's `JSONDecoder`, which
/// took most of a `check --baseline` of 169k entries (issue 14's bench: with ÷ without the baseline). It
/// accepts exactly the documents `Baseline`'s `Decodable` conformance accepts and answers nil for anything
/// else (a JSON report, a wrong type, a missing key), which then goes through the decoder and its located
/// error messages as before.
extension Baseline {
    static func scanned(_ bytes: [UInt8]) -> Baseline? {
        let withoutMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard case .success(let decoded) = TextDecoding.utf8(withoutMark) else { return nil }
        // Entries are made as the scanner reaches them: the tree of a whole baseline (4M entries) took
        // several times the file's size.
        var entries: [Entry] = []
        var sawFindings = false
        // Entries share one copy of each file path (a baseline names few files, each in many entries).
        var files: [String: String] = [:]
        guard let root = try? JSONScanner.parse(decoded.text, streaming: "findings", each: { item in
            guard var entry = Entry.scanned(item) else { return false }
            if let file = files[entry.location.file] { entry.location.file = file } else { files[entry.location.file] = entry.location.file }
            entries.append(entry)
            return true
        }), case .object(let members) = root.value else { return nil }
        var version: Int?
        for member in members {
            switch member.key {
            case "version":
                version = Self.integer(member.value)
                if version == nil { return nil }
            case "findings":
                // Twice: both arrays were streamed; let the decoder decide what such a file means.
                guard case .array = member.value.value, !sawFindings else { return nil }
                sawFindings = true
            default:
                continue
            }
        }
        guard let version, sawFindings else { return nil }
        var baseline = Baseline(findings: [])
        baseline.version = version
        baseline.findings = entries
        return baseline
    }

    /// An integer as `JSONDecoder` reads one into `Int`: a number without a fractional part, in range.
    static func integer(_ node: JSONNode) -> Int? {
        guard case .number(let number) = node.value, number.rounded() == number,
              number >= -9.007_199_254_740_992e15, number <= 9.007_199_254_740_992e15 else { return nil }
        return Int(number)
    }

    static func string(_ node: JSONNode) -> String? {
        guard case .string(let text) = node.value else { return nil }
        return text
    }

    /// An optional string: null is `.some(nil)`; any other type is nil, which fails the whole document.
    static func optionalString(_ node: JSONNode) -> String?? {
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

    /// Members are matched in one pass (a dictionary per object was most of reading 169k entries).
    static func scanned(_ node: JSONNode) -> Baseline.Entry? {
        guard case .object(let members) = node.value else { return nil }
        var fingerprint: Fingerprint?, hash: String?, severity: Severity?, location: SourceLocation?, message: String?
        for member in members {
            switch member.key {
            case "fingerprint": guard let value = Fingerprint.scanned(member.value) else { return nil }; fingerprint = value
            case "hash": guard let value = Baseline.string(member.value) else { return nil }; hash = value
            case "severity": guard let value = Baseline.string(member.value).flatMap(Severity.init(rawValue:)) else { return nil }; severity = value
            case "location": guard let value = Self.location(member.value) else { return nil }; location = value
            case "message": guard let value = Baseline.string(member.value) else { return nil }; message = value
            default: continue
            }
        }
        guard let fingerprint, let hash, let severity, let location, let message else { return nil }
        return Baseline.Entry(fingerprint: fingerprint, hash: hash, severity: severity, location: location, message: message)
    }

    static func location(_ node: JSONNode) -> SourceLocation? {
        guard case .object(let members) = node.value else { return nil }
        var file: String?, line: Int?, column: Int?
        for member in members {
            switch member.key {
            case "file": guard let value = Baseline.string(member.value) else { return nil }; file = value
            case "line": guard let value = Baseline.integer(member.value) else { return nil }; line = value
            case "column": guard let value = Baseline.integer(member.value) else { return nil }; column = value
            default: continue
            }
        }
        guard let file, let line, let column else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }
}

extension Fingerprint {
    static func scanned(_ node: JSONNode) -> Fingerprint? {
        guard case .object(let members) = node.value else { return nil }
        var fingerprint = Fingerprint(rule: "")
        var hasRule = false
        for member in members {
            if member.key == "rule" {
                guard let rule = Baseline.string(member.value) else { return nil }
                fingerprint.rule = rule
                hasRule = true
                continue
            }
            let field: WritableKeyPath<Fingerprint, String?>
            switch member.key {
            case "table": field = \.table
            case "key": field = \.key
            case "locale": field = \.locale
            case "variant": field = \.variant
            case "screen": field = \.screen
            case "element": field = \.element
            case "sizeCategory": field = \.sizeCategory
            case "file": field = \.file
            case "message": field = \.message
            default: continue
            }
            guard let value = Baseline.optionalString(member.value) else { return nil }
            fingerprint[keyPath: field] = value
        }
        return hasRule ? fingerprint : nil
    }

    init(rule: String) {
        self.rule = rule
    }
}
