/// Which texts of an Interface Builder scene sit next to each other: two labels that follow each other in
/// one superview (a stack view's arranged subviews in the order the document lists them, which is the
/// order `UIStackView` / `NSStackView` arrange them; in any other view — a cell's content view, a plain
/// container — in the order their stored frames place them, top to bottom, then leading to trailing: a
/// title and the subtitle under it). A label the importer does not lay out (its text set in code) is
/// `HierarchyGroups.notLaidOutID`. The pair is only a candidate: `HierarchyGroups` keeps it where the two
/// texts are styled as two levels (an italic font in the document: `type="italicSystem"`, an italic face).
///
/// UIKit's own uppercasing of grouped-table section headers is not modelled: no Apple documentation found
/// says that `tableView(_:titleForHeaderInSection:)` text is uppercased or since which iOS version (the
/// page says only that the header uses "a fixed font style"), so a storyboard's `headerTitle` is no level.
extension AutoLayoutScene {
    /// Document element names of the views that show a text as a label does.
    static let textElements: Set<String> = ["label", "textField", "textView", "button"]

    var adjacentTexts: [AdjacentTexts] {
        var elementOf: [Int: String] = [:]
        for slot in slots where elementOf[slot.view] == nil { elementOf[slot.view] = slot.elementID }
        let views = document.views
        let memberSet = Set(members)
        var pairs: [AdjacentTexts] = []
        for parent in members.sorted() where parent < views.count {
            var children = views[parent].children.filter { memberSet.contains($0) && $0 < views.count && !views[$0].isGuide && !views[$0].hidden }
            if views[parent].stack == nil {
                // Stored frames place the views; a view without one is not ordered and ends the search.
                guard children.allSatisfy({ views[$0].frame != nil }) else { continue }
                children.sort { a, b in
                    let fa = views[a].frame!, fb = views[b].frame!
                    return (fa.y, fa.x, a) < (fb.y, fb.x, b)
                }
            }
            for (a, b) in zip(children, children.dropFirst())
            where Self.textElements.contains(views[a].element) && Self.textElements.contains(views[b].element) {
                pairs.append(AdjacentTexts(elementOf[a] ?? HierarchyGroups.notLaidOutID, elementOf[b] ?? HierarchyGroups.notLaidOutID,
                                           relation: .siblings))
            }
        }
        return pairs
    }
}
