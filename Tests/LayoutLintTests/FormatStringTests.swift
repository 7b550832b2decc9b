import Foundation
@testable import LayoutLint
import XCTest

/// Format strings as the platform formats them (issue 20): only where the app formats them, specifiers as
/// each platform's formatter reads them, plural forms as ICU's rules select them, markup as Android renders
/// it. Each expectation names its source.
final class FormatStringTests: XCTestCase {
    /// Lints catalogs given as file path → text (read by the real readers), with the given rules.
    static func lint(_ files: [String: String], rules: [any Rule] = [PlaceholderMismatchRule()]) -> LintReport {
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(files[path]!.utf8), path: path, format: CatalogReader.format(of: path)!)
        }
        let input = LintInput(catalogs: catalogs, screens: [], findings: catalogs.flatMap(\.findings))
        return Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1), rules: rules).lint(input)
    }

    static func strings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
    }

    static func android(_ body: String) -> String { "<resources>\n\(body)\n</resources>\n" }

    func placeholder(_ report: LintReport, _ key: String) -> [Finding] {
        report.findings.filter { $0.rule == "placeholder-mismatch" && $0.key == key }
    }

    // MARK: Apple: where the app formats

    /// Interface Builder's `<objectID>.<property>` tables hold texts a storyboard sets (iina's “% of screen”):
    /// nothing formats them, so `% o` and `% a` are text. (`ibtool --generate-strings-file` writes one
    /// `"<ObjectID>.<property>"` line per localizable property; Base Internationalization loads the table
    /// into the interface, without String(format:).)
    func testInterfaceBuilderTablesAreNeverFormatStrings() {
        XCTAssertTrue(InterfaceBuilderKey.matches("2YJ-bg-OdR.title"))
        XCTAssertTrue(InterfaceBuilderKey.matches("57.normalTitle"))
        XCTAssertTrue(InterfaceBuilderKey.matches("Xyz-12-a9B.segmentTitles[0]"))
        XCTAssertFalse(InterfaceBuilderKey.matches("alert.config.cannot_create"))
        XCTAssertFalse(InterfaceBuilderKey.matches("settings.title"))
        let report = Self.lint([
            "en.lproj/MainMenu.strings": Self.strings([("2YJ-bg-OdR.title", "% of screen")]),
            "da.lproj/MainMenu.strings": Self.strings([("2YJ-bg-OdR.title", "% af skærm")]),
            "hu.lproj/MainMenu.strings": Self.strings([("2YJ-bg-OdR.title", "a képernyő %-a")]),
        ])
        XCTAssertEqual(report.findings, [], report.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// A value is a format string when its key or its source has a specifier written on purpose: “100 % accurate”
    /// (openfoodfacts) has a space flag and `a` — a percent sign before a word — and its key none; the
    /// key “Find Online Subtitles from %@” is the code's format (iina), so a translation that drops `%@` loses it.
    func testOnlyStringsTheAppFormats() throws {
        let report = Self.lint([
            "en.lproj/Localizable.strings": Self.strings([("allergies", "Data is never 100 % accurate."),
                                                          ("Find Online Subtitles from %@", "Find Online Subtitles from %@")]),
            "de.lproj/Localizable.strings": Self.strings([("allergies", "Daten sind nie 100 % genau."),
                                                          ("Find Online Subtitles from %@", "Untertitel online suchen")]),
        ])
        XCTAssertEqual(placeholder(report, "allergies"), [])
        let dropped = try XCTUnwrap(placeholder(report, "Find Online Subtitles from %@").first)
        XCTAssertEqual(dropped.severity, .warning)
        XCTAssertTrue(dropped.message.contains("argument 1 (`%@`) of the source is not shown"), dropped.message)
    }

    /// The Catalan “% publicacions” (IceCubes) is read by String(format:) as `% p`, a pointer: a real error,
    /// but no fix — replacing `% p` would eat the word's first letter (“%@ublicacions”). Apple, “String Format
    /// Specifiers” (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/
    /// formatSpecifiers.html): the specifiers “follow the IEEE printf specification” (a space is a flag), `%p`
    /// is a “void pointer … printed in hexadecimal … with a leading 0x”, `%@` an Objective-C object.
    func testAPercentSignBeforeAWordIsAnErrorWithoutAFix() throws {
        let report = Self.lint([
            "Localizable.xcstrings": """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "instance.list.posts-%@": { "localizations": {
                "en": { "stringUnit": { "state": "translated", "value": "%@ posts" } },
                "ca": { "stringUnit": { "state": "translated", "value": "% publicacions" } } } } } }
            """,
        ])
        let finding = try XCTUnwrap(placeholder(report, "instance.list.posts-%@").first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("`% p` reads argument 1 as a pointer"), finding.message)
        XCTAssertNil(finding.fixes)
        XCTAssertFalse(finding.suggestion!.contains("ublicacions"), finding.suggestion!)
        XCTAssertTrue(finding.suggestion!.contains("`%%` for a percent sign"), finding.suggestion!)
    }

    /// Tokens an app replaces itself (`%0`, `{name}`) are not specifiers of the platform: compared as written,
    /// never “fixed” (a suggestion that turned “%0 Leistungskerne” into “%0 pistungskerne”).
    func testCustomTokensAreComparedAsWritten() throws {
        let report = Self.lint([
            "en.lproj/Localizable.strings": Self.strings([("cores", "%0 performance cores"), ("hello", "Hello {name}")]),
            "de.lproj/Localizable.strings": Self.strings([("cores", "%0 Leistungskerne"), ("hello", "Hallo {Name}")]),
            "fr.lproj/Localizable.strings": Self.strings([("cores", "cœurs de performance"), ("hello", "Bonjour {name}")]),
        ])
        XCTAssertEqual(placeholder(report, "cores").map(\.locales), [["fr"]])
        XCTAssertTrue(placeholder(report, "cores").first?.message.contains("it lacks `%0`") == true, "\(placeholder(report, "cores"))")
        let hello = try XCTUnwrap(placeholder(report, "hello").first)
        XCTAssertEqual(hello.locale, "de")
        XCTAssertTrue(hello.message.contains("`{Name}` is not in the source"), hello.message)
        XCTAssertNil(hello.fixes)
    }

    /// Arguments read in another order: the fix keeps each specifier's type and numbers it as the source
    /// passes it (positional specifiers: Apple, String Programming Guide, “Formatting String Objects”; Java,
    /// java.util.Formatter “argument_index$”), so the meaning stays (iina's Hindi alert.extra_option.error).
    func testArgumentsInAnotherOrderAreNumbered() throws {
        let report = Self.lint([
            "en.lproj/Localizable.strings": Self.strings([("alert.extra_option.error", "Error setting option --%@=%@ with return value %d.")]),
            "hi.lproj/Localizable.strings": Self.strings([("alert.extra_option.error", "रिटर्न सेटिंग %d के साथ विकल्प --%@=%@ को सेट करने में त्रुटि।")]),
        ])
        let finding = try XCTUnwrap(placeholder(report, "alert.extra_option.error").first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.suggestion, "write “रिटर्न सेटिंग %3$d के साथ विकल्प --%1$@=%2$@ को सेट करने में त्रुटि।”, each argument numbered as the source passes it")
    }

    /// A specifier of the wrong type written on purpose gets the source's type at its place (iina's
    /// sr-Cyrl “Brzina: %.2fx” for “Speed: %@x”: `%.2f` reads the object as a double).
    func testAWrongTypeWrittenOnPurposeIsFixed() throws {
        let report = Self.lint([
            "en.lproj/Localizable.strings": Self.strings([("osd.speed", "Speed: %@x")]),
            "sr.lproj/Localizable.strings": Self.strings([("osd.speed", "Brzina: %.2fx")]),
        ])
        let finding = try XCTUnwrap(placeholder(report, "osd.speed").first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("String(format:) prints the object's address, not its text"), finding.message)
        XCTAssertEqual(finding.suggestion, "write “Brzina: %@x”, with the specifiers of the source")
    }

    // MARK: Java (Android)

    /// java.util.Formatter: `s` takes any argument ("arg.toString()"), `d` an integral one — else
    /// IllegalFormatConversionException; an index past the arguments throws MissingFormatArgumentException; a
    /// `%` that starts no conversion throws UnknownFormatConversionException. Android formats a string only
    /// when the app passes arguments, never one marked `formatted="false"` (Android Lint StringFormatInvalid).
    func testJavaReadsArgumentsAsJavasFormatterDoes() throws {
        let report = Self.lint([
            "res/values/strings.xml": Self.android("""
                <string name="removed">Removed %1$d items from %2$s</string>
                <string name="episodes">%d episodes</string>
                <string name="user">Logged in as %1$s</string>
                <string name="done">%1$d%% done</string>
                <string name="raw" formatted="false">100% %d</string>
                <string name="plain">50% off</string>
            """),
            "res/values-zh-rCN/strings.xml": Self.android("""
                <string name="removed">从%1$s中移除了%2$d个条目</string>
                <string name="episodes">%s 集</string>
                <string name="user">登录为 %1$s（%2$s）</string>
                <string name="done">%1$d % 完成</string>
                <string name="raw">100 % %d</string>
                <string name="plain">五折 %</string>
            """),
        ])
        let removed = try XCTUnwrap(placeholder(report, "removed").first)
        XCTAssertEqual(removed.severity, .error)
        XCTAssertTrue(removed.message.contains("IllegalFormatConversionException"), removed.message)
        XCTAssertTrue(removed.message.contains("as an integer where the source passes a string"), removed.message)
        XCTAssertEqual(removed.suggestion, "write “从%2$s中移除了%1$d个条目”, each argument numbered as the source passes it")
        XCTAssertEqual(placeholder(report, "episodes"), [], "%s prints the integer")
        let user = try XCTUnwrap(placeholder(report, "user").first)
        XCTAssertTrue(user.message.contains("MissingFormatArgumentException"), user.message)
        let done = try XCTUnwrap(placeholder(report, "done").first)
        XCTAssertTrue(done.message.contains("UnknownFormatConversionException"), done.message)
        XCTAssertEqual(placeholder(report, "raw"), [], "formatted=\"false\"")
        XCTAssertEqual(placeholder(report, "plain"), [], "no arguments: not formatted")
    }

    // MARK: plural forms

    /// CLDR's plural rules through ICU (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html):
    /// en one "@integer 1"; ar zero "@integer 0", ar two "@integer 2"; he two "@integer 2"; ru one "@integer 1,
    /// 21, 31, …"; fr one "@integer 0, 1"; sl one "@integer 1, 101, 201, …".
    func testCategoriesOfOneNumber() {
        XCTAssertEqual(PluralRules.of("en").onlyNumber(of: "one"), 1)
        XCTAssertEqual(PluralRules.of("ar").onlyNumber(of: "zero"), 0)
        XCTAssertEqual(PluralRules.of("ar").onlyNumber(of: "two"), 2)
        XCTAssertEqual(PluralRules.of("he").onlyNumber(of: "two"), 2)
        XCTAssertNil(PluralRules.of("ru").onlyNumber(of: "one"))
        XCTAssertNil(PluralRules.of("fr").onlyNumber(of: "one"))
        XCTAssertNil(PluralRules.of("sl").onlyNumber(of: "one"))
        XCTAssertNil(PluralRules.of("en").onlyNumber(of: "other"))
    }

    /// `{{…}}` holding words a translator translates is a span the app styles, compared by number; a name the
    /// app replaces (`{{name}}` renamed `{{nom}}`) is still a lost token, and so is a span dropped.
    func testDoubleBraceSpansOfTranslatedWordsAreComparedByNumber() throws {
        let report = Self.lint([
            "en.lproj/Localizable.strings": Self.strings([("status", "%@ is {{online}}"), ("greet", "Hello {{name}}"), ("down", "%@ is {{down}}")]),
            "fr.lproj/Localizable.strings": Self.strings([("status", "%@ est {{en ligne}}"), ("greet", "Bonjour {{nom}}"), ("down", "%@ est hors service")]),
            "de.lproj/Localizable.strings": Self.strings([("down", "%@ ist {{nicht erreichbar}}")]),
        ])
        XCTAssertEqual(placeholder(report, "status").count, 0, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(placeholder(report, "greet").map(\.locale), ["fr"])
        XCTAssertEqual(placeholder(report, "down").map(\.locale), ["fr"], report.findings.map(\.message).joined(separator: "\n"))
    }

    /// Android Lint's ImpliedQuantity: a `one`/`zero`/`two` item without the number is wrong where the
    /// category covers several numbers (ru `one`: 1, 21, 31 …), fine where it is one number (ar `zero`, `two`).
    /// (googlesamples.github.io/android-custom-lint-rules/checks/ImpliedQuantity.md.html: “in Slovene, the
    /// `one` quantity will apply to 1, 101, 201, 301 … it is usually an error to have a message which does
    /// not include a formatting argument”.)
    func testImpliedQuantity() throws {
        let report = Self.lint([
            "res/values/strings.xml": Self.android("""
                <plurals name="episodes"><item quantity="one">One episode</item><item quantity="other">%d episodes</item></plurals>
            """),
            "res/values-ru/strings.xml": Self.android("""
                <plurals name="episodes"><item quantity="one">Один эпизод</item><item quantity="few">%d эпизода</item><item quantity="many">%d эпизодов</item><item quantity="other">%d эпизода</item></plurals>
            """),
            "res/values-ar/strings.xml": Self.android("""
                <plurals name="episodes"><item quantity="zero">لا حلقات</item><item quantity="one">حلقة واحدة</item><item quantity="two">حلقتان</item><item quantity="few">%d حلقات</item><item quantity="many">%d حلقة</item><item quantity="other">%d حلقة</item></plurals>
            """),
        ])
        let found = placeholder(report, "episodes")
        XCTAssertEqual(found.map { "\($0.locale ?? "") \($0.variant ?? "")" }, ["ru plural.one"], found.map(\.message).joined(separator: "\n"))
        let russian = try XCTUnwrap(found.first)
        XCTAssertTrue(russian.message.contains("ImpliedQuantity"), russian.message)
        XCTAssertTrue(russian.message.contains("1, 21"), russian.message)
        XCTAssertEqual(russian.severity, .warning)
    }

    /// A `.stringsdict` variable's form is part of the string its format builds: where the format prints a
    /// number itself (“Add %lu %#@sources@”, the code passing the count twice), a ru `one` form that is only
    /// the noun (“источник”) shows next to that number, so readers can tell which. Where the format prints no
    /// number beside the variable, the same form is Android Lint's ImpliedQuantity (ru `one`: 1, 21, 31 …).
    /// (Apple, “Localizing strings that contain plurals”: `%#@sources@` is replaced by the form the variable's
    /// count selects; the rest of `NSStringLocalizedFormatKey` is formatted as written.)
    func testAFormWhoseFormatPrintsTheNumberMayLeaveItOut() throws {
        func dict(_ entries: [(key: String, format: String, forms: [(String, String)])]) -> String {
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            for entry in entries {
                xml += "<key>\(entry.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(entry.format)</string>"
                xml += "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                xml += "<key>NSStringFormatValueTypeKey</key><string>lu</string>"
                for (category, form) in entry.forms { xml += "<key>\(category)</key><string>\(form)</string>" }
                xml += "</dict></dict>\n"
            }
            return xml + "</dict>\n</plist>\n"
        }
        let report = Self.lint([
            "en.lproj/Localizable.stringsdict": dict([
                ("add", "Add %lu %#@n@", [("one", "Source"), ("other", "Sources")]),
                ("found", "%#@n@ found", [("one", "One source"), ("other", "%lu sources")]),
            ]),
            "ru.lproj/Localizable.stringsdict": dict([
                ("add", "Добавить %lu %#@n@", [("one", "источник"), ("few", "источника"), ("many", "источников"), ("other", "источника")]),
                ("found", "%#@n@", [("one", "Найден источник"), ("few", "Найдено %lu источника"), ("many", "Найдено %lu источников"),
                                    ("other", "Найдено %lu источника")]),
            ]),
        ])
        XCTAssertEqual(placeholder(report, "add"), [], report.findings.map(\.message).joined(separator: "\n"))
        let found = placeholder(report, "found")
        XCTAssertEqual(found.map { $0.locale ?? "" }, ["ru"], report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(found.first?.message.contains("ImpliedQuantity") == true, found.first?.message ?? "")
    }

    /// A `one` form that writes “1” itself (an English form left in a ru catalog): ru `one` is also 21, 31 …
    /// (CLDR), so 21 issues read “1 issue”: the message says the form states 1, not that it leaves the number out.
    func testAFormThatWritesItsFirstNumberSaysWhatAnotherCountReads() throws {
        func dict(_ one: String, _ other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>issues</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(one)</string>
            <key>other</key><string>\(other)</string></dict></dict></dict></plist>
            """
        }
        let report = Self.lint([
            "en.lproj/Localizable.stringsdict": dict("1 issue", "%d issues"),
            "ru.lproj/Localizable.stringsdict": dict("1 issue", "%d issues"),
        ])
        let found = try XCTUnwrap(placeholder(report, "issues").first, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(found.locale, "ru")
        XCTAssertTrue(found.message.contains("writes the number 1 instead of the count"), found.message)
        XCTAssertTrue(found.message.contains("a count of 21 reads as “1 issue”"), found.message)
        XCTAssertTrue(found.message.contains("the source's `one` form “1 issue” writes it too"), found.message)
        XCTAssertTrue(PlaceholderMismatchRule.writesNumber(1, in: "Filter: 1 item"))
        XCTAssertFalse(PlaceholderMismatchRule.writesNumber(1, in: "21 items"))
        XCTAssertFalse(PlaceholderMismatchRule.writesNumber(1, in: "One item"))
    }

    /// NewPipe passes its counts formatted, as `%s`: “Download finished” / “%s downloads finished”. The
    /// argument the source's own `one` form leaves out is the count, whatever its type: a translation's `one`
    /// that leaves it out too is right where `one` is one number (el, tr), and Android Lint's ImpliedQuantity
    /// where it is not (ru `one`: 1, 21, 31 …). Where no form reads a number, the first argument is the count.
    func testACountPassedAsAStringMayBeLeftOutWhereTheSourceLeavesItOut() throws {
        let report = Self.lint([
            "res/values/strings.xml": Self.android("""
                <plurals name="done"><item quantity="one">Download finished</item><item quantity="other">%s downloads finished</item></plurals>
                <plurals name="videos"><item quantity="one">%s video</item><item quantity="other">%s videos</item></plurals>
            """),
            "res/values-el/strings.xml": Self.android("""
                <plurals name="done"><item quantity="one">Η λήψη ολοκληρώθηκε</item><item quantity="other">%s λήψεις ολοκληρώθηκαν</item></plurals>
                <plurals name="videos"><item quantity="one">Ένα βίντεο</item><item quantity="other">%s βίντεο</item></plurals>
            """),
            "res/values-ru/strings.xml": Self.android("""
                <plurals name="done"><item quantity="one">Загрузка завершена</item><item quantity="few">%s загрузки завершены</item><item quantity="many">%s загрузок завершено</item><item quantity="other">Загрузки завершены</item></plurals>
            """),
        ])
        let found = (placeholder(report, "done") + placeholder(report, "videos")).map { "\($0.locale ?? "") \($0.key ?? "") \($0.variant ?? "")" }
        XCTAssertEqual(found, ["ru done plural.one"],
                       report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(placeholder(report, "done").first { $0.variant == "plural.one" }?.message.contains("ImpliedQuantity") == true)
    }

    // MARK: Android plural forms that name strings

    /// A plural form may be a reference to a string (`<item quantity="two">@string/two_words</item>`):
    /// aapt2 compiles it as a reference (`ResourceParser::ParsePlural`), and `Resources.getQuantityText`
    /// resolves it in the device's locale, so Arabic's `two` shows `values-ar`'s “كلمتان” (the dual: the
    /// number is in the word), which is a plural form, not a string that drops the argument. A wrong
    /// specifier in such a string is still a crash, reported once, at the translated string's line.
    func testPluralFormsThatNameStringsAreCheckedAsThePluralsForms() throws {
        let files = [
            "res/values/plural_strings.xml": Self.android("""
                <plurals name="n_words">
                    <item quantity="one">@string/one_word</item>
                    <item quantity="two">@string/two_words</item>
                    <item quantity="other">@string/other_words</item>
                </plurals>
            """),
            "res/values/strings.xml": Self.android("""
                <string name="one_word">%1$s word</string>
                <string name="two_words">%1$s words</string>
                <string name="other_words">%1$s words</string>
            """),
            "res/values-ar/strings.xml": Self.android("""
                <string name="one_word">كلمة واحدة</string>
                <string name="two_words">كلمتان</string>
                <string name="other_words">%2$s كلمة</string>
            """),
        ]
        let report = Self.lint(files)
        let found = report.findings.filter { $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(found.map { "\($0.key ?? "") \($0.variant ?? "") \($0.location.file):\($0.location.line)" },
                       ["n_words plural.other res/values-ar/strings.xml:4"], found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(found.first?.severity, .error, "%2$s reads an argument the source does not pass: MissingFormatArgumentException")
        // The index holds the forms as the locale resolves them.
        let catalogs = files.keys.sorted().map { CatalogReader.read(bytes: Array(files[$0]!.utf8), path: $0, format: .android) }
        let index = CatalogIndex(catalogs)
        let arabic = index.tables.values.compactMap { $0["n_words"]?["ar"] }.flatMap { $0 }
        XCTAssertEqual(arabic.map { "\($0.variant ?? "") \($0.value)" }.sorted(),
                       ["plural.one كلمة واحدة", "plural.other %2$s كلمة", "plural.two كلمتان"])
        let source = index.tables.values.compactMap { $0["n_words"]?[LocaleTag.base] }.flatMap { $0 }
        XCTAssertEqual(source.map(\.value).sorted(), ["%1$s word", "%1$s words", "%1$s words"])
        XCTAssertFalse(source.contains { $0.shouldTranslate }, "the plural's own values are references: nothing to translate in them")
        // Without the references, the Arabic strings are plain strings: the dual drops the argument.
        var plain = files
        plain["res/values/plural_strings.xml"] = Self.android("")
        XCTAssertTrue(Self.lint(plain).findings.contains { $0.rule == "placeholder-mismatch" && $0.key == "two_words" })
    }

    // MARK: Android markup

    /// What Android shows of a string resource: spans are not characters, `\'` `\"` `\@` `\n` `\uXXXX` are
    /// their characters (developer.android.com/guide/topics/resources/string-resource#escaping_quotes,
    /// #StylingWithHTML), and HTML in CDATA is rendered (Html.fromHtml: `<br>` a line break).
    func testAndroidMarkupIsTheTextAndroidShows() throws {
        let file = CatalogReader.read(bytes: Array(Self.android("""
            <string name="styled">Tap <b>here</b> to \\'start\\' \\@home \\u0041 <annotation font="title">now</annotation></string>
            <string name="count">Show <xliff:g id="count" example="3">%d</xliff:g> items</string>
            <string name="html"><![CDATA[Logged in as <i>%1$s</i>.<br/>Tom &amp; Jerry]]></string>
        """).utf8), path: "res/values/strings.xml", format: .android)
        XCTAssertEqual(file.entry("styled", "Base")?.value, "Tap here to 'start' @home A now")
        XCTAssertEqual(file.entry("styled", "Base")?.markup, ["b", "/b", "annotation;font=title", "/annotation"])
        XCTAssertEqual(file.entry("count", "Base")?.value, "Show %d items")
        XCTAssertEqual(file.entry("html", "Base")?.value, "Logged in as %1$s.\nTom & Jerry")
        XCTAssertEqual(file.entry("html", "Base")?.markup, ["<i>", "</i>", "<br/>"])
    }

    /// AntennaPod's Korean synchronization_login_status adds `<i>` and `<br/>` in CDATA to a source without
    /// markup: what users see depends on how the app reads it, which no code here says. A dropped span and an unclosed tag are findings;
    /// a dropped `<xliff:g>` is not (Android drops it). The check translation tools run: Weblate's “XML
    /// markup” check (docs.weblate.org/en/latest/user/checks.html: “XML tags in translation do not match
    /// source”), Crowdin QA's “tags mismatch”.
    func testMarkupMismatch() throws {
        let report = Self.lint([
            "res/values/strings.xml": Self.android("""
                <string name="status">Logged in as %1$s on %2$s.</string>
                <string name="bold">Tap <b>here</b></string>
                <string name="hint">Show <xliff:g id="n">%d</xliff:g> items</string>
            """),
            "res/values-ko/strings.xml": Self.android("""
                <string name="status"><![CDATA[<i>%1$s</i> 사용자로 (위치 <i>%2$s</i>) 로그인되어 있습니다. <br/><br/>]]></string>
                <string name="bold">여기를 탭하세요</string>
                <string name="hint">%d개 항목 표시</string>
            """),
            "res/values-de/strings.xml": Self.android("""
                <string name="status">Angemeldet als %1$s auf %2$s.</string>
                <string name="bold"><![CDATA[<b>Hier</b> tippen <b>jetzt]]></string>
                <string name="hint">Zeige %d Einträge</string>
            """),
        ], rules: [MarkupMismatchRule()])
        let found = report.findings.map { "\($0.locale ?? "") \($0.key ?? "")" }.sorted()
        XCTAssertEqual(found, ["de bold", "ko bold", "ko status"], report.findings.map(\.message).joined(separator: "\n"))
        let status = try XCTUnwrap(report.findings.first { $0.key == "status" })
        // No code read here says how the app reads it: the finding does not say what users see.
        XCTAssertTrue(status.message.contains("what users see depends on how the app reads the string"), status.message)
        let unclosed = try XCTUnwrap(report.findings.first { $0.key == "bold" && $0.locale == "de" })
        XCTAssertTrue(unclosed.message.contains("opened 2 and closed 1 times"), unclosed.message)
    }
}

extension FormatStringTests {
    /// `%1$,d` is Java's grouping flag after an explicit index (java.util.Formatter: flags `-#+ 0,(` come after
    /// `argument_index$`): a specifier written on purpose, which reads argument 1. A translation that reads the
    /// same argument without grouping takes the source's arguments; one that reads a fourth does not.
    func testAGroupingFlagAfterAnIndexIsAFormat() {
        let source = #"<string name="karma">Karma:\n%1$,d (%2$d + %3$d)</string>"#
        let report = Self.lint([
            "res/values/strings.xml": Self.android(source),
            "res/values-ja/strings.xml": Self.android(#"<string name="karma">カルマ:\n%1$d (%2$d + %3$d)</string>"#),
            "res/values-de/strings.xml": Self.android(#"<string name="karma">Karma:\n%1$,d (%2$d + %4$d)</string>"#),
        ])
        XCTAssertEqual(placeholder(report, "karma").map(\.locale), ["de"], "\(report.findings.map(\.message))")
        XCTAssertTrue(FormatSpecifier.parse("%1$,d").allSatisfy(\.isPlausible))
        XCTAssertFalse(FormatSpecifier.parse("50% de").contains { $0.kind == .printf && $0.isPlausible && $0.conversion == "d" })
    }
}
