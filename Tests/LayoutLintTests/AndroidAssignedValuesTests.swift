import Foundation
@testable import LayoutLint
import XCTest

/// Text a Kotlin / Java variable holds after the code assigns it strings in several places
/// (`AndroidAssignedValues`), and a view binding's views named inside a block that takes the binding as its
/// receiver (`AndroidScopeReceivers`), on small synthetic apps and snippets.
final class AndroidAssignedValuesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-assigned-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    var layout: String {
        """
        <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/question" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <TextView android:id="@+id/explanation" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
            <Button android:id="@+id/button_yes" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        </LinearLayout>
        """
    }

    func keysByView(_ result: ImportResult, file: String) -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for screen in result.screens where screen.file.hasSuffix(file) {
            for element in screen.elements { if let key = element.key { keys[element.id, default: []].insert(key) } }
        }
        return keys
    }

    /// `val questionText: String` assigned in each branch of a `when`, `var detail: String? = null` assigned in
    /// some, read in a `with(binding!!) { … }` block; a Java local assigned in both arms of an `if`: each string
    /// is laid out on its view (in a variant of the screen); a literal or a call is not.
    func testEachStringAssignedToAVariableIsLaidOutOnTheViewThatReadsIt() throws {
        let result = try importAndroidApp(in: folder, [
            "res/layout/fragment_review.xml": layout,
            "java/com/example/ReviewFragment.kt": """
                class ReviewFragment : Fragment() {
                    private var binding: FragmentReviewBinding? = null
                    fun show(position: Int, user: String) {
                        val questionText: String
                        var detail: String? = null
                        when (position) {
                            SPAM -> {
                                questionText = getString(R.string.review_spam)
                                detail = getString(R.string.review_spam_explanation)
                            }
                            THANKS -> {
                                questionText = getString(R.string.review_thanks)
                                detail = getString(R.string.review_thanks_explanation, user)
                            }
                            else -> {
                                questionText = "How did we get here?"
                                detail = updateQuestion()
                            }
                        }
                        with(binding!!) {
                            question.text = questionText
                            explanation.text = detail
                        }
                        log(questionText)
                    }
                }
                """,
            "java/com/example/OtherActivity.java": """
                class OtherActivity extends Activity {
                    void onCreate() {
                        setContentView(R.layout.fragment_review);
                        String label = null;
                        if (done) label = getString(R.string.done); else label = getString(R.string.pending);
                        ((TextView) findViewById(R.id.button_yes)).setText(label);
                    }
                }
                """,
        ])
        XCTAssertEqual(keysByView(result, file: "fragment_review.xml"), [
            "question": ["review_spam", "review_thanks"],
            "explanation": ["review_spam_explanation", "review_thanks_explanation"],
            "button_yes": ["done", "pending"],
        ])
        let variables = AndroidAssignedValues.variables(in: Array("""
            String label = null;
            if (done) label = getString(R.string.done); else label = getString(R.string.pending);
            """.utf8))
        XCTAssertEqual(variables.first?.values, ["getString(R.string.done)", "getString(R.string.pending)"])
        // A name in the middle of an expression is not assigned there (`a == label = b` is no statement).
        XCTAssertFalse(AndroidAssignedValues.startsStatement(Array("x + label".utf8), 4))
    }

    /// A read-only value whose initializer chooses between strings (a Kotlin `if` or `when` expression, Java's
    /// conditional operator) holds each string where it is read: each is laid out on the view. A `when` branch
    /// that is not one string is not (the `if` of such a branch is not read at all, as for a setter's `if`), nor a
    /// `var` so initialized (it may be assigned again) or a `when` whose value is not a declaration's.
    func testAReadOnlyValueChosenByAnIfOrWhenIsLaidOutWithEachString() throws {
        let result = try importAndroidApp(in: folder, [
            "res/layout/fragment_review.xml": layout,
            "java/com/example/ReviewFragment.kt": """
                class ReviewFragment : Fragment() {
                    private var binding: FragmentReviewBinding? = null
                    fun show(position: Int, done: Boolean) {
                        val res = when (position) {
                            SPAM -> R.string.review_spam
                            THANKS -> R.string.review_thanks
                            else -> 0
                        }
                        binding!!.question.setText(res)
                        val detail = if (done) getString(R.string.detail_done) else "x" + getString(R.string.detail_built)
                        binding!!.explanation.text = detail
                        var label = if (done) getString(R.string.var_done) else getString(R.string.var_pending)
                        binding!!.buttonYes.text = label
                    }
                }
                """,
        ])
        XCTAssertEqual(keysByView(result, file: "fragment_review.xml"), [
            "question": ["review_spam", "review_thanks"],
        ])
        let chosen = AndroidAssignedValues.chosenDeclarations(Array("""
            final String label = done ? getString(R.string.done) : getString(R.string.pending);
            label.length();
            """.utf8))
        XCTAssertEqual(chosen.map(\.name), ["label"])
        XCTAssertEqual(chosen.first?.initial, ["getString(R.string.done)", "getString(R.string.pending)"])
        XCTAssertEqual(chosen.first?.start, 83)
        XCTAssertTrue(AndroidAssignedValues.chosenDeclarations(Array("x.text = when (s) {\n A -> R.string.a\n}".utf8)).isEmpty)
    }

    /// A `val` with its value is `AndroidValueAliases`'; a `var` assigned one string is still read; a name only
    /// assigned text the code builds gives nothing; the name in a string or after a dot is not a read.
    func testOnlyStringValuesAndReadsOfTheNameAreTaken() {
        let source = Array("""
            fun f() {
                val alias = getString(R.string.alias)
                var title: String = ""
                title = getString(R.string.first)
                title = requireContext().getString(R.string.second)
                title = name + "!"
                var built = ""
                built = "x" + getString(R.string.built)
                view.text = title
                log("title")
                other.title = x
            }
            """.utf8)
        let variables = AndroidAssignedValues.variables(in: source)
        XCTAssertEqual(variables.map(\.name), ["title"])
        XCTAssertEqual(variables.first?.values, ["getString(R.string.first)", "requireContext().getString(R.string.second)"])
        let statements = AndroidAssignedValues.statements(source)
        XCTAssertEqual(statements.map(\.line), [9])
        XCTAssertEqual(statements.first?.statements, ["    view.text = getString(R.string.first)", "    view.text = requireContext().getString(R.string.second)"])
    }

    /// `binding.apply {`, `binding?.run {`, `with(itemBinding) {` and `this.binding.apply {`: the block's
    /// statements that start with a view of a layout are written with the receiver; another value's block
    /// (`dialog.apply {`, `other.binding.apply {`) or a name the file declares is left alone; lines stay.
    func testAScopeFunctionsBindingReceiverIsWrittenBeforeTheViewsItsBlockNames() {
        let properties: Set<String> = ["title", "subtitle", "buttonYes"]
        func rewrite(_ text: String) -> String {
            String(decoding: AndroidScopeReceivers.apply(Array(text.utf8), file: "A.kt", viewProperties: properties), as: UTF8.self)
        }
        XCTAssertEqual(rewrite("binding.apply {\n  title.text = a\n  buttonYes?.setText(b); subtitle.text = c\n}"),
                       "binding.apply {\n  binding.title.text = a\n  binding.buttonYes?.setText(b); binding.subtitle.text = c\n}")
        XCTAssertEqual(rewrite("binding?.run { title.text = a }"), "binding?.run { binding.title.text = a }")
        XCTAssertEqual(rewrite("with(binding!!) {\n title.text = a }"), "with(binding!!) {\n binding!!.title.text = a }")
        XCTAssertEqual(rewrite("this.itemBinding.apply { title.text = a }"), "this.itemBinding.apply { itemBinding.title.text = a }")
        XCTAssertEqual(rewrite("dialog.apply { title.text = a }"), "dialog.apply { title.text = a }")
        XCTAssertEqual(rewrite("other.binding.apply { title.text = a }"), "other.binding.apply { title.text = a }")
        XCTAssertEqual(rewrite("val title = x\nbinding.apply { title.text = a; subtitle = b; \"title.text\" }"),
                       "val title = x\nbinding.apply { title.text = a; subtitle = b; \"title.text\" }")
        XCTAssertEqual(String(decoding: AndroidScopeReceivers.apply(Array("binding.apply { title.text = a }".utf8), file: "A.java", viewProperties: properties), as: UTF8.self),
                       "binding.apply { title.text = a }")
    }

    func testTheScansStayBoundedOnHostileInput() {
        // Many declarations and reads: each variable takes at most `maximumValues` strings and rewrites at most
        // `maximumUses` lines; unclosed blocks are read within their reach.
        let many = Array(("fun f() {\nvar t: String? = null\n" + (0..<300).map { "t = getString(R.string.k\($0))\nv.text = t\n" }.joined() + "}\n").utf8)
        let statements = AndroidAssignedValues.statements(many)
        XCTAssertLessThanOrEqual(statements.count, AndroidAssignedValues.maximumUses)
        XCTAssertTrue(statements.allSatisfy { $0.statements.count <= AndroidAssignedValues.maximumValues })
        let unclosed = Array(String(repeating: "binding.apply { with(binding) { title.text = x\n", count: 500).utf8)
        _ = AndroidScopeReceivers.apply(unclosed, file: "A.kt", viewProperties: ["title"])
        let declarations = Array(String(repeating: "val x: String\nvar y\nString z;\n", count: 1_000).utf8)
        _ = AndroidAssignedValues.statements(declarations)
        // Chosen values whose `when` bodies never close, and many one-line `if`s: each looks a bounded window ahead.
        let chosen = Array((String(repeating: "val x = when (s) {\n a -> R.string.k\n", count: 2_000)
                            + String(repeating: "val y = if (c) R.string.a else R.string.b\nv.setText(y)\n", count: 2_000)).utf8)
        _ = AndroidAssignedValues.statements(chosen)
    }
}
