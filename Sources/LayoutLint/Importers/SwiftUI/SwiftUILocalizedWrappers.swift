import SwiftSyntax

/// The app's own helpers around a localized-string API, found by what their bodies do, not by their names:
/// - a function one of whose parameters is the key of a localized call in its body
///   (`func localizedString(_ key: String, _ params: String...) -> String { var s = NSLocalizedString(key,
///   comment: "") … }`), used as `localizedString("k")`;
/// - a `String` extension property whose getter localizes `self` (`var localized: String {
///   NSLocalizedString(self, comment: "") }`), used as `"k".localized`.
/// The key is the literal the use passes (Foundation looks it up as the wrapped call does); the table is the
/// wrapped call's literal `tableName:` / `table:`, else `Localizable`. A wrapped call whose table is not a
/// literal, or a use whose key is not a literal, is not read.
struct SwiftUILocalizedWrappers {
    struct Function: Hashable {
        /// The index of the key among the parameters, and whether that parameter is unlabelled at the call.
        var keyIndex: Int
        var keyLabel: String?
        var table: String?
    }

    /// Function name → its wrapper reading (names declared twice with different readings are dropped).
    private(set) var functions: [String: Function] = [:]
    /// `String` extension property name → the table.
    private(set) var properties: [String: String?] = [:]
    private var ambiguous = Set<String>()

    var isEmpty: Bool { functions.isEmpty && properties.isEmpty }

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

    /// The table of the first localized call in a body whose key is the name `name`: `.some(table)` (the table
    /// nil for the default one), nil when there is none (at most 200 uses of the name looked at).
    private static func table(keyedBy name: String, in body: Syntax) -> String?? {
        var budget = 200
        for node in body.tokens(viewMode: .sourceAccurate) where node.text == name {
            budget -= 1
            guard budget > 0 else { return nil }
            // The token's expression, and the localized call it is the key of.
            guard let reference = node.parent?.as(DeclReferenceExprSyntax.self) ?? nil else { continue }
            var argument: Syntax? = Syntax(reference)
            while let current = argument, current.as(LabeledExprSyntax.self) == nil, current.as(CodeBlockSyntax.self) == nil { argument = current.parent }
            guard let call = argument?.parent?.parent?.as(FunctionCallExprSyntax.self), let wrapped = wrappedKey(call),
                  wrapped.key.trimmedDescription == name else { continue }
            return .some(wrapped.table)
        }
        return nil
    }

    mutating func add(_ node: FunctionDeclSyntax, in path: [String]) {
        guard let body = node.body else { return }
        for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            guard parameter.type.trimmedDescription == "String", name != "_",
                  case .some(let table) = Self.table(keyedBy: name, in: Syntax(body)) else { continue }
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            record(node.name.text, Function(keyIndex: index, keyLabel: label, table: table))
            return
        }
    }

    mutating func add(_ node: VariableDeclSyntax, in path: [String]) {
        guard path == ["String"] || path == ["Swift", "String"], !node.modifiers.contains(where: { $0.name.text == "static" }) else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock,
                  case .some(let table) = Self.table(keyedBy: "self", in: Syntax(accessors)) else { continue }
            if let known = properties[name], known != table { ambiguous.insert(name); properties[name] = nil; continue }
            if !ambiguous.contains(name) { properties[name] = .some(table) }
        }
    }

    private mutating func record(_ name: String, _ value: Function) {
        guard !ambiguous.contains(name) else { return }
        if let known = functions[name], known != value { ambiguous.insert(name); functions[name] = nil; return }
        functions[name] = value
    }

    /// The table × key a use reads: `localizedString("k")`, `"k".localized`.
    func entry(_ expression: ExprSyntax) -> SwiftUILocalizedAccessors.Entry? {
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           let wrapper = functions[callee.baseName.text] {
            let arguments = Array(call.arguments)
            guard wrapper.keyIndex < arguments.count, arguments[wrapper.keyIndex].label?.text == wrapper.keyLabel,
                  let literal = arguments[wrapper.keyIndex].expression.as(StringLiteralExprSyntax.self),
                  let key = SwiftUIStrings.plainValue(literal) else { return nil }
            return SwiftUILocalizedAccessors.Entry(key: key, table: wrapper.table)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let literal = member.base?.as(StringLiteralExprSyntax.self),
           let table = properties[member.declName.baseName.text], let key = SwiftUIStrings.plainValue(literal) {
            return SwiftUILocalizedAccessors.Entry(key: key, table: table)
        }
        return nil
    }
}
