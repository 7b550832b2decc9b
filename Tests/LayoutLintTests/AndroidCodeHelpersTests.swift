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
        XCTAssertEqual(toast.skipped.map(\.reason), [AndroidCodeDialogs.toastReason])
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
        let start = Date()
        AndroidCodeHelpers.fuzzRead(bytes: Array(text.utf8))
        // Unclosed method headers and class headers: each byte is looked at a bounded number of times.
        AndroidCodeHelpers.fuzzRead(bytes: Array((String(repeating: "void m(int a, ", count: 40_000) + String(repeating: "class C(", count: 40_000)).utf8))
        var java = AndroidCodeHelpers()
        java.collect(Array(String(repeating: "static void m(int a, ", count: 40_000).utf8), path: "Hostile.java", index: AndroidCodeTexts.IDIndex(LayoutIndex()))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}
