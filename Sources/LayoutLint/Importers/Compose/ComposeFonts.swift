import Foundation

/// The font files an app ships, by the name its code gives them: Android font resources
/// (`src/<set>/res/font/dm_sans.ttf` is `R.font.dm_sans`: aapt2 names a file resource by its file name
/// without the extension) and Compose Multiplatform font resources (`src/<set>/composeResources/font/
/// Roboto-Regular.ttf` is `Res.font.Roboto_Regular`: the resources plugin's `asUnderscoredIdentifier`,
/// `-` → `_` and a leading digit prefixed with `_`, compose-multiplatform gradle-plugins `ResourcesSpec.kt`).
/// Only TrueType and OpenType files in `files(near:)`; a `res/font/x.xml` font family, which names other files,
/// is read by `resources(near:)`.
enum ComposeFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]
    /// Modules looked at, at most (a hostile tree cannot make this walk long).
    static let maximumModules = 2_000
    /// A font family XML larger than this is not read (one lists a handful of `<font>` elements).
    static let maximumFamilyBytes = 64 << 10

    /// Resource name → absolute path, for every module (the folder above a `src/`) of `sources`.
    static func files(near sources: [String]) -> [String: String] { files(in: fontFolderFiles(near: sources)) }

    /// `files(near:)` and the font family resources by name (`families(in:)`), from one walk of the font folders.
    static func resources(near sources: [String]) -> (files: [String: String], families: [String: Family]) {
        let walked = fontFolderFiles(near: sources)
        return (files(in: walked), families(in: walked))
    }

    /// A font folder's file: its name, absolute path, and whether the Compose resources plugin names it
    /// (`composeResources/font`) rather than aapt2 (`res/font`).
    typealias FolderFile = (name: String, path: String, accessor: Bool)

    private static func files(in walked: [FolderFile]) -> [String: String] {
        var found: [String: String] = [:]
        for file in walked {
            let ext = (file.name as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else { continue }
            var name = (file.name as NSString).deletingPathExtension
            if file.accessor {
                name = name.replacingOccurrences(of: "-", with: "_")
                if name.first?.isNumber == true { name = "_" + name }
            }
            if found[name] == nil { found[name] = file.path }
        }
        return found
    }

    /// A font family resource (`res/font/x.xml`, developer.android.com "Fonts in XML"): the faces its `<font>`
    /// elements list (`android:font`/`app:font` = `@font/file`, `fontWeight`, `fontStyle`), or, for a
    /// downloadable font (`<font-family app:fontProviderAuthority=…>`), the provider that serves it at run time.
    struct Family: Hashable, Sendable {
        struct Face: Hashable, Sendable {
            var font: String
            var weight: Int
            var italic: Bool
        }
        var faces: [Face] = []
        var provider: String?
        /// Why the file is not read as a family, when it is not.
        var unreadable: String?

        /// The face Android draws a request of `weight` and slant with: minikin `FontFamily::getClosestMatch`,
        /// the least `computeMatch` score (`|weight difference| / 100`, plus 2 when the slant differs), the
        /// first face on a tie.
        func closest(weight: Int, italic: Bool) -> Face? {
            faces.min { a, b in
                let scoreA = abs(a.weight - weight) / 100 + (a.italic == italic ? 0 : 2)
                let scoreB = abs(b.weight - weight) / 100 + (b.italic == italic ? 0 : 2)
                return scoreA < scoreB
            }
        }
    }

    /// The font family resources (`res/font/*.xml`) among the walked files, by name.
    private static func families(in walked: [FolderFile]) -> [String: Family] {
        var found: [String: Family] = [:]
        for file in walked where !file.accessor && file.name.lowercased().hasSuffix(".xml") {
            let name = (file.name as NSString).deletingPathExtension
            guard found[name] == nil else { continue }
            guard case .success(let bytes) = BoundedFile.read(file.path, limit: maximumFamilyBytes) else {
                found[name] = Family(unreadable: "its font family XML is larger than \(maximumFamilyBytes >> 10) KB or cannot be read")
                continue
            }
            found[name] = family(xml: bytes, path: file.path)
        }
        return found
    }

    /// One font family XML's faces (AOSP `FontResourcesParserCompat.parse`: a `<font-family>` with a
    /// `fontProviderAuthority` is a provider request; else each `<font>` child is a face, weight 400 and
    /// normal style unless written).
    static func family(xml bytes: [UInt8], path: String) -> Family {
        guard let root = try? XMLTree.parse(bytes), root.name == "font-family" else {
            return Family(unreadable: "its font family XML is not a `<font-family>` aapt2 would compile")
        }
        func value(_ node: XMLElementNode, _ name: String) -> String? {
            node.attribute("android:" + name) ?? node.attribute("app:" + name)
        }
        var family = Family()
        if let authority = value(root, "fontProviderAuthority") {
            family.provider = authority
            return family
        }
        for font in root.elements where font.name == "font" {
            guard let reference = value(font, "font"), reference.hasPrefix("@font/") else { continue }
            let weight = value(font, "fontWeight").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { min(1000, max(1, $0)) } ?? 400
            family.faces.append(Family.Face(font: String(reference.dropFirst("@font/".count)), weight: weight,
                                            italic: value(font, "fontStyle") == "italic"))
        }
        if family.faces.isEmpty { family.unreadable = "its font family XML lists no `<font android:font=\"@font/…\">`" }
        return family
    }

    /// The files of every module's `res/font*/` and `composeResources/font*/` folders, in path order.
    private static func fontFolderFiles(near sources: [String]) -> [FolderFile] {
        var modules = Set<String>()
        for source in sources {
            guard let range = source.range(of: "/src/", options: .backwards) else { continue }
            modules.insert(String(source[..<range.lowerBound]))
            if modules.count >= maximumModules { break }
        }
        let manager = FileManager.default
        var files: [FolderFile] = []
        for module in modules.sorted() {
            let src = module + "/src"
            for set in (try? manager.contentsOfDirectory(atPath: src))?.sorted() ?? [] {
                for (folder, accessor) in [("res", false), ("composeResources", true)] {
                    let base = "\(src)/\(set)/\(folder)"
                    for directory in (try? manager.contentsOfDirectory(atPath: base))?.sorted() ?? []
                    where directory == "font" || directory.hasPrefix("font-") {
                        for file in (try? manager.contentsOfDirectory(atPath: "\(base)/\(directory)"))?.sorted() ?? [] {
                            let path = URL(fileURLWithPath: "\(base)/\(directory)/\(file)").standardizedFileURL.path
                            files.append((file, path, accessor))
                        }
                    }
                }
            }
        }
        return files
    }
}
