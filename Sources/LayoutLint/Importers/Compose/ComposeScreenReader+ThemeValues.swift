/// Theme values an app provides through a `CompositionLocal` (its own type scale as a class: `val LocalTypo =
/// staticCompositionLocalOf { … }`, `CompositionLocalProvider(LocalTypo provides AppTypo(…)) { content() }`,
/// read as `LocalTypo.current.b2`, through an object's getter `UI.typo.b2`, or a local value), resolved as
/// the runtime does: a read gets the value the enclosing `CompositionLocalProvider` provides, the factory's
/// default where none does (CompositionLocal.kt: "If no provider is supplied, the default value is used").
/// Which provider encloses a screen is decided where the app calls its theme; the reader takes the value when
/// every provider the sources hold gives the same one, and says why not otherwise.
extension ComposeScreenReader {
    /// The style a member of a theme object gives (`UI.typo.b2`, `LocalTypo.current.b2`), or nil with
    /// `styleSkipReason` set when the sources do not decide it.
    func themeStyle(_ member: String, of receiver: KotlinExpression, scope: Scope, context: Context, depth: Int) -> ComposeMetrics.TypeStyle? {
        guard let objects = themeObjects(receiver, scope: scope, depth: depth + 1), !objects.isEmpty else { return nil }
        var found: ComposeMetrics.TypeStyle?
        for (object, objectScope) in objects {
            guard let (value, valueScope) = themeMember(member, of: object, scope: objectScope),
                  var style = textStyle(value, scope: valueScope, context: context, depth: depth + 1) else { return nil }
            let path = receiver.dottedPath.map { "`\($0).\(member)`" } ?? "`\(member)`"
            style.source = "\(path): \(style.source)"
            if let first = found {
                var same = style
                same.source = first.source
                guard same == first else {
                    styleSkipReason = "a text style from a `CompositionLocal` whose providers give different values (\(path)): which one shows is decided where the app calls its theme"
                    return nil
                }
            } else {
                found = style
            }
        }
        return found
    }

    /// The objects an expression can be (one per provider or implementation): an object expression (`object :
    /// Typo { … }`, the name `object` at its keyword) or an app class's construction (`AppTypo(…)`), each with
    /// the scope it is read in. Nil when the sources do not decide it.
    func themeObjects(_ expression: KotlinExpression, scope: Scope, depth: Int) -> [(KotlinExpression, Scope)]? {
        guard depth < 24 else { return nil }
        switch expression {
        case .name("object", nil, _):
            return [(expression, scope)]
        case .name(let name, nil, _):
            if let bound = scope.value(of: name) { return themeObjects(bound.value, scope: bound.scope, depth: depth + 1) }
            if let property = program.properties[name] {
                return themeObjects(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1)
            }
            return nil
        case .name("current", let receiver?, _):
            guard case .name(let local, nil, _) = receiver else { return nil }
            return providedObjects(local, depth: depth)
        case .name(let member, let receiver?, _):
            // An `object`'s getter or property (`object UI { val typo: Typo @Composable get() = LocalTypo.current }`).
            guard let owner = receiver.dottedPath?.split(separator: ".").last else { return nil }
            let qualified = "\(owner).\(member)"
            guard let declared = program.objectGetters[qualified] ?? program.objectProperties[qualified] else { return nil }
            return themeObjects(declared.value, scope: Scope(parent: nil, file: declared.file), depth: depth + 1)
        case .call(let call) where call.receiver == nil && program.classNames.contains(call.name) && program.functions[call.name] == nil:
            return [(expression, scope)]
        case .call(let call) where call.arguments.isEmpty && call.trailingLambda == nil:
            // `design.typography()` on a value of an interface type: Kotlin calls the run-time class's member,
            // so every declaration of the name with a body is a candidate (all must agree).
            guard let declared = program.functions[call.name] else { return nil }
            var found: [(KotlinExpression, Scope)] = []
            for (file, function) in declared where function.parameters.allSatisfy({ $0.defaultValue != nil }) {
                guard let result = function.body?.statements.last else { continue }
                guard let objects = themeObjects(result, scope: bodyScope(function, file: file), depth: depth + 1) else { return nil }
                found += objects
                if found.count > ComposeProgram.maximumProvidedValues { return nil }
            }
            return found.isEmpty ? nil : found
        default:
            return nil
        }
    }

    /// The objects a `CompositionLocal` of the app holds: every value provided for it, else its factory's
    /// default (`staticCompositionLocalOf { AppTypo() }`); nil (with the reason) when neither decides it.
    func providedObjects(_ local: String, depth: Int) -> [(KotlinExpression, Scope)]? {
        let provided = program.providedValues[local] ?? []
        guard !provided.isEmpty else {
            guard let property = program.properties[local], case .call(let factory) = property.value,
                  ComposeAccessors.compositionLocalFactories.contains(factory.name),
                  let result = factory.lambdas.last?.statements.last else { return nil }
            if case .call(let thrown) = result, thrown.receiver == nil, thrown.name == "error" || thrown.name == "TODO" {
                styleSkipReason = "a text style from `\(local)`, which no `CompositionLocalProvider` of the sources provides and whose default throws"
                return nil
            }
            return themeObjects(result, scope: Scope(parent: nil, file: property.file), depth: depth + 1)
        }
        var found: [(KotlinExpression, Scope)] = []
        for (file, function, value) in provided {
            guard let objects = themeObjects(value, scope: bodyScope(function, file: file), depth: depth + 1) else {
                if styleSkipReason == nil {
                    styleSkipReason = "a text style from `\(local)`, provided a value the sources do not decide (\(location(value.offset ?? function.offset, in: Scope(parent: nil, file: file))))"
                }
                return nil
            }
            found += objects
        }
        return found
    }

    /// A member's value in an object: an object expression's initializer (read in the scope the expression
    /// stands in: Kotlin resolves a name to a local value before a member of the implicit receiver), or a
    /// class's `val` initializer.
    func themeMember(_ member: String, of object: KotlinExpression, scope: Scope) -> (KotlinExpression, Scope)? {
        switch object {
        case .name("object", nil, let offset):
            guard scope.file < program.files.count, let value = program.files[scope.file].anonymousObjects[offset]?[member] else { return nil }
            return (value, scope)
        case .call(let call):
            guard let declared = program.classProperties["\(call.name).\(member)"] else { return nil }
            return (declared.value, Scope(parent: nil, file: declared.file))
        default:
            return nil
        }
    }

    /// The scope of a function's body with its local values bound (`val typography = design.typography()`),
    /// its parameters unbound.
    func bodyScope(_ function: KotlinFunction, file: Int) -> Scope {
        let inner = Scope(parent: nil, file: file)
        for statement in function.body?.statements ?? [] {
            if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) }
        }
        return inner
    }

    /// A style an extension function of the app returns (`fun TextStyle.style(color: Color = …, fontWeight:
    /// FontWeight = FontWeight.Bold) = this.copy(color = color, fontWeight = fontWeight)`, `UI.typo.b2.style()`):
    /// its result read with `this` bound to the receiver and the arguments (or the defaults) to its parameters.
    /// Only a name the app declares one extension of (Kotlin chooses among extensions by the receiver's type).
    func extensionStyle(_ call: KotlinCall, scope: Scope, context: Context, depth: Int) -> ComposeMetrics.TypeStyle? {
        guard let receiver = call.receiver,
              let declared = program.functions[call.name]?.filter({ $0.function.hasReceiver && $0.function.body != nil }),
              declared.count == 1, let body = declared[0].function.body, let result = body.statements.last else { return nil }
        let inner = bindArguments(of: call, to: declared[0].function, file: declared[0].file, scope: scope)
        inner.bind("this", receiver, in: scope)
        for statement in body.statements.dropLast() {
            if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) }
        }
        return textStyle(result, scope: inner, context: context, depth: depth + 1)
    }
}
