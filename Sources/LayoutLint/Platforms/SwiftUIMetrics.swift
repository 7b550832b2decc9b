/// SwiftUI numbers the SwiftUI importer models an iPhone with. Every number SwiftUI or UIKit decides (not
/// the app's source) sits here, with where it was read.
public enum SwiftUIMetrics {
    /// The device widths a view is laid out at: iPhone SE / 8 (375pt) and iPhone 15 / 16 (393pt) portrait,
    /// as Interface Builder scenes are (`InterfaceBuilderImportSettings.defaultScreenWidths`). Source: Apple
    /// Human Interface Guidelines, "Layout › Specifications › iOS, iPadOS device screen sizes".
    public static let screenWidths: [Double] = InterfaceBuilderImportSettings.defaultScreenWidths

    /// The space a stack leaves between two views when it is given no spacing, and a `Spacer`'s minimum
    /// length when it is given none: the system's standard spacing, 8pt between sibling views. Sources:
    /// Apple documentation, `Spacer.minLength` ("If nil, the system default spacing between views is used")
    /// and `HStack.init(alignment:spacing:content:)` ("nil if you want the stack to choose a default
    /// distance"); the standard distance is UIKit's 8pt (`UIKitMetrics.standardSpacing`: Apple documentation
    /// of `UIStackView.spacingUseSystem` and the visual format language's standard space).
    public static let defaultSpacing: Double = UIKitMetrics.standardSpacing

    /// A navigation bar's title and items sit inside the bar's layout margins: 16pt on devices under 414pt
    /// wide, 20pt from 414pt on (`UIKitMetrics.rootLayoutMargin`: Apple documentation,
    /// `UIViewController.systemMinimumLayoutMargins`). A large title can use the width between them.
    public static func barMargin(screenWidth: Double) -> Double { UIKitMetrics.rootLayoutMargin(screenWidth: screenWidth) }

    /// An inset-grouped `List` / `Form` (the iOS default for `Form`, `.insetGrouped`, `.grouped` on iPhone)
    /// insets its section cards by the layout margins on each side, and a row's content by the cell's
    /// layout margins inside the card: 16pt each below 414pt, 20pt from 414pt on. Sources: Apple
    /// documentation, `UITableView.Style.insetGrouped` (sections inset from the table's layout margins) and
    /// `UIViewController.systemMinimumLayoutMargins` (16 / 20); the cell's content at the separator inset
    /// (`UITableViewCell.separatorInset`, 16pt at compact widths), as Interface Builder stores for cells
    /// (`UIKitMetrics.tableCellStyles`).
    public static func groupedListInsets(screenWidth: Double) -> (card: Double, row: Double) {
        let margin = UIKitMetrics.rootLayoutMargin(screenWidth: screenWidth)
        return (margin, margin)
    }

    /// A plain `List` (`.listStyle(.plain)`) runs rows from edge to edge and insets their content by the
    /// cell's layout margins (same source as `groupedListInsets`).
    public static func plainListRowInset(screenWidth: Double) -> Double { UIKitMetrics.rootLayoutMargin(screenWidth: screenWidth) }

    /// `.padding()` with no length: the system's default padding, 16pt on iOS. Source: Apple documentation,
    /// `View.padding(_:_:)` ("If you set the value to nil, SwiftUI uses a platform-specific default amount");
    /// 16pt is iOS's standard content margin (`UIViewController.systemMinimumLayoutMargins` at compact widths).
    public static let defaultPadding: Double = 16

    /// Navigation bar titles. A large title uses the `largeTitle` text style in bold and scales with
    /// Dynamic Type; an inline (standard) title uses `headline` (17pt semibold) and does not grow with Dynamic
    /// Type (bars show larger text through the Large Content Viewer instead). Both are one line. Sources:
    /// Apple Human Interface Guidelines, "Navigation bars" (large and standard titles) and "Typography ›
    /// Specifications" (Large Title 34pt, Headline 17pt semibold at the Large size); UIKit documentation,
    /// `UINavigationBar.largeTitleTextAttributes` / `titleTextAttributes` (the system fonts when nil).
    public static let largeTitleStyle = "largeTitle"
    public static let largeTitleWeight = 700
    public static let inlineTitleSize: Double = 17
    public static let inlineTitleWeight = 600

    /// Bar button items (SwiftUI `ToolbarItem` buttons): one line in the body style (17pt regular), not
    /// scaled with Dynamic Type in the bar. Source: Apple Human Interface Guidelines, "Toolbars" and
    /// "Navigation bars" (text buttons in the system font); UIKit documentation, `UIBarButtonItem`.
    public static let barButtonSize: Double = 17

    /// Section headers of grouped lists: footnote, uppercased by default; footers: footnote. Source: Apple
    /// documentation, `View.textCase(_:)` ("some containers, like list section headers, apply uppercase
    /// by default") and `UITableView` grouped header/footer text (footnote).
    public static let sectionHeaderStyle = "footnote"
    public static let sectionFooterStyle = "footnote"

    /// Alerts and confirmation dialogs (`UIAlertController`): the title in headline, the message in footnote;
    /// buttons in the body style. Source: Apple Human Interface Guidelines, "Alerts"; UIKit's
    /// `UIAlertController` (its title and message fonts are the system's headline and footnote styles).
    public static let alertTitleStyle = "headline"
    public static let alertMessageStyle = "footnote"
}
