import SwiftSyntax
import Typesetter

extension SwiftUIViewReader {
    // MARK: builtin views and the app's components

    /// A view call: the builtin view kind's reading from `SwiftUIViewKinds`, else the app's own view inlined,
    /// else a member that returns a view.
    func builtin(_ call: FunctionCallExprSyntax, name: String, owner: String?, _ scope: SwiftUIScope) -> Read {
        let site = SwiftUIViewCall(call: call, name: name, owner: owner, scope: scope, start: elements.count)
        if let kind = SwiftUIViewKinds.byName[name] { return kind.read(self, site) }
        if owner == nil, let type = program.types[name], type.isView {
            guard program.isVisible(declaredIn: type.file, from: scope.file) else {
                return opaque(site, Self.otherTargetsViewReason(name))
            }
            return component(type, call: call, scope)
        }
        if owner == nil, scope.type?.members[name] != nil || scope.lookup(name) != nil {
            return memberView(name, arguments: call, scope, at: ExprSyntax(call))
        }
        // `AnyView(content)`: the view it erases the type of (Apple, `AnyView`: "A type-erased view").
        if owner == nil, name == "AnyView", call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
            return view(only.expression, scope)
        }
        if owner == nil, Self.splitViews.contains(name), program.files[scope.file].platform == .macos { return splitView(call, name: name, scope) }
        if owner == nil, isForeignType(name, scope) { return foreignView(call, name: name, scope) }
        return opaque(site, "a view the importer does not know (`\(name)`)")
    }

    /// Views of SwiftUI and Apple's SDKs whose layout the importer does not model (Apple documentation: each a
    /// `View`), named as such, not as a package's.
    static let unmodelledSwiftUIViews: Set<String> = [
        "NavigationSplitView", "HSplitView", "VSplitView", "Table", "TableColumn", "TableRow", "OutlineGroup", "TextEditor",
        "LazyHGrid", "TabSection", "Tab", "Window", "WindowGroup", "UtilityWindow", "DocumentGroup", "MenuBarExtra", "Settings",
        "SettingsLink", "RenameButton", "HelpLink", "ToolbarTitleMenu", "ToolbarSpacer", "DefaultToolbarItem", "MultiDatePicker",
        "TextFieldLink", "EquatableView", "TupleView", "KeyframeAnimator", "PhaseAnimator", "SignInWithAppleButton", "PhotosPicker",
        "SubscriptionStoreView", "ProductView", "StoreView", "SpriteView", "SceneView", "RealityView", "Model3D", "MenuButton",
    ]

    /// SwiftUI's split views on macOS: columns side by side in the split view's width (Apple, `NavigationSplitView`:
    /// "a view that presents views in two or three columns"; `HSplitView`: "a layout container that arranges its
    /// children in a horizontal line and allows the user to resize them").
    static let splitViews: Set<String> = ["NavigationSplitView", "HSplitView"]

    /// A macOS split view: its columns (`sidebar:`, `content:`, `detail:` closures, or an `HSplitView`'s children)
    /// share its width, which the user divides by dragging the dividers (`navigationSplitViewColumnWidth`
    /// bounds a column, not the others): each column's texts are laid out at most as wide as the split view (an
    /// upper bound), and a column's own frames still give it its widths.
    func splitView(_ call: FunctionCallExprSyntax, name: String, _ scope: SwiftUIScope) -> Read {
        let start = elements.count
        var nodes: [SwiftUINode] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self), let node = closureContent(closure, scope).node { nodes.append(node) }
        }
        for closure in (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure) {
            if let node = closureContent(closure, scope).node { nodes.append(node) }
        }
        // An `HSplitView`'s content closure lists its columns.
        if name == "HSplitView", nodes.count == 1, case .vstack(let columns) = nodes[0] { nodes = columns }
        return Read(node: nodes.isEmpty ? nil : .undocumentedInsets(.hstack(spacing: 0, children: nodes)), elements: start..<elements.count)
    }

    /// A view named from a file no target compiles together with the declaration the importer holds (types are
    /// held by name): this target declares its own view of that name, which is not told apart.
    static func otherTargetsViewReason(_ name: String) -> String {
        "`\(name)` here is another target's view of that name (no target compiles both files): which declaration it is, is not told apart"
    }

    /// Why the texts in or given to a view the importer cannot lay out are skipped.
    static func foreignReason(_ name: String) -> String {
        if unmodelledSwiftUIViews.contains(name) { return "in a `\(name)`: its layout (SwiftUI's) is not modelled" }
        return "in `\(name)`, a view the app's sources do not declare (a package's): how it lays out its content is not known"
    }

    /// A view of a type the app's sources do not declare (`LuminareToggle("…", isOn:)`, `Settings.Section { … }`,
    /// or a SwiftUI view not modelled): how it lays out what it is given is not in the sources, so nothing in it
    /// is laid out. Its texts are reached so that each key is counted with that reason: the literal of its first
    /// unlabelled argument (a title, by SwiftUI's convention; whether the package localizes it is not known, so
    /// it is a skip, never an element a rule checks), and the views of its closures and view arguments
    /// (`label: Text(…)`), read as elements of `.foreign` content: only frames inside give them widths, the
    /// others are skipped with the reason. The app's own views met inside are not read here: each stays a
    /// screen of its own, laid out where its own frames say.
    func foreignView(_ call: FunctionCallExprSyntax, name: String, _ scope: SwiftUIScope) -> Read {
        let start = elements.count
        let reason = Self.foreignReason(name)
        foreignDepth += 1
        defer { foreignDepth -= 1 }
        var nodes: [SwiftUINode] = []
        for (position, argument) in call.arguments.enumerated() {
            let expression = argument.expression
            if let closure = expression.as(ClosureExprSyntax.self) {
                if let node = closureContent(closure, scope).node { nodes.append(node) }
            } else if position == 0, argument.label == nil, !isViewCall(expression, scope) {
                for source in textSource(expression, scope) {
                    guard let key = source.key, source.unlocalized == nil else { continue }
                    let id = "text@\(source.location.line):\(source.location.column)"
                    guard foreignTitles.insert("\(source.location)").inserted else { continue }
                    skipped.append(SkippedElement(id: id, reason: reason, location: source.location, key: key, table: source.table))
                }
            } else if isViewCall(expression, scope), let node = view(expression, scope).node {
                nodes.append(node)
            }
        }
        for closure in (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure) {
            if let node = closureContent(closure, scope).node { nodes.append(node) }
        }
        let content: SwiftUINode = nodes.count == 1 ? nodes[0] : .vstack(children: nodes)
        return Read(node: nodes.isEmpty ? .opaque("a view the importer does not know (`\(name)`)") : .foreign(content, reason: reason),
                    elements: start..<elements.count)
    }

    /// Whether an argument is a view built in place (`Text("…")`, `Label(…)`, the app's own view).
    func isViewCall(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        var callee = call.calledExpression
        // `Text("…").bold()`: the view under its modifiers.
        while let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let inner = base.as(FunctionCallExprSyntax.self) {
            callee = inner.calledExpression
        }
        guard let name = SwiftUISyntax.lastName(callee) else { return false }
        return SwiftUIViewKinds.byName[name] != nil || program.types[name]?.isView == true
    }

    func titled(_ expression: ExprSyntax, _ scope: SwiftUIScope) -> Read { makeText(textSource(expression, scope)) }
    func closureRead(_ site: SwiftUIViewCall, _ label: String?) -> Read { closureContent(closure(site.call, label), site.scope) }
    func opaque(_ site: SwiftUIViewCall, _ reason: String) -> Read { Read(node: .opaque(reason), elements: site.start..<elements.count) }

    // MARK: the views of `SwiftUIViewKinds`, one reading per row

    /// `Text`: one text element; `Text(verbatim:)` (unless given a value already localized) and formatted
    /// values (`style:`, `format:`, `formatter:`) are not localized.
    func readText(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, scope = site.scope
        guard let first = arguments.first else { return site.empty }
        if first.label?.text == "verbatim" {
            // Text(verbatim:) shows its String as it is, not looked up: a String an accessor or
            // `NSLocalizedString` has already looked up (`Text(verbatim: L10n.title)`) is that localized text.
            if let localized = localizedStringSources(first.expression, scope, depth: 0) { return makeText(localized) }
            return makeText([SwiftUITextSource(location: location(call, scope), unlocalized: "Text(verbatim:) is not localized")])
        }
        if first.label != nil || arguments.contains(where: { ["style", "format", "formatter"].contains($0.label?.text ?? "") }) {
            return makeText([SwiftUITextSource(location: location(call, scope), unlocalized: "text from data (a formatted value)")])
        }
        return makeText(textSource(ExprSyntax(call), scope))
    }

    /// `Label`: the icon and the title side by side; the icon (an SF Symbol) has no width known statically.
    func readLabel(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, title = site.title, start = site.start, scope = site.scope
        let text: Read
        // `Label { Text(…) } icon: { … }`: the trailing closure is the title.
        if let title { text = titled(title, scope) } else { text = closureContent(closure(call, "title") ?? call.trailingClosure, scope) }
        labelTitles.formUnion(text.elements.map { elements[$0].id })
        let icon: SwiftUINode = .opaque("a Label's icon (an SF Symbol's width is not known statically)")
        return Read(node: .hstack(spacing: nil, children: [icon] + (text.node.map { [$0] } ?? [])), elements: start..<elements.count)
    }

    /// `Button`, `Link`, `ShareLink`, `EditButton`, `PasteButton`: its title, or its label closure; with
    /// `systemImage:`/`image:` a Label (icon and title).
    func readButton(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, name = site.name, arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        var read: Read
        if let title {
            read = titled(title, scope)
            if SwiftUISyntax.argument(arguments, "systemImage") != nil || SwiftUISyntax.argument(arguments, "image") != nil {
                labelTitles.formUnion(read.elements.map { elements[$0].id })
                read.node = .hstack(spacing: nil, children: [.opaque("a Label's icon (an SF Symbol's width is not known statically)")] + (read.node.map { [$0] } ?? []))
            }
        } else if let label = closure(call, "label") {
            read = closureContent(label, scope)
        } else if SwiftUISyntax.argument(arguments, "action") != nil || name == "Link" || name == "ShareLink"
                    || arguments.contains(where: { $0.label?.text == "role" }) && call.additionalTrailingClosures.isEmpty {
            // `Link(destination:) { label }`, `ShareLink(item:) { label }`, `Button(action:) { label }`: the
            // trailing closure is the label.
            read = closureRead(site, nil)
        } else {
            read = site.empty
        }
        read.elements = start..<elements.count
        return read
    }

    /// `Toggle`: the label leading, a spacer, the switch trailing.
    func readToggle(_ site: SwiftUIViewCall) -> Read {
        let title = site.title, start = site.start, scope = site.scope
        // `Toggle(isOn:) { label }` or `Toggle(isOn:label:)`: the label closure (Apple, `Toggle.init(isOn:label:)`).
        let label = title.map { titled($0, scope) } ?? closureContent(closure(site.call, "label") ?? site.call.trailingClosure, scope)
        return Read(node: .hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), .opaque("a switch")]),
                    elements: start..<elements.count)
    }

    /// `LabeledContent`: a form row: the label leading, the value trailing. A `value:` is the app's data (not
    /// checked); a content closure is a view (`LabeledContent { Text("On") } label: { … }`), laid out as the
    /// row's trailing part (Apple, `LabeledContent.init(content:label:)`: "a labeled content view"): its texts
    /// share the row with the label. How the style splits the row between them (macOS Form columns, an iOS
    /// row) is not documented: each is laid out at most as wide as the row (an upper bound).
    func readLabeledContent(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        // A form row: the label leading, the value trailing (Apple, `LabeledContent`: "a label and its
        // content"); the value is the app's data, so the label's width is at most the row's.
        let label = title.map { titled($0, scope) } ?? closureContent(closure(call, "label"), scope)
        let labelRange = start..<elements.count
        if SwiftUISyntax.argument(arguments, "value") == nil, let content = closureContent(closure(call, "content") ?? call.trailingClosure, scope).node {
            return Read(node: .undocumentedInsets(.hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), content])),
                        elements: labelRange.lowerBound..<elements.count)
        }
        return Read(node: .hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), .opaque("the labeled content's value")]),
                    elements: labelRange.lowerBound..<elements.count)
    }

    /// `Picker`, `DatePicker`, `Stepper`, `ColorPicker`: a form row: the label leading, the current value
    /// trailing; the options are drawn by UIKit (a menu).
    func readPicker(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        // The label: a title, a `label:` view (`Picker(selection:label: Text(…))`) or a `label:` closure.
        let labelView = SwiftUISyntax.argument(arguments, "label").flatMap { $0.is(ClosureExprSyntax.self) ? nil : $0 }
        let label = title.map { titled($0, scope) } ?? labelView.map { view($0, scope) } ?? closureContent(closure(call, "label"), scope)
        let labelRange = start..<elements.count
        // `Picker(_:selection:content:)`: the options are the trailing closure, or the `content:` argument (a
        // closure, or a name the call site binds to one: a helper's `content` parameter).
        let options = call.trailingClosure.map { closureContent($0, scope) } ?? boundContent(SwiftUISyntax.argument(arguments, "content"), scope)
        drawnByUIKit(options.elements, "a picker option", kind: .pickerOption)
        return Read(node: .hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), .opaque("the picker's current value")]),
                    elements: labelRange.lowerBound..<elements.count)
    }

    /// A content argument: a closure written out, or a name bound to one (read in the scope that wrote it).
    func boundContent(_ argument: ExprSyntax?, _ scope: SwiftUIScope) -> Read {
        if let closure = argument?.as(ClosureExprSyntax.self) { return closureContent(closure, scope) }
        if let name = argument?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .expression(let value, let origin)? = scope.lookup(name), let closure = value.as(ClosureExprSyntax.self) {
            return closureContent(closure, origin)
        }
        return Read(node: nil, elements: elements.count..<elements.count)
    }

    /// `Menu`: its label; the items are drawn by UIKit (a menu).
    func readMenu(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, title = site.title, start = site.start, scope = site.scope
        let label = title.map { titled($0, scope) } ?? closureContent(closure(call, "label"), scope)
        let items = closureContent(call.trailingClosure ?? closure(call, "content"), scope)
        drawnByUIKit(items.elements, "a menu item", kind: .menuItem)
        return Read(node: label.node, elements: start..<elements.count)
    }

    /// `Section`: header, content, footer stacked; header in `SwiftUIMetrics.sectionHeaderStyle` uppercased,
    /// footer in `sectionFooterStyle`, unless the app sets them.
    func readSection(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        var children: [SwiftUINode] = []
        // macOS: a section's header and footer are drawn in styles that are iOS's here (UIKit's grouped table
        // headers, uppercased); AppKit's are not modelled: they are skipped with the reason.
        let isMac = program.files[scope.file].platform == .macos
        var headerAndFooter: [Range<Int>] = []
        defer { if isMac { for range in headerAndFooter { skipTexts(range, SwiftUIMacWindow.sectionHeaderReason) } } }
        if let title {
            let header = makeText(textSource(title, scope), style: SwiftUIMetrics.sectionHeaderStyle, uppercase: true)
            headerAndFooter.append(header.elements)
            if let node = header.node { children.append(node) }
        }
        for label in ["header", "footer"] {
            let part: Read
            if let expression = SwiftUISyntax.argument(arguments, label), !expression.is(ClosureExprSyntax.self) {
                part = view(expression, scope)
            } else {
                part = closureContent(closure(call, label), scope)
            }
            headerAndFooter.append(part.elements)
            applyDefault(part.elements, style: label == "header" ? SwiftUIMetrics.sectionHeaderStyle : SwiftUIMetrics.sectionFooterStyle,
                         uppercase: label == "header")
            if label == "header", let node = part.node { children.insert(node, at: 0) } else if let node = part.node { children.append(node) }
        }
        let body = closureContent(call.trailingClosure ?? closure(call, "content"), scope)
        if let node = body.node { children.insert(node, at: min(children.count, title == nil ? 1 : 1)) }
        return Read(node: children.isEmpty ? nil : .vstack(children: children), elements: start..<elements.count)
    }

    /// `NavigationLink`: its label and the disclosure indicator in a row; the destination is presented (a
    /// screen of its own).
    func readNavigationLink(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        var label: Read
        if let title {
            label = titled(title, scope)
            let destination = SwiftUISyntax.argument(arguments, "destination") ?? call.trailingClosure.map(ExprSyntax.init)
            present(destination, scope)
        } else if let closure = closure(call, "label") {
            label = closureContent(closure, scope)
            present(SwiftUISyntax.argument(arguments, "destination") ?? call.trailingClosure.map(ExprSyntax.init), scope)
        } else {
            label = closureRead(site, nil)
            present(SwiftUISyntax.argument(arguments, "destination"), scope)
        }
        label.elements = start..<elements.count
        label.node = label.node.map { .hstack(spacing: nil, children: [$0, .opaque("the disclosure indicator")]) }
        return label
    }

    /// `TextField`, `SecureField`: a text field showing its title as the placeholder; `axis: .vertical` grows
    /// with its text. Given a `prompt:`, iOS shows the prompt as the placeholder and keeps the title for
    /// accessibility only; a macOS form shows the title at the field's leading edge and the prompt inside
    /// (Apple documentation, `TextField`, “Text field prompts”): on iOS the title is skipped with the reason
    /// and the prompt laid out.
    func readTextField(_ site: SwiftUIViewCall) -> Read {
        let arguments = site.arguments, start = site.start, scope = site.scope
        guard var title = site.title else { return site.empty }
        if let prompt = SwiftUISyntax.argument(arguments, "prompt"), program.files[scope.file].platform != .macos {
            _ = makeText(textSource(title, scope), kind: .textField)
            skipTexts(start..<elements.count, Self.promptedTitleReason)
            title = prompt
        }
        let fieldStart = elements.count
        var read = makeText(textSource(title, scope), kind: .textField)
        read.elements = fieldStart..<elements.count
        if let axis = SwiftUISyntax.argument(arguments, "axis"), axis.trimmedDescription.hasSuffix("vertical") {
            for index in read.elements { elements[index].maxLines = 0; limited.remove(elements[index].id) }
        }
        read.elements = start..<elements.count
        return read
    }

    static let promptedTitleReason = "the title of a text field given a `prompt:`: iOS shows the prompt as the placeholder and the title only to VoiceOver (Apple documentation, `TextField`, “Text field prompts”)"

    /// `ContentUnavailableView`: not measured: its fonts and insets are not modelled.
    func readContentUnavailableView(_ site: SwiftUIViewCall) -> Read {
        let arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        if let title { _ = titled(title, scope) }
        if let description = SwiftUISyntax.argument(arguments, "description") { _ = view(description, scope) }
        _ = closureRead(site, "label"); _ = closureRead(site, "description"); _ = closureRead(site, "actions")
        skipTexts(start..<elements.count, "ContentUnavailableView: its fonts and insets are not modelled")
        return opaque(site, "a ContentUnavailableView")
    }

    /// `NavigationStack`, `NavigationView`: its content is the stack's root: a title set there with no
    /// display mode shows large.
    func readNavigationStack(_ site: SwiftUIViewCall) -> Read {
        let arguments = site.arguments, start = site.start, scope = site.scope
        // Its content is the stack's root: a title set there with no display mode shows large.
        let outer = navigationRootDepth
        navigationRootDepth = presentationDepth
        defer { navigationRootDepth = outer }
        var read = closureRead(site, nil)
        if read.node == nil, let content = SwiftUISyntax.argument(arguments, "content")?.as(ClosureExprSyntax.self) {
            read = closureContent(content, scope)
        }
        read.elements = start..<elements.count
        read.repeated = false
        return read
    }

    /// `VStack`, `LazyVStack`, `ZStack`, `Group`, `ScrollViewReader`, `VStackLayout`, `ZStackLayout`,
    /// `LazyVGrid`, `Grid`, `GridRow`, `ControlGroup`, `GroupBox`, `DisclosureGroup`: its content, each child
    /// offered the container's width; grid cells are not measured (column widths are not modelled).
    func readVerticalContainer(_ site: SwiftUIViewCall) -> Read {
        let name = site.name, arguments = site.arguments, title = site.title, start = site.start, scope = site.scope
        var read = closureRead(site, nil)
        if read.node == nil, let content = SwiftUISyntax.argument(arguments, "content")?.as(ClosureExprSyntax.self) {
            read = closureContent(content, scope)
        }
        if name == "DisclosureGroup", let title { let header = titled(title, scope); read.node = .vstack(children: [header.node, read.node].compactMap { $0 }) }
        read.elements = start..<elements.count
        read.repeated = false
        if name == "LazyVGrid" || name == "Grid" || name == "GridRow", let node = read.node {
            // The column width is not modelled; a text the cell lays out whatever its column's width is not
            // skipped: one inside a fixed `.frame(width:)` (the frame proposes that width to its content, Apple,
            // `View.frame(width:height:alignment:)`) or at its ideal size (`.fixedSize()`). Texts the grid does
            // not lay out (an alert, a sheet or a popover the cell presents) are not in its tree.
            let decided = Set(SwiftUIContainerLayout.textsOfDecidedWidth(in: node))
            let laidOut = Set(SwiftUIContainerLayout.texts(in: node)).subtracting(decided)
            for index in read.elements where laidOut.contains(elements[index].id) {
                unresolvable[elements[index].id] = "inside a grid: column widths are not modelled"
            }
        }
        return read
    }

    /// `HStack`, `LazyHStack`, `HStackLayout`: children side by side with `spacing:` (else
    /// `SwiftUIMetrics.defaultSpacing`); a ForEach inside is repeated a number of times known at run time.
    func readHStack(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, start = site.start, scope = site.scope
        let spacing = SwiftUISyntax.argument(arguments, "spacing").flatMap(SwiftUISyntax.number)
        let children = contentChildren(call.trailingClosure?.statements ?? [], scope.child())
        var nodes: [SwiftUINode] = []
        for child in children {
            guard let node = child.node else { continue }
            nodes.append(child.repeated ? .opaque("views repeated by ForEach a number of times known at run time") : node)
        }
        return Read(node: nodes.isEmpty ? nil : .hstack(spacing: spacing, children: nodes), elements: start..<elements.count)
    }

    /// `ScrollView`: its content; scrolling horizontally offers unlimited width.
    func readScrollView(_ site: SwiftUIViewCall) -> Read {
        let title = site.title, start = site.start
        let read = closureRead(site, nil)
        let horizontal = title.map { $0.trimmedDescription.contains("horizontal") } ?? false
        return Read(node: read.node.map { horizontal ? .unlimited($0) : $0 }, elements: start..<elements.count)
    }

    /// `List`, `Form`: rows inset as the list style says (`SwiftUIMetrics.groupedListInsets`); a Form is grouped.
    func readList(_ site: SwiftUIViewCall) -> Read {
        let name = site.name, start = site.start
        let read = closureRead(site, nil)
        var result = Read(node: read.node.map { .listRows($0, grouped: name == "Form") }, elements: start..<elements.count)
        result.list = (read.node, name == "Form")
        return result
    }

    /// `ForEach`: its content, repeated a number of times known at run time; `ForEach(Kind.allCases)` binds
    /// the row's type.
    func readForEach(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, arguments = site.arguments, title = site.title, scope = site.scope
        // `ForEach(Kind.allCases)`: the row's value is a `Kind`.
        let elementType = title.flatMap { $0.as(MemberAccessExprSyntax.self) }.flatMap { member -> String? in
            guard member.declName.baseName.text == "allCases", let base = member.base else { return nil }
            return base.trimmedDescription.split(separator: ".").last.map(String.init)
        } ?? title.flatMap { collectionElementType($0, scope) }
        var read = closureContent(call.trailingClosure ?? SwiftUISyntax.argument(arguments, "content")?.as(ClosureExprSyntax.self), scope,
                                  elementType: elementType)
        read.repeated = true
        return read
    }

    /// `ForEach(samples)` where `samples` is declared `[T]` (a name in scope, or a property of the view's type):
    /// the row's value is a `T` (`ForEach.init(_ data: Data, …)` passes each element of `data`). Nil otherwise.
    func collectionElementType(_ data: ExprSyntax, _ scope: SwiftUIScope) -> String? {
        let name: String
        if let reference = data.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else if let member = data.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { name = member.declName.baseName.text }
        else { return nil }
        let declared = scope.declaredType(name) ?? (scope.lookup(name) == nil ? scope.type?.members[name].flatMap { $0.count == 1 ? $0[0].typeName : nil } : nil)
        guard var text = declared.map(SwiftUITypeHints.normalized) else { return nil }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { text = String(text.dropFirst().dropLast()) }
        else if text.hasPrefix("Array<"), text.hasSuffix(">") { text = String(text.dropFirst(6).dropLast()) }
        else { return nil }
        text = SwiftUITypeHints.normalized(text)
        guard let last = text.split(separator: ".").last.map(String.init), program.types[last] != nil else { return nil }
        return last
    }

    /// `Spacer`: a spacer of `minLength:` (else `SwiftUIMetrics.defaultSpacing`).
    func readSpacer(_ site: SwiftUIViewCall) -> Read {
        let arguments = site.arguments, start = site.start
        return Read(node: .spacer(minLength: SwiftUISyntax.argument(arguments, "minLength").flatMap(SwiftUISyntax.number)), elements: start..<start)
    }

    /// `Divider`, `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, `Ellipse`, `Color`, `LinearGradient`,
    /// `UnevenRoundedRectangle`: fills what it is offered (a divider: a line); no text.
    func readShape(_ site: SwiftUIViewCall) -> Read {
        let name = site.name, owner = site.owner, start = site.start
        if owner == "Color" || name == "Color" { return Read(node: .filling, elements: start..<start) }
        return Read(node: name == "Divider" ? .opaque("a divider") : .filling, elements: start..<start)
    }

    /// `Image`, `AsyncImage`, `ProgressView`, `Gauge`, `Slider`, `Canvas`, `TimelineView`, `Chart`, `Map`,
    /// `VideoPlayer`, `WebView`: a view of a width not known statically; a ProgressView's label is not
    /// measured.
    func readOpaqueView(_ site: SwiftUIViewCall) -> Read {
        let name = site.name, title = site.title, start = site.start, scope = site.scope
        if name == "ProgressView", let title { _ = titled(title, scope); skipTexts(start..<elements.count, "a ProgressView's label: its layout is not modelled") }
        return opaque(site, name == "Image" ? "an image (its width is not known statically)" : "a \(name)")
    }

    /// `GeometryReader`: not measured: sizes inside are read at run time.
    /// `GeometryReader`: its content is offered the reader's own size, the whole size proposed to it, and
    /// placed at its top-leading corner (Apple documentation, `GeometryReader`: "A container view that defines
    /// its content as a function of its own size", returning "a flexible preferred size to its parent"): in
    /// width, a `ZStack`'s offer. The proxy (its closure's parameter) is known only at run time, so a frame or
    /// width computed from it is skipped with that reason where it is used (`applyFrame`).
    func readGeometryReader(_ site: SwiftUIViewCall) -> Read {
        var read = closureRead(site, nil)
        if read.node == nil, let content = SwiftUISyntax.argument(site.arguments, "content")?.as(ClosureExprSyntax.self) {
            read = closureContent(content, site.scope)
        }
        read.elements = site.start..<elements.count
        read.repeated = false
        return read
    }

    /// `ViewThatFits`: the first child that fits the width offered.
    func readViewThatFits(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, start = site.start, scope = site.scope
        let children = contentChildren(call.trailingClosure?.statements ?? [], scope.child())
        let nodes = children.compactMap(\.node)
        return Read(node: nodes.isEmpty ? nil : .firstThatFits(nodes), elements: start..<elements.count)
    }

    /// `TabView`: each tab a screen root.
    func readTabView(_ site: SwiftUIViewCall) -> Read {
        let call = site.call, start = site.start, scope = site.scope
        let children = contentChildren(call.trailingClosure?.statements ?? [], scope.child())
        // macOS: a tab's content shows inside the tab view (Apple, `TabView`: "A view that switches between
        // multiple child views"), less the room its style takes, which is not documented (the tab bar's
        // insets; `.sidebarAdaptable`: "macOS … always show a sidebar"): at most the tab view's width.
        if program.files[scope.file].platform == .macos {
            let nodes = children.compactMap(\.node)
            return Read(node: nodes.isEmpty ? nil : .undocumentedInsets(.vstack(children: nodes)), elements: start..<elements.count)
        }
        let nodes = children.compactMap(\.node).map { SwiftUINode.screenRoot($0) }
        return Read(node: nodes.isEmpty ? nil : .vstack(children: nodes), elements: start..<elements.count)
    }

    /// `ToolbarItem`, `ToolbarItemGroup`: its content (placed in a bar by `.toolbar`).
    func readToolbarItem(_ site: SwiftUIViewCall) -> Read {
        return closureRead(site, nil)
    }

    /// `EmptyView`: nothing.
    func readEmptyView(_ site: SwiftUIViewCall) -> Read {
        return site.empty
    }

    /// A destination or sheet: a custom view type is a screen of its own; inline content is laid out at
    /// the device width as part of this screen. A closure that only creates the app's view types (`{ item in
    /// DetailScene(item: item) }`, with `let`s and `if`/`switch` choosing which) presents those screens, as the
    /// view written without the closure does: SwiftUI pushes or presents the view the closure returns
    /// (`navigationDestination(for:destination:)`, `sheet(item:content:)`).
    func present(_ expression: ExprSyntax?, _ scope: SwiftUIScope) {
        guard let expression else { return }
        presentationDepth += 1
        defer { presentationDepth -= 1 }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftUISyntax.lastName(call.calledExpression),
           program.types[name]?.isView == true {
            presentedTypes.insert(name)
            return
        }
        if let closure = expression.as(ClosureExprSyntax.self), let names = presentedViewTypes(closure.statements, depth: 0), !names.isEmpty {
            presentedTypes.formUnion(names)
            return
        }
        let start = elements.count
        let read = expression.as(ClosureExprSyntax.self).map { closureContent($0, scope) } ?? view(expression, scope)
        if let node = read.node { presentedRoots.append(.screenRoot(node)) }
        // Innermost first: a presentation inside this one has marked its own elements already.
        for index in start..<elements.count where presentedDepths[index] == nil { presentedDepths[index] = presentationDepth }
    }

    /// The app's view types a presentation closure's statements create, when every view they can give is one
    /// created bare (`Scene(model: m)`: no modifier, no trailing content, which are texts or layout of this
    /// call site); `EmptyView()` gives none. nil when the closure shows anything else.
    func presentedViewTypes(_ statements: CodeBlockItemListSyntax, depth: Int) -> Set<String>? {
        guard depth < 16 else { return nil }
        var names = Set<String>()
        func add(_ expression: ExprSyntax) -> Bool {
            if let conditional = expression.as(IfExprSyntax.self) {
                guard let inner = presentedViewTypes(conditional.body.statements, depth: depth + 1) else { return false }
                names.formUnion(inner)
                switch conditional.elseBody {
                case .codeBlock(let block)?:
                    guard let other = presentedViewTypes(block.statements, depth: depth + 1) else { return false }
                    names.formUnion(other)
                case .ifExpr(let next)?: return add(ExprSyntax(next))
                case nil: break
                }
                return true
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                for item in choice.cases {
                    guard case .switchCase(let branch) = item, let inner = presentedViewTypes(branch.statements, depth: depth + 1) else { return false }
                    names.formUnion(inner)
                }
                return true
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return false }
            let name = reference.baseName.text
            if name == "EmptyView" { return true }
            guard program.types[name]?.isView == true else { return false }
            names.insert(name)
            return true
        }
        for item in statements {
            switch item.item {
            case .expr(let expression):
                guard add(expression) else { return nil }
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression {
                    guard add(value) else { return nil }
                } else if let wrapped = statement.as(ExpressionStmtSyntax.self) {
                    guard add(wrapped.expression) else { return nil }
                } else {
                    return nil
                }
            case .decl(let declaration):
                if declaration.is(VariableDeclSyntax.self) { continue }
                guard let config = declaration.as(IfConfigDeclSyntax.self) else { return nil }
                if let clause = SwiftUISyntax.activeClause(config.clauses), case .statements(let inner) = clause.elements {
                    guard let more = presentedViewTypes(inner, depth: depth + 1) else { return nil }
                    names.formUnion(more)
                }
            }
        }
        return names
    }

    /// The app's own view, inlined: its `body` read with the values the call site gives it.
    func component(_ type: SwiftUITypeInfo, call: FunctionCallExprSyntax, _ scope: SwiftUIScope) -> Read {
        let start = elements.count
        guard !scope.inlined.contains(type.name), scope.inlined.count <= Self.maximumInliningDepth else {
            if !scope.inlined.contains(type.name) { cutComponents.insert(type.name); cutPositions.insert(start) }
            return Read(node: .opaque("the view \(type.name) nested too deep to inline"), elements: start..<start)
        }
        guard let body = type.members["body"]?.first(where: { !$0.isStatic }), case .variable(let binding) = body.kind,
              let statements = fonts.getterBody(binding) else {
            return Read(node: .opaque("the view \(type.name) has no body to read"), elements: start..<start)
        }
        // Under a view the importer cannot lay out, the app's view stays a screen of its own (`foreignView`): its
        // texts are laid out there, where the frames it sets apply.
        if foreignDepth > 0 { return Read(node: .opaque("the view \(type.name), a screen of its own"), elements: start..<start) }
        inlinedTypes.insert(type.name)
        let inner = SwiftUIScope(file: body.file, type: type, inlined: scope.inlined + [type.name])
        for property in type.storedProperties {
            inner.bindings[property.name] = .runtime
            if let declared = property.type { inner.declaredTypes[property.name] = declared }
        }
        let labels = call.arguments.map { $0.label?.text }
        if let initializer = type.initializers.first(where: { candidate in
            let names = candidate.decl.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            return labels.allSatisfy { label in names.contains(label) }
        }) {
            let parameters = SwiftUIScope(file: initializer.file, type: type, parent: scope, inlined: inner.inlined)
            bind(initializer.decl.signature.parameterClause.parameters, arguments: call, from: scope, into: parameters)
            for item in initializer.decl.body?.statements ?? [] {
                guard case .expr(let expression) = item.item, let assignment = expression.as(InfixOperatorExprSyntax.self),
                      assignment.operator.is(AssignmentExprSyntax.self) else { continue }
                var target = assignment.leftOperand.trimmedDescription
                if target.hasPrefix("self.") { target.removeFirst(5) }
                if target.hasPrefix("_") { target.removeFirst() }
                var value = assignment.rightOperand
                if let wrapped = value.as(FunctionCallExprSyntax.self), ["State", "StateObject"].contains(wrapped.calledExpression.trimmedDescription),
                   let initial = wrapped.arguments.first?.expression {
                    value = initial
                    inner.stateNames.insert(target)
                }
                if let reference = value.as(DeclReferenceExprSyntax.self), let bound = parameters.bindings[reference.baseName.text] {
                    inner.bindings[target] = bound
                    if let declared = parameters.declaredTypes[reference.baseName.text] { inner.declaredTypes[target] = declared }
                } else {
                    inner.bindings[target] = .expression(value, parameters)
                }
            }
        } else {
            // The memberwise initializer: arguments by property name, trailing closures for the
            // remaining properties of function type.
            var trailing: [ClosureExprSyntax] = (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure)
            for property in type.storedProperties {
                if let argument = call.arguments.first(where: { $0.label?.text == property.name }) {
                    inner.bindings[property.name] = .expression(argument.expression, scope)
                } else if (property.type?.contains("->") ?? false) || property.type == "Content", !trailing.isEmpty {
                    inner.bindings[property.name] = .expression(ExprSyntax(trailing.removeFirst()), scope)
                } else if let initial = type.members[property.name]?.first(where: { !$0.isStatic }),
                          case .variable(let binding) = initial.kind, let value = binding.initializer?.value {
                    inner.memberDefaults[property.name] = value
                }
            }
        }
        return content(statements, inner)
    }

    /// Section header/footer defaults, unless the app sets them.
    func applyDefault(_ range: Range<Int>, style: String, uppercase: Bool) {
        for index in range {
            if !explicit[index].contains("font") { elements[index].textStyle = style; elements[index].size = nil; elements[index].weight = nil }
            if uppercase && !explicit[index].contains("textCase") { elements[index].textTransform = .uppercase }
        }
    }
}
