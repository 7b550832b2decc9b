import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Small syntax helpers the SwiftUI importer shares.
enum SwiftUISyntax {
    /// `foo` of `foo`, `a.b.foo`, `.foo`, `Foo<T>`; nil for other expressions.
    static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return lastName(generic.expression) }
        return nil
    }

    /// The argument labelled `label` (nil: the first unlabelled one).
    static func argument(_ arguments: LabeledExprListSyntax, _ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// A number literal (optionally negative, or `.infinity`) as a Double.
    /// The value a `let` stored property is initialized with (`let body = Font.subheadline`): a constant
    /// never assigned again (The Swift Programming Language, "Constants and Variables"), so every instance
    /// holds it. Nil for a `var`, a computed property or one without an initializer.
    static func constantInitializer(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard binding.accessorBlock == nil,
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return binding.initializer?.value
    }

    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let value = number(prefix.expression) { return -value }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "infinity" { return .infinity }
        if let call = expression.as(FunctionCallExprSyntax.self), ["CGFloat", "Double"].contains(call.calledExpression.trimmedDescription),
           call.arguments.count == 1, let only = call.arguments.first { return number(only.expression) }
        return nil
    }

    /// Whether an `#if` condition holds on iOS (the platform the importer models): `os(iOS)`,
    /// `canImport(UIKit)` and `DEBUG`-free conditions; macCatalyst, visionOS, macOS, watchOS and tvOS do not.
    static func holdsOnIOS(_ condition: ExprSyntax?) -> Bool {
        guard let condition else { return true }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return !holdsOnIOS(prefix.expression) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1 { return holdsOnIOS(tuple.elements.first?.expression) }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            switch infix.operator.trimmedDescription {
            case "&&": return holdsOnIOS(infix.leftOperand) && holdsOnIOS(infix.rightOperand)
            case "||": return holdsOnIOS(infix.leftOperand) || holdsOnIOS(infix.rightOperand)
            default: return false
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = lastName(call.calledExpression) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "targetEnvironment": return false
            case "canImport": return !["AppKit", "WatchKit"].contains(argument)
            case "compiler", "swift": return true
            default: return false
            }
        }
        return false
    }

    /// The innermost `#if` clause around `node` that is not compiled for iOS, nil when every enclosing
    /// clause is (or there is none).
    static func inactiveClause(around node: some SyntaxProtocol) -> IfConfigClauseSyntax? {
        var current: Syntax? = node.parent
        var depth = 0
        while let parent = current, depth < 10_000 {
            depth += 1
            if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
               activeClause(list).map({ $0.id != clause.id }) ?? true {
                return clause
            }
            current = parent.parent
        }
        return nil
    }

    /// Why a text in a clause that is not compiled for iOS is no text of the app. `DEBUG` is set only in the
    /// Debug configuration (Xcode's `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG`; the Release configuration
    /// an archive is built with has none), so an `#if DEBUG` branch is in no build users install.
    static func notCompiledReason(_ clause: IfConfigClauseSyntax) -> String {
        if let condition = clause.condition, mentionsDebug(condition) {
            return "in an `#if DEBUG` branch: only debug builds have it, not the shipped app"
        }
        return "in an `#if` branch not compiled for iOS"
    }

    private static func mentionsDebug(_ condition: ExprSyntax) -> Bool {
        condition.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("DEBUG") }
    }

    /// The clause of an `#if` that is active on iOS.
    static func activeClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        for clause in clauses {
            if clause.poundKeyword.tokenKind == .poundElse || holdsOnIOS(clause.condition) { return clause }
        }
        return nil
    }
}

/// A declaration the app makes: a type's member, with the file it is in.
struct SwiftUIMember {
    enum Kind { case variable(PatternBindingSyntax), function(FunctionDeclSyntax) }
    var kind: Kind
    var file: Int
    var isStatic: Bool
    var typeName: String?
}

/// A type the app declares (struct, class, enum, and its extensions merged).
final class SwiftUITypeInfo {
    let name: String
    var isView = false
    var file: Int
    var location: AbsolutePosition
    /// Members by name (the first declaration wins).
    var members: [String: [SwiftUIMember]] = [:]
    /// Stored instance properties in declaration order: the memberwise initializer's parameters.
    var storedProperties: [(name: String, type: String?, hasDefault: Bool)] = []
    var initializers: [(decl: InitializerDeclSyntax, file: Int)] = []
    /// Why the type's declaration is in no build of the app for iOS: it sits in an `#if` clause that is not
    /// compiled (`#if DEBUG`, `#if os(macOS)`); nil when it is compiled.
    var notCompiled: String?
    /// Whether a declaration of the type (not an extension) sits outside every `#if` clause not compiled.
    var declaredInActiveClause = false
    /// Whether the type is a structure, and whether its declaration (not an extension) writes an initializer:
    /// a structure that writes none gets the memberwise initializer (The Swift Programming Language,
    /// "Initialization", "Memberwise Initializers for Structure Types"; one written in an extension keeps it).
    var isStruct = false
    var declaresInitializer = false

    init(name: String, file: Int, location: AbsolutePosition) {
        self.name = name
        self.file = file
        self.location = location
    }
}

/// One parsed source file.
struct SwiftUISourceFile {
    var display: String
    var tree: SourceFileSyntax
    var text: SourceText
    var importsSwiftUI: Bool
    /// The platform it is built for (`SwiftUIPlatformReader`); nil: not known from a project.
    var platform: Platform? = nil
    /// The SDKs of the project targets that compile it (`iphoneos`, `macosx`); nil: no project names it.
    var sdks: Set<String>? = nil
}

/// Every file of the app, parsed, and what the importer looks up across files: types (views and their
/// members), `Font` extensions, declared types of names (for interpolation specifiers).
final class SwiftUIProgram {
    var files: [SwiftUISourceFile] = []
    var types: [String: SwiftUITypeInfo] = [:]
    var hints = SwiftUITypeHints()
    /// The faces the app registers (`AppleAppFonts`), for `Font.custom`.
    var appFonts = AppleAppFonts()
    /// Generated string accessors (`L10n.Settings.title`) → table × key, built once per app.
    lazy var accessors = SwiftUILocalizedAccessors(files: files.map(\.tree), generated: generatedAccessors)
    /// SwiftGen accessors whose generated file the repository does not hold (`SwiftGenStrings`).
    var generatedAccessors: [String: SwiftUILocalizedAccessors.Entry] = [:]

    private var localizedMemberCache: [String: [(SwiftUIMember, SwiftUITypeInfo)]]?
    /// `Type\u{1F}property` → the values its initializers assign (`SwiftUIViewReader.initializerAssignments`),
    /// found once per property: every use of the property reads the same initializers.
    var initializerAssignments: [String: [(value: ExprSyntax, file: Int, parameters: [FunctionParameterSyntax])]] = [:]

    /// How many constructions of one structure are read for a property's values (`constructions(of:)`); a
    /// structure built more often than this is left to run time (time stays linear in the source).
    static let maximumConstructions = 256

    /// Structure name → its constructions the sources write out (`Sample(name: L10n.a, …)`, `Sample.init(…)`),
    /// with their files, in file order; found once per app.
    lazy var constructions: [String: [(call: FunctionCallExprSyntax, file: Int)]] = {
        final class Finder: SyntaxVisitor {
            let structs: Set<String>
            let file: Int
            var found: [String: [(call: FunctionCallExprSyntax, file: Int)]] = [:]
            init(structs: Set<String>, file: Int) {
                self.structs = structs
                self.file = file
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                var callee = node.calledExpression
                if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
                    callee = base
                }
                if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, structs.contains(name) {
                    found[name, default: []].append((node, file))
                }
                return .visitChildren
            }
        }
        let structs = Set(self.types.values.filter(\.isStruct).map(\.name))
        var all: [String: [(call: FunctionCallExprSyntax, file: Int)]] = [:]
        guard !structs.isEmpty else { return all }
        for (index, file) in self.files.enumerated() {
            let finder = Finder(structs: structs, file: index)
            finder.walk(file.tree)
            for (name, calls) in finder.found { all[name, default: []] += calls }
        }
        return all
    }()

    /// Members of any type declared with a localized type (`LocalizedStringKey`, …), by name.
    func localizedMembers(named name: String) -> [(SwiftUIMember, SwiftUITypeInfo)] {
        if localizedMemberCache == nil {
            let localized: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "Text"]
            var cache: [String: [(SwiftUIMember, SwiftUITypeInfo)]] = [:]
            for typeName in types.keys.sorted() {
                guard let type = types[typeName] else { continue }
                for (memberName, members) in type.members {
                    for member in members where localized.contains(SwiftUITypeHints.normalized(member.typeName ?? "")) {
                        cache[memberName, default: []].append((member, type))
                    }
                }
            }
            localizedMemberCache = cache
        }
        return localizedMemberCache?[name] ?? []
    }

    /// How deep swift-syntax's parser nests before it stops and leaves the rest of the file unparsed (its
    /// `Parser.defaultMaximumNestingLevel` of a release build, given explicitly: a debug build of the parser
    /// stops at 20, so a debug layoutlint silently read less of a file than a release one). A file that
    /// reaches it is reported (`nestingOverflow`).
    static let maximumNestingLevel = 256

    /// Where the parser stopped for `maximumNestingLevel` in `tree`, as a UTF-8 offset; nil when it did not.
    static func nestingOverflow(in tree: SourceFileSyntax) -> Int? {
        guard tree.hasMaximumNestingLevelOverflow else { return nil }
        // Down the nodes that carry the overflow bit only, to the unexpected nodes the parser left.
        final class Finder: SyntaxAnyVisitor {
            var offset: Int?
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                guard offset == nil, node.hasMaximumNestingLevelOverflow else { return .skipChildren }
                if node.is(UnexpectedNodesSyntax.self) {
                    offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.offset ?? 0
    }

    /// Files larger than this are not parsed (each reported): parsing time stays bounded.
    static let maximumFileSize = 4 * 1024 * 1024

    /// More opening square brackets than this in a row (whitespace between them aside) and the file is not
    /// parsed: swift-syntax 603's lookahead for inline-array types backtracks through each of them, doubling
    /// the time per bracket (measured: 16 in a row 0.04 s, 20 0.37 s, 24 5 s; a fuzzed file with 100 did
    /// not finish). Swift code nests `[[[String]]]` a few deep.
    static let maximumBracketRun = 12

    /// Where the first run of more than `maximumBracketRun` opening brackets starts, and its length.
    static func bracketRun(in bytes: [UInt8]) -> (offset: Int, count: Int)? {
        var start = 0, count = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "[") {
                if count == 0 { start = offset }
                count += 1
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                if count > maximumBracketRun { return (start, count) }
                count = 0
            }
        }
        return count > maximumBracketRun ? (start, count) : nil
    }

    /// `platform` and `sdks` as the projects say (`SwiftUIPlatformReader.Projects`); `appKitIsMacOS`: a file that
    /// imports AppKit (or Cocoa) outside any `#if` builds for macOS only, whatever the project says of its other
    /// targets (Apple, "AppKit": macOS 10.0+; not on iOS).
    func add(bytes: [UInt8], display: String, platform: Platform? = nil, sdks: Set<String>? = nil, appKitIsMacOS: Bool = false) {
        let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
        // The parser leaves `a + b` as a flat sequence; folding with Swift's standard operators gives the
        // tree (`InfixOperatorExprSyntax`) the readers walk. Positions do not change.
        let tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let text = SourceText(path: display, utf8: bytes)
        let importsSwiftUI = tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI"
        } || Self.importsInIfConfig(tree)
        var file = SwiftUISourceFile(display: display, tree: tree, text: text, importsSwiftUI: importsSwiftUI, platform: platform, sdks: sdks)
        if appKitIsMacOS && Self.importsAppKit(tree) {
            file.platform = .macos
            file.sdks = ["macosx"]
        }
        files.append(file)
        index(file: files.count - 1)
    }

    /// Whether the file imports AppKit, or Cocoa (which re-exports it), outside any `#if`.
    static func importsAppKit(_ tree: SourceFileSyntax) -> Bool { imports(tree, "AppKit") || imports(tree, "Cocoa") }

    /// Whether the file imports the module outside any `#if`.
    static func imports(_ tree: SourceFileSyntax, _ module: String) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module }
    }

    static func importsInIfConfig(_ tree: SourceFileSyntax) -> Bool {
        for item in tree.statements {
            guard let config = item.item.as(IfConfigDeclSyntax.self) else { continue }
            for clause in config.clauses {
                if case .statements(let statements) = clause.elements,
                   statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI" }) { return true }
            }
        }
        return false
    }

    /// Whether code in file `caller` can name a type declared in file `declaring`: a Swift file sees the types of
    /// its own module (and those it imports), so where the projects say which targets compile each file and no
    /// target compiles both (an iOS target and a macOS target of one repository, each with its own
    /// `SettingsView`), the name in `caller` is another declaration of it. Unknown (a package's file, no project)
    /// is taken as visible.
    func isVisible(declaredIn declaring: Int, from caller: Int) -> Bool {
        guard declaring != caller, let callerSDKs = files[caller].sdks, let declaringSDKs = files[declaring].sdks,
              !callerSDKs.isEmpty, !declaringSDKs.isEmpty else { return true }
        return !callerSDKs.isDisjoint(with: declaringSDKs)
    }

    func location(_ node: some SyntaxProtocol, file: Int) -> SourceLocation {
        files[file].text.location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func type(named name: String, file: Int, at position: AbsolutePosition) -> SwiftUITypeInfo {
        if let known = types[name] { return known }
        let info = SwiftUITypeInfo(name: name, file: file, location: position)
        types[name] = info
        return info
    }

    private func index(file: Int) {
        let visitor = DeclarationCollector(program: self, file: file)
        visitor.walk(files[file].tree)
    }

    fileprivate func collect(members: MemberBlockItemListSyntax, into info: SwiftUITypeInfo, file: Int, isExtension: Bool) {
        for item in members {
            collect(decl: item.decl, into: info, file: file, isExtension: isExtension)
        }
    }

    fileprivate func collect(decl: DeclSyntax, into info: SwiftUITypeInfo, file: Int, isExtension: Bool) {
        if let config = decl.as(IfConfigDeclSyntax.self), let clause = SwiftUISyntax.activeClause(config.clauses),
           case .decls(let decls) = clause.elements {
            collect(members: decls, into: info, file: file, isExtension: isExtension)
            return
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeText = binding.typeAnnotation?.type.trimmedDescription
                info.members[name, default: []].append(SwiftUIMember(kind: .variable(binding), file: file, isStatic: isStatic, typeName: typeText))
                if let typeText { hints.add(name: name, type: typeText) }
                let stored = binding.accessorBlock == nil || binding.accessorBlock.map { block in
                    if case .accessors(let list) = block.accessors {
                        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                    }
                    return false
                } == true
                if stored && !isStatic && !isExtension {
                    let hasDefault = binding.initializer != nil || variable.bindingSpecifier.text == "var" && (typeText?.hasSuffix("?") ?? false)
                        || variable.attributes.contains { attribute in
                            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                            return ["Environment", "EnvironmentObject", "State", "StateObject", "FocusState", "AppStorage", "Query",
                                    "Namespace", "ScaledMetric", "GestureState", "SceneStorage"].contains(name)
                        }
                    // `let x = 1` cannot be set by the initializer; a wrapped property is set through `_x`.
                    if !(variable.bindingSpecifier.text == "let" && binding.initializer != nil) {
                        info.storedProperties.append((name, typeText, hasDefault))
                    }
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            let name = function.name.text
            let result = function.signature.returnClause?.type.trimmedDescription
            info.members[name, default: []].append(SwiftUIMember(kind: .function(function), file: file, isStatic: isStatic, typeName: result))
            if let result { hints.add(name: name, type: result) }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            info.initializers.append((initializer, file))
            if !isExtension { info.declaresInitializer = true }
        } else if let nested = decl.as(StructDeclSyntax.self) {
            collectType(name: nested.name.text, inheritance: nested.inheritanceClause, members: nested.memberBlock.members, node: nested, file: file, isExtension: false)
            types[nested.name.text]?.isStruct = true
        } else if let nested = decl.as(EnumDeclSyntax.self) {
            collectType(name: nested.name.text, inheritance: nested.inheritanceClause, members: nested.memberBlock.members, node: nested, file: file, isExtension: false)
        } else if let nested = decl.as(ClassDeclSyntax.self) {
            collectType(name: nested.name.text, inheritance: nested.inheritanceClause, members: nested.memberBlock.members, node: nested, file: file, isExtension: false)
        }
    }

    fileprivate func collectType(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockItemListSyntax,
                                 node: some SyntaxProtocol, file: Int, isExtension: Bool) {
        let info = type(named: name, file: file, at: node.positionAfterSkippingLeadingTrivia)
        // Another target's type of a name already declared (no target compiles both files: an iOS app's and a
        // macOS app's `SettingsView` in one repository), or an extension of it: not this type's members.
        if info.declaredInActiveClause, info.file != file, !isVisible(declaredIn: info.file, from: file) { return }
        let notCompiled = isExtension ? nil : SwiftUISyntax.inactiveClause(around: node).map(SwiftUISyntax.notCompiledReason)
        if !isExtension {
            // One name declared in two `#if` clauses (`#if canImport(UIKit)` a representable, `#else` a
            // placeholder view): the compiler builds the declaration of the active clause only, so the other
            // one's members are not the type's. An inactive declaration met after the active one is skipped;
            // an active one met after an inactive one replaces what it gave.
            if notCompiled != nil && info.declaredInActiveClause { return }
            if notCompiled == nil && !info.declaredInActiveClause && info.notCompiled != nil {
                info.members = [:]
                info.storedProperties = []
                info.initializers = []
                info.isView = false
                info.file = file
                info.location = node.positionAfterSkippingLeadingTrivia
                info.notCompiled = nil
            }
            if notCompiled == nil { info.declaredInActiveClause = true }
        }
        if !isExtension && (info.members.isEmpty || info.file != file) {
            info.file = file
            info.location = node.positionAfterSkippingLeadingTrivia
            info.notCompiled = notCompiled
        }
        if let inheritance, inheritance.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" || $0.type.trimmedDescription == "SwiftUI.View" }) {
            info.isView = true
        }
        collect(members: members, into: info, file: file, isExtension: isExtension)
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    let program: SwiftUIProgram
    let file: Int

    init(program: SwiftUIProgram, file: Int) {
        self.program = program
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        program.collectType(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock.members, node: node, file: file, isExtension: false)
        program.types[node.name.text]?.isStruct = true
        return .skipChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        program.collectType(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock.members, node: node, file: file, isExtension: false)
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        program.collectType(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock.members, node: node, file: file, isExtension: false)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? node.extendedType.trimmedDescription
        program.collectType(name: name, inheritance: node.inheritanceClause, members: node.memberBlock.members, node: node, file: file, isExtension: true)
        return .skipChildren
    }

    /// A top-level function's declared result type is a hint like a member's (what a call to it gives).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let result = node.signature.returnClause?.type.trimmedDescription { program.hints.add(name: node.name.text, type: result) }
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
