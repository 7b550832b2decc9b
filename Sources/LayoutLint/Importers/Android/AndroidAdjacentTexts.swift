/// Which texts of an Android layout sit next to each other (a text view the importer does not lay out is
/// `HierarchyGroups.notLaidOutID`), in the order the layout file lists them
/// (`LinearLayout` and `FrameLayout` draw children in that order; in `RelativeLayout` and
/// `ConstraintLayout` a title and its subtitle are listed the same way in practice, and the pair is only a
/// candidate: `HierarchyGroups` keeps it only where the two texts are styled as two levels).
extension AndroidContainerLayout {
    public var adjacentTexts: [AdjacentTexts] {
        // The narrowest width's tree: qualified resources change sizes, not which views are siblings.
        guard let root = roots.min(by: { $0.key < $1.key })?.value else { return [] }
        var pairs: [AdjacentTexts] = []
        Self.collectAdjacent(in: root, into: &pairs, depth: 0)
        return pairs
    }

    private static func collectAdjacent(in node: AndroidViewNode, into pairs: inout [AdjacentTexts], depth: Int) {
        // Views nested deeper than any real layout are not searched (a hostile file nests thousands).
        guard depth < 256 else { return }
        let children = node.children.filter { !$0.gone }
        for (index, child) in children.enumerated() {
            collectAdjacent(in: child, into: &pairs, depth: depth + 1)
            guard case .text = child.kind, index + 1 < children.count else { continue }
            let first = child.elementID ?? HierarchyGroups.notLaidOutID
            let next = children[index + 1]
            if case .text = next.kind {
                pairs.append(AdjacentTexts(first, next.elementID ?? HierarchyGroups.notLaidOutID, relation: .siblings))
            } else if let second = leadingText(of: next) {
                pairs.append(AdjacentTexts(first, second, relation: .headerAndContent))
            }
        }
    }

    /// The first text a container shows, past images and plain views before it; nil when a view whose
    /// content is not known from the file (a list, a custom view) comes first.
    private static func leadingText(of node: AndroidViewNode, depth: Int = 0) -> String? {
        switch node.kind {
        case .text: return node.elementID ?? HierarchyGroups.notLaidOutID
        case .opaque, .guideline, .barrier: return nil
        case .leaf, .plainView where node.children.isEmpty: return nil
        default:
            guard depth < 32 else { return nil }
            for child in node.children where !child.gone {
                if let text = leadingText(of: child, depth: depth + 1) { return text }
                if case .text = child.kind { return nil }
                if case .opaque = child.kind { return nil }
                if !child.children.isEmpty { return nil }
            }
            return nil
        }
    }
}
