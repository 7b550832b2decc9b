/// What the platforms' own fonts can draw, the model behind `missing-glyph`: a character the bundled
/// profile lacks is only a finding when the platform cannot draw it either. The platforms ship a face for
/// every script of Unicode they support (Android: every family of AOSP `frameworks/base`
/// `data/fonts/fonts.xml`; iOS and macOS: Apple's script faces), so what they cannot draw is what their
/// fonts cannot know: a character assigned after their Unicode version (a newer emoji), a private-use code
/// point, or one Unicode has not assigned.
public enum PlatformFonts {
    /// The releases a finding is about: the oldest still widely run, whose fonts know characters up to a
    /// Unicode version. A character assigned later shows as an empty box on them.
    public struct Baseline: Sendable, Hashable {
        /// How a finding names the platform.
        public var name: String
        /// The Unicode version whose characters (emoji included) the release's fonts draw.
        public var unicodeMajor: Int
        public var unicodeMinor: Int
        public var unicodeVersion: String { "\(unicodeMajor).\(unicodeMinor)" }
    }

    /// Per platform. Sources: Emojipedia's release pages for each OS ("iOS 16.4 Emoji Changelog": Emoji
    /// 15.0, March 2023; "iOS 17.4": Emoji 15.1, March 2024; "Android 14": Emoji 15.0, October 2023;
    /// "Android 15": Emoji 15.1); Apple ships one emoji font for iOS and macOS (macOS 13.3 = iOS 16.4).
    /// Baselines: iOS 17 / macOS 14 and Android 14, the releases before the Emoji 15.1 updates, both
    /// still in wide use; their fonts stop at Unicode 15.0.
    public static let baselines: [Platform: Baseline] = [
        .ios: Baseline(name: "iOS 17 and macOS 14", unicodeMajor: 15, unicodeMinor: 0),
        .macos: Baseline(name: "macOS 14", unicodeMajor: 15, unicodeMinor: 0),
        .android: Baseline(name: "Android 14", unicodeMajor: 15, unicodeMinor: 0),
    ]

    /// The Supplementary Private Use Area-B code points Apple's system font maps to SF Symbols (the SF
    /// Symbols app's "Copy Symbol" pastes them; they draw in any SF text), and U+F8FF, the Apple logo in
    /// Apple's fonts: drawn on Apple platforms, unknown to the bundled Noto faces.
    static func appleDraws(_ value: UInt32) -> Bool { value == 0xF8FF || (0x100000...0x10FFFD).contains(value) }

    /// Why `platform`'s own fonts cannot draw `scalar`, or nil when they can (or may: then a missing glyph
    /// is only the bundled profile's gap, a coverage skip).
    public static func whyPlatformCannotDraw(_ scalar: Unicode.Scalar, platform: Platform) -> String? {
        let baseline = baselines[platform]!
        let properties = scalar.properties
        switch properties.generalCategory {
        case .privateUse:
            if platform != .android && appleDraws(scalar.value) { return nil }
            return "a private-use code point: no \(platformName(platform)) font draws it"
        case .unassigned:
            return "not a character Unicode has assigned: no font draws it"
        case .surrogate:
            return "a lone surrogate: no font draws it"
        default:
            break
        }
        if let age = properties.age,
           (age.major, age.minor) > (baseline.unicodeMajor, baseline.unicodeMinor) {
            return "assigned in Unicode \(age.major).\(age.minor), after the Unicode \(baseline.unicodeVersion) fonts of \(baseline.name): it shows as an empty box there"
        }
        return nil
    }

    /// "Android", "iOS and macOS".
    public static func platformName(_ platform: Platform) -> String {
        switch platform {
        case .ios: "iOS and macOS"
        case .macos: "macOS"
        case .android: "Android"
        }
    }
}
