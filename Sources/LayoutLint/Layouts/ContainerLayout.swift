import Typesetter

// The seam between UI-file importers and the linter.
//
// An importer (Android `res/layout`, Interface Builder) is a reader: UI files in, plain `LayoutScreen`
// values out, the same values a YAML layout gives. What a YAML layout states as a number (`width: 200`)
// an imported screen often cannot: the width a label gets depends on its siblings' translations
// (wrap_content siblings, weights, chains, stack views, Auto Layout). Such a screen carries a
// `ContainerLayout`, and the linter runs it once per locale × size category × screen width, measuring
// texts through the Typesetter on request, before the label rules see the label.

/// One element's text measured at one available width (what a container pass asks the linter).
public struct TextMeasurement: Sendable, Hashable {
    /// The one-line advance of the whole text at the size (no wrapping): the intrinsic width.
    public var naturalWidth: Double
    /// The widest visible line when laid out at the width asked for.
    public var width: Double
    /// The height of the visible text block (its line boxes).
    public var height: Double
    public var lineCount: Int
    /// The text needs more lines than its line limit allows at the width asked for.
    public var truncated: Bool

    public init(naturalWidth: Double, width: Double, height: Double, lineCount: Int, truncated: Bool = false) {
        self.naturalWidth = naturalWidth
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.truncated = truncated
    }
}

/// What a container pass is run for, and how it measures texts.
public struct ContainerQuery {
    public var locale: String
    public var isRightToLeft: Bool
    /// The size category the texts are measured at (nil when no size scales).
    public var sizeCategory: String?
    /// The device (or window) width in points / dp.
    public var screenWidth: Double
    /// The text of element `id` in this locale at this size category, laid out at `availableWidth` (nil:
    /// unlimited) with the element's own line limit; nil when the element shows no text in this locale.
    public var measure: (_ elementID: String, _ availableWidth: Double?) -> TextMeasurement?
    /// The pass is asked for the frame of every view too (`ContainerResolution.views`), for drawing the
    /// screen (`layoutlint report`); `check` does not ask, and pays nothing for it.
    public var placesViews: Bool
    /// True for the development language: a pass may then also say how far each box can grow
    /// (`ResolvedBox.maximumWidth`, what `expansion-headroom` reads).
    public var isSourceLocale: Bool
    /// The same in the source locale (the development language), for a pass that checks its model against
    /// the text the app was designed with; nil when the caller has none.
    public var measureSource: ((_ elementID: String, _ availableWidth: Double?) -> TextMeasurement?)?

    public init(locale: String, isRightToLeft: Bool, sizeCategory: String?, screenWidth: Double, placesViews: Bool = false,
                isSourceLocale: Bool = false,
                measure: @escaping (_ elementID: String, _ availableWidth: Double?) -> TextMeasurement?,
                measureSource: ((_ elementID: String, _ availableWidth: Double?) -> TextMeasurement?)? = nil) {
        self.locale = locale
        self.isRightToLeft = isRightToLeft
        self.sizeCategory = sizeCategory
        self.screenWidth = screenWidth
        self.placesViews = placesViews
        self.isSourceLocale = isSourceLocale
        self.measure = measure
        self.measureSource = measureSource
    }
}

/// A rectangle in points (dp on Android), y down.
public struct ViewRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle as a right-to-left layout mirrors it inside `width` (x → width − x − w).
    public func mirrored(within width: Double) -> ViewRect {
        ViewRect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}

/// One view of a screen as a container pass placed it: what the report's wireframe of the screen draws.
public struct PlacedView: Sendable, Hashable {
    /// What the wireframe draws the view as.
    public enum Role: String, Sendable, Hashable {
        /// A view showing a text (a label laid out by the linter when `elementID` is set).
        case text
        case image
        /// A control without a text of its own (a switch, a slider, a progress bar, a check box).
        case control
        /// A view that holds others.
        case container
        /// Any other view (a divider, a spacer, a custom view).
        case view
    }

    /// The view's class or tag as the UI file names it ("TextView", "label", "NSButton").
    public var name: String
    /// Its id in the UI file, when it has one.
    public var viewID: String?
    public var role: Role
    /// The text element laid out in the view, if any.
    public var elementID: String?
    /// The view's frame from the screen's top-left corner, as the platform draws it: a right-to-left
    /// locale's pass gives it mirrored.
    public var frame: ViewRect
    /// Where the text box of `elementID` sits (the view's frame less its paddings and insets).
    public var textFrame: ViewRect?
    /// Nesting depth (the root is 0).
    public var depth: Int
    /// Why the pass could not decide the frame, when it could not: the view is drawn where the document
    /// or the last decided size puts it, dashed.
    public var undecided: String?
    /// The tab page (an AppKit tab view item's view) the view is on, when it is on one: its id.
    public var tabPage: String?
    /// On a tab page the tab view does not show (not the first): not drawn on the screen, only in the
    /// card of a finding about it (`ScreenWireframe.showingTabPage(of:)`).
    public var offscreen = false

    public init(name: String, viewID: String? = nil, role: Role, elementID: String? = nil, frame: ViewRect,
                textFrame: ViewRect? = nil, depth: Int, undecided: String? = nil) {
        self.name = name
        self.viewID = viewID
        self.role = role
        self.elementID = elementID
        self.frame = frame
        self.textFrame = textFrame
        self.depth = depth
        self.undecided = undecided
    }
}

/// The box a container pass gives one text element: what the label's text must fit in.
public struct ResolvedBox: Sendable, Hashable {
    /// The width available to the text (paddings, insets and compound drawables already taken off).
    public var width: Double
    /// A fixed height for the text when the container fixes one (a fixed-height view), else nil.
    public var height: Double?
    /// How wide the box gets when its text grows without bound (a content-sized label grows until its
    /// neighbours or the window stop it); nil when the pass does not say. Only source-locale passes give it.
    public var maximumWidth: Double?

    public init(width: Double, height: Double? = nil, maximumWidth: Double? = nil) {
        self.width = width
        self.height = height
        self.maximumWidth = maximumWidth
    }

    /// A box that offers its text no width limit (`width` is `.infinity`): the text takes its ideal width, one
    /// line per paragraph, so nothing can truncate it, and the rules that need no width limit read it (SwiftUI's
    /// ideal-size proposal under `.fixedSize()` or a horizontal `ScrollView`; a pointer tooltip).
    public static func unlimited(height: Double? = nil) -> ResolvedBox { ResolvedBox(width: .infinity, height: height) }

    /// The width limit the text is laid out in; nil where the box offers none (`unlimited`).
    public var widthLimit: Double? { width.isFinite ? width : nil }
}

/// The result of one container pass: a box per element it could decide, a reason per element it could not.
public struct ContainerResolution: Sendable {
    public var boxes: [String: ResolvedBox]
    /// Element id → why its box cannot be decided (shown to the user in the coverage summary).
    public var skipped: [String: String]
    /// Every view of the screen with its frame, parents before children, when the query asked for them
    /// (`ContainerQuery.placesViews`); empty otherwise.
    public var views: [PlacedView]

    public init(boxes: [String: ResolvedBox] = [:], skipped: [String: String] = [:], views: [PlacedView] = []) {
        self.boxes = boxes
        self.skipped = skipped
        self.views = views
    }
}

/// A screen whose text boxes depend on its texts: the parent's measure rules (Android) or a constraint
/// system (Auto Layout). Implementations are plain values; `resolve` must be deterministic.
public protocol ContainerLayout: Sendable {
    /// The widths the screen is laid out at (device widths, or a macOS window's width).
    var screenWidths: [Double] { get }
    func resolve(_ query: ContainerQuery) -> ContainerResolution
    /// The model checked against the document with the development language's own texts (`query` measures
    /// them): element id → why the model does not reproduce what the document stores (its frame), for the
    /// elements it does not. Such elements are skipped in every locale: the model is wrong for them.
    func selfCheck(_ query: ContainerQuery) -> [String: String]
    /// Texts that sit next to each other in one container, in reading order (a text and the first text of
    /// the sibling that follows it: a section header and its first row, a title and its subtitle, a bar's
    /// title and the content below it). `HierarchyGroups` derives the screen's hierarchy groups from them.
    /// An importer whose tree is not read for this returns none (the default).
    var adjacentTexts: [AdjacentTexts] { get }
}

extension ContainerLayout {
    public func selfCheck(_ query: ContainerQuery) -> [String: String] { [:] }
    public var adjacentTexts: [AdjacentTexts] { [] }
}

/// Two texts next to each other in one container, the first above or before the second.
public struct AdjacentTexts: Sendable, Hashable {
    public enum Relation: String, Sendable, Hashable {
        /// Two texts that are children of one container, one after the other.
        case siblings = "adjacent texts in one container"
        /// A text and the first text of the container that follows it (a header and its first row).
        case headerAndContent = "a header and the content below it"
        /// A bar's title and the first text of the screen's content.
        case barTitleAndContent = "a bar title and the content below it"
    }
    public var first: String
    public var second: String
    public var relation: Relation

    public init(_ first: String, _ second: String, relation: Relation) {
        self.first = first
        self.second = second
        self.relation = relation
    }
}

/// A `ContainerLayout` inside a `LayoutScreen`, which stays `Hashable`: screens compare by their
/// declarations, not by their container passes.
public struct ContainerBox: Sendable, Hashable {
    public let layout: any ContainerLayout

    public init(_ layout: any ContainerLayout) { self.layout = layout }

    public static func == (a: ContainerBox, b: ContainerBox) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// Where a screen came from.
public enum ScreenOrigin: String, Codable, Sendable, Hashable {
    /// A YAML / JSON layout declaration.
    case declared
    /// An Android `res/layout*/*.xml` file.
    case android
    /// An Interface Builder `.storyboard` / `.xib`.
    case interfaceBuilder = "interface-builder"
    /// SwiftUI source (`.swift` files that import SwiftUI).
    case swiftUI = "swiftui"
    /// The size limits a catalog states for its values (XLIFF `maxwidth`/`maxheight` in pixels).
    case catalogLimits = "catalog-limits"
    /// Catalog values that no declaration or UI file lays out: checked by the rules that need no box.
    case catalog

    /// Read from the app's own UI files (counted in `Coverage.uiElements`): layouts, storyboards, SwiftUI sources.
    public var isImported: Bool { self == .android || self == .interfaceBuilder || self == .swiftUI }
}

/// A text element of a UI file that is not laid out at all, and why (no key, a width set in code, a
/// custom view group): counted in the coverage summary.
public struct SkippedElement: Sendable, Hashable, Codable {
    public var id: String
    public var reason: String
    public var location: SourceLocation
    /// The catalog key the element shows, when the source names one: the coverage gives it this reason
    /// (`Coverage.keysNotLaidOut`) when no other element lays it out.
    public var key: String?
    /// The key's table, when the source names one (nil: the platform's default table).
    public var table: String?
    /// True when the app's code replaces the text the UI file gives the element (an outlet assignment): the
    /// file's key is then never shown, so its values are not checked (`LintContext.keysReplacedByCode`).
    /// Nil (not false) otherwise, so reports and layouts written before this field read the same.
    public var replacedByCode: Bool?

    public init(id: String, reason: String, location: SourceLocation, key: String? = nil, table: String? = nil, replacedByCode: Bool = false) {
        self.id = id
        self.reason = reason
        self.location = location
        self.key = key
        self.table = table
        self.replacedByCode = replacedByCode ? true : nil
    }
}

/// What an importer reads from a set of UI files: screens, the values the files themselves hold (an
/// Interface Builder document is the development language's catalog of its own texts), and findings.
public struct ImportResult: Sendable {
    public var screens: [LayoutScreen]
    public var catalogs: [CatalogFile]
    public var findings: [Finding]

    public init(screens: [LayoutScreen] = [], catalogs: [CatalogFile] = [], findings: [Finding] = []) {
        self.screens = screens
        self.catalogs = catalogs
        self.findings = findings
    }
}
