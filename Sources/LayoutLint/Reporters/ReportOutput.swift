#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Report text written to a file descriptor as it is produced, in chunks of about 64 KiB, so that a large
/// report (tens of MB for tens of thousands of findings) is never held whole in memory, let alone twice.
///
/// A `TextOutputStream`, so a reporter writes the same bytes here as into a `String`. A write error does not
/// stop the reporter (a stream cannot throw): the first one is kept in `failure`, nothing after it is
/// written, and the caller reports it after `flush()`.
public struct ReportOutput: TextOutputStream {
    public let descriptor: Int32
    /// Why writing failed (`strerror`), once it has.
    public var failure: String? { writeError?.description }
    /// The first write error (its `errno` tells a closed pipe from a full disk).
    public private(set) var writeError: WriteError?
    private var buffer: [UInt8] = []
    static let chunkSize = 1 << 16

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.chunkSize)
    }

    public mutating func write(_ text: String) {
        guard writeError == nil else { return }
        if text.utf8.count >= Self.chunkSize {
            // Large pieces go out from the string's own storage, not through the buffer.
            flush()
            guard writeError == nil else { return }
            var text = text
            let descriptor = descriptor
            writeError = text.withUTF8 { Self.send($0, to: descriptor) }
            return
        }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunkSize { flush() }
    }

    /// Bytes as they are (after what is buffered).
    public mutating func write(bytes: UnsafeRawBufferPointer) {
        flush()
        guard writeError == nil else { return }
        writeError = Self.send(UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count),
                            to: descriptor)
    }

    /// Writes what is buffered.
    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        if writeError == nil {
            let descriptor = descriptor
            writeError = buffer.withUnsafeBufferPointer { Self.send($0, to: descriptor) }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// A failed `write(2)`: its `errno` (0 when nothing was written without an error) and `strerror`.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var code: Int32
        public var description: String
        /// The reader went away (`layoutlint check | head`): not an error to report.
        public var isClosedPipe: Bool { code == EPIPE }
    }

    /// Writes every byte to `descriptor` (retrying partial writes and EINTR): nil when all were written,
    /// else why not. Standard output and standard error are written with it too.
    public static func send(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> WriteError? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, base + written, bytes.count - written)
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                return WriteError(code: code, description: String(cString: strerror(code)))
            }
            if result == 0 { return WriteError(code: 0, description: "nothing written") }
            written += result
        }
        return nil
    }
}
