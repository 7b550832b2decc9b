// Jetpack Compose and Material 3 for Compose: the one table of platform facts the Compose importer uses.
//
// Every number was read from androidx's own sources (github.com/androidx/androidx, `androidx-main`,
// November 2026; material3 1.4/1.5 line):
// - compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/TypeScaleTokens.kt
//   ("VERSION: v0_103", generated from the Material 3 design tokens)
// - …/material3/Button.kt (`ButtonDefaults`), …/material3/Text.kt, …/material3/MaterialTheme.kt,
//   …/material3/AppBar.kt, …/material3/ListItem.kt, …/material3/TextFieldDefaults.kt, …/material3/Chip.kt,
//   …/material3/TextField.kt, …/material3/OutlinedTextField.kt, …/material3/internal/TextFieldImpl.kt
// - compose/ui/ui-text/src/androidMain/kotlin/androidx/compose/ui/text/AndroidTextStyle.android.kt
// - …/material3/Menu.kt (`DropdownMenuItemContent`, the size defaults at its end), …/material3/MenuDefaults.kt,
//   …/material3/ExposedDropdownMenu.kt (`ExposedDropdownMenuDefaults.ItemContentPadding`,
//   `exposedDropdownSize`), …/material3/tokens/ListTokens.kt
// - compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/pager/PageSize.kt and
//   …/pager/PagerMeasurePolicy.kt
// - compose/animation/animation/src/commonMain/kotlin/androidx/compose/animation/SharedTransitionScope.kt,
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/layout/LookaheadScope.kt,
//   …/foundation/text/selection/SelectionContainer.kt, …/foundation/BasicTooltip.kt,
//   …/material3/Tooltip.kt, …/material3/pulltorefresh/PullToRefresh.kt
// - …/material3/Snackbar.kt (`OneRowSnackbar`, the sizes at its end), …/material3/SnackbarHost.kt,
//   …/material3/tokens/SnackbarTokens.kt, …/material3/SwipeToDismissBox.kt
// - …/material3/Tab.kt, …/material3/TabRow.kt (`TabRowDefaults`), …/material3/tokens/PrimaryNavigationTabTokens.kt,
//   …/material3/NavigationRail.kt, …/material3/tokens/NavigationRailTokens.kt
// - …/material3/AlertDialog.kt (`BasicAlertDialog`, `AlertDialogContent`, `AlertDialogFlowRow`, the sizes at its
//   end); compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/window/AndroidDialog.android.kt (the window:
//   `AndroidTextModel.dialogWindowWidth`)
// - Compose Multiplatform for desktop (github.com/JetBrains/compose-multiplatform-core, November 2026):
//   compose/ui/ui/src/desktopMain/kotlin/androidx/compose/ui/window/WindowState.desktop.kt (`rememberWindowState`,
//   `WindowState`: `size: DpSize = DpSize(800.dp, 600.dp)`, `width: Dp = 800.dp`), …/window/DialogState.desktop.kt
//   (`rememberDialogState`, `DialogState`: `DpSize(400.dp, 300.dp)`), …/window/Application.desktop.kt
//   (`application`, `singleWindowApplication(state = WindowState(), …)`), …/ui/util/Windows.desktop.kt
//   (`setSizeImpl`: the state's size is the AWT window's, `Window.setSize`, its frame's insets included), and the
//   desktop `GraphicsConfiguration.density`: `Density(defaultTransform.scaleX, fontScale = 1f)`

/// Compose's text and component facts, as the Android text model is for views (`AndroidTextModel`).
public enum ComposeMetrics {
    /// One role of a type scale: size and line height in sp, weight, tracking (letter spacing) in sp.
    public struct TypeStyle: Sendable, Hashable {
        public var size: Double
        public var lineHeight: Double?
        public var weight: Int
        public var letterSpacing: Double
        public var italic = false
        /// An app font family (`FontFamily(Font(R.font.x))`), by its first font resource.
        public var fontResource: FontResource?
        /// Every font resource of that family (`Font(R.font.x, FontWeight.Bold)` …), in order.
        public var fontFaces: [FontResource] = []
        /// `PlatformTextStyle(includeFontPadding = true)`.
        public var includeFontPadding = false
        public var source: String
    }

    /// A font resource an app's `FontFamily` names: its name (`dm_sans_semi_bold`), the reference as
    /// written (`R.font.dm_sans_semi_bold`) and the weight it is declared with (Font.kt: `FontWeight.Normal`
    /// unless given).
    public struct FontResource: Sendable, Hashable {
        public var name: String
        public var reference: String
        public var weight: Int
        /// Declared `FontStyle.Italic` (Font.kt: `style: FontStyle = FontStyle.Normal`).
        public var italic = false
    }

    /// The Material 3 type scale (`MaterialTheme.typography.*` when the app's theme sets no `Typography`
    /// of its own): TypeScaleTokens.kt v0_103, `<Role>Size`, `<Role>LineHeight`, `<Role>Weight`
    /// (`TypefaceTokens.WeightRegular` 400, `WeightMedium` 500), `<Role>Tracking`.
    public static let material3TypeScale: [String: TypeStyle] = {
        let rows: [(String, Double, Double, Int, Double)] = [
            ("displayLarge", 57, 64, 400, -0.2), ("displayMedium", 45, 52, 400, 0), ("displaySmall", 36, 44, 400, 0),
            ("headlineLarge", 32, 40, 400, 0), ("headlineMedium", 28, 36, 400, 0), ("headlineSmall", 24, 32, 400, 0),
            ("titleLarge", 22, 28, 400, 0), ("titleMedium", 16, 24, 500, 0.2), ("titleSmall", 14, 20, 500, 0.1),
            ("bodyLarge", 16, 24, 400, 0.5), ("bodyMedium", 14, 20, 400, 0.2), ("bodySmall", 12, 16, 400, 0.4),
            ("labelLarge", 14, 20, 500, 0.1), ("labelMedium", 12, 16, 500, 0.5), ("labelSmall", 11, 16, 500, 0.5),
        ]
        var table: [String: TypeStyle] = [:]
        for (name, size, lineHeight, weight, tracking) in rows {
            table[name] = TypeStyle(size: size, lineHeight: lineHeight, weight: weight, letterSpacing: tracking,
                                    source: "Material 3 \(name) (TypeScaleTokens.kt v0_103)")
        }
        return table
    }()

    /// Material (2) for Compose, `androidx.compose.material` (compose/material/material/src/commonMain/kotlin/
    /// androidx/compose/material/Typography.kt, the `Typography(…)` constructor's defaults: `DefaultTextStyle.copy(
    /// fontWeight, fontSize, lineHeight, letterSpacing)`). Its role names are not Material 3's, so one lookup
    /// serves both (`MaterialTheme.typography.subtitle1` is Material 2's, `.titleMedium` Material 3's).
    public static let material2TypeScale: [String: TypeStyle] = {
        let rows: [(String, Double, Double, Int, Double)] = [
            ("h1", 96, 112, 300, -1.5), ("h2", 60, 72, 300, -0.5), ("h3", 48, 56, 400, 0), ("h4", 34, 36, 400, 0.25),
            ("h5", 24, 24, 400, 0), ("h6", 20, 24, 500, 0.15), ("subtitle1", 16, 24, 400, 0.15), ("subtitle2", 14, 24, 500, 0.1),
            ("body1", 16, 24, 400, 0.5), ("body2", 14, 20, 400, 0.25), ("button", 14, 16, 500, 1.25),
            ("caption", 12, 16, 400, 0.4), ("overline", 10, 16, 400, 1.5),
        ]
        var table: [String: TypeStyle] = [:]
        for (name, size, lineHeight, weight, tracking) in rows {
            table[name] = TypeStyle(size: size, lineHeight: lineHeight, weight: weight, letterSpacing: tracking,
                                    source: "Material 2 \(name) (material Typography.kt)")
        }
        return table
    }()

    /// The style a Material 2 `Text` takes when nothing sets one: material MaterialTheme.kt
    /// `ProvideTextStyle(value = typography.body1)` (material's own `LocalTextStyle`, which material3's `Text`
    /// does not read).
    public static let material2DefaultTextStyle = "body1"

    /// The Material 2 components whose layout is in this table (material Button.kt `ButtonDefaults`:
    /// `ContentPadding` 16 dp start and end, `MinWidth` 64 dp as `Modifier.defaultMinSize` outside
    /// `.padding(contentPadding)`, `TextButtonContentPadding` 8 dp; the content a `Row` in
    /// `ProvideTextStyle(MaterialTheme.typography.button)`; `OutlinedButton` and `TextButton` call `Button`.
    /// Card.kt `Card` is a `Surface` of `content()`, and Surface.kt's `Surface` a `Box(propagateMinConstraints =
    /// true)`: a box, not Material 3's column. Scaffold.kt lays its slots out at the screen's width, as
    /// Material 3's). Every other composable of `androidx.compose.material` that Material 3 has under the same
    /// name (`ListItem`, `AlertDialog`, `DropdownMenuItem`, `Snackbar`, `Tab` …) has other metrics
    /// and is not laid out with Material 3's (`material2NotModelled`); `TopAppBar` is laid out by
    /// `material2TopAppBarNode` (`material2AppBarSource`).
    public static let material2Components: [String: Component] = [
        "Button": material2Button, "OutlinedButton": material2Button,
        "TextButton": Component(textStyle: "button", paddingStart: 8, paddingEnd: 8, minWidth: 64, contentIsRow: true,
                                source: "material Button.kt ButtonDefaults.TextButtonContentPadding 8 dp, MinWidth 64 dp, typography.button"),
        "Card": Component(source: "material Card.kt: a Surface, content in a Box"),
        "Surface": Component(source: "material Surface.kt: content in a Box"),
        "Scaffold": Component(slots: [:], source: "material Scaffold.kt: slots laid out at the screen's width"),
    ]
    static let material2Button = Component(textStyle: "button", paddingStart: 16, paddingEnd: 16, minWidth: 64, contentIsRow: true,
                                           source: "material Button.kt ButtonDefaults.ContentPadding 16 dp, MinWidth 64 dp, typography.button")

    /// Why a Material 2 composable that Material 3 models under the same name is not laid out.
    public static func material2NotModelled(_ name: String) -> String {
        "a Material 2 `\(name)` (androidx.compose.material): its metrics differ from Material 3's and are not in the Compose table"
    }

    /// The style a `Text` takes when nothing sets one: `MaterialTheme` provides `typography.bodyLarge` as
    /// `LocalTextStyle` (MaterialTheme.kt: `ProvideTextStyle(value = typography.bodyLarge)`).
    public static let defaultTextStyle = "bodyLarge"

    /// `includeFontPadding` is false in Compose unless a `PlatformTextStyle` turns it on
    /// (AndroidTextStyle.android.kt: `DefaultIncludeFontPadding = false`, since Compose UI 1.5).
    public static let includeFontPaddingByDefault = false

    /// `FontWeight` constants (compose ui-text FontWeight.kt: `W100`…`W900`, `Thin` = W100 … `Black` = W900).
    public static let fontWeights: [String: Int] = [
        "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500, "SemiBold": 600, "Bold": 700,
        "ExtraBold": 800, "Black": 900,
        "W100": 100, "W200": 200, "W300": 300, "W400": 400, "W500": 500, "W600": 600, "W700": 700, "W800": 800, "W900": 900,
    ]

    /// How a Material component lays out the text of its slots.
    public struct Component: Sendable, Hashable {
        /// The text style its content gets (`ProvideTextStyle`), by type-scale role.
        public var textStyle: String?
        /// Padding between the component's edge and its content, dp (start, end).
        public var paddingStart = 0.0, paddingEnd = 0.0
        /// The component's smallest width, dp (`defaultMinSize`/`widthIn(min:)`).
        public var minWidth = 0.0
        /// Its content is a row (`RowScope`) or a column; else a box.
        public var contentIsRow = false, contentIsColumn = false
        /// Its width is the parent's (`fillMaxWidth` inside the component).
        public var fillsWidth = false
        /// Its largest width, dp.
        public var maxWidth: Double?
        /// Each slot lambda the component lays out, by parameter name, with the style its text gets.
        public var slots: [String: String?] = [:]
        /// Why the texts of its slots are not laid out (a width the sources do not decide), if so.
        public var undecided: String?
        /// Slots laid out at their content's width beside the others (`slots`, stacked in a column that takes
        /// the width they leave), each padded from the column by its gap.
        public var sideSlots: [SideSlot] = []
        /// Its slots are panes shown one at a time, each at the component's width, in a window narrower than this
        /// (dp); in a wider one the component puts panes side by side at widths it decides (not modelled).
        public var onePaneBelow: Double?
        public var source: String
    }

    /// material3-adaptive PaneScaffoldDirective.kt `calculatePaneScaffoldDirective`: a window whose width class is
    /// compact or medium (narrower than `WindowSizeClass.WIDTH_DP_EXPANDED_LOWER_BOUND`, 840 dp) gets
    /// `maxHorizontalPartitions = 1`, so ThreePaneScaffold.kt shows one pane at a time at the scaffold's width
    /// (the navigator's current destination); wider, two or three panes share the width. AnimatedPane.kt: the pane's
    /// content in an `AnimatedVisibility` at the pane's size.
    static let paneScaffold = Component(fillsWidth: true,
                                        slots: ["listPane": nil, "detailPane": nil, "extraPane": nil, "mainPane": nil, "supportingPane": nil],
                                        onePaneBelow: 840,
                                        source: "material3-adaptive PaneScaffoldDirective.kt calculatePaneScaffoldDirective: maxHorizontalPartitions 1 below 840 dp")

    /// A slot of a component at its content's width, before (`leading`) or after the component's column of
    /// texts, padded by `gap` on the column's side, its text in `textStyle` (nil: the component's).
    public struct SideSlot: Sendable, Hashable {
        public var name: String
        public var leading: Bool
        public var gap: Double
        public var textStyle: String?
    }

    /// How a text field with a leading or trailing icon lays out its label and placeholder (material3
    /// internal/TextFieldImpl.kt: `TextFieldPadding` 16 dp, `HorizontalIconPadding` 12 dp, `IconDefaultSizeModifier =
    /// Modifier.defaultMinSize(48.dp, 48.dp)`). TextField.kt `TextFieldLayout` and OutlinedTextField.kt
    /// `OutlinedTextFieldLayout` put each icon in a `Box` of that minimum size (the app's content inside), and pad
    /// the text and placeholder `TextFieldPadding − HorizontalIconPadding` on an icon's side, `TextFieldPadding` on
    /// the other; their measure policies give label and placeholder the width the icons leave
    /// (`offset(horizontal = -occupiedSpaceHorizontally)`). The filled field's label box is padded as the text is;
    /// the outlined one's label, resting in the middle, by the whole padding on each side
    /// (`OutlinedTextFieldMeasurePolicy`: `labelHorizontalPaddingOffset`). The supporting text is under the field
    /// at its width, padded `TextFieldDefaults.supportingTextPadding()` (`TextFieldPadding` a side).
    public struct TextFieldLayout: Sendable, Hashable {
        /// The label is padded as the text (`TextFieldLayout`), not by the whole padding (`OutlinedTextFieldLayout`).
        public var labelPaddedAsText: Bool
        public var source: String
    }
    public static let textFieldLayouts: [String: TextFieldLayout] = [
        "TextField": TextFieldLayout(labelPaddedAsText: true, source: "TextField.kt TextFieldLayout, TextFieldMeasurePolicy"),
        "OutlinedTextField": TextFieldLayout(labelPaddedAsText: false,
                                             source: "OutlinedTextField.kt OutlinedTextFieldLayout, OutlinedTextFieldMeasurePolicy"),
    ]
    public static let textFieldPadding = 16.0  // TextFieldImpl.kt TextFieldPadding
    public static let textFieldIconPadding = 12.0  // TextFieldImpl.kt HorizontalIconPadding
    public static let textFieldIconMinWidth = 48.0  // TextFieldImpl.kt IconDefaultSizeModifier

    /// Button.kt `ButtonDefaults`: `ButtonHorizontalPadding` 24 dp, `TextButtonHorizontalPadding` 12 dp,
    /// `MinWidth` 58 dp (`Modifier.defaultMinSize(minWidth = MinWidth)` outside `.padding(contentPadding)`);
    /// content in a `Row` with `labelLarge` (`ProvideContentColorTextStyle(textStyle = typography.labelLarge)`).
    static let filledButton = Component(textStyle: "labelLarge", paddingStart: 24, paddingEnd: 24, minWidth: 58, contentIsRow: true,
                                        source: "Button.kt ButtonDefaults.ContentPadding 24 dp, MinWidth 58 dp, labelLarge")
    static let textButton = Component(textStyle: "labelLarge", paddingStart: 12, paddingEnd: 12, minWidth: 58, contentIsRow: true,
                                      source: "Button.kt ButtonDefaults.TextButtonContentPadding 12 dp, MinWidth 58 dp, labelLarge")

    public static let components: [String: Component] = [
        "Button": filledButton, "ElevatedButton": filledButton, "FilledTonalButton": filledButton, "OutlinedButton": filledButton,
        "TextButton": textButton,
        "Card": Component(contentIsColumn: true, source: "Card.kt: content in a Column"),
        "ElevatedCard": Component(contentIsColumn: true, source: "Card.kt: content in a Column"),
        "OutlinedCard": Component(contentIsColumn: true, source: "Card.kt: content in a Column"),
        "Surface": Component(source: "Surface.kt: content in a Box"),
        "ListDetailPaneScaffold": paneScaffold, "NavigableListDetailPaneScaffold": paneScaffold,
        "SupportingPaneScaffold": paneScaffold, "NavigableSupportingPaneScaffold": paneScaffold,
        "AnimatedPane": Component(fillsWidth: true, source: "material3-adaptive AnimatedPane.kt: AnimatedVisibility at the pane's size"),
        // ListItem.kt: `ListItemStartPadding` 16 dp, `ListItemEndPadding` 16 dp; headline bodyLarge,
        // supporting bodyMedium, overline labelSmall (ListTokens). `ListItemMeasurePolicy` measures the leading
        // content (`Box(Modifier.padding(end = LeadingContentEndPadding))`, 16 dp) and then the trailing content
        // (`Box(Modifier.padding(start = TrailingContentStartPadding))`, 16 dp, its text
        // `ListTokens.ItemTrailingSupportingTextFont` labelSmall) at their own widths, and gives the headline,
        // overline and supporting content the width they leave (`looseConstraints.offset(horizontal =
        // -currentTotalWidth)`).
        "ListItem": Component(paddingStart: 16, paddingEnd: 16, fillsWidth: true,
                              slots: ["headlineContent": "bodyLarge", "supportingContent": "bodyMedium", "overlineContent": "labelSmall"],
                              sideSlots: [SideSlot(name: "leadingContent", leading: true, gap: 16, textStyle: nil),
                                          SideSlot(name: "trailingContent", leading: false, gap: 16, textStyle: "labelSmall")],
                              source: "ListItem.kt ListItemStartPadding/EndPadding 16 dp, LeadingContentEndPadding/TrailingContentStartPadding 16 dp, ListItemMeasurePolicy; ListTokens headline bodyLarge, supporting bodyMedium, trailing labelSmall"),
        // TextFieldDefaults: `MinWidth` 280 dp; `TextFieldPadding` 16 dp start and end; the label and
        // placeholder are bodyLarge while the field is empty and unfocused (TextField label animation).
        "OutlinedTextField": Component(paddingStart: 16, paddingEnd: 16, minWidth: 280,
                                       slots: ["label": "bodyLarge", "placeholder": "bodyLarge", "supportingText": "bodySmall"],
                                       source: "TextFieldDefaults.MinWidth 280 dp, TextFieldPadding 16 dp; label/placeholder bodyLarge"),
        "TextField": Component(paddingStart: 16, paddingEnd: 16, minWidth: 280,
                               slots: ["label": "bodyLarge", "placeholder": "bodyLarge", "supportingText": "bodySmall"],
                               source: "TextFieldDefaults.MinWidth 280 dp, TextFieldPadding 16 dp; label/placeholder bodyLarge"),
        // With a leading or trailing icon, the slots are laid out as `textFieldLayouts` says.
        // AppBar.kt: `TopAppBarHorizontalPadding` 4 dp on each side, `TopAppBarTitleInset` 16 − 4 dp before a
        // title with no navigation icon; the title is titleLarge; icon buttons are 48 dp touch targets.
        "TopAppBar": topAppBar, "CenterAlignedTopAppBar": topAppBar, "MediumTopAppBar": topAppBar, "LargeTopAppBar": topAppBar,
        "NavigationBarItem": Component(slots: ["label": "labelMedium"],
                                       undecided: "a NavigationBarItem label (item widths are not modelled)", source: "NavigationBar.kt"),
        // Tab.kt: the text-slot `Tab` lays out `TabBaselineLayout`, the text in a `Box(padding(horizontal =
        // HorizontalTextPadding))` (16 dp), styled `PrimaryNavigationTabTokens.LabelTextFont` (TitleSmall), the
        // icon above it; the content-slot `Tab` is a `Column(fillMaxWidth())`. Its width is the tab row's:
        // a scrollable row's (`layouts`) gives each tab its own width; a fixed `TabRow` (equal shares) is not
        // in this table, so a tab there stays inside a composable the table does not model.
        "Tab": Component(paddingStart: 16, paddingEnd: 16, contentIsColumn: true, slots: ["text": "titleSmall", "icon": nil],
                         source: "Tab.kt HorizontalTextPadding 16 dp; PrimaryNavigationTabTokens.LabelTextFont TitleSmall"),
        "LeadingIconTab": Component(paddingStart: 16, paddingEnd: 16, contentIsRow: true, slots: ["icon": nil, "text": "titleSmall"],
                                    source: "Tab.kt LeadingIconTab: Row(padding(horizontal = HorizontalTextPadding 16 dp)), icon, TextDistanceFromLeadingIcon, text TitleSmall"),
        // NavigationRail.kt: the rail is a `Column(widthIn(min = NavigationRailTokens.ContainerWidth))` (80 dp)
        // of its header and items; a `NavigationRailItem` is a `Box(widthIn(min = NavigationRailItemWidth))`
        // (= ContainerWidth, 80 dp) whose `NavigationRailItemLayout` measures the label with the item's loose
        // constraints under the icon (one over the other), styled `NavigationRailTokens.LabelTextFont`
        // (LabelMedium); the item is as wide as its widest part, so a label widens the rail.
        "NavigationRail": Component(minWidth: 80, contentIsColumn: true, slots: ["header": nil],
                                    source: "NavigationRail.kt widthIn(min = NavigationRailTokens.ContainerWidth 80 dp), content in a Column"),
        "NavigationRailItem": Component(minWidth: 80, contentIsColumn: true, slots: ["icon": nil, "label": "labelMedium"],
                                        source: "NavigationRail.kt NavigationRailItemWidth 80 dp, label under the icon; NavigationRailTokens.LabelTextFont LabelMedium"),
        "AssistChip": chip, "FilterChip": chip, "SuggestionChip": chip, "InputChip": chip,
        "Scaffold": Component(slots: [:], source: "Scaffold.kt: slots laid out at the screen's width"),
        // NavigationDrawer.kt: `ModalNavigationDrawer` / `DismissibleNavigationDrawer` place `content` in a Box
        // that fills the drawer's bounds (the window); the `drawerContent` sheet is not followed.
        "ModalNavigationDrawer": Component(fillsWidth: true, slots: [:], source: "NavigationDrawer.kt: content in a Box at the drawer's width"),
        "DismissibleNavigationDrawer": Component(fillsWidth: true, slots: [:], source: "NavigationDrawer.kt: content in a Box at the drawer's width"),
        // SheetDefaults.kt `BottomSheetDefaults.SheetMaxWidth` 640 dp; the sheet fills the window's width
        // up to it, its content in a Column.
        "ModalBottomSheet": Component(contentIsColumn: true, fillsWidth: true, maxWidth: 640, source: "BottomSheetDefaults.SheetMaxWidth 640 dp"),
    ]

    static let topAppBar = Component(slots: ["title": "titleLarge"], source: "AppBar.kt TopAppBarHorizontalPadding 4 dp, TopAppBarTitleInset 12 dp; title titleLarge")
    static let chip = Component(slots: ["label": "labelLarge"], undecided: "a chip label (chip icon slots are not modelled)", source: "Chip.kt")

    /// Material 2's top app bar (material AppBar.kt 1.x): `AppBar` is a `Row(fillMaxWidth().padding(contentPadding)
    /// .height(AppBarHeight))`, `AppBarDefaults.ContentPadding` `AppBarHorizontalPadding` 4 dp on each side; the
    /// `title` overload puts `TitleIconModifier` (`width(72.dp - AppBarHorizontalPadding)`) around a navigation
    /// icon, else `Spacer(TitleInsetWithoutIcon)` (`width(16.dp - AppBarHorizontalPadding)`), then the title in
    /// `Row(Modifier.fillMaxHeight().weight(1f))` with `ProvideTextStyle(typography.h6)`, then the actions' row.
    public static let material2AppBarHorizontalPadding = 4.0
    public static let material2AppBarNavigationIconWidth = 68.0
    public static let material2AppBarTitleInset = 12.0
    public static let material2AppBarTitleStyle = "h6"
    public static let material2AppBarSource = "material AppBar.kt: AppBarHorizontalPadding 4 dp, TitleIconModifier 72 − 4 dp, TitleInsetWithoutIcon 16 − 4 dp, typography.h6"

    /// AppBar.kt `TopAppBarHorizontalPadding`.
    public static let topAppBarHorizontalPadding = 4.0
    /// AppBar.kt `TopAppBarTitleInset` = 16 dp − `TopAppBarHorizontalPadding`.
    public static let topAppBarTitleInset = 12.0
    /// The touch target of an `IconButton` in an app bar slot (`minimumInteractiveComponentSize`, 48 dp).
    public static let iconButtonSize = 48.0

    /// Layout composables and how they measure children: `Column` (and lazy lists, whose items get the
    /// list's width) like a vertical LinearLayout, `Row` like a horizontal one (`weight` shares what is
    /// left, `RowColumnMeasurePolicy`), `Box` like a FrameLayout.
    public enum Layout: String, Sendable { case column, row, box, horizontalScroll }
    public static let layouts: [String: Layout] = [
        "Column": .column, "LazyColumn": .column, "LazyVerticalGrid": .column, "FlowColumn": .column,
        "Row": .row, "FlowRow": .row, "LazyRow": .horizontalScroll,
        "Box": .box, "BoxWithConstraints": .box,
        // Animation containers lay their content out in a box (AnimatedVisibility.kt, Crossfade.kt,
        // AnimatedContent.kt: the content's size is theirs).
        "AnimatedVisibility": .box, "Crossfade": .box, "AnimatedContent": .box, "SelectionContainer": .box,
        // animation SharedTransitionScope.kt: `SharedTransitionLayout(modifier, content)` is
        // `SharedTransitionScope { m -> Box(modifier.then(m)) { content() } }`.
        "SharedTransitionLayout": .box,
        // material3 pulltorefresh/PullToRefresh.kt: `PullToRefreshBox` is `Box(modifier.pullToRefresh(…),
        // contentAlignment) { content(); indicator() }`.
        "PullToRefreshBox": .box,
        // material3 Tooltip.kt `TooltipBox` → foundation BasicTooltip.kt `BasicTooltipBox`: a `Box` of the
        // tooltip's `Popup` (a window of its own, not followed) and `WrappedAnchor`, `Box(modifier) { content() }`.
        "TooltipBox": .box,
        // material3 SwipeToDismissBox.kt: a `Box(propagateMinConstraints = true)` of `Row(content = content)` (the
        // `backgroundContent` row behind it is `matchParentSize`, sized by the content, and not followed).
        "SwipeToDismissBox": .row,
        // material3 TabRow.kt `ScrollableTabRowWithSubcomposeImpl`: a `SubcomposeLayout(Modifier.fillMaxWidth()
        // .wrapContentSize(…).horizontalScroll(scrollState))` measures each tab with `constraints.copy(minWidth =
        // TabRowDefaults.ScrollableTabRowMinTabWidth)` (90 dp) and no bound on its width, side by side after
        // `edgePadding` (`ScrollableTabRowEdgeStartPadding`, 52 dp): each tab as wide as its content.
        "ScrollableTabRow": .horizontalScroll, "PrimaryScrollableTabRow": .horizontalScroll, "SecondaryScrollableTabRow": .horizontalScroll,
        // A `NavHost` is no row of this table: each of its destinations is a screen of its own
        // (`ComposeNavHost`).
    ]

    /// The receivers of the lazy layouts' content lambdas (foundation LazyDsl.kt `LazyColumn(…, content:
    /// LazyListScope.() -> Unit)`, `LazyRow`; LazyGridDsl.kt `LazyVerticalGrid(…, content: LazyGridScope.() -> Unit)`;
    /// LazyStaggeredGridDsl.kt `LazyVerticalStaggeredGrid(…, content: LazyStaggeredGridScope.() -> Unit)`). Their
    /// `item { … }` / `items(…) { … }` add the list's content; an app's extension function on one of them (`fun
    /// LazyListScope.section(…) { item { … } }`, no `@Composable`) adds its items to the list that calls it.
    public static let lazyContentScopes: Set<String> = ["LazyListScope", "LazyGridScope", "LazyStaggeredGridScope"]

    /// Layouts whose first parameter is `modifier` (foundation Column.kt, Row.kt, Box.kt, BoxWithConstraints.kt,
    /// FlowLayout.kt, LazyDsl.kt `LazyColumn`/`LazyRow`, SelectionContainer.kt; animation SharedTransitionScope.kt):
    /// an unlabelled first argument is the modifier.
    public static let modifierFirst: Set<String> = ["Column", "Row", "Box", "BoxWithConstraints", "FlowRow", "FlowColumn",
                                                    "LazyColumn", "LazyRow", "SelectionContainer", "SharedTransitionLayout"]

    /// Pagers (foundation `Pager.kt`): a page is as wide as the pager's incoming width less its horizontal
    /// `contentPadding` (PagerMeasurePolicy.kt: `mainAxisAvailableSize = containerConstraints.maxWidth -
    /// totalHorizontalPadding`, the page's `maxWidth` `pageAvailableSize` for a horizontal pager and
    /// `contentConstraints.maxWidth` for a vertical one), the default `PageSize.Fill` taking the whole
    /// available size (PageSize.kt: `calculateMainAxisPageSize` returns `availableSpace`); `PageSize.Fixed(x)`
    /// makes a horizontal pager's pages x wide. One page shows at a time: each branch of the page content
    /// (`when (page)`) is a variant.
    public static let pagers: [String: (vertical: Bool, source: String)] = [
        "HorizontalPager": (false, "Pager.kt HorizontalPager, PageSize.Fill (PageSize.kt, PagerMeasurePolicy.kt)"),
        "VerticalPager": (true, "Pager.kt VerticalPager, page width contentConstraints.maxWidth (PagerMeasurePolicy.kt)"),
    ]

    /// Menu.kt: a `DropdownMenu` is a popup (a window of its own, over the screen) whose content is a `Column`
    /// of `width(IntrinsicSize.Max)` (`DropdownMenuContent`); each `DropdownMenuItem` is a `Row` that fills it,
    /// `sizeIn(minWidth = DropdownMenuItemDefaultMinWidth, maxWidth = DropdownMenuItemDefaultMaxWidth)`, then
    /// `padding(contentPadding)`, its text in a `Box(Modifier.weight(1f))` with `labelLarge`
    /// (`ProvideTextStyle(MaterialTheme.typography.labelLarge)`), padded `DropdownMenuItemHorizontalPadding` on
    /// the side of a leading or trailing icon, each icon in a `Box` of `defaultMinSize(minWidth =
    /// ListTokens.ItemLeadingIconSize / ItemTrailingIconSize)`.
    public static let dropdownMenuItemMinWidth = 112.0  // Menu.kt DropdownMenuItemDefaultMinWidth
    public static let dropdownMenuItemMaxWidth = 280.0  // Menu.kt DropdownMenuItemDefaultMaxWidth
    public static let dropdownMenuItemHorizontalPadding = 12.0  // Menu.kt DropdownMenuItemHorizontalPadding
    public static let menuItemIconMinWidth = 24.0  // ListTokens.kt ItemLeadingIconSize, ItemTrailingIconSize 24.0.dp
    public static let menuItemTextStyle = "labelLarge"
    public static let dropdownMenuSource = "Menu.kt DropdownMenuItem: sizeIn(112 dp, 280 dp), contentPadding 12 dp, labelLarge"
    /// ExposedDropdownMenu.kt: `ExposedDropdownMenu` applies `exposedDropdownSize()`, whose
    /// `matchAnchorWidth = true` constrains the menu to exactly the anchor's width (the text field with
    /// `menuAnchor`); `ExposedDropdownMenuDefaults.ItemContentPadding` is `ExposedDropdownMenuItemHorizontalPadding`.
    public static let exposedDropdownMenuItemHorizontalPadding = 16.0

    /// Snackbar.kt: `Snackbar(snackbarData)` (what `SnackbarHost` draws by default, `snackbar = { Snackbar(it) }`
    /// in SnackbarHost.kt) is `Snackbar(modifier = modifier.padding(12.dp), action = { TextButton { Text(actionLabel) } },
    /// dismissAction = …, content = { Text(snackbarData.visuals.message) })`: the message has no `maxLines` (it
    /// wraps). The content-slot `Snackbar` is a `Surface` of `OneRowSnackbar`: a `Layout` padded
    /// `start = HorizontalSpacing` (16 dp) and `end = TextEndExtraSpacing` (8 dp; 0 with a dismiss action), whose
    /// measure policy takes `containerWidth = min(constraints.maxWidth, ContainerMaxWidth)` (600 dp), measures the
    /// action and dismiss buttons at their own widths and gives the text `containerWidth − action − dismiss −
    /// TextEndExtraSpacing` (the last only without a dismiss action). The text is in `LocalTextStyle`
    /// `SnackbarTokens.SupportingTextFont` (bodyMedium), the action `ActionLabelTextFont` (labelLarge, in a
    /// `TextButton`); the dismiss action is an `IconButton` (48 dp). `actionOnNewLine = true` lays the text out in
    /// a `Column` whose end padding is `HorizontalSpacing` or `HorizontalSpacingButtonSide` depending on
    /// `ComposeMaterial3Flags.isSnackbarStylingFixEnabled`, which the sources do not decide.
    public static let snackbarOuterPadding = 12.0
    public static let snackbarContainerMaxWidth = 600.0  // Snackbar.kt ContainerMaxWidth
    public static let snackbarHorizontalSpacing = 16.0  // Snackbar.kt HorizontalSpacing
    public static let snackbarTextEndExtraSpacing = 8.0  // Snackbar.kt TextEndExtraSpacing (HorizontalSpacingButtonSide, 8 dp, before the styling fix)
    public static let snackbarTextStyle = "bodyMedium"  // SnackbarTokens.SupportingTextFont
    public static let snackbarSource = "Snackbar.kt OneRowSnackbar: padding 16/8 dp, ContainerMaxWidth 600 dp, TextEndExtraSpacing 8 dp; SnackbarTokens bodyMedium"

    /// material3 AlertDialog.kt: `BasicAlertDialog` lays its content out in a `Dialog` (the window,
    /// `AndroidTextModel.dialogWindowWidth`), in `Box(modifier.sizeIn(minWidth = DialogMinWidth, maxWidth =
    /// DialogMaxWidth), propagateMinConstraints = true)`. `AlertDialog(confirmButton, …, title, text)` is a
    /// `BasicAlertDialog` of `AlertDialogContent`: a `Surface` of a `Column(Modifier.padding(DialogPadding))` (24 dp
    /// on every side) holding the icon, the title in a `Box(Modifier.padding(TitlePadding).align(Start))` with
    /// `DialogTokens.HeadlineFont` (headlineSmall), the text in a `Box(Modifier.weight(1f, fill = false)
    /// .padding(TextPadding).align(Start))` with `DialogTokens.SupportingTextFont` (bodyMedium), and the buttons in
    /// `AlertDialogFlowRow` with `DialogTokens.ActionLabelTextFont` (labelLarge), which puts a button that does not
    /// fit beside the others on a line of its own (each is measured at the row's whole width).
    public static let dialogMinWidth = 280.0

    /// Compose for desktop: the windows an app's `application { … }` opens. A `Window`'s (and
    /// `singleWindowApplication`'s) state defaults to 800 × 600 dp, a `DialogWindow`'s to 400 × 300 dp; the size
    /// is the AWT window's (`Window.setSize`), its frame's insets included, so the content is at most that wide
    /// (macOS draws no side frame; other systems' frames are their own). `application` and the window calls by
    /// their names, with the state parameter and its default width.
    /// JetBrains Jewel's `DecoratedWindow` (int-ui-standalone DecoratedWindow.kt: `state: WindowState =
    /// rememberWindowState()`) is such a window too, undecorated, its title bar drawn in its content by the app.
    public static let desktopWindows: [String: (stateParameter: String, defaultWidth: Double)] = [
        "Window": ("state", 800), "singleWindowApplication": ("state", 800), "DialogWindow": ("state", 400),
        "DecoratedWindow": ("state", 800),
    ]
    /// The calls that start a desktop application (Application.desktop.kt): their lambda holds its windows.
    public static let desktopApplications: Set<String> = ["application", "awaitApplication", "singleWindowApplication"]
    /// The state constructors whose `size` / `width` give a desktop window's width.
    public static let desktopWindowStates: Set<String> = ["rememberWindowState", "WindowState", "rememberDialogState", "DialogState"]
    /// A desktop window's density draws sp at font scale 1 (`Density(defaultTransform.scaleX, fontScale = 1f)`):
    /// Android's font scale curve does not apply.
    public static let desktopFontScale = 1.0
    /// The source sets of Compose for desktop (Kotlin Multiplatform `jvm("desktop")` → `desktopMain`, `jvm()` →
    /// `jvmMain`): composables there run only in a desktop window.
    public static let desktopSourceSets: Set<String> = ["desktopMain", "jvmMain"]
    public static let dialogMaxWidth = 560.0
    public static let alertDialogPadding = 24.0
    public static let alertDialogTitleStyle = "headlineSmall"
    public static let alertDialogTextStyle = "bodyMedium"
    public static let alertDialogButtonStyle = "labelLarge"
    public static let alertDialogSource = "AlertDialog.kt: sizeIn(DialogMinWidth 280 dp, DialogMaxWidth 560 dp), DialogPadding 24 dp; DialogTokens headlineSmall, bodyMedium, labelLarge"

    /// foundation/layout Size.kt `FillNode.measure` (`Modifier.fillMaxWidth(fraction)`, `fillMaxSize(fraction)`,
    /// `@FloatRange(from = 0.0, to = 1.0) fraction: Float = 1f`): under a bounded maximum width the width is exactly
    /// `(constraints.maxWidth * fraction).fastRoundToInt()` coerced into the incoming constraints; under an unbounded
    /// one (a horizontal scroll) the constraints pass unchanged and the content wraps. The rounding is to whole
    /// pixels (at most half a pixel), below what the measure pass in dp resolves.
    public static let fillFractions: ClosedRange<Double> = 0...1
    public static let fillFractionSource = "foundation/layout Size.kt FillNode: width = maxWidth × fraction"

    /// compose/ui `res/PrimitiveResources.android.kt` `dimensionResource(@DimenRes id: Int): Dp` returns
    /// `Dp(context.resources.getDimension(id) / density.density)`: the `<dimen>` of the current configuration
    /// (`Resources.getDimension`, the most specific `values-…` folder), in dp. A dimension in `sp` follows the
    /// font scale and one in pixels the density: neither is one number of dp.
    public static let dimensionResource = (function: "dimensionResource",
                                           source: "compose/ui res/PrimitiveResources.android.kt dimensionResource: getDimension(id) / density")

    /// `PaddingValues` constants of Material 3 by their dotted name: (start, end) in dp.
    public static let namedPaddings: [String: (Double, Double)] = [
        "ButtonDefaults.ContentPadding": (24, 24),  // Button.kt ButtonHorizontalPadding
        "ButtonDefaults.TextButtonContentPadding": (12, 12),  // Button.kt TextButtonHorizontalPadding
        "ButtonDefaults.ButtonWithIconContentPadding": (16, 24),  // Button.kt ButtonWithIconHorizontalStartPadding
        "MenuDefaults.DropdownMenuItemContentPadding": (dropdownMenuItemHorizontalPadding, dropdownMenuItemHorizontalPadding),
        "ExposedDropdownMenuDefaults.ItemContentPadding": (exposedDropdownMenuItemHorizontalPadding, exposedDropdownMenuItemHorizontalPadding),
    ]

    /// Calls that provide values to their content and lay nothing out: their content belongs to the parent
    /// (CompositionLocal.kt `CompositionLocalProvider`, Text.kt `ProvideTextStyle`, Composables.kt `key`).
    /// Also the scopes that add no layout node: ui LookaheadScope.kt `LookaheadScope` makes a virtual
    /// `LayoutNode` ("does not introduce a new Layout to the content": its layouts have the parent they would
    /// have without it); animation SharedTransitionScope.kt `SharedTransitionScope` is a `LookaheadScope`
    /// calling `content(modifier)` ("will not create a new Layout"); foundation SelectionContainer.kt
    /// `DisableSelection` is `CompositionLocalProvider(LocalSelectionRegistrar provides null, content)`;
    /// material3 MaterialTheme.kt `MaterialExpressiveTheme` calls `MaterialTheme(…, content = content)`
    /// (inside a `CompositionLocalProvider` the first time).
    public static let transparent: Set<String> = ["CompositionLocalProvider", "ProvideTextStyle", "key", "MaterialTheme",
                                                  "MaterialExpressiveTheme", "LookaheadScope", "SharedTransitionScope",
                                                  "DisableSelection"]
}
