import Foundation
import LayoutLint
import Typesetter
import XCTest

/// `--shard I/N` and `layoutlint merge`: the shards of a split together give exactly the findings of an
/// unsharded run, each finding in exactly one shard.
final class ShardTests: XCTestCase {
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    /// The demo app plus inputs that make findings outside the label jobs: a layout that does not parse
    /// (invalid-input from reading), a layout naming a key no catalog has (a layout rule), and a catalog
    /// that does not parse.
    static func input(extras: URL) throws -> LintInput {
        try FileManager.default.createDirectory(at: extras.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "screen: Broken\nelements: [ { id: x, key: y".write(to: extras.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        try """
        screen: Extra
        platform: ios
        elements:
          - id: ghost
            key: onboarding.titel
            size: 17
            width: 200
          - id: skip
            key: onboarding.skip
            size: 17
            width: 40
        """.write(to: extras.appendingPathComponent("extra.yaml"), atomically: true, encoding: .utf8)
        try "\"unterminated = ;".write(to: extras.appendingPathComponent("de.lproj/Broken.strings"), atomically: true, encoding: .utf8)
        let root = Run.packageRoot
        let project = try Project.discover(paths: [root.appendingPathComponent("layouts").path, root.appendingPathComponent("strings").path,
                                                   extras.path], config: ProjectConfig(), configPath: nil)
        return project.read()
    }

    func lint(_ input: LintInput, shard: Shard?, workers: Int = 2) -> LintReport {
        var options = LintOptions(workers: workers)
        options.scope = LintScope(shard: shard)
        return Linter(typesetter: Self.typesetter, options: options).lint(input)
    }

    func testShardsTogetherGiveExactlyTheUnshardedFindings() throws {
        let extras = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: extras) }
        let input = try Self.input(extras: extras)
        let whole = lint(input, shard: nil)
        let wholeKeys = whole.findings.map(\.json)
        XCTAssertEqual(wholeKeys.count, Set(wholeKeys).count, "precondition: no duplicate findings in the unsharded run")
        for rule in ["invalid-input", "missing-key", "untranslated", "truncation", "vertical-clipping"] {
            XCTAssertTrue(whole.findings.contains { $0.rule == rule }, "precondition: the input makes \(rule) findings")
        }
        XCTAssertGreaterThan(Set(whole.findings.filter { $0.rule == "invalid-input" }.map(\.location.file)).count, 1,
                             "precondition: findings from reading more than one file")

        for count in [1, 2, 3, 5] {
            let shards = (1...count).map { lint(input, shard: Shard(index: $0, count: count)) }
            // One element's locales may fall in several shards: put together as `layoutlint merge` does
            // (grouped again), they are the unsharded findings; taken apart, no member is in two shards.
            let merged = FindingGroups.mergingShards(shards.flatMap(\.findings)).map(\.json)
            XCTAssertEqual(merged.sorted(), wholeKeys.sorted(), "\(count) shards")
            let members = FindingGroups.expand(shards.flatMap(\.findings)).map(\.json)
            XCTAssertEqual(members.count, Set(members).count, "\(count) shards: a finding in two shards")
            XCTAssertEqual(shards.reduce(0) { $0 + $1.summary.labelsChecked }, whole.summary.labelsChecked)
            XCTAssertEqual(shards.reduce(0) { $0 + $1.summary.measurements }, whole.summary.measurements)
            for (index, shard) in shards.enumerated() {
                XCTAssertGreaterThan(shard.summary.labelsChecked, 0, "shard \(index + 1)/\(count) has work")
                XCTAssertEqual(shard.scope?.shard, count == 1 ? "1/1" : "\(index + 1)/\(count)")
            }
            if count == 2 {
                // A balanced split: neither shard has more than two thirds of the labels.
                XCTAssertLessThan(shards.map(\.summary.labelsChecked).max()!, whole.summary.labelsChecked * 2 / 3)
            }
        }
        // The split does not depend on the number of workers.
        XCTAssertEqual(lint(input, shard: Shard(index: 2, count: 3), workers: 1),
                       lint(input, shard: Shard(index: 2, count: 3), workers: 4))
    }

    /// Through the command line: shards as JSON, merged into JSON and SARIF, byte for byte the unsharded
    /// output; incomplete or repeated shard sets are refused.
    func testMergeCommand() throws {
        let root = Run.packageRoot
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let paths = ["layouts", "strings"]
        let whole = try Run.layoutlint(["check"] + paths + ["--format", "json"], in: root)
        XCTAssertEqual(whole.status, 1, "the demo has errors")
        for index in 1...2 {
            let shard = try Run.layoutlint(["check"] + paths + ["--format", "json", "--shard", "\(index)/2"], in: root)
            XCTAssertTrue(shard.status == 0 || shard.status == 1, shard.stderr)
            try shard.stdoutData.write(to: work.appendingPathComponent("shard\(index).json"))
        }
        try whole.stdoutData.write(to: work.appendingPathComponent("whole.json"))
        let shardFiles = ["shard2.json", "shard1.json"].map { work.appendingPathComponent($0).path }
        let merged = try Run.layoutlint(["merge"] + shardFiles + ["--format", "json"], in: root)
        XCTAssertEqual(merged.status, whole.status)
        XCTAssertEqual(merged.stdout, whole.stdout)
        let wholeSARIF = try Run.layoutlint(["check"] + paths + ["--format", "sarif"], in: root)
        let mergedSARIF = try Run.layoutlint(["merge"] + shardFiles + ["--format", "sarif"], in: root)
        XCTAssertEqual(mergedSARIF.stdout, wholeSARIF.stdout)
        XCTAssertFalse(mergedSARIF.stdout.isEmpty)

        let missing = try Run.layoutlint(["merge", shardFiles[0]], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("missing shard 1/2"), missing.stderr)
        let twice = try Run.layoutlint(["merge", shardFiles[0], shardFiles[0], shardFiles[1]], in: root)
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("given twice"), twice.stderr)
        let mixed = try Run.layoutlint(["merge", shardFiles[0], shardFiles[1], work.appendingPathComponent("whole.json").path], in: root)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertTrue(mixed.stderr.contains("is not a shard report"), mixed.stderr)
        let bad = try Run.layoutlint(["check", "layouts", "--shard", "0/2"], in: root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("expected I/N"), bad.stderr)
    }
}
