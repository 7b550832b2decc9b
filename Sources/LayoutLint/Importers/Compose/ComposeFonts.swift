import Foundation

/// The font files an app ships, by the name its code gives them: Android font resources
/// (`src/<set>/res/font/dm_sans.ttf` is `R.font.dm_sans`: aapt2 names a file resource by its file name
/// without the extension) and Compose Multiplatform font resources (`src/<set>/composeResources/font/
/// Roboto-Regular.ttf` is `Res.font.Roboto_Regular`: the resources plugin's `asUnderscoredIdentifier`,
/// `-` → `_` and a leading digit prefixed with `_`, compose-multiplatform gradle-plugins `ResourcesSpec.kt`).
/// Only TrueType and OpenType files: a `res/font/x.xml` font family names other files.
enum ComposeFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]
    /// Modules looked at, at most (a hostile tree cannot make this walk long).
    static let maximumModules = 2_000

    /// Resource name → absolute path, for every module (the folder above a `src/`) of `sources`.
    static func files(near sources: [String]) -> [String: String] {
        var modules = Set<String>()
        for source in sources {
            guard let range = source.range(of: "/src/", options: .backwards) else { continue }
            modules.insert(String(source[..<range.lowerBound]))
            if modules.count >= maximumModules { break }
        }
        let manager = FileManager.default
        var found: [String: String] = [:]
        for module in modules.sorted() {
            let src = module + "/src"
            for set in (try? manager.contentsOfDirectory(atPath: src))?.sorted() ?? [] {
                for (folder, accessor) in [("res", false), ("composeResources", true)] {
                    let base = "\(src)/\(set)/\(folder)"
                    for directory in (try? manager.contentsOfDirectory(atPath: base))?.sorted() ?? []
                    where directory == "font" || directory.hasPrefix("font-") {
                        for file in (try? manager.contentsOfDirectory(atPath: "\(base)/\(directory)"))?.sorted() ?? [] {
                            let ext = (file as NSString).pathExtension.lowercased()
                            guard extensions.contains(ext) else { continue }
                            var name = (file as NSString).deletingPathExtension
                            if accessor {
                                name = name.replacingOccurrences(of: "-", with: "_")
                                if name.first?.isNumber == true { name = "_" + name }
                            }
                            let path = URL(fileURLWithPath: "\(base)/\(directory)/\(file)").standardizedFileURL.path
                            if found[name] == nil { found[name] = path }
                        }
                    }
                }
            }
        }
        return found
    }
}
