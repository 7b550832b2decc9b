/// AppKit (macOS) numbers the Interface Builder importer models a Mac window with. Every number the platform
/// decides (not the document) sits here, with where it was read. macOS has no Dynamic Type: every size here
/// is the size drawn, at every size category.
public enum AppKitMetrics {
    /// The standard system font size, `NSFont.systemFontSize`: 13pt. Source: Apple documentation
    /// (`NSFont.systemFontSize`, "the standard system font size in points") and Apple Human Interface
    /// Guidelines, Typography › macOS built-in text styles (body 13pt); every `metaFont="system"` text field of
    /// iina stores the 16pt-high frame of a 13pt line (e.g. `Base.lproj/PrefGeneralViewController.xib` line 39).
    public static let systemFontSize: Double = 13
    /// The priority at which a window keeps its content size: 500 (`NSLayoutConstraint.Priority.windowSizeStayPut`,
    /// Apple documentation: "the priority with which the window prefers to stay the same size"). A view
    /// whose compression resistance is above it (750 by default for text fields and buttons) widens the
    /// window instead of being squeezed; one below it (IB's 250/251 for wrapping or secondary texts) gives way.
    public static let windowSizeStayPutPriority: Double = 500

    /// A cell's `controlSize` → the size of its system font, `NSFont.systemFontSize(for:)`: regular 13,
    /// small 11, mini 9, large 13. Source: Apple documentation of `NSFont.systemFontSize(for:)` and
    /// `smallSystemFontSize`, and the fonts IB writes beside each control size in iina's 35 XIBs: every
    /// `controlSize="small"` cell with a named font uses an 11pt one (`smallSystem`, `message size="11"`,
    /// `label size="11"`; e.g. `Base.lproj/CropSettingsViewController.xib` line 58), every `controlSize="mini"`
    /// a 9pt one (`miniSystem`, `label size="9"`; `Base.lproj/AboutWindowController.xib` line 79), every
    /// `controlSize="large"` the 13pt `system` font (`Base.lproj/HistoryWindowController.xib` line 108).
    public static let controlSizeFontSizes: [String: Double] = [
        "regular": 13, "small": 11, "mini": 9, "large": 13,
    ]

    /// `<font metaFont=…>` names → size and weight when the element states no `size`. Source: Apple
    /// documentation (`NSFont.systemFontSize` 13, `smallSystemFontSize` 11, `labelFontSize` 10,
    /// `systemFontSize(for: .mini)` 9, `menuFont(ofSize: 0)` and `messageFont(ofSize: 0)` at their default
    /// sizes 14 and 13, `toolTipsFont` 11, `controlContentFont(ofSize: 0)` at the system size 13).
    /// `cellTitle` is 12pt: IB stores 15pt-high frames for its one-line labels (iina
    /// `Base.lproj/InitialWindowController.xib` lines 244–256), the height of a 12pt line between the 14pt
    /// frames of 11pt labels and the 16pt frames of 13pt ones.
    public static let metaFonts: [String: (size: Double, weight: Int)] = [
        "system": (13, 400), "systemBold": (13, 700), "smallSystem": (11, 400), "smallSystemBold": (11, 700),
        "miniSystem": (9, 400), "miniSystemBold": (9, 700), "label": (10, 400), "message": (13, 400), "menu": (menuFontSize, 400),
        "menuBar": (14, 400), "toolTip": (toolTipFontSize, 400), "controlContent": (13, 400), "cellTitle": (12, 400),
        "palette": (11, 400), "titleBar": (13, 700),
    ]

    /// A menu item's font size: `NSFont.menuFont(ofSize: 0)`, the menu font at its default size (Apple
    /// documentation, `NSFont.menuFont(ofSize:)`; `metaFonts["menu"]`). NSMenu draws its items' titles in it and
    /// is as wide as its widest item (Apple, `NSMenu.minimumWidth`, `NSMenu.size`): no item is cut.
    public static let menuFontSize: Double = 14

    /// A pointer tooltip's font size: `NSFont.toolTipsFont(ofSize: 0)`, the tooltip font at its default size, 11pt
    /// (Apple documentation, `NSFont.toolTipsFont(ofSize:)`; `metaFonts["toolTip"]`), regular weight. SwiftUI's
    /// `.help(_:)` on macOS sets the view's tooltip (Apple documentation, `View.help(_:)`: "the text … as a tooltip
    /// on macOS"), which AppKit shows in a window of its own sized to the text (`NSView.toolTip`).
    public static let toolTipFontSize: Double = 11

    /// macOS text styles (`NSFont.TextStyle`, IB `textStyle=`) → points. They do not scale. Source: Apple
    /// Human Interface Guidelines, Typography › Specifications › macOS built-in text styles (large title 26,
    /// title 1 22, title 2 17, title 3 15, headline 13 bold, body 13, callout 12, subheadline 11, footnote 10,
    /// caption 1 10, caption 2 10), as tabulated in https://gist.github.com/brzzdev/066b56d69b9b34737c0997535ac6a9f3.
    public static let textStyleSizes: [String: Double] = [
        "largeTitle": 26, "title1": 22, "title2": 17, "title3": 15, "headline": 13, "body": 13, "callout": 12,
        "subheadline": 11, "footnote": 10, "caption1": 10, "caption2": 10,
    ]
    /// IB's `textStyle` names in Cocoa documents (`NSFontTextStyleBody` …) → `textStyleSizes` keys.
    /// Source: the `NSFont.TextStyle` constants' raw values in the macOS SDK header NSFontDescriptor.h.
    public static let textStyleNames: [String: String] = [
        "NSFontTextStyleLargeTitle": "largeTitle", "NSFontTextStyleTitle1": "title1", "NSFontTextStyleTitle2": "title2",
        "NSFontTextStyleTitle3": "title3", "NSFontTextStyleHeadline": "headline", "NSFontTextStyleBody": "body",
        "NSFontTextStyleCallout": "callout", "NSFontTextStyleSubheadline": "subheadline",
        "NSFontTextStyleFootnote": "footnote", "NSFontTextStyleCaption1": "caption1", "NSFontTextStyleCaption2": "caption2",
    ]

    /// Where an NSTextField draws its text in a frame taller than the text: at the top. NSTextFieldCell has no
    /// vertical alignment; centering needs a cell subclass that moves `titleRect(forBounds:)`. Source:
    /// https://www.logcg.com/en/archives/3186.html ("on macOS NSTextField [there is] really no way to get
    /// your line of text vertically centered", a cell subclass is the fix) and the `titleRect(forBounds:)` /
    /// `drawingRect(forBounds:)` overrides AppKit developers use for it.
    public static let textFieldVerticalPlacement: VerticalAlignment = .top

    /// Alignment rect insets (left, right) of AppKit controls: constraints pin a control's alignment rect,
    /// and IB stores the frame, which extends past it. Keyed by `element/cell type/bezel style/border/control
    /// size` (the most specific key that is present wins, then `element/cell type/bezel style`, then
    /// `element/border`, then `element`). Source: IB's own frames — over iina's 35 XIBs, for every view pinned
    /// to its superview's leading or trailing edge by a plain constraint, the stored frame's edge minus the edge
    /// the constraint puts the alignment rect at (`scripts/appkit-alignment-insets.py` recomputes it):
    /// borderless text fields 2pt on each side at regular, small and large sizes (195 of 196 leading, 78 of 78
    /// trailing; e.g. "Behavior:" pinned at 0, stored `x="-2"` in `Base.lproj/PrefGeneralViewController.xib`),
    /// matching NSTextFieldCell's unconditional 2pt horizontal text inset (https://thinbug.com/q/17896590);
    /// bezeled text fields 0 (8 and 13); push buttons with the rounded bezel 7pt at regular size (7 of 7 leading,
    /// 10 of 12 trailing) and 6pt at small size; check boxes 2pt leading (28 of 28) and 0 trailing (from the
    /// views they are pinned to: 7 of 8, e.g. "Auto hide after:" in `Base.lproj/PrefUIViewController.xib`, whose
    /// stored frame ends exactly 8pt before the bezeled field its trailing is spaced 8pt from; radio buttons keep
    /// 2pt, no document pins one's trailing edge);
    /// sliders, segmented controls and switches 2pt; help buttons 3pt left, 2pt right (2 and 3); boxes with a
    /// border (the default `primary` type) 3pt (15 of 15 leading, 19 trailing), custom and separator boxes 0.
    /// Controls seldom pinned to their superview are read from the views they are pinned to instead (the
    /// script's second table: a plain leading, trailing or spacing constraint to a sibling whose insets are
    /// above puts the control's alignment-rect edge at a known x; the stored frame's edge minus it): pull-down
    /// and pop-up buttons 3pt at regular size (iina 27 of 29 leading; MacDown, documents saved on macOS 10.12 by Xcode 8, 2pt in 6
    /// and 3pt trailing), 4pt at small size (iina 6 of 6 leading, 2 of 2 trailing; MacDown 3pt), 0 with the
    /// round-rect bezel (5 of 5); color wells 3pt (iina 7 leading, 3 trailing); steppers 3pt (MacDown 2
    /// leading, 1 trailing); path controls 3pt (iina 1, MacDown's stored frames; trailing taken as the same).
    public static let alignmentInsets: [String: (left: Double, right: Double)] = [
        "textField": (2, 2), "textField/bezel": (0, 0), "secureTextField/bezel": (0, 0), "searchField": (0, 0), "tokenField": (0, 0),
        "button/push/rounded/border/regular": (7, 7), "button/push/rounded/border/large": (7, 7),
        "button/push/rounded/border/small": (6, 6),
        "button/check/regularSquare": (2, 0), "button/radio/regularSquare": (2, 2),
        "slider": (2, 2), "segmentedControl": (2, 2), "switch": (2, 2),
        "button/help/helpButton": (3, 2), "box": (3, 3),
        "popUpButton/push/rounded/borderAndBezel/regular": (3, 3), "popUpButton/push/rounded/border/regular": (3, 3),
        "popUpButton/push/rounded/borderAndBezel/small": (4, 4), "popUpButton/roundRect/roundedRect": (0, 0),
        "colorWell": (3, 3), "stepper": (3, 3), "pathControl": (3, 3),
    ]

    /// The room an AppKit button's alignment rect keeps around its title (bezel padding, the check box or
    /// radio image and its gap), keyed like `alignmentInsets`. Source: IB's frames, fitted to the stand-in so
    /// that the development language's titles laid out with it reproduce them — over iina's 35 XIBs, the
    /// stored frame width minus the title's Noto Sans width (HarfBuzz), median per style
    /// (`scripts/appkit-button-chrome.py` recomputes it): check boxes 25.4 at regular size (73 buttons, 80%
    /// within 22.5–28.3) and 24.1 at small (1), radio buttons 25.5 (2) and 21.6 at small (6), rounded push
    /// buttons 35.5 (38) and 30.6 at small (3); minus the alignment insets above (frame = alignment rect +
    /// insets).
    public static let titleChrome: [String: Double] = [
        "button/check/regularSquare//regular": 25.4 - 2, "button/check/regularSquare//small": 24.1 - 2,
        "button/radio/regularSquare//regular": 25.5 - 4, "button/radio/regularSquare//small": 21.6 - 4,
        "button/push/rounded/border/regular": 35.5 - 14, "button/push/rounded/border/small": 30.6 - 12,
    ]

    /// The insets that differ in a document Interface Builder saved on a Mac older than macOS 11, whose stored
    /// frames are those of that system's controls. macOS 11 changed a check box's (`NSButtonTypeSwitch`)
    /// alignment rect insets from (top 2, left 2, bottom 2, right 2) to (1, 2, 1, 0), for every app whatever
    /// SDK it was built with (Jeff Johnson, "Some BS AppKit notes", lapcatsoftware.com, November 2020; the
    /// documents agree: MacDown's XIBs saved on 10.12, `systemVersion="16G29"`, centre their check boxes with
    /// 2pt on both sides, iina's, saved by Xcode 14 and later, end them at the frame).
    public static let alignmentInsetsBeforeMacOS11: [String: (left: Double, right: Double)] = [
        "button/check/regularSquare": (2, 2),
    ]

    /// Whether a document was saved on a Mac older than macOS 11: its `systemVersion` (the macOS build it was
    /// saved on, which older Xcodes write: "16G29" is 10.12.6, build trains below 20 are before macOS 11), else
    /// its `toolsVersion` below Xcode 12's first (17156): Xcode 11 and older ran on macOS 10.15 and earlier,
    /// before the change.
    public static func savedBeforeMacOS11(toolsVersion: String?, systemVersion: String?) -> Bool {
        if let system = systemVersion, let train = Int(system.prefix(while: \.isNumber)) { return train < 20 }
        guard let tools = toolsVersion.flatMap({ Double($0.prefix(while: { $0.isNumber })) }) else { return false }
        return tools < 17156
    }

    /// `button/<type>/<bezelStyle>/<borderStyle>/<controlSize>` of a button cell.
    static func buttonStyleKey(_ cell: XMLElementNode) -> String {
        "button/\(cell.attribute("type") ?? "")/\(cell.attribute("bezelStyle") ?? "")/\(cell.attribute("borderStyle") ?? "")/\(cell.attribute("controlSize") ?? "regular")"
    }

    /// The title chrome of a button cell, nil when its style is not in `titleChrome`.
    static func titleChrome(cell: XMLElementNode) -> Double? { titleChrome[buttonStyleKey(cell)] }

    /// The title chrome of a check box in a document saved before macOS 11: the same frame around the title,
    /// less the 2pt trailing inset that system's check box kept inside its frame.
    static func titleChrome(cell: XMLElementNode, beforeMacOS11: Bool) -> Double? {
        guard let chrome = titleChrome(cell: cell) else { return nil }
        guard beforeMacOS11, cell.attribute("type") == "check" else { return chrome }
        return chrome - 2
    }

    /// The alignment insets of an AppKit view: its element name and its cell's `type`, `bezelStyle`,
    /// `borderStyle` and `controlSize` looked up in `alignmentInsets`; (0, 0) for a view not listed.
    static func alignmentInsets(element: String, node: XMLElementNode, cell: XMLElementNode?, beforeMacOS11: Bool = false) -> (left: Double, right: Double) {
        if element == "box", ["custom", "separator"].contains(node.attribute("boxType") ?? "") { return (0, 0) }
        let type = cell?.attribute("type") ?? "", bezel = cell?.attribute("bezelStyle") ?? ""
        let border = cell?.attribute("borderStyle") ?? "", size = cell?.attribute("controlSize") ?? "regular"
        for key in ["\(element)/\(type)/\(bezel)/\(border)/\(size)", "\(element)/\(type)/\(bezel)", "\(element)/\(border)"] {
            if beforeMacOS11, let insets = alignmentInsetsBeforeMacOS11[key] { return insets }
            if let insets = alignmentInsets[key] { return insets }
        }
        if element == "textField" && !border.isEmpty { return (0, 0) }
        return alignmentInsets[element] ?? (0, 0)
    }

    /// The line break mode of a text field cell that states none: `byWordWrapping` (NSLineBreakMode raw value
    /// 0, the value an archive leaves out). Such a cell wraps (`NSCell.wraps`: "equivalent to setting
    /// lineBreakMode to byWordWrapping"). Source: Apple documentation of `NSCell.wraps` and `NSLineBreakMode`
    /// (byWordWrapping = 0); the documents agree: iina's cells without `lineBreakMode` are IB's "Wrapping
    /// Label"s, stored with frames several lines high (`Base.lproj/PrefCodecViewController.xib`, "Always use
    /// the dedicated GPU …", `controlSize="small"`), while its one-line labels store `lineBreakMode="clipping"`
    /// with `scrollable="YES"` (404 of 558 cells).
    public static let wrappingLineBreakModes: Set<String> = ["wordWrapping", "charWrapping"]

    /// The texts Interface Builder gives a new text field, cell or button, which an app replaces at run time:
    /// a prototype cell of a table or outline view, or a label filled from code. Source: IB's object library
    /// titles as they stand in the documents (iina: "Table View Cell" in `Base.lproj/FilterWindowController.xib`,
    /// "Text Cell" in `Base.lproj/HistoryWindowController.xib` line 108, "Label" in
    /// `Base.lproj/CropSettingsViewController.xib` line 58); "Title" and "Subtitle", the labels of a UIKit table
    /// view cell of the Subtitle style (KeePassium `KeePassium/views/ParameterValueCell.xib` line 27:
    /// `style="IBUITableViewCellStyleSubtitle"`, its `detailTextLabel` `text="Subtitle"`).
    public static let placeholderTitles: Set<String> = [
        "Label", "Multi-line Label", "Multiline Label", "Wrapping Label", "Text Cell", "Table View Cell",
        "Table Cell View", "Text Field", "Item", "Box", "Title", "Subtitle",
    ]

    /// The default texts Interface Builder writes into a new object, which the app replaces at run time and
    /// no user reads: `placeholderTitles`, and UIKit's and AppKit's "Button" (vlc
    /// `Sources/Donation/VLCDonationViewController.xib` line 231 and openfoodfacts
    /// `Sources/Views/Products/Search/Scanner/ManualBarcodeInputView.xib` line 51: `<state key="normal"
    /// title="Button"/>`; UIKit's "Label": `<label … text="Label">` in vlc `Sources/UI Elements/View Controller/VLCLabelCell.xib`
    /// line 21); AppKit's "Window", the title Interface Builder gives a new window (iina
    /// `Base.lproj/GuideWindowController.xib` line 19: `<window title="Window" …>`). Catalog rules leave
    /// them out of a document's table (`untranslated`).
    public static let defaultTexts: Set<String> = placeholderTitles.union(["Button", "Window"])

    /// The default title of a table view's prototype cell, which Interface Builder prefixes with the
    /// column's identifier or the row kind: iina's “Group Table View Cell” (`Base.lproj/HistoryWindowController.xib` line 152),
    /// “KeyColumn Table View Cell” and “ValueColumn Table View Cell” (`Base.lproj/InspectorWindowController.xib` line 1114).
    public static let defaultTextSuffixes: [String] = [" Table View Cell", " Table Cell View"]

    /// System font names a document may give in `<font name=…>` → the font profile family that stands in for
    /// them. `.SFNS…`, `.AppleSystemUIFont` and `SFPro…` are the system font (SF); Helvetica Neue and
    /// Helvetica, the system fonts of earlier macOS releases, are drawn by the same stand-in (their published
    /// widths are within its band: `StandInFonts`). Monospaced and other named faces map to nothing: such a
    /// text is skipped with the reason (a profile may add them through `interfaceBuilder.fontFamilies`).
    public static func systemFamily(forFontName name: String) -> String? {
        let plain = name.hasPrefix(".") ? String(name.dropFirst()) : name
        let family = plain.split(separator: "-").first.map(String.init) ?? plain
        if plain.hasPrefix("SFNS") && !plain.hasPrefix("SFNSMono") { return "system" }
        if plain.hasPrefix("AppleSystemUIFont") { return "system" }
        if ["SFPro", "SFProText", "SFProDisplay", "SFUI", "SFUIText", "SFUIDisplay", "HelveticaNeue", "Helvetica", "Helvetica Neue"].contains(family) {
            return "system"
        }
        return nil
    }
}
