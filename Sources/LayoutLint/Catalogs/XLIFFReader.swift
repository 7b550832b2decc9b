import Foundation

/// Reads XLIFF 1.2 (`.xliff`, also inside `.xcloc` bundles): per `<file>` its source and target language,
/// per `<trans-unit>` (also inside `<group>`) the id, `<source>`, `<target state>`, `<note>`s, and
/// `maxwidth` / `maxheight` with `size-unit` (inherited from groups). Each unit gives a source-language
/// entry and, when it has a `<target>`, a target-language entry whose `source` is the source text.
///
/// Xcode's ids are mapped back to keys and variants: `key|==|plural.one` and
/// `/key:dict/name:dict/one:dict/:string` (stringsdict) give the key with variant `plural.one` or
/// `substitution.name.plural.one`. The table is the stem of the `<file original="…">` path.
struct XLIFFReader {
    let text: SourceText
    var file: CatalogFile

    init(text: SourceText, encoding: String) {
        self.text = text
        self.file = CatalogFile(path: text.path, format: .xliff, encoding: encoding)
    }

    /// The largest `maxwidth` / `maxheight` read, in any unit: far beyond any label (a million characters,
    /// points or lines), and small enough to be a whole number of characters (the fuzzer's 2e38 was not).
    static let maximumLimit = 1_000_000.0

    private struct Limits {
        var maxWidth: (String, Int)?
        var maxHeight: (String, Int)?
        var unit: String = "pixel"
    }

    mutating func read() -> CatalogFile {
        let root: XMLElementNode
        do {
            root = try XMLTree.parse(text.bytes)
        } catch {
            file.invalid("malformed XML: \(error.message)", at: text.location(at: error.offset), suggestion: error.suggestion)
            return file
        }
        guard root.name == "xliff" else {
            file.invalid("an XLIFF document must have an <xliff> root, found <\(root.name)>", at: text.location(at: root.offset))
            return file
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            file.invalid("XLIFF \(version) is not supported (layoutlint reads XLIFF 1.2)", at: text.location(at: root.offset))
            return file
        }
        for fileElement in root.elements where fileElement.name == "file" {
            guard let sourceLanguage = fileElement.attribute("source-language") else {
                file.invalid("<file> has no source-language", at: text.location(at: fileElement.offset))
                continue
            }
            let source = LocaleTag.canonical(sourceLanguage)
            let target = fileElement.attribute("target-language").map(LocaleTag.canonical)
            if file.sourceLanguage == nil { file.sourceLanguage = source }
            let original = fileElement.attribute("original") ?? text.path
            let table = ((original as NSString).lastPathComponent as NSString).deletingPathExtension
            var seen: [String: Int] = [:]
            for body in fileElement.elements where body.name == "body" {
                readUnits(body, source: source, target: target, table: table, limits: Limits(), seen: &seen, depth: 0)
            }
        }
        return file
    }

    private mutating func limits(of element: XMLElementNode, inherited: Limits) -> Limits {
        var limits = inherited
        if let unit = element.attribute("size-unit") { limits.unit = unit }
        for (name, keyPath) in [("maxwidth", \Limits.maxWidth), ("maxheight", \Limits.maxHeight)] {
            guard let attribute = element.attributes.first(where: { $0.name == name }) else { continue }
            guard let number = Double(attribute.value.trimmingCharacters(in: .whitespaces)), number >= 0,
                  number <= Self.maximumLimit else {
                file.invalid("\(name)=\"\(attribute.value)\" is not a number from 0 to \(Int(Self.maximumLimit))",
                             at: text.location(at: attribute.offset))
                continue
            }
            limits[keyPath: keyPath] = (attribute.value.trimmingCharacters(in: .whitespaces), attribute.offset)
        }
        return limits
    }

    private mutating func readUnits(_ container: XMLElementNode, source: String, target: String?, table: String,
                                    limits inherited: Limits, seen: inout [String: Int], depth: Int) {
        for element in container.elements {
            if element.name == "group" {
                let limits = limits(of: element, inherited: inherited)
                readUnits(element, source: source, target: target, table: table, limits: limits, seen: &seen, depth: depth + 1)
                continue
            }
            guard element.name == "trans-unit" else { continue }
            guard let id = element.attribute("id"), !id.isEmpty else {
                // Xcode exports the empty key (`Text("")`, `String(localized: "")`) as `id=""` with an empty
                // `<source/>`: nothing to translate or lay out. A unit with text and no id is malformed.
                if element.attribute("id") != nil, (element.first("source")?.textContent ?? "").isEmpty { continue }
                file.invalid("<trans-unit> has no id", at: text.location(at: element.offset))
                continue
            }
            let isDuplicate = seen[id] != nil
            if let earlier = seen[id] {
                let first = text.location(at: earlier)
                let here = text.location(at: element.offset)
                file.findings.append(Finding(
                    rule: RuleID.duplicateKey, severity: .warning,
                    message: "trans-unit \"\(id)\" appears twice (line \(first.line) and line \(here.line)); the last one wins",
                    location: here, key: id, table: table, suggestion: "remove one of the two units (first at \(first))"))
            }
            seen[id] = element.offset
            let limits = limits(of: element, inherited: inherited)
            let (key, variant) = Self.keyAndVariant(id: element.attribute("resname") ?? id)
            guard let sourceElement = element.first("source") else {
                file.invalid("<trans-unit id=\"\(id)\"> has no <source>", at: text.location(at: element.offset), key: key)
                continue
            }
            let notes = element.elements.filter { $0.name == "note" }.map(\.textContent)
            let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
            let sizeLimits = makeLimits(limits)
            let translate = element.attribute("translate") != "no"
            let sourceText = sourceElement.textContent
            if isDuplicate {
                // The last unit wins, for both locales.
                file.entries.removeAll { $0.key == key && $0.variant == variant && $0.table == table }
            }
            file.entries.append(Entry(key: key, table: table, locale: source, variant: variant, value: sourceText,
                                      comment: comment, location: text.location(at: Self.contentOffset(sourceElement)),
                                      shouldTranslate: translate, limits: sizeLimits))
            if let target, let targetElement = element.first("target") {
                file.entries.append(Entry(key: key, table: table, locale: target, variant: variant, value: targetElement.textContent,
                                          comment: comment, state: targetElement.attribute("state"),
                                          location: text.location(at: Self.contentOffset(targetElement)),
                                          shouldTranslate: translate, source: sourceText, limits: sizeLimits))
            }
        }
    }

    private func makeLimits(_ limits: Limits) -> SizeLimits? {
        guard limits.maxWidth != nil || limits.maxHeight != nil else { return nil }
        var result = SizeLimits(unit: limits.unit)
        let width = limits.maxWidth.flatMap { Double($0.0) }
        let height = limits.maxHeight.flatMap { Double($0.0) }
        switch limits.unit {
        case "char", "col":
            result.maxCharacters = width.map { Int($0) }
            result.maxLines = height.map { Int($0) }
        case "line", "row":
            result.maxLines = height.map { Int($0) } ?? width.map { Int($0) }
        default:  // pixel (the XLIFF default), point, and others measured in length
            result.maxWidth = width
            result.maxHeight = height
        }
        return result
    }

    static func contentOffset(_ element: XMLElementNode) -> Int {
        element.contentOffset == element.offset ? element.offset : element.contentOffset
    }

    /// Maps Xcode's trans-unit ids back to key and variant.
    static func keyAndVariant(id: String) -> (String, String?) {
        if let separator = id.range(of: "|==|") {
            var variant = String(id[separator.upperBound...])
            if variant.hasPrefix("substitutions.") { variant = "substitution." + variant.dropFirst("substitutions.".count) }
            return (String(id[..<separator.lowerBound]), variant)
        }
        // Xcode's stringsdict ids: /key:dict/NSStringLocalizedFormatKey:dict/:string, /key:dict/name:dict/one:dict/:string
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            let parts = id.dropFirst().dropLast(":dict/:string".count).components(separatedBy: ":dict/")
            if parts.count == 2, parts[1] == "NSStringLocalizedFormatKey" { return (parts[0], nil) }
            if parts.count == 3 { return (parts[0], "substitution.\(parts[1]).plural.\(parts[2])") }
        }
        return (id, nil)
    }
}
