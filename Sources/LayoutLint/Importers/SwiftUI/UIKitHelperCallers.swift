import SwiftSyntax

/// The values an app's own helper hands UIKit (`class func showAlert(title: String, message: String?, from: …)
/// { present(createDialog(title: title, message: message)) }` … `UIAlertController(title: title, …)`): the
/// localized values its callers pass for the parameter the site names, followed through helpers that pass their
/// own parameter on (a parameter is a constant, The Swift Programming Language, Functions: "Function parameters
/// are constants by default", so its value is the caller's).
///
/// A call names a function the way the compiler resolves it by name (The Swift Programming Language, Functions,
/// "Function Argument Labels and Parameter Names", "Default Parameter Values", and Closures, "Trailing
/// Closures"): its base name, then its argument labels, in order, each the label of a parameter, the parameters it
/// leaves out having a default value (or, for a trailing closure, a function type). A call that two of the app's
/// declarations can take (`twice(title:)` in two types) names neither: its receiver's type decides, which is not
/// read.
enum UIKitHelperCallers {
    /// How many levels of helpers are followed up from a site (`showAlert` → `createDialog` → the alert).
    static let maximumLevels = 4
    /// How many calls in all are read for one site (time stays linear in the sites).
    static let maximumCalls = 256

    /// The functions the program declares, by base name (at most `maximumDeclarations` kept per name: a name
    /// declared more often than that names no one function at any call).
    static let maximumDeclarations = 8

    /// The parameter `name` of the function around `node`: that function and the parameter's position, or nil
    /// when the name is bound by a closure or an initializer first, or is no parameter.
    static func enclosingFunction(declaring name: String, around node: Syntax) -> (FunctionDeclSyntax, Int)? {
        var current = node.parent
        var depth = 0
        while let found = current, depth < UIKitCodeTexts.maximumDepth {
            depth += 1
            if let closure = found.as(ClosureExprSyntax.self), closure.signature?.trimmedDescription.contains(name) == true { return nil }
            if let function = found.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                return (function, parameters.distance(from: parameters.startIndex, to: position))
            }
            if found.is(MemberBlockSyntax.self) || found.is(InitializerDeclSyntax.self) || found.is(AccessorBlockSyntax.self) { return nil }
            current = found.parent
        }
        return nil
    }

    /// Each parameter of `function` matched to the argument of `call` that gives it (nil: its default or a
    /// trailing closure), or nil when the call cannot name the function: an argument whose label is not the next
    /// parameter's, a parameter with no default left out, or arguments left over.
    static func matchArguments(_ call: FunctionCallExprSyntax, _ function: FunctionDeclSyntax) -> [ExprSyntax?]? {
        let parameters = Array(function.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        let trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        var matched: [ExprSyntax?] = []
        var next = 0
        var closuresLeft = trailingClosures
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if next < arguments.count, arguments[next].label?.text == label {
                matched.append(arguments[next].expression)
                next += 1
            } else if parameter.defaultValue != nil {
                matched.append(nil)
            } else if closuresLeft > 0, next == arguments.count, isFunctionType(parameter.type) {
                closuresLeft -= 1
                matched.append(nil)
            } else {
                return nil
            }
        }
        return next == arguments.count ? matched : nil
    }

    /// A parameter type that takes a closure (`() -> Void`, `@escaping (Bool) -> Void`, `(() -> Void)?`).
    static func isFunctionType(_ type: TypeSyntax) -> Bool { type.trimmedDescription.contains("->") }

    /// The localized values the callers of the function around `expression` pass for the parameter it names,
    /// followed up through callers that pass a parameter of their own, `maximumLevels` deep.
    static func sources(of expression: ExprSyntax, finder: UIKitCodeTexts.SiteFinder, program: SwiftUIProgram,
                        reader: SwiftUIViewReader, blocks: inout [SyntaxIdentifier: UIKitCodeTexts.Block]) -> [SwiftUITextSource] {
        var followed = Set<SyntaxIdentifier>()
        var budget = maximumCalls
        return sources(of: expression, level: 0, followed: &followed, budget: &budget, finder: finder, program: program, reader: reader, blocks: &blocks)
    }

    private static func sources(of expression: ExprSyntax, level: Int, followed: inout Set<SyntaxIdentifier>, budget: inout Int,
                                finder: UIKitCodeTexts.SiteFinder, program: SwiftUIProgram, reader: SwiftUIViewReader,
                                blocks: inout [SyntaxIdentifier: UIKitCodeTexts.Block]) -> [SwiftUITextSource] {
        guard level < maximumLevels, let reference = expression.as(DeclReferenceExprSyntax.self),
              let (function, position) = enclosingFunction(declaring: reference.baseName.text, around: Syntax(expression)),
              followed.insert(function.id).inserted else { return [] }
        let declarations = finder.declarations[function.name.text] ?? []
        guard declarations.count <= maximumDeclarations else { return [] }
        var result: [SwiftUITextSource] = []
        for call in finder.calls[function.name.text] ?? [] {
            guard budget > 0 else { break }
            budget -= 1
            // The call names this function alone.
            guard let matched = matchArguments(call.call, function),
                  declarations.filter({ $0.id != function.id && matchArguments(call.call, $0) != nil }).isEmpty,
                  let argument = matched[position] else { continue }
            let type = call.owner.isEmpty ? nil : program.types[call.owner]
            let (scope, initialValues) = UIKitCodeTexts.scope(for: argument, file: call.file, type: type, blocks: &blocks)
            let found = reader.localizedStringSources(argument, scope, depth: 1)?.filter { $0.key != nil && $0.unlocalized == nil } ?? []
            if found.isEmpty, let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, initialValues[name] == nil {
                // `createDialog(title: title, …)` in `showAlert(title:…)`: that helper's callers.
                result += sources(of: argument, level: level + 1, followed: &followed, budget: &budget,
                                  finder: finder, program: program, reader: reader, blocks: &blocks)
            } else {
                result += found
            }
        }
        return result
    }
}
