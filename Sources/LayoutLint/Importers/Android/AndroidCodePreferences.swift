import Foundation

/// Preference rows the app's Kotlin code builds instead of a `res/xml/` file: a builder block whose receiver is
/// an androidx.preference class (or an app class extending one) and whose statements set its title and summary
/// from string resources. Kotlin runs a lambda with receiver `T.() -> Unit` with `this` bound to the `T` it is
/// handed (Kotlin "Function literals with receiver"), so a bare `setTitle(R.string.k)` / `title = getString(…)`
/// in the block is that preference's `Preference.setTitle`. Two block forms are read:
/// - a function of the app's declared with such a parameter, `fun P.switchPreference(builder: SwitchPreferenceCompat.() -> Unit)`,
///   called as `switchPreference { … }` (the receiver type is the preference class);
/// - `SwitchPreferenceCompat(context).apply { … }` (`apply` runs its block with the object as `this`).
/// `PreferenceFragmentCompat` shows each preference in the same `preference_material.xml` row whether it was
/// inflated from XML or built in code (`PreferenceGroupAdapter.onCreateViewHolder` inflates the preference's
/// `layoutResource`), so the rows are laid out by `AndroidMenusAndPreferences.preferenceScreen`, one screen per
/// file, each value located where the code writes it. A block inside `if (BuildConfig.DEBUG)` or in a file of the
/// `debug` source set is shown only in a debug build: skipped with that reason. Linear: one pass over each file
/// (strings and comments skipped), a bounded look back from each `{` for the call it opens.
enum AndroidCodePreferences {
    /// The folder name of a code-built screen's `ParsedLayout`: its attributes' offsets are where the code writes
    /// each value (`R.string.k`), not an XML attribute's quote.
    static let folder = "code"

    static let debugBuildReason = "shown only in a debug build: the preference is built under `if (BuildConfig.DEBUG)`, which the Android Gradle plugin generates false for a release build"
    static let debugSourceSetReason = "shown only in a debug build: the preference is built in the debug source set, which no release build compiles"

    /// The calls that read a string resource's text, written around `R.string.k` on the right of `title =` or
    /// inside `setTitle(…)` (`Context.getString`, `Context.getText`, `Fragment.getString`, `Resources.getString`).
    static let textGetters = ["getString(", "getText(", "context.getString(", "context.getText(", "requireContext().getString(",
                              "requireContext().getText(", "requireActivity().getString(", "resources.getString(", "resources.getText(",
                              "activity.getString(", "activity?.getString("]

    /// A `Preference` property a builder block sets (Kotlin property syntax or the Java setter) → the
    /// preference XML attribute that sets the same field (androidx `Preference`'s `R.styleable.Preference`).
    static let properties: [String: String] = [
        "title": "title", "summary": "summary", "isSingleLineTitle": "singleLineTitle", "singleLineTitle": "singleLineTitle",
        "icon": "icon", "isIconSpaceReserved": "iconSpaceReserved", "iconSpaceReserved": "iconSpaceReserved",
        "widgetLayoutResource": "widgetLayout", "layoutResource": "layout",
    ]

    /// How far back from a `{` the call it opens is read (bytes), and how deep blocks are tracked.
    static let openerWindow = 400
    static let maximumDepth = 256

    /// One statement a builder block runs: the attribute it sets, the value as the XML attribute would hold it,
    /// and where the value is written.
    struct Setting: Equatable {
        var attribute: String
        var value: String
        var offset: Int
    }

    /// A preference one builder block builds.
    struct Row: Equatable {
        var className: String
        var offset: Int
        var settings: [Setting] = []
        var reason: String?
    }

    // MARK: Builder functions

    /// The app's builder functions in one file: name → the preference class their block's receiver is.
    /// `fun <T> P.name(…, builder: SwitchPreferenceCompat.() -> Unit)`: the receiver type before `.() -> Unit`,
    /// the name before the parameter list after `fun`.
    static func builders(in bytes: [UInt8]) -> [String: String] {
        guard ByteSearch.contains(bytes, ".() -> Unit") else { return [:] }
        let scan = SourceScan(bytes)
        var result: [String: String] = [:]
        for offset in scan.occurrences(of: ".() -> Unit") {
            var end = offset
            // `EnumListPreference<T>.() -> Unit`: the type arguments are not the class.
            if end > 0, bytes[end - 1] == UInt8(ascii: ">") {
                var depth = 0
                var index = end - 1
                while index >= max(0, offset - openerWindow) {
                    if bytes[index] == UInt8(ascii: ">") { depth += 1 } else if bytes[index] == UInt8(ascii: "<") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    index -= 1
                }
                guard depth == 0, index >= 0 else { continue }
                end = index
            }
            var start = end
            while start > 0, MenuUses.isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
            guard start < end else { continue }
            let type = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: ".").last.map(String.init) ?? ""
            // The declaration's `fun`, in the same header (no body opened or closed between).
            var index = start
            var fun: Int?
            while index > max(0, start - openerWindow) {
                index -= 1
                let byte = bytes[index]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "=") { break }
                if scan.matches("fun ", at: index), index == 0 || !MenuUses.isIdentifier(bytes[index - 1]) { fun = index; break }
            }
            guard let fun, let name = functionName(bytes, afterFun: fun + 4, before: start), !type.isEmpty else { continue }
            if result[name] == nil { result[name] = type }
        }
        return result
    }

    /// The name a `fun` declares: the last identifier of its (maybe generic, maybe receiver-qualified) header before `(`.
    static func functionName(_ bytes: [UInt8], afterFun start: Int, before limit: Int) -> String? {
        var index = start
        while index < limit, bytes[index] == 0x20 { index += 1 }
        if index < limit, bytes[index] == UInt8(ascii: "<") {
            var depth = 0
            while index < limit {
                if bytes[index] == UInt8(ascii: "<") { depth += 1 } else if bytes[index] == UInt8(ascii: ">") {
                    depth -= 1
                    if depth == 0 { index += 1; break }
                }
                index += 1
            }
        }
        while index < limit, bytes[index] == 0x20 { index += 1 }
        var nameStart = index
        while index < limit, MenuUses.isIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            if bytes[index] == UInt8(ascii: ".") { nameStart = index + 1 }
            index += 1
        }
        guard index < limit, bytes[index] == UInt8(ascii: "("), nameStart < index else { return nil }
        return String(decoding: bytes[nameStart..<index], as: UTF8.self)
    }

    // MARK: Builder blocks

    /// The rows one file's builder blocks build, in the order they open. `isPreference` says whether a class
    /// (simple name) is laid out as a preference row; `builders` are the app's builder functions.
    static func rows(in bytes: [UInt8], builders: [String: String], isPreference: (String) -> Bool) -> [Row] {
        guard ByteSearch.contains(bytes, "R.string.") else { return [] }
        struct Frame {
            var row: Int?
            var debug: Bool
            var statementStart: Int
            var parentheses = 0
            var nested = false
        }
        let scan = SourceScan(bytes)
        var rows: [Row] = []
        var stack: [Frame] = [Frame(row: nil, debug: false, statementStart: 0)]
        var index = 0
        let count = bytes.count
        func endStatement(at end: Int) {
            guard let frame = stack.last, let row = frame.row else { return }
            if !frame.nested, frame.parentheses == 0, end > frame.statementStart,
               let setting = setting(bytes, from: frame.statementStart, to: end) {
                rows[row].settings.append(setting)
            }
            stack[stack.count - 1].statementStart = end + 1
            stack[stack.count - 1].nested = false
            stack[stack.count - 1].parentheses = 0
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = Lexed.skipLiteral(bytes, at: index)
                continue
            case UInt8(ascii: "/") where scan.matches("//", at: index):
                let lineEnd = index
                while index < count, bytes[index] != 0x0A { index += 1 }
                // The comment ends the statement it follows; the next starts on the next line.
                if index < count {
                    if stack[stack.count - 1].parentheses <= 0 {
                        endStatement(at: lineEnd)
                        stack[stack.count - 1].statementStart = index + 1
                    }
                    index += 1
                }
                continue
            case UInt8(ascii: "/") where scan.matches("/*", at: index):
                index = Lexed.skipLiteral(bytes, at: index)
                continue
            case UInt8(ascii: "("):
                stack[stack.count - 1].parentheses += 1
            case UInt8(ascii: ")"):
                stack[stack.count - 1].parentheses -= 1
            case 0x0A, UInt8(ascii: ";"):
                if stack[stack.count - 1].parentheses <= 0 { endStatement(at: index) }
            case UInt8(ascii: "{"):
                let outer = stack[stack.count - 1]
                stack[stack.count - 1].nested = true
                let opener = openerText(bytes, before: index)
                var frame = Frame(row: nil, debug: outer.debug || isDebugCondition(opener), statementStart: index + 1)
                if stack.count < maximumDepth, let className = builtClass(bytes, brace: index, builders: builders), isPreference(className) {
                    rows.append(Row(className: className, offset: callStart(bytes, brace: index),
                                    reason: frame.debug ? debugBuildReason : nil))
                    frame.row = rows.count - 1
                }
                stack.append(frame)
            case UInt8(ascii: "}"):
                endStatement(at: index)
                if stack.count > 1 { stack.removeLast() }
                stack[stack.count - 1].nested = true
            default:
                break
            }
            index += 1
        }
        return rows
    }

    /// The text of the line before a `{` (the block's opener), at most `openerWindow` bytes.
    static func openerText(_ bytes: [UInt8], before brace: Int) -> String {
        var start = brace
        while start > 0, brace - start < openerWindow, bytes[start - 1] != 0x0A { start -= 1 }
        return String(decoding: bytes[start..<brace], as: UTF8.self)
    }

    /// Whether a block's opener runs it only when `BuildConfig.DEBUG` is true (`if (BuildConfig.DEBUG) {`,
    /// `if (BuildConfig.DEBUG && x) {`): false in a release build.
    static func isDebugCondition(_ opener: String) -> Bool {
        let text = opener.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("if"), let range = text.range(of: "BuildConfig.DEBUG") else { return false }
        let before = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        return !before.hasSuffix("!") && !text.contains("||") && !text.hasPrefix("if (!")
    }

    /// Where the call a block belongs to starts (its name), for the row's location.
    static func callStart(_ bytes: [UInt8], brace: Int) -> Int {
        var start = brace
        while start > 0, brace - start < openerWindow, bytes[start - 1] != 0x0A { start -= 1 }
        while start < brace, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        return start
    }

    /// The preference class a `{` opens the builder block of: `name { ` / `name(args) {` / `name<T> {` of one of
    /// the app's builder functions, or `Class(args).apply {`. Nil for any other block.
    static func builtClass(_ bytes: [UInt8], brace: Int, builders: [String: String]) -> String? {
        let limit = max(0, brace - openerWindow)
        var index = brace
        func skipSpaces() { while index > limit, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 } }
        /// Steps back over a balanced `open … close` ending just before `index`.
        func skipBalanced(_ open: UInt8, _ close: UInt8) -> Bool {
            guard index > limit, bytes[index - 1] == close else { return true }
            var depth = 0
            while index > limit {
                index -= 1
                if bytes[index] == close { depth += 1 } else if bytes[index] == open {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }
        func identifier() -> String {
            let end = index
            while index > limit, MenuUses.isIdentifier(bytes[index - 1]) { index -= 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        skipSpaces()
        guard skipBalanced(UInt8(ascii: "("), UInt8(ascii: ")")) else { return nil }
        skipSpaces()
        guard skipBalanced(UInt8(ascii: "<"), UInt8(ascii: ">")) else { return nil }
        let name = identifier()
        guard !name.isEmpty else { return nil }
        if name == "apply", index > limit, bytes[index - 1] == UInt8(ascii: ".") {
            index -= 1
            guard index > limit, bytes[index - 1] == UInt8(ascii: ")"), skipBalanced(UInt8(ascii: "("), UInt8(ascii: ")")) else { return nil }
            let className = identifier()
            guard let first = className.first, first.isUppercase else { return nil }
            return className
        }
        guard let className = builders[name] else { return nil }
        // Not the builder's own declaration (`fun P.switchPreference(builder: …) {`).
        var lineStart = index
        while lineStart > limit, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        if String(decoding: bytes[lineStart..<index], as: UTF8.self).contains("fun ") { return nil }
        return className
    }

    /// Whether `text` is the rest of one call's arguments: its parentheses balance and never close below zero
    /// (`n, label ?: ""` yes; `n) + f(x` no).
    static func isOneArgumentList(_ text: Substring) -> Bool {
        var depth = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0 && !text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The setting one builder statement makes (`setTitle(R.string.k)`, `title = getString(R.string.k)`,
    /// `isSingleLineTitle = false`, `icon = …`, `widgetLayoutResource = R.layout.x`), if it is one.
    static func setting(_ bytes: [UInt8], from start: Int, to end: Int) -> Setting? {
        var first = start
        while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D { first += 1 }
        var last = end
        while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D { last -= 1 }
        guard last - first > 4, last - first < openerWindow else { return nil }
        let text = String(decoding: bytes[first..<last], as: UTF8.self)
        var property: String
        var value: Substring
        if text.hasPrefix("set"), text.hasSuffix(")"), let open = text.firstIndex(of: "(") {
            var name = String(text[text.index(text.startIndex, offsetBy: 3)..<open])
            guard let initial = name.first, initial.isUppercase else { return nil }
            name = initial.lowercased() + name.dropFirst()
            property = name
            value = text[text.index(after: open)..<text.index(before: text.endIndex)]
        } else if let equals = text.range(of: "="), !text[equals.upperBound...].hasPrefix("=") {
            property = text[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
            value = text[equals.upperBound...]
        } else {
            return nil
        }
        guard let attribute = properties[property], property.utf8.allSatisfy(MenuUses.isIdentifier) else { return nil }
        value = value.drop(while: { $0 == " " })
        let valueOffset = first + text.utf8.distance(from: text.startIndex, to: value.startIndex)
        switch attribute {
        case "title", "summary":
            // `R.string.k`, maybe inside one getter call; a format (`getString(R.string.k, n)`,
            // `Context.getString(int, Object...)`) is the catalog value with its arguments, laid out with the sample
            // arguments as a layout's `@string` with placeholders is.
            var inner = value
            for getter in textGetters where inner.hasPrefix(getter) && inner.hasSuffix(")") {
                inner = inner.dropFirst(getter.count).dropLast()
                if getter.hasSuffix("getString("), let comma = inner.firstIndex(of: ","),
                   inner[..<comma].trimmingCharacters(in: .whitespaces).utf8.allSatisfy({ MenuUses.isIdentifier($0) || $0 == UInt8(ascii: ".") }),
                   Self.isOneArgumentList(inner[inner.index(after: comma)...]) {
                    inner = Substring(inner[..<comma].trimmingCharacters(in: .whitespaces))
                }
                break
            }
            guard inner.hasPrefix("R.string."), inner.count > 9, inner.dropFirst(9).utf8.allSatisfy(MenuUses.isIdentifier) else { return nil }
            let keyOffset = first + text.utf8.distance(from: text.startIndex, to: inner.startIndex)
            return Setting(attribute: attribute, value: "@string/" + inner.dropFirst(9), offset: keyOffset)
        case "singleLineTitle", "iconSpaceReserved":
            guard value == "true" || value == "false" else { return nil }
            return Setting(attribute: attribute, value: String(value), offset: valueOffset)
        case "icon":
            return Setting(attribute: attribute, value: value == "null" ? "@null" : "code", offset: valueOffset)
        case "widgetLayout", "layout":
            let layout = value.hasPrefix("R.layout.") ? "@layout/" + value.dropFirst(9) : "code"
            return Setting(attribute: attribute, value: layout, offset: valueOffset)
        default:
            return nil
        }
    }

    // MARK: Screens

    /// The preference screens the app's code builds, one per file.
    static func screens(context: ImportContext, displayPath: (String) -> String) -> [LayoutScreen] {
        var builders: [String: String] = [:]
        var candidates: [(path: String, bytes: [UInt8])] = []
        AndroidSourceFiles.forEachCode(under: context.sourceRoot) { path, bytes in
            guard !AndroidCodeHelpers.isTest(path), ByteSearch.contains(bytes, "Preference") else { return }
            for (name, type) in Self.builders(in: bytes) where builders[name] == nil { builders[name] = type }
            if ByteSearch.contains(bytes, "R.string.") { candidates.append((path, bytes)) }
        }
        let superclasses = context.customViews.superclasses
        func isPreference(_ name: String) -> Bool {
            if AndroidPreferenceClasses.isRowBase(name) { return true }
            var current = name
            for _ in 0..<8 {
                guard let parent = superclasses[current] else { return false }
                if AndroidPreferenceClasses.isRowBase(parent) { return true }
                current = parent
            }
            return false
        }
        var found: [(path: String, bytes: [UInt8], rows: [Row])] = []
        var tags = Set<String>()
        for (path, bytes) in candidates {
            let rows = Self.rows(in: bytes, builders: builders, isPreference: isPreference)
            guard rows.contains(where: { $0.settings.contains { $0.attribute == "title" || $0.attribute == "summary" } }) else { continue }
            for row in rows where !AndroidPreferenceClasses.isRowBase(row.className) { tags.insert(row.className) }
            found.append((path, bytes, rows))
        }
        let classes = AndroidPreferenceClasses.scan(sourceRoot: context.sourceRoot,
                                                    classes: AndroidPreferenceClasses.candidates(superclasses, tags: tags))
        var screens: [LayoutScreen] = []
        for (path, bytes, rows) in found {
            let display = displayPath(path)
            let debugSourceSet = ScopeStage.isOutsideReleaseBuilds(path)
            var reasons: [Int: String] = [:]
            var elements: [XMLElementNode] = []
            for row in rows {
                let attributes = row.settings.map { XMLAttribute(name: "android:" + $0.attribute, value: $0.value, offset: $0.offset) }
                // An app class is named as a custom tag (a dotted name), as a preference file writes it.
                let name = AndroidPreferenceClasses.isRowBase(row.className) ? row.className : "app." + row.className
                elements.append(XMLElementNode(name: name, attributes: attributes, children: [], offset: row.offset, contentOffset: row.offset))
                if let reason = debugSourceSet ? debugSourceSetReason : row.reason { reasons[row.offset] = reason }
            }
            let root = XMLElementNode(name: "PreferenceScreen", attributes: [], children: elements.map { .element($0) },
                                      offset: rows[0].offset, contentOffset: rows[0].offset)
            let name = ((display as NSString).lastPathComponent as NSString).deletingPathExtension
            let file = ParsedLayout(name: name, display: display, folder: folder, root: root,
                                    text: SourceText(path: display, utf8: bytes), prefixes: ["android": "android"])
            if let screen = AndroidMenusAndPreferences.preferenceScreen(file, context: context, classes: classes,
                                                                       name: "preferences@\((display as NSString).lastPathComponent)",
                                                                       reasons: reasons) {
                screens.append(screen)
            }
        }
        return screens
    }
}
