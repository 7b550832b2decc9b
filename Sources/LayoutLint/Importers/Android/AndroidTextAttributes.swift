/// One text attribute of a style, text appearance or view (`android:textSize`, `app:textAllCaps` on
/// AppCompat views): what it sets on the text look, and where Android reads it.
struct AndroidTextAttribute: Sendable {
    /// The attribute's name without its namespace (`android:` and `app:` both give it).
    let name: String
    /// The values it takes and what it sets.
    let sets: String
    let source: String
    /// Sets the look from the attribute's value; `dimension` resolves `14sp`, `@dimen/…`, `?attr/…`.
    let apply: @Sendable (_ value: String, _ location: SourceLocation?, _ look: inout ScreenBuilder.TextLook,
                          _ dimension: (String) -> ScreenBuilder.Dimension) -> Void
}

/// Android's text attributes as data, applied in this order to each style of a view's chain (root first)
/// and then to the view's own attributes: a later row wins where two set the same field (`fontFamily`'s
/// weight over `textStyle`'s). A new attribute is one row here.
enum AndroidTextAttributes {
    static let look: [AndroidTextAttribute] = [
        AndroidTextAttribute(
            name: "textSize", sets: "the size: sp follows the font scale, dp does not (the text is then skipped)",
            source: "AOSP core/java/android/widget/TextView.java, `setRawTextSize` (TypedValue units)",
            apply: { raw, location, look, dimension in
                switch dimension(raw) {
                case .sp(let value): look.size = value; look.sizeInDp = false; look.sizeLocation = location
                case .dp(let value): look.size = value; look.sizeInDp = true; look.sizeLocation = location
                default: look.notes.append("textSize \(raw) is not decided by the app's files")
                }
            }),
        AndroidTextAttribute(
            name: "textStyle", sets: "`bold` (weight at least 700), `normal` (at most 500), `italic`; flags joined by `|`",
            source: "AOSP core/java/android/widget/TextView.java, `setTypeface(Typeface, int style)`",
            apply: { style, _, look, _ in
                let parts = style.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.contains("bold") { look.weight = max(look.weight, 700) } else if parts.contains("normal") { look.weight = min(look.weight, 500) }
                look.italic = parts.contains("italic")
            }),
        AndroidTextAttribute(
            name: "textFontWeight", sets: "the weight (1–1000), over `textStyle`",
            source: "AOSP core/java/android/widget/TextView.java, attribute `textFontWeight` (API 28)",
            apply: { weight, _, look, _ in if let value = Int(weight) { look.weight = value } }),
        AndroidTextAttribute(
            name: "textAllCaps", sets: "uppercase when `true`",
            source: "AOSP core/java/android/widget/TextView.java, `setAllCaps` (AllCapsTransformationMethod)",
            apply: { caps, _, look, _ in look.allCaps = caps == "true" }),
        AndroidTextAttribute(
            name: "fontFamily", sets: "a sans-serif family's weight (`AndroidTextModel.sansSerifWeights`), else the app's font file in `res/font/` (`@font/x`: `ImportContext.resolvingFont`), else a font not in the project (skipped)",
            source: "AOSP data/fonts/fonts.xml (sans-serif-medium and the other aliases)",
            apply: { family, _, look, _ in
                if let weight = AndroidTextModel.sansSerifWeights[family] { look.weight = weight; look.customFont = nil }
                else { look.customFont = family }
            }),
        AndroidTextAttribute(
            name: "lineHeight", sets: "a note: spacing added below lines, not modelled",
            source: "AOSP core/java/android/widget/TextView.java, `setLineHeight`",
            apply: { raw, _, look, dimension in
                switch dimension(raw) {
                case .sp(let value), .dp(let value): look.lineHeight = value
                default: break
                }
            }),
        AndroidTextAttribute(
            name: "textColor", sets: "the color as written (`#…`, `@color/…`, `?attr/…`), for telling two levels apart (not resolved)",
            source: "AOSP core/java/android/widget/TextView.java, `setTextColor` (a color state list from the attribute)",
            apply: { raw, _, look, _ in look.declaredColor = raw }),
        AndroidTextAttribute(
            name: "letterSpacing", sets: "letter spacing in ems",
            source: "AOSP core/java/android/widget/TextView.java, `setLetterSpacing` (ems)",
            apply: { raw, _, look, _ in if let value = Double(raw) { look.letterSpacing = value } }),
    ]
}
