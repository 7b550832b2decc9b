import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// The report of a real app (../shared/corpora; skips when absent), opened in headless Chromium: every
/// finding about a laid-out element is drawn (`data-drawn` on its card), every screen × locale × size with
/// such a finding has a wireframe (`data-wireframe`), counted in the DOM after the page drew every entry
/// (`#show=all`). Screenshots of a German and a right-to-left screen are kept beside the test output
/// (`.build/report-screenshots/`, printed) for a person to look at.
///
/// Locales are a sample (the source, German, a right-to-left one, a tall script, Japanese) to keep the debug
/// run short; sizes L and xxxL as `check` defaults.
final class ReportCorpusBrowserTests: XCTestCase {
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/report-screenshots")

    struct Page {
        var report: LintReport
        var pictures: ReportPictures
        var html: String
        var url: URL
    }

    func page(_ corpus: String, locales: [String]) throws -> Page {
        guard let root = Fixtures.corpora, FileManager.default.fileExists(atPath: root.appendingPathComponent(corpus).path) else {
            throw XCTSkip("../shared/corpora/\(corpus) is absent")
        }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(root.appendingPathComponent(corpus).path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let input = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil).read()
        let linter = Linter(typesetter: Self.typesetter, options: LintOptions(locales: locales))
        let report = linter.lint(input)
        let pictures = linter.pictures(for: report.findings, input: input)
        let html = HTMLReport(title: corpus, fonts: Self.typesetter.fonts).render(report, pictures: pictures)
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        let url = Self.screenshots.appendingPathComponent("\(corpus).html")
        try Data(html.utf8).write(to: url)
        return Page(report: report, pictures: pictures, html: html, url: url)
    }

    /// Findings about an element of a declared or imported screen (the ones with a box).
    static func layoutFindings(_ report: LintReport) -> Int { report.findings.count { $0.screen != nil && $0.element != nil } }

    /// Screen × locale × size × width of the layout findings outside the source locale: the wireframes due.
    static func wireframesDue(_ pictures: ReportPictures) -> Int {
        pictures.wireframes.count { $0.source != nil || !$0.findings.isEmpty }
    }

    func check(_ corpus: String, locales: [String], rtl: String) throws {
        let browser = try Chromium.find()
        let page = try page(corpus, locales: locales)
        let layout = Self.layoutFindings(page.report)
        XCTAssertGreaterThan(layout, 0, "\(corpus) has layout findings")
        let drawn = page.report.findings.indices.count { page.pictures.isDrawn(page.report.findings[$0], at: $0) }
        XCTAssertEqual(drawn, layout, "every layout finding is drawn")
        // Every screen × locale with a layout finding outside the source has a wireframe.
        var due = Set<String>()
        for f in page.report.findings where f.screen != nil && f.element != nil && f.locale != nil && f.locale != "en" {
            due.insert(f.screen! + "|" + f.locale!)
        }
        let drawnScreens = Set(page.pictures.wireframes.filter { $0.source != nil }.map { $0.screen + "|" + $0.locale })
        XCTAssertEqual(due.subtracting(drawnScreens), [], "screen × locale without a wireframe")

        let all = try browser.run(page.url, fragment: "show=all", dumpDOM: true, timeout: 600)
        XCTAssertEqual(all.console, [], "console messages")
        XCTAssertEqual(all.output.matches(of: /<article [^>]*data-drawn=""/).count, layout, "data-drawn cards in the DOM")
        XCTAssertEqual(all.output.matches(of: /<figure [^>]*data-wireframe="[^"]+"/).count, Self.wireframesDue(page.pictures),
                       "data-wireframe figures in the DOM")

        // First paint: from the start of navigation to the second frame after the page's script ran, read
        // from the page itself (Chromium's own start-up, seconds on a loaded machine, is not the page's).
        let timed = try ReportFixtures.temporaryFile("\(corpus)-timed.html", contents: ReportFixtures.injecting(
            "<script>requestAnimationFrame(function(){requestAnimationFrame(function(){"
                + "console.log('layoutlint-paint '+Math.round(performance.now()));});});</script>", before: "</body>", into: page.html))
        var paint = Double.infinity
        // Best of five: the machine is shared, and a run that waits for a core measures the wait.
        for _ in 0..<5 {
            let run = try browser.run(timed, screenshot: (1200, 1600))
            if let match = run.console.lazy.compactMap({ $0.firstMatch(of: /layoutlint-paint (\d+)/) }).first {
                paint = min(paint, Double(match.1)! / 1000)
            }
        }
        print("\(corpus): \(page.report.findings.count) findings, \(layout) drawn, \(Self.wireframesDue(page.pictures)) wireframes, "
              + "\(page.html.utf8.count / 1024) KB; first paint \(String(format: "%.2f", paint)) s")
        // The paint time is measured and printed, not asserted: a unit test takes no timings (the machine may be
        // shared); `make bench` (Benchmarks/report-bench.sh) reports it.

        // Screenshots of the screen with the most German findings, and of a right-to-left locale.
        for locale in ["de", rtl] {
            var counts: [String: Int] = [:]
            for f in page.report.findings where f.locale == locale && f.element != nil { counts[f.screen ?? "", default: 0] += 1 }
            guard let screen = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { continue }
            let fragment = "locale=\(locale)&screen=" + (screen.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? screen)
            // The overview tables hidden, so that the screen's wireframes and findings are what the shot shows.
            let findingsOnly = try ReportFixtures.temporaryFile("\(corpus)-findings.html", contents: ReportFixtures.injecting(
                "<style>section[aria-labelledby=locales-h],section[aria-labelledby=overview-h]{display:none}</style>", before: "</head>", into: page.html))
            let shot = try browser.run(findingsOnly, fragment: fragment, screenshot: (1200, 2400))
            XCTAssertEqual(shot.console, [])
            let file = Self.screenshots.appendingPathComponent("\(corpus)-\(locale).png")
            try shot.pngData?.write(to: file)
            print("screenshot: \(file.path) (\(screen), \(locale))")
            let image = try XCTUnwrap(shot.image)
            // The wireframe's outline of an element with a finding is on screen.
            XCTAssertGreaterThan(image.count(try XCTUnwrap(HTMLReport.color("over")), xs: 0..<image.width, ys: 0..<image.height, tolerance: 30), 50)
        }
    }

    func testAntennaPodReportDrawsEveryLayoutFinding() throws {
        try check("AntennaPod__AntennaPod", locales: ["en", "de", "ar", "hi", "ja", "zh-CN"], rtl: "ar")
    }

    func testIINAReportDrawsEveryLayoutFinding() throws {
        try check("iina__iina", locales: ["en", "de", "he", "th", "ja"], rtl: "he")
    }
}
