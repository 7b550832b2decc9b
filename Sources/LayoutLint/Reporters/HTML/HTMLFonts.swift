import Foundation
import Typesetter

/// The page's own text (headings, messages, captions, "Shows:" lines, suggestions) in the bundled fonts:
/// every character the page uses goes to the first face of the profile's `system` family that has it
/// (its default typefaces, then each script's, then the last resort), each face is cut down to its
/// characters with HarfBuzz's subsetter and embedded as a data URL, and the page's font stack lists them in
/// that order. A QA machine without Thai, Devanagari or CJK fonts then shows no tofu, and every machine
/// shows the same letters the drawings use.
struct HTMLFonts {
    /// `@font-face` rules and the font stack, or nothing when no face has any of the characters.
    static func css(for page: String, fonts: FontLibrary) -> String {
        var scalars = Set<Unicode.Scalar>()
        for scalar in page.unicodeScalars where scalar.value >= 0x20 { scalars.insert(scalar) }
        let profile = fonts.profile
        let family = profile.families["system"] ?? profile.families.values.first
        var names: [String] = []
        for name in (family?.default ?? []) + (family?.fallback.keys.sorted().flatMap { family!.fallback[$0]! } ?? []) + profile.lastResort
            where !names.contains(name) { names.append(name) }
        var remaining = scalars
        var rules = ""
        var stack: [String] = []
        for name in names {
            guard !remaining.isEmpty, let face = try? fonts.face(typeface: name, weight: 400, italic: false) else { continue }
            let mine = remaining.filter { face.hasGlyph(for: $0) }.sorted { $0.value < $1.value }
            guard !mine.isEmpty, let bytes = face.subset(mine) else { continue }
            remaining.subtract(mine)
            let cssName = "layoutlint \(stack.count + 1)"
            let format = bytes.starts(with: [0x4F, 0x54, 0x54, 0x4F]) ? "opentype" : "truetype"
            rules += "@font-face{font-family:\"\(cssName)\";src:url(data:font/\(format == "opentype" ? "otf" : "ttf");base64,"
                + Data(bytes).base64EncodedString() + ") format(\"\(format)\");font-weight:100 900;font-display:block}\n"
            stack.append("\"\(cssName)\"")
        }
        guard !stack.isEmpty else { return "" }
        return rules + "body,select,button{font-family:\(stack.joined(separator: ",")),system-ui,sans-serif}\n"
    }
}
