/// Reads the strings tables written as XML property lists: `.stringsdict` files, and `.strings` files saved in
/// XML form.
///
/// `.stringsdict`: per key the `NSStringLocalizedFormatKey` (variant nil) and, for each `%#@name@` variable,
/// every category of its `NSStringPluralRuleType` spec (`substitution.name.plural.few`), with
/// `NSStringFormatValueTypeKey` as the substitution's format. `NSStringDeviceSpecificRuleType` gives
/// `device.ipad`, `NSStringVariableWidthRuleType` gives `width.20`.
///
/// `.strings` in XML form: a `<dict>` of `<key>` and `<string>`. A strings table is a property list, and
/// CoreFoundation loads it with the property list parser, which takes every format: a `bplist` header is a
/// binary list (`BinaryPropertyList`), and text is parsed as an XML property list first and only when that
/// fails as the old-style (OpenStep) format or a strings file (`_CFPropertyListCreateWithData` and
/// `_CFPropertyListCreateFromXMLStringError` in CoreFoundation's `CFPropertyList.c`: `parseXMLPropertyList`,
/// then `parseOldStylePropertyListOrStringsFile`). Xcode's strings copy reads its input the same way
/// (`plutil -convert xml1 Localizable.strings` writes such a file, and translation platforms export it).
///
/// The XML comment right before a key of the top-level dict is that key's comment (as in Android resources).
struct PropertyListTableReader {
    let text: SourceText
    let table: String
    let locale: String
    var file: CatalogFile

    /// `format` is `.stringsdict`, or `.strings` for a strings table in XML form.
    init(text: SourceText, table: String, locale: String, encoding: String, format: CatalogFormat = .stringsdict) {
        self.text = text
        self.table = table
        self.locale = locale
        self.file = CatalogFile(path: text.path, format: format, encoding: encoding)
    }

    /// Whether text is an XML document: its first character after white space is `<` (the XML declaration, a
    /// comment, the `DOCTYPE` or the root). CoreFoundation tries the XML parser on any text; a strings file
    /// cannot start with `<` (it starts with a key, a comment or nothing), so the old-style parser is needed
    /// only for text this is false for.
    static func isXML(_ bytes: [UInt8]) -> Bool {
        for byte in bytes {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return byte == UInt8(ascii: "<")
            }
        }
        return false
    }

    /// A `<dict>`'s key/value pairs, or a finding.
    private mutating func pairs(_ dict: XMLElementNode, key: String?) -> [(key: String, keyOffset: Int, value: XMLElementNode)]? {
        var result: [(key: String, keyOffset: Int, value: XMLElementNode)] = []
        var pendingKey: XMLElementNode?
        for element in dict.elements {
            if let keyElement = pendingKey {
                if element.name == "key" {
                    file.invalid("<key>\(keyElement.textContent)</key> has no value", at: text.location(at: element.offset), key: key, locale: locale)
                    return nil
                }
                result.append((keyElement.textContent, keyElement.offset, element))
                pendingKey = nil
            } else if element.name == "key" {
                pendingKey = element
            } else {
                file.invalid("expected <key> in <dict>, found <\(element.name)>", at: text.location(at: element.offset), key: key, locale: locale)
                return nil
            }
        }
        if let keyElement = pendingKey {
            file.invalid("<key>\(keyElement.textContent)</key> has no value", at: text.location(at: keyElement.offset), key: key, locale: locale)
            return nil
        }
        return result
    }

    private func valueOffset(_ element: XMLElementNode) -> Int {
        element.contentOffset == element.offset ? element.offset : element.contentOffset
    }

    mutating func read() -> CatalogFile {
        let root: XMLElementNode
        do {
            root = try XMLTree.parse(text.bytes)
        } catch {
            file.invalid("malformed XML: \(error.message)", at: text.location(at: error.offset), locale: locale, suggestion: error.suggestion)
            return file
        }
        guard root.name == "plist", let top = root.elements.first, top.name == "dict" else {
            file.invalid("a .\(file.format.rawValue) property list must have a <dict> as its root", at: text.location(at: root.offset), locale: locale)
            return file
        }
        guard let keys = pairs(top, key: nil) else { return file }
        var comments: [Int: String] = [:]
        var comment: String?
        for child in top.children {
            switch child {
            case .comment(let content, _): comment = content.trimmingCharacters(in: .whitespacesAndNewlines)
            case .element(let element):
                if element.name == "key", let comment { comments[element.offset] = comment }
                comment = nil
            case .text: break
            }
        }
        var seen: [String: Int] = [:]
        for item in keys {
            if let earlier = seen[item.key] {
                let first = text.location(at: earlier)
                let here = text.location(at: item.keyOffset)
                file.findings.append(Finding(
                    rule: RuleID.duplicateKey, severity: .warning,
                    message: "key \"\(item.key)\" is defined twice (line \(first.line) and line \(here.line)); the last definition wins",
                    location: here, locale: locale, key: item.key, table: table, suggestion: "remove one of the two definitions (first at \(first))"))
                file.entries.removeAll { $0.key == item.key }
            }
            seen[item.key] = item.keyOffset
            let first = file.entries.count
            if file.format == .strings { readString(item.key, item.value) } else { readKey(item.key, item.value) }
            if let comment = comments[item.keyOffset] {
                for index in first..<file.entries.count { file.entries[index].comment = comment }
            }
        }
        return file
    }

    /// One entry of a strings table in XML form: the value is a `<string>` (`<string/>` is empty). Any other
    /// value is not a string the app can show: the bundle's lookup returns only strings.
    private mutating func readString(_ key: String, _ node: XMLElementNode) {
        guard node.name == "string" else {
            file.invalid("the value of \"\(key)\" must be a <string>, found <\(node.name)>", at: text.location(at: node.offset), key: key, locale: locale)
            return
        }
        file.entries.append(Entry(key: key, table: table, locale: locale, value: node.textContent,
                                  location: text.location(at: valueOffset(node))))
    }

    private mutating func readKey(_ key: String, _ node: XMLElementNode) {
        guard node.name == "dict" else {
            file.invalid("the value of \"\(key)\" must be a <dict>, found <\(node.name)>", at: text.location(at: node.offset), key: key, locale: locale)
            return
        }
        guard let fields = pairs(node, key: key) else { return }
        var hasFormat = false
        for field in fields {
            switch field.key {
            case "NSStringLocalizedFormatKey":
                guard field.value.name == "string" else {
                    file.invalid("NSStringLocalizedFormatKey must be a <string>", at: text.location(at: field.value.offset), key: key, locale: locale)
                    continue
                }
                hasFormat = true
                file.entries.append(Entry(key: key, table: table, locale: locale, value: field.value.textContent,
                                          location: text.location(at: valueOffset(field.value))))
            case "NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType":
                hasFormat = true
                readRule(key: key, ruleType: field.key, node: field.value, prefix: nil, substitution: nil)
            default:
                guard field.value.name == "dict" else {
                    file.invalid("the format variable \"\(field.key)\" must be a <dict>, found <\(field.value.name)>", at: text.location(at: field.value.offset), key: key, locale: locale)
                    continue
                }
                readVariable(key: key, name: field.key, node: field.value)
            }
        }
        if !hasFormat {
            file.invalid("\"\(key)\" has no NSStringLocalizedFormatKey", at: text.location(at: node.offset), key: key, locale: locale)
        }
    }

    private mutating func readVariable(key: String, name: String, node: XMLElementNode) {
        guard let fields = pairs(node, key: key) else { return }
        var specType: String?
        var valueType: String?
        for field in fields {
            if field.key == "NSStringFormatSpecTypeKey" { specType = field.value.textContent }
            if field.key == "NSStringFormatValueTypeKey" { valueType = field.value.textContent }
        }
        guard let specType else {
            file.invalid("format variable \"\(name)\" has no NSStringFormatSpecTypeKey", at: text.location(at: node.offset), key: key, locale: locale)
            return
        }
        let substitution = Substitution(name: name, formatSpecifier: valueType)
        readRule(key: key, ruleType: specType, node: node, prefix: "substitution.\(name)", substitution: substitution)
    }

    /// The cases of one rule dict (plural categories, devices or widths).
    private mutating func readRule(key: String, ruleType: String, node: XMLElementNode, prefix: String?, substitution: Substitution?) {
        let kind: String
        switch ruleType {
        case "NSStringPluralRuleType": kind = "plural"
        case "NSStringDeviceSpecificRuleType": kind = "device"
        case "NSStringVariableWidthRuleType": kind = "width"
        default:
            file.invalid("unknown NSStringFormatSpecTypeKey \"\(ruleType)\"", at: text.location(at: node.offset), key: key, locale: locale)
            return
        }
        guard node.name == "dict", let fields = pairs(node, key: key) else {
            if node.name != "dict" {
                file.invalid("\(ruleType) must be a <dict>", at: text.location(at: node.offset), key: key, locale: locale)
            }
            return
        }
        for field in fields where field.key != "NSStringFormatSpecTypeKey" && field.key != "NSStringFormatValueTypeKey" {
            if kind == "plural" && !["zero", "one", "two", "few", "many", "other"].contains(field.key) {
                file.invalid("unknown plural category \"\(field.key)\" (CLDR categories are zero, one, two, few, many, other)",
                             at: text.location(at: field.keyOffset), key: key, locale: locale)
                continue
            }
            let step = "\(kind).\(field.key)"
            let variant = prefix.map { "\($0).\(step)" } ?? step
            guard field.value.name == "string" else {
                file.invalid("\(variant) must be a <string>, found <\(field.value.name)>", at: text.location(at: field.value.offset), key: key, locale: locale)
                continue
            }
            file.entries.append(Entry(key: key, table: table, locale: locale, variant: variant, value: field.value.textContent,
                                      location: text.location(at: valueOffset(field.value)), substitution: substitution))
        }
    }
}
