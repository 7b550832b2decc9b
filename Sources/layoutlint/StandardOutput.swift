import Foundation
import LayoutLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error without traps: `FileHandle.write(_: Data)` ends the process when the write
/// fails (a closed pipe, `> /dev/full`). Here a failed standard output is an error the command reports on
/// standard error before exiting 2 — except a closed pipe (`layoutlint check | head`), which ends the
/// process quietly as `cat` or `grep` end (see `Failure.exit`). SIGPIPE is ignored while running (see
/// `LayoutLintCommand.main`), so a closed pipe shows up as EPIPE here.
enum StandardOutput {
    /// Standard output could not be written; nothing after it was written.
    struct Failure: Error, CustomStringConvertible {
        var error: ReportOutput.WriteError
        var description: String { "cannot write to standard output: \(error.description)" }

        /// Ends the process: killed by SIGPIPE, printing nothing, when the reader has gone (what `cat`, `grep`
        /// and `git` do: the shell shows status 141, and `set -o pipefail` still sees that the output was cut);
        /// otherwise the reason on standard error and exit status 2.
        func exit() -> Never {
            if error.isClosedPipe {
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
                Foundation.exit(128 + SIGPIPE)
            }
            StandardOutput.error("layoutlint: \(self)\n")
            Foundation.exit(2)
        }
    }

    static func write(_ text: String) throws(Failure) {
        var output = ReportOutput(descriptor: STDOUT_FILENO)
        output.write(text)
        output.flush()
        if let error = output.writeError { throw Failure(error: error) }
    }

    /// What `contents` writes, as it writes it (`ReportOutput`); an error `contents` throws is thrown again.
    static func write(_ contents: (inout ReportOutput) throws -> Void) throws {
        var output = ReportOutput(descriptor: STDOUT_FILENO)
        try contents(&output)
        output.flush()
        if let error = output.writeError { throw Failure(error: error) }
    }

    static func write(_ data: Data) throws(Failure) {
        if let error = write(Array(data), to: STDOUT_FILENO) { throw Failure(error: error) }
    }

    /// Best effort: a failing standard error has nowhere left to report to.
    static func error(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// nil when every byte was written, else why not.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> ReportOutput.WriteError? {
        bytes.withUnsafeBufferPointer { ReportOutput.send($0, to: descriptor) }
    }
}
