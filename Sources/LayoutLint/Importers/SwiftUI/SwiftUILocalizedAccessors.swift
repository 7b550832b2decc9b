import SwiftSyntax

/// The table × key a localized-string expression reads, as Foundation looks it up: `String(localized: "k",
/// table: "T")`, `NSLocalizedString("k", tableName: "T", comment:)`, `LocalizedStringResource("k", table:)`
/// (also written `.init("k", table:)` where the type is implied), `Bundle.localizedString(forKey:value:table:)`.
/// A missing table is `Localizable` (Apple, `NSLocalizedString`: "tableName … If nil or an empty string, the
/// method uses the table in Localizable.strings"); nil is returned as the table then, as for a bare literal.
struct SwiftUILocalizedCall {
    var key: String
    var table: String?
    /// Where the key's literal is written.
    var keyNode: Syntax

    /// Reads a call whose key and table are literals; nil for anything else.
    static func read(_ expression: ExprSyntax) -> SwiftUILocalizedCall? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        let arguments = call.arguments
        func literal(_ label: String?) -> (String, Syntax)? {
            guard let value = SwiftUISyntax.argument(arguments, label)?.as(StringLiteralExprSyntax.self),
                  let text = SwiftUIStrings.plainValue(value) else { return nil }
            return (text, Syntax(value))
        }
        let table = literal("tableName")?.0 ?? literal("table")?.0
        // R.swift's generated `StringResource(key: "k", tableName: "T", …)`: R.swift 5/6 `Rswift.StringResource`,
        // R.swift 7 `RswiftResources.StringResource`, written `.init(key:tableName:…)` in its computed properties
        // (R.swift `Sources/RswiftResources/StringResource.swift`).
        if ["Rswift.StringResource", "RswiftResources.StringResource", "StringResource", ".init"].contains(callee),
           let key = literal("key"), let table = literal("tableName")?.0 {
            return SwiftUILocalizedCall(key: key.0, table: table, keyNode: key.1)
        }
        switch callee {
        case "String" where SwiftUISyntax.argument(arguments, "localized") != nil:
            return literal("localized").map { SwiftUILocalizedCall(key: $0.0, table: table, keyNode: $0.1) }
        case "NSLocalizedString", "LocalizedStringResource", "String.LocalizationValue":
            return literal(nil).map { SwiftUILocalizedCall(key: $0.0, table: table, keyNode: $0.1) }
        case ".init":
            // `.init("k", table: "T")` where the type is implied (a `LocalizedStringResource` parameter or
            // property): only with a `table:` argument, which only the localized types' initializers take.
            guard literal("table") != nil else { return nil }
            return literal(nil).map { SwiftUILocalizedCall(key: $0.0, table: table, keyNode: $0.1) }
        default:
            // `Bundle.localizedString(forKey:value:table:)` (Foundation), on any bundle expression.
            if SwiftUISyntax.lastName(call.calledExpression) == "localizedString", let key = literal("forKey") {
                return SwiftUILocalizedCall(key: key.0, table: table, keyNode: key.1)
            }
            return nil
        }
    }
}

/// Generated string accessors the app's source declares, mapped once per app to the table × key they read.
///
/// An accessor is a static property or function whose value is one call that reads a literal table and key:
/// - SwiftGen's `strings` templates (`structured-swift5`, `flat-swift5`; SwiftGen's
///   `templates/strings/structured-swift5.stencil`) write `static var title: String { return L10n.tr("Localizable",
///   "settings.title") }`, `static let title = L10n.tr("Localizable", "settings.title", fallback: "…")`, and for a
///   format `static func requiresVersion(_ p1: Any) -> String { return L10n.tr("Localizable", "requires_version",
///   String(describing: p1)) }`, nested enums per key component (`L10n.Settings.title`), with a private
///   `tr(_ table: String, _ key: String, _ args: CVarArg...)` the app's copy of the template implements. The call
///   is read by the declared function's parameter names (`table`, `key`), not by its name.
/// - A hand-written accessor whose value is `NSLocalizedString` / `String(localized:)` / `LocalizedStringResource`
///   with literal arguments (`SwiftUILocalizedCall`).
/// The index is by the accessor's qualified name (`L10n.Settings.title`), every enclosing type written out.
struct SwiftUILocalizedAccessors {
    struct Entry: Hashable {
        var key: String
        var table: String?
    }

    private(set) var entries: [String: Entry] = [:]
    /// The last name of every entry's qualified name (`title` of `L10n.Settings.title`): a member access whose
    /// name is none of them names no entry, and is not written out to be looked up (`entry(_:)`).
    private var lastNames = Set<String>()
    /// Qualified names declared more than once with different entries (`#if` branches): not used.
    private var ambiguous = Set<String>()
    /// The app's own wrappers of a localized-string API (`SwiftUILocalizedWrappers`).
    private(set) var wrappers = SwiftUILocalizedWrappers()

    var isEmpty: Bool { entries.isEmpty && wrappers.isEmpty }

    /// `generated`: accessors of a generated file the repository does not hold (`SwiftGenStrings`), used where the
    /// sources declare no accessor of that name.
    init(files: [SourceFileSyntax], generated: [String: Entry] = [:]) {
        let collector = AccessorCollector(viewMode: .sourceAccurate)
        for tree in files { collector.walk(tree) }
        wrappers = collector.wrappers
        wrappers.resolve()
        // The functions a call may reach, by type path and name → the internal names of their parameters.
        for candidate in collector.candidates {
            guard let entry = Self.resolve(candidate, functions: collector.functions) else { continue }
            let name = candidate.path.joined(separator: ".")
            if let known = entries[name], known != entry { ambiguous.insert(name) }
            entries[name] = entry
        }
        for name in ambiguous { entries[name] = nil }
        for (name, entry) in generated where entries[name] == nil && !ambiguous.contains(name) { entries[name] = entry }
        lastNames = Set(entries.keys.map { name in name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name })
    }

    /// The entry of an accessor's value: a localized call, or a call to a function of an enclosing type whose
    /// parameters named `table` and `key` receive literals.
    private static func resolve(_ candidate: AccessorCollector.Candidate, functions: [String: [[String?]]]) -> Entry? {
        if let direct = SwiftUILocalizedCall.read(candidate.value) { return Entry(key: direct.key, table: direct.table) }
        guard let call = candidate.value.as(FunctionCallExprSyntax.self), let name = SwiftUISyntax.lastName(call.calledExpression) else { return nil }
        // The function: declared in the type the call names (`L10n.tr`), else in an enclosing type (`tr`).
        var owners: [[String]] = []
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            let written = base.trimmedDescription.split(separator: ".").map(String.init)
            owners = [written] + (0..<candidate.path.count - 1).reversed().map { Array(candidate.path[..<$0]) + written }
        } else {
            owners = (1..<candidate.path.count).reversed().map { Array(candidate.path[..<$0]) }
        }
        guard let declarations = owners.lazy.compactMap({ functions[($0 + [name]).joined(separator: ".")] }).first else { return nil }
        // The positions of the `key` and `table` parameters. The same qualified name may be declared more than
        // once: overloads in one module, or one copy of the template per module (a Swift package whose targets
        // each run SwiftGen into their own `enum` of the same name, each with its own `private static func tr`).
        // Whichever declaration the call binds to, it reads the same arguments when every declaration puts
        // `key` and `table` at the same positions; otherwise it is not decided here.
        let positions = Set(declarations.map { names -> [Int?] in
            [names.firstIndex(of: "key"), names.firstIndex(where: { $0 == "table" || $0 == "tableName" })]
        })
        guard positions.count == 1, let only = positions.first, let keyIndex = only[0], let tableIndex = only[1] else { return nil }
        // Arguments bind to parameters in order (labels as written; a variadic takes the rest of the unlabelled ones).
        let arguments = Array(call.arguments)
        guard keyIndex < arguments.count,
              let key = arguments[keyIndex].expression.as(StringLiteralExprSyntax.self).flatMap(SwiftUIStrings.plainValue) else { return nil }
        guard tableIndex < arguments.count,
              let table = arguments[tableIndex].expression.as(StringLiteralExprSyntax.self).flatMap(SwiftUIStrings.plainValue) else { return nil }
        return Entry(key: key, table: table)
    }

    /// The entry an expression names: `L10n.Settings.title`, `L10n.requiresVersion(x)`.
    func entry(_ expression: ExprSyntax) -> Entry? {
        if let wrapped = wrappers.entry(expression) { return wrapped }
        guard !entries.isEmpty else { return nil }
        var target = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { target = call.calledExpression }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return nil }
        // Asked of every member access of every Swift file: writing each out (`trimmedDescription`) to look it up
        // was 9% of home-assistant's check. When nothing stands between the dot and a plain ASCII name, the
        // name written out ends in ".\(name)", so a name no entry ends with is no entry's.
        if member.declName.argumentNames == nil, member.period.trailingTrivia.isEmpty,
           member.declName.baseName.leadingTrivia.isEmpty {
            let last = member.declName.baseName.text.filter { $0 != "`" }
            if last.utf8.allSatisfy({ $0 < 0x80 && $0 > 0x20 && $0 != UInt8(ascii: ".") }), !lastNames.contains(last) { return nil }
        }
        let name = target.trimmedDescription.filter { !$0.isWhitespace && $0 != "`" }
        return entries[name]
    }
}

private final class AccessorCollector: SyntaxVisitor {
    struct Candidate {
        var path: [String]
        var value: ExprSyntax
    }

    var candidates: [Candidate] = []
    var wrappers = SwiftUILocalizedWrappers()
    /// `Type.Path.function` → each declaration's parameters' internal names (a label `_` has its second name).
    var functions: [String: [[String?]]] = [:]
    private var path: [String] = []

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        path.append(name)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        wrappers.add(node)
        return enter(node.name.text)
    }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
        path += names
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        let count = node.extendedType.trimmedDescription.split(separator: ".").count
        path.removeLast(min(count, path.count))
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// The one expression a body gives (`return x` or a single expression).
    private static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        let items = statements.filter { $0.item.as(DeclSyntax.self) == nil }
        guard items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case .expr(let value): return value
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// R.swift's generated tree: `struct R { struct string { struct localizable { static let k = … } } }` (R.swift
    /// 5/6), or `struct _R` with instance properties, which the app reads through the global
    /// `let R = _R(bundle: …)` (R.swift 7): both are indexed under `R.`.
    private var inRswiftTree: Bool { path.count > 2 && (path[0] == "R" || path[0] == "_R") && path[1] == "string" }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        wrappers.add(node, in: path)
        guard !path.isEmpty, Self.isStatic(node.modifiers) || inRswiftTree else { return .skipChildren }
        let path = inRswiftTree ? ["R"] + self.path.dropFirst() : self.path
        for binding in node.bindings {
            // A name that is a keyword is written in backticks (`` static let `none` ``); uses may leave them off.
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.filter({ $0 != "`" }) else { continue }
            var value: ExprSyntax?
            if let initializer = binding.initializer { value = initializer.value }
            switch binding.accessorBlock?.accessors {
            case .getter(let statements)?: value = Self.single(statements)
            case .accessors(let list)?:
                if let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body { value = Self.single(body.statements) }
            case nil: break
            }
            if let value { candidates.append(Candidate(path: path + [name], value: value)) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        wrappers.add(node, in: path)
        guard !path.isEmpty else { return .skipChildren }
        let names: [String?] = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        functions[(path + [node.name.text]).joined(separator: "."), default: []].append(names)
        if Self.isStatic(node.modifiers), let body = node.body, let value = Self.single(body.statements) {
            candidates.append(Candidate(path: path + [node.name.text.filter { $0 != "`" }], value: value))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftUIViewReader {
    /// The text of a localized-string expression with literal arguments, or of a generated accessor
    /// (`L10n.Settings.title`): the key and table it reads, at the place the view uses it. nil for anything else.
    func localizedCallSource(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> [SwiftUITextSource]? {
        if let call = SwiftUILocalizedCall.read(expression) {
            return [SwiftUITextSource(key: call.key, table: call.table, location: location(expression, scope))]
        }
        if let entry = program.accessors.entry(expression) {
            return [SwiftUITextSource(key: entry.key, table: entry.table, location: location(expression, scope))]
        }
        // `L10n.title.localizedCapitalized`: the localized text with its case changed for the locale (Foundation,
        // `localizedCapitalized` is `capitalized(with: .current)`; `localizedUppercase`, `localizedLowercase`).
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let transform = Self.caseTransforms[member.declName.baseName.text],
           let sources = localizedCallSource(base, scope), sources.allSatisfy({ $0.transform == .none }) {
            return sources.map { var source = $0; source.transform = transform; return source }
        }
        return nil
    }

    static let caseTransforms: [String: TextTransform] = [
        "localizedCapitalized": .capitalize, "localizedUppercase": .uppercase, "localizedLowercase": .lowercase,
    ]

    /// A `String` value that holds localized text: a localized call or accessor, or a name bound to one at a
    /// call site (a component's `title: String` given `L10n.title`), or a choice between such values. A
    /// `String` literal is shown verbatim and is not one. nil when the value is not known to be localized.
    func localizedStringSources(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> [SwiftUITextSource]? {
        guard depth < 12 else { return nil }
        if let direct = localizedCallSource(expression, scope) { return direct }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return localizedStringSources(only.expression, scope, depth: depth + 1)
        }
        if let fallback = fallbackSources(expression, scope, depth: depth) { return fallback }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            // `shown ? L10n.title : nil` (a `String?`): `nil` shows no text.
            let then = SwiftUIStrings.isNil(ternary.thenExpression) ? [] : localizedStringSources(ternary.thenExpression, scope, depth: depth + 1)
            let other = SwiftUIStrings.isNil(ternary.elseExpression) ? [] : localizedStringSources(ternary.elseExpression, scope, depth: depth + 1)
            if let then, let other, !(then + other).isEmpty { return then + other }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ["String", "NSLocalizedString"].contains(call.calledExpression.trimmedDescription),
           call.arguments.first?.label?.text == "localized" || call.calledExpression.trimmedDescription == "NSLocalizedString" {
            // `String(localized: "a \(x)")`: the interpolating key as Xcode extracts it.
            return textSource(expression, scope, depth: depth + 1).filter { $0.unlocalized == nil }.nilIfEmpty
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.lookup(reference.baseName.text) {
            guard case .expression(let value, let origin) = bound else { return nil }
            return localizedStringSources(value, origin, depth: depth + 1)
        }
        // A member whose body returns a localized value (`model.title`, `model.buttonTitle(amount)` of a view
        // model: `var title: String { L10n.Settings.title }`).
        let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        if member.is(MemberAccessExprSyntax.self) || member.is(DeclReferenceExprSyntax.self), let name = SwiftUISyntax.lastName(member),
           let provided = providedKeys(name, receiver: member, scope, depth: depth + 1), provided.contains(where: { $0.unlocalized == nil }) {
            return provided
        }
        return nil
    }
}

extension SwiftUIViewReader {
    /// The texts a `String` member shows (a view model's `var title: String { L10n.Settings.title }`, `func
    /// buttonTitle(_ n: Int) -> String { L10n.buy(n) }`): the localized values it can give, each a text that
    /// shows in turn, placed where the view uses the member. The accessor has already looked the key up, so the
    /// `String` holds localized text (`localizedStringSources`). The caller knows the receiver's type (the
    /// view's own member, a name declared with the type): a `String` member is too common a name to pick by
    /// name alone. A member that gives no localized value is a value computed at run time, skipped with that
    /// reason; nil for a member that is not a `String` or whose value is not written in the source (a stored
    /// `var`, a parameter of the initializer).
    func stringMemberSources(_ name: String, _ member: SwiftUIMember, of type: SwiftUITypeInfo, receiver: ExprSyntax,
                             _ scope: SwiftUIScope, depth: Int) -> [SwiftUITextSource]? {
        let declared = SwiftUITypeHints.normalized(member.typeName ?? "")
        var values: [(value: ExprSyntax, file: Int, parameters: [FunctionParameterSyntax])] = []
        switch member.kind {
        case .variable(let binding):
            let isConstant = binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
            if let statements = fonts.getterBody(binding) {
                guard declared == "String" else { return nil }
                values = Self.resultExpressions(statements).map { ($0, member.file, []) }
            } else if binding.accessorBlock == nil, isConstant, let value = binding.initializer?.value {
                // `let title = L10n.x`: a constant with its initial value no initializer can replace (The Swift
                // Programming Language, Initialization: a constant property with a default value is not a
                // memberwise initializer's parameter and cannot be assigned in an `init`). Written with no
                // type, it is a `String` when its value is a localized one.
                guard declared == "String" || (member.typeName == nil && localizedCallSource(value, scope) != nil) else { return nil }
                values = [(value, member.file, [])]
            } else if binding.accessorBlock == nil, isConstant, !member.isStatic, declared == "String" {
                // `let title: String` set in the initializers (`self.title = L10n.x`): a constant is assigned
                // once, during initialization, and never after (The Swift Programming Language, Initialization,
                // "Assigning Constant Properties During Initialization"). The values the initializers assign are
                // its values; one computed from a parameter is data.
                let cacheKey = type.name + "\u{1F}" + name
                if let known = program.initializerAssignments[cacheKey] {
                    values = known
                } else {
                    values = Self.initializerAssignments(of: name, in: type)
                    if values.isEmpty { values = memberwiseValues(of: name, in: type) }
                    program.initializerAssignments[cacheKey] = values
                }
            }
        case .function(let function):
            guard declared == "String", let statements = function.body?.statements else { return nil }
            let parameters = Array(function.signature.parameterClause.parameters)
            values = Self.resultExpressions(statements).map { ($0, member.file, parameters) }
        }
        guard !values.isEmpty else { return nil }
        let site = location(receiver, scope)
        var results: [SwiftUITextSource] = []
        // `nil` or `.none` (a `String?` member) and `""` show no text.
        for (value, file, parameters) in values where !SwiftUIStrings.isNil(value)
            && value.as(StringLiteralExprSyntax.self).flatMap(SwiftUIStrings.plainValue) != "" {
            // Names in the value are the enclosing type's (a construction site elsewhere builds the type).
            let inner = SwiftUIScope(file: file, type: enclosingType(of: value) ?? type)
            for parameter in parameters {
                let parameterName = (parameter.secondName ?? parameter.firstName).text
                inner.bindings[parameterName] = .runtime
                inner.declaredTypes[parameterName] = parameter.type.trimmedDescription
            }
            results += localizedStringSources(value, inner, depth: depth + 1)
                ?? [SwiftUITextSource(location: site, unlocalized: "a String computed at run time (`\(type.name).\(name)` gives `\(short(value))`)")]
        }
        // None of it localized: a `String` of data, not texts of this member.
        guard results.contains(where: { $0.unlocalized == nil }) else {
            return [SwiftUITextSource(location: site, unlocalized: "a String computed at run time (`\(type.name).\(name)` gives no localized value)")]
        }
        return results.map { var source = $0; source.location = site; return source }
    }

    /// The type whose declaration or extension holds `node`, when the app declares it.
    func enclosingType(of node: some SyntaxProtocol) -> SwiftUITypeInfo? {
        var current = node.parent
        while let parent = current {
            if let declared = parent.as(StructDeclSyntax.self) { return program.types[declared.name.text] }
            if let declared = parent.as(ClassDeclSyntax.self) { return program.types[declared.name.text] }
            if let declared = parent.as(EnumDeclSyntax.self) { return program.types[declared.name.text] }
            if let declared = parent.as(ActorDeclSyntax.self) { return program.types[declared.name.text] }
            if let declared = parent.as(ExtensionDeclSyntax.self) {
                return declared.extendedType.trimmedDescription.split(separator: ".").last.flatMap { program.types[String($0)] }
            }
            current = parent.parent
        }
        return nil
    }

    /// The values a structure's memberwise initializer is given for its constant `name` where the sources build
    /// it (`Sample(name: L10n.a, summary: L10n.b)`): the initializer takes each stored property as the argument of
    /// that label (The Swift Programming Language, "Memberwise Initializers for Structure Types"), and a constant
    /// keeps the value it is built with. Empty when the type is no structure with that initializer, or is built
    /// more often than `SwiftUIProgram.maximumConstructions` (its values are then left to run time).
    func memberwiseValues(of name: String, in type: SwiftUITypeInfo) -> [(value: ExprSyntax, file: Int, parameters: [FunctionParameterSyntax])] {
        guard type.isStruct, !type.declaresInitializer, let built = program.constructions[type.name],
              built.count <= SwiftUIProgram.maximumConstructions else { return [] }
        return built.compactMap { construction -> (value: ExprSyntax, file: Int, parameters: [FunctionParameterSyntax])? in
            guard let value = SwiftUISyntax.argument(construction.call.arguments, name) else { return nil }
            return (value, construction.file, [])
        }
    }

    /// The values a type's initializers assign to its stored property `name` (`self.name = v`, or `name = v` where
    /// no parameter has that name), with the initializer's file and parameters.
    static func initializerAssignments(of name: String, in type: SwiftUITypeInfo) -> [(value: ExprSyntax, file: Int, parameters: [FunctionParameterSyntax])] {
        var found: [(value: ExprSyntax, file: Int, parameters: [FunctionParameterSyntax])] = []
        for (initializer, file) in type.initializers {
            guard let body = initializer.body else { continue }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            let shadowed = parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            for assignment in body.tokens(viewMode: .sourceAccurate).lazy.filter({ $0.tokenKind == .equal }).compactMap({ $0.parent?.parent?.as(InfixOperatorExprSyntax.self) }) {
                guard assignment.operator.is(AssignmentExprSyntax.self) else { continue }
                let target = assignment.leftOperand.trimmedDescription
                guard target == "self.\(name)" || (target == name && !shadowed) else { continue }
                // Inside a closure the assignment runs later, if ever: not the initializer's.
                var node: Syntax? = assignment.parent
                var inClosure = false
                while let current = node, current.id != body.id {
                    if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) { inClosure = true; break }
                    node = current.parent
                }
                if !inClosure { found.append((assignment.rightOperand, file, parameters)) }
            }
        }
        return found
    }
}

extension SwiftUIViewReader {
    /// `value ?? L10n.unknown`: the localized fallback shows whenever the value is nil; the value is data. Both
    /// are texts of the site, one at a time. nil when the fallback is not a localized value.
    func fallbackSources(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> [SwiftUITextSource]? {
        guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "??" else { return nil }
        // `model.subtitle ?? ""`: the empty string shows no text; the value is what shows.
        if let empty = infix.rightOperand.as(StringLiteralExprSyntax.self), SwiftUIStrings.plainValue(empty) == "" {
            return localizedStringSources(infix.leftOperand, scope, depth: depth + 1)
        }
        guard let fallback = localizedStringSources(infix.rightOperand, scope, depth: depth + 1) else { return nil }
        let value = localizedStringSources(infix.leftOperand, scope, depth: depth + 1)
            ?? [SwiftUITextSource(location: location(infix.leftOperand, scope),
                                  unlocalized: "text from data (`\(short(infix.leftOperand))` is known only at run time)")]
        return value + fallback
    }
}

extension Array {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// Every table × key the app's Swift code names through a localized-string call with literal arguments or a
/// generated accessor (`SwiftUILocalizedCall`, `SwiftUILocalizedAccessors`), first place per key, in any file:
/// for the coverage's reason when no view the importer reads lays the key out (`LayoutScreen.keysNamedInCode`).
enum SwiftUIKeysNamedInCode {
    static let reason = "named in Swift code (a generated accessor or a localized-string call) that no view body the importer reads reaches (UIKit or AppKit code, view models, notifications)"

    /// A key named in a file that imports AppKit and not SwiftUI: AppKit code, whose views (`NSButton(title:)`,
    /// `NSTextField(labelWithString:)`, `NSMenuItem(title:…)`, `NSAlert`) AppKit sizes from the frames and
    /// constraints the code sets at run time, or to their content (a menu is as wide as its widest item: Apple,
    /// `NSMenu.minimumWidth`, "the menu's width is at least large enough to fit its items").
    static let appKitReason = "named in AppKit code (controls, menus and alerts the code builds): AppKit sizes them by frames and constraints the code sets at run time, or to their content (a menu grows to its widest item); not modelled"

    static func keys(in program: SwiftUIProgram) -> [SkippedElement] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.accessors = program.accessors
        var named: [String: SkippedElement] = [:]
        for (index, file) in program.files.enumerated() {
            finder.found = []
            finder.walk(file.tree)
            let why = !file.importsSwiftUI && SwiftUIProgram.importsAppKit(file.tree) ? appKitReason : reason
            for (entry, node) in finder.found {
                let name = (entry.table ?? "") + "\u{1F}" + entry.key
                guard named[name] == nil else { continue }
                let location = program.location(node, file: index)
                named[name] = SkippedElement(id: "code@\(location.line):\(location.column)", reason: why, location: location,
                                             key: entry.key, table: entry.table)
            }
        }
        return named.keys.sorted().map { named[$0]! }
    }

    /// Puts the keys on the first screen (their reasons are read from any screen); when the imports made no
    /// screen, on one of their own, with no element, so that the coverage still gives each key its reason.
    static func attach(_ keys: [SkippedElement], to screens: inout [LayoutScreen], program: SwiftUIProgram) {
        guard !keys.isEmpty else { return }
        if screens.isEmpty {
            let location = keys[0].location
            let platform = program.files.first { $0.display == location.file }?.platform ?? .ios
            screens.append(LayoutScreen(name: location.file, platform: platform, file: location.file, location: location, elements: [], origin: .swiftUI))
        }
        screens[0].keysNamedInCode += keys
    }

    private final class Finder: SyntaxVisitor {
        var accessors = SwiftUILocalizedAccessors(files: [])
        var found: [(SwiftUILocalizedAccessors.Entry, Syntax)] = []
        /// Inside a static member or R.swift's generated `R` / `_R` tree: an accessor's own declaration, which
        /// names its key once per key whether the app uses it or not; its uses are counted instead.
        private var declarationDepth = 0

        private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        }

        /// The one call a body gives (`return call(…)` or the call alone): an accessor's form.
        private static func isSingleCall(_ statements: CodeBlockItemListSyntax) -> Bool {
            let items = statements.filter { $0.item.as(DeclSyntax.self) == nil }
            guard items.count == 1, let only = items.first else { return false }
            switch only.item {
            case .expr(let value): return value.is(FunctionCallExprSyntax.self)
            case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression?.is(FunctionCallExprSyntax.self) == true
            case .decl: return false
            }
        }

        /// A static member in an accessor's form (`SwiftUILocalizedAccessors`: its value one call): its key is
        /// counted where the accessor is used. Any other static member (a function that builds controls, a table
        /// of titles) names its keys where it is written.
        private static func declaresAccessors(_ node: VariableDeclSyntax) -> Bool {
            guard isStatic(node.modifiers) else { return false }
            return node.bindings.allSatisfy { binding in
                if let value = binding.initializer?.value { return value.is(FunctionCallExprSyntax.self) }
                switch binding.accessorBlock?.accessors {
                case .getter(let statements)?: return isSingleCall(statements)
                case .accessors(let list)?:
                    return list.first { $0.accessorSpecifier.text == "get" }?.body.map { isSingleCall($0.statements) } ?? false
                case nil: return false
                }
            }
        }
        private static func declaresAccessors(_ node: FunctionDeclSyntax) -> Bool {
            isStatic(node.modifiers) && node.body.map { isSingleCall($0.statements) } == true
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.declaresAccessors(node) { declarationDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: VariableDeclSyntax) { if Self.declaresAccessors(node) { declarationDepth -= 1 } }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.declaresAccessors(node) { declarationDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { if Self.declaresAccessors(node) { declarationDepth -= 1 } }
        /// Inside R.swift's generated `R` / `_R` tree.
        private var rDepth = 0
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "R" || node.name.text == "_R" { declarationDepth += 1; rDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { if node.name.text == "R" || node.name.text == "_R" { declarationDepth -= 1; rDepth -= 1 } }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard declarationDepth == 0 else { return .visitChildren }
            if let call = SwiftUILocalizedCall.read(ExprSyntax(node)) {
                found.append((SwiftUILocalizedAccessors.Entry(key: call.key, table: call.table), Syntax(node)))
            } else if let entry = accessors.entry(ExprSyntax(node)) {
                found.append((entry, Syntax(node)))
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // The outermost member access of a chain only (`L10n.Settings.title`, not `L10n.Settings`). Reading an
            // accessor is a use wherever it is written, in a static member's value too (`static let review =
            // Configuration(title: Localization.Review.title)`): only R.swift's generated tree is left out.
            if rDepth == 0, node.parent?.is(MemberAccessExprSyntax.self) != true, let entry = accessors.entry(ExprSyntax(node)) {
                found.append((entry, Syntax(node)))
            }
            return .visitChildren
        }
    }
}
