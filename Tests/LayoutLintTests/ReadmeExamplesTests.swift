import Foundation
import LayoutLint
import Typesetter
import XCTest

/// The README's examples, run: the `--format json` example against a real check of the demo app, every
/// `$ layoutlint …` transcript against the command's output, the config example parsed, the config error
/// reproduced. (The CI recipes are `RecipeTests`.)
final class ReadmeExamplesTests: XCTestCase {
    static let readme: String = (try? String(contentsOf: Run.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// Code blocks as (info string, body).
    static var blocks: [(info: String, body: String)] {
        var out: [(String, String)] = []
        var lines = readme.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        while let line = lines.next() {
            guard line.hasPrefix("```") else { continue }
            let info = String(line.dropFirst(3))
            var body: [Substring] = []
            while let inner = lines.next(), !inner.hasPrefix("```") { body.append(inner) }
            out.append((info, body.joined(separator: "\n")))
        }
        return out
    }

    /// Every value the JSON example shows (except the "…" texts) is what `layoutlint check --format json`
    /// writes for that finding, and the summary's counts are the run's.
    func testJSONExampleIsARealFinding() throws {
        let block = try XCTUnwrap(Self.blocks.first { $0.info == "json" && $0.body.contains("\"findings\"") }?.body)
        let example = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let result = try Run.layoutlint(["check", "--format", "json"], in: Run.packageRoot)
        let output = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let shown = try XCTUnwrap((example["findings"] as? [[String: Any]])?.first)
        let findings = try XCTUnwrap(output["findings"] as? [[String: Any]])
        let real = try XCTUnwrap(findings.first { f in
            ["rule", "locale", "key", "element"].allSatisfy { (f[$0] as? String) == (shown[$0] as? String) }
        }, "the example's finding is in the demo's report")
        for (key, value) in shown where (value as? String) != "…" {
            XCTAssertEqual(real[key].map { NSDictionary(dictionary: ["v": $0]) }, NSDictionary(dictionary: ["v": value]), "README's \(key)")
        }
        let summary = try XCTUnwrap(example["summary"] as? [String: Any])
        let realSummary = try XCTUnwrap(output["summary"] as? [String: Any])
        for (key, value) in summary {
            XCTAssertEqual(realSummary[key] as? Int, value as? Int, "README's summary.\(key)")
        }
    }

    /// `$ layoutlint ARGS` transcripts: the output as shown, where a line "…" stands for the rest.
    func testTranscripts() throws {
        let transcripts = Self.blocks.filter { $0.body.hasPrefix("$ layoutlint ") }
        XCTAssertGreaterThanOrEqual(transcripts.count, 3)
        for transcript in transcripts {
            let lines = transcript.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let arguments = Self.words(String(lines[0].dropFirst("$ layoutlint ".count)))
            let result = try Run.layoutlint(arguments, in: Run.packageRoot,
                                            environment: ["LAYOUTLINT_FONTS": FontLocator.repositoryFonts.path])
            let expected = Array(lines.dropFirst())
            let actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in expected.enumerated() {
                if line.trimmingCharacters(in: .whitespaces) == "…" { break }
                XCTAssertEqual(index < actual.count ? actual[index] : "<end>", line, "\(lines[0]), line \(index + 1)")
            }
        }
    }

    /// Shell words: spaces separate, double quotes group.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for c in text {
            if c == "\"" { quoted.toggle(); started = true }
            else if c == " " && !quoted { if started { words.append(current) }; current = ""; started = false }
            else { current.append(c); started = true }
        }
        if started { words.append(current) }
        return words
    }

    /// The configuration example is a valid config, and the config error the README quotes is the one
    /// layoutlint prints.
    func testConfigExampleAndError() throws {
        let config = try XCTUnwrap(Self.blocks.first { $0.info == "yaml" && $0.body.hasPrefix("version: 1\ncatalogs:") }?.body)
        XCTAssertNoThrow(try ProjectConfig.parse(config, file: ".layoutlint.yml"))
        let quoted = try XCTUnwrap(Self.readme.firstMatch(of: /`(\.layoutlint\.yml:3:3: error: rules\.trunaction:[^`]*)`/)?.output.1)
            .replacingOccurrences(of: "\n", with: " ")
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\nrules:\n  trunaction: error\n", file: ".layoutlint.yml")) { error in
            XCTAssertEqual("\(error)", String(quoted))
        }
    }

    /// The layout declaration example reads without a finding.
    func testLayoutExampleReads() throws {
        let layout = try XCTUnwrap(Self.blocks.first { $0.info == "yaml" && $0.body.hasPrefix("screen: Onboarding") }?.body)
        let (screen, findings) = LayoutReader.read(text: layout, file: "example.yaml")
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(screen?.elements.count, 4)
    }
}
