import Foundation
import LayoutLint
import Typesetter
import XCTest

/// The HTML report without a browser: what it draws agrees with the Typesetter, it holds its own contrast
/// rule, it compares with a baseline, and a thousand findings stay under 5 MB.
final class HTMLReportTests: XCTestCase {
    /// Every drawn label of the demo: the bounding box of the SVG glyph paths, as placed in the figure,
    /// is the TextLayout's ink bounds moved to where the platform puts the block in the box. Paths are
    /// stored in whole units of a 1000-unit em and positions in tenths of a unit, so they agree within
    /// half a unit at the label's size.
    func testSVGGlyphPathBoundsMatchTheLayoutInkBounds() throws {
        let demo = ReportFixtures.demo
        let drawings = ReportDrawings(html: demo.html)
        var compared = 0
        for (i, rendering) in demo.renderings.enumerated() {
            guard let r = rendering?.translation, let ink = r.layout.inkBounds else { continue }
            let figure = try XCTUnwrap(ReportDrawings.figure("f\(i)t", in: demo.html), "figure of finding \(i)")
            let box = try XCTUnwrap(drawings.bounds(ofRun: figure.run))
            let tolerance = 0.5 * r.effectiveSize / 1000 + 0.002
            let what = "\(r.screen) \(r.element.id) \(r.locale)"
            XCTAssertEqual(figure.offset, r.placement.offset, accuracy: 0.001, what)
            XCTAssertEqual(box.minX, ink.minX, accuracy: tolerance, "left ink of \(what)")
            XCTAssertEqual(box.maxX, ink.maxX, accuracy: tolerance, "right ink of \(what)")
            XCTAssertEqual(box.minY + figure.offset, ink.minY + r.placement.offset, accuracy: tolerance, "top ink of \(what)")
            XCTAssertEqual(box.maxY + figure.offset, ink.maxY + r.placement.offset, accuracy: tolerance, "bottom ink of \(what)")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 15, "most demo findings are drawn")

        // The Thai lesson title: its tone marks stand 2.5pt above the top edge of the 20pt box.
        let index = try XCTUnwrap(demo.report.findings.firstIndex { $0.rule == "vertical-clipping" && $0.locale == "th" && $0.element == "lessonTitle" })
        let thai = try XCTUnwrap(demo.renderings[index]?.translation)
        let figure = try XCTUnwrap(ReportDrawings.figure("f\(index)t", in: demo.html))
        let top = try XCTUnwrap(drawings.bounds(ofRun: figure.run)).minY + figure.offset
        XCTAssertEqual(-top, try XCTUnwrap(demo.report.findings[index].measurements?["inkAboveTop"]), accuracy: 0.01)
        XCTAssertEqual(thai.placement.boxHeight, 20)
    }

    func testEveryFailingLabelIsDrawnWithItsSourceBesideIt() throws {
        let demo = ReportFixtures.demo
        for (i, finding) in demo.report.findings.enumerated() where finding.screen != nil && finding.element != nil && finding.key != nil && finding.locale != nil {
            let rendering = try XCTUnwrap(demo.renderings[i], "\(finding.rule) \(finding.element!) \(finding.locale ?? "")")
            XCTAssertEqual(rendering.translation.locale, finding.locale)
            if finding.sizeCategory != nil, ["truncation", "vertical-clipping"].contains(finding.rule) {
                XCTAssertEqual(rendering.translation.sizeCategory, finding.sizeCategory)
            }
            if finding.locale != "en" {
                XCTAssertEqual(rendering.source?.locale, "en")
                XCTAssertTrue(demo.html.contains("aria-labelledby=\"f\(i)s\""), "source drawing of finding \(i)")
            }
            // A text alternative for each drawing.
            XCTAssertTrue(demo.html.contains("<title id=\"f\(i)t\">Drawing of the translation (\(finding.locale!))"))
        }
        // A truncated one-line label: the whole text drawn under the box, the part that does not fit marked.
        let skip = try XCTUnwrap(demo.report.findings.firstIndex { $0.rule == "truncation" && $0.locale == "de" && $0.element == "skipButton" })
        let hidden = try XCTUnwrap(demo.renderings[skip]?.translation.hidden)
        XCTAssertEqual(hidden.lines.count, 1)
        XCTAssertEqual(hidden.lines[0].width, try XCTUnwrap(demo.report.findings[skip].measurements?["neededWidth"]), accuracy: 0.01)
        // Arabic reads right to left: drawn right-aligned in its box, the caption says so.
        let arabic = try XCTUnwrap(demo.renderings.compactMap { $0?.translation }.first { $0.locale == "ar" })
        XCTAssertTrue(arabic.isRightToLeft)
        XCTAssertTrue(demo.html.contains("ar (right to left)"))
    }

    func testSelfContainedAndDeterministic() throws {
        let demo = ReportFixtures.demo
        XCTAssertFalse(demo.html.contains("src="), "no external images or scripts")
        XCTAssertNil(demo.html.firstMatch(of: /href="(?!#)/), "every reference stays in the page")
        XCTAssertFalse(demo.html.contains("http://") || demo.html.contains("https://"))
        XCTAssertFalse(demo.html.contains("<h5"), "headings go h1 > h2 > h3 > h4")
        let again = ReportFixtures.lintAndRender(try Project.discover(
            paths: [ReportFixtures.root.appendingPathComponent("layouts").path, ReportFixtures.root.appendingPathComponent("strings").path],
            config: ProjectConfig(), configPath: nil).read())
        XCTAssertEqual(again.html, demo.html, "same inputs, same bytes")
        // Each glyph outline is defined once.
        let ids = demo.html.matches(of: /<path id="(g\d+)"/).map { String($0.1) }
        XCTAssertEqual(ids.count, Set(ids).count)
        let data = demo.html.matches(of: /<path id="g\d+" d="([^"]*)"/).map { String($0.1) }
        XCTAssertEqual(data.count, Set(data).count, "no outline is written twice")
    }

    /// WCAG AA for every text color on its background, 3:1 for the drawings' marks: the report passes the
    /// contrast rule it checks apps against.
    func testPaletteContrast() throws {
        for pair in HTMLReport.contrastPairs {
            let foreground = try XCTUnwrap(HTMLReport.color(pair.foreground), pair.foreground)
            let background = try XCTUnwrap(HTMLReport.color(pair.background), pair.background)
            let ratio = HTMLReport.contrastRatio(foreground, background)
            XCTAssertGreaterThanOrEqual(ratio, pair.minimum, "\(pair.foreground) on \(pair.background): \(ratio)")
        }
        XCTAssertEqual(HTMLReport.contrastRatio("#777777", "#ffffff"), 4.48, accuracy: 0.01, "the demo's timeRemaining number")
        // Every color the CSS uses is in the palette.
        let css = ReportFixtures.demo.html
        for use in css.matches(of: /var\(--([a-z0-9-]+)\)/) {
            XCTAssertNotNil(HTMLReport.color(String(use.1)), "--\(use.1)")
        }
    }

    func testBaselineCountsNewAndGone() throws {
        let demo = ReportFixtures.demo
        var previous = demo.report
        let removed = previous.findings.removeFirst()
        previous.findings.append(Finding(rule: "truncation", severity: .error, message: "an old problem",
                                         location: SourceLocation(file: "strings/Old.strings", line: 1, column: 1),
                                         locale: "de", key: "old.key", screen: "Old", element: "gone"))
        let html = HTMLReport(baseline: previous).render(demo.report, renderings: demo.renderings)
        XCTAssertTrue(html.contains("<span class=\"big\">1</span> new since the baseline"))
        XCTAssertTrue(html.contains("<span class=\"big\">1</span> gone"))
        XCTAssertTrue(html.contains("Gone since the baseline (1)"))
        XCTAssertTrue(html.contains("an old problem"))
        XCTAssertEqual(html.matches(of: /data-change="new"/).count, 1)
        XCTAssertEqual(html.matches(of: /<span class="badge new">new<\/span>/).count, 1)
        XCTAssertEqual(HTMLReport.fingerprint(removed), HTMLReport.fingerprint(demo.report.findings[0]))
        // A JSON report read back is a baseline.
        let decoded = try JSONReporter.decode(Data(try JSONReporter().render(previous).utf8))
        XCTAssertEqual(HTMLReport(baseline: decoded).render(demo.report, renderings: demo.renderings), html)
    }

    /// A generated project with more than a thousand findings: glyphs defined once keep the page under
    /// 5 MB. (The browser test opens the same page.)
    func testThousandFindingsStayUnderFiveMegabytes() throws {
        let result = ReportFixtures.lintAndRender(ReportFixtures.generated())
        XCTAssertGreaterThanOrEqual(result.report.findings.count, 1000)
        let drawn = result.renderings.count { $0 != nil }
        XCTAssertGreaterThanOrEqual(drawn, 1000)
        let bytes = result.html.utf8.count
        XCTAssertLessThan(bytes, 5_000_000, "\(result.report.findings.count) findings: \(bytes) bytes")
        let file = try ReportFixtures.temporaryFile("generated.html", contents: result.html)
        print("1000-finding report: \(result.report.findings.count) findings, \(drawn) drawn, \(bytes) bytes: \(file.path)")
    }
}
