/// UIKit and AppKit numbers the Interface Builder importer models a device with. Every number a
/// platform decides (not the document) sits here, with where it was read.
public enum UIKitMetrics {
    /// Interface Builder's `<device id=…>` → the portrait width in points of that simulated device.
    /// Source: Apple Human Interface Guidelines, "Layout › Specifications › iOS, iPadOS device screen sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-sizes),
    /// matched to IB's device ids by the root view frames IB stores for them (e.g. `retina4_7` scenes store
    /// `width="375"` in openfoodfacts-ios `Settings.storyboard` line 18).
    public static let deviceWidths: [String: Double] = [
        "retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_5": 414, "retina5_9": 375, "retina6_1": 414,
        "retina6_5": 414, "iPhone12": 390, "iPhone14": 390, "iPhone14Pro": 393, "iPhone15Pro": 393,
        "ipad9_7": 768, "ipad10_2": 810, "ipad10_5": 834, "ipad11": 834, "ipad12_9": 1024, "ipad12_9rounded": 1024,
    ]

    /// The root view of a view controller (and a table view cell's content view) gets system minimum
    /// layout margins of 16pt in compact-width size classes up to 414pt wide exclusive, 20pt from 414pt on.
    /// Source: Apple documentation, `UIViewController.systemMinimumLayoutMargins` ("16 points … on iPhone
    /// in portrait … 20 points on larger devices"), and WWDC 2017 session 412 "Auto Layout Techniques in
    /// Interface Builder"; confirmed by IB's stored frames (`leadingMargin` labels at x="16" in 375pt
    /// scenes of openfoodfacts-ios `Settings.storyboard` line 94).
    public static func rootLayoutMargin(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }

    /// Any other view's default `layoutMargins`: 8pt on each side. Source: Apple documentation,
    /// `UIView.layoutMargins` ("the default layout margins are 8 points on each side").
    public static let defaultLayoutMargin: Double = 8

    /// The "standard" spacing (`spacingType="standard"` of a stack view, `symbolic="YES"` constraints
    /// IB writes with their constant): 8pt between sibling views. Source: Apple documentation,
    /// `UIStackView.spacingUseSystem` and NSLayoutConstraint visual format "standard space" (8 points).
    public static let standardSpacing: Double = 8

    /// Content priorities Interface Builder does not write when they have their defaults. Source: Apple
    /// documentation, `UILayoutPriority.defaultLow` (250) for hugging and `.defaultHigh` (750) for
    /// compression resistance; IB writes `horizontalHuggingPriority="251"` for labels it creates.
    public static let defaultHuggingPriority: Double = 250
    public static let defaultCompressionResistancePriority: Double = 750

    /// Intrinsic (alignment-rect) widths of fixed-size controls. Source: the sizes IB stores for them in
    /// the corpora (openfoodfacts-ios `Settings.storyboard` line 103: `<switch>` frame 51×31, alignment width
    /// 49, see `alignmentInsets`) and Apple documentation (UIStepper 94 × 29; UIActivityIndicatorView
    /// medium 20, large 37).
    public static let intrinsicWidths: [String: Double] = [
        "switch": 49, "stepper": 94,
    ]

    /// Alignment rect insets (left, right): constraints pin a view's alignment rect, its frame extends past it.
    /// UISwitch: the 51pt frame ends 2pt past the trailing edge constraints pin, so its alignment width is
    /// 49pt. Source: the frames IB stores next to the constraints that pin switches: openfoodfacts-ios
    /// `Settings.storyboard` lines 93–117 (label leadingMargin 16, width 286, switch 8pt after it at x=310,
    /// width 51, pinned to the trailing margin 16 of a 375pt cell: 16+286+8+49+16 = 375), the same in
    /// `IngredientsAnalysisSettingsTableViewCell.xib` and `ProductAddViewController.storyboard`.
    public static let alignmentInsets: [String: (left: Double, right: Double)] = [
        "switch": (0, 2),
    ]
    public static func activityIndicatorWidth(style: String?) -> Double {
        (style == "whiteLarge" || style == "large") ? 37 : 20
    }

    /// `UITableViewCell` built-in styles whose text label frame UIKit computes. Default and Subtitle
    /// place the text label at the content view's leading layout margin and end it `trailingInset`
    /// before the content view's trailing edge. Source: frames IB stores for
    /// `IBUITableViewCellStyleDefault` cells: openfoodfacts-ios `Settings.storyboard` lines 42 and 46
    /// (content view 349.5 wide, text label x=16 width=325.5 → 8pt trailing inset), the UIKit
    /// value of `UITableViewCell.separatorInset.left` (16pt at compact widths). Value1 / Value2 share the
    /// row with a detail label whose width UIKit decides from both texts: not modeled (skipped with a reason).
    public struct CellStyleInsets: Sendable, Hashable {
        public var leadingUsesRootMargin: Bool
        public var trailingInset: Double
    }
    public static let tableCellStyles: [String: CellStyleInsets] = [
        "IBUITableViewCellStyleDefault": CellStyleInsets(leadingUsesRootMargin: true, trailingInset: 8),
        "IBUITableViewCellStyleSubtitle": CellStyleInsets(leadingUsesRootMargin: true, trailingInset: 8),
    ]

    /// `UITableViewCell.CellStyle` as code writes it (`UITableViewCell(style: .value1, reuseIdentifier:)`), read by
    /// `UIKitCodeCells`. Apple documentation, `UITableViewCell.CellStyle`: `.default` "a simple style for a cell
    /// with a text label (black and left-aligned)"; `.subtitle` "a left-aligned label across the top and a
    /// left-aligned label below it in smaller gray text"; `.value1` "a label on the left side of the cell with
    /// left-aligned and black text; on the right side is a label that has smaller blue text" (the Settings app's
    /// rows); `.value2` "a label on the left side … right-aligned and blue; on the right side … another label with
    /// smaller text" (the Phone app's). The text label of the first three is the cell's primary text, UIKit's body
    /// style (`UIListContentConfiguration.cell()`, the configuration of the `.default` style: "the default
    /// styling for a cell", its text the body style); the "smaller" labels' sizes are not documented.
    public struct CodeCellStyle: Sendable, Hashable {
        /// The text label is the body style, in the row's width (shared with the detail label in `.value1`).
        public var textLabelIsBody: Bool
    }
    public static let codeCellStyles: [String: CodeCellStyle] = [
        "default": CodeCellStyle(textLabelIsBody: true), "subtitle": CodeCellStyle(textLabelIsBody: true),
        "value1": CodeCellStyle(textLabelIsBody: true), "value2": CodeCellStyle(textLabelIsBody: false),
    ]

    /// UIKit text styles as Interface Builder names them → the Dynamic Type style names of
    /// `Typesetter.DynamicType.styles`. Source: `UIFont.TextStyle` raw values in the iOS SDK header
    /// UIFontDescriptor.h (`UIFontTextStyleBody` = "UICTFontTextStyleBody", `largeTitle` = "UICTFontTextStyleTitle0").
    public static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body",
        "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
        "UICTFontTextStyleCaption2": "caption2",
        "UICTFontTextStyleEmphasizedBody": "body", "UICTFontTextStyleEmphasizedTitle1": "title1",
    ]

    /// The point size a text without a `fontDescription` gets: UILabel and UIButton default to the system
    /// font at 17pt (`UIFont.labelFontSize`, Apple documentation: 17). AppKit's sizes: `AppKitMetrics`.
    public static let defaultFontSize: Double = 17

    /// Interface Builder's `lineBreakMode` values of a `UIButton` whose title wraps onto as many lines as it
    /// needs: a button's title label is one line unless its line break mode wraps (Apple, `UIButton.titleLabel`:
    /// configure the title through the label's properties; `NSLineBreakMode.byWordWrapping` / `.byCharWrapping`:
    /// "wrapping occurs at word boundaries" / "before the first character that doesn't fit"). Interface Builder's
    /// Line Break "Word Wrap" / "Character Wrap" on a button writes these; the truncating modes keep one line.
    public static let wrappingButtonLineBreakModes: Set<String> = ["wordWrap", "characterWrap"]
}
