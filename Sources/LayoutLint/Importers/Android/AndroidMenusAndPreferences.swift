import Foundation
import Typesetter

/// Screens for the text Android lays out in its own views from resource files other than layouts: the
/// items of `res/menu/` files as the overflow / popup menu shows them, and the rows of androidx.preference
/// screens in `res/xml/`. Each file is one screen, laid out per locale like a layout file's (the views
/// are the platform's, their measures from `AndroidTextModel`); what the files cannot decide is skipped
/// with the reason.
enum AndroidMenusAndPreferences {
    static func screens(resourceFolders: [String], context: ImportContext,
                        displayPath: (String) -> String) -> (screens: [LayoutScreen], findings: [Finding]) {
        var screens: [LayoutScreen] = []
        var findings: [Finding] = []
        let hosts = menuHosts(context.layouts)
        let uses = MenuUses.scan(sourceRoot: context.sourceRoot)
        // The app's Preference subclasses the preference files name, read once from their declarations.
        var preferenceFiles: [ParsedLayout] = []
        for folder in resourceFolders {
            for (subfolder, isMenu) in [("menu", true), ("xml", false)] {
                let path = (folder as NSString).appendingPathComponent(subfolder)
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
                for file in files {
                    let filePath = (path as NSString).appendingPathComponent(file)
                    guard let data = FileManager.default.contents(atPath: filePath) else { continue }
                    switch ParsedLayout.parse(bytes: [UInt8](data), display: displayPath(filePath), folder: subfolder) {
                    case .failure(let problem):
                        // A malformed XML file under xml/ may be anything; only menus are ours to report.
                        if isMenu { findings.append(problem.finding) }
                    case .success(let parsed):
                        if isMenu {
                            if let screen = menuScreen(parsed, host: hosts[parsed.name], use: uses.use(of: parsed.name), uses: uses, context: context) {
                                screens.append(screen)
                            }
                        } else {
                            preferenceFiles.append(parsed)
                        }
                    }
                }
            }
        }
        let classes = preferenceClasses(preferenceFiles, context: context)
        for parsed in preferenceFiles {
            if let screen = preferenceScreen(parsed, context: context, classes: classes) { screens.append(screen) }
        }
        // The list dialogs their ListPreferences open (`AndroidPreferenceListDialogs`).
        screens += AndroidPreferenceListDialogs.screens(preferenceFiles, context: context)
        return (screens, findings)
    }

    /// The fuzzing entry point: one menu or preference file's bytes, with no resources. Never crashes,
    /// hangs or takes more than linear time.
    static func fuzzRead(bytes: [UInt8]) {
        let context = ImportContext(resources: AndroidResources(), layouts: LayoutIndex(), settings: AndroidImportSettings(), targetSdk: nil)
        for folder in ["menu", "xml"] {
            guard case .success(let parsed) = ParsedLayout.parse(bytes: bytes, display: "fuzz.xml", folder: folder) else { return }
            let screen = folder == "menu" ? menuScreen(parsed, host: nil, use: .popup, context: context) : preferenceScreen(parsed, context: context)
            if let layout = screen?.container?.layout {
                let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 360) { id, _ in
                    let width = Double(id.utf8.count * 7)
                    return TextMeasurement(naturalWidth: width, width: width, height: 20, lineCount: 1)
                }
                _ = layout.resolve(query)
            }
        }
    }

    // MARK: Menus

    /// Menu name → the tag of the layout view that shows it (`app:menu="@menu/x"`): a BottomNavigationView's
    /// or NavigationView's items are laid out by that view, not as a popup menu.
    static func menuHosts(_ layouts: LayoutIndex) -> [String: String] {
        var hosts: [String: String] = [:]
        for layout in layouts.all {
            var stack = [layout.root]
            while let element = stack.popLast() {
                stack.append(contentsOf: element.elements)
                let attributes = layout.attributes(element)
                guard let value = (attributes["app:menu"] ?? attributes["android:menu"])?.value, value.hasPrefix("@menu/") else { continue }
                let tag = String(element.name.split(separator: ".").last ?? Substring(element.name))
                let name = String(value.dropFirst("@menu/".count))
                if hosts[name] == nil { hosts[name] = tag }
            }
        }
        return hosts
    }

    /// Views whose menu is the app bar's: its items are action buttons or the overflow popup's.
    static let appBarHosts: Set<String> = ["Toolbar", "MaterialToolbar", "BottomAppBar", "ActionMenuView"]

    static func menuScreen(_ file: ParsedLayout, host: String?, use: MenuUses.Use, uses: MenuUses = MenuUses(), context: ImportContext) -> LayoutScreen? {
        guard file.root.name == "menu" else { return nil }
        let location = file.text.location(at: file.root.offset)
        var builder = PlatformScreenBuilder(context: context, file: file)
        var items: [AndroidViewNode] = []
        let appearance = context.themeAttribute("textAppearanceLargePopupMenu", screenWidth: context.settings.screenWidths.first ?? 360) != nil
            ? "?attr/textAppearanceLargePopupMenu"
            : AndroidTextModel.popupMenuItemAppearance(material3: context.material3, materialTheme: context.materialTheme)
        // Items, with whether their group makes them checkable (`checkableBehavior`), depth-first in file order.
        var stack: [(XMLElementNode, Bool)] = [(file.root, false)]
        while let entry = stack.popLast() {
            let (element, groupCheckable) = entry
            let attributes = file.attributes(element)
            switch element.name {
            case "menu":
                stack.append(contentsOf: element.elements.reversed().map { ($0, groupCheckable) })
                continue
            case "group":
                let behavior = attributes["android:checkableBehavior"]?.value ?? "none"
                stack.append(contentsOf: element.elements.reversed().map { ($0, behavior == "all" || behavior == "single") })
                continue
            case "item": break
            default: continue
            }
            let submenus = element.elements.filter { $0.name == "menu" }
            stack.append(contentsOf: submenus.reversed().map { ($0, false) })
            let itemLocation = file.text.location(at: element.offset)
            let idName = attributes["android:id"].flatMap { ScreenBuilder.idName($0.value) }
            let id = builder.uniqueID(idName ?? "item@\(itemLocation.line)")
            guard let title = attributes["android:title"] ?? attributes["app:title"] else { continue }
            var reason: String? = idName.flatMap(uses.hiddenReason(item:))
            if reason != nil {
                // Never in a release build: nothing else to decide.
            } else if let host, !appBarHosts.contains(host) {
                reason = "menu item of a <\(host)> (its labels are laid out by that view, not modelled)"
            } else if host == nil {
                switch use {
                case .popup: break
                case .contextMenu: reason = "context menu item (shown as a dialog list or a popup, as the view opens it; not modelled)"
                case .other: reason = "menu inflated in code other than an options menu, PopupMenu or Toolbar (how it is shown is not modelled)"
                case .notFound: reason = "menu not found inflated in the app's Kotlin/Java code or layouts (how it is shown is not known)"
                }
            }
            let showAsAction = (attributes["app:showAsAction"] ?? attributes["android:showAsAction"])?.value ?? "never"
            let flags = Set(showAsAction.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
            let hasIcon = (attributes["android:icon"] ?? attributes["app:icon"]).map { $0.value != "@null" } ?? false
            if reason == nil {
                // ActionMenuItemView.updateTextButtonVisibility: an action item shows its title only without an
                // icon (or withText where the configuration allows text with icons).
                if flags.contains("always") {
                    reason = hasIcon ? "app bar icon button (its title is the tooltip and content description)"
                                     : "app bar text button (its width depends on the toolbar's title and other items, not modelled)"
                } else if flags.contains("ifRoom") {
                    reason = "ifRoom menu item: an app bar button, or an overflow menu item when the bar has no room (decided by the other items and the screen, not modelled)"
                } else if attributes["app:actionLayout"] != nil || attributes["app:actionViewClass"] != nil {
                    reason = "menu item with an action view (its own layout)"
                } else if !submenus.isEmpty {
                    reason = "menu item that opens a submenu (the submenu arrow's width is not in the defaults table)"
                } else if groupCheckable || attributes["android:checkable"]?.value == "true" {
                    reason = "checkable menu item (the check box's width is not in the defaults table)"
                }
            }
            let look = builder.look(appearance)
            if let node = builder.textNode(id: id, title: title, at: itemLocation, skipReason: reason, look: look, maxLines: 1,
                                           note: "overflow / popup menu item: \(appearance) (\(AndroidTextModel.popupMenuPreferredWidth.source))") {
                var node = node
                node.width = .matchParent
                node.marginStart = AndroidTextModel.popupMenuItemTextStart
                node.marginEnd = AndroidTextModel.popupMenuItemTextEnd
                items.append(node)
            }
        }
        return builder.screen(name: "menu/\(file.name)", location: location, roots: { width in
            var root = AndroidViewNode(kind: .linear(vertical: true), tag: "MenuPopupWindow")
            root.width = .dp(AndroidTextModel.popupMenuMaximumWidth(screenWidth: width))
            root.children = items
            return root
        })
    }

    // MARK: Preferences

    /// androidx.preference classes laid out in `preference_material.xml` rows, by their simple name; the
    /// value says whether the row has a widget (a switch or check box: the `CheckBoxPreference`,
    /// `SwitchPreferenceCompat` and `SwitchPreference` ones where the app's themes decide their width, `ImportContext`).
    static let preferenceRows: [String: Bool] = [
        "Preference": false, "EditTextPreference": false, "ListPreference": false, "MultiSelectListPreference": false,
        "PreferenceScreen": false, "SwitchPreferenceCompat": true, "SwitchPreference": true, "CheckBoxPreference": true,
        "TwoStatePreference": true,
    ]

    /// The declarations of the app's classes that the preference files' custom tags name (and the app classes
    /// they extend on the way to an androidx class).
    static func preferenceClasses(_ files: [ParsedLayout], context: ImportContext) -> AndroidPreferenceClasses {
        var tags: Set<String> = []
        for file in files where (file.root.name.split(separator: ".").last ?? "") == "PreferenceScreen" {
            var stack = file.root.elements
            while let element = stack.popLast() {
                stack.append(contentsOf: element.elements)
                if element.name.contains("."), !element.name.hasPrefix("androidx.preference.") {
                    tags.insert(String(element.name.split(separator: ".").last ?? ""))
                }
            }
        }
        let wanted = AndroidPreferenceClasses.candidates(context.customViews.superclasses, tags: tags)
        return AndroidPreferenceClasses.scan(sourceRoot: context.sourceRoot, classes: wanted)
    }

    /// The width of a preference widget layout of the app's (`app:widgetLayout="@layout/x"`, or a class's
    /// `widgetLayoutResource = R.layout.x`) that the defaults table decides: a lone Material 3 `MaterialSwitch`
    /// without text, paddings, minimum width or drawables of its own, wrap_content. `MaterialSwitch` sets its
    /// switch's minimum width to its track drawable's intrinsic width and its switch width to that
    /// (`MaterialSwitch.refreshTrackDrawable`, `onMeasure`; Material `materialswitch/MaterialSwitch.java`), and
    /// adds the text padding only beside a text (`SwitchCompat.getCompoundPaddingRight`): the track,
    /// `mtrl_switch_track_width` 52dp (`materialswitch/res/values/dimens.xml`; the track decoration is as wide).
    /// Nil for any other widget layout.
    static func widgetLayoutWidth(_ reference: String, context: ImportContext) -> Double? {
        let name: String
        if reference.hasPrefix("@layout/") { name = String(reference.dropFirst("@layout/".count)) }
        else if reference.hasPrefix("R.layout.") { name = String(reference.dropFirst("R.layout.".count)) }
        else { return nil }
        let widths = Set(context.settings.screenWidths.map { width in context.layouts.layout(name, screenWidth: width)?.display })
        guard widths.count == 1, let layout = context.layouts.layout(name, screenWidth: context.settings.screenWidths.first ?? 360),
              layout.root.name == "com.google.android.material.materialswitch.MaterialSwitch", layout.root.elements.isEmpty else { return nil }
        let attributes = layout.attributes(layout.root)
        let allowed: Set<String> = ["android:id", "android:layout_width", "android:layout_height", "android:background", "android:clickable",
                                    "android:focusable", "android:layout_gravity", "android:gravity", "android:checked", "android:enabled",
                                    "android:duplicateParentState", "android:importantForAccessibility", "android:contentDescription"]
        guard attributes["android:layout_width"]?.value == "wrap_content",
              attributes.keys.allSatisfy({ allowed.contains($0) || $0.hasPrefix("xmlns:") || $0.hasPrefix("tools:") }),
              attributes["android:background"].map({ $0.value == "@null" }) ?? true else { return nil }
        return materialSwitchTrackWidth
    }

    /// The row layout androidx.preference's Material styles name (`Preference.Material`: `@layout/preference_material`;
    /// `Preference.Category.Material`: `@layout/preference_category_material`; androidx `preference/res/values/styles.xml`),
    /// when the app has a layout of that name, which replaces the library's; nil otherwise.
    static func appReplacedRowLayout(isCategory: Bool, layouts: LayoutIndex) -> String? {
        let name = isCategory ? "preference_category_material" : "preference_material"
        return layouts.byName[name] != nil ? name : nil
    }

    /// `mtrl_switch_track_width` (Material `materialswitch/res/values/dimens.xml`).
    static let materialSwitchTrackWidth = 52.0

    /// The theme attribute each androidx.preference class's constructor takes its default style from
    /// (`TypedArrayUtils.getAttr(context, R.attr.xStyle, android.R.attr.xStyle)` in `Preference`,
    /// `DialogPreference`, `ListPreference`, `MultiSelectListPreference`, `EditTextPreference`,
    /// `CheckBoxPreference`, `SwitchPreferenceCompat`, `SwitchPreference`, `PreferenceCategory`,
    /// `PreferenceScreen`).
    static let preferenceStyleAttributes: [String: String] = [
        "Preference": "preferenceStyle", "DialogPreference": "dialogPreferenceStyle", "ListPreference": "dialogPreferenceStyle",
        "MultiSelectListPreference": "dialogPreferenceStyle", "EditTextPreference": "editTextPreferenceStyle",
        "CheckBoxPreference": "checkBoxPreferenceStyle", "SwitchPreferenceCompat": "switchPreferenceCompatStyle",
        "SwitchPreference": "switchPreferenceStyle", "PreferenceCategory": "preferenceCategoryStyle",
        "PreferenceScreen": "preferenceScreenStyle",
    ]

    /// What the app's own default style for a preference class sets: the style its theme names in the
    /// class's style attribute (`preferenceStyleAttributes`), in the theme itself or else in the theme's
    /// `preferenceTheme` overlay (`PreferenceFragmentCompat` applies the overlay without overriding what the theme
    /// sets). Only the app's styles are read; the library's style it extends keeps the defaults table's values.
    struct ClassStyle: Equatable {
        var name = ""
        var layout: String?
        var widgetLayout: String?
        var singleLineTitle: Bool?
        var iconSpaceReserved: Bool?
    }

    static func classStyle(_ rowClass: String, context: ImportContext) -> ClassStyle? {
        guard let attribute = preferenceStyleAttributes[rowClass] else { return nil }
        let width = context.settings.screenWidths.first ?? 360
        var reference = context.themeAttribute(attribute, screenWidth: width)
        if reference == nil, let overlay = context.themeAttribute("preferenceTheme", screenWidth: width) {
            for style in context.resources.styleChain(overlay, screenWidth: width).chain {
                if let value = style.items[attribute] ?? style.items["android:" + attribute] { reference = value; break }
            }
        }
        guard let reference, reference.hasPrefix("@style/") else { return nil }
        let chain = context.resources.styleChain(reference, screenWidth: width).chain
        guard !chain.isEmpty else { return nil }
        var result = ClassStyle(name: chain[0].name)
        func item(_ name: String) -> String? {
            for style in chain { if let value = style.items[name] ?? style.items["android:" + name] { return value } }
            return nil
        }
        result.layout = item("layout")
        result.widgetLayout = item("widgetLayout")
        result.singleLineTitle = item("singleLineTitle").map { $0 == "true" }
        result.iconSpaceReserved = item("iconSpaceReserved").map { $0 == "true" }
        return result
    }

    /// The `singleLineTitle` the preferences' theme sets, if it does. `PreferenceFragmentCompat.onCreate` applies
    /// the theme's `preferenceTheme` overlay to the fragment's theme, and `Preference`'s constructor reads
    /// `singleLineTitle` with `obtainStyledAttributes(attrs, R.styleable.Preference, defStyleAttr, defStyleRes)`,
    /// whose last fallback is the theme's own value of the attribute (`Resources.Theme.obtainStyledAttributes`:
    /// XML attribute, then the style, then the theme). `Preference.onBindViewHolder` then sets the title view's
    /// single line from it. The overlay is applied with `applyStyle(theme, false)`: a value the theme itself sets wins.
    static func themeSingleLineTitle(_ context: ImportContext) -> Bool? {
        let width = context.settings.screenWidths.first ?? 360
        if let value = context.themeAttribute("singleLineTitle", screenWidth: width) { return value == "true" }
        if let overlay = context.themeAttribute("preferenceTheme", screenWidth: width) {
            for style in context.resources.styleChain(overlay, screenWidth: width).chain {
                if let value = style.items["singleLineTitle"] ?? style.items["android:singleLineTitle"] { return value == "true" }
            }
        }
        return nil
    }

    /// One preference screen's rows. `name` names the screen (`xml/file` by default); `reasons` says why the
    /// element at an offset is not laid out, for rows the file alone does not decide (`AndroidCodePreferences`:
    /// a row built only in a debug build).
    static func preferenceScreen(_ file: ParsedLayout, context: ImportContext,
                                 classes: AndroidPreferenceClasses = AndroidPreferenceClasses(),
                                 name: String? = nil, reasons: [Int: String] = [:]) -> LayoutScreen? {
        let rootName = String(file.root.name.split(separator: ".").last ?? Substring(file.root.name))
        guard rootName == "PreferenceScreen" else { return nil }
        let location = file.text.location(at: file.root.offset)
        var builder = PlatformScreenBuilder(context: context, file: file)
        var rows: [AndroidViewNode] = []
        let themeSingleLineTitle = themeSingleLineTitle(context)
        var classStyles: [String: ClassStyle?] = [:]
        func styles(_ rowClass: String) -> ClassStyle? {
            if let known = classStyles[rowClass] { return known }
            let found = classStyle(rowClass, context: context)
            classStyles[rowClass] = found
            return found
        }
        var stack: [XMLElementNode] = file.root.elements.reversed()
        while let element = stack.popLast() {
            stack.append(contentsOf: element.elements.reversed())
            let attributes = file.attributes(element)
            let tag = String(element.name.split(separator: ".").last ?? Substring(element.name))
            let elementLocation = file.text.location(at: element.offset)
            func value(_ name: String) -> XMLAttribute? { attributes["android:" + name] ?? attributes["app:" + name] }
            let base = value("key").map { $0.value } ?? "\(tag)@\(elementLocation.line)"
            var reason = reasons[element.offset]
            // A custom class is laid out as the androidx class it extends (`AndroidPreferenceClasses`).
            var rowClass = tag
            var custom = AndroidPreferenceClasses.Resolution()
            if element.name.contains("."), !element.name.hasPrefix("androidx.preference.") {
                custom = classes.resolve(tag: element.name, superclasses: context.customViews.superclasses)
                rowClass = custom.base ?? tag
                reason = reason ?? custom.reason
            }
            let isCategory = rowClass == "PreferenceCategory"
            let hasWidget: Bool
            if isCategory || rowClass == "DialogPreference" {
                hasWidget = false
            } else if let known = preferenceRows[rowClass] {
                hasWidget = known
            } else {
                hasWidget = false
                reason = reason ?? "<\(tag)> (a preference layout not in the defaults table)"
            }
            if reason == nil, value("layout") != nil { reason = "preference with its own android:layout" }
            // The app's default style for the class (the theme's `…PreferenceStyle`), unless the element names a style.
            let classStyle = attributes["style"] == nil ? styles(rowClass) : nil
            if reason == nil, let classStyle, let layout = classStyle.layout {
                reason = "preference whose default style \(classStyle.name) (the app theme's \(preferenceStyleAttributes[rowClass] ?? "")) sets the row layout \(layout): not modelled"
            }
            // The library style's row layout, replaced by an app layout of the same name: the build merges an app's
            // resources over its libraries' and the app's win (developer.android.com, "Add app resources", "Merge
            // resources": the main source set has priority over library dependencies), so `Preference.Material`'s
            // `@layout/preference_material` inflates the app's file.
            if reason == nil, let replaced = Self.appReplacedRowLayout(isCategory: isCategory, layouts: context.layouts) {
                reason = "preference row whose library layout @layout/\(replaced) the app replaces with its own layout/\(replaced).xml (an app resource overrides a library's of the same name): not modelled"
            }
            var widgetReason: String?
            var widgetWidth: Double?
            if let widget = value("widgetLayout") {
                widgetWidth = widgetLayoutWidth(widget.value, context: context)
                widgetReason = "the preference's widget (\(widget.value)), whose width is not in the defaults table"
            } else if let widget = custom.widgetReason {
                widgetWidth = custom.widgetLayout.flatMap { widgetLayoutWidth($0, context: context) }
                widgetReason = widget
            } else if let classStyle, let widget = classStyle.widgetLayout {
                widgetWidth = widgetLayoutWidth(widget, context: context)
                widgetReason = "the preference's widget (\(widget), set by the style \(classStyle.name)), whose width is not in the defaults table"
            } else if rowClass == "CheckBoxPreference" {
                widgetWidth = context.preferenceCheckBox.width
                widgetReason = context.preferenceCheckBox.reason
            } else if rowClass == "SwitchPreferenceCompat" {
                widgetWidth = context.preferenceSwitchCompat.width
                widgetReason = context.preferenceSwitchCompat.reason
            } else if rowClass == "SwitchPreference" {
                widgetWidth = context.preferenceSwitch.width
                widgetReason = context.preferenceSwitch.reason
            } else if hasWidget {
                widgetReason = "the preference's widget (the \(rowClass) switch or check box), whose width is not in the defaults table"
            }
            let iconShown = (value("icon").map { $0.value != "@null" } ?? false)
                || (value("iconSpaceReserved").map { $0.value == "true" } ?? classStyle?.iconSpaceReserved ?? false)
            var column: [AndroidViewNode] = []
            let titleAppearance = isCategory
                ? AndroidTextModel.preferenceCategoryTitleAppearance
                : AndroidTextModel.preferenceTitleAppearance(material3: context.material3)
            // The element's attribute, else its class's style (`Preference.Material` …: false), else the theme's
            // value, else the row layout's single line (`AndroidTextModel.preferenceTitleIsSingleLine`).
            let singleLine = value("singleLineTitle").map { $0.value == "true" } ?? classStyle?.singleLineTitle.map { !isCategory && $0 }
                ?? (!isCategory && AndroidTextModel.preferenceTitleIsSingleLine(rowClass) && themeSingleLineTitle != false)
            if let title = value("title"),
               let node = builder.textNode(id: builder.uniqueID(base + ".title"), title: title, at: elementLocation, skipReason: reason ?? custom.titleReason,
                                           look: builder.look(titleAppearance), maxLines: singleLine ? 1 : nil,
                                           note: "preference title: \(titleAppearance) (androidx preference_material.xml)") {
                var node = node
                if isCategory { node.width = .matchParent }
                column.append(node)
            }
            for summaryName in ["summary", "summaryOn", "summaryOff"] {
                guard let summary = value(summaryName) else { continue }
                if let node = builder.textNode(id: builder.uniqueID(base + "." + summaryName), title: summary, at: elementLocation,
                                               skipReason: reason ?? custom.summaryReason, look: builder.look(AndroidTextModel.preferenceSummaryAppearance),
                                               maxLines: isCategory ? 1 : AndroidTextModel.preferenceSummaryMaxLines,
                                               note: "preference summary: \(AndroidTextModel.preferenceSummaryAppearance), maxLines \(AndroidTextModel.preferenceSummaryMaxLines)") {
                    column.append(node)
                }
            }
            guard !column.isEmpty else { continue }
            var row = AndroidViewNode(kind: .linear(vertical: false), tag: tag)
            row.width = .matchParent
            row.paddingStart = AndroidTextModel.preferenceRowPaddingStart
            row.paddingEnd = AndroidTextModel.preferenceRowPaddingEnd
            if iconShown {
                var icon = AndroidViewNode(kind: .leaf, tag: "image_frame")
                icon.width = .dp(AndroidTextModel.preferenceIconFrameWidth)
                row.children.append(icon)
            }
            var text = AndroidViewNode(kind: .linear(vertical: true), tag: "RelativeLayout")
            text.width = .dp(0)
            text.weight = 1
            text.children = column
            row.children.append(text)
            if let widgetReason, !isCategory {
                var widget = AndroidViewNode(kind: .leaf, tag: "widget_frame")
                // A wrap_content frame: its 16dp paddingStart and the widget.
                widget.width = widgetWidth.map { .dp(AndroidTextModel.preferenceWidgetFramePaddingStart + $0) } ?? .unknown(widgetReason)
                widget.paddingStart = AndroidTextModel.preferenceWidgetFramePaddingStart
                row.children.append(widget)
            }
            rows.append(row)
        }
        return builder.screen(name: name ?? "xml/\(file.name)", location: location, roots: { _ in
            var root = AndroidViewNode(kind: .linear(vertical: true), tag: "RecyclerView")
            root.width = .matchParent
            root.children = rows
            return root
        })
    }
}

/// Collects one menu or preference file's text elements and skip reasons.
struct PlatformScreenBuilder {
    let context: ImportContext
    let file: ParsedLayout
    var elements: [LayoutElement] = []
    var skipped: [SkippedElement] = []
    var notes: [String: [String]] = [:]
    private var ids = ElementIDs()
    private var looks: [String: ScreenBuilder.TextLook] = [:]

    init(context: ImportContext, file: ParsedLayout) {
        self.context = context
        self.file = file
    }

    mutating func uniqueID(_ base: String) -> String { ids.unique(base) }

    /// The text look of an appearance (a table name or `?attr/…`), looked up once per file.
    mutating func look(_ appearance: String) -> ScreenBuilder.TextLook {
        if let look = looks[appearance] { return look }
        let builder = ScreenBuilder(context: context, screenWidth: context.settings.screenWidths.first ?? 360)
        let look = appearance.hasPrefix("?") || appearance.hasPrefix("@")
            ? builder.look(ofAppearance: appearance)
            : builder.look(ofAppearance: "@style/" + appearance)
        looks[appearance] = look
        return look
    }

    /// A text view node for a `@string` title, with its element; nil (and a skip) when it cannot be laid out.
    mutating func textNode(id: String, title: XMLAttribute, at location: SourceLocation, skipReason: String?,
                           look: ScreenBuilder.TextLook, maxLines: Int?, note: String) -> AndroidViewNode? {
        var reason = skipReason
        var key: String?
        let value = title.value
        if value.hasPrefix("@string/") { key = String(value.dropFirst("@string/".count)) }
        else if value.hasPrefix("@android:string/") { reason = reason ?? "platform string \(value) (translated by Android)" }
        else if value.isEmpty { reason = reason ?? "empty text (set in code)" }
        else { reason = reason ?? "literal text (not a string resource)" }
        if reason == nil { reason = Self.skipReason(look) }
        guard reason == nil, let key else {
            var skip = SkippedElement(id: id, reason: reason ?? "no text", location: location)
            if value.hasPrefix("@string/") { skip.key = String(value.dropFirst("@string/".count)) }
            skipped.append(skip)
            return nil
        }
        var element = LayoutElement(id: id, location: location)
        element.kind = .label
        element.key = key
        look.apply(to: &element, targetSdk: context.targetSdk)
        element.includeFontPadding = true
        element.maxLines = maxLines
        element.widthFollowsText = true
        element.keyLocations["key"] = file.location(of: title)
        elements.append(element)
        notes[id] = look.notes + [note]
        var node = AndroidViewNode(kind: .text, tag: "TextView")
        node.elementID = id
        return node
    }

    /// Why a text in this look cannot be laid out (an appearance, style or font the tables do not decide), if so.
    static func skipReason(_ look: ScreenBuilder.TextLook) -> String? {
        if let appearance = look.unknownAppearance { return "text appearance \(appearance) (not in the app and not in the defaults table)" }
        if let loop = look.styleLoop { return "style \(loop) is its own ancestor (its parent chain loops)" }
        if let font = look.customFont { return look.customFontReason ?? "font \(font) is not in the font profile" }
        if look.sizeInDp { return "textSize in dp (does not follow the font scale)" }
        return nil
    }

    /// The screen, its view tree built per screen width.
    func screen(name: String, location: SourceLocation, roots: (Double) -> AndroidViewNode) -> LayoutScreen? {
        guard !elements.isEmpty || !skipped.isEmpty else { return nil }
        let widths = context.settings.screenWidths
        var trees: [Double: AndroidViewNode] = [:]
        for width in widths { trees[width] = roots(width) }
        let container = AndroidContainerLayout(screenWidths: widths, roots: trees, notes: notes)
        return LayoutScreen(name: name, platform: .android, file: file.display, location: location, elements: elements,
                            origin: .android, container: elements.isEmpty ? nil : ContainerBox(container), skipped: skipped)
    }
}

/// How the app's Kotlin / Java code shows each menu, read by a linear text scan (no grammar): every
/// `R.menu.name` is classified by the call around it. A MenuInflater in `onCreateOptionsMenu` /
/// `onCreateMenu` (androidx `MenuProvider`) / `onPrepareOptionsMenu`, a `PopupMenu`, or
/// `Toolbar.inflateMenu` show the menu as the app bar's overflow or a popup menu: AppCompat
/// `MenuPopupHelper` → `StandardMenuPopup` below `abc_cascading_menus_min_smallest_width` (720dp). Items of
/// `onCreateContextMenu` are shown by `MenuDialogHelper` as a dialog list or by a popup, as the view is
/// long-pressed: not the same widths.
struct MenuUses {
    enum Use: Sendable { case popup, contextMenu, other, notFound }
    private var uses: [String: Use] = [:]
    /// Menu item ids the code shows only in a debug build (`debugOnlyItems(in:)`).
    private(set) var debugOnly: Set<String> = []

    func use(of menu: String) -> Use { uses[menu] ?? .notFound }

    /// Why a menu item never shows in the app users install; nil when it may.
    func hiddenReason(item id: String) -> String? {
        debugOnly.contains(id) ? Self.debugOnlyReason : nil
    }

    static let debugOnlyReason = "shown only in a debug build: the code sets its visibility from BuildConfig.DEBUG, which the Android Gradle plugin generates false for a release build"

    /// How far before `R.menu.x` the call's context is looked for (a function header, `PopupMenu`).
    static let window = 800

    /// The folder to scan for code: the resource folders' common parent; for one module's resources, the module
    /// folder. A Gradle module keeps them in `<module>/src/<source set>/res` (the Android Gradle plugin's default
    /// source sets, developer.android.com "Configure your build": `src/main/res`), an older project in
    /// `<project>/res` beside its `src/` (Eclipse ADT's layout): the module is three folders up in the first case,
    /// one in the other, never a folder above the project.
    static func sourceRoot(of resourceFolders: [String]) -> String? {
        guard var common = resourceFolders.first.map({ URL(fileURLWithPath: $0).standardizedFileURL.pathComponents }) else { return nil }
        for folder in resourceFolders.dropFirst() {
            let parts = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        if common.last == "res" {
            let inSourceSet = common.count >= 4 && common[common.count - 3] == "src"
            common = Array(common.dropLast(min(inSourceSet ? 3 : 1, common.count - 1)))
        }
        guard common.count > 1 else { return nil }
        return NSString.path(withComponents: common)
    }

    static func scan(sourceRoot: String?) -> MenuUses {
        var result = MenuUses()
        AndroidSourceFiles.forEach(under: sourceRoot) { _, bytes in result.read(bytes) }
        return result
    }

    /// The menu item ids one source file makes visible only in a debug build: `findItem(R.id.x).isVisible = e`,
    /// `findItem(R.id.x)?.isVisible = e` or `findItem(R.id.x).setVisible(e)` where `e` is false whenever
    /// `BuildConfig.DEBUG` is — `BuildConfig.DEBUG` itself, or a conjunction (`&&`) with a term that is, or a
    /// name the file binds to such an expression (`val isDebug = BuildConfig.DEBUG`). The Android Gradle plugin
    /// generates `BuildConfig.DEBUG` from the build type's `debuggable`, false for `release` (developer.android.com,
    /// "Configure build variants": the release build type is not debuggable). Linear: one pass for the bindings,
    /// one for the calls, each looking at one line.
    static func debugOnlyItems(in text: String) -> Set<String> {
        guard text.contains("BuildConfig.DEBUG") else { return [] }
        var bindings: [String: String] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for keyword in ["val ", "var ", "final boolean ", "boolean "] where trimmed.hasPrefix(keyword) {
                let rest = trimmed.dropFirst(keyword.count)
                guard let equals = rest.firstIndex(of: "="), rest[rest.index(after: equals)...].first != "=" else { continue }
                var name = rest[..<equals].trimmingCharacters(in: .whitespaces)
                if let colon = name.firstIndex(of: ":") { name = name[..<colon].trimmingCharacters(in: .whitespaces) }
                guard !name.isEmpty, name.utf8.allSatisfy(isIdentifier) else { continue }
                bindings[name] = String(rest[rest.index(after: equals)...]).trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            }
        }
        func isDebugOnly(_ expression: String, depth: Int) -> Bool {
            var value = expression.trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            while value.hasPrefix("("), value.hasSuffix(")") { value = String(value.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
            guard depth < 4, !value.contains("||"), !value.contains("?:") else { return false }
            for term in value.components(separatedBy: "&&").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if term == "BuildConfig.DEBUG" || term.hasSuffix(".BuildConfig.DEBUG") { return true }
                if let bound = bindings[term], isDebugOnly(bound, depth: depth + 1) { return true }
            }
            return false
        }
        var items = Set<String>()
        for line in lines {
            guard let find = line.range(of: "findItem(R.id.") else { continue }
            let rest = line[find.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { continue }
            let id = String(rest[..<close])
            guard !id.isEmpty, id.utf8.allSatisfy(isIdentifier) else { continue }
            var after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if after.hasPrefix("?") || after.hasPrefix("!!") { after = after.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }
            let expression: String
            if after.hasPrefix(".isVisible"), let equals = after.firstIndex(of: "=") {
                expression = String(after[after.index(after: equals)...])
            } else if after.hasPrefix(".setVisible("), let last = after.lastIndex(of: ")") {
                expression = String(after[after.index(after.startIndex, offsetBy: ".setVisible(".count)..<last])
            } else {
                continue
            }
            if isDebugOnly(expression, depth: 0) { items.insert(id) }
        }
        return items
    }

    /// Classifies each `R.menu.name` of one source file. Linear: each match looks at a bounded window.
    mutating func read(_ bytes: [UInt8]) {
        // Only a file that names `BuildConfig.DEBUG` is decoded for its debug-only items.
        if ByteSearch.contains(bytes, "BuildConfig.DEBUG"), let text = String(bytes: bytes, encoding: .utf8) {
            debugOnly.formUnion(Self.debugOnlyItems(in: text))
        }
        let needle = Array("R.menu.".utf8)
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle,
                  index == 0 || !Self.isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var end = index + needle.count
            while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(index + needle.count)..<end], as: UTF8.self)
            let before = String(decoding: bytes[max(0, index - Self.window)..<index], as: UTF8.self)
            let use = Self.classify(before: before)
            // Evidence of a popup wins over other uses of the same menu.
            if !name.isEmpty, uses[name] != .popup, use != .other || uses[name] == nil { uses[name] = use }
            index = end
        }
    }

    /// The last marker before the reference decides.
    static func classify(before text: String) -> Use {
        let markers: [(String, Use)] = [
            ("onCreateContextMenu", .contextMenu), ("onCreateOptionsMenu", .popup), ("onPrepareOptionsMenu", .popup),
            ("onCreateMenu", .popup), ("PopupMenu", .popup), ("popupMenu", .popup), ("inflateMenu(", .popup),
            ("fun ", .other), ("void ", .other),
        ]
        var best: (position: String.Index, use: Use)?
        for (marker, use) in markers {
            guard let range = text.range(of: marker, options: .backwards) else { continue }
            if best == nil || range.lowerBound > best!.position { best = (range.lowerBound, use) }
        }
        // A function header after the marker starts another function; `inflateMenu(` is decisive when it
        // directly precedes the reference.
        if text.hasSuffix("inflateMenu(") { return .popup }
        return best?.use ?? .other
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
