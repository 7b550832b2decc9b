import Typesetter

/// Ink of the visible lines crosses the box the text must stay in: the fixed height when there is one,
/// else the text block. With a fixed line height, ink crossing into the next or previous line.
public struct VerticalClippingRule: Rule {
    public init() {}

    /// Overshoots up to this are within the model's error, not clipping (the stand-in's outlines, rounding
    /// to the pixel grid; Devanagari head strokes sit exactly on the top of the Noto line box):
    /// `StandInFonts.verticalTolerance`.
    public static let tolerance = StandInFonts.verticalTolerance

    /// On Apple platforms, Latin, Greek and Cyrillic text is drawn by SF itself: in a box at least SF's own
    /// line height its ink stays where the system font puts it, whatever the stand-in's outlines do.
    static func drawnWithinSystemLineHeight(_ label: MeasuredLabel, _ sized: SizedLayout, boxHeight: Double) -> Bool {
        guard label.screen.platform.usesStandInSystemFont, (label.element.family ?? "system") == "system" else { return false }
        // en-XT's stacked marks stand for Thai, Burmese and Devanagari ink: SF's line height holds no such ink.
        guard label.locale != Pseudolocale.tall.rawValue else { return false }
        let scripts = TextFacts.scripts(of: sized.layout.visibleText)
        guard scripts.allSatisfy({ StandInFonts.sfScripts.contains($0.script) }) else { return false }
        let lines = max(1, sized.layout.lines.count)
        return boxHeight >= Double(lines) * StandInFonts.systemLineHeight * sized.effectiveSize - tolerance
    }

    public static let description = RuleDescription(
        id: "vertical-clipping",
        name: "Vertical clipping",
        defaultSeverity: .error,
        summary: "Ink of tall scripts (Thai, Arabic, the Indic scripts, Burmese, Khmer, Tibetan, Nastaliq …) crosses a fixed height or fixed line height.",
        rationale: """
        Thai stacks vowels and tone marks far above Latin ascenders; vowelled Arabic and Devanagari reach far \
        below Latin descenders. A label with a fixed height and clipping on (UIKit clipsToBounds, IB \
        clipsSubviews, Android's default) cuts them off, and a missing mark can change the word. iOS 17+ and \
        Android P+ grow line heights for tall scripts on their own, so the danger is wherever a height is \
        fixed. Error when clipping is on; warning when the ink only overlaps the neighbours or another line. \
        Ink must cross the edge by more than 0.5pt (the model's tolerance: stand-in outlines, pixel rounding), \
        and on iOS and macOS Latin, Greek and Cyrillic text in a box at least SF's own line height never \
        clips: SF draws it, not the stand-in.
        """,
        triggering: [
            RuleExample(
                "Thai tone marks above a fixed 20pt height with clipping on (iOS centers the line)",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 17
                    weight: semibold
                    width: 240
                    maxLines: 1
                    height: 20
                    clipsToBounds: true
                """,
                strings: ["title": ["en": "At the market", "th": "ที่ตลาด"]],
                firesIn: ["th"]),
            RuleExample(
                "Burmese stacks far above and below Latin: its line box alone is taller than a fixed 24pt height",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 17
                    width: 240
                    maxLines: 1
                    height: 24
                    clipsToBounds: true
                """,
                strings: ["title": ["en": "Settings", "de": "Einstellungen", "my": "ဆက်တင်များ"]],
                firesIn: ["my"]),
            RuleExample(
                "Vowelled Arabic below a fixed 22dp Android row (TextView draws from the top)",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: row
                    key: row
                    size: 16
                    width: 200
                    maxLines: 1
                    height: 22
                    clipsToBounds: true
                """,
                strings: ["row": ["en": "Daily reminder", "ar": "التَّذْكِيرُ الْيَوْمِيُّ"]],
                sizeCategories: ["L"],
                firesIn: ["ar"]),
            RuleExample(
                "A fixed line height lets Thai marks run into the line above",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: body
                    key: body
                    size: 17
                    width: 120
                    maxLines: 0
                    lineHeight: 22
                """,
                strings: ["body": ["en": "Your words for today", "th": "คำศัพท์ที่ต้องทบทวนวันนี้ทั้งหมด"]],
                firesIn: ["th"]),
        ],
        nonTriggering: [
            RuleExample(
                "An 11pt Japanese macOS label in its 14pt frame: the stand-in's CJK line puts the baseline 0.10em lower than PingFang does (Platforms/StandInFonts.swift)",
                layout: """
                screen: Example
                platform: macos
                elements:
                  - id: prompt
                    key: prompt
                    size: 11
                    width: 300
                    maxLines: 1
                    height: 14
                """,
                strings: ["prompt": ["en": "Or enter an mpv command:", "ja": "またはmpvコマンドを入力:", "zh-Hans": "或输入 mpv 命令:"]]),
            RuleExample(
                "A 13pt macOS label in its 16pt frame: SF's 15.3pt line fits, whatever the taller stand-in does",
                layout: """
                screen: Example
                platform: macos
                elements:
                  - id: quality
                    key: quality
                    size: 13
                    width: 200
                    maxLines: 1
                    height: 16
                    clipsToBounds: true
                """,
                strings: ["quality": ["en": "Playing quality", "de": "Qualität der Wiedergabe", "ru": "Качество воспроизведения"]]),
            RuleExample(
                "A 17pt Latin line in a 20pt box whose ink fits",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 17
                    width: 240
                    maxLines: 1
                    height: 20
                    clipsToBounds: true
                """,
                strings: ["title": ["en": "At the market", "de": "Auf dem Markt"]]),
            RuleExample(
                "Tall scripts in a label whose height follows the text",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    textStyle: title2
                    width: 343
                    maxLines: 0
                """,
                strings: ["title": ["en": "Learn a new word every day", "th": "เรียนรู้คำศัพท์ใหม่ทุกวัน",
                                    "ar": "تَعَلَّمْ كَلِمَةً جَدِيدَةً كُلَّ يَوْمٍ", "hi": "हर दिन एक नया शब्द सीखें"]]),
            RuleExample(
                "Khmer subscripts below the stand-in's line in an iOS footer whose height follows the text: the system's Khmer line is what the device draws",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: footer
                    key: footer
                    textStyle: footnote
                    width: 343
                    maxLines: 0
                """,
                strings: ["footer": ["en": "Local", "km": "ក្នុងស្រុក"]]),
        ]
    )

    /// How far ink may reach below the bottom edge: on Apple platforms with the system font, CJK text gets
    /// the stand-in's baseline drop on top of the tolerance (`StandInFonts.belowTolerance`).
    static func belowTolerance(_ label: MeasuredLabel, _ sized: SizedLayout) -> Double {
        guard label.screen.platform.usesStandInSystemFont, (label.element.family ?? "system") == "system" else { return tolerance }
        return StandInFonts.belowTolerance(scripts: TextFacts.scripts(of: sized.layout.visibleText).map(\.script), size: sized.effectiveSize)
    }

    public func check(label: MeasuredLabel, context: LintContext) -> [Finding] {
        if label.element.verticalRoomUnknown != nil && label.element.height == nil { return [] }
        return findings(label, context: context)
    }

    /// A label whose room above and below is not known (`LayoutElement.verticalRoomUnknown`) and whose ink
    /// reaches beyond its line block is counted, not reported.
    public func coverageSkips(label: MeasuredLabel, context: LintContext) -> [CoverageSkip] {
        guard let why = label.element.verticalRoomUnknown, label.element.height == nil, label.failure == nil,
              !findings(label, context: context).isEmpty else { return [] }
        return [CoverageSkip(reason: "vertical-clipping: ink beyond the line block where \(why): not reported", inLocales: true)]
    }

    func findings(_ label: MeasuredLabel, context: LintContext) -> [Finding] {
        let element = label.element
        let platform = label.screen.platform
        var placements = label.sizes.map { InkPlacement.of(layout: $0.layout, element: element, platform: platform) }
        // Ink below the bottom within the stand-in's baseline drop is not counted.
        for index in placements.indices where placements[index].below <= Self.belowTolerance(label, label.sizes[index]) {
            placements[index].below = 0
        }
        // On Apple platforms a text whose height follows the text (no fixed height, no fixed line height) is
        // as tall as the system's own line for its script: TextKit sizes each line to the fonts it draws with,
        // and iOS 17 / macOS 14 grow lines for tall scripts (WWDC16-801; "language-aware line height"). The
        // stand-in's line box is no evidence against that line, so only fixed heights are checked there.
        if platform.usesStandInSystemFont, element.height == nil, element.lineHeight == nil { return [] }
        // en-XT stands for the tall scripts, whose lines grow wherever the height follows the text (Android P+
        // fallback line spacing, iOS 17 / macOS 14): its own Latin line box does not, so only fixed heights count.
        if label.locale == Pseudolocale.tall.rawValue, element.height == nil, element.lineHeight == nil { return [] }
        let exempt = label.sizes.indices.map { Self.drawnWithinSystemLineHeight(label, label.sizes[$0], boxHeight: placements[$0].boxHeight) }
        let crossing = placements.indices.filter { !exempt[$0] && (placements[$0].above > Self.tolerance || placements[$0].below > Self.tolerance) }
        let crosses = { (p: InkPlacement) in p.above > Self.tolerance || p.below > Self.tolerance }
        let unit = platform.lengthUnit
        func points(_ value: Double) -> String { FindingText.number(value) + unit }
        var findings: [Finding] = []

        if let index = crossing.first {
            let p = placements[index]
            let sized = label.sizes[index]
            let later = crossing.filter { $0 > index && crosses(placements[$0]) }.compactMap { label.sizes[$0].sizeCategory }
            let at = sized.sizeCategory.map { " at \($0)" } ?? ""
            let also = later.isEmpty ? "" : "; also at \(later.joined(separator: ", "))"
            var edges: [String] = []
            if p.above > Self.tolerance { edges.append("\(points(p.above)) above the top edge") }
            if p.below > Self.tolerance { edges.append("\(points(p.below)) below the bottom edge") }
            let box: String
            let placement: String
            if let height = element.height {
                box = "the fixed \(points(height)) height"
                let alignment = element.verticalPlacement(on: platform)
                placement = alignment == .center
                    ? "; the \(points(p.blockHeight)) line box is centered, its top at \(points(p.offset))"
                    : "; the \(points(p.blockHeight)) line box is placed at the \(alignment.rawValue)"
            } else {
                box = "its \(points(p.blockHeight)) text block"
                placement = ""
            }
            let severity: Severity = element.clipsToBounds ? .error : .warning
            let effect = element.clipsToBounds ? "clipped" : "drawn outside the frame, over any view placed there"
            let message = "ink of \(FindingText.quote(sized.layout.visibleText)) reaches \(edges.joined(separator: " and ")) of \(box)\(at) (\(FindingText.number(sized.effectiveSize))\(platform.textSizeUnit)\(also))\(placement): the marks are \(effect)"
            var suggestion: String
            if let height = element.height {
                let needed = Self.heightNeeded(p, element: element, platform: platform, current: height)
                suggestion = needed.map { "let the height follow the text (drop `height:`; iOS 17+ and Android P+ then grow the line for tall scripts) or make it ≥ \(points($0.rounded(.up)))" }
                    ?? "let the height follow the text (drop `height:`) or add padding inside the box"
            } else {
                suggestion = "give the label vertical padding of \(points(max(p.above, p.below).rounded(.up))) or a taller line height"
            }
            if element.clipsToBounds { suggestion += ", or turn clipping off" }
            var numbers: [String: Double] = ["boxHeight": p.boxHeight, "lineBoxHeight": p.blockHeight, "offset": p.offset,
                                             "inkAboveTop": p.above, "inkBelowBottom": p.below, "size": sized.effectiveSize]
            if let top = p.inkTop { numbers["inkTop"] = top }
            if let bottom = p.inkBottom { numbers["inkBottom"] = bottom }
            findings.append(Finding.about(label, rule: Self.description, severity: severity, sizeCategory: sized.sizeCategory,
                                          sizeCategories: (sized.sizeCategory.map { [$0] } ?? []) + later,
                                          message: message, suggestion: suggestion, measurements: numbers,
                                          visibleText: sized.layout.truncated ? sized.layout.visibleText : nil))
        }

        if let lineHeight = element.lineHeight,
           let index = placements.firstIndex(where: { $0.lineOverlap > Self.tolerance }) {
            let p = placements[index]
            let sized = label.sizes[index]
            let at = sized.sizeCategory.map { " at \($0)" } ?? ""
            let message = "with the fixed \(points(lineHeight)) line height, ink of line \(p.overlappingLine ?? 0) of \(FindingText.quote(sized.layout.visibleText)) runs \(points(p.lineOverlap)) into the neighbouring line\(at) (\(FindingText.number(sized.effectiveSize))\(platform.textSizeUnit))"
            findings.append(Finding.about(label, rule: Self.description, severity: .warning, sizeCategory: sized.sizeCategory,
                                          sizeCategories: label.sizes.indices.filter { placements[$0].lineOverlap > Self.tolerance }
                                              .compactMap { label.sizes[$0].sizeCategory },
                                          message: message,
                                          suggestion: "use the natural line height for \(FindingText.localeSlot) (drop `lineHeight:`) or make it ≥ \(points((lineHeight + 2 * p.lineOverlap).rounded(.up)))",
                                          measurements: ["lineHeight": lineHeight, "lineOverlap": p.lineOverlap, "size": sized.effectiveSize]))
        }
        return findings
    }

    /// The smallest fixed height that keeps the ink inside, given where the platform places the block;
    /// nil when no height can (ink above the block's top with top alignment).
    static func heightNeeded(_ p: InkPlacement, element: LayoutElement, platform: Platform, current: Double) -> Double? {
        guard let top = p.inkTop.map({ $0 - p.offset }), let bottom = p.inkBottom.map({ $0 - p.offset }) else { return nil }
        let block = p.blockHeight
        switch element.verticalPlacement(on: platform) {
        case .center: return max(current, block - 2 * top, 2 * bottom - block)
        case .top: return top < -tolerance ? nil : max(current, bottom)
        case .bottom: return bottom > block + tolerance ? nil : max(current, block - top)
        }
    }
}

extension VerticalClippingRule {
    /// The development language clipped the same way on an imported screen is the model's error.
    public static var traits: RuleTraits { RuleTraits(sourceFailure: .modelError) }
}
