import Foundation

/// Writes pseudo catalogs in the app's own formats, for `layoutlint pseudo --output-dir`: Android
/// `values-en-rXA/strings.xml` (aapt2's folder for a pseudolocale), `en-XA.lproj/*.strings` and
/// `*.stringsdict`, and the `.xcstrings` catalog with the source's values and every pseudolocale's. Each file's path is the source
/// file's relative path with the locale folder changed, under the output folder; never the source's own.
public enum PseudolocaleWriter {
    /// Where a pseudo catalog goes, relative to the output folder; nil for a format not written (XLIFF: a
    /// translation tool's exchange file, not what the app reads).
    public static func relativePath(_ catalog: PseudoCatalog, base: String) -> String? {
        var parts = relative(catalog.sourcePath, to: base).split(separator: "/").map(String.init)
        guard parts.count >= 1 else { return nil }
        let tag = catalog.pseudolocale.rawValue
        switch catalog.format {
        case .android:
            guard parts.count >= 2 else { return nil }
            let folder = parts[parts.count - 2]
            guard folder == "values" || folder.hasPrefix("values-") else { return nil }
            let qualifiers = folder.dropFirst("values".count)
            parts[parts.count - 2] = "values-" + PseudolocaleFacts.androidQualifier(tag) + qualifiers
        case .strings, .stringsdict:
            if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
                parts[parts.count - 2] = tag + ".lproj"
            } else {
                parts.insert(tag + ".lproj", at: parts.count - 1)
            }
        case .xcstrings:
            break  // One catalog holds every pseudolocale (`files`), under the source's own name.
        case .xliff:
            return nil
        }
        return parts.joined(separator: "/")
    }

    static func relative(_ path: String, to base: String) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = URL(fileURLWithPath: base).standardizedFileURL.path
        if standard.hasPrefix(prefix + "/") { return String(standard.dropFirst(prefix.count + 1)) }
        return standard.split(separator: "/").filter { $0 != ".." }.joined(separator: "/")
    }

    /// Every file to write, relative to the output folder, with its contents, in path order; and the source
    /// files not written (XLIFF).
    public static func files(_ catalogs: [PseudoCatalog], base: String) -> (files: [(path: String, contents: String)], notWritten: [String]) {
        var grouped: [String: [PseudoCatalog]] = [:]
        var notWritten = Set<String>()
        for catalog in catalogs {
            guard let path = relativePath(catalog, base: base) else { notWritten.insert(catalog.sourcePath); continue }
            grouped[path, default: []].append(catalog)
        }
        let files = grouped.keys.sorted().map { path in
            let group = grouped[path]!
            return (path, group[0].format == .xcstrings ? xcstrings(group) : contents(group[0]))
        }
        return (files, notWritten.sorted())
    }

    /// One pseudolocale's file's contents.
    public static func contents(_ catalog: PseudoCatalog) -> String {
        switch catalog.format {
        case .android: android(catalog.entries)
        case .strings: strings(catalog.entries)
        case .stringsdict: stringsdict(catalog.entries)
        case .xcstrings: xcstrings([catalog])
        case .xliff: ""
        }
    }

    /// `<string>`, `<plurals>` and `<string-array>` as aapt2 reads them, values escaped for aapt2
    /// (backslash, quotes, a leading `@` or `?`) and for XML.
    static func android(_ entries: [Entry]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Made by layoutlint pseudo: do not translate or edit. -->\n<resources>\n"
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            let step = androidStep(entry.variant)
            let name = xml(entry.key)
            switch step.kind {
            case "plural", "item":
                var group = [entry]
                while index + 1 < entries.count, entries[index + 1].key == entry.key, androidStep(entries[index + 1].variant).kind == step.kind {
                    index += 1
                    group.append(entries[index])
                }
                let element = step.kind == "plural" ? "plurals" : "string-array"
                out += "    <\(element) name=\"\(name)\">\n"
                for item in group {
                    let attribute = step.kind == "plural" ? " quantity=\"\(xml(androidStep(item.variant).name))\"" : ""
                    out += "        <item\(attribute)>\(androidValue(item.value))</item>\n"
                }
                out += "    </\(element)>\n"
            default:
                out += "    <string name=\"\(name)\">\(androidValue(entry.value))</string>\n"
            }
            index += 1
        }
        return out + "</resources>\n"
    }

    /// The last `plural.x` or `item.n` step of a variant (after a configuration prefix), else none.
    static func androidStep(_ variant: String?) -> (kind: String, name: String) {
        let steps = (variant ?? "").split(separator: ".").map(String.init)
        guard steps.count >= 2, ["plural", "item"].contains(steps[steps.count - 2]) else { return ("", "") }
        return (steps[steps.count - 2], steps[steps.count - 1])
    }

    static func androidValue(_ value: String) -> String {
        var out = ""
        for (offset, character) in value.enumerated() {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@" where offset == 0, "?" where offset == 0: out += "\\" + String(character)
            default: out += xml(String(character))
            }
        }
        return out
    }

    static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A `.strings` literal: `\` and `"` escaped, line breaks and tabs as escapes (also what
    /// `BinaryPropertyList` writes a binary table out as).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `"key" = "value";`, plain values only (a `.strings` file has no variants).
    static func strings(_ entries: [Entry]) -> String {
        var out = "/* Made by layoutlint pseudo: do not translate or edit. */\n"
        for entry in entries where entry.variant == nil {
            out += "\(quoted(entry.key)) = \(quoted(entry.value));\n"
        }
        return out
    }

    /// A property list of each key's format and its substitutions' plural (device, width) cases.
    static func stringsdict(_ entries: [Entry]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        var keys: [String] = []
        var byKey: [String: [Entry]] = [:]
        for entry in entries {
            if byKey[entry.key] == nil { keys.append(entry.key) }
            byKey[entry.key, default: []].append(entry)
        }
        let kinds = ["plural": "NSStringPluralRuleType", "device": "NSStringDeviceSpecificRuleType", "width": "NSStringVariableWidthRuleType"]
        for key in keys {
            let values = byKey[key]!
            out += "\t<key>\(xml(key))</key>\n\t<dict>\n"
            if let format = values.first(where: { $0.variant == nil }) {
                out += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(xml(format.value))</string>\n"
            }
            var names: [String] = []
            var cases: [String: [(kind: String, name: String, entry: Entry)]] = [:]
            for entry in values {
                let steps = (entry.variant ?? "").split(separator: ".").map(String.init)
                guard steps.count == 4, steps[0] == "substitution" else { continue }
                if cases[steps[1]] == nil { names.append(steps[1]) }
                cases[steps[1], default: []].append((steps[2], steps[3], entry))
            }
            for name in names {
                let group = cases[name]!
                out += "\t\t<key>\(xml(name))</key>\n\t\t<dict>\n"
                out += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>\(kinds[group[0].kind] ?? "NSStringPluralRuleType")</string>\n"
                if let specifier = group[0].entry.substitution?.formatSpecifier {
                    out += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(xml(specifier))</string>\n"
                }
                for item in group {
                    out += "\t\t\t<key>\(xml(item.name))</key>\n\t\t\t<string>\(xml(item.entry.value))</string>\n"
                }
                out += "\t\t</dict>\n"
            }
            out += "\t</dict>\n"
        }
        return out + "</dict>\n</plist>\n"
    }

    /// A string catalog with the source language's values and each pseudolocale's localizations, variations
    /// and substitutions nested as the variant path says (`plural.one`, `device.iphone.plural.one`,
    /// `substitution.count.plural.one`).
    static func xcstrings(_ catalogs: [PseudoCatalog]) -> String {
        var strings: [String: Any] = [:]
        let sourceLocale = catalogs.first?.sourceLocale ?? "en"
        let all = (catalogs.first?.sourceEntries ?? []).map { ($0, sourceLocale) }
            + catalogs.flatMap { catalog in catalog.entries.map { ($0, catalog.pseudolocale.rawValue) } }
        for (entry, locale) in all {
            var localization = (strings[entry.key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var unit = localization[locale] as? [String: Any] ?? [:]
            let steps = (entry.variant ?? "").split(separator: ".").map(String.init)
            let stringUnit: [String: Any] = ["stringUnit": ["state": "translated", "value": entry.value]]
            if steps.count >= 2, steps[0] == "substitution" {
                var substitutions = unit["substitutions"] as? [String: Any] ?? [:]
                var substitution = substitutions[steps[1]] as? [String: Any] ?? [:]
                if let argument = entry.substitution?.argNum { substitution["argNum"] = argument }
                if let specifier = entry.substitution?.formatSpecifier { substitution["formatSpecifier"] = specifier }
                substitution = nested(substitution, Array(steps.dropFirst(2)), stringUnit)
                substitutions[steps[1]] = substitution
                unit["substitutions"] = substitutions
            } else if steps.isEmpty {
                unit.merge(stringUnit) { _, new in new }
            } else {
                unit = nested(unit, steps, stringUnit)
            }
            localization[locale] = unit
            strings[entry.key] = ["localizations": localization]
        }
        let document: [String: Any] = ["sourceLanguage": sourceLocale, "strings": strings, "version": "1.0"]
        guard let data = try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `value` placed under `variations.<kind>.<case>` for each (kind, case) pair of `steps`.
    static func nested(_ container: [String: Any], _ steps: [String], _ value: [String: Any]) -> [String: Any] {
        guard steps.count >= 2 else { return container.merging(value) { _, new in new } }
        var container = container
        var variations = container["variations"] as? [String: Any] ?? [:]
        var kind = variations[steps[0]] as? [String: Any] ?? [:]
        kind[steps[1]] = nested(kind[steps[1]] as? [String: Any] ?? [:], Array(steps.dropFirst(2)), value)
        variations[steps[0]] = kind
        container["variations"] = variations
        return container
    }
}
