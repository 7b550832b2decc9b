import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reading a whole input file with a size limit, read by `read(2)` so that the limit holds for what is not
/// a regular file too: a FIFO or `/dev/zero` given as a baseline has no size to look at beforehand, and
/// `FileManager.contents(atPath:)` would read it until memory ran out. A regular file larger than the
/// limit is refused before a byte of it is read.
public enum BoundedFile {
    public enum Failure: Error, Sendable, Equatable {
        case notFound
        /// `strerror` of the failing call.
        case unreadable(String)
        /// More than `limit` bytes; `size` when the file system knows it (a regular file).
        case tooLarge(size: Int?, limit: Int)

        /// "file is 2300000000 bytes; layoutlint reads `what` up to 268435456 bytes".
        public func description(what: String) -> String {
            switch self {
            case .notFound: "no such file"
            case .unreadable(let reason): reason
            case .tooLarge(let size, let limit):
                (size.map { "file is \($0) bytes" } ?? "more than \(limit) bytes")
                    + "; layoutlint reads \(what) up to \(limit) bytes"
            }
        }
    }

    /// A source file an importer reads (`language`: "Swift", "Kotlin", "Objective-C"): its bytes, or nil with the
    /// finding at its first line (cannot be read: an error; over `limit`: a warning), named as `shown`.
    static func source(_ path: String, shown: String, language: String, limit: Int, findings: inout [Finding]) -> [UInt8]? {
        let at = SourceLocation(file: shown, line: 1, column: 1)
        switch read(path, limit: limit) {
        case .success(let bytes):
            return bytes
        case .failure(.tooLarge(let size, _)):
            findings.append(Finding(rule: RuleID.invalidInput, severity: .warning,
                                    message: Failure.tooLarge(size: size, limit: limit).description(what: language + " sources"), location: at))
        case .failure:
            findings.append(Finding(rule: RuleID.invalidInput, severity: .error, message: "cannot read the \(language) source file", location: at))
        }
        return nil
    }

    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT ? .notFound : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable("it is a folder")) }
            if (status.st_mode & S_IFMT) == S_IFREG && Int(status.st_size) > limit {
                return .failure(.tooLarge(size: Int(status.st_size), limit: limit))
            }
        }
        var bytes: [UInt8] = []
        if (status.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else {
                return .failure(.tooLarge(size: (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil, limit: limit))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }
}
