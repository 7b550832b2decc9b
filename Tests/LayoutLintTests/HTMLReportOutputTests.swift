import Foundation
import LayoutLint
import XCTest

/// The QA page as a person reads it: units on every number, screens and keys in natural order, both labels
/// of a lost hierarchy drawn, the locale × rule table inside its column.
final class HTMLReportOutputTests: XCTestCase {
    func testMeasurementUnits() throws {
        let html = ReportFixtures.demo.html
        // expansion-headroom of "Continue" (77.47pt of 160pt): room for 2.07×, typically needs 3×.
        XCTAssertTrue(html.contains("<dt>room</dt><dd>2.07×</dd>"), "room is a ratio")
        XCTAssertTrue(html.contains("<dt>expected expansion</dt><dd>3×</dd>"))
        XCTAssertTrue(html.contains("<dt>cues</dt><dd>0</dd>"), "cues are a count")
        XCTAssertTrue(html.contains("<dt>size ratio</dt><dd>1×</dd>"))
        for bad in ["cues</dt><dd>0pt", "room</dt><dd>2.07pt", "lines</dt><dd>1pt", "weight</dt><dd>400pt"] {
            XCTAssertFalse(html.contains(bad), bad)
        }
        XCTAssertEqual(HTMLReport.unit(of: "contrast", length: "pt"), ":1")
        XCTAssertEqual(HTMLReport.unit(of: "effectiveSize", length: "dp", textSize: "sp"), "sp")
        XCTAssertEqual(HTMLReport.unit(of: "availableWidth", length: "dp", textSize: "sp"), "dp")
    }

    func testNaturalOrder() {
        XCTAssertEqual(["S10", "S2", "S1", "row10.title", "row9.title", "S02", "a"].sorted(by: NaturalOrder.less),
                       ["S1", "S02", "S2", "S10", "a", "row9.title", "row10.title"])
        XCTAssertFalse(NaturalOrder.less("x", "x"))
    }

    /// Screen2 comes before Screen10 on the page (12 generated screens).
    func testScreensInNaturalOrderOnThePage() throws {
        let result = ReportFixtures.lintAndRender(ReportFixtures.generated(screens: 12))
        let headings = result.html.matches(of: /<h3 id="s\d+">(Screen\d+)<\/h3>/).map { String($0.output.1) }
        XCTAssertEqual(headings, (0..<12).map { "Screen\($0)" })
    }

    func testHierarchyPairIsDrawnSideBySide() throws {
        let demo = ReportFixtures.demo
        var drawn = 0
        for (i, finding) in demo.report.findings.enumerated() where finding.rule == "hierarchy-lost" {
            let paired = try XCTUnwrap(finding.pairedElement, "the finding names the other level")
            let rendering = try XCTUnwrap(demo.renderings[i])
            XCTAssertEqual(rendering.paired?.element.id, paired)
            XCTAssertEqual(rendering.paired?.locale, finding.locale)
            XCTAssertTrue(demo.html.contains("<title id=\"f\(i)p\">Drawing of the translation (\(finding.locale!))"), "second level of finding \(i)")
            XCTAssertTrue(demo.html.contains("<strong>\(paired) · \(finding.locale!)"))
            drawn += 1
        }
        XCTAssertGreaterThan(drawn, 0)
    }

    /// In Chromium at a phone's and a laptop's width, the locale × rule table is no wider than its column.
    func testCountsTableFitsItsColumn() throws {
        let browser = try Chromium.find()
        let probe = """
            <script>addEventListener('load',()=>{const t=document.querySelector('table.counts');const r=t.parentElement;
            document.body.setAttribute('data-fit',t.scrollWidth<=r.clientWidth+1?'yes':'no '+t.scrollWidth+'>'+r.clientWidth);});</script>
            """
        let html = ReportFixtures.demo.html.replacingOccurrences(of: "</body>", with: probe + "</body>")
        let page = try ReportFixtures.temporaryFile("fit.html", contents: html)
        for width in [1100, 700] {
            let run = try browser.run(page, dumpDOM: true, windowWidth: width)
            let verdict = run.output.firstMatch(of: /data-fit="[^"]*"/).map { String($0.output) } ?? "no probe"
            XCTAssertEqual(verdict, "data-fit=\"yes\"", "at \(width)px")
        }
    }
}
