/// Values an enum entry or an object carries (`enum class Tab(@StringRes val title: Int) { Home(R.string.home) }`,
/// `data object Home : Screen(R.string.home)`), read where a composable reads them: the set of an enum's entries is
/// known statically (`Tab.entries`, `Tab.values()`, `enumValues<Tab>()`: every entry, in declaration order, Kotlin
/// docs "Enum classes"), and a property of one entry or object is what its constructor call gives it, as the
/// Kotlin compiler resolves `Tab.Home.title` to the entry's declaration. Indexed once per app
/// (`ComposeProgram.enumEntryValues`, `objectValues`, `extensionGetters`).
extension ComposeScreenReader {
    /// The entries a collection expression holds when it is one of the app's enum classes' entry lists
    /// (`Tab.entries`, `Tab.values()`, `enumValues<Tab>()`, `enumEntries<Tab>()`), each as `Tab.Entry`; nil
    /// for anything else.
    func enumCollection(_ expression: KotlinExpression) -> [KotlinExpression]? {
        let typeExpression: KotlinExpression
        switch expression {
        case .name("entries", let receiver?, _):
            typeExpression = receiver
        case .call(let call) where call.name == "values" && call.arguments.isEmpty && call.trailingLambda == nil && call.receiver != nil:
            typeExpression = call.receiver!
        case .call(let call) where (call.name == "enumValues" || call.name == "enumEntries") && call.receiver == nil
            && call.arguments.isEmpty && !call.typeArguments.isEmpty:
            typeExpression = .name(call.typeArguments, receiver: nil, offset: call.offset)
        default:
            return nil
        }
        guard let path = typeExpression.dottedPath, let type = path.split(separator: ".").last.map(String.init),
              let entries = program.enumEntryNames[type] else { return nil }
        let offset = expression.offset ?? 0
        return entries.prefix(Self.maximumEnumEntries).map { .name($0, receiver: typeExpression, offset: offset) }
    }

    /// How many entries of one enum a loop shows (each a variant of its texts).
    static let maximumEnumEntries = 64

    /// The value `field` has on an enum entry or object the app declares (`Tab.Home` and `title`), with the
    /// scope it is read in: the constructor argument given for that parameter (labelled, or at its position),
    /// an object's own property (`override val title = R.string.home`), or an extension property of its class
    /// (`val Tab.label: Int get() = when (this) { … }`, read with `this` the entry). Nil when `value` is no
    /// entry or object of the app; `.some(nil)` when it is one whose `field` the sources do not give.
    func carriedField(_ value: KotlinExpression, field: String, scope: Scope) -> (KotlinExpression, Scope)?? {
        guard case .name(let name, let qualifier, _) = value else { return nil }
        var carried: ComposeProgram.CarriedValues?
        var typeName = name
        if let qualifier {
            guard let type = qualifier.dottedPath?.split(separator: ".").last.map(String.init) else { return nil }
            if let entry = program.enumEntryValues[type + "." + name] { carried = entry; typeName = type }
            else if program.objectNames.contains(name) { carried = program.objectValues[name] }
            else { return nil }
        } else {
            // A name the code binds (a parameter, a local value) is that value, not the object.
            guard scope.lookup(name) == nil, program.objectNames.contains(name) else { return nil }
            carried = program.objectValues[name]
        }
        if let carried {
            let declared = Scope(parent: nil, file: carried.file)
            if let argument = ComposeProgram.argument(carried.arguments, for: field, parameters: program.constructorParameters[carried.constructor]) {
                return .some((argument, declared))
            }
        }
        if let own = program.objectProperties[name + "." + field] { return .some((own.value, Scope(parent: nil, file: own.file))) }
        for receiverType in [typeName, carried?.constructor].compactMap({ $0 }) {
            guard let getter = program.extensionGetters[receiverType + "." + field] else { continue }
            let inner = Scope(parent: nil, file: getter.file)
            inner.bind("this", value, in: scope)
            return .some((getter.value, inner))
        }
        return .some(nil)
    }

    /// The scope a branch's last statement is read in: its local values (`val id = …` before it) bound.
    func branchScope(_ block: KotlinBlock, scope: Scope) -> Scope {
        guard block.statements.dropLast().contains(where: { if case .binding = $0 { return true } else { return false } }) else { return scope }
        let inner = Scope(parent: scope)
        for statement in block.statements.dropLast() { if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) } }
        return inner
    }

    /// The elements of `receiver.map { … }` (kotlin.collections `map`, `mapNotNull`, androidx `fastMap`): each
    /// element of the receiver the code writes out, as the lambda's result with its parameter bound to it (a
    /// branch of one block); nil when the receiver's elements are not written out.
    func mappedElements(_ call: KotlinCall, scope: Scope, depth: Int) -> ([KotlinExpression], Scope)? {
        guard Self.elementMaps.contains(call.name), let receiver = call.receiver, let block = call.trailingLambda ?? call.lambdas.first,
              !block.destructures, block.parameters.count <= 1, let last = block.statements.last,
              let (elements, elementScope) = elements(of: receiver, scope: scope, depth: depth + 1) else { return nil }
        let parameter = block.parameters.first ?? "it"
        // The lambda is read where `map` is called, its parameter bound to an element read in the elements' scope:
        // each element under a name no Kotlin code can write (it starts with U+0000) in a scope of the call's.
        let mapped = Scope(parent: scope)
        let offset = last.offset ?? call.offset
        return (elements.prefix(Self.maximumEnumEntries).enumerated().map { position, element in
            let name = "\u{0}element\(position)"
            mapped.bind(name, element, in: elementScope)
            let bound = KotlinExpression.binding(parameter, .name(name, receiver: nil, offset: offset), offset: offset)
            return .branches([KotlinBlock(statements: [bound] + block.statements, offset: offset)], offset: offset)
        }, mapped)
    }

    static let elementMaps: Set<String> = ["map", "mapNotNull", "fastMap", "fastMapNotNull"]

    /// What a call with at most one argument calls when it is no app function: a value called as one (Kotlin's
    /// `invoke` operator, spec "Operator overloading"): `label()` with `label` a local value or parameter,
    /// `tab.label()` with `label` a property of the entry (`val AppTheme.displayLabel: Text get() = …`), or
    /// `text.invoke()`. Nil for anything else.
    func invokedCallee(_ call: KotlinCall, scope: Scope) -> KotlinExpression? {
        guard call.trailingLambda == nil, call.arguments.count <= 1, program.functions[call.name] == nil else { return nil }
        if call.name == "invoke", let receiver = call.receiver { return receiver }
        if let receiver = call.receiver { return .name(call.name, receiver: receiver, offset: call.offset) }
        return scope.value(of: call.name) != nil ? .name(call.name, receiver: nil, offset: call.offset) : nil
    }

    /// The texts of a value called as a function (`invokedCallee`: a text class's `operator fun invoke()`,
    /// `ComposeProgram.findTextClasses`), when what it holds is a resource's text; nil otherwise.
    func invokedTexts(_ call: KotlinCall, scope: Scope, depth: Int) -> [TextValue]? {
        if let values = lambdaResultTexts(call, scope: scope, depth: depth) { return values }
        guard let callee = invokedCallee(call, scope: scope) else { return nil }
        let values = textValues(callee, scope: scope, depth: depth + 1)
        return values.contains { if case .resource = $0 { return true } else { return false } } ? values : nil
    }

    /// The text a lambda (or local function) called by its name returns (`Text(toLabel(value))` with a parameter
    /// `toLabel: @Composable (T) -> String` given `{ stringResource(when (it) { … }) }`): its last expression, "the
    /// value of the last expression is implicitly returned" (Kotlin docs, "Higher-order functions and lambdas":
    /// "Returning a value from a lambda expression"), read with its parameters bound to the call's arguments
    /// (`bindParameters`) and its local values before. Nil when the name is bound to no lambda, or it returns no
    /// resource's text.
    func lambdaResultTexts(_ call: KotlinCall, scope: Scope, depth: Int) -> [TextValue]? {
        guard let name = call.name == "invoke" ? call.receiver?.dottedPath : call.receiver == nil ? call.name : nil,
              let bound = scope.value(of: name), let (block, blockScope) = lambdaValue(bound.value, scope: bound.scope),
              let last = block.statements.last else { return nil }
        let inner = Scope(parent: blockScope)
        bindParameters(of: block, to: call, from: scope, into: inner)
        bindComponents(of: block, into: inner)
        for statement in block.statements.dropLast() { if case .binding(let local, let value, _) = statement { inner.bind(local, value, in: inner) } }
        let values = textValues(last, scope: inner, depth: depth + 1)
        return values.contains { if case .resource = $0 { return true } else { return false } } ? values : nil
    }
}
