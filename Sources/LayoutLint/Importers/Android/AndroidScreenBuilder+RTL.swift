import Foundation
import Typesetter

// The right-to-left declarations of a view: where its content sits (`gravity`, `textAlignment`), where it
// sits in its parent (`layout_gravity`) and its physical paddings and margins. Android mirrors `start`/`end`
// and leaves `left`/`right` where they are (View.resolvePadding / resolveLayoutParams: a start or end value
// wins over left or right in both directions, and left/right keep their sides). What does not mirror is a
// finding only where it shows: a side the other one equals looks the same mirrored, a wrap_content group's
// gravity moves nothing, and `layout_gravity` means nothing to a horizontal LinearLayout, a RelativeLayout
// or a ConstraintLayout (they place children by order or by their rules).
extension ScreenBuilder {
    /// `gravity` / `layout_gravity` flags → the horizontal alignment they ask for.
    static func horizontalGravity(_ raw: String) -> TextAlignment? {
        let parts = Set(raw.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
        if parts.contains("start") { return .leading }
        if parts.contains("end") { return .trailing }
        if parts.contains("left") { return .left }
        if parts.contains("right") { return .right }
        if parts.contains("center") || parts.contains("center_horizontal") { return .center }
        return nil
    }

    /// A RelativeLayout child with rules on both horizontal sides: its width comes from them, not its text.
    static func hasBothHorizontalEdges(_ node: AndroidViewNode) -> Bool {
        let left = ["toEndOf", "alignStart", "parentStart"].contains { node.rules[$0] != nil }
        let right = ["toStartOf", "alignEnd", "parentEnd"].contains { node.rules[$0] != nil }
        return left && right
    }

    /// The physical padding, else margin, side that does not mirror, at most one (one problem). Android
    /// resolves a side as its start/end value when there is one, else its left/right value, in both
    /// directions (View.resolvePadding, ViewGroup.MarginLayoutParams.resolveLayoutDirection): right to left
    /// looks mirrored unless a start or an end value is missing and left differs from right. The side to
    /// blame is a left or right value without its start/end twin; one with its twin (`marginLeft` beside
    /// `marginStart`, the pre-API-17 pattern) is taken as meant, as Android Lint's RtlHardcoded check takes it.
    func unmirroredInsets(_ view: ViewAttributes) -> (side: String, amount: Double, location: SourceLocation)? {
        for base in ["android:padding", "android:layout_margin"] {
            if view.value(base) != nil || view.value(base + "Horizontal") != nil { continue }
            func amount(_ name: String) -> (Double, SourceLocation)? {
                guard let (raw, location) = view.value(name), let dp = dimension(raw).dp else { return nil }
                return (dp, location)
            }
            let left = amount(base + "Left"), right = amount(base + "Right")
            let hasStart = view.value(base + "Start") != nil, hasEnd = view.value(base + "End") != nil
            guard !(hasStart && hasEnd), abs((left?.0 ?? 0) - (right?.0 ?? 0)) > 1e-9 else { continue }
            if !hasStart, let left, left.0 != 0 { return ("left", left.0, left.1) }
            if !hasEnd, let right, right.0 != 0 { return ("right", right.0, right.1) }
        }
        return nil
    }

    /// Alignment (text views: `textAlignment`, else `gravity`; view groups: `gravity`, where the group is
    /// wider than its content), placement (`layout_gravity` where the parent honours it) and the physical
    /// inset that does not mirror, with the attributes' locations.
    func declareLayout(_ element: inout LayoutElement, _ node: AndroidViewNode, _ view: ViewAttributes, textAlignment: Bool) {
        let alignments: [String: TextAlignment] = ["viewStart": .leading, "textStart": .leading, "viewEnd": .trailing,
                                                   "textEnd": .trailing, "center": .center]
        if textAlignment, let (raw, location) = view.value("android:textAlignment"), let alignment = alignments[raw] {
            element.alignment = alignment
            element.keyLocations["alignment"] = location
        } else if let (raw, location) = view.value("android:gravity"), let alignment = Self.horizontalGravity(raw) {
            let applies: Bool
            switch node.kind {
            case .text: applies = textAlignment
            case .linear, .relative: applies = node.width != .wrapContent
            default: applies = false
            }
            if applies {
                element.alignment = alignment
                element.keyLocations["alignment"] = location
            }
        }
        if let (raw, location) = view.value("android:layout_gravity"), let placement = Self.horizontalGravity(raw),
           node.width != .matchParent, let parent = parentKinds.last {
            switch parent {
            case .frame, .linear(vertical: true):
                element.placement = placement
                element.keyLocations["placement"] = location
            default: break
            }
        }
        if let inset = unmirroredInsets(view) {
            var insets = element.insets ?? Insets()
            if inset.side == "left" { insets.left = inset.amount } else { insets.right = inset.amount }
            element.insets = insets
            element.keyLocations["insets.\(inset.side)"] = inset.location
        }
    }

    /// A view that is not laid out (no text, or a text set in code) becomes a `view` element when it declares
    /// something that does not mirror, so the RTL checks see it.
    mutating func declareView(_ node: AndroidViewNode, _ view: ViewAttributes, element: XMLElementNode, tag: String, id: String?) {
        switch node.kind {
        case .guideline, .barrier: return
        default: break
        }
        let location = view.file.text.location(at: element.offset)
        var declared = LayoutElement(id: "", location: location)
        declared.kind = .view
        declareLayout(&declared, node, view, textAlignment: node.kind == .text)
        let alignmentDoesNotMirror = declared.alignment == .left || declared.alignment == .right
        let placementDoesNotMirror = declared.placement == .left || declared.placement == .right
        guard alignmentDoesNotMirror || placementDoesNotMirror || declared.insets != nil else { return }
        if case .text = node.kind { declared.widthFollowsText = node.width == .wrapContent && node.weight == 0 && !Self.hasBothHorizontalEdges(node) }
        declared.id = id ?? uniqueID(node.viewID ?? "\(tag)@\(location.line)")
        elements.append(declared)
    }
}
