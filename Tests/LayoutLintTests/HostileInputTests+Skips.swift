import Foundation
import XCTest
@testable import LayoutLint

/// What was skipped without a word: each is now read, or a finding, or a coverage reason.
final class SilentSkipTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("skips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Swift files that import SwiftUI in the other ways the grammar allows are read as SwiftUI sources;
    /// mentions that are no import are not.
    func testEveryFormOfASwiftUIImportIsRead() throws {
        let folder = try temporaryFolder()
        let forms: [(String, Bool)] = [
            ("public import SwiftUI", true),
            ("import Foundation; import SwiftUI", true),
            ("\u{FEFF}import SwiftUI", true),
            ("import struct SwiftUI.Text", true),
            ("@preconcurrency import SwiftUI", true),
            ("@_exported public import SwiftUI", true),
            ("import SwiftUI", true),
            ("import SwiftUIX", false),
            ("// import SwiftUI", false),
            ("let text = \"import SwiftUI\"", false),
        ]
        for (index, (line, imports)) in forms.enumerated() {
            let source = line + "\nstruct V\(index): View { var body: some View { Text(\"key.\(index)\") } }\n"
            let path = folder.appendingPathComponent("V\(index).swift").path
            try Data(source.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(SwiftUIImporter.importsSwiftUI(path: path), imports, line)
            if imports {
                let result = SwiftUIImporter.read(files: [path])
                XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key), ["key.\(index)"], line)
            }
        }
    }
}

extension SilentSkipTests {
    /// A Swift file over the 4 MiB limit, alone in its folder: a warning at it (it was left out without one).
    func testALoneSwiftFileOverTheSizeLimitIsReported() throws {
        let folder = try temporaryFolder()
        let filler = "// " + String(repeating: "x", count: 1_000) + "\n"
        let source = "import SwiftUI\nstruct Big: View { var body: some View { Text(\"big\") } }\n"
            + String(repeating: filler, count: SwiftUIProgram.maximumFileSize / filler.utf8.count + 1)
        let path = folder.appendingPathComponent("Big.swift").path
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let found = Importers.discover(under: folder.path)
        XCTAssertEqual(found, [path])
        let result = Importers.read(found, config: ProjectConfig())
        XCTAssertEqual(result.findings.map(\.rule), [RuleID.invalidInput])
        XCTAssertEqual(result.findings.first?.location.file, path)
        XCTAssertTrue(result.findings.first?.message.contains("layoutlint reads Swift sources up to \(SwiftUIProgram.maximumFileSize) bytes") == true)
    }

    /// Views nested 260 deep: swift-syntax's parser stops at 256 levels; the place it stopped is a warning
    /// (the text inside was dropped without one). 25 deep is read whole (a debug build of the parser stopped
    /// at 20 when not told the level).
    func testViewsNestedPastTheParsersLimitAreReported() throws {
        func source(_ depth: Int) -> String {
            "import SwiftUI\nstruct Deep: View { var body: some View {\n" + String(repeating: "VStack {\n", count: depth)
                + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth) + "} }\n"
        }
        let folder = try temporaryFolder()
        let shallow = folder.appendingPathComponent("Shallow.swift").path
        try Data(source(25).utf8).write(to: URL(fileURLWithPath: shallow))
        let read = SwiftUIImporter.read(files: [shallow])
        XCTAssertEqual(read.findings.map(\.message), [])
        XCTAssertEqual(read.screens.flatMap(\.elements).compactMap(\.key), ["deep"])

        let deep = folder.appendingPathComponent("Deep.swift").path
        try Data(source(260).utf8).write(to: URL(fileURLWithPath: deep))
        let cut = SwiftUIImporter.read(files: [deep])
        XCTAssertEqual(cut.findings.count, 1)
        let finding = try XCTUnwrap(cut.findings.first)
        XCTAssertEqual(finding.rule, RuleID.invalidInput)
        XCTAssertTrue(finding.message.contains("nested more than \(SwiftUIProgram.maximumNestingLevel) levels deep"), finding.message)
        XCTAssertEqual(finding.location.file, deep)
        XCTAssertGreaterThan(finding.location.line, 2)
        XCTAssertLessThan(finding.location.line, 263, "where the parser stopped, inside the nesting")
    }

    /// A chain of 12 components (each a text and the next): those past the inlining depth are skips of the
    /// screen with the reason, not gone.
    func testComponentsPastTheInliningDepthAreSkipsWithAReason() throws {
        var source = "import SwiftUI\nstruct Screen: View { var body: some View { C0() } }\n"
        for i in 0..<12 {
            source += "struct C\(i): View { var body: some View { VStack { Text(\"c\(i)\"); \(i < 11 ? "C\(i + 1)()" : "EmptyView()") } } }\n"
        }
        let result = importSwiftUI(["C.swift": source])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        let laidOut = screen.elements.compactMap(\.key)
        let skipped = screen.skipped
        XCTAssertEqual(laidOut.count + skipped.count, 12, "every text is an element or a skip: \(laidOut), \(skipped.map(\.reason))")
        XCTAssertEqual(laidOut, (0..<laidOut.count).map { "c\($0)" })
        XCTAssertFalse(skipped.isEmpty)
        XCTAssertTrue(skipped.allSatisfy { $0.reason.contains("components deep: not inlined") }, "\(skipped.map(\.reason))")
        XCTAssertEqual(Set(skipped.map(\.location.line)).count, skipped.count)
    }
}

extension HostileInputTests {
    /// `<include>` fan-out past the 20,000-view limit (8 includes per level, 5 levels: 32,768 text views):
    /// the finding is in the screen's own file and counts every text view left out, and laid out plus left
    /// out is every one.
    func testAnIncludeFanOutPastTheViewLimitCountsEveryTextViewLeftOut() throws {
        let folder = try temporaryFolder()
        let res = folder.appendingPathComponent("res")
        let namespace = #"xmlns:android="http://schemas.android.com/apk/res/android""#
        let names = ["main", "l1", "l2", "l3", "l4", "leaf"]
        try FileManager.default.createDirectory(at: res.appendingPathComponent("layout"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
        try "<resources><string name=\"hi\">Hi</string></resources>".write(to: res.appendingPathComponent("values/strings.xml"), atomically: true, encoding: .utf8)
        for (index, name) in names.enumerated() {
            let text: String
            if name == "leaf" {
                text = #"<TextView \#(namespace) android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/hi" />"#
            } else {
                let includes = String(repeating: "<include layout=\"@layout/\(names[index + 1])\" />\n", count: 8)
                text = "<LinearLayout \(namespace) android:layout_width=\"match_parent\" android:layout_height=\"wrap_content\" android:orientation=\"vertical\">\n\(includes)</LinearLayout>\n"
            }
            try text.write(to: res.appendingPathComponent("layout/\(name).xml"), atomically: true, encoding: .utf8)
        }
        let result = AndroidLayoutImporter.read(resourceFolders: [res.path], settings: AndroidImportSettings(screenWidths: [360]))
        let main = try XCTUnwrap(result.screens.first { $0.name == "main" })
        let finding = try XCTUnwrap(result.findings.first { $0.message.contains("more than \(ScreenBuilder.maximumViews) views") })
        XCTAssertTrue(finding.location.file.hasSuffix("layout/main.xml"), "blamed on the screen's file: \(finding.location)")
        let leftOut = try XCTUnwrap(Int(try XCTUnwrap(finding.message.firstMatch(of: /the (\d+) text views after them/)).1))
        XCTAssertEqual(main.elements.count + leftOut, 32_768)
        XCTAssertFalse(main.skipped.isEmpty)
    }
}

/// Symbolic links out of the checked folder, and what a parse error may quote.
final class SymlinkTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A catalog linked to a file outside the folder and a folder linked outside are not read; a link
    /// to a file inside is; the coverage says how many links were left out.
    func testLinksOutOfTheCheckedFolderAreNotFollowed() throws {
        let outside = try temporaryFolder(), project = try temporaryFolder()
        try "https://user:s3cret@example.com\n".write(to: outside.appendingPathComponent("credentials"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "\"b\" = \"B\";\n".write(to: outside.appendingPathComponent("de.lproj/Other.strings"), atomically: true, encoding: .utf8)
        let lproj = project.appendingPathComponent("strings/en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try "\"a\" = \"A\";\n".write(to: lproj.appendingPathComponent("Real.strings"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: lproj.appendingPathComponent("Leak.strings"), withDestinationURL: outside.appendingPathComponent("credentials"))
        try FileManager.default.createSymbolicLink(at: lproj.appendingPathComponent("Alias.strings"), withDestinationURL: lproj.appendingPathComponent("Real.strings"))
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("strings/de.lproj"), withDestinationURL: outside.appendingPathComponent("de.lproj"))

        let strings = project.appendingPathComponent("strings").path
        let found = try Project.discover(paths: [strings], config: ProjectConfig(), configPath: nil)
        XCTAssertEqual(found.catalogFiles.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted(), ["Alias.strings", "Real.strings"])
        XCTAssertEqual(found.linksNotFollowed.count, 2, "\(found.linksNotFollowed)")
        XCTAssertTrue(found.linksNotFollowed.contains { $0.hasSuffix("en.lproj/Leak.strings") })
        XCTAssertTrue(found.linksNotFollowed.contains { $0.hasSuffix("strings/de.lproj") })
        XCTAssertEqual(found.warnings.count, 2)
        let input = found.read()
        XCTAssertFalse(input.findings.contains { $0.message.contains("s3cret") })
        let report = Linter(typesetter: LinterTests.typesetter).lint(input)
        XCTAssertEqual(report.summary.coverage?.skipped[Linter.linkOutsideReason], 2)
    }

    /// A `.strings` file whose first entry does not parse names no key: its first token may be anything
    /// (a credentials URL); once an entry has read whole, keys are quoted as before.
    func testAParseErrorQuotesNoTokenOfAFileThatNeverReadAsAStringsFile() {
        let leak = CatalogReader.read(bytes: Array("https://user:s3cret@example.com\n".utf8), path: "en.lproj/L.strings", format: .strings)
        XCTAssertEqual(leak.findings.count, 1)
        XCTAssertFalse(leak.findings[0].message.contains("s3cret"), leak.findings[0].message)
        XCTAssertTrue(leak.findings[0].message.contains("the first key"), leak.findings[0].message)
        let broken = CatalogReader.read(bytes: Array("\"a\" = \"A\";\n\"b\" = \"B\"\n".utf8), path: "en.lproj/L.strings", format: .strings)
        XCTAssertEqual(broken.findings.map(\.message), ["expected ';' after the entry for \"b\""])
    }
}
