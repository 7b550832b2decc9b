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

    /// One branch of a choice the code makes among views that never show together (Compose's `if`/`else` and
    /// `when` branches, the values one `Text` can take): the choice (`group`, one per choice written out in the
    /// tree) and which of its branches the view is in. When a branch is measured as shown, the choice's other
    /// branches are hidden (`show(at:)`).
    public struct Alternative: Sendable, Hashable {
        public var group: Int
        public var branch: Int
        public init(group: Int, branch: Int) { self.group = group; self.branch = branch }
    }

    /// `layout_width`.
    public enum Length: Sendable, Hashable {
        case matchParent, wrapContent
        case dp(Double)
        /// A width the layout files do not decide (`px`, an unresolvable reference), and why.
        case unknown(String)
    }

    /// The values of a node, held by `storage`: copying a node (the measure passes hand children down from
    /// their parent's array, which Swift copies element by element) retains one box, not each of its
    /// strings, arrays and dictionaries.
    struct Fields: Sendable, Hashable {
        var kind: Kind
        var tag: String
        var viewID: String?
        var elementID: String?
        var textWidthUnknown: String?
        var width: Length = .wrapContent
        var undecided: String?
        var height: Length = .wrapContent
        var gone = false
        var marginStart = 0.0, marginEnd = 0.0
        var paddingStart = 0.0, paddingEnd = 0.0
        var paddingTop = 0.0, paddingBottom = 0.0
        var textExtra = 0.0
        var minWidth = 0.0
        var intrinsicWidth: Double?
        var maxWidth: Double?
        var weight = 0.0
        var weightSum: Double?
        var rules: [String: String] = [:]
        var numbers: [String: Double] = [:]
        var flags: Set<String> = []
        var referencedIDs: [String] = []
        var alternatives: [Alternative] = []
        var vertical = Vertical()
        var serial = 0
        var children: [AndroidViewNode] = []

        init(kind: Kind, tag: String) {
            self.kind = kind
            self.tag = tag
        }
    }

    /// Copy on write: a box shared by copies until one of them changes. Its values are only changed through
    /// `makeUnique()` (a box no other node holds), so the run-time exclusivity checks of a class property
    /// would only cost (they were 5% of the measure pass).
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The box this node's fields live in: two nodes with the same identity are the same subtree (a change makes
    /// a box of its own, `makeUnique()`), as long as one of them holds the box. `AndroidMeasurePass.Reuse` keys on it.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (a: AndroidViewNode, b: AndroidViewNode) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    public var kind: Kind {
        get { storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }
    /// The tag as written (for messages).
    public var tag: String {
        get { storage.fields.tag }
        _modify { makeUnique(); yield &storage.fields.tag }
    }
    /// The `android:id` name, if any.
    public var viewID: String? {
        get { storage.fields.viewID }
        _modify { makeUnique(); yield &storage.fields.viewID }
    }
    /// The screen element laid out in this view (text views with a `@string` key), if any.
    public var elementID: String? {
        get { storage.fields.elementID }
        _modify { makeUnique(); yield &storage.fields.elementID }
    }
    /// Why a text view's own width is unknown (its text is set in code, or is a literal), when it is.
    public var textWidthUnknown: String? {
        get { storage.fields.textWidthUnknown }
        _modify { makeUnique(); yield &storage.fields.textWidthUnknown }
    }
    public var width: Length {
        get { storage.fields.width }
        _modify { makeUnique(); yield &storage.fields.width }
    }
    /// Why the view's content cannot be measured although its kind is known (a padding or margin the
    /// resources do not decide): its texts are skipped with this reason.
    public var undecided: String? {
        get { storage.fields.undecided }
        _modify { makeUnique(); yield &storage.fields.undecided }
    }
    public var height: Length {
        get { storage.fields.height }
        _modify { makeUnique(); yield &storage.fields.height }
    }
    public var gone: Bool {
        get { storage.fields.gone }
        _modify { makeUnique(); yield &storage.fields.gone }
    }
    public var marginStart: Double {
        get { storage.fields.marginStart }
        _modify { makeUnique(); yield &storage.fields.marginStart }
    }
    public var marginEnd: Double {
        get { storage.fields.marginEnd }
        _modify { makeUnique(); yield &storage.fields.marginEnd }
    }
    public var paddingStart: Double {
        get { storage.fields.paddingStart }
        _modify { makeUnique(); yield &storage.fields.paddingStart }
    }
    public var paddingEnd: Double {
        get { storage.fields.paddingEnd }
        _modify { makeUnique(); yield &storage.fields.paddingEnd }
    }
    public var paddingTop: Double {
        get { storage.fields.paddingTop }
        _modify { makeUnique(); yield &storage.fields.paddingTop }
    }
    public var paddingBottom: Double {
        get { storage.fields.paddingBottom }
        _modify { makeUnique(); yield &storage.fields.paddingBottom }
    }
    /// Width taken from a text view's text box besides its paddings: compound drawables and
    /// `drawablePadding`, a check box / switch glyph.
    public var textExtra: Double {
        get { storage.fields.textExtra }
        _modify { makeUnique(); yield &storage.fields.textExtra }
    }
    public var minWidth: Double {
        get { storage.fields.minWidth }
        _modify { makeUnique(); yield &storage.fields.minWidth }
    }
    /// A leaf's own content width when the files decide it (an ImageView's vector drawable), dp.
    public var intrinsicWidth: Double? {
        get { storage.fields.intrinsicWidth }
        _modify { makeUnique(); yield &storage.fields.intrinsicWidth }
    }
    public var maxWidth: Double? {
        get { storage.fields.maxWidth }
        _modify { makeUnique(); yield &storage.fields.maxWidth }
    }
    public var weight: Double {
        get { storage.fields.weight }
        _modify { makeUnique(); yield &storage.fields.weight }
    }
    public var weightSum: Double? {
        get { storage.fields.weightSum }
        _modify { makeUnique(); yield &storage.fields.weightSum }
    }
    /// RelativeLayout rules (`toStartOf`, `toEndOf`, `alignStart`, `alignEnd`, `parentStart`,
    /// `parentEnd`, `centerHorizontal`) and ConstraintLayout anchors (`startToStart`, `startToEnd`,
    /// `endToStart`, `endToEnd`), each → a view id or `parent`.
    public var rules: [String: String] {
        get { storage.fields.rules }
        _modify { makeUnique(); yield &storage.fields.rules }
    }
    /// ConstraintLayout numbers: `bias`, `chainWeight`, `guideBegin`, `guideEnd`, `guidePercent`; Compose's
    /// `fillFraction` and Material's `maxActionInlineWidth` (`AndroidMeasurePass`).
    public var numbers: [String: Double] {
        get { storage.fields.numbers }
        _modify { makeUnique(); yield &storage.fields.numbers }
    }
    /// `constrainedWidth`, `chainPacked`, `chainSpreadInside`, `barrierStart`.
    public var flags: Set<String> {
        get { storage.fields.flags }
        _modify { makeUnique(); yield &storage.fields.flags }
    }
    /// Barrier `constraint_referenced_ids`.
    public var referencedIDs: [String] {
        get { storage.fields.referencedIDs }
        _modify { makeUnique(); yield &storage.fields.referencedIDs }
    }
    /// The branches of choices among views that never show together this view is in, innermost first (a
    /// branch inside a branch is in both).
    public var alternatives: [Alternative] {
        get { storage.fields.alternatives }
        _modify { makeUnique(); yield &storage.fields.alternatives }
    }
    /// The vertical layout parameters, for drawing the screen (`AndroidFramePass`).
    public var vertical: Vertical {
        get { storage.fields.vertical }
        _modify { makeUnique(); yield &storage.fields.vertical }
    }
    /// The view's number in its tree (preorder), given when the screen is drawn; 0 otherwise.
    public var serial: Int {
        get { storage.fields.serial }
        _modify { makeUnique(); yield &storage.fields.serial }
    }
    public var children: [AndroidViewNode] {
        get { storage.fields.children }
        _modify { makeUnique(); yield &storage.fields.children }
    }

    public init(kind: Kind, tag: String) {
        storage = Storage(Fields(kind: kind, tag: tag))
    }
}
