import Foundation
@testable import LayoutLint
import XCTest

/// Compose dialogs (`ComposeScreenReader.dialogWindowNode`, `DialogWindows`): each expected width is derived in
/// the test from the cited numbers — the window (`AndroidTextModel.dialogWindowWidth`: at most
/// `config_prefDialogWidth` 320dp when the dialog theme sets no `android:windowMinWidthMinor`, exactly the minimum
/// when it is wider; `ThemeOverlay.Material.Dialog`, every library theme's `android:dialogTheme`, sets none) and
/// Material 3's `AlertDialog` (`ComposeMetrics.alertDialogSource`: 24dp padding, `sizeIn(280dp, 560dp)`) — and a
/// fake measurement (a text is as wide as its natural width, up to its box).
final class ComposeDialogTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compose-dialogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Imports `source` as `ui/Screen.kt`, with `values` as the app's `res/values/themes.xml` when given.
    func importScreen(_ source: String, named name: String, values: String? = nil) throws -> LayoutScreen {
        let url = folder.appendingPathComponent("app/src/main/java/ui/Screen.kt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: url, atomically: true, encoding: .utf8)
        var resourceFolders: [String] = []
        if let values {
            let res = folder.appendingPathComponent("app/src/main/res")
            try FileManager.default.createDirectory(at: res.appendingPathComponent("values"), withIntermediateDirectories: true)
            try values.write(to: res.appendingPathComponent("values/themes.xml"), atomically: true, encoding: .utf8)
            resourceFolders = [res.path]
        }
        let result = ComposeImporter.read(files: [url.path], settings: AndroidImportSettings(targetSdk: 34), resourceFolders: resourceFolders)
        return try XCTUnwrap(result.screens.first { $0.name == name }, "\(result.screens.map(\.name))")
    }

    /// Text box widths by key, each text `natural` dp wide on one line.
    func boxes(_ screen: LayoutScreen, width: Double = 360, natural: [String: Double]) -> [String: Double] {
        let keys = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.id, $0.key ?? "") })
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            keys[id].flatMap { natural[$0] }.map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
        let resolution = screen.container!.layout.resolve(query)
        var result: [String: Double] = [:]
        for (id, box) in resolution.boxes { if let key = keys[id] { result[key] = box.width } }
        return result
    }

    /// Why the measure pass skips each text, by key.
    func reasons(_ screen: LayoutScreen, width: Double = 360) -> [String: String] {
        let keys = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.id, $0.key ?? "") })
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { _, _ in
            TextMeasurement(naturalWidth: 10, width: 10, height: 20, lineCount: 1)
        }
        var result: [String: String] = [:]
        for (id, reason) in screen.container!.layout.resolve(query).skipped { if let key = keys[id] { result[key] = reason } }
        return result
    }

    let alertDialog = """
        package app.ui
        import androidx.compose.material3.AlertDialog
        import androidx.compose.material3.TextButton
        @Composable
        fun DeleteScreen(onDismiss: () -> Unit) {
            Column(modifier = Modifier.fillMaxSize().padding(horizontal = 40.dp)) {
                Text(stringResource(Res.string.screen_title))
                AlertDialog(
                    onDismissRequest = onDismiss,
                    title = { Text(stringResource(Res.string.delete_title)) },
                    text = { Text(stringResource(Res.string.delete_message)) },
                    confirmButton = { TextButton(onClick = onDismiss) { Text(stringResource(Res.string.delete), maxLines = 1) } },
                    dismissButton = { TextButton(onClick = onDismiss) { Text(stringResource(Res.string.cancel), maxLines = 1) } },
                )
            }
        }
        """

    /// With no theme of the app's, the dialog theme is `ThemeOverlay.Material.Dialog` (no minimum width): the
    /// window wraps its content up to 320dp, at both screen widths, whatever the padding of the screen it is
    /// called from (a window of its own). Title and text: 320 − 2 × 24dp = 272dp. A button's text:
    /// `TextButton` pads 12dp on each side, 272 − 24 = 248dp (the flow row gives each button the whole line).
    func testAlertDialogWithoutAMinimumWidthWrapsUpTo320dp() throws {
        let screen = try importScreen(alertDialog, named: "DeleteScreen")
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["screen_title", "delete_title", "delete_message", "delete", "cancel"])
        let wide = ["screen_title": 900.0, "delete_title": 900, "delete_message": 900, "delete": 900, "cancel": 900]
        for width in [360.0, 411] {
            let box = boxes(screen, width: width, natural: wide)
            XCTAssertEqual(box["screen_title"]!, width - 80, accuracy: 1e-9)
            XCTAssertEqual(box["delete_title"]!, 272, accuracy: 1e-9)
            XCTAssertEqual(box["delete_message"]!, 272, accuracy: 1e-9)
            XCTAssertEqual(box["delete"]!, 248, accuracy: 1e-9)
            XCTAssertEqual(box["cancel"]!, 248, accuracy: 1e-9)
        }
        // The text styles: headlineSmall 24sp title, bodyMedium 14sp text, labelLarge 14sp medium buttons.
        let byKey = Dictionary(uniqueKeysWithValues: screen.elements.map { ($0.key ?? "", $0) })
        XCTAssertEqual(byKey["delete_title"]?.size, 24)
        XCTAssertEqual(byKey["delete_message"]?.size, 14)
        XCTAssertEqual(byKey["delete"]?.weight, 500)
    }

    /// An app theme that sets `android:windowMinWidthMinor` to 95% (no `android:dialogTheme`: the platform's
    /// overlay sets none, so the activity theme's value holds): the content measured at AT_MOST 320dp is
    /// narrower than 0.95 × 360 = 342dp, so the window is exactly 342dp; the text box 342 − 48 = 294dp, and at
    /// 411dp 0.95 × 411 − 48 = 342.45dp. A short title keeps its own width inside it.
    func testAnAppThemeMinimumWidthMakesTheWindowExactlyThatWide() throws {
        let screen = try importScreen(alertDialog, named: "DeleteScreen", values: """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="android:windowMinWidthMinor">95%</item>
                </style>
            </resources>
            """)
        XCTAssertEqual(boxes(screen, natural: ["delete_message": 900])["delete_message"]!, 294, accuracy: 1e-9)
        XCTAssertEqual(boxes(screen, width: 411, natural: ["delete_message": 900])["delete_message"]!, 0.95 * 411 - 48, accuracy: 1e-9)
        XCTAssertEqual(boxes(screen, natural: ["delete_title": 100])["delete_title"]!, 100, accuracy: 1e-9)
    }

    /// An app `android:dialogTheme` that extends AppCompat's alert theme (`windowMinWidthMinor` 95%, appcompat
    /// `abc_dialog_min_width_minor`): the same 342dp window. One that extends a theme not in the table, or that
    /// sets a minimum the sources do not decide, is skipped with the reason.
    func testAnAppDialogThemeIsReadThroughItsParents() throws {
        let alertParent = try importScreen(alertDialog, named: "DeleteScreen", values: """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="android:dialogTheme">@style/AppDialog</item>
                </style>
                <style name="AppDialog" parent="Theme.AppCompat.Light.Dialog.Alert"/>
            </resources>
            """)
        XCTAssertEqual(boxes(alertParent, natural: ["delete_message": 900])["delete_message"]!, 294, accuracy: 1e-9)
        // A 80% minimum on a 360dp screen is 288dp, less than 320: the window wraps its content between the two.
        let eighty = try importScreen(alertDialog, named: "DeleteScreen", values: """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="android:dialogTheme">@style/AppDialog</item>
                </style>
                <style name="AppDialog" parent="@android:style/ThemeOverlay.Material.Dialog">
                    <item name="android:windowMinWidthMinor">80%</item>
                </style>
            </resources>
            """)
        XCTAssertEqual(boxes(eighty, natural: ["delete_message": 900])["delete_message"]!, 320 - 48, accuracy: 1e-9)
        // At 411dp the minimum, 0.8 × 411 = 328.8dp, is wider than 320dp: exactly that.
        XCTAssertEqual(boxes(eighty, width: 411, natural: ["delete_message": 900])["delete_message"]!, 0.8 * 411 - 48, accuracy: 1e-9)
        // A dialog theme named under the app's theme (`Theme.App.Dialog`, no parent written) extends the app's
        // theme, whose library parent (`Theme.Material3…`) sets no minimum: the window wraps up to 320dp.
        let nested = try importScreen(alertDialog, named: "DeleteScreen", values: """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="android:dialogTheme">@style/Theme.App.Dialog</item>
                </style>
                <style name="Theme.App.Dialog"><item name="android:windowBackground">@null</item></style>
            </resources>
            """)
        XCTAssertEqual(boxes(nested, natural: ["delete_message": 900])["delete_message"]!, 272, accuracy: 1e-9)
        let unknown = try importScreen(alertDialog, named: "DeleteScreen", values: """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="android:dialogTheme">@style/AppDialog</item>
                </style>
                <style name="AppDialog" parent="Theme.SomeLibrary.Dialog"/>
            </resources>
            """)
        XCTAssertNil(boxes(unknown, natural: ["delete_message": 900])["delete_message"])
        XCTAssertTrue(reasons(unknown)["delete_message"]?.contains("Theme.SomeLibrary.Dialog") ?? false, "\(reasons(unknown))")
        XCTAssertNotNil(boxes(unknown, natural: ["screen_title": 900])["screen_title"])
        // An activity theme (`AppTheme`) on the device's `Theme.DeviceDefault`: the manufacturer's dialog theme.
        let device = try importScreen(alertDialog, named: "DeleteScreen", values: """
            <resources>
                <style name="AppTheme" parent="android:Theme.DeviceDefault.NoActionBar"/>
            </resources>
            """)
        XCTAssertNil(boxes(device, natural: ["delete_message": 900])["delete_message"])
        XCTAssertTrue(reasons(device)["delete_message"]?.contains("Theme.DeviceDefault.NoActionBar") ?? false, "\(reasons(device))")
    }

    /// A plain `Dialog` lays its content out in the window: at most 320dp, less the content's own padding of
    /// 16dp on each side: 288dp. With `usePlatformDefaultWidth = false` the window is the screen's width: 360
    /// − 32 = 328dp, 411 − 32 = 379dp. `BasicAlertDialog` with `fillMaxWidth` fills the 320dp window.
    func testDialogAndBasicAlertDialog() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.ui.window.Dialog
            @Composable
            fun Dialogs(onDismiss: () -> Unit) {
                Box(modifier = Modifier.padding(horizontal = 50.dp)) {
                    Dialog(onDismissRequest = onDismiss) {
                        Column(modifier = Modifier.padding(16.dp)) { Text(stringResource(Res.string.platform_width)) }
                    }
                    Dialog(onDismissRequest = onDismiss, properties = DialogProperties(usePlatformDefaultWidth = false)) {
                        Column(modifier = Modifier.fillMaxWidth().padding(16.dp)) { Text(stringResource(Res.string.full_width)) }
                    }
                    BasicAlertDialog(onDismissRequest = onDismiss, modifier = Modifier.fillMaxWidth()) {
                        Surface { Column(modifier = Modifier.padding(24.dp)) { Text(stringResource(Res.string.basic)) } }
                    }
                }
            }
            """, named: "Dialogs")
        let wide = ["platform_width": 900.0, "full_width": 900, "basic": 900]
        let narrow = boxes(screen, natural: wide)
        XCTAssertEqual(narrow["platform_width"]!, 288, accuracy: 1e-9)
        XCTAssertEqual(narrow["full_width"]!, 328, accuracy: 1e-9)
        XCTAssertEqual(narrow["basic"]!, 272, accuracy: 1e-9)
        let pixel = boxes(screen, width: 411, natural: wide)
        XCTAssertEqual(pixel["platform_width"]!, 288, accuracy: 1e-9)
        XCTAssertEqual(pixel["full_width"]!, 379, accuracy: 1e-9)
    }

    /// Material 2's `AlertDialog` (androidx.compose.material) is not Material 3's: its texts are skipped.
    func testMaterial2AlertDialogIsSkipped() throws {
        let screen = try importScreen("""
            package app.ui
            import androidx.compose.material.AlertDialog
            @Composable
            fun OldDialog(onDismiss: () -> Unit) {
                AlertDialog(onDismissRequest = onDismiss, title = { Text(stringResource(Res.string.old_title)) },
                            confirmButton = { TextButton(onClick = onDismiss) { Text(stringResource(Res.string.ok)) } })
            }
            """, named: "OldDialog")
        XCTAssertTrue(reasons(screen)["old_title"]?.contains("Material 2") ?? false, "\(reasons(screen))")
        // Imported with the whole package.
        let star = try importScreen("""
            package app.ui
            import androidx.compose.material.*
            @Composable
            fun OldDialog(onDismiss: () -> Unit) {
                AlertDialog(onDismissRequest = onDismiss, title = { Text(stringResource(Res.string.old_title)) },
                            confirmButton = { TextButton(onClick = onDismiss) { Text(stringResource(Res.string.ok)) } })
            }
            """, named: "OldDialog")
        XCTAssertTrue(reasons(star)["old_title"]?.contains("Material 2") ?? false, "\(reasons(star))")
    }
}
