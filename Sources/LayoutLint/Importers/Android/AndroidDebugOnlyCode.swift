import Foundation

/// Code of one Kotlin / Java file that runs only in a debug build: the functions that only the options-menu
/// branches of debug-only items call (`MenuUses.debugOnlyItems`: items the code shows under `BuildConfig.DEBUG`,
/// which the Android Gradle plugin generates false for a release build). A menu item that is never visible is
/// never selected, so `R.id.debug_x -> onDebugX()` never runs, and neither does what `onDebugX` shows (its
/// toasts, snackbars and dialogs). A function also called from anywhere else may run: it is not counted.
/// Linear: one pass over the lines for the branches, one search per branch function for its calls.
enum AndroidDebugOnlyCode {
    static let reason = "shown only in a debug build: the code that shows it runs only from a menu item the code makes visible under BuildConfig.DEBUG (false in a release build)"

    /// The 1-based line ranges of the bodies of the file's debug-only functions.
    static func lineRanges(in text: String) -> [ClosedRange<Int>] {
        let items = MenuUses.debugOnlyItems(in: text)
        guard !items.isEmpty else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // `R.id.item -> name(` (Kotlin `when`) or `case R.id.item: name(` / `… R.id.item) { name(` on one line.
        var branchCalls: [String: Int] = [:]
        for line in lines {
            guard let reference = line.range(of: "R.id.") else { continue }
            var end = reference.upperBound
            while end < line.endIndex, line[end].isLetter || line[end].isNumber || line[end] == "_" { end = line.index(after: end) }
            guard items.contains(String(line[reference.upperBound..<end])) else { continue }
            let rest = line[end...].trimmingCharacters(in: .whitespaces)
            var call = rest
            for separator in ["->", ":", ") {", "{"] where call.hasPrefix(separator) {
                call = String(call.dropFirst(separator.count)).trimmingCharacters(in: .whitespaces)
                break
            }
            if call.hasPrefix("this.") { call.removeFirst(5) }
            guard let open = call.firstIndex(of: "(") else { continue }
            let name = String(call[..<open])
            guard !name.isEmpty, name.utf8.allSatisfy(MenuUses.isIdentifier) else { continue }
            branchCalls[name, default: 0] += 1
        }
        var ranges: [ClosedRange<Int>] = []
        // A file names a few debug items; a bounded number of branch functions keeps the search linear.
        for (name, fromBranches) in branchCalls.sorted(by: { $0.key < $1.key }).prefix(32) {
            // Every call of the function is one of those branches: `name(` written once more, at its declaration.
            var calls = 0
            var declaration: Int?
            for (index, line) in lines.enumerated() {
                var search = line.startIndex
                while let found = line.range(of: name + "(", range: search..<line.endIndex) {
                    let before = found.lowerBound == line.startIndex ? " " : line[line.index(before: found.lowerBound)]
                    if !(before.isLetter || before.isNumber || before == "_") {
                        let prefix = line[..<found.lowerBound]
                        if prefix.hasSuffix("fun ") || prefix.hasSuffix("void ") { declaration = index } else { calls += 1 }
                    }
                    search = found.upperBound
                }
            }
            guard calls == fromBranches, let start = declaration, let end = bodyEnd(lines, from: start) else { continue }
            ranges.append((start + 1)...(end + 1))
        }
        return ranges
    }

    /// The index of the line that closes the body opened on or after `start` (braces counted outside string
    /// literals); nil for an expression body or an unbalanced file.
    static func bodyEnd(_ lines: [String], from start: Int) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            var inString = false
            var previous: Character = " "
            for character in lines[index] {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                previous = character
            }
            if opened && depth <= 0 { return index }
            if !opened && index > start + 3 { return nil }
        }
        return nil
    }
}
