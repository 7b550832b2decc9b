import SwiftSyntax

/// A `Font` value as far as it can be known from source: a Dynamic Type style, or a point size that
/// scales like a style or not at all, a weight, italic.
struct SwiftUIFont: Hashable {
    var textStyle: String?
    var size: Double?
    var scales = false
    var weight: Int?
    var italic = false
    /// The app's face for `Font.custom` (an `AppleAppFonts` face): nil, the system family.
    var face: AppleAppFonts.Face?
    /// What the evaluation assumed (shown as notes by `layoutlint import`).
    var assumptions: [String] = []
}

/// Evaluates `.font(…)` arguments: SwiftUI's text styles and `.system`/`.custom` fonts, and the app's own
/// `Font` extensions and its types' static properties (`Typography.body`) by evaluating their bodies (constants,
/// `#if` for iOS, helper functions, arithmetic, `UIFontMetrics` scaling). A stored setting the app reads at run time counts at the default the app
/// declares for it (`@AppStorage("…") var scale = 1`), and an optional setting with no default counts as
/// unset: both are notes on the element. Anything else is a reason to skip the text.
struct SwiftUIFontEvaluator {
    let program: SwiftUIProgram
    /// SwiftUI `Font` text styles → the Dynamic Type style names of `DynamicType.styles`.
    static let textStyles: [String: String] = [
        "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3", "headline": "headline",
        "subheadline": "subheadline", "body": "body", "callout": "callout", "footnote": "footnote", "caption": "caption1",
        "caption2": "caption2", "extraLargeTitle": "largeTitle", "extraLargeTitle2": "largeTitle",
    ]
    /// `Font.Weight` → CSS weights.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    enum Value {
        case font(SwiftUIFont)
        case number(Double, scalesLike: String?, assumptions: [String])
        case style(String)
        case weight(Int)
        /// A string known statically: a custom font's name.
        case text(String)
        case nothing
    }

    struct Failure: Error { var reason: String }

    typealias Environment = [String: (ExprSyntax, [String: Value])]

    func font(_ expression: ExprSyntax) -> Result<SwiftUIFont, Failure> {
        var budget = 200
        do {
            if case .font(let font) = try evaluate(expression, [:], budget: &budget) { return .success(font) }
            return .failure(Failure(reason: "the font \(short(expression)) is not a Font the importer can evaluate"))
        } catch {
            return .failure(error)
        }
    }

    func short(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        return "`" + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "`"
    }

    func evaluate(_ expression: ExprSyntax, _ environment: [String: Value], budget: inout Int) throws(Failure) -> Value {
        budget -= 1
        guard budget > 0 else { throw Failure(reason: "the font expression is too deep to evaluate") }
        if let number = SwiftUISyntax.number(expression) { return .number(number, scalesLike: nil, assumptions: []) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try evaluate(only.expression, environment, budget: &budget)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = environment[name] { return bound }
            return try staticMember(name, of: "Font", environment, budget: &budget, original: expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            guard case .number(let a, let scaleA, let notesA) = try evaluate(infix.leftOperand, environment, budget: &budget),
                  case .number(let b, let scaleB, let notesB) = try evaluate(infix.rightOperand, environment, budget: &budget) else {
                throw Failure(reason: "the font size \(short(expression)) is not a number known statically")
            }
            let scale = scaleA ?? scaleB
            switch op {
            case "+": return .number(a + b, scalesLike: scale, assumptions: notesA + notesB)
            case "-": return .number(a - b, scalesLike: scale, assumptions: notesA + notesB)
            case "*": return .number(a * b, scalesLike: scale, assumptions: notesA + notesB)
            case "/" where b != 0: return .number(a / b, scalesLike: scale, assumptions: notesA + notesB)
            default: throw Failure(reason: "the font size \(short(expression)) is not a number known statically")
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let baseText = member.base?.trimmedDescription
            if baseText == nil || baseText == "Font" || baseText == "SwiftUI.Font" {
                if let style = Self.textStyles[name] { return .font(SwiftUIFont(textStyle: style)) }
                if let weight = Self.weights[name] { return .weight(weight) }
                return try staticMember(name, of: "Font", environment, budget: &budget, original: expression)
            }
            if baseText == "Font.Weight" || baseText == "UIFont.Weight", let weight = Self.weights[name] { return .weight(weight) }
            if baseText == "Font.TextStyle" || baseText == "UIFont.TextStyle", let style = Self.textStyles[name] { return .style(style) }
            if let base = member.base {
                // A static property of a type the app declares (`Typography.titleMedium` with `enum Typography {
                // static let titleMedium: Font = .system(size: 16) }`): the name is that type's member, as the
                // compiler resolves it, and Swift runs its initializer (or getter) for the value.
                if let baseText, program.types[baseText]?.members[name]?.contains(where: { member in
                    guard member.isStatic, case .variable = member.kind else { return false }
                    return true
                }) == true {
                    return try staticMember(name, of: baseText, environment, budget: &budget, original: expression)
                }
                // A design-token struct the app exposes on `Font` (`static let tokens = Tokens()` with
                // `let body = Font.subheadline`): Swift runs the stored property's initializer, so its value
                // is the font.
                if let value = try tokenMember(name, of: base, budget: &budget) { return value }
                // A setting read at run time: the default the app declares for a stored property of that name.
                return try setting(name, original: base)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return try evaluateCall(call, environment, budget: &budget)
        }
        throw Failure(reason: "the font \(short(expression)) is not a Font the importer can evaluate")
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, _ environment: [String: Value], budget: inout Int) throws(Failure) -> Value {
        let arguments = call.arguments
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return try function(reference.baseName.text, of: "Font", arguments: arguments, environment, budget: &budget, original: ExprSyntax(call))
            }
            throw Failure(reason: "the font \(short(ExprSyntax(call))) is not a Font the importer can evaluate")
        }
        let name = callee.declName.baseName.text
        let baseText = callee.base?.trimmedDescription
        // Modifiers on a font value.
        if let base = callee.base, baseText != "Font", baseText != "SwiftUI.Font", baseText != "UIFontMetrics.default",
           !(baseText?.hasPrefix("UIFontMetrics(") ?? false) {
            let value = try evaluate(base, environment, budget: &budget)
            guard case .font(var font) = value else {
                throw Failure(reason: "the font \(short(ExprSyntax(call))) is not a Font the importer can evaluate")
            }
            switch name {
            case "weight":
                if let argument = arguments.first, case .weight(let weight) = try evaluate(argument.expression, environment, budget: &budget) { font.weight = weight }
            case "bold": font.weight = 700
            case "italic": font.italic = true
            case "monospacedDigit", "monospaced", "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "width":
                font.assumptions.append("`.\(name)()` is measured with the font's own figures and width")
            default:
                throw Failure(reason: "the font modifier `.\(name)` is not modelled")
            }
            return .font(font)
        }
        if baseText == "UIFontMetrics.default" || (baseText?.hasPrefix("UIFontMetrics(") ?? false), name == "scaledValue" {
            var style = "body"
            if let base = callee.base?.as(FunctionCallExprSyntax.self), let argument = SwiftUISyntax.argument(base.arguments, "forTextStyle"),
               case .style(let named) = try evaluate(argument, environment, budget: &budget) { style = named }
            guard let argument = SwiftUISyntax.argument(arguments, "for"),
                  case .number(let value, _, let notes) = try evaluate(argument, environment, budget: &budget) else {
                throw Failure(reason: "the scaled font size is not a number known statically")
            }
            return .number(value, scalesLike: style, assumptions: notes)
        }
        switch name {
        case "system":
            var font = SwiftUIFont()
            if let size = SwiftUISyntax.argument(arguments, "size") {
                guard case .number(let value, let scalesLike, let notes) = try evaluate(size, environment, budget: &budget) else {
                    throw Failure(reason: "the font size is not a number known statically")
                }
                font.size = value
                font.scales = scalesLike != nil
                font.textStyle = scalesLike
                font.assumptions += notes
            } else if let first = arguments.first, first.label == nil {
                guard case .font(let styled) = try evaluate(first.expression, environment, budget: &budget) else {
                    throw Failure(reason: "the font's text style is not known statically")
                }
                font = styled
            }
            if let weight = SwiftUISyntax.argument(arguments, "weight"), case .weight(let value) = try evaluate(weight, environment, budget: &budget) {
                font.weight = value
            }
            return .font(font)
        case "custom":
            return .font(try customFont(arguments, environment, budget: &budget, original: ExprSyntax(call)))
        default:
            return try function(name, of: "Font", arguments: arguments, environment, budget: &budget, original: ExprSyntax(call))
        }
    }

    /// A static member of `Font` the app declares (`static var scaledBody: Font { … }`, `static let body = 17.0`).
    func staticMember(_ name: String, of typeName: String, _ environment: [String: Value], budget: inout Int, original: ExprSyntax) throws(Failure) -> Value {
        guard let found = program.types[typeName]?.members[name]?.first(where: { $0.isStatic }),
              case .variable(let binding) = found.kind else {
            throw Failure(reason: "the font \(short(original)) is not declared in the app's sources")
        }
        if let initializer = binding.initializer { return try evaluate(initializer.value, [:], budget: &budget) }
        guard let body = getterBody(binding) else { throw Failure(reason: "the font \(short(original)) has no body to evaluate") }
        return try run(body, [:], budget: &budget, original: original)
    }

    func function(_ name: String, of typeName: String, arguments: LabeledExprListSyntax, _ environment: [String: Value],
                  budget: inout Int, original: ExprSyntax) throws(Failure) -> Value {
        guard let found = program.types[typeName]?.members[name]?.first(where: { $0.isStatic }),
              case .function(let function) = found.kind, let body = function.body else {
            throw Failure(reason: "the font \(short(original)) is not declared in the app's sources")
        }
        var bound: [String: Value] = [:]
        let parameters = Array(function.signature.parameterClause.parameters)
        var remaining = Array(arguments)
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = remaining.firstIndex(where: { $0.label?.text == label }) {
                bound[name] = try evaluate(remaining[index].expression, environment, budget: &budget)
                remaining.remove(at: index)
            } else if let value = parameter.defaultValue?.value {
                bound[name] = try evaluate(value, [:], budget: &budget)
            }
        }
        return try run(body.statements, bound, budget: &budget, original: original)
    }

    func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// Runs a getter or function body: `if let x = <setting>` with no default is skipped (unset), the
    /// first `return` (or a single expression) is the value.
    func run(_ statements: CodeBlockItemListSyntax, _ environment: [String: Value], budget: inout Int, original: ExprSyntax) throws(Failure) -> Value {
        var notes: [String] = []
        var environment = environment
        for item in statements {
            switch item.item {
            case .expr(let expression):
                if let conditional = expression.as(IfExprSyntax.self) {
                    notes.append("assumes `\(conditional.conditions.trimmedDescription)` does not hold (an optional app setting, unset by default)")
                    continue
                }
                return withNotes(try evaluate(expression, environment, budget: &budget), notes)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression {
                    return withNotes(try evaluate(value, environment, budget: &budget), notes)
                }
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self), expressionStatement.expression.is(IfExprSyntax.self) {
                    notes.append("assumes an optional app setting is unset (its default)")
                    continue
                }
                if statement.is(GuardStmtSyntax.self) { continue }
                throw Failure(reason: "the font \(short(original)) is computed by statements the importer does not evaluate")
            case .decl(let declaration):
                guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        environment[name] = try evaluate(value, environment, budget: &budget)
                    }
                }
            }
        }
        throw Failure(reason: "the font \(short(original)) returns no value the importer can evaluate")
    }

    func withNotes(_ value: Value, _ notes: [String]) -> Value {
        guard !notes.isEmpty else { return value }
        switch value {
        case .font(var font): font.assumptions = notes + font.assumptions; return .font(font)
        case .number(let number, let scale, let more): return .number(number, scalesLike: scale, assumptions: notes + more)
        default: return value
        }
    }

    /// `Font.tokens.body` / `.tokens.body`: `tokens` a static stored property of `Font` initialized with a
    /// type the app declares (`Tokens()`, no arguments, or annotated `: Tokens`), and `body` a stored
    /// property of that type with an initializer and no setter: every instance holds that value. Nil when the
    /// base is no such member (the caller then reads it as a run-time setting).
    func tokenMember(_ name: String, of base: ExprSyntax, budget: inout Int) throws(Failure) -> Value? {
        guard let access = base.as(MemberAccessExprSyntax.self),
              access.base == nil || ["Font", "SwiftUI.Font"].contains(access.base!.trimmedDescription),
              let holder = program.types["Font"]?.members[access.declName.baseName.text]?.first(where: { $0.isStatic }),
              case .variable(let binding) = holder.kind else { return nil }
        var typeName = binding.typeAnnotation.map { SwiftUITypeHints.normalized($0.type.trimmedDescription) }
        if typeName == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           call.trailingClosure == nil, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            typeName = reference.baseName.text
        }
        guard let typeName, let type = program.types[typeName],
              let stored = type.members[name]?.first(where: { !$0.isStatic }),
              case .variable(let property) = stored.kind, let initializer = SwiftUISyntax.constantInitializer(property)
        else { return nil }
        return try evaluate(initializer, [:], budget: &budget)
    }

    /// `Theme.shared.fontSizeScale`: the literal default of the app's stored properties of that name, when
    /// they all agree.
    func setting(_ name: String, original: ExprSyntax) throws(Failure) -> Value {
        var values = Set<Double>()
        for type in program.types.values {
            for member in type.members[name] ?? [] where !member.isStatic {
                guard case .variable(let binding) = member.kind, let initializer = binding.initializer,
                      let value = SwiftUISyntax.number(initializer.value) else { continue }
                values.insert(value)
            }
        }
        guard values.count == 1, let value = values.first else {
            throw Failure(reason: "the font depends on `\(original.trimmedDescription).\(name)`, a value known only at run time")
        }
        return .number(value, scalesLike: nil, assumptions: ["assumes the app setting `\(name)` at its declared default \(FindingText.number(value))"])
    }
}

extension SwiftUIFontEvaluator {
    /// `Font.custom(_:size:)`, `custom(_:size:relativeTo:)`, `custom(_:fixedSize:)`: the face the app registers
    /// under that name (`AppleAppFonts`: PostScript or full name, else a family). Apple documentation,
    /// `Font.custom(_:size:)`: "a custom font … that scales with the body text style"; `relativeTo:` scales with
    /// that style; `fixedSize:` does not scale.
    func customFont(_ arguments: LabeledExprListSyntax, _ environment: [String: Value], budget: inout Int,
                    original: ExprSyntax) throws(Failure) -> SwiftUIFont {
        guard let first = arguments.first, first.label == nil else { throw Failure(reason: "the font \(short(original)) names no font") }
        guard case .text(let name) = try evaluateText(first.expression, environment, budget: &budget) else {
            throw Failure(reason: "the custom font's name \(short(first.expression)) is not a string known statically")
        }
        var font = SwiftUIFont()
        let sizeArgument = SwiftUISyntax.argument(arguments, "size") ?? SwiftUISyntax.argument(arguments, "fixedSize")
        guard let sizeArgument, case .number(let size, let scalesLike, let notes) = try evaluate(sizeArgument, environment, budget: &budget) else {
            throw Failure(reason: "the font size is not a number known statically")
        }
        font.size = size
        font.assumptions += notes
        if SwiftUISyntax.argument(arguments, "fixedSize") == nil {
            var style = scalesLike ?? "body"
            if let relative = SwiftUISyntax.argument(arguments, "relativeTo"),
               let named = SwiftUISyntax.lastName(relative).flatMap({ Self.textStyles[$0] }) { style = named }
            font.scales = true
            font.textStyle = style
        }
        guard let face = program.appFonts.face(named: name, weight: nil, italic: false) else {
            throw Failure(reason: program.appFonts.missingReason(name))
        }
        font.face = face
        font.weight = face.names.weight
        font.italic = face.names.italic
        return font
    }

    /// A string the source fixes: a literal without interpolation, a name bound to one, or the `name` of a
    /// static constant the app declares with a literal name (SwiftGen's `FontFamily.Inter.bold.name`, a
    /// `FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter-Bold.otf")`).
    func evaluateText(_ expression: ExprSyntax, _ environment: [String: Value], budget: inout Int) throws(Failure) -> Value {
        budget -= 1
        guard budget > 0 else { throw Failure(reason: "the font expression is too deep to evaluate") }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else {
                    throw Failure(reason: "the custom font's name \(short(expression)) is interpolated at run time")
                }
                text += plain.content.text
            }
            return .text(text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = environment[reference.baseName.text] { return bound }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = member.declName.baseName.text
            // `X.y.name` / `X.y.fontName`: the constant `y` of type `X`, made by a call with a `name:` argument.
            if let constant = base.as(MemberAccessExprSyntax.self), let owner = constant.base?.trimmedDescription,
               let typeName = owner.split(separator: ".").last.map(String.init),
               let found = program.types[typeName]?.members[constant.declName.baseName.text]?.first(where: { $0.isStatic }),
               case .variable(let binding) = found.kind,
               let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               let argument = SwiftUISyntax.argument(call.arguments, property) {
                return try evaluateText(argument, [:], budget: &budget)
            }
            // A static string constant the app declares (`Fonts.bold` with `static let bold = "Inter-Bold"`).
            if let typeName = base.trimmedDescription.split(separator: ".").last.map(String.init),
               let found = program.types[typeName]?.members[property]?.first(where: { $0.isStatic }),
               case .variable(let binding) = found.kind, let value = binding.initializer?.value {
                return try evaluateText(value, [:], budget: &budget)
            }
        }
        throw Failure(reason: "the custom font's name \(short(expression)) is not a string known statically")
    }
}
