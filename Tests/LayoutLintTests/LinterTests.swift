import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The lint pipeline end to end, on the demo app and on small fixtures. Numbers in findings are checked
/// against the Typesetter's own layouts (whose advances and ink are tested against hb-shape in
/// TypesetterTests), recomputing the platform placement arithmetic independently here.
final class LinterTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/lint")
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    /// Lints files under a folder with paths relative to it (as `layoutlint check` run there prints them).
    func lint(_ folder: URL, paths: [String], options: LintOptions = LintOptions()) throws -> LintReport {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: paths, config: ProjectConfig(), configPath: nil)
        return Linter(typesetter: Self.typesetter, options: options).lint(project.read())
    }

    func demo(_ options: LintOptions = LintOptions()) throws -> LintReport {
        try lint(Self.root, paths: ["layouts", "strings"], options: options)
    }

    func finding(_ report: LintReport, _ rule: String, _ element: String, _ locale: String) -> Finding? {
        // Each locale's own finding (one element's locales are one finding: `localeParts` takes them apart).
        report.findings.flatMap(\.localeParts).first { $0.rule == rule && $0.element == element && $0.locales.contains(locale) }
    }

    // MARK: the demo (done-when 1)

    func testDemoTruncatesGermanAndThaiWithTheirNumbers() throws {
        let report = try demo()
        let skip = try XCTUnwrap(finding(report, "truncation", "skipButton", "de"))
        XCTAssertEqual(skip.sizeCategory, "L")
        XCTAssertEqual(skip.severity, .error)
        let expected = try Self.typesetter.layout("Überspringen", locale: "de", size: 17).naturalWidth
        XCTAssertEqual(try XCTUnwrap(skip.measurements?["neededWidth"]), expected, accuracy: 0.005)
        XCTAssertEqual(skip.measurements?["availableWidth"], 64)
        XCTAssertTrue(skip.message.contains("needs 110.55pt, has 64pt at L"), skip.message)
        XCTAssertEqual(skip.location.file, "strings/Localizable.xcstrings")
        XCTAssertEqual(skip.layoutLocation?.file, "layouts/onboarding.yaml")
        XCTAssertNotNil(skip.suggestion)
        XCTAssertTrue(try XCTUnwrap(skip.visibleText).hasSuffix("…"))

        let help = try XCTUnwrap(finding(report, "truncation", "helpRow", "th"))
        XCTAssertEqual(help.sizeCategory, "L")
        XCTAssertEqual(help.visibleText, "ความช่วยเหลือและ…")
        XCTAssertTrue(help.message.contains("dp"), "Android lengths are dp: \(help.message)")
        XCTAssertNotNil(finding(report, "truncation", "notificationsRow", "de"))
    }

    func testDemoClipsThaiMarksAboveAndArabicMarksBelow() throws {
        let report = try demo()
        // iOS centers the block in the fixed height: offset = (H − block) / 2.
        let thai = try XCTUnwrap(finding(report, "vertical-clipping", "setGoalButton", "th"))
        XCTAssertEqual(thai.severity, .error)
        let layout = try Self.typesetter.layout("ตั้งเป้าหมาย", locale: "th", font: FontSelection(weight: 600), size: 17,
                                                constraints: LayoutConstraints(width: 200, maxLines: 1, height: 22))
        let offset = (22 - layout.height) / 2
        let above = -(offset + (layout.lines[0].inkTop ?? 0))
        XCTAssertGreaterThan(above, 0.5)
        XCTAssertEqual(try XCTUnwrap(thai.measurements?["inkAboveTop"]), above, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(thai.measurements?["offset"]), offset, accuracy: 0.005)
        XCTAssertNil(thai.sizeCategory, "a fixed size does not scale")

        let arabic = try XCTUnwrap(finding(report, "vertical-clipping", "lessonTitle", "ar"))
        XCTAssertGreaterThan(try XCTUnwrap(arabic.measurements?["inkBelowBottom"]), 0.5)
        // Android tops the block: the ink bottom is measured from the box top.
        let reminder = try XCTUnwrap(finding(report, "vertical-clipping", "reminderRow", "ar"))
        let arLayout = try Self.typesetter.layout("التَّذْكِيرُ الْيَوْمِيُّ", locale: "ar", size: 16,
                                                  constraints: LayoutConstraints(width: 200, maxLines: 1, height: 22))
        XCTAssertEqual(try XCTUnwrap(reminder.measurements?["inkBelowBottom"]), try XCTUnwrap(arLayout.lines[0].inkBottom) - 22, accuracy: 0.005)
        XCTAssertEqual(reminder.sizeCategory, "L")
        XCTAssertNotNil(finding(report, "vertical-clipping", "lessonTitle", "hi"))
        XCTAssertNil(finding(report, "vertical-clipping", "setGoalButton", "en"), "Latin ink fits the 22pt box")
    }

    func testDemoRobustLabelsProduceNothing() throws {
        let report = try demo()
        let input = Project(config: ProjectConfig(), configPath: nil, catalogFiles: [],
                            layoutFiles: ["layouts/onboarding.yaml", "layouts/player.yaml", "layouts/settings.yaml"].map { Self.root.appendingPathComponent($0).path }).read()
        let robust = input.screens.flatMap(\.elements).filter { $0.kind.hasText && $0.maxLines == 0 && $0.height == nil && $0.lineHeight == nil }
        XCTAssertGreaterThanOrEqual(robust.count, 10)
        for element in robust {
            let fitting = report.findings.filter { $0.element == element.id && ($0.rule == "truncation" || $0.rule == "vertical-clipping") }
            XCTAssertEqual(fitting.map(\.message), [], "\(element.id) is meant to be robust")
        }
    }

    // MARK: size categories (done-when 2)

    func testFirstFailingSizeCategory() throws {
        let report = try demo(LintOptions(sizeCategories: ["L", "xxxL", "AX1", "AX2", "AX3"]))
        XCTAssertEqual(finding(report, "truncation", "continueButton", "en")?.sizeCategory, "AX3")
        XCTAssertEqual(finding(report, "truncation", "continueButton", "th")?.sizeCategory, "AX2")
        XCTAssertNil(finding(report, "truncation", "continueButton", "de"))
        XCTAssertNil(finding(try demo(), "truncation", "continueButton", "en"), "fits at L and xxxL")
    }

    func testUnlimitedLinesWithoutFixedHeightNeverTruncate() throws {
        let example = RuleExample("long text", layout: """
            screen: S
            platform: ios
            elements:
              - id: body
                key: body
                textStyle: body
                width: 40
                maxLines: 0
            """, strings: ["body": ["en": "Donaudampfschifffahrtsgesellschaftskapitän and a long tail of words", "th": "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำและยาวมาก"]],
            sizeCategories: DynamicType.sizeCategories)
        let report = Linter(typesetter: Self.typesetter, options: example.options).lint(example.input())
        XCTAssertEqual(report.findings.filter { $0.rule == "truncation" }, [])
        XCTAssertEqual(report.summary.measurements, 2 * 12 - 2 * 0, "every size category measured (no two body sizes are equal)")
    }

    // MARK: variants (done-when 3)

    func testPluralAndDeviceVariantsAreMeasuredAndReportedWithTheirVariant() throws {
        let report = try lint(Self.fixtures.appendingPathComponent("variants"), paths: ["."], options: LintOptions(sizeCategories: ["L"]))
        let arabic = report.findings.flatMap(\.localeParts).filter { $0.rule == "truncation" && $0.element == "words" && $0.locale == "ar" }
        XCTAssertEqual(Set(arabic.compactMap(\.variant)), ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"])
        // Each category is laid out with a number of its own category, written the way Arabic writes it.
        let few = try XCTUnwrap(arabic.first { $0.variant == "plural.few" })
        XCTAssertTrue(try XCTUnwrap(few.text).hasPrefix(LabelText.format(10, locale: "ar", fractionDigits: 0)), "\(few.text ?? "")")
        let many = try XCTUnwrap(arabic.first { $0.variant == "plural.many" })
        XCTAssertTrue(try XCTUnwrap(many.text).hasPrefix(LabelText.format(99, locale: "ar", fractionDigits: 0)))
        let device = report.findings.flatMap(\.localeParts).filter { $0.element == "subtitle" && $0.rule == "truncation" }
        // ar has no subtitle and de no word count: they show the English values, which are measured in
        // their locale (and reported as untranslated).
        XCTAssertEqual(Set(device.map { "\($0.locale ?? "") \($0.variant ?? "")" }),
                       ["de device.iphone", "de device.ipad", "en device.iphone", "en device.ipad", "ar device.iphone", "ar device.ipad"])
        XCTAssertEqual(report.summary.labelsChecked, 6 + 2 + 2 + 2 + 2 + 2, "words: ar 6, en 2, de 2 (English); subtitle: 2 each")
        // One finding per locale × table, listing the keys it lacks.
        XCTAssertEqual(Set(report.findings.filter { $0.rule == "untranslated" }.map { "\($0.locale ?? "") \($0.keys ?? [])" }),
                       ["ar [\"notifications.subtitle\"]", "de [\"lesson.words\"]"])
    }

    func testPluralSamplesSelectTheirCategory() {
        for locale in ["ar", "en", "hi", "th", "zh-Hans", "de", "ru"] {
            let rules = PluralRules.of(locale)
            for category in rules.categories {
                XCTAssertEqual(rules.category(for: LabelText.number(for: category, locale: locale)), category, "\(locale) \(category)")
            }
        }
    }

    // MARK: bad declarations (done-when 4)

    func testBadDeclarationsAreReportedAndTheRestIsLinted() throws {
        let report = try lint(Self.fixtures.appendingPathComponent("bad"), paths: ["layouts", "strings"])
        let invalid = report.findings.filter { $0.rule == RuleID.invalidInput }
        func at(_ file: String, _ line: Int, _ fragment: String) {
            XCTAssertTrue(invalid.contains { $0.location.file == file && $0.location.line == line && $0.message.contains(fragment) },
                          "expected an invalid-input finding at \(file):\(line) mentioning '\(fragment)': \(invalid.map(\.clangStyle))")
        }
        at("layouts/broken.yaml", 8, "unknown key 'colour'")
        at("layouts/broken.yaml", 11, "unknown text style 'huge'")
        at("layouts/broken.yaml", 15, "width must be greater than 0")
        at("layouts/broken.yaml", 16, "used twice")
        at("layouts/malformed.yaml", 5, "malformed YAML")
        XCTAssertTrue(invalid.allSatisfy { $0.location.column > 0 })
        // The good layout, and the element with only an unknown key, are still linted.
        XCTAssertNotNil(report.findings.first { $0.rule == "truncation" && $0.screen == "Good" && $0.locale == "de" })
        XCTAssertNotNil(report.findings.first { $0.rule == "truncation" && $0.screen == "Broken" && $0.element == "title" && $0.locale == "de" })
    }

    // MARK: determinism (done-when 5)

    func testSameInputsGiveByteIdenticalJSONWithOneOrTwoWorkers() throws {
        let one = try JSONReporter().render(try demo(LintOptions(workers: 1)))
        let two = try JSONReporter().render(try demo(LintOptions(workers: 2)))
        let again = try JSONReporter().render(try demo(LintOptions(workers: 2)))
        XCTAssertEqual(one, two)
        XCTAssertEqual(two, again)
        XCTAssertTrue(one.contains("\"sizeCategory\": null"), "sizeCategory is null where it does not apply")
    }

    func testJSONDecodesBackToTheSameReportAndMatchesFoundationsEncoder() throws {
        var report = try demo()
        report.findings.append(Finding(rule: "truncation", severity: .note, message: "quote \" backslash \\ tab \t bell \u{7} ⏎ \n",
                                       location: SourceLocation(file: "a/b.strings", line: 1, column: 2), measurements: ["x": -0.004, "y": 1e20, "z": 2.5]))
        let rendered = try JSONReporter().render(report)
        // `checks` (the labels laid out, for JUnit) is not part of the JSON format.
        XCTAssertNotNil(report.checks)
        report.checks = nil
        XCTAssertEqual(try JSONReporter.decode(Data(rendered.utf8)), report)
        // The same document as Foundation's JSONEncoder with sorted keys writes (compared as parsed JSON).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let foundation = try JSONSerialization.jsonObject(with: encoder.encode(report)) as? NSDictionary
        let ours = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? NSDictionary
        XCTAssertEqual(ours, foundation)
    }

    // MARK: missing keys and translations

    func testMissingKeyListsClosestKeysAndMissingTranslationSaysItFallsBack() throws {
        let example = RuleExample("typo", layout: """
            screen: S
            platform: ios
            elements:
              - id: title
                key: onboarding.titel
                size: 17
                width: 200
            """, strings: ["onboarding.title": ["en": "Welcome"], "onboarding.subtitle": ["en": "Hi", "hi": "नमस्ते"]])
        let report = Linter(typesetter: Self.typesetter, options: example.options).lint(example.input())
        let missing = try XCTUnwrap(report.findings.first { $0.rule == "missing-key" })
        XCTAssertTrue(missing.message.contains("“onboarding.title”"), missing.message)
        XCTAssertEqual(missing.location.file, "Example.yaml")
        XCTAssertEqual(missing.location.line, 5)

        let fallback = RuleExample("fallback", layout: """
            screen: S
            platform: ios
            elements:
              - id: title
                key: onboarding.title
                size: 17
                width: 200
            """, strings: ["onboarding.title": ["en": "Welcome"], "onboarding.subtitle": ["en": "Hi", "hi": "नमस्ते"]])
        let second = Linter(typesetter: Self.typesetter, options: fallback.options).lint(fallback.input())
        let untranslated = try XCTUnwrap(second.findings.first { $0.rule == "untranslated" })
        XCTAssertEqual(untranslated.locale, "hi")
        XCTAssertTrue(untranslated.message.contains("see the source text of “Welcome”"), untranslated.message)
    }

    // MARK: autoShrink

    func testAutoShrinkMeasuresTheShrunkSize() throws {
        let example = RuleExample("shrink", layout: """
            screen: S
            platform: ios
            elements:
              - id: title
                key: title
                size: 20
                width: 100
                maxLines: 1
                autoShrink: { minimumScaleFactor: 0.5 }
            """, strings: ["title": ["en": "Settings", "de": "Einstellungen"]])
        let input = example.input()
        let jobs = JobStage(typesetter: Self.typesetter).makeJobs(input.screens, index: CatalogIndex(input.catalogs),
                                   context: LintContext(sourceLocale: "en", locales: ["de"], sizeCategories: [], catalogs: CatalogIndex(input.catalogs)))
        let label = MeasureStage(typesetter: Self.typesetter, options: example.options).measure(try XCTUnwrap(jobs.first))
        let sized = try XCTUnwrap(label.sizes.first)
        let natural = try Self.typesetter.layout("Einstellungen", locale: "de", size: 20).naturalWidth
        XCTAssertGreaterThan(natural, 100)
        XCTAssertEqual(sized.effectiveSize, 20 * 100 / natural, accuracy: 1e-6)
        XCTAssertFalse(sized.layout.truncated)
        XCTAssertFalse(sized.shrinkLimitReached)
    }

    /// Android auto-size text takes only its sizes: `minimumSize` + k × `step`, or the listed `sizes`; the
    /// largest that fits, else the smallest. Bounds in sp convert through the font scale's curve on their own
    /// (AndroidTextModel.dp), as Android converts them at inflation.
    func testAndroidAutoSizeTakesOnlyItsSizes() throws {
        func effective(_ shrink: String, text: String, categories: [String] = ["L"]) throws -> (size: Double, label: MeasuredLabel) {
            let example = RuleExample("auto-size", layout: """
                screen: S
                platform: android
                elements:
                  - id: title
                    key: title
                    size: 20
                    width: 100
                    maxLines: 1
                    autoShrink: \(shrink)
                """, strings: ["title": ["en": "Settings", "de": text]])
            let input = example.input()
            let jobs = JobStage(typesetter: Self.typesetter).makeJobs(input.screens, index: CatalogIndex(input.catalogs),
                                       context: LintContext(sourceLocale: "en", locales: ["de"], sizeCategories: categories, catalogs: CatalogIndex(input.catalogs)))
            let label = MeasureStage(typesetter: Self.typesetter, options: example.options).measure(try XCTUnwrap(jobs.first))
            return (try XCTUnwrap(label.sizes.first).effectiveSize, label)
        }
        // The continuous fit (no steps): the size at which the one line is exactly 100 wide.
        let (continuous, plain) = try effective("{ minimumSize: 8 }", text: "Einstellungen")
        let natural = try Self.typesetter.shape("Einstellungen", locale: "de", font: plain.font).layout(size: 20, constraints: LayoutConstraints()).naturalWidth
        XCTAssertGreaterThan(natural, 100)
        XCTAssertEqual(continuous, 20 * 100 / natural, accuracy: 1e-6)
        XCTAssertEqual(try effective("{ minimumSize: 8, step: 4 }", text: "Einstellungen").size,
                       8 + ((continuous - 8) / 4).rounded(.down) * 4, accuracy: 1e-9)
        XCTAssertEqual(try effective("{ sizes: [9, 12, 15] }", text: "Einstellungen").size,
                       [9.0, 12, 15].last { $0 <= continuous }!, accuracy: 1e-9)
        // Nothing fits: the smallest size, and the text still truncates.
        let (smallest, long) = try effective("{ minimumSize: 12, step: 2 }", text: String(repeating: "Einstellungen ", count: 4))
        XCTAssertEqual(smallest, 12, accuracy: 1e-9)
        XCTAssertTrue(try XCTUnwrap(long.sizes.first).shrinkLimitReached)
        // At font scale 2.0 (AX5), 12sp is what Android's curve makes of it, not 24 × the text's own ratio.
        let (scaled, _) = try effective("{ minimumSize: 12 }", text: String(repeating: "Einstellungen ", count: 4), categories: ["AX5"])
        XCTAssertEqual(scaled, AndroidTextModel.dp(sp: 12, fontScale: 2.0), accuracy: 1e-9)
    }
}
