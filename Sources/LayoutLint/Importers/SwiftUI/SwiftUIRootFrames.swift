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
