import Foundation
import LayoutLint
import Typesetter
import XCTest

/// Runs programs for the CI tests: the `layoutlint` binary built beside the test bundle, git, python.
enum Run {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
    }

    /// The package root (holds Package.swift, Fonts/, layouts/, strings/).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `layoutlint`, built by `swift test` into the same folder as the test bundle.
    static var layoutlint: URL? {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                       Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("layoutlint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func program(_ executable: String, _ arguments: [String], in directory: URL,
                        environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let outFile = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString).out")
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let out = try FileHandle(forWritingTo: outFile), err = try FileHandle(forWritingTo: errFile)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let data = try Data(contentsOf: outFile)
        return Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errFile), as: UTF8.self), stdoutData: data)
    }

    /// `layoutlint ARGS` in `directory`, with the repository's fonts. Fails the test when the binary is missing.
    static func layoutlint(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                           file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        guard let binary = layoutlint else {
            XCTFail("the layoutlint binary is not beside the test bundle; run `swift build` first", file: file, line: line)
            throw XCTSkip("no binary")
        }
        var arguments = arguments
        if !arguments.contains("--fonts") && ["check"].contains(arguments.first ?? "") {
            arguments += ["--fonts", FontLocator.repositoryFonts.path]
        }
        return try program(binary.path, arguments, in: directory, environment: environment)
    }

    /// `git ARGS` in `directory` (with a committer identity, and never above `directory`'s parent).
    @discardableResult
    static func git(_ arguments: [String], in directory: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let result = try program("/usr/bin/env", ["git", "-c", "user.name=layoutlint tests", "-c", "user.email=tests@example.invalid",
                                                  "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"] + arguments,
                                 in: directory, environment: ["GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path])
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        return result
    }

    static func report(_ result: Result, file: StaticString = #filePath, line: UInt = #line) throws -> LintReport {
        do {
            return try JSONReporter.decode(result.stdoutData)
        } catch {
            XCTFail("not a JSON report (exit \(result.status)): \(result.stdout.prefix(500)) \(result.stderr)", file: file, line: line)
            throw error
        }
    }
}

/// A small project in a temporary folder: one iOS screen of single-line labels (`layouts/screen.yaml`)
/// and one `.strings` file per locale (`strings/<locale>.lproj/Localizable.strings`).
struct TempProject {
    let root: URL

    /// Labels `a`…: element id → key; each 200 pt wide (room for three times the English), one line, 17 pt.
    init(name: String, elements: [String], values: [String: [String: String]]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        try writeLayout(elements: elements)
        for (locale, strings) in values { try write(locale: locale, strings) }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func writeLayout(elements: [String], widths: [String: Int] = [:]) throws {
        var yaml = "screen: Fixture\nplatform: ios\nelements:\n"
        for id in elements {
            yaml += "  - id: \(id)\n    key: \(id).title\n    size: 17\n    width: \(widths[id] ?? 200)\n    maxLines: 1\n"
        }
        try yaml.write(to: root.appendingPathComponent("layouts/screen.yaml"), atomically: true, encoding: .utf8)
    }

    /// Writes a locale's catalog, keys sorted, after `leadingLines` comment lines (to move every value down).
    func write(locale: String, _ strings: [String: String], leadingLines: Int = 0) throws {
        let folder = root.appendingPathComponent("strings/\(locale).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = String(repeating: "/* moved down */\n", count: leadingLines)
        for key in strings.keys.sorted() { text += "\"\(key)\" = \"\(strings[key]!)\";\n" }
        try text.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }

    func check(_ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> Run.Result {
        try Run.layoutlint(["check", "--source-locale", "en"] + arguments, in: root, file: file, line: line)
    }
}

extension Finding {
    /// The finding as JSON (for exact comparisons in failure messages).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
