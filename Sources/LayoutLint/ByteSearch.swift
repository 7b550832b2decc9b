/// A byte string found in another, byte for byte: the one search the readers and the word rules share (the
/// standard library's `Collection.contains(_:)` builds a searcher per call, which cost 2% of a check when
/// `NonWordText` asked it for every token).
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`; an empty needle occurs everywhere.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            guard let start = haystack[index...last].firstIndex(of: first) else { return false }
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            index = start + 1
        }
        return false
    }

    /// Whether the UTF-8 of `needle` occurs in `haystack` (a source file's bytes: Foundation's
    /// `String.contains(_:)` bridged every Kotlin file to `NSString`, ≈ 3% of a whole-app check of bitwarden).
    static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        var needle = needle
        return haystack.withUnsafeBufferPointer { haystack in needle.withUTF8 { contains(haystack, $0) } }
    }

    /// Whether the UTF-8 of `needle` occurs in the UTF-8 of `haystack`.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack, needle = needle
        return haystack.withUTF8 { haystack in needle.withUTF8 { contains(haystack, $0) } }
    }
}
