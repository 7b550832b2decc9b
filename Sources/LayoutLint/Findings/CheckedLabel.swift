/// One label laid out in one locale (its variants and sizes folded together): what a test-case format
/// such as JUnit counts as a test, so that passing labels are listed too.
public struct CheckedLabel: Codable, Sendable, Hashable, Comparable {
    public var locale: String
    public var screen: String
    public var element: String

    public init(locale: String, screen: String, element: String) {
        self.locale = locale
        self.screen = screen
        self.element = element
    }

    public static func < (a: CheckedLabel, b: CheckedLabel) -> Bool {
        (a.locale, a.screen, a.element) < (b.locale, b.screen, b.element)
    }

    /// Distinct and sorted.
    public static func list(_ labels: [CheckedLabel]) -> [CheckedLabel] {
        Array(Set(labels)).sorted()
    }
}
