import SwiftSyntax

/// A builtin view's call as `SwiftUIViewReader.builtin` met it: what a row of `SwiftUIViewKinds` reads.
struct SwiftUIViewCall {
    let call: FunctionCallExprSyntax
    /// The view's name (`Text`), and the type it is a member of when written `Color.red`-style.
    let name: String
    let owner: String?
    let scope: SwiftUIScope
    /// The reader's element count before the view: the view's elements start here.
    let start: Int

    var arguments: LabeledExprListSyntax { call.arguments }
    /// The first argument when it has no label: a title (`Button("Save") {…}`).
    var title: ExprSyntax? { arguments.first.flatMap { $0.label == nil ? $0.expression : nil } }
    /// No node and no elements.
    var empty: SwiftUIViewReader.Read { SwiftUIViewReader.Read(node: nil, elements: start..<start) }
}

/// One row of `SwiftUIViewKinds`: the builtin views read the same way, how they lay out and where that was
/// read. The numbers a reading uses (spacings, insets, text styles) sit in `SwiftUIMetrics`.
struct SwiftUIViewKind: Sendable {
    let names: [String]
    /// The reading: the view's node in the layout tree and the text elements it makes.
    let read: @Sendable (SwiftUIViewReader, SwiftUIViewCall) -> SwiftUIViewReader.Read
    /// What the view is in the layout, in a sentence.
    let layout: String
    /// The platform documentation the layout was read from.
    let source: String
}

/// The builtin SwiftUI views the importer lays out, as data: a new view kind is one row here (with a
/// reading in `SwiftUIViewReader+Views.swift` when no existing one fits). A view in no row is the app's
/// own view (inlined), else a view the importer does not know (opaque, with that reason).
enum SwiftUIViewKinds {
    static let all: [SwiftUIViewKind] = [
        SwiftUIViewKind(names: ["Text"], read: { $0.readText($1) },
                        layout: "one text element; `Text(verbatim:)` (unless given an already localized String) and formatted values (`style:`, `format:`, `formatter:`) are not localized",
                        source: "Apple documentation, `Text` (init(_:tableName:bundle:comment:) looks the key up; init(verbatim:) does not)"),
        SwiftUIViewKind(names: ["Label"], read: { $0.readLabel($1) },
                        layout: "the icon and the title side by side; the icon (an SF Symbol) has no width known statically",
                        source: "Apple documentation, `Label` (a title and an icon)"),
        SwiftUIViewKind(names: ["Button", "Link", "ShareLink", "EditButton", "PasteButton"], read: { $0.readButton($1) },
                        layout: "its title, or its label closure; with `systemImage:`/`image:` a Label (icon and title)",
                        source: "Apple documentation, `Button` / `Link` / `ShareLink` (init(_:systemImage:action:) shows a Label)"),
        SwiftUIViewKind(names: ["Toggle"], read: { $0.readToggle($1) },
                        layout: "the label leading, a spacer, the switch trailing",
                        source: "Apple documentation, `Toggle` (the switch style on iOS)"),
        SwiftUIViewKind(names: ["LabeledContent"], read: { $0.readLabeledContent($1) },
                        layout: "a form row: the label leading, the value (the app's data, not checked) trailing",
                        source: "Apple documentation, `LabeledContent` (\"a label and its content\")"),
        SwiftUIViewKind(names: ["Picker", "DatePicker", "Stepper", "ColorPicker"], read: { $0.readPicker($1) },
                        layout: "a form row: the label leading, the current value trailing; the options are drawn by UIKit (a menu)",
                        source: "Apple documentation, `Picker` (the menu style in a Form on iOS)"),
        SwiftUIViewKind(names: ["Menu"], read: { $0.readMenu($1) },
                        layout: "its label; the items are drawn by UIKit (a menu)",
                        source: "Apple documentation, `Menu`"),
        SwiftUIViewKind(names: ["Section"], read: { $0.readSection($1) },
                        layout: "header, content, footer stacked; header in `SwiftUIMetrics.sectionHeaderStyle` uppercased, footer in `sectionFooterStyle`, unless the app sets them",
                        source: "Apple documentation, `View.textCase(_:)` and `UITableView` grouped headers (SwiftUIMetrics)"),
        SwiftUIViewKind(names: ["NavigationLink"], read: { $0.readNavigationLink($1) },
                        layout: "its label and the disclosure indicator in a row; the destination is presented (a screen of its own)",
                        source: "Apple documentation, `NavigationLink` (a list row shows a disclosure indicator)"),
        SwiftUIViewKind(names: ["TextField", "SecureField"], read: { $0.readTextField($1) },
                        layout: "a text field showing its title as the placeholder; `axis: .vertical` grows with its text",
                        source: "Apple documentation, `TextField` (init(_:text:axis:))"),
        SwiftUIViewKind(names: ["ContentUnavailableView"], read: { $0.readContentUnavailableView($1) },
                        layout: "not measured: its fonts and insets are not modelled",
                        source: "Apple documentation, `ContentUnavailableView` (no documented fonts or insets)"),
        SwiftUIViewKind(names: ["NavigationStack", "NavigationView"], read: { $0.readNavigationStack($1) },
                        layout: "its content is the stack's root: a title set there with no display mode shows large",
                        source: "Apple documentation, `NavigationStack`; Human Interface Guidelines, \"Navigation bars\""),
        SwiftUIViewKind(names: ["VStack", "LazyVStack", "ZStack", "Group", "ScrollViewReader", "VStackLayout", "ZStackLayout", "LazyVGrid", "Grid", "GridRow", "ControlGroup", "GroupBox", "DisclosureGroup"], read: { $0.readVerticalContainer($1) },
                        layout: "its content, each child offered the container's width; grid cells are not measured (column widths are not modelled)",
                        source: "Apple documentation, `VStack`, `ZStack`, `Grid` (children offered the proposed width)"),
        SwiftUIViewKind(names: ["WithPerceptionTracking"], read: { $0.readVerticalContainer($1) },
                        layout: "its content, unchanged: the wrapper only observes what its content reads",
                        source: "pointfreeco/swift-perception, Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift (b7fc720): `body` returns the content its `@ViewBuilder` closure builds"),
        SwiftUIViewKind(names: ["HStack", "LazyHStack", "HStackLayout"], read: { $0.readHStack($1) },
                        layout: "children side by side with `spacing:` (else `SwiftUIMetrics.defaultSpacing`); a ForEach inside is repeated a number of times known at run time",
                        source: "Apple documentation, `HStack.init(alignment:spacing:content:)`"),
        SwiftUIViewKind(names: ["ScrollView"], read: { $0.readScrollView($1) },
                        layout: "its content; scrolling horizontally offers unlimited width",
                        source: "Apple documentation, `ScrollView` (axes)"),
        SwiftUIViewKind(names: ["List", "Form"], read: { $0.readList($1) },
                        layout: "rows inset as the list style says (`SwiftUIMetrics.groupedListInsets`); a Form is grouped",
                        source: "Apple documentation, `List`, `Form`, `UITableView.Style.insetGrouped` (SwiftUIMetrics)"),
        SwiftUIViewKind(names: ["ForEach"], read: { $0.readForEach($1) },
                        layout: "its content, repeated a number of times known at run time; `ForEach(Kind.allCases)` binds the row's type",
                        source: "Apple documentation, `ForEach`"),
        SwiftUIViewKind(names: ["Spacer"], read: { $0.readSpacer($1) },
                        layout: "a spacer of `minLength:` (else `SwiftUIMetrics.defaultSpacing`)",
                        source: "Apple documentation, `Spacer.minLength`"),
        SwiftUIViewKind(names: ["Divider", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Color", "LinearGradient", "UnevenRoundedRectangle"], read: { $0.readShape($1) },
                        layout: "fills what it is offered (a divider: a line); no text",
                        source: "Apple documentation, `Shape` (fills its frame), `Divider`"),
        SwiftUIViewKind(names: ["Image", "AsyncImage", "ProgressView", "Gauge", "Slider", "Canvas", "TimelineView", "Chart", "Map", "VideoPlayer", "WebView"], read: { $0.readOpaqueView($1) },
                        layout: "a view of a width not known statically; a ProgressView's label is not measured",
                        source: "Apple documentation, `Image` (the image's own size), `ProgressView`"),
        SwiftUIViewKind(names: ["GeometryReader"], read: { $0.readGeometryReader($1) },
                        layout: "its content offered the whole proposed width, as in a ZStack; widths computed from its proxy are not measured",
                        source: "Apple documentation, `GeometryReader`"),
        SwiftUIViewKind(names: ["ViewThatFits"], read: { $0.readViewThatFits($1) },
                        layout: "the first child that fits the width offered",
                        source: "Apple documentation, `ViewThatFits`"),
        SwiftUIViewKind(names: ["TabView"], read: { $0.readTabView($1) },
                        layout: "each tab a screen root",
                        source: "Apple documentation, `TabView`"),
        SwiftUIViewKind(names: ["ToolbarItem", "ToolbarItemGroup"], read: { $0.readToolbarItem($1) },
                        layout: "its content (placed in a bar by `.toolbar`)",
                        source: "Apple documentation, `ToolbarItem`"),
        SwiftUIViewKind(names: ["EmptyView"], read: { $0.readEmptyView($1) },
                        layout: "nothing",
                        source: "Apple documentation, `EmptyView`"),
    ]

    /// Name → row; the first row naming a view wins (`SwiftUIViewKindsTests` checks no name is in two).
    static let byName: [String: SwiftUIViewKind] = index(all.map { ($0.names, $0) })

    static func index<Row>(_ rows: [([String], Row)]) -> [String: Row] {
        var byName: [String: Row] = [:]
        for (names, row) in rows { for name in names where byName[name] == nil { byName[name] = row } }
        return byName
    }
}

/// A modifier's call as `SwiftUIViewReader.modifier` met it, on the view it modifies.
struct SwiftUIModifierCall {
    let call: FunctionCallExprSyntax
    let name: String
    /// The modified view as read so far.
    let read: SwiftUIViewReader.Read
    let scope: SwiftUIScope

    var arguments: LabeledExprListSyntax { call.arguments }
    var first: ExprSyntax? { arguments.first?.expression }
    /// The elements of the modified view.
    var range: Range<Int> { read.elements }
}

/// One row of `SwiftUIModifiers`: the modifiers applied the same way, their effect on the layout and where
/// that was read. An attribute an inner modifier already set is not changed (`setUnlessExplicit`).
struct SwiftUIModifier: Sendable {
    let names: [String]
    /// The effect: the modified view's read, changed.
    let apply: @Sendable (SwiftUIViewReader, SwiftUIModifierCall) -> SwiftUIViewReader.Read
    let effect: String
    let source: String
}

/// The SwiftUI modifiers that change what the importer lays out, as data: a new modifier is one row here
/// (with its effect in `SwiftUIViewReader+Modifiers.swift`). A modifier in no row changes nothing the
/// layout reads (`.foregroundStyle`, `.onTapGesture`).
enum SwiftUIModifiers {
    static let all: [SwiftUIModifier] = [
        SwiftUIModifier(names: ["font"], apply: { $0.applyFont($1) },
                        effect: "the font: a text style (scaled with Dynamic Type) or a size, its weight and italic, unless set inside",
                        source: "Apple documentation, `View.font(_:)`, `Font` (SwiftUIFonts)"),
        SwiftUIModifier(names: ["fontWeight"], apply: { $0.applyFontWeight($1) },
                        effect: "the weight, unless set inside",
                        source: "Apple documentation, `View.fontWeight(_:)`, `Font.Weight`"),
        SwiftUIModifier(names: ["bold"], apply: { $0.applyBold($1) },
                        effect: "weight 700 (`Font.Weight.bold`), unless set inside",
                        source: "Apple documentation, `View.bold(_:)`"),
        SwiftUIModifier(names: ["italic"], apply: { $0.applyItalic($1) },
                        effect: "italic, unless set inside",
                        source: "Apple documentation, `View.italic(_:)`"),
        SwiftUIModifier(names: ["textCase"], apply: { $0.applyTextCase($1) },
                        effect: "the case transform (uppercase, lowercase or none), unless set inside",
                        source: "Apple documentation, `View.textCase(_:)`"),
        SwiftUIModifier(names: ["lineLimit"], apply: { $0.applyLineLimit($1) },
                        effect: "the most lines (`nil`, `n...`: no limit; `...n`, `a...b`: n or b); a limit known only at run time is not measured",
                        source: "Apple documentation, `View.lineLimit(_:)`"),
        SwiftUIModifier(names: ["minimumScaleFactor"], apply: { $0.applyMinimumScaleFactor($1) },
                        effect: "auto-shrink down to the factor (0 < factor ≤ 1)",
                        source: "Apple documentation, `View.minimumScaleFactor(_:)`"),
        SwiftUIModifier(names: ["multilineTextAlignment"], apply: { $0.applyMultilineTextAlignment($1) },
                        effect: "the text alignment",
                        source: "Apple documentation, `View.multilineTextAlignment(_:)`"),
        SwiftUIModifier(names: ["redacted"], apply: { $0.applyRedacted($1) },
                        effect: "texts drawn as placeholder shapes when the reason is always `.placeholder`",
                        source: "Apple documentation, `View.redacted(reason:)`"),
        SwiftUIModifier(names: ["truncationMode"], apply: { $0.applyTruncationMode($1) },
                        effect: "a note: measured as tail truncation",
                        source: "Apple documentation, `View.truncationMode(_:)`"),
        SwiftUIModifier(names: ["environment"], apply: { $0.applyEnvironment($1) },
                        effect: "`\\.layoutDirection` left-to-right forced; `\\.dynamicTypeSize` caps the size category",
                        source: "Apple documentation, `EnvironmentValues.layoutDirection`, `dynamicTypeSize`"),
        SwiftUIModifier(names: ["dynamicTypeSize"], apply: { $0.applyDynamicTypeSize($1) },
                        effect: "caps the size category at the range's upper bound",
                        source: "Apple documentation, `View.dynamicTypeSize(_:)`"),
        SwiftUIModifier(names: ["padding"], apply: { $0.applyPadding($1) },
                        effect: "horizontal insets (`SwiftUIMetrics.defaultPadding` when no length)",
                        source: "Apple documentation, `View.padding(_:_:)` (SwiftUIMetrics)"),
        SwiftUIModifier(names: ["frame"], apply: { $0.applyFrame($1) },
                        effect: "width, minWidth, maxWidth; a fixed height limits the text's lines; a width known only at run time is not measured",
                        source: "Apple documentation, `View.frame(width:height:alignment:)`, `frame(minWidth:…)`"),
        SwiftUIModifier(names: ["fixedSize"], apply: { $0.applyFixedSize($1) },
                        effect: "horizontally: the ideal (unlimited) width",
                        source: "Apple documentation, `View.fixedSize(horizontal:vertical:)`"),
        SwiftUIModifier(names: ["layoutPriority"], apply: { $0.applyLayoutPriority($1) },
                        effect: "the priority a stack offers space by",
                        source: "Apple documentation, `View.layoutPriority(_:)`"),
        SwiftUIModifier(names: ["navigationTitle"], apply: { $0.applyNavigationTitle($1) },
                        effect: "a navigation bar title (`SwiftUIMetrics` large and inline title fonts)",
                        source: "Apple documentation, `View.navigationTitle(_:)`; Human Interface Guidelines, \"Navigation bars\""),
        SwiftUIModifier(names: ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"], apply: { $0.applyTitleDisplayMode($1) },
                        effect: "the display mode of the titles of the view it modifies, the nearest winning; `.automatic` inherits",
                        source: "Apple documentation, `View.navigationBarTitleDisplayMode(_:)`"),
        SwiftUIModifier(names: ["toolbar"], apply: { $0.applyToolbar($1) },
                        effect: "bar items: one line at `SwiftUIMetrics.barButtonSize`; a Label shows its icon only; dialogs and menus are drawn by UIKit",
                        source: "Human Interface Guidelines, \"Toolbars\"; Apple documentation, `UIBarButtonItem` (SwiftUIMetrics)"),
        SwiftUIModifier(names: ["alert", "confirmationDialog"], apply: { $0.applyAlert($1) },
                        effect: "drawn by UIKit: title in `SwiftUIMetrics.alertTitleStyle`, buttons in body, message in `alertMessageStyle`",
                        source: "Human Interface Guidelines, \"Alerts\" (SwiftUIMetrics)"),
        SwiftUIModifier(names: ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"], apply: { $0.applyPresentation($1) },
                        effect: "the presented content: a screen of its own, or laid out at the device width",
                        source: "Apple documentation, `View.sheet(isPresented:content:)`, `navigationDestination(for:destination:)`"),
        SwiftUIModifier(names: ["contextMenu", "swipeActions"], apply: { $0.applyItemMenu($1) },
                        effect: "context menu items drawn by UIKit; swipe action buttons not measured (their width is not documented)",
                        source: "Apple documentation, `View.contextMenu(menuItems:)`, `swipeActions(edge:allowsFullSwipe:content:)`"),
        SwiftUIModifier(names: ["overlay", "background", "mask", "safeAreaInset"], apply: { $0.applyDecoration($1) },
                        effect: "the decoration is offered the size of the view it decorates",
                        source: "Apple documentation, `View.overlay(alignment:content:)`, `background(alignment:content:)`"),
        SwiftUIModifier(names: ["searchable"], apply: { $0.applySearchable($1) },
                        effect: "the prompt is not measured: UIKit lays out the search bar",
                        source: "Apple documentation, `View.searchable(text:placement:prompt:)`"),
        SwiftUIModifier(names: ["tabItem"], apply: { $0.applyTabItem($1) },
                        effect: "not measured: tab bar layout is not modelled",
                        source: "Apple documentation, `View.tabItem(_:)`"),
        SwiftUIModifier(names: ["labelStyle"], apply: { $0.applyLabelStyle($1) },
                        effect: "`.iconOnly`: a Label's title is not shown",
                        source: "Apple documentation, `LabelStyle.iconOnly`"),
        SwiftUIModifier(names: ["accessibilityLabel"], apply: { $0.applyAccessibilityLabel($1) },
                        effect: "VoiceOver speaks this label instead of the view's texts: a Label's title `.iconOnly` hides is then neither drawn nor spoken",
                        source: "Apple documentation, `View.accessibilityLabel(_:)`, `LabelStyle.iconOnly`"),
        SwiftUIModifier(names: ["listStyle"], apply: { $0.applyListStyle($1) },
                        effect: "a List's rows grouped or plain",
                        source: "Apple documentation, `View.listStyle(_:)`, `UITableView.Style` (SwiftUIMetrics)"),
        SwiftUIModifier(names: ["help"], apply: { $0.applyHelp($1) },
                        effect: "macOS: a pointer tooltip in `AppKitMetrics.toolTipFontSize`, laid out at its ideal width (nothing cuts it); not shown on iPhone",
                        source: "Apple documentation, `View.help(_:)`, `NSFont.toolTipsFont(ofSize:)`, `NSView.toolTip`"),
        SwiftUIModifier(names: ["pickerStyle"], apply: { $0.applyPickerStyle($1) },
                        effect: "macOS: a pop-up button (the default) or a menu shows its options as menu items at their ideal width; another style sets them among the view's controls (not modelled)",
                        source: "Apple documentation, `View.pickerStyle(_:)`, `PickerStyle.automatic` (\"On macOS, the default is a pop-up button\"), `MenuPickerStyle`, `PopUpButtonPickerStyle`"),
        SwiftUIModifier(names: ["hidden"], apply: { $0.applyHidden($1) },
                        effect: "not shown, not measured",
                        source: "Apple documentation, `View.hidden()`"),
    ]

    static let byName: [String: SwiftUIModifier] = SwiftUIViewKinds.index(all.map { ($0.names, $0) })
}
