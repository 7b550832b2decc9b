import Foundation

/// The app's own `Preference` subclasses (a preference file's `<com.example.FooPreference>`), read from
/// their Kotlin / Java declarations by a linear scan. androidx.preference inflates a preference's row from
/// its `layoutResource`, which `Preference`'s constructor takes from the style (`preferenceStyle` →
/// `Preference.Material`: `@layout/preference_material`, androidx `preference/res/values/styles.xml`) and its
/// subclasses' styles (`dialogPreferenceStyle`, `editTextPreferenceStyle`: the same row). A subclass that
/// sets no other layout, widget or style is therefore laid out as the androidx class it extends, with the
/// title and summary `Preference.onBindViewHolder` binds from `getTitle()` / `getSummary()`. What the class
/// changes is read from its body and every app class between it and that androidx class:
/// - `layoutResource = R.layout.x` / `setLayoutResource(…)`: another row layout (not modelled: skipped);
/// - `widgetLayoutResource = …` / `setWidgetLayoutResource(…)`: a widget whose width is not known;
/// - a style attribute or style of the app's passed to the superclass constructor (`R.attr.x`): the style may set
///   `android:layout`, not read: skipped;
/// - `title = …`, `setTitle(…)`, `override fun getTitle`, `android.R.id.title` (the bound title view): the
///   title shown is the code's, not the file's (skipped); likewise the summary (`summary =`, `setSummary(`,
///   `summaryProvider`, `getSummary`, `android.R.id.summary`);
/// - a class that imports the framework's `android.preference` classes is laid out by the device's framework.
struct AndroidPreferenceClasses: Sendable {
    struct Facts: Sendable, Equatable {
        var file = ""
        /// The row layout the class sets in code (`R.layout.x`, or "code" when not a resource reference).
        var layout: String?
        var widgetLayout: String?
        /// An app style or style attribute passed to the superclass constructor.
        var ownStyle: String?
        var setsTitle = false
        var setsSummary = false
        var framework = false
    }

    /// Simple class name → what its declaration changes (the first declaration of the name).
    var facts: [String: Facts] = [:]

    /// How much of a class's text (its header and body) is read.
    static let maximumClassBytes = 200_000

    /// Reads the declarations of `classes` (simple names) under `root`.
    static func scan(sourceRoot root: String?, classes: Set<String>) -> AndroidPreferenceClasses {
        var result = AndroidPreferenceClasses()
        guard !classes.isEmpty else { return result }
        AndroidSourceFiles.forEach(under: root) { path, bytes in
            result.read(bytes, file: (path as NSString).lastPathComponent, classes: classes)
        }
        return result
    }

    mutating func read(_ bytes: [UInt8], file: String, classes: Set<String>) {
        var framework: Bool?
        ClassDeclarations.forEach(in: bytes) { name, position in
            guard classes.contains(name), facts[name] == nil else { return }
            let end = Self.classEnd(bytes, from: position)
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            if framework == nil {
                framework = String(decoding: bytes, as: UTF8.self).contains("import android.preference.")
            }
            var found = Self.facts(of: text)
            found.file = file
            found.framework = framework ?? false
            facts[name] = found
        }
    }

    /// Where the class that starts at `start` (just after its name) ends: the brace closing its body (strings,
    /// characters and comments skipped), or the end of its header when it has no body; bounded by
    /// `maximumClassBytes`.
    static func classEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let limit = min(bytes.count, start + maximumClassBytes)
        var position = start
        var depth = 0
        var parentheses = 0
        var opened = false
        while position < limit {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                position += 1
                while position < limit, bytes[position] != byte, bytes[position] != 0x0A {
                    if bytes[position] == UInt8(ascii: "\\") { position += 1 }
                    position += 1
                }
            case UInt8(ascii: "/") where position + 1 < limit && bytes[position + 1] == UInt8(ascii: "/"):
                while position < limit, bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where position + 1 < limit && bytes[position + 1] == UInt8(ascii: "*"):
                position += 2
                while position + 1 < limit, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position += 1
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
            case UInt8(ascii: "{"):
                depth += 1
                opened = true
            case UInt8(ascii: "}"):
                depth -= 1
                if opened, depth <= 0 { return min(limit, position + 1) }
                if depth < 0 { return position }
            case UInt8(ascii: ";") where !opened && parentheses == 0:
                return position
            default:
                // A Kotlin class without a body ends where the next declaration starts.
                if !opened, parentheses == 0, byte == 0x0A, position + 1 < limit {
                    var next = position + 1
                    while next < limit, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                    for keyword in ["class ", "fun ", "val ", "var ", "object ", "interface ", "private ", "internal ", "open ", "abstract "] where bytes[next...].starts(with: keyword.utf8) {
                        return position
                    }
                }
            }
            position += 1
        }
        return limit
    }

    /// The facts one class's text (header and body) states.
    static func facts(of text: String) -> Facts {
        var facts = Facts()
        facts.layout = firstMatch(#"(?<![A-Za-z0-9_])(?:layoutResource\s*=(?!=)|setLayoutResource\()\s*([A-Za-z0-9_.]*)"#, in: text)
        facts.widgetLayout = firstMatch(#"(?<![A-Za-z0-9_])(?:widgetLayoutResource\s*=(?!=)|setWidgetLayoutResource\()\s*([A-Za-z0-9_.]*)"#, in: text)
        // Setting the title to the preference's own title (`setTitle(title)`) changes nothing; a `setTitle` in a
        // dialog builder's block (`AlertDialog.Builder(context).show { setTitle(…) }`) is the dialog's.
        let inDialog: [Bool] = Self.dialogBlocks(text)
        func outsideDialogs(_ pattern: String) -> Bool {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
            let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
            return matches.contains { (match: NSTextCheckingResult) -> Bool in
                let location = match.range.location
                return !(location < inDialog.count && inDialog[location])
            }
        }
        facts.setsTitle = outsideDialogs(#"(?<![A-Za-z0-9_.])(?:this\.)?(?:title\s*=(?!=)(?!\s*title\b)|setTitle\((?!\s*(?:getTitle\(\)|title)\s*\)))"#)
            || firstMatch(#"(?:fun|CharSequence)\s+getTitle\s*\(|android\.R\.id\.title\b"#, in: text) != nil
        facts.setsSummary = outsideDialogs(#"(?<![A-Za-z0-9_.])(?:this\.)?(?:summary\s*=(?!=)(?!\s*summary\b)|setSummary\(|summaryProvider\s*=(?!=)|setSummaryProvider\()"#)
            || firstMatch(#"(?:fun|CharSequence)\s+getSummary\s*\(|android\.R\.id\.summary\b"#, in: text) != nil
        facts.ownStyle = ownStyle(in: text)
        return facts
    }

    /// For each UTF-16 offset of the text, whether it is inside a block (`{ … }`) opened by a statement that
    /// names a dialog or its builder (`AlertDialog.Builder(context).show {`, `MaterialAlertDialogBuilder(context).apply {`):
    /// a `setTitle` or `setMessage` there is the dialog's, not the preference's. One pass over the text.
    static func dialogBlocks(_ text: String) -> [Bool] {
        let units = Array(text.utf16)
        var inside = [Bool](repeating: false, count: units.count)
        var open: [Bool] = []
        var dialogDepth = 0
        var statementStart = 0
        for offset in units.indices {
            let unit = units[offset]
            switch unit {
            case UInt16(UInt8(ascii: "{")):
                let statement = String(decoding: units[statementStart..<offset], as: UTF16.self)
                let dialog = statement.contains("Dialog") || statement.contains("Builder(")
                open.append(dialog)
                if dialog { dialogDepth += 1 }
                statementStart = offset + 1
            case UInt16(UInt8(ascii: "}")):
                if open.popLast() == true { dialogDepth -= 1 }
                statementStart = offset + 1
            case UInt16(UInt8(ascii: ";")), 0x0A:
                // A Kotlin statement may continue on the next line (`AlertDialog.Builder(context)\n.show {`):
                // a line that starts with `.` continues it.
                var continues = false
                if unit == 0x0A {
                    var next = offset + 1
                    while next < units.count, units[next] == 0x20 || units[next] == 0x09 { next += 1 }
                    continues = next < units.count && units[next] == UInt16(UInt8(ascii: "."))
                }
                if !continues { statementStart = offset + 1 }
            default: break
            }
            inside[offset] = dialogDepth > 0
        }
        return inside
    }

    /// An app style or style attribute (`R.attr.x`, `R.style.x` not qualified by `android.` or
    /// `androidx.preference.`) in the class header or in a `super(…)` / `this(…)` constructor call.
    static func ownStyle(in text: String) -> String? {
        let header = text.firstIndex(of: "{").map { String(text[..<$0]) } ?? text
        var candidates = [header]
        var search = text.startIndex
        while let call = text.range(of: #"(?<![A-Za-z0-9_.])(?:super|this)\s*\("#, options: .regularExpression, range: search..<text.endIndex) {
            let close = text[call.upperBound...].firstIndex(of: ")") ?? text.endIndex
            candidates.append(String(text[call.upperBound..<close]))
            search = close
        }
        for candidate in candidates {
            if let style = firstMatch(#"(?<![A-Za-z0-9_])((?:[A-Za-z0-9_]+\.)*R\.(?:attr|style)\.[A-Za-z0-9_]+)"#, in: candidate),
               !style.hasPrefix("android.R."), !style.hasPrefix("androidx.preference.R.") {
                return style
            }
        }
        return nil
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        if match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text) { return String(text[range]) }
        return Range(match.range, in: text).map { String(text[$0]) } ?? ""
    }

    /// How a custom preference tag is laid out.
    struct Resolution: Equatable {
        /// The androidx class whose row it is laid out as (nil: skipped with `reason`).
        var base: String?
        var reason: String?
        var titleReason: String?
        var summaryReason: String?
        var widgetReason: String?
        /// The widget layout its class sets (`R.layout.x`), when it sets one.
        var widgetLayout: String?
    }

    /// androidx.preference classes a custom class may extend and keep the row of: the row classes
    /// (`AndroidMenusAndPreferences.preferenceRows`), `PreferenceCategory` and the abstract `DialogPreference`
    /// (`Preference.DialogPreference.Material`: `preference_material.xml`, no widget).
    static func isRowBase(_ name: String) -> Bool {
        AndroidMenusAndPreferences.preferenceRows[name] != nil || name == "PreferenceCategory" || name == "DialogPreference"
    }

    /// Follows `tag`'s class through the app's classes (`superclasses`) to the androidx class it extends.
    func resolve(tag: String, superclasses: [String: String]) -> Resolution {
        let tagName = String(tag.split(separator: ".").last ?? Substring(tag))
        var name = tagName
        let label = "custom preference <\(tagName)>"
        var resolution = Resolution()
        for _ in 0..<8 {
            guard let parent = superclasses[name] else {
                return Resolution(reason: name == tagName
                    ? "\(label): its class is not found in the app's Kotlin/Java code (its layout is set by its class)"
                    : "\(label): it extends \(name), a class neither in the app's Kotlin/Java code nor in the defaults table")
            }
            guard let found = facts[name] else {
                // Not read: its chain of the app's classes reaches no androidx row class (`candidates`).
                var end = parent
                for _ in 0..<8 { guard let next = superclasses[end] else { break }; end = next }
                return Resolution(reason: "\(label): it extends \(end), a class neither in the app's Kotlin/Java code nor in the defaults table")
            }
            let place = "class \(name) in \(found.file)"
            if let layout = found.layout {
                return Resolution(reason: "\(label): its \(place) sets its own row layout (layoutResource = \(layout.isEmpty ? "…" : layout)), not modelled")
            }
            if let style = found.ownStyle {
                return Resolution(reason: "\(label): its \(place) passes the app's style \(style), which may set its layout (not read)")
            }
            if found.framework {
                return Resolution(reason: "\(label): its \(place) extends the framework's android.preference classes (laid out by the device's framework theme, not in the defaults table)")
            }
            if resolution.widgetReason == nil, let widget = found.widgetLayout {
                resolution.widgetLayout = widget.isEmpty ? nil : widget
                resolution.widgetReason = "the preference's widget (\(widget.isEmpty ? "set in code" : widget), set by its \(place)), whose width is not in the defaults table"
            }
            if resolution.titleReason == nil, found.setsTitle { resolution.titleReason = "\(label): its \(place) sets the title it shows in code" }
            if resolution.summaryReason == nil, found.setsSummary { resolution.summaryReason = "\(label): its \(place) sets the summary it shows in code" }
            if Self.isRowBase(parent) {
                resolution.base = parent
                return resolution
            }
            name = parent
        }
        return Resolution(reason: "\(label): its class extends more of the app's classes than are followed (8)")
    }

    /// The app's classes whose chain of superclasses (at most 8) reaches a row class, and the classes between.
    static func candidates(_ superclasses: [String: String], tags: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for tag in tags {
            var chain = [tag]
            var name = tag
            for _ in 0..<8 {
                guard let parent = superclasses[name] else { break }
                if isRowBase(parent) { result.formUnion(chain); break }
                chain.append(parent)
                name = parent
            }
        }
        return result
    }
}
