import SwiftSyntax

/// The built-in labels of a table view cell the code makes with one of UIKit's styles (`let cell =
/// UITableViewCell(style: .value1, reuseIdentifier: nil)` … `cell.textLabel?.text = L10n.title`): UIKit lays them
/// out itself, as it does a storyboard's cell of that style (`UIKitMetrics.codeCellStyles`).
///
/// - The text label of a `.default`, `.subtitle` or `.value1` cell is laid out at 17pt (the body style at the
///   default text size, and `UIFont.labelFontSize`; whether it grows with Dynamic Type Apple does not say, so no
///   larger size is assumed) on one line
///   (`UILabel.numberOfLines`: "The default value for this property is 1"), or on the lines the code gives it
///   (`cell.textLabel?.numberOfLines = 0`), at most as wide as the row between the table's margins: accessories,
///   an image and a `.value1` cell's detail label take part of the row, so the width is an upper bound and only a
///   text that does not fit the whole row is a finding.
/// - Labels whose size Apple does not document (the detail labels, "smaller" text, and a `.value2` cell's) are
///   skipped with the reason.
/// - A cell whose style is not written where it is made (dequeued: the registered class's or the prototype's),
///   whose label's font the code sets, or that the code hands to a function (which may set it) is skipped with
///   the reason: the body style is then not known to be the label's.
enum UIKitCodeCells {
    /// `cell.textLabel?.text` (also `!.` and `.`): the local's name, and whether the label is the detail label.
    static func labelTarget(_ target: String) -> (receiver: String, detail: Bool)? {
        let parts = target.filter { $0 != "?" && $0 != "!" }.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2] == "text", parts[1] == "textLabel" || parts[1] == "detailTextLabel",
              let first = parts[0].first, first.isLetter || first == "_",
              parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(parts[0]), parts[1] == "detailTextLabel")
    }

    /// The style a cell is made with: `UITableViewCell(style: .value1, reuseIdentifier: …)`, also spelled
    /// `UITableViewCell.CellStyle.value1` or through `.init`. Nil: not made there with a written style.
    static func style(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee = String(callee.dropLast(".init".count)) }
        guard callee == "UITableViewCell" || callee == "UIKit.UITableViewCell",
              let style = call.arguments.first(where: { $0.label?.text == "style" })?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        return style.declName.baseName.text
    }

    static let styleUnknownReason = "a table cell's built-in label, on a cell whose style is not written where it is made (a dequeued cell's is its registered class's or prototype's): not followed"
    static func undocumentedReason(_ style: String, detail: Bool) -> String {
        "the \(detail ? "detail" : "text") label of a `.\(style)` table cell: UIKit's \"smaller\" text, whose size Apple does not document (not modelled)"
    }
    static func fontReason(_ property: String) -> String {
        "a table cell's built-in label whose `\(property)` the code sets: its font or lines are not the cell style's (not modelled)"
    }
    static func handedReason(_ function: String) -> String {
        "a table cell's built-in label, on a cell the code hands to `\(function)`, which may set its font (not followed)"
    }

    /// What the code does to a cell local in its function besides setting texts: label properties that decide its
    /// font or lines, and the calls that take the cell as an argument.
    struct Restyling {
        /// `textLabel` property → its value (`numberOfLines` → `0`).
        var textLabel: [String: ExprSyntax] = [:]
        /// The first function the cell is handed to.
        var handedTo: String?
    }

    /// The properties of `textLabel` that decide how it is drawn: the font and the lines (Apple, `UILabel`).
    static let styleProperties: Set<String> = ["font", "numberOfLines", "adjustsFontSizeToFitWidth", "attributedText", "adjustsFontForContentSizeCategory", "minimumScaleFactor"]

    /// How `receiver` is restyled in the block that declares it (`declaration`: its initial value), nested blocks
    /// included; another block's local of the same name is another cell.
    static func restyling(of receiver: String, declaredBy declaration: ExprSyntax, cache: inout [String: Restyling]) -> Restyling {
        var current = declaration.parent
        var block: Syntax?
        var depth = 0
        while let found = current, depth < UIKitCodeTexts.maximumDepth {
            depth += 1
            if found.is(CodeBlockItemListSyntax.self) { block = found; break }
            current = found.parent
        }
        guard let block else { return Restyling() }
        let cacheKey = "\(block.id)\u{1F}\(receiver)"
        if let known = cache[cacheKey] { return known }
        let finder = RestylingFinder(receiver: receiver)
        finder.walk(block)
        cache[cacheKey] = finder.found
        return finder.found
    }

    final class RestylingFinder: SyntaxVisitor {
        let receiver: String
        var found = Restyling()
        init(receiver: String) {
            self.receiver = receiver
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
            let parts = node.leftOperand.trimmedDescription.filter { $0 != "?" && $0 != "!" }.split(separator: ".")
            if parts.count == 3, parts[0] == receiver, parts[1] == "textLabel", styleProperties.contains(String(parts[2])) {
                found.textLabel[String(parts[2])] = node.rightOperand
            }
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // An array's `append`/`insert` (Swift standard library) keeps the cell as it is.
            if found.handedTo == nil, !["append", "insert"].contains(SwiftUISyntax.lastName(node.calledExpression) ?? ""),
               node.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == receiver }) {
                found.handedTo = SwiftUISyntax.lastName(node.calledExpression) ?? node.calledExpression.trimmedDescription
            }
            return .visitChildren
        }
    }

    /// The place of a site that sets a built-in label of `receiver`: a text laid out with its line count, or a
    /// skip with the reason.
    static func place(receiver: String, detail: Bool, initialValues: [String: ExprSyntax],
                      cache: inout [String: Restyling]) -> UIKitCodeTexts.Place {
        guard let value = initialValues[receiver], let style = style(value) else { return .skip(styleUnknownReason) }
        guard let cellStyle = UIKitMetrics.codeCellStyles[style] else { return .skip(styleUnknownReason) }
        guard !detail, cellStyle.textLabelIsBody else { return .skip(undocumentedReason(style, detail: detail)) }
        let restyled = restyling(of: receiver, declaredBy: value, cache: &cache)
        var lines = 1
        for property in restyled.textLabel.keys.sorted() {
            guard property == "numberOfLines", let value = restyled.textLabel[property],
                  let literal = value.as(IntegerLiteralExprSyntax.self), let count = Int(literal.literal.text) else {
                return .skip(fontReason(property))
            }
            lines = count
        }
        if let function = restyled.handedTo { return .skip(handedReason(function)) }
        return .cellText(style: style, lines: lines)
    }
}
