import Foundation

/// The UI-file importers, in one place: which files under a folder they read, and reading them. Each
/// importer is a reader (UI files in, `LayoutScreen` values out); `Project` finds and reads through here.
public enum Importers {
    /// The UI sources under `folder` (Android `res/` folders, Interface Builder documents), sorted, as
    /// paths that start with `folder` the way the user wrote it.
    public static func discover(under folder: String) -> [String] {
        var found: [String] = []
        // Each importer adds what it reads here.
        return found.sorted()
    }

    /// Reads the UI sources `discover` found (or the user named).
    public static func read(_ sources: [String], config: ProjectConfig) -> ImportResult {
        var result = ImportResult()
        guard !sources.isEmpty else { return result }
        // Each importer reads its own sources here and appends its screens, catalogs and findings.
        result.screens.sort { ($0.file, $0.location.line, $0.name) < ($1.file, $1.location.line, $1.name) }
        return result
    }
}
