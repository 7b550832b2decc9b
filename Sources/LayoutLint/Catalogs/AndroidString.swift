/// One Android string resource (`<string>`, or an `<item>` of `<plurals>` / `<string-array>`) as aapt2 compiles
/// it and as the app shows it.
///
/// - **aapt2** (`tools/aapt2/ResourceParser.cpp` `FlattenXmlSubtree`, `ResourceUtils.cpp` `StringBuilder`):
///   the element's text — plain text, entity references and CDATA sections alike (expat hands CDATA to the
///   character-data handler; `FlattenXmlSubtree` ignores the CDATA start/end events) — is one run of
///   characters per stretch between child elements. Child elements without a namespace are spans
///   (`b`, `annotation;link=scanQrCode`: the name, then each attribute as `;name=value`, attributes in name
///   order as the pull parser sorts them); `<xliff:g>` marks an untranslatable section and is no span; an
///   element of another namespace is ignored, its text kept. Without spans, leading white space of the first
///   run and trailing white space of the last are trimmed. `StringBuilder::AppendText` then, outside double
///   quotes, collapses each run of ASCII white space to one space, drops the `"` that open and close a quote
///   (inside, white space is kept), resolves `\t \n \# \@ \? \" \' \\ \uXXXX` (another escaped character
///   stands for itself) and refuses an apostrophe that is neither escaped nor quoted ("unescaped apostrophe
///   in string") and a `\u` not followed by hex digits; a span's start and end reset the quote and white
///   space state.
/// - **`Resources`**: `getString()` is that text without the spans (`literal`); `getText()` keeps them as
///   styles (`StringBlock.applyStyles`). `getString(id, args…)` runs `String.format` over the literal text,
///   so a `%2$s` written inside `href="…"` of HTML is an argument like any other.
/// - **HTML**: where the literal text holds HTML tags (written in CDATA or entity-escaped, it is the same
///   text), the app shows it through `Html.fromHtml` / `HtmlCompat.fromHtml`: `value` is that rendering.
struct AndroidString {
    /// What `getString()` returns.
    var literal: String
    /// The text shown: the literal text, rendered as `Html.fromHtml` does when it holds HTML.
    var value: String
    /// Spans in aapt2's encoding (`b`, `annotation;arg=0`; closing `/b`) and HTML tags as the literal text
    /// writes them (`<a href="%2$s">`, `</a>`, `<br/>`), in text order.
    var markup: [String]
    /// The literal text's format specifiers; `offset` is where each stands in `value`, -1 for one inside an
    /// HTML tag (an argument the app passes that no reader sees).
    var placeholders: [FormatSpecifier]
    /// Why aapt2 would refuse the string (the build fails).
    var problems: [String]
    /// The bold or italic a span over the whole shown text gives it, nil when none does.
    var wholeTextStyle: WholeTextStyle?

    init(_ element: XMLElementNode, syntax: FormatSpecifier.Syntax) {
        self.init(nodes: Self.nodes(of: element), syntax: syntax)
    }

    /// A moko-resources string as the app on Android shows it: the text moko writes into the Android
    /// resource it generates (`MokoResourceText`), compiled by aapt2 like any other.
    init(moko element: XMLElementNode, strictLineBreaks: Bool, syntax: FormatSpecifier.Syntax) {
        let characters = MokoResourceText.androidCharacters(of: element, strictLineBreaks: strictLineBreaks)
        self.init(nodes: [.segment(characters)], syntax: syntax)
    }

    private init(nodes: [Node], syntax: FormatSpecifier.Syntax) {
        var builder = Builder()
        var segments: [Int] = []
        var sawSpan = false
        Self.count(nodes, segments: &segments, sawSpan: &sawSpan)
        let trim = sawSpan ? nil : (first: segments.first, last: segments.last)
        var segmentNumber = 0
        builder.build(nodes, trim: trim, segment: &segmentNumber)
        let literalScalars = builder.text
        literal = String(scalars: literalScalars)
        problems = builder.problems
        let specifiers = FormatSpecifier.parse(literal, syntax: syntax)
        let html = HTMLRendering(literalScalars)
        if let rendered = html {
            value = rendered.text
            markup = Self.merged(builder.spans, rendered.tags)
            placeholders = specifiers.map { specifier in
                var moved = specifier
                moved.offset = rendered.shownOffset(of: specifier)
                return moved
            }
        } else {
            value = literal
            markup = builder.spans.map(\.tag)
            placeholders = specifiers
        }
        var style = WholeTextStyle()
        Self.wholeSpans(nodes, into: &style)
        if html != nil { Self.wholeHTMLTags(literalScalars[...], into: &style) }
        wholeTextStyle = style.bold || style.italic ? style : nil
    }

    /// What a span does to the text, as `Resources.getText` applies it (`StringBlock.applyStyles`: `b` is a
    /// `StyleSpan(Typeface.BOLD)`, `i` a `StyleSpan(Typeface.ITALIC)`) and as `Html.fromHtml` reads the HTML
    /// tags (`HtmlToSpannedConverter.handleStartTag`, names compared ignoring case: `b` and `strong` bold;
    /// `i`, `em`, `cite` and `dfn` italic).
    static let styleOfTag: [String: WholeTextStyle] = [
        "b": WholeTextStyle(bold: true), "strong": WholeTextStyle(bold: true), "i": WholeTextStyle(italic: true),
        "em": WholeTextStyle(italic: true), "cite": WholeTextStyle(italic: true), "dfn": WholeTextStyle(italic: true),
    ]

    /// Spans that hold every segment with text: the only node left once white space between spans is set
    /// aside, then the spans inside it.
    private static func wholeSpans(_ nodes: [Node], into style: inout WholeTextStyle, depth: Int = 0) {
        guard depth < 16 else { return }
        let filled = nodes.filter { node in
            if case .segment(let text) = node { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        guard filled.count == 1, case .span(let name, let children) = filled[0] else { return }
        if let tag = styleOfTag[String(name.split(separator: ";", maxSplits: 1).first ?? "")] { style.add(tag) }
        wholeSpans(children, into: &style, depth: depth + 1)
    }

    /// HTML tags (CDATA or escaped) around the whole literal text: `<b>…</b>`, with no other closing tag
    /// of that name inside.
    private static func wholeHTMLTags(_ scalars: ArraySlice<Unicode.Scalar>, into style: inout WholeTextStyle, depth: Int = 0) {
        guard depth < 16 else { return }
        var text = scalars
        while let first = text.first, first.properties.isWhitespace { text.removeFirst() }
        while let last = text.last, last.properties.isWhitespace { text.removeLast() }
        guard text.first == "<", let close = text.firstIndex(of: ">") else { return }
        let name = String(String.UnicodeScalarView(text[text.index(after: text.startIndex)..<close])).lowercased()
        guard let tag = styleOfTag[name] else { return }
        let end = Array("</\(name)>".unicodeScalars)
        let inner = text[text.index(after: close)...]
        guard inner.count >= end.count else { return }
        let body = inner.dropLast(end.count)
        guard String(String.UnicodeScalarView(inner.suffix(end.count))).lowercased() == String(String.UnicodeScalarView(end)),
              !String(String.UnicodeScalarView(body)).lowercased().contains("</\(name)>") else { return }
        style.add(tag)
        wholeHTMLTags(body, into: &style, depth: depth + 1)
    }

    /// Spans and HTML tags in the order they stand in the literal text (a span first at the same place).
    private static func merged(_ spans: [(offset: Int, tag: String)], _ tags: [(offset: Int, tag: String)]) -> [String] {
        var result: [String] = []
        var i = 0, j = 0
        while i < spans.count || j < tags.count {
            if j >= tags.count || (i < spans.count && spans[i].offset <= tags[j].offset) {
                result.append(spans[i].tag); i += 1
            } else {
                result.append(tags[j].tag); j += 1
            }
        }
        return result
    }

    // MARK: aapt2's tree of the element

    indirect enum Node {
        /// Text between tags (CDATA and entity references included).
        case segment(String)
        /// A child element without namespace: a span.
        case span(String, [Node])
        /// `<xliff:g>` or an element of another namespace: its text, no span.
        case group([Node])
    }

    static func nodes(of element: XMLElementNode) -> [Node] {
        var nodes: [Node] = []
        var text = ""
        for child in element.children {
            switch child {
            case .text(let content, _, _):
                text += content
            case .comment:
                continue
            case .element(let inner):
                if !text.isEmpty { nodes.append(.segment(text)); text = "" }
                if inner.name.contains(":") {
                    nodes.append(.group(Self.nodes(of: inner)))
                } else {
                    // aapt2's span name: the element's name, then `;name=value` per attribute in name order.
                    let attributes = inner.attributes.filter { !$0.name.hasPrefix("xmlns") }.sorted { $0.name < $1.name }
                    let name = ([inner.name] + attributes.map { "\($0.name)=\($0.value)" }).joined(separator: ";")
                    nodes.append(.span(name, Self.nodes(of: inner)))
                }
            }
        }
        if !text.isEmpty { nodes.append(.segment(text)) }
        return nodes
    }

    /// Numbers the segments in text order and says whether any span exists.
    private static func count(_ nodes: [Node], segments: inout [Int], sawSpan: inout Bool) {
        for node in nodes {
            switch node {
            case .segment: segments.append(segments.count)
            case .span(_, let children): sawSpan = true; count(children, segments: &segments, sawSpan: &sawSpan)
            case .group(let children): count(children, segments: &segments, sawSpan: &sawSpan)
            }
        }
    }

    /// aapt2's `StringBuilder`.
    struct Builder {
        var text: [Unicode.Scalar] = []
        var spans: [(offset: Int, tag: String)] = []
        var problems: [String] = []
        var quoted = false
        var lastWasSpace = false
        var pendingHigh: UInt32?

        /// `isspace` in the C locale, which aapt2 asks of ASCII code points.
        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
        }

        mutating func build(_ nodes: [Node], trim: (first: Int?, last: Int?)?, segment: inout Int) {
            for node in nodes {
                switch node {
                case .segment(let data):
                    var scalars = Array(data.unicodeScalars)[...]
                    if let trim {
                        if segment == trim.first { while let first = scalars.first, Self.isSpace(first) { scalars.removeFirst() } }
                        if segment == trim.last { while let last = scalars.last, Self.isSpace(last) { scalars.removeLast() } }
                    }
                    segment += 1
                    append(scalars)
                case .span(let name, let children):
                    reset()
                    spans.append((text.count, name))
                    build(children, trim: trim, segment: &segment)
                    reset()
                    spans.append((text.count, "/" + (name.split(separator: ";", maxSplits: 1).first.map(String.init) ?? name)))
                case .group(let children):
                    build(children, trim: trim, segment: &segment)
                }
            }
        }

        /// `StringBuilder::ResetTextState`: a span's start and end end any quote and white space run.
        mutating func reset() {
            quoted = false
            lastWasSpace = false
        }

        mutating func emit(_ scalar: Unicode.Scalar) {
            if pendingHigh != nil { text.append("\u{FFFD}"); pendingHigh = nil }
            text.append(scalar)
        }

        /// `StringBuilder::AppendText`.
        mutating func append(_ scalars: ArraySlice<Unicode.Scalar>) {
            var scalars = scalars
            while let scalar = scalars.popFirst() {
                if !quoted && Self.isSpace(scalar) {
                    if !lastWasSpace { emit(" "); lastWasSpace = true }
                    continue
                }
                lastWasSpace = false
                if scalar == "\\" {
                    guard let next = scalars.popFirst() else { break }
                    switch next {
                    case "t": emit("\t")
                    case "n": emit("\n")
                    case "u":
                        var value: UInt32 = 0
                        var digits = 0
                        var valid = true
                        while digits < 4, let first = scalars.first {
                            guard first.isASCII, let digit = hexValue(UInt8(first.value)) else { valid = false; break }
                            value = value << 4 | digit
                            digits += 1
                            scalars.removeFirst()
                        }
                        if !valid {
                            problems.append("invalid unicode escape sequence `\\u\(String(String.UnicodeScalarView(scalars.prefix(4))))`: aapt2 refuses the string")
                        }
                        // A surrogate pair written as two escapes (`\uD83D\uDE00`) is one character.
                        if (0xD800...0xDBFF).contains(value) {
                            if pendingHigh != nil { text.append("\u{FFFD}") }
                            pendingHigh = value
                            continue
                        }
                        if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                            value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                            pendingHigh = nil
                        }
                        emit(Unicode.Scalar(value) ?? "\u{FFFD}")
                    default:
                        // \# \@ \? \" \' \\ and any other escaped character stand for themselves.
                        emit(next)
                    }
                } else if scalar == "\"" {
                    quoted.toggle()
                } else if !quoted && scalar == "'" {
                    if !problems.contains(where: { $0.hasPrefix("unescaped apostrophe") }) {
                        problems.append("unescaped apostrophe: aapt2 refuses the string (“unescaped apostrophe in string”)")
                    }
                    emit(scalar)
                } else {
                    emit(scalar)
                }
            }
        }
    }
}

/// HTML in a string's literal text as `Html.fromHtml` renders it (TagSoup parses it; `HtmlToSpannedConverter`,
/// `FROM_HTML_MODE_LEGACY` — the mode of `Html.fromHtml(String)` and the one apps pass to `HtmlCompat`): tags
/// are no characters; `<br>` is a line break; a block (`<p>`, `<div>`, `<ul>`, `<li>`, `<blockquote>`,
/// `<h1>`…`<h6>`) starts and ends with a blank line (two line breaks, counting those already there, none at
/// the very start); `<img>` is an object replacement character; entities are their characters; a space or
/// line break after a space or line break (or at the start) is dropped, any other is a space.
struct HTMLRendering {
    /// The tags `HtmlToSpannedConverter.handleStartTag` acts on: a literal text with one of them is HTML.
    static let knownTags: Set<String> = ["br", "p", "ul", "li", "div", "span", "strong", "b", "em", "cite", "dfn", "i",
                                         "big", "small", "font", "blockquote", "tt", "a", "u", "del", "s", "strike",
                                         "sup", "sub", "h1", "h2", "h3", "h4", "h5", "h6", "img"]
    static let blocks: Set<String> = ["p", "div", "ul", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6"]
    /// Longest tag read as one (an `href` of a long address fits many times over).
    static let maximumTagLength = 4096

    var text: String
    /// Each tag as written, at its offset in the literal text.
    var tags: [(offset: Int, tag: String)]
    /// For each literal scalar, its offset in `text` (-1 when it is part of a tag or drops out).
    private var map: [Int]

    /// nil when the literal text holds no HTML tag Android renders.
    init?(_ scalars: [Unicode.Scalar]) {
        guard scalars.contains("<") else { return nil }
        var found: [(start: Int, end: Int, name: String, closing: Bool)] = []
        var isHTML = false
        var i = 0
        while i < scalars.count {
            if scalars[i] == "<", let tag = Self.tag(at: i, in: scalars) {
                found.append(tag)
                if Self.knownTags.contains(tag.name) { isHTML = true }
                i = tag.end + 1
            } else {
                i += 1
            }
        }
        guard isHTML else { return nil }
        var out: [Unicode.Scalar] = []
        var map = [Int](repeating: -1, count: scalars.count)
        var tags: [(offset: Int, tag: String)] = []
        func appendNewlines(_ count: Int) {
            guard !out.isEmpty else { return }
            var existing = 0
            var k = out.count - 1
            while k >= 0, existing < count, out[k] == "\n" { existing += 1; k -= 1 }
            for _ in existing..<count { out.append("\n") }
        }
        var next = 0
        i = 0
        while i < scalars.count {
            if next < found.count, found[next].start == i {
                let tag = found[next]
                next += 1
                let written = String(String.UnicodeScalarView(scalars[tag.start...tag.end]))
                if !tag.name.hasPrefix("!") { tags.append((tag.start, written)) }
                if tag.name == "br", !tag.closing { out.append("\n") }
                else if tag.name == "img", !tag.closing { out.append("\u{FFFC}") }
                else if Self.blocks.contains(tag.name) { appendNewlines(2) }
                i = tag.end + 1
                continue
            }
            let scalar = scalars[i]
            if scalar == " " || scalar == "\n" {
                let previous = out.last ?? "\n"
                if previous != " " && previous != "\n" { map[i] = out.count; out.append(" ") }
                i += 1
                continue
            }
            if scalar == "&", let (character, length) = Self.entity(at: i, in: scalars) {
                map[i] = out.count
                out.append(character)
                i += length
                continue
            }
            map[i] = out.count
            out.append(scalar)
            i += 1
        }
        text = String(scalars: out)
        self.tags = tags
        self.map = map
    }

    /// Where a specifier of the literal text stands in the rendering: -1 inside a tag, or when its
    /// characters do not reach the rendering one for one.
    func shownOffset(of specifier: FormatSpecifier) -> Int {
        let length = specifier.text.unicodeScalars.count
        guard specifier.offset >= 0, specifier.offset + length <= map.count else { return -1 }
        let start = map[specifier.offset]
        guard start >= 0 else { return -1 }
        for k in 0..<length where map[specifier.offset + k] != start + k { return -1 }
        return start
    }

    /// A tag (`<b>`, `</a>`, `<br/>`, `<a href="…">`, `<!-- … -->`) starting at `start`: its last scalar, its
    /// lowercased name (`!` for a comment, "" for `</>`). nil when the `<` opens no tag (TagSoup keeps it as
    /// text): not followed by a letter, `/` and a letter or `>`, or `!`, or never closed.
    static func tag(at start: Int, in scalars: [Unicode.Scalar]) -> (start: Int, end: Int, name: String, closing: Bool)? {
        // A tag longer than this is text: each `<` is looked at once, so a text of unclosed quotes and `<`
        // stays linear.
        let scalars = scalars[..<min(scalars.count, start + maximumTagLength)]
        var k = start + 1
        guard k < scalars.count else { return nil }
        if scalars[k] == "!" {
            // A comment runs to `-->`; a declaration to `>`.
            let isComment = k + 2 < scalars.count && scalars[k + 1] == "-" && scalars[k + 2] == "-"
            var j = k + 1
            while j < scalars.count {
                if isComment {
                    if scalars[j] == ">", j >= k + 4, scalars[j - 1] == "-", scalars[j - 2] == "-" { return (start, j, "!", false) }
                } else if scalars[j] == ">" {
                    return (start, j, "!", false)
                }
                j += 1
            }
            return nil
        }
        let closing = scalars[k] == "/"
        if closing { k += 1 }
        // `</>`: an end tag with no name, which ends the innermost open element (TagSoup `Parser.etag`: "Handle
        // empty tags and SGML end-tag minimization").
        if closing, k < scalars.count, scalars[k] == ">" { return (start, k, "", true) }
        guard k < scalars.count, scalars[k].isASCII, scalars[k].properties.isAlphabetic else { return nil }
        var name = ""
        while k < scalars.count, scalars[k].isASCII,
              scalars[k].properties.isAlphabetic || ("0"..."9").contains(scalars[k]) || scalars[k] == ":" || scalars[k] == "-" {
            name.unicodeScalars.append(scalars[k])
            k += 1
        }
        var quote: Unicode.Scalar?
        while k < scalars.count {
            let scalar = scalars[k]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return (start, k, name.lowercased(), closing)
            } else if scalar == "<" {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// Named entities HTML text uses in string resources, and numeric references.
    static let entities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "\u{A9}",
        "reg": "\u{AE}", "trade": "\u{2122}", "hellip": "\u{2026}", "mdash": "\u{2014}", "ndash": "\u{2013}",
        "laquo": "\u{AB}", "raquo": "\u{BB}", "bull": "\u{2022}", "middot": "\u{B7}", "euro": "\u{20AC}",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "times": "\u{D7}",
        "deg": "\u{B0}", "shy": "\u{AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "lrm": "\u{200E}", "rlm": "\u{200F}",
    ]

    /// The character of an entity reference at `start` (`&amp;`, `&#169;`, `&#xA9;`) and its length.
    static func entity(at start: Int, in scalars: [Unicode.Scalar]) -> (Unicode.Scalar, Int)? {
        var k = start + 1
        var body = ""
        while k < scalars.count, k - start <= 10, scalars[k] != ";" {
            guard scalars[k].isASCII, scalars[k].properties.isAlphabetic || ("0"..."9").contains(scalars[k]) || scalars[k] == "#" else { return nil }
            body.unicodeScalars.append(scalars[k])
            k += 1
        }
        guard k < scalars.count, scalars[k] == ";", !body.isEmpty else { return nil }
        let length = k - start + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, length)
        }
        guard let scalar = entities[body] else { return nil }
        return (scalar, length)
    }
}
