import SwiftSyntax

/// Texts UIKit/AppKit code sets on views an Interface Builder document holds: `titleLabel.text =
/// NSLocalizedString("k", comment: "")` / `= L10n.Settings.title` in a class with `@IBOutlet var titleLabel`.
/// The document connects the outlet to its view (`<outlet property="titleLabel" destination="abc-12-xyz"/>` inside
/// the object whose `customClass` is the class); the view's element then shows that key instead of the
/// document's placeholder text.
struct IBCodeSetTexts: Sendable {
    struct Text: Sendable, Hashable {
        var key: String
        var table: String?
        /// The document's properties the code's assignment sets (IB's `<objectID>.<property>` keys):
        /// `.text` → `text`; `setTitle(_:for: .normal)` and `configuration?.title =` → `normalTitle` /
        /// `configuration.title`; `.placeholder` → `placeholder`; AppKit's `stringValue` / `title` → the cell's
        /// `title`, `.placeholderString`; `setTitle(_:forSegmentAt: 2)` / `setImage(_:forSegmentAt: 2)` →
        /// `segmentTitles[2]`.
        var properties: Set<String>
        /// Why the view's text is known only at run time, when the code sets it to something that is no
        /// localized key (a value computed at run time, two different texts, an image in place of a title):
        /// the document's text is not what the view shows. Nil when `key` is the text.
        var runTime: String?
        /// The other localized texts the code sets on the same properties (a reused table cell's label given
        /// one key per row, `label.text = done ? L10n.done : L10n.pending`): the view shows each in turn, so
        /// each is laid out in the view's box (`SceneReader.textVariants`), in the order the code names them.
        var alternatives: [Alternative] = []

        /// Every text the view shows: `key` first, then the alternatives.
        var all: [Alternative] { [Alternative(key: key, table: table)] + alternatives }
    }

    struct Alternative: Sendable, Hashable {
        var key: String
        var table: String?
    }

    /// At most this many texts of one view are laid out, each in a copy of its screen (a table cell reused for
    /// every row of a settings list); the others are skipped with `tooManyTextsReason`, so time stays bounded.
    static let maximumTextVariants = 48
    static func tooManyTextsReason(_ count: Int) -> String {
        "one of \(count) localized texts the code sets on this view; the first \(maximumTextVariants) are laid out"
    }

    /// Class name → outlet property → the texts its code sets, one per property set (one assignment; several
    /// different ones: a run-time text).
    var byClass: [String: [String: [Text]]] = [:]

    /// Class name → outlet properties whose view the code shows and hides (`outlet.isHidden = …`), with the
    /// first assignment as written.
    var toggledByClass: [String: [String: String]] = [:]

    /// Class name → stack view outlets whose arranged views the code removes (`for view in stack.arrangedSubviews
    /// { view.removeFromSuperview() }`), with the statement as written: the document's arranged views are
    /// placeholders the code replaces with its own.
    var replacedByClass: [String: [String: String]] = [:]

    var isEmpty: Bool { byClass.isEmpty && toggledByClass.isEmpty && replacedByClass.isEmpty }

    init() {}

    /// What one language's reader found in the app's code: class → outlet property → the texts its code sets
    /// (`merge`d), class → the properties it declares as outlets, class → outlet → the first `isHidden` /
    /// `hidden` assignment as written. Swift (`AssignmentCollector`) and Objective-C (`ObjCCodeTexts`) give the
    /// same declarations, so the join to a document does not know the language.
    struct Found {
        var assignments: [String: [String: [Text]]] = [:]
        var outlets: [String: Set<String>] = [:]
        var toggled: [String: [String: String]] = [:]
        var replaced: [String: [String: String]] = [:]

        mutating func add(_ other: Found) {
            for (owner, outlets) in other.assignments {
                for (outlet, texts) in outlets {
                    for text in texts { IBCodeSetTexts.merge(text, into: &assignments[owner, default: [:]][outlet, default: []]) }
                }
            }
            for (owner, names) in other.outlets { outlets[owner, default: []].formUnion(names) }
            for (owner, outlets) in other.toggled {
                for (outlet, written) in outlets where toggled[owner]?[outlet] == nil { toggled[owner, default: [:]][outlet] = written }
            }
            for (owner, outlets) in other.replaced {
                for (outlet, written) in outlets where replaced[owner]?[outlet] == nil { replaced[owner, default: [:]][outlet] = written }
            }
        }
    }

    /// Reads the assignments of every class of the program.
    init(program: SwiftUIProgram) { self.init(program: program, objectiveC: Found()) }

    /// Reads the assignments of every class of the Swift program (if any) and joins what the Objective-C
    /// reader found (`ObjCCodeTexts.found`).
    init(program: SwiftUIProgram?, objectiveC: Found) {
        var all = Found()
        for file in program?.files ?? [] {
            let collector = AssignmentCollector(accessors: program!.accessors, members: IBMemberTexts(program: program!))
            collector.walk(file.tree)
            all.add(Found(assignments: collector.assignments, outlets: collector.outlets, toggled: collector.toggled, replaced: collector.replaced))
        }
        all.add(objectiveC)
        let declared = all.outlets
        // Only properties declared `@IBOutlet` / `IBOutlet` (in any declaration of the class) are joined to a
        // document, and the controller's own bar items (`BarItem`).
        func joined<Value>(_ byOwner: [String: [String: Value]]) -> [String: [String: Value]] {
            var result: [String: [String: Value]] = [:]
            for (owner, outlets) in byOwner {
                let kept = outlets.filter { declared[owner]?.contains($0.key) == true || BarItem(rawValue: $0.key) != nil }
                if !kept.isEmpty { result[owner] = kept }
            }
            return result
        }
        byClass = joined(all.assignments)
        toggledByClass = joined(all.toggled)
        replacedByClass = joined(all.replaced)
    }

    /// A view controller's own bar items, which its code titles without an outlet. UIKit: setting
    /// `UIViewController.title` "updates the title text of" the controller's navigation item and tab bar item
    /// (Apple documentation, `UIViewController.title`); `navigationItem.title` and `tabBarItem.title` set one
    /// each. A storyboard decodes the controller's `<navigationItem key="navigationItem">` and
    /// `<tabBarItem key="tabBarItem">` when it instantiates it, before its view loads, so the code's title
    /// replaces the document's.
    ///
    /// AppKit: a window controller's window is its `<window key="window">` (`NSWindowController.window`, which
    /// the storyboard sets when it instantiates the controller, Apple documentation), so `window?.title = …`
    /// in the controller's class titles that window: its document title is never shown.
    enum BarItem: String, CaseIterable {
        case navigationItem = "#navigationItem", tabBarItem = "#tabBarItem", window = "#window"

        /// The bar items an assignment to `path` (`title`, `navigationItem.title`, `tabBarItem.title`,
        /// `window.title`) titles.
        static func titled(by path: [String]) -> [BarItem] {
            switch path {
            case ["title"]: return [.navigationItem, .tabBarItem]
            case ["navigationItem", "title"]: return [.navigationItem]
            case ["tabBarItem", "title"]: return [.tabBarItem]
            case ["window", "title"]: return [.window]
            default: return []
            }
        }

        /// The document element's name and `key` (the controller's bar item elements).
        var element: String { String(rawValue.dropFirst()) }
    }

    /// A screen's copies, one per further text the code sets on one of its views (`Text.alternatives`): copy i
    /// shows each such view's (i+1)-th text and lays its other elements out only to give those their boxes
    /// (`LayoutScreen.layoutOnly`), as the Android importer does for texts code sets (`variantOf`). Texts past
    /// `maximumTextVariants` are skipped on `screen` with why.
    static func variants(of screen: inout LayoutScreen, alternatives: [String: [Alternative]]) -> [LayoutScreen] {
        guard !alternatives.isEmpty else { return [] }
        let count = alternatives.values.map(\.count).max() ?? 0
        var variants: [LayoutScreen] = []
        let base = screen
        for variant in 0..<min(count, maximumTextVariants) {
            var copy = base
            copy.name = "\(base.name) (text set in code, variant \(variant + 2))"
            copy.skipped = []
            copy.variantOf = base.name
            for index in copy.elements.indices {
                if let others = alternatives[copy.elements[index].id], variant < others.count {
                    copy.elements[index].key = others[variant].key
                    copy.elements[index].table = others[variant].table
                } else {
                    copy.layoutOnly.insert(copy.elements[index].id)
                }
            }
            variants.append(copy)
        }
        for element in base.elements {
            guard let others = alternatives[element.id], others.count > maximumTextVariants else { continue }
            for other in others[maximumTextVariants...] {
                screen.skipped.append(SkippedElement(id: element.id, reason: tooManyTextsReason(others.count + 1), location: element.location,
                                                     key: other.key, table: other.table))
            }
        }
        return variants
    }

    /// The document's text of a view whose outlet the code gives localized texts of its own, which are laid out
    /// in its place: the document's is never shown there.
    static let replacedByCodeTextReason = "the document's text, which the code replaces with localized texts of its own (laid out in its place)"

    static let differentTextsReason = "the code sets the view's text to different localized texts (which one shows is decided at run time)"

    /// Adds one assignment to an outlet's texts: the same properties set to another text make it a run-time one.
    static func merge(_ text: Text, into texts: inout [Text]) {
        guard let index = texts.firstIndex(where: { !$0.properties.isDisjoint(with: text.properties) }) else {
            texts.append(text)
            return
        }
        guard texts[index] != text else { return }
        // Different localized texts on the same properties: the view shows each in turn.
        if texts[index].runTime == nil, text.runTime == nil, texts[index].properties == text.properties {
            for alternative in text.all where !texts[index].all.contains(alternative) { texts[index].alternatives.append(alternative) }
            return
        }
        // The first run-time reason stands; two different keys on overlapping properties are one of their own.
        texts[index] = Text(key: "", table: nil, properties: texts[index].properties.union(text.properties),
                            runTime: texts[index].runTime ?? text.runTime ?? differentTextsReason)
    }

    /// The text of `property` (`text`, `normalTitle`, `segmentTitles[1]`) among a view's code-set texts; for an
    /// element with no property (no key in the document), the view's only text.
    static func text(_ texts: [Text], property: String?) -> Text? {
        guard let property else { return texts.count == 1 && !texts[0].properties.contains { $0.hasPrefix("segmentTitles") } ? texts[0] : nil }
        return texts.first { $0.properties.contains(property) }
    }

    /// Walks a document, iteratively (documents nest deeply), giving each element with the custom class of
    /// the object whose `<connections>` holds it (an outlet's owner) and its parent element.
    private static func walk(_ root: XMLElementNode, _ visit: (_ node: XMLElementNode, _ owner: String?, _ parent: XMLElementNode?) -> Void) {
        var stack: [(XMLElementNode, String?, XMLElementNode?)] = [(root, nil, nil)]
        while let (node, owner, parent) = stack.popLast() {
            visit(node, owner, parent)
            for child in node.elements {
                // An outlet belongs to the object whose `<connections>` holds it.
                let childOwner = child.name == "connections" ? node.attribute("customClass") : node.name == "connections" ? owner : nil
                stack.append((child, childOwner, node))
            }
        }
    }

    /// The views of one document the code shows and hides, by id, with the assignment as written: each
    /// `<outlet property= destination=>` inside an object whose `customClass` toggles that property.
    func toggledViews(_ root: XMLElementNode) -> [String: String] { Self.destinations(root, of: toggledByClass) }

    /// Each `<outlet property= destination=>` inside an object whose `customClass` has the property in `byClass`:
    /// destination view id → what the code wrote.
    private static func destinations(_ root: XMLElementNode, of byClass: [String: [String: String]]) -> [String: String] {
        guard !byClass.isEmpty else { return [:] }
        var result: [String: String] = [:]
        walk(root) { node, owner, _ in
            if node.name == "outlet", let owner, let property = node.attribute("property"), let destination = node.attribute("destination"),
               let written = byClass[owner]?[property] {
                result[destination] = written
            }
        }
        return result
    }

    /// The stack views of one document whose arranged views the code removes, by id, with the statement as written.
    func replacedStacks(_ root: XMLElementNode) -> [String: String] { Self.destinations(root, of: replacedByClass) }

    /// The view id → text map of one document: each `<outlet property= destination=>` inside an object whose
    /// `customClass` has a code-set text for that property, and each controller's own bar item its class titles.
    func byView(_ root: XMLElementNode) -> [String: [Text]] {
        guard !byClass.isEmpty else { return [:] }
        var result: [String: [Text]] = [:]
        Self.walk(root) { node, owner, parent in
            if node.name == "outlet", let owner, let property = node.attribute("property"), let destination = node.attribute("destination"),
               let text = byClass[owner]?[property] {
                result[destination] = text
            }
            // The controller's own navigation item and tab bar item, titled by its code.
            if let item = BarItem(rawValue: "#" + node.name), node.attribute("key") == item.element, let id = node.attribute("id"),
               let controller = parent?.attribute("customClass"), let text = byClass[controller]?[item.rawValue] {
                result[id] = text
            }
        }
        return result
    }
}

private final class AssignmentCollector: SyntaxVisitor {
    let accessors: SwiftUILocalizedAccessors
    /// The localized results of members the code reads on values of the app's types (`action.title()`).
    let members: IBMemberTexts?
    /// The types whose member bodies `localizedTexts` is reading, innermost last.
    private var memberTypes: [String] = []
    /// Class → outlet property → texts.
    var assignments: [String: [String: [IBCodeSetTexts.Text]]] = [:]
    /// Class → properties declared `@IBOutlet`.
    var outlets: [String: Set<String>] = [:]
    /// Class → outlet → the first `outlet.isHidden = …` as written.
    var toggled: [String: [String: String]] = [:]
    /// Class → stack outlet → the first statement that removes its arranged views, as written.
    var replaced: [String: [String: String]] = [:]
    private var owners: [String] = []

    init(accessors: SwiftUILocalizedAccessors, members: IBMemberTexts? = nil) {
        self.accessors = accessors
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(""); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(""); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.last, !owner.isEmpty,
           node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { outlets[owner, default: []].insert(name) }
            }
        }
        return .visitChildren
    }

    /// `outlet` of `outlet`, `self.outlet`, `outlet?`, `outlet!`.
    private static func outletName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return outletName(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return outletName(forced.expression) }
        return nil
    }

    private func localized(_ expression: ExprSyntax) -> (String, String?)? {
        if let call = SwiftUILocalizedCall.read(expression) { return (call.key, call.table) }
        if let entry = accessors.entry(expression) { return (entry.key, entry.table) }
        return nil
    }

    /// The localized texts a value gives: a localized call or accessor; each branch of `c ? L10n.a : L10n.b`
    /// (both localized); a local constant bound to one (`let text = L10n.skipBack` earlier in the block); a
    /// member whose every result is localized, read on a value of a type the app declares (`action.title()`,
    /// `IBMemberTexts`). nil when any part is no localized key.
    private func localizedTexts(_ expression: ExprSyntax, depth: Int = 0) -> [IBCodeSetTexts.Alternative]? {
        guard depth < 8 else { return nil }
        if let (key, table) = localized(expression) { return [IBCodeSetTexts.Alternative(key: key, table: table)] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return localizedTexts(only.expression, depth: depth + 1)
        }
        if let ternary = expression.as(TernaryExprSyntax.self),
           let then = localizedTexts(ternary.thenExpression, depth: depth + 1), let other = localizedTexts(ternary.elseExpression, depth: depth + 1) {
            return then + other
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           let local = locals.lookup(reference.baseName.text, at: Syntax(expression)), local.isConstant, let value = local.value {
            return localizedTexts(value, depth: depth + 1)
        }
        if let members {
            var read = expression
            var called = false
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                read = call.calledExpression
                called = true
            }
            if let member = read.as(MemberAccessExprSyntax.self), let base = member.base {
                // Inside a member's body, `self` and bare names are that member's type's.
                let owner = memberTypes.last ?? owners.last.flatMap { $0.isEmpty ? nil : $0 }
                let locals = self.locals
                guard let (type, enumCase) = members.valueType(base, owner: owner, local: { locals.lookup($0.baseName.text, at: Syntax($0)) }) else { return nil }
                memberTypes.append(type)
                defer { memberTypes.removeLast() }
                return members.results(of: member.declName.baseName.text, type: type, called: called, enumCase: enumCase, depth: depth) {
                    self.localizedTexts($0, depth: $1)
                }
            }
        }
        return nil
    }

    /// Records the text an assignment gives an outlet's properties: its key, or, for a value that is no
    /// localized key (`label.text = model.name`, `= String(format: …)`), why the text is known only at run time.
    /// `owner`: the class whose outlet it is (nil: the class the code is in).
    private func record(_ outlet: String, _ value: ExprSyntax, _ properties: Set<String>, _ written: String, owner: String? = nil) {
        guard let owner = owner ?? owners.last, !owner.isEmpty else { return }
        if let texts = localizedTexts(value) {
            for text in texts {
                IBCodeSetTexts.merge(IBCodeSetTexts.Text(key: text.key, table: text.table, properties: properties),
                                     into: &assignments[owner, default: [:]][outlet, default: []])
            }
        } else if value.is(NilLiteralExprSyntax.self) {
            // `label.text = nil` empties the view: no text to lay out, and not the document's.
            recordRunTime(outlet, properties, owner: owner) { "the code empties the view (`\(written) = nil` in \($0))" }
        } else {
            recordRunTime(outlet, properties, owner: owner) { "text set in code from a value known only at run time (`\(written) = …` in \($0))" }
        }
    }

    /// Records that the code replaces an outlet's properties with something known only at run time, with why
    /// (given the class).
    private func recordRunTime(_ outlet: String, _ properties: Set<String>, owner: String? = nil, reason: (String) -> String) {
        guard let owner = owner ?? owners.last, !owner.isEmpty else { return }
        let text = IBCodeSetTexts.Text(key: "", table: nil, properties: properties, runTime: reason(owner))
        IBCodeSetTexts.merge(text, into: &assignments[owner, default: [:]][outlet, default: []])
    }

    /// The outlet and the property path of an assignment's target: `label.text` → (label, text);
    /// `button.configuration?.title` → (button, configuration.title).
    private static func target(_ expression: MemberAccessExprSyntax) -> (outlet: String, property: String)? {
        guard let base = expression.base else { return nil }
        let name = expression.declName.baseName.text
        if let outlet = outletName(base) { return (outlet, name) }
        // `button.configuration?.title`, `button.configuration!.title`, `button.configuration.title`.
        var inner = base
        if let optional = inner.as(OptionalChainingExprSyntax.self) { inner = optional.expression }
        if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
        if let member = inner.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "configuration",
           let outerBase = member.base, let outlet = outletName(outerBase) {
            return (outlet, "configuration." + name)
        }
        return nil
    }

    /// The member path of a controller's own property: `title` → [title]; `self.navigationItem.title`,
    /// `self?.navigationItem?.title` (in a closure) → [navigationItem, title].
    private static func ownPath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "self" ? [] : [reference.baseName.text]
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return ownPath(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return ownPath(forced.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return ownPath(base).map { $0 + [member.declName.baseName.text] }
    }

    let locals = IBCodeLocals()

    /// `cell.titleLabel.text` (also `cell.titleLabel?.text`, `cell?.titleLabel.text`): the class a local's
    /// declaration or cast names (`let cell = tableView.dequeueReusableCell(…) as! SettingsCell`, `guard let
    /// cell = view as? SettingsCell`, a parameter `cell: SettingsCell`) and the outlet property.
    private func localOutlet(_ expression: MemberAccessExprSyntax) -> (owner: String, outlet: String)? {
        guard var base = expression.base else { return nil }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        guard let outletAccess = base.as(MemberAccessExprSyntax.self), var local = outletAccess.base else { return nil }
        if let optional = local.as(OptionalChainingExprSyntax.self) { local = optional.expression }
        if let forced = local.as(ForceUnwrapExprSyntax.self) { local = forced.expression }
        guard let reference = local.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self",
              let type = locals.lookup(reference.baseName.text, at: Syntax(reference))?.type else { return nil }
        return (type, outletAccess.declName.baseName.text)
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let path = Self.ownPath(node.leftOperand) {
            for item in IBCodeSetTexts.BarItem.titled(by: path) {
                record(item.rawValue, node.rightOperand, ["title"], node.leftOperand.trimmedDescription)
            }
        }
        guard let member = node.leftOperand.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let written = node.leftOperand.trimmedDescription
        if let (owner, outlet) = localOutlet(member) {
            // `cell.titleLabel.text = L10n.x` on a local of a declared class (a dequeued cell cast to its class):
            // the outlet of that class, whichever class the code is in.
            switch member.declName.baseName.text {
            case "text", "attributedText": record(outlet, node.rightOperand, ["text"], written, owner: owner)
            case "placeholder", "attributedPlaceholder": record(outlet, node.rightOperand, ["placeholder"], written, owner: owner)
            default: break
            }
            return .visitChildren
        }
        guard let (outlet, property) = Self.target(member) else { return .visitChildren }
        if property == "isHidden", let owner = owners.last, !owner.isEmpty, toggled[owner]?[outlet] == nil {
            toggled[owner, default: [:]][outlet] = written
        }
        switch property {
        case "text", "attributedText": record(outlet, node.rightOperand, ["text"], written)
        case "placeholder", "attributedPlaceholder": record(outlet, node.rightOperand, ["placeholder"], written)
        case "stringValue", "title", "attributedStringValue": record(outlet, node.rightOperand, ["title"], written)
        case "placeholderString", "placeholderAttributedString": record(outlet, node.rightOperand, ["placeholderString"], written)
        // UIButton.Configuration's title (iOS 15): the title the button draws, whatever its `normal` state says.
        case "configuration.title", "configuration.attributedTitle": record(outlet, node.rightOperand, ["normalTitle", "configuration.title"], written)
        // A whole new configuration: the button draws its title, built elsewhere (a local `var config`).
        case "configuration":
            recordRunTime(outlet, ["normalTitle", "configuration.title"]) {
                "the code gives the button a new configuration (`\(written) = …` in \($0)), whose title replaces the document's"
            }
        default: break
        }
        return .visitChildren
    }

    /// `for view in stack.arrangedSubviews { …removeFromSuperview()… }`: the stack's document views are removed.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let sequence = node.sequence.as(MemberAccessExprSyntax.self), sequence.declName.baseName.text == "arrangedSubviews",
           let base = sequence.base, let outlet = Self.outletName(base), Self.removesViews(node.body) {
            recordReplaced(outlet, "for … in \(sequence.trimmedDescription) { ….removeFromSuperview() }")
        }
        return .visitChildren
    }

    /// Whether code removes views from their superview (`removeFromSuperview()`; `removeArrangedSubview` alone
    /// keeps the view in the stack's subviews, drawn where it was: UIKit `UIStackView.removeArrangedSubview(_:)`).
    private static func removesViews(_ syntax: some SyntaxProtocol) -> Bool {
        syntax.tokens(viewMode: .sourceAccurate).contains { $0.text == "removeFromSuperview" }
    }

    private func recordReplaced(_ outlet: String, _ written: String) {
        guard let owner = owners.last, !owner.isEmpty, replaced[owner]?[outlet] == nil else { return }
        replaced[owner, default: [:]][outlet] = written
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`.
        if let forEach = node.calledExpression.as(MemberAccessExprSyntax.self), forEach.declName.baseName.text == "forEach",
           let sequence = forEach.base?.as(MemberAccessExprSyntax.self), sequence.declName.baseName.text == "arrangedSubviews",
           let base = sequence.base, let outlet = Self.outletName(base), Self.removesViews(node) {
            recordReplaced(outlet, "\(sequence.trimmedDescription).forEach { ….removeFromSuperview() }")
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let outlet = Self.outletName(base),
              let first = node.arguments.first, first.label == nil else { return .visitChildren }
        let written = base.trimmedDescription + "." + member.declName.baseName.text
        switch member.declName.baseName.text {
        case "setTitle", "setAttributedTitle":
            if SwiftUISyntax.argument(node.arguments, "for")?.trimmedDescription == ".normal" {
                // `button.setTitle(L10n.title, for: .normal)`.
                record(outlet, first.expression, ["normalTitle", "configuration.title"], written)
            } else if let segment = SwiftUISyntax.argument(node.arguments, "forSegmentAt").flatMap({ Int($0.trimmedDescription) }) {
                // `segmentedControl.setTitle(L10n.tab, forSegmentAt: 1)`.
                record(outlet, first.expression, ["segmentTitles[\(segment)]"], written)
            }
        case "setImage":
            // "A segment can only have an image or a title; it can't have both" (UISegmentedControl,
            // `setImage(_:forSegmentAt:)`): the code's image replaces the document's title.
            if let segment = SwiftUISyntax.argument(node.arguments, "forSegmentAt").flatMap({ Int($0.trimmedDescription) }) {
                recordRunTime(outlet, ["segmentTitles[\(segment)]"]) {
                    "the code gives the segment an image (`\(written)(…, forSegmentAt: \(segment))` in \($0)); a segment shows an image or a title, not both"
                }
            }
        default: break
        }
        return .visitChildren
    }
}

/// The locals of Swift code, looked up as the compiler resolves a name (The Swift Programming Language, "The
/// Basics": a constant or variable is visible after its declaration, in the scope that declares it): the
/// nearest declaration before the use in each enclosing statement list, an `if let` binding around it, a
/// closure's or function's parameter. Each statement list's declarations are read once, so a long function
/// with many uses stays linear.
final class IBCodeLocals {
    struct Local {
        /// The class a declaration names: its type annotation, or the cast it is initialized with
        /// (`… as! SettingsCell`, `… as? SettingsCell`), without module prefix or optionality.
        var type: String?
        var value: ExprSyntax?
        var isConstant: Bool
    }

    private var byList: [SyntaxIdentifier: [String: [(position: Int, local: Local)]]] = [:]
    private var positions: [SyntaxIdentifier: Int] = [:]
    /// How far up from a use a declaration is looked for (time stays linear on deeply nested input).
    static let maximumDepth = 200

    func lookup(_ name: String, at node: Syntax) -> Local? {
        var child = node
        var current = node.parent
        var depth = 0
        while let parent = current, depth < Self.maximumDepth {
            depth += 1
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                let declared = declarations(list)
                if let position = positions[child.id], let found = declared[name]?.last(where: { $0.position < position }) { return found.local }
            }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                for condition in ifExpression.conditions {
                    if let local = Self.binding(condition, named: name) { return local }
                }
            }
            if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                switch signature.parameterClause {
                case .simpleInput(let names)?:
                    if names.contains(where: { $0.name.text == name }) { return Local(type: nil, value: nil, isConstant: true) }
                case .parameterClause(let clause)?:
                    if let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                        return Local(type: parameter.type.map { Self.className($0) }, value: nil, isConstant: true)
                    }
                case nil: break
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self) { return Self.parameter(name, function.signature.parameterClause.parameters) }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return Self.parameter(name, initializer.signature.parameterClause.parameters) }
            // A type's members are no locals.
            if parent.is(MemberBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// The class a type names: `SettingsCell`, `App.SettingsCell`, `SettingsCell?`, `SettingsCell!` → SettingsCell.
    static func className(_ type: TypeSyntax) -> String {
        var text = type.trimmedDescription
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    private static func parameter(_ name: String, _ parameters: FunctionParameterListSyntax) -> Local? {
        guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return Local(type: className(parameter.type), value: nil, isConstant: true)
    }

    private static func local(type: TypeSyntax?, value: ExprSyntax?, isConstant: Bool) -> Local {
        let cast = value?.as(AsExprSyntax.self)?.type
        return Local(type: (type ?? cast).map(className), value: value, isConstant: isConstant)
    }

    /// `let cell = x as? SettingsCell` in an `if` or `guard` condition.
    private static func binding(_ condition: ConditionElementSyntax, named name: String) -> Local? {
        guard case .optionalBinding(let binding) = condition.condition,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
        return local(type: binding.typeAnnotation?.type, value: binding.initializer?.value,
                     isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
    }

    /// Name → the declarations of a statement list (`let`/`var`, `guard let`), each at its statement's position.
    private func declarations(_ list: CodeBlockItemListSyntax) -> [String: [(position: Int, local: Local)]] {
        if let known = byList[list.id] { return known }
        var declared: [String: [(position: Int, local: Local)]] = [:]
        for (position, item) in list.enumerated() {
            positions[item.id] = position
            if let variable = item.item.as(VariableDeclSyntax.self) {
                let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    declared[name, default: []].append((position, Self.local(type: binding.typeAnnotation?.type, value: binding.initializer?.value,
                                                                             isConstant: isConstant)))
                }
            } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                for condition in guardStatement.conditions {
                    guard case .optionalBinding(let binding) = condition.condition,
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    declared[name, default: []].append((position, Self.binding(condition, named: name)!))
                }
            }
        }
        byList[list.id] = declared
        return declared
    }
}
