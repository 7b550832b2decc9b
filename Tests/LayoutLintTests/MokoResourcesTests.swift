import XCTest
@testable import LayoutLint

/// moko-resources strings (`src/<set>/moko-resources/<locale>/strings.xml`) as the app shows them on
/// Android: moko's Gradle plugin reads the file (DOM `textContent`, `processXmlTextContent`,
/// `removeAndroidMirroringFormat`) and writes an Android resource (`convertXmlStringToAndroidLocalization`)
/// that aapt2 compiles. Every expected value below is worked out by hand from those Kotlin functions
/// (icerockdev/moko-resources `resources-generator/.../utils/StringExt.kt`) and aapt2's `StringBuilder`.
final class MokoResourcesTests: XCTestCase {
    static func read(_ body: String, folder: String = "base", strict: Bool = false) -> CatalogFile {
        CatalogReader.read(bytes: Array(FormatStringTests.android(body).utf8), path: "i18n/src/commonMain/moko-resources/\(folder)/strings.xml",
                           format: .android, mokoStrictLineBreaks: strict)
    }

    func testAnApostropheNeedsNoEscapeSinceMokoEscapesItForAapt2() throws {
        let moko = Self.read(#"<string name="a">Show source-website's Suggestions</string>"#)
        let android = AndroidResourceTests.read(#"<string name="a">Show source-website's Suggestions</string>"#)
        XCTAssertFalse(moko.findings.contains { $0.rule == "invalid-input" }, "\(moko.findings.map(\.message))")
        XCTAssertTrue(android.findings.contains { $0.rule == "invalid-input" })
        XCTAssertEqual(moko.entry("a", "Base")?.value, "Show source-website's Suggestions")
    }

    func testQuotesAreCharactersAndEscapesAreUndoneOnce() throws {
        let file = Self.read(#"""
            <string name="quotes">Say "hi"   to \'them\'</string>
            <string name="escapes">a\nb \u0041 \@x</string>
            <string name="at">@string/other</string>
            <string name="entity">Tom &amp;amp; Jerry &amp;#65;</string>
        """#)
        XCTAssertTrue(file.findings.isEmpty, "\(file.findings.map(\.message))")
        // aapt2 would drop the double quotes (they quote) and keep the three spaces inside them; moko
        // escapes them, so they show, and the run of spaces collapses.
        XCTAssertEqual(file.entry("quotes", "Base")?.value, #"Say "hi" to 'them'"#)
        // `\n` → line break (moko), `\u0041` → A (aapt2), `\@` → @ (moko).
        XCTAssertEqual(file.entry("escapes", "Base")?.value, "a\nb A @x")
        // A leading `@` is escaped by moko: text, not a resource reference, so it is there to translate.
        XCTAssertEqual(file.entry("at", "Base")?.value, "@string/other")
        XCTAssertEqual(file.entry("at", "Base")?.shouldTranslate, true)
        // `unescapeXml` runs over the DOM text, whose `&amp;amp;` is `&amp;` by then: `&`; `&#65;` is A.
        XCTAssertEqual(file.entry("entity", "Base")?.value, "Tom & Jerry A")
    }

    func testLineWrapsInTheFileAreSpacesUnlessStrict() throws {
        let body = "<string name=\"w\">First line\n        second line</string>"
        XCTAssertEqual(Self.read(body).entry("w", "Base")?.value, "First line second line")
        // Strict: the line break stays (moko writes it as `\n`); aapt2 collapses the indentation after it to one space.
        XCTAssertEqual(Self.read(body, strict: true).entry("w", "Base")?.value, "First line\n second line")
    }

    func testChildElementsAreTextNotSpans() throws {
        let file = Self.read(#"<string name="b">Tap <b>here</b> now</string>"#)
        let entry = try XCTUnwrap(file.entry("b", "Base"))
        XCTAssertEqual(entry.value, "Tap here now")
        XCTAssertEqual(entry.markup, [])
    }

    func testTheGradlePropertyIsReadFromTheNearestGradleProperties() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("moko-strict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("i18n/src/commonMain/moko-resources/base")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("rootProject.name = \"x\"\n".utf8).write(to: root.appendingPathComponent("settings.gradle.kts"))
        let file = folder.appendingPathComponent("strings.xml").path
        XCTAssertFalse(MokoResourceText.strictLineBreaks(forFile: file))
        try Data("# comment\nmoko.resources.strictLineBreaks = true\n".utf8).write(to: root.appendingPathComponent("gradle.properties"))
        XCTAssertTrue(MokoResourceText.strictLineBreaks(forFile: file))
        // The module's own file is nearer.
        try Data("moko.resources.strictLineBreaks=false\n".utf8).write(to: root.appendingPathComponent("i18n/gradle.properties"))
        XCTAssertFalse(MokoResourceText.strictLineBreaks(forFile: file))
    }
}
