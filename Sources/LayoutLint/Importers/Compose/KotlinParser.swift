/// What the Compose importer reads of a Kotlin file: its functions (with annotations, parameters and
/// body), top-level properties and type aliases. Expressions keep calls, names, literals, lambdas and
/// `if`/`when` branches; everything else is kept only as the expressions it contains.
struct KotlinCall: Sendable, Hashable {
    /// The called name as written (`Text`, `stringResource`, `padding`).
    var name: String
    /// What it is called on (`Modifier` in `Modifier.padding(…)`), if anything.
    var receiver: KotlinExpression?
    var arguments: [KotlinArgument]
    /// A lambda after the parentheses (or instead of them).
    var trailingLambda: KotlinBlock?
    var offset: Int
    /// The type arguments written after the name, without spaces and brackets (`String` in
    /// `compositionLocalOf<String> { … }`), or "".
    var typeArguments = ""

    /// The lambdas written in the call: its lambda arguments in order, then the trailing lambda.
    var lambdas: [KotlinBlock] {
        arguments.compactMap { argument -> KotlinBlock? in
            if case .lambda(let block) = argument.value { return block } else { return nil }
        } + (trailingLambda.map { [$0] } ?? [])
    }

    /// The argument labelled `label`, else the unlabelled one at `position` (the parameter's index). Kotlin
    /// lets named and positional arguments mix as long as each positional one stands in its own parameter's
    /// place (Kotlin 1.4, "Mixing named and positional arguments"; `Text(text = t, Modifier.basicMarquee())`
    /// passes the modifier as the second parameter): the argument at index `position` of the list, when it
    /// is unlabelled.
    func argument(_ label: String, position: Int? = nil) -> KotlinExpression? {
        if let labelled = arguments.first(where: { $0.label == label }) { return labelled.value }
        guard let position, position < arguments.count, arguments[position].label == nil else { return nil }
        return arguments[position].value
    }
}

struct KotlinArgument: Sendable, Hashable {
    var label: String?
    var value: KotlinExpression
}

struct KotlinBlock: Sendable, Hashable {
    var parameters: [String] = []
    var statements: [KotlinExpression] = []
    var offset: Int
    /// A lambda whose one parameter is destructured (`{ (id, value) -> … }`): `parameters` are its components.
    var destructures = false
    /// A destructured parameter beside others (`{ index, (text, value) -> … }`, Kotlin docs "Destructuring in
    /// lambdas"): its place in `parameters` holds a name no Kotlin code can write (it starts with U+0000), and
    /// this maps that name to its components' names, in order.
    var components: [String: [String]] = [:]
    /// A local function (`fun label(id: Int) { … }` inside a body), read as a lambda bound to its name:
    /// `parameters` are its parameters, `defaults` their default values. Declaring it shows nothing; a call does.
    var isLocalFunction = false
    var defaults: [String: KotlinExpression] = [:]
    /// A branch of `when (subject) { is A, is B -> … }` whose every condition is a type test: the simple
    /// names of the types (`is Item.Switch<*>` gives `Switch`); nil for any other branch (an `else`, a value,
    /// a `!is`).
    var typeTests: [String]?
    /// The subject of the `when` this branch belongs to, when it is a plain name (`when (item)`).
    var whenSubject: String?
    /// A branch of `when (subject) { OptionId.Add, OptionId.Edit -> … }` whose every condition is a name or a
    /// qualified name (a value the subject is compared with by `==`): the names as written; nil for any other
    /// branch (an `else`, a type test, a call, a literal, a range).
    var valueTests: [String]?
    /// An `if` branch whose condition compares a name with a dp constant (`if (maxWidth > 600.dp)`): the name,
    /// the operator and the dp value.
    var widthTest: KotlinWidthTest?
    /// An `if` or subject-less `when` branch whose condition tests one name alone (`icon != null`, `leading ==
    /// null`, `indent`, `!compact`): the call's argument for that parameter (or its default) may decide it.
    var argumentTest: KotlinArgumentTest?
    /// The block leaves the code around it: its last statement is a `return` or `throw` (Kotlin: the statements
    /// after a jump do not run), or an `if`/`when` each of whose branches leaves. The statements after an
    /// `if`/`when` with such a branch run only in its other branches (`KotlinParser.foldEarlyExits`).
    var exits = false
}

/// `name op N.dp`, an `if` condition as written (`maxWidth > 600.dp`, `maxWidth <= 480.dp`).
struct KotlinWidthTest: Sendable, Hashable {
    var name: String
    var op: String
    var dp: Double

    /// Whether the condition holds for every width up to `widest` (true), for none of them (false), or
    /// depends on the width (nil): `maxWidth > 600.dp` holds for none when no width is over 600.
    func decided(forWidthsUpTo widest: Double) -> Bool? {
        switch op {
        case ">": return widest <= dp ? false : nil
        case ">=": return widest < dp ? false : nil
        case "<": return widest < dp ? true : nil
        case "<=": return widest <= dp ? true : nil
        default: return nil
        }
    }
}

/// A condition on one name as written: `name != null`, `name == null`, `name`, `!name`.
struct KotlinArgumentTest: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case isNull, isNotNull, isTrue, isFalse }
    var name: String
    var kind: Kind
}

indirect enum KotlinExpression: Sendable, Hashable {
    case call(KotlinCall)
    /// A name, or a member of a receiver (`MaterialTheme.typography.bodyLarge`).
    case name(String, receiver: KotlinExpression?, offset: Int)
    /// A string literal: its text with U+FFFC where each template part stands, and the parts.
    case string(String, templates: [String], offset: Int)
    case number(Double, offset: Int)
    case lambda(KotlinBlock)
    /// `if`/`when`: each branch is one variant (the `else` of an `if` without one is an empty branch).
    case branches([KotlinBlock], offset: Int)
    /// `val name = value` inside a body.
    case binding(String, KotlinExpression, offset: Int)
    /// Any other expression, by the expressions it holds.
    case other([KotlinExpression])
    /// A chain of `+` and `-` (`start + 24.dp`, `maxWidth - 32.dp`): the operands in order, `negated` true for
    /// each one after a `-`. Read as `other` by every reader that only looks inside; `dp` adds lengths up.
    case sum([KotlinExpression], negated: [Bool])

    /// `a.b.c` as one dotted path, when the expression is only names.
    var dottedPath: String? {
        switch self {
        case .name(let name, let receiver, _):
            guard let receiver else { return name }
            return receiver.dottedPath.map { $0 + "." + name }
        default: return nil
        }
    }

    var offset: Int? {
        switch self {
        case .call(let call): return call.offset
        case .name(_, _, let offset), .string(_, _, let offset), .number(_, let offset), .branches(_, let offset), .binding(_, _, let offset): return offset
        case .lambda(let block): return block.offset
        case .other(let children), .sum(let children, _):
            // A loop, not `lazy.compactMap(\.offset).first`: that evaluates the found child's offset twice,
            // so a chain of nested expressions cost 2^depth (a fuzzed `i::::…` took minutes).
            for child in children { if let offset = child.offset { return offset } }
            return nil
        }
    }
}

struct KotlinParameter: Sendable, Hashable {
    var name: String
    /// The type as written, without spaces (`String`, `@Composable()->Unit`, `Modifier`).
    var type: String
    var defaultValue: KotlinExpression?
    /// `vararg`: takes any number of arguments, none included.
    var isVararg = false
}

struct KotlinFunction: Sendable, Hashable {
    var name: String
    var annotations: [String]
    var parameters: [KotlinParameter]
    /// The block body, or an expression body as a block of one statement.
    var body: KotlinBlock?
    var offset: Int
    var isPrivate: Bool
    /// An extension function (`fun StringResource.localized()`): `this` in its body is the receiver.
    var hasReceiver = false
    /// The simple name of an extension function's receiver type (`fun OptionId?.label()` gives `OptionId`), "" for
    /// no extension.
    var receiverType = ""
    /// The declared return type as written, without spaces (`String`), or "" when none is written.
    var returnType = ""
    /// `fun f() = expression` (its type inferred from the expression) rather than a `{ … }` block.
    var hasExpressionBody = false
    /// The class, object or interface whose body declares it (index in `KotlinFile.types`), if any.
    var owner: Int?

    var isComposable: Bool { annotations.contains("Composable") }
    /// A composable, or an extension function of a lazy layout's content scope (`ComposeMetrics.lazyContentScopes`):
    /// code whose calls add the app's UI where it is called.
    var emitsContent: Bool { isComposable || ComposeMetrics.lazyContentScopes.contains(receiverType) }
    var isPreview: Bool { annotations.contains { $0 == "Preview" || $0.hasSuffix("Preview") || $0.hasSuffix("Previews") } }
}

/// A class, object or interface the file declares (at its top level or inside another's body).
struct KotlinTypeDeclaration: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case classType, object, interface }
    var name: String
    var kind: Kind
    /// The simple names of the supertypes its header lists (`class A : B(), app.C` gives `B`, `C`).
    var supertypes: [String]
    var offset: Int
    /// The names of the properties and functions its body declares (abstract ones too), at most
    /// `KotlinParser.maximumMembers`.
    var members: [String] = []
    /// An `enum class`'s entries, in order (`enum class Sort { Hot, New }` gives `Hot`, `New`), at most
    /// `KotlinParser.maximumMembers`.
    var enumEntries: [String] = []
    /// Each enum entry's constructor arguments, parallel to `enumEntries` (`Home(Res.string.home)` gives
    /// `Res.string.home`; an entry written without arguments has none): Kotlin grammar `enumEntry: modifiers?
    /// simpleIdentifier valueArguments? classBody?`, the arguments of the enum class's primary constructor.
    var enumEntryArguments: [[KotlinArgument]] = []
    /// The arguments its header passes to its superclass's constructor (`data object Home : Screen(R.string.home)`
    /// gives `R.string.home`; Kotlin grammar `delegationSpecifier: constructorInvocation | …`), and that
    /// superclass's simple name ("" when the header calls no constructor).
    var superArguments: [KotlinArgument] = []
    var superclass = ""
    /// The names of its primary constructor's parameters, in order (`data class Option(val id: Id, val text:
    /// String)` gives `id`, `text`), at most `KotlinParser.maximumMembers`.
    var constructorParameters: [String] = []
    /// Those of its primary constructor's parameters that are properties (`val`, `var`: Kotlin spec, "Constructor
    /// declaration"); the others are only the constructor's.
    var constructorProperties: [String] = []
    /// The declared types of its properties, by name: its constructor's `val`/`var` parameters and the `val`/`var`
    /// members its body declares with a written type (`val theme: UiTheme? = null` gives `theme` → `UiTheme`), each
    /// the simple name of the type as written (its last dotted part, without type arguments or `?`), at most
    /// `KotlinParser.maximumMembers`. A property's static type decides which extension function a call on it
    /// means (Kotlin spec, "Overload resolution": an extension is applicable on its receiver type and subtypes).
    var propertyTypes: [String: String] = [:]
    /// Its primary constructor's parameters whose default value is written `null` (`val style: TextStyle? = null`):
    /// a construction that does not give one leaves it `null` (Kotlin spec, "Constructor declaration").
    var nullDefaults: [String] = []
    /// The annotations written before the declaration (`@Preview(…) annotation class PreviewsDayNight` gives
    /// `Preview`), at most `KotlinParser.maximumMembers`.
    var annotations: [String] = []
}

/// A property declared with a getter (`val title: String @Composable get() = stringResource(…)`): the
/// getter's one expression (an expression body, or a block of one statement), its owner and declared type.
struct KotlinGetter: Sendable, Hashable {
    var name: String
    /// The declared type as written, without spaces (`String`), or "".
    var type: String
    var value: KotlinExpression
    var offset: Int
    /// The type whose body declares it (index in `KotlinFile.types`), if any.
    var owner: Int?
    /// The simple name of an extension property's receiver type (`val Tab.label: Int get() = …` gives `Tab`), ""
    /// for a member or top-level property.
    var receiverType = ""
}

struct KotlinFile: Sendable {
    var display: String
    var text: SourceText
    var functions: [KotlinFunction] = []
    /// Top-level (and object member) properties with an initializer: name → value, and the declared type as
    /// written without spaces ("" when none).
    var properties: [(name: String, value: KotlinExpression, offset: Int, type: String)] = []
    /// Classes, objects and interfaces, in the order their declarations start.
    var types: [KotlinTypeDeclaration] = []
    /// Properties declared with a getter of one expression.
    var getters: [KotlinGetter] = []
    /// Properties of `object` declarations with an initializer, by `Object.name` (`Spacing.s` → `8.dp`).
    var objectProperties: [String: KotlinExpression] = [:]
    /// `val` members of `class` declarations with an initializer, by `Class.name` (`Padding.small` → `8.dp`).
    var classProperties: [String: KotlinExpression] = [:]
    /// `typealias Name = a.b.C`.
    var typeAliases: [String: String] = [:]
    /// Names the file imports one by one, each to the full name it means: `import a.b.C` gives `C` → `a.b.C`,
    /// `import a.b.C as D` gives `D` → `a.b.C` (star imports name nothing).
    var imports: [String: String] = [:]
    /// The packages the file imports whole (`import a.b.*` gives `a.b`).
    var starImports: [String] = []
    /// The `package` the file declares ("" for none).
    var packageName = ""
    /// Where the parser stopped descending (nesting past `KotlinParser.maximumDepth`), if it did.
    var tooDeep: Int?
    /// Dotted names that may name a string resource, wherever they stand (`KotlinParser.resourceMentions`).
    var resourceMentions: [(path: String, offset: Int)] = []
    /// The members with an initializer of each object expression (`object : Typography { override val b2 =
    /// TextStyle(…) }`), by the offset of its `object` keyword: the expression reads as the name `object` there.
    var anonymousObjects: [Int: [String: KotlinExpression]] = [:]
}

/// A tolerant recursive-descent reader of Kotlin declarations and the expressions composables are made
/// of. It never fails: a token it does not understand is passed over. Every loop consumes a token, the
/// nesting it follows is capped at `maximumDepth` (deeper brackets are skipped as a balanced run,
/// iteratively), so time is linear and the stack bounded whatever the input.
struct KotlinParser {
    static let maximumDepth = 96
    static let prefixOperators: Set<String> = ["-", "+", "!", "++", "--", "*"]
    /// How far ahead a lambda's `a, b ->` parameter list is looked for.
    static let lambdaParameterLookahead = 24
    static let modifiers: Set<String> = [
        "private", "public", "internal", "protected", "override", "open", "abstract", "final", "inline", "noinline",
        "crossinline", "suspend", "data", "sealed", "enum", "annotation", "companion", "lateinit", "const", "external",
        "tailrec", "operator", "infix", "value", "inner", "expect", "actual", "vararg", "reified",
    ]

    let tokens: [KotlinToken]
    var index = 0
    var depth = 0
    var tooDeep: Int?
    /// The early exits folded so far (`foldEarlyExits`), at most `maximumFoldedExits`.
    var foldedExits = 0
    /// The types whose bodies are being read (indices in `KotlinFile.types`), innermost last.
    var owners: [Int] = []
    /// The object expressions read so far (`KotlinFile.anonymousObjects`), at most `maximumMembers`.
    var anonymousObjects: [Int: [String: KotlinExpression]] = [:]

    init(tokens: [KotlinToken]) { self.tokens = tokens }

    static func parse(bytes: [UInt8], display: String) -> KotlinFile {
        // A resource class imported under an alias (`import app.core.R as CoreR`) is read as its own name.
        var parser = KotlinParser(tokens: KotlinImportAliases.resolving(KotlinTokenizer.tokens(bytes), aliases: KotlinImportAliases.resourceAliases(bytes)))
        var file = KotlinFile(display: display, text: SourceText(path: display, utf8: bytes))
        file.resourceMentions = resourceMentions(parser.tokens)
        parser.declarations(into: &file, untilBrace: false)
        file.tooDeep = parser.tooDeep
        file.anonymousObjects = parser.anonymousObjects
        return file
    }

    /// The dotted names of a file's tokens that may name a string resource wherever they stand (a class's property,
    /// a constructor's default value, an enum entry): `a.b.c` chains outside `import` and `package` lines whose
    /// first part starts with a capital (`R.string.x`, `AppString.x` through a type alias) and whose last does not,
    /// each with the offset of its last part (where the parser's name expression stands). At most
    /// `maximumResourceMentions`.
    static func resourceMentions(_ tokens: [KotlinToken]) -> [(path: String, offset: Int)] {
        var found: [(path: String, offset: Int)] = []
        var index = 0
        var header = false
        while index < tokens.count, found.count < maximumResourceMentions {
            let token = tokens[index]
            if token.afterNewline || index == 0 { header = token.kind == .name && (token.text == "import" || token.text == "package") }
            guard !header, token.kind == .name, token.text.first?.isUppercase == true,
                  index == 0 || !(tokens[index - 1].kind == .symbol && (tokens[index - 1].text == "." || tokens[index - 1].text == "?.")) else { index += 1; continue }
            var parts = [token.text]
            var next = index + 1, last = token.offset
            func called(_ position: Int) -> Bool { position < tokens.count && tokens[position].kind == .symbol && tokens[position].text == "(" }
            // Up to the first part that is called (`R.string.x.asText()` names `R.string.x`).
            while next + 1 < tokens.count, parts.count < 8, tokens[next].kind == .symbol, tokens[next].text == ".", tokens[next + 1].kind == .name,
                  !called(next + 2) {
                parts.append(tokens[next + 1].text)
                last = tokens[next + 1].offset
                next += 2
            }
            if parts.count >= 2, parts.last?.first?.isUppercase == false {
                found.append((parts.joined(separator: "."), last))
            }
            index = next
        }
        return found
    }

    static let maximumResourceMentions = 65_536

    // MARK: Tokens

    var current: KotlinToken? { index < tokens.count ? tokens[index] : nil }
    func peek(_ ahead: Int = 1) -> KotlinToken? { index + ahead < tokens.count ? tokens[index + ahead] : nil }
    func at(_ symbol: String) -> Bool { current.map { $0.kind == .symbol && $0.text == symbol } ?? false }
    func atName(_ name: String) -> Bool { current.map { $0.kind == .name && $0.text == name } ?? false }
    mutating func advance() { index += 1 }
    mutating func accept(_ symbol: String) -> Bool {
        if at(symbol) { advance(); return true }
        return false
    }

    /// Skips a balanced bracket run from an opening bracket, without recursion.
    mutating func skipBalanced() {
        guard let open = current?.text, let close = ["(": ")", "{": "}", "[": "]", "<": ">"][open] else { advance(); return }
        var level = 0
        while let token = current {
            if token.kind == .symbol {
                if token.text == open { level += 1 } else if token.text == close { level -= 1 }
            }
            advance()
            if level == 0 { return }
            // A `<` that is a comparison never closes: stop at the end of the line's statement.
            if open == "<", token.kind == .symbol, [";", "{", "}", "=", "("].contains(token.text) { return }
        }
    }

    // MARK: Declarations

    mutating func declarations(into file: inout KotlinFile, untilBrace: Bool) {
        var annotations: [String] = []
        var isPrivate = false
        var isEnum = false
        while let token = current {
            if untilBrace, token.kind == .symbol, token.text == "}" { advance(); return }
            if token.kind == .symbol, token.text == "@" {
                advance()
                if let name = current, name.kind == .name {
                    var full = name.text
                    advance()
                    while at("."), let next = peek(), next.kind == .name { advance(); full = next.text; advance() }
                    if at(":") { advance(); if current?.kind == .name { full = current!.text; advance() } }
                    annotations.append(full)
                    if at("("), current?.afterNewline == false { skipBalanced() }
                }
                continue
            }
            guard token.kind == .name else {
                if token.text == "{" { enterBody(into: &file) } else { advance() }
                annotations = []
                continue
            }
            switch token.text {
            case "package", "import":
                let isImport = token.text == "import"
                advance()
                var path = "", alias: String?, afterAs = false
                while let next = current, !next.afterNewline {
                    if next.kind == .name, next.text == "as", !path.isEmpty { afterAs = true }
                    else if afterAs { if next.kind == .name, alias == nil { alias = next.text } }
                    else if next.kind == .name || next.text == "." { path += next.text }
                    advance()
                }
                if isImport, let last = path.split(separator: ".").last, !path.hasSuffix("."), path.contains(".") {
                    file.imports[alias ?? String(last)] = path
                } else if isImport, path.hasSuffix("."), path.count > 1 {
                    file.starImports.append(String(path.dropLast()))
                } else if !isImport {
                    file.packageName = path
                }
            case "fun":
                advance()
                if let function = function(annotations: annotations, isPrivate: isPrivate, file: &file) {
                    noteMember(function.name, in: &file)
                    file.functions.append(function)
                }
                annotations = []; isPrivate = false; isEnum = false
            case "val", "var":
                advance()
                property(into: &file, isVal: token.text == "val")
                annotations = []; isPrivate = false; isEnum = false
            case "typealias":
                advance()
                if let name = current, name.kind == .name {
                    advance()
                    if accept("=") {
                        var target = ""
                        while let part = current, part.kind == .name || (part.kind == .symbol && part.text == "."), !(part.afterNewline && !target.isEmpty) {
                            target += part.text
                            advance()
                        }
                        if !target.isEmpty { file.typeAliases[name.text] = target }
                    }
                }
            case "class", "object", "interface":
                let kind: KotlinTypeDeclaration.Kind = token.text == "object" ? .object : token.text == "interface" ? .interface : .classType
                advance()
                // The header (name, constructor, supertypes) up to the body, if any. A line that starts with a
                // declaration, a modifier or an annotation starts the next declaration (a class without a body,
                // `data class Item(…)`, keeps none of the next function's annotations).
                var declaration = KotlinTypeDeclaration(name: "", kind: kind, supertypes: [], offset: token.offset)
                declaration.annotations = Array(annotations.prefix(Self.maximumMembers))
                if let name = current, name.kind == .name { declaration.name = name.text } else if kind == .object { declaration.name = "Companion" }
                // After `:`, each entry's last simple name (`app.Strings`, `Base()`, `Strings by impl`).
                var inSupertypes = false, entryStart = false, delegating = false
                while let next = current, !(next.kind == .symbol && (next.text == "{" || next.text == "}")) {
                    if next.afterNewline, next.kind == .name && (["fun", "val", "var", "class", "object", "interface", "typealias"].contains(next.text) || Self.modifiers.contains(next.text))
                        || next.kind == .symbol && next.text == "@" { break }
                    if next.kind == .symbol, next.text == ":" || next.text == "," { inSupertypes = true; entryStart = true; delegating = false }
                    else if next.kind == .name, next.text == "where" { inSupertypes = false }
                    else if next.kind == .name, next.text == "by", inSupertypes { delegating = true }
                    else if next.kind == .name, inSupertypes, !delegating {
                        if entryStart { declaration.supertypes.append(next.text); entryStart = false }
                        else if tokens[index - 1].kind == .symbol, tokens[index - 1].text == ".", !declaration.supertypes.isEmpty {
                            declaration.supertypes[declaration.supertypes.count - 1] = next.text
                        }
                    }
                    if next.kind == .symbol, next.text == "(", !inSupertypes, declaration.constructorParameters.isEmpty {
                        let parameters = constructorParameterNames()
                        (declaration.constructorParameters, declaration.constructorProperties) = (parameters.names, parameters.properties)
                        for (name, type) in parameters.types where declaration.propertyTypes[name] == nil { declaration.propertyTypes[name] = type }
                        declaration.nullDefaults = parameters.nullDefaults
                    }
                    // `object Home : Screen(R.string.home)`: the superclass constructor's arguments (one class at most).
                    if next.kind == .symbol, next.text == "(", inSupertypes, !delegating, declaration.superclass.isEmpty,
                       let superclass = declaration.supertypes.last {
                        declaration.superclass = superclass
                        declaration.superArguments = argumentList(at: index)
                    }
                    if next.kind == .symbol, next.text == "(" || next.text == "<" { skipBalanced() } else { advance() }
                }
                if declaration.supertypes.count > Self.maximumSupertypes { declaration.supertypes.removeLast(declaration.supertypes.count - Self.maximumSupertypes) }
                if isEnum, kind == .classType, at("{") {
                    let entries = enumEntryNames()
                    declaration.enumEntries = entries.map(\.name)
                    declaration.enumEntryArguments = entries.map { entry in entry.arguments.map { argumentList(at: $0) } ?? [] }
                }
                if !declaration.name.isEmpty {
                    file.types.append(declaration)
                    owners.append(file.types.count - 1)
                }
                if at("{") { enterBody(into: &file) }
                if !declaration.name.isEmpty { owners.removeLast() }
                annotations = []; isPrivate = false; isEnum = false
            default:
                if token.text == "private" { isPrivate = true }
                if token.text == "enum" { isEnum = true }
                advance()
            }
        }
    }

    /// The entries of an enum class's body, from its `{` (Kotlin grammar: `enumClassBody: '{' enumEntries? (';'
    /// classMemberDeclarations)? '}'`, `enumEntry: modifiers? simpleIdentifier valueArguments? classBody?`): the
    /// name that starts each entry, up to the `;` or `}` that ends them, within as many tokens as a constructor's
    /// parameters are read in, each with the position of the `(` of its arguments, if any. The reading position
    /// does not move.
    func enumEntryNames() -> [(name: String, arguments: Int?)] {
        var names: [(name: String, arguments: Int?)] = []
        var position = index + 1
        var depth = 0
        var expectsName = true
        while position < tokens.count, position < index + 4_096, names.count < Self.maximumMembers {
            let token = tokens[position]
            position += 1
            if token.kind == .symbol {
                switch token.text {
                case "(", "{", "[": depth += 1
                case ")", "}", "]": if depth == 0 { return names }; depth -= 1
                case ";" where depth == 0: return names
                case "," where depth == 0: expectsName = true
                case "@" where depth == 0: position += 1 // an entry's annotation: its name is no entry
                default: break
                }
            } else if depth == 0, expectsName, token.kind == .name {
                let opens = position < tokens.count && tokens[position].kind == .symbol && tokens[position].text == "("
                names.append((token.text, opens ? position : nil))
                expectsName = false
            }
        }
        return names
    }

    mutating func enterBody(into file: inout KotlinFile) {
        advance()
        guard depth < Self.maximumDepth else {
            tooDeep = tooDeep ?? current?.offset
            index -= 1
            skipBalanced()
            return
        }
        depth += 1
        declarations(into: &file, untilBrace: true)
        depth -= 1
    }

    /// How many member names of one type are kept.
    static let maximumMembers = 8_192

    /// Notes a member name of the type whose body is being read, if any.
    func noteMember(_ name: String, in file: inout KotlinFile) {
        guard let owner = owners.last, owner < file.types.count, file.types[owner].members.count < Self.maximumMembers else { return }
        file.types[owner].members.append(name)
    }

    /// How many supertypes of one declaration are kept.
    static let maximumSupertypes = 16

    mutating func property(into file: inout KotlinFile, isVal: Bool = false) {
        if at("<") { skipBalanced() }
        // An extension property's receiver (`val Foo.bar`, `val Foo?.bar`): the name is the last before `:`, `=` or `by`.
        var name: KotlinToken?
        var receiverType = ""
        while let token = current, token.kind == .name || (token.kind == .symbol && (token.text == "." || token.text == "?" || token.text == "?.")) {
            if token.kind == .name { receiverType = name?.text ?? ""; name = token }
            advance()
        }
        guard let name else { return }
        noteMember(name.text, in: &file)
        var type = ""
        if accept(":") {
            let start = index
            type = propertyType()
            if receiverType.isEmpty, let owner = owners.last, owner < file.types.count, file.types[owner].propertyTypes[name.text] == nil,
               file.types[owner].propertyTypes.count < Self.maximumMembers, let simple = Self.simpleTypeName(tokens, from: start) {
                file.types[owner].propertyTypes[name.text] = simple
            }
        }
        // The getter's annotations (`@Composable get() = …`); those of the next declaration are left to it.
        let beforeAnnotations = index
        while at("@"), let annotation = peek(), annotation.kind == .name {
            advance(); advance()
            if at("("), current?.afterNewline == false { skipBalanced() }
        }
        if !atName("get") { index = beforeAnnotations }
        if accept("=") {
            let value = expression()
            file.properties.append((name.text, value, name.offset, type))
            if let owner = owners.last, owner < file.types.count, file.types[owner].kind == .object,
               file.objectProperties.count < Self.maximumMembers {
                let qualified = file.types[owner].name + "." + name.text
                if file.objectProperties[qualified] == nil { file.objectProperties[qualified] = value }
            } else if isVal, let owner = owners.last, owner < file.types.count, file.types[owner].kind == .classType,
                      file.classProperties.count < Self.maximumMembers {
                let qualified = file.types[owner].name + "." + name.text
                if file.classProperties[qualified] == nil { file.classProperties[qualified] = value }
            }
        } else if atName("get") {
            // `val x get() = …` / `val x: T\n get() = …` / `val x: T @Composable get() { return … }`
            advance()
            if at("(") { skipBalanced() }
            if accept("=") {
                let value = expression()
                file.properties.append((name.text, value, name.offset, type))
                file.getters.append(KotlinGetter(name: name.text, type: type, value: value, offset: name.offset, owner: owners.last, receiverType: receiverType))
            } else if at("{") {
                let body = block(allowParameters: false)
                if body.statements.count == 1, let value = body.statements.first {
                    file.getters.append(KotlinGetter(name: name.text, type: type, value: value, offset: name.offset, owner: owners.last, receiverType: receiverType))
                }
            }
        }
    }

    /// A property's declared type, as written without spaces, up to its initializer, its getter (`get`, or an
    /// annotation of the getter: `String @Composable get`), a body or the next line's declaration.
    mutating func propertyType() -> String {
        let start = index
        while let token = current {
            if token.kind == .symbol {
                if ["=", "{", ",", ")", "}", ";"].contains(token.text) { break }
                if token.text == "@", token.afterNewline && index > start
                    || peek().map({ $0.kind == .name }) == true && peek(2).map({ $0.kind == .name && ($0.text == "get" || $0.text == "set") }) == true { break }
                if token.text == "(" || token.text == "<" { skipBalanced(); continue }
            } else if token.kind == .name {
                if token.text == "get" || token.text == "set" { break }
                if token.afterNewline, index > start, token.text != "Unit" { break }
            }
            advance()
        }
        return tokens[start..<index].map(\.text).joined()
    }

    /// Skips a type up to one of `stopAt` (or `,`/`)` at depth 0, or a new line that starts a declaration).
    mutating func skipType(stopAt: Set<String>) {
        let start = index
        while let token = current {
            if token.kind == .symbol {
                if stopAt.contains(token.text) || token.text == "," || token.text == ")" || token.text == "}" { return }
                if token.text == "(" || token.text == "<" { skipBalanced(); continue }
            }
            if token.afterNewline, index > start, token.kind == .name, !["Unit"].contains(token.text) { return }
            // An annotation on a new line starts the next declaration (`fun items(): List<Item>` without a
            // body, then `@Composable fun Content() { … }`): the type ends before it.
            if token.afterNewline, index > start, token.kind == .symbol, token.text == "@" { return }
            advance()
        }
    }

    /// From a primary constructor's `(`: the names its parameters declare (a name followed by `:` at the
    /// list's own level), without moving on; at most `maximumMembers`, looking through at most 4,096 tokens.
    func constructorParameterNames() -> (names: [String], properties: [String], types: [(String, String)], nullDefaults: [String]) {
        var names: [String] = [], properties: [String] = [], types: [(String, String)] = [], nullDefaults: [String] = []
        var depth = 0
        var position = index
        while position < tokens.count, position < index + 4_096, names.count < Self.maximumMembers {
            let token = tokens[position]
            if token.kind == .symbol {
                if ["(", "[", "{", "<"].contains(token.text) { depth += 1 }
                else if [")", "]", "}", ">"].contains(token.text) { depth -= 1; if depth <= 0 { break } }
                // `= null` ending the parameter (before its `,` or the list's `)`): the last name's default.
                else if depth == 1, token.text == "=", let last = names.last, position + 2 < tokens.count, tokens[position + 1].kind == .name,
                        tokens[position + 1].text == "null", tokens[position + 2].kind == .symbol, [",", ")"].contains(tokens[position + 2].text) {
                    nullDefaults.append(last)
                }
            } else if depth == 1, token.kind == .name, position + 1 < tokens.count, tokens[position + 1].kind == .symbol, tokens[position + 1].text == ":",
                      !(position > 0 && tokens[position - 1].kind == .symbol && tokens[position - 1].text == "@") {
                // `@field:StringRes val id: Int`: `field` is an annotation's use-site target, not a parameter.
                names.append(token.text)
                if position > 0, tokens[position - 1].kind == .name, ["val", "var"].contains(tokens[position - 1].text) {
                    properties.append(token.text)
                    if let type = Self.simpleTypeName(tokens, from: position + 2) { types.append((token.text, type)) }
                }
            }
            position += 1
        }
        return (names, properties, types, nullDefaults)
    }

    /// The simple name of a type written from token `start` (`a.b.Theme?`, `List<Item>` give `Theme`, `List`):
    /// the last of its dotted names; nil for a function type or anything that starts with no name. Reads at
    /// most 64 tokens.
    static func simpleTypeName(_ tokens: [KotlinToken], from start: Int) -> String? {
        var position = start, last: String?
        while position < tokens.count, position < start + 64 {
            let token = tokens[position]
            if token.kind == .name, last == nil || (tokens[position - 1].kind == .symbol && tokens[position - 1].text == ".") {
                last = token.text
            } else if !(token.kind == .symbol && token.text == ".") {
                break
            }
            position += 1
        }
        return last
    }

    mutating func function(annotations: [String], isPrivate: Bool, file: inout KotlinFile) -> KotlinFunction? {
        if at("<") { skipBalanced() }
        // An annotation of the receiver type (`fun @receiver:StringRes Int.asText()`, Kotlin grammar `receiverType:
        // typeModifiers? …`): passed over, the receiver is the type after it.
        while at("@"), let annotation = peek(), annotation.kind == .name {
            advance(); advance()
            if at(":"), peek()?.kind == .name { advance(); advance() }
            while at("."), peek()?.kind == .name { advance(); advance() }
            if at("("), current?.afterNewline == false { skipBalanced() }
        }
        var name: KotlinToken?
        var names = 0
        var receiverType = ""
        while let token = current, token.kind == .name || (token.kind == .symbol && (token.text == "." || token.text == "?" || token.text == "?.")) {
            if token.kind == .name { receiverType = name?.text ?? ""; name = token; names += 1 }
            advance()
            if at("<") { skipBalanced() }
        }
        guard let name, at("(") else { return nil }
        advance()
        var parameters: [KotlinParameter] = []
        var vararg = false
        while let token = current, !(token.kind == .symbol && token.text == ")") {
            if token.kind == .symbol, token.text == "@" {
                advance(); if current?.kind == .name { advance() }
                if at("("), current?.afterNewline == false { skipBalanced() }
                continue
            }
            if token.kind == .name, Self.modifiers.contains(token.text), peek()?.kind == .name {
                if token.text == "vararg" { vararg = true }
                advance(); continue
            }
            guard token.kind == .name else { if token.text == "{" || token.text == "}" { break }; advance(); continue }
            advance()
            var type = ""
            if accept(":") {
                let start = index
                skipType(stopAt: ["="])
                type = tokens[start..<index].map(\.text).joined()
            }
            var value: KotlinExpression?
            if accept("=") { value = expression() }
            parameters.append(KotlinParameter(name: token.text, type: type, defaultValue: value, isVararg: vararg))
            vararg = false
            _ = accept(",")
        }
        _ = accept(")")
        var returnType = ""
        if accept(":") {
            let start = index
            skipType(stopAt: ["=", "{"])
            returnType = tokens[start..<index].map(\.text).joined()
        }
        if atName("where") { while let token = current, !(token.kind == .symbol && (token.text == "{" || token.text == "=")) { advance() } }
        var body: KotlinBlock?
        var expressionBody = false
        if at("{") {
            body = block(allowParameters: false)
        } else if at("=") {
            let offset = current!.offset
            advance()
            body = KotlinBlock(statements: [expression()], offset: offset)
            expressionBody = true
        }
        return KotlinFunction(name: name.text, annotations: annotations, parameters: parameters, body: body, offset: name.offset, isPrivate: isPrivate,
                              hasReceiver: names > 1, receiverType: names > 1 ? receiverType : "", returnType: returnType,
                              hasExpressionBody: expressionBody, owner: owners.last)
    }

    // MARK: Statements and expressions

    /// A `{ … }` block from its opening brace: `a, b ->` parameters (for lambdas), then statements.
    mutating func block(allowParameters: Bool) -> KotlinBlock {
        let offset = current?.offset ?? 0
        guard depth < Self.maximumDepth else {
            tooDeep = tooDeep ?? offset
            skipBalanced()
            return KotlinBlock(offset: offset)
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        var result = KotlinBlock(offset: offset)
        if allowParameters, let (arrow, names, components) = lambdaParameters() {
            result.destructures = at("(")
            result.parameters = names
            result.components = components
            index = arrow + 1
        }
        while let token = current, !(token.kind == .symbol && token.text == "}") {
            let before = index
            let jumps = Self.isJump(token)
            // What follows a jump in the same block never runs: it is read (the tokens pass) and dropped.
            if let statement = statement(), !result.exits { result.statements.append(statement) }
            if jumps { result.exits = true }
            if index == before { advance() }
        }
        _ = accept("}")
        foldEarlyExits(&result)
        return result
    }

    /// `return` and `throw`: the statements after them in their block do not run.
    static func isJump(_ token: KotlinToken) -> Bool { token.kind == .name && (token.text == "return" || token.text == "throw") }

    /// How many early exits one file folds: each nests the statements after it one level deeper, so the
    /// nesting, and every recursion over it, stays bounded (`testEarlyExitsFoldBoundedly`).
    static let maximumFoldedExits = 256

    /// Kotlin runs the statements after `if (c) { A(); return }` only when `c` is false: they are read as the
    /// statements of the branches that do not leave, so what `A` shows and what the rest shows are variants,
    /// as `if`/`else` branches are. A branch that leaves without a statement of its own (`if (c) return`) shows
    /// nothing: the rest stays as it is. When every branch leaves, the rest never runs and is dropped; the block
    /// then leaves too.
    mutating func foldEarlyExits(_ block: inout KotlinBlock) {
        // Whether the statements after `position` leave (they end in a jump, or in a choice each branch of which leaves).
        var restExits = block.exits
        var position = block.statements.count - 1
        while position >= 0 {
            defer { position -= 1 }
            guard case .branches(let branches, let offset) = block.statements[position], branches.contains(where: \.exits) else { continue }
            let staying = branches.indices.filter { !branches[$0].exits }
            if staying.isEmpty {
                block.statements.removeSubrange((position + 1)...)
                restExits = true
                continue
            }
            // A branch that leaves showing nothing (`if (items.isEmpty()) return`) leaves the rest as it is: the rest
            // is all the code shows whenever it shows anything (made a variant, it was measured beside neighbours
            // whose widths then change, and lost keys: aniyomi 624 → 601).
            guard position + 1 < block.statements.count, foldedExits < Self.maximumFoldedExits,
                  branches.contains(where: { $0.exits && !$0.statements.isEmpty }) else { continue }
            foldedExits += 1
            let rest = Array(block.statements[(position + 1)...])
            var folded = branches
            if staying.count == 1 {
                folded[staying[0]].statements += rest
                folded[staying[0]].exits = restExits
            } else {
                // Several branches go on: the rest follows each of them, written once after their choice.
                var joined = KotlinBlock(offset: rest[0].offset ?? offset)
                joined.statements = [.branches(staying.map { branches[$0] }, offset: offset)] + rest
                joined.exits = restExits
                folded = branches.filter(\.exits) + [joined]
            }
            block.statements.replaceSubrange(position..., with: [.branches(folded, offset: offset)])
        }
        block.exits = restExits
    }

    /// When the tokens from here are a lambda's parameter list: the index of its `->` and the names it declares,
    /// without their types (`{ onClick: () -> Unit, name: String ->` declares `onClick` and `name`; a destructured
    /// one, `{ (id, value) ->`, its components). A parameter's type may be a function type: an arrow right after
    /// the `)` of a type's parameter list is the type's (Kotlin grammar, `functionType: (receiverType '.')?
    /// functionTypeParameters '->' type`).
    func lambdaParameters() -> (arrow: Int, names: [String], components: [String: [String]])? {
        // Names stand at the top level, or inside the parentheses of a destructuring; a destructuring after another
        // parameter (`index, (text, value)`) is one parameter of components.
        let nameLevel = at("(") ? 1 : 0
        var names: [String] = []
        var components: [String: [String]] = [:]
        var group: String?
        var componentInType = false
        var ahead = index
        var level = 0
        var inType = false, nameInType = false
        while ahead < tokens.count, ahead - index < Self.lambdaParameterLookahead {
            let token = tokens[ahead]
            if token.kind == .symbol {
                switch token.text {
                case "->":
                    if level == 0, inType, ahead > index, tokens[ahead - 1].kind == .symbol, tokens[ahead - 1].text == ")" { break }
                    return level == 0 ? (ahead, names, components) : nil
                case "(":
                    if nameLevel == 0, level == 0, !inType {
                        let name = "\u{0}destructured\(names.count)"
                        names.append(name)
                        components[name] = []
                        group = name
                        componentInType = false
                    }
                    level += 1
                case "<": level += 1
                case ")":
                    level -= 1
                    if level == 0 { group = nil }
                case ">": level -= 1
                case ":":
                    if level == 0 { inType = true }
                    if level == nameLevel { nameInType = true }
                    if group != nil, level == 1 { componentInType = true }
                case ",":
                    if level == 0 { inType = false }
                    if level == nameLevel { nameInType = false }
                    if level == 1 { componentInType = false }
                case ".", "?": break
                default: return nil
                }
            } else if token.kind != .name {
                return nil
            } else if !nameInType, level == nameLevel {
                names.append(token.text)
            } else if let open = group, level == 1, !componentInType {
                components[open, default: []].append(token.text)
            }
            ahead += 1
        }
        return nil
    }

    mutating func statement() -> KotlinExpression? {
        guard let token = current else { return nil }
        if token.kind == .symbol, token.text == ";" { advance(); return nil }
        if token.kind == .symbol, token.text == "@" {
            advance(); if current?.kind == .name { advance() }
            if at("("), current?.afterNewline == false { skipBalanced() }
            return nil
        }
        if token.kind == .name {
            switch token.text {
            case "val", "var":
                advance()
                if at("(") { return destructuringDeclaration(offset: token.offset) }
                if current?.kind == .name { advance() }
                let name = tokens[index - 1].text
                if accept(":") { skipType(stopAt: ["=", "by"]) }
                if atName("by") { advance(); return .binding(name, expression(), offset: token.offset) }
                if accept("=") { return .binding(name, expression(), offset: token.offset) }
                return nil
            case "fun":
                advance()
                var scratch = KotlinFile(display: "", text: SourceText(path: "", utf8: []))
                guard let local = function(annotations: [], isPrivate: true, file: &scratch), var body = local.body else { return nil }
                body.parameters = local.parameters.map(\.name)
                body.defaults = Dictionary(local.parameters.compactMap { parameter in parameter.defaultValue.map { (parameter.name, $0) } },
                                           uniquingKeysWith: { first, _ in first })
                body.isLocalFunction = true
                return .binding(local.name, .lambda(body), offset: local.offset)
            case "for", "while":
                advance()
                // `for (item in items) { … }` runs its body once per element with `item` bound to it (Kotlin spec,
                // "For-loop statements"): read as `items.forEach { item -> … }`. Another header (a destructuring
                // declaration, `while`) is passed over, its body a block.
                let loop = token.text == "for" ? forLoopHeader() : nil
                if loop == nil, at("(") { skipBalanced() }
                if at("{") {
                    var body = block(allowParameters: false)
                    guard let (name, collection) = loop else { return .lambda(body) }
                    body.parameters = [name]
                    return .call(KotlinCall(name: "forEach", receiver: collection, arguments: [], trailingLambda: body, offset: token.offset))
                }
                return expression()
            case "do":
                advance()
                if at("{") { return .lambda(block(allowParameters: false)) }
                return nil
            case "return", "throw":
                advance()
                if at("@") { advance(); advance() }
                if let next = current, !next.afterNewline, !(next.kind == .symbol && [")", "}", ",", ";"].contains(next.text)),
                   !(next.kind == .name && next.text == "else") { return expression() }
                return nil
            case "class", "object", "interface", "typealias", "import":
                var scratch = KotlinFile(display: "", text: SourceText(path: "", utf8: []))
                let start = index
                while let next = current, next.offset == token.offset || !next.afterNewline { if next.text == "{" { break }; advance() }
                if at("{") { enterBody(into: &scratch) }
                if index == start { advance() }
                return nil
            default: break
            }
            if Self.modifiers.contains(token.text), peek()?.kind == .name { advance(); return nil }
        }
        return expression()
    }

    /// From a `for` loop's `(`: `(name in collection)`, the name and the collection,
    /// the reading position after the `)`; nil (the position unmoved) for any other header.
    mutating func forLoopHeader() -> (String, KotlinExpression)? {
        let start = index
        guard at("("), let name = peek(), name.kind == .name else { return nil }
        advance(); advance()
        guard atName("in") else { index = start; return nil }
        advance()
        let collection = expression()
        guard accept(")") else { index = start; return nil }
        return (name.text, collection)
    }

    /// How many names a destructuring declaration binds (each is bound to the value's component: more would
    /// copy the value as many times).
    static let maximumDestructuredNames = 8

    /// `val (a, b) = value`: each name bound to `value.componentN()` (Kotlin's destructuring declarations), as
    /// one statement: the value, then the bindings; none for an `_` or past `maximumDestructuredNames`.
    mutating func destructuringDeclaration(offset: Int) -> KotlinExpression? {
        let open = index
        skipBalanced()
        var names: [String?] = []
        var level = 0, expectName = true
        for token in tokens[(open + 1)..<max(open + 1, index - 1)] {
            if token.kind == .symbol {
                if token.text == "(" || token.text == "<" { level += 1 } else if token.text == ")" || token.text == ">" { level -= 1 }
                else if token.text == ",", level == 0 { expectName = true }
                else if token.text == ":", level == 0 { expectName = false }
            } else if token.kind == .name, expectName, level == 0 {
                names.append(token.text == "_" ? nil : token.text)
                expectName = false
            }
        }
        if accept(":") { skipType(stopAt: ["=", "by"]) }
        if atName("by") { advance() } else if !accept("=") { return nil }
        let value = expression()
        guard names.count <= Self.maximumDestructuredNames else { return .other([value]) }
        // The value once as itself (what it shows is shown once), then the bindings of its components.
        return .other([value] + names.enumerated().compactMap { position, name in
            name.map { .binding($0, .call(KotlinCall(name: "component\(position + 1)", receiver: value, arguments: [], offset: offset)), offset: offset) }
        })
    }

    static let binaryOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "?:", "..", "=", "+=", "-=", "===", "!=="]
    static let continuingOperators: Set<String> = ["?:", "&&", "||", ".", "?."]

    mutating func expression() -> KotlinExpression {
        guard depth < Self.maximumDepth else {
            tooDeep = tooDeep ?? current?.offset
            if let token = current, token.kind == .symbol, ["(", "{", "["].contains(token.text) { skipBalanced() } else { advance() }
            return .other([])
        }
        depth += 1
        defer { depth -= 1 }
        var parts = [postfix()]
        // `+`/`-` only so far: the signs of the operands after the first (nil once any other operator joins).
        var signs: [Bool]? = []
        while let token = current {
            if token.kind == .symbol, Self.binaryOperators.contains(token.text), !token.afterNewline || Self.continuingOperators.contains(token.text) {
                advance()
                if token.text == "+" || token.text == "-" { signs?.append(token.text == "-") } else { signs = nil }
                parts.append(postfix())
            } else if token.kind == .name, ["as", "is", "in", "to", "until", "downTo", "step", "and", "or"].contains(token.text), !token.afterNewline {
                advance()
                signs = nil
                if at("?") { advance() }
                parts.append(postfix())
            } else if token.kind == .name, token.text == "!in" {
                advance()
                signs = nil
            } else if isInfixCall(token) {
                // An infix function call (`surfaceContainer onDark inverseOnSurface`, `a shl 2`): any name
                // between two operands on one line (Kotlin grammar, `infixFunctionCall: rangeExpression
                // (simpleIdentifier rangeExpression)*`).
                advance()
                signs = nil
                parts.append(postfix())
            } else {
                break
            }
        }
        if parts.count == 1 { return parts[0] }
        if let signs, signs.count == parts.count - 1 { return .sum(parts, negated: [false] + signs) }
        return .other(parts)
    }

    /// Names that follow an operand without being an infix function: the keywords that continue or end a
    /// construct (`if (c) a else b`, `do { } while (c)`, `try { } catch`, `val x by lazy`, a `where` clause).
    static let notInfix: Set<String> = ["else", "while", "catch", "finally", "by", "where", "get", "set", "fun", "val", "var",
                                        "class", "object", "interface", "import", "package", "return", "throw", "if", "when",
                                        "try", "for", "do", "typealias", "constructor", "init", "override", "private",
                                        "public", "internal", "protected", "suspend", "inline", "data", "enum", "sealed"]

    /// Whether `token` (after an operand) is the name of an infix call: on the operand's line, not a keyword,
    /// and followed on the same line by the start of another operand (a name, a number, a string, `(`).
    func isInfixCall(_ token: KotlinToken) -> Bool {
        guard token.kind == .name, !token.afterNewline, !Self.notInfix.contains(token.text),
              let next = peek(), !next.afterNewline else { return false }
        switch next.kind {
        case .name: return !Self.notInfix.contains(next.text)
        case .symbol: return next.text == "("
        default: return true
        }
    }

    mutating func postfix() -> KotlinExpression {
        var value = primary()
        // Each `.member` or call on a value nests it as the next one's receiver: past `maximumDepth` links the
        // chain read so far is let go (an opaque value), so the nesting, and every recursion over it (hashing,
        // `dottedPath`, releasing it), stays bounded.
        var links = 0
        while let token = current {
            if links > Self.maximumDepth {
                tooDeep = tooDeep ?? token.offset
                value = .other([])
                links = 0
            }
            if token.kind == .symbol, token.text == "::", !token.afterNewline {
                // A callable or class reference (`navController::popBackStack`, `Foo::class`): one value, no call.
                advance()
                if current?.kind == .name { advance() }
                // One level however many `::` follow (`a::b::c`): the nesting stays bounded.
                if case .other(let inner) = value, inner.count == 1 { continue }
                value = .other([value])
                links += 1
                continue
            }
            if token.kind == .symbol, token.text == "." || token.text == "?." {
                advance()
                guard let name = current, name.kind == .name else { break }
                advance()
                if case .number(let number, let offset) = value, ["dp", "sp", "f", "em", "toFloat", "toDouble"].contains(name.text) {
                    value = .other([.number(number, offset: offset), .name(name.text, receiver: nil, offset: name.offset)])
                    continue
                }
                var typeArguments = ""
                if at("<"), current?.afterNewline == false, isTypeArgumentList() {
                    let start = index
                    skipBalanced()
                    if index - start > 2 { typeArguments = tokens[(start + 1)..<(index - 1)].map(\.text).joined() }
                }
                if at("(") && current?.afterNewline == false || at("{") && current?.afterNewline == false {
                    var call = callSuffix(name: name.text, receiver: value, offset: name.offset)
                    call.typeArguments = typeArguments
                    value = .call(call)
                } else {
                    value = .name(name.text, receiver: value, offset: name.offset)
                }
                links += 1
            } else if token.kind == .symbol, token.text == "!!" || token.text == "++" || token.text == "--" {
                advance()
            } else if token.kind == .symbol, token.text == "[", !token.afterNewline {
                // Indexing: `a[i]` is the operator call `a.get(i)` (Kotlin spec, "Indexing expressions"), kept as
                // that call so the reader can take the element a written-out list holds at the index.
                advance()
                var arguments: [KotlinArgument] = []
                while let inner = current, !(inner.kind == .symbol && inner.text == "]") {
                    if inner.kind == .symbol, inner.text == "}" || inner.text == ")" { break }
                    let before = index
                    arguments.append(KotlinArgument(label: nil, value: expression()))
                    _ = accept(",")
                    if index == before { advance() }
                }
                _ = accept("]")
                value = .call(KotlinCall(name: "get", receiver: value, arguments: arguments, offset: token.offset))
                links += 1
            } else if token.kind == .symbol, token.text == "(" || token.text == "{", !token.afterNewline {
                // Invoking a value (`content()`, `label.invoke()`), or a lambda after one.
                value = .call(callSuffix(name: "invoke", receiver: value, offset: token.offset))
                links += 1
            } else {
                break
            }
        }
        return value
    }

    /// Whether the `<` here opens type arguments (`remember<Int>(`) rather than a comparison.
    func isTypeArgumentList() -> Bool {
        var ahead = index + 1
        var level = 1
        while ahead < tokens.count, ahead - index < 16 {
            let token = tokens[ahead]
            if token.kind == .symbol {
                if token.text == "<" { level += 1 } else if token.text == ">" { level -= 1; if level == 0 { return true } }
                else if ![",", ".", "?", "*", ":"].contains(token.text) { return false }
            } else if token.kind != .name { return false }
            ahead += 1
        }
        return false
    }

    mutating func callSuffix(name: String, receiver: KotlinExpression?, offset: Int) -> KotlinCall {
        var call = KotlinCall(name: name, receiver: receiver, arguments: [], offset: offset)
        if at("(") { call.arguments = valueArguments() }
        if at("{"), current?.afterNewline == false { call.trailingLambda = block(allowParameters: true) }
        return call
    }

    /// A parenthesized argument list from its `(`, labels kept (`(title = R.string.a, 2)`), to after its `)`.
    mutating func valueArguments() -> [KotlinArgument] {
        var arguments: [KotlinArgument] = []
        advance()
        while let token = current, !(token.kind == .symbol && token.text == ")") {
            if token.kind == .symbol, token.text == "}" { break }
            let before = index
            var label: String?
            if token.kind == .name, let next = peek(), next.kind == .symbol, next.text == "=" { label = token.text; index += 2 }
            if at("*") { advance() }
            arguments.append(KotlinArgument(label: label, value: expression()))
            _ = accept(",")
            if index == before { advance() }
        }
        _ = accept(")")
        return arguments
    }

    /// The argument list whose `(` stands at `position` (an enum entry's, a superclass constructor's in a
    /// header), read without moving the reading position: each token of a header is read at most twice.
    mutating func argumentList(at position: Int) -> [KotlinArgument] {
        let saved = index
        index = position
        defer { index = saved }
        return valueArguments()
    }

    mutating func primary() -> KotlinExpression {
        guard let token = current else { return .other([]) }
        switch token.kind {
        case .name:
            switch token.text {
            case "if": return ifExpression()
            case "when": return whenExpression()
            case "object":
                advance()
                while let next = current, !(next.kind == .symbol && next.text == "{") , !next.afterNewline { advance() }
                guard at("{") else { return .other([]) }
                // An object expression: its members' initializers are kept (the first of each name), and the
                // expression is the name `object` at the keyword (a keyword, so no declaration shadows it).
                var scratch = KotlinFile(display: "", text: SourceText(path: "", utf8: []))
                let enclosing = owners
                owners = []
                enterBody(into: &scratch)
                owners = enclosing
                guard anonymousObjects.count < Self.maximumMembers else { return .other([]) }
                var members: [String: KotlinExpression] = [:]
                for property in scratch.properties where members[property.name] == nil { members[property.name] = property.value }
                anonymousObjects[token.offset] = members
                return .name("object", receiver: nil, offset: token.offset)
            case "try":
                advance()
                return at("{") ? .lambda(block(allowParameters: false)) : .other([])
            default: break
            }
            advance()
            var typeArguments = ""
            if at("<"), current?.afterNewline == false, isTypeArgumentList() {
                let start = index
                skipBalanced()
                if index - start > 2 { typeArguments = tokens[(start + 1)..<(index - 1)].map(\.text).joined() }
            }
            if at("(") && current?.afterNewline == false || at("{") && current?.afterNewline == false {
                var call = callSuffix(name: token.text, receiver: nil, offset: token.offset)
                call.typeArguments = typeArguments
                return .call(call)
            }
            return .name(token.text, receiver: nil, offset: token.offset)
        case .number:
            advance()
            let digits = token.text.filter { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" }
            return .number(Double(digits) ?? 0, offset: token.offset)
        case .string:
            advance()
            return .string(token.text, templates: token.templates, offset: token.offset)
        case .character:
            advance()
            return .other([])
        case .symbol:
            switch token.text {
            case "(":
                advance()
                let inner = at(")") ? KotlinExpression.other([]) : expression()
                while let next = current, !(next.kind == .symbol && (next.text == ")" || next.text == "}")) {
                    let before = index
                    _ = expression()
                    if index == before { advance() }
                }
                _ = accept(")")
                return inner
            case "{":
                return .lambda(block(allowParameters: true))
            case "-", "+", "!", "++", "--", "*":
                // A run of prefix operators (`- -1`, `!!x`) is read in a loop, with one wrapper for all:
                // reading each by recursion let a long run overflow the stack.
                var negations = 0, others = 0
                while let op = current, op.kind == .symbol, Self.prefixOperators.contains(op.text) {
                    if op.text == "-" { negations += 1 } else if op.text != "+" { others += 1 }
                    advance()
                }
                let operand = postfix()
                if others == 0, case .number(let value, let offset) = operand { return .number(negations % 2 == 1 ? -value : value, offset: offset) }
                return .other([operand])
            case "::":
                advance()
                if current?.kind == .name { advance() }
                return .other([])
            case "@":
                advance()
                if current?.kind == .name { advance() }
                // An annotated lambda (`val content = @Composable { … }`) is the lambda.
                if at("{"), current?.afterNewline == false { return .lambda(block(allowParameters: true)) }
                return .other([])
            case "[":
                skipBalanced()
                return .other([])
            default:
                return .other([])
            }
        }
    }

    mutating func ifExpression() -> KotlinExpression {
        let offset = current!.offset
        advance()
        var test = widthTest()
        var nameTest = at("(") ? argumentTest(at: index + 1, closedBy: ")") : nil
        if at("(") { skipBalanced() }
        var branches = [branchBody()]
        branches[0].widthTest = test
        branches[0].argumentTest = nameTest
        var sawElse = false
        while atName("else") {
            advance()
            sawElse = true
            if atName("if") {
                advance()
                test = widthTest()
                nameTest = at("(") ? argumentTest(at: index + 1, closedBy: ")") : nil
                if at("(") { skipBalanced() }
                branches.append(branchBody())
                branches[branches.count - 1].widthTest = test
                branches[branches.count - 1].argumentTest = nameTest
                sawElse = false
            } else {
                branches.append(branchBody())
                break
            }
        }
        if !sawElse { branches.append(KotlinBlock(offset: offset)) }
        return .branches(branches, offset: offset)
    }

    /// From an `if`'s `(`: the condition when it is `name op N.dp` and nothing else (`(maxWidth > 600.dp)`).
    func widthTest() -> KotlinWidthTest? {
        guard index + 6 < tokens.count, at("(") else { return nil }
        let name = tokens[index + 1], op = tokens[index + 2], number = tokens[index + 3]
        guard name.kind == .name, op.kind == .symbol, ["<", ">", "<=", ">="].contains(op.text),
              let value = Double(number.text.filter { $0 != "_" }),
              tokens[index + 4].text == ".", tokens[index + 5].text == "dp", tokens[index + 6].text == ")" else { return nil }
        return KotlinWidthTest(name: name.text, op: op.text, dp: value)
    }

    /// The condition from token `start` to `terminator` when it tests one name alone (`KotlinArgumentTest`).
    func argumentTest(at start: Int, closedBy terminator: String) -> KotlinArgumentTest? {
        func text(_ position: Int) -> String? { position < tokens.count ? tokens[position].text : nil }
        func isName(_ position: Int) -> Bool {
            position < tokens.count && tokens[position].kind == .name && !["null", "true", "false", "else", "is", "in"].contains(tokens[position].text)
        }
        if isName(start), text(start + 1) == terminator { return KotlinArgumentTest(name: tokens[start].text, kind: .isTrue) }
        if text(start) == "!", tokens[start].kind == .symbol, isName(start + 1), text(start + 2) == terminator {
            return KotlinArgumentTest(name: tokens[start + 1].text, kind: .isFalse)
        }
        if isName(start), let op = text(start + 1), op == "!=" || op == "==", text(start + 2) == "null", text(start + 3) == terminator {
            return KotlinArgumentTest(name: tokens[start].text, kind: op == "==" ? .isNull : .isNotNull)
        }
        return nil
    }

    mutating func branchBody() -> KotlinBlock {
        if at("{") { return block(allowParameters: false) }
        let offset = current?.offset ?? 0
        if let token = current, Self.isJump(token) {
            // `if (c) return`, `A -> return stringResource(x)`, `else -> throw …`: a branch that leaves.
            var body = KotlinBlock(offset: offset)
            if let statement = statement() { body.statements = [statement] }
            body.exits = true
            return body
        }
        return KotlinBlock(statements: current == nil ? [] : [expression()], offset: offset)
    }

    /// The call a `when (val x = subject)` branch binds `x` to: the subject (its receiver), in a branch of one type
    /// test (`is Dialog.Error ->`) as an instance of the type its one argument names as written (a string:
    /// `Dialog.Error`). Readers take it as its receiver; it shows nothing. No Kotlin call can have this name (it
    /// starts with U+001F).
    static let smartCast = "\u{1F}SmartCast"

    /// Words that begin a `when` condition that is no value compared with the subject (`in 1..3`, `else`) or a
    /// literal one (`null`, `true`).
    static let nonValueConditions: Set<String> = ["in", "else", "null", "true", "false", "this"]

    mutating func whenExpression() -> KotlinExpression {
        let offset = current!.offset
        advance()
        // `when (item)`: a plain name is kept as the subject its branches' type tests are about.
        var subject: String?
        // `when (val dialog = state.dialog)`: the name and the value it is bound to in every branch.
        var subjectBinding: (name: String, value: KotlinExpression)?
        if at("(") {
            if let name = peek(), name.kind == .name, index + 2 < tokens.count, tokens[index + 2].kind == .symbol, tokens[index + 2].text == ")" {
                subject = name.text
            } else if peek()?.kind == .name, peek()?.text == "val", let name = peek(2), name.kind == .name,
                      let equals = peek(3), equals.kind == .symbol, equals.text == "=" {
                let start = index
                index += 4
                if current != nil, !at(")") { subjectBinding = (name.text, expression()) }
                index = start
            }
            skipBalanced()
        }
        guard at("{") else { return .other([]) }
        advance()
        var branches: [KotlinBlock] = []
        var hasElse = false
        while let token = current, !(token.kind == .symbol && token.text == "}") {
            // Conditions up to `->`: `is Type` tests are kept (the type's last simple name), any other
            // condition makes the branch no type test.
            if token.kind == .name, token.text == "else" { hasElse = true }
            let nameTest = subject == nil ? argumentTest(at: index, closedBy: "->") : nil
            var tests: [String]? = []
            var paths: [String] = []
            var values: [String]? = []
            while let next = current, !(next.kind == .symbol && (next.text == "->" || next.text == "}")) {
                let before = index
                if next.kind == .name, next.text == "is" {
                    values = nil
                    advance()
                    var type: String?
                    var path: [String] = []
                    while let part = current {
                        if part.kind == .name { type = part.text; path.append(part.text); advance() } else if part.kind == .symbol, part.text == "." || part.text == "?" { advance() } else { break }
                        if current?.kind == .name, part.kind == .name { break }
                    }
                    if at("<") { skipBalanced() }
                    if let type { tests?.append(type); paths.append(path.joined(separator: ".")) } else { tests = nil }
                } else {
                    tests = nil
                    if next.kind == .symbol, ["(", "[", "{"].contains(next.text) { skipBalanced(); values = nil }
                    else {
                        let condition = expression()
                        if next.kind == .name, !Self.nonValueConditions.contains(next.text), let path = condition.dottedPath { values?.append(path) } else { values = nil }
                    }
                }
                _ = accept(",")
                if index == before { advance() }
            }
            guard accept("->") else { break }
            var body = branchBody()
            if let (name, value) = subjectBinding, !body.statements.isEmpty {
                // Kotlin smart-casts the bound name in a branch of one type test (Kotlin spec, "Smart casts"): there
                // it is an instance of that type (`smartCast` with the type), elsewhere the subject's value.
                let type = tests?.count == 1 && paths.count == 1 ? [KotlinArgument(label: nil, value: .string(paths[0], templates: [], offset: body.offset))] : []
                let bound = KotlinExpression.call(KotlinCall(name: Self.smartCast, receiver: value, arguments: type, offset: body.offset))
                body.statements.insert(.binding(name, bound, offset: body.offset), at: 0)
            }
            if let tests, !tests.isEmpty, subject != nil { body.typeTests = tests }
            if let values, !values.isEmpty, subject != nil { body.valueTests = values }
            body.whenSubject = subject
            body.argumentTest = nameTest
            branches.append(body)
        }
        _ = accept("}")
        if !hasElse { branches.append(KotlinBlock(offset: offset)) }
        return .branches(branches, offset: offset)
    }
}
