/// Stage 7, filters: what is not the user's to fix leaves the findings — the model's own errors (the
/// development language failing the same way), the design's choices, inline suppressions, rules switched
/// off — then severities from the config, a value's problem once, and the same problem once
/// (`FindingGroups`). Which rule's findings each filter reads, the rules declare (`RuleTraits`).
struct FilterStage: Sendable {
    let severities: [String: Severity?]

    func run(_ findings: [Finding], screens: [LayoutScreen], sourceLocale: String, androidSourceLocale: String? = nil,
             suppressions: InlineSuppressions, coverage: inout Coverage) -> [Finding] {
        // A pseudolocale's values are made, not translated: no translation of them to judge.
        // Each filter copies the findings only when it drops one (a copy is as large as the run's findings).
        var findings = findings
        if findings.contains(where: Pseudolocale.isTranslationFinding) { findings.removeAll(where: Pseudolocale.isTranslationFinding) }
        findings = Self.withoutLayoutOnlyElements(findings, screens: screens)
        findings = Self.withoutModelErrors(findings, screens: screens, sourceLocale: sourceLocale, androidSourceLocale: androidSourceLocale,
                                           coverage: &coverage)
        if !suppressions.isEmpty, findings.contains(where: suppressions.suppresses) { findings.removeAll(where: suppressions.suppresses) }
        if !severities.isEmpty {
            findings.removeAll { if case .some(.none) = severities[$0.rule] { true } else { false } }
            for index in findings.indices {
                if case .some(.some(let severity)) = severities[findings[index].rule] { findings[index].severity = severity }
            }
        }
        findings = Self.onceEach(findings)
        // The same problem once: one finding for the locales (and included screens) it shows in.
        return FindingGroups.group(findings)
    }

    /// Drops the findings of the elements a screen lays out only for the boxes of the others
    /// (`LayoutScreen.layoutOnly`), and a variant screen's findings about no catalog value (`variantOf`: its
    /// declarations are its screen's): they are another screen's.
    static func withoutLayoutOnlyElements(_ findings: [Finding], screens: [LayoutScreen]) -> [Finding] {
        var layoutOnly: [String: Set<String>] = [:]
        for screen in screens where !screen.layoutOnly.isEmpty || screen.variantOf != nil {
            layoutOnly[screen.name, default: []].formUnion(screen.layoutOnly)
        }
        guard !layoutOnly.isEmpty else { return findings }
        return findings.filter { finding in
            guard let screen = finding.screen, let ids = layoutOnly[screen] else { return true }
            if finding.table == nil { return false }
            return finding.element.map { !ids.contains($0) } ?? true
        }
    }

    /// A value's problem once and a place's problem once (`oncePerValue`, `oncePerPlace`), the first in report
    /// order standing for the others — not the first the jobs happened to give: shards merged (`merge`, which
    /// takes their groups apart and calls this again) keep the finding the whole run keeps.
    static func onceEach(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        findings.sort(by: Finding.reportOrder)
        return oncePerPlace(oncePerValue(findings))
    }

    /// The rules whose findings are about a catalog value itself, whatever screen shows it.
    static let valueRules = Set(RuleRegistry.rules.filter { type(of: $0).traits.aboutValues }.map { type(of: $0).description.id })

    /// A problem of a catalog value (an empty value, a wrong placeholder, another script) once per key ×
    /// locale, not once per screen or element that shows the value (IceCubes' empty “ at ” on three
    /// SwiftUI screens): the first finding, in report order, stands for the others.
    static func oncePerValue(_ findings: [Finding]) -> [Finding] {
        var seen = Set<String>()
        var dropped: [Int] = []
        for (index, finding) in findings.enumerated() {
            guard valueRules.contains(finding.rule), finding.screen != nil, let locale = finding.locale else { continue }
            if !seen.insert([finding.rule, finding.location.description, locale, finding.table ?? "", finding.key ?? "",
                             finding.variant ?? "", finding.message].joined(separator: "\u{1E}")).inserted { dropped.append(index) }
        }
        return without(dropped, findings)
    }

    /// `findings` without those at `dropped` (ascending indices); the same array, not a copy, when none is.
    static func without(_ dropped: [Int], _ findings: [Finding]) -> [Finding] {
        guard !dropped.isEmpty else { return findings }
        var result: [Finding] = []
        result.reserveCapacity(findings.count - dropped.count)
        var next = 0
        for (index, finding) in findings.enumerated() {
            if next < dropped.count, dropped[next] == index { next += 1 } else { result.append(finding) }
        }
        return result
    }

    /// Findings equal in everything but their element — one source place laid out twice in a screen, as a
    /// Compose text in both branches of an `if` that pass the same content on (a platform check), in boxes of
    /// the same width — are one: the first stands for the others.
    /// Kept findings are remembered by the hash of their place and compared on a match, not copied into a
    /// set: a run of 20,000 labels would hold every finding twice.
    static func oncePerPlace(_ findings: [Finding]) -> [Finding] {
        func place(_ finding: Finding) -> Finding {
            var place = finding
            place.element = nil
            return place
        }
        var kept: [Int: [Int]] = [:]
        var dropped: [Int] = []
        for (index, finding) in findings.enumerated() {
            guard finding.element != nil, finding.layoutLocation != nil else { continue }
            let here = place(finding)
            let hash = here.hashValue
            if let earlier = kept[hash], earlier.contains(where: { place(findings[$0]) == here }) { dropped.append(index); continue }
            kept[hash, default: []].append(index)
        }
        return without(dropped, findings)
    }

    /// The layout rules whose findings on an imported screen are the model's errors when the source locale
    /// has the same one: the document shows the development language fitting.
    static let selfCheckedRules = Set(RuleRegistry.rules.filter { type(of: $0).traits.sourceFailure == .modelError }.map { type(of: $0).description.id })

    /// Drops the findings of an imported element whose source locale fails the same way (same rule, same
    /// element): a modelling error by definition (DESIGN, "the model checks itself against the app"). Each
    /// such element and rule is counted in the coverage's skip reasons. For SwiftUI screens the container
    /// pass already skips a line-limited text whose development-language text does not fit its box
    /// (`SwiftUIContainerLayout.checkSourceFits`); this catches what that test does not measure (ink
    /// clipping by the rule's own measure, a width the pass gives as an upper bound).
    static func withoutModelErrors(_ findings: [Finding], screens: [LayoutScreen], sourceLocale: String, androidSourceLocale: String? = nil,
                                   coverage: inout Coverage) -> [Finding] {
        let imported = Set(screens.filter(\.origin.isImported).map(\.name))
        guard !imported.isEmpty else { return findings }
        // A screen's development language: an Android screen's is the default `values/` (`LintContext.sourceLocale(of:)`).
        let androidScreens = androidSourceLocale == nil ? [] : Set(screens.filter { $0.origin == .android }.map(\.name))
        let isSource = { (finding: Finding) in
            finding.locale == (finding.screen.map(androidScreens.contains) == true ? androidSourceLocale! : sourceLocale)
        }
        let findings = withoutDesignChoices(findings, imported: imported, isSource: isSource, coverage: &coverage)
        var failing = Set<String>()
        for finding in findings where isSource(finding) && selfCheckedRules.contains(finding.rule) {
            if let id = elementRuleID(finding, imported: imported) { failing.insert(id) }
        }
        guard !failing.isEmpty else { return findings }
        for id in failing.sorted() {
            coverage.skipped["self-check: the development language fails the same way (\(rule(ofElementRuleID: id))): a model error, not reported", default: 0] += 1
        }
        return findings.filter { finding in
            guard let id = elementRuleID(finding, imported: imported) else { return true }
            return !failing.contains(id)
        }
    }

    /// The rule × screen × element a finding on an imported screen is about (nil for any other finding): what
    /// the source locale's finding and a translation's share.
    static func elementRuleID(_ finding: Finding, imported: Set<String>) -> String? {
        guard let screen = finding.screen, imported.contains(screen), let element = finding.element else { return nil }
        return "\(finding.rule)\u{1F}\(screen)\u{1F}\(element)"
    }

    static func rule(ofElementRuleID id: String) -> Substring { id.prefix { $0 != "\u{1F}" } }

    /// Layout rules whose finding in the development language is the app's design, not a translation's
    /// doing: `small-text` on a label the designer set at 9pt is under the minimum in every locale.
    static let designChoiceRules = Set(RuleRegistry.rules.filter { type(of: $0).traits.sourceFailure == .designChoice }.map { type(of: $0).description.id })

    /// Drops the findings of an imported element where the source locale has the same finding and the
    /// translation is not drawn smaller than the source (`effectiveSize`): no translator can fix a size the
    /// design chose. A translation that autoShrink takes further down than the source stays reported. Each
    /// such element and rule is counted in the coverage's skip reasons.
    static func withoutDesignChoices(_ findings: [Finding], imported: Set<String>, isSource: (Finding) -> Bool,
                                     coverage: inout Coverage) -> [Finding] {
        func id(_ finding: Finding) -> String? {
            designChoiceRules.contains(finding.rule) ? elementRuleID(finding, imported: imported) : nil
        }
        var sourceSize: [String: Double] = [:]
        for finding in findings where isSource(finding) {
            guard let id = id(finding) else { continue }
            sourceSize[id] = min(sourceSize[id] ?? .infinity, finding.measurements?["effectiveSize"] ?? .infinity)
        }
        for id in sourceSize.keys.sorted() {
            coverage.skipped["\(rule(ofElementRuleID: id)): the development language is drawn as small: the design's choice, not a translation's (not reported)", default: 0] += 1
        }
        // A translation drawn at the size the document sets (nothing shrank it) is drawn as the design
        // chose, whatever the minimum for its script: MonitorControl's 10pt onboarding labels, the macOS
        // minimum in Apple's Human Interface Guidelines, are 10pt in Chinese as in English. Only a size a
        // translation itself brings down (autoShrink) is the translation's.
        var atDesignSize = Set<String>()
        let kept = findings.filter { finding in
            guard let id = id(finding) else { return true }
            if let source = sourceSize[id] { return (finding.measurements?["effectiveSize"] ?? -.infinity) < source - 1e-9 }
            guard let size = finding.measurements?["size"], let effective = finding.measurements?["effectiveSize"], effective >= size - 1e-9 else {
                return true
            }
            atDesignSize.insert(id)
            return false
        }
        for id in atDesignSize.sorted() {
            coverage.skipped["\(rule(ofElementRuleID: id)): drawn at the size the document sets, under the minimum for the translation's script: the design's choice, not a translation's (not reported)", default: 0] += 1
        }
        return kept
    }
}
