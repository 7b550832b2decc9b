import Foundation

/// The app's own functions that take a string resource (an `Int`/`@StringRes` parameter) or its text (a
/// `String`/`CharSequence` parameter given `getString(R.string.k)`) and pass it on to a text the scanners read —
/// an alert dialog's builder, `Snackbar.make`, `Toast.makeText`, a layout view's `setText` — directly, through
/// `getString(parameter)`, or through another such function; and the calls of them with `R.string` arguments.
/// Read as the compiler binds a call, by a tolerant linear scan (no grammar), in two passes over the sources:
/// 1. every function with a body and parameters — Kotlin `fun name(…)`, extension `fun Context.name(…)`, Java
///    methods `Type name(…) {` — with its class, parameters (name, type, default) and body;
/// 2. every call whose arguments name a string resource is bound to one declaration: by name; by the receiver
///    (`DialogUtil.show(…)` → a function of class or object `DialogUtil`; no receiver → the file's own first,
///    then the app's; another receiver → a member or extension function); by arity (Kotlin defaults, varargs,
///    named arguments, a trailing lambda); and by the argument's type (a resource id binds an `Int` parameter, a
///    text a `String`/`CharSequence` one). The bound body, with the arguments put in for the parameters, is read
///    by the same scanners (with the imports and views of the body's file), and calls in it to further helpers are
///    bound the same way, up to `maximumDepth` levels. A call no single declaration fits is skipped with the
///    reason. What the body builds is laid out at the call: the key is named there.
struct AndroidCodeHelpers: Sendable {
    /// A body longer than this is not read (bytes): a helper is a few statements.
    static let maximumBodyBytes = 8_000
    /// How many helpers deep a text is followed.
    static let maximumDepth = 4
    /// Bytes of bodies read for one call, all levels together: the cost of a call stays bounded.
    static let callBudget = 64_000
    /// Bytes of bodies kept from pass 1.
    static let maximumStoredBytes = 48_000_000

    struct Parameter: Sendable, Equatable {
        var name: String
        var type: String
        var defaultValue: String?
        var isVararg = false
        var isStringResource = false
    }

    struct Declaration: Sendable {
        var name: String
        var className: String?
        var receiverType: String?
        var isPrivate: Bool
        var parameters: [Parameter]
        /// The body with its braces, or the expression after `=`; nil: longer than `maximumBodyBytes`.
        var body: [UInt8]?
        /// Whether it has a body (an interface's or abstract function has none: it never runs).
        var hasBody = true
        /// Index into `files`.
        var file: Int
        var line: Int
    }

    /// A declaring file: its path, what it imports (which dialog and snackbar classes) and its views.
    struct FileFacts: Sendable {
        var path: String
        var importsPlatformDialog: Bool
        var importsMaterialSnackbar: Bool
        /// The file's functions that look up a snackbar's message view (`R.id.snackbar_text`) to change it
        /// (`fun Snackbar.setMaxLines(n)`): a body that calls one restyles its snackbar.
        var snackbarTextFunctions: [String] = []
        var scope: AndroidCodeTexts.FileScope
        /// `Class.name` / `Class.*` of its imports (`import a.b.DialogUtil.show`, Java's `import static …`).
        var imports: Set<String>
    }

    var declarations: [String: [Declaration]] = [:]
    var files: [FileFacts] = []
    var fileIndex: [String: Int] = [:]
    /// The names of the app's classes, objects and interfaces.
    var appTypes: Set<String> = []
    private var storedBytes = 0

    /// A dialog, snackbar or toast a helper builds, laid out at the call that gives its key.
    struct CallSite: Sendable {
        var path: String
        var site: AndroidCodeDialogs.Site
    }

    /// What pass 2 finds.
    struct Uses: Sendable {
        var sites: [CallSite] = []
        /// Keys the helpers set on the layouts' views (merged into `AndroidCodeTexts`).
        var viewTexts = AndroidCodeTexts()
        /// File path → offset of a `R.string.` the call passes → why it is not followed.
        var reasons: [String: [Int: String]] = [:]
    }

    static let ambiguousReason = AndroidCodeKeyReasons.helperAmbiguous
    static let noSinkReason = AndroidCodeKeyReasons.helperNoSink
    static let tooDeepReason = AndroidCodeKeyReasons.helperTooDeep

    /// Names never bound to an app's function: the platform's setters and getters the scanners read
    /// themselves (an app's view class overriding `setText` is still the view's setter).
    static let platformNames: Set<String> = ["setText", "setTitle", "setSubtitle", "setMessage", "setHint", "setError", "getString",
                                             "getText", "getQuantityString", "makeText", "make", "setPositiveButton",
                                             "setNegativeButton", "setNeutralButton", "setAction", "format", "append", "add",
                                             "listOf", "arrayOf", "mutableListOf", "setOf", "mapOf", "Pair", "fromHtml", "valueOf",
                                             "stringResource", "if", "when", "while", "for", "switch", "catch", "return", "synchronized"]

    // MARK: Pass 1

    static func scan(sourceRoot root: String?, layouts: LayoutIndex) -> (helpers: AndroidCodeHelpers, uses: Uses) {
        var helpers = AndroidCodeHelpers()
        guard root != nil else { return (helpers, Uses()) }
        let index = AndroidCodeTexts.IDIndex(layouts)
        AndroidSourceFiles.forEachCode(under: root) { path, bytes in helpers.collect(bytes, path: path, index: index) }
        var uses = Uses()
        AndroidSourceFiles.forEachCode(under: root) { path, bytes in helpers.resolve(bytes, path: path, index: index, into: &uses) }
        return (helpers, uses)
    }

    /// Whether a file is in a test source set (`src/test`, `src/androidTest`, …): not in the app, its fakes bind no call.
    static func isTest(_ path: String) -> Bool {
        path.contains("/src/test") || path.contains("/src/androidTest") || path.contains("/src/sharedTest")
    }

    /// Collects the functions of one file.
    mutating func collect(_ bytes: [UInt8], path: String, index: AndroidCodeTexts.IDIndex) {
        guard !Self.isTest(path) else { return }
        let isJava = path.hasSuffix(".java")
        let lexed = Lexed(bytes)
        var found: [Declaration] = []
        var classes = lexed.classes()
        for type in classes { if let name = type.name { appTypes.insert(name) } }
        classes.sort { $0.open < $1.open }
        var stack: [(open: Int, close: Int, name: String?)] = []
        var next = 0
        let functions = isJava ? lexed.javaMethods() : lexed.kotlinFunctions()
        for function in functions {
            // The innermost class around the function (a sweep: classes and functions both in order).
            while next < classes.count, classes[next].open < function.at {
                while let last = stack.last, last.close < classes[next].open { stack.removeLast() }
                stack.append(classes[next])
                next += 1
            }
            while let last = stack.last, last.close < function.at { stack.removeLast() }
            guard !function.parameters.isEmpty, !Self.platformNames.contains(function.name) else { continue }
            var body: [UInt8]?
            if let range = function.body, range.count <= Self.maximumBodyBytes, storedBytes + range.count <= Self.maximumStoredBytes {
                body = Array(bytes[range])
                storedBytes += range.count
            }
            let className = stack.last(where: { $0.name != nil })?.name ?? nil
            found.append(Declaration(name: function.name, className: className, receiverType: function.receiver, isPrivate: function.isPrivate,
                                     parameters: function.parameters, body: body, hasBody: function.body != nil, file: files.count,
                                     line: lexed.line(at: function.at)))
        }
        guard !found.isEmpty else { return }
        let scan = SourceScan(bytes)
        let utf8 = Array(String(decoding: bytes, as: UTF8.self).utf8)
        fileIndex[path] = files.count
        files.append(FileFacts(path: path, importsPlatformDialog: scan.contains("import android.app.AlertDialog"),
                               importsMaterialSnackbar: AndroidCodeDialogs.importsMaterialSnackbar(scan),
                               snackbarTextFunctions: found.filter { declaration in
                                   declaration.body.map { SourceScan($0).contains("snackbar_text") } ?? false
                               }.map(\.name),
                               scope: AndroidCodeTexts.scope(utf8, index: index), imports: Self.imports(scan)))
        for declaration in found { declarations[declaration.name, default: []].append(declaration) }
    }

    // MARK: Pass 2

    /// One argument of a call: its text, its label (a Kotlin named argument) and what it is.
    struct Argument: Equatable {
        /// `typed`: a literal (`true`, `3`) or a name the caller declares with a type.
        enum Kind: Equatable { case resource(String), text(String?), lambda, null, typed(String), other }
        var text: String
        var label: String?
        var kind: Kind
        var key: String? {
            switch kind {
            case .resource(let key): return key
            case .text(let key): return key
            default: return nil
            }
        }
    }

    /// A call of a name the app declares: where its name starts, its receiver, its arguments.
    struct Call {
        var name: String
        var nameStart: Int
        var receiver: String?
        var arguments: [Argument]
    }

    /// What binding and reading one call gave.
    struct Outcome {
        var sites: [AndroidCodeDialogs.Site] = []
        var viewTexts: [(layout: String, id: String, key: String, format: Bool, via: String)] = []
        var reached: Set<String> = []
        /// Keys a call inside could not follow, with the reason.
        var unfollowed: [String: String] = [:]
        /// Whether the call was bound to a declaration.
        var bound = false
    }

    /// Binds the calls of one file whose arguments name string resources.
    func resolve(_ bytes: [UInt8], path: String, index: AndroidCodeTexts.IDIndex, into uses: inout Uses) {
        guard !declarations.isEmpty, !Self.isTest(path) else { return }
        let scan = SourceScan(bytes)
        var seen = Set<Int>()
        var caller: Caller?
        for offset in scan.occurrences(of: "R.string.") {
            guard let call = Self.enclosingCall(scan, at: offset), declarations[call.name] != nil, seen.insert(call.nameStart).inserted else { continue }
            let keys = Set(call.arguments.compactMap(\.key))
            guard !keys.isEmpty else { continue }
            if caller == nil { caller = Caller(imports: Self.imports(scan), types: Self.declaredTypes(scan)) }
            var budget = Self.callBudget
            var outcome = Outcome()
            let reason = follow(call, inFile: path, caller: caller!, keys: keys, chain: [], depth: 1, budget: &budget, index: index, into: &outcome)
            let location = scan.location(at: call.nameStart)
            // Which references of the call get a reason of their own (keys reached are accounted for by the screens).
            let end = Self.callEnd(scan, call: call)
            for reference in scan.occurrences(of: "R.string.", in: call.nameStart..<end) {
                var keyEnd = reference + 9
                while keyEnd < bytes.count, MenuUses.isIdentifier(bytes[keyEnd]) { keyEnd += 1 }
                let key = String(decoding: bytes[(reference + 9)..<keyEnd], as: UTF8.self)
                guard keys.contains(key), !outcome.reached.contains(key) else { continue }
                if let reason = reason ?? outcome.unfollowed[key] ?? (outcome.bound ? Self.noSinkReason : nil) {
                    uses.reasons[path, default: [:]][reference] = reason
                }
            }
            for var site in outcome.sites {
                site.line = location.line
                site.column = location.column
                for part in site.parts.indices {
                    site.parts[part].line = location.line
                    site.parts[part].column = location.column
                }
                uses.sites.append(CallSite(path: path, site: site))
            }
            for text in outcome.viewTexts where uses.viewTexts.keys[text.layout]?[text.id]?[text.key] == nil {
                uses.viewTexts.keys[text.layout, default: [:]][text.id, default: [:]][text.key] = "\((path as NSString).lastPathComponent):\(location.line) through \(text.via)"
                    + (text.format ? " with format arguments (laid out with the sample arguments)" : "")
            }
        }
    }

    /// Binds `call` and reads the bound body for `keys`; nil when bound (what it reached is in `outcome`), else
    /// why not.
    func follow(_ call: Call, inFile path: String, caller: Caller, keys: Set<String>, chain: [String], depth: Int, budget: inout Int,
                index: AndroidCodeTexts.IDIndex, into outcome: inout Outcome) -> String? {
        let candidates = bind(call, inFile: path, caller: caller)
        guard !candidates.isEmpty else { return nil }
        if candidates.count > 1 {
            // Overloads the arguments do not tell apart (`show(Fragment, Int)` and `show(Activity, Int)` given
            // `this`): followed only when every one builds the same texts from the keys.
            var first: (Outcome, String?)?
            for candidate in candidates {
                var trial = Outcome()
                let reason = read(candidate.0, candidate.1, keys: keys, chain: chain, depth: depth, budget: &budget, index: index, into: &trial)
                if let first {
                    guard reason == first.1, Self.signature(trial) == Self.signature(first.0) else { return Self.ambiguousReason }
                } else {
                    first = (trial, reason)
                }
            }
            guard let (trial, reason) = first else { return nil }
            outcome.sites += trial.sites
            outcome.viewTexts += trial.viewTexts
            outcome.reached.formUnion(trial.reached)
            outcome.unfollowed.merge(trial.unfollowed) { old, _ in old }
            outcome.bound = outcome.bound || trial.bound
            return reason
        }
        return read(candidates[0].0, candidates[0].1, keys: keys, chain: chain, depth: depth, budget: &budget, index: index, into: &outcome)
    }

    /// Whether a helper's body changes its snackbar's message view: it looks it up (`R.id.snackbar_text`), or
    /// calls a function of its file that does.
    static func restylesSnackbarText(_ body: [UInt8], _ facts: FileFacts) -> Bool {
        let scan = SourceScan(body)
        return scan.contains("snackbar_text") || facts.snackbarTextFunctions.contains { scan.contains($0 + "(") }
    }

    /// What an outcome builds, without where: the dialogs' kinds and parts, the views' keys, the reasons.
    static func signature(_ outcome: Outcome) -> String {
        let sites = outcome.sites.map { site in "\(site.kind.rawValue)|\(site.hasAction)|" + site.parts.map { "\($0.role)=\($0.key ?? "")/\($0.reason ?? "")" }.joined(separator: "|") }
        let views = outcome.viewTexts.map { "\($0.layout)/\($0.id)/\($0.key)/\($0.format)" }
        return (sites + ["#"] + views + ["#"] + outcome.reached.sorted() + ["#"] + outcome.unfollowed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                + ["\(outcome.bound)"]).joined(separator: "\n")
    }

    /// Reads the body of `declaration` with the parameters' `values` for `keys`.
    func read(_ declaration: Declaration, _ values: [String: String], keys: Set<String>, chain: [String], depth: Int, budget: inout Int,
              index: AndroidCodeTexts.IDIndex, into outcome: inout Outcome) -> String? {
        guard depth <= Self.maximumDepth, let body = declaration.body, body.count <= budget else { return Self.tooDeepReason }
        budget -= body.count
        let facts = files[declaration.file]
        outcome.bound = true
        let chain = chain + ["\(declaration.name) (\((facts.path as NSString).lastPathComponent):\(declaration.line))"]
        let via = chain.joined(separator: " → ")
        // With the arguments put in, a `val` the body sets from a parameter (`val text = getText(resId)`) holds the key.
        let instance = AndroidValueAliases.apply(Self.substitute(values, in: body))
        // Dialogs, snackbars and toasts the body builds around the keys.
        for site in AndroidCodeDialogs.sites(in: instance, importsPlatformDialog: facts.importsPlatformDialog,
                                             importsMaterialSnackbar: facts.importsMaterialSnackbar,
                                             restylesSnackbarText: Self.restylesSnackbarText(instance, facts))
        where site.parts.contains(where: { $0.key.map(keys.contains) ?? false }) {
            var site = site
            site.via = via
            outcome.sites.append(site)
            for part in site.parts { if let key = part.key, keys.contains(key) { outcome.reached.insert(key) } }
        }
        // Views of the body's file it sets the keys on.
        var texts = AndroidCodeTexts()
        texts.read(AndroidScopeReceivers.apply(instance, file: facts.path, viewProperties: index.viewProperties), file: facts.path,
                   index: index, scope: facts.scope, only: keys, place: "")
        for (layout, ids) in texts.keys.sorted(by: { $0.key < $1.key }) {
            for (id, set) in ids.sorted(by: { $0.key < $1.key }) {
                for (key, place) in set.sorted(by: { $0.key < $1.key }) {
                    outcome.viewTexts.append((layout, id, key, !place.isEmpty, via))
                    outcome.reached.insert(key)
                }
            }
        }
        // Helpers the body calls with the keys.
        let scan = SourceScan(instance)
        var seen = Set<Int>()
        for offset in scan.occurrences(of: "R.string.") {
            guard let inner = Self.enclosingCall(scan, at: offset), declarations[inner.name] != nil, seen.insert(inner.nameStart).inserted else { continue }
            let innerKeys = Set(inner.arguments.compactMap(\.key)).intersection(keys)
            guard !innerKeys.isEmpty else { continue }
            if let reason = follow(inner, inFile: facts.path, caller: Caller(imports: facts.imports, types: [:]), keys: innerKeys, chain: chain, depth: depth + 1, budget: &budget, index: index, into: &outcome) {
                for key in innerKeys where outcome.unfollowed[key] == nil { outcome.unfollowed[key] = reason }
            }
        }
        return nil
    }

    /// The declarations `call` can bind to, each with the text of every parameter.
    /// What a calling file tells about its calls: the imported `Class.name`s, the declared type of its names.
    struct Caller {
        var imports: Set<String>
        var types: [String: String]
    }

    func bind(_ call: Call, inFile path: String, caller: Caller) -> [(Declaration, [String: String])] {
        guard let all = declarations[call.name]?.filter(\.hasBody) else { return [] }
        let fileIndex = self.fileIndex[path]
        var pool: [Declaration]
        /// Scopes further out, tried in order when no declaration of `pool` fits the arguments.
        var outer: [[Declaration]] = []
        if let receiver = call.receiver, let first = receiver.first, first.isUppercase, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            // `DialogUtil.show(…)`: a function of that class or object (or its companion).
            pool = all.filter { $0.className == receiver && $0.receiverType == nil }
        } else if call.receiver == nil || call.receiver == "this" {
            // No receiver: the file's own functions (its class's, or an extension on `this`), else the one the file
            // imports (`import …DialogUtil.show`, `import static …DialogUtil.*`), else the app's.
            let own = all.filter { $0.file == fileIndex }
            let imported = all.filter { declaration in
                declaration.className.map { caller.imports.contains($0 + "." + call.name) || caller.imports.contains($0 + ".*") } ?? false
            }
            let app = all.filter { !$0.isPrivate }
            pool = !own.isEmpty ? own : !imported.isEmpty ? imported : app
            // Kotlin resolves a call level by level, and a level none of whose functions is applicable to the
            // arguments is passed over for the next (Kotlin language specification, "Overload resolution":
            // the first level with an applicable candidate is taken): the class's own `showAlertDialog(Int)`
            // does not hide the imported `showAlertDialog(Activity, String, …)`. Java does not: a method of
            // that name in the class hides the static imports (JLS §15.12.1, §6.4.1).
            if !path.hasSuffix(".java") { outer = Array([own, imported, app].filter { !$0.isEmpty }.dropFirst()) }
        } else {
            // `context.toast(…)`, `view.showMessage(…)`: a member of the receiver's declared class
            // (`viewUtil: ViewUtilWrapper`), else an extension function or a member of some class.
            pool = all.filter { !$0.isPrivate || $0.file == fileIndex }
            if let receiver = call.receiver, let type = caller.types[receiver] {
                let typed = pool.filter { $0.className == type || $0.receiverType.map { $0.split(separator: ".").last.map(String.init) == type } ?? false }
                // A receiver of a type the app does not declare (`Set`, `Intent`) calls the library's function.
                pool = !typed.isEmpty ? typed : appTypes.contains(type) ? pool : []
            }
        }
        let arguments = call.arguments.map { argument -> Argument in
            guard argument.kind == .other, let type = caller.types[argument.text] else { return argument }
            var typed = argument
            typed.kind = .typed(type)
            return typed
        }
        for level in [pool] + outer {
            let fitting = level.compactMap { declaration in
                Self.values(of: arguments, for: declaration.parameters).map { (declaration, $0) }
            }
            if !fitting.isEmpty { return fitting }
        }
        return []
    }

    /// The text of each parameter for `arguments` (positional, then named; defaults for the rest), nil when the
    /// arguments do not fit the parameters by count, name or type.
    static func values(of arguments: [Argument], for parameters: [Parameter]) -> [String: String]? {
        var result: [String: String] = [:]
        var position = 0
        for argument in arguments {
            let parameter: Parameter
            if let label = argument.label {
                guard let named = parameters.first(where: { $0.name == label }) else { return nil }
                parameter = named
            } else {
                guard position < parameters.count else { return nil }
                parameter = parameters[position]
                if !parameter.isVararg { position += 1 }
            }
            guard fits(argument.kind, parameter) else { return nil }
            if parameter.isVararg { continue }
            guard result[parameter.name] == nil else { return nil }
            result[parameter.name] = argument.text
        }
        for parameter in parameters where result[parameter.name] == nil && !parameter.isVararg {
            guard let value = parameter.defaultValue else { return nil }
            result[parameter.name] = value
        }
        return result
    }

    /// Whether an argument of `kind` can be passed to `parameter`: a string resource id is an `Int` (or
    /// `@StringRes`), a text a `String`/`CharSequence`, a lambda a function type or interface.
    static func fits(_ kind: Argument.Kind, _ parameter: Parameter) -> Bool {
        var type = parameter.type.replacingOccurrences(of: " ", with: "")
        let nullable = type.hasSuffix("?")
        while type.hasSuffix("?") { type.removeLast() }
        let isInt = parameter.isStringResource || ["Int", "int", "Integer"].contains(type)
        let isText = ["String", "CharSequence", "java.lang.String"].contains(type)
        let isPrimitive = ["Int", "int", "Integer", "Boolean", "boolean", "Long", "long", "Float", "float", "Double", "double"].contains(type)
        switch kind {
        case .resource: return isInt
        case .text: return isText || type == "Any" || type == "Object"
        case .lambda: return !isInt && !isText && !isPrimitive
        case .null: return nullable || (!isPrimitive && !type.isEmpty && type.first?.isUppercase == true && !["Int", "Boolean", "Long", "Float", "Double"].contains(type))
        case .typed(let argumentType):
            // A literal or declared type against a parameter type known to be another primitive or text; a class
            // may be a subtype of the parameter's (not known here).
            let simple: Set<String> = ["Int", "int", "Integer", "Boolean", "boolean", "Long", "long", "Float", "float", "Double", "double", "String", "CharSequence"]
            if simple.contains(argumentType) || simple.contains(type) {
                let same: [Set<String>] = [["Int", "int", "Integer", "Long", "long"], ["Boolean", "boolean"], ["Float", "float", "Double", "double"],
                                           ["String", "CharSequence"]]
                return argumentType == type || same.contains { $0.contains(argumentType) && $0.contains(type) } || type == "Any" || type == "Object"
            }
            return true
        case .other: return true
        }
    }

    /// The body with each use of a parameter replaced by the argument's text: identifiers outside strings and
    /// comments, not a member (`x.title`), a named argument's label (`title = …` in a call) or a declaration.
    static func substitute(_ values: [String: String], in body: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(body.count)
        let values = values.mapValues { Array($0.utf8) }
        var aliases: [(name: String, value: [UInt8], end: Int)] = []
        Lexed.replacingIdentifiers(body, into: &result) { index, end in
            let name = String(decoding: body[index..<end], as: UTF8.self)
            var before = index - 1
            while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(body[before]) { before -= 1 }
            var after = end
            while after < body.count, body[after] == 0x20 || body[after] == 0x09 { after += 1 }
            let member = before >= 0 && (body[before] == UInt8(ascii: ".") || body[before] == UInt8(ascii: ":"))
            let label = after < body.count && body[after] == UInt8(ascii: "=") && (after + 1 >= body.count || body[after + 1] != UInt8(ascii: "="))
                && before >= 0 && (body[before] == UInt8(ascii: "(") || body[before] == UInt8(ascii: ","))
            let declared = (after < body.count && body[after] == UInt8(ascii: ":") && (after + 1 >= body.count || body[after + 1] != UInt8(ascii: ":")))
                || (after + 1 < body.count && body[after] == UInt8(ascii: "-") && body[after + 1] == UInt8(ascii: ">"))
            let alias = aliases.last(where: { $0.name == name && index < $0.end })
            guard let value = alias?.value ?? values[name], !member || alias != nil && before >= 0 && body[before] != UInt8(ascii: "."),
                  !label, !declared else { return nil }
            // `title?.let { setTitle(it) }` / `.also { t -> … }`: the lambda's parameter is the value too.
            if let scope = Self.scopeLambda(body, after: end) { aliases.append((scope.name, value, scope.end)) }
            return value
        }
        return result
    }

    /// After a value at `end`: `?.let {`, `.let {`, `?.also {`, `.also {` (Kotlin scope functions that pass the
    /// value to the lambda): the lambda's parameter (`it`, or the name before `->`) and where the lambda ends.
    static func scopeLambda(_ body: [UInt8], after end: Int) -> (name: String, end: Int)? {
        var index = end
        if index < body.count, body[index] == UInt8(ascii: "?") { index += 1 }
        guard index < body.count, body[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        var nameEnd = index
        while nameEnd < body.count, MenuUses.isIdentifier(body[nameEnd]) { nameEnd += 1 }
        let function = String(decoding: body[index..<nameEnd], as: UTF8.self)
        guard function == "let" || function == "also" else { return nil }
        index = nameEnd
        while index < body.count, body[index] == 0x20 { index += 1 }
        guard index < body.count, body[index] == UInt8(ascii: "{") else { return nil }
        let open = index
        var depth = 0
        var close = open
        while close < min(body.count, open + maximumBodyBytes) {
            if body[close] == UInt8(ascii: "{") { depth += 1 } else if body[close] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        // `{ name ->`
        var name = "it"
        var probe = open + 1
        while probe < close, [0x20, 0x0A, 0x0D, 0x09].contains(body[probe]) { probe += 1 }
        var identifierEnd = probe
        while identifierEnd < close, MenuUses.isIdentifier(body[identifierEnd]) { identifierEnd += 1 }
        var arrow = identifierEnd
        while arrow < close, body[arrow] == 0x20 { arrow += 1 }
        if identifierEnd > probe, arrow + 1 < close, body[arrow] == UInt8(ascii: "-"), body[arrow + 1] == UInt8(ascii: ">") {
            name = String(decoding: body[probe..<identifierEnd], as: UTF8.self)
        }
        return (name, close)
    }

    /// The innermost call around the reference at `offset` that is not a string getter (`getString(R.string.k)`
    /// is looked through), with its receiver and arguments; nil when none within a bounded window.
    static func enclosingCall(_ scan: SourceScan, at offset: Int) -> Call? {
        let bytes = scan.bytes
        guard let (name, nameStart, open) = innermostCall(bytes, around: offset, window: 400),
              !name.isEmpty, !(bytes[nameStart] >= 0x30 && bytes[nameStart] <= 0x39) else { return nil }
        // `new Foo(` is a constructor.
        var before = nameStart
        while before > 0, bytes[before - 1] == 0x20 { before -= 1 }
        if before >= 3, scan.matches("new", at: before - 3), before - 3 == 0 || !MenuUses.isIdentifier(bytes[before - 4]) { return nil }
        guard let arguments = Self.arguments(scan, open: open) else { return nil }
        return Call(name: name, nameStart: nameStart, receiver: Self.receiver(bytes, before: nameStart), arguments: arguments)
    }

    /// The innermost call whose `(` is open at `offset`, read back at most `window` bytes and within the statement
    /// (a `;`, `{` or `}` outside brackets ends it), string getters (`getString(`) looked through: its name, where
    /// the name starts and its `(`; nil when a `[` or the statement's start comes first.
    static func innermostCall(_ bytes: [UInt8], around offset: Int, window: Int) -> (name: String, nameStart: Int, open: Int)? {
        let start = max(0, offset - window)
        var depth = 0
        var index = offset - 1
        while index >= start {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth += 1 }
            else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                if depth > 0 { depth -= 1; index -= 1; continue }
                guard byte == UInt8(ascii: "(") else { return nil }
                var end = index
                while end > start, bytes[end - 1] == 0x20 { end -= 1 }
                var nameStart = end
                while nameStart > start, MenuUses.isIdentifier(bytes[nameStart - 1]) { nameStart -= 1 }
                let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
                if AndroidCodeKeyReasons.getters.contains(name) { index = nameStart - 1; continue }
                return (name, nameStart, index)
            } else if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// The receiver before a call's name: `DialogUtil` in `DialogUtil.show(`, `context` in `context?.toast(`,
    /// `requireContext()` in `requireContext().toast(`; nil when none.
    static func receiver(_ bytes: [UInt8], before nameStart: Int) -> String? {
        var end = nameStart
        guard end > 0, bytes[end - 1] == UInt8(ascii: ".") else { return nil }
        end -= 1
        while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        var start = end
        if start > 0, bytes[start - 1] == UInt8(ascii: ")") { return "()" }
        while start > 0, MenuUses.isIdentifier(bytes[start - 1]) { start -= 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : "?"
    }

    /// The arguments of the call whose parenthesis opens at `open` (and a Kotlin trailing lambda), within a
    /// bounded window.
    static func arguments(_ scan: SourceScan, open: Int) -> [Argument]? {
        let bytes = scan.bytes
        var result: [Argument] = []
        var depth = 0
        var index = open + 1
        var start = index
        let limit = min(bytes.count, open + 3_000)
        func take(_ range: Range<Int>) {
            let text = String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            result.append(argument(text))
        }
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { index = Lexed.skipLiteral(bytes, at: index); continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    guard byte == UInt8(ascii: ")") else { return nil }
                    take(start..<index)
                    // A trailing lambda on the same line.
                    var after = index + 1
                    while after < bytes.count, bytes[after] == 0x20 { after += 1 }
                    if after < bytes.count, bytes[after] == UInt8(ascii: "{") { result.append(Argument(text: "{ }", label: nil, kind: .lambda)) }
                    return result
                }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { take(start..<index); start = index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Where the call's argument list ends (for its references), bounded.
    static func callEnd(_ scan: SourceScan, call: Call) -> Int {
        var index = call.nameStart
        while index < scan.count, scan.bytes[index] != UInt8(ascii: "(") { index += 1 }
        return AndroidCodeTexts.closingParenthesis(scan.bytes, from: index + 1).map { $0 + 1 } ?? min(scan.count, index + 600)
    }

    /// One argument's text read: a label (`title = …`), a resource, a text, a lambda, `null`.
    static func argument(_ text: String) -> Argument { argument(text, types: [:]) }

    static func argument(_ text: String, types: [String: String]) -> Argument {
        var value = Substring(text)
        var label: String?
        if let equals = value.firstIndex(of: "="), value[value.index(after: equals)...].first != "=" {
            let name = value[..<equals].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), !(name.first?.isNumber ?? true) {
                label = name
                value = value[value.index(after: equals)...]
            }
        }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        let kind: Argument.Kind
        if trimmed == "null" { kind = .null }
        else if trimmed.hasPrefix("{") { kind = .lambda }
        else if trimmed.hasPrefix("\"") { kind = .text(nil) }
        else if case .key(let key) = SourceScan(Array((trimmed + ")").utf8)).stringArgument(at: 0, allowsMoreArguments: false) {
            kind = SourceScan(Array(trimmed.utf8)).stringReference(at: 0) != nil ? .resource(key) : .text(key)
        } else if trimmed == "true" || trimmed == "false" { kind = .typed("Boolean") }
        else if let first = trimmed.unicodeScalars.first, first.properties.numericType != nil || first == "-",
                trimmed.dropFirst().allSatisfy({ $0.isNumber || $0 == "L" || $0 == "_" }) { kind = .typed("Int") }
        else if trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), let type = types[trimmed] { kind = .typed(type) }
        else { kind = .other }
        return Argument(text: trimmed, label: label, kind: kind)
    }

    /// `Class.name` and `Class.*` of a file's imports.
    static func imports(_ scan: SourceScan) -> Set<String> {
        var result = Set<String>()
        for offset in scan.occurrences(of: "import ") {
            guard offset == 0 || scan.bytes[offset - 1] == 0x0A else { continue }
            var end = offset
            while end < scan.count, scan.bytes[end] != 0x0A, scan.bytes[end] != UInt8(ascii: ";"), end - offset < 300 { end += 1 }
            if let name = asciiImport(scan.bytes, (offset + 7)..<end) {
                if !name.isEmpty { result.insert(name) }
                continue
            }
            var line = Substring(String(decoding: scan.bytes[(offset + 7)..<end], as: UTF8.self)).trimmingCharacters(in: .whitespaces)[...]
            if line.hasPrefix("static ") { line = line.dropFirst(7) }
            let parts = line.split(separator: " ").first?.split(separator: ".") ?? []
            if parts.count >= 2 { result.insert(parts[parts.count - 2] + "." + parts[parts.count - 1]) }
        }
        return result
    }

    /// `imports`' reading of one ASCII import line, on its bytes (no string per line): trimmed of spaces and tabs
    /// (the ASCII of `CharacterSet.whitespaces`), `static ` dropped, the first space-separated word's last two
    /// dot-separated names ("" when it has fewer). nil for a line with other bytes, which `imports` reads as text.
    static func asciiImport(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        guard bytes[range].allSatisfy({ $0 < 0x80 }) else { return nil }
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), dot = UInt8(ascii: ".")
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        if end - start >= 7, bytes[start..<(start + 7)].elementsEqual("static ".utf8) { start += 7 }
        while start < end, bytes[start] == space { start += 1 }
        var wordEnd = start
        while wordEnd < end, bytes[wordEnd] != space { wordEnd += 1 }
        // The last two names, read from the word's end (empty names between dots do not count).
        var names: [Range<Int>] = []
        var index = wordEnd
        while index > start, names.count < 2 {
            while index > start, bytes[index - 1] == dot { index -= 1 }
            guard index > start else { break }
            let nameEnd = index
            while index > start, bytes[index - 1] != dot { index -= 1 }
            names.append(index..<nameEnd)
        }
        guard names.count == 2 else { return "" }
        return String(decoding: bytes[names[1]], as: UTF8.self) + "." + String(decoding: bytes[names[0]], as: UTF8.self)
    }

    /// The declared type (its last name) of each name a file declares with one: Kotlin's `name: Type`, Java's
    /// `Type name` (a type starts upper-case). A name declared with two types maps to neither.
    static func declaredTypes(_ scan: SourceScan) -> [String: String] {
        var result: [String: String?] = [:]
        let bytes = scan.bytes
        func record(_ name: String, _ type: String) {
            if let existing = result[name] { if existing != type { result[name] = .some(nil) } } else { result[name] = type }
        }
        func identifier(endingAt end: Int) -> (String, Int)? {
            var start = end
            while start > 0, MenuUses.isIdentifier(bytes[start - 1]) { start -= 1 }
            return start < end ? (String(decoding: bytes[start..<end], as: UTF8.self), start) : nil
        }
        var index = 0
        while index < bytes.count {
            guard MenuUses.isIdentifier(bytes[index]), index == 0 || !MenuUses.isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var end = index
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            var after = end
            while after < bytes.count, bytes[after] == 0x20 { after += 1 }
            if after + 1 < bytes.count, bytes[after] == UInt8(ascii: ":"), bytes[after + 1] != UInt8(ascii: ":"), index > 0, bytes[index - 1] != UInt8(ascii: "?") {
                // `name: a.b.Type`
                var typeStart = after + 1
                while typeStart < bytes.count, bytes[typeStart] == 0x20 { typeStart += 1 }
                var typeEnd = typeStart
                while typeEnd < bytes.count, MenuUses.isIdentifier(bytes[typeEnd]) || bytes[typeEnd] == UInt8(ascii: ".") { typeEnd += 1 }
                if let type = String(decoding: bytes[typeStart..<typeEnd], as: UTF8.self).split(separator: ".").last, type.first?.isUppercase == true {
                    record(name, String(type))
                }
            } else if after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "="), index >= 4,
                      scan.matches("val ", at: index - 4) || scan.matches("var ", at: index - 4) {
                // Kotlin's `val name = Type(…)`.
                var typeStart = after + 1
                while typeStart < bytes.count, bytes[typeStart] == 0x20 { typeStart += 1 }
                var typeEnd = typeStart
                while typeEnd < bytes.count, MenuUses.isIdentifier(bytes[typeEnd]) { typeEnd += 1 }
                if typeEnd > typeStart, typeEnd < bytes.count, bytes[typeEnd] == UInt8(ascii: "("), bytes[typeStart] >= 0x41, bytes[typeStart] <= 0x5A {
                    record(name, String(decoding: bytes[typeStart..<typeEnd], as: UTF8.self))
                }
            } else if after < bytes.count, [UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ")")].contains(bytes[after]) {
                // `Type name;` / `Type name =` / `(Type name,`
                var typeEnd = index
                while typeEnd > 0, bytes[typeEnd - 1] == 0x20 { typeEnd -= 1 }
                // `Map<Integer, String> name`: the type before its arguments.
                if typeEnd < index, typeEnd > 0, bytes[typeEnd - 1] == UInt8(ascii: ">") {
                    var depth = 0
                    var probe = typeEnd - 1
                    while probe >= max(0, typeEnd - 200) {
                        if bytes[probe] == UInt8(ascii: ">") { depth += 1 } else if bytes[probe] == UInt8(ascii: "<") { depth -= 1; if depth == 0 { break } }
                        probe -= 1
                    }
                    typeEnd = probe >= 0 && depth == 0 ? probe : index
                }
                if typeEnd < index, let (type, _) = identifier(endingAt: typeEnd), type.first?.isUppercase == true { record(name, type) }
            }
            index = end
        }
        return result.compactMapValues { $0 }
    }

    /// The fuzzing entry point: one file's functions collected and its calls bound.
    static func fuzzRead(bytes: [UInt8]) {
        var helpers = AndroidCodeHelpers()
        let index = AndroidCodeTexts.IDIndex(LayoutIndex())
        helpers.collect(bytes, path: "fuzz.kt", index: index)
        var uses = Uses()
        helpers.resolve(bytes, path: "fuzz.kt", index: index, into: &uses)
    }
}

/// A Kotlin / Java file's code with its strings and comments known and each `{` matched: enough to find the
/// functions, their parameters and bodies, and the classes around them. Linear.
struct Lexed {
    let bytes: [UInt8]
    /// `{` offset → its `}`.
    private(set) var closing: [Int: Int] = [:]
    /// Whether each byte is code (not in a string, character or comment).
    private(set) var isCode: [Bool]
    /// Whether each byte is in a comment.
    private(set) var isComment: [Bool]
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        isCode = Array(repeating: true, count: bytes.count)
        isComment = Array(repeating: false, count: bytes.count)
        var starts = [0]
        var stack: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { starts.append(index + 1) }
            if Self.startsLiteral(bytes, at: index) {
                let end = Self.skipLiteral(bytes, at: index)
                let comment = byte == UInt8(ascii: "/")
                for inner in index..<end {
                    isCode[inner] = false
                    isComment[inner] = comment
                    if bytes[inner] == 0x0A, inner > index { starts.append(inner + 1) }
                }
                index = end
                continue
            }
            if byte == UInt8(ascii: "{") { stack.append(index) }
            else if byte == UInt8(ascii: "}"), let open = stack.popLast() { closing[open] = index }
            index += 1
        }
        lineStarts = starts
    }

    /// Whether a string, a character literal or a comment starts at `index`.
    static func startsLiteral(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || (byte == UInt8(ascii: "/") && index + 1 < bytes.count
                                                                         && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")))
    }

    /// `bytes[start...]` appended to `result`, each identifier in code (not in a string, character or comment)
    /// handed to `replacement` with its range, in order: a non-nil answer is written in its place.
    static func replacingIdentifiers(_ bytes: [UInt8], from start: Int = 0, into result: inout [UInt8],
                                     _ replacement: (_ start: Int, _ end: Int) -> [UInt8]?) {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if startsLiteral(bytes, at: index) {
                let end = skipLiteral(bytes, at: index)
                result.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            guard MenuUses.isIdentifier(byte), index == 0 || !MenuUses.isIdentifier(bytes[index - 1]) else {
                result.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
            if let value = replacement(index, end) { result.append(contentsOf: value) } else { result.append(contentsOf: bytes[index..<end]) }
            index = end
        }
    }

    /// The offset of the bracket that closes the one at `open` (`(`, `{`, `[`), skipping strings, characters and
    /// comments (`skipLiteral`); nil when it does not close within `window` bytes of `open`.
    static func matching(_ bytes: [UInt8], open: Int, window: Int) -> Int? {
        guard open >= 0, open < bytes.count else { return nil }
        let opener = bytes[open]
        let closer: UInt8
        switch opener {
        case UInt8(ascii: "("): closer = UInt8(ascii: ")")
        case UInt8(ascii: "{"): closer = UInt8(ascii: "}")
        case UInt8(ascii: "["): closer = UInt8(ascii: "]")
        default: return nil
        }
        var depth = 0
        var index = open
        let limit = min(bytes.count, open + window)
        while index < limit {
            let byte = bytes[index]
            if startsLiteral(bytes, at: index) {
                index = skipLiteral(bytes, at: index)
                continue
            } else if byte == opener {
                depth += 1
            } else if byte == closer {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The end of the string, character or comment starting at `index` (bounded for a character).
    static func skipLiteral(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") {
            if bytes[index + 1] == UInt8(ascii: "/") {
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                return end
            }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(bytes.count, end + 2)
        }
        if byte == UInt8(ascii: "'") {
            // A character literal: `'x'`, `'\n'`, `'\u0041'`; anything else is one byte.
            let limit = min(bytes.count, index + 9)
            var end = index + 1
            if end < limit, bytes[end] == UInt8(ascii: "\\") { end += 2 } else { end += 1 }
            while end < limit, bytes[end] != UInt8(ascii: "'") { end += 1 }
            return end < limit ? end + 1 : index + 1
        }
        // A string; Kotlin's raw string `"""…"""`.
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
            var end = index + 3
            while end + 2 < bytes.count, !(bytes[end] == UInt8(ascii: "\"") && bytes[end + 1] == UInt8(ascii: "\"") && bytes[end + 2] == UInt8(ascii: "\"")) { end += 1 }
            return min(bytes.count, end + 3)
        }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(bytes.count, end + 1)
    }

    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func word(_ string: String, at offset: Int) -> Bool {
        // Compared with the string's own UTF-8 (asked at every `c`, `o`, `i` and `f` of a file: no array made).
        let needle = string.utf8
        let count = needle.count
        guard offset + count <= bytes.count, bytes[offset..<(offset + count)].elementsEqual(needle) else { return false }
        return (offset == 0 || !MenuUses.isIdentifier(bytes[offset - 1]))
            && (offset + count == bytes.count || !MenuUses.isIdentifier(bytes[offset + count]))
    }

    func skipSpace(_ index: Int) -> Int {
        var index = index
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) || isComment[index] { index += 1 }
        return index
    }

    func identifier(at index: Int) -> (String, Int)? {
        var end = index
        while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
        guard end > index, !(bytes[index] >= 0x30 && bytes[index] <= 0x39) else { return nil }
        return (String(decoding: bytes[index..<end], as: UTF8.self), end)
    }

    /// The offset of the bracket that closes the one opened at `open` (`(`, `<`), skipping literals; bounded.
    func matching(_ open: Int, opener: UInt8, closer: UInt8, limit: Int = 4_000) -> Int? {
        var depth = 0
        var index = open
        let end = min(bytes.count, open + limit)
        while index < end {
            if !isCode[index] { index += 1; continue }
            if bytes[index] == opener { depth += 1 } else if bytes[index] == closer { depth -= 1; if depth == 0 { return index } }
            index += 1
        }
        return nil
    }

    /// The classes, objects and interfaces with a body: `{` … `}` and the name (nil: a companion object, whose
    /// functions belong to the class around it).
    func classes() -> [(open: Int, close: Int, name: String?)] {
        var result: [(open: Int, close: Int, name: String?)] = []
        var index = 0
        while index < bytes.count {
            guard isCode[index], bytes[index] == UInt8(ascii: "c") || bytes[index] == UInt8(ascii: "o") || bytes[index] == UInt8(ascii: "i"),
                  word("class", at: index) || word("object", at: index) || word("interface", at: index) else { index += 1; continue }
            let isObject = word("object", at: index)
            var after = index + (word("class", at: index) ? 5 : isObject ? 6 : 9)
            after = skipSpace(after)
            var name: String?
            if let (identifier, end) = identifier(at: after) { name = identifier; after = end }
            let companion = index >= 10 && String(decoding: bytes[max(0, index - 10)..<index], as: UTF8.self).hasSuffix("companion ")
            if companion { name = nil }
            // The body: the first `{` outside parentheses before the declaration ends.
            var depth = 0
            var probe = after
            let limit = min(bytes.count, after + 1_000)
            while probe < limit {
                if isCode[probe] {
                    let byte = bytes[probe]
                    if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
                    else if depth <= 0, byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "=") { break }
                    else if depth <= 0, byte == 0x0A {
                        let next = skipSpace(probe + 1)
                        if next < bytes.count, ["fun", "val", "var", "class", "object", "private", "public", "internal", "@", "data", "enum"]
                            .contains(where: { next + $0.utf8.count <= bytes.count && bytes[next..<(next + $0.utf8.count)].elementsEqual($0.utf8) }) { break }
                    }
                }
                probe += 1
            }
            if probe < limit, bytes[probe] == UInt8(ascii: "{"), let close = closing[probe], name != nil || companion {
                result.append((probe, close, name))
            }
            // The header holds no class: go on after it (each byte is looked at a bounded number of times).
            index = max(after, probe)
        }
        return result
    }

    struct Function {
        var name: String
        var at: Int
        var receiver: String?
        var isPrivate: Bool
        var parameters: [AndroidCodeHelpers.Parameter]
        var body: Range<Int>?
    }

    /// Kotlin's `fun [<T>] [Receiver.]name(parameters)[: Type] { … }` and `… = expression`.
    func kotlinFunctions() -> [Function] {
        var result: [Function] = []
        var index = 0
        while index < bytes.count {
            guard isCode[index], bytes[index] == UInt8(ascii: "f"), word("fun", at: index) else { index += 1; continue }
            let at = index
            var position = skipSpace(index + 3)
            index = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "<") {
                guard let close = matching(position, opener: UInt8(ascii: "<"), closer: UInt8(ascii: ">"), limit: 300) else { continue }
                position = skipSpace(close + 1)
            }
            // `Receiver.name` / `Receiver<T>?.name`: the last identifier before `(`.
            var receiver: String?
            var name: String?
            var probe = position
            let limit = min(bytes.count, position + 300)
            while probe < limit {
                guard let (identifier, end) = identifier(at: probe) else { break }
                var after = end
                if after < bytes.count, bytes[after] == UInt8(ascii: "<") {
                    guard let close = matching(after, opener: UInt8(ascii: "<"), closer: UInt8(ascii: ">"), limit: 300) else { break }
                    after = close + 1
                }
                while after < bytes.count, bytes[after] == UInt8(ascii: "?") { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: ".") {
                    receiver = receiver.map { $0 + "." + identifier } ?? identifier
                    probe = after + 1
                    continue
                }
                name = identifier
                probe = skipSpace(end)
                break
            }
            guard let name, probe < bytes.count, bytes[probe] == UInt8(ascii: "(") else { continue }
            guard let close = matching(probe, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")")) else {
                // Unclosed within the window: no declaration starts in it that this one's scan has not read.
                index = probe + 4_000
                continue
            }
            let parameters = kotlinParameters(probe + 1..<close)
            index = close + 1
            // After the parameters: an optional return type, then a body.
            var after = skipSpace(close + 1)
            if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
                var depth = 0
                while after < min(bytes.count, close + 400) {
                    let byte = bytes[after]
                    if isCode[after] {
                        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") { depth += 1 }
                        else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") { depth -= 1 }
                        else if depth == 0, byte == UInt8(ascii: "{") || (byte == UInt8(ascii: "=") && (after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "="))) || byte == 0x0A { break }
                    }
                    after += 1
                }
                after = skipSpace(after)
            }
            var body: Range<Int>?
            if after < bytes.count, bytes[after] == UInt8(ascii: "{"), let end = closing[after] { body = after..<(end + 1) }
            else if after < bytes.count, bytes[after] == UInt8(ascii: "="), after + 1 < bytes.count, bytes[after + 1] != UInt8(ascii: "=") {
                body = (after + 1)..<expressionEnd(after + 1)
                // An expression body declares no function: go on after it.
                index = max(index, body?.upperBound ?? index)
            } else if after < bytes.count, bytes[after] == UInt8(ascii: "{") {
                body = after..<min(bytes.count, after + AndroidCodeHelpers.maximumBodyBytes + 1)   // unclosed: too long
            }
            let linePrefix = self.linePrefix(before: at)
            result.append(Function(name: name, at: at, receiver: receiver, isPrivate: linePrefix.contains("private "),
                                   parameters: parameters, body: body))
        }
        return result
    }

    /// The end of a Kotlin expression body: the first line break outside brackets not followed by a continuing
    /// operator (`.`, `?:`, `+`, …), or a `}`/`;` outside brackets; bounded.
    func expressionEnd(_ start: Int) -> Int {
        var depth = 0
        var index = start
        let limit = min(bytes.count, start + AndroidCodeHelpers.maximumBodyBytes + 1)
        var sawCode = false
        while index < limit {
            if !isCode[index] { index += 1; continue }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; sawCode = true
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ";"): if depth == 0 { return index }
            case 0x0A where depth == 0 && sawCode:
                var previous = index - 1
                while previous > start, [0x20, 0x09, 0x0D].contains(bytes[previous]) { previous -= 1 }
                let next = skipSpace(index + 1)
                let continues = next < bytes.count && ".?:+-*/&|".utf8.contains(bytes[next])
                let open = previous > start && "=(,.+-*/&|:{".utf8.contains(bytes[previous])
                if !continues && !open { return index }
            case 0x20, 0x09, 0x0D, 0x0A: break
            default: sawCode = true
            }
            index += 1
        }
        return limit
    }

    func linePrefix(before offset: Int) -> String {
        var start = offset
        while start > 0, offset - start < 240, bytes[start - 1] != 0x0A { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// `[@StringRes] [vararg] [val|var] name: Type [= default]`, split at top-level commas.
    func kotlinParameters(_ range: Range<Int>) -> [AndroidCodeHelpers.Parameter] {
        splitParameters(range).compactMap { text in
            var rest = Substring(text)
            let (annotations, remainder) = Self.dropAnnotations(rest)
            rest = remainder
            var isVararg = false
            for keyword in ["vararg ", "val ", "var ", "private ", "crossinline ", "noinline "] where rest.hasPrefix(keyword) {
                if keyword == "vararg " { isVararg = true }
                rest = rest.dropFirst(keyword.count).drop { $0 == " " }
            }
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
            var type = rest[rest.index(after: colon)...]
            var defaultValue: String?
            if let equals = Self.topLevelEquals(type) {
                defaultValue = type[type.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
                type = type[..<equals]
            }
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
            return AndroidCodeHelpers.Parameter(name: name, type: type.trimmingCharacters(in: .whitespacesAndNewlines), defaultValue: defaultValue,
                                                isVararg: isVararg, isStringResource: annotations.contains("StringRes"))
        }
    }

    /// `[@StringRes] [final] Type[...] name`.
    func javaParameters(_ range: Range<Int>) -> [AndroidCodeHelpers.Parameter] {
        splitParameters(range).compactMap { text in
            var (annotations, rest) = Self.dropAnnotations(Substring(text))
            while rest.hasPrefix("final ") { rest = rest.dropFirst(6).drop { $0 == " " } }
            let parts = rest.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard parts.count >= 2, let name = parts.last, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
            var type = parts.dropLast().joined(separator: " ")
            let isVararg = type.hasSuffix("...")
            if isVararg { type = String(type.dropLast(3)) }
            return AndroidCodeHelpers.Parameter(name: String(name), type: type, defaultValue: nil, isVararg: isVararg,
                                                isStringResource: annotations.contains("StringRes"))
        }
    }

    static func dropAnnotations(_ text: Substring) -> (Set<String>, Substring) {
        var rest = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        var names = Set<String>()
        while rest.first == "@" {
            rest = rest.dropFirst()
            let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == ":") }
            names.insert(String(name.split(separator: ".").last ?? name))
            rest = rest.dropFirst(name.count)
            if rest.first == "(" {
                var depth = 0
                var index = rest.startIndex
                while index < rest.endIndex {
                    if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1; if depth == 0 { break } }
                    index = rest.index(after: index)
                }
                rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
            }
            rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        }
        return (names, rest)
    }

    static func topLevelEquals(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "(<[{".contains(character) { depth += 1 } else if ")>]}".contains(character), !(character == ">" && index > text.startIndex && text[text.index(before: index)] == "-") { depth -= 1 }
            else if character == "=", depth == 0 { return index }
            index = text.index(after: index)
        }
        return nil
    }

    func splitParameters(_ range: Range<Int>) -> [String] {
        var result: [String] = []
        var depth = 0
        var start = range.lowerBound
        for index in range where isCode[index] {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            else if byte == UInt8(ascii: ">"), index == 0 || bytes[index - 1] != UInt8(ascii: "-") { depth -= 1 }
            else if byte == UInt8(ascii: ","), depth == 0 {
                result.append(code(start..<index))
                start = index + 1
            }
        }
        let last = code(start..<range.upperBound)
        if !last.isEmpty { result.append(last) }
        return result.filter { !$0.isEmpty }
    }

    /// The code of a range (comments dropped), trimmed.
    func code(_ range: Range<Int>) -> String {
        let kept = range.map { isComment[$0] ? 0x20 : bytes[$0] }
        return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let javaKeywords: Set<String> = ["if", "for", "while", "switch", "catch", "synchronized", "return", "new", "else", "throw",
                                            "case", "do", "try", "super", "this", "assert"]
    static let javaModifiers: Set<String> = ["public", "private", "protected", "static", "final", "abstract", "synchronized", "native", "default"]

    /// Java's `[modifiers] Type name(parameters) [throws …] {`: a name after a type (an identifier, `>` or `]`), the
    /// type not a keyword or modifier (a constructor, a call).
    func javaMethods() -> [Function] {
        var result: [Function] = []
        var index = 0
        while index < bytes.count {
            guard isCode[index], bytes[index] == UInt8(ascii: "(") else { index += 1; continue }
            let open = index
            index += 1
            var end = open
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            var nameStart = end
            while nameStart > 0, MenuUses.isIdentifier(bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < end, let (name, _) = identifier(at: nameStart), !Self.javaKeywords.contains(name) else { continue }
            // The type before the name.
            var typeEnd = nameStart
            while typeEnd > 0, bytes[typeEnd - 1] == 0x20 || bytes[typeEnd - 1] == 0x09 { typeEnd -= 1 }
            guard typeEnd < nameStart, typeEnd > 0, MenuUses.isIdentifier(bytes[typeEnd - 1]) || bytes[typeEnd - 1] == UInt8(ascii: ">")
                    || bytes[typeEnd - 1] == UInt8(ascii: "]") else { continue }
            var typeStart = typeEnd
            while typeStart > 0, MenuUses.isIdentifier(bytes[typeStart - 1]) { typeStart -= 1 }
            let type = String(decoding: bytes[typeStart..<typeEnd], as: UTF8.self)
            guard !Self.javaKeywords.contains(type), !Self.javaModifiers.contains(type), type != "new" else { continue }
            guard let close = matching(open, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")")) else { index = open + 4_000; continue }
            var after = skipSpace(close + 1)
            if word("throws", at: after) {
                while after < min(bytes.count, close + 300), bytes[after] != UInt8(ascii: "{"), bytes[after] != UInt8(ascii: ";") { after += 1 }
            }
            guard after < bytes.count, bytes[after] == UInt8(ascii: "{") else { continue }
            let body = closing[after].map { after..<($0 + 1) } ?? after..<min(bytes.count, after + AndroidCodeHelpers.maximumBodyBytes + 1)
            let prefix = linePrefix(before: typeStart)
            result.append(Function(name: name, at: nameStart, receiver: nil, isPrivate: prefix.contains("private "),
                                   parameters: javaParameters(open + 1..<close), body: body))
            index = close + 1
        }
        return result
    }
}
