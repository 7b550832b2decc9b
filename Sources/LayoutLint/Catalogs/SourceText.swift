import Foundation

/// A catalog file's text as UTF-8 bytes, with a line index to turn byte offsets into line:column.
///
/// Whatever the file's encoding (UTF-8, UTF-16 LE/BE with or without BOM), readers work on UTF-8 bytes;
/// columns count Unicode scalars, so a location means the same in the original file.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset where each line starts (line 1 starts at 0).
    private let lineStarts: [Int]
    /// The column of the byte at every `checkpointStride`-th offset, so that a location in a very long line
    /// (a minified one-line catalog) counts at most one stride of bytes instead of the whole line up to it:
    /// reading such a file stays linear in its size.
    private let checkpointColumns: [Int]
    private static let checkpointStride = 512

    public init(path: String, utf8 bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            let stride = Self.checkpointStride
            var column = 1
            var i = 0
            while i < count {
                if i % stride == 0 { checkpoints.append(column) }
                let byte = buffer[i]
                if byte == 0x0A {
                    starts.append(i + 1)
                    column = 1
                } else if byte == 0x0D && (i + 1 >= count || buffer[i + 1] != 0x0A) {
                    starts.append(i + 1)
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                i += 1
            }
        }
        lineStarts = starts
        checkpointColumns = checkpoints
    }

    /// The location of the byte at `offset` (clamped to the text).
    public func location(at offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var i = lineStarts[low]
        let checkpoint = offset / Self.checkpointStride
        if checkpoint < checkpointColumns.count, checkpoint * Self.checkpointStride > i {
            i = checkpoint * Self.checkpointStride
            column = checkpointColumns[checkpoint]
        }
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    /// The byte offset of a 1-based line and column (columns in Unicode scalars), nil past the text.
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        var i = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0 {
            guard i < bytes.count else { return nil }
            i += 1
            while i < bytes.count && bytes[i] & 0xC0 == 0x80 { i += 1 }
            remaining -= 1
        }
        return i
    }

    public func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// Turning a file's bytes into UTF-8 text, or saying exactly where that fails.
public enum TextDecoding {
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE"
    }

    public struct Failure: Error, Sendable {
        public var message: String
        /// The text decoded before the failure; its end is where the failure is.
        public var decodedPrefix: [UInt8]
    }

    /// Decodes UTF-8 (BOM optional) or UTF-16 (BOM, or BOM-less when the first character is ASCII, as in
    /// every real `.strings` file). Rejects invalid sequences and NUL characters (binary files).
    public static func decode(_ data: [UInt8]) -> Result<(text: [UInt8], encoding: Encoding), Failure> {
        if data.count >= 2 && data[0] == 0xFF && data[1] == 0xFE { return utf16(data, from: 2, littleEndian: true) }
        if data.count >= 2 && data[0] == 0xFE && data[1] == 0xFF { return utf16(data, from: 2, littleEndian: false) }
        if data.count >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
            return utf8(Array(data[3...]))
        }
        if data.count >= 2 && data.count % 2 == 0 {
            if data[0] != 0 && data[1] == 0 && data[0] < 0x80 { return utf16(data, from: 0, littleEndian: true) }
            if data[0] == 0 && data[1] != 0 && data[1] < 0x80 { return utf16(data, from: 0, littleEndian: false) }
        }
        return utf8(data)
    }

    static func utf8(_ data: [UInt8]) -> Result<(text: [UInt8], encoding: Encoding), Failure> {
        // Fast path: the standard library's validator, and a NUL scan.
        if String(validating: data, as: UTF8.self) != nil {
            if let nul = data.firstIndex(of: 0) {
                return .failure(Failure(message: "binary content: NUL byte in text", decodedPrefix: Array(data[..<nul])))
            }
            return .success((data, .utf8))
        }
        // Slow path: find the first invalid sequence.
        var i = 0
        let n = data.count
        while i < n {
            let b = data[i]
            var length = 0
            var minimum: UInt32 = 0
            var scalar: UInt32 = 0
            if b < 0x80 { i += 1; continue }
            else if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F) }
            else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F) }
            else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07) }
            else { return .failure(invalidUTF8(data, at: i)) }
            if i + length > n { return .failure(invalidUTF8(data, at: i, truncated: true)) }
            for k in 1..<length {
                let c = data[i + k]
                if c & 0xC0 != 0x80 { return .failure(invalidUTF8(data, at: i)) }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return .failure(invalidUTF8(data, at: i))
            }
            i += length
        }
        return .failure(invalidUTF8(data, at: n))
    }

    private static func invalidUTF8(_ data: [UInt8], at offset: Int, truncated: Bool = false) -> Failure {
        let shown = data[offset..<min(data.count, offset + 4)].map { String(format: "%02X", $0) }.joined(separator: " ")
        let what = truncated ? "truncated UTF-8 sequence" : "invalid UTF-8"
        return Failure(message: "\(what) (bytes \(shown)); the file is neither valid UTF-8 nor UTF-16",
                       decodedPrefix: Array(data[..<offset]))
    }

    static func utf16(_ data: [UInt8], from start: Int, littleEndian: Bool) -> Result<(text: [UInt8], encoding: Encoding), Failure> {
        let encoding: Encoding = littleEndian ? .utf16LE : .utf16BE
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var i = start
        let n = data.count
        func unit(_ at: Int) -> UInt32 {
            littleEndian ? UInt32(data[at]) | UInt32(data[at + 1]) << 8 : UInt32(data[at]) << 8 | UInt32(data[at + 1])
        }
        while i < n {
            guard i + 1 < n else {
                return .failure(Failure(message: "\(encoding.rawValue) text ends in the middle of a code unit", decodedPrefix: output))
            }
            var scalar = unit(i)
            i += 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard i + 1 < n, (0xDC00...0xDFFF).contains(unit(i)) else {
                    return .failure(Failure(message: "invalid \(encoding.rawValue): unpaired high surrogate \(String(format: "U+%04X", scalar))", decodedPrefix: output))
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(i) - 0xDC00)
                i += 2
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return .failure(Failure(message: "invalid \(encoding.rawValue): unpaired low surrogate \(String(format: "U+%04X", scalar))", decodedPrefix: output))
            }
            if scalar == 0 {
                return .failure(Failure(message: "binary content: NUL character in text", decodedPrefix: output))
            }
            appendUTF8(scalar, to: &output)
        }
        return .success((output, encoding))
    }

    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6)); output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12)); output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18)); output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F)); output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
