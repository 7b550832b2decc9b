import Foundation

/// A view's `style` that names a theme attribute (`style="?android:attr/borderlessButtonStyle"`,
/// `style="?android:textAppearanceMedium"`, `style="?attr/materialButtonOutlinedStyle"`): the inflater looks the
/// attribute up in the context's theme and reads the style the theme gives it (AOSP
/// `libs/androidfw/AttributeResolution.cpp` `ApplyStyle`: the XML's style attribute, when its value is of type
/// `TYPE_ATTRIBUTE`, is resolved through the theme before the style's bag is read).
///
/// Every one of the app's themes is asked, as `DialogWindows.themeNames` lists them (the launch screen's
/// core-splashscreen theme left out, as `AndroidCodeDialogs.appThemeLibraryParents` does): its own styles first,
/// then the library theme family it extends (`AndroidTextModel.libraryThemeStyleAttributes`). The reference names a
/// style only where every theme gives the same one; a theme whose family the table does not hold, or themes that
/// disagree, leave it undecided (the view keeps the reason it had: a style not in the defaults table).
enum ThemeStyleReference {
    /// The most attribute-to-attribute steps followed (`buttonStyle` → `?android:attr/buttonStyle` → a style).
    static let maximumDepth = 8

    /// The style reference (`@style/X`, `@android:style/X`) the app's themes give `reference`, or nil.
    static func style(_ reference: String, resources: AndroidResources, screenWidth: Double) -> String? {
        guard reference.hasPrefix("?") else { return nil }
        var found: String?
        for theme in DialogWindows.themeNames(resources) {
            let (chain, external, loop) = resources.styleChain(theme, screenWidth: screenWidth)
            guard loop == nil, let external = external.map(DialogWindows.libraryName), external.hasPrefix("Theme."),
                  !external.hasPrefix("Theme.SplashScreen") else { continue }
            guard let value = resolve(reference, chain: chain, family: AndroidTextModel.libraryThemeFamily(external), depth: 0) else {
                return nil
            }
            if let found, found != value { return nil }
            found = value
        }
        return found
    }

    /// The theme item a reference names: `?android:attr/x`, `?android:x` → `android:x`; `?attr/x`, `?x`,
    /// `?app:attr/x` → `x`.
    static func item(_ reference: String) -> String {
        let platform = reference.drop { $0 == "?" || $0 == "*" }.hasPrefix("android:")
        return (platform ? "android:" : "") + ScreenBuilder.themeAttributeName(reference)
    }

    private static func resolve(_ reference: String, chain: [AndroidResources.Style], family: AndroidTextModel.LibraryThemeFamily?,
                                depth: Int) -> String? {
        let item = item(reference)
        guard let value = chain.lazy.compactMap({ $0.items[item] }).first
                ?? family.flatMap({ AndroidTextModel.libraryThemeValue(item, family: $0) }) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("?") { return depth < maximumDepth ? resolve(trimmed, chain: chain, family: family, depth: depth + 1) : nil }
        return trimmed.hasPrefix("@") && trimmed != "@null" ? trimmed : nil
    }
}
