import Foundation
import Synchronization

/// The Kotlin / Java files under a folder (hidden folders, `build/` and `res/` not searched), each read
/// whole up to a size limit, in a stable order.
enum AndroidSourceFiles {
    static let maximumFiles = 20_000
    static let maximumFileBytes = 2_000_000

    static func forEach(under root: String?, _ body: (_ path: String, _ bytes: [UInt8]) -> Void) {
        guard let root else { return }
        if let files = sharedFiles(under: root, code: false) {
            for file in files { body(file.path, file.bytes) }
            return
        }
        read(under: root, body)
    }

    /// A file as a scanner reads it.
    struct File: Sendable {
        var path: String
        var bytes: [UInt8]
    }

    /// The files of each root read while a `sharingReads` scope is open, as `forEach` and `forEachCode` hand them.
    private struct SharedReads: Sendable {
        var scopes = 0
        var files: [String: [File]] = [:]
        var code: [String: [File]] = [:]
    }
    private static let shared = Mutex<SharedReads>(SharedReads())

    /// Runs `body` with the files under each root walked, read and aliased once, however many scanners ask for
    /// them (an Android import runs a dozen: helpers, texts, models, custom views, menus, dialogs, preferences,
    /// titles, tabs): the files cannot change while it runs, and each scanner reads them in the walk's order.
    /// The files are dropped when the last open scope ends.
    static func sharingReads<Result>(_ body: () -> Result) -> Result {
        shared.withLock { $0.scopes += 1 }
        defer {
            shared.withLock { state in
                state.scopes -= 1
                if state.scopes == 0 { state.files = [:]; state.code = [:] }
            }
        }
        return body()
    }

    /// The files under `root` as `forEach` (or, with `code`, `forEachCode`) hands them, read once per open
    /// `sharingReads` scope; nil when no scope is open.
    static func sharedFiles(under root: String, code: Bool) -> [File]? {
        let (open, known) = shared.withLock { state in (state.scopes > 0, code ? state.code[root] : state.files[root]) }
        guard open else { return nil }
        if let known { return known }
        var files: [File] = []
        if code {
            for file in sharedFiles(under: root, code: false) ?? [] { files.append(File(path: file.path, bytes: AndroidValueAliases.apply(file.bytes))) }
        } else {
            read(under: root) { path, bytes in files.append(File(path: path, bytes: bytes)) }
        }
        let result = files
        shared.withLock { state in
            guard state.scopes > 0 else { return }
            if code { state.code[root] = result } else { state.files[root] = result }
        }
        return result
    }

    private static func read(under root: String, _ body: (_ path: String, _ bytes: [UInt8]) -> Void) {
        var files = 0
        walk(root, skipping: ["build", "node_modules", "res"], count: &files, maximumFiles: maximumFiles,
             maximumFileBytes: maximumFileBytes, accept: { name, _, _ in name.hasSuffix(".kt") || name.hasSuffix(".java") }) { path, bytes in
            // A Kotlin file's aliased resource class (`import app.core.R as CoreR`) is read as `R` (`KotlinImportAliases`).
            body(path, path.hasSuffix(".kt") ? KotlinImportAliases.resolving(bytes) : bytes)
        }
    }

    /// The files under `root` that `accept` takes (by name, parent and grandparent folder), depth first with
    /// names sorted: hidden entries and the `skipping` folders are not entered, links to folders not followed;
    /// at most `maximumFiles` (counted in `count` across calls) and none over `maximumFileBytes`.
    static func walk(_ root: String, skipping: Set<String>, count: inout Int, maximumFiles: Int, maximumFileBytes: Int,
                     accept: (_ name: String, _ parent: Substring, _ grandparent: Substring) -> Bool,
                     _ body: (_ path: String, _ bytes: [UInt8]) -> Void) {
        let fileManager = FileManager.default
        var stack = [root]
        while let current = stack.popLast(), count < maximumFiles {
            guard let names = try? fileManager.contentsOfDirectory(atPath: current) else { continue }
            let folders = current.split(separator: "/")
            let parent = folders.last ?? ""
            let grandparent = folders.dropLast().last ?? ""
            for name in names.sorted() {
                if name.hasPrefix(".") || skipping.contains(name) { continue }
                let path = (current as NSString).appendingPathComponent(name)
                if accept(name, parent, grandparent) {
                    count += 1
                    guard count <= maximumFiles, let data = fileManager.contents(atPath: path), data.count <= maximumFileBytes else { continue }
                    body(path, [UInt8](data))
                    continue
                }
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                   (try? fileManager.destinationOfSymbolicLink(atPath: path)) == nil {
                    stack.append(path)
                }
            }
        }
    }
}

/// The strings the app's Kotlin / Java code puts into its layouts' text views, read by a tolerant linear
/// scan (no grammar): `X.setText(R.string.k)`, `X.text = getString(R.string.k)` (also
/// `resources.getString`, `context.getString`, `getText`) where X is a view binding property
/// (`binding.fooBar`: the binding class `ActivityMainBinding` names `activity_main.xml`, the property the view
/// id `foo_bar` in camel case, as the view binding generator writes them) or
/// `findViewById<…>(R.id.foo_bar)`, or a variable or field of the file bound to one of those (`viewVariables`:
/// `val title = binding.title`, `title = findViewById(R.id.title)`, `@BindView(R.id.title) TextView title`).
/// A view gets a key only where the code names one layout that has the id. A format
/// (`getString(R.string.k, n)`, `Context.getString(int, Object...)`) is the catalog value with its arguments: the
/// label's job fills the placeholders with the sample arguments, as for a layout's `@string` with placeholders;
/// a text built around the call (`getString(R.string.k) + n`) is a run-time value and is not taken.
struct AndroidCodeTexts: Sendable {
    /// Layout name → view id → the string keys the code sets on it, with where.
    var keys: [String: [String: [String: String]]] = [:]

    /// Layout name → the ids of its views whose text an app widget's code sets (`readRemoteViews`).
    var remoteViewTexts: [String: Set<String>] = [:]

    /// Adds the keys of `other` not set here (a view's keys found in the file first keep their place).
    mutating func merge(_ other: AndroidCodeTexts) {
        for (layout, ids) in other.keys {
            for (id, set) in ids {
                for (key, place) in set where keys[layout]?[id]?[key] == nil { keys[layout, default: [:]][id, default: [:]][key] = place }
            }
        }
        for (layout, ids) in other.remoteViewTexts { remoteViewTexts[layout, default: []].formUnion(ids) }
    }

    /// The keys set on a view (sorted), with where the first was found.
    func keys(layout: String, id: String) -> [String: String] { keys[layout]?[id] ?? [:] }

    /// Whether an app widget's code sets the text of view `id` of `layout`.
    func isRemoteViewText(layout: String, id: String) -> Bool { remoteViewTexts[layout]?.contains(id) == true }

    /// An app widget's views are `RemoteViews`: its provider builds them from a layout
    /// (`RemoteViews(packageName, R.layout.widget)`), sets their texts by view id (`setTextViewText(R.id.day, …)`,
    /// `setCharSequence(R.id.day, "setText", …)`) and hands them to `AppWidgetManager.updateAppWidget` on each
    /// update (Android developers, "Create a simple widget"; `android.widget.RemoteViews`). The layout's own
    /// text shows only until the first update. In a file that builds `RemoteViews` and sets texts, each view id
    /// it names (directly or in an array of ids it loops over) in a layout it names is such a text.
    mutating func readRemoteViews(_ utf8: [UInt8], index: IDIndex) {
        guard ByteSearch.contains(utf8, "RemoteViews("),
              ByteSearch.contains(utf8, "setTextViewText(") || ByteSearch.contains(utf8, "\"setText\"") else { return }
        let layouts = Set(Self.references("R.layout.", in: utf8)).intersection(index.names)
        guard !layouts.isEmpty else { return }
        for id in Self.references("R.id.", in: utf8) {
            for layout in index.layoutsByID[id] ?? [] where layouts.contains(layout) { remoteViewTexts[layout, default: []].insert(id) }
        }
    }

    /// Scans the code under `root` against the layouts' ids.
    static func scan(sourceRoot root: String?, layouts: LayoutIndex) -> AndroidCodeTexts {
        var result = AndroidCodeTexts()
        guard root != nil else { return result }
        let index = IDIndex(layouts)
        let models = AndroidModelTexts.scan(sourceRoot: root)
        AndroidSourceFiles.forEachCode(under: root) { path, bytes in
            result.read(bytes, file: path, index: index, models: models)
        }
        return result
    }

    /// The ids of each layout file (by name), and the layouts each id is in.
    struct IDIndex {
        var layoutsByID: [String: Set<String>] = [:]
        var names: Set<String> = []
        /// The ids in camel case: the properties of the layouts' view bindings (`AndroidScopeReceivers`).
        var viewProperties: Set<String> = []

        init(_ layouts: LayoutIndex) {
            for layout in layouts.all {
                names.insert(layout.name)
                var stack = [layout.root]
                while let element = stack.popLast() {
                    stack.append(contentsOf: element.elements)
                    if let value = layout.attributes(element)["android:id"]?.value, let id = ScreenBuilder.idName(value) {
                        layoutsByID[id, default: []].insert(layout.name)
                    }
                }
            }
            viewProperties = Set(layoutsByID.keys.map(AndroidCodeTexts.camelCase))
        }
    }

    /// How far before `R.string.` the statement is looked at.
    static let window = 240

    mutating func read(_ bytes: [UInt8], file: String, index: IDIndex, models: AndroidModelTexts = AndroidModelTexts()) {
        // A binding's views named inside `binding.apply { … }` / `with(binding) { … }` are written with it.
        let utf8 = AndroidScopeReceivers.apply(Array(String(decoding: bytes, as: UTF8.self).utf8), file: file, viewProperties: index.viewProperties)
        readRemoteViews(utf8, index: index)
        let scope = Self.scope(utf8, index: index)
        read(utf8, file: file, index: index, scope: scope)
        // A view set from a model's property (`holder.title.setText(item.title)`): each string the model's
        // constructions give the property, read as the statement setting it (`AndroidModelTexts`).
        let name = (file as NSString).lastPathComponent
        for (line, statements) in models.bindStatements(utf8) {
            for statement in statements {
                read(Array(statement.text.utf8), file: file, index: index, scope: scope,
                     place: "\(name):\(line) (`\(statement.type).\(statement.property)`, given at \(statement.place))")
            }
        }
        // A view set from a call of a function whose value is a string (`binding.empty.text = emptyText()`): each
        // string it (or an override of it) returns, read as the statement setting it (`AndroidStringFunctions`).
        for (line, statements) in models.functions.callStatements(utf8, file: name) {
            for statement in statements {
                read(Array(statement.text.utf8), file: file, index: index, scope: scope,
                     place: "\(name):\(line) (`\(statement.name)(…)` returns it, at \(statement.place))")
            }
        }
    }

    /// What a file's code refers its views through: the layouts it names (binding classes, `R.layout.`) and its
    /// variables and fields bound to one view.
    struct FileScope: Sendable {
        var named: Set<String> = []
        var views: [String: Target?] = [:]
    }

    static func scope(_ utf8: [UInt8], index: IDIndex) -> FileScope {
        var named = Set<String>()
        for name in Self.identifiers(endingWith: "Binding", in: utf8) {
            let layout = Self.snakeCase(String(name.dropLast("Binding".count)))
            if index.names.contains(layout) { named.insert(layout) }
        }
        for name in Self.references("R.layout.", in: utf8) where index.names.contains(name) { named.insert(name) }
        return FileScope(named: named, views: Self.viewVariables(utf8))
    }

    /// Reads the references of `utf8` (a file, or a helper function's body with its arguments put in, read in
    /// the scope of the helper's file); `only` limits the keys taken, `place` names where each was found
    /// (default: the file and the line of the reference).
    mutating func read(_ utf8: [UInt8], file: String, index: IDIndex, scope: FileScope, only: Set<String>? = nil, place: String? = nil) {
        // A Kotlin `if` expression choosing between two strings (`setText(if (c) R.string.a else R.string.b)`):
        // each branch is set on the view in its turn, read as the statement with that branch alone.
        for (line, branches) in Self.branchStatements(utf8) {
            for branch in branches {
                read(Array(branch.utf8), file: file, index: index, scope: scope, only: only,
                     place: place ?? "\((file as NSString).lastPathComponent):\(line) (one branch of an `if`)")
            }
        }
        // A Kotlin `when` expression whose value the statement sets (`x.text = when (s) { A -> R.string.a … }`):
        // each branch that is one string is set in its turn.
        for (line, branches) in Self.whenStatements(utf8) {
            for branch in branches {
                read(Array(branch.utf8), file: file, index: index, scope: scope, only: only,
                     place: place ?? "\((file as NSString).lastPathComponent):\(line) (one branch of a `when`)")
            }
        }
        // A variable assigned strings in several places (`val question: String` set in each branch of a `when`):
        // each line reading it, once per string (`AndroidAssignedValues`).
        for (line, statements) in AndroidAssignedValues.statements(utf8) {
            for statement in statements {
                read(Array(statement.utf8), file: file, index: index, scope: scope, only: only,
                     place: place ?? "\((file as NSString).lastPathComponent):\(line) (one value the variable is assigned)")
            }
        }
        let named = scope.named
        let views = scope.views
        let stringNeedle = Array("R.string.".utf8)
        let pluralNeedle = Array("R.plurals.".utf8)
        var position = 0
        while position + stringNeedle.count <= utf8.count {
            guard utf8[position] == stringNeedle[0], position == 0 || !MenuUses.isIdentifier(utf8[position - 1]) else { position += 1; continue }
            // A string, or a plural read through `getQuantityString(R.plurals.k, n, …)` (below).
            let plural: Bool
            if utf8[position..<(position + stringNeedle.count)].elementsEqual(stringNeedle) {
                plural = false
            } else if position + pluralNeedle.count <= utf8.count, utf8[position..<(position + pluralNeedle.count)].elementsEqual(pluralNeedle) {
                plural = true
            } else {
                position += 1
                continue
            }
            let needle = plural ? pluralNeedle : stringNeedle
            var end = position + needle.count
            while end < utf8.count, MenuUses.isIdentifier(utf8[end]) { end += 1 }
            let key = String(decoding: utf8[(position + needle.count)..<end], as: UTF8.self)
            defer { position = end }
            // The statement before the reference: this line, and the lines it continues (`Self.statementStart`).
            let start = Self.statementStart(utf8, before: position, window: Self.window)
            let before = Self.oneLine(utf8[start..<position])
            // The next non-space byte closes the call, or (a getter's format, `getString(R.string.k, n)`) its
            // arguments follow and the getter's parenthesis closes them. A call the formatter wraps closes on a
            // later line (`setText(\n    R.string.k\n)`).
            var after = end
            while after < utf8.count, after - end < Self.window, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[after]) { after += 1 }
            guard !key.isEmpty, after < utf8.count else { continue }
            var format = false
            if utf8[after] == UInt8(ascii: ","), Self.isFormatGetter(before), let close = Self.closingParenthesis(utf8, from: after + 1) {
                after = close
                format = true
            }
            // A plural is text only through `Resources.getQuantityString(int id, int quantity, Object... formatArgs)`
            // (or `getQuantityString(id, quantity)`, `getQuantityText`): the quantity follows the id; the catalog's
            // forms of the key are its values, each laid out with a number of its category.
            if plural, !format {
                guard utf8[after] == UInt8(ascii: ","), Self.isQuantityGetter(before),
                      let close = Self.closingParenthesis(utf8, from: after + 1) else { continue }
                after = close
            }
            guard utf8[after] == UInt8(ascii: ")"), Self.endsStatement(utf8, after: after + 1) else { continue }
            guard var target = Self.target(before) else { continue }
            if case .variable(let name) = target {
                guard let bound = views[name] ?? nil else { continue }
                target = bound
            }
            let layouts: Set<String>
            let id: String
            switch target {
            case .binding(let property):
                let candidates = named.filter { layout in
                    index.layoutsByID.contains { Self.camelCase($0.key) == property && $0.value.contains(layout) }
                }
                guard candidates.count == 1, let layout = candidates.first,
                      let match = index.layoutsByID.first(where: { Self.camelCase($0.key) == property && $0.value.contains(layout) })
                else { continue }
                layouts = [layout]
                id = match.key
            case .variable:
                continue
            case .viewID(let viewID):
                let holding = index.layoutsByID[viewID] ?? []
                let candidates = named.isEmpty ? holding : holding.intersection(named)
                guard candidates.count == 1 else { continue }
                layouts = candidates
                id = viewID
            }
            if let only, !only.contains(key) { continue }
            let where_ = place ?? "\((file as NSString).lastPathComponent):\(utf8[..<position].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })"
            for layout in layouts where keys[layout]?[id]?[key] == nil {
                keys[layout, default: [:]][id, default: [:]][key] = where_
                    + (plural ? " (a plural: each quantity's form is a value of the key)" : format ? " with format arguments (laid out with the sample arguments)" : "")
            }
        }
    }

    /// The lines holding a Kotlin `if` expression whose two branches are each one string (`R.string.k`, or a
    /// getter of one, `getString(R.string.k)`), each with the line rewritten once per branch (the `if`
    /// replaced by the branch): `view.setText(if (c) R.string.a else R.string.b)` →
    /// `view.setText(R.string.a)`, `view.setText(R.string.b)`. The condition decides at run time; both show.
    static func branchStatements(_ utf8: [UInt8]) -> [(line: Int, branches: [String])] {
        var result: [(Int, [String])] = []
        for (line, range) in lines(of: utf8, maximumLength: window) {
            if Self.mayBranch(utf8, range, needles: branchNeedles) {
                let text = String(decoding: utf8[range], as: UTF8.self)
                if let branches = Self.branches(text) { result.append((line, branches)); continue }
            }
            if Self.mayBranch(utf8, range, needles: ternaryNeedles) {
                let text = String(decoding: utf8[range], as: UTF8.self)
                if let branches = Self.ternaryBranches(text) { result.append((line, branches)) }
            }
        }
        return result
    }

    /// A file's lines (without their `\n`), numbered from 1, leaving out lines longer than `maximumLength`
    /// bytes: the line-by-line scanners read statements on one line, and a longer one is minified or
    /// generated code they do not read (each stays linear in the file).
    static func lines(of utf8: [UInt8], maximumLength: Int) -> [(line: Int, range: Range<Int>)] {
        var result: [(line: Int, range: Range<Int>)] = []
        var lineStart = 0
        var line = 1
        while lineStart < utf8.count {
            var lineEnd = lineStart
            while lineEnd < utf8.count, utf8[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd - lineStart <= maximumLength { result.append((line, lineStart..<lineEnd)) }
            lineStart = lineEnd + 1
            line += 1
        }
        return result
    }

    static let branchNeedles: [[UInt8]] = ["if", "else", "R.string."].map { Array($0.utf8) }
    static let ternaryNeedles: [[UInt8]] = ["?", ":", "R.string."].map { Array($0.utf8) }

    /// The longest `when` body read (bytes).
    static let whenBodyLimit = 3_000

    /// The statements a Kotlin `when` expression gives a view's text: `prefix when (subject) { cond -> value … } suffix`
    /// where the prefix sets a text (ends in `=` or an open call, `setText(`), read as `prefix value suffix` for
    /// each branch whose value is one string (`R.string.k`, a getter of one). The value of a `when` used as an
    /// expression is the value of the branch whose condition holds (Kotlin language specification, "When
    /// expressions"), so each such string shows there at run time; branches of other values are not texts of
    /// the catalog. The statements are reported at the `when`'s line.
    static func whenStatements(_ utf8: [UInt8]) -> [(line: Int, branches: [String])] {
        let scan = SourceScan(utf8)
        var result: [(Int, [String])] = []
        var readUpTo = 0
        for offset in scan.occurrences(of: "when") where offset >= readUpTo {
            var index = offset + 4
            guard index < utf8.count, !MenuUses.isIdentifier(utf8[index]) else { continue }
            // The statement's part before `when`, on its line.
            var lineStart = offset
            while lineStart > 0, utf8[lineStart - 1] != 0x0A, offset - lineStart < window { lineStart -= 1 }
            let prefix = String(decoding: utf8[lineStart..<offset], as: UTF8.self)
            let trimmed = prefix.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasSuffix("=") || trimmed.hasSuffix("(") else { continue }
            // The subject, then the body's braces.
            while index < utf8.count, utf8[index] == 0x20 { index += 1 }
            if index < utf8.count, utf8[index] == UInt8(ascii: "(") {
                guard let close = closingParenthesis(utf8, from: index + 1) else { continue }
                index = close + 1
                while index < utf8.count, utf8[index] == 0x20 { index += 1 }
            }
            guard index < utf8.count, utf8[index] == UInt8(ascii: "{") else { continue }
            let open = index
            var depth = 0
            var close: Int?
            var branchStarts: [Int] = [open + 1]
            let limit = min(utf8.count, open + whenBodyLimit)
            while index < limit {
                if Lexed.startsLiteral(utf8, at: index) { index = Lexed.skipLiteral(utf8, at: index); continue }
                let byte = utf8[index]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { close = index; break }
                } else if byte == 0x0A || byte == UInt8(ascii: ";"), depth == 1 { branchStarts.append(index + 1) }
                index += 1
            }
            guard let close, utf8[close] == UInt8(ascii: "}") else { continue }
            readUpTo = close
            var lineEnd = close + 1
            while lineEnd < utf8.count, utf8[lineEnd] != 0x0A, lineEnd - close < window { lineEnd += 1 }
            let suffix = String(decoding: utf8[(close + 1)..<lineEnd], as: UTF8.self)
            // Each branch `condition -> value` on its own line.
            var values: [String] = []
            for (number, start) in branchStarts.enumerated() {
                let end = number + 1 < branchStarts.count ? branchStarts[number + 1] - 1 : close
                guard end > start else { continue }
                let branch = String(decoding: utf8[start..<end], as: UTF8.self)
                guard let arrow = branch.range(of: "->") else { continue }
                var value = branch[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(",") { value.removeLast() }
                if let comment = value.range(of: " //") { value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces) }
                guard isOneString(value) else { continue }
                values.append(value)
            }
            guard !values.isEmpty else { continue }
            result.append((scan.location(at: offset).line, values.map { prefix + $0 + suffix }))
        }
        return result
    }

    /// Whether a line can hold a two-string `if` (its bytes name `if`, `else` and a string resource).
    static func mayBranch(_ utf8: [UInt8], _ range: Range<Int>, needles: [[UInt8]]) -> Bool {
        utf8.withUnsafeBufferPointer { all in
            let line = UnsafeBufferPointer(rebasing: all[range])
            return needles.allSatisfy { needle in needle.withUnsafeBufferPointer { ByteSearch.contains(line, $0) } }
        }
    }

    /// Java's conditional operator choosing between two strings (`view.setText(c ? R.string.a : R.string.b);`,
    /// JLS §15.25: the value is one operand or the other): `prefix A rest`, `prefix B rest`, the condition
    /// starting after the call's `(`, `=` or `return` before it.
    static func ternaryBranches(_ line: String) -> [String]? {
        let characters = Array(line)
        for (index, character) in characters.enumerated() where character == "?" {
            // Not Kotlin's `?.`, `?:` or a nullable type.
            guard index + 1 < characters.count, characters[index + 1] == " ", index > 0, characters[index - 1] == " " else { continue }
            // The first operand up to the `:` at the same depth, the second up to what closes the expression.
            var colon = index + 1
            var depth = 0
            while colon < characters.count {
                let c = characters[colon]
                if c == "(" { depth += 1 } else if c == ")" { if depth == 0 { break }; depth -= 1 }
                else if c == ":", depth == 0 { break }
                colon += 1
            }
            guard colon < characters.count, characters[colon] == ":" else { continue }
            var end = colon + 1
            depth = 0
            while end < characters.count {
                let c = characters[end]
                if c == "(" { depth += 1 } else if c == ")" { if depth == 0 { break }; depth -= 1 }
                else if depth == 0, c == "," || c == ";" || c == "}" { break }
                end += 1
            }
            let first = String(characters[(index + 1)..<colon]).trimmingCharacters(in: .whitespaces)
            let second = String(characters[(colon + 1)..<end]).trimmingCharacters(in: .whitespaces)
            guard isOneString(first), isOneString(second) else { continue }
            // The condition's start: after the unmatched `(` or the `=` before the `?`.
            var start = index - 1
            depth = 0
            while start > 0 {
                let c = characters[start - 1]
                if c == ")" { depth += 1 } else if c == "(" { if depth == 0 { break }; depth -= 1 }
                else if depth == 0, c == "," { break }
                else if depth == 0, c == "=" {
                    // An assignment's `=`, not one of `==`, `!=`, `<=`, `>=` in the condition.
                    let before = start >= 2 ? characters[start - 2] : " "
                    let after = characters[start]
                    if after != "=", !"=!<>".contains(before) { break }
                }
                start -= 1
            }
            var conditionStart = start
            while conditionStart < index, characters[conditionStart] == " " { conditionStart += 1 }
            let prefix = String(characters[..<conditionStart])
            let suffix = String(characters[end...])
            return [prefix + first + suffix, prefix + second + suffix]
        }
        return nil
    }

    /// `prefix if (condition) A else B rest` with A and B each one string: `prefix A rest`, `prefix B rest`.
    static func branches(_ line: String) -> [String]? {
        let characters = Array(line)
        var index = 0
        while index + 2 < characters.count {
            defer { index += 1 }
            guard characters[index] == "i", characters[index + 1] == "f",
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" || characters[index - 1] == ".") else { continue }
            var open = index + 2
            while open < characters.count, characters[open] == " " { open += 1 }
            guard open < characters.count, characters[open] == "(" else { continue }
            // The condition's closing parenthesis.
            var depth = 0
            var close = open
            while close < characters.count {
                if characters[close] == "(" { depth += 1 } else if characters[close] == ")" { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            guard close < characters.count else { return nil }
            let rest = String(characters[(close + 1)...])
            guard let elseRange = rest.range(of: " else ") else { continue }
            let first = rest[..<elseRange.lowerBound].trimmingCharacters(in: .whitespaces)
            let afterElse = rest[elseRange.upperBound...]
            // The second branch: up to the parenthesis that closes the call around the `if`, or the line's end.
            var secondEnd = afterElse.startIndex
            var level = 0
            while secondEnd < afterElse.endIndex {
                let character = afterElse[secondEnd]
                if character == "(" { level += 1 } else if character == ")" { if level == 0 { break }; level -= 1 }
                else if level == 0, character == "," || character == ";" || character == "}" { break }
                secondEnd = afterElse.index(after: secondEnd)
            }
            let second = afterElse[..<secondEnd].trimmingCharacters(in: .whitespaces)
            guard Self.isOneString(first), Self.isOneString(second) else { continue }
            let prefix = String(characters[..<index])
            let suffix = String(afterElse[secondEnd...])
            return [prefix + first + suffix, prefix + second + suffix]
        }
        return nil
    }

    /// `R.string.k`, or one getter of it (`getString(R.string.k)`, `context.getText(R.string.k)`).
    static func isOneString(_ text: String) -> Bool {
        AndroidValueAliases.isValue(Substring(text)) && !text.contains(",")
    }

    /// Whether the statement ends after the call that closes at `index` (and one enclosing call's
    /// parenthesis): `getString(R.string.k) + n` is a text built at run time.
    static func endsStatement(_ utf8: [UInt8], after index: Int) -> Bool {
        var position = index
        func skipSpaces() { while position < utf8.count, utf8[position] == 0x20 || utf8[position] == 0x09 { position += 1 } }
        skipSpaces()
        // The last argument of a call the formatter wraps, with Kotlin's trailing comma (`setText(\n getString(…),\n)`):
        // the call's parenthesis closes it on a later line (bounded look).
        if position < utf8.count, utf8[position] == UInt8(ascii: ",") {
            var next = position + 1
            while next < utf8.count, next - position < 120, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[next]) { next += 1 }
            guard next < utf8.count, utf8[next] == UInt8(ascii: ")") else { return false }
            position = next
        }
        if position < utf8.count, utf8[position] == UInt8(ascii: ")") { position += 1; skipSpaces() }
        guard position < utf8.count else { return true }
        switch utf8[position] {
        case 0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "}"): return true
        case UInt8(ascii: "/"): return position + 1 < utf8.count && utf8[position + 1] == UInt8(ascii: "/")
        default: return false
        }
    }

    /// Where the statement holding the byte at `position` starts: back to the start of its line (a `;` or `{`
    /// before it ends the look), and on through the lines it continues while what precedes the reference there is
    /// at most a string getter (`getString(`, `context.getString(`) and the line before ends in `=` or `(`: Kotlin
    /// and Java read an assignment or an argument list on as one statement across line breaks (Kotlin language
    /// specification, "Syntax and grammar": newlines are not statement ends inside parentheses or after a binary
    /// operator; JLS §3.6, line terminators are white space), so a formatter's wrap of
    /// `binding.label.text =\n    getString(R.string.k, n)` or `view.setText(\n    getString(\n        R.string.k,`
    /// is one statement. At most `window` bytes back and three lines.
    static func statementStart(_ utf8: [UInt8], before position: Int, window: Int) -> Int {
        func stops(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") }
        var start = position
        while start > 0, position - start < window, utf8[start - 1] != 0x0A, !stops(utf8[start - 1]) { start -= 1 }
        var lines = 0
        while lines < 3, start > 0, utf8[start - 1] == 0x0A, isGetterPrefix(utf8[start..<position]) {
            // The previous line's last byte that is not a space.
            var last = start - 1
            while last > 0, position - last < window, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[last - 1]) { last -= 1 }
            guard last > 0, position - last < window, utf8[last - 1] == UInt8(ascii: "=") || utf8[last - 1] == UInt8(ascii: "(") else { break }
            // `==`, `!=`, `<=`, `>=` compare: no assignment.
            if utf8[last - 1] == UInt8(ascii: "="), last >= 2, "=!<>".utf8.contains(utf8[last - 2]) { break }
            var previous = last - 1
            while previous > 0, position - previous < window, utf8[previous - 1] != 0x0A, !stops(utf8[previous - 1]) { previous -= 1 }
            guard position - previous < window else { break }
            start = previous
            lines += 1
        }
        return start
    }

    /// Whether `text` is white space, optionally around one string getter with its receiver and an open
    /// parenthesis (`getString(`, `requireContext().getText(`): the start of a value another line may continue.
    static func isGetterPrefix(_ text: ArraySlice<UInt8>) -> Bool {
        let compact = text.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard !compact.isEmpty else { return true }
        let value = String(decoding: compact, as: UTF8.self)
        guard let getter = ["getString(", "getText(", "getQuantityString(", "getQuantityText("].first(where: { value.hasSuffix($0) }) else { return false }
        let receiver = value.dropLast(getter.count)
        return receiver.isEmpty || (receiver.hasSuffix(".") && !receiver.contains("((")
                                    && receiver.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.()!?".contains($0)) })
    }

    /// The bytes as one line: each line break and the indentation after it one space.
    static func oneLine(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x0A) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var inBreak = false
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D { inBreak = true; continue }
            if inBreak, byte == 0x20 || byte == 0x09 { continue }
            if inBreak { result.append(0x20); inBreak = false }
            result.append(byte)
        }
        if inBreak { result.append(0x20) }
        return String(decoding: result, as: UTF8.self)
    }

    enum Target: Equatable, Hashable {
        case binding(String)
        case viewID(String)
        /// A variable or field of the file (`title.setText(`), followed through `viewVariables`.
        case variable(String)
    }

    /// Whether the statement prefix ends in a string getter that takes format arguments
    /// (`getString(R.string.k, n)`: `Context.getString(int, Object...)`, `Resources.getString(int, Object...)`).
    static func isFormatGetter(_ before: String) -> Bool {
        var rest = Substring(before)
        while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
        return rest.hasSuffix("getString(") || rest.hasSuffix("getQuantityString(")
    }

    /// Whether the statement prefix ends in a plural's getter (`getQuantityString(`, `getQuantityText(`).
    static func isQuantityGetter(_ before: String) -> Bool {
        var rest = Substring(before)
        while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
        return rest.hasSuffix("getQuantityString(") || rest.hasSuffix("getQuantityText(")
    }

    /// The offset of the parenthesis that closes the call whose arguments continue at `offset` (nested
    /// calls skipped), within a bounded window and the statement; nil past either.
    static func closingParenthesis(_ utf8: [UInt8], from offset: Int) -> Int? {
        var depth = 0
        var index = offset
        let limit = min(utf8.count, offset + 600)
        while index < limit {
            switch utf8[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { return utf8[index] == UInt8(ascii: ")") ? index : nil }
                depth -= 1
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The file's variables and fields bound to one view, each read from its line: `val title = binding.title`,
    /// `title = findViewById(R.id.title)` / `view.findViewById<TextView>(R.id.title)` / `(TextView) v.findViewById(R.id.t)`,
    /// and ButterKnife's `@BindView(R.id.title) TextView title;`. A name bound to two different views in the file
    /// maps to nil (not followed).
    static func viewVariables(_ utf8: [UInt8]) -> [String: Target?] {
        var result: [String: Target?] = [:]
        func bind(_ name: Substring, _ target: Target) {
            guard !name.isEmpty, name.first.map({ !$0.isNumber }) ?? false else { return }
            let name = String(name)
            if let existing = result[name] { if existing != target { result[name] = .some(nil) } } else { result[name] = target }
        }
        func identifier(_ text: Substring) -> Bool { text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }
        for (_, range) in lines(of: utf8, maximumLength: window) {
            guard Self.mayBindView(utf8, range) else { continue }
            let line = String(decoding: utf8[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@BindView(R.id.") {
                // `@BindView(R.id.x) TextView name;`: the id, then the declaration's last identifier.
                let rest = line.dropFirst("@BindView(R.id.".count)
                let id = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                guard let close = rest.firstIndex(of: ")") else { continue }
                var declaration = rest[rest.index(after: close)...]
                while declaration.last == ";" || declaration.last == " " { declaration = declaration.dropLast() }
                guard let name = declaration.split(separator: " ").last, identifier(name), !id.isEmpty else { continue }
                bind(name, .viewID(String(id)))
                continue
            }
            // `[val|var|final Type …] name [: Type] = right`
            guard let equals = line.firstIndex(of: "="), line[line.index(after: equals)...].first != "=" else { continue }
            var left = line[..<equals]
            while left.last == " " { left = left.dropLast() }
            if let colon = left.lastIndex(of: ":") { left = left[..<colon]; while left.last == " " { left = left.dropLast() } }
            let nameStart = left.lastIndex(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }).map { left.index(after: $0) } ?? left.startIndex
            let name = left[nameStart...]
            guard !name.isEmpty, identifier(name) else { continue }
            // Before the name: nothing, a declaration keyword and type, or `this.`.
            let head = left[..<nameStart].trimmingCharacters(in: .whitespaces)
            guard head.isEmpty || head == "this." || head.hasSuffix(" val") || head == "val" || head == "var" || head.hasSuffix(" var")
                    || (!head.contains(".") && !head.contains("(") && !head.contains("=")) else { continue }
            var right = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)[...]
            while right.last == ";" || right.last == " " { right = right.dropLast() }
            if right.hasSuffix("!!") { right = right.dropLast(2) }
            if let range = right.range(of: "findViewById") {
                // The whole right side is one `findViewById(R.id.x)` call (a cast or receiver before it).
                let call = right[range.upperBound...]
                guard let id = call.range(of: "(R.id.").map({ call[$0.upperBound...] }) else { continue }
                let viewID = id.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                // Only the call's parenthesis, a Java cast's, or a Kotlin cast follow: `…(R.id.x)).getText()` is no view.
                var tail = id.dropFirst(viewID.count)
                while tail.first == ")" { tail = tail.dropFirst() }
                guard !viewID.isEmpty, id.dropFirst(viewID.count).first == ")", tail.isEmpty || tail.hasPrefix(" as ") || tail.hasPrefix(" as? ") else { continue }
                bind(name, .viewID(String(viewID)))
            } else if case let parts = right.split(separator: ".", omittingEmptySubsequences: false), parts.count == 2,
                      identifier(parts[1]), !parts[1].isEmpty {
                // `binding.title` (also `binding!!.title`, `binding?.title`).
                var owner = parts[0]
                while owner.last == "!" || owner.last == "?" { owner = owner.dropLast() }
                guard identifier(owner), owner.lowercased().hasSuffix("binding") else { continue }
                bind(name, .binding(String(parts[1])))
            }
        }
        return result
    }

    /// Whether a line can bind a view, by its bytes (most lines cannot: read as text only where they can): it
    /// names `@BindView`, `findViewById` or a binding (`…inding.`).
    static func mayBindView(_ utf8: [UInt8], _ range: Range<Int>) -> Bool {
        utf8.withUnsafeBufferPointer { all in
            let line = UnsafeBufferPointer(rebasing: all[range])
            return viewBindingNeedles.contains { needle in needle.withUnsafeBufferPointer { ByteSearch.contains(line, $0) } }
        }
    }
    static let viewBindingNeedles: [[UInt8]] = ["@BindView", "findViewById", "inding"].map { Array($0.utf8) }

    /// The view a statement prefix sets the text of: `… X.setText(`, `… X.text = getString(`, and so on.
    static func target(_ before: String) -> Target? {
        var rest = Substring(before)
        func dropSpaces() { while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() } }
        dropSpaces()
        // A getter around the reference, with its receiver (`requireContext().`, `itemView.context.`).
        if let getter = ["getString(", "getText(", "getQuantityString(", "getQuantityText("].first(where: { rest.hasSuffix($0) }) {
            rest = rest.dropLast(getter.count)
            while let last = rest.last, !rest.hasSuffix("setText("),
                  last == "." || last == "?" || last == "!" || last == "(" || last == ")" || last == "_"
                    || (last.isASCII && (last.isLetter || last.isNumber)) {
                rest = rest.dropLast()
            }
            dropSpaces()
        }
        if rest.hasSuffix("setText(") { rest = rest.dropLast("setText(".count) }
        else if rest.hasSuffix("=") {
            rest = rest.dropLast()
            dropSpaces()
            guard rest.hasSuffix("text") else { return nil }
            rest = rest.dropLast("text".count)
        } else { return nil }
        // The receiver: `binding.foo.` / `binding?.foo?.` / `findViewById<TextView>(R.id.foo).`
        guard rest.hasSuffix(".") else { return nil }
        rest = rest.dropLast()
        while rest.last == "?" || rest.last == "!" { rest = rest.dropLast() }
        if rest.hasSuffix(")") {
            // findViewById(R.id.x) / findViewById<T>(R.id.x) / ((TextView) findViewById(R.id.x))
            guard let range = rest.range(of: "R.id.", options: .backwards),
                  rest[..<range.lowerBound].range(of: "findViewById") != nil else { return nil }
            let id = rest[range.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            return id.isEmpty ? nil : .viewID(String(id))
        }
        let property = rest.reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !property.isEmpty else { return nil }
        rest = rest.dropLast(property.count)
        // The property must be a binding's: `binding.`, `binding?.`, `itemBinding!!.`, `_binding.`
        // A receiver with no owner (`title.setText(`, `this.title.text =`): a variable or field of the file.
        guard rest.hasSuffix(".") else { return .variable(String(property.reversed())) }
        while rest.last == "?" || rest.last == "!" || rest.last == "." { rest = rest.dropLast() }
        let owner = String(rest.reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }.reversed())
        if owner == "this", rest.dropLast(4).last.map({ !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".")) }) ?? true {
            return .variable(String(property.reversed()))
        }
        // A view holder's field (`holder.title.setText(`): an object's field the file declares and binds to one
        // view (`var title: TextView = itemView.findViewById(R.id.title)` in its `ViewHolder` class), followed
        // through `viewVariables` as the file's own fields are.
        guard owner.lowercased().hasSuffix("binding") else {
            let ownerStart = rest.dropLast(owner.count)
            guard !owner.isEmpty, ownerStart.last.map({ !($0 == "." || $0 == ")" || $0 == "]") }) ?? true else { return nil }
            return .variable(String(property.reversed()))
        }
        return .binding(String(property.reversed()))
    }

    /// Identifiers (`ActivityMainBinding`) that end with `suffix` and start with an upper-case letter.
    static func identifiers(endingWith suffix: String, in utf8: [UInt8]) -> Set<String> {
        capitalizedIdentifiers(in: utf8) { name in
            name.utf8.count > suffix.utf8.count && name.hasSuffix(suffix) && name != "ViewBinding" && name != "ViewDataBinding"
        }
    }

    /// The identifiers of `utf8` that start with an ASCII upper-case letter (a type's name by convention) and that
    /// `accept` takes, read in one pass.
    static func capitalizedIdentifiers(in utf8: [UInt8], where accept: (String) -> Bool) -> Set<String> {
        var result = Set<String>()
        var index = 0
        while index < utf8.count {
            guard MenuUses.isIdentifier(utf8[index]) else { index += 1; continue }
            var end = index
            while end < utf8.count, MenuUses.isIdentifier(utf8[end]) { end += 1 }
            if utf8[index] >= 0x41, utf8[index] <= 0x5A {
                let name = String(decoding: utf8[index..<end], as: UTF8.self)
                if accept(name) { result.insert(name) }
            }
            index = end
        }
        return result
    }

    /// The names after each `prefix` (`R.layout.` → `activity_main`).
    static func references(_ prefix: String, in utf8: [UInt8]) -> [String] {
        let needle = Array(prefix.utf8)
        var result: [String] = []
        var index = 0
        while index + needle.count <= utf8.count {
            guard utf8[index] == needle[0], utf8[index..<(index + needle.count)].elementsEqual(needle) else { index += 1; continue }
            var end = index + needle.count
            while end < utf8.count, MenuUses.isIdentifier(utf8[end]) { end += 1 }
            if end > index + needle.count { result.append(String(decoding: utf8[(index + needle.count)..<end], as: UTF8.self)) }
            index = max(end, index + 1)
        }
        return result
    }

    /// `ActivityMain` → `activity_main` (the view binding generator's class name, reversed).
    static func snakeCase(_ name: String) -> String {
        var result = ""
        for (offset, character) in name.enumerated() {
            if character.isUppercase {
                if offset > 0 { result.append("_") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `foo_bar` → `fooBar` (view binding's property name for an id).
    static func camelCase(_ id: String) -> String {
        let parts = id.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return id }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// The app's own view classes and the class each extends, read from `class Foo … : Bar(…)` (Kotlin) and
/// `class Foo extends Bar` (Java) by a linear scan: a layout's `<com.example.FooTextView>` inflates that
/// class, which measures its text as the platform or library text view it extends.
struct AndroidCustomViews: Sendable {
    /// Simple class name → the simple name of the class it extends.
    var superclasses: [String: String] = [:]
    /// Where each class is declared (file name).
    var files: [String: String] = [:]

    static func scan(sourceRoot root: String?) -> AndroidCustomViews {
        var result = AndroidCustomViews()
        AndroidSourceFiles.forEach(under: root) { path, bytes in result.read(bytes, file: (path as NSString).lastPathComponent) }
        return result
    }

    /// How far after `class Name` the supertype is looked for.
    static let window = 1_000

    mutating func read(_ bytes: [UInt8], file: String) {
        ClassDeclarations.forEach(in: bytes) { name, afterName in
            var position = afterName
            // The supertype: after `:` (Kotlin) or `extends` (Java) outside the constructor's parentheses.
            var depth = 0
            let limit = min(bytes.count, position + Self.window)
            var superStart: Int?
            while position < limit {
                let byte = bytes[position]
                // A comment in the header (`@JvmOverloads // fixes: …`) is no supertype.
                if byte == UInt8(ascii: "/"), position + 1 < limit, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < limit, bytes[position] != 0x0A { position += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), position + 1 < limit, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < limit, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                    position += 2
                    continue
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") { depth += 1 }
                else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
                else if depth == 0, byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=") { break }
                else if depth == 0, byte == UInt8(ascii: ":"), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: ":"),
                        bytes[position - 1] != UInt8(ascii: ":") {
                    superStart = position + 1
                    break
                } else if depth == 0, byte == UInt8(ascii: "e"), position + 8 <= bytes.count,
                          bytes[position..<(position + 8)].elementsEqual("extends ".utf8), !MenuUses.isIdentifier(bytes[position - 1]) {
                    superStart = position + 8
                    break
                }
                position += 1
            }
            guard var start = superStart else { return }
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x0A || bytes[start] == 0x09 { start += 1 }
            var end = start
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            guard end > start else { return }
            let qualified = String(decoding: bytes[start..<end], as: UTF8.self)
            let simple = String(qualified.split(separator: ".").last ?? Substring(qualified))
            if superclasses[name] == nil, !simple.isEmpty {
                superclasses[name] = simple
                files[name] = file
            }
        }
    }

    /// The text view class (one of `ScreenBuilder.textTags`) a layout tag's class extends, through the
    /// app's own classes; nil when it extends none of them (or the chain leaves the app).
    func textBase(of tag: String) -> String? {
        var name = String(tag.split(separator: ".").last ?? Substring(tag))
        guard !ScreenBuilder.textTags.contains(name) else { return nil }
        for _ in 0..<8 {
            guard let parent = superclasses[name] else { return nil }
            if ScreenBuilder.textTags.contains(parent) { return parent }
            name = parent
        }
        return nil
    }
}
