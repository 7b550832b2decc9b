import SwiftSyntax

/// Catalog keys of Swift string literals, as Xcode's string extraction writes them.
///
/// A literal without interpolation is its own key (escapes resolved). With interpolation, SwiftUI's
/// `LocalizedStringKey.StringInterpolation` turns each `\(value)` into the format specifier of the value's
/// type (`Int` → `%lld`, `String`/`Text`/objects → `%@`, `Double` → `%lf`, `Float` → `%f`,
/// `\(x, specifier: "%.1f")` → that specifier), and a literal `%` into `%%`; Xcode extracts that format
/// string as the key. Types are read from the app's own declarations where a value names one
/// (`SwiftUITypeHints`); a value of no known type counts as `%@`, Xcode's choice for any object.
enum SwiftUIStrings {
    /// `nil` or `.none`: an optional with no value, which shows no text.
    static func isNil(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "none" { return true }
        return false
    }

    /// The text of a literal with no interpolation (escapes resolved); nil for a literal with
    /// interpolation or one that is not a string literal.
    static func plainValue(_ literal: StringLiteralExprSyntax) -> String? {
        // swift-syntax resolves escapes and a multi-line literal's indentation; nil when it interpolates.
        literal.representedLiteralValue
    }

    /// The key of a literal as a `LocalizedStringKey` (interpolations as format specifiers); `specifier`
    /// names the specifier of one interpolated value.
    static func key(_ literal: StringLiteralExprSyntax, specifier: (ExprSyntax) -> String) -> String {
        let interpolated = literal.segments.contains { if case .expressionSegment = $0 { true } else { false } }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                let text = unescape(part.content.text, rawDelimiter: literal.openingPounds?.text ?? "")
                result += interpolated ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .expressionSegment(let expression):
                let arguments = Array(expression.expressions)
                if arguments.contains(where: { ["format", "formatter", "style"].contains($0.label?.text ?? "") }) {
                    // A formatted value (`\(x, format: .number)`, `\(date, style: .date)`) is interpolated as a string.
                    result += "%@"
                } else if let explicit = arguments.first(where: { $0.label?.text == "specifier" }),
                   let value = explicit.expression.as(StringLiteralExprSyntax.self).flatMap(plainValue) {
                    result += value
                } else if let first = arguments.first {
                    result += first.label == nil ? specifier(first.expression) : "%@"
                } else {
                    result += "%@"
                }
            }
        }
        return result
    }

    /// Resolves Swift escapes (`\n`, `\t`, `\"`, `\\`, `\u{…}`, `\0`, `\r`, `\'`) of a literal segment.
    /// In a raw string (`#"…"#`) escapes take the delimiter's pounds (`\#n`).
    static func unescape(_ text: String, rawDelimiter: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        let pounds = rawDelimiter.count
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "\\" else { result.unicodeScalars.append(scalar); continue }
            var matched = 0
            while matched < pounds, scalars.first == "#" { matched += 1; scalars = scalars.dropFirst() }
            guard matched == pounds, let next = scalars.first else {
                result.unicodeScalars.append(scalar)
                for _ in 0..<matched { result.unicodeScalars.append("#") }
                continue
            }
            scalars = scalars.dropFirst()
            switch next {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\"", "'", "\\": result.unicodeScalars.append(next)
            case "u":
                guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else { result += "\\u"; continue }
                let digits = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
                scalars = scalars[scalars.index(after: close)...]
                if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) { result.unicodeScalars.append(decoded) }
            case "\n", "\r", " ", "\t":
                // A line continuation in a multi-line literal: the escaped newline and the indentation before it go.
                if next != "\n" && next != "\r" { while let space = scalars.first, space == " " || space == "\t" { scalars = scalars.dropFirst() } }
                if scalars.first == "\n" { scalars = scalars.dropFirst() }
            default:
                result.unicodeScalars.append(next)
            }
        }
        return result
    }
}

/// Format specifiers of interpolated values, from the types the app declares (stored and computed
/// properties, function results, parameters and locals named in the same view).
struct SwiftUITypeHints {
    /// Property or function name → the type names it is declared with anywhere in the app.
    var declaredTypes: [String: Set<String>] = [:]

    mutating func add(name: String, type: String) {
        declaredTypes[name, default: []].insert(Self.normalized(type))
    }

    static func normalized(_ type: String) -> String {
        var text = type.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
    }

    /// The specifier SwiftUI's interpolation gives a value of type `type`.
    static func specifier(ofType type: String) -> String {
        switch normalized(type) {
        case "Int", "Int64": "%lld"
        case "Int32": "%d"
        case "Int16": "%hd"
        case "Int8": "%hhd"
        case "UInt", "UInt64": "%llu"
        case "UInt32": "%u"
        case "Double", "CGFloat", "TimeInterval": "%lf"
        case "Float": "%f"
        default: "%@"
        }
    }

    /// The specifier of an interpolated expression; `local` names types known in the current scope.
    func specifier(of expression: ExprSyntax, local: [String: String]) -> String {
        if expression.is(IntegerLiteralExprSyntax.self) { return "%lld" }
        if expression.is(FloatLiteralExprSyntax.self) { return "%lf" }
        if expression.is(StringLiteralExprSyntax.self) { return "%@" }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return specifier(of: only.expression, local: local)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            if ["+", "-", "*", "/", "%"].contains(op) {
                let left = specifier(of: infix.leftOperand, local: local)
                return left != "%@" ? left : specifier(of: infix.rightOperand, local: local)
            }
            if op == "??" { return specifier(of: infix.leftOperand, local: local) }
            return "%@"
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if ["Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat"].contains(callee) { return Self.specifier(ofType: callee) }
            if callee == "String" || callee == "Text" { return "%@" }
            if let name = SwiftUISyntax.lastName(call.calledExpression) { return specifier(named: name, local: local) }
            return "%@"
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return specifier(of: forced.expression, local: local) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return specifier(of: optional.expression, local: local) }
        if let name = SwiftUISyntax.lastName(expression) {
            if name == "count" { return "%lld" }
            return specifier(named: name, local: local)
        }
        return "%@"
    }

    func specifier(named name: String, local: [String: String]) -> String {
        if let type = local[name] { return Self.specifier(ofType: type) }
        guard let types = declaredTypes[name] else { return "%@" }
        let specifiers = Set(types.map(Self.specifier(ofType:)))
        return specifiers.count == 1 ? specifiers.first! : "%@"
    }
}
