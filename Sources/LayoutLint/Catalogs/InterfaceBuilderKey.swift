/// Interface Builder's keys in a catalog, as `ibtool --generate-strings-file` writes them: what readers
/// and rules ask of a key.
enum InterfaceBuilderKey {
    /// Interface Builder's tables: `<objectID>.<property>` keys (`2YJ-bg-OdR.title`, `57.normalTitle`) hold
    /// texts a storyboard or XIB sets; nothing formats them (“0 %, 25 %” is text).
    static func matches(_ key: String) -> Bool {
        // Asked for every value: ASCII keys (nearly all) are read byte by byte.
        if key.utf8.allSatisfy({ $0 < 0x80 }) { return isASCII(Array(key.utf8)) }
        guard let dot = key.firstIndex(of: "."), dot > key.startIndex else { return false }
        let id = key[..<dot]
        let property = key[key.index(after: dot)...]
        guard let first = property.first, first.isLetter, property.allSatisfy({ $0.isLetter || $0.isNumber || "._[]".contains($0) }) else { return false }
        if id.allSatisfy(\.isNumber) { return true }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `matches` for an ASCII key.
    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        guard let dot = bytes.firstIndex(of: 0x2E), dot > 0 else { return false }
        let id = bytes[..<dot]
        let property = bytes[(dot + 1)...]
        guard let first = property.first, isLetter(first),
              property.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x5B || $0 == 0x5D }) else { return false }
        if id.allSatisfy(isDigit) { return true }
        let parts = id.split(separator: 0x2D, omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { isLetter($0) || isDigit($0) } }
    }
}
