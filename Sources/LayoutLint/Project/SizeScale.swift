import Typesetter

/// The text sizes an element takes at each checked size category.
///
/// iOS: a `textStyle` follows Apple's Dynamic Type table; a fixed `size:` does not scale (one measurement,
/// size category nil) unless `scales: true`, which scales it like its text style (else body) does
/// (`UIFontMetrics.scaledValue(for:)`). Android: sizes are `sp` and always scale with the font scale; the
/// size categories map onto Android's font scales (see `androidFontScale`), and an sp size becomes dp
/// through Android 14's non-linear curve (`AndroidTextModel.dp(sp:fontScale:)`). macOS: no size scales
/// (one measurement, size category nil); a `textStyle` takes AppKit's fixed size for it.
public enum SizeScale {
    /// Size categories in Dynamic Type order, unknown ones and repeats left out.
    public static func ordered(_ categories: [String]) -> [String] {
        DynamicType.sizeCategories.filter { categories.contains($0) }
    }

    /// Every size category, smallest first.
    public static var all: [String] { DynamicType.sizeCategories }

    /// The categories in `categories` that `layoutlint` does not know.
    public static func unknown(_ categories: [String]) -> [String] {
        categories.filter { !DynamicType.sizeCategories.contains($0) }
    }

    /// Android's font scale for an iOS size category: the system settings' steps (Small 0.85, Default 1.0,
    /// Large 1.15, Largest 1.3, and Android 14's 1.5, 1.8, 2.0), lined up with Dynamic Type's default (L) and
    /// largest non-accessibility (xxxL) categories.
    public static func androidFontScale(_ category: String) -> Double {
        switch category {
        case "xS", "S", "M": 0.85
        case "L": 1.0
        case "xL": 1.15
        case "xxL", "xxxL": 1.3
        case "AX1": 1.5
        case "AX2": 1.8
        default: 2.0
        }
    }

    /// (size category, size) pairs, smallest category first; categories that give the size an earlier one
    /// already gave are left out (the earlier one is the first to show any problem).
    public static func sizes(for element: LayoutElement, platform: Platform, categories: [String]) -> [(category: String?, size: Double)] {
        var result: [(category: String?, size: Double)] = []
        func add(_ category: String?, _ size: Double) {
            if !result.contains(where: { abs($0.size - size) < 1e-9 }) { result.append((category, size)) }
        }
        switch platform {
        case .ios:
            if let size = element.size {
                guard element.scales else { return [(nil, size)] }
                let style = element.textStyle ?? "body"
                for category in categories {
                    if let scaled = DynamicType.size(style: style, category: category),
                       let base = DynamicType.size(style: style, category: "L") {
                        add(category, size * scaled / base)
                    }
                }
            } else if let style = element.textStyle {
                for category in categories {
                    if let size = DynamicType.size(style: style, category: category) { add(category, size) }
                }
            }
        case .macos:
            // AppKit has no Dynamic Type: a size is what the document or declaration says, at every category.
            if let size = element.size ?? element.textStyle.flatMap({ AppKitMetrics.textStyleSizes[$0] }) { return [(nil, size)] }
        case .android:
            let base = element.size ?? element.textStyle.flatMap { DynamicType.size(style: $0, category: "L") }
            guard let base else { return [] }
            // Compose for desktop draws sp at its own font scale (`ComposeMetrics.desktopFontScale`), at every category.
            guard element.followsFontScale else { return [(nil, AndroidTextModel.dp(sp: base, fontScale: ComposeMetrics.desktopFontScale))] }
            for category in categories { add(category, AndroidTextModel.dp(sp: base, fontScale: androidFontScale(category))) }
        }
        return result
    }

    /// An Android `lineHeight` given in sp at a size category: it converts through the same non-linear
    /// curve as the text size (`TypedValue.applyDimension` with the configuration's `FontScaleConverter`).
    public static func androidLineHeight(sp: Double, category: String?) -> Double {
        guard let category else { return sp }
        return AndroidTextModel.dp(sp: sp, fontScale: androidFontScale(category))
    }
}
