import SwiftSyntax
import Typesetter

extension SwiftUIViewReader {
    // MARK: modifiers

    /// A modifier applied to `read`: its effect from `SwiftUIModifiers`; a modifier not in the table changes
    /// nothing the layout reads.
    func modifier(_ name: String, call: FunctionCallExprSyntax, on read: Read, _ scope: SwiftUIScope) -> Read {
        guard let modifier = SwiftUIModifiers.byName[name] else { return appModifier(name, call: call, on: read, scope) ?? read }
        return modifier.apply(self, SwiftUIModifierCall(call: call, name: name, read: read, scope: scope))
    }

    /// Sets an attribute on the elements of `range` that no inner modifier set.
    func setUnlessExplicit(_ range: Range<Int>, _ attribute: String, _ change: (inout LayoutElement) -> Void) {
        for index in range where !explicit[index].contains(attribute) {
            change(&elements[index])
            explicit[index].insert(attribute)
        }
    }

    // MARK: the modifiers of `SwiftUIModifiers`, one effect per row

    /// `.font`: the font: a text style (scaled with Dynamic Type) or a size, its weight and italic, unless
    /// set inside.
    func applyFont(_ change: SwiftUIModifierCall) -> Read {
        let read = change.read
        let first = change.first, range = change.range
        guard let first else { return read }
        switch fonts.font(first) {
        case .success(let font):
            for index in range where !explicit[index].contains("font") {
                explicit[index].insert("font")
                elements[index].textStyle = font.textStyle ?? (font.size == nil ? "body" : nil)
                elements[index].size = font.size
                elements[index].scales = font.scales
                // The weight a font names wins over its style's; `.fontWeight`/`.bold()` inside win over both.
                if !explicit[index].contains("weight") { elements[index].weight = font.weight }
                if font.italic { elements[index].italic = true }
                // The app's face for `.custom`: its file first, the system family after it (Core Text's cascade).
                elements[index].family = font.face.map { AppleAppFonts.family($0) }
            }
            if !font.assumptions.isEmpty { for index in range { notes[elements[index].id, default: []] += font.assumptions } }
        case .failure(let failure):
            for index in range where !explicit[index].contains("font") {
                unresolvable[elements[index].id] = failure.reason
                explicit[index].insert("font")
            }
        }
        return read
    }

    /// `.fontWeight`: the weight, unless set inside.
    func applyFontWeight(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        if let first, let weight = SwiftUIFontEvaluator.weights[SwiftUISyntax.lastName(first) ?? ""] { setUnlessExplicit(range, "weight") { $0.weight = weight } }
        return change.read
    }

    /// `.bold`: weight 700 (`Font.Weight.bold`), unless set inside.
    func applyBold(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        if first?.trimmedDescription != "false" { setUnlessExplicit(range, "weight") { $0.weight = 700 } }
        return change.read
    }

    /// `.italic`: italic, unless set inside.
    func applyItalic(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        if first?.trimmedDescription != "false" { setUnlessExplicit(range, "italic") { $0.italic = true } }
        return change.read
    }

    /// `.textCase`: the case transform (uppercase, lowercase or none), unless set inside.
    func applyTextCase(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        let transform: TextTransform = first?.trimmedDescription.hasSuffix("uppercase") == true ? .uppercase
            : first?.trimmedDescription.hasSuffix("lowercase") == true ? .lowercase : .none
        setUnlessExplicit(range, "textCase") { $0.textTransform = transform }
        return change.read
    }

    /// `.lineLimit`: the most lines (`nil`, `n...`: no limit; `...n`, `a...b`: n or b); a limit known only at
    /// run time is not measured.
    func applyLineLimit(_ change: SwiftUIModifierCall) -> Read {
        let read = change.read
        let first = change.first, range = change.range
        guard let first else { return read }
        var lines: Int?
        if let value = SwiftUISyntax.number(first) { lines = Int(value) }
        if let prefix = first.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." { lines = SwiftUISyntax.number(prefix.expression).map { Int($0) } }
        if let infix = first.as(InfixOperatorExprSyntax.self) { lines = SwiftUISyntax.number(infix.rightOperand).map { Int($0) } }
        if first.is(PostfixOperatorExprSyntax.self) || first.trimmedDescription == "nil" { lines = 0 }
        if lines == nil, !first.is(PostfixOperatorExprSyntax.self) {
            switch lineLimitValue(first, change.scope, depth: 0) {
            case .lines(let value)?: lines = value
            // The environment's limit, as if no `.lineLimit` were set here: an enclosing one applies.
            case .inherited?: return read
            case nil: break
            }
        }
        guard let lines, lines >= 0 else {
            if !(first.is(PostfixOperatorExprSyntax.self) || first.trimmedDescription == "nil") {
                for index in range where !explicit[index].contains("lineLimit") {
                    unresolvable[elements[index].id] = "its line limit `\(short(first))` is known only at run time"
                }
            }
            return read
        }
        for index in range where !explicit[index].contains("lineLimit") {
            elements[index].maxLines = lines
            explicit[index].insert("lineLimit")
            if lines > 0 { limited.insert(elements[index].id) } else if elements[index].kind != .textField { limited.remove(elements[index].id) }
        }
        return read
    }

    enum LineLimitValue: Equatable { case lines(Int), inherited }

    /// A line limit the view's own code decides: a literal, `nil` (no limit), a name bound at the call site,
    /// or a member of the view: `@Environment(\.lineLimit)` is the limit an enclosing view sets (SwiftUI's
    /// `EnvironmentValues.lineLimit`, nil by default), and a computed property is the value its body returns
    /// where its conditions are decided (`decide`) or every result agrees. Nil when known only at run time.
    func lineLimitValue(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> LineLimitValue? {
        guard depth < 8 else { return nil }
        if let value = SwiftUISyntax.number(expression) { return .lines(Int(value)) }
        if expression.trimmedDescription == "nil" { return .lines(0) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            switch decide(ternary.condition, scope) {
            case true?: return lineLimitValue(ternary.thenExpression, scope, depth: depth + 1)
            case false?: return lineLimitValue(ternary.elseExpression, scope, depth: depth + 1)
            case nil:
                let then = lineLimitValue(ternary.thenExpression, scope, depth: depth + 1)
                return then == lineLimitValue(ternary.elseExpression, scope, depth: depth + 1) ? then : nil
            }
        }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { name = member.declName.baseName.text }
        guard let name else { return nil }
        let bound = scope.lookup(name)
        if case .expression(let value, let origin)? = bound { return lineLimitValue(value, origin, depth: depth + 1) }
        // A component's stored properties are run-time values, except what the environment gives.
        guard let type = scope.type, let member = type.members[name]?.first(where: { !$0.isStatic }),
              case .variable(let binding) = member.kind else { return nil }
        if let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
           declaration.attributes.contains(where: { attribute in
               guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment" else { return false }
               return attribute.arguments?.trimmedDescription.replacingOccurrences(of: " ", with: "") == "\\.lineLimit"
           }) {
            return .inherited
        }
        guard bound == nil, let body = fonts.getterBody(binding) else { return nil }
        return bodyLineLimit(body, scope, depth: depth + 1)
    }

    /// The value a getter returns: `guard <decided> else { return a }`, then `return b` or a single expression.
    private func bodyLineLimit(_ statements: CodeBlockItemListSyntax, _ scope: SwiftUIScope, depth: Int) -> LineLimitValue? {
        for (position, item) in statements.enumerated() {
            switch item.item {
            case .stmt(let statement):
                if let guarded = statement.as(GuardStmtSyntax.self) {
                    guard guarded.conditions.count == 1, case .expression(let condition) = guarded.conditions.first!.condition,
                          let holds = decide(condition, scope) else { return nil }
                    if holds { continue }
                    return bodyLineLimit(guarded.body.statements, scope, depth: depth + 1)
                }
                if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression {
                    return lineLimitValue(value, scope, depth: depth + 1)
                }
                return nil
            case .expr(let value):
                return position == statements.count - 1 ? lineLimitValue(value, scope, depth: depth + 1) : nil
            case .decl:
                return nil
            }
        }
        return nil
    }

    /// `name == .case` / `name != .case` where `name` is the view's property holding an enum case: bound at the
    /// call site, or the default a memberwise initializer left it (`SwiftUIScope.memberDefault`). Nil otherwise.
    func decide(_ condition: ExprSyntax, _ scope: SwiftUIScope) -> Bool? {
        guard let infix = condition.as(InfixOperatorExprSyntax.self) else { return nil }
        let op = infix.operator.trimmedDescription
        guard op == "==" || op == "!=" else { return nil }
        func caseName(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int = 0) -> String? {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
            guard depth < 8, let reference = expression.as(DeclReferenceExprSyntax.self),
                  let fixed = scope.fixedExpression(of: reference.baseName.text) else { return nil }
            return caseName(fixed.expression, fixed.scope, depth: depth + 1)
        }
        guard let left = caseName(infix.leftOperand, scope), let right = caseName(infix.rightOperand, scope) else { return nil }
        return (left == right) == (op == "==")
    }

    /// `.minimumScaleFactor`: auto-shrink down to the factor (0 < factor ≤ 1).
    func applyMinimumScaleFactor(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        if let first, let factor = SwiftUISyntax.number(first), factor > 0, factor <= 1 {
            setUnlessExplicit(range, "minimumScaleFactor") { $0.autoShrink = AutoShrink(minimumScaleFactor: factor) }
        }
        return change.read
    }

    /// `.multilineTextAlignment`: the text alignment.
    func applyMultilineTextAlignment(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        let text = first?.trimmedDescription ?? ""
        let alignment: TextAlignment = text.hasSuffix("center") ? .center : text.hasSuffix("trailing") ? .trailing : .leading
        setUnlessExplicit(range, "alignment") { $0.alignment = alignment }
        return change.read
    }

    /// `.redacted`: texts drawn as placeholder shapes when the reason is always `.placeholder`.
    func applyRedacted(_ change: SwiftUIModifierCall) -> Read {
        let arguments = change.arguments, range = change.range
        // Only a reason that is always `.placeholder`: `reason: isLoading ? .placeholder : []` shows the
        // text once loaded.
        let reason = SwiftUISyntax.argument(arguments, "reason")?.trimmedDescription ?? ""
        if reason == ".placeholder" || reason == "RedactionReasons.placeholder" || reason == "[.placeholder]" {
            // The texts this reach of the view holds: new ones, and ones an earlier reach created.
            var covered = Set(range.map { elements[$0].id })
            if let node = change.read.node { covered.formUnion(SwiftUIContainerLayout.texts(in: node)) }
            for id in covered { redactedReaches[id, default: 0] += 1 }
        }
        return change.read
    }

    /// `.truncationMode`: a note: measured as tail truncation.
    func applyTruncationMode(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        note(range, "truncation mode \(first?.trimmedDescription ?? "") (measured as tail truncation)")
        return change.read
    }

    /// `.environment`: `\.layoutDirection` left-to-right forced; `\.dynamicTypeSize` caps the size category.
    func applyEnvironment(_ change: SwiftUIModifierCall) -> Read {
        let arguments = change.arguments, first = change.first, range = change.range
        let key = first?.trimmedDescription ?? ""
        let value = arguments.dropFirst().first?.expression.trimmedDescription ?? ""
        if key.hasSuffix("layoutDirection"), value.hasSuffix("leftToRight") { setUnlessExplicit(range, "direction") { $0.forceLeftToRight = true } }
        if key.hasSuffix("dynamicTypeSize"), let cap = Self.sizeCategory(value) { capSizes(range, at: cap) }
        return change.read
    }

    /// `.dynamicTypeSize`: caps the size category at the range's upper bound.
    func applyDynamicTypeSize(_ change: SwiftUIModifierCall) -> Read {
        let read = change.read
        let first = change.first, range = change.range
        guard let first else { return read }
        let text = first.trimmedDescription
        if let upper = text.components(separatedBy: "...").last, let cap = Self.sizeCategory(upper) { capSizes(range, at: cap) }
        else if let cap = Self.sizeCategory(text) { capSizes(range, at: cap) }
        return read
    }

    /// `.padding`: horizontal insets (`SwiftUIMetrics.defaultPadding` when no length).
    func applyPadding(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let arguments = change.arguments
        let (leading, trailing) = paddingInsets(arguments, change.scope)
        if leading != 0 || trailing != 0 { read.node = read.node.map { .padding($0, leading: leading, trailing: trailing) } }
        return read
    }

    /// `.frame`: width, minWidth, maxWidth; a fixed height limits the text's lines; a width known only at run
    /// time is not measured.
    func applyFrame(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let arguments = change.arguments, range = change.range
        var frame = SwiftUIFrame()
        let scope = change.scope
        // A width the run time chooses between two constants (`cond ? 100 : 10`): the larger, an upper bound.
        var chosen: [String] = []
        // Arguments whose value is `nil` (the branch the source fixes): the frame does not set that width.
        var unset: Set<String> = []
        func width(_ label: String) -> Double? {
            guard var expression = SwiftUISyntax.argument(arguments, label) else { return nil }
            // A conditional whose condition the call site fixes (`infinityWidth ? .infinity : nil` with
            // `infinityWidth: Bool = true` not passed): that branch, as the compiled code takes it.
            if let branch = fixedBranch(expression, scope) {
                if branch.is(NilLiteralExprSyntax.self) { unset.insert(label); return nil }
                expression = branch
            }
            if let number = constantNumber(expression, scope) { return number }
            guard let larger = largerOfConstantBranches(expression, scope, nilMeans: label == "maxWidth" ? .infinity : label == "minWidth" ? 0 : nil) else { return nil }
            chosen.append("`\(label): \(short(expression))`")
            return larger
        }
        frame.width = width("width")
        frame.minWidth = width("minWidth")
        frame.maxWidth = width("maxWidth")
        let widthArguments = ["width", "minWidth", "maxWidth", "idealWidth"]
        let setWidths = arguments.filter { widthArguments.contains($0.label?.text ?? "") && !unset.contains($0.label?.text ?? "") }
        if !setWidths.isEmpty, frame.width == nil && frame.minWidth == nil && frame.maxWidth == nil, let argument = setWidths.first {
            read.node = read.node.map { _ in .opaque("a frame width known only at run time (`\(short(argument.expression))`)") }
            skipTexts(range, "its frame width `\(short(argument.expression))` is known only at run time")
            return read
        }
        if let height = SwiftUISyntax.argument(arguments, "height").flatMap(SwiftUISyntax.number), case .text(let id)? = read.node {
            fixedHeights[id] = height
            limited.insert(id)
        }
        if !chosen.isEmpty, frame != SwiftUIFrame() {
            // Each of a frame's widths only widens what it offers as it grows (`width:` proposes itself, `minWidth:`
            // raises the offer to it, `maxWidth:` caps it: Apple, `View.frame(width:height:alignment:)`,
            // `frame(minWidth:idealWidth:maxWidth:…)`), so at the larger branch the content is offered at least
            // what the other gives: an upper bound for its texts (what does not fit there does not fit the other).
            // The frame's own width is not known to the views around it (`.decorated` on an opaque view).
            let what = chosen.joined(separator: ", ")
            for index in range {
                notes[elements[index].id, default: []].append("the frame's \(what) is one of two widths chosen at run time: laid out at the larger, an upper bound")
            }
            read.node = read.node.map { .decorated(.opaque("a frame whose width is chosen at run time (\(what))"), .frame(.undocumentedInsets($0), frame)) }
            return read
        }
        if frame != SwiftUIFrame() { read.node = read.node.map { .frame($0, frame) } }
        return read
    }

    /// The larger of a conditional's two branches where both are numbers the source fixes (`isWide ? 100 : 10`,
    /// parentheses around it allowed); nil otherwise. `nilMeans` is what a `nil` branch offers the content:
    /// for `maxWidth:` no cap (`.infinity`, as `maxWidth: .infinity` offers the content all it is offered), for
    /// `minWidth:` no floor (0) (Apple, `frame(minWidth:idealWidth:maxWidth:…)`: "nil … the frame's size …
    /// is the size of the modified view" in that dimension); `maxWidth: .infinity` is a branch it accepts.
    func largerOfConstantBranches(_ expression: ExprSyntax, _ scope: SwiftUIScope, nilMeans: Double? = nil) -> Double? {
        guard let ternary = unparenthesized(expression).as(TernaryExprSyntax.self) else { return nil }
        func value(_ branch: ExprSyntax) -> Double? {
            if branch.is(NilLiteralExprSyntax.self) { return nilMeans }
            return constantNumber(branch, scope)
        }
        guard let first = value(ternary.thenExpression), let second = value(ternary.elseExpression) else { return nil }
        let larger = max(first, second)
        if larger.isInfinite { return nilMeans == .infinity ? larger : nil }
        return larger
    }

    /// `(x)` → `x`.
    func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return only.expression
        }
        return expression
    }

    /// The branch of a conditional whose condition the source fixes: a `Bool` literal, or a name bound to one
    /// (a component's parameter passed `false`, or its default value when not passed), `!`
    /// negating it. Nil when the condition is decided at run time.
    func fixedBranch(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> ExprSyntax? {
        guard let ternary = unparenthesized(expression).as(TernaryExprSyntax.self),
              let condition = constantBool(ternary.condition, scope) else { return nil }
        return condition ? ternary.thenExpression : ternary.elseExpression
    }

    /// A `Bool` the source fixes (see `fixedBranch`).
    func constantBool(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int = 0) -> Bool? {
        guard depth < 8 else { return nil }
        let expression = unparenthesized(expression)
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return constantBool(prefix.expression, scope, depth: depth + 1).map { !$0 }
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let fixed = scope.fixedExpression(of: reference.baseName.text) else { return nil }
        return constantBool(fixed.expression, fixed.scope, depth: depth + 1)
    }

    /// A number the source fixes: a literal; a constant the app declares with one (`static let medium: Double =
    /// 500`, `let width: CGFloat = 400`; a `let` is never assigned again, The Swift Programming Language,
    /// "Constants and Variables"), named as `Type.name`, `Self.name` or a member of the view; or a name bound to
    /// one at the call site (a component's parameter, its default value). Nil when known only at run time.
    func constantNumber(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int = 0) -> Double? {
        if let number = SwiftUISyntax.number(expression) { return number }
        guard depth < 8 else { return nil }
        // A name or a type's member bound to a `let` the source fixes: the number that `let` holds.
        if let (value, origin) = constantExpression(expression, scope, depth: depth),
           let number = constantNumber(value, origin, depth: depth + 1) {
            return number
        }
        // `Self.dimensions.width`, `dimensions.0`: an element of a tuple constant (`static let dimensions = (width:
        // 320, height: 80)`), by its label or its index (The Swift Programming Language, Types, "Tuple Type").
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let (value, origin) = constantExpression(base, scope, depth: depth + 1), let tuple = value.as(TupleExprSyntax.self) {
            let name = member.declName.baseName.text
            let elements = Array(tuple.elements)
            let element = elements.first { $0.label?.text == name } ?? Int(name).flatMap { $0 < elements.count ? elements[$0] : nil }
            return element.flatMap { constantNumber($0.expression, origin, depth: depth + 1) }
        }
        return nil
    }

    /// The expression a name or a type's member (`Self.x`, `Type.x`) is bound to by a `let` the source fixes.
    private func constantExpression(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> (ExprSyntax, SwiftUIScope)? {
        guard depth < 8 else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = scope.lookup(name) {
                if case .expression(let value, let origin) = bound { return (value, origin) }
                return nil
            }
            return scope.type.flatMap { constantInitializer($0, name) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let owner = base.baseName.text == "Self" ? scope.type : program.types[base.baseName.text]
            return owner.flatMap { constantInitializer($0, member.declName.baseName.text) }
        }
        return nil
    }

    /// The expression a type's `let` member is initialized with, and the scope it is read in.
    private func constantInitializer(_ type: SwiftUITypeInfo, _ name: String) -> (ExprSyntax, SwiftUIScope)? {
        guard let member = type.members[name]?.first, case .variable(let binding) = member.kind,
              let value = SwiftUISyntax.constantInitializer(binding) else { return nil }
        return (value, SwiftUIScope(file: member.file, type: type))
    }

    /// `.fixedSize`: horizontally: the ideal (unlimited) width.
    func applyFixedSize(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let arguments = change.arguments
        let horizontal = SwiftUISyntax.argument(arguments, "horizontal")?.trimmedDescription ?? "true"
        if horizontal == "true" { read.node = read.node.map { .unlimited($0) } }
        return read
    }

    /// `.layoutPriority`: the priority a stack offers space by.
    func applyLayoutPriority(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let first = change.first
        if let first, let priority = SwiftUISyntax.number(first) { read.node = read.node.map { .priority($0, priority) } }
        return read
    }

    /// `.navigationTitle`: a navigation bar title (`SwiftUIMetrics` large and inline title fonts).
    func applyNavigationTitle(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let first = change.first, range = change.range, scope = change.scope
        guard let first else { return read }
        let titleRead = makeText(textSource(first, scope))
        titleElements += Array(titleRead.elements)
        if navigationRootDepth == presentationDepth { rootTitles.formUnion(titleRead.elements) }
        // A display mode set earlier in the same chain (`.navigationBarTitleDisplayMode(.inline)
        // .navigationTitle(…)`), or inside the view the title is set on (the app's own view whose body
        // ends in `.navigationBarTitleDisplayMode(.inline)`, with a toolbar or an inset added after it),
        // reached the elements of the view it modified: it is this title's too. Elements no mode reached
        // (a toolbar item, a safe-area inset) ask for none, nor do those of a destination or sheet it
        // presents (their bar is another); two modes leave it undecided.
        // (A presentation marks its elements when it ends: one still being read has none marked yet.)
        var modes = Set(range.filter { presentedDepths[$0].map { $0 <= presentationDepth } ?? true }.compactMap { titleModes[$0] })
        // A mode asked for by a view with no element read (its content nested too deep, or data) counts too.
        for asked in askedModes where asked.depth == presentationDepth && asked.range.isEmpty
            && range.lowerBound <= asked.range.lowerBound && asked.range.upperBound <= range.upperBound {
            modes.insert(asked.mode)
        }
        if modes.count == 1, let mode = modes.first {
            for index in titleRead.elements where titleModes[index] == nil { titleModes[index] = mode }
        } else if modes.isEmpty, range.isEmpty, cutPositions.contains(range.lowerBound) {
            // The view the title is set on is one of the app's views not read (nested too deep): whether it
            // asks for a mode is not known, so the title is not taken for a root's large one.
            rootTitles.subtract(titleRead.elements)
            for index in titleRead.elements {
                notes[elements[index].id, default: []].append("the view it titles nests the app's views too deep to read: its title display mode is not known")
            }
        }
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// `.navigationBarTitleDisplayMode`, `.toolbarTitleDisplayMode`: the display mode of the titles of the
    /// view it modifies, the nearest winning; `.automatic` inherits.
    func applyTitleDisplayMode(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        // The mode of the titles of the view it modifies, the nearest one winning; `.automatic` inherits
        // the mode of the view that pushed it, as no mode does.
        let text = first?.trimmedDescription ?? ""
        let mode: SwiftUITitleMode? = text.hasSuffix("inline") ? .inline : text.hasSuffix("large") ? .large : nil
        if let mode {
            for index in range where titleModes[index] == nil { titleModes[index] = mode }
            askedModes.append((range, mode, presentationDepth))
        }
        return change.read
    }

    /// `.toolbar`: bar items: one line at `SwiftUIMetrics.barButtonSize`; a Label shows its icon only;
    /// dialogs and menus are drawn by UIKit.
    func applyToolbar(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let call = change.call, range = change.range, scope = change.scope
        let items = closureContent(call.trailingClosure ?? closure(call, "content"), scope)
        for index in items.elements {
            let id = elements[index].id
            hasToolbarItems = true
            // A dialog or menu a toolbar button presents is laid out by UIKit, not in the bar; a tooltip by AppKit.
            if bars.contains(where: { $0.element == id && SwiftUIBarText.Kind.drawnOutsideTree.contains($0.kind) }) || tooltips.contains(id) { continue }
            if labelTitles.contains(id) {
                unresolvable[id] = "a toolbar shows a Label's icon only"
                continue
            }
            elements[index].textStyle = nil
            elements[index].size = SwiftUIMetrics.barButtonSize
            elements[index].maxLines = 1
            limited.insert(id)
            bars.append(SwiftUIBarText(element: id, kind: .toolbarItem, sharesBarWithItems: true))
        }
        if items.elements.isEmpty && items.node != nil { hasToolbarItems = true }
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// `.alert`, `.confirmationDialog`: drawn by UIKit: title in `SwiftUIMetrics.alertTitleStyle`, buttons in
    /// body, message in `alertMessageStyle`.
    func applyAlert(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let call = change.call, name = change.name, first = change.first, range = change.range, scope = change.scope
        // UIAlertController draws it (SwiftUIMetrics.alertTitleStyle, alertMessageStyle); buttons in the body style.
        let what = name == "alert" ? "an alert" : "a confirmation dialog"
        var before = elements.count
        // The title is the first argument, unlabelled (`.alert("Title", isPresented:)`); `.alert(item:content:)` and
        // `.alert(isPresented:content:)` take the title from the `Alert` their content returns.
        if let first, change.arguments.first?.label == nil { _ = makeText(textSource(first, scope)) }
        // `.alert(isPresented:error:…)`, `.alert(error:…)`: the error's `errorDescription` is the title, and the
        // closures are passed the error (`SwiftUIViewReader+ErrorAlerts`).
        let error = name == "alert" ? SwiftUISyntax.argument(change.arguments, "error") : nil
        let alertError = error.flatMap { errorType($0, scope) }
        if let error, let alertError, let title = errorTitleSources(error, of: alertError, scope) { _ = makeText(title) }
        drawnByUIKit(before..<elements.count, "\(what)'s title", style: SwiftUIMetrics.alertTitleStyle, kind: .alertTitle)
        let actions = call.trailingClosure ?? closure(call, "actions") ?? closure(call, "content")
        let legacy = name == "alert" ? legacyAlerts(actions, scope) : []
        for (alert, alertScope) in legacy { readLegacyAlert(alert, alertScope) }
        before = elements.count
        if legacy.isEmpty { _ = closureContent(actions, scope, elementType: alertError?.name) }
        drawnByUIKit(before..<elements.count, "\(what)'s button", kind: .alertButton)
        before = elements.count
        _ = closureContent(closure(call, "message"), scope, elementType: alertError?.name)
        drawnByUIKit(before..<elements.count, "\(what)'s message", style: SwiftUIMetrics.alertMessageStyle, kind: .alertMessage)
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// The picker styles that show the options in a pop-up button's menu on macOS: the default (Apple documentation,
    /// `PickerStyle.automatic`: "On macOS, the default is a pop-up button"), `.menu` (`MenuPickerStyle`: "presents the
    /// options as a menu when the user presses a button") and `.popUpButton` (`PopUpButtonPickerStyle`).
    static let popUpPickerStyles: Set<String> = ["automatic", "menu", "popUpButton", "DefaultPickerStyle", "MenuPickerStyle", "PopUpButtonPickerStyle"]

    /// `.pickerStyle(_:)`: the style of the pickers in the view it modifies, the nearest winning (Apple documentation,
    /// `View.pickerStyle(_:)`: "sets the style for pickers within this view"). A style outside `popUpPickerStyles`
    /// (`.radioGroup`, `.segmented`, `.inline`, `.palette`, or one the source does not name) places the options among
    /// the view's controls: they are then texts UIKit or AppKit lays out (`drawnByUIKit`: skipped on macOS).
    func applyPickerStyle(_ change: SwiftUIModifierCall) -> Read {
        var style = change.first?.trimmedDescription ?? ""
        if style.hasPrefix(".") { style.removeFirst() }
        if style.hasSuffix("()") { style.removeLast(2) }
        for index in change.range {
            let id = elements[index].id
            guard !styledPickerOptions.contains(id), let bar = bars.firstIndex(where: { $0.element == id && $0.kind == .pickerOption }) else { continue }
            styledPickerOptions.insert(id)
            if !Self.popUpPickerStyles.contains(style) { bars[bar].kind = .drawnByUIKit }
        }
        return change.read
    }

    /// How many `Alert(…)` values one alert's content is read for (time stays linear in the source).
    static let maximumLegacyAlerts = 64

    /// The `Alert` values (the older API: Apple documentation, `Alert`, `init(title:message:dismissButton:)`,
    /// `init(title:message:primaryButton:secondaryButton:)`) that the content closure of `.alert(item:content:)` /
    /// `.alert(isPresented:content:)` returns: every `Alert(…)` it builds (one, or one per case of a `switch`), or
    /// every `Alert(…)` a function of the view's own type that it calls builds (`alert(for: item)`), each with the
    /// scope it is read in (the closure's, or the function's with its parameters known only at run time).
    func legacyAlerts(_ closure: ClosureExprSyntax?, _ scope: SwiftUIScope) -> [(FunctionCallExprSyntax, SwiftUIScope)] {
        guard let closure else { return [] }
        let built = LegacyAlertFinder(viewMode: .sourceAccurate)
        built.walk(closure.statements)
        if !built.calls.isEmpty {
            let inner = scope.child()
            for name in Self.closureParameters(closure) { inner.bindings[name] = .runtime }
            return built.calls.prefix(Self.maximumLegacyAlerts).map { ($0, inner.child()) }
        }
        guard closure.statements.count == 1, let item = closure.statements.first else { return [] }
        var value: ExprSyntax?
        switch item.item {
        case .expr(let expression): value = expression
        case .stmt(let statement): value = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: value = nil
        }
        guard let call = value?.as(FunctionCallExprSyntax.self) else { return [] }
        // `alert(for: item)` / `self.alert(for: item)`: a function of the view's type that returns `Alert`.
        let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        guard let called, let members = scope.type?.members[called] else { return [] }
        for member in members {
            guard case .function(let function) = member.kind, !member.isStatic, let body = function.body,
                  Self.legacyAlertTypes.contains(function.signature.returnClause?.type.trimmedDescription ?? "") else { continue }
            let functionScope = SwiftUIScope(file: member.file, type: scope.type)
            for parameter in function.signature.parameterClause.parameters {
                functionScope.bindings[(parameter.secondName ?? parameter.firstName).text] = .runtime
            }
            let finder = LegacyAlertFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            return finder.calls.prefix(Self.maximumLegacyAlerts).map { ($0, functionScope.child()) }
        }
        return []
    }

    /// The older alert type as a source names it.
    static let legacyAlertTypes: Set<String> = ["Alert", "SwiftUI.Alert"]

    static func isLegacyAlert(_ call: FunctionCallExprSyntax) -> Bool {
        legacyAlertTypes.contains(call.calledExpression.trimmedDescription)
    }

    /// The names a closure's parameters bind (`{ a, b in }`, `{ (a: Int, b) in }`).
    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return [] }
        switch parameters {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// One `Alert(…)`: `title:` its title, `message:` its message, `primaryButton:` / `secondaryButton:` /
    /// `dismissButton:` its buttons (`Alert.Button.default(_:action:)`, `.cancel(_:action:)`, `.destructive(_:action:)`:
    /// the label is the first argument; `.cancel()` shows the system's own "Cancel").
    func readLegacyAlert(_ alert: FunctionCallExprSyntax, _ scope: SwiftUIScope) {
        for argument in alert.arguments {
            let before = elements.count
            switch argument.label?.text {
            case "title":
                _ = view(argument.expression, scope)
                drawnByUIKit(before..<elements.count, "an alert's title", style: SwiftUIMetrics.alertTitleStyle, kind: .alertTitle)
            case "message":
                _ = view(argument.expression, scope)
                drawnByUIKit(before..<elements.count, "an alert's message", style: SwiftUIMetrics.alertMessageStyle, kind: .alertMessage)
            case "primaryButton", "secondaryButton", "dismissButton":
                guard let button = argument.expression.as(FunctionCallExprSyntax.self), let label = button.arguments.first,
                      label.label == nil else { continue }
                _ = view(label.expression, scope)
                drawnByUIKit(before..<elements.count, "an alert's button", kind: .alertButton)
            default: continue
            }
        }
    }

    /// `.sheet`, `.fullScreenCover`, `.popover`, `.navigationDestination`, `.inspector`: the presented
    /// content: a screen of its own, or laid out at the device width.
    func applyPresentation(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let call = change.call, arguments = change.arguments, range = change.range, scope = change.scope
        present(ExprSyntax(call.trailingClosure) ?? SwiftUISyntax.argument(arguments, "content") ?? SwiftUISyntax.argument(arguments, "destination"), scope)
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// `.contextMenu`, `.swipeActions`: context menu items drawn by UIKit; swipe action buttons not measured
    /// (their width is not documented).
    func applyItemMenu(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let call = change.call, name = change.name, range = change.range, scope = change.scope
        let before = elements.count
        _ = closureContent(call.trailingClosure ?? closure(call, "menuItems"), scope)
        if name == "contextMenu" {
            drawnByUIKit(before..<elements.count, "a context menu item", kind: .menuItem)
        } else {
            skipTexts(before..<elements.count, "a swipe action: its button width is not documented")
        }
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// `.overlay`, `.background`, `.mask`, `.safeAreaInset`: the decoration is offered the size of the view
    /// it decorates.
    func applyDecoration(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let call = change.call, range = change.range, scope = change.scope
        // The decoration is offered the size of the view it decorates, at most what that view was offered.
        if let decoration = call.trailingClosure ?? closure(call, "content") {
            let content = closureContent(decoration, scope)
            if let base = read.node, let node = content.node { read.node = .decorated(base, node) }
        }
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// `.searchable`: the prompt is not measured: UIKit lays out the search bar.
    func applySearchable(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let arguments = change.arguments, range = change.range, scope = change.scope
        if let prompt = SwiftUISyntax.argument(arguments, "prompt") {
            let before = elements.count
            _ = makeText(textSource(prompt, scope))
            skipTexts(before..<elements.count, "a search field prompt: UIKit lays out the search bar")
            read.elements = range.lowerBound..<elements.count
        }
        return read
    }

    /// `.tabItem`: not measured: tab bar layout is not modelled; on macOS AppKit draws the tab items
    /// (`SwiftUIMacWindow.tabItemReason`).
    func applyTabItem(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let call = change.call, range = change.range, scope = change.scope
        let before = elements.count
        _ = closureContent(call.trailingClosure, scope)
        let reason = program.files[scope.file].platform == .macos ? SwiftUIMacWindow.tabItemReason : "a tab bar item: tab bar layout is not modelled"
        skipTexts(before..<elements.count, reason)
        read.elements = range.lowerBound..<elements.count
        return read
    }

    /// `.labelStyle`: `.iconOnly`: a Label's title is not shown.
    func applyLabelStyle(_ change: SwiftUIModifierCall) -> Read {
        let first = change.first, range = change.range
        if first?.trimmedDescription.hasSuffix("iconOnly") == true {
            for index in range where labelTitles.contains(elements[index].id) {
                unresolvable[elements[index].id] = "the label style shows the icon only"
                iconOnlyTitles.insert(elements[index].id)
            }
        }
        return change.read
    }

    /// `.accessibilityLabel`: VoiceOver speaks its argument instead of the view's own texts. A Label's title
    /// that `.iconOnly` hides (in either order) is then shown nowhere and spoken by nothing (`unspokenTitles`).
    func applyAccessibilityLabel(_ change: SwiftUIModifierCall) -> Read {
        for index in change.range where labelTitles.contains(elements[index].id) { relabelled.insert(elements[index].id) }
        return change.read
    }

    /// Label titles hidden by `.iconOnly` whose view VoiceOver reads by an `.accessibilityLabel`.
    var unspokenTitles: Set<String> { iconOnlyTitles.intersection(relabelled) }
    static let unspokenTitleReason = "a Label's title hidden by `.labelStyle(.iconOnly)` on a view whose `.accessibilityLabel` VoiceOver speaks instead: neither drawn nor spoken"

    /// `.listStyle`: a List's rows grouped or plain.
    func applyListStyle(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        let first = change.first
        if let list = read.list, let content = list.content {
            let style = first?.trimmedDescription ?? ""
            let grouped = style.hasSuffix("insetGrouped") || style.hasSuffix("grouped") || (list.isForm && style.hasSuffix("automatic"))
            read.node = .listRows(content, grouped: grouped)
        }
        return read
    }

    /// `.help`: on macOS, a pointer tooltip: AppKit shows the text in a window of its own beside the pointer, in
    /// the tooltip font (`AppKitMetrics.toolTipFontSize`), and sizes that window to the text, so nothing cuts it.
    /// It is laid out at its ideal width (`.unlimited`, in `tooltipNodes`, apart from the view tree: it takes none
    /// of the view's room, and a toolbar item's tooltip is no bar item) for the rules that need no width limit; no
    /// modifier of the view (font, weight, case, line limit, layout direction) reaches it. On iPhone it is not
    /// shown: the literal stays unreached (`SwiftUIUnreachedSites`).
    func applyHelp(_ change: SwiftUIModifierCall) -> Read {
        var read = change.read
        guard program.files[change.scope.file].platform == .macos, let first = change.first else { return read }
        let before = elements.count
        let tip = makeText(textSource(first, change.scope))
        for index in before..<elements.count {
            let id = elements[index].id
            elements[index].textStyle = nil
            elements[index].size = AppKitMetrics.toolTipFontSize
            elements[index].weight = nil
            elements[index].maxLines = 0
            explicit[index].formUnion(["font", "weight", "italic", "textCase", "lineLimit", "alignment", "direction", "layoutDirection", "leftToRight"])
            limited.remove(id)
            tooltips.insert(id)
            notes[id, default: []].append("a pointer tooltip (`.help`): AppKit sizes its window to the text; laid out at its ideal width")
        }
        if let node = tip.node { tooltipNodes.append(.unlimited(node)) }
        read.elements = change.range.lowerBound..<elements.count
        return read
    }

    /// `.hidden`: not shown, not measured.
    func applyHidden(_ change: SwiftUIModifierCall) -> Read {
        let range = change.range
        skipTexts(range, "hidden (`.hidden()`)")
        return change.read
    }
    /// Horizontal insets of `.padding(…)`.
    /// The leading and trailing insets of `.padding(…)`: literals, or constants the sources fix
    /// (`constantNumber`). A length known only at run time counts as 0: the text is offered at least its box,
    /// so what does not fit there does not fit with the padding either.
    func paddingInsets(_ arguments: LabeledExprListSyntax, _ scope: SwiftUIScope) -> (Double, Double) {
        let values = Array(arguments)
        guard let first = values.first else { return (SwiftUIMetrics.defaultPadding, SwiftUIMetrics.defaultPadding) }
        if let call = first.expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "EdgeInsets" {
            return (SwiftUISyntax.argument(call.arguments, "leading").flatMap { constantNumber($0, scope) } ?? 0,
                    SwiftUISyntax.argument(call.arguments, "trailing").flatMap { constantNumber($0, scope) } ?? 0)
        }
        if values.count == 1, first.label == nil, let value = constantNumber(first.expression, scope) { return (value, value) }
        let edgesText = first.expression.trimmedDescription
        let length = values.count > 1 ? constantNumber(values[1].expression, scope) : SwiftUIMetrics.defaultPadding
        guard let length else { return (0, 0) }
        var leading = 0.0, trailing = 0.0
        if edgesText.contains("horizontal") || edgesText.contains(".all") { leading = length; trailing = length }
        if edgesText.contains("leading") { leading = length }
        if edgesText.contains("trailing") { trailing = length }
        return (leading, trailing)
    }

    /// `DynamicTypeSize` cases → the size categories of `DynamicType.sizeCategories`.
    static func sizeCategory(_ text: String) -> String? {
        let map: [String: String] = [
            "xSmall": "xS", "small": "S", "medium": "M", "large": "L", "xLarge": "xL", "xxLarge": "xxL", "xxxLarge": "xxxL",
            "accessibility1": "AX1", "accessibility2": "AX2", "accessibility3": "AX3", "accessibility4": "AX4", "accessibility5": "AX5",
        ]
        let name = text.split(separator: ".").last.map(String.init) ?? text
        return map[name.trimmingCharacters(in: .whitespaces)]
    }

    func capSizes(_ range: Range<Int>, at cap: String) {
        for index in range where sizeCaps[elements[index].id] == nil { sizeCaps[elements[index].id] = cap }
    }
}

/// The `Alert(…)` calls in a closure's or a function's body (`SwiftUIViewReader.legacyAlerts`), outside nested
/// functions.
private final class LegacyAlertFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftUIViewReader.isLegacyAlert(node) { calls.append(node); return .skipChildren }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
