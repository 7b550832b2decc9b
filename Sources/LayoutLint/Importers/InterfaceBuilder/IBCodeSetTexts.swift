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
        /// `.text` → `text`; `setTitle(_:for: .normal)` → `normalTitle` / `configuration.title`; `.placeholder`
        /// → `placeholder`; AppKit's `stringValue` / `title` → the cell's `title`, `.placeholderString`.
        var properties: Set<String>
    }

    /// Class name → outlet property → the text its code sets (one assignment; several different: none).
    var byClass: [String: [String: Text]] = [:]

    var isEmpty: Bool { byClass.isEmpty }

    init() {}

    /// Reads the assignments of every class of the program.
    init(program: SwiftUIProgram) {
        var found: [String: [String: Text]] = [:]
        var declared: [String: Set<String>] = [:]
        for file in program.files {
            let collector = AssignmentCollector(accessors: program.accessors)
            collector.walk(file.tree)
            for (owner, outlets) in collector.assignments {
                for (outlet, text) in outlets {
                    if let known = found[owner]?[outlet], known != text {
                        found[owner]?[outlet] = AssignmentCollector.conflict
                    } else {
                        found[owner, default: [:]][outlet] = text
                    }
                }
            }
            for (owner, names) in collector.outlets { declared[owner, default: []].formUnion(names) }
        }
        // Only properties declared `@IBOutlet` (in any declaration of the class) are joined to a document.
        for (owner, outlets) in found {
            let kept = outlets.filter { declared[owner]?.contains($0.key) == true && $0.value != AssignmentCollector.conflict }
            if !kept.isEmpty { byClass[owner] = kept }
        }
    }

    /// The view id → text map of one document: each `<outlet property= destination=>` inside an object whose
    /// `customClass` has a code-set text for that property.
    func byView(_ root: XMLElementNode) -> [String: Text] {
        guard !byClass.isEmpty else { return [:] }
        var result: [String: Text] = [:]
        // (node, nearest custom class above or at it); iterative: documents nest deeply.
        var stack: [(XMLElementNode, String?)] = [(root, nil)]
        while let (node, owner) = stack.popLast() {
            if node.name == "outlet", let owner, let property = node.attribute("property"), let destination = node.attribute("destination"),
               let text = byClass[owner]?[property] {
                result[destination] = text
            }
            for child in node.elements {
                // An outlet belongs to the object whose `<connections>` holds it.
                let childOwner = child.name == "connections" ? node.attribute("customClass") : node.name == "connections" ? owner : nil
                stack.append((child, childOwner))
            }
        }
        return result
    }
}

private final class AssignmentCollector: SyntaxVisitor {
    static let conflict = IBCodeSetTexts.Text(key: "", table: nil, properties: [])
    let accessors: SwiftUILocalizedAccessors
    /// Class → outlet property → text.
    var assignments: [String: [String: IBCodeSetTexts.Text]] = [:]
    /// Class → properties declared `@IBOutlet`.
    var outlets: [String: Set<String>] = [:]
    private var owners: [String] = []

    init(accessors: SwiftUILocalizedAccessors) {
        self.accessors = accessors
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

    private func record(_ outlet: String, _ value: (String, String?), _ properties: Set<String>) {
        guard let owner = owners.last, !owner.isEmpty else { return }
        let text = IBCodeSetTexts.Text(key: value.0, table: value.1, properties: properties)
        if let known = assignments[owner]?[outlet], known != text {
            // Different texts in different places: which one shows is decided at run time.
            assignments[owner]?[outlet] = Self.conflict
            return
        }
        assignments[owner, default: [:]][outlet] = text
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self), let target = node.leftOperand.as(MemberAccessExprSyntax.self),
              let base = target.base, let outlet = Self.outletName(base), let value = localized(node.rightOperand) else { return .visitChildren }
        switch target.declName.baseName.text {
        case "text": record(outlet, value, ["text"])
        case "placeholder": record(outlet, value, ["placeholder"])
        case "stringValue", "title": record(outlet, value, ["title"])
        case "placeholderString": record(outlet, value, ["placeholderString"])
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `button.setTitle(L10n.title, for: .normal)`.
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setTitle",
              let base = member.base, let outlet = Self.outletName(base),
              SwiftUISyntax.argument(node.arguments, "for")?.trimmedDescription == ".normal",
              let first = node.arguments.first, first.label == nil, let value = localized(first.expression) else { return .visitChildren }
        record(outlet, value, ["normalTitle", "configuration.title"])
        return .visitChildren
    }
}
