import Typesetter

/// Text color against its background: the WCAG 2 contrast ratio under the platform's threshold for the
/// text's size and weight. Declared colors do not change with the locale, so it is reported once per
/// element, at the first checked size where it falls short.
public struct ContrastRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "contrast",
        name: "Contrast",
        defaultSeverity: .warning,
        summary: "Text color against its background is under the WCAG contrast the platform asks for at that size and weight.",
        rationale: """
        Low-contrast text is unreadable in sunlight, on dimmed screens and for the many people with low \
        vision. The ratio is WCAG 2's (relative luminance of the linear sRGB channels, (L1 + 0.05) / \
        (L2 + 0.05)); a color with alpha is blended over the background first. Thresholds, level AA by \
        default: iOS follows Apple's HIG (text of 17pt or less needs 4.5:1; 18pt or more, or bold, 3:1); \
        Android follows WCAG with sp as CSS pixels (large text is 24sp, or 18.66sp bold). Option \
        `level: AAA` asks for 7:1 and 4.5:1. Dynamic Type sizes are checked from the smallest: the first \
        size that falls short is reported, with the nearest color that passes.
        """,
        triggering: [
            RuleExample(
                "Gray #777777 on white at 13pt is 4.48:1, under 4.5",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: time
                    key: time
                    size: 13
                    width: 90
                    maxLines: 1
                    color: "#777777"
                    background: "#FFFFFF"
                """,
                strings: ["time": ["en": "12:45 left", "de": "Noch 12:45"]],
                firesIn: [""]),
            RuleExample(
                "A 3:1 gray is enough for 20pt text, not for a 13pt caption",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: caption
                    key: caption
                    size: 13
                    width: 200
                    maxLines: 0
                    color: "#949494"
                    background: "#FFFFFF"
                """,
                strings: ["caption": ["en": "Updated today"]],
                firesIn: [""]),
        ],
        nonTriggering: [
            RuleExample(
                "#767676 on white is 4.54:1",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: time
                    key: time
                    size: 13
                    width: 90
                    maxLines: 1
                    color: "#767676"
                    background: "#FFFFFF"
                """,
                strings: ["time": ["en": "12:45 left", "de": "Noch 12:45"]]),
            RuleExample(
                "Large text (20pt) needs only 3:1",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 20
                    width: 300
                    maxLines: 0
                    color: "#949494"
                    background: "#FFFFFF"
                """,
                strings: ["title": ["en": "Updated today"]]),
        ]
    )

    /// WCAG level: AA (default) or AAA.
    public enum Level: String, Sendable { case AA, AAA }

    /// Whether text of `size` and `weight` is "large" on the platform (Apple HIG: ≥ 18pt or bold; WCAG on
    /// Android: ≥ 24sp, or ≥ 18.66sp and bold — 18pt and 14pt in CSS pixels).
    public static func isLarge(size: Double, weight: Int, platform: Platform) -> Bool {
        switch platform {
        case .ios, .macos: size >= 18 || weight >= 700
        case .android: size >= 24 || (size >= 14 * 4 / 3 && weight >= 700)
        }
    }

    public static func threshold(large: Bool, level: Level) -> Double {
        switch level {
        case .AA: large ? 3 : 4.5
        case .AAA: large ? 4.5 : 7
        }
    }

    public func check(layout: LayoutScreen, context: LintContext) -> [Finding] {
        let options = context.options(for: Self.description.id)
        let level = options["level"]?.string.flatMap { Level(rawValue: $0.uppercased()) } ?? .AA
        var findings: [Finding] = []
        for element in layout.elements where element.kind.hasText {
            guard let colorText = element.color, let backgroundText = element.background,
                  let declared = RGBColor(hex: colorText), let declaredBackground = RGBColor(hex: backgroundText) else { continue }
            let white = RGBColor(red: 1, green: 1, blue: 1)
            let background = declaredBackground.composited(over: white)
            let color = declared.composited(over: background)
            let ratio = color.contrast(with: background)
            let weight = element.weight ?? element.textStyle.map(DynamicType.weight(of:)) ?? 400
            let sizes = SizeScale.sizes(for: element, platform: layout.platform, categories: context.sizeCategories)
            guard let failing = sizes.first(where: { ratio < Self.threshold(large: Self.isLarge(size: $0.size, weight: weight, platform: layout.platform), level: level) })
            else { continue }
            let large = Self.isLarge(size: failing.size, weight: weight, platform: layout.platform)
            let needed = Self.threshold(large: large, level: level)
            let unit = layout.platform.textSizeUnit
            let sizeText = FindingText.number(failing.size) + unit
            let at = failing.category.map { " at \($0)" } ?? ""
            let kind: String
            switch layout.platform {
            case .ios: kind = large ? "iOS large text (18pt or more, or bold)" : "iOS text of 17pt or less"
            case .macos: kind = large ? "large text (18pt or more, or bold)" : "text of 17pt or less"
            case .android: kind = large ? "large text (24sp, or 18.66sp bold)" : "text under 24sp (18.66sp bold)"
            }
            let alpha = declared.alpha < 1 || declaredBackground.alpha < 1 ? " (blended: \(color.hex) on \(background.hex))" : ""
            let message = "\(colorText) on \(backgroundText) has a contrast of \(FindingText.number(ratio)):1\(alpha), under the \(FindingText.number(needed)):1 WCAG \(level.rawValue) asks for \(kind): \(sizeText) \(TextFacts.weightName(weight))\(at)"
            var fixes: [String] = []
            if let better = color.adjusted(toContrast: needed, on: background) {
                fixes.append("use \(better.hex) (\(FindingText.number(better.contrast(with: background))):1) or a stronger color")
            }
            if !large {
                let largeSize = layout.platform == .android ? "24sp (18.66sp bold)" : "18pt or bold"
                let largeNeeds = Self.threshold(large: true, level: level)
                if ratio >= largeNeeds { fixes.append("make the text \(largeSize) (large text needs \(FindingText.number(largeNeeds)):1)") }
            }
            if fixes.isEmpty { fixes.append("choose text and background colors further apart") }
            findings.append(Finding(rule: Self.description.id, severity: Self.description.defaultSeverity, message: message,
                                    location: element.keyLocations["color"] ?? element.location, key: element.key,
                                    table: element.table, sizeCategory: failing.category,
                                    sizeCategories: sizes.filter { ratio < Self.threshold(large: Self.isLarge(size: $0.size, weight: weight, platform: layout.platform), level: level) }
                                        .compactMap(\.category),
                                    screen: layout.name,
                                    element: element.id, layoutLocation: element.location,
                                    suggestion: fixes.joined(separator: ", or "),
                                    measurements: ["contrast": ratio, "required": needed, "size": failing.size]))
        }
        return findings
    }
}
