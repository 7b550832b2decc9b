/// The configuration an Android resource folder name selects (`values-de-rDE-night-v21`), read as aapt2 reads
/// it (`ConfigDescription::Parse`): qualifiers in the order developer.android.com's "Providing alternative
/// resources" table gives them — MCC, MNC, language and region (`de`, `de-rDE`, `b+sr+Latn`; a two- or
/// three-letter word other than `car`, as `LocaleValue::InitFromParts` takes it), grammatical gender, layout
/// direction, smallest width, available width and height, screen size, aspect, round, wide colour gamut, HDR,
/// orientation, UI mode, night mode, density, touchscreen, keyboard, text input, navigation keys, navigation,
/// screen dimensions, platform version.
///
/// The locale picks which translation a value is; every other qualifier picks a configuration of the same
/// language (`values-night/` is the source for a device in night mode, `values-de-land/` the German text in
/// landscape): a variant of the key, not a replacement of the default value (`variantPrefix`).
struct AndroidConfiguration: Equatable {
    /// The folder's language and region as written (`de`, `de-rDE`, `b+sr+Latn`), nil without one.
    var locale: String?
    /// Every other qualifier, in the folder's order.
    var qualifiers: [String]

    init(locale: String?, qualifiers: [String]) {
        self.locale = locale
        self.qualifiers = qualifiers
    }

    /// The qualifiers of a folder (`values-sw600dp-land`), nil for a folder that is not `values`.
    init?(folder: String) {
        var parts = folder.split(separator: "-", omittingEmptySubsequences: false).map(String.init)[...]
        guard parts.popFirst() == "values" else { return nil }
        qualifiers = []
        func take(_ matches: (String) -> Bool) {
            if let part = parts.first, matches(part.lowercased()) { qualifiers.append(part); parts.removeFirst() }
        }
        take { $0.hasPrefix("mcc") && Self.number($0.dropFirst(3)) }
        take { $0.hasPrefix("mnc") && Self.number($0.dropFirst(3)) }
        if let part = parts.first {
            if part.hasPrefix("b+") {
                locale = part
                parts.removeFirst()
            } else if (part.count == 2 || part.count == 3), part.allSatisfy({ $0.isASCII && $0.isLetter }), part.lowercased() != "car" {
                locale = part
                parts.removeFirst()
                if let region = parts.first, region.count == 3, region.first == "r" {
                    locale! += "-" + region
                    parts.removeFirst()
                }
            }
        }
        let steps: [(String) -> Bool] = [
            { ["feminine", "masculine", "neuter"].contains($0) },
            { ["ldrtl", "ldltr"].contains($0) },
            { $0.hasPrefix("sw") && $0.hasSuffix("dp") && Self.number($0.dropFirst(2).dropLast(2)) },
            { $0.hasPrefix("w") && $0.hasSuffix("dp") && Self.number($0.dropFirst().dropLast(2)) },
            { $0.hasPrefix("h") && $0.hasSuffix("dp") && Self.number($0.dropFirst().dropLast(2)) },
            { ["small", "normal", "large", "xlarge"].contains($0) },
            { ["long", "notlong"].contains($0) },
            { ["round", "notround"].contains($0) },
            { ["widecg", "nowidecg"].contains($0) },
            { ["highdr", "lowdr"].contains($0) },
            { ["port", "land", "square"].contains($0) },
            { ["car", "desk", "television", "appliance", "watch", "vrheadset"].contains($0) },
            { ["night", "notnight"].contains($0) },
            { ["ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi", "nodpi", "anydpi"].contains($0)
                || ($0.hasSuffix("dpi") && Self.number($0.dropLast(3))) },
            { ["notouch", "stylus", "finger"].contains($0) },
            { ["keysexposed", "keyshidden", "keyssoft"].contains($0) },
            { ["nokeys", "qwerty", "12key"].contains($0) },
            { ["navexposed", "navhidden"].contains($0) },
            { ["nonav", "dpad", "trackball", "wheel"].contains($0) },
            { part in
                let sides = part.split(separator: "x", omittingEmptySubsequences: false)
                return sides.count == 2 && sides.allSatisfy { Self.number($0) } },
            { $0.hasPrefix("v") && Self.number($0.dropFirst()) },
        ]
        for step in steps { take(step) }
        // A qualifier out of order or unknown: aapt2 refuses the folder; kept as written, so the values
        // never stand in for the default ones.
        qualifiers += parts
    }

    private static func number(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }

    /// The variant prefix of a configuration other than the default (`config.night`, `config.sw600dp-land`),
    /// nil for the default one.
    var variantPrefix: String? { qualifiers.isEmpty ? nil : "config." + qualifiers.joined(separator: "-") }

    /// The variant a configuration variant stands for in the default configuration: `config.night.plural.one`
    /// → `plural.one`, `config.land` → nil (the plain value). `.none` for a variant of no configuration.
    /// Whether a variant's configuration is for another screen than the one a layout's boxes were computed
    /// for: another size (`sw600dp`, `w820dp`, `h720dp`, `large`, `long`, `round`), orientation (`land`,
    /// `port`) or UI mode (`television`, `car`, `watch` …). Night mode, API level, density, layout direction
    /// and input qualifiers draw on the same screen.
    static func selectsAnotherScreen(_ variant: String?) -> Bool {
        guard let variant, variant.hasPrefix("config.") else { return false }
        let qualifiers = variant.dropFirst("config.".count).prefix { $0 != "." }.split(separator: "-")
        return qualifiers.contains { qualifier in
            let part = qualifier.lowercased()
            if (part.hasPrefix("sw") || part.hasPrefix("w") || part.hasPrefix("h")) && part.hasSuffix("dp") && !part.hasSuffix("dpi") { return true }
            return ["small", "normal", "large", "xlarge", "long", "notlong", "round", "notround", "port", "land", "square",
                    "car", "desk", "television", "appliance", "watch", "vrheadset"].contains(part)
        }
    }

    static func defaultVariant(of variant: String?) -> String?? {
        guard let variant, variant.hasPrefix("config.") else { return .none }
        let rest = variant.dropFirst("config.".count)
        guard let dot = rest.firstIndex(of: ".") else { return .some(nil) }
        return .some(String(rest[rest.index(after: dot)...]))
    }
}

extension MeasuredLabel {
    /// The value a catalog-wide rule checks this label's value against: the source's (nil for a fallback
    /// label); for a configuration variant of the source itself (Android `values-night/`, `values-sw600dp/`:
    /// a device in that configuration shows it instead of `values/`), the source's value in the default
    /// configuration, which the app formats with the same arguments.
    func comparedSource(_ context: LintContext) -> Entry? {
        if locale != context.sourceLocale { return sourceEntry }
        guard case .some(let plain) = AndroidConfiguration.defaultVariant(of: entry.variant) else { return nil }
        return context.catalogs.values(table: entry.table, key: entry.key)[context.sourceLocale]?.first { $0.variant == plain }
    }
}

extension MeasuredLabel {
    /// The locale as a message names it, with the configuration of a configuration variant: `en (sw600dp)`,
    /// `de (land)`.
    var localeAndConfiguration: String {
        guard let variant = entry.variant, variant.hasPrefix("config.") else { return locale }
        let qualifiers = variant.dropFirst("config.".count).prefix { $0 != "." }
        return "\(locale) (\(qualifiers))"
    }
}
