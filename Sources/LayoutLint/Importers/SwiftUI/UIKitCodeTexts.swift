import SwiftSyntax

/// Localized texts UIKit code hands to views UIKit builds and lays out itself, in any Swift file of an iOS
/// target (view controllers, coordinators, view models), not only in SwiftUI view bodies:
///
/// - `UIAlertController(title:message:preferredStyle:)` and `UIAlertAction(title:style:)`: the alert's title
///   (headline), message (footnote) and buttons (body), `SwiftUIMetrics.alertTitleStyle` /
///   `alertMessageStyle`; UIKit wraps them, at most as wide as the screen between its margins
///   (`SwiftUIBarText.Kind.drawnByUIKit`, the same as SwiftUI's `.alert`).
/// - `UIAction(title:)`, `UICommand(title:)`, `UIMenu(title:)`: menu items UIKit lays out and lets wrap
///   (the same as SwiftUI's `Menu` items).
/// - `UIBarButtonItem(title:)`: a bar button item (the same as a SwiftUI toolbar item: the bar's width is an
///   upper bound).
/// - `navigationItem.title = …`, and `title = …` in a `UIViewController` subclass: the navigation bar's title
///   (Apple, `UIViewController.title`: "the navigation item's title"; `UINavigationBar` shows it on one line in
///   17pt semibold, `SwiftUIMetrics.inlineTitleSize`), in the bar's width minus the bar button items UIKit
///   places beside it: an upper bound, so only a title that does not fit the whole bar is a finding.
///
/// - `cell.textLabel?.text = …` on a cell the code makes with a built-in style: `UIKitCodeCells`.
/// - A helper's parameter (`showAlert(title: String, …)`) is each localized value its callers pass:
///   `UIKitHelperCallers`.
///
/// What cannot be decided is skipped with the reason: text set on a view the code builds (`label.text = …`,
/// `button.setTitle(_:for:)`: its width comes from constraints or frames computed at run time), tab bar
/// items, swipe actions, VoiceOver text. A `String` literal is shown verbatim by UIKit: only localized values
/// (generated accessors, `NSLocalizedString`, `String(localized:)`, members that return them) are texts.
enum UIKitCodeTexts {
    enum Place: Hashable, Sendable {
        case alertTitle(sheet: Bool), alertMessage(sheet: Bool), alertAction(sheet: Bool), menuItem, barButton, navigationTitle
        /// `configuration.text = …` on a local list content configuration named `configuration`.
        case listCellText(String), listCellSecondaryText(String)
        /// `cell.textLabel?.text = …` on a local cell (`UIKitCodeCells`), and the text once its style is known.
        case cellLabel(String, detail: Bool)
        case cellText(style: String, lines: Int)
        case skip(String)
        /// The place, where the receiver (`alert`, `self.menu`) is of the type (`AppKitCodeTexts`: `alert.messageText
        /// = …` on an `NSAlert`); no text of a view where it is not known to be.
        indirect case onReceiver(String, type: String, Place)
    }

    struct Site {
        var owner: String
        var file: Int
        var expression: ExprSyntax
        var place: Place
    }

    /// UIKit's view controllers whose `title` their navigation item shows (Apple, `UIViewController.title`).
    /// Containers (`UINavigationController`, `UITabBarController`, `UISplitViewController`) show their
    /// children's titles, not their own.
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UIHostingController", "UIDocumentViewController",
    ]

    static func builtViewReason(_ code: String) -> String {
        "set by UIKit code on a view or controller the code builds (`\(code)`): its width comes from constraints or frames the code computes at run time (not modelled)"
    }
    static let tabBarReason = "a tab bar item: tab bar layout is not modelled"
    static let keyCommandReason = "a keyboard shortcut's title (`UIKeyCommand`): shown in the system's shortcut overlay and menus (not modelled)"
    static let swipeReason = "a swipe action: its button width is not documented"
    static func spokenReason(_ property: String) -> String { "spoken by VoiceOver (`\(property)`), never laid out" }
    static let listTextPropertiesReason = "a list cell's text whose text properties the code sets (`textProperties`): not modelled"
    static let listSecondaryReason = "a list cell's secondary text: its font depends on the configuration's style (not modelled)"
    /// List content configurations whose text is the body style and wraps (Apple, `UIListContentConfiguration`:
    /// `cell()`, `subtitleCell()`, `valueCell()`; `UITableViewCell.defaultContentConfiguration()` / `UICollectionViewListCell`'s:
    /// "a default list content configuration for the cell's style"; `TextProperties.numberOfLines`: 0, no limit).
    static let listCellStyles: Set<String> = ["cell", "subtitleCell", "valueCell", "defaultContentConfiguration"]

    static func isListCellConfiguration(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        guard listCellStyles.contains(name) else { return false }
        if name == "defaultContentConfiguration" { return true }
        let base = member.base?.trimmedDescription
        return base == "UIListContentConfiguration" || base == "UIKit.UIListContentConfiguration"
    }

    static let titleViewReason = "a navigation title of a view controller that sets `navigationItem.titleView`: the bar shows that view in its place"

    /// The screens of every owner type with a site, named after the type (`taken`: names already used by
    /// another screen get " (UIKit)" appended, " (AppKit)" on macOS). `platform`: the files read, those built
    /// for iOS (UIKit's texts) or for macOS (AppKit's, `AppKitCodeTexts`).
    static func screens(in program: SwiftUIProgram, taken: Set<String>, platform: Platform = .ios) -> [LayoutScreen] {
        let finder = SiteFinder(viewMode: .sourceAccurate)
        finder.alertModels = SwiftUIAlertModels.read(program)
        finder.appKit = platform == .macos
        var sites: [Site] = []
        let common = SwiftUIImporter.commonFolderCount(program.files.map(\.display))
        for (index, file) in program.files.enumerated() where (file.platform == .macos) == (platform == .macos) {
            // Tests, mocks and preview content are not the shipped app.
            guard SwiftUIImporter.nonAppFolder(file.display, below: common) == nil else { continue }
            finder.file = index
            finder.walk(file.tree)
        }
        sites = finder.sites
        var byOwner: [String: [Site]] = [:]
        for site in sites { byOwner[site.owner, default: []].append(site) }
        var screens: [LayoutScreen] = []
        for owner in byOwner.keys.sorted() {
            let ownerSites = byOwner[owner]!
            let type = owner.isEmpty ? nil : program.types[owner]
            let isController = !owner.isEmpty && finder.isViewController(owner)
            let hasTitleView = finder.setsTitleView.contains(owner)
            let reader = SwiftUIViewReader(program: program, typeName: owner)
            var skipped: [SkippedElement] = []
            var seenSkips = Set<String>()
            var blocks: [SyntaxIdentifier: Block] = [:]
            var restylings: [String: UIKitCodeCells.Restyling] = [:]
            for site in ownerSites {
                var place = site.place
                let (scope, initialValues) = Self.scope(for: site.expression, file: site.file, type: type, blocks: &blocks)
                switch place {
                case .listCellText(let name), .listCellSecondaryText(let name):
                    // Only a configuration the code makes with a list style whose text is the body style.
                    let property = place == .listCellText(name) ? "text" : "secondaryText"
                    if let value = initialValues[name], Self.isListCellConfiguration(value) {
                        if finder.setsTextProperties.contains(owner) { place = .skip(listTextPropertiesReason) }
                        else if case .listCellSecondaryText = place { place = .skip(listSecondaryReason) }
                    } else {
                        place = .skip(builtViewReason(".\(property) = …"))
                    }
                case .cellLabel(let receiver, let detail):
                    place = UIKitCodeCells.place(receiver: receiver, detail: detail, initialValues: initialValues, cache: &restylings)
                case .onReceiver(let receiver, let expected, let inner):
                    // `self.menu` is the stored property `menu`.
                    let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst("self.".count)) : receiver
                    let known = receiver.hasPrefix("self.")
                        ? type?.storedProperties.first { $0.name == name }?.type.map(AppKitCodeTexts.typeName)
                        : AppKitCodeTexts.receiverType(name, scope: scope, initialValues: initialValues, type: type)
                    guard known == expected else { continue }
                    place = inner
                default: break
                }
                if place == .navigationTitle, let target = site.expression.parent.flatMap(Self.plainTitleTarget) {
                    // `title = …` outside a view controller, or naming a local `title`, is no navigation title.
                    if !isController || (target == "title" && scope.lookup("title") != nil) { continue }
                }
                if place == .navigationTitle, hasTitleView { place = .skip(titleViewReason) }
                var sources = reader.localizedStringSources(site.expression, scope, depth: 0)?.filter { $0.key != nil && $0.unlocalized == nil } ?? []
                if sources.isEmpty {
                    sources = callerSources(site, finder: finder, program: program, reader: reader, blocks: &blocks)
                }
                guard !sources.isEmpty else { continue }
                if case .skip(let reason) = place {
                    for source in sources where seenSkips.insert("\(source.location)\u{1F}\(source.key!)").inserted {
                        skipped.append(SkippedElement(id: "uikit@\(source.location.line):\(source.location.column)", reason: reason,
                                                      location: source.location, key: source.key, table: source.table))
                    }
                    continue
                }
                let before = reader.elements.count
                _ = reader.makeText(sources)
                let range = before..<reader.elements.count
                if platform == .macos {
                    if let drawn = AppKitCodeTexts.kinds[place] { drawnByAppKit(reader, range, drawn.note, kind: drawn.kind) }
                    continue
                }
                switch place {
                // `makeText` appends only texts not reached before: each of `range` is new and has no bar yet.
                case .alertTitle(let sheet):
                    drawnByUIKit(reader, range, sheet ? "an action sheet's title" : "an alert's title", style: SwiftUIMetrics.alertTitleStyle)
                case .alertMessage(let sheet):
                    drawnByUIKit(reader, range, sheet ? "an action sheet's message" : "an alert's message", style: SwiftUIMetrics.alertMessageStyle)
                case .alertAction(let sheet):
                    drawnByUIKit(reader, range, sheet ? "an action sheet's button" : "an alert's button", style: nil)
                case .menuItem:
                    drawnByUIKit(reader, range, "a menu item", style: nil)
                case .barButton:
                    barText(reader, range, size: SwiftUIMetrics.barButtonSize, weight: nil, kind: .toolbarItem,
                            note: "a bar button item (`UIBarButtonItem`): the bar's width, shared with the title and other items, is an upper bound")
                case .navigationTitle:
                    barText(reader, range, size: SwiftUIMetrics.inlineTitleSize, weight: SwiftUIMetrics.inlineTitleWeight, kind: .inlineTitle,
                            note: "a view controller's navigation title (UIKit): measured as the inline title; bar button items share the bar, so its width is an upper bound")
                case .listCellText:
                    drawnByUIKit(reader, range, "a list cell's text (`UIListContentConfiguration`, body style, wraps: `numberOfLines` 0)", style: "body")
                case .cellText(let style, let lines):
                    cellText(reader, range, style: style, lines: lines)
                case .skip, .listCellSecondaryText, .onReceiver, .cellLabel: break
                }
            }
            guard !reader.elements.isEmpty || !skipped.isEmpty else { continue }
            let file = ownerSites[0].file
            let location = type.map { program.files[$0.file].text.location(at: $0.location.utf8Offset) }
                ?? SourceLocation(file: program.files[file].display, line: 1, column: 1)
            let baseName = owner.isEmpty ? program.files[file].display : owner
            let name = taken.contains(baseName) ? baseName + (platform == .macos ? " (AppKit)" : " (UIKit)") : baseName
            if platform == .macos {
                SwiftUIMacWindow.adapt(&reader.elements, bars: reader.bars)
                SwiftUIMacWindow.adaptNotes(&reader.notes, bars: reader.bars)
            }
            var layout = SwiftUIContainerLayout(
                screenWidths: platform == .macos ? [.infinity] : SwiftUIMetrics.screenWidths, root: nil, bars: reader.bars, limited: reader.limited,
                fixedHeights: reader.fixedHeights, unresolvable: reader.unresolvable, sizeCaps: reader.sizeCaps, notes: reader.notes)
            if platform == .macos { layout.window = SwiftUIMacWindow() }
            let container: ContainerBox? = reader.elements.isEmpty ? nil : ContainerBox(layout)
            screens.append(LayoutScreen(name: name, platform: platform, file: location.file, location: location, elements: reader.elements,
                                        origin: .swiftUI, container: container, skipped: skipped))
        }
        return screens
    }

    /// A site that names a parameter of the function around it (`func showError(message: String) { …
    /// UIAlertController(title: nil, message: message, …) }`): the localized values the function's callers pass
    /// for it (`showError(message: L10n.Errors.offline)`), each a text of the site, each read in its caller's
    /// scope, through helpers that pass their own parameter on (`UIKitHelperCallers`).
    static func callerSources(_ site: Site, finder: SiteFinder, program: SwiftUIProgram, reader: SwiftUIViewReader,
                              blocks: inout [SyntaxIdentifier: Block]) -> [SwiftUITextSource] {
        UIKitHelperCallers.sources(of: site.expression, finder: finder, program: program, reader: reader, blocks: &blocks)
    }

    /// Texts in a navigation bar (a title or a bar button item): one line at `size` (and `weight`), the bar's
    /// width, which the title and the items share, an upper bound.
    static func barText(_ reader: SwiftUIViewReader, _ range: Range<Int>, size: Double, weight: Int?, kind: SwiftUIBarText.Kind, note: String) {
        for index in range {
            let id = reader.elements[index].id
            reader.elements[index].textStyle = nil
            reader.elements[index].size = size
            if let weight { reader.elements[index].weight = weight }
            reader.elements[index].maxLines = 1
            reader.limited.insert(id)
            reader.bars.append(SwiftUIBarText(element: id, kind: kind, sharesBarWithItems: true))
            reader.notes[id, default: []].append(note)
        }
    }

    /// A table cell's built-in text label (`UIKitCodeCells`): `lines` lines (0: wraps) at 17pt, at most as
    /// wide as the row between the table's margins, an upper bound (accessories and a detail label take part of it).
    static func cellText(_ reader: SwiftUIViewReader, _ range: Range<Int>, style: String, lines: Int) {
        for index in range where reader.unresolvable[reader.elements[index].id] == nil {
            let id = reader.elements[index].id
            reader.elements[index].maxLines = lines
            // 17pt, what the body style is at the default size category and a label's default font
            // (`UIKitMetrics.defaultFontSize`); whether the built-in label follows Dynamic Type is not documented,
            // so no larger size is assumed.
            reader.elements[index].textStyle = nil
            reader.elements[index].size = UIKitMetrics.defaultFontSize
            if lines > 0 { reader.limited.insert(id) }
            reader.bars.append(SwiftUIBarText(element: id, kind: .drawnByUIKit, sharesBarWithItems: false))
            reader.notes[id, default: []].append("the text label of a `.\(style)` table cell the code makes (`UITableViewCell.textLabel`): "
                + (lines == 1 ? "one line" : lines == 0 ? "wrapping" : "\(lines) lines") + " at 17pt (the body style at the default text size), laid out at most as wide as the row "
                + "between the table's margins (accessories, an image and a detail label take part of it: an upper bound)")
        }
    }

    /// `SwiftUIViewReader.drawnByUIKit` for texts just made (no bar yet, no font the app set): they wrap, in
    /// `style` or the body style, at most as wide as the screen between its margins.
    static func drawnByUIKit(_ reader: SwiftUIViewReader, _ range: Range<Int>, _ what: String, style: String?) {
        for index in range where reader.unresolvable[reader.elements[index].id] == nil {
            let id = reader.elements[index].id
            reader.elements[index].maxLines = 0
            if let style { reader.elements[index].textStyle = style }
            reader.bars.append(SwiftUIBarText(element: id, kind: .drawnByUIKit, sharesBarWithItems: false))
            reader.notes[id, default: []].append(what + SwiftUIViewReader.drawnByUIKitNote)
        }
    }

    /// Texts just made that AppKit draws outside the view tree (`AppKitCodeTexts.kinds`): laid out at their ideal
    /// width in the menu's or the alert's font (`SwiftUIMacWindow.adapt`, `idealWidthKinds`).
    static func drawnByAppKit(_ reader: SwiftUIViewReader, _ range: Range<Int>, _ what: String, kind: SwiftUIBarText.Kind) {
        for index in range where reader.unresolvable[reader.elements[index].id] == nil {
            let id = reader.elements[index].id
            reader.elements[index].maxLines = 0
            reader.bars.append(SwiftUIBarText(element: id, kind: kind, sharesBarWithItems: false))
            reader.notes[id, default: []].append(what + SwiftUIViewReader.drawnByUIKitNote)
        }
    }

    /// An assignment's target when it is a bare `title` / `self.title` (a view controller's own title).
    static func plainTitleTarget(_ node: Syntax) -> String? {
        guard let infix = node.as(InfixOperatorExprSyntax.self) else { return nil }
        let target = infix.leftOperand.trimmedDescription
        return target == "title" || target == "self.title" ? target : nil
    }

    /// A block's statements and the position of each.
    struct Block {
        var items: [CodeBlockItemSyntax]
        var positions: [SyntaxIdentifier: Int]
    }

    /// How many statements before a site are read for the `let` names it uses (time stays linear).
    static let maximumPrecedingStatements = 64
    /// How far up from a site its enclosing blocks are read.
    static let maximumDepth = 64

    /// The scope of a site: the `let` constants declared before it in its enclosing blocks (`let title =
    /// L10n.x` … `UIAlertController(title: title, …)`), and the parameters of the functions and closures
    /// around it, whose values are known only at run time.
    /// `blocks`: each block's item positions, worked out once per block (time stays linear in the sites).
    static func scope(for expression: ExprSyntax, file: Int, type: SwiftUITypeInfo?,
                      blocks: inout [SyntaxIdentifier: Block]) -> (scope: SwiftUIScope, initialValues: [String: ExprSyntax]) {
        let scope = SwiftUIScope(file: file, type: type)
        var initialValues: [String: ExprSyntax] = [:]
        func bindParameter(_ name: String, _ declared: TypeSyntax?) {
            guard scope.bindings[name] == nil else { return }
            scope.bindings[name] = .runtime
            // `func configure(with policy: Policy)`: `policy.title` is the member of `Policy`.
            if let declared { scope.declaredTypes[name] = declared.trimmedDescription }
        }
        var node: Syntax? = Syntax(expression)
        var child: Syntax = Syntax(expression)
        var depth = 0
        while let current = node, depth < maximumDepth {
            depth += 1
            if let items = current.as(CodeBlockItemListSyntax.self) {
                if blocks[items.id] == nil {
                    let all = Array(items)
                    blocks[items.id] = Block(items: all, positions: Dictionary(all.enumerated().map { ($0.element.id, $0.offset) },
                                                                               uniquingKeysWith: { a, _ in a }))
                }
                let block = blocks[items.id]!
                let position = block.positions[child.id] ?? 0
                for item in block.items[max(0, position - maximumPrecedingStatements)..<position] {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
                    for binding in declaration.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, scope.bindings[name] == nil else { continue }
                        if let declared = binding.typeAnnotation?.type { scope.declaredTypes[name] = declared.trimmedDescription }
                        if let value = binding.initializer?.value { initialValues[name] = value }
                        if isConstant, let value = binding.initializer?.value {
                            scope.bindings[name] = .expression(value, scope)
                        } else {
                            scope.bindings[name] = .runtime
                        }
                    }
                }
            } else if let function = current.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters { bindParameter((parameter.secondName ?? parameter.firstName).text, parameter.type) }
            } else if let initializer = current.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters { bindParameter((parameter.secondName ?? parameter.firstName).text, parameter.type) }
            } else if let closure = current.as(ClosureExprSyntax.self), let signature = closure.signature {
                if let parameters = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
                    for parameter in parameters where scope.bindings[parameter.name.text] == nil { scope.bindings[parameter.name.text] = .runtime }
                } else if let parameters = signature.parameterClause?.as(ClosureParameterClauseSyntax.self) {
                    for parameter in parameters.parameters { bindParameter((parameter.secondName ?? parameter.firstName).text, parameter.type) }
                }
            } else if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) {
                break
            }
            child = current
            node = current.parent
        }
        return (scope, initialValues)
    }

    final class SiteFinder: SyntaxVisitor {
        var file = 0
        var sites: [Site] = []
        /// Class → the first type its declaration inherits from.
        var superclasses: [String: String] = [:]
        /// Types whose code sets `navigationItem.titleView`.
        var setsTitleView = Set<String>()
        /// Function base name → its declarations in the program (`UIKitHelperCallers.maximumDeclarations` and one
        /// more at most: a name declared more often names no one function).
        var declarations: [String: [FunctionDeclSyntax]] = [:]
        /// Function name (the last component of the called expression) → the calls of it.
        var calls: [String: [(owner: String, file: Int, call: FunctionCallExprSyntax)]] = [:]
        /// Types whose code sets a configuration's `textProperties`.
        var setsTextProperties = Set<String>()
        /// The app's alert model types (`SwiftUIAlertModels`): their constructions are alerts.
        var alertModels = SwiftUIAlertModels()
        /// Reading AppKit code (files built for macOS): the sites `AppKitCodeTexts` names, not UIKit's.
        var appKit = false
        private var initializerDepth = 0
        private var owners: [String] = []
        private var owner: String { owners.last ?? "" }

        func isViewController(_ name: String) -> Bool {
            var current = name
            var seen = Set<String>()
            while seen.insert(current).inserted {
                if UIKitCodeTexts.viewControllers.contains(current) { return true }
                guard let next = superclasses[current] else { return false }
                current = next
            }
            return false
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                // `UIHostingController<Content>`: the generic type's name.
                let base = first.split(separator: "<").first.map(String.init) ?? first
                superclasses[node.name.text] = base.split(separator: ".").last.map(String.init) ?? base
            }
            owners.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(""); return .visitChildren }
        override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

        /// Code in `#if DEBUG` (a debug menu) or `#if os(macOS)` is in no release build for iOS; `#if os(iOS)` in
        /// none for macOS.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            let condition = node.condition?.trimmedDescription ?? ""
            return condition == "DEBUG" || condition.hasPrefix(appKit ? "os(iOS)" : "os(macOS)") ? .skipChildren : .visitChildren
        }

        private func add(_ expression: ExprSyntax?, _ place: Place) {
            guard let expression else { return }
            sites.append(Site(owner: owner, file: file, expression: expression, place: place))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if declarations[node.name.text, default: []].count <= UIKitHelperCallers.maximumDeclarations {
                declarations[node.name.text, default: []].append(node)
            }
            return .visitChildren
        }

        /// The values an alert model gets (`SwiftUIAlertModels`), each placed where the alert shows it.
        private func addAlertModel(_ found: [(ExprSyntax, SwiftUIAlertModels.Field)]) {
            for (expression, field) in found {
                switch field.role {
                case .title: add(expression, .alertTitle(sheet: field.sheet))
                case .message: add(expression, .alertMessage(sheet: field.sheet))
                case .button: add(expression, .alertAction(sheet: field.sheet))
                }
            }
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { initializerDepth += 1; return .visitChildren }
        override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth -= 1 }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // An alert model's stored property default (`var primaryButton = AlertButton(title: L10n.ok)`).
            guard !appKit, alertModels.fields[owner] != nil, !node.modifiers.contains(where: { $0.name.text == "static" }) else { return .visitChildren }
            for binding in node.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                var found: [(ExprSyntax, SwiftUIAlertModels.Field)] = []
                alertModels.flow(value, type: owner, path: [name], into: &found)
                addAlertModel(found)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let called = SwiftUISyntax.lastName(node.calledExpression) { calls[called, default: []].append((owner, file, node)) }
            if appKit {
                addAppKit(node)
                return .visitChildren
            }
            let callee = node.calledExpression.trimmedDescription
            let name = callee.hasPrefix("UIKit.") ? String(callee.dropFirst(6)) : callee
            let arguments = node.arguments
            func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
            if let model = alertModels.constructedType(node) {
                var found: [(ExprSyntax, SwiftUIAlertModels.Field)] = []
                alertModels.arguments(node, type: model, path: [], into: &found)
                addAlertModel(found)
            }
            switch name {
            case "UIAlertController":
                let sheet = argument("preferredStyle")?.trimmedDescription.hasSuffix("actionSheet") == true
                add(argument("title"), .alertTitle(sheet: sheet))
                add(argument("message"), .alertMessage(sheet: sheet))
            case "UIAlertAction":
                // The action's style does not say whether its controller is an alert or a sheet: both draw
                // the button in the body style.
                add(argument("title"), .alertAction(sheet: false))
            case "UIAction", "UICommand", "UIMenu", "UIDeferredMenuElement":
                add(argument("title"), .menuItem)
            case "UIBarButtonItem":
                add(argument("title"), .barButton)
            case "UIContextualAction":
                add(argument("title"), .skip(UIKitCodeTexts.swipeReason))
            case "UITabBarItem":
                add(argument("title"), .skip(UIKitCodeTexts.tabBarReason))
            case "UIKeyCommand":
                add(argument("title"), .skip(UIKitCodeTexts.keyCommandReason))
                add(argument("discoverabilityTitle"), .skip(UIKitCodeTexts.keyCommandReason))
            default:
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
                    let method = member.declName.baseName.text
                    if method == "setTitle" || method == "setAttributedTitle", let first = arguments.first, first.label == nil {
                        add(first.expression, .skip(UIKitCodeTexts.builtViewReason("\(method)(_:for:)")))
                    }
                }
            }
            return .visitChildren
        }

        /// `NSMenuItem(title:…)`, `menu.addItem(withTitle:…)`, `alert.addButton(withTitle:)` (`AppKitCodeTexts`).
        private func addAppKit(_ node: FunctionCallExprSyntax) {
            if let labels = AppKitCodeTexts.initializers[AppKitCodeTexts.typeName(node.calledExpression.trimmedDescription)] {
                for (label, place) in labels.sorted(by: { $0.key < $1.key }) { add(node.arguments.first { $0.label?.text == label }?.expression, place) }
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      let method = AppKitCodeTexts.methods[member.declName.baseName.text],
                      let first = node.arguments.first, first.label?.text == method.label {
                add(first.expression, .onReceiver(base.trimmedDescription, type: method.receiver, method.place))
            }
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
            let target = node.leftOperand.trimmedDescription
            if appKit {
                // `alert.messageText = …`, `self.item.title = …`: a property of a receiver of the type that declares it.
                if let dot = target.lastIndex(of: "."), let types = AppKitCodeTexts.properties[String(target[target.index(after: dot)...])] {
                    let receiver = String(target[..<dot])
                    for (type, place) in types.sorted(by: { $0.key < $1.key }) { add(node.rightOperand, .onReceiver(receiver, type: type, place)) }
                }
                return .visitChildren
            }
            let last = target.split(separator: ".").last.map(String.init) ?? target
            if target.hasSuffix("navigationItem.titleView") { setsTitleView.insert(owner) }
            if target.contains(".textProperties.") { setsTextProperties.insert(owner) }
            if initializerDepth > 0, alertModels.fields[owner] != nil, target == "self.\(last)" || target == last {
                // An alert model's initializer (`self.title = L10n.error`).
                var found: [(ExprSyntax, SwiftUIAlertModels.Field)] = []
                alertModels.flow(node.rightOperand, type: owner, path: [last], into: &found)
                addAlertModel(found)
                return .visitChildren
            }
            if let cell = UIKitCodeCells.labelTarget(target) {
                // `cell.textLabel?.text = …`: a built-in label of a cell made with a style (decided with the local's
                // initial value), else a view the code builds.
                add(node.rightOperand, .cellLabel(cell.receiver, detail: cell.detail))
                return .visitChildren
            }
            let parts = target.split(separator: ".")
            if parts.count == 2, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), parts[1] == "text" || parts[1] == "secondaryText" {
                // `configuration.text = …`: a list content configuration when `configuration` is one (decided
                // with the local's initial value); else a view the code builds.
                add(node.rightOperand, parts[1] == "text" ? .listCellText(String(parts[0])) : .listCellSecondaryText(String(parts[0])))
                return .visitChildren
            }
            if target.hasSuffix("navigationItem.title") || target == "title" || target == "self.title" {
                add(node.rightOperand, .navigationTitle)
            } else if target.hasSuffix("tabBarItem.title") {
                add(node.rightOperand, .skip(UIKitCodeTexts.tabBarReason))
            } else if ["accessibilityLabel", "accessibilityHint", "accessibilityValue"].contains(last) {
                add(node.rightOperand, .skip(UIKitCodeTexts.spokenReason(last)))
            } else if target.contains("."), ["text", "attributedText", "title", "placeholder", "secondaryText", "prompt"].contains(last) {
                add(node.rightOperand, .skip(UIKitCodeTexts.builtViewReason(".\(last) = …")))
            }
            return .visitChildren
        }
    }
}
