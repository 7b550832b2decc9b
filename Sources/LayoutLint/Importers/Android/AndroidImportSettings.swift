/// The `android:` section of `.layoutlint.yml`: how Android layouts are imported.
///
/// ```yaml
/// android:
///   screenWidths: [360, 411]   # dp; each layout is measured at each width
///   targetSdk: 34              # else read from build.gradle(.kts) / common.gradle
///   layouts: false            # true by default: import res/layout*/ files
/// ```
public struct AndroidImportSettings: Codable, Sendable, Hashable {
    /// Device widths in dp each layout is measured at (default: 360dp, a small phone, and 411dp, a
    /// Pixel-size phone).
    public var screenWidths: [Double]
    /// The app's target SDK (decides the fonts: `elegantTextHeight` from 35); nil = read from Gradle.
    public var targetSdk: Int?
    /// Whether `res/layout*` files are imported at all.
    public var layouts: Bool

    public static let defaultScreenWidths: [Double] = [360, 411]

    public init(screenWidths: [Double] = AndroidImportSettings.defaultScreenWidths, targetSdk: Int? = nil, layouts: Bool = true) {
        self.screenWidths = screenWidths
        self.targetSdk = targetSdk
        self.layouts = layouts
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case screenWidths, targetSdk, layouts }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let known = CodingKeys.allCases.map(\.rawValue)
        for key in container.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                debugDescription: "unknown Android setting '\(key.stringValue)'; known: \(known.joined(separator: ", "))")
        }
        screenWidths = try container.decodeIfPresent([Double].self, forKey: AnyKey("screenWidths")) ?? Self.defaultScreenWidths
        if screenWidths.isEmpty || screenWidths.contains(where: { !($0 > 0) || $0 > 10_000 }) {
            throw DecodingError.dataCorruptedError(forKey: AnyKey("screenWidths"), in: container,
                debugDescription: "screen widths must be a non-empty list of dp widths between 1 and 10000")
        }
        targetSdk = try container.decodeIfPresent(Int.self, forKey: AnyKey("targetSdk"))
        if let targetSdk, !(1...100).contains(targetSdk) {
            throw DecodingError.dataCorruptedError(forKey: AnyKey("targetSdk"), in: container,
                debugDescription: "targetSdk must be an Android API level (1-100)")
        }
        layouts = try container.decodeIfPresent(Bool.self, forKey: AnyKey("layouts")) ?? true
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screenWidths, forKey: .screenWidths)
        try container.encodeIfPresent(targetSdk, forKey: .targetSdk)
        try container.encode(layouts, forKey: .layouts)
    }
}
