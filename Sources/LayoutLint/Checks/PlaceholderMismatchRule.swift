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
    static func signature(of format: Entry, siblings: [Entry]) -> Signature {
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
                if let number = substitution.argNum { position = number } else { position = next; next += 1 }
                let isFirst = signature.variablePositions[name] == nil
                signature.variablePositions[name] = position
                signature.variableFormats[position] = substitution.formatSpecifier ?? "d"
                signature.read(variableArgument(substitution, position: position, text: specifier.text), shown: false, byFormat: true)
                // A variable named again reads the same values.
                guard isFirst else { continue }
                for value in values {
                    for argument in substitutionArguments(of: value, position: position) {
                        signature.read(argument, shown: true, byFormat: false)
                    }
                }
            case .printf:
                guard !isArg(specifier, at: formatArgs) else { continue }
                let position: Int
                if let explicit = specifier.position { position = explicit } else { position = next; next += 1 }
                signature.read(Argument(position: position, type: specifier.argumentType, text: specifier.text,
                                        numbered: specifier.position != nil), shown: true, byFormat: true)
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
    static func substitutionArguments(of value: Entry, position: Int) -> [Argument] {
        var arguments: [Argument] = []
        let args = argOffsets(of: value)
        for specifier in value.placeholders where specifier.kind == .printf {
            if isArg(specifier, at: args) {
                if let substitution = value.substitution {
                    var argument = variableArgument(substitution, position: position, text: "%arg")
                    argument.numbered = false
                    arguments.append(argument)
                }
            } else {
                arguments.append(Argument(position: specifier.position ?? position, type: specifier.argumentType,
                                          text: specifier.text, numbered: specifier.position != nil))
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
        guard !label.isFallback, label.locale != context.sourceLocale, let sourceEntry = label.sourceEntry else { return [] }
        let entry = label.entry
        // Nothing to compare when neither value nor key has a specifier (most UI strings).
        if entry.substitution == nil && entry.placeholders.isEmpty && sourceEntry.placeholders.isEmpty
            && !entry.key.utf8.contains(0x25) { return [] }
        let siblings = label.siblings
        let sourceSiblings = label.sourceSiblings
        // What this label's value reads, and whether the string as a whole (dropped arguments, variables
        // without a substitution) is judged here.
        var reads: [Argument]
        var whole: Signature?
        var source = sourceEntry
        var substitutionOf: (name: String, format: Entry?)?
        // Without its format (none in the catalog, or too many substitutions to compose), a substitution
        // value is compared with the source's value of the same variant, each as it stands.
        var alone: Signature?
        if let formatVariant = Self.formatVariant(of: entry), let name = entry.substitution?.name {
            // A substitution value prints its own argument; the string as a whole is judged once, on the
            // first value of its first substitution.
            source = sourceSiblings.first { $0.variant == formatVariant && $0.substitution == nil } ?? sourceEntry
            let format = siblings.first { $0.variant == formatVariant && $0.substitution == nil }
            let signature = format.map { Self.signature(of: $0, siblings: siblings) } ?? Signature()
            let position = signature.variablePositions[name] ?? entry.substitution?.argNum ?? 1
            reads = Self.substitutionArguments(of: entry, position: position)
            let first = siblings.filter { Self.formatVariant(of: $0) == formatVariant }.compactMap(\.variant).min()
            if let format, entry.variant == first {
                reads = signature.formatReads + reads
                whole = signature
            }
            substitutionOf = (name, format)
            if format == nil {
                source = sourceEntry
                var signature = Signature()
                for argument in Self.substitutionArguments(of: sourceEntry, position: position) {
                    signature.read(argument, shown: true, byFormat: false)
                }
                alone = signature
            }
        } else {
            let signature = Self.signature(of: entry, siblings: siblings)
            reads = signature.formatReads + signature.valueReads
            whole = signature
        }
        var theirs = alone ?? Self.signature(of: source, siblings: sourceSiblings)
        // A key written as the code's format (`.xcstrings` keys extracted from `Text("\(count) posts")` are
        // "%lld posts") names the arguments the app passes, even where the source value prints fewer.
        for argument in Self.signature(of: Self.keyFormat(of: entry), siblings: []).formatReads
        where theirs.arguments[argument.position] == nil {
            theirs.arguments[argument.position] = argument
        }
        // A plural form may leave out its number ("one minute"): judged per form, not for the whole string.
        let isPlural = LabelText.pluralCategory(of: entry.variant) != nil && entry.substitution == nil
        var errors: [String] = []
        var warnings: [String] = []
        var fixed = entry.value
        var replacements: [(argument: Argument, with: String)] = []
        var onlyTypes = true
        var seen = Set<String>()
        let printed = Set(entry.placeholders.filter { $0.kind == .printf }.map(\.text))
        for argument in reads.sorted(by: { ($0.position, $0.text) < ($1.position, $1.text) })
        where seen.insert("\(argument.position) \(argument.type) \(argument.text)").inserted {
            let position = argument.position
            guard let expected = theirs.arguments[position] else {
                errors.append("`\(argument.text)` reads argument \(position), which the source does not pass (it has \(theirs.arguments.count)): garbage or a crash")
                onlyTypes = false
                continue
            }
            if !(theirs.types[position] ?? [expected.type]).contains(argument.type) {
                errors.append("`\(argument.text)` reads argument \(position) as \(Self.describe(argument.type)) where the source passes \(Self.describe(expected.type)) (`\(expected.text)`)"
                              + (expected.type == "object" || argument.type == "object" ? ": String(format:) misreads the pointer, or crashes" : ": a wrong value is shown"))
                guard printed.contains(argument.text) else {
                    onlyTypes = false
                    continue
                }
                // The source's own argument of a substitution is written in the substitution's format.
                let isVariable = expected.text == "%arg" || expected.text.hasPrefix("%#@")
                let body = isVariable ? Substring(theirs.variableFormat(at: position) ?? "d") : expected.body
                let replacement = "%" + (argument.numbered ? "\(position)$" : "") + body
                fixed = fixed.replacingOccurrences(of: argument.text, with: replacement)
                replacements.append((argument, replacement))
            }
        }
        if let whole {
            for position in theirs.shown.sorted() where !whole.shown.contains(position) {
                let expected = theirs.arguments[position]!
                if isPlural && expected.type == "int" { continue }
                warnings.append("argument \(position) (`\(expected.text)`) of the source is not shown")
            }
            for name in whole.unknownVariables {
                errors.append("`%#@\(name)@` names no substitution in \(entry.locale): the variable is printed as is")
                onlyTypes = false
            }
        }
        guard !errors.isEmpty || !warnings.isEmpty else { return [] }
        var subject = FindingText.quote(entry.value)
        if let (name, format) = substitutionOf {
            subject += " (`\(name)` of " + (format.map { FindingText.quote($0.value) } ?? "a string with no format") + ")"
        }
        let message = "\(label.locale) \(subject) does not take the arguments of the source \(FindingText.quote(source.value)): "
            + (errors + warnings).joined(separator: "; ")
        let sourceSpecifiers = theirs.arguments.keys.sorted().map { theirs.arguments[$0]!.text }
        let suggestion = fixed != entry.value
            ? "write \(FindingText.quote(fixed)), with the specifiers of the source"
            : "use the source's specifiers (\(sourceSpecifiers.joined(separator: ", "))), numbered (%1$@, %2$@) when the order changes"
        var finding = Finding.about(label, rule: Self.description, severity: errors.isEmpty ? .warning : .error,
                                    sizeCategory: nil, message: message, suggestion: suggestion,
                                    measurements: ["sourceArguments": Double(theirs.arguments.count),
                                                   "arguments": Double(Set(reads.map(\.position)).count)])
        finding.text = nil
        if onlyTypes && warnings.isEmpty && !replacements.isEmpty {
            finding.fixes = Self.fileEdits(replacements, entry: entry)
        }
        return [finding]
    }
}
