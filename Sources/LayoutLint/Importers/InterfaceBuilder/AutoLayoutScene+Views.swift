/// Drawing an Interface Builder scene as a locale lays it out (`layoutlint report`'s wireframes): every view
/// at the left edge and width the Auto Layout solution gives it in the locale, at the vertical position and
/// height the document stores (the vertical axis is not solved: `AutoLayoutScene`), mirrored in a
/// right-to-left locale as leading and trailing mirror. Nothing here decides a finding.
extension AutoLayoutScene {
    func placedViews(frames: [Int: HorizontalFrame], query: ContainerQuery) -> [PlacedView] {
        let views = document.views
        let rootWidth = frames[root]?.width ?? fixedRootWidth ?? query.screenWidth
        let stored = storedFrames
        var textSlots: [Int: [TextSlot]] = [:]
        for slot in slots { textSlots[slot.view, default: []].append(slot) }
        var tops: [Int: Double] = [root: 0]
        var placed: [PlacedView] = []
        // View index → the tab page it is on (id) and whether that page is hidden.
        var tabPages: [Int: (id: String, offscreen: Bool)] = [:]
        for index in members {
            let view = views[index]
            guard !view.isGuide, !view.hidden, let frame = view.frame else { continue }
            // A tab view shows one page: the other tabs' views are not on screen (their texts are still
            // checked, and drawn in their findings' cards).
            let parentPage = view.parent.flatMap { tabPages[$0] }
            let offscreen = Self.isHiddenTabPage(index, in: views) || parentPage?.offscreen == true
            if let id = Self.isTabPage(index, in: views) ? view.id : parentPage?.id { tabPages[index] = (id, offscreen) }
            var depth = 0
            var top = 0.0
            if index != root {
                guard let parent = view.parent, let parentTop = tops[parent] else { continue }
                let parentHeight = views[parent].frame?.height ?? 0
                // AppKit frames count from the superview's lower left unless the superview is flipped.
                let y = document.isCocoa && !WireframeMetrics.appKitFlippedElements.contains(views[parent].element)
                    ? parentHeight - frame.y - frame.height : frame.y
                top = parentTop + y
                var current: Int? = parent
                while let c = current, c != root { depth += 1; current = views[c].parent }
                depth += 1
            }
            tops[index] = top
            var undecided: String?
            let horizontal: HorizontalFrame
            if let solved = frames[index] {
                horizontal = solved
            } else {
                horizontal = stored[index] ?? HorizontalFrame(x: 0, width: frame.width)
                undecided = "not placed by the scene's constraints: drawn where the document stores it"
            }
            if let reason = unsolvable[index] { undecided = reason }
            let rect = ViewRect(x: index == root ? 0 : horizontal.x, y: top, width: horizontal.width, height: frame.height)
            let slotsHere = textSlots[index] ?? []
            var role = Self.role(of: view)
            if !slotsHere.isEmpty { role = .text }
            let first = slotsHere.first
            var textFrame: ViewRect?
            if let first {
                let part = rect.width / Double(max(1, first.parts))
                textFrame = ViewRect(x: rect.x + first.insets / 2, y: rect.y, width: max(Self.minimumBoxWidth, part - first.insets),
                                     height: first.fixedHeight ?? rect.height)
            }
            var placedView = PlacedView(name: view.node.attribute("customClass") ?? view.element, viewID: view.id, role: role,
                                        elementID: first?.elementID, frame: rect, textFrame: textFrame, depth: depth, undecided: undecided)
            placedView.tabPage = tabPages[index]?.id
            placedView.offscreen = offscreen
            placed.append(placedView)
            // The other parts of a segmented control: each its own text box.
            for (k, slot) in slotsHere.enumerated().dropFirst() {
                let part = rect.width / Double(max(1, slot.parts))
                let x = rect.x + part * Double(k) + slot.insets / 2
                let box = ViewRect(x: x, y: rect.y, width: max(Self.minimumBoxWidth, part - slot.insets), height: slot.fixedHeight ?? rect.height)
                var partView = PlacedView(name: view.element, viewID: view.id, role: .text, elementID: slot.elementID,
                                          frame: ViewRect(x: rect.x + part * Double(k), y: rect.y, width: part, height: rect.height),
                                          textFrame: box, depth: depth + 1, undecided: undecided)
                partView.tabPage = tabPages[index]?.id
                partView.offscreen = offscreen
                placed.append(partView)
            }
        }
        guard query.isRightToLeft else { return placed }
        return placed.map { view in
            var mirrored = view
            mirrored.frame = view.frame.mirrored(within: rootWidth)
            mirrored.textFrame = view.textFrame?.mirrored(within: rootWidth)
            return mirrored
        }
    }

    /// A page (`<tabViewItem><view key="view">`) of an AppKit `<tabView>` other than the one it shows when
    /// loaded: the first item, as `NSTabView` selects its first item when it has no other selection.
    static func isHiddenTabPage(_ index: Int, in views: [IBDocument.View]) -> Bool {
        isTabPage(index, in: views) && views[views[index].parent!].children.first { views[$0].key == "view" } != index
    }

    /// A tab view item's view (`<tabViewItem><view key="view">` under a `<tabView>`).
    static func isTabPage(_ index: Int, in views: [IBDocument.View]) -> Bool {
        guard views[index].key == "view", let parent = views[index].parent else { return false }
        return views[parent].element == "tabView"
    }

    /// What an Interface Builder element is drawn as (text views are those the scene lays a text out in).
    static func role(of view: IBDocument.View) -> PlacedView.Role {
        switch view.element {
        case "imageView": .image
        case "switch", "slider", "stepper", "progressView", "progressIndicator", "activityIndicatorView", "pageControl",
             "segmentedControl", "button", "popUpButton", "levelIndicator", "colorWell", "datePicker", "comboBox", "searchField":
            .control
        case "label", "textField", "textView":
            .text
        default:
            view.children.isEmpty ? .view : .container
        }
    }
}
