import Foundation

/// How numbers and texts are written in messages: hundredths of a point at most, no trailing zeros
/// ("110.6pt", "64pt"), texts in quotes with line breaks shown as ⏎.
public enum FindingText {
    /// Stands for a finding's own locale in the texts a rule writes (`Finding.messageTemplate`): written in
    /// when the message is read, so the texts of one problem in many locales are equal until then.
    public static let localeSlot = "\u{1F}locale\u{1F}"

    /// `text` with `locale` written in for each `localeSlot`.
    static func rendering(_ text: String, locale: String?) -> String {
        guard text.utf8.contains(0x1F), text.contains(localeSlot) else { return text }
        return text.replacingOccurrences(of: localeSlot, with: locale ?? "")
    }

    public static func number(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return "\(value)" }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        var fraction = String(units % Int64(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    public static func points(_ value: Double) -> String { number(value) + "pt" }

    /// Items as an English list: “a”, “a and b”, “a, b and c”.
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A text in quotes. Past `quotedScalars` Unicode scalars only its start and end are quoted, with its
    /// length: a message stays a line, whatever the catalog holds (values of 100k combining marks exist in
    /// hostile input; the finding's `text` keeps the whole value).
    public static func quote(_ text: String) -> String {
        let scalars = text.unicodeScalars
        // At most one scalar per UTF-8 byte: only a long text needs counting.
        if text.utf8.count > quotedScalars, case let total = scalars.count, total > quotedScalars {
            let body = String(String.UnicodeScalarView(scalars.prefix(quotedScalars - 40))) + " … "
                + String(String.UnicodeScalarView(scalars.suffix(30)))
            return "\u{201C}" + markingLineBreaks(body) + "\u{201D} (\(total) code points)"
        }
        return "\u{201C}" + markingLineBreaks(text) + "\u{201D}"
    }

    static func markingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        return text.replacingOccurrences(of: "\n", with: " ⏎ ")
    }

    /// The longest text quoted whole, in Unicode scalars.
    public static let quotedScalars = 200
}

extension Finding {
    /// A finding about a measured label: catalog location, locale, key, table, variant, screen, element and
    /// layout location filled in from the label.
    public static func about(_ label: MeasuredLabel, rule: RuleDescription, severity: Severity, sizeCategory: String?,
                             sizeCategories: [String]? = nil, message: String, suggestion: String?, measurements: [String: Double]? = nil,
                             visibleText: String? = nil) -> Finding {
        Finding(rule: rule.id, severity: severity, message: message, location: label.entry.location,
                locale: label.locale, key: label.entry.key, table: label.entry.table, variant: label.variant,
                sizeCategory: sizeCategory, sizeCategories: sizeCategories, screen: label.screen.name, element: label.element.id,
                layoutLocation: label.element.location, suggestion: suggestion, measurements: measurements,
                text: label.text, visibleText: visibleText)
    }
}

/// A finding's message and suggestion as its rule wrote them, the finding's locale as `FindingText.localeSlot`
/// (`Finding.written`). Reports write them as `messageTemplate` and `suggestionTemplate` where they name the
/// locale, so a report read back (`merge`, baselines) groups on them as the run that wrote it did.
struct WrittenTexts: Sendable, Hashable {
    var message: String
    var suggestion: String?

    /// The texts to write into a report: only where they name the locale (elsewhere they are the message and
    /// suggestion as written).
    var reported: WrittenTexts? {
        message.contains(FindingText.localeSlot) || suggestion?.contains(FindingText.localeSlot) == true ? self : nil
    }

    /// The texts a report gives, taken only where they make its message and suggestion for its locale (a
    /// report edited by hand, or one whose templates do not match, is read by its texts alone).
    static func decoded<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, message: String, suggestion: String?,
                                        locale: String?, keys: (message: Key, suggestion: Key)) -> WrittenTexts? {
        guard let template = try? container.decodeIfPresent(String.self, forKey: keys.message),
              FindingText.rendering(template, locale: locale) == message else { return nil }
        let suggestionTemplate = (try? container.decodeIfPresent(String.self, forKey: keys.suggestion)) ?? suggestion
        guard suggestionTemplate.map({ FindingText.rendering($0, locale: locale) }) == suggestion else { return nil }
        return WrittenTexts(message: template, suggestion: suggestionTemplate).reported
    }
}

/// A value carried along but left out of equality and hashing (`Finding.written`: how a message was made,
/// not what the finding says).
struct NotCompared<Value: Sendable>: Sendable, Hashable {
    var value: Value
    static func == (_: NotCompared, _: NotCompared) -> Bool { true }
    func hash(into _: inout Hasher) {}
}
