import Foundation
import Typesetter

/// Draws label renderings as inline SVG: every glyph outline once in shared `<defs>` (as a path in a
/// 1000-units-per-em space, y down), every label's glyph run once as a group of `<use>`s scaled to its
/// size, and per drawing only the box, the line boxes and baselines and two references to the run — one
/// clipped to the box (ink), one clipped to everything outside it (the highlight).
///
/// Coordinates of a drawing are points with the label's box at (0, 0)–(width, height); the text block
/// sits `placement.offset` below the box's top, as the platform places it.
final class HTMLDrawing {
    /// CSS pixels per point in the page (drawings shrink to the column width on a phone).
    static let pixelsPerPoint = 3.0
    /// Room around the box, in points.
    static let margin = 4.0
    /// Gap between the box and the lane that shows a one-line text in full.
    static let laneGap = 6.0
    /// Glyph outlines are stored at this many units per em.
    static let unitsPerEm = 1000.0

    private struct GlyphKey: Hashable { var path: String; var index: Int; var glyph: UInt32 }
    private struct RenderingKey: Hashable {
        var screen: String; var element: String; var locale: String; var variant: String?; var category: String?
        /// A label of an imported screen can have another box at another screen width.
        var width: Double; var size: Double
    }
    private struct BoxKey: Hashable { var width: Double; var height: Double }

    private var glyphIDs: [GlyphKey: String] = [:]
    private var glyphDefs: [String] = []
    private var runIDs: [RenderingKey: String] = [:]
    private var runDefs: [String] = []
    private var clipIDs: [BoxKey: String] = [:]
    private var clipDefs: [String] = []
    private var drawingIDs: [String: String] = [:]
    private var drawingDefs: [String] = []
    /// Each drawing holds its own glyph runs instead of referring to shared run and drawing definitions
    /// (glyph outlines and clip paths stay shared). For pages that draw findings on demand: the shared
    /// definitions of 10,000 drawings would be half a million elements parsed before the first paint.
    var inlineRuns = false

    init(inlineRuns: Bool = false) { self.inlineRuns = inlineRuns }

    /// Pieces of drawings that recur (the source-language label beside every locale's, a screen's content
    /// under every outline of it), kept once in a page drawn on demand; `§` in them stands for the id
    /// prefix of each place the page's script puts them.
    private(set) var sharedPieces: [String] = []
    private var sharedIndex: [String: Int] = [:]

    /// `make(prefix)`, or, in a page drawn on demand, a placeholder the page's script fills with it: the
    /// piece is made once per `key` (with `§` for the prefix) and shown under `id` at each place.
    /// `svg`: the placeholder stands inside an SVG drawing.
    func shared(_ key: String, id: String, svg: Bool, make: (String) -> String) -> String {
        guard inlineRuns else { return make(id) }
        let index: Int
        if let known = sharedIndex[key] {
            index = known
        } else {
            index = sharedPieces.count
            sharedIndex[key] = index
            sharedPieces.append(make("§"))
        }
        return svg ? "<g data-sh=\"\(index)\" data-id=\"\(id)\"></g>" : "<span hidden data-sh=\"\(index)\" data-id=\"\(id)\"></span>"
    }

    /// `html` with its placeholders of shared pieces filled in, as the page's script fills them (for the
    /// first page of a page drawn on demand, which is HTML).
    func expandShared(_ html: String) -> String {
        guard html.contains(" data-sh=\"") else { return html }
        return html.replacing(#/<(?:g|span hidden) data-sh="(\d+)" data-id="([^"]*)"></(?:g|span)>/#) { match in
            sharedPieces[Int(match.output.1)!].replacingOccurrences(of: "§", with: String(match.output.2))
        }
    }

    /// `html` with its compact glyph lists (`data-g`, see `group`) written out as `<use>`s, as the page's
    /// script writes them.
    static func expandGlyphs(_ html: String) -> String {
        guard html.contains(" data-g=\"") else { return html }
        return html.replacing(#/ data-g="([^"]*)"></g>/#) { match in
            var out = ">"
            var x = 0, y = 0
            for entry in match.output.1.split(separator: ";") {
                let parts = entry.split(separator: ",")
                guard parts.count >= 2, let dx = Int(parts[1]) else { continue }
                x += dx
                if parts.count > 2, let newY = Int(parts[2]) { y = newY }
                out += "<use href=\"#g\(parts[0])\" x=\"\(x)\"\(y != 0 ? " y=\"\(y)\"" : "")/>"
            }
            return out + "</g>"
        }
    }

    /// The shared `<svg>` with every definition the drawings use (put once in the page).
    var definitions: String {
        "<svg class=\"defs\" aria-hidden=\"true\" focusable=\"false\" width=\"0\" height=\"0\"><defs>"
            + glyphDefs.joined() + runDefs.joined() + clipDefs.joined() + drawingDefs.joined() + "</defs></svg>"
    }

    /// Numbers of glyph outlines and glyph runs defined so far.
    var glyphCount: Int { glyphDefs.count }
    var runCount: Int { runDefs.count / 2 }

    // MARK: one drawing

    /// The SVG of one label: `title` is its text alternative (also the accessible name).
    func svg(_ r: LabelRendering, title: String, id: String) -> String {
        let box = (width: r.boxWidth, height: r.placement.boxHeight)
        let offset = r.placement.offset
        // Shared runs, or (inlineRuns) runs defined inside this drawing under ids made from its own.
        let (visible, hidden) = inlineRuns ? runs(for: r, localID: id) : runs(for: r)
        func place(_ id: String?, x: String? = nil, y: String? = nil, cls: String? = nil) -> String {
            "<use\(cls.map { " class=\"\($0)\"" } ?? "") href=\"#\(id ?? "")\"\(x.map { " x=\"\($0)\"" } ?? "")\(y.map { " y=\"\($0)\"" } ?? "")/>"
        }

        var minX = 0.0, maxX = box.width, minY = 0.0, maxY = box.height
        if let ink = r.layout.inkBounds {
            minX = min(minX, ink.minX); maxX = max(maxX, ink.maxX)
            minY = min(minY, ink.minY + offset); maxY = max(maxY, ink.maxY + offset)
        }
        var hiddenPart = ""
        if let hiddenLayout = r.hidden, hidden != nil {
            if r.hiddenOnOneLine {
                // One line: the whole text in a lane under the box, from the box's leading edge.
                let full = hiddenLayout.lines.first?.width ?? 0
                // From the leading edge, where the visible (cut) text starts: the tail that does not fit sticks out.
                let dx = r.isRightToLeft ? box.width - full : 0
                let laneTop = max(box.height, maxY) + Self.laneGap
                let laneHeight = hiddenLayout.height
                let y = laneTop
                minX = min(minX, dx + (hiddenLayout.inkBounds?.minX ?? 0)); maxX = max(maxX, dx + (hiddenLayout.inkBounds?.maxX ?? full))
                maxY = max(maxY, laneTop + max(laneHeight, hiddenLayout.inkBounds?.maxY ?? 0))
                var lost = ""
                if dx < 0 { lost += rect(dx, laneTop, -dx, laneHeight, "lost") }
                if dx + full > box.width { lost += rect(box.width, laneTop, dx + full - box.width, laneHeight, "lost") }
                hiddenPart = lost
                    + place(hidden, x: n(dx), y: n(y), cls: "ghost")
                    + "<path class=\"edge-x\" d=\"M0 \(n(box.height))V\(n(laneTop + laneHeight))M\(n(box.width)) \(n(box.height))V\(n(laneTop + laneHeight))\"/>"
            } else {
                // Several lines: the lines that do not show, where they would follow.
                hiddenPart = place(hidden, y: n(offset, places: 3), cls: "ghost")
                let lost = hiddenLayout.lines.dropFirst(r.layout.lines.count)
                if let last = lost.last {
                    maxY = max(maxY, last.bottom + offset, (last.inkBottom ?? 0) + offset)
                    for line in lost {
                        if let a = line.inkMinX { minX = min(minX, a) }
                        if let b = line.inkMaxX { maxX = max(maxX, b) }
                    }
                }
            }
        }
        minX -= Self.margin; minY -= Self.margin; maxX += Self.margin; maxY += Self.margin
        let clip = clipID(width: box.width, height: box.height)

        // The drawing itself is defined once and shared (a source label recurs beside every locale).
        var body = rect(0, 0, box.width, box.height, "box")
        for line in r.layout.lines {
            body += rect(0, line.top + offset, box.width, line.bottom - line.top, "lb")
            body += "<path class=\"bl\" d=\"M0 \(n(line.baseline + offset, places: 3))H\(n(box.width))\"/>"
        }
        // Bands where ink runs past the top or bottom edge, so a thin mark is found at a glance.
        let p = r.placement
        if p.above > VerticalClippingRule.tolerance, let top = p.inkTop { body += rect(0, top, box.width, -top, "lost") }
        if p.below > VerticalClippingRule.tolerance, let bottom = p.inkBottom { body += rect(0, box.height, box.width, bottom - box.height, "lost") }
        body += hiddenPart
        let y = offset == 0 ? nil : n(offset, places: 3)
        body += "<g class=\"ink\" clip-path=\"url(#\(clip)i)\">\(place(visible, y: y))</g>"
        body += "<g class=\"over\" clip-path=\"url(#\(clip)o)\">\(place(visible, y: y))</g>"
        if inlineRuns {
            var out = "<svg class=\"draw\" role=\"img\" aria-labelledby=\"\(id)\" viewBox=\"\(n(minX)) \(n(minY)) \(n(maxX - minX)) \(n(maxY - minY))\""
            out += " width=\"\(n((maxX - minX) * Self.pixelsPerPoint, places: 0))\" height=\"\(n((maxY - minY) * Self.pixelsPerPoint, places: 0))\">"
            let content = runContent(for: r)
            let defs = "<defs>" + content.visible.replacingOccurrences(of: "<g ", with: "<g id=\"\(visible)\" ", options: .anchored)
                + (content.hidden.map { $0.replacingOccurrences(of: "<g ", with: "<g id=\"\(hidden ?? "")\" ", options: .anchored) } ?? "") + "</defs>"
            return out + "<title id=\"\(id)\">\(HTMLReport.escape(title))</title>\(defs)\(body)</svg>"
        }
        let drawing: String
        if let known = drawingIDs[body] {
            drawing = known
        } else {
            drawing = "d\(drawingIDs.count)"
            drawingIDs[body] = drawing
            drawingDefs.append("<g id=\"\(drawing)\">\(body)</g>")
        }

        var out = "<svg class=\"draw\" role=\"img\" aria-labelledby=\"\(id)\" viewBox=\"\(n(minX)) \(n(minY)) \(n(maxX - minX)) \(n(maxY - minY))\""
        out += " width=\"\(n((maxX - minX) * Self.pixelsPerPoint, places: 0))\" height=\"\(n((maxY - minY) * Self.pixelsPerPoint, places: 0))\">"
        out += "<title id=\"\(id)\">\(HTMLReport.escape(title))</title><use href=\"#\(drawing)\"/></svg>"
        return out
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ cls: String) -> String {
        let x = n(x, places: 3), y = n(y, places: 3)
        return "<rect class=\"\(cls)\"\(x == "0" ? "" : " x=\"\(x)\"")\(y == "0" ? "" : " y=\"\(y)\"") width=\"\(n(w, places: 3))\" height=\"\(n(h, places: 3))\"/>"
    }

    // MARK: shared definitions

    /// Ids for runs defined inside the drawing `localID` (`f12t` → `f12tr`, `f12th`).
    private func runs(for r: LabelRendering, localID: String) -> (String, String?) {
        (localID + "r", r.hidden == nil ? nil : localID + "h")
    }

    /// The ids of the rendering's visible glyph run and of its hidden lines (nil when nothing is hidden).
    func runs(for r: LabelRendering) -> (String, String?) {
        let key = RenderingKey(screen: r.screen, element: r.element.id, locale: r.locale, variant: r.variant, category: r.sizeCategory,
                               width: r.boxWidth, size: r.effectiveSize)
        if let known = runIDs[key] { return (known, r.hidden == nil ? nil : known + "h") }
        let id = "t\(runIDs.count)"
        runIDs[key] = id
        let scale = r.effectiveSize / Self.unitsPerEm
        runDefs.append(group(id: id, scale: scale, lines: r.glyphs))
        if r.hidden != nil {
            let lines = r.hiddenOnOneLine ? r.hiddenGlyphs : Array(r.hiddenGlyphs.dropFirst(r.layout.lines.count))
            runDefs.append(group(id: id + "h", scale: scale, lines: lines))
        } else {
            runDefs.append("")
        }
        return (id, r.hidden == nil ? nil : id + "h")
    }

    /// The visible run and the hidden lines of a rendering as groups without ids (glyphs still shared).
    func runContent(for r: LabelRendering) -> (visible: String, hidden: String?) {
        let scale = r.effectiveSize / Self.unitsPerEm
        let visible = group(id: nil, scale: scale, lines: r.glyphs)
        guard r.hidden != nil else { return (visible, nil) }
        let lines = r.hiddenOnOneLine ? r.hiddenGlyphs : Array(r.hiddenGlyphs.dropFirst(r.layout.lines.count))
        return (visible, group(id: nil, scale: scale, lines: lines))
    }

    private func group(id: String?, scale: Double, lines: [[DrawnGlyph]]) -> String {
        var out = "<g\(id.map { " id=\"\($0)\"" } ?? "") transform=\"scale(\(n(scale, places: 6)))\""
        if inlineRuns {
            // Drawn on demand: the glyphs as a compact list the page's script turns into `<use>`s when it
            // shows the drawing ("glyph,dx[,y]" in whole units of the 1000-unit em, x relative to the glyph
            // before, y when it changes): a quarter of the bytes of the elements, none parsed before they show.
            var entries: [String] = []
            var lastX = 0, lastY = 0
            for glyph in lines.joined() {
                guard let symbol = glyphID(glyph) else { continue }
                let x = Int((glyph.x / scale).rounded()), y = Int((glyph.y / scale).rounded())
                var entry = "\(symbol.dropFirst()),\(x - lastX)"
                if y != lastY { entry += ",\(y)" }
                entries.append(entry)
                lastX = x
                lastY = y
            }
            return out + " data-g=\"\(entries.joined(separator: ";"))\"></g>"
        }
        out += ">"
        for glyph in lines.joined() {
            guard let symbol = glyphID(glyph) else { continue }
            let x = n(glyph.x / scale, places: 1)
            let y = n(glyph.y / scale, places: 1)
            out += "<use href=\"#\(symbol)\" x=\"\(x)\"\(y == "0" ? "" : " y=\"\(y)\"")/>"
        }
        return out + "</g>"
    }

    /// The outline of a glyph as a path at 1000 units per em, y down; nil for a glyph with no outline.
    private func glyphID(_ glyph: DrawnGlyph) -> String? {
        let key = GlyphKey(path: glyph.face.path, index: glyph.face.index, glyph: glyph.glyph)
        if let known = glyphIDs[key] { return known.isEmpty ? nil : known }
        let data = Self.pathData(glyph.face.outline(of: glyph.glyph), factor: Self.unitsPerEm / Double(glyph.face.metrics.unitsPerEm))
        guard !data.isEmpty else {
            glyphIDs[key] = ""
            return nil
        }
        let id = "g\(glyphDefs.count)"
        glyphIDs[key] = id
        glyphDefs.append("<path id=\"\(id)\" d=\"\(data)\"/>")
        return id
    }

    /// Clip paths for a box: `…i` inside it, `…o` everything outside it (for the highlight).
    private func clipID(width: Double, height: Double) -> String {
        let key = BoxKey(width: width, height: height)
        if let known = clipIDs[key] { return known }
        let id = "c\(clipIDs.count)"
        clipIDs[key] = id
        let w = n(width), h = n(height)
        clipDefs.append("<clipPath id=\"\(id)i\"><rect width=\"\(w)\" height=\"\(h)\"/></clipPath>"
            + "<clipPath id=\"\(id)o\"><path clip-rule=\"evenodd\" d=\"M-9999-9999H9999V9999H-9999ZM0 0V\(h)H\(w)V0Z\"/></clipPath>")
        return id
    }

    /// SVG path data for an outline in font units (y up): coordinates × `factor`, y flipped, rounded to
    /// whole units; relative commands after the first move, numbers packed ("l12-5").
    static func pathData(_ commands: [OutlineCommand], factor: Double) -> String {
        var out = ""
        var x = 0, y = 0
        var start = (0, 0)
        var open = false
        var last: Character = " "
        func p(_ vx: Double, _ vy: Double) -> (Int, Int) { (Int((vx * factor).rounded()), Int((-vy * factor).rounded())) }
        func number(_ v: Int) {
            if v >= 0, let tail = out.last, tail.isNumber { out += " " }
            out += String(v)
        }
        for c in commands {
            switch c {
            case .move(let mx, let my):
                // After "z" the current point is the subpath's start.
                if open { out += "z"; last = "z"; (x, y) = start }
                let (ax, ay) = p(mx, my)
                if out.isEmpty { out += "M"; number(ax); number(ay) } else { out += "m"; number(ax - x); number(ay - y) }
                last = "m"
                x = ax; y = ay
                start = (ax, ay)
                open = true
            case .line(let lx, let ly):
                let (ax, ay) = p(lx, ly)
                if last != "l" { out += "l"; last = "l" }
                number(ax - x); number(ay - y)
                x = ax; y = ay
            case .quad(let cx, let cy, let qx, let qy):
                let (bx, by) = p(cx, cy)
                let (ax, ay) = p(qx, qy)
                if last != "q" { out += "q"; last = "q" }
                number(bx - x); number(by - y); number(ax - x); number(ay - y)
                x = ax; y = ay
            case .cubic(let c1x, let c1y, let c2x, let c2y, let cx, let cy):
                let (ux, uy) = p(c1x, c1y)
                let (vx, vy) = p(c2x, c2y)
                let (ax, ay) = p(cx, cy)
                if last != "c" { out += "c"; last = "c" }
                number(ux - x); number(uy - y); number(vx - x); number(vy - y); number(ax - x); number(ay - y)
                x = ax; y = ay
            }
        }
        if open { out += "z" }
        return out
    }
}

/// A number for SVG and HTML: at most `places` decimals, no trailing zeros, no "-0".
func n(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    let factor = [1.0, 10, 100, 1000, 10000, 100000, 1000000][min(places, 6)]
    let scaled = (value * factor).rounded()
    if scaled == 0 { return "0" }
    let whole = Int(scaled)
    if places == 0 { return String(whole) }
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let integer = magnitude / Int(factor)
    var fraction = String(magnitude % Int(factor))
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(integer) + (fraction.isEmpty ? "" : "." + fraction)
}
