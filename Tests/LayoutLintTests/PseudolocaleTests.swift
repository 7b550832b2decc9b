import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The pseudolocales (issue 34): the values made from source values, pinned for a few texts and measured
/// against HarfBuzz's own `hb-shape`, and their run through the linter as any locale.
final class PseudolocaleTests: XCTestCase {
    static let typesetter = LinterTests.typesetter
    static let sourceOnly: CatalogIndex = {
        var index = CatalogIndex([])
        index.add([entry("save", "Save"), entry("greeting", "Hello <b>%1$@</b> &amp; welcome"),
                   entry("files", "%lld file", variant: "plural.one"), entry("files", "%lld files", variant: "plural.other"),
                   entry("slash", "%1$@ / %2$@")])
        return index
    }()

    static func entry(_ key: String, _ value: String, locale: String = "en", variant: String? = nil) -> Entry {
        Entry(key: key, table: "Localizable", locale: locale, variant: variant, value: value,
              location: SourceLocation(file: "Localizable.xcstrings", line: 1, column: 1))
    }

    func generator(_ pseudolocales: [Pseudolocale] = Pseudolocale.allCases, index: CatalogIndex = sourceOnly,
                   locales: [String] = ["en"]) -> PseudolocaleGenerator {
        PseudolocaleGenerator(pseudolocales, index: index, sourceLocale: "en", locales: locales, typesetter: Self.typesetter, workers: 1)
    }

    func made(_ key: String, _ pseudolocale: Pseudolocale, variant: String? = nil, generator: PseudolocaleGenerator? = nil) -> Entry? {
        let source = Self.sourceOnly.values(table: "Localizable", key: key)["en"]!.first { $0.variant == variant }!
        return (generator ?? self.generator()).entry(source, in: pseudolocale)
    }

    // MARK: ar-XB

    /// aapt2's `PseudoMethodBidi`: RLM RLO before each word and each placeholder, PDF RLM after; tags,
    /// references and spaces as they are.
    func testRightToLeftWrapsEachWordAndPlaceholderAsAapt2() throws {
        let value = try XCTUnwrap(made("greeting", .bidi))
        let (o, c) = ("\u{200F}\u{202E}", "\u{202C}\u{200F}")
        XCTAssertEqual(value.value, "\(o)Hello\(c) <b>\(o)%1$@\(c)</b> &amp; \(o)welcome\(c)")
        XCTAssertEqual(value.locale, "ar-XB")
        XCTAssertEqual(value.placeholders.map(\.text), ["%1$@"])
        // The placeholder's offset is where it now stands.
        let scalars = Array(value.value.unicodeScalars)
        let offset = value.placeholders[0].offset
        XCTAssertEqual(String(String.UnicodeScalarView(scalars[offset..<offset + 4])), "%1$@")
        XCTAssertTrue(LocaleTag.info("ar-XB").isRightToLeft)
    }

    /// A word the app's translations into other scripts keep as written, in two keys and two locales (a name),
    /// stays left to right in ar-XB, so a value that starts with it reads left to right as its translations do.
    func testRightToLeftKeepsTheWordsTranslatorsKeep() throws {
        var index = CatalogIndex([])
        index.add([Self.entry("a", "URL of the feed"), Self.entry("a", "URL الخلاصة", locale: "ar"), Self.entry("a", "URL ленты", locale: "ru"),
                   Self.entry("b", "URL copied"), Self.entry("b", "URL نُسخ.", locale: "ar"),
                   Self.entry("c", "Open the URL in a browser"), Self.entry("c", "افتح URL في متصفح", locale: "ar"), Self.entry("c", "Open", locale: "de"),
                   Self.entry("d", "Open"), Self.entry("d", "Open", locale: "fr"),
                   // Left in English in two right-to-left files: no translation keeps “Show”.
                   Self.entry("e", "Show all"), Self.entry("e", "Show all", locale: "ar"), Self.entry("e", "Show all", locale: "ru"),
                   Self.entry("f", "Show more"), Self.entry("f", "Show more", locale: "ar"), Self.entry("f", "Show more", locale: "ru")])
        let generator = generator([.bidi], index: index, locales: ["en", "ar", "ru", "de", "fr"])
        XCTAssertEqual(generator.keptWords, ["URL"],
                       "first in two keys and two locales of another script; de's and fr's “Open” are Latin; “Show” is untranslated")
        let made = try XCTUnwrap(generator.entry(index.values(table: "Localizable", key: "b")["en"]![0], in: .bidi))
        XCTAssertEqual(made.value, "URL \u{200F}\u{202E}copied\u{202C}\u{200F}")
        // Inside a sentence the name is wrapped as any word: the paragraph's direction is the first word's.
        let inside = try XCTUnwrap(generator.entry(index.values(table: "Localizable", key: "c")["en"]![0], in: .bidi))
        XCTAssertTrue(inside.value.contains(" \u{200F}\u{202E}URL\u{202C}\u{200F} "), inside.value)
    }

    /// A term the translations into other scripts keep as written anywhere in their values (“URL”, in two
    /// keys and two locales) that ends a short noun phrase comes first in ar-XB, left to right: Arabic, Hebrew
    /// and Persian put the head noun before the words that qualify it (“URL של שרת”), so the real
    /// translations' paragraphs start left to right. A longer sentence ending with it is wrapped as aapt2 does.
    func testRightToLeftPutsAKeptTermThatEndsANounPhraseFirst() throws {
        var index = CatalogIndex([])
        index.add([Self.entry("a", "Server URL"), Self.entry("a", "URL של שרת", locale: "he"), Self.entry("a", "URL сервера", locale: "ru"),
                   Self.entry("b", "Open the URL"), Self.entry("b", "افتح URL", locale: "ar"), Self.entry("b", "Открыть URL", locale: "ru"),
                   Self.entry("c", "Invalid URL. Try again."),
                   Self.entry("d", "Tap here to copy the URL"),
                   Self.entry("e", "Invalid code"), Self.entry("e", "קוד שגוי", locale: "he"),
                   // “Copy the link”: “Copy” is a verb, and “Copy URL” a command (Arabic and Hebrew put the verb first).
                   Self.entry("f", "Copy the link"), Self.entry("g", "Copy URL"),
                   // A noun phrase whose head is translated starts with the translation, not with the kept word.
                   Self.entry("h", "URL settings"),
                   // “URL copied” ends with a participle: a clause.
                   Self.entry("i", "URL copied")])
        let generator = generator([.bidi], index: index, locales: ["en", "he", "ar", "ru"])
        XCTAssertEqual(generator.keptTerms, ["URL"], "kept in two keys and two locales of other scripts; “code” is translated")
        XCTAssertEqual(generator.keptWords, [], "no key's translations begin with the word of its source's start")
        let (o, c) = ("\u{200F}\u{202E}", "\u{202C}\u{200F}")
        func made(_ key: String) throws -> String {
            try XCTUnwrap(generator.entry(index.values(table: "Localizable", key: key)["en"]![0], in: .bidi)).value
        }
        XCTAssertEqual(try made("a"), "URL \(o)Server\(c)")
        XCTAssertEqual(try made("c"), "URL \(o)Invalid\(c). \(o)Try\(c) \(o)again.\(c)", "the first clause is the phrase")
        XCTAssertEqual(try made("d"), "\(o)Tap\(c) \(o)here\(c) \(o)to\(c) \(o)copy\(c) \(o)the\(c) \(o)URL\(c)", "a sentence")
        XCTAssertEqual(try made("e"), "\(o)Invalid\(c) \(o)code\(c)", "not a kept term")
        XCTAssertEqual(generator.sourceVerbs, ["open", "copy"], "“Open the URL”, “Copy the link”")
        XCTAssertEqual(try made("g"), "\(o)Copy\(c) \(o)URL\(c)", "a command")
        XCTAssertEqual(try made("h"), "\(o)URL\(c) \(o)settings\(c)")
        XCTAssertEqual(try made("i"), "\(o)URL\(c) \(o)copied\(c)", "not a noun phrase, and no translation begins with “URL”")
    }

    /// A value of placeholders and signs only is not made: the locale falls back to the source value, as a
    /// translation keeps it.
    func testValueWithoutLettersIsNotMade() {
        for pseudolocale in Pseudolocale.allCases { XCTAssertNil(made("slash", pseudolocale)) }
    }

    /// Hostile values stay linear: many `<` with no `>`, many words, a value far longer than a label.
    func testHostileValuesAreMadeInLinearTime() throws {
        let generator = generator()
        for value in [String(repeating: "<a", count: 100_000), String(repeating: "word ", count: 100_000),
                      String(repeating: "&amp", count: 50_000)] {
            let source = Self.entry("long", value)
            XCTAssertEqual(PseudoPieces(value, placeholders: []).pieces.count, 1, "no tag, no reference: one text")
            for pseudolocale in [Pseudolocale.accented, .bidi] { XCTAssertNotNil(generator.entry(source, in: pseudolocale)) }
        }
        // Longer than `longestExpanded`: accented and bracketed, not padded.
        let long = String(repeating: "a", count: PseudolocaleGenerator.longestExpanded + 1)
        XCTAssertEqual(generator.entry(Self.entry("long", long), in: .accented)?.value,
                       "[" + String(repeating: "å", count: PseudolocaleGenerator.longestExpanded + 1) + "]")
    }

    // MARK: en-XA

    /// Placeholders, tags, character references and each plural case are kept; letters take aapt2's accents.
    func testAccentedKeepsPlaceholdersMarkupAndPluralStructure() throws {
        let greeting = try XCTUnwrap(made("greeting", .accented))
        XCTAssertTrue(greeting.value.hasPrefix("[Ĥéļļö <b>%1$@</b> &amp; ŵéļçöḿé"), greeting.value)
        XCTAssertTrue(greeting.value.hasSuffix("]"))
        XCTAssertEqual(greeting.placeholders.map(\.text), ["%1$@"])
        XCTAssertEqual(FormatSpecifier.parse(greeting.value).map(\.text), ["%1$@"])
        let one = try XCTUnwrap(made("files", .accented, variant: "plural.one"))
        let other = try XCTUnwrap(made("files", .accented, variant: "plural.other"))
        XCTAssertEqual(one.variant, "plural.one")
        XCTAssertEqual(other.variant, "plural.other")
        XCTAssertTrue(one.value.hasPrefix("[%lld ƒîļé"), one.value)
        XCTAssertEqual(one.placeholders.first?.offset, 1)
    }

    /// Golden: “Save” (4 characters: IBM A3's first bucket, 100–200 % more, so 3 × its width without
    /// translations to calibrate from) becomes the text pinned here (aapt2 maps `v` to `V`). Its width is
    /// checked against HarfBuzz (Noto Sans: 1000 units per em; at 17pt a unit is 0.017pt):
    ///   hb-shape --font-funcs=ot Fonts/NotoSans-Regular.ttf 'Save'
    ///     → [S=0+549|a=1+561|v=2+508|e=3+564]: 2182 units
    ///   hb-shape --font-funcs=ot Fonts/NotoSans-Regular.ttf '[ŠåVé ŠåVé Šå]'
    ///     → 329+549+561+580+564+260+549+561+580+564+260+549+561+329 = 6796 units ≥ 3 × 2182 = 6546
    func testAccentedGoldenIsThreeTimesAsWideAsTheSourceByHBShape() throws {
        let index = { var index = CatalogIndex([]); index.add([Self.entry("save", "Save")]); return index }()
        let generator = generator([.accented], index: index)
        XCTAssertEqual(generator.expansion.samples, [0, 0, 0, 0, 0, 0], "no translations: IBM's table")
        XCTAssertEqual(generator.expansion.factor(forSourceLength: 4), 3.0)
        let source = index.values(table: "Localizable", key: "save")["en"]![0]
        let value = try XCTUnwrap(generator.entry(source, in: .accented)).value
        XCTAssertEqual(value, Golden.saveAccented)
        XCTAssertGreaterThanOrEqual(Golden.saveAccentedUnits, 3 * Golden.saveUnits)
        let width = Self.typesetter.shapedWidth(value)
        XCTAssertEqual(width, Double(Golden.saveAccentedUnits) * 17 / 1000, accuracy: 0.01)
    }

    /// The expansion of a bucket is the 90th percentile of its values' longest translation, measured.
    func testExpansionIsCalibratedFromTheAppsTranslations() throws {
        var entries: [Entry] = []
        // 20 short source values; German twice as long in letters, Japanese narrower.
        let words = ["Open", "Save", "Edit", "Copy", "Move", "Find", "Next", "Back", "Done", "Send",
                     "Play", "Stop", "Mute", "Sort", "Lock", "Help", "Home", "News", "Shop", "Info"]
        for (number, word) in words.enumerated() {
            let key = "k\(number)"
            entries.append(Self.entry(key, word))
            entries.append(Self.entry(key, String(repeating: word.lowercased(), count: 1 + number % 3), locale: "de"))
            entries.append(Self.entry(key, "開く", locale: "ja"))
        }
        var index = CatalogIndex([])
        index.add(entries)
        let generator = generator([.accented], index: index, locales: ["en", "de", "ja"])
        XCTAssertEqual(generator.expansion.samples[0], 20)
        // Independently: each value's longest translation over its source, by the typesetter's widths.
        let ratios = words.indices.map { number -> Double in
            let de = String(repeating: words[number].lowercased(), count: 1 + number % 3)
            let widths = [Self.typesetter.width(de, locale: "de"), Self.typesetter.width("開く", locale: "ja")]
            return widths.max()! / Self.typesetter.width(words[number], locale: "en")
        }.sorted()
        XCTAssertEqual(generator.expansion.factors[0], ratios[Int((Double(ratios.count - 1) * 0.9).rounded(.up))], accuracy: 1e-9)
        XCTAssertEqual(Array(generator.expansion.factors.dropFirst()), [2.0, 1.8, 1.6, 1.4, 1.3], "too few values: IBM's table")
    }

    // MARK: en-XT

    /// Golden: every letter of “Go” takes the marks pinned here, and their ink reaches the ink of the tallest
    /// clusters of Thai, Burmese, Devanagari and Arabic. Ink from `hb-shape --font-funcs=ot --show-extents`
    /// (each glyph's y offset + y bearing, and + height, in font units of 1000 per em):
    ///   NotoSansThai-Regular.ttf 'ปั้ฎุ' → top 969, bottom −427
    ///   NotoSansMyanmar-Regular.ttf 'ကြို့ချွှ' → top 1003, bottom −536 (the tallest and deepest)
    ///   NotoSansDevanagari-Regular.ttf 'ह्रृँॠ' → top 896, bottom −268
    ///   NotoNaskhArabic-Regular.ttf 'إِنَّ لأُ' → top 940, bottom −331
    ///   NotoSans-Regular.ttf the pinned “Go” → top 1158, bottom −674: reaches 1003 and 536.
    func testTallMarksReachTheTallestScriptsInk() throws {
        let generator = generator([.tall])
        XCTAssertEqual(generator.tallMarks.targets, ["Thai", "Mymr", "Deva", "Arab"], "no tall script shipped: all of them")
        let index = { var index = CatalogIndex([]); index.add([Self.entry("go", "Go")]); return index }()
        let value = try XCTUnwrap(generator.entry(index.values(table: "Localizable", key: "go")["en"]![0], in: .tall)).value
        XCTAssertEqual(value, Golden.goTall)
        let line = try XCTUnwrap(Self.typesetter.layout(value, locale: "en-XT", size: 17).lines.first)
        XCTAssertGreaterThanOrEqual(line.baseline - line.inkTop!, generator.tallMarks.ascent - 1e-9)
        XCTAssertGreaterThanOrEqual(line.inkBottom! - line.baseline, generator.tallMarks.descent - 1e-9)
        XCTAssertEqual(generator.tallMarks.ascent, 1003 * 0.017, accuracy: 0.01)
        XCTAssertEqual(generator.tallMarks.descent, 536 * 0.017, accuracy: 0.01)
        XCTAssertEqual(line.baseline - line.inkTop!, 1158 * 0.017, accuracy: 0.01)
        XCTAssertEqual(line.inkBottom! - line.baseline, 674 * 0.017, accuracy: 0.01)
        // A Thai-only app: only Thai's ink is reached.
        XCTAssertEqual(self.generator([.tall], locales: ["en", "th"]).tallMarks.targets, ["Thai"])
    }

    // MARK: the linter

    func lint(_ folder: URL, paths: [String], options: LintOptions) throws -> LintReport {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: paths, config: ProjectConfig(), configPath: nil)
        return Linter(typesetter: Self.typesetter, options: options).lint(project.read())
    }

    func finding(_ report: LintReport, _ rule: String, _ element: String, _ locale: String) -> Finding? {
        report.findings.flatMap(\.localeParts).first { $0.rule == rule && $0.element == element && $0.locales.contains(locale) }
    }

    func testCheckLaysOutThePseudolocalesAsLocales() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        screen: Phone
        platform: ios
        elements:
          - id: title
            key: settings.title
            size: 17
            width: 90
            maxLines: 1
          - id: badge
            key: badge
            size: 17
            width: 300
            maxLines: 1
            height: 22
            clipsToBounds: true
        """.write(to: folder.appendingPathComponent("phone.yaml"), atomically: true, encoding: .utf8)
        try """
        screen: Row
        platform: android
        elements:
          - id: row
            key: row
            size: 16
            width: 300
            maxLines: 1
            alignment: left
          - id: natural
            key: badge
            size: 16
            width: 300
            maxLines: 1
        """.write(to: folder.appendingPathComponent("row.yaml"), atomically: true, encoding: .utf8)
        try """
        "settings.title" = "Settings";
        "badge" = "At the market";
        "row" = "Notifications";
        """.write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        var options = LintOptions(workers: 1)
        options.pseudolocales = Pseudolocale.allCases
        let linter = self
        let report = try linter.lint(folder, paths: ["."], options: options)
        XCTAssertEqual(report.summary.coverage?.locales, ["en", "en-XA", "ar-XB", "en-XT"])
        XCTAssertNotNil(linter.finding(report, "truncation", "title", "en-XA"))
        XCTAssertNil(linter.finding(report, "truncation", "title", "en"))
        XCTAssertNotNil(linter.finding(report, "rtl-mirroring", "row", "ar-XB"))
        XCTAssertNil(linter.finding(report, "rtl-mirroring", "row", "en-XA"))
        XCTAssertNotNil(linter.finding(report, "vertical-clipping", "badge", "en-XT"))
        XCTAssertNil(linter.finding(report, "vertical-clipping", "badge", "en"))
        // A height that follows the text grows for tall scripts (Android P+ fallback line spacing): en-XT
        // checks fixed heights only; its Latin line box alone would put the marks outside.
        XCTAssertNil(linter.finding(report, "vertical-clipping", "natural", "en-XT"))
        let translationRules = FilterStage.valueRules
        XCTAssertFalse(report.findings.contains { translationRules.contains($0.rule) }, "\(report.findings.map { $0.rule })")
        XCTAssertTrue(report.summary.coverage?.completeness.allSatisfy { !Pseudolocale.isPseudo($0.locale) } ?? false)
        // Without pseudolocales, nothing of them.
        let plain = try linter.lint(folder, paths: ["."], options: LintOptions(workers: 1))
        XCTAssertEqual(plain.summary.coverage?.locales, ["en"])
        // The source fits everywhere (only expansion-headroom says the title has little room to grow).
        XCTAssertFalse(plain.findings.contains { ["truncation", "rtl-mirroring", "vertical-clipping"].contains($0.rule) },
                       "\(plain.findings.map { $0.message })")
    }

    func testConfigNamesTheUnknownPseudolocaleAtItsLine() {
        XCTAssertEqual(try ProjectConfig.parse("version: 1\npseudolocales: [en-XA, ar-XB, en-XT]\n", file: "c.yml").pseudolocales,
                       ["en-XA", "ar-XB", "en-XT"])
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\npseudolocales:\n  - en-XA\n  - en-XQ\n", file: "c.yml")) { error in
            let error = error as! ConfigError
            XCTAssertEqual(error.keyPath, "pseudolocales[1]")
            XCTAssertEqual(error.location.line, 4)
        }
        XCTAssertThrowsError(try ProjectConfig.parse("version: 1\npseudolocales: []\n", file: "c.yml"))
    }

    // MARK: pseudo catalogs

    func testWriterUsesTheAppsOwnFormatsAndFolders() {
        let entries = [Self.entry("files", "[%lld ƒîļé]", locale: "en-XA", variant: "plural.one"),
                       Self.entry("files", "[%lld ƒîļéš]", locale: "en-XA", variant: "plural.other"),
                       Self.entry("it's", "[Îţ'š \"ŷöû\"]", locale: "en-XA")]
        let android = PseudoCatalog(sourcePath: "/p/app/src/main/res/values/strings.xml", format: .android, pseudolocale: .accented,
                                    sourceLocale: "en", entries: entries, sourceEntries: [])
        XCTAssertEqual(PseudolocaleWriter.relativePath(android, base: "/p"), "app/src/main/res/values-en-rXA/strings.xml")
        let xml = PseudolocaleWriter.contents(android)
        XCTAssertTrue(xml.contains("<plurals name=\"files\">\n        <item quantity=\"one\">[%lld ƒîļé]</item>"), xml)
        XCTAssertTrue(xml.contains("<string name=\"it&apos;s\">") || xml.contains("<string name=\"it's\">"), xml)
        XCTAssertTrue(xml.contains(#"[Îţ\'š \"ŷöû\"]"#), xml)
        // What aapt2 reads back is the value (the Android reader is aapt2's reading).
        let file = CatalogReader.read(bytes: Array(xml.utf8), path: "res/values-en-rXA/strings.xml", format: .android)
        XCTAssertEqual(file.entries.map(\.value), entries.map(\.value))
        let strings = PseudoCatalog(sourcePath: "/p/App/Base.lproj/Main.strings", format: .strings, pseudolocale: .bidi,
                                    sourceLocale: "en", entries: [Self.entry("a", "x\"y\n", locale: "ar-XB")], sourceEntries: [])
        XCTAssertEqual(PseudolocaleWriter.relativePath(strings, base: "/p"), "App/ar-XB.lproj/Main.strings")
        XCTAssertEqual(CatalogReader.read(bytes: Array(PseudolocaleWriter.contents(strings).utf8), path: "ar-XB.lproj/Main.strings", format: .strings)
            .entries.map(\.value), ["x\"y\n"])
        let catalog = PseudoCatalog(sourcePath: "/p/App/Localizable.xcstrings", format: .xcstrings, pseudolocale: .tall,
                                    sourceLocale: "en", entries: entries.map { var e = $0; e.locale = "en-XT"; return e }, sourceEntries: [])
        XCTAssertEqual(PseudolocaleWriter.relativePath(catalog, base: "/p"), "App/Localizable.xcstrings")
        let read = CatalogReader.read(bytes: Array(PseudolocaleWriter.contents(catalog).utf8), path: "Localizable.xcstrings", format: .xcstrings)
        XCTAssertEqual(Set(read.entries.filter { $0.locale == "en-XT" }.map { "\($0.key) \($0.variant ?? "") \($0.value)" }),
                       Set(entries.map { "\($0.key) \($0.variant ?? "") \($0.value)" }))
    }
}

/// Numbers and texts from HarfBuzz's `hb-shape` and from the generator, as each test says.
private enum Golden {
    static let saveAccented = "[ŠåVé ŠåVé Šå]"
    static let saveUnits = 2182
    static let saveAccentedUnits = 6796
    /// G with ACUTE and DIAERESIS above, DOT BELOW, MACRON BELOW, DIAERESIS BELOW, DOT BELOW below; o with
    /// ACUTE, DIAERESIS, BREVE above and the same four below.
    static let goTall = "G\u{0301}\u{0308}\u{0323}\u{0331}\u{0324}\u{0323}o\u{0301}\u{0308}\u{0306}\u{0323}\u{0331}\u{0324}\u{0323}"
}

extension Typesetter {
    func width(_ text: String, locale: String) -> Double { (try? layout(text, locale: locale, size: 17))?.naturalWidth ?? 0 }
    func shapedWidth(_ text: String) -> Double { width(text, locale: "en-XA") }
}
