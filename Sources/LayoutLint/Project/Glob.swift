import Foundation

/// Shell-style patterns for config paths and ignore rules: `*` (any run of characters but `/`), `?` (one
/// character), `[abc]` / `[a-z]` / `[!a]`, and `**` as a whole path component (any number of folders).
public enum Glob {
    public static func hasWildcards(_ pattern: String) -> Bool { pattern.contains { "*?[".contains($0) } }

    public static func matches(_ pattern: String, _ text: String) -> Bool {
        matchComponents(pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)[...],
                        text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)[...])
    }

    private static func matchComponents(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for skip in 0...path.count where matchComponents(rest, path.dropFirst(skip)) { return true }
            return false
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else { return false }
        return matchComponents(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var starP: Int?, starT = 0
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                starP = p; starT = t; p += 1
                continue
            }
            if p < pattern.endIndex, let (matched, next) = single(pattern, p, text[t]), matched {
                p = next; t += 1
                continue
            }
            guard let star = starP else { return false }
            p = star + 1; starT += 1; t = starT
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// Whether the pattern element at `p` matches `c`, and where the next element starts.
    private static func single(_ pattern: ArraySlice<Character>, _ p: Int, _ c: Character) -> (Bool, Int)? {
        switch pattern[p] {
        case "?": return (true, p + 1)
        case "[":
            var i = p + 1
            var negate = false
            if i < pattern.endIndex, pattern[i] == "!" || pattern[i] == "^" { negate = true; i += 1 }
            var matched = false
            var first = true
            while i < pattern.endIndex, pattern[i] != "]" || first {
                first = false
                if i + 2 < pattern.endIndex, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i] <= c && c <= pattern[i + 2] { matched = true }
                    i += 3
                } else {
                    if pattern[i] == c { matched = true }
                    i += 1
                }
            }
            guard i < pattern.endIndex else { return (pattern[p] == c, p + 1) }   // no closing ]: literal [
            return (matched != negate, i + 1)
        default:
            return (pattern[p] == c, p + 1)
        }
    }

    /// Files matching `pattern` (relative to `base`), as paths relative to `base`, sorted. A pattern without
    /// wildcards names a file or a folder (every file under it).
    public static func expand(_ pattern: String, base: URL) throws(LayoutLintError) -> [String] {
        let manager = FileManager.default
        guard hasWildcards(pattern) else {
            let url = base.appendingPathComponent(pattern)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
            return isDirectory.boolValue ? try files(under: url).map { pattern + "/" + $0 } : [pattern]
        }
        let components = pattern.split(separator: "/").map(String.init)
        let fixed = components.prefix { !hasWildcards($0) }
        let root = fixed.joined(separator: "/")
        let rootURL = root.isEmpty ? base : base.appendingPathComponent(root)
        return try files(under: rootURL).map { root.isEmpty ? $0 : root + "/" + $0 }.filter { matches(pattern, $0) }
    }

    /// Every file under a folder, relative, sorted; hidden folders, `.build` and `node_modules` skipped.
    static func files(under url: URL) throws(LayoutLintError) -> [String] {
        try FolderWalk.files(under: url.path)
    }
}
