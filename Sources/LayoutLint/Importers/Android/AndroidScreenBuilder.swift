import Foundation
import Typesetter

/// What every screen of one import shares: the app's resources, its layouts and settings.
struct ImportContext: Sendable {
    let resources: AndroidResources
    let layouts: LayoutIndex
    let settings: AndroidImportSettings
    let targetSdk: Int?
    /// Whether the app's themes derive from Material 3 (its default text appearances are M3's).
    let material3: Bool
    /// Whether they derive from Material Components or Material 3 (buttons inflate as MaterialButton).
    let materialTheme: Bool
    /// Whether they derive from a Material 3 Expressive theme (`Theme.Material3Expressive…`).
    let materialExpressive: Bool
    /// The width of a `CheckBoxPreference`'s check box where the app's themes decide it
    /// (`AndroidTextModel.materialPreferenceCheckBoxWidth`, `appCompatPreferenceCheckBoxWidth`), else why not.
    let preferenceCheckBox: (width: Double?, reason: String)
    /// The width of a `SwitchPreferenceCompat`'s switch where the app's themes decide it
    /// (`AndroidTextModel.preferenceSwitchCompatWidth`), else why not.
    let preferenceSwitchCompat: (width: Double?, reason: String)
    /// The width of a `SwitchPreference`'s platform switch where the app's themes decide it
    /// (`AndroidTextModel.platformSwitchWidth`), else why not.
    let preferenceSwitch: (width: Double?, reason: String)
    /// Theme attribute → value in the app's themes, per screen width (`AndroidResources.themeAttributes`):
    /// looked up once per import, not searched per reference.
    private let themeAttributes: [Double: [String: String]]

    /// The folder the app's Kotlin / Java code is searched under (nil: none).
    let sourceRoot: String?
    /// The strings the code sets on the layouts' text views.
    let codeTexts: AndroidCodeTexts
    /// The app's view classes and what they extend.
    let customViews: AndroidCustomViews
    /// What the app's helper functions build from the string resources their calls pass (`AndroidCodeHelpers`).
    let codeHelpers: AndroidCodeHelpers.Uses
    /// The app's font files by resource name (`res/font/inter_regular.otf` is `@font/inter_regular`:
    /// `ComposeFonts`), from the modules of its layouts.
    let fontFiles: [String: String]
    /// The app's font family resources by name (`res/font/inter.xml`: `ComposeFonts.resources`).
    let fontFamilies: [String: ComposeFonts.Family]

    init(resources: AndroidResources, layouts: LayoutIndex, settings: AndroidImportSettings, targetSdk: Int?,
         sourceRoot: String? = nil) {
        self.sourceRoot = sourceRoot
        let helpers = AndroidCodeHelpers.scan(sourceRoot: sourceRoot, layouts: layouts).uses
        var texts = AndroidCodeTexts.scan(sourceRoot: sourceRoot, layouts: layouts)
        texts.merge(helpers.viewTexts)
        codeTexts = texts
        codeHelpers = helpers
        customViews = AndroidCustomViews.scan(sourceRoot: sourceRoot)
        (fontFiles, fontFamilies) = ComposeFonts.resources(near: layouts.all.map(\.text.path))
        self.resources = resources
        self.layouts = layouts
        self.settings = settings
        self.targetSdk = targetSdk
        material3 = resources.usesMaterial3
        materialTheme = material3
            || resources.styles.values.contains { $0.contains { ($0.parent ?? "").contains("MaterialComponents") } }
        materialExpressive = resources.styles.values.contains { $0.contains { ($0.parent ?? "").contains("Material3Expressive") } }
        var attributes: [Double: [String: String]] = [:]
        for width in Set(settings.screenWidths + [settings.screenWidths.first ?? 360]) {
            attributes[width] = resources.themeAttributes(screenWidth: width)
        }
        themeAttributes = attributes
        preferenceCheckBox = Self.preferenceCheckBox(resources: resources, layouts: layouts,
                                                     themeAttributes: attributes[settings.screenWidths.first ?? 360] ?? [:])
        preferenceSwitchCompat = Self.preferenceSwitchCompat(resources: resources, layouts: layouts,
                                                             themeAttributes: attributes[settings.screenWidths.first ?? 360] ?? [:])
        preferenceSwitch = Self.preferenceSwitch(resources: resources, layouts: layouts, screenWidth: settings.screenWidths.first ?? 360,
                                                 themeAttributes: attributes[settings.screenWidths.first ?? 360] ?? [:])
    }

    /// The library themes the app's themes extend: each parent that is no style of the app's, named as the libraries
    /// and the platform name their themes (`Theme.…`, `android:Theme…`).
    static func libraryThemes(_ resources: AndroidResources) -> Set<String> {
        var libraryThemes: Set<String> = []
        for styles in resources.styles.values {
            for style in styles {
                guard var parent = style.parent else { continue }
                if parent.hasPrefix("@style/") { parent.removeFirst("@style/".count) }
                // `parent="android:Theme.X"` is kept as `@android:style/android:Theme.X` (`AndroidResources.styleReference`):
                // the same platform theme as `@android:style/Theme.X`.
                if parent.hasPrefix("@android:style/") { parent = "android:" + DialogWindows.libraryName(String(parent.dropFirst("@android:style/".count))) }
                if resources.styles[parent] == nil, parent.hasPrefix("Theme.") || parent.hasPrefix("android:Theme") { libraryThemes.insert(parent) }
            }
        }
        return libraryThemes
    }

    /// The `SwitchPreferenceCompat` switch's width when the library themes the app's themes extend that show a
    /// `SwitchCompat` (AppCompat, Material Components, Material 3; a platform theme shows none) give it one width, no
    /// theme of the app's restyles switches (`switchStyle`) or the touch target (`minTouchTargetSize`), and the app does
    /// not replace androidx's `preference_widget_switch_compat` layout.
    static func preferenceSwitchCompat(resources: AndroidResources, layouts: LayoutIndex, themeAttributes: [String: String]) -> (width: Double?, reason: String) {
        let unknown = "the preference's widget (the SwitchPreferenceCompat switch), whose width is not in the defaults table"
        let kinds = libraryThemes(resources).sorted().compactMap { theme in AndroidTextModel.switchCompatTheme(theme).map { (theme, $0) } }
        if let other = kinds.first(where: { $0.1 == .undecided }) {
            return (nil, "the preference's widget (the SwitchPreferenceCompat switch), whose width the theme \(other.0) sets from styles not in the defaults table")
        }
        // A dimension the app's theme gives `minTouchTargetSize` is the Material switch style's `android:minWidth`
        // (`AndroidTextModel.preferenceSwitchCompatWidth`): decided, not a restyling. Any other value is not read.
        var restyling = themeAttributes
        var touchTarget: Double?
        if let value = themeAttributes["minTouchTargetSize"], value.hasSuffix("dp"), let dp = Double(value.dropLast(2)), dp >= 0 {
            touchTarget = dp
            restyling["minTouchTargetSize"] = nil
        }
        let widths = Set(kinds.compactMap { AndroidTextModel.preferenceSwitchCompatWidth($0.1, minTouchTargetSize: touchTarget) })
        guard let width = widths.first else { return (nil, unknown + " (no AppCompat, Material Components or Material 3 theme)") }
        guard widths.count == 1 else {
            return (nil, "the preference's widget (the SwitchPreferenceCompat switch), which the app's themes make \(widths.sorted().map { "\($0)dp" }.joined(separator: " or ")) wide")
        }
        if let reason = appRestyledWidget("the SwitchPreferenceCompat switch", style: "switchStyle", layout: "preference_widget_switch_compat",
                                          layouts: layouts, themeAttributes: restyling) {
            return (nil, reason)
        }
        return (width, unknown)
    }

    /// The `SwitchPreference` switch's width when every library theme the app's themes extend gives the platform `Switch`
    /// `Theme.Material`'s style (`AndroidTextModel.showsMaterialPlatformSwitch`), no theme of the app's (nor its
    /// `preferenceTheme` overlay) sets `android:switchStyle`, and the app does not replace androidx's
    /// `preference_widget_switch` layout. AppCompat's `switchStyle` and `minTouchTargetSize` style `SwitchCompat` only.
    static func preferenceSwitch(resources: AndroidResources, layouts: LayoutIndex, screenWidth: Double,
                                 themeAttributes: [String: String]) -> (width: Double?, reason: String) {
        let unknown = "the preference's widget (the SwitchPreference switch), whose width is not in the defaults table"
        let themes = libraryThemes(resources).sorted().compactMap { theme in AndroidTextModel.showsMaterialPlatformSwitch(theme).map { (theme, $0) } }
        guard !themes.isEmpty else { return (nil, unknown + " (no theme the app's extend is known)") }
        if let other = themes.first(where: { !$0.1 }) {
            return (nil, "the preference's widget (the SwitchPreference switch), whose style the theme \(other.0) sets: not Theme.Material's, not in the defaults table")
        }
        var restyled = DialogWindows.themeItem("android:switchStyle", resources: resources, screenWidth: screenWidth)?.1
        if restyled == nil, let overlay = themeAttributes["preferenceTheme"] {
            restyled = resources.styleChain(overlay, screenWidth: screenWidth).chain.first { $0.items["android:switchStyle"] != nil }?.name
        }
        if let restyled {
            return (nil, "the preference's widget (the SwitchPreference switch), restyled by the app's theme (android:switchStyle in \(restyled))")
        }
        if layouts.byName["preference_widget_switch"] != nil {
            return (nil, "the preference's widget (the app's own layout/preference_widget_switch.xml), whose width is not in the defaults table")
        }
        return (AndroidTextModel.platformSwitchWidth, unknown)
    }

    /// The `CheckBoxPreference` check box's width when the library themes the app's themes extend give it one
    /// width (Material Components and Material 3: `materialPreferenceCheckBoxWidth`; AppCompat and `.Bridge`:
    /// `appCompatPreferenceCheckBoxWidth`), no theme of the app's restyles check boxes (`checkboxStyle`) or the touch
    /// target (`minTouchTargetSize`), and the app does not replace the library's `preference_widget_checkbox` layout.
    static func preferenceCheckBox(resources: AndroidResources, layouts: LayoutIndex, themeAttributes: [String: String]) -> (width: Double?, reason: String) {
        let unknown = "the preference's widget (the CheckBoxPreference check box), whose width is not in the defaults table"
        let decided: [(theme: String, width: Double?)] = libraryThemes(resources).sorted().compactMap { theme in
            guard let material = AndroidTextModel.isMaterialCheckBoxTheme(theme) else { return nil }
            if material { return (theme, AndroidTextModel.materialPreferenceCheckBoxWidth) }
            return (theme, AndroidTextModel.isAppCompatCheckBoxTheme(theme) ? AndroidTextModel.appCompatPreferenceCheckBoxWidth : nil)
        }
        guard !decided.isEmpty else { return (nil, unknown + " (no AppCompat, Material Components or Material 3 theme)") }
        if let other = decided.first(where: { $0.width == nil }) {
            return (nil, "the preference's widget (the CheckBoxPreference check box), whose width the theme \(other.theme) sets from styles not in the defaults table")
        }
        let widths = Set(decided.compactMap(\.width))
        guard widths.count == 1, let width = widths.first else {
            return (nil, "the preference's widget (the CheckBoxPreference check box), which the app's themes make \(widths.sorted().map { "\(FindingText.number($0))dp" }.joined(separator: " or ")) wide")
        }
        if let reason = appRestyledWidget("the CheckBoxPreference check box", style: "checkboxStyle", layout: "preference_widget_checkbox",
                                          layouts: layouts, themeAttributes: themeAttributes) {
            return (nil, reason)
        }
        return (width, unknown)
    }

    /// Why a preference row's widget is not the library's, or nil: a theme of the app's sets its widget style
    /// (`style`) or the touch target (`minTouchTargetSize`), or the app replaces the library's widget `layout`.
    static func appRestyledWidget(_ widget: String, style: String, layout: String, layouts: LayoutIndex,
                                  themeAttributes: [String: String]) -> String? {
        for attribute in [style, "minTouchTargetSize"] where themeAttributes[attribute] != nil {
            return "the preference's widget (\(widget)), restyled by the app's theme (\(attribute))"
        }
        if layouts.byName[layout] != nil {
            return "the preference's widget (the app's own layout/\(layout).xml), whose width is not in the defaults table"
        }
        return nil
    }

    /// The look with its `@font/…` family resolved to the app's font file, where the project holds one (a
    /// TrueType or OpenType file in `res/font/`, which aapt2 names by its file name), or to the face of a font
    /// family XML (`res/font/x.xml`) closest to the look's weight and slant (`ComposeFonts.Family.closest`):
    /// the text is drawn with it, the platform's families drawing what it lacks. A downloadable font, a
    /// family naming a file the project lacks, or a font the project does not hold stays `customFont`,
    /// skipped with the reason (`customFontReason`).
    func resolvingFont(_ look: ScreenBuilder.TextLook) -> ScreenBuilder.TextLook {
        guard let font = look.customFont, font.hasPrefix("@font/") else { return look }
        let name = String(font.dropFirst("@font/".count))
        var look = look
        if let path = fontFiles[name] {
            look.fontFile = path
            look.customFont = nil
            look.notes.append("font \(font): \(path)")
            return look
        }
        guard let family = fontFamilies[name] else { return look }
        if let provider = family.provider {
            look.customFontReason = "font \(font) is a downloadable font (provider \(provider)): the provider sends its file at run time, the project holds none"
            return look
        }
        if let reason = family.unreadable {
            look.customFontReason = "font \(font): \(reason)"
            return look
        }
        guard let face = family.closest(weight: look.weight, italic: look.italic), let path = fontFiles[face.font] else {
            look.customFontReason = "font \(font) names a font file the project does not hold"
            return look
        }
        look.fontFile = path
        look.fontFileStyle = (face.weight, face.italic)
        look.customFont = nil
        look.notes.append("font \(font): @font/\(face.font) (weight \(face.weight)\(face.italic ? ", italic" : "")), \(path)")
        return look
    }

    /// The value a theme attribute has in the app's themes at `screenWidth` (nil: no theme sets it).
    func themeAttribute(_ attribute: String, screenWidth: Double) -> String? {
        if let table = themeAttributes[screenWidth] { return table[attribute] }
        return resources.themeAttributes(screenWidth: screenWidth)[attribute]
    }

    /// One layout file → one screen, its view tree resolved at each configured screen width.
    func screen(for layout: ParsedLayout) -> (LayoutScreen, [Finding]) {
        let (screens, findings) = screens(for: layout)
        return (screens[0], findings)
    }

    /// How many variants of a screen are laid out for the texts the code sets on its views: a view the code
    /// gives more strings than this is skipped with the reason.
    static let maximumTextVariants = 8

    /// The layout's screen, then one variant of it per further text the code sets on its views
    /// (`ScreenBuilder.alternatives`): the code's `setText(R.string.a)` in one place and `setText(R.string.b)` in
    /// another (a `when` branch, two fragments sharing the layout) each show in the same view, so each is laid
    /// out in it. Variant n gives every such view its n-th other text; the views it does not change are laid
    /// out as in the screen (their boxes make room for the others) and report nothing there
    /// (`LayoutScreen.layoutOnly`): their findings are the screen's.
    func screens(for layout: ParsedLayout) -> ([LayoutScreen], [Finding]) {
        let widths = settings.screenWidths.filter { width in
            layouts.layout(layout.name, screenWidth: width).map { $0.display == layout.display } ?? false
        }
        let location = layout.text.location(at: layout.root.offset)
        let name = layout.folder == "layout" ? layout.name : "\(layout.name) (\(layout.folder))"
        var elements: [LayoutElement] = []
        var skipped: [SkippedElement] = []
        var notes: [String: [String]] = [:]
        var findings: [Finding] = []
        var roots: [Double: AndroidViewNode] = [:]
        var alternatives: [String: [String]] = [:]
        let measureWidths = widths.isEmpty ? [settings.screenWidths.first ?? 360] : widths
        for (index, width) in measureWidths.enumerated() {
            var builder = ScreenBuilder(context: self, screenWidth: width)
            let nodes = builder.rootNodes(layout)
            var root: AndroidViewNode
            if nodes.count == 1 { root = nodes[0] } else {
                root = AndroidViewNode(kind: .frame, tag: "merge")
                root.width = .matchParent
                root.children = nodes
            }
            roots[width] = root
            if index == 0 {
                elements = builder.elements
                skipped = builder.skipped
                notes = builder.notes
                findings = builder.findings
                alternatives = builder.alternatives
            }
        }
        if widths.isEmpty {
            // A layout for another configuration (layout-land, layout-sw720dp, …): listed, not laid out.
            let reason = "\(layout.folder)/ is not used at the checked screen widths (\(settings.screenWidths.map { FindingText.number($0) + "dp" }.joined(separator: ", ")), portrait)"
            skipped += elements.map { SkippedElement(id: $0.id, reason: reason, location: $0.location, key: $0.key, table: $0.table) }
            skipped.sort { $0.location < $1.location }
            return ([LayoutScreen(name: name, platform: .android, file: layout.display, location: location, elements: [],
                                  origin: .android, skipped: skipped)], findings)
        }
        let container = AndroidContainerLayout(screenWidths: widths, roots: roots, notes: notes)
        let screen = LayoutScreen(name: name, platform: .android, file: layout.display, location: location, elements: elements,
                                  origin: .android, container: ContainerBox(container), skipped: skipped)
        var screens = [screen]
        let count = alternatives.values.map(\.count).max() ?? 0
        for variant in 0..<min(count, Self.maximumTextVariants) {
            var copy = screen
            copy.name = "\(name) (text set in code, variant \(variant + 2))"
            copy.skipped = []
            copy.variantOf = name
            for index in copy.elements.indices {
                if let others = alternatives[copy.elements[index].id], variant < others.count {
                    copy.elements[index].key = others[variant]
                } else {
                    copy.layoutOnly.insert(copy.elements[index].id)
                }
            }
            screens.append(copy)
        }
        return (screens, findings)
    }
}

/// Builds one screen's view tree at one screen width, collecting its text elements on the way.
struct ScreenBuilder {
    let context: ImportContext
    let screenWidth: Double
    var elements: [LayoutElement] = []
    var skipped: [SkippedElement] = []
    var notes: [String: [String]] = [:]
    var findings: [Finding] = []
    /// Element id → the further keys the app's code sets on its view, sorted (`ImportContext.screens(for:)`).
    var alternatives: [String: [String]] = [:]
    private var ids = ElementIDs()
    /// The TextInputLayouts being built, innermost last.
    private var textInputContexts: [TextInputContext] = []
    /// layoutlint rules in the `tools:ignore` of the views being built, outermost first: as in Android
    /// Lint, a view group's `tools:ignore` holds for the views inside it.
    var ignoredRules: [[String]] = []

    struct TextInputContext {
        var hint: (value: String, location: SourceLocation)?
        var undecided: String?
    }
    private var viewCount = 0
    /// The kinds of the view groups being built, innermost last (where a child's `layout_gravity` applies).
    var parentKinds: [AndroidViewNode.Kind] = []
    /// Where the view limit was reached, and how many text views it left out.
    private var firstBeyondLimit: SourceLocation?
    /// The first view past the limit itself (in an included layout, it is not where the screen reaches it).
    private var firstViewBeyondLimit: SourceLocation?
    private var textViewsBeyondLimit = 0
    /// The `<include>`s being followed, outermost first: the first is in the screen's own file.
    private var includeTrail: [SourceLocation] = []
    /// Text views of each included layout with its own includes, counted once per layout.
    private var includedTextViews: [String: Int] = [:]

    static let maximumViews = 20_000
    static let maximumIncludeDepth = 16

    init(context: ImportContext, screenWidth: Double) {
        self.context = context
        self.screenWidth = screenWidth
    }

    mutating func rootNodes(_ layout: ParsedLayout) -> [AndroidViewNode] {
        let nodes = rootNodesWithinLimit(layout)
        if let first = firstBeyondLimit {
            // Blamed on the screen's own file (where it reaches the limit, through its includes); the first
            // view left out is named when it is in another file.
            let inner = firstViewBeyondLimit.flatMap { $0.file == first.file ? nil : " (from \($0))" } ?? ""
            findings.append(AndroidLayoutImporter.invalidInput(
                "layout has more than \(Self.maximumViews) views; layoutlint reads layouts up to \(Self.maximumViews) views (the \(textViewsBeyondLimit) text view\(textViewsBeyondLimit == 1 ? "" : "s") after them\(inner) \(textViewsBeyondLimit == 1 ? "is" : "are") not checked)",
                at: first))
        }
        return nodes
    }

    /// Counts the text views of an element the view limit cuts off (and of its subtree, included layouts
    /// too) as skipped.
    private mutating func skipBeyondLimit(_ element: XMLElementNode, in file: ParsedLayout, stack includes: [String]) {
        let location = file.text.location(at: element.offset)
        if firstBeyondLimit == nil {
            firstBeyondLimit = includeTrail.first ?? location
            firstViewBeyondLimit = location
        }
        var stack = [element]
        while let current = stack.popLast() {
            stack.append(contentsOf: current.elements.reversed())
            if current.name == "include", let reference = current.attribute("layout"), reference.hasPrefix("@layout/") {
                // An include past the limit: one skip for all the text views it brings (a fan-out of includes
                // can bring more than any list should hold), counted whole.
                let name = String(reference.dropFirst("@layout/".count))
                let count = textViews(inLayout: name, stack: includes)
                guard count > 0 else { continue }
                let at = file.text.location(at: current.offset)
                textViewsBeyondLimit += count
                skipped.append(SkippedElement(id: uniqueID("include@\(at.line)"),
                                              reason: "after the layout's first \(Self.maximumViews) views (the most layoutlint reads in one layout): "
                                                + "the \(count) text view\(count == 1 ? "" : "s") of @layout/\(name) with its includes",
                                              location: at))
                continue
            }
            let tag = String(current.name.split(separator: ".").last ?? Substring(current.name))
            guard Self.textTags.contains(tag) || (current.attribute("android:text") != nil && current.elements.isEmpty) else { continue }
            let location = file.text.location(at: current.offset)
            textViewsBeyondLimit += 1
            skipped.append(SkippedElement(id: uniqueID("\(tag)@\(location.line)"),
                                          reason: "after the layout's first \(Self.maximumViews) views (the most layoutlint reads in one layout)",
                                          location: location))
        }
    }

    private mutating func rootNodesWithinLimit(_ layout: ParsedLayout) -> [AndroidViewNode] {
        let root = layout.root
        if root.name == "merge" {
            let attributes = layout.attributes(root)
            let parentTag = attributes["tools:parentTag"]?.value
            let children = root.elements.flatMap { nodes($0, in: layout, override: [:], stack: [layout.name]) }
            guard let parentTag else {
                var node = AndroidViewNode(kind: .opaque("a <merge> layout without tools:parentTag (its parent view group is not known)"), tag: "merge")
                node.width = .matchParent
                node.children = children
                return [node]
            }
            var node = AndroidViewNode(kind: Self.kind(of: parentTag, attributes: attributes, hasChildren: true), tag: parentTag)
            node.width = .matchParent
            // The orientation of the LinearLayout the merge goes into: `android:orientation` on the merge,
            // else `tools:orientation` (the preview's; the including layout decides at run time).
            if case .linear = node.kind, let orientation = (attributes["android:orientation"] ?? attributes["tools:orientation"])?.value {
                node.kind = .linear(vertical: orientation == "vertical")
            }
            node.children = children
            return [node]
        }
        return nodes(root, in: layout, override: [:], stack: [layout.name])
    }

    // MARK: Views

    /// The views an XML element stands for: one, none (a non-view tag), or several (an included merge).
    mutating func nodes(_ element: XMLElementNode, in file: ParsedLayout, override: [String: XMLAttribute],
                        stack: [String]) -> [AndroidViewNode] {
        viewCount += 1
        guard viewCount <= Self.maximumViews else {
            skipBeyondLimit(element, in: file, stack: stack)
            return []
        }
        let attributes = file.attributes(element)
        let ignored = Self.layoutlintRules(inToolsIgnore: attributes["tools:ignore"]?.value)
        if !ignored.isEmpty { ignoredRules.append(ignored) }
        defer { if !ignored.isEmpty { ignoredRules.removeLast() } }
        switch element.name {
        case "include":
            return include(element, attributes: attributes, in: file, stack: stack)
        case "merge":
            return element.elements.flatMap { nodes($0, in: file, override: [:], stack: stack) }
        case "requestFocus", "tag", "data", "variable", "import":
            return []
        case "layout":
            // Data binding: the view tree is the element after <data>.
            return element.elements.filter { $0.name != "data" }.flatMap { nodes($0, in: file, override: override, stack: stack) }
        default:
            break
        }
        let view = ViewAttributes(own: attributes, override: override, styles: styleChain(attributes["style"]?.value), file: file)
        // The app's own view class measures as the text view it extends (its declaration in the code).
        let base = context.customViews.textBase(of: element.name)
        let tag = AndroidTextModel.inflatedTag(base ?? element.name, materialTheme: context.materialTheme)
        let simpleTag = String(tag.split(separator: ".").last ?? Substring(tag))
        var node = AndroidViewNode(kind: Self.kind(of: tag, attributes: attributes, hasChildren: !element.elements.isEmpty), tag: element.name)
        node.viewID = view.value("android:id").flatMap { Self.idName($0.value) }
        node.gone = view.value("android:visibility")?.value == "gone"
        layoutParameters(&node, view)
        if ["Toolbar", "MaterialToolbar"].contains(simpleTag), let (title, _) = view.value("app:title") ?? view.value("android:title") {
            // The title sits between the navigation button and the menu items, which the app sets in code.
            let location = file.text.location(at: element.offset)
            let reason = title.hasPrefix("@string/")
                ? "Toolbar title: its width depends on the navigation icon and the menu items set in code"
                : "literal Toolbar title (not a string resource)"
            let id = uniqueID(node.viewID.map { "\($0).title" } ?? "\(simpleTag)@\(location.line).title")
            skipped.append(SkippedElement(id: id, reason: reason, location: location))
        }
        var undeclaredID: String?
        if Self.isTextView(simpleTag, view) {
            let id = textView(&node, view, element: element, tag: simpleTag)
            if node.elementID == nil { undeclaredID = id }
        } else if ["ImageView", "AppCompatImageView", "ShapeableImageView"].contains(simpleTag), case .leaf = node.kind,
                  let (source, _) = view.value("app:srcCompat") ?? view.value("android:src") {
            // ImageView.onMeasure: the drawable's intrinsic width plus paddings.
            node.intrinsicWidth = drawableWidth(source)
        }
        switch node.kind {
        case .text, .leaf, .plainView, .guideline, .barrier: break
        default:
            if simpleTag == "TextInputLayout" {
                // Its EditText fills it; the layout's hint is shown in the EditText's text box (expanded).
                var context = TextInputContext()
                if let hint = view.value("android:hint") { context.hint = hint }
                for icon in ["app:endIconMode", "app:startIconDrawable", "app:endIconDrawable", "app:passwordToggleEnabled", "app:prefixText", "app:suffixText"] {
                    if let (value, _) = view.value(icon), value != "none", value != "false" {
                        context.undecided = "the TextInputLayout's \(icon.dropFirst(4))=\(value) (its width is set by the icon attributes)"
                        break
                    }
                }
                textInputContexts.append(context)
            }
            parentKinds.append(node.kind)
            node.children = element.elements.flatMap { nodes($0, in: file, override: [:], stack: stack) }
            parentKinds.removeLast()
            if simpleTag == "TextInputLayout" { textInputContexts.removeLast() }
        }
        if node.elementID == nil {
            declareView(node, view, element: element, tag: simpleTag, id: undeclaredID)
        }
        if let base, let id = node.elementID {
            let simple = String(element.name.split(separator: ".").last ?? Substring(element.name))
            notes[id, default: []].append("<\(element.name)> is a \(base) (class \(simple) in \(context.customViews.files[simple] ?? "the app's code"))")
        }
        if node.gone {
            // AndroidContainerLayout measures its texts as when the code shows it.
            for id in node.elementIDs { notes[id, default: []].append("visibility=\"gone\": checked as when the code shows it") }
        }
        return [node]
    }

    private mutating func include(_ element: XMLElementNode, attributes: [String: XMLAttribute], in file: ParsedLayout,
                                  stack: [String]) -> [AndroidViewNode] {
        let location = file.text.location(at: element.offset)
        guard let reference = attributes["layout"]?.value, reference.hasPrefix("@layout/") else {
            findings.append(AndroidLayoutImporter.invalidInput("<include> without a layout=\"@layout/…\"", at: location))
            return []
        }
        let name = String(reference.dropFirst("@layout/".count))
        guard !stack.contains(name) else {
            let cycle = (stack.drop { $0 != name } + [name]).map { "@layout/\($0)" }.joined(separator: " → ")
            findings.append(AndroidLayoutImporter.invalidInput("<include> of @layout/\(name) includes itself (\(cycle))", at: location))
            return []
        }
        guard stack.count < Self.maximumIncludeDepth else {
            findings.append(AndroidLayoutImporter.invalidInput(
                "<include> of @layout/\(name) nests includes \(stack.count) deep; layoutlint follows includes up to \(Self.maximumIncludeDepth - 1) deep (the included views are not checked)",
                at: location))
            return []
        }
        guard let target = context.layouts.layout(name, screenWidth: screenWidth) else {
            var node = AndroidViewNode(kind: .opaque("included layout @layout/\(name) is not in the app's res/ folders"), tag: "include")
            node.width = .unknown("the included layout @layout/\(name), which is not in the app's res/ folders")
            return [node]
        }
        includeTrail.append(location)
        defer { includeTrail.removeLast() }
        if target.root.name == "merge" {
            return target.root.elements.flatMap { nodes($0, in: target, override: [:], stack: stack + [name]) }
        }
        // The include's id and visibility replace the root's; its layout_* attributes too when it gives
        // both layout_width and layout_height (LayoutInflater.parseInclude).
        var override: [String: XMLAttribute] = [:]
        if let id = attributes["android:id"] { override["android:id"] = id }
        if let visibility = attributes["android:visibility"] { override["android:visibility"] = visibility }
        if attributes["android:layout_width"] != nil, attributes["android:layout_height"] != nil {
            for (key, value) in attributes where key.hasPrefix("android:layout_") || key.hasPrefix("app:layout_") { override[key] = value }
        }
        return nodes(target.root, in: target, override: override, stack: stack + [name])
    }

    /// The text views a layout shows with the layouts it includes (each layout counted once, then looked up:
    /// the count of a fan-out is a sum, not a walk), as `nodes` would find them: includes that loop or nest
    /// past `maximumIncludeDepth` add none.
    private mutating func textViews(inLayout name: String, stack: [String]) -> Int {
        if let known = includedTextViews[name] { return known }
        guard !stack.contains(name), stack.count < Self.maximumIncludeDepth,
              let target = context.layouts.layout(name, screenWidth: screenWidth) else { return 0 }
        var count = 0
        var pending = [target.root]
        while let current = pending.popLast() {
            pending.append(contentsOf: current.elements)
            if current.name == "include", let reference = current.attribute("layout"), reference.hasPrefix("@layout/") {
                count += textViews(inLayout: String(reference.dropFirst("@layout/".count)), stack: stack + [name])
                continue
            }
            let tag = String(current.name.split(separator: ".").last ?? Substring(current.name))
            if Self.textTags.contains(tag) || (current.attribute("android:text") != nil && current.elements.isEmpty) { count += 1 }
        }
        includedTextViews[name] = count
        return count
    }

    /// The layoutlint rule ids (and `all`) of a `tools:ignore` list; Android Lint's own ids are not ours.
    static func layoutlintRules(inToolsIgnore value: String?) -> [String] {
        guard let value else { return [] }
        let known = Set(InlineSuppressions.ruleIDs + ["all"])
        return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter(known.contains)
    }

    static func idName(_ value: String) -> String? {
        for prefix in ["@+id/", "@id/", "@android:id/", "@+android:id/"] where value.hasPrefix(prefix) { return String(value.dropFirst(prefix.count)) }
        return nil
    }

    static let frameTags: Set<String> = ["FrameLayout", "CardView", "MaterialCardView", "ScrollView", "NestedScrollView",
                                         "FragmentContainerView", "CoordinatorLayout", "SwipeRefreshLayout",
                                         "CollapsingToolbarLayout", "ViewAnimator", "ViewFlipper", "ViewSwitcher",
                                         // A vertical LinearLayout around a FrameLayout holding its EditText:
                                         // horizontally, a frame.
                                         "TextInputLayout"]
    static let textTags: Set<String> = ["TextView", "AppCompatTextView", "MaterialTextView", "CheckedTextView", "Button",
                                        "AppCompatButton", "MaterialButton", "Chip", "CheckBox", "AppCompatCheckBox",
                                        "MaterialCheckBox", "RadioButton", "AppCompatRadioButton", "MaterialRadioButton",
                                        "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "EditText",
                                        "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView",
                                        "MaterialAutoCompleteTextView", "ToggleButton"]

    static func kind(of tag: String, attributes: [String: XMLAttribute], hasChildren: Bool) -> AndroidViewNode.Kind {
        let simple = String(tag.split(separator: ".").last ?? Substring(tag))
        switch simple {
        case "LinearLayout", "LinearLayoutCompat":
            return .linear(vertical: attributes["android:orientation"]?.value == "vertical")
        case "RadioGroup", "AppBarLayout": return .linear(vertical: attributes["android:orientation"]?.value != "horizontal")
        case "RelativeLayout": return .relative
        case "ConstraintLayout": return .constraint
        case "HorizontalScrollView": return .horizontalScroll
        case "Guideline": return .guideline
        case "Barrier": return .barrier
        case "View", "Space": return .plainView
        default:
            if frameTags.contains(simple) { return .frame }
            if textTags.contains(simple) { return .text }
            if attributes["android:text"] != nil || attributes["android:hint"] != nil, !hasChildren { return .text }
            if hasChildren { return .opaque("inside <\(tag)>, a view group whose measure rules are not known") }
            return .leaf
        }
    }

    static func isTextView(_ simpleTag: String, _ view: ViewAttributes) -> Bool {
        textTags.contains(simpleTag) || (view.own["android:text"] != nil && !frameTags.contains(simpleTag))
    }

    /// `base`, or `base#2`, `base#3`… when an earlier element (an included layout's twin) took it.
    mutating func uniqueID(_ base: String) -> String { ids.unique(base) }

    // MARK: Attributes

    /// The app styles a `style="@style/X"` names, X first, then its parents; a parent outside the app
    /// ends the chain.
    private func styleChain(_ reference: String?) -> [AndroidResources.Style] {
        guard let reference else { return [] }
        return resolveStyle(reference).chain
    }

    /// The first style name of the chain that is not the app's (a library or platform style).
    private func externalParent(_ reference: String?) -> String? {
        guard let reference else { return nil }
        return resolveStyle(reference).external.map(Self.platformAppearanceName)
    }

    /// A platform text appearance as a parent writes it without `@style/` (`parent="android:TextAppearance.Medium"`,
    /// which aapt2 resolves as `@android:style/TextAppearance.Medium`) under the name the text appearance table
    /// holds it by; any other name as it is (the button table holds `android:Widget.…` names as written).
    static func platformAppearanceName(_ external: String) -> String {
        external.hasPrefix("android:TextAppearance") ? String(external.dropFirst("android:".count)) : external
    }

    /// A style reference followed through the app's styles at this builder's width (`AndroidResources.styleChain`); a
    /// theme attribute (`?android:attr/borderlessButtonStyle`) is first the style the app's themes give it
    /// (`ThemeStyleReference`).
    func resolveStyle(_ reference: String) -> (chain: [AndroidResources.Style], external: String?, loop: String?) {
        if reference.hasPrefix("?"), let named = ThemeStyleReference.style(reference, resources: context.resources, screenWidth: screenWidth) {
            return context.resources.styleChain(named, screenWidth: screenWidth)
        }
        return context.resources.styleChain(reference, screenWidth: screenWidth)
    }

    /// The attribute a theme reference names: `?attr/x`, `?x`, `?android:attr/x`, `?android:x` → `x`.
    static func themeAttributeName(_ reference: String) -> String {
        var name = Substring(reference.dropFirst(reference.hasPrefix("?") ? 1 : 0))
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let colon = name.lastIndex(of: ":") { name = name[name.index(after: colon)...] }
        return String(name)
    }

    /// The intrinsic width of `@drawable/x` when it is one of the app's vector drawables.
    func drawableWidth(_ reference: String) -> Double? {
        guard reference.hasPrefix("@drawable/"),
              let raw = context.resources.drawableWidth(String(reference.dropFirst("@drawable/".count)), screenWidth: screenWidth) else { return nil }
        return dimension(raw).dp
    }

    enum Dimension: Equatable {
        case dp(Double), sp(Double), matchParent, wrapContent
        case unknown(String)

        var dp: Double? { if case .dp(let value) = self { value } else { nil } }
    }

    /// A dimension value: `16dp`, `14sp`, `@dimen/x` (resolved at this width), `?attr/x` (from the app's
    /// themes), `match_parent`, `wrap_content`.
    func dimension(_ raw: String, depth: Int = 0) -> Dimension {
        let value = raw.trimmingCharacters(in: .whitespaces)
        switch value {
        case "match_parent", "fill_parent": return .matchParent
        case "wrap_content": return .wrapContent
        default: break
        }
        if value.hasPrefix("@dimen/") {
            let name = String(value.dropFirst("@dimen/".count))
            guard depth < 16, let resolved = context.resources.dimen(name, screenWidth: screenWidth) else {
                // A library's dimension the app names and does not override (Gradle merges the library's values).
                if depth < 16, let library = AndroidTextModel.libraryDimensions[name] { return .dp(library.dp) }
                return .unknown("@dimen/\(name), which the app's values folders do not define")
            }
            return dimension(resolved, depth: depth + 1)
        }
        if value.hasPrefix("@android:dimen/") {
            let name = String(value.dropFirst("@android:dimen/".count))
            guard let dp = AndroidTextModel.platformDimensions[name]?.dp else {
                return .unknown("\(value), a platform dimension not in the defaults table")
            }
            return .dp(dp)
        }
        if value.hasPrefix("?") {
            let name = Self.themeAttributeName(value)
            guard depth < 16 else { return .unknown("\(value), a theme attribute that refers to itself") }
            if !value.hasPrefix("?android:"), let resolved = context.themeAttribute(name, screenWidth: screenWidth) {
                return dimension(resolved, depth: depth + 1)
            }
            // An attribute the app's themes leave to the library or platform theme they derive from.
            guard let dp = AndroidTextModel.themeDimensions[name]?.dp else {
                return .unknown("\(value), a theme attribute the app's themes do not set")
            }
            return .dp(dp)
        }
        for (unit, make) in [("dip", Dimension.dp), ("dp", Dimension.dp), ("sp", Dimension.sp)] as [(String, (Double) -> Dimension)] {
            if value.hasSuffix(unit), let number = Double(value.dropLast(unit.count)), number.isFinite { return make(number) }
        }
        if value.hasSuffix("px") { return .unknown("\(value) (pixels depend on the device's density)") }
        return .unknown("'\(value)', not a dimension the layout files decide")
    }

    /// A horizontal pair (start, end) of margins or paddings, with the physical left/right attributes
    /// that have no start/end twin (they do not mirror).
    struct Sides {
        var start = 0.0, end = 0.0
        var left: (Double, SourceLocation)?
        var right: (Double, SourceLocation)?
        var undecided: String?
    }

    func sides(_ view: ViewAttributes, base: String) -> Sides {
        var sides = Sides()
        func amount(_ name: String) -> (Double, SourceLocation)? {
            guard let (raw, location) = view.value(name) else { return nil }
            switch dimension(raw) {
            case .dp(let value): return (value, location)
            case .unknown(let reason): sides.undecided = sides.undecided ?? reason; return nil
            default: return nil
            }
        }
        if let all = amount(base) ?? amount(base + "Horizontal") {
            sides.start = all.0
            sides.end = all.0
            return sides
        }
        let start = amount(base + "Start"), end = amount(base + "End")
        let left = amount(base + "Left"), right = amount(base + "Right")
        sides.start = start?.0 ?? left?.0 ?? 0
        sides.end = end?.0 ?? right?.0 ?? 0
        if start == nil, let left { sides.left = left }
        if end == nil, let right { sides.right = right }
        return sides
    }

    private mutating func layoutParameters(_ node: inout AndroidViewNode, _ view: ViewAttributes) {
        func length(_ name: String) -> AndroidViewNode.Length {
            guard let (raw, _) = view.value(name) else { return .wrapContent }
            switch dimension(raw) {
            case .dp(let value), .sp(let value): return .dp(value)
            case .matchParent: return .matchParent
            case .wrapContent: return .wrapContent
            case .unknown(let reason): return .unknown(reason)
            }
        }
        node.width = length("android:layout_width")
        node.height = length("android:layout_height")
        node.vertical = verticalParameters(view)
        let margins = sides(view, base: "android:layout_margin")
        let paddings = sides(view, base: "android:padding")
        node.marginStart = margins.start
        node.marginEnd = margins.end
        node.paddingStart = paddings.start
        node.paddingEnd = paddings.end
        node.undecided = paddings.undecided ?? margins.undecided
        if let (raw, _) = view.value("android:paddingTop") ?? view.value("android:paddingVertical") ?? view.value("android:padding") {
            node.paddingTop = dimension(raw).dp ?? 0
        }
        if let (raw, _) = view.value("android:paddingBottom") ?? view.value("android:paddingVertical") ?? view.value("android:padding") {
            node.paddingBottom = dimension(raw).dp ?? 0
        }
        if let (raw, _) = view.value("android:minWidth") { node.minWidth = dimension(raw).dp ?? 0 }
        if let (raw, _) = view.value("android:maxWidth") { node.maxWidth = dimension(raw).dp }
        if let (raw, _) = view.value("android:layout_weight") { node.weight = Double(raw) ?? 0 }
        if let (raw, _) = view.value("android:weightSum") { node.weightSum = Double(raw) }
        // RelativeLayout rules.
        let relative: [(String, String)] = [
            ("android:layout_toStartOf", "toStartOf"), ("android:layout_toLeftOf", "toStartOf"),
            ("android:layout_toEndOf", "toEndOf"), ("android:layout_toRightOf", "toEndOf"),
            ("android:layout_alignStart", "alignStart"), ("android:layout_alignLeft", "alignStart"),
            ("android:layout_alignEnd", "alignEnd"), ("android:layout_alignRight", "alignEnd"),
        ]
        for (attribute, rule) in relative where node.rules[rule] == nil {
            if let (raw, _) = view.value(attribute), let id = Self.idName(raw) { node.rules[rule] = id }
        }
        for (attribute, rule) in [("android:layout_alignParentStart", "parentStart"), ("android:layout_alignParentLeft", "parentStart"),
                                  ("android:layout_alignParentEnd", "parentEnd"), ("android:layout_alignParentRight", "parentEnd"),
                                  ("android:layout_centerHorizontal", "centerHorizontal"), ("android:layout_centerInParent", "centerHorizontal")]
            where view.value(attribute)?.value == "true" {
            node.rules[rule] = "parent"
        }
        // ConstraintLayout anchors.
        let constraint: [(String, String)] = [
            ("app:layout_constraintStart_toStartOf", "startToStart"), ("app:layout_constraintLeft_toLeftOf", "startToStart"),
            ("app:layout_constraintStart_toEndOf", "startToEnd"), ("app:layout_constraintLeft_toRightOf", "startToEnd"),
            ("app:layout_constraintEnd_toEndOf", "endToEnd"), ("app:layout_constraintRight_toRightOf", "endToEnd"),
            ("app:layout_constraintEnd_toStartOf", "endToStart"), ("app:layout_constraintRight_toLeftOf", "endToStart"),
        ]
        for (attribute, rule) in constraint where node.rules[rule] == nil {
            guard let (raw, _) = view.value(attribute) else { continue }
            node.rules[rule] = raw == "parent" ? "parent" : Self.idName(raw) ?? raw
        }
        if let (raw, _) = view.value("app:layout_constraintHorizontal_bias"), let bias = Double(raw) { node.numbers["bias"] = bias }
        if let (raw, _) = view.value("app:layout_constraintHorizontal_weight"), let weight = Double(raw) { node.numbers["chainWeight"] = weight }
        if view.value("app:layout_constrainedWidth")?.value == "true" { node.flags.insert("constrainedWidth") }
        switch view.value("app:layout_constraintHorizontal_chainStyle")?.value {
        case "packed": node.flags.insert("chainPacked")
        case "spread_inside": node.flags.insert("chainSpreadInside")
        default: break
        }
        if case .guideline = node.kind {
            if view.value("android:orientation")?.value != "vertical" { node.kind = .leaf }
            if let (raw, _) = view.value("app:layout_constraintGuide_begin") { node.numbers["guideBegin"] = dimension(raw).dp }
            if let (raw, _) = view.value("app:layout_constraintGuide_end") { node.numbers["guideEnd"] = dimension(raw).dp }
            if let (raw, _) = view.value("app:layout_constraintGuide_percent") { node.numbers["guidePercent"] = Double(raw) }
        }
        if case .barrier = node.kind {
            let direction = view.value("app:barrierDirection")?.value ?? "end"
            if direction == "top" || direction == "bottom" { node.kind = .leaf }
            if direction == "start" || direction == "left" { node.flags.insert("barrierStart") }
            node.referencedIDs = (view.value("app:constraint_referenced_ids")?.value ?? "")
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    // MARK: Text views

    /// The text look a view ends up with: the widget's default text appearance, the style's and the
    /// view's `textAppearance`, then the style's and the view's own text attributes.
    struct TextLook {
        /// The look's size (in sp, scaling with the font scale), weight, slant, family, case and letter spacing
        /// (`android:letterSpacing` is in ems) on an element.
        func apply(to element: inout LayoutElement, targetSdk: Int?) {
            element.size = size
            element.scales = true
            element.weight = weight
            element.italic = italic
            element.family = AndroidTextModel.fontFamily(targetSdk: targetSdk)
            if let fontFile {
                // The app's font file is the face (its own weight and slant are the look's), the platform's
                // families the fallback (minikin `FontCollection` after the app's `Typeface`).
                element.family = FontLibrary.FileFamily(fallback: element.family ?? "Roboto", weight: fontFileStyle?.weight ?? weight,
                                                        italic: fontFileStyle?.italic ?? italic, path: fontFile).name
            }
            element.textTransform = allCaps ? .uppercase : .none
            if letterSpacing != 0 { element.letterSpacing = (letterSpacing * size * 10_000).rounded() / 10_000 }
            element.declaredColor = declaredColor
        }

        var size = 14.0
        var sizeLocation: SourceLocation?
        var sizeInDp = false
        var weight = 400
        var italic = false
        var allCaps = false
        var lineHeight: Double?
        var letterSpacing = 0.0
        /// `android:textColor` as written, from the style chain or the view; nil: the theme's default.
        var declaredColor: String?
        var customFont: String?
        /// The app's font file `customFont` names (`ImportContext.resolvingFont`).
        var fontFile: String?
        /// The weight and slant a font family XML declares for `fontFile` (nil: the look's own).
        var fontFileStyle: (weight: Int, italic: Bool)?
        /// Why `customFont` has no file (a downloadable font, a family naming a file not in the project).
        var customFontReason: String?
        /// A text appearance neither the app nor the defaults table knows (the element is skipped).
        var unknownAppearance: String?
        /// A style whose parent chain comes back to itself (the element is skipped).
        var styleLoop: String?
        var notes: [String] = []
    }

    /// The text look a text appearance reference gives on its own (`?attr/…` through the app's themes, else
    /// the defaults table; `@style/…` through the app's styles): for text the platform lays out in its own
    /// views (menu items, preference rows), where no layout attribute of the app's applies.
    func look(ofAppearance reference: String) -> TextLook {
        var look = TextLook()
        apply(appearance: reference, to: &look)
        return context.resolvingFont(look)
    }

    private func apply(appearance reference: String, to look: inout TextLook, depth: Int = 0) {
        if reference.hasPrefix("?") {
            let attribute = Self.themeAttributeName(reference)
            if !reference.hasPrefix("?android:"), let value = context.themeAttribute(attribute, screenWidth: screenWidth), depth < 8 {
                apply(appearance: value, to: &look, depth: depth + 1)
                return
            }
            guard let (tableName, appearance) = AndroidTextModel.textAppearance(themeAttribute: attribute, material3: context.material3) else {
                look.unknownAppearance = look.unknownAppearance ?? reference
                return
            }
            apply(appearance, to: &look)
            look.notes.append("\(reference) → \(tableName) from the defaults table (\(appearance.source))")
            return
        }
        let (chain, current, loop) = resolveStyle(reference)
        if let loop { look.styleLoop = look.styleLoop ?? loop }
        if let external = current.map(Self.platformAppearanceName) {
            if let appearance = AndroidTextModel.textAppearances[external] {
                apply(appearance, to: &look)
                look.notes.append("\(external) from the defaults table (\(appearance.source))")
            } else {
                look.unknownAppearance = look.unknownAppearance ?? external
            }
        }
        for style in chain.reversed() { applyItems(style.items, to: &look, location: style.location) }
    }

    private func apply(_ appearance: AndroidTextModel.TextAppearance, to look: inout TextLook) {
        look.size = appearance.size
        look.sizeInDp = false
        look.weight = appearance.weight
        look.lineHeight = appearance.lineHeight
        look.letterSpacing = appearance.letterSpacing
        look.allCaps = appearance.allCaps
    }

    private func applyItems(_ items: [String: String], to look: inout TextLook, location: SourceLocation?) {
        for attribute in AndroidTextAttributes.look {
            guard let value = items["android:" + attribute.name] ?? items[attribute.name] else { continue }
            attribute.apply(value, location, &look) { dimension($0) }
        }
    }

    /// Builds a text view's element (or its skip reason) and returns the id it took: the text attribute, the
    /// look, the horizontal space around the text, the key, then the element.
    @discardableResult
    private mutating func textView(_ node: inout AndroidViewNode, _ view: ViewAttributes, element: XMLElementNode, tag: String) -> String {
        node.kind = .text
        let location = view.file.text.location(at: element.offset)
        let isEditText = AndroidTextModel.editTextTags.contains(tag)
        let textInput = isEditText ? textInputContexts.last : nil
        let textAttribute = Self.textAttribute(view, isEditText: isEditText, textInput: textInput)
        let id = uniqueID(node.viewID ?? "\(tag)@\(location.line)")
        let (defaults, unknownStyle) = textDefaults(&node, view, tag: tag, textInput: textInput)
        var look = textLook(view, tag: tag, defaults: defaults)
        let physicalDrawables = horizontalSpace(&node, view, tag: tag, defaults: defaults)
        let autoSize = isEditText ? .off : self.autoSize(view)
        let text = textKey(node, view, textAttribute: textAttribute, isEditText: isEditText, look: &look, unknownStyle: unknownStyle,
                           autoSize: autoSize)
        guard let key = text.key else {
            node.textWidthUnknown = "a neighbouring text view that is not laid out: \(text.reason ?? "no text")"
            skipped.append(SkippedElement(id: id, reason: text.reason ?? "no text", location: location, key: text.namedKey))
            return id
        }
        node.elementID = id
        var built = textElement(node, view, id: id, location: location, tag: tag, key: key, look: look, isEditText: isEditText)
        built.keyLocations["key"] = textAttribute.map(\.location)
        var elementNotes = look.notes
        if let codeNote = text.codeNote { elementNotes.append(codeNote) }
        if case .on(let shrink, let smallest, let largest, let note) = autoSize {
            Self.applyAutoSize(&built, view, look: look, shrink: shrink, smallest: smallest, largest: largest)
            elementNotes.append(note)
        }
        // Alignment, placement and physical insets (RTL declarations), and whether the width follows the text.
        declareLayout(&built, node, view, textAlignment: true)
        built.widthFollowsText = node.width == .wrapContent && node.weight == 0 && !Self.hasBothHorizontalEdges(node)
        for drawable in physicalDrawables {
            var insets = built.insets ?? Insets()
            if drawable.side == "left", insets.left == nil { insets.left = drawable.width; built.keyLocations["insets.left"] = drawable.location }
            if drawable.side == "right", insets.right == nil { insets.right = drawable.width; built.keyLocations["insets.right"] = drawable.location }
            built.insets = insets
        }
        elements.append(built)
        if !text.others.isEmpty { alternatives[id] = text.others }
        if let lineHeight = look.lineHeight {
            elementNotes.append("lineHeight \(FindingText.number(lineHeight))sp adds spacing below lines (not modelled: the fonts' line boxes are used)")
        }
        if let lineSpacing = view.value("android:lineSpacingExtra") ?? view.value("android:lineSpacingMultiplier") {
            elementNotes.append("lineSpacingExtra/Multiplier (\(lineSpacing.value)) is not modelled")
        }
        notes[id] = elementNotes
        return id
    }

    /// Which attribute holds the text: `android:text`, or on an edit text without a string resource there
    /// its hint (its own, else its TextInputLayout's).
    private static func textAttribute(_ view: ViewAttributes, isEditText: Bool,
                                      textInput: TextInputContext?) -> (value: String, location: SourceLocation)? {
        var textAttribute = view.value("android:text")
        if isEditText, textAttribute.map({ !$0.value.hasPrefix("@string/") }) ?? true,
           let hint = view.value("android:hint") ?? textInput?.hint {
            textAttribute = hint
        }
        return textAttribute
    }

    /// The widget's defaults (`AndroidTextModel`), a TextInputLayout's edit text's, or a library style's; and
    /// the library style the defaults table does not know.
    private func textDefaults(_ node: inout AndroidViewNode, _ view: ViewAttributes, tag: String,
                              textInput: TextInputContext?) -> (AndroidTextModel.WidgetDefaults, unknownStyle: String?) {
        var defaults = AndroidTextModel.widgetDefaults(tag: tag, material3: context.material3)
            ?? AndroidTextModel.widgetDefaults(tag: "TextView", material3: false)!
        if let textInput {
            defaults = AndroidTextModel.textInputEditText(material3: context.material3)
            if let reason = textInput.undecided { node.undecided = node.undecided ?? reason }
        }
        var unknownStyle: String?
        if let styleReference = view.own["style"]?.value, let external = externalParent(styleReference),
           !external.hasPrefix("TextAppearance") {
            if let widget = AndroidTextModel.styled(external, over: defaults, tag: tag) {
                defaults = widget
            } else {
                unknownStyle = external
            }
        }
        return (defaults, unknownStyle)
    }

    /// Widget defaults, then text appearances, then text attributes (the style's, then the view's own).
    private func textLook(_ view: ViewAttributes, tag: String, defaults: AndroidTextModel.WidgetDefaults) -> TextLook {
        var look = TextLook()
        if let appearance = AndroidTextModel.textAppearances[defaults.textAppearance] {
            apply(appearance, to: &look)
        }
        look.notes.append("<\(tag)> defaults: \(defaults.textAppearance) (\(defaults.source))")
        if !AndroidViewNode.isKnownTextTag(tag) { look.notes.append("<\(tag)> is measured as a TextView") }
        if let styleReference = view.own["style"]?.value {
            if let appearance = view.styles.lazy.compactMap({ $0.items["android:textAppearance"] }).first {
                apply(appearance: appearance, to: &look)
            }
            if let external = externalParent(styleReference), !external.hasPrefix("TextAppearance") {
                if AndroidTextModel.widgetStyles[external] != nil { look.notes.append("\(external) from the defaults table (\(defaults.source))") }
            } else if let external = externalParent(styleReference), let appearance = AndroidTextModel.textAppearances[external] {
                apply(appearance, to: &look)
                look.notes.append("\(external) from the defaults table (\(appearance.source))")
            }
        }
        if let appearance = view.own["android:textAppearance"]?.value { apply(appearance: appearance, to: &look) }
        // The theme's own android:textAllCaps is the attribute's base value (Resources.Theme.obtainStyledAttributes: XML, style, default style, then the theme), above any textAppearance's.
        if let caps = context.themeAttribute("textAllCaps", screenWidth: screenWidth) { look.allCaps = caps == "true" }
        for style in view.styles.reversed() { applyItems(style.items, to: &look, location: style.location) }
        var ownItems: [String: String] = [:]
        for (name, attribute) in view.own where name.hasPrefix("android:") || name.hasPrefix("app:") {
            ownItems[name.hasPrefix("app:") ? String(name.dropFirst(4)) : name] = attribute.value
        }
        applyItems(ownItems, to: &look, location: view.own["android:textSize"].map { view.file.location(of: $0) })
        return context.resolvingFont(look)
    }

    /// Horizontal space around the text: paddings (a side the layout gives none keeps the background's, as
    /// View's constructor does), the minimum width, a compound button's glyph, compound drawables with their
    /// padding (TextView compound padding). Returns the drawables given on a physical side (left, right).
    private func horizontalSpace(_ node: inout AndroidViewNode, _ view: ViewAttributes, tag: String,
                                 defaults: AndroidTextModel.WidgetDefaults) -> [(side: String, width: Double, location: SourceLocation)] {
        let startGiven = ["android:padding", "android:paddingHorizontal", "android:paddingStart", "android:paddingLeft"].contains { view.value($0) != nil }
        let endGiven = ["android:padding", "android:paddingHorizontal", "android:paddingEnd", "android:paddingRight"].contains { view.value($0) != nil }
        if !startGiven { node.paddingStart = defaults.paddingStart + defaults.insetStart }
        if !endGiven { node.paddingEnd = defaults.paddingEnd + defaults.insetEnd }
        if node.minWidth == 0, view.value("android:minWidth") == nil, let minWidth = defaults.minWidth { node.minWidth = minWidth }
        if let glyph = AndroidTextModel.compoundButtonWidth(tag: tag) {
            node.textExtra += glyph
        } else if AndroidTextModel.compoundButtonTags.contains(tag), tag != "ToggleButton" {
            node.undecided = node.undecided ?? "the button drawable of <\(tag)> (not in the defaults table)"
        }
        if tag == "Chip" {
            for attribute in ["app:chipIcon", "app:checkedIcon", "app:closeIcon"] where view.value(attribute) != nil {
                node.undecided = node.undecided ?? "a Chip icon (its size and paddings are chip attributes)"
            }
            if view.value("app:closeIconVisible")?.value == "true" || view.value("app:chipIconVisible")?.value == "true" {
                node.undecided = node.undecided ?? "a Chip icon (its size and paddings are chip attributes)"
            }
        }
        // Compound drawables: each side's drawable width plus drawablePadding (TextView compound padding).
        var drawablePadding = 0.0
        if let (raw, _) = view.value("android:drawablePadding") { drawablePadding = dimension(raw).dp ?? 0 }
        var physicalDrawables: [(side: String, width: Double, location: SourceLocation)] = []
        for (semantic, physical) in [("Start", "Left"), ("End", "Right")] {
            let start = view.value("android:drawable\(semantic)") ?? view.value("app:drawable\(semantic)Compat")
            let left = view.value("android:drawable\(physical)") ?? view.value("app:drawable\(physical)Compat")
            guard let (reference, location) = start ?? left, reference != "@null" else { continue }
            guard let width = drawableWidth(reference) else {
                node.undecided = node.undecided ?? "a compound drawable that is not one of the app's vector drawables"
                continue
            }
            node.textExtra += width + drawablePadding
            if start == nil { physicalDrawables.append((physical.lowercased(), width + drawablePadding, location)) }
        }
        if let (icon, _) = view.value("app:icon"), icon != "@null" {
            node.undecided = node.undecided ?? "the button icon \(icon) (its size and padding are set by the icon attributes)"
        }
        return physicalDrawables
    }

    /// Is there a text to check: the string resource's key (or the one the app's code sets), else why not.
    private func textKey(_ node: AndroidViewNode, _ view: ViewAttributes, textAttribute: (value: String, location: SourceLocation)?,
                         isEditText: Bool, look: inout TextLook, unknownStyle: String?,
                         autoSize: AutoSize) -> (key: String?, reason: String?, codeNote: String?, namedKey: String?, others: [String]) {
        var reason: String?
        var key: String?
        if let (value, _) = textAttribute {
            if value.hasPrefix("@string/") { key = String(value.dropFirst("@string/".count)) }
            else if value.hasPrefix("@android:string/") { reason = "platform string \(value) (translated by Android)" }
            else if value.isEmpty { reason = "empty text (set in code)" }
            else { reason = "literal text (not a string resource)" }
        } else {
            reason = "text set in code (no android:text\(isEditText ? " or android:hint" : ""))"
        }
        var codeNote: String?
        var others: [String] = []
        if key != nil, let viewID = node.viewID, context.codeTexts.isRemoteViewText(layout: view.file.name, id: viewID) {
            // An app widget's view whose text its provider sets on each update (`AndroidCodeTexts.readRemoteViews`).
            return (nil, Self.remoteViewTextReason, nil, key, [])
        }
        if let layoutKey = key, !isEditText, let viewID = node.viewID, textAttribute?.value.hasPrefix("@string/") == true {
            // The code replaces the layout's text (`setText(R.string.k)` on the view): both show, the layout's
            // until the code runs; the code's in variants of the screen.
            let set = context.codeTexts.keys(layout: view.file.name, id: viewID).filter { $0.key != layoutKey }
            if !set.isEmpty, set.count <= ImportContext.maximumTextVariants {
                others = set.keys.sorted()
                codeNote = "text replaced in code by \(others.map { "R.string.\($0)" }.joined(separator: ", ")) (at \(set[others[0]]!)): laid out in the screen's variants"
            }
        }
        // A literal the layout writes (`android:text="CAMERA"`, a designer's sample) is what the code's `setText`
        // replaces: `TextView.setText` "sets the text to be displayed" (developer.android.com, TextView), so the
        // code's string is the one users read once the view is bound, as for a view with no text.
        let literal = textAttribute.map { !$0.value.isEmpty && !$0.value.hasPrefix("@") && !$0.value.hasPrefix("?") } ?? false
        if key == nil, textAttribute == nil || textAttribute?.value.isEmpty == true || literal, let viewID = node.viewID {
            // The string the app's code sets on this view (`AndroidCodeTexts`), when it sets one.
            let set = context.codeTexts.keys(layout: view.file.name, id: viewID)
            if set.count == 1, let (codeKey, site) = set.first {
                key = codeKey
                reason = nil
                codeNote = "text set in code: R.string.\(codeKey) at \(site)"
            } else if set.count > 1, set.count <= ImportContext.maximumTextVariants + 1, !isEditText {
                // Each string the code sets is laid out: the first here, the others in variants of the screen.
                let sorted = set.keys.sorted()
                key = sorted[0]
                others = Array(sorted.dropFirst())
                reason = nil
                codeNote = "text set in code to one of \(set.count) strings (R.string.\(sorted[0]) at \(set[sorted[0]]!); "
                    + "\(others.map { "R.string.\($0)" }.joined(separator: ", ")) in the screen's variants)"
            } else if set.count > 1 {
                reason = "text set in code to one of \(set.count) strings (\(set.keys.sorted().prefix(3).joined(separator: ", "))\(set.count > 3 ? ", …" : "")): one box per string is not modelled"
            }
        }
        let namedKey = key   // issue 32: a skipped view's key gets its reason in the coverage (KeysNotLaidOut)
        if key != nil, let font = look.customFont { reason = look.customFontReason ?? "font \(font) is not in the font profile"; key = nil }
        if let styleReference = view.own["style"]?.value, let loop = resolveStyle(styleReference).loop { look.styleLoop = look.styleLoop ?? loop }
        if key != nil, let loop = look.styleLoop {
            reason = "style \(loop) is its own ancestor (its parent chain loops)"; key = nil
        }
        if key != nil, let appearance = look.unknownAppearance {
            reason = "text appearance \(appearance) (not in the app and not in the defaults table)"; key = nil
        }
        if key != nil, let unknownStyle {
            reason = "style \(unknownStyle) (a library style not in the defaults table: its paddings are not known)"; key = nil
        }
        if key != nil, look.sizeInDp { reason = "textSize in dp (does not follow the font scale)"; key = nil }
        if key != nil, case .undecided(let why) = autoSize { reason = why; key = nil }
        if key == nil { others = [] }
        return (key, reason, codeNote, namedKey, others)
    }

    /// Why an app widget's text is not laid out from its layout.
    static let remoteViewTextReason = "an app widget's text its code sets on each update (RemoteViews.setTextViewText): the layout's text shows only until the first"

    /// The text view's element: its kind, key, look, the box the view's fixed width and height leave the text,
    /// clipping, font padding and lines.
    private func textElement(_ node: AndroidViewNode, _ view: ViewAttributes, id: String, location: SourceLocation, tag: String,
                             key: String, look: TextLook, isEditText: Bool) -> LayoutElement {
        var element = LayoutElement(id: id, location: location)
        element.ignoredRules = Array(Set(ignoredRules.joined())).sorted()
        element.kind = isEditText ? .textField : AndroidTextModel.buttonTags.contains(tag) ? .button : .label
        element.key = key
        look.apply(to: &element, targetSdk: context.targetSdk)
        // Android's `lineHeight` is extra spacing added below each line (`TextView.setLineHeight` →
        // `setLineSpacing(lineHeight − font height, 1)`), not a line box the text is centered in: the
        // first line still starts at the font's ascent. The font's own line boxes are used instead.
        if case .dp(let width) = node.width, width - node.paddingStart - node.paddingEnd - node.textExtra >= AndroidMeasurePass.narrowestText {
            element.width = width - node.paddingStart - node.paddingEnd - node.textExtra
        }
        // A `0dp` height is not a height: in a vertical LinearLayout the view takes its weight's share of
        // the screen's height, in a ConstraintLayout the space between its top and bottom anchors
        // (match-constraint) — neither decided by the files, so no height is checked.
        if case .dp(let height) = node.height, height - node.paddingTop - node.paddingBottom >= AndroidMeasurePass.narrowestText {
            element.height = height - node.paddingTop - node.paddingBottom
        }
        // A fixed-height view clips its text (ViewGroup `clipChildren`); a wrap_content TextView is as
        // tall as its text with the font's padding (`includeFontPadding`) and fallback line spacing.
        element.clipsToBounds = node.height.isFixed && node.height != .dp(0)
        // TextView's `includeFontPadding` is true unless the layout turns it off (AOSP
        // core/java/android/widget/TextView.java: `mIncludePad = true`, attribute `includeFontPadding`).
        element.includeFontPadding = view.value("android:includeFontPadding")?.value != "false"
        if let sizeLocation = look.sizeLocation { element.keyLocations["size"] = sizeLocation }
        // Lines.
        if view.value("android:singleLine")?.value == "true" {
            element.maxLines = 1
            element.keyLocations["maxLines"] = view.value("android:singleLine")?.location
        } else if let (raw, lineLocation) = view.value("android:maxLines") ?? view.value("android:lines"), let lines = Int(raw), lines > 0 {
            element.maxLines = lines
            element.keyLocations["maxLines"] = lineLocation
        } else if isEditText {
            element.maxLines = nil
        }
        return element
    }

    /// Auto-size ignores textSize: it takes the largest of its sizes that fits. Above the size the view is
    /// first measured at, a wrap_content height leaves no room, so the text size clamped to the auto-size
    /// bounds (and down to a size it takes) is where it starts; a fixed height may let it grow, which only
    /// ever makes it fit.
    private static func applyAutoSize(_ element: inout LayoutElement, _ view: ViewAttributes, look: TextLook, shrink: AutoShrink,
                                      smallest: Double, largest: Double) {
        var size = min(max(look.size, smallest), largest)
        if let sizes = shrink.sizes { size = sizes.last { $0 <= size + 1e-9 } ?? sizes[0] }
        else if let step = shrink.step { size = smallest + ((size - smallest) / step + 1e-9).rounded(.down) * step }
        element.size = size
        element.autoShrink = shrink
        if let (_, location) = view.value("app:autoSizeTextType") ?? view.value("android:autoSizeTextType") {
            element.keyLocations["autoShrink"] = location
        }
    }
}

extension ScreenBuilder {
    /// A text view's uniform auto-size text: the sizes it may take, or why they cannot be decided.
    enum AutoSize {
        case off
        /// The shrink, the smallest and largest sizes (sp), and a note on where they came from.
        case on(AutoShrink, smallest: Double, largest: Double, note: String)
        case undecided(String)
    }

    /// `autoSizeTextType="uniform"` (`app:` on AppCompat views, `android:` from API 26) with its bounds,
    /// step or preset sizes; defaults from `AndroidTextModel`. Bounds in sp follow the font scale as the text
    /// size does; bounds in dp or px do not, and are not modelled.
    func autoSize(_ view: ViewAttributes) -> AutoSize {
        func attribute(_ name: String) -> (value: String, location: SourceLocation)? { view.value("app:" + name) ?? view.value("android:" + name) }
        guard attribute("autoSizeTextType")?.value == "uniform" else { return .off }
        /// The bound in sp, its default when the view does not give it; nil when it is not in sp.
        func sp(_ name: String, default fallback: Double) -> Double? {
            guard let (raw, _) = attribute(name) else { return fallback }
            if case .sp(let value) = dimension(raw), value > 0, value <= LayoutReader.maximumLength { return value }
            return nil
        }
        if let (presets, _) = attribute("autoSizePresetSizes") {
            guard presets.hasPrefix("@array/"),
                  let items = context.resources.array(String(presets.dropFirst("@array/".count)), screenWidth: screenWidth) else {
                return .undecided("auto-size preset sizes \(presets), which the app's values folders do not define")
            }
            var sizes: [Double] = []
            for item in items {
                guard case .sp(let value) = dimension(item), value > 0, value <= LayoutReader.maximumLength else {
                    return .undecided("auto-size preset size \(item) in \(presets) (auto-size sizes are modelled in sp, as they follow the font scale, up to 10000sp)")
                }
                sizes.append(value)
            }
            sizes = Array(Set(sizes)).sorted()
            guard let smallest = sizes.first, let largest = sizes.last else { return .undecided("auto-size preset sizes \(presets) is empty") }
            return .on(AutoShrink(sizes: sizes), smallest: smallest, largest: largest,
                       note: "auto-size text: the largest of \(presets) (\(sizes.map { FindingText.number($0) }.joined(separator: ", "))sp) that fits")
        }
        guard let smallest = sp("autoSizeMinTextSize", default: AndroidTextModel.autoSizeMinimumSp) else {
            return .undecided("autoSizeMinTextSize \(attribute("autoSizeMinTextSize")?.value ?? "") (auto-size sizes are modelled in sp, as they follow the font scale, up to 10000sp)")
        }
        guard let largest = sp("autoSizeMaxTextSize", default: AndroidTextModel.autoSizeMaximumSp) else {
            return .undecided("autoSizeMaxTextSize \(attribute("autoSizeMaxTextSize")?.value ?? "") (auto-size sizes are modelled in sp, as they follow the font scale, up to 10000sp)")
        }
        guard largest > smallest else {
            return .undecided("autoSizeMaxTextSize \(FindingText.number(largest))sp is not above autoSizeMinTextSize \(FindingText.number(smallest))sp (Android refuses it at inflation)")
        }
        var step: Double?
        var stepNote = "any size (steps of \(FindingText.number(AndroidTextModel.autoSizeDefaultGranularityPx))px)"
        if let (raw, _) = attribute("autoSizeStepGranularity") {
            if case .sp(let value) = dimension(raw), value >= 0.01, value <= LayoutReader.maximumLength { step = value; stepNote = "steps of \(FindingText.number(value))sp" }
            else if raw.trimmingCharacters(in: .whitespaces).hasSuffix("px") { stepNote = "any size (steps of \(raw), finer than a dp at common densities, not modelled)" }
            else { return .undecided("autoSizeStepGranularity \(raw) (modelled in sp from 0.01 to 10000sp, or px)") }
        }
        return .on(AutoShrink(minimumSize: smallest, step: step), smallest: smallest, largest: largest,
                   note: "auto-size text: \(FindingText.number(smallest))–\(FindingText.number(largest))sp, \(stepNote), the largest that fits")
    }
}

/// A view's attributes as it sees them: its own, an `<include>`'s overrides, then its style chain.
struct ViewAttributes {
    var own: [String: XMLAttribute]
    var override: [String: XMLAttribute]
    var styles: [AndroidResources.Style]
    var file: ParsedLayout

    func value(_ name: String) -> (value: String, location: SourceLocation)? {
        if let attribute = override[name] ?? own[name] { return (attribute.value, file.location(of: attribute)) }
        let itemName = name.hasPrefix("app:") ? String(name.dropFirst(4)) : name
        for style in styles { if let value = style.items[itemName] { return (value, style.location) } }
        return nil
    }
}

extension AndroidViewNode {
    static func isKnownTextTag(_ tag: String) -> Bool { ScreenBuilder.textTags.contains(tag) }
}

/// The ids of one screen's elements: `base`, or `base#2`, `base#3`… when an earlier element took it.
struct ElementIDs {
    private var used: Set<String> = []
    /// The next `#n` suffix to try per base id: repeated ids take linear time, not quadratic.
    private var nextSuffix: [String: Int] = [:]

    mutating func unique(_ base: String) -> String {
        var id = base
        var suffix = nextSuffix[base] ?? 2
        while used.contains(id) { id = "\(base)#\(suffix)"; suffix += 1 }
        nextSuffix[base] = suffix
        used.insert(id)
        return id
    }
}
