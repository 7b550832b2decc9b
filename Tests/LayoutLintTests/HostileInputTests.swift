import Foundation
import XCTest
@testable import LayoutLint

/// Issue 14's table, row by row: what a hostile user tried and the clear error (message and file:line:col)
/// each attempt now gets. Time and memory bounds are measured by `make bench` (CheckBench), not here.
final class HostileInputTests: XCTestCase {
    static let root = CheckCommandTests.root

    var binary: URL {
        get throws {
            let candidates = [Bundle(for: HostileInputTests.self).bundleURL.deletingLastPathComponent(),
                              URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            let found = candidates.map { $0.appendingPathComponent("layoutlint") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            return try XCTUnwrap(found, "layoutlint not built next to the tests")
        }
    }

    /// Runs layoutlint in the repository (its demo project) and returns its status and outputs.
    func cli(_ arguments: [String], in directory: URL = root) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Runs layoutlint with its standard output going to `output` (a path such as /dev/full), or to a pipe
    /// whose reading end is already closed when `output` is nil.
    func run(_ arguments: [String], stdout output: String?, in directory: URL = root) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        var closedPipe: Pipe?
        if let output {
            process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: output))
        } else {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
            closedPipe = pipe
        }
        try process.run()
        try closedPipe?.fileHandleForWriting.close()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    // MARK: output

    /// `> /dev/full` and a closed pipe: every command says so on stderr and exits 2 (it used to die of
    /// SIGILL in FileHandle.write, and `measure` exited 0 having written nothing).
    func testAFailedOrClosedStandardOutputIsAnErrorForEveryCommand() throws {
        let folder = try temporaryFolder()
        let report = folder.appendingPathComponent("r.json").path
        let made = try cli(["check", "--format", "json", "--no-baseline"])
        try Data(made.out.utf8).write(to: URL(fileURLWithPath: report))
        let commands: [[String]] = [
            ["check", "--format", "json", "--no-baseline"],
            ["check", "--no-baseline"],
            ["catalogs", "strings"],
            ["catalogs", "--json", "strings"],
            ["merge", report, "--no-baseline"],
            ["rules"],
            ["rules", "truncation"],
            ["measure", "Hello"],
            ["measure", "--json", "Hello"],
            ["report", "-o", "-"],
        ]
        for command in commands {
            for output in ["/dev/full", nil] as [String?] {
                let (status, err) = try run(command, stdout: output)
                let what = "\(command.joined(separator: " ")) > \(output ?? "closed pipe")"
                XCTAssertEqual(status, 2, what + ": " + err)
                XCTAssertTrue(err.contains("layoutlint: cannot write to standard output: "
                                           + (output == nil ? "Broken pipe" : "No space left on device")), what + ": " + err)
            }
        }
    }

    // MARK: atomic files

    func testAtomicWriteReplacesASymlinkItselfNotItsTarget() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("target.html").path
        let link = folder.appendingPathComponent("r.html").path
        try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFile.write(Data("report".utf8), to: link)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "precious")
        XCTAssertEqual(try String(contentsOfFile: link, encoding: .utf8), "report")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "the link itself was replaced")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["r.html", "target.html"])
    }

    /// A full disk (a 64 KB tmpfs; needs the right to mount, else skipped) leaves the old file whole and no
    /// temporary file behind.
    func testAFullDiskLeavesTheOldFileIntactAndNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { throw XCTSkip("cannot mount a small tmpfs here (not root?)") }
        defer {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = [folder.path]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        let path = folder.appendingPathComponent("report.html").path
        try AtomicFile.write(Data("old report".utf8), to: path)
        XCTAssertThrowsError(try AtomicFile.write(Data(repeating: 0x41, count: 200_000), to: path)) { error in
            XCTAssertTrue("\(error)".contains("cannot write \(path): No space left on device"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.html"])
    }

    func testCheckOutputWritesTheReportToAFile() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("report.json").path
        let direct = try cli(["check", "--format", "json", "--no-baseline"])
        let written = try cli(["check", "--format", "json", "--no-baseline", "--output", path])
        XCTAssertEqual(written.status, direct.status)
        XCTAssertEqual(written.out, "")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), direct.out)
    }

    // MARK: limits

    func testShardCountsBeyondTheLimitAreRefused() throws {
        for shard in ["1/99999999999", "1/9223372036854775807", "1/1000000000", "1/10001"] {
            let result = try cli(["check", "--shard", shard])
            XCTAssertEqual(result.status, 2, shard)
            XCTAssertTrue(result.err.contains("--shard \(shard): expected I/N with 1 ≤ I ≤ N ≤ 10000"), result.err)
        }
        XCTAssertNotNil(Shard("10000/10000"))
        XCTAssertNil(Shard("1/10001"))
    }

    /// A letter with 50,000 combining acute accents (U+0301): refused with the reason instead of shaping
    /// for minutes; 127 marks per letter still lay out.
    func testAGraphemeClusterLongerThanTheLimitIsRefused() throws {
        let hostile = "a" + String(repeating: "\u{301}", count: 50_000)
        let result = try cli(["measure", hostile])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("a character of 50001 code points (a letter with 50000 combining marks or joiners) at code point 1 is longer than the 128 accepted"), result.err)
        let accepted = try cli(["measure", String(repeating: "a" + String(repeating: "\u{301}", count: 127), count: 3)])
        XCTAssertEqual(accepted.status, 0, accepted.err)
    }

    /// Locations in a very long line (a minified catalog) come from checkpoints; they must equal a count
    /// of scalars from the line start.
    func testLocationsInALongLineEqualAScalarCountFromTheLineStart() {
        var text = ""
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "😀", "\r\n", "\n", "\r", "ก", "ab"]
        for i in 0..<6000 { text += i % 700 == 0 ? pieces[Int.random(in: 3...5, using: &generator)] : pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
        let bytes = Array(text.utf8)
        let source = SourceText(path: "f", utf8: bytes)
        var line = 1, column = 1
        var i = 0
        while i <= bytes.count {
            let location = source.location(at: i)
            XCTAssertEqual(location.line, line, "offset \(i)")
            XCTAssertEqual(location.column, column, "offset \(i)")
            if location.line != line || location.column != column { return }
            guard i < bytes.count else { break }
            let byte = bytes[i]
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1; column = 1
            } else if byte & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
    }
}
