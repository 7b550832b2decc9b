import Foundation
import Typesetter

/// `layoutlint report`: one self-contained HTML page for release QA. An overview (counts per locale ×
/// rule and severity, the change against a baseline, a screen × locale grid), then every finding with its
/// label drawn from the real glyph outlines in its real box — lines, baselines, what truncation hides, ink
/// beyond the box highlighted — beside the source-language label, and the numbers and the suggestion.
///
/// No network at view time: inline CSS, inline SVG, a few lines of script for the filters (the page reads
/// fine without it). Output is deterministic: the same report and renderings give the same bytes.
public struct HTMLReport: Sendable {
    public var title: String
    /// A previous JSON report (`layoutlint check --format json`): findings are marked new, and the overview
    /// counts new and gone ones.
    public var baseline: LintReport?
    /// The source language (for the captions of the source drawings).
    public var sourceLocale: String
    /// Up to this many entries (findings, and wireframes weighed by the texts they draw) the page holds
    /// every one as HTML (it reads without script). Above it, the first `pageSize` entries are HTML and the rest are kept as data and
    /// drawn on demand, `pageSize` at a time as the reader scrolls or filters (the wireframes' texts as they
    /// scroll into view), so that a page of 10,000 findings paints in about the time of a small one.
    public var inlineLimit: Int
    public static let pageSize = 60
    /// The fonts whose faces, cut down to the page's characters, the page's own text is set in (see
    /// `HTMLFonts`); nil leaves the text to the viewer's fonts.
    public var fonts: FontLibrary?

    public init(title: String = "layoutlint report", baseline: LintReport? = nil, sourceLocale: String = "en", inlineLimit: Int = 400,
                fonts: FontLibrary? = nil) {
        self.fonts = fonts
        self.title = title
        self.baseline = baseline
        self.sourceLocale = sourceLocale
        self.inlineLimit = inlineLimit
    }

    /// What identifies a finding across runs: rule, place and label, not the wording or the numbers.
    public static func fingerprint(_ f: Finding) -> String {
        [f.rule, f.table ?? "", f.key ?? "", f.locale ?? "", f.variant ?? "", f.screen ?? "", f.element ?? "",
         f.screen == nil && f.key == nil ? f.location.description : ""].joined(separator: "\u{1F}")
    }

    /// The page. `renderings[i]` draws `report.findings[i]` (nil: no drawing, e.g. a catalog problem);
    /// fewer renderings than findings means the rest have none.
    public func render(_ report: LintReport, renderings: [FindingRendering?] = []) -> String {
        render(report, pictures: ReportPictures(findings: renderings))
    }

    /// The page with the screens drawn too: `pictures.findings[i]` draws `report.findings[i]`, and each
    /// screen's wireframes stand before its findings. The finding cards come first (after the filters);
    /// the per-locale and overview tables follow, collapsed.
    public func render(_ report: LintReport, pictures: ReportPictures) -> String {
        let findings = report.findings
        // Weighed in texts drawn: a card draws one label (and its source), a wireframe every label of its screen
        // (and of its source beside it).
        let wireframeTexts = pictures.wireframes.reduce(0) { total, w in
            total + (w.source != nil || w.findings.values.contains { !$0.isEmpty } ? 1 + w.labels.count : 0)
        }
        let drawing = HTMLDrawing(inlineRuns: findings.count + wireframeTexts > inlineLimit)
        let baselinePrints = baseline.map { Set($0.findings.map(Self.fingerprint)) }
        let currentPrints = Set(findings.map(Self.fingerprint))
        let isNew = findings.map { f in baselinePrints.map { !$0.contains(Self.fingerprint(f)) } ?? false }
        var sequence = ScreenSequence(findings: findings, pictures: pictures)

        var body = "<header><h1>\(Self.escape(title))</h1>"
        body += "<p class=\"summary\">\(Self.escape(TextReporter.summaryLine(report.summary)))</p>"
        if !findings.isEmpty { body += "<p class=\"hint\"><a href=\"#tables\">Counts per locale, rule and screen</a> follow the findings.</p>" }
        body += "</header>\n<main>\n"
        body += "<section aria-labelledby=\"findings-h\"><h2 id=\"findings-h\">Findings</h2>\n"
        body += filters(findings, withBaseline: baseline != nil)
        body += legend()
        let cards = Cards(report: report, pictures: pictures, isNew: isNew, drawing: drawing)
        body += drawing.inlineRuns ? onDemandEntries(cards, sequence: &sequence) : inlineEntries(cards, sequence: &sequence)
        if findings.isEmpty { body += "<p>No findings.</p>\n" }
        body += "<p id=\"none\" hidden>No finding matches the filters.</p>\n"
        body += "</section>\n"
        if !findings.isEmpty {
            body += "<details class=\"tables\" id=\"tables\"><summary>Counts per locale, rule and screen</summary>\n"
            body += localeSummary(report, pictures: pictures)
            body += overview(report, isNew: isNew, currentPrints: currentPrints)
            body += "</details>\n"
        }
        if let baseline {
            let gone = baseline.findings.filter { !currentPrints.contains(Self.fingerprint($0)) }
            if !gone.isEmpty {
                body += "<section aria-labelledby=\"gone-h\"><h2 id=\"gone-h\">Gone since the baseline (\(gone.count))</h2><ul class=\"gone\">"
                for f in gone {
                    body += "<li><span class=\"rule\">\(Self.escape(f.rule))</span> \(Self.escape(Self.place(f))): \(Self.escape(f.message))</li>"
                }
                body += "</ul></section>\n"
            }
        }
        body += "</main>\n"
        return page(body: body, drawing: drawing)
    }

    /// What every card needs: the findings, their drawings, which are new.
    struct Cards {
        var report: LintReport
        var pictures: ReportPictures
        var isNew: [Bool]
        var drawing: HTMLDrawing
        var findings: [Finding] { report.findings }
    }

    /// The findings in reading order (by screen, element, severity, locale) and, between them, the screens'
    /// wireframes: each screen's before its first finding, and the screens drawn only for findings listed
    /// under another screen (a declaration several screens include) in the screens' order.
    struct ScreenSequence {
        var order: [Int]
        /// The wireframes of each screen (translations only: each shows its source beside it), by screen name.
        var wireframesOfScreen: [String: [Int]] = [:]
        var wireframesOnly: ArraySlice<String>
        var wireframesShown = Set<String>()

        init(findings: [Finding], pictures: ReportPictures) {
            order = findings.indices.sorted { a, b in
                let x = findings[a], y = findings[b]
                if x.screen != y.screen {
                    guard let xs = x.screen else { return false }
                    guard let ys = y.screen else { return true }
                    return NaturalOrder.less(xs, ys)
                }
                if (x.element ?? "") != (y.element ?? "") { return NaturalOrder.less(x.element ?? "", y.element ?? "") }
                if x.screen == nil && (x.key ?? "") != (y.key ?? "") { return NaturalOrder.less(x.key ?? "", y.key ?? "") }
                if x.severity != y.severity { return x.severity > y.severity }
                if (x.locale ?? "") != (y.locale ?? "") { return (x.locale ?? "") < (y.locale ?? "") }
                return a < b
            }
            for (w, wireframe) in pictures.wireframes.enumerated()
            where wireframe.source != nil || wireframe.findings.values.contains(where: { !$0.isEmpty }) {
                wireframesOfScreen[wireframe.screen, default: []].append(w)
            }
            for screen in wireframesOfScreen.keys {
                wireframesOfScreen[screen]!.sort { a, b in
                    let x = pictures.wireframes[a], y = pictures.wireframes[b]
                    if x.locale != y.locale { return x.locale < y.locale }
                    if x.sizeCategory != y.sizeCategory {
                        let rank = { (c: String?) in c.flatMap { SizeScale.all.firstIndex(of: $0) } ?? -1 }
                        return rank(x.sizeCategory) < rank(y.sizeCategory)
                    }
                    return (x.screenWidth ?? 0) < (y.screenWidth ?? 0)
                }
            }
            let listed = Set(findings.compactMap(\.screen))
            wireframesOnly = wireframesOfScreen.keys.filter { !listed.contains($0) }.sorted(by: NaturalOrder.less)[...]
        }

        /// The wireframe-only screens that sort before `screen` (all of them before the findings of no screen).
        mutating func wireframesOnlyBefore(_ screen: String?) -> [String] {
            var out: [String] = []
            while let next = wireframesOnly.first, screen.map({ NaturalOrder.less(next, $0) }) ?? true {
                out.append(next)
                wireframesOnly.removeFirst()
            }
            return out
        }
    }

    private func card(_ i: Int, _ cards: Cards) -> String {
        let renderings = cards.pictures.findings, links = cards.pictures.wireframesOfFinding
        return article(cards.findings[i], index: i, rendering: i < renderings.count ? renderings[i] : nil, drawing: cards.drawing,
                       isNew: cards.isNew[i], wireframes: i < links.count ? links[i] : [], pictures: cards.pictures)
    }

    /// Every entry as HTML: sections per screen, its wireframes first.
    private func inlineEntries(_ cards: Cards, sequence: inout ScreenSequence) -> String {
        let findings = cards.findings, pictures = cards.pictures, drawing = cards.drawing
        var body = ""
        var screen: String?? = .none
        var open = false
        for i in sequence.order + [-1] {
            let f = i < 0 ? nil : findings[i]
            for name in sequence.wireframesOnlyBefore(f?.screen) {
                if open { body += "</section>\n" }
                open = false
                let first = sequence.wireframesOfScreen[name]![0]
                body += "<section class=\"group\" aria-labelledby=\"sw\(first)\"><h3 id=\"sw\(first)\">\(Self.escape(name))</h3>\n"
                body += "<p class=\"hint\">Its findings are listed under another screen that includes the same declaration.</p>\n"
                for w in sequence.wireframesOfScreen[name]! { body += wireframeFigure(w, pictures: pictures, findings: findings, drawing: drawing) }
                body += "</section>\n"
                screen = .none
            }
            guard let f else { continue }
            if screen == .none || screen! != f.screen {
                if open { body += "</section>\n" }
                screen = .some(f.screen)
                let name = f.screen ?? "Catalogs and declarations"
                body += "<section class=\"group\" aria-labelledby=\"s\(i)\"><h3 id=\"s\(i)\">\(Self.escape(name))</h3>\n"
                open = true
                if let screenName = f.screen, sequence.wireframesShown.insert(screenName).inserted {
                    for w in sequence.wireframesOfScreen[screenName] ?? [] {
                        body += wireframeFigure(w, pictures: pictures, findings: findings, drawing: drawing)
                    }
                }
            }
            body += card(i, cards)
        }
        if open { body += "</section>\n" }
        return body
    }

    /// One entry drawn on demand: its filter values, its HTML, the heading it stands under.
    struct Entry { var meta: String; var html: String; var title: String; var isWireframe: Bool }

    /// A large report: the first page of entries as HTML, the rest as data the script draws as the reader
    /// scrolls or filters.
    private func onDemandEntries(_ cards: Cards, sequence: inout ScreenSequence) -> String {
        let findings = cards.findings, pictures = cards.pictures, drawing = cards.drawing
        var data: [Entry] = []
        for i in sequence.order + [-1] {
            let f = i < 0 ? nil : findings[i]
            var names = sequence.wireframesOnlyBefore(i < 0 ? nil : f?.screen)
            if let name = f?.screen, sequence.wireframesShown.insert(name).inserted { names.append(name) }
            for name in names {
                for w in sequence.wireframesOfScreen[name] ?? [] {
                    let wireframe = pictures.wireframes[w]
                    let shown = Set(wireframe.findings.values.joined())
                    let rules = Self.sortedUnique(shown.map { findings[$0].rule }), severities = Self.sortedUnique(shown.map { findings[$0].severity.rawValue })
                    let meta = "[" + [Self.jsonString(wireframe.locale), "[" + rules.map(Self.jsonString).joined(separator: ",") + "]",
                                      "[" + severities.map(Self.jsonString).joined(separator: ",") + "]", Self.jsonString(name), Self.jsonString(name),
                                      "null", Self.jsonString("w\(w)")].joined(separator: ",") + "]"
                    data.append(Entry(meta: meta, html: wireframeFigure(w, pictures: pictures, findings: findings, drawing: drawing),
                                      title: name, isWireframe: true))
                }
            }
            guard let f else { continue }
            let locales = Self.locales(f)
            var meta = "[" + (locales.count == 1 ? Self.jsonString(locales[0]) : "[" + locales.map(Self.jsonString).joined(separator: ",") + "]")
            let screens = Self.screens(f)
            meta += "," + [f.rule, f.severity.rawValue].map(Self.jsonString).joined(separator: ",")
            meta += "," + (screens.count > 1 ? "[" + screens.map(Self.jsonString).joined(separator: ",") + "]" : Self.jsonString(f.screen ?? "—"))
            meta += "," + Self.jsonString(f.screen ?? "Catalogs and declarations")
            meta += "," + (baseline != nil ? Self.jsonString(cards.isNew[i] ? "new" : "unchanged") : "null") + "," + Self.jsonString("f\(i)")
            data.append(Entry(meta: meta + "]", html: card(i, cards), title: f.screen ?? "Catalogs and declarations", isWireframe: false))
        }
        // The first page as HTML, before the data block: it paints while the rest is still loading, and
        // without script. Its cards' drawings are complete; the wireframes' texts are drawn by the script
        // as they scroll into view (a screen's glyphs are most of its weight).
        let first = min(Self.pageSize, data.count)
        var firstPage = ""
        var heading: String?
        for entry in data.prefix(first) {
            if entry.title != heading {
                heading = entry.title
                firstPage += "<h3 class=\"screen-h\">\(Self.escape(entry.title))</h3>"
            }
            let html = drawing.expandShared(entry.html)
            firstPage += entry.isWireframe ? html : HTMLDrawing.expandGlyphs(html)
        }
        var body = "<div id=\"pages\" data-page-size=\"\(Self.pageSize)\" data-first=\"\(first)\" data-baseline=\"\(baseline != nil)\">"
            + firstPage + "</div>\n"
        if data.count > first {
            body += "<noscript><p>This report has \(findings.count) findings: those after the first \(first) entries are drawn on demand, "
                + "which needs script. Use <code>layoutlint check</code> for the list as text.</p></noscript>\n"
        }
        body += "<button type=\"button\" id=\"more\" hidden>Show more findings</button>\n"
        // Filter values (small, read at once), then the entries' HTML (large, parsed only when the reader
        // asks for more than the first page). JSON in data blocks: "</" written as "<\/" so a block cannot
        // end early; the first page's entries are "" (the script takes them from the page).
        body += "<script type=\"application/json\" id=\"finding-meta\">{\"meta\":[" + data.map(\.meta).joined(separator: ",\n") + "]}</script>\n"
        body += "<script type=\"application/json\" id=\"finding-data\">{\"html\":["
            // Attribute values never hold a raw `"` (`escape` writes &quot;), so every `"` delimits one and
            // can be `'`, which JSON need not escape.
            + data.enumerated().map { k, entry in k < first ? "\"\"" : Self.jsonString(entry.html.replacingOccurrences(of: "\"", with: "'")) }
                .joined(separator: ",\n") + "],\n\"shared\":["
            + drawing.sharedPieces.map { Self.jsonString($0.replacingOccurrences(of: "\"", with: "'")) }.joined(separator: ",\n") + "]}</script>\n"
        return body
    }

    /// The document around `body`: the policy, the styles (with the fonts cut down to the page's text), the
    /// shared drawing definitions and the script.
    private func page(body: String, drawing: HTMLDrawing) -> String {
        var styles = [Self.css]
        if let fonts {
            let embedded = HTMLFonts.css(for: Self.escape(title) + body, fonts: fonts)
            if !embedded.isEmpty { styles.append(embedded) }
        }
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy(styles: styles))\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"generator\" content=\"layoutlint\">\n"
        page += "<title>\(Self.escape(title))</title>\n" + styles.map { "<style>\($0)</style>\n" }.joined()
        page += "</head>\n<body>\n"
        page += drawing.definitions + "\n"
        page += body
        page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// The page's Content-Security-Policy (CSP Level 3, `<meta http-equiv>`): nothing is loaded from
    /// anywhere, the one inline script and the inline styles run only by their SHA-256 (a script or style
    /// injected through a catalog value that escaped escaping would not match), fonts and pictures only as
    /// `data:` URLs (the embedded fonts and PNG screenshots). The JSON data blocks are not scripts a
    /// browser runs, so they need no hash.
    static func contentSecurityPolicy(styles: [String]) -> String {
        ["default-src 'none'", "script-src " + SHA256.cspSource(script),
         "style-src " + styles.map(SHA256.cspSource).joined(separator: " "),
         // `style="…"` attributes (the drawings' positions and colours) cannot run code; CSP Level 3's
         // `style-src-attr` allows them without opening `<style>` elements, which stay hashed.
         "style-src-attr 'unsafe-inline'",
         "img-src data:", "font-src data:", "base-uri 'none'", "form-action 'none'"].joined(separator: "; ")
    }

    // MARK: overview

    private func overview(_ report: LintReport, isNew: [Bool], currentPrints: Set<String>) -> String {
        let findings = report.findings
        var out = "<section aria-labelledby=\"overview-h\"><h2 id=\"overview-h\">Overview</h2>\n<ul class=\"stats\">"
        for severity in Severity.allCases.reversed() {
            let count = findings.count { $0.severity == severity }
            out += "<li class=\"sev-\(severity.rawValue)\"><span class=\"big\">\(count)</span> \(severity.rawValue)\(count == 1 ? "" : "s")</li>"
        }
        out += "<li><span class=\"big\">\(report.summary.labelsChecked)</span> labels checked</li>"
        out += "<li><span class=\"big\">\(report.summary.measurements)</span> layouts</li>"
        if let baseline {
            let gone = baseline.findings.count { !currentPrints.contains(Self.fingerprint($0)) }
            out += "<li class=\"change\"><span class=\"big\">\(isNew.count { $0 })</span> new since the baseline</li>"
            out += "<li class=\"change\"><span class=\"big\">\(gone)</span> gone</li>"
        }
        out += "</ul>\n"

        // Locale × rule.
        let locales = Self.sortedUnique(findings.flatMap(Self.locales))
        let rules = Self.sortedUnique(findings.map(\.rule))
        if !findings.isEmpty {
            out += "<h3>By locale and rule</h3>\n<div class=\"scroll\" role=\"region\" aria-label=\"Findings by locale and rule\" tabindex=\"0\">"
            out += "<table class=\"counts\"><thead><tr><th scope=\"col\">locale</th>"
            for rule in rules { out += "<th scope=\"col\">\(Self.escape(rule))</th>" }
            out += "<th scope=\"col\">errors</th><th scope=\"col\">warnings</th><th scope=\"col\">notes</th><th scope=\"col\">total</th></tr></thead><tbody>"
            for locale in locales {
                let here = findings.filter { Self.locales($0).contains(locale) }
                out += "<tr><th scope=\"row\">\(Self.escape(locale))</th>"
                for rule in rules {
                    let count = here.count { $0.rule == rule }
                    out += count == 0 ? "<td class=\"zero\">0</td>" : "<td>\(count)</td>"
                }
                for severity in Severity.allCases.reversed() {
                    let count = here.count { $0.severity == severity }
                    out += count == 0 ? "<td class=\"zero\">0</td>" : "<td>\(count)</td>"
                }
                out += "<td><strong>\(here.count)</strong></td></tr>"
            }
            out += "</tbody></table></div>\n"
        }

        // Screen × locale.
        let screens = Self.sortedUnique(findings.flatMap(Self.screens))
        if !screens.isEmpty {
            let screenLocales = Self.sortedUnique(findings.filter { $0.screen != nil }.flatMap(Self.locales))
            var counts: [String: Int] = [:]
            for f in findings { for s in Self.screens(f) { for locale in Self.locales(f) { counts[s + "\u{1F}" + locale, default: 0] += 1 } } }
            let most = counts.values.max() ?? 1
            out += "<h3>By screen and locale</h3>\n<p class=\"hint\">Darker cells hold more findings; choose a cell to show only its findings.</p>"
            out += "<div class=\"scroll\" role=\"region\" aria-label=\"Findings by screen and locale\" tabindex=\"0\">"
            out += "<table class=\"grid\"><thead><tr><th scope=\"col\">screen</th>"
            for locale in screenLocales { out += "<th scope=\"col\">\(Self.escape(locale))</th>" }
            out += "</tr></thead><tbody>"
            for screen in screens {
                out += "<tr><th scope=\"row\">\(Self.escape(screen))</th>"
                for locale in screenLocales {
                    let count = counts[screen + "\u{1F}" + locale] ?? 0
                    let level = count == 0 ? 0 : 1 + min(3, (count * 4 - 1) / max(1, most))
                    if count == 0 {
                        out += "<td class=\"h0\">0</td>"
                    } else {
                        out += "<td class=\"h\(level)\"><button type=\"button\" data-screen=\"\(Self.escape(screen))\" data-locale=\"\(Self.escape(locale))\""
                        out += " aria-label=\"\(count) in \(Self.escape(screen)), \(Self.escape(locale)): show them\">\(count)</button></td>"
                    }
                }
                out += "</tr>"
            }
            out += "</tbody></table></div>\n"
        }
        return out + "</section>\n"
    }

    private func filters(_ findings: [Finding], withBaseline: Bool) -> String {
        func select(_ name: String, _ label: String, _ values: [String]) -> String {
            var out = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
            for value in values { out += "<option>\(Self.escape(value))</option>" }
            return out + "</select></label>"
        }
        var out = "<form id=\"filters\" role=\"search\" aria-label=\"Filter findings\" hidden>"
        out += select("locale", "Locale", Self.sortedUnique(findings.flatMap(Self.locales)))
        out += select("rule", "Rule", Self.sortedUnique(findings.map(\.rule)))
        out += select("severity", "Severity", Severity.allCases.reversed().map(\.rawValue).filter { s in findings.contains { $0.severity.rawValue == s } })
        out += select("screen", "Screen", Self.sortedUnique(findings.flatMap { Self.screens($0).isEmpty ? ["—"] : Self.screens($0) }))
        if withBaseline { out += select("change", "Change", ["new", "unchanged"]) }
        out += "<button type=\"reset\">Show all</button></form>\n"
        out += "<p id=\"count\" role=\"status\" aria-live=\"polite\">\(findings.count) finding\(findings.count == 1 ? "" : "s")</p>\n"
        return out
    }

    private func legend() -> String {
        """
        <details class="legend"><summary>How to read the drawings</summary><ul>
        <li><span class="sw sw-box"></span> the label's box (its width × its fixed height, or the text block when the height follows the text)</li>
        <li><span class="sw sw-lb"></span> line boxes, with a line at each baseline</li>
        <li><span class="sw sw-ink"></span> glyphs as the fonts draw them, inside the box</li>
        <li><span class="sw sw-over"></span> ink outside the box: clipped, or drawn over the neighbours</li>
        <li><span class="sw sw-ghost"></span> what truncation hides: the whole text on one line under the box (the hatched part does not fit), or the lines that do not show</li>
        </ul><p>Drawings are at twice their size in points; right-to-left text is drawn right to left, as it shows.</p></details>

        """
    }

    // MARK: one finding

    private func article(_ f: Finding, index i: Int, rendering: FindingRendering?, drawing: HTMLDrawing, isNew: Bool,
                         wireframes: [Int] = [], pictures: ReportPictures = ReportPictures()) -> String {
        let id = "f\(i)"
        var out = "<article class=\"finding sev-\(f.severity.rawValue)\" id=\"\(id)\" aria-labelledby=\"\(id)h\""
        out += " data-locale=\"\(Self.escape(Self.locales(f).joined(separator: " ")))\" data-rule=\"\(Self.escape(f.rule))\" data-severity=\"\(f.severity.rawValue)\""
        // Screens one a line: a screen's name may hold spaces.
        out += " data-screen=\"\(Self.escape(Self.screens(f).isEmpty ? "—" : Self.screens(f).joined(separator: "\n")))\""
        if baseline != nil { out += " data-change=\"\(isNew ? "new" : "unchanged")\"" }
        // An element with no text laid out (an image, a text the pass gave no box): drawn among its neighbours.
        var surroundings: (wireframe: Int, element: String, crop: ViewRect)?
        if rendering == nil, let element = f.element, let w = wireframes.first, let crop = pictures.wireframes[w].surroundings(of: element) {
            surroundings = (w, element, crop)
        }
        if rendering != nil || surroundings != nil { out += " data-drawn=\"\"" }
        out += ">"
        out += "<h4 id=\"\(id)h\"><span class=\"badge sev-\(f.severity.rawValue)\">\(f.severity.rawValue)</span> "
        out += "<span class=\"rule\">\(Self.escape(f.rule))</span> · \(Self.escape(Self.place(f)))"
        if isNew { out += " <span class=\"badge new\">new</span>" }
        out += "</h4>"
        out += "<p class=\"msg\">\(Self.escape(f.message))</p>"

        let lang = f.locale.map { " lang=\"\(Self.escape($0))\"" } ?? ""
        if let r = rendering {
            let t = r.translation
            let direction = t.isRightToLeft ? " (right to left)" : ""
            if let p = r.paired {
                // Both levels of the pair side by side, in the locale and in the source language.
                out += "<div class=\"figs pair\">"
                out += figure(t, caption: "\(t.element.id) · \(t.locale)\(direction)", role: "translation", id: id + "t", drawing: drawing)
                out += figure(p, caption: "\(p.element.id) · \(p.locale)\(direction)", role: "translation", id: id + "p", drawing: drawing)
                out += "</div>"
                if let s = r.source, let ps = r.pairedSource, s.locale != t.locale {
                    out += "<div class=\"figs pair\">"
                    out += sharedFigure(s, caption: "\(s.element.id) · source (\(s.locale))", role: "source", id: id + "s", drawing: drawing)
                    out += sharedFigure(ps, caption: "\(ps.element.id) · source (\(ps.locale))", role: "source", id: id + "q", drawing: drawing)
                    out += "</div>"
                }
            } else {
                out += "<div class=\"figs\">"
                out += figure(t, caption: "\(t.locale)\(direction)", role: "translation", id: id + "t", drawing: drawing)
                if let s = r.source, s.locale != t.locale || s.variant != t.variant {
                    out += sharedFigure(s, caption: "source (\(s.locale))", role: "source", id: id + "s", drawing: drawing)
                }
                out += "</div>"
            }
        } else if let (index, element, crop) = surroundings {
            // An element on a tab page the tab view does not show first: drawn on its own page.
            let onPage = pictures.wireframes[index].showingTabPage(of: element)
            let w = onPage ?? pictures.wireframes[index]
            let page = onPage.flatMap { $0.view(of: element)?.tabPage }
            let direction = w.isRightToLeft ? " (right to left, mirrored)" : ""
            out += "<div class=\"figs\"><figure class=\"translation\">"
            out += drawing.wireframe(w, key: String(index) + (page.map { "p" + $0 } ?? ""), title: "\(element) on \(w.screen) in \(w.locale)\(direction), outlined",
                                     id: id + "e", links: [:], marked: [], highlighted: [element], crop: crop)
            out += "<figcaption><strong>\(Self.escape(element)) · \(Self.escape(w.locale))\(direction)</strong>"
                + (page != nil ? " · on a tab the window does not show first" : "") + "</figcaption></figure>"
            if let sourceIndex = w.source, let sourceCrop = pictures.wireframes[sourceIndex].surroundings(of: element) {
                let sourceOnPage = pictures.wireframes[sourceIndex].showingTabPage(of: element)
                let s = sourceOnPage ?? pictures.wireframes[sourceIndex]
                let sourcePage = sourceOnPage.flatMap { $0.view(of: element)?.tabPage }
                out += "<figure class=\"source\">"
                out += drawing.wireframe(s, key: String(sourceIndex) + (sourcePage.map { "p" + $0 } ?? ""),
                                         title: "\(element) on \(s.screen) in the source language (\(s.locale))",
                                         id: id + "s", links: [:], marked: [element], crop: sourceCrop)
                out += "<figcaption><strong>source (\(Self.escape(s.locale)))</strong></figcaption></figure>"
            }
            out += "</div>"
            if let text = f.text { out += "<p class=\"text\">Text: <span\(lang) dir=\"auto\">\(Self.escape(text))</span></p>" }
        } else if let text = f.text {
            out += "<p class=\"text\">Text: <span\(lang) dir=\"auto\">\(Self.escape(text))</span></p>"
        }
        if let measurements = f.measurements, !measurements.isEmpty {
            let platform = rendering?.translation.platform
            let unit = platform?.lengthUnit ?? (f.layoutLocation?.file.contains("res/layout") == true ? "dp" : "pt")
            let textUnit = platform?.textSizeUnit ?? (unit == "dp" ? "sp" : "pt")
            out += "<dl class=\"nums\">"
            for key in measurements.keys.sorted() {
                out += "<div><dt>\(Self.escape(Self.words(key)))</dt><dd>\(Self.value(measurements[key]!, key: key, length: unit, textSize: textUnit))</dd></div>"
            }
            out += "</dl>"
        }
        if let visible = f.visibleText {
            out += "<p class=\"text\">Shows: <span\(lang) dir=\"auto\">\(Self.escape(visible))</span></p>"
        }
        if let suggestion = f.suggestion { out += "<p class=\"sugg\"><strong>Suggestion:</strong> \(Self.escape(suggestion))</p>" }
        if !wireframes.isEmpty {
            let screens = Set(wireframes.map { pictures.wireframes[$0].screen })
            let links = wireframes.map { w in
                let name = (screens.count > 1 ? pictures.wireframes[w].screen + " · " : "") + Self.wireframeName(pictures.wireframes[w])
                return "<a href=\"#w\(w)\">\(Self.escape(name))</a>"
            }
            out += "<p class=\"onscreen\">On the screen: \(links.joined(separator: ", "))</p>"
        }
        var places = [f.location.description]
        if let layout = f.layoutLocation, layout != f.location { places.append(layout.description) }
        out += "<p class=\"loc\">\(places.map { "<code>\(Self.escape($0))</code>" }.joined(separator: " · "))"
        if let key = f.key { out += " · key <code>\(Self.escape(key))</code>" }
        if let variant = f.variant { out += " · \(Self.escape(variant))" }
        out += "</p></article>\n"
        return out
    }

    /// A figure that recurs on the page (the source-language label beside each locale's): made once when
    /// the page is drawn on demand.
    private func sharedFigure(_ r: LabelRendering, caption: String, role: String, id: String, drawing: HTMLDrawing) -> String {
        let key = ["f", r.screen, r.element.id, r.locale, r.variant ?? "", r.sizeCategory ?? "", n(r.boxWidth, places: 3),
                   n(r.effectiveSize, places: 3), caption, role].joined(separator: "\u{1F}")
        return drawing.shared(key, id: id, svg: false) { prefix in figure(r, caption: caption, role: role, id: prefix, drawing: drawing) }
    }

    private func figure(_ r: LabelRendering, caption: String, role: String, id: String, drawing: HTMLDrawing) -> String {
        let unit = r.platform.lengthUnit
        var details = ["\(FindingText.number(r.effectiveSize))\(r.platform.textSizeUnit)"]
        if r.effectiveSize != r.size { details[0] += " (shrunk from \(FindingText.number(r.size)))" }
        if let category = r.sizeCategory { details.append(category) }
        details.append("\(FindingText.number(r.boxWidth)) × \(FindingText.number(r.placement.boxHeight))\(unit) box")
        let svg = drawing.svg(r, title: Self.description(of: r, role: role), id: id)
        return "<figure class=\"\(role)\">\(svg)<figcaption><strong>\(Self.escape(caption))</strong> · \(Self.escape(details.joined(separator: " · ")))<br>"
            + "<span lang=\"\(Self.escape(r.locale))\" dir=\"\(r.isRightToLeft ? "rtl" : "ltr")\">\(Self.escape(r.layout.visibleText))</span></figcaption></figure>"
    }

    /// The text alternative of a drawing: what it shows, in words and numbers.
    static func description(of r: LabelRendering, role: String) -> String {
        let unit = r.platform.lengthUnit
        func pts(_ v: Double) -> String { FindingText.number(v) + unit }
        let lines = r.layout.lines.count
        var text = "Drawing of the \(role) (\(r.locale)) \(FindingText.quote(r.layout.visibleText))"
        text += " at \(FindingText.number(r.effectiveSize))\(r.platform.textSizeUnit)"
        if r.isRightToLeft { text += ", right to left" }
        text += ", \(lines) line\(lines == 1 ? "" : "s") in a \(pts(r.boxWidth)) × \(pts(r.placement.boxHeight)) box"
        if r.element.height != nil { text += " (fixed height\(r.element.clipsToBounds ? ", clipped" : ""))" }
        let p = r.placement
        var edges: [String] = []
        if p.above > VerticalClippingRule.tolerance { edges.append("\(pts(p.above)) above the top edge") }
        if p.below > VerticalClippingRule.tolerance { edges.append("\(pts(p.below)) below the bottom edge") }
        text += edges.isEmpty ? "; the ink stays inside the box" : "; ink reaches \(edges.joined(separator: " and ")), highlighted"
        if let hidden = r.hidden {
            if r.hiddenOnOneLine {
                let width = hidden.lines.first?.width ?? hidden.naturalWidth
                text += "; the whole text needs \(pts(width)) on one line, drawn under the box"
            } else {
                text += "; \(max(0, hidden.lines.count - lines)) more line\(hidden.lines.count - lines == 1 ? "" : "s") do not show, drawn faded below"
            }
        }
        return text + "."
    }

    // MARK: helpers

    static func place(_ f: Finding) -> String {
        var parts: [String] = []
        if let screen = f.screen { parts.append(screen + (f.element.map { " › " + $0 } ?? "")) }
        else if let key = f.key { parts.append(key) }
        else { parts.append(f.location.file) }
        if f.locales.count > 1 {
            let shown = f.locales.prefix(6).joined(separator: ", ")
            parts.append(f.locales.count > 6 ? "\(shown) and \(f.locales.count - 6) more locales" : shown)
        } else if let locale = f.locale { parts.append(locale) }
        if let category = f.sizeCategory { parts.append(category) }
        return parts.joined(separator: " · ")
    }

    /// Every locale a finding shows in (its group's), or "—" for one of no locale.
    static func locales(_ f: Finding) -> [String] {
        f.locales.isEmpty ? [f.locale ?? "—"] : f.locales
    }

    /// Every screen the finding shows on (an included declaration: each screen that includes it), none for a
    /// catalog problem.
    static func screens(_ f: Finding) -> [String] {
        f.screens.isEmpty ? (f.screen.map { [$0] } ?? []) : f.screens
    }

    /// "inkAboveTop" → "ink above top".
    static func words(_ key: String) -> String {
        var out = ""
        for c in key {
            if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// A measurement with its unit: lengths in points (dp on Android), text sizes in pt/sp, ratios of room
    /// and size as "2.07×", contrast as "4.48:1", counts (lines, cues, arguments) and weights bare.
    static func value(_ number: Double, key: String, length: String, textSize: String) -> String {
        FindingText.number(number) + unit(of: key, length: length, textSize: textSize)
    }

    public static func unit(of key: String, length: String, textSize: String = "pt") -> String {
        let lower = key.lowercased()
        if lower == "contrast" || lower == "required" { return ":1" }
        if ["room", "expectedexpansion", "sizeratio", "ratio"].contains(lower) || lower.hasSuffix("ratio") { return "×" }
        for unitless in ["lines", "count", "cues", "scale", "factor", "weight", "arguments"] where lower.contains(unitless) { return "" }
        if lower == "size" || lower.hasSuffix("size") { return textSize }
        return length
    }

    /// A JSON string literal that is also safe inside an HTML `<script>` data block: `<`, `>` and `&` are
    /// written `\u003c`, `\u003e`, `\u0026`, so no `</script`, `<!--` or `<script` can appear in the block
    /// (HTML's "script data" states: `<!--<script` puts the tokenizer in "script data double escaped",
    /// where `</script>` no longer ends the element — a screen of that name left the data block open to
    /// the end of the page), and U+2028/U+2029 as `\u2028`/`\u2029` (line terminators to a JavaScript
    /// parser before ES2019). JSON.parse reads all of them back as the characters.
    static func jsonString(_ text: String) -> String {
        var out = ""
        JSONWriter.appendString(text, to: &out)
        guard out.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2 }) else { return out }
        var safe = ""
        safe.reserveCapacity(out.utf8.count + out.utf8.count / 4)
        for scalar in out.unicodeScalars {
            switch scalar {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            case "\u{2028}": safe += "\\u2028"
            case "\u{2029}": safe += "\\u2029"
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }

        static func sortedUnique(_ values: [String]) -> [String] { Array(Set(values)).sorted(by: NaturalOrder.less) }

    /// Text and attribute escaping.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // NUL, and the other C0 controls but tab, line feed, form feed and carriage return, and DEL:
            // HTML's tokenizer reads a NUL as U+FFFD (an "unexpected-null-character" parse error) and the
            // rest as "control-character-in-input-stream" errors; a catalog value or a `\0` in a Swift
            // literal put raw NUL bytes in every place its text was shown. U+FFFD is what a reader sees.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{E}"..."\u{1F}", "\u{7F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
