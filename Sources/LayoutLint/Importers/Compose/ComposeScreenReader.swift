/// Walks one root composable's body (and the app's composables it calls, inlined with the arguments
/// they are given) into the view tree Android's measure pass runs over (`AndroidViewNode`: a `Column`
/// measures like a vertical LinearLayout, a `Row` like a horizontal one with `weight`, a `Box` like a
/// FrameLayout) and one `LayoutElement` per text whose string is a resource. `if`/`when` branches are
/// variants: the first is shown, the others are measured one at a time (`gone` views of the pass).
final class ComposeScreenReader {
    /// Names bound in a body: parameters (to the caller's argument, evaluated in the caller's scope) and
    /// local `val`s.
    final class Scope {
        /// Bound names: the value, and the scope it is read in — nil for this scope itself, so that no scope
        /// holds a reference to itself (a cycle ARC never frees).
        private var bound: [String: (value: KotlinExpression, scope: Scope?)] = [:]
        let parent: Scope?
        /// The file (index in the program) the scope's code is in.
        let file: Int
        /// The class or object whose inherited member's body this code is (`ComposeImporter.dispatchedScreens`):
        /// a call without a receiver here means that type's member first (Kotlin's virtual dispatch on `this`).
        /// Lexical: a lambda's scope keeps it, an app function's body inlined into it does not.
        var dispatch: String?
        init(parent: Scope?, file: Int? = nil) {
            self.parent = parent
            self.file = file ?? parent?.file ?? 0
            self.dispatch = parent?.dispatch
        }
        /// Binds `name` to `value`, read in `scope`.
        func bind(_ name: String, _ value: KotlinExpression, in scope: Scope) {
            bound[name] = (value, scope === self ? nil : scope)
        }

        /// The classes declared for names bound here, by name: a parameter's (`language: Language` gives
        /// `Language`), or its elements' (`languages: List<Language>`, `element` true).
        private var declaredTypes: [String: (type: String, element: Bool)] = [:]
        func declare(_ name: String, type: String, element: Bool = false) { declaredTypes[name] = (type, element) }

        /// The class a name's declaration gives it (a parameter's type), where the scope that binds it declares one.
        func declaredType(of name: String) -> String? { declaration(of: name).flatMap { $0.element ? nil : $0.type } }
        /// The class of the elements of a collection a name's declaration gives it (`List<Language>`).
        func declaredElementType(of name: String) -> String? { declaration(of: name).flatMap { $0.element ? $0.type : nil } }

        private func declaration(of name: String) -> (type: String, element: Bool)? {
            var scope: Scope? = self
            var hops = 0
            while let current = scope, hops < 256 {
                if let declared = current.declaredTypes[name] { return declared }
                if current.bound[name] != nil { return nil }
                scope = current.parent
                hops += 1
            }
            return nil
        }

        func lookup(_ name: String) -> (value: KotlinExpression, scope: Scope)? {
            var scope: Scope? = self
            var hops = 0
            while let current = scope, hops < 256 {
                if let found = current.bound[name] { return (found.value, found.scope ?? current) }
                scope = current.parent
                hops += 1
            }
            return nil
        }

        /// The value `name` stands for, with the scope it is read in; nil when nothing binds it, or when it is
        /// bound to itself here (a parameter the walk was given no value for: its name is all there is).
        func value(of name: String) -> (value: KotlinExpression, scope: Scope)? {
            guard let bound = lookup(name) else { return nil }
            if case .name(let same, nil, _) = bound.value, same == name, bound.scope === self { return nil }
            return bound
        }
    }

    /// What the enclosing component gives the texts inside it.
    struct Context {
        var style: ComposeMetrics.TypeStyle
        var kind: ElementKind = .label
        /// The parent measures children in a row (a `weight` then means a share of the row's width).
        var inRow = false
        /// Inside a Compose for desktop window (`desktopWindowNode`): text at font scale 1.
        var desktop = false
    }

    /// How deep app composables are inlined into one another.
    static let maximumInliningDepth = 12
    /// How many nodes one screen may have (a hostile file's inlining cannot grow without bound).
    static let maximumNodes = 4_000

    let program: ComposeProgram
    let targetSdk: Int?
    var elements: [LayoutElement] = []
    /// Samples of format arguments that are the plural's own count, by the place the key is named
    /// (`file:line:column`): `pluralCountSamples`.
    var countSamples: [String: [String: String]] = [:]
    var skipped: [SkippedElement] = []
    var notes: [String: [String]] = [:]
    private var ids = Set<String>()
    private var nextSuffix: [String: Int] = [:]
    /// Expressions walked for this screen: inlining that multiplies (a component calling another ten times,
    /// ten levels deep) stops here.
    private var steps = 0
    static let maximumSteps = 100_000
    var inlining: [String] = []
    /// How many of `inlining`'s marks are content lambdas passed on by name (`walkContent`).
    var contentMarks = 0
    /// The inlining depth the limits count: the bodies and invoked lambdas walked into, not the content lambdas
    /// passed on (`walkContent`).
    var inliningDepth: Int { inlining.count - contentMarks }
    /// Popups the walk met (a `DropdownMenu`): windows over the screen, laid out beside its root.
    var popups: [AndroidViewNode] = []
    /// The app functions this screen walked (the root and every composable inlined into it), by identity.
    private(set) var inlinedFunctions = Set<String>()
    /// The blocks (bodies, lambdas, branches) this screen walked, by file and offset: a text in a walked
    /// composable's lambda no screen walked is in a callback, an effect or a slot not followed
    /// (`ComposeImporter.unreachedResources`).
    private(set) var walkedBlocks = Set<ComposeImporter.BlockSite>()
    /// The screen's budget (`maximumNodes`, `maximumSteps`) is spent: what follows is not walked.
    var exhausted: Bool { nodeCount >= Self.maximumNodes || steps >= Self.maximumSteps }
    private var nodeCount = 0
    /// Choices among branches written out in this screen's tree so far (`AndroidViewNode.Alternative.group`).
    private var alternativeGroups = 0

    /// A new choice's number.
    func nextAlternativeGroup() -> Int {
        alternativeGroups += 1
        return alternativeGroups
    }
    /// App functions whose result a text is being read from (`Text(formatState(state))`), and how many such
    /// results this screen read: a function is never read inside itself, and the count bounds the work.
    var textFunctionsBeingRead = Set<String>()
    var textFunctionResults = 0
    /// The app's extensions of a name a file sees, by name and file, with how many receiver types they have and
    /// whether every extension of the name has one (`typedExtension`), read once.
    var visibleExtensions: [String: (extensions: [(file: Int, function: KotlinFunction)], types: Int, allTypes: Int)] = [:]
    /// Why the last text style read was not decided, when a step says more than "not decided"
    /// (ComposeScreenReader+ThemeValues).
    var styleSkipReason: String?
    /// The screen's `SnackbarHost`s and `showSnackbar` calls (`ComposeScreenReader+Snackbars`): each call with
    /// its host state's identity and the scope it is read in; call sites already recorded; nodes scanned.
    var snackbarHosts: [SnackbarHostRecord] = []
    var snackbarMessages: [(call: KotlinCall, state: String, scope: Scope)] = []
    var snackbarSites = Set<String>()
    var snackbarScan = 0
    /// Collections followed through indexings, branches and builders (`maximumCollectionLookups`).
    var collectionLookups = 0
    static let maximumTextFunctionResults = 2_000

    /// The widest screen the layout is solved at (dp), which bounds what a `BoxWithConstraints` measures.
    let widestScreen: Double?

    init(program: ComposeProgram, targetSdk: Int?, widestScreen: Double? = nil) {
        self.program = program
        self.targetSdk = targetSdk
        self.widestScreen = widestScreen
    }

    /// What `maxWidth` is bound to inside a `BoxWithConstraints` content lambda (BoxWithConstraints.kt:
    /// `BoxWithConstraintsScope.maxWidth`, the incoming constraints' largest width, never more than the screen's).
    static let boxMaxWidth = "\u{1F}BoxWithConstraintsMaxWidth"

    static func widthBranchReason(_ widest: Double) -> String {
        "in a `BoxWithConstraints` branch for other widths: at the screen widths checked (up to \(FindingText.number(widest)) dp) the box's `maxWidth` never meets its condition"
    }

    /// The branch an `if (maxWidth > 600.dp) … else …` inside a `BoxWithConstraints` shows at every screen width
    /// the layout is solved at: the box's `maxWidth` is at most the screen's, so a threshold at or above the
    /// widest screen decides it (the phone branch); a lower one depends on the box's width and stays a variant.
    /// `.some(nil)`: the branches decided shows nothing; nil: not decided.
    func widthDecidedBranch(_ blocks: [KotlinBlock], scope: Scope) -> KotlinBlock?? {
        guard let widest = widestScreen, blocks.contains(where: { $0.widthTest != nil }) else { return nil }
        for (index, block) in blocks.enumerated() {
            guard let test = block.widthTest else {
                // The `else` (the empty block of an `if` without one), only after decided conditions.
                guard index == blocks.count - 1 else { return nil }
                return .some(block.statements.isEmpty ? nil : block)
            }
            guard case .name(Self.boxMaxWidth, nil, _)? = scope.lookup(test.name)?.value,
                  let holds = test.decided(forWidthsUpTo: widest) else { return nil }
            if holds { return .some(block) }
        }
        return nil
    }

    static let argumentBranchReason = "in an `if`/`when` branch the call's arguments never take (a parameter tested for `null` or `true` is given, or defaults to, a value that decides it)"

    /// The branch an `if`/`when` without subject takes where each condition before it tests one parameter alone
    /// (`icon != null ->`, `indent ->`) and the call gives (or defaults) it a value that decides the test: Kotlin
    /// runs the first branch whose condition holds, else the `else`. `.some(nil)`: the branch decided shows
    /// nothing; nil: some condition is not decided (the branches stay variants).
    func argumentDecidedBranch(_ blocks: [KotlinBlock], scope: Scope) -> KotlinBlock?? {
        guard blocks.contains(where: { $0.argumentTest != nil }) else { return nil }
        for (index, block) in blocks.enumerated() {
            guard let test = block.argumentTest else {
                guard index == blocks.count - 1 else { return nil }
                return .some(block.statements.isEmpty ? nil : block)
            }
            guard let value = argumentValue(test.name, scope: scope) else { return nil }
            let holds: Bool
            switch (test.kind, value) {
            case (.isNull, .null), (.isNotNull, .notNull): holds = true
            case (.isNull, .notNull), (.isNotNull, .null): holds = false
            case (.isTrue, .boolean(let flag)): holds = flag
            case (.isFalse, .boolean(let flag)): holds = !flag
            default: return nil
            }
            if holds { return .some(block) }
        }
        return .some(nil)
    }

    enum ArgumentValue { case null, notNull, boolean(Bool) }

    /// What a name is bound to, where that is decided by what is written: `null`, `true`/`false`, or a value that
    /// cannot be null (a lambda, a literal, a constructor call, a member of a type or object written with a capital,
    /// such as `Icons.Outlined.Delete` or `R.drawable.x`, a resource loaded by Compose's `painterResource` /
    /// `stringResource` / `vectorResource`). Followed through names a few steps; nil otherwise.
    func argumentValue(_ name: String, scope: Scope) -> ArgumentValue? {
        var current = scope.value(of: name)
        var hops = 0
        while let (value, valueScope) = current, hops < 8 {
            hops += 1
            switch value {
            case .name("null", nil, _): return .null
            case .name("true", nil, _): return .boolean(true)
            case .name("false", nil, _): return .boolean(false)
            case .name(let other, nil, _):
                guard !other.hasPrefix(ComposeAccessors.parameterPrefix) else { return nil }
                current = valueScope.value(of: other)
            case .name(_, .some(let receiver), _):
                guard let root = receiver.dottedPath?.split(separator: ".").first, root.first?.isUppercase == true else { return nil }
                return .notNull
            case .lambda, .string, .number: return .notNull
            case .call(let call):
                guard call.receiver == nil, call.name.first?.isUppercase == true || Self.nonNullResourceLoaders.contains(call.name) else { return nil }
                return .notNull
            default: return nil
            }
        }
        return nil
    }

    /// Compose functions that return a loaded resource, never null (androidx.compose.ui.res `painterResource`,
    /// `stringResource`, `vectorResource`, and Compose Multiplatform's of the same names).
    static let nonNullResourceLoaders: Set<String> = ["painterResource", "stringResource", "pluralStringResource", "vectorResource", "imageResource"]

    /// The style a role of the app's type scale (else Material 3's) gives.
    /// Material 2's roles (`subtitle1`, `body2`) are other names, so one lookup serves both libraries.
    func typeStyle(_ role: String) -> ComposeMetrics.TypeStyle? {
        program.appTypeScale[role] ?? ComposeMetrics.material3TypeScale[role] ?? ComposeMetrics.material2TypeScale[role]
    }

    /// The style a `Text` of the file takes when nothing sets one: Material 2's `body1` where the file's
    /// `Text` is `androidx.compose.material.Text` (it reads material's `LocalTextStyle`), else Material 3's.
    func defaultContext(file: Int) -> Context {
        let role = program.textIsMaterial2(file: file) ? ComposeMetrics.material2DefaultTextStyle : ComposeMetrics.defaultTextStyle
        return Context(style: typeStyle(role) ?? ComposeMetrics.material3TypeScale["bodyLarge"]!)
    }

    /// The screen's root node for a composable function.
    /// `dispatch`: the class or object the function is walked for, whose members its calls mean
    /// (`ComposeImporter.dispatchedScreens`).
    func root(of function: KotlinFunction, file: Int, dispatch: String? = nil) -> AndroidViewNode {
        var root = AndroidViewNode(kind: .frame, tag: function.name)
        root.width = .matchParent
        inlining = [ComposeProgram.identity(file: file, function)]
        inlinedFunctions.insert(inlining[0])
        if let body = function.body {
            let scope = Scope(parent: nil, file: file)
            scope.dispatch = dispatch
            bindAccessorParameters(of: function, into: scope)
            declareParameterTypes(of: function, into: scope)
            root.children = walk(body, scope: scope, context: defaultContext(file: file))
            collectSnackbarMessages(in: body.statements, scope: scope)
        }
        addingPopups(to: &root)
        return root
    }

    func location(_ offset: Int, in scope: Scope) -> SourceLocation { program.files[scope.file].text.location(at: offset) }

    func uniqueID(_ base: String) -> String {
        var id = base
        var suffix = nextSuffix[base] ?? 2
        while ids.contains(id) { id = "\(base)-\(suffix)"; suffix += 1 }
        nextSuffix[base] = suffix
        ids.insert(id)
        return id
    }

    // MARK: Walking

    /// Records a block of file `file` as read by this screen (walked, or read for what it lists, as a `NavHost`'s builder).
    func markWalked(_ block: KotlinBlock, file: Int) {
        walkedBlocks.insert(ComposeImporter.BlockSite(file: file, offset: block.offset))
    }

    func walk(_ block: KotlinBlock, scope: Scope, context: Context) -> [AndroidViewNode] {
        markWalked(block, file: scope.file)
        bindComponents(of: block, into: scope)
        var nodes: [AndroidViewNode] = []
        for statement in block.statements { nodes += emit(statement, scope: scope, context: context) }
        return nodes
    }

    func emit(_ expression: KotlinExpression, scope: Scope, context: Context) -> [AndroidViewNode] {
        steps += 1
        guard nodeCount < Self.maximumNodes, steps < Self.maximumSteps else { return [] }
        switch expression {
        case .binding(let name, let value, _):
            scope.bind(name, value, in: scope)
            // A local function shows nothing where it is declared (a call does); a destructured component is
            // part of a value its declaration emits once (`KotlinParser.destructuringDeclaration`).
            if case .lambda(let block) = value, block.isLocalFunction { return [] }
            if case .call(let call) = value, Self.isComponent(call) { return [] }
            return emit(value, scope: scope, context: context).filter { $0.containsElement }
        case .branches(let blocks, _):
            if let chosen = typeDispatchedBranch(blocks, scope: scope) ?? valueDispatchedBranch(blocks, scope: scope) {
                return chosen.map { walk($0, scope: scope, context: context) } ?? []
            }
            let decided: (branch: KotlinBlock?, reason: String)? = widthDecidedBranch(blocks, scope: scope)
                .map { ($0, Self.widthBranchReason(widestScreen ?? 0)) }
                ?? argumentDecidedBranch(blocks, scope: scope).map { ($0, Self.argumentBranchReason) }
            if let (chosen, reason) = decided {
                // The other branches' texts are counted, with why they are never shown here.
                let nodes = chosen.map { walk($0, scope: scope, context: context) } ?? []
                for block in blocks where block != chosen && !block.statements.isEmpty {
                    let (firstElement, firstPopup) = (elements.count, popups.count)
                    _ = walk(block, scope: scope, context: context)
                    skipped += elements[firstElement...].map {
                        SkippedElement(id: $0.id, reason: reason, location: $0.location, key: $0.key, table: $0.table)
                    }
                    elements.removeSubrange(firstElement...)
                    popups.removeSubrange(firstPopup...)
                }
                return nodes
            }
            // The first branch is shown and the others are variants; where a branch shows nothing (an `if`
            // without `else`, `null -> Unit`), nothing is the layout shown and every branch is a variant,
            // each measured in a pass of its own.
            // Only one branch runs: measured as shown, a branch hides the others (`AndroidViewNode.Alternative`).
            let showsNothing = blocks.contains { $0.statements.isEmpty }
            let group = nextAlternativeGroup()
            var nodes: [AndroidViewNode] = []
            for (index, block) in blocks.enumerated() {
                var branch = walk(block, scope: scope, context: context)
                for position in branch.indices {
                    if index > 0 || showsNothing { branch[position].gone = true }
                    branch[position].alternatives.append(AndroidViewNode.Alternative(group: group, branch: index))
                }
                nodes += branch
            }
            return nodes
        case .lambda(let block):
            return walk(block, scope: scope, context: context)
        case .other(let children), .sum(let children, _):
            return children.flatMap { emit($0, scope: scope, context: context) }
        case .call(let call):
            return emitCall(call, scope: scope, context: context)
        default:
            return []
        }
    }

    /// The composables the reader models by name (the rows of `ComposeMetrics`, `Text`, `Spacer`, the leaves,
    /// dialogs, pagers, menus, navigation hosts).
    static let tableNames: Set<String> = Set(ComposeMetrics.layouts.keys).union(ComposeMetrics.components.keys)
        .union(ComposeMetrics.transparent).union(leafWidths.keys).union(ComposeMetrics.pagers.keys).union(navigationHosts)
        .union(["Text", "BasicText", "Spacer", "Dialog", "BasicAlertDialog", "AlertDialog", "DropdownMenu", "ExposedDropdownMenu",
                "ExposedDropdownMenuBox", "DropdownMenuItem", "SnackbarHost", "Snackbar"])

    /// Calls that draw nothing and whose lambdas run as effects, not content.
    static let effects: Set<String> = [
        "LaunchedEffect", "DisposableEffect", "SideEffect", "BackHandler", "PredictiveBackHandler", "EventsEffect",
        "LifecycleEventEffect", "LifecycleStartEffect", "LifecycleResumeEffect",
    ]
    /// Leaf composables and their width in dp (nil: the app decides it, e.g. an image).
    static let leafWidths: [String: Double?] = [
        "Icon": 24,  // Icon.kt: `DefaultIconSizeModifier = Modifier.size(24.dp)`
        "IconButton": 48, "FilledIconButton": 48, "OutlinedIconButton": 48, "FilledTonalIconButton": 48, "IconToggleButton": 48,  // minimumInteractiveComponentSize
        "Checkbox": 48, "RadioButton": 48, "TriStateCheckbox": 48,  // minimumInteractiveComponentSize
        "Switch": 52,  // SwitchTokens.TrackWidth
        "Image": nil, "AsyncImage": nil, "CircularProgressIndicator": 40, "LinearProgressIndicator": nil,
        "HorizontalDivider": nil, "VerticalDivider": 1, "Divider": nil,
    ]
    /// Leaves that fill their parent's width and want none of their own: material3 Divider.kt
    /// `HorizontalDivider` is `Canvas(modifier.fillMaxWidth().height(thickness))`, the deprecated `Divider`
    /// a `Box(modifier.fillMaxWidth()…)`; a canvas has no intrinsic width (it widens no wrapping parent).
    static let fillingLeaves: Set<String> = ["HorizontalDivider", "Divider"]
    /// Selection controls given `null` as their callback (the row around them is the toggleable one): no
    /// 48dp touch target, only the icon and its padding. androidx material3 `Checkbox.kt`: `TriStateCheckbox`
    /// applies `minimumInteractiveComponentSize()` only `if (onClick != null)`, then `CheckboxDefaultPadding`
    /// (2.dp) around `CheckboxSize` (20.dp); `RadioButton.kt` likewise, `RadioButtonPadding` (2.dp) around
    /// `RadioButtonTokens.IconSize` (20.dp). Callback label, its position, and the width in dp.
    static let passiveControlWidths: [String: (callback: String, position: Int, width: Double)] = [
        "Checkbox": ("onCheckedChange", 1, 24), "TriStateCheckbox": ("onClick", 1, 24), "RadioButton": ("onClick", 1, 24),
    ]

    func emitCall(_ call: KotlinCall, scope: Scope, context: Context) -> [AndroidViewNode] {
        // `when (val x = subject)`'s binding shows nothing (`KotlinParser.smartCast`).
        if call.name == KotlinParser.smartCast { return [] }
        // A content lambda passed in and invoked (`content()`, `label.invoke()`).
        // `scope.content()` on a receiver invokes a lambda parameter too (an extension lambda).
        let invoked = call.name == "invoke" ? call.receiver?.dottedPath : call.name
        // `items(list) { … }` inside a composable with a parameter named `items` (a `List`) is the lazy list
        // DSL's `LazyListScope.items`: a value of a type without `invoke` is never called (Kotlin spec,
        // "Callables and invoke convention").
        let listNamed = Self.lazyItemLoops[call.name] != nil && call.receiver == nil && call.trailingLambda != nil
        if let invoked, let bound = scope.lookup(invoked), !(listNamed && lambdaValue(bound.value, scope: bound.scope) == nil) {
            if case .lambda(let block) = bound.value { return inline(block, scope: bound.scope, call: call, callScope: scope, context: context) }
            if case .name(let name, nil, _) = bound.value, bound.scope !== scope {
                // A parameter passed on under another name: follow it once more.
                let forwarded = KotlinCall(name: name, receiver: nil, arguments: call.arguments, trailingLambda: call.trailingLambda, offset: call.offset)
                return emitCall(forwarded, scope: bound.scope, context: context)
            }
            return []
        }
        if let nodes = memberLambdaNodes(call, scope: scope, context: context) { return nodes }
        if let renamed = program.unaliased(call, file: scope.file) { return emitCall(renamed, scope: scope, context: context) }
        // The app's own `TextField` / `AlertDialog` / `Button`, where Kotlin's scopes reach it before the
        // library's (`ComposeProgram.function(for:from:)`), is the app's: its body is walked, not the table's row.
        if Self.tableNames.contains(call.name), program.functions[call.name] != nil,
           let (file, function) = appFunction(for: call, scope: scope, excluding: bodiesBeingWalked), function.isComposable {
            return inline(function, file: file, call: call, scope: scope, context: context)
        }
        // A Material 2 composable that Material 3 has under the same name (`import androidx.compose.material.*`):
        // its own row, else not laid out with Material 3's metrics.
        if Self.materialNames.contains(call.name), program.isMaterial2(call.name, file: scope.file) {
            if let component = ComposeMetrics.material2Components[call.name] {
                return [componentNode(call, component: component, scope: scope, context: context)]
            }
            if call.name == "TopAppBar" { return [material2TopAppBarNode(call, scope: scope, context: context)] }
            return [opaqueNode(call, reason: ComposeMetrics.material2NotModelled(call.name), scope: scope, context: context)]
        }
        if call.name == "SnackbarHost" { return [snackbarHostNode(call, scope: scope, context: context)] }
        if call.name == "Snackbar" { return [snackbarNode(call, scope: scope, context: context)] }
        if Self.effects.contains(call.name) || Self.isStringResourceCall(call.name) || program.stringWrappers[call.name] != nil { return [] }
        if call.name == "Text" || call.name == "BasicText" { return textNodes(call, scope: scope, context: context) }
        if call.name == "Spacer" {
            var node = AndroidViewNode(kind: .leaf, tag: "Spacer")
            node.width = .dp(0)
            applyModifier(call.argument("modifier", position: 0), scope: scope, to: &node, context: context)
            return [counted(node)]
        }
        if ComposeMetrics.transparent.contains(call.name) {
            // No layout of their own: their content is the parent's.
            // `CompositionLocalProvider(…, content = content)`: a content parameter passed on is followed.
            let lambdas = call.arguments.compactMap { lambdaValue($0.value, scope: scope) } + (call.trailingLambda.map { [($0, scope)] } ?? [])
            return lambdas.flatMap { walkContent($0, from: scope, context: context) }
        }
        if let layout = ComposeMetrics.layouts[call.name] { return [layoutNode(call, layout: layout, scope: scope, context: context)] }
        if let component = ComposeMetrics.components[call.name] { return [componentNode(call, component: component, scope: scope, context: context)] }
        if ["Dialog", "BasicAlertDialog", "AlertDialog"].contains(call.name), let window = dialogWindowNode(call, scope: scope, context: context) {
            // A window of its own: laid out beside the screen's root, as a popup is.
            popups.append(window)
            return []
        }
        if let width = Self.leafWidths[call.name] {
            var node = AndroidViewNode(kind: .leaf, tag: call.name)
            if let passive = Self.passiveControlWidths[call.name],
               case .name("null", nil, _)? = call.argument(passive.callback, position: passive.position) {
                node.width = .dp(passive.width)
            } else if let width {
                node.width = .dp(width)
            } else if Self.fillingLeaves.contains(call.name) {
                node.width = .matchParent
                node.intrinsicWidth = 0
            }
            applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
            return [counted(node)]
        }
        if let (file, function) = appFunction(for: call, scope: scope, excluding: bodiesBeingWalked), function.emitsContent {
            return inline(function, file: file, call: call, scope: scope, context: context)
        }
        if let window = desktopWindowNode(call, scope: scope, context: context) { return [window] }
        // Pagers and menus after the app's own composables of the same name (a wrapper the app calls
        // `DropdownMenu` is its own; the library's is reached from its body, or by its full name).
        if let pager = ComposeMetrics.pagers[call.name] { return [pagerNode(call, vertical: pager.vertical, scope: scope, context: context)] }
        if let nodes = menuNodes(call, scope: scope, context: context) { return nodes }
        if call.name == "SubcomposeLayout" { return [subcomposeLayoutNode(call, scope: scope, context: context)] }
        if Self.navigationHosts.contains(call.name) { return [navHostNode(call, scope: scope, context: context)] }
        let lambdas = call.lambdas
        guard let first = call.name.unicodeScalars.first, first.properties.isUppercase else {
            // `let`, `also`, `forEach`, `items { … }`, `item { … }`: their lambdas' content is the caller's.
            var nodes: [AndroidViewNode] = []
            if let receiver = call.receiver { nodes += emit(receiver, scope: scope, context: context) }
            for block in lambdas {
                let inner = Scope(parent: scope)
                // `x?.let { … }`, `x.also { … }`: the lambda's parameter (or `it`) is the receiver.
                if ["let", "also", "takeIf", "takeUnless"].contains(call.name), let receiver = call.receiver {
                    inner.bind(block.parameters.first ?? "it", receiver, in: scope)
                } else if !bindElement(of: call, block: block, scope: scope, into: inner) {
                    if let perElement = elementByElementNodes(call, block: block, scope: scope, context: context) {
                        nodes += perElement
                        continue
                    }
                    declareElementType(of: call, block: block, scope: scope, into: inner)
                }
                nodes += walk(block, scope: inner, context: context)
            }
            return nodes
        }
        // A class of the app constructed (`Item(title = …)`, a value a function returns): an object, no composable.
        if Self.isConstructorCall(call), call.receiver != nil || program.functions[call.name] == nil, program.declaresType(call.name), lambdas.isEmpty { return [] }
        skipTexts(passedTo: call, scope: scope)
        if lambdas.isEmpty {
            var node = AndroidViewNode(kind: .leaf, tag: call.name)
            applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
            return [counted(node)]
        }
        // A library composable with content whose layout rules are not known.
        return [opaqueNode(call, reason: "inside `\(call.name)`, a composable that is neither the app's nor in the Compose table", scope: scope, context: context)]
    }

    /// The Material 3 composables the reader models by name (`ComposeMetrics.components`, dialogs, menus,
    /// snackbars, tab rows): a Material 2 one of the same name is another layout.
    static let materialNames: Set<String> = Set(ComposeMetrics.components.keys)
        .union(["AlertDialog", "BasicAlertDialog", "DropdownMenu", "ExposedDropdownMenu", "ExposedDropdownMenuBox", "DropdownMenuItem",
                "SnackbarHost", "Snackbar", "ScrollableTabRow", "PrimaryScrollableTabRow", "SecondaryScrollableTabRow", "SwipeToDismissBox",
                "PullToRefreshBox", "TooltipBox"])

    /// A composable whose layout is not known: its content lambdas (and a slot the app's component passes on by
    /// name, `NavigationDrawer(drawerContent = drawerContent)`) are walked inside a node the solver does not
    /// measure, so their texts are counted with `reason`; the string resources given to it as values too.
    func opaqueNode(_ call: KotlinCall, reason: String, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .opaque(reason), tag: call.name)
        for block in call.lambdas { node.children += walk(block, scope: Scope(parent: scope), context: context) }
        for argument in call.arguments {
            guard case .name = argument.value, let (block, blockScope) = lambdaValue(argument.value, scope: scope) else { continue }
            node.children += walk(block, scope: Scope(parent: blockScope), context: context)
        }
        return counted(node)
    }

    /// The string resources given as (non-lambda) arguments to a library composable (`SwitchPreference(title =
    /// stringResource(R.string.x))`): skipped with the component's name, since how it lays them out is not
    /// known.
    func skipTexts(passedTo call: KotlinCall, scope: Scope) {
        for argument in call.arguments {
            if case .lambda = argument.value { continue }
            if argument.label?.lowercased().contains("contentdescription") == true { continue }
            for case .resource(let key, _, let place) in textValues(argument.value, scope: scope) {
                skipped.append(SkippedElement(id: uniqueID("\(key)@\(place.line)"),
                                              reason: "passed to `\(call.name)`, a composable that is neither the app's nor in the Compose table (how it lays the text out is not known)",
                                              location: place, key: key))
            }
        }
    }

    /// Whether an argument is `null`, written there or through the parameter (or local value) it names
    /// (`trailingIcon = trailingIcon` of a wrapper whose caller gives none: the parameter's default).
    func isNull(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> Bool {
        guard case .name(let name, nil, _) = expression, depth < 16 else { return false }
        if name == "null" { return true }
        guard let bound = scope.value(of: name) else { return false }
        return isNull(bound.value, scope: bound.scope, depth: depth + 1)
    }

    /// The lambda an argument is: written there, or a parameter (or local value) bound to one (a slot the app's
    /// component passes on: `Scaffold(topBar = topBar)`), with the scope it is read in.
    func lambdaValue(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> (KotlinBlock, Scope)? {
        switch expression {
        case .lambda(let block): return (block, scope)
        case .call(let call) where depth < 16 && (call.name == "let" || call.name == "run") && call.receiver != nil:
            // An optional slot made of a value (`label = label?.let { { Text(it) } }`): the lambda the scope
            // function's lambda returns, with its parameter (or `it`) bound to the receiver.
            guard let outer = call.trailingLambda, let last = outer.statements.last, let receiver = call.receiver else { return nil }
            let inner = Scope(parent: scope)
            if call.name == "let" { inner.bind(outer.parameters.first ?? "it", receiver, in: scope) }
            for statement in outer.statements.dropLast() { if case .binding(let name, let value, _) = statement { inner.bind(name, value, in: inner) } }
            return lambdaValue(last, scope: inner, depth: depth + 1)
        case .name(let name, nil, _) where depth < 16:
            guard let bound = scope.value(of: name) else { return nil }
            return lambdaValue(bound.value, scope: bound.scope, depth: depth + 1)
        default: return nil
        }
    }

    /// A dialog's window. With `DialogProperties(usePlatformDefaultWidth = false)` its content gets the whole
    /// window width (AndroidDialog.android.kt: `DialogLayout` measures at most the display's width); with the
    /// platform's default width the window is the platform's (`AndroidTextModel.dialogWindowWidth`, with the minimum
    /// width of the app's dialog theme, `DialogWindows.composeDialogMinWidth`), set per screen width by
    /// `sizingDialogWindows`. `BasicAlertDialog` and Material 3's `AlertDialog` lay their content out in a
    /// `Box` of `sizeIn(DialogMinWidth, DialogMaxWidth)` inside it (`ComposeMetrics.dialogMinWidth`); nil for a call
    /// that is none of those (a `Dialog` without content).
    func dialogWindowNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode? {
        let contentBlock = call.trailingLambda ?? call.argument("content").flatMap { if case .lambda(let block) = $0 { block } else { nil } }
        let alert = call.name == "AlertDialog" && call.argument("confirmButton") != nil
        guard contentBlock != nil || alert else { return nil }
        var window = AndroidViewNode(kind: .frame, tag: "\(call.name) window")
        var platformWidth = true
        if case .call(let properties)? = call.argument("properties"), properties.name == "DialogProperties",
           properties.argument("usePlatformDefaultWidth")?.dottedPath == "false" {
            platformWidth = false
        }
        if platformWidth {
            // No minimum width (the platform's dialog theme) until `sizingDialogWindows` reads the app's theme.
            window.flags.insert(Self.dialogWindowFlag)
            window.maxWidth = AndroidTextModel.preferredDialogWidth.dp
        } else {
            window.width = .matchParent
        }
        var inner = context
        inner.inRow = false
        if call.name == "Dialog" {
            if let contentBlock { window.children = walk(contentBlock, scope: Scope(parent: scope), context: inner) }
            return counted(window)
        }
        // BasicAlertDialog.kt: `Box(modifier.sizeIn(minWidth = DialogMinWidth, maxWidth = DialogMaxWidth))`, the
        // app's modifier outside the library's bounds.
        var box = AndroidViewNode(kind: .frame, tag: call.name)
        applyModifier(call.argument("modifier"), scope: scope, to: &box, context: inner)
        box.maxWidth = min(box.maxWidth ?? ComposeMetrics.dialogMaxWidth, ComposeMetrics.dialogMaxWidth)
        box.minWidth = min(max(box.minWidth, ComposeMetrics.dialogMinWidth), box.maxWidth ?? ComposeMetrics.dialogMaxWidth)
        if call.name == "AlertDialog", Self.isMaterial2(call.name, in: program.files[scope.file]) {
            box.undecided = "a Material 2 `AlertDialog` (androidx.compose.material: its layout is not in the Compose table)"
        }
        if alert {
            box.children = [alertDialogContent(call, scope: scope, context: inner)]
        } else if let contentBlock {
            box.children = walk(contentBlock, scope: Scope(parent: scope), context: inner)
        }
        Self.fillIfAChildFills(&box)
        window.children = [counted(box)]
        return counted(window)
    }

    /// Whether `name` in `file` is Material 2's (`import androidx.compose.material.AlertDialog`, or
    /// `import androidx.compose.material.*` without Material 3's by name or whole).
    static func isMaterial2(_ name: String, in file: KotlinFile) -> Bool {
        if let path = file.imports[name] { return path == "androidx.compose.material." + name }
        return file.starImports.contains("androidx.compose.material") && !file.starImports.contains("androidx.compose.material3")
    }

    /// Material 3's `AlertDialogContent` (`ComposeMetrics.alertDialogSource`): a column padded 24 dp of the icon,
    /// the title (headlineSmall), the text (bodyMedium) and the buttons, which `AlertDialogFlowRow` puts on lines
    /// of their own when they do not fit beside each other: each is laid out at the column's whole width, in a
    /// column here, so a button is cut only where it does not fit a line on its own.
    func alertDialogContent(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var column = AndroidViewNode(kind: .linear(vertical: true), tag: "AlertDialogContent")
        column.width = .matchParent
        column.paddingStart = ComposeMetrics.alertDialogPadding
        column.paddingEnd = ComposeMetrics.alertDialogPadding
        func slot(_ label: String, style role: String?, tag: String) -> AndroidViewNode? {
            guard let argument = call.argument(label), !isNull(argument, scope: scope),
                  let (block, blockScope) = lambdaValue(argument, scope: scope) else { return nil }
            var inner = context
            if let role, let style = typeStyle(role) { inner.style = style }
            var box = AndroidViewNode(kind: .frame, tag: tag)
            box.children = walk(block, scope: Scope(parent: blockScope), context: inner)
            return counted(box)
        }
        column.children = [slot("icon", style: nil, tag: "icon"), slot("title", style: ComposeMetrics.alertDialogTitleStyle, tag: "title"),
                           slot("text", style: ComposeMetrics.alertDialogTextStyle, tag: "text")].compactMap { $0 }
        var buttons = AndroidViewNode(kind: .linear(vertical: true), tag: "AlertDialogFlowRow")
        buttons.children = [slot("dismissButton", style: ComposeMetrics.alertDialogButtonStyle, tag: "dismissButton"),
                            slot("confirmButton", style: ComposeMetrics.alertDialogButtonStyle, tag: "confirmButton")].compactMap { $0 }
        column.children.append(counted(buttons))
        return counted(column)
    }

    /// Marks a dialog window of the platform's default width (`dialogWindowNode`).
    static let dialogWindowFlag = "composeDialogWindow"

    /// The screen's root at one screen width, its dialog windows of the platform's default width sized as the
    /// platform does there (`AndroidTextModel.dialogWindowWidth`): exactly the theme's minimum where that is at
    /// least the preferred width, else as wide as the content between the two; skipped with the reason where the
    /// app's theme does not decide the minimum.
    static func sizingDialogWindows(_ root: AndroidViewNode, screenWidth: Double, minWidth: DialogWindows.MinWidth) -> AndroidViewNode {
        guard root.children.contains(where: { $0.flags.contains(dialogWindowFlag) }) else { return root }
        var root = root
        for index in root.children.indices where root.children[index].flags.contains(dialogWindowFlag) {
            switch minWidth {
            case .undecided(let reason):
                root.children[index].undecided = reason
            case .decided(let minWidth):
                let window = AndroidTextModel.dialogWindowWidth(screenWidth: screenWidth, minWidth: minWidth)
                if window.minimum >= window.maximum {
                    root.children[index].width = .dp(window.minimum)
                } else {
                    root.children[index].width = .wrapContent
                    root.children[index].minWidth = window.minimum
                    root.children[index].maxWidth = window.maximum
                }
            }
        }
        return root
    }

    func counted(_ node: AndroidViewNode) -> AndroidViewNode {
        nodeCount += 1
        return node
    }

    /// The functions whose own bodies the walk is in: those after the last content lambda inlined. A lambda
    /// passed in is the caller's code, so a theme or wrapper composable called again inside the content it
    /// was given (`KiwixTheme { … Screen() }` where `Screen` calls `KiwixTheme { … }`) is no recursion; the
    /// inlining depth bounds every chain.
    var bodiesBeingWalked: Set<String> {
        Set(inlining[(inlining.lastIndex(of: "{}").map { $0 + 1 } ?? 0)...])
    }

    /// A lambda (or local function) invoked: its body walked in the scope it was written in, its parameters
    /// bound to the arguments of `call` (read in `callScope`), if given.
    func inline(_ block: KotlinBlock, scope: Scope, call: KotlinCall? = nil, callScope: Scope? = nil, context: Context) -> [AndroidViewNode] {
        guard inliningDepth < Self.maximumInliningDepth * 2 else { return [] }
        inlining.append("{}")
        defer { inlining.removeLast() }
        let inner = Scope(parent: scope)
        if let call, let callScope { bindParameters(of: block, to: call, from: callScope, into: inner) }
        return walk(block, scope: inner, context: context)
    }

    /// Walks a content lambda a composable is given (`content`, a slot), in a scope of its own under the
    /// lambda's (`makeScope`). A lambda passed on by name from another body (`LazyColumn(content = content)` in
    /// the app's `ScrollbarLazyColumn`) is the caller's code, as an invoked one is (`inline(_:scope:call:callScope:context:)`):
    /// the app's composables called inside it, the wrapper itself too, are no recursion of the body that passes it on.
    func walkContent(_ lambda: (KotlinBlock, Scope), from scope: Scope, context: Context,
                     makeScope: (Scope) -> Scope = { Scope(parent: $0) }) -> [AndroidViewNode] {
        let (block, lambdaScope) = lambda
        guard Self.isCallersCode(lambdaScope, from: scope) else { return walk(block, scope: makeScope(lambdaScope), context: context) }
        // Its mark takes none of the inlining depth (`inliningDepth`): a wrapper that passes its content on adds no
        // level to the chain of bodies; a chain of such lambdas is as long as the chain of bodies they come from.
        guard inlining.count < Self.maximumInliningDepth * 4 else { return [] }
        inlining.append("{}")
        contentMarks += 1
        defer { inlining.removeLast(); contentMarks -= 1 }
        return walk(block, scope: makeScope(lambdaScope), context: context)
    }

    /// Whether a lambda read in `lambdaScope` was written in another body than the code read in `scope`: neither
    /// scope is the other's ancestor (an app function's body starts a chain of its own, `bindArguments`).
    static func isCallersCode(_ lambdaScope: Scope, from scope: Scope) -> Bool {
        func chain(_ start: Scope, reaches target: Scope) -> Bool {
            var current: Scope? = start
            var hops = 0
            while let step = current, hops < 256 {
                if step === target { return true }
                current = step.parent
                hops += 1
            }
            return false
        }
        return !chain(scope, reaches: lambdaScope) && !chain(lambdaScope, reaches: scope)
    }

    /// Binds a lambda's (or local function's) parameters to a call's arguments: by label, then by position;
    /// a local function's defaults for the rest; a lambda without parameters given one argument binds `it`; a
    /// destructured parameter (`{ (id, value) -> … }`) binds each name to the argument's component. A trailing
    /// lambda is the argument of the last parameter, as for any function (Kotlin docs, "Passing trailing lambdas":
    /// "if the last parameter of a function is a function, then a lambda expression passed as the corresponding
    /// argument can be placed outside the parentheses"): `item(key) { title -> … }` of a local `fun item(key:
    /// String, content: @Composable (String) -> Unit)` binds `content`.
    func bindParameters(of block: KotlinBlock, to call: KotlinCall, from callScope: Scope, into inner: Scope) {
        var positional = call.arguments.filter { $0.label == nil }.map(\.value)[...]
        if block.parameters.isEmpty, !block.isLocalFunction {
            if positional.count == 1, let only = positional.first { inner.bind("it", only, in: callScope) }
            return
        }
        if block.destructures, let value = positional.first {
            for (position, name) in block.parameters.enumerated() {
                inner.bind(name, .call(KotlinCall(name: "component\(position + 1)", receiver: value, arguments: [], offset: call.offset)), in: callScope)
            }
            return
        }
        let trailingParameter = call.trailingLambda == nil ? nil : block.parameters.last
        for name in block.parameters {
            if let labelled = call.arguments.first(where: { $0.label == name }) {
                inner.bind(name, labelled.value, in: callScope)
            } else if name == trailingParameter, let trailing = call.trailingLambda {
                inner.bind(name, .lambda(trailing), in: callScope)
            } else if let value = positional.popFirst() {
                inner.bind(name, value, in: callScope)
            } else if let value = block.defaults[name] {
                inner.bind(name, value, in: inner)
            }
        }
    }

    /// A lambda property of an object the code builds, invoked (`item.content()`, `item.menu?.invoke()` with
    /// `Item(content = { … })`): each object's lambda walked where the object was built, the first shown and
    /// the others variants (a loop's element is one object per element). Nil when the member is no such lambda.
    func memberLambdaNodes(_ call: KotlinCall, scope: Scope, context: Context) -> [AndroidViewNode]? {
        let member: KotlinExpression
        if call.name == "invoke", case .name(_, _?, _)? = call.receiver, let receiver = call.receiver { member = receiver }
        else if let receiver = call.receiver, case .name = receiver, call.name.first?.isLowercase == true,
                Self.elementLoops[call.name] == nil, !Self.scopeFunctions.contains(call.name) {
            member = .name(call.name, receiver: receiver, offset: call.offset)
        } else { return nil }
        guard let fields = fieldValues(member, scope: scope, depth: 0) else { return nil }
        var seen = Set<Int>()
        let lambdas = fields.compactMap { field in field.flatMap { lambdaValue($0.0, scope: $0.1) } }.filter { seen.insert($0.0.offset).inserted }
        guard !lambdas.isEmpty else { return nil }
        var nodes: [AndroidViewNode] = []
        for (index, (block, blockScope)) in lambdas.prefix(64).enumerated() {
            var branch = inline(block, scope: blockScope, call: call, callScope: scope, context: context)
            if index > 0 { for position in branch.indices { branch[position].gone = true } }
            nodes += branch
        }
        return nodes
    }

    /// The names of a destructured parameter beside others (`{ index, (text, value) -> … }`,
    /// `KotlinBlock.components`): each the parameter's `componentN()`, as Kotlin declares them (docs, "Destructuring in
    /// lambdas"), read in `scope`, where the parameter itself is bound.
    func bindComponents(of block: KotlinBlock, into scope: Scope) {
        for (parameter, names) in block.components {
            for (position, name) in names.enumerated() where name != "_" {
                let component = KotlinCall(name: "component\(position + 1)", receiver: .name(parameter, receiver: nil, offset: block.offset),
                                           arguments: [], offset: block.offset)
                scope.bind(name, .call(component), in: scope)
            }
        }
    }

    /// Kotlin's scope functions: their lambda runs once with the receiver (`let`, `also`: as its parameter).
    static let scopeFunctions: Set<String> = ["let", "also", "run", "apply", "with", "takeIf", "takeUnless"]

    /// `value.componentN()` with no arguments: a destructured component (`val (a, b) = pair`).
    static func isComponent(_ call: KotlinCall) -> Bool {
        call.name.hasPrefix("component") && call.arguments.isEmpty && call.trailingLambda == nil && Int(call.name.dropFirst(9)) != nil
    }

    /// Records an app function whose body this screen read (a result it evaluated): no screen of its own.
    func markRead(_ identity: String) {
        if !exhausted { inlinedFunctions.insert(identity) }
    }

    /// An app composable called with arguments: its body walked with its parameters bound.
    func inline(_ function: KotlinFunction, file: Int, call: KotlinCall, scope: Scope, context: Context) -> [AndroidViewNode] {
        let identity = ComposeProgram.identity(file: file, function)
        guard let body = function.body, !bodiesBeingWalked.contains(identity), inliningDepth < Self.maximumInliningDepth else { return [] }
        let inner = bindArguments(of: call, to: function, file: file, scope: scope)
        inlining.append(identity)
        defer { inlining.removeLast() }
        let nodes = walk(body, scope: inner, context: context)
        collectSnackbarMessages(in: body.statements, scope: inner)
        // A body the screen's budget cut short is not counted as reached: it is a screen of its own later.
        if !exhausted { inlinedFunctions.insert(identity) }
        return nodes
    }

    /// The scope of an app function's body called with `call`'s arguments (read in `scope`): parameters
    /// bound by label, then by position, the trailing lambda to the last, defaults in the body's own scope.
    func bindArguments(of call: KotlinCall, to function: KotlinFunction, file: Int, scope: Scope) -> Scope {
        let inner = Scope(parent: nil, file: file)
        var positional = call.arguments.filter { $0.label == nil }.map(\.value)[...]
        let labelled = Dictionary(call.arguments.compactMap { argument in argument.label.map { ($0, argument.value) } }, uniquingKeysWith: { a, _ in a })
        for (index, parameter) in function.parameters.enumerated() {
            if let value = labelled[parameter.name] {
                inner.bind(parameter.name, value, in: scope)
            } else if index == function.parameters.count - 1, let lambda = call.trailingLambda {
                inner.bind(parameter.name, .lambda(lambda), in: scope)
            } else if let value = positional.popFirst() {
                inner.bind(parameter.name, value, in: scope)
            } else if let value = parameter.defaultValue {
                inner.bind(parameter.name, value, in: inner)
            } else if let type = program.accessors.parameterType(parameter) {
                inner.bind(parameter.name, .name(ComposeAccessors.parameterPrefix + type, receiver: nil, offset: function.offset), in: inner)
            }
        }
        declareParameterTypes(of: function, into: inner)
        return inner
    }

    /// Declares the parameters of `function` whose type is one of the app's classes (`language: Language?`) with
    /// that class, and those of a collection of one (`languages: List<Language>`) with their elements' class:
    /// whatever a caller passes, a property read on the parameter (or on an element) is one of the class's
    /// (`ComposeProgram.hierarchyValues`).
    func declareParameterTypes(of function: KotlinFunction, into scope: Scope) {
        func appClass(_ written: Substring) -> String? {
            let type = written.hasSuffix("?") ? written.dropLast() : written
            guard !type.isEmpty, !type.contains(where: { "<>(-@,*".contains($0) }),
                  let simple = type.split(separator: ".").last.map(String.init), program.declaredTypeNames.contains(simple),
                  program.namesAppClass(String(type), simple: simple, file: scope.file) else { return nil }
            return simple
        }
        for parameter in function.parameters {
            let written = Substring(parameter.type.hasSuffix("?") ? String(parameter.type.dropLast()) : parameter.type)
            if let type = appClass(written) {
                scope.declare(parameter.name, type: type)
            } else if let open = written.firstIndex(of: "<"), written.hasSuffix(">"),
                      Self.elementCollections.contains(String(written[..<open].split(separator: ".").last ?? "")),
                      let type = appClass(written[written.index(after: open)..<written.index(before: written.endIndex)]) {
                scope.declare(parameter.name, type: type, element: true)
            }
        }
    }

    /// Collection types whose elements are of their one type argument (kotlin.collections, kotlin `Array`,
    /// kotlinx.collections.immutable, androidx.compose.runtime.snapshots `SnapshotStateList`).
    static let elementCollections: Set<String> = ["List", "MutableList", "Collection", "Iterable", "Set", "MutableSet", "Array", "Sequence",
                                                  "ImmutableList", "PersistentList", "ImmutableSet", "PersistentSet", "SnapshotStateList"]

    /// Binds the parameters of a root declared of an accessor type (`strings: Strings`) to that type
    /// (`ComposeAccessors.parameterPrefix`): whatever the caller passes, its members are the type's.
    func bindAccessorParameters(of function: KotlinFunction, into scope: Scope) {
        guard !program.accessors.isEmpty else { return }
        for parameter in function.parameters {
            guard let type = program.accessors.parameterType(parameter) else { continue }
            scope.bind(parameter.name, .name(ComposeAccessors.parameterPrefix + type, receiver: nil, offset: function.offset), in: scope)
        }
    }

    // MARK: Layouts and components

    func layoutNode(_ call: KotlinCall, layout: ComposeMetrics.Layout, scope: Scope, context: Context) -> AndroidViewNode {
        let kind: AndroidViewNode.Kind
        switch layout {
        case .column: kind = .linear(vertical: true)
        case .row: kind = .linear(vertical: false)
        case .box: kind = .frame
        case .horizontalScroll: kind = .horizontalScroll
        }
        var node = AndroidViewNode(kind: kind, tag: call.name)
        // `Column(Modifier.padding(8.dp)) { … }`: the modifier is the first parameter of these layouts.
        var modifier = call.argument("modifier")
        if modifier == nil, ComposeMetrics.modifierFirst.contains(call.name), call.arguments.first?.label == nil,
           let first = call.arguments.first?.value, lambdaValue(first, scope: scope) == nil {
            modifier = first
        }
        applyModifier(modifier, scope: scope, to: &node, context: context)
        var inner = context
        inner.inRow = layout == .row
        var children: [AndroidViewNode] = []
        // The content lambda, written there or passed on by a wrapper (`LazyColumn(content = content)`; a tab
        // row's is `tabs`).
        func contentScope(_ parent: Scope) -> Scope {
            let inner = Scope(parent: parent)
            if call.name == "BoxWithConstraints" { inner.bind("maxWidth", .name(Self.boxMaxWidth, receiver: nil, offset: call.offset), in: inner) }
            return inner
        }
        if let content = call.trailingLambda {
            children = walk(content, scope: contentScope(scope), context: inner)
        } else if let content = (call.argument("content") ?? call.argument("tabs")).flatMap({ lambdaValue($0, scope: scope) }) {
            children = walkContent(content, from: scope, context: inner, makeScope: contentScope)
        }
        // `Arrangement.spacedBy(x)` puts x between neighbours (Arrangement.kt).
        let arrangement = call.argument(layout == .row ? "horizontalArrangement" : "verticalArrangement")
        if layout == .row, case .call(let spaced)? = arrangement, spaced.name == "spacedBy" {
            if let gap = spaced.arguments.first.flatMap({ dp($0.value, scope: scope) }) {
                for index in children.indices.dropFirst() { children[index].marginStart += gap }
            } else {
                node.undecided = node.undecided ?? "an `Arrangement.spacedBy` the sources do not decide"
            }
        }
        node.children = children
        Self.fillIfAChildFills(&node)
        return counted(node)
    }

    /// A layout that wraps its content is as wide as its incoming maximum when a child fills it
    /// (`fillMaxWidth` takes the maximum constraint, Modifier.fillMaxWidth in Size.kt) or a child has a
    /// `weight` (a Row with weights takes its whole maximum width, RowColumnMeasurePolicy): Android's
    /// wrap_content LinearLayout would instead shrink to its widest child, so the node is made
    /// match_parent.
    static func fillIfAChildFills(_ node: inout AndroidViewNode) {
        guard node.width == .wrapContent else { return }
        if node.children.contains(where: { !$0.gone && ($0.fillsWholeWidth || $0.weight > 0) }) { node.width = .matchParent }
    }

    func componentNode(_ call: KotlinCall, component: ComposeMetrics.Component, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: component.contentIsRow ? .linear(vertical: false) : component.contentIsColumn ? .linear(vertical: true) : .frame,
                                   tag: call.name)
        if component.fillsWidth { node.width = .matchParent }
        node.minWidth = component.minWidth
        node.maxWidth = component.maxWidth
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        if let layout = ComposeMetrics.textFieldLayouts[call.name], node.width == .matchParent,
           let field = textFieldWithIconsNode(call, node: node, layout: layout, component: component, scope: scope, context: context) {
            return counted(field)
        }
        node.paddingStart += component.paddingStart
        node.paddingEnd += component.paddingEnd
        if let padding = call.argument("contentPadding") {
            if let (start, end) = paddingValues(padding, scope: scope) {
                node.paddingStart += start - component.paddingStart
                node.paddingEnd += end - component.paddingEnd
            } else {
                node.undecided = node.undecided ?? "a `contentPadding` the sources do not decide"
            }
        }
        if let reason = component.undecided { node.undecided = node.undecided ?? reason }
        if let limit = component.onePaneBelow, (widestScreen ?? .infinity) >= limit {
            node.undecided = node.undecided ?? "a pane of `\(call.name)`, which puts panes side by side on a window \(FindingText.number(limit)) dp or wider"
        }
        var inner = context
        if let role = component.textStyle, let style = typeStyle(role) { inner.style = style }
        if component.contentIsRow { inner.kind = .button }
        inner.inRow = component.contentIsRow
        if ComposeMetrics.topAppBar.slots.keys.allSatisfy({ component.slots[$0] != nil }), component.source == ComposeMetrics.topAppBar.source {
            return counted(topAppBarNode(call, node: node, scope: scope, context: context))
        }
        if component.sideSlots.contains(where: { call.argument($0.name).map { !isNull($0, scope: scope) } ?? false }) {
            return counted(sideSlotsNode(call, node: node, component: component, scope: scope, context: inner))
        }
        if call.name.hasSuffix("TextField"), ["leadingIcon", "trailingIcon"].contains(where: { call.argument($0).map { !isNull($0, scope: scope) } ?? false }) {
            node.undecided = node.undecided ?? "a leading or trailing slot of `\(call.name)` (its width is the app's content)"
        }
        for argument in call.arguments {
            guard let label = argument.label, let (block, blockScope) = lambdaValue(argument.value, scope: scope) else { continue }
            var slotContext = inner
            if let role = component.slots[label] {
                if let role, let style = typeStyle(role) { slotContext.style = style }
            } else if !["content", "topBar", "bottomBar", "confirmButton", "dismissButton", "snackbarHost"].contains(label) {
                continue
            }
            let slotScope = Scope(parent: blockScope)
            if call.name == "Scaffold", label == "content", let padding = block.parameters.first {
                slotScope.bind(padding, .name(Self.scaffoldPadding, receiver: nil, offset: block.offset), in: slotScope)
            }
            node.children += walkContent((block, blockScope), from: scope, context: slotContext) { _ in slotScope }
        }
        if let content = call.trailingLambda {
            var contentScope = Scope(parent: scope)
            if call.name == "Scaffold", let padding = content.parameters.first {
                contentScope = Scope(parent: scope)
                contentScope.bind(padding, .name(Self.scaffoldPadding, receiver: nil, offset: content.offset), in: contentScope)
            }
            node.children += walk(content, scope: contentScope, context: inner)
        }
        if call.name == "Scaffold" { node.width = .matchParent }
        Self.fillIfAChildFills(&node)
        return counted(node)
    }

    /// A component with side slots (`ComposeMetrics.Component.sideSlots`, ListItem's leading and trailing content):
    /// a row of each side slot's box (its content at its own width, padded by the slot's gap) around a column of
    /// the other slots, which takes the width they leave, as a weighted child of a row does.
    func sideSlotsNode(_ call: KotlinCall, node base: AndroidViewNode, component: ComposeMetrics.Component, scope: Scope,
                       context: Context) -> AndroidViewNode {
        var node = base
        node.kind = .linear(vertical: false)
        var column = AndroidViewNode(kind: .linear(vertical: true), tag: "\(call.name) texts")
        column.width = .dp(0)
        column.weight = 1
        var leading: [AndroidViewNode] = [], trailing: [AndroidViewNode] = []
        var inner = context
        inner.inRow = false
        for argument in call.arguments {
            guard let label = argument.label, let lambda = lambdaValue(argument.value, scope: scope) else { continue }
            var slotContext = inner
            if let side = component.sideSlots.first(where: { $0.name == label }) {
                if let role = side.textStyle, let style = typeStyle(role) { slotContext.style = style }
                var box = AndroidViewNode(kind: .frame, tag: label)
                if side.leading { box.paddingEnd = side.gap } else { box.paddingStart = side.gap }
                box.children = walkContent(lambda, from: scope, context: slotContext)
                if side.leading { leading.append(counted(box)) } else { trailing.append(counted(box)) }
            } else if let role = component.slots[label] {
                if let role, let style = typeStyle(role) { slotContext.style = style }
                column.children += walkContent(lambda, from: scope, context: slotContext)
            } else if label == "content" {
                column.children += walkContent(lambda, from: scope, context: slotContext)
            }
        }
        if let content = call.trailingLambda { column.children += walk(content, scope: Scope(parent: scope), context: inner) }
        node.children = leading + [counted(column)] + trailing
        return node
    }

    /// The name a `Scaffold` content lambda's padding parameter is bound to: its horizontal padding is 0
    /// on a phone in portrait (Scaffold.kt: the top and bottom bars' heights and `contentWindowInsets`,
    /// the system bars' insets, which have no horizontal part in portrait).
    static let scaffoldPadding = "\u{1F}ScaffoldPaddingValues"

    /// A top app bar: a row of the navigation icon, the title and the actions (AppBar.kt
    /// `TopAppBarLayout`: `TopAppBarHorizontalPadding` on each side, the title after the navigation icon
    /// or `TopAppBarTitleInset`, the actions at the end at their own width); the title gets what the
    /// actions leave.
    /// A Material 2 `TopAppBar` (`ComposeMetrics.material2AppBarSource`): a row padded 4 dp on each side; with a
    /// `title`, the navigation icon's 68 dp slot (or a 12 dp inset), the title in a weighted row with
    /// `typography.h6`, then the actions; the content-slot overload lays its `RowScope` content out in the row.
    func material2TopAppBarNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .linear(vertical: false), tag: call.name)
        node.width = .matchParent
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        var padding = (ComposeMetrics.material2AppBarHorizontalPadding, ComposeMetrics.material2AppBarHorizontalPadding)
        if let argument = call.argument("contentPadding"), resolvedPath(argument, scope: scope) != "AppBarDefaults.ContentPadding" {
            if let decided = paddingValues(argument, scope: scope) { padding = decided } else {
                node.undecided = node.undecided ?? "a `contentPadding` the sources do not decide"
            }
        }
        node.paddingStart += padding.0
        node.paddingEnd += padding.1
        guard let titleArgument = call.argument("title") else {
            var inner = context
            inner.inRow = true
            if let content = contentLambda(of: call, scope: scope) {
                node.children = walkContent(content, from: scope, context: inner)
            }
            return counted(node)
        }
        var title = AndroidViewNode(kind: .frame, tag: "title")
        title.width = .dp(0)
        title.weight = 1
        let navigationIcon = call.argument("navigationIcon").map { !isNull($0, scope: scope) } ?? false
        title.paddingStart = navigationIcon ? ComposeMetrics.material2AppBarNavigationIconWidth : ComposeMetrics.material2AppBarTitleInset
        if let lambda = lambdaValue(titleArgument, scope: scope) {
            var inner = context
            if let style = typeStyle(ComposeMetrics.material2AppBarTitleStyle) { inner.style = style }
            title.children = walkContent(lambda, from: scope, context: inner)
        }
        let actions = appBarActions(call, scope: scope, context: context)
        node.children = [title, actions]
        return counted(node)
    }

    /// An app bar's actions row: the `actions` lambda walked as a row's content (a slot the app's bar passes on,
    /// `actions = actions`, is the caller's lambda), or, for an `actions` argument that is no lambda the reader
    /// has, a box the sources do not decide.
    func appBarActions(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var actions = AndroidViewNode(kind: .linear(vertical: false), tag: "actions")
        guard let argument = call.argument("actions") else { return actions }
        if let lambda = lambdaValue(argument, scope: scope) {
            var inner = context
            inner.inRow = true
            actions.children = walkContent(lambda, from: scope, context: inner)
        } else {
            actions.kind = .opaque("the actions of `\(call.name)` (passed in from elsewhere)")
        }
        return actions
    }

    func topAppBarNode(_ call: KotlinCall, node base: AndroidViewNode, scope: Scope, context: Context) -> AndroidViewNode {
        var node = base
        node.kind = .linear(vertical: false)
        node.width = .matchParent
        node.paddingStart += ComposeMetrics.topAppBarHorizontalPadding
        node.paddingEnd += ComposeMetrics.topAppBarHorizontalPadding
        var title = AndroidViewNode(kind: .frame, tag: "title")
        title.width = .dp(0)
        title.weight = 1
        title.paddingStart = call.argument("navigationIcon") != nil ? ComposeMetrics.iconButtonSize : ComposeMetrics.topAppBarTitleInset
        if Self.twoRowsTopAppBars.contains(call.name) { return twoRowsTopAppBarNode(call, node: base, scope: scope, context: context) }
        // A slot the app's bar passes on (`title = title`, `actions = actions` of its wrapper) is the caller's lambda.
        if let lambda = call.argument("title").flatMap({ lambdaValue($0, scope: scope) }) {
            var inner = context
            if let style = typeStyle("titleLarge") { inner.style = style }
            title.children = walkContent(lambda, from: scope, context: inner)
        }
        node.children = [title, appBarActions(call, scope: scope, context: context)]
        return node
    }

    /// Material 3's two-row bars (AppBar.kt `TwoRowsTopAppBar`, called by `MediumTopAppBar` and `LargeTopAppBar`).
    static let twoRowsTopAppBars: Set<String> = ["MediumTopAppBar", "LargeTopAppBar"]

    /// material3 AppBar.kt `TwoRowsTopAppBar`: a column of the pinned row (navigation icon, the small title, drawn
    /// only as the bar collapses on scroll, and the actions) and the expanded row, a `TopAppBarLayout` given
    /// `navigationIcon = {}` and `actions = {}`, whose title `Box` (padded `TopAppBarHorizontalPadding` a side)
    /// measures at the bar's width less the two empty boxes' paddings of as much: the title shown is the
    /// expanded one, at the bar's width less 4 × 4 dp, below the actions, not beside them.
    func twoRowsTopAppBarNode(_ call: KotlinCall, node base: AndroidViewNode, scope: Scope, context: Context) -> AndroidViewNode {
        var node = base
        node.kind = .linear(vertical: true)
        node.width = .matchParent
        var pinned = AndroidViewNode(kind: .linear(vertical: false), tag: "pinned row")
        pinned.width = .matchParent
        pinned.paddingStart = ComposeMetrics.topAppBarHorizontalPadding
        pinned.paddingEnd = ComposeMetrics.topAppBarHorizontalPadding
        var smallTitle = AndroidViewNode(kind: .frame, tag: "small title")
        smallTitle.width = .dp(0)
        smallTitle.weight = 1
        pinned.children = [smallTitle, appBarActions(call, scope: scope, context: context)]
        var title = AndroidViewNode(kind: .frame, tag: "title")
        title.width = .matchParent
        title.paddingStart = 2 * ComposeMetrics.topAppBarHorizontalPadding
        title.paddingEnd = 2 * ComposeMetrics.topAppBarHorizontalPadding
        if let lambda = call.argument("title").flatMap({ lambdaValue($0, scope: scope) }) {
            var inner = context
            // TopAppBarMediumTokens / TopAppBarLargeTokens `HeadlineFont`: headlineSmall, headlineMedium.
            if let style = typeStyle(call.name == "LargeTopAppBar" ? "headlineMedium" : "headlineSmall") { inner.style = style }
            title.children = walkContent(lambda, from: scope, context: inner)
        }
        node.children = [counted(pinned), counted(title)]
        return node
    }

    // MARK: Modifiers and lengths

    /// The modifier chain's calls, outermost first, with the scope each is evaluated in.
    func modifierCalls(_ expression: KotlinExpression?, scope: Scope, depth: Int = 0) -> [(KotlinCall, Scope)] {
        guard let expression, depth < 32 else { return [] }
        switch expression {
        case .call(let call):
            if call.name == "then", let receiver = call.receiver {
                return modifierCalls(receiver, scope: scope, depth: depth + 1) + modifierCalls(call.arguments.first?.value, scope: scope, depth: depth + 1)
            }
            return modifierCalls(call.receiver, scope: scope, depth: depth + 1) + [(call, scope)]
        case .name(let name, nil, _):
            if name != "Modifier", let bound = scope.lookup(name) { return modifierCalls(bound.value, scope: bound.scope, depth: depth + 1) }
            return []
        default:
            return []
        }
    }

    /// Why a text under `Modifier.basicMarquee` is not laid out.
    static let marqueeReason = "it scrolls (`Modifier.basicMarquee` measures it at any width and moves what does not fit through its box): never cut"

    func applyModifier(_ expression: KotlinExpression?, scope: Scope, to node: inout AndroidViewNode, context: Context) {
        var sized = false
        for (call, callScope) in modifierCalls(expression, scope: scope) {
            switch call.name {
            case "fillMaxWidth", "fillMaxSize":
                node.width = .matchParent; sized = true
                node.numbers[AndroidMeasurePass.fillFraction] = nil
                guard let argument = call.argument("fraction", position: 0) else { continue }
                if let fraction = number(argument, scope: callScope), ComposeMetrics.fillFractions.contains(fraction) {
                    if fraction != 1 { node.numbers[AndroidMeasurePass.fillFraction] = fraction }
                } else {
                    node.undecided = node.undecided ?? "a `\(call.name)` fraction the sources do not decide"
                }
            case "width", "requiredWidth", "size", "requiredSize":
                let argument = call.argument(call.name.hasSuffix("ize") ? "size" : "width", position: 0) ?? call.argument("width")
                if let value = argument.flatMap({ dp($0, scope: callScope) }) {
                    node.width = .dp(value); sized = true
                } else if argument != nil {
                    node.width = .unknown("a `\(call.name)` the sources do not decide"); sized = true
                }
            case "widthIn", "defaultMinSize", "sizeIn", "requiredWidthIn":
                for label in ["min", "minWidth", "max", "maxWidth"] {
                    guard let argument = call.argument(label) else { continue }
                    guard let value = dp(argument, scope: callScope) else {
                        // An upper bound the sources do not decide only narrows the box: the text is laid
                        // out at the width without it, an upper bound of the real one (what does not fit
                        // there does not fit on a device). A lower bound cannot be dropped that way.
                        if label.hasPrefix("max") { continue }
                        node.undecided = node.undecided ?? "a `\(call.name)(\(label) = …)` the sources do not decide"
                        continue
                    }
                    if label.hasPrefix("min") { node.minWidth = max(node.minWidth, value) } else { node.maxWidth = value }
                }
            case "weight":
                if let weight = call.arguments.first.flatMap({ number($0.value, scope: callScope) }), weight > 0 {
                    node.weight = weight
                    let fill = call.argument("fill").flatMap(\.dottedPath) != "false"
                    if context.inRow && fill { node.width = .dp(0) }
                } else if call.arguments.first != nil, context.inRow {
                    // RowColumnMeasurePolicy shares a row's width by weight (a column's weight is its height): a
                    // weight computed at run time (an animated one) decides the width, which the sources do not.
                    node.undecided = node.undecided ?? "a `weight` the sources do not decide"
                }
            case "padding", "absolutePadding":
                guard let (start, end) = paddingArguments(call, scope: callScope) else {
                    // A padding the sources do not decide (a theme's `CompositionLocal` of dimensions chosen
                    // at run time) only narrows the box: the text is laid out without it, in a box at least as
                    // wide as on a device (what does not fit there does not fit on a device), as an upper
                    // bound of `widthIn(max = …)` is left out.
                    continue
                }
                if sized { node.paddingStart += start; node.paddingEnd += end } else { node.marginStart += start; node.marginEnd += end }
            case "horizontalScroll":
                if case .linear = node.kind { node.kind = .horizontalScroll }
            case "basicMarquee":
                // BasicMarquee.kt measures its content at an unbounded width and scrolls what the box does
                // not show: a text that does not fit moves through the box, it is never cut or ellipsized.
                node.undecided = node.undecided ?? Self.marqueeReason
            default:
                if program.widthModifiers.contains(call.name) {
                    node.undecided = node.undecided ?? "the app's modifier `\(call.name)` (what it does to the width is not followed)"
                }
            }
        }
    }

    /// A `padding(…)` call's start and end, dp.
    func paddingArguments(_ call: KotlinCall, scope: Scope) -> (Double, Double)? {
        if call.arguments.count == 1, call.arguments[0].label == nil || call.arguments[0].label == "paddingValues" || call.arguments[0].label == "all" {
            let value = call.arguments[0].value
            if let all = dp(value, scope: scope) { return (all, all) }
            return paddingValues(value, scope: scope)
        }
        return paddingValues(.call(KotlinCall(name: "PaddingValues", receiver: nil, arguments: call.arguments, offset: call.offset)), scope: scope)
    }

    /// A `PaddingValues` value's start and end, dp.
    func paddingValues(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> (Double, Double)? {
        guard depth < 16 else { return nil }
        switch expression {
        case .call(let call) where call.name == "PaddingValues":
            if call.arguments.count == 1, call.arguments[0].label == nil {
                return dp(call.arguments[0].value, scope: scope).map { ($0, $0) }
            }
            var start = 0.0, end = 0.0
            // Arguments by position name the parameters of the overload Kotlin picks, the one that leaves the
            // fewest parameters to their defaults (androidx.compose.foundation.layout Padding.kt:
            // `padding(horizontal, vertical)`, `padding(start, top, end, bottom)`; `PaddingValues` the same):
            // two are horizontal and vertical, three or four start, top, end (and bottom).
            var labels = call.arguments.map(\.label)
            if labels.allSatisfy({ $0 == nil }) {
                switch labels.count {
                case 2: labels = ["horizontal", "vertical"]
                case 3, 4: labels = Array(["start", "top", "end", "bottom"].prefix(labels.count))
                default: return nil
                }
            }
            for (argument, label) in zip(call.arguments, labels) {
                guard let label else { return nil }
                guard ["top", "bottom", "vertical"].contains(label) || smallestDp(argument.value, scope: scope) != nil else { return nil }
                let value = smallestDp(argument.value, scope: scope) ?? 0
                switch label {
                case "all": start = value; end = value
                case "horizontal": start = value; end = value
                case "start", "left": start = value
                case "end", "right": end = value
                default: break
                }
            }
            return (start, end)
        case .name(let name, nil, _):
            if name == Self.scaffoldPadding { return (0, 0) }
            if let bound = scope.lookup(name) { return paddingValues(bound.value, scope: bound.scope, depth: depth + 1) }
            if let property = program.properties[name] { return paddingValues(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1) }
            return nil
        case .name:
            return expression.dottedPath.flatMap { ComposeMetrics.namedPaddings[$0] }
        default:
            return nil
        }
    }

    /// A length in dp: `16.dp`, `0.dp`, a constant of the app, a parameter bound to one.
    func dp(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        if let value = ComposeProgram.number(expression, unit: "dp") { return value }
        // `a + b - c` of lengths (`Dp.plus`, `Dp.minus`): every operand a length the sources decide.
        if case .sum(let parts, let negated) = expression, parts.count <= 16 {
            var total = 0.0
            for (part, minus) in zip(parts, negated) {
                guard let value = dp(part, scope: scope, depth: depth + 1) else { return nil }
                total += minus ? -value : value
            }
            return total
        }
        if case .name(let name, nil, _) = expression {
            if let bound = scope.lookup(name) { return dp(bound.value, scope: bound.scope, depth: depth + 1) }
            if let property = program.properties[name] { return dp(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1) }
        }
        // `dimensionResource(R.dimen.x)`: the resource's dimension in dp (`ComposeMetrics.dimensionResource`).
        if case .call(let call) = expression, call.receiver == nil, call.name == ComposeMetrics.dimensionResource.function,
           let path = call.argument("id", position: 0)?.dottedPath {
            let parts = path.split(separator: ".")
            guard parts.count >= 3, parts[parts.count - 3] == "R", parts[parts.count - 2] == "dimen" else { return nil }
            return program.resourceDimensions[String(parts[parts.count - 1])]
        }
        // A property of the app's `object` (`Spacing.s` with `object Spacing { val s = 8.dp }`): its value.
        if case .name(let name, let receiver?, _) = expression, let owner = receiver.dottedPath?.split(separator: ".").last,
           let property = program.objectProperties["\(owner).\(name)"] {
            return dp(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1)
        }
        // A `val` member of a new instance of the app's class (`MaterialTheme.padding.small` with
        // `val MaterialTheme.padding get() = Padding()` and `class Padding { val small = 8.dp }`): its initializer.
        if case .name(let name, let receiver?, _) = expression, let type = program.instanceClass(receiver),
           let property = program.classProperties["\(type).\(name)"] {
            return dp(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1)
        }
        return nil
    }

    /// A padding that differs by branch (`start = if (icon == null) 24.dp else 16.dp`): the smallest,
    /// which leaves the text its widest box (an upper bound: what does not fit there does not fit in any
    /// branch).
    func smallestDp(_ expression: KotlinExpression, scope: Scope) -> Double? {
        if case .branches(let blocks, _) = expression {
            let values = blocks.map { $0.statements.last.flatMap { dp($0, scope: scope) } }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            return values.compactMap { $0 }.min()
        }
        return dp(expression, scope: scope)
    }

    /// A plain number (`1f`), or a parameter or constant of the app bound to one.
    func number(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        if let value = Self.plainNumber(expression) { return value }
        guard case .name(let name, nil, _) = expression else { return nil }
        if let bound = scope.value(of: name) { return number(bound.value, scope: bound.scope, depth: depth + 1) }
        if let property = program.properties[name] { return number(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1) }
        return nil
    }

    static func plainNumber(_ expression: KotlinExpression) -> Double? {
        if case .number(let value, _) = expression { return value }
        if case .other(let parts) = expression, parts.count == 2, case .number(let value, _) = parts[0],
           case .name(let unit, nil, _) = parts[1], unit == "f" || unit == "toFloat" { return value }
        return nil
    }
}
