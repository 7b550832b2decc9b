// CheckBench: end-to-end `layoutlint check` throughput on a generated project (2,000 labels × 6 locales ×
// 3 size categories), as labels·locales·sizes per second and as a ratio to the Typesetter's raw one-size
// throughput (`Typesetter.layout` of the same 12,000 texts at 17 pt, one thread) measured in the same run.
// No absolute-time assertions; see Benchmarks/README.md.
//
//   make bench            (builds release, runs Benchmarks then this)
//   swift run -c release CheckBench [--rounds N] [--keep DIR]

import Foundation
import LayoutLint
import Typesetter

let labelCount = 2_000
let localeIDs = ["en", "de", "th", "ar", "hi", "zh-Hans"]
let sizeCategories = ["L", "xxxL", "AX3"]
var rounds = 5
var keep: String?

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--rounds":
        guard let value = arguments.next().flatMap(Int.init), value > 0 else { fatalError("--rounds needs a positive number") }
        rounds = value
    case "--keep":
        keep = arguments.next()
    default:
        FileHandle.standardError.write(Data("usage: CheckBench [--rounds N] [--keep DIR]\n".utf8))
        exit(2)
    }
}

// MARK: - The generated project

let strings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("strings")
let corpus: [String: [String]] = Dictionary(uniqueKeysWithValues: try localeIDs.map { locale in
    let text = try String(contentsOf: strings.appendingPathComponent("\(locale).txt"), encoding: .utf8)
    return (locale, text.split(separator: "\n").map(String.init))
})
let perLocale = corpus["en"]!.count

/// Label i shows corpus string i mod 200 (the same meaning in every locale) in one of twelve kinds of
/// label: one-line buttons of three widths, two-line and free-wrapping texts, fixed heights with clipping,
/// fixed line heights, autoShrink, on iOS and Android.
func element(_ i: Int) -> String {
    let styles = ["body", "headline", "footnote", "title3", "callout", "subheadline"]
    var lines = ["  - id: label\(i)", "    key: bench.\(i)"]
    switch i % 12 {
    case 0: lines += ["    textStyle: \(styles[i % 6])", "    width: 120", "    maxLines: 1"]
    case 1: lines += ["    textStyle: \(styles[i % 6])", "    width: 200", "    maxLines: 2"]
    case 2: lines += ["    textStyle: \(styles[i % 6])", "    width: 343", "    maxLines: 0"]
    case 3: lines += ["    size: 17", "    weight: semibold", "    width: 240", "    maxLines: 1", "    height: 22", "    clipsToBounds: true"]
    case 4: lines += ["    textStyle: body", "    width: 280", "    maxLines: 0", "    lineHeight: 22"]
    case 5: lines += ["    size: 17", "    width: 160", "    maxLines: 1", "    autoShrink: { minimumScaleFactor: 0.8 }"]
    case 6: lines += ["    textStyle: \(styles[i % 6])", "    weight: bold", "    width: 90", "    maxLines: 1"]
    case 7: lines += ["    textStyle: caption1", "    width: 64", "    maxLines: 2", "    alignment: center"]
    case 8: lines += ["    textStyle: title2", "    width: 343", "    maxLines: 2", "    height: 60", "    clipsToBounds: true"]
    case 9: lines += ["    textStyle: body", "    width: 180", "    maxLines: 3"]
    case 10: lines += ["    textStyle: headline", "    width: 160", "    maxLines: 1", "    alignment: center"]
    default: lines += ["    textStyle: footnote", "    width: 328", "    maxLines: 0"]
    }
    return lines.joined(separator: "\n")
}

func jsonString(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]), as: UTF8.self).dropFirst().dropLast().description
}

func generate(in folder: URL) throws {
    let manager = FileManager.default
    try? manager.removeItem(at: folder)
    try manager.createDirectory(at: folder.appendingPathComponent("layouts"), withIntermediateDirectories: true)
    try manager.createDirectory(at: folder.appendingPathComponent("strings"), withIntermediateDirectories: true)
    let perScreen = 100
    for screen in 0..<(labelCount / perScreen) {
        let elements = (screen * perScreen..<(screen + 1) * perScreen).map(element).joined(separator: "\n")
        let yaml = "screen: Screen\(screen)\nplatform: \(screen % 4 == 3 ? "android" : "ios")\nelements:\n\(elements)\n"
        try yaml.write(to: folder.appendingPathComponent("layouts/screen\(screen).yaml"), atomically: true, encoding: .utf8)
    }
    var catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for i in 0..<labelCount {
        catalog += "    \"bench.\(i)\" : {\n      \"localizations\" : {\n"
        catalog += localeIDs.sorted().map { locale in
            "        \"\(locale)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(jsonString(corpus[locale]![i % perLocale])) } }"
        }.joined(separator: ",\n")
        catalog += "\n      }\n    }\(i + 1 < labelCount ? "," : "")\n"
    }
    catalog += "  },\n  \"version\" : \"1.0\"\n}\n"
    try catalog.write(to: folder.appendingPathComponent("strings/Localizable.xcstrings"), atomically: true, encoding: .utf8)
}

// MARK: - Timing

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let folder = URL(fileURLWithPath: keep ?? NSTemporaryDirectory() + "layoutlint-checkbench-\(ProcessInfo.processInfo.processIdentifier)")
try generate(in: folder)
defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
let typesetter = try Typesetter(fontsAt: FontLocator.repositoryFonts)
let texts = (0..<labelCount).flatMap { i in localeIDs.map { (corpus[$0]![i % perLocale], $0) } }
let cores = ProcessInfo.processInfo.activeProcessorCount

/// The whole `check`: discover and read the files, lay out every job, run the rules, render the JSON.
func check(workers: Int) throws -> LintReport {
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    let project = try Project.discover(paths: [], config: ProjectConfig(), configPath: nil)
    let report = Linter(typesetter: typesetter, options: LintOptions(sizeCategories: sizeCategories, workers: workers)).lint(project.read())
    _ = try JSONReporter().render(report)
    return report
}

func raw() throws {
    for (text, locale) in texts {
        _ = try typesetter.layout(text, locale: locale, size: 17, constraints: LayoutConstraints(width: 200))
    }
}

// Warm-up: faces, chains, break iterators, extents caches.
let warm = try check(workers: cores)
try raw()
let jobs = Double(labelCount * localeIDs.count * sizeCategories.count)

var rawTimes: [Double] = [], oneTimes: [Double] = [], allTimes: [Double] = []
for round in 0..<rounds {
    // Alternate the order so drift in machine speed does not favour one kind.
    let passes: [() throws -> Void] = [
        { rawTimes.append(try seconds { try raw() }) },
        { oneTimes.append(try seconds { _ = try check(workers: 1) }) },
        { allTimes.append(try seconds { _ = try check(workers: cores) }) },
    ]
    for pass in round % 2 == 0 ? passes : passes.reversed() { try pass() }
}

let rawRate = Double(texts.count) / median(rawTimes)
let oneRate = jobs / median(oneTimes)
let allRate = jobs / median(allTimes)
func format(_ value: Double, _ places: Int = 2) -> String { String(format: "%.\(places)f", value) }
print("""
check on a generated project: \(labelCount) labels × \(localeIDs.count) locales × \(sizeCategories.count) size categories \
(\(sizeCategories.joined(separator: ", "))); \(warm.summary.labelsChecked) labels, \(warm.summary.measurements) layouts, \
\(warm.findings.count) findings; median of \(rounds) rounds
  Typesetter raw one-size layout (1 thread):     \(format(rawRate, 0)) layouts/s
  check, 1 worker:   \(format(oneRate, 0)) labels·locales·sizes/s   ratio to raw \(format(oneRate / rawRate))
  check, \(cores) workers:  \(format(allRate, 0)) labels·locales·sizes/s   ratio to raw \(format(allRate / rawRate))
(ratio = check's labels·locales·sizes per second ÷ raw one-size layouts per second; check shapes each text once and lays
it out at 3 sizes, and also reads the files, runs the rules and renders the JSON)
""")

// MARK: - Android layouts: import + check of AntennaPod (skipped when ../shared/corpora is absent)

let antennaPod = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpora/AntennaPod__AntennaPod")
if FileManager.default.fileExists(atPath: antennaPod.path) {
    // Android's seven font scales (0.85 … 2.0, see SizeScale.androidFontScale) × five locales.
    let androidCategories = ["S", "L", "xL", "xxL", "AX1", "AX2", "AX5"]
    let androidLocales = ["de", "th", "ar", "hi", "zh-CN"]
    func androidCheck() throws -> LintReport {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(antennaPod.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil)
        let options = LintOptions(locales: androidLocales, sizeCategories: androidCategories, workers: cores)
        return Linter(typesetter: typesetter, options: options).lint(project.read())
    }
    let warmAndroid = try androidCheck()
    var androidTimes: [Double] = []
    for _ in 0..<rounds { androidTimes.append(try seconds { _ = try androidCheck() }) }
    let layouts = Double(warmAndroid.summary.measurements)
    let androidRate = layouts / median(androidTimes)
    let coverage = warmAndroid.summary.coverage
    print("""
    AntennaPod (import of every res/layout file + check, \(androidLocales.count) locales × \(androidCategories.count) font scales, \
    \(cores) workers): \(coverage?.uiElementsChecked ?? 0) of \(coverage?.uiElements ?? 0) layout text elements laid out, \
    \(warmAndroid.summary.measurements) layouts in \(format(median(androidTimes), 3)) s
      \(format(androidRate, 0)) layouts/s   ratio to raw \(format(androidRate / rawRate))
    (ratio = layouts computed per second by the whole run, reading the files and the per-locale container passes included,
    ÷ raw one-size layouts per second)
    """)
}

// MARK: - Interface Builder documents of the corpus apps

/// import + Auto Layout solve + check of every storyboard/XIB of openfoodfacts-ios and vlc-ios (in
/// ../shared/corpora next to the repository; skipped when absent) in 5 locales at size L, as UI
/// elements·locales·widths per second and as a ratio to the raw rate above.
let corporaRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora")
let ibCorpora = ["openfoodfacts__openfoodfacts-ios", "videolan__vlc-ios"]
    .filter { FileManager.default.fileExists(atPath: corporaRoot.appendingPathComponent($0).path) }
if !ibCorpora.isEmpty {
    let ibLocales = ["en", "de", "ar", "th", "zh-Hans"]
    /// `check` of the apps' folders without their YAML layouts, with or without the IB documents: the
    /// difference is what importing, solving and checking the documents costs.
    func checkApps(withDocuments: Bool) throws -> Int {
        var passes = 0
        for corpus in ibCorpora {
            let previous = FileManager.default.currentDirectoryPath
            FileManager.default.changeCurrentDirectoryPath(corporaRoot.path)
            defer { FileManager.default.changeCurrentDirectoryPath(previous) }
            var project = try Project.discover(paths: [corpus], config: ProjectConfig(), configPath: nil)
            project.layoutFiles = []
            if !withDocuments { project.uiSources = [] }
            let report = Linter(typesetter: typesetter, options: LintOptions(locales: ibLocales, sizeCategories: ["L"], workers: 1))
                .lint(project.read())
            passes += (report.summary.coverage?.uiElementsChecked ?? 0) * ibLocales.count * InterfaceBuilderImportSettings.defaultScreenWidths.count
        }
        return passes
    }
    let ibPasses = try checkApps(withDocuments: true)
    _ = try checkApps(withDocuments: false)
    var withTimes: [Double] = [], withoutTimes: [Double] = []
    for round in 0..<rounds {
        let passes: [() throws -> Void] = [
            { withTimes.append(try seconds { _ = try checkApps(withDocuments: true) }) },
            { withoutTimes.append(try seconds { _ = try checkApps(withDocuments: false) }) },
        ]
        for pass in round % 2 == 0 ? passes : passes.reversed() { try pass() }
    }
    let documents = ibCorpora.flatMap { corpus -> [String] in
        let folder = corporaRoot.appendingPathComponent(corpus).path
        let found = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return found.filter(InterfaceBuilderImporter.isDocument).sorted().map { folder + "/" + $0 }
    }
    var importTimes: [Double] = []
    for _ in 0..<rounds {
        importTimes.append(seconds { _ = InterfaceBuilderImporter.read(documents: documents, settings: InterfaceBuilderImportSettings()) })
    }
    let ibSeconds = max(1e-9, median(withTimes) - median(withoutTimes))
    let ibRate = Double(ibPasses) / ibSeconds
    print("""
    Interface Builder documents of \(ibCorpora.joined(separator: ", ")): \(ibPasses) element·locale·width passes \
    (\(ibLocales.count) locales × \(InterfaceBuilderImportSettings.defaultScreenWidths.count) widths, size L, 1 worker), median of \(rounds) rounds
      check with the documents \(format(median(withTimes), 3)) s, without \(format(median(withoutTimes), 3)) s; \
    of which importing the \(documents.count) documents (parse + prepared systems) \(format(median(importTimes), 3)) s
      import + solve + check of the documents: \(format(ibRate, 0)) elements·locales·widths/s   ratio to raw \(format(ibRate / rawRate, 3))
    """)
}
