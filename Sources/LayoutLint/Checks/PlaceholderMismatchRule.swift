/// The translation's format specifiers differ from the source's: another count, another type at the same
/// argument position, or a position the source does not pass. `%d` where the app passes an object reads a
/// pointer as a number or crashes; a missing argument loses information.
public struct PlaceholderMismatchRule: Rule {
    public init() {}

    /// Needs no box: runs on every catalog value too.
    public static let checksCatalogValues = true

    public static let description = RuleDescription(
        id: "placeholder-mismatch",
        name: "Placeholder mismatch",
        defaultSeverity: .error,
        summary: "A format string's translation reads other arguments than the app passes (count, type, position), drops tokens the app replaces, or leaves the number out of a plural form that covers several numbers.",
        rationale: """
        Only strings the app formats are compared: Apple values whose key or source value has a specifier \
        written on purpose (or whose key is the code's format, as Xcode extracts it), Android strings with \
        arguments (not `formatted="false"`); Interface Builder's `<objectID>.<property>` tables never \
        (“0 %, 25 %” in a storyboard label is text), nor a percent sign before a word (“100 % accurate”: a \
        space flag and `a`). Specifiers are read as the platform's formatter reads them, by argument \
        position (an unnumbered one takes the next), so reordering with `%2$@ … %1$@` is fine. On Apple \
        platforms a wrong type prints garbage or, reading a number as an object, crashes; an argument the app \
        does not pass reads garbage. On Android, Java's Formatter prints anything with `%s` but throws \
        IllegalFormatConversionException for another conversion of the wrong class, \
        MissingFormatArgumentException for an argument not passed and UnknownFormatConversionException for a \
        `%` that starts no conversion: the app crashes. A missing argument is a warning. Tokens the app \
        replaces itself (`%0`, `{name}`) are compared as written. A `zero`/`one`/`two` plural form may leave \
        out the number only where ICU's rules give the category one number (en `one` = 1, ar `two` = 2); \
        elsewhere (ru `one`: 1, 21, 31 …) that is Android Lint's ImpliedQuantity, as Lint flags it: a form \
        with or without another argument, where the category covers a count of 2 or more (not fr `one`, 0 \
        and 1: the form is wrong only for 0, and whether the code passes 0 the resources do not say). A fix is offered only \
        where it is certain and keeps the meaning: arguments numbered as the source passes them, or a \
        specifier written on purpose given the source's type.
        """,
        triggering: [
            RuleExample(
                "Chinese has %d where the source passes an object",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: storage
                    key: storage
                    size: 14
                    width: 300
                    maxLines: 0
                    samples: { "%@": "1.2 GB" }
                """,
                strings: ["storage": ["en": "%@ used", "de": "%@ belegt", "zh-Hans": "已使用 %d"]],
                firesIn: ["zh-Hans"]),
            RuleExample(
                "German reads a third argument the source does not pass; Thai drops one",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: counter
                    key: counter
                    textStyle: footnote
                    width: 300
                    maxLines: 0
                """,
                strings: ["counter": ["en": "Step %1$lld of %2$lld", "de": "Schritt %1$lld von %3$lld",
                                      "th": "ขั้นตอนที่ %1$lld", "hi": "%2$lld में से चरण %1$lld"]],
                firesIn: ["de", "th"]),
        ],
        nonTriggering: [
            RuleExample(
                "Hindi reorders numbered specifiers; Chinese keeps both",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: counter
                    key: counter
                    textStyle: footnote
                    width: 300
                    maxLines: 0
                """,
                strings: ["counter": ["en": "Step %1$lld of %2$lld", "hi": "%2$lld में से चरण %1$lld",
                                      "zh-Hans": "第 %1$lld 步，共 %2$lld 步", "de": "Schritt %lld von %lld"]]),
            RuleExample(
                "Korean leaves out the English plural ending the code passes (`count == 1 ? \"\" : \"s\"`)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: apps
                    key: apps
                    textStyle: footnote
                    width: 300
                    maxLines: 0
                """,
                strings: ["apps": ["en": "%lld app%@", "ko": "%lld 앱"]]),
            RuleExample(
                "French translates the words of a span the app colours ({{…}}), keeping the span",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: status
                    key: status
                    textStyle: footnote
                    width: 300
                    maxLines: 0
                """,
                strings: ["status": ["en": "%@ is {{online}}", "fr": "%@ est {{en ligne}}"]]),
        ]
    )

    /// One argument a value reads: its 1-based position, normalised type and how it is written.
    struct Argument {
        var position: Int
        var type: String
        var text: String
        var numbered: Bool
        /// Where the specifier stands in the value read (Unicode scalars), for specifiers of that value.
        var offset: Int? = nil
        /// Written as people write specifiers (`FormatSpecifier.isPlausible`).
        var plausible = true

        /// The specifier without `%` and its position: `lld`, `@`, `.2f`.
        var body: Substring {
            let rest = text.dropFirst()
            guard numbered, let dollar = rest.firstIndex(of: "$") else { return rest }
            return rest[rest.index(after: dollar)...]
        }
    }

    /// What a value reads, by argument position, with the `.xcstrings` / `.stringsdict` substitutions it
    /// names expanded. A `%#@name@` variable consumes an argument (its `argNum`, else the next unnumbered
    /// position) of the substitution's format type to choose a plural form; inside that substitution's
    /// values `%arg`, and an unnumbered specifier as `.stringsdict` writes it (`%d files`), print that same
    /// argument, while a numbered one (`%2$@`) names its position in the whole string.
    struct Signature {
        /// Every argument read, by position (the first reader of a position describes it).
        var arguments: [Int: Argument] = [:]
        /// Every type each position is read as (a source may read one argument both ways, as a plural
        /// count and as text; a translation that does the same takes the same arguments).
        var types: [Int: Set<String>] = [:]
        /// What the format itself reads: its specifiers and the arguments its variables consume.
        var formatReads: [Argument] = []
        /// What the substitution values print.
        var valueReads: [Argument] = []
        /// The positions some value prints (a variable alone only consumes its argument).
        var shown: Set<Int> = []
        /// Variables the locale has no substitution for.
        var unknownVariables: [String] = []
        /// The argument each variable consumes.
        var variablePositions: [String: Int] = [:]
        /// The substitution's format (`lld`) of each position a variable consumes.
        var variableFormats: [Int: String] = [:]

        func variableFormat(at position: Int) -> String? { variableFormats[position] }

        mutating func read(_ argument: Argument, shown isShown: Bool, byFormat: Bool) {
            if arguments[argument.position] == nil { arguments[argument.position] = argument }
            types[argument.position, default: []].insert(argument.type)
            if isShown { shown.insert(argument.position) }
            if byFormat { formatReads.append(argument) } else { valueReads.append(argument) }
        }
    }

    /// The signature of `format` (a top-level value or variant), its substitution values taken from
    /// `siblings` (all values of the key in the same locale).
    /// `literalPercents`: specifiers that are not plausible (`% o` in “50 % off”) are a percent sign and text,
    /// not arguments (for a source, whose app would print garbage there too; for a translation whose
    /// source has such percent signs itself).
    static func signature(of format: Entry, siblings: [Entry], literalPercents: Bool = false) -> Signature {
        var signature = Signature()
        var next = 1
        // The values of each of the format's substitutions, gathered once (a format may name many).
        let byName = LabelText.substitutionValues(prefix: format.variant, siblings: siblings)
        let formatArgs = argOffsets(of: format)
        for specifier in format.placeholders {
            switch specifier.kind {
            case .token:
                continue
            case .variable:
                guard let name = specifier.name else { continue }
                let values = byName[name] ?? []
                guard let substitution = values.first?.substitution else {
                    signature.unknownVariables.append(name)
                    next += 1
                    continue
                }
                let position: Int
                if let number = substitution.argNum ?? specifier.position { position = number } else { position = next; next += 1 }
                let isFirst = signature.variablePositions[name] == nil
                signature.variablePositions[name] = position
                signature.variableFormats[position] = substitution.formatSpecifier ?? "d"
                signature.read(variableArgument(substitution, position: position, text: specifier.text), shown: false, byFormat: true)
                // A variable named again reads the same values.
                guard isFirst else { continue }
                for value in values {
                    for argument in substitutionArguments(of: value, position: position, literalPercents: literalPercents) {
                        signature.read(argument, shown: true, byFormat: false)
                    }
                }
            case .printf:
                guard !isArg(specifier, at: formatArgs), !(literalPercents && !specifier.isPlausible) else { continue }
                let position: Int
                if let explicit = specifier.position { position = explicit } else { position = next; next += 1 }
                signature.read(Argument(position: position, type: specifier.argumentType, text: specifier.text,
                                        numbered: specifier.position != nil, offset: specifier.isShown ? specifier.offset : nil,
                                        plausible: specifier.isPlausible), shown: true, byFormat: true)
            }
        }
        return signature
    }

    /// The argument a substitution's variable consumes, typed by the substitution's format (`lld` → int).
    static func variableArgument(_ substitution: Substitution, position: Int, text: String) -> Argument {
        let format = "%" + (substitution.formatSpecifier ?? "d")
        let type = FormatSpecifier.parse(format).first?.argumentType ?? "int"
        return Argument(position: position, type: type, text: text, numbered: substitution.argNum != nil)
    }

    /// What one value of a substitution prints: `%arg` and unnumbered specifiers are the substitution's
    /// own argument at `position`; numbered ones stand where they say.
    static func substitutionArguments(of value: Entry, position: Int, literalPercents: Bool = false) -> [Argument] {
        var arguments: [Argument] = []
        let args = argOffsets(of: value)
        for specifier in value.placeholders where specifier.kind == .printf && !(literalPercents && !specifier.isPlausible) {
            if isArg(specifier, at: args) {
                if let substitution = value.substitution {
                    var argument = variableArgument(substitution, position: position, text: "%arg")
                    argument.numbered = false
                    arguments.append(argument)
                }
            } else {
                arguments.append(Argument(position: specifier.position ?? position, type: specifier.argumentType,
                                          text: specifier.text, numbered: specifier.position != nil,
                                          offset: specifier.isShown ? specifier.offset : nil, plausible: specifier.isPlausible))
            }
        }
        return arguments
    }

    /// The key read as a format string (its own specifiers; a resource name has none).
    static func keyFormat(of entry: Entry) -> Entry {
        Entry(key: entry.key, table: entry.table, locale: entry.locale, value: entry.key, location: entry.location)
    }

    /// `%arg`: parsed as `%a` followed by `rg`, it is the `.xcstrings` name of a substitution's argument.
    static func isArg(_ specifier: FormatSpecifier, at argOffsets: Set<Int>) -> Bool {
        specifier.kind == .printf && specifier.text == "%a" && argOffsets.contains(specifier.offset)
    }

    /// The scalar offsets of `%arg` in a value, found in one pass (a specifier's offset counts scalars).
    static func argOffsets(of entry: Entry) -> Set<Int> {
        var offsets = Set<Int>()
        guard LabelText.byteOffset(of: "%arg", in: entry.value) != nil else { return offsets }
        var previous: [Unicode.Scalar] = []
        for (offset, scalar) in entry.value.unicodeScalars.enumerated() {
            previous.append(scalar)
            if previous.count > 4 { previous.removeFirst() }
            if previous == ["%", "a", "r", "g"] { offsets.insert(offset - 3) }
        }
        return offsets
    }

    /// The format a substitution value belongs to (`LabelText.formatVariant`), nil for a plain value.
    static func formatVariant(of entry: Entry) -> String?? {
        entry.substitution == nil ? nil : LabelText.formatVariant(of: entry.variant)
    }

    /// Where each replaced specifier stands in the file, when that is certain: in a `.xcstrings` value
    /// (located at its opening quote) with nothing before the specifier that JSON writes escaped, so the
    /// file's columns are the value's. nil otherwise (the suggestion still says what to write).
    static func fileEdits(_ replacements: [Replacement], entry: Entry) -> [TextReplacement]? {
        guard entry.location.file.hasSuffix(".xcstrings"), !replacements.isEmpty else { return nil }
        let scalars = Array(entry.value.unicodeScalars)
        var edits: [TextReplacement] = []
        for replacement in replacements {
            guard replacement.offset <= scalars.count else { return nil }
            let before = scalars[..<replacement.offset]
            guard !before.contains(where: { $0 == "\\" || $0 == "\"" || $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return nil }
            edits.append(TextReplacement(location: SourceLocation(file: entry.location.file, line: entry.location.line,
                                                                  column: entry.location.column + 1 + replacement.offset),
                                         deleted: replacement.deleted, inserted: replacement.inserted))
        }
        return edits
    }

    /// One specifier of a value replaced: at its scalar offset, the text written there and what to write.
    struct Replacement {
        var offset: Int
        var deleted: String
        var inserted: String
    }

    /// The value with its replacements made (each at its own offset: two `%@` are two places).
    static func applying(_ replacements: [Replacement], to value: String) -> String {
        var scalars = Array(value.unicodeScalars)
        for replacement in replacements.sorted(by: { $0.offset > $1.offset }) {
            let end = replacement.offset + replacement.deleted.unicodeScalars.count
            guard end <= scalars.count else { continue }
            scalars.replaceSubrange(replacement.offset..<end, with: Array(replacement.inserted.unicodeScalars))
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The formatter that reads a value: Apple's (`String(format:)`, `NSString`, `.stringsdict`) or Java's
    /// (`Resources.getString(id, args…)` on Android, a `java.util.Formatter`).
    /// Compose Multiplatform resources are formatted by their own runtime (`ComposeResourceString`): only
    /// `%N$s` / `%N$d` are replaced, each by its argument as text.
    enum Formatter {
        case apple, java, compose

        init(_ entry: Entry) {
            let file = entry.location.file.lowercased()
            if !file.hasSuffix(".xml") { self = .apple }
            else if ResourceFolder.of(entry.location.file)?.kind == .composeResources { self = .compose }
            else { self = .java }
        }

        var name: String {
            switch self {
            case .java: "Java's Formatter"
            case .apple: "String(format:)"
            case .compose: "Compose resources' replaceWithArgs"
            }
        }
    }

    static func describe(_ type: String, _ formatter: Formatter = .apple) -> String {
        switch type {
        case "object": "an object"
        case "int": "an integer"
        case "double": "a floating-point number"
        case "string": formatter == .apple ? "a C string" : "a string"
        case "pointer": "a pointer"
        case "bool": "a boolean"
        case "hash": "a hash code"
        case "t", "T": "a date"
        default: "a \(type)"
        }
    }

    /// What reading an argument the app passes as `expected` with `actual` does, in the platform's words;
    /// nil when it prints it fine. Java (java.util.Formatter): `%s`, `%b`, `%h` take any argument; another
    /// conversion of the wrong class throws IllegalFormatConversionException. Apple: arguments are read from
    /// registers and stack by type, so a mismatch prints garbage or, reading a number as an object, crashes.
    static func consequence(reading actual: String, passed expected: String, formatter: Formatter) -> (severity: Severity, text: String)? {
        guard actual != expected else { return nil }
        switch formatter {
        case .compose:
            return nil  // every argument is put in as text, whatever the conversion
        case .java:
            if ["string", "bool", "hash"].contains(actual) { return nil }
            if expected == "string" {
                return (.error, "unless the app passes a number there, Java's Formatter throws IllegalFormatConversionException: the app crashes")
            }
            return (.error, "Java's Formatter throws IllegalFormatConversionException: the app crashes")
        case .apple:
            if actual == "object" { return (.error, "String(format:) reads the value as an object pointer: the app crashes") }
            if expected == "object" { return (.error, "String(format:) prints the object's address, not its text") }
            if actual == "string" { return (.error, "String(format:) reads the value as a C string: garbage or a crash") }
            return (.error, "String(format:) prints a wrong value (\(describe(expected)) is not passed as \(describe(actual)))")
        }
    }

    /// Whether the app formats a key's values: Apple — a source value (or the key itself, when it is the
    /// code's format as Xcode extracts it) has a specifier written on purpose, a variable or a substitution;
    /// Java — a source value has one (and is not `formatted="false"`, whose specifiers are not parsed).
    static func isFormatString(key: String, sourceValues: [Entry], formatter: Formatter) -> Bool {
        func meant(_ specifiers: [FormatSpecifier]) -> Bool {
            specifiers.contains { $0.kind == .variable || ($0.kind == .printf && $0.isPlausible) }
        }
        if sourceValues.contains(where: { $0.substitution != nil || meant($0.placeholders) }) { return true }
        return formatter == .apple && meant(FormatSpecifier.parse(key))
    }

    /// `%` signs of a Java format string that start no specifier (`%%` and `%n` aside): Java's Formatter
    /// throws UnknownFormatConversionException at each ("100 % sicher", "%i"). Each as the two characters
    /// it starts, in the shown value and in the HTML tags of the literal text (`String.format` reads the
    /// `href` of `<a href="…">` too).
    static func strayPercents(_ entry: Entry) -> [String] {
        var stray: [String] = []
        func scan(_ scalars: [Unicode.Scalar], covered: Set<Int>) {
            var i = 0
            while i < scalars.count {
                if scalars[i] == "%" {
                    if i + 1 < scalars.count, scalars[i + 1] == "%" || scalars[i + 1] == "n" { i += 2; continue }
                    if !covered.contains(i) { stray.append(String(String.UnicodeScalarView(scalars[i..<min(scalars.count, i + 2)]))) }
                }
                i += 1
            }
        }
        var covered = Set<Int>()
        for specifier in entry.placeholders where specifier.kind == .printf && specifier.isShown { covered.insert(specifier.offset) }
        scan(Array(entry.value.unicodeScalars), covered: covered)
        for tag in entry.markup where tag.hasPrefix("<") && tag.utf8.contains(0x25) {
            let covered = Set(FormatSpecifier.parse(tag, syntax: .android).filter { $0.kind == .printf }.map(\.offset))
            scan(Array(tag.unicodeScalars), covered: covered)
        }
        return stray
    }

    /// Tokens an app replaces itself, written in no formatter's syntax: `{name}`, and `%0`, `%1` in a value
    /// that is no format string. Compared as they are written.
    static func literalTokens(_ entry: Entry, formatString: Bool) -> [String] {
        var tokens = entry.placeholders.filter { $0.kind == .token }.map(\.text)
        guard !formatString, entry.value.utf8.contains(0x25) else { return tokens.sorted() }
        let scalars = Array(entry.value.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "%", i + 1 < scalars.count, scalars[i + 1].properties.numericType == .decimal, scalars[i + 1].isASCII {
                var j = i + 1
                while j < scalars.count, scalars[j].isASCII, scalars[j].properties.numericType == .decimal { j += 1 }
                if j >= scalars.count || scalars[j] != "$" { tokens.append(String(String.UnicodeScalarView(scalars[i..<j]))) }
                i = j
                continue
            }
            i += 1
        }
        return tokens.sorted()
    }

    /// The source's own tokens that a translation lacks or changes (`{name}` → `{nom}`).
    ///
    /// Text between doubled braces that translators translate (`%@ is {{online}}` → `%@ est {{en ligne}}`, a
    /// span the app colours) is not a name the app replaces: where some value of the key (`translations`)
    /// writes words in a `{{…}}` span, the spans are compared by number, not by what they hold.
    static func tokenFinding(_ label: MeasuredLabel, source: Entry, formatString: Bool, translations: [Entry] = []) -> Finding? {
        var theirs = literalTokens(source, formatString: formatString)
        guard !theirs.isEmpty else { return nil }
        var ours = literalTokens(label.entry, formatString: formatString)
        if source.value.contains("{{"), doubleBraceSpans(label.entry.value).count == doubleBraceSpans(source.value).count,
           translations.contains(where: { !doubleBraceSpans($0.value).allSatisfy(isTokenName) }) {
            // The scanner reads `{{online}}` as the token `{online}`.
            let spans = Set((doubleBraceSpans(source.value) + doubleBraceSpans(label.entry.value)).map { "{\($0)}" })
            theirs.removeAll(where: spans.contains)
            ours.removeAll(where: spans.contains)
        }
        return tokenFinding(label, theirs: theirs, ours: ours, source: source)
    }

    /// What each `{{…}}` of a text holds.
    static func doubleBraceSpans(_ text: String) -> [Substring] {
        var spans: [Substring] = []
        var rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) {
            spans.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return spans
    }

    /// A name a template engine replaces: letters, digits, `_`, `.`, `-`, no space.
    static func isTokenName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
    }

    private static func tokenFinding(_ label: MeasuredLabel, theirs: [String], ours: [String], source: Entry) -> Finding? {
        guard !theirs.isEmpty else { return nil }
        var remaining = ours
        var missing: [String] = []
        for token in theirs {
            if let index = remaining.firstIndex(of: token) { remaining.remove(at: index) } else { missing.append(token) }
        }
        guard !missing.isEmpty || !remaining.isEmpty else { return nil }
        var problems: [String] = []
        if !missing.isEmpty {
            problems.append("it lacks \(missing.map { "`\($0)`" }.joined(separator: ", ")), which the app replaces with a value")
        }
        if !remaining.isEmpty {
            problems.append("\(remaining.map { "`\($0)`" }.joined(separator: ", ")) is not in the source: users see it as written")
        }
        var finding = Finding.about(label, rule: description, severity: .warning, sizeCategory: nil,
                                    message: "\(FindingText.localeSlot) \(FindingText.quote(label.entry.value)) does not keep the tokens of the source \(FindingText.quote(source.value)): " + problems.joined(separator: "; "),
                                    suggestion: "write the source's tokens (\(theirs.map { "`\($0)`" }.joined(separator: ", "))) as they are, untranslated")
        finding.text = nil
        return finding
    }

    /// A meaning-keeping fix for arguments read in another order: each specifier of the translation keeps
    /// its type and takes the position of the source's next argument of that type (`从%1$s中移除了%2$d个条目`
    /// for “Removed %1$d items from %2$s” becomes `从%2$s中移除了%1$d个条目`). nil unless every specifier is
    /// written on purpose and the types match the source's one for one.
    static func renumbering(_ reads: [Argument], source: Signature) -> [Replacement]? {
        guard !reads.isEmpty, reads.allSatisfy({ $0.plausible && $0.offset != nil }) else { return nil }
        var queues: [String: [Int]] = [:]
        for position in source.arguments.keys.sorted() {
            guard let types = source.types[position], types.count == 1, let type = types.first else { return nil }
            queues[type, default: []].append(position)
        }
        guard queues.values.reduce(0, { $0 + $1.count }) == reads.count else { return nil }
        var replacements: [Replacement] = []
        for argument in reads.sorted(by: { $0.offset! < $1.offset! }) {
            guard var queue = queues[argument.type], !queue.isEmpty else { return nil }
            let position = queue.removeFirst()
            queues[argument.type] = queue
            let inserted = "%\(position)$" + argument.body
            if inserted != argument.text { replacements.append(Replacement(offset: argument.offset!, deleted: argument.text, inserted: inserted)) }
        }
        return replacements.isEmpty ? nil : replacements
    }

    /// The source's forms of a plural key read together: what the app passes is what any form reads (the
    /// English `one` may leave out the number its `other` prints).
    static func pluralSource(_ entry: Entry, sourceValues: [Entry], sourceSiblings: [Entry], start: Signature) -> Signature {
        guard let variant = entry.variant, let prefix = pluralPrefix(variant) else { return start }
        var merged = start
        for other in sourceValues where other.substitution == nil && other.variant.flatMap(pluralPrefix) == prefix {
            let signature = self.signature(of: other, siblings: sourceSiblings, literalPercents: true)
            for (position, argument) in signature.arguments where merged.arguments[position] == nil {
                merged.arguments[position] = argument
            }
            for (position, types) in signature.types { merged.types[position, default: []].formUnion(types) }
            merged.shown.formUnion(signature.shown)
        }
        return merged
    }

    /// The arguments of a plural's source forms that are its count, whatever their type: one that some form
    /// shows and another leaves out (NewPipe: “Download finished” / “%s downloads finished”), and, where no
    /// form reads a number at all, the first argument (NewPipe's “%s video” / “%s videos”: the app passes the
    /// count formatted, as Android's `getQuantityString(id, quantity, formatArgs…)` lets it). A translation's
    /// form may leave the count out as it may an integer one (`impliedQuantity` judges where).
    static func sourceCountPositions(_ entry: Entry, sourceValues: [Entry], sourceSiblings: [Entry]) -> Set<Int> {
        guard let variant = entry.variant, let prefix = pluralPrefix(variant) else { return [] }
        let forms = sourceValues.filter { $0.substitution == nil && $0.variant.flatMap(pluralPrefix) == prefix }
        guard forms.count > 1 else { return [] }
        let signatures = forms.map { signature(of: $0, siblings: sourceSiblings, literalPercents: true) }
        let shown = signatures.map(\.shown)
        let union = shown.reduce(into: Set<Int>()) { $0.formUnion($1) }
        let common = shown.dropFirst().reduce(shown[0]) { $0.intersection($1) }
        var counts = union.subtracting(common)
        let readsNumber = signatures.contains { $0.types.values.contains { !$0.isDisjoint(with: ["int", "double"]) } }
        if !readsNumber, union.contains(1) { counts.insert(1) }
        return counts
    }

    /// `device.iphone.plural.one` → `device.iphone.plural.`; nil for a variant that is no plural form.
    static func pluralPrefix(_ variant: String) -> String? {
        guard let range = variant.range(of: "plural.", options: .backwards) else { return nil }
        return String(variant[..<range.upperBound])
    }

    /// A `zero`, `one` or `two` form that leaves out its number (which the source prints) where the locale's
    /// category covers more than one number (Android Lint's ImpliedQuantity: "in Slovene, the `one` quantity
    /// will apply to 1, 101, 201, 301, and so on"): readers cannot tell which number it means. Where ICU's rules
    /// give the category one number (en `one` = 1, ar `zero` = 0, ar `two` = 2) the word says it.
    ///
    /// Android Lint flags a form only when it has no format argument at all (`haveFormattingParameter`, which
    /// counts any `%` specifier or `^1` template) and the category has more than one integer sample in CLDR
    /// (`PluralsDatabase.hasMultipleValuesForQuantity`: fr `one` "0, 1" counts). Here a form is reported, with
    /// or without another argument, only where its category covers a count of 2 or more (sl `one`: 1, 101,
    /// 201 …, ru `one`: 1, 21, 31 …): every count the code passes may hit one of them. Where the category
    /// covers only 0 and 1 (CLDR fr, pt, hi, fa, pcm `one`: `i = 0,1` / `i = 0 or n = 1`), the form is wrong
    /// only for 0, and whether the code ever passes 0 (most show another string for “none”) the resources do
    /// not say: that is the case apps turn Lint's check off for in French.
    static func impliedQuantity(_ label: MeasuredLabel, category: String) -> String? {
        let rules = PluralRules.of(label.locale)
        guard rules.onlyNumber(of: category) == nil, rules.integerRanges[category] != nil || rules.decimalSamples[category] != nil else { return nil }
        guard let ranges = rules.integerRanges[category], ranges.contains(where: { $0.upperBound >= 2 }) else { return nil }
        // A form that writes the category's first number itself (“1 issue”, often an English form left
        // untranslated): for another number of the category it states that one, not the count.
        if let first = ranges.first?.lowerBound, Self.writesNumber(first, in: label.entry.value),
           let other = ranges.lazy.flatMap({ $0 }).first(where: { $0 > first }) {
            return "the `\(category)` form writes the number \(first) instead of the count, but in \(FindingText.localeSlot) `\(category)` is used for \(rules.sampleDescription(for: category)): a count of \(other) reads as \(FindingText.quote(label.entry.value)) (Android Lint: ImpliedQuantity)"
        }
        return "the `\(category)` form leaves out the number, but in \(FindingText.localeSlot) `\(category)` is used for \(rules.sampleDescription(for: category)): readers cannot tell which (Android Lint: ImpliedQuantity)"
    }

    /// Whether a value writes `number` in ASCII digits as a number of its own (not inside a longer one: “21”
    /// does not write 1).
    static func writesNumber(_ number: Int, in value: String) -> Bool {
        let digits = Array(String(number).utf8), bytes = Array(value.utf8)
        guard !digits.isEmpty, bytes.count >= digits.count else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var start = 0
        while start + digits.count <= bytes.count {
            if bytes[start..<(start + digits.count)].elementsEqual(digits),
               start == 0 || !isDigit(bytes[start - 1]),
               start + digits.count == bytes.count || !isDigit(bytes[start + digits.count]) {
                return true
            }
            start += 1
        }
        return false
    }

    /// An object or string argument written inside a word of the source, glued to letters before it and
    /// followed by no letter (“%lld app%@”, “file%s”): an ending of the source language's grammar (the English
    /// plural `s` the code passes as `count == 1 ? "" : "s"`), which a translation into a language that
    /// inflects otherwise, or not at all, leaves out. Leaving it out reads no other argument wrongly: the
    /// arguments a translation does read are checked as ever.
    static func isWordSuffix(_ argument: Argument, in value: String) -> Bool {
        guard ["object", "string"].contains(argument.type), let offset = argument.offset, offset > 0 else { return false }
        let scalars = Array(value.unicodeScalars)
        let end = offset + argument.text.unicodeScalars.count
        guard offset < scalars.count, end <= scalars.count, String(String.UnicodeScalarView(scalars[offset..<end])) == argument.text,
              scalars[offset - 1].properties.isAlphabetic else { return false }
        return end == scalars.count || !scalars[end].properties.isAlphabetic
    }

    /// Whether a value prints a number: an integer specifier, or `%arg` in a substitution value.
    static func printsNumber(_ entry: Entry) -> Bool {
        if entry.substitution != nil && !argOffsets(of: entry).isEmpty { return true }
        return entry.placeholders.contains { $0.kind == .printf && ($0.argumentType == "int" || $0.argumentType == "double") }
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, let sourceEntry = label.comparedSource(context) else { return [] }
        let entry = label.entry
        // An empty value is `untranslated` (it shows nothing), not a value that drops arguments.
        if entry.value.allSatisfy(\.isWhitespace) && entry.substitution == nil { return [] }
        // Interface Builder tables: texts a storyboard sets, which nothing formats.
        if InterfaceBuilderKey.matches(entry.key) { return [] }
        // A string an Android plural's form names is compared as that form of the plural, where the plural
        // quantity decides what it may leave out (`CatalogIndex.resolvePluralReferences`).
        if !context.catalogs.pluralFormStrings.isEmpty, entry.variant == nil,
           context.catalogs.pluralFormStrings.contains(entry.table + "\u{1F}" + entry.key) { return [] }
        // Nothing to compare when neither value nor key has a `%` or `{` (most UI strings); a plural form
        // without its number is compared with the source's other forms.
        if entry.substitution == nil && entry.placeholders.isEmpty && sourceEntry.placeholders.isEmpty
            && !entry.key.utf8.contains(0x25) && !entry.value.utf8.contains(0x25)
            && LabelText.pluralCategory(of: entry.variant) == nil { return [] }
        let formatter = Formatter(entry)
        let sourceValues = context.catalogs.values(table: entry.table, key: entry.key)[context.sourceLocale(ofTable: entry.table)] ?? [sourceEntry]
        let formatString = Self.isFormatString(key: entry.key, sourceValues: sourceValues, formatter: formatter)
            || Self.isFormatString(key: entry.key, sourceValues: [sourceEntry], formatter: formatter)
        // Only a source with `{{…}}` spans asks how the key's values write them (`tokenFinding`).
        let translations = sourceEntry.value.contains("{{") ? context.catalogs.values(table: entry.table, key: entry.key).values.flatMap { $0 } : []
        let tokens = Self.tokenFinding(label, source: sourceEntry, formatString: formatString, translations: translations)
        guard formatString else { return tokens.map { [$0] } ?? [] }
        return (formatFinding(label, source: sourceEntry, sourceValues: sourceValues, formatter: formatter,
                              memo: max(label.siblings.count, sourceValues.count) > Self.memoizedSiblings ? context.formatFacts : nil).map { [$0] } ?? [])
            + (tokens.map { [$0] } ?? [])
    }

    /// Above this many values of a key in a locale, what every value's label asks of the key is computed once
    /// (`FormatFacts`).
    static let memoizedSiblings = 16

    /// What each label of a key with many values (a string of 2,000 substitutions is 4,000 labels) asks of
    /// its key, computed by the first label that asks: each recomputed its string's signature from all
    /// its siblings, quadratic in the values of the key.
    final class FormatFacts: Sendable {
        struct Substitutions: Sendable {
            var format: Entry?
            var source: Entry?
            var signature: Signature
            var first: String?
        }

        let substitutions = Memo<String, Substitutions>()
        let literalPercents = Memo<String, Bool>()
        let sourceSignatures = Memo<String, Signature>()
        let keyReads = Memo<String, [Argument]>()

        /// The memo's value, or the computed one without a memo.
        static func value<Value>(_ memo: Memo<String, Value>?, _ key: @autoclosure () -> String, _ compute: () -> Value) -> Value {
            memo.map { $0.value(key(), compute) } ?? compute()
        }
    }

    /// The arguments a value of a format string reads, against the source's.
    func formatFinding(_ label: MeasuredLabel, source sourceEntry: Entry, sourceValues: [Entry], formatter: Formatter,
                       memo: FormatFacts? = nil) -> Finding? {
        let entry = label.entry
        let siblings = label.siblings
        let sourceSiblings = label.sourceSiblings
        var keyName: String { "\(entry.table)\u{0}\(entry.key)" }
        // A source's implausible specifiers (“50 % off”) are text; so are the translation's when its source
        // has such percent signs too.
        let sourceHasLiteralPercents = FormatFacts.value(memo?.literalPercents, keyName) {
            sourceValues.contains { $0.placeholders.contains { $0.kind == .printf && !$0.isPlausible } }
        }
        // What this label's value reads, and whether the string as a whole (dropped arguments, variables
        // without a substitution) is judged here.
        var reads: [Argument]
        var whole: Signature?
        var source = sourceEntry
        var substitutionOf: (name: String, format: Entry?)?
        // Without its format (none in the catalog, or too many substitutions to compose), a substitution
        // value is compared with the source's value of the same variant, each as it stands.
        var alone: Signature?
        // A substitution's form is one part of a string whose format may print a number itself (“Add %lu
        // %#@sources@”, the count passed twice): the reader sees that number whatever the form says.
        var formatPrintsNumber = false
        if let formatVariant = Self.formatVariant(of: entry), let name = entry.substitution?.name {
            // A substitution value prints its own argument; the string as a whole is judged once, on the
            // first value of its first substitution.
            let facts = FormatFacts.value(memo?.substitutions, keyName + "\u{0}\(entry.locale)\u{0}\(formatVariant)") {
                let format = siblings.first { $0.variant == formatVariant && $0.substitution == nil }
                return FormatFacts.Substitutions(
                    format: format,
                    source: sourceSiblings.first { $0.variant == formatVariant && $0.substitution == nil },
                    signature: format.map { Self.signature(of: $0, siblings: siblings, literalPercents: sourceHasLiteralPercents) } ?? Signature(),
                    first: siblings.filter { Self.formatVariant(of: $0) == formatVariant }.compactMap(\.variant).min())
            }
            source = facts.source ?? sourceEntry
            let format = facts.format
            formatPrintsNumber = format.map(Self.printsNumber) ?? false
            let signature = facts.signature
            let position = signature.variablePositions[name] ?? entry.substitution?.argNum ?? 1
            reads = Self.substitutionArguments(of: entry, position: position, literalPercents: sourceHasLiteralPercents)
            let first = facts.first
            if format != nil, entry.variant == first {
                reads = signature.formatReads + reads
                whole = signature
            }
            substitutionOf = (name, format)
            if format == nil {
                source = sourceEntry
                var signature = Signature()
                for argument in Self.substitutionArguments(of: sourceEntry, position: position, literalPercents: true) {
                    signature.read(argument, shown: true, byFormat: false)
                }
                alone = signature
            }
        } else {
            let signature = Self.signature(of: entry, siblings: siblings, literalPercents: sourceHasLiteralPercents)
            reads = signature.formatReads + signature.valueReads
            whole = signature
        }
        var theirs = alone ?? FormatFacts.value(memo?.sourceSignatures, keyName + "\u{0}\(source.variant ?? "")") {
            Self.signature(of: source, siblings: sourceSiblings, literalPercents: true)
        }
        // A plural form is compared with what any of the source's forms reads.
        let category = LabelText.pluralCategory(of: entry.variant)
        let isPlural = category != nil && entry.substitution == nil
        if isPlural { theirs = Self.pluralSource(entry, sourceValues: sourceValues, sourceSiblings: sourceSiblings, start: theirs) }
        let countPositions = isPlural ? Self.sourceCountPositions(entry, sourceValues: sourceValues, sourceSiblings: sourceSiblings) : []
        func isCount(_ position: Int) -> Bool {
            countPositions.contains(position) || ["int", "double"].contains(theirs.arguments[position]?.type ?? "")
        }
        // A key written as the code's format (`.xcstrings` keys extracted from `Text("\(count) posts")` are
        // "%lld posts") names the arguments the app passes, even where the source value prints fewer.
        if formatter == .apple {
            let keyReads = FormatFacts.value(memo?.keyReads, keyName) {
                Self.signature(of: Self.keyFormat(of: entry), siblings: [], literalPercents: true).formatReads
            }
            for argument in keyReads where theirs.arguments[argument.position] == nil {
                theirs.arguments[argument.position] = argument
            }
        }
        let problems = Self.argumentProblems(reads, source: theirs, formatter: formatter)
        var errors = problems.errors, warnings = problems.warnings, onlyTypes = problems.onlyTypes
        let typeErrors = problems.typeErrors
        if formatter == .java {
            let sourceStrays = sourceValues.contains { !Self.strayPercents($0).isEmpty }
            if !sourceStrays {
                for shown in Self.strayPercents(entry) {
                    errors.append("`\(shown)` is no format specifier: Java's Formatter throws UnknownFormatConversionException, the app crashes (write `%%` for a percent sign)")
                    onlyTypes = false
                }
            }
        }
        if let whole {
            for position in theirs.shown.sorted() where !whole.shown.contains(position) {
                let expected = theirs.arguments[position]!
                if isPlural && isCount(position) { continue }
                if Self.isWordSuffix(expected, in: source.value) { continue }
                warnings.append("argument \(position) (`\(expected.text)`) of the source is not shown")
            }
            for name in whole.unknownVariables {
                errors.append("`%#@\(name)@` names no substitution in \(entry.locale): the variable is printed as is")
                onlyTypes = false
            }
        }
        // Compose Multiplatform resources: the runtime replaces only `%N$s` and `%N$d` (`replaceWithArgs`,
        // `ComposeResourceString`): a `%d` or `%s` without a position is shown to users as written.
        if !warnings.isEmpty, formatter == .compose {
            let unreplaced = FormatSpecifier.parse(entry.value, syntax: .android)
                .filter { $0.kind == .printf && $0.position == nil && $0.isPlausible }.map(\.text)
            if !unreplaced.isEmpty {
                warnings.append(Message.shownAsWritten(Array(Set(unreplaced)).sorted()))
            }
        }
        // A specifier written with another character than `%` (`&1$d`): shown as written, the number lost.
        let mistyped = formatter == .java ? Self.mistypedSpecifiers(entry.value, meant: theirs.arguments.values.map(\.text)) : []
        warnings.insert(contentsOf: mistyped.map(Message.mistyped), at: 0)
        // A plural form that leaves out the number where its category is not one number.
        var leadsWithFact = !mistyped.isEmpty
        if mistyped.isEmpty, let category, ["zero", "one", "two"].contains(category), !Self.printsNumber(entry), !formatPrintsNumber,
           !(whole?.shown ?? []).contains(where: { countPositions.contains($0) }),
           theirs.shown.contains(where: isCount),
           var implied = Self.impliedQuantity(label, category: category) {
            // The source's own form of the category leaves the number out too (English `one` is only 1): the
            // translation followed it, and the fact to lead with is the category's numbers.
            if let own = sourceValues.first(where: { LabelText.pluralCategory(of: $0.variant) == category }), !Self.printsNumber(own) {
                let writes = PluralRules.of(label.locale).integerRanges[category]?.first.map { Self.writesNumber($0.lowerBound, in: own.value) } ?? false
                implied += writes ? Message.sourceFormWritesNumber(category, source: own.value) : Message.sourceFormOmits(category, source: own.value)
            }
            leadsWithFact = warnings.isEmpty
            warnings.append(implied)
        }
        guard !errors.isEmpty || !warnings.isEmpty else { return nil }
        var subject = FindingText.quote(entry.value)
        if let (name, format) = substitutionOf {
            subject += " (`\(name)` of " + (format.map { FindingText.quote($0.value) } ?? "a string with no format") + ")"
        }
        let message = errors.isEmpty && leadsWithFact
            ? "\(label.localeAndConfiguration) \(subject): " + warnings.joined(separator: "; ")
            : "\(label.localeAndConfiguration) \(subject) does not take the arguments of the source \(FindingText.quote(source.value)): "
                + (errors + warnings).joined(separator: "; ")
        let (replacements, suggestion) = Self.fix(entry, reads: reads, source: theirs, whole: whole, typeErrors: onlyTypes ? typeErrors : [],
                                                  formatter: formatter)
        var finding = Finding.about(label, rule: Self.description, severity: errors.isEmpty ? .warning : .error,
                                    sizeCategory: nil, message: message, suggestion: suggestion,
                                    measurements: ["sourceArguments": Double(theirs.arguments.count),
                                                   "arguments": Double(Set(reads.map(\.position)).count)])
        finding.text = nil
        if !replacements.isEmpty && warnings.isEmpty {
            finding.fixes = Self.fileEdits(replacements, entry: entry)
        }
        return finding
    }

    /// What each argument a value reads does against what the source passes there: reading past the
    /// arguments, or a type the source does not pass (the worst consequence of each type passed).
    static func argumentProblems(_ reads: [Argument], source theirs: Signature, formatter: Formatter)
        -> (errors: [String], warnings: [String], typeErrors: [(argument: Argument, expected: Argument)], onlyTypes: Bool) {
        var errors: [String] = []
        var warnings: [String] = []
        var typeErrors: [(argument: Argument, expected: Argument)] = []
        var onlyTypes = true
        var seen = Set<String>()
        for argument in reads.sorted(by: { ($0.position, $0.text) < ($1.position, $1.text) })
        where seen.insert("\(argument.position) \(argument.type) \(argument.text)").inserted {
            let position = argument.position
            guard let expected = theirs.arguments[position] else {
                errors.append("`\(argument.text)` reads argument \(position), which the app does not pass (the source reads \(theirs.arguments.count)): "
                              + (formatter == .java ? "Java's Formatter throws MissingFormatArgumentException: the app crashes"
                                 : formatter == .compose ? "Compose resources read args[\(position - 1)]: IndexOutOfBoundsException, the app crashes"
                                                    : "String(format:) reads whatever lies past the arguments: garbage or a crash"))
                onlyTypes = false
                continue
            }
            let passed = theirs.types[position] ?? [expected.type]
            guard !passed.contains(argument.type) else { continue }
            // The worst of what reading each type the source passes there does.
            let outcomes = passed.sorted().compactMap { Self.consequence(reading: argument.type, passed: $0, formatter: formatter) }
            guard outcomes.count == passed.count, let worst = outcomes.max(by: { $0.severity < $1.severity }) else { continue }
            let text = "`\(argument.text)` reads argument \(position) as \(Self.describe(argument.type, formatter)) where the source passes \(Self.describe(expected.type, formatter)) (`\(expected.text)`): \(worst.text)"
            if worst.severity == .error { errors.append(text) } else { warnings.append(text) }
            typeErrors.append((argument, expected))
        }
        return (errors, warnings, typeErrors, onlyTypes)
    }

    /// A fix only where it is certain and keeps the translation's meaning: the arguments renumbered to the
    /// source's positions by type, else each wrongly typed specifier (written on purpose) given the source's
    /// type at its position; and the suggestion the finding gives. `typeErrors` is empty unless wrong types
    /// are the only problems.
    static func fix(_ entry: Entry, reads: [Argument], source theirs: Signature, whole: Signature?,
                    typeErrors: [(argument: Argument, expected: Argument)], formatter: Formatter) -> ([Replacement], String) {
        var replacements: [Replacement] = []
        var renumbered = false
        if !typeErrors.isEmpty {
            let plain = entry.substitution == nil && whole?.variablePositions.isEmpty != false
            if plain, let reordering = Self.renumbering(reads, source: theirs) {
                replacements = reordering
                renumbered = true
            } else if typeErrors.allSatisfy({ $0.argument.plausible && $0.argument.offset != nil && (theirs.types[$0.argument.position]?.count ?? 0) == 1 }) {
                for (argument, expected) in typeErrors {
                    let isVariable = expected.text == "%arg" || FormatSpecifier.parse(expected.text).first?.kind == .variable
                    let body = isVariable ? Substring(theirs.variableFormat(at: argument.position) ?? "d") : expected.body
                    replacements.append(Replacement(offset: argument.offset!, deleted: argument.text,
                                                    inserted: "%" + (argument.numbered ? "\(argument.position)$" : "") + body))
                }
            }
        }
        let fixed = Self.applying(replacements, to: entry.value)
        let sourceSpecifiers = theirs.arguments.keys.sorted().map { theirs.arguments[$0]!.text }
        let implausible = reads.filter { !$0.plausible }.map(\.text)
        let suggestion: String
        if !replacements.isEmpty {
            suggestion = "write \(FindingText.quote(fixed))" + (renumbered ? ", each argument numbered as the source passes it" : ", with the specifiers of the source")
        } else if !implausible.isEmpty {
            suggestion = "\(implausible.map { "`\($0)`" }.joined(separator: ", ")) is a percent sign before text that \(formatter.name) reads as a specifier: write the source's specifier (\(sourceSpecifiers.joined(separator: ", "))) where the value goes and `%%` for a percent sign"
        } else {
            suggestion = "use the source's specifiers (\(sourceSpecifiers.joined(separator: ", "))), numbered (\(formatter == .apple ? "%1$@, %2$@" : "%1$s, %2$s")) when the order changes"
        }
        return (replacements, suggestion)
    }
}

extension PlaceholderMismatchRule {
    /// A problem of the catalog value itself: once per key × locale, whatever screen shows it.
    public static var traits: RuleTraits { RuleTraits(aboutValues: true) }
}

extension PlaceholderMismatchRule {
    /// The texts of findings that lead with one fact rather than the list of arguments.
    enum Message {
        static func shownAsWritten(_ specifiers: [String]) -> String {
            let list = FindingText.list(specifiers.map { "`\($0)`" })
            return "\(list) \(specifiers.count == 1 ? "is" : "are") shown as written: the Compose Multiplatform resources runtime replaces only `%N$s` and `%N$d` (write `%1$d`)"
        }

        static func mistyped(_ specifier: (written: String, meant: String)) -> String {
            "`\(specifier.written)` is a mistyped `\(specifier.meant)`: Java's Formatter reads no specifier there, so users see “\(specifier.written)” as written where the number belongs"
        }

        static func sourceFormWritesNumber(_ category: String, source: String) -> String {
            "; the source's `\(category)` form \(FindingText.quote(source)) writes it too, which is right only where `\(category)` is one number"
        }

        static func sourceFormOmits(_ category: String, source: String) -> String {
            "; the source's `\(category)` form \(FindingText.quote(source)) leaves the number out too, which is right only where `\(category)` is one number"
        }
    }

    /// Numbered specifiers of the source (`%1$d`) written in a value with another character than `%`
    /// (`&1$d`, `％1$d`) or none: Java's Formatter sees plain text. Each as written, with the one meant.
    /// One pass over the value, each position compared with the tails of that length (a few lengths): linear
    /// in the value, however many specifiers the source has (a scan per specifier was quadratic in a string
    /// of thousands of `<xliff:g>%N$s</xliff:g>`). Ordered as the specifiers sort, then by position.
    static func mistypedSpecifiers(_ value: String, meant: [String]) -> [(written: String, meant: String)] {
        let characters = Array(value)
        // Tail (the specifier without its `%`) → specifier, by the tail's length.
        var tails: [Int: [String: String]] = [:]
        var firsts = Set<Character>()
        for specifier in Set(meant) where specifier.hasPrefix("%") && specifier.contains("$") {
            let tail = String(specifier.dropFirst())
            guard tail.count >= 3, tail.count <= characters.count, let first = tail.first else { continue }
            tails[tail.count, default: [:]][tail] = specifier
            firsts.insert(first)
        }
        guard !tails.isEmpty else { return [] }
        let lengths = tails.keys.sorted()
        var found: [(specifier: String, index: Int, written: String)] = []
        for index in characters.indices where firsts.contains(characters[index]) {
            for length in lengths where index + length <= characters.count {
                let tail = String(characters[index..<(index + length)])
                guard let specifier = tails[length]?[tail] else { continue }
                let before = index > 0 ? characters[index - 1] : nil
                guard before != "%", before?.isNumber != true else { continue }
                // The character in place of `%` when it is a sign, else none.
                let sign = before.map { !$0.isLetter && !$0.isWhitespace ? String($0) : "" } ?? ""
                found.append((specifier, index, sign + tail))
            }
        }
        found.sort { ($0.specifier, $0.index) < ($1.specifier, $1.index) }
        var result: [(written: String, meant: String)] = []
        var written = Set<String>()
        for match in found where written.insert(match.written).inserted { result.append((match.written, match.specifier)) }
        return result
    }
}
