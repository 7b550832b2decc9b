/// Snackbars: the messages a composable hands to `SnackbarHostState.showSnackbar(message, actionLabel,
/// withDismissAction)` (in an effect, a callback, a coroutine it launches), laid out where the screen's
/// `SnackbarHost` for the same state stands, as that host draws them (`ComposeMetrics.snackbar…`).
///
/// Material 3 draws a snackbar in its host's place (Scaffold.kt measures the `snackbarHost` slot at the
/// layout's width, over the content), one message at a time: each message is a box of its own in the host,
/// as wide as the host lets it be. A message is read where the call stands (its local values and the
/// arguments of the composable it is in); a message whose host state the screen's hosts do not share (a
/// state passed in from a screen the walk did not start at) is a skip with that reason.
extension ComposeScreenReader {
    /// A `SnackbarHost` the walk met: which state it shows, what draws each message (its `snackbar` lambda,
    /// nil for Material's default `{ Snackbar(it) }`), and the placeholder node the messages go into.
    struct SnackbarHostRecord {
        var state: String
        var snackbar: (KotlinBlock, Scope)?
        var scope: Scope
        var context: Context
        var tag: String
    }

    /// The name a snackbar's data is bound to inside the host's `snackbar` lambda: a call of this name holds
    /// the `showSnackbar` call's `message`, `actionLabel` and `withDismissAction`, read in the call's scope.
    static let snackbarDataMarker = "\u{1F}SnackbarData"
    /// How many expressions one screen's scan for `showSnackbar` calls looks through.
    static let maximumSnackbarScan = 200_000
    static let unhostedSnackbarReason = "a snackbar message (`showSnackbar`) whose `SnackbarHost` this screen does not show (its host state comes from elsewhere)"

    /// A `SnackbarHost(hostState, modifier, snackbar)`: a box where its messages are laid out once the screen
    /// is walked (`addingSnackbars`).
    func snackbarHostNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        let tag = "\u{1F}SnackbarHost#\(snackbarHosts.count)"
        var node = AndroidViewNode(kind: .frame, tag: tag)
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        if let state = call.argument("hostState", position: 0).flatMap({ stateIdentity($0, scope: scope) }) {
            let lambda = call.trailingLambda.map { ($0, scope) } ?? call.argument("snackbar").flatMap { lambdaValue($0, scope: scope) }
            snackbarHosts.append(SnackbarHostRecord(state: state, snackbar: lambda, scope: scope, context: context, tag: tag))
        }
        return counted(node)
    }

    /// What a host state expression is, so that a host and a `showSnackbar` call can be matched: the
    /// expression its names lead to (`remember { SnackbarHostState() }` at its place), or the unbound name
    /// or dotted path it ends at.
    func stateIdentity(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        switch expression {
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return "name:\(name)" }
            return stateIdentity(bound.value, scope: bound.scope, depth: depth + 1)
        default:
            if let path = expression.dottedPath { return "path:\(path)" }
            return expression.offset.map { "\(scope.file):\($0)" }
        }
    }

    /// Records the `showSnackbar` calls in `statements` (a composable body walked with `scope`), once per
    /// call site per screen.
    func collectSnackbarMessages(in statements: [KotlinExpression], scope: Scope) {
        guard snackbarScan < Self.maximumSnackbarScan else { return }
        snackbarScan += ComposeProgram.forEachCall(in: statements, budget: Self.maximumSnackbarScan - snackbarScan) { call in
            guard call.name == "showSnackbar", let receiver = call.receiver else { return true }
            // `showSnackbar(visuals)` hands over an object of the app's (a `SnackbarVisuals`): not a message.
            guard let message = call.argument("message") ?? call.arguments.first(where: { $0.label == nil })?.value,
                  call.arguments.first?.label == nil || call.arguments.first?.label == "message" || call.argument("message") != nil else { return true }
            if case .call(let constructor) = message, constructor.receiver == nil,
               constructor.name.unicodeScalars.first?.properties.isUppercase == true { return true }
            let site = "\(scope.file):\(call.offset)"
            if snackbarSites.insert(site).inserted, let state = stateIdentity(receiver, scope: scope) {
                snackbarMessages.append((call, state, scope))
            }
            return true
        }
    }

    /// The screen's snackbar messages laid out in their hosts (each host's placeholder in `root`); the
    /// messages no host of the screen shows are skips.
    func addingSnackbars(to root: inout AndroidViewNode) {
        var byTag: [String: [AndroidViewNode]] = [:]
        for (call, state, scope) in snackbarMessages {
            guard let host = snackbarHosts.first(where: { $0.state == state }) else {
                let message = call.argument("message") ?? call.arguments.first?.value
                for case .resource(let key, _, let place) in message.map({ textValues($0, scope: scope) }) ?? [] {
                    skipped.append(SkippedElement(id: uniqueID("\(key)@\(place.line)"), reason: Self.unhostedSnackbarReason, location: place, key: key))
                }
                continue
            }
            // The host's `snackbar` lambda (or Material's `{ Snackbar(it) }`) with its data bound to this message.
            let data = KotlinExpression.call(KotlinCall(name: Self.snackbarDataMarker, receiver: nil, arguments: [
                KotlinArgument(label: "message", value: call.argument("message", position: 0) ?? .name("null", receiver: nil, offset: call.offset)),
                KotlinArgument(label: "actionLabel", value: call.argument("actionLabel", position: 1) ?? .name("null", receiver: nil, offset: call.offset)),
                KotlinArgument(label: "withDismissAction", value: call.argument("withDismissAction", position: 2) ?? .name("false", receiver: nil, offset: call.offset)),
            ], offset: call.offset))
            let block: KotlinBlock, blockScope: Scope
            if let (lambda, lambdaScope) = host.snackbar {
                block = lambda
                blockScope = Scope(parent: lambdaScope)
            } else {
                let it = KotlinExpression.name("it", receiver: nil, offset: call.offset)
                block = KotlinBlock(parameters: ["it"], statements: [.call(KotlinCall(name: "Snackbar", receiver: nil, arguments: [KotlinArgument(label: nil, value: it)], offset: call.offset))], offset: call.offset)
                blockScope = Scope(parent: host.scope)
            }
            blockScope.bind(block.parameters.first ?? "it", data, in: scope)
            byTag[host.tag, default: []] += walk(block, scope: blockScope, context: host.context)
        }
        snackbarMessages = []
        if !byTag.isEmpty { Self.insert(byTag, into: &root, depth: 0) }
    }

    /// Puts each tag's nodes into the node of that tag.
    static func insert(_ byTag: [String: [AndroidViewNode]], into node: inout AndroidViewNode, depth: Int) {
        guard depth < 512 else { return }
        if let nodes = byTag[node.tag] {
            node.children += nodes
            fillIfAChildFills(&node)
            return
        }
        for index in node.children.indices { insert(byTag, into: &node.children[index], depth: depth + 1) }
    }

    /// The data a `Snackbar(snackbarData)` argument stands for: the marker call of a message, with its scope.
    func snackbarData(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> (KotlinCall, Scope)? {
        guard depth < 16 else { return nil }
        switch expression {
        case .call(let call) where call.name == Self.snackbarDataMarker: return (call, scope)
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return nil }
            return snackbarData(bound.value, scope: bound.scope, depth: depth + 1)
        default: return nil
        }
    }

    /// `snackbarData.visuals.message` / `.actionLabel` (also `snackbarData.message`): the message's
    /// argument, with the scope it is read in. Nil when the expression is no such field of a message.
    func snackbarField(_ expression: KotlinExpression, scope: Scope) -> (KotlinExpression, Scope)? {
        guard case .name(let field, var receiver?, _) = expression, field == "message" || field == "actionLabel" else { return nil }
        if case .name("visuals", let inner?, _) = receiver { receiver = inner }
        guard let (data, dataScope) = snackbarData(receiver, scope: scope), let value = data.argument(field) else { return nil }
        return (value, dataScope)
    }

    /// A Material 3 `Snackbar`: the data form (`Snackbar(snackbarData)`, the message and its action label
    /// drawn as Material draws them) or the content form (`Snackbar(action = …) { Text(…) }`).
    func snackbarNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var surface = AndroidViewNode(kind: .frame, tag: "Snackbar")
        surface.width = .matchParent
        let dataArgument = call.argument("snackbarData") ?? call.arguments.first(where: { $0.label == nil })?.value
        if let dataArgument, let (data, dataScope) = snackbarData(dataArgument, scope: scope) {
            // `Snackbar(snackbarData)`: `modifier.padding(12.dp)` around the content-form snackbar.
            applyModifier(call.argument("modifier"), scope: scope, to: &surface, context: context)
            surface.marginStart += ComposeMetrics.snackbarOuterPadding
            surface.marginEnd += ComposeMetrics.snackbarOuterPadding
            let message = Scope(parent: dataScope)
            var text = context
            if let style = typeStyle(ComposeMetrics.snackbarTextStyle) { text.style = style }
            let texts = emit(.call(KotlinCall(name: "Text", receiver: nil, arguments: [KotlinArgument(label: nil, value: data.argument("message")!)], offset: call.offset)),
                             scope: message, context: text)
            var action: [AndroidViewNode]?
            if let label = data.argument("actionLabel"), !isNull(label, scope: dataScope) {
                let button = KotlinCall(name: "TextButton", receiver: nil, arguments: [], trailingLambda: KotlinBlock(statements: [
                    .call(KotlinCall(name: "Text", receiver: nil, arguments: [KotlinArgument(label: nil, value: label)], offset: call.offset)),
                ], offset: call.offset), offset: call.offset)
                action = [componentNode(button, component: ComposeMetrics.textButton, scope: message, context: context)]
            }
            var dismiss: [AndroidViewNode]?
            switch data.argument("withDismissAction")?.dottedPath {
            case "false": break
            case "true":
                var icon = AndroidViewNode(kind: .leaf, tag: "dismissAction")
                icon.width = .dp(ComposeMetrics.iconButtonSize)
                dismiss = [counted(icon)]
            default: surface.undecided = "a snackbar's `withDismissAction` the sources do not decide"
            }
            surface.children = [oneRowSnackbar(texts: texts, action: action, dismiss: dismiss)]
            return counted(surface)
        }
        applyModifier(call.argument("modifier"), scope: scope, to: &surface, context: context)
        if let onNewLine = call.argument("actionOnNewLine"), onNewLine.dottedPath != "false" {
            surface.undecided = "a snackbar with `actionOnNewLine` (its end padding depends on the material3 version's styling flag)"
        }
        func slot(_ label: String, style role: String?) -> [AndroidViewNode]? {
            let argument = label == "content" ? call.trailingLambda.map { .lambda($0) } ?? call.argument(label) : call.argument(label)
            guard let argument, !isNull(argument, scope: scope) else { return nil }
            var inner = context
            if let role, let style = typeStyle(role) { inner.style = style }
            guard let (block, blockScope) = lambdaValue(argument, scope: scope) else {
                var unknown = AndroidViewNode(kind: .leaf, tag: label)
                unknown.width = .unknown("a `\(label)` of `Snackbar` the sources do not decide")
                return [counted(unknown)]
            }
            return walk(block, scope: Scope(parent: blockScope), context: inner)
        }
        surface.children = [oneRowSnackbar(texts: slot("content", style: ComposeMetrics.snackbarTextStyle) ?? [],
                                           action: slot("action", style: nil), dismiss: slot("dismissAction", style: nil))]
        return counted(surface)
    }

    /// `OneRowSnackbar`: the text gets what the action and dismiss buttons leave of at most 600 dp, less
    /// `TextEndExtraSpacing` without a dismiss action; the row is padded 16 dp at the start and 8 dp at the
    /// end without a dismiss action. Measured as a row of the text (weighted: its own width while that fits)
    /// and the buttons at their own widths, at most as wide as the container.
    func oneRowSnackbar(texts: [AndroidViewNode], action: [AndroidViewNode]?, dismiss: [AndroidViewNode]?) -> AndroidViewNode {
        let end = dismiss == nil ? ComposeMetrics.snackbarTextEndExtraSpacing : 0
        var row = AndroidViewNode(kind: .linear(vertical: false), tag: "OneRowSnackbar")
        row.paddingStart = ComposeMetrics.snackbarHorizontalSpacing
        row.paddingEnd = end
        row.maxWidth = ComposeMetrics.snackbarContainerMaxWidth + ComposeMetrics.snackbarHorizontalSpacing + end
        var text = AndroidViewNode(kind: .frame, tag: "text")
        text.weight = 1
        text.paddingEnd = end
        text.children = texts
        var children = [counted(text)]
        for nodes in [action, dismiss].compactMap({ $0 }) {
            var box = AndroidViewNode(kind: .frame, tag: "button")
            box.children = nodes
            children.append(counted(box))
        }
        row.children = children
        return counted(row)
    }
}
