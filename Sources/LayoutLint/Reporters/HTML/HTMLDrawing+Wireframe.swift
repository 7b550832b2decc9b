import Foundation

extension HTMLDrawing {
    /// CSS pixels per point in a wireframe (a phone screen is about as wide as it is in points).
    static let wireframePixelsPerPoint = 1.0

    /// The SVG of a screen as one locale laid it out: every view as an outlined box (containers thin,
    /// images crossed, controls rounded, views the pass could not size dashed), every text in its glyphs
    /// where its box is, and the elements with findings outlined in the highlight color — linked to their
    /// findings (`links`: element id → the finding's anchor and what it says) or, in the source beside it
    /// (`marked`), outlined neutrally for comparison.
    ///
    /// `crop` shows only that part of the screen (a finding's element among its neighbours); `highlighted`
    /// elements are outlined in the highlight color without a link. `key` names the wireframe's content
    /// (views and texts, not the outlines), which a page drawn on demand keeps once however many figures
    /// show it (`shared(_:id:svg:make:)`).
    func wireframe(_ w: ScreenWireframe, key: String, title: String, id: String, links: [String: (href: String, title: String)],
                   marked: Set<String>, highlighted: Set<String> = [], crop: ViewRect? = nil) -> String {
        let bounds = crop ?? w.bounds
        let margin = Self.margin
        let content = shared("w" + key, id: id, svg: true) { prefix in self.wireframeContent(w, prefix: prefix) }
        var marks = ""
        // Outlines: linked to the findings, highlighted, or marked for comparison — also for elements with no
        // text drawn (an image that does not mirror, a text the pass gave no box).
        var outlined = Set<String>()
        for view in w.views where !view.offscreen {
            guard let element = view.elementID ?? view.viewID, outlined.insert(element).inserted else { continue }
            let f = view.frame
            if let link = links[element] {
                marks += "<a href=\"\(link.href)\"><rect class=\"wf\" x=\"\(n(f.x - 1))\" y=\"\(n(f.y - 1))\" width=\"\(n(f.width + 2))\" height=\"\(n(f.height + 2))\"/>"
                    + "<title>\(HTMLReport.escape(link.title))</title></a>"
            } else if highlighted.contains(element) {
                marks += rect(f.x - 1, f.y - 1, f.width + 2, f.height + 2, "wf")
            } else if marked.contains(element) {
                marks += rect(f.x - 1, f.y - 1, f.width + 2, f.height + 2, "wm")
            }
        }
        let minX = bounds.x - margin, minY = bounds.y - margin
        let width = bounds.width + 2 * margin, height = bounds.height + 2 * margin
        var out = "<svg class=\"wire\" role=\"img\" aria-labelledby=\"\(id)t\" viewBox=\"\(n(minX)) \(n(minY)) \(n(width)) \(n(height))\""
        out += " width=\"\(n(width * Self.wireframePixelsPerPoint, places: 0))\" height=\"\(n(height * Self.wireframePixelsPerPoint, places: 0))\">"
        out += "<title id=\"\(id)t\">\(HTMLReport.escape(title))</title>"
        return out + content + marks + "</svg>"
    }

    /// A wireframe's views and texts; `prefix` starts the ids of the glyph runs it defines (on demand).
    private func wireframeContent(_ w: ScreenWireframe, prefix: String) -> String {
        var body = ""
        var texts = ""
        var localRuns = 0
        for view in w.views where !view.offscreen {
            let f = view.frame
            let dashed = view.undecided != nil ? " wu" : ""
            switch view.role {
            case .container: body += rect(f.x, f.y, f.width, f.height, "wc" + dashed)
            case .image:
                body += rect(f.x, f.y, f.width, f.height, "wi" + dashed)
                body += "<path class=\"wx\" d=\"M\(n(f.x)) \(n(f.y))L\(n(f.maxX)) \(n(f.maxY))M\(n(f.maxX)) \(n(f.y))L\(n(f.x)) \(n(f.maxY))\"/>"
            case .control: body += "<rect class=\"wk\(dashed)\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"4\"/>"
            case .text: body += rect(f.x, f.y, f.width, f.height, "wt" + dashed)
            case .view: body += rect(f.x, f.y, f.width, f.height, "wv" + dashed)
            }
            if let reason = view.undecided, view.role != .container {
                body += "<title>\(HTMLReport.escape(view.name)): \(HTMLReport.escape(reason))</title>"
            }
            guard let element = view.elementID, let box = view.textFrame, let label = w.labels[element] else { continue }
            // The text block where the platform puts it in the box: as the label's own placement in a fixed
            // height, else centered (UIKit, AppKit) or at the top (TextView's default gravity).
            let p = label.placement
            var dy: Double
            if label.element.height != nil { dy = p.offset + (box.height - p.boxHeight) / 2 }
            else { dy = w.platform == .android ? 0 : (box.height - p.blockHeight) / 2 }
            dy += box.y
            if inlineRuns {
                localRuns += 1
                let runID = "\(prefix)r\(localRuns)"
                let content = runContent(for: label).visible
                texts += "<defs>" + content.replacingOccurrences(of: "<g ", with: "<g id=\"\(runID)\" ", options: .anchored) + "</defs>"
                    + "<use href=\"#\(runID)\" x=\"\(n(box.x, places: 3))\" y=\"\(n(dy, places: 3))\"/>"
            } else {
                let (visible, _) = runs(for: label)
                texts += "<use href=\"#\(visible)\" x=\"\(n(box.x, places: 3))\" y=\"\(n(dy, places: 3))\"/>"
            }
        }
        return body + "<g class=\"wink\">" + texts + "</g>"
    }
}
