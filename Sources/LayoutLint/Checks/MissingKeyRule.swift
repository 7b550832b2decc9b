/// A layout names a catalog key that no catalog has: the label would show the raw key on every device.
public struct MissingKeyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "missing-key",
        name: "Missing key",
        defaultSeverity: .error,
        summary: "A layout element names a key that no catalog defines.",
        rationale: """
        A key found in no catalog shows as the raw key (or an empty string) in every language, and none of \
        the other checks can measure the label. Usually a typo or a key renamed in the catalog but not in \
        the layout; the closest existing keys are listed. The literal texts of a debugging screen (a SwiftUI \
        view or file named `…Debug…`) are left out of the catalogs on purpose: counted in the coverage, not \
        reported. A SwiftUI key with no letters or that is a term \
        (`OK`), or a name that three locales' translations keep as written (`CarPlay`), shows the same in every \
        language and is not reported. An Android layout's `@string/…` that \
        no catalog of the app has comes from a library (the build fails on a reference nothing defines): \
        counted in the coverage, not reported.
        """,
        triggering: [
            RuleExample(
                "The layout misspells the key",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: onboarding.titel
                    textStyle: title1
                    width: 300
                    maxLines: 0
                """,
                strings: ["onboarding.title": ["en": "Welcome", "de": "Willkommen"]],
                firesIn: [""]),
            RuleExample(
                "A SwiftUI literal text that no catalog has: every locale shows it in English",
                uiFiles: ["HistoryView.swift": """
                    import SwiftUI

                    struct HistoryView: View {
                        var body: some View {
                            VStack {
                                Text("History")
                                Button("Delete All") {}
                            }
                        }
                    }
                    """],
                strings: ["History": ["en": "History", "de": "Verlauf"]],
                firesIn: [""]),
        ],
        nonTriggering: [
            RuleExample(
                "The key exists",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: onboarding.title
                    textStyle: title1
                    width: 300
                    maxLines: 0
                """,
                strings: ["onboarding.title": ["en": "Welcome", "de": "Willkommen"]]),
            RuleExample(
                "A debugging screen's literal texts: the developers' tool is left untranslated on purpose",
                uiFiles: ["HistoryDebugView.swift": """
                    import SwiftUI

                    struct HistoryDebugView: View {
                        var body: some View {
                            VStack {
                                Text("History")
                                Button("Delete All") {}
                            }
                        }
                    }
                    """],
                strings: ["History": ["en": "History", "de": "Verlauf"]]),
        ]
    )

    public func check(layout: LayoutScreen, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Every key, sorted, only once a key is missing: built per screen it made a check of many screens
        // quadratic (the scenes bench).
        var keys: [String]?
        let isDebuggingScreen = DebuggingScreen.isDebuggingScreen(layout)
        for element in layout.elements where element.kind.hasText {
            guard let key = element.key else { continue }
            // Only a declared layout's key is a pattern: an imported key (SwiftUI's `Text("Why?")`) is literal text.
            if layout.origin == .declared && Glob.hasWildcards(key) && context.catalogs.table(for: key, declared: element.table) == nil {
                guard context.catalogs.keys(matching: key, declared: element.table).isEmpty else { continue }
                let inTable = element.table.map { " in table \($0)" } ?? ""
                findings.append(Finding(rule: Self.description.id, severity: Self.description.defaultSeverity,
                                        message: "key pattern \(FindingText.quote(key)) matches no key of the catalogs\(inTable)",
                                        location: element.keyLocations["key"] ?? element.location, key: key, table: element.table,
                                        screen: layout.name, element: element.id, layoutLocation: element.location,
                                        suggestion: "fix the pattern (`*` matches any run of characters, `?` one, `[…]` a set)"))
                continue
            }
            guard context.catalogs.table(for: key, declared: element.table) == nil else { continue }
            // An Android layout's `@string/…` that no catalog of the app has is a library's (aapt2 fails the
            // build on a reference nothing defines): counted in the coverage, not reported.
            if layout.origin == .android { continue }
            // A debugging screen's literal texts, and an unlocalized debugging document's, are left out of the
            // catalogs on purpose (`DebuggingScreen`): counted in the coverage.
            if isDebuggingScreen { continue }
            if layout.origin == .swiftUI {
                // An app with no string catalog at all is not localized: SwiftUI shows every key as written, as
                // the app means it to, and nothing is missing.
                guard context.catalogs.fileCount > 0 else { continue }
                // SwiftUI shows a key no catalog has as its own text (the development language's words) in every
                // locale; Xcode adds it to the String Catalog at the next build. A key with no letters (`%lld`,
                // `@%@`, ` ⸱ `) once its format specifiers are left out has nothing to translate; nor does a term
                // that reads the same in every language (“OK”, “HDR”: `UntranslatedRule.isTerm`).
                let asValue = Entry(key: key, table: element.table ?? "Localizable", locale: context.sourceLocale, value: key,
                                    location: element.location)
                // Nor does the app's own name, or a program's (“youtube-dl”): names every locale keeps; nor a
                // one-word name at least three locales keep as written inside their own translations
                // (`UntranslatedRule.isNameKeptElsewhere`: “CarPlay”, which Bulgarian and Russian values write so),
                // nor a name of two or three capitalized words that locales of another script keep (“Apple Watch”).
                // A number and its unit (“%lldpx”) reads the same everywhere: a term once the number is left out;
                // so does the app's name beside one (“Lumen v%@”, a version line).
                guard UntranslatedRule.hasWords(asValue),
                      !UntranslatedRule.isTerm(UntranslatedRule.readableText(FormatSpecifier.replacingPrintf(in: key, with: " ")),
                                               appNames: context.appNames),
                      !NonWordText.isKeptName(key, appNames: context.appNames),
                      !UntranslatedRule.isNameKeptElsewhere(key, locales: context.locales, context: context) else { continue }
                findings.append(Finding(rule: Self.description.id, severity: .warning,
                                        message: "\(FindingText.quote(key)) is in no catalog\(element.table.map { " in table \($0)" } ?? ""): \(Self.shownUntranslated)",
                                        location: element.location, key: key, table: element.table, screen: layout.name,
                                        element: element.id, layoutLocation: element.location,
                                        suggestion: "add it to the catalog (Xcode extracts it into a String Catalog when it builds the app), then translate it"))
                continue
            }
            let location = element.keyLocations["key"] ?? element.location
            let inTable = element.table.map { " in table \($0)" } ?? ""
            if keys == nil { keys = context.catalogs.allKeys }
            let nearest = Self.nearest(key, among: keys ?? [])
            let message = "key \(FindingText.quote(key)) is in no catalog\(inTable)"
                + (nearest.isEmpty ? "" : "; closest: \(nearest.map(FindingText.quote).joined(separator: ", "))")
            let suggestion = element.table != nil && context.catalogs.table(for: key, declared: nil) != nil
                ? "the key is in table \(context.catalogs.table(for: key, declared: nil)!): fix `table:`"
                : nearest.first.map { "did you mean \(FindingText.quote($0))?" } ?? "add the key to the catalog"
            findings.append(Finding(rule: Self.description.id, severity: Self.description.defaultSeverity, message: message,
                                    location: location, key: key, table: element.table, screen: layout.name,
                                    element: element.id, layoutLocation: element.location, suggestion: suggestion))
        }
        return findings
    }

    /// What a key no catalog has does on device (the end of its finding's message): SwiftUI shows a literal key
    /// as written, `NSLocalizedString` its `value:` or its key (Apple, `NSLocalizedString`: "the value of the
    /// string if it's found, or key if it's not"): the development language's words either way.
    static let shownUntranslated = "the app shows it untranslated in every locale"

    /// The file and table of a SwiftUI literal key no catalog has (one key's finding, `shownUntranslated`):
    /// the literal keys of one source file are one finding for the file (`fileGroup`) — whoever adds them to
    /// the String Catalog works through the file. nil for any other finding.
    static func fileIdentity(_ f: Finding) -> String? {
        guard f.rule == description.id, f.key != nil, f.keys == nil, f.perKey == nil, f.perLocale == nil, f.locale == nil,
              f.message.hasSuffix(": " + shownUntranslated) else { return nil }
        return [f.severity.rawValue, f.location.file, f.table ?? "\u{1D}"].joined(separator: "\u{1E}")
    }

    /// A file's literal keys in no catalog, as one finding: at the first of them, listing them (`keys`, and
    /// each key's own finding in `perKey`).
    static func fileGroup(_ group: Finding) -> Finding {
        guard let details = group.perKey, details.count > 1 else { return group }
        let sorted = details.sorted { ($0.location, $0.key) < ($1.location, $1.key) }
        var result = sorted[0].applied(to: group)
        result.perKey = sorted
        result.key = nil
        result.keys = sorted.map(\.key)
        result.element = nil
        result.layoutLocation = nil
        var seen = Set<String>()
        result.screens = sorted.flatMap(\.screens).filter { seen.insert($0).inserted }.sorted()
        result.screen = result.screens.first
        let shown = sorted.prefix(5).map { FindingText.quote($0.key) }.joined(separator: ", ") + (sorted.count > 5 ? " and \(sorted.count - 5) more" : "")
        let inTable = group.table.map { " in table \($0)" } ?? ""
        result.message = "\(sorted.count) texts of this file are in no catalog\(inTable): \(shown); the app shows them untranslated in every locale"
        result.suggestion = "add them to the catalog (Xcode extracts them into a String Catalog when it builds the app), then translate them"
        return result
    }

    /// Up to three keys closest by edit distance (close enough to be a likely slip).

    static func nearest(_ key: String, among keys: [String]) -> [String] {
        let lowered = key.lowercased()
        let length = lowered.count
        let limit = max(3, key.count / 3)
        // The distance is at least the difference in length: most keys are ruled out without the n·m table.
        return keys.compactMap { candidate -> (String, Int)? in
            let other = candidate.lowercased()
            guard abs(other.count - length) <= limit else { return nil }
            return (candidate, editDistance(lowered, other))
        }
            .filter { $0.1 <= limit }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(3).map(\.0)
    }
}

extension MissingKeyRule {
    /// A source file's literal keys in no catalog are one finding for the file.
    public static var grouping: FindingGrouping { FindingGrouping(fileIdentity: fileIdentity, fileGroup: fileGroup) }
}
