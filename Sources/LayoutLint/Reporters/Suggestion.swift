/// "Did you mean" for names a user types (subcommands, text styles, options).
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, when close enough to be a likely typo.
    public static func closest(_ word: String, among candidates: [String]) -> String? {
        LayoutLint.closest(word, among: candidates)
    }
}
