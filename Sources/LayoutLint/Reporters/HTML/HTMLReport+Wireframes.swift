import Foundation

extension HTMLReport {
    /// "de · L · 360dp": a wireframe's locale, size and screen width.
    static func wireframeName(_ w: ScreenWireframe) -> String {
        var parts = [w.locale]
        if let category = w.sizeCategory { parts.append(category) }
        if let width = w.screenWidth { parts.append("\(FindingText.number(width))\(w.platform.lengthUnit) wide") }
        return parts.joined(separator: " · ")
    }

    /// One screen × locale × size: the screen as the locale lays it out beside the source language's, the
    /// elements with findings outlined and linked to them. `data-wireframe="<screen>|<locale>"`.
    func wireframeFigure(_ index: Int, pictures: ReportPictures, findings: [Finding], drawing: HTMLDrawing) -> String {
        let w = pictures.wireframes[index]
        let id = "w\(index)"
        let shown = Set(w.findings.values.joined()).sorted()
        let rules = Self.sortedUnique(shown.map { findings[$0].rule })
        let severities = Self.sortedUnique(shown.map { findings[$0].severity.rawValue })
        var out = "<figure class=\"wireframe\" id=\"\(id)\" data-wireframe=\"\(Self.escape(w.screen + "|" + w.locale))\""
        out += " data-locale=\"\(Self.escape(w.locale))\" data-screen=\"\(Self.escape(w.screen))\""
        out += " data-rule=\"\(Self.escape(rules.joined(separator: " ")))\" data-severity=\"\(severities.joined(separator: " "))\">"
        var links: [String: (href: String, title: String)] = [:]
        for (element, list) in w.findings where !list.isEmpty {
            let first = list.min()!
            let about = list.map { findings[$0].rule }
            links[element] = ("#f\(first)", "\(element): \(Self.sortedUnique(about).joined(separator: ", ")) — \(findings[first].message)")
        }
        let direction = w.isRightToLeft ? ", right to left (mirrored)" : ""
        let count = shown.count
        let caption = "\(w.screen) · \(Self.wireframeName(w))\(direction): \(count) finding\(count == 1 ? "" : "s") on \(links.count) element\(links.count == 1 ? "" : "s")"
        out += "<figcaption><strong>\(Self.escape(w.screen))</strong> · \(Self.escape(Self.wireframeName(w)))\(Self.escape(direction)) · "
            + "\(count) finding\(count == 1 ? "" : "s") on \(links.count) element\(links.count == 1 ? "" : "s"), outlined; choose one to read it</figcaption>"
        out += "<div class=\"wpair\"><div class=\"wside\">"
        out += drawing.wireframe(w, key: String(index), title: "Wireframe: " + caption, id: id + "a", links: links, marked: [])
        out += "<p class=\"wcap\" lang=\"\(Self.escape(w.locale))\">\(Self.escape(w.locale))</p></div>"
        if let sourceIndex = w.source {
            let s = pictures.wireframes[sourceIndex]
            out += "<div class=\"wside\">"
            out += drawing.wireframe(s, key: String(sourceIndex), title: "Wireframe of \(s.screen) in the source language (\(s.locale))",
                                     id: id + "b", links: [:], marked: Set(links.keys))
            out += "<p class=\"wcap\">source (\(Self.escape(s.locale)))</p></div>"
        }
        out += "</div>"
        out += tabPages(index, pictures: pictures, links: links, drawing: drawing)
        out += "</figure>\n"
        return out
    }

    /// A tab view shows its first page; the others are drawn below the screen, one pair each, with the same
    /// outlines and links (an AppKit tab view item's view: `PlacedView.tabPage`).
    private func tabPages(_ index: Int, pictures: ReportPictures, links: [String: (href: String, title: String)], drawing: HTMLDrawing) -> String {
        let w = pictures.wireframes[index]
        let source = w.source.map { pictures.wireframes[$0] }
        var out = ""
        for (k, page) in w.hiddenTabPages.enumerated() {
            let shown = w.showing(tabPage: page)
            out += "<div class=\"wpair\"><div class=\"wside\">"
            out += drawing.wireframe(shown, key: "\(index)p\(page)", title: "\(w.screen), tab page \(k + 2) in \(w.locale)",
                                     id: "w\(index)p\(k)a", links: links, marked: [])
            out += "<p class=\"wcap\" lang=\"\(Self.escape(w.locale))\">\(Self.escape(w.locale)) · tab page \(k + 2)</p></div>"
            if let source, let sourceIndex = w.source {
                out += "<div class=\"wside\">"
                out += drawing.wireframe(source.showing(tabPage: page), key: "\(sourceIndex)p\(page)",
                                         title: "\(source.screen), tab page \(k + 2) in the source language (\(source.locale))",
                                         id: "w\(index)p\(k)b", links: [:], marked: Set(links.keys))
                out += "<p class=\"wcap\">source (\(Self.escape(source.locale))) · tab page \(k + 2)</p></div>"
            }
            out += "</div>"
        }
        return out
    }

    /// Per locale, at the top: findings by severity, how many are drawn, on how many screens.
    func localeSummary(_ report: LintReport, pictures: ReportPictures) -> String {
        let wireframes = pictures.wireframes
        let findings = report.findings
        guard !findings.isEmpty else { return "" }
        struct Row { var errors = 0, warnings = 0, notes = 0, drawn = 0; var screens = Set<String>(); var wireframes = 0 }
        var rows: [String: Row] = [:]
        for (i, f) in findings.enumerated() {
            let drawn = pictures.isDrawn(f, at: i)
            for locale in Self.locales(f) {
                var row = rows[locale] ?? Row()
                switch f.severity {
                case .error: row.errors += 1
                case .warning: row.warnings += 1
                case .note: row.notes += 1
                }
                if drawn { row.drawn += 1 }
                for screen in f.screens.isEmpty ? (f.screen.map { [$0] } ?? []) : f.screens { row.screens.insert(screen) }
                rows[locale] = row
            }
        }
        for w in wireframes where w.source != nil || !w.findings.isEmpty { rows[w.locale]?.wireframes += 1 }
        var out = "<section aria-labelledby=\"locales-h\"><h2 id=\"locales-h\">Per locale</h2>\n"
        out += "<p class=\"hint\">A problem shared by several locales is one finding, counted in each of them. Choose a locale to show its findings.</p>"
        out += "<div class=\"scroll\" role=\"region\" aria-label=\"Findings per locale\" tabindex=\"0\"><table class=\"locales\"><thead><tr>"
        for heading in ["locale", "errors", "warnings", "notes", "total", "drawn", "screens", "wireframes"] {
            out += "<th scope=\"col\">\(heading)</th>"
        }
        out += "</tr></thead><tbody>"
        for locale in Self.sortedUnique(Array(rows.keys)) {
            let row = rows[locale]!
            let total = row.errors + row.warnings + row.notes
            out += "<tr><th scope=\"row\"><button type=\"button\" class=\"pick\" data-locale=\"\(Self.escape(locale))\" aria-label=\"show the findings in \(Self.escape(locale))\">\(Self.escape(locale))</button></th>"
            for value in [row.errors, row.warnings, row.notes] { out += value == 0 ? "<td class=\"zero\">0</td>" : "<td>\(value)</td>" }
            out += "<td><strong>\(total)</strong></td><td>\(row.drawn)</td><td>\(row.screens.count)</td><td>\(row.wireframes)</td></tr>"
        }
        out += "</tbody></table></div></section>\n"
        return out
    }
}
