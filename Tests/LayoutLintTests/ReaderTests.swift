import XCTest
@testable import LayoutLint

/// Values, variants and positions read from the hand-made fixtures in Tests/Fixtures/catalogs/good.
/// Expected line:column were counted with Python over the fixture text (line = newlines before the
/// match + 1, column = code points since the line start + 1), e.g.
/// `t.index('"Fertig"')` in Localizable.xcstrings → 10:23. Columns count Unicode scalars.
final class ReaderTests: XCTestCase {
    func testXCStrings() {
        let file = Fixtures.read("good/Localizable.xcstrings")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.format, .xcstrings)
        XCTAssertEqual(file.sourceLanguage, "en")
        let fertig = file.entry("Done", "de")
        XCTAssertEqual(fertig?.value, "Fertig")
        XCTAssertEqual(fertig?.state, "translated")
        XCTAssertEqual(fertig?.comment, "Button that closes the sheet")
        XCTAssertAt(fertig, line: 10, column: 23)
        XCTAssertEqual(file.entry("Done", "zh-Hans")?.reviewStatus, .needsReview)
        // The source value of a key without an "en" localization is the key, located at the key.
        XCTAssertEqual(file.entry("Done", "en")?.value, "Done")
        let few = file.entry("followers %lld", "ar", "plural.few")
        XCTAssertEqual(few?.value, "%lld متابعين")
        XCTAssertAt(few, line: 27, column: 76)
        XCTAssertEqual(few?.extractionState, "manual")
        XCTAssertEqual(file.entry("followers %lld", "ar", "plural.other")?.reviewStatus, .new)
        let ipad = file.entry("followers %lld", "de", "device.ipad.plural.one")
        XCTAssertEqual(ipad?.value, "%lld Follower auf dem iPad")
        XCTAssertAt(ipad, line: 38, column: 82)
        let substitution = file.entry("followers %lld", "en", "substitution.followers.plural.other")
        XCTAssertEqual(substitution?.value, "%arg followers")
        XCTAssertEqual(substitution?.substitution, Substitution(name: "followers", argNum: 1, formatSpecifier: "lld"))
        XCTAssertAt(substitution, line: 58, column: 82)
        XCTAssertEqual(file.entry("followers %lld", "en")?.placeholders.map(\.text), ["%#@followers@"])
        let internalKey = file.entry("Internal", "en")
        XCTAssertEqual(internalKey?.shouldTranslate, false)
        XCTAssertAt(internalKey, line: 66, column: 5)
        // Done: de, zh-Hans, en (implicit); followers: ar ×2, de ×2, en + 2 substitution cases; Internal: en.
        XCTAssertEqual(file.entries.count, 11)
    }

    func testStringsUTF8() {
        let file = Fixtures.read("good/de.lproj/Localizable.strings")
        XCTAssertEqual(file.encoding, "UTF-8")
        XCTAssertEqual(file.entry("main.title", "de")?.value, "Übersicht")
        XCTAssertEqual(file.entry("main.title", "de")?.comment, "Title of the main screen")
        let quote = file.entry("quote", "de")
        XCTAssertEqual(quote?.value, "Sag \"Hallo\"\nzur Welt é😀")
        XCTAssertAt(quote, line: 3, column: 11)
        // The comment after `;` on the same line belongs to "quote", not to the next key.
        XCTAssertEqual(file.entry("unquoted_key", "de")?.comment, "line comment")
        XCTAssertEqual(file.entry("unquoted_key", "de")?.value, "unquoted.value")
        XCTAssertAt(file.entry("unquoted_key", "de"), line: 5, column: 16)
        // Duplicate: the last one wins, and both lines are named.
        XCTAssertEqual(file.entry("dup", "de")?.value, "zwei")
        XCTAssertAt(file.entry("dup", "de"), line: 7, column: 9)
        XCTAssertEqual(file.findings.count, 1)
        XCTAssertEqual(file.findings.first?.rule, "duplicate-key")
        XCTAssertEqual(file.findings.first?.location.line, 7)
        XCTAssertTrue(file.findings.first?.message.contains("line 6 and line 7") ?? false)
        // "key"; means value = key.
        XCTAssertEqual(file.entry("same", "de")?.value, "same")
        XCTAssertAt(file.entry("same", "de"), line: 8, column: 1)
        XCTAssertEqual(file.entries.count, 5)
    }

    func testStringsUTF16() {
        let le = Fixtures.read("good/ar.lproj/Localizable.strings")
        XCTAssertEqual(le.encoding, "UTF-16LE")
        XCTAssertEqual(le.findings, [])
        XCTAssertEqual(le.entry("bye", "ar")?.value, "مع السلامة")
        XCTAssertAt(le.entry("bye", "ar"), line: 3, column: 9)
        // UTF-16BE without a byte order mark, CRLF line ends.
        let be = Fixtures.read("good/ar.lproj/Local BE.strings")
        XCTAssertEqual(be.encoding, "UTF-16BE")
        XCTAssertEqual(be.entry("two", "ar")?.value, "اثنان")
        XCTAssertAt(be.entry("two", "ar"), line: 2, column: 9)
        XCTAssertEqual(be.entry("two", "ar")?.table, "Local BE")
    }

    func testStringsDict() {
        let file = Fixtures.read("good/ar.lproj/Localizable.stringsdict")
        XCTAssertEqual(file.findings, [])
        let format = file.entry("count.followers", "ar")
        XCTAssertEqual(format?.value, "%#@followers@")
        XCTAssertAt(format, line: 8, column: 11)
        let few = file.entry("count.followers", "ar", "substitution.followers.plural.few")
        XCTAssertEqual(few?.value, "%ld متابعين & أكثر")
        XCTAssertEqual(few?.substitution?.formatSpecifier, "ld")
        XCTAssertAt(few, line: 22, column: 12)
        XCTAssertEqual(Set(file.entries.compactMap(\.variant)),
                       Set(["zero", "one", "two", "few", "many", "other"].map { "substitution.followers.plural.\($0)" }))
    }

    /// `.strings` and `.stringsdict` saved as binary property lists (the form Xcode's default "Strings File
    /// Output Encoding" writes into a product, and some projects keep as their source) are the tables they
    /// hold. The fixtures were written by Python's `plistlib.dumps(…, fmt=plistlib.FMT_BINARY)`; the values
    /// expected are the ones given to it. A binary file has no lines: every location is its start.
    func testBinaryPropertyListTables() throws {
        let strings = Fixtures.read("binary/de.lproj/InfoPlist.strings")
        XCTAssertEqual(strings.findings, [])
        XCTAssertEqual(strings.encoding, "binary property list")
        XCTAssertEqual(strings.entry("CFBundleName", "de")?.value, "Kamera")
        XCTAssertEqual(strings.entry("NSCameraUsageDescription", "de")?.value, "Fotos für „Notizen“ aufnehmen\nund teilen")
        XCTAssertEqual(strings.entry("Quote", "de")?.value, #"a "b" \ c"#)
        XCTAssertEqual(strings.entries.map(\.table), ["InfoPlist", "InfoPlist", "InfoPlist"])
        XCTAssertAt(strings.entry("Quote", "de"), line: 1, column: 1)
        let plural = Fixtures.read("binary/ar.lproj/Localizable.stringsdict")
        XCTAssertEqual(plural.findings, [])
        XCTAssertEqual(plural.entry("files", "ar")?.value, "%#@n@")
        XCTAssertEqual(plural.entry("files", "ar", "substitution.n.plural.zero")?.value, "لا ملفات")
        XCTAssertEqual(plural.entry("files", "ar", "substitution.n.plural.other")?.value, "%ld ملف")
        // Cut short, or not a table: one finding at the start, and nothing read.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("binary/de.lproj/InfoPlist.strings")))
        let cut = CatalogReader.read(bytes: Array(bytes.prefix(bytes.count - 20)), path: "de.lproj/InfoPlist.strings", format: .strings)
        XCTAssertEqual(cut.findings.map(\.message), ["binary property list that cannot be read: the trailer's sizes are out of range"])
        XCTAssertEqual(cut.entries.count, 0)
        let array = try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0)
        let notTable = CatalogReader.read(bytes: Array(array), path: "de.lproj/A.strings", format: .strings)
        XCTAssertEqual(notTable.findings.map(\.message), ["binary property list whose root is not a dictionary: a strings table maps keys to values"])
        // 20,000 nested dictionaries (`binary/hostile/Deep.strings`, written by plistlib with a raised recursion
        // limit): one finding at the depth bound, no crash.
        let deep = Fixtures.read("binary/hostile/Deep.strings")
        XCTAssertEqual(deep.findings.map(\.message), ["binary property list that cannot be read: dictionaries nest deeper than 16"])
        // One 5,000-byte string named by 3,000 keys: decoding stops at its bound, linear in the file.
        var fanout = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.append(fanout.count); fanout += [0x5F, 0x11, 0x13, 0x88] + Array(repeating: 0x78, count: 5000)   // object 0: "xxx…"
        for key in 0..<3000 {                                                                                       // objects 1…3000: keys
            offsets.append(fanout.count)
            let name = Array("k\(key)".utf8)
            fanout += [0x50 | UInt8(name.count)] + name
        }
        offsets.append(fanout.count)                                                                                // object 3001: the dictionary
        fanout += [0xDF, 0x11, 0x0B, 0xB8]
        for key in 0..<3000 { fanout += [UInt8((key + 1) >> 8), UInt8((key + 1) & 0xFF)] }
        for _ in 0..<3000 { fanout += [0, 0] }
        let table = fanout.count
        for offset in offsets { fanout += [UInt8(offset >> 16), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }
        func be(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        fanout += [0, 0, 0, 0, 0, 0, 3, 2] + be(offsets.count) + be(offsets.count - 1) + be(table)
        let spread = CatalogReader.read(bytes: fanout, path: "de.lproj/A.strings", format: .strings)
        XCTAssertEqual(spread.entries.count, 0)
        XCTAssertTrue(spread.findings.first?.message.hasPrefix("binary property list that cannot be read: its strings decode to more than") == true,
                      "\(spread.findings.map(\.message))")
        let xcstrings = CatalogReader.read(bytes: Array(array), path: "Localizable.xcstrings", format: .xcstrings)
        XCTAssertEqual(xcstrings.findings.map(\.message), ["binary property list (a compiled build product); layoutlint reads the source catalogs"])
    }

    /// A `.strings` file saved as an XML property list is the table it holds: CoreFoundation parses text as an
    /// XML property list first (`CFPropertyList.c`). The fixture was written by Python's
    /// `plistlib.dumps(…, fmt=plistlib.FMT_XML, sort_keys=True)`; the values expected are the ones given to it,
    /// the lines and columns those of the file it wrote.
    func testXMLPropertyListStrings() {
        let file = Fixtures.read("xmlplist/de.lproj/Localizable.strings")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.format, .strings)
        XCTAssertEqual(file.entry("CFBundleName", "de")?.value, "Kamera")
        XCTAssertAt(file.entry("CFBundleName", "de"), line: 6, column: 10)
        XCTAssertEqual(file.entry("NSCameraUsageDescription", "de")?.value, "Fotos für „Notizen“ aufnehmen\nund teilen")
        XCTAssertEqual(file.entry("Quote", "de")?.value, #"a "b" & <c>"#)
        XCTAssertEqual(file.entry("Empty", "de")?.value, "")
        XCTAssertEqual(file.entries.map(\.table), Array(repeating: "Localizable", count: 4))
        // A key given twice (the last wins, as in a dictionary), a value that is not a string, a malformed file:
        // each a finding at its place, the other keys read.
        let odd = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>a</key><string>eins</string>
            \t<key>n</key><integer>2</integer>
            \t<key>a</key><string>zwei</string>
            </dict>
            </plist>
            """.utf8)
        let read = CatalogReader.read(bytes: odd, path: "de.lproj/Localizable.strings", format: .strings)
        XCTAssertEqual(read.entries.map(\.value), ["zwei"])
        XCTAssertEqual(read.findings.map(\.message), [
            "the value of \"n\" must be a <string>, found <integer>",
            "key \"a\" is defined twice (line 4 and line 6); the last definition wins",
        ])
        let broken = CatalogReader.read(bytes: Array("<plist><dict><key>a</key>".utf8), path: "de.lproj/A.strings", format: .strings)
        XCTAssertEqual(broken.entries.count, 0)
        XCTAssertEqual(broken.findings.map(\.rule), [RuleID.invalidInput])
        XCTAssertTrue(broken.findings.first?.message.hasPrefix("malformed XML") == true, "\(broken.findings.map(\.message))")
        // A strings file is still a strings file, whatever its first key looks like.
        let plain = CatalogReader.read(bytes: Array("\"<b>\" = \"fett\";".utf8), path: "de.lproj/A.strings", format: .strings)
        XCTAssertEqual(plain.entry("<b>", "de")?.value, "fett")
    }

    func testXLIFF() {
        let file = Fixtures.read("good/App.xcloc/Localized Contents/de.xliff")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.sourceLanguage, "en")
        let title = file.entry("title", "de")
        XCTAssertEqual(title?.value, "Einstellungen")
        XCTAssertEqual(title?.source, "Settings")
        XCTAssertEqual(title?.comment, "Screen title")
        XCTAssertEqual(title?.table, "Localizable")
        XCTAssertEqual(title?.limits, SizeLimits(maxWidth: 200, unit: "pixel"))
        XCTAssertAt(title, line: 8, column: 36)
        let tab = file.entry("tab.short", "de")
        XCTAssertEqual(tab?.limits, SizeLimits(maxCharacters: 12, unit: "char"))  // inherited from <group>
        XCTAssertEqual(tab?.reviewStatus, .needsReview)
        XCTAssertAt(tab, line: 14, column: 52)
        XCTAssertEqual(file.entry("items", "de", "plural.one")?.value, "%lld Element")
        XCTAssertEqual(file.entry("count.files", "en", "substitution.files.plural.other")?.value, "%ld files")
        XCTAssertNil(file.entry("count.files", "de", "substitution.files.plural.other"))  // no <target>
    }

    func testAndroid() {
        let file = Fixtures.read("good/res/values-ar/strings.xml")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.entry("escapes", "ar")?.value, "Don't \"quote\"\nnew line @home ? A😀")
        XCTAssertEqual(file.entry("spaces", "ar")?.value, "  kept   collapsed here")
        // HTML in CDATA is markup Android renders (Html.fromHtml): the text shown, and the tags as markup.
        XCTAssertEqual(file.entry("cdata", "ar")?.value, "bold & more")
        XCTAssertEqual(file.entry("cdata", "ar")?.markup, ["<b>", "</b>"])
        XCTAssertAt(file.entry("cdata", "ar"), line: 6, column: 24)
        let few = file.entry("episodes", "ar", "plural.few")
        XCTAssertEqual(few?.value, "%d حلقات")
        XCTAssertAt(few, line: 9, column: 26)
        XCTAssertEqual(file.entry("speeds", "ar", "item.1")?.value, "سريع")
        XCTAssertAt(file.entry("speeds", "ar", "item.1"), line: 14, column: 11)
        XCTAssertEqual(file.entry("empty", "ar")?.value, "")
        XCTAssertAt(file.entry("empty", "ar"), line: 16, column: 3)

        let base = Fixtures.read("good/res/values/strings.xml")
        XCTAssertEqual(base.entry("app_name", "Base")?.shouldTranslate, false)
        let title = base.entry("episode_title", "Base")
        XCTAssertEqual(title?.value, "Episode %1$d of %2$s")
        XCTAssertEqual(title?.comment, "Shown on the episode screen")
        XCTAssertEqual(title?.placeholders.map(\.position), [1, 2])
        XCTAssertEqual(Fixtures.read("good/res/values-zh-rCN/strings.xml").entries.first?.locale, "zh-Hans-CN")
    }

    /// aapt2 compiles an item that is a reference (`@string/x`, `@android:string/ok`) as one
    /// (`ResourceUtils::ParseReference`): the app shows the referenced string, translated where it is. An
    /// escaped `\@` and an `@` inside text are text.
    func testAndroidReferencesAreNoValueToTranslate() {
        let xml = """
        <resources>
            <string-array name="sort">
                <item>@string/ascending</item>
                <item> @android:string/ok </item>
                <item>\\@home</item>
                <item>@ mention</item>
                <item>System</item>
            </string-array>
        </resources>
        """
        let file = CatalogReader.read(bytes: Array(xml.utf8), path: "res/values/arrays.xml", format: .android)
        XCTAssertEqual(file.entries.map(\.shouldTranslate), [false, false, true, true, true])
    }

    func testReadAllIsSortedAndDeterministic() throws {
        let first = try CatalogReader.readAll([Fixtures.path("good")])
        let second = try CatalogReader.readAll([Fixtures.path("good")])
        XCTAssertEqual(first.map(\.path), first.map(\.path).sorted())
        XCTAssertEqual(first.count, 9)
        XCTAssertEqual(first.map(\.entries), second.map(\.entries))
        XCTAssertThrowsError(try CatalogReader.readAll([Fixtures.path("no-such-folder")]))
    }
}

/// Counts for `layoutlint catalogs`, from the fixtures (counted by hand from the files listed).
final class CatalogSummaryTests: XCTestCase {
    func testCountsPerLocale() throws {
        let files = try CatalogReader.readAll([Fixtures.path("good")])
        let summary = CatalogSummary(files: files)
        func row(_ suffix: String, _ locale: String) -> CatalogSummary.LocaleCounts? {
            summary.files.first { $0.path.hasSuffix(suffix) }?.locales.first { $0.locale == locale }
        }
        // Localizable.xcstrings, ar: plural.few translated, plural.other state new; keys "Done" lacks ar.
        let ar = row("Localizable.xcstrings", "ar")
        XCTAssertEqual(ar?.keys, 1)
        XCTAssertEqual(ar?.variants, 2)
        XCTAssertEqual(ar?.translated, 1)
        XCTAssertEqual(ar?.untranslated, 1)
        XCTAssertEqual(ar?.missing, 1)
        XCTAssertEqual(ar?.rightToLeft, true)
        XCTAssertEqual(row("Localizable.xcstrings", "zh-Hans")?.needsReview, 1)
        XCTAssertEqual(row("Localizable.xcstrings", "en")?.isSource, true)
        // values-ar/strings.xml against values/strings.xml (Base): "episodes" plural.other "%d حلقة" differs;
        // the empty string counts as untranslated.
        let android = row("values-ar/strings.xml", "ar")
        XCTAssertEqual(android?.untranslated, 1)
        XCTAssertEqual(android?.translated, 8)
        XCTAssertEqual(android?.missing, 1)  // episode_title (app_name is translatable="false")
        XCTAssertEqual(summary.findings.map(\.rule), ["duplicate-key"])
    }

    /// A key written twice with the same value (vlc's and openfoodfacts' catalogs, in every locale) loads the
    /// same text whichever wins: no finding. Two different values are one: the first is silently unused.
    func testAByteOrderMarkWrittenTwiceIsTheMarkNotAKey() {
        // UTF-16LE with the mark twice (FF FE FF FE), as a translation platform's export writes it: the entries
        // after it load, and no invalid-input finding says the file loads nothing.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\u{FEFF}/* c */\n\"hi\" = \"Hallo\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = CatalogReader.read(bytes: bytes, path: "de.lproj/Localizable.strings", format: .strings)
        XCTAssertEqual(file.findings.map(\.message), [])
        XCTAssertEqual(file.entry("hi", "de")?.value, "Hallo")
        XCTAssertAt(file.entry("hi", "de"), line: 2, column: 8)
        // A mark in the middle of the file is still a stray character.
        let middle = CatalogReader.read(bytes: Array("\"a\" = \"b\";\n\u{FEFF}\"c\" = \"d\";\n".utf8),
                                        path: "de.lproj/Localizable.strings", format: .strings)
        XCTAssertEqual(middle.findings.map(\.rule), [RuleID.invalidInput])
    }

    func testXcodesExportOfTheEmptyKeyIsNoInvalidUnit() {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="App/Localizable.xcstrings" \
            source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="" xml:space="preserve"><source/><target state="new"/><note/></trans-unit>
            <trans-unit><source>Text</source></trans-unit>
            <trans-unit id="a"><source>A</source><target>Ä</target></trans-unit>
            </body></file></xliff>
            """
        let file = CatalogReader.read(bytes: Array(xliff.utf8), path: "de.xliff", format: .xliff)
        XCTAssertEqual(file.findings.map(\.message), ["<trans-unit> has no id"], "only the unit with text and no id")
        XCTAssertEqual(file.entry("a", "de")?.value, "Ä")
    }

    func testDuplicateKeyWithTheSameValueIsNoFinding() {
        let text = "\"a\" = \"x\";\n\"a\" = \"x\";\n\"b\" = \"1\";\n\"b\" = \"2\";\n"
        let file = CatalogReader.read(bytes: Array(text.utf8), path: "de.lproj/Localizable.strings", format: .strings)
        XCTAssertEqual(file.findings.map { "\($0.rule) \($0.key ?? "")" }, ["duplicate-key b"])
        XCTAssertEqual(file.entries.map(\.value), ["x", "2"])
        XCTAssertEqual(file.entries.first?.location.line, 2, "the last definition is the entry")
    }

    func testDuplicateKeyInStringCatalog() {
        let json = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\n\"a\":{}},\"version\":\"1.0\"}"
        let file = CatalogReader.read(bytes: Array(json.utf8), path: "x.xcstrings", format: .xcstrings)
        XCTAssertEqual(file.findings.map(\.rule), ["duplicate-key"])
        XCTAssertEqual(file.findings.first?.location.line, 2)
        XCTAssertEqual(file.entries.count, 1)
    }

    /// A storyboard's String Catalog (`mul.lproj/Main.xcstrings`, as Rectangle ships it) leaves out the
    /// development language where nobody edited it: the source text is the document's, which Xcode's
    /// extraction comment quotes (ibtool's format), not the key. A code key without a source value is its
    /// own text, as Xcode displays it.
    func testAnInterfaceBuilderKeyWithoutASourceValueReadsItsTextFromTheComment() {
        let json = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
        "YGs-j5-SAR.title":{"comment":"Class = \"NSMenuItem\"; title = \"\\tDefault\"; ObjectID = \"YGs-j5-SAR\";",
          "localizations":{"de":{"stringUnit":{"state":"translated","value":"\tStandard"}}}},
        "Xbd-9f-Aa1.normalTitle":{"comment":"Class = \"UIButton\"; normalTitle = \"Caf\\U00e9 \\\"Bar\\\"\"; ObjectID = \"Xbd-9f-Aa1\";"},
        "abc-de-fgh.title":{"comment":"Class = \"NSMenuItem\"; normalTitle = \"Wrong\"; ObjectID = \"abc-de-fgh\";"},
        "Open %@":{}}}
        """#
        let file = CatalogReader.read(bytes: Array(json.utf8), path: "mul.lproj/Main.xcstrings", format: .xcstrings)
        XCTAssertEqual(file.findings.map(\.message), [])
        let source = Dictionary(uniqueKeysWithValues: file.entries.filter { $0.locale == "en" }.map { ($0.key, $0.value) })
        XCTAssertEqual(source, ["YGs-j5-SAR.title": "\tDefault", "Xbd-9f-Aa1.normalTitle": "Café \"Bar\"", "Open %@": "Open %@"],
                       "an IB key whose comment does not quote its property has no source entry (the document holds it)")
    }
}
