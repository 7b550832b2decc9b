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
        summary: "The translation's format specifiers differ from the source's in count, type or argument position.",
        rationale: """
        The app passes the arguments the source string asks for. A translation that reads argument 1 as an \
        integer (`%d`) where the source passes an object (`%@`) prints a pointer as a number or crashes in \
        String(format:); one that reads an argument the source does not pass (`%3$@` with two arguments) \
        reads garbage. Specifiers are compared by argument position (an unnumbered one takes the next \
        position), so reordering with `%2$@ … %1$@` is fine, and a plural variant may leave out its number \
        ("one minute"). A missing argument is a warning, a wrong type or an extra argument an error.
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
        ]
    )

    /// One argument a value reads: its 1-based position, normalised type and how it is written.
    struct Argument {
        var position: Int
        var type: String
        var text: String
        var numbered: Bool

        /// The specifier without `%` and its position: `lld`, `@`, `.2f`.
        var body: Substring {
            let rest = text.dropFirst()
            guard numbered, let dollar = rest.firstIndex(of: "$") else { return rest }
            return rest[rest.index(after: dollar)...]
        }
    }

    /// The printf arguments of a value by position (unnumbered specifiers take positions 1, 2, … in order)
    /// and its `%#@name@` variables. `%arg` (a substitution's own argument in `.xcstrings`) is left out.
    static func arguments(of entry: Entry) -> (arguments: [Int: Argument], variables: Set<String>) {
        var result: [Int: Argument] = [:]
        var variables = Set<String>()
        var next = 1
        let scalars = Array(entry.value.unicodeScalars)
        for specifier in entry.placeholders {
            switch specifier.kind {
            case .variable:
                if let name = specifier.name { variables.insert(name) }
            case .token:
                continue
            case .printf:
                let end = specifier.offset + specifier.text.unicodeScalars.count
                if specifier.text == "%a", end + 2 <= scalars.count, scalars[end] == "r", scalars[end + 1] == "g" { continue }
                let position: Int
                if let explicit = specifier.position { position = explicit } else { position = next; next += 1 }
                if result[position] == nil {
                    result[position] = Argument(position: position, type: specifier.argumentType, text: specifier.text,
                                                numbered: specifier.position != nil)
                }
            }
        }
        return (result, variables)
    }

    /// Where each wrong specifier stands in the file, when that is certain: in a `.xcstrings` value (located
    /// at its opening quote) with nothing before the specifier that JSON writes escaped, so the file's
    /// columns are the value's. nil otherwise (the suggestion still says what to write).
    static func fileEdits(_ replacements: [(argument: Argument, with: String)], entry: Entry) -> [TextReplacement]? {
        guard entry.location.file.hasSuffix(".xcstrings") else { return nil }
        let scalars = Array(entry.value.unicodeScalars)
        var edits: [TextReplacement] = []
        for (argument, replacement) in replacements {
            let occurrences = entry.placeholders.filter { $0.text == argument.text && $0.kind == .printf }
            guard occurrences.count == 1, let specifier = occurrences.first, specifier.offset <= scalars.count else { return nil }
            let before = scalars[..<specifier.offset]
            guard !before.contains(where: { $0 == "\\" || $0 == "\"" || $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return nil }
            edits.append(TextReplacement(location: SourceLocation(file: entry.location.file, line: entry.location.line,
                                                                  column: entry.location.column + 1 + specifier.offset),
                                         deleted: argument.text, inserted: replacement))
        }
        return edits.isEmpty ? nil : edits
    }

    static func describe(_ type: String) -> String {
        switch type {
        case "object": "an object"
        case "int": "an integer"
        case "double": "a floating-point number"
        case "string": "a C string"
        case "pointer": "a pointer"
        default: "a \(type)"
        }
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard !label.isFallback, label.locale != context.sourceLocale, let source = label.sourceEntry else { return [] }
        let entry = label.entry
        let mine = Self.arguments(of: entry)
        let theirs = Self.arguments(of: source)
        let isPlural = LabelText.pluralCategory(of: entry.variant) != nil
        var errors: [String] = []
        var warnings: [String] = []
        var fixed = entry.value
        var replacements: [(argument: Argument, with: String)] = []
        var onlyTypes = true
        for position in mine.arguments.keys.sorted() {
            let argument = mine.arguments[position]!
            guard let expected = theirs.arguments[position] else {
                errors.append("`\(argument.text)` reads argument \(position), which the source does not pass (it has \(theirs.arguments.count)): garbage or a crash")
                onlyTypes = false
                continue
            }
            if expected.type != argument.type {
                errors.append("`\(argument.text)` reads argument \(position) as \(Self.describe(argument.type)) where the source passes \(Self.describe(expected.type)) (`\(expected.text)`)"
                              + (expected.type == "object" || argument.type == "object" ? ": String(format:) misreads the pointer, or crashes" : ": a wrong value is shown"))
                let replacement = "%" + (argument.numbered ? "\(position)$" : "") + expected.body
                fixed = fixed.replacingOccurrences(of: argument.text, with: replacement)
                replacements.append((argument, replacement))
            }
        }
        for position in theirs.arguments.keys.sorted() where mine.arguments[position] == nil {
            let expected = theirs.arguments[position]!
            if isPlural && expected.type == "int" { continue }
            warnings.append("argument \(position) (`\(expected.text)`) of the source is not shown")
        }
        for name in mine.variables.subtracting(theirs.variables).sorted() {
            errors.append("`%#@\(name)@` is a variable the source does not have")
        }
        for name in theirs.variables.subtracting(mine.variables).sorted() {
            errors.append("the source's `%#@\(name)@` is missing")
        }
        guard !errors.isEmpty || !warnings.isEmpty else { return [] }
        let message = "\(label.locale) \(FindingText.quote(entry.value)) does not take the arguments of the source \(FindingText.quote(source.value)): "
            + (errors + warnings).joined(separator: "; ")
        let suggestion = fixed != entry.value
            ? "write \(FindingText.quote(fixed)), with the specifiers of the source"
            : "use the source's specifiers (\(theirs.arguments.keys.sorted().map { theirs.arguments[$0]!.text }.joined(separator: ", "))), numbered (%1$@, %2$@) when the order changes"
        var finding = Finding.about(label, rule: Self.description, severity: errors.isEmpty ? .warning : .error,
                                    sizeCategory: nil, message: message, suggestion: suggestion,
                                    measurements: ["sourceArguments": Double(theirs.arguments.count),
                                                   "arguments": Double(mine.arguments.count)])
        finding.text = nil
        let variablesMatch = mine.variables == theirs.variables
        if onlyTypes && variablesMatch && warnings.isEmpty && !replacements.isEmpty {
            finding.fixes = Self.fileEdits(replacements, entry: entry)
        }
        return [finding]
    }
}
