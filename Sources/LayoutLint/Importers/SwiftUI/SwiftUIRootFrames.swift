import SwiftSyntax

/// The frame a macOS view type is shown in where the app's code builds it as the root of a window, a hosting
/// view or a package's presentation, outside any view body the importer reads: `Settings { Pane().frame(width:
/// 450) }`, `NSHostingController(rootView: Pane().frame(width: 800, height: 600))`, `.someModal { Pane()
/// .frame(width: 400) }`. `.frame(width:)` proposes exactly that width to the view it wraps, and a finite
/// `maxWidth:` at most that width (Apple documentation, `View.frame(width:height:alignment:)`, `frame(minWidth:
/// idealWidth:maxWidth:…)`), whatever window holds it, and a `minWidth:` is the narrowest the user can make the
/// window (its minimum size is its content's, `WindowResizability`): the view type's screen is laid out in that frame. A type
/// framed differently at two such sites is given none (which site shows it is decided at run time).
enum SwiftUIRootFrames {
    /// A root frame and where the app's code sets it.
    struct RootFrame: Equatable {
        var frame: SwiftUIFrame
        var location: SourceLocation
        /// How the app shows the view in that frame, for the note (nil: built as a window's root in it).
        var shownIn: String? = nil
        static func == (a: RootFrame, b: RootFrame) -> Bool { a.frame == b.frame }
    }

    /// Modifiers between the view and its frame that change nothing the frame proposes: they set environment
    /// values, titles and observers (Apple documentation, `View.environmentObject(_:)`, `environment(_:_:)`,
    /// `navigationTitle(_:)`, `onAppear(perform:)`, `task(priority:_:)`, `tint(_:)`, …). Any other modifier (a
    /// padding, a font) stops the search: what it changes between the frame and the view is not followed.
    static let transparentModifiers: Set<String> = [
        "environmentObject", "environment", "modelContainer", "navigationTitle", "onAppear", "onDisappear", "task", "onReceive",
        "onChange", "preferredColorScheme", "tint", "accentColor", "foregroundStyle", "foregroundColor", "id", "tag",
        "focusedSceneValue", "focusedValue", "handlesExternalEvents", "onOpenURL",
    ]

    /// View type name → the frame it is shown in as a root (only where every such site agrees).
    static func frames(in program: SwiftUIProgram) -> [String: RootFrame] {
        var found: [String: RootFrame] = [:]
        var conflicting = Set<String>()
        // Numbers the app declares as constants (`ViewWidth.medium`): read as a view's frame reads them.
        let reader = SwiftUIViewReader(program: program, typeName: "")
        for (index, file) in program.files.enumerated() {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for call in finder.calls {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      program.types[name]?.isView == true, isRoot(call, program),
                      let frame = frame(around: call, numbers: { reader.constantNumber($0, SwiftUIScope(file: index, type: nil)) }) else { continue }
                let root = RootFrame(frame: frame.0, location: program.location(frame.1, file: index))
                if let known = found[name], known != root { conflicting.insert(name) }
                if found[name] == nil { found[name] = root }
            }
        }
        // Views shown inside a framed navigation container, and views whose own code sizes their window.
        var bounded: [(name: String, root: RootFrame)] = []
        for (index, file) in program.files.enumerated() {
            bounded += destinationFrames(in: file, index: index, program: program,
                                         numbers: { reader.constantNumber($0, SwiftUIScope(file: index, type: nil)) })
        }
        bounded += windowFrames(in: program, numbers: { reader.constantNumber($0, SwiftUIScope(file: $1, type: nil)) })
        for (name, root) in bounded {
            if let known = found[name], known != root { conflicting.insert(name) }
            if found[name] == nil { found[name] = root }
        }
        for name in conflicting { found[name] = nil }
        return found
    }

    /// The frame applied to `call` through `transparentModifiers` only, with the frame's call.
    static func frame(around call: FunctionCallExprSyntax, numbers: (ExprSyntax) -> Double? = SwiftUISyntax.number) -> (SwiftUIFrame, FunctionCallExprSyntax)? {
        var node = ExprSyntax(call)
        // A modifier chain is as long as the source: bounded by it.
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id {
            let name = member.declName.baseName.text
            if name == "frame" {
                var frame = SwiftUIFrame()
                frame.width = SwiftUISyntax.argument(modifier.arguments, "width").flatMap(numbers)
                frame.maxWidth = SwiftUISyntax.argument(modifier.arguments, "maxWidth").flatMap(numbers)
                frame.minWidth = SwiftUISyntax.argument(modifier.arguments, "minWidth").flatMap(numbers)
                // A `minWidth:` alone gives the window's narrowest width (`SwiftUIContainerLayout.Pass.declaredMinimum`).
                guard let width = frame.width ?? frame.maxWidth.flatMap({ $0.isFinite ? $0 : nil }) ?? frame.minWidth, width.isFinite, width > 0 else { return nil }
                return (frame, modifier)
            }
            guard transparentModifiers.contains(name) else { return nil }
            node = ExprSyntax(modifier)
        }
        return nil
    }

    /// Whether the view built at `call` is a root: outside every view type (a scene, a free function, an
    /// AppKit class), in a view type's member that returns no view, or in a closure given to a call the
    /// importer does not read as a view (a package's modifier, `onAppear`): in none of these does a view
    /// body the importer reads place it.
    static func isRoot(_ call: FunctionCallExprSyntax, _ program: SwiftUIProgram) -> Bool {
        var node = Syntax(call)
        var depth = 0
        while let parent = node.parent, depth < SwiftUIUnreachedSites.maximumDepth {
            depth += 1
            if let closure = parent.as(ClosureExprSyntax.self) {
                // The closure's call: an argument's (`content: { … }`) or a trailing closure's.
                let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let owner, let name = SwiftUISyntax.lastName(owner.calledExpression) {
                    if SwiftUIModifiers.byName[name] != nil || SwiftUIViewKinds.byName[name] != nil || program.types[name]?.isView == true {
                        return !isInView(parent, program)
                    }
                    return true
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let returns = function.signature.returnClause?.type.trimmedDescription ?? ""
                if returns.contains("View") || returns.contains("some ") { return !isInView(parent, program) }
                return true
            }
            if let binding = parent.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                if type.contains("View") || type.contains("some ") { return !isInView(parent, program) }
            }
            if isTypeDeclaration(parent) { return !isView(parent, program) }
            node = parent
        }
        return depth < SwiftUIUnreachedSites.maximumDepth
    }

    static func isTypeDeclaration(_ node: Syntax) -> Bool {
        node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ExtensionDeclSyntax.self)
    }

    static func isView(_ node: Syntax, _ program: SwiftUIProgram) -> Bool {
        let name: String?
        if let decl = node.as(StructDeclSyntax.self) { name = decl.name.text }
        else if let decl = node.as(ClassDeclSyntax.self) { name = decl.name.text }
        else if let decl = node.as(EnumDeclSyntax.self) { name = decl.name.text }
        else if let decl = node.as(ExtensionDeclSyntax.self) { name = decl.extendedType.trimmedDescription }
        else { name = nil }
        return name.map { program.types[$0]?.isView == true } ?? false
    }

    /// Whether `node` sits in a view type's declaration.
    static func isInView(_ node: Syntax, _ program: SwiftUIProgram) -> Bool {
        var current: Syntax? = node
        var depth = 0
        while let here = current, depth < SwiftUIUnreachedSites.maximumDepth {
            depth += 1
            if isTypeDeclaration(here) { return isView(here, program) }
            current = here.parent
        }
        return false
    }

    /// Navigation containers whose frame bounds the views they push or show beside their sidebar.
    static let navigationContainers: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

    /// The views a navigation container in a frame shows through its links (`NavigationLink(destination:
    /// Pane())`, a `destination:` closure that only builds `Pane()`): each is pushed or shown in a column inside
    /// the container (Apple documentation, `NavigationView`: "a view for presenting a stack of views that
    /// represents a visible path in a navigation hierarchy", in columns on macOS, the detail column beside the
    /// sidebar; `NavigationStack`; `NavigationLink(destination:label:)`: "a view that controls a navigation
    /// presentation"), so it is at most as wide as the container: the container's `.frame(width:)` or finite
    /// `maxWidth:` is the view's upper bound (`maxWidth:`). A `minWidth:` alone gives no bound (the user widens the
    /// window). The container's frame is read as a root's is (`frame(around:)`, through `transparentModifiers`).
    static func destinationFrames(in file: SwiftUISourceFile, index: Int, program: SwiftUIProgram,
                                  numbers: (ExprSyntax) -> Double?) -> [(name: String, root: RootFrame)] {
        guard file.platform == .macos else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var found: [(name: String, root: RootFrame)] = []
        for call in finder.calls {
            guard let container = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  navigationContainers.contains(container),
                  let (frame, site) = frame(around: call, numbers: numbers) else { continue }
            guard let bound = frame.width ?? frame.maxWidth, bound.isFinite, bound > 0 else { continue }
            let links = LinkFinder(viewMode: .sourceAccurate)
            links.walk(call)
            for destination in links.destinations {
                guard let name = presentedView(destination, program) else { continue }
                found.append((name, RootFrame(frame: SwiftUIFrame(maxWidth: bound), location: program.location(site, file: index),
                                              shownIn: "inside the `\(container)` framed at most \(FindingText.number(bound)) wide")))
            }
        }
        return found
    }

    /// The app's view type a destination builds: `Pane(…)` bare, or a closure whose only statement is that.
    static func presentedView(_ expression: ExprSyntax, _ program: SwiftUIProgram) -> String? {
        var expression = expression
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let item = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            expression = item
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              program.types[name]?.isView == true else { return nil }
        return name
    }

    /// The `destination:` arguments of the `NavigationLink`s in a container's content.
    private final class LinkFinder: SyntaxVisitor {
        var destinations: [ExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink",
               let destination = SwiftUISyntax.argument(node.arguments, "destination") {
                destinations.append(destination)
            }
            return .visitChildren
        }
    }

    /// The methods that size a window from its code: `NSWindow.setFrame(_:display:)` (and `setFrame(_:display:
    /// animate:)`) set the frame rectangle, `setContentSize(_:)` the content view's size (Apple documentation,
    /// `NSWindow`). A titled window has no side borders: its frame and its content are equally wide
    /// (`NSWindow.frameRect(forContentRect:)` adds the title bar's height only), so either gives the width of
    /// the hosting view its SwiftUI content fills.
    static let windowSizingMethods: Set<String> = ["setFrame", "setContentSize"]

    /// The width a view's own code gives the window it is shown in (Easydict's settings: `SettingView` keeps
    /// `@State var window: NSWindow?`, handed as `$window` to an `NSViewRepresentable` in its body, which
    /// reads its view's `window`, then calls `window.setFrame(NSRect(origin: …, size: CGSize(width: 900, …)),
    /// display:)`). An `NSViewRepresentable` placed in a view's body is in that view's window (Apple
    /// documentation, `NSViewRepresentable`; `NSView.window`: "the view's window object, if it is installed in
    /// a window"), so the window the binding receives is the view's own, and the width set on it is the view's
    /// `.frame(width:)`. A width read through the function's local constants (`let size = CGSize(width:
    /// maxWidth, …)`) or the app's constants counts; any other (computed at run time) gives none, and two
    /// sizing calls that disagree give none.
    static func windowFrames(in program: SwiftUIProgram, numbers: (ExprSyntax, Int) -> Double?) -> [(name: String, root: RootFrame)] {
        var representables = Set<String>()
        var views: [(decl: StructDeclSyntax, file: Int)] = []
        for (index, file) in program.files.enumerated() where file.platform == .macos {
            let collector = StructCollector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for decl in collector.structs {
                if decl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "NSViewRepresentable" }) == true {
                    representables.insert(decl.name.text)
                } else if program.types[decl.name.text]?.isView == true {
                    views.append((decl, index))
                }
            }
        }
        var found: [(name: String, root: RootFrame)] = []
        let constants = LocalConstants()
        for (decl, file) in views {
            let windows = Set(program.types[decl.name.text]?.storedProperties
                .filter { ["NSWindow?", "NSWindow"].contains(($0.type ?? "").replacingOccurrences(of: " ", with: "")) }.map(\.name) ?? [])
            guard !windows.isEmpty else { continue }
            let uses = WindowUses(viewMode: .sourceAccurate, windows: windows, representables: representables)
            uses.walk(decl)
            var widths: [(Double, FunctionCallExprSyntax)] = []
            var undecided = false
            for call in uses.sizings where uses.handedOn.contains(call.window) {
                guard let width = sizedWidth(call.size, numbers: { numbers($0, file) }, constants: constants) else { undecided = true; continue }
                widths.append((width, call.call))
            }
            guard !undecided, let first = widths.first, widths.allSatisfy({ $0.0 == first.0 }), first.0.isFinite, first.0 > 0 else { continue }
            found.append((decl.name.text, RootFrame(frame: SwiftUIFrame(width: first.0), location: program.location(first.1, file: file),
                                                    shownIn: "in the window its code sizes (`\(SwiftUISyntax.lastName(first.1.calledExpression) ?? "setFrame")`)")))
        }
        return found
    }

    /// The width of a size or rectangle expression: `NSRect(x:y:width:height:)`, `CGRect(origin:size:)`,
    /// `NSSize(width:height:)`, `CGSize(width:height:)`, a local constant holding one, or a number.
    static func sizedWidth(_ expression: ExprSyntax, numbers: (ExprSyntax) -> Double?, constants: LocalConstants, depth: Int = 0) -> Double? {
        guard depth < 8 else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftUISyntax.lastName(call.calledExpression) {
            let sized: Set<String> = ["NSRect", "CGRect", "NSMakeRect", "NSSize", "CGSize", "NSMakeSize", "init"]
            guard sized.contains(name) else { return nil }
            if let width = SwiftUISyntax.argument(call.arguments, "width") { return sizedWidth(width, numbers: numbers, constants: constants, depth: depth + 1) }
            if let size = SwiftUISyntax.argument(call.arguments, "size") { return sizedWidth(size, numbers: numbers, constants: constants, depth: depth + 1) }
            return nil
        }
        if let number = numbers(expression) { return number }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = localConstant(reference, constants) {
            return sizedWidth(value, numbers: numbers, constants: constants, depth: depth + 1)
        }
        return nil
    }

    /// The local `let` constants of the blocks read, by block, each block's read once (time stays linear in the
    /// statements however many uses look a name up).
    final class LocalConstants {
        /// Block → name → (position, value) of its `let`s, in source order.
        private var blocks: [SyntaxIdentifier: [String: [(position: AbsolutePosition, value: ExprSyntax?)]]] = [:]

        func lets(in items: CodeBlockItemListSyntax) -> [String: [(position: AbsolutePosition, value: ExprSyntax?)]] {
            if let known = blocks[items.id] { return known }
            var found: [String: [(position: AbsolutePosition, value: ExprSyntax?)]] = [:]
            for item in items {
                guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    found[name, default: []].append((item.position, binding.initializer?.value))
                }
            }
            blocks[items.id] = found
            return found
        }
    }

    /// The value of the local `let` a name refers to: the last declared before it in the nearest enclosing block of
    /// the same function that declares the name.
    static func localConstant(_ reference: DeclReferenceExprSyntax, _ constants: LocalConstants) -> ExprSyntax? {
        let name = reference.baseName.text
        var node = Syntax(reference)
        var depth = 0
        while let parent = node.parent, depth < SwiftUIUnreachedSites.maximumDepth {
            depth += 1
            if parent.is(FunctionDeclSyntax.self) || SwiftUIRootFrames.isTypeDeclaration(parent) { return nil }
            if let items = parent.as(CodeBlockItemListSyntax.self),
               let last = constants.lets(in: items)[name]?.last(where: { $0.position < node.position }) {
                return last.value
            }
            node = parent
        }
        return nil
    }

    private final class StructCollector: SyntaxVisitor {
        var structs: [StructDeclSyntax] = []
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { structs.append(node); return .visitChildren }
    }

    /// In a view's declaration: the window properties it hands as a binding (`$window`) to an
    /// `NSViewRepresentable`, and the sizing calls on them (`window.setFrame(…)`, `window?.setContentSize(…)`).
    private final class WindowUses: SyntaxVisitor {
        let windows: Set<String>
        let representables: Set<String>
        var handedOn = Set<String>()
        var sizings: [(window: String, size: ExprSyntax, call: FunctionCallExprSyntax)] = []
        init(viewMode: SyntaxTreeViewMode, windows: Set<String>, representables: Set<String>) {
            self.windows = windows
            self.representables = representables
            super.init(viewMode: viewMode)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, representables.contains(name) {
                for argument in node.arguments {
                    // `$window`, or a binding built from it (`$window.didSet(…)`).
                    var base: ExprSyntax? = argument.expression
                    while let current = base {
                        if let reference = current.as(DeclReferenceExprSyntax.self) {
                            let text = reference.baseName.text
                            if text.hasPrefix("$"), windows.contains(String(text.dropFirst())) { handedOn.insert(String(text.dropFirst())) }
                            break
                        }
                        if let call = current.as(FunctionCallExprSyntax.self) { base = call.calledExpression }
                        else if let member = current.as(MemberAccessExprSyntax.self) { base = member.base }
                        else { break }
                    }
                }
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), SwiftUIRootFrames.windowSizingMethods.contains(member.declName.baseName.text),
               let size = node.arguments.first?.expression {
                var receiver = member.base
                if let chained = receiver?.as(OptionalChainingExprSyntax.self) { receiver = chained.expression }
                if let name = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text, windows.contains(name) {
                    sizings.append((name, size, node))
                }
            }
            return .visitChildren
        }
    }

    /// Calls that build views, outside Xcode previews: a `PreviewProvider`'s `previews` and a `#Preview` body
    /// are drawn only in Xcode's canvas (Apple, `PreviewProvider`, `Preview(_:body:)`), never in the shipped app,
    /// so the frame a preview gives a view is not a window's.
    private final class Finder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.is(DeclReferenceExprSyntax.self) { calls.append(node) }
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            Self.isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            Self.isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
        }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
            clause?.inheritedTypes.contains { ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription) } ?? false
        }
    }
}
