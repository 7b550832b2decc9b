/// An Interface Builder document read into plain values: its views (a flat array, parents by index), their
/// Auto Layout constraints, and the scenes (storyboard) or top-level views (XIB) that become screens.
struct IBDocument: Sendable {
    struct Rect: Sendable, Hashable {
        var x, y, width, height: Double
    }

    /// `<autoresizingMask>`: which horizontal parts stretch when the superview's width changes.
    struct AutoresizingMask: Sendable, Hashable {
        var flexibleLeftMargin = false, flexibleWidth = false, flexibleRightMargin = false
    }

    struct StackInfo: Sendable, Hashable {
        var horizontal: Bool
        var distribution: String
        var alignment: String
        var spacing: Double
        var marginsRelative: Bool
    }

    /// One view (any element with a `<rect key="frame">`) or layout guide.
    struct View: Sendable {
        var id: String
        /// The XML element name: `label`, `button`, `stackView`, `tableViewCell`, …
        var element: String
        /// The `key` attribute (`view`, `contentView`, `tableFooterView`).
        var key: String?
        var parent: Int?
        var children: [Int] = []
        var frame: Rect?
        /// nil when `translatesAutoresizingMaskIntoConstraints="NO"` (the view is placed by constraints).
        var autoresizing: AutoresizingMask?
        var hidden = false
        var clips = false
        var huggingPriority: Double = UIKitMetrics.defaultHuggingPriority
        var compressionPriority: Double = UIKitMetrics.defaultCompressionResistancePriority
        /// Explicit layout margins (`<edgeInsets key="layoutMargins">` or directional), leading/trailing.
        var margins: (leading: Double, trailing: Double)?
        var stack: StackInfo?
        /// A layout guide (`safeArea`, `<layoutGuide>`): no frame of its own.
        var isGuide = false
        var node: XMLElementNode
    }

    struct LayoutConstraint: Sendable {
        var id: String
        var firstItem: String
        var firstAttribute: String
        var secondItem: String?
        var secondAttribute: String?
        var relation: Relation
        var multiplier: Double
        var constant: Double
        var priority: Double
        var offset: Int
    }

    struct Scene: Sendable {
        var name: String
        /// Indices of the scene's top-level views.
        var roots: [Int]
        var offset: Int
        /// The scene's objects (storyboard) or the top-level object (XIB): where bar items are looked for.
        var objects: [XMLElementNode]
    }

    var views: [View] = []
    var indexByID: [String: Int] = [:]
    var constraints: [LayoutConstraint] = []
    var scenes: [Scene] = []
    /// `<device id=…>` width, when the document names a device.
    var deviceWidth: Double?
    var isCocoa = false
    var isStoryboard = false
    /// `<resources><image name width>`.
    var imageWidths: [String: Double] = [:]
    /// Malformed values (a constraint whose multiplier is not a number): message and offset.
    var problems: [(String, Int)] = []

    static let guideElements: Set<String> = ["viewLayoutGuide", "layoutGuide"]

    init(root: XMLElementNode) {
        isCocoa = (root.attribute("targetRuntime") ?? "").hasPrefix("MacOSX")
        isStoryboard = (root.attribute("type") ?? "").contains("Storyboard")
        if let device = root.first("device")?.attribute("id") { deviceWidth = UIKitMetrics.deviceWidths[device] }
        if let resources = root.first("resources") {
            for image in resources.elements where image.name == "image" {
                if let name = image.attribute("name"), let width = image.attribute("width").flatMap(Double.init) { imageWidths[name] = width }
            }
        }
        if let scenes = root.first("scenes") {
            for scene in scenes.elements where scene.name == "scene" {
                guard let objects = scene.first("objects") else { continue }
                let before = views.count
                var roots: [Int] = []
                for object in objects.elements { collect(object, parent: nil, roots: &roots) }
                guard views.count > before else { continue }
                let controller = objects.elements.first { $0.attribute("sceneMemberID") == "viewController" }
                let name = controller?.attribute("customClass") ?? controller?.attribute("userLabel") ?? scene.attribute("sceneID") ?? "scene"
                self.scenes.append(Scene(name: name, roots: roots, offset: scene.offset, objects: objects.elements))
            }
        } else if let objects = root.first("objects") {
            for object in objects.elements {
                var roots: [Int] = []
                collect(object, parent: nil, roots: &roots)
                for root in roots {
                    let view = views[root]
                    let name = view.node.attribute("customClass") ?? view.node.attribute("userLabel") ?? view.id
                    scenes.append(Scene(name: name, roots: [root], offset: view.node.offset, objects: [object]))
                }
            }
        }
        // Windows (Cocoa): the content view is the root; its content rect gives the size.
    }

    private static func number(_ text: String?) -> Double? { text.flatMap { Double($0) } }

    /// Walks an element; views found become children of `parent` (or roots).
    private mutating func collect(_ node: XMLElementNode, parent: Int?, roots: inout [Int]) {
        let frameNode = node.elements.first { $0.name == "rect" && ($0.attribute("key") == "frame" || $0.attribute("key") == "contentRect") }
        let isGuide = Self.guideElements.contains(node.name) && node.attribute("id") != nil
        var current = parent
        if (frameNode != nil && node.attribute("id") != nil && node.name != "window") || isGuide {
            var view = View(id: node.attribute("id")!, element: node.name, key: node.attribute("key"), parent: parent, node: node)
            view.isGuide = isGuide
            if let frameNode {
                view.frame = Rect(x: Self.number(frameNode.attribute("x")) ?? 0, y: Self.number(frameNode.attribute("y")) ?? 0,
                                  width: Self.number(frameNode.attribute("width")) ?? 0, height: Self.number(frameNode.attribute("height")) ?? 0)
            }
            if !isGuide && node.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" {
                var mask = AutoresizingMask()
                if let maskNode = node.elements.first(where: { $0.name == "autoresizingMask" && $0.attribute("key") == "autoresizingMask" }) {
                    mask.flexibleLeftMargin = maskNode.attribute("flexibleMinX") == "YES"
                    mask.flexibleWidth = maskNode.attribute("widthSizable") == "YES"
                    mask.flexibleRightMargin = maskNode.attribute("flexibleMaxX") == "YES"
                }
                view.autoresizing = mask
            }
            view.hidden = node.attribute("hidden") == "YES"
            view.clips = node.attribute("clipsSubviews") == "YES"
            if let hugging = Self.number(node.attribute("horizontalHuggingPriority")) { view.huggingPriority = hugging }
            if let resistance = Self.number(node.attribute("horizontalCompressionResistancePriority")) { view.compressionPriority = resistance }
            for inset in node.elements where inset.attribute("key") == "layoutMargins" || inset.attribute("key") == "directionalLayoutMargins" {
                let leading = Self.number(inset.attribute("leading") ?? inset.attribute("left")) ?? 0
                let trailing = Self.number(inset.attribute("trailing") ?? inset.attribute("right")) ?? 0
                view.margins = (leading, trailing)
            }
            if node.name == "stackView" {
                let spacing = node.attribute("spacingType") == "standard" ? UIKitMetrics.standardSpacing : (Self.number(node.attribute("spacing")) ?? 0)
                view.stack = StackInfo(horizontal: node.attribute("axis") != "vertical" && node.attribute("orientation") != "vertical",
                                       distribution: node.attribute("distribution") ?? "fill",
                                       alignment: node.attribute("alignment") ?? "fill", spacing: spacing,
                                       marginsRelative: node.attribute("layoutMarginsRelativeArrangement") == "YES")
            }
            let index = views.count
            views.append(view)
            if indexByID[view.id] == nil { indexByID[view.id] = index }
            if let parent { views[parent].children.append(index) } else { roots.append(index) }
            current = index
        }
        // Constraints belong to the nearest view (the owner fills in a missing first item).
        if let owner = current, let constraintsNode = node.elements.first(where: { $0.name == "constraints" }) {
            var excluded = Set<String>()
            for variation in node.elements where variation.name == "variation" && variation.attribute("key") == "default" {
                for mask in variation.elements where mask.attribute("key") == "constraints" {
                    for exclude in mask.elements where exclude.name == "exclude" { if let ref = exclude.attribute("reference") { excluded.insert(ref) } }
                }
            }
            for constraintNode in constraintsNode.elements where constraintNode.name == "constraint" {
                guard let id = constraintNode.attribute("id"), !excluded.contains(id) else { continue }
                readConstraint(constraintNode, owner: views[owner].id)
            }
        }
        for child in node.elements where child.name != "constraints" && child.name != "connections" {
            collect(child, parent: current, roots: &roots)
        }
    }

    private mutating func readConstraint(_ node: XMLElementNode, owner: String) {
        guard let firstAttribute = node.attribute("firstAttribute") else {
            problems.append(("a <constraint> without firstAttribute", node.offset))
            return
        }
        var multiplier = 1.0
        if let text = node.attribute("multiplier") {
            let parts = text.split(separator: ":")
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { multiplier = a / b }
            else if let value = Double(text) { multiplier = value }
            else { problems.append(("constraint multiplier '\(text)' is not a number or a ratio", node.offset)); return }
        }
        let relation: Relation = switch node.attribute("relation") {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constant = Self.number(node.attribute("constant")) ?? 0
        let priority = min(1000, max(1, Self.number(node.attribute("priority")) ?? 1000))
        guard multiplier.isFinite, constant.isFinite else { problems.append(("a constraint with a non-finite number", node.offset)); return }
        let secondItem = node.attribute("secondItem") ?? (node.attribute("secondAttribute") != nil ? owner : nil)
        constraints.append(LayoutConstraint(id: node.attribute("id") ?? "", firstItem: node.attribute("firstItem") ?? owner,
                                            firstAttribute: firstAttribute, secondItem: secondItem,
                                            secondAttribute: node.attribute("secondAttribute"), relation: relation,
                                            multiplier: multiplier, constant: constant, priority: priority, offset: node.offset))
    }

    /// Views of a scene, depth first from its roots.
    func members(of scene: Scene) -> [Int] {
        var result: [Int] = []
        var stack = scene.roots.reversed() as [Int]
        while let index = stack.popLast() {
            result.append(index)
            stack.append(contentsOf: views[index].children.reversed())
        }
        return result
    }

    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current = views[index].parent
        while let c = current {
            if c == ancestor { return true }
            current = views[c].parent
        }
        return false
    }
}
