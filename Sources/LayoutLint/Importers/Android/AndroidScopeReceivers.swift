import Foundation

/// A view binding made the implicit receiver of a Kotlin block — `binding.apply { … }`, `binding?.run { … }`,
/// `with(binding!!) { … }` — whose statements name its views without it (`title.text = …`). Kotlin's standard
/// library passes the value as the lambda's receiver (`apply`, `run`: `T.() -> R`; `with(receiver, block)`), and
/// an unqualified name resolves against the implicit receivers from the innermost out after the locals (Kotlin
/// language specification, "Receivers" and "Call without an explicit receiver"). The binding's views are its
/// properties named after the layout's ids in camel case (the view binding generator), so a statement that starts
/// with such a name, in a Kotlin file that declares no local or property of that name, is the binding's view:
/// it is written out with the receiver (`binding.title.text = …`), which `AndroidCodeTexts.target` ties to the
/// layout as it ties any binding property. Insertions stay on their line, so lines stay where they are.
enum AndroidScopeReceivers {
    /// How far after its `{` a block is read (bytes): a function body.
    static let reach = 8_000
    /// The scope functions whose lambda takes the value as its receiver.
    static let receiverFunctions: [[UInt8]] = ["apply", "run"].map { Array($0.utf8) }

    /// `utf8` with each binding view named without its receiver inside such a block written out with it; the
    /// bytes themselves when the file has none (or is not Kotlin).
    static func apply(_ utf8: [UInt8], file: String, viewProperties: Set<String>) -> [UInt8] {
        guard file.hasSuffix(".kt"), !viewProperties.isEmpty else { return utf8 }
        let blocks = blocks(in: utf8)
        guard !blocks.isEmpty else { return utf8 }
        let declared = declaredNames(utf8)
        // Offset of a statement's first name → the receiver written before it (an inner block's wins).
        var insertions: [Int: [UInt8]] = [:]
        for block in blocks {
            var index = block.open + 1
            var statementStart = true
            while index < block.close {
                let byte = utf8[index]
                if Lexed.startsLiteral(utf8, at: index) {
                    index = Lexed.skipLiteral(utf8, at: index)
                    statementStart = false
                    continue
                }
                if byte == 0x0A || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") { statementStart = true; index += 1; continue }
                if byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1; continue }
                guard statementStart, MenuUses.isIdentifier(byte) else { statementStart = false; index += 1; continue }
                statementStart = false
                var end = index
                while end < block.close, MenuUses.isIdentifier(utf8[end]) { end += 1 }
                let name = String(decoding: utf8[index..<end], as: UTF8.self)
                if viewProperties.contains(name), !declared.contains(name), followedByMember(utf8, end) {
                    insertions[index] = block.receiver + Array(".".utf8)
                }
                index = end
            }
        }
        guard !insertions.isEmpty else { return utf8 }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + insertions.count * 12)
        var last = 0
        for offset in insertions.keys.sorted() {
            result.append(contentsOf: utf8[last..<offset])
            result.append(contentsOf: insertions[offset]!)
            last = offset
        }
        result.append(contentsOf: utf8[last...])
        return result
    }

    /// Whether `.`, `?.` or `!!.` follows the name at `end` (a member of the view is read or set).
    static func followedByMember(_ utf8: [UInt8], _ end: Int) -> Bool {
        var index = end
        while index < utf8.count, utf8[index] == UInt8(ascii: "?") || utf8[index] == UInt8(ascii: "!") { index += 1 }
        return index < utf8.count && utf8[index] == UInt8(ascii: ".") && (index + 1 >= utf8.count || utf8[index + 1] != UInt8(ascii: "."))
    }

    struct Block: Equatable {
        /// The receiver as written (`binding`, `binding!!`, `itemBinding`).
        var receiver: [UInt8]
        var open: Int
        var close: Int
    }

    /// The blocks whose receiver is a view binding (a name ending in `binding`, any case), in order of their `{`.
    static func blocks(in utf8: [UInt8]) -> [Block] {
        var result: [Block] = []
        let scan = SourceScan(utf8)
        // `X.apply {`, `X?.run {`, `X!!.apply {`.
        for function in receiverFunctions {
            for offset in scan.occurrences(of: String(decoding: function, as: UTF8.self)) {
                let end = offset + function.count
                guard offset > 0, utf8[offset - 1] == UInt8(ascii: "."), end >= utf8.count || !MenuUses.isIdentifier(utf8[end]) else { continue }
                var open = end
                while open < utf8.count, utf8[open] == 0x20 { open += 1 }
                guard open < utf8.count, utf8[open] == UInt8(ascii: "{") else { continue }
                var receiverEnd = offset - 1
                if receiverEnd > 0, utf8[receiverEnd - 1] == UInt8(ascii: "?") { receiverEnd -= 1 }
                guard let receiver = bindingReceiver(utf8, endingAt: receiverEnd),
                      let close = Lexed.matching(utf8, open: open, window: reach) else { continue }
                result.append(Block(receiver: receiver, open: open, close: close))
            }
        }
        // `with(X) {`.
        for offset in scan.occurrences(of: "with(") {
            guard offset == 0 || !MenuUses.isIdentifier(utf8[offset - 1]) && utf8[offset - 1] != UInt8(ascii: "."),
                  let closeParen = Lexed.matching(utf8, open: offset + 4, window: 120) else { continue }
            var argumentEnd = closeParen
            while argumentEnd > offset + 5, utf8[argumentEnd - 1] == 0x20 { argumentEnd -= 1 }
            var argumentStart = offset + 5
            while argumentStart < argumentEnd, utf8[argumentStart] == 0x20 { argumentStart += 1 }
            guard let receiver = bindingReceiver(utf8, endingAt: argumentEnd), receiver.count == argumentEnd - argumentStart else { continue }
            var open = closeParen + 1
            while open < utf8.count, utf8[open] == 0x20 { open += 1 }
            guard open < utf8.count, utf8[open] == UInt8(ascii: "{"), let close = Lexed.matching(utf8, open: open, window: reach) else { continue }
            result.append(Block(receiver: receiver, open: open, close: close))
        }
        return result.sorted { $0.open < $1.open }
    }

    /// The binding name (with a `!!` after it) that ends at `end`: an identifier ending in `binding`, not a member
    /// of another value (`a.binding` is not the file's binding).
    static func bindingReceiver(_ utf8: [UInt8], endingAt end: Int) -> [UInt8]? {
        var nameEnd = end
        while nameEnd > 0, utf8[nameEnd - 1] == UInt8(ascii: "!") { nameEnd -= 1 }
        guard end - nameEnd == 0 || end - nameEnd == 2 else { return nil }
        var start = nameEnd
        while start > 0, MenuUses.isIdentifier(utf8[start - 1]) { start -= 1 }
        guard start < nameEnd else { return nil }
        if start > 0, utf8[start - 1] == UInt8(ascii: ".") {
            // `this.binding` is the file's binding; another owner's is not.
            guard start >= 5, Array(utf8[(start - 5)..<(start - 1)]) == Array("this".utf8),
                  start == 5 || !MenuUses.isIdentifier(utf8[start - 6]) else { return nil }
        }
        let name = String(decoding: utf8[start..<nameEnd], as: UTF8.self)
        guard name.lowercased().hasSuffix("binding"), name.first.map({ !$0.isNumber }) ?? false else { return nil }
        return Array(utf8[start..<end])
    }

    /// The names the file declares (`val x`, `var x`, `fun x`, a parameter `x:` is not read): such a name
    /// inside the block is the file's, not the binding's (locals and the class's members come first where they
    /// are declared).
    static func declaredNames(_ utf8: [UInt8]) -> Set<String> {
        var names = Set<String>()
        let scan = SourceScan(utf8)
        for keyword in ["val ", "var "] {
            for offset in scan.occurrences(of: keyword) where offset == 0 || !MenuUses.isIdentifier(utf8[offset - 1]) {
                var start = offset + 4
                while start < utf8.count, utf8[start] == 0x20 { start += 1 }
                var end = start
                while end < utf8.count, MenuUses.isIdentifier(utf8[end]) { end += 1 }
                if end > start { names.insert(String(decoding: utf8[start..<end], as: UTF8.self)) }
            }
        }
        return names
    }
}
