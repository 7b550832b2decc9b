/// Findings switched off in the users' own files, where the string or the view is, as SwiftLint's
/// `// swiftlint:disable` and Android Lint's `tools:ignore` switch theirs off:
///
/// - a catalog entry's comment holding `layoutlint:disable RULE[, RULE…] [-- why]` (`all` for every rule): the
///   `.xcstrings` comment, the `/* … */` or `//` comment before a `.strings` entry, an XLIFF `<note>`, the XML
///   comment before an Android `<string>`/`<plurals>`/`<string-array>` or before a `.stringsdict` key. A marker
///   in the source language's entry (or a per-key comment, as in `.xcstrings`) holds for every locale of the
///   key; one in a translation's entry, for that locale only;
/// - an element's `ignore:` list (YAML layouts), which the Android importer fills from `tools:ignore` on the
///   view and on the view groups around it (Android Lint ids there are left alone).
///
/// An unknown rule in a marker is an `invalid-input` warning at the entry: a typo must not silently leave the
/// finding switched on.
public struct InlineSuppressions: Sendable {
    public static let marker = "layoutlint:disable"

    /// (table, key) → locale (nil: every locale) → rules.
    private var catalog: [String: [String: [String?: Set<String>]]] = [:]
    /// An element's position → the rules its `ignore:` switches off.
    private var elements: [SourceLocation: Set<String>] = [:]
    /// Markers naming rules that do not exist.
    public private(set) var problems: [Finding] = []

    /// Every id a marker may name.
    public static var ruleIDs: [String] {
        (RuleRegistry.descriptions.map(\.id) + [RuleID.invalidInput, RuleID.duplicateKey]).sorted()
    }

    /// The rules a comment's markers name (`all` expands to every rule) and the names that are no rule; nil
    /// when the comment has no marker.
    public static func rules(inComment comment: String) -> (rules: Set<String>, unknown: [String])? {
        guard comment.contains(marker) else { return nil }
        let known = Set(ruleIDs)
        var rules = Set<String>()
        var unknown: [String] = []
        var rest = Substring(comment)
        while let range = rest.range(of: marker) {
            rest = rest[range.upperBound...]
            // The names run to the end of the line, or to ` -- ` and the reason (as ESLint writes it):
            // ids separated by commas or spaces.
            var line = rest.prefix { $0 != "\n" && $0 != "\r" }
            if let reason = line.range(of: "--") { line = line[..<reason.lowerBound] }
            let names = line.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
                .map { $0.hasSuffix("*/") ? String($0.dropLast(2)) : $0 }.filter { !$0.isEmpty }
            if names.isEmpty { unknown.append("") }
            for name in names {
                if name == "all" { rules.formUnion(known) }
                else if known.contains(name) { rules.insert(name) }
                else { unknown.append(name) }
            }
        }
        return (rules, unknown)
    }

    public init() {}

    /// The markers of every entry of `catalogs` and the `ignore:` lists of `screens`' elements.
    public init(catalogs: [CatalogFile], screens: [LayoutScreen], sourceLocale: String) {
        var reported = Set<String>()
        for file in catalogs {
            for entry in file.entries {
                guard let comment = entry.comment, let (rules, unknown) = Self.rules(inComment: comment) else { continue }
                let locale = LocaleTag.canonical(entry.locale)
                let everyLocale = entry.locale == LocaleTag.base || locale == sourceLocale || file.format == .xcstrings
                if !rules.isEmpty {
                    catalog[entry.key, default: [:]][entry.table, default: [:]][everyLocale ? nil : locale, default: []].formUnion(rules)
                }
                for name in unknown where reported.insert("\(entry.location.file)\u{1F}\(entry.table)\u{1F}\(entry.key)\u{1F}\(name)").inserted {
                    problems.append(Self.unknownRule(name, entry: entry))
                }
            }
        }
        for screen in screens {
            for element in screen.elements where !element.ignoredRules.isEmpty {
                elements[element.location, default: []].formUnion(element.ignoredRules.contains("all") ? Set(Self.ruleIDs) : Set(element.ignoredRules))
            }
        }
    }

    public var isEmpty: Bool { catalog.isEmpty && elements.isEmpty }

    /// Whether a marker or an element's `ignore:` switches `finding` off.
    public func suppresses(_ finding: Finding) -> Bool {
        if let at = finding.layoutLocation, elements[at]?.contains(finding.rule) == true { return true }
        guard let key = finding.key, let tables = catalog[key] else { return false }
        for (table, locales) in tables where finding.table == nil || finding.table == table {
            if locales[nil]?.contains(finding.rule) == true { return true }
            if let locale = finding.locale, locales[locale]?.contains(finding.rule) == true { return true }
        }
        return false
    }

    static func unknownRule(_ name: String, entry: Entry) -> Finding {
        let message: String
        if name.isEmpty {
            message = "`\(marker)` in the comment of “\(entry.key)” names no rule, so it switches nothing off"
        } else {
            message = "`\(marker) \(name)` in the comment of “\(entry.key)”: there is no rule '\(name)'"
                + (closest(name, among: ruleIDs).map { "; did you mean '\($0)'?" } ?? "")
        }
        return Finding(rule: RuleID.invalidInput, severity: .warning, message: message, location: entry.location,
                       locale: entry.locale == LocaleTag.base ? nil : entry.locale, key: entry.key, table: entry.table,
                       suggestion: "name the rules to switch off, e.g. `\(marker) truncation, vertical-clipping` (`layoutlint rules` lists them), or `all`")
    }
}
