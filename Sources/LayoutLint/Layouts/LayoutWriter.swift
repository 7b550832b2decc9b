import Foundation
import Typesetter

/// Notes an importer keeps about a screen's elements (what it inferred, which defaults it fell back to),
/// for the comments of `layoutlint import`. A screen's `ContainerLayout` may provide them.
public protocol ImportNotes {
    /// Element id → notes, in the order they were made.
    var notes: [String: [String]] { get }
}

/// Writes a `LayoutScreen` as a layout declaration (`layouts/*.yaml`) that `LayoutReader` reads back to
/// the same values: what `layoutlint import` prints for review and overrides. Each element carries its
/// source position (an imported element's UI file line) and the importer's notes as comments; text
/// elements that were not imported are listed at the end with their reasons.
public enum LayoutWriter {
    /// The YAML declaration of `screen`. `notes`: element id → comment lines above the element; `after`:
    /// element id → comment lines below its settings (the source language's solved width).
    public static func yaml(_ screen: LayoutScreen, notes: [String: [String]] = [:], after: [String: [String]] = [:]) -> String {
        var out = ""
        out += "# \(screen.origin == .declared ? "declared" : "imported") from \(screen.file):\(screen.location.line):\(screen.location.column)\n"
        out += "screen: \(quote(screen.name))\n"
        out += "platform: \(screen.platform.rawValue)\n"
        out += screen.elements.isEmpty ? "elements: []\n" : "elements:\n"
        for element in screen.elements {
            out += "  # \(element.location)\n"
            for note in notes[element.id] ?? [] { out += "  #   \(note.replacingOccurrences(of: "\n", with: " "))\n" }
            let fields = self.fields(element)
            for (index, field) in fields.enumerated() {
                out += (index == 0 ? "  - " : "    ") + "\(field.key): \(field.value)\n"
            }
            for line in after[element.id] ?? [] { out += "    # \(line.replacingOccurrences(of: "\n", with: " "))\n" }
        }
        if !screen.hierarchy.isEmpty {
            out += "hierarchy:\n"
            for group in screen.hierarchy { out += "  - [\(group.map(quote).joined(separator: ", "))]\n" }
        }
        if !screen.skipped.isEmpty {
            out += "# not laid out:\n"
            for skip in screen.skipped { out += "#   \(skip.id) (\(skip.location)): \(skip.reason.replacingOccurrences(of: "\n", with: " "))\n" }
        }
        return out
    }

    /// The element's settings in declaration order, as YAML scalars / flow collections.
    static func fields(_ element: LayoutElement) -> [(key: String, value: String)] {
        var fields: [(String, String)] = [("id", quote(element.id))]
        if element.kind != .label { fields.append(("kind", element.kind.rawValue)) }
        if let key = element.key { fields.append(("key", quote(key))) }
        if let table = element.table { fields.append(("table", quote(table))) }
        if let style = element.textStyle { fields.append(("textStyle", quote(style))) }
        if let size = element.size { fields.append(("size", number(size))) }
        if element.scales { fields.append(("scales", "true")) }
        if !element.followsFontScale { fields.append(("followsFontScale", "false")) }
        if let weight = element.weight { fields.append(("weight", "\(weight)")) }
        if element.italic { fields.append(("italic", "true")) }
        if let family = element.family { fields.append(("family", quote(family))) }
        if element.textTransform != .none { fields.append(("textTransform", element.textTransform.rawValue)) }
        if let spacing = element.letterSpacing { fields.append(("letterSpacing", number(spacing))) }
        if let width = element.width, width > 0 { fields.append(("width", number(width))) }
        if let maxLines = element.maxLines { fields.append(("maxLines", "\(maxLines)")) }
        if let height = element.height, height > 0 { fields.append(("height", number(height))) }
        if let lineHeight = element.lineHeight, lineHeight > 0 { fields.append(("lineHeight", number(lineHeight))) }
        if element.clipsToBounds { fields.append(("clipsToBounds", "true")) }
        if element.overflow != .ellipsis { fields.append(("overflow", element.overflow.rawValue)) }
        if element.includeFontPadding { fields.append(("includeFontPadding", "true")) }
        if element.alignment != .natural { fields.append(("alignment", element.alignment.rawValue)) }
        if let placement = element.placement { fields.append(("placement", placement.rawValue)) }
        if element.widthFollowsText { fields.append(("widthFollowsText", "true")) }
        if let vertical = element.verticalAlignment { fields.append(("verticalAlignment", vertical.rawValue)) }
        if let insets = element.insets {
            var parts: [String] = []
            for (name, value) in [("leading", insets.leading), ("trailing", insets.trailing), ("left", insets.left),
                                  ("right", insets.right), ("top", insets.top), ("bottom", insets.bottom)] {
                if let value { parts.append("\(name): \(number(value))") }
            }
            if !parts.isEmpty { fields.append(("insets", "{ \(parts.joined(separator: ", ")) }")) }
        }
        if element.forceLeftToRight { fields.append(("forceLeftToRight", "true")) }
        if let color = element.color { fields.append(("color", quote(color))) }
        if let background = element.background { fields.append(("background", quote(background))) }
        if !element.samples.isEmpty {
            let parts = element.samples.sorted { $0.key < $1.key }.map { "\(quote($0.key)): \(quote($0.value))" }
            fields.append(("samples", "{ \(parts.joined(separator: ", ")) }"))
        }
        if let shrink = element.autoShrink {
            var parts: [String] = []
            if let factor = shrink.minimumScaleFactor { parts.append("minimumScaleFactor: \(number(factor))") }
            if let minimum = shrink.minimumSize { parts.append("minimumSize: \(number(minimum))") }
            if let sizes = shrink.sizes { parts.append("sizes: [\(sizes.map(number).joined(separator: ", "))]") }
            if let step = shrink.step { parts.append("step: \(number(step))") }
            fields.append(("autoShrink", "{ \(parts.joined(separator: ", ")) }"))
        }
        if let directional = element.directional { fields.append(("directional", "\(directional)")) }
        if let mirrors = element.mirrors { fields.append(("mirrors", "\(mirrors)")) }
        if !element.ignoredRules.isEmpty { fields.append(("ignore", "[\(element.ignoredRules.map(quote).joined(separator: ", "))]")) }
        return fields
    }

    /// A double-quoted YAML scalar (always quoted: no value is read as another type).
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Shortest round-tripping decimal (no exponent for layout-sized numbers).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

extension LayoutWriter {
    /// The screens as one JSON document: an array of screens, each with its elements (the same settings
    /// as the YAML form, plus `location` and `notes`) and its `skipped` text elements. Keys sorted.
    public static func json(_ screens: [(screen: LayoutScreen, notes: [String: [String]])]) -> String {
        let array: [[String: Any]] = screens.map { screen, notes in
            var object: [String: Any] = [
                "screen": screen.name, "platform": screen.platform.rawValue, "file": screen.file,
                "origin": screen.origin.rawValue, "location": screen.location.description,
            ]
            object["elements"] = screen.elements.map { element -> [String: Any] in
                var fields = jsonFields(element)
                fields["location"] = element.location.description
                if let elementNotes = notes[element.id], !elementNotes.isEmpty { fields["notes"] = elementNotes }
                return fields
            }
            if !screen.hierarchy.isEmpty { object["hierarchy"] = screen.hierarchy }
            object["skipped"] = screen.skipped.map { ["id": $0.id, "reason": $0.reason, "location": $0.location.description] }
            return object
        }
        guard let data = try? JSONSerialization.data(withJSONObject: array, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "[]\n" }
        return text + "\n"
    }

    static func jsonFields(_ element: LayoutElement) -> [String: Any] {
        var fields: [String: Any] = ["id": element.id, "kind": element.kind.rawValue]
        if let key = element.key { fields["key"] = key }
        if let table = element.table { fields["table"] = table }
        if let style = element.textStyle { fields["textStyle"] = style }
        if let size = element.size { fields["size"] = size }
        if element.scales { fields["scales"] = true }
        if !element.followsFontScale { fields["followsFontScale"] = false }
        if let weight = element.weight { fields["weight"] = weight }
        if element.italic { fields["italic"] = true }
        if let family = element.family { fields["family"] = family }
        if element.textTransform != .none { fields["textTransform"] = element.textTransform.rawValue }
        if let spacing = element.letterSpacing { fields["letterSpacing"] = spacing }
        if let width = element.width, width > 0 { fields["width"] = width }
        if let maxLines = element.maxLines { fields["maxLines"] = maxLines }
        if let height = element.height, height > 0 { fields["height"] = height }
        if let lineHeight = element.lineHeight, lineHeight > 0 { fields["lineHeight"] = lineHeight }
        if element.clipsToBounds { fields["clipsToBounds"] = true }
        if element.overflow != .ellipsis { fields["overflow"] = element.overflow.rawValue }
        if element.includeFontPadding { fields["includeFontPadding"] = true }
        if element.alignment != .natural { fields["alignment"] = element.alignment.rawValue }
        if let placement = element.placement { fields["placement"] = placement.rawValue }
        if element.widthFollowsText { fields["widthFollowsText"] = true }
        if let insets = element.insets {
            var object: [String: Double] = [:]
            for (name, value) in [("leading", insets.leading), ("trailing", insets.trailing), ("left", insets.left),
                                  ("right", insets.right), ("top", insets.top), ("bottom", insets.bottom)] {
                if let value { object[name] = value }
            }
            fields["insets"] = object
        }
        if !element.ignoredRules.isEmpty { fields["ignore"] = element.ignoredRules }
        if !element.keyLocations.isEmpty {
            fields["keyLocations"] = element.keyLocations.mapValues(\.description)
        }
        return fields
    }
}
