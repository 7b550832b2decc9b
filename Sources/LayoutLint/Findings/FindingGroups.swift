import Foundation

/// "The same problem once": findings that differ only in their locale — the same fallback text failing in
/// five locales, one missing key in 30 — are one finding that lists them (`Finding.locales`), and findings
/// that differ only in their screen — one declaration of a layout included in several screens — one finding
/// that lists the screens (`Finding.screens`).
///
/// Two findings are the same problem when every field is equal except `locale` and `screen`, with each
/// finding's own locale tag in its message and suggestion counted as equal ("no de translation of …" and
/// "no fr translation of …"). A group's fields are those of its first member (locales and screens sorted):
/// the others are the same, and `members` rebuilds each of them exactly. Grouping is deterministic and
/// idempotent, and grouping the members of groups is grouping the findings they came from, so shards,
/// baselines and `ignore:` work on members (`Baseline`, `merge`) and group again afterwards.
public enum FindingGroups {
    /// Stands for a finding's own locale tag in a message while findings are compared. A finding whose
    /// message or suggestion holds it already is never grouped.
    static let localeMark = FindingText.localeSlot

    /// The findings with every group of the same problem made one finding; order as given otherwise (the
    /// first member's place). Findings already grouped are taken apart first.
    public static func group(_ findings: [Finding]) -> [Finding] {
        let members = findings.contains { $0.locales.count > 1 || $0.screens.count > 1 || ($0.keys?.count ?? 0) > 1 || $0.perLocale != nil || $0.perKey != nil }
            ? expand(findings, keepingWhole: wholeKeyLists(findings)) : findings
        // The keys of a locale's missing values first; then locales, within one screen; then screens, for
        // groups of the same locales.
        let byKeys = merge(members, identity: { keysIdentity($0) }, combine: { group, other in
            group.keys = (group.keys ?? []) + (other.keys ?? [])
            group.sourceTexts = (group.sourceTexts ?? []) + (other.sourceTexts ?? other.keys ?? [])
        }, finish: { group in
            let keys = group.keys ?? []
            let texts = group.sourceTexts?.count == keys.count ? group.sourceTexts! : keys
            var seen = Set<String>()
            let pairs = zip(keys, texts).filter { seen.insert($0.0).inserted }.sorted { $0.0 < $1.0 }
            return rebuilding(group, keys: pairs.map(\.0), texts: pairs.map(\.1)) ?? group
        })
        let byLocale = merge(byKeys, identity: { localeIdentity($0) }, combine: { group, other in
            // The group's texts are written from a member whose tag is no English word, where there is one:
            // its tag in the texts is the locale and nothing else (`relabel`).
            if let own = group.locale, wordTags.contains(own), let theirs = other.locale, !wordTags.contains(theirs) {
                let locales = group.locales + other.locales
                group = other
                group.locales = locales
            } else {
                group.locales.append(contentsOf: other.locales)
            }
        }, finish: { group in
            let sorted = Array(Set(group.locales)).sorted()
            guard sorted.count > 1 || group.locales.count > 1 else { return group }
            // The first locale in order stands for the group, the first whose tag is no English word where
            // one is: its texts rebuild every member's exactly. Where every tag is such a word (“be”, “it”),
            // the texts stay as their member wrote them.
            guard let first = sorted.first(where: { !wordTags.contains($0) }) else {
                var changed = group
                changed.locales = sorted
                return changed
            }
            return relabel(group, locale: first, locales: sorted)
        })
        // The locale is written into the texts now: what follows compares and quotes them as the user reads them.
        let byScreen = merge(byLocale.map(\.baked), identity: { screenIdentity($0) }, combine: { group, other in
            group.screens.append(contentsOf: other.screens)
        }, finish: { group in
            let sorted = Array(Set(group.screens)).sorted()
            guard sorted.count > 1 || group.screens.count > 1 else { return group }
            var changed = group
            changed.screen = sorted[0]
            changed.screens = sorted
            return changed
        })
        // Last, one element's problem under one rule in locales that each say it with their own texts and
        // numbers: one finding listing them, each locale's finding kept in `perLocale`.
        let byElement = merge(byScreen, identity: { elementIdentity($0) }, combine: { group, other in
            group.perLocale = (group.perLocale ?? [LocaleDetail(group)]) + [LocaleDetail(other)]
        }, finish: elementGroup)
        // The keys of one file a rule reports one by one (`FindingGrouping.fileIdentity`): one finding for
        // the file listing them.
        return merge(byElement, identity: fileIdentity, combine: { group, other in
            group.perKey = (group.perKey ?? [KeyDetail(group)]) + [KeyDetail(other)]
        }, finish: { RuleRegistry.groupings[$0.rule]?.fileGroup?($0) ?? $0 })
    }

    /// The findings of shards of one run (`check --shard`), as the whole run reports them: groups taken apart,
    /// a value's or a place's problem shown in two shards kept once (`FilterStage.onceEach`), grouped again.
    public static func mergingShards(_ findings: [Finding]) -> [Finding] {
        group(FilterStage.onceEach(expand(findings)))
    }

    /// The findings a rule reports as one per file (`FindingGrouping.fileIdentity`: SwiftUI literal keys no
    /// catalog has, a locale's values in another script).
    static func fileIdentity(_ f: Finding) -> String? {
        guard f.key != nil, f.keys == nil, f.perKey == nil, f.perLocale == nil, f.locales.count <= 1,
              let identity = RuleRegistry.groupings[f.rule]?.fileIdentity else { return nil }
        return identity(f).map { f.rule + "\u{1E}" + $0 }
    }

    /// A finding that lists keys, made for these keys by its rule (`FindingGrouping.rebuilding`).
    static func rebuilding(_ finding: Finding, keys: [String], texts: [String]) -> Finding? {
        RuleRegistry.groupings[finding.rule]?.rebuilding?(finding, keys, texts)
    }

    /// The rule, element (its place in its layout, screens, key and table) of a finding about one element in
    /// some locale; nil for any other finding (no element, no locale, a list of keys, a group already).
    static func elementIdentity(_ f: Finding) -> String? {
        guard let element = f.element, let layoutLocation = f.layoutLocation, f.locale != nil, f.keys == nil, f.perLocale == nil else { return nil }
        return [f.rule, element, layoutLocation.description, f.screens.joined(separator: ","), f.key ?? "\u{1D}", f.table ?? "\u{1D}",
                f.pairedElement ?? "\u{1D}"].joined(separator: "\u{1E}")
    }

    /// A group of one element's locales: the fields (texts, numbers and place) of the locale that shows the
    /// problem worst among those of the most severe severity (the largest share of its text that does not fit:
    /// `overflow`; the first in locale order among equals), that severity, every locale listed in `locales` and
    /// in the message. The locale shown is one whose own finding has the group's severity: an error group is not
    /// told by a locale whose own finding is a note (a truncation within the stand-in font's band), nor by a
    /// locale that misses the box by a hair where another misses it by a word.
    static func elementGroup(_ group: Finding) -> Finding {
        guard let details = group.perLocale, details.count > 1 else { return group }
        let sorted = details.sorted { ($0.locale, $0.variant ?? "", $0.sizeCategory ?? "", $0.location) < ($1.locale, $1.variant ?? "", $1.sizeCategory ?? "", $1.location) }
        let severity = sorted.map(\.severity).max() ?? group.severity
        let head = sorted.filter { $0.severity == severity }.max { overflow($0) < overflow($1) } ?? sorted[0]
        var result = head.applied(to: group)
        result.perLocale = sorted
        var seen = Set<String>()
        result.locales = sorted.flatMap(\.locales).filter { seen.insert($0).inserted }.sorted()
        result.severity = severity
        let others = result.locales.filter { $0 != head.locale }
        if !others.isEmpty {
            let list = others.map { "`\($0)`" }.joined(separator: ", ")
            result.message = "in \(head.locale): \(head.message); also in \(others.count) more \(others.count == 1 ? "locale" : "locales"), each with its own text and numbers: \(list)"
        }
        return result
    }

    /// How much of a finding's text does not fit, as a share of what it needs: needed width over the width it has,
    /// else needed lines over the lines it shows; 0 for a finding without such measurements. `max` keeps the first
    /// of equals, so a group without them is told by its first locale, as before.
    static func overflow(_ f: LocaleDetail) -> Double {
        let m = f.measurements ?? [:]
        if let needed = m["neededLines"], let shown = m["visibleLines"] ?? m["maxLines"], shown > 0, needed > shown { return needed / shown }
        if let needed = m["neededWidth"], let available = m["availableWidth"], available > 0 { return needed / available }
        return 0
    }

    /// Every finding a group stands for (locales × screens), each as it was made; a finding of one locale
    /// and screen is itself.
    public static func expand(_ findings: [Finding]) -> [Finding] {
        expand(findings, keepingWhole: [])
    }

    /// `expand`, except the findings at `whole`, which stay as they are (`wholeKeyLists`).
    static func expand(_ findings: [Finding], keepingWhole whole: Set<Int>) -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            if whole.contains(index) { result.append(finding) } else { result.append(contentsOf: finding.members) }
        }
        return result
    }

    /// The findings listing keys that taking apart and grouping again by keys would give back as they are —
    /// a run's own `untranslated` lists, in key order, one per locale × table × kind, none of them grouped —
    /// so `group` leaves them whole instead of rebuilding one finding per key and merging them back (most of
    /// its time on a catalog-only check: IceCubes' 1,300 missing values). Empty when some finding is a
    /// group of locales or screens (a merged or baselined report): then every finding is taken apart.
    static func wholeKeyLists(_ findings: [Finding]) -> Set<Int> {
        guard !findings.contains(where: { $0.locales.count > 1 || $0.screens.count > 1 || $0.perLocale != nil || $0.perKey != nil }) else { return [] }
        var identities: [String: Int] = [:]
        var candidates: [(index: Int, identity: String)] = []
        for (index, finding) in findings.enumerated() {
            guard let identity = keysIdentity(finding) else { continue }
            identities[identity, default: 0] += 1
            if let keys = finding.keys, keys.count > 1 { candidates.append((index, identity)) }
        }
        var whole = Set<Int>()
        for (index, identity) in candidates where identities[identity] == 1 {
            let finding = findings[index]
            let keys = finding.keys!
            guard zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }), finding.screen == nil,
                  rebuilding(finding, keys: keys, texts: finding.sourceTexts ?? keys) == finding else { continue }
            whole.insert(index)
        }
        return whole
    }

    /// Folds findings of equal identity into the first of them; findings without an identity stay as they are.
    /// The identities (masked prose joined with every field) are written on every core, in blocks of
    /// findings, and kept only as their hashes: most are unique (a 20,000-element layout's 32,666 findings,
    /// 34 MB of identities held at once before). Only the findings whose hash another finding shares have
    /// their identity written again, on every core, and compared as text: equal identities have equal hashes,
    /// so a finding of a hash of its own has no other finding to fold with. With nothing to fold, the findings
    /// come back as they are, not copied. The folding that follows is in order, so the result depends neither
    /// on the cores nor on the hashes (the standard library's, seeded per process).
    private static func merge(_ findings: [Finding], identity: @Sendable (Finding) -> String?,
                              combine: (inout Finding, Finding) -> Void, finish: (Finding) -> Finding) -> [Finding] {
        let block = 512
        let blocks = (findings.count + block - 1) / block
        let workers = ProcessInfo.processInfo.activeProcessorCount
        let hashes = Array(OrderedWork.map(blocks, workers: workers) { part in
            findings[part * block..<min(findings.count, (part + 1) * block)].map { identity($0)?.hashValue }
        }.joined())
        var secondSeen: [Int: Bool] = [:]
        secondSeen.reserveCapacity(hashes.count)
        for case let hash? in hashes { secondSeen[hash] = secondSeen[hash] != nil }
        let shared = Set(secondSeen.lazy.filter(\.value).map(\.key))
        secondSeen = [:]
        guard !shared.isEmpty else { return findings }
        let identities = OrderedWork.map(blocks, workers: workers) { part in
            (part * block..<min(findings.count, (part + 1) * block)).map { index in
                hashes[index].flatMap { shared.contains($0) ? identity(findings[index]) : nil }
            }
        }.joined()
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        var slot: [String: Int] = [:]
        var grouped = Set<Int>()
        for (finding, id) in zip(findings, identities) {
            guard let id else {
                result.append(finding)
                continue
            }
            if let index = slot[id] {
                combine(&result[index], finding)
                grouped.insert(index)
            } else {
                slot[id] = result.count
                result.append(finding)
            }
        }
        for index in grouped { result[index] = finish(result[index]) }
        return result
    }

    /// A finding that lists keys, by what its key lists share (`FindingGrouping.keysIdentity`: a locale's
    /// missing values in one table, whatever its keys).
    static func keysIdentity(_ f: Finding) -> String? {
        RuleRegistry.groupings[f.rule]?.keysIdentity?(f).map { f.rule + "\u{1E}" + $0 }
    }

    /// Locale tags that are English words too (Amharic `am`, Belarusian `be`, Hebrew `he`, Indonesian `id`,
    /// Icelandic `is`, Italian `it`, Burmese `my`, Norwegian `no`, Odia `or`, Somali `so`, Tongan `to`, …): a
    /// message's prose holds them (“cannot be shown”, “no translator has confirmed”, “`new` or
    /// `needs_review`”), so the prose of every finding is compared with them masked, and a group's texts
    /// are written from a member whose tag is no such word.
    static let wordTags: Set<String> = ["am", "an", "as", "be", "ha", "he", "hi", "id", "in", "is", "it", "la", "ms", "my", "no", "or", "so", "to"]

    /// Everything but the locale, with the locale's tag masked in the texts; nil for a finding of no locale.
    static func localeIdentity(_ finding: Finding) -> String? {
        let written = finding.writtenTemplates
        guard let locale = finding.locale, finding.locales.count <= 1,
              let message = factual(written.message, locale: locale),
              let suggestion = factual(written.suggestion ?? "", locale: locale) else { return nil }
        var parts = common(finding)
        parts.append(finding.screen ?? "")
        parts.append(message)
        parts.append(finding.suggestion == nil ? "-" : "+" + suggestion)
        return parts.joined(separator: "\u{1E}")
    }

    /// Everything but the screen (the locales included); nil for a finding of no screen or no layout place.
    static func screenIdentity(_ finding: Finding) -> String? {
        guard finding.screen != nil, finding.layoutLocation != nil, finding.screens.count <= 1 else { return nil }
        var parts = common(finding)
        parts.append(finding.locales.joined(separator: ","))
        parts.append(finding.message)
        parts.append(finding.suggestion.map { "+" + $0 } ?? "-")
        return parts.joined(separator: "\u{1E}")
    }

    /// The fields every member of a group shares, as text.
    private static func common(_ f: Finding) -> [String] {
        var parts = [f.rule, f.severity.rawValue, f.location.description, f.key ?? "\u{1D}", f.keys?.joined(separator: "\u{1D}") ?? "\u{1D}", f.sourceTexts?.joined(separator: "\u{1D}") ?? "\u{1D}",
                     f.table ?? "\u{1D}",
                     f.variant ?? "\u{1D}", f.sizeCategory ?? "\u{1D}", f.sizeCategories.joined(separator: ","),
                     f.element ?? "\u{1D}", f.layoutLocation?.description ?? "\u{1D}", f.text ?? "\u{1D}",
                     f.visibleText ?? "\u{1D}", f.pairedElement ?? "\u{1D}"]
        if let measurements = f.measurements {
            parts.append(measurements.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
        } else {
            parts.append("\u{1D}")
        }
        if let fixes = f.fixes {
            parts.append(fixes.map { "\($0.location)|\($0.deleted)|\($0.inserted)" }.joined(separator: "\u{1D}"))
        } else {
            parts.append("\u{1D}")
        }
        return parts
    }

    /// A finding's text as a fact to compare: as its rule wrote it where the rule marked its locale
    /// (`FindingText.localeSlot`, also as a report gives it back: `Finding.written`); else (a rule that did not,
    /// a report written before reports carried the templates) its prose with the locale's tag and every tag
    /// that is an English word masked.
    static func factual(_ text: String, locale: String) -> String? {
        if text.contains(localeMark) { return text }
        return masked(text, locale: locale).map(maskedWordTags)
    }

    /// `text` with each occurrence of `locale` as a whole tag (not inside a longer tag or word, nor inside a
    /// quotation “…” or a code span `…`: quoted source texts say “no”, “it”, “be”) replaced by
    /// `localeMark`; nil when the text holds the mark already.
    static func masked(_ text: String, locale: String) -> String? {
        guard !text.contains(localeMark) else { return nil }
        guard !locale.isEmpty, text.contains(locale) else { return text }
        return replacingProse(text) { $0 == locale }
    }

    /// The prose of `text` with each word in `wordTags` masked (`localeMark`).
    static func maskedWordTags(_ text: String) -> String {
        replacingProse(text) { wordTags.contains(String($0)) }
    }

    /// `text` with each whole tag-like word outside quotations and code spans for which `matches` holds
    /// replaced by `localeMark`.
    private static func replacingProse(_ text: String, matches: (Substring) -> Bool) -> String {
        func isTagCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "-" || c == "_" }
        var result = ""
        var quoteDepth = 0
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if isTagCharacter(c) {
                var end = index
                while end < text.endIndex, isTagCharacter(text[end]) { end = text.index(after: end) }
                let word = text[index..<end]
                result += quoteDepth == 0 && !inCode && matches(word) ? localeMark : String(word)
                index = end
                continue
            }
            if c == "“" { quoteDepth += 1 } else if c == "”" { quoteDepth = max(0, quoteDepth - 1) } else if c == "`" { inCode.toggle() }
            result.append(c)
            index = text.index(after: index)
        }
        return result
    }

    /// A finding that lists keys, as one finding per key (each rebuilt as its rule makes it).
    static func byKey(_ finding: Finding, keys: [String]) -> [Finding] {
        let texts = finding.sourceTexts?.count == keys.count ? finding.sourceTexts! : keys
        guard let locale = finding.locale, rebuilding(finding, keys: [keys[0]], texts: [texts[0]]) != nil else { return [finding] }
        return zip(keys, texts).map { key, text in
            var member = rebuilding(finding, keys: [key], texts: [text])!
            if finding.locales.count > 1 {
                member = relabel(member, locale: locale, locales: finding.locales)
            }
            member.screen = finding.screen
            member.screens = finding.screens
            return member
        }
    }

    /// A group's finding as its member of `locale`: the texts say that locale where the first said its own.
    static func relabel(_ finding: Finding, locale: String, locales: [String]) -> Finding {
        var changed = finding
        // Texts with the locale marked take the new locale as they are read (those a report gives too); others
        // have it replaced.
        if let written = finding.written {
            changed.messageTemplate = written.message
            changed.suggestionTemplate = written.suggestion
            changed.written = nil
        } else if let own = finding.locale, own != locale {
            if !finding.messageTemplate.contains(localeMark) {
                changed.message = masked(finding.message, locale: own)?.replacingOccurrences(of: localeMark, with: locale) ?? finding.message
            }
            if let suggestion = finding.suggestionTemplate, !suggestion.contains(localeMark) {
                changed.suggestion = masked(suggestion, locale: own)?.replacingOccurrences(of: localeMark, with: locale) ?? suggestion
            }
        }
        changed.locale = locale
        changed.locales = locales
        return changed
    }
}

extension Finding {
    /// A group of one element's locales (`perLocale`) as one finding per part — each locale's own texts and
    /// numbers (locales that said the same stay together) —; `[self]` for any other finding. What a report
    /// that draws one label per finding (the HTML report) shows.
    public var localeParts: [Finding] {
        perLocale.map { parts in parts.map { $0.applied(to: self) } } ?? [self]
    }

    /// The findings this one stands for: one per locale × screen of a group (`FindingGroups`), each with its
    /// own locale in its texts, and one per key of a finding that lists keys; `[self]` for a finding of one
    /// locale, screen and key.
    public var members: [Finding] {
        if let perLocale {
            return perLocale.flatMap { $0.applied(to: self).members }
        }
        if let perKey {
            return perKey.flatMap { $0.applied(to: self).members }
        }
        if let keys, keys.count > 1 {
            return FindingGroups.byKey(self, keys: keys).flatMap(\.members)
        }
        guard locales.count > 1 || screens.count > 1 else { return [self] }
        let localeList: [String?] = locales.isEmpty ? [locale] : locales
        let screenList: [String?] = screens.isEmpty ? [screen] : screens
        var result: [Finding] = []
        result.reserveCapacity(localeList.count * screenList.count)
        for screen in screenList {
            for locale in localeList {
                var member = locale.map { FindingGroups.relabel(self, locale: $0, locales: [$0]) } ?? self
                if locale == nil { member.locales = [] }
                member.screen = screen
                member.screens = screen.map { [$0] } ?? []
                result.append(member)
            }
        }
        return result
    }
}
