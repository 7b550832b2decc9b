/// The frames of a SwiftUI screen's views for the report's wireframe (`ContainerQuery.placesViews`), from the
/// same proposal/response model that gives the texts their widths (`SwiftUIContainerLayout.Pass`):
/// - widths: what the pass offers each view and what the view takes (`size`, `hstackOffers`);
/// - heights: a text's measured height at its width (its fixed height when it has one), a stack's its
///   children's (an HStack the tallest, a VStack their sum with `SwiftUIMetrics.defaultSpacing` between);
/// - a view whose height the importer does not read (shapes, images, controls, opaque views) is drawn
///   dashed, `WireframeMetrics.swiftUIStandInHeight` high; a text's bar (navigation titles, toolbar items)
///   is not drawn, as the bar is not modelled as a view;
/// - vertical paddings are not read (they decide no width) and are not drawn;
/// - `.overlay`/`.background` decorations, the branches an `if` does not take and a `ViewThatFits`'s other
///   branches are not drawn; a screen root (a sheet) is drawn below the rest at the device width.
/// In a right-to-left locale the frames are mirrored, as SwiftUI mirrors its layout.
extension SwiftUIContainerLayout.Pass {
    mutating func placeViews() {
        guard query.placesViews, let body = layout.root else { return }
        let root = Self.content(of: body)
        let width: Double? = layout.window != nil ? nil : query.screenWidth
        var views = [PlacedView(name: "screen", role: .container, frame: ViewRect(x: 0, y: 0, width: 0, height: 0), depth: 0)]
        var screenRoots: [SwiftUINode] = []
        let size = frame(root, at: (0, 0), offered: width, depth: 1, views: &views, screenRoots: &screenRoots)
        var height = size.height
        let screenWidth = width ?? size.width
        for screenRoot in screenRoots {
            height += SwiftUIMetrics.defaultSpacing
            height += frame(screenRoot, at: (0, height), offered: query.screenWidth, depth: 1, views: &views, screenRoots: &screenRoots).height
        }
        views[0].frame = ViewRect(x: 0, y: 0, width: max(screenWidth, size.width), height: height)
        if query.isRightToLeft {
            let within = views[0].frame.width
            for index in views.indices {
                views[index].frame = views[index].frame.mirrored(within: within)
                views[index].textFrame = views[index].textFrame?.mirrored(within: within)
            }
        }
        resolution.views = views
    }

    /// Places `node` with its top left at `origin` when offered `offered` (nil: no limit); returns its size.
    private func frame(_ node: SwiftUINode, at origin: (x: Double, y: Double), offered: Double?, depth: Int,
                       views: inout [PlacedView], screenRoots: inout [SwiftUINode]) -> (width: Double, height: Double) {
        let finite = offered.flatMap { $0.isFinite ? $0 : nil }
        func standIn(_ name: String, width: Double, undecided: String?) -> (width: Double, height: Double) {
            let rect = ViewRect(x: origin.x, y: origin.y, width: width, height: WireframeMetrics.swiftUIStandInHeight)
            views.append(PlacedView(name: name, role: .view, frame: rect, depth: depth, undecided: undecided))
            return (width, rect.height)
        }
        switch node {
        case .text(let id):
            // The text takes its widest line, at most its offer (the box the pass gave it, where it has one);
            // its text frame is that box, so the drawn lines stand where the label's alignment puts them.
            let box = resolution.boxes[id]
            let available = box.map { $0.widthLimit } ?? finite
            let measured = query.measure(id, available)
            let taken = measured.map { text in available.map { min($0, text.width) } ?? text.naturalWidth } ?? (available ?? 0)
            let height = box?.height ?? measured?.height ?? 0
            let rect = ViewRect(x: origin.x, y: origin.y, width: taken, height: height)
            let textRect = ViewRect(x: origin.x, y: origin.y, width: box?.widthLimit ?? taken, height: height)
            views.append(PlacedView(name: "Text", viewID: id, role: .text, elementID: id, frame: rect, textFrame: textRect, depth: depth))
            return (taken, height)
        case .opaque(let reason):
            return standIn("view", width: finite ?? 0, undecided: reason)
        case .fixed(let width):
            return standIn("view", width: width, undecided: "its height is not read from the source")
        case .filling:
            return standIn("shape", width: finite ?? 0, undecided: "its height is not read from the source")
        case .spacer:
            return (size(node, offered: offered) ?? 0, 0)
        case .hstack(let spacing, let children):
            // Children left to right, centered vertically in the row (HStack's default alignment).
            let offers = hstackOffers(children, spacing: spacing, offered: finite) ?? children.map { _ in finite }
            var x = origin.x, height = 0.0
            var placed: [(first: Int, height: Double)] = []
            for (index, (child, offer)) in zip(children, offers).enumerated() {
                if index > 0 { x += spacing ?? SwiftUIMetrics.defaultSpacing }
                let first = views.count
                let size = frame(child, at: (x, origin.y), offered: offer, depth: depth + 1, views: &views, screenRoots: &screenRoots)
                placed.append((first, size.height))
                x += size.width
                height = max(height, size.height)
            }
            for (k, child) in placed.enumerated() {
                let end = k + 1 < placed.count ? placed[k + 1].first : views.count
                Self.shift(&views, child.first..<end, dx: 0, dy: (height - child.height) / 2)
            }
            return (x - origin.x, height)
        case .vstack(let children):
            // Children top to bottom, `defaultSpacing` apart, centered in the widest (VStack's default alignment).
            var y = origin.y, width = 0.0
            var placed: [(first: Int, width: Double)] = []
            for (index, child) in children.enumerated() {
                if index > 0 { y += SwiftUIMetrics.defaultSpacing }
                let first = views.count
                let size = frame(child, at: (origin.x, y), offered: offered, depth: depth + 1, views: &views, screenRoots: &screenRoots)
                placed.append((first, size.width))
                y += size.height
                width = max(width, size.width)
            }
            for (k, child) in placed.enumerated() {
                let end = k + 1 < placed.count ? placed[k + 1].first : views.count
                Self.shift(&views, child.first..<end, dx: (width - child.width) / 2, dy: 0)
            }
            return (width, y - origin.y)
        case .padding(let child, let leading, let trailing):
            let inner = frame(child, at: (origin.x + leading, origin.y), offered: finite.map { max(0, $0 - leading - trailing) },
                              depth: depth, views: &views, screenRoots: &screenRoots)
            return (inner.width + leading + trailing, inner.height)
        case .frame(let child, let bounds):
            // The frame takes its own width and centers its child in it (`frame`'s default alignment).
            let outer = size(node, offered: offered) ?? finite ?? 0
            let offer = bounds.width ?? clamp(finite, bounds)
            let first = views.count
            let inner = frame(child, at: origin, offered: offer, depth: depth, views: &views, screenRoots: &screenRoots)
            Self.shift(&views, first..<views.count, dx: max(0, (outer - inner.width) / 2), dy: 0)
            return (max(outer, inner.width), inner.height)
        case .unlimited(let child), .foreign(let child, _):
            return frame(child, at: origin, offered: nil, depth: depth, views: &views, screenRoots: &screenRoots)
        case .priority(let child, _), .decorated(let child, _), .undocumentedInsets(let child):
            return frame(child, at: origin, offered: offered, depth: depth, views: &views, screenRoots: &screenRoots)
        case .alternatives(let children):
            guard let first = children.first else { return (0, 0) }
            return frame(first, at: origin, offered: offered, depth: depth, views: &views, screenRoots: &screenRoots)
        case .firstThatFits(let children):
            guard let chosen = chosenBranch(children, offered: finite) else { return (0, 0) }
            return frame(children[chosen], at: origin, offered: offered, depth: depth, views: &views, screenRoots: &screenRoots)
        case .listRows(let child, let grouped):
            let insets = SwiftUIMetrics.groupedListInsets(screenWidth: query.screenWidth)
            // macOS: AppKit's row insets are not modelled (none drawn); iOS: UIKit's list insets.
            let inset = layout.window != nil ? 0 : grouped ? insets.card + insets.row : SwiftUIMetrics.plainListRowInset(screenWidth: query.screenWidth)
            let inner = frame(child, at: (origin.x + inset, origin.y), offered: finite.map { max(0, $0 - 2 * inset) },
                              depth: depth + 1, views: &views, screenRoots: &screenRoots)
            return ((finite ?? inner.width + 2 * inset), inner.height)
        case .screenRoot:
            screenRoots.append(Self.content(of: node))
            return (0, 0)
        }
    }

    /// Moves the views of one child (and everything in it).
    private static func shift(_ views: inout [PlacedView], _ range: Range<Int>, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for index in range {
            views[index].frame.x += dx
            views[index].frame.y += dy
            views[index].textFrame?.x += dx
            views[index].textFrame?.y += dy
        }
    }

    private static func content(of node: SwiftUINode) -> SwiftUINode {
        if case .screenRoot(let child) = node { return child }
        return node
    }
}
