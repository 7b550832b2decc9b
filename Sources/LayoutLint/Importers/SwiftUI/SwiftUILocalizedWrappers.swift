import SwiftSyntax

/// The app's own helpers around a localized-string API, found by what their bodies do, not by their names:
/// - a function one of whose parameters is the key of a localized call in its body
///   (`func localizedString(_ key: String, _ params: String...) -> String { var s = NSLocalizedString(key,
///   comment: "") … }`), used as `localizedString("k")`;
/// - a `String` extension property whose getter localizes `self` (`var localized: String {
///   NSLocalizedString(self, comment: "") }`), used as `"k".localized`;
/// - a `String` extension method whose body localizes `self` (`func loc(_ arg: CVarArg) -> String {
///   String.localizedStringWithFormat(NSLocalizedString(self, comment: ""), arg) }`), used as `"k".loc(x)`.
/// A body may localize through another wrapper rather than Foundation itself (`func loc() -> String {
/// Strings.shared.text(for: self) }` where `text(for key: String)` calls `Bundle.localizedString(forKey: key, …)`):
/// the wrappers are read to a fixed point, so a chain of them is one wrapper (Swift passes the `String` value on
/// unchanged; the key Foundation looks up is the literal at the outermost call).
/// - a function whose parameter is an enumeration with `String` raw values and whose body localizes that
///   parameter's `rawValue` (`func rmbLocalized(_ key: Keys, arguments: CVarArg...) -> String {
///   Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil) … }`), used as
///   `rmbLocalized(.title)` or `rmbLocalized(Keys.title)`;
/// - a property or method of such an enumeration, or of a protocol it conforms to, that localizes its own
///   `rawValue` (`enum Keys: String { case title; var localized: String { NSLocalizedString(rawValue, comment:
///   "") } }`), used as `Keys.title.localized`.
/// The key is the literal the use passes (Foundation looks it up as the wrapped call does), or the raw value of
/// the enumeration case it names: the case's `= "literal"`, or, with none written, the case's own name (The
/// Swift Programming Language, Enumerations, "Implicitly Assigned Raw Values": "when strings are used for raw
/// values, the implicit value for each case is the text of that case's name"). The table is the wrapped call's
/// literal `tableName:` / `table:`, else `Localizable`. A wrapped call whose table is not a literal, or a use
/// whose key is neither a literal nor a case of the declared enumeration, is not read.
struct SwiftUILocalizedWrappers {
    struct Function: Hashable {
        /// The index of the key among the parameters, and whether that parameter is unlabelled at the call.
        var keyIndex: Int
        var keyLabel: String?
        var table: String?
        /// Declared in a type (a method): a use may name it through an instance (`Strings.shared.text(for: "k")`).
        var isMethod = false
        /// The key parameter's type when it is an enumeration with `String` raw values whose `rawValue` the body
        /// localizes (nil: a `String` key).
        var keyEnum: String? = nil
    }

    /// Enumerations with `String` (or `String.LocalizationValue`) raw values, by the name a type annotation writes
    /// (the last component): case name → raw value. Two enumerations of one name give a case only where they
    /// agree on it.
    private(set) var rawValues: [String: [String: String]] = [:]
    private var conflictingCases = Set<String>()
    /// Each such enumeration's inherited types as written (the protocols whose extensions may localize `rawValue`).
    private var inherited: [String: Set<String>] = [:]
    /// Type name (an enumeration or a protocol) → its members that localize `self.rawValue` → the table.
    private(set) var rawValueMembers: [String: [String: String?]] = [:]

    /// Function name → its wrapper reading (names declared twice with different readings are dropped).
    private(set) var functions: [String: Function] = [:]
    /// The same for wrappers keyed by a raw-value enumeration: a name may have both (`text(for key: Keys)` beside
    /// `text(for key: String)`), the argument written at a use says which one the compiler calls.
    private(set) var enumFunctions: [String: Function] = [:]
    /// `String` extension property name → the table.
    private(set) var properties: [String: String?] = [:]
    /// `String` extension method name → the table (every overload of the name localizes `self`).
    private(set) var methods: [String: String?] = [:]
    private var ambiguous = Set<String>()
    /// Names of wrappers the app also declares a function of that is no wrapper (`text(for key: String)` beside
    /// `text(for date: Date)`): a use through an instance may call either.
    private var overloadedByOthers = Set<String>()
    /// Declarations not (yet) read as wrappers: a body may localize through a wrapper declared later.
    private var pendingFunctions: [(node: FunctionDeclSyntax, ofString: Bool, isMethod: Bool)] = []
    private var pendingProperties: [(name: String, accessors: AccessorBlockSyntax)] = []
    /// Members of other types that name `rawValue`: read once the enumerations are known.
    private var pendingRawValueMembers: [(owner: String, name: String, body: Syntax)] = []

    var isEmpty: Bool { functions.isEmpty && enumFunctions.isEmpty && properties.isEmpty && methods.isEmpty && rawValueMembers.isEmpty }

    /// The raw-value types whose cases a key may be: `String`, and `String.LocalizationValue`, which
    /// `String(localized:)` takes (Apple documentation, `String.LocalizationValue`); its cases need a literal.
    static let rawValueTypes: [String: Bool] = ["String": true, "Swift.String": true, "String.LocalizationValue": false]

    /// Records an enumeration with `String` raw values (the first inherited type is the raw type).
    mutating func add(_ node: EnumDeclSyntax) {
        guard let rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              let implicit = Self.rawValueTypes[rawType] else { return }
        let name = node.name.text
        var cases = rawValues[name] ?? [:]
        for member in node.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                let caseName = element.name.text.filter { $0 != "`" }
                let raw: String?
                if let value = element.rawValue?.value {
                    raw = value.as(StringLiteralExprSyntax.self).flatMap(SwiftUIStrings.plainValue)
                } else {
                    raw = implicit ? caseName : nil
                }
                let slot = name + "." + caseName
                guard let raw, !conflictingCases.contains(slot) else { continue }
                if let known = cases[caseName], known != raw { conflictingCases.insert(slot); cases[caseName] = nil; continue }
                cases[caseName] = raw
            }
        }
        rawValues[name] = cases
        for type in Array(node.inheritanceClause?.inheritedTypes ?? []).dropFirst() {
            inherited[name, default: []].insert(type.type.trimmedDescription)
        }
        // Every enumeration with raw values is `RawRepresentable` (The Swift Programming Language, Enumerations,
        // "Initializing from a Raw Value"): `extension RawRepresentable where RawValue == String { var localized … }`
        // applies to those whose raw type is `String`.
        if implicit { inherited[name, default: []].insert("RawRepresentable") }
    }

    /// The key expression and table of a localized call: `NSLocalizedString(k, tableName:)`,
    /// `String(localized: k, table:)`, `Bundle.localizedString(forKey: k, value:, table:)`. The table is nil for
    /// the default table; a table that is not a literal makes the whole answer nil (not a wrapper).
    static func wrappedKey(_ call: FunctionCallExprSyntax) -> (key: ExprSyntax, table: String?)? {
        let callee = call.calledExpression.trimmedDescription
        let arguments = call.arguments
        var key: ExprSyntax?
        if callee == "NSLocalizedString" {
            key = arguments.first(where: { $0.label == nil })?.expression
        } else if callee == "String", let localized = SwiftUISyntax.argument(arguments, "localized") {
            key = localized
        } else if SwiftUISyntax.lastName(call.calledExpression) == "localizedString", let forKey = SwiftUISyntax.argument(arguments, "forKey") {
            key = forKey
        }
        guard let key else { return nil }
        // Interpolating `String.LocalizationValue(k)` around the key is the same key.
        var unwrapped = key
        if let inner = key.as(FunctionCallExprSyntax.self), inner.calledExpression.trimmedDescription.hasSuffix("LocalizationValue"),
           inner.arguments.count == 1, let only = inner.arguments.first?.expression {
            unwrapped = only
        }
        let tableArgument = SwiftUISyntax.argument(arguments, "tableName") ?? SwiftUISyntax.argument(arguments, "table")
        if let tableArgument, !tableArgument.is(NilLiteralExprSyntax.self) {
            guard let literal = tableArgument.as(StringLiteralExprSyntax.self), let table = SwiftUIStrings.plainValue(literal) else { return nil }
            return (unwrapped, table)
        }
        return (unwrapped, nil)
    }

    /// The key expression and table of a call to a wrapper already known: `text(for: k)`,
    /// `Strings.shared.text(for: k)` (a method), `k.loc(x)`.
    private func knownWrapperKey(_ call: FunctionCallExprSyntax) -> (key: ExprSyntax, table: String?)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let table = methods[member.declName.baseName.text], functions[member.declName.baseName.text] == nil,
           enumFunctions[member.declName.baseName.text] == nil {
            return (base, table)
        }
        return wrapperKey(call, in: functions)
    }

    /// The key argument and table of a call to one of `wrappers`.
    private func wrapperKey(_ call: FunctionCallExprSyntax, in wrappers: [String: Function]) -> (key: ExprSyntax, table: String?)? {
        guard let name = SwiftUISyntax.lastName(call.calledExpression), let wrapper = wrappers[name] else { return nil }
        if !call.calledExpression.is(DeclReferenceExprSyntax.self) {
            // Through an instance or type (`Strings.shared.text(for:)`), whose type is not read: only a method
            // no declaration of the same name contradicts.
            guard wrapper.isMethod, !overloadedByOthers.contains(name) else { return nil }
        }
        let arguments = Array(call.arguments)
        guard wrapper.keyIndex < arguments.count, arguments[wrapper.keyIndex].label?.text == wrapper.keyLabel else { return nil }
        return (arguments[wrapper.keyIndex].expression, wrapper.table)
    }

    /// The table of the first localized call in a body whose key is the name `name` (with `rawValue`, its
    /// `name.rawValue`): `.some(table)` (the table nil for the default one), nil when there is none (at most 200
    /// uses of the name looked at).
    private func table(keyedBy name: String, rawValue: Bool = false, in body: Syntax) -> String?? {
        var budget = 200
        for node in body.tokens(viewMode: .sourceAccurate) where node.text == name {
            budget -= 1
            guard budget > 0 else { return nil }
            // The token's expression, and the localized call it is the key of.
            guard let found = node.parent?.as(DeclReferenceExprSyntax.self) ?? nil else { continue }
            var reference = ExprSyntax(found)
            if rawValue {
                guard let member = found.parent?.as(MemberAccessExprSyntax.self), member.base?.id == found.id,
                      member.declName.baseName.text == "rawValue" else { continue }
                reference = ExprSyntax(member)
            }
            // `name.localized` / `name.loc()`: a `String` extension wrapper applied to it.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
                if let table = properties[member.declName.baseName.text] { return .some(table) }
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                   let table = methods[member.declName.baseName.text] {
                    return .some(table)
                }
                continue
            }
            var argument: Syntax? = Syntax(reference)
            while let current = argument, current.as(LabeledExprSyntax.self) == nil, current.as(CodeBlockSyntax.self) == nil { argument = current.parent }
            // `String.LocalizationValue(key)` around it is the same key (`wrappedKey` unwraps it): the call it is
            // the argument of.
            if let value = argument?.parent?.parent?.as(FunctionCallExprSyntax.self), value.arguments.count == 1,
               value.calledExpression.trimmedDescription.hasSuffix("LocalizationValue") {
                argument = value.parent
                while let current = argument, current.as(LabeledExprSyntax.self) == nil, current.as(CodeBlockSyntax.self) == nil { argument = current.parent }
            }
            guard let call = argument?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let wrapped = Self.wrappedKey(call) ?? knownWrapperKey(call),
                  wrapped.key.trimmedDescription == reference.trimmedDescription else { continue }
            return .some(wrapped.table)
        }
        return nil
    }

    mutating func add(_ node: FunctionDeclSyntax, in path: [String]) {
        guard let body = node.body else { return }
        let isStatic = node.modifiers.contains(where: { $0.name.text == "static" })
        let ofString = Self.isString(path) && !isStatic
        pendingFunctions.append((node, ofString, !path.isEmpty))
        if !isStatic, let owner = path.last, !ofString, Self.namesRawValue(Syntax(body)) {
            pendingRawValueMembers.append((owner, node.name.text, Syntax(body)))
        }
    }

    mutating func add(_ node: VariableDeclSyntax, in path: [String]) {
        guard !node.modifiers.contains(where: { $0.name.text == "static" }) else { return }
        let ofString = Self.isString(path)
        guard ofString || path.last != nil else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock else { continue }
            if ofString {
                pendingProperties.append((name, accessors))
            } else if let owner = path.last, Self.namesRawValue(Syntax(accessors)) {
                pendingRawValueMembers.append((owner, name, Syntax(accessors)))
            }
        }
    }

    private static func namesRawValue(_ body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.text == "rawValue" }
    }

    private static func isString(_ path: [String]) -> Bool { path == ["String"] || path == ["Swift", "String"] }

    /// Reads the declarations collected, again while a pass finds a new wrapper (a chain of wrappers), at most
    /// `maximumPasses` times: each pass is linear in the bodies, so the whole is too.
    static let maximumPasses = 8

    mutating func resolve() {
        for _ in 0..<Self.maximumPasses {
            var found = false
            var remainingFunctions: [(node: FunctionDeclSyntax, ofString: Bool, isMethod: Bool)] = []
            for pending in pendingFunctions {
                if read(pending.node, ofString: pending.ofString, isMethod: pending.isMethod) { found = true } else { remainingFunctions.append(pending) }
            }
            pendingFunctions = remainingFunctions
            var remainingProperties: [(name: String, accessors: AccessorBlockSyntax)] = []
            for pending in pendingProperties {
                if case .some(let table) = table(keyedBy: "self", in: Syntax(pending.accessors)) {
                    if let known = properties[pending.name], known != table {
                        ambiguous.insert(pending.name); properties[pending.name] = nil
                    } else if !ambiguous.contains(pending.name) {
                        properties[pending.name] = .some(table)
                    }
                    found = true
                } else {
                    remainingProperties.append(pending)
                }
            }
            pendingProperties = remainingProperties
            if !found { break }
        }
        for pending in pendingFunctions where functions[pending.node.name.text] != nil || enumFunctions[pending.node.name.text] != nil {
            overloadedByOthers.insert(pending.node.name.text)
        }
        pendingFunctions = []
        pendingProperties = []
        // Members of a raw-value enumeration, or of a protocol one conforms to, that localize `self.rawValue` /
        // `rawValue` (read after the wrappers: a body may localize through one).
        let owners = Set(rawValues.keys).union(inherited.values.joined())
        var ambiguousMembers = Set<String>()
        for pending in pendingRawValueMembers where owners.contains(pending.owner) {
            guard case .some(let table) = table(keyedBy: "self", rawValue: true, in: pending.body) ?? table(keyedBy: "rawValue", in: pending.body) else { continue }
            let slot = pending.owner + "." + pending.name
            guard !ambiguousMembers.contains(slot) else { continue }
            if let known = rawValueMembers[pending.owner]?[pending.name], known != table {
                ambiguousMembers.insert(slot); rawValueMembers[pending.owner]?[pending.name] = nil
            } else {
                rawValueMembers[pending.owner, default: [:]][pending.name] = .some(table)
            }
        }
        pendingRawValueMembers = []
    }

    /// Whether the declaration is a wrapper (recorded).
    private mutating func read(_ node: FunctionDeclSyntax, ofString: Bool, isMethod: Bool) -> Bool {
        guard let body = node.body else { return false }
        let name = node.name.text
        if ofString, case .some(let table) = table(keyedBy: "self", in: Syntax(body)) {
            if ambiguous.contains("." + name) { return true }
            if let known = methods[name], known != table { ambiguous.insert("." + name); methods[name] = nil } else { methods[name] = .some(table) }
            return true
        }
        for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            guard parameterName != "_" else { continue }
            let type = parameter.type.trimmedDescription
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if type == "String", case .some(let table) = table(keyedBy: parameterName, in: Syntax(body)) {
                Self.record(name, Function(keyIndex: index, keyLabel: label, table: table, isMethod: isMethod), in: &functions, ambiguous: &ambiguous)
                return true
            }
            // A raw-value enumeration: the key is the parameter's `rawValue`.
            let enumName = type.split(separator: ".").last.map(String.init) ?? type
            if rawValues[enumName] != nil, case .some(let table) = table(keyedBy: parameterName, rawValue: true, in: Syntax(body)) {
                Self.record(name, Function(keyIndex: index, keyLabel: label, table: table, isMethod: isMethod, keyEnum: enumName), in: &enumFunctions, ambiguous: &ambiguous)
                return true
            }
        }
        return false
    }

    private static func record(_ name: String, _ value: Function, in wrappers: inout [String: Function], ambiguous: inout Set<String>) {
        let slot = (value.keyEnum == nil ? "" : "enum ") + name
        guard !ambiguous.contains(slot) else { return }
        if let known = wrappers[name], known != value { ambiguous.insert(slot); wrappers[name] = nil; return }
        wrappers[name] = value
    }

    /// The table × key a use reads: `localizedString("k")`, `Strings.shared.text(for: "k")`, `"k".localized`,
    /// `"k".loc(x)`.
    func entry(_ expression: ExprSyntax) -> SwiftUILocalizedAccessors.Entry? {
        guard let use = use(expression) else { return nil }
        return SwiftUILocalizedAccessors.Entry(key: use.key, table: use.table)
    }

    /// The key, where the use writes it (a literal or an enumeration case), and the table of a use of a wrapper:
    /// `localizedString("k")`, `rmbLocalized(.title)`, `"k".localized`, `Keys.title.localized`.
    func use(_ expression: ExprSyntax) -> (key: String, node: Syntax, table: String?)? {
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftUISyntax.lastName(call.calledExpression),
           let enumName = enumFunctions[name]?.keyEnum, let wrapped = wrapperKey(call, in: enumFunctions),
           let key = rawValue(wrapped.key, of: enumName) {
            return (key, Syntax(wrapped.key), wrapped.table)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let wrapped = knownWrapperKey(call) {
            guard let literal = wrapped.key.as(StringLiteralExprSyntax.self), let key = SwiftUIStrings.plainValue(literal) else { return nil }
            return (key, Syntax(literal), wrapped.table)
        }
        // `Keys.title.localized`, `Keys.title.localized()`: a raw-value member of the case's enumeration.
        var access = expression.as(MemberAccessExprSyntax.self)
        if access == nil, let call = expression.as(FunctionCallExprSyntax.self) { access = call.calledExpression.as(MemberAccessExprSyntax.self) }
        if let member = access, let base = member.base?.as(MemberAccessExprSyntax.self), let typeName = base.base.flatMap(SwiftUISyntax.lastName),
           let table = rawValueMember(member.declName.baseName.text, of: typeName),
           let key = rawValue(ExprSyntax(base), of: typeName) {
            return (key, Syntax(base), table)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let literal = member.base?.as(StringLiteralExprSyntax.self),
           let table = properties[member.declName.baseName.text], let key = SwiftUIStrings.plainValue(literal) {
            return (key, Syntax(literal), table)
        }
        return nil
    }

    /// The raw value of the case an argument names: `.title` (the parameter's type implied) or `Keys.title`.
    private func rawValue(_ argument: ExprSyntax, of enumName: String) -> String? {
        guard let member = argument.as(MemberAccessExprSyntax.self), let cases = rawValues[enumName] else { return nil }
        if let base = member.base {
            guard SwiftUISyntax.lastName(base) == enumName else { return nil }
        }
        return cases[member.declName.baseName.text.filter { $0 != "`" }]
    }

    /// The table of an enumeration's member that localizes its raw value, declared on the enumeration or on a
    /// protocol it conforms to (`.some(nil)`: the default table).
    private func rawValueMember(_ name: String, of enumName: String) -> String?? {
        guard rawValues[enumName] != nil else { return nil }
        if let table = rawValueMembers[enumName]?[name] { return .some(table) }
        for type in (inherited[enumName] ?? []).sorted() {
            if let table = rawValueMembers[type]?[name] { return .some(table) }
        }
        return nil
    }
}
