import XCTest
@testable import LayoutLint

/// How the app reads each string resource (`AndroidStringUses`), and what `markup-mismatch` reports with
/// it. The expected readings are the platform's, per API (the type's comment cites each): `getString` /
/// `stringResource` plain text, `getText` / `TextView.setText(int)` / `@string/` in XML spans,
/// `Html.fromHtml` / `HtmlCompat.fromHtml` HTML; written here by hand from those sources, not from our output.
final class AndroidStringUsesTests: XCTestCase {
    static func uses(_ files: [String: String], xml: [String: String] = [:]) -> AndroidStringUses {
        AndroidStringUses.read(code: files.keys.sorted().map { ($0, Array(files[$0]!.utf8)) },
                               xml: xml.keys.sorted().map { ($0, Array(xml[$0]!.utf8)) })
    }

    func readings(_ uses: AndroidStringUses, _ key: String) -> [AndroidStringUses.Reading] {
        uses.uses(of: key).readings.keys.sorted()
    }

    func testPlatformCalls() {
        let uses = Self.uses([
            "Main.kt": """
            class Main : Activity() {
                fun show() {
                    title.text = getString(R.string.plain)
                    body.text = resources.getText(R.string.styled)
                    label.setText(R.string.set_text)
                    note.text = HtmlCompat.fromHtml(getString(R.string.html, name), HtmlCompat.FROM_HTML_MODE_LEGACY)
                    Toast.makeText(this, R.string.toast, Toast.LENGTH_SHORT).show()
                    val id = R.string.stored
                    count.text = resources.getQuantityText(R.plurals.items, n)
                    other.text = resources.getQuantityString(R.plurals.plain_items, n, n)
                }
            }
            """,
            "Screen.kt": """
            @Composable
            fun Screen() {
                Text(text = stringResource(id = R.string.compose_plain))
                Text(stringResource(AppString.aliased))
            }
            """,
            "Aliases.kt": "typealias AppString = com.example.app.R.string\n",
            "Old.java": """
            class Old {
                void show() {
                    text.setText(Html.fromHtml(getContext().getString(R.string.java_html)));
                }
            }
            """,
        ], xml: ["activity_main.xml": #"<TextView android:text="@string/in_layout" />"#])
        XCTAssertEqual(readings(uses, "plain"), [.plainText])
        XCTAssertEqual(readings(uses, "styled"), [.spans])
        XCTAssertEqual(readings(uses, "set_text"), [.spans])
        XCTAssertEqual(readings(uses, "html"), [.html])
        XCTAssertEqual(readings(uses, "toast"), [.spans])
        XCTAssertEqual(readings(uses, "compose_plain"), [.plainText])
        XCTAssertEqual(readings(uses, "aliased"), [.plainText])
        XCTAssertEqual(readings(uses, "java_html"), [.html])
        XCTAssertEqual(readings(uses, "in_layout"), [.spans])
        XCTAssertEqual(readings(uses, "items"), [.spans])
        XCTAssertEqual(readings(uses, "plain_items"), [.plainText])
        XCTAssertEqual(readings(uses, "stored"), [])
        XCTAssertTrue(uses.uses(of: "stored").undecided)
        XCTAssertEqual(uses.uses(of: "plain").readings[.plainText], "Main.kt:3")
    }

    /// The app's own functions count as what their body does with the parameter, whatever their name.
    func testWrappersByWhatTheBodyDoes() {
        let uses = Self.uses([
            "HtmlTextView.kt": """
            class HtmlTextView : TextView {
                fun showMarkup(newText: String) {
                    text = Html.fromHtml(newText)
                }
            }
            """,
            "Extensions.kt": """
            fun TextView.underline(id: Int) {
                text = buildSpannedString { underline { append(context.getString(id)) } }
            }
            fun @receiver:StringRes Int.annotated(resources: Resources): AnnotatedString =
                remember(this) { resources.getText(this) as SpannedString }
            fun annotatedResource(@StringRes id: Int, vararg args: String) = id.annotated(args)
            """,
            "About.kt": """
            fun bind() {
                val about = getString(R.string.about_license)
                binding.license.showMarkup(about)
                binding.credits.underline(R.string.about_credits)
                val title = annotatedResource(R.string.scan_title)
            }
            """,
        ])
        XCTAssertEqual(readings(uses, "about_license"), [.html])
        XCTAssertEqual(readings(uses, "about_credits"), [.plainText])
        XCTAssertEqual(readings(uses, "scan_title"), [.spans])
    }

    // MARK: markup-mismatch with the reading

    static func lint(_ files: [String: String], uses: AndroidStringUses?) -> LintReport {
        let catalogs = files.keys.sorted().map { path in
            CatalogReader.read(bytes: Array(files[path]!.utf8), path: path, format: CatalogReader.format(of: path)!)
        }
        let input = LintInput(catalogs: catalogs, screens: [], findings: catalogs.flatMap(\.findings))
        var options = LintOptions(sourceLocale: "en", workers: 1)
        options.androidStringUses = uses
        return Linter(typesetter: RuleExamplesTests.typesetter, options: options, rules: [MarkupMismatchRule(), UntranslatedRule()]).lint(input)
    }

    static let catalogs = [
        "res/values/strings.xml": FormatStringTests.android("""
            <string name="scan">Scan the <annotation link="scan">QR code</annotation></string>
            <string name="status">Logged in as %1$s.</string>
            <string name="license"><![CDATA[Read the <a href="%1$s">license</a>]]></string>
        """),
        "res/values-de/strings.xml": FormatStringTests.android("""
            <string name="scan">Scanne den QR-Code</string>
            <string name="status"><![CDATA[Angemeldet als <i>%1$s</i>.]]></string>
            <string name="license">Lies die Lizenz</string>
        """),
    ]

    func markup(_ report: LintReport) -> [String] {
        report.findings.filter { $0.rule == "markup-mismatch" }.map { "\($0.locale ?? "") \($0.key ?? "")" }.sorted()
    }

    /// `stringResource()` drops the annotation in every locale, so German dropping it shows nothing; the
    /// tags German adds to a string read as plain text are shown as written; a string rendered by
    /// `Html.fromHtml` loses its link.
    func testReportedWhereTheReadingShowsIt() throws {
        let uses = Self.uses(["Screen.kt": """
            fun Screen() {
                Text(stringResource(R.string.scan))
                Text(stringResource(R.string.status, name))
                license.text = Html.fromHtml(getString(R.string.license, url))
            }
            """])
        let report = Self.lint(Self.catalogs, uses: uses)
        XCTAssertEqual(markup(report), ["de license", "de status"], report.findings.map(\.message).joined(separator: "\n"))
        let status = try XCTUnwrap(report.findings.first { $0.key == "status" })
        XCTAssertTrue(status.message.contains("users see the tags as written, as the app reads it as plain text"), status.message)
        XCTAssertTrue(status.message.contains("Screen.kt:3"), status.message)
        let license = try XCTUnwrap(report.findings.first { $0.key == "license" })
        XCTAssertTrue(license.message.contains("the link is gone, as the app renders it with `Html.fromHtml`"), license.message)
    }

    /// The annotation `getText()` keeps is lost; without any code read, the finding does not say what users see.
    func testSpansAndUnknownReadings() throws {
        let spans = Self.lint(Self.catalogs, uses: Self.uses(["A.kt": "fun f() { val t = annotated(resources.getText(R.string.scan)) }"]))
        XCTAssertTrue(markup(spans).contains("de scan"))
        let unknown = Self.lint(Self.catalogs, uses: nil)
        XCTAssertEqual(markup(unknown), ["de license", "de scan", "de status"])
        for finding in unknown.findings where finding.rule == "markup-mismatch" {
            XCTAssertTrue(finding.message.contains("what users see depends on how the app reads the string"), finding.message)
            XCTAssertFalse(finding.message.contains("users see the tags as written"), finding.message)
        }
    }

    /// `</>` closes the innermost open tag in the HTML `Html.fromHtml` parses (TagSoup's SGML end-tag
    /// minimization): a translation written `&lt;b&gt;%1$s&lt;/&gt;` keeps the bold of `&lt;b&gt;%1$s&lt;/b&gt;`.
    /// A `<b>` nothing closes is still reported.
    func testAnEmptyEndTagClosesTheInnermostTag() throws {
        let uses = Self.uses(["Screen.kt": "fun f() { label.text = HtmlCompat.fromHtml(getString(R.string.from, domain), 0) }"])
        let report = Self.lint([
            "res/values/strings.xml": FormatStringTests.android("""
                <string name="from">From @&lt;b>%1$s&lt;/b></string>
            """),
            "res/values-ta/strings.xml": FormatStringTests.android("""
                <string name="from">@&lt;b&gt;%1$s&lt;/&gt; இலிருந்து</string>
            """),
            "res/values-fr/strings.xml": FormatStringTests.android("""
                <string name="from">De @&lt;b&gt;%1$s</string>
            """),
        ], uses: uses)
        XCTAssertEqual(markup(report), ["fr from"], report.findings.map(\.message).joined(separator: "\n"))
    }

    /// An empty value is `untranslated`'s (Android shows ""), and translatewiki's `fuzzy="true"` value is one
    /// to review: neither is a markup mismatch.
    func testEmptyAndFuzzyValuesAreNotMarkupFindings() throws {
        let report = Self.lint([
            "res/values/strings.xml": FormatStringTests.android("""
                <string name="bold">Tap <b>here</b> to start the upload</string>
                <string name="link"><![CDATA[Read the <a href="https://example.org">license</a> of the app]]></string>
            """),
            "res/values-fr/strings.xml": FormatStringTests.android("""
                <string name="bold"></string>
                <string name="link" fuzzy="true">Lisez la licence de cette application</string>
            """),
        ], uses: nil)
        XCTAssertEqual(markup(report), [])
        let untranslated = report.findings.filter { $0.rule == "untranslated" }
        XCTAssertTrue(untranslated.contains { $0.key == "bold" && $0.message.contains("empty") }, untranslated.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(untranslated.contains { $0.message.contains("needs_review") && ($0.keys ?? []).contains("link") || $0.key == "link" },
                      untranslated.map(\.message).joined(separator: "\n"))
    }

    /// The scan is linear and never fails on bytes that are no Kotlin.
    func testArbitraryBytes() {
        let noise = String(repeating: "R.string.(( fun x.y( { getString(R.string.a ) } ))) typealias = R.string ", count: 2_000)
        let uses = Self.uses(["Noise.kt": noise, "Noise.java": noise], xml: ["x.xml": noise + "@string/"])
        XCTAssertGreaterThan(uses.filesRead, 0)
    }

    // MARK: placeholder-mismatch wording

    /// A `one` form that leaves out the count, as the source's own `one` form does: the finding leads with
    /// the category's numbers (Android Lint's ImpliedQuantity; CLDR: ru `one` is 1, 21, 31 …, which the
    /// `PluralRules` table holds), not with "does not take the arguments". A specifier typed with `&` is
    /// reported as mistyped: Java's Formatter sees plain text.
    func testPluralFormsLeadWithTheFact() throws {
        let report = FormatStringTests.lint([
            "res/values/strings.xml": FormatStringTests.android("""
                <plurals name="episodes"><item quantity="one">%2$s has a new episode</item><item quantity="other">%2$s has %1$d new episodes</item></plurals>
                <plurals name="uploads"><item quantity="one">%1$d upload</item><item quantity="other">%1$d uploads</item></plurals>
            """),
            "res/values-ru/strings.xml": FormatStringTests.android("""
                <plurals name="episodes"><item quantity="one">%2$s: новый выпуск</item><item quantity="few">%2$s: %1$d новых выпуска</item><item quantity="many">%2$s: %1$d новых выпусков</item><item quantity="other">%2$s: %1$d новых выпусков</item></plurals>
            """),
            "res/values-pa/strings.xml": FormatStringTests.android("""
                <plurals name="uploads"><item quantity="one">&amp;1$d ਅੱਪਲੋਡ</item><item quantity="other">%1$d ਅੱਪਲੋਡ</item></plurals>
            """),
        ])
        let russian = try XCTUnwrap(report.findings.first { $0.key == "episodes" && $0.locale == "ru" }, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(russian.message.hasPrefix("ru (plural one) “%2$s: новый выпуск”: the `one` form leaves out the number")
                      || russian.message.contains("”: the `one` form leaves out the number"), russian.message)
        XCTAssertFalse(russian.message.contains("does not take the arguments"), russian.message)
        XCTAssertTrue(russian.message.contains("the source's `one` form “%2$s has a new episode” leaves the number out too"), russian.message)
        let punjabi = try XCTUnwrap(report.findings.first { $0.key == "uploads" && $0.locale == "pa" }, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(punjabi.message.contains("`&1$d` is a mistyped `%1$d`"), punjabi.message)
        XCTAssertFalse(punjabi.message.contains("ImpliedQuantity"), punjabi.message)
    }

    /// Mistyped specifiers are found in one pass: ordered as the source's specifiers sort, then by position,
    /// each written form once (`&1$d` twice is one); with no character in place of `%` (` 1$d`) it is written
    /// bare; one preceded by `%` or a digit (`%2$s`, `21$d`) is no mistyped one.
    func testMistypedSpecifiersInSpecifierOrderOnce() {
        let found = PlaceholderMismatchRule.mistypedSpecifiers("&2$s a ％1$d b &1$d c 1$d %2$s 21$d", meant: ["%2$s", "%1$d", "%1$d", "%12$s"])
        XCTAssertEqual(found.map(\.written), ["％1$d", "&1$d", "1$d", "&2$s"])
        XCTAssertEqual(found.map(\.meant), ["%1$d", "%1$d", "%1$d", "%2$s"])
    }
}
