import Foundation
import CICUShim
import Synchronization

/// CLDR cardinal plural rules from ICU: a locale's categories and sample numbers for each, so a plural
/// variant can be laid out with a number that really selects it (Arabic `few` → 3…10, `many` → 11…99).
public struct PluralRules: Sendable {
    public let locale: String
    /// The categories ICU knows for the locale, in CLDR order (zero, one, two, few, many, other).
    public let categories: [String]
    /// Per category, the integers in 0…1000 that select it, as ranges (Arabic few: 3...10, 103...110, …).
    public let integerRanges: [String: [ClosedRange<Int>]]
    /// Per category, decimal samples for categories no integer selects (e.g. `other` in some locales).
    public let decimalSamples: [String: [Double]]
    /// Categories that stand for one count only (en `one` = 1, ar `zero` = 0, ar `two` = 2, he `one` = 1; not
    /// ru `one`: 1, 21, 31 …, nor fr `one`: 0, 1): no other integer up to 1,000, nor the large ones sampled,
    /// selects them. Counts are integers (Android's `getQuantityString(id, int)`, a `%d`/`%lld` count), so
    /// the decimals a category also covers (he `one`: 0.1…0.9) do not count.
    public let singleNumbers: [String: Int]

    static let order = ["zero", "one", "two", "few", "many", "other"]
    private static let cache = Mutex<[String: PluralRules]>([:])

    public static func of(_ locale: String) -> PluralRules {
        // Computed under the lock: workers asking for the same locale at once wait for one computation
        // (1,001 ICU selections) instead of each making its own. Cached by the tag as asked for.
        cache.withLock { cache in
            if let known = cache[locale] { return known }
            let icu = (locale == LocaleTag.base ? "en" : locale).replacingOccurrences(of: "-", with: "_")
            let rules = PluralRules(locale: locale, icu: icu)
            cache[locale] = rules
            return rules
        }
    }

    private init(locale: String, icu: String) {
        self.locale = locale
        var buffer = [CChar](repeating: 0, count: 128)
        let length = ll_icu_plural_keywords(icu, &buffer, Int32(buffer.count))
        let keywords = length > 0
            ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ").map(String.init)
            : ["other"]
        categories = keywords.sorted { (Self.order.firstIndex(of: $0) ?? 99) < (Self.order.firstIndex(of: $1) ?? 99) }
        var ranges: [String: [ClosedRange<Int>]] = [:]
        let selected = Self.select(icu, (0...1000).map(Double.init))
        for n in 0...1000 {
            let category = selected[n]
            if let last = ranges[category]?.last, last.upperBound == n - 1 {
                ranges[category]![ranges[category]!.count - 1] = last.lowerBound...n
            } else {
                ranges[category, default: []].append(n...n)
            }
        }
        integerRanges = ranges
        var decimals: [String: [Double]] = [:]
        let candidates = [0.5, 1.5, 2.5, 0.1, 1000000.0, 2000000.0, 1e7]
        let candidateCategories = Self.select(icu, candidates)
        for category in categories where ranges[category] == nil {
            for (candidate, selected) in zip(candidates, candidateCategories) where selected == category {
                decimals[category, default: []].append(candidate)
            }
        }
        decimalSamples = decimals
        var single: [String: Int] = [:]
        let others = Set(zip(candidates, candidateCategories).filter { $0.0 == $0.0.rounded() }.map(\.1))
        for (category, categoryRanges) in ranges where categoryRanges.count == 1 && categoryRanges[0].count == 1 && !others.contains(category) {
            single[category] = categoryRanges[0].lowerBound
        }
        singleNumbers = single
    }

    /// The one number `category` stands for, nil when it stands for several (see `singleNumbers`).
    public func onlyNumber(of category: String) -> Int? { singleNumbers[category] }

    /// The categories of many numbers, with one ICU rules object; "other" for each when ICU fails.
    static func select(_ icu: String, _ numbers: [Double]) -> [String] {
        let stride = 16
        var buffer = [CChar](repeating: 0, count: numbers.count * stride)
        guard ll_icu_plural_select_many(icu, numbers, Int32(numbers.count), &buffer, Int32(stride)) == 0 else {
            return numbers.map { _ in "other" }
        }
        return (0..<numbers.count).map { i in
            let slice = buffer[(i * stride)..<((i + 1) * stride)]
            let bytes = slice.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return bytes.isEmpty ? "other" : String(decoding: bytes, as: UTF8.self)
        }
    }

    static func select(_ icu: String, _ number: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = ll_icu_plural_select(icu, number, &buffer, Int32(buffer.count))
        guard length > 0 else { return "other" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The category ICU selects for `number`.
    public func category(for number: Double) -> String {
        Self.select((locale == LocaleTag.base ? "en" : locale).replacingOccurrences(of: "-", with: "_"), number)
    }

    /// A number that selects `category` (the smallest integer, else a decimal), nil when none does.
    public func sample(for category: String) -> Double? {
        if let first = integerRanges[category]?.first { return Double(first.lowerBound) }
        return decimalSamples[category]?.first
    }

    /// Readable samples: "3…10, 103…110, …".
    public func sampleDescription(for category: String) -> String {
        if let ranges = integerRanges[category] {
            let shown = ranges.prefix(3).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)…\($0.upperBound)" }
            return shown.joined(separator: ", ") + (ranges.count > 3 ? ", …" : "")
        }
        return decimalSamples[category]?.map { "\($0)" }.joined(separator: ", ") ?? ""
    }
}
