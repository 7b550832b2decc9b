import Foundation

/// How numbers and texts are written in messages: hundredths of a point at most, no trailing zeros
/// ("110.6pt", "64pt"), texts in quotes with line breaks shown as ⏎.
public enum FindingText {
    public static func number(_ value: Double, places: Int = 2) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    public static func points(_ value: Double) -> String { number(value) + "pt" }

    public static func quote(_ text: String) -> String {
        "\u{201C}" + text.replacingOccurrences(of: "\n", with: " ⏎ ") + "\u{201D}"
    }
}

extension Finding {
    /// A finding about a measured label: catalog location, locale, key, table, variant, screen, element and
    /// layout location filled in from the label.
    public static func about(_ label: MeasuredLabel, rule: RuleDescription, severity: Severity, sizeCategory: String?,
                             message: String, suggestion: String?, measurements: [String: Double]? = nil,
                             visibleText: String? = nil) -> Finding {
        Finding(rule: rule.id, severity: severity, message: message, location: label.entry.location,
                locale: label.locale, key: label.entry.key, table: label.entry.table, variant: label.variant,
                sizeCategory: sizeCategory, screen: label.screen.name, element: label.element.id,
                layoutLocation: label.element.location, suggestion: suggestion, measurements: measurements,
                text: label.text, visibleText: visibleText)
    }
}
