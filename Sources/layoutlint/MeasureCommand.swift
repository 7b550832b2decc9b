import ArgumentParser
import Foundation
import LayoutLint
import Typesetter

struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Lay out one text and print its lines, line boxes, ink and fonts.",
        discussion: """
        Sizes come from --size (points), or from a Dynamic Type --style at a --size-category (default L).
        y grows downward from the top of the text block; all lengths are points.
        """
    )

    @Argument(help: "The text to lay out.")
    var text: String

    @Option(help: "BCP 47 locale: sets paragraph direction, line breaking and shaping language.")
    var locale = "en"

    @Option(help: "A Dynamic Type text style (body, headline, title1, …).")
    var style: String?

    @Option(name: .customLong("size-category"), help: "Dynamic Type size category (xS … xxxL, AX1 … AX5).")
    var sizeCategory = "L"

    @Option(help: "Font size in points (instead of --style).")
    var size: Double?

    @Option(help: "ultralight … black, or 100 … 900.")
    var weight: String?

    @Flag(help: "Use the italic faces (where the profile has them).")
    var italic = false

    @Option(help: "Font family of the profile.")
    var family = "system"

    @Option(help: "Available width in points (default: unlimited).")
    var width: Double?

    @Option(name: .customLong("max-lines"), help: "Maximum number of lines; 0 = unlimited.")
    var maxLines = 0

    @Option(name: .customLong("line-height"), help: "Fixed line height in points.")
    var lineHeight: Double?

    @Option(help: "Fixed box height in points.")
    var height: Double?

    @Option(help: "natural | leading | trailing | center | justified | left | right")
    var alignment: TextAlignment = .natural

    @Flag(help: "Print the TextLayout as JSON.")
    var json = false

    @OptionGroup var fontOptions: FontOptions

    /// Lengths past `LayoutReader.maximumLength` are refused as a layout refuses them: `--size 1e308` made
    /// every width infinite, which JSON cannot hold.
    func validate() throws {
        for (name, value) in [("--size", size), ("--width", width), ("--line-height", lineHeight), ("--height", height)] {
            guard let value, value.isFinite, value > LayoutReader.maximumLength else { continue }
            throw ValidationError("\(name) \(value) is more than the \(Int(LayoutReader.maximumLength)) points layoutlint lays text out in (ten times the widest screen)")
        }
    }

    func run() throws {
        let points: Double
        var impliedWeight = 400
        if let size {
            points = size
        } else {
            let styleName = style ?? "body"
            guard DynamicType.styles[styleName] != nil else {
                let known = DynamicType.styles.keys.sorted()
                throw ValidationError("unknown text style '\(styleName)'"
                    + (Suggestion.closest(styleName, among: known).map { "; did you mean '\($0)'?" } ?? "")
                    + " (known: \(known.joined(separator: ", ")))")
            }
            guard let sized = DynamicType.size(style: styleName, category: sizeCategory) else {
                throw ValidationError("unknown size category '\(sizeCategory)'"
                    + (Suggestion.closest(sizeCategory, among: DynamicType.sizeCategories).map { "; did you mean '\($0)'?" } ?? "")
                    + " (known: \(DynamicType.sizeCategories.joined(separator: ", ")))")
            }
            points = sized
            impliedWeight = DynamicType.weight(of: styleName)
        }
        var resolvedWeight = impliedWeight
        if let weight {
            guard let parsed = FontWeight.parse(weight) else {
                throw ValidationError("unknown weight '\(weight)'; use ultralight … black or 100 … 900")
            }
            resolvedWeight = parsed
        }
        let typesetter = try fontOptions.typesetter()
        let layout: TextLayout
        do {
            layout = try typesetter.layout(
                text, locale: locale, font: FontSelection(family: family, weight: resolvedWeight, italic: italic), size: points,
                constraints: LayoutConstraints(width: width, maxLines: maxLines, lineHeight: lineHeight, height: height, alignment: alignment))
        } catch let error as TypesetterError {
            throw ValidationError(error.description)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try StandardOutput.write(String(decoding: try encoder.encode(layout.rounded(toPlaces: 4)), as: UTF8.self) + "\n")
        } else {
            try StandardOutput.write(MeasureTable.render(layout, weight: resolvedWeight))
        }
    }
}

extension TextAlignment: ExpressibleByArgument {}

/// The readable form of a TextLayout.
enum MeasureTable {
    static func render(_ layout: TextLayout, weight: Int) -> String {
        func pt(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "-" }
        var out = ""
        let box = layout.width.map { "width \(pt($0))pt" } ?? "unlimited width"
        out += "\(layout.locale) · \(pt(layout.size))pt · weight \(weight) · \(box)"
        out += layout.maxLines > 0 ? " · max \(layout.maxLines) lines" : ""
        out += " · \(layout.direction.rawValue)\n"
        out += "natural width \(pt(layout.naturalWidth))pt · needs \(layout.lineCount) line\(layout.lineCount == 1 ? "" : "s")"
        out += layout.truncated ? " · TRUNCATED, shows \(layout.lines.count)" : ""
        out += " · height \(pt(layout.height))pt\n"
        let header = ["line", "width", "x", "top", "baseline", "bottom", "ink top", "ink bottom", "text"]
        var rows = [header]
        for (i, line) in layout.lines.enumerated() {
            rows.append(["\(i + 1)", pt(line.width), pt(line.x), pt(line.top), pt(line.baseline), pt(line.bottom),
                         pt(line.inkTop), pt(line.inkBottom), line.text])
        }
        let widths = (0..<header.count - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column < widths.count ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) : cell
            }
            out += cells.joined(separator: "  ") + "\n"
        }
        if let ink = layout.inkBounds {
            out += "ink \(pt(ink.minX))…\(pt(ink.maxX)) × \(pt(ink.minY))…\(pt(ink.maxY))\n"
        }
        out += "fonts: \(layout.fonts.joined(separator: ", "))\n"
        for missing in layout.missingGlyphs {
            out += "missing glyph: \(missing.codePoint) '\(missing.character)' at character \(missing.index)\n"
        }
        return out
    }
}
