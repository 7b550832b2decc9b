import SwiftSyntax
import Typesetter

extension SwiftUIViewReader {
    // MARK: builtin views and the app's components

    func builtin(_ call: FunctionCallExprSyntax, name: String, owner: String?, _ scope: SwiftUIScope) -> Read {
        let start = elements.count
        let arguments = call.arguments
        let title = arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        func empty() -> Read { Read(node: nil, elements: start..<start) }
        func opaque(_ reason: String) -> Read { Read(node: .opaque(reason), elements: start..<elements.count) }
        func titled(_ expression: ExprSyntax) -> Read { makeText(textSource(expression, scope)) }
        func closureRead(_ label: String?) -> Read { closureContent(closure(call, label), scope) }

        switch name {
        case "Text":
            guard let first = arguments.first else { return empty() }
            if first.label?.text == "verbatim" {
                return makeText([SwiftUITextSource(location: location(call, scope), unlocalized: "Text(verbatim:) is not localized")])
            }
            if first.label != nil || arguments.contains(where: { ["style", "format", "formatter"].contains($0.label?.text ?? "") }) {
                return makeText([SwiftUITextSource(location: location(call, scope), unlocalized: "text from data (a formatted value)")])
            }
            return makeText(textSource(ExprSyntax(call), scope))
        case "Label":
            let text: Read
            // `Label { Text(…) } icon: { … }`: the trailing closure is the title.
            if let title { text = titled(title) } else { text = closureContent(closure(call, "title") ?? call.trailingClosure, scope) }
            labelTitles.formUnion(text.elements.map { elements[$0].id })
            let icon: SwiftUINode = .opaque("a Label's icon (an SF Symbol's width is not known statically)")
            return Read(node: .hstack(spacing: nil, children: [icon] + (text.node.map { [$0] } ?? [])), elements: start..<elements.count)
        case "Button", "Link", "ShareLink", "EditButton", "PasteButton":
            var read: Read
            if let title {
                read = titled(title)
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
                read = closureRead(nil)
            } else {
                read = empty()
            }
            read.elements = start..<elements.count
            return read
        case "Toggle":
            let label = title.map(titled) ?? closureRead(nil)
            return Read(node: .hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), .opaque("a switch")]),
                        elements: start..<elements.count)
        case "LabeledContent":
            // A form row: the label leading, the value trailing (Apple, `LabeledContent`: "a label and its
            // content"); the value is the app's data, so the label's width is at most the row's.
            let label = title.map(titled) ?? closureContent(closure(call, "label"), scope)
            let labelRange = start..<elements.count
            if SwiftUISyntax.argument(arguments, "value") == nil { _ = closureContent(closure(call, "content") ?? call.trailingClosure, scope) }
            skipTexts(labelRange.upperBound..<elements.count, "a LabeledContent's value: its width is the app's data")
            return Read(node: .hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), .opaque("the labeled content's value")]),
                        elements: labelRange.lowerBound..<elements.count)
        case "Picker", "DatePicker", "Stepper", "ColorPicker":
            // The label: a title, a `label:` view (`Picker(selection:label: Text(…))`) or a `label:` closure.
            let labelView = SwiftUISyntax.argument(arguments, "label").flatMap { $0.is(ClosureExprSyntax.self) ? nil : $0 }
            let label = title.map(titled) ?? labelView.map { view($0, scope) } ?? closureContent(closure(call, "label"), scope)
            let labelRange = start..<elements.count
            let options = closureContent(call.trailingClosure, scope)
            drawnByUIKit(options.elements, "a picker option")
            return Read(node: .hstack(spacing: nil, children: (label.node.map { [$0] } ?? []) + [.spacer(minLength: nil), .opaque("the picker's current value")]),
                        elements: labelRange.lowerBound..<elements.count)
        case "Menu":
            let label = title.map(titled) ?? closureContent(closure(call, "label"), scope)
            let items = closureContent(call.trailingClosure ?? closure(call, "content"), scope)
            drawnByUIKit(items.elements, "a menu item")
            return Read(node: label.node, elements: start..<elements.count)
        case "Section":
            var children: [SwiftUINode] = []
            if let title {
                let header = makeText(textSource(title, scope), style: SwiftUIMetrics.sectionHeaderStyle, uppercase: true)
                if let node = header.node { children.append(node) }
            }
            for label in ["header", "footer"] {
                let part: Read
                if let expression = SwiftUISyntax.argument(arguments, label), !expression.is(ClosureExprSyntax.self) {
                    part = view(expression, scope)
                } else {
                    part = closureContent(closure(call, label), scope)
                }
                applyDefault(part.elements, style: label == "header" ? SwiftUIMetrics.sectionHeaderStyle : SwiftUIMetrics.sectionFooterStyle,
                             uppercase: label == "header")
                if label == "header", let node = part.node { children.insert(node, at: 0) } else if let node = part.node { children.append(node) }
            }
            let body = closureContent(call.trailingClosure ?? closure(call, "content"), scope)
            if let node = body.node { children.insert(node, at: min(children.count, title == nil ? 1 : 1)) }
            return Read(node: children.isEmpty ? nil : .vstack(children: children), elements: start..<elements.count)
        case "NavigationLink":
            var label: Read
            if let title {
                label = titled(title)
                let destination = SwiftUISyntax.argument(arguments, "destination") ?? call.trailingClosure.map(ExprSyntax.init)
                present(destination, scope)
            } else if let closure = closure(call, "label") {
                label = closureContent(closure, scope)
                present(SwiftUISyntax.argument(arguments, "destination") ?? call.trailingClosure.map(ExprSyntax.init), scope)
            } else {
                label = closureRead(nil)
                present(SwiftUISyntax.argument(arguments, "destination"), scope)
            }
            label.elements = start..<elements.count
            label.node = label.node.map { .hstack(spacing: nil, children: [$0, .opaque("the disclosure indicator")]) }
            return label
        case "TextField", "SecureField":
            guard let title else { return empty() }
            var read = makeText(textSource(title, scope), kind: .textField)
            if let axis = SwiftUISyntax.argument(arguments, "axis"), axis.trimmedDescription.hasSuffix("vertical") {
                for index in read.elements { elements[index].maxLines = 0; limited.remove(elements[index].id) }
            }
            read.elements = start..<elements.count
            return read
        case "ContentUnavailableView":
            if let title { _ = titled(title) }
            if let description = SwiftUISyntax.argument(arguments, "description") { _ = view(description, scope) }
            _ = closureRead("label"); _ = closureRead("description"); _ = closureRead("actions")
            skipTexts(start..<elements.count, "ContentUnavailableView: its fonts and insets are not modelled")
            return opaque("a ContentUnavailableView")
        case "NavigationStack", "NavigationView":
            // Its content is the stack's root: a title set there with no display mode shows large.
            let outer = navigationRootDepth
            navigationRootDepth = presentationDepth
            defer { navigationRootDepth = outer }
            var read = closureRead(nil)
            if read.node == nil, let content = SwiftUISyntax.argument(arguments, "content")?.as(ClosureExprSyntax.self) {
                read = closureContent(content, scope)
            }
            read.elements = start..<elements.count
            read.repeated = false
            return read
        case "VStack", "LazyVStack", "ZStack", "Group", "ScrollViewReader", "VStackLayout",
             "ZStackLayout", "LazyVGrid", "Grid", "GridRow", "ControlGroup", "GroupBox", "DisclosureGroup":
            var read = closureRead(nil)
            if read.node == nil, let content = SwiftUISyntax.argument(arguments, "content")?.as(ClosureExprSyntax.self) {
                read = closureContent(content, scope)
            }
            if name == "DisclosureGroup", let title { let header = titled(title); read.node = .vstack(children: [header.node, read.node].compactMap { $0 }) }
            read.elements = start..<elements.count
            read.repeated = false
            if name == "LazyVGrid" || name == "Grid" || name == "GridRow" {
                skipTexts(read.elements, "inside a grid: column widths are not modelled")
            }
            return read
        case "HStack", "LazyHStack", "HStackLayout":
            let spacing = SwiftUISyntax.argument(arguments, "spacing").flatMap(SwiftUISyntax.number)
            let children = contentChildren(call.trailingClosure?.statements ?? [], scope.child())
            var nodes: [SwiftUINode] = []
            for child in children {
                guard let node = child.node else { continue }
                nodes.append(child.repeated ? .opaque("views repeated by ForEach a number of times known at run time") : node)
            }
            return Read(node: nodes.isEmpty ? nil : .hstack(spacing: spacing, children: nodes), elements: start..<elements.count)
        case "ScrollView":
            let read = closureRead(nil)
            let horizontal = title.map { $0.trimmedDescription.contains("horizontal") } ?? false
            return Read(node: read.node.map { horizontal ? .unlimited($0) : $0 }, elements: start..<elements.count)
        case "List", "Form":
            let read = closureRead(nil)
            var result = Read(node: read.node.map { .listRows($0, grouped: name == "Form") }, elements: start..<elements.count)
            result.list = (read.node, name == "Form")
            return result
        case "ForEach":
            // `ForEach(Kind.allCases)`: the row's value is a `Kind`.
            let elementType = title.flatMap { $0.as(MemberAccessExprSyntax.self) }.flatMap { member -> String? in
                guard member.declName.baseName.text == "allCases", let base = member.base else { return nil }
                return base.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            var read = closureContent(call.trailingClosure ?? SwiftUISyntax.argument(arguments, "content")?.as(ClosureExprSyntax.self), scope,
                                      elementType: elementType)
            read.repeated = true
            return read
        case "Spacer":
            return Read(node: .spacer(minLength: SwiftUISyntax.argument(arguments, "minLength").flatMap(SwiftUISyntax.number)), elements: start..<start)
        case "Divider", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Color", "LinearGradient", "UnevenRoundedRectangle":
            if owner == "Color" || name == "Color" { return Read(node: .filling, elements: start..<start) }
            return Read(node: name == "Divider" ? .opaque("a divider") : .filling, elements: start..<start)
        case "Image", "AsyncImage", "ProgressView", "Gauge", "Slider", "Canvas", "TimelineView", "Chart", "Map", "VideoPlayer", "WebView":
            if name == "ProgressView", let title { _ = titled(title); skipTexts(start..<elements.count, "a ProgressView's label: its layout is not modelled") }
            return opaque(name == "Image" ? "an image (its width is not known statically)" : "a \(name)")
        case "GeometryReader":
            _ = closureRead(nil)
            skipTexts(start..<elements.count, "inside a GeometryReader: sizes are read at run time")
            return opaque("a GeometryReader")
        case "ViewThatFits":
            let children = contentChildren(call.trailingClosure?.statements ?? [], scope.child())
            let nodes = children.compactMap(\.node)
            return Read(node: nodes.isEmpty ? nil : .firstThatFits(nodes), elements: start..<elements.count)
        case "TabView":
            let children = contentChildren(call.trailingClosure?.statements ?? [], scope.child())
            let nodes = children.compactMap(\.node).map { SwiftUINode.screenRoot($0) }
            return Read(node: nodes.isEmpty ? nil : .vstack(children: nodes), elements: start..<elements.count)
        case "ToolbarItem", "ToolbarItemGroup":
            return closureRead(nil)
        case "EmptyView":
            return empty()
        default:
            break
        }
        if owner == nil, let type = program.types[name], type.isView {
            return component(type, call: call, scope)
        }
        if owner == nil, scope.type?.members[name] != nil || scope.lookup(name) != nil {
            return memberView(name, arguments: call, scope, at: ExprSyntax(call))
        }
        return opaque("a view the importer does not know (`\(name)`)")
    }

    /// A destination or sheet: a custom view type is a screen of its own; inline content is laid out at
    /// the device width as part of this screen.
    func present(_ expression: ExprSyntax?, _ scope: SwiftUIScope) {
        guard let expression else { return }
        presentationDepth += 1
        defer { presentationDepth -= 1 }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftUISyntax.lastName(call.calledExpression),
           program.types[name]?.isView == true {
            presentedTypes.insert(name)
            return
        }
        let read = expression.as(ClosureExprSyntax.self).map { closureContent($0, scope) } ?? view(expression, scope)
        if let node = read.node { presentedRoots.append(.screenRoot(node)) }
    }

    /// The app's own view, inlined: its `body` read with the values the call site gives it.
    func component(_ type: SwiftUITypeInfo, call: FunctionCallExprSyntax, _ scope: SwiftUIScope) -> Read {
        let start = elements.count
        guard !scope.inlined.contains(type.name), scope.inlined.count <= Self.maximumInliningDepth else {
            if !scope.inlined.contains(type.name) { cutComponents.insert(type.name) }
            return Read(node: .opaque("the view \(type.name) nested too deep to inline"), elements: start..<start)
        }
        guard let body = type.members["body"]?.first(where: { !$0.isStatic }), case .variable(let binding) = body.kind,
              let statements = fonts.getterBody(binding) else {
            return Read(node: .opaque("the view \(type.name) has no body to read"), elements: start..<start)
        }
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
                   let initial = wrapped.arguments.first?.expression { value = initial }
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

    // MARK: modifiers

    func modifier(_ name: String, call: FunctionCallExprSyntax, on read: Read, _ scope: SwiftUIScope) -> Read {
        var read = read
        let arguments = call.arguments
        let first = arguments.first?.expression
        let range = read.elements
        func set(_ attribute: String, _ change: (inout LayoutElement) -> Void) {
            for index in range where !explicit[index].contains(attribute) {
                change(&elements[index])
                explicit[index].insert(attribute)
            }
        }
        switch name {
        case "font":
            guard let first else { break }
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
                }
                if !font.assumptions.isEmpty { for index in range { notes[elements[index].id, default: []] += font.assumptions } }
            case .failure(let failure):
                for index in range where !explicit[index].contains("font") {
                    unresolvable[elements[index].id] = failure.reason
                    explicit[index].insert("font")
                }
            }
        case "fontWeight":
            if let first, let weight = SwiftUIFontEvaluator.weights[SwiftUISyntax.lastName(first) ?? ""] { set("weight") { $0.weight = weight } }
        case "bold":
            if first?.trimmedDescription != "false" { set("weight") { $0.weight = 700 } }
        case "italic":
            if first?.trimmedDescription != "false" { set("italic") { $0.italic = true } }
        case "textCase":
            let transform: TextTransform = first?.trimmedDescription.hasSuffix("uppercase") == true ? .uppercase
                : first?.trimmedDescription.hasSuffix("lowercase") == true ? .lowercase : .none
            set("textCase") { $0.textTransform = transform }
        case "lineLimit":
            guard let first else { break }
            var lines: Int?
            if let value = SwiftUISyntax.number(first) { lines = Int(value) }
            if let prefix = first.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." { lines = SwiftUISyntax.number(prefix.expression).map { Int($0) } }
            if let infix = first.as(InfixOperatorExprSyntax.self) { lines = SwiftUISyntax.number(infix.rightOperand).map { Int($0) } }
            if first.is(PostfixOperatorExprSyntax.self) || first.trimmedDescription == "nil" { lines = 0 }
            guard let lines, lines >= 0 else {
                if !(first.is(PostfixOperatorExprSyntax.self) || first.trimmedDescription == "nil") {
                    for index in range where !explicit[index].contains("lineLimit") {
                        unresolvable[elements[index].id] = "its line limit `\(short(first))` is known only at run time"
                    }
                }
                break
            }
            for index in range where !explicit[index].contains("lineLimit") {
                elements[index].maxLines = lines
                explicit[index].insert("lineLimit")
                if lines > 0 { limited.insert(elements[index].id) } else if elements[index].kind != .textField { limited.remove(elements[index].id) }
            }
        case "minimumScaleFactor":
            if let first, let factor = SwiftUISyntax.number(first), factor > 0, factor <= 1 {
                set("minimumScaleFactor") { $0.autoShrink = AutoShrink(minimumScaleFactor: factor) }
            }
        case "multilineTextAlignment":
            let text = first?.trimmedDescription ?? ""
            let alignment: TextAlignment = text.hasSuffix("center") ? .center : text.hasSuffix("trailing") ? .trailing : .leading
            set("alignment") { $0.alignment = alignment }
        case "redacted":
            // Only a reason that is always `.placeholder`: `reason: isLoading ? .placeholder : []` shows the
            // text once loaded.
            let reason = SwiftUISyntax.argument(arguments, "reason")?.trimmedDescription ?? ""
            if reason == ".placeholder" || reason == "RedactionReasons.placeholder" || reason == "[.placeholder]" {
                for index in range { redacted.insert(elements[index].id) }
            }
        case "truncationMode":
            note(range, "truncation mode \(first?.trimmedDescription ?? "") (measured as tail truncation)")
        case "environment":
            let key = first?.trimmedDescription ?? ""
            let value = arguments.dropFirst().first?.expression.trimmedDescription ?? ""
            if key.hasSuffix("layoutDirection"), value.hasSuffix("leftToRight") { set("direction") { $0.forceLeftToRight = true } }
            if key.hasSuffix("dynamicTypeSize"), let cap = Self.sizeCategory(value) { capSizes(range, at: cap) }
        case "dynamicTypeSize":
            guard let first else { break }
            let text = first.trimmedDescription
            if let upper = text.components(separatedBy: "...").last, let cap = Self.sizeCategory(upper) { capSizes(range, at: cap) }
            else if let cap = Self.sizeCategory(text) { capSizes(range, at: cap) }
        case "padding":
            let (leading, trailing) = paddingInsets(arguments)
            if leading != 0 || trailing != 0 { read.node = read.node.map { .padding($0, leading: leading, trailing: trailing) } }
        case "frame":
            var frame = SwiftUIFrame()
            frame.width = SwiftUISyntax.argument(arguments, "width").flatMap(SwiftUISyntax.number)
            frame.minWidth = SwiftUISyntax.argument(arguments, "minWidth").flatMap(SwiftUISyntax.number)
            frame.maxWidth = SwiftUISyntax.argument(arguments, "maxWidth").flatMap(SwiftUISyntax.number)
            let widthArguments = ["width", "minWidth", "maxWidth", "idealWidth"]
            if arguments.contains(where: { widthArguments.contains($0.label?.text ?? "") }), frame.width == nil && frame.minWidth == nil && frame.maxWidth == nil,
               let argument = arguments.first(where: { widthArguments.contains($0.label?.text ?? "") }) {
                read.node = read.node.map { _ in .opaque("a frame width known only at run time (`\(short(argument.expression))`)") }
                skipTexts(range, "its frame width `\(short(argument.expression))` is known only at run time")
                break
            }
            if let height = SwiftUISyntax.argument(arguments, "height").flatMap(SwiftUISyntax.number), case .text(let id)? = read.node {
                fixedHeights[id] = height
                limited.insert(id)
            }
            if frame != SwiftUIFrame() { read.node = read.node.map { .frame($0, frame) } }
        case "fixedSize":
            let horizontal = SwiftUISyntax.argument(arguments, "horizontal")?.trimmedDescription ?? "true"
            if horizontal == "true" { read.node = read.node.map { .unlimited($0) } }
        case "layoutPriority":
            if let first, let priority = SwiftUISyntax.number(first) { read.node = read.node.map { .priority($0, priority) } }
        case "navigationTitle":
            guard let first else { break }
            let titleRead = makeText(textSource(first, scope))
            titleElements += Array(titleRead.elements)
            if navigationRootDepth == presentationDepth { rootTitles.formUnion(titleRead.elements) }
            // A display mode set earlier in the same chain (`.navigationBarTitleDisplayMode(.inline)
            // .navigationTitle(…)`) reached every element of the view it modified: it is this title's too.
            let modes = Set(range.map { titleModes[$0] })
            if !range.isEmpty, modes.count == 1, let mode = modes.first ?? nil {
                for index in titleRead.elements where titleModes[index] == nil { titleModes[index] = mode }
            }
            read.elements = range.lowerBound..<elements.count
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            // The mode of the titles of the view it modifies, the nearest one winning; `.automatic` inherits
            // the mode of the view that pushed it, as no mode does.
            let text = first?.trimmedDescription ?? ""
            let mode: SwiftUITitleMode? = text.hasSuffix("inline") ? .inline : text.hasSuffix("large") ? .large : nil
            if let mode {
                for index in range where titleModes[index] == nil { titleModes[index] = mode }
            }
        case "toolbar":
            let items = closureContent(call.trailingClosure ?? closure(call, "content"), scope)
            for index in items.elements {
                let id = elements[index].id
                hasToolbarItems = true
                // A dialog or menu a toolbar button presents is laid out by UIKit, not in the bar.
                if bars.contains(where: { $0.element == id && $0.kind == .drawnByUIKit }) { continue }
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
        case "alert", "confirmationDialog":
            // UIAlertController: title in headline, message in footnote, buttons in body (Apple HIG, "Alerts").
            let what = name == "alert" ? "an alert" : "a confirmation dialog"
            var before = elements.count
            if let first { _ = makeText(textSource(first, scope)) }
            drawnByUIKit(before..<elements.count, "\(what)'s title", style: "headline")
            before = elements.count
            _ = closureContent(call.trailingClosure ?? closure(call, "actions"), scope)
            drawnByUIKit(before..<elements.count, "\(what)'s button")
            before = elements.count
            _ = closureContent(closure(call, "message"), scope)
            drawnByUIKit(before..<elements.count, "\(what)'s message", style: "footnote")
            read.elements = range.lowerBound..<elements.count
        case "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector":
            present(ExprSyntax(call.trailingClosure) ?? SwiftUISyntax.argument(arguments, "content") ?? SwiftUISyntax.argument(arguments, "destination"), scope)
            read.elements = range.lowerBound..<elements.count
        case "contextMenu", "swipeActions":
            let before = elements.count
            _ = closureContent(call.trailingClosure ?? closure(call, "menuItems"), scope)
            if name == "contextMenu" {
                drawnByUIKit(before..<elements.count, "a context menu item")
            } else {
                skipTexts(before..<elements.count, "a swipe action: its button width is not documented")
            }
            read.elements = range.lowerBound..<elements.count
        case "overlay", "background", "mask", "safeAreaInset":
            // The decoration is offered the size of the view it decorates, at most what that view was offered.
            if let decoration = call.trailingClosure ?? closure(call, "content") {
                let content = closureContent(decoration, scope)
                if let base = read.node, let node = content.node { read.node = .decorated(base, node) }
            }
            read.elements = range.lowerBound..<elements.count
        case "searchable":
            if let prompt = SwiftUISyntax.argument(arguments, "prompt") {
                let before = elements.count
                _ = makeText(textSource(prompt, scope))
                skipTexts(before..<elements.count, "a search field prompt: UIKit lays out the search bar")
                read.elements = range.lowerBound..<elements.count
            }
        case "tabItem":
            let before = elements.count
            _ = closureContent(call.trailingClosure, scope)
            skipTexts(before..<elements.count, "a tab bar item: tab bar layout is not modelled")
            read.elements = range.lowerBound..<elements.count
        case "labelStyle":
            if first?.trimmedDescription.hasSuffix("iconOnly") == true {
                for index in range where labelTitles.contains(elements[index].id) {
                    unresolvable[elements[index].id] = "the label style shows the icon only"
                }
            }
        case "listStyle":
            if let list = read.list, let content = list.content {
                let style = first?.trimmedDescription ?? ""
                let grouped = style.hasSuffix("insetGrouped") || style.hasSuffix("grouped") || (list.isForm && style.hasSuffix("automatic"))
                read.node = .listRows(content, grouped: grouped)
            }
        case "hidden":
            skipTexts(range, "hidden (`.hidden()`)")
        default:
            break
        }
        return read
    }

    /// Horizontal insets of `.padding(…)`.
    func paddingInsets(_ arguments: LabeledExprListSyntax) -> (Double, Double) {
        let values = Array(arguments)
        guard let first = values.first else { return (SwiftUIMetrics.defaultPadding, SwiftUIMetrics.defaultPadding) }
        if let call = first.expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "EdgeInsets" {
            return (SwiftUISyntax.argument(call.arguments, "leading").flatMap(SwiftUISyntax.number) ?? 0,
                    SwiftUISyntax.argument(call.arguments, "trailing").flatMap(SwiftUISyntax.number) ?? 0)
        }
        if let value = SwiftUISyntax.number(first.expression), values.count == 1 { return (value, value) }
        let edgesText = first.expression.trimmedDescription
        let length = values.count > 1 ? SwiftUISyntax.number(values[1].expression) : SwiftUIMetrics.defaultPadding
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
