import Typesetter

/// AppKit documents (`targetRuntime="MacOSX.Cocoa"`): a control's text, font and line mode live on its cell
/// (`<textFieldCell key="cell">`, `<buttonCell key="cell">`), sizes follow the cell's `controlSize`, and
/// texts an app fills at run time (prototype cells of table and outline views, bound values, IB's
/// placeholder titles) are skipped with the reason.
extension SceneReader {
    /// The control's cell (`key="cell"`), where AppKit keeps its text and font.
    static func cell(of node: XMLElementNode) -> XMLElementNode? {
        node.elements.first { $0.attribute("key") == "cell" && $0.name.hasSuffix("Cell") }
    }

    /// A cell's font: size, weight, italic, family (nil: the system font) and text style. `usesAppearanceFont`
    /// takes the system font of the cell's control size (`AppKitMetrics.controlSizeFontSizes`).
    struct CellFont {
        var size: Double
        var weight: Int = 400
        var italic = false
        var family: String?
        var textStyle: String?
    }

    func appKitFont(cell: XMLElementNode?) -> CellFont {
        let controlSize = AppKitMetrics.controlSizeFontSizes[cell?.attribute("controlSize") ?? "regular"] ?? AppKitMetrics.systemFontSize
        guard let font = cell?.elements.first(where: { $0.name == "font" && $0.attribute("key") == "font" }) else {
            return CellFont(size: controlSize)
        }
        let pointSize = IBDocument.number(font.attribute("size")).flatMap { $0 > 0 ? $0 : nil }
        if let style = font.attribute("textStyle").flatMap({ AppKitMetrics.textStyleNames[$0] ?? (AppKitMetrics.textStyleSizes[$0] != nil ? $0 : nil) }) {
            return CellFont(size: AppKitMetrics.textStyleSizes[style] ?? controlSize, weight: style == "headline" ? 700 : 400, textStyle: style)
        }
        if font.attribute("usesAppearanceFont") == "YES" { return CellFont(size: pointSize ?? controlSize) }
        if let meta = font.attribute("metaFont") {
            let known = AppKitMetrics.metaFonts[meta] ?? AppKitMetrics.metaFonts["system"]!
            return CellFont(size: pointSize ?? known.size, weight: known.weight)
        }
        if let name = font.attribute("name") {
            var result = CellFont(size: pointSize ?? controlSize)
            let (family, weight, italic) = namedFont(name, family: font.attribute("family"))
            result.family = family
            result.weight = weight
            result.italic = italic
            return result
        }
        return CellFont(size: pointSize ?? controlSize)
    }

    /// A PostScript font name (`Menlo-Regular`, `.SFNS-Bold`, `HelveticaNeue-MediumItalic`) → the profile family
    /// (nil: the system family), weight and italic. A name the settings map (`interfaceBuilder.fontFamilies`)
    /// takes that family; a system font name the system family; any other name stays as its family, and the
    /// linter skips the text when the profile does not have it.
    func namedFont(_ name: String, family declared: String?) -> (family: String?, weight: Int, italic: Bool) {
        let face = name.split(separator: "-").dropFirst().first.map(String.init)?.lowercased() ?? "regular"
        let italic = face.contains("italic") || face.contains("oblique")
        let weightName = face.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        let weight = FontWeight.parse(weightName.isEmpty ? "regular" : weightName)
            ?? (weightName == "demibold" ? 600 : weightName == "ultrabold" || weightName == "extrabold" ? 800 : 400)
        let family = declared ?? String(name.split(separator: "-").first ?? Substring(name))
        if let mapped = settings.fontFamilies[family] ?? settings.fontFamilies[name] { return (mapped, weight, italic) }
        if AppKitMetrics.systemFamily(forFontName: name) != nil || AppKitMetrics.systemFamily(forFontName: family) != nil {
            return (nil, weight, italic)
        }
        // A face the app registers, found by the PostScript or full name IB writes (`AppleAppFonts`): drawn
        // with the app's file, the system family after it.
        if let face = settings.appFonts.face(named: name, weight: nil, italic: false) {
            return (AppleAppFonts.family(face), face.names.weight, face.names.italic)
        }
        return (family, weight, italic)
    }

    /// The lines a text field cell draws: one when it is single-line (`usesSingleLineMode`), scrolls
    /// (`scrollable`) or clips or truncates on one line; unlimited when it wraps (`AppKitMetrics.wrappingLineBreakModes`,
    /// or no `lineBreakMode` at all).
    static func appKitMaxLines(cell: XMLElementNode) -> Int {
        if cell.attribute("usesSingleLineMode") == "YES" || cell.attribute("scrollable") == "YES" { return 1 }
        guard let mode = cell.attribute("lineBreakMode") else { return 0 }
        return AppKitMetrics.wrappingLineBreakModes.contains(mode) ? 0 : 1
    }

    /// Why an AppKit text is not the app's text on screen, or nil: a prototype cell of a table or outline view
    /// (filled by the data source), a value bound at run time (Cocoa bindings), an IB placeholder title.
    /// `replaced`: the document's text is never shown — a text binding replaces it as the nib loads
    /// (`bind(_:to:withKeyPath:)` sets the bound value, its Null Placeholder when nil).
    func appKitRunTimeReason(_ view: IBDocument.View, value: String?) -> (reason: String, replaced: Bool)? {
        if view.inPrototype {
            return ("prototype cell of a table or outline view: its text is filled at run time", false)
        }
        if view.element == "textField", let bound = Self.boundTextBinding(view.node) {
            return ("the text is bound at run time (Cocoa binding `\(bound)`)", true)
        }
        if let value, AppKitMetrics.placeholderTitles.contains(value) {
            return ("Interface Builder's placeholder title \"\(value)\": the app sets the text at run time", false)
        }
        return nil
    }

    /// The name of a binding that sets a view's text, if any: a text field's `value`, `displayPatternValue1`,
    /// `attributedString` (`boundTextBinding`); a button's `title`, `displayPatternTitle1`, `attributedTitle`
    /// (a button's `value` binding is its state, not its title).
    static func textBinding(_ node: XMLElementNode) -> String? {
        if node.name == "textField" { return boundTextBinding(node) }
        guard node.name == "button" || node.name == "popUpButton" else { return nil }
        return binding(of: node) { $0 == "title" || $0.hasPrefix("displayPatternTitle") || $0 == "attributedTitle" }
    }

    /// The name of a binding that sets a text field's text (`value`, `displayPatternValue1`, …), if any.
    static func boundTextBinding(_ node: XMLElementNode) -> String? {
        binding(of: node) { $0 == "value" || $0.hasPrefix("displayPatternValue") || $0 == "attributedString" }
    }

    /// The first Cocoa binding of the view or its cell whose name `matches`.
    private static func binding(of node: XMLElementNode, _ matches: (String) -> Bool) -> String? {
        for holder in [node] + node.elements where holder.name == node.name || holder.attribute("key") == "cell" {
            guard let connections = holder.first("connections") else { continue }
            for binding in connections.elements where binding.name == "binding" {
                if let name = binding.attribute("name"), matches(name) { return name }
            }
        }
        return nil
    }
}
