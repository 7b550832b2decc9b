/// One string of Compose Multiplatform resources (`composeResources/values*/strings.xml`), as its Gradle plugin
/// converts it and its runtime formats it. These files are not compiled by aapt2, so none of aapt2's rules
/// apply: no white-space collapsing, no quoting, no refused apostrophe, no spans.
///
/// - **Conversion** (JetBrains compose-multiplatform, `gradle-plugins/compose/src/main/kotlin/org/jetbrains/
///   compose/resources/PrepareComposeResources.kt`, `XmlValuesConverterTask.getItemRecord`): the value is the
///   element's DOM `textContent` — every descendant text node, CDATA included, child tags dropped, comments
///   left out, white space and quotes as written — passed through `handleSpecialCharacters`: `\n`, `\t` and
///   `\uXXXX` are replaced unless a `\\` pair ends right before them, then each `\\` becomes `\`. Nothing
///   else is an escape (`\'` and `\"` stay as written).
/// - **Formatting** (`components/resources/library/src/commonMain/kotlin/org/jetbrains/compose/resources/
///   StringResourcesUtils.kt`, `replaceWithArgs`): only `%N$s` and `%N$d` (the pattern `%(\d+)\$[ds]`) are
///   replaced, by the N-th argument as text; an N past the arguments passed reads `args[N-1]` and throws
///   IndexOutOfBoundsException. Any other `%` is text that shows as written.
struct ComposeResourceString {
    /// What `stringResource(…)` shows before its arguments are put in.
    var value: String
    /// The `%N$s` / `%N$d` the runtime replaces, with their offsets in `value` (Unicode scalars).
    var placeholders: [FormatSpecifier]

    init(_ element: XMLElementNode) {
        var content = String.UnicodeScalarView()
        Self.appendText(of: element, to: &content)
        value = String(Self.handlingSpecialCharacters(Array(content)))
        placeholders = Self.arguments(in: value)
    }

    /// DOM `textContent`: the text of every descendant, in document order.
    private static func appendText(of element: XMLElementNode, to content: inout String.UnicodeScalarView) {
        for child in element.children {
            switch child {
            case .text(let text, _, _): content.append(contentsOf: text.unicodeScalars)
            case .element(let inner): appendText(of: inner, to: &content)
            case .comment: continue
            }
        }
    }

    /// `handleSpecialCharacters`, pass for pass.
    static func handlingSpecialCharacters(_ scalars: [Unicode.Scalar]) -> String.UnicodeScalarView {
        // Where the plugin's `\\\\` pattern matches, left to right without overlap.
        var pairStarts = Set<Int>()
        var i = 0
        while i + 1 < scalars.count {
            if scalars[i] == "\\" && scalars[i + 1] == "\\" { pairStarts.insert(i); i += 2 } else { i += 1 }
        }
        func isHex(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && scalar.properties.isASCIIHexDigit }
        var first = [Unicode.Scalar]()
        first.reserveCapacity(scalars.count)
        i = 0
        while i < scalars.count {
            guard scalars[i] == "\\", i + 1 < scalars.count else { first.append(scalars[i]); i += 1; continue }
            var length = 0
            var replacement: Unicode.Scalar?
            switch scalars[i + 1] {
            case "n": length = 2; replacement = "\n"
            case "t": length = 2; replacement = "\t"
            case "u" where i + 5 < scalars.count && scalars[(i + 2)...(i + 5)].allSatisfy(isHex):
                length = 6
                let digits = String(String.UnicodeScalarView(scalars[(i + 2)...(i + 5)]))
                // `toInt(16).toChar()`: one UTF-16 unit; a lone surrogate cannot be shown.
                replacement = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
            default: break
            }
            guard length > 0, let replacement else { first.append(scalars[i]); i += 1; continue }
            if pairStarts.contains(i - 1) {
                first.append(contentsOf: scalars[i..<(i + length)])
            } else {
                first.append(replacement)
            }
            i += length
        }
        // `.replace("\\\\", "\\")`: each pair, left to right, becomes one backslash.
        var out = String.UnicodeScalarView()
        i = 0
        while i < first.count {
            if first[i] == "\\", i + 1 < first.count, first[i + 1] == "\\" { out.append("\\"); i += 2 } else { out.append(first[i]); i += 1 }
        }
        return out
    }

    /// `%N$s` and `%N$d` as `replaceWithArgs` finds them.
    static func arguments(in value: String) -> [FormatSpecifier] {
        let scalars = Array(value.unicodeScalars)
        var found: [FormatSpecifier] = []
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            var j = i + 1
            var digits = ""
            while j < scalars.count, scalars[j].isASCII, scalars[j].properties.numericType == .decimal { digits.unicodeScalars.append(scalars[j]); j += 1 }
            if !digits.isEmpty, j + 1 < scalars.count, scalars[j] == "$", scalars[j + 1] == "s" || scalars[j + 1] == "d",
               let position = Int(digits.prefix(9)) {
                let text = String(String.UnicodeScalarView(scalars[i...(j + 1)]))
                found.append(FormatSpecifier(kind: .printf, text: text, position: position, lengthModifier: "",
                                             conversion: String(scalars[j + 1]), name: nil, offset: i))
                i = j + 2
            } else {
                i += 1
            }
        }
        return found
    }
}
