import XCTest
@testable import LayoutLint

/// Android string resources as aapt2 compiles them (`ResourceParser::FlattenXmlSubtree`,
/// `ResourceUtils::StringBuilder`, `ProductFilter`, `ConfigDescription::Parse`) and as `Resources.getString` /
/// `getText` and `Html.fromHtml` show them. Expected values are written by hand from those rules.
final class AndroidResourceTests: XCTestCase {
    static func read(_ body: String, folder: String = "values") -> CatalogFile {
        let path = "res/\(folder)/strings.xml"
        return CatalogReader.read(bytes: Array(FormatStringTests.android(body).utf8), path: path, format: .android)
    }

    static func locale(_ folder: String) -> String { LocaleTag.fromAndroidValues(folder) ?? "und" }

    static func lint(_ files: [String: String], rules: [any Rule]) -> LintReport {
        FormatStringTests.lint(files.mapValues { FormatStringTests.android($0) }, rules: rules)
    }

    /// A span over the whole shown text is the value's style (`StringBlock.applyStyles`: `b` bold, `i` italic;
    /// `Html.fromHtml`: `strong`, `em`, `cite`, `dfn` alike, names in any case); spans over part of it, or
    /// other spans, are none. Expected styles written by hand from those rules.
    func testWholeTextSpansAreTheValuesStyle() throws {
        let file = Self.read(#"""
            <string name="bold"><b>Downloads</b></string>
            <string name="nested">  <b><i>Recorded live</i></b> </string>
            <string name="cdata"><![CDATA[<EM>Recorded live</EM>]]></string>
            <string name="escaped">&lt;strong&gt;Downloads&lt;/strong&gt;</string>
            <string name="two">Vanishing is a <b>last resort</b></string>
            <string name="split"><b>Last</b> and <b>first</b></string>
            <string name="htmlSplit"><![CDATA[<b>Last</b> and <b>first</b>]]></string>
            <string name="underline"><u>Downloads</u></string>
            <string name="plain">Downloads</string>
        """#)
        func style(_ key: String) throws -> WholeTextStyle? { try XCTUnwrap(file.entry(key, "Base")).wholeTextStyle }
        XCTAssertEqual(try style("bold"), WholeTextStyle(bold: true))
        XCTAssertEqual(try style("nested"), WholeTextStyle(bold: true, italic: true))
        XCTAssertEqual(try style("cdata"), WholeTextStyle(italic: true))
        XCTAssertEqual(try style("escaped"), WholeTextStyle(bold: true))
        for key in ["two", "split", "htmlSplit", "underline", "plain"] { XCTAssertNil(try style(key), key) }
    }

    // MARK: 1. CDATA, escaped markup and plain text are the literal characters of getString()

    func testCDATAAndEscapedMarkupAreTheSameString() throws {
        let file = Self.read(#"""
            <string name="cdata"><![CDATA[Tap <a href="%2$s">%1$s</a> now.<br/>Tom &amp; Jerry]]></string>
            <string name="escaped">Tap &lt;a href=\"%2$s\"&gt;%1$s&lt;/a&gt; now.&lt;br/&gt;Tom &amp;amp; Jerry</string>
        """#)
        let cdata = try XCTUnwrap(file.entry("cdata", "Base"))
        let escaped = try XCTUnwrap(file.entry("escaped", "Base"))
        // Html.fromHtml: tags are no text, `<br>` a line break, `&amp;` an ampersand.
        XCTAssertEqual(cdata.value, "Tap %1$s now.\nTom & Jerry")
        XCTAssertEqual(escaped.value, cdata.value)
        // aapt2 drops the unescaped double quotes of the CDATA text (they open and close a quote); the escaped
        // ones stay. The tags are the same ones.
        XCTAssertEqual(cdata.markup, ["<a href=%2$s>", "</a>", "<br/>"])
        XCTAssertEqual(escaped.markup, ["<a href=\"%2$s\">", "</a>", "<br/>"])
        // String.format reads the literal text: `%2$s` in the href is an argument too, shown nowhere.
        for entry in [cdata, escaped] {
            XCTAssertEqual(entry.placeholders.map(\.text), ["%2$s", "%1$s"])
            XCTAssertEqual(entry.placeholders.map(\.offset), [-1, 4])
        }
    }

    func testPlainTextIsShownAsWritten() throws {
        let file = Self.read(#"""
            <string name="angle">Use &lt;name&gt; here: 1 &lt; 2 &amp;amp;</string>
            <string name="paragraphs"><![CDATA[<p>One</p>  <p>Two\nthree</p>]]></string>
        """#)
        // No tag Android renders: the literal text is what users see, entities of it included.
        XCTAssertEqual(file.entry("angle", "Base")?.value, "Use <name> here: 1 < 2 &amp;")
        XCTAssertEqual(file.entry("angle", "Base")?.markup, [])
        // `<p>` blocks start and end with a blank line (legacy mode), none at the very start; white space
        // (the `\n` escape too) collapses to a space in HTML.
        XCTAssertEqual(file.entry("paragraphs", "Base")?.value, "One\n\nTwo three\n\n")
    }

    /// Unclosed tags and quotes by the thousand are text, read once each (no tag runs past its length limit).
    func testHostileMarkupIsReadAsText() throws {
        let hostile = String(repeating: "<a href=\"", count: 20_000) + String(repeating: "&amp;#", count: 20_000) + "<b>x"
        let file = Self.read("<string name=\"h\"><![CDATA[\(hostile)]]></string>")
        let entry = try XCTUnwrap(file.entry("h", "Base"))
        XCTAssertEqual(entry.markup, ["<b>"])
        XCTAssertTrue(entry.value.hasSuffix("x"))
    }

    // MARK: 2. Child elements are spans of getText()

    func testChildElementsAreSpans() throws {
        let file = Self.read(#"""
            <string name="styled">Tap <b>here</b> or <annotation link="scanQrCode" font="title">scan</annotation></string>
            <string name="count" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">Show <xliff:g id="n" example="3">%d</xliff:g> items</string>
            <string name="spaced"> <b>x</b> </string>
        """#)
        XCTAssertEqual(file.entry("styled", "Base")?.value, "Tap here or scan")
        // aapt2's span names: the element, then its attributes in name order.
        XCTAssertEqual(file.entry("styled", "Base")?.markup, ["b", "/b", "annotation;font=title;link=scanQrCode", "/annotation"])
        XCTAssertEqual(file.entry("count", "Base")?.value, "Show %d items")
        XCTAssertEqual(file.entry("count", "Base")?.markup, [])
        // With a span, aapt2 trims nothing: the spaces collapse to one each.
        XCTAssertEqual(file.entry("spaced", "Base")?.value, " x ")
    }

    // MARK: 3. Markup compared by its effect

    func testMarkupComparedByEffect() throws {
        let report = Self.lint([
            "res/values/strings.xml": #"""
                <string name="link"><![CDATA[See <a href="https://example.org">the <b>guide</b></a>]]></string>
                <string name="scan"><annotation link="scanQrCode">Scan QR code</annotation></string>
                <string name="hint">Show <xliff:g id="n">%d</xliff:g> items</string>
                <string name="bold">Tap <b>here</b></string>
            """#,
            "res/values-de/strings.xml": #"""
                <string name="link">Siehe &lt;a href=\"https://example.org/de\"&gt;die &lt;strong&gt;Anleitung&lt;/strong&gt;&lt;/a&gt;</string>
                <string name="scan"><annotation link="scanQrCode">QR-Code scannen</annotation></string>
                <string name="hint">Zeige %d Einträge</string>
                <string name="bold">Hier <b>tippen</b></string>
            """#,
            "res/values-ja/strings.xml": #"""
                <string name="link"><![CDATA[<a href="https://example.org">ガイド</a>を参照]]></string>
                <string name="scan">QRコードを読み取る</string>
                <string name="hint">%d 件</string>
                <string name="bold">&lt;b&gt;ここ&lt;/b&gt;をタップ</string>
            """#,
            "res/values-fr/strings.xml": #"""
                <string name="link">Voir <a href="https://example.org">le <b>guide</b></a></string>
                <string name="scan"><annotation link="scanQRCode">Scanner</annotation></string>
            """#,
        ], rules: [MarkupMismatchRule()])
        let found = report.findings.map { "\($0.locale ?? "") \($0.key ?? "")" }.sorted()
        // de: escaped HTML where the source has CDATA, `<strong>` for `<b>`, a translated URL, xliff:g left
        // out: the same effects. ja drops the bold, the annotation, and writes `<b>` as text where the
        // source has a span. fr writes the source's HTML as elements (getString() drops them) and renames
        // the annotation's value.
        XCTAssertEqual(found, ["fr link", "fr scan", "ja bold", "ja link", "ja scan"], report.findings.map(\.message).joined(separator: "\n"))
        let scan = try XCTUnwrap(report.findings.first { $0.key == "scan" && $0.locale == "ja" })
        XCTAssertEqual(scan.severity, .warning)
        XCTAssertTrue(scan.message.contains(#"`<annotation link="scanQrCode">`"#), scan.message)
        let elements = try XCTUnwrap(report.findings.first { $0.key == "link" && $0.locale == "fr" })
        XCTAssertTrue(elements.message.contains("as XML elements"), elements.message)
        let bold = try XCTUnwrap(report.findings.first { $0.key == "bold" && $0.locale == "ja" })
        XCTAssertTrue(bold.message.contains("as text"), bold.message)
    }

    /// Paragraphs and line breaks compare by the line breaks they render (`Html.fromHtml`, legacy mode): a
    /// blank paragraph `<p><br></p>` written as a bare `<br>` between two paragraphs is the same layout (Oppia's
    /// pt-BR FAQ answers); a translation that leaves the spacer out is not.
    func testParagraphsAndLineBreaksCompareByTheBreaksTheyRender() throws {
        let report = Self.lint([
            "res/values/strings.xml": #"""
                <string name="faq"><![CDATA[<p>Update the app.</p><p><br></p><p>Restart it.</p>]]></string>
            """#,
            "res/values-pt-rBR/strings.xml": #"""
                <string name="faq"><![CDATA[<p>Atualize o app.</p><br><p>Reinicie-o.</p>]]></string>
            """#,
            "res/values-sw/strings.xml": #"""
                <string name="faq"><![CDATA[<p>Sasisha programu.</p><p>Iwashe upya.</p>]]></string>
            """#,
        ], rules: [MarkupMismatchRule()])
        XCTAssertEqual(report.findings.map { "\($0.locale ?? "") \($0.key ?? "")" }, ["sw faq"], report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(MarkupMismatchRule.lineBreakRuns("a\n\n\nb\nc\n"), [3, 1, 1])
    }

    // MARK: 4. Arguments inside markup are arguments

    func testArgumentsInsideMarkup() throws {
        let report = Self.lint([
            "res/values/strings.xml": #"""
                <string name="terms"><![CDATA[Read the <a href="%2$s">%1$s</a>]]></string>
            """#,
            "res/values-de/strings.xml": #"""
                <string name="terms">Lies die &lt;a href=\"%2$s\"&gt;%1$s&lt;/a&gt;</string>
            """#,
            "res/values-fr/strings.xml": #"""
                <string name="terms">Lisez les &lt;a href=\"https://example.org\"&gt;%1$s&lt;/a&gt;</string>
            """#,
            "res/values-it/strings.xml": #"""
                <string name="terms"><![CDATA[Leggi <a href="%3$s">%1$s</a>]]></string>
            """#,
            "res/values-es/strings.xml": #"""
                <string name="terms">Lea &lt;a href=\"%2$s?q=100%\"&gt;%1$s&lt;/a&gt;</string>
            """#,
        ], rules: [PlaceholderMismatchRule()])
        let byLocale = Dictionary(grouping: report.findings.filter { $0.key == "terms" }, by: { $0.locale ?? "" })
        XCTAssertNil(byLocale["de"], byLocale["de"]?.first?.message ?? "")
        // fr writes the address instead of the argument: argument 2 is not used (a warning).
        XCTAssertEqual(byLocale["fr"]?.first?.severity, .warning)
        XCTAssertTrue(byLocale["fr"]?.first?.message.contains("argument 2") == true, byLocale["fr"]?.first?.message ?? "")
        // it reads a third argument the app does not pass: Java's Formatter throws.
        XCTAssertEqual(byLocale["it"]?.first?.severity, .error)
        XCTAssertTrue(byLocale["it"]?.first?.message.contains("MissingFormatArgumentException") == true)
        // es: a `%` in the href starts no conversion: UnknownFormatConversionException.
        XCTAssertEqual(byLocale["es"]?.first?.severity, .error)
        XCTAssertTrue(byLocale["es"]?.first?.message.contains("UnknownFormatConversionException") == true, byLocale["es"]?.first?.message ?? "")
        // A span's attributes are no text of getString(): nothing formats them.
        let span = Self.read(#"<string name="plain">Open <a href="https://example.org/a%20b">the page</a></string>"#)
        XCTAssertEqual(span.entry("plain", "Base")?.placeholders, [])
        XCTAssertEqual(span.entry("plain", "Base")?.markup, ["a;href=https://example.org/a%20b", "/a"])
    }

    // MARK: 5. A tag is never text

    func testTagsAreNoWordsAndNoLeadingScript() throws {
        let file = Self.read(#"""
            <string name="policy">&lt;u&gt;سياسة الخصوصية&lt;/u&gt;</string>
            <string name="map">&amp;#169; &lt;a href=\"https://www.openstreetmap.org/copyright\"&gt;خريطة الشارع&lt;/a&gt;</string>
        """#, folder: "values-ar")
        let policy = try XCTUnwrap(file.entry("policy", "ar"))
        XCTAssertEqual(policy.value, "سياسة الخصوصية")
        XCTAssertEqual(WrongScriptRule.words(of: policy).map(\.text), ["سياسة", "الخصوصية"])
        let map = try XCTUnwrap(file.entry("map", "ar"))
        XCTAssertEqual(map.value, "© خريطة الشارع")
        XCTAssertFalse(WrongScriptRule.words(of: map).contains { $0.text.contains("href") || $0.text == "a" })
        let report = Self.lint([
            "res/values/strings.xml": #"""
                <string name="policy">Privacy policy</string><string name="map">OpenStreetMap</string>
                <string name="api">API key</string>
            """#,
            "res/values-ar/strings.xml": #"""
                <string name="policy">&lt;u&gt;سياسة الخصوصية&lt;/u&gt;</string>
                <string name="map">&amp;#169; &lt;a href=\"https://www.openstreetmap.org/copyright\"&gt;خريطة الشارع&lt;/a&gt;</string>
                <string name="api">API مفتاح.</string>
            """#,
        ], rules: [RTLMirroringRule(), WrongScriptRule()])
        // Only the value whose text starts with a Latin word resolves left to right.
        XCTAssertEqual(report.findings.filter { $0.rule == "rtl-mirroring" }.compactMap(\.key), ["api"],
                       report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(report.findings.filter { $0.rule == "wrong-script" && $0.key != "api" }, [])
    }

    // MARK: 6. Escapes, quotes, white space and attributes as aapt2 reads them

    func testEscapesAndQuotes() throws {
        let file = Self.read(##"""
            <string name="escapes">Don\'t \"quote\"\ttab\nline \@home \? \#tag \\ \u00e9</string>
            <string name="quoted">"  two  spaces  " and   collapsed
                 lines  </string>
            <string name="apostrophe">Don't</string>
            <string name="quotedApostrophe">"Don't"</string>
            <string name="badEscape">\u00zz</string>
        """##)
        XCTAssertEqual(file.entry("escapes", "Base")?.value, "Don't \"quote\"\ttab\nline @home ? #tag \\ é")
        XCTAssertEqual(file.entry("quoted", "Base")?.value, "  two  spaces   and collapsed lines")
        XCTAssertEqual(file.entry("quotedApostrophe", "Base")?.value, "Don't")
        // aapt2 refuses an apostrophe outside quotes and a `\u` without four hex digits: the build fails.
        let invalid = file.findings.filter { $0.rule == RuleID.invalidInput }.compactMap(\.key).sorted()
        XCTAssertEqual(invalid, ["apostrophe", "badEscape"])
    }

    func testFormattedTranslatableAndProduct() throws {
        let file = Self.read(#"""
            <string name="percent" formatted="FALSE">100% %d</string>
            <string name="name" translatable="False">Commons</string>
            <string name="bad" translatable="no">x</string>
            <string name="device" product="tablet">Tablet %1$s</string>
            <string name="device" product="default">Phone %1$s</string>
            <string name="device" product="tv">TV</string>
        """#)
        XCTAssertEqual(file.entry("percent", "Base")?.placeholders, [])
        XCTAssertEqual(file.entry("name", "Base")?.shouldTranslate, false)
        XCTAssertEqual(file.findings.filter { $0.rule == RuleID.invalidInput }.compactMap(\.key), ["bad"])
        // Products are no duplicates; the app's build keeps the default product.
        XCTAssertEqual(file.findings.filter { $0.rule == RuleID.duplicateKey }, [])
        XCTAssertEqual(file.entries.filter { $0.key == "device" }.map(\.value), ["Phone %1$s"])
        let twice = Self.read(#"""
            <string name="device">A</string>
            <string name="device" product="default">B</string>
        """#)
        XCTAssertEqual(twice.findings.filter { $0.rule == RuleID.duplicateKey }.count, 1)
        let noDefault = Self.read(#"<string name="device" product="tablet">Tablet</string>"#)
        XCTAssertEqual(noDefault.findings.filter { $0.rule == RuleID.invalidInput }.compactMap(\.key), ["device"])
    }

    /// A tablet's text (values-sw600dp/) is not drawn in a phone's box; a night-mode text (values-night/) is.
    func testBoxRulesHoldForTheScreenTheConfigurationDrawsOn() throws {
        let (screen, problems) = LayoutReader.read(text: """
            screen: Example
            platform: android
            elements:
              - id: title
                key: title
                size: 14
                width: 60
                maxLines: 1
            """, file: "Example.yaml")
        XCTAssertEqual(problems, [])
        let long = "A much longer title than the box holds"
        let files = [
            "res/values/strings.xml": #"<string name="title">Short</string>"#,
            "res/values-sw600dp/strings.xml": #"<string name="title">\#(long)</string>"#,
            "res/values-night/strings.xml": #"<string name="title">\#(long)</string>"#,
        ]
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(FormatStringTests.android(files[path]!).utf8), path: path, format: .android)
        }
        let input = LintInput(catalogs: catalogs, screens: [try XCTUnwrap(screen)], findings: [])
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1),
                            rules: [TruncationRule()]).lint(input)
        XCTAssertEqual(Set(report.findings.filter { $0.rule == "truncation" }.compactMap(\.variant)), ["config.night"],
                       report.findings.map(\.message).joined(separator: "\n"))
    }

    // MARK: Real apps (skipped without ../shared/corpora)

    /// A source written with CDATA and translations written escaped (translatewiki's export) read as the same
    /// markup; annotations compared by key and value.
    func testCorpusMarkupWrittenTwoWays() throws {
        guard let corpora = Fixtures.corpora else { throw XCTSkip("../shared/corpora is absent") }
        let res = corpora.appendingPathComponent("commons-app__apps-android-commons/app/src/main/res")
        guard FileManager.default.fileExists(atPath: res.path) else { throw XCTSkip("the app is absent") }
        func entry(_ folder: String, _ key: String) throws -> Entry {
            let file = CatalogReader.read(path: res.appendingPathComponent("\(folder)/strings.xml").path)
            return try XCTUnwrap(file.entries.first { $0.key == key }, "\(folder) \(key)")
        }
        // values/: text, then CDATA holding `<a href="…">`; values-de/: the same tag entity-escaped.
        let source = try entry("values", "feedback_destination_note")
        let german = try entry("values-de", "feedback_destination_note")
        XCTAssertEqual(source.value, "Your feedback gets posted to the following wiki page: Commons:Mobile app/Feedback")
        let effects = { (entry: Entry) in entry.markup.map { MarkupMismatchRule.Tag($0) }.filter { !$0.closing }.compactMap(\.effect?.name) }
        XCTAssertEqual(effects(source), ["link"])
        XCTAssertEqual(effects(german), effects(source))
        XCTAssertFalse(german.value.contains("href"), german.value)
    }

    // MARK: 7. Qualified folders are configurations of the source

    func testQualifiersInAndroidOrder() {
        XCTAssertEqual(AndroidConfiguration(folder: "values-de-rDE-v21"), AndroidConfiguration(locale: "de-rDE", qualifiers: ["v21"]))
        XCTAssertEqual(AndroidConfiguration(folder: "values-sw600dp-land-night"), AndroidConfiguration(locale: nil, qualifiers: ["sw600dp", "land", "night"]))
        XCTAssertEqual(AndroidConfiguration(folder: "values-mcc310-mnc004-b+sr+Latn-television"),
                       AndroidConfiguration(locale: "b+sr+Latn", qualifiers: ["mcc310", "mnc004", "television"]))
        // `car` is a UI mode, never a language (aapt2's LocaleValue::InitFromParts).
        XCTAssertEqual(AndroidConfiguration(folder: "values-car"), AndroidConfiguration(locale: nil, qualifiers: ["car"]))
        XCTAssertEqual(Self.locale("values-de-rDE-v21"), "de-DE")
        XCTAssertEqual(Self.locale("values-land"), "Base")
        XCTAssertEqual(Self.locale("values-ar-night"), "ar")
        XCTAssertEqual(AndroidConfiguration(folder: "values-night-v21")?.variantPrefix, "config.night-v21")
        XCTAssertNil(AndroidConfiguration(folder: "values")?.variantPrefix)
        XCTAssertNil(AndroidConfiguration(folder: "layout-land"))
        // Box rules hold for the screen the boxes were computed for: not for a tablet's or landscape's text.
        XCTAssertTrue(AndroidConfiguration.selectsAnotherScreen("config.sw600dp"))
        XCTAssertTrue(AndroidConfiguration.selectsAnotherScreen("config.land.plural.one"))
        XCTAssertFalse(AndroidConfiguration.selectsAnotherScreen("config.night-v21"))
        XCTAssertFalse(AndroidConfiguration.selectsAnotherScreen("config.xhdpi"))
        XCTAssertFalse(AndroidConfiguration.selectsAnotherScreen("plural.one"))
    }

    func testConfigurationFoldersAreVariantsEachChecked() throws {
        let files = [
            "res/values/strings.xml": #"""
                <string name="count">%1$s files</string>
                <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
            """#,
            "res/values-sw600dp/strings.xml": #"<string name="count">%1$d files on this tablet</string>"#,
            "res/values-night/strings.xml": #"""
                <string name="count">%1$s files</string>
                <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
            """#,
            "res/values-de/strings.xml": #"<string name="count">%1$s Dateien</string>"#,
            "res/values-de-land/strings.xml": #"<string name="count">%1$d Dateien</string>"#,
        ]
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(FormatStringTests.android(files[path]!).utf8), path: path, format: .android)
        }
        // values-night/ is a variant of the source, not a second definition.
        XCTAssertEqual(catalogs.flatMap(\.findings), [])
        let night = try XCTUnwrap(catalogs.flatMap(\.entries).first { $0.location.file.contains("values-night") && $0.key == "songs" && $0.variant?.hasSuffix("one") == true })
        XCTAssertEqual(night.locale, "Base")
        XCTAssertEqual(night.variant, "config.night.plural.one")
        let report = Self.lint(files, rules: [PlaceholderMismatchRule()])
        let found = report.findings.map { "\($0.locale ?? "") \($0.key ?? "") \($0.variant ?? "-")" }.sorted()
        // `%1$d` where values/ passes a string crashes on a tablet (values-sw600dp/) and on a German phone in
        // landscape (values-de-land/); values/ stays the source of every other value.
        XCTAssertEqual(found, ["de count config.land", "en count config.sw600dp"], report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(report.findings.allSatisfy { $0.severity == .error })
        XCTAssertTrue(report.findings.contains { $0.message.hasPrefix("en (sw600dp) “%1$d files on this tablet”") },
                      report.findings.map(\.message).joined(separator: "\n"))
    }
}

extension AndroidResourceTests {
    /// "The filename is arbitrary" (developer.android.com, String resources): a translation platform that
    /// writes `values-de/translations.xml` for the source's `values/localazy.xml` translates those strings —
    /// aapt2 names a string by its `name`, and every `values*/` file joins one resource table. German is not
    /// missing them; its wrong placeholder is found against the source; the key only the source has is missing.
    /// A Compose Multiplatform module's files are one `Res.string` alike.
    func testATranslationInAFileOfAnotherNameTranslatesTheSourcesStrings() throws {
        let report = Self.lint([
            "lib/src/main/res/values/localazy.xml": #"<string name="search">Search</string><string name="votes">%1$d votes</string><string name="mark_read">Mark as read</string>"#,
            "lib/src/main/res/values-de/translations.xml": #"<string name="search">Suchen</string><string name="votes">Stimmen: %1$d%</string>"#,
            "shared/src/commonMain/composeResources/values/strings.xml": #"<string name="title">Recipes</string>"#,
            "shared/src/commonMain/composeResources/values-de/translated.xml": #"<string name="title">Rezepte</string>"#,
        ], rules: [UntranslatedRule(), PlaceholderMismatchRule()])
        let untranslated = report.findings.filter { $0.rule == "untranslated" }
        XCTAssertEqual(untranslated.map { $0.keys ?? [$0.key ?? ""] }, [["mark_read"]], "\(untranslated.map(\.message))")
        XCTAssertEqual(untranslated.first?.table, "localazy")
        XCTAssertEqual(report.findings.filter { $0.rule == "placeholder-mismatch" }.map(\.key), ["votes"])
        XCTAssertEqual(report.summary.coverage?.keys, 4, "the translations are no keys of their own")
    }
}
