/// Text from input files made safe to print on a terminal: a catalog value or key holding ESC `[2J`, a raw
/// CR or a bidi override would otherwise clear the screen, overwrite the line or reorder what is shown
/// (CVE-2021-42574, "Trojan Source"), and a line break would start a line that looks like a diagnostic of
/// its own. Such characters are written as `\n`, `\r`, `\u{1B}`; everything else, including
/// tabs and right-to-left text, stays as it is.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                out += "\\n"
            } else if scalar == "\r" {
                out += "\\r"
            } else if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 controls but tab, DEL, C1 controls, and the bidi embeddings, overrides and isolates.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension TerminalText {
    /// Whether a terminal gets colour when the user did
    /// not say: only a terminal, never with a non-empty `NO_COLOR` (no-color.org: "when present and not an
    /// empty string"), never for `TERM=dumb` (a terminal that cannot move the cursor or colour: Emacs'
    /// shell, some CI log viewers).
    public static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
