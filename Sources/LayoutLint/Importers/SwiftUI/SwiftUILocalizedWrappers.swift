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
/// The key is the literal the use passes (Foundation looks it up as the wrapped call does); the table is the
/// wrapped call's literal `tableName:` / `table:`, else `Localizable`. A wrapped call whose table is not a
/// literal, or a use whose key is not a literal, is not read.
struct SwiftUILocalizedWrappers {
    struct Function: Hashable {
        /// The index of the key among the parameters, and whether that parameter is unlabelled at the call.
        var keyIndex: Int
        var keyLabel: String?
        var table: String?
        /// Declared in a type (a method): a use may name it through an instance (`Strings.shared.text(for: "k")`).
        var isMethod = false
    }

    /// Function name → its wrapper reading (names declared twice with different readings are dropped).
    private(set) var functions: [String: Function] = [:]
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

    var isEmpty: Bool { functions.isEmpty && properties.isEmpty && methods.isEmpty }

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
           let table = methods[member.declName.baseName.text], functions[member.declName.baseName.text] == nil {
            return (base, table)
        }
        guard let name = SwiftUISyntax.lastName(call.calledExpression), let wrapper = functions[name] else { return nil }
        if !call.calledExpression.is(DeclReferenceExprSyntax.self) {
            // Through an instance or type (`Strings.shared.text(for:)`), whose type is not read: only a method
            // no declaration of the same name contradicts.
            guard wrapper.isMethod, !overloadedByOthers.contains(name) else { return nil }
        }
        let arguments = Array(call.arguments)
        guard wrapper.keyIndex < arguments.count, arguments[wrapper.keyIndex].label?.text == wrapper.keyLabel else { return nil }
        return (arguments[wrapper.keyIndex].expression, wrapper.table)
    }

    /// The table of the first localized call in a body whose key is the name `name`: `.some(table)` (the table
    /// nil for the default one), nil when there is none (at most 200 uses of the name looked at).
    private func table(keyedBy name: String, in body: Syntax) -> String?? {
        var budget = 200
        for node in body.tokens(viewMode: .sourceAccurate) where node.text == name {
            budget -= 1
            guard budget > 0 else { return nil }
            // The token's expression, and the localized call it is the key of.
            guard let reference = node.parent?.as(DeclReferenceExprSyntax.self) ?? nil else { continue }
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
            guard let call = argument?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let wrapped = Self.wrappedKey(call) ?? knownWrapperKey(call),
                  wrapped.key.trimmedDescription == name else { continue }
            return .some(wrapped.table)
        }
        return nil
    }

    mutating func add(_ node: FunctionDeclSyntax, in path: [String]) {
        guard node.body != nil else { return }
        let ofString = Self.isString(path) && !node.modifiers.contains(where: { $0.name.text == "static" })
        pendingFunctions.append((node, ofString, !path.isEmpty))
    }

    mutating func add(_ node: VariableDeclSyntax, in path: [String]) {
        guard Self.isString(path), !node.modifiers.contains(where: { $0.name.text == "static" }) else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock else { continue }
            pendingProperties.append((name, accessors))
        }
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
        for pending in pendingFunctions where functions[pending.node.name.text] != nil { overloadedByOthers.insert(pending.node.name.text) }
        pendingFunctions = []
        pendingProperties = []
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
            guard parameter.type.trimmedDescription == "String", parameterName != "_",
                  case .some(let table) = table(keyedBy: parameterName, in: Syntax(body)) else { continue }
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            record(name, Function(keyIndex: index, keyLabel: label, table: table, isMethod: isMethod))
            return true
        }
        return false
    }

    private mutating func record(_ name: String, _ value: Function) {
        guard !ambiguous.contains(name) else { return }
        if let known = functions[name], known != value { ambiguous.insert(name); functions[name] = nil; return }
        functions[name] = value
    }

    /// The table × key a use reads: `localizedString("k")`, `Strings.shared.text(for: "k")`, `"k".localized`,
    /// `"k".loc(x)`.
    func entry(_ expression: ExprSyntax) -> SwiftUILocalizedAccessors.Entry? {
        guard let use = use(expression), let key = SwiftUIStrings.plainValue(use.literal) else { return nil }
        return SwiftUILocalizedAccessors.Entry(key: key, table: use.table)
    }

    /// The key's literal and the table of a use of a wrapper.
    func use(_ expression: ExprSyntax) -> (literal: StringLiteralExprSyntax, table: String?)? {
        if let call = expression.as(FunctionCallExprSyntax.self), let wrapped = knownWrapperKey(call) {
            guard let literal = wrapped.key.as(StringLiteralExprSyntax.self) else { return nil }
            return (literal, wrapped.table)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let literal = member.base?.as(StringLiteralExprSyntax.self),
           let table = properties[member.declName.baseName.text] {
            return (literal, table)
        }
        return nil
    }
}
