import Foundation
@testable import LayoutLint
import XCTest

/// App bar titles an activity sets in code on the Toolbar it hands to AppCompat (`AndroidCodeTitles`), on small
/// hand-made apps. Each expected width is the screen width less what `Toolbar.onMeasure` gives the navigation
/// button and the menu before the title, from the values cited in `AndroidTextModel.appBarTitle`.
final class AndroidCodeTitlesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-titles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func titleScreens(_ result: ImportResult) -> [LayoutScreen] { result.screens.filter { $0.name.hasPrefix("app bar title@") } }

    func box(_ screen: LayoutScreen, natural: Double) -> Double? {
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: 360) { _, _ in
            TextMeasurement(naturalWidth: natural, width: natural, height: 20, lineCount: 1)
        }
        return screen.container?.layout.resolve(query).boxes.values.first?.width
    }

    static let menu = """
        <menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            <item android:id="@+id/action_search" android:icon="@drawable/ic_search" android:title="@string/search" app:showAsAction="always"/>
            <item android:id="@+id/action_delete" android:icon="@drawable/ic_delete" android:title="@string/delete" app:showAsAction="always"/>
            <item android:id="@+id/action_help" android:title="@string/help" app:showAsAction="never"/>
        </menu>
        """

    func testMaterial3TitleBesideNavigationAndAlwaysShownItems() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/menu/drafts.xml": Self.menu,
            "java/com/example/DraftsActivity.kt": """
                class DraftsActivity : AppCompatActivity(), MenuProvider {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setSupportActionBar(binding.toolbar)
                        supportActionBar?.apply {
                            setTitle(R.string.title_drafts)
                            setDisplayHomeAsUpEnabled(true)
                        }
                        addMenuProvider(this)
                    }

                    override fun onCreateMenu(menu: Menu, menuInflater: MenuInflater) {
                        menuInflater.inflate(app.example.core.R.menu.drafts, menu)
                        menu.findItem(R.id.action_delete).isVisible = hasDrafts
                    }

                    override fun onMenuItemSelected(item: MenuItem) = when (item.itemId) {
                        R.id.action_search -> search()
                        else -> false
                    }

                    fun confirm() {
                        MaterialAlertDialogBuilder(this).apply {
                            setTitle(R.string.delete_drafts)
                        }.show()
                    }
                }
                """,
        ])
        let screens = titleScreens(result)
        XCTAssertEqual(screens.map(\.name), ["app bar title@DraftsActivity.kt:6"])
        let title = try XCTUnwrap(screens.first?.elements.first)
        XCTAssertEqual(title.key, "title_drafts")
        XCTAssertEqual(title.maxLines, 1)
        // Widget.Material3.Toolbar: textAppearanceTitleLarge, 22sp.
        XCTAssertEqual(title.size, 22)
        // 360 − max(contentInsetStart 16, navigation button 56) − (one always-shown icon button 48 + the overflow
        // button's minimum 36; action_delete is looked up by `findItem` and may be hidden, action_search only
        // answered when chosen) − titleMargin 2 × 4 = 212.
        XCTAssertEqual(try XCTUnwrap(box(screens[0], natural: 400)), 360 - 56 - (48 + 36) - 8, accuracy: 0.01)
    }

    func testMaterialComponentsJavaTitleWithoutNavigationOrMenu() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.MaterialComponents.DayNight.NoActionBar", [
            "java/com/example/AboutActivity.java": """
                public class AboutActivity extends AppCompatActivity {
                    @Override
                    protected void onCreate(Bundle savedInstanceState) {
                        super.onCreate(savedInstanceState);
                        setSupportActionBar(findViewById(R.id.toolbar));
                        if (showLicenses) {
                            setTitle(R.string.title_licenses);
                        }
                    }
                }
                """,
        ])
        let screens = titleScreens(result)
        XCTAssertEqual(screens.map(\.name), ["app bar title@AboutActivity.java:7"])
        let title = try XCTUnwrap(screens.first?.elements.first)
        // Widget.MaterialComponents.Toolbar: textAppearanceHeadline6, 20sp medium.
        XCTAssertEqual(title.size, 20)
        XCTAssertEqual(title.weight, 500)
        // 360 − contentInsetStart 16 − titleMargin 2 × 4 = 336.
        XCTAssertEqual(try XCTUnwrap(box(screens[0], natural: 400)), 360 - 16 - 8, accuracy: 0.01)
    }

    func testUndecidedBarsAreSkippedWithTheReason() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/menu/edit.xml": """
                <menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <item android:id="@+id/action_save" android:title="@string/save" app:showAsAction="always"/>
                </menu>
                """,
            "java/com/example/EditActivity.kt": """
                class EditActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        setSupportActionBar(binding.toolbar)
                        title = getString(R.string.title_edit)
                    }
                    override fun onCreateOptionsMenu(menu: Menu): Boolean {
                        menuInflater.inflate(R.menu.edit, menu)
                        return true
                    }
                }
                """,
            // No toolbar handed to AppCompat: a bare setTitle here is no app bar's.
            "java/com/example/Plain.kt": """
                class Plain : Dialog(context) {
                    fun show() { setTitle(R.string.plain_title) }
                }
                """,
        ])
        let screens = titleScreens(result)
        XCTAssertEqual(screens.map(\.name), ["app bar title@EditActivity.kt:4"])
        XCTAssertTrue(screens[0].elements.isEmpty)
        XCTAssertEqual(screens[0].skipped.first?.key, "title_edit")
        XCTAssertEqual(screens[0].skipped.first?.reason.contains("text or custom action item of menu/edit"), true)
    }

    func testAppCompatTitleIsSizedInDp() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.AppCompat.DayNight.NoActionBar", [
            "java/com/example/HistoryActivity.kt": """
                class HistoryActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        setSupportActionBar(binding.toolbar)
                        supportActionBar?.setDisplayHomeAsUpEnabled(true)
                        supportActionBar?.setTitle(R.string.title_history)
                    }
                }
                """,
        ])
        let title = try XCTUnwrap(titleScreens(result).first?.elements.first)
        // TextAppearance.AppCompat.Widget.ActionBar.Title: abc_text_size_title_material_toolbar 20dp, medium.
        XCTAssertEqual(title.size, 20)
        XCTAssertEqual(title.weight, 500)
        XCTAssertFalse(title.followsFontScale)
        // 360 − contentInsetStartWithNavigation 72 − titleMargin 2 × 4 = 280.
        XCTAssertEqual(try XCTUnwrap(box(titleScreens(result)[0], natural: 400)), 360 - 72 - 8, accuracy: 0.01)
    }

    func testCollapsingToolbarTitleIsSkipped() throws {
        let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/layout/activity_profile.xml": """
                <com.google.android.material.appbar.AppBarLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                    <com.google.android.material.appbar.CollapsingToolbarLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                        <com.google.android.material.appbar.MaterialToolbar android:id="@+id/toolbar" android:layout_width="match_parent" android:layout_height="wrap_content"/>
                    </com.google.android.material.appbar.CollapsingToolbarLayout>
                </com.google.android.material.appbar.AppBarLayout>
                """,
            "java/com/example/ProfileActivity.kt": """
                class ProfileActivity : AppCompatActivity() {
                    private val binding by viewBinding(ActivityProfileBinding::inflate)
                    override fun onCreate(savedInstanceState: Bundle?) {
                        setSupportActionBar(binding.toolbar)
                        setTitle(R.string.title_profile)
                    }
                }
                """,
        ])
        let screen = try XCTUnwrap(titleScreens(result).first)
        XCTAssertTrue(screen.elements.isEmpty)
        XCTAssertEqual(screen.skipped.first?.reason.contains("CollapsingToolbarLayout"), true)
    }

    /// Seconds of CPU this process has used.
    private static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Bare titles in ever deeper unclosed blocks, and long qualified menu names: the scan stays linear.
    func testHostileFilesTakeLinearTime() {
        func file(_ n: Int) -> [UInt8] {
            Array(("setSupportActionBar(t)\nfun onCreateMenu() {\n" + String(repeating: "if (a) {\nsetTitle(R.string.k)\n", count: n)
                + String(repeating: "a.", count: n) + String(repeating: "inflate(x.R.menu.m, menu)\n", count: n)).utf8)
        }
        func seconds(_ n: Int) -> Double {
            let bytes = file(n)
            let start = Self.cpuTime()
            for _ in 0..<3 { _ = AndroidCodeTitles.sites(in: bytes); _ = AndroidCodeTitles.bar(in: bytes) }
            return Self.cpuTime() - start
        }
        _ = seconds(200)
        let ratio = seconds(8_000) / max(seconds(2_000), 1e-6)
        XCTAssertLessThan(ratio, 6, "4n hostile lines took \(ratio)× the time of n")
        // Each title is in `if` blocks of the function: the activity's.
        XCTAssertEqual(AndroidCodeTitles.sites(in: file(3)).map(\.key), ["k", "k", "k"])
    }
}
