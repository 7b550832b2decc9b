import Foundation
import Typesetter
import Yams

/// Reads layout declarations (`layouts/*.yaml`; JSON is YAML too) into `LayoutScreen` values, keeping the
/// line and column of every element and setting. Anything that cannot be read as written — malformed YAML,
/// an unknown key, an unknown text style, a negative width, an id used twice — becomes an `invalid-input`
/// finding at its position; the bad element is left out and the rest of the file still loads.
public enum LayoutReader {
    public static func read(contentsOf url: URL, displayPath: String, defaultPlatform: Platform = .ios) -> (screen: LayoutScreen?, findings: [Finding]) {
        switch BoundedFile.read(url.path, limit: maximumFileSize) {
        case .success(let bytes):
            return read(bytes: bytes, file: displayPath, defaultPlatform: defaultPlatform)
        case .failure(let failure):
            let reason = failure.description(what: "layouts")
            return (nil, [invalid(failure == .notFound || reason.hasPrefix("file is") ? reason : "cannot read the file: \(reason)",
                                  SourceLocation(file: displayPath, line: 1, column: 1))])
        }
    }

    /// Layouts larger than this are reported instead of read: a layout is a few kilobytes per screen, and
    /// the node tree takes about 100 bytes of memory per byte of YAML.
    public static let maximumFileSize = 16 << 20

    /// Reads a layout file's bytes; `file` (its path as shown) decides YAML or strict JSON (`.json`).
    public static func read(bytes: [UInt8], file: String, defaultPlatform: Platform = .ios) -> (screen: LayoutScreen?, findings: [Finding]) {
        guard bytes.count <= maximumFileSize else {
            return (nil, [invalid("file is \(bytes.count) bytes; layoutlint reads layouts up to \(maximumFileSize) bytes", SourceLocation(file: file, line: 1, column: 1))])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return (nil, [invalid("the file is not valid UTF-8", firstInvalidUTF8(Data(bytes), file: file))])
        }
        if let nul = bytes.firstIndex(of: 0) {
            return (nil, [invalid("binary content: NUL byte in text", SourceText(path: file, utf8: bytes).location(at: nul))])
        }
        return read(text: text, file: file, defaultPlatform: defaultPlatform)
    }

    /// `defaultPlatform` applies to a layout without `platform:` (the config's `platform:`).
    public static func read(text: String, file: String, defaultPlatform: Platform = .ios) -> (screen: LayoutScreen?, findings: [Finding]) {
        var reader = Reader(file: file, defaultPlatform: defaultPlatform)
        let root: Node?
        do {
            root = try LayoutDocument.compose(text, file: file)
        } catch {
            return (nil, [invalid(error.message, error.location)])
        }
        guard let root else {
            return (nil, [invalid("the file is empty; expected a mapping with `screen:` and `elements:`", SourceLocation(file: file, line: 1, column: 1))])
        }
        let screen = reader.screen(root)
        return (screen, reader.findings)
    }

    /// The largest length (size, width, height, line height, inset, letter spacing) a layout may give, in
    /// points: ten times the widest screen (a 32-inch display is under 3000 points), far below where the
    /// arithmetic of layout loses precision or overflows (`size: 1e308` made every width infinite).
    public static let maximumLength = 10_000.0
    /// The most sizes an `autoShrink.sizes` list may give (Android's 12–112sp in 1px steps at xxxhdpi is 400).
    public static let maximumShrinkSizes = 1_000

    static let screenKeys = ["screen", "platform", "elements", "hierarchy"]
    static let elementKeys = [
        "id", "kind", "key", "table", "textStyle", "size", "scales", "followsFontScale", "weight", "italic", "family", "textTransform",
        "letterSpacing", "width", "maxLines", "height", "lineHeight", "clipsToBounds", "overflow", "includeFontPadding", "alignment", "placement", "widthFollowsText",
        "verticalAlignment", "insets", "forceLeftToRight", "color", "background", "samples", "autoShrink",
        "directional", "mirrors", "ignore",
    ]
    static let insetKeys = ["leading", "trailing", "left", "right", "top", "bottom"]

    /// Where a Yams parse error stands and what it says (line 1, column 1 when Yams gives no mark).
    static func problem(_ error: YamlError, file: String) -> (location: SourceLocation, message: String) {
        switch error {
        case let .scanner(_, message, mark, _), let .parser(_, message, mark, _), let .composer(_, message, mark, _):
            (SourceLocation(file: file, line: mark.line, column: mark.column), message)
        case let .reader(message, _, _, _):
            (SourceLocation(file: file, line: 1, column: 1), message)
        default:
            (SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    static func invalid(_ message: String, _ location: SourceLocation, suggestion: String? = nil) -> Finding {
        Finding(rule: RuleID.invalidInput, severity: .error, message: message, location: location, suggestion: suggestion)
    }

    private static func firstInvalidUTF8(_ data: Data, file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let length: Int
            switch bytes[index] {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            if length == 0 || index + length > bytes.count
                || String(bytes: bytes[index..<(index + length)], encoding: .utf8) == nil {
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
                return SourceLocation(file: file, line: line, column: column)
            }
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += length
        }
        return SourceLocation(file: file, line: line, column: 1)
    }
}

/// Walks the YAML node tree, collecting findings.
private struct Reader {
    let file: String
    let defaultPlatform: Platform
    var findings: [Finding] = []

    init(file: String, defaultPlatform: Platform) {
        self.file = file
        self.defaultPlatform = defaultPlatform
    }

    func at(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    mutating func report(_ message: String, _ node: Node, suggestion: String? = nil) {
        findings.append(LayoutReader.invalid(message, at(node), suggestion: suggestion))
    }

    func yamlFinding(_ error: YamlError) -> Finding {
        let (location, problem) = LayoutReader.problem(error, file: file)
        return LayoutReader.invalid("malformed YAML: \(problem)", location)
    }

    /// Key/value pairs of a mapping, reporting unknown and repeated keys.
    mutating func entries(_ node: Node, known: [String], context: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard let mapping = node.mapping else {
            report("\(context) must be a mapping", node)
            return nil
        }
        var seen: [String: Node] = [:]
        var result: [(String, Node, Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                report("\(context): keys must be strings", keyNode)
                continue
            }
            if let first = seen[key] {
                report("\(context): '\(key)' is set twice (first at line \(first.mark?.line ?? 0))", keyNode)
                continue
            }
            seen[key] = keyNode
            guard known.contains(key) else {
                let guess = closest(key, among: known)
                report("\(context): unknown key '\(key)'", keyNode, suggestion: guess.map { "did you mean '\($0)'?" }
                       ?? "known keys: \(known.joined(separator: ", "))")
                continue
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    mutating func screen(_ root: Node) -> LayoutScreen? {
        guard let declared = entries(root, known: LayoutReader.screenKeys, context: "layout") else { return nil }
        let values = Dictionary(declared.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let nameNode = values["screen"] else {
            report("missing `screen:` (the screen's name)", root)
            return nil
        }
        guard let name = string(nameNode, "screen") else { return nil }
        var platform = defaultPlatform
        if let node = values["platform"], let parsed: Platform = enumeration(node, "platform") { platform = parsed }
        var elements: [LayoutElement] = []
        if let list = values["elements"] {
            if let sequence = list.sequence {
                var firstLine: [String: Int] = [:]
                for item in sequence {
                    guard let element = element(item, platform: platform) else { continue }
                    if let line = firstLine[element.id] {
                        report("element id '\(element.id)' is used twice (first at line \(line))", item,
                               suggestion: "give each element its own id")
                        continue
                    }
                    firstLine[element.id] = element.location.line
                    elements.append(element)
                }
            } else {
                report("`elements:` must be a list", list)
            }
        } else {
            report("missing `elements:`", root)
        }
        var hierarchy: [[String]] = []
        var hierarchyLocations: [SourceLocation] = []
        if let groups = values["hierarchy"] {
            if let sequence = groups.sequence {
                for group in sequence {
                    guard let ids = group.sequence?.compactMap({ $0.string }), ids.count == group.sequence?.count else {
                        report("a hierarchy group is a list of element ids, most prominent first", group)
                        continue
                    }
                    let unknown = ids.filter { id in !elements.contains { $0.id == id } }
                    if !unknown.isEmpty {
                        report("hierarchy names unknown element\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", "))", group)
                        continue
                    }
                    guard ids.count >= 2 else {
                        report("a hierarchy group needs at least two elements", group)
                        continue
                    }
                    hierarchy.append(ids)
                    hierarchyLocations.append(at(group))
                }
            } else {
                report("`hierarchy:` must be a list of groups", groups)
            }
        }
        return LayoutScreen(name: name, platform: platform, file: file, location: at(root), elements: elements,
                            hierarchy: hierarchy, hierarchyLocations: hierarchyLocations)
    }

    /// `ignore: [truncation, vertical-clipping]` (or one id, or `all`): the rules switched off for the element
    /// (`InlineSuppressions`). An id that names no rule is an error where it stands.
    mutating func ignoredRules(_ node: Node, context: String) -> [String] {
        let items = node.sequence.map(Array.init) ?? [node]
        var rules: [String] = []
        let known = InlineSuppressions.ruleIDs + ["all"]
        for item in items {
            guard let id = item.string, !id.isEmpty else {
                report("\(context): ignore lists rule ids (`layoutlint rules`), or `all`", item)
                continue
            }
            guard known.contains(id) else {
                report("\(context): ignore: there is no rule '\(id)'", item,
                       suggestion: closest(id, among: known).map { "did you mean '\($0)'?" } ?? "known: \(known.joined(separator: ", "))")
                continue
            }
            rules.append(id)
        }
        return Array(Set(rules)).sorted()
    }

    /// One element; nil (with findings) when a setting is invalid, so no check runs on a wrong declaration.
    mutating func element(_ node: Node, platform: Platform) -> LayoutElement? {
        guard let declared = entries(node, known: LayoutReader.elementKeys, context: "element") else { return nil }
        let unknownKeysOnly = findings.count
        guard let idEntry = declared.first(where: { $0.key == "id" }), let id = string(idEntry.value, "id") else {
            if !declared.contains(where: { $0.key == "id" }) { report("element without `id:`", node) }
            return nil
        }
        guard !id.trimmingCharacters(in: .whitespaces).isEmpty else {
            report("element id is empty: reports and baselines name an element by its id", idEntry.value,
                   suggestion: "give the element a name, e.g. `id: title`")
            return nil
        }
        var element = LayoutElement(id: id, location: at(node))
        let context = "element '\(id)'"
        for (key, keyNode, value) in declared {
            element.keyLocations[key] = at(keyNode)
            switch key {
            case "id": break
            case "kind": if let kind: ElementKind = enumeration(value, "\(context): kind") { element.kind = kind }
            case "key": element.key = string(value, "\(context): key")
            case "table": element.table = string(value, "\(context): table")
            case "textStyle":
                if let style = string(value, "\(context): textStyle") {
                    if DynamicType.styles[style] != nil {
                        element.textStyle = style
                    } else {
                        report("\(context): unknown text style '\(style)'", value,
                               suggestion: closest(style, among: Array(DynamicType.styles.keys)).map { "did you mean '\($0)'?" }
                               ?? "known: \(DynamicType.styles.keys.sorted().joined(separator: ", "))")
                    }
                }
            case "size": element.size = positive(value, "\(context): size")
            case "scales": element.scales = bool(value, "\(context): scales") ?? false
            case "followsFontScale": element.followsFontScale = bool(value, "\(context): followsFontScale") ?? true
            case "weight":
                if let text = value.string ?? value.int.map(String.init), let weight = FontWeight.parse(text) {
                    if (100...900).contains(weight) {
                        element.weight = weight
                    } else {
                        report("\(context): weight \(weight) is outside 100…900, the range of the platforms' named weights (ultralight/thin … black)", value,
                               suggestion: "use \(FontWeight.names.map(\.0).joined(separator: ", ")) or 100…900")
                    }
                } else {
                    report("\(context): unknown weight '\(value.string ?? "")'", value,
                           suggestion: "use \(FontWeight.names.map(\.0).joined(separator: ", ")) or 100…900")
                }
            case "italic": element.italic = bool(value, "\(context): italic") ?? false
            case "family": element.family = string(value, "\(context): family")
            case "textTransform":
                if let transform: TextTransform = enumeration(value, "\(context): textTransform") { element.textTransform = transform }
            case "letterSpacing": element.letterSpacing = number(value, "\(context): letterSpacing")
            case "width": element.width = positive(value, "\(context): width")
            case "maxLines":
                if let lines = value.int, lines >= 0 { element.maxLines = lines } else {
                    report("\(context): maxLines must be a whole number, 0 (unlimited) or more", value)
                }
            case "height": element.height = positive(value, "\(context): height")
            case "lineHeight": element.lineHeight = positive(value, "\(context): lineHeight")
            case "clipsToBounds": element.clipsToBounds = bool(value, "\(context): clipsToBounds") ?? false
            case "overflow": if let overflow: TextOverflow = enumeration(value, "\(context): overflow") { element.overflow = overflow }
            case "includeFontPadding": element.includeFontPadding = bool(value, "\(context): includeFontPadding") ?? false
            case "alignment": if let alignment: TextAlignment = enumeration(value, "\(context): alignment") { element.alignment = alignment }
            case "placement": element.placement = enumeration(value, "\(context): placement")
            case "widthFollowsText": element.widthFollowsText = bool(value, "\(context): widthFollowsText") ?? false
            case "verticalAlignment": element.verticalAlignment = enumeration(value, "\(context): verticalAlignment")
            case "insets": element.insets = insets(value, context: context, locations: &element.keyLocations)
            case "forceLeftToRight": element.forceLeftToRight = bool(value, "\(context): forceLeftToRight") ?? false
            case "color": element.color = color(value, "\(context): color")
            case "background": element.background = color(value, "\(context): background")
            case "samples":
                if let pairs = pairs(value, context: "\(context): samples") {
                    for (placeholder, _, sample) in pairs {
                        if let text = sample.string { element.samples[placeholder] = text } else {
                            report("\(context): sample for '\(placeholder)' must be a string", sample)
                        }
                    }
                }
            case "autoShrink":
                if let pairs = entries(value, known: ["minimumScaleFactor", "minimumSize", "sizes", "step"], context: "\(context): autoShrink") {
                    var shrink = AutoShrink()
                    var valid = true
                    for (name, _, node) in pairs {
                        switch name {
                        case "minimumScaleFactor":
                            guard let factor = number(node, "\(context): autoShrink.minimumScaleFactor") else { valid = false; continue }
                            if factor > 0 && factor <= 1 { shrink.minimumScaleFactor = factor } else {
                                report("\(context): minimumScaleFactor must be in (0, 1]", node)
                                valid = false
                            }
                        case "minimumSize":
                            if let size = positive(node, "\(context): autoShrink.minimumSize") { shrink.minimumSize = size } else { valid = false }
                        case "step":
                            if let step = positive(node, "\(context): autoShrink.step") { shrink.step = step } else { valid = false }
                        case "sizes":
                            guard let items = node.sequence, !items.isEmpty else {
                                report("\(context): autoShrink.sizes must be a non-empty list of sizes", node)
                                valid = false
                                continue
                            }
                            let sizes = items.prefix(LayoutReader.maximumShrinkSizes).compactMap { positive($0, "\(context): autoShrink.sizes") }
                            if sizes.count == items.count { shrink.sizes = Array(Set(sizes)).sorted() } else {
                                if items.count > LayoutReader.maximumShrinkSizes {
                                    report("\(context): autoShrink.sizes lists more than \(LayoutReader.maximumShrinkSizes) sizes", node)
                                }
                                valid = false
                            }
                        default: break
                        }
                    }
                    if valid, shrink.step != nil, shrink.minimumSize == nil {
                        report("\(context): autoShrink.step needs minimumSize (the steps start there)", value)
                        valid = false
                    }
                    if valid, shrink.minimumScaleFactor == nil, shrink.minimumSize == nil, shrink.sizes == nil {
                        report("\(context): autoShrink needs minimumScaleFactor, minimumSize or sizes", value)
                        valid = false
                    }
                    if valid { element.autoShrink = shrink }
                }
            case "directional": element.directional = bool(value, "\(context): directional")
            case "mirrors": element.mirrors = bool(value, "\(context): mirrors")
            case "ignore": element.ignoredRules = ignoredRules(value, context: context)
            default: break
            }
        }
        if element.kind.hasText {
            if element.key == nil && findings.count == unknownKeysOnly {
                report("\(context): a \(element.kind.rawValue) needs a catalog `key:`", node)
            }
            if element.textStyle == nil && element.size == nil && findings.count == unknownKeysOnly {
                report("\(context): give a `textStyle:` or a `size:`", node)
            }
        }
        // Unknown keys alone keep the element (it is still linted); any invalid value leaves it out.
        return findings.count == unknownKeysOnly ? element : nil
    }

    /// Key/value pairs of a mapping whose keys are free-form (placeholder samples).
    mutating func pairs(_ node: Node, context: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard let mapping = node.mapping else {
            report("\(context) must be a mapping", node)
            return nil
        }
        return mapping.compactMap { keyNode, value in keyNode.string.map { ($0, keyNode, value) } }
    }

    mutating func insets(_ node: Node, context: String, locations: inout [String: SourceLocation]) -> Insets? {
        guard let pairs = entries(node, known: LayoutReader.insetKeys, context: "\(context): insets") else { return nil }
        var insets = Insets()
        for (key, keyNode, value) in pairs {
            locations["insets.\(key)"] = at(keyNode)
            guard let amount = number(value, "\(context): insets.\(key)") else { continue }
            switch key {
            case "leading": insets.leading = amount
            case "trailing": insets.trailing = amount
            case "left": insets.left = amount
            case "right": insets.right = amount
            case "top": insets.top = amount
            default: insets.bottom = amount
            }
        }
        return insets
    }

    mutating func string(_ node: Node, _ name: String) -> String? {
        if let scalar = node.scalar { return scalar.string }
        report("\(name) must be a string", node)
        return nil
    }

    mutating func number(_ node: Node, _ name: String) -> Double? {
        if let scalar = node.scalar, let value = Double(scalar.string), value.isFinite {
            guard abs(value) <= LayoutReader.maximumLength else {
                report("\(name) must be between -\(Int(LayoutReader.maximumLength)) and \(Int(LayoutReader.maximumLength)) points, got \(scalar.string)", node,
                       suggestion: "lengths are points (dp on Android); the largest screens are under 3000 points wide")
                return nil
            }
            return value
        }
        report("\(name) must be a number", node)
        return nil
    }

    mutating func positive(_ node: Node, _ name: String) -> Double? {
        guard let value = number(node, name) else { return nil }
        guard value > 0 else {
            report("\(name) must be greater than 0, got \(node.scalar?.string ?? "\(value)")", node)
            return nil
        }
        return value
    }

    mutating func bool(_ node: Node, _ name: String) -> Bool? {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report("\(name) must be true or false", node)
            return nil
        }
    }

    mutating func enumeration<T: RawRepresentable & CaseIterable>(_ node: Node, _ name: String) -> T? where T.RawValue == String {
        guard let text = node.scalar?.string else {
            report("\(name) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", "))", node)
            return nil
        }
        if let value = T(rawValue: text) { return value }
        let known = T.allCases.map(\.rawValue)
        report("\(name): unknown value '\(text)'", node,
               suggestion: closest(text, among: known).map { "did you mean '\($0)'?" } ?? "use one of \(known.joined(separator: ", "))")
        return nil
    }

    mutating func color(_ node: Node, _ name: String) -> String? {
        guard let text = string(node, name) else { return nil }
        guard RGBColor(hex: text) != nil else {
            report("\(name): '\(text)' is not a color; use #RGB, #RRGGBB or #RRGGBBAA", node)
            return nil
        }
        return text
    }
}

/// An sRGB color from "#RGB", "#RRGGBB" or "#RRGGBBAA".
public struct RGBColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        red = Double((rgb >> 16) & 0xFF) / 255
        green = Double((rgb >> 8) & 0xFF) / 255
        blue = Double(rgb & 0xFF) / 255
        alpha = hasAlpha ? Double(value & 0xFF) / 255 : 1
    }
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
func closest(_ word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}

/// Edit distance where swapping two neighbouring letters counts as one edit (optimal string alignment), so
/// "widht" is closer to "width" than to "weight".
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
