import Foundation
@testable import LayoutLint
import XCTest

/// Catalog findings a localizer acts on (issue 20, session 4): what is not words, Interface Builder's
/// default texts, names translators keep, one table whatever the case of its file name, ImpliedQuantity as
/// Android Lint flags it, a value's problem once, locale lists that read as locales. Each expectation names
/// its source.
final class CatalogNoiseTests: XCTestCase {
    static func untranslated(_ report: LintReport) -> [Finding] { report.findings.filter { $0.rule == "untranslated" } }

    /// Web and e-mail addresses, paths, file extensions, template fields and identifiers read the same in
    /// every language: iina's “http://” (`Base.lproj/OpenURLWindowController.xib` line 43), “/usr/local/bin”
    /// and “{{property}} {{value}}” (`KeyBinding.strings`), “JPEG (.jpeg)”; mastodon's
    /// “another@follower.social” and “amazing_%@”.
    func testAddressesPathsAndTemplatesAreNotWords() {
        XCTAssertEqual(UntranslatedRule.readableText("http://"), "")
        XCTAssertEqual(UntranslatedRule.readableText("/usr/local/bin"), "")
        XCTAssertEqual(UntranslatedRule.readableText("{{property}} {{value}}"), "")
        XCTAssertEqual(UntranslatedRule.readableText("JPEG (.jpeg)"), "JPEG")
        XCTAssertEqual(UntranslatedRule.readableText("another@follower.social"), "")
        XCTAssertEqual(UntranslatedRule.readableText("amazing_%@"), "")
        XCTAssertEqual(UntranslatedRule.readableText("Open {name} in Finder"), "Open in Finder")
        XCTAssertEqual(UntranslatedRule.readableText("Save and/or quit."), "Save quit.", "a lowercase word/word is a pattern; the rest stays")
        XCTAssertEqual(UntranslatedRule.readableText("Made with [Nuke](https://github.com/kean/Nuke)."), "Made with [Nuke] .")
        XCTAssertEqual(UntranslatedRule.readableText("#icecube, #techhub"), "", "hashtags (IceCubes' theme preview) are names to type")
        XCTAssertEqual(UntranslatedRule.readableText("Follow @dimillian"), "Follow")
        XCTAssertEqual(UntranslatedRule.readableText("@jonivr (Joni Van Roost)\n@waydabber (István T.)"), "",
                       "a credit: each handle's owner named in parentheses")
        XCTAssertEqual(UntranslatedRule.readableText("@jonivr (thanks for the icons)"), "(thanks for the icons)",
                       "words in parentheses after a handle are words")
        XCTAssertEqual(UntranslatedRule.readableText("#1 in charts"), "#1 in charts", "a number sign before a number is text")
        // One word written like a name is shown as it is in every locale.
        XCTAssertTrue(UntranslatedRule.isOneName("LaunchAtLogin"))
        XCTAssertTrue(UntranslatedRule.isOneName("iCloud"))
        XCTAssertFalse(UntranslatedRule.isOneName("Settings"))
        XCTAssertFalse(UntranslatedRule.isOneName("Launch At Login"))
        // A copyright line of names is a term; one with words to translate is not.
        XCTAssertTrue(UntranslatedRule.isTerm(UntranslatedRule.readableText("%@© 2024 Thomas Ricouard")))
        XCTAssertFalse(UntranslatedRule.isTerm("© 2024 Thomas Ricouard. All rights reserved."))
        // Domains and server addresses (Element's room address placeholder) are places, not words.
        XCTAssertEqual(UntranslatedRule.readableText("#testroom:matrix.org"), "")
        XCTAssertEqual(UntranslatedRule.readableText("matrix.org"), "")
        // Locale codes as Android's resource qualifiers write them (a language picker's saved values).
        XCTAssertEqual(UntranslatedRule.readableText("bn-rIN"), "")
        XCTAssertEqual(UntranslatedRule.readableText("b+sr+Latn"), "")
        XCTAssertEqual(UntranslatedRule.readableText("zh-Hans"), "")
        XCTAssertEqual(UntranslatedRule.readableText("the-rXX"), "the-rXX")
        func items(_ values: [String]) -> [Entry] {
            values.map { Entry(key: "locale_values", table: "settings", locale: "en", value: $0, location: SourceLocation(file: "settings.xml", line: 1, column: 1)) }
        }
        XCTAssertFalse(UntranslatedRule.needsTranslation(items(["", "ar", "bn-rIN", "peo", "zh-rTW", "in-rID"])))
        XCTAssertTrue(UntranslatedRule.needsTranslation(items(["", "ar", "Automatic", "zh-rTW"])))
        XCTAssertEqual(UntranslatedRule.readableText("Sign in to matrix.org"), "Sign in to")
        XCTAssertEqual(UntranslatedRule.readableText("e.g. Settings"), "e.g. Settings", "an abbreviation is no domain")
        // Date format patterns (Simplenote's keys and values): the formatter writes the words.
        for pattern in ["MMM d, yyyy", "d \u{200F}MMM, \u{200F}hh:mm", "MMM yyyy", "yyyyMMdd", "EEEE, MMM d 'at' h:mm a", "HH:mm"] {
            XCTAssertTrue(NonWordText.isDateFormatPattern(pattern), pattern)
            XCTAssertEqual(UntranslatedRule.readableText(pattern), "", pattern)
        }
        for text in ["Save", "Made", "Hmm", "a", "Dd", "Ma", "May 2024", "Day", "Edit", "MMM"] {
            XCTAssertFalse(NonWordText.isDateFormatPattern(text), text)
        }
        let values: [(String, String)] = [("url", "http://"), ("bin", "/usr/local/bin"), ("kb", "{{property}} {{value}}"),
                                          ("jpeg", "JPEG (.jpeg)"), ("mail", "another@follower.social"), ("user", "amazing_%@"),
                                          ("save", "Save the file")]
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings(values),
            "hi.lproj/Localizable.strings": FormatStringTests.strings(values),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { $0.keys ?? [] }, [["save"]], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Tusky's catalogs (Weblate) hold `<item quantity="many"/>` empty in fr and ca: CLDR's `many` there is for
    /// exact millions, which no count up to 1,000 selects (ICU), so users do not see it. An empty `few` in
    /// Polish (2–4, 22–24 …) shows nothing for common counts: reported.
    func testAnEmptyPluralFormNoCommonCountSelectsIsNoFinding() {
        let report = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android("""
                <plurals name="failed"><item quantity="one">Your post failed to upload</item><item quantity="other">Your posts failed to upload</item></plurals>
            """),
            "res/values-fr/strings.xml": FormatStringTests.android("""
                <plurals name="failed"><item quantity="one">Votre message n’a pas pu être envoyé</item><item quantity="many"/><item quantity="other">Vos messages n’ont pas pu être envoyés</item></plurals>
            """),
            "res/values-pl/strings.xml": FormatStringTests.android("""
                <plurals name="failed"><item quantity="one">Nie udało się wysłać wpisu</item><item quantity="few"/><item quantity="many">Nie udało się wysłać wpisów</item><item quantity="other">Nie udało się wysłać wpisów</item></plurals>
            """),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locale ?? "") \($0.variant ?? "")" }, ["pl plural.few"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// An Arabic plural with four empty forms is one problem: one finding, on the first empty form shown,
    /// naming the forms. (Arabic: zero 0, one 1, two 2, few 3–10, many 11–99, other 100–102 … — CLDR.)
    func testAPluralsEmptyFormsAreOneFindingNamingThem() throws {
        let report = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android("""
                <plurals name="weeks"><item quantity="one">%1$d week ago</item><item quantity="other">%1$d weeks ago</item></plurals>
            """),
            "res/values-ar/strings.xml": FormatStringTests.android("""
                <plurals name="weeks"><item quantity="zero">%1$d أسبوع</item><item quantity="one">أسبوع</item><item quantity="two"/><item quantity="few"/><item quantity="many"/><item quantity="other"/></plurals>
            """),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report).filter { $0.message.contains("is empty") }
        XCTAssertEqual(found.map { "\($0.locale ?? "") \($0.variant ?? "")" }, ["ar plural.two"], found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertTrue(try XCTUnwrap(found.first).message.contains("empty in its two, few, many and other forms"), found[0].message)
    }

    /// Russian selects `other` for fractions only (CLDR: one 1, 21 …; few 2–4, 22–24 …; many 0, 5–20 …), and a
    /// count is an integer (`getQuantityString(int id, int quantity)`): with `one`, `few` and `many` written,
    /// an empty `other` never shows. Where a form integers select is missing, Android falls back to `other`
    /// (`ResourcesImpl.getQuantityText`), so the empty `other` shows: reported. Slovak selects `other` for 0
    /// and 5 and up: reported.
    func testAnEmptyOtherFormShowsOnlyWhereACountReachesIt() {
        func plural(_ items: [(String, String)]) -> String {
            "<plurals name=\"photos\">" + items.map { $0.1.isEmpty ? "<item quantity=\"\($0.0)\"/>" : "<item quantity=\"\($0.0)\">\($0.1)</item>" }.joined() + "</plurals>"
        }
        let report = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android(plural([("one", "%d photo"), ("other", "%d photos")])),
            "res/values-ru/strings.xml": FormatStringTests.android(plural([("one", "%d фото"), ("few", "%d фото"), ("many", "%d фото"), ("other", "")])),
            "res/values-uk/strings.xml": FormatStringTests.android(plural([("one", "%d фото"), ("few", "%d фото"), ("other", "")])),
            "res/values-sk/strings.xml": FormatStringTests.android(plural([("one", "%d fotka"), ("few", "%d fotky"), ("many", "%d fotky"), ("other", "")])),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report).filter { $0.message.contains("is empty") }
        XCTAssertEqual(found.map { "\($0.locale ?? "") \($0.variant ?? "")" }.sorted(), ["sk plural.other", "uk plural.other"],
                       found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Xcode's Settings Bundle template (mastodon's `Settings.bundle/en.lproj/Root.strings`, untouched under the
    /// template's comment) is no app's words; a Settings.bundle text the app wrote is.
    func testSettingsBundleTemplateTextsAreNotValuesToTranslate() {
        let template: [(String, String)] = [("Group", "Group"), ("Name", "Name"), ("none given", "none given"), ("Enabled", "Enabled"),
                                            ("Sync", "Sync over cellular")]
        let report = FormatStringTests.lint([
            "App/Settings.bundle/en.lproj/Root.strings": FormatStringTests.strings(template),
            "App/Settings.bundle/ar.lproj/Root.strings": FormatStringTests.strings([("Group", "Group")]),
            "App/en.lproj/Localizable.strings": FormatStringTests.strings([("Enabled", "Enabled")]),
            "App/ar.lproj/Localizable.strings": FormatStringTests.strings([("x", "y")]),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.table ?? "") \($0.keys ?? [])" }.sorted(), ["Localizable [\"Enabled\"]", "Root [\"Sync\"]"],
                       found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Interface Builder's default texts in a document's table (`<objectID>.<property>` keys) are replaced at
    /// run time: iina's “Table View Cell” (`Base.lproj/HistoryWindowController.xib` line 129), “Group Table
    /// View Cell” (line 152) and “Label”
    /// (`Base.lproj/PreferenceWindowController.xib`), vlc's `<state key="normal" title="Button"/>`
    /// (`Sources/Donation/VLCDonationViewController.xib` line 231). The same word under a code key is text.
    func testInterfaceBuilderDefaultTextsAreNotUntranslated() {
        let source: [(String, String)] = [("hAx-fJ-3rD.title", "Table View Cell"), ("Ukj-Vg-wHf.title", "Label"),
                                          ("abc-de-fgh.normalTitle", "Button"), ("x1Y-2z-AbC.title", "Loop playlist"),
                                          ("vDR-ax-UJb.title", "Group Table View Cell"),
                                          // A Subtitle-style table view cell's detail label.
                                          ("iOv-tq-nnm.text", "Subtitle"),
                                          ("help.label", "Label")]
        let report = FormatStringTests.lint([
            "en.lproj/History.strings": FormatStringTests.strings(source),
            "de.lproj/History.strings": FormatStringTests.strings([("other", "Andere")]),
            "ko.lproj/History.strings": FormatStringTests.strings(source),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [$0.key ?? ""])" }.sorted(),
                       ["[\"de\"] [\"help.label\", \"x1Y-2z-AbC.title\"]", "[\"ko\"] [\"help.label\", \"x1Y-2z-AbC.title\"]"],
                       found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// BartyCrouch's marker in a Base document's text (“include `#bc-ignore!` into your value within your base
    /// localized Storyboard/XIB file”, for views whose values code sets; BartyCrouch README, "Exclude specific
    /// Views"): the tool keeps it out of every translation, so its value is nothing to translate. A text without
    /// the marker is.
    func testBartyCrouchsMarkerInAnInterfaceBuilderTextIsNotToTranslate() throws {
        let document = """
            <document><objects><view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="200"/><subviews>
            <label text="#bc-ignore!" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-bb-ccc"><rect key="frame" x="16" y="0" width="300" height="20"/></label>
            <label text="Screen to control:" translatesAutoresizingMaskIntoConstraints="NO" id="ddd-ee-fff"><rect key="frame" x="16" y="30" width="300" height="20"/></label>
            </subviews></view></objects></document>
            """
        let result = InterfaceBuilderImporter.read(bytes: Array(document.utf8), path: "Base.lproj/Main.xib", displayPath: "Main.xib",
                                                   settings: InterfaceBuilderImportSettings())
        let entries = try XCTUnwrap(result.catalogs.first).entries
        XCTAssertEqual(entries.map { "\($0.value) \($0.shouldTranslate)" }.sorted(), ["#bc-ignore! false", "Screen to control: true"])
    }

    /// A name translators kept on purpose: iina's “Firefox” (`PrefUtilsViewController.strings`, key
    /// `f9i-sS-MJN.title`) is “Firefox” in 51 of its 56 locales — uk, ru, ja, zh-Hans among them — while
    /// Hebrew writes “פיירפוקס”. A value no locale changed stays untranslated (vlc's “Downloads”:
    /// UntranslatedScopeTests), as does a value most locales translate.
    func testANameMostTranslatorsKeepIsNotUntranslated() {
        var files: [String: String] = ["en.lproj/Utils.strings": FormatStringTests.strings([("browser", "Firefox"), ("quit", "Quit")])]
        for locale in ["uk", "ru", "ja", "zh-Hans", "de"] {
            files["\(locale).lproj/Utils.strings"] = FormatStringTests.strings([("browser", "Firefox"), ("quit", locale == "uk" ? "Quit" : "Q-\(locale)")])
        }
        files["he.lproj/Utils.strings"] = FormatStringTests.strings([("browser", "פיירפוקס"), ("quit", "יציאה")])
        let found = Self.untranslated(FormatStringTests.lint(files, rules: [UntranslatedRule()]))
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [$0.key ?? ""])" }, ["[\"uk\"] [\"quit\"]"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// A name every locale keeps, one of them re-cased: a Kotlin Multiplatform app's “Github” link label is
    /// “Github” in ar, zh-CN, de … and “GitHub” in fr — the French translator edited the value and kept the word.
    /// With no locale editing it, the same value stays reported (it may be a copy nobody translated).
    func testANameOneLocaleRecasesIsKeptOnPurpose() {
        func lint(recased: Bool) -> [Finding] {
            var files: [String: String] = ["en.lproj/About.strings": FormatStringTests.strings([("github", "Github"), ("quit", "Quit")])]
            for locale in ["ar", "zh-Hans", "de", "ru"] {
                files["\(locale).lproj/About.strings"] = FormatStringTests.strings([("github", "Github"), ("quit", "Q-\(locale)")])
            }
            files["fr.lproj/About.strings"] = FormatStringTests.strings([("github", recased ? "GitHub" : "Github"), ("quit", "Quitter")])
            return Self.untranslated(FormatStringTests.lint(files, rules: [UntranslatedRule()]))
        }
        XCTAssertEqual(lint(recased: true).map(\.clangStyle), [])
        XCTAssertFalse(lint(recased: false).isEmpty)
    }

    /// A locale's own loanword or brand: AntennaPod's zh-Hant-TW keeps “Podcast” (`values-zh-rTW/strings.xml`
    /// line 878) and writes it in 64 of its own translations (“新增 Podcast”), though most locales translate
    /// it. An acronym some locale writes in capitals is kept in lowercase too (mastodon's “lgbt”: “LGBT” in
    /// two locales, `Scene.ServerPicker.Button.Category.Lgbt`).
    func testALocalesOwnLoanwordAndAnAcronymAreNotUntranslated() {
        var files: [String: String] = ["en.lproj/Feeds.strings": FormatStringTests.strings([("feed", "Podcast"), ("add", "Add podcast"), ("tag", "lgbt"), ("quit", "Quit")])]
        let translated: [String: [(String, String)]] = [
            "zh-Hant-TW": [("feed", "Podcast"), ("add", "新增 Podcast"), ("tag", "lgbt"), ("quit", "離開")],
            "ru": [("feed", "Подкаст"), ("add", "Добавить подкаст"), ("tag", "LGBT"), ("quit", "Выход")],
            "th": [("feed", "พอดแคสต์"), ("add", "เพิ่มพอดแคสต์"), ("tag", "lgbt"), ("quit", "Quit")],
            "ar": [("feed", "بودكاست"), ("add", "أضف بودكاست"), ("tag", "مجتمع الميم"), ("quit", "خروج")],
            "ja": [("feed", "ポッドキャスト"), ("add", "ポッドキャストを追加"), ("tag", "lgbt"), ("quit", "終了")],
        ]
        for (locale, pairs) in translated { files["\(locale).lproj/Feeds.strings"] = FormatStringTests.strings(pairs) }
        let found = Self.untranslated(FormatStringTests.lint(files, rules: [UntranslatedRule()]))
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [$0.key ?? ""])" }, ["[\"th\"] [\"quit\"]"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// A term a locale writes inside its own words without spaces: a held-out app's Japanese keeps “Love” and
    /// writes “Love解除”, “Loveトラック”, “Loveを送信中” (Unicode's word boundaries, UAX #29, break between Latin
    /// letters and kana or ideographs). The same value with no such use is still reported.
    func testATermGluedToKanaIsTheLocalesOwnWord() {
        XCTAssertEqual(WordsInTranslations.words(of: "未Loveトラック"), ["未", "Love", "トラック"])
        XCTAssertEqual(WordsInTranslations.words(of: "Wi-Fiのみ 2つ"), ["Wi", "Fi", "のみ", "2つ"])
        XCTAssertEqual(WordsInTranslations.words(of: "ส่งEmail"), ["ส่ง", "Email"])
        XCTAssertEqual(WordsInTranslations.words(of: "Android용 mp3"), ["Android용", "mp3"], "Hangul is ALetter: no boundary")
        var files: [String: String] = ["en.lproj/Songs.strings": FormatStringTests.strings([("love", "Love"), ("unlove", "Unlove"), ("loved", "Loved"), ("hate", "Hate")])]
        files["ja.lproj/Songs.strings"] = FormatStringTests.strings([("love", "Love"), ("unlove", "Love解除"), ("loved", "Loveトラック"), ("hate", "Hate")])
        files["ko.lproj/Songs.strings"] = FormatStringTests.strings([("love", "좋아요"), ("unlove", "좋아요 취소"), ("loved", "좋아한 트랙"), ("hate", "싫어요")])
        let found = Self.untranslated(FormatStringTests.lint(files, rules: [UntranslatedRule()]))
        XCTAssertEqual(found.map { "\($0.locales) \($0.keys ?? [$0.key ?? ""])" }, ["[\"ja\"] [\"hate\"]"], found.map(\.clangStyle).joined(separator: "\n"))
    }

    /// `infoPlist.strings` and `InfoPlist.strings` are one table (mastodon: `Base.lproj/infoPlist.strings`,
    /// `en.lproj/InfoPlist.strings`, `de.lproj/infoPlist.strings`; its project names the one variant group
    /// `InfoPlist.strings`): a Mac's case-insensitive volume gives Xcode either file, and Bundle reads
    /// Info.plist keys from the `InfoPlist` table only. A locale's missing values are one finding, not two.
    func testTableNamesThatDifferInCaseAreOneTable() {
        let source: [(String, String)] = [("NSCameraUsageDescription", "Used to take photos"), ("NSPhotoLibraryAddUsageDescription", "Used to save photos")]
        let report = FormatStringTests.lint([
            "Base.lproj/infoPlist.strings": FormatStringTests.strings(source),
            "en.lproj/InfoPlist.strings": FormatStringTests.strings(source),
            "th.lproj/InfoPlist.strings": FormatStringTests.strings([("NSCameraUsageDescription", "ใช้ถ่ายภาพ")]),
            "ar.lproj/InfoPlist.strings": FormatStringTests.strings([("NSCameraUsageDescription", "لالتقاط الصور")]),
            "de.lproj/infoPlist.strings": FormatStringTests.strings([("NSCameraUsageDescription", "Zum Fotografieren")]),
        ], rules: [UntranslatedRule()])
        let found = Self.untranslated(report)
        XCTAssertEqual(found.count, 1, found.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(found.first?.table, "InfoPlist")
        XCTAssertEqual(found.first?.locales, ["ar", "de", "th"])
        XCTAssertEqual(found.first?.keys, ["NSPhotoLibraryAddUsageDescription"])
    }

    /// A value every locale keeps, each marked `translated` in a String Catalog (five locales, two in
    /// other scripts: “Python:”), is a term translators confirmed one by one. The same values in `.strings`
    /// files carry no such record (a value copied into every catalog before anyone translated it).
    func testAValueEveryLocaleConfirmedInAStringCatalogIsKept() throws {
        let locales = ["de", "fr", "ja", "ru", "uk"]
        func unit(_ value: String, _ state: String) -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"# }
        func catalog(_ state: String) -> String {
            let python = locales.map { #""\#($0)":\#(unit("Python:", state))"# }.joined(separator: ",")
            let save = [("de", "Sichern"), ("fr", "Enregistrer"), ("ja", "保存"), ("ru", "Сохранить"), ("uk", "Зберегти")]
                .map { #""\#($0.0)":\#(unit($0.1, "translated"))"# }.joined(separator: ",")
            return #"{"sourceLanguage":"en","version":"1.0","strings":{"Python:":{"localizations":{\#(python)}},"Save":{"localizations":{\#(save)}}}}"#
        }
        let untranslated = { (report: LintReport) in report.findings.filter { $0.rule == "untranslated" } }
        XCTAssertEqual(untranslated(FormatStringTests.lint(["Localizable.xcstrings": catalog("translated")], rules: [UntranslatedRule()])).count, 0)
        var files = ["en.lproj/Localizable.strings": FormatStringTests.strings([("python", "Python:"), ("save", "Save")])]
        for (locale, save) in [("de", "Sichern"), ("fr", "Enregistrer"), ("ja", "保存"), ("ru", "Сохранить"), ("uk", "Зберегти")] {
            files["\(locale).lproj/Localizable.strings"] = FormatStringTests.strings([("python", "Python:"), ("save", save)])
        }
        let copied = untranslated(FormatStringTests.lint(files, rules: [UntranslatedRule()]))
        XCTAssertEqual(copied.compactMap(\.locale).sorted(), ["ja", "ru", "uk"], copied.map(\.message).joined(separator: "\n"))
    }

    /// A translation platform copies the source into the locales nobody has translated and marks the copies
    /// `needs_review`: those copies are no translator's choice to keep the value. Arabic's copied “Advanced”
    /// is still the source text, not a name most translators keep.
    func testValuesMarkedForReviewAreNoTranslatorsChoiceToKeep() throws {
        func unit(_ value: String, _ state: String) -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"# }
        let values = [("ar", "Advanced", "needs_review"), ("de", "Advanced", "needs_review"), ("fr", "Advanced", "needs_review"),
                      ("it", "Advanced", "needs_review"), ("ja", "詳細", "translated")]
        let localizations = values.map { #""\#($0.0)":\#(unit($0.1, $0.2))"# }.joined(separator: ",")
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"Advanced":{"localizations":{\#(localizations)}}}}"#
        let found = FormatStringTests.lint(["Localizable.xcstrings": catalog], rules: [UntranslatedRule()]).findings
            .filter { $0.rule == "untranslated" && $0.locales.contains("ar") }
        XCTAssertEqual(found.count, 1, found.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(found.first?.message.contains("still the source text") ?? false, found.first?.message ?? "")
    }

    /// A translation platform that marks every value it exports `needs_review` says nothing about any one
    /// value: a locale with nearly all of its values marked gets no review finding (the coverage counts it),
    /// while a locale with a few marked values (Xcode's mark where the source changed) gets one.
    func testAReviewMarkOnNearlyEveryValueIsNoFindingPerValue() throws {
        func unit(_ value: String, _ state: String) -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"# }
        var strings: [String] = []
        for n in 0..<24 {
            // ko: every value a translation marked for review, one of them the source copied. id: the source
            // copied into every value and marked `new` (a locale nobody translated: users read English).
            let ko = unit(n == 0 ? "Value 0" : "값 \(n)", "needs_review")
            let de = unit("Wert \(n)", n < 3 ? "needs_review" : "translated")
            let id = unit("Value \(n)", "new")
            strings.append(#""Value \#(n)":{"localizations":{"de":\#(de),"id":\#(id),"ko":\#(ko)}}"#)
        }
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{\#(strings.joined(separator: ","))}}"#
        let report = FormatStringTests.lint(["Localizable.xcstrings": catalog], rules: [UntranslatedRule()])
        let found = report.findings.filter { $0.rule == "untranslated" }
        XCTAssertEqual(found.map(\.locales), [["de"], ["id"], ["ko"]], found.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(found[0].message.contains("3 of 24"), found[0].message)
        XCTAssertTrue(found[1].message.contains("24 of 24"), found[1].message)
        XCTAssertEqual(found[2].keys, ["Value 0"], "only ko's copy of the source")
        XCTAssertEqual(report.summary.coverage?.skipped[UntranslatedRule.blanketReviewReason], 1)
    }

    /// Every locale writes every word of “Appcast URL” (Latin ones reordered, “URL de Appcast”; Japanese and
    /// Chinese as it is): the words are terms, and the values kept as they are are no untranslated text.
    /// A phrase other-script locales translate (“Enhanced Sync”) stays a finding where it is kept.
    func testWordsEveryLocaleKeepsAreTerms() throws {
        var files = ["en.lproj/Localizable.strings": FormatStringTests.strings([("feed", "Appcast URL"), ("sync", "Enhanced Sync")])]
        let values = [("de", "Appcast-URL", "Erweiterte Synchronisierung"), ("es", "URL de Appcast", "Sincronización mejorada"),
                      ("fr", "URL de l'Appcast", "Synchronisation améliorée"), ("ja", "Appcast URL", "Enhanced Sync"),
                      ("zh-Hans", "Appcast URL", "增强同步"), ("ko", "Appcast URL", "향상된 동기화")]
        for (locale, feed, sync) in values {
            files["\(locale).lproj/Localizable.strings"] = FormatStringTests.strings([("feed", feed), ("sync", sync)])
        }
        let found = FormatStringTests.lint(files, rules: [UntranslatedRule()]).findings.filter { $0.rule == "untranslated" }
        XCTAssertEqual(found.compactMap(\.locale), ["ja"], found.map(\.message).joined(separator: "\n"))
        // A protocol's name of acronyms joined by one lowercase word is a name; a sentence with acronyms is not.
        var protocols: [String: String] = [:]
        for locale in ["en", "ja", "ko"] {
            protocols["\(locale).lproj/Protocols.strings"] = FormatStringTests.strings([("doh", "DNS over HTTPS (DoH)"), ("api", "Use HTTPS for API")])
        }
        let kept = FormatStringTests.lint(protocols, rules: [UntranslatedRule()]).findings.filter { $0.rule == "untranslated" }
        XCTAssertEqual(kept.count, 2, kept.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(kept.allSatisfy { $0.message.contains("Use HTTPS") && !$0.message.contains("DoH") })
        XCTAssertTrue(found.allSatisfy { $0.message.contains("Enhanced Sync") && !$0.message.contains("Appcast") })
    }

    /// Android Lint's ImpliedQuantity (PluralsDetector) flags a `zero`/`one`/`two` item with no formatting
    /// argument at all where the category has more than one integer sample in CLDR (fr `one` “@integer 0, 1”).
    /// Here a form that leaves out the count is reported, with or without another argument, only where the
    /// category covers a count of 2 or more (sl `one`: 1, 101, 201 …; ICU's rules). Where it covers 0 and 1
    /// (fr, pt), the form is wrong only for a count of 0, which the resources cannot tell the code passes
    /// (held-out apps' French notifications fire for counts above 0; apps turn Lint's check off for French).
    func testImpliedQuantityWhereTheCategoryCoversTwoOrMore() throws {
        let report = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android("""
                <plurals name="new"><item quantity="one">%2$s has a new episode</item><item quantity="other">%2$s has %1$d new episodes</item></plurals>
                <plurals name="bare"><item quantity="one">One episode</item><item quantity="other">%d episodes</item></plurals>
            """),
            "res/values-fr/strings.xml": FormatStringTests.android("""
                <plurals name="new"><item quantity="one">%2$s a un nouvel épisode</item><item quantity="other">%2$s a %1$d nouveaux épisodes</item></plurals>
                <plurals name="bare"><item quantity="one">Un épisode</item><item quantity="other">%d épisodes</item></plurals>
            """),
            "res/values-sl/strings.xml": FormatStringTests.android("""
                <plurals name="new"><item quantity="one">%2$s ima novo epizodo</item><item quantity="two">%2$s ima %1$d novi epizodi</item><item quantity="few">%2$s ima %1$d nove epizode</item><item quantity="other">%2$s ima %1$d novih epizod</item></plurals>
            """),
        ])
        let found = report.findings.filter { $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(found.map { "\($0.key ?? "") \($0.locale ?? "") \($0.variant ?? "")" }.sorted(),
                       ["new sl plural.one"], found.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(try XCTUnwrap(found.first { $0.locale == "sl" }).message.contains("1, 101"))
    }

    /// A value's problem is one finding per key × locale, however many screens show the value (IceCubes'
    /// empty ja “ at ” on AccountMetricsView and StatusEditHistoryView).
    func testAnEmptyValueIsReportedOncePerKeyAndLocale() throws {
        func screen(_ name: String) -> LayoutScreen {
            LayoutReader.read(text: """
                screen: \(name)
                platform: ios
                elements:
                  - id: joiner
                    key: joiner
                    textStyle: body
                    width: 300
                    maxLines: 0
                """, file: "\(name).yaml").screen!
        }
        let catalogs = [CatalogReader.read(bytes: Array(FormatStringTests.strings([("joiner", " at ")]).utf8), path: "en.lproj/Localizable.strings", format: .strings),
                        CatalogReader.read(bytes: Array(FormatStringTests.strings([("joiner", "")]).utf8), path: "ja.lproj/Localizable.strings", format: .strings)]
        let input = LintInput(catalogs: catalogs, screens: [screen("Metrics"), screen("History")], findings: [])
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1),
                            rules: [UntranslatedRule()]).lint(input)
        let empty = Self.untranslated(report).filter { $0.message.contains("is empty") }
        XCTAssertEqual(empty.count, 1, Self.untranslated(report).map(\.clangStyle).joined(separator: "\n"))
    }

    /// Locale tags that are English words (be, it, no, or) group like any other: the prose “cannot be
    /// shown”, “no translator” and a quoted source text holding “it” are not locales. The text format names
    /// the other locales as code spans.
    func testLocaleTagsThatAreEnglishWordsGroup() throws {
        func finding(_ locale: String) -> Finding {
            Finding(rule: "untranslated", severity: .warning,
                    message: "the \(locale) value is empty: \(locale) users see nothing where en shows “Is it on? No”: no translator can be sure",
                    location: SourceLocation(file: "en.lproj/Localizable.strings", line: 3, column: 1),
                    locale: locale, key: "k", table: "Localizable",
                    suggestion: "translate the value, or delete the value so that \(locale) falls back to the source")
        }
        let findings = ["it", "be", "de", "no", "or"].map(finding)
        let grouped = FindingGroups.group(findings)
        XCTAssertEqual(grouped.count, 1, grouped.map(\.clangStyle).joined(separator: "\n"))
        let group = try XCTUnwrap(grouped.first)
        XCTAssertEqual(group.locales, ["be", "de", "it", "no", "or"])
        XCTAssertEqual(group.message, finding("de").message, "written from the locale whose tag is no English word")
        XCTAssertEqual(Set(group.members), Set(findings))
        XCTAssertTrue(group.clangStyle.contains("(also in locales `be`, `it`, `no`, `or`) [untranslated]"), group.clangStyle)
        // Only English-word tags: the group keeps its member's texts, and still lists its locales.
        let words = FindingGroups.group(["it", "be"].map(finding))
        XCTAssertEqual(words.map(\.locales), [["be", "it"]])
    }

    /// A view only Xcode's previews show is no screen of the app (IceCubes' `PreviewWrapper`, named only in
    /// `AvatarView_Previews: PreviewProvider`, `Packages/DesignSystem/Sources/DesignSystem/Views/AvatarView.swift`
    /// line 72; `WrapperForPreview`, named only in `StatusRowMediaPreviewView_Previews`, line 369; or a `#Preview`): its
    /// texts are skipped with the reason. A view the app shows, also previewed, stays.
    /// A view named only inside `#if DEBUG` (a debug menu's link) is in no build a user installs; named in the
    /// `#else` clause or outside any clause, or under `#if !DEBUG`, it is.
    func testViewsOnlyDebugBuildsNameAreSkipped() throws {
        let result = importSwiftUI(["Debug.swift": """
            import SwiftUI
            struct DebugMenu: View {
              var body: some View {
                List {
                  #if DEBUG
                  NavigationLink("Keychain") { KeychainExplorer() }
                  #else
                  NavigationLink("About") { AboutScreen() }
                  #endif
                  #if !DEBUG
                  NavigationLink("Help") { HelpScreen() }
                  #endif
                }
              }
            }
            struct KeychainExplorer: View { var body: some View { Text("Keychain entries") } }
            struct AboutScreen: View { var body: some View { Text("About this app") } }
            struct HelpScreen: View { var body: some View { Text("Get help") } }
            """, "App.swift": """
            import SwiftUI
            @main struct DemoApp: App { var body: some Scene { WindowGroup { DebugMenu() } } }
            """])
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertTrue(keys.contains("About this app") && keys.contains("Get help"), "\(keys)")
        XCTAssertFalse(keys.contains("Keychain entries"), "\(keys)")
        XCTAssertEqual(result.screens.flatMap(\.skipped).filter { $0.reason == SwiftUIImporter.debugOnlyReason }.compactMap(\.key), ["Keychain entries"])
    }

    func testViewsOnlyPreviewsShowAreSkipped() throws {
        let result = importSwiftUI(["Avatar.swift": """
            import SwiftUI
            struct AvatarScreen: View {
              var body: some View { Text("Profile picture") }
            }
            struct PreviewWrapper: View {
              var body: some View { Toggle("Avatar Shape", isOn: .constant(true)) }
            }
            struct AvatarView_Previews: PreviewProvider {
              static var previews: some View { PreviewWrapper() }
            }
            struct WrapperForPreview: View {
              var body: some View { Text("Capture Mode") }
            }
            #Preview { WrapperForPreview() }
            #Preview { AvatarScreen() }
            """, "App.swift": """
            import SwiftUI
            struct Root: View {
              var body: some View { NavigationStack { NavigationLink("Open") { AvatarScreen() } } }
            }
            """])
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertTrue(keys.contains("Profile picture"), "\(keys)")
        XCTAssertFalse(keys.contains("Avatar Shape"), "\(keys)")
        XCTAssertFalse(keys.contains("Capture Mode"), "\(keys)")
        let skipped = result.screens.flatMap(\.skipped).filter { $0.reason.contains("previews") }
        XCTAssertEqual(skipped.count, 2, "\(result.screens.flatMap(\.skipped).map(\.reason))")
    }

    /// A view that only unshown types name is not shown either: a widget's view whose widget only a
    /// `#Preview` names (the bundle's line for it commented out, as Xcode's template leaves a second widget),
    /// two levels down. A view also named by a shown type stays.
    func testViewsNamedOnlyByUnshownTypesAreSkipped() throws {
        let result = importSwiftUI(["Widget.swift": """
            import SwiftUI
            import WidgetKit
            struct ProgressEntryView: View {
              var body: some View { VStack { Text("Time:"); ProgressRow() } }
            }
            struct ProgressRow: View {
              var body: some View { Text("Remaining") }
            }
            struct SharedRow: View {
              var body: some View { Text("Shared row") }
            }
            struct ProgressWidget: Widget {
              var body: some WidgetConfiguration {
                StaticConfiguration(kind: "p", provider: Provider()) { entry in ProgressEntryView(); SharedRow() }
              }
            }
            #Preview(as: .systemSmall) { ProgressWidget() } timeline: { Entry() }
            """, "Bundle.swift": """
            import SwiftUI
            import WidgetKit
            @main
            struct Widgets: WidgetBundle {
              var body: some Widget {
                LiveWidget()
                // ProgressWidget()
              }
            }
            struct LiveWidget: Widget {
              var body: some WidgetConfiguration { StaticConfiguration(kind: "l", provider: Provider()) { entry in SharedRow() } }
            }
            """])
        let keys = result.screens.flatMap(\.elements).compactMap(\.key)
        XCTAssertFalse(keys.contains("Time:"), "\(keys)")
        XCTAssertFalse(keys.contains("Remaining"), "\(keys)")
        XCTAssertTrue(keys.contains("Shared row"), "\(keys)")
        let reasons = result.screens.flatMap(\.skipped).filter { $0.key == "Time:" }.map(\.reason)
        XCTAssertEqual(reasons, [SwiftUIImporter.namedOnlyByUnshownReason(["ProgressWidget"])])
    }

    /// A SwiftUI key in no catalog that is a term reads the same in every language (“OK”: IceCubes'
    /// `Button("OK")` in `Packages/StatusKit/Sources/StatusKit/Editor/MainView.swift` line 108), as
    /// `untranslated` takes terms; a sentence is reported.
    func testATermMissingFromTheCatalogIsNoFinding() {
        let result = importSwiftUI(["Editor.swift": """
            import SwiftUI
            struct Editor: View {
              var body: some View { VStack { Button("OK") {}; Text("No metrics yet") } }
            }
            """])
        let catalog = CatalogReader.read(bytes: Array(FormatStringTests.strings([("Other", "Other")]).utf8), path: "en.lproj/Localizable.strings", format: .strings)
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1),
                            rules: [MissingKeyRule()]).lint(LintInput(catalogs: [catalog], screens: result.screens, findings: []))
        XCTAssertEqual(report.findings.filter { $0.rule == "missing-key" }.map(\.key), ["No metrics yet"], report.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// Names and option values: IceCubes' “DeepL API Pro” (more than half of its words written like names)
    /// and its credits list of libraries with their addresses (9 of its 14 names written like names; 5 of 8
    /// here); iina's GitHub field placeholder “user/repo”
    /// (`PrefPluginViewController`, `b60-P6-AN2.placeholderString`); iina's mpv option value “force”
    /// (`preference.sub_override_level.force`), kept by 40 of its 55 locales. A label with one acronym
    /// (“API Versions”) is still text.
    func testNameListsOptionValuesAndInputFormatsAreNotUntranslated() {
        let source: [(String, String)] = [("deepl", "DeepL API Pro"), ("credits", "• [EmojiText](https://github.com/divadretlaw/EmojiText)\\n\\n• [HTML2Markdown](https://gitlab.com/mflint/HTML2Markdown)\\n\\n• [KeychainSwift](https://github.com/evgenyneu/keychain-swift)\\n\\n• [LRUCache](https://github.com/nicklockwood/LRUCache)\\n\\n• [Bodega](https://github.com/mergesort/Bodega)\\n\\n• [Atkinson Hyperlegible](https://github.com/googlefonts/atkinson-hyperlegible)\\n\\n• [SwiftSoup](https://github.com/scinfu/SwiftSoup.git)"),
                                          ("repo", "user/repo"), ("force", "force"), ("api", "API Versions")]
        var files: [String: String] = ["en.lproj/Localizable.strings": FormatStringTests.strings(source)]
        let keeping = ["de", "fr", "it", "es", "uk", "ja"]
        for locale in keeping { files["\(locale).lproj/Localizable.strings"] = FormatStringTests.strings(source) }
        files["ru.lproj/Localizable.strings"] = FormatStringTests.strings(source.map { $0.0 == "force" ? ("force", "сила") : $0 })
        let found = Self.untranslated(FormatStringTests.lint(files, rules: [UntranslatedRule()]))
        XCTAssertEqual(Set(found.flatMap { $0.keys ?? [$0.key ?? ""] }), ["api"], found.map(\.clangStyle).joined(separator: "\n"))
    }
}

/// Sample texts of views code fills at run time (issue 20, session 5).
final class RunTimeSampleTests: XCTestCase {
    /// iina's XIBs hold sample texts of views the code fills, through an outlet or a binding, that no
    /// locale translates: “Artist - Album” (`Base.lproj/MiniPlayerWindowController.xib` line 125, outlet
    /// `artistAlbumLabel`), “Buffering... 100%” (`MainWindowController.xib` line 203, outlet
    /// `bufferProgressLabel`), “strip” (`PrefSubViewController.xib` line 970, bound to
    /// `values.subOverrideLevel`). They are not untranslated, and the coverage counts them. A connected
    /// label some locale translates is text: “Enable advanced settings” (`PrefAdvancedViewController.xib`
    /// line 63, outlet `enableAdvancedSettingsLabel`) is translated in de under the key of the checkbox it
    /// replaced (`7ml-VU-xWv.title`); “Volume:” is translated under its own key in de, so ko lacks it. A
    /// checkbox's `value` binding is its state, not its title (iina's “Core Audio”,
    /// `PrefCodecViewController.xib`), and a label no outlet connects to is text (“Width:”).
    func testSampleTextsOfViewsCodeFillsAreNotUntranslated() throws {
        let subviews = [
            AppKitImporterTests.label("Art-lb-001", "Artist - Album", x: 10, width: 120),
            AppKitImporterTests.label("Buf-lb-002", "Buffering... 100%", x: 140, width: 120),
            AppKitImporterTests.label("Ovr-lb-003", "strip", x: 270, width: 40).replacingOccurrences(of: "</textFieldCell>", with: """
                </textFieldCell>
                <connections>
                    <binding destination="Usr-df-000" name="value" keyPath="values.subOverrideLevel" id="Bnd-vl-003"/>
                </connections>
                """),
            AppKitImporterTests.label("Adv-lb-004", "Enable advanced settings", x: 10, width: 200),
            AppKitImporterTests.label("Vol-lb-005", "Volume:", x: 220, width: 60),
            AppKitImporterTests.label("Wdt-lb-006", "Width:", x: 300, width: 60),
            """
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="Cor-bt-007">
                        <rect key="frame" x="10" y="40" width="100" height="18"/>
                        <buttonCell key="cell" type="check" title="Core Audio" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="Cor-bt-007-cell">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                        <connections>
                            <binding destination="Usr-df-000" name="value" keyPath="values.useCoreAudio" id="Bnd-vl-007"/>
                        </connections>
                    </button>
            """,
        ].joined(separator: "\n")
        let owner = """
                <customObject id="-2" userLabel="File's Owner" customClass="PrefsViewController">
                    <connections>
                        <outlet property="artistAlbumLabel" destination="Art-lb-001" id="Out-00-001"/>
                        <outlet property="bufferProgressLabel" destination="Buf-lb-002" id="Out-00-002"/>
                        <outlet property="enableAdvancedSettingsLabel" destination="Adv-lb-004" id="Out-00-004"/>
                        <outlet property="volumeLabel" destination="Vol-lb-005" id="Out-00-005"/>
                    </connections>
                </customObject>
                <userDefaultsController representsSharedInstance="YES" id="Usr-df-000"/>
        """
        // Cells have object IDs of their own, as IB writes them (`Art-ce-001` for the view `Art-lb-001`).
        let document = AppKitImporterTests.xib(subviews).replacingOccurrences(of: "<objects>", with: "<objects>\n" + owner)
            .replacingOccurrences(of: #"-(lb|bt)-(\d{3})-cell""#, with: "-ce-$2\"", options: .regularExpression)
        let imported = AppKitImporterTests.read(document)
        XCTAssertEqual(imported.findings.filter { $0.rule == RuleID.invalidInput }, [])
        func strings(_ pairs: [(String, String)], locale: String) -> CatalogFile {
            CatalogReader.read(bytes: Array(FormatStringTests.strings(pairs).utf8), path: "\(locale).lproj/Prefs.strings", format: .strings)
        }
        let catalogs = imported.catalogs + [
            strings([("7ml-VU-xWv.title", "Erweiterte Einstellungen aktivieren"), ("Vol-ce-005.title", "Lautstärke:"),
                     ("Buf-ce-002.title", "Buffering... 100%")], locale: "de"),
            strings([("Art-ce-001.title", "Artist - Album"), ("7ml-VU-xWv.title", "고급 설정 활성화")], locale: "ko"),
            strings([("7ml-VU-xWv.title", "Enable advanced settings")], locale: "en"),
        ]
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1),
                            rules: [UntranslatedRule()])
            .lint(LintInput(catalogs: catalogs, screens: [], findings: []))
        let missing = report.findings.filter { $0.rule == "untranslated" }.map { "\($0.locales) \(($0.sourceTexts ?? []).sorted())" }.sorted()
        XCTAssertEqual(missing, [
            #"["de"] ["Core Audio", "Enable advanced settings", "Preferences", "Width:"]"#,
            #"["ko"] ["Core Audio", "Enable advanced settings", "Preferences", "Volume:", "Width:"]"#,
        ], report.findings.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertEqual(report.summary.coverage?.keysNotToTranslate, [UntranslatedRule.runTimeSampleReason: 3])
        // The locales' completeness counts the values to translate (the samples are not among them; the
        // window's title, “Preferences”, drawn in its title bar, is one).
        XCTAssertEqual(report.summary.coverage?.completeness.map(\.values), [6, 6])
        XCTAssertTrue(try TextReporter(color: false).render(report).contains("not counted 3: \(UntranslatedRule.runTimeSampleReason)"))
    }

    /// The word `Debug` (or `Debugging`) in a CamelCase type or file name marks a debugging screen; `Debugger`,
    /// an all-capitals run, or letters glued after it do not.
    func testDebuggingScreenNames() {
        for name in ["BookmarksDebugRootView", "DebugView", "HistoryDebugViewController", "AIChatDebugView", "NetworkDebugging",
                     "Debug", "settings_Debug"] {
            XCTAssertTrue(DebuggingScreen.hasDebugWord(name), name)
        }
        for name in ["DebuggerPane", "UNDEBUGGED", "Debugs", "Settings", "DebuginfoView"] {
            XCTAssertFalse(DebuggingScreen.hasDebugWord(name), name)
        }
    }
}
