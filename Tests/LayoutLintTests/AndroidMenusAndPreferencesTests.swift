import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// Menus (`res/menu/`) and androidx.preference screens (`res/xml/`) as the platform lays them out, on
/// small hand-made apps. Expected widths are derived in each test from the cited platform values.
final class AndroidMenusAndPreferencesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-menus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#

    /// Writes files under `app/src/main/` (`res/…`, `java/…`) and imports the app.
    func importApp(_ files: [String: String]) throws -> ImportResult {
        var all = files
        all["res/layout/empty.xml"] = all["res/layout/empty.xml"] ?? "<FrameLayout \(namespaces) android:layout_width=\"match_parent\" android:layout_height=\"match_parent\"/>"
        return try importAndroidApp(in: folder, all)
    }

    func resolve(_ screen: LayoutScreen, width: Double = 360, natural: [String: Double]) -> ContainerResolution {
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            natural[id].map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
        return screen.container!.layout.resolve(query)
    }

    func screen(_ result: ImportResult, _ name: String) -> LayoutScreen? {
        result.screens.first { $0.name == name }
    }

    func reasons(_ screen: LayoutScreen?) -> [String: String] {
        Dictionary((screen?.skipped ?? []).map { ($0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: Menus

    /// The code of a module's resources is looked for in the module: three folders up from a Gradle source set's
    /// `src/main/res`, one up from a project's own `res/` — never a folder above the project (a bare `res/`
    /// folder once made every file three levels up, the user's home or `/tmp`, scanned as the app's code).
    func testTheSourceRootIsTheModuleOfTheResources() {
        XCTAssertEqual(MenuUses.sourceRoot(of: ["/home/u/app/src/main/res"]), "/home/u/app")
        XCTAssertEqual(MenuUses.sourceRoot(of: ["/home/u/app/src/main/res", "/home/u/app/src/debug/res"]), "/home/u/app/src")
        XCTAssertEqual(MenuUses.sourceRoot(of: ["/home/u/projects/legacy/res"]), "/home/u/projects/legacy")
        XCTAssertEqual(MenuUses.sourceRoot(of: ["/tmp/bench/pseudo-5000/res"]), "/tmp/bench/pseudo-5000")
        XCTAssertEqual(MenuUses.sourceRoot(of: ["/a/app/src/main/res", "/a/lib/src/main/res"]), "/a")
        XCTAssertNil(MenuUses.sourceRoot(of: ["/res"]))
    }

    func testOptionsMenuOverflowItemsArePopupMenuItems() throws {
        let result = try importApp([
            "res/menu/main.xml": """
                <menu \(namespaces)>
                    <item android:id="@+id/settings" android:title="@string/settings" app:showAsAction="never"/>
                    <item android:id="@+id/search" android:title="@string/search" android:icon="@drawable/ic_search" app:showAsAction="always"/>
                    <item android:id="@+id/share" android:title="@string/share" android:icon="@drawable/ic_share" app:showAsAction="ifRoom"/>
                    <group android:checkableBehavior="single">
                        <item android:id="@+id/sort" android:title="@string/sort"/>
                    </group>
                    <item android:id="@+id/literal" android:title="Debug"/>
                </menu>
                """,
            "java/com/example/MainActivity.kt": """
                class MainActivity : AppCompatActivity() {
                    override fun onCreateOptionsMenu(menu: Menu): Boolean {
                        menuInflater.inflate(R.menu.main, menu)
                        return true
                    }
                }
                """,
        ])
        let main = try XCTUnwrap(screen(result, "menu/main"))
        XCTAssertEqual(main.elements.map(\.key), ["settings"])
        let settings = main.elements[0]
        XCTAssertEqual(settings.maxLines, 1) // ListMenuItemView's title is singleLine
        XCTAssertEqual(settings.size, 16)    // textAppearanceLargePopupMenu: the menu size, 16sp
        XCTAssertTrue(settings.scales)
        // StandardMenuPopup: max(360 / 2, 320) = 320dp of content; the title keeps 16dp on each side.
        XCTAssertEqual(resolve(main, natural: ["settings": 500]).boxes["settings"]!.width, 320 - 16 - 16, accuracy: 1e-9)
        XCTAssertEqual(resolve(main, width: 411, natural: ["settings": 500]).boxes["settings"]!.width, 320 - 32, accuracy: 1e-9)
        // On a 800dp-wide screen half the screen, 400dp, is the larger.
        XCTAssertEqual(AndroidTextModel.popupMenuMaximumWidth(screenWidth: 800), 400)
        let skipped = reasons(main)
        XCTAssertTrue(skipped["search"]?.contains("app bar icon button") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["share"]?.contains("ifRoom") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["sort"]?.contains("checkable") ?? false, "\(skipped)")
        XCTAssertEqual(skipped["literal"], "literal text (not a string resource)")
    }

    func testMenusShownOtherwiseAreSkippedWithHowTheyAreShown() throws {
        let item = #"<item android:id="@+id/a" android:title="@string/a"/>"#
        let result = try importApp([
            "res/menu/fab.xml": "<menu \(namespaces)>\(item)</menu>",
            "res/menu/context.xml": "<menu \(namespaces)>\(item)</menu>",
            "res/menu/bottom.xml": "<menu \(namespaces)>\(item)</menu>",
            "res/menu/orphan.xml": "<menu \(namespaces)>\(item)</menu>",
            "res/menu/popup.xml": "<menu \(namespaces)>\(item)</menu>",
            "res/layout/empty.xml": """
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
                    <com.google.android.material.bottomnavigation.BottomNavigationView android:layout_width="match_parent"
                        android:layout_height="wrap_content" app:menu="@menu/bottom"/>
                </LinearLayout>
                """,
            "java/com/example/Screen.java": """
                class Screen extends Fragment {
                    void setUp() { speedDial.inflate(R.menu.fab); }
                    @Override public void onCreateContextMenu(ContextMenu menu, View v, ContextMenuInfo info) {
                        getMenuInflater().inflate(R.menu.context, menu);
                    }
                    void showPopup(View anchor) {
                        PopupMenu popup = new PopupMenu(getContext(), anchor);
                        popup.inflate(R.menu.popup);
                    }
                }
                """,
        ])
        XCTAssertTrue(reasons(screen(result, "menu/fab"))["a"]?.contains("other than an options menu") ?? false)
        XCTAssertTrue(reasons(screen(result, "menu/context"))["a"]?.contains("context menu") ?? false)
        XCTAssertTrue(reasons(screen(result, "menu/bottom"))["a"]?.contains("BottomNavigationView") ?? false)
        XCTAssertTrue(reasons(screen(result, "menu/orphan"))["a"]?.contains("not found") ?? false)
        XCTAssertEqual(screen(result, "menu/popup")?.elements.map(\.key), ["a"])
    }

    /// Items the code makes visible only under `BuildConfig.DEBUG` (directly, through a `val`, or in a conjunction)
    /// never show in a release build, where the Android Gradle plugin generates it false; nor does a toast of a
    /// function only such an item's `when` branch calls. `!isDebug` and `isDebug || force` may be true in a release
    /// build; a function also called elsewhere may run.
    func testDebugOnlyMenuItemsAndWhatOnlyTheyRunAreSkipped() throws {
        let item = { (id: String) in #"<item android:id="@+id/\#(id)" android:title="@string/\#(id)" app:showAsAction="never"/>"# }
        let result = try importApp([
            "res/menu/main.xml": "<menu \(namespaces)>" + ["debug_token", "debug_flags", "search", "other"].map(item).joined() + "</menu>",
            "java/com/example/MainFragment.kt": """
                class MainFragment : Fragment() {
                    override fun onCreateOptionsMenu(menu: Menu, inflater: MenuInflater) {
                        inflater.inflate(R.menu.main, menu)
                    }
                    override fun onPrepareOptionsMenu(menu: Menu) {
                        val isDebug = BuildConfig.DEBUG
                        val showToken = isDebug && isOAuthAccount
                        menu.findItem(R.id.debug_token).isVisible = showToken
                        menu.findItem(R.id.debug_flags)?.setVisible(BuildConfig.DEBUG)
                        menu.findItem(R.id.search).isVisible = !isDebug
                        menu.findItem(R.id.other).isVisible = isDebug || force
                    }
                    override fun onOptionsItemSelected(item: MenuItem): Boolean {
                        when (item.itemId) {
                            R.id.debug_token -> onDebugToken()
                            R.id.search -> onSearch()
                        }
                        return true
                    }
                    private fun onDebugToken() {
                        Toast.makeText(requireContext(), R.string.token_reset, Toast.LENGTH_SHORT).show()
                    }
                    private fun onSearch() {
                        Toast.makeText(requireContext(), R.string.searching, Toast.LENGTH_SHORT).show()
                    }
                }
                """,
        ])
        let main = try XCTUnwrap(screen(result, "menu/main"))
        XCTAssertEqual(main.elements.compactMap(\.key).sorted(), ["other", "search"])
        let skipped = reasons(main)
        XCTAssertEqual(skipped["debug_token"], MenuUses.debugOnlyReason)
        XCTAssertEqual(skipped["debug_flags"], MenuUses.debugOnlyReason)
        // The app's target SDK is not read here, so the toast that may show keeps that reason.
        let toasts = result.screens.filter { $0.name.hasPrefix("toast@") }.flatMap(\.skipped)
        XCTAssertEqual(toasts.filter { $0.key == "searching" }.map(\.reason), [AndroidCodeDialogs.toastReason(targetSdk: nil)])
        XCTAssertEqual(toasts.filter { $0.key == "token_reset" }.map(\.reason), [AndroidDebugOnlyCode.reason])

        // Hostile growth: 20,000 debug items, branches and bodies are read in a bounded number of passes, and
        // an unbalanced body ends the search.
        let many = (0..<20_000).map { "menu.findItem(R.id.d\($0)).isVisible = BuildConfig.DEBUG\nR.id.d\($0) -> f\($0)()\nfun f\($0)() {\n" }.joined()
        XCTAssertEqual(AndroidDebugOnlyCode.lineRanges(in: "val x = BuildConfig.DEBUG\n" + many).count, 0, "no body closes")
    }

    // MARK: Preferences

    func testPreferenceRowsTitlesAndSummaries() throws {
        let result = try importApp(["res/xml/settings.xml": """
            <PreferenceScreen \(namespaces)>
                <PreferenceCategory app:key="general" app:title="@string/general">
                    <Preference app:key="about" app:title="@string/about" app:summary="@string/about_summary"/>
                    <ListPreference app:key="theme" app:title="@string/theme"/>
                    <Preference app:key="account" app:title="@string/account" app:icon="@drawable/ic_account"/>
                    <SwitchPreferenceCompat app:key="sync" app:title="@string/sync"/>
                    <com.example.ColorPreference app:key="color" app:title="@string/color"/>
                </PreferenceCategory>
            </PreferenceScreen>
            """])
        let settings = try XCTUnwrap(screen(result, "xml/settings"))
        func element(_ id: String) -> LayoutElement? { settings.elements.first { $0.id == id } }
        XCTAssertEqual(settings.elements.map(\.key), ["general", "about", "about_summary", "theme", "account", "sync"])
        // Preference.Material sets singleLineTitle false: the title wraps; a ListPreference keeps the layout's single line.
        XCTAssertNil(element("about.title")?.maxLines)
        XCTAssertEqual(element("theme.title")?.maxLines, 1)
        XCTAssertEqual(element("about.summary")?.maxLines, 10)
        // Sizes: textAppearanceListItem (Subhead 16sp), summary textAppearanceSmall 14sp, category Body2 14sp medium.
        XCTAssertEqual(element("about.title")?.size, 16)
        XCTAssertEqual(element("about.summary")?.size, 14)
        XCTAssertEqual(element("general.title")?.size, 14)
        XCTAssertEqual(element("general.title")?.weight, 500)
        // The row: 360 − 16 − 16 of list item paddings; with an icon the 56dp icon frame too.
        let boxes = resolve(settings, natural: ["about.title": 500, "theme.title": 500, "account.title": 500, "general.title": 10]).boxes
        XCTAssertEqual(boxes["about.title"]!.width, 360 - 32, accuracy: 1e-9)
        XCTAssertEqual(boxes["account.title"]!.width, 360 - 32 - 56, accuracy: 1e-9)
        let resolution = resolve(settings, natural: ["sync.title": 10])
        XCTAssertNil(resolution.boxes["sync.title"])
        let skipped = reasons(settings)
        XCTAssertTrue(skipped["color.title"]?.contains("custom preference") ?? false, "\(skipped)")
        // The switch's width is not in the defaults table: its row's texts get no box, with that reason.
        XCTAssertTrue(resolution.skipped["sync.title"]?.contains("widget") ?? false, "\(resolution.skipped)")
    }

    func testACustomPreferenceIsLaidOutAsTheAndroidxClassItExtends() throws {
        let result = try importApp([
            "res/xml/custom.xml": """
                <PreferenceScreen \(namespaces)>
                    <com.example.HeaderPref app:key="header" app:title="@string/header"/>
                    <com.example.ControlPref app:key="control" app:title="@string/control" app:summary="@string/control_summary"/>
                    <com.example.ReviewerControlPref app:key="reviewer" app:title="@string/reviewer"/>
                    <com.example.IncrementerPref app:key="incrementer" app:title="@string/incrementer"/>
                    <com.example.SliderPref app:key="slider" app:title="@string/slider"/>
                    <com.example.StyledPref app:key="styled" app:title="@string/styled"/>
                    <com.example.WidgetPref app:key="widget" app:title="@string/widget"/>
                    <com.example.LibraryPref app:key="library" app:title="@string/library"/>
                    <com.example.Missing app:key="missing" app:title="@string/missing"/>
                </PreferenceScreen>
                """,
            "java/com/example/Prefs.kt": """
                class HeaderPref : Preference {
                    constructor(context: Context, attrs: AttributeSet?) : this(context, attrs, androidx.preference.R.attr.preferenceStyle)
                    constructor(context: Context, attrs: AttributeSet?, defStyleAttr: Int) : super(context, attrs, defStyleAttr) {
                        val color = ThemeUtils.getThemeAttrColor(context, R.attr.highlightColor)
                    }
                }
                open class ControlPref(context: Context, attrs: AttributeSet?) : DialogPreference(context, attrs) {
                    override fun getSummary(): CharSequence = bindings.joinToString(", ")
                    fun showPicker() {
                        AlertDialog.Builder(context).show {
                            setTitle(binding.name)
                            setMessage(warning)
                        }
                        val dialog = AlertDialog.Builder(context)
                            .create { setTitle(title) }
                    }
                }
                class ReviewerControlPref(context: Context, attrs: AttributeSet?) : ControlPref(context, attrs)
                open class NumberPref
                    @JvmOverloads // fixes: Error inflating class com.example.NumberPref
                    constructor(
                        context: Context,
                        attrs: AttributeSet? = null,
                        defStyleAttr: Int = androidx.preference.R.attr.editTextPreferenceStyle,
                    ) : EditTextPreference(context, attrs, defStyleAttr) {
                        var min = 0
                    }
                class IncrementerPref : NumberPref {
                    constructor(context: Context, attrs: AttributeSet?) : super(context, attrs)
                }
                class SliderPref(context: Context, attrs: AttributeSet?) : Preference(context, attrs) {
                    init { layoutResource = R.layout.preference_slider }
                }
                class WidgetPref(context: Context, attrs: AttributeSet?) : Preference(context, attrs) {
                    init { widgetLayoutResource = R.layout.preference_widget_text }
                }
                class LibraryPref(context: Context, attrs: AttributeSet?) : com.library.ColorPickerPreference(context, attrs)
                """,
            "java/com/example/StyledPref.java": """
                import androidx.preference.Preference;
                public class StyledPref extends Preference {
                    public StyledPref(Context context, AttributeSet attrs) { super(context, attrs, R.attr.styledPreferenceStyle); }
                }
                """,
        ])
        let custom = try XCTUnwrap(screen(result, "xml/custom"))
        func element(_ id: String) -> LayoutElement? { custom.elements.first { $0.id == id } }
        // Laid out as Preference (Preference.Material: the title wraps), DialogPreference and EditTextPreference
        // (through the app's NumberPref, whose header comment is no supertype).
        XCTAssertEqual(custom.elements.map(\.key), ["header", "control", "reviewer", "incrementer", "widget"])
        XCTAssertNil(element("header.title")?.maxLines)
        XCTAssertEqual(element("control.title")?.maxLines, 1)
        XCTAssertNil(element("incrementer.title")?.maxLines)
        let boxes = resolve(custom, natural: ["header.title": 500, "control.title": 500]).boxes
        XCTAssertEqual(boxes["header.title"]!.width, 360 - 32, accuracy: 1e-9)
        XCTAssertEqual(boxes["control.title"]!.width, 360 - 32, accuracy: 1e-9)
        let skipped = reasons(custom)
        // ControlPref overrides getSummary: the file's summary is not what shows. Its setTitle calls are its dialogs'.
        XCTAssertTrue(skipped["control.summary"]?.contains("sets the summary it shows in code") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["slider.title"]?.contains("layoutResource = R.layout.preference_slider") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["styled.title"]?.contains("R.attr.styledPreferenceStyle") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["library.title"]?.contains("ColorPickerPreference") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["missing.title"]?.contains("not found") ?? false, "\(skipped)")
        // The widget its class sets has no known width: the row's texts get no box, with that reason.
        let resolution = resolve(custom, natural: ["widget.title": 10])
        XCTAssertNil(resolution.boxes["widget.title"])
        XCTAssertTrue(resolution.skipped["widget.title"]?.contains("R.layout.preference_widget_text") ?? false, "\(resolution.skipped)")
    }

    /// A `CheckBoxPreference` in a Material Components or Material 3 theme: androidx `preference_widget_checkbox.xml`'s
    /// CheckBox takes the theme's `checkboxStyle`, whose `android:minWidth` is `?attr/minTouchTargetSize` = 48dp (its
    /// 32dp button drawable is narrower), so the title gets 360 − 2 × 16dp row paddings − 16dp widget frame padding
    /// − 48dp = 264dp; in an AppCompat or Bridge theme the check box is AppCompat's 32dp button drawable. A platform
    /// theme, a theme that restyles check boxes, or the app's own `preference_widget_checkbox` layout leave the width
    /// undecided, with the reason.
    func testACheckBoxPreferenceInAMaterialThemeIsTheTouchTargetWide() throws {
        func title(theme: String, items: String = "", layout: String? = nil) throws -> (width: Double?, reason: String?) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("app"))
            var files = [
                "res/xml/settings.xml": "<PreferenceScreen \(namespaces)><CheckBoxPreference app:key=\"notify\" app:title=\"@string/notify\"/></PreferenceScreen>",
                "res/values/themes.xml": "<resources><style name=\"Theme.App\" parent=\"\(theme)\">\(items)</style><style name=\"Theme.App.Starting\" parent=\"Theme.SplashScreen\"/></resources>",
            ]
            if let layout { files["res/layout/preference_widget_checkbox.xml"] = layout }
            let settings = try XCTUnwrap(screen(try importApp(files), "xml/settings"))
            let resolution = resolve(settings, natural: ["notify.title": 900])
            return (resolution.boxes["notify.title"]?.width, resolution.skipped["notify.title"])
        }
        XCTAssertEqual(try title(theme: "Theme.Material3.DayNight.NoActionBar").width ?? 0, 264, accuracy: 1e-9)
        XCTAssertEqual(try title(theme: "Theme.MaterialComponents.Light").width ?? 0, 264, accuracy: 1e-9)
        // AppCompat (and `.Bridge`) themes: the check box is its 32dp button drawable, no minimum width:
        // 360 − 2 × 16 − 16 − 32 = 280dp.
        XCTAssertEqual(try title(theme: "Theme.AppCompat.DayNight").width ?? 0, 280, accuracy: 1e-9)
        XCTAssertEqual(try title(theme: "Theme.MaterialComponents.Light.Bridge").width ?? 0, 280, accuracy: 1e-9)
        let platform = try title(theme: "android:Theme.Material.Light")
        XCTAssertNil(platform.width)
        XCTAssertTrue(platform.reason?.contains("CheckBoxPreference check box") ?? false, "\(platform)")
        let restyled = try title(theme: "Theme.Material3.Light", items: "<item name=\"checkboxStyle\">@style/Widget.App.CheckBox</item>")
        XCTAssertNil(restyled.width)
        XCTAssertTrue(restyled.reason?.contains("checkboxStyle") ?? false, "\(restyled)")
        let own = try title(theme: "Theme.Material3.Light",
                            layout: "<CheckBox \(namespaces) android:id=\"@android:id/checkbox\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\"/>")
        XCTAssertNil(own.width)
        XCTAssertTrue(own.reason?.contains("preference_widget_checkbox") ?? false, "\(own)")
    }

    /// A `SwitchPreferenceCompat`: androidx `preference_widget_switch_compat.xml`'s `SwitchCompat` in the theme's
    /// `switchStyle`. AppCompat's switch is `2 × (thumb − its padding) + the thumb's optical insets` wide
    /// (`SwitchCompat.onMeasure`), widest at hdpi: 2 × (41 − 5 − 5) + 5 + 5 = 72px = 48dp; the Material Components and
    /// Material 3 switch styles keep it and set `android:minWidth` 48dp (`minTouchTargetSize`). The title gets
    /// 360 − 2 × 16dp row paddings − 16dp widget frame padding − 48dp = 264dp. A theme extending the platform's
    /// (`android:Theme`, a transparent activity's) shows no `SwitchCompat` and is left out; a library theme not in the
    /// table, a theme that restyles switches, the app's own `preference_widget_switch_compat` layout, or no AppCompat
    /// theme at all leave the width undecided, with the reason.
    func testASwitchPreferenceCompatIsTheAppCompatSwitchWide() throws {
        func title(themes: [String], items: String = "", layout: String? = nil) throws -> (width: Double?, reason: String?) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("app"))
            let styles = themes.enumerated().map { index, parent in
                "<style name=\"Theme.App\(index)\" parent=\"\(parent)\">\(index == 0 ? items : "")</style>"
            }.joined()
            var files = [
                "res/xml/settings.xml": "<PreferenceScreen \(namespaces)><SwitchPreferenceCompat app:key=\"sync\" app:title=\"@string/sync\"/></PreferenceScreen>",
                "res/values/themes.xml": "<resources>\(styles)<style name=\"Theme.App.Starting\" parent=\"Theme.SplashScreen\"/></resources>",
            ]
            if let layout { files["res/layout/preference_widget_switch_compat.xml"] = layout }
            let settings = try XCTUnwrap(screen(try importApp(files), "xml/settings"))
            let resolution = resolve(settings, natural: ["sync.title": 900])
            return (resolution.boxes["sync.title"]?.width, resolution.skipped["sync.title"])
        }
        XCTAssertEqual(try title(themes: ["Theme.AppCompat.DayNight.NoActionBar", "Theme.AppCompat.DayNight.Dialog"]).width ?? 0, 264, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["Theme.Material3.DayNight.NoActionBar", "android:Theme"]).width ?? 0, 264, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["Theme.MaterialComponents.Light.Bridge", "Theme.Material3Expressive.DayNight"]).width ?? 0, 264, accuracy: 1e-9)
        let platform = try title(themes: ["android:Theme.Material.Light"])
        XCTAssertNil(platform.width)
        XCTAssertTrue(platform.reason?.contains("no AppCompat, Material Components or Material 3 theme") ?? false, "\(platform)")
        let other = try title(themes: ["Theme.AppCompat.Light", "Theme.Leanback"])
        XCTAssertNil(other.width)
        XCTAssertTrue(other.reason?.contains("Theme.Leanback") ?? false, "\(other)")
        let restyled = try title(themes: ["Theme.AppCompat.Light"], items: "<item name=\"switchStyle\">@style/Widget.App.Switch</item>")
        XCTAssertNil(restyled.width)
        XCTAssertTrue(restyled.reason?.contains("switchStyle") ?? false, "\(restyled)")
        // The app's theme's `minTouchTargetSize` is the Material switch's minimum width: 32dp leaves the 48dp switch
        // (264dp for the title), 64dp makes it 64dp wide (360 − 32 − 16 − 64 = 248dp); AppCompat's switch does not read it.
        // A value that is no dimension is not read: undecided.
        let small = "<item name=\"minTouchTargetSize\">32dp</item>", large = "<item name=\"minTouchTargetSize\">64dp</item>"
        XCTAssertEqual(try title(themes: ["Theme.Material3.DayNight"], items: small).width ?? 0, 264, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["Theme.MaterialComponents.DayNight"], items: large).width ?? 0, 248, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["Theme.AppCompat.Light"], items: large).width ?? 0, 264, accuracy: 1e-9)
        let referenced = try title(themes: ["Theme.Material3.DayNight"], items: "<item name=\"minTouchTargetSize\">@dimen/touch</item>")
        XCTAssertNil(referenced.width)
        XCTAssertTrue(referenced.reason?.contains("minTouchTargetSize") ?? false, "\(referenced)")
        let own = try title(themes: ["Theme.Material3.Light"],
                            layout: "<androidx.appcompat.widget.SwitchCompat \(namespaces) android:id=\"@+id/switchWidget\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\"/>")
        XCTAssertNil(own.width)
        XCTAssertTrue(own.reason?.contains("preference_widget_switch_compat") ?? false, "\(own)")
    }

    /// AppCompat's switch per density bucket, from the 9-patch facts the table holds (each read by decoding appcompat-v7's
    /// `res/drawable-<bucket>/abc_btn_switch_to_on_mtrl_00001.9.png` and `abc_switch_track_mtrl_alpha.9.png`):
    /// 2 × (27 − 4 − 4) + 4 + 4 = 46px at mdpi (46dp), 2 × (41 − 10) + 10 = 72px at hdpi (48dp), 2 × (54 − 14) + 14 = 94px at
    /// xhdpi (47dp), 2 × (81 − 22) + 22 = 140px at xxhdpi (46.67dp), 2 × (108 − 28) + 28 = 188px at xxxhdpi (47dp).
    func testTheAppCompatSwitchWidthFollowsSwitchCompatOnMeasure() {
        let widths = AndroidTextModel.appCompatSwitchDrawables.map(\.switchWidth)
        let expected = [46.0, 72.0 / 1.5, 94.0 / 2, 140.0 / 3, 188.0 / 4]
        XCTAssertEqual(widths.count, expected.count)
        for (width, value) in zip(widths, expected) { XCTAssertEqual(width, value, accuracy: 1e-9) }
        XCTAssertEqual(AndroidTextModel.appCompatSwitchWidth, 48, accuracy: 1e-9)
        XCTAssertEqual(AndroidTextModel.preferenceSwitchCompatWidth(.material) ?? 0, 48, accuracy: 1e-9)
        XCTAssertNil(AndroidTextModel.preferenceSwitchCompatWidth(.notAppCompat))
    }

    /// A `SwitchPreference`: androidx `preference_widget_switch.xml`'s platform `Switch` (no text, background `@null`) in
    /// `Theme.Material`'s `android:switchStyle`, `Widget.Material.CompoundButton.Switch`, which AppCompat, Material Components
    /// and Material 3 themes keep (they set AppCompat's `switchStyle`, not the platform's). `Switch.onMeasure` over the thumb
    /// 9-patches, widest at hdpi: 2 × (41 − 5 − 5) + 5 + 5 = 72px = 48dp (the track shape adds no padding). The title gets
    /// 360 − 2 × 16dp row paddings − 16dp widget frame padding − 48dp = 264dp, in an AppCompat or Bridge theme and in the
    /// platform's own Material theme alike; AppCompat's `switchStyle` and `minTouchTargetSize` do not change it. A theme
    /// that is not `Theme.Material`'s (a vendor's `Theme.DeviceDefault`, Holo), `android:switchStyle` in the app's theme or
    /// its preference theme overlay, or the app's own `preference_widget_switch` layout leave it undecided, with the reason.
    func testASwitchPreferenceIsThePlatformMaterialSwitchWide() throws {
        func title(themes: [String], items: String = "", extra: String = "", layout: String? = nil) throws -> (width: Double?, reason: String?) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("app"))
            let styles = themes.enumerated().map { index, parent in
                "<style name=\"Theme.App\(index)\" parent=\"\(parent)\">\(index == 0 ? items : "")</style>"
            }.joined()
            var files = [
                "res/xml/settings.xml": "<PreferenceScreen \(namespaces)><SwitchPreference android:key=\"nearby\" android:title=\"@string/nearby\" android:summary=\"@string/nearby_summary\"/></PreferenceScreen>",
                "res/values/themes.xml": "<resources>\(styles)\(extra)<style name=\"Theme.App.Starting\" parent=\"Theme.SplashScreen\"/></resources>",
            ]
            if let layout { files["res/layout/preference_widget_switch.xml"] = layout }
            let settings = try XCTUnwrap(screen(try importApp(files), "xml/settings"))
            let resolution = resolve(settings, natural: ["nearby.title": 900, "nearby.summary": 900])
            XCTAssertEqual(resolution.boxes["nearby.title"]?.width, resolution.boxes["nearby.summary"]?.width)
            return (resolution.boxes["nearby.title"]?.width, resolution.skipped["nearby.title"])
        }
        XCTAssertEqual(try title(themes: ["Theme.MaterialComponents.Light.NoActionBar.Bridge", "Theme.AppCompat.DayNight.DarkActionBar"]).width ?? 0,
                       264, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["Theme.Material3.DayNight.NoActionBar"]).width ?? 0, 264, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["android:Theme.Material.Light.NoActionBar"]).width ?? 0, 264, accuracy: 1e-9)
        XCTAssertEqual(try title(themes: ["Theme.AppCompat.Light"],
                                 items: "<item name=\"switchStyle\">@style/Widget.App.Switch</item><item name=\"minTouchTargetSize\">64dp</item>").width ?? 0,
                       264, accuracy: 1e-9)
        for other in ["android:Theme.DeviceDefault.Light", "android:Theme.Holo.Light"] {
            let result = try title(themes: ["Theme.AppCompat.Light", other])
            XCTAssertNil(result.width)
            XCTAssertTrue(result.reason?.contains(other) ?? false, "\(result)")
        }
        let restyled = try title(themes: ["Theme.MaterialComponents.DayNight.Bridge"], items: "<item name=\"android:switchStyle\">@style/Widget.App.Switch</item>")
        XCTAssertNil(restyled.width)
        XCTAssertTrue(restyled.reason?.contains("android:switchStyle") ?? false, "\(restyled)")
        let overlay = try title(themes: ["Theme.AppCompat.Light"], items: "<item name=\"preferenceTheme\">@style/PreferenceOverlay.App</item>",
                                extra: "<style name=\"PreferenceOverlay.App\" parent=\"PreferenceThemeOverlay\"><item name=\"android:switchStyle\">@style/Widget.App.Switch</item></style>")
        XCTAssertNil(overlay.width)
        XCTAssertTrue(overlay.reason?.contains("PreferenceOverlay.App") ?? false, "\(overlay)")
        let own = try title(themes: ["Theme.Material3.Light"],
                            layout: "<Switch \(namespaces) android:id=\"@android:id/switch_widget\" android:layout_width=\"wrap_content\" android:layout_height=\"wrap_content\"/>")
        XCTAssertNil(own.width)
        XCTAssertTrue(own.reason?.contains("preference_widget_switch") ?? false, "\(own)")
    }

    /// The platform switch per density bucket, from the 9-patch facts the table holds (each read by decoding Android 10's
    /// framework-res `btn_switch_to_on/off_mtrl_000NN.9.png`: width, `npTc` padding, `npLb` optical insets; the track has no
    /// padding): 2 × (27 − 4 − 4) + 4 + 4 = 46px at mdpi (46dp), 2 × (41 − 10) + 10 = 72px at hdpi (48dp), 2 × (54 − 14) + 14 =
    /// 94px at xhdpi (47dp), 2 × (81 − 22) + 22 = 140px at xxhdpi (46.67dp), 2 × (108 − 28) + 28 = 188px at xxxhdpi (47dp).
    func testThePlatformSwitchWidthFollowsSwitchOnMeasure() {
        let widths = AndroidTextModel.platformSwitchDrawables.map(\.switchWidth)
        let expected = [46.0, 72.0 / 1.5, 94.0 / 2, 140.0 / 3, 188.0 / 4]
        XCTAssertEqual(widths.count, expected.count)
        for (width, value) in zip(widths, expected) { XCTAssertEqual(width, value, accuracy: 1e-9) }
        XCTAssertEqual(AndroidTextModel.platformSwitchWidth, 48, accuracy: 1e-9)
        XCTAssertEqual(AndroidTextModel.showsMaterialPlatformSwitch("android:Theme.Material.Light"), true)
        XCTAssertEqual(AndroidTextModel.showsMaterialPlatformSwitch("Theme.MaterialComponents.DayNight.Bridge"), true)
        XCTAssertEqual(AndroidTextModel.showsMaterialPlatformSwitch("android:Theme.DeviceDefault"), false)
        XCTAssertNil(AndroidTextModel.showsMaterialPlatformSwitch("Theme.SplashScreen"))
    }

    func testAMaterialSwitchWidgetLayoutIsItsTrackWide() throws {
        let result = try importApp([
            "res/xml/settings.xml": """
                <PreferenceScreen \(namespaces)>
                    <SwitchPreferenceCompat app:key="sync" app:title="@string/sync" app:widgetLayout="@layout/preference_material_switch"/>
                    <SwitchPreferenceCompat app:key="padded" app:title="@string/padded" app:widgetLayout="@layout/padded_switch"/>
                    <SwitchPreferenceCompat app:key="compat" app:title="@string/compat" app:widgetLayout="@layout/compat_switch"/>
                </PreferenceScreen>
                """,
            "res/layout/preference_material_switch.xml": """
                <com.google.android.material.materialswitch.MaterialSwitch \(namespaces) android:id="@+id/switchWidget"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" android:background="@null"
                    android:clickable="false" android:focusable="false"/>
                """,
            "res/layout/padded_switch.xml": """
                <com.google.android.material.materialswitch.MaterialSwitch \(namespaces) android:id="@+id/switchWidget"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" android:paddingStart="12dp"/>
                """,
            "res/layout/compat_switch.xml": """
                <androidx.appcompat.widget.SwitchCompat \(namespaces) android:id="@+id/switchWidget"
                    android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                """,
        ])
        let settings = try XCTUnwrap(screen(result, "xml/settings"))
        let resolution = resolve(settings, natural: ["sync.title": 900, "padded.title": 10, "compat.title": 10])
        // The row: 16dp paddings, the widget frame's 16dp paddingStart and the switch's 52dp track.
        XCTAssertEqual(resolution.boxes["sync.title"]!.width, 360 - 32 - 16 - 52, accuracy: 1e-9)
        XCTAssertNil(resolution.boxes["padded.title"])
        XCTAssertTrue(resolution.skipped["compat.title"]?.contains("@layout/compat_switch") ?? false, "\(resolution.skipped)")
    }

    func testTheThemesDefaultStyleOfAPreferenceClassIsRead() throws {
        let result = try importApp([
            "res/xml/settings.xml": """
                <PreferenceScreen \(namespaces)>
                    <PreferenceCategory app:key="general" app:title="@string/general">
                        <ListPreference app:key="theme" app:title="@string/theme"/>
                        <SwitchPreferenceCompat app:key="sync" app:title="@string/sync"/>
                        <EditTextPreference app:key="name" app:title="@string/name"/>
                    </PreferenceCategory>
                </PreferenceScreen>
                """,
            "res/values/themes.xml": """
                <resources>
                    <style name="Theme.App" parent="Theme.Material3.DayNight">
                        <item name="dialogPreferenceStyle">@style/Preference.App.DialogPreference</item>
                        <item name="switchPreferenceCompatStyle">@style/Preference.App.SwitchPreferenceCompat</item>
                        <item name="preferenceCategoryStyle">@style/Preference.App.PreferenceCategory</item>
                    </style>
                    <style name="Preference.App.DialogPreference" parent="Preference.DialogPreference.Material">
                        <item name="singleLineTitle">false</item>
                        <item name="iconSpaceReserved">true</item>
                    </style>
                    <style name="Preference.App.SwitchPreferenceCompat" parent="Preference.SwitchPreferenceCompat.Material">
                        <item name="widgetLayout">@layout/view_preference_switch</item>
                    </style>
                    <style name="Preference.App.PreferenceCategory" parent="Preference.Category.Material">
                        <item name="layout">@layout/item_header</item>
                    </style>
                </resources>
                """,
            "res/layout/view_preference_switch.xml": """
                <com.google.android.material.materialswitch.MaterialSwitch \(namespaces) android:id="@+id/switchWidget"
                    android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                """,
        ])
        let settings = try XCTUnwrap(screen(result, "xml/settings"))
        func element(_ id: String) -> LayoutElement? { settings.elements.first { $0.id == id } }
        // ListPreference takes dialogPreferenceStyle: the app's style wraps the title and reserves the icon frame.
        XCTAssertNil(element("theme.title")?.maxLines)
        let resolution = resolve(settings, natural: ["theme.title": 900, "sync.title": 900, "name.title": 900])
        XCTAssertEqual(resolution.boxes["theme.title"]!.width, 360 - 32 - 56, accuracy: 1e-9)
        // EditTextPreference takes editTextPreferenceStyle, which the theme leaves: no icon frame.
        XCTAssertEqual(resolution.boxes["name.title"]!.width, 360 - 32, accuracy: 1e-9)
        // The switch style's widget layout is a MaterialSwitch: its 52dp track and the frame's 16dp.
        XCTAssertEqual(resolution.boxes["sync.title"]!.width, 360 - 32 - 16 - 52, accuracy: 1e-9)
        // The category style's own layout is not modelled.
        XCTAssertTrue(reasons(settings)["general.title"]?.contains("@layout/item_header") ?? false, "\(reasons(settings))")
    }

    /// An app layout named as androidx.preference's row layout (`Preference.Material`'s `@layout/preference_material`)
    /// replaces the library's: the build's resource merge gives the app's resources priority over a library's
    /// ("Add app resources", "Merge resources"). Its rows are then the app's own layout, not modelled; a category's
    /// row (`preference_category_material`) is replaced only by a layout of that name.
    func testAnAppLayoutNamedAsTheLibrarysRowLayoutReplacesIt() throws {
        let screenXML = """
            <PreferenceScreen \(namespaces)>
                <PreferenceCategory app:key="general" app:title="@string/general">
                    <SwitchPreferenceCompat app:key="sync" app:title="@string/sync"/>
                    <Preference app:key="about" app:title="@string/about"/>
                </PreferenceCategory>
            </PreferenceScreen>
            """
        let theme = """
            <resources><style name="Theme.App" parent="Theme.Material3.DayNight"/></resources>
            """
        let row = """
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="32dp">
                <TextView android:id="@android:id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                <LinearLayout android:id="@android:id/widget_frame" android:layout_width="wrap_content" android:layout_height="match_parent"/>
            </LinearLayout>
            """
        let replaced = try XCTUnwrap(screen(try importApp([
            "res/xml/settings.xml": screenXML, "res/values/themes.xml": theme, "res/layout/preference_material.xml": row,
        ]), "xml/settings"))
        let why = reasons(replaced)
        for id in ["sync.title", "about.title"] {
            XCTAssertTrue(why[id]?.contains("layout/preference_material.xml") ?? false, "\(id): \(why)")
        }
        XCTAssertNil(why["general.title"], "the category's row is preference_category_material, which the app leaves")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("app/src/main/res/layout/preference_material.xml"))
        let library = try XCTUnwrap(screen(try importApp([
            "res/xml/settings.xml": screenXML, "res/values/themes.xml": theme, "res/layout/my_row.xml": row,
        ]), "xml/settings"))
        XCTAssertNil(reasons(library)["sync.title"], "\(reasons(library))")
        XCTAssertNil(reasons(library)["about.title"], "\(reasons(library))")
    }

    func testThePreferenceThemesSingleLineTitleAppliesWhereTheClassStyleLeavesIt() throws {
        let preferences = """
            <PreferenceScreen \(namespaces)>
                <ListPreference app:key="theme" app:title="@string/theme"/>
                <ListPreference app:key="fixed" app:title="@string/fixed" app:singleLineTitle="true"/>
            </PreferenceScreen>
            """
        let themed = try importApp([
            "res/xml/settings.xml": preferences,
            "res/values/themes.xml": """
                <resources>
                    <style name="Theme.App" parent="Theme.MaterialComponents.DayNight">
                        <item name="preferenceTheme">@style/PreferenceThemeOverlay.App</item>
                    </style>
                    <style name="PreferenceThemeOverlay.App" parent="PreferenceThemeOverlay">
                        <item name="singleLineTitle">false</item>
                    </style>
                </resources>
                """,
        ])
        let settings = try XCTUnwrap(screen(themed, "xml/settings"))
        XCTAssertNil(settings.elements.first { $0.id == "theme.title" }?.maxLines)
        XCTAssertEqual(settings.elements.first { $0.id == "fixed.title" }?.maxLines, 1)
    }

    /// A `ListPreference` opens androidx.preference's list dialog: an AppCompat `AlertDialog` titled with its
    /// `dialogTitle` (else `title`) and a single-choice row per `entries` item (AppCompat
    /// `select_dialog_singlechoice_material.xml`: 20dp padding, the 32dp radio button, 20dp drawable padding, 24dp
    /// `dialogPreferredPadding` at the end, textAppearanceMedium 18sp, no line limit). The list fills the window as far
    /// as it may grow: `Theme.AppCompat`'s alert window is 95% of 360dp = 342dp, less its 16dp insets = 310dp; an entry
    /// gets 310 − 72 − 24 = 214dp, the title 310 − 2 × 24 = 262dp.
    func testAListPreferenceOpensAListDialogOfItsEntries() throws {
        let preferences = """
            <PreferenceScreen \(namespaces)>
                <ListPreference app:key="theme" app:title="@string/theme" app:dialogTitle="@string/choose_theme"
                    app:entries="@array/theme_names" app:entryValues="@array/theme_values"/>
                <ListPreference app:key="size" app:title="@string/size" app:entries="@array/sizes"/>
                <ListPreference app:key="lost" app:title="@string/lost" app:entries="@array/not_defined"/>
                <ListPreference app:key="plain" app:title="@string/plain"/>
                <ListPreference app:key="font" app:title="@string/font" app:entries="@array/fonts"/>
            </PreferenceScreen>
            """
        let arrays = """
            <resources>
                <string-array name="theme_names"><item>@string/light</item><item>@string/dark</item></string-array>
                <string-array name="theme_values" translatable="false"><item>light</item><item>dark</item></string-array>
                <string-array name="sizes"><item>Small</item><item>@string/large</item></string-array>
                <string-array name="fonts"><item>Serif</item><item>Sans serif</item></string-array>
            </resources>
            """
        let result = try importApp([
            "res/xml/settings.xml": preferences, "res/values/arrays.xml": arrays,
            "res/values/themes.xml": "<resources><style name=\"Theme.App\" parent=\"Theme.AppCompat.DayNight\"/></resources>",
        ])
        let dialogs = result.screens.filter { $0.name.hasPrefix("ListPreference dialog@") }
        // One dialog per ListPreference with entries; none for the one without.
        XCTAssertEqual(dialogs.map(\.name), ["ListPreference dialog@settings.xml:2", "ListPreference dialog@settings.xml:4",
                                             "ListPreference dialog@settings.xml:5", "ListPreference dialog@settings.xml:7"])
        let theme = dialogs[0]
        XCTAssertEqual(theme.elements.map(\.key), ["choose_theme", "light", "dark"])
        XCTAssertEqual(theme.elements.first { $0.key == "light" }?.size, 18)
        XCTAssertNil(theme.elements.first { $0.key == "light" }?.maxLines)
        let boxes = resolve(theme, natural: Dictionary(uniqueKeysWithValues: theme.elements.map { ($0.id, 900.0) })).boxes
        let light = try XCTUnwrap(theme.elements.first { $0.key == "light" }?.id)
        let title = try XCTUnwrap(theme.elements.first { $0.key == "choose_theme" }?.id)
        XCTAssertEqual(boxes[light]!.width, 342 - 32 - 72 - 24, accuracy: 1e-9)
        XCTAssertEqual(boxes[title]!.width, 342 - 32 - 48, accuracy: 1e-9)
        // A written item beside `@string` items: skipped with the reason, the `@string` item laid out.
        XCTAssertEqual(dialogs[1].elements.map(\.key), ["size", "large"])
        XCTAssertTrue(dialogs[1].skipped.contains { $0.key == "sizes" && $0.reason.contains("string-array") }, "\(dialogs[1].skipped)")
        // An array the values folders do not define: the title alone, the entries skipped with why.
        XCTAssertEqual(dialogs[2].elements.map(\.key), ["lost"])
        XCTAssertTrue(dialogs[2].skipped.contains { $0.key == "not_defined" && $0.reason.contains("do not define") }, "\(dialogs[2].skipped)")
        // An array whose items are all written in it is translated as a whole: one row, laid out with each item
        // (the key's `item.N` values).
        XCTAssertEqual(dialogs[3].elements.map(\.key), ["font", "fonts"])
    }

    /// An alert dialog theme that sets its own `alertDialogStyle` swaps the list's row layout: the dialog's texts are
    /// skipped with the reason.
    func testAListPreferenceDialogWhoseThemeSwapsTheRowsIsSkipped() throws {
        let result = try importApp([
            "res/xml/settings.xml": "<PreferenceScreen \(namespaces)><ListPreference app:key=\"t\" app:title=\"@string/t\" app:entries=\"@array/names\"/></PreferenceScreen>",
            "res/values/arrays.xml": "<resources><string-array name=\"names\"><item>@string/one</item></string-array></resources>",
            "res/values/themes.xml": """
                <resources>
                    <style name="Theme.App" parent="Theme.AppCompat.DayNight"><item name="alertDialogTheme">@style/App.Alert</item></style>
                    <style name="App.Alert" parent="ThemeOverlay.AppCompat.Dialog.Alert"><item name="alertDialogStyle">@style/App.AlertStyle</item></style>
                </resources>
                """,
        ])
        let dialog = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("ListPreference dialog@") })
        XCTAssertTrue(dialog.elements.isEmpty)
        XCTAssertTrue(dialog.skipped.contains { $0.key == "one" && $0.reason.contains("alertDialogStyle") }, "\(dialog.skipped)")
    }

    func testAnXMLFileThatIsNotAPreferenceScreenIsNotAScreen() throws {
        let result = try importApp(["res/xml/file_paths.xml": "<paths><external-path name=\"x\" path=\".\"/></paths>",
                                    "res/xml/broken.xml": "<PreferenceScreen"])
        XCTAssertNil(screen(result, "xml/file_paths"))
        XCTAssertNil(screen(result, "xml/broken"))
        XCTAssertEqual(result.findings, [])
    }

    // MARK: Preferences built in code

    /// Rows a `PreferenceFragmentCompat` builds in Kotlin: the blocks of the app's builder functions (whose
    /// parameter is `SwitchPreferenceCompat.() -> Unit`: the block runs with the new preference as `this`) and
    /// `Preference(context).apply { … }` are laid out as the XML rows of those classes (the same
    /// `preference_material.xml` row), each key located where the code writes it. Expected widths as in
    /// `testPreferenceRowsTitlesAndSummaries`: 360 − 16 − 16 of list item paddings, 56 more with an icon.
    func testPreferenceRowsBuiltInKotlinAreLaidOutAsTheirClassesRows() throws {
        let result = try importApp([
            "java/com/example/SettingsDSL.kt": """
                inline fun PreferenceParent.switchPreference(builder: SwitchPreferenceCompat.() -> Unit): SwitchPreferenceCompat {
                    val pref = SwitchPreferenceCompat(context)
                    builder(pref)
                    return pref
                }
                inline fun <reified T> PreferenceParent.enumListPreference(
                    builder: EnumListPreference<T>.() -> Unit,
                ): EnumListPreference<T> where T : Enum<T> {
                    val pref = EnumListPreference<T>(context)
                    builder(pref)
                    return pref
                }
                inline fun PreferenceParent.sliderPreference(builder: SliderPreference.() -> Unit): SliderPreference {
                    return SliderPreference(context).also(builder)
                }
                inline fun PreferenceParent.chip(builder: Chip.() -> Unit): Chip = Chip(context).also(builder)
                """,
            "java/com/example/Prefs.kt": """
                class EnumListPreference<T>(context: Context) : ListPreference(context)
                class SliderPreference(context: Context) : Preference(context) {
                    init { layoutResource = R.layout.pref_slider }
                }
                """,
            "java/com/example/SettingsFragment.kt": """
                class SettingsFragment : PreferenceFragmentCompat() {
                    override fun onCreatePreferences(savedInstanceState: Bundle?, rootKey: String?) {
                        makePreferenceScreen {
                            enumListPreference<AppTheme> {
                                setDefaultValue(AppTheme.AUTO)
                                setTitle(R.string.app_theme) // the theme
                                key = "theme"
                            }
                            switchPreference {
                                key = "hide"
                                setTitle(R.string.hide_toolbar)
                                isSingleLineTitle = false
                                setOnPreferenceChangeListener { _, _ ->
                                    setTitle(R.string.not_a_row)
                                    true
                                }
                            }
                            sliderPreference { setTitle(R.string.text_size) }
                            chip { setText(R.string.chip) }
                            addPreference(Preference(requireContext()).apply {
                                title = getString(R.string.about)
                                setSummary(R.string.about_summary)
                                icon = makeIcon()
                            })
                            if (BuildConfig.DEBUG) {
                                Preference(requireContext()).apply { setTitle(R.string.debug_tools) }
                            }
                        }
                    }
                }
                """,
        ])
        let settings = try XCTUnwrap(screen(result, "preferences@SettingsFragment.kt"))
        func element(_ key: String) -> LayoutElement? { settings.elements.first { $0.key == key } }
        XCTAssertEqual(settings.elements.map(\.key), ["app_theme", "hide_toolbar", "about", "about_summary"])
        // A ListPreference (the app's EnumListPreference extends it) keeps the row's single line; the code's
        // `isSingleLineTitle = false` lets the switch's title wrap.
        XCTAssertEqual(element("app_theme")?.maxLines, 1)
        XCTAssertNil(element("hide_toolbar")?.maxLines)
        XCTAssertEqual(element("about_summary")?.maxLines, 10)
        // Where the code writes the key: line 6, after the 16 spaces and `setTitle(`.
        let location = try XCTUnwrap(element("app_theme")?.keyLocations["key"])
        XCTAssertEqual([location.line, location.column], [6, 26])
        XCTAssertTrue(location.file.hasSuffix("SettingsFragment.kt"), location.file)
        let boxes = resolve(settings, natural: ["EnumListPreference@4.title": 500, "Preference@20.title": 500]).boxes
        XCTAssertEqual(boxes["EnumListPreference@4.title"]?.width ?? 0, 360 - 32, accuracy: 1e-9)
        XCTAssertEqual(boxes["Preference@20.title"]?.width ?? 0, 360 - 32 - 56, accuracy: 1e-9)
        let skipped = Dictionary(settings.skipped.map { ($0.key ?? $0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
        XCTAssertTrue(skipped["text_size"]?.contains("layoutResource = R.layout.pref_slider") ?? false, "\(skipped)")
        XCTAssertTrue(skipped["debug_tools"]?.contains("debug build") ?? false, "\(skipped)")
        // A listener's block inside a row, and a builder of a class that is no preference, build no row.
        XCTAssertNil(skipped["not_a_row"])
        XCTAssertNil(skipped["chip"])
    }

    /// A row's title or summary set to a format in code (`title = getString(R.string.k, n)`,
    /// `Context.getString(int, Object...)`) is the catalog value laid out with the sample arguments, as a layout's
    /// `@string` with placeholders is; a getter that takes no arguments, or a text built around the call, is not.
    func testACodeRowsFormatTitleIsItsString() {
        func setting(_ statement: String) -> String? {
            let bytes = Array(statement.utf8)
            return AndroidCodePreferences.setting(bytes, from: 0, to: bytes.count)?.value
        }
        XCTAssertEqual(setting("title = getString(R.string.account, info?.label)"), "@string/account")
        XCTAssertEqual(setting("setSummary(requireContext().getString(R.string.count, f(n), m))"), "@string/count")
        XCTAssertEqual(setting("title = getString(R.string.plain)"), "@string/plain")
        XCTAssertNil(setting("title = getText(R.string.account, n)"))
        XCTAssertNil(setting("title = getString(R.string.account, n) + f(x)"))
        XCTAssertNil(setting("title = getString(R.string.account, n).uppercase()"))
    }

    /// A preference built in a file of the `debug` source set is in no release build: skipped with that reason.
    func testPreferenceRowsBuiltInTheDebugSourceSetAreSkipped() throws {
        let result = try importApp(["../debug/java/com/example/DebugFragment.kt": """
            class DebugFragment : PreferenceFragmentCompat() {
                override fun onCreatePreferences(savedInstanceState: Bundle?, rootKey: String?) {
                    preferenceScreen.addPreference(Preference(requireContext()).apply { setTitle(R.string.debug_menu) })
                }
            }
            """])
        let debug = try XCTUnwrap(screen(result, "preferences@DebugFragment.kt"))
        XCTAssertTrue(debug.elements.isEmpty)
        XCTAssertTrue(debug.skipped.first?.reason.contains("debug source set") ?? false, "\(debug.skipped)")
    }

    /// The block scan reads each byte once and looks back a bounded window from each `{`.
    func testCodePreferenceScanSurvivesHostileBytes() {
        var generator = SystemRandomNumberGenerator()
        let builders = AndroidCodePreferences.builders(in: Array("inline fun P.row(b: Preference.() -> Unit) {}".utf8))
        XCTAssertEqual(builders, ["row": "Preference"])
        let seed = Array("row { setTitle(R.string.a)\n summary = getString(R.string.b) }\nPreference(c).apply { title = \"x{\" /* } */ }".utf8)
        for _ in 0..<300 {
            var bytes = seed
            for _ in 0..<6 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = AndroidCodePreferences.rows(in: bytes, builders: builders) { _ in true }
            _ = AndroidCodePreferences.builders(in: bytes)
        }
        for hostile in [String(repeating: "row { setTitle(R.string.a)\n", count: 20_000),
                        String(repeating: "fun <<<<", count: 20_000) + ".() -> Unit",
                        String(repeating: ".() -> Unit", count: 20_000),
                        "row " + String(repeating: "(", count: 50_000) + "{ R.string.a }"] {
            _ = AndroidCodePreferences.rows(in: Array(hostile.utf8), builders: builders) { _ in true }
            _ = AndroidCodePreferences.builders(in: Array(hostile.utf8))
        }
    }

    // MARK: Hostile input

    func testFuzzEntryPointAndCodeScanSurviveHostileBytes() {
        var generator = SystemRandomNumberGenerator()
        let seeds = [
            "<menu><item android:title=\"@string/a\"><menu><item android:title=\"@string/b\"/></menu></item><group><item/></group></menu>",
            "<PreferenceScreen><PreferenceCategory android:title=\"@string/c\"><Preference android:title=\"@string/d\" android:summary=\"@string/e\"/></PreferenceCategory></PreferenceScreen>",
            String(repeating: "<menu><item android:title=\"@string/a\">", count: 300),
            String(repeating: "<PreferenceScreen>", count: 5000),
        ]
        for seed in seeds { AndroidMenusAndPreferences.fuzzRead(bytes: Array(seed.utf8)) }
        for _ in 0..<200 {
            var bytes = Array(seeds[Int.random(in: 0..<2, using: &generator)].utf8)
            for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            AndroidMenusAndPreferences.fuzzRead(bytes: bytes)
            var uses = MenuUses()
            uses.read(bytes)
        }
        var uses = MenuUses()
        uses.read(Array("R.menu.".utf8))
        uses.read([])
        // Many references, each looking at a bounded window: linear in the file's size.
        let many = Array(String(repeating: "fun f() { inflater.inflate(R.menu.m, menu) }\n", count: 2_000).utf8)
        uses.read(many)
        XCTAssertEqual(uses.use(of: "m"), .other)
    }

    // MARK: Text set in code

    func testTextSetInCodeOnABindingOrFoundViewIsLaidOutInItsView() throws {
        let layout = """
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/status_message" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="1"/>
                <TextView android:id="@+id/counter" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                <TextView android:id="@+id/built" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                <TextView android:id="@+id/toggled" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                <TextView android:id="@+id/untouched" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            </LinearLayout>
            """
        let result = try importApp([
            "res/layout/fragment_status.xml": layout,
            "res/layout/other_screen.xml": layout,
            "java/com/example/StatusFragment.kt": """
                class StatusFragment : Fragment() {
                    private var binding: FragmentStatusBinding? = null
                    fun show() {
                        binding?.statusMessage?.text = requireContext().getString(R.string.no_internet)
                        binding!!.counter.text = getString(R.string.count, 3)
                        binding!!.built.text = getString(R.string.question) + number
                        binding!!.toggled.setText(R.string.play)
                        binding!!.toggled.setText(R.string.pause)
                    }
                }
                """,
            "java/com/example/Other.java": """
                class Other extends Activity {
                    void onCreate() {
                        setContentView(R.layout.other_screen);
                        ((TextView) findViewById(R.id.status_message)).setText(R.string.offline);
                    }
                }
                """,
        ])
        let status = try XCTUnwrap(screen(result, "fragment_status"))
        // The binding class FragmentStatusBinding names fragment_status.xml; `statusMessage` is `status_message`.
        // `getString(R.string.count, 3)` is the catalog value with its arguments: laid out (the job fills the
        // placeholders with the sample arguments), as a layout's `@string` with placeholders is.
        // Two strings on one view: each laid out, the second in a variant of the screen (issue 32).
        XCTAssertEqual(status.elements.map(\.key), ["no_internet", "count", "pause"])
        let variant = try XCTUnwrap(screen(result, "fragment_status (text set in code, variant 2)"))
        XCTAssertEqual(variant.elements.map(\.key), ["no_internet", "count", "play"])
        XCTAssertEqual(variant.layoutOnly, ["status_message", "counter"])
        XCTAssertEqual(status.elements.first?.maxLines, 1)
        let other = try XCTUnwrap(screen(result, "other_screen"))
        XCTAssertEqual(other.elements.map(\.key), ["offline"])
        let skipped = reasons(status)
        // Concatenation is run-time text.
        XCTAssertNil(skipped["counter"])
        XCTAssertNil(skipped["toggled"])
        XCTAssertEqual(skipped["built"], "text set in code (no android:text)")
        XCTAssertEqual(skipped["untouched"], "text set in code (no android:text)")
    }

    func testCodeTargetsAreReadFromTheStatementBeforeTheString() {
        XCTAssertEqual(AndroidCodeTexts.target("        binding.title.setText("), .binding("title"))
        XCTAssertEqual(AndroidCodeTexts.target("binding?.title?.text = getString("), .binding("title"))
        XCTAssertEqual(AndroidCodeTexts.target("itemBinding!!.title.setText(itemView.context.getString("), .binding("title"))
        XCTAssertEqual(AndroidCodeTexts.target("view.findViewById<TextView>(R.id.t).text = resources.getString("), .viewID("t"))
        XCTAssertEqual(AndroidCodeTexts.target("((TextView) findViewById(R.id.t)).setText("), .viewID("t"))
        // A receiver with no owner is a variable or field of the file, followed through `viewVariables`.
        XCTAssertEqual(AndroidCodeTexts.target("title.setText("), .variable("title"))
        XCTAssertEqual(AndroidCodeTexts.target("this.title.text = getString("), .variable("title"))
        // A view holder's field: the file's field of that name, followed only where the file binds it to one view.
        XCTAssertEqual(AndroidCodeTexts.target("holder.title.setText("), .variable("title"))
        XCTAssertNil(AndroidCodeTexts.target("page.header.title.setText("))  // a field of a field: not followed
        XCTAssertNil(AndroidCodeTexts.target("Toast.makeText(context, "))  // not a view's text
        XCTAssertNil(AndroidCodeTexts.target("val s = getString("))
        XCTAssertEqual(AndroidCodeTexts.snakeCase("ActivityMain"), "activity_main")
        XCTAssertEqual(AndroidCodeTexts.camelCase("status_message"), "statusMessage")
        XCTAssertEqual(AndroidCodeTexts.camelCase("statusMessage"), "statusMessage")
    }

    func testCodeScanSurvivesHostileBytes() {
        var generator = SystemRandomNumberGenerator()
        var texts = AndroidCodeTexts()
        let index = AndroidCodeTexts.IDIndex(LayoutIndex())
        let seed = Array("binding.a.setText(R.string.b)\n((TextView) findViewById(R.id.c)).setText(R.string.d);".utf8)
        for _ in 0..<300 {
            var bytes = seed
            for _ in 0..<6 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            texts.read(bytes, file: "x.kt", index: index)
            AndroidLayoutImporter.fuzzReadCode(bytes: bytes)
        }
        // Classes that extend each other in a loop end the search.
        var views = AndroidCustomViews()
        views.read(Array("class A : B() {}\nclass B : A() {}\nclass C extends".utf8), file: "x.kt")
        XCTAssertNil(views.textBase(of: "com.example.A"))
        AndroidLayoutImporter.fuzzReadCode(bytes: Array(String(repeating: "class X : (", count: 10_000).utf8))
        // A preference class's text is read once, however many blocks and calls it holds; its reader is bounded.
        var preferences = AndroidPreferenceClasses()
        let classes = Array(String(repeating: "class P : Preference(c) { AlertDialog.Builder(c).show { setTitle(x) super(R.attr.", count: 20_000).utf8)
        preferences.read(classes, file: "x.kt", classes: ["P"])
        XCTAssertEqual(preferences.resolve(tag: "P", superclasses: ["P": "Preference"]).base, nil)
        texts.read(Array("R.string.".utf8), file: "x.kt", index: index)
        texts.read(Array(String(repeating: ")", count: 100_000).utf8) + Array("R.string.a)".utf8), file: "x.kt", index: index)
        // Many references on one endless line: each looks back a bounded window.
        let line = Array(String(repeating: "x.setText(R.string.a) ", count: 20_000).utf8)
        texts.read(line, file: "x.kt", index: index)
    }

    // MARK: Gone views

    func testAGoneViewInARowIsMeasuredAsWhenTheCodeShowsIt() throws {
        let result = try importApp(["res/layout/row.xml": """
            <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/title" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                    android:text="@string/title"/>
                <TextView android:id="@+id/badge" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginStart="8dp" android:visibility="gone" android:text="@string/badge"/>
            </LinearLayout>
            """])
        let row = try XCTUnwrap(screen(result, "row"))
        let resolution = resolve(row, natural: ["title": 500, "badge": 40])
        // As declared the badge is gone and the title takes the whole row; shown, the badge is its text's
        // 40dp (the title's share then shrinks to 360 − 8 − 40, which that pass alone decides).
        XCTAssertEqual(resolution.boxes["title"]!.width, 360, accuracy: 1e-9)
        XCTAssertEqual(resolution.boxes["badge"]!.width, 40, accuracy: 1e-9)
        XCTAssertNil(resolution.skipped["badge"])
        let notes = (row.container?.layout as? AndroidContainerLayout)?.notes["badge"] ?? []
        XCTAssertTrue(notes.contains { $0.contains("as when the code shows it") }, "\(notes)")
    }

    // MARK: Custom views

    func testACustomViewIsTheTextViewItsClassExtends() throws {
        let result = try importApp([
            "res/layout/custom_screen.xml": """
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    <com.example.ui.BoldTextView android:id="@+id/heading" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                    <com.example.ui.BigButton android:id="@+id/go" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/go"/>
                    <com.example.ui.Avatar android:id="@+id/avatar" android:layout_width="48dp" android:layout_height="48dp"/>
                </LinearLayout>
                """,
            "java/com/example/ui/BoldTextView.kt": """
                class BoldTextView @JvmOverloads constructor(
                    context: Context, attrs: AttributeSet? = null, defStyle: Int = 0
                ) : androidx.appcompat.widget.AppCompatTextView(context, attrs, defStyle) {
                    init { setTypeface(typeface, Typeface.BOLD) }
                }
                class Avatar(context: Context, attrs: AttributeSet?) : ImageView(context, attrs)
                """,
            "java/com/example/ui/BigButton.java": """
                public class BigButton extends BaseButton { }
                class BaseButton extends com.google.android.material.button.MaterialButton implements Checkable { }
                """,
            "java/com/example/ui/CustomScreen.kt": """
                class CustomScreen(val binding: CustomScreenBinding) {
                    fun bind() { binding.heading.setText(R.string.heading) }
                }
                """,
        ])
        let custom = try XCTUnwrap(screen(result, "custom_screen"))
        func element(_ id: String) -> LayoutElement? { custom.elements.first { $0.id == id } }
        // BoldTextView extends AppCompatTextView: a text view, whose text the code sets.
        XCTAssertEqual(element("heading")?.key, "heading")
        XCTAssertEqual(element("heading")?.size, 14)
        // BigButton → BaseButton → MaterialButton: Material Components' button (Button text appearance, all caps).
        XCTAssertEqual(element("go")?.kind, .button)
        XCTAssertEqual(element("go")?.textTransform, .uppercase)
        XCTAssertNil(element("avatar"))
        let notes = (custom.container?.layout as? AndroidContainerLayout)?.notes["go"] ?? []
        XCTAssertTrue(notes.contains { $0.contains("is a MaterialButton (class BigButton in BigButton.java)") }, "\(notes)")
    }
}
