/// A SwiftUI view whose type, or the file that declares it, is named a debugging tool (the word `Debug` or
/// `Debugging` in its CamelCase name: `BookmarksDebugRootView`, `HistoryDebugViewController.swift`), or an
/// Interface Builder document so named that is not localized (outside any `.lproj`: `Debug.storyboard`): a
/// developers' screen, reached from a debug menu that internal or debug builds open. Its literal texts are
/// left out of the catalogs on purpose: `missing-key` and `untranslated` do not report them, and the
/// coverage counts them under `reason`. Texts such a screen takes from the catalogs are checked as any other.
enum DebuggingScreen {
    static let reason = "its key is in no checked catalog: a debugging screen's literal text (the view or its file is named `…Debug…`): developers' tools are left untranslated on purpose, not reported"

    static func isDebuggingScreen(_ layout: LayoutScreen) -> Bool {
        switch layout.origin {
        case .swiftUI: return hasDebugWord(layout.name) || hasDebugWord(baseName(layout.file))
        case .interfaceBuilder: return isUnlocalizedDebuggingDocument(layout.file)
        default: return false
        }
    }

    /// An Interface Builder document outside any `.lproj` folder (not localized: its texts show as written in
    /// every locale) named a debugging tool.
    static func isUnlocalizedDebuggingDocument(_ path: String) -> Bool {
        let folder = path.split(separator: "/").dropLast().last
        return !(folder?.hasSuffix(".lproj") ?? false) && hasDebugWord(baseName(path))
    }

    /// A file's name without its folders and extension (`Debug` for `App/Debug.storyboard`).
    private static func baseName(_ path: String) -> Substring {
        let name = path.split(separator: "/").last ?? ""
        return name.split(separator: ".").first ?? name
    }

    /// Whether a CamelCase name has the word `Debug` or `Debugging` (not `Debugger`, not inside `UNDEBUG`).
    static func hasDebugWord(_ name: some StringProtocol) -> Bool {
        let scalars = Array(name.unicodeScalars)
        func matches(_ word: String, at index: Int) -> Bool {
            let letters = Array(word.unicodeScalars)
            return index + letters.count <= scalars.count && Array(scalars[index..<(index + letters.count)]) == letters
        }
        for index in scalars.indices where matches("Debug", at: index) {
            if index > 0, scalars[index - 1].properties.isUppercase { continue }
            let end = index + (matches("Debugging", at: index) ? 9 : 5)
            if end == scalars.count || !scalars[end].properties.isLowercase { return true }
        }
        return false
    }
}
