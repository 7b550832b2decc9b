/// Navigation Compose's `NavHost(navController, startDestination) { composable(route) { … } }`: the builder
/// lambda lists destinations, and the host shows the current one's content inside its own bounds
/// (androidx navigation-compose `NavHost.kt`: the back stack entry's `content` is composed in the host's
/// `AnimatedContent`, which is a `Box` sized by the `NavHost`'s modifier). Each screen destination is laid
/// out at the host's width, as a child of one box; the destinations do not share the width, one shows at a
/// time. A nested graph (`navigation(startDestination, route) { … }`) lists more of the same host's
/// destinations. A `dialog(route) { … }` destination is a window of its own (navigation-compose
/// `DialogNavigator`: content in a `Dialog`, a window as `dialogWindowNode` lays out): not followed.
extension ComposeScreenReader {
    static let navigationHosts: Set<String> = ["NavHost"]
    /// `NavGraphBuilder.composable` (navigation-compose `NavGraphBuilder.kt`): a destination shown in the host.
    static let screenDestinations: Set<String> = ["composable"]
    /// `NavGraphBuilder.navigation`: a nested graph of the same host.
    static let nestedGraphs: Set<String> = ["navigation"]

    /// The host as a box of its modifier's size; each destination is a screen of its own
    /// (`ComposeImporter.destinationScreens`): one box holding every destination would be a screen as large
    /// as the app.
    func navHostNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .frame, tag: call.name)
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        // The builder and its nested graphs are read for their destinations (screens of their own).
        var builders = Self.lambda(call.trailingLambda, call.argument("builder")).map { [$0] } ?? []
        var next = 0
        while next < builders.count, next < 64 {
            markWalked(builders[next], file: scope.file)
            for case .call(let nested) in builders[next].statements where Self.nestedGraphs.contains(nested.name) {
                if let graph = Self.lambda(nested.trailingLambda, nested.argument("builder")) { builders.append(graph) }
            }
            next += 1
        }
        return counted(node)
    }

    /// The screen of one destination's content, laid out at the window's width (the host's own bounds are
    /// its caller's; a `NavHost` usually fills the window or a `Scaffold`'s content, whose horizontal padding
    /// is 0 in portrait).
    func root(ofDestination content: KotlinBlock, in function: KotlinFunction, file: Int) -> AndroidViewNode {
        var root = AndroidViewNode(kind: .frame, tag: function.name)
        root.width = .matchParent
        inlining = [ComposeProgram.identity(file: file, function)]
        let scope = Scope(parent: nil, file: file)
        bindAccessorParameters(of: function, into: scope)
        declareParameterTypes(of: function, into: scope)
        root.children = walk(content, scope: scope, context: defaultContext(file: file))
        collectSnackbarMessages(in: content.statements, scope: scope)
        addingPopups(to: &root)
        return root
    }

    /// The destinations of every `NavHost` called in `function`'s body, with the offset of each.
    static func destinations(of function: KotlinFunction) -> [KotlinBlock] {
        guard let body = function.body else { return [] }
        var builders: [KotlinBlock] = []
        ComposeProgram.forEachCall(in: body.statements, budget: 200_000) { call in
            if navigationHosts.contains(call.name), let builder = lambda(call.trailingLambda, call.argument("builder")) { builders.append(builder) }
            return true
        }
        return builders.flatMap { destinations(in: $0, depth: 0) }
    }

    /// The content lambdas of the screen destinations a builder lists, nested graphs included (up to 20 deep).
    static func destinations(in builder: KotlinBlock, depth: Int) -> [KotlinBlock] {
        guard depth < 20 else { return [] }
        var result: [KotlinBlock] = []
        for statement in builder.statements {
            guard case .call(let call) = statement else { continue }
            if screenDestinations.contains(call.name), let content = lambda(call.trailingLambda, call.argument("content")) {
                result.append(content)
            } else if nestedGraphs.contains(call.name), let nested = lambda(call.trailingLambda, call.argument("builder")) {
                result += destinations(in: nested, depth: depth + 1)
            }
        }
        return result
    }

    static func lambda(_ trailing: KotlinBlock?, _ argument: KotlinExpression?) -> KotlinBlock? {
        if let trailing { return trailing }
        if case .lambda(let block)? = argument { return block }
        return nil
    }
}
