import Typesetter

/// A SwiftUI view tree as the importer reads it from source: what SwiftUI's layout needs to give each
/// text its width (proposal → response), nothing else.
indirect enum SwiftUINode: Sendable, Hashable {
    /// A text element of the screen (its id).
    case text(String)
    /// A view whose size cannot be known statically (the reason): text from data, an SF Symbol, a
    /// custom `Layout`, `GeometryReader`, another app's view.
    case opaque(String)
    /// A view of a known width that takes no more and no less.
    case fixed(Double)
    /// `Spacer(minLength:)`: flexible along the stack's axis.
    case spacer(minLength: Double?)
    /// A view that takes all the width it is offered (`Color`, shapes, `Divider` in a vertical stack).
    case filling
    case hstack(spacing: Double?, children: [SwiftUINode])
    /// `VStack`, `ZStack`, `List`, `Form`, `Section`, `Group`: every child is offered the same width.
    case vstack(children: [SwiftUINode])
    case padding(SwiftUINode, leading: Double, trailing: Double)
    case frame(SwiftUINode, SwiftUIFrame)
    /// `.fixedSize()` / `.fixedSize(horizontal: true, …)`, a horizontal `ScrollView`: offered no width
    /// limit, the child takes its ideal width.
    case unlimited(SwiftUINode)
    case priority(SwiftUINode, Double)
    /// `if`/`else`, `switch`: one of them shows (each is laid out where it would be).
    case alternatives([SwiftUINode])
    /// `ViewThatFits`: the first child whose ideal width fits is shown.
    case firstThatFits([SwiftUINode])
    /// A `List`'s or `Form`'s rows: offered the device width less the list's insets (inset-grouped cards
    /// and row margins, or a plain list's row margins).
    case listRows(SwiftUINode, grouped: Bool)
    /// Content inset by amounts the platform does not document (a macOS `TabView`'s tabs): at most as wide as
    /// the offer, an upper bound.
    case undocumentedInsets(SwiftUINode)
    /// The content of a view the importer cannot lay out (a package's, or SwiftUI's not modelled): what width
    /// it offers its content is not known, so only frames inside it give widths; its other texts are skipped
    /// with the reason. Laid out apart from the rest: nothing outside bounds it.
    case foreign(SwiftUINode, reason: String)
    /// `.overlay`/`.background`: the decoration is offered the decorated view's size (at most its offer);
    /// only the decorated view counts for the size.
    case decorated(SwiftUINode, SwiftUINode)
    /// A part of the screen laid out at the device width, whatever its place in the tree (a sheet,
    /// a navigation destination's inline content).
    case screenRoot(SwiftUINode)
}

/// `.frame(…)`: a fixed width, or a flexible frame's bounds.
struct SwiftUIFrame: Sendable, Hashable {
    var width: Double?
    var minWidth: Double?
    var maxWidth: Double?
}

/// A text laid out by a bar (navigation titles, toolbar items): a width the bar gives, not the tree.
struct SwiftUIBarText: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case largeTitle = "large navigation title"
        case inlineTitle = "inline navigation title"
        case toolbarItem = "toolbar item"
        /// A menu item, an alert, a picker option: UIKit lays it out and lets it wrap.
        case drawnByUIKit = "text UIKit lays out"
        /// An item of a `Menu` or a context menu: on iOS laid out like `drawnByUIKit`; on macOS AppKit's menu
        /// grows to its widest item, so the item has its ideal width, in the menu font (`SwiftUIMacWindow.adapt`).
        case menuItem = "menu item"
        /// An alert's or confirmation dialog's title, message or button (`.alert`, `.confirmationDialog`): on iOS
        /// laid out like `drawnByUIKit`; on macOS AppKit's alert (`NSAlert`) draws it in its own fonts and sizes
        /// itself to its text, so the text has its ideal width, in the alert's font (`SwiftUIMacWindow.adapt`).
        case alertTitle = "alert title"
        case alertMessage = "alert message"
        case alertButton = "alert button"
        /// A `Picker`'s option: on iOS laid out like `drawnByUIKit`; on macOS, where the picker's style is a pop-up
        /// button (the default) or a menu, an item of the pop-up's menu, which grows to its widest item: the option
        /// has its ideal width. Another style (`.radioGroup`, `.segmented`, `.inline`) places the options among the
        /// view's controls: `SwiftUIViewReader.applyPickerStyle` makes them `drawnByUIKit` (skipped on macOS).
        case pickerOption = "picker option"

        /// The kinds UIKit or AppKit lays out outside the view tree and lets wrap.
        static let drawnOutsideTree: Set<Kind> = [.drawnByUIKit, .menuItem, .alertTitle, .alertMessage, .alertButton, .pickerOption]
    }
    var element: String
    var kind: Kind
    /// For an inline title: the bar's width is only an upper bound of its own (toolbar items share the bar,
    /// or the display mode is inherited).
    var sharesBarWithItems: Bool
}

/// The container pass of one SwiftUI view: the proposal/response layout SwiftUI runs, per locale × size
/// category × device width, with texts measured by the linter.
///
/// - Every child of a `VStack`/`ZStack`/`List`/`Form` is offered the stack's width (Apple: "A view that
///   arranges its subviews in a vertical line"; each subview is proposed the stack's width).
/// - An `HStack` takes its spacing off, then offers the remaining width to its children by layout priority
///   (highest first, after keeping the lower groups' minimum widths) and, within a priority, least flexible
///   first, each an equal share of what is left; each child takes what it needs of its share (Apple,
///   `HStack`, `layoutPriority(_:)`; WWDC19 session 237 "Building Custom Views with SwiftUI"). A text's
///   flexibility is its one-line width (its minimum, one grapheme or "…", is the same for every text).
/// - `padding` takes its insets off the offer, `frame(width:)` offers its width, a flexible frame clamps
///   the offer, `fixedSize` and a horizontal `ScrollView` offer no limit (the ideal width). A text offered no
///   limit takes its ideal width (each paragraph on one line): it is laid out in an unlimited box
///   (`ResolvedBox.unlimited`), where nothing can truncate it; a macOS `List`/`Form` offered no limit (a
///   Settings pane under `.fixedSize()`) offers its rows none either.
/// - A text whose lines are not limited wraps freely: it is never truncated, and when its exact width
///   depends on a sibling whose size is unknown it is laid out at the width its stack was offered (an
///   upper bound), which only the rules that need no exact width read. A text with a line limit or a
///   fixed height is laid out only where its width is decided, and only where the development language's
///   text fits it (else the model is wrong for it: skipped with the reason).
struct SwiftUIContainerLayout: ContainerLayout, ImportNotes {
    var screenWidths: [Double]
    var root: SwiftUINode?
    var bars: [SwiftUIBarText]
    /// Texts whose lines are limited (`lineLimit`, a single-line control) or whose height is fixed.
    var limited: Set<String>
    /// Element id → fixed height (`.frame(height:)` on the text).
    var fixedHeights: [String: Double]
    /// Element id → why it cannot be laid out at all (decided when reading the source).
    var unresolvable: [String: String]
    /// Element id → the largest size category the view lets the text grow to (`.dynamicTypeSize(...)`).
    var sizeCaps: [String: String]
    var notes: [String: [String]]
    /// A macOS window: its width is not known from the source (`SwiftUIMacWindow`); only frames give widths.
    var window: SwiftUIMacWindow? = nil

    func resolve(_ query: ContainerQuery) -> ContainerResolution {
        var pass = Pass(query: query, layout: self)
        if let root {
            pass.placeForeignContents(root)
            pass.place(root, offered: window != nil ? .infinity : query.screenWidth, exact: true)
        }
        for bar in bars {
            if window != nil {
                // An AppKit menu is as wide as its widest item, an alert as its text: each at its ideal width.
                if SwiftUIMacWindow.idealWidthKinds.contains(bar.kind) { pass.assign(bar.element, width: nil, exact: false) } else { pass.skip(bar.element, SwiftUIMacWindow.barReason(bar.kind)) }
                continue
            }
            let width = query.screenWidth - 2 * SwiftUIMetrics.barMargin(screenWidth: query.screenWidth)
            // An inline title between toolbar items gets less than the bar, by widths UIKit decides: the bar's
            // width is an upper bound (what does not fit it does not fit the title's part either).
            let exact = !(bar.kind == .inlineTitle && bar.sharesBarWithItems) && !SwiftUIBarText.Kind.drawnOutsideTree.contains(bar.kind) && bar.kind != .toolbarItem
            pass.assign(bar.element, width: width, exact: exact)
        }
        for (id, reason) in unresolvable { pass.resolution.skipped[id] = reason; pass.resolution.boxes[id] = nil }
        if let category = query.sizeCategory, let position = DynamicType.sizeCategories.firstIndex(of: category) {
            for (id, cap) in sizeCaps {
                guard let limit = DynamicType.sizeCategories.firstIndex(of: cap), position > limit, pass.resolution.boxes[id] != nil else { continue }
                pass.resolution.boxes[id] = nil
                pass.resolution.skipped[id] = "the view caps Dynamic Type at \(cap) (`.dynamicTypeSize`)"
            }
        }
        pass.checkSourceFits()
        pass.placeViews()
        return pass.resolution
    }

    struct Pass {
        let query: ContainerQuery
        let layout: SwiftUIContainerLayout
        var resolution = ContainerResolution()
        /// Texts laid out at an upper bound of their width.
        var bounded = Set<String>()
        /// Texts of `.foreign` content, laid out (or skipped) apart from the rest (`placeForeign`).
        var settled = Set<String>()

        init(query: ContainerQuery, layout: SwiftUIContainerLayout) {
            self.query = query
            self.layout = layout
        }

        mutating func skip(_ id: String, _ reason: String) {
            if resolution.boxes[id] == nil && resolution.skipped[id] == nil { resolution.skipped[id] = reason }
        }

        /// Gives a text its box. `exact`: the width is the one SwiftUI offers; else an upper bound, used only
        /// for a text that wraps freely.
        mutating func assign(_ id: String, width: Double?, exact: Bool) {
            guard resolution.boxes[id] == nil, !settled.contains(id) else { return }
            guard let width else {
                // Offered no width limit (an ideal-width proposal: `.fixedSize()`, a horizontal `ScrollView`, a
                // stack or list proposed its ideal size): a text then takes its ideal width, each paragraph on
                // one line (Apple, `View.fixedSize(horizontal:vertical:)`: "the view … at its ideal size";
                // `ProposedViewSize.unspecified`: "the view's ideal size"). Nothing can truncate it; it is laid
                // out for the rules that need no width limit (glyphs, ink in a fixed height, hierarchy).
                resolution.boxes[id] = .unlimited(height: layout.fixedHeights[id])
                resolution.skipped[id] = nil
                return
            }
            if !exact {
                // An upper bound: the text can only be narrower on a device, so what does not fit here does
                // not fit there either; a text that fits here is not known to fit.
                bounded.insert(id)
            }
            guard width.isFinite else {
                skip(id, SwiftUIMacWindow.unknownWidthReason)
                return
            }
            guard width > 0 else {
                skip(id, "the modelled width is \(FindingText.number(width))pt: the model is wrong for this view")
                return
            }
            resolution.boxes[id] = ResolvedBox(width: width, height: layout.fixedHeights[id])
            resolution.skipped[id] = nil
        }

        /// Every text under `node` at an upper-bound width (its ideal width where the offer is unlimited).
        mutating func assignAll(_ node: SwiftUINode, upperBound: Double?) {
            for id in SwiftUIContainerLayout.texts(in: node) {
                assign(id, width: upperBound, exact: false)
            }
        }

        // MARK: sizes (the response to an offer)

        /// The width `node` takes when offered `offered` (nil: no limit, its ideal width); nil when unknown.
        func size(_ node: SwiftUINode, offered: Double?) -> Double? {
            switch node {
            case .text(let id):
                let limit = offered.flatMap { $0.isFinite ? $0 : nil }
                guard let measured = query.measure(id, limit) else { return 0 }
                if let limit { return min(limit, measured.width) }
                return measured.naturalWidth
            case .opaque: return nil
            case .fixed(let width): return width
            case .spacer(let minLength):
                let minimum = minLength ?? SwiftUIMetrics.defaultSpacing
                return max(minimum, offered ?? minimum)
            case .filling: return offered
            case .hstack(let spacing, let children):
                guard let widths = hstackOffers(children, spacing: spacing, offered: offered) else { return nil }
                var total = 0.0
                for (child, offer) in zip(children, widths) {
                    guard let width = size(child, offered: offer) else { return nil }
                    total += width
                }
                return total + Double(max(0, children.count - 1)) * (spacing ?? SwiftUIMetrics.defaultSpacing)
            case .vstack(let children):
                var widest = 0.0
                for child in children {
                    guard let width = size(child, offered: offered) else { return nil }
                    widest = max(widest, width)
                }
                return widest
            case .padding(let child, let leading, let trailing):
                guard let inner = size(child, offered: offered.map { max(0, $0 - leading - trailing) }) else { return nil }
                return inner + leading + trailing
            case .frame(let child, let frame):
                if let width = frame.width { return width }
                let offer = clamp(offered, frame)
                let inner = size(child, offered: offer)
                if let maxWidth = frame.maxWidth, maxWidth == .infinity, let offered { return max(offered, frame.minWidth ?? 0) }
                guard let inner else { return nil }
                return min(max(inner, frame.minWidth ?? 0), frame.maxWidth ?? .infinity)
            case .unlimited(let child): return size(child, offered: nil)
            case .priority(let child, _): return size(child, offered: offered)
            case .alternatives(let children):
                var widest = 0.0
                for child in children {
                    guard let width = size(child, offered: offered) else { return nil }
                    widest = max(widest, width)
                }
                return widest
            case .firstThatFits(let children):
                guard let chosen = chosenBranch(children, offered: offered) else { return nil }
                return size(children[chosen], offered: offered)
            case .screenRoot: return 0
            case .listRows, .undocumentedInsets: return offered
            case .foreign: return nil
            case .decorated(let base, _): return size(base, offered: offered)
            }
        }

        /// The least width a view takes (offered nothing); nil when unknown.
        func minimumWidth(_ node: SwiftUINode) -> Double? {
            switch node {
            case .text: return 0
            case .spacer(let minLength): return minLength ?? SwiftUIMetrics.defaultSpacing
            case .filling: return 0
            case .hstack(let spacing, let children):
                var total = Double(max(0, children.count - 1)) * (spacing ?? SwiftUIMetrics.defaultSpacing)
                for child in children { guard let width = minimumWidth(child) else { return nil }; total += width }
                return total
            case .vstack(let children), .alternatives(let children):
                var widest = 0.0
                for child in children { guard let width = minimumWidth(child) else { return nil }; widest = max(widest, width) }
                return widest
            case .padding(let child, let leading, let trailing): return minimumWidth(child).map { $0 + leading + trailing }
            case .frame(let child, let frame):
                if let width = frame.width { return width }
                if let minWidth = frame.minWidth { return max(minWidth, minimumWidth(child) ?? minWidth) }
                return minimumWidth(child)
            case .priority(let child, _), .decorated(let child, _): return minimumWidth(child)
            default: return size(node, offered: 0)
            }
        }

        /// The narrowest a macOS window makes a view whose content declares a minimum width with
        /// `.frame(minWidth:)`: a window's minimum size is its content's minimum size, under both resizability
        /// strategies SwiftUI applies by default (Apple, `WindowResizability.automatic`: `contentMinSize` for
        /// `WindowGroup`, `Window` and `DocumentGroup`, `contentSize` for `Settings`; each "a minimum size that
        /// matches the minimum size of the window's content"), and the user can resize the window down to it.
        /// Only a `minWidth:` declares it (a fixed `width:` frame is a part's size, not the window's); nil when
        /// nothing under `node`, through stacks, paddings and frames, declares one.
        func declaredMinimum(_ node: SwiftUINode) -> Double? {
            switch node {
            case .frame(let child, let frame):
                guard frame.width == nil else { return nil }
                let inner = declaredMinimum(child)
                guard let minWidth = frame.minWidth.flatMap({ $0 > 0 && $0.isFinite ? $0 : nil }) ?? inner else { return nil }
                // The content's own minimum when known (unknown: taken as no wider than the declared one).
                var narrowest = max(minWidth, minimumWidth(child) ?? minWidth, inner ?? 0)
                if let maxWidth = frame.maxWidth, maxWidth.isFinite { narrowest = min(narrowest, maxWidth) }
                return narrowest
            case .padding(let child, let leading, let trailing):
                return declaredMinimum(child).map { $0 + leading + trailing }
            case .priority(let child, _), .decorated(let child, _):
                return declaredMinimum(child)
            case .vstack(let children):
                return narrowestWindow(children)
            default:
                return nil
            }
        }

        /// The narrowest width of a stack's children in a window (every child is offered the same width): the
        /// widest minimum a child declares, no less than any other child's known minimum; nil when none declares.
        func narrowestWindow(_ children: [SwiftUINode]) -> Double? {
            guard let declared = children.compactMap(declaredMinimum).max() else { return nil }
            return children.reduce(declared) { max($0, minimumWidth($1) ?? 0) }
        }

        func clamp(_ offered: Double?, _ frame: SwiftUIFrame) -> Double? {
            guard var value = offered else { return nil }
            if let maxWidth = frame.maxWidth { value = min(value, maxWidth) }
            if let minWidth = frame.minWidth { value = max(value, minWidth) }
            return value
        }

        func flexibility(_ node: SwiftUINode) -> Double? {
            guard let minimum = minimumWidth(node), let maximum = size(node, offered: .infinity) else { return nil }
            return maximum - minimum
        }

        /// The widths an HStack offers its children (nil when a child's size is unknown).
        func hstackOffers(_ children: [SwiftUINode], spacing: Double?, offered: Double?) -> [Double?]? {
            guard let offered else { return children.map { _ in nil } }
            var available = offered - Double(max(0, children.count - 1)) * (spacing ?? SwiftUIMetrics.defaultSpacing)
            var offers = [Double?](repeating: nil, count: children.count)
            var priorities: [Double] = []
            for child in children {
                let priority = Self.priority(of: child)
                if !priorities.contains(priority) { priorities.append(priority) }
            }
            priorities.sort(by: >)
            var minimums: [Double] = []
            for child in children {
                guard let minimum = minimumWidth(child) else { return nil }
                minimums.append(minimum)
            }
            for priority in priorities {
                let members = children.indices.filter { Self.priority(of: children[$0]) == priority }
                let lower = children.indices.filter { Self.priority(of: children[$0]) < priority }.reduce(0) { $0 + minimums[$1] }
                var groupAvailable = available - lower
                var order: [(index: Int, flexibility: Double)] = []
                for index in members {
                    guard let flexibility = flexibility(children[index]) else { return nil }
                    order.append((index, flexibility))
                }
                order.sort { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
                var remaining = order.count
                var used = 0.0
                for (index, _) in order {
                    let share = max(0, groupAvailable / Double(remaining))
                    offers[index] = share
                    guard let taken = size(children[index], offered: share) else { return nil }
                    groupAvailable -= taken
                    used += taken
                    remaining -= 1
                }
                available -= used
            }
            return offers
        }

        static func priority(of node: SwiftUINode) -> Double {
            switch node {
            case .priority(_, let value): return value
            case .padding(let child, _, _), .frame(let child, _), .unlimited(let child), .decorated(let child, _): return priority(of: child)
            default: return 0
            }
        }

        func chosenBranch(_ children: [SwiftUINode], offered: Double?) -> Int? {
            guard !children.isEmpty else { return nil }
            guard let offered else { return 0 }
            for (index, child) in children.enumerated() {
                guard let ideal = size(child, offered: nil) else { return nil }
                if ideal <= offered { return index }
            }
            return children.count - 1
        }

        // MARK: placing (each text gets the width it is offered)

        /// Offers `offered` to `node` and gives each text under it its box. `exact` is false below a point
        /// where the offer became an upper bound.
        mutating func place(_ node: SwiftUINode, offered: Double?, exact: Bool) {
            switch node {
            case .text(let id):
                assign(id, width: offered, exact: exact)
            case .opaque, .fixed, .spacer, .filling:
                break
            case .hstack(let spacing, let children):
                if offered == .infinity {
                    // A macOS window of unknown width: only frames inside decide widths.
                    for child in children { place(child, offered: .infinity, exact: exact) }
                    return
                }
                if exact, let offers = hstackOffers(children, spacing: spacing, offered: offered) {
                    for (child, offer) in zip(children, offers) { place(child, offered: offer, exact: true) }
                } else {
                    // A sibling's size is unknown: each child gets at most the stack's offer less the
                    // known minimum widths of the others.
                    for child in children {
                        for id in SwiftUIContainerLayout.texts(in: child) { assign(id, width: offered, exact: false) }
                        placeScreenRoots(child)
                    }
                }
            case .vstack(let children):
                // A macOS window of unknown width whose content declares a minimum width: at the window's
                // narrowest, every child of the stack is offered that minimum (`narrowestWindow`).
                if offered == .infinity, layout.window != nil, let narrowest = narrowestWindow(children) {
                    for child in children { place(child, offered: narrowest, exact: exact) }
                    return
                }
                for child in children { place(child, offered: offered, exact: exact) }
            case .alternatives(let children):
                for child in children { place(child, offered: offered, exact: exact) }
            case .padding(let child, let leading, let trailing):
                place(child, offered: offered.map { max(0, $0 - leading - trailing) }, exact: exact)
            case .frame(let child, let frame):
                if let width = frame.width {
                    place(child, offered: width, exact: true)
                } else if offered == .infinity, layout.window != nil, let narrowest = declaredMinimum(node) {
                    // A macOS window of unknown width: the user can narrow it down to this frame's minimum.
                    place(child, offered: narrowest, exact: exact)
                } else {
                    // A window of unknown width under a finite `maxWidth`: the frame's maximum is an upper bound.
                    let bounded = offered == .infinity && frame.maxWidth.map { $0.isFinite } == true
                    place(child, offered: clamp(offered, frame), exact: exact && !bounded)
                }
            case .unlimited(let child):
                place(child, offered: nil, exact: exact)
            case .priority(let child, _):
                place(child, offered: offered, exact: exact)
            case .firstThatFits(let children):
                guard exact, let chosen = chosenBranch(children, offered: offered) else {
                    for child in children {
                        assignAll(child, upperBound: offered)
                    }
                    return
                }
                for (index, child) in children.enumerated() where index != chosen {
                    for id in SwiftUIContainerLayout.texts(in: child) {
                        skip(id, "ViewThatFits shows another branch in this locale and size")
                    }
                }
                place(children[chosen], offered: offered, exact: true)
            case .screenRoot(let child):
                place(child, offered: query.screenWidth, exact: true)
            case .decorated(let base, let decoration):
                place(base, offered: offered, exact: exact)
                place(decoration, offered: offered, exact: false)
            case .foreign(let child, let reason):
                placeForeign(child, reason: reason)
            case .undocumentedInsets(let child):
                // Narrower than the offer by an amount not known: what does not fit the offer does not fit it.
                if let offered, offered.isFinite { place(child, offered: offered, exact: false) } else { place(child, offered: offered, exact: exact) }
            case .listRows(let child, let grouped):
                if layout.window != nil {
                    // macOS: AppKit's table and grouped-form insets are not documented; the rows are no wider than
                    // the list, so a frame above gives an upper bound (what does not fit it does not fit the row).
                    if let offered, offered.isFinite {
                        place(child, offered: offered, exact: false)
                        return
                    }
                    // Proposed its ideal size (`.fixedSize()` above: a Settings pane sized to its content): each row
                    // is proposed its ideal size too, whatever the insets, so every text takes its ideal width.
                    if offered == nil {
                        place(child, offered: nil, exact: exact)
                        return
                    }
                    for id in SwiftUIContainerLayout.texts(in: child) { skip(id, SwiftUIMacWindow.listReason) }
                    return
                }
                let insets = SwiftUIMetrics.groupedListInsets(screenWidth: query.screenWidth)
                let taken = grouped ? 2 * (insets.card + insets.row) : 2 * SwiftUIMetrics.plainListRowInset(screenWidth: query.screenWidth)
                place(child, offered: offered.map { max(0, $0 - taken) }, exact: exact)
            }
        }

        /// The content of a view the importer cannot lay out, once: offered a width not known (only frames inside
        /// give widths), its other texts skipped with `reason`; then settled, so that no width from outside
        /// (an upper bound of a stack around it) reaches them.
        mutating func placeForeign(_ child: SwiftUINode, reason: String) {
            let ids = SwiftUIContainerLayout.texts(in: child)
            guard ids.contains(where: { !settled.contains($0) }) else { return }
            if layout.window != nil, case .vstack(let parts) = child {
                // Its closures (a split view's sidebar and detail) are not known to share a width: a minimum one
                // declares is not the others'.
                for part in parts { place(part, offered: .infinity, exact: true) }
            } else {
                place(child, offered: .infinity, exact: true)
            }
            for id in ids where resolution.boxes[id] == nil && !settled.contains(id) {
                if resolution.skipped[id] == nil || resolution.skipped[id] == SwiftUIMacWindow.unknownWidthReason { resolution.skipped[id] = reason }
            }
            settled.formUnion(ids)
        }

        /// Every `.foreign` content of a tree, outermost first, before the rest is placed.
        mutating func placeForeignContents(_ node: SwiftUINode) {
            switch node {
            case .foreign(let child, let reason): placeForeign(child, reason: reason)
            case .hstack(_, let children), .vstack(let children), .alternatives(let children), .firstThatFits(let children):
                for child in children { placeForeignContents(child) }
            case .padding(let child, _, _), .frame(let child, _), .unlimited(let child), .priority(let child, _), .listRows(let child, _),
                 .undocumentedInsets(let child), .screenRoot(let child):
                placeForeignContents(child)
            case .decorated(let base, let decoration):
                placeForeignContents(base); placeForeignContents(decoration)
            default: break
            }
        }

        /// Screen roots inside a subtree laid out without exact widths still get the device width.
        mutating func placeScreenRoots(_ node: SwiftUINode) {
            switch node {
            case .screenRoot: place(node, offered: query.screenWidth, exact: true)
            case .hstack(_, let children), .vstack(let children), .alternatives(let children), .firstThatFits(let children):
                for child in children { placeScreenRoots(child) }
            case .padding(let child, _, _), .frame(let child, _), .unlimited(let child), .priority(let child, _), .listRows(let child, _), .undocumentedInsets(let child),
                 .foreign(let child, _):
                placeScreenRoots(child)
            case .decorated(let base, let decoration):
                placeScreenRoots(base); placeScreenRoots(decoration)
            default: break
            }
        }

        /// A limited text whose development-language text does not fit the box the model gives it: the
        /// model is wrong for that text (a fixed frame the designer sized, a row style not modelled).
        mutating func checkSourceFits() {
            guard let source = query.measureSource else { return }
            for id in layout.limited.sorted() {
                guard let box = resolution.boxes[id], let measured = source(id, box.widthLimit) else { continue }
                var fits = !measured.truncated
                if let height = box.height, measured.height > height + 0.5 { fits = false }
                if !fits {
                    resolution.boxes[id] = nil
                    resolution.skipped[id] = "the development language's text does not fit the modelled box (\(FindingText.number(box.width))pt"
                        + (box.height.map { " × \(FindingText.number($0))pt" } ?? "") + "): the model is wrong for this view"
                }
            }
        }
    }

    /// The text ids under a node whose width does not depend on what the node is offered: under a frame of a
    /// fixed width, which proposes that width to its content whatever it is offered, or under `.fixedSize()`
    /// (an ideal-width proposal).
    static func textsOfDecidedWidth(in node: SwiftUINode) -> [String] {
        switch node {
        case .frame(let child, let frame) where frame.width != nil: return texts(in: child)
        case .unlimited(let child): return texts(in: child)
        case .hstack(_, let children), .vstack(let children), .alternatives(let children):
            return children.flatMap(textsOfDecidedWidth(in:))
        case .padding(let child, _, _), .frame(let child, _), .priority(let child, _), .listRows(let child, _),
             .undocumentedInsets(let child), .foreign(let child, _):
            return textsOfDecidedWidth(in: child)
        case .decorated(let base, let decoration):
            return textsOfDecidedWidth(in: base) + textsOfDecidedWidth(in: decoration)
        default: return []
        }
    }

    /// The text ids under a node, in tree order (screen roots are laid out on their own).
    static func texts(in node: SwiftUINode) -> [String] {
        switch node {
        case .text(let id): return [id]
        case .hstack(_, let children), .vstack(let children), .alternatives(let children), .firstThatFits(let children):
            return children.flatMap(texts(in:))
        case .padding(let child, _, _), .frame(let child, _), .unlimited(let child), .priority(let child, _), .listRows(let child, _), .undocumentedInsets(let child),
             .foreign(let child, _):
            return texts(in: child)
        case .decorated(let base, let decoration):
            return texts(in: base) + texts(in: decoration)
        default: return []
        }
    }
}
