import Foundation
import LayoutLint
import XCTest

/// Headless Chromium (Debian `chromium`) opens the reports: no console messages at all, the filter script
/// runs, and screenshots show the drawings — the highlight where the Thai tone marks cross the top edge
/// of a clipped box, as far above the edge as the Typesetter says.
///
/// `make test` installs Chromium when it is missing. Without it these tests fail (CI must not pass
/// without having looked); LAYOUTLINT_SKIP_BROWSER_TESTS=1 skips them on purpose, LAYOUTLINT_CHROMIUM
/// names another Chromium or Chrome binary.
final class HTMLReportBrowserTests: XCTestCase {
    func testConsoleCheckSeesErrors() throws {
        let browser = try Chromium.find()
        let page = try ReportFixtures.temporaryFile("broken.html", contents: """
            <!DOCTYPE html><html lang="en"><head><title>broken</title></head><body><p>x</p>
            <script>console.error("report-test-error"); notAFunction();</script></body></html>
            """)
        let run = try browser.run(page, dumpDOM: true)
        XCTAssertTrue(run.console.contains { $0.contains("report-test-error") }, "console.error is seen: \(run.console)")
        XCTAssertTrue(run.console.contains { $0.contains("notAFunction") }, "an uncaught exception is seen: \(run.console)")
    }

    func testDemoReportOpensWithoutConsoleErrorsAndFilters() throws {
        let browser = try Chromium.find()
        let demo = ReportFixtures.demo
        let page = try ReportFixtures.temporaryFile("demo.html", contents: demo.html)

        let plain = try browser.run(page, dumpDOM: true)
        XCTAssertEqual(plain.console, [], "console messages")
        XCTAssertTrue(plain.output.contains("<form id=\"filters\" role=\"search\" aria-label=\"Filter findings\">"), "the script shows the filters")

        // The address carries the filters: only the Thai findings show.
        let thai = demo.report.findings.count { $0.locale == "th" }
        let filtered = try browser.run(page, fragment: "locale=th", dumpDOM: true)
        XCTAssertEqual(filtered.console, [])
        XCTAssertTrue(filtered.output.contains("\(thai) of \(demo.report.findings.count) findings"), "filtered count")
        let shown = filtered.output.matches(of: /<article class="finding[^"]*" id="f\d+"[^>]*data-locale="th"[^>]*>/).count
        XCTAssertEqual(shown, thai)
        let hidden = filtered.output.matches(of: /<article [^>]*hidden=""[^>]*>/).count
        XCTAssertEqual(hidden, demo.report.findings.count - thai)
    }

    /// The Thai lesson title of the player (17pt semibold, fixed 20pt height, clipped; iOS centers the
    /// 25.69pt line box): in the screenshot the highlight color sits just above the box's top edge, as far
    /// as the tone marks reach past it (2.5pt), and nowhere inside the box, where the glyphs are drawn in
    /// the ink color.
    func testThaiToneMarkAboveTheBoxIsHighlightedInTheScreenshot() throws {
        let browser = try Chromium.find()
        let demo = ReportFixtures.demo
        let index = try XCTUnwrap(demo.report.findings.firstIndex { $0.rule == "vertical-clipping" && $0.locale == "th" && $0.element == "lessonTitle" })
        let above = try XCTUnwrap(demo.report.findings[index].measurements?["inkAboveTop"])
        let page = try ReportFixtures.temporaryFile("demo.html", contents: demo.html)
        // Tall enough for the per-locale and overview tables above the findings (a filtered address does not
        // scroll: headless Chromium's screenshot of a page scrolled on load is blank at the top).
        // The drawing's box: the first block of rows filled with the box's fill color in the left column,
        // where the translation is drawn (the source stands beside it, on the right). Glyphs cover part
        // of each row and the baseline crosses it; the edges are the rows where the fill starts and stops.
        let fill = try XCTUnwrap(HTMLReport.color("box-fill"))
        func boxRows(_ image: PNGImage) -> [Int] {
            var rows: [Int] = []
            for y in 0..<image.height {
                if image.count(fill, xs: 0..<(image.width / 2), ys: y..<(y + 1), tolerance: 2) > 200 { rows.append(y) } else if let last = rows.last, y - last > 6 { break }
            }
            return rows
        }
        // Cards below the window are painted as they come into view (`content-visibility: auto`); on a loaded
        // machine headless Chromium can take its screenshot before that paint, so a blank capture is taken
        // once more before the test fails.
        var run = try browser.run(page, fragment: "locale=th&rule=vertical-clipping&screen=Player", screenshot: (1000, 2400), scale: 2)
        var image = try XCTUnwrap(run.image)
        var rows = boxRows(image)
        if rows.isEmpty {
            run = try browser.run(page, fragment: "locale=th&rule=vertical-clipping&screen=Player", screenshot: (1000, 2400), scale: 2)
            image = try XCTUnwrap(run.image)
            rows = boxRows(image)
        }
        XCTAssertEqual(run.console, [])
        let left = 0..<(image.width / 2)
        let top = try XCTUnwrap(rows.first, "the box of the Thai drawing is in the screenshot")
        let bottom = rows.last! + 1
        let columns = left.filter { x in image.matches(x, rows[rows.count - 2], fill, tolerance: 2) }
        let edge = (y: top, x: columns.first!..<(columns.last! + 1))
        let pixelsPerPoint = Double(edge.x.count) / 240
        XCTAssertEqual(Double(bottom - top) / 20, pixelsPerPoint, accuracy: 0.25, "the 240 × 20pt box keeps its proportions")

        let highlight = try XCTUnwrap(HTMLReport.color("over"))
        let ink = try XCTUnwrap(HTMLReport.color("ink"))
        let reach = Int((above * pixelsPerPoint).rounded())
        let overRows = (edge.y - reach - 3)..<(edge.y + 1)
        let over = image.count(highlight, xs: edge.x, ys: overRows)
        XCTAssertGreaterThan(over, 20, "highlighted tone marks above the top edge")
        // The highest highlighted row is where the Typesetter puts the top of the ink.
        let highest = overRows.first { y in image.count(highlight, xs: edge.x, ys: y..<(y + 1)) > 0 }
        XCTAssertEqual(Double(try XCTUnwrap(highest)), Double(edge.y) - above * pixelsPerPoint, accuracy: 3)
        XCTAssertEqual(image.count(highlight, xs: edge.x, ys: (edge.y - reach - 12)..<(edge.y - reach - 4)), 0, "nothing higher")
        XCTAssertEqual(image.count(highlight, xs: edge.x, ys: (edge.y + 4)..<(bottom - 3)), 0, "no highlight inside the box")
        XCTAssertGreaterThan(image.count(ink, xs: edge.x, ys: (edge.y + 2)..<(bottom - 1), tolerance: 30), 200, "glyphs inside the box")
    }

    /// A deep link to one locale and rule (`#locale=he&rule=rtl-mirroring`) on a page of more than a
    /// thousand findings, where the Hebrew screen sorts last and its cards are not in the first page's HTML:
    /// the script draws them, and they are what the first screenful shows (the cards come before the
    /// tables, which are collapsed), with the error badge's colours on screen.
    func testADeepLinkShowsItsFindingsInTheFirstScreenful() throws {
        let browser = try Chromium.find()
        var input = ReportFixtures.generated()
        let (screen, problems) = LayoutReader.read(text: """
            screen: Settings
            platform: android
            elements:
              - id: row
                key: settings.row
                size: 16
                width: 140
                maxLines: 1
                alignment: left
            """, file: "settings.yaml")
        XCTAssertEqual(problems, [])
        input.screens.append(try XCTUnwrap(screen))
        let values = ["en": "Storage", "he": "אחסון", "de": "Speicher"]
        input.catalogs.append(CatalogFile(path: "Settings.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: values.keys.sorted().map { locale in
            Entry(key: "settings.row", table: "Localizable", locale: locale, value: values[locale]!, state: "translated",
                  location: SourceLocation(file: "Settings.xcstrings", line: 1, column: 1))
        }))
        let result = ReportFixtures.lintAndRender(input)
        // A layout rule's finding names every locale it holds in (ar and he here), each a card's filter value.
        let hebrew = result.report.findings.indices.filter { i in
            let f = result.report.findings[i]
            return f.rule == "rtl-mirroring" && (f.locale == "he" || f.locales.contains("he"))
        }
        XCTAssertFalse(hebrew.isEmpty, "precondition: the left-aligned Hebrew row is an rtl-mirroring finding")
        XCTAssertGreaterThan(result.report.findings.count, 1000, "precondition: a page drawn on demand")
        let page = try ReportFixtures.temporaryFile("deep-link.html", contents: result.html)
        let first = try XCTUnwrap(hebrew.first)
        XCTAssertFalse(result.html.contains("id=\"f\(first)\""), "precondition: the Hebrew cards are not in the first page's HTML")

        let dom = try browser.run(page, fragment: "locale=he&rule=rtl-mirroring", dumpDOM: true)
        XCTAssertEqual(dom.console, [])
        let shown = dom.output.matches(of: /<article class="finding[^"]*" id="f(\d+)"[^>]*>/).filter { !$0.0.contains("hidden") }.map { Int($0.1)! }
        XCTAssertEqual(Set(shown), Set(hebrew), "only the Hebrew rtl-mirroring cards show")
        XCTAssertTrue(dom.output.contains("<details class=\"tables\" id=\"tables\">"), "the tables are collapsed")

        // The first screenful (1000 × 900 CSS pixels) shows the card: its error badge and its left border.
        let shot = try browser.run(page, fragment: "locale=he&rule=rtl-mirroring", screenshot: (1000, 900), scale: 1)
        XCTAssertEqual(shot.console, [])
        let image = try XCTUnwrap(shot.image)
        let badge = image.count(try XCTUnwrap(HTMLReport.color("error-bg")), xs: 0..<image.width, ys: 0..<image.height, tolerance: 2)
        XCTAssertGreaterThan(badge, 300, "the card's error badge is on screen")
        XCTAssertGreaterThan(image.count(try XCTUnwrap(HTMLReport.color("error-fg")), xs: 0..<image.width, ys: 0..<image.height, tolerance: 8), 100,
                             "the card's border and badge text")
    }

    /// The 1,000-finding page: under 5 MB, opens without console messages, and draws (ink and highlight
    /// colors on screen).
    func testThousandFindingReportRenders() throws {
        let browser = try Chromium.find()
        let result = ReportFixtures.lintAndRender(ReportFixtures.generated())
        XCTAssertGreaterThanOrEqual(result.report.findings.count, 1000)
        XCTAssertLessThan(result.html.utf8.count, 5_000_000)
        let page = try ReportFixtures.temporaryFile("generated.html", contents: result.html)
        let run = try browser.run(page, fragment: "rule=vertical-clipping", screenshot: (1200, 3000), scale: 1)
        XCTAssertEqual(run.console, [])
        let image = try XCTUnwrap(run.image)
        let all = 0..<image.width
        XCTAssertGreaterThan(image.count(try XCTUnwrap(HTMLReport.color("over")), xs: all, ys: 0..<image.height), 20, "highlighted ink")
        XCTAssertGreaterThan(image.count(try XCTUnwrap(HTMLReport.color("box")), xs: all, ys: 0..<image.height, tolerance: 24), 1000, "boxes")
        XCTAssertGreaterThan(image.count(try XCTUnwrap(HTMLReport.color("ink")), xs: all, ys: 0..<image.height, tolerance: 30), 2000, "glyphs")
    }
}

/// Runs headless Chromium on a file: a screenshot, or the DOM after the scripts ran; console messages
/// from its log (every one counts: the report logs nothing).
struct Chromium {
    let path: String

    struct Run {
        var console: [String]
        var output: String
        var image: PNGImage?
        /// The screenshot as Chromium wrote it.
        var pngData: Data?
    }

    static func find() throws -> Chromium {
        let environment = ProcessInfo.processInfo.environment
        if environment["LAYOUTLINT_SKIP_BROWSER_TESTS"] == "1" {
            throw XCTSkip("LAYOUTLINT_SKIP_BROWSER_TESTS=1")
        }
        var candidates: [String] = []
        if let explicit = environment["LAYOUTLINT_CHROMIUM"] { candidates.append(explicit) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            candidates += folders.map { $0 + "/" + name }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("""
                headless Chromium not found: the browser tests cannot run. Install it (`make test` does: \
                apt-get install chromium), set LAYOUTLINT_CHROMIUM, or set LAYOUTLINT_SKIP_BROWSER_TESTS=1 to skip them on purpose
                """)
            throw XCTSkip("no Chromium")
        }
        return Chromium(path: found)
    }

    func run(_ page: URL, fragment: String? = nil, dumpDOM: Bool = false, screenshot: (Int, Int)? = nil, scale: Int = 1,
             windowWidth: Int? = nil, timeout: TimeInterval = 120) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shot.png")
        var arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--hide-scrollbars", "--disable-extensions", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                         "--enable-logging=stderr", "--v=0", "--force-device-scale-factor=\(scale)"]
        if dumpDOM { arguments.append("--dump-dom") }
        if let windowWidth, screenshot == nil { arguments.append("--window-size=\(windowWidth),900") }
        if let (width, height) = screenshot {
            // Virtual time: the page's own script (the fragment's filter, drawings made on demand) has run
            // before the picture is taken, however loaded the machine is (a busy machine took it too early).
            arguments += ["--window-size=\(width),\(height)", "--screenshot=\(png.path)", "--virtual-time-budget=10000"]
        }
        arguments.append(page.absoluteString + (fragment.map { "#" + $0 } ?? ""))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = done.wait(timeout: .now() + 10)
            throw PNGImage.Failure(description: "chromium did not finish in \(Int(timeout))s")
        }
        let log = String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self)
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        let output = String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self)
        var image: PNGImage?
        var pngData: Data?
        if screenshot != nil {
            guard let data = try? Data(contentsOf: png) else {
                throw PNGImage.Failure(description: "chromium wrote no screenshot (status \(process.terminationStatus)): \(log.suffix(2000))")
            }
            image = try PNGImage(data: data)
            pngData = data
        }
        return Run(console: console, output: output, image: image, pngData: pngData)
    }
}

extension HTMLReportBrowserTests {
    /// A screen named `<!--<script` in a page drawn on demand: its data block ends where it should, so the
    /// page's script runs (the filters show, every finding is counted) with no console message — none from
    /// the Content-Security-Policy either, whose hashes Chromium checks against the inline script and styles.
    func testAScreenNamedLikeAScriptOpeningLeavesThePageWorking() throws {
        let browser = try Chromium.find()
        var input = ReportFixtures.generated()
        input.screens[0].name = "<!--<script"
        let result = ReportFixtures.lintAndRender(input)
        XCTAssertGreaterThan(result.report.findings.count, HTMLReport().inlineLimit)
        let page = try ReportFixtures.temporaryFile("hostile-name.html", contents: result.html)
        let run = try browser.run(page, dumpDOM: true)
        XCTAssertEqual(run.console, [])
        XCTAssertTrue(run.output.contains("<form id=\"filters\" role=\"search\" aria-label=\"Filter findings\">"), "the script ran")
        XCTAssertTrue(run.output.contains("\(result.report.findings.count) findings"), "every finding counted")
    }
}
