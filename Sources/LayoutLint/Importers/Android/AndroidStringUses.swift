import Foundation

/// How the app's Kotlin / Java code and its XML resources read each string resource, which decides what
/// of the resource's markup users see (`markup-mismatch`). The platform's readings:
///
/// - **Plain text** — `Resources.getString(id)` is `getText(id).toString()` (AOSP
///   `core/java/android/content/res/Resources.java`: "any styled text information is removed"), and Compose's
///   `stringResource(id)` is `LocalContext.current.resources.getString(id)` (androidx
///   `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/res/StringResources.android.kt`): the spans
///   (`<b>`, `<annotation>` …) are dropped in every locale, and tags written as text (CDATA or escaped)
///   are shown as written.
/// - **Spans** — `Resources.getText(id)` / `Context.getText(id)` keep the spans (`StringBlock.applyStyles`);
///   so do the platform calls that take a string resource id and read it with `getText`:
///   `TextView.setText(int)` (`setText(getContext().getResources().getText(resid))`), `Toast.makeText(…, int, …)`,
///   `AlertDialog.Builder.setTitle/setMessage/setPositiveButton/setNegativeButton/setNeutralButton(int)`
///   (`P.mContext.getText(id)`), `Toolbar.setTitle/setSubtitle(int)` (`getContext().getText(resId)`),
///   Material's `Snackbar.make(View, int, int)` and `setAction(int, …)` (`getResources().getText(resId)`),
///   and every `@string/x` an XML resource names (layouts, menus, preferences, the manifest), which
///   `TypedArray.getText` resolves with its spans.
/// - Plurals the same way: `getQuantityString` / `pluralStringResource` plain text, `getQuantityText` spans.
/// - **HTML** — `Html.fromHtml(s)` / `HtmlCompat.fromHtml(s, …)` / core-ktx `String.parseAsHtml()` render
///   tags the text holds (`HtmlToSpannedConverter`).
///
/// The app's own functions count as the platform call their body makes with their parameter (or, for an
/// extension, with `this`): `fun TextView.setHtmlText(s: String) { text = Html.fromHtml(s) }` renders HTML,
/// `fun Int.toAnnotatedString() = … resources.getText(this) …` keeps spans — found by what the body does,
/// never by the name. A value stored in a local (`val t = getString(R.string.k)`) is followed to where the
/// same file passes it on. A reference whose reading none of this decides is counted as undecided.
///
/// A tolerant linear scan over `KotlinTokenizer`'s tokens (Java tokenizes the same way for this purpose):
/// each token is looked at a bounded number of times.
public struct AndroidStringUses: Sendable, Equatable {
    public enum Reading: String, Sendable, Hashable, Comparable, CaseIterable {
        case plainText, spans, html
        public static func < (a: Reading, b: Reading) -> Bool { a.rawValue < b.rawValue }
    }

    /// Resource name → how it is read → the first place (`File.kt:12`).
    public var readings: [String: [Reading: String]] = [:]
    /// Resource names some reference of which no reading above decides, with the first place.
    public var undecided: [String: String] = [:]
    /// Files read (Kotlin, Java and XML resources outside `values*/`).
    public var filesRead = 0

    public init() {}

    /// What is known of one resource: its readings (empty: never read where the scan sees), and whether
    /// some reference is undecided.
    public func uses(of key: String) -> (readings: [Reading: String], undecided: Bool) {
        (readings[key] ?? [:], undecided[key] != nil)
    }

    mutating func add(_ key: String, _ reading: Reading?, place: String) {
        if let reading {
            if readings[key]?[reading] == nil { readings[key, default: [:]][reading] = place }
        } else if undecided[key] == nil {
            undecided[key] = place
        }
    }

    // MARK: Reading a project

    static let maximumFiles = 40_000
    static let maximumFileBytes = 2_000_000

    /// Scans the folders: Kotlin and Java sources (test source sets left out) and the XML resources
    /// outside `values*/` folders.
    public static func scan(folders: [String]) -> AndroidStringUses {
        var code: [(String, [UInt8])] = []
        var xml: [(String, [UInt8])] = []
        var count = 0
        for root in folders.sorted() {
            walk(root, count: &count) { path, bytes in
                if path.hasSuffix(".xml") { xml.append((path, bytes)) } else { code.append((path, bytes)) }
            }
        }
        return read(code: code, xml: xml)
    }

    /// The same bytes as a Kotlin file, a Java file and an XML resource: the fuzzing entry point. Must never
    /// crash, hang or take more than linear time, whatever the bytes.
    public static func fuzzRead(bytes: [UInt8]) {
        _ = read(code: [("fuzz/A.kt", bytes), ("fuzz/B.java", bytes)], xml: [("fuzz/res/layout/a.xml", bytes)])
    }

    /// Reads sources given as bytes (`path` names them in places): the testable and fuzzable entry.
    static func read(code: [(String, [UInt8])], xml: [(String, [UInt8])]) -> AndroidStringUses {
        var result = AndroidStringUses()
        result.filesRead = code.count + xml.count
        for (path, bytes) in xml { result.readXML(bytes, file: (path as NSString).lastPathComponent) }
        let files = code.map { CodeFile(path: $0.0, bytes: $0.1) }
        var aliases: Set<String> = ["R.string"]
        for file in files { file.stringAliases(into: &aliases) }
        // The app's functions, read until what they do with their parameters no longer changes (a wrapper of
        // a wrapper), at most a few rounds.
        var wrappers = Wrappers()
        for _ in 0..<4 {
            var next = Wrappers()
            for file in files { file.functions(wrappers: wrappers, into: &next) }
            if next == wrappers { break }
            wrappers = next
        }
        for file in files { file.references(aliases: aliases, wrappers: wrappers, into: &result) }
        return result
    }

    /// Kotlin and Java sources outside test source sets, and the XML resources outside `values*/` folders.
    private static func walk(_ root: String, count: inout Int, _ body: (String, [UInt8]) -> Void) {
        AndroidSourceFiles.walk(root, skipping: ["build", "node_modules"], count: &count, maximumFiles: maximumFiles,
                                maximumFileBytes: maximumFileBytes, accept: { name, parent, grandparent in
            let isCode = name.hasSuffix(".kt") || name.hasSuffix(".java")
            let isResourceXML = name.hasSuffix(".xml") && grandparent == "res" && !parent.hasPrefix("values")
                || name == "AndroidManifest.xml"
            return isCode || isResourceXML
        }) { path, bytes in
            guard !ComposeImporter.inTestSourceSet(path) else { return }
            body(path, bytes)
        }
    }

    /// `@string/name` in an XML resource: read through `TypedArray.getText`, spans kept.
    mutating func readXML(_ bytes: [UInt8], file: String) {
        let needle = Array("@string/".utf8)
        var index = 0
        var line = 1
        while index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            guard bytes[index] == needle[0], index + needle.count <= bytes.count,
                  bytes[index..<(index + needle.count)].elementsEqual(needle) else { index += 1; continue }
            var end = index + needle.count
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            let key = String(decoding: bytes[(index + needle.count)..<end], as: UTF8.self).replacingOccurrences(of: ".", with: "_")
            if !key.isEmpty { add(key, .spans, place: "\(file):\(line)") }
            index = end
        }
    }

    // MARK: Platform calls

    /// Calls that return the resource as plain text (spans dropped).
    static let plainTextCalls: Set<String> = ["getString", "stringResource", "getQuantityString", "pluralStringResource"]
    /// Calls that return it with its spans (`Resources.getQuantityText` keeps them as `getText` does).
    static let spanCalls: Set<String> = ["getText", "textResource", "getQuantityText"]
    /// Platform calls that take a string resource id and read it with `getText` (see the type's comment).
    static let spanSetters: Set<String> = ["setText", "makeText", "setTitle", "setSubtitle", "setMessage", "setPositiveButton",
                                          "setNegativeButton", "setNeutralButton", "make", "setAction"]
    /// Calls that render the HTML of the text passed (`Html.fromHtml`, `HtmlCompat.fromHtml`, core-ktx
    /// `parseAsHtml`).
    static let htmlCalls: Set<String> = ["fromHtml", "parseAsHtml"]

    /// What the app's functions do with their parameters: function name → parameter (`i:0` by position,
    /// `n:text` by name, `this` for an extension's receiver) → readings (of any overload of the name).
    struct Wrappers: Equatable {
        var byName: [String: [String: Set<Reading>]] = [:]

        func readings(_ name: String, _ parameter: String) -> Set<Reading> { byName[name]?[parameter] ?? [] }
    }
}

/// One Kotlin or Java file's tokens with their parentheses matched.
private struct CodeFile {
    let name: String
    let tokens: [KotlinToken]
    let isJava: Bool
    /// For `(` / `{`: the matching close; for `)` / `}`: the matching open; else -1.
    let match: [Int]
    /// The innermost `(` or `{` each token stands in, -1 at the top.
    let parent: [Int]
    let lineStarts: [Int]
    /// Bounds that keep the scan linear: the tokens of an argument list looked through, of a function body
    /// read as a wrapper.
    static let maximumArgumentTokens = 2_000
    static let maximumWrapperTokens = 600

    init(path: String, bytes: [UInt8]) {
        name = (path as NSString).lastPathComponent
        isJava = path.hasSuffix(".java")
        // A Kotlin file's aliased resource class (`import app.core.R as CoreR`) is read as `R` (`KotlinImportAliases`).
        tokens = isJava ? KotlinTokenizer.tokens(bytes) : KotlinImportAliases.resolving(KotlinTokenizer.tokens(bytes), aliases: KotlinImportAliases.resourceAliases(bytes))
        var match = [Int](repeating: -1, count: tokens.count)
        var parent = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            parent[index] = stack.last ?? -1
            guard token.kind == .symbol else { continue }
            switch token.text {
            case "(", "{": stack.append(index)
            case ")", "}":
                let open = token.text == ")" ? "(" : "{"
                if let top = stack.last, tokens[top].text == open {
                    stack.removeLast()
                    match[top] = index
                    match[index] = top
                    parent[index] = stack.last ?? -1
                }
            default: break
            }
        }
        self.match = match
        self.parent = parent
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    func text(_ index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].text : "" }
    func isName(_ index: Int) -> Bool { index >= 0 && index < tokens.count && tokens[index].kind == .name }

    func place(_ index: Int) -> String {
        let offset = tokens[index].offset
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return "\(name):\(low + 1)"
    }

    /// `typealias AppString = com.example.R.string` (or `R.plurals`): `AppString` names string resources too.
    func stringAliases(into aliases: inout Set<String>) {
        for index in tokens.indices where text(index) == "typealias" && isName(index + 1) && text(index + 2) == "=" {
            var end = index + 3
            while end + 1 < tokens.count, text(end + 1) == "." && isName(end + 2) { end += 2 }
            if end >= index + 5, ["string", "plurals"].contains(text(end)), text(end - 2) == "R" { aliases.insert(text(index + 1)) }
        }
    }

    // MARK: References

    func references(aliases: Set<String>, wrappers: AndroidStringUses.Wrappers, into uses: inout AndroidStringUses) {
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard isName(index), text(index + 1) == ".", isName(index + 2), text(index - 1) != "." || text(index) == "R" else { continue }
            var keyIndex = -1
            if text(index) == "R", ["string", "plurals"].contains(text(index + 2)), text(index + 3) == ".", isName(index + 4) {
                keyIndex = index + 4
            } else if aliases.contains(text(index)), text(index) != "R.string" {
                keyIndex = index + 2
            }
            guard keyIndex > 0 else { continue }
            // A qualified `com.example.R.string.k`: the expression starts at the package's first name.
            var start = index
            while text(start - 1) == ".", isName(start - 2) { start -= 2 }
            let readings = reading(from: start, to: keyIndex, wrappers: wrappers, depth: 0)
            let key = text(keyIndex)
            if readings.isEmpty { uses.add(key, nil, place: place(keyIndex)) }
            for reading in readings.sorted() { uses.add(key, reading, place: place(keyIndex)) }
            index = keyIndex
        }
    }

    /// How the value of the expression `start…end` is read where it stands: the call it is an argument
    /// of, or the call a `.` after it makes. Empty when undecided.
    func reading(from start: Int, to end: Int, wrappers: AndroidStringUses.Wrappers, depth: Int) -> Set<AndroidStringUses.Reading> {
        guard depth < 4 else { return [] }
        // `x.parseAsHtml()`, `R.string.k.toAnnotatedString()`: a call on the value.
        if text(end + 1) == "." || text(end + 1) == "?.", isName(end + 2), text(end + 3) == "(" {
            let callee = text(end + 2)
            if AndroidStringUses.htmlCalls.contains(callee) { return [.html] }
            let known = wrappers.readings(callee, "this")
            if !known.isEmpty { return known }
        }
        // As an argument: `(x)`, `(a, x)`, `(name = x)`.
        var before = start - 1
        if text(before) == "=", isName(before - 1), ["(", ","].contains(text(before - 2)) { before -= 2 }
        guard ["(", ","].contains(text(before)), [")", ","].contains(text(end + 1)) else {
            return variableReading(start: start, wrappers: wrappers, depth: depth)
        }
        let open = parent[start]
        guard open > 0, text(open) == "(", isName(open - 1) else { return [] }
        let callee = text(open - 1)
        if AndroidStringUses.htmlCalls.contains(callee) { return [.html] }
        if AndroidStringUses.plainTextCalls.contains(callee) {
            // The plain text may go on into HTML: `Html.fromHtml(getString(R.string.k))`.
            let callEnd = match[open]
            guard callEnd > 0 else { return [.plainText] }
            let onward = reading(from: expressionStart(open - 1), to: callEnd, wrappers: wrappers, depth: depth + 1)
            return onward.contains(.html) ? [.html] : [.plainText]
        }
        if AndroidStringUses.spanCalls.contains(callee) { return [.spans] }
        var parameter = "i:0"
        if text(start - 1) == "=" {
            parameter = "n:" + text(start - 2)
        } else {
            // An argument list longer than a call's is no call whose parameters the scan knows.
            guard start - open < Self.maximumArgumentTokens else { return [] }
            var commas = 0
            for position in (open + 1)..<start where parent[position] == open && text(position) == "," { commas += 1 }
            parameter = "i:\(commas)"
        }
        let known = wrappers.readings(callee, parameter)
        if !known.isEmpty { return known }
        if AndroidStringUses.spanSetters.contains(callee) { return [.spans] }
        return []
    }

    /// Where the expression that ends with the call named at `callee` starts: `context.getString`,
    /// `requireContext().getString`, `binding.root.resources.getString`.
    func expressionStart(_ callee: Int) -> Int {
        var start = callee
        var steps = 0
        while steps < 16, text(start - 1) == "." || text(start - 1) == "?." {
            steps += 1
            if isName(start - 2) { start -= 2 } else if text(start - 2) == ")", match[start - 2] > 0, isName(match[start - 2] - 1) {
                start = match[start - 2] - 1
            } else { break }
        }
        return start
    }

    /// `val text = getString(R.string.k)` (Java `String text = …`): how the file passes `text` on, as far
    /// as its function goes.
    func variableReading(start: Int, wrappers: AndroidStringUses.Wrappers, depth: Int) -> Set<AndroidStringUses.Reading> {
        guard text(start - 1) == "=", isName(start - 2), isName(start - 3) || text(start - 3) == ":" || text(start - 3) == ">" else { return [] }
        let name = text(start - 2)
        guard !["text", "title", "summary", "contentDescription"].contains(name) else { return [] }
        let scope = parent[start] >= 0 && match[parent[start]] > 0 ? match[parent[start]] : tokens.count
        var result: Set<AndroidStringUses.Reading> = []
        var index = start
        var looked = 0
        while index < scope, looked < 4_000 {
            looked += 1
            if isName(index), text(index) == name, text(index - 1) != ".", index != start - 2 {
                result.formUnion(reading(from: index, to: index, wrappers: wrappers, depth: depth + 1))
            }
            index += 1
        }
        return result
    }

    // MARK: The app's functions

    /// Each function's name with what its body does with its parameters (and `this`).
    func functions(wrappers: AndroidStringUses.Wrappers, into next: inout AndroidStringUses.Wrappers) {
        for index in tokens.indices {
            guard let (name, open) = isJava ? javaMethod(at: index) : kotlinFunction(at: index) else { continue }
            let close = match[open]
            guard close > open else { continue }
            // Parameter name → the keys it is passed by (`i:1`, `n:text`; `this` for an extension's receiver).
            var parameters: [String: [String]] = [:]
            for position in (open + 1)..<close where parent[position] == open && isName(position) {
                if isJava ? [",", ")"].contains(text(position + 1)) && isName(position - 1) : text(position + 1) == ":" {
                    parameters[text(position)] = ["i:\(parameters.count)", "n:" + text(position)]
                }
            }
            if !isJava && text(open - 2) == "." { parameters["this"] = ["this"] } // an extension: `fun T.name(…)`
            // A wrapper is a short function: longer bodies are not read (so each token is read a bounded
            // number of times).
            guard !parameters.isEmpty, let body = body(after: close), body.count <= Self.maximumWrapperTokens else { continue }
            for position in body where text(position - 1) != "." {
                guard let keys = parameters[text(position)] else { continue }
                let readings = reading(from: position, to: position, wrappers: wrappers, depth: 1)
                guard !readings.isEmpty else { continue }
                for key in keys { next.byName[name, default: [:]][key, default: []].formUnion(readings) }
            }
        }
    }

    /// `fun name(` / `fun T.name(` / `fun <T> T.name(`: the name and its `(`.
    func kotlinFunction(at index: Int) -> (String, Int)? {
        guard text(index) == "fun" else { return nil }
        var position = index + 1
        var steps = 0
        while position < tokens.count, steps < 64, text(position) != "(" {
            if ["{", "=", "}"].contains(text(position)) { return nil }
            position += 1; steps += 1
        }
        guard text(position) == "(", isName(position - 1) else { return nil }
        return (text(position - 1), position)
    }

    /// A Java method: `Type name(…) {` (not a call, not a control statement).
    func javaMethod(at index: Int) -> (String, Int)? {
        guard isName(index), text(index + 1) == "(", isName(index - 1) || text(index - 1) == ">" || text(index - 1) == "]",
              !["if", "for", "while", "switch", "catch", "synchronized", "return", "new", "throw", "else"].contains(text(index - 1)),
              !["if", "for", "while", "switch", "catch", "synchronized"].contains(text(index)) else { return nil }
        let close = match[index + 1]
        guard close > 0 else { return nil }
        var position = close + 1
        while position < tokens.count, text(position) != "{", text(position) != ";", position - close < 32 { position += 1 }
        return text(position) == "{" ? (text(index), index + 1) : nil
    }

    /// The body after a parameter list: a `{…}` block, or the expression after `=` up to the next
    /// declaration.
    func body(after close: Int) -> Range<Int>? {
        var position = close + 1
        var steps = 0
        while position < tokens.count, steps < 64, text(position) != "{", text(position) != "=" {
            if [";", "}"].contains(text(position)) || text(position) == "fun" { return nil }
            if text(position) == "(" , match[position] > 0 { position = match[position] }
            position += 1; steps += 1
        }
        guard position < tokens.count else { return nil }
        if text(position) == "{" {
            let end = match[position]
            return end > position ? (position + 1)..<end : nil
        }
        let scope = parent[close]
        var end = position + 1
        while end < tokens.count, end - position <= Self.maximumWrapperTokens {
            if parent[end] == scope, tokens[end].afterNewline,
               ["fun", "val", "var", "private", "internal", "public", "override", "class", "object", "@", "}"].contains(text(end)) { break }
            if scope >= 0, end >= match[scope], match[scope] > 0 { break }
            end += 1
        }
        return (position + 1)..<end
    }
}
