import Foundation
@testable import LayoutLint
import Typesetter
import XCTest

/// "The same problem once" (issue 20): findings that differ only in their locale (or, for a declaration
/// included in several screens, their screen) are one finding listing them; members rebuild each finding
/// exactly; baselines and shard merging work member by member.
final class FindingGroupsTests: XCTestCase {
    /// A run's own lists of missing values (one per locale × table, keys in order) are left whole by
    /// `group` rather than taken apart key by key and merged back (the catalog-only check's speed): the
    /// result is the one taking them apart gives. Lists that are not a run's own — two of the same locale
    /// and table (shards), keys out of order — are still taken apart.
    func testARunsOwnKeyListsAreGroupedWhole() {
        let location = SourceLocation(file: "en.lproj/Localizable.strings", line: 3, column: 1)
        func gap(_ locale: String, _ keys: [String], table: String = "Localizable") -> Finding {
            UntranslatedRule.gapFinding(.missing, locale: locale, table: table, keys: keys, texts: keys.map { "Text of \($0)" },
                                        total: 9, location: location)
        }
        let run = [gap("de", ["a", "b", "c"]), gap("fr", ["a", "b", "c"]), gap("th", ["a", "d"]), gap("it", ["b"]),
                   gap("de", ["x", "y"], table: "Main")]
        XCTAssertEqual(FindingGroups.wholeKeyLists(run), [0, 1, 2, 4])
        XCTAssertEqual(FindingGroups.group(run), FindingGroups.group(FindingGroups.expand(run)))
        XCTAssertEqual(FindingGroups.group(run).map(\.locales), [["de", "fr"], ["th"], ["it"], ["de"]])
        let shards = [gap("de", ["a", "c"]), gap("de", ["b", "d"]), gap("fr", ["d", "a"])]
        XCTAssertEqual(FindingGroups.wholeKeyLists(shards), [])
        XCTAssertEqual(FindingGroups.group(shards), FindingGroups.group(FindingGroups.expand(shards)))
        XCTAssertEqual(FindingGroups.group(shards).map { $0.keys ?? [] }, [["a", "b", "c", "d"], ["a", "d"]])
    }

    /// The finding `UntranslatedRule` makes for a label that falls back to the source, in `locale`.
    static func fallback(_ locale: String, key: String = "settings.title", screen: String = "Settings",
                         line: Int = 12) -> Finding {
        Finding(rule: "untranslated", severity: .warning,
                message: "no \(locale) translation of “\(key)”: \(locale) users see the en text “Settings”",
                location: SourceLocation(file: "en.lproj/Localizable.strings", line: line, column: 14),
                locale: locale, key: key, table: "Localizable", screen: screen, element: "title",
                layoutLocation: SourceLocation(file: "layouts/settings.yaml", line: 5, column: 5),
                suggestion: "add a \(locale) value for “\(key)” to en.lproj/Localizable.strings")
    }

    func testTheSameFallbackInThreeLocalesIsOneFinding() throws {
        let findings = ["th", "de", "zh-Hans"].map { Self.fallback($0) }
        let grouped = FindingGroups.group(findings)
        XCTAssertEqual(grouped.count, 1)
        let group = try XCTUnwrap(grouped.first)
        XCTAssertEqual(group.locales, ["de", "th", "zh-Hans"])
        XCTAssertEqual(group.locale, "de", "the first locale in order stands for the group")
        XCTAssertEqual(group.message, Self.fallback("de").message)
        XCTAssertEqual(group.suggestion, Self.fallback("de").suggestion)
        // Each member is the finding it came from, exactly.
        XCTAssertEqual(Set(group.members), Set(findings))
        XCTAssertTrue(group.clangStyle.contains("(also in locales `th`, `zh-Hans`) [untranslated]"), group.clangStyle)
    }

    func testDifferentProblemsStayApart() {
        var other = Self.fallback("fr")
        other.message = "no fr translation of “settings.title”: fr users see the en text “Preferences”"
        let findings = [Self.fallback("de"), Self.fallback("de", key: "settings.other", line: 13),
                        Finding(rule: "invalid-input", severity: .error, message: "malformed XML",
                                location: SourceLocation(file: "a.xml", line: 1, column: 1))]
        XCTAssertEqual(FindingGroups.group(findings), findings)
        // The same element and key in another locale that says something else is the same element's problem:
        // one finding listing both locales, each locale's finding kept whole in `perLocale`.
        let grouped = FindingGroups.group([Self.fallback("de"), other] + findings.dropFirst())
        XCTAssertEqual(grouped.count, 3)
        XCTAssertEqual(grouped[0].locales, ["de", "fr"])
        XCTAssertEqual(grouped[0].perLocale?.map(\.message), [Self.fallback("de").message, other.message])
        XCTAssertEqual(grouped[0].members, [Self.fallback("de"), other])
        XCTAssertTrue(grouped[0].message.hasSuffix("also in 1 more locale, each with its own text and numbers: `fr`"), grouped[0].message)
        XCTAssertEqual(Array(grouped.dropFirst()), Array(findings.dropFirst()))
        XCTAssertEqual(FindingGroups.group(grouped), grouped, "idempotent")
    }

    /// One element's finding per locale, with each locale's own text and numbers (iina's header that needs
    /// two lines in 26 locales): one finding; JSON keeps every locale's numbers (`perLocale`); a baseline
    /// written per locale knows it member by member, and knows no new locale.
    func testOneElementsProblemInManyLocalesIsOneFinding() throws {
        func truncation(_ locale: String, width: Double) -> Finding {
            Finding(rule: "truncation", severity: width > 320 ? .error : .note,
                    message: "“text in \(locale)” needs \(width)pt, has 299pt", location: SourceLocation(file: "\(locale).lproj/Prefs.strings", line: 29, column: 22),
                    locale: locale, key: "YqE.title", table: "Prefs", screen: "Prefs", element: "YLm",
                    layoutLocation: SourceLocation(file: "Base.lproj/Prefs.xib", line: 373, column: 17),
                    suggestion: "shorten the \(locale) text", measurements: ["neededWidth": width, "availableWidth": 299])
        }
        let perLocale = [truncation("ca", width: 341.84), truncation("af", width: 305.32), truncation("cs", width: 343.07)]
        let grouped = FindingGroups.group(perLocale)
        XCTAssertEqual(grouped.count, 1)
        let group = try XCTUnwrap(grouped.first)
        XCTAssertEqual(group.locales, ["af", "ca", "cs"])
        XCTAssertEqual(group.severity, .error, "the most severe of its locales")
        XCTAssertEqual(group.perLocale?.map { $0.measurements?["neededWidth"] }, [305.32, 341.84, 343.07])
        XCTAssertEqual(Set(group.members), Set(perLocale))
        // The locale told is the one that overflows most among those whose own finding has the group's
        // severity: `af` is a note (within the stand-in's band), so the error group is told by `cs` (343.07pt),
        // not by the note, nor by `ca` (341.84pt), first in order.
        XCTAssertEqual(group.locale, "cs")
        XCTAssertEqual(group.location.file, "cs.lproj/Prefs.strings")
        XCTAssertTrue(group.clangStyle.contains("in cs: “text in cs” needs 343.07pt"), group.clangStyle)
        XCTAssertTrue(group.clangStyle.contains("also in 2 more locales, each with its own text and numbers: `af`, `ca` [truncation]"), group.clangStyle)
        // JSON round trip keeps every locale's numbers.
        let json = try JSONReporter().render(LintReport(findings: grouped, labelsChecked: 3, measurements: 3))
        XCTAssertTrue(json.contains("\"perLocale\""), json)
        XCTAssertEqual(try JSONReporter.decode(Data(json.utf8)).findings, grouped)
        // JUnit fails each locale's test case with that locale's own finding.
        let junit = try JUnitReporter().render(LintReport(findings: grouped, labelsChecked: 3, measurements: 3))
        for locale in ["af", "ca", "cs"] {
            XCTAssertTrue(junit.contains("“text in \(locale)” needs"), junit)
        }
        // Baselines match member by member.
        let baseline = Baseline(findings: Array(perLocale.prefix(2)))
        let (new, status) = baseline.compare(FindingGroups.group(perLocale + [truncation("de", width: 400)]), file: "b.json", complete: true)
        XCTAssertEqual(status.known, 2)
        XCTAssertEqual(FindingGroups.expand(new).compactMap(\.locale).sorted(), ["cs", "de"], "only the locales the baseline does not know")
        XCTAssertEqual(new.count, 1, "still one finding for the element")
    }

    /// A tag is replaced only as a whole tag: "de" inside "de-AT" or a word is text, so two findings that
    /// differ there are two problems.
    func testMaskingTakesWholeTagsOnly() {
        XCTAssertEqual(FindingGroups.masked("no de translation; de-AT falls back (decoded)", locale: "de"),
                       "no \(FindingGroups.localeMark) translation; de-AT falls back (decoded)")
        var a = Self.fallback("de")
        a.message = "the de-AT value differs"
        var b = Self.fallback("fr")
        b.message = "the fr-AT value differs"
        // Two problems of one element: one finding, each locale's message kept apart.
        XCTAssertEqual(FindingGroups.group([a, b]).first?.perLocale?.map(\.message), [a.message, b.message])
    }

    func testIncludedDeclarationOnTwoScreensIsOneFinding() throws {
        let findings = ["Player", "Mini"].flatMap { screen in ["de", "fr"].map { Self.fallback($0, screen: screen) } }
        let grouped = FindingGroups.group(findings)
        XCTAssertEqual(grouped.count, 1)
        let group = try XCTUnwrap(grouped.first)
        XCTAssertEqual(group.screens, ["Mini", "Player"])
        XCTAssertEqual(group.locales, ["de", "fr"])
        XCTAssertEqual(Set(group.members), Set(findings))
        XCTAssertTrue(group.clangStyle.contains("(also on Player)"), group.clangStyle)
    }

    /// Grouping twice, or grouping groups made in two shards, is grouping once.
    func testGroupingIsIdempotentAndMergesShards() {
        let all = ["ar", "de", "fr", "ja", "th"].map { Self.fallback($0) } + [Self.fallback("de", key: "b", line: 20)]
        let once = FindingGroups.group(all)
        XCTAssertEqual(FindingGroups.group(once), once)
        let shards = FindingGroups.group(Array(all.prefix(2))) + FindingGroups.group(Array(all.dropFirst(2)))
        XCTAssertEqual(Set(FindingGroups.group(shards)), Set(once))
        XCTAssertEqual(FindingGroups.expand(once).count, all.count)
    }

    /// A baseline written before grouping (one entry per locale) knows a group whose locales it has; one it
    /// lacks a locale of reports that locale only. A baseline written from groups holds one entry per member.
    func testBaselinesMatchMemberByMember() throws {
        let perLocale = ["de", "fr", "th"].map { Self.fallback($0) }
        let oldBaseline = Baseline(findings: perLocale)
        let grouped = FindingGroups.group(perLocale + [Self.fallback("ja")])
        XCTAssertEqual(grouped.count, 1)

        let (new, status) = oldBaseline.compare(grouped, file: "baseline.json", complete: true)
        XCTAssertEqual(status.known, 3)
        XCTAssertEqual(new, [Self.fallback("ja")], "only the locale the baseline does not know is new")
        XCTAssertEqual(status.gone, [])

        let written = Baseline(findings: grouped)
        XCTAssertEqual(written.findings.map(\.fingerprint.locale), ["de", "fr", "ja", "th"])
        let (none, again) = written.compare(grouped, file: "baseline.json", complete: true)
        XCTAssertEqual(none, [])
        XCTAssertEqual(again.known, 4)
        // A locale fixed since: its entry is gone, the others still known.
        let (nothing, fixed) = written.compare(FindingGroups.group(perLocale), file: "baseline.json", complete: true)
        XCTAssertEqual(nothing, [])
        XCTAssertEqual(fixed.gone?.map(\.fingerprint.locale), ["ja"])
    }

    /// A group's own identity (SARIF, GitLab) names all its locales; a finding of one locale keeps the
    /// fingerprint it had before groups existed.
    func testFingerprints() throws {
        let single = Self.fallback("de")
        XCTAssertEqual(single.fingerprint.locale, "de")
        let group = try XCTUnwrap(FindingGroups.group(["de", "fr"].map { Self.fallback($0) }).first)
        XCTAssertEqual(group.fingerprint.locale, "de,fr")
        XCTAssertNotEqual(group.fingerprint.hash, single.fingerprint.hash)
    }

    /// JSON carries `locales` and `screens`, and a report written before they existed reads with the one
    /// locale and screen it names.
    func testJSONRoundTripAndOlderReports() throws {
        let group = FindingGroups.group(["de", "fr"].map { Self.fallback($0) })
        let report = LintReport(findings: group, labelsChecked: 2, measurements: 4)
        let json = try JSONReporter().render(report)
        XCTAssertTrue(json.contains("\"locales\": [\n        \"de\",\n        \"fr\"\n      ]"), json)
        XCTAssertEqual(try JSONReporter.decode(Data(json.utf8)).findings, group)

        let old = json.replacingOccurrences(of: "\"locales\": [\n        \"de\",\n        \"fr\"\n      ],\n", with: "")
            .replacingOccurrences(of: "\"screens\": [\n        \"Settings\"\n      ],\n", with: "")
        XCTAssertFalse(old.contains("\"locales\""))
        let decoded = try XCTUnwrap(JSONReporter.decode(Data(old.utf8)).findings.first)
        XCTAssertEqual(decoded.locales, ["de"])
        XCTAssertEqual(decoded.screens, ["Settings"])
    }

    /// A rule's texts name the locale through `FindingText.localeSlot`, and prose can hold the words that are
    /// the tags `it` and `no`. A run groups on what the rule wrote; a report carries it (`messageTemplate`,
    /// `suggestionTemplate`), so shards merged from disk group the same way and a group read back is taken
    /// apart into its members exactly. Without the templates (a report of an older version), the prose is
    /// masked: “no” and “it” in it are taken for the tag, and the Norwegian member would read “it
    /// translation” where its rule wrote “no translation”.
    func testAReportReadBackGroupsOnWhatTheRuleWrote() throws {
        func finding(_ locale: String) -> Finding {
            var f = Finding(rule: "untranslated", severity: .warning,
                            message: "no \(FindingText.localeSlot) translation of “title”: the value is missing, so it shows the en text",
                            location: SourceLocation(file: "values/strings.xml", line: 3, column: 5),
                            locale: locale, key: "title", table: "strings",
                            suggestion: "add a \(FindingText.localeSlot) value; do it before release")
            f.locales = [locale]
            return f
        }
        let findings = ["it", "no"].map(finding)
        let live = FindingGroups.group(findings)
        XCTAssertEqual(live.map(\.locales), [["it", "no"]])
        XCTAssertEqual(live[0].members.map(\.message), findings.map(\.message))

        // Each locale in a shard of its own, written, read back and merged.
        let shards = try findings.map { f -> [Finding] in
            let json = try JSONReporter().render(LintReport(findings: FindingGroups.group([f]), labelsChecked: 1, measurements: 1))
            XCTAssertTrue(json.contains("\"messageTemplate\": \"no \\u001flocale\\u001f translation"), json)
            return try JSONReporter.decode(Data(json.utf8)).findings
        }
        let merged = FindingGroups.group(shards.flatMap { $0 })
        XCTAssertEqual(merged, live)
        let json = try JSONReporter().render(LintReport(findings: merged, labelsChecked: 2, measurements: 2))
        let readBack = try JSONReporter.decode(Data(json.utf8)).findings
        XCTAssertEqual(readBack, live)
        XCTAssertEqual(readBack[0].members.map(\.message), findings.map(\.message))
        XCTAssertEqual(readBack[0].members.map(\.suggestion), findings.map(\.suggestion))

        // An older report (no templates): the members are made from masked prose, and come out wrong.
        let old = json.split(separator: "\n").filter { !$0.contains("Template\"") }.joined(separator: "\n")
        let oldMembers = try JSONReporter.decode(Data(old.utf8)).findings[0].members
        XCTAssertNotEqual(oldMembers.map(\.message), findings.map(\.message))
    }

    /// End to end: a source text that is too long, shown in three locales that have no translation, is one
    /// truncation finding listing them (before: three findings with the same numbers).
    func testLinterGroupsTheSameFallback() throws {
        let example = RuleExample(
            "en falls back in de, fr and th",
            layout: """
            screen: Example
            platform: ios
            elements:
              - id: title
                key: title
                size: 17
                width: 60
                maxLines: 1
            """,
            strings: ["title": ["en": "Notification settings"], "other": ["de": "Andere", "fr": "Autre", "th": "อื่น"]])
        let typesetter = RuleExamplesTests.typesetter
        let report = Linter(typesetter: typesetter, options: example.options, rules: [TruncationRule()]).lint(example.input())
        let truncations = report.findings.filter { $0.rule == "truncation" && $0.key == "title" }
        // One element's problem is one finding listing its locales; the source's own finding is a part of
        // its own in `perLocale` (its suggestion does not say it falls back).
        XCTAssertEqual(truncations.map(\.locales), [["de", "en", "fr", "th"]], truncations.map(\.clangStyle).joined(separator: "\n"))
        let parts = try XCTUnwrap(truncations.first?.perLocale)
        XCTAssertEqual(parts.map(\.locales), [["de", "fr", "th"], ["en"]])
        XCTAssertTrue(parts[0].suggestion?.hasSuffix("de has no translation and shows the source") == true)
        XCTAssertFalse(parts[1].suggestion?.hasSuffix("has no translation and shows the source") == true)
        XCTAssertEqual(truncations[0].members.count, 4)
        XCTAssertEqual(report.summary.errors, report.findings.count { $0.severity == .error })
    }
}
