/// Values the code builds and hands on: members called on `this` in an inherited body (Kotlin's virtual
/// dispatch), the result of the app's functions (`fun group(): Group = Group(title = …)`), lists of such
/// objects walked element by element, and `when (item) { is Switch -> … }` choosing the branch of the
/// object's class (Kotlin's `is` test on the class the code constructs).
extension ComposeScreenReader {
    /// The app function a call means: in code whose scope dispatches on a type (`Scope.dispatch`), a call
    /// without a receiver (or on `this`) is that type's member first, found up its supertypes (Kotlin:
    /// a member call on the implicit `this` is dispatched on the run-time class); else as
    /// `ComposeProgram.function(for:from:)` resolves it.
    func appFunction(for call: KotlinCall, scope: Scope, excluding: Set<String> = []) -> (file: Int, function: KotlinFunction)? {
        if let type = scope.dispatch, call.receiver == nil || call.receiver?.dottedPath == "this",
           let member = program.member(call.name, of: type, excluding: excluding) {
            return member
        }
        if let member = objectMember(for: call, scope: scope, excluding: excluding) { return member }
        return program.function(for: call, from: scope.file, excluding: excluding)
    }

    /// The member a call on one of the app's objects by its name means (`RegexPresets.label(preset)`): an object
    /// declaration is its class's one instance (Kotlin spec, "Object declarations"), so the call is that object's
    /// own member function, chosen among its overloads as any call (`ComposeProgram.applicable`); of an
    /// `expect`/`actual` object's members, one outside a desktop source set (the Android app's). Nil when the
    /// receiver names no object of the app, or the object declares no such member.
    func objectMember(for call: KotlinCall, scope: Scope, excluding: Set<String> = []) -> (file: Int, function: KotlinFunction)? {
        guard let path = call.receiver?.dottedPath, let object = path.split(separator: ".").last.map(String.init),
              program.objectNames.contains(object), scope.value(of: String(path.split(separator: ".")[0])) == nil,
              let declared = program.functions[call.name] else { return nil }
        let members = declared.filter { entry in
            guard !entry.function.hasReceiver, let owner = entry.function.owner, owner < program.files[entry.file].types.count else { return false }
            return program.files[entry.file].types[owner].name == object
        }
        var unqualified = call
        unqualified.receiver = nil
        let android = members.filter { !ComposeImporter.inDesktopSourceSet(program.files[$0.file].display) }
        return program.applicable(unqualified, among: android[...], from: scope.file, excluding: excluding)
            ?? program.applicable(unqualified, among: members[...], from: scope.file, excluding: excluding)
    }

    /// A call of a class's constructor: a name that starts with a capital, on no receiver or on the
    /// qualified name of its enclosing class (`Preference.Item.Switch(…)`: a nested class, whatever top-level
    /// functions of that name the app declares).
    static func isConstructorCall(_ call: KotlinCall) -> Bool {
        guard call.name.unicodeScalars.first?.properties.isUppercase == true else { return false }
        guard let receiver = call.receiver else { return true }
        guard let path = receiver.dottedPath else { return false }
        return path.split(separator: ".").last?.unicodeScalars.first?.properties.isUppercase == true
    }

    /// Whether a function returns a value (not `Unit`, not a component that shows its content): a declared
    /// type other than `Unit`, or an expression body whose expression is no composable of the app.
    func returnsValue(_ function: KotlinFunction) -> Bool {
        let type = function.returnType.replacingOccurrences(of: "?", with: "")
        if !type.isEmpty { return type != "Unit" }
        guard function.hasExpressionBody else { return false }
        if case .call(let call)? = function.body?.statements.last, call.receiver == nil,
           let declared = program.functions[call.name], declared.contains(where: { $0.function.isComposable }) { return false }
        return true
    }

    /// The expression an app function's call evaluates to (its expression body, or its body's last
    /// statement, the `return`), in the scope of its body with the call's arguments and its local values
    /// bound. Nil when the call is none of the app's value-returning functions. A member of the dispatch
    /// type keeps dispatching on it.
    func functionResult(_ call: KotlinCall, scope: Scope) -> (KotlinExpression, Scope)? {
        let reaches = call.receiver == nil || call.receiver?.dottedPath == "this" || reachesExtension(call)
        let typed = reaches ? nil : typedExtension(for: call, scope: scope)
        guard program.functions[call.name] != nil, reaches || typed != nil,
              textFunctionResults < Self.maximumTextFunctionResults,
              let (file, function) = typed ?? appFunction(for: call, scope: scope), returnsValue(function),
              let body = function.body, let result = body.statements.last else { return nil }
        textFunctionResults += 1
        markRead(ComposeProgram.identity(file: file, function))
        let inner = bindArguments(of: call, to: function, file: file, scope: scope)
        bindReceiver(of: call, to: function, from: scope, into: inner)
        if function.owner != nil { inner.dispatch = scope.dispatch }
        for statement in body.statements.dropLast() {
            if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) }
        }
        return (result, inner)
    }

    /// Whether a call on a receiver (`OptionId.Share.toOption()`) reaches one of the app's extension functions
    /// whatever the receiver's type: every extension of that name the app declares has one receiver type.
    /// Kotlin chooses among extensions of one name by the receiver's static type, which the reader does not
    /// know; where they all share it, the call's arguments choose among them (`ComposeProgram.applicable`).
    func reachesExtension(_ call: KotlinCall) -> Bool {
        guard call.receiver != nil, let declared = program.functions[call.name] else { return false }
        let types = Set(declared.lazy.filter { $0.function.hasReceiver && $0.function.body != nil }.map { $0.function.receiverType })
        return types.count == 1 && types.first?.isEmpty == false
    }

    /// The extension function of the app a call on a receiver means where the app declares extensions of that
    /// name on several receiver types (`fun Theme.label()`, `fun FontScale.label()`): Kotlin chooses by the
    /// receiver's static type, an extension being applicable on its receiver type and its subtypes (Kotlin
    /// spec, "Overload resolution", "Receivers"). The receiver's types as the sources declare them
    /// (`staticTypes`) must leave the extensions of one receiver type, among which the call's arguments choose
    /// (`ComposeProgram.applicable`). Nil when no type is decided or more than one receiver type stays.
    func typedExtension(for call: KotlinCall, scope: Scope, excluding: Set<String> = []) -> (file: Int, function: KotlinFunction)? {
        guard let receiver = call.receiver, let declared = program.functions[call.name] else { return nil }
        let cacheKey = "\(call.name)\u{1F}\(scope.file)"
        let seen: (extensions: [(file: Int, function: KotlinFunction)], types: Int, allTypes: Int)
        if let cached = visibleExtensions[cacheKey] {
            seen = cached
        } else {
            // A private top-level extension is visible only in its own file (Kotlin spec, "Declaration visibility").
            let extensions = declared.filter { $0.function.hasReceiver && $0.function.body != nil && !$0.function.receiverType.isEmpty
                && (!$0.function.isPrivate || $0.file == scope.file) }
            seen = (extensions, Set(extensions.map(\.function.receiverType)).count, Set(declared.map(\.function.receiverType)).count)
            visibleExtensions[cacheKey] = seen
        }
        let extensions = seen.extensions
        if seen.types == 1, seen.allTypes > 1 {
            return program.applicable(call, among: extensions[...], from: scope.file, excluding: excluding)
        }
        var budget = 256
        guard seen.types > 1, extensions.count <= Self.maximumStaticTypes, let types = staticTypes(receiver, scope: scope, budget: &budget),
              !types.isEmpty, types.count <= Self.maximumStaticTypes else { return nil }
        let applicable = extensions.filter { candidate in types.contains { program.isSubtype($0, of: candidate.function.receiverType) } }
        guard Set(applicable.map(\.function.receiverType)).count == 1 else { return nil }
        return program.applicable(call, among: applicable[...], from: scope.file, excluding: excluding)
    }

    /// The simple names of the classes an expression's static type can be, as the sources declare them; nil when
    /// they do not decide it. A name: its parameter's declared class (`Scope.declaredType`), else the value it is
    /// bound to. `Theme.Dark`: an entry of the app's enum `Theme` is of that enum; the app's object `Dark` nested
    /// in `Theme` is of `Theme` when it inherits it (a sealed type's object), else of itself. `state.theme`: the declared type of the property `theme` in the
    /// classes the receiver can be (itself or a supertype declaring it), else in every class of the app that
    /// declares a property of that name (a member access needs a class that declares it: Kotlin spec, "Member
    /// access"). A constructor call of an app class is that class; a branch, each branch's result.
    func staticTypes(_ expression: KotlinExpression, scope: Scope, depth: Int = 0, budget: inout Int) -> Set<String>? {
        budget -= 1
        guard depth < 16, budget > 0 else { return nil }
        switch expression {
        case .name("this", nil, _):
            guard let bound = scope.value(of: "this") else { return nil }
            return staticTypes(bound.value, scope: bound.scope, depth: depth + 1, budget: &budget)
        case .name(let name, nil, _):
            if let declared = scope.declaredType(of: name) { return [declared] }
            guard let bound = scope.value(of: name) else { return nil }
            return staticTypes(bound.value, scope: bound.scope, depth: depth + 1, budget: &budget)
        case .name(let member, let receiver?, _):
            if let path = receiver.dottedPath, let first = path.split(separator: ".").first, scope.value(of: String(first)) == nil,
               let owner = path.split(separator: ".").last.map(String.init) {
                if program.enumEntriesByType[owner]?.contains(member) == true { return [owner] }
                // A nested object inheriting its outer type (`sealed interface Section { data object Posts : Section }`):
                // the outer type, which tells it from other types' nested objects of the same simple name.
                if program.declaresType(owner), program.declaresType(member) { return program.isSubtype(member, of: owner) ? [owner] : [member] }
            }
            guard let declarations = program.propertyDeclarations[member], !declarations.isEmpty, declarations.count <= Self.maximumStaticTypes * 4 else { return nil }
            if let owners = staticTypes(receiver, scope: scope, depth: depth + 1, budget: &budget), owners.count <= Self.maximumStaticTypes {
                let declaring = declarations.filter { declaration in owners.contains { program.isSubtype($0, of: declaration.owner) } }
                if !declaring.isEmpty { return Set(declaring.map(\.type)) }
            }
            return Set(declarations.map(\.type))
        case .call(let call) where call.name == KotlinParser.smartCast:
            guard let receiver = call.receiver else { return nil }
            return staticTypes(receiver, scope: scope, depth: depth + 1, budget: &budget)
        case .call(let call) where Self.isConstructorCall(call) && program.functions[call.name] == nil:
            return program.declaresType(call.name) ? [call.name] : nil
        case .branches(let blocks, _):
            var result = Set<String>()
            for block in runnableBranches(blocks, scope: scope) {
                guard let last = block.statements.last, let types = staticTypes(last, scope: branchScope(block, scope: scope), depth: depth + 1, budget: &budget) else { return nil }
                result.formUnion(types)
            }
            return result.isEmpty ? nil : result
        default:
            return nil
        }
    }

    /// How many types a receiver may have, and how many extensions of one name are told apart by them (more is
    /// left undecided: the subtype checks stay bounded).
    static let maximumStaticTypes = 64

    /// `this` in an extension function's body (Kotlin spec, "Receivers"): the call's receiver, or, called
    /// without one, the caller's own `this` (the implicit receiver the call is made on).
    func bindReceiver(of call: KotlinCall, to function: KotlinFunction, from scope: Scope, into inner: Scope) {
        guard function.hasReceiver else { return }
        if let receiver = call.receiver { inner.bind("this", receiver, in: scope) }
        else if let outer = scope.value(of: "this") { inner.bind("this", outer.value, in: outer.scope) }
    }

    /// The qualified name of the app's object a `when` subject is (`this` bound to `OptionId.Share`), followed
    /// through names; nil when it is anything else.
    func objectPath(_ name: String, scope: Scope) -> String? {
        var current = scope.value(of: name)
        var hops = 0
        while let (value, valueScope) = current, hops < 16 {
            hops += 1
            switch value {
            case .name(let next, nil, _):
                current = valueScope.value(of: next)
            case .name(_, _?, _):
                guard let path = value.dottedPath, namesAppObject(path) else { return nil }
                return path
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether a qualified name is one of the app's objects: an object declaration (`OptionId.Share`, `data
    /// object Share : OptionId`) or an entry of its enum class (`Sort.Hot`; Kotlin docs, "Enum classes": "each
    /// enum constant is an object").
    func namesAppObject(_ path: String) -> Bool {
        let (qualifier, name) = Self.qualifierAndName(path)
        guard !qualifier.isEmpty else { return false }
        return program.objectNames.contains(name) || program.enumEntries.contains(Self.qualifierAndName(qualifier).1 + "." + name)
    }

    /// A qualified name's qualifier and last name (`OptionId.Share` → `OptionId`, `Share`).
    static func qualifierAndName(_ path: String) -> (String, String) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }

    /// The branch of `when (subject) { OptionId.Add -> …; OptionId.Share -> … }` Kotlin takes for a subject that
    /// is one of the app's objects or enum entries, written out (`OptionId.Share.toOption()` makes it `this`). A
    /// condition that is an expression holds when the subject `==` it (Kotlin spec, "When expressions": "the bound
    /// value is compared with the condition using equality"): the same qualified name is the same object, and
    /// another object or entry the app declares under the same qualifier is another one, never equal (an
    /// `object` is its one instance, compared by identity; a `data object`'s `equals` holds only for its own type,
    /// Kotlin docs "Data objects"; `Enum.equals` is identity, kotlin.Enum). The first branch that holds, else the `else` (`.some(nil)`: none shows). Nil when not decided:
    /// a subject that is no such object, a condition before the match that is anything else.
    func valueDispatchedBranch(_ blocks: [KotlinBlock], scope: Scope) -> KotlinBlock?? {
        guard let subject = blocks.first?.whenSubject, blocks.contains(where: { $0.valueTests != nil }),
              let value = objectPath(subject, scope: scope) else { return nil }
        let qualifier = Self.qualifierAndName(value).0
        guard !qualifier.isEmpty else { return nil }
        for (index, block) in blocks.enumerated() {
            guard let tests = block.valueTests else {
                // The last branch without a value test is the `else` (or the empty one of a `when` without it).
                guard index == blocks.count - 1 else { return nil }
                return .some(block.statements.isEmpty ? nil : block)
            }
            for written in tests {
                // An entry named alone (`Hot ->`, imported or resolved against the subject's type) is the
                // subject type's entry of that name where the app declares one.
                let test = !written.contains(".") && namesAppObject(qualifier + "." + written) ? qualifier + "." + written : written
                if test == value { return .some(block) }
                guard Self.qualifierAndName(test).0 == qualifier, namesAppObject(test) else { return nil }
            }
        }
        return .some(nil)
    }

    /// The blocks of a `when` that can run in `scope`: the one `valueDispatchedBranch` decides (none when it
    /// decides that none does), else all.
    func runnableBranches(_ blocks: [KotlinBlock], scope: Scope) -> [KotlinBlock] {
        guard let decided = valueDispatchedBranch(blocks, scope: scope) else { return blocks }
        return decided.map { [$0] } ?? []
    }

    /// The class of the object an expression is, when the code constructs it (followed through names and
    /// the app's functions' results) and the app declares the class; nil otherwise.
    func constructedType(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        switch expression {
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return nil }
            return constructedType(bound.value, scope: bound.scope, depth: depth + 1)
        case .call(let call) where Self.isConstructorCall(call) && (call.receiver != nil || program.functions[call.name] == nil):
            return program.declaresType(call.name) ? call.name : nil
        case .call(let call):
            guard let (result, resultScope) = functionResult(call, scope: scope) else { return nil }
            return constructedType(result, scope: resultScope, depth: depth + 1)
        case .branches(let blocks, _) where blocks.count == 1:
            // An element of `list.map { Row(it) }` (`mappedElements`): the object its one branch builds.
            guard let last = blocks[0].statements.last else { return nil }
            return constructedType(last, scope: branchScope(blocks[0], scope: scope), depth: depth + 1)
        default:
            return nil
        }
    }

    /// The branch of `when (subject) { is A -> …; is B -> … }` Kotlin takes for a subject whose class the
    /// code constructs (`constructedType`): the first whose type test the class passes (itself or one of its
    /// supertypes, as the app declares them), else the `else` (`.some(nil)`: none shows). Nil when not
    /// decided: no type tests, a subject of unknown class, a condition before the match that is no type test.
    func typeDispatchedBranch(_ blocks: [KotlinBlock], scope: Scope) -> KotlinBlock?? {
        guard let subject = blocks.first?.whenSubject, blocks.contains(where: { $0.typeTests != nil }),
              let bound = scope.value(of: subject), let type = constructedType(bound.value, scope: bound.scope) else { return nil }
        for (index, block) in blocks.enumerated() {
            guard let tests = block.typeTests else {
                // The last branch without a type test is the `else` (or the empty one of a `when` without it).
                guard index == blocks.count - 1 else { return nil }
                return .some(block.statements.isEmpty ? nil : block)
            }
            if tests.contains(where: { program.isSubtype(type, of: $0) }) { return .some(block) }
        }
        return .some(nil)
    }

    /// A loop over a list whose elements are not all read in one scope (`items.forEach { … }` with
    /// `items = provider()` and `fun provider() = listOf(Item(…), group())`), walked once per element with
    /// the loop's parameter bound to it: the first element shown, the others variants, as a loop over a
    /// written-out list (`bindElement`). Nil when the collection is no list the code writes out.
    func elementByElementNodes(_ call: KotlinCall, block: KotlinBlock, scope: Scope, context: Context) -> [AndroidViewNode]? {
        let collection: KotlinExpression?, position: Int
        if let index = Self.elementLoops[call.name] { collection = call.receiver; position = index }
        else if let index = Self.lazyItemLoops[call.name], call.receiver == nil { collection = call.argument("items", position: 0); position = index }
        else { return nil }
        guard !block.destructures, let collection, let values = collectionValues(collection, scope: scope), !values.isEmpty else { return nil }
        guard let name = block.parameters.indices.contains(position) ? block.parameters[position] : (position == 0 ? "it" : nil) else { return nil }
        var nodes: [AndroidViewNode] = []
        for (index, (value, valueScope)) in values.prefix(Self.maximumElementsWalked).enumerated() {
            let inner = Scope(parent: scope)
            inner.bind(name, value, in: valueScope)
            var branch = walk(block, scope: inner, context: context)
            if index > 0 { for position in branch.indices { branch[position].gone = true } }
            nodes += branch
        }
        return nodes
    }

    /// kotlinx.collections.immutable's `builder()` / `build()` (a persistent list's mutable builder and back):
    /// the same elements.
    static let listBuilderSteps: Set<String> = ["builder", "build"]

    /// kotlin.collections' map builders (and kotlinx.collections.immutable's): iterated, their entries.
    static let mapBuilders: Set<String> = ["mapOf", "mutableMapOf", "linkedMapOf", "hashMapOf", "persistentMapOf", "immutableMapOf", "sortedMapOf"]
    /// The name a map entry written out (`key to value`) is read as: `Map.Entry`'s `key` / `value`, `Pair`'s
    /// `first` / `second` (a map's `toList()`) are its two parts.
    static let entryName = "\u{1F}Entry"
    static let entryFields: [String: Int] = ["key": 0, "first": 0, "value": 1, "second": 1]

    /// kotlin.collections `buildList` / `buildSet`: the list its builder lambda fills (`add(x)`, `this += x`).
    static let listBuilders: Set<String> = ["buildList", "buildSet"]

    /// The elements a builder lambda adds (`add(x)` or `add(index, x)` on the list it builds, `this += x`), under
    /// every branch and scope function it runs (each may be added), at most `maximumElementsWalked`.
    func builtElements(_ builder: KotlinBlock) -> [KotlinExpression] {
        var found: [KotlinExpression] = []
        var stack = Array(builder.statements.reversed())
        var budget = 20_000
        while let expression = stack.popLast(), budget > 0, found.count < Self.maximumElementsWalked {
            budget -= 1
            switch expression {
            case .call(let call) where call.name == "add" && (call.receiver == nil || call.receiver?.dottedPath == "this"):
                if let value = call.arguments.last?.value { found.append(value) }
            case .other(let parts) where parts.count == 2 && parts[0].dottedPath == "this":
                found.append(parts[1])
            case .call(let call) where !Self.listBuilders.contains(call.name):
                if let lambda = call.trailingLambda { stack += lambda.statements.reversed() }
            case .lambda(let block): stack += block.statements.reversed()
            case .branches(let blocks, _): stack += blocks.flatMap(\.statements).reversed()
            default: break
            }
        }
        return found
    }

    /// How many elements of one list are walked one by one.
    static let maximumElementsWalked = 64

    /// The elements of a list the code writes out, each with the scope it is read in: `elements(of:)`'s, and
    /// those reached through a lambda invoked (`itemsProvider()`), an app function's result, a property of an
    /// object the code builds (`group.items`), and the calls that keep some of a list's elements.
    func collectionValues(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> [(KotlinExpression, Scope)]? {
        guard depth < 16 else { return nil }
        if let (found, foundScope) = elements(of: expression, scope: scope) { return found.map { ($0, foundScope) } }
        switch expression {
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return nil }
            return collectionValues(bound.value, scope: bound.scope, depth: depth + 1)
        case .name(_, _?, _):
            guard let fields = fieldValues(expression, scope: scope, depth: depth) else { return nil }
            var all: [(KotlinExpression, Scope)] = []
            for field in fields {
                guard let (value, valueScope) = field, let values = collectionValues(value, scope: valueScope, depth: depth + 1) else { return nil }
                all += values
            }
            return all
        case .call(let call) where (Self.elementFilters.contains(call.name) || Self.listBuilderSteps.contains(call.name)) && call.receiver != nil:
            return collectionValues(call.receiver!, scope: scope, depth: depth + 1)
        case .call(let call) where call.name == "filterIsInstance" && call.receiver != nil:
            // kotlin.collections `filterIsInstance<T>()`: the elements of class T (those whose class the code
            // constructs and the app declares a subtype of T; an element of unknown class is left out).
            guard let type = call.typeArguments.split(separator: ".").last.map(String.init), !type.isEmpty,
                  let values = collectionValues(call.receiver!, scope: scope, depth: depth + 1) else { return nil }
            return values.filter { value, valueScope in constructedType(value, scope: valueScope).map { program.isSubtype($0, of: type) } ?? false }
        case .call(let call) where (call.name == "apply" || call.name == "also") && call.receiver != nil && call.trailingLambda != nil:
            // `persistentListOf<T>().builder().apply { add(…) }`: the receiver's elements and those the lambda adds.
            guard let values = collectionValues(call.receiver!, scope: scope, depth: depth + 1) else { return nil }
            return values + builtElements(call.trailingLambda!).map { ($0, Scope(parent: scope)) }
        case .call(let call) where Self.mapBuilders.contains(call.name) && call.receiver == nil:
            // A map the code writes out (`mapOf(1 to a, 2 to b)`): its entries, each a pair of key and value.
            return call.arguments.filter { $0.label == nil }.map { argument in
                guard case .other(let parts) = argument.value, parts.count == 2 else { return (argument.value, scope) }
                return (.call(KotlinCall(name: Self.entryName, receiver: nil, arguments: parts.map { KotlinArgument(label: nil, value: $0) },
                                         offset: argument.value.offset ?? call.offset)), scope)
            }
        case .call(let call) where Self.listBuilders.contains(call.name) && call.receiver == nil:
            guard let builder = call.trailingLambda ?? call.arguments.last.flatMap({ if case .lambda(let block) = $0.value { block } else { nil } }) else { return nil }
            return builtElements(builder).map { ($0, Scope(parent: scope)) }
        case .call(let call) where call.receiver == nil && call.arguments.isEmpty && call.trailingLambda == nil:
            if let bound = scope.lookup(call.name), case .lambda(let block) = bound.value {
                guard let last = block.statements.last else { return nil }
                let inner = Scope(parent: bound.scope)
                for statement in block.statements.dropLast() { if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) } }
                return collectionValues(last, scope: inner, depth: depth + 1)
            }
            guard let (result, resultScope) = functionResult(call, scope: scope) else { return nil }
            return collectionValues(result, scope: resultScope, depth: depth + 1)
        case .call(let call):
            guard let (result, resultScope) = functionResult(call, scope: scope) else { return nil }
            return collectionValues(result, scope: resultScope, depth: depth + 1)
        default:
            return nil
        }
    }
}
