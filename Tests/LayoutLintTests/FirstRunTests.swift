import Foundation
import Synchronization
import LayoutLint
import Typesetter
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 22, what a new user hits first: help, progress, where hints are printed, what a path given on the
/// command line means, colour conventions, and empty lists that would check nothing.
final class FirstRunTests: XCTestCase {
    static let root = Run.packageRoot

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("first-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A catalog and nothing to lay it out with: the folder of a new user who runs `layoutlint check` in
    /// their app's string folder.
    func catalogOnlyFolder() throws -> URL {
        let root = try folder()
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"greeting": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
          "de": {"stringUnit": {"state": "new", "value": "Hello"}}}}}}
        """
        try catalog.write(to: root.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return root
    }

    // MARK: help

    /// Every command's help, asked for in every way, on standard output with exit 0 (it was
    /// `layoutlint: error: CommandError(… helpRequested …)` and exit 2).
    func testHelpForEveryCommandIsPrintedWithExitZero() throws {
        let commands = ["check", "report", "merge", "measure", "catalogs", "rules", "import", "version"]
        var requests: [[String]] = [["--help"], ["-h"], ["help"]]
        for command in commands { requests += [[command, "--help"], [command, "-h"], ["help", command]] }
        for request in requests {
            let result = try Run.layoutlint(request, in: try folder())
            let what = request.joined(separator: " ")
            XCTAssertEqual(result.status, 0, what + ": " + result.stderr)
            XCTAssertEqual(result.stderr, "", what)
            XCTAssertTrue(result.stdout.contains("USAGE: layoutlint"), what + ": " + result.stdout)
            if let command = request.first(where: commands.contains) {
                XCTAssertTrue(result.stdout.contains("USAGE: layoutlint \(command)"), what + ": " + result.stdout)
            }
        }
    }

    // MARK: progress

    /// A run whose standard error is a terminal shows what it is doing on one line, redrawn with `\r` and
    /// erased at the end; a run whose standard error is a file or a pipe gets no such line.
    func testAProgressLineIsDrawnOnATerminalOnly() throws {
        let onTerminal = try Terminal.run(["check", "--format", "json", "--fonts", FontLocator.repositoryFonts.path],
                                          in: Self.root, terminal: [.error])
        XCTAssertEqual(onTerminal.status, 1, onTerminal.terminal)
        XCTAssertTrue(onTerminal.terminal.contains("\rlayoutlint: reading 1 catalog file, 3 layouts"), onTerminal.terminal)
        XCTAssertTrue(onTerminal.terminal.contains("\rlayoutlint: laying out labels "), onTerminal.terminal)
        let last = try XCTUnwrap(onTerminal.terminal.components(separatedBy: "\r").dropLast().last)
        XCTAssertTrue(last.allSatisfy { $0 == " " } && !last.isEmpty, "the line is erased at the end: \(onTerminal.terminal.debugDescription)")
        XCTAssertTrue(onTerminal.terminal.hasSuffix("\r"))

        let redirected = try Run.layoutlint(["check", "--format", "json"], in: Self.root)
        XCTAssertEqual(redirected.status, 1)
        XCTAssertEqual(redirected.stderr, "")
    }

    // MARK: hints

    /// "No label was laid out" is the last line a terminal shows, after every finding (it was printed before
    /// the report and scrolled away under thousands of lines).
    func testTheNothingLaidOutHintComesAfterTheReport() throws {
        let root = try catalogOnlyFolder()
        for arguments in [["check", "--fonts", FontLocator.repositoryFonts.path],
                          ["report", "-o", "-", "--fonts", FontLocator.repositoryFonts.path]] {
            let result = try Terminal.run(arguments, in: root, terminal: [.output, .error])
            let lines = result.terminal.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            XCTAssertEqual(lines.last, TextReporter.nothingLaidOutLine, arguments[0] + ": " + result.terminal)
            XCTAssertEqual(result.terminal.components(separatedBy: "no label was laid out").count, 2, result.terminal)
        }
    }

    // MARK: paths

    /// With no path, no config and neither `layouts/` nor `strings/`, `check` and `report` read the current
    /// folder, as `check .` does (`report` said "no layouts or catalogs found").
    func testWithNoPathCheckAndReportReadTheCurrentFolder() throws {
        let root = try catalogOnlyFolder()
        let fonts = FontLocator.repositoryFonts.path
        let check = try Run.layoutlint(["check", "--format", "json", "--fonts", fonts], in: root)
        let explicit = try Run.layoutlint(["check", ".", "--format", "json", "--fonts", fonts], in: root)
        XCTAssertEqual(check.status, explicit.status, check.stderr)
        XCTAssertEqual(check.stdout, explicit.stdout)
        XCTAssertTrue(check.stdout.contains("\"rule\": \"untranslated\""), check.stdout)
        let report = try Run.layoutlint(["report", "-o", "x.html", "--fonts", fonts], in: root)
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stderr.hasPrefix("wrote x.html: 1 finding"), report.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("x.html").path))
        // An empty folder still says there is nothing to read.
        let empty = try Run.layoutlint(["check", "--fonts", fonts], in: try folder())
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("no layouts or catalogs found"), empty.stderr)
    }

    /// A storyboard given as a path is imported (its labels laid out with its `.strings` translations), not
    /// read as a `.strings` file (which reported it as an unreadable catalog).
    func testAStoryboardGivenAsAPathIsImported() throws {
        let fixtures = Run.packageRoot.appendingPathComponent("Tests/Fixtures/interfacebuilder")
        let result = try Run.layoutlint(["check", "Base.lproj/Main.storyboard", "de.lproj/Main.strings", "--format", "json"], in: fixtures)
        let report = try Run.report(result)
        XCTAssertFalse(report.findings.contains { $0.rule == RuleID.invalidInput }, result.stdout)
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertGreaterThan(coverage.uiElements, 0)
        XCTAssertGreaterThan(coverage.uiElementsChecked, 0)
        XCTAssertGreaterThan(report.summary.labelsChecked, 0)
    }

    /// `import` of a file or folder no importer reads says why and exits 2 (it printed nothing, exit 0).
    func testImportingWhatNoImporterReadsSaysWhy() throws {
        let result = try Run.layoutlint(["import", "README.md"], in: Self.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "layoutlint: error: nothing to import from README.md: import reads Android res/ folders and layout .xml files, .storyboard and .xib files, or folders that hold them\n")
        let empty = try folder()
        let folderResult = try Run.layoutlint(["import", empty.path], in: Self.root)
        XCTAssertEqual(folderResult.status, 2)
        XCTAssertTrue(folderResult.stderr.contains("nothing to import in \(empty.path): no res/ folder with layout*/ folders and no .storyboard or .xib under it"),
                      folderResult.stderr)
        let values = try folder().appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try "<resources/>".write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        let notLayout = try Run.layoutlint(["import", values.appendingPathComponent("strings.xml").path], in: Self.root)
        XCTAssertEqual(notLayout.status, 2)
        XCTAssertTrue(notLayout.stderr.contains("not an Android layout"), notLayout.stderr)
    }

    // MARK: colour

    /// no-color.org: `NO_COLOR` disables colour only when it is not empty; `TERM=dumb` gets none either.
    func testColourFollowsNoColorAndTerm() throws {
        XCTAssertTrue(TerminalText.wantsColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        XCTAssertTrue(TerminalText.wantsColor(isTerminal: true, environment: ["NO_COLOR": "", "TERM": "xterm"]))
        XCTAssertFalse(TerminalText.wantsColor(isTerminal: true, environment: ["NO_COLOR": "1", "TERM": "xterm"]))
        XCTAssertFalse(TerminalText.wantsColor(isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertFalse(TerminalText.wantsColor(isTerminal: false, environment: [:]))
        func colored(_ environment: [String: String]) throws -> Bool {
            let result = try Terminal.run(["check", "--no-baseline", "--fonts", FontLocator.repositoryFonts.path], in: Self.root,
                                          terminal: [.output], environment: environment)
            XCTAssertEqual(result.status, 1, result.terminal)
            XCTAssertTrue(result.terminal.contains("[truncation]"), result.terminal)
            return result.terminal.contains("\u{1B}[")
        }
        XCTAssertTrue(try colored(["TERM": "xterm"]))
        XCTAssertTrue(try colored(["TERM": "xterm", "NO_COLOR": ""]))
        XCTAssertFalse(try colored(["TERM": "xterm", "NO_COLOR": "1"]))
        XCTAssertFalse(try colored(["TERM": "dumb"]))
    }

    // MARK: lists that check nothing

    /// `--size-categories ,` and `sizeCategories: []` checked no size and passed; now errors, the config's at
    /// its place. `locales: []` and `fonts: nothere` are reported at their place in the config.
    func testEmptyListsAndMissingFontsInTheConfigAreLocatedErrors() throws {
        let root = try catalogOnlyFolder()
        let flag = try Run.layoutlint(["check", "--size-categories", ","], in: root)
        XCTAssertEqual(flag.status, 2)
        XCTAssertTrue(flag.stderr.hasPrefix("layoutlint: error: --size-categories names no size category"), flag.stderr)
        let cases: [(String, String)] = [
            ("version: 1\nsizeCategories: []\n", ".layoutlint.yml:2:17: error: sizeCategories: an empty list checks nothing"),
            ("version: 1\nlocales: []\n", ".layoutlint.yml:2:10: error: locales: an empty list checks nothing"),
            ("version: 1\nlocales:\n  - de\n  - xx-garbage\n", ".layoutlint.yml:4:5: error: locales[1]: unknown locale “xx-garbage”"),
            ("version: 1\ncatalogs: [Localizable.xcstrings]\nfonts: nothere\n", ".layoutlint.yml:3:8: error: fonts: cannot use the fonts at "),
        ]
        for (config, expected) in cases {
            try config.write(to: root.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
            let result = try Run.program(try XCTUnwrap(Run.layoutlint).path, ["check"], in: root)
            XCTAssertEqual(result.status, 2, config)
            XCTAssertTrue(result.stderr.hasPrefix(expected), config + " → " + result.stderr)
        }
    }
}

/// Runs layoutlint with some of its standard streams on a pseudo-terminal (`posix_openpt`), as a user at a
/// terminal runs it; the others go to /dev/null. Returns what the terminal received, as bytes decoded as
/// UTF-8 (the terminal turns "\n" into "\r\n").
enum Terminal {
    enum Stream { case output, error }

    struct Result {
        var status: Int32
        var terminal: String
    }

    static func run(_ arguments: [String], in directory: URL, terminal streams: Set<Stream>,
                    environment extra: [String: String] = [:]) throws -> Result {
        let binary = try XCTUnwrap(Run.layoutlint, "layoutlint not built")
        let primary = PseudoTerminal.openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0, PseudoTerminal.grant(primary) == 0, PseudoTerminal.unlock(primary) == 0,
              let name = PseudoTerminal.name(primary) else {
            throw XCTSkip("no pseudo-terminal here")
        }
        let secondary = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw XCTSkip("cannot open the pseudo-terminal") }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let terminalHandle = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardOutput = streams.contains(.output) ? terminalHandle : FileHandle.nullDevice
        process.standardError = streams.contains(.error) ? terminalHandle : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let received = Mutex(Data())
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(primary, &buffer, buffer.count)
                if count <= 0 { break }
                received.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
        }
        try process.run()
        close(secondary)
        reader.start()
        process.waitUntilExit()
        // The reader ends when the last writer has closed the terminal (read fails with EIO).
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        close(primary)
        return Result(status: process.terminationStatus, terminal: String(decoding: received.withLock { $0 }, as: UTF8.self))
    }
}

/// The POSIX pseudo-terminal calls, looked up at run time: Glibc's module map hides them behind
/// `_XOPEN_SOURCE`, so Swift does not see their declarations on Linux.
enum PseudoTerminal {
    private static func function<T>(_ name: String, as type: T.Type) -> T {
        #if os(Linux)
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everywhere, name) else {
            fatalError("\(name) is not in the C library")
        }
        return unsafeBitCast(symbol, to: type)
    }

    static let openPrimary = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let name = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}
