import Foundation
import LayoutLint
import Typesetter
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

    /// With the fonts, the page embeds the bundled faces cut down to its characters: every character of
    /// every message, caption and "Shows:" line is in one of them (checked by opening the embedded fonts
    /// with FreeType), so a machine without Thai, Devanagari, Arabic or CJK fonts draws no tofu.
    func testPageTextIsCoveredByEmbeddedFonts() throws {
        let demo = ReportFixtures.demo
        let html = HTMLReport(fonts: ReportFixtures.typesetter.fonts).render(demo.report, renderings: demo.renderings)
        let sources = html.matches(of: /src:url\(data:font\/(?:ttf|otf);base64,([A-Za-z0-9+\/=]+)\)/).map { String($0.output.1) }
        XCTAssertGreaterThanOrEqual(sources.count, 5, "Latin, Thai, Arabic, Devanagari, CJK")
        var faces: [FontFace] = []
        for (index, base64) in sources.enumerated() {
            let url = try ReportFixtures.temporaryFile("embedded-\(index).otf", contents: "")
            try XCTUnwrap(Data(base64Encoded: base64)).write(to: url)
            faces.append(try FontFace(path: url.path))
        }
        var texts = demo.report.findings.flatMap { [$0.message, $0.suggestion ?? "", $0.visibleText ?? "", $0.text ?? ""] }
        texts += demo.renderings.compactMap { $0?.translation.layout.visibleText }
        // Characters the bundled fonts have at all (an emoji in the demo is a missing-glyph finding).
        let library = ReportFixtures.typesetter.fonts
        let bundled = library.profile.typefaces.keys.compactMap { try? library.face(typeface: $0, weight: 400, italic: false) }
        var checked = 0
        for scalar in Set(texts.joined().unicodeScalars) where scalar.value > 0x20 && !scalar.properties.isWhitespace
            && scalar.properties.generalCategory != .format && bundled.contains(where: { $0.hasGlyph(for: scalar) }) {
            XCTAssertTrue(faces.contains { $0.hasGlyph(for: scalar) }, "U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar) is in no embedded face")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 150)
        XCTAssertTrue(html.contains("body,select,button{font-family:\"layoutlint 1\""))
        // Without fonts, nothing is embedded (and the bytes are the same as before).
        XCTAssertFalse(demo.html.contains("@font-face"))
    }

    func testNaturalOrder() {
        XCTAssertEqual(["S10", "S2", "S1", "row10.title", "row9.title", "S02", "a"].sorted(by: NaturalOrder.less),
                       ["S1", "S02", "S2", "S10", "a", "row9.title", "row10.title"])
        XCTAssertFalse(NaturalOrder.less("x", "x"))
    }

    /// Screen2 comes before Screen10 on the page (12 generated screens).
    func testScreensInNaturalOrderOnThePage() throws {
        let result = ReportFixtures.lintAndRender(ReportFixtures.generated(screens: 12))
        // Drawn inline (not on demand), so the headings are in the page as written.
        let html = HTMLReport(title: "layoutlint report", inlineLimit: .max).render(result.report, renderings: result.renderings)
        let headings = html.matches(of: /<h3 id="s\d+">(Screen\d+)<\/h3>/).map { String($0.output.1) }
        XCTAssertEqual(headings, (0..<12).map { "Screen\($0)" })
        // Drawn on demand, the data keeps the same order.
        let titles = result.html.matches(of: /\["[^"]*","[^"]*","[^"]*","Screen\d+","(Screen\d+)"[,\]]/).map { String($0.output.1) }
        XCTAssertEqual(titles.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }, (0..<12).map { "Screen\($0)" })
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
        let html = ReportFixtures.injecting(probe, before: "</body>", into: ReportFixtures.demo.html)
        let page = try ReportFixtures.temporaryFile("fit.html", contents: html)
        for width in [1100, 700] {
            let run = try browser.run(page, dumpDOM: true, windowWidth: width)
            let verdict = run.output.firstMatch(of: /data-fit="[^"]*"/).map { String($0.output) } ?? "no probe"
            XCTAssertEqual(verdict, "data-fit=\"yes\"", "at \(width)px")
        }
    }
}

extension ReportFixtures {
    /// The generated report's findings repeated with distinct keys until there are `count`, each with its
    /// drawing: a large report without linting ten times the labels.
    static func large(_ count: Int) -> (report: LintReport, html: String) {
        let base = lintAndRender(generated())
        var findings: [Finding] = []
        var renderings: [FindingRendering?] = []
        var copy = 0
        while findings.count < count {
            for (finding, rendering) in zip(base.report.findings, base.renderings) where findings.count < count {
                var f = finding
                f.key = (f.key ?? "key") + ".copy\(copy)"
                f.screen = f.screen.map { "\($0)-\(copy)" }
                findings.append(f)
                renderings.append(rendering)
            }
            copy += 1
        }
        // Keep the rendering beside its finding: LintReport(findings:) sorts, so sort both the same way.
        let order = findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) }
        let report = LintReport(findings: order.map { findings[$0] }, labelsChecked: count, measurements: 2 * count)
        return (report, HTMLReport().render(report, renderings: order.map { renderings[$0] }))
    }
}

final class LargeHTMLReportTests: XCTestCase {
    /// 10,000 findings: the page holds them as data and draws one page; the count, the filters and the
    /// drawings work. (First paint and memory against a 100-finding page: `make bench`.)
    func testTenThousandFindingReportOpensAndFilters() throws {
        let browser = try Chromium.find()
        let large = ReportFixtures.large(10_000)
        XCTAssertEqual(large.report.findings.count, 10_000)
        XCTAssertTrue(large.html.contains("id=\"finding-data\""))
        let page = try ReportFixtures.temporaryFile("large.html", contents: large.html)

        let run = try browser.run(page, dumpDOM: true, timeout: 60)
        XCTAssertEqual(run.console, [])
        XCTAssertTrue(run.output.contains("<p id=\"count\" role=\"status\" aria-live=\"polite\">10000 findings</p>"))
        XCTAssertEqual(run.output.matches(of: /<article class="finding/).count, HTMLReport.pageSize, "one page drawn")
        XCTAssertGreaterThan(run.output.components(separatedBy: "<use ").count - 1, HTMLReport.pageSize, "with their drawings")

        let thai = large.report.findings.count { $0.locale == "th" }
        let filtered = try browser.run(page, fragment: "locale=th", dumpDOM: true, timeout: 60)
        XCTAssertEqual(filtered.console, [])
        XCTAssertTrue(filtered.output.contains("\(thai) of 10000 findings"))
        XCTAssertEqual(filtered.output.matches(of: /<article class="finding[^"]*" id="f\d+"[^>]*data-locale="th"/).count, min(thai, HTMLReport.pageSize))
        let locales = filtered.output.matches(of: /<article [^>]*data-locale="([^"]*)"/).map { String($0.output.1) }
        XCTAssertEqual(Set(locales), ["th"])
    }
}
