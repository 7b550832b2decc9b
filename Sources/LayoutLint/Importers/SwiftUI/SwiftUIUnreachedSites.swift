import SwiftSyntax

/// The literal text sites (`Text("…")`, `Button("…")`, `.navigationTitle("…")`, …) of the files that import
/// SwiftUI that no view body the importer reads reaches: each is a coverage skip with the reason its place
/// in the source gives (spoken by VoiceOver, a menu-bar command, toolbar content built apart from a view,
/// built in a function whose caller decides at run time where it shows, an `#if` branch not compiled for
/// iOS), so that no literal key goes uncounted.
enum SwiftUIUnreachedSites {
    /// Views and modifiers whose first unlabelled argument is a localized text.
    static let siteNames: Set<String> = [
        "Text", "Label", "Button", "Toggle", "Section", "Picker", "Menu", "Link", "ShareLink", "TextField", "SecureField",
        "LabeledContent", "Stepper", "DatePicker", "ProgressView", "ContentUnavailableView", "DisclosureGroup", "GroupBox",
        "ControlGroup", "Tab", "navigationTitle", "alert", "confirmationDialog", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue",
    ]
    /// Modifiers whose text VoiceOver speaks and nothing lays out.
    static let spokenNames: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels",
                                           "accessibility", "accessibilityActions", "accessibilityAction", "accessibilityCustomContent"]
    /// How far up from a site the reason is looked for (time stays linear on deeply nested input).
    static let maximumDepth = 200

    /// Skipped elements by the name of the type they sit in ("" for a free function), for every site on a
    /// line of `reached` (file display path → lines the readers made an element or a skip for) that is not.
    static func skipped(in program: SwiftUIProgram, reached: [String: Set<Int>]) -> [(type: String, file: Int, skip: SkippedElement)] {
        var result: [(type: String, file: Int, skip: SkippedElement)] = []
        let finder = SiteFinder(viewMode: .sourceAccurate)
        finder.wrappers = program.accessors.wrappers
        var unreached: [(site: Site, file: Int, location: SourceLocation)] = []
        for (index, file) in program.files.enumerated() where file.importsSwiftUI {
            finder.sites = []
            finder.walk(file.tree)
            let lines = reached[file.display] ?? []
            var seen = Set<Int>()
            for site in finder.sites {
                let location = program.location(site.keyNode, file: index)
                guard !lines.contains(location.line), seen.insert(location.line).inserted else { continue }
                unreached.append((site, index, location))
            }
        }
        let context = Context(program: program, conformances: finder.conformances, references: finder.references)
        for (site, index, location) in unreached {
            let (type, reason) = reason(for: site, context)
            result.append((type, index, SkippedElement(id: "text@\(location.line):\(location.column)", reason: reason, location: location,
                                                       key: site.key, table: site.table)))
        }
        return result
    }

    struct Context {
        var program: SwiftUIProgram
        /// Type name → the protocols its declarations and extensions in any file list.
        var conformances: [String: Set<String>]
        /// Name → (references, references inside a VoiceOver modifier's arguments).
        var references: [String: (all: Int, spoken: Int)]
        /// The active clause of each `#if` a site sits in, worked out once per `#if`: a chain of n
        /// `#elseif`s with a site in each evaluated the whole chain for every site (1,000 clauses: 4.4 s,
        /// 4,000: 70 s).
        var activeClauses = ActiveClauses()


        /// A member or type every use of which is VoiceOver text.
        func onlySpoken(_ name: String) -> Bool {
            guard let uses = references[name] else { return false }
            return uses.all > 0 && uses.spoken == uses.all
        }
    }

    final class ActiveClauses {
        private var known: [SyntaxIdentifier: SyntaxIdentifier?] = [:]

        /// Whether `clause` is the active one of `list` (a clause of no active list is not).
        func isActive(_ clause: IfConfigClauseSyntax, of list: IfConfigClauseListSyntax) -> Bool {
            if let active = known[list.id] { return active == clause.id }
            let active = SwiftUISyntax.activeClause(list)?.id
            known[list.id] = .some(active)
            return active == clause.id
        }
    }

    struct Site {
        var call: FunctionCallExprSyntax
        /// The key where the source writes it (a literal, or the enumeration case a wrapper's use names).
        var keyNode: Syntax
        var key: String?
        var name: String
        /// The table a wrapper's use reads (nil: the default one, as for a literal).
        var table: String? = nil
    }

    /// Collects the sites, each type's conformances, and every name's uses (inside a VoiceOver modifier's
    /// arguments or not), in one pass.
    final class SiteFinder: SyntaxVisitor {
        var sites: [Site] = []
        var wrappers = SwiftUILocalizedWrappers()
        var conformances: [String: Set<String>] = [:]
        var references: [String: (all: Int, spoken: Int)] = [:]
        private var spoken = 0

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = SwiftUISyntax.lastName(node.calledExpression)
            if let name, SwiftUIUnreachedSites.siteNames.contains(name),
               let first = node.arguments.first, first.label == nil || name == "accessibility" {
                if let literal = first.expression.as(StringLiteralExprSyntax.self) {
                    sites.append(Site(call: node, keyNode: Syntax(literal), key: SwiftUIStrings.plainValue(literal), name: name))
                } else if let use = wrappers.use(first.expression) {
                    // `Text("k".loc())`, `Button(localizedString("k"))`, `Text(rmbLocalized(.title))`: the app's own
                    // wrapper of a localized-string API (`SwiftUILocalizedWrappers`) gives the key and its table.
                    sites.append(Site(call: node, keyNode: use.node, key: use.key, name: name, table: use.table))
                }
            }
            guard let name, SwiftUIUnreachedSites.spokenNames.contains(name) else { return .visitChildren }
            // The view the modifier is applied to is shown; its arguments and closures are spoken (the
            // modifier's own name is no use of a member of that name).
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                if let base = member.base { walk(base) }
            } else if !node.calledExpression.is(DeclReferenceExprSyntax.self) {
                walk(node.calledExpression)
            }
            spoken += 1
            walk(node.arguments)
            if let closure = node.trailingClosure { walk(closure) }
            walk(node.additionalTrailingClosures)
            spoken -= 1
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            var uses = references[name] ?? (0, 0)
            uses.all += 1
            if spoken > 0 { uses.spoken += 1 }
            references[name] = uses
            return .visitChildren
        }

        func conform(_ name: String, _ clause: InheritanceClauseSyntax?) {
            for inherited in clause?.inheritedTypes ?? [] { conformances[name, default: []].insert(inherited.type.trimmedDescription) }
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { conform(node.name.text, node.inheritanceClause); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { conform(node.name.text, node.inheritanceClause); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { conform(node.name.text, node.inheritanceClause); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            conform(node.extendedType.trimmedDescription, node.inheritanceClause); return .visitChildren
        }
    }

    /// The type the site sits in and why no view body reaches it.
    static func reason(for site: Site, _ context: Context) -> (String, String) {
        let program = context.program
        var member: String?
        var memberType: String?
        var child = Syntax(site.call)
        var node = child.parent
        var spokenBy: String? = spokenNames.contains(site.name) ? site.name : nil
        var isHelp = site.name == "help"
        var depth = 0
        while let current = node, depth < maximumDepth {
            depth += 1
            // A modifier's arguments, not the view it modifies.
            if let call = current.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
               let name = SwiftUISyntax.lastName(call.calledExpression) {
                if spokenBy == nil, spokenNames.contains(name) { spokenBy = name }
                if name == "help" { isHelp = true }
            }
            if let clause = current.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
               !context.activeClauses.isActive(clause, of: list) {
                return ("", SwiftUISyntax.notCompiledReason(clause))
            }
            if member == nil {
                if let function = current.as(FunctionDeclSyntax.self) {
                    member = function.name.text
                    memberType = function.signature.returnClause?.type.trimmedDescription
                }
                if let binding = current.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                    member = name.identifier.text
                    memberType = binding.typeAnnotation?.type.trimmedDescription
                }
            }
            let typeName: String?
            if let decl = current.as(StructDeclSyntax.self) { typeName = decl.name.text }
            else if let decl = current.as(ClassDeclSyntax.self) { typeName = decl.name.text }
            else if let decl = current.as(EnumDeclSyntax.self) { typeName = decl.name.text }
            else if let decl = current.as(ExtensionDeclSyntax.self) { typeName = decl.extendedType.trimmedDescription }
            else { typeName = nil }
            if let typeName {
                let place = member.map { "`\(typeName).\($0)`" } ?? "`\(typeName)`"
                if let spokenBy { return (typeName, "spoken by VoiceOver (`.\(spokenBy)`), never laid out") }
                if isHelp { return (typeName, "a pointer tooltip (`.help`): not shown on iPhone") }
                if let member, context.onlySpoken(member) || context.onlySpoken(typeName) {
                    return (typeName, "spoken by VoiceOver (every use of \(place) is in an accessibility modifier), never laid out")
                }
                let conformances = context.conformances[typeName] ?? []
                let returns = memberType ?? ""
                if conformances.contains("Commands") || returns.hasSuffix("Commands") {
                    return (typeName, "a menu-bar command (`Commands`): the system lays out the menu bar (iPad, Mac)")
                }
                if conformances.contains("ToolbarContent") || conformances.contains("CustomizableToolbarContent") || returns.hasSuffix("ToolbarContent") {
                    return (typeName, "in toolbar content declared apart from a view (\(place): ToolbarContent): not modelled")
                }
                if conformances.contains("App") || conformances.contains("Scene") || returns.hasSuffix("Scene") {
                    return (typeName, "in a scene (\(place)): windows and menus are laid out by the system")
                }
                if program.types[typeName]?.isView == true {
                    if member == "body" {
                        return (typeName, "in a part of \(place) the importer does not follow (a view built from data or a closure it does not read)")
                    }
                    return (typeName, "built in \(place), which no view body the importer reads calls with a known place on screen")
                }
                return (typeName, "built outside a view (\(place)): where it shows is decided at run time")
            }
            child = current
            node = current.parent
        }
        if let spokenBy { return ("", "spoken by VoiceOver (`.\(spokenBy)`), never laid out") }
        if let member, context.onlySpoken(member) {
            return ("", "spoken by VoiceOver (every use of `\(member)` is in an accessibility modifier), never laid out")
        }
        return ("", "built outside a view\(member.map { " (`\($0)`)" } ?? ""): where it shows is decided at run time")
    }
}
