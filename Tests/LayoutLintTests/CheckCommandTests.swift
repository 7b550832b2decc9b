import Foundation
import XCTest

/// `layoutlint check` as a user runs it: exit codes, formats, config errors, running from another folder.
final class CheckCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    var binary: URL {
        get throws {
            // The test bundle sits next to the products SwiftPM built (`swift test` builds the executable too).
            let candidates = [Bundle(for: CheckCommandTests.self).bundleURL.deletingLastPathComponent(),
                              URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            let found = candidates.map { $0.appendingPathComponent("layoutlint") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            return try XCTUnwrap(found, "layoutlint not built next to the tests")
        }
    }

    func run(_ arguments: [String], in directory: URL = root, environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "LAYOUTLINT_FONTS")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testDemoExitsOneWithClangStyleFindingsAndASummary() throws {
        let result = try run(["check"])
        XCTAssertEqual(result.status, 1, result.err)
        XCTAssertTrue(result.out.contains("strings/Localizable.xcstrings:"), result.out)
        XCTAssertTrue(result.out.range(of: #"\.xcstrings:\d+:\d+: error: .* \[truncation\]"#, options: .regularExpression) != nil)
        XCTAssertTrue(result.out.range(of: #"layouts/onboarding\.yaml:\d+:\d+: note: "#, options: .regularExpression) != nil)
        XCTAssertTrue(result.out.range(of: #"\d+ errors, \d+ warnings?, \d+ notes? in \d+ label texts \(label × locale × variant\), laid out \d+ times \(once per size\)\ncoverage: 30 keys: 30 laid out, 0 checked from the catalog only\ntranslated values per locale \(\d+ of \d+ complete; least translated first\):\n(  [a-zA-Z-]+ +\d+%  \d+ of \d+(, \d+ missing)?\n)+$"#, options: .regularExpression) != nil, result.out)
        XCTAssertFalse(result.err.contains("no label was laid out"), result.err)
    }

    func testJSONIsByteIdenticalRunAfterRunAndWithOneOrTwoJobs() throws {
        let first = try run(["check", "--format", "json", "--jobs", "1"])
        let second = try run(["check", "--format", "json", "--jobs", "2"])
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(first.out, second.out)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertNotNil((object["summary"] as? [String: Any])?["measurements"])
    }

    func testExitZeroWhenNothingIsAnError() throws {
        let result = try run(["check", "Tests/Fixtures/lint/bad/layouts/good.yaml", "Tests/Fixtures/lint/bad/strings", "--locales", "en"])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertFalse(result.out.contains(": error: "), result.out)
    }

    func testExitTwoForUnusableArgumentsAndConfig() throws {
        XCTAssertEqual(try run(["check", "no/such/folder"]).status, 2)
        XCTAssertEqual(try run(["check", "--size-categories", "L,HUGE"]).status, 2)
        XCTAssertEqual(try run(["check", "--format", "yaml"]).status, 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "version: 1\nlocales: de\n".write(to: folder.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let bad = try run(["check"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains(".layoutlint.yml:2:"), bad.err)
        XCTAssertTrue(bad.err.contains("locales"), bad.err)
    }

    func testRunsFromAnyFolderWithAConfig() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["layouts", "strings"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try """
            version: 1
            catalogs: ["strings/*.xcstrings"]
            layouts: ["layouts/*.yaml"]
            locales: [de]
            rules:
              vertical-clipping: off
            """.write(to: folder.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        // Fonts come from the repository's Fonts/ (a development build) or LAYOUTLINT_FONTS.
        let result = try run(["check", "--format", "json"], in: folder, environment: ["LAYOUTLINT_FONTS": Self.root.appendingPathComponent("Fonts").path])
        XCTAssertEqual(result.status, 1, result.err)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.isEmpty)
        XCTAssertTrue(findings.allSatisfy { $0["locale"] as? String == "de" || $0["locale"] is NSNull })
        XCTAssertFalse(findings.contains { $0["rule"] as? String == "vertical-clipping" })
        XCTAssertTrue(findings.contains { ($0["location"] as? [String: Any])?["file"] as? String == "strings/Localizable.xcstrings" })
    }
}
