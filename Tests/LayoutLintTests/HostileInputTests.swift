import Foundation
import Synchronization
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
    func cli(_ arguments: [String], in directory: URL = root, executable: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        let result = executable == nil ? try Run.program(try binary.path, arguments, in: directory)
                                       : try Run.program(executable!.path, Array(arguments.dropFirst()), in: directory)
        return (result.status, result.stdout, result.stderr)
    }

    /// Runs layoutlint with its standard output going to `output` (a path such as /dev/full), or to a pipe
    /// whose reading end is already closed when `output` is nil.
    func run(_ arguments: [String], stdout output: String?, in directory: URL = root) throws -> (status: Int32, err: String, reason: Process.TerminationReason) {
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
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self), process.terminationReason)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    // MARK: output

    /// `> /dev/full`: every command says so on stderr and exits 2 (it used to die of SIGILL in
    /// FileHandle.write, `version` still did, `--help` printed a raw `CommandError`, and `measure` exited 0
    /// having written nothing). A closed pipe (`layoutlint check | head`) ends the process as it ends `cat`:
    /// killed by SIGPIPE, nothing printed (it said "cannot write to standard output: Broken pipe", exit 2).
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
            ["version"],
            ["--version"],
            ["--help"],
            ["help"],
            ["help", "check"],
            ["check", "--help"],
        ]
        for command in commands {
            let what = command.joined(separator: " ")
            let (status, err, _) = try run(command, stdout: "/dev/full")
            XCTAssertEqual(status, 2, what + " > /dev/full: " + err)
            XCTAssertEqual(err, "layoutlint: cannot write to standard output: No space left on device\n", what + " > /dev/full")
            let closed = try run(command, stdout: nil)
            XCTAssertEqual(closed.reason, .uncaughtSignal, what + " | closed pipe: " + closed.err)
            XCTAssertEqual(closed.status, SIGPIPE, what + " | closed pipe")
            XCTAssertEqual(closed.err, "", what + " | closed pipe")
        }
    }

    /// `layoutlint check | head -1` in a shell: head's one line, nothing on stderr, and the status of a
    /// process killed by SIGPIPE (141) for `set -o pipefail` to see.
    func testCheckPipedIntoHeadEndsQuietly() throws {
        let folder = try temporaryFolder()
        // 2,000 findings, one a key (a German value that prints an object where the source prints a number:
        // `placeholder-mismatch`, never grouped across keys): far more than a pipe holds, so the closed pipe is
        // met while writing.
        var catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"#
        catalog += (0..<2000).map { #""k\#($0)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Value %d \#($0)"}}, "de": {"stringUnit": {"state": "translated", "value": "Wert %@ \#($0)"}}}}"# }.joined(separator: ",")
        catalog += "}}"
        try catalog.write(to: folder.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let script = "set -o pipefail; '\(try binary.path)' check L.xcstrings --fonts '\(Run.packageRoot.path)/Fonts' | head -1"
        let result = try Run.program("/bin/bash", ["-c", script], in: folder)
        XCTAssertEqual(result.status, 141, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, result.stdout)
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

    /// The null device (itself or through a link) is written through, never replaced by an ordinary file
    /// (the three writers: `--output`, `report -o`, `--write-baseline`); a link to a regular file is still
    /// replaced itself; `/proc/self/fd/1` and `/dev/stdout` are this process's standard output.
    func testTheNullDeviceAndStandardOutputAreWrittenThroughNotReplaced() throws {
        let folder = try temporaryFolder()
        let nullLink = folder.appendingPathComponent("null-link").path
        try FileManager.default.createSymbolicLink(atPath: nullLink, withDestinationPath: "/dev/null")
        for target in ["/dev/null", nullLink] {
            for arguments in [["check", "--no-baseline", "--format", "json", "--output", target],
                              ["report", "-o", target],
                              ["check", "--no-baseline", "--write-baseline", target]] {
                let result = try cli(arguments)
                XCTAssertTrue([0, 1].contains(result.status), arguments.joined(separator: " ") + ": " + result.err)
                var status = stat()
                XCTAssertEqual(stat(target, &status), 0)
                XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "\(target) is still a device after \(arguments)")
            }
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: nullLink), "/dev/null")

        // `-o /proc/self/fd/1` and `-o /dev/stdout`: standard output, whatever it is (here a file the test opened).
        let direct = try cli(["check", "--no-baseline", "--format", "json"])
        for name in ["/proc/self/fd/1", "/dev/stdout"] where FileManager.default.fileExists(atPath: name) {
            let result = try cli(["check", "--no-baseline", "--format", "json", "--output", name])
            XCTAssertEqual(result.status, direct.status, result.err)
            XCTAssertEqual(result.out, direct.out, name)
        }
        var link = stat()
        XCTAssertEqual(lstat("/dev/stdout", &link), 0)
        XCTAssertEqual(link.st_mode & S_IFMT, S_IFLNK, "/dev/stdout is still a link")
    }

    /// Anything else that is not a regular file is refused with exit 2 and a message naming what it is,
    /// and left as it was: a FIFO (opening it for writing waited for a reader forever), a link to a FIFO, a
    /// character device other than the null device (`/dev/zero`), and a link to a block device (as root,
    /// the report was written over the device). The block device is made with `mknod` with a major
    /// number no driver has (240, "local/experimental use" in the kernel's devices.txt), so even a
    /// regression could not write to a disk; without the right to make one, that case is skipped.
    func testFIFOsDevicesAndLinksToThemAreRefused() throws {
        let folder = try temporaryFolder()
        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let fifoLink = folder.appendingPathComponent("fifo-link").path
        try FileManager.default.createSymbolicLink(atPath: fifoLink, withDestinationPath: fifo)
        let zeroLink = folder.appendingPathComponent("zero-link").path
        try FileManager.default.createSymbolicLink(atPath: zeroLink, withDestinationPath: "/dev/zero")
        var targets: [(path: String, kind: String, type: mode_t)] = [(fifo, "a FIFO", S_IFIFO), (fifoLink, "a FIFO", S_IFIFO),
                                                                      ("/dev/zero", "a character device", S_IFCHR),
                                                                      (zeroLink, "a character device", S_IFCHR)]
        let block = folder.appendingPathComponent("block").path
        if mknod(block, S_IFBLK | 0o600, dev_t(240 << 8) /* major 240, minor 0 (glibc's makedev for numbers below 256) */) == 0 {
            let blockLink = folder.appendingPathComponent("block-link").path
            try FileManager.default.createSymbolicLink(atPath: blockLink, withDestinationPath: block)
            targets.append((blockLink, "a block device", S_IFBLK))
        }
        for target in targets {
            for arguments in [["check", "--no-baseline", "--format", "json", "--output", target.path],
                              ["report", "-o", target.path],
                              ["check", "--no-baseline", "--write-baseline", target.path]] {
                let result = try cli(arguments)
                XCTAssertEqual(result.status, 2, arguments.joined(separator: " ") + ": " + result.err)
                XCTAssertTrue(result.err.contains("cannot write \(target.path): it is \(target.kind), not a regular file"), result.err)
                var status = stat()
                XCTAssertEqual(stat(target.path, &status), 0)
                XCTAssertEqual(status.st_mode & S_IFMT, target.type, "\(target.path) changed after \(arguments)")
            }
        }
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasSuffix(".tmp") })
    }

    /// `import --output-dir`: a FIFO planted at the name of a layout it writes is refused (exit 2, the
    /// path named), not waited on; the FIFO stays a FIFO.
    func testImportRefusesAFIFOAtALayoutName() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("res/layout"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Hi" />"#
            .write(to: folder.appendingPathComponent("res/layout/card.xml"), atomically: true, encoding: .utf8)
        let fifo = folder.appendingPathComponent("out/card.yaml").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let result = try cli(["import", ".", "--output-dir", "out"], in: folder)
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("card.yaml: it is a FIFO, not a regular file"), result.err)
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
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

    /// SIGTERM while the baseline is being flushed (strace holds `fsync` for 5 s, so the temporary file is
    /// surely there): the temporary file is removed and the old baseline is intact. Skipped without strace.
    func testATemporaryFileIsRemovedWhenTheWriterIsKilled() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("needs /usr/bin/strace") }
        let folder = try temporaryFolder()
        let baseline = folder.appendingPathComponent("baseline.json")
        try Data("old".utf8).write(to: baseline)
        let strace = Process()
        strace.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        strace.arguments = ["-f", "-o", "/dev/null", "-e", "trace=fsync", "-e", "inject=fsync:delay_enter=5000000",
                            try binary.path, "check", "--no-baseline", "--write-baseline", baseline.path]
        strace.currentDirectoryURL = Self.root
        strace.standardOutput = FileHandle.nullDevice
        strace.standardError = FileHandle.nullDevice
        try strace.run()
        var temporary: String?
        for _ in 0..<600 where temporary == nil {
            Thread.sleep(forTimeInterval: 0.1)
            temporary = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".tmp") }
        }
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        pgrep.arguments = ["-P", "\(strace.processIdentifier)"]
        let out = Pipe()
        pgrep.standardOutput = out
        try pgrep.run()
        pgrep.waitUntilExit()
        let child = Int32(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? "")
        if let child { kill(child, SIGTERM) }
        strace.waitUntilExit()
        XCTAssertNotNil(temporary, "the temporary file never appeared")
        XCTAssertNotNil(child)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["baseline.json"])
        XCTAssertEqual(try String(contentsOf: baseline, encoding: .utf8), "old")
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

    /// `measure --size 1e308 --json` printed an internal `EncodingError` (every width was infinite); lengths
    /// past a layout's limit are refused with the reason, as a layout refuses them.
    func testMeasureRefusesLengthsBeyondTheLayoutLimit() throws {
        for option in ["--size", "--width", "--height", "--line-height"] {
            let result = try cli(["measure", "Hello", option, "1e308", "--json"])
            XCTAssertEqual(result.status, 2, option)
            XCTAssertEqual(result.out, "", option)
            XCTAssertTrue(result.err.contains("\(option) 1e+308 is more than the 10000 points layoutlint lays text out in"), result.err)
            XCTAssertFalse(result.err.contains("EncodingError"), result.err)
        }
        XCTAssertEqual(try cli(["measure", "Hello", "--size", "10000", "--json"]).status, 0)
    }

    /// One constant change that makes 20,000 rows infeasible at once (a fuzzed iina XIB did this to a scene):
    /// the dual simplex took the highest-numbered row from a list it sorted again before every pivot, so n rows
    /// cost n sorts of n (22 s for the fuzzed document), none of it counted by the work limit. Each row is
    /// repaired by its own pivot, and the work counted, ratio tests included, grows as n.
    ///
    /// `w == 0` is required; for each i, `y_i ≤ 0` and `w + y_i ≤ i` (required), so every `y_i` is 0. Then
    /// `w == n`: every slack of `w + y_i ≤ i` goes negative (i - n), and only `y_i` can give way: `y_i = i - n`.
    /// A weak `w == 0` gives the ratio tests one priority level to read.
    func testOneConstantChangeThatMakesTwentyThousandRowsInfeasibleIsRepairedInCountedLinearWork() throws {
        let count = 20_000
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        let ys = (0..<count).map { _ in solver.makeVariable() }
        let pin = try solver.add(Constraint(w.expression, .equal, 0))
        try solver.add(Constraint(w.expression, .equal, 0, priority: 1))
        for (i, y) in ys.enumerated() {
            try solver.add(Constraint(y.expression, .lessThanOrEqual, 0))
            try solver.add(Constraint(w.expression + y.expression, .lessThanOrEqual, Double(i)))
        }
        XCTAssertTrue(ys.allSatisfy { solver.value(of: $0) == 0 })
        let before = solver

        try solver.setConstant(pin, -Double(count))
        XCTAssertEqual(solver.value(of: w), Double(count))
        for (i, y) in ys.enumerated() where solver.value(of: y) != Double(i - count) {
            XCTFail("y\(i) = \(solver.value(of: y)), expected \(i - count)")
            break
        }
        // Per row: its ratio test (2 terms × 1 priority level) and its pivot's substitution into the one row
        // that mentions the entering slack (3 entries) and the objective (1).
        let spent = solver.work - before.work
        XCTAssertGreaterThanOrEqual(spent, 6 * count, "every pivot and ratio test counted")
        XCTAssertLessThanOrEqual(spent, 8 * count, "linear in the rows made infeasible")

        // Counted work is what the limit stops: with room for half of it, the repair is given up.
        var limited = before
        limited.workLimit = before.work + 3 * count
        XCTAssertThrowsError(try limited.setConstant(pin, -Double(count))) { error in
            XCTAssertEqual(error as? SolverError, .workLimitExceeded(before.work + 3 * count))
        }
    }

    /// One element with 100,000 attributes, for every reader of XML (strings.xml, XLIFF, stringsdict, an
    /// Android layout, a storyboard): read in seconds. The duplicate-attribute check of `XMLTree` searched
    /// the attributes seen so far, so n attributes cost n² (160k: a minute); `make bench` prints the ratio.
    func testAnElementWithAHundredThousandAttributesIsReadInLinearTime() throws {
        let folder = try temporaryFolder()
        let count = 100_000
        func attributes(_ prefix: String = "a") -> String { (0..<count).map { "\(prefix)\($0)=\"v\($0)\"" }.joined(separator: " ") }
        func write(_ relative: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        // No clock here (unit tests are not timed): quadratic reading of 100,000 attributes would not finish
        // the suite; `make bench` prints the ratio at 4n ÷ n.
        func reading<T>(_ what: String, _ body: () throws -> T) rethrows -> T { try body() }
        let android = try write("res/values-de/strings.xml", "<resources><string name=\"hello\" \(attributes())>Hallo</string></resources>")
        XCTAssertEqual(reading("strings.xml") { CatalogReader.read(path: android) }.entries.map(\.value), ["Hallo"])
        let xliff = try write("de.xliff", """
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="L.strings" source-language="en" \
            target-language="de" datatype="plaintext"><body><trans-unit id="hello" \(attributes())><source>Hello</source>\
            <target>Hallo</target></trans-unit></body></file></xliff>
            """)
        XCTAssertTrue(reading("XLIFF") { CatalogReader.read(path: xliff) }.entries.contains { $0.value == "Hallo" })
        let stringsdict = try write("de.lproj/L.stringsdict", """
            <plist version="1.0" \(attributes())><dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@x@</string>\
            <key>x</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Ding</string>\
            <key>other</key><string>%d Dinge</string></dict></dict></dict></plist>
            """)
        XCTAssertTrue(reading("stringsdict") { CatalogReader.read(path: stringsdict) }.entries.contains { $0.value == "%d Dinge" })
        _ = try write("res/values/strings.xml", "<resources><string name=\"hello\">Hello</string></resources>")
        _ = try write("res/layout/main.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" \
            android:layout_width="match_parent" android:layout_height="wrap_content"><TextView android:id="@+id/t" \
            android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/hello" \(attributes("app:a"))/></LinearLayout>
            """)
        let imported = reading("Android layout") {
            AndroidLayoutImporter.read(resourceFolders: [folder.appendingPathComponent("res").path], settings: AndroidImportSettings())
        }
        XCTAssertEqual(imported.screens.flatMap(\.elements).compactMap(\.key), ["hello"])
        let storyboard = try write("Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" \
            propertyAccessControl="none" useAutolayout="YES" initialViewController="vc"><scenes><scene sceneID="s1"><objects>\
            <viewController id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v1">\
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews><label opaque="NO" text="Hello" \
            textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l1" \(attributes())>\
            <rect key="frame" x="16" y="100" width="200" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/>\
            </label></subviews></view></viewController></objects></scene></scenes></document>
            """)
        let scenes = reading("storyboard") {
            InterfaceBuilderImporter.read(documents: [storyboard], settings: InterfaceBuilderImportSettings())
        }
        XCTAssertEqual(scenes.screens.flatMap(\.elements).compactMap(\.key), ["l1.text"])
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

    // MARK: layouts

    /// A key set twice used to drop the whole layout with an error at 1:1 (libyaml refuses the document):
    /// now the repeated key is reported where it stands and everything else is read.
    func testARepeatedKeyInAYAMLLayoutIsReportedWhereItStandsAndTheRestIsKept() {
        let yaml = """
        screen: S
        elements:
          - id: title
            key: k
            textStyle: body
            width: 100
            width: 200
          - id: body
            key: b
            textStyle: body
            width: 50
        """
        let (screen, findings) = LayoutReader.read(text: yaml, file: "layouts/s.yaml")
        XCTAssertEqual(findings.map(\.location.description), ["layouts/s.yaml:7:5"])
        XCTAssertEqual(findings.first?.message, "element: 'width' is set twice (first at line 6)")
        XCTAssertEqual(screen?.elements.map(\.id), ["title", "body"])
        XCTAssertEqual(screen?.elements.first?.width, 100)
    }

    func testJSONLayoutsAreStrictJSONAndRepeatedKeysAreReportedWhereTheyStand() {
        let trailingComma = """
        {"screen": "S", "elements": [
          {"id": "title", "key": "k", "textStyle": "body"},
        ]}
        """
        var (screen, findings) = LayoutReader.read(text: trailingComma, file: "layouts/s.json")
        XCTAssertNil(screen)
        XCTAssertEqual(findings.map(\.location.description), ["layouts/s.json:3:1"])
        XCTAssertEqual(findings.first?.message, "malformed JSON: expected a value, found ']'")
        // The same text as YAML is accepted, as YAML allows it.
        XCTAssertEqual(LayoutReader.read(text: trailingComma, file: "layouts/s.yaml").findings, [])

        let repeated = """
        {"screen": "S", "elements": [
          {"id": "title", "key": "k", "textStyle": "body", "width": 100, "width": 200},
          {"id": "body", "key": "b", "textStyle": "body", "width": 50, "width": 60}
        ]}
        """
        (screen, findings) = LayoutReader.read(text: repeated, file: "layouts/s.json")
        XCTAssertEqual(findings.map(\.location.description), ["layouts/s.json:2:66", "layouts/s.json:3:64"])
        XCTAssertEqual(findings.map(\.message), ["element: 'width' is set twice (first at line 2)",
                                                  "element: 'width' is set twice (first at line 3)"])
        XCTAssertEqual(screen?.elements.map(\.width), [100, 50])
    }

    func testOutOfRangeLayoutValuesAreErrorsWhereTheyStand() {
        let yaml = """
        screen: S
        elements:
          - id: ""
            textStyle: body
          - id: heavy
            textStyle: body
            weight: 1000
          - id: huge
            size: 1e308
          - id: fine
            key: k
            size: 17
            weight: 900
        """
        let (screen, findings) = LayoutReader.read(text: yaml, file: "layouts/s.yaml")
        XCTAssertEqual(findings.map(\.location.description), ["layouts/s.yaml:3:9", "layouts/s.yaml:7:13", "layouts/s.yaml:9:11"])
        XCTAssertEqual(findings.map(\.message), [
            "element id is empty: reports and baselines name an element by its id",
            "element 'heavy': weight 1000 is outside 100…900, the range of the platforms' named weights (ultralight/thin … black)",
            "element 'huge': size must be between -10000 and 10000 points, got 1e308",
        ])
        XCTAssertEqual(screen?.elements.map(\.id), ["fine"])
    }

    // MARK: config

    func testANegativeMaxWarningsIsAnErrorAtItsLine() {
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\nmaxWarnings: -1\n", file: ".layoutlint.yml")) { error in
            XCTAssertEqual("\(error)", ".layoutlint.yml:2:14: error: maxWarnings: must be 0 or more (-1 given); leave it out to allow any number of warnings")
        }
    }

    func testARepeatedKeyInTheConfigIsAnErrorAtTheKeyWithoutQuotingTheFile() {
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\nmaxWarnings: 3\nmaxWarnings: 4\n", file: ".layoutlint.yml")) { error in
            XCTAssertEqual("\(error)", ".layoutlint.yml:2:1: error: repeated key 'maxWarnings' in one mapping")
        }
    }

    func testAConfigLayoutsPathThatDoesNotExistIsReportedAtItsEntry() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("strings/Localizable.xcstrings").path,
                                         toPath: folder.appendingPathComponent("strings/Localizable.xcstrings").path)
        try Data("version: 1\ncatalogs: [strings]\nlayouts:\n  - screens/\n".utf8).write(to: folder.appendingPathComponent(".layoutlint.yml"))
        let result = try cli(["check", "--fonts", Self.root.appendingPathComponent("Fonts").path], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains(".layoutlint.yml:4:5: error: layouts[0]: no such file or folder: screens/"), result.err)
    }

    // MARK: baselines and reports

    func testInvalidJSONGivenAsBaselineOrToMergeIsReportedAtFileLineColumn() throws {
        let folder = try temporaryFolder()
        let broken = folder.appendingPathComponent("broken.json").path
        try Data("{\"version\": 1,\n \"findings\": [ , ]\n}\n".utf8).write(to: URL(fileURLWithPath: broken))
        let wrongType = folder.appendingPathComponent("wrong.json").path
        try Data("{\"version\": 1,\n \"findings\": [ {\"fingerprint\": 3} ]\n}\n".utf8).write(to: URL(fileURLWithPath: wrongType))
        for arguments in [["check", "--baseline", broken], ["merge", broken]] {
            let result = try cli(arguments)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.err.contains("\(broken):2:16: error: "), result.err)
            XCTAssertTrue(result.err.contains("malformed JSON: expected a value, found ','"), result.err)
            XCTAssertFalse(result.err.contains("DecodingError"), result.err)
        }
        let result = try cli(["check", "--baseline", wrongType])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("\(wrongType):2:32: error: not a layoutlint baseline or JSON report: findings[0].fingerprint: expected a mapping"), result.err)
    }

    // MARK: catalogs

    /// Half a surrogate pair is not a character: kept as U+FFFD, reported at its escape. A raw U+0001 is
    /// not allowed in XML.
    func testLoneSurrogatesAndControlCharactersInXMLAreReported() {
        let strings = CatalogReader.read(bytes: Array("\"a\" = \"x\\UD800y\";\n\"b\" = \"ok\";\n".utf8),
                                         path: "de.lproj/L.strings", format: .strings)
        XCTAssertEqual(strings.findings.map(\.location.description), ["de.lproj/L.strings:1:9"])
        XCTAssertEqual(strings.findings.first?.message, "unpaired UTF-16 surrogate escape \\UD800: half of a pair, not a character (shown as U+FFFD)")
        XCTAssertEqual(strings.entries.map(\.value), ["x\u{FFFD}y", "ok"])

        let xcstrings = CatalogReader.read(bytes: Array("""
            {"sourceLanguage":"en","version":"1.0","strings":{
            "a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"x\\ud800"}}}}}}
            """.utf8), path: "L.xcstrings", format: .xcstrings)
        XCTAssertEqual(xcstrings.findings.map(\.location.description), ["L.xcstrings:2:74"])
        XCTAssertEqual(xcstrings.findings.first?.message, "unpaired UTF-16 surrogate escape \\ud800: half of a pair, not a character (shown as U+FFFD)")
        XCTAssertEqual(xcstrings.entries.count, 1)

        let android = CatalogReader.read(bytes: Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n  <string name=\"a\">x\u{01}y</string>\n</resources>\n".utf8),
                                         path: "res/values/strings.xml", format: .android)
        XCTAssertEqual(android.findings.map(\.location.description), ["res/values/strings.xml:3:21"])
        XCTAssertEqual(android.findings.first?.message, "malformed XML: control character U+0001 is not allowed in XML")
    }

    /// ESC [2J would clear the terminal; a raw CR would overwrite the line; U+202E would reorder it.
    func testControlCharactersFromInputsAreEscapedInTextOutput() {
        let finding = Finding(rule: "truncation", severity: .error, message: "“\u{1B}[2Jgone\rfake”\nnext \u{202E}abc\tok",
                              location: SourceLocation(file: "a\u{1B}.strings", line: 1, column: 2))
        XCTAssertEqual(finding.terminalStyle, "a\\u{1B}.strings:1:2: error: “\\u{1B}[2Jgone\\rfake”\\nnext \\u{202E}abc\tok [truncation]")
        XCTAssertEqual(TerminalText.escaped("ไทย עברית ok"), "ไทย עברית ok")
        XCTAssertEqual(TerminalText.escaped("\u{85}\u{7F}"), "\\u{85}\\u{7F}")
    }

    // MARK: folders

    func testSymlinkedFoldersAreFollowedWithinTheFolderAndLinkLoopsEnd() throws {
        let folder = try temporaryFolder()
        let shared = folder.appendingPathComponent("shared/de.lproj")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";\n".utf8).write(to: shared.appendingPathComponent("L.strings"))
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("strings").path, withDestinationPath: "../shared")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("shared/loop").path, withDestinationPath: "..")
        let files = try CatalogReader.discover([project.appendingPathComponent("strings").path + "/"]).map(\.path)
        XCTAssertEqual(files, [project.appendingPathComponent("strings").path + "/de.lproj/L.strings"])
        // From the project, `strings` leads out of it: not followed, and said (the loop inside `shared`
        // leads out of `shared` too, so naming `strings` itself above ended it as well).
        _ = FolderWalk.takeLinksOutside()
        let inProject = try CatalogReader.discover([project.path]).map(\.path)
        XCTAssertEqual(inProject, [])
        XCTAssertEqual(FolderWalk.takeLinksOutside().map { URL(fileURLWithPath: $0).lastPathComponent }, ["strings"])
    }

    /// A folder that cannot be listed is an error, not a silent gap. Root can list anything, so the run is
    /// made as `nobody` through setpriv (skipped where that is not possible).
    func testAnUnreadableFolderIsAnError() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and /usr/bin/setpriv to run as nobody")
        }
        let folder = try temporaryFolder()
        let locked = folder.appendingPathComponent("strings/locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("strings/Localizable.xcstrings").path,
                                         toPath: folder.appendingPathComponent("strings/Localizable.xcstrings").path)
        for path in [folder.path, folder.appendingPathComponent("strings").path] { chmod(path, 0o755) }
        chmod(locked.path, 0)
        addTeardownBlock { chmod(locked.path, 0o755) }
        let result = try cli(["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", try binary.path, "catalogs", "strings"],
                             in: folder, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.hasPrefix("error: cannot read strings/locked: cannot list the folder (Permission denied); fix its permissions or leave it out\n"), result.err)
    }

    // MARK: bombs, depth, size

    /// Aliases nine levels deep (10⁹ leaves if expanded): read at once, each bad element reported.
    /// A key with more substitution values than are composed (each value is shown inside its whole
    /// format, so their number counts squared): a warning at the first value, and every value still checked
    /// as it stands. (Before, 400 substitutions took 27 s; the time bound is in `make bench`.)
    func testAKeyWithThousandsOfSubstitutionsIsReportedAndCheckedValueByValue() throws {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        func substitutions(wrong: Int?) -> [String: Any] {
            var all: [String: Any] = [:]
            for i in 0..<40 {
                all["v\(i)"] = ["formatSpecifier": "lld",
                                "variations": ["plural": ["one": unit("%arg x"), "other": unit(i == wrong ? "%@ y" : "%arg y")]]]
            }
            return all
        }
        let format = (0..<40).map { "%#@v\($0)@" }.joined(separator: " ")
        var english = unit(format); english["substitutions"] = substitutions(wrong: nil)
        var german = unit(format); german["substitutions"] = substitutions(wrong: 7)
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0",
                                      "strings": ["many": ["localizations": ["en": english, "de": german]]]]
        let folder = try temporaryFolder()
        try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]).write(to: folder.appendingPathComponent("Many.xcstrings"))
        let (status, out, _) = try cli(["check", "Many.xcstrings", "--fonts", Self.root.appendingPathComponent("Fonts").path,
                                        "--format", "json"], in: folder)
        XCTAssertEqual(status, 1)
        let report = try JSONDecoder().decode(LintReport.self, from: Data(out.utf8))
        let limit = report.findings.filter { $0.rule == RuleID.invalidInput }
        XCTAssertEqual(limit.map(\.locale), ["de", "en"])
        XCTAssertTrue(limit.allSatisfy { $0.message.contains("80 substitution values") && $0.message.contains("more than the 64") }, "\(limit.map(\.message))")
        XCTAssertTrue(limit.allSatisfy { $0.location.file == "Many.xcstrings" && $0.location.line == 1 })
        // Each value is still checked as it stands: German's `%@` for a count is found, the format is not
        // taken for a text of its own.
        let mismatches = report.findings.filter { $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(mismatches.map { "\($0.locale ?? "") \($0.variant ?? "")" }, ["de substitution.v7.plural.other"],
                       "\(mismatches.map(\.message))")
    }

    func testAYAMLAliasBombInALayoutEndsAtOnce() {
        var yaml = "screen: S\nx0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 { yaml += "x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "elements: *a9\n"
        let (_, findings) = LayoutReader.read(text: yaml, file: "layouts/bomb.yaml")
        XCTAssertEqual(findings.first?.location.description, "layouts/bomb.yaml:2:1")
        XCTAssertEqual(findings.first?.message, "layout: unknown key 'x0'")
    }

    func testNestingOneHundredThousandDeepIsAnErrorWhereTheLimitIsReached() {
        let deep = Array(("{\"strings\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)
        let catalog = CatalogReader.read(bytes: deep, path: "L.xcstrings", format: .xcstrings)
        XCTAssertEqual(catalog.findings.map(\.location.description), ["L.xcstrings:1:268"])
        XCTAssertEqual(catalog.findings.first?.message, "malformed JSON: nesting deeper than 256 levels")

        let yaml = "screen: S\nelements: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let layout = LayoutReader.read(text: yaml, file: "layouts/deep.yaml")
        XCTAssertNil(layout.screen)
        XCTAssertEqual(layout.findings.map(\.location.description), ["layouts/deep.yaml:2:12"])
        XCTAssertTrue(layout.findings.first?.message.hasPrefix("malformed YAML: Maximum nesting level reached") ?? false)

        let xml = "<resources>" + String(repeating: "<a>", count: 100_000) + "</resources>"
        let android = CatalogReader.read(bytes: Array(xml.utf8), path: "res/values/strings.xml", format: .android)
        XCTAssertEqual(android.findings.count, 1)
        XCTAssertTrue(android.findings.first?.message.contains("256") ?? false, "\(android.findings)")
    }

    func testFilesOverTheSizeLimitAreReportedNotRead() throws {
        let folder = try temporaryFolder()
        let catalog = folder.appendingPathComponent("Big.xcstrings")
        FileManager.default.createFile(atPath: catalog.path, contents: nil)
        let handle = try FileHandle(forWritingTo: catalog)
        try handle.truncate(atOffset: UInt64(CatalogReader.maximumFileSize + 1))
        try handle.close()
        let read = CatalogReader.read(path: catalog.path)
        XCTAssertEqual(read.findings.map(\.message), ["file is 67108865 bytes; layoutlint reads catalogs up to 67108864 bytes"])
        XCTAssertEqual(read.findings.first?.location.line, 1)

        let layout = LayoutReader.read(bytes: [UInt8](repeating: 0x20, count: LayoutReader.maximumFileSize + 1), file: "layouts/big.yaml")
        XCTAssertEqual(layout.findings.map(\.message), ["file is 16777217 bytes; layoutlint reads layouts up to 16777216 bytes"])
    }

    /// A fuzzed SwiftUI file with a hundred `[` in a row ran past two minutes in swift-syntax's lookahead
    /// (it backtracks through inline-array types, doubling per bracket). Such a file is reported at the run and
    /// not parsed; twelve in a row (more than Swift code nests) still parse.
    func testARunOfOpeningBracketsIsReportedNotParsed() throws {
        let folder = try temporaryFolder()
        func view(_ brackets: Int) -> String {
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Form {\n            "
                + String(repeating: "[", count: brackets) + "Text(\"x\")\n        }\n    }\n}\n"
        }
        try view(100).write(to: folder.appendingPathComponent("Hostile.swift"), atomically: true, encoding: .utf8)
        try view(12).write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        let result = SwiftUIImporter.read(files: [folder.appendingPathComponent("Hostile.swift").path, folder.appendingPathComponent("Deep.swift").path],
                                          displayPath: { URL(fileURLWithPath: $0).lastPathComponent })
        XCTAssertEqual(result.findings.map { "\($0.location.description) \($0.severity)" }, ["Hostile.swift:5:13 warning"])
        XCTAssertTrue(result.findings.first?.message.hasPrefix("100 opening brackets in a row") == true, "\(result.findings.map(\.message))")
        XCTAssertNil(SwiftUIProgram.bracketRun(in: Array(view(12).utf8)))
        XCTAssertEqual(SwiftUIProgram.bracketRun(in: Array("let a = [ [ [ [ [ [ [ [ [ [ [ [ [ 1".utf8))?.count, 13, "whitespace between them counts as a run")
    }

    func testInvalidUTF8AndUTF16LayoutsAreReportedAtTheBadByte() {
        let utf8 = LayoutReader.read(bytes: Array("screen: S\nelements:\n  - id: t\u{e9}".utf8.dropLast()) + [0xFF, 0x0A], file: "layouts/bad.yaml")
        XCTAssertEqual(utf8.findings.map(\.location.description), ["layouts/bad.yaml:3:10"]  /* the é cut after its first byte, 0xC3, followed by 0xFF */)
        XCTAssertEqual(utf8.findings.first?.message, "the file is not valid UTF-8")
        let utf16 = CatalogReader.read(bytes: [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00], path: "de.lproj/L.strings", format: .strings)
        XCTAssertEqual(utf16.findings.map(\.location.description), ["de.lproj/L.strings:1:2"])
        XCTAssertEqual(utf16.findings.first?.message, "invalid UTF-16LE: unpaired high surrogate U+D800")
    }
}
