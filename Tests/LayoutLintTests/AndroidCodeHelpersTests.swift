import Foundation
@testable import LayoutLint
import XCTest

/// The app's own functions that pass a string resource on to a dialog, snackbar, toast or view
/// (`AndroidCodeHelpers`), on small hand-made apps: each call with `R.string` arguments is bound to one
/// declaration (name, receiver, arity, argument types) and what the bound body builds is laid out at the call.
final class AndroidCodeHelpersTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-helpers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    func importApp(theme parent: String = "Theme.Material3.DayNight", _ files: [String: String]) throws -> ImportResult {
        try AndroidCodeDialogsTests.importApp(in: folder, theme: parent, files)
    }

    func named(_ result: ImportResult, _ key: String) -> SkippedElement? {
        result.screens[0].keysNamedInCode.first { $0.key == key }
    }

    /// A Kotlin helper whose `Int` parameters reach a Material dialog's title and message: each call is that
    /// dialog with the call's keys, laid out at the call (the helper's own button key included).
    func testAKotlinHelperBuildsTheDialogAtEachCall() throws {
        let result = try importApp([
            "java/com/example/Dialogs.kt": """
                fun Fragment.showAlertDialog(@StringRes title: Int, message: Int) {
                    MaterialAlertDialogBuilder(requireContext())
                        .setTitle(title)
                        .setMessage(getString(message))
                        .setPositiveButton(R.string.ok, null)
                        .show()
                }
                """,
            "java/com/example/Upload.kt": """
                class Upload : Fragment() {
                    fun failed() {
                        showAlertDialog(R.string.upload_failed_title, R.string.upload_failed_message)
                    }
                    fun again() {
                        showAlertDialog(R.string.retry_title, message = R.string.retry_message)
                    }
                }
                """,
        ])
        let first = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("dialog@Upload.kt:3 through showAlertDialog (Dialogs.kt:1)") },
                                  "\(result.screens.map(\.name))")
        XCTAssertEqual(first.elements.map(\.key), ["upload_failed_title", "upload_failed_message", "ok"])
        // Laid out where the call names the keys.
        XCTAssertEqual(Set(first.elements.map(\.location.line)), [3])
        XCTAssertEqual(first.elements[0].maxLines, 2)          // DialogTitle's fallback, as for a dialog built in place
        let second = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("dialog@Upload.kt:6") })
        XCTAssertEqual(second.elements.map(\.key), ["retry_title", "retry_message", "ok"])
        // The helper's body read alone: its parameters are values the code computes.
        let body = try XCTUnwrap(result.screens.first { $0.name == "dialog@Dialogs.kt:2" })
        XCTAssertEqual(body.elements.map(\.key), ["ok"])
        XCTAssertEqual(body.skipped.map(\.key), [nil, nil])
    }

    /// Java static helpers, overloaded by arity, by the argument's type and by a parameter the call does not tell
    /// apart (both build the same texts), forwarding through one another
    /// (`getString(resId)` to a `CharSequence` overload) to a Material snackbar; a toast helper gives the toast's reason.
    func testJavaStaticHelpersForwardThroughOverloads() throws {
        let result = try importApp([
            "java/com/example/FeedbackUtil.java": """
                import com.google.android.material.snackbar.Snackbar;
                public final class FeedbackUtil {
                    public static void showMessage(Activity activity, @StringRes int resId) {
                        showMessage(activity, activity.getString(resId), Snackbar.LENGTH_LONG);
                    }
                    public static void showMessage(Activity activity, CharSequence text, int duration) {
                        Snackbar.make(activity.findViewById(android.R.id.content), text, duration).show();
                    }
                    public static void showMessage(Fragment fragment, @StringRes int resId) {
                        showMessage(fragment.getActivity(), fragment.getString(resId), Snackbar.LENGTH_LONG);
                    }
                    public static void showMessage(Activity activity, CharSequence text) {
                        showMessage(activity, text, Snackbar.LENGTH_LONG);
                    }
                    public static void longMessage(Activity activity, @StringRes int resId) {
                        Snackbar snackbar = Snackbar.make(activity.findViewById(android.R.id.content), resId, Snackbar.LENGTH_LONG);
                        TextView textView = snackbar.getView().findViewById(R.id.snackbar_text);
                        textView.setMaxLines(5);
                        snackbar.show();
                    }
                    public static void toast(Context context, @StringRes int resId) {
                        Toast.makeText(context, resId, Toast.LENGTH_SHORT).show();
                    }
                }
                """,
            "java/com/example/Page.java": """
                public class Page extends Activity {
                    void saved() {
                        FeedbackUtil.showMessage(this, R.string.saved);
                        FeedbackUtil.showMessage(this, getString(R.string.removed));
                        FeedbackUtil.toast(this, R.string.copied);
                        FeedbackUtil.longMessage(this, R.string.long_message);
                    }
                }
                """,
        ])
        // `this` fits both `(Activity, int)` and `(Fragment, int)`: both build the same snackbar, so either binds.
        let saved = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Page.java:3") }, "\(result.screens.map(\.name))")
        XCTAssertEqual(saved.elements.map(\.key), ["saved"])
        XCTAssertEqual(saved.elements[0].maxLines, 2)           // design_snackbar_text_max_lines
        XCTAssertTrue(saved.name.contains("showMessage (FeedbackUtil.java:3) → showMessage (FeedbackUtil.java:6)"), saved.name)
        // The text overload (two arguments, a `CharSequence`), not the resource one.
        let removed = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Page.java:4") })
        XCTAssertEqual(removed.elements.map(\.key), ["removed"])
        XCTAssertTrue(removed.name.contains("FeedbackUtil.java:12"), removed.name)
        let toast = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("toast@Page.java:5") })
        XCTAssertEqual(toast.skipped.map(\.key), ["copied"])
        XCTAssertEqual(toast.skipped.map(\.reason), [AndroidCodeDialogs.toastReason(targetSdk: nil)])
        // A helper that changes the snackbar's message view (its line limit) is not the library's snackbar.
        let long = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Page.java:6") })
        XCTAssertTrue(long.elements.isEmpty)
        XCTAssertEqual(long.skipped.map(\.reason), [AndroidCodeDialogs.restyledSnackbarReason])
    }

    /// A helper that sets the key on a view of its file's layout (view binding): the view gets the key, as if
    /// the call set it there.
    func testAHelperSettingABoundViewGivesTheViewTheKey() throws {
        let result = try importApp([
            "res/layout/activity_login.xml": """
                <LinearLayout \(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:id="@+id/error_message" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="1"/>
                </LinearLayout>
                """,
            "java/com/example/LoginActivity.kt": """
                class LoginActivity : AppCompatActivity() {
                    private lateinit var binding: ActivityLoginBinding
                    private fun showMessage(@StringRes resId: Int, @ColorRes color: Int) {
                        binding.errorMessage.text = getString(resId)
                    }
                    fun failed() { showMessage(R.string.login_failed, R.color.red) }
                }
                """,
        ])
        let login = try XCTUnwrap(result.screens.first { $0.name == "activity_login" })
        XCTAssertEqual(login.elements.compactMap(\.key), ["login_failed"])
    }

    /// A call no single declaration fits (two classes declare it, the receiver does not tell which) is skipped
    /// with its own reason; a helper whose parameter reaches nothing the scanners read says so.
    func testAmbiguousAndUnfollowedHelpersGiveTheirReasons() throws {
        let result = try importApp([
            "java/com/example/A.kt": """
                class A { fun notify(view: View, @StringRes text: Int) { Snackbar.make(view, text, 0).show() } }
                """,
            "java/com/example/B.kt": """
                class B { fun notify(view: View, @StringRes text: Int) { Toast.makeText(view.context, text, 0).show() } }
                """,
            "java/com/example/C.kt": """
                class C {
                    fun log(@StringRes text: Int) { Timber.d(text.toString()) }
                    fun contains(text: String) = Log.d("shown", text)
                    fun go(holders: List<Holder>, shown: Set<String>) {
                        holders.first().notify(view, R.string.either)
                        log(R.string.logged)
                        shown.contains(getString(R.string.shown_key))
                    }
                }
                """,
        ])
        XCTAssertEqual(named(result, "either")?.reason, AndroidCodeHelpers.ambiguousReason)
        XCTAssertEqual(named(result, "logged")?.reason, AndroidCodeHelpers.noSinkReason)
        XCTAssertFalse(result.screens.contains { $0.name.hasPrefix("snackbar@C.kt") || $0.name.hasPrefix("toast@C.kt") })
        // `shown` is a `Set`, a type the app does not declare: its `contains` is the library's, not the app's.
        XCTAssertEqual(named(result, "shown_key")?.reason, AndroidCodeKeyReasons.function)
    }

    /// Two classes declare the same function: a call with no receiver takes the one its file imports, a call
    /// on a name takes the one of the class the name is declared with.
    func testTheImportOrTheReceiversTypeTellsTwoDeclarationsApart() throws {
        let result = try importApp([
            "java/com/example/Snacks.kt": """
                import com.google.android.material.snackbar.Snackbar
                object Snacks { fun show(view: View, @StringRes text: Int) { Snackbar.make(view, text, Snackbar.LENGTH_SHORT).show() } }
                """,
            "java/com/example/Toasts.kt": """
                class Toasts { fun show(view: View, @StringRes text: Int) { Toast.makeText(view.context, text, Toast.LENGTH_SHORT).show() } }
                """,
            "java/com/example/Screen.kt": """
                import com.example.Snacks.show
                class Screen(private val toasts: Toasts) {
                    fun done(view: View) {
                        show(view, R.string.imported)
                        toasts.show(view, R.string.typed)
                    }
                }
                """,
        ])
        let imported = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Screen.kt:4") }, "\(result.screens.map(\.name))")
        XCTAssertEqual(imported.elements.map(\.key), ["imported"])
        let typed = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("toast@Screen.kt:5") })
        XCTAssertEqual(typed.skipped.map(\.key), ["typed"])
    }

    /// Kotlin passes over a level of declarations none of which fits the call (the class's own
    /// `showAlertDialog(Int)`) for the next (the imported `showAlertDialog(Activity, String, String)`); Java does
    /// not: a method of the class hides the static import.
    func testKotlinLooksPastTheClassesOwnFunctionThatDoesNotFit() throws {
        let result = try importApp([
            "java/com/example/DialogUtil.kt": """
                object DialogUtil {
                    fun showAlertDialog(activity: Activity, title: String?, message: String?) {
                        MaterialAlertDialogBuilder(activity).setTitle(title).setMessage(message).show()
                    }
                }
                """,
            "java/com/example/Upload.kt": """
                import com.example.DialogUtil.showAlertDialog
                class Upload : AppCompatActivity() {
                    fun showAlertDialog(@StringRes messageResourceId: Int) { Log.d("upload", getString(messageResourceId)) }
                    fun back() {
                        showAlertDialog(this, getString(R.string.back_title), getString(R.string.back_message))
                    }
                }
                """,
            "java/com/example/Legacy.java": """
                import static com.example.DialogUtil.showAlertDialog;
                public class Legacy extends Activity {
                    void showAlertDialog(int messageResourceId) { }
                    void back() {
                        showAlertDialog(this, getString(R.string.legacy_title), getString(R.string.legacy_message));
                    }
                }
                """,
        ])
        let upload = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("dialog@Upload.kt:5") }, "\(result.screens.map(\.name))")
        XCTAssertEqual(upload.elements.map(\.key), ["back_title", "back_message"])
        XCTAssertFalse(result.screens.contains { $0.name.hasPrefix("dialog@Legacy.java") })
    }

    /// A `val` holding a string resource or its text is followed to its uses (in the app's function and at the
    /// call); a `var`, a value built around the getter, and a name in a string are not.
    func testReadOnlyValuesAreFollowedToTheirUses() throws {
        let result = try importApp([
            "java/com/example/Snacks.kt": """
                import com.google.android.material.snackbar.Snackbar
                fun Activity.showSnackbar(@StringRes textResource: Int) {
                    val text = getText(textResource)
                    showSnackbar(text)
                }
                fun Activity.showSnackbar(text: CharSequence) {
                    Snackbar.make(findViewById(android.R.id.content), text, Snackbar.LENGTH_LONG).show()
                }
                """,
            "java/com/example/Screen.kt": """
                class Screen : AppCompatActivity() {
                    fun saved() { showSnackbar(R.string.saved) }
                    fun removed() {
                        val title = getString(R.string.removed_title)
                        var message = getString(R.string.removed_message)
                        MaterialAlertDialogBuilder(this).setTitle(title).setMessage(message).show()
                    }
                }
                """,
        ])
        let saved = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Screen.kt:2") }, "\(result.screens.map(\.name))")
        XCTAssertEqual(saved.elements.map(\.key), ["saved"])
        let removed = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("dialog@Screen.kt:6") })
        XCTAssertEqual(removed.elements.map(\.key), ["removed_title"])
        XCTAssertEqual(removed.skipped.map(\.key), [nil])
        XCTAssertEqual(removed.elements.first?.location.line, 6)
    }

    func testValueAliasesKeepLinesAndSkipWhatIsNoUse() {
        let text = """
            val title: String = requireContext().getString(R.string.t)
            val built = getString(R.string.b) + "!"
            final String label = getString(R.string.l);
            setTitle(title); x.title; foo(title = 1); "$title"
            setText(label); setText(built)
            }
            setTitle(title)
            """
        let result = String(decoding: AndroidValueAliases.apply(Array(text.utf8)), as: UTF8.self)
        XCTAssertEqual(result.split(separator: "\n", omittingEmptySubsequences: false).count, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(result.contains(#"setTitle(requireContext().getString(R.string.t)); x.title; foo(title = 1); "$title""#), result)
        XCTAssertTrue(result.contains("setText(getString(R.string.l)); setText(built)"), result)
        // Past the end of the declaring block the name is another.
        XCTAssertTrue(result.hasSuffix("}\nsetTitle(title)"), result)
        XCTAssertNil(AndroidValueAliases.declaration("val (a, b) = getString(R.string.k)"))
        XCTAssertNil(AndroidValueAliases.declaration("var a = getString(R.string.k)"))
        XCTAssertNil(AndroidValueAliases.declaration("val a = getString(R.string.k).uppercase()"))
        XCTAssertEqual(AndroidValueAliases.declaration("private val res = R.string.k")?.value, "R.string.k")
        XCTAssertEqual(AndroidValueAliases.declaration("val m = getString(R.string.k, count)")?.value, "getString(R.string.k, count)")
    }

    /// A read-only value the formatter wraps over lines (`val m =` then the getter, a format's arguments one a line
    /// with a trailing comma) is read as one declaration: its uses get the value on one line, and the lines stay
    /// where they are. A wrapped value that is more than the getter is left alone.
    func testAWrappedReadOnlyValueIsFollowedToItsUses() {
        let text = """
            val caption = getString(
                R.string.uploaded_by,
                fileName,
                user(),
            )
            binding.caption.text = caption
            val title =
                context.getString(R.string.title)
            setTitle(title)
            val built = getString(
                R.string.built,
            ) + n
            setText(built)
            """
        let result = String(decoding: AndroidValueAliases.apply(Array(text.utf8)), as: UTF8.self)
        XCTAssertEqual(result.split(separator: "\n", omittingEmptySubsequences: false).count, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(result.contains("binding.caption.text = getString(R.string.uploaded_by, fileName, user())\n"), result)
        XCTAssertTrue(result.contains("setTitle(context.getString(R.string.title))"), result)
        XCTAssertTrue(result.hasSuffix("setText(built)"), result)
    }

    /// A helper whose body calls a function of its file that changes the snackbar's message view (its line
    /// limit) shows the app's snackbar, not the library's; a helper of the same file that does not, the library's.
    func testAHelperCallingTheFilesSnackbarRestylerIsSkipped() throws {
        let result = try importApp([
            "java/com/example/Snacks.kt": """
                import com.google.android.material.snackbar.Snackbar
                object Snacks {
                    fun long(view: View, @StringRes text: Int) {
                        val snackbar = Snackbar.make(view, text, Snackbar.LENGTH_LONG)
                        snackbar.setMaxLines(4)
                        snackbar.show()
                    }
                    fun short(view: View, @StringRes text: Int) {
                        Snackbar.make(view, text, Snackbar.LENGTH_SHORT).show()
                    }
                }
                fun Snackbar.setMaxLines(lines: Int) {
                    view.findViewById<TextView>(com.google.android.material.R.id.snackbar_text)?.maxLines = lines
                }
                """,
            "java/com/example/Screen.kt": """
                class Screen {
                    fun done(view: View) {
                        Snacks.long(view, R.string.long_text)
                        Snacks.short(view, R.string.short_text)
                    }
                }
                """,
        ])
        let long = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Screen.kt:3") }, "\(result.screens.map(\.name))")
        XCTAssertTrue(long.elements.isEmpty)
        XCTAssertEqual(long.skipped.map(\.reason), [AndroidCodeDialogs.restyledSnackbarReason])
        let short = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Screen.kt:4") })
        XCTAssertEqual(short.elements.map(\.key), ["short_text"])
    }

    /// `Snackbar` and `.make(` (`Toast` and `.makeText(`) on two lines, as a formatter breaks a chain, are the
    /// same call.
    func testASnackbarOrToastChainBrokenAcrossLinesIsRead() throws {
        let result = try importApp([
            "java/com/example/Screen.kt": """
                import com.google.android.material.snackbar.Snackbar
                class Screen {
                    fun done(view: View) {
                        Snackbar
                            .make(view, R.string.split_snackbar, Snackbar.LENGTH_SHORT)
                            .show()
                        Toast
                            .makeText(view.context, getString(R.string.split_toast), Toast.LENGTH_SHORT)
                            .show()
                        maker.make(view, R.string.other_make, 0)
                    }
                }
                """,
        ])
        let snackbar = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("snackbar@Screen.kt:4") }, "\(result.screens.map(\.name))")
        XCTAssertEqual(snackbar.elements.map(\.key), ["split_snackbar"])
        let toast = try XCTUnwrap(result.screens.first { $0.name.hasPrefix("toast@Screen.kt:7") })
        XCTAssertEqual(toast.skipped.map(\.key), ["split_toast"])
        XCTAssertEqual(toast.skipped.map(\.reason), [AndroidCodeDialogs.toastReason(targetSdk: nil)])
        XCTAssertFalse(result.screens.contains { $0.elements.contains { $0.key == "other_make" } })
    }

    func testArgumentsBindByCountNameAndType() {
        func parameter(_ name: String, _ type: String, _ value: String? = nil, stringRes: Bool = false) -> AndroidCodeHelpers.Parameter {
            AndroidCodeHelpers.Parameter(name: name, type: type, defaultValue: value, isStringResource: stringRes)
        }
        let parameters = [parameter("activity", "Activity"), parameter("title", "Int"), parameter("positive", "String?", "null")]
        let arguments = ["this", "R.string.a"].map(AndroidCodeHelpers.argument)
        XCTAssertEqual(AndroidCodeHelpers.values(of: arguments, for: parameters), ["activity": "this", "title": "R.string.a", "positive": "null"])
        // A resource id does not bind a text parameter, nor a text an `Int` one.
        XCTAssertNil(AndroidCodeHelpers.values(of: ["this", "R.string.a"].map(AndroidCodeHelpers.argument),
                                               for: [parameter("activity", "Activity"), parameter("title", "String")]))
        XCTAssertNil(AndroidCodeHelpers.values(of: ["this", "getString(R.string.a)"].map(AndroidCodeHelpers.argument), for: parameters))
        // Too many arguments, or a label no parameter has.
        XCTAssertNil(AndroidCodeHelpers.values(of: ["this", "R.string.a", "x", "y"].map(AndroidCodeHelpers.argument), for: parameters))
        XCTAssertNil(AndroidCodeHelpers.values(of: ["this", "body = R.string.a"].map(AndroidCodeHelpers.argument), for: parameters))
        XCTAssertEqual(AndroidCodeHelpers.argument("message = getString(R.string.b)").kind, .text("b"))
        XCTAssertEqual(AndroidCodeHelpers.argument("message = getString(R.string.b)").label, "message")
    }

    func testSubstitutionSkipsMembersLabelsAndStrings() {
        let body = Array(#"{ foo(title = title, x.title, "title $title") // title"#.utf8)
        let result = String(decoding: AndroidCodeHelpers.substitute(["title": "R.string.t"], in: body), as: UTF8.self)
        XCTAssertEqual(result, #"{ foo(title = R.string.t, x.title, "title $title") // title"#)
        // A scope function's lambda parameter is the value too.
        let lambda = Array("{ title?.let { setTitle(it) }; button?.also { b -> setPositiveButton(b) }; it }".utf8)
        XCTAssertEqual(String(decoding: AndroidCodeHelpers.substitute(["title": "R.string.t", "button": "R.string.b"], in: lambda), as: UTF8.self),
                       "{ R.string.t?.let { setTitle(R.string.t) }; R.string.b?.also { b -> setPositiveButton(R.string.b) }; it }")
    }

    /// A file of hostile shapes (unclosed bodies, a helper calling itself, deep generics) is read in bounded time.
    func testHostileFilesStayBounded() {
        var text = "fun f(@StringRes a: Int) { f(a); g(a) }\nfun g(a: Int) = f(a)\nfun h(a: Int) { f(R.string.x); h(R.string.y) }\n"
        text += String(repeating: "fun <T<T<T<", count: 2_000) + "fun broken(a: Int) { " + String(repeating: "{ (", count: 5_000)
        text += String(repeating: "h(R.string.z)\n", count: 2_000)
        AndroidCodeHelpers.fuzzRead(bytes: Array(text.utf8))
        // Unclosed method headers and class headers: each byte is looked at a bounded number of times.
        AndroidCodeHelpers.fuzzRead(bytes: Array((String(repeating: "void m(int a, ", count: 40_000) + String(repeating: "class C(", count: 40_000)).utf8))
        var java = AndroidCodeHelpers()
        java.collect(Array(String(repeating: "static void m(int a, ", count: 40_000).utf8), path: "Hostile.java", index: AndroidCodeTexts.IDIndex(LayoutIndex()))
        // Many read-only values in one block, each used on every later line, and an unclosed block: each
        // declaration looks at most `reach` bytes ahead.
        let values = String(repeating: "val title = getString(R.string.k)\nsetTitle(title); setText(title, title)\n", count: 20_000) + String(repeating: "{", count: 50_000)
        let aliased = AndroidValueAliases.apply(Array(values.utf8))
        XCTAssertEqual(aliased.filter { $0 == 0x0A }.count, values.utf8.filter { $0 == 0x0A }.count)
    }
}
