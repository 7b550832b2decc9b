/// A translation that drops, adds or breaks the markup of its source (Android string resources): the
/// spans `<b>`, `<i>`, `<u>`, `<annotation>`, `<a>`, … and HTML in the text (written in CDATA or
/// entity-escaped: the same characters of `getString()`), compared by what each tag does, as Crowdin's and
/// Weblate's "tags mismatch" checks say it. `<xliff:g>` only tells translators what not to translate; aapt2
/// makes no span of it, so it is never compared.
public struct MarkupMismatchRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "markup-mismatch",
        name: "Markup mismatch",
        defaultSeverity: .warning,
        summary: "The translation drops, adds or breaks the source's markup (Android spans such as <b>, <i>, <annotation>, and HTML in the text, written in CDATA or escaped).",
        rationale: """
        Android renders a string resource's markup: `<b>`, `<i>`, `<u>`, `<annotation>` and the like are spans \
        of the text `getText()` returns, and HTML in the text itself — written in a CDATA section or escaped \
        as `&lt;b&gt;`, which are the same characters of `getString()` — is rendered by `Html.fromHtml`. Tags \
        are compared by what they do, whichever way they are written (`<strong>` is bold like `<b>`; an \
        `<a href>` in CDATA in the source and escaped in a translation is kept). A translation that leaves a \
        span out loses what it does (the bold word, the link, the text the app finds through an annotation, \
        whose key and value must stay as the source writes them); one that opens a tag it never closes styles \
        the rest of the text; one that writes as elements what the source writes as HTML text (or the \
        reverse) loses it, since the app reads one way; one that adds HTML its source does not have shows the \
        tags as written. `<xliff:g>` is a note for translators that aapt2 drops: it is not compared. What users \
        see depends on how the app reads the string, which the app's Kotlin / Java code and XML resources say \
        (`AndroidStringUses`): `getString()` and Compose's `stringResource()` drop spans in every locale, so a \
        span difference is reported only where the app reads the string with `getText()` (or a view or XML \
        attribute that takes the resource); HTML written as text is rendered only through `Html.fromHtml`, \
        and shown as written otherwise. Where no code read here decides, the finding says so instead of \
        saying what users see. An empty value (`untranslated`: Android shows "") and a value marked outdated \
        (translatewiki's `fuzzy="true"`, `needs_review`: `untranslated`'s values to review) are not compared.
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
            RuleExample(
                "HTML written in CDATA in the source and entity-escaped in the translation is the same markup; <strong> is bold like <b>",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: terms
                    key: terms
                    size: 14
                    width: 300
                    maxLines: 0
                """,
                strings: ["terms": ["en": "<![CDATA[Read the <a href=\"%1$s\"><b>terms</b></a>]]>",
                                    "de": "Lies die &lt;a href=\\\"%1$s\\\"&gt;&lt;strong&gt;Bedingungen&lt;/strong&gt;&lt;/a&gt;"]],
                catalog: .android),
        ]
    )

    /// What one tag does, the same whichever way it is written. Spans are what `getText()` keeps and
    /// `StringBlock.applyStyles` turns into styles: `b` `i` `u` `tt` `big` `small` `sup` `sub` `strike` `li`
    /// `marquee` `font;…` `a;href=…` and `annotation;key=value` (an `android.text.Annotation`); any other span
    /// it drops. HTML tags in the literal text are what `Html.fromHtml` renders (`HtmlToSpannedConverter`):
    /// `strong`/`b` bold, `em`/`cite`/`dfn`/`i` italic, `u`, `del`/`s`/`strike`, `a`, `font`, `big`, `small`,
    /// `tt`, `sup`, `sub`, `br`, blocks (`p`, `div`, `li`, `ul`, `blockquote`, `h1`…`h6`), `span`, `img`; any
    /// other tag it ignores. `<xliff:g>` is no span at all (aapt2 keeps it as an untranslatable section for
    /// translation tools): it has no effect and is never compared.
    ///
    /// `<annotation>` has no look of its own: it is a hook the app's code finds with
    /// `Spanned.getSpans(…, Annotation.class)` and reads by key and value (`link="scanQrCode"` names a click
    /// handler, `arg="0"` where an argument goes, `emphasis` a style). The platform cannot say what the app
    /// does there, so a dropped annotation is judged as the app's own translators treat it: kept, attribute
    /// for attribute (apps that use annotations ask for that, and their translations keep them), so dropping
    /// one or changing its key or value is a mismatch, a warning like a dropped `<b>` — the link, style or
    /// argument the app hangs on it is lost — and never an error: the string itself still shows.
    struct Effect: Hashable, Comparable {
        /// `bold`, `italic`, `link`, `annotation link=scanQrCode`, `line break`, …
        var name: String
        static func < (a: Effect, b: Effect) -> Bool { a.name < b.name }
    }

    /// A markup item of an entry (`Entry.markup`): a span (`b`, `annotation;arg=0`, `/b`) or an HTML tag as
    /// written (`<a href="…">`, `</a>`, `<br/>`).
    struct Tag {
        var isHTML: Bool
        var name: String
        var closing: Bool
        var standalone: Bool
        /// Attributes (`name=value`), for annotations.
        var attributes: [String]

        init(_ written: String) {
            if written.hasPrefix("<") {
                isHTML = true
                var inner = written.dropFirst().dropLast()
                closing = inner.hasPrefix("/")
                if closing { inner = inner.dropFirst() }
                standalone = inner.hasSuffix("/")
                name = String(inner.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
                attributes = []
            } else {
                isHTML = false
                closing = written.hasPrefix("/")
                standalone = false
                let parts = (closing ? written.dropFirst() : written[...]).split(separator: ";").map(String.init)
                name = parts.first ?? ""
                attributes = Array(parts.dropFirst())
            }
        }

        /// What it does, nil when nothing renders it.
        var effect: Effect? {
            if isHTML {
                switch name {
                case "b", "strong": return Effect(name: "bold")
                case "i", "em", "cite", "dfn": return Effect(name: "italic")
                case "u": return Effect(name: "underline")
                case "s", "strike", "del": return Effect(name: "strikethrough")
                case "a": return Effect(name: "link")
                case "font": return Effect(name: "font")
                case "big", "small": return Effect(name: name)
                case "tt": return Effect(name: "monospace")
                case "sup", "sub": return Effect(name: name)
                case "br": return Effect(name: "line break")
                case "p", "div", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6": return Effect(name: "paragraph")
                case "ul", "li": return Effect(name: "list")
                case "span": return Effect(name: "span style")
                case "img": return Effect(name: "image")
                default: return nil
                }
            }
            switch name {
            case "b": return Effect(name: "bold")
            case "i": return Effect(name: "italic")
            case "u": return Effect(name: "underline")
            case "strike": return Effect(name: "strikethrough")
            case "a": return Effect(name: "link")
            case "font": return Effect(name: "font")
            case "big", "small": return Effect(name: name)
            case "tt": return Effect(name: "monospace")
            case "sup", "sub": return Effect(name: name)
            case "li": return Effect(name: "list")
            case "marquee": return Effect(name: "marquee")
            case "annotation": return Effect(name: (["annotation"] + attributes.sorted()).joined(separator: " "))
            default: return nil
            }
        }
    }

    /// The effects of an entry's markup written one way (spans or HTML): how many times each opens or
    /// stands alone, and how many times each HTML tag is opened and closed.
    struct Tags: Equatable {
        var effects: [Effect: Int] = [:]
        var opened: [String: Int] = [:]
        var closed: [String: Int] = [:]
        /// The HTML tags as written, in order.
        var html: [String] = []

        init(_ markup: [String], html isHTML: Bool) {
            /// The inline tags open at this point, innermost last.
            var open: [String] = []
            for written in markup {
                let tag = Tag(written)
                guard tag.isHTML == isHTML, !tag.name.hasPrefix("!") else { continue }
                if isHTML { html.append(written) }
                // `</>` ends the innermost open element: the HTML parser Android's `Html.fromHtml` runs (TagSoup,
                // `Parser.etag`: "Handle empty tags and SGML end-tag minimization", the name of `theStack`).
                if isHTML, tag.closing, tag.name.isEmpty {
                    if let name = open.popLast() { closed[name, default: 0] += 1 }
                    continue
                }
                guard let effect = tag.effect else { continue }
                if tag.closing {
                    if Self.inline.contains(tag.name) {
                        closed[tag.name, default: 0] += 1
                        if let index = open.lastIndex(of: tag.name) { open.remove(at: index) }
                    }
                } else {
                    effects[effect, default: 0] += 1
                    if !tag.standalone && Self.inline.contains(tag.name) { opened[tag.name, default: 0] += 1; open.append(tag.name) }
                }
            }
        }

        var isEmpty: Bool { effects.isEmpty }

        /// Tags that style the text up to their end tag (an unclosed `<p>` or `<li>` only ends a block).
        static let inline: Set<String> = ["b", "strong", "i", "em", "cite", "dfn", "u", "s", "strike", "del", "a", "font",
                                          "big", "small", "tt", "sup", "sub", "span"]
    }

    static func what(_ effect: Effect) -> String {
        switch effect.name {
        case "bold": "the bold text is plain"
        case "italic": "the italic text is upright"
        case "underline": "the underline is gone"
        case "strikethrough": "the strikethrough is gone"
        case "link": "the link is gone"
        case "line break": "the line break is gone"
        case "paragraph": "the paragraph break is gone"
        case let name where name.hasPrefix("annotation"): "the app finds no such span, so what it does there (a style, a link, an argument) does not happen"
        default: "its styling is gone"
        }
    }

    /// `link=scanQrCode` → `link="scanQrCode"`.
    static func attribute(_ part: Substring) -> String {
        let pair = part.split(separator: "=", maxSplits: 1)
        return pair.count == 2 ? "\(pair[0])=\"\(pair[1])\"" : String(part)
    }

    /// The tag a translator writes for an effect (`<b>` for bold, `<annotation link="scanQrCode">`).
    static func describe(_ effect: Effect) -> String {
        if effect.name.hasPrefix("annotation ") {
            let attributes = effect.name.dropFirst("annotation ".count).split(separator: " ").map(attribute)
            return "`<annotation \(attributes.joined(separator: " "))>`"
        }
        let tags = ["bold": "b", "italic": "i", "underline": "u", "strikethrough": "strike", "link": "a",
                    "monospace": "tt", "line break": "br", "paragraph": "p", "list": "li", "span style": "span", "image": "img"]
        return "`<\(tags[effect.name] ?? effect.name)>`"
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, let source = label.comparedSource(context),
              label.entry.markup != source.markup else { return [] }
        // An empty value shows "" (`untranslated` says so): aapt2 compiles an empty `<string>` to an empty
        // String (`ResourceParser::ParseXml`: "Try making a regular string" for a value allowed to be a string;
        // only one that is not becomes `@null`), and `AssetManager2::FindEntry` picks the entry by
        // configuration, never by its value, so the default is not shown instead. A value marked outdated (`needs_review`,
        // translatewiki's `fuzzy="true"`) is `untranslated`'s value to review: neither is a current
        // translation whose markup differs.
        if label.entry.value.allSatisfy(\.isWhitespace) || label.entry.reviewStatus == .needsReview { return [] }
        let reading = Consumers(context.androidStringUses, key: label.entry.key)
        let sourceHTML = Tags(source.markup, html: true)
        let sourceSpans = Tags(source.markup, html: false)
        let ourHTML = Tags(label.entry.markup, html: true)
        let ourSpans = Tags(label.entry.markup, html: false)
        var problems: [String] = []
        var undecided = false
        // Paragraphs and line breaks are what they render: blank lines. `</p><p><br></p><p>` and
        // `</p><br><p>` both leave three line breaks between two paragraphs (`Html.fromHtml`, legacy mode: a
        // block starts and ends on two, `<br>` adds one), so the same runs of line breaks in the shown text
        // are the same layout, whichever tags wrote them.
        let sameLineBreaks = Self.lineBreakRuns(source.value) == Self.lineBreakRuns(label.entry.value)
        func add(_ problem: String, effect: String, _ seen: Consumers.Seen) {
            switch seen {
            case .hidden: return
            case .unknown: undecided = true; problems.append(problem)
            case .shown(let how): problems.append(Message.shown(problem, effect: effect, how: how))
            }
        }
        func compare(_ theirs: Tags, _ ours: Tags, other: Tags, otherWay: String, _ seen: Consumers.Seen) {
            // Lost tags with the same consequence are named together (`<annotation arg="0">`, `<annotation
            // emphasis="bold">`: the app finds no such span …).
            var lost: [(what: String, tags: [String])] = []
            for effect in theirs.effects.keys.sorted() {
                let count = theirs.effects[effect]! - (ours.effects[effect] ?? 0)
                guard count > 0 else { continue }
                if !theirs.html.isEmpty, Self.blockEffects.contains(effect.name), sameLineBreaks { continue }
                let writtenOtherWay = (other.effects[effect] ?? 0) > 0 ? " (written \(otherWay))" : ""
                let tag = Self.describe(effect) + (count > 1 ? " \(count) times" : "") + writtenOtherWay
                let what = Self.what(effect)
                if let index = lost.firstIndex(where: { $0.what == what }) { lost[index].tags.append(tag) } else { lost.append((what, [tag])) }
            }
            for (what, tags) in lost { add(Message.drops(tags), effect: what, seen) }
        }
        compare(sourceHTML, ourHTML, other: ourSpans, otherWay: "as XML elements, which `getString()` drops", reading.html)
        compare(sourceSpans, ourSpans, other: ourHTML, otherWay: "as text", reading.spans)
        for name in ourHTML.opened.keys.sorted() where (ourHTML.opened[name] ?? 0) > (ourHTML.closed[name] ?? 0)
            && (sourceHTML.opened[name] ?? 0) <= (sourceHTML.closed[name] ?? 0) {
            add(Message.unclosed(name, opened: ourHTML.opened[name] ?? 0, closed: ourHTML.closed[name] ?? 0),
                effect: "the styling runs on to the end of the text", reading.html)
        }
        if sourceHTML.html.isEmpty && !ourHTML.html.isEmpty && !ourHTML.isEmpty {
            add(Message.addsHTML(ourHTML.html), effect: "users see the tags as written", reading.tagsAsText)
        }
        guard !problems.isEmpty else { return [] }
        var finding = Finding.about(label, rule: Self.description, severity: Self.description.defaultSeverity, sizeCategory: nil,
                                    message: Message.finding(label.localeAndConfiguration, value: label.entry.value, source: source.value,
                                                             problems: problems, undecided: undecided),
                                    suggestion: "use the source's tags (\(Self.list(source.markup))) around the words they belong to in \(FindingText.localeSlot)")
        finding.text = nil
        return [finding]
    }

    /// The HTML effects that only break lines (`lineBreakRuns` compares them by what they render).
    static let blockEffects: Set<String> = ["paragraph", "line break"]

    /// The lengths of the runs of line breaks in a shown text, in order (“a\n\n\nb\nc” → [3, 1]).
    static func lineBreakRuns(_ text: String) -> [Int] {
        var runs: [Int] = []
        var current = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" { current += 1 } else if current > 0 { runs.append(current); current = 0 }
        }
        if current > 0 { runs.append(current) }
        return runs
    }

    /// What the app's reading of a string (`AndroidStringUses`, from its Kotlin / Java code and XML)
    /// makes of each kind of markup difference: shown (with how the app reads it), hidden in every locale
    /// (the source's markup is not seen either), or not known (no reading found, or one not decided).
    struct Consumers {
        enum Seen: Equatable { case shown(String), hidden, unknown }
        /// Spans (`<b>`, `<annotation>` as XML elements): seen only through `getText()`.
        var spans: Seen = .unknown
        /// HTML written as text: rendered only through `Html.fromHtml`.
        var html: Seen = .unknown
        /// HTML written as text shown as written: read as plain text or with its spans, not rendered.
        var tagsAsText: Seen = .unknown

        init(_ uses: AndroidStringUses?, key: String) {
            guard let uses else { return }
            let (readings, undecided) = uses.uses(of: key)
            func seen(_ wanted: [AndroidStringUses.Reading]) -> Seen {
                if let reading = wanted.first(where: { readings[$0] != nil }) { return .shown(Message.how(reading, at: readings[reading]!)) }
                return readings.isEmpty || undecided ? .unknown : .hidden
            }
            spans = seen([.spans])
            html = seen([.html])
            // Where the app also renders it as HTML (a layout's text that the code replaces with
            // `Html.fromHtml(getString(…))`), which of the two users see is not decided here.
            tagsAsText = readings[.html] != nil ? .unknown : seen([.plainText, .spans])
        }
    }

    /// The finding's texts.
    enum Message {
        static func drops(_ tags: [String]) -> String { "it drops \(tags.joined(separator: ", "))" }

        static func unclosed(_ name: String, opened: Int, closed: Int) -> String {
            "`<\(name)>` is opened \(opened) and closed \(closed) times"
        }

        static func addsHTML(_ tags: [String]) -> String {
            "it adds HTML (\(tags.prefix(4).map { "`\($0)`" }.joined(separator: ", "))) the source does not have"
        }

        /// A problem the app's reading makes visible: what users see, and why.
        static func shown(_ problem: String, effect: String, how: String) -> String { "\(problem): \(effect), as \(how)" }

        /// How the app reads the string, where the scan found it.
        static func how(_ reading: AndroidStringUses.Reading, at place: String) -> String {
            switch reading {
            case .plainText: "the app reads it as plain text (`getString()` / `stringResource()`, \(place)), which shows tags written as text"
            case .spans: "the app reads it with its spans (`getText()`, or a view or XML attribute that takes the resource, \(place))"
            case .html: "the app renders it with `Html.fromHtml` (\(place))"
            }
        }

        static func finding(_ locale: String, value: String, source: String, problems: [String], undecided: Bool) -> String {
            "\(locale) \(FindingText.quote(value)) does not keep the markup of the source \(FindingText.quote(source)): "
                + problems.joined(separator: "; ")
                + (undecided ? "; what users see depends on how the app reads the string (`getText()` keeps spans, `getString()` and "
                    + "`stringResource()` drop them in every locale and show tags written as text, `Html.fromHtml` renders those tags), "
                    + "which no code or layout read here decides" : "")
        }
    }

    static func list(_ markup: [String]) -> String {
        var shown: [String] = []
        for written in markup {
            let tag = Tag(written)
            guard !tag.closing, tag.effect != nil else { continue }
            let text = tag.isHTML ? "`<\(tag.name)>`"
                : "`<" + ([tag.name] + tag.attributes.map { attribute($0[...]) }).joined(separator: " ") + ">`"
            if !shown.contains(text) { shown.append(text) }
        }
        return shown.isEmpty ? "none" : shown.joined(separator: ", ")
    }
}

extension MarkupMismatchRule {
    /// A problem of the catalog value itself: once per key × locale, whatever screen shows it.
    public static var traits: RuleTraits { RuleTraits(aboutValues: true) }
}
