import XCTest
@testable import LayoutLint

/// Compose Multiplatform resources (`composeResources/values*/strings.xml`) as the JetBrains Gradle plugin
/// converts them (`PrepareComposeResources.kt`: DOM `textContent`, then `handleSpecialCharacters`) and the
/// runtime formats them (`StringResourcesUtils.kt` `replaceWithArgs`: `%(\d+)\$[ds]` only). They are not
/// compiled by aapt2. Every expected value below is worked out by hand from those two Kotlin functions.
final class ComposeResourcesTests: XCTestCase {
    static func read(_ body: String, folder: String = "values", root: String = "common/src/commonMain/composeResources") -> CatalogFile {
        CatalogReader.read(bytes: Array(FormatStringTests.android(body).utf8), path: "\(root)/\(folder)/strings.xml", format: .android)
    }

    func testTextIsTheTextContentWithTheFourEscapesOnly() throws {
        let file = Self.read(#"""
            <string name="apostrophe">Don't   stop "now"</string>
            <string name="escapes">a\nb\tc\u0041 \'q\' \\n stays</string>
            <string name="inner">Tap <b>here</b> <![CDATA[<i>now</i>]]></string>
        """#)
        XCTAssertTrue(file.findings.isEmpty, "\(file.findings.map(\.message))")
        // No white-space collapsing and no quoting: the text as written.
        XCTAssertEqual(file.entry("apostrophe", "Base")?.value, #"Don't   stop "now""#)
        // `\n` `\t` `\u0041` replaced; `\'` stays as written; `\\n`: the pair keeps the `\n` from being
        // replaced, then the pair becomes one backslash.
        XCTAssertEqual(file.entry("escapes", "Base")?.value, "a\nb\tcA \\'q\\' \\n stays")
        // Child tags dropped, their text kept; CDATA is text (the `<i>` in it shows as written).
        XCTAssertEqual(file.entry("inner", "Base")?.value, "Tap here <i>now</i>")
        XCTAssertEqual(file.entry("inner", "Base")?.markup, [])
    }

    func testTheSameApostropheUnderResIsRefusedByAapt2() {
        let compose = Self.read(#"<string name="a">Don't</string>"#)
        let android = AndroidResourceTests.read(#"<string name="a">Don't</string>"#)
        XCTAssertFalse(compose.findings.contains { $0.rule == "invalid-input" })
        XCTAssertTrue(android.findings.contains { $0.rule == "invalid-input" })
    }

    func testOnlyNumberedSAndDAreArguments() throws {
        let file = Self.read(#"<string name="f">%1$s of %2$d, %s, %3$.2f, 100%</string>"#)
        let entry = try XCTUnwrap(file.entry("f", "Base"))
        XCTAssertEqual(entry.placeholders.map(\.text), ["%1$s", "%2$d"])
        XCTAssertEqual(entry.placeholders.map(\.offset), [0, 8])
    }

    func testAnArgumentPastTheSourcesCrashesAndTheConversionDoesNotMatter() {
        let root = "app/src/commonMain/composeResources"
        let report = FormatStringTests.lint([
            "\(root)/values/strings.xml": FormatStringTests.android(#"<string name="count">%1$s items</string><string name="two">%1$s and %2$s</string>"#),
            "\(root)/values-de/strings.xml": FormatStringTests.android(#"<string name="count">%1$d Einträge (%2$s)</string><string name="two">%1$s und %2$d</string>"#),
        ])
        let findings = report.findings.flatMap(\.members).filter { $0.rule == "placeholder-mismatch" }
        // `count`: %2$s reads args[1], which the app never passes.
        let count = findings.filter { $0.key == "count" }
        XCTAssertEqual(count.count, 1, "\(findings.map(\.message))")
        XCTAssertEqual(count.first?.severity, .error)
        XCTAssertTrue(count.first?.message.contains("IndexOutOfBoundsException") == true, count.first?.message ?? "")
        XCTAssertFalse(count.first?.message.contains("Java's Formatter") == true)
        // `two`: %2$d where the source has %2$s is the same text: no finding.
        XCTAssertTrue(findings.filter { $0.key == "two" }.isEmpty, "\(findings.map(\.message))")
    }

    /// A translation that writes `%d` where the source writes `%1$d` (Tomato's Māori “%dh %dm”): the runtime
    /// replaces only numbered `s`/`d` specifiers, so users read “%dh %dm”; the message says so.
    func testAnUnnumberedSpecifierIsShownAsWritten() throws {
        let root = "app/src/commonMain/composeResources"
        let report = FormatStringTests.lint([
            "\(root)/values/strings.xml": FormatStringTests.android(#"<string name="hm">%1$dh %2$dm</string>"#),
            "\(root)/values-mi/strings.xml": FormatStringTests.android(#"<string name="hm">%dh %dm</string>"#),
        ])
        let finding = try XCTUnwrap(report.findings.flatMap(\.members).first { $0.rule == "placeholder-mismatch" && $0.key == "hm" })
        XCTAssertTrue(finding.message.contains("argument 1 (`%1$d`) of the source is not shown"), finding.message)
        XCTAssertTrue(finding.message.contains("`%d` is shown as written"), finding.message)
        // Under res/ (aapt2, java.util.Formatter) `%d %d` reads the arguments in order: no such clause.
        let android = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android(#"<string name="hm">%1$dh %2$dm</string>"#),
            "res/values-mi/strings.xml": FormatStringTests.android(#"<string name="hm">%dh %dm</string>"#),
        ])
        XCTAssertFalse(android.findings.flatMap(\.members).contains { $0.message.contains("shown as written") })
    }
    /// Each module's `composeResources` is a `Res` class of its own (kotlinlang.org, "Using multiplatform
    /// resources in your app"), apart from Android's merged `R`: a desktop module whose source takes `%1$s`
    /// is not compared with the Android app's `strings` of the same key, which takes none.
    func testEachModulesComposeResourcesAreATableOfTheirOwn() {
        XCTAssertEqual(CatalogReader.table(of: "desktopApp/src/main/composeResources/values-de/strings.xml"), "desktopApp/composeResources/strings")
        XCTAssertEqual(CatalogReader.table(of: "./shared/ui/src/commonMain/composeResources/values/plurals.xml"), "shared/ui/composeResources/plurals")
        XCTAssertEqual(CatalogReader.table(of: "src/commonMain/composeResources/values/strings.xml"), "composeResources/strings")
        XCTAssertEqual(CatalogReader.table(of: "app/src/main/res/values-de/strings.xml"), "strings")
        let report = FormatStringTests.lint([
            "app/src/main/res/values/strings.xml": FormatStringTests.android(#"<string name="welcome">A client for Android.</string><string name="about">About %1$s, %2$s</string>"#),
            "desktopApp/src/main/composeResources/values/strings.xml": FormatStringTests.android(#"<string name="welcome">A client for %1$s.</string><string name="about">About %1$s</string>"#),
            "desktopApp/src/main/composeResources/values-de/strings.xml": FormatStringTests.android(#"<string name="welcome">Ein Client für %1$s.</string><string name="about">Über %1$s (%2$s)</string>"#),
        ])
        // `welcome` keeps its module's argument; `about` reads a second one the desktop source never passes (the
        // Android table's `about` takes two, and is not this module's).
        let findings = report.findings.flatMap(\.members).filter { $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(findings.map { "\($0.table ?? "") \($0.key ?? "")" }, ["desktopApp/composeResources/strings about"], "\(findings.map(\.message))")
    }
}
