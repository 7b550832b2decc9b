/// A translation that drops, adds or breaks the markup of its source (Android string resources): the
/// spans `<b>`, `<i>`, `<u>`, `<annotation>`, `<a>`, … and HTML in CDATA, as Crowdin's and Weblate's
/// "tags mismatch" checks say it. `<xliff:g>` only tells translators what not to translate; Android drops
/// it, so it is never compared.
public struct MarkupMismatchRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "markup-mismatch",
        name: "Markup mismatch",
        defaultSeverity: .warning,
        summary: "The translation drops, adds or breaks the source's markup (Android spans such as <b>, <i>, <annotation>, and HTML in CDATA).",
        rationale: """
        Android renders a string resource's markup: `<b>`, `<i>`, `<u>`, `<annotation>` and the like are spans \
        of the text `getText()` returns, and HTML in a CDATA section is rendered by `Html.fromHtml`. A \
        translation that leaves a span out loses what it does (the bold word, the link, the piece of text \
        the app styles through its annotation); one that opens a tag it never closes styles the rest of the \
        text; one that adds HTML its source does not have shows the tags as written, since the app renders \
        that string as plain text. `<xliff:g>` is a note for translators that Android drops: it is not compared.
        """,
        triggering: [
            RuleExample(
                "The German value drops the bold span; the Korean one adds HTML the app shows as text",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: status
                    key: status
                    size: 14
                    width: 300
                    maxLines: 0
                """,
                strings: ["status": ["en": "Logged in as <b>%1$s</b>", "de": "Angemeldet als %1$s",
                                     "ko": "<![CDATA[<i>%1$s</i> 사용자로 로그인되어 있습니다]]>",
                                     "fr": "Connecté en tant que <b>%1$s</b>"]],
                firesIn: ["de", "ko"], catalog: .android),
        ],
        nonTriggering: [
            RuleExample(
                "Spans kept, moved to where the language puts them; xliff:g left out",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: status
                    key: status
                    size: 14
                    width: 300
                    maxLines: 0
                """,
                strings: ["status": ["en": "Logged in as <b><xliff:g id=\"name\">%1$s</xliff:g></b>",
                                     "de": "<b>%1$s</b> ist angemeldet", "th": "เข้าสู่ระบบเป็น <b>%1$s</b>"]],
                catalog: .android),
        ]
    )

    /// Counts of each span or tag, opening and closing, without `xliff:g`.
    struct Tags: Equatable {
        var opened: [String: Int] = [:]
        var closed: [String: Int] = [:]
        var standalone: [String: Int] = [:]
        /// Tags written as HTML in CDATA (shown as written when the app does not render HTML).
        var html: [String] = []

        init(_ markup: [String]) {
            for tag in markup {
                let isHTML = tag.hasPrefix("<")
                var name = isHTML ? String(tag.dropFirst().dropLast()) : tag
                if isHTML { html.append(tag) }
                if name.hasSuffix("/") {
                    name.removeLast()
                    guard name != "xliff:g" else { continue }
                    standalone[name, default: 0] += 1
                } else if name.hasPrefix("/") {
                    name.removeFirst()
                    guard name != "xliff:g" else { continue }
                    closed[name, default: 0] += 1
                } else {
                    guard name != "xliff:g" else { continue }
                    opened[name, default: 0] += 1
                }
            }
        }

        var isEmpty: Bool { opened.isEmpty && closed.isEmpty && standalone.isEmpty }
        var names: Set<String> { Set(opened.keys).union(closed.keys).union(standalone.keys) }
    }

    static func what(_ name: String) -> String {
        switch name {
        case "b", "strong": "the bold text is plain"
        case "i", "em": "the italic text is upright"
        case "u": "the underline is gone"
        case "a": "the link is gone"
        case "annotation": "the text the app styles or links through the annotation is plain"
        case "br": "the line break is gone"
        default: "its styling is gone"
        }
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, label.locale != context.sourceLocale, let source = label.sourceEntry,
              label.entry.markup != source.markup else { return [] }
        let ours = Tags(label.entry.markup)
        let theirs = Tags(source.markup)
        guard ours != theirs else { return [] }
        var problems: [String] = []
        for name in theirs.names.sorted() {
            let lost = (theirs.opened[name] ?? 0) - (ours.opened[name] ?? 0) + (theirs.standalone[name] ?? 0) - (ours.standalone[name] ?? 0)
            if lost > 0 { problems.append("it drops `<\(name)>`\(lost > 1 ? " \(lost) times" : ""): \(Self.what(name))") }
        }
        for name in ours.names.sorted() where (ours.opened[name] ?? 0) != (ours.closed[name] ?? 0)
            && (theirs.opened[name] ?? 0) == (theirs.closed[name] ?? 0) {
            problems.append("`<\(name)>` is opened \(ours.opened[name] ?? 0) and closed \(ours.closed[name] ?? 0) times: the styling runs on to the end of the text")
        }
        if theirs.isEmpty && !ours.html.isEmpty {
            problems.append("it adds HTML (\(ours.html.prefix(4).map { "`\($0)`" }.joined(separator: ", "))) the source does not have: the app renders this string as text, so users see the tags as written")
        }
        guard !problems.isEmpty else { return [] }
        var finding = Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity, sizeCategory: nil,
                                    message: "\(label.locale) \(FindingText.quote(label.entry.value)) does not keep the markup of the source \(FindingText.quote(source.value)): " + problems.joined(separator: "; "),
                                    suggestion: "use the source's tags (\(Self.list(source.markup))) around the words they belong to in \(label.locale)")
        finding.text = nil
        return [finding]
    }

    static func list(_ markup: [String]) -> String {
        let shown = markup.filter { !$0.contains("xliff:g") && !$0.hasPrefix("/") && !$0.hasPrefix("</") }
            .map { $0.hasPrefix("<") ? "`\($0)`" : "`<\($0)>`" }
        return shown.isEmpty ? "none" : shown.joined(separator: ", ")
    }
}
