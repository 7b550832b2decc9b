/// Which texts of a SwiftUI view sit next to each other: children of one stack in the order the view
/// builder lists them (a `Section`'s header, then its rows, then its footer), and the navigation title
/// above the view's content.
extension SwiftUIContainerLayout {
    var adjacentTexts: [AdjacentTexts] {
        var pairs: [AdjacentTexts] = []
        if let root { Self.collectAdjacent(in: root, into: &pairs, depth: 0) }
        if let title = bars.first(where: { $0.kind == .largeTitle || $0.kind == .inlineTitle }), let root,
           let content = Self.leadingText(of: root, depth: 0), content != title.element {
            pairs.append(AdjacentTexts(title.element, content, relation: .barTitleAndContent))
        }
        return pairs
    }

    /// The node under wrappers that change its box, not what it shows.
    private static func unwrapped(_ node: SwiftUINode) -> SwiftUINode {
        var node = node
        for _ in 0..<64 {
            switch node {
            case .padding(let inner, _, _), .frame(let inner, _), .unlimited(let inner), .priority(let inner, _),
                 .decorated(let inner, _), .screenRoot(let inner), .listRows(let inner, _), .undocumentedInsets(let inner), .foreign(let inner, _):
                node = inner
            default: return node
            }
        }
        return node
    }

    private static func children(of node: SwiftUINode) -> [SwiftUINode]? {
        switch unwrapped(node) {
        case .hstack(_, let children), .vstack(let children): return children.filter { if case .spacer = $0 { return false }; return true }
        default: return nil
        }
    }

    private static func collectAdjacent(in node: SwiftUINode, into pairs: inout [AdjacentTexts], depth: Int) {
        guard depth < 256 else { return }
        switch unwrapped(node) {
        case .alternatives(let options), .firstThatFits(let options):
            for option in options { collectAdjacent(in: option, into: &pairs, depth: depth + 1) }
            return
        default: break
        }
        guard let children = children(of: node) else { return }
        for (index, child) in children.enumerated() {
            collectAdjacent(in: child, into: &pairs, depth: depth + 1)
            guard case .text(let first) = unwrapped(child), index + 1 < children.count else { continue }
            let next = unwrapped(children[index + 1])
            if case .text(let second) = next {
                pairs.append(AdjacentTexts(first, second, relation: .siblings))
            } else if let second = leadingText(of: next, depth: depth + 1) {
                pairs.append(AdjacentTexts(first, second, relation: .headerAndContent))
            }
        }
    }

    /// The first text a stack shows, past fixed-size views (images, icons) before it; nil when a view whose
    /// content is unknown, or a choice between views, comes first.
    private static func leadingText(of node: SwiftUINode, depth: Int) -> String? {
        guard depth < 256 else { return nil }
        switch unwrapped(node) {
        case .text(let id): return id
        case .hstack, .vstack:
            for child in children(of: node) ?? [] {
                switch unwrapped(child) {
                case .fixed, .filling: continue
                default: return leadingText(of: child, depth: depth + 1)
                }
            }
            return nil
        default: return nil
        }
    }
}
