import Foundation

/// The per-locale container pass of an imported Android layout: Android's horizontal measure rules
/// (LinearLayout, FrameLayout, RelativeLayout, ConstraintLayout) run over the view tree with each text
/// measured in the locale at the size, giving every text view the width its text box really gets.
///
/// The rules follow AOSP `View.java` (`getDefaultSize`), `ViewGroup.getChildMeasureSpec`,
/// `LinearLayout.measureHorizontal/measureVertical` (weights: `share = weight × excess / weightSum`, a
/// `0dp` weighted child gets just its share), `FrameLayout.onMeasure` (match_parent children measured
/// again at the frame's width), `RelativeLayout.getChildMeasureSpec/applyHorizontalSizeRules`, and
/// ConstraintLayout's documented behaviour (match-constraint `0dp` fills between anchors, chains share
/// the space left by weight, `constrainedWidth` caps a wrap_content view). A TextView's wrap_content
/// width is `ceil(desired text width)` plus paddings and compound drawables (`TextView.onMeasure`).
/// Only widths are modelled: heights are those the layout fixes.
public struct AndroidContainerLayout: ContainerLayout {
    public let screenWidths: [Double]
    /// The view tree as the resources resolve at each screen width (qualified `values-w…dp` resources).
    public let roots: [Double: AndroidViewNode]
    /// Element id → what the importer inferred or took from the defaults table (for `import` output).
    public let notes: [String: [String]]
    /// Each root's views by number (`AndroidMeasureIndex`): the roots are numbered here, once per screen.
    let indexes: [Double: AndroidMeasureIndex]

    public init(screenWidths: [Double], roots: [Double: AndroidViewNode], notes: [String: [String]] = [:]) {
        self.screenWidths = screenWidths
        let numbered = roots.mapValues { $0.numbered() }
        self.roots = numbered
        self.indexes = numbered.mapValues { AndroidMeasureIndex(numbered: $0) }
        self.notes = notes
    }

    public func resolve(_ query: ContainerQuery) -> ContainerResolution { resolve(query, reusingWidths: true) }

    /// `reusingWidths: false` measures every pass that shows a gone view from scratch, `cachingMeasures: false`
    /// measures a view again when its spec is the one it last had (what the reuse and the cache must equal).
    func resolve(_ query: ContainerQuery, reusingWidths: Bool, cachingMeasures: Bool = true) -> ContainerResolution {
        let key = roots[query.screenWidth] != nil ? query.screenWidth
            : roots.min { abs($0.key - query.screenWidth) < abs($1.key - query.screenWidth) }?.key
        guard let key, let root = roots[key], let index = indexes[key] else { return ContainerResolution() }
        // Drawing the screen: the width and position each view gets recorded (by the serials `init` gave).
        let caching = cachingMeasures && !query.placesViews
        var pass = AndroidMeasurePass(query: query, index: index, cachingMeasures: caching)
        if query.placesViews { pass.placement = AndroidMeasurePass.Placement() }
        _ = pass.measure(root, rootSpec(root, width: query.screenWidth))
        if pass.budget < 0 {
            // Android measures nested weighted layouts again and again; past the budget the boxes found so
            // far may come from intermediate passes, so none is kept.
            var skipped = pass.skipped
            for id in pass.boxes.keys { skipped[id] = AndroidMeasurePass.overBudget }
            return ContainerResolution(boxes: [:], skipped: skipped)
        }
        var resolution = ContainerResolution(boxes: pass.boxes, skipped: pass.skipped)
        if let placement = pass.placement { resolution.views = AndroidFramePass.views(of: root, query: query, placement: placement, boxes: resolution.boxes) }
        if !query.placesViews, resolution.skipped.values.contains(AndroidMeasurePass.hiddenReason) {
            shownOneAtATime(root, index: index, query: query, reusingWidths: reusingWidths, cachingMeasures: caching, into: &resolution)
        }
        return resolution
    }

    /// The most `visibility="gone"` views of one screen measured as shown, each in a pass of its own.
    static let maximumShownPasses = 64

    /// Texts inside a `visibility="gone"` view (which the code shows) beside neighbours that change with
    /// it: each such view is measured in a pass of the tree where it alone is shown (the other views as the
    /// layout declares them, but the other branches of its choice hidden: `show(at:)`), as Android measures the
    /// screen once the code makes it VISIBLE.
    ///
    /// Only the shown view's texts are read from such a pass, and a view off its path is the same subtree as in
    /// the first pass (`show(at:)` copies the views on the path and the neighbours it hides or shows): a view
    /// measured there with the same spec takes the width it took (`AndroidMeasurePass.Reuse`), as Android's
    /// `View.measure` answers a spec it measured before from its measure cache. Each pass then walks the
    /// path, its neighbours and the shown subtree, not the whole tree again: the cost of a screen grows with
    /// its views, not with its views × its gone views (up to `maximumShownPasses` whole-tree passes before).
    /// The widths are recorded by a pass of their own, made only for a screen that has such passes (recorded in
    /// every first pass, they cost the screens whose gone views all sit in stacks, which need none). A gone view
    /// none of whose texts was left with `hiddenReason` (a stack measured it as shown) needs no pass.
    private func shownOneAtATime(_ root: AndroidViewNode, index: AndroidMeasureIndex, query: ContainerQuery, reusingWidths: Bool,
                                 cachingMeasures: Bool, into resolution: inout ContainerResolution) {
        var widths = AndroidMeasurePass.Reuse.Widths(viewCount: 0)
        var recorded = !reusingWidths
        for path in Self.shownPaths(root) {
            let ids = root.node(at: path[...])?.elementIDs ?? []
            guard ids.contains(where: { resolution.skipped[$0] == AndroidMeasurePass.hiddenReason }) else { continue }
            if !recorded {
                var first = AndroidMeasurePass(query: query, index: index, cachingMeasures: cachingMeasures)
                first.reuse = AndroidMeasurePass.Reuse(widths: AndroidMeasurePass.Reuse.Widths(viewCount: index.viewCount), recording: true)
                _ = first.measure(root, rootSpec(root, width: query.screenWidth))
                if first.budget >= 0, let reuse = first.reuse { widths = reuse.widths }
                recorded = true
            }
            var variant = root
            variant.show(at: path[...])
            var pass = AndroidMeasurePass(query: query, index: index, cachingMeasures: cachingMeasures)
            if !widths.isEmpty, let shown = variant.node(at: path[...]) {
                pass.reuse = AndroidMeasurePass.Reuse(widths: widths, recording: false, shown: shown.identity)
            }
            _ = pass.measure(variant, rootSpec(variant, width: query.screenWidth))
            guard pass.budget >= 0 else { continue }
            let boxes = pass.boxes, skipped = pass.skipped
            for id in ids where resolution.skipped[id] == AndroidMeasurePass.hiddenReason {
                if let box = boxes[id] {
                    resolution.boxes[id] = box
                    resolution.skipped[id] = nil
                } else if let reason = skipped[id] {
                    resolution.skipped[id] = reason
                }
            }
        }
    }

    /// The paths of the `visibility="gone"` views holding a laid-out text, outside any other gone view, in
    /// document order, at most `maximumShownPasses`.
    static func shownPaths(_ root: AndroidViewNode) -> [[Int]] {
        var paths: [[Int]] = []
        var path: [Int] = []
        func collect(_ node: AndroidViewNode) {
            guard paths.count < maximumShownPasses else { return }
            if node.gone {
                if node.containsElement { paths.append(path) }
                return
            }
            let children = node.children
            for index in children.indices {
                path.append(index)
                collect(children[index])
                path.removeLast()
            }
        }
        collect(root)
        return paths
    }

    /// The window gives the layout's root the whole screen width: exactly for match_parent, at most for
    /// wrap_content (a list item, an activity's content view and a dialog's content all start there).
    func rootSpec(_ root: AndroidViewNode, width: Double) -> MeasureSpec {
        switch root.width {
        case .dp(let dp): .exactly(dp)
        case .wrapContent: .atMost(width)
        default: .exactly(width)
        }
    }
}

/// `View.MeasureSpec`, plus a spec that cannot be decided (with the reason).
enum MeasureSpec: Hashable {
    case exactly(Double), atMost(Double), unspecified
    case unknown(String)
}

/// A measured width, or why it cannot be decided.
enum MeasuredWidth: Equatable {
    case known(Double), unknown(String)

    var value: Double? { if case .known(let value) = self { value } else { nil } }
    var reason: String? { if case .unknown(let reason) = self { reason } else { nil } }

    static func + (a: MeasuredWidth, b: Double) -> MeasuredWidth {
        if case .known(let value) = a { .known(value + b) } else { a }
    }
}

struct AndroidMeasurePass {
    let query: ContainerQuery
    /// The tree's views and texts by number: the state below is indexed by them.
    let index: AndroidMeasureIndex
    /// By element number: the box each text got, why it has none, its measurement in the locale (once per pass).
    private var boxByElement: [ResolvedBox?]
    private var skipReasonByElement: [String?]
    private var measuredByElement: [TextMeasurement??]
    /// By serial: the spec each view was last measured with and what it answered (empty: no cache).
    private var lastMeasures: [LastMeasure?]
    /// How many measures the cache answered (for tests: the cache is used).
    private(set) var measuresAnswered = 0
    /// Measure calls left: nested weighted layouts measure their children more than once (as Android
    /// does), which a hostile file could make exponential; the pass stops at this many.
    var budget = 200_000
    /// The width (and, in RelativeLayout and ConstraintLayout, the position) each view got, when the screen is drawn.
    var placement: Placement?
    /// The reason a leaf's content width is unknown, by tag: built once per tag, not at every measure.
    private var leafReasons: [String: String] = [:]
    /// Widths of an earlier pass of the same tree, recorded or reused (`AndroidContainerLayout.shownOneAtATime`).
    var reuse: Reuse?

    /// The width each view without a laid-out text took for a spec in the first pass of a screen × locale,
    /// and the measure calls it cost, for the passes that show one gone view. A measured width is a function
    /// of the subtree, the spec and `asShown` alone (the texts' measurements are the query's, a snackbar reads
    /// only the boxes its own children just got, nothing else of the pass is read), so a view whose
    /// subtree is unchanged (the same `identity`) takes it again. Views holding a laid-out text are always
    /// measured (their boxes are read: the snackbar's, the shown view's), and so is the subtree of the shown view.
    /// The budget is charged what the measure cost, so a pass runs over it exactly where it did.
    struct Reuse {
        struct Key: Hashable {
            let node: ObjectIdentifier
            let spec: MeasureSpec
            let asShown: Bool
        }
        struct Width {
            /// Held so that the identity stays this subtree's while the widths are kept.
            let node: AndroidViewNode
            let width: MeasuredWidth
            let calls: Int
        }
        /// The widths by view serial (`AndroidMeasureIndex`; numbering makes each serial's node unique, so a
        /// serial has one identity in the recorded tree): a view's first two keys in array slots, found without
        /// hashing (a stack measures a match_parent child twice: its share, then exactly), and any other key of
        /// it in a dictionary. One dictionary of every key was grown and rehashed all through the recording pass
        /// (≈ 7% of bitwarden's samples, `Hasher` and `_copyOrMoveAndResize`); the answers are the same.
        struct Widths {
            private var slots: [[(key: Key, width: Width)?]]
            private var more: [Key: Width] = [:]
            private(set) var isEmpty = true

            /// Room for the serials 1 … `viewCount`; a node outside them is kept in the dictionary.
            init(viewCount: Int) {
                let empty = [(key: Key, width: Width)?](repeating: nil, count: viewCount + 1)
                slots = viewCount > 0 ? [empty, empty] : []
            }

            subscript(serial: Int, key: Key) -> Width? {
                if serial > 0, !slots.isEmpty, serial < slots[0].count {
                    for slot in slots.indices {
                        guard let entry = slots[slot][serial] else { return nil }
                        if entry.key == key { return entry.width }
                    }
                }
                return more.isEmpty ? nil : more[key]
            }

            /// Keeps `width` for `key`, replacing what the key had.
            mutating func set(_ width: Width, serial: Int, key: Key) {
                isEmpty = false
                if serial > 0, !slots.isEmpty, serial < slots[0].count {
                    for slot in slots.indices where slots[slot][serial] == nil || slots[slot][serial]!.key == key {
                        slots[slot][serial] = (key, width)
                        return
                    }
                }
                more[key] = width
            }
        }
        var widths: Widths
        /// The first pass records; the passes that show a view reuse.
        var recording: Bool
        /// The identity of the shown view, and whether the walk is inside it.
        var shown: ObjectIdentifier?
        var insideShown = 0
    }
    static let overBudget = "the layout nests re-measured views too deeply to measure (over 200,000 measure passes)"
    /// A `visibility="gone"` view (shown from code) outside a vertical stack: when it shows, its
    /// neighbours' widths change with it, and which of them show with it is the code's.
    static let hiddenReason = "visibility=\"gone\" (shown from code) beside neighbours whose widths change when it shows"
    /// View groups with more children than this are not solved (RelativeLayout and ConstraintLayout
    /// resolve anchors in quadratic time).
    static let maximumSolvedChildren = 2_000

    /// A text box narrower than this (dp) holds no glyph: the text is squeezed out, not truncated.
    static let narrowestText = 1.0
    static let noHeightReason = "its fixed height leaves its text less than 1dp after its vertical paddings"
    static let squeezedReason = "its neighbours leave its text less than 1dp in this locale (squeezed out: what shows depends on their widths)"

    /// `cachingMeasures: false` measures a view again when it gets the spec it last had (what the cache must equal).
    init(query: ContainerQuery, index: AndroidMeasureIndex, cachingMeasures: Bool = true) {
        self.query = query
        self.index = index
        boxByElement = Array(repeating: nil, count: index.elementIDs.count)
        skipReasonByElement = Array(repeating: nil, count: index.elementIDs.count)
        measuredByElement = Array(repeating: nil, count: index.elementIDs.count)
        lastMeasures = cachingMeasures && !index.elementsRepeat ? Array(repeating: nil, count: index.viewCount + 1) : []
    }

    /// The box of each laid-out text that got one, by element id.
    var boxes: [String: ResolvedBox] {
        var boxes: [String: ResolvedBox] = [:]
        boxes.reserveCapacity(boxByElement.count)
        for (number, box) in boxByElement.enumerated() { if let box { boxes[index.elementIDs[number]] = box } }
        return boxes
    }

    /// Why each laid-out text without a box has none, by element id.
    var skipped: [String: String] {
        var skipped: [String: String] = [:]
        for (number, reason) in skipReasonByElement.enumerated() { if let reason { skipped[index.elementIDs[number]] = reason } }
        return skipped
    }

    /// A view's last measure (`View.measure`): the spec, whether the view was measured as shown, the width it
    /// answered and the measure calls that cost.
    ///
    /// AOSP `View.measure` calls `onMeasure` only when the spec differs from the one the view was last measured
    /// with (`mOldWidthMeasureSpec`) or a layout was requested since; otherwise the view keeps its measured
    /// size. Within one pass nothing requests a layout, so a view given the spec it last had takes the width
    /// it answered then: the stacks' match_parent children measured again at the width their parent already
    /// had, a weighted parent measured again exactly as before, the gone views of a re-measured group. This is
    /// exact: what measuring a view writes (its subtree's boxes and skip reasons) is a function of its spec and
    /// of what the subtree held, only its own measure writes into its subtree (it is nil while that measure runs)
    /// and a parent that marks the subtree skipped (`skipAll`) drops its last measures; measured again from what
    /// its last measure left, a view writes the same. The budget is charged the calls the measure cost, and a
    /// cached answer is taken only when they fit in it, so a pass runs over the budget exactly where it did.
    private struct LastMeasure {
        let spec: MeasureSpec
        let asShown: Bool
        let width: MeasuredWidth
        let calls: Int
    }

    // MARK: Specs

    /// `ViewGroup.getChildMeasureSpec` for the horizontal axis; `used` = the parent's paddings, the
    /// child's margins and the space siblings already took.
    static func childSpec(_ parent: MeasureSpec, used: Double, width: AndroidViewNode.Length) -> MeasureSpec {
        if case .dp(let dp) = width { return .exactly(dp) }
        if case .unknown(let reason) = width { return .unknown(reason) }
        switch parent {
        case .exactly(let size):
            let available = max(0, size - used)
            return width == .matchParent ? .exactly(available) : .atMost(available)
        case .atMost(let size):
            return .atMost(max(0, size - used))
        case .unspecified:
            return .unspecified
        case .unknown(let reason):
            return .unknown(reason)
        }
    }

    /// `View.resolveSize`: the size a view takes under `spec` when it wants `desired`.
    static func resolve(_ spec: MeasureSpec, desired: MeasuredWidth) -> MeasuredWidth {
        switch spec {
        case .exactly(let size): return .known(size)
        case .atMost(let size): return desired.value.map { .known(min($0, size)) } ?? desired
        case .unspecified: return desired
        case .unknown(let reason): return .unknown(reason)
        }
    }

    // MARK: Views

    /// Measures a view; `asShown` measures a `visibility="gone"` view as if it were visible (as the code
    /// shows it). Views are handed down borrowed from their parent's list, never copied.
    mutating func measure(_ node: AndroidViewNode, _ spec: MeasureSpec, asShown: Bool = false) -> MeasuredWidth {
        let serial = node.serial
        guard serial > 0, serial < lastMeasures.count else { return measureAgain(node, spec, asShown: asShown) }
        if let last = lastMeasures[serial], last.asShown == asShown, last.spec == spec, budget >= last.calls {
            budget -= last.calls
            measuresAnswered += 1
            return last.width
        }
        lastMeasures[serial] = nil
        let before = budget
        let width = measureAgain(node, spec, asShown: asShown)
        lastMeasures[serial] = LastMeasure(spec: spec, asShown: asShown, width: width, calls: before - budget)
        return width
    }

    /// A measure the cache does not answer.
    private mutating func measureAgain(_ node: AndroidViewNode, _ spec: MeasureSpec, asShown: Bool) -> MeasuredWidth {
        if reuse != nil, placement == nil { return measureReusing(node, spec, asShown: asShown) }
        let width = measureView(node, spec, asShown: asShown)
        placement?.record(node, width: width)
        return width
    }

    private mutating func measureReusing(_ node: AndroidViewNode, _ spec: MeasureSpec, asShown: Bool) -> MeasuredWidth {
        let identity = node.identity
        if reuse!.recording {
            guard node.elementID == nil else { return measureView(node, spec, asShown: asShown) }
            let before = budget
            let width = measureView(node, spec, asShown: asShown)
            reuse!.widths.set(Reuse.Width(node: node, width: width, calls: before - budget), serial: node.serial,
                              key: Reuse.Key(node: identity, spec: spec, asShown: asShown))
            return width
        }
        if identity == reuse!.shown {
            reuse!.insideShown += 1
            let width = measureView(node, spec, asShown: asShown)
            reuse!.insideShown -= 1
            return width
        }
        if reuse!.insideShown == 0, node.elementID == nil,
           let known = reuse!.widths[node.serial, Reuse.Key(node: identity, spec: spec, asShown: asShown)] {
            budget -= known.calls
            return known.width
        }
        return measureView(node, spec, asShown: asShown)
    }

    private mutating func measureView(_ node: AndroidViewNode, _ spec: MeasureSpec, asShown: Bool) -> MeasuredWidth {
        budget -= 1
        if budget < 0 {
            skipAll(node, reason: Self.overBudget)
            return .unknown(Self.overBudget)
        }
        if node.gone && !asShown {
            skipAll(node, reason: Self.hiddenReason)
            return .known(0)
        }
        if let reason = node.undecided {
            skipAll(node, reason: reason)
            return Self.resolve(spec, desired: .unknown(reason))
        }
        var spec = spec
        if let fraction = node.numbers[Self.fillFraction], node.width == .matchParent {
            // Compose's `FillNode` (`ComposeMetrics.fillFractions`): a share of the bounded maximum, exactly.
            switch spec {
            case .exactly(let size), .atMost(let size): spec = .exactly(size * fraction)
            default: break
            }
        }
        if let maxWidth = node.maxWidth {
            switch spec {
            case .atMost(let size): spec = .atMost(min(size, maxWidth))
            case .unspecified: spec = .atMost(maxWidth)
            default: break
            }
        }
        // Containers measure only their visible children; the texts inside gone ones get their reason.
        for index in node.children.indices where node.children[index].gone { _ = measure(node.children[index], .exactly(0)) }
        switch node.kind {
        case .text: return measureText(node, spec)
        case .linear(let vertical):
            if vertical { return measureStack(node, spec, frame: false) }
            if let limit = node.numbers[Self.maxActionInlineWidth] { return measureSnackbarContent(node, spec, maxActionInlineWidth: limit) }
            return measureLinearHorizontal(node, spec)
        case .frame: return measureStack(node, spec, frame: true)
        case .horizontalScroll:
            for index in node.children.indices { _ = measure(node.children[index], .unspecified) }
            return Self.resolve(spec, desired: .unknown("the content width of a HorizontalScrollView"))
        case .relative where node.children.count > Self.maximumSolvedChildren,
             .constraint where node.children.count > Self.maximumSolvedChildren:
            let reason = "inside a <\(node.tag)> of more than \(Self.maximumSolvedChildren) children"
            skipChildren(of: node, reason: reason)
            return Self.resolve(spec, desired: .unknown(reason))
        case .relative: return measureRelative(node, spec)
        case .constraint: return measureConstraint(node, spec)
        case .plainView:
            if case .unspecified = spec { return .known(node.minWidth) }
            return Self.resolve(spec, desired: .known(node.minWidth))
        case .leaf where node.intrinsicWidth != nil:
            return Self.resolve(spec, desired: .known(max(node.intrinsicWidth! + node.paddingStart + node.paddingEnd, node.minWidth)))
        case .leaf, .guideline, .barrier:
            // An exact spec decides the width without the content's (whose reason is then not needed).
            if case .exactly(let size) = spec { return .known(size) }
            return Self.resolve(spec, desired: .unknown(leafReason(node.tag)))
        case .opaque(let reason):
            skipChildren(of: node, reason: reason)
            return Self.resolve(spec, desired: .unknown("the content width of a view group whose measure rules are not known"))
        }
    }

    private mutating func leafReason(_ tag: String) -> String {
        if let known = leafReasons[tag] { return known }
        let reason = "the content width of <\(tag.split(separator: ".").last ?? "")>, which the layout files do not size"
        leafReasons[tag] = reason
        return reason
    }

    /// The texts of a view and its subtree get `reason`, unless a measure already gave them a box.
    private mutating func skipAll(_ node: AndroidViewNode, reason: String) {
        let serial = node.serial
        if serial < lastMeasures.count { lastMeasures[serial] = nil }
        if let number = index.element(of: node), boxByElement[number] == nil { skipReasonByElement[number] = reason }
        skipChildren(of: node, reason: reason)
    }

    private mutating func skipChildren(of node: AndroidViewNode, reason: String) {
        // The children read once: through `node.children[index]`, each step fetched the array again.
        let children = node.children
        for child in children { skipAll(child, reason: reason) }
    }

    private mutating func textMeasurement(_ number: Int) -> TextMeasurement? {
        if let cached = measuredByElement[number] { return cached }
        let measurement = query.measure(index.elementIDs[number], nil)
        measuredByElement[number] = .some(measurement)
        return measurement
    }

    private mutating func measureText(_ node: AndroidViewNode, _ spec: MeasureSpec) -> MeasuredWidth {
        let around = node.paddingStart + node.paddingEnd + node.textExtra
        var desired: MeasuredWidth
        let element = index.element(of: node)
        if let element {
            let natural = textMeasurement(element)?.naturalWidth ?? 0
            desired = .known(max((natural - 1e-9).rounded(.up) + around, node.minWidth))
        } else {
            desired = .unknown(node.textWidthUnknown ?? "the text of <\(node.tag)>")
        }
        let width = Self.resolve(spec, desired: desired)
        if let id = element {
            switch width {
            case .known(let value) where value - around < Self.narrowestText:
                // Its neighbours leave the text no room at all: what shows is decided by their widths, which
                // is a layout the model cannot tell from a truncation of this text.
                boxByElement[id] = nil
                skipReasonByElement[id] = Self.squeezedReason
            case .known(let value):
                var height: Double?
                if case .dp(let fixed) = node.height, fixed > 0 { height = fixed - node.paddingTop - node.paddingBottom }
                if let height, height < Self.narrowestText {
                    boxByElement[id] = nil
                    skipReasonByElement[id] = Self.noHeightReason
                    break
                }
                boxByElement[id] = ResolvedBox(width: value - around, height: height)
                skipReasonByElement[id] = nil
            case .unknown(let reason):
                if boxByElement[id] == nil { skipReasonByElement[id] = "width depends on \(reason)" }
            }
        }
        return width
    }

    /// Vertical LinearLayout and FrameLayout: children side by side on the other axis, each measured
    /// against the parent's width alone; match_parent children measured again at the final width when
    /// the parent's own width was not exact (LinearLayout `forceUniformWidth`; FrameLayout when more
    /// than one child).
    private mutating func measureStack(_ node: AndroidViewNode, _ spec: MeasureSpec, frame: Bool) -> MeasuredWidth {
        let padding = node.paddingStart + node.paddingEnd
        var widest: MeasuredWidth = .known(0)
        var matchParentChildren: [Int] = []
        let children = node.children
        // A hidden child (`visibility="gone"`, shown from code) takes no width from its neighbours in a stack:
        // its texts are measured as it shows.
        for index in children.indices where children[index].gone {
            let child = children[index]
            _ = measure(child, Self.childSpec(spec, used: padding + child.marginStart + child.marginEnd, width: child.width), asShown: true)
        }
        for index in children.indices where !children[index].gone {
            let child = children[index]
            let margins = child.marginStart + child.marginEnd
            let width = measure(child, Self.childSpec(spec, used: padding + margins, width: child.width))
            // A Compose child filling a share (`fillFraction`) took its share of the maximum already: Compose
            // measures once, so it is not measured again at the stack's final width.
            if child.fillsWholeWidth { matchParentChildren.append(index) }
            switch (widest, width + margins) {
            case (.known(let a), .known(let b)): widest = .known(max(a, b))
            case (.known, let unknown): widest = unknown
            default: break
            }
        }
        let desired: MeasuredWidth = widest.value.map { .known(max($0 + padding, node.minWidth)) } ?? widest
        let width = Self.resolve(spec, desired: desired)
        let exact: Bool = { if case .exactly = spec { true } else { false } }()
        if !exact, !matchParentChildren.isEmpty, !frame || matchParentChildren.count > 1 {
            for index in matchParentChildren {
                let child = children[index]
                let margins = child.marginStart + child.marginEnd
                let childSpec: MeasureSpec = width.value.map { .exactly(max(0, $0 - padding - margins)) } ?? .unknown(width.reason!)
                _ = measure(child, childSpec)
            }
        }
        return width
    }

    /// The key of `AndroidViewNode.numbers` holding the share of its parent's maximum width a match_parent Compose
    /// node takes (`Modifier.fillMaxWidth(fraction)`, `ComposeMetrics.fillFractions`).
    static let fillFraction = "fillFraction"

    /// The key of `AndroidViewNode.numbers` that makes a horizontal LinearLayout Material's `SnackbarContentLayout`.
    static let maxActionInlineWidth = "maxActionInlineWidth"

    /// Material's `SnackbarContentLayout.onMeasure` (`snackbar/SnackbarContentLayout.java`): measured as a horizontal
    /// LinearLayout, the message (weight 1) beside the action; when the message then takes more than one line and
    /// the action is wider than `maxActionInlineWidth`, the layout turns vertical and is measured again: the message
    /// gets the whole width and the action goes below it. The first child is the message, the second the action.
    private mutating func measureSnackbarContent(_ node: AndroidViewNode, _ spec: MeasureSpec, maxActionInlineWidth limit: Double) -> MeasuredWidth {
        let width = measureLinearHorizontal(node, spec)
        let children = node.children
        guard children.count == 2, let messageNumber = index.element(of: children[0]), let actionNumber = index.element(of: children[1]),
              let message = boxByElement[messageNumber], let action = boxByElement[actionNumber] else { return width }
        let actionWidth = action.width + children[1].paddingStart + children[1].paddingEnd + children[1].textExtra
        guard actionWidth > limit, (query.measure(index.elementIDs[messageNumber], message.width)?.lineCount ?? 1) > 1 else { return width }
        var stacked = node
        stacked.kind = .linear(vertical: true)
        stacked.numbers[Self.maxActionInlineWidth] = nil
        return measureStack(stacked, spec, frame: false)
    }

    /// Horizontal LinearLayout (`LinearLayout.measureHorizontal`).
    private mutating func measureLinearHorizontal(_ node: AndroidViewNode, _ spec: MeasureSpec) -> MeasuredWidth {
        let padding = node.paddingStart + node.paddingEnd
        let exact: Bool = { if case .exactly = spec { true } else { false } }()
        var total: MeasuredWidth = .known(0)
        var totalWeight = 0.0
        let children = node.children
        // Measured widths by child index.
        var widths = [MeasuredWidth?](repeating: nil, count: children.count)
        // What the 0dp weighted children measured as wrap_content (a spec that is not exact) took: it is theirs
        // to share again (`usedExcessSpace`, added back to `remainingExcess` when `mAllowInconsistentMeasurement`
        // is off, as from API 24).
        var usedExcessSpace = 0.0
        for index in children.indices where !children[index].gone {
            let child = children[index]
            let margins = child.marginStart + child.marginEnd
            totalWeight += child.weight
            if exact, child.weight > 0, child.width == .dp(0) {
                total = total + margins
                continue
            }
            // A 0dp weighted child under a non-exact spec is first measured as wrap_content.
            let width: AndroidViewNode.Length = child.weight > 0 && child.width == .dp(0) ? .wrapContent : child.width
            let used = totalWeight == 0 ? (total.value ?? 0) : 0
            let childSpec: MeasureSpec = totalWeight == 0 && total.value == nil
                ? (width.isFixed ? Self.childSpec(spec, used: 0, width: width) : .unknown(total.reason!))
                : Self.childSpec(spec, used: padding + margins + used, width: width)
            let measuredWidth = measure(child, childSpec)
            widths[index] = measuredWidth
            if child.weight > 0, child.width == .dp(0), let taken = measuredWidth.value { usedExcessSpace += taken }
            switch (total, measuredWidth) {
            case (.known(let a), .known(let b)): total = .known(a + b + margins)
            case (.known, .unknown(let reason)): total = .unknown(reason)
            default: break
            }
        }
        let desired: MeasuredWidth = total.value.map { .known(max($0 + padding, node.minWidth)) } ?? total
        let width = Self.resolve(spec, desired: desired)
        guard totalWeight > 0 else { return width }
        guard let size = width.value, let used = total.value else {
            let reason = width.reason ?? total.reason ?? "an undecided width"
            for index in children.indices where !children[index].gone && children[index].weight > 0 { _ = measure(children[index], .unknown(reason)) }
            return width
        }
        // LinearLayout.measureHorizontal: `remainingExcess = widthSize - mTotalLength + usedExcessSpace`.
        var excess = size - used - padding + usedExcessSpace
        var weightSum = node.weightSum ?? totalWeight
        for index in children.indices where !children[index].gone && children[index].weight > 0 {
            let child = children[index]
            let share = weightSum > 0 ? child.weight * excess / weightSum : 0
            excess -= share
            weightSum -= child.weight
            let childWidth: Double
            if child.width == .dp(0) {
                childWidth = share
            } else {
                childWidth = (widths[index]?.value ?? 0) + share
            }
            _ = measure(child, .exactly(max(0, childWidth)))
        }
        return width
    }

    // MARK: RelativeLayout

    private struct Edges { var left: Double?; var right: Double? }

    /// `RelativeLayout.onMeasure`, horizontal rules only, in the layout's reading direction (start = left).
    private mutating func measureRelative(_ node: AndroidViewNode, _ spec: MeasureSpec) -> MeasuredWidth {
        let myWidth: MeasuredWidth
        switch spec {
        case .exactly(let size), .atMost(let size): myWidth = .known(size)
        case .unspecified: myWidth = .unknown("a RelativeLayout with an unlimited width")
        case .unknown(let reason): myWidth = .unknown(reason)
        }
        let visible = node.children.filter { !$0.gone }
        var byID: [String: AndroidViewNode] = [:]
        for child in node.children { if let id = child.viewID { byID[id] = child } }
        var edges: [String: Edges] = [:]  // by view id, once placed
        var widest: MeasuredWidth = .known(0)
        var order: [Int] = []
        var state: [Int: Int] = [:]  // 1 visiting, 2 done
        let indexByID = Dictionary(visible.enumerated().compactMap { pair in pair.element.viewID.map { ($0, pair.offset) } }, uniquingKeysWith: { a, _ in a })
        // Children in dependency order (RelativeLayout.sortChildren), iteratively: a rule chain can be long.
        for start in visible.indices where state[start] == nil {
            var stack: [(index: Int, expanded: Bool)] = [(start, false)]
            while let (index, expanded) = stack.popLast() {
                if expanded { state[index] = 2; order.append(index); continue }
                if state[index] != nil { continue }
                state[index] = 1
                stack.append((index, true))
                for target in visible[index].rules.values.sorted() where target != "parent" {
                    if let dependency = indexByID[target], state[dependency] == nil { stack.append((dependency, false)) }
                }
            }
        }
        for index in order {
            let child = visible[index]
            // A rule naming a gone view follows that view's own rule of the same kind (getRelatedView).
            func anchor(_ rule: String) -> AndroidViewNode? {
                var seen = Set<String>()
                var target = child.rules[rule]
                while let id = target, id != "parent", let view = byID[id] {
                    if !view.gone { return view }
                    guard seen.insert(id).inserted else { return nil }
                    target = view.rules[rule]
                }
                return nil
            }
            var left: Double?, right: Double?
            var undecided: String?
            func edge(of view: AndroidViewNode) -> Edges? {
                guard let id = view.viewID, let found = edges[id] else {
                    undecided = undecided ?? "the position of a neighbour that is not placed"
                    return nil
                }
                return found
            }
            if let view = anchor("toEndOf") { if let e = edge(of: view), let r = e.right { left = r + view.marginEnd + child.marginStart } }
            if let view = anchor("alignStart") { if let e = edge(of: view), let l = e.left { left = l + child.marginStart } }
            if child.rules["parentStart"] != nil { left = node.paddingStart + child.marginStart }
            if let view = anchor("toStartOf") { if let e = edge(of: view), let l = e.left { right = l - view.marginStart - child.marginEnd } }
            if let view = anchor("alignEnd") { if let e = edge(of: view), let r = e.right { right = r - child.marginEnd } }
            if child.rules["parentEnd"] != nil {
                if let size = myWidth.value { right = size - node.paddingEnd - child.marginEnd } else { undecided = undecided ?? myWidth.reason }
            }
            let childSpec: MeasureSpec
            if let undecided, !child.width.isFixed {
                childSpec = .unknown(undecided)
            } else if case .unknown(let reason) = myWidth, !child.width.isFixed, right == nil || left == nil {
                childSpec = .unknown(reason)
            } else {
                let start = left ?? (node.paddingStart + child.marginStart)
                let end = right ?? ((myWidth.value ?? 0) - node.paddingEnd - child.marginEnd)
                let available = end - start
                if left != nil && right != nil {
                    childSpec = .exactly(max(0, available))
                } else {
                    switch child.width {
                    case .dp(let dp): childSpec = .exactly(myWidth.value == nil ? dp : min(max(0, available), dp))
                    case .matchParent: childSpec = .exactly(max(0, available))
                    case .wrapContent: childSpec = .atMost(max(0, available))
                    case .unknown(let reason): childSpec = .unknown(reason)
                    }
                }
            }
            let width = measure(child, childSpec)
            if let w = width.value {
                var placed = Edges(left: left, right: right)
                if placed.left == nil, let r = placed.right { placed.left = r - w }
                else if placed.left == nil {
                    if child.rules["centerHorizontal"] != nil, let size = myWidth.value { placed.left = (size - w) / 2 }
                    else { placed.left = node.paddingStart + child.marginStart }
                }
                if placed.right == nil { placed.right = placed.left! + w }
                if let id = child.viewID { edges[id] = placed }
                placement?.lefts[child.serial] = placed.left!
                switch widest {
                case .known(let a): widest = .known(max(a, placed.right! + child.marginEnd))
                default: break
                }
            } else if case .known = widest {
                widest = width
            }
        }
        let desired: MeasuredWidth = widest.value.map { .known(max($0 + node.paddingEnd, node.minWidth)) } ?? widest
        return Self.resolve(spec, desired: desired)
    }

    // MARK: ConstraintLayout

    private struct Anchor { var target: String; var toEnd: Bool }

    /// ConstraintLayout, horizontal: guidelines, barriers, anchors to the parent or siblings, chains,
    /// `0dp` match-constraint, `constrainedWidth`, bias. Positions in the reading direction (start = 0).
    private mutating func measureConstraint(_ node: AndroidViewNode, _ spec: MeasureSpec) -> MeasuredWidth {
        let size: Double
        switch spec {
        case .exactly(let value): size = value
        case .atMost(let value) where node.width != .wrapContent: size = value
        case .unknown(let reason):
            skipAllUnfixed(node.children, reason: reason)
            return .unknown(reason)
        default:
            let reason = "the content width of a wrap_content ConstraintLayout"
            skipAllUnfixed(node.children, reason: reason)
            return Self.resolve(spec, desired: .unknown(reason))
        }
        let parentStart = node.paddingStart, parentEnd = size - node.paddingEnd
        let children = node.children
        var placed: [String: (left: Double, right: Double)] = [:]
        var indexByID: [String: Int] = [:]
        for (index, child) in children.enumerated() { if let id = child.viewID { indexByID[id] = index } }

        var unplaced: [String: String] = [:]  // view id → why its position is not known
        enum Edge { case at(Double?), waiting, unknown(String) }
        func position(_ anchor: Anchor?) -> Edge {
            guard let anchor else { return .at(nil) }  // no anchor on that side
            if anchor.target == "parent" { return .at(anchor.toEnd ? parentEnd : parentStart) }
            if let reason = unplaced[anchor.target] { return .unknown(reason) }
            guard let edges = placed[anchor.target] else {
                return indexByID[anchor.target] == nil ? .at(nil) : .waiting  // unknown id: ignored
            }
            return .at(anchor.toEnd ? edges.right : edges.left)
        }
        let order = Self.placementOrder(children, indexByID: indexByID)
        for chain in order {
            let head = children[chain[0]]
            switch head.kind {
            case .guideline:
                let x: Double
                if let begin = head.numbers["guideBegin"] { x = begin }
                else if let end = head.numbers["guideEnd"] { x = size - end }
                else { x = size * (head.numbers["guidePercent"] ?? 0) }
                if let id = head.viewID { placed[id] = (x, x) }
                continue
            case .barrier:
                let references = head.referencedIDs.compactMap { placed[$0] }
                guard references.count == head.referencedIDs.count else {
                    if let id = head.viewID {
                        unplaced[id] = head.referencedIDs.lazy.compactMap { unplaced[$0] }.first ?? "a barrier whose views are not placed"
                    }
                    continue
                }
                let x = head.flags.contains("barrierStart") ? (references.map(\.left).min() ?? parentStart) : (references.map(\.right).max() ?? parentStart)
                if let id = head.viewID { placed[id] = (x, x) }
                continue
            default: break
            }
            let startEdge = position(Self.startAnchor(children[chain.first!]))
            let endEdge = position(Self.endAnchor(children[chain.last!]))
            switch (startEdge, endEdge) {
            case (.waiting, _), (_, .waiting):
                // Cannot happen once every anchor's unit is placed.
                for member in chain.map({ children[$0] }) {
                    _ = measure(member, member.width.isFixed ? Self.childSpec(.exactly(size), used: 0, width: member.width)
                                                             : .unknown("a circular or unresolved ConstraintLayout constraint"))
                }
            case (.unknown(let reason), _), (_, .unknown(let reason)):
                for member in chain.map({ children[$0] }) {
                    _ = measure(member, member.width.isFixed ? Self.childSpec(.exactly(size), used: 0, width: member.width) : .unknown(reason))
                    if let id = member.viewID { unplaced[id] = reason }
                }
            case (.at(let start), .at(let end)):
                let members = chain.map { children[$0] }
                if let reason = placeChain(members, start: start, end: end, parentStart: parentStart, parentEnd: parentEnd, placed: &placed) {
                    for member in members { if let id = member.viewID { unplaced[id] = "the position of a neighbour whose width depends on \(reason)" } }
                }
            }
        }
        let done = Set(order.joined())
        for index in children.indices where !done.contains(index) {
            let child = children[index]
            if child.width.isFixed { _ = measure(child, Self.childSpec(.exactly(size), used: 0, width: child.width)) }
            else { _ = measure(child, .unknown("a circular or unresolved ConstraintLayout constraint")) }
        }
        return .known(size)
    }

    private static func startAnchor(_ child: AndroidViewNode) -> Anchor? {
        if let target = child.rules["startToStart"] { return Anchor(target: target, toEnd: false) }
        if let target = child.rules["startToEnd"] { return Anchor(target: target, toEnd: true) }
        return nil
    }

    private static func endAnchor(_ child: AndroidViewNode) -> Anchor? {
        if let target = child.rules["endToEnd"] { return Anchor(target: target, toEnd: true) }
        if let target = child.rules["endToStart"] { return Anchor(target: target, toEnd: false) }
        return nil
    }

    /// The units a ConstraintLayout places together — a guideline, a barrier, or a chain (a single view is a
    /// chain of one; chains: A.end → B.start and B.start → A.end) — each after everything it is anchored
    /// to, in dependency order, not by repeated sweeps (a chain declared in reverse would take one sweep per
    /// view: quadratic). A unit anchored to an id that is in no unit (a loop of chains), or to itself, is
    /// never placed, nor are the units waiting for it.
    private static func placementOrder(_ children: [AndroidViewNode], indexByID: [String: Int]) -> [[Int]] {
        func nextInChain(_ index: Int) -> Int? {
            let child = children[index]
            guard let end = endAnchor(child), !end.toEnd, let next = indexByID[end.target] else { return nil }
            guard let back = startAnchor(children[next]), back.toEnd, back.target == child.viewID else { return nil }
            return next
        }
        var inChainAfterHead = Set<Int>()
        for index in children.indices { if let next = nextInChain(index) { inChainAfterHead.insert(next) } }
        var units: [[Int]] = []
        var unitOfIndex: [Int: Int] = [:]
        for index in children.indices where !inChainAfterHead.contains(index) {
            var chain = [index]
            var members: Set<Int> = [index]
            if case .guideline = children[index].kind {} else if case .barrier = children[index].kind {} else {
                while let next = nextInChain(chain.last!), members.insert(next).inserted { chain.append(next) }
            }
            for member in chain where unitOfIndex[member] == nil { unitOfIndex[member] = units.count }
            units.append(chain)
        }
        func unitOf(_ id: String) -> Int? { indexByID[id].flatMap { unitOfIndex[$0] } }
        // What each unit waits for: the units of its anchors.
        var waitingFor = [Int](repeating: 0, count: units.count)
        var dependents: [[Int]] = Array(repeating: [], count: units.count)
        var blocked = Set<Int>()
        for (unit, chain) in units.enumerated() {
            let head = children[chain[0]]
            var targets: [String] = []
            switch head.kind {
            case .guideline: break
            case .barrier: targets = head.referencedIDs
            default:
                for anchor in [startAnchor(head), endAnchor(children[chain.last!])] {
                    if let anchor, anchor.target != "parent", indexByID[anchor.target] != nil { targets.append(anchor.target) }
                }
            }
            var seen = Set<Int>()
            for target in targets {
                guard let dependency = unitOf(target) else { blocked.insert(unit); continue }
                if dependency == unit { blocked.insert(unit); continue }
                if seen.insert(dependency).inserted {
                    waitingFor[unit] += 1
                    dependents[dependency].append(unit)
                }
            }
        }
        var ready = units.indices.filter { waitingFor[$0] == 0 && !blocked.contains($0) }
        var next = 0
        while next < ready.count {
            let unit = ready[next]
            next += 1
            for dependent in dependents[unit] {
                waitingFor[dependent] -= 1
                if waitingFor[dependent] == 0 && !blocked.contains(dependent) { ready.append(dependent) }
            }
        }
        return ready.map { units[$0] }
    }

    private mutating func skipAllUnfixed(_ nodes: [AndroidViewNode], reason: String) {
        for child in nodes { _ = measure(child, child.width.isFixed ? Self.childSpec(.unknown(reason), used: 0, width: child.width) : .unknown(reason)) }
    }

    /// One chain (or a single view) between two anchor positions (nil: no anchor on that side).
    /// Returns why the chain could not be placed (a member's width is not known), or nil.
    @discardableResult
    private mutating func placeChain(_ chain: [AndroidViewNode], start: Double?, end: Double?, parentStart: Double,
                                     parentEnd: Double, placed: inout [String: (left: Double, right: Double)]) -> String? {
        let visible = chain.filter { !$0.gone }
        let margins = visible.reduce(0) { $0 + $1.marginStart + $1.marginEnd }
        let bothSides = start != nil && end != nil
        let available = bothSides ? max(0, end! - start! - margins) : parentEnd - parentStart - margins
        // Widths of the non-filling views first.
        var widths: [Double?] = []
        var fixedTotal = 0.0
        var fillWeights: [Double] = []
        for child in visible {
            let fills = bothSides && (child.width == .dp(0) || child.width == .matchParent && chain.count == 1)
            if fills {
                widths.append(nil)
                fillWeights.append(child.numbers["chainWeight"] ?? 1)
                continue
            }
            let childSpec: MeasureSpec
            switch child.width {
            case .dp(let dp) where dp > 0: childSpec = .exactly(dp)
            case .matchParent: childSpec = .exactly(max(0, parentEnd - parentStart - child.marginStart - child.marginEnd))
            case .unknown(let reason): childSpec = .unknown(reason)
            default:
                // wrap_content (or 0dp with one anchor, which behaves like it): the parent's width is
                // the limit unless constrainedWidth caps it to the space between the anchors.
                let limit = child.flags.contains("constrainedWidth") && bothSides
                    ? available - fixedTotal : parentEnd - parentStart - child.marginStart - child.marginEnd
                childSpec = .atMost(max(0, limit))
            }
            let width = measure(child, childSpec)
            guard let value = width.value else {
                for other in visible where other.viewID != child.viewID { _ = measure(other, .unknown(width.reason!)) }
                return width.reason
            }
            widths.append(value)
            fixedTotal += value
        }
        let weightTotal = fillWeights.reduce(0, +)
        let free = max(0, available - fixedTotal)
        var fillIndex = 0
        var resolved: [Double] = []
        for (position, child) in visible.enumerated() {
            if let width = widths[position] { resolved.append(width); continue }
            let share = weightTotal > 0 ? free * fillWeights[fillIndex] / weightTotal : 0
            fillIndex += 1
            _ = measure(child, .exactly(share))
            resolved.append(share)
        }
        // Positions, for views anchored to these.
        let used = resolved.reduce(0, +)
        let slack = max(0, available - used)
        var x: Double
        var gap = 0.0
        let bias = visible.first?.numbers["bias"] ?? 0.5
        if !bothSides {
            x = start ?? ((end ?? parentEnd) - margins - used)
        } else if visible.count > 1 && !visible[0].flags.contains("chainPacked") {
            if visible[0].flags.contains("chainSpreadInside") {
                x = start!
                gap = slack / Double(visible.count - 1)
            } else {
                gap = slack / Double(visible.count + 1)
                x = start! + gap
            }
        } else {
            x = start! + slack * bias
        }
        for (position, child) in visible.enumerated() {
            let left = x + child.marginStart
            let right = left + resolved[position]
            if let id = child.viewID { placed[id] = (left, right) }
            placement?.lefts[child.serial] = left
            x = right + child.marginEnd + gap
        }
        for child in chain where child.gone { if let id = child.viewID { placed[id] = (x, x) } }
        return nil
    }
}

extension AndroidViewNode.Length {
    /// A width the layout fixes in dp.
    var isFixed: Bool { if case .dp = self { true } else { false } }
}

extension AndroidViewNode {
    /// Whether a laid-out text is in this subtree.
    var containsElement: Bool { elementID != nil || children.contains { $0.containsElement } }

    /// The laid-out texts of this subtree.
    var elementIDs: [String] { (elementID.map { [$0] } ?? []) + children.flatMap(\.elementIDs) }

    func node(at path: ArraySlice<Int>) -> AndroidViewNode? {
        guard let first = path.first else { return self }
        return children.indices.contains(first) ? children[first].node(at: path.dropFirst()) : nil
    }

    /// match_parent without a Compose share (`AndroidMeasurePass.fillFraction`): the parent's whole width.
    var fillsWholeWidth: Bool { width == .matchParent && numbers[AndroidMeasurePass.fillFraction] == nil }

    /// Makes the view at `path` visible. When it is a branch of choices (`alternatives`), a neighbour in another
    /// branch of one of them is hidden (they never show together), and a neighbour in the same branches of every
    /// choice it is in shows with it.
    mutating func show(at path: ArraySlice<Int>) {
        guard let first = path.first else { gone = false; return }
        guard children.indices.contains(first) else { return }
        let shown = children[first].alternatives
        if path.count == 1, !shown.isEmpty {
            let branches = Dictionary(shown.map { ($0.group, $0.branch) }, uniquingKeysWith: { first, _ in first })
            for index in children.indices where index != first && !children[index].alternatives.isEmpty {
                let marks = children[index].alternatives
                if marks.contains(where: { mark in branches[mark.group].map { $0 != mark.branch } ?? false }) {
                    children[index].gone = true
                } else if marks.allSatisfy({ mark in branches[mark.group] == mark.branch }) {
                    children[index].gone = false
                }
            }
        }
        children[first].show(at: path.dropFirst())
    }
}
