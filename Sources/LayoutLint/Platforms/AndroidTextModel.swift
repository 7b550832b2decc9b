import Typesetter

// Android's text model: the one table of platform facts the Android importer and the size scaling use.
//
// Every number here was read from the platform's own sources; each group names the file it came from.
// - AOSP: github.com/aosp-mirror/platform_frameworks_base (Android 14 QPR and later, `main`)
// - Material: github.com/material-components/material-components-android (`master`, June 2026)

/// Android's text facts: the non-linear font scale curve, default text appearances and widget insets.
public enum AndroidTextModel {
    // MARK: Font scale curve

    /// One lookup table of Android 14's non-linear font scaling: sp values and the dp they become.
    public struct FontScaleTable: Sendable, Hashable {
        public var fontScale: Double
        public var fromSp: [Double]
        public var toDp: [Double]
    }

    /// The sp sizes every table lists (`FontScaleConverterFactory.createInterpolatedTableBetween`'s
    /// `commonSpSizes`).
    public static let curveSpSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// The lookup tables, by font scale. Source: AOSP
    /// `core/java/android/content/res/FontScaleConverterFactory.java`, the static initializer (the 1.15,
    /// 1.3, 1.5, 1.8 and 2.0 tables shipped in Android 14; 1.05, 1.1 and 1.2 were added in Android 14 QPR
    /// so that small scales curve too).
    public static let fontScaleTables: [FontScaleTable] = [
        FontScaleTable(fontScale: 1.05, fromSp: curveSpSizes, toDp: [8.4, 10.5, 12.6, 14.8, 18.6, 20.6, 24.4, 30, 100]),
        FontScaleTable(fontScale: 1.1, fromSp: curveSpSizes, toDp: [8.8, 11.0, 13.2, 15.6, 19.2, 21.2, 24.8, 30, 100]),
        FontScaleTable(fontScale: 1.15, fromSp: curveSpSizes, toDp: [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        FontScaleTable(fontScale: 1.2, fromSp: curveSpSizes, toDp: [9.6, 12.0, 14.4, 17.2, 20.4, 22.4, 25.6, 30, 100]),
        FontScaleTable(fontScale: 1.3, fromSp: curveSpSizes, toDp: [10.4, 13.0, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        FontScaleTable(fontScale: 1.5, fromSp: curveSpSizes, toDp: [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        FontScaleTable(fontScale: 1.8, fromSp: curveSpSizes, toDp: [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        FontScaleTable(fontScale: 2.0, fromSp: curveSpSizes, toDp: [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// Below this font scale Android scales linearly (AOSP `FontScaleConverterFactory`:
    /// `sMinScaleBeforeCurvesApplied` = the smallest table's scale − 0.01).
    public static let minimumCurvedFontScale = 1.05 - 0.01

    /// The dp an `sp` length becomes at `fontScale` (text sizes and `lineHeight` in sp both convert this
    /// way: `TypedValue.applyDimension` asks the configuration's `FontScaleConverter`).
    ///
    /// As `FontScaleConverterFactory.forScale`: below `minimumCurvedFontScale` linear; a scale with its own
    /// table uses it; between two tables each common sp size is interpolated between the two tables'
    /// values (`lerp` at the scale's position between their keys); past the last table linear. Within a
    /// table (`FontScaleConverterImpl.lookupAndInterpolate`): linear between neighbouring points, from
    /// (0, 0) below the first, and the last pair's ratio past the last.
    public static func dp(sp: Double, fontScale: Double) -> Double {
        guard let table = table(fontScale: fontScale) else { return sp * fontScale }
        return lookup(sp, from: table.fromSp, to: table.toDp)
    }

    /// The table Android uses at `fontScale` (nil: linear scaling).
    static func table(fontScale: Double) -> FontScaleTable? {
        guard fontScale >= minimumCurvedFontScale else { return nil }
        // Android keys tables by (int)(scale * 100) in float arithmetic, where 1.15f * 100 is exactly 115.
        let key = Int((fontScale * 100 + 1e-6).rounded(.down))
        func tableKey(_ table: FontScaleTable) -> Int { Int((table.fontScale * 100).rounded()) }
        if let exact = fontScaleTables.first(where: { tableKey($0) == key }) { return exact }
        guard let upper = fontScaleTables.firstIndex(where: { tableKey($0) > key }), upper > 0 else {
            // Outside the tables (between the linear limit and the first table, or past 2.0): linear.
            return FontScaleTable(fontScale: fontScale, fromSp: [1], toDp: [fontScale])
        }
        let start = fontScaleTables[upper - 1], end = fontScaleTables[upper]
        let startScale = Double(tableKey(start)) / 100, endScale = Double(tableKey(end)) / 100
        let t = min(1, max(0, (fontScale - startScale) / (endScale - startScale)))
        let dp = curveSpSizes.map { sp in
            let a = lookup(sp, from: start.fromSp, to: start.toDp), b = lookup(sp, from: end.fromSp, to: end.toDp)
            return a + (b - a) * t
        }
        return FontScaleTable(fontScale: fontScale, fromSp: curveSpSizes, toDp: dp)
    }

    private static func lookup(_ value: Double, from source: [Double], to target: [Double]) -> Double {
        let magnitude = abs(value)
        let sign: Double = value < 0 ? -1 : 1
        if let exact = source.firstIndex(of: magnitude) { return sign * target[exact] }
        let upper = source.firstIndex { $0 > magnitude } ?? source.count
        if upper == source.count {
            let last = source.count - 1
            return source[last] == 0 ? 0 : value * target[last] / source[last]
        }
        let (x0, y0) = upper == 0 ? (0.0, 0.0) : (source[upper - 1], target[upper - 1])
        let (x1, y1) = (source[upper], target[upper])
        return sign * (y0 + (y1 - y0) * (magnitude - x0) / (x1 - x0))
    }

    // MARK: Fonts

    /// The font profile family for an app's target SDK. From targetSdk 35 `TextView`'s
    /// `elegantTextHeight` defaults to true (AOSP `core/java/android/widget/TextView.java`,
    /// `CompatChanges` change id 321185311 "USE_ELEGANT_TEXT_HEIGHT"), so Thai, Arabic and Devanagari use
    /// the taller faces; below it the compact *UI* faces (`data/fonts/fonts.xml`: `elegantTextHeight`
    /// variants `compact`).
    public static func fontFamily(targetSdk: Int?) -> String {
        (targetSdk ?? 0) >= 35 ? "android-elegant" : "android"
    }

    /// Font weights of Android's `sans-serif` family names (AOSP `data/fonts/fonts.xml` aliases:
    /// `sans-serif-medium` → Roboto weight 500, `sans-serif-light` 300, `sans-serif-black` 900,
    /// `sans-serif-thin` 100; `sans-serif-condensed` is Roboto Condensed, not shipped: its width is not
    /// Roboto's, so it is named as a skip reason by the importer).
    public static let sansSerifWeights: [String: Int] = [
        "sans-serif": 400, "sans-serif-medium": 500, "sans-serif-light": 300, "sans-serif-black": 900,
        "sans-serif-thin": 100, "roboto": 400,
    ]

    /// `includeFontPadding` (a TextView's default): the text block reaches the font metrics' top above the
    /// first baseline and their bottom below the last, where the lines' own ascent and descent are smaller.
    /// AOSP core/java/android/text/StaticLayout.java `out()`: on the first line `if (includePad) above = top`,
    /// on the last `if (includePad) below = bottom`, where top/bottom are the span's `Paint.FontMetricsInt`
    /// (with fallback line spacing, widened to a taller fallback's ascent/descent — the Typesetter's line
    /// boxes already are). The metrics are the typeface's base font's (libs/hwui/jni/Paint.cpp
    /// `getMetricsInternal`: `baseFontFaked`, then `SkFont::getMetrics`), and Skia's top and bottom are the
    /// face's bounding box, `head` yMax and yMin (src/ports/SkFontHost_FreeType.cpp `generateFontMetrics`).
    /// `getMetricsInternal` replaces them with fixed values (top 2500/2048 em, bottom 1000/2048) only when
    /// the paint's family variant is set to elegant; from targetSdk 35 `Paint.resetElegantTextHeight`
    /// leaves it unset (`ELEGANT_TEXT_HEIGHT_UNSET`, change id 279646685 DEPRECATE_UI_FONT) and below it
    /// sets it to the default, so a TextView that does not ask for elegant text height gets the face's box.
    public static func fontPadding(baseFace face: FontFace) -> FontPadding {
        let unitsPerEm = Double(face.metrics.unitsPerEm)
        return FontPadding(top: Double(face.bounds.top) / unitsPerEm, bottom: Double(face.bounds.bottom) / unitsPerEm)
    }

    // MARK: Auto-size text

    /// Uniform auto-size text (`autoSizeTextType="uniform"`) when the view does not give its bounds: the
    /// smallest and largest sizes in sp and the step in px. AOSP core/java/android/widget/TextView.java and
    /// AppCompat `AppCompatTextViewAutoSizeHelper`: `DEFAULT_AUTO_SIZE_MIN_TEXT_SIZE_IN_SP = 12`,
    /// `DEFAULT_AUTO_SIZE_MAX_TEXT_SIZE_IN_SP = 112`, `DEFAULT_AUTO_SIZE_GRANULARITY_IN_PX = 1`. The sizes it
    /// takes are `round(min + k × granularity)` px (`setupAutoSizeText`), or the preset sizes
    /// (`getDimensionPixelSize` of each); `findLargestTextSizeWhichFits` takes the largest that fits the
    /// view's width and height within its maxLines, else the smallest. `EditText` does not auto-size
    /// (`supportsAutoSizeText()` is false for it). The bounds are converted to px once, at inflation, each
    /// through the font scale (`TypedValue.applyDimension`).
    public static let autoSizeMinimumSp = 12.0
    public static let autoSizeMaximumSp = 112.0
    /// One pixel: a step finer than any density's dp, so the default sizes are taken as continuous.
    public static let autoSizeDefaultGranularityPx = 1.0

    // MARK: Library and platform dimensions

    /// A dimension a layout takes from the platform or a library, with where it was read.
    public struct Dimension: Sendable, Hashable {
        public var dp: Double
        public var source: String
    }

    /// Theme attributes the app's themes inherit from AppCompat / Material (their `Theme.AppCompat` /
    /// `Theme.Material3` parents) or the platform, when the app does not set them. `dialogPreferredPadding`:
    /// AppCompat `res/values/themes_base.xml` Base.V7.Theme.AppCompat(.Light) sets it to
    /// `@dimen/abc_dialog_padding_material`, a copy of the platform's `dialog_padding_material` (AOSP
    /// core/res/res/values/themes_material.xml → core/res/res/values/dimens_material.xml: 24dp).
    /// `listPreferredItemPaddingStart` / `End` / `Left` / `Right` (`?attr/` and `?android:attr/`): AppCompat
    /// `res/values/themes_base.xml` sets both to `@dimen/abc_list_item_padding_horizontal_material`
    /// (`res/values/dimens_material.xml`: `@dimen/abc_action_bar_content_inset_material`, 16dp), as the platform's
    /// Theme.Material does (`list_item_padding_start/end_material`, 16dp; see `preferenceRowPaddingStart`).
    public static let themeDimensions: [String: Dimension] = {
        var table = [
            "dialogPreferredPadding": Dimension(dp: 24, source: "AOSP core/res/res/values/dimens_material.xml dialog_padding_material; AppCompat abc_dialog_padding_material"),
        ]
        for side in ["Start", "End", "Left", "Right"] {
            table["listPreferredItemPadding" + side] = Dimension(
                dp: 16, source: "AppCompat res/values/themes_base.xml → dimens_material.xml abc_list_item_padding_horizontal_material (abc_action_bar_content_inset_material); AOSP list_item_padding_start/end_material")
        }
        return table
    }()

    /// `@dimen/…` values of a library the app depends on, where the app's own values folders do not define the
    /// name (Gradle merges the library's resources; the app's own value wins): AppCompat `res/values/dimens.xml`
    /// `abc_select_dialog_padding_start_material` 20dp ("Dialog padding minus control padding, used to fix alignment").
    public static let libraryDimensions: [String: Dimension] = [
        "abc_select_dialog_padding_start_material": Dimension(dp: 20, source: "AppCompat res/values/dimens.xml abc_select_dialog_padding_start_material"),
    ]

    /// `@android:dimen/…` values a layout names: AOSP core/res/res/values/dimens.xml (`app_icon_size` 48dip,
    /// "the standard size of an application icon").
    public static let platformDimensions: [String: Dimension] = [
        "app_icon_size": Dimension(dp: 48, source: "AOSP core/res/res/values/dimens.xml app_icon_size"),
    ]

    // MARK: Text appearances

    /// One text appearance: what `android:textAppearance` / a style sets on the text.
    public struct TextAppearance: Sendable, Hashable {
        public var size: Double
        public var weight: Int = 400
        /// `android:lineHeight` in sp (nil: the font's own line height).
        public var lineHeight: Double?
        /// `android:letterSpacing` in em.
        public var letterSpacing: Double = 0
        public var allCaps = false
        /// Where the values were read from.
        public var source: String
    }

    private static let material3Tokens = "Material lib/java/com/google/android/material/typography/res/values/tokens.xml"
    private static let materialComponentsTypography = "Material lib/java/com/google/android/material/typography/res/values/styles.xml"
    private static let aospDimens = "AOSP core/res/res/values/dimens_material.xml (text_size_*_material)"

    /// Default text appearances by style name (without `@style/` / `@android:style/`).
    public static let textAppearances: [String: TextAppearance] = {
        var table: [String: TextAppearance] = [:]
        // Material 3 type scale: TextAppearance.M3.Sys.Typescale.* (tokens.xml lines 25-172).
        let m3: [(String, Double, Int, Double, Double)] = [
            ("DisplayLarge", 57, 400, 64, -0.00438596), ("DisplayMedium", 45, 400, 52, 0), ("DisplaySmall", 36, 400, 44, 0),
            ("HeadlineLarge", 32, 400, 40, 0), ("HeadlineMedium", 28, 400, 36, 0), ("HeadlineSmall", 24, 400, 32, 0),
            ("TitleLarge", 22, 400, 28, 0), ("TitleMedium", 16, 500, 24, 0.009375), ("TitleSmall", 14, 500, 20, 0.00714286),
            ("BodyLarge", 16, 400, 24, 0.03125), ("BodyMedium", 14, 400, 20, 0.01785714), ("BodySmall", 12, 400, 16, 0.03333333),
            ("LabelLarge", 14, 500, 20, 0.00714286), ("LabelMedium", 12, 500, 16, 0.04166667), ("LabelSmall", 11, 500, 16, 0.04545455),
        ]
        // Material 3 emphasized type scale: TextAppearance.M3.Sys.Typescale.*.Emphasized (typography styles.xml,
        // the `.Emphasized` styles): `m3_ref_typeface_brand_medium` / `plain_medium` are sans-serif-medium (500),
        // `plain_regular` with `android:textStyle="bold"` is 700.
        let emphasized: [(String, Double, Int, Double, Double)] = [
            ("DisplayLarge", 57, 500, 64, 0), ("DisplayMedium", 45, 500, 52, 0), ("DisplaySmall", 36, 500, 44, 0),
            ("HeadlineLarge", 32, 500, 40, 0), ("HeadlineMedium", 28, 500, 36, 0), ("HeadlineSmall", 24, 500, 32, 0),
            ("TitleLarge", 22, 500, 28, 0), ("TitleMedium", 16, 700, 24, 0.009375), ("TitleSmall", 14, 700, 20, 0.00714286),
            ("BodyLarge", 16, 500, 24, 0.009375), ("BodyMedium", 14, 500, 20, 0.01785714), ("BodySmall", 12, 500, 16, 0.03333333),
            ("LabelLarge", 14, 700, 20, 0.00714286), ("LabelMedium", 12, 700, 16, 0.04166667), ("LabelSmall", 11, 700, 16, 0.04545455),
        ]
        // Each scale under both of its names: the public `TextAppearance.Material3.*` and the token style it derives from.
        for (suffix, scale, source) in [("", m3, material3Tokens), (".Emphasized", emphasized, materialComponentsTypography)] {
            for (name, size, weight, lineHeight, spacing) in scale {
                let appearance = TextAppearance(size: size, weight: weight, lineHeight: lineHeight, letterSpacing: spacing, source: source)
                table["TextAppearance.Material3.\(name)\(suffix)"] = appearance
                table["TextAppearance.M3.Sys.Typescale.\(name)\(suffix)"] = appearance
            }
        }
        // Material Components (M2) type scale (typography styles.xml lines 200-320).
        let m2: [(String, Double, Int, Double, Bool)] = [
            ("Headline1", 96, 300, -0.015625, false), ("Headline2", 60, 300, -0.00833333333, false),
            ("Headline3", 48, 400, 0, false), ("Headline4", 34, 400, 0.00735294118, false), ("Headline5", 24, 400, 0, false),
            ("Headline6", 20, 500, 0.0125, false), ("Subtitle1", 16, 400, 0.009375, false), ("Subtitle2", 14, 500, 0.00714285714, false),
            ("Body1", 16, 400, 0.03125, false), ("Body2", 14, 400, 0.0178571429, false), ("Caption", 12, 400, 0.0333333333, false),
            ("Button", 14, 500, 0.0892857143, true), ("Overline", 10, 400, 0.166666667, true),
        ]
        for (name, size, weight, spacing, caps) in m2 {
            table["TextAppearance.MaterialComponents.\(name)"] = TextAppearance(
                size: size, weight: weight, letterSpacing: spacing, allCaps: caps, source: materialComponentsTypography)
        }
        // Platform Material / AppCompat text appearances (AppCompat copies the platform's sizes).
        let platform: [(String, Double, Int, Bool)] = [
            ("Display4", 112, 300, false), ("Display3", 56, 400, false), ("Display2", 45, 400, false), ("Display1", 34, 400, false),
            ("Headline", 24, 400, false), ("Title", 20, 500, false), ("Subhead", 16, 400, false), ("Body2", 14, 500, false),
            ("Body1", 14, 400, false), ("Caption", 12, 400, false), ("Button", 14, 500, true), ("Menu", 16, 400, false),
            ("Large", 22, 400, false), ("Medium", 18, 400, false), ("Small", 14, 400, false),
        ]
        for (name, size, weight, caps) in platform {
            let appearance = TextAppearance(size: size, weight: weight, allCaps: caps, source: aospDimens)
            table["TextAppearance.Material.\(name)"] = appearance
            table["TextAppearance.AppCompat.\(name)"] = appearance
            table["TextAppearance.\(name)"] = appearance
        }
        // `TextAppearance.Material.DialogWindowTitle` extends `TextAppearance.Material.Title` and sets nothing
        // (AOSP `core/res/res/values/styles_material.xml`).
        table["TextAppearance.Material.DialogWindowTitle"] = table["TextAppearance.Material.Title"]
        // The button appearances the themes' `textAppearanceButton` names extend `…Button` and set nothing (AOSP
        // `styles_material.xml` `TextAppearance.Material.Widget.Button` parent `TextAppearance.Material.Button`; appcompat
        // `styles_base.xml` `Base.TextAppearance.AppCompat.Widget.Button` parent `TextAppearance.AppCompat.Button`).
        table["TextAppearance.Material.Widget.Button"] = table["TextAppearance.Material.Button"]
        table["TextAppearance.AppCompat.Widget.Button"] = table["TextAppearance.AppCompat.Button"]
        table["TextAppearance.Material"] = TextAppearance(size: 14, source: aospDimens)
        table["TextAppearance.AppCompat"] = TextAppearance(size: 14, source: aospDimens)
        table["TextAppearance"] = TextAppearance(size: 14, source: aospDimens)
        return table
    }()

    /// The text appearance a theme attribute (`?attr/textAppearanceBodyLarge`, `?android:attr/…`) names in
    /// the Material 3 / Material Components / platform themes (Material
    /// `lib/java/com/google/android/material/theme/res/values/themes_base.xml`: `textAppearanceX` →
    /// `@style/TextAppearance.Material3.X`; AOSP `core/res/res/values/themes_material.xml`:
    /// `textAppearanceSmall` → `TextAppearance.Material.Small` and so on).
    public static func textAppearance(themeAttribute attribute: String, material3: Bool) -> (name: String, appearance: TextAppearance)? {
        guard attribute.hasPrefix("textAppearance") else { return nil }
        let suffix = String(attribute.dropFirst("textAppearance".count))
        let candidates = material3
            ? ["TextAppearance.Material3.\(suffix)", "TextAppearance.MaterialComponents.\(suffix)", "TextAppearance.Material.\(suffix)"]
            : ["TextAppearance.MaterialComponents.\(suffix)", "TextAppearance.Material.\(suffix)", "TextAppearance.Material3.\(suffix)"]
        for name in candidates { if let appearance = textAppearances[name] { return (name, appearance) } }
        if suffix == "ListItem" || suffix == "ListItemSmall" { return ("TextAppearance.Material.Subhead", textAppearances["TextAppearance.Material.Subhead"]!) }
        return nil
    }

    // MARK: Widgets

    /// What a widget class brings before the layout's own attributes: its text appearance and the
    /// horizontal space its background / style takes from the text.
    public struct WidgetDefaults: Sendable, Hashable {
        /// The text appearance (a `textAppearances` key).
        public var textAppearance: String
        /// Padding (or chip text paddings) on each side of the text, dp.
        public var paddingStart: Double = 0
        public var paddingEnd: Double = 0
        /// Background insets on each side (the drawn button is narrower than the view), dp.
        public var insetStart: Double = 0
        public var insetEnd: Double = 0
        public var minWidth: Double?
        /// Where the values were read from.
        public var source: String
    }

    /// In an app whose theme is Material (Components or 3), `<Button>`, `<CheckBox>`, `<RadioButton>` and
    /// `<TextView>` inflate as their Material classes (Material
    /// `lib/java/com/google/android/material/theme/MaterialComponentsViewInflater.java`, `createButton`
    /// returns a `MaterialButton`).
    public static func inflatedTag(_ tag: String, materialTheme: Bool) -> String {
        guard materialTheme else { return tag }
        switch tag {
        case "Button": return "MaterialButton"
        case "CheckBox": return "MaterialCheckBox"
        case "RadioButton": return "MaterialRadioButton"
        default: return tag
        }
    }

    /// Widget defaults by the layout's tag name. TextView and compound buttons: the platform theme's
    /// `textAppearanceSmall` (14sp). EditText: `textAppearanceMedium` (18sp) / Material 3 BodyLarge. Button: `Widget.Material.Button` (AOSP
    /// `core/res/res/values/styles_material.xml`; paddings `button_padding_horizontal_material` 8dp and
    /// insets `button_inset_horizontal_material` 4dp from `dimens_material.xml`, `minWidth` 88dp).
    /// MaterialButton: `Widget.Material3.Button` (Material `button/res/values/styles.xml` lines 635-644:
    /// `m3_btn_padding_left/right` 24dp, `dimens.xml` lines 62-63; text LabelLarge). Chip:
    /// `Base.Widget.Material3.Chip` (Material `chip/res/values/styles.xml` lines 56-67, 150-152:
    /// chipStartPadding 4 + textStartPadding 8, textEndPadding 6 + chipEndPadding 6; LabelLarge).
    public static func widgetDefaults(tag: String, material3: Bool) -> WidgetDefaults? {
        let name = tag.split(separator: ".").last.map(String.init) ?? tag
        let aospButton = "AOSP core/res/res/values/styles_material.xml Widget.Material.Button; dimens_material.xml"
        switch name {
        case "TextView", "AppCompatTextView", "MaterialTextView", "CheckedTextView":
            return WidgetDefaults(textAppearance: "TextAppearance.Material.Small",
                                  source: "AOSP core/res/res/values/styles.xml Widget.TextView (textAppearance ?attr/textAppearanceSmall) → themes_material.xml TextAppearance.Material.Small, 14sp")
        case "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "MaterialAutoCompleteTextView":
            return WidgetDefaults(textAppearance: material3 ? "TextAppearance.Material3.BodyLarge" : "TextAppearance.Material.Medium",
                                  paddingStart: 4, paddingEnd: 4, insetStart: 4, insetEnd: 4,
                                  source: "AOSP dimens_material.xml edit_text_inset_horizontal_material 4dp, control_padding_material 4dp")
        case "Button", "AppCompatButton":
            return WidgetDefaults(textAppearance: "TextAppearance.Material.Button", paddingStart: 8, paddingEnd: 8,
                                  insetStart: 4, insetEnd: 4, minWidth: 88, source: aospButton)
        case "MaterialButton":
            return material3
                ? WidgetDefaults(textAppearance: "TextAppearance.Material3.LabelLarge", paddingStart: 24, paddingEnd: 24,
                                 source: "Material button/res/values/styles.xml Widget.Material3.Button; dimens.xml m3_btn_padding_left/right")
                : WidgetDefaults(textAppearance: "TextAppearance.MaterialComponents.Button", paddingStart: 16, paddingEnd: 16,
                                 source: "Material button/res/values/dimens.xml mtrl_btn_padding_left/right 16dp")
        case "Chip":
            return WidgetDefaults(textAppearance: material3 ? "TextAppearance.Material3.LabelLarge" : "TextAppearance.MaterialComponents.Body2",
                                  paddingStart: 12, paddingEnd: 12,
                                  source: "Material chip/res/values/styles.xml Base.Widget.MaterialComponents.Chip chipStartPadding+textStartPadding, textEndPadding+chipEndPadding")
        case "CheckBox", "AppCompatCheckBox", "MaterialCheckBox", "RadioButton", "AppCompatRadioButton", "MaterialRadioButton",
             "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch":
            return WidgetDefaults(textAppearance: "TextAppearance.Material.Small",
                                  source: "AOSP core/res/res/values/styles.xml Widget.CompoundButton (textAppearance ?attr/textAppearanceSmall…) → TextAppearance.Material.Small, 14sp")
        case "Toolbar", "MaterialToolbar":
            return WidgetDefaults(textAppearance: material3 ? "TextAppearance.Material3.TitleLarge" : "TextAppearance.Material.Title",
                                  paddingStart: 16, paddingEnd: 16,
                                  source: "AOSP dimens_material.xml action_bar_content_inset_material 16dp; Material Widget.Material3.Toolbar titleTextAppearance")
        default:
            return nil
        }
    }

    /// Material button styles an app's own styles (or a `style=` attribute) name as their parent: their
    /// horizontal paddings and label text appearance. Material `button/res/values/styles.xml`:
    /// Widget.Material3.Button (lines 635-644, `m3_btn_padding_left/right` 24dp, label
    /// `m3_comp_button_small_label_text` = LabelLarge), .TextButton (687-696, `m3_btn_text_btn_padding_*`
    /// 12dp), .OutlinedButton (749-751, 24dp); Widget.MaterialComponents.Button (905-926,
    /// `mtrl_btn_padding_*` 16dp, textAppearanceButton), .TextButton (951-953, `mtrl_btn_text_btn_padding_*`
    /// 8dp), .OutlinedButton (978-980, 16dp); dimensions in `button/res/values/dimens.xml` lines 22-27, 62-74.
    public static let widgetStyles: [String: WidgetDefaults] = {
        let source = "Material lib/java/com/google/android/material/button/res/values/styles.xml, dimens.xml"
        func button(_ padding: Double, _ appearance: String) -> WidgetDefaults {
            WidgetDefaults(textAppearance: appearance, paddingStart: padding, paddingEnd: padding, source: source)
        }
        let m3 = "TextAppearance.Material3.LabelLarge", m2 = "TextAppearance.MaterialComponents.Button"
        return [
            "Widget.Material3.Button": button(24, m3), "Widget.Material3.Button.UnelevatedButton": button(24, m3),
            "Widget.Material3.Button.TonalButton": button(24, m3), "Widget.Material3.Button.ElevatedButton": button(24, m3),
            "Widget.Material3.Button.TextButton": button(12, m3), "Widget.Material3.Button.OutlinedButton": button(24, m3),
            "Widget.MaterialComponents.Button": button(16, m2), "Widget.MaterialComponents.Button.UnelevatedButton": button(16, m2),
            "Widget.MaterialComponents.Button.TextButton": button(8, m2), "Widget.MaterialComponents.Button.OutlinedButton": button(16, m2),
        ].merging(appCompatTextViewStyles) { material, _ in material }
            .merging(platformButtonStyles) { material, _ in material }
            .merging(appCompatEditTextStyles) { material, _ in material }
    }()

    /// A named widget style over a view whose own default style sets what the named one leaves unset. Attributes
    /// resolve from the XML, then its `style`, then the default style the view's constructor names, then the theme
    /// (`Resources.Theme.obtainStyledAttributes`), and explicit padding attributes, a default style's too, override
    /// the background drawable's padding (AOSP `View(Context, AttributeSet, int, int)`: `internalSetPadding` after
    /// `setBackground`). The platform's and AppCompat's button styles (`platformButtonStyles`) set a background, a
    /// text appearance and a minimum width, and no padding; a `MaterialButton` (a `<Button>` in a Material theme) given
    /// one keeps the paddings of its default style (`materialButtonStyle`: `widgetDefaults(tag: "MaterialButton")`),
    /// which `MaterialButtonHelper.loadFromAttributes` restores after the overwritten background, with no horizontal
    /// inset (the Material button styles set none). Any other pair: the named style's defaults.
    public static func styled(_ named: String, over tagDefaults: WidgetDefaults, tag: String) -> WidgetDefaults? {
        guard let style = widgetStyles[named] else { return nil }
        guard tag == "MaterialButton", platformButtonStyles[named] != nil else { return style }
        var result = style
        result.paddingStart = tagDefaults.paddingStart
        result.paddingEnd = tagDefaults.paddingEnd
        result.insetStart = 0
        result.insetEnd = 0
        result.source = style.source + "; paddings of the MaterialButton's default style (" + tagDefaults.source + ")"
        return result
    }

    /// AppCompat's edit text style is the one every AppCompat theme gives `<EditText>` (androidx appcompat
    /// `res/values/themes_base.xml` `Base.V7.Theme.AppCompat`: `editTextStyle` `@style/Widget.AppCompat.EditText`), on
    /// API 21+ the platform's `android:Widget.Material.EditText` with the theme's `editTextBackground`
    /// (`res/values-v21/styles_base.xml`), whose text appearance is `?android:attr/textAppearanceMediumInverse` (18sp):
    /// a view given the style by name is measured as the `EditText` tag's defaults (`widgetDefaults(tag:)`).
    static let appCompatEditTextStyles: [String: WidgetDefaults] = {
        let editText = widgetDefaults(tag: "EditText", material3: false)!
        return ["Widget.AppCompat.EditText": editText, "Base.Widget.AppCompat.EditText": editText, "Widget.Material.EditText": editText,
                "android:Widget.Material.EditText": editText]
    }()

    /// The platform's Material buttons (AOSP `core/res/res/values/styles_material.xml`: `Widget.Material.Button`
    /// background `btn_default_material`, `?attr/textAppearanceButton`, minWidth 88dip; `.Small` minWidth 48dip;
    /// `.Borderless` background `btn_borderless_material`; `.Borderless.Colored` a text colour; `.Borderless.Small`
    /// minWidth 48dip; the `Widget.Material.Light.Button*` styles extend them and add nothing), and AppCompat's, which
    /// on API 21+ are those styles (androidx appcompat `res/values-v21/styles_base.xml`: `Base.Widget.AppCompat.Button`
    /// parent `android:Widget.Material.Button`, `.Small`, `.Borderless`, `.Borderless.Colored` likewise;
    /// `res/values/styles_base.xml`: `Base.Widget.AppCompat.Button.Colored` background `abc_btn_colored_material`,
    /// `Base.Widget.AppCompat.Button.ButtonBar.AlertDialog` parent `Widget.AppCompat.Button.Borderless.Colored` with
    /// minWidth 64dp). A framework style is in the table under both names a reference reaches it by
    /// (`@android:style/Widget.Material.Button` → `Widget.Material.Button`; `parent="android:Widget.Material.Button"`
    /// keeps its prefix). Every one of these backgrounds pads the text by the same 12dp on each side: the inset
    /// `button_inset_horizontal_material` (4dp) around a shape padded by `button_padding_horizontal_material` (8dp)
    /// (AOSP `drawable/btn_default_mtrl_shape.xml`, `values/dimens_material.xml`; appcompat's
    /// `abc_button_inset_horizontal_material` 4dp and `abc_button_padding_horizontal_material` 8dp in
    /// `res/values/dimens.xml`), `InsetDrawable.getPadding` adding the inset to the shape's padding; the borderless
    /// background is a `<ripple>` whose only layer is that shape as its mask (`drawable/btn_borderless_material.xml`),
    /// and `LayerDrawable.computeStackedPadding` (the padding mode `RippleDrawable.inflate` sets) takes every layer's
    /// padding, the mask's included. The text appearance is `TextAppearance.Material.Button` (14sp medium, all caps;
    /// AppCompat themes' `android:textAppearanceButton` is `TextAppearance.AppCompat.Widget.Button`, the same sizes).
    static let platformButtonStyles: [String: WidgetDefaults] = {
        let source = "AOSP core/res/res/values/styles_material.xml Widget.Material.Button(.Borderless); drawable/btn_default_mtrl_shape.xml, "
            + "btn_borderless_material.xml; dimens_material.xml; androidx appcompat res/values-v21/styles_base.xml, res/values/dimens.xml"
        func button(minWidth: Double) -> WidgetDefaults {
            WidgetDefaults(textAppearance: "TextAppearance.Material.Button", paddingStart: 8, paddingEnd: 8, insetStart: 4, insetEnd: 4,
                           minWidth: minWidth, source: source)
        }
        var table: [String: WidgetDefaults] = [:]
        for (suffix, minWidth) in [("", 88.0), (".Small", 48), (".Borderless", 88), (".Borderless.Colored", 88), (".Borderless.Small", 48)] {
            for prefix in ["Widget.Material.Button", "android:Widget.Material.Button", "Widget.Material.Light.Button", "android:Widget.Material.Light.Button"] {
                table[prefix + suffix] = button(minWidth: minWidth)
            }
        }
        for (suffix, minWidth) in [("", 88.0), (".Small", 48), (".Borderless", 88), (".Borderless.Colored", 88), (".Colored", 88),
                                   (".ButtonBar.AlertDialog", 64)] {
            table["Widget.AppCompat.Button" + suffix] = button(minWidth: minWidth)
            table["Base.Widget.AppCompat.Button" + suffix] = button(minWidth: minWidth)
        }
        return table
    }()

    /// The library theme families an app's theme can extend, each extending the next (`libraryThemeFamilyParent`).
    public enum LibraryThemeFamily: String, Sendable, CaseIterable {
        case platform, appCompat, materialComponentsBridge, materialComponents, material3
    }

    /// The family of a library or platform theme an app's theme extends (`Theme.Material3.Light.NoActionBar`), nil
    /// for one this table does not hold (Material 3 Expressive gives its own button styles; Holo and DeviceDefault
    /// themes are the manufacturer's or pre-Material).
    public static func libraryThemeFamily(_ theme: String) -> LibraryThemeFamily? {
        let name = theme.hasPrefix("android:") ? String(theme.dropFirst("android:".count)) : theme
        if name.hasPrefix("Theme.Material3Expressive") { return nil }
        if name.hasPrefix("Theme.Material3.") || name == "Theme.Material3" { return .material3 }
        if name.hasPrefix("Theme.MaterialComponents") { return name.contains(".Bridge") ? .materialComponentsBridge : .materialComponents }
        if name.hasPrefix("Theme.AppCompat") { return .appCompat }
        if name == "Theme.Material" || name.hasPrefix("Theme.Material.") { return .platform }
        return nil
    }

    /// Each family's themes extend the next one's (Material `theme/res/values/themes_base.xml`
    /// `Base.V14.Theme.Material3.Light` parent `Theme.MaterialComponents.Light`; `themes_base_bridge.xml`
    /// `Platform.MaterialComponents` parent `Theme.AppCompat`; appcompat `res/values-v21/themes_base.xml`
    /// `Platform.V21.AppCompat` parent `android:Theme.Material.NoActionBar`).
    public static let libraryThemeFamilyParent: [LibraryThemeFamily: LibraryThemeFamily] = [
        .material3: .materialComponents, .materialComponents: .appCompat, .materialComponentsBridge: .appCompat, .appCompat: .platform,
    ]

    /// The styles each family's own themes give the style attributes a layout may name as a view's `style`
    /// (`style="?android:attr/borderlessButtonStyle"`, `style="?attr/materialButtonOutlinedStyle"`), written as
    /// the themes write them: an `android:` key is the platform's attribute, a value may name another attribute.
    /// A family that does not set an attribute takes its parent's (`libraryThemeFamilyParent`).
    /// - platform: AOSP `core/res/res/values/themes_material.xml` `Theme.Material` (text appearances, `buttonStyle`,
    ///   `buttonStyleSmall`, `borderlessButtonStyle`, `editTextStyle`).
    /// - appCompat: androidx appcompat `res/values/themes_base.xml` `Base.V7.Theme.AppCompat` (`buttonBarButtonStyle`,
    ///   `editTextStyle`, `android:textAppearanceButton`) and, on API 21+, `res/values-v21/themes_base.xml`
    ///   (`Base.V21.Theme.AppCompat`: `buttonStyle`, `buttonStyleSmall`, `borderlessButtonStyle` are the platform's;
    ///   `Platform.V21.AppCompat`: `android:buttonBarButtonStyle` is `?attr/buttonBarButtonStyle`).
    /// - materialComponentsBridge: Material `theme/res/values/themes_base_bridge.xml` (`materialButtonStyle`,
    ///   `materialButtonOutlinedStyle`).
    /// - materialComponents: `themes_base.xml` `Base.V14.Theme.MaterialComponents` (the bridge's, plus
    ///   `borderlessButtonStyle`, `buttonBarButtonStyle`).
    /// - material3: `themes_base.xml` `Base.V14.Theme.Material3.Light` / `.Dark`.
    public static let libraryThemeStyleAttributes: [LibraryThemeFamily: [String: String]] = {
        let bridge = ["materialButtonStyle": "@style/Widget.MaterialComponents.Button",
                      "materialButtonOutlinedStyle": "@style/Widget.MaterialComponents.Button.OutlinedButton"]
        return [
            .platform: [
                "android:textAppearanceLarge": "@android:style/TextAppearance.Material.Large",
                "android:textAppearanceMedium": "@android:style/TextAppearance.Material.Medium",
                "android:textAppearanceSmall": "@android:style/TextAppearance.Material.Small",
                "android:textAppearanceButton": "@android:style/TextAppearance.Material.Widget.Button",
                "android:buttonStyle": "@android:style/Widget.Material.Button",
                "android:buttonStyleSmall": "@android:style/Widget.Material.Button.Small",
                "android:borderlessButtonStyle": "@android:style/Widget.Material.Button.Borderless",
                "android:editTextStyle": "@android:style/Widget.Material.EditText",
            ],
            .appCompat: [
                "buttonStyle": "?android:attr/buttonStyle", "buttonStyleSmall": "?android:attr/buttonStyleSmall",
                "borderlessButtonStyle": "?android:borderlessButtonStyle",
                "buttonBarButtonStyle": "@style/Widget.AppCompat.Button.ButtonBar.AlertDialog",
                "android:buttonBarButtonStyle": "?attr/buttonBarButtonStyle",
                "editTextStyle": "@style/Widget.AppCompat.EditText",
                "android:textAppearanceButton": "@style/TextAppearance.AppCompat.Widget.Button",
            ],
            .materialComponentsBridge: bridge,
            .materialComponents: bridge.merging([
                "borderlessButtonStyle": "@style/Widget.MaterialComponents.Button.TextButton",
                "buttonBarButtonStyle": "@style/Widget.MaterialComponents.Button.TextButton",
            ]) { own, _ in own },
            .material3: [
                "materialButtonStyle": "@style/Widget.Material3.Button",
                "materialButtonOutlinedStyle": "@style/Widget.Material3.Button.OutlinedButton",
                "borderlessButtonStyle": "@style/Widget.Material3.Button.TextButton",
                "buttonBarButtonStyle": "@style/Widget.Material3.Button.TextButton.Dialog",
            ],
        ]
    }()

    /// The value a family's themes give `item` (`android:buttonStyle`, `borderlessButtonStyle`), its own or the
    /// nearest parent family's.
    public static func libraryThemeValue(_ item: String, family: LibraryThemeFamily) -> String? {
        var current: LibraryThemeFamily? = family
        while let each = current {
            if let value = libraryThemeStyleAttributes[each]?[item] { return value }
            current = libraryThemeFamilyParent[each]
        }
        return nil
    }

    /// AppCompat's text view style adds nothing to the platform's `Widget.TextView` (no padding; the theme's
    /// `textAppearanceSmall`): androidx `appcompat/appcompat/src/main/res/values/styles.xml`
    /// `Widget.AppCompat.TextView` (parent `Base.Widget.AppCompat.TextView`) and `styles_base.xml`
    /// `<style name="Base.Widget.AppCompat.TextView" parent="android:Widget.TextView" />`.
    static let appCompatTextViewStyles: [String: WidgetDefaults] = {
        let textView = widgetDefaults(tag: "TextView", material3: false)!
        return ["Widget.AppCompat.TextView": textView, "Base.Widget.AppCompat.TextView": textView, "android:Widget.TextView": textView,
                "Widget.TextView": textView]
    }()

    /// The EditText inside a Material TextInputLayout (its box styles' `editTextStyle`): Material
    /// `textfield/res/values/styles.xml` Base.Widget.MaterialComponents.TextInputEditText (lines 171-183:
    /// paddingStart/End 16dp, textAppearance Subtitle1); Material 3's OutlinedBox / FilledBox edit texts use
    /// `m3_comp_outlined_text_field_input_text_type` (BodyLarge, 16sp; lines 442-448).
    public static func textInputEditText(material3: Bool) -> WidgetDefaults {
        WidgetDefaults(textAppearance: material3 ? "TextAppearance.Material3.BodyLarge" : "TextAppearance.MaterialComponents.Subtitle1",
                       paddingStart: 16, paddingEnd: 16,
                       source: "Material lib/java/com/google/android/material/textfield/res/values/styles.xml Base.Widget.MaterialComponents.TextInputEditText")
    }

    /// Text views whose text the user edits: their `android:hint` shows while they are empty. AOSP
    /// `android.widget.EditText` and `AutoCompleteTextView` (core/java/android/widget), androidx
    /// `AppCompatEditText`, Material `TextInputEditText` and `MaterialAutoCompleteTextView` (subclasses).
    public static let editTextTags: Set<String> = [
        "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "MaterialAutoCompleteTextView",
    ]

    /// Text views that are buttons (`android.widget.Button` and its AppCompat/Material subclasses, Material
    /// `Chip`, AOSP `ToggleButton`): the element kind a button rule reads.
    public static let buttonTags: Set<String> = ["Button", "AppCompatButton", "MaterialButton", "Chip", "ToggleButton"]

    /// Compound button glyph widths (the box / radio / switch drawn beside the text), dp: Material
    /// `checkbox/res/drawable/mtrl_ic_checkbox_unchecked.xml` is `android:width="32dp"` (the radio
    /// button's drawable is the same size); `materialswitch/res/values/tokens.xml`
    /// `m3_comp_switch_track_width` 52dp + `dimens.xml` `mtrl_switch_text_padding` 16dp. The platform and
    /// AppCompat buttons and switches (SwitchCompat, SwitchMaterial) draw other drawables: not in the table.
    public static let compoundButtonTags: Set<String> = [
        "CheckBox", "AppCompatCheckBox", "MaterialCheckBox", "RadioButton", "AppCompatRadioButton", "MaterialRadioButton",
        "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton",
    ]
    public static func compoundButtonWidth(tag: String) -> Double? {
        let name = tag.split(separator: ".").last.map(String.init) ?? tag
        switch name {
        case "MaterialCheckBox", "MaterialRadioButton": return 32
        case "MaterialSwitch": return 68
        default: return nil
        }
    }

    // MARK: Menus and preferences (views the platform / libraries inflate)

    /// The overflow and popup menu (AppCompat `StandardMenuPopup`, which `MenuPopupHelper` shows below the
    /// cascading-menu width): androidx `appcompat/.../view/menu/StandardMenuPopup.java` sets
    /// `mPopupMaxWidth = max(displayWidth / 2, abc_config_prefDialogWidth)`, and
    /// `MenuPopup.measureIndividualMenuWidth` sizes the popup to its widest item, up to that width.
    /// `abc_config_prefDialogWidth` is 320dp (appcompat `res/values/config.xml`).
    public static let popupMenuPreferredWidth = Dimension(dp: 320, source: "androidx appcompat res/values/config.xml abc_config_prefDialogWidth; StandardMenuPopup mPopupMaxWidth")

    /// The widest a popup menu's content gets on a screen `screenWidth` dp wide.
    public static func popupMenuMaximumWidth(screenWidth: Double) -> Double {
        max(screenWidth / 2, popupMenuPreferredWidth.dp)
    }

    /// One popup menu item (appcompat `res/layout/abc_popup_menu_item_layout.xml`, a `ListMenuItemView`):
    /// the item's `RtlOverlay.Widget.AppCompat.PopupMenuItem` paddingEnd 16dp, the text group's
    /// `RtlOverlay.Widget.AppCompat.PopupMenuItem.InternalGroup` marginStart 16dp (appcompat
    /// `res/values/styles_rtl.xml`); the title is `singleLine` with `ellipsize="marquee"`, in
    /// `?attr/textAppearanceLargePopupMenu`.
    public static let popupMenuItemTextStart = 16.0
    public static let popupMenuItemTextEnd = 16.0

    /// The text appearance `textAppearanceLargePopupMenu` names when the app's themes do not set it: Material 3
    /// `?attr/textAppearanceBodyLarge` and Material Components `?attr/textAppearanceSubtitle1` (Material
    /// `lib/java/com/google/android/material/theme/res/values/themes_base.xml`), AppCompat
    /// `TextAppearance.AppCompat.Widget.PopupMenu.Large` and the platform
    /// `TextAppearance.Material.Widget.PopupMenu.Large` (AOSP `themes_material.xml`), both the menu size
    /// `text_size_menu_material` 16sp (AOSP `dimens_material.xml`): `TextAppearance.Material.Menu` here.
    public static func popupMenuItemAppearance(material3: Bool, materialTheme: Bool) -> String {
        material3 ? "TextAppearance.Material3.BodyLarge"
            : materialTheme ? "TextAppearance.MaterialComponents.Subtitle1" : "TextAppearance.Material.Menu"
    }

    /// An androidx.preference row (`preference/res/layout/preference_material.xml`): a horizontal
    /// LinearLayout with `?android:attr/listPreferredItemPaddingStart/End` (AOSP `themes_material.xml` →
    /// `dimens_material.xml` `list_item_padding_start/end_material` = `action_bar_content_inset_material`
    /// 16dp), the icon frame (`image_frame.xml`, minWidth 56dp, gone unless the preference has an icon or
    /// `iconSpaceReserved`, which `Preference.Material` takes from `config_materialPreferenceIconSpaceReserved`
    /// = false, `preference/res/values/config.xml`), the text column (weight 1) and the widget frame
    /// (paddingStart 16dp, gone without a widget layout).
    public static let preferenceRowPaddingStart = 16.0
    public static let preferenceRowPaddingEnd = 16.0
    public static let preferenceIconFrameWidth = 56.0
    public static let preferenceWidgetFramePaddingStart = 16.0

    /// The check box of a `CheckBoxPreference` row in an app whose themes are Material Components or Material 3
    /// themes (not `.Bridge` ones, which keep AppCompat's widget styles): androidx.preference
    /// `res/layout/preference_widget_checkbox.xml` is a wrap_content `<CheckBox>` without text and with
    /// `android:background="@null"`; the theme's `checkboxStyle` is `Widget.MaterialComponents.CompoundButton.CheckBox`
    /// / `Widget.Material3.CompoundButton.CheckBox` (Material `theme/res/values/themes_base.xml`), whose
    /// `android:minWidth` is `?attr/minTouchTargetSize` (`checkbox/res/values/styles.xml`) = `mtrl_min_touch_target_size`
    /// 48dp (`theme/res/values/themes_base_bridge.xml`, which every Material Components and Material 3 theme extends;
    /// `resources/res/values/dimens.xml`). The button drawable is narrower, 32dp (Material 3: `MaterialCheckBox`
    /// sets `checkbox/res/drawable/mtrl_checkbox_button.xml`, whose `mtrl_ic_checkbox_checked/unchecked.xml` are 32dp
    /// vectors; Material Components: AppCompat's animated check box of AOSP's 32dp
    /// `core/res/res/drawable/btn_checkbox_checked_mtrl.xml`), and `TextView.onMeasure` keeps the larger of the
    /// content (`CompoundButton.getCompoundPaddingLeft` adds the drawable's width) and the minimum.
    public static let materialPreferenceCheckBoxWidth = 48.0
    public static let materialPreferenceCheckBoxSource = "androidx preference res/layout/preference_widget_checkbox.xml; Material checkbox/res/values/styles.xml (android:minWidth ?attr/minTouchTargetSize), theme/res/values/themes_base_bridge.xml, resources/res/values/dimens.xml (mtrl_min_touch_target_size 48dp)"

    /// The switch of a `SwitchPreferenceCompat` row: androidx.preference `res/layout/preference_widget_switch_compat.xml`
    /// is a wrap_content `androidx.appcompat.widget.SwitchCompat` without text and with `android:background="@null"`,
    /// styled by the theme's `switchStyle`. `SwitchCompat.onMeasure` (androidx `appcompat/.../widget/SwitchCompat.java`)
    /// makes the switch `max(switchMinWidth, 2 × thumbWidth + paddingLeft + paddingRight)`: the thumb drawable's
    /// intrinsic width less its padding, and the track's padding or, where larger, the thumb's optical insets
    /// (`DrawableUtils.getOpticalBounds`). Without text `getCompoundPaddingRight` adds that width alone (no
    /// `switchPadding`), and `TextView.onMeasure` keeps the larger of it and `android:minWidth`.
    /// - AppCompat themes (and Material Components `.Bridge` themes, which keep AppCompat's widget styles): `switchStyle`
    ///   `Widget.AppCompat.CompoundButton.Switch` (appcompat `res/values/themes_base.xml`), whose
    ///   `Base.Widget.AppCompat.CompoundButton.Switch` (`res/values/styles_base.xml`) sets no `switchMinWidth` (0), the
    ///   thumb `@drawable/abc_switch_thumb_material` (a selector of `abc_btn_switch_to_on_mtrl_00001.9.png` and
    ///   `…00012.9.png`, the same size) and the track `@drawable/abc_switch_track_mtrl_alpha` (9-patches: `appCompatSwitchDrawables`).
    /// - Material Components and Material 3 themes: `switchStyle` `Widget.MaterialComponents.CompoundButton.Switch` /
    ///   `Widget.Material3.CompoundButton.Switch` (Material `theme/res/values/themes_base.xml`), which extend
    ///   AppCompat's with `android:minWidth` `?attr/minTouchTargetSize` (`switchmaterial/res/values/styles.xml`), 48dp.
    public struct SwitchCompatDrawables: Sendable {
        /// The density bucket and its scale (px per dp).
        public let bucket: String
        public let scale: Double
        /// The thumb 9-patch's content width (the PNG less its 1px border), its padding (the bottom border's black
        /// run) and optical insets (the bottom border's red layout-bounds runs), left and right, px.
        public let thumbWidth: Int
        public let thumbPadding: (left: Int, right: Int)
        public let thumbOpticalInsets: (left: Int, right: Int)
        /// The track 9-patch's padding, left and right, px.
        public let trackPadding: (left: Int, right: Int)

        /// `SwitchCompat.onMeasure`'s switch width in this bucket, dp (`switchMinWidth` 0, `showText` false).
        public var switchWidth: Double {
            let thumb = thumbWidth - thumbPadding.left - thumbPadding.right
            let left = max(trackPadding.left, thumbOpticalInsets.left), right = max(trackPadding.right, thumbOpticalInsets.right)
            return Double(2 * thumb + left + right) / scale
        }
    }

    /// AppCompat's switch 9-patches per density bucket, read from appcompat-v7 `res/drawable-<bucket>/`
    /// `abc_btn_switch_to_on_mtrl_00001.9.png` (thumb) and `abc_switch_track_mtrl_alpha.9.png` (track) by decoding the
    /// PNGs: the switch is 46, 48, 47, 46.7 and 47dp wide.
    public static let appCompatSwitchDrawables: [SwitchCompatDrawables] = [
        SwitchCompatDrawables(bucket: "mdpi", scale: 1, thumbWidth: 27, thumbPadding: (4, 4), thumbOpticalInsets: (4, 4), trackPadding: (0, 0)),
        SwitchCompatDrawables(bucket: "hdpi", scale: 1.5, thumbWidth: 41, thumbPadding: (5, 5), thumbOpticalInsets: (5, 5), trackPadding: (0, 0)),
        SwitchCompatDrawables(bucket: "xhdpi", scale: 2, thumbWidth: 54, thumbPadding: (7, 7), thumbOpticalInsets: (7, 7), trackPadding: (0, 0)),
        SwitchCompatDrawables(bucket: "xxhdpi", scale: 3, thumbWidth: 81, thumbPadding: (11, 11), thumbOpticalInsets: (11, 11), trackPadding: (0, 0)),
        SwitchCompatDrawables(bucket: "xxxhdpi", scale: 4, thumbWidth: 108, thumbPadding: (14, 14), thumbOpticalInsets: (14, 14), trackPadding: (0, 0)),
    ]

    /// The widest the AppCompat switch is on any density (hdpi's 48dp): a row's text is laid out no wider than a
    /// device of that density shows it.
    public static var appCompatSwitchWidth: Double { appCompatSwitchDrawables.map(\.switchWidth).max() ?? 0 }

    /// `android:minWidth` of the Material Components / Material 3 switch style: `?attr/minTouchTargetSize` =
    /// `mtrl_min_touch_target_size` 48dp (Material `theme/res/values/themes_base_bridge.xml`, `resources/res/values/dimens.xml`).
    public static let materialSwitchMinWidth = 48.0

    /// What a library theme the app's themes extend makes of a `SwitchCompat`: AppCompat's switch, the Material
    /// switch style over it, nothing (`notAppCompat`: a platform theme sets no appcompat `switchStyle`, so no
    /// `SwitchCompat` — and no `AppCompatActivity`, which requires an AppCompat theme — is shown in it), or a
    /// library's theme not in the table (`undecided`). Nil: a theme that only starts the app (`Theme.SplashScreen`,
    /// replaced by `postSplashScreenTheme` before views are inflated).
    public enum SwitchCompatTheme: Equatable, Sendable { case appCompat, material, notAppCompat, undecided }

    public static func switchCompatTheme(_ libraryTheme: String) -> SwitchCompatTheme? {
        if libraryTheme.hasPrefix("Theme.SplashScreen") { return nil }
        if libraryTheme.hasPrefix("Theme.MaterialComponents") || libraryTheme.hasPrefix("Theme.Material3") {
            return libraryTheme.contains(".Bridge") ? .appCompat : .material
        }
        if libraryTheme.hasPrefix("Theme.AppCompat") { return .appCompat }
        return libraryTheme.hasPrefix("android:") ? .notAppCompat : .undecided
    }

    /// The `SwitchPreferenceCompat` switch's width in a theme of that kind, dp.
    /// The Material switch style's `android:minWidth` is `?attr/minTouchTargetSize` (Material
    /// `switchmaterial/res/values/styles.xml:22`, `Widget.MaterialComponents.CompoundButton.Switch`, which
    /// `Widget.Material3.CompoundButton.Switch` extends): a theme of the app's that sets it (`minTouchTargetSize`)
    /// changes that minimum; AppCompat's switch style sets no `android:minWidth` and does not read it.
    public static func preferenceSwitchCompatWidth(_ theme: SwitchCompatTheme, minTouchTargetSize: Double? = nil) -> Double? {
        switch theme {
        case .appCompat: return appCompatSwitchWidth
        case .material: return max(minTouchTargetSize ?? materialSwitchMinWidth, appCompatSwitchWidth)
        case .notAppCompat, .undecided: return nil
        }
    }

    /// The switch of a `SwitchPreference` row: androidx.preference `res/layout/preference_widget_switch.xml` (the
    /// widget layout of `Preference.SwitchPreference`, which `Preference.SwitchPreference.Material` extends:
    /// `res/values/styles.xml`) is a wrap_content platform `android.widget.Switch` without text and with
    /// `android:background="@null"` (no padding), styled by the theme's `android:switchStyle`. AppCompat's and
    /// Material's view inflaters do not replace `<Switch>`; `SwitchPreference.syncSwitchView` sets its `textOn`/`textOff`,
    /// which it draws only with `showText`.
    /// - `Theme.Material` sets `android:switchStyle` to `Widget.Material.CompoundButton.Switch`, `Theme.Material.Light` to
    ///   `Widget.Material.Light.CompoundButton.Switch`, which sets nothing of its own (AOSP `core/res/res/values/themes_material.xml`,
    ///   `styles_material.xml`; read again from Android 10's framework-res with `aapt dump --values resources`). That style
    ///   sets the track `@drawable/switch_track_material`, the thumb `@drawable/switch_thumb_material_anim`, `showText` false
    ///   and a background, and no `switchMinWidth` (the `Switch` constructor's default is 0), `switchPadding` or
    ///   `android:minWidth`; its parents `Widget.Material.CompoundButton` → `Widget.CompoundButton` → `Widget` set no
    ///   button drawable and no padding. (Holo's `Widget.Holo.CompoundButton.Switch`, with `switchMinWidth` 96dp, is not in
    ///   that chain.) AppCompat themes extend `Theme.Material` on API 21+ (appcompat `res/values-v21/themes_base.xml`,
    ///   `Platform.V21.AppCompat` parent `android:Theme.Material.NoActionBar`), Material Components and Material 3 themes
    ///   extend AppCompat's, and none of them sets `android:switchStyle` (they set AppCompat's `switchStyle` only).
    /// - `Switch.onMeasure` (AOSP `core/java/android/widget/Switch.java`) is the formula `SwitchCompat` copies:
    ///   `max(switchMinWidth, 2 × (thumb intrinsic width − thumb padding) + max(track padding, thumb optical insets))` per
    ///   side, without text (`showText` false); `getCompoundPaddingRight` adds that width alone (`switchPadding` only beside
    ///   a text), and `TextView.onMeasure` keeps the larger of it and the minimum width (0).
    /// - The thumb `switch_thumb_material_anim.xml` is an `<animated-selector android:constantSize="true">` of `<nine-patch>`
    ///   frames `btn_switch_to_on_mtrl_00001…00012` and `btn_switch_to_off_mtrl_00001…00012`: with a constant size its intrinsic
    ///   width is the widest frame's and its padding the largest of the frames' (`DrawableContainerState.getConstantWidth`,
    ///   `getConstantPadding`), its optical insets the shown frame's. All 24 frames of a bucket are the same (`platformSwitchDrawables`).
    /// - The track `switch_track_material.xml` is, in Android 10's framework-res (and in AOSP's file of 2015 that replaced
    ///   Lollipop's), a `<layer-list>` of one 14dp-high rectangle `<shape>` inset 4dp at start and end, with no `<padding>`:
    ///   `GradientDrawable.getPadding` and `LayerDrawable`'s nested padding are 0. Lollipop's file was a `<selector>` of the
    ///   9-patch `switch_track_mtrl_alpha`, which could not be read here: appcompat's `abc_switch_track_mtrl_alpha.9.png` and an
    ///   app's copy of the framework's file (the same 29×24px hdpi image, stretch region and borders) have no padding, but
    ///   neither is proven the same file. A padding there would widen the switch on those Android versions only, leaving the
    ///   row's text less room than laid out here: the model can then miss a truncation on such a device, never invent one.
    public static let platformSwitchSource = "androidx preference res/layout/preference_widget_switch.xml, res/values/styles.xml; "
        + "AOSP core/res/res/values/themes_material.xml, styles_material.xml (Widget.Material.CompoundButton.Switch), "
        + "drawable/switch_thumb_material_anim.xml, drawable/switch_track_material.xml, core/java/android/widget/Switch.java (onMeasure)"

    /// The platform switch per density bucket, read from Debian's `android-framework-res` 1:10.0.0+r36-10 (aapt's build of AOSP
    /// android-10.0.0_r36 `core/res`: `framework-res.apk`, `res/drawable-<bucket>-v4/btn_switch_to_{on,off}_mtrl_000NN.9.png`) by
    /// decoding each compiled PNG: the width from `IHDR` (a compiled 9-patch has no border), the padding from the `npTc` chunk
    /// (`Res_png_9patch`, big-endian `paddingLeft`/`paddingRight` at bytes 12–19), the optical insets from the `npLb` chunk
    /// (layout bounds, little-endian left, top, right, bottom). mdpi 27px, padding 4/4, insets 4/4; hdpi 41px, 5/5, 5/5;
    /// xhdpi 54px, 7/7, 7/7; xxhdpi 81px, 11/11, 11/11; xxxhdpi 108px, 14/14, 14/14 — the numbers of appcompat's copies
    /// (`appCompatSwitchDrawables`). The track adds no padding. The switch is 46, 48, 47, 46.7 and 47dp wide.
    /// Decoded on their own, they are appcompat's numbers frame for frame, so one table serves both.
    public static let platformSwitchDrawables: [SwitchCompatDrawables] = appCompatSwitchDrawables

    /// The widest the platform switch is on any density (hdpi's 48dp): a `SwitchPreference` row's text is laid out no wider
    /// than a device of that density shows it.
    public static var platformSwitchWidth: Double { platformSwitchDrawables.map(\.switchWidth).max() ?? 0 }

    /// Whether a library theme the app's themes extend gives the platform `Switch` `Theme.Material`'s style
    /// (`platformSwitchWidth`): `Theme.Material` and the AppCompat, Material Components and Material 3 themes
    /// (`extendsThemeMaterial`), named as the platform (`android:Theme.Material.Light`) or a library names them. False for
    /// any other (`Theme.DeviceDefault`, a vendor's own; Holo; a library theme not in the table); nil for a theme that only
    /// starts the app (`Theme.SplashScreen`, replaced by `postSplashScreenTheme` before views are inflated).
    public static func showsMaterialPlatformSwitch(_ libraryTheme: String) -> Bool? {
        let name = libraryTheme.hasPrefix("android:") ? String(libraryTheme.dropFirst("android:".count)) : libraryTheme
        if name.hasPrefix("Theme.SplashScreen") { return nil }
        return extendsThemeMaterial(name)
    }

    /// The check box of a `CheckBoxPreference` row in an app whose themes are AppCompat themes, or Material Components
    /// `.Bridge` ones (which keep AppCompat's widget styles): the theme's `checkboxStyle` is
    /// `Widget.AppCompat.CompoundButton.CheckBox`, whose `Base.Widget.AppCompat.CompoundButton.CheckBox` (androidx
    /// `appcompat/src/main/res/values/styles_base.xml`) extends the platform's `Widget.CompoundButton.CheckBox` (AOSP
    /// `core/res/res/values/styles.xml`: a background and a button, no `android:minWidth`) and sets `buttonCompat`
    /// `?attr/listChoiceIndicatorMultipleAnimated` — `@drawable/abc_btn_check_material_anim` in `Platform.AppCompat`
    /// and `Platform.AppCompat.Light` (`appcompat/src/main/res/values/themes_base.xml`), the animated check box of
    /// AOSP's 32dp `btn_checkbox_checked_mtrl.xml` (the drawable the Material Components check box above draws too).
    /// `preference_widget_checkbox.xml`'s `android:background="@null"` adds no padding: the check box is its button
    /// drawable, 32dp.
    public static let appCompatPreferenceCheckBoxWidth = 32.0

    /// Whether a library theme's check box is AppCompat's (`appCompatPreferenceCheckBoxWidth`): an AppCompat theme,
    /// or a Material Components or Material 3 `.Bridge` theme.
    public static func isAppCompatCheckBoxTheme(_ libraryTheme: String) -> Bool {
        libraryTheme.hasPrefix("Theme.AppCompat")
            || ((libraryTheme.hasPrefix("Theme.MaterialComponents") || libraryTheme.hasPrefix("Theme.Material3")) && libraryTheme.contains(".Bridge"))
    }

    /// The library themes an app's themes extend whose check box is Material's (`materialPreferenceCheckBoxWidth`):
    /// a parent that is no style of the app's, named as the library names its themes. `Theme.SplashScreen`
    /// (androidx core-splashscreen) is only the starting window's theme: `installSplashScreen` sets the activity's
    /// `postSplashScreenTheme` before its views are inflated.
    public static func isMaterialCheckBoxTheme(_ libraryTheme: String) -> Bool? {
        if libraryTheme.hasPrefix("Theme.SplashScreen") { return nil }
        return (libraryTheme.hasPrefix("Theme.MaterialComponents") || libraryTheme.hasPrefix("Theme.Material3")) && !libraryTheme.contains(".Bridge")
    }

    /// The title's text appearance: `?android:attr/textAppearanceListItem` — Material 3 sets it to
    /// `?attr/textAppearanceTitleMedium` (Material `theme/res/values/themes_base.xml`), the platform to
    /// `TextAppearance.Material.Subhead` (AOSP `themes_material.xml`).
    public static func preferenceTitleAppearance(material3: Bool) -> String {
        material3 ? "TextAppearance.Material3.TitleMedium" : "TextAppearance.Material.Subhead"
    }

    /// The summary: `PreferenceSummaryTextStyle` = `?android:attr/textAppearanceSmall` (14sp), maxLines 10
    /// (`preference_material.xml`; androidx `preference/res/values/styles.xml`).
    public static let preferenceSummaryAppearance = "TextAppearance.Material.Small"
    public static let preferenceSummaryMaxLines = 10

    /// A category's title: `preferenceCategoryTitleTextAppearance` = `TextAppearance.AppCompat.Body2`
    /// (androidx `preference/res/values/themes.xml` BasePreferenceThemeOverlay), in a match_parent
    /// TextView without a line limit; its summary is `singleLine` (`preference_category_material.xml`).
    public static let preferenceCategoryTitleAppearance = "TextAppearance.AppCompat.Body2"

    /// Whether a preference class's title is one line: the row layout's title is `singleLine`, and the
    /// `Preference.Material`, `Preference.SwitchPreference.Material` and
    /// `Preference.DialogPreference.EditTextPreference.Material` styles set `singleLineTitle` false (androidx
    /// `preference/res/values/styles.xml`); the others (SwitchPreferenceCompat, CheckBoxPreference, the
    /// dialog preferences such as ListPreference, nested PreferenceScreen) leave the layout's single line.
    public static func preferenceTitleIsSingleLine(_ tag: String) -> Bool {
        !["Preference", "SwitchPreference", "EditTextPreference"].contains(tag)
    }

    // MARK: App bar title (a Toolbar the activity hands to AppCompat with setSupportActionBar)

    /// How a `Toolbar` measures its title (androidx appcompat `widget/Toolbar.java` `onMeasure`): the width used
    /// before the title is `max(currentContentInsetStart, navigation button)` + `max(contentInsetEnd, menu view)`
    /// + `titleMarginStart + titleMarginEnd`; the title `TextView` is single-line and ellipsized at the end
    /// (`setSingleLine()`, `TruncateAt.END`). `currentContentInsetStart` is `contentInsetStartWithNavigation`
    /// when a navigation button shows.
    public struct AppBarTitle: Sendable, Hashable {
        /// The title's text appearance: the theme attribute the library's toolbar style names.
        public var appearance: String
        /// `contentInsetStart` (no navigation button).
        public var insetStart: Double
        /// `contentInsetStartWithNavigation`.
        public var insetStartWithNavigation: Double
        /// A size the appearance gives in dp (AppCompat's), which the font scale does not change.
        public var sizeInDp: Double?
        public var source: String
    }

    /// `Base.Widget.AppCompat.Toolbar` (appcompat `res/values/styles_base.xml`): `contentInsetStart`
    /// `abc_action_bar_content_inset_material` 16dp, `contentInsetStartWithNavigation`
    /// `abc_action_bar_content_inset_with_nav` 72dp, `titleMargin` 4dp (start and end).
    /// `Widget.MaterialComponents.Toolbar` keeps those and sets `titleTextAppearance ?attr/textAppearanceHeadline6`;
    /// `Widget.Material3.Toolbar` sets `titleTextAppearance @macro/m3_comp_app_bar_small_title_font`
    /// (`?attr/textAppearanceTitleLarge`, appbar `tokens.xml`) and `contentInsetStartWithNavigation 0dp`
    /// (Material `appbar/res/values/styles.xml` lines 125-136, 251-261; the themes' `toolbarStyle`,
    /// `theme/res/values/themes_base.xml`).
    /// AppCompat's own `Widget.AppCompat.Toolbar` (a theme without Material Components) names
    /// `TextAppearance.Widget.AppCompat.Toolbar.Title` → `TextAppearance.AppCompat.Widget.ActionBar.Title`:
    /// `TextAppearance.AppCompat.Title` (medium) at `abc_text_size_title_material_toolbar`, 20dp
    /// (appcompat `res/values/styles_base_text.xml`, `dimens_material.xml`).
    public static func appBarTitle(material3: Bool, materialComponents: Bool) -> AppBarTitle {
        if material3 {
            return AppBarTitle(appearance: "?attr/textAppearanceTitleLarge", insetStart: 16, insetStartWithNavigation: 0,
                               source: "Material appbar/res/values/styles.xml Widget.Material3.Toolbar (TitleLarge, contentInsetStartWithNavigation 0dp); appcompat Toolbar.onMeasure")
        }
        if materialComponents {
            return AppBarTitle(appearance: "?attr/textAppearanceHeadline6", insetStart: 16, insetStartWithNavigation: 72,
                               source: "Material appbar/res/values/styles.xml Widget.MaterialComponents.Toolbar (Headline6); appcompat abc_action_bar_content_inset_with_nav 72dp; Toolbar.onMeasure")
        }
        return AppBarTitle(appearance: "TextAppearance.AppCompat.Title", insetStart: 16, insetStartWithNavigation: 72, sizeInDp: 20,
                           source: "appcompat TextAppearance.Widget.AppCompat.Toolbar.Title, abc_text_size_title_material_toolbar 20dp, abc_action_bar_content_inset_with_nav 72dp; Toolbar.onMeasure")
    }

    // MARK: Tabs (Material TabLayout)

    /// How Material's `TabLayout` lays out a text tab (material-components-android
    /// `lib/java/com/google/android/material/tabs/`):
    /// - `res/values/styles.xml` `Base.Widget.Design.TabLayout`: `tabPaddingStart`/`tabPaddingEnd` 12dp,
    ///   `tabMaxWidth @dimen/design_tab_max_width`; `Widget.Design.TabLayout`: `tabMode fixed`, `tabGravity fill`;
    ///   `Widget.MaterialComponents.TabLayout`: `tabTextAppearance ?attr/textAppearanceButton`;
    ///   `Base.Widget.Material3.TabLayout`: `tabTextAppearance ?attr/textAppearanceTitleSmall` (the M3 tab label
    ///   token). `TextAppearance.Design.Tab` (AppCompat and Bridge themes, which set no `tabStyle`) is
    ///   `TextAppearance.AppCompat.Button` at `design_tab_text_size` 14sp in capitals: the table's AppCompat Button.
    /// - `res/values/dimens.xml`: `design_tab_max_width` 264dp, `design_tab_scrollable_min_width` 72dp,
    ///   `design_tab_text_size_2line` 12sp.
    /// - `TabLayout.java` `TabView.onMeasure`: a tab is at most `tabMaxWidth` wide; its text view
    ///   (`res/layout/design_layout_tab_text.xml`: `maxLines 2`, `ellipsize end`) keeps the appearance's size on
    ///   one line, and when it needs more lines takes `tabTextMultiLineSize` (`design_tab_text_size_2line`) with
    ///   `defaultMaxLines` 2. A text is cut exactly when it does not fit two lines at 12sp (a text that fits one
    ///   line at 14sp fits two at 12sp), so the tab's text is measured at 12sp in two lines.
    ///   `SlidingTabIndicator`/`updateTabViewLayoutParams`: in `MODE_FIXED` with `GRAVITY_FILL` every tab takes
    ///   an equal share of the TabLayout's width (`width 0, weight 1`); in `MODE_SCROLLABLE` (and `MODE_AUTO`,
    ///   which measures the tabs as scrollable first) a tab is as wide as its content, at least
    ///   `design_tab_scrollable_min_width`.
    public enum TabStyle: Sendable, Hashable { case design, materialComponents, material3 }

    public struct Tabs: Sendable, Hashable {
        public var appearance: String
        /// `TabLayout.TAB_MIN_WIDTH_MARGIN` 56dp: with `tabMaxWidth` 0 a tab is at most the TabLayout's width less it.
        public var minWidthMargin = 56.0
        public var paddingStart = 12.0
        public var paddingEnd = 12.0
        public var maxWidth = 264.0
        public var scrollableMinWidth = 72.0
        public var multiLineSize = 12.0
        public var maxLines = 2
        public var source: String
    }

    public static func tabs(_ style: TabStyle) -> Tabs {
        if style == .design {
            return Tabs(appearance: "TextAppearance.AppCompat.Button",
                        source: "Material tabs styles.xml Base.Widget.Design.TabLayout (TextAppearance.Design.Tab: TextAppearance.AppCompat.Button at design_tab_text_size 14sp, textAllCaps), tabPadding 12dp, design_tab_max_width 264dp; TabLayout.TabView.onMeasure: 2 lines at design_tab_text_size_2line 12sp")
        }
        if style == .material3 {
            return Tabs(appearance: "?attr/textAppearanceTitleSmall",
                        source: "Material tabs styles.xml Base.Widget.Material3.TabLayout (TitleSmall), tabPadding 12dp, design_tab_max_width 264dp; TabLayout.TabView.onMeasure: 2 lines at design_tab_text_size_2line 12sp")
        }
        return Tabs(appearance: "?attr/textAppearanceButton",
                    source: "Material tabs styles.xml Widget.MaterialComponents.TabLayout (textAppearanceButton), tabPadding 12dp, design_tab_max_width 264dp; TabLayout.TabView.onMeasure: 2 lines at design_tab_text_size_2line 12sp")
    }

    /// `titleMarginStart` + `titleMarginEnd`: `Base.Widget.AppCompat.Toolbar` `titleMargin` 4dp on each side.
    public static let appBarTitleMargins = 8.0
    /// The navigation button: `Widget.AppCompat.Toolbar.Button.Navigation` `android:minWidth` 56dp (a 24dp icon
    /// centred), which `Widget.Material3.Toolbar.Button.Navigation` keeps (Material `appbar/res/values/styles.xml`).
    public static let appBarNavigationButtonWidth = 56.0
    /// An icon action button of the app bar's menu: `Widget.AppCompat.ActionButton` `android:minWidth`
    /// `abc_action_button_min_width_material` 48dp (a 24dp icon, 12dp paddings); the overflow button's minimum,
    /// `abc_action_button_min_width_overflow_material` 36dp (the least it takes).
    public static let appBarActionButtonWidth = 48.0
    public static let appBarOverflowButtonMinimumWidth = 36.0

    // MARK: Dialog windows (one fact for alert dialogs built in code and Compose dialogs)

    /// How wide a dialog window is on a phone in portrait. A dialog's window is `WRAP_CONTENT` (AOSP
    /// `core/java/com/android/internal/policy/PhoneWindow.java` `generateLayout`: a floating window is
    /// `setLayout(WRAP_CONTENT, WRAP_CONTENT)`), and:
    /// - AOSP `core/java/android/view/ViewRootImpl.java` `measureHierarchy`: a `WRAP_CONTENT` window wider
    ///   than `config_prefDialogWidth` is first measured at AT_MOST that width, and only measured wider when
    ///   its view reports `MEASURED_STATE_TOO_SMALL` (no text view or layout of these dialogs does);
    ///   `config_prefDialogWidth` is 320dp (AOSP `core/res/res/values/config.xml`; androidx appcompat
    ///   `res/values/config.xml` keeps the copy `abc_config_prefDialogWidth` 320dp, "the maximum width we
    ///   would prefer dialogs to be");
    /// - AOSP `core/java/com/android/internal/policy/DecorView.java` `onMeasure`: when the width is AT_MOST and
    ///   the window theme has `android:windowMinWidthMinor` (portrait; `windowMinWidthMajor` in landscape),
    ///   a window measured narrower is measured again EXACTLY at that minimum, a fraction of the available
    ///   width (`screenWidthDp`) or a dimension.
    /// So a window whose theme sets a minimum wider than 320dp is exactly that minimum; one with no minimum
    /// is as wide as its content, at most 320dp.
    public static let preferredDialogWidth = Dimension(dp: 320, source: "AOSP core/res/res/values/config.xml config_prefDialogWidth (appcompat abc_config_prefDialogWidth); ViewRootImpl.measureHierarchy")

    /// A window theme's `android:windowMinWidthMinor`: a fraction of the screen width (`95%`) or a width in dp.
    public enum WindowMinWidth: Sendable, Hashable {
        case fraction(Double)
        case dp(Double)

        public func width(screenWidth: Double) -> Double {
            switch self {
            case .fraction(let fraction): fraction * screenWidth
            case .dp(let dp): dp
            }
        }

        /// `95%`, `320dp`, `320dip` (a resource value as written); nil for anything else.
        public init?(_ value: String) {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("%"), let percent = Double(trimmed.dropLast()) { self = .fraction(percent / 100) }
            else if trimmed.hasSuffix("dip"), let dp = Double(trimmed.dropLast(3)) { self = .dp(dp) }
            else if trimmed.hasSuffix("dp"), let dp = Double(trimmed.dropLast(2)) { self = .dp(dp) }
            else { return nil }
        }
    }

    /// The window width a dialog's content lays out in, on a phone in portrait `screenWidth` dp wide: at
    /// least `minimum` (the window theme's minimum, capped by the screen) and at most the larger of that
    /// minimum and `preferredDialogWidth` (the screen's width when the screen is narrower).
    public static func dialogWindowWidth(screenWidth: Double, minWidth: WindowMinWidth?) -> (minimum: Double, maximum: Double) {
        let preferred = min(preferredDialogWidth.dp, screenWidth)
        let minimum = min(minWidth?.width(screenWidth: screenWidth) ?? 0, screenWidth)
        return (minimum, max(minimum, preferred))
    }

    /// The library window themes (`android:dialogTheme`, `alertDialogTheme`, `materialAlertDialogTheme` values and
    /// their parents) and their `android:windowMinWidthMinor` (nil: none):
    /// - AOSP `core/res/res/values/themes_material.xml`: `Theme.Material` and `Theme.Material.Light` set
    ///   `dialogTheme` to `ThemeOverlay.Material.Dialog`, which sets no `windowMinWidthMinor` (only
    ///   `Theme.Material.Dialog.MinWidth`, `.Dialog.BaseAlert` and `ThemeOverlay.Material.Dialog.Alert` do); `Theme`
    ///   (core/res/res/values/themes.xml) sets none either. AppCompat, Material Components and Material 3 themes
    ///   do not set `android:dialogTheme` (androidx appcompat `res/values/themes_base.xml` and
    ///   `res/values-v21/themes_base.xml`: `Platform.V21.AppCompat` extends `android:Theme.Material.NoActionBar`,
    ///   the `.Light` one `android:Theme.Material.Light.NoActionBar`; Material's `theme/res/values/themes_base.xml`),
    ///   so a plain `Dialog` window there has no minimum width.
    /// - androidx appcompat `res/values/themes_base.xml`: `Base.ThemeOverlay.AppCompat.Dialog.Alert`,
    ///   `Base.Theme.AppCompat(.Light).Dialog.Alert` and `….Dialog.MinWidth` set `android:windowMinWidthMinor` to
    ///   `@dimen/abc_dialog_min_width_minor`, 95% (appcompat `res/values/dimens.xml`; no `values-*` folder overrides
    ///   it); `Base.V7.Theme.AppCompat(.Light).Dialog` and `Base.V7.ThemeOverlay.AppCompat.Dialog` set none.
    /// - Material `dialog/res/values/themes_overlay.xml`: `ThemeOverlay.MaterialComponents.MaterialAlertDialog`
    ///   (through `Base.V14.ThemeOverlay.MaterialComponents.MaterialAlertDialog`) and
    ///   `ThemeOverlay.MaterialComponents.Dialog.Alert` extend `ThemeOverlay.AppCompat.Dialog.Alert`;
    ///   `ThemeOverlay.Material3.MaterialAlertDialog` and `ThemeOverlay.Material3.Dialog.Alert` extend those;
    ///   `ThemeOverlay.MaterialComponents.Dialog` / `ThemeOverlay.Material3.Dialog` extend
    ///   `ThemeOverlay.AppCompat.Dialog` (no minimum). (Material's `Theme.Material3.*.Dialog.Alert` set AppCompat's own
    ///   `windowMinWidthMinor`, not the platform's, and are not in the table; nor the platform's `Theme.*.Dialog.Alert`.)
    /// - AOSP `core/res/res/values/themes_material.xml`: `ThemeOverlay.Material.Dialog.Alert` (the `alertDialogTheme` of
    ///   `Theme.Material`, which `android.app.AlertDialog` applies) sets `windowMinWidthMinor` to
    ///   `@dimen/dialog_min_width_minor`, 95% (`core/res/res/values/dimens.xml`, "the platform's desired minimum size
    ///   for a dialog's width when it is along the minor axis").
    public static let windowThemeMinWidths: [String: WindowMinWidth?] = {
        let alert = WindowMinWidth.fraction(0.95)
        var table: [String: WindowMinWidth?] = [:]
        for name in ["ThemeOverlay.Material.Dialog", "Theme.Material.Dialog", "Theme.Material.Light.Dialog",
                     "ThemeOverlay.AppCompat.Dialog", "Theme.AppCompat.Dialog", "Theme.AppCompat.Light.Dialog",
                     "ThemeOverlay.MaterialComponents.Dialog", "ThemeOverlay.Material3.Dialog"] {
            table[name] = .some(nil)
        }
        for name in ["ThemeOverlay.AppCompat.Dialog.Alert", "Theme.AppCompat.Dialog.Alert", "Theme.AppCompat.Light.Dialog.Alert",
                     "ThemeOverlay.Material.Dialog.Alert",
                     "Theme.AppCompat.Dialog.MinWidth", "Theme.AppCompat.Light.Dialog.MinWidth",
                     "ThemeOverlay.MaterialComponents.MaterialAlertDialog", "ThemeOverlay.MaterialComponents.Dialog.Alert",
                     "ThemeOverlay.Material3.MaterialAlertDialog", "ThemeOverlay.Material3.Dialog.Alert"] {
            table[name] = alert
        }
        return table
    }()

    /// Whether a library theme is an activity theme of a family that sets no `android:windowMinWidthMinor` (an
    /// overlay that extends the app's own theme reaches one): AOSP `Theme` and `Theme.Material(.Light)`
    /// (themes.xml, themes_material.xml), AppCompat's `Theme.AppCompat…` (`Base.V7.Theme.AppCompat`, themes_base.xml),
    /// Material's `Theme.MaterialComponents…` / `Theme.Material3…` (only its `dialog/res` dialog themes set one).
    /// Their dialog variants (`….Dialog…`) are `windowThemeMinWidths`' rows.
    public static func activityThemeSetsNoWindowMinWidth(_ theme: String) -> Bool {
        guard !theme.contains("Dialog") else { return false }
        return ["Theme.Material.", "Theme.AppCompat", "Theme.MaterialComponents", "Theme.Material3"].contains { theme.hasPrefix($0) }
            || theme == "Theme.Material"
    }

    /// The window theme a Compose `Dialog` gets when the app sets no `android:dialogTheme`: androidx compose ui
    /// `AndroidDialog.android.kt` `DialogWrapper` is a `ComponentDialog(ContextThemeWrapper(context,
    /// R.style.DialogWindowTheme))` with theme 0, so `android.app.Dialog` resolves `android:dialogTheme` from the
    /// activity's theme (compose ui `res/values/styles.xml` `DialogWindowTheme` only sets `windowClipToOutline`;
    /// `FloatingDialogWindowTheme`, below Android 12 with `decorFitsSystemWindows = false`, is not modelled).
    public static let composeDialogWindowTheme = "ThemeOverlay.Material.Dialog"

    /// The window theme an alert dialog gets when the app's theme names none: every AppCompat, Material Components and
    /// Material 3 theme's `alertDialogTheme` / `materialAlertDialogTheme` extends `ThemeOverlay.AppCompat.Dialog.Alert`.
    public static let libraryAlertDialogWindowTheme = "ThemeOverlay.AppCompat.Dialog.Alert"

    // MARK: Dialogs and snackbars (windows the libraries lay out around text set in code)

    /// Where an alert dialog's and a snackbar's numbers were read.
    static let materialDialogSource = "Material lib/java/com/google/android/material/dialog/res (layout/mtrl_alert_dialog*.xml, layout/m3_alert_dialog*.xml, values/styles.xml, values/themes_overlay.xml, values-h480dp/dimens.xml)"
    static let materialSnackbarSource = "Material lib/java/com/google/android/material/snackbar/res (layout/mtrl_layout_snackbar_include.xml, values/styles.xml, values/dimens.xml, values/config.xml)"

    /// An alert dialog's frame, by the builder that made it. The window is as wide as `dialogWindowWidth` gives
    /// (the library alert themes' minimum, 95% of a phone's width in portrait); the content is inset by the
    /// window background:
    /// - `MaterialAlertDialogBuilder` draws an `InsetDrawable` with `mtrl_alert_dialog_background_inset_start/end`
    ///   = 24dp on screens at least 480dp high (Material `dialog/res/values-h480dp/dimens.xml`);
    /// - AppCompat's `AlertDialog` window background `abc_dialog_material_background` is inset 16dp (Material
    ///   `dialog/res/values/dimens.xml` `appcompat_dialog_background_inset`, "16dp from
    ///   abc_dialog_material_background.xml").
    /// Title, message and button bar are padded by `?attr/dialogPreferredPadding` = `abc_dialog_padding_material`
    /// 24dp (AppCompat themes; Material `MaterialAlertDialog.MaterialComponents.Title.Panel`, the message's
    /// paddingLeft/Right in `mtrl_alert_dialog.xml` / `m3_alert_dialog.xml` / appcompat
    /// `abc_alert_dialog_material.xml`).
    public struct AlertDialogFrame: Sendable, Hashable {
        public var windowInset: Double
        public var contentPadding: Double
        /// The title's appearance as styled, and the one `DialogTitle` falls back to (see `dialogTitleFallback`).
        public var titleAppearance: String
        public var messageAppearance: String
        /// The button bar (`ButtonBarLayout`) padding start/end; nil when the buttons are not decided (skipped).
        public var buttonBarPadding: Double?
        public var buttonAppearance: String
        /// `Widget.*.Button.TextButton.Dialog`: paddingLeft/Right, layout_marginStart, minWidth, maxWidth; one
        /// line, ellipsized at the end (`android:singleLine` true, Material `button/res/values/styles.xml`).
        public var buttonPadding: Double
        public var buttonMarginStart: Double
        public var buttonMinWidth: Double
        public var buttonMaxWidth: Double?
        /// The buttons' line limit (the Material libraries' dialog buttons are single-line, the platform's
        /// `Widget.Material.Button.ButtonBar.AlertDialog` allows two, AppCompat's sets none); nil: no limit.
        public var buttonMaxLines: Int? = 1
        public var source: String
    }

    public static let dialogPreferredPadding = 24.0

    /// Material 3 (`ThemeOverlay.Material3.MaterialAlertDialog`): `m3_alert_dialog.xml`, title
    /// `m3_comp_dialog_headline_type` = `?attr/textAppearanceHeadlineSmall`, message
    /// `m3_comp_dialog_supporting_text_type` = `?attr/textAppearanceBodyMedium` (dialog `values/tokens.xml`),
    /// buttons `Widget.Material3.Button.TextButton.Dialog` (padding `m3_btn_text_btn_padding_left/right` 12dp,
    /// margin `m3_btn_dialog_btn_spacing` 8dp, minWidth `m3_btn_dialog_btn_min_width` 64dp, maxWidth
    /// `m3_btn_max_width` 320dp, label `?attr/textAppearanceLabelLarge`), bar padded by dialogPreferredPadding
    /// (`m3_alert_dialog_actions.xml`).
    public static let material3AlertDialog = AlertDialogFrame(
        windowInset: 24, contentPadding: dialogPreferredPadding, titleAppearance: "?attr/textAppearanceHeadlineSmall",
        messageAppearance: "?attr/textAppearanceBodyMedium", buttonBarPadding: dialogPreferredPadding,
        buttonAppearance: "?attr/textAppearanceLabelLarge", buttonPadding: 12, buttonMarginStart: 8, buttonMinWidth: 64,
        buttonMaxWidth: 320, source: materialDialogSource)

    /// Material Components (`ThemeOverlay.MaterialComponents.MaterialAlertDialog`): `mtrl_alert_dialog.xml`, title
    /// `?attr/textAppearanceSubtitle1`, message `MaterialAlertDialog.MaterialComponents.Body.Text`
    /// (`?attr/textAppearanceBody2`), buttons `Widget.MaterialComponents.Button.TextButton.Dialog` (padding
    /// `mtrl_btn_text_btn_padding_left/right` 8dp, marginStart 8dp, minWidth `mtrl_btn_dialog_btn_min_width` 64dp,
    /// `?attr/textAppearanceButton`), bar paddingStart/End 8dp (`mtrl_alert_dialog_actions.xml`).
    public static let materialComponentsAlertDialog = AlertDialogFrame(
        windowInset: 24, contentPadding: dialogPreferredPadding, titleAppearance: "?attr/textAppearanceSubtitle1",
        messageAppearance: "?attr/textAppearanceBody2", buttonBarPadding: 8,
        buttonAppearance: "?attr/textAppearanceButton", buttonPadding: 8, buttonMarginStart: 8, buttonMinWidth: 64,
        buttonMaxWidth: nil, source: materialDialogSource)

    /// AppCompat's `AlertDialog` (`androidx.appcompat.app.AlertDialog.Builder`): appcompat
    /// `res/layout/abc_alert_dialog_material.xml` (message `TextAppearance.AppCompat.Subhead`, padded by
    /// dialogPreferredPadding), title `Base.DialogWindowTitle.AppCompat` (`TextAppearance.AppCompat.Title`,
    /// maxLines 1). This frame is the dialog whose theme is not decided (an AppCompat or Bridge theme among Material
    /// ones, an overlay that swaps the layout): its buttons are skipped. Decided themes have their own frames
    /// (`appCompatAlertDialogInAppCompatTheme`, `appCompatAlertDialogInMaterialTheme`).
    public static let appCompatAlertDialog = AlertDialogFrame(
        windowInset: 16, contentPadding: dialogPreferredPadding, titleAppearance: "TextAppearance.AppCompat.Title",
        messageAppearance: "TextAppearance.AppCompat.Subhead", buttonBarPadding: nil,
        buttonAppearance: "?attr/textAppearanceButton", buttonPadding: 8, buttonMarginStart: 8, buttonMinWidth: 64,
        buttonMaxWidth: nil, source: "androidx appcompat res/layout/abc_alert_dialog_material.xml, res/values/styles_base.xml (Base.DialogWindowTitle.AppCompat); " + materialDialogSource)

    /// The framework's `android.app.AlertDialog` in an app whose themes extend `Theme.Material`: every AppCompat,
    /// Material Components and Material 3 theme does on API 21+ (appcompat `res/values-v21/themes_base.xml`:
    /// `Platform.V21.AppCompat` extends `android:Theme.Material.NoActionBar`). `AlertDialog.resolveDialogTheme` reads
    /// the theme's `android:alertDialogTheme`, `Theme.Material`'s `ThemeOverlay.Material.Dialog.Alert` (AOSP
    /// `core/res/res/values/themes_material.xml`), whose `alertDialogStyle` `AlertDialog.Material` inflates
    /// `core/res/res/layout/alert_dialog_material.xml`: the title (`alert_dialog_title_material.xml`) a
    /// `DialogTitle` in `?attr/windowTitleStyle` = `DialogWindowTitle.Material` (`TextAppearance.Material.DialogWindowTitle`,
    /// which extends `TextAppearance.Material.Title`: `styles_material.xml`), single line, falling back to two
    /// lines at `textAppearanceMedium` as AppCompat's copy does; the message `TextAppearance.Material.Subhead`; both
    /// padded by `?attr/dialogPreferredPadding` (`Theme.Material`: `@dimen/dialog_padding_material`, 24dp, the
    /// value appcompat's `abc_dialog_padding_material` copies); the window background `dialog_background_material`
    /// an `<inset android:inset="16dp">` (`core/res/res/drawable/dialog_background_material.xml`). The Material
    /// themes and styles "must not be modified in order to pass CTS" (the header of `themes_material.xml` and
    /// `styles_material.xml`; Android CDD §3.8.6 Themes): the dialog is the same on every device. Its buttons are
    /// `Theme.Material`'s `buttonBarButtonStyle` (the base `Theme` points the positive, negative and neutral button
    /// styles at it: `themes.xml`), `Widget.Material.Button.ButtonBar.AlertDialog`: parent
    /// `Widget.Material.Button.Borderless.Colored`, minWidth 64dp, maxLines 2 (`styles_material.xml`), padded 12dp on
    /// each side by the borderless background (`platformButtonStyles`), in `alert_dialog_button_bar_material.xml`'s
    /// `ButtonBarLayout` (paddingStart/End 12dp), which stacks them when they do not fit side by side.
    public static let platformAlertDialog = AlertDialogFrame(
        windowInset: 16, contentPadding: dialogPreferredPadding, titleAppearance: "TextAppearance.Material.DialogWindowTitle",
        messageAppearance: "TextAppearance.Material.Subhead", buttonBarPadding: 12,
        buttonAppearance: "TextAppearance.Material.Button", buttonPadding: textPadding(platformButtonStyles["Widget.Material.Button.Borderless.Colored"]!),
        buttonMarginStart: 0, buttonMinWidth: 64,
        buttonMaxWidth: nil, buttonMaxLines: 2,
        source: "AOSP core/res/res/layout/alert_dialog_material.xml, alert_dialog_title_material.xml, alert_dialog_button_bar_material.xml, values/themes_material.xml (ThemeOverlay.Material.Dialog.Alert), values/styles_material.xml (Widget.Material.Button.ButtonBar.AlertDialog), drawable/dialog_background_material.xml, btn_borderless_material.xml")

    /// AppCompat's `AlertDialog` in an app whose themes are AppCompat's (`Theme.AppCompat.*`): the theme's
    /// `buttonBarButtonStyle` is `Widget.AppCompat.Button.ButtonBar.AlertDialog` and the positive, negative and
    /// neutral styles point to it (androidx appcompat `res/values/themes_base.xml`, `Base.V7.Theme.AppCompat`):
    /// `Widget.AppCompat.Button.Borderless.Colored` (the platform's borderless button on API 21+, 12dp of padding
    /// each side: `platformButtonStyles`) with minWidth 64dp and no line limit (`res/values/styles_base.xml`), in
    /// `abc_alert_dialog_button_bar_material.xml`'s `ButtonBarLayout` (paddingLeft/Right 12dp), which stacks the
    /// buttons when they do not fit side by side.
    public static let appCompatAlertDialogInAppCompatTheme: AlertDialogFrame = {
        let button = platformButtonStyles["Widget.AppCompat.Button.ButtonBar.AlertDialog"]!
        var frame = appCompatAlertDialog
        frame.buttonBarPadding = appCompatButtonBarPadding
        frame.buttonAppearance = button.textAppearance
        frame.buttonPadding = textPadding(button)
        frame.buttonMarginStart = 0
        frame.buttonMinWidth = button.minWidth ?? 0
        frame.buttonMaxLines = nil
        frame.source = "androidx appcompat res/layout/abc_alert_dialog_material.xml, abc_alert_dialog_button_bar_material.xml (ButtonBarLayout paddingLeft/Right 12dp), "
            + "res/values/themes_base.xml (buttonBarButtonStyle), res/values/styles_base.xml (Base.Widget.AppCompat.Button.ButtonBar.AlertDialog), res/values-v21/styles_base.xml"
        return frame
    }()

    /// The space a button's background leaves between its edge and its text on one side (its inset and padding):
    /// what an `AlertDialogFrame`'s `buttonPadding` is for a button of that style.
    static func textPadding(_ button: WidgetDefaults) -> Double { button.insetStart + button.paddingStart }

    /// The window theme `android.app.AlertDialog` gets in an app whose themes extend `Theme.Material` and set no
    /// `android:alertDialogTheme` (`platformAlertDialog`).
    public static let platformAlertDialogWindowTheme = "ThemeOverlay.Material.Dialog.Alert"

    /// The library themes that extend the platform's `Theme.Material` on API 21+ (appcompat
    /// `res/values-v21/themes_base.xml`, `Platform.V21.AppCompat`; Material Components and Material 3 themes
    /// extend AppCompat's), and `Theme.Material` itself.
    public static func extendsThemeMaterial(_ theme: String) -> Bool {
        theme == "Theme.Material" || ["Theme.Material.", "Theme.AppCompat", "Theme.MaterialComponents", "Theme.Material3"].contains { theme.hasPrefix($0) }
    }

    /// AppCompat's `AlertDialog` in a Material Components or Material 3 theme that names no alert dialog theme of
    /// its own (or one extending the library's): the theme's `alertDialogTheme` is
    /// `ThemeOverlay.MaterialComponents.Dialog.Alert` / `ThemeOverlay.Material3.Dialog.Alert` (Material
    /// `dialog/res/values/themes_overlay.xml`), which keeps appcompat's `abc_alert_dialog_material.xml` and sets
    /// `buttonBarButtonStyle` to `Widget.MaterialComponents.Button.TextButton.Dialog.Flush` /
    /// `Widget.Material3.Button.TextButton.Dialog.Flush` (the Dialog button with `layout_marginStart` 0dp, Material
    /// `button/res/values/styles.xml`), which AppCompat's `buttonBarPositive/Negative/NeutralButtonStyle` point
    /// to. The button bar is appcompat `res/layout/abc_alert_dialog_button_bar_material.xml`: a `ButtonBarLayout`
    /// with paddingLeft/Right 12dp.
    public static let appCompatButtonBarPadding = 12.0
    public static func appCompatAlertDialogInMaterialTheme(material3: Bool) -> AlertDialogFrame {
        let buttons = material3 ? material3AlertDialog : materialComponentsAlertDialog
        var frame = appCompatAlertDialog
        frame.buttonBarPadding = appCompatButtonBarPadding
        frame.buttonAppearance = buttons.buttonAppearance
        frame.buttonPadding = buttons.buttonPadding
        frame.buttonMarginStart = 0
        frame.buttonMinWidth = buttons.buttonMinWidth
        frame.buttonMaxWidth = buttons.buttonMaxWidth
        frame.source = "androidx appcompat res/layout/abc_alert_dialog_material.xml, abc_alert_dialog_button_bar_material.xml (ButtonBarLayout paddingLeft/Right 12dp); "
            + "Material themes_overlay.xml (\(material3 ? "ThemeOverlay.Material3.Dialog.Alert" : "ThemeOverlay.MaterialComponents.Dialog.Alert"): buttonBarButtonStyle …TextButton.Dialog.Flush); " + materialDialogSource
        return frame
    }

    /// `DialogTitle.onMeasure` (androidx appcompat `widget/DialogTitle.java`): when the one-line title is
    /// ellipsized it turns into two lines (`setSingleLine(false)`, `setMaxLines(2)`) at the text size of
    /// `android.R.attr.textAppearanceMedium` (default `TextAppearance.Medium`, 18sp). A title is cut only when
    /// it does not fit those two lines, so the title is laid out there.
    public static let dialogTitleFallback = (appearance: "TextAppearance.Medium", maxLines: 2)

    /// A row of the single-choice list an AppCompat `AlertDialog` shows (`setSingleChoiceItems`), as androidx.preference's
    /// `ListPreferenceDialogFragmentCompat.onPrepareDialogBuilder` shows a `ListPreference`'s `entries`: the
    /// `singleChoiceItemLayout` of `AlertDialog.AppCompat` (androidx appcompat `res/values/styles_base.xml`),
    /// `res/layout/select_dialog_singlechoice_material.xml`: a `CheckedTextView`, `match_parent`,
    /// `textAppearance ?android:attr/textAppearanceMedium` (`TextAppearance.Material.Medium`, 18sp), paddingStart
    /// `abc_select_dialog_padding_start_material` (20dp), paddingEnd `?attr/dialogPreferredPadding` (24dp), drawableStart
    /// `?android:attr/listChoiceIndicatorSingle` (AOSP `btn_radio_material_anim` → `btn_radio_on_mtrl.xml`, 32dp wide)
    /// with drawablePadding 20dp, `ellipsize="marquee"` without a line limit (the text wraps: a marquee applies to one
    /// line only). The list (`AlertController`'s `RecycleListView`, a `ListView`) is measured `AT_MOST` the window's
    /// width and takes all of it (AOSP `ListView.onMeasure`: only an `UNSPECIFIED` width wraps the first child), so the
    /// window is as wide as it may grow. Checked here against Material Components' copy of the same row,
    /// `lib/java/com/google/android/material/dialog/res/layout/mtrl_alert_select_dialog_singlechoice.xml` (6e18866:
    /// paddingStart `abc_select_dialog_padding_start_material`, drawableStart `listChoiceIndicatorSingle`,
    /// drawablePadding 20dp, paddingEnd `?attr/dialogPreferredPadding`) and AOSP `btn_radio_on_mtrl.xml` (32dp); the
    /// 20dp of `abc_select_dialog_padding_start_material` is appcompat's `values/dimens.xml`, which no copy here held
    /// to check. The support library's v7 row before 2019 (`checkMark` at the end, 24dp both sides) is not modelled.
    public struct ChoiceListItem: Sendable, Hashable {
        public var appearance: String
        public var paddingStart: Double
        public var paddingEnd: Double
        public var indicatorWidth: Double
        public var drawablePadding: Double
        public var source: String
        /// Where the text starts: the padding, the radio button and its drawable padding (TextView's compound padding).
        public var compoundPaddingStart: Double { paddingStart + indicatorWidth + drawablePadding }
    }

    public static let singleChoiceListItem = ChoiceListItem(
        appearance: "?android:attr/textAppearanceMedium", paddingStart: 20, paddingEnd: dialogPreferredPadding, indicatorWidth: 32,
        drawablePadding: 20,
        source: "androidx appcompat res/layout/select_dialog_singlechoice_material.xml (as Material Components' mtrl_alert_select_dialog_singlechoice.xml, 6e18866), res/values/dimens.xml abc_select_dialog_padding_start_material; AOSP core/res/res/drawable/btn_radio_on_mtrl.xml; androidx preference ListPreferenceDialogFragmentCompat")

    /// A snackbar's message (`Widget.MaterialComponents.Snackbar.TextView`, Material 3 `Widget.Material3.Snackbar.TextView`):
    /// `maxLines` `design_snackbar_text_max_lines` = 2, ellipsized at the end, `?attr/textAppearanceBody2` (Material 3
    /// `m3_comp_snackbar_supporting_text_type` = `?attr/textAppearanceBodyMedium`), margins
    /// `mtrl_snackbar_message_margin_horizontal` 8dp; the snackbar is inset by `mtrl_snackbar_margin` /
    /// `m3_snackbar_margin` 8dp and padded by `mtrl_snackbar_padding_horizontal` 8dp (`Widget.MaterialComponents.Snackbar`).
    public static let snackbarMessageMaxLines = 2
    public static let snackbarMargin = 8.0
    public static let snackbarPadding = 8.0
    public static let snackbarMessageMargin = 8.0
    /// A snackbar's action (`setAction`): the `snackbar_action` Button of `mtrl_layout_snackbar_include.xml`,
    /// wrap_content beside the weighted message, `android:minWidth` 48dp, in the theme's `snackbarButtonStyle`
    /// (Material `theme/res/values/themes_base.xml`): `Widget.MaterialComponents.Button.TextButton.Snackbar`
    /// (paddings `mtrl_btn_text_btn_padding_left/right` 8dp, `?attr/textAppearanceButton`, maxWidth
    /// `mtrl_btn_max_width` 320dp) or `Widget.Material3.Button.TextButton.Snackbar` (paddings
    /// `m3_btn_text_btn_padding_left/right` 12dp, `m3_comp_button_small_label_text` = `?attr/textAppearanceLabelLarge`,
    /// maxWidth `m3_btn_max_width` 320dp): Material `button/res/values/styles.xml`, `dimens.xml`. The Material 3
    /// Expressive themes name `Widget.Material3Expressive.Button.TextButton.Snackbar`, sized by a button size overlay
    /// not in this table.
    /// `SnackbarContentLayout.onMeasure` turns the layout vertical (the action below the message, the message the
    /// whole width) when the message takes more than one line beside the action and the action is wider than the
    /// snackbar's `maxActionInlineWidth`, `design_snackbar_action_inline_max_width` 128dp (`Widget.Design.Snackbar`,
    /// which the Material Components and Material 3 snackbar styles extend: `snackbar/res/values/styles.xml`,
    /// `values/dimens.xml`; 0dp, never stacked, only from `sw600dp`).
    public static let snackbarActionMinWidth = 48.0
    public static let snackbarActionMaxWidth = 320.0
    public static let snackbarMaxActionInlineWidth = 128.0
    public static func snackbarAction(material3: Bool) -> (appearance: String, padding: Double) {
        material3 ? ("?attr/textAppearanceLabelLarge", 12) : ("?attr/textAppearanceButton", 8)
    }
    public static let snackbarActionSource = "Material snackbar/res/layout/mtrl_layout_snackbar_include.xml (snackbar_action, minWidth 48dp), button/res/values/styles.xml (…Button.TextButton.Snackbar), button/res/values/dimens.xml; SnackbarContentLayout.onMeasure (maxActionInlineWidth design_snackbar_action_inline_max_width 128dp)"

    public static func snackbarMessageAppearance(material3: Bool) -> String {
        material3 ? "?attr/textAppearanceBodyMedium" : "?attr/textAppearanceBody2"
    }

    /// A text toast (`Toast.makeText`) as SystemUI draws it since Android 12 (API 31). The system, not the app,
    /// inflates it (AOSP `packages/SystemUI/src/com/android/systemui/toast/SystemUIToast.java` `inflateToastView`:
    /// `R.layout.text_toast`, inflated with no parent, so the root's `layout_margin*` is dropped), into a
    /// `WRAP_CONTENT` window (`core/java/android/widget/ToastPresenter.java` `createLayoutParams`) that
    /// `ViewRootImpl.measureHierarchy` first measures at most `preferredDialogWidth` wide (see there):
    /// - `packages/SystemUI/res/layout/text_toast.xml`: a horizontal `LinearLayout` padded 16dp at the start and
    ///   the end; an `ImageView` 24dp wide with `layout_marginEnd` 10dp (the app's icon); the `TextView`
    ///   `maxLines="2"`, `ellipsize="end"`, `textAppearance` `TextAppearance.Toast`;
    /// - `core/res/res/values/styles.xml` `TextAppearance.Toast`: `config_bodyFontFamily`, 14sp, `lineHeight` 20sp;
    /// - `SystemUIToast.inflateToastView`: an app whose `targetSdkVersion` is below `S` (31) gets no two-line limit
    ///   and no icon; at 31 and above the icon shows and the text is cut after two lines (developer docs "Toasts
    ///   overview": "If your app targets Android 12 (API level 31) or higher, its toast is limited to two lines of
    ///   text and shows the application icon next to the text").
    public struct TextToast: Sendable {
        public let paddingStart = 16.0, paddingEnd = 16.0
        public let iconWidth = 24.0, iconMarginEnd = 10.0
        public let maxLines = 2
        public let appearance = TextAppearance(size: 14, lineHeight: 20,
                                               source: "AOSP core/res/res/values/styles.xml TextAppearance.Toast")
        /// The `targetSdkVersion` from which the two-line limit and the icon apply.
        public let twoLineLimitTargetSdk = 31
        public let source = "AOSP packages/SystemUI/res/layout/text_toast.xml, SystemUIToast.inflateToastView"
    }
    public static let textToast = TextToast()
}
