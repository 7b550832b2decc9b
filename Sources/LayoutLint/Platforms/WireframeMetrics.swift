/// The platform facts the report's screen wireframes draw with (`layoutlint report`). None of them decides
/// a finding: they place views the container passes do not size on their own.
public enum WireframeMetrics {
    /// The size drawn, dashed, for an Android view whose size the layout files do not give (a custom view,
    /// a text set in code, an image whose drawable is not a vector): 48dp, the minimum touch target of
    /// Material Design ("Touch targets … at least 48 x 48 dp", m3.material.io/foundations/designing/structure
    /// and developer.android.com/guide/topics/ui/accessibility/apps, "Make touch targets at least 48dp").
    public static let androidStandInSize: Double = 48

    /// AppKit stores a view's frame in its superview's coordinates, origin at the lower left, unless the
    /// superview is flipped (NSView `isFlipped`, false by default: developer.apple.com/documentation/appkit/
    /// nsview/isflipped). These Interface Builder elements are views whose AppKit classes return true
    /// (NSTableView, NSOutlineView, NSTextView, NSCollectionView lay their rows and lines out from the top);
    /// iina's XIBs show it (a table's cell view at y = 1 in a 173pt table).
    public static let appKitFlippedElements: Set<String> = ["tableView", "outlineView", "textView", "collectionView"]

    /// The size drawn for a declared (YAML) element that states none: a declaration has no frames, so its
    /// wireframe lists the elements top to bottom, `declaredSpacing` apart, `declaredInset` from the edges,
    /// images and never-mirror elements as 24pt boxes (the SF Symbols / Material icon grid size:
    /// developer.apple.com/design/human-interface-guidelines/icons, m3.material.io/styles/icons).
    public static let declaredIconSize: Double = 24

    /// The height drawn, dashed, for a SwiftUI view whose height the importer does not read (a shape, an
    /// image, a control, a view whose size is known only at run time): 44pt, the minimum hit target of
    /// Apple's Human Interface Guidelines ("a hit target of at least 44x44 pt", developer.apple.com/design/
    /// human-interface-guidelines/buttons), as `androidStandInSize` is Material's.
    public static let swiftUIStandInHeight: Double = 44
    public static let declaredSpacing: Double = 8
    public static let declaredInset: Double = 16
}
