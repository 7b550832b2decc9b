import SwiftSyntax

/// The app's own alert model types: a value type whose stored properties a `View` extension hands to
/// SwiftUI's `.alert` / `.confirmationDialog` (or the older `Alert(title:message:…)`), so that a view model
/// that writes `alertInfo = .init(title: L10n.x, message: L10n.y, primaryButton: .init(title: L10n.z))` shows
/// `x` as the alert's title, `y` as its message and `z` as a button, wherever the view presents it.
///
/// Read the way the compiler reads it:
/// - the **read side**: in a function of an `extension View`, the member paths (`item.primaryButton.title`)
///   that reach an alert's title (its first argument), a `Button` or `Text` of its actions (buttons) or of
///   its `message:` closure (the message), rooted at a parameter of the function or a closure parameter of the
///   alert call; `if let x = item.message` / `guard let` / `ForEach(item.buttons) { b in … }` follow the
///   path. The parameter's type names the model type, or a generic parameter constrained to a protocol
///   names the types that conform to it.
/// - the **write side** (`UIKitCodeTexts.SiteFinder`): a construction of a model type (`AlertInfo(…)`,
///   `AlertInfo.init(…)`, or `.init(…)` assigned to a stored property every declaration of which has that
///   type), its labelled arguments followed down nested constructions (`primaryButton: .init(title:)`) and
///   array literals. A struct's memberwise initializer takes one argument per stored property, labelled with
///   the property's name (The Swift Programming Language, Initialization, "Memberwise Initializers for
///   Structure Types"), so an argument's label path is the member path the alert reads. The model type's own
///   initializers (`self.title = L10n.error`) and its stored properties' default values are written values too.
///
/// SwiftUI presents `.alert` / `.confirmationDialog` with UIKit's alert controller on iOS (Apple documentation,
/// `View.alert(_:isPresented:actions:message:)`: "the system presents an alert"), laid out as `UIAlertController`:
/// title in headline, message in footnote, buttons in body (`SwiftUIMetrics.alertTitleStyle`), wrapping, at
/// most the screen's width: the same places as a `UIAlertController` the code builds.
struct SwiftUIAlertModels {
    enum Role: Equatable { case title, message, button }
    struct Field: Equatable {
        var role: Role
        /// A confirmation dialog (an action sheet on iPhone), not an alert.
        var sheet: Bool
    }

    /// Model type name → member path (`["primaryButton", "title"]`) → where the alert shows its value.
    var fields: [String: [[String]: Field]] = [:]
    /// A stored property name → the model type every declaration of a stored property of that name has
    /// (`var alertInfo: AlertInfo<Action>?`): what `.init(…)` assigned to it constructs.
    var impliedTypes: [String: String] = [:]
    /// Model type name → the proper prefixes of its member paths (`["primaryButton"]`): where a nested
    /// construction is followed.
    var prefixes: [String: Set<[String]>] = [:]

    /// How deep member paths and nested constructions are followed (time stays linear on hostile input).
    static let maximumDepth = 8
    static let alertNames: Set<String> = ["alert", "confirmationDialog"]
    /// How many statements of a block are read for a `guard let` before a site (time stays linear).
    static let maximumStatements = 64

    /// `AlertInfo<T>?`, `Module.AlertInfo`, `[AlertInfo]` → `AlertInfo`.
    static func baseTypeName(_ type: String) -> String {
        var text = SwiftUITypeHints.normalized(type)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if let open = text.firstIndex(of: "<") { text = String(text[..<open]) }
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    static func read(_ program: SwiftUIProgram) -> SwiftUIAlertModels {
        var models = SwiftUIAlertModels()
        let conformances = ConformanceFinder(viewMode: .sourceAccurate)
        for file in program.files { conformances.walk(file.tree) }
        let finder = ExtensionFinder(viewMode: .sourceAccurate)
        for file in program.files where file.importsSwiftUI && file.platform != .macos { finder.walk(file.tree) }
        for function in finder.functions {
            Self.readFunction(function, program: program, conformances: conformances.protocols, into: &models)
        }
        guard !models.fields.isEmpty else { return models }
        for (type, paths) in models.fields {
            for path in paths.keys where path.count > 1 {
                for length in 1..<path.count { models.prefixes[type, default: []].insert(Array(path.prefix(length))) }
            }
        }
        // `.init(…)` assigned to a stored property: the property's declared type, when every stored property of
        // that name in the program is declared with the same model type.
        var declared: [String: Set<String>] = [:]
        for type in program.types.values {
            for property in type.storedProperties {
                declared[property.name, default: []].insert(property.type.map(Self.baseTypeName) ?? "")
            }
        }
        for (name, types) in declared where types.count == 1 {
            if let only = types.first, models.fields[only] != nil { models.impliedTypes[name] = only }
        }
        return models
    }

    /// The model types a parameter's type names: app types (not views) it spells, and the types that conform
    /// to the protocols a generic parameter it spells is constrained to.
    static func modelTypes(_ type: TypeSyntax, generics: [String: [String]], program: SwiftUIProgram,
                           conformances: [String: Set<String>]) -> Set<String> {
        guard !type.trimmedDescription.contains("->") else { return [] }
        var result = Set<String>()
        for token in type.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if let info = program.types[name], !info.isView { result.insert(name) }
            for constraint in generics[name] ?? [] {
                for (conforming, protocols) in conformances where protocols.contains(constraint) {
                    if let info = program.types[conforming], !info.isView { result.insert(conforming) }
                }
            }
        }
        return result
    }

    static func readFunction(_ function: FunctionDeclSyntax, program: SwiftUIProgram, conformances: [String: Set<String>],
                             into models: inout SwiftUIAlertModels) {
        guard let body = function.body else { return }
        var generics: [String: [String]] = [:]
        for parameter in function.genericParameterClause?.parameters ?? [] {
            guard let inherited = parameter.inheritedType else { continue }
            generics[parameter.name.text, default: []] += inherited.trimmedDescription.split(separator: "&").map { baseTypeName(String($0)) }
        }
        for requirement in function.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                generics[conformance.leftType.trimmedDescription, default: []].append(baseTypeName(conformance.rightType.trimmedDescription))
            }
        }
        var roots: [String: Set<String>] = [:]
        var all = Set<String>()
        for parameter in function.signature.parameterClause.parameters {
            let types = modelTypes(parameter.type, generics: generics, program: program, conformances: conformances)
            guard !types.isEmpty else { continue }
            roots[(parameter.secondName ?? parameter.firstName).text] = types
            all.formUnion(types)
        }
        guard !all.isEmpty else { return }
        let calls = CallFinder(viewMode: .sourceAccurate)
        calls.walk(body)
        // One pass over the calls; each looks up at most `maximumAncestors` ancestors (time stays linear).
        for call in calls.calls {
            let name = SwiftUISyntax.lastName(call.calledExpression) ?? ""
            if alertNames.contains(name), let first = call.arguments.first, first.label == nil {
                record(first.expression, Field(role: .title, sheet: name == "confirmationDialog"), roots: roots, all: all, into: &models)
                continue
            }
            let shown: ExprSyntax
            if name == "Text" || name == "Button", let first = call.arguments.first, first.label == nil {
                shown = first.expression
            } else if name == "map", call.arguments.first?.expression.trimmedDescription.hasPrefix("Text") == true,
                      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                // `item.message.map(Text.init)`
                shown = base
            } else {
                continue
            }
            guard let (field, closures) = place(of: call) else { continue }
            var local = roots
            // `{ item in … }`: the item the alert presents, one of the function's model types.
            for closure in closures { for parameter in closureParameters(closure) where local[parameter] == nil { local[parameter] = all } }
            record(shown, field, roots: local, all: all, into: &models)
        }
    }

    static let maximumAncestors = 64

    /// Where the alert shows a `Text` or a `Button` title of a `View` extension, and the closures around it:
    /// - in a labelled argument of `Alert(title:message:primaryButton:secondaryButton:dismissButton:)` (the older
    ///   API, Apple documentation `Alert`): that part;
    /// - in the actions closure (trailing or `actions:`) of `.alert` / `.confirmationDialog`: a button;
    /// - in its `message:` closure: the message.
    static func place(of call: FunctionCallExprSyntax) -> (Field, [ClosureExprSyntax])? {
        var closures: [ClosureExprSyntax] = []
        var node = call.parent
        var depth = 0
        while let current = node, depth < maximumAncestors {
            depth += 1
            if current.is(FunctionDeclSyntax.self) { return nil }
            if let argument = current.as(LabeledExprSyntax.self), let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               outer.calledExpression.trimmedDescription == "Alert" {
                let role: Role
                switch argument.label?.text {
                case "title": role = .title
                case "message": role = .message
                case "primaryButton", "secondaryButton", "dismissButton": role = .button
                default: return nil
                }
                var up = outer.parent
                var steps = 0
                while let syntax = up, steps < maximumAncestors, !syntax.is(FunctionDeclSyntax.self) {
                    steps += 1
                    if let closure = syntax.as(ClosureExprSyntax.self) { closures.append(closure) }
                    up = syntax.parent
                }
                return (Field(role: role, sheet: false), closures)
            }
            if let closure = current.as(ClosureExprSyntax.self) {
                closures.append(closure)
                var label: String?
                var alert: FunctionCallExprSyntax?
                if let outer = closure.parent?.as(FunctionCallExprSyntax.self), outer.trailingClosure?.id == closure.id {
                    alert = outer
                } else if let extra = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
                          let outer = extra.parent?.parent?.as(FunctionCallExprSyntax.self) {
                    alert = outer; label = extra.label.text
                } else if let argument = closure.parent?.as(LabeledExprSyntax.self), let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                    alert = outer; label = argument.label?.text
                }
                if let alert, let name = SwiftUISyntax.lastName(alert.calledExpression), alertNames.contains(name) {
                    let sheet = name == "confirmationDialog"
                    switch label {
                    case nil, "actions": return (Field(role: .button, sheet: sheet), closures)
                    case "message": return (Field(role: .message, sheet: sheet), closures)
                    default: return nil
                    }
                }
            }
            node = current.parent
        }
        return nil
    }

    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        if let parameters = clause.as(ClosureParameterClauseSyntax.self) { return parameters.parameters.map { ($0.secondName ?? $0.firstName).text } }
        return []
    }

    static func record(_ expression: ExprSyntax, _ field: Field, roots: [String: Set<String>], all: Set<String>,
                       into models: inout SwiftUIAlertModels) {
        guard let (root, members) = path(expression, depth: 0), !members.isEmpty, let types = roots[root] else { return }
        for type in types where models.fields[type]?[members] == nil { models.fields[type, default: [:]][members] = field }
    }

    /// `item.wrappedValue?.primaryButton.title ?? ""` → (`item`, [`primaryButton`, `title`]); a name bound by
    /// `if let` / `guard let` / a `ForEach` closure around the expression is replaced by the path it is bound to.
    static func path(_ expression: ExprSyntax, depth: Int) -> (String, [String])? {
        guard depth < maximumDepth else { return nil }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "??" {
            return path(infix.leftOperand, depth: depth + 1)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return path(optional.expression, depth: depth + 1) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return path(forced.expression, depth: depth + 1) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let (root, members) = path(base, depth: depth + 1) else { return nil }
            let name = member.declName.baseName.text
            return name == "wrappedValue" ? (root, members) : (root, members + [name])
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if let bound = binding(of: name, around: Syntax(expression)) {
            return bound.is(DeclReferenceExprSyntax.self) && bound.trimmedDescription == name ? (name, []) : path(bound, depth: depth + 1)
        }
        return (name, [])
    }

    /// The value `name` is bound to by an `if let` / `guard let` condition or a `ForEach(collection) { name in }`
    /// around `node`, the nearest first; nil when no such binding is found before the function.
    static func binding(of name: String, around node: Syntax) -> ExprSyntax? {
        var current: Syntax? = node.parent
        var child = node
        var depth = 0
        while let syntax = current, depth < maximumAncestors {
            depth += 1
            if syntax.is(FunctionDeclSyntax.self) { return nil }
            if let conditions = syntax.as(IfExprSyntax.self)?.conditions ?? syntax.as(GuardStmtSyntax.self)?.conditions {
                for condition in conditions {
                    guard let optional = condition.condition.as(OptionalBindingConditionSyntax.self),
                          optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    // `if let message` binds the outer `message`.
                    if let value = optional.initializer?.value { return value }
                    return nil
                }
            }
            if let closure = syntax.as(ClosureExprSyntax.self), closureParameters(closure) == [name],
               let call = closure.parent?.as(FunctionCallExprSyntax.self), SwiftUISyntax.lastName(call.calledExpression) == "ForEach",
               let collection = call.arguments.first?.expression {
                return collection
            }
            // A guard in an enclosing block binds for the rest of it: look at the statements before, nearest first.
            if let items = syntax.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self), var index = items.index(of: item) {
                var steps = 0
                while index != items.startIndex, steps < maximumStatements {
                    steps += 1
                    index = items.index(before: index)
                    guard let guardStatement = items[index].item.as(GuardStmtSyntax.self) else { continue }
                    for condition in guardStatement.conditions {
                        if let optional = condition.condition.as(OptionalBindingConditionSyntax.self),
                           optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            return optional.initializer?.value
                        }
                    }
                }
            }
            child = syntax
            current = syntax.parent
        }
        return nil
    }

    /// The model type a call constructs: `AlertInfo(…)`, `AlertInfo<X>(…)`, `AlertInfo.init(…)`, or `.init(…)`
    /// as the value assigned to a stored property whose declarations all have a model type.
    func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        let called = call.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) { return fields[reference.baseName.text] != nil ? reference.baseName.text : nil }
        if let generic = called.as(GenericSpecializationExprSyntax.self), let name = SwiftUISyntax.lastName(generic.expression) {
            return fields[name] != nil ? name : nil
        }
        guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return nil }
        if let base = member.base {
            let name = Self.baseTypeName(base.trimmedDescription)
            return fields[name] != nil ? name : nil
        }
        guard let assignment = call.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
              assignment.rightOperand.id == call.id, let target = SwiftUISyntax.lastName(assignment.leftOperand) else { return nil }
        return impliedTypes[target]
    }

    /// The values `value` gives to the model type's member `path`, each with where the alert shows it:
    /// a value of a shown member, or the labelled arguments of a nested construction or array literal.
    func flow(_ value: ExprSyntax, type: String, path: [String], depth: Int = 0, into found: inout [(ExprSyntax, Field)]) {
        guard depth < Self.maximumDepth, let known = fields[type] else { return }
        if let field = known[path] { found.append((value, field)); return }
        guard path.isEmpty || prefixes[type]?.contains(path) == true else { return }
        if let array = value.as(ArrayExprSyntax.self) {
            for element in array.elements { flow(element.expression, type: type, path: path, depth: depth + 1, into: &found) }
        } else if let call = value.as(FunctionCallExprSyntax.self) {
            arguments(call, type: type, path: path, depth: depth + 1, into: &found)
        } else if let ternary = value.as(TernaryExprSyntax.self) {
            flow(ternary.thenExpression, type: type, path: path, depth: depth + 1, into: &found)
            flow(ternary.elseExpression, type: type, path: path, depth: depth + 1, into: &found)
        }
    }

    /// The labelled arguments of a construction (a memberwise initializer's labels are the member names).
    func arguments(_ call: FunctionCallExprSyntax, type: String, path: [String], depth: Int = 0, into found: inout [(ExprSyntax, Field)]) {
        let called = call.calledExpression
        // A construction: `.init(…)`, `Name(…)`, `Name<X>(…)`, `Name.init(…)`, `.case(…)` is no construction.
        let isConstruction: Bool
        if let member = called.as(MemberAccessExprSyntax.self) { isConstruction = member.declName.baseName.text == "init" }
        else { isConstruction = SwiftUISyntax.lastName(called)?.first?.isUppercase == true }
        guard isConstruction else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            flow(argument.expression, type: type, path: path + [label], depth: depth + 1, into: &found)
        }
    }

    /// Type name → the protocols and types its declaration and extensions inherit from.
    final class ConformanceFinder: SyntaxVisitor {
        var protocols: [String: Set<String>] = [:]
        func add(_ name: String, _ clause: InheritanceClauseSyntax?) {
            for inherited in clause?.inheritedTypes ?? [] { protocols[name, default: []].insert(SwiftUIAlertModels.baseTypeName(inherited.type.trimmedDescription)) }
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.inheritanceClause); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(SwiftUIAlertModels.baseTypeName(node.extendedType.trimmedDescription), node.inheritanceClause); return .visitChildren
        }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The functions of `extension View` (view modifiers the app writes).
    final class ExtensionFinder: SyntaxVisitor {
        var functions: [FunctionDeclSyntax] = []
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            guard name == "View" || name == "SwiftUI.View" else { return .skipChildren }
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { functions.append(function) }
            }
            return .skipChildren
        }
    }

    final class CallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls.append(node); return .visitChildren }
    }
}
