import Foundation
import Typesetter

/// The text needs more room than the label has: more width on one line, more lines than `maxLines`, or
/// more lines than fit a fixed height. Reported once per label, locale and variant, at the first size
/// category where it happens, with the numbers there.
public struct TruncationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "truncation",
        name: "Truncation",
        defaultSeverity: .error,
        summary: "The translation needs more width or lines than the label has, at a checked size category.",
        rationale: """
        A truncated title or button loses its meaning or its function: "Benachrichtig…" is not a word, and \
        users of that language cannot tell what the control does. Translations grow (German compounds do not \
        break, Thai has no spaces), and Dynamic Type makes every label larger; a label is measured with the \
        real fonts at each checked size category, and autoShrink counts only down to its minimum scale. On \
        iOS and macOS, Noto stands in for the system font (SF): a text that would fit once the box is widened \
        by how much narrower SF can be (Platforms/StandInFonts.swift, per script) is a note, "may truncate \
        with the system font"; beyond that band it is an error. A translation that overflows by less than \
        SF commonly differs from Noto (1.6% for Latin, Greek and Cyrillic under 20pt) may or may not \
        truncate on a device: it is not reported, and the coverage counts it.
        """,
        triggering: [
            RuleExample(
                "German is too long for a fixed one-line button",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: skip
                    key: skip
                    textStyle: body
                    width: 64
                    maxLines: 1
                """,
                strings: ["skip": ["en": "Skip", "de": "Überspringen"]],
                firesIn: ["de"], firstFailingSizeCategory: "L"),
            RuleExample(
                "Fits at the default size, not at accessibility size AX3",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: continue
                    key: continue
                    textStyle: headline
                    width: 160
                    maxLines: 1
                """,
                strings: ["continue": ["en": "Continue"]],
                sizeCategories: ["L", "xxxL", "AX1", "AX2", "AX3"],
                firesIn: ["en"], firstFailingSizeCategory: "AX3"),
            RuleExample(
                "Thai without spaces needs a third line",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: footer
                    key: footer
                    size: 14
                    width: 150
                    maxLines: 2
                """,
                strings: ["footer": ["en": "Downloads use Wi-Fi only", "th": "ดาวน์โหลดผ่าน Wi-Fi เท่านั้นเพื่อประหยัดอินเทอร์เน็ตมือถือของคุณ"]],
                firesIn: ["th"]),
            RuleExample(
                "autoShrink cannot go below its minimum scale",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 17
                    width: 100
                    maxLines: 1
                    autoShrink: { minimumScaleFactor: 0.9 }
                """,
                strings: ["title": ["en": "Settings", "de": "Einstellungen verwalten"]],
                firesIn: ["de"]),
            RuleExample(
                "Cut without an ellipsis (Compose's default TextOverflow.Clip): the message names the lines that show and what is cut",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: title
                    key: title
                    size: 16
                    width: 160
                    maxLines: 1
                    overflow: clip
                """,
                strings: ["title": ["en": "Notifications", "de": "Benachrichtigungen verwalten"]],
                sizeCategories: ["L"],
                firesIn: ["de"]),
        ],
        nonTriggering: [
            RuleExample(
                "Switched off in the catalog: `layoutlint:disable truncation` in the key's comment",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: skip
                    key: skip
                    textStyle: body
                    width: 64
                    maxLines: 1
                """,
                strings: ["skip": ["en": "Skip", "de": "Überspringen"]],
                comments: ["skip": "Skips the introduction. layoutlint:disable truncation -- the button scrolls horizontally"]),
            RuleExample(
                "Switched off on the element: `ignore: [truncation]` (Android: tools:ignore=\"truncation\" on the view)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: skip
                    key: skip
                    textStyle: body
                    width: 64
                    maxLines: 1
                    ignore: [truncation]
                """,
                strings: ["skip": ["en": "Skip", "de": "Überspringen"]]),
            RuleExample(
                "A label that wraps freely and has no fixed height never truncates",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: body
                    key: body
                    textStyle: body
                    width: 120
                    maxLines: 0
                """,
                strings: ["body": ["en": "Learn a new word every day", "de": "Lerne jeden Tag ein neues Wort mit Hörbeispielen",
                                   "th": "เรียนรู้คำศัพท์ใหม่ทุกวันพร้อมเสียงอ่านจากเจ้าของภาษา"]],
                sizeCategories: ["L", "AX5"]),
            RuleExample(
                "autoShrink within its minimum scale makes it fit",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 17
                    width: 100
                    maxLines: 1
                    autoShrink: { minimumScaleFactor: 0.5 }
                """,
                strings: ["title": ["en": "Settings", "de": "Einstellungen verwalten"]]),
        ]
    )

    /// Why a text that overflows by less than the stand-in's spread is not reported (`StandInFonts.spread`);
    /// Linter counts such labels in the coverage under this reason.
    public static let withinSpreadReason = "truncation: overflows by less than how much narrower the system font commonly draws than its stand-in (Platforms/StandInFonts.swift): may or may not truncate on a device, not reported"

    /// Whether every size at which a translation truncates does so by less than the stand-in's spread. The
    /// development language's own text is always reported: on an imported screen its finding is what the
    /// self-check reads (the model does not reproduce the document there).
    static func overflowsWithinSpread(_ label: MeasuredLabel, context: LintContext) -> Bool {
        label.locale != context.sourceLocale(ofTable: label.entry.table)
            && label.sizes.contains { $0.layout.truncated }
            && label.sizes.allSatisfy { !$0.layout.truncated || $0.fitsWithinStandInSpread == true }
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        guard let index = label.sizes.firstIndex(where: { $0.layout.truncated }), !Self.overflowsWithinSpread(label, context: context) else { return [] }
        // Where Noto stands in for the system font, a text that fits once the box is widened by the stand-in's
        // band may fit with the system font: a note, unless a larger size fails beyond the band.
        let beyondBand = label.sizes.firstIndex { $0.layout.truncated && $0.fitsWithinStandInBand != true }
        let withinBand = beyondBand == nil
        let first = label.sizes[beyondBand ?? index]
        var laterCategories: [String] = []
        for sized in label.sizes[((beyondBand ?? index) + 1)...] where sized.layout.truncated {
            if let category = sized.sizeCategory, category != first.sizeCategory, !laterCategories.contains(category) {
                laterCategories.append(category)
            }
        }
        let layout = first.layout
        let needed = first.unconstrained ?? layout
        let constraints = first.constraints
        var numbers: [String: Double] = [
            "size": first.size,
            "neededLines": Double(needed.lineCount),
            "visibleLines": Double(layout.lines.count),
            "maxLines": Double(constraints.maxLines),
        ]
        if let width = constraints.width {
            numbers["availableWidth"] = width
            numbers["neededWidth"] = first.naturalWidthAtSize
        }
        if let height = constraints.height {
            numbers["availableHeight"] = height
            numbers["neededHeight"] = needed.height
        }
        if first.effectiveSize < first.size { numbers["effectiveSize"] = first.effectiveSize }

        let unit = label.screen.platform.lengthUnit
        func points(_ value: Double) -> String { FindingText.number(value) + unit }
        let at = (first.sizeCategory.map { " at \($0)" } ?? "")
            + (first.screenWidth.map { Message.surface(width: FindingText.number($0) + unit, platform: label.screen.platform) } ?? "")
        let style = label.element.textStyle.map { "\($0) " } ?? ""
        let sizeText = "\(style)\(FindingText.number(first.size))\(label.screen.platform.textSizeUnit)"
        let alsoAt = laterCategories.isEmpty ? "" : "; also at \(laterCategories.joined(separator: ", "))"
        let quoted = FindingText.quote(label.text)
        // What shows: the ellipsized lines, or — where the text is cut without a mark — the lines as they
        // broke, and what is cut after them (`Message.cut`).
        let cut = Message.cut(label.element.overflow, layout: layout, needed: needed, width: constraints.width,
                              neededWidth: first.naturalWidthAtSize, points: points)
        let shows = cut?.shows ?? FindingText.quote(layout.visibleText)
        let visibleText = cut.map { $0.visibleText } ?? layout.visibleText
        var message: String
        var suggestion: String
        if constraints.maxLines == 1 {
            let width = constraints.width ?? 0
            if let shrink = label.element.autoShrink, first.effectiveSize < first.size {
                let neededScale = width / first.naturalWidthAtSize
                let sizeUnit = label.screen.platform.textSizeUnit
                message = Message.singleLine(quoted, needs: points(first.naturalWidthAtSize), has: points(width), at: at, size: sizeText, alsoAt: alsoAt, shows: shows)
                    + (shrink.minimumScaleFactor.map { "; autoShrink stops at \(FindingText.number($0)) (\(FindingText.number(first.effectiveSize))\(sizeUnit))" }
                        ?? "; auto-size stops at \(FindingText.number(first.effectiveSize))\(sizeUnit)")
                suggestion = shrink.minimumScaleFactor != nil
                    ? "allow a smaller minimumScaleFactor (≥ \(FindingText.number(neededScale)) would fit), let it wrap to 2 lines, or shorten the \(FindingText.localeSlot) text"
                    : "lower the smallest auto-size (Android autoSizeMinTextSize: text drawn at \(FindingText.number(first.effectiveSize * neededScale))\(label.screen.platform.lengthUnit) fits here), let it wrap to 2 lines, or shorten the \(FindingText.localeSlot) text"
            } else {
                message = Message.singleLine(quoted, needs: points(first.naturalWidthAtSize), has: points(width), at: at, size: sizeText, alsoAt: alsoAt, shows: shows)
                suggestion = "let it wrap (maxLines: \(needed.lineCount > 1 ? needed.lineCount : 2) or 0), widen it to \(points(first.naturalWidthAtSize.rounded(.up))), or shorten the \(FindingText.localeSlot) text"
            }
        } else if let height = constraints.height, constraints.maxLines == 0 || layout.lines.count < constraints.maxLines {
            message = "\(quoted) needs \(needed.lineCount) lines (\(points(needed.height)) high), the fixed height \(points(height)) shows \(layout.lines.count)\(at) (\(sizeText)\(alsoAt)); shows \(shows)"
            suggestion = "let the height follow the text (drop `height:`), make it ≥ \(points(needed.height.rounded(.up))), or shorten the \(FindingText.localeSlot) text"
        } else {
            message = "\(quoted) needs \(needed.lineCount) lines, has \(constraints.maxLines)\(constraints.width.map { " of \(points($0))" } ?? "")\(at) (\(sizeText)\(alsoAt)); shows \(shows)"
            suggestion = "allow \(needed.lineCount) lines (maxLines: \(needed.lineCount) or 0), widen the label, or shorten the \(FindingText.localeSlot) text"
        }
        if label.isFallback { suggestion += "; \(FindingText.localeSlot) has no translation and shows the source" }
        var severity = Self.description.defaultSeverity
        if let standIn = label.element.fontStandIn {
            // The app's font is not in the project: Roboto drew it, within the band its published metrics give.
            if withinBand { severity = .note }
            message += " — \(withinBand ? "may truncate: " : "")\(standIn.phrase)\(withinBand ? ", which can be wider than it by this much" : "")"
        } else if withinBand {
            // Measured with the stand-in: within its band the system font may still fit.
            severity = .note
            message = Message.mayTruncate(message, platform: label.screen.platform)
        }
        return [Finding.about(label, rule: Self.description, severity: severity,
                              sizeCategory: first.sizeCategory,
                              sizeCategories: first.sizeCategory.map { [$0] + laterCategories } ?? laterCategories,
                              message: message, suggestion: suggestion,
                              measurements: numbers, visibleText: visibleText)]
    }
}

extension TruncationRule {
    enum Message {
        /// A truncation measured with the stand-in font, within its band (`StandInFonts`).
        static func mayTruncate(_ message: String, platform: Platform) -> String {
            message + " — may truncate with the system font: measured with Noto, which stands in for \(platform == .macos ? "macOS" : "iOS")'s system font (SF) and can be wider than it by this much"
        }

        /// " on a 375pt-wide screen", " in a 480pt-wide window".
        static func surface(width: String, platform: Platform) -> String {
            platform == .macos ? " in a \(width)-wide window" : " on a \(width)-wide \(platform.surface)"
        }

        static func singleLine(_ text: String, needs: String, has: String, at: String, size: String, alsoAt: String, shows: String) -> String {
            "\(text) needs \(needs), has \(has)\(at) (\(size)\(alsoAt)); shows \(shows)"
        }

        /// What a text cut without an ellipsis shows, for the message's "shows …" (`shows`), and the text that
        /// is visible (`visibleText`, nil where the cut falls inside a glyph run). `clip`: the lines of the
        /// unconstrained layout (the same width, no line limit) up to the last visible one, as they broke, and
        /// what is cut after them. `clipEdge`: one line drawn past the box, cut at its edge.
        static func cut(_ overflow: TextOverflow, layout: TextLayout, needed: TextLayout, width: Double?, neededWidth: Double,
                        points: (Double) -> String) -> (shows: String, visibleText: String?)? {
            switch overflow {
            case .ellipsis:
                return nil
            case .clip:
                let shown = needed.lines.prefix(max(1, layout.lines.count))
                let lost = needed.lines.dropFirst(shown.count)
                guard !lost.isEmpty else { return nil }
                let visible = shown.map(\.text).joined(separator: "\n")
                let cutText = lost.map(\.text).joined(separator: " ").trimmingCharacters(in: .whitespaces)
                let which = shown.count == 1 ? "its first line" : "its first \(shown.count) lines"
                let cutLines = lost.count == 1 ? "1 line" : "\(lost.count) lines"
                return ("\(which) without an ellipsis, \(FindingText.quote(visible)), and cuts \(cutLines): \(FindingText.quote(cutText))", visible)
            case .clipEdge:
                guard let width, neededWidth > width else { return nil }
                let share = Int(((neededWidth - width) / neededWidth * 100).rounded())
                return ("one line cut at the box's edge without an ellipsis: its last \(points(neededWidth - width)) (\(share)%) do not show", nil)
            }
        }
    }
}

extension TruncationRule {
    /// A value longer than the character limit its catalog states (XLIFF `size-unit="char"`): `maxwidth`
    /// counts grapheme clusters (what a reader sees as one character: "é" written e + U+0301 is one),
    /// `maxheight` counts lines.
    static func characterLimitFinding(text: String, entry: Entry, locale: String, limits: SizeLimits) -> Finding? {
        let characters = text.count
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        var numbers: [String: Double] = [:]
        var problems: [String] = []
        if let maximum = limits.maxCharacters, characters > maximum {
            numbers["characters"] = Double(characters)
            numbers["maxCharacters"] = Double(maximum)
            problems.append("\(characters) characters, the catalog allows \(maximum)")
        }
        if limits.unit == "char", let maximum = limits.maxLines, lines > maximum {
            numbers["neededLines"] = Double(lines)
            numbers["maxLines"] = Double(maximum)
            problems.append("\(lines) lines, the catalog allows \(maximum)")
        }
        guard !problems.isEmpty else { return nil }
        let visible = limits.maxCharacters.map { text.count > $0 ? String(text.prefix(max(0, $0 - 1))) + "…" : text } ?? text
        return Finding(rule: description.id, severity: description.defaultSeverity,
                       message: "\(FindingText.quote(text)) has \(problems.joined(separator: " and ")) (size-unit char); a UI built to that limit shows \(FindingText.quote(visible))",
                       location: entry.location, locale: locale, key: entry.key, table: entry.table, variant: entry.variant,
                       suggestion: "shorten the \(FindingText.localeSlot) text to \(limits.maxCharacters.map { "\($0) characters" } ?? "\(limits.maxLines ?? 1) lines")",
                       measurements: numbers, text: text, visibleText: visible)
    }
}

// What the pipeline reads of this rule: the development language failing the same way is the model's
// error; overflows within the stand-in's spread are counted, not reported; a catalog's character limits.
extension TruncationRule {
    public static var traits: RuleTraits { RuleTraits(sourceFailure: .modelError) }

    public func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] {
        guard label.failure == nil, label.screen.origin != .catalog, Self.overflowsWithinSpread(label, context: context) else { return [] }
        return [CoverageSkip(reason: Self.withinSpreadReason, inLocales: true)]
    }

    /// `truncation` for character limits (XLIFF `size-unit="char"`): the value as shown (placeholders
    /// filled) has more grapheme clusters than `maxwidth`, or more lines than `maxheight`. Every checked
    /// locale is held to its own value, or to the value it falls back to.
    public func check(catalogs index: CatalogIndex, context: LintContext, workers: Int) -> CatalogCheck {
        var findings: [Finding] = []
        for table in index.tables.keys.sorted() {
            // The keys with a character limit, then in key order: a large table is not copied to be sorted.
            let limited = index.tables[table]!.filter { _, values in
                values.values.contains { $0.contains { $0.limits?.maxCharacters != nil || ($0.limits?.unit == "char" && $0.limits?.maxLines != nil) } }
            }
            for (_, values) in limited.sorted(by: { $0.key < $1.key }) {
                let source = values[context.sourceLocale(ofTable: table)] ?? []
                for locale in context.locales {
                    let (entries, _) = JobStage.shownEntries(values, locale: locale, source: source, context: context)
                    let siblings = LabelText.composingSiblings(entries)
                    let formats = LabelText.substitutionPrefixes(entries)
                    for entry in entries where !LabelText.isFormat(entry, prefixes: formats) {
                        guard let limits = entry.limits ?? source.first(where: { $0.variant == entry.variant })?.limits else { continue }
                        let text = LabelText.compose(entry, siblings: siblings, samples: [:], transform: .none, locale: locale)
                        if let finding = Self.characterLimitFinding(text: text, entry: entry, locale: locale, limits: limits) {
                            findings.append(finding)
                        }
                    }
                }
            }
        }
        return CatalogCheck(findings: findings)
    }
}
