import Typesetter

/// The platform a screen runs on: sets defaults for line height, vertical placement in a fixed height
/// (UILabel centers, TextView and NSTextField top), size scaling and the contrast rule.
/// `macos` is AppKit: no Dynamic Type (sizes never scale), 13pt system font, window content sizes.
public enum Platform: String, Codable, Sendable, CaseIterable {
    case ios, android, macos

    /// How lengths are written in messages: points on Apple platforms, dp on Android.
    public var lengthUnit: String { self == .android ? "dp" : "pt" }
    /// How text sizes are written: points on Apple platforms, sp on Android.
    public var textSizeUnit: String { self == .android ? "sp" : "pt" }
    /// What the width a screen is laid out at is the width of, in messages: a phone's screen, a Mac's window.
    public var surface: String { self == .macos ? "window" : "screen" }
    /// The line limit of a text that states none: UILabel and an IB "Label" text field draw one line,
    /// Android's TextView wraps.
    public var defaultMaxLines: Int { self == .android ? 0 : 1 }
    /// Apple platforms, where Noto stands in for the system font (SF): measured widths and line boxes carry
    /// the stand-in's uncertainty (`StandInFonts`).
    public var usesStandInSystemFont: Bool { self != .android }
}

/// What an element is. Text kinds are laid out; the never-mirror kinds must keep their left-to-right
/// order in right-to-left locales; images mirror when `directional`.
public enum ElementKind: String, Codable, Sendable, CaseIterable {
    case label, button
    case textField = "text-field"
    case image
    case mediaControls = "media-controls"
    case clock
    case phoneNumber = "phone-number"
    case chart, checkmark, numerals
    /// A view whose text is set in code, or that shows none: not laid out; only its layout declarations
    /// (alignment, placement, insets) are checked.
    case view

    public var hasText: Bool { self == .label || self == .button || self == .textField }
    /// Things that read left to right in every locale (DESIGN: numerals, phone numbers, clocks, music and
    /// media playback controls, charts, check marks).
    public var neverMirrors: Bool {
        switch self {
        case .mediaControls, .clock, .phoneNumber, .chart, .checkmark, .numerals: true
        default: false
        }
    }
}

public enum TextTransform: String, Codable, Sendable, CaseIterable {
    case none, uppercase, lowercase, capitalize
}

/// How a text that needs more room than its box ends.
/// - `ellipsis`: the last visible line ends with "…" (UILabel, a TextView with `ellipsize="end"`, Compose
///   `TextOverflow.Ellipsis`).
/// - `clip`: the lines past the last visible one are not drawn and that line ends where it broke, without a
///   mark (Compose's default, `TextOverflow.Clip`: Text.kt `overflow: TextOverflow = TextOverflow.Clip`).
/// - `clipEdge`: one line that does not wrap (Compose `softWrap = false`) is drawn past the box and cut at its
///   edge, mid-word.
public enum TextOverflow: String, Codable, Sendable, CaseIterable {
    case ellipsis, clip, clipEdge
}

public enum VerticalAlignment: String, Codable, Sendable, CaseIterable {
    case top, center, bottom
}

/// Padding around the text. `left`/`right` do not mirror in right-to-left locales (an RTL finding).
public struct Insets: Codable, Sendable, Hashable {
    public var leading: Double?
    public var trailing: Double?
    public var left: Double?
    public var right: Double?
    public var top: Double?
    public var bottom: Double?
    public init() {}
}

/// Text that shrinks to fit its box: UIKit's `adjustsFontSizeToFitWidth` down to `minimumScaleFactor`, or
/// Android's uniform auto-size text down to `minimumSize`, taking only the `sizes` it lists.
public struct AutoShrink: Codable, Sendable, Hashable {
    /// The smallest scale the platform may shrink the text to (UIKit `minimumScaleFactor`).
    public var minimumScaleFactor: Double?
    /// The smallest size, in the text's own unit, scaled with it (Android `autoSizeMinTextSize` in sp).
    public var minimumSize: Double?
    /// The only sizes it takes, in the text's unit, smallest first (Android `autoSizePresetSizes`, or
    /// `autoSizeMinTextSize` + k × `autoSizeStepGranularity`): the largest that fits, else the smallest.
    public var sizes: [Double]?
    /// The sizes it takes are `minimumSize` + k × `step` (Android `autoSizeStepGranularity`), each length
    /// scaled on its own as Android converts them; nil: any size.
    public var step: Double?

    public init(minimumScaleFactor: Double? = nil, minimumSize: Double? = nil, sizes: [Double]? = nil, step: Double? = nil) {
        self.minimumScaleFactor = minimumScaleFactor
        self.minimumSize = minimumSize
        self.sizes = sizes
        self.step = step
    }

    /// The smallest scale of a text of `size` (in the text's unit, before size categories scale it).
    public func smallestScale(of size: Double) -> Double {
        if let minimumSize, size > 0 { return min(1, minimumSize / size) }
        return minimumScaleFactor ?? 1
    }
}

/// One element of a screen, as declared, with where each of its settings stands in the layout file.
public struct LayoutElement: Sendable, Hashable {
    public var id: String
    public var kind: ElementKind = .label
    public var key: String?
    public var table: String?
    public var textStyle: String?
    public var size: Double?
    /// A fixed `size` scales with Dynamic Type / font scale only when this is true.
    public var scales: Bool = false
    /// On `android`: the text's sp follow the system font scale (Android's `FontScaleConverter`). False for
    /// Compose Desktop, whose windows draw sp at font scale 1 whatever the size category
    /// (`ComposeMetrics.desktopFontScale`).
    public var followsFontScale: Bool = true
    public var weight: Int?
    public var italic: Bool = false
    public var family: String?
    public var textTransform: TextTransform = .none
    public var letterSpacing: Double?
    public var width: Double?
    /// nil = the platform default (iOS UILabel 1, Android TextView unlimited).
    public var maxLines: Int?
    public var height: Double?
    public var lineHeight: Double?
    public var clipsToBounds: Bool = false
    /// How the text ends where it needs more lines or width than it has (`TextOverflow`).
    public var overflow: TextOverflow = .ellipsis
    /// The text block reaches the primary font's top and bottom (its bounding box) above the first
    /// baseline and below the last where the line boxes are shorter (Android TextView `includeFontPadding`,
    /// true by default there; false for declared layouts unless they say so).
    public var includeFontPadding: Bool = false
    public var alignment: TextAlignment = .natural
    /// Where the element itself sits in its parent's width (Android `layout_gravity`), when the layout
    /// says; `left`/`right` do not mirror.
    public var placement: TextAlignment?
    /// The element's width follows its text (Android `wrap_content`, a label hugging its content with
    /// nothing competing): where the text fits, the box is the text, so it cannot truncate, leaves no
    /// headroom to measure, and its alignment has no visible effect. Only where neighbours squeeze it is
    /// its width a constraint.
    public var widthFollowsText: Bool = false
    public var verticalAlignment: VerticalAlignment?
    public var insets: Insets?
    public var forceLeftToRight: Bool = false
    public var color: String?
    public var background: String?
    public var samples: [String: String] = [:]
    public var autoShrink: AutoShrink?
    public var directional: Bool?
    public var mirrors: Bool?
    /// Rules switched off for this element (`ignore:`; Android `tools:ignore`), sorted; `all` for every rule.
    public var ignoredRules: [String] = []
    /// Why the room above and below a text that is as tall as its text is not known (the paddings of a
    /// window the code builds): its ink beyond the line block is not judged, and the coverage says why.
    public var verticalRoomUnknown: String?
    /// The text color as the UI file writes it (Android `android:textColor`, through the style chain), where
    /// the importer does not turn it into a color: two levels whose written colors differ may be told apart
    /// by color, which is then not known (`HierarchyGroups`).
    public var declaredColor: String?
    /// The font the app names is not in the project: the platform's default family draws the text in its
    /// stead, within a band (`AppFontStandIns`); findings say so.
    public var fontStandIn: FontStandIn?
    /// The element's own position (its `- id:` line).
    public var location: SourceLocation
    /// Where each declared key stands, for findings about one setting ("insets.left", "alignment").
    public var keyLocations: [String: SourceLocation] = [:]

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }

    /// Where the text block sits in a fixed height: as declared, else as the platform places it (UILabel
    /// centers, TextView tops; AppKit text fields draw from the top, button cells center their title —
    /// `AppKitMetrics.textFieldVerticalPlacement`).
    public func verticalPlacement(on platform: Platform) -> VerticalAlignment {
        if let verticalAlignment { return verticalAlignment }
        switch platform {
        case .ios: return .center
        case .android: return .top
        case .macos: return kind == .button ? .center : AppKitMetrics.textFieldVerticalPlacement
        }
    }
}

/// A screen's layout declaration: its text elements and their constraints, images and hierarchy groups.
public struct LayoutScreen: Sendable, Hashable {
    public var name: String
    public var platform: Platform
    public var file: String
    public var location: SourceLocation
    public var elements: [LayoutElement]
    /// Groups of element ids, most prominent first.
    public var hierarchy: [[String]]
    public var hierarchyLocations: [SourceLocation]
    /// Pairs of adjacent texts styled as two levels that are not checked, with why (`HierarchyGroups`;
    /// the id is "upper › lower").
    public var hierarchySkipped: [SkippedElement] = []
    /// Where the screen came from (a declaration, or an imported UI file).
    public var origin: ScreenOrigin = .declared
    /// For an imported screen whose boxes depend on its texts: the per-locale container pass. Elements
    /// of such a screen take their `width`/`height` from it (their own values, if any, are the design-time
    /// frame and are not used).
    public var container: ContainerBox?
    /// Text elements of the UI file that are not laid out, with the reason (coverage summary).
    public var skipped: [SkippedElement] = []
    /// Keys the app's code names at places no importer follows to a view, each with the first place and why
    /// (`R.string.k` handed to a helper, an accessor read in view-model code): the coverage's reason for a
    /// key nothing lays out (`KeysNotLaidOut`). Not UI elements; an import carries them on its first screen.
    public var keysNamedInCode: [SkippedElement] = []
    /// Elements laid out only so the others have their boxes: a variant of another screen (the Android
    /// importer's screen per text the code sets on a view) repeats that screen's other elements, whose
    /// findings are that screen's. Their findings here are dropped (`FilterStage`).
    public var layoutOnly: Set<String> = []
    /// The screen this one is a variant of (the same views, other texts in some): its findings about no
    /// catalog value (a declaration's, as an RTL one) are that screen's, and dropped here (`FilterStage`).
    public var variantOf: String?

    public init(name: String, platform: Platform, file: String, location: SourceLocation, elements: [LayoutElement],
                hierarchy: [[String]] = [], hierarchyLocations: [SourceLocation] = [], origin: ScreenOrigin = .declared,
                container: ContainerBox? = nil, skipped: [SkippedElement] = []) {
        self.name = name
        self.platform = platform
        self.file = file
        self.location = location
        self.elements = elements
        self.hierarchy = hierarchy
        self.hierarchyLocations = hierarchyLocations
        self.origin = origin
        self.container = container
        self.skipped = skipped
    }

    public func element(_ id: String) -> LayoutElement? { elements.first { $0.id == id } }
}
