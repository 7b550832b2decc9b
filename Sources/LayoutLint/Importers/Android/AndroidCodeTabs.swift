import Foundation

/// The tab titles the code gives a Material `TabLayout` through a `TabLayoutMediator`
/// (`TabLayoutMediator(binding.tabs, pager) { tab, position -> tab.text = … }.attach()`), followed as the
/// compiler does from the tab to the string resource: a `when (position)` whose branches are the tabs, a list
/// the file declares indexed by the position (`names[position]`, `listOf(getString(R.string.a), …)`), or a
/// function of the file (or of a class it declares) called with the position that returns one of those. Each
/// mediator is a screen of its own: that `TabLayout` (found by its id in the layouts the file names) with one
/// tab per title, laid out as Material's `TabLayout.TabView` lays out a text tab (`AndroidTextModel.tabs`).
/// What the sources do not decide (a tab with an icon or a custom view, a TabLayout the app restyles or that
/// is not as wide as the window, a title computed at run time) is skipped with the reason.
enum AndroidCodeTabs {
    /// One tab's title: its key, or nil when the branch computes it (the tab still takes its share of the row).
    struct Tab: Sendable, Equatable {
        var key: String?
        var line: Int
        var column: Int
    }

    struct Site: Sendable, Equatable {
        /// The last name of the mediator's first argument (`binding.tabLayout` → `tabLayout`).
        var tabLayout: String
        var line: Int
        var column: Int
        var tabs: [Tab]
        /// Why the tabs are not laid out, when the code decides it (an icon, a custom view).
        var reason: String?
    }

    /// How far the scanner reads a mediator's arguments and lambda, a declaration's initializer or body (bytes).
    static let window = 3_000
    /// How many functions are followed from the lambda to the titles.
    static let maximumDepth = 3
    /// How many mediators of one file are read (each may search the file once for a declaration).
    static let maximumSites = 64

    static let computedReason = "tab title set from a value the code computes: not followed"
    static let iconReason = "tab title beside an icon or in a custom view the code sets on the tab (`tab.icon`, `setCustomView`): not modelled"

    // MARK: Reading the code

    /// The mediator sites of one file.
    static func sites(in bytes: [UInt8]) -> [Site] {
        guard ByteSearch.contains(bytes, "TabLayoutMediator(") else { return [] }
        let scan = SourceScan(bytes)
        let utf8 = bytes
        var sites: [Site] = []
        for offset in scan.occurrences(of: "TabLayoutMediator(", limit: maximumSites) {
            // A type annotation or an import names the class without calling it.
            let open = offset + "TabLayoutMediator".utf8.count
            guard let close = matching(utf8, open: open) else { continue }
            let arguments = topLevelParts(slice(utf8, open + 1, close), separator: ",")
            guard arguments.count >= 2 else { continue }
            let tabLayout = lastName(arguments[0])
            guard !tabLayout.isEmpty else { continue }
            // The lambda: Kotlin's trailing `{ tab, position -> … }`, or the last argument
            // (`{ … }` or Java's `(tab, position) -> …`).
            var lambda: (parameters: [String], body: Int, end: Int)?
            var after = close + 1
            while after < utf8.count, utf8[after] == 0x20 || utf8[after] == 0x0A || utf8[after] == 0x0D || utf8[after] == 0x09 { after += 1 }
            if after < utf8.count, utf8[after] == UInt8(ascii: "{"), let end = matching(utf8, open: after) {
                lambda = kotlinLambda(utf8, open: after, close: end)
            } else if let last = arguments.last {
                let lastStart = close - last.utf8.count
                if let arrow = last.range(of: "->") {
                    let parameters = last[..<arrow.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "() \n\t{"))
                    lambda = (parameterNames(parameters), lastStart + last[..<arrow.upperBound].utf8.count, close)
                }
            }
            guard let lambda, lambda.parameters.count >= 2 else { continue }
            let tab = lambda.parameters[0], position = lambda.parameters[1]
            let body = slice(utf8, lambda.body, lambda.end)
            let (line, column) = scan.location(at: offset)
            var site = Site(tabLayout: tabLayout, line: line, column: column, tabs: [], reason: nil)
            if body.contains("\(tab).icon") || body.contains("\(tab).setIcon(") || body.contains("\(tab).customView") || body.contains("\(tab).setCustomView(") {
                site.reason = iconReason
            }
            // `tab.text = EXPRESSION` or `tab.setText(EXPRESSION)`.
            var expression: (String, Int)?
            if let range = firstAssignment(of: "\(tab).text", in: body) {
                let start = lambda.body + body[..<range.upperBound].utf8.count
                expression = (statement(utf8, from: start, limit: lambda.end), start)
            } else if let range = body.range(of: "\(tab).setText(") {
                let start = lambda.body + body[..<range.upperBound].utf8.count
                if let end = matching(utf8, open: start - 1) { expression = (slice(utf8, start, end), start) }
            }
            guard let (value, start) = expression else { continue }
            site.tabs = titles(value.trimmingCharacters(in: .whitespacesAndNewlines), at: start, position: position, utf8: utf8, scan: scan, depth: 0) ?? []
            if !site.tabs.isEmpty { sites.append(site) }
        }
        return sites
    }

    /// The tabs an expression of the position gives, or nil when it is not one the scanner follows.
    static func titles(_ expression: String, at start: Int, position: String, utf8: [UInt8], scan: SourceScan, depth: Int) -> [Tab]? {
        var expression = unwrapped(expression)
        if expression.hasPrefix("return ") { expression = String(expression.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
        // `when (position) { 0 -> …; else -> throw … }`: one tab per branch that shows a title.
        if expression.hasPrefix("when") {
            guard let subject = expression.range(of: "("), let subjectEnd = expression.range(of: ")"),
                  expression[subject.upperBound..<subjectEnd.lowerBound].trimmingCharacters(in: .whitespaces) == position,
                  let braceOffset = whenBrace(utf8, from: start), let end = matching(utf8, open: braceOffset) else { return nil }
            var tabs: [Tab] = []
            for branch in topLevelSplit(slice(utf8, braceOffset + 1, end), separator: "\n", offset: braceOffset + 1) {
                guard let arrow = branch.text.range(of: "->") else { continue }
                let value = branch.text[arrow.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
                // A branch that fails is no tab (`else -> throw …`, `error(…)`).
                if value.hasPrefix("throw ") || value.hasPrefix("error(") || value.hasPrefix("TODO(") { continue }
                let valueOffset = branch.offset + branch.text[..<arrow.upperBound].utf8.count
                tabs.append(tab(value, near: valueOffset, utf8: utf8, scan: scan))
            }
            return tabs.isEmpty ? nil : tabs
        }
        // `names[position]`, `names.get(position)`, `names.getOrNull(position)`: a list the file declares.
        for (open, close) in [("[", "]"), (".get(", ")"), (".getOrNull(", ")")] {
            guard expression.hasSuffix(open + position + close) else { continue }
            let name = String(expression.dropLast((open + position + close).count))
            guard isIdentifier(name) else { return nil }
            return listTitles(name, utf8: utf8, scan: scan)
        }
        // A function of the file called with the position (`title(position)`, `adapter.getPageTitle(position)`).
        guard depth < maximumDepth, expression.hasSuffix("(" + position + ")") else { return nil }
        let callee = lastName(String(expression.dropLast(position.count + 2)))
        guard !callee.isEmpty else { return nil }
        return functionTitles(callee, utf8: utf8, scan: scan, depth: depth + 1)
    }

    /// The titles of a list the file declares (`val names = listOf(getString(R.string.a), …)`), in order.
    static func listTitles(_ name: String, utf8: [UInt8], scan: SourceScan) -> [Tab]? {
        var found: [Tab]?
        for declaration in ["val \(name)", "var \(name)"] {
            // Two declarations of one name (in two scopes) are not told apart: two are enough to tell.
            for offset in scan.occurrences(of: declaration, limit: 2) {
                // `val names =` or `val names: List<String> =`.
                var from = offset + declaration.utf8.count
                guard from < utf8.count, utf8[from] == 0x20 || utf8[from] == UInt8(ascii: ":") else { continue }
                while from < min(utf8.count, offset + 80), utf8[from] != UInt8(ascii: "=") { from += 1 }
                guard from < utf8.count, utf8[from] == UInt8(ascii: "=") else { continue }
                from += 1
                let head = slice(utf8, from, min(utf8.count, from + 200))
                guard let list = ["listOf(", "arrayOf(", "mutableListOf(", "arrayListOf("].compactMap({ head.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
                else { continue }
                // Only the builder (`useMemo {`, `lazy {`) may stand between the `=` and the list.
                let between = head[..<list.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
                guard between.isEmpty || between.hasSuffix("{") && !between.contains("(") || between == "lazy {" else { continue }
                let open = from + head[..<list.upperBound].utf8.count - 1
                guard let close = matching(utf8, open: open) else { continue }
                let elements = topLevelSplit(slice(utf8, open + 1, close), separator: ",", offset: open + 1)
                let tabs = elements.filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
                    .map { tab($0.text.trimmingCharacters(in: .whitespacesAndNewlines), near: $0.offset, utf8: utf8, scan: scan) }
                // Two declarations of one name (in two scopes) are not told apart.
                if found != nil { return nil }
                found = tabs
            }
        }
        return found?.isEmpty == false ? found : nil
    }

    /// The titles a function of the file returns for the position: its one declaration, whose parameter
    /// is the position and whose body is an expression the scanner follows.
    static func functionTitles(_ name: String, utf8: [UInt8], scan: SourceScan, depth: Int) -> [Tab]? {
        let declarations = scan.occurrences(of: "fun \(name)(", limit: 2)
        guard declarations.count == 1, let offset = declarations.first else { return nil }
        let open = offset + "fun \(name)".utf8.count
        guard let close = matching(utf8, open: open) else { return nil }
        let parameters = parameterNames(slice(utf8, open + 1, close))
        guard parameters.count == 1, let position = parameters.first else { return nil }
        // `): CharSequence = EXPRESSION` or `): Int { return EXPRESSION }`.
        var index = close + 1
        while index < utf8.count, index < close + 200, utf8[index] != UInt8(ascii: "=") && utf8[index] != UInt8(ascii: "{") { index += 1 }
        guard index < utf8.count, index < close + 200 else { return nil }
        if utf8[index] == UInt8(ascii: "=") {
            let start = index + 1
            return titles(statement(utf8, from: start, limit: min(utf8.count, start + window)), at: start, position: position,
                          utf8: utf8, scan: scan, depth: depth)
        }
        guard let end = matching(utf8, open: index) else { return nil }
        let body = slice(utf8, index + 1, end).trimmingCharacters(in: .whitespacesAndNewlines)
        // One statement: the return.
        guard body.hasPrefix("return "), let returnRange = slice(utf8, index + 1, end).range(of: "return ") else { return nil }
        let start = index + 1 + slice(utf8, index + 1, end)[..<returnRange.upperBound].utf8.count
        let value = statement(utf8, from: start, limit: end)
        guard slice(utf8, start, end).trimmingCharacters(in: .whitespacesAndNewlines) == value.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        return titles(value, at: start, position: position, utf8: utf8, scan: scan, depth: depth)
    }

    /// A branch's or a list element's title: its key when it is one string resource (`R.string.k`,
    /// `getString(R.string.k)`, the resource class maybe qualified), else a computed title.
    static func tab(_ value: String, near offset: Int, utf8: [UInt8], scan: SourceScan) -> Tab {
        var value = value
        if value.hasSuffix(",") { value.removeLast() }
        let normalized = qualifiedResourceClass.stringByReplacingMatches(in: value, range: NSRange(value.startIndex..., in: value),
                                                                        withTemplate: "R.string.")
        let keyRange = normalized.range(of: "R.string.")
        var key: String?
        // One string resource: a format with its arguments (`getString(R.string.k, n)`) is a text built at run time.
        if AndroidValueAliases.isValue(Substring(normalized)), !normalized.contains(","), let keyRange {
            key = String(normalized[keyRange.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        }
        // The location of the key (or of the value) in the file.
        var at = offset
        while at < utf8.count, utf8[at] == 0x20 || utf8[at] == 0x0A || utf8[at] == 0x0D || utf8[at] == 0x09 { at += 1 }
        if key != nil, at < utf8.count, let found = scan.occurrences(of: "R.string.", in: at..<min(utf8.count, at + value.utf8.count + 1), limit: 1).first { at = found }
        let (line, column) = scan.location(at: min(at, max(0, utf8.count - 1)))
        return Tab(key: key, line: line, column: column)
    }

    /// `app.core.R.string.` (a module's resource class, written qualified) read as `R.string.`.
    static let qualifiedResourceClass = try! NSRegularExpression(pattern: "(?:[A-Za-z_][A-Za-z0-9_]*\\.)+R\\.string\\.")

    // MARK: Pager adapters titled from pairs (`setupWithViewPager`)

    /// The app's functions that give a pager adapter its titles from pairs of a string resource and a page
    /// (`fun setTabs(vararg titlesToFragments: Pair<Int, Fragment>)` whose body maps `getString(it.first)` into
    /// the list its class's `getPageTitle(position)` returns `[position]` of): name → whether the body capitalizes
    /// the titles (`.uppercase(…)`). A name the app declares twice differently is left out.
    static func pairTitleSetters(sourceRoot: String?) -> [String: Bool] {
        var setters: [String: Bool] = [:]
        var conflicting = Set<String>()
        AndroidSourceFiles.forEachCode(under: sourceRoot) { _, bytes in
            guard ByteSearch.contains(bytes, "getPageTitle("), ByteSearch.contains(bytes, "vararg ") else { return }
            let scan = SourceScan(bytes)
            // `override fun getPageTitle(position: Int): CharSequence = titles[position]` (or `{ return titles[position] }`).
            var list: String?
            for offset in scan.occurrences(of: "fun getPageTitle(", limit: 2) {
                let open = offset + "fun getPageTitle".utf8.count
                guard let close = matching(bytes, open: open), let position = parameterNames(slice(bytes, open + 1, close)).first else { continue }
                let rest = slice(bytes, close + 1, min(bytes.count, close + 200))
                guard let index = rest.range(of: "[\(position)]") else { continue }
                let before = rest[..<index.lowerBound]
                guard let marker = before.range(of: "return ", options: .backwards) ?? before.range(of: "=", options: .backwards) else { continue }
                let name = before[marker.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
                if isIdentifier(name) { list = name }
            }
            guard let list else { return }
            for offset in scan.occurrences(of: "fun ") {
                var nameEnd = offset + 4
                while nameEnd < bytes.count, MenuUses.isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
                guard nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "("), let close = matching(bytes, open: nameEnd) else { continue }
                let name = slice(bytes, offset + 4, nameEnd)
                let parameters = slice(bytes, nameEnd + 1, close).trimmingCharacters(in: .whitespacesAndNewlines)
                guard parameters.hasPrefix("vararg "), parameters.contains(": Pair<Int,"), let pairs = parameterNames(parameters).first else { continue }
                var brace = close + 1
                while brace < min(bytes.count, close + 40), bytes[brace] != UInt8(ascii: "{") { brace += 1 }
                guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{"), let end = matching(bytes, open: brace) else { continue }
                let body = slice(bytes, brace + 1, end)
                // The list `getPageTitle` reads is the pairs' firsts, read as string resources.
                guard body.contains("\(list) = \(pairs).map"), body.contains("getString(it.first)") else { continue }
                let capitalized = body.contains(".uppercase(") || body.contains(".toUpperCase(")
                if let known = setters[name], known != capitalized { conflicting.insert(name) }
                setters[name] = capitalized
            }
        }
        for name in conflicting { setters[name] = nil }
        return setters
    }

    /// The sites of one file that hand a TabLayout a pager (`tabLayout.setupWithViewPager(pager)`) whose adapter
    /// the file titles through one of `setters` (`adapter.setTabs(R.string.a to first, R.string.b to second)`).
    static func pagerSites(in bytes: [UInt8], setters: [String: Bool]) -> [(site: Site, capitalized: Bool)] {
        guard !setters.isEmpty, ByteSearch.contains(bytes, ".setupWithViewPager(") else { return [] }
        let scan = SourceScan(bytes)
        var layouts = Set<String>()
        for offset in scan.occurrences(of: ".setupWithViewPager(", limit: maximumSites) {
            var start = offset
            while start > 0, offset - start < 120, MenuUses.isIdentifier(bytes[start - 1]) || "!?.".utf8.contains(bytes[start - 1]) { start -= 1 }
            let name = lastName(slice(bytes, start, offset))
            if !name.isEmpty { layouts.insert(name) }
        }
        guard !layouts.isEmpty else { return [] }
        var sites: [(site: Site, capitalized: Bool)] = []
        for (name, capitalized) in setters.sorted(by: { $0.key < $1.key }) {
            for offset in scan.occurrences(of: ".\(name)(", limit: maximumSites) {
                let open = offset + name.utf8.count + 1
                guard let close = matching(bytes, open: open) else { continue }
                let arguments = topLevelSplit(slice(bytes, open + 1, close), separator: ",", offset: open + 1)
                    .filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
                guard !arguments.isEmpty else { continue }
                let tabs: [Tab] = arguments.map { argument in
                    var text = argument.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    // `R.string.k to page` or `Pair(R.string.k, page)`: the first.
                    if let to = text.range(of: " to ") { text = String(text[..<to.lowerBound]) }
                    else if text.hasPrefix("Pair("), let comma = text.firstIndex(of: ",") { text = String(text[text.index(text.startIndex, offsetBy: 5)..<comma]) }
                    else { text = "" }
                    return tab(text, near: argument.offset, utf8: bytes, scan: scan)
                }
                let (line, column) = scan.location(at: offset + 1)
                // One TabLayout in the file is the one its pager's adapter titles.
                let site = Site(tabLayout: layouts.count == 1 ? layouts.first! : "", line: line, column: column, tabs: tabs,
                                reason: layouts.count == 1 ? nil : "tab title of a pager adapter the file hands to more than one TabLayout: which one shows it is not decided")
                sites.append((site: site, capitalized: capitalized))
            }
        }
        return sites
    }

    // MARK: The TabLayout and its screen

    /// How the TabLayout a mediator names is laid out, read from the layouts its file names.
    struct Bar: Sendable, Equatable {
        var scrollable: Bool
        var file: String
        /// `app:tabMaxWidth="0dp"`: `TabLayout.onMeasure` takes the TabLayout's width less
        /// `TAB_MIN_WIDTH_MARGIN` (`AndroidTextModel.Tabs.minWidthMargin`) instead of `design_tab_max_width`.
        var maxWidthFromWindow = false
    }

    /// The attributes of a TabLayout (or of a view around it) that change what its tabs are given: not modelled.
    static let restylingAttributes = ["style", "app:tabTextAppearance", "app:tabPadding", "app:tabPaddingStart", "app:tabPaddingEnd",
                                      "app:tabMinWidth", "app:tabContentStart", "android:padding", "android:paddingStart",
                                      "android:paddingEnd", "android:paddingLeft", "android:paddingRight", "android:paddingHorizontal",
                                      "android:layout_margin", "android:layout_marginStart", "android:layout_marginEnd",
                                      "android:layout_marginLeft", "android:layout_marginRight", "android:layout_marginHorizontal"]

    /// The TabLayout with id `name` (or its snake-case form) in the layouts the file names (its binding classes,
    /// `R.layout.` references and their includes), or why its tabs are not laid out.
    static func bar(named name: String, in bytes: [UInt8], context: ImportContext, screenWidth: Double) -> Result<Bar, SkipReason> {
        var named = Set<String>()
        for binding in AndroidCodeTexts.identifiers(endingWith: "Binding", in: bytes) { named.insert(AndroidCodeTexts.snakeCase(String(binding.dropLast("Binding".count)))) }
        for layout in AndroidCodeTexts.references("R.layout.", in: bytes) { named.insert(layout) }
        let ids: Set<String> = [name, AndroidCodeTexts.snakeCase(name)]
        var seen = Set<String>()
        var queue = Array(named.sorted())
        while let layoutName = queue.popLast(), seen.count < 64 {
            guard seen.insert(layoutName).inserted, let layout = context.layouts.layout(layoutName, screenWidth: screenWidth) else { continue }
            // Each element with the views around it.
            var stack: [(XMLElementNode, [XMLElementNode])] = [(layout.root, [])]
            while let (element, ancestors) = stack.popLast() {
                stack.append(contentsOf: element.elements.map { ($0, ancestors + [element]) })
                let attributes = layout.attributes(element)
                if element.name == "include", let included = attributes["layout"]?.value, included.hasPrefix("@layout/") {
                    queue.append(String(included.dropFirst("@layout/".count)))
                }
                // View binding names the view after its id in camel case (`about_tabLayout` → `aboutTabLayout`).
                guard element.name.hasSuffix("TabLayout"), let id = attributes["android:id"].flatMap({ ScreenBuilder.idName($0.value) }),
                      ids.contains(id) || AndroidCodeTexts.camelCase(id) == name else { continue }
                guard element.name == "com.google.android.material.tabs.TabLayout" || element.name == "TabLayout" else {
                    return .failure(SkipReason("tab title in <\(element.name)> (\(layout.name).xml), a TabLayout class of the app's or another library's: not modelled"))
                }
                for view in ancestors + [element] {
                    let viewAttributes = layout.attributes(view)
                    if let attribute = restylingAttributes.first(where: { viewAttributes[$0] != nil }) {
                        return .failure(SkipReason("tab title in a TabLayout (\(layout.name).xml) where \(view.name) sets \(attribute): not modelled"))
                    }
                    // A view around it narrower than the window (a layout's root is as wide as its window).
                    if view.name != "include", view.name != "merge", let width = viewAttributes["android:layout_width"]?.value,
                       width != "match_parent", width != "fill_parent" {
                        return .failure(SkipReason("tab title in a TabLayout (\(layout.name).xml) that is not as wide as the window: not modelled"))
                    }
                }
                let mode = attributes["app:tabMode"]?.value ?? "fixed"
                let gravity = attributes["app:tabGravity"]?.value ?? "fill"
                if mode == "fixed", gravity != "fill" {
                    return .failure(SkipReason("tab title in a fixed TabLayout with tabGravity \(gravity) (\(layout.name).xml; its tabs take the widest tab's width when they fit): not modelled"))
                }
                guard ["fixed", "scrollable", "auto"].contains(mode) else {
                    return .failure(SkipReason("tab title in a TabLayout whose tabMode \(mode) (\(layout.name).xml) is not read"))
                }
                var maxWidthFromWindow = false
                if let maxWidth = attributes["app:tabMaxWidth"]?.value {
                    guard maxWidth == "0dp" || maxWidth == "0dip" else {
                        return .failure(SkipReason("tab title in a TabLayout (\(layout.name).xml) that sets app:tabMaxWidth \(maxWidth): not modelled"))
                    }
                    maxWidthFromWindow = true
                }
                return .success(Bar(scrollable: mode != "fixed", file: layout.name, maxWidthFromWindow: maxWidthFromWindow))
            }
        }
        return .failure(SkipReason("tab title of a TabLayout (`\(name)`) not found in the layouts the code's file names: not laid out"))
    }

    /// The TabLayout style the app's themes give: `Theme.MaterialComponents.*` and `Theme.Material3.*` set
    /// `tabStyle` (`Widget.MaterialComponents.TabLayout`, `Widget.Material3.TabLayout`); AppCompat's themes and
    /// Material's `.Bridge` themes set none (Material `theme/res/values/themes_base_bridge.xml` sets only the
    /// new colors, type and a few widget styles), so a TabLayout takes `TabLayout.DEF_STYLE_RES`,
    /// `Widget.Design.TabLayout`. Nil when the app's themes extend library themes of two kinds, or one not in the table.
    static func libraryTabStyle(context: ImportContext, screenWidth: Double) -> AndroidTextModel.TabStyle? {
        var styles = Set<AndroidTextModel.TabStyle>()
        // Every style of the app's that extends a library theme (`DarkAppTheme` → `Theme.MaterialComponents.NoActionBar.Bridge`).
        for name in context.resources.styles.keys.sorted() {
            guard let external = context.resources.styleChain(name, screenWidth: screenWidth).external, external.hasPrefix("Theme."),
                  !external.hasPrefix("Theme.SplashScreen") else { continue }
            if external.contains(".Bridge") || external.hasPrefix("Theme.AppCompat") { styles.insert(.design) }
            else if external.hasPrefix("Theme.Material3") { styles.insert(.material3) }
            else if external.hasPrefix("Theme.MaterialComponents") { styles.insert(.materialComponents) }
            else { return nil }
        }
        return styles.count == 1 ? styles.first : nil
    }

    /// The attributes of a TabLayout style that change what its tabs are given (the others: colors, indicator,
    /// background, ripple).
    static let layoutStyleAttributes = ["tabTextAppearance", "tabPadding", "tabPaddingStart", "tabPaddingEnd", "tabPaddingTop",
                                        "tabPaddingBottom", "tabMaxWidth", "tabMinWidth", "tabMode", "tabGravity", "tabContentStart",
                                        "tabInlineLabel", "padding", "paddingStart", "paddingEnd", "paddingLeft", "paddingRight",
                                        "textAppearance", "textSize", "textAllCaps"]

    /// The TabLayout style an app theme's `tabStyle` gives, where it names one: the library style its styles extend
    /// (`Widget.Material3.TabLayout`, `Widget.MaterialComponents.TabLayout`, `Widget.Design.TabLayout`) when they
    /// set none of `layoutStyleAttributes` (`Pachli.Widget.Material3.TabLayout.Black` only paints the background);
    /// `.failure` with why not otherwise. Nil: the theme names no `tabStyle`.
    static func themeTabStyle(context: ImportContext, screenWidth: Double) -> Result<AndroidTextModel.TabStyle, SkipReason>? {
        guard let reference = context.themeAttribute("tabStyle", screenWidth: screenWidth) else { return nil }
        let (chain, external, _) = context.resources.styleChain(reference, screenWidth: screenWidth)
        if let style = chain.first(where: { $0.firstItem(of: layoutStyleAttributes) != nil }), let attribute = style.firstItem(of: layoutStyleAttributes) {
            return .failure(SkipReason("tab title in a TabLayout the app's theme restyles (tabStyle \(style.name) sets \(attribute)): not modelled"))
        }
        let families: [(String, AndroidTextModel.TabStyle)] = [("Widget.Material3.TabLayout", .material3),
                                                              ("Widget.MaterialComponents.TabLayout", .materialComponents),
                                                              ("Widget.Design.TabLayout", .design)]
        guard let external, let family = families.first(where: { external == $0.0 || external.hasPrefix($0.0 + ".") }) else {
            return .failure(SkipReason("tab title in a TabLayout whose theme style (tabStyle) extends \(external ?? "no library style") (not in the defaults table): not modelled"))
        }
        return .success(family.1)
    }

    struct SkipReason: Error, Equatable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// The tab screens of the app's code.
    static func screens(context: ImportContext, displayPath: (String) -> String) -> [LayoutScreen] {
        var screens: [LayoutScreen] = []
        let firstWidth = context.settings.screenWidths.first ?? 360
        // The theme's own `tabStyle` where it names one, else what its library theme gives.
        var style = Self.libraryTabStyle(context: context, screenWidth: firstWidth)
        var styleReason: String?
        switch Self.themeTabStyle(context: context, screenWidth: firstWidth) {
        case .success(let themed)?: style = themed
        case .failure(let skip)?: styleReason = skip.text
        case nil: break
        }
        let facts = AndroidTextModel.tabs(style ?? .design)
        var setters: [String: Bool]?
        AndroidSourceFiles.forEachCode(under: context.sourceRoot) { path, bytes in
            var found = Self.sites(in: bytes).map { (site: $0, capitalized: false) }
            if ByteSearch.contains(bytes, ".setupWithViewPager(") {
                if setters == nil { setters = Self.pairTitleSetters(sourceRoot: context.sourceRoot) }
                found += Self.pagerSites(in: bytes, setters: setters ?? [:])
            }
            guard !found.isEmpty else { return }
            let display = displayPath(path)
            let debugOnly = ByteSearch.contains(bytes, "BuildConfig.DEBUG") ? AndroidDebugOnlyCode.lineRanges(in: String(decoding: bytes, as: UTF8.self)) : []
            for (site, capitalized) in found {
                var reason = site.reason ?? styleReason
                if style == nil {
                    reason = reason ?? "tab title in an app whose themes extend both Material and AppCompat (or Bridge) library themes: its TabLayout style (tabStyle) is not decided"
                }
                var tabLayout: Bar?
                if debugOnly.contains(where: { $0.contains(site.line) }) { reason = reason ?? AndroidDebugOnlyCode.reason }
                if context.materialExpressive { reason = reason ?? "tab title in a Material 3 Expressive theme: not in the defaults table" }
                if reason == nil {
                    switch Self.bar(named: site.tabLayout, in: bytes, context: context, screenWidth: firstWidth) {
                    case .success(let found): tabLayout = found
                    case .failure(let skip): reason = skip.text
                    }
                }
                var builder = CodeScreenBuilder(context: context, file: display)
                let look = builder.look(facts.appearance)
                var nodes: [AndroidViewNode?] = []
                for (index, tab) in site.tabs.enumerated() {
                    let part = AndroidCodeDialogs.Part(role: "tab title", key: tab.key, reason: reason ?? (tab.key == nil ? computedReason : nil),
                                                       line: tab.line, column: tab.column)
                    let mode = tabLayout?.scrollable == true ? "scrollable: as wide as its text, \(Int(facts.scrollableMinWidth))–\(Int(facts.maxWidth))dp"
                        : "fixed: 1/\(site.tabs.count) of the TabLayout's width, at most \(Int(facts.maxWidth))dp"
                    let note = "tab \(index + 1) of \(site.tabs.count) (TabLayout @id/\(site.tabLayout) in \(tabLayout?.file ?? "?").xml, \(mode)); "
                        + "paddings \(Int(facts.paddingStart))dp + \(Int(facts.paddingEnd))dp; a title that does not fit one line shows at "
                        + "\(Int(facts.multiLineSize))sp in at most \(facts.maxLines) lines, ellipsized (\(facts.source))"
                    let node = builder.textNode(part, look: look, maxLines: facts.maxLines, note: note)
                    if node != nil, let last = builder.elements.indices.last {
                        builder.elements[last].size = facts.multiLineSize
                        // The adapter's own `.uppercase(…)` of the title.
                        if capitalized { builder.elements[last].textTransform = .uppercase }
                    }
                    nodes.append(node)
                }
                guard let bar = tabLayout else {
                    // Every tab was skipped: the screen keeps the reasons.
                    let location = SourceLocation(file: display, line: site.line, column: site.column)
                    screens.append(builder.screen(name: "tabs@\((display as NSString).lastPathComponent):\(site.line)", location: location) { _ in
                        AndroidViewNode(kind: .linear(vertical: false), tag: "TabLayout")
                    })
                    continue
                }
                let location = SourceLocation(file: display, line: site.line, column: site.column)
                let count = Double(site.tabs.count)
                screens.append(builder.screen(name: "tabs@\((display as NSString).lastPathComponent):\(site.line)", location: location) { width in
                    let maxWidth = bar.maxWidthFromWindow ? width - facts.minWidthMargin : facts.maxWidth
                    var root = AndroidViewNode(kind: bar.scrollable ? .horizontalScroll : .linear(vertical: false), tag: "TabLayout")
                    root.width = .dp(width)
                    root.children = nodes.map { node in
                        var tab = AndroidViewNode(kind: .linear(vertical: true), tag: "TabView")
                        if bar.scrollable {
                            tab.minWidth = facts.scrollableMinWidth
                            tab.maxWidth = maxWidth
                        } else {
                            tab.width = .dp(min(width / count, maxWidth))
                        }
                        tab.paddingStart = facts.paddingStart
                        tab.paddingEnd = facts.paddingEnd
                        if let node { tab.children = [node] }
                        return tab
                    }
                    return root
                })
            }
        }
        return screens
    }

    // MARK: Small readers (each bounded by `window`)

    static func slice(_ utf8: [UInt8], _ from: Int, _ to: Int) -> String {
        guard from < to, from >= 0, to <= utf8.count else { return "" }
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }

    /// The offset of the bracket that closes the one at `open` within the window (`Lexed.matching`).
    static func matching(_ utf8: [UInt8], open: Int) -> Int? {
        Lexed.matching(utf8, open: open, window: window)
    }

    /// The parts of `text` between top-level separators (outside brackets and strings), with their offsets
    /// from `offset`.
    static func topLevelSplit(_ text: String, separator: Character, offset: Int = 0) -> [(text: String, offset: Int)] {
        var parts: [(String, Int)] = []
        var depth = 0
        var inString = false
        var current = ""
        var start = offset
        var position = offset
        var previous: Character = " "
        for character in text {
            let width = String(character).utf8.count
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            }
            if character == separator && depth == 0 && !inString {
                parts.append((current, start))
                current = ""
                start = position + width
            } else {
                current.append(character)
            }
            previous = character
            position += width
        }
        if !current.isEmpty { parts.append((current, start)) }
        return parts
    }

    static func topLevelParts(_ text: String, separator: Character) -> [String] {
        topLevelSplit(text, separator: separator, offset: 0).map(\.text)
    }

    /// A Kotlin lambda's parameter names and where its body starts (after `->`).
    static func kotlinLambda(_ utf8: [UInt8], open: Int, close: Int) -> (parameters: [String], body: Int, end: Int)? {
        let text = slice(utf8, open + 1, close)
        guard let arrow = text.range(of: "->") else { return nil }
        let head = text[..<arrow.lowerBound]
        guard !head.contains("{"), !head.contains("(") || head.contains(":") else { return nil }
        return (parameterNames(String(head)), open + 1 + text[..<arrow.upperBound].utf8.count, close)
    }

    /// `tab, position`, `tab: TabLayout.Tab, position: Int`, Java's `TabLayout.Tab tab, int position` → the names.
    static func parameterNames(_ text: String) -> [String] {
        topLevelParts(text, separator: ",").compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            let name: Substring
            if let colon = trimmed.firstIndex(of: ":") {
                name = Substring(trimmed[..<colon].trimmingCharacters(in: .whitespaces).split(separator: " ").last ?? "")
            } else {
                name = trimmed.split(separator: " ").last ?? ""
            }
            return isIdentifier(String(name)) ? String(name) : nil
        }
    }

    /// `binding.tabLayout` → `tabLayout`; `this@Activity.tabs` → `tabs`.
    static func lastName(_ expression: String) -> String {
        var text = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        while let last = text.last, last == "!" || last == "?" { text.removeLast() }
        let name = String(text.split(separator: ".").last ?? "")
        return isIdentifier(name) ? name : ""
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `getString(EXPRESSION)`, `context.getText(EXPRESSION)` around an expression of the position (not
    /// around a key, which `tab` reads): the expression.
    static func unwrapped(_ expression: String) -> String {
        var text = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        for getter in ["getString(", "getText("] {
            guard let range = text.range(of: getter), text.hasSuffix(")"), !text[range.upperBound...].hasPrefix("R.string.") else { continue }
            let receiver = text[..<range.lowerBound]
            guard receiver.isEmpty || receiver.hasSuffix(".") && !receiver.contains("(") || receiver.hasSuffix("().") else { continue }
            text = String(text[range.upperBound...].dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// The first `name = ` (an assignment, not `==`) in `text`.
    static func firstAssignment(of name: String, in text: String) -> Range<String.Index>? {
        var search = text.startIndex..<text.endIndex
        while let range = text.range(of: name, range: search) {
            var rest = text[range.upperBound...]
            while rest.first == " " { rest = rest.dropFirst() }
            if rest.hasPrefix("="), !rest.hasPrefix("==") {
                return range.lowerBound..<text.index(after: rest.startIndex)
            }
            search = range.upperBound..<text.endIndex
        }
        return nil
    }

    /// The expression from `from` to the end of its statement: a newline or `;` outside brackets (a `when`
    /// block is read whole).
    static func statement(_ utf8: [UInt8], from: Int, limit: Int) -> String {
        var index = from
        var depth = 0
        var sawText = false
        let end = min(limit, from + window, utf8.count)
        while index < end {
            let byte = utf8[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, byte == UInt8(ascii: ";") || (byte == 0x0A && sawText) { break }
            if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { sawText = true }
            index += 1
        }
        return slice(utf8, from, index)
    }

    /// The `{` of the first `when (…) {` from `start` (within 200 bytes): the block of its branches.
    static func whenBrace(_ utf8: [UInt8], from start: Int) -> Int? {
        let limit = min(utf8.count, start + 200)
        guard let when = SourceScan(Array(utf8[min(start, limit)..<limit])).occurrences(of: "when", limit: 1).first else { return nil }
        var index = start + when + 4
        var depth = 0
        while index < limit {
            let byte = utf8[index]
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 } else if byte == UInt8(ascii: "{"), depth == 0 { return index }
            index += 1
        }
        return nil
    }
}
