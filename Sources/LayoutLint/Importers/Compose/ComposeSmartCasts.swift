/// Smart casts on a view model's state: `when (val dialog = state.dialog) { is DialogState.Error -> Dialog(title =
/// dialog.title()) }`. Inside a branch of one type test the bound name is an instance of that type (Kotlin spec,
/// "Smart casts"); the instances are those the app's code constructs (`DialogState.Error(title = R.string.x.asText())`
/// in its view model), so a property of the name is the argument one of those constructor calls gives it: each call
/// a variant, at most `maximumVariants`. The calls are found once per app by the class they construct.
extension ComposeProgram {
    /// A constructor call the app's code makes: the file it is written in, the call, the class chain it names.
    struct Construction {
        var file: Int
        var call: KotlinCall
        var chain: [String]
    }

    /// How many constructor calls of one class are read as the variants of a smart-cast name (each a variant of
    /// the texts it gives), how many are indexed per class name and in all, and how many nodes of one function
    /// the index looks through: the cost stays linear in the sources.
    static let maximumVariants = 24
    static let maximumIndexedPerName = 256
    static let maximumIndexed = 65_536
    static let constructionSearchBudget = 20_000

    /// The class chain a type written in `file` names: its parts from the first that starts with a capital
    /// (`com.app.Outer.Inner` gives `Outer`, `Inner`), the first part replaced by the class the file imports under
    /// that name (`import com.app.Outer.Inner` makes `Inner.X` the chain `Outer`, `Inner`, `X`).
    func classChain(_ path: String, file: Int) -> [String] {
        var parts = path.split(separator: ".").map(String.init)
        guard let first = parts.first else { return [] }
        if file >= 0, file < files.count, let imported = files[file].imports[first] {
            parts = imported.split(separator: ".").map(String.init) + parts.dropFirst()
        }
        guard let start = parts.firstIndex(where: { $0.first?.isUppercase == true }) else { return [] }
        return Array(parts[start...])
    }

    /// Every constructor call of a class the app declares, by the class's simple name, in file order (built once).
    func constructionIndex() -> [String: [Construction]] {
        if let built = constructionsByName { return built }
        var index: [String: [Construction]] = [:]
        var total = 0
        for (fileIndex, file) in files.enumerated() where total < Self.maximumIndexed {
            let roots = file.functions.compactMap { $0.body.map { KotlinExpression.lambda($0) } } + file.properties.map(\.value)
            for root in roots where total < Self.maximumIndexed {
                Self.forEachCall(in: [root], budget: Self.constructionSearchBudget) { call in
                    // `state.copy(title = …)`: a data class's copy gives the property another value (`hierarchyValues`).
                    if call.name == "copy", call.receiver != nil { copiedProperties.formUnion(call.arguments.compactMap(\.label)) }
                    guard call.name.first?.isUppercase == true, !call.arguments.isEmpty, declaredTypeNames.contains(call.name),
                          index[call.name, default: []].count < Self.maximumIndexedPerName else { return true }
                    var path = call.name
                    if let receiver = call.receiver {
                        guard let qualifier = receiver.dottedPath else { return true }
                        path = qualifier + "." + call.name
                    }
                    index[call.name, default: []].append(Construction(file: fileIndex, call: call, chain: classChain(path, file: fileIndex)))
                    total += 1
                    return total < Self.maximumIndexed
                }
            }
        }
        constructionsByName = index
        return index
    }

    /// How many classes the app declares under each simple name.
    func declarationCount(_ name: String) -> Int {
        if declarationCounts == nil {
            var counts: [String: Int] = [:]
            for type in files.flatMap(\.types) + modelTypes { counts[type.name, default: 0] += 1 }
            declarationCounts = counts
        }
        return declarationCounts?[name] ?? 0
    }

    /// The constructor calls of the class a type test written in `file` names (`is ExportState.Dialog.Error`):
    /// those whose class chain is the test's, or, one chain the end of the other, written in a file that declares
    /// the longer chain's outermost class (the view model beside its state class calls `Dialog.Error(…)`). A
    /// chain of one simple name that several classes have matches only calls in the test's own package.
    /// At most `maximumVariants`, in file order.
    func constructions(ofTypeTest path: String, file: Int) -> [Construction] {
        let chain = classChain(path, file: file)
        guard let name = chain.last, let sites = constructionIndex()[name] else { return [] }
        func declares(_ fileIndex: Int, _ type: String) -> Bool { files[fileIndex].types.contains { $0.name == type } }
        let ambiguous = declarationCount(name) > 1
        var found: [Construction] = []
        for site in sites where found.count < Self.maximumVariants {
            let matches: Bool
            if site.chain == chain {
                matches = chain.count > 1 || !ambiguous || files[site.file].packageName == files[file].packageName
            } else if site.chain.count < chain.count, Array(chain.suffix(site.chain.count)) == site.chain {
                matches = declares(site.file, chain[0])
            } else if chain.count < site.chain.count, Array(site.chain.suffix(chain.count)) == chain {
                matches = declares(file, site.chain[0])
            } else {
                matches = false
            }
            if matches { found.append(site) }
        }
        return found
    }

    /// The argument a constructor call gives parameter `field`: labelled, or positional at the parameter's place
    /// in the class's primary constructor (`constructorParameters`); nil when it gives none.
    func constructorArgument(_ call: KotlinCall, field: String) -> KotlinExpression? {
        Self.argument(call.arguments, for: field, parameters: constructorParameters[call.name])
    }

    /// The argument of a constructor call's `arguments` for parameter `field` of a primary constructor of
    /// `parameters`: labelled, or positional at the parameter's place (every argument before it positional).
    static func argument(_ arguments: [KotlinArgument], for field: String, parameters: [String]?) -> KotlinExpression? {
        if let argument = arguments.first(where: { $0.label == field }) { return argument.value }
        if let position = parameters?.firstIndex(of: field), position < arguments.count, arguments[...position].allSatisfy({ $0.label == nil }) {
            return arguments[position].value
        }
        return nil
    }
}

/// A property of a value whose static type is one of the app's classes (`language.name` with `language:
/// Language` a parameter, `sealed class Language(@StringRes val name: Int)`, `data object Arabic :
/// Language(R.string.arabic)`). Every instance of a class is made by a constructor call (Kotlin spec,
/// "Classifier declaration": a subclass's header calls its superclass's constructor; "Enum class declaration":
/// each entry is an instance made with its arguments; "Sealed classes and interfaces": the direct subclasses
/// are declared in the same module and package), so the property holds one of the arguments the program's
/// constructor calls of the class and of its subclasses give it, or a subclass's own `override val`. When every
/// one is a string resource (or its text: `stringResource(R.string.x)`), the text is one of them: each a variant,
/// at most `maximumHierarchyValues`.
/// A `copy(name = …)` call anywhere, a value that is no resource, a call that gives none (a default), a
/// subclass that calls no constructor in its header: the values are not decided, and the reason says which.
extension ComposeProgram {
    enum HierarchyValues {
        case values([(value: KotlinExpression, file: Int)])
        case undecided(String)
    }

    /// How many values of one property a text is laid out with: as many as the entries of one enum a loop shows.
    static var maximumHierarchyValues: Int { ComposeScreenReader.maximumEnumEntries }
    /// How many classes deep a hierarchy is followed (a subclass's subclass …).
    static let maximumHierarchyDepth = 64

    /// The declarations that list `name` among their supertypes, in file order.
    func subtypes(of name: String) -> [(file: Int?, type: KotlinTypeDeclaration)] {
        buildTypeIndex()
        return subtypesByName?[name] ?? []
    }

    /// The first declaration of the class `name`, with its file (nil: a file read for its declarations only).
    func declaration(of name: String) -> (file: Int?, type: KotlinTypeDeclaration)? {
        buildTypeIndex()
        return typeDeclarations?[name]
    }

    /// Whether the class `type` or one of its supertypes declares `name` (a property of its primary constructor,
    /// a member of its body): a member, which an extension property of the same name does not hide.
    func hasMember(_ name: String, type: String) -> Bool {
        buildTypeIndex()
        var queue = [type], seen = Set<String>()
        while let current = queue.popLast(), seen.count < 64 {
            guard seen.insert(current).inserted else { continue }
            if typeMembers?[current]?.contains(name) == true { return true }
            queue += (supertypes[current] ?? []).sorted()
        }
        return false
    }

    /// Whether a type written in `file` (`Language`, `app.model.Language`, `Outer.Inner`) is the app's class of
    /// that simple name, as Kotlin resolves a name (spec, "Linked scopes"): the name imported from that class's
    /// package, written with it, or the file in that package or importing it whole; else it is another class of
    /// that name (a default import's, a library's). A class of a file read for its declarations only is taken
    /// by its name, and so is a name several classes have (`hierarchyValues` says so).
    func namesAppClass(_ written: String, simple: String, file: Int) -> Bool {
        guard let declared = declaration(of: simple) else { return false }
        guard declarationCount(simple) == 1, let declaringFile = declared.file, file >= 0, file < files.count else { return true }
        let package = files[declaringFile].packageName, here = files[file]
        let first = String(written.prefix { $0 != "." })
        if let imported = here.imports[first] { return package.isEmpty || imported.hasPrefix(package + ".") }
        if first.first?.isLowercase == true { return written.hasPrefix(package + ".") }
        return here.packageName == package || here.starImports.contains(package)
    }

    /// The subtypes, declarations and members of the app's classes by simple name, built once.
    private func buildTypeIndex() {
        guard subtypesByName == nil else { return }
        var subtypes: [String: [(file: Int?, type: KotlinTypeDeclaration)]] = [:]
        var declarations: [String: (file: Int?, type: KotlinTypeDeclaration)] = [:]
        var members: [String: Set<String>] = [:]
        let declared = files.enumerated().flatMap { fileIndex, file in file.types.map { (Optional(fileIndex), $0) } } + modelTypes.map { (nil, $0) }
        for (file, type) in declared {
            for supertype in Set(type.supertypes) { subtypes[supertype, default: []].append((file, type)) }
            if declarations[type.name] == nil { declarations[type.name] = (file, type) }
            members[type.name, default: []].formUnion(type.members + type.constructorProperties)
        }
        (subtypesByName, typeDeclarations, typeMembers) = (subtypes, declarations, members)
    }

    /// The values `property` has on an instance of the class `type` (by simple name), read once per pair.
    func hierarchyValues(of type: String, property: String) -> HierarchyValues {
        let key = type + "." + property
        if let read = hierarchyValuesRead[key] { return read }
        let read = readHierarchyValues(of: type, property: property)
        hierarchyValuesRead[key] = read
        return read
    }

    private func readHierarchyValues(of type: String, property: String) -> HierarchyValues {
        let what = "property `\(property)` of `\(type)`"
        let calls = constructionIndex()
        var values: [(value: KotlinExpression, file: Int)] = []
        var problem: String?
        // A property a `copy` call names (said when every constructor call gives a resource).
        var copied: String?
        var visited = Set<String>()
        func add(_ value: KotlinExpression?, file: Int?, from source: String) {
            guard problem == nil else { return }
            guard let value else { problem = "\(what): \(source) gives it no value (a default the reader does not follow)"; return }
            if case .name("null", nil, _) = value { return }
            // A resource, or its text (`stringResource(R.string.x)`, `R.string.x.asText()`: a string API or one of
            // the app's wrappers given a resource the sources name).
            var named = resource(value) != nil
            if !named, case .call(let call) = value, let (argument, _) = resourceArgument(call) { named = resource(argument) != nil }
            guard let file, named else {
                let shown: String
                switch value {
                case .number(let number, _): shown = "`\(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))`"
                case .string: shown = "a string literal"
                case .call(let call): shown = "`\(call.name)(…)`"
                default: shown = value.dottedPath.map { "`\($0)`" } ?? "a computed value"
                }
                problem = "\(what): \(source) gives it \(shown), no string resource"
                return
            }
            values.append((value, file))
        }
        // An instance's own value: an object's `override val` (initialized, or with a getter of one expression),
        // a `val` of a class initialized with a constant.
        func own(_ owner: String, _ name: String) -> (file: Int, value: KotlinExpression)? {
            objectProperties[owner + "." + name] ?? objectGetters[owner + "." + name] ?? classProperties[owner + "." + name]
        }
        // `name` is the property itself, or (`asProperty` false) a parameter of `owner`'s constructor that a
        // subclass's header passes on to its superclass for the property (`class A(t: Int) : Base(t)`).
        func collect(_ owner: String, _ name: String, asProperty: Bool, depth: Int) {
            guard problem == nil, visited.insert(owner + (asProperty ? "." : "(") + name).inserted else { return }
            guard depth < Self.maximumHierarchyDepth else { problem = "\(what): classes nested more than \(Self.maximumHierarchyDepth) deep"; return }
            guard declarationCount(owner) == 1, let declared = declaration(of: owner) else { problem = "\(what): the app declares more than one `\(owner)`"; return }
            if asProperty, let own = own(owner, name) {
                add(own.value, file: own.file, from: "`\(owner)`")
                return
            }
            let parameters = constructorParameters[owner] ?? []
            guard asProperty ? declared.type.constructorProperties.contains(name) : parameters.contains(name) else {
                // Inherited from a superclass's constructor: what this class's header passes it.
                if asProperty, let (argument, file, passed) = passedOn(owner, name, depth: depth) {
                    if let passed { collect(owner, passed, asProperty: false, depth: depth + 1) } else { add(argument, file: file, from: "`\(owner)`") }
                    return
                }
                // Declared in the body (abstract, or an interface's member): each subclass's own value.
                let subclasses = subtypes(of: owner)
                guard asProperty, !subclasses.isEmpty else { problem = "\(what): `\(owner)` gives it no value the sources show"; return }
                for subclass in subclasses { collect(subclass.type.name, name, asProperty: true, depth: depth + 1) }
                return
            }
            for entry in enumEntryNames[owner] ?? [] {
                let carried = enumEntryValues[owner + "." + entry]
                add(carried.flatMap { Self.argument($0.arguments, for: name, parameters: parameters) }, file: carried?.file, from: "entry `\(owner).\(entry)`")
            }
            let direct = calls[owner] ?? []
            // An instance a constructor call makes can be copied with another value (a data class's `copy`; an
            // object or an enum entry has none): which class a `copy` call copies, the reader does not know.
            if !direct.isEmpty, copiedProperties.contains(name), copied == nil { copied = name }
            if direct.count >= Self.maximumIndexedPerName { problem = "\(what): more than \(Self.maximumIndexedPerName) calls of `\(owner)(…)`" }
            for site in direct { add(constructorArgument(site.call, field: name), file: site.file, from: "a call of `\(owner)(…)`") }
            for subclass in subtypes(of: owner) {
                let sub = subclass.type
                if asProperty, let own = own(sub.name, name) {
                    add(own.value, file: own.file, from: "`\(sub.name)`")
                    continue
                }
                guard sub.superclass == owner else {
                    problem = "\(what): `\(sub.name)` calls no constructor of `\(owner)` in its header"
                    return
                }
                let argument = Self.argument(sub.superArguments, for: name, parameters: parameters)
                if case .name(let passed, nil, _)? = argument, sub.constructorParameters.contains(passed) {
                    collect(sub.name, passed, asProperty: false, depth: depth + 1)
                } else {
                    add(argument, file: subclass.file, from: "`\(sub.name)`")
                }
            }
        }
        // What the header of `owner` passes to its superclass for the property `name` that the superclass (or one
        // of its own superclasses) declares in its constructor, with the file it is written in: one of `owner`'s
        // constructor parameters (`passed`), or a value every instance of `owner` has; nil when no superclass's
        // constructor declares it.
        func passedOn(_ owner: String, _ name: String, depth: Int) -> (argument: KotlinExpression?, file: Int?, passed: String?)? {
            guard depth < Self.maximumHierarchyDepth, let declared = declaration(of: owner), !declared.type.superclass.isEmpty,
                  declarationCount(declared.type.superclass) == 1, let parent = declaration(of: declared.type.superclass) else { return nil }
            if let own = own(parent.type.name, name) { return (own.value, own.file, nil) }
            let carrier: String
            if parent.type.constructorProperties.contains(name) {
                carrier = name
            } else {
                guard let above = passedOn(parent.type.name, name, depth: depth + 1) else { return nil }
                // A value every instance of the superclass has.
                guard let parameter = above.passed else { return above }
                carrier = parameter
            }
            let argument = Self.argument(declared.type.superArguments, for: carrier, parameters: constructorParameters[parent.type.name])
            if case .name(let passed, nil, _)? = argument, declared.type.constructorParameters.contains(passed) { return (argument, declared.file, passed) }
            return (argument, declared.file, nil)
        }
        collect(type, property, asProperty: true, depth: 0)
        if let problem { return .undecided(problem) }
        if let copied { return .undecided("\(what): a `copy(\(copied) = …)` call gives it a value the type does not decide") }
        if values.isEmpty { return .undecided("\(what): no constructor call the sources show gives it a value") }
        if values.count > Self.maximumHierarchyValues {
            return .undecided("\(what): \(values.count) values, more than the \(Self.maximumHierarchyValues) a text is laid out with")
        }
        return .values(values)
    }
}

extension ComposeScreenReader {
    /// The values `field` has on a smart-cast name (`KotlinParser.smartCast`): the argument each constructor call of
    /// the tested type gives it, read in the file of the call (nil for a call that gives none); nil as a whole when
    /// the marker names no type or the app constructs none.
    func smartCastFields(_ call: KotlinCall, field: String, scope: Scope) -> [(KotlinExpression, Scope)?]? {
        guard call.name == KotlinParser.smartCast, case .string(let path, _, _)? = call.arguments.first?.value else { return nil }
        let sites = program.constructions(ofTypeTest: path, file: scope.file)
        guard !sites.isEmpty else { return nil }
        return sites.map { site in program.constructorArgument(site.call, field: field).map { ($0, Scope(parent: nil, file: site.file)) } }
    }
}

/// Extension properties read on a receiver whose type the reader does not know (`option.displayLabel` with `option`
/// a parameter, `val Timeout.displayLabel: Text get() = when (this) { … }`): Kotlin resolves an extension by the
/// receiver's static type, and a member of the same name wins over it (Kotlin spec, "Call with an explicit
/// receiver": members before extensions). Where the app declares that extension on one receiver type only and no
/// class of the app has a member of that name, the name means that extension: its getter read with `this` the
/// receiver (each branch of a `when (this)` a variant).
extension ComposeProgram {
    func uniqueExtensionGetter(_ name: String) -> (file: Int, value: KotlinExpression)? {
        if extensionGetterTypes == nil {
            var types: [String: Set<String>] = [:]
            for key in extensionGetters.keys {
                guard let dot = key.lastIndex(of: ".") else { continue }
                types[String(key[key.index(after: dot)...]), default: []].insert(String(key[..<dot]))
            }
            var members = Set<String>()
            for type in files.flatMap(\.types) + modelTypes { members.formUnion(type.members); members.formUnion(type.constructorParameters) }
            for key in classProperties.keys { if let dot = key.lastIndex(of: ".") { members.insert(String(key[key.index(after: dot)...])) } }
            extensionGetterTypes = types
            memberNames = members
        }
        guard let types = extensionGetterTypes?[name], types.count == 1, let type = types.first, memberNames?.contains(name) != true else { return nil }
        return extensionGetters[type + "." + name]
    }
}

extension ComposeScreenReader {
    /// `receiver.name` read through the app's one extension property of that name (`ComposeProgram.uniqueExtensionGetter`):
    /// the getter's value and the scope it is read in, `this` bound to the receiver; nil for any other expression.
    func extensionGetterValue(_ expression: KotlinExpression, scope: Scope) -> (KotlinExpression, Scope)? {
        guard case .name(let name, let receiver?, _) = expression, let getter = program.uniqueExtensionGetter(name) else { return nil }
        let inner = Scope(parent: nil, file: getter.file)
        inner.bind("this", receiver, in: scope)
        return (getter.value, inner)
    }
}
