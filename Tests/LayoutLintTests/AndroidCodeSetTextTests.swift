import Foundation
@testable import LayoutLint
import XCTest

/// Text the app's Kotlin / Java code sets on its layouts' views through a variable or field bound to the view
/// (`AndroidCodeTexts.viewVariables`), and why a key the code names is not followed to a view
/// (`AndroidCodeKeyReasons`), on small synthetic apps and snippets.
final class AndroidCodeSetTextTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-code-texts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    func importApp(_ files: [String: String]) throws -> ImportResult {
        try importAndroidApp(in: folder, files)
    }

    var layout: String {
        """
        <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/heading" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/empty_title" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/bound" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/count" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/reused" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/other" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        </LinearLayout>
        """
    }

    /// A literal the layout writes as a sample (`android:text="CAMERA"`) is replaced by the string the code sets
    /// (`TextView.setText`): the code's string is laid out; a literal the code never replaces keeps its reason.
    func testALayoutsLiteralSampleIsReplacedByTheTextTheCodeSets() throws {
        let result = try importApp([
            "res/layout/item_sheet.xml": """
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:id="@+id/button_text" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="CAMERA"/>
                    <TextView android:id="@+id/caption" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Sample caption"/>
                </LinearLayout>
                """,
            "java/com/example/SheetFragment.kt": """
                class SheetFragment : Fragment() {
                    private lateinit var binding: ItemSheetBinding
                    fun show() {
                        binding.buttonText.setText(R.string.take_photo)
                    }
                }
                """,
        ])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "item_sheet" })
        XCTAssertEqual(screen.elements.map(\.key), ["take_photo"])
        XCTAssertEqual(screen.skipped.first { $0.id == "caption" }?.reason, "literal text (not a string resource)")
    }

    func testAViewHeldInAVariableOrFieldGetsTheTextTheCodeSetsThroughIt() throws {
        let result = try importApp([
            "res/layout/fragment_list.xml": layout,
            "java/com/example/ListFragment.kt": """
                class ListFragment : Fragment() {
                    private lateinit var binding: FragmentListBinding
                    fun show(n: Int) {
                        val heading = binding.heading
                        heading.setText(R.string.list_heading)
                        val counter: TextView = requireView().findViewById(R.id.count)
                        counter.text = resources.getString(R.string.items_count, n)
                    }
                }
                """,
            "java/com/example/ListActivity.java": """
                class ListActivity extends Activity {
                    @BindView(R.id.bound) TextView boundText;
                    private TextView emptyTitle;
                    private TextView reused;
                    void onCreate() {
                        setContentView(R.layout.fragment_list);
                        emptyTitle = (TextView) findViewById(R.id.empty_title);
                        emptyTitle.setText(getString(R.string.empty_title));
                        boundText.setText(R.string.bound_text);
                        reused = findViewById(R.id.reused);
                        reused = findViewById(R.id.other);
                        reused.setText(R.string.ambiguous);
                        String label = findViewById(R.id.other).toString();
                        label.setText(R.string.not_a_view);
                    }
                }
                """,
        ])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "fragment_list" })
        // In layout order: heading (a Kotlin `val` bound to the binding's property), empty_title (a Java field
        // assigned a cast `findViewById`), bound (ButterKnife's `@BindView`), count (a `val` bound to
        // `findViewById<…>`, set to a format: laid out with the sample arguments).
        XCTAssertEqual(screen.elements.map(\.key), ["list_heading", "empty_title", "bound_text", "items_count"])
        // `reused` is bound to two views in the file: not followed; `label` holds no view.
        let skipped = Dictionary(screen.skipped.map { ($0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(skipped["reused"], "text set in code (no android:text)")
        XCTAssertEqual(skipped["other"], "text set in code (no android:text)")
        XCTAssertFalse(screen.elements.contains { $0.key == "ambiguous" || $0.key == "not_a_view" })
    }

    /// An app widget's provider builds `RemoteViews` from its layout and sets its texts by view id, here
    /// through an array of ids it loops over: those views show the code's text after the first update, so
    /// the layout's placeholder (“Refreshing”) is not laid out; a view it does not name keeps its text, and a
    /// file that builds no `RemoteViews` changes nothing.
    func testAnAppWidgetsTextsItsCodeSetsAreNotLaidOutFromTheLayout() throws {
        let widget = """
        <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <TextView android:id="@+id/day_1" android:text="@string/refreshing" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/day_2" android:text="@string/refreshing" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/caption" android:text="@string/caption" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"/>
        </LinearLayout>
        """
        let provider = """
            class WeekWidget {
                fun views(context: Context): RemoteViews {
                    val views = RemoteViews(context.packageName, R.layout.widget_week)
                    arrayOf(R.id.day_1, R.id.day_2).forEachIndexed { i, id -> views.setTextViewText(id, days[i]) }
                    return views
                }
            }
            """
        let result = try importApp(["res/layout/widget_week.xml": widget, "java/com/example/WeekWidget.kt": provider])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "widget_week" })
        XCTAssertEqual(screen.elements.map(\.key), ["caption"])
        XCTAssertEqual(screen.skipped.filter { $0.reason == ScreenBuilder.remoteViewTextReason }.map(\.id).sorted(), ["day_1", "day_2"])
        XCTAssertEqual(screen.skipped.first { $0.id == "day_1" }?.key, "refreshing")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("app/src/main/java/com/example/WeekWidget.kt"))
        let noWidget = try importApp(["java/com/example/Week.kt": provider.replacingOccurrences(of: "RemoteViews(", with: "Views(")])
        XCTAssertEqual(noWidget.screens.first { $0.name == "widget_week" }?.elements.map(\.key), ["refreshing", "refreshing", "caption"])
    }

    /// Two fragments sharing a layout set two strings on one view, and the code replaces another view's
    /// layout text: each string is laid out in the view, the further ones in variants of the screen, where the
    /// views a variant does not change report nothing (their findings are the screen's).
    func testEachStringTheCodeSetsOnAViewIsLaidOutInAVariantOfTheScreen() throws {
        let result = try importApp([
            "res/layout/fragment_home_list.xml": """
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:id="@+id/empty_message" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                    <TextView android:id="@+id/header" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/header_all"/>
                    <TextView android:id="@+id/footer" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/footer"/>
                </LinearLayout>
                """,
            "java/com/example/AlbumList.kt": """
                class AlbumList : Fragment() {
                    private lateinit var binding: FragmentHomeListBinding
                    fun empty() { binding.emptyMessage.text = getString(R.string.empty_albums) }
                }
                """,
            "java/com/example/SongList.kt": """
                class SongList : Fragment() {
                    private lateinit var binding: FragmentHomeListBinding
                    fun empty() {
                        binding.emptyMessage.text = getString(R.string.empty_songs)
                        binding.header.setText(R.string.header_songs)
                    }
                }
                """,
        ])
        let screens = result.screens.filter { $0.file.hasSuffix("fragment_home_list.xml") }
        XCTAssertEqual(screens.map(\.name), ["fragment_home_list", "fragment_home_list (text set in code, variant 2)"])
        XCTAssertEqual(screens[0].elements.map(\.key), ["empty_albums", "header_all", "footer"])
        XCTAssertEqual(screens[1].elements.map(\.key), ["empty_songs", "header_songs", "footer"])
        XCTAssertEqual(screens[1].layoutOnly, ["footer"])
        XCTAssertEqual(screens[1].variantOf, "fragment_home_list")
        // The variant's findings of the views it does not change, and its findings about a declaration (no
        // catalog value), are the screen's: dropped; its texts' own are kept.
        func finding(_ screen: String, _ element: String, table: String?) -> Finding {
            var finding = Finding(rule: "truncation", severity: .error, message: "m", location: SourceLocation(file: "f", line: 1, column: 1))
            finding.screen = screen
            finding.element = element
            finding.table = table
            return finding
        }
        let findings = [finding(screens[1].name, "footer", table: "strings"), finding(screens[1].name, "empty_message", table: "strings"),
                        finding(screens[1].name, "header", table: nil), finding(screens[0].name, "footer", table: "strings")]
        let kept = FilterStage.withoutLayoutOnlyElements(findings, screens: screens)
        XCTAssertEqual(kept.map { "\($0.screen!)/\($0.element!)" }, ["\(screens[1].name)/empty_message", "fragment_home_list/footer"])
        XCTAssertTrue(screens[1].skipped.isEmpty)
    }

    /// In a whole run, a variant's views laid out only for the others' boxes are not counted again as UI
    /// elements: the layout's two views and the variant's changed one.
    func testAVariantsUnchangedViewsAreCountedOnce() throws {
        _ = try importApp([
            "res/layout/fragment_home.xml": """
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:id="@+id/empty_message" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
                    <TextView android:id="@+id/footer" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/footer"/>
                </LinearLayout>
                """,
            "res/values/strings.xml": """
                <resources><string name="empty_albums">No albums</string><string name="empty_songs">No songs</string><string name="footer">Footer</string></resources>
                """,
            "res/values-de/strings.xml": """
                <resources><string name="empty_albums">Keine Alben</string><string name="empty_songs">Keine Lieder</string><string name="footer">Fußzeile</string></resources>
                """,
            "java/com/example/Home.kt": """
                class Home : Fragment() {
                    private lateinit var binding: FragmentHomeBinding
                    fun empty(albums: Boolean) { binding.emptyMessage.setText(if (albums) R.string.empty_albums else R.string.empty_songs) }
                }
                """,
        ])
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let project = try Project.discover(paths: ["."], config: ProjectConfig(), configPath: nil)
        let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(locales: ["de"])).lint(project.read())
        let coverage = try XCTUnwrap(report.summary.coverage)
        XCTAssertEqual(coverage.keysLaidOut, 3)
        XCTAssertEqual(coverage.uiElements, 3)
        XCTAssertEqual(coverage.uiElementsChecked + coverage.skipped.values.reduce(0, +), coverage.uiElements)
    }

    /// A Kotlin `if` expression choosing between two strings sets each on the view: both laid out (the second
    /// in a variant of the screen). A branch that is no single string is not taken.
    /// A setter the formatter wraps over several lines (`text =` on one line and the getter on the next, a format's
    /// arguments one a line with Kotlin's trailing comma, a `setText(` call around a wrapped getter) is one
    /// statement: its string is laid out on the view. A wrapped value that is not one getter (a text built
    /// around it), a line that does not continue (`==`, a statement of its own), is not.
    func testASetterWrappedOverSeveralLinesIsReadAsOneStatement() throws {
        let result = try importApp([
            "res/layout/fragment_list.xml": layout,
            "java/com/example/ListFragment.kt": """
                class ListFragment : Fragment() {
                    private var binding: FragmentListBinding? = null
                    fun show(name: String, n: Int) {
                        binding!!.heading.text =
                            getString(R.string.heading_of, name)
                        binding?.emptyTitle?.text = getString(
                            R.string.empty_of,
                            name,
                            getString(R.string.inner),
                        )
                        binding!!.bound.setText(
                            requireContext().getString(
                                R.string.bound_of,
                                n,
                            ),
                        )
                        binding!!.count.text =
                            getString(R.string.built) + n
                        val same = binding!!.reused.text ==
                            getString(R.string.compared)
                        foo(
                            R.string.passed
                        )
                    }
                }
                """,
        ])
        let screens = result.screens.filter { $0.file.hasSuffix("fragment_list.xml") }
        let keys = Set(screens.flatMap { $0.elements.compactMap(\.key) })
        XCTAssertEqual(keys, ["heading_of", "empty_of", "bound_of"])
        // Line by line: the statement starts where its first line does, within the window.
        let text = Array("a()\nx.text =\n    getString(\n        R.string.k,".utf8)
        let reference = text.count - "R.string.k,".utf8.count
        XCTAssertEqual(AndroidCodeTexts.statementStart(text, before: reference, window: 240), 4)
        XCTAssertEqual(AndroidCodeTexts.oneLine(text[4..<reference]), "x.text = getString( ")
        XCTAssertEqual(AndroidCodeTexts.statementStart(text, before: reference, window: 20), reference - 8)
        let compared = Array("if (a ==\n    R.string.k".utf8)
        XCTAssertEqual(AndroidCodeTexts.statementStart(compared, before: compared.count - 10, window: 240), compared.count - 10 - 4)
    }

    /// A plural set on a view through `getQuantityString(R.plurals.k, n, n)` (or `getQuantityText(R.plurals.k, n)`,
    /// `Resources.getQuantityString(int, int, Object...)`) gives the view the plural's key, each quantity's form a
    /// value of it; a plural named without a quantity getter, or passed elsewhere, does not.
    func testAPluralSetOnAViewThroughItsQuantityGetterIsLaidOut() throws {
        let result = try importApp([
            "res/values/strings.xml": """
                <resources>
                    <plurals name="items_count"><item quantity="one">%d item</item><item quantity="other">%d items</item></plurals>
                    <plurals name="days"><item quantity="one">One day</item><item quantity="other">Some days</item></plurals>
                    <plurals name="passed"><item quantity="one">%d x</item><item quantity="other">%d xs</item></plurals>
                </resources>
                """,
            "res/layout/fragment_list.xml": layout,
            "java/com/example/ListFragment.kt": """
                class ListFragment : Fragment() {
                    private lateinit var binding: FragmentListBinding
                    fun show(n: Int) {
                        binding.count.text = resources.getQuantityString(R.plurals.items_count, n, n)
                        binding.heading.text =
                            requireContext().resources.getQuantityText(R.plurals.days, n)
                        binding.other.text = format(R.plurals.passed, n)
                    }
                }
                """,
        ])
        let screens = result.screens.filter { $0.file.hasSuffix("fragment_list.xml") }
        var keys: [String: Set<String>] = [:]
        for screen in screens { for element in screen.elements { if let key = element.key { keys[element.id, default: []].insert(key) } } }
        XCTAssertEqual(keys, ["count": ["items_count"], "heading": ["days"]])
    }

    func testBothBranchesOfAnIfSetOnAViewAreLaidOut() throws {
        let result = try importApp([
            "res/layout/fragment_list.xml": layout,
            "java/com/example/ListFragment.kt": """
                class ListFragment : Fragment() {
                    private lateinit var binding: FragmentListBinding
                    fun show(expanded: Boolean, n: Int) {
                        binding.heading.setText(if (expanded) R.string.see_less else R.string.see_more)
                        binding.count.text = if (isEmpty(n)) getString(R.string.none) else requireContext().getString(R.string.some)
                        binding.other.setText(if (expanded) R.string.shown else name)
                    }
                }
                """,
        ])
        let screens = result.screens.filter { $0.file.hasSuffix("fragment_list.xml") }
        XCTAssertEqual(screens.count, 2)
        XCTAssertEqual(screens[0].elements.map(\.key), ["see_less", "none"])
        XCTAssertEqual(screens[1].elements.map(\.key), ["see_more", "some"])
        XCTAssertEqual(AndroidCodeTexts.branches("x.setText(if (a(b)) R.string.p else getText(R.string.q)) // c"),
                       ["x.setText(R.string.p) // c", "x.setText(getText(R.string.q)) // c"])
        XCTAssertNil(AndroidCodeTexts.branches("x.setText(if (a) R.string.p else R.string.q + n)"))
    }

    /// A Kotlin `when` expression whose value a view's text is set to, and Java's conditional operator: each
    /// branch that is one string is laid out (in a variant of the screen); a branch of another value is not,
    /// nor a `when` whose value is not a view's text.
    func testEachStringBranchOfAWhenOrAConditionalSetOnAViewIsLaidOut() throws {
        let result = try importApp([
            "res/layout/fragment_list.xml": layout,
            "java/com/example/ListFragment.kt": """
                class ListFragment : Fragment() {
                    private lateinit var binding: FragmentListBinding
                    fun show(state: State) {
                        binding.heading.text = when (state) {
                            State.Loading -> getString(R.string.loading) // while loading
                            is State.Done -> requireContext().getString(R.string.done)
                            else -> state.name
                        }
                        binding.count.setText(when {
                            state.isEmpty() -> R.string.nothing
                            else -> R.string.something
                        })
                        log(when (state) { State.Loading -> R.string.not_shown; else -> R.string.not_shown_either })
                    }
                }
                """,
            "java/com/example/ListActivity.java": """
                class ListActivity extends Activity {
                    void onCreate() {
                        setContentView(R.layout.fragment_list);
                        ((TextView) findViewById(R.id.other)).setText(expanded ? R.string.collapse : R.string.expand);
                        label = expanded ? R.string.not_a_view : R.string.not_a_view_either;
                    }
                }
                """,
        ])
        var keys: [String: Set<String>] = [:]
        for screen in result.screens where screen.file.hasSuffix("fragment_list.xml") {
            for element in screen.elements { if let key = element.key { keys[element.id, default: []].insert(key) } }
        }
        XCTAssertEqual(keys, ["heading": ["loading", "done"], "count": ["nothing", "something"], "other": ["collapse", "expand"]])
        XCTAssertEqual(AndroidCodeTexts.ternaryBranches("    tv.setText(a == b ? R.string.p : getString(R.string.q)); // c"),
                       ["    tv.setText(R.string.p); // c", "    tv.setText(getString(R.string.q)); // c"])
        XCTAssertNil(AndroidCodeTexts.ternaryBranches("tv.setText(x?.y ?: R.string.p)"))
    }

    /// A view set from a call without a receiver of a function whose value is a string (`AndroidStringFunctions`):
    /// the file's own function (an expression body, a `when` of strings, a block returning one string) and, where the
    /// file declares the function `abstract`/`open`, each subclass's `override` (Kotlin "Overriding"; JLS §15.12.4.4).
    func testAViewSetFromAFunctionReturningAStringLaysOutEachString() throws {
        let result = try importApp([
            "res/layout/fragment_list.xml": layout,
            "java/com/example/BaseListFragment.kt": """
                abstract class BaseListFragment : Fragment() {
                    private lateinit var binding: FragmentListBinding
                    fun show(query: String) {
                        binding.emptyTitle.text = emptyText(query)
                        binding.heading.text = heading(state)
                        binding.count.setText(countLabel())
                        binding.bound.text = notAString()
                    }
                    abstract fun emptyText(query: String): String
                    private fun heading(state: Int = 0) = when (state) {
                        0 -> getString(R.string.loading)
                        1 -> getString(R.string.done)
                        else -> ""
                    }
                    private fun countLabel(): Int {
                        return R.string.count_label
                    }
                    private fun notAString() = state.name
                }
                """,
            "java/com/example/PlacesFragment.kt": """
                class PlacesFragment : BaseListFragment() {
                    override fun emptyText(query: String) = getString(R.string.no_places)
                }
                """,
            "java/com/example/SearchFragment.java": """
                class SearchFragment extends BaseListFragment {
                    @Override
                    public String emptyText(String query) {
                        return getString(R.string.nothing_found, query);
                    }
                }
                """,
            "java/com/example/Unrelated.kt": """
                class Unrelated {
                    fun emptyText(query: String) = getString(R.string.not_an_override)
                }
                """,
        ])
        var keys: [String: Set<String>] = [:]
        for screen in result.screens where screen.file.hasSuffix("fragment_list.xml") {
            for element in screen.elements { if let key = element.key { keys[element.id, default: []].insert(key) } }
        }
        XCTAssertEqual(keys, ["empty_title": ["no_places", "nothing_found"], "heading": ["loading", "done"], "count": ["count_label"]])
        // Definitions read from their bodies: a getter's block, an expression, a `when`'s string branches.
        let java = Array("class A {\n  @Override\n  int getTitleRes() { return R.string.title; }\n  void f() { if (x) { return R.string.no; } }\n}".utf8)
        XCTAssertEqual(AndroidStringFunctions.definitions(java, file: "A.java").map { "\($0.name) \($0.isOverride) \($0.values.map(\.value))" },
                       ["getTitleRes true [\"R.string.title\"]"])
    }

    func testViewVariablesAreReadLineByLine() {
        let code = """
            val title = binding!!.title
            private lateinit var subtitle: TextView
            subtitle = view.findViewById<TextView>(R.id.sub)
            final TextView body = (TextView) root.findViewById(R.id.body);
            val text = findViewById<TextView>(R.id.body).text
            foo(x = binding.title)
            val twice = binding.first
            twice = binding.second
            """
        let views = AndroidCodeTexts.viewVariables(Array(code.utf8))
        XCTAssertEqual(views["title"], .some(.binding("title")))
        XCTAssertEqual(views["subtitle"], .some(.viewID("sub")))
        XCTAssertEqual(views["body"], .some(.viewID("body")))
        XCTAssertNil(views["text"])             // the view's text, not the view
        XCTAssertNil(views["x"])                // a named argument, not a variable
        XCTAssertEqual(views["twice"], .some(nil))  // two views: not followed
        XCTAssertEqual(views.count, 4)
    }

    func testTheReasonForAKeyTheCodeNamesIsReadAtItsReference() {
        func reason(_ code: String) -> String {
            let bytes = Array(code.utf8)
            let scan = SourceScan(bytes)
            let offset = scan.occurrences(of: "R.string.").first!
            var end = offset + 9
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
            return AndroidCodeKeyReasons.reason(scan, at: offset, keyEnd: end)
        }
        XCTAssertEqual(reason("holder.label.text = context.getString(R.string.k, count)"), AndroidCodeKeyReasons.format)
        XCTAssertEqual(reason("NotificationCompat.Builder(this, channel)\n    .setContentTitle(getString(R.string.k))"), AndroidCodeKeyReasons.notification)
        XCTAssertEqual(reason("if (prefs.getBoolean(getString(R.string.k), false)) {"), AndroidCodeKeyReasons.preference)
        // A screen or helper named after notifications is not the platform's notification.
        XCTAssertEqual(reason("class NotificationActivity {\n    fun empty() {\n        binding.empty.text = getString(R.string.k)\n"), AndroidCodeKeyReasons.viewSetter)
        XCTAssertEqual(reason("holder.label.setText(R.string.k);"), AndroidCodeKeyReasons.viewSetter)
        XCTAssertEqual(reason("holder.label.text = itemView.context.getString(R.string.k)"), AndroidCodeKeyReasons.viewSetter)
        XCTAssertEqual(reason("supportActionBar?.setTitle(R.string.k)"), AndroidCodeKeyReasons.title)
        XCTAssertEqual(reason("title = getString(R.string.k)"), AndroidCodeKeyReasons.title)
        XCTAssertEqual(reason("showMessage(\n    activity,\n    getString(R.string.k),\n)"), AndroidCodeKeyReasons.function)
        XCTAssertEqual(reason("Page(R.string.k, Icons.home)"), AndroidCodeKeyReasons.constructor)
        XCTAssertEqual(reason("val message = requireContext().getString(R.string.k)"), AndroidCodeKeyReasons.variable)
        XCTAssertEqual(reason("Sort.NAME -> R.string.k"), AndroidCodeKeyReasons.chosen)
        XCTAssertEqual(reason("val pages = listOf(R.string.a, R.string.k)"), AndroidCodeKeyReasons.chosen)
        XCTAssertEqual(reason("int id = enabled ? R.string.k : R.string.other;"), AndroidCodeKeyReasons.chosen)
        // A chooser's title is the system share sheet's; a ProgressDialog's message is its own layout's.
        XCTAssertEqual(reason("startActivity(Intent.createChooser(intent, getString(R.string.k)))"), AndroidCodeKeyReasons.chooserTitle)
        XCTAssertEqual(reason("progressDialog = ProgressDialog(this)\nprogressDialog!!.setMessage(getString(R.string.k))"), AndroidCodeKeyReasons.progressDialog)
        XCTAssertEqual(reason("dialog = new ProgressDialog(this);\ndialog.setMessage(getString(R.string.k));"), AndroidCodeKeyReasons.progressDialog)
        XCTAssertEqual(reason("progress = ProgressDialog(this).apply {\n    isIndeterminate = true\n    setMessage(getString(R.string.k))"), AndroidCodeKeyReasons.progressDialog)
        // Another dialog's message, or a call after the ProgressDialog's block closed, is not.
        XCTAssertEqual(reason("progress = ProgressDialog(this)\nother.setMessage(getString(R.string.k))"), AndroidCodeKeyReasons.function)
        XCTAssertEqual(reason("p = ProgressDialog(this).apply { show() }\nsetMessage(getString(R.string.k))"), AndroidCodeKeyReasons.function)
        // A bare reference with nothing the look back reads keeps the general reason.
        XCTAssertEqual(reason("R.string.k"), AndroidCodeDialogs.namedInCodeReason)
    }

    func testTheScansStayLinearOnHostileInput() {
        // Endless lines of unclosed calls and assignments: each reference and each line looks at a bounded window.
        let calls = Array(String(repeating: "f(g(h(R.string.k, ", count: 20_000).utf8)
        let assignments = Array(String(repeating: "a = findViewById(R.id.x\n", count: 20_000).utf8)
        let scan = SourceScan(calls)
        for offset in scan.occurrences(of: "R.string.").prefix(5_000) {
            _ = AndroidCodeKeyReasons.reason(scan, at: offset, keyEnd: offset + 10)
        }
        _ = AndroidCodeTexts.viewVariables(assignments)
        var texts = AndroidCodeTexts()
        texts.read(calls, file: "x.kt", index: AndroidCodeTexts.IDIndex(LayoutIndex()))
        // Endless wrapped getters and assignments: each reference looks back at most the window and three lines.
        let wrapped = Array(String(repeating: "x.text =\n getString(\n R.string.k,\n", count: 20_000).utf8)
        texts.read(wrapped, file: "x.kt", index: AndroidCodeTexts.IDIndex(LayoutIndex()))
        _ = AndroidValueAliases.apply(wrapped)
        let declarations = Array(String(repeating: "val t = getString(\n R.string.k,\n a(\n", count: 20_000).utf8)
        _ = AndroidValueAliases.apply(declarations)
        // Unclosed headers and returns: each definition and call looks at a bounded window.
        let functions = Array(String(repeating: "fun f(fun g( { return R.string.k\n x.text = f(", count: 20_000).utf8)
        _ = AndroidStringFunctions.definitions(functions, file: "x.kt")
        _ = AndroidStringFunctions().callStatements(functions, file: "x.kt")
        // One name defined many times gives a call at most `maximumValues` strings, each once.
        let many = Array(("x.text = empty(q)\n" + (0..<300).map { "fun empty(q: String) = getString(R.string.k\($0 % 100))\n" }.joined()).utf8)
        let manyCalls = AndroidStringFunctions().callStatements(many, file: "x.kt")
        XCTAssertEqual(manyCalls.first?.statements.count, AndroidStringFunctions.maximumValues)
        XCTAssertEqual(Set(manyCalls.first?.statements.map(\.text) ?? []).count, AndroidStringFunctions.maximumValues)
    }
}
