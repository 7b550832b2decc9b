import Foundation

/// The list dialog an androidx.preference `ListPreference` opens: `PreferenceDialogFragmentCompat.onCreateDialog`
/// builds an AppCompat `AlertDialog.Builder` with the preference's `dialogTitle` (`DialogPreference` takes the
/// `title` when it has none), and `ListPreferenceDialogFragmentCompat.onPrepareDialogBuilder` gives it the `entries`
/// array as single-choice items and no positive button (the negative one is the platform's `android.R.string.cancel`,
/// not the app's). Each such preference is one screen: the dialog title as `AndroidCodeDialogs` lays out an AppCompat
/// dialog's, and one row per entry in `AndroidTextModel.singleChoiceListItem`. The entries are the `<string-array>`
/// of the app's default `values/` (`AndroidResources.stringArray`): an item `@string/name` is that string; an array
/// whose items are all written in it is translated as a whole, one row laid out with each item (the key's `item.N`
/// variants); a written item beside `@string` ones and an array the app does not define are skipped with the reason.
enum AndroidPreferenceListDialogs {
    /// The preference classes whose dialog is a single-choice list of `entries` (androidx.preference).
    static let listPreferenceTags: Set<String> = ["ListPreference", "androidx.preference.ListPreference"]

    static func screens(_ files: [ParsedLayout], context: ImportContext) -> [LayoutScreen] {
        var screens: [LayoutScreen] = []
        for file in files {
            let rootName = String(file.root.name.split(separator: ".").last ?? Substring(file.root.name))
            guard rootName == "PreferenceScreen" else { continue }
            var stack: [XMLElementNode] = file.root.elements.reversed()
            while let element = stack.popLast() {
                stack.append(contentsOf: element.elements.reversed())
                guard listPreferenceTags.contains(element.name) else { continue }
                let attributes = file.attributes(element)
                func value(_ name: String) -> XMLAttribute? { attributes["android:" + name] ?? attributes["app:" + name] }
                guard let entries = value("entries") else { continue }
                let location = file.text.location(at: element.offset)
                if let screen = screen(file: file, location: location, title: value("dialogTitle") ?? value("title"),
                                       entries: entries, context: context) {
                    screens.append(screen)
                }
            }
        }
        return screens
    }

    /// The entries of `@array/name` as keys, or why each cannot be laid out.
    static func entryParts(_ entries: XMLAttribute, at location: SourceLocation, context: ImportContext) -> [AndroidCodeDialogs.Part] {
        func part(key: String?, reason: String?) -> AndroidCodeDialogs.Part {
            AndroidCodeDialogs.Part(role: "entry", key: key, reason: reason, line: location.line, column: location.column)
        }
        guard entries.value.hasPrefix("@array/") else {
            return [part(key: nil, reason: "ListPreference entries \(entries.value) (not a string array resource)")]
        }
        let name = String(entries.value.dropFirst("@array/".count))
        guard let items = context.resources.stringArray(name, screenWidth: context.settings.screenWidths.first ?? 360) else {
            return [part(key: name, reason: "ListPreference entries @array/\(name), which the app's values folders do not define as a string-array")]
        }
        // An array of texts written in it (translated as a whole, its items the key's `item.N` variants): one row
        // laid out with each item, as every row is as wide.
        if !items.isEmpty, !items.contains(where: { $0.hasPrefix("@") }) { return [part(key: name, reason: nil)] }
        return items.map { item in
            if item.hasPrefix("@string/") { return part(key: String(item.dropFirst("@string/".count)), reason: nil) }
            if item.hasPrefix("@android:string/") { return part(key: nil, reason: "platform string \(item) (translated by Android)") }
            if item.hasPrefix("@") { return part(key: nil, reason: "ListPreference entry \(item) (not a string resource)") }
            return part(key: name, reason: "ListPreference entry written in the string-array @array/\(name) beside @string items: the array's own items are not laid out one by one")
        }
    }

    static func screen(file: ParsedLayout, location: SourceLocation, title: XMLAttribute?, entries: XMLAttribute,
                       context: ImportContext) -> LayoutScreen? {
        var builder = CodeScreenBuilder(context: context, file: file.display)
        let width = context.settings.screenWidths.first ?? 360
        var parts = entryParts(entries, at: location, context: context)
        if let title, title.value.hasPrefix("@string/") {
            parts.insert(AndroidCodeDialogs.Part(role: "title", key: String(title.value.dropFirst("@string/".count)), line: location.line, column: location.column), at: 0)
        }
        guard parts.contains(where: { $0.key != nil }) else { return nil }
        // The items are the AppCompat alert dialog's unless the app's alert dialog theme swaps the dialog's style
        // (`alertDialogStyle`: its `singleChoiceItemLayout`).
        var itemsReason: String?
        if let reference = context.themeAttribute("alertDialogTheme", screenWidth: width) {
            let chain = context.resources.styleChain(reference, screenWidth: width).chain
            if let style = chain.first(where: { $0.firstItem(of: ["alertDialogStyle", "singleChoiceItemLayout"]) != nil }) {
                itemsReason = "ListPreference dialog whose alert dialog theme (\(style.name)) sets its own alertDialogStyle or singleChoiceItemLayout: its list rows are the app's, not modelled"
            }
        }
        if context.themeAttribute("alertDialogStyle", screenWidth: width) != nil {
            itemsReason = "ListPreference dialog in an app theme that sets alertDialogStyle: its list rows are the app's, not modelled"
        }
        let frame = AndroidCodeDialogs.appCompatFrame(context: context, screenWidth: width)
        let restyling = AndroidCodeDialogs.titleRestyling(context: context, screenWidth: width)
        let item = AndroidTextModel.singleChoiceListItem
        var titleNode: AndroidViewNode?
        var rows: [AndroidViewNode] = []
        for part in parts {
            if let itemsReason {
                builder.skip(part, reason: part.reason ?? itemsReason)
                continue
            }
            if part.role == "title" {
                if let restyling {
                    builder.skip(part, reason: AndroidCodeDialogs.restyledTitleReason(restyling))
                    continue
                }
                titleNode = AndroidCodeDialogs.titleNode(part, frame: frame, dialog: "ListPreference dialog", builder: &builder)
                continue
            }
            if var node = builder.textNode(part, look: builder.look(item.appearance), maxLines: nil,
                                           note: "ListPreference entry: a single-choice row, \(item.appearance), wraps; text after a \(Int(item.paddingStart))dp padding, the \(Int(item.indicatorWidth))dp radio button and \(Int(item.drawablePadding))dp (\(item.source))") {
                node.width = .matchParent
                node.paddingStart = item.compoundPaddingStart
                node.paddingEnd = item.paddingEnd
                rows.append(node)
            }
        }
        let name = "ListPreference dialog@\((file.display as NSString).lastPathComponent):\(location.line)"
        let rowNodes = rows
        let title = titleNode
        return builder.screen(name: name, location: location) { screenWidth in
            var root = AndroidViewNode(kind: .linear(vertical: true), tag: "AlertDialogLayout")
            switch AndroidCodeDialogs.windowMinWidth(overlay: "alertDialogTheme", context: context, screenWidth: screenWidth) {
            case .undecided(let reason):
                root.width = .matchParent
                root.undecided = reason
            case .decided(let minWidth):
                // The list takes the whole width the window may grow to (`AndroidTextModel.singleChoiceListItem`).
                let window = AndroidTextModel.dialogWindowWidth(screenWidth: screenWidth, minWidth: minWidth)
                root.width = .dp(max(0, window.maximum - 2 * frame.windowInset))
            }
            var list = AndroidViewNode(kind: .linear(vertical: true), tag: "RecycleListView")
            list.width = .matchParent
            list.children = rowNodes
            root.children = [title].compactMap { $0 } + (rowNodes.isEmpty ? [] : [list])
            return root
        }
    }
}
