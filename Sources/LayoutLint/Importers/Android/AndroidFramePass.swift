import Foundation

// Drawing an Android screen as a locale lays it out (`layoutlint report`'s wireframes): the widths and
// horizontal positions come from the measure pass itself (`AndroidMeasurePass`, recorded per view while it
// runs), the heights and vertical positions from the layout's vertical rules with every text measured at
// the width the pass gave it. Nothing here decides a finding: the label rules read only the measure pass's
// boxes.

extension AndroidViewNode {
    /// The vertical layout parameters of a view, read for drawing the screen.
    public struct Vertical: Sendable, Hashable {
        public var marginTop = 0.0, marginBottom = 0.0
        public var minHeight = 0.0
        /// `layout_gravity` inside a LinearLayout or FrameLayout, split into its axes.
        public var gravityX: Alignment?, gravityY: Alignment?
        /// The view group's own `gravity`: where a LinearLayout puts its children.
        public var contentGravityX: Alignment?, contentGravityY: Alignment?
        /// RelativeLayout (`below`, `above`, `alignTop`, `alignBottom`, `parentTop`, `parentBottom`,
        /// `centerVertical`) and ConstraintLayout (`topToTop`, `topToBottom`, `bottomToTop`, `bottomToBottom`)
        /// vertical rules, each → a view id or `parent`.
        public var rules: [String: String] = [:]
        /// `layout_constraintVertical_bias`.
        public var bias: Double?

        public init() {}
    }

    /// Where a gravity puts a view on one axis (start/top, center, end/bottom).
    public enum Alignment: String, Sendable, Hashable { case start, center, end }

    /// This tree with every view numbered in preorder from 1 (`serial`).
    func numbered() -> AndroidViewNode {
        var next = 0
        func number(_ node: AndroidViewNode) -> AndroidViewNode {
            var copy = node
            next += 1
            copy.serial = next
            copy.children = node.children.map(number)
            return copy
        }
        return number(self)
    }
}

extension AndroidMeasurePass {
    /// What the measure pass decided for each view (by `serial`): its last measured width, and its left
    /// edge inside its parent where the parent's rules place it (RelativeLayout, ConstraintLayout).
    struct Placement {
        var widths: [Int: Double] = [:]
        var undecided: [Int: String] = [:]
        var lefts: [Int: Double] = [:]

        mutating func record(_ node: AndroidViewNode, width: MeasuredWidth) {
            switch width {
            case .known(let value): widths[node.serial] = value; undecided[node.serial] = nil
            case .unknown(let reason): if widths[node.serial] == nil { undecided[node.serial] = reason }
            }
        }
    }
}

extension ScreenBuilder {
    /// The vertical parameters of a view (`AndroidViewNode.Vertical`).
    func verticalParameters(_ view: ViewAttributes) -> AndroidViewNode.Vertical {
        var vertical = AndroidViewNode.Vertical()
        func length(_ names: String...) -> Double? {
            for name in names { if let (raw, _) = view.value(name) { return dimension(raw).dp } }
            return nil
        }
        vertical.marginTop = length("android:layout_marginTop", "android:layout_marginVertical", "android:layout_margin") ?? 0
        vertical.marginBottom = length("android:layout_marginBottom", "android:layout_marginVertical", "android:layout_margin") ?? 0
        vertical.minHeight = length("android:minHeight") ?? 0
        (vertical.gravityX, vertical.gravityY) = Self.gravity(view.value("android:layout_gravity")?.value)
        (vertical.contentGravityX, vertical.contentGravityY) = Self.gravity(view.value("android:gravity")?.value)
        for (attribute, rule) in [("android:layout_below", "below"), ("android:layout_above", "above"),
                                  ("android:layout_alignTop", "alignTop"), ("android:layout_alignBottom", "alignBottom"),
                                  ("android:layout_alignBaseline", "alignTop")] where vertical.rules[rule] == nil {
            if let (raw, _) = view.value(attribute), let id = Self.idName(raw) { vertical.rules[rule] = id }
        }
        for (attribute, rule) in [("android:layout_alignParentTop", "parentTop"), ("android:layout_alignParentBottom", "parentBottom"),
                                  ("android:layout_centerVertical", "centerVertical"), ("android:layout_centerInParent", "centerVertical")]
            where view.value(attribute)?.value == "true" {
            vertical.rules[rule] = "parent"
        }
        for (attribute, rule) in [("app:layout_constraintTop_toTopOf", "topToTop"), ("app:layout_constraintTop_toBottomOf", "topToBottom"),
                                  ("app:layout_constraintBottom_toTopOf", "bottomToTop"),
                                  ("app:layout_constraintBottom_toBottomOf", "bottomToBottom"),
                                  ("app:layout_constraintBaseline_toBaselineOf", "topToTop")] where vertical.rules[rule] == nil {
            guard let (raw, _) = view.value(attribute) else { continue }
            vertical.rules[rule] = raw == "parent" ? "parent" : Self.idName(raw) ?? raw
        }
        if let (raw, _) = view.value("app:layout_constraintVertical_bias") { vertical.bias = Double(raw) }
        return vertical
    }

    /// A gravity value (`center_vertical|end`, `center`, `bottom|right`) on each axis.
    static func gravity(_ raw: String?) -> (AndroidViewNode.Alignment?, AndroidViewNode.Alignment?) {
        guard let raw else { return (nil, nil) }
        var x: AndroidViewNode.Alignment?, y: AndroidViewNode.Alignment?
        for flag in raw.split(separator: "|").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch flag {
            case "center": x = .center; y = .center
            case "center_horizontal": x = .center
            case "center_vertical": y = .center
            case "start", "left": x = .start
            case "end", "right": x = .end
            case "top": y = .start
            case "bottom": y = .end
            case "fill", "fill_horizontal", "fill_vertical": break
            default: break
            }
        }
        return (x, y)
    }
}

/// Frames for every view of one measured tree (see the top of this file).
struct AndroidFramePass {
    let query: ContainerQuery
    let placement: AndroidMeasurePass.Placement
    let boxes: [String: ResolvedBox]
    private var heights: [Int: Double] = [:]
    private var views: [PlacedView] = []

    init(query: ContainerQuery, placement: AndroidMeasurePass.Placement, boxes: [String: ResolvedBox]) {
        self.query = query
        self.placement = placement
        self.boxes = boxes
    }

    /// The size drawn for content the layout files do not size (a view whose size is set in code, a text
    /// set in code): the Material minimum touch target, 48dp, drawn dashed (`WireframeMetrics`).
    static var standIn: Double { WireframeMetrics.androidStandInSize }

    /// Every visible view of the measured tree `root`, parents first, mirrored for a right-to-left locale.
    static func views(of root: AndroidViewNode, query: ContainerQuery, placement: AndroidMeasurePass.Placement,
                      boxes: [String: ResolvedBox]) -> [PlacedView] {
        var pass = AndroidFramePass(query: query, placement: placement, boxes: boxes)
        return pass.views(of: root)
    }

    private mutating func views(of root: AndroidViewNode) -> [PlacedView] {
        let width = placement.widths[root.serial] ?? query.screenWidth
        let height = measuredHeight(root, width: width, parentInner: nil)
        place(root, frame: ViewRect(x: 0, y: 0, width: width, height: height), depth: 0,
              undecided: placement.widths[root.serial] == nil ? placement.undecided[root.serial] : nil)
        guard query.isRightToLeft else { return views }
        return views.map { view in
            var mirrored = view
            mirrored.frame = view.frame.mirrored(within: width)
            mirrored.textFrame = view.textFrame?.mirrored(within: width)
            return mirrored
        }
    }

    // MARK: sizes

    /// A view of a gone subtree: the platform does not draw it (its code shows it at run time).
    static let goneReason = "visibility=\"gone\" (shown in code): drawn where its parent starts, taking no space"

    private func viewWidth(of node: AndroidViewNode, parentInner: Double, insideGone: Bool = false) -> (Double, String?) {
        if !insideGone && !node.gone, let known = placement.widths[node.serial] { return (known, nil) }
        let reason = insideGone || node.gone ? Self.goneReason : placement.undecided[node.serial] ?? "not measured"
        if case .text = node.kind, node.width == .wrapContent, let id = node.elementID, let natural = query.measure(id, nil)?.naturalWidth {
            let around = node.paddingStart + node.paddingEnd + node.textExtra
            return (min(max((natural - 1e-9).rounded(.up) + around, node.minWidth), max(0, parentInner - node.marginStart - node.marginEnd)), reason)
        }
        switch node.width {
        case .dp(let dp): return (dp, reason)
        case .matchParent: return (max(0, parentInner - node.marginStart - node.marginEnd), reason)
        default: return (min(max(Self.standIn, node.minWidth), max(0, parentInner - node.marginStart - node.marginEnd)), reason)
        }
    }

    /// The view's height: fixed, its parent's (match_parent in a parent of known height), else its content's.
    private mutating func measuredHeight(_ node: AndroidViewNode, width: Double, parentInner: Double?, drawingGone: Bool = false) -> Double {
        if node.gone && !drawingGone { return 0 }
        switch node.height {
        case .dp(let dp): return dp
        case .matchParent: if let parentInner { return max(0, parentInner - node.vertical.marginTop - node.vertical.marginBottom) }
        default: break
        }
        if let known = heights[node.serial] { return known }
        let content = max(contentHeight(node, width: width), node.vertical.minHeight)
        heights[node.serial] = content
        return content
    }

    private var textHeightUnknown: Double { Self.standIn }

    private mutating func contentHeight(_ node: AndroidViewNode, width: Double) -> Double {
        let paddings = node.paddingTop + node.paddingBottom
        let inner = max(0, width - node.paddingStart - node.paddingEnd)
        let visible = node.children.filter { !$0.gone }
        switch node.kind {
        case .text:
            guard let id = node.elementID else { return textHeightUnknown }
            let box = boxes[id]
            if let fixed = box?.height { return fixed + paddings }
            let measured = query.measure(id, box?.width ?? max(0, inner - node.textExtra))?.height ?? textHeightUnknown
            return measured + paddings
        case .linear(vertical: true):
            var total = 0.0
            for child in visible {
                let childWidth = viewWidth(of: child, parentInner: inner).0
                // A weighted child of height 0dp takes what is left: in a parent as tall as its content (the
                // whole screen drawn, scrolled content included), that is its own content's height.
                let height = child.weight > 0 && child.height == .dp(0)
                    ? max(contentHeight(child, width: childWidth), child.vertical.minHeight)
                    : measuredHeight(child, width: childWidth, parentInner: nil)
                total += height + child.vertical.marginTop + child.vertical.marginBottom
            }
            return total + paddings
        case .linear(vertical: false), .frame, .horizontalScroll, .opaque:
            var tallest = 0.0
            for child in visible {
                tallest = max(tallest, measuredHeight(child, width: viewWidth(of: child, parentInner: inner).0, parentInner: nil)
                    + child.vertical.marginTop + child.vertical.marginBottom)
            }
            return tallest + paddings
        case .relative, .constraint:
            let placed = verticalPositions(node, width: width, innerHeight: nil)
            return (placed.values.map { $0.top + $0.height }.max() ?? 0) + paddings
        case .plainView, .guideline, .barrier:
            return 0
        case .leaf:
            return Self.standIn
        }
    }

    // MARK: RelativeLayout and ConstraintLayout, vertically

    /// Child index → top (from the inner top) and height. With `innerHeight` nil (a wrap_content parent),
    /// rules against the parent's bottom place the view at the top.
    private mutating func verticalPositions(_ node: AndroidViewNode, width: Double, innerHeight: Double?) -> [Int: (top: Double, height: Double)] {
        let inner = max(0, width - node.paddingStart - node.paddingEnd)
        var byID: [String: Int] = [:]
        for (index, child) in node.children.enumerated() where !child.gone { if let id = child.viewID { byID[id] = index } }
        var result: [Int: (top: Double, height: Double)] = [:]
        var visiting = Set<Int>()
        let constraint: Bool = { if case .constraint = node.kind { true } else { false } }()

        func resolve(_ index: Int) -> (top: Double, height: Double) {
            if let known = result[index] { return known }
            let child = node.children[index]
            guard visiting.insert(index).inserted else { return (0, 0) }  // a cycle: at the top
            defer { visiting.remove(index) }
            let rules = child.vertical.rules
            let mt = child.vertical.marginTop, mb = child.vertical.marginBottom
            let childWidth = viewWidth(of: child, parentInner: inner).0
            func edge(_ rule: String, bottom: Bool) -> Double? {
                guard let target = rules[rule] else { return nil }
                if target == "parent" {
                    if bottom { return innerHeight }
                    return 0
                }
                guard let other = byID[target] else { return nil }
                let placed = resolve(other)
                return bottom ? placed.top + placed.height : placed.top
            }
            var top: Double?, bottom: Double?
            var center = false
            if constraint {
                top = edge("topToTop", bottom: false) ?? edge("topToBottom", bottom: true)
                bottom = edge("bottomToBottom", bottom: true) ?? edge("bottomToTop", bottom: false)
            } else {
                if rules["parentTop"] != nil { top = 0 }
                if let target = rules["below"], let other = byID[target] { let p = resolve(other); top = p.top + p.height + node.children[other].vertical.marginBottom }
                if let target = rules["alignTop"], let other = byID[target] { top = resolve(other).top }
                if rules["parentBottom"] != nil { bottom = innerHeight }
                if let target = rules["above"], let other = byID[target] { bottom = resolve(other).top - node.children[other].vertical.marginTop }
                if let target = rules["alignBottom"], let other = byID[target] { let p = resolve(other); bottom = p.top + p.height }
                center = rules["centerVertical"] != nil
            }
            let fills = constraint ? child.height == .dp(0) : child.height != .wrapContent && !child.height.isFixed
            var height = measuredHeight(child, width: childWidth, parentInner: constraint ? nil : innerHeight)
            var y: Double
            switch (top, bottom) {
            case (let t?, let b?):
                if fills || (!constraint && !child.height.isFixed) { height = max(0, b - t - mt - mb); y = t + mt }
                else { y = t + mt + (b - t - mt - mb - height) * (constraint ? (child.vertical.bias ?? 0.5) : 0) }
            case (let t?, nil): y = t + mt
            case (nil, let b?): y = b - mb - height
            case (nil, nil):
                if center, let innerHeight { y = (innerHeight - height) / 2 } else { y = mt }
            }
            let placed = (top: y, height: height)
            result[index] = placed
            return placed
        }
        for index in node.children.indices where !node.children[index].gone { _ = resolve(index) }
        return result
    }

    // MARK: placing

    private mutating func place(_ node: AndroidViewNode, frame: ViewRect, depth: Int, undecided: String?, insideGone: Bool = false) {
        switch node.kind {
        case .guideline, .barrier: return
        default: break
        }
        var textFrame: ViewRect?
        if let id = node.elementID {
            let box = boxes[id]
            let width = box?.width ?? max(0, frame.width - node.paddingStart - node.paddingEnd - node.textExtra)
            let height = box?.height ?? max(0, frame.height - node.paddingTop - node.paddingBottom)
            textFrame = ViewRect(x: frame.x + node.paddingStart, y: frame.y + node.paddingTop, width: width, height: height)
        }
        views.append(PlacedView(name: node.tag, viewID: node.viewID, role: Self.role(of: node), elementID: node.elementID,
                                frame: frame, textFrame: textFrame, depth: depth, undecided: insideGone ? Self.goneReason : undecided))
        let visible = node.children.enumerated().filter { !$0.element.gone }
        let innerLeft = frame.x + node.paddingStart, innerTop = frame.y + node.paddingTop
        let innerWidth = max(0, frame.width - node.paddingStart - node.paddingEnd)
        let innerHeight = max(0, frame.height - node.paddingTop - node.paddingBottom)
        func alignedX(_ child: AndroidViewNode, _ width: Double, _ gravity: AndroidViewNode.Alignment?) -> Double {
            switch gravity ?? .start {
            case .start: innerLeft + child.marginStart
            case .center: innerLeft + (innerWidth - width) / 2 + child.marginStart - child.marginEnd
            case .end: innerLeft + innerWidth - width - child.marginEnd
            }
        }
        func alignedY(_ child: AndroidViewNode, _ height: Double, _ gravity: AndroidViewNode.Alignment?) -> Double {
            switch gravity ?? .start {
            case .start: innerTop + child.vertical.marginTop
            case .center: innerTop + (innerHeight - height) / 2 + child.vertical.marginTop - child.vertical.marginBottom
            case .end: innerTop + innerHeight - height - child.vertical.marginBottom
            }
        }
        switch node.kind {
        case .linear(vertical: true):
            var sizes: [(Int, Double, Double, String?)] = []
            var used = 0.0, weights = 0.0
            for (index, child) in visible {
                let (width, reason) = viewWidth(of: child, parentInner: innerWidth, insideGone: insideGone)
                let height = child.vertical.rules.isEmpty && child.weight > 0 && child.height == .dp(0) ? 0
                    : measuredHeight(child, width: width, parentInner: child.weight > 0 ? nil : innerHeight)
                sizes.append((index, width, height, reason))
                used += height + child.vertical.marginTop + child.vertical.marginBottom
                weights += child.weight
            }
            // Weights share what is left of a parent whose height is not its content's.
            let excess = node.height == .wrapContent ? 0 : max(0, innerHeight - used)
            var y = innerTop
            if weights == 0, node.vertical.contentGravityY == .center { y += excess / 2 }
            if weights == 0, node.vertical.contentGravityY == .end { y += excess }
            for (index, width, height, reason) in sizes {
                let child = node.children[index]
                let grown = height + (weights > 0 ? excess * child.weight / weights : 0)
                y += child.vertical.marginTop
                let x = alignedX(child, width, child.vertical.gravityX ?? node.vertical.contentGravityX)
                place(child, frame: ViewRect(x: x, y: y, width: width, height: grown), depth: depth + 1, undecided: reason, insideGone: insideGone)
                y += grown + child.vertical.marginBottom
            }
        case .linear(vertical: false):
            var x = innerLeft
            let used = visible.reduce(0.0) { total, pair in
                total + viewWidth(of: pair.element, parentInner: innerWidth).0 + pair.element.marginStart + pair.element.marginEnd
            }
            if node.vertical.contentGravityX == .center { x += max(0, innerWidth - used) / 2 }
            if node.vertical.contentGravityX == .end { x += max(0, innerWidth - used) }
            for (_, child) in visible {
                let (width, reason) = viewWidth(of: child, parentInner: innerWidth, insideGone: insideGone)
                let height = measuredHeight(child, width: width, parentInner: innerHeight)
                x += child.marginStart
                let y = alignedY(child, height, child.vertical.gravityY ?? node.vertical.contentGravityY)
                place(child, frame: ViewRect(x: x, y: y, width: width, height: height), depth: depth + 1, undecided: reason, insideGone: insideGone)
                x += width + child.marginEnd
            }
        case .relative, .constraint:
            let positions = verticalPositions(node, width: frame.width, innerHeight: node.height == .wrapContent ? nil : innerHeight)
            for (index, child) in visible {
                let (width, reason) = viewWidth(of: child, parentInner: innerWidth, insideGone: insideGone)
                let left = placement.lefts[child.serial].map { frame.x + $0 } ?? (innerLeft + child.marginStart)
                let position = positions[index] ?? (top: 0, height: measuredHeight(child, width: width, parentInner: nil))
                place(child, frame: ViewRect(x: left, y: innerTop + position.top, width: width, height: position.height),
                      depth: depth + 1, undecided: reason, insideGone: insideGone)
            }
        default:
            // FrameLayout and the view groups measured like it: children at their gravity, on top of each other.
            for (_, child) in visible {
                let (width, reason) = viewWidth(of: child, parentInner: innerWidth, insideGone: insideGone)
                let height = measuredHeight(child, width: width, parentInner: innerHeight)
                let x = alignedX(child, width, child.vertical.gravityX)
                let y = alignedY(child, height, child.vertical.gravityY)
                place(child, frame: ViewRect(x: x, y: y, width: width, height: height), depth: depth + 1, undecided: reason,
                      insideGone: insideGone)
            }
        }
        // Gone views (shown by the app's code): drawn dashed at their gravity in the parent, taking no space,
        // so the elements inside them can be found on the screen; their children as well.
        for child in node.children where child.gone && !insideGone {
            let (width, _) = viewWidth(of: child, parentInner: innerWidth, insideGone: true)
            let height = measuredHeight(child, width: width, parentInner: nil, drawingGone: true)
            let x = alignedX(child, width, child.vertical.gravityX)
            let y = alignedY(child, height, child.vertical.gravityY)
            place(child, frame: ViewRect(x: x, y: y, width: width, height: height), depth: depth + 1, undecided: Self.goneReason, insideGone: true)
        }
    }

    /// What a view is drawn as.
    static func role(of node: AndroidViewNode) -> PlacedView.Role {
        let simple = node.tag.split(separator: ".").last.map(String.init) ?? node.tag
        if case .text = node.kind { return .text }
        if simple.contains("Image") || simple.contains("FloatingActionButton") { return .image }
        let controls = ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "CheckBox", "MaterialCheckBox", "RadioButton",
                        "ProgressBar", "LinearProgressIndicator", "CircularProgressIndicator", "SeekBar", "Slider", "RatingBar",
                        "Spinner", "AppCompatSpinner", "Chip", "ChipGroup"]
        if controls.contains(simple) { return .control }
        switch node.kind {
        case .linear, .frame, .relative, .constraint, .horizontalScroll, .opaque: return .container
        default: return .view
        }
    }
}
