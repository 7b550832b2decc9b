import SwiftSyntax

/// Where names in a view's code lead: the view type whose members are in reach, the values its
/// initializer was given (a component inlined from a call site), locals and closure parameters.
final class SwiftUIScope {
    enum Bound {
        /// An expression written in another scope (an argument at a call site, a local's initializer).
        case expression(ExprSyntax, SwiftUIScope)
        /// A name whose value is known only at run time (a closure's parameter, a loop variable).
        case runtime
    }

    let file: Int
    let type: SwiftUITypeInfo?
    var bindings: [String: Bound]
    /// Declared types of bound names (a `String` shows verbatim, a `LocalizedStringKey` is a key).
    var declaredTypes: [String: String] = [:]
    /// Names bound to a state's initial value (`_text = State(initialValue: …)`): what they hold changes at
    /// run time, so no condition on them is decided.
    var stateNames: Set<String> = []
    let parent: SwiftUIScope?
    /// Components inlined on the way here (a view used inside itself is not inlined again).
    let inlined: [String]

    init(file: Int, type: SwiftUITypeInfo?, bindings: [String: Bound] = [:], parent: SwiftUIScope? = nil, inlined: [String] = []) {
        self.file = file
        self.type = type
        self.bindings = bindings
        self.parent = parent
        self.inlined = inlined
    }

    func lookup(_ name: String) -> Bound? { bindings[name] ?? parent?.lookup(name) }
    /// Whether the scope that binds `name` bound it to a state's initial value.
    func isState(_ name: String) -> Bool { bindings[name] != nil ? stateNames.contains(name) : parent?.isState(name) ?? false }

    func declaredType(_ name: String) -> String? {
        if bindings[name] != nil { return declaredTypes[name] }
        return parent?.declaredType(name)
    }

    /// Stored properties a memberwise initializer was not given: each holds its declared default (The Swift
    /// Programming Language, "Memberwise Initializers for Structure Types": a property with a default value may
    /// be omitted), read only to decide conditions (`layout == .avatar`); for text they stay run-time values.
    var memberDefaults: [String: ExprSyntax] = [:]

    func memberDefault(_ name: String) -> ExprSyntax? {
        if bindings[name] != nil { return memberDefaults[name] }
        return parent?.memberDefault(name)
    }

    /// The expression a name stands for where the source fixes it, to decide a condition: the value bound at the
    /// call site (with the scope it is written in), or the default a memberwise initializer left a stored
    /// property (`memberDefault`); nil when known only at run time.
    func fixedExpression(of name: String) -> (expression: ExprSyntax, scope: SwiftUIScope)? {
        switch lookup(name) {
        case .expression(let value, let origin)?: return (value, origin)
        case .runtime?: return memberDefault(name).map { ($0, self) }
        case nil: return nil
        }
    }

    /// In the body of a view modifier the app writes (`extension View { func alerts(…) -> some View }`), the view
    /// it modifies: what `self` is there (`SwiftUIViewReader.appModifier`). Nested scopes of that body share it.
    var modifiedView: SwiftUIViewReader.Read?

    func child() -> SwiftUIScope {
        let scope = SwiftUIScope(file: file, type: type, parent: self, inlined: inlined)
        scope.modifiedView = modifiedView
        return scope
    }
}

/// A text the view shows, with its key as Xcode extracts it, before it becomes an element.
struct SwiftUITextSource {
    var key: String?
    var table: String?
    /// Where the key's literal is written (the layout location of the element).
    var location: SourceLocation
    /// Why the text has no key known statically (not localized, or from data).
    var unlocalized: String?
    /// A case change the code applies to the localized string (`.localizedCapitalized`).
    var transform: TextTransform = .none
}

/// Reads one view type's `body` into a `SwiftUINode` tree and its text elements: builtin views and
/// modifiers, the app's own components inlined with the values their call sites give them.
final class SwiftUIViewReader {
    let program: SwiftUIProgram
    let fonts: SwiftUIFontEvaluator
    let typeName: String

    var elements: [LayoutElement] = []
    /// Per element: the attributes set by a modifier (an inner modifier wins over an outer one).
    var explicit: [Set<String>] = []
    var skipped: [SkippedElement] = []
    var bars: [SwiftUIBarText] = []
    var limited = Set<String>()
    /// Pointer tooltips (`.help` on macOS): AppKit draws them apart from the view, in a window sized to the text.
    var tooltips = Set<String>()
    /// Their texts, each offered no width limit: laid out beside the screen's root (`SwiftUIImporter.read`).
    var tooltipNodes: [SwiftUINode] = []
    var fixedHeights: [String: Double] = [:]
    var unresolvable: [String: String] = [:]
    /// Per text: how many times the body reading reached it (a component used twice reaches its texts twice),
    /// and how many of those reaches a `.redacted(reason: .placeholder)` covers. A text is drawn as a
    /// placeholder shape, never read as text, when every reach is redacted: a redaction inside the
    /// component's own body covers each use, one around one use (a list's placeholder rows) does not hide
    /// the others.
    var reaches: [String: Int] = [:]
    var redactedReaches: [String: Int] = [:]
    /// The texts every reach of which is redacted.
    var redacted: Set<String> {
        Set(redactedReaches.compactMap { id, count in count >= reaches[id, default: 1] ? id : nil })
    }
    static let redactedReason = "under `.redacted(reason: .placeholder)`: SwiftUI draws a placeholder shape, not the text"
    var notes: [String: [String]] = [:]
    /// View types this screen inlines (they are not screens of their own).
    var inlinedTypes = Set<String>()
    /// View types this screen reaches but does not inline, more than `maximumInliningDepth` components deep:
    /// their texts are skips of this screen with that reason (they vanished without one).
    var cutComponents = Set<String>()
    /// Element counts at which an own view was not inlined (nested too deep): what it sets is not known
    /// (`applyNavigationTitle`: a title set on such a view).
    var cutPositions = Set<Int>()
    /// View types this screen presents (sheets, navigation destinations): screens of their own.
    var presentedTypes = Set<String>()
    /// Texts that are a Label's title (a toolbar or `.iconOnly` shows the icon alone).
    var labelTitles = Set<String>()
    /// Picker options a `.pickerStyle` nearer to them already styled (`applyPickerStyle`: the nearest wins).
    var styledPickerOptions = Set<String>()
    /// Label titles `.iconOnly` hides, and label titles under an `.accessibilityLabel`.
    var iconOnlyTitles = Set<String>()
    var relabelled = Set<String>()
    /// Inline content of sheets and destinations, laid out at the device width.
    var presentedRoots: [SwiftUINode] = []
    /// Element id → the largest size category the view allows (`.dynamicTypeSize(...xxxLarge)`).
    var sizeCaps: [String: String] = [:]
    /// Element index → the title display mode asked for by the view it sits in (`navigationBarTitleDisplayMode`).
    var titleModes: [Int: SwiftUITitleMode] = [:]
    /// Every display mode asked for: the elements of the view that asked, the mode, the presentation depth.
    var askedModes: [(range: Range<Int>, mode: SwiftUITitleMode, depth: Int)] = []
    var hasToolbarItems = false
    var titleElements: [Int] = []
    /// Title elements set on the root content of a `NavigationStack` this view builds (not on a view it
    /// presents from there): with no display mode they show large (`finishTitles`).
    var rootTitles = Set<Int>()
    /// How many presentations (sheets, destinations) deep the reader is, and the depth of the
    /// `NavigationStack` whose root content it is reading (nil: none).
    var presentationDepth = 0
    /// Element index → how many presentations deep it was read (absent: not presented, depth 0).
    var presentedDepths: [Int: Int] = [:]
    var navigationRootDepth: Int?
    /// How many views the importer cannot lay out (`foreignView`) it is reading inside.
    var foreignDepth = 0
    /// Where the titles given to such views were skipped (each once).
    var foreignTitles = Set<String>()
    private var usedIDs: [String: Int] = [:]
    private var elementByIdentity: [String: Int] = [:]
    private var skippedIDs = Set<String>()
    /// Nodes visited; past `maximumVisits` the rest of the view is not read (time stays linear).
    private var visits = 0
    static let maximumVisits = 50_000
    static let maximumInliningDepth = 8

    /// The result of reading one view expression: its node, and the elements it made (a contiguous range).
    struct Read {
        var node: SwiftUINode?
        var elements: Range<Int>
        /// `ForEach`: repeated a number of times known at run time.
        var repeated = false
        /// A `List`/`Form` whose row insets depend on its style (set by `.listStyle`).
        var list: (content: SwiftUINode?, isForm: Bool)?
    }

    init(program: SwiftUIProgram, typeName: String) {
        self.program = program
        self.fonts = SwiftUIFontEvaluator(program: program)
        self.typeName = typeName
    }

    // MARK: entry

    /// Reads the type's `body`.
    func readBody(of type: SwiftUITypeInfo) -> SwiftUINode? {
        guard let member = type.members["body"]?.first(where: { !$0.isStatic }), case .variable(let binding) = member.kind,
              let statements = fonts.getterBody(binding) else { return nil }
        let scope = SwiftUIScope(file: member.file, type: type, inlined: [type.name])
        for property in type.storedProperties {
            scope.bindings[property.name] = .runtime
            if let declared = property.type { scope.declaredTypes[property.name] = declared }
        }
        let read = content(statements, scope)
        return read.node
    }

    // MARK: elements

    func location(_ node: some SyntaxProtocol, _ scope: SwiftUIScope) -> SourceLocation { program.location(node, file: scope.file) }

    func elementID(_ location: SourceLocation) -> String {
        let base = "text@\(location.line):\(location.column)"
        let count = usedIDs[base, default: 0] + 1
        usedIDs[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    /// Makes a text element (or a skip) for a text source; nil when it shows nothing known.
    func makeText(_ sources: [SwiftUITextSource], kind: ElementKind = .label, style: String? = nil, uppercase: Bool = false) -> Read {
        let start = elements.count
        var nodes: [SwiftUINode] = []
        for source in sources {
            if let reason = source.unlocalized {
                let id = "text@\(source.location.line):\(source.location.column)"
                if skippedIDs.insert("\(source.location)").inserted {
                    skipped.append(SkippedElement(id: id, reason: reason, location: source.location))
                }
                nodes.append(.opaque("a text known only at run time"))
                continue
            }
            guard let key = source.key else { continue }
            // `Text("")` (a component's title left empty) draws nothing and is zero points wide: a stack gives
            // its width to the siblings, so it is no element and takes no share of the row.
            if key.isEmpty {
                nodes.append(.fixed(0))
                continue
            }
            // The same literal reached again (a component used twice, a branch repeated): one element, laid
            // out where it is first met.
            let identity = "\(source.location)\u{1F}\(key)"
            if let existing = elementByIdentity[identity] {
                // Reached again (a list's placeholder rows and its real rows use one component): one element,
                // counted per reach, so that a redaction of one reach does not hide the others (`redacted`).
                reaches[elements[existing].id, default: 0] += 1
                nodes.append(.text(elements[existing].id))
                continue
            }
            let id = elementID(source.location)
            var element = LayoutElement(id: id, location: source.location)
            element.kind = kind
            element.key = key
            element.table = source.table
            element.textStyle = style ?? "body"
            element.maxLines = kind == .textField ? 1 : 0
            if uppercase { element.textTransform = .uppercase } else if source.transform != .none { element.textTransform = source.transform }
            elementByIdentity[identity] = elements.count
            reaches[id, default: 0] += 1
            elements.append(element)
            explicit.append(style != nil ? ["font"] : [])
            if kind == .textField { limited.insert(id) }
            nodes.append(.text(id))
        }
        let node: SwiftUINode? = nodes.isEmpty ? nil : nodes.count == 1 ? nodes[0] : .alternatives(nodes)
        return Read(node: node, elements: start..<elements.count)
    }

    /// Texts UIKit draws outside the view tree (menus, alerts, picker options): they wrap, in the body style
    /// unless the app or `style` says otherwise, at most as wide as the screen between its margins. Their
    /// exact width is not documented, so they are laid out for the rules that need no exact width.
    func drawnByUIKit(_ range: Range<Int>, _ what: String, style: String? = nil, kind: SwiftUIBarText.Kind = .drawnByUIKit) {
        for index in range where unresolvable[elements[index].id] == nil {
            let id = elements[index].id
            guard !bars.contains(where: { $0.element == id }), !tooltips.contains(id) else { continue }
            elements[index].maxLines = 0
            limited.remove(id)
            fixedHeights[id] = nil
            if let style, !explicit[index].contains("font") { elements[index].textStyle = style; elements[index].size = nil; elements[index].weight = nil }
            bars.append(SwiftUIBarText(element: id, kind: kind, sharesBarWithItems: false))
            notes[id, default: []].append(what + Self.drawnByUIKitNote)
        }
    }

    /// What the note of a text UIKit lays out says after naming the text (`SwiftUIMacWindow.adaptNotes` says it
    /// again for AppKit).
    static let drawnByUIKitNote = ": UIKit lays it out and lets it wrap; laid out at most as wide as the screen between its margins"

    func skipTexts(_ range: Range<Int>, _ reason: String) {
        for index in range {
            let id = elements[index].id
            unresolvable[id] = reason
        }
    }

    func note(_ range: Range<Int>, _ text: String) {
        for index in range { notes[elements[index].id, default: []].append(text) }
    }

    // MARK: texts and keys

    /// The text a view shows for an argument: a literal key, `LocalizedStringKey("…")`, `Text("…")`,
    /// `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, or a name bound to one of these
    /// at a call site. `asKey`: the parameter is a `LocalizedStringKey` (a `String` variable is then shown
    /// verbatim).
    func textSource(_ expression: ExprSyntax, _ scope: SwiftUIScope, table: String? = nil, depth: Int = 0) -> [SwiftUITextSource] {
        let at = location(expression, scope)
        func data(_ why: String) -> [SwiftUITextSource] { [SwiftUITextSource(location: at, unlocalized: why)] }
        guard depth < 12 else { return data("the text's value passes through too many names to follow") }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let key = SwiftUIStrings.key(literal) { interpolationSpecifier($0, scope, depth: 0) }
            return [SwiftUITextSource(key: key, table: table, location: at)]
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return textSource(only.expression, scope, table: table, depth: depth + 1)
        }
        if let localized = localizedCallSource(expression, scope) { return localized }
        if let fallback = fallbackSources(expression, scope, depth: depth) { return fallback }
        // `condition ? "a" : "b"`: both keys show, one at a time.
        if let ternary = expression.as(TernaryExprSyntax.self) {
            // `c ? format(x) : "0 B/s"` with `format` returning a String: both branches have one type, so the
            // literal is a String too, and the Text shows it verbatim (`init<S: StringProtocol>(_:)`): no key.
            let branches = [ternary.thenExpression, ternary.elseExpression]
            if let literal = branches.first(where: { $0.is(StringLiteralExprSyntax.self) }),
               let other = branches.first(where: { !$0.is(StringLiteralExprSyntax.self) }), isPlainString(other, scope) {
                let verbatim = SwiftUITextSource(location: location(literal, scope),
                    unlocalized: "a String shown verbatim (the other branch, `\(short(other))`, is a String, so the literal is one too: SwiftUI localizes only LocalizedStringKey)")
                return textSource(other, scope, table: table, depth: depth + 1) + [verbatim]
            }
            return textSource(ternary.thenExpression, scope, table: table, depth: depth + 1)
                + textSource(ternary.elseExpression, scope, table: table, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            let arguments = call.arguments
            let tableName = SwiftUISyntax.argument(arguments, "tableName").flatMap { $0.as(StringLiteralExprSyntax.self) }.flatMap(SwiftUIStrings.plainValue)
                ?? SwiftUISyntax.argument(arguments, "table").flatMap { $0.as(StringLiteralExprSyntax.self) }.flatMap(SwiftUIStrings.plainValue)
            switch callee {
            case "LocalizedStringKey", "Text", "LocalizedStringResource", "String.LocalizationValue":
                if callee == "Text", let verbatim = SwiftUISyntax.argument(arguments, "verbatim") {
                    return localizedStringSources(verbatim, scope, depth: depth + 1) ?? data("Text(verbatim:) is not localized")
                }
                if let first = arguments.first, first.label == nil {
                    return textSource(first.expression, scope, table: tableName ?? table, depth: depth + 1)
                }
            case "String":
                if let value = SwiftUISyntax.argument(arguments, "localized") {
                    return textSource(value, scope, table: tableName ?? table, depth: depth + 1)
                }
                return data("a String built at run time is shown verbatim")
            case "NSLocalizedString":
                if let first = arguments.first?.expression {
                    // Its key is a `String` (Foundation: `NSLocalizedString(_ key: String, …)`): an interpolation
                    // is evaluated before the lookup, so the key is known only at run time, not a format key.
                    if interpolatedString(first, scope, depth: depth) {
                        return data("a key built at run time (`NSLocalizedString` looks the interpolated String up as it is)")
                    }
                    return textSource(first, scope, table: tableName ?? table, depth: depth + 1)
                }
            default:
                if let name = SwiftUISyntax.lastName(call.calledExpression), let provided = providedKeys(name, receiver: call.calledExpression, scope, depth: depth) {
                    return provided
                }
            }
            return data("text from data (`\(short(expression))` is not a literal key)")
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.lookup(reference.baseName.text) {
            let name = reference.baseName.text
            if let declared = scope.declaredType(name), ["String", "Substring"].contains(SwiftUITypeHints.normalized(declared)) {
                if let localized = localizedStringSources(expression, scope, depth: depth + 1) { return localized }
                return data("a String shown verbatim (`\(name): \(declared)`: SwiftUI localizes only LocalizedStringKey)")
            }
            switch bound {
            case .expression(let value, let origin):
                return textSource(value, origin, table: table, depth: depth + 1)
            case .runtime:
                return data("text from data (`\(short(expression))` is known only at run time)")
            }
        }
        if let name = SwiftUISyntax.lastName(expression), let provided = providedKeys(name, receiver: expression, scope, depth: depth) {
            return provided
        }
        return data("text from data (`\(short(expression))` is not a literal key)")
    }

    /// Whether an expression is a `String` as the app declares it: a name declared `String`, a `String(…)`
    /// built without `localized:`, or a function or property every declaration of which in the app is a
    /// `String`.
    func isPlainString(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> Bool {
        func declaredString(_ name: String) -> Bool { program.hints.declaredTypes[name] == ["String"] }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let declared = scope.declaredType(name) { return SwiftUITypeHints.normalized(declared) == "String" }
            return scope.lookup(name) == nil && declaredString(name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftUISyntax.lastName(call.calledExpression) {
            if name == "String" { return SwiftUISyntax.argument(call.arguments, "localized") == nil }
            return declaredString(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return declaredString(member.declName.baseName.text)
        }
        return false
    }

    /// Whether an expression is, or names a binding of, a string literal with an interpolation.
    func interpolatedString(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> Bool {
        guard depth < 12 else { return false }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .expression(let value, let origin)? = scope.lookup(reference.baseName.text) {
            return interpolatedString(value, origin, depth: depth + 1)
        }
        return false
    }

    /// The keys a computed property or function returns (`var title: LocalizedStringKey { switch self { case .a:
    /// "key.a" … } }`): every literal it can return, each a text that shows in turn. The property is looked up
    /// by name in the current view type, else in the one type of the app that declares it with a localized
    /// type; nil when there is none or several. A `String` member of a receiver of known type: `stringMemberSources`.
    func providedKeys(_ name: String, receiver: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> [SwiftUITextSource]? {
        let localized: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "Text"]
        var candidates: [(SwiftUIMember, SwiftUITypeInfo)] = []
        var typeKnown = true
        let base = receiver.as(MemberAccessExprSyntax.self)?.base
        let baseType = (base?.as(DeclReferenceExprSyntax.self)).flatMap { reference -> String? in
            // `self.title` is the current type's member.
            if reference.baseName.tokenKind == .keyword(.self) { return scope.type?.name }
            return scope.declaredType(reference.baseName.text)
        }.map { SwiftUITypeHints.normalized($0).split(separator: ".").last.map(String.init) ?? "" }
        if receiver.is(DeclReferenceExprSyntax.self), let type = scope.type, let member = type.members[name]?.first {
            candidates = [(member, type)]
        } else if let baseType, let type = program.types[baseType], let member = type.members[name]?.first {
            candidates = [(member, type)]
        } else {
            candidates = program.localizedMembers(named: name)
            typeKnown = false
        }
        guard candidates.count == 1, let (member, type) = candidates.first else { return nil }
        let declared = SwiftUITypeHints.normalized(member.typeName ?? "")
        if typeKnown, let sources = stringMemberSources(name, member, of: type, receiver: receiver, scope, depth: depth) { return sources }
        guard localized.contains(declared) else { return nil }
        let statements: CodeBlockItemListSyntax?
        switch member.kind {
        case .variable(let binding): statements = fonts.getterBody(binding)
        case .function(let function): statements = function.body?.statements
        }
        guard let statements else { return nil }
        let inner = SwiftUIScope(file: member.file, type: type)
        if case .function(let function) = member.kind {
            for parameter in function.signature.parameterClause.parameters {
                let parameterName = (parameter.secondName ?? parameter.firstName).text
                inner.bindings[parameterName] = .runtime
                inner.declaredTypes[parameterName] = parameter.type.trimmedDescription
            }
        }
        var results: [SwiftUITextSource] = []
        for expression in Self.resultExpressions(statements) {
            results += textSource(expression, inner, depth: depth + 1)
        }
        return results.isEmpty ? nil : results
    }

    /// The expressions a body can return: `return x`, a single-expression body, the branches of `if`
    /// and `switch`.
    static func resultExpressions(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var results: [ExprSyntax] = []
        func expression(_ value: ExprSyntax) {
            if let conditional = value.as(IfExprSyntax.self) {
                results += resultExpressions(conditional.body.statements)
                switch conditional.elseBody {
                case .codeBlock(let block)?: results += resultExpressions(block.statements)
                case .ifExpr(let next)?: expression(ExprSyntax(next))
                case nil: break
                }
            } else if let choice = value.as(SwitchExprSyntax.self) {
                for item in choice.cases { if case .switchCase(let branch) = item { results += resultExpressions(branch.statements) } }
            } else {
                results.append(value)
            }
        }
        for (position, item) in statements.enumerated() {
            switch item.item {
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression { expression(value) }
                else if let wrapped = statement.as(ExpressionStmtSyntax.self) { expression(wrapped.expression) }
            case .expr(let value):
                if position == statements.count - 1 || value.is(IfExprSyntax.self) || value.is(SwitchExprSyntax.self) { expression(value) }
            case .decl: break
            }
        }
        return results
    }

    /// The specifier of an interpolated value: its declared type in scope, else what a local's initializer
    /// or the app's declarations say.
    func interpolationSpecifier(_ expression: ExprSyntax, _ scope: SwiftUIScope, depth: Int) -> String {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, depth < 8 {
            if let declared = scope.declaredType(name) { return SwiftUITypeHints.specifier(ofType: declared) }
            if case .expression(let value, let origin)? = scope.lookup(name) { return interpolationSpecifier(value, origin, depth: depth + 1) }
        }
        return program.hints.specifier(of: expression, local: [:])
    }

    func short(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        return text.count > 50 ? String(text.prefix(47)) + "…" : text
    }

    // MARK: view builder content

    /// A `@ViewBuilder` closure's or getter's statements: its views stacked (the caller decides the axis).
    func content(_ statements: CodeBlockItemListSyntax, _ scope: SwiftUIScope) -> Read {
        let children = contentChildren(statements, scope)
        let start = children.first?.elements.lowerBound ?? elements.count
        let nodes = children.compactMap(\.node)
        let node: SwiftUINode? = nodes.isEmpty ? nil : nodes.count == 1 ? nodes[0] : .vstack(children: nodes)
        var read = Read(node: node, elements: start..<elements.count)
        if children.count == 1 { read.repeated = children[0].repeated; read.list = children[0].list }
        return read
    }

    func contentChildren(_ statements: CodeBlockItemListSyntax, _ scope: SwiftUIScope) -> [Read] {
        var children: [Read] = []
        let local = scope.child()
        for item in statements {
            switch item.item {
            case .expr(let expression):
                children.append(view(expression, local))
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression {
                    children.append(view(value, local))
                } else if let expression = statement.as(ExpressionStmtSyntax.self) {
                    children.append(view(expression.expression, local))
                }
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        local.bindings[name] = binding.initializer.map { .expression($0.value, scope) } ?? .runtime
                    }
                } else if let config = declaration.as(IfConfigDeclSyntax.self), let clause = SwiftUISyntax.activeClause(config.clauses),
                          case .statements(let inner) = clause.elements {
                    children += contentChildren(inner, local)
                }
            }
        }
        return children
    }

    /// `elementType`: the type of the closure's first parameter when the caller knows it (`ForEach(T.allCases)`).
    func closureContent(_ closure: ClosureExprSyntax?, _ scope: SwiftUIScope, elementType: String? = nil) -> Read {
        guard let closure else { return Read(node: nil, elements: elements.count..<elements.count) }
        let inner = scope.child()
        let names = Self.closureParameters(closure)
        for name in names { inner.bindings[name] = .runtime }
        if let elementType, let first = names.first { inner.declaredTypes[first] = elementType }
        return content(closure.statements, inner)
    }

    /// The closure given for `label` (trailing or labelled), or the trailing closure when `label` is nil.
    func closure(_ call: FunctionCallExprSyntax, _ label: String?) -> ClosureExprSyntax? {
        if let label {
            if let argument = SwiftUISyntax.argument(call.arguments, label)?.as(ClosureExprSyntax.self) { return argument }
            if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) { return extra.closure }
            return nil
        }
        return call.trailingClosure
    }

    // MARK: views

    func view(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> Read {
        let start = elements.count
        visits += 1
        guard visits < Self.maximumVisits else { return Read(node: .opaque("the view is too large to read"), elements: start..<start) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                if member.base?.is(DeclReferenceExprSyntax.self) == true, SwiftUIViewReader.typeNames.contains(base.trimmedDescription) {
                    return builtin(call, name: member.declName.baseName.text, owner: base.trimmedDescription, scope)
                }
                // `SwiftUI.Toggle(…)`: the module's name spelled out.
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
                    return builtin(call, name: member.declName.baseName.text, owner: nil, scope)
                }
                // `Settings.Section(…) { … }`, `Defaults.Toggle(…)`: a type nested in a type or module the app
                // does not declare, not a modifier of a view named `Settings`.
                if let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text, isForeignType(owner, scope),
                   Self.isTypeName(member.declName.baseName.text) {
                    let name = "\(owner).\(member.declName.baseName.text)"
                    if let kind = Self.packageViews[name] { return builtin(call, name: kind, owner: nil, scope) }
                    if let read = settingsPackageView(call, name: name, scope) { return read }
                    return foreignView(call, name: name, scope)
                }
                if let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.isTypeName(owner),
                   let read = staticViewFunction(call, owner: owner, name: member.declName.baseName.text, scope) {
                    return read
                }
                let inner = view(base, scope)
                return modifier(member.declName.baseName.text, call: call, on: inner, scope)
            }
            guard let name = SwiftUISyntax.lastName(call.calledExpression) else {
                return Read(node: .opaque("a view built by `\(short(call.calledExpression))`"), elements: start..<start)
            }
            // `alert(…)` written without a base in an app modifier's body: a modifier of `self`.
            if let modified = scope.modifiedView, call.calledExpression.is(DeclReferenceExprSyntax.self), SwiftUIModifiers.byName[name] != nil {
                return modifier(name, call: call, on: modified, scope)
            }
            return builtin(call, name: name, owner: nil, scope)
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            var read = postfix.base.map { view($0, scope) } ?? Read(node: nil, elements: start..<start)
            if let clause = SwiftUISyntax.activeClause(postfix.config.clauses), case .postfixExpression(let chain) = clause.elements {
                read = applyChain(chain, to: read, scope)
            }
            return read
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            // A condition the call site decides (`if !title.isEmpty { … }` where `title` is bound to `""`): only
            // the branch that runs.
            if conditional.conditions.count == 1, let only = conditional.conditions.first,
               case .expression(let condition) = only.condition, let holds = literalCondition(condition, scope) {
                if holds { return content(conditional.body.statements, scope) }
                switch conditional.elseBody {
                case .codeBlock(let block)?: return content(block.statements, scope)
                case .ifExpr(let next)?: return view(ExprSyntax(next), scope)
                case nil: return Read(node: nil, elements: start..<start)
                }
            }
            var branches: [Read] = [content(conditional.body.statements, optionalBindings(conditional, scope))]
            var elseBody = conditional.elseBody
            while let current = elseBody {
                switch current {
                case .codeBlock(let block): branches.append(content(block.statements, scope)); elseBody = nil
                case .ifExpr(let next): branches.append(content(next.body.statements, scope)); elseBody = next.elseBody
                }
            }
            return alternatives(branches, start: start)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            if let chosen = chosenCase(switchExpression, scope) { return chosen }
            var branches: [Read] = []
            for item in switchExpression.cases {
                if case .switchCase(let switchCase) = item { branches.append(content(switchCase.statements, scope)) }
            }
            return alternatives(branches, start: start)
        }
        // `Text("a") + Text("b")`: one text run; each part is laid out at most as wide as the whole.
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "+" {
            let parts = [view(infix.leftOperand, scope), view(infix.rightOperand, scope)]
            let nodes = parts.compactMap(\.node)
            guard !nodes.isEmpty else { return Read(node: nil, elements: start..<elements.count) }
            return Read(node: .decorated(.opaque("a concatenated Text (its parts share the lines)"), .vstack(children: nodes)),
                        elements: start..<elements.count)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return view(only.expression, scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return alternatives([view(ternary.thenExpression, scope), view(ternary.elseExpression, scope)], start: start)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self), let modified = scope.modifiedView { return modified }
            return memberView(reference.baseName.text, arguments: nil, scope, at: expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return memberView(member.declName.baseName.text, arguments: nil, scope, at: expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["Color", "Rectangle", "Circle", "Capsule"].contains(base.trimmedDescription) || member.base == nil {
            return Read(node: .filling, elements: start..<start)
        }
        return Read(node: .opaque("a view given by `\(short(expression))`"), elements: start..<start)
    }

    /// The scope of an `if` statement's first branch: each optional binding it makes (`if let suggestion =
    /// error.recoverySuggestion`) names the unwrapped value of its initializer there (The Swift Programming
    /// Language, "Optional Binding"), so a text shows what the initializer gives; `if let x` (the shorthand)
    /// keeps the name the outer scope binds. `scope` itself when the condition binds nothing.
    func optionalBindings(_ conditional: IfExprSyntax, _ scope: SwiftUIScope) -> SwiftUIScope {
        var inner: SwiftUIScope?
        for element in conditional.conditions {
            guard case .optionalBinding(let binding) = element.condition, let value = binding.initializer?.value,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if inner == nil { inner = scope.child() }
            inner?.bindings[name] = .expression(value, scope)
        }
        return inner ?? scope
    }

    /// Whether a condition on a string the call site binds to a literal holds: `x.isEmpty`, `!x.isEmpty`,
    /// `x.count > 0`, `x.count == 0`, `x == ""`, `x != ""`, where `x` may read a member of the bound value
    /// (`title.localizedString.count > 0`). Decided only for the empty literal `""`, whose every string form is
    /// empty (a lookup of the empty key gives the empty string: Apple, `Bundle.localizedString(forKey:value:table:)`);
    /// nil when anything else is asked.
    func literalCondition(_ condition: ExprSyntax, _ scope: SwiftUIScope) -> Bool? {
        func isEmptyLiteral(_ expression: ExprSyntax) -> Bool {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
            return literal.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }
        }
        /// Whether the chain's root is a name bound to `""` (members of it read on the way).
        func boundToEmpty(_ expression: ExprSyntax) -> Bool {
            var current = expression
            for _ in 0..<4 {
                if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
                break
            }
            // The name, and a name it is bound to in turn (a component handing its parameter on), a few hops.
            var lookupScope = scope
            for _ in 0..<4 {
                guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, !lookupScope.isState(name),
                      case .expression(let value, let outer)? = lookupScope.lookup(name) else { return false }
                if isEmptyLiteral(value) { return true }
                current = value
                lookupScope = outer
            }
            return false
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return literalCondition(prefix.expression, scope).map { !$0 }
        }
        if let member = condition.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let base = member.base {
            return boundToEmpty(base) ? true : nil
        }
        guard let infix = condition.as(InfixOperatorExprSyntax.self) else { return nil }
        let op = infix.operator.trimmedDescription
        let left = infix.leftOperand, right = infix.rightOperand
        if ["==", "!="].contains(op), isEmptyLiteral(right), boundToEmpty(left) { return op == "==" }
        if let count = left.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base,
           boundToEmpty(base), let number = right.as(IntegerLiteralExprSyntax.self)?.literal.text, number == "0" {
            switch op {
            case ">", "!=": return false
            case "==", "<=": return true
            default: return nil
            }
        }
        return nil
    }

    /// `switch kind { … case .custom(let content): content() }` where `kind` is bound at the call site to an enum
    /// case written out (`.custom { … }`, `.toggle($on)`, `.label`): the one case that matches runs, its pattern's
    /// names bound to the case's associated values in order, a trailing closure the last (The Swift Programming
    /// Language, "Enumerations": "Associated Values", and "Patterns": "Enumeration Case Pattern"); with no
    /// matching case, `default`. Nil when the subject is not such a case (every branch is then an alternative).
    func chosenCase(_ choice: SwitchExprSyntax, _ scope: SwiftUIScope) -> Read? {
        var subject = choice.subject
        if let member = subject.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            subject = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        guard let reference = subject.as(DeclReferenceExprSyntax.self),
              case .expression(let value, let origin)? = scope.lookup(reference.baseName.text) else { return nil }
        let name: String
        var payload: [ExprSyntax] = []
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            name = member.declName.baseName.text
            payload = call.arguments.map(\.expression) + [call.trailingClosure].compactMap { $0.map(ExprSyntax.init) }
                + call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        } else if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        var fallback: SwitchCaseSyntax?
        for item in choice.cases {
            guard case .switchCase(let switchCase) = item else { continue }
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                for caseItem in label.caseItems {
                    guard let (caseName, bound) = Self.casePattern(caseItem.pattern) else { return nil }
                    guard caseName == name else { continue }
                    guard caseItem.whereClause == nil, let names = bound else { return nil }
                    let inner = scope.child()
                    for (position, bound) in names.enumerated() {
                        guard let bound else { continue }
                        inner.bindings[bound] = position < payload.count ? .expression(payload[position], origin) : .runtime
                    }
                    return content(switchCase.statements, inner)
                }
            }
        }
        return fallback.map { content($0.statements, scope) }
    }

    /// `.name`, `.name(let a, _)`, `let .name(a, b)`: the case's name and the names its associated values bind
    /// (nil for `_`); the names are nil where the pattern matches an associated value (`.encrypted(true)`):
    /// whether that case runs depends on more than the case's name. Nil for any other pattern.
    static func casePattern(_ pattern: PatternSyntax) -> (String, [String?]?)? {
        var pattern = pattern
        var isBinding = false
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern; isBinding = true }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return (member.declName.baseName.text, []) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil else { return nil }
        var names: [String?] = []
        for argument in call.arguments {
            if argument.expression.is(DiscardAssignmentExprSyntax.self) { names.append(nil); continue }
            if let inner = argument.expression.as(PatternExprSyntax.self)?.pattern {
                var bound = inner
                if let binding = bound.as(ValueBindingPatternSyntax.self) { bound = binding.pattern }
                if bound.is(WildcardPatternSyntax.self) { names.append(nil); continue }
                guard let identifier = bound.as(IdentifierPatternSyntax.self) else { return (member.declName.baseName.text, nil) }
                names.append(identifier.identifier.text)
                continue
            }
            // Inside `case let .name(a, b)` the names are bound by the outer `let`; elsewhere a name is a value matched.
            guard isBinding, let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { return (member.declName.baseName.text, nil) }
            names.append(reference.baseName.text)
        }
        return (member.declName.baseName.text, names)
    }

    func alternatives(_ branches: [Read], start: Int) -> Read {
        let nodes = branches.compactMap(\.node)
        guard !nodes.isEmpty else { return Read(node: nil, elements: start..<elements.count) }
        return Read(node: nodes.count == 1 ? nodes[0] : .alternatives(nodes), elements: start..<elements.count)
    }

    /// `.modifier(…).other(…)` written without a base (an `#if` clause's postfix chain), applied to `read`.
    func applyChain(_ chain: ExprSyntax, to read: Read, _ scope: SwiftUIScope) -> Read {
        guard let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return read
        }
        let inner = member.base.map { applyChain($0, to: read, scope) } ?? read
        return modifier(member.declName.baseName.text, call: call, on: inner, scope)
    }

    /// A property or function of the view type (`appSection`, `makeRow(…)`), or a name bound to a view.
    func memberView(_ name: String, arguments: FunctionCallExprSyntax?, _ scope: SwiftUIScope, at expression: ExprSyntax) -> Read {
        let start = elements.count
        if let bound = scope.lookup(name) {
            if case .expression(let value, let origin) = bound, let declared = scope.declaredType(name),
               let factory = staticFactory(value, of: declared, origin) {
                return factory
            }
            if case .expression(let value, let origin) = bound, value.is(ClosureExprSyntax.self) == false {
                return view(value, origin)
            }
            if case .expression(let value, let origin) = bound, let closure = value.as(ClosureExprSyntax.self) {
                return closureContent(closure, origin)
            }
            return Read(node: .opaque("a view passed in at run time (`\(name)`)"), elements: start..<start)
        }
        guard let type = scope.type, let member = type.members[name]?.first, scope.inlined.count < Self.maximumInliningDepth + 4 else {
            return Read(node: .opaque("a view the importer does not know (`\(name)`)"), elements: start..<start)
        }
        switch member.kind {
        case .variable(let binding):
            guard let body = fonts.getterBody(binding) else {
                return Read(node: .opaque("a view stored at run time (`\(name)`)"), elements: start..<start)
            }
            let inner = SwiftUIScope(file: member.file, type: type, parent: scope, inlined: scope.inlined + [name])
            guard !scope.inlined.contains(name) else { return Read(node: .opaque("a recursive view"), elements: start..<start) }
            return content(body, inner)
        case .function(let function):
            guard let body = function.body, !scope.inlined.contains(name) else {
                return Read(node: .opaque("a view the importer does not know (`\(name)`)"), elements: start..<start)
            }
            let inner = SwiftUIScope(file: member.file, type: type, parent: scope, inlined: scope.inlined + [name])
            bind(function.signature.parameterClause.parameters, arguments: arguments, from: scope, into: inner)
            return content(body.statements, inner)
        }
    }

    /// `.default(title: …, icon: …)` given where a view type `T` is declared (`let label: Row<Icon>`): an
    /// implicit member expression names a static member of its contextual type (The Swift Programming
    /// Language, "Expressions": "Implicit Member Expression"), so it is `T`'s static function with those
    /// argument labels, read with its parameters bound; its results are read the same way (a factory that
    /// calls another overload), else as views (`T(title: title, …)`, the component inlined). Nil when the
    /// value is no such call or `T` declares no static function it can be.
    func staticFactory(_ value: ExprSyntax, of declaredType: String, _ scope: SwiftUIScope, depth: Int = 0) -> Read? {
        guard depth < Self.maximumInliningDepth,
              let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil else { return nil }
        let typeName = String(SwiftUITypeHints.normalized(declaredType).prefix { $0 != "<" && $0 != "?" })
        guard let type = program.types[typeName], type.isView else { return nil }
        let name = member.declName.baseName.text
        guard let (function, file) = staticFunction(name, of: type, fitting: call), let body = function.body else { return nil }
        let start = elements.count
        let inner = SwiftUIScope(file: file, type: type, parent: scope, inlined: scope.inlined + ["\(typeName).\(name)"])
        bind(function.signature.parameterClause.parameters, arguments: call, from: scope, into: inner)
        var branches: [Read] = []
        for result in Self.resultExpressions(body.statements) {
            branches.append(staticFactory(result, of: typeName, inner, depth: depth + 1) ?? view(result, inner))
        }
        return branches.count == 1 ? branches[0] : alternatives(branches, start: start)
    }

    /// The static function `name` of `type` that `call` can call: its argument labels are the function's, in
    /// the order written, and every parameter without a default is given (a trailing closure gives a
    /// function-typed one). A keyword used as a name is declared in backticks (`` static func `default`(…) ``)
    /// and called without. Nil when the type declares no such function with a body.
    func staticFunction(_ name: String, of type: SwiftUITypeInfo, fitting call: FunctionCallExprSyntax, isStatic: Bool = true) -> (FunctionDeclSyntax, Int)? {
        let labels = call.arguments.map { $0.label?.text }
        let hasTrailing = call.trailingClosure != nil
        return ((type.members[name] ?? []) + (type.members["`\(name)`"] ?? [])).lazy.compactMap { candidate -> (FunctionDeclSyntax, Int)? in
            guard candidate.isStatic == isStatic, case .function(let function) = candidate.kind, function.body != nil else { return nil }
            let parameters = function.signature.parameterClause.parameters
            let names = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            guard labels.allSatisfy({ names.contains($0) }) else { return nil }
            let required = parameters.filter { $0.defaultValue == nil }
            let given = required.allSatisfy { parameter in
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                return labels.contains(label) || (hasTrailing && parameter.type.trimmedDescription.contains("->"))
            }
            return given ? (function, candidate.file) : nil
        }.first
    }

    /// `KioskRow.label(title, icon: …)`: a static function of a type the app declares, called through the type's
    /// name (an explicit member expression names the type's static member: The Swift Programming Language,
    /// "Expressions", "Explicit Member Expression"), whose declared result is a view (`some View`, `AnyView`, a
    /// view type of the app). Its body is read as the caller's content, its parameters bound to the call's
    /// arguments, as a function of the view's own type is (`memberView`). Nil when the name is no such type (a
    /// local, a value) or the type declares no static function the call fits with a view result.
    func staticViewFunction(_ call: FunctionCallExprSyntax, owner: String, name: String, _ scope: SwiftUIScope) -> Read? {
        guard scope.lookup(owner) == nil, scope.type?.members[owner] == nil, let type = program.types[owner],
              scope.inlined.count < Self.maximumInliningDepth + 4, !scope.inlined.contains("\(owner).\(name)"),
              let (function, file) = staticFunction(name, of: type, fitting: call), let body = function.body,
              let result = function.signature.returnClause?.type, Self.isViewResult(result, program) else { return nil }
        let inner = SwiftUIScope(file: file, type: type, parent: scope, inlined: scope.inlined + ["\(owner).\(name)"])
        bind(function.signature.parameterClause.parameters, arguments: call, from: scope, into: inner)
        return content(body.statements, inner)
    }

    /// `.alerts(of: self)`: a view modifier the app writes as a function of `extension View` whose result is a view.
    /// Swift calls the extension's method on the modified view (The Swift Programming Language, "Extensions":
    /// "Methods"), so its body is read with `self` the view read so far (`SwiftUIScope.modifiedView`) and its
    /// parameters bound to the call's arguments; an unqualified modifier in the body (`alert(…)`) is one on `self`.
    /// Nil when the app declares no such function the call fits (SwiftUI's own modifiers are never looked up).
    func appModifier(_ name: String, call: FunctionCallExprSyntax, on read: Read, _ scope: SwiftUIScope) -> Read? {
        guard let extensions = program.types["View"], scope.inlined.count < Self.maximumInliningDepth + 4,
              !scope.inlined.contains("View.\(name)"),
              let (function, file) = staticFunction(name, of: extensions, fitting: call, isStatic: false), let body = function.body,
              let result = function.signature.returnClause?.type, Self.isViewResult(result, program),
              body.statements.count == 1, let only = Self.resultExpressions(body.statements).first,
              Self.isModifierChain(only) else { return nil }
        let inner = SwiftUIScope(file: file, type: nil, parent: scope, inlined: scope.inlined + ["View.\(name)"])
        inner.modifiedView = read
        bind(function.signature.parameterClause.parameters, arguments: call, from: scope, into: inner)
        var modified = content(body.statements, inner)
        modified.elements = read.elements.lowerBound..<elements.count
        return modified
    }

    /// Whether `expression` is SwiftUI modifiers applied to `self` (`self.alert(…).alert(…)`, or `alert(…)` with
    /// `self` left implicit): the only bodies `appModifier` reads. A body that wraps `self` in a view, branches,
    /// or applies a `ViewModifier` the app writes (`modifier(CardBackground())`) is not read: where `self` sits
    /// in its layout is that view's.
    static func isModifierChain(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.self) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            return SwiftUIModifiers.byName[member.declName.baseName.text] != nil && isModifierChain(base)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return SwiftUIModifiers.byName[reference.baseName.text] != nil
        }
        return false
    }

    /// Whether a declared result type is a view: `some View`, `AnyView`, or a view type the app declares.
    static func isViewResult(_ type: TypeSyntax, _ program: SwiftUIProgram) -> Bool {
        let written = type.trimmedDescription
        if written == "some View" || written == "AnyView" || written == "some SwiftUI.View" { return true }
        let name = String(written.prefix { $0 != "<" && $0 != "?" })
        return program.types[name]?.isView == true
    }

    /// Binds a function's or initializer's parameters to the call's arguments (closures included).
    func bind(_ parameters: FunctionParameterListSyntax, arguments call: FunctionCallExprSyntax?, from scope: SwiftUIScope, into inner: SwiftUIScope) {
        var remaining = call.map { Array($0.arguments) } ?? []
        var trailing: [ClosureExprSyntax] = call.map { c in (c.trailingClosure.map { [$0] } ?? []) + c.additionalTrailingClosures.map(\.closure) } ?? []
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            inner.declaredTypes[name] = parameter.type.trimmedDescription
            if let index = remaining.firstIndex(where: { $0.label?.text == label }) {
                inner.bindings[name] = .expression(remaining[index].expression, scope)
                remaining.remove(at: index)
            } else if parameter.type.trimmedDescription.contains("->"), !trailing.isEmpty {
                inner.bindings[name] = .expression(ExprSyntax(trailing.removeFirst()), scope)
            } else if let value = parameter.defaultValue?.value {
                inner.bindings[name] = .expression(value, SwiftUIScope(file: inner.file, type: inner.type))
            } else {
                inner.bindings[name] = .runtime
            }
        }
    }

    static let typeNames: Set<String> = ["Color", "Image", "Text", "Font"]

    /// Views of packages whose body is one SwiftUI view given the same arguments, read as that view:
    /// - `Defaults.Toggle` (sindresorhus/Defaults, `Sources/Defaults/SwiftUI.swift`): `init(key:label:)` and
    ///   `init(_ title:key:)`, whose `body` is `SwiftUI.Toggle(isOn: …, label: label)` (the title as `Text(title)`);
    /// - `LaunchAtLogin.Toggle` (sindresorhus/LaunchAtLogin-Modern, `Sources/LaunchAtLogin/LaunchAtLogin.swift`):
    ///   `init(label:)` and `init(_ titleKey: LocalizedStringKey)`, whose `body` is `SwiftUI.Toggle(isOn: …) { label }`
    ///   (with no argument, the package's own localized "Launch at login", no key of the app).
    static let packageViews: [String: String] = ["Defaults.Toggle": "Toggle", "LaunchAtLogin.Toggle": "Toggle"]

    /// The settings pane views of sindresorhus/Settings, as their sources lay them out:
    /// - `Settings.Container(contentWidth:)` (`Sources/Settings/Container.swift`): a `VStack` of its sections in
    ///   `.frame(width: contentWidth)` ("a fixed width of the container's content (excluding paddings)");
    /// - `Settings.Section(label:content:)` (`Sources/Settings/Section.swift`): an `HStack` of the label and a
    ///   `VStack` of the content, offered the container's width. The container shifts each section so that the
    ///   labels' trailing edges line up (an alignment guide from the widest label): each text is laid out at most
    ///   as wide as the container (an upper bound). A `title:` is a `String` shown verbatim (`Text(title)`).
    /// nil for another view, or a container whose width is not a number the source gives.
    func settingsPackageView(_ call: FunctionCallExprSyntax, name: String, _ scope: SwiftUIScope) -> Read? {
        let start = elements.count
        switch name {
        case "Settings.Container":
            guard let width = SwiftUISyntax.argument(call.arguments, "contentWidth").flatMap({ constantNumber($0, scope) }), width > 0, width.isFinite
            else { return nil }
            let sections = closureContent(closure(call, "builder") ?? call.trailingClosure, scope)
            return Read(node: sections.node.map { .frame($0, SwiftUIFrame(width: width)) }, elements: start..<elements.count)
        case "Settings.Section":
            let label = closureContent(closure(call, "label"), scope)
            let content = closureContent(closure(call, "content") ?? call.trailingClosure, scope)
            let children = [label.node, content.node].compactMap { $0 }
            return Read(node: children.isEmpty ? nil : .undocumentedInsets(.hstack(spacing: nil, children: children)), elements: start..<elements.count)
        default:
            return nil
        }
    }

    /// Whether a name is spelled as a type is (Swift API Design Guidelines: "Names of types and protocols are
    /// UpperCamelCase"): `Toggle`, not `print`.
    static func isTypeName(_ name: String) -> Bool { name.first?.isUppercase == true }

    /// Whether `name`, written where a view is built, names a type the app's sources do not declare and
    /// nothing in scope binds: a package's (or an SDK's) type.
    func isForeignType(_ name: String, _ scope: SwiftUIScope) -> Bool {
        Self.isTypeName(name) && name != "Self" && scope.lookup(name) == nil && scope.type?.members[name] == nil
            && program.types[name] == nil && !Self.typeNames.contains(name)
    }
}
