import Foundation

/// How wide a dialog's window is, read from the app's themes: the one reading the alert dialogs built in code
/// (`AndroidCodeDialogs`) and Compose's `Dialog`s (`ComposeScreenReader.dialogWindowNode`) share. The window
/// rules and the library themes' minimum widths are `AndroidTextModel`'s (`dialogWindowWidth`,
/// `windowThemeMinWidths`).
enum DialogWindows {
    /// A window theme's minimum width as the sources decide it.
    enum MinWidth: Sendable, Hashable {
        /// The theme's `android:windowMinWidthMinor` (nil: none, the window wraps its content up to 320dp).
        case decided(AndroidTextModel.WindowMinWidth?)
        /// Why the sources do not decide it.
        case undecided(String)
    }

    /// The minimum width of a window whose theme is the activity's theme with `windowTheme` applied over it
    /// (`android.app.Dialog` wraps its context in a `ContextThemeWrapper` of the dialog theme, which
    /// `Resources.Theme.applyStyle` lays over the activity's): the first of the overlay's own styles (the app's)
    /// that sets `android:windowMinWidthMinor`, else the library theme the chain reaches (`windowThemeMinWidths`),
    /// else the app's theme's own value.
    static func minWidth(windowTheme reference: String, resources: AndroidResources, screenWidth: Double) -> MinWidth {
        let (chain, externalName, loop) = resources.styleChain(reference, screenWidth: screenWidth)
        let external = externalName.map(libraryName)
        for style in chain {
            if let value = style.items[attribute] { return resolve(value, in: style.name, resources: resources, screenWidth: screenWidth) }
        }
        if let loop { return .undecided("the dialog window theme `\(AndroidResources.styleName(reference))` (its parents come back to `\(loop)`)") }
        if let external {
            if AndroidTextModel.activityThemeSetsNoWindowMinWidth(external) { return appThemeMinWidth(resources: resources, screenWidth: screenWidth) }
            guard let known = AndroidTextModel.windowThemeMinWidths[external] else {
                return .undecided("the dialog window theme `\(external)` (its `android:windowMinWidthMinor` is not in the table of library window themes)")
            }
            if let known { return .decided(known) }
        }
        return appThemeMinWidth(resources: resources, screenWidth: screenWidth)
    }

    static let attribute = "android:windowMinWidthMinor"

    /// A library or platform style's name as the table writes it (`android:Theme.X`, a parent written without the
    /// `@android:style/` form, is `Theme.X`).
    static func libraryName(_ name: String) -> String {
        name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
    }

    /// The `android:windowMinWidthMinor` the app's themes set themselves (the first theme by name, as
    /// `AndroidResources.themeAttributes` reads them), or none.
    static func appThemeMinWidth(resources: AndroidResources, screenWidth: Double) -> MinWidth {
        guard let (value, theme) = themeItem(attribute, resources: resources, screenWidth: screenWidth) else { return .decided(nil) }
        return resolve(value, in: theme, resources: resources, screenWidth: screenWidth)
    }

    /// The app's styles that can be an activity's theme: named with `Theme` (`Theme.App`, `AppTheme`,
    /// `AppTheme.Base`), overlays (`ThemeOverlay…`) left out.
    static func themeNames(_ resources: AndroidResources) -> [String] {
        resources.styles.keys.sorted().filter { $0.contains("Theme") && !$0.hasPrefix("ThemeOverlay") }
    }

    /// The value the app's themes give an item written exactly so (`android:dialogTheme`, not AppCompat's
    /// `dialogTheme`), and the style that sets it.
    static func themeItem(_ item: String, resources: AndroidResources, screenWidth: Double) -> (String, String)? {
        for name in themeNames(resources) {
            for style in resources.styleChain(name, screenWidth: screenWidth).chain {
                if let value = style.items[item] { return (value, style.name) }
            }
        }
        return nil
    }

    /// A `windowMinWidthMinor` value: `95%`, `300dp`, `@null`, or an app `@dimen/…` holding one; appcompat's
    /// `@dimen/abc_dialog_min_width_minor` is the table's 95%.
    static func resolve(_ value: String, in style: String, resources: AndroidResources, screenWidth: Double, depth: Int = 0) -> MinWidth {
        if value == "@null" { return .decided(nil) }
        if let width = AndroidTextModel.WindowMinWidth(value) { return .decided(width) }
        if value.hasPrefix("@dimen/"), depth < 8 {
            let name = String(value.dropFirst("@dimen/".count))
            if let dimen = resources.dimen(name, screenWidth: screenWidth) {
                return resolve(dimen, in: style, resources: resources, screenWidth: screenWidth, depth: depth + 1)
            }
            if name == "abc_dialog_min_width_minor" { return .decided(AndroidTextModel.windowThemeMinWidths[AndroidTextModel.libraryAlertDialogWindowTheme] ?? nil) }
        }
        return .undecided("a dialog window minimum width `\(value)` (in `\(style)`) the sources do not decide")
    }

    /// The minimum width of a Compose `Dialog`'s window: the app theme's `android:dialogTheme`, or the platform's
    /// `ThemeOverlay.Material.Dialog` (`AndroidTextModel.composeDialogWindowTheme`) that `Theme.Material`, and so
    /// every AppCompat, Material Components and Material 3 theme, names. A theme that extends the device's
    /// `Theme.DeviceDefault` gets the manufacturer's dialog theme, which the sources do not decide.
    static func composeDialogMinWidth(resources: AndroidResources, screenWidth: Double) -> MinWidth {
        if let (theme, _) = themeItem("android:dialogTheme", resources: resources, screenWidth: screenWidth) {
            return minWidth(windowTheme: theme, resources: resources, screenWidth: screenWidth)
        }
        for name in themeNames(resources) {
            if let external = resources.styleChain(name, screenWidth: screenWidth).external.map(libraryName),
               external.hasPrefix("Theme.DeviceDefault"), !external.contains(".Dialog") {
                return .undecided("a dialog window of the device's `\(external)` theme (its `android:dialogTheme` is the manufacturer's)")
            }
        }
        return minWidth(windowTheme: "@android:style/" + AndroidTextModel.composeDialogWindowTheme, resources: resources, screenWidth: screenWidth)
    }
}
