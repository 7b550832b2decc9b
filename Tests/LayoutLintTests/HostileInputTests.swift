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
    func cli(_ arguments: [String], in directory: URL = root, executable: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        let result = executable == nil ? try Run.program(try binary.path, arguments, in: directory)
                                       : try Run.program(executable!.path, Array(arguments.dropFirst()), in: directory)
        return (result.status, result.stdout, result.stderr)
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

    func testSymlinkedFoldersAreFollowedAndLinkLoopsEnd() throws {
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
        let inProject = try CatalogReader.discover([project.path]).map(\.path)
        XCTAssertEqual(inProject, [project.path + "/strings/de.lproj/L.strings"])
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
        let start = Date()
        let (_, findings) = LayoutReader.read(text: yaml, file: "layouts/bomb.yaml")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
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

    func testInvalidUTF8AndUTF16LayoutsAreReportedAtTheBadByte() {
        let utf8 = LayoutReader.read(bytes: Array("screen: S\nelements:\n  - id: t\u{e9}".utf8.dropLast()) + [0xFF, 0x0A], file: "layouts/bad.yaml")
        XCTAssertEqual(utf8.findings.map(\.location.description), ["layouts/bad.yaml:3:10"]  /* the é cut after its first byte, 0xC3, followed by 0xFF */)
        XCTAssertEqual(utf8.findings.first?.message, "the file is not valid UTF-8")
        let utf16 = CatalogReader.read(bytes: [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00], path: "de.lproj/L.strings", format: .strings)
        XCTAssertEqual(utf16.findings.map(\.location.description), ["de.lproj/L.strings:1:2"])
        XCTAssertEqual(utf16.findings.first?.message, "invalid UTF-16LE: unpaired high surrogate U+D800")
    }
}
