import Foundation
import LayoutLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error without traps: `FileHandle.write(_: Data)` ends the process when the write
/// fails (a closed pipe, `> /dev/full`). Here a failed standard output is an error the command reports on
/// standard error before exiting 2; SIGPIPE is ignored (see `LayoutLintCommand.main`) so a closed pipe
/// shows up as EPIPE.
enum StandardOutput {
    /// Standard output could not be written; nothing after it was written.
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "cannot write to standard output: \(reason)" }
    }

    static func write(_ text: String) throws(Failure) {
        var output = ReportOutput(descriptor: STDOUT_FILENO)
        output.write(text)
        output.flush()
        if let reason = output.failure { throw Failure(reason: reason) }
    }

    /// What `contents` writes, as it writes it (`ReportOutput`); an error `contents` throws is thrown again.
    static func write(_ contents: (inout ReportOutput) throws -> Void) throws {
        var output = ReportOutput(descriptor: STDOUT_FILENO)
        try contents(&output)
        output.flush()
        if let reason = output.failure { throw Failure(reason: reason) }
    }

    static func write(_ data: Data) throws(Failure) {
        if let reason = write(Array(data), to: STDOUT_FILENO) { throw Failure(reason: reason) }
    }

    /// Best effort: a failing standard error has nowhere left to report to.
    static func error(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// nil when every byte was written, else why not.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBufferPointer { ReportOutput.send($0, to: descriptor) }
    }
}
