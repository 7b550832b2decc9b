/// How Interface Builder documents are imported: the `interfaceBuilder:` section of `.layoutlint.yml`.
///
/// ```yaml
/// interfaceBuilder:
///   screenWidths: [375, 393]            # device widths a scene is solved at (points)
///   runtimeAttributeKeyPath: localizableString
///   fontFamilies: { "Avenir Next": avenir }   # IB font family → font profile family
/// ```
public struct InterfaceBuilderImportSettings: Codable, Sendable, Hashable {
    /// The device widths every scene that spans the screen is solved at: iPhone SE (375pt) and iPhone 15
    /// (393pt) by default.
    public var screenWidths: [Double]
    /// The key path of a `userDefinedRuntimeAttribute` whose value is the text's key in the `Localizable`
    /// table (apps that localize IB texts in code, e.g. openfoodfacts-ios's `localizableString`).
    public var runtimeAttributeKeyPath: String
    /// Font families as IB names them (`family="Avenir Next"`) → the font profile's family names.
    public var fontFamilies: [String: String]
    /// The faces the app registers (`AppleAppFonts`), found by the project, not written in the config: a font
    /// name IB writes (`name="Inter-SemiBold"`) is looked up in them (Core Text finds registered faces by name).
    public var appFonts = AppleAppFonts()

    public static let defaultScreenWidths: [Double] = [375, 393]

    public init(screenWidths: [Double] = InterfaceBuilderImportSettings.defaultScreenWidths,
                runtimeAttributeKeyPath: String = "localizableString", fontFamilies: [String: String] = [:]) {
        self.screenWidths = screenWidths
        self.runtimeAttributeKeyPath = runtimeAttributeKeyPath
        self.fontFamilies = fontFamilies
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case screenWidths, runtimeAttributeKeyPath, fontFamilies }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screenWidths = try container.decodeIfPresent([Double].self, forKey: .screenWidths) ?? Self.defaultScreenWidths
        runtimeAttributeKeyPath = try container.decodeIfPresent(String.self, forKey: .runtimeAttributeKeyPath) ?? "localizableString"
        fontFamilies = try container.decodeIfPresent([String: String].self, forKey: .fontFamilies) ?? [:]
        if screenWidths.isEmpty || screenWidths.contains(where: { !($0 > 0 && $0 <= 10_000) }) {
            throw DecodingError.dataCorruptedError(forKey: .screenWidths, in: container,
                                                   debugDescription: "screen widths must be a non-empty list of positive numbers of points")
        }
    }
}
