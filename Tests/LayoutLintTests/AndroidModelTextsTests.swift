import Foundation
@testable import LayoutLint
import XCTest

/// Strings the code keeps in its own models (a class, data class or enum constructed with a string resource)
/// that an adapter or view holder sets on a view of its item layout from the model's property
/// (`AndroidModelTexts`), on small synthetic apps and snippets.
final class AndroidModelTextsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-model-texts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    func importApp(_ files: [String: String]) throws -> ImportResult {
        try importAndroidApp(in: folder, files)
    }

    var itemLayout: String {
        """
        <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <ImageView android:id="@+id/icon" android:layout_width="24dp" android:layout_height="24dp"/>
            <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/summary" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        </LinearLayout>
        """
    }

    /// The keys laid out in the views of `layout`'s screens (the screen and its variants), by view id.
    func keys(_ result: ImportResult, layout: String) -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for screen in result.screens where screen.file.hasSuffix("\(layout).xml") {
            for element in screen.elements { if let key = element.key { keys[element.id, default: []].insert(key) } }
        }
        return keys
    }

    /// A Kotlin class whose primary constructor declares `val title: String`, constructed with the text of a
    /// string resource (through a getter, a local `val`, a named argument, an `if`), and an adapter whose view
    /// holder's field is bound to the item layout's view: each construction's string is laid out in that view.
    func testAKotlinModelsPropertyIsLaidOutInTheViewTheAdapterSetsFromIt() throws {
        let result = try importApp([
            "res/layout/item_action.xml": itemLayout,
            "java/com/example/model/ActionItem.kt": """
                package com.example.model
                data class ActionItem(var icon: Int, val title: String, val id: Long = 0)
                """,
            "java/com/example/ActionsFragment.kt": """
                class ActionsFragment : Fragment() {
                    fun items(wiki: Boolean): List<ActionItem> {
                        val talk = getString(R.string.action_talk)
                        return listOf(
                            ActionItem(R.drawable.ic_a, resources.getString(R.string.action_directions)),
                            ActionItem(icon = R.drawable.ic_b, title = getString(R.string.action_share)),
                            ActionItem(R.drawable.ic_c, talk),
                            ActionItem(R.drawable.ic_d, if (wiki) getString(R.string.action_wiki) else getString(R.string.action_web)),
                        )
                    }
                }
                """,
            "java/com/example/ActionAdapter.kt": """
                class ActionAdapter(private val items: List<ActionItem>) : RecyclerView.Adapter<ActionAdapter.ViewHolder>() {
                    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ViewHolder =
                        ViewHolder(LayoutInflater.from(parent.context).inflate(R.layout.item_action, parent, false))
                    override fun onBindViewHolder(holder: ViewHolder, position: Int) {
                        holder.title.setText(items[position].title)
                    }
                    inner class ViewHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
                        var title: TextView = itemView.findViewById(R.id.label)
                    }
                }
                """,
        ])
        XCTAssertEqual(keys(result, layout: "item_action")["label"],
                       ["action_directions", "action_share", "action_talk", "action_wiki", "action_web"])
        let notes = result.screens.filter { $0.file.hasSuffix("item_action.xml") }
            .flatMap { ($0.container?.layout as? AndroidContainerLayout)?.notes["label"] ?? [] }
        XCTAssertTrue(notes.contains { $0.contains("ActionAdapter.kt:5 (`ActionItem.title`, given at ActionsFragment.kt:") }, "\(notes)")
    }

    /// Kotlin enum entries and a Java enum's constants call their constructor: the entry's string is the
    /// property's (`label`, Java's field `titleRes` assigned in the constructor), read in a bind through a view
    /// binding and through a getter of the string.
    func testEnumEntriesGiveTheirPropertyToTheViewsSetFromIt() throws {
        let result = try importApp([
            "res/layout/item_tab.xml": itemLayout,
            "res/layout/item_sort.xml": itemLayout,
            "java/com/example/Tab.kt": """
                enum class Tab(@StringRes val label: Int, @DrawableRes private val icon: Int) : Named {
                    HOME(R.string.tab_home, R.drawable.home),
                    @Deprecated("old") MORE(R.string.tab_more, R.drawable.more) {
                        override fun open() { show(R.string.not_a_label) }
                    };
                    abstract fun open()
                }
                """,
            "java/com/example/TabHolder.kt": """
                class TabHolder(private val binding: ItemTabBinding) : RecyclerView.ViewHolder(binding.root) {
                    fun bind(tab: Tab) {
                        binding.label.text = binding.root.context.getString(tab.label)
                    }
                }
                """,
            "java/com/example/SortOrder.java": """
                public enum SortOrder {
                    NEWEST(R.string.sort_newest, 1),
                    OLDEST(R.string.sort_oldest, 2);
                    public final int titleRes;
                    private final int code;
                    SortOrder(int titleRes, int code) {
                        this.titleRes = titleRes;
                        this.code = code;
                    }
                }
                """,
            "java/com/example/SortAdapter.java": """
                class SortAdapter extends ArrayAdapter<SortOrder> {
                    public View getView(int position, View convertView, ViewGroup parent) {
                        View view = inflater.inflate(R.layout.item_sort, parent, false);
                        ((TextView) view.findViewById(R.id.summary)).setText(getItem(position).titleRes);
                        return view;
                    }
                }
                """,
        ])
        XCTAssertEqual(keys(result, layout: "item_tab")["label"], ["tab_home", "tab_more"])
        XCTAssertEqual(keys(result, layout: "item_sort")["summary"], ["sort_newest", "sort_oldest"])
    }

    /// The receiver's type is not inferred: a property two model classes the file names declare is not taken,
    /// nor one whose class the file does not name, nor a text built around the property.
    func testAPropertyTheFileDoesNotTieToOneModelIsNotTaken() throws {
        let result = try importApp([
            "res/layout/item_row.xml": itemLayout,
            "java/com/example/Models.kt": """
                class Shortcut(val title: String)
                class Filter(val title: String, val summary: String)
                val shortcuts = listOf(Shortcut(getString(R.string.shortcut_a)), Filter(getString(R.string.filter_a), getString(R.string.filter_b)))
                """,
            "java/com/example/RowAdapter.kt": """
                class RowAdapter(val shortcuts: List<Shortcut>, val filters: List<Filter>) {
                    fun bind(binding: ItemRowBinding, position: Int) {
                        binding.label.setText(shortcuts[position].title)
                        binding.summary.text = filters[position].summary + "…"
                    }
                }
                """,
            "java/com/example/OtherAdapter.kt": """
                class OtherAdapter {
                    fun bind(binding: ItemRowBinding, row: Row) { binding.summary.setText(row.summary) }
                }
                """,
        ])
        XCTAssertEqual(keys(result, layout: "item_row"), [:])
    }

    func testDeclarationsAndReadsAreReadAsTheLanguagesDeclareThem() {
        XCTAssertEqual(AndroidModelTexts.kotlinProperty("@StringRes private val titleRes: Int"), "titleRes")
        XCTAssertEqual(AndroidModelTexts.kotlinProperty("var count: Int = 0"), "count")
        XCTAssertNil(AndroidModelTexts.kotlinProperty("context: Context"))
        let properties: [String: Set<String>] = ["title": ["Item"], "titleRes": ["Item"]]
        func read(_ line: String) -> String? {
            AndroidModelTexts.propertyRead(line, properties: properties).map { String(line[$0.0]) + " " + $0.1 }
        }
        XCTAssertEqual(read("holder.name.setText(getItem(position).getTitleRes());"), "getItem(position).getTitleRes() titleRes")
        XCTAssertEqual(read("binding.name.text = items[i]?.title"), "items[i]?.title title")
        XCTAssertNil(read("binding.name.text = item.title.uppercase()"))
        XCTAssertNil(read("binding.name.text = item.subtitle"))

        var models = AndroidModelTexts()
        models.read(Array("class Item(val title: Int)\nclass Item(val label: Int)\nval a = Item(R.string.x)".utf8), file: "a.kt")
        models.resolve()
        XCTAssertTrue(models.keys.isEmpty, "a class name declared twice with different properties is not followed")
    }

    func testTheModelScanStaysLinearOnHostileInput() {
        var models = AndroidModelTexts()
        models.read(Array(String(repeating: "enum class E(val a: Int) { A(R.string.x, ", count: 2_000).utf8), file: "x.kt")
        models.read(Array(String(repeating: "Item(Item(R.string.x", count: 5_000).utf8), file: "y.kt")
        models.read(Array(String(repeating: "public enum F { ", count: 3_000).utf8), file: "z.java")
        models.resolve()
        _ = models.bindStatements(Array(String(repeating: "x.setText(a.a)\n", count: 10_000).utf8))
    }
}
