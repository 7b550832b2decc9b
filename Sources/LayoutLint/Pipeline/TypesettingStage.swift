import Typesetter

/// A stage that lays text out with the real fonts: what it asks of them about an element.
protocol TypesettingStage {
    var typesetter: Typesetter { get }
    /// The run's shaped texts (`ShapedTexts`), shared with the other stages; nil shapes each text here.
    var shapes: ShapedTexts? { get }
}

extension TypesettingStage {
    /// The room `includeFontPadding` keeps around an element's text (`AndroidTextModel.fontPadding`), from
    /// its family's base face (the family's default chain's first face); nil when it includes none.
    func fontPadding(of element: LayoutElement) -> FontPadding? {
        guard element.includeFontPadding else { return nil }
        let selection = font(of: element)
        guard let face = try? typesetter.fonts.chain(family: selection.family, weight: selection.weight, italic: selection.italic,
                                                     script: "Zzzz").primary else { return nil }
        return AndroidTextModel.fontPadding(baseFace: face)
    }

    /// The font a text element asks for.
    func font(of element: LayoutElement) -> FontSelection {
        FontSelection(family: element.family ?? "system",
                      weight: element.weight ?? element.textStyle.map(DynamicType.weight(of:)) ?? 400,
                      italic: element.italic)
    }

    /// Whether the font profile has a family of that name (imported documents may name any font).
    func knowsFamily(_ family: String) -> Bool { typesetter.fonts.knows(family: family) }
}
