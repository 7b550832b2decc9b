import Foundation

/// The titles an activity sets in code on the app bar it hands to AppCompat (`setSupportActionBar(toolbar)`):
/// `setTitle(R.string.k)` and `title = getString(R.string.k)` in the activity, or on `supportActionBar`
/// (`supportActionBar?.setTitle(…)`, `supportActionBar?.apply { title = getString(…) }`). AppCompat's
/// `ToolbarActionBar` passes them to the `Toolbar`, which lays its title out in one line, ellipsized at the end,
/// in the width its navigation button and menu leave (`AndroidTextModel.appBarTitle`). Each title is a screen of
/// its own: that `Toolbar` with the navigation button the file shows (`setDisplayHomeAsUpEnabled(true)`, a
/// navigation icon) and the icon action buttons its options menu always shows. What the file does not decide
/// (a text action button, a toolbar the app restyles) is skipped with the reason. The least the bar takes is
/// counted: `ifRoom` items, items the code looks up (it may hide them) and a fragment's items are left out, so a
/// title reported cut is cut on a device.
enum AndroidCodeTitles {
    struct Site: Sendable, Equatable {
        var key: String
        var line: Int
        var column: Int
        var offset: Int
    }

    /// The app bar an activity shows its title in, as one file's code and its options menu decide it.
    struct Bar: Sendable, Equatable {
        var navigation: Bool
        /// The menu files its options menu inflates (`inflate(R.menu.x, menu)`).
        var menus: [String]
        /// The menu item ids the code looks up (`findItem(R.id.x)`): it may hide them.
        var idsNamed: Set<String>
    }

    /// The receivers that are the activity's support action bar.
    static let barReceivers = ["supportActionBar?.", "supportActionBar!!.", "supportActionBar.", "getSupportActionBar().",
                               "requireNotNull(supportActionBar)."]
    /// The calls that set a title from a string resource, written after the receiver (or alone in the activity).
    static let titleCalls = ["setTitle(", "setTitle(getString(", "setTitle(getText(", "title = getString(", "title = getText(",
                             "title=getString(", "title=getText("]
    /// Kotlin scope functions: their block's bare calls go to the receiver written before them.
    static let scopeFunctions = ["apply", "run", "also", "let"]
    /// How far back the enclosing blocks of a bare call are read (bytes), and how many.
    static let blockWindow = 4_000
    static let maximumBlocks = 8

    /// The title sites of one file: none unless it hands a toolbar to AppCompat.
    static func sites(in bytes: [UInt8]) -> [Site] {
        guard ByteSearch.contains(bytes, "setSupportActionBar(") else { return [] }
        let scan = SourceScan(bytes)
        var sites: [Site] = []
        // The bytes the enclosing blocks of bare calls may be read over, for the whole file: linear in its size.
        var budget = 4 * bytes.count + blockWindow
        for offset in scan.occurrences(of: "R.string.") {
            var end = offset + 9
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
            guard end > offset + 9 else { continue }
            // The statement before the reference, on its line.
            var start = offset
            while start > 0, offset - start < 240, ![0x0A, UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[start - 1]) {
                start -= 1
            }
            var before = Substring(String(decoding: bytes[start..<offset], as: UTF8.self))
            // A `when` branch (`BLOCKS -> setTitle(R.string.k)`): the statement is what follows the arrow.
            if let arrow = before.range(of: "->", options: .backwards) { before = before[arrow.upperBound...] }
            // A qualified resource class (`app.core.R.string.k`) is read as `R`.
            if before.hasSuffix(".") {
                while let last = before.last, MenuUses.isIdentifier(last.asciiValue ?? 0x20) || last == "." { before = before.dropLast() }
            }
            let statement = before.trimmingCharacters(in: .whitespaces)
            guard let call = titleCalls.first(where: { statement.hasSuffix($0) }) else { continue }
            let receiver = String(statement.dropLast(call.count))
            let bare = receiver.isEmpty
            guard bare || barReceivers.contains(receiver) else { continue }
            // One argument, the key: the call (and a getter's) closes and the statement ends.
            var after = end
            while after < bytes.count, bytes[after] == 0x20 { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: ")"), AndroidCodeTexts.endsStatement(bytes, after: after + 1) else { continue }
            if bare, !inActivityOrBar(bytes, statementStart: start, budget: &budget) { continue }
            let (line, column) = scan.location(at: offset)
            sites.append(Site(key: String(decoding: bytes[(offset + 9)..<end], as: UTF8.self), line: line, column: column, offset: offset))
        }
        return sites
    }

    /// Whether a bare `setTitle(…)` / `title = …` statement is the activity's or its action bar's: each block
    /// around it (read outwards) is a branch (`if`, `else`, `when`), the action bar's scope function
    /// (`supportActionBar?.apply {`), or the function that holds it. Any other block (a dialog builder's `apply`,
    /// a listener, an object) gives the call another receiver: not a title.
    static func inActivityOrBar(_ bytes: [UInt8], statementStart: Int, budget: inout Int) -> Bool {
        var index = statementStart - 1
        let limit = max(0, statementStart - min(blockWindow, budget))
        budget -= statementStart - limit
        var blocks = 0
        while blocks < maximumBlocks {
            // The `{` that opens the block around `index`.
            var depth = 0
            var open: Int?
            while index >= limit {
                let byte = bytes[index]
                if byte == UInt8(ascii: "}") { depth += 1 } else if byte == UInt8(ascii: "{") {
                    if depth == 0 { open = index; break }
                    depth -= 1
                }
                index -= 1
            }
            guard let open else { return false }
            // Back to the opener's line start, within the budgeted window (a long line is not read again per site).
            var lineStart = open
            while lineStart > limit, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            let opener = String(decoding: bytes[lineStart..<open], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if opener.contains("ctionBar"), scopeFunctions.contains(where: { opener.hasSuffix($0) || opener.hasSuffix("\($0) ") }) { return true }
            if opener.hasPrefix("fun ") || opener.contains(" fun ") || opener.hasPrefix("override fun") { return true }
            // A Java method: `protected void onCreate(Bundle b)`.
            if opener.hasSuffix(")"), opener.contains(" void ") || opener.hasPrefix("void ") { return true }
            let branch = opener.hasPrefix("if ") || opener.hasPrefix("if(") || opener.hasPrefix("} else") || opener.hasPrefix("else")
                || opener.hasPrefix("when") || opener.hasSuffix("->") || opener.hasPrefix("switch") || opener.hasPrefix("case ")
            guard branch else { return false }
            blocks += 1
            index = open - 1
        }
        return false
    }

    /// The app bar one file's activity shows (see `Bar`).
    static func bar(in bytes: [UInt8]) -> Bar {
        let navigation = ByteSearch.contains(bytes, "setDisplayHomeAsUpEnabled(true)") || ByteSearch.contains(bytes, "setNavigationIcon(")
            || ByteSearch.contains(bytes, "navigationIcon =")
        let scan = SourceScan(bytes)
        var menus: [String] = []
        if ByteSearch.contains(bytes, "onCreateOptionsMenu") || ByteSearch.contains(bytes, "onCreateMenu") {
            for offset in scan.occurrences(of: "R.menu.") {
                // `inflate(R.menu.x, menu)`, the resource class maybe qualified (`app.core.R.menu.x`).
                var start = offset
                while start > 0, offset - start < 200, MenuUses.isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
                guard start >= 8, scan.matches("inflate(", at: start - 8) else { continue }
                var end = offset + 7
                while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
                var rest = end
                while rest < bytes.count, bytes[rest] == 0x20 { rest += 1 }
                // The options menu the call is handed (`menu`), not a popup's (`popup.menu`).
                guard scan.matches(",", at: rest) else { continue }
                rest += 1
                while rest < bytes.count, bytes[rest] == 0x20 { rest += 1 }
                guard scan.matches("menu)", at: rest) || scan.matches("menu )", at: rest) else { continue }
                menus.append(String(decoding: bytes[(offset + 7)..<end], as: UTF8.self))
            }
        }
        // The items the code looks up (`menu.findItem(R.id.x)`): it may hide them.
        var lookedUp = Set<String>()
        for offset in scan.occurrences(of: "findItem(") {
            let window = Array(bytes[offset..<min(bytes.count, offset + 120)])
            guard let close = window.firstIndex(of: UInt8(ascii: ")")) else { continue }
            lookedUp.formUnion(AndroidCodeTexts.references("R.id.", in: Array(window[..<close])))
        }
        return Bar(navigation: navigation, menus: menus, idsNamed: lookedUp)
    }

    /// What the app bar's menu takes from the title: the icon action buttons it always shows and the overflow
    /// button when an overflow item always shows, or why the title's width is not decided.
    static func menuWidth(_ bar: Bar, menuFiles: [String: ParsedLayout]) -> (width: Double, reason: String?) {
        var buttons = 0
        var overflow = false
        for name in bar.menus {
            guard let file = menuFiles[name] else { continue }
            var stack = [file.root]
            while let element = stack.popLast() {
                if element.name == "menu" || element.name == "group" { stack.append(contentsOf: element.elements); continue }
                guard element.name == "item" else { continue }
                let attributes = file.attributes(element)
                let id = attributes["android:id"].flatMap { ScreenBuilder.idName($0.value) }
                // An item the code looks up may be shown or hidden at run time: not counted.
                if let id, bar.idsNamed.contains(id) { continue }
                if attributes["android:visible"]?.value == "false" { continue }
                let show = (attributes["app:showAsAction"] ?? attributes["android:showAsAction"])?.value ?? "never"
                let flags = Set(show.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
                let hasIcon = (attributes["android:icon"] ?? attributes["app:icon"]).map { $0.value != "@null" } ?? false
                if flags.contains("always") {
                    if !hasIcon || flags.contains("withText") || attributes["app:actionLayout"] != nil || attributes["app:actionViewClass"] != nil {
                        return (0, "app bar title beside a text or custom action item of menu/\(name) (its width is its own): not laid out")
                    }
                    buttons += 1
                } else if flags.contains("never") {
                    overflow = true
                }
            }
        }
        return (Double(buttons) * AndroidTextModel.appBarActionButtonWidth + (overflow ? AndroidTextModel.appBarOverflowButtonMinimumWidth : 0), nil)
    }

    /// Why the app's toolbars' title is not the library toolbar style's, if they restyle it: the theme's
    /// `toolbarStyle`, or a `Toolbar` in a layout the file names with its own style, title appearance, width
    /// or margins. Also whether such a toolbar sets a navigation icon.
    static func toolbarRestyling(_ bytes: [UInt8], context: ImportContext, screenWidth: Double) -> (reason: String?, navigationIcon: Bool) {
        if context.themeAttribute("toolbarStyle", screenWidth: screenWidth) != nil {
            return ("app bar title in a toolbar the app's theme restyles (toolbarStyle): its text appearance and insets are the app's, not modelled", false)
        }
        var named = Set<String>()
        for name in AndroidCodeTexts.identifiers(endingWith: "Binding", in: bytes) { named.insert(AndroidCodeTexts.snakeCase(String(name.dropLast("Binding".count)))) }
        for name in AndroidCodeTexts.references("R.layout.", in: bytes) { named.insert(name) }
        var navigationIcon = false
        var seen = Set<String>()
        var queue = Array(named.sorted())
        while let name = queue.popLast(), seen.count < 64 {
            guard seen.insert(name).inserted, let layout = context.layouts.layout(name, screenWidth: screenWidth) else { continue }
            var stack: [(XMLElementNode, parent: XMLElementNode?)] = [(layout.root, nil)]
            while let (element, parent) = stack.popLast() {
                stack.append(contentsOf: element.elements.map { ($0, element) })
                let attributes = layout.attributes(element)
                if element.name == "include", let included = attributes["layout"]?.value, included.hasPrefix("@layout/") {
                    queue.append(String(included.dropFirst("@layout/".count)))
                }
                let tag = element.name.split(separator: ".").last ?? ""
                guard tag == "Toolbar" || tag == "MaterialToolbar" else { continue }
                if attributes["app:navigationIcon"] != nil { navigationIcon = true }
                // A CollapsingToolbarLayout draws its toolbar's title itself unless `app:titleEnabled="false"`
                // (Material `CollapsingToolbarLayout`, `CollapsingTextHelper`).
                if let parent, parent.name.hasSuffix("CollapsingToolbarLayout"), layout.attributes(parent)["app:titleEnabled"]?.value != "false" {
                    return ("app bar title drawn by a CollapsingToolbarLayout (\(layout.name).xml; its collapsing title is laid out by the library): not modelled", navigationIcon)
                }
                for attribute in ["style", "app:titleTextAppearance", "app:contentInsetStart", "app:contentInsetStartWithNavigation",
                                  "app:titleMargin", "app:titleMarginStart", "app:titleMarginEnd", "android:layout_margin",
                                  "android:layout_marginStart", "android:layout_marginEnd", "android:paddingStart", "android:paddingEnd",
                                  "android:padding", "app:titleCentered"] where attributes[attribute] != nil {
                    return ("app bar title in a Toolbar (\(layout.name).xml) that sets \(attribute): not modelled", navigationIcon)
                }
                if let width = attributes["android:layout_width"]?.value, width != "match_parent", width != "fill_parent" {
                    return ("app bar title in a Toolbar (\(layout.name).xml) that is not as wide as the window: not modelled", navigationIcon)
                }
            }
        }
        return (nil, navigationIcon)
    }

    /// The title screens of the app's code.
    static func screens(context: ImportContext, resourceFolders: [String], displayPath: (String) -> String) -> [LayoutScreen] {
        var screens: [LayoutScreen] = []
        var menuFiles: [String: ParsedLayout]?
        var built = Set<String>()
        let firstWidth = context.settings.screenWidths.first ?? 360
        AndroidSourceFiles.forEachCode(under: context.sourceRoot) { path, bytes in
            let found = Self.sites(in: bytes)
            guard !found.isEmpty else { return }
            if menuFiles == nil { menuFiles = Self.readMenus(resourceFolders, displayPath: displayPath) }
            let display = displayPath(path)
            let debugOnly = ByteSearch.contains(bytes, "BuildConfig.DEBUG") ? AndroidDebugOnlyCode.lineRanges(in: String(decoding: bytes, as: UTF8.self)) : []
            var appBar = Self.bar(in: bytes)
            let restyling = Self.toolbarRestyling(bytes, context: context, screenWidth: firstWidth)
            if restyling.navigationIcon { appBar.navigation = true }
            let menu = Self.menuWidth(appBar, menuFiles: menuFiles ?? [:])
            let facts = AndroidTextModel.appBarTitle(material3: context.material3, materialComponents: context.materialTheme)
            let start = appBar.navigation ? max(facts.insetStartWithNavigation, AndroidTextModel.appBarNavigationButtonWidth) : facts.insetStart
            for site in found {
                guard built.insert("\(site.key)|\(start)|\(menu.width)|\(menu.reason ?? "")|\(restyling.reason ?? "")").inserted else { continue }
                var reason: String?
                if debugOnly.contains(where: { $0.contains(site.line) }) { reason = AndroidDebugOnlyCode.reason }
                else if context.materialExpressive {
                    reason = "app bar title in a Material 3 Expressive theme (Widget.Material3Expressive.Toolbar): not in the defaults table"
                } else {
                    reason = restyling.reason ?? menu.reason
                }
                let part = AndroidCodeDialogs.Part(role: "app bar title", key: site.key, reason: reason, line: site.line, column: site.column)
                var builder = CodeScreenBuilder(context: context, file: display)
                let used = start + menu.width + AndroidTextModel.appBarTitleMargins
                let note = "app bar title: \(facts.appearance), one line ellipsized; \(appBar.navigation ? "navigation button, " : "")"
                    + "\(Int(menu.width))dp of action buttons the menu always shows (ifRoom items and a fragment's not counted): \(Int(used))dp of the width taken (\(facts.source))"
                let node = builder.textNode(part, look: builder.look(facts.appearance), maxLines: 1, note: note)
                if let size = facts.sizeInDp, let index = builder.elements.indices.last, node != nil {
                    // AppCompat's title size is in dp: it does not follow the font scale.
                    builder.elements[index].size = size
                    builder.elements[index].followsFontScale = false
                }
                let location = SourceLocation(file: display, line: site.line, column: site.column)
                let name = "app bar title@\((display as NSString).lastPathComponent):\(site.line)"
                screens.append(builder.screen(name: name, location: location) { width in
                    var root = AndroidViewNode(kind: .linear(vertical: false), tag: "Toolbar")
                    root.width = .dp(width)
                    root.paddingStart = start + AndroidTextModel.appBarTitleMargins / 2
                    root.paddingEnd = menu.width + AndroidTextModel.appBarTitleMargins / 2
                    if let node { root.children = [node] }
                    return root
                })
            }
        }
        return screens
    }

    /// The app's menu files by name (the first of a name in the resource folders' `menu/`).
    static func readMenus(_ folders: [String], displayPath: (String) -> String) -> [String: ParsedLayout] {
        var files: [String: ParsedLayout] = [:]
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent("menu")
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() where file.hasSuffix(".xml") {
                let name = (file as NSString).deletingPathExtension
                guard files[name] == nil, let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(file)),
                      case .success(let parsed) = ParsedLayout.parse(bytes: [UInt8](data), display: displayPath(path + "/" + file), folder: "menu")
                else { continue }
                files[name] = parsed
            }
        }
        return files
    }
}
