import Synchronization
import XCTest
@testable import LayoutLint
import Typesetter

/// Each stage of `Linter.lint` run on plain values built here, without the stages before it; and the rule
/// declarations the stages read (`RuleTraits`, `CoverageSkip`, `CatalogCheck`) driving them with rules
/// that exist only in this test, so no stage can know them by name.
final class PipelineStageTests: XCTestCase {
    static let typesetter = LinterTests.typesetter

    static func entry(_ key: String, _ locale: String, _ value: String, table: String = "Localizable", file: String) -> Entry {
        Entry(key: key, table: table, locale: locale, value: value, location: SourceLocation(file: file, line: 1, column: 1))
    }

    static func catalog(_ path: String, _ locale: String, _ values: [(String, String)], format: CatalogFormat = .strings) -> CatalogFile {
        CatalogFile(path: path, format: format, entries: values.map { entry($0.0, locale, $0.1, file: path) })
    }

    /// Scope: a debug source set and a translation tool's copy are left out, `Base` stands for the source, and
    /// the locales come from what is kept, without building an index.
    func testScopeKeepsWhatTheBuildShips() {
        let catalogs = [
            Self.catalog("app/src/main/res/values/strings.xml", LocaleTag.base, [("a", "Save")], format: .android),
            Self.catalog("app/src/main/res/values-de/strings.xml", "de", [("a", "Sichern")], format: .android),
            Self.catalog("app/src/debug/res/values-fr/strings.xml", "fr", [("a", "Enregistrer")], format: .android),
        ]
        let scope = ScopeStage(options: LintOptions()).run(catalogs)
        XCTAssertEqual(scope.sourceLocale, "en")
        XCTAssertEqual(scope.locales, ["de", "en"])
        XCTAssertEqual(scope.catalogs.map(\.path), catalogs.prefix(2).map(\.path))
        XCTAssertEqual(scope.coverage.catalogsNotShipped, ["app/src/debug/res/values-fr/strings.xml"])
        XCTAssertEqual(scope.coverage.localesDropped["fr"], "only in catalog files the build does not ship (a translation tool's input copies, debug or test source sets)")
        // The same locales as the index they make.
        var index = CatalogIndex(scope.catalogs)
        index.adoptBase(as: scope.sourceLocale)
        XCTAssertEqual(ScopeStage.locales(of: scope.catalogs, sourceLocale: scope.sourceLocale), index.locales)
    }

    /// A file's locales, taken where a run of one locale's entries changes, are every locale it has, in
    /// whatever order its entries come (an XLIFF or String Catalog holds several, interleaved).
    func testCatalogFileLocalesAreEveryEntrysLocale() {
        let orders = [["de", "de", "fr", "de", "ja", "ja", "fr"], ["en"], [], ["fr", "de", "fr", "de"]]
        for locales in orders {
            let file = CatalogFile(path: "L.xliff", format: .xliff,
                                   entries: locales.enumerated().map { Self.entry("k\($0.offset)", $0.element, "v", file: "L.xliff") })
            XCTAssertEqual(file.localeSet, Set(locales), "\(locales)")
            XCTAssertEqual(file.locales, Set(locales).sorted())
        }
    }

    /// Values the CLI leaves for the process's exit to free are held only once it asks: a library user's
    /// process (and this test's) frees them as usual.
    func testValuesAreLeftToExitOnlyWhenTheCommandAsks() {
        let before = LeftToExit.count
        LeftToExit.keep([1, 2, 3])
        XCTAssertEqual(LeftToExit.count, before)
    }

    /// Index → screens → jobs: a declared label lays out its key in every locale; the key no label lays out
    /// becomes a catalog screen's element, checked by the rules that need no box.
    func testJobsCoverDeclaredLabelsAndTheKeysNoLabelLaysOut() throws {
        let scope = CatalogScope(catalogs: [
            Self.catalog("en.lproj/Localizable.strings", "en", [("title", "Settings"), ("unused", "Later")]),
            Self.catalog("de.lproj/Localizable.strings", "de", [("title", "Einstellungen"), ("unused", "Später")]),
        ], sourceLocale: "en", locales: ["de", "en"], coverage: Coverage())
        let options = LintOptions()
        let catalogs = IndexStage(typesetter: Self.typesetter, options: options).run(scope)
        var element = LayoutElement(id: "title", location: SourceLocation(file: "s.yaml", line: 3, column: 1))
        element.key = "title"
        element.width = 120
        element.textStyle = "body"
        let screen = LayoutScreen(name: "S", platform: .ios, file: "s.yaml", location: element.location, elements: [element])
        let screens = ScreenStage(typesetter: Self.typesetter, options: options).run([screen], catalogs: catalogs)
        XCTAssertEqual(screens.screens.map(\.name), ["S"])
        let jobs = JobStage(typesetter: Self.typesetter).run(screens, catalogs: catalogs, scope: scope)
        XCTAssertEqual(jobs.screens.map(\.name), ["S", "catalog Localizable"])
        XCTAssertEqual(Set(jobs.jobs.filter { $0.screenIndex == 0 }.map(\.locale)), ["de", "en"])
        // The catalog screen holds only its keys; its elements and jobs are made where they are checked.
        XCTAssertEqual(jobs.catalogKeys.map(\.keys), [["unused"]])
        XCTAssertTrue(jobs.screens[1].elements.isEmpty)
        XCTAssertTrue(jobs.jobs.allSatisfy { $0.screenIndex == 0 })
        var whole = jobs
        whole.makeCatalogJobs(JobStage(typesetter: Self.typesetter), index: catalogs.index, context: catalogs.context)
        XCTAssertEqual(whole.screens[1].elements.map(\.id), ["unused"])
        XCTAssertEqual(whole.jobs.filter { $0.screenIndex == 1 }.map(\.entry.key), ["unused", "unused"])
        XCTAssertEqual(jobs.coverage.keys, 2)
        XCTAssertEqual(jobs.coverage.keysLaidOut, 1)
        XCTAssertEqual(jobs.coverage.keysCatalogOnly, 1)
        // Measure: the German title laid out at the default sizes, in its 120pt box.
        let german = try XCTUnwrap(jobs.jobs.first { $0.screenIndex == 0 && $0.locale == "de" })
        let label = MeasureStage(typesetter: Self.typesetter, options: options).measure(german)
        XCTAssertNil(label.failure)
        XCTAssertEqual(label.sizes.map(\.sizeCategory), ["L", "xxxL"])
        XCTAssertTrue(label.sizes.allSatisfy { $0.constraints.width == 120 })
    }

    /// Jobs made screen by screen on several workers are the jobs made in one pass, in the same order.
    func testJobsMadeOnSeveralWorkersAreTheJobsMadeInOrder() throws {
        let scope = CatalogScope(catalogs: [
            Self.catalog("en.lproj/Localizable.strings", "en", [("a", "Settings"), ("b", "Later"), ("c", "Done")]),
            Self.catalog("de.lproj/Localizable.strings", "de", [("a", "Einstellungen"), ("b", "Später")]),
            Self.catalog("fr.lproj/Localizable.strings", "fr", [("a", "Réglages"), ("c", "OK")]),
        ], sourceLocale: "en", locales: ["de", "en", "fr"], coverage: Coverage())
        let options = LintOptions()
        let catalogs = IndexStage(typesetter: Self.typesetter, options: options).run(scope)
        let screens = ["a", "b", "c", "a"].enumerated().map { position, key in
            var element = LayoutElement(id: "label\(position)", location: SourceLocation(file: "s\(position).yaml", line: 3, column: 1))
            element.key = key
            element.width = 120
            element.textStyle = "body"
            return LayoutScreen(name: "S\(position)", platform: .ios, file: "s\(position).yaml", location: element.location, elements: [element])
        }
        func signature(_ jobs: [JobStage.Job]) -> [String] {
            jobs.map { "\($0.screenIndex) \($0.element.id) \($0.locale) \($0.entry.value) \($0.isFallback) \($0.sizes.count)" }
        }
        let inOrder = JobStage(typesetter: Self.typesetter).makeJobs(screens, index: catalogs.index, context: catalogs.context)
        let parallel = JobStage(typesetter: Self.typesetter, workers: 3).makeJobs(screens, index: catalogs.index, context: catalogs.context)
        XCTAssertEqual(inOrder.count, 12)
        XCTAssertEqual(signature(parallel), signature(inOrder))
        XCTAssertEqual(inOrder.filter { $0.isFallback }.map(\.locale), ["fr", "de"], "b in French and c in German fall back")
    }

    /// The run's memo of shaped texts gives what the typesetter gives, once per text × locale × font, and
    /// a text the typesetter refuses is refused again.
    func testShapedTextsMemoGivesTheTypesettersResult() throws {
        let shapes = ShapedTexts(typesetter: Self.typesetter, capacity: 2)
        let font = FontSelection()
        for text in ["Einstellungen", "Später", "Einstellungen", "Réglages", "Einstellungen"] {
            let memo = try shapes.shape(text, locale: "de", font: font).layout(size: 17, constraints: LayoutConstraints(width: 60))
            let direct = try Self.typesetter.shape(text, locale: "de", font: font).layout(size: 17, constraints: LayoutConstraints(width: 60))
            XCTAssertEqual(memo.lines.map(\.width), direct.lines.map(\.width), text)
            XCTAssertEqual(memo.naturalWidth, direct.naturalWidth, text)
        }
        // Canonically equivalent texts are equal Strings, but not the same text to shape.
        let composed = try shapes.shape("caf\u{E9}", locale: "fr", font: font)
        let decomposed = try shapes.shape("cafe\u{301}", locale: "fr", font: font)
        XCTAssertEqual(composed.text.unicodeScalars.count, 4)
        XCTAssertEqual(decomposed.text.unicodeScalars.count, 5)
        let tooLong = String(repeating: "a", count: Typesetter.maximumLength + 1)
        XCTAssertThrowsError(try shapes.shape(tooLong, locale: "de", font: font))
        XCTAssertThrowsError(try shapes.shape(tooLong, locale: "de", font: font))
    }

    /// The memo is kept in parts behind their own locks and holds at most its capacity in all: each text ×
    /// locale × font once, the part of a text settled by its bytes, and a full memo starts one part again.
    func testShapedTextsKeepEachTextOnceWithinTheirCapacity() throws {
        let font = FontSelection()
        let words = (0..<40).map { "Wort\($0) \(String(repeating: "x", count: $0 % 7))" }
        let roomy = ShapedTexts(typesetter: Self.typesetter, capacity: 1_000)
        for _ in 0..<3 { for word in words { _ = try roomy.shape(word, locale: "de", font: font) } }
        XCTAssertEqual(roomy.keptCount, words.count, "each text shaped once, however often asked")
        _ = try roomy.shape(words[0], locale: "fr", font: font)
        XCTAssertEqual(roomy.keptCount, words.count + 1, "another locale is another text")
        XCTAssertEqual(Set(words.map { ShapedTexts.shard($0, locale: "de") }).count > 1, true, "texts spread over the parts")
        XCTAssertEqual(ShapedTexts.shard("", locale: "de"), ShapedTexts.shard("", locale: "de"))
        let small = ShapedTexts(typesetter: Self.typesetter, capacity: 8)
        for word in words {
            let memo = try small.shape(word, locale: "de", font: font).layout(size: 17, constraints: LayoutConstraints(width: 60))
            let direct = try Self.typesetter.shape(word, locale: "de", font: font).layout(size: 17, constraints: LayoutConstraints(width: 60))
            XCTAssertEqual(memo.lines.map(\.width), direct.lines.map(\.width), word)
            XCTAssertLessThanOrEqual(small.keptCount, 8)
        }
    }

    /// The keys no label lays out are checked a slice at a time in a whole run, and all at once in a run that
    /// reports part of the project (`ScopePlan` decides with every job): slices of one key give the same
    /// findings, in the same order, and the same coverage as the whole catalog screen.
    func testCatalogKeysCheckedInSlicesFindWhatTheWholeScreenFinds() throws {
        let values: [(String, [String: String])] = [
            ("count", ["en": "%d items", "de": "Elemente", "ar": "%d عناصر"]),
            ("open", ["en": "Open", "de": "", "ar": "Open"]),
            ("save", ["en": "Save", "de": "Sichern", "ar": "Save file"]),
            ("share", ["en": "Share %@", "de": "%@ teilen", "ar": "Share %@ now"]),
            ("title", ["en": "Settings", "de": "Einstellungen", "ar": "الإعدادات"]),
        ]
        let catalogs = ["en", "de", "ar"].map { locale in
            Self.catalog("\(locale).lproj/Localizable.strings", locale, values.compactMap { key, byLocale in byLocale[locale].map { (key, $0) } })
        }
        let options = LintOptions()
        let scope = ScopeStage(options: options).run(catalogs)
        let indexed = IndexStage(typesetter: Self.typesetter, options: options).run(scope)
        let screens = ScreenStage(typesetter: Self.typesetter, options: options).run([], catalogs: indexed)
        func results(_ lintScope: LintScope, sliceJobs: Int) -> RuleStage.Results {
            let jobs = JobStage(typesetter: Self.typesetter).run(screens, catalogs: indexed, scope: scope)
            XCTAssertEqual(jobs.catalogKeys.map(\.keys), [values.map(\.0)])
            var stage = RuleStage(rules: RuleRegistry.rules, measure: MeasureStage(typesetter: Self.typesetter, options: options),
                                  scope: lintScope, androidRTLSupport: nil)
            stage.catalogSliceJobs = sliceJobs
            return stage.run(jobs, context: indexed.context, inputFindings: [])
        }
        let whole = results(LintScope(shard: try XCTUnwrap(Shard(index: 1, count: 1))), sliceJobs: 1)
        let sliced = results(LintScope(), sliceJobs: 1)
        XCTAssertGreaterThanOrEqual(Set(whole.findings.map(\.rule)).count, 2)
        XCTAssertEqual(sliced.findings, whole.findings)
        XCTAssertEqual(sliced.coverage, whole.coverage)
        XCTAssertEqual(results(LintScope(), sliceJobs: RuleStage.defaultCatalogSliceJobs).findings, whole.findings)
    }

    /// A rule declares what it adds to the coverage; the rule stage counts a skip with an identity once.
    struct CountingRule: Rule {
        static let description = RuleDescription(id: "test-counting", name: "Counting", defaultSeverity: .note,
                                                 summary: "counts", rationale: "test")
        static var checksCatalogValues: Bool { true }
        func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] {
            [CoverageSkip(reason: "per label", inLocales: true),
             CoverageSkip(reason: "per key", inLocales: true, identity: label.entry.key)]
        }
        func check(catalogs: CatalogIndex, context: LintContext, workers: Int) -> CatalogCheck {
            var coverage = Coverage()
            coverage.keysNotToTranslate = ["declared by the rule": catalogs.tables.count]
            return CatalogCheck(findings: [Finding(rule: Self.description.id, severity: .note, message: "catalog-wide",
                                                   location: SourceLocation(file: "x", line: 1, column: 1))], coverage: coverage)
        }
    }

    func testRulesDeclareTheirCoverageAndCatalogFindings() throws {
        let example = RuleExample("two locales", layout: """
            screen: S
            platform: ios
            elements:
              - id: a
                key: a
                textStyle: body
                width: 200
            """, strings: ["a": ["en": "Save", "de": "Sichern"], "b": ["en": "Open", "de": "Öffnen"]])
        let linter = Linter(typesetter: Self.typesetter, options: example.options, rules: [CountingRule()])
        let report = linter.lint(example.input())
        let coverage = try XCTUnwrap(report.summary.coverage)
        // Four labels (a and b in de and en): four per label, two keys.
        XCTAssertEqual(coverage.skippedInLocales["per label"], 4)
        XCTAssertEqual(coverage.skippedInLocales["per key"], 2)
        XCTAssertEqual(coverage.keysNotToTranslate["declared by the rule"], 1)
        XCTAssertEqual(report.findings.map(\.message), ["catalog-wide"])
    }

    /// Filters read the rules' traits: a rule that declares its findings are about values is reported once
    /// per key × locale, however many elements show the value; `FilterStage.valueRules` lists exactly the
    /// registry's rules that declare it.
    func testFiltersReadTheRulesTraits() {
        let declared = Set(RuleRegistry.rules.filter { type(of: $0).traits.aboutValues }.map { type(of: $0).description.id })
        XCTAssertEqual(FilterStage.valueRules, declared)
        XCTAssertTrue(declared.contains(PlaceholderMismatchRule.description.id))
        XCTAssertFalse(declared.contains(TruncationRule.description.id))
        func finding(_ element: String) -> Finding {
            Finding(rule: PlaceholderMismatchRule.description.id, severity: .error, message: "m",
                    location: SourceLocation(file: "de.lproj/L.strings", line: 2, column: 1), locale: "de", key: "k",
                    table: "L", screen: "S", element: element)
        }
        XCTAssertEqual(FilterStage.oncePerValue([finding("a"), finding("b")]).map(\.element), ["a"])
    }

    /// One source place laid out twice in a screen (a Compose text in both branches of an `if`) with the same
    /// problem is one finding; the same text at another place stays its own.
    func testAProblemOfOnePlaceLaidOutTwiceIsOnce() {
        func finding(_ element: String, line: Int) -> Finding {
            var finding = Finding(rule: TruncationRule.description.id, severity: .error, message: "needs 344dp, has 296dp",
                                  location: SourceLocation(file: "values-cs/strings.xml", line: 2, column: 1), locale: "cs", key: "k",
                                  table: "strings", screen: "S", element: element)
            finding.layoutLocation = SourceLocation(file: "Screen.kt", line: line, column: 5)
            return finding
        }
        XCTAssertEqual(FilterStage.oncePerPlace([finding("k@9", line: 9), finding("k@9-2", line: 9), finding("k@12", line: 12)]).map(\.element),
                       ["k@9", "k@12"])
    }

    /// A value's problem shown on two screens is once, the first in report order standing for it — not the
    /// first the jobs gave — so the shards of a run merged from disk (`merge`) report what the whole run
    /// reports, whichever shard each screen fell into.
    func testShardsMergedKeepWhatTheWholeRunKeeps() throws {
        func finding(_ screen: String, _ locale: String) -> Finding {
            var f = Finding(rule: PlaceholderMismatchRule.description.id, severity: .error,
                            message: "\(FindingText.localeSlot) “%1$s” does not take the arguments of the source",
                            location: SourceLocation(file: "values-\(locale)/strings.xml", line: 4, column: 5), locale: locale,
                            key: "k", table: "strings", screen: screen, element: "title")
            f.layoutLocation = SourceLocation(file: "\(screen).kt", line: 3, column: 1)
            return f
        }
        // The jobs give the `Settings` screen first; `About` is first in report order.
        let jobOrder = ["Settings", "About"].flatMap { screen in ["de", "fr"].map { finding(screen, $0) } }
        let whole = FindingGroups.group(FilterStage.onceEach(jobOrder))
        XCTAssertEqual(whole.map(\.screen), ["About"])
        XCTAssertEqual(whole.map(\.locales), [["de", "fr"]])
        XCTAssertEqual(FindingGroups.group(FilterStage.onceEach(jobOrder.reversed())), whole)
        // Each screen in a shard of its own, each shard's report written and read back, then merged.
        let shards = try ["Settings", "About"].map { screen -> [Finding] in
            let own = FindingGroups.group(FilterStage.onceEach(jobOrder.filter { $0.screen == screen }))
            let json = try JSONReporter().render(LintReport(findings: own, labelsChecked: 1, measurements: 1))
            return try JSONReporter.decode(Data(json.utf8)).findings
        }
        XCTAssertEqual(FindingGroups.mergingShards(shards.flatMap { $0 }), whole)
        XCTAssertEqual(FindingGroups.mergingShards(shards.reversed().flatMap { $0 }), whole)
        // Grouping alone (as `merge` did) kept both screens' findings.
        XCTAssertEqual(FindingGroups.group(shards.flatMap { $0 }).count, 2)
    }

    /// An imported label whose box a locale does not decide (an empty value has no width, so its wrap_content
    /// view is squeezed out there) keeps its value checked in that locale by the rules that need no box, as a
    /// value no label shows is: the empty French value is reported at the view. Before, the key counted as laid
    /// out (English has a box) and the French value was checked by nothing.
    func testAValueWhoseLabelHasNoBoxInALocaleIsStillChecked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-nobox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "res/layout/main.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/title" android:textSize="16sp"/>
            </LinearLayout>
            """,
            "res/values/strings.xml": "<resources><string name=\"title\">Downloads</string></resources>",
            "res/values-fr/strings.xml": "<resources><string name=\"title\"></string></resources>",
            "res/values-de/strings.xml": "<resources><string name=\"title\">Downloads</string></resources>",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let project = try Project.discover(paths: [root.path], config: ProjectConfig(), configPath: nil)
        let report = Linter(typesetter: Self.typesetter, options: LintOptions(sourceLocale: "en", workers: 1)).lint(project.read())
        let empty = report.findings.filter { $0.rule == UntranslatedRule.description.id && $0.locale == "fr" }
        XCTAssertEqual(empty.map(\.element), ["title"], report.findings.map(\.clangStyle).joined(separator: "\n"))
        XCTAssertTrue(empty.first?.message.contains("value is empty") == true)
        // Laid out at no size: not counted as a label checked, and the locale's skip is still said.
        XCTAssertEqual(report.summary.labelsChecked, 2)
        XCTAssertEqual(report.summary.coverage?.skippedInLocales.values.reduce(0, +), 1)
    }

    /// A container pass is run once for the locales whose texts measure alike (`ContainerPassReplays`): a
    /// locale showing the source's text (a copy, or the fallback to the source) takes the boxes of the first
    /// locale that measured the same, and gets the boxes it gets when it is resolved alone.
    func testAContainerPassIsReplayedForALocaleWhoseTextsMeasureAlike() throws {
        let scope = CatalogScope(catalogs: [
            Self.catalog("en.lproj/Localizable.strings", "en", [("title", "Settings")]),
            Self.catalog("de.lproj/Localizable.strings", "de", [("title", "Einstellungen")]),
            Self.catalog("es.lproj/Localizable.strings", "es", [("title", "Settings")]),
            Self.catalog("fr.lproj/Localizable.strings", "fr", [("other", "Autre")]),
        ], sourceLocale: "en", locales: ["de", "en", "es", "fr"], coverage: Coverage())
        let catalogs = IndexStage(typesetter: Self.typesetter, options: LintOptions()).run(scope)
        var element = LayoutElement(id: "title", location: SourceLocation(file: "s.storyboard", line: 3, column: 1))
        element.key = "title"
        element.textStyle = "body"
        let counter = PassCounter()
        let screen = LayoutScreen(name: "S", platform: .ios, file: "s.storyboard", location: element.location, elements: [element],
                                  origin: .interfaceBuilder, container: ContainerBox(CountingContainer(passes: counter)))
        // One worker: the locales run in order (de, en, es, fr), so which pass is replayed is known.
        let stage = ScreenStage(typesetter: Self.typesetter, options: LintOptions(workers: 1))
        let all = stage.resolveContainers([screen], index: catalogs.index, context: catalogs.context)
        let perLocale = try XCTUnwrap(all.passes[0]?["de"]).count
        XCTAssertEqual(perLocale, 4, "2 size categories × 2 screen widths")
        XCTAssertEqual(counter.passes.withLock { $0 }, 3 * perLocale, "de, en (the source's own passes) and es run; fr replays es")
        func boxes(_ boxes: ContainerBoxes, _ locale: String) -> [[String: ResolvedBox]] {
            (boxes.passes[0]?[locale] ?? []).map(\.resolution.boxes)
        }
        for locale in ["de", "en", "es", "fr"] {
            let alone = stage.resolveContainers([screen], index: catalogs.index, context: catalogs.context,
                                                only: [ScreenLocale(screen: 0, locale: locale)])
            XCTAssertEqual(boxes(all, locale), boxes(alone, locale), locale)
        }
        XCTAssertEqual(boxes(all, "fr"), boxes(all, "es"))
        XCTAssertNotEqual(boxes(all, "fr"), boxes(all, "de"), "a replay of the wrong locale would show")
    }

    /// Answers compared bit for bit: 0 and −0 are two answers, a NaN matches nothing.
    func testAPassReplaysOnlyOnIdenticalAnswers() {
        let replays = ContainerPassReplays()
        let key = ContainerPassReplays.Key(category: "L", screenWidth: 360, isRightToLeft: false, isSourceLocale: false, placesViews: false)
        let answer = TextMeasurement(naturalWidth: 0, width: 0, height: 20, lineCount: 1)
        replays.keep(key, ContainerPassReplays.Trace(requests: [.init(source: false, id: "a", availableWidth: nil, answer: answer)],
                                                    resolution: ContainerResolution(boxes: ["a": ResolvedBox(width: 0)])))
        func replay(_ measured: TextMeasurement?, key: ContainerPassReplays.Key = key) -> [String: ResolvedBox]? {
            replays.replayed(key, measure: { _, _ in measured }, measureSource: { _, _ in nil })?.boxes
        }
        XCTAssertEqual(replay(answer), ["a": ResolvedBox(width: 0)])
        var negative = answer
        negative.naturalWidth = -0.0
        XCTAssertNil(replay(negative))
        XCTAssertNil(replay(nil))
        var other = key
        other.isRightToLeft = true
        XCTAssertNil(replay(answer, key: other))
        var nan = answer
        nan.height = .nan
        replays.keep(key, ContainerPassReplays.Trace(requests: [.init(source: false, id: "a", availableWidth: nil, answer: nan)],
                                                    resolution: ContainerResolution()))
        XCTAssertNil(replay(nan))
    }
}

/// How many passes a `CountingContainer` ran.
final class PassCounter: Sendable {
    let passes = Mutex(0)
}

/// A container that counts its passes and gives its one text a box as wide as the text (at most the screen
/// less 32): a pass replayed for a locale whose text is another shows in the boxes.
struct CountingContainer: ContainerLayout {
    let passes: PassCounter
    var screenWidths: [Double] { [320, 375] }

    func resolve(_ query: ContainerQuery) -> ContainerResolution {
        passes.passes.withLock { $0 += 1 }
        guard let text = query.measure("title", nil) else { return ContainerResolution(skipped: ["title": "no text"]) }
        return ContainerResolution(boxes: ["title": ResolvedBox(width: min(text.naturalWidth, query.screenWidth - 32))])
    }
}
