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
        /// Inside a table or outline view's `<prototypeCellViews>` (AppKit): a template the data source fills.
        var inPrototype = false
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
        /// The view whose `<constraints>` holds it.
        var owner: Int?
    }

    struct Scene: Sendable {
        var name: String
        /// Indices of the scene's top-level views.
        var roots: [Int]
        var offset: Int
        /// The scene's objects (storyboard) or the top-level object (XIB): where bar items are looked for.
        var objects: [XMLElementNode]
        /// An AppKit window's content view: the widths it is laid out at (its content width, and its
        /// minimum width when it is resizable and states one), widest first.
        var windowWidths: [Double]?
    }

    var views: [View] = []
    var indexByID: [String: Int] = [:]
    var constraints: [LayoutConstraint] = []
    var scenes: [Scene] = []
    /// `<device id=…>` width, when the document names a device.
    var deviceWidth: Double?
    var isCocoa = false
    /// An AppKit document Interface Builder saved on a Mac older than macOS 11: its frames are that system's
    /// controls' (`AppKitMetrics.alignmentInsetsBeforeMacOS11`).
    var savedBeforeMacOS11 = false
    var isStoryboard = false
    /// `<resources><image name width>`.
    var imageWidths: [String: Double] = [:]
    /// Malformed values (a constraint whose multiplier is not a number): message and offset.
    var problems: [(String, Int)] = []
    /// Every `id` attribute of the document (views, cells, guides, placeholders): a constraint may refer to
    /// any object, and one that names an id no object has is a problem.
    var allIDs = Set<String>()
    /// Ids more than one view has: where the second one stands, and how many views have it.
    var repeatedIDs: [String: (offset: Int, count: Int)] = [:]
    /// Constraint indices by the view that holds them (`<constraints>` of that view), in document order.
    var constraintsByOwner: [Int: [Int]] = [:]
    /// Constraint indices by the view index of their first item (where it names a view).
    var constraintsByFirstItem: [Int: [Int]] = [:]

    static let guideElements: Set<String> = ["viewLayoutGuide", "layoutGuide"]

    init(root: XMLElementNode) {
        isCocoa = (root.attribute("targetRuntime") ?? "").hasPrefix("MacOSX")
        savedBeforeMacOS11 = isCocoa && AppKitMetrics.savedBeforeMacOS11(toolsVersion: root.attribute("toolsVersion"), systemVersion: root.attribute("systemVersion"))
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
                let name = controller.flatMap(Self.controllerName) ?? scene.attribute("sceneID") ?? "scene"
                self.scenes.append(Scene(name: name, roots: roots, offset: scene.offset, objects: objects.elements))
            }
        } else if let objects = root.first("objects") {
            // A XIB's views without a name of their own are named by the outlet of the class that loads it
            // (File's Owner) that holds them, else after that class. File's Owner is the `IBFilesOwner`
            // placeholder in a UIKit XIB, the `customObject` of id -2 in an AppKit one (-1 is First Responder,
            // -3 the Application).
            let ownerNode = objects.elements.first {
                $0.attribute("placeholderIdentifier") == "IBFilesOwner" || ($0.name == "customObject" && $0.attribute("id") == "-2")
            }
            let owner = ownerNode?.attribute("customClass")
            var outlets: [String: String] = [:]
            for outlet in ownerNode?.first("connections")?.elements ?? [] where outlet.name == "outlet" {
                if let destination = outlet.attribute("destination"), let property = outlet.attribute("property"), outlets[destination] == nil {
                    outlets[destination] = property
                }
            }
            for object in objects.elements {
                var roots: [Int] = []
                collect(object, parent: nil, roots: &roots)
                let window = Self.windowWidths(object)
                for root in roots {
                    let view = views[root]
                    var name = view.node.attribute("customClass") ?? view.node.attribute("userLabel") ?? outlets[view.id] ?? owner ?? view.id
                    if window != nil, view.key == "contentView" {
                        name = object.attribute("userLabel") ?? object.attribute("title").map { "\($0) window" } ?? owner.map { "\($0) window" } ?? name
                    }
                    scenes.append(Scene(name: name, roots: [root], offset: view.node.offset, objects: [object],
                                        windowWidths: view.key == "contentView" ? window : nil))
                }
            }
        }
        // Names stay unique within the document (a screen is found by its name): a repeated one gets the
        // object id of its view or scene.
        var seen: [String: Int] = [:]
        for scene in scenes { seen[scene.name, default: 0] += 1 }
        for index in scenes.indices where seen[scenes[index].name]! > 1 {
            let id = scenes[index].roots.first.map { views[$0].id } ?? String(index)
            scenes[index].name += " (\(id))"
        }
        indexConstraints()
    }

    /// A storyboard scene's name as Xcode's document outline shows it, not its object id: the controller's
    /// class, its label, its storyboard identifier (`instantiateViewController(withIdentifier:)`), its title,
    /// its navigation item's title, or its window's title (an AppKit window controller).
    static func controllerName(_ controller: XMLElementNode) -> String? {
        if let name = controller.attribute("customClass") ?? controller.attribute("userLabel")
            ?? controller.attribute("storyboardIdentifier") ?? controller.attribute("title") {
            return name
        }
        if let title = controller.elements.first(where: { $0.name == "navigationItem" })?.attribute("title") { return title }
        if let title = controller.elements.first(where: { $0.name == "window" && $0.attribute("key") == "window" })?.attribute("title") {
            return "\(title) window"
        }
        return nil
    }

    /// An AppKit `<window>` (or panel): its content width, and its minimum width when it is resizable and
    /// states one (`<size key="minSize">`: NSWindow.minSize, whose width is the content width for a titled
    /// window). nil for anything else.
    static func windowWidths(_ node: XMLElementNode) -> [Double]? {
        guard node.name == "window" || node.name == "panel",
              let content = node.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "contentRect" }),
              let width = number(content.attribute("width")), width > 0 else { return nil }
        var widths = [width]
        let resizable = node.first("windowStyleMask")?.attribute("resizable") == "YES"
        if resizable, let minimum = node.elements.first(where: { $0.name == "size" && $0.attribute("key") == "minSize" }),
           let minWidth = number(minimum.attribute("width")), minWidth > 0, minWidth < width {
            widths.append(minWidth)
        }
        return widths
    }

    /// Files each constraint under its owner and its first item, and reports those that name an object the
    /// document does not have (IB itself refuses such a document; the constraint is left out).
    private mutating func indexConstraints() {
        // One problem per repeated id (IB refuses such a document): constraints and keys then name the first.
        for (id, repeated) in repeatedIDs.sorted(by: { $0.value.offset < $1.value.offset }) {
            problems.append(("id '\(id)' is used by \(repeated.count) views; the first one keeps it, the others are left out", repeated.offset))
        }
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(constraints.count)
        for constraint in constraints {
            let missing = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.filter { !allIDs.contains($0) }
            if let id = missing.first {
                problems.append(("constraint '\(constraint.id)' refers to '\(id)', which no object in the document has; the constraint is left out", constraint.offset))
                continue
            }
            let index = kept.count
            kept.append(constraint)
            if let owner = constraint.owner { constraintsByOwner[owner, default: []].append(index) }
            if let first = indexByID[constraint.firstItem] { constraintsByFirstItem[first, default: []].append(index) }
        }
        constraints = kept
    }

    /// A finite number, or nil (IB never writes `nan` or `inf`; `Double("nan")` would accept them).
    static func number(_ text: String?) -> Double? {
        guard let value = text.flatMap({ Double($0) }), value.isFinite else { return nil }
        return value
    }

    /// The attribute `name` of `node` as a finite number within `range`; an attribute that is there but is
    /// not one is a problem at the attribute, and the caller keeps its default.
    private mutating func checkedNumber(_ node: XMLElementNode, _ name: String, in range: ClosedRange<Double>) -> Double? {
        guard let attribute = node.attributes.first(where: { $0.name == name }) else { return nil }
        if let value = Self.number(attribute.value), range.contains(value) { return value }
        problems.append(("\(name)=\"\(attribute.value)\" on <\(node.name)> is not a number in \(FindingText.number(range.lowerBound))…\(FindingText.number(range.upperBound)); the default is used", attribute.offset))
        return nil
    }

    /// Lengths IB writes are far below this; larger ones are malformed (and would swamp the solver's tolerances).
    static let maximumLength = 1_000_000.0

    /// Walks an element; views found become children of `parent` (or roots).
    private mutating func collect(_ node: XMLElementNode, parent: Int?, roots: inout [Int], inPrototype: Bool = false) {
        if let id = node.attribute("id") { allIDs.insert(id) }
        let inPrototype = inPrototype || node.name == "prototypeCellViews"
        let frameNode = node.elements.first { $0.name == "rect" && ($0.attribute("key") == "frame" || $0.attribute("key") == "contentRect") }
        let isGuide = Self.guideElements.contains(node.name) && node.attribute("id") != nil
        var current = parent
        if (frameNode != nil && node.attribute("id") != nil && node.name != "window" && node.name != "panel") || isGuide {
            var view = View(id: node.attribute("id")!, element: node.name, key: node.attribute("key"), parent: parent, node: node)
            view.isGuide = isGuide
            view.inPrototype = inPrototype
            if let frameNode {
                let limit = -Self.maximumLength...Self.maximumLength
                view.frame = Rect(x: checkedNumber(frameNode, "x", in: limit) ?? 0, y: checkedNumber(frameNode, "y", in: limit) ?? 0,
                                  width: checkedNumber(frameNode, "width", in: 0...Self.maximumLength) ?? 0,
                                  height: checkedNumber(frameNode, "height", in: 0...Self.maximumLength) ?? 0)
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
            // NSLayoutPriority and UILayoutPriority run from 1 to 1000 (Apple documentation: "priorities may not
            // be less than 1 or greater than 1000").
            if let hugging = checkedNumber(node, "horizontalHuggingPriority", in: 1...1000) { view.huggingPriority = hugging }
            if let resistance = checkedNumber(node, "horizontalCompressionResistancePriority", in: 1...1000) { view.compressionPriority = resistance }
            for inset in node.elements where inset.attribute("key") == "layoutMargins" || inset.attribute("key") == "directionalLayoutMargins" {
                let limit = -Self.maximumLength...Self.maximumLength
                let leading = checkedNumber(inset, inset.attribute("leading") != nil ? "leading" : "left", in: limit) ?? 0
                let trailing = checkedNumber(inset, inset.attribute("trailing") != nil ? "trailing" : "right", in: limit) ?? 0
                view.margins = (leading, trailing)
            }
            if node.name == "stackView" {
                let spacing = node.attribute("spacingType") == "standard" ? UIKitMetrics.standardSpacing
                    : (checkedNumber(node, "spacing", in: -Self.maximumLength...Self.maximumLength) ?? 0)
                view.stack = StackInfo(horizontal: node.attribute("axis") != "vertical" && node.attribute("orientation") != "vertical",
                                       distribution: node.attribute("distribution") ?? "fill",
                                       alignment: node.attribute("alignment") ?? "fill", spacing: spacing,
                                       marginsRelative: node.attribute("layoutMarginsRelativeArrangement") == "YES")
            }
            let index = views.count
            views.append(view)
            if indexByID[view.id] == nil { indexByID[view.id] = index } else { repeatedIDs[view.id, default: (node.offset, 1)].count += 1 }
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
                if let id = constraintNode.attribute("id") { allIDs.insert(id) }
                guard let id = constraintNode.attribute("id"), !excluded.contains(id) else { continue }
                readConstraint(constraintNode, owner: owner)
            }
        }
        for child in node.elements where child.name != "constraints" && child.name != "connections" {
            collect(child, parent: current, roots: &roots, inPrototype: inPrototype)
        }
    }

    private mutating func readConstraint(_ node: XMLElementNode, owner ownerIndex: Int) {
        let owner = views[ownerIndex].id
        guard let firstAttribute = node.attribute("firstAttribute") else {
            problems.append(("a <constraint> without firstAttribute", node.offset))
            return
        }
        var multiplier = 1.0
        if let text = node.attribute("multiplier") {
            // IB writes a ratio as `16:9` or as a fraction, `4/5` (Element's MXKDeviceView.xib).
            let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { multiplier = a / b }
            else if let value = Double(text) { multiplier = value }
            else { problems.append(("constraint multiplier '\(text)' is not a number or a ratio", node.offset)); return }
        }
        let relation: Relation = switch node.attribute("relation") {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constant = checkedNumber(node, "constant", in: -Self.maximumLength...Self.maximumLength) ?? 0
        let priority = checkedNumber(node, "priority", in: 1...1000) ?? 1000
        guard multiplier.isFinite, abs(multiplier) <= Self.maximumLength else {
            problems.append(("constraint multiplier '\(node.attribute("multiplier") ?? "")' is out of range; the constraint is left out", node.offset))
            return
        }
        let secondItem = node.attribute("secondItem") ?? (node.attribute("secondAttribute") != nil ? owner : nil)
        constraints.append(LayoutConstraint(id: node.attribute("id") ?? "", firstItem: node.attribute("firstItem") ?? owner,
                                            firstAttribute: firstAttribute, secondItem: secondItem,
                                            secondAttribute: node.attribute("secondAttribute"), relation: relation,
                                            multiplier: multiplier, constant: constant, priority: priority, offset: node.offset,
                                            owner: ownerIndex))
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
