/// Pagers and menus: containers whose measure rules Compose's foundation and Material 3 define
/// (`ComposeMetrics.pagers`, the menu sizes of `ComposeMetrics`).
extension ComposeScreenReader {
    /// A `HorizontalPager` / `VerticalPager`: a box whose page content is laid out at the page's width (the
    /// pager's width less its horizontal `contentPadding`; `PageSize.Fixed(x)` pages of a horizontal pager
    /// are x wide). A horizontal pager with `PageSize.Fill` takes its whole incoming width; a vertical one
    /// is as wide as its pages.
    func pagerNode(_ call: KotlinCall, vertical: Bool, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .frame, tag: call.name)
        if !vertical { node.width = .matchParent }
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        if let padding = call.argument("contentPadding") {
            if let (start, end) = paddingValues(padding, scope: scope) {
                node.paddingStart += start
                node.paddingEnd += end
            } else {
                node.undecided = node.undecided ?? "a pager `contentPadding` the sources do not decide"
            }
        }
        var pageWidth: Double?
        if let size = call.argument("pageSize"), size.dottedPath != "PageSize.Fill" {
            if !vertical, case .call(let fixed) = size, fixed.name == "Fixed", fixed.receiver?.dottedPath == "PageSize",
               let width = fixed.arguments.first.flatMap({ dp($0.value, scope: scope) }) {
                pageWidth = width
            } else if !vertical {
                node.undecided = node.undecided ?? "a pager `pageSize` the sources do not decide"
            }
        }
        var inner = context
        inner.inRow = false
        let content = contentLambda(of: call, label: "pageContent", scope: scope)
        var children = content.map { walkContent($0, from: scope, context: inner) } ?? []
        if let pageWidth {
            var page = AndroidViewNode(kind: .frame, tag: "page")
            page.width = .dp(pageWidth)
            page.children = children
            children = [counted(page)]
        }
        node.children = children
        Self.fillIfAChildFills(&node)
        return counted(node)
    }

    /// A container's content: its trailing lambda, else the lambda its `label` argument is (written there or
    /// passed on by name).
    func contentLambda(of call: KotlinCall, label: String = "content", scope: Scope) -> (KotlinBlock, Scope)? {
        call.trailingLambda.map { ($0, scope) } ?? call.argument(label).flatMap { lambdaValue($0, scope: scope) }
    }

    /// A `TextField` / `OutlinedTextField` that fills its parent's width, with a leading or trailing icon
    /// (`ComposeMetrics.textFieldLayouts`): a row of each icon's box (at least 48 dp, the app's content inside)
    /// around the label and placeholder, which get the width the icons leave, padded as the field's layout pads
    /// them; the supporting text under the row at the field's width. Nil without an icon, or with a `prefix` or
    /// `suffix` (their widths take from the label's too; laid out as a field without icons is).
    func textFieldWithIconsNode(_ call: KotlinCall, node base: AndroidViewNode, layout: ComposeMetrics.TextFieldLayout,
                                component: ComposeMetrics.Component, scope: Scope, context: Context) -> AndroidViewNode? {
        func given(_ label: String) -> KotlinExpression? { call.argument(label).flatMap { isNull($0, scope: scope) ? nil : $0 } }
        let leading = given("leadingIcon") != nil, trailing = given("trailingIcon") != nil
        guard leading || trailing, given("prefix") == nil, given("suffix") == nil else { return nil }
        var inner = context
        inner.inRow = false
        func slot(_ label: String) -> [AndroidViewNode] {
            guard let argument = given(label) else { return [] }
            var slotContext = inner
            if let role = component.slots[label] ?? nil, let style = typeStyle(role) { slotContext.style = style }
            guard let lambda = lambdaValue(argument, scope: scope) else {
                var unknown = AndroidViewNode(kind: .leaf, tag: label)
                unknown.width = .unknown("a `\(label)` of `\(call.name)` the sources do not decide")
                return [counted(unknown)]
            }
            return walkContent(lambda, from: scope, context: slotContext)
        }
        func box(_ tag: String, _ children: [AndroidViewNode], start: Double = 0, end: Double = 0) -> AndroidViewNode {
            var box = AndroidViewNode(kind: .frame, tag: tag)
            box.paddingStart = start
            box.paddingEnd = end
            box.children = children
            return box
        }
        let padding = ComposeMetrics.textFieldPadding, besideIcon = ComposeMetrics.textFieldPadding - ComposeMetrics.textFieldIconPadding
        let textStart = leading ? besideIcon : padding, textEnd = trailing ? besideIcon : padding
        var row = AndroidViewNode(kind: .linear(vertical: false), tag: "\(call.name) row")
        row.width = .matchParent
        func icon(_ label: String) {
            var icon = box(label, slot(label))
            icon.minWidth = ComposeMetrics.textFieldIconMinWidth
            row.children.append(counted(icon))
        }
        if leading { icon("leadingIcon") }
        var middle = box("\(call.name) text", [])
        middle.width = .dp(0)
        middle.weight = 1
        for (label, start, end) in [("label", layout.labelPaddedAsText ? textStart : padding, layout.labelPaddedAsText ? textEnd : padding),
                                    ("placeholder", textStart, textEnd)] {
            let children = slot(label)
            guard !children.isEmpty else { continue }
            var labelled = box(label, children, start: start, end: end)
            labelled.width = .matchParent
            middle.children.append(counted(labelled))
        }
        row.children.append(counted(middle))
        if trailing { icon("trailingIcon") }
        var node = base
        node.children = [counted(row)]
        let supporting = slot("supportingText")
        if !supporting.isEmpty {
            var under = box("supportingText", supporting, start: padding, end: padding)
            under.width = .matchParent
            node.children.append(counted(under))
        }
        return node
    }

    /// The menu composables: `DropdownMenu` (a popup, laid out over the screen at its own width),
    /// `ExposedDropdownMenuBox` with its `ExposedDropdownMenu` (the anchor's width) and `DropdownMenuItem`.
    /// Nil for other calls.
    func menuNodes(_ call: KotlinCall, scope: Scope, context: Context) -> [AndroidViewNode]? {
        switch call.name {
        case "DropdownMenu" where !matchesAnchorWidth(call, scope: scope):
            // A popup's width is none of its host's: it is laid out beside the screen's root (a window over it).
            popups.append(menuNode(call, tag: call.name, scope: scope, context: context))
            return []
        case "DropdownMenu", "ExposedDropdownMenu":
            var node = menuNode(call, tag: Self.exposedMenuTag, scope: scope, context: context)
            node.undecided = node.undecided ?? "an `ExposedDropdownMenu` outside the content of its `ExposedDropdownMenuBox` (its width is its anchor's)"
            return [node]
        case "ExposedDropdownMenuBox":
            return [exposedMenuBoxNode(call, scope: scope, context: context)]
        case "DropdownMenuItem":
            return [menuItemNode(call, scope: scope, context: context)]
        default:
            return nil
        }
    }

    static let exposedMenuTag = "ExposedDropdownMenu"

    /// `Modifier.exposedDropdownSize()` (or `exposedDropdownSize(true)`) on a menu: it is the anchor's width.
    func matchesAnchorWidth(_ call: KotlinCall, scope: Scope) -> Bool {
        modifierCalls(call.argument("modifier"), scope: scope).contains { modifier, _ in
            modifier.name == "exposedDropdownSize" && modifier.argument("matchAnchorWidth", position: 0)?.dottedPath != "false"
                && modifier.argument("matchTextFieldWidth")?.dottedPath != "false"
        }
    }

    /// The menu's column: as wide as its widest item (`width(IntrinsicSize.Max)`), each item filling it.
    func menuNode(_ call: KotlinCall, tag: String, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .linear(vertical: true), tag: tag)
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        var inner = context
        inner.inRow = false
        let content = contentLambda(of: call, scope: scope)
        // A lambda passed in (`content = content` of the app's wrapper) is read in the caller's scope.
        if let content { node.children = walkContent(content, from: scope, context: inner) }
        // Items shown on a condition (`if (canDelete) DropdownMenuItem(…)`) are laid out together: the menu
        // is then as wide as its widest item could make it, an upper bound of each text's box (what does not
        // fit there does not fit in any of the menu's states).
        for index in node.children.indices { node.children[index].gone = false }
        return counted(node)
    }

    /// A `DropdownMenuItem`: a row that fills the menu, 112…280 dp while the menu is measured, its content
    /// padding inside; the text in a weighted box, padded on the side of an icon.
    func menuItemNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var row = AndroidViewNode(kind: .linear(vertical: false), tag: call.name)
        row.width = .matchParent
        row.minWidth = ComposeMetrics.dropdownMenuItemMinWidth
        row.maxWidth = ComposeMetrics.dropdownMenuItemMaxWidth
        applyModifier(call.argument("modifier"), scope: scope, to: &row, context: context)
        var padding = (ComposeMetrics.dropdownMenuItemHorizontalPadding, ComposeMetrics.dropdownMenuItemHorizontalPadding)
        if let argument = call.argument("contentPadding") {
            if let decided = paddingValues(argument, scope: scope) { padding = decided } else {
                row.undecided = row.undecided ?? "a `contentPadding` the sources do not decide"
            }
        }
        row.paddingStart += padding.0
        row.paddingEnd += padding.1
        var inner = context
        if let style = typeStyle(ComposeMetrics.menuItemTextStyle) { inner.style = style }
        inner.inRow = false
        func slot(_ label: String) -> [AndroidViewNode]? {
            guard let argument = call.argument(label) else { return nil }
            if case .name("null", nil, _) = argument { return nil }
            guard let (block, blockScope) = lambdaValue(argument, scope: scope) else {
                // A slot whose value is not a lambda the walk can read (`if (x) { … } else null`).
                var unknown = AndroidViewNode(kind: .leaf, tag: label)
                unknown.width = .unknown("a `\(label)` of `DropdownMenuItem` the sources do not decide")
                return [counted(unknown)]
            }
            return walkContent((block, blockScope), from: scope, context: inner)
        }
        func iconBox(_ label: String) -> AndroidViewNode? {
            guard let content = slot(label) else { return nil }
            var box = AndroidViewNode(kind: .frame, tag: label)
            box.minWidth = ComposeMetrics.menuItemIconMinWidth
            box.children = content
            return counted(box)
        }
        let leading = iconBox("leadingIcon"), trailing = iconBox("trailingIcon")
        // `Box(Modifier.weight(1f))`: measured at its content's width, then given what the icons leave (a
        // single weighted child of a row gets the same width as a 0 dp one, and keeps its own width while
        // the menu measures its widest item).
        var text = AndroidViewNode(kind: .frame, tag: "text")
        text.weight = 1
        if leading != nil { text.paddingStart = ComposeMetrics.dropdownMenuItemHorizontalPadding }
        if trailing != nil { text.paddingEnd = ComposeMetrics.dropdownMenuItemHorizontalPadding }
        text.children = slot("text") ?? []
        row.children = [leading, counted(text), trailing].compactMap { $0 }
        return counted(row)
    }

    /// An `ExposedDropdownMenuBox`: a box of its content (the anchor, the menu). Its menu is exactly the
    /// anchor's width; where the anchor fills the box (or the box is sized and the anchor fills it), that is
    /// the box's width. Elsewhere the anchor's width is its content's, and the menu is a popup whose width the
    /// walk does not decide.
    func exposedMenuBoxNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .frame, tag: call.name)
        applyModifier(call.argument("modifier"), scope: scope, to: &node, context: context)
        var inner = context
        inner.inRow = false
        let content = contentLambda(of: call, scope: scope)
        let children = content.map { walkContent($0, from: scope, context: inner) } ?? []
        var menus: [AndroidViewNode] = [], others: [AndroidViewNode] = []
        for child in children { if child.tag == Self.exposedMenuTag { menus.append(child) } else { others.append(child) } }
        let anchorFills = others.contains { !$0.gone && $0.width == .matchParent }
        for var menu in menus {
            if anchorFills {
                menu.undecided = nil
                menu.width = .matchParent
                others.append(menu)
            } else {
                menu.undecided = "an `ExposedDropdownMenu` whose anchor does not fill its `ExposedDropdownMenuBox` (the anchor's width is its content's)"
                popups.append(menu)
            }
        }
        node.children = others
        Self.fillIfAChildFills(&node)
        return counted(node)
    }

    /// The screen's root with the popups its walk met laid out over it, each at the window's width.
    func addingPopups(to root: inout AndroidViewNode) {
        addingSnackbars(to: &root)
        root.children += popups
        popups = []
    }

    // MARK: Collections the code writes out

    /// Calls that run their lambda once per element of their receiver (kotlin.collections), by the index of
    /// the lambda parameter that is the element; and the lazy list DSL's `items(list) { … }` (LazyDsl.kt),
    /// whose element is its first argument's.
    /// androidx.compose.ui.util `ListUtils.kt`'s `fastForEach` / `fastMap` (`(T) -> …`) and `fastForEachIndexed` /
    /// `fastMapIndexed` (`(Int, T) -> …`) run theirs the same way over a `List`.
    static let elementLoops: [String: Int] = ["forEach": 0, "map": 0, "mapNotNull": 0, "onEach": 0, "forEachIndexed": 1, "mapIndexed": 1,
                                              "fastForEach": 0, "fastMap": 0, "fastForEachReversed": 0, "fastMapNotNull": 0,
                                              "fastForEachIndexed": 1, "fastMapIndexed": 1]
    static let lazyItemLoops: [String: Int] = ["items": 0, "itemsIndexed": 1]
    /// Calls that build a collection of their arguments, and calls that keep some of their receiver's elements.
    static let collectionBuilders: Set<String> = ["listOf", "listOfNotNull", "arrayOf", "setOf", "mutableListOf", "persistentListOf", "immutableListOf"]
    static let elementFilters: Set<String> = ["filter", "filterNot", "toList", "distinct", "sorted", "sortedBy", "reversed", "asList", "toImmutableList",
                                              "toPersistentList", "slice", "subList", "drop", "dropLast", "takeLast", "filterNotNull",
                                              "sortedDescending", "sortedByDescending", "sortedWith", "toMutableList",
                                              "toMap", "toImmutableMap", "toPersistentMap", "toSortedMap"]

    /// The lambda parameter a loop over a collection the code writes out (`listOf(Res.string.a, Res.string.b)
    /// .forEach { id -> Text(stringResource(id)) }`) binds, and the elements it takes, as branches: one
    /// variant per element.
    func iteratedElements(_ call: KotlinCall, block: KotlinBlock, scope: Scope) -> (String, KotlinExpression, Scope)? {
        guard let (collection, name) = Self.loop(call, block: block),
              let (elements, elementScope) = elements(of: collection, scope: scope), !elements.isEmpty else { return nil }
        let blocks = elements.prefix(64).map { KotlinBlock(statements: [$0], offset: $0.offset ?? call.offset) }
        return (name, .branches(Array(blocks), offset: call.offset), elementScope)
    }

    /// The collection a loop iterates (`forEach`'s receiver, `items`' argument) and the name its lambda binds to
    /// the element; nil for a call that is no such loop.
    static func loop(_ call: KotlinCall, block: KotlinBlock) -> (collection: KotlinExpression, element: String)? {
        let collection: KotlinExpression?, position: Int
        if let index = elementLoops[call.name] { collection = call.receiver; position = index }
        else if let index = lazyItemLoops[call.name], call.receiver == nil { collection = call.argument("items", position: 0); position = index }
        else { return nil }
        guard let collection, let name = block.parameters.indices.contains(position) ? block.parameters[position] : (position == 0 ? "it" : nil) else { return nil }
        return (collection, name)
    }

    /// A loop over a parameter declared a collection of one of the app's classes (`languages: List<Language>`,
    /// `languages.forEach { language -> … }`) whose elements the code does not write out: the lambda's parameter
    /// is declared of that class (`Scope.declaredElementType`).
    func declareElementType(of call: KotlinCall, block: KotlinBlock, scope: Scope, into inner: Scope) {
        guard !block.destructures, let (collection, name) = Self.loop(call, block: block), case .name(let list, nil, _) = collection,
              let type = scope.declaredElementType(of: list) else { return }
        inner.declare(name, type: type)
    }

    /// The names a loop's lambda binds to its element: one, or each component of a destructured element
    /// (`forEach { (id, value) -> … }`), to the elements' values.
    func bindElement(of call: KotlinCall, block: KotlinBlock, scope: Scope, into inner: Scope) -> Bool {
        guard let (element, elements, elementScope) = iteratedElements(call, block: block, scope: scope) else { return false }
        if block.destructures, Self.elementLoops[call.name] == 0 || Self.lazyItemLoops[call.name] == 0 {
            for (position, name) in block.parameters.enumerated() {
                inner.bind(name, .call(KotlinCall(name: "component\(position + 1)", receiver: elements, arguments: [], offset: call.offset)), in: elementScope)
            }
        } else {
            inner.bind(element, elements, in: elementScope)
        }
        return true
    }

    /// The values `value.componentN()` takes (a destructured pair or triple: `a to b`, `Pair(a, b)`,
    /// `Triple(a, b, c)`), followed through names, `remember { … }` and each branch; empty when the value is
    /// no pair the code writes out.
    func componentValues(_ call: KotlinCall, scope: Scope) -> [(KotlinExpression, Scope)] {
        guard Self.isComponent(call), let position = Int(call.name.dropFirst(9)).map({ $0 - 1 }), position >= 0, let receiver = call.receiver else { return [] }
        var result: [(KotlinExpression, Scope)] = []
        var stack: [(KotlinExpression, Scope)] = [(receiver, scope)]
        var budget = 256
        while let (value, valueScope) = stack.popLast(), budget > 0 {
            budget -= 1
            switch value {
            case .name(let name, nil, _):
                if let bound = valueScope.value(of: name) { stack.append((bound.value, bound.scope)) }
            case .branches(let blocks, _):
                for block in blocks.reversed() { if let last = block.statements.last { stack.append((last, valueScope)) } }
            case .call(let inner) where inner.receiver == nil && (inner.name == "remember" || inner.name == "rememberSaveable"):
                if let last = inner.trailingLambda?.statements.last { stack.append((last, valueScope)) }
            case .call(let inner) where Self.isIndexing(inner):
                // `pairs[0]`: the pair (or each pair) the index takes.
                if let (picked, pickedScope) = indexedElements(inner, scope: valueScope) {
                    for element in picked.reversed() { stack.append((element, pickedScope)) }
                }
            case .call(let inner) where inner.receiver == nil && (inner.name == "Pair" || inner.name == "Triple"):
                let parts = inner.arguments.filter { $0.label == nil }.map(\.value)
                if position < parts.count { result.append((parts[position], valueScope)) }
            case .other(let parts) where parts.count == 2:
                // `a to b` (the parser keeps an infix call's two operands).
                result.append((parts[position < 2 ? position : 1], valueScope))
            default:
                break
            }
        }
        return result
    }

    /// Kotlin's indexing `a[i]`, which the parser keeps as the operator call `a.get(i)` (Kotlin spec, "Indexing
    /// expressions").
    static func isIndexing(_ call: KotlinCall) -> Bool {
        call.name == "get" && call.receiver != nil && call.arguments.count == 1 && call.arguments[0].label == nil && call.trailingLambda == nil
    }

    /// Builders whose elements stand at the positions they are written in (kotlin.collections `listOf`, `arrayOf`,
    /// `mutableListOf`; kotlinx.collections.immutable `persistentListOf`, `immutableListOf`): a written-out index
    /// names one of them. `listOfNotNull` drops its nulls and `setOf` its repeats, so their positions shift.
    static let positionalBuilders: Set<String> = ["listOf", "arrayOf", "mutableListOf", "persistentListOf", "immutableListOf"]

    /// How many collections one screen's reader follows through indexings, branches and builders
    /// (`collectionLookups`): past it a collection is not written out, so nested choices stay linear.
    static let maximumCollectionLookups = 20_000

    /// The values `a[i]` can take when `a` is a collection the code writes out, with the scope they are read in:
    /// the element at a written-out index of a positional builder's list, else each element (an index the
    /// sources do not decide, a list whose positions shift). Nil when `a` is no such collection.
    func indexedElements(_ call: KotlinCall, scope: Scope, depth: Int = 0) -> ([KotlinExpression], Scope)? {
        guard Self.isIndexing(call), let receiver = call.receiver, collectionLookups < Self.maximumCollectionLookups,
              let (all, allScope) = elements(of: receiver, scope: scope, depth: depth), !all.isEmpty else { return nil }
        collectionLookups += 1
        if let index = Self.plainNumber(call.arguments[0].value), index >= 0, index == index.rounded(), index < Double(all.count),
           isPositionalList(receiver, scope: scope) {
            return ([all[Int(index)]], allScope)
        }
        return (all, allScope)
    }

    /// Whether a collection is, through names, the app's properties and `remember { … }`, one call of a
    /// positional builder (`elements(of:)` then gives its elements at their positions).
    func isPositionalList(_ expression: KotlinExpression, scope: Scope, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch expression {
        case .call(let call) where call.receiver == nil && Self.positionalBuilders.contains(call.name):
            return true
        case .call(let call) where call.receiver == nil && (call.name == "remember" || call.name == "rememberSaveable"):
            guard let last = call.trailingLambda?.statements.last else { return false }
            return isPositionalList(last, scope: scope, depth: depth + 1)
        case .name(let name, nil, _):
            if let bound = scope.lookup(name) {
                if case .name(let same, nil, _) = bound.value, same == name, bound.scope === scope { return false }
                return isPositionalList(bound.value, scope: bound.scope, depth: depth + 1)
            }
            if let property = program.properties[name] {
                return isPositionalList(property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1)
            }
            return false
        default:
            return false
        }
    }

    /// The elements of each of `collections` that are read in one scope (the first that is written out gives
    /// the scope; the others count only when theirs is the same), each once.
    func elements(ofEach collections: [KotlinExpression], scope: Scope, depth: Int) -> ([KotlinExpression], Scope)? {
        var all: [KotlinExpression] = [], allScope: Scope?, seen = Set<Int>()
        for collection in collections.prefix(64) {
            guard collectionLookups < Self.maximumCollectionLookups else { break }
            collectionLookups += 1
            guard let (found, foundScope) = elements(of: collection, scope: scope, depth: depth + 1) else { continue }
            if allScope == nil { allScope = foundScope }
            if foundScope === allScope { all += found.filter { $0.offset.map { seen.insert($0).inserted } ?? true } }
        }
        return allScope.map { (all, $0) }
    }

    /// The elements of a collection the code writes out, with the scope they are read in, followed through
    /// local values, parameters and the app's properties: nil when they are not written out.
    func elements(of expression: KotlinExpression, scope: Scope, depth: Int = 0) -> ([KotlinExpression], Scope)? {
        guard depth < 16 else { return nil }
        // `Tab.entries`, `Tab.values()`: the enum's entries (`ComposeScreenReader+CarriedValues`).
        if let entries = enumCollection(expression) { return (entries, scope) }
        switch expression {
        case .call(let call) where Self.elementMaps.contains(call.name) && call.receiver != nil:
            return mappedElements(call, scope: scope, depth: depth)
        case .call(let call) where call.receiver == nil && Self.collectionBuilders.contains(call.name):
            return (call.arguments.filter { $0.label == nil }.map(\.value), scope)
        case .call(let call) where Self.elementFilters.contains(call.name):
            return call.receiver.flatMap { elements(of: $0, scope: scope, depth: depth + 1) }
        case .call(let call) where Self.isComponent(call):
            // `val (shown, more) = remember { all.take(3) to all.drop(3) }`: the elements of each value the
            // component takes, each may be shown.
            var all: [KotlinExpression] = []
            var allScope: Scope?
            var seen = Set<Int>()
            for (value, valueScope) in componentValues(call, scope: scope) {
                guard let (found, foundScope) = elements(of: value, scope: valueScope, depth: depth + 1) else { continue }
                // Elements read in one scope: those of the first value's scope (the others' only when it is the
                // same), each once (`all.take(2) to all` names the first two twice).
                if allScope == nil { allScope = foundScope }
                if foundScope === allScope { all += found.filter { seen.insert($0.offset ?? -1).inserted } }
            }
            return allScope.map { (all, $0) }
        case .call(let call) where call.name == "take" && call.receiver != nil:
            // `take(n)` keeps the first n: a written-out n decides them; otherwise each may be shown.
            guard let (all, allScope) = elements(of: call.receiver!, scope: scope, depth: depth + 1) else { return nil }
            if let count = call.arguments.first.flatMap({ Self.plainNumber($0.value) }), count >= 0, count < 1_000_000 { return (Array(all.prefix(Int(count))), allScope) }
            return (all, allScope)
        case .call(let call) where call.receiver == nil && (call.name == "remember" || call.name == "rememberSaveable"):
            // `remember { listOf(…) }`: the list its lambda builds.
            guard let last = call.trailingLambda?.statements.last else { return nil }
            return elements(of: last, scope: scope, depth: depth + 1)
        case .call(let call) where call.receiver == nil && Self.listBuilders.contains(call.name):
            // `buildList { add(…) }`: what its block adds (`builtElements`), read where the list is written.
            guard let block = call.trailingLambda ?? call.lambdas.first else { return nil }
            let built = builtElements(block)
            return built.isEmpty ? nil : (built, scope)
        case .call(let call) where Self.isIndexing(call):
            // `groups[0]` of a list of lists: the elements of the list (or lists) the index can take.
            guard let (picked, pickedScope) = indexedElements(call, scope: scope, depth: depth + 1) else { return nil }
            return elements(ofEach: picked, scope: pickedScope, depth: depth)
        case .branches(let blocks, _):
            // `if (c) listOf(a) else listOf(b)`, or a loop's element over a list of lists (a branch per list): each
            // branch's list.
            return elements(ofEach: blocks.compactMap(\.statements.last), scope: scope, depth: depth)
        case .name(let name, nil, _):
            if let bound = scope.lookup(name) {
                if case .name(let same, nil, _) = bound.value, same == name, bound.scope === scope { return nil }
                return elements(of: bound.value, scope: bound.scope, depth: depth + 1)
            }
            if let property = program.properties[name] { return elements(of: property.value, scope: Scope(parent: nil, file: property.file), depth: depth + 1) }
            return nil
        default:
            return nil
        }
    }
}

/// `SubcomposeLayout` (androidx.compose.ui.layout `SubcomposeLayout.kt`): its measure block composes each
/// slot with `subcompose(slotId, content)` and measures the measurables it returns with the constraints it
/// chooses. A slot measured only with the block's incoming constraints or copies of them that keep their
/// maximum width (`constraints.copy(minWidth = 0, minHeight = 0)`: ui-unit `Constraints.copy` keeps every
/// bound not given) is laid out at most as wide as the layout, as a child of a box; a slot measured with
/// anything else (`offset`, a width the block computes) is inside an opaque node, its texts skipped with the
/// reason.
extension ComposeScreenReader {
    static let subcomposeUndecided = "inside `SubcomposeLayout`, a slot measured with constraints the sources do not decide (not the incoming ones or a copy keeping their maximum width)"

    /// Calls that pass a `subcompose` call's measurables on to the code that measures them.
    static let measurableChains: Set<String> = ["fastMap", "map", "fastForEach", "forEach", "first", "firstOrNull", "single", "last",
                                                "fastFirst", "getOrNull", "get", "mapIndexed", "fastMapIndexed"]

    func subcomposeLayoutNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .frame, tag: call.name)
        applyModifier(call.argument("modifier", position: 0), scope: scope, to: &node, context: context)
        guard let (block, _) = call.trailingLambda.map({ ($0, scope) }) ?? call.argument("measurePolicy").flatMap({ lambdaValue($0, scope: scope) }) else {
            return counted(node)
        }
        let parameter = block.parameters.first ?? "it"
        // The block's local values (`val loose = constraints.copy(…)`), the first of each name.
        var locals: [String: KotlinExpression] = [:]
        var bindings = Array(block.statements.reversed())
        var left = 20_000
        while let expression = bindings.popLast(), left > 0 {
            left -= 1
            switch expression {
            case .binding(let name, let value, _): if locals[name] == nil { locals[name] = value }
            case .call(let inner): if let lambda = inner.trailingLambda { bindings += lambda.statements.reversed() }
            case .lambda(let inner): bindings += inner.statements.reversed()
            case .branches(let blocks, _): bindings += blocks.flatMap(\.statements).reversed()
            default: break
            }
        }
        var slots: [KotlinCall] = []
        var measured: [Int: Bool] = [:]
        // The innermost branch of an `if`/`when` of the block each slot is composed in (the choice's offset, the
        // branch's index): one measure runs one branch, so the slots of a choice's branches are alternatives.
        var choices: [Int: (choice: Int, branch: Int)] = [:]
        var stack: [(KotlinExpression, (choice: Int, branch: Int)?)] = block.statements.map { ($0, nil) }
        var budget = 20_000
        while let (expression, choice) = stack.popLast(), budget > 0 {
            budget -= 1
            switch expression {
            case .binding(_, let value, _):
                stack.append((value, choice))
            case .call(let inner):
                if inner.name == "subcompose", Self.isImplicitReceiver(inner.receiver) {
                    slots.append(inner)
                    if let choice, choices[inner.offset] == nil { choices[inner.offset] = choice }
                    continue
                }
                if let slot = Self.subcomposed(inner) {
                    if let choice, choices[slot.offset] == nil { choices[slot.offset] = choice }
                    // Every `measure(x)` this chain runs on the slot's measurables.
                    var decided = true
                    var found = false
                    ComposeProgram.forEachCall(in: [.call(inner)], budget: 2_000) { measure in
                        guard measure.name == "measure" else { return true }
                        found = true
                        decided = decided && measure.arguments.first.map { isIncoming($0.value, parameter: parameter, locals: locals) } == true
                        return decided
                    }
                    measured[slot.offset] = found && decided && measured[slot.offset] != false
                    slots.append(slot)
                    continue
                }
                if let receiver = inner.receiver { stack.append((receiver, choice)) }
                stack += inner.arguments.map { ($0.value, choice) }
                if let lambda = inner.trailingLambda { stack += lambda.statements.map { ($0, choice) } }
            case .lambda(let inner): stack += inner.statements.map { ($0, choice) }
            case .branches(let blocks, let offset):
                for (index, branch) in blocks.enumerated() { stack += branch.statements.map { ($0, (offset, index)) } }
            case .other(let children), .sum(let children, _): stack += children.map { ($0, choice) }
            default: break
            }
        }
        var inner = context
        inner.inRow = false
        var seen = Set<Int>()
        var groups: [Int: Int] = [:]
        var undecided = AndroidViewNode(kind: .opaque(Self.subcomposeUndecided), tag: "\(call.name) slots")
        for slot in slots.sorted(by: { $0.offset < $1.offset }) where seen.insert(slot.offset).inserted {
            guard let (content, contentScope) = slot.trailingLambda.map({ ($0, scope) })
                    ?? (slot.argument("content", position: 1)).flatMap({ lambdaValue($0, scope: scope) }) else { continue }
            var children = walkContent((content, contentScope), from: scope, context: inner)
            if let choice = choices[slot.offset] {
                // As `emit` reads a choice: the first branch shown, the others measured in passes of their own.
                let group: Int
                if let known = groups[choice.choice] { group = known } else { group = nextAlternativeGroup(); groups[choice.choice] = group }
                for position in children.indices {
                    if choice.branch > 0 { children[position].gone = true }
                    children[position].alternatives.append(AndroidViewNode.Alternative(group: group, branch: choice.branch))
                }
            }
            if measured[slot.offset] == true { node.children += children } else { undecided.children += children }
        }
        if !undecided.children.isEmpty { node.children.append(counted(undecided)) }
        Self.fillIfAChildFills(&node)
        return counted(node)
    }

    /// The `subcompose(…)` call a chain of calls on measurables starts from (`subcompose(id, c).fastMap { … }`).
    static func subcomposed(_ call: KotlinCall) -> KotlinCall? {
        var current = call
        for _ in 0..<8 {
            guard measurableChains.contains(current.name) || current.name == "measure", case .call(let receiver)? = current.receiver else { return nil }
            if receiver.name == "subcompose", isImplicitReceiver(receiver.receiver) { return receiver }
            current = receiver
        }
        return nil
    }

    /// Whether a call's receiver is the measure scope's: none written, or `this` (Kotlin spec, "This-expressions":
    /// `this` without a label is the innermost implicit receiver, the `SubcomposeMeasureScope` of the block).
    static func isImplicitReceiver(_ receiver: KotlinExpression?) -> Bool {
        guard let receiver else { return true }
        if case .name("this", nil, _) = receiver { return true }
        return false
    }

    /// Whether a constraints value is the measure block's incoming one or a copy keeping its maximum width.
    func isIncoming(_ expression: KotlinExpression, parameter: String, locals: [String: KotlinExpression], depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch expression {
        case .name(let name, nil, _):
            if name == parameter { return true }
            return locals[name].map { isIncoming($0, parameter: parameter, locals: locals, depth: depth + 1) } ?? false
        case .call(let call) where call.name == "copy":
            guard let receiver = call.receiver, call.arguments.allSatisfy({ $0.label != nil && $0.label != "maxWidth" }) else { return false }
            return isIncoming(receiver, parameter: parameter, locals: locals, depth: depth + 1)
        default:
            return false
        }
    }
}
