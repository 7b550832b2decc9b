/// Reads `.stringsdict` property lists: per key the `NSStringLocalizedFormatKey` (variant nil) and, for
/// each `%#@name@` variable, every category of its `NSStringPluralRuleType` spec
/// (`substitution.name.plural.few`), with `NSStringFormatValueTypeKey` as the substitution's format.
/// `NSStringDeviceSpecificRuleType` gives `device.ipad`, `NSStringVariableWidthRuleType` gives `width.20`.
/// The XML comment right before a key of the top-level dict is that key's comment (as in Android resources).
struct StringsDictReader {
    let text: SourceText
    let table: String
    let locale: String
    var file: CatalogFile

    init(text: SourceText, table: String, locale: String, encoding: String) {
        self.text = text
        self.table = table
        self.locale = locale
        self.file = CatalogFile(path: text.path, format: .stringsdict, encoding: encoding)
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
            file.invalid("a .stringsdict must be a property list whose root is a <dict>", at: text.location(at: root.offset), locale: locale)
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
            readKey(item.key, item.value)
            if let comment = comments[item.keyOffset] {
                for index in first..<file.entries.count { file.entries[index].comment = comment }
            }
        }
        return file
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
