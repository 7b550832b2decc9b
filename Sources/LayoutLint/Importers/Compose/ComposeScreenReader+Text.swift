import Typesetter

/// The texts of a composable: which string a `Text` shows (a resource, followed through parameters and
/// local values; each `if`/`when` branch a variant) and the look its arguments and style give it.
extension ComposeScreenReader {
    /// What a text argument evaluates to: a string resource at the place it is named, or why not.
    enum TextValue {
        case resource(key: String, plural: Bool, location: SourceLocation)
        case skip(reason: String, location: SourceLocation)
        /// A resource the shown text takes in (a format argument, a string template's part): not laid out on
        /// its own, for `reason`, where it is named.
        case interpolated(key: String, reason: String, location: SourceLocation)
    }

    /// The resources the parts of a text take in (`stringResource(R.string.format, stringResource(R.string.x))`,
    /// `"${label.uppercase()} …"` with `label` a resource's text), each as `.interpolated` for `reason`.
    func interpolatedTexts(_ parts: [KotlinExpression], reason: String, scope: Scope, depth: Int) -> [TextValue] {
        // `formatArgs = arrayOf(stringResource(…))`: the collection's elements.
        let flattened = parts.prefix(16).flatMap { part -> [KotlinExpression] in
            if case .call(let call) = part, call.receiver == nil, Self.collectionBuilders.contains(call.name) { return call.arguments.map(\.value) }
            return [part]
        }
        return flattened.prefix(16).flatMap { part in
            textValues(part, scope: scope, depth: depth + 1).compactMap { value -> TextValue? in
                switch value {
                case .resource(let key, _, let place), .interpolated(let key, _, let place): return .interpolated(key: key, reason: reason, location: place)
                case .skip: return nil
                }
            }
        }
    }

    /// The values a text expression can take (one per branch), evaluated in `scope`.
    func textValues(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> [TextValue] {
        let here = location(expression.offset ?? 0, in: scope)
        guard depth < 24 else { return [.skip(reason: "a text passed through more than 24 parameters", location: here)] }
        switch expression {
        case .call(let call) where call.name == KotlinParser.smartCast:
            // `when (val x = subject)`: the subject.
            return call.receiver.map { textValues($0, scope: scope, depth: depth + 1) } ?? []
        case .call(let call) where resourceArgument(call) != nil && (call.receiver == nil || objectMember(for: call, scope: scope) == nil):
            // (`Labels.getString(preset)` on an object of the app is its member, no library's string loader.)
            guard let (argument, plural) = resourceArgument(call) else { return [] }
            // Texts given as format arguments are part of this text, not laid out on their own.
            let formatArguments = call.arguments.map(\.value).filter { $0 != argument && Self.mayBeText($0) }
            let interpolated = interpolatedTexts(formatArguments, reason: "a format argument of another text (its own text is laid out only inside it, at run time)",
                                                 scope: scope, depth: depth)
            // `stringResource(id = if (a) R.string.x else R.string.y)`, a parameter bound to one: one value
            // per branch, followed to where the key is named.
            return interpolated + resourceReferences(argument, scope: scope).map { reference, place in
                guard let resource = program.resource(reference) else {
                    if let reason = Self.skipReason(reference) { return .skip(reason: reason, location: here) }
                    return .skip(reason: "`\(call.name)` of a resource the sources do not name (a value computed at run time)", location: here)
                }
                // The element stands where the key is named (the unreached-site scan names the same place).
                let at = reference.offset.map { location($0, in: place) } ?? here
                if resource.plural || plural, let samples = Self.pluralCountSamples(call, resource: argument) {
                    countSamples["\(at.file):\(at.line):\(at.column)"] = samples
                }
                return .resource(key: resource.key, plural: resource.plural || plural, location: at)
            }
        case .call(let call) where Self.isIndexing(call):
            // `titles[page]`: each element the index can take of a list the code writes out; on anything else the
            // collection's own value, followed as before.
            if let (picked, pickedScope) = indexedElements(call, scope: scope) {
                return picked.flatMap { textValues($0, scope: pickedScope, depth: depth + 1) }
            }
            return textValues(call.receiver!, scope: scope, depth: depth + 1)
        case .call(let call) where Self.isComponent(call) && !componentValues(call, scope: scope).isEmpty:
            // A destructured component (`val (title, id) = …`, `forEach { (title, id) -> … }`): each value.
            return componentValues(call, scope: scope).flatMap { textValues($0.0, scope: $0.1, depth: depth + 1) }
        case .call(let call) where Self.sameText.contains(call.name) && call.receiver != nil:
            return call.receiver.map { textValues($0, scope: scope, depth: depth + 1) } ?? []
        case .call(let call) where Self.textBuilders.contains(call.name) && call.receiver == nil:
            // `buildAnnotatedString { withLink(…) { append(title) } }`: the text its builder appends.
            guard let (parts, partsScope) = builtText(call, scope: scope) else { break }
            if parts.count == 1 { return textValues(parts[0], scope: partsScope, depth: depth + 1) }
            let reason = "text built from parts with `\(call.name)` (laid out only as a whole, at run time)"
            return [.skip(reason: reason, location: here)] + interpolatedTexts(parts, reason: reason, scope: partsScope, depth: depth)
        case .call(let call) where call.name == "AnnotatedString" && call.receiver == nil && call.argument("text", position: 0) != nil:
            // androidx.compose.ui.text `AnnotatedString(text: String, …)`: the string it is built from, with
            // spans that style it (no words added or taken away).
            return call.argument("text", position: 0).map { textValues($0, scope: scope, depth: depth + 1) } ?? []
        case .string(let text, let templates, _):
            if templates.isEmpty { return [.skip(reason: "literal text (not a string resource)", location: here)] }
            let reason = "text built from a string template (\"\(text.replacingOccurrences(of: "\u{FFFC}", with: "…").prefix(40))\")"
            // A part that is a name (`${label}`, `${label.uppercase()}`, `$label`) bound to a resource's text.
            let names = templates.compactMap { template -> KotlinExpression? in
                let name = template.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? nil : .name(String(name), receiver: nil, offset: expression.offset ?? 0)
            }
            return [.skip(reason: reason, location: here)] + interpolatedTexts(names, reason: reason, scope: scope, depth: depth)
        case .name("null", nil, _):
            return []
        case .name where Self.skipReason(expression) != nil:
            return [.skip(reason: Self.skipReason(expression)!, location: here)]
        case .name(let name, nil, _):
            if let bound = scope.value(of: name) {
                return textValues(bound.value, scope: bound.scope, depth: depth + 1)
            }
        case .branches(let blocks, _):
            return runnableBranches(blocks, scope: scope).flatMap { block -> [TextValue] in
                guard let last = block.statements.last else { return [] }
                let inner = Scope(parent: scope)
                for statement in block.statements.dropLast() { if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) } }
                return textValues(last, scope: inner, depth: depth + 1)
            }
        case .name(_, _?, _):
            // `LocalStrings.current.actionSave`: an accessor's key (`ComposeAccessors`).
            if let values = accessorTexts(expression, scope: scope, depth: depth) { return values }
            // `snackbarData.visuals.message` inside a snackbar host: the message shown.
            if let (value, valueScope) = snackbarField(expression, scope: scope) { return textValues(value, scope: valueScope, depth: depth + 1) }
            // `item.title` of an object the code builds (`Item(title = stringResource(…))`): its argument.
            if let fields = fieldValues(expression, scope: scope, depth: depth) {
                return fields.flatMap { field -> [TextValue] in
                    guard let (value, valueScope) = field else {
                        return [.skip(reason: "a property of an object the sources do not build with it (`\(expression.dottedPath ?? "…")`)", location: here)]
                    }
                    return textValues(value, scope: valueScope, depth: depth + 1)
                }
            }
            // `option.displayLabel` with `option` of a type the reader does not know: the app's one extension of that name.
            if let (value, valueScope) = extensionGetterValue(expression, scope: scope) { return textValues(value, scope: valueScope, depth: depth + 1) }
        case .other(let parts) where parts.count == 2, .sum(let parts, _) where parts.count == 2:
            // `a ?: b`: either.
            return parts.flatMap { textValues($0, scope: scope, depth: depth + 1) }
        case .call(let call):
            if let values = accessorTexts(expression, scope: scope, depth: depth) { return values }
            if let values = resultTexts(of: call, scope: scope, depth: depth) { return values }
            if let values = invokedTexts(call, scope: scope, depth: depth) { return values }
        default:
            break
        }
        return [.skip(reason: "text from an expression the importer does not follow (a view-model value, a function result)", location: here)]
    }

    /// kotlin.text `buildString` and androidx.compose.ui.text `buildAnnotatedString`: a builder lambda whose
    /// `append`s make the text.
    static let textBuilders: Set<String> = ["buildAnnotatedString", "buildString"]

    /// The builder's calls that add no characters (androidx.compose.ui.text `AnnotatedString.Builder`: `pushStyle`,
    /// `pushLink`, `pushStringAnnotation`, `pushUrlAnnotation`, `pushTtsAnnotation`, `pop`, `addStyle`,
    /// `addLink`, `addStringAnnotation`, `addUrlAnnotation`, `addTtsAnnotation`: spans and annotations over
    /// the text appended).
    static let spanCalls: Set<String> = ["pushStyle", "pushLink", "pushStringAnnotation", "pushUrlAnnotation", "pushTtsAnnotation", "pop",
                                         "addStyle", "addLink", "addStringAnnotation", "addUrlAnnotation", "addTtsAnnotation"]

    /// The builder's calls whose lambda appends to the same builder under a span (AnnotatedString.kt `withStyle`,
    /// `withLink`, `withAnnotation`: `inline fun <R : Any> Builder.withStyle(style, block: Builder.() -> R): R`).
    static let spanScopes: Set<String> = ["withStyle", "withLink", "withAnnotation"]

    /// What a text builder appends, in order (`append(text)` on the builder, also inside `withStyle { … }`), with
    /// the scope its local values are bound in; nil when its lambda does anything else that may add text (a
    /// branch, a loop, `appendLine`, a call of the app's on the builder, `append(text, start, end)`), at most
    /// 2,000 statements.
    func builtText(_ call: KotlinCall, scope: Scope) -> ([KotlinExpression], Scope)? {
        guard let block = call.trailingLambda ?? call.lambdas.first, call.arguments.allSatisfy({ if case .lambda = $0.value { return true } else { return false } }) else { return nil }
        let inner = Scope(parent: scope)
        var parts: [KotlinExpression] = []
        var stack = Array(block.statements.reversed())
        var budget = 2_000
        while let statement = stack.popLast() {
            budget -= 1
            guard budget > 0 else { return nil }
            switch statement {
            case .call(let inside) where inside.receiver == nil || inside.receiver?.dottedPath == "this":
                if inside.name == "append" {
                    guard inside.arguments.count == 1, inside.trailingLambda == nil else { return nil }
                    parts.append(inside.arguments[0].value)
                } else if Self.spanScopes.contains(inside.name), let lambda = inside.trailingLambda {
                    stack += lambda.statements.reversed()
                } else if !Self.spanCalls.contains(inside.name) {
                    return nil
                }
            case .binding(let name, let value, _):
                inner.bind(name, value, in: inner)
            default:
                return nil
            }
        }
        return parts.isEmpty ? nil : (parts, inner)
    }

    /// The text of an accessor member used on a receiver of an accessor type (`ComposeAccessors`):
    /// `LocalStrings.current.actionSave` is its key, laid out where it is used; a function
    /// (`strings.daysAgo(count)`) is its body read with the call's arguments bound (format arguments as a
    /// direct `stringResource` call's). A name classes of the type give different keys is a skip. Nil when
    /// the expression is no such use.
    func accessorTexts(_ expression: KotlinExpression, scope: Scope, depth: Int) -> [TextValue]? {
        guard !program.accessors.isEmpty else { return nil }
        let resolution: ComposeAccessors.Resolution
        var call: KotlinCall?
        switch expression {
        case .name(let name, let receiver?, _):
            guard program.accessors.properties[name] != nil, let type = accessorType(receiver, scope: scope),
                  let found = program.accessors.resolve(name, on: type, call: false) else { return nil }
            resolution = found
        case .call(let used):
            guard let receiver = used.receiver, program.accessors.functions[used.name] != nil, let type = accessorType(receiver, scope: scope),
                  let found = program.accessors.resolve(used.name, on: type, call: true) else { return nil }
            resolution = found
            call = used
        default:
            return nil
        }
        let here = location(expression.offset ?? 0, in: scope)
        switch resolution {
        case .ambiguous:
            return [.skip(reason: ComposeAccessors.ambiguousReason, location: here)]
        case .member(let member):
            guard let call, let function = member.function, let body = function.body?.statements.first else {
                return [.resource(key: member.key, plural: member.plural, location: here)]
            }
            let inner = bindArguments(of: call, to: function, file: member.file, scope: scope)
            return textValues(body, scope: inner, depth: depth + 1).map { value in
                if case .resource(let key, let plural, _) = value { return .resource(key: key, plural: plural, location: here) }
                return value
            }
        }
    }

    /// The accessor type of a receiver (`ComposeAccessors.directType`), through the names bound in `scope`.
    func accessorType(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        if case .name(let name, nil, _) = expression, let bound = scope.value(of: name) {
            return accessorType(bound.value, scope: bound.scope, depth: depth + 1)
        }
        return program.accessors.directType(expression)
    }

    /// The texts an app function returns (`@Composable fun formatState(state: State) = stringResource(when
    /// (state) { … })`, `Text(formatState(torrent.state))`): its result expression (the expression body, or
    /// the last statement of a body declared to return a string, or one of the app's text classes: `fun
    /// Foo.displayText(): Text = R.string.x.asText()`, `ComposeProgram.returnsTextClass`) read with the call's
    /// arguments bound, each branch a value. Nil when the call is no such function.
    func resultTexts(of call: KotlinCall, scope: Scope, depth: Int) -> [TextValue]? {
        // On a receiver, only an extension function of the app (`sortType.label()`, `fun SortType?.label() =
        // when (this) { … }`, `ComposeProgram.applicable`): `this` in its body is the receiver. Kotlin chooses
        // among extensions of one name by the receiver's type, which the reader does not know: only a name
        // whose extensions the app declares on one receiver type is followed (`reachesExtension`).
        // A call on one of the app's objects is its member (`objectMember`).
        // Extensions of one name on several receiver types: the one the receiver's declared type chooses (`typedExtension`).
        let onObject = call.receiver != nil && objectMember(for: call, scope: scope) != nil
        let reaches = call.receiver == nil || onObject || reachesExtension(call)
        let typed = reaches ? nil : typedExtension(for: call, scope: scope)
        guard program.functions[call.name] != nil, reaches || typed != nil,
              let (file, function) = typed ?? appFunction(for: call, scope: scope),
              ComposeProgram.mayReturnText(function) || program.returnsTextClass(function),
              call.receiver == nil || onObject || function.hasReceiver, let result = function.body?.statements.last else { return nil }
        let identity = ComposeProgram.identity(file: file, function)
        guard !textFunctionsBeingRead.contains(identity), textFunctionResults < Self.maximumTextFunctionResults else { return nil }
        textFunctionResults += 1
        textFunctionsBeingRead.insert(identity)
        defer { textFunctionsBeingRead.remove(identity) }
        let inner = bindArguments(of: call, to: function, file: file, scope: scope)
        bindReceiver(of: call, to: function, from: scope, into: inner)
        // Local values of the body before its result (`val id = when (…) { … }; return stringResource(id)`).
        for statement in function.body?.statements.dropLast() ?? [] {
            if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) }
        }
        return textValues(result, scope: inner, depth: depth + 1)
    }

    /// `stringResource`, `pluralStringResource` and an app's own wrappers named alike
    /// (`annotatedStringResource`).
    /// A plural's format arguments that are its count (`pluralStringResource(R.plurals.pages, n, n)`): the count
    /// is an `Int` (androidx `pluralStringResource(id: Int, count: Int, vararg formatArgs: Any)`, moko's
    /// `pluralStringResource(resource, quantity: Int, vararg args)`, `Resources.getQuantityString(id, quantity,
    /// formatArgs)`), and a `%s` given an `Integer` shows `Integer.toString()`, digits (java.util.Formatter, "s":
    /// "the result is obtained by invoking arg.toString()"), not a name. By position, `%N$s` → the tool's
    /// integer sample; nil when no argument is the count (positional arguments only). A call without arguments
    /// on the count (`n.format()`, `n.toString()`: a function of the `Int`, the app's `fun Number.format() =
    /// numberFormat.format(this)`) writes that number too: the same sample.
    static func pluralCountSamples(_ call: KotlinCall, resource: KotlinExpression) -> [String: String]? {
        let arguments = call.arguments
        guard arguments.count >= 3, arguments.allSatisfy({ $0.label == nil }), arguments[0].value == resource else { return nil }
        // The same name or member path as the count (`n`, `state.count`): the same value.
        guard let count = arguments[1].value.dottedPath else { return nil }
        func isCount(_ expression: KotlinExpression) -> Bool {
            if expression.dottedPath == count { return true }
            guard case .call(let written) = expression, written.arguments.isEmpty, written.trailingLambda == nil else { return false }
            return written.receiver?.dottedPath == count
        }
        var samples: [String: String] = [:]
        for index in 2..<arguments.count where isCount(arguments[index].value) {
            samples["%\(index - 1)$s"] = String(Int(LabelText.defaultInteger))
        }
        return samples.isEmpty ? nil : samples
    }

    static func isStringResourceCall(_ name: String) -> Bool { name == "stringResource" || name.hasSuffix("StringResource") }

    /// The resource a call returns the text of, and whether it is a plural: a string API
    /// (`ComposeProgram.stringAPIs`, `stringResource(id = …)`), or one of the app's own wrappers
    /// (`ComposeProgram.stringWrappers`: the argument at the wrapper's parameter, or its receiver).
    func resourceArgument(_ call: KotlinCall) -> (KotlinExpression, Bool)? { program.resourceArgument(call) }

    /// The expressions a resource argument can be, each with the scope it is read in: names bound to a
    /// caller's argument or a local value followed, each `if`/`when` branch one.
    func resourceReferences(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> [(KotlinExpression, Scope)] {
        guard depth < 24 else { return [(expression, scope)] }
        switch expression {
        case .branches(let blocks, _):
            return runnableBranches(blocks, scope: scope).flatMap { block -> [(KotlinExpression, Scope)] in
                guard let last = block.statements.last else { return [] }
                return resourceReferences(last, scope: branchScope(block, scope: scope), depth: depth + 1)
            }
        case .name(let name, nil, _):
            if let bound = scope.value(of: name) {
                return resourceReferences(bound.value, scope: bound.scope, depth: depth + 1)
            }
        case .call(let call) where call.name == KotlinParser.smartCast:
            if let receiver = call.receiver { return resourceReferences(receiver, scope: scope, depth: depth + 1) }
        case .call(let call) where Self.isComponent(call):
            let values = componentValues(call, scope: scope)
            if !values.isEmpty { return values.flatMap { resourceReferences($0.0, scope: $0.1, depth: depth + 1) } }
        case .call(let call) where Self.isIndexing(call):
            // `stringResource(titles[page])`: each element the index can take of a list the code writes out.
            if let (picked, pickedScope) = indexedElements(call, scope: scope) {
                return picked.flatMap { resourceReferences($0, scope: pickedScope, depth: depth + 1) }
            }
            return resourceReferences(call.receiver!, scope: scope, depth: depth + 1)
        case .call(let call):
            // `stringResource(getTitleRes())` with `fun getTitleRes() = MR.strings.x`: the function's result.
            if let (result, resultScope) = functionResult(call, scope: scope) { return resourceReferences(result, scope: resultScope, depth: depth + 1) }
            // A text passed on as another text value (`label.asText()` with `label` a resource's text, `R.string.x.asText()`):
            // the resource it is the text of.
            if let (argument, _) = resourceArgument(call) { return resourceReferences(argument, scope: scope, depth: depth + 1) }
            // `it.label()`: a text value called (`invokedCallee`), the resource it holds.
            if let callee = invokedCallee(call, scope: scope) { return resourceReferences(callee, scope: scope, depth: depth + 1) }
        case .name(_, _?, _):
            // `stringResource(item.title)` with `Item(title = Res.string.x)`: the argument, one per object.
            if let fields = fieldValues(expression, scope: scope, depth: depth) {
                return fields.flatMap { field -> [(KotlinExpression, Scope)] in
                    guard let (value, valueScope) = field else { return [(expression, scope)] }
                    return resourceReferences(value, scope: valueScope, depth: depth + 1)
                }
            }
            if let (value, valueScope) = extensionGetterValue(expression, scope: scope) { return resourceReferences(value, scope: valueScope, depth: depth + 1) }
        default:
            break
        }
        return [(expression, scope)]
    }

    /// The values of `receiver.field` where the receiver is an object the code builds by calling its
    /// constructor with a labelled argument for the field (`Item(title = Res.string.x, …)`), followed through
    /// names (a loop's element is a branch per element: one value each); nil for a branch that is no such
    /// object. Nil as a whole when the receiver leads to no constructor call at all (not an object the code
    /// builds: a view-model value, a parameter of the screen).
    func fieldValues(_ expression: KotlinExpression, scope: Scope, depth: Int) -> [(KotlinExpression, Scope)?]? {
        guard case .name(let field, let receiver?, _) = expression, depth < 24 else { return nil }
        var found = false
        var result: [(KotlinExpression, Scope)?] = []
        var stack: [(KotlinExpression, Scope, Int)] = [(receiver, scope, 0)]
        var budget = 256
        // What a case's condition read, for its body (a reading has a cost: `functionResult` counts).
        var called: (KotlinExpression, Scope)?
        var carried: (KotlinExpression, Scope)??
        // The class the receiver's declaration gives it (`language: Language`), read on the one path before any branch.
        var declaredType: String?
        while let (value, valueScope, hops) = stack.popLast(), budget > 0, hops < 16 {
            budget -= 1
            switch value {
            case .name where { carried = carriedField(value, field: field, scope: valueScope); return carried != nil }():
                // `tab.title` with `tab` an entry of `enum class Tab(val title: Int)` or an object the app declares.
                found = true
                result.append(carried!)
            case .name(let name, nil, _):
                if declaredType == nil, stack.isEmpty, result.isEmpty { declaredType = valueScope.declaredType(of: name) }
                guard let bound = valueScope.lookup(name) else { result.append(nil); continue }
                if case .name(let same, nil, _) = bound.value, same == name, bound.scope === valueScope { result.append(nil); continue }
                stack.append((bound.value, bound.scope, hops + 1))
            case .branches(let blocks, _):
                for block in runnableBranches(blocks, scope: valueScope).reversed() {
                    if let last = block.statements.last { stack.append((last, branchScope(block, scope: valueScope), hops + 1)) }
                }
            case .call(let call) where Self.isComponent(call):
                let values = componentValues(call, scope: valueScope)
                if values.isEmpty { result.append(nil) }
                for (component, componentScope) in values.reversed() { stack.append((component, componentScope, hops + 1)) }
            case .call(let call) where Self.isIndexing(call):
                // `items[0].label`: the object (or each object) the index takes of a list the code writes out; an
                // element of a parameter declared a list of one of the app's classes is of that class.
                if declaredType == nil, stack.isEmpty, result.isEmpty, case .name(let list, nil, _)? = call.receiver {
                    declaredType = valueScope.declaredElementType(of: list)
                }
                if let (picked, pickedScope) = indexedElements(call, scope: valueScope) {
                    for element in picked.reversed() { stack.append((element, pickedScope, hops + 1)) }
                } else {
                    stack.append((call.receiver!, valueScope, hops + 1))
                }
            case .call(let call) where call.name == KotlinParser.smartCast:
                // `dialog.title` in `is Dialog.Error ->` of `when (val dialog = …)`: what each construction of the
                // type gives it (`ComposeSmartCasts`); else the subject's own value, followed.
                if let fields = smartCastFields(call, field: field, scope: valueScope) {
                    found = true
                    result += fields
                } else if let receiver = call.receiver {
                    stack.append((receiver, valueScope, hops + 1))
                } else {
                    result.append(nil)
                }
            case .call(let call) where call.name == Self.entryName:
                found = true
                if let position = Self.entryFields[field], position < call.arguments.count { result.append((call.arguments[position].value, valueScope)) } else { result.append(nil) }
            case .call(let call) where { called = functionResult(call, scope: valueScope); return called != nil }():
                // `getGroup()` with `fun getGroup(): Group = Group(title = …)`: the object its result builds (read
                // once: each reading counts against `maximumTextFunctionResults`).
                if let (result, resultScope) = called { stack.append((result, resultScope, hops + 1)) }
            case .call(let call) where Self.isConstructorCall(call) && (call.receiver != nil
                || program.functions[call.name] == nil || program.function(for: call, from: valueScope.file)?.function.isComposable == false):
                found = true
                // `Option(OptionId.Share, text)` with `data class Option(val id: OptionId, val text: String)`: a
                // positional argument is the constructor's parameter at its place.
                result.append(program.constructorArgument(call, field: field).map { ($0, valueScope) })
            default:
                result.append(nil)
            }
        }
        // A receiver of one of the app's classes whose value the walk does not know (a parameter, an element of a
        // list it is not given): the values the class's constructor calls give the property
        // (`ComposeProgram.hierarchyValues`), or why they are not decided, where the class declares the property;
        // else the app's extension property of that name on the class, read with `this` the receiver (a member
        // wins over an extension, and an extension is chosen by the receiver's static type: Kotlin spec, "Call
        // with an explicit receiver").
        if let declaredType, !found || result.contains(where: { if case .none = $0 { return true } else { return false } }) {
            switch program.hierarchyValues(of: declaredType, property: field) {
            case .values(let values):
                return values.map { ($0.value, Scope(parent: nil, file: $0.file)) }
            case .undecided(let reason) where program.hasMember(field, type: declaredType):
                // What the walk found stays; the values it did not find are skipped with the reason.
                let marker: (KotlinExpression, Scope) = (.name(Self.skipMarker + reason, receiver: nil, offset: expression.offset ?? 0), scope)
                return found ? result.map { $0 ?? marker } : [marker]
            case .undecided:
                if let getter = program.extensionGetters[declaredType + "." + field] {
                    let inner = Scope(parent: nil, file: getter.file)
                    inner.bind("this", receiver, in: scope)
                    return [(getter.value, inner)]
                }
            }
        }
        return found ? result : nil
    }

    /// The name `fieldValues` stands a property's value in with the reason it is not laid out (no Kotlin code can
    /// write a name that starts with U+0000): read as a skip with that reason.
    static let skipMarker = "\u{0}skip:"

    static func skipReason(_ expression: KotlinExpression) -> String? {
        guard case .name(let name, nil, _) = expression, name.hasPrefix(skipMarker) else { return nil }
        return String(name.dropFirst(skipMarker.count))
    }

    /// Whether an expression can be a text (not a number or a `count` literal): a format argument worth following.
    static func mayBeText(_ expression: KotlinExpression) -> Bool {
        switch expression {
        case .number: return false
        case .call(let call): return isStringResourceCall(call.name) || call.receiver != nil || call.name.first?.isLowercase == true
        default: return true
        }
    }

    /// Calls on a text that keep its words (`toAnnotatedString()` wraps it, `uppercase()` changes case; kotlin's
    /// `takeIf`/`takeUnless` return the receiver itself or null, Standard.kt: "Returns `this` value if it satisfies
    /// the given predicate or `null`").
    static let sameText: Set<String> = ["toAnnotatedString", "uppercase", "lowercase", "toUpperCase", "toLowerCase", "trim", "toString", "orEmpty", "capitalize",
                                        "takeIf", "takeUnless"]

    /// The case Kotlin's string calls give a text (kotlin.text `String.uppercase()` / `lowercase()`, and the
    /// deprecated `toUpperCase()` / `toLowerCase()`: every character mapped, as `Character.toUpperCase`
    /// does); the outermost call wins.
    static let caseCalls: [String: TextTransform] = ["uppercase": .uppercase, "toUpperCase": .uppercase,
                                                     "lowercase": .lowercase, "toLowerCase": .lowercase]

    /// The case transform a text expression applies to the string it shows (`stringResource(…).uppercase()`,
    /// also through a local value or a parameter), or nil when it applies none.
    func caseTransform(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> TextTransform? {
        guard depth < 24 else { return nil }
        switch expression {
        case .call(let call) where Self.sameText.contains(call.name) && call.receiver != nil:
            if let transform = Self.caseCalls[call.name] { return transform }
            return call.receiver.flatMap { caseTransform($0, scope: scope, depth: depth + 1) }
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return nil }
            return caseTransform(bound.value, scope: bound.scope, depth: depth + 1)
        default:
            return nil
        }
    }

    /// A `maxLines =` value: a number, `Int.MAX_VALUE` (no limit), or a value passed in; nil when undecided.
    func lineLimit(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> Int?? {
        guard depth < 16 else { return nil }
        if let value = ComposeScreenReader.plainNumber(expression), value >= 1, value < 1_000_000 { return .some(Int(value)) }
        if expression.dottedPath == "Int.MAX_VALUE" { return .some(nil) }
        if case .name(let name, nil, _) = expression, let bound = scope.lookup(name) {
            return lineLimit(bound.value, scope: bound.scope, depth: depth + 1)
        }
        return nil
    }

    /// The dotted path an argument names, following parameters and local values to what they are bound to
    /// (`overflow = overflow` in an app's wrapper of `Text`).
    func resolvedPath(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        if case .name(let name, nil, _) = expression, let bound = scope.value(of: name) {
            return resolvedPath(bound.value, scope: bound.scope, depth: depth + 1)
        }
        return expression.dottedPath
    }

    /// A `Text(…)` call's nodes: one per value its text can take (the first shown, the others variants).
    func textNodes(_ call: KotlinCall, scope: Scope, context: Context) -> [AndroidViewNode] {
        guard let textArgument = call.argument("text", position: 0) else {
            skipped.append(SkippedElement(id: uniqueID("Text@\(location(call.offset, in: scope).line)"), reason: "a Text with no text argument", location: location(call.offset, in: scope)))
            return []
        }
        var nodes: [AndroidViewNode] = []
        var shown: [TextValue] = []
        // A value the text already takes (the same key, or the same reason not to lay it out: a view model that builds
        // one dialog state with the same title at several places) is the same layout: measured once.
        var seen = Set<String>()
        for value in textValues(textArgument, scope: scope) {
            switch value {
            case .interpolated(let key, let reason, let place):
                skipped.append(SkippedElement(id: uniqueID("\(key)@\(place.line)"), reason: reason, location: place, key: key))
            case .resource(let key, let plural, _):
                if seen.insert("k\u{1F}\(key)\u{1F}\(plural)").inserted { shown.append(value) }
            case .skip(let reason, _):
                if seen.insert("s\u{1F}\(reason)").inserted { shown.append(value) }
            }
        }
        // One `Text` shows one of its values at a time: measured as shown, a value hides the others.
        let group = shown.count > 1 ? nextAlternativeGroup() : nil
        for (index, value) in shown.enumerated() {
            var node = AndroidViewNode(kind: .text, tag: "Text")
            // `Text(text, modifier, …)` (androidx.compose.material3 Text.kt): the modifier is the second parameter.
            applyModifier(call.argument("modifier", position: 1), scope: scope, to: &node, context: context)
            node.gone = index > 0
            if let group { node.alternatives = [AndroidViewNode.Alternative(group: group, branch: index)] }
            switch value {
            case .interpolated:
                continue
            case .skip(let reason, let place):
                let id = uniqueID("Text@\(place.line)")
                skipped.append(SkippedElement(id: id, reason: reason, location: place))
                node.textWidthUnknown = "a neighbouring text that is not laid out: \(reason)"
            case .resource(let key, let plural, let place):
                let id = uniqueID("\(key)@\(place.line)")
                var element = LayoutElement(id: id, location: place)
                element.key = key
                element.kind = context.kind
                element.keyLocations["key"] = place
                if let samples = countSamples["\(place.file):\(place.line):\(place.column)"] { element.samples = samples }
                if let transform = caseTransform(textArgument, scope: scope) { element.textTransform = transform }
                switch look(call, scope: scope, context: context, into: &element) {
                case .some(let reason):
                    skipped.append(SkippedElement(id: id, reason: reason, location: place, key: key))
                    node.textWidthUnknown = "a neighbouring text that is not laid out: \(reason)"
                case .none:
                    if plural { notes[id, default: []].append("plural resource: each quantity is a value of the key") }
                    if case .dp(let width) = node.width, width - node.paddingStart - node.paddingEnd >= AndroidMeasurePass.narrowestText {
                        element.width = width - node.paddingStart - node.paddingEnd
                    }
                    node.elementID = id
                    elements.append(element)
                }
            }
            nodes.append(counted(node))
        }
        return nodes
    }

    /// Sets the element's font, lines and alignment from the `Text`'s arguments over the style; returns
    /// why the text cannot be laid out, if it cannot.
    func look(_ call: KotlinCall, scope: Scope, context: Context, into element: inout LayoutElement) -> String? {
        if reactsToOverflow(call, scope: scope) { return Self.overflowReactionReason }
        var style = context.style
        if let styleArgument = call.argument("style") {
            styleSkipReason = nil
            guard let resolved = textStyle(styleArgument, scope: scope, context: context) else {
                return styleSkipReason ?? "a text style the sources do not decide"
            }
            style = resolved
        }
        guard let arguments = styleArguments(call, scope: scope) else { return "a `fontSize` the sources do not decide" }
        program.apply(textStyleArguments: arguments, to: &style)
        element.size = style.size
        element.scales = true
        // The text's color (material3 Text.kt: `color: Color = Color.Unspecified`, the third parameter; unspecified
        // takes the style's, else `LocalContentColor`): a color written here is one the theme decides at run time
        // (`MaterialTheme.colorScheme.primary`, dynamic color), so two texts written with different colors may
        // still be told apart by it (`HierarchyGroups.colorReason`), as Android views' `textColor` attributes.
        if let colorArgument = call.argument("color", position: 2) {
            let written = resolvedPath(colorArgument, scope: scope) ?? "an expression at offset \(colorArgument.offset ?? call.offset)"
            if written != "Color.Unspecified" { element.declaredColor = written }
        }
        element.followsFontScale = !context.desktop
        element.weight = style.weight
        element.italic = style.italic
        if let reason = font(style, into: &element) { return reason }
        if style.letterSpacing != 0 { element.letterSpacing = style.letterSpacing }
        // Compose's `lineHeight` (sp) is the line box at every font scale, scaled with the text; a declared
        // line height is one fixed box at every size category in the linter's model, which at large scales
        // would report the text's own ink as clipped. The font's line boxes are used instead, as for
        // Android views (`lineHeight` there is spacing, not the box), and the style's value is noted.
        if let lineHeight = style.lineHeight { notes[element.id, default: []].append("lineHeight \(lineHeight)sp (not modelled: the font's own line boxes are used)") }
        element.includeFontPadding = style.includeFontPadding
        // A composable draws outside its bounds unless a modifier clips it (`Modifier.clipToBounds`; Compose's
        // `graphicsLayer` has `clip = false` by default): a text's ink beyond its line block overlaps only a
        // neighbour that stands there, which the reader does not place vertically.
        element.verticalRoomUnknown = "a composable draws outside its bounds unless clipped, and what stands below or above it is not placed"
        notes[element.id, default: []].append(style.source)
        if let argument = call.argument("maxLines") {
            guard let limit = lineLimit(argument, scope: scope) else { return "a `maxLines` the sources do not decide" }
            if let limit {
                element.maxLines = limit
                element.keyLocations["maxLines"] = location(argument.offset ?? call.offset, in: scope)
            }
        }
        // `softWrap = false`: the text is one line (Text.kt: lines are only broken where soft wrap allows).
        let softWrap = call.argument("softWrap").flatMap { resolvedPath($0, scope: scope) } != "false"
        if !softWrap { element.maxLines = 1 }
        // How the text ends where it is cut (material3 Text.kt: `overflow: TextOverflow = TextOverflow.Clip`):
        // `Clip` and `Visible` draw no mark (the lines past `maxLines` are not laid out; `Visible` only lets
        // the ink cross the box), the ellipses end with "…". One line that does not wrap is cut at the box's edge.
        let overflow = call.argument("overflow").map { resolvedPath($0, scope: scope) ?? "" } ?? "TextOverflow.Clip"
        switch overflow.split(separator: ".").last.map(String.init) ?? "" {
        case "Clip": element.overflow = softWrap ? .clip : .clipEdge
        case "Visible":
            element.overflow = softWrap ? .clip : .clipEdge
            notes[element.id, default: []].append("overflow = Visible: text past the box is drawn outside it")
        case "Ellipsis", "StartEllipsis", "MiddleEllipsis": element.overflow = .ellipsis
        default: notes[element.id, default: []].append("an `overflow` the sources do not decide: the message shows the text ellipsized")
        }
        if let align = call.argument("textAlign")?.dottedPath?.split(separator: ".").last {
            let alignments: [Substring: TextAlignment] = ["Start": .leading, "End": .trailing, "Center": .center, "Left": .left, "Right": .right, "Justify": .justified]
            if let alignment = alignments[align] { element.alignment = alignment }
        }
        return nil
    }

    /// Sets the element's family from the style's font: the platform's (Roboto), the app's font file when
    /// the project holds it (`ComposeFonts`), else Roboto standing in for it where a published metric says
    /// how far the two are (`AppFontStandIns`); returns why the text cannot be laid out otherwise.
    func font(_ style: ComposeMetrics.TypeStyle, into element: inout LayoutElement) -> String? {
        let platform = AndroidTextModel.fontFamily(targetSdk: targetSdk)
        element.family = platform
        // The family's face of the style's weight when it lists one (FontMatcher.kt `matchFont`: a font of the
        // requested weight is chosen before any other, CSS Fonts 4 §5.2), else its first.
        guard let resource = style.fontFaces.first(where: { $0.weight == style.weight && $0.italic == style.italic }) ?? style.fontResource else { return nil }
        if let path = program.fontFiles[resource.name] {
            element.family = FontLibrary.FileFamily(fallback: platform, weight: resource.weight, italic: false, path: path).name
            notes[element.id, default: []].append("font \(resource.reference): \(path)")
            return nil
        }
        guard let standIn = AppFontStandIns.standIn(forResource: resource.name, named: resource.reference, weight: style.weight) else {
            return "its font \(resource.reference) is not in the project, and no published metric says how far Roboto draws from it (a checkout without the app's font files)"
        }
        element.fontStandIn = standIn
        notes[element.id, default: []].append(standIn.phrase)
        return nil
    }

    /// A call's style arguments with a `fontSize` named by a constant of the app (`fontSize = TitleFontSize` with
    /// `val TitleFontSize = 16.sp`) or a parameter bound to one replaced by its value (`TextUnit.Unspecified`
    /// dropped: the style's size stays); nil when a `fontSize` is none the sources decide (no size to guess).
    func styleArguments(_ call: KotlinCall, scope: Scope) -> [KotlinArgument]? {
        var arguments = call.arguments
        // `fontWeight = fontWeight` in an app's function: the value the parameter or local value is bound to.
        for index in arguments.indices where Self.followedStyleArguments.contains(arguments[index].label ?? "") {
            var value = arguments[index].value, valueScope = scope, hops = 0
            while hops < 16, case .name(let name, nil, _) = value, let bound = valueScope.value(of: name) {
                value = bound.value
                valueScope = bound.scope
                hops += 1
            }
            arguments[index].value = value
        }
        for index in arguments.indices where arguments[index].label == "fontSize" {
            let value = arguments[index].value
            if value.dottedPath == "TextUnit.Unspecified" { arguments[index].label = nil; continue }
            guard let size = sp(value, scope: scope) else { return nil }
            let offset = value.offset ?? call.offset
            arguments[index].value = .other([.number(size, offset: offset), .name("sp", receiver: nil, offset: offset)])
        }
        return arguments
    }

    /// The style arguments whose names are followed to their values (`fontSize` has its own: `sp`).
    static let followedStyleArguments: Set<String> = ["fontWeight", "fontStyle", "fontFamily"]

    /// A length in sp: `16.sp`, a constant of the app (top level or an `object`'s), a parameter bound to one.
    func sp(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        if let value = ComposeProgram.number(expression, unit: "sp") { return value }
        if case .name(let name, nil, _) = expression {
            if let bound = scope.value(of: name) { return sp(bound.value, scope: bound.scope, depth: depth + 1) }
            if let property = program.properties[name] { return sp(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1) }
        }
        if case .name(let name, let receiver?, _) = expression, let owner = receiver.dottedPath?.split(separator: ".").last,
           let property = program.objectProperties["\(owner).\(name)"] {
            return sp(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1)
        }
        return nil
    }

    /// Whether an expression is `null` on every path the walk reads it on: the literal, a name bound to it, or a
    /// property of an object the code builds with a constructor call that does not give it where the class's
    /// primary constructor declares it `= null` (`ComposeProgram.constructorNullDefaults`), followed through names
    /// and each branch (a loop's element over a list the code writes out, `mappedElements`); at most 256 steps.
    func nullValued(_ expression: KotlinExpression, scope: Scope) -> Bool {
        var budget = 256
        return nullValued(expression, field: nil, scope: scope, depth: 0, budget: &budget)
    }

    private func nullValued(_ expression: KotlinExpression, field: String?, scope: Scope, depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard depth < 16, budget > 0 else { return false }
        switch expression {
        case .name("null", nil, _):
            return field == nil
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return false }
            return nullValued(bound.value, field: field, scope: bound.scope, depth: depth + 1, budget: &budget)
        case .name(let property, let receiver?, _) where field == nil:
            return nullValued(receiver, field: property, scope: scope, depth: depth + 1, budget: &budget)
        case .branches(let blocks, _) where field != nil:
            guard !blocks.isEmpty else { return false }
            for block in blocks {
                guard let last = block.statements.last,
                      nullValued(last, field: field, scope: branchScope(block, scope: scope), depth: depth + 1, budget: &budget) else { return false }
            }
            return true
        case .call(let call) where field != nil && Self.isConstructorCall(call) && program.functions[call.name] == nil:
            if let given = program.constructorArgument(call, field: field!) { return nullValued(given, field: nil, scope: scope, depth: depth + 1, budget: &budget) }
            return program.constructorNullDefaults[call.name]?.contains(field!) == true
        default:
            return false
        }
    }

    /// A `style =` value: a role of the type scale, `TextStyle(…)`, `.copy(…)`, a value passed in, the side of an elvis
    /// the sources decide.
    func textStyle(_ expression: KotlinExpression, scope: Scope, context: Context, depth: Int = 0) -> ComposeMetrics.TypeStyle? {
        guard depth < 16 else { return nil }
        switch expression {
        case .name(let name, let receiver, _):
            if receiver == nil, let bound = scope.lookup(name) { return textStyle(bound.value, scope: bound.scope, context: context, depth: depth + 1) }
            if receiver == nil, let property = program.properties[name] {
                return textStyle(property.value, scope: Scope(parent: nil, file: property.file), context: context, depth: depth + 1)
            }
            if expression.dottedPath == "LocalTextStyle.current" { return context.style }
            if let receiver, receiver.dottedPath?.hasSuffix("typography") == true, let style = typeStyle(name) { return style }
            if case .call(let call)? = receiver, call.receiver == nil, call.arguments.isEmpty,
               program.typographyFunctions.contains(call.name) { return typeStyle(name) }
            // A member of the app's own theme object (`UI.typo.b2`, `LocalTypo.current.b2`: ComposeScreenReader+ThemeValues).
            if let receiver { return themeStyle(name, of: receiver, scope: scope, context: context, depth: depth) }
            return nil
        case .call(let call) where call.name == "copy" || call.name == "merge":
            guard let receiver = call.receiver, var base = textStyle(receiver, scope: scope, context: context, depth: depth + 1) else { return nil }
            if call.name == "merge", let other = call.arguments.first?.value {
                guard let merged = textStyle(other, scope: scope, context: context, depth: depth + 1) else { return nil }
                base = merged
            }
            guard let arguments = styleArguments(call, scope: scope) else { return nil }
            program.apply(textStyleArguments: arguments, to: &base)
            return base
        case .other(let parts) where parts.count == 2:
            // `item.labelStyle ?: MaterialTheme.typography.bodyLarge`: Kotlin's elvis is its right side where the left
            // is `null` (spec, "Elvis operator expressions"), else the left (the one binary expression a `TextStyle`
            // argument can be; `+` merges are a `sum`). A left side the sources leave `null` (`nullValued`) gives
            // the right side's style; any other, the left's own, where decided.
            if nullValued(parts[0], scope: scope) { return textStyle(parts[1], scope: scope, context: context, depth: depth + 1) }
            return textStyle(parts[0], scope: scope, context: context, depth: depth + 1)
        case .call(let call) where call.name == "TextStyle":
            // TextStyle's unspecified size is 14 sp once resolved (TextStyle.kt `resolveDefaults`: DefaultFontSize).
            var style = ComposeMetrics.TypeStyle(size: 14, lineHeight: nil, weight: 400, letterSpacing: 0, source: "TextStyle(…) at \(location(call.offset, in: scope))")
            guard let arguments = styleArguments(call, scope: scope) else { return nil }
            program.apply(textStyleArguments: arguments, to: &style)
            return style
        case .call(let call) where call.receiver != nil:
            return extensionStyle(call, scope: scope, context: context, depth: depth)
        default:
            return nil
        }
    }
}

/// A `Text` whose `onTextLayout` reads whether it was cut (androidx.compose.ui.text `TextLayoutResult`:
/// `hasVisualOverflow`, `didOverflowWidth`, `didOverflowHeight`) shows what the app decides when it does not fit
/// (a larger app bar, a "more" button): its cut is the app's to handle, so it is skipped with the reason; what the
/// app shows instead is laid out where the sources say (a branch of their own).
extension ComposeScreenReader {
    static let overflowReactionReason = "a text whose cut the app reacts to (`onTextLayout` reads `hasVisualOverflow`): what shows when it does not fit is decided at run time"
    static let overflowProperties: Set<String> = ["hasVisualOverflow", "didOverflowWidth", "didOverflowHeight"]

    func reactsToOverflow(_ call: KotlinCall, scope: Scope) -> Bool {
        guard let argument = call.argument("onTextLayout"), let (block, _) = lambdaValue(argument, scope: scope) else { return false }
        var stack = block.statements
        var budget = 2_000
        while let expression = stack.popLast(), budget > 0 {
            budget -= 1
            switch expression {
            case .name(let name, let receiver, _):
                if Self.overflowProperties.contains(name) { return true }
                if let receiver { stack.append(receiver) }
            case .call(let inner):
                if let receiver = inner.receiver { stack.append(receiver) }
                stack += inner.arguments.map(\.value)
                if let lambda = inner.trailingLambda { stack += lambda.statements }
            case .binding(_, let value, _): stack.append(value)
            case .lambda(let inner): stack += inner.statements
            case .branches(let blocks, _): stack += blocks.flatMap(\.statements)
            case .other(let children), .sum(let children, _): stack += children
            default: break
            }
        }
        return false
    }
}
