import Foundation

/// Reads Android string resources (`res/values-*/strings.xml`): `<string>`, `<plurals>` (variant
/// `plural.few`), `<string-array>` (variant `item.0`, `item.1`, …), `translatable="false"`, and the value as
/// aapt2 compiles it and the app shows it (`AndroidString`): escapes, quotes and white space resolved,
/// CDATA and entity-escaped text alike the literal characters of `getString()`, HTML in that text rendered,
/// child elements spans. A folder's qualifiers other than the locale (`values-night/`, `values-de-land/`)
/// make its values configuration variants of their keys (`config.night`, `config.land.plural.one`), never
/// the default value. The XML comment right before an element is its comment.
struct AndroidReader {
    let text: SourceText
    let table: String
    let locale: String
    var file: CatalogFile
    /// The variant prefix of the folder's configuration (`config.night`), nil for the default one.
    let configuration: String?
    /// Compose Multiplatform resources: read by its Gradle plugin, not aapt2 (`ComposeResourceString`).
    let isComposeResources: Bool
    /// moko-resources: read by its Gradle plugin, which writes the Android resource aapt2 compiles
    /// (`MokoResourceText`).
    let isMokoResources: Bool
    /// moko-resources' `moko.resources.strictLineBreaks` for this file's build.
    let mokoStrictLineBreaks: Bool

    init(text: SourceText, table: String, locale: String, encoding: String, mokoStrictLineBreaks: Bool = false) {
        self.text = text
        self.table = table
        self.locale = locale
        self.file = CatalogFile(path: text.path, format: .android, encoding: encoding)
        let components = text.path.split(separator: "/")
        let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
        self.configuration = AndroidConfiguration(folder: folder)?.variantPrefix
        let kind = ResourceFolder.of(text.path)?.kind
        self.isComposeResources = kind == .composeResources
        self.isMokoResources = kind == .mokoResources
        self.mokoStrictLineBreaks = mokoStrictLineBreaks
    }

    /// aapt2's reading of a boolean attribute (`ResourceUtils::ParseBool`: `true`, `TRUE`, `True` and the
    /// same for false, around white space); nil for anything else, which aapt2 refuses.
    static func boolean(_ value: String) -> Bool? {
        switch value.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "true", "TRUE", "True": true
        case "false", "FALSE", "False": false
        default: nil
        }
    }

    mutating func read() -> CatalogFile {
        let root: XMLElementNode
        do {
            root = try XMLTree.parse(text.bytes)
        } catch {
            file.invalid("malformed XML: \(error.message)", at: text.location(at: error.offset), locale: locale, suggestion: error.suggestion)
            return file
        }
        guard root.name == "resources" else {
            file.invalid("an Android resource file must have a <resources> root, found <\(root.name)>", at: text.location(at: root.offset), locale: locale)
            return file
        }
        var seen: [String: Int] = [:]
        // Names with a value for some product, and names with the default product's value.
        var productOnly: [String: Int] = [:]
        var hasDefaultProduct = Set<String>()
        var comment: String?
        // `tools:ignore="MissingTranslation"` (Android Lint's suppression, on the file's root or on a string)
        // says the other languages need no value of their own.
        let toolsPrefix = root.attributes.first { $0.name.hasPrefix("xmlns:") && $0.value == Self.toolsNamespace }
            .map { String($0.name.dropFirst("xmlns:".count)) } ?? "tools"
        // `tools:locale` on a default `values/` file's root names the language its values are in ("the tools
        // otherwise assume English": developer.android.com/studio/write/tool-attributes, `tools:locale`).
        if locale == LocaleTag.base, let declared = root.attribute(toolsPrefix + ":locale")?.trimmingCharacters(in: .whitespaces),
           !declared.isEmpty {
            file.sourceLanguage = LocaleTag.canonical(declared)
        }
        func ignoresMissingTranslation(_ element: XMLElementNode) -> Bool {
            guard let ignored = element.attribute(toolsPrefix + ":ignore") else { return false }
            return ignored.split(separator: ",").contains { ["MissingTranslation", "all"].contains($0.trimmingCharacters(in: .whitespaces)) }
        }
        // A file whose name starts with `donottranslate` holds values that stay as they are: Android Lint's
        // MissingTranslation check skips it (`TranslationDetector.ignoreFile`:
        // `context.file.name.startsWith("donottranslate")`), and its documentation tells apps to keep their
        // untranslatable strings there as the alternative to `translatable="false"`.
        let fileName = text.path.split(separator: "/").last.map(String.init) ?? text.path
        let fileIgnoresMissing = ignoresMissingTranslation(root) || fileName.hasPrefix("donottranslate")
        for child in root.children {
            switch child {
            case .comment(let content, _):
                comment = content.trimmingCharacters(in: .whitespacesAndNewlines)
                continue
            case .text:
                continue
            case .element(let element):
                defer { comment = nil }
                guard ["string", "plurals", "string-array"].contains(element.name) else { continue }
                guard let name = element.attribute("name"), !name.isEmpty else {
                    file.invalid("<\(element.name)> has no name attribute", at: text.location(at: element.offset), locale: locale)
                    continue
                }
                // `product=` (aapt2 `ProductFilter`): values of one resource for several products are no
                // duplicates; an app's build (Gradle runs `aapt2 link` without `--product`) keeps the default
                // one (no product or `default`), which is what every device shows. The others are not read.
                let product = element.attribute("product")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                let isDefaultProduct = product.isEmpty || product == "default"
                let identity = isDefaultProduct ? name : name + "\u{1F}" + product
                if let earlier = seen[identity] {
                    let first = text.location(at: earlier)
                    let here = text.location(at: element.offset)
                    file.findings.append(Finding(
                        rule: RuleID.duplicateKey, severity: .warning,
                        message: "resource \"\(name)\"\(isDefaultProduct ? "" : " (product \(product))") is defined twice (line \(first.line) and line \(here.line)); the build rejects duplicate resources",
                        location: here, locale: locale, key: name, table: table, suggestion: "remove one of the two definitions (first at \(first))"))
                    if isDefaultProduct { file.entries.removeAll { $0.key == name } }
                }
                seen[identity] = element.offset
                guard isDefaultProduct else {
                    if productOnly[name] == nil { productOnly[name] = element.offset }
                    continue
                }
                hasDefaultProduct.insert(name)
                var translatable = true
                var formatted = true
                for attribute in ["translatable", "formatted"] {
                    guard let written = element.attribute(attribute) else { continue }
                    guard let value = Self.boolean(written) else {
                        file.invalid("invalid value for '\(attribute)': \"\(written)\" is not a boolean; aapt2 refuses the resource",
                                     at: text.location(at: element.offset), key: name, locale: locale,
                                     suggestion: "write \(attribute)=\"true\" or \(attribute)=\"false\"")
                        continue
                    }
                    if attribute == "translatable" { translatable = value } else { formatted = value }
                }
                // translatewiki's Android exporter marks a translation made for an older source text
                // (`AndroidXmlFormat::writeReal`: `if ( $m->hasTag( 'fuzzy' ) ) $element->addAttribute( 'fuzzy',
                // 'true' )`, "This is non-standard"; mediawiki-extensions-Translate
                // `src/FileFormatSupport/AndroidXmlFormat.php`). aapt2 ignores the attribute: the app shows the
                // outdated value, which is a value to review, as `.xcstrings` `needs_review` is.
                let fuzzy = element.attribute("fuzzy")?.trimmingCharacters(in: .whitespaces).lowercased() == "true"
                let allowsFallback = locale == LocaleTag.base && (fileIgnoresMissing || ignoresMissingTranslation(element))
                switch element.name {
                case "string":
                    add(name, variant: nil, element, comment: comment, translatable: translatable, formatted: formatted, allowsFallback: allowsFallback, fuzzy: fuzzy)
                case "plurals":
                    for item in element.elements where item.name == "item" {
                        guard let quantity = item.attribute("quantity"),
                              ["zero", "one", "two", "few", "many", "other"].contains(quantity) else {
                            file.invalid("<item> of plurals \"\(name)\" needs quantity=\"zero|one|two|few|many|other\"",
                                         at: text.location(at: item.offset), key: name, locale: locale)
                            continue
                        }
                        add(name, variant: "plural.\(quantity)", item, comment: comment, translatable: translatable, formatted: formatted, allowsFallback: allowsFallback, fuzzy: fuzzy)
                    }
                default:
                    for (index, item) in element.elements.filter({ $0.name == "item" }).enumerated() {
                        add(name, variant: "item.\(index)", item, comment: comment, translatable: translatable, formatted: formatted, allowsFallback: allowsFallback, fuzzy: fuzzy)
                    }
                }
            }
        }
        // aapt2 `ProductFilter::SelectProductToKeep`: "no default product defined for resource" fails the link.
        for (name, offset) in productOnly.sorted(by: { $0.value < $1.value }) where !hasDefaultProduct.contains(name) {
            file.invalid("resource \"\(name)\" has values for products only; aapt2 needs a default one (no product, or product=\"default\")",
                         at: text.location(at: offset), key: name, locale: locale,
                         suggestion: "add product=\"default\" to the value most devices should show")
        }
        return file
    }

    private mutating func add(_ name: String, variant: String?, _ element: XMLElementNode, comment: String?, translatable: Bool,
                              formatted: Bool, allowsFallback: Bool, fuzzy: Bool = false) {
        let offset = element.contentOffset == element.offset ? element.offset : element.contentOffset
        let variant = configuration.map { prefix in variant.map { prefix + "." + $0 } ?? prefix } ?? variant
        if isComposeResources {
            // Not aapt2's reading: the Compose resources plugin's (no refused apostrophes, no spans, every
            // `%N$s`/`%N$d` replaced whatever `formatted` says).
            let string = ComposeResourceString(element)
            var entry = Entry(key: name, table: table, locale: locale, variant: variant, value: string.value, comment: comment,
                              location: text.location(at: offset), shouldTranslate: translatable,
                              placeholderSyntax: .none, allowsFallback: allowsFallback)
            entry.placeholders = string.placeholders
            if fuzzy { entry.state = "fuzzy" }
            file.entries.append(entry)
            return
        }
        let syntax: FormatSpecifier.Syntax = formatted ? .android : .none
        let string = isMokoResources ? AndroidString(moko: element, strictLineBreaks: mokoStrictLineBreaks, syntax: syntax)
            : AndroidString(element, syntax: syntax)
        for problem in string.problems {
            file.invalid("\(name): \(problem)", at: text.location(at: offset), key: name, locale: locale,
                         suggestion: "escape it (\\' for an apostrophe, \\uXXXX with four hex digits), or quote the text")
        }
        // A value that is a reference (`<item>@string/ascending</item>`) is compiled by aapt2 as one
        // (`ResourceUtils::ParseReference`: `@[+][package:]type/name`; `\@` escapes it into text): the app shows
        // the referenced resource, translated where it is, so this value is nothing to translate.
        // Asked only of a value that starts with `@` (the text as read: whitespace collapsed, escapes undone),
        // then of the element's own text, where `\@` still shows: every value of a catalog passes here.
        // (moko-resources escapes a leading `@`: its text is never a reference.)
        let isReference = !isMokoResources && string.value.utf8.first == UInt8(ascii: "@")
            && Self.isResourceReference(element.textContent)
        var entry = Entry(key: name, table: table, locale: locale, variant: variant, value: string.value, comment: comment,
                          location: text.location(at: offset), shouldTranslate: translatable && !isReference,
                          placeholderSyntax: .none, markup: string.markup, allowsFallback: allowsFallback)
        entry.placeholders = string.placeholders
        if fuzzy { entry.state = "fuzzy" }
        entry.wholeTextStyle = string.wholeTextStyle
        file.entries.append(entry)
    }

    /// Whether an element's text is a resource reference as aapt2 parses one: `@`, an optional `+` and
    /// `package:`, a type and a name, nothing else but surrounding whitespace.
    static func isResourceReference(_ raw: String) -> Bool {
        var text = Substring(raw.trimmingCharacters(in: .whitespacesAndNewlines))
        guard text.first == "@" else { return false }
        text = text.dropFirst()
        if text.first == "+" { text = text.dropFirst() }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let type = parts[0].split(separator: ":").last, !type.isEmpty, !parts[1].isEmpty else { return false }
        func isName(_ part: Substring) -> Bool { part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } }
        return parts[0].split(separator: ":", omittingEmptySubsequences: false).count <= 2
            && parts[0].split(separator: ":").allSatisfy(isName) && isName(parts[1])
    }

    /// The namespace of Android's `tools:` attributes.
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// The string Android displays for an element's content.
    static func resolve(_ element: XMLElementNode) -> String { AndroidString(element, syntax: .android).value }
}
