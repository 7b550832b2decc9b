/// A view of an Android layout as the horizontal measure pass sees it: its parent's measure rules, its
/// layout parameters in dp (dimensions, styles and themes already resolved) and its children. Plain
/// values, built by `AndroidLayoutImporter` from one layout file (includes inlined, merges flattened).
public struct AndroidViewNode: Sendable, Hashable {
    /// How the view measures its children (or itself).
    public enum Kind: Sendable, Hashable {
        /// `LinearLayout` (and subclasses with its rules: RadioGroup, AppBarLayout).
        case linear(vertical: Bool)
        /// `FrameLayout` and the views that measure children like it (CardView, ScrollView, …).
        case frame
        case relative
        case constraint
        /// `HorizontalScrollView`: children get an unlimited width.
        case horizontalScroll
        /// A text view: its own text decides its wrap_content width.
        case text
        /// A view with no children whose own size is only known when the layout fixes it.
        case leaf
        /// `View` / `Space`: wrap_content takes what the parent offers (View.getDefaultSize).
        case plainView
        /// A view group whose measure rules are not known (a custom ViewGroup, a RecyclerView): the
        /// string says why its children's widths cannot be decided.
        case opaque(String)
        /// ConstraintLayout helpers.
        case guideline, barrier
    }

    /// `layout_width`.
    public enum Length: Sendable, Hashable {
        case matchParent, wrapContent
        case dp(Double)
        /// A width the layout files do not decide (`px`, an unresolvable reference), and why.
        case unknown(String)
    }

    public var kind: Kind
    /// The tag as written (for messages).
    public var tag: String
    /// The `android:id` name, if any.
    public var viewID: String?
    /// The screen element laid out in this view (text views with a `@string` key), if any.
    public var elementID: String?
    /// Why a text view's own width is unknown (its text is set in code, or is a literal), when it is.
    public var textWidthUnknown: String?
    public var width: Length = .wrapContent
    /// Why the view's content cannot be measured although its kind is known (a padding or margin the
    /// resources do not decide): its texts are skipped with this reason.
    public var undecided: String?
    public var height: Length = .wrapContent
    public var gone = false
    public var marginStart = 0.0, marginEnd = 0.0
    public var paddingStart = 0.0, paddingEnd = 0.0
    public var paddingTop = 0.0, paddingBottom = 0.0
    /// Width taken from a text view's text box besides its paddings: compound drawables and
    /// `drawablePadding`, a check box / switch glyph.
    public var textExtra = 0.0
    public var minWidth = 0.0
    /// A leaf's own content width when the files decide it (an ImageView's vector drawable), dp.
    public var intrinsicWidth: Double?
    public var maxWidth: Double?
    public var weight = 0.0
    public var weightSum: Double?
    /// RelativeLayout rules (`toStartOf`, `toEndOf`, `alignStart`, `alignEnd`, `parentStart`,
    /// `parentEnd`, `centerHorizontal`) and ConstraintLayout anchors (`startToStart`, `startToEnd`,
    /// `endToStart`, `endToEnd`), each → a view id or `parent`.
    public var rules: [String: String] = [:]
    /// ConstraintLayout numbers: `bias`, `chainWeight`, `guideBegin`, `guideEnd`, `guidePercent`.
    public var numbers: [String: Double] = [:]
    /// `constrainedWidth`, `chainPacked`, `chainSpreadInside`, `barrierStart`.
    public var flags: Set<String> = []
    /// Barrier `constraint_referenced_ids`.
    public var referencedIDs: [String] = []
    /// The vertical layout parameters, for drawing the screen (`AndroidFramePass`).
    public var vertical = Vertical()
    /// The view's number in its tree (preorder), given when the screen is drawn; 0 otherwise.
    public var serial = 0
    public var children: [AndroidViewNode] = []

    public init(kind: Kind, tag: String) {
        self.kind = kind
        self.tag = tag
    }
}
