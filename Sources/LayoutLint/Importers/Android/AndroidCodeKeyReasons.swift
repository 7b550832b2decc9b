import Foundation

/// Why a key the Kotlin / Java code names (`R.string.k`) is not followed to a view, read from the code around
/// the reference by a bounded look back (no grammar): the coverage's reason for the key
/// (`AndroidCodeDialogs.screens`, `KeysNotLaidOut`). Each cause is a way the platform's text reaches the screen
/// that the scanners do not model.
enum AndroidCodeKeyReasons {
    /// SystemUI lays a notification's texts out in its own template (AOSP
    /// `core/res/res/layout/notification_template_material_base.xml` and `notification_template_text.xml`: the title and
    /// the text `singleLine` when collapsed) inside a shade whose width, side insets and header (the small icon, app
    /// name, time, the large icon) SystemUI and the device's maker set; a channel's name shows in the Settings app.
    /// Neither window is the app's: not decided.
    static let notification = "named in Kotlin/Java code for a notification (NotificationCompat.Builder, a channel): SystemUI draws it in its notification template (AOSP notification_template_material_base.xml, one line each when collapsed) in a shade whose width and insets SystemUI and the device's maker set (a channel's name: the Settings app): not decided"
    static let preference = "named in Kotlin/Java code as a preference or bundle key or value (SharedPreferences, findPreference, getBoolean): not text a view shows"
    static let format = "named in Kotlin/Java code as a format (`getString(R.string.…, args)`) whose text the scanner does not follow to a view"
    static let viewSetter = "set in Kotlin/Java code on a view the scanner does not tie to one layout's view (a view held in a variable it does not follow, an adapter's row, a custom view)"
    static let title = "set in Kotlin/Java code as a title (`setTitle`, `title =`: an activity's, a toolbar's or a menu item's, not laid out)"
    static let function = "passed in Kotlin/Java code to a function (the app's helper or a library call) the scanner does not follow to a view"
    static let constructor = "passed in Kotlin/Java code to a constructor (a data item, an adapter's, a page's or a menu's model) the scanner does not follow to a view"
    static let variable = "held in Kotlin/Java code in a variable or property the scanner does not follow to a view"
    /// A key passed to the app's own function (`AndroidCodeHelpers`) that two of its declarations fit, building
    /// different texts from it (overloads the arguments do not tell apart, classes the receiver does not name).
    static let helperAmbiguous = "passed in Kotlin/Java code to a function the app declares more than once for these arguments (overloads, or classes the call's receiver does not tell apart): not followed"
    /// A key passed to the app's own function, which passes it to nothing the scanners read.
    static let helperNoSink = "passed in Kotlin/Java code to the app's function, which passes it to no view, dialog, snackbar or toast the scanner reads (a library call, a variable, a text it builds)"
    /// A key passed through more of the app's functions than are followed, or to one longer than is read.
    static let helperTooDeep = "passed in Kotlin/Java code through more of the app's functions than the scanner follows (4 levels), or a function longer than it reads"
    /// `Intent.createChooser(target, title)`: the system's share sheet (its resolver activity, not the app's
    /// window) draws the title, and shows none for `ACTION_SEND` / `ACTION_SEND_MULTIPLE` since Android 10
    /// (android.content.Intent `createChooser` reference: "Optional title that will be displayed in the chooser,
    /// only when the target action is not ACTION_SEND or ACTION_SEND_MULTIPLE").
    static let chooserTitle = "named in Kotlin/Java code as a chooser's title (`Intent.createChooser`): the system's share sheet draws it (none for ACTION_SEND since Android 10), not the app's window: not decided"
    /// The framework's `android.app.ProgressDialog` (deprecated in API 26) lays its message beside a spinner in
    /// its own layout (AOSP `progress_dialog_material.xml`, the theme's `progressLayout`), which the text model does
    /// not describe.
    static let progressDialog = "set in Kotlin/Java code on a ProgressDialog (the framework's progress dialog: its message beside a spinner in AOSP progress_dialog_material.xml), which the text model does not describe"
    /// How far before a `setMessage` / `setTitle` its receiver's construction as a `ProgressDialog` is looked for (bytes).
    static let progressDialogWindow = 1_500
    static let chosen = "chosen in Kotlin/Java code at run time (a `when` branch, a conditional, a collection, a return value) where the scanner does not follow it to a view"

    /// The platform's notification builders and channels (`android.app.Notification.Builder`, androidx
    /// `NotificationCompat.Builder`): a string in their statement is drawn by the system.
    static let notificationAPIs = ["NotificationCompat", "Notification.Builder", "NotificationChannel", "setContentTitle(",
                                   "setContentText(", "setTicker(", "setSubText(", "BigTextStyle"]
    /// `SharedPreferences` and androidx.preference look-ups: a string resource there is a key or a stored value.
    static let preferenceAPIs = ["SharedPreferences", "PreferenceManager", "findPreference", ".putString(", ".putBoolean(",
                                 ".putInt(", ".putLong(", ".getBoolean(", ".getInt(", ".getLong(", ".getStringSet("]

    /// How far before the reference the statement is looked at (bytes).
    static let window = 400

    /// Calls that read the string (`getString(R.string.k)`), looked through to the call that takes the text.
    static let getters: Set<String> = ["getString", "getText", "getQuantityString", "requireContext", "getContext", "getResources",
                                       "format", "fromHtml", "valueOf", "toString", "stringResource"]

    /// Whether the call whose name starts at `call` is made on a `ProgressDialog` the code builds shortly before:
    /// its receiver assigned `ProgressDialog(…)` / `new ProgressDialog(…)`, or (no receiver written) inside
    /// `ProgressDialog(…).apply { … }`. Looked for within `progressDialogWindow` bytes before the call.
    static func isProgressDialog(_ scan: SourceScan, call: Int) -> Bool {
        let bytes = scan.bytes
        let start = max(0, call - progressDialogWindow)
        let window = String(decoding: bytes[start..<call], as: UTF8.self)
        guard let construction = window.range(of: "ProgressDialog(", options: .backwards) else { return false }
        var index = call
        while index > start, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        guard index > start, bytes[index - 1] == UInt8(ascii: ".") else {
            // An implicit receiver: the last construction before the call opens a scope function's block.
            let after = window[construction.upperBound...]
            guard let apply = after.range(of: ".apply {") ?? after.range(of: ".run {") else { return false }
            return !after[apply.upperBound...].contains("}")
        }
        // The receiver's name, before `!!.` / `?.` / `.`.
        index -= 1
        while index > start, bytes[index - 1] == UInt8(ascii: "!") || bytes[index - 1] == UInt8(ascii: "?") { index -= 1 }
        var nameStart = index
        while nameStart > start, MenuUses.isIdentifier(bytes[nameStart - 1]) { nameStart -= 1 }
        guard nameStart < index else { return false }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        let compact = window.replacingOccurrences(of: " ", with: "")
        return compact.contains(name + "=ProgressDialog(") || compact.contains(name + "=newProgressDialog(")
    }

    /// The reason for the reference at `offset` (the `R` of `R.string.`), whose key ends at `keyEnd`.
    static func reason(_ scan: SourceScan, at offset: Int, keyEnd: Int) -> String {
        let bytes = scan.bytes
        let start = max(0, offset - window)
        var after = keyEnd
        while after < bytes.count, bytes[after] == 0x20 { after += 1 }
        let takesArguments = after < bytes.count && bytes[after] == UInt8(ascii: ",")
        // The enclosing calls, innermost first, within the statement.
        var depth = 0
        var index = offset - 1
        var calls: [(name: String, at: Int)] = []
        var statementStart = start
        while index >= start {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth += 1 }
            else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                if depth > 0 { depth -= 1 } else if calls.count < 3 {
                    var end = index
                    while end > start, bytes[end - 1] == 0x20 { end -= 1 }
                    // Skip a generic argument list (`findViewById<TextView>(`).
                    if end > start, bytes[end - 1] == UInt8(ascii: ">") {
                        var angle = 0
                        while end > start {
                            end -= 1
                            if bytes[end] == UInt8(ascii: ">") { angle += 1 } else if bytes[end] == UInt8(ascii: "<") { angle -= 1; if angle == 0 { break } }
                        }
                    }
                    var nameStart = end
                    while nameStart > start, MenuUses.isIdentifier(bytes[nameStart - 1]) { nameStart -= 1 }
                    calls.append((String(decoding: bytes[nameStart..<end], as: UTF8.self), nameStart))
                }
            } else if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                statementStart = index + 1
                break
            }
            index -= 1
        }
        // The statement up to the end of the reference's line: the platform's notification and preference APIs.
        var lineEnd = keyEnd
        while lineEnd < min(bytes.count, keyEnd + 120), bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let statement = String(decoding: bytes[statementStart..<lineEnd], as: UTF8.self)
        if notificationAPIs.contains(where: { statement.contains($0) }) { return notification }
        if preferenceAPIs.contains(where: { statement.contains($0) }) { return preference }
        var consumer = 0
        var readThroughGetter = false
        while consumer < calls.count, getters.contains(calls[consumer].name) {
            if consumer == 0, calls[0].name == "getString" || calls[0].name == "getQuantityString" || calls[0].name == "stringResource", takesArguments {
                return format
            }
            readThroughGetter = true
            consumer += 1
        }
        if consumer < calls.count {
            let name = calls[consumer].name
            switch name {
            case "setText", "setHint", "setError", "setTextOn", "setTextOff": return viewSetter
            case "createChooser": return chooserTitle
            case "setMessage" where isProgressDialog(scan, call: calls[consumer].at),
                 "setTitle" where isProgressDialog(scan, call: calls[consumer].at):
                return progressDialog
            case "setTitle", "setSubtitle": return title
            case "listOf", "arrayOf", "mutableListOf", "arrayListOf", "setOf", "mapOf", "intArrayOf", "", "if", "when", "Pair", "asList":
                return chosen
            default:
                if let first = name.unicodeScalars.first, first.properties.isUppercase { return constructor }
                return function
            }
        }
        // No call takes it: what the statement does with the value, read before the expression (the outermost
        // getter and its receiver, `requireContext().getString(`, `resources.getText(`).
        var end = readThroughGetter ? calls[consumer - 1].at : offset
        while end > statementStart, MenuUses.isIdentifier(bytes[end - 1]) || ".?!()".utf8.contains(bytes[end - 1]) { end -= 1 }
        var trimmed = Substring(String(decoding: bytes[statementStart..<end], as: UTF8.self))
        while let last = trimmed.last, last == " " || last == "\t" || last == "\n" || last == "\r" { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix("=") {
            let left = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
            if left.hasSuffix(".text") || left.hasSuffix(".hint") || left.hasSuffix(".error") { return viewSetter }
            if left.hasSuffix(".title") || left.hasSuffix(".subtitle") || left == "title" || left == "subtitle" { return title }
            return variable
        }
        if trimmed.hasSuffix("->") || trimmed.hasSuffix("?") || trimmed.hasSuffix(":") || trimmed.hasSuffix("return")
            || trimmed.hasSuffix("else") || trimmed.hasSuffix(" to") || trimmed.hasSuffix(",") {
            return chosen
        }
        return AndroidCodeDialogs.namedInCodeReason
    }
}
