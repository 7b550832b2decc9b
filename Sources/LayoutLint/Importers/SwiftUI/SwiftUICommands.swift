import SwiftSyntax

/// A macOS app's menu-bar commands: the content of `CommandMenu("Title") { … }` and `CommandGroup(replacing:/before:/
/// after:) { … }` (Apple documentation, `CommandMenu`: "Command menus are realized as menu bar menus on macOS";
/// `CommandGroup`: "groups of controls that you can add to existing system command menus"). Each control's title
/// there (`Button("…")`, `Toggle`, `Menu`, `Picker`, `Link`, a `Text` or `Label` in a control's label) is an item of
/// an `NSMenu` of the main menu, and a `CommandMenu`'s title that menu's title in the menu bar. An `NSMenu` is as wide
/// as its widest item and draws its items in the menu font (`AppKitCodeTexts`, `SwiftUIBarText.Kind.menuItem`); the
/// menu bar draws its titles in `NSFont.menuBarFont(ofSize: 0)` (`AppKitMetrics.metaFonts["menuBar"]`, 14pt, the
/// menu font's size): each is laid out at its ideal width in 14pt, for the rules that need no width limit.
/// A member the content names (`aboutMenuBarSection`, a computed property or function of the same type) is read
/// where it is declared, `maximumMemberDepth` deep. Content in an `#if DEBUG` clause is in no shipped build: not read.
enum SwiftUICommands {
    static let containers: Set<String> = ["CommandMenu", "CommandGroup"]
    /// Controls whose first unlabelled argument is a menu item's title, and the views a control's label shows.
    static let titledControls: Set<String> = ["Button", "Toggle", "Menu", "Picker", "Link", "Text", "Label", "SettingsLink"]
    static let maximumMemberDepth = 4
    static let itemNote = "a menu item of the menu bar's commands (`CommandMenu`/`CommandGroup`, an `NSMenu`)"
    static let titleNote = "a menu's title in the menu bar (`CommandMenu`, `NSFont.menuBarFont`, 14pt)"

    /// The screens of the commands, one per type that declares them, named "<type> (menu bar)".
    static func screens(in program: SwiftUIProgram) -> [LayoutScreen] {
        var byOwner: [String: (reader: SwiftUIViewReader, file: Int)] = [:]
        var owners: [String] = []
        // Members read once per type, whichever command names them first (time stays linear in the commands).
        var visited: [String: Set<String>] = [:]
        for (index, file) in program.files.enumerated() where file.platform == .macos {
            let finder = ContainerFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for call in finder.calls where !inDebugClause(call) {
                let owner = ownerType(of: call) ?? ""
                if byOwner[owner] == nil { byOwner[owner] = (SwiftUIViewReader(program: program, typeName: owner), index); owners.append(owner) }
                let reader = byOwner[owner]!.reader
                let scope = SwiftUIScope(file: index, type: owner.isEmpty ? nil : program.types[owner])
                if SwiftUISyntax.lastName(call.calledExpression) == "CommandMenu", let title = call.arguments.first, title.label == nil {
                    add(title.expression, reader, scope, note: titleNote)
                }
                var contents: [Syntax] = []
                if let closure = call.trailingClosure { contents.append(Syntax(closure)) }
                if let addition = SwiftUISyntax.argument(call.arguments, "addition") ?? SwiftUISyntax.argument(call.arguments, "content") { contents.append(Syntax(addition)) }
                for content in contents {
                    read(content, owner: owner, program: program, reader: reader, scope: scope, depth: 0, visited: &visited[owner, default: []])
                }
            }
        }
        var screens: [LayoutScreen] = []
        for owner in owners {
            let (reader, file) = byOwner[owner]!
            guard !reader.elements.isEmpty else { continue }
            let type = owner.isEmpty ? nil : program.types[owner]
            let location = type.map { program.files[$0.file].text.location(at: $0.location.utf8Offset) }
                ?? SourceLocation(file: program.files[file].display, line: 1, column: 1)
            SwiftUIMacWindow.adapt(&reader.elements, bars: reader.bars)
            SwiftUIMacWindow.adaptNotes(&reader.notes, bars: reader.bars)
            var layout = SwiftUIContainerLayout(screenWidths: [.infinity], root: nil, bars: reader.bars, limited: reader.limited,
                                                fixedHeights: reader.fixedHeights, unresolvable: reader.unresolvable, sizeCaps: reader.sizeCaps,
                                                notes: reader.notes)
            layout.window = SwiftUIMacWindow()
            screens.append(LayoutScreen(name: (owner.isEmpty ? program.files[file].display : owner) + " (menu bar)", platform: .macos,
                                        file: location.file, location: location, elements: reader.elements, origin: .swiftUI,
                                        container: ContainerBox(layout), skipped: reader.skipped))
        }
        return screens
    }

    /// The titles of the controls in `node`, and of the members of the same type it names.
    static func read(_ node: Syntax, owner: String, program: SwiftUIProgram, reader: SwiftUIViewReader, scope: SwiftUIScope,
                     depth: Int, visited: inout Set<String>) {
        let sites = SiteFinder(viewMode: .sourceAccurate)
        sites.walk(node)
        for call in sites.titles where !inDebugClause(call) {
            guard let first = call.arguments.first, first.label == nil else { continue }
            add(first.expression, reader, scope, note: itemNote)
        }
        guard depth < maximumMemberDepth, let type = program.types[owner] else { return }
        for name in sites.names where visited.insert(name).inserted {
            for member in type.members[name] ?? [] {
                // Only members that give views or commands: a function the actions call is code, not menu items.
                let body: Syntax?
                switch member.kind {
                case .variable(let binding):
                    body = givesContent(binding.typeAnnotation?.type.trimmedDescription) ? binding.accessorBlock.map(Syntax.init) : nil
                case .function(let function):
                    body = givesContent(function.signature.returnClause?.type.trimmedDescription) ? function.body.map(Syntax.init) : nil
                }
                guard let body else { continue }
                read(body, owner: owner, program: program, reader: reader, scope: SwiftUIScope(file: member.file, type: type),
                     depth: depth + 1, visited: &visited)
            }
        }
    }

    /// Whether a member's declared type gives views or commands (`some View`, `some Commands`).
    static func givesContent(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.hasSuffix("View") || type.hasSuffix("Commands")
    }

    static func add(_ expression: ExprSyntax, _ reader: SwiftUIViewReader, _ scope: SwiftUIScope, note: String) {
        let before = reader.elements.count
        _ = reader.makeText(reader.textSource(expression, scope))
        UIKitCodeTexts.drawnByAppKit(reader, before..<reader.elements.count, note, kind: .menuItem)
    }

    /// Whether a clause around `node` is compiled only with `DEBUG` (Xcode sets it in the Debug configuration only:
    /// `SwiftUISyntax.notCompiledReason`).
    static func inDebugClause(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var depth = 0
        while let parent = current, depth < SwiftUIUnreachedSites.maximumDepth {
            depth += 1
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                let tokens = condition.tokens(viewMode: .sourceAccurate).map(\.text)
                if tokens.contains("DEBUG"), !tokens.contains("!") { return true }
            }
            current = parent.parent
        }
        return false
    }

    /// The name of the type declaration around `node`.
    static func ownerType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        var depth = 0
        while let parent = current, depth < SwiftUIUnreachedSites.maximumDepth {
            depth += 1
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = parent.parent
        }
        return nil
    }

    private final class ContainerFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, SwiftUICommands.containers.contains(name) {
                calls.append(node)
            }
            return .visitChildren
        }
    }

    /// The titled controls in a command's content, and the bare names it uses (members it may show).
    private final class SiteFinder: SyntaxVisitor {
        var titles: [FunctionCallExprSyntax] = []
        var names: [String] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, SwiftUICommands.titledControls.contains(name) {
                titles.append(node)
            }
            return .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if name.first?.isLowercase == true, node.parent?.is(MemberAccessExprSyntax.self) != true { names.append(name) }
            return .visitChildren
        }
        // A closure's actions are code, not menu items: `Button { action } label: { Text("…") }` keeps its label.
    }
}
