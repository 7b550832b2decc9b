import SwiftSyntax

/// `.alert(isPresented:error:actions:message:)` and `.alert(error:actions:message:)`: an alert whose title is the
/// error's. Apple documentation (SwiftUI, `View.alert(error:actions:)`): the system "uses the error to generate the
/// alert's title … The error's `errorDescription` will be used as the title", where `E: LocalizedError`; the
/// actions and message closures are passed the error (`(E) -> A`, `(E) -> M`). So the title is each localized
/// result of the `errorDescription` the error's type declares, and the closures' parameter is a value of that type
/// (its `recoverySuggestion` read as any `String` member is, `stringMemberSources`).
///
/// The error's type is what the declarations the code writes out say: a name's declared type in scope (a
/// parameter, a closure's element), a property of the view's type, then each member's declared type along the
/// chain (`view.appState.fatalAlertType`: `ContentView.appState: AppState`, `AppState.fatalAlertType:
/// DisplayableAlert?`), optionality and a binding's `$` set aside (`Binding<E?>`'s value). A property written
/// with no type whose value is the app type's initializer (`@State var model = Model()`) has that type. Anything
/// else (a type the app does not declare, a member declared twice, no `errorDescription` the app writes) leaves
/// the title unread, as before: Foundation's default description is no key of the app.
extension SwiftUIViewReader {
    /// How many members a chain is followed through (time stays bounded on hostile input).
    static let maximumErrorTypeChain = 8

    /// The app type an alert's `error:` argument evaluates to (`E`, without optionality), or nil.
    func errorType(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> SwiftUITypeInfo? {
        var names: [String] = []
        var current = expression
        while names.count <= Self.maximumErrorTypeChain {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.insert(member.declName.baseName.text, at: 0)
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                break
            }
        }
        guard names.count <= Self.maximumErrorTypeChain, let root = current.as(DeclReferenceExprSyntax.self) else { return nil }
        var rootName = root.baseName.text
        // `$model.error`: the binding's projected value reads the wrapped property `model`.
        if rootName.hasPrefix("$") { rootName.removeFirst() }
        var type: SwiftUITypeInfo?
        if rootName == "self" {
            type = scope.type
        } else if let declared = scope.declaredType(rootName) {
            type = appType(declared)
        } else if let owner = scope.type, scope.lookup(rootName).map({ if case .runtime = $0 { true } else { false } }) ?? true {
            // A property of the view's type (a screen's stored properties are bound as run-time values).
            type = propertyType(rootName, of: owner)
        }
        for name in names {
            guard let current = type else { return nil }
            type = propertyType(name, of: current)
        }
        return type
    }

    /// The app type a property of `type` is declared with (`var state: AppState`, `@State var model = Model()`).
    func propertyType(_ name: String, of type: SwiftUITypeInfo) -> SwiftUITypeInfo? {
        guard let declared = type.members[name], declared.count == 1, case .variable(let binding) = declared[0].kind else { return nil }
        if let written = declared[0].typeName { return appType(written) }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return appType(callee.baseName.text)
        }
        return nil
    }

    /// `Module.Type?`, `Binding<Type?>` → the app's `Type`, when the app declares it.
    func appType(_ written: String) -> SwiftUITypeInfo? {
        var text = SwiftUITypeHints.normalized(written)
        if text.hasPrefix("Binding<"), text.hasSuffix(">") { text = SwiftUITypeHints.normalized(String(text.dropFirst(8).dropLast())) }
        guard !text.contains("<"), let last = text.split(separator: ".").last.map(String.init) else { return nil }
        return program.types[last]
    }

    /// The title sources of an alert given `error`: each localized result of its type's `errorDescription`; nil
    /// when the type or the member is not known.
    func errorTitleSources(_ error: ExprSyntax, of type: SwiftUITypeInfo, _ scope: SwiftUIScope) -> [SwiftUITextSource]? {
        guard let declared = type.members["errorDescription"], declared.count == 1, !declared[0].isStatic else { return nil }
        let sources = stringMemberSources("errorDescription", declared[0], of: type, receiver: error, scope, depth: 0)
        return sources?.contains(where: { $0.unlocalized == nil }) == true ? sources : nil
    }
}
