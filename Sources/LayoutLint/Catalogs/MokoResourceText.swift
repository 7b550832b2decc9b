import Foundation

/// The text moko-resources writes for a string into the Android resources it generates, as aapt2 then reads
/// it: moko's Gradle plugin, not aapt2, reads the `moko-resources/**/strings.xml` an app writes
/// (icerockdev/moko-resources, `resources-generator`, read at a158c03, February 2026):
///
/// 1. `StringResourceGenerator.loadLanguageStrings` / `PluralResourceGenerator` take the element's DOM
///    `textContent`: entities decoded, CDATA as text, child elements' tags dropped and their text kept (no span).
/// 2. `processXmlTextContent` (`utils/StringExt.kt`): unless the Gradle property
///    `moko.resources.strictLineBreaks` is true, `removeLineWraps` replaces each line break with the white
///    space around it (`\s*\n\s*`) by one space; then each `\n` written as two characters becomes a line break.
/// 3. `removeAndroidMirroringFormat`: `\'`, `\"`, `\?` and `\@` become the character (so an apostrophe needs no
///    escape: aapt2 never sees a bare one).
/// 4. `AndroidStringResourceGenerator` writes `convertXmlStringToAndroidLocalization()`: `unescapeXml` again,
///    each line break as `\n`, `escapeXml11`, a leading `@` or `?` escaped with a backslash, and `&quot;` /
///    `&apos;` preceded by a backslash — the characters aapt2's XML parser hands its `StringBuilder` are the
///    text with `"` and `'` escaped, which is what this returns.
enum MokoResourceText {
    static func androidCharacters(of element: XMLElementNode, strictLineBreaks: Bool) -> String {
        var text = Array(element.textContent.unicodeScalars)
        if !strictLineBreaks { text = removingLineWraps(text) }
        text = replacingEscapedNewlines(text)
        text = removingMirroringEscapes(text)
        text = XMLEntities.unescaped(text)
        var out = String.UnicodeScalarView()
        out.reserveCapacity(text.count + 8)
        for (index, scalar) in text.enumerated() {
            switch scalar {
            case "\n": out.append("\\"); out.append("n")
            case "\"", "'": out.append("\\"); out.append(scalar)
            case "@" where index == 0, "?" where index == 0: out.append("\\"); out.append(scalar)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// `replace(Regex("\\s*\n\\s*"), " ")`: each line break, with the white space before and after it, is
    /// one space (a run holding several line breaks is one match). Java's `\s` (`[ \t\n\x0B\f\r]`) is the set
    /// of C's `isspace` that aapt2 asks (`AndroidString.Builder.isSpace`).
    static func removingLineWraps(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard text.contains("\n") else { return text }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            guard AndroidString.Builder.isSpace(text[i]) else { out.append(text[i]); i += 1; continue }
            var end = i
            var sawBreak = false
            while end < text.count, AndroidString.Builder.isSpace(text[end]) { if text[end] == "\n" { sawBreak = true }; end += 1 }
            if sawBreak { out.append(" ") } else { out.append(contentsOf: text[i..<end]) }
            i = end
        }
        return out
    }

    /// `.replace("\\n", "\n")`: left to right, without overlap.
    static func replacingEscapedNewlines(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        replacingPairs(text) { $0 == "n" ? "\n" : nil }
    }

    /// `removeAndroidMirroringFormat`: `\'`, `\"`, `\?`, `\@` → the character (four `replace` calls; each
    /// pattern is two characters and no replacement makes another, so one pass gives the same text).
    static func removingMirroringEscapes(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        replacingPairs(text) { ["'", "\"", "?", "@"].contains($0) ? $0 : nil }
    }

    private static func replacingPairs(_ text: [Unicode.Scalar], _ replacement: (Unicode.Scalar) -> Unicode.Scalar?) -> [Unicode.Scalar] {
        guard text.contains("\\") else { return text }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            if text[i] == "\\", i + 1 < text.count, let replaced = replacement(text[i + 1]) {
                out.append(replaced)
                i += 2
            } else {
                out.append(text[i])
                i += 1
            }
        }
        return out
    }
}

/// Apache Commons Text `StringEscapeUtils.unescapeXml`: the five named entities of XML (`&quot; &amp; &lt;
/// &gt; &apos;`) and numeric references (`&#65;`, `&#x41;`), left to right; anything else stays as written.
enum XMLEntities {
    static let named: [String: Unicode.Scalar] = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'"]

    static func unescaped(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard text.contains("&") else { return text }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            guard text[i] == "&", let semicolon = text[(i + 1)...].prefix(12).firstIndex(of: ";") else {
                out.append(text[i]); i += 1; continue
            }
            let body = String(String.UnicodeScalarView(text[(i + 1)..<semicolon]))
            var decoded: Unicode.Scalar?
            if let scalar = named[body] {
                decoded = scalar
            } else if body.hasPrefix("#x") || body.hasPrefix("#X") {
                decoded = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if body.hasPrefix("#") {
                decoded = UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            }
            if let decoded {
                out.append(decoded)
                i = semicolon + 1
            } else {
                out.append(text[i]); i += 1
            }
        }
        return out
    }
}

extension MokoResourceText {
    /// The Gradle property `moko.resources.strictLineBreaks` (`utils/PropertiesExt.kt`, default false) as the
    /// build of a moko-resources file sees it: the nearest `gradle.properties` that sets it, from the file's
    /// folder up to the build's root (the folder with `settings.gradle[.kts]`; Gradle's project properties:
    /// a project's own `gradle.properties`, then its parents', up to the root project's).
    static func strictLineBreaks(forFile path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        let manager = FileManager.default
        for _ in 0..<64 {
            let properties = (folder as NSString).appendingPathComponent("gradle.properties")
            if case .success(let bytes) = BoundedFile.read(properties, limit: 1 << 20),
               let value = GradleProperties.value(of: "moko.resources.strictLineBreaks", in: bytes) {
                return value.lowercased() == "true"
            }
            let isRoot = ["settings.gradle", "settings.gradle.kts"].contains {
                manager.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if isRoot || parent == folder || folder.isEmpty || folder == "." { break }
            folder = parent
        }
        return false
    }
}

/// A `gradle.properties` file read as `java.util.Properties` reads `key=value` / `key: value` lines (comments
/// with `#` or `!`; line continuations are not followed: a property that needs one is not a switch).
enum GradleProperties {
    static func value(of key: String, in bytes: [UInt8]) -> String? {
        var found: String?
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let first = trimmed.first, first != "#", first != "!" else { continue }
            guard let separator = trimmed.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let name = trimmed[..<separator].trimmingCharacters(in: .whitespaces)
            if name == key { found = trimmed[trimmed.index(after: separator)...].trimmingCharacters(in: .whitespaces) }
        }
        return found
    }
}
