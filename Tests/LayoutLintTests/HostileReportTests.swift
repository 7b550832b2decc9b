import Foundation
import XCTest
@testable import LayoutLint

/// Hostile names and texts in the HTML report: a screen named `<!--<script` in a page drawn on demand
/// (more than `HTMLReport.pageSize` entries, so the entries travel as JSON in `<script>` data blocks), NUL
/// bytes in catalog values and names, and the page's Content-Security-Policy.
final class HostileReportTests: XCTestCase {
    /// The generated 1,000-finding project with its first screen renamed `name`.
    func report(firstScreenNamed name: String) -> ReportFixtures.Result {
        var input = ReportFixtures.generated()
        input.screens[0].name = name
        return ReportFixtures.lintAndRender(input)
    }

    /// The text of every `<script>` element, as HTML's tokenizer ends it (at the first `</script`, which is
    /// where the block ends as long as no `<!--` opened an escaped state inside it).
    func scriptBlocks(_ html: String) -> [(attributes: String, text: String)] {
        html.matches(of: /<script([^>]*)>(.*?)<\/script>/.dotMatchesNewlines()).map { (String($0.1), String($0.2)) }
    }

    /// No `<`, `>` or `&` in a data block (the tokenizer's escaped states start at `<!--` and `<script`),
    /// and each block is JSON that reads back the hostile name.
    func testAScreenNamedLikeAScriptOpeningCannotOpenTheDataBlock() throws {
        let name = "<!--<script></script>&\u{2028}x"
        let result = report(firstScreenNamed: name)
        XCTAssertGreaterThan(result.report.findings.count, HTMLReport().inlineLimit, "the page is drawn on demand")
        let data = scriptBlocks(result.html).filter { $0.attributes.contains("application/json") }
        XCTAssertEqual(data.count, 2)
        for block in data {
            XCTAssertFalse(block.text.contains { "<>&\u{2028}\u{2029}".contains($0) }, String(block.text.prefix(200)))
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(block.text.utf8)))
        }
        let meta = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(data[0].text.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(meta["meta"] as? [[Any]]).compactMap { $0[3] as? String }
        XCTAssertTrue(screens.contains(name), "the name reads back whole")
        XCTAssertFalse(result.html.contains("<!--<script"))
    }

    /// A value and names holding NUL (a `\0` in a Swift literal, `\u0000` in a catalog): no NUL byte
    /// anywhere in the page; U+FFFD in their place, as an HTML parser would show them.
    func testNoNULByteInTheReport() throws {
        var input = ReportFixtures.generated(screens: 1)
        input.screens[0].name = "Screen\u{0}zero"
        input.catalogs[0].entries = input.catalogs[0].entries.map { entry in
            var entry = entry
            entry.value = "\u{0}" + entry.value + "\u{0}\u{1}"
            return entry
        }
        let result = ReportFixtures.lintAndRender(input)
        XCTAssertFalse(result.report.findings.isEmpty)
        XCTAssertFalse(result.html.utf8.contains(0), "raw NUL bytes")
        XCTAssertTrue(result.html.contains("Screen\u{FFFD}zero"))
        // The big page, drawn on demand, too.
        var big = ReportFixtures.generated()
        big.screens[0].name = "Screen\u{0}zero"
        XCTAssertFalse(ReportFixtures.lintAndRender(big).html.utf8.contains(0))
    }

    /// The Content-Security-Policy `<meta>` comes first in `<head>` and allows the page's inline script and
    /// styles by their SHA-256 (checked here with Python's hashlib, not our digest), nothing by URL.
    func testContentSecurityPolicyHashesTheInlineScriptAndStyles() throws {
        let html = report(firstScreenNamed: "Screen0").html
        let policy = try XCTUnwrap(html.firstMatch(of: /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)).1
        XCTAssertLessThan(try XCTUnwrap(html.range(of: "Content-Security-Policy")).lowerBound, try XCTUnwrap(html.range(of: "<title>")).lowerBound)
        XCTAssertTrue(policy.contains("default-src 'none'"), String(policy))
        // Only `style="…"` attributes, which run no code, are allowed inline; scripts and `<style>` elements
        // only by hash.
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(directives.filter { $0.contains("unsafe-inline") }, ["style-src-attr 'unsafe-inline'"])
        let scripts = scriptBlocks(html).filter { !$0.attributes.contains("application/json") }.map(\.text)
        let styles = html.matches(of: /<style>(.*?)<\/style>/.dotMatchesNewlines()).map { String($0.1) }
        XCTAssertEqual(scripts.count, 1)
        XCTAssertFalse(styles.isEmpty)
        for (directive, texts) in [("script-src", scripts), ("style-src", styles)] {
            let sources = try XCTUnwrap(policy.split(separator: ";").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(directive + " ") })
            let hashes = sources.split(separator: " ").dropFirst().map(String.init)
            XCTAssertEqual(hashes, try texts.map { "'sha256-\(try Self.pythonSHA256($0))'" }, directive)
        }
    }

    /// FIPS 180-4's example digests (appendix B of the standard's examples), and the empty message.
    func testSHA256KnownAnswers() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    static func pythonSHA256(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import base64, hashlib, sys; print(base64.b64encode(hashlib.sha256(sys.stdin.buffer.read()).digest()).decode())"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread { input.fileHandleForWriting.write(Data(text.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
