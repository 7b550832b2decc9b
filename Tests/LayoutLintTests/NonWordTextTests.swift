import Foundation
@testable import LayoutLint
import XCTest

/// `NonWordText`: each class of text that is no word of any language, and that the three word rules
/// (`wrong-script`, `untranslated`, `rtl-mirroring`) leave it alone — as tokens inside a value with words
/// where that matters, and only wholly for the paragraph direction.
final class NonWordTextTests: XCTestCase {
    func kind(_ token: String) -> NonWordText.Kind? { NonWordText.kind(ofToken: Substring(token)) }

    /// The scalar-by-scalar trim and the byte search the token checks use answer as Foundation's
    /// `trimmingCharacters(in:)` and `contains(_:)` do, on the texts compared here.
    func testTrimAndSearchAgreeWithFoundation() {
        let wrapping = CharacterSet(charactersIn: "()[]<>\"'“”‘’«»,;")
        let isWrapping: (Unicode.Scalar) -> Bool = { wrapping.contains($0) }
        for text in ["(www.example.org)", "«Ctrl+S»,", "“”", "", "plain", "(日本語)", "‘a’;", "((", "x(y)z", "👍🏽(", "(é)"] {
            XCTAssertEqual(NonWordText.trimmed(Substring(text), isWrapping), text.trimmingCharacters(in: wrapping), text)
        }
        for (text, found) in [("https://x", true), (":/", false), ("a://", true), ("", false), ("ü://é", true), ("Ctrl + S", false),
                              ("::://", true), (":/:/", false), ("://", true), ("x:/", false), ("::", false)] {
            XCTAssertEqual(NonWordText.contains(text, "://"), found, text)
            XCTAssertEqual(NonWordText.contains(text, "://"), text.contains("://"), text)
        }
        // Every scalar, one by one (the set is Core Foundation's, which adds U+200B to the documented one).
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(NonWordText.isWhitespaceOrNewline(scalar), CharacterSet.whitespacesAndNewlines.contains(scalar), "U+\(String(value, radix: 16))")
        }
        for text in ["  a b\n", "\u{85}x\u{2028}", "\u{A0}\u{3000}値\u{2029}", "\t\u{B}\u{C}\r", "\u{200B}z\u{200B}", "\u{1680}\u{202F}q\u{205F}"] {
            XCTAssertEqual(NonWordText.trimmed(text, NonWordText.isWhitespaceOrNewline),
                           text.trimmingCharacters(in: .whitespacesAndNewlines), text.debugDescription)
        }
        XCTAssertTrue(NonWordText.contains("Ctrl + S", " + "))
        XCTAssertEqual(NonWordText.kind(ofValue: "Ctrl + Shift + P"), .keyboardShortcut)
        XCTAssertEqual(NonWordText.kind(ofValue: "  https://example.com\n"), .webAddress, "trimmed around")
    }

    func testWebAndEmailAddressesDomainsAndPaths() {
        XCTAssertEqual(kind("https://bitwarden.com/help"), .webAddress)
        XCTAssertEqual(kind("(www.example.org)"), .webAddress)
        XCTAssertEqual(kind("support@example.com"), .emailAddress)
        XCTAssertEqual(kind("matrix.org"), .domain)
        XCTAssertEqual(kind("/usr/local/bin"), .path)
        XCTAssertEqual(kind("~/Library"), .path)
        XCTAssertEqual(kind(".jpeg"), .fileExtension)
        XCTAssertEqual(kind("@username"), .handle)
        XCTAssertNil(kind("e.g."), "an abbreviation")
        XCTAssertEqual(kind("and/or"), .path, "a lowercase word/word is a pattern (as before)")
    }

    /// BCP 47 / POSIX tags with a script or region (a lone “de”, “it” or “no” is a word as well).
    func testLocaleCodes() {
        for code in ["zh-Hans", "zh-Hant-TW", "pt_BR", "en-US", "sr-Latn", "es-419", "en_GB"] {
            XCTAssertEqual(kind(code), .localeCode, code)
        }
        for word in ["de", "it", "Wi-Fi", "e-mail", "co-OP", "xx-YY", "pre-Hans", "in-app"] {
            XCTAssertNotEqual(kind(word), .localeCode, word)
        }
    }

    /// Versions: `v2`, `1.2.3`, SemVer suffixes; a word that starts with v is none.
    func testVersions() {
        for version in ["1.2.3", "v2", "V1.0", "2.0.1-beta.1", "v10.4.2"] {
            XCTAssertEqual(kind(version), .version, version)
        }
        for word in ["view", "v", "vlc", "1st", "v.2a"] {
            XCTAssertNotEqual(kind(word), .version, word)
        }
    }

    /// Keyboard shortcuts as macOS menus draw them (⌘K) and as written out (Ctrl+Shift+P).
    func testKeyboardShortcuts() {
        for shortcut in ["⌘K", "⌥⌘N", "⇧⌘[", "Ctrl+Shift+P", "Alt+F4", "Cmd+,", "Strg+C", "Shift+Tab"] {
            XCTAssertEqual(kind(shortcut), .keyboardShortcut, shortcut)
        }
        for text in ["C++", "Wi-Fi", "1+1", "Disney+", "Plus+"] {
            XCTAssertNotEqual(kind(text), .keyboardShortcut, text)
        }
        XCTAssertEqual(NonWordText.kind(ofValue: "Ctrl + Shift + P"), .keyboardShortcut)
    }

    /// Date patterns (TR35) and ICU message patterns: the formatter writes the words.
    func testDateAndMessagePatterns() {
        XCTAssertEqual(NonWordText.kind(ofValue: "MMM d, yyyy"), .datePattern)
        XCTAssertEqual(NonWordText.kind(ofValue: "{count, number}"), .messagePattern)
        XCTAssertNil(NonWordText.kind(ofValue: "{count, plural, one {# file} other {# files}}"), "its messages have words")
        XCTAssertEqual(NonWordText.messagePatternText("{count, plural, one {# file} other {# files}}")?
            .split(separator: " ").map(String.init), ["file", "files"])
        XCTAssertEqual(NonWordText.messagePatternText("{gender, select, female {{name} invited you} other {They invited you}}")?
            .split(separator: " ").map(String.init), ["invited", "you", "They", "invited", "you"])
        XCTAssertNil(NonWordText.messagePatternText("{name} invited you"), "a template field alone is no message pattern")
        XCTAssertNil(NonWordText.messagePatternText("{count, plural, one {# file"), "unbalanced")
    }

    /// One letter repeated is a text field's mask (“xxxxxxxxxx”), not a word; short runs and real words are words.
    func testMasks() {
        XCTAssertEqual(NonWordText.kind(ofValue: "xxxxxxxxxx"), .mask)
        XCTAssertEqual(NonWordText.kind(ofValue: "XXXX-XXXX"), nil, "a hyphen makes it another token shape")
        for word in ["zzz", "Aaaah", "xxl", "Sesssion"] { XCTAssertNil(kind(word), word) }
        // `untranslated` reads no word in a value that is a mask (a value still the source text is one with words).
        XCTAssertEqual(UntranslatedRule.readableText("xxxxxxxxxx"), "")
        XCTAssertEqual(UntranslatedRule.readableText("Token"), "Token")
    }

    /// A bundle's name in `InfoPlist.strings`, written as a name, is one every locale may keep (a framework's
    /// “Core” is shown nowhere): no translation is asked of it; a phrase, any other key of the table, or the same
    /// key elsewhere is text.
    func testABundlesNameNeedsNoTranslation() {
        func entry(_ key: String, table: String) -> Entry {
            Entry(key: key, table: table, locale: "en", value: "Core Library", location: SourceLocation(file: "en.lproj/\(table).strings", line: 1, column: 1))
        }
        XCTAssertFalse(UntranslatedRule.needsTranslation([entry("CFBundleName", table: "InfoPlist")]))
        XCTAssertFalse(UntranslatedRule.needsTranslation([entry("CFBundleDisplayName", table: "InfoPlist")]))
        XCTAssertTrue(UntranslatedRule.needsTranslation([entry("NSCameraUsageDescription", table: "InfoPlist")]))
        XCTAssertTrue(UntranslatedRule.needsTranslation([entry("CFBundleName", table: "Localizable")]))
        var phrase = entry("CFBundleDisplayName", table: "InfoPlist")
        phrase.value = "Open in Ice Cubes"
        XCTAssertTrue(UntranslatedRule.needsTranslation([phrase]), "an action extension's title is a phrase to translate")
    }

    /// A value is wholly non-words only when every token with letters is one; classified by token otherwise.
    func testValuesAreClassifiedByToken() {
        XCTAssertEqual(NonWordText.kind(ofValue: "https://example.com"), .webAddress)
        XCTAssertEqual(NonWordText.kind(ofValue: "v1.2.3 (zh-Hans)"), .version)
        XCTAssertNil(NonWordText.kind(ofValue: "Visit example.com for help"))
        XCTAssertEqual(UntranslatedRule.readableText("Visit example.com for help"), "Visit for help")
        XCTAssertEqual(UntranslatedRule.readableText("Press ⌘K to search"), "Press to search")
        XCTAssertEqual(UntranslatedRule.readableText("Language: zh-Hans"), "Language:")
        XCTAssertEqual(UntranslatedRule.readableText("Version v2"), "Version")
        XCTAssertEqual(UntranslatedRule.readableText("{count, plural, one {# file} other {# files}}"), "file files")
    }

    /// The app's own name kept as written in a locale of another script is not `wrong-script`, even where the
    /// key's source is another bundle's name (an extension's `CFBundleDisplayName` in an `InfoPlist` table of the
    /// same name); another Latin name in its place is.
    func testTheAppsOwnNameIsNotWrongScript() {
        let catalogs = [
            CatalogReader.read(bytes: Array("\"CFBundleDisplayName\" = \"PhotoWidget\";\n".utf8), path: "en.lproj/InfoPlist.strings", format: .strings),
            CatalogReader.read(bytes: Array("\"CFBundleDisplayName\" = \"Go Map!!\";\n".utf8), path: "ru.lproj/InfoPlist.strings", format: .strings),
            CatalogReader.read(bytes: Array("\"CFBundleDisplayName\" = \"Share your pictures\";\n".utf8), path: "ja.lproj/InfoPlist.strings", format: .strings),
            // The name with its punctuation moved where a right-to-left reader sees it: the same words.
            CatalogReader.read(bytes: Array("\"CFBundleDisplayName\" = \"!!Go Map\";\n".utf8), path: "ar.lproj/InfoPlist.strings", format: .strings),
        ]
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.appleSourceFacts = AppleSourceFacts(appNames: ["Go Map!!"])
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [WrongScriptRule()])
            .lint(LintInput(catalogs: catalogs, screens: []))
        XCTAssertEqual(report.findings.map(\.locale), ["ja"], report.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// A Thai value that is a version, a shortcut or a locale code equal to the source is not untranslated;
    /// a Hindi value made of them is not wrong-script; a Hebrew value wholly a URL is not rtl-mirroring, one
    /// that starts with a URL and goes on in Hebrew is (UAX #9 P2: its Latin letters are strong L).
    func testTheWordRulesLeaveNonWordsAlone() {
        let values: [(String, String, String)] = [
            ("version", "v2.4.1", "v2.4.1"), ("shortcut", "⌘K", "⌘K"), ("locale", "zh-Hans", "zh-Hans"),
            ("keys", "Ctrl+Shift+P", "Ctrl+Shift+P"), ("date", "MMM d, yyyy", "d MMM yyyy"),
            ("site", "Visit bitwarden.com", "bitwarden.com"),
            ("save", "Save the file", "Save the file"),
        ]
        func strings(_ pairs: [(String, String)]) -> String { FormatStringTests.strings(pairs) }
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": strings(values.map { ($0.0, $0.1) }),
            "th.lproj/Localizable.strings": strings(values.map { ($0.0, $0.2) }),
            "hi.lproj/Localizable.strings": strings(values.map { ($0.0, $0.2 == "Save the file" ? "फ़ाइल सहेजें" : $0.2) }),
        ], rules: [UntranslatedRule(), WrongScriptRule()])
        let untranslated = report.findings.filter { $0.rule == "untranslated" }.flatMap { FindingGroups.expand([$0]) }
        XCTAssertEqual(untranslated.flatMap { $0.keys ?? [$0.key ?? ""] }, ["save"], report.findings.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.findings.filter { $0.rule == "wrong-script" }.count, 0, report.findings.map(\.clangStyle).joined(separator: "\n"))

        let plural = "{count, plural, one {# file} other {# files}}"
        let rtl = FormatStringTests.lint([
            "en.lproj/Localizable.strings": strings([("date", "MMM d, yyyy"), ("count", plural), ("lead", "https://example.com is our site")]),
            "he.lproj/Localizable.strings": strings([("date", "d \u{200F}MMM yyyy"), ("count", "{count, plural, one {קובץ #} other {# קבצים}}"),
                                                     ("lead", "https://example.com הוא האתר שלנו.")]),
        ], rules: [RTLMirroringRule()])
        XCTAssertEqual(rtl.findings.filter { $0.rule == "rtl-mirroring" }.compactMap(\.key), ["lead"], rtl.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Each paragraph takes its own direction (UAX #9 P1): a shell command on its own line before an Arabic
    /// line leaves the Arabic line right to left; an Arabic line that starts with Latin words is reported.
    func testEachParagraphHasItsOwnDirection() {
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("cmd", "defaults write app key true\\nCopy the data\\ndefaults write app key false"),
                                                                       ("second", "Copy\\nWi-Fi only when charging")]),
            "ar.lproj/Localizable.strings": FormatStringTests.strings([("cmd", "defaults write app key true\\nنسخ البيانات\\ndefaults write app key false"),
                                                                       ("second", "نسخ\\nWi-Fi فقط أثناء الشحن.")]),
        ], rules: [RTLMirroringRule()])
        let found = report.findings.filter { $0.rule == "rtl-mirroring" }
        XCTAssertEqual(found.compactMap(\.key), ["second"], found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertTrue(found.first?.message.contains("its paragraph “Wi-Fi فقط أثناء الشحن.” starts with the left-to-right “Wi-Fi”") == true,
                      found.first?.message ?? "")
    }

    /// The word a finding names is the word a reader sees: a Markdown link's text, without the `](…` after it.
    func testTheLeadingWordIsNamedWithoutTheMarkupAfterIt() {
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("tiles", "[©OpenMapTiles](https://openmaptiles.org) makes our map tiles.")]),
            "ar.lproj/Localizable.strings": FormatStringTests.strings([("tiles", "[©OpenMapTiles](https://openmaptiles.org) تُستخدم لتوليد بلاطات الخرائط.")]),
        ], rules: [RTLMirroringRule()])
        let found = report.findings.filter { $0.rule == "rtl-mirroring" }
        XCTAssertEqual(found.count, 1, found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertTrue(found.first?.message.contains("starts with the left-to-right “OpenMapTiles”:") == true, found.first?.message ?? "")
    }
}

/// What a left-to-right paragraph does to right-to-left text, from ICU's levels (UAX #9). Expected values
/// worked out by hand from the rules: in a left-to-right paragraph a neutral between a right-to-left run and
/// the paragraph's end takes the paragraph's level 0 (N2), so a final period sits at the right end, beyond
/// the Arabic run; a bracket pair around Latin letters takes their level (N0) and stays around them.
final class BidiOrderEffectTests: XCTestCase {
    func effect(_ text: String) -> RTLMirroringRule.OrderEffect? { RTLMirroringRule.orderEffect(Array(text.unicodeScalars)) }

    func testTwoRunsWithNothingThatChangesSideReadTheSame() {
        XCTAssertNil(effect("(kJ) الطاقة"))
        XCTAssertNil(effect("1x1 بكسِل"))
        XCTAssertNil(effect("A→B علامات الحلقة"))
        XCTAssertNil(effect("URL الحالي"))
        XCTAssertNil(effect("Wi-Fi فقط أثناء الشحن"))
    }

    func testAMarkThatJumpsOrMoreRunsAreReported() {
        XCTAssertEqual(effect("IINA לא יכול לטעון את התוסף הזה."), .moved("."))
        XCTAssertEqual(effect("IP قبلی:"), .moved(":"))
        XCTAssertEqual(effect("Kalimo Plus: دروس بلا حدود"), .moved(":"))
        XCTAssertEqual(effect("Stats به نسخه‌ی v2 بروزسانی شد"), .runs(4))
        // A tanween (U+064B, a nonspacing mark) belongs to the letter it sits on (UAX #9 W1): the final period is
        // what moves.
        XCTAssertEqual(effect("Yandex غير متوفر حالياً."), .moved("."))
    }

    /// UAX #9 L2 by hand: levels 0 0 1 1 2 2 1 → visual: the level-≥1 span (indices 2…6) reversed, then the
    /// level-2 pair inside it back in order.
    func testVisualOrder() {
        XCTAssertEqual(TextFacts.visualOrder(levels: [0, 0, 1, 1, 2, 2, 1]), [0, 1, 6, 4, 5, 3, 2])
        XCTAssertEqual(TextFacts.visualOrder(levels: [0, 0]), [0, 1])
    }
}

/// Names the app keeps in every locale: a program's name as typed, the app's own name from its Info.plist
/// and application target.
final class KeptNameTests: XCTestCase {
    func testProgramNamesAreOneLowercaseTokenWithADigitDotOrJoinedHyphen() {
        for name in ["youtube-dl:", "ffmpeg4", "mpv.conf", "yt-dlp"] { XCTAssertTrue(NonWordText.isProgramName(name), name) }
        for word in ["Wi-Fi", "e-mail", "History:", "Open file", "Maccy"] { XCTAssertFalse(NonWordText.isProgramName(word), word) }
        XCTAssertTrue(NonWordText.isKeptName("Maccy", appNames: ["Maccy"]))
    }

    func testTheAppsNameWithAcronymsIsATermButNotWithWords() {
        // A notification channel “wallabag TTS” / “wallabag URL” kept by a Chinese translator: the app's name
        // and acronyms. “wallabag settings” has a word to translate; without the app name nothing is a term.
        XCTAssertTrue(UntranslatedRule.isTerm("wallabag TTS", appNames: ["wallabag"]))
        XCTAssertTrue(UntranslatedRule.isTerm("Home Assistant URL", appNames: ["Home Assistant"]))
        XCTAssertFalse(UntranslatedRule.isTerm("wallabag settings", appNames: ["wallabag"]))
        XCTAssertFalse(UntranslatedRule.isTerm("Home URL", appNames: ["Home Assistant"]))
        XCTAssertFalse(UntranslatedRule.isTerm("wallabag TTS"))
    }

    func testAppNamesComeFromInfoPlistAndTheApplicationTarget() {
        let plist = "<dict>\n<key>CFBundleDisplayName</key>\n\t<string>Open Food Facts</string>\n<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>\n</dict>"
        XCTAssertEqual(AppleSourceFacts.plistNames(plist), ["Open Food Facts"])
        let project = """
        \t\tAA /* Maccy */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = Maccy;
        \t\t\tproductName = Maccy;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tBB /* Tests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = MaccyTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        \t\tCC /* Settings */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tproductName = Settings;
        \t\t};
        """
        XCTAssertEqual(AppleSourceFacts.applicationTargetNames(project), ["Maccy"])
    }

    /// A key handed to VoiceOver only, directly or through a local, is spoken only; one also drawn is not.
    func testKeysUsedOnlyAsAccessibilityLabelsAreSpokenOnly() {
        var uses = AppleSourceFacts.KeyUses()
        uses.add(source: """
        func update() {
          let base = NSLocalizedString("status_label", comment: "")
          button?.setAccessibilityLabel(
            disabled ? "\\(base) — x" : base
          )
        }
        Image("x").accessibilityLabel(Text("clear_label"))
        Text("title").accessibilityLabel(Text("title"))
        view.accessibilityLabel = NSLocalizedString("spoken_only", comment: "")
        """)
        XCTAssertEqual(uses.spokenOnly, ["status_label", "clear_label", "spoken_only"])
    }
}
