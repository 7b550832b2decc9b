import Foundation
import LayoutLint
import Typesetter
import XCTest

/// The meaning rules on the demo app and on small hand-made inputs: what the issue's "done when" asks
/// (hierarchy per locale, RTL only in RTL locales, contrast equal to the WCAG formula), rule options, and
/// the parts the examples cannot express (catalog states, plural variants, other font profiles).
final class MeaningRulesTests: XCTestCase {
    static let typesetter = RuleExamplesTests.typesetter
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The demo app (layouts/ and strings/) linted with every rule at the default size categories.
    static let demo: LintReport = {
        let project = try! Project.discover(paths: [repository.appendingPathComponent("layouts").path,
                                                    repository.appendingPathComponent("strings").path],
                                            config: ProjectConfig(), configPath: nil)
        var report = Linter(typesetter: typesetter, options: LintOptions(workers: 2)).lint(project.read())
        // Each locale's own finding (one element's locales are one finding: `localeParts` takes them apart).
        report.findings = report.findings.flatMap(\.localeParts)
        return report
    }()

    // MARK: contrast

    /// WCAG 2.x relative luminance as the specification writes it (its 0.03928 threshold; no 8-bit value
    /// lies between it and IEC's 0.04045), written here independently of `RGBColor`.
    func wcagContrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        func luminance(_ c: (Int, Int, Int)) -> Double {
            func channel(_ v: Int) -> Double {
                let s = Double(v) / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    func hex(_ c: (Int, Int, Int)) -> String { String(format: "#%02X%02X%02X", c.0, c.1, c.2) }

    func testContrastEqualsTheWCAGFormulaToTwoDecimals() {
        var samples: [(Int, Int, Int)] = [(0, 0, 0), (255, 255, 255), (0x77, 0x77, 0x77), (0x76, 0x76, 0x76)]
        for r in stride(from: 0, through: 255, by: 51) {
            for g in stride(from: 0, through: 255, by: 85) {
                for b in stride(from: 3, through: 255, by: 63) { samples.append((r, g, b)) }
            }
        }
        for a in samples {
            for b in samples.prefix(12) {
                let ours = RGBColor(hex: hex(a))!.contrast(with: RGBColor(hex: hex(b))!)
                XCTAssertEqual(String(format: "%.2f", ours), String(format: "%.2f", wcagContrast(a, b)), "\(hex(a)) on \(hex(b))")
            }
        }
        // Published reference values (WebAIM contrast checker): #777777 on white is 4.48:1, #767676 4.54:1.
        XCTAssertEqual(String(format: "%.2f", RGBColor(hex: "#777777")!.contrast(with: RGBColor(hex: "#FFFFFF")!)), "4.48")
        XCTAssertEqual(String(format: "%.2f", RGBColor(hex: "#767676")!.contrast(with: RGBColor(hex: "#FFFFFF")!)), "4.54")
        XCTAssertEqual(RGBColor(hex: "#000")!.contrast(with: RGBColor(hex: "#FFF")!), 21, accuracy: 1e-9)
    }

    func testDemoContrastFindingCarriesTheFormulasRatio() throws {
        let findings = Self.demo.findings.filter { $0.rule == "contrast" }
        let time = try XCTUnwrap(findings.first { $0.element == "timeRemaining" })
        let expected = wcagContrast((0x77, 0x77, 0x77), (0xFF, 0xFF, 0xFF))
        XCTAssertEqual(time.measurements?["contrast"] ?? 0, Finding.reportPrecision(expected), accuracy: 1e-9)
        XCTAssertTrue(time.message.contains(String(format: "%.2f:1", expected)), time.message)
        XCTAssertNil(time.locale, "colors do not depend on the locale: one finding per element")
        // Every demo color the layouts claim passes (their comments give the ratios) does not fire.
        for finding in findings { XCTAssertLessThan(finding.measurements?["contrast"] ?? 99, finding.measurements?["required"] ?? 0) }
    }

    func testContrastLevelAAAOption() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: label
            key: label
            size: 13
            width: 200
            maxLines: 0
            color: "#666666"
            background: "#FFFFFF"
        """
        let ratio = RGBColor(hex: "#666666")!.contrast(with: RGBColor(hex: "#FFFFFF")!)
        XCTAssertTrue(ratio > 4.5 && ratio < 7, "the test color must sit between AA and AAA, is \(ratio)")
        XCTAssertEqual(lint(layout, ["label": ["en": "Updated"]], rule: ContrastRule()).count, 0)
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.ruleOptions = ["contrast": ["level": .string("AAA")]]
        let strict = lint(layout, ["label": ["en": "Updated"]], rule: ContrastRule(), options: options)
        XCTAssertEqual(strict.count, 1)
        XCTAssertTrue(strict.first?.message.contains("AAA") ?? false)
    }

    func testLargeTextThresholdsPerPlatform() {
        XCTAssertTrue(ContrastRule.isLarge(size: 18, weight: 400, platform: .ios))
        XCTAssertFalse(ContrastRule.isLarge(size: 17, weight: 600, platform: .ios))
        XCTAssertTrue(ContrastRule.isLarge(size: 13, weight: 700, platform: .ios))
        XCTAssertFalse(ContrastRule.isLarge(size: 18, weight: 400, platform: .android))
        XCTAssertTrue(ContrastRule.isLarge(size: 19, weight: 700, platform: .android))
    }

    // MARK: color blindness

    func testMachadoSimulationKeepsGraysAndMovesReds() {
        for value in [0.0, 0.2, 0.5, 0.8, 1.0] {
            let gray = RGBColor(red: value, green: value, blue: value)
            for deficiency in RGBColor.Deficiency.allCases {
                let seen = gray.simulated(deficiency)
                let linear = RGBColor.linear(value)
                // Rows of the severity-1.0 matrices sum to 1: neutral colors are seen unchanged.
                XCTAssertEqual(seen.r, linear, accuracy: 1e-3)
                XCTAssertEqual(seen.g, linear, accuracy: 1e-3)
                XCTAssertEqual(seen.b, linear, accuracy: 1e-3)
            }
        }
        let pure = RGBColor(hex: "#FF0000")!
        // Protanopes see red much darker; deuteranopes do not.
        XCTAssertLessThan(RGBColor.luminance(pure.simulated(.protanopia)), pure.relativeLuminance * 0.7)
        XCTAssertGreaterThan(RGBColor.luminance(pure.simulated(.deuteranopia)), pure.relativeLuminance * 0.9)
        // A red and a dark green that differ to most eyes (2:1) are hard to tell apart with protanopia.
        let red = RGBColor(hex: "#FF0000")!, green = RGBColor(hex: "#005A4B")!
        XCTAssertGreaterThan(red.contrast(with: green), HierarchyLostRule.minimumColorContrast)
        XCTAssertLessThan(red.contrast(with: green, seenWith: .protanopia), HierarchyLostRule.minimumColorContrast)
    }

    // MARK: hierarchy

    func testDemoAllCapsPairIsLostExactlyWhereTheScriptHasNoCase() {
        let findings = Self.demo.findings.filter { $0.rule == "hierarchy-lost" && $0.element == "goalTitle" }
        XCTAssertEqual(Set(findings.map { $0.locale ?? "" }), ["zh-Hans", "th", "ar", "hi"], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings.allSatisfy { $0.severity == .error })
        XCTAssertEqual(findings.count, 4, "once per pair and locale")
        for finding in findings {
            XCTAssertTrue(finding.message.contains("case"), "names the source's cue: \(finding.message)")
            XCTAssertNotNil(finding.suggestion)
        }
    }

    func testDemoSizeAndWeightPairHoldsEverywhere() {
        let findings = Self.demo.findings.filter { $0.rule == "hierarchy-lost" && ($0.element == "welcomeTitle" || $0.element == "lessonTitle") }
        XCTAssertEqual(findings.map(\.message), [])
    }

    func testDemoMediumVersusRegularNamesTheThaiFace() throws {
        let findings = Self.demo.findings.filter { $0.rule == "hierarchy-lost" && $0.element == "goalCasual" }
        let thai = try XCTUnwrap(findings.first { $0.locale == "th" })
        XCTAssertTrue(thai.message.contains("Noto Sans Thai"), thai.message)
        XCTAssertTrue(thai.message.contains("weight"), thai.message)
        XCTAssertEqual(thai.measurements?["weight"], thai.measurements?["otherWeight"])
    }

    /// With a profile whose Latin typeface has a 500, medium vs regular survives in Latin and is lost in Thai
    /// (Noto Sans Thai has 400 and 700 only).
    func testMediumWeightSurvivesOnlyWhereAFaceHasIt() throws {
        let fonts = Self.repository.appendingPathComponent("Fonts").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = """
        version: 1
        families:
          system:
            fallback: { Latn: [Brand Sans], Thai: [Noto Sans Thai, Brand Sans] }
            default: [Brand Sans]
        lastResort: [Brand Sans]
        typefaces:
          Brand Sans:
            - { file: \(fonts)/NotoSans-Regular.ttf, weight: 400 }
            - { file: \(fonts)/NotoSans-Bold.ttf, weight: 500 }
          Noto Sans Thai:
            - { file: \(fonts)/NotoSansThai-Regular.ttf, weight: 400 }
            - { file: \(fonts)/NotoSansThai-Bold.ttf, weight: 700 }
        """
        let file = folder.appendingPathComponent("brand.yaml")
        try profile.write(to: file, atomically: true, encoding: .utf8)
        let typesetter = try Typesetter(fontsAt: file)
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: level
            key: level
            textStyle: body
            weight: medium
            width: 280
            maxLines: 0
          - id: minutes
            key: minutes
            textStyle: body
            width: 280
            maxLines: 0
        hierarchy:
          - [level, minutes]
        """
        let findings = lint(layout, ["level": ["en": "Casual", "de": "Entspannt", "th": "สบายๆ"],
                                     "minutes": ["en": "5 minutes a day", "de": "5 Minuten am Tag", "th": "วันละ 5 นาที"]],
                            rule: HierarchyLostRule(), typesetter: typesetter)
        XCTAssertEqual(Set(findings.map { $0.locale ?? "" }), ["th"], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings.first?.message.contains("Noto Sans Thai") ?? false)
    }

    /// Size (1.2) and case in the source; only size where the script has no case: fewer than the source and
    /// fewer than two is a warning, not an error; German keeps both.
    func testFewerCuesThanTheSourceIsAWarning() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: title
            key: title
            size: 18
            textTransform: uppercase
            width: 300
            maxLines: 0
          - id: subtitle
            key: subtitle
            size: 15
            width: 300
            maxLines: 0
        hierarchy:
          - [title, subtitle]
        """
        let findings = lint(layout, ["title": ["en": "Your goal", "de": "Dein Ziel", "zh-Hans": "你的目标"],
                                     "subtitle": ["en": "Pick minutes", "de": "Wähle Minuten", "zh-Hans": "选择分钟"]],
                            rule: HierarchyLostRule())
        XCTAssertEqual(findings.map { $0.locale ?? "" }, ["zh-Hans"])
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.measurements?["cues"], 1)
        XCTAssertEqual(findings.first?.measurements?["sourceCues"], 2)
    }

    /// Italic is a cue only where the face is a true italic: Noto Sans has one, Noto Sans Thai does not.
    func testItalicNeedsATrueItalic() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: quote
            key: quote
            textStyle: body
            italic: true
            width: 300
            maxLines: 0
          - id: author
            key: author
            textStyle: body
            width: 300
            maxLines: 0
        hierarchy:
          - [quote, author]
        """
        let findings = lint(layout, ["quote": ["en": "Practice makes perfect", "th": "ฝึกบ่อยๆ แล้วจะเก่ง"],
                                     "author": ["en": "Proverb", "th": "สุภาษิต"]], rule: HierarchyLostRule())
        XCTAssertEqual(findings.map { $0.locale ?? "" }, ["th"])
        XCTAssertTrue(findings.first?.message.contains("no true italic") ?? false, findings.first?.message ?? "")
    }

    func testCaseStyleComesFromLocaleAwareCasing() {
        XCTAssertEqual(TextFacts.caseStyle(of: "DEIN TAGESZIEL", locale: "de"), .allCaps)
        XCTAssertEqual(TextFacts.caseStyle(of: "Dein Tagesziel", locale: "de"), .mixed)
        for (text, locale) in [("你的每日目标", "zh-Hans"), ("เป้าหมายรายวันของคุณ", "th"), ("هدفك اليومي", "ar"), ("आपका दैनिक लक्ष्य", "hi"), ("12:45", "en")] {
            XCTAssertEqual(TextFacts.caseStyle(of: text, locale: locale), .uncased, text)
        }
    }

    // MARK: RTL

    func testDemoRTLFindingsOnlyInRightToLeftLocales() {
        let findings = Self.demo.findings.filter { $0.rule == "rtl-mirroring" }
        XCTAssertFalse(findings.isEmpty)
        for finding in findings {
            XCTAssertTrue(LocaleInfo.of(finding.locale ?? "en").isRightToLeft, "\(finding.locale ?? "nil"): \(finding.message)")
        }
        XCTAssertEqual(findings.filter { $0.screen == "Onboarding" }.map(\.message), [], "Onboarding uses only natural/leading/trailing")
        XCTAssertFalse(findings.contains { $0.element == "nextLessonChevron" }, "a mirroring chevron is fine")
        for element in ["backChevron", "transport", "notificationsRow", "plusRow"] {
            XCTAssertTrue(findings.contains { $0.element == element }, element)
        }
    }

    func testFirstStrongDirection() {
        XCTAssertEqual(TextFacts.firstStrongDirection("Kalimo Plus: دروس بلا حدود"), .ltr)
        XCTAssertEqual(TextFacts.firstStrongDirection("المتبقي: 12:45"), .rtl)
        XCTAssertEqual(TextFacts.firstStrongDirection("\u{200F}Kalimo Plus: دروس"), .rtl)
        XCTAssertNil(TextFacts.firstStrongDirection("12:45 — 3"))
    }

    /// An argument first decides the paragraph's direction when the app runs (a Latin user name turns it
    /// left to right, a number or a localized field name does not): not reported, counted in the coverage.
    /// A Latin word first, with Arabic after it, is reported; an Arabic value with no Arabic letter is
    /// `untranslated`'s or `wrong-script`'s, not a direction problem.
    func testArgumentFirstValueInRTLLocaleIsCoverageNotFinding() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: signed
            key: signed
            size: 14
            width: 300
            maxLines: 0
          - id: required
            key: required
            size: 14
            width: 300
            maxLines: 0
          - id: count
            key: count
            size: 14
            width: 300
            maxLines: 0
          - id: airplay
            key: airplay
            size: 14
            width: 300
            maxLines: 0
          - id: brand
            key: brand
            size: 14
            width: 300
            maxLines: 0
        """
        let strings = ["signed": ["en": "Signed in as %@", "ar": "%@ مسجّل الدخول"],
                       "required": ["en": "%@ is required", "ar": "%@ مَطلوب"],
                       "count": ["en": "%lld words", "ar": "%lld كلمة"],
                       "airplay": ["en": "AirPlay or Bluetooth", "ar": "AirPlay أو بلوتوث."],
                       "brand": ["en": "Open Food Facts app", "ar": "Open Food Facts"]]
        XCTAssertEqual(lint(layout, strings, rule: RTLMirroringRule()).map { $0.element ?? "" }, ["airplay"])
        var entries: [(String, String, String?, String, String?)] = []
        for key in strings.keys.sorted() {
            for locale in strings[key]!.keys.sorted() { entries.append((key, locale, nil, strings[key]![locale]!, locale == "en" ? nil : "translated")) }
        }
        let catalog = CatalogFile(path: "Test.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries.enumerated().map { index, value in
            Entry(key: value.0, table: "Localizable", locale: value.1, variant: value.2, value: value.3, state: value.4,
                  location: SourceLocation(file: "Test.xcstrings", line: index + 2, column: 1))
        })
        let (screen, _) = LayoutReader.read(text: layout, file: "Test.yaml")
        let report = Linter(typesetter: Self.typesetter, options: LintOptions(sourceLocale: "en", workers: 1), rules: [RTLMirroringRule()])
            .lint(LintInput(catalogs: [catalog], screens: screen.map { [$0] } ?? []))
        XCTAssertEqual(report.summary.coverage?.skippedInLocales[RTLMirroringRule.argumentFirstReason], 2, "signed and required, once each")
    }

    // MARK: placeholders

    func testPluralVariantsMayOmitTheirNumber() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: words
            key: words
            size: 14
            width: 300
            maxLines: 0
        """
        let values: [(String, String?, String)] = [
            ("en", "plural.one", "%lld new word"), ("en", "plural.other", "%lld new words"),
            ("ar", "plural.zero", "لا توجد كلمات جديدة"), ("ar", "plural.one", "كلمة جديدة واحدة"),
            ("ar", "plural.other", "%lld كلمة جديدة"),
            ("de", "plural.one", "%@ neues Wort"), ("de", "plural.other", "%lld neue Wörter"),
        ]
        let findings = lint(layout, entries: values.map { ("words", $0.0, $0.1, $0.2, nil) }, rule: PlaceholderMismatchRule())
        XCTAssertEqual(findings.map { "\($0.locale ?? "") \($0.variant ?? "")" }, ["de plural.one"])
        XCTAssertEqual(findings.first?.severity, .error)
    }

    // MARK: untranslated states

    func testNeedsReviewAndNewStates() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: footer
            key: footer
            size: 14
            width: 300
            maxLines: 0
        """
        let findings = lint(layout, entries: [("footer", "en", nil, "Downloads use Wi-Fi", nil),
                                              ("footer", "de", nil, "Downloads über WLAN", "needs_review"),
                                              ("footer", "th", nil, "ดาวน์โหลดผ่าน Wi-Fi", "new"),
                                              ("footer", "ar", nil, "التنزيل عبر Wi-Fi", "translated")],
                            rule: UntranslatedRule())
        XCTAssertEqual(Set(findings.flatMap(\.locales)), ["de", "th"])
        XCTAssertTrue(findings.contains { $0.message.contains("needs_review") })
    }

    // MARK: small text

    func testSmallTextMinimumsFromTheConfig() {
        let layout = """
        screen: Example
        platform: ios
        elements:
          - id: caption
            key: caption
            size: 10
            width: 64
            maxLines: 1
        """
        let strings = ["caption": ["en": "Speed", "zh-Hans": "倍速", "th": "ความเร็ว"]]
        let defaults = Set(lint(layout, strings, rule: SmallTextRule()).map { $0.locale ?? "" })
        XCTAssertTrue(defaults.contains("zh-Hans"))
        XCTAssertFalse(defaults.contains("en"))
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.ruleOptions = ["small-text": ["minimumSize": .map(["Hani": .number(9), "Thai": .number(12)])]]
        XCTAssertEqual(Set(lint(layout, strings, rule: SmallTextRule(), options: options).map { $0.locale ?? "" }), ["th"])
        options.ruleOptions = ["small-text": ["minimumSize": .number(10.5)]]
        XCTAssertEqual(Set(lint(layout, strings, rule: SmallTextRule(), options: options).map { $0.locale ?? "" }), ["en", "th", "zh-Hans"])
    }

    // MARK: the demo as a whole

    func testDemoShowsEveryMeaningRuleWithAnActionableMessage() {
        let meaning = ["rtl-mirroring", "hierarchy-lost", "missing-glyph", "placeholder-mismatch", "untranslated",
                       "small-text", "contrast", "expansion-headroom"]
        for id in meaning {
            let findings = Self.demo.findings.filter { $0.rule == id }
            XCTAssertFalse(findings.isEmpty, "\(id) does not fire in the demo")
            for finding in findings {
                XCTAssertFalse(finding.message.isEmpty)
                XCTAssertFalse((finding.suggestion ?? "").isEmpty, "\(id): no suggestion for \(finding.message)")
            }
        }
        let placeholder = Self.demo.findings.filter { $0.rule == "placeholder-mismatch" }
        XCTAssertEqual(placeholder.map { "\($0.key ?? "") \($0.locale ?? "")" }, ["settings.storage.used zh-Hans"],
                       "the Hindi reordering and the Arabic plurals without a number are fine")
        XCTAssertTrue(Self.demo.findings.contains { $0.rule == "untranslated" && $0.locale == "th" && $0.key == "player.transcript" })
        XCTAssertTrue(Self.demo.findings.contains { $0.rule == "untranslated" && $0.locale == "de" && $0.key == "settings.download.footer" })
        XCTAssertTrue(Self.demo.findings.filter { $0.rule == "expansion-headroom" }.allSatisfy { $0.locale == "en" })
    }

    // MARK: helpers

    func lint(_ layout: String, _ strings: [String: [String: String]], rule: any Rule, options: LintOptions? = nil,
              typesetter: Typesetter = MeaningRulesTests.typesetter) -> [Finding] {
        var entries: [(String, String, String?, String, String?)] = []
        for key in strings.keys.sorted() {
            for locale in strings[key]!.keys.sorted() { entries.append((key, locale, nil, strings[key]![locale]!, locale == "en" ? nil : "translated")) }
        }
        return lint(layout, entries: entries, rule: rule, options: options, typesetter: typesetter)
    }

    /// (key, locale, variant, value, state) values in one catalog whose source language is en.
    func lint(_ layout: String, entries values: [(String, String, String?, String, String?)], rule: any Rule,
              options: LintOptions? = nil, typesetter: Typesetter = MeaningRulesTests.typesetter) -> [Finding] {
        let (screen, problems) = LayoutReader.read(text: layout, file: "Test.yaml")
        XCTAssertEqual(problems.map(\.message), [])
        let entries = values.enumerated().map { index, value in
            Entry(key: value.0, table: "Localizable", locale: value.1, variant: value.2, value: value.3, state: value.4,
                  location: SourceLocation(file: "Test.xcstrings", line: index + 2, column: 1))
        }
        let catalog = CatalogFile(path: "Test.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries)
        let input = LintInput(catalogs: [catalog], screens: screen.map { [$0] } ?? [])
        let linter = Linter(typesetter: typesetter, options: options ?? LintOptions(sourceLocale: "en", workers: 1), rules: [rule])
        // Each locale's own finding (one element's locales are one finding: `localeParts` takes them apart).
        return linter.lint(input).findings.flatMap(\.localeParts).filter { $0.rule == rule.description.id }
    }
}
