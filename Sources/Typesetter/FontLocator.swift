import Foundation

/// Where the fonts come from, first match wins: an explicit path (`--fonts`, or `fonts:` in the project
/// config), `$LAYOUTLINT_FONTS`, the `share/layoutlint/Fonts` installed beside the binary
/// (`make install PREFIX=…`), and for development builds the repository's own `Fonts/`.
public enum FontLocator {
    public static func locate(explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = Bundle.main.executableURL) -> URL? {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let fromEnvironment = environment["LAYOUTLINT_FONTS"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        var candidates: [URL] = []
        if let executable {
            let resolved = executable.resolvingSymlinksInPath()
            candidates.append(resolved.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/layoutlint/Fonts"))
        }
        candidates.append(repositoryFonts)
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("profiles/default.yaml").path) }
    }

    /// `Fonts/` of the checkout this module was built from.
    public static var repositoryFonts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts")
    }
}
