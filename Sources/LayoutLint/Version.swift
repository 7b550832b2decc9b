/// The tool's version and where its documentation lives, for `layoutlint --version` and the reports that
/// name their tool (SARIF `tool.driver`).
public enum LayoutLintVersion {
    /// Semantic version of this build; bump it with each release entry in CHANGELOG.md.
    public static let current = "0.1.0"
    /// The project's home page (its README), SARIF `informationUri`.
    public static let homepage = "https://github.com/layoutlint/layoutlint"
    /// A rule's documentation: the README's table of rules (`layoutlint rules ID` prints the rule's whole
    /// page offline).
    public static func ruleDocumentation(_ id: String) -> String {
        homepage + "#rules"
    }
}
