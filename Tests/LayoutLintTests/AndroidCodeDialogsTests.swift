import Foundation
@testable import LayoutLint
import XCTest

/// Alert dialogs, snackbars and toasts built in Kotlin / Java around string resources (`AndroidCodeDialogs`),
/// on small hand-made apps. Every expected width is derived in the test from the platform values cited in
/// `AndroidTextModel` (Material Components `dialog/res`, `snackbar/res`, `button/res`; androidx appcompat
/// `abc_alert_dialog_material.xml`, `DialogTitle.java`).
final class AndroidCodeDialogsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-dialogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    /// Writes files under `app/src/main/` with a theme of `parent` and imports the app.
    func importApp(theme parent: String, _ files: [String: String]) throws -> ImportResult {
        try Self.importApp(in: folder, theme: parent, files)
    }

    /// Writes `files` under `folder`'s `app/src/main/`, with an empty layout (unless one is given) and a theme of
    /// `parent`, and imports the app's resource folders.
    static func importApp(in folder: URL, theme parent: String, targetSdk: Int? = nil, _ files: [String: String]) throws -> ImportResult {
        let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#
        var all = files
        if all["res/layout/empty.xml"] == nil {
            all["res/layout/empty.xml"] = "<FrameLayout \(namespaces) android:layout_width=\"match_parent\" android:layout_height=\"match_parent\"/>"
        }
        all["res/values/themes.xml"] = "<resources><style name=\"Theme.App\" parent=\"\(parent)\"/></resources>"
        return try importAndroidApp(in: folder, all, settings: AndroidImportSettings(targetSdk: targetSdk))
    }

    /// Boxes of a screen whose texts are `natural` dp wide on one line.
    func boxes(_ screen: LayoutScreen, width: Double = 360, natural: [String: Double]) -> [String: Double] {
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            natural[id].map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
        return screen.container!.layout.resolve(query).boxes.mapValues(\.width)
    }

    func reasons(_ screen: LayoutScreen?) -> [String: String] {
        Dictionary((screen?.skipped ?? []).map { ($0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
    }

    func testMaterial3AlertDialogTitleMessageAndButtons() throws {
        let result = try importApp(theme: "Theme.Material3.DayNight", [
            "java/com/example/Confirm.kt": """
                class Confirm : Fragment() {
                    fun ask() {
                        MaterialAlertDialogBuilder(requireContext())
                            .setTitle(R.string.delete_title)
                            .setMessage(getString(R.string.delete_message))
                            .setPositiveButton(R.string.delete) { _, _ -> viewModel.delete() }
                            .setNegativeButton(R.string.cancel, null)
                            .show()
                    }
                }
                """,
        ])
        let dialog = try XCTUnwrap(result.screens.first { $0.name == "dialog@Confirm.kt:3" }, "\(result.screens.map(\.name))")
        XCTAssertEqual(dialog.elements.map(\.key), ["delete_title", "delete_message", "delete", "cancel"])
        XCTAssertEqual(dialog.elements.map(\.location.line), [4, 5, 6, 7])
        let title = dialog.elements[0], message = dialog.elements[1], delete = dialog.elements[2]
        // DialogTitle's fallback: two lines at TextAppearance.Medium, 18sp.
        XCTAssertEqual(title.maxLines, 2)
        XCTAssertEqual(title.size, 18)
        // m3_comp_dialog_supporting_text_type → BodyMedium 14sp; no line limit (the message scrolls).
        XCTAssertEqual(message.size, 14)
        XCTAssertNil(message.maxLines)
        // Widget.Material3.Button.TextButton.Dialog: one line, LabelLarge 14sp weight 500.
        XCTAssertEqual(delete.maxLines, 1)
        XCTAssertEqual(delete.size, 14)
        XCTAssertEqual(delete.weight, 500)
        // The window: ThemeOverlay.Material3.MaterialAlertDialog extends ThemeOverlay.AppCompat.Dialog.Alert, whose
        // android:windowMinWidthMinor is abc_dialog_min_width_minor, 95%: the content measured at AT_MOST 320dp
        // (config_prefDialogWidth) is narrower, so DecorView measures the window again at exactly 0.95 × 360 =
        // 342dp. Less 2 × 24dp background inset = 294dp; title and message padded by 24dp on each side: 246dp.
        // A button: bar padded by 24dp (246dp), marginStart 8dp, its own padding 12 + 12: 214dp of text.
        let wide = boxes(dialog, natural: ["title": 900, "message": 900, "positive_button": 900, "negative_button": 30])
        XCTAssertEqual(wide["title"]!, 246, accuracy: 1e-9)
        XCTAssertEqual(wide["message"]!, 246, accuracy: 1e-9)
        XCTAssertEqual(wide["positive_button"]!, 246 - 8 - 24, accuracy: 1e-9)
        // A short button is at least minWidth 64dp wide, its text box 64 − 24 = 40dp.
        XCTAssertEqual(wide["negative_button"]!, 40, accuracy: 1e-9)
        // 411dp: a window of 0.95 × 411 = 390.45dp, less 48dp of inset and 48dp of padding.
        XCTAssertEqual(boxes(dialog, width: 411, natural: ["title": 900])["title"]!, 0.95 * 411 - 48 - 48, accuracy: 1e-9)
    }

    /// A theme that sets a dialog theme or title style restyles the title: its appearance and line count are
    /// the app's, so the title is skipped with that reason; the message and buttons keep the defaults.
    func testATitleTheAppThemeRestylesIsSkippedWithTheAttribute() throws {
        let result = try importApp(theme: "Theme.Material3.DayNight", [
            "res/values/styles.xml": """
                <resources><style name="Theme.App.Dialogs" parent="Theme.App">
                <item name="materialAlertDialogTheme">@style/ThemeOverlay.App.Dialog</item></style></resources>
                """,
            "java/com/example/Confirm.kt": """
                class Confirm : Fragment() {
                    fun ask() {
                        MaterialAlertDialogBuilder(requireContext()).setTitle(R.string.delete_title).setMessage(R.string.delete_message).show()
                    }
                }
                """,
        ])
        let dialog = try XCTUnwrap(result.screens.first { $0.name == "dialog@Confirm.kt:3" }, "\(result.screens.map(\.name))")
        XCTAssertEqual(dialog.elements.map(\.key), ["delete_message"])
        XCTAssertTrue(dialog.skipped.contains { $0.reason.contains("restyled by the app's theme (materialAlertDialogTheme)") }, "\(dialog.skipped)")
    }

    /// Buttons the app styles itself, through the dialog theme overlay its theme names (`buttonBarPositiveButtonStyle`
    /// set in the overlay or in one of the overlay's parents, as a filled `Widget.Material3.Button` with 24dp
    /// padding and no one-line limit), are skipped with the attribute and the style that sets it; an overlay that
    /// leaves the buttons alone (a color) keeps the library's dialog text buttons.
    func testButtonsTheAppsDialogThemeRestylesAreSkippedWithTheStyle() throws {
        let code = """
            class Confirm : Fragment() {
                fun ask() {
                    MaterialAlertDialogBuilder(requireContext()).setMessage(R.string.delete_message)
                        .setPositiveButton(R.string.delete, null)
                        .setNegativeButton(R.string.cancel, null)
                        .show()
                }
            }
            """
        let restyled = try importApp(theme: "Theme.Material3.DayNight", [
            "res/values/styles.xml": """
                <resources><style name="Theme.App.Dialogs" parent="Theme.App">
                <item name="materialAlertDialogTheme">@style/AppDialog</item></style>
                <style name="AppDialogBase" parent="ThemeOverlay.Material3.MaterialAlertDialog">
                <item name="buttonBarPositiveButtonStyle">@style/Widget.Material3.Button</item></style>
                <style name="AppDialog" parent="AppDialogBase"><item name="colorPrimary">#FF0000</item></style></resources>
                """,
            "java/com/example/Confirm.kt": code,
        ])
        let dialog = try XCTUnwrap(restyled.screens.first { $0.name == "dialog@Confirm.kt:3" }, "\(restyled.screens.map(\.name))")
        XCTAssertEqual(dialog.elements.map(\.key), ["delete_message"])
        XCTAssertEqual(dialog.skipped.filter { $0.reason.contains("button restyled by the app's theme (buttonBarPositiveButtonStyle in AppDialogBase)") }
            .compactMap(\.key).sorted(), ["cancel", "delete"], "\(dialog.skipped)")
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let recolored = try importApp(theme: "Theme.Material3.DayNight", [
            "res/values/styles.xml": """
                <resources><style name="Theme.App.Dialogs" parent="Theme.App">
                <item name="materialAlertDialogTheme">@style/AppDialog</item></style>
                <style name="AppDialog" parent="ThemeOverlay.Material3.MaterialAlertDialog"><item name="colorPrimary">#FF0000</item></style></resources>
                """,
            "java/com/example/Confirm.kt": code,
        ])
        let plain = try XCTUnwrap(recolored.screens.first { $0.name == "dialog@Confirm.kt:3" })
        XCTAssertEqual(plain.elements.map(\.key), ["delete_message", "delete", "cancel"])
    }

    /// A theme has the items of the app's styles it extends: `Theme.Red` extends `BaseTheme` (a name no theme
    /// filter matches), which names the dialog theme overlay; the buttons that overlay restyles are the app's,
    /// so skipped.
    func testADialogThemeAThemeInheritsFromTheAppsBaseStyleCounts() throws {
        let result = try importApp(theme: "Theme.Material3.DayNight", [
            "res/values/styles.xml": """
                <resources><style name="BaseTheme" parent="Theme.Material3.DayNight.NoActionBar">
                <item name="materialAlertDialogTheme">@style/AppDialog</item></style>
                <style name="Theme.Red" parent="BaseTheme"><item name="colorPrimary">#FF0000</item></style>
                <style name="AppDialog" parent="ThemeOverlay.Material3.MaterialAlertDialog">
                <item name="buttonBarNegativeButtonStyle">@style/Widget.Material3.Button.OutlinedButton</item></style></resources>
                """,
            "java/com/example/Confirm.kt": """
                class Confirm : Fragment() {
                    fun ask() {
                        MaterialAlertDialogBuilder(requireContext()).setTitle(R.string.delete_title)
                            .setMessage(R.string.delete_message)
                            .setPositiveButton(R.string.delete, null)
                            .show()
                    }
                }
                """,
        ])
        let dialog = try XCTUnwrap(result.screens.first { $0.name == "dialog@Confirm.kt:3" }, "\(result.screens.map(\.name))")
        // The overlay changes the buttons only: the title keeps the library's style.
        XCTAssertEqual(dialog.elements.map(\.key), ["delete_title", "delete_message"])
        XCTAssertEqual(Set(dialog.skipped.compactMap(\.key)), ["delete"], "\(dialog.skipped)")
        XCTAssertTrue(dialog.skipped.contains { $0.reason.contains("buttonBarNegativeButtonStyle in AppDialog") }, "\(dialog.skipped)")
    }

    /// A dialog overlay that extends the library's and changes only the buttons or colours keeps the library's
    /// title (laid out); one that sets the title's appearance, or extends an overlay the defaults table does not
    /// describe, restyles it (skipped).
    func testATitleIsRestyledOnlyByAnOverlayThatChangesIt() throws {
        func titleKept(overlay: String) throws -> Bool {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = try importApp(theme: "Theme.Material3.DayNight", [
                "res/values/styles.xml": """
                    <resources><style name="Theme.App.Dialogs" parent="Theme.App">
                    <item name="materialAlertDialogTheme">@style/AppDialog</item></style>\(overlay)</resources>
                    """,
                "java/com/example/Confirm.kt": """
                    class Confirm : Fragment() {
                        fun ask() {
                            MaterialAlertDialogBuilder(requireContext()).setTitle(R.string.delete_title).setMessage(R.string.delete_message).show()
                        }
                    }
                    """,
            ])
            let dialog = try XCTUnwrap(result.screens.first { $0.name == "dialog@Confirm.kt:3" })
            return dialog.elements.contains { $0.key == "delete_title" }
        }
        XCTAssertTrue(try titleKept(overlay: """
            <style name="AppDialog" parent="ThemeOverlay.Material3.MaterialAlertDialog"><item name="colorPrimary">#FF0000</item></style>
            """))
        XCTAssertFalse(try titleKept(overlay: """
            <style name="AppDialogBase" parent="ThemeOverlay.Material3.MaterialAlertDialog"><item name="textAppearanceHeadlineSmall">@style/Big</item></style>
            <style name="AppDialog" parent="AppDialogBase"/>
            """))
        XCTAssertFalse(try titleKept(overlay: """
            <style name="AppDialog" parent="ThemeOverlay.Material3.MaterialAlertDialog.Centered"/>
            """))
    }

    func testKotlinScopeFunctionBlockCallsTheBuilder() throws {
        let result = try importApp(theme: "Theme.Material3.DayNight", [
            "java/com/example/Tabs.kt": """
                class Tabs : Activity() {
                    fun close() {
                        MaterialAlertDialogBuilder(this).run {
                            setMessage(R.string.close_all_tabs_confirm)
                            setPositiveButton(R.string.close_all_tabs_confirm_yes) { _, _ -> closeAll() }
                            show()
                        }
                    }
                }
                """,
        ])
        let dialog = try XCTUnwrap(result.screens.first { $0.name == "dialog@Tabs.kt:3" })
        XCTAssertEqual(dialog.elements.map(\.key), ["close_all_tabs_confirm", "close_all_tabs_confirm_yes"])
        XCTAssertEqual(dialog.elements.map(\.location.line), [4, 5])
    }

    /// The window's minimum width is read through the overlay the app's theme names: an overlay that sets
    /// `android:windowMinWidthMinor` 100% makes the window the screen's 360dp (message: 360 − 2 × 24dp inset − 2 ×
    /// 24dp padding = 264dp); one whose parent is a theme not in the table of window themes is skipped with it.
    func testTheAlertDialogWindowWidthFollowsTheAppsOverlay() throws {
        let code = [
            "java/com/example/Ask.kt": """
                class Ask : Fragment() {
                    fun ask() {
                        MaterialAlertDialogBuilder(requireContext()).setMessage(R.string.ask_message).show()
                    }
                }
                """,
        ]
        var full = code
        full["res/values/styles.xml"] = """
            <resources>
                <style name="Theme.App.Dialogs" parent="Theme.Material3.DayNight"><item name="materialAlertDialogTheme">@style/AppAlertOverlay</item></style>
                <style name="AppAlertOverlay" parent="ThemeOverlay.Material3.MaterialAlertDialog"><item name="android:windowMinWidthMinor">100%</item></style>
            </resources>
            """
        let wide = try XCTUnwrap(try importApp(theme: "Theme.Material3.DayNight", full).screens.first { $0.name.hasPrefix("dialog@Ask.kt") })
        XCTAssertEqual(boxes(wide, natural: ["message": 900])["message"]!, 360 - 48 - 48, accuracy: 1e-9)
        var unknown = code
        unknown["res/values/styles.xml"] = """
            <resources>
                <style name="Theme.App.Dialogs" parent="Theme.Material3.DayNight"><item name="materialAlertDialogTheme">@style/AppAlertOverlay</item></style>
                <style name="AppAlertOverlay" parent="ThemeOverlay.SomeLibrary.Alert"/>
            </resources>
            """
        let skipped = try XCTUnwrap(try importApp(theme: "Theme.Material3.DayNight", unknown).screens.first { $0.name.hasPrefix("dialog@Ask.kt") })
        XCTAssertNil(boxes(skipped, natural: ["message": 900])["message"])
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: 360) { _, _ in
            TextMeasurement(naturalWidth: 10, width: 10, height: 20, lineCount: 1)
        }
        let measured = skipped.container!.layout.resolve(query).skipped
        XCTAssertTrue(measured["message"]?.contains("ThemeOverlay.SomeLibrary.Alert") ?? false, "\(measured)")
    }

    /// AppCompat's builder in AppCompat's themes: `buttonBarButtonStyle` `Widget.AppCompat.Button.ButtonBar.AlertDialog`
    /// (appcompat `values/themes_base.xml`), the platform's borderless button on API 21+ (12dp padding each side,
    /// minWidth 64dp, no line limit) in `abc_alert_dialog_button_bar_material.xml` (paddingLeft/Right 12dp). The
    /// expected widths come from those values and the window's: 95% of 360 = 342dp less the 16dp inset each side.
    /// A Bridge theme among the app's keeps AppCompat's overlay while the others set Material's: not decided.
    func testAppCompatBuilderButtonsInAnAppCompatTheme() throws {
        let code = """
            import androidx.appcompat.app.AlertDialog;
            class Settings extends Activity {
                void confirm() {
                    new AlertDialog.Builder(this).setTitle(R.string.logout_title).setPositiveButton(R.string.yes, null).show();
                }
            }
            """
        let appCompat = try XCTUnwrap(try importApp(theme: "Theme.AppCompat.Light.NoActionBar", ["java/com/example/Settings.java": code])
            .screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        XCTAssertNil(reasons(appCompat)["positive_button"])
        let button = try XCTUnwrap(appCompat.elements.first { $0.key == "yes" })
        XCTAssertNil(button.maxLines)
        XCTAssertEqual(button.size, 14)
        // The text's box: the bar's width less the button's 12dp of padding each side.
        let window: Double = 0.95 * 360
        let bar: Double = window - 2 * 16 - 2 * 12
        XCTAssertEqual(boxes(appCompat, natural: ["positive_button": 900])["positive_button"]!, bar - 2 * 12, accuracy: 1e-9)
        // A short label: the button's minimum width, 64dp, less its padding.
        XCTAssertEqual(boxes(appCompat, natural: ["positive_button": 30])["positive_button"]!, 64 - 2 * 12, accuracy: 1e-9)
        XCTAssertEqual(boxes(appCompat, natural: ["positive_button": 50])["positive_button"]!, 50, accuracy: 1e-9)
        // Themes named without a `Theme` prefix count too, and the launch screen's core-splashscreen theme does not:
        // `installSplashScreen()` sets `postSplashScreenTheme` before any dialog shows.
        try? FileManager.default.removeItem(at: folder)
        let splash = try XCTUnwrap(try importApp(theme: "Theme.AppCompat.Light.NoActionBar", [
            "java/com/example/Settings.java": code,
            "res/values/splash.xml": """
                <resources><style name="AppTheme" parent="Theme.AppCompat.DayNight.NoActionBar"/>
                <style name="AppTheme.Starting" parent="Theme.SplashScreen"><item name="postSplashScreenTheme">@style/AppTheme</item></style></resources>
                """,
        ]).screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        XCTAssertNil(reasons(splash)["positive_button"])
        // An app theme on Material Components beside the AppCompat one: which dialog shows is not decided.
        try? FileManager.default.removeItem(at: folder)
        let mixed = try XCTUnwrap(try importApp(theme: "Theme.AppCompat.Light.NoActionBar", [
            "java/com/example/Settings.java": code,
            "res/values/other.xml": "<resources><style name=\"AppTheme\" parent=\"Theme.MaterialComponents.DayNight\"/></resources>",
        ]).screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        XCTAssertTrue(reasons(mixed)["positive_button"]?.contains("Widget.AppCompat.Button.ButtonBar.AlertDialog") ?? false, "\(reasons(mixed))")
        // An AppCompat theme whose dialog overlay swaps the dialog's layout: not decided.
        try? FileManager.default.removeItem(at: folder)
        let swapped = try XCTUnwrap(try importApp(theme: "Theme.AppCompat.Light.NoActionBar", [
            "java/com/example/Settings.java": code,
            "res/values/dialogs.xml": """
                <resources><style name="Theme.App.Dialogs" parent="Theme.AppCompat.Light"><item name="alertDialogTheme">@style/AppAlert</item></style>
                <style name="AppAlert" parent="ThemeOverlay.AppCompat.Dialog.Alert"><item name="alertDialogStyle">@style/AppAlertStyle</item></style></resources>
                """,
        ]).screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        XCTAssertTrue(reasons(swapped)["positive_button"]?.contains("Widget.AppCompat.Button.ButtonBar.AlertDialog") ?? false, "\(reasons(swapped))")
        // A Material Components Bridge theme (which keeps AppCompat's alertDialogTheme): not decided.
        try? FileManager.default.removeItem(at: folder)
        let bridge = try XCTUnwrap(try importApp(theme: "Theme.MaterialComponents.Light.NoActionBar.Bridge", ["java/com/example/Settings.java": code])
            .screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        XCTAssertTrue(reasons(bridge)["positive_button"]?.contains("Widget.AppCompat.Button.ButtonBar.AlertDialog") ?? false, "\(reasons(bridge))")
        // Material 3: the same bar, Widget.Material3.Button.TextButton.Dialog.Flush (12dp padding each side).
        try? FileManager.default.removeItem(at: folder)
        let material3 = try importApp(theme: "Theme.Material3.Light.NoActionBar", ["java/com/example/Settings.java": code])
        let m3Dialog = try XCTUnwrap(material3.screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        XCTAssertNil(reasons(m3Dialog)["positive_button"])
        XCTAssertEqual(boxes(m3Dialog, natural: ["positive_button": 900])["positive_button"]!, 310 - 24 - 24, accuracy: 1e-9)
    }

    func testAppCompatBuilderOnAVariableInJava() throws {
        let result = try importApp(theme: "Theme.MaterialComponents.Light.NoActionBar", [
            "java/com/example/Settings.java": """
                import androidx.appcompat.app.AlertDialog;
                class Settings extends Activity {
                    void confirm(int count) {
                        AlertDialog.Builder builder = new AlertDialog.Builder(this);
                        builder.setTitle(R.string.logout_title);
                        builder.setMessage(getString(R.string.logout_count, count));
                        toolbar.setTitle(R.string.not_the_dialog);
                        builder.setPositiveButton(R.string.yes, (d, w) -> logout());
                        builder.create().show();
                    }
                }
                """,
        ])
        let dialog = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("dialog@Settings.java") })
        // The message is a format: laid out with the sample arguments.
        XCTAssertEqual(dialog.elements.map(\.key), ["logout_title", "logout_count", "yes"])
        XCTAssertEqual(dialog.elements[0].size, 18)
        // The window is 95% of 360 = 342dp (ThemeOverlay.MaterialComponents.Dialog.Alert extends
        // ThemeOverlay.AppCompat.Dialog.Alert, abc_dialog_min_width_minor); AppCompat window background inset
        // 16dp: 342 − 32 = 310dp; the title panel padded by 24dp each side.
        XCTAssertEqual(boxes(dialog, natural: ["title": 900])["title"]!, 310 - 48, accuracy: 1e-9)
        let skipped = reasons(dialog)
        XCTAssertNil(skipped["message"])
        // The theme's alertDialogTheme (ThemeOverlay.MaterialComponents.Dialog.Alert) keeps appcompat's button bar,
        // padded 12dp each side (abc_alert_dialog_button_bar_material.xml), with TextButton.Dialog.Flush buttons:
        // 8dp padding each side, no margin. A button that does not fit stacks, one a row: 310 − 24 − 16.
        XCTAssertNil(skipped["positive_button"])
        XCTAssertEqual(boxes(dialog, natural: ["positive_button": 900])["positive_button"]!, 310 - 24 - 16, accuracy: 1e-9)
        // A Button: a control, which the hierarchy pairs pass over (its shape tells it from the message).
        XCTAssertEqual(dialog.elements.first { $0.key == "yes" }?.kind, .button)
        XCTAssertEqual(dialog.elements.first { $0.key == "logout_title" }?.kind, .label)
        XCTAssertFalse(dialog.skipped.contains { $0.key == "not_the_dialog" })
        // Every key the code names rides on the import's first screen, for the coverage's reasons.
        let named = result.screens[0].keysNamedInCode
        XCTAssertEqual(named.compactMap(\.key), ["logout_count", "logout_title", "not_the_dialog", "yes"])
        XCTAssertEqual(named.first { $0.key == "not_the_dialog" }?.location.line, 7)
        // Each with the cause read at its first reference (`AndroidCodeKeyReasons`): a format, a toolbar's title.
        XCTAssertEqual(named.first { $0.key == "logout_count" }?.reason, AndroidCodeKeyReasons.format)
        XCTAssertEqual(named.first { $0.key == "not_the_dialog" }?.reason, AndroidCodeKeyReasons.title)
    }

    func testPlatformDialogToastAndSnackbar() throws {
        let result = try importApp(theme: "Theme.MaterialComponents.DayNight", [
            "java/com/example/Upload.kt": """
                import android.app.AlertDialog
                import com.google.android.material.snackbar.Snackbar
                class Upload : Activity() {
                    fun done() {
                        AlertDialog.Builder(this).setMessage(R.string.platform_message).show()
                        Toast.makeText(this, R.string.uploaded, Toast.LENGTH_SHORT).show()
                        Snackbar.make(binding.root, R.string.saved, Snackbar.LENGTH_LONG).show()
                        Snackbar.make(binding.root, R.string.removed, Snackbar.LENGTH_LONG)
                            .setAction(R.string.undo) { restore() }
                            .show()
                        Toast.makeText(this, "literal", Toast.LENGTH_SHORT).show()
                    }
                }
                """,
        ])
        // android.app.AlertDialog in a Material Components theme: Theme.Material's dialog (below).
        let platform = try XCTUnwrap(result.screens.first { $0.name == "dialog@Upload.kt:5" })
        XCTAssertEqual(platform.elements.map(\.key), ["platform_message"])
        let toast = try XCTUnwrap(result.screens.first { $0.name == "toast@Upload.kt:6" })
        XCTAssertEqual(toast.skipped.map(\.key), ["uploaded"])
        XCTAssertEqual(toast.skipped.map(\.reason), [AndroidCodeDialogs.toastReason(targetSdk: nil)])
        let saved = try XCTUnwrap(result.screens.first { $0.name == "snackbar@Upload.kt:7" })
        XCTAssertEqual(saved.elements.map(\.key), ["saved"])
        XCTAssertEqual(saved.elements[0].maxLines, 2)            // design_snackbar_text_max_lines
        XCTAssertEqual(saved.elements[0].size, 14)               // textAppearanceBody2
        // 360 − 2 × 8dp margin − 2 × 8dp padding − 2 × 8dp message margin = 312dp.
        XCTAssertEqual(boxes(saved, natural: ["message": 900])["message"]!, 312, accuracy: 1e-9)
        // With an action: the message and the action button, side by side (`testASnackbarActionSharesTheRowOrStacksBelow`).
        let removed = try XCTUnwrap(result.screens.first { $0.name == "snackbar@Upload.kt:8" })
        XCTAssertEqual(removed.elements.map(\.key), ["removed", "undo"])
        XCTAssertEqual(removed.elements.map(\.kind), [.label, .button])
        XCTAssertTrue(removed.skipped.isEmpty, "\(removed.skipped)")
        // A literal is no resource.
        XCTAssertEqual(result.screens.first { $0.name == "toast@Upload.kt:11" }?.skipped.map(\.reason), [AndroidCodeDialogs.literalReason])
    }

    /// A snackbar with an action is Material's `SnackbarContentLayout` (`mtrl_layout_snackbar_include.xml`): the message
    /// (weight 1, 8dp margins) beside the action button (wrap_content, minWidth 48dp; Material Components'
    /// `Widget.MaterialComponents.Button.TextButton.Snackbar` pads it 8dp a side, Material 3's 12dp). The expected
    /// widths follow `LinearLayout.measureHorizontal` and `SnackbarContentLayout.onMeasure` by hand: the row is
    /// 360 − 2 × 8dp margin = 344dp, padded 8dp a side (328dp inside).
    /// - a 40dp action is max(40 + 2 × 8, 48) = 56dp wide; the message gets 328 − 56 − 2 × 8 = 256dp;
    /// - a 150dp action is 166dp, wider than `maxActionInlineWidth` 128dp: a 900dp message, two lines in the
    ///   328 − 166 − 16 = 146dp left beside it, makes the layout vertical, and the message gets 328 − 16 = 312dp;
    /// - the same action beside a 100dp message, one line in those 146dp, stays beside it: 146dp.
    func testASnackbarActionSharesTheRowOrStacksBelow() throws {
        func screen(theme: String, line: Int = 4) throws -> LayoutScreen {
            let result = try importApp(theme: theme, [
                "java/com/example/Undo.kt": """
                    import com.google.android.material.snackbar.Snackbar
                    class Undo : Fragment() {
                        fun removed() {
                            Snackbar.make(requireView(), R.string.removed, Snackbar.LENGTH_LONG)
                                .setAction(R.string.undo) { restore() }
                                .show()
                        }
                        fun computed() {
                            Snackbar.make(requireView(), R.string.removed_all, Snackbar.LENGTH_LONG).setAction(label) { restore() }.show()
                        }
                    }
                    """,
            ])
            return try XCTUnwrap(result.screens.first { $0.name == "snackbar@Undo.kt:\(line)" })
        }
        /// Boxes where a text of `natural` dp takes ceil(natural / width) lines.
        func boxes(_ screen: LayoutScreen, natural: [String: Double]) -> [String: Double] {
            let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: 360) { id, width in
                natural[id].map { TextMeasurement(naturalWidth: $0, width: min($0, width ?? $0), height: 20,
                                                  lineCount: Int((($0 / (width ?? $0)) - 1e-9).rounded(.up))) }
            }
            return screen.container!.layout.resolve(query).boxes.mapValues(\.width)
        }
        let material = try screen(theme: "Theme.MaterialComponents.DayNight")
        XCTAssertEqual(material.elements.map(\.id), ["message", "action_button"])
        XCTAssertEqual(material.elements[1].kind, .button)
        XCTAssertNil(material.elements[1].maxLines)
        let inline = boxes(material, natural: ["message": 900, "action_button": 40])
        XCTAssertEqual(inline["message"]!, 256, accuracy: 1e-9)
        XCTAssertEqual(inline["action_button"]!, 40, accuracy: 1e-9)
        let stacked = boxes(material, natural: ["message": 900, "action_button": 150])
        XCTAssertEqual(stacked["message"]!, 312, accuracy: 1e-9)
        XCTAssertEqual(stacked["action_button"]!, 150, accuracy: 1e-9)
        let oneLine = boxes(material, natural: ["message": 100, "action_button": 150])
        XCTAssertEqual(oneLine["message"]!, 146, accuracy: 1e-9)
        // Material 3: 12dp a side, a 40dp action is 64dp; the message 328 − 64 − 16 = 248dp.
        let material3 = try screen(theme: "Theme.Material3.DayNight")
        XCTAssertEqual(boxes(material3, natural: ["message": 900, "action_button": 40])["message"]!, 248, accuracy: 1e-9)
        // An action the code computes: neither text is laid out, each with its reason.
        let computed = try screen(theme: "Theme.MaterialComponents.DayNight", line: 9)
        XCTAssertTrue(computed.elements.isEmpty)
        XCTAssertEqual(computed.skipped.compactMap(\.key), ["removed_all"])
        XCTAssertTrue(reasons(computed)["message"]?.contains("whose message or action is not laid out") ?? false, "\(reasons(computed))")
        XCTAssertTrue(reasons(computed)["action_button"]?.contains("computes") ?? false, "\(reasons(computed))")
        // A Material 3 Expressive theme's snackbar button is sized by an overlay not in the table.
        let expressive = try screen(theme: "Theme.Material3Expressive.DayNight")
        XCTAssertTrue(expressive.elements.isEmpty)
        XCTAssertTrue(reasons(expressive)["action_button"]?.contains("Expressive") ?? false, "\(reasons(expressive))")
    }

    /// A text toast where the app targets API 31 or later is SystemUI's `text_toast` (AOSP
    /// `packages/SystemUI/res/layout/text_toast.xml`, `SystemUIToast.inflateToastView`). The expected widths come
    /// from that layout: the window wraps its content up to `config_prefDialogWidth` 320dp (ViewRootImpl.measureHierarchy),
    /// padded 16dp at each side, and the app's 24dp icon with its 10dp end margin comes first, so the text has at most
    /// 320 − 2 × 16 − (24 + 10) = 254dp, on a 360dp and on a 411dp screen alike; two lines at 14sp (TextAppearance.Toast).
    /// Below API 31 SystemUI sets no line limit: the toast is skipped with that reason.
    func testTextToastInSystemUILayout() throws {
        let files = ["java/com/example/Upload.kt": """
            class Upload : Activity() {
                fun done() {
                    Toast.makeText(this, R.string.uploaded, Toast.LENGTH_SHORT).show()
                }
            }
            """]
        let result = try Self.importApp(in: folder, theme: "Theme.Material3.DayNight", targetSdk: 31, files)
        let toast = try XCTUnwrap(result.screens.first { $0.name == "toast@Upload.kt:3" }, "\(result.screens.map(\.name))")
        XCTAssertEqual(toast.elements.map(\.key), ["uploaded"])
        XCTAssertEqual(toast.elements[0].maxLines, 2)
        XCTAssertEqual(toast.elements[0].size, 14)
        XCTAssertEqual(boxes(toast, natural: ["toast": 900])["toast"]!, 254, accuracy: 1e-9)
        XCTAssertEqual(boxes(toast, width: 411, natural: ["toast": 900])["toast"]!, 254, accuracy: 1e-9)
        // A short text: the window wraps it.
        XCTAssertEqual(boxes(toast, natural: ["toast": 100])["toast"]!, 100, accuracy: 1e-9)

        let older = try Self.importApp(in: folder, theme: "Theme.Material3.DayNight", targetSdk: 30, files)
        let untouched = try XCTUnwrap(older.screens.first { $0.name == "toast@Upload.kt:3" })
        XCTAssertTrue(untouched.elements.isEmpty)
        XCTAssertEqual(untouched.skipped.map(\.reason), [AndroidCodeDialogs.toastReason(targetSdk: 30)])
        XCTAssertTrue(AndroidCodeDialogs.toastReason(targetSdk: 30).contains("no line limit"))
    }

    /// The same toast shown from two functions (a network check before two actions) is the same window around
    /// the same text: one screen, at the first site in file order. A toast of a literal text stays one skipped
    /// element per site.
    func testToastsOfTheSameTextAreOneScreen() throws {
        let files = ["java/com/example/Sync.kt": """
            class Sync : Activity() {
                fun sync() {
                    Toast.makeText(this, getString(R.string.offline), Toast.LENGTH_SHORT).show()
                }
                fun sweep() {
                    Toast.makeText(this, getString(R.string.offline), Toast.LENGTH_SHORT).show()
                    Toast.makeText(this, "debug", Toast.LENGTH_SHORT).show()
                    Toast.makeText(this, "debug", Toast.LENGTH_SHORT).show()
                }
            }
            """]
        let result = try Self.importApp(in: folder, theme: "Theme.Material3.DayNight", targetSdk: 31, files)
        let toasts = result.screens.filter { $0.name.hasPrefix("toast@Sync.kt") }
        XCTAssertEqual(toasts.filter { !$0.elements.isEmpty }.map(\.name), ["toast@Sync.kt:3"], "\(toasts.map(\.name))")
        XCTAssertEqual(toasts.flatMap(\.skipped).count, 2)
    }

    /// A string resource named through its generated class's package (`com.example.R.string.k`, as a file that
    /// imports another `R` or a module's namespaced `R` writes it) is the app's resource like `R.string.k`;
    /// `android.R.string.k` is the framework's (translated by Android, not in the app's catalogs). Before package
    /// qualifiers were read, the first two toasts were counted as computed text, and the helper's resource
    /// argument was taken for a text.
    func testToastWithPackageQualifiedResource() throws {
        let files = ["java/com/example/Upload.kt": """
            class Upload : Activity() {
                fun done() {
                    Toast.makeText(this, com.example.R.string.uploaded, Toast.LENGTH_SHORT).show()
                    Toast.makeText(this, getString(com.example.feature.R.string.saved), Toast.LENGTH_LONG).show()
                    Toast.makeText(this, android.R.string.ok, Toast.LENGTH_SHORT).show()
                    notify(com.example.R.string.copied)
                }
                private fun notify(@StringRes message: Int) {
                    Toast.makeText(this, message, Toast.LENGTH_SHORT).show()
                }
            }
            """]
        let result = try Self.importApp(in: folder, theme: "Theme.Material3.DayNight", targetSdk: 31, files)
        let keys = result.screens.filter { $0.name.hasPrefix("toast@Upload.kt") }.flatMap { $0.elements.compactMap(\.key) }
        XCTAssertEqual(keys.sorted(), ["copied", "saved", "uploaded"], "\(result.screens.map(\.name))")
        XCTAssertEqual(SourceScan(Array("fr.free.nrw.commons.R.string.a)".utf8)).stringReference(at: 0), 20)
        XCTAssertNil(SourceScan(Array("android.R.string.ok)".utf8)).stringReference(at: 0))
        XCTAssertNil(SourceScan(Array("binding.Root.string)".utf8)).stringReference(at: 0))
        XCTAssertEqual(AndroidCodeHelpers.argument("com.example.R.string.k").kind, .resource("k"))
    }

    /// An ASCII import line is read on its bytes (`AndroidCodeHelpers.asciiImport`), any other as text: both
    /// give the same names. Each line is read once as written and once ending in an ideographic space (U+3000),
    /// which sends it to the text reading, whose trimming of `CharacterSet.whitespaces` takes it off again.
    func testImportLinesReadOnBytesAsAsText() {
        let lines = ["a.b.C", "  a.b.C\t ", "static a.b.C.d", "static  a.b.C", "\tstatic a.b.C", "a.b.C as D", "a..b..C",
                     "C", ".C", "a.", "", "   ", "a.b.*", "kotlin.math.max\r", "static\ta.b.C", "a .b.C", "x.y.z.w"]
        for line in lines {
            let ascii = AndroidCodeHelpers.imports(SourceScan(Array("import \(line)\n".utf8)))
            let text = AndroidCodeHelpers.imports(SourceScan(Array("import \(line)\u{3000}\n".utf8)))
            XCTAssertNil(AndroidCodeHelpers.asciiImport(Array("import \(line)\u{3000}".utf8), 7..<(10 + line.utf8.count)), line)
            XCTAssertNotNil(AndroidCodeHelpers.asciiImport(Array("import \(line)".utf8), 7..<(7 + line.utf8.count)), line)
            XCTAssertEqual(ascii, text, line)
        }
        XCTAssertEqual(AndroidCodeHelpers.imports(SourceScan(Array("import static a.b.C.d;\nimport x.Y\n".utf8))), ["C.d", "x.Y"])
    }

    /// `android.app.AlertDialog` in an app whose themes extend `Theme.Material` (AppCompat, Material Components and
    /// Material 3 themes do on API 21+): `Theme.Material`'s `ThemeOverlay.Material.Dialog.Alert` window and AOSP
    /// `alert_dialog_material.xml`, the same on every device (CTS). The expected widths are derived here from the
    /// AOSP values `AndroidTextModel.platformAlertDialog` cites. A theme on the device's `Theme.DeviceDefault`, or
    /// one that gives the framework's dialog a theme of the app's, is skipped with the reason.
    func testPlatformAlertDialogInAThemeOnThemeMaterial() throws {
        let code = [
            "java/com/example/Upload.kt": """
                import android.app.AlertDialog
                class Upload : Activity() {
                    fun done() {
                        AlertDialog.Builder(this).setTitle(R.string.platform_title).setMessage(R.string.platform_message)
                            .setPositiveButton(R.string.ok, null).show()
                    }
                }
                """,
        ]
        for theme in ["Theme.MaterialComponents.Light.NoActionBar.Bridge", "Theme.AppCompat.DayNight", "Theme.Material3.DayNight"] {
            try? FileManager.default.removeItem(at: folder)
            let result = try importApp(theme: theme, code)
            let dialog = try XCTUnwrap(result.screens.first { $0.name == "dialog@Upload.kt:4" }, "\(theme): \(result.screens.map(\.name))")
            XCTAssertEqual(dialog.elements.map(\.key), ["platform_title", "platform_message", "ok"], theme)
            // DialogTitle falls back to two lines at textAppearanceMedium (TextAppearance.Material.Medium, 18sp).
            XCTAssertEqual(dialog.elements[0].maxLines, 2)
            XCTAssertEqual(dialog.elements[0].size, 18)
            // TextAppearance.Material.Subhead, text_size_subhead_material 16sp; no line limit (the message scrolls).
            XCTAssertEqual(dialog.elements[1].size, 16)
            XCTAssertNil(dialog.elements[1].maxLines)
            // The window: ThemeOverlay.Material.Dialog.Alert's windowMinWidthMinor, dialog_min_width_minor 95%:
            // 0.95 × 360 = 342dp; less dialog_background_material's 16dp inset on each side, and the panels'
            // dialogPreferredPadding (dialog_padding_material) 24dp on each side.
            let wide = boxes(dialog, natural: ["title": 900, "message": 900])
            let window: Double = 0.95 * 360
            let text: Double = window - 2 * 16 - 2 * 24
            XCTAssertEqual(wide["title"] ?? 0, text, accuracy: 1e-9, theme)
            XCTAssertEqual(wide["message"] ?? 0, text, accuracy: 1e-9, theme)
            // The buttons: Widget.Material.Button.ButtonBar.AlertDialog (minWidth 64dp, two lines, 12dp of padding
            // each side from btn_borderless_material) in alert_dialog_button_bar_material.xml (padding 12dp each side).
            XCTAssertNil(reasons(dialog)["positive_button"], theme)
            let button = try XCTUnwrap(dialog.elements.first { $0.key == "ok" }, theme)
            XCTAssertEqual(button.maxLines, 2, theme)
            let bar: Double = window - 2 * 16 - 2 * 12
            XCTAssertEqual(boxes(dialog, natural: ["positive_button": 900])["positive_button"] ?? 0, bar - 2 * 12, accuracy: 1e-9, theme)
            XCTAssertEqual(boxes(dialog, natural: ["positive_button": 20])["positive_button"] ?? 0, 64 - 2 * 12, accuracy: 1e-9, theme)
        }
        // The device's theme: the manufacturer's dialog.
        try? FileManager.default.removeItem(at: folder)
        let device = try XCTUnwrap(try importApp(theme: "android:Theme.DeviceDefault.Light", code).screens.first { $0.name == "dialog@Upload.kt:4" })
        XCTAssertTrue(device.elements.isEmpty)
        XCTAssertEqual(Set(device.skipped.map(\.reason)), [AndroidCodeDialogs.platformDialogReason])
        // The app's own framework alert dialog theme (AppCompat's `alertDialogTheme` is not the framework's).
        try? FileManager.default.removeItem(at: folder)
        var own = code
        own["res/values/styles.xml"] = """
            <resources><style name="Theme.App.Dialogs" parent="Theme.AppCompat.DayNight"><item name="android:alertDialogTheme">@style/AppAlert</item></style>
            <style name="AppAlert" parent="android:Theme.Material.Dialog.Alert"/></resources>
            """
        let styled = try XCTUnwrap(try importApp(theme: "Theme.AppCompat.DayNight", own).screens.first { $0.name == "dialog@Upload.kt:4" })
        XCTAssertTrue(styled.elements.isEmpty)
        XCTAssertTrue(styled.skipped.allSatisfy { $0.reason.contains("android:alertDialogTheme") }, "\(styled.skipped.map(\.reason))")
        // A Holo theme: not known to extend Theme.Material.
        try? FileManager.default.removeItem(at: folder)
        let holo = try XCTUnwrap(try importApp(theme: "android:Theme.Holo.Light", code).screens.first { $0.name == "dialog@Upload.kt:4" })
        XCTAssertTrue(holo.elements.isEmpty)
        XCTAssertTrue(holo.skipped.allSatisfy { $0.reason.contains("Theme.Holo.Light") }, "\(holo.skipped.map(\.reason))")
    }

    /// A builder's class written in full is the one it names, whatever the file imports: javac and kotlinc
    /// resolve a qualified name before the imports (NewPipe's `new androidx.appcompat.app.AlertDialog.Builder(…)`
    /// in a file that imports `android.app.AlertDialog`).
    func testAQualifiedBuilderIsTheClassItNames() throws {
        let result = try importApp(theme: "Theme.MaterialComponents.Light.NoActionBar", [
            "java/com/example/Backup.java": """
                import android.app.AlertDialog;
                class Backup extends Fragment {
                    void ask() {
                        new androidx.appcompat.app.AlertDialog.Builder(requireContext()).setTitle(R.string.import_title)
                            .setPositiveButton(R.string.ok, null).show();
                        new AlertDialog.Builder(requireContext()).setTitle(R.string.platform_title)
                            .setPositiveButton(R.string.ok, null).show();
                    }
                }
                """,
            "java/com/example/Plain.kt": """
                class Plain : Activity() {
                    fun ask() = android.app.AlertDialog.Builder(this).setTitle(R.string.plain_title).setPositiveButton(R.string.ok, null).show()
                }
                """,
        ])
        // AppCompat's builder in a Material Components theme: the library's dialog buttons are laid out.
        let appCompat = try XCTUnwrap(result.screens.first { $0.name == "dialog@Backup.java:4" })
        XCTAssertEqual(appCompat.elements.map(\.key), ["import_title", "ok"])
        // The framework's: its own title and buttons (AOSP alert_dialog_material.xml).
        for name in ["dialog@Backup.java:6", "dialog@Plain.kt:2"] {
            let platform = try XCTUnwrap(result.screens.first { $0.name == name }, "\(result.screens.map(\.name))")
            XCTAssertEqual(platform.elements.count, 2, name)
            XCTAssertEqual(platform.elements.last?.maxLines, 2, name)
        }
    }

    /// A title the app's helper lays out at two calls, each with its own message, is in the same box at both (the
    /// window is 95% of the screen whatever its texts): the first call's screen reports it, the second lays it
    /// out for its box only.
    func testATextOneHelperLaysOutAtSeveralCallsIsReportedOnce() throws {
        let result = try importApp(theme: "Theme.MaterialComponents.Light.NoActionBar.Bridge", [
            "java/com/example/DialogUtil.kt": """
                import android.app.AlertDialog
                object DialogUtil {
                    fun show(activity: Activity, title: String, message: String) {
                        AlertDialog.Builder(activity).setTitle(title).setMessage(message).show()
                    }
                }
                """,
            "java/com/example/Screens.kt": """
                class Screens : Activity() {
                    fun a() = DialogUtil.show(this, getString(R.string.permission_title), getString(R.string.permission_camera))
                    fun b() = DialogUtil.show(this, getString(R.string.permission_title), getString(R.string.permission_location))
                }
                """,
        ])
        let dialogs = result.screens.filter { $0.name.hasPrefix("dialog@Screens.kt") }.sorted { $0.location.line < $1.location.line }
        XCTAssertEqual(dialogs.count, 2, "\(result.screens.map(\.name))")
        XCTAssertEqual(dialogs.map { $0.elements.map(\.key) }, [["permission_title", "permission_camera"], ["permission_title", "permission_location"]])
        XCTAssertEqual(dialogs.map(\.layoutOnly), [[], ["title"]])
    }

    /// `Snackbar.make(…)` of a class of the app's own named `Snackbar` (a wrapper that sets its own line
    /// limit) is not Material's: skipped with the reason and the key. Material's is the one the file imports
    /// under that name, or names in full; an import that renames it leaves `Snackbar` to another class.
    func testASnackbarOfTheAppsOwnIsNotMaterials() throws {
        let result = try importApp(theme: "Theme.MaterialComponents.DayNight", [
            "java/com/example/Own.kt": """
                import com.example.snackbar.Snackbar
                import com.google.android.material.snackbar.Snackbar as MaterialSnackbar
                class Own : Fragment() {
                    fun warn() { showSnackbar(Snackbar.make(ctx, R.string.location_off, Snackbar.Duration.SHORT)) }
                }
                """,
            "java/com/example/Full.kt": """
                class Full : Fragment() {
                    fun done() { com.google.android.material.snackbar.Snackbar.make(view, R.string.done, 0).show() }
                }
                """,
        ])
        let own = try XCTUnwrap(result.screens.first { $0.name == "snackbar@Own.kt:4" })
        XCTAssertTrue(own.elements.isEmpty)
        XCTAssertEqual(own.skipped.map(\.reason), [AndroidCodeDialogs.notMaterialSnackbarReason])
        XCTAssertEqual(own.skipped.map(\.key), ["location_off"])
        let full = try XCTUnwrap(result.screens.first { $0.name == "snackbar@Full.kt:2" })
        XCTAssertEqual(full.elements.map(\.key), ["done"])
    }

    func testStringArgumentForms() {
        func argument(_ text: String, more: Bool = false) -> SourceScan.Argument {
            SourceScan(Array(text.utf8)).stringArgument(at: 0, allowsMoreArguments: more)
        }
        XCTAssertEqual(argument("R.string.a)"), .key("a"))
        XCTAssertEqual(argument(" requireContext().getString(R.string.a) )"), .key("a"))
        XCTAssertEqual(argument("context.resources.getText(R.string.a))"), .key("a"))
        // A format is the catalog value with its arguments (the job fills in the sample arguments); `getText`
        // takes none, and a text built around the format is computed.
        XCTAssertEqual(argument("getString(R.string.a, n))"), .key("a"))
        XCTAssertEqual(argument("getString(R.string.a, f(n), m.size))"), .key("a"))
        XCTAssertEqual(argument("getText(R.string.a, n))"), .computed)
        XCTAssertEqual(argument("getString(R.string.a, n) + suffix)"), .computed)
        XCTAssertEqual(argument("R.string.a, listener)", more: true), .key("a"))
        XCTAssertEqual(argument("R.string.a, listener)"), .computed)
        XCTAssertEqual(argument("title)"), .computed)
        XCTAssertEqual(argument("R.string.a).setMessage(getString(R.string.b))"), .key("a"))
        XCTAssertEqual(argument("R.string.a + suffix)"), .computed)
        XCTAssertEqual(argument(" \"Delete?\")"), .literal)
    }

    func testKeysNotLaidOutGiveEachKeyOneReason() {
        let entries = ["uploaded", "orphan", "both", "named"].map { Entry(key: $0, table: "strings", locale: "en", value: $0, location: SourceLocation(file: "strings.xml", line: 1, column: 1)) }
        let index = CatalogIndex([CatalogFile(path: "res/values/strings.xml", format: .android, entries: entries)])
        let place = SourceLocation(file: "A.kt", line: 1, column: 1)
        let toast = LayoutScreen(name: "toast@A.kt:1", platform: .android, file: "A.kt", location: place, elements: [], origin: .android,
                                 skipped: [SkippedElement(id: "toast", reason: AndroidCodeDialogs.toastReason(targetSdk: nil), location: place, key: "uploaded"),
                                           SkippedElement(id: "toast#2", reason: "first", location: place, key: "both"),
                                           SkippedElement(id: "toast#3", reason: "second", location: place, key: "both")])
        // The import's first screen carries the keys its code names; a later screen's skip still wins.
        var first = LayoutScreen(name: "main", platform: .android, file: "main.xml", location: place, elements: [], origin: .android)
        first.keysNamedInCode = [SkippedElement(id: "R.string.uploaded", reason: AndroidCodeDialogs.namedInCodeReason, location: place, key: "uploaded"),
                                 SkippedElement(id: "R.string.named", reason: AndroidCodeDialogs.namedInCodeReason, location: place, key: "named")]
        let keys: [(table: String, key: String)] = [("strings", "uploaded"), ("strings", "orphan"), ("strings", "both"), ("strings", "named")]
        let reasons = KeysNotLaidOut.reasons(for: keys, screens: [first, toast], index: index)
        XCTAssertEqual(reasons, [AndroidCodeDialogs.toastReason(targetSdk: nil): 1, KeysNotLaidOut.notReferencedReason: 1, "first": 1,
                                 AndroidCodeDialogs.namedInCodeReason: 1])
        XCTAssertEqual(reasons.values.reduce(0, +), 4)
    }

    /// A minified file: one 900 KB line of chained builders is read in linear time, every site found.
    func testOneLongLineStaysLinear() {
        let count = 20_000
        let bytes = Array(String(repeating: "AlertDialog.Builder(c).setTitle(R.string.k);", count: count).utf8)
        let sites = AndroidCodeDialogs.sites(in: bytes)
        XCTAssertEqual(sites.count, count)
        XCTAssertEqual(sites.last?.parts.map(\.key), ["k"])
    }

    func testFuzzSeedsDoNotCrash() {
        let seeds = [
            "MaterialAlertDialogBuilder(", ".setTitle(R.string.", "AlertDialog.Builder(x).setTitle(getString(R.string.a",
            "Snackbar.make(", "Snackbar.make(v, (((", "Toast.makeText(c, R.string.a", "val b = new AlertDialog.Builder(\n b.setTitle(R.string.",
            String(repeating: "AlertDialog.Builder(", count: 500) + String(repeating: ".setMessage(R.string.k)", count: 500),
        ]
        for seed in seeds { AndroidCodeDialogs.fuzzRead(bytes: Array(seed.utf8)) }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("R.string.ab()\n ,.setTitle(getString(MaterialAlertDialogBuilder(Snackbar.make(Toast.makeText(=val".utf8)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            AndroidCodeDialogs.fuzzRead(bytes: bytes)
        }
    }
}
