import Foundation
@testable import LayoutLint
import XCTest

/// Tab titles the code gives a Material `TabLayout` through a `TabLayoutMediator` (`AndroidCodeTabs`), on small
/// hand-made apps. Each expected width is what `TabLayout.TabView` gives its text, from the values cited in
/// `AndroidTextModel.tabs`: a fixed TabLayout's share of the 360dp window (at most `design_tab_max_width`
/// 264dp) less `tabPaddingStart` + `tabPaddingEnd` (12dp + 12dp); a scrollable tab's text at most 264 − 24dp.
final class AndroidCodeTabsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-tabs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func tabScreens(_ result: ImportResult) -> [LayoutScreen] { result.screens.filter { $0.name.hasPrefix("tabs@") } }

    /// The text boxes of a screen whose texts are `natural` dp wide on one line, by key.
    func boxes(_ screen: LayoutScreen, natural: Double) -> [String: Double] {
        let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: 360) { _, _ in
            TextMeasurement(naturalWidth: natural, width: natural, height: 20, lineCount: 1)
        }
        let resolved = screen.container!.layout.resolve(query).boxes
        var byKey: [String: Double] = [:]
        for element in screen.elements { if let key = element.key, let box = resolved[element.id] { byKey[key] = box.width } }
        return byKey
    }

    static func layout(_ mode: String = "", extra: String = "") -> String {
        """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            <com.google.android.material.tabs.TabLayout android:id="@+id/tab_layout" android:layout_width="match_parent"
                android:layout_height="wrap_content" \(mode) \(extra)/>
            <androidx.viewpager2.widget.ViewPager2 android:id="@+id/pager" android:layout_width="match_parent" android:layout_height="0dp"
                android:layout_weight="1"/>
        </LinearLayout>
        """
    }

    func testWhenBranchesAreTheTabsOfAFixedTabLayout() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/layout/activity_trending.xml": Self.layout(),
            "java/com/example/TrendingActivity.kt": """
                class TrendingActivity : AppCompatActivity() {
                    private val binding by viewBinding(ActivityTrendingBinding::inflate)
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                            tab.text = when (position) {
                                0 -> getString(R.string.title_hashtags)
                                1 -> getString(app.example.core.R.string.title_links)
                                2 -> getString(R.string.title_posts)
                                else -> throw IllegalStateException()
                            }
                        }.attach()
                    }
                }
                """,
        ])
        let screens = tabScreens(result)
        XCTAssertEqual(screens.map(\.name), ["tabs@TrendingActivity.kt:5"])
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.elements.map(\.key), ["title_hashtags", "title_links", "title_posts"])
        XCTAssertEqual(screen.elements.map(\.location.line), [7, 8, 9])
        // Two lines at design_tab_text_size_2line.
        XCTAssertEqual(screen.elements.map(\.maxLines), [2, 2, 2])
        XCTAssertEqual(screen.elements.map(\.size), [12, 12, 12])
        // Fixed, three tabs: 360 / 3 = 120dp each, less the tab's paddings 12 + 12.
        XCTAssertEqual(try XCTUnwrap(boxes(screen, natural: 400)["title_links"]), 360 / 3 - 24, accuracy: 0.01)
    }

    func testAListIndexedByThePositionInAScrollableTabLayout() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.MaterialComponents.DayNight.NoActionBar", [
            "res/layout/fragment_convert.xml": Self.layout(#"app:tabMode="scrollable""#),
            "java/com/example/ConvertFragment.kt": """
                class ConvertFragment : BoundFragment<FragmentConvertBinding>() {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        val names = listOf(
                            getString(R.string.distance),
                            getString(R.string.temperature),
                            requireContext().getString(R.string.volume)
                        )
                        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                            tab.text = names[position]
                        }.attach()
                    }
                }
                """,
        ])
        let screen = try XCTUnwrap(tabScreens(result).first)
        XCTAssertEqual(screen.elements.map(\.key), ["distance", "temperature", "volume"])
        // Scrollable: a tab is as wide as its text, at most design_tab_max_width 264dp, less 12 + 12.
        XCTAssertEqual(try XCTUnwrap(boxes(screen, natural: 400)["volume"]), 264 - 24, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(boxes(screen, natural: 100)["volume"]), 100, accuracy: 0.01)
    }

    func testAFunctionOfTheFileReturningAWhenOfTheKeys() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/layout/activity_about.xml": Self.layout(),
            "java/com/example/AboutActivity.kt": """
                class AboutActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        val aboutBinding = ActivityAboutBinding.inflate(layoutInflater)
                        TabLayoutMediator(
                            aboutBinding.tabLayout,
                            aboutBinding.pager
                        ) { tab, position ->
                            tab.setText(pages.getPageTitle(position))
                        }.attach()
                    }

                    private class Pages(activity: AppCompatActivity) : FragmentStateAdapter(activity) {
                        fun getPageTitle(position: Int): Int {
                            return when (position) {
                                0 -> R.string.tab_about
                                1 -> R.string.tab_licenses
                                else -> error("Unknown position")
                            }
                        }
                    }
                }
                """,
        ])
        let screen = try XCTUnwrap(tabScreens(result).first)
        XCTAssertEqual(screen.elements.map(\.key), ["tab_about", "tab_licenses"])
        XCTAssertEqual(try XCTUnwrap(boxes(screen, natural: 400)["tab_licenses"]), 360 / 2 - 24, accuracy: 0.01)
    }

    func testUndecidedTabsAreSkippedWithTheReason() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/layout/activity_search.xml": Self.layout(extra: #"android:layout_marginStart="16dp""#),
            "res/layout/activity_main.xml": Self.layout(),
            "java/com/example/SearchActivity.kt": """
                class SearchActivity : AppCompatActivity() {
                    private val binding by viewBinding(ActivitySearchBinding::inflate)
                    fun setUp() {
                        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                            tab.text = when (position) {
                                0 -> getString(R.string.title_accounts)
                                else -> getString(R.string.title_statuses)
                            }
                        }.attach()
                    }
                }
                """,
            "java/com/example/MainActivity.kt": """
                class MainActivity : AppCompatActivity() {
                    private val binding by viewBinding(ActivityMainBinding::inflate)
                    fun setUp() {
                        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                            tab.icon = icons[position]
                            tab.text = when (position) {
                                0 -> getString(R.string.title_home)
                                else -> getString(R.string.title_local)
                            }
                        }.attach()
                        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                            tab.text = when (position) {
                                0 -> getString(R.string.title_drafts)
                                else -> getString(R.string.title_count, count)
                            }
                        }.attach()
                    }
                }
                """,
        ])
        let screens = tabScreens(result)
        let reasons = Dictionary(screens.flatMap(\.skipped).compactMap { skip in skip.key.map { ($0, skip.reason) } }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(reasons["title_accounts"], "tab title in a TabLayout (activity_search.xml) where com.google.android.material.tabs.TabLayout sets android:layout_marginStart: not modelled")
        XCTAssertEqual(reasons["title_home"], AndroidCodeTabs.iconReason)
        // A computed branch is skipped; its sibling is laid out in a half of the row.
        XCTAssertNil(reasons["title_drafts"])
        let drafts = try XCTUnwrap(screens.first { $0.elements.contains { $0.key == "title_drafts" } })
        XCTAssertEqual(drafts.skipped.map(\.reason), [AndroidCodeTabs.computedReason])
        XCTAssertEqual(try XCTUnwrap(boxes(drafts, natural: 400)["title_drafts"]), 360 / 2 - 24, accuracy: 0.01)
    }

    func testAPagerAdapterTitledFromPairsInABridgeTheme() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.MaterialComponents.Light.NoActionBar.Bridge", [
            "res/layout/activity_search.xml": Self.layout(),
            "java/com/example/ViewPagerAdapter.kt": """
                class ViewPagerAdapter(private val context: Context, fm: FragmentManager) : FragmentPagerAdapter(fm) {
                    private var fragmentList: List<Fragment> = emptyList()
                    private var fragmentTitleList: List<String> = emptyList()
                    override fun getItem(position: Int): Fragment = fragmentList[position]
                    override fun getPageTitle(position: Int): CharSequence = fragmentTitleList[position]
                    override fun getCount(): Int = fragmentList.size
                    fun setTabs(vararg titlesToFragments: Pair<Int, Fragment>) {
                        fragmentTitleList = titlesToFragments.map {
                            context.getString(it.first).uppercase(Locale.ROOT)
                        }
                        fragmentList = titlesToFragments.map { it.second }
                    }
                }
                """,
            "java/com/example/SearchActivity.kt": """
                class SearchActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        binding = ActivitySearchBinding.inflate(layoutInflater)
                        viewPagerAdapter = ViewPagerAdapter(this, supportFragmentManager)
                        binding!!.viewPager.adapter = viewPagerAdapter
                        binding!!.tabLayout.setupWithViewPager(binding!!.viewPager)
                        setTabs()
                    }

                    fun setTabs() {
                        viewPagerAdapter!!.setTabs(
                            R.string.search_tab_title_media to SearchMediaFragment(),
                            R.string.search_tab_title_categories to SearchCategoryFragment()
                        )
                    }
                }
                """,
        ])
        let screens = tabScreens(result)
        XCTAssertEqual(screens.map(\.name), ["tabs@SearchActivity.kt:11"])
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.elements.map(\.key), ["search_tab_title_media", "search_tab_title_categories"])
        XCTAssertEqual(screen.elements.map(\.location.line), [12, 13])
        // A Bridge theme sets no tabStyle: Widget.Design.TabLayout's TextAppearance.Design.Tab (AppCompat's Button,
        // medium, in capitals), and the adapter capitalizes the titles itself.
        XCTAssertEqual(screen.elements.map(\.weight), [500, 500])
        XCTAssertEqual(screen.elements.map(\.textTransform), [.uppercase, .uppercase])
        XCTAssertEqual(try XCTUnwrap(boxes(screen, natural: 400)["search_tab_title_media"]), 360 / 2 - 24, accuracy: 0.01)
    }

    func testTabMaxWidthZeroIsTheWindowLessTheMargin() throws {
        let result = try AndroidCodeDialogsTests.importApp(in: folder, theme: "Theme.Material3.DayNight.NoActionBar", [
            "res/layout/activity_one.xml": Self.layout(#"app:tabMode="scrollable" app:tabMaxWidth="0dp""#),
            "java/com/example/OneActivity.kt": """
                class OneActivity : AppCompatActivity() {
                    private val binding by viewBinding(ActivityOneBinding::inflate)
                    fun setUp() {
                        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                            tab.text = when (position) {
                                0 -> getString(R.string.title_one)
                                else -> getString(R.string.title_two)
                            }
                        }.attach()
                    }
                }
                """,
        ])
        let screen = try XCTUnwrap(tabScreens(result).first)
        // tabMaxWidth 0: TabLayout.onMeasure takes the width less TAB_MIN_WIDTH_MARGIN 56dp, less 12 + 12.
        XCTAssertEqual(try XCTUnwrap(boxes(screen, natural: 400)["title_one"]), 360 - 56 - 24, accuracy: 0.01)
    }

    /// The readers are bounded: a file of many unclosed mediators and `when`s is read in time linear in its size.
    /// (Its growth, time at 4n ÷ n, is measured in Benchmarks/hardening-bench.sh, section 9.)
    func testHostileGrowthStaysLinear() throws {
        let unit = "TabLayoutMediator(binding.tabLayout, pager) { tab, position -> tab.text = when (position) { 0 -> getString(R.string.a)\n"
            + "TabLayoutMediator(b.tabs, pager) { tab, position -> tab.text = names[position] }\nval names = listOf(getString(R.string.b)\n"
        let sites = AndroidCodeTabs.sites(in: Array(String(repeating: unit, count: 4_000).utf8))
        // No mediator's lambda closes before the file ends: none names a title the reader can place.
        XCTAssertTrue(sites.allSatisfy { $0.tabs.allSatisfy { $0.key == nil } }, "\(sites.prefix(2))")
    }
}
