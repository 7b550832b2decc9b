/// An app's string accessors: members of its classes, objects and interfaces whose body is exactly one
/// string-resource call (`override val actionSave: String @Composable get() = stringResource(Res.string.action_save)`,
/// `fun daysAgo(count: Int): String = pluralStringResource(Res.plurals.days_ago, count, count)`), the Compose
/// counterpart of a generated accessor (SwiftGen's `L10n.actionSave`): each is a fixed mapping from its name
/// to its key. A use `receiver.member` shows that key's text where the receiver's type is decided by the
/// sources: a `CompositionLocal`'s `.current` of an accessor type (androidx.compose.runtime
/// `CompositionLocal.kt`: `compositionLocalOf<T>` / `staticCompositionLocalOf<T>` provide a `T`, read with
/// `.current`), an accessor `object`, a constructor call, a parameter declared of the type, or a local value
/// bound to one of those. A member call is dispatched on the run-time class (Kotlin spec, "Overriding"): the
/// name resolves to a key when every class of the receiver's type hierarchy that implements it gives the same
/// key; two classes with different keys leave which one shows to run time (a skip with the reason).
struct ComposeAccessors {
    /// One accessor member: where it is declared and the key its body names.
    struct Member: Hashable {
        var owner: String
        var name: String
        var key: String
        var plural: Bool
        var file: Int
        /// Where the key is named in the member's body.
        var reference: Int
        /// A function's declaration (its parameters take the call's format arguments); nil for a property.
        var function: KotlinFunction?
    }

    enum Resolution {
        case member(Member)
        /// Classes of the receiver's type give the name different keys.
        case ambiguous([Member])
    }

    /// Properties by name, functions by name.
    private(set) var properties: [String: [Member]] = [:]
    private(set) var functions: [String: [Member]] = [:]
    /// Type name → the names its declarations list as supertypes, and the inverse.
    private var supertypes: [String: Set<String>] = [:]
    private var subtypes: [String: Set<String>] = [:]
    private var objects = Set<String>()
    private var classes = Set<String>()
    /// Every type a receiver can have for a member to be an accessor: the owners, their supertypes and
    /// subtypes.
    private(set) var types = Set<String>()
    /// `CompositionLocal` properties (top level or object members) by name → the accessor type they provide.
    private(set) var locals: [String: String] = [:]
    /// File index → offsets of the references accessor bodies name (their declarations are no use sites).
    private(set) var references: [Int: Set<Int>] = [:]
    /// Type name → itself and its supertypes / subtypes, transitively (`related`).
    private var ancestors: [String: Set<String>] = [:]
    private var descendants: [String: Set<String>] = [:]
    /// `resolve`'s answers, by type, name and kind (each use of one name asks the same question).
    private var resolutions: [String: Resolution?] = [:]
    /// Type name → the members its declarations name (abstract ones too).
    private var declaredMembers: [String: Set<String>] = [:]

    /// A parameter of an accessor type the walk was given no value for is bound to this name and the type.
    static let parameterPrefix = "\u{1F}accessor:"
    /// How many types one family search visits (a hostile hierarchy stays bounded).
    static let maximumFamily = 4_096
    /// androidx.compose.runtime `CompositionLocal.kt`: the functions that create a `ProvidableCompositionLocal<T>`.
    static let compositionLocalFactories: Set<String> = ["compositionLocalOf", "staticCompositionLocalOf", "compositionLocalWithComputedDefaultOf"]

    var isEmpty: Bool { properties.isEmpty && functions.isEmpty }

    init() {}

    init(_ program: ComposeProgram) {
        var owners = Set<String>()
        for (fileIndex, file) in program.files.enumerated() {
            for type in file.types {
                supertypes[type.name, default: []].formUnion(type.supertypes)
                declaredMembers[type.name, default: []].formUnion(type.members)
                for supertype in type.supertypes { subtypes[supertype, default: []].insert(type.name) }
                switch type.kind {
                case .object: objects.insert(type.name)
                case .classType: classes.insert(type.name)
                case .interface: break
                }
            }
            for getter in file.getters {
                guard let owner = getter.owner, Self.mayBeText(getter.type),
                      let (key, plural, reference) = Self.resource(of: getter.value, program: program) else { continue }
                let member = Member(owner: file.types[owner].name, name: getter.name, key: key, plural: plural, file: fileIndex, reference: reference)
                properties[getter.name, default: []].append(member)
                references[fileIndex, default: []].insert(reference)
                owners.insert(member.owner)
            }
            for function in file.functions {
                guard let owner = function.owner, let body = function.body, body.statements.count == 1, ComposeProgram.mayReturnText(function),
                      let (key, plural, reference) = Self.resource(of: body.statements[0], program: program) else { continue }
                let member = Member(owner: file.types[owner].name, name: function.name, key: key, plural: plural, file: fileIndex,
                                    reference: reference, function: function)
                functions[function.name, default: []].append(member)
                references[fileIndex, default: []].insert(reference)
                owners.insert(member.owner)
            }
        }
        guard !owners.isEmpty else { return }
        for owner in owners.sorted() where !types.contains(owner) { types.formUnion(related(owner, up: true).union(related(owner, up: false))) }
        for file in program.files {
            for property in file.properties {
                guard case .call(let call) = property.value, Self.compositionLocalFactories.contains(call.name),
                      let type = providedType(call, declared: property.type), types.contains(type) else { continue }
                if locals[property.name] == nil { locals[property.name] = type }
            }
        }
    }

    /// A declared type that can hold a text (`String`, `String?`, none written).
    static func mayBeText(_ type: String) -> Bool {
        let plain = type.replacingOccurrences(of: "?", with: "")
        return plain.isEmpty || plain == "String" || plain == "kotlin.String" || plain == "CharSequence" || plain == "AnnotatedString"
    }

    /// The key an accessor body names: one string-resource call (`stringResource(Res.string.x)`, a plural,
    /// an app's wrapper) given the resource itself; its key, whether it is a plural, where the key is named.
    static func resource(of expression: KotlinExpression, program: ComposeProgram) -> (String, Bool, Int)? {
        guard case .call(let call) = expression, let (argument, plural) = program.resourceArgument(call),
              let resource = program.resource(argument), let offset = argument.offset else { return nil }
        return (resource.key, resource.plural || plural, offset)
    }

    /// The type a `compositionLocalOf` call provides: its type argument, the declared type's
    /// (`ProvidableCompositionLocal<Strings>`), else what its default lambda builds (`{ AppStrings() }`).
    func providedType(_ call: KotlinCall, declared: String) -> String? {
        for written in [call.typeArguments, Self.typeArgument(of: declared)] where !written.isEmpty {
            return Self.simpleName(written)
        }
        guard let last = call.trailingLambda?.statements.last ?? call.arguments.last.flatMap({ if case .lambda(let block) = $0.value { block.statements.last } else { nil } }) else { return nil }
        switch last {
        case .call(let built) where built.receiver == nil && classes.contains(built.name): return built.name
        case .name(let name, nil, _) where objects.contains(name): return name
        default: return nil
        }
    }

    /// The text between a type's outermost angle brackets (`Strings` of `ProvidableCompositionLocal<Strings>`).
    static func typeArgument(of type: String) -> String {
        guard let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"), open < close else { return "" }
        return String(type[type.index(after: open)..<close])
    }

    /// A written type's simple name: no nullability, package or type arguments (`app.l10n.Strings?` → `Strings`).
    static func simpleName(_ type: String) -> String {
        let plain = type.prefix { $0 != "<" }.replacingOccurrences(of: "?", with: "")
        return String(plain.split(separator: ".").last ?? "")
    }

    /// The type and its supertypes (`up`) or subtypes, transitively (bounded by `maximumFamily`).
    mutating func related(_ type: String, up: Bool) -> Set<String> {
        if let known = (up ? ancestors : descendants)[type] { return known }
        let edges = up ? supertypes : subtypes
        var stack = [type]
        var seen: Set<String> = [type]
        while let next = stack.popLast(), seen.count < Self.maximumFamily {
            for other in edges[next] ?? [] where seen.insert(other).inserted { stack.append(other) }
        }
        if up { ancestors[type] = seen } else { descendants[type] = seen }
        return seen
    }

    /// The member `name` on a receiver of static type `type` (a property, or a function when `call`): its
    /// run-time class is the type or a subtype, whose member is its own or inherited from a supertype. The
    /// one key all of those give it, or the differing members; nil when no accessor among them has that name.
    mutating func resolve(_ name: String, on type: String, call: Bool) -> Resolution? {
        guard let declared = call ? functions[name] : properties[name] else { return nil }
        let question = "\(type)\u{1F}\(name)\u{1F}\(call)"
        if let known = resolutions[question] { return known }
        let family = related(type, up: true).union(related(type, up: false))
        let candidates = declared.filter { family.contains($0.owner) }
        var answer: Resolution?
        if let first = candidates.first {
            answer = candidates.allSatisfy({ $0.key == first.key && $0.plural == first.plural }) ? .member(first) : .ambiguous(candidates)
        }
        resolutions[question] = answer
        return answer
    }

    /// The accessor members some receiver type that declares them (the owner or a supertype that names the
    /// member: an interface's `val actionSave: String`) leaves to run time: its classes give different keys.
    mutating func ambiguousMembers() -> Set<Member> {
        var result = Set<Member>()
        for (members, call) in [(properties, false), (functions, true)] {
            for (name, declared) in members.sorted(by: { $0.key < $1.key }) {
                for member in declared where !result.contains(member) {
                    for type in related(member.owner, up: true).sorted() where type == member.owner || declaredMembers[type]?.contains(name) == true {
                        if case .ambiguous(let differing)? = resolve(name, on: type, call: call) { result.formUnion(differing) }
                    }
                }
            }
        }
        return result
    }

    /// The accessor type an expression has when nothing needs looking up: a parameter bound to
    /// `parameterPrefix`, a `CompositionLocal`'s `.current`, an accessor `object` (by its name or full path),
    /// a constructor call of an accessor class (also inside `remember { … }`). Names are the caller's to follow.
    func directType(_ expression: KotlinExpression, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expression {
        case .name(let name, nil, _) where name.hasPrefix(Self.parameterPrefix):
            return String(name.dropFirst(Self.parameterPrefix.count))
        case .name("current", let receiver?, _):
            guard let path = receiver.dottedPath, let local = path.split(separator: ".").last else { return nil }
            return locals[String(local)]
        case .name:
            guard let path = expression.dottedPath, let last = path.split(separator: ".").last.map(String.init),
                  objects.contains(last), types.contains(last) else { return nil }
            return last
        case .call(let call) where call.receiver == nil && classes.contains(call.name) && types.contains(call.name):
            return call.name
        case .call(let call) where call.receiver == nil && call.name == "remember":
            return call.trailingLambda?.statements.last.flatMap { directType($0, depth: depth + 1) }
        default:
            return nil
        }
    }

    /// Why a use of a member whose classes give different keys is not laid out (also the reason of those
    /// members' keys where nothing else names them).
    static let ambiguousReason = "an accessor (a member whose body is one string-resource call) that classes of one type implement with different keys: which one shows is decided at run time"

    /// Why the key of an accessor no use of which is laid out is not.
    static let unresolvedReason = "an accessor (a member whose body is one string-resource call) whose uses the importer does not resolve (on a receiver whose type the sources do not decide, in code it does not read) or that nothing uses"

    /// The accessor type of a parameter declared of one (`strings: Strings`), else nil.
    func parameterType(_ parameter: KotlinParameter) -> String? {
        let name = Self.simpleName(parameter.type)
        return types.contains(name) ? name : nil
    }
}
