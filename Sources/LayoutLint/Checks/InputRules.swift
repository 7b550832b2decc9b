/// `invalid-input`: findings made while reading catalogs, layouts and the config, not by a `Rule` value.
public enum InvalidInputRule {
    public static let description = RuleDescription(
        id: RuleID.invalidInput,
        name: "Invalid input",
        defaultSeverity: .error,
        summary: "A catalog, layout or config that cannot be read as written (with file:line:col).",
        rationale: """
        Malformed YAML or JSON, an unknown key or text style, a negative width, an id used twice, a catalog \
        in a broken encoding or with an external entity: each is reported where it stands, the element or \
        file is left out, and the rest of the project is still linted. Files are never modified.
        """
    )
}

/// `duplicate-key`: a catalog file that defines a key twice.
public enum DuplicateKeyRule {
    public static let description = RuleDescription(
        id: RuleID.duplicateKey,
        name: "Duplicate key",
        defaultSeverity: .warning,
        summary: "A catalog file defines the same key twice; the last definition wins, as on device.",
        rationale: """
        Two definitions of one key in a `.strings` file or Android resource file are legal but almost always \
        a merge accident: only the last is shown, and a translator may be editing the other.
        """
    )
}
