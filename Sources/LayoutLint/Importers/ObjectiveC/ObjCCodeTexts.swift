import Foundation

/// Texts Objective-C code sets on views an Interface Builder document holds, read the way `IBCodeSetTexts`
/// reads Swift: `self.titleField.stringValue = NSLocalizedString(@"k", @"")`, `_titleField.stringValue = …`,
/// `[titleField setStringValue:NSLocalizedString(@"k", @"")]`, `[button setTitle:… forState:UIControlStateNormal]`
/// in the `@implementation` of a class whose `IBOutlet` (a property or an instance variable, in any
/// `@interface` of the class, its header's or a class extension's) the document connects. The same
/// declarations come out (`IBCodeSetTexts.Found`), so the document's view shows the code's key whatever the
/// language.
///
/// The localized values are the Foundation macros (`NSBundle.h`): `NSLocalizedString(key, comment)` (the
/// `Localizable` table), `NSLocalizedStringFromTable(key, tbl, comment)`,
/// `NSLocalizedStringFromTableInBundle(key, tbl, bundle, comment)` and
/// `NSLocalizedStringWithDefaultValue(key, tbl, bundle, val, comment)`; `[NSString stringWithFormat:<one of
/// them>, …]` shows its format's translation with the arguments in place of its specifiers (the format's key is
/// the text, as a storyboard's `%@` text is). Anything else (a variable, a method's result, a string literal,
/// which is shown untranslated) is a text known only at run time.
///
/// Every key these macros name in any Objective-C file is also listed with the reason it was not followed,
/// for the coverage (`keysNamed`).
public enum ObjCCodeTexts {
    struct File {
        var display: String
        var text: SourceText
        var tokens: ObjCTokens
    }

    /// Objective-C and Objective-C++ implementation files, and their headers (outlets are often declared there).
    static let extensions = [".m", ".mm", ".h"]
    static func isSource(_ path: String) -> Bool { extensions.contains { path.hasSuffix($0) } }
    /// An implementation file: the folder's sources are read when it holds one (a header alone may be C).
    static func isImplementation(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }

    /// The largest source read (the same bound as a Swift source's).
    static let maximumFileSize = SwiftUIProgram.maximumFileSize

    static let notFollowedReason = "named in Objective-C code that the importer does not follow to a view of an Interface Builder document (alerts, menus and controls the code builds, text it composes at run time): not laid out"

    /// The Foundation macros that name a key, with the position of their table argument (nil: `Localizable`).
    static let localizedMacros: [String: Int?] = [
        "NSLocalizedString": nil,
        "NSLocalizedStringFromTable": 1,
        "NSLocalizedStringFromTableInBundle": 1,
        "NSLocalizedStringWithDefaultValue": 1,
    ]

    /// `NSString` class methods whose first argument is a format: the text is the format's.
    static let formatMethods: Set<String> = ["stringWithFormat", "localizedStringWithFormat"]

    /// A setter message → the document's properties it sets (the same as the Swift property of `IBCodeSetTexts`:
    /// UIKit's `text`, `placeholder`; AppKit's `stringValue` / `title` → the cell's `title`, `placeholderString`).
    static let setters: [String: Set<String>] = [
        "setText": ["text"], "setAttributedText": ["text"],
        "setPlaceholder": ["placeholder"], "setAttributedPlaceholder": ["placeholder"],
        "setStringValue": ["title"], "setAttributedStringValue": ["title"], "setTitle": ["title"], "setAttributedTitle": ["title"],
        "setPlaceholderString": ["placeholderString"], "setPlaceholderAttributedString": ["placeholderString"],
    ]
    /// A property assignment (`outlet.property = …`) → the document's properties it sets.
    static let properties: [String: Set<String>] = [
        "text": ["text"], "attributedText": ["text"],
        "placeholder": ["placeholder"], "attributedPlaceholder": ["placeholder"],
        "stringValue": ["title"], "attributedStringValue": ["title"], "title": ["title"],
        "placeholderString": ["placeholderString"], "placeholderAttributedString": ["placeholderString"],
    ]
    /// UIKit's `setTitle:forState:` with this state sets the title the document's `normal` state holds.
    static let normalStates: Set<String> = ["UIControlStateNormal", "UIControlState.normal"]

    /// Reads the files (an unreadable, oversized or non-UTF-8 file is a finding, as a Swift source's).
    static func parse(files: [String], displayPath: (String) -> String = { $0 }) -> (files: [File], findings: [Finding]) {
        var result: [File] = []
        var findings: [Finding] = []
        for path in files.sorted() {
            let shown = displayPath(path)
            guard let data = BoundedFile.source(path, shown: shown, language: "Objective-C", limit: maximumFileSize, findings: &findings) else { continue }
            result.append(file(bytes: data, display: shown))
        }
        return (result, findings)
    }

    static func file(bytes: [UInt8], display: String) -> File {
        File(display: display, text: SourceText(path: display, utf8: bytes), tokens: ObjCTokens(bytes: bytes))
    }

    /// A localized value: its key and table.
    struct Localized: Equatable {
        var key: String
        var table: String?
    }

    /// What a value expression is, and the index of the token after it (nil when the value is no localized
    /// one and its end was not looked for).
    enum Value: Equatable {
        case localized(Localized), empty, runTime
    }

    /// The arguments of the call whose `(` is at `open`, as token ranges, up to `limit` of them.
    static func arguments(_ tokens: ObjCTokens, open: Int, limit: Int) -> [Range<Int>] {
        let close = tokens.closing[open]
        guard close > open else { return [] }
        var result: [Range<Int>] = []
        var start = open + 1
        var j = open + 1
        while j < close, result.count < limit {
            if tokens.closing[j] > j { j = tokens.closing[j] + 1; continue }
            if tokens.isPunctuation(j, ",") { result.append(start..<j); start = j + 1 }
            j += 1
        }
        if result.count < limit, start <= close { result.append(start..<close) }
        return result
    }

    /// The value of a run of string literal tokens (`@"a" @"b"` is one literal), nil when the run holds
    /// anything else.
    static func literal(_ tokens: ObjCTokens, _ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var value = ""
        for index in range {
            guard let token = tokens[index], token.kind == .objectString || token.kind == .cString else { return nil }
            value += token.text
        }
        return value
    }

    /// The localized macro call at `index` (`NSLocalizedString(@"k", …)`), and the index after its `)`.
    static func macro(_ tokens: ObjCTokens, at index: Int) -> (Localized, end: Int)? {
        guard let name = tokens.identifier(index), let tableArgument = localizedMacros[name], tokens.isPunctuation(index + 1, "(") else { return nil }
        let close = tokens.closing[index + 1]
        guard close > index else { return nil }
        let parts = Self.arguments(tokens, open: index + 1, limit: (tableArgument ?? 0) + 1)
        guard let first = parts.first, let key = literal(tokens, first) else { return nil }
        var table: String?
        if let position = tableArgument {
            guard position < parts.count else { return nil }
            let range = parts[position]
            if range.count == 1, tokens.identifier(range.lowerBound) == "nil" {
                table = nil
            } else if let name = literal(tokens, range) {
                // An empty table name is `Localizable` too (`NSBundle.localizedStringForKey:value:table:`).
                table = name.isEmpty ? nil : name
            } else {
                return nil
            }
        }
        return (Localized(key: key, table: table), close + 1)
    }

    /// The value starting at `index`: a localized macro call (also inside `[NSString stringWithFormat:…, …]`
    /// and in up to 8 parentheses), `nil`, or a run-time value; with the index after it when it is one of the
    /// first two.
    static func value(_ tokens: ObjCTokens, at index: Int) -> (Value, end: Int?) {
        var start = index
        var closers: [Int] = []
        while closers.count < 8, tokens.isPunctuation(start, "("), tokens.closing[start] > start {
            closers.append(tokens.closing[start])
            start += 1
        }
        let (inner, bareEnd) = bareValue(tokens, at: start)
        guard var end = bareEnd else { return (.runTime, nil) }
        for closer in closers.reversed() {
            guard end == closer else { return (.runTime, nil) }
            end += 1
        }
        return (inner, end)
    }

    private static func bareValue(_ tokens: ObjCTokens, at index: Int) -> (Value, end: Int?) {
        if let call = macro(tokens, at: index) { return (.localized(call.0), call.end) }
        if tokens.identifier(index) == "nil" { return (.empty, index + 1) }
        if tokens.isPunctuation(index, "["), tokens.identifier(index + 1) == "NSString",
           let method = tokens.identifier(index + 2), formatMethods.contains(method), tokens.isPunctuation(index + 3, ":"),
           let call = macro(tokens, at: index + 4), tokens.isPunctuation(call.end, ",") || tokens.isPunctuation(call.end, "]") {
            let close = tokens.closing[index]
            if close >= call.end { return (.localized(call.0), close + 1) }
        }
        return (.runTime, nil)
    }

    /// Reads one file: its classes' outlets and the texts their code sets on them.
    static func collect(_ file: File, into found: inout IBCodeSetTexts.Found) {
        let tokens = file.tokens
        var owner = ""
        var index = 0
        let count = tokens.tokens.count

        /// Records the text the value at `valueIndex` gives an outlet's properties: its key when the value is
        /// a localized one that ends at `end` (the statement's `;`, the message's `]` or next selector part).
        func record(_ outlet: String, _ valueIndex: Int, _ properties: Set<String>, _ written: String, end: (Int) -> Bool) {
            guard !owner.isEmpty else { return }
            let (value, valueEnd) = Self.value(tokens, at: valueIndex)
            let whole = valueEnd.map(end) ?? false
            let text: IBCodeSetTexts.Text
            switch value {
            case .localized(let localized) where whole:
                text = IBCodeSetTexts.Text(key: localized.key, table: localized.table, properties: properties)
            case .empty where whole:
                text = IBCodeSetTexts.Text(key: "", table: nil, properties: properties,
                                           runTime: "the code empties the view (`\(written) nil` in \(owner))")
            default:
                text = IBCodeSetTexts.Text(key: "", table: nil, properties: properties,
                                           runTime: "text set in code from a value known only at run time (`\(written) …` in \(owner))")
            }
            IBCodeSetTexts.merge(text, into: &found.assignments[owner, default: [:]][outlet, default: []])
        }

        func toggle(_ outlet: String, _ written: String) {
            guard !owner.isEmpty, found.toggled[owner]?[outlet] == nil else { return }
            found.toggled[owner, default: [:]][outlet] = written
        }

        /// The member path that ends at `last` (`self.titleField.stringValue` → [self, titleField, stringValue];
        /// `self->titleField` → [self, titleField]), read backwards, at most four names; nil when it is part of
        /// a longer expression (`[x y].title`, `a.b.c.d.e`, `f(x).title`).
        func pathEnding(at last: Int) -> [String]? {
            var names: [String] = []
            var j = last
            while true {
                guard let name = tokens.identifier(j) else { return nil }
                names.append(name)
                guard tokens.isPunctuation(j - 1, ".") || tokens.isPunctuation(j - 1, "->") else { break }
                guard names.count < 4 else { return nil }
                j -= 2
            }
            // The path starts the expression: after `;`, `{`, `}`, or a condition's `)` (`if (x) field.title = …`).
            if let before = tokens[j - 1], before.kind != .punctuation || before.text == "]" { return nil }
            return names.reversed()
        }

        while index < count {
            let token = tokens.tokens[index]
            switch token.kind {
            case .identifier:
                switch token.text {
                case "@interface", "@implementation":
                    owner = tokens.identifier(index + 1) ?? ""
                    index += 2
                    continue
                case "@protocol":
                    // A protocol's declarations (`@protocol P … @end`), not `@protocol(P)` or `@protocol P;`.
                    if tokens.identifier(index + 1) != nil, !tokens.isPunctuation(index + 2, ";"), !tokens.isPunctuation(index + 2, ",") { owner = "" }
                case "@end":
                    owner = ""
                case "IBOutlet" where !owner.isEmpty:
                    // `IBOutlet NSTextField *field;`, `@property (weak) IBOutlet NSTextField *field;`,
                    // `IBOutlet NSButton *a, *b;`: the last name before each `,` and the `;`.
                    var j = index + 1
                    var last: String?
                    while j < count, j < index + 32 {
                        if let name = tokens.identifier(j) { last = name }
                        if tokens.isPunctuation(j, ",") || tokens.isPunctuation(j, ";") {
                            if let last { found.outlets[owner, default: []].insert(last) }
                            last = nil
                            if tokens.isPunctuation(j, ";") { break }
                        }
                        // A method's parameter (`(IBOutlet id)sender`) or a block ends the declaration.
                        if tokens.isPunctuation(j, ")") || tokens.isPunctuation(j, "{") || tokens.isPunctuation(j, "}") { break }
                        j += 1
                    }
                default: break
                }
            case .punctuation where token.text == "=" && !owner.isEmpty:
                // `self.field.stringValue = …`, `_field.stringValue = …`, `field.text = …`, `self.title = …`.
                guard var names = pathEnding(at: index - 1) else { break }
                let written = names.joined(separator: ".") + " ="
                let onSelf = names.first == "self"
                if onSelf { names.removeFirst() }
                let statementEnd = { (end: Int) in tokens.isPunctuation(end, ";") }
                if onSelf, !IBCodeSetTexts.BarItem.titled(by: names).isEmpty {
                    // The controller's own title (`self.title`, `self.navigationItem.title`).
                    for item in IBCodeSetTexts.BarItem.titled(by: names) { record(item.rawValue, index + 1, ["title"], written, end: statementEnd) }
                    break
                }
                guard names.count == 2 else { break }
                if names[1] == "hidden" { toggle(names[0], written); break }
                if let properties = Self.properties[names[1]] { record(names[0], index + 1, properties, written, end: statementEnd) }
            case .punctuation where token.text == "[" && !owner.isEmpty:
                // `[field setStringValue:…]`, `[self.field setStringValue:…]`, `[self->field setTitle:…]`,
                // `[self setTitle:…]`, `[button setTitle:… forState:UIControlStateNormal]`.
                let close = tokens.closing[index]
                guard close > index else { break }
                var receiver: [String] = []
                var selector = index + 1
                while receiver.count < 4, let name = tokens.identifier(selector) {
                    receiver.append(name)
                    if tokens.isPunctuation(selector + 1, ".") || tokens.isPunctuation(selector + 1, "->") { selector += 2; continue }
                    break
                }
                guard !receiver.isEmpty, tokens.identifier(selector) != nil, let method = tokens.identifier(selector + 1),
                      tokens.isPunctuation(selector + 2, ":") else { break }
                let written = receiver.joined(separator: ".") + " " + method + ":"
                var path = receiver
                let onSelf = path.first == "self"
                if onSelf { path.removeFirst() }
                let valueIndex = selector + 3
                guard setters[method] != nil || method == "setHidden" else { break }
                // The selector's further parts (`forState:`) at the message's own level, bracketed runs skipped.
                var parts: [(name: String, index: Int)] = []
                var j = valueIndex
                while j < close {
                    if tokens.closing[j] > j { j = tokens.closing[j] + 1; continue }
                    if let name = tokens.identifier(j), tokens.isPunctuation(j + 1, ":") { parts.append((name, j)); j += 2; continue }
                    j += 1
                }
                let firstEnd = parts.first?.index ?? close
                let argumentEnd = { (end: Int) in end == firstEnd }
                if method == "setHidden" {
                    if path.count == 1, parts.isEmpty { toggle(path[0], written) }
                    break
                }
                if path.isEmpty {
                    // The controller's own title.
                    guard onSelf, parts.isEmpty, method == "setTitle" else { break }
                    for item in IBCodeSetTexts.BarItem.titled(by: ["title"]) { record(item.rawValue, valueIndex, ["title"], written, end: argumentEnd) }
                    break
                }
                if path == ["navigationItem"], method == "setTitle", parts.isEmpty {
                    record(IBCodeSetTexts.BarItem.navigationItem.rawValue, valueIndex, ["title"], written, end: argumentEnd)
                    break
                }
                guard path.count == 1, let properties = setters[method] else { break }
                switch parts.map(\.name) {
                case []:
                    record(path[0], valueIndex, properties, written, end: argumentEnd)
                case ["forState"] where method == "setTitle" || method == "setAttributedTitle":
                    // UIKit `setTitle:forState:`: the normal state's title is the document's `normalTitle`.
                    let state = parts[0].index + 2
                    if state + 1 == close, let name = tokens.identifier(state), normalStates.contains(name) {
                        record(path[0], valueIndex, ["normalTitle", "configuration.title"], written, end: argumentEnd)
                    }
                case ["forSegmentAtIndex"] where method == "setTitle":
                    let segment = parts[0].index + 2
                    if segment + 1 == close, let number = tokens[segment].flatMap({ $0.kind == .number ? Int($0.text) : nil }) {
                        record(path[0], valueIndex, ["segmentTitles[\(number)]"], written, end: argumentEnd)
                    }
                default: break
                }
            default: break
            }
            index += 1
        }
    }

    /// The outlets and code-set texts of all files: an instance variable written `_field` is the synthesized
    /// storage of the property `field` (The Objective-C Programming Language, Declared Properties: "the
    /// compiler synthesizes … an instance variable … named by prefixing an underscore to the property name").
    static func found(in files: [File]) -> IBCodeSetTexts.Found {
        var found = IBCodeSetTexts.Found()
        for file in files { collect(file, into: &found) }
        synthesizedStorage(&found)
        return found
    }

    /// Reads the files one at a time, each file's tokens dropped once read (an app's thousands of sources are
    /// never all tokenized at once): the outlets and texts the code sets, the keys it names, and the files that
    /// could not be read.
    static func read(paths: [String], displayPath: (String) -> String = { $0 })
        -> (found: IBCodeSetTexts.Found, keysNamed: [SkippedElement], findings: [Finding]) {
        var found = IBCodeSetTexts.Found()
        var named: [String: SkippedElement] = [:]
        var findings: [Finding] = []
        for path in paths.sorted() {
            let parsed = parse(files: [path], displayPath: displayPath)
            findings += parsed.findings
            for file in parsed.files {
                collect(file, into: &found)
                addKeys(named: file, into: &named)
            }
        }
        synthesizedStorage(&found)
        return (found, named.keys.sorted().map { named[$0]! }, findings)
    }

    /// Renames `_field` to `field` where the class declares the outlet property `field` and no `_field`.
    private static func synthesizedStorage(_ found: inout IBCodeSetTexts.Found) {
        for (owner, outlets) in found.assignments {
            let declared = found.outlets[owner] ?? []
            for (name, texts) in outlets where name.hasPrefix("_") && !declared.contains(name) && declared.contains(String(name.dropFirst())) {
                found.assignments[owner]![name] = nil
                for text in texts { IBCodeSetTexts.merge(text, into: &found.assignments[owner]![String(name.dropFirst()), default: []]) }
            }
        }
        for (owner, outlets) in found.toggled {
            let declared = found.outlets[owner] ?? []
            for (name, written) in outlets where name.hasPrefix("_") && !declared.contains(name) && declared.contains(String(name.dropFirst())) {
                found.toggled[owner]![name] = nil
                if found.toggled[owner]![String(name.dropFirst())] == nil { found.toggled[owner]![String(name.dropFirst())] = written }
            }
        }
    }

    /// Every table × key a localized macro with a literal key names, first place per key, with the reason it
    /// was not followed (for the coverage: `LayoutScreen.keysNamedInCode`).
    static func keysNamed(in files: [File]) -> [SkippedElement] {
        var named: [String: SkippedElement] = [:]
        for file in files { addKeys(named: file, into: &named) }
        return named.keys.sorted().map { named[$0]! }
    }

    /// Adds the keys one file names (table × key → its first place).
    private static func addKeys(named file: File, into named: inout [String: SkippedElement]) {
        let tokens = file.tokens
        for index in tokens.tokens.indices where tokens.tokens[index].kind == .identifier {
            guard let found = macro(tokens, at: index)?.0 else { continue }
            let name = (found.table ?? "") + "\u{1F}" + found.key
            guard named[name] == nil else { continue }
            let location = file.text.location(at: tokens.tokens[index].offset)
            named[name] = SkippedElement(id: "code@\(location.line):\(location.column)", reason: notFollowedReason, location: location,
                                         key: found.key, table: found.table)
        }
    }

    /// Puts the keys on the first screen (their reasons are read from any screen); when the imports made no
    /// screen, on one of their own with no element.
    static func attach(_ keys: [SkippedElement], to screens: inout [LayoutScreen]) {
        guard !keys.isEmpty else { return }
        if screens.isEmpty {
            let location = keys[0].location
            screens.append(LayoutScreen(name: location.file, platform: .macos, file: location.file, location: location, elements: [], origin: .interfaceBuilder))
        }
        screens[0].keysNamedInCode += keys
    }

    /// For the fuzzer: reads any bytes as an Objective-C file.
    public static func fuzzRead(bytes: [UInt8]) {
        let files = [file(bytes: bytes, display: "Fuzz.m")]
        _ = found(in: files)
        _ = keysNamed(in: files)
    }
}
