import SwiftSyntax

/// The localized texts of a member the code reads on a value of a type the app declares, for a text UIKit code
/// sets on an Interface Builder view: `cell.nameLabel.text = action.title()`, `= grouping.description`,
/// `= choices[indexPath.row].title`, where the member is a `String` computed property or function of the
/// value's type whose every result is localized (`var title: String { switch self { case .a: return L10n.a … } }`).
/// The compiler calls the member the value's type declares, and the member returns one of its results: each is a
/// text the view shows in turn (`IBCodeSetTexts.Text.alternatives`). On an enumeration case the code names
/// (`PlayerAction.effects.title()`) only the results of that case's branch of a `switch self` are reached.
///
/// The value's type is what its declaration says, as the compiler infers it from the forms written out: a local's
/// or parameter's type annotation or cast, a local constant's value, a property of the class the code is in, a
/// type's initializer (`IconType(rawValue: row) ?? .primary`), a static member or enumeration case
/// (`Settings.defaultGrouping()`, `Theme.dark`), a method's declared result (`actionAt(indexPath:)`), an
/// array's element (`choices[i]` of `let choices: [ReleaseDateFilterOption]`). Anything else (a value of a type
/// the app does not declare, a member with a result that is no localized key) is no known text: the assignment
/// keeps its run-time reason.
struct IBMemberTexts {
    let program: SwiftUIProgram
    /// How deep a value or a member's results are followed (time stays bounded on hostile input).
    static let maximumDepth = 8

    /// The type `expression` evaluates to, without optionality or module prefix, and the enumeration case when
    /// the code names one (`PlayerAction.effects`). `owner`: the type the code is in. `local`: looks a name up
    /// among the locals and parameters in scope at the expression.
    func valueType(_ expression: ExprSyntax, owner: String?, local: (DeclReferenceExprSyntax) -> IBCodeLocals.Local?,
                   depth: Int = 0) -> (type: String, enumCase: String?)? {
        guard depth < Self.maximumDepth else { return nil }
        let next = depth + 1
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return valueType(optional.expression, owner: owner, local: local, depth: next) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return valueType(forced.expression, owner: owner, local: local, depth: next) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return valueType(only.expression, owner: owner, local: local, depth: next)
        }
        // `x ?? .fallback`: the type of `x`, unwrapped.
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "??" {
            return valueType(infix.leftOperand, owner: owner, local: local, depth: next).map { ($0.type, nil) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return owner.map { ($0, nil) } }
            if let found = local(reference) {
                if let type = found.type { return known(type).map { ($0, nil) } }
                if found.isConstant, let value = found.value {
                    return valueType(value, owner: owner, local: local, depth: next)
                }
                return nil
            }
            // A property of the type the code is in.
            return owner.flatMap { memberType(name, of: $0) }.map { ($0, nil) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return nil }
            // `Theme.dark`, `Settings.grouping`: a static member of, or a case of, a type the app declares.
            if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, program.types[typeName] != nil,
               local(base.as(DeclReferenceExprSyntax.self)!) == nil {
                if let type = memberType(name, of: typeName) { return (type, nil) }
                if program.types[typeName]!.members[name] == nil { return (typeName, name) }
                return nil
            }
            guard let baseType = valueType(base, owner: owner, local: local, depth: next) else { return nil }
            return memberType(name, of: baseType.type).map { ($0, nil) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            // `IconType(rawValue: row)`: the type's initializer.
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if program.types[name] != nil { return (name, nil) }
                return owner.flatMap { memberType(name, of: $0) }.map { ($0, nil) }
            }
            if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, program.types[typeName] != nil,
                   local(base.as(DeclReferenceExprSyntax.self)!) == nil {
                    return memberType(name, of: typeName).map { ($0, nil) }
                }
                guard let baseType = valueType(base, owner: owner, local: local, depth: next) else { return nil }
                return memberType(name, of: baseType.type).map { ($0, nil) }
            }
            return nil
        }
        // `choices[i]`: the element of an array the declaration types.
        if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1 {
            guard let collection = arrayElementType(subscripted.calledExpression, owner: owner, local: local, depth: next) else { return nil }
            return (collection, nil)
        }
        return nil
    }

    /// `choices` of `let choices: [T]` (a local or a property of the type the code is in) → T.
    private func arrayElementType(_ expression: ExprSyntax, owner: String?, local: (DeclReferenceExprSyntax) -> IBCodeLocals.Local?,
                                  depth: Int) -> String? {
        var written: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if let found = local(reference) { written = found.type } else if let owner {
                written = program.types[owner]?.members[reference.baseName.text]?.first?.typeName
            }
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self", let owner {
            written = program.types[owner]?.members[member.declName.baseName.text]?.first?.typeName
        }
        guard var text = written?.trimmingWhitespace else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") else { return nil }
        return known(String(text.dropFirst().dropLast()))
    }

    /// The declared type of a member of `type` (a property's annotation, a function's result), when it names a
    /// type the app declares.
    private func memberType(_ name: String, of type: String) -> String? {
        guard let declared = program.types[type]?.members[name], declared.count == 1, let written = declared[0].typeName else { return nil }
        return known(written)
    }

    /// `Module.Type?` → Type, when the app declares it.
    private func known(_ written: String) -> String? {
        var text = written.trimmingWhitespace
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard let last = text.split(separator: ".").last.map(String.init), program.types[last] != nil else { return nil }
        return last
    }

    /// The results of the member `name` of `type` read with no arguments (a computed `String` property, or a
    /// `String` function with no parameter): each a localized text per `texts`, in the order the body writes them.
    /// `enumCase`: only the branch of a `switch self` that case takes. nil when the member is none of these, or
    /// when any result is no localized key (nil and `""`, which show no text, and a plain literal, shown verbatim in
    /// every language, are left out).
    func results(of name: String, type: String, called: Bool, enumCase: String?, depth: Int,
                 texts: (ExprSyntax, Int) -> [IBCodeSetTexts.Alternative]?) -> [IBCodeSetTexts.Alternative]? {
        guard depth < Self.maximumDepth, let declared = program.types[type]?.members[name], declared.count == 1 else { return nil }
        let member = declared[0]
        var written = member.typeName ?? ""
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard written == "String" else { return nil }
        let statements: CodeBlockItemListSyntax
        switch member.kind {
        case .variable(let binding):
            guard !called, let body = Self.getterBody(binding) else { return nil }
            statements = body
        case .function(let function):
            guard called, function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }),
                  let body = function.body?.statements else { return nil }
            statements = body
        }
        var values: [ExprSyntax] = []
        if let enumCase, let branch = Self.branch(of: statements, for: enumCase) {
            values = SwiftUIViewReader.resultExpressions(branch)
        } else if enumCase == nil {
            values = SwiftUIViewReader.resultExpressions(statements)
        }
        var found: [IBCodeSetTexts.Alternative] = []
        for value in values {
            // nil and `""` show no text; a literal (`case .pride: return "Pride 2023"`) is shown verbatim, in every
            // language: no key of a catalog, nothing to lay out for a translation.
            if SwiftUIStrings.isNil(value) || value.as(StringLiteralExprSyntax.self).flatMap(SwiftUIStrings.plainValue) != nil { continue }
            guard let localized = texts(value, depth + 1) else { return nil }
            for text in localized where !found.contains(text) { found.append(text) }
        }
        return found.isEmpty ? nil : found
    }

    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// The statements of the branch of the body's `switch self` that `enumCase` takes (its `case .name`, else the
    /// `default`); nil when the body is no single `switch self`.
    static func branch(of statements: CodeBlockItemListSyntax, for enumCase: String) -> CodeBlockItemListSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        var choice: SwitchExprSyntax?
        if let expression = only.item.as(ExpressionStmtSyntax.self)?.expression { choice = expression.as(SwitchExprSyntax.self) }
        if let expression = only.item.as(SwitchExprSyntax.self) { choice = expression }
        if let returned = only.item.as(ReturnStmtSyntax.self)?.expression { choice = returned.as(SwitchExprSyntax.self) }
        guard let choice, choice.subject.trimmedDescription == "self" else { return nil }
        var fallback: CodeBlockItemListSyntax?
        for item in choice.cases {
            guard case .switchCase(let branch) = item else { continue }
            switch branch.label {
            case .default: fallback = branch.statements
            case .case(let label):
                for pattern in label.caseItems where Self.caseName(pattern.pattern) == enumCase { return branch.statements }
            }
        }
        return fallback
    }

    /// `.name`, `.name(let x)`, `let .name(x)` → name.
    private static func caseName(_ pattern: PatternSyntax) -> String? {
        var expression: ExprSyntax?
        if let written = pattern.as(ExpressionPatternSyntax.self) { expression = written.expression }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression?.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
