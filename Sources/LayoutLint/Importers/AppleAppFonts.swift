import Foundation
import Typesetter

/// The font files an Apple app registers, by the names Core Text looks a face up by, so that text the app sets
/// in its own font (SwiftUI `Font.custom(_:size:)`, Interface Builder's `<fontDescription name=…>`) is laid out
/// with that face, the profile's faces drawing what it lacks (Core Text's cascade list after the font).
///
/// Registered fonts, as the platforms register them:
/// - `UIAppFonts` (Info.plist, Apple's Information Property List reference: "the name of a font file
///   (including filename extension) that is located in the app's bundle"): Xcode copies resources flat into
///   the bundle, so an entry names the repository's font file of that file name (its last path component).
/// - `ATSApplicationFontsPath` (macOS: "the location of a font file or directory of fonts in the bundle's
///   Resources directory"): the font files in a folder of that name, or the file of that name.
/// - Code that calls Core Text's registration (`CTFontManagerRegisterFontsForURL`, `…GraphicsFont`,
///   `…FontURLs`, what SwiftGen's `FontConvertible.register()` calls): the font files whose name, with or
///   without extension, the Swift sources write as a string literal (`path: "Inter-Bold.otf"`,
///   `forResource: "Inter-Bold", withExtension: "otf"`).
///
/// A face is found by its PostScript name (name ID 6) or full name (ID 4) read from the file
/// (`FontFileNames`), never from the file name; a family by its typographic family (ID 16, else 1) and the
/// OS/2 weight (CSS Fonts 4 §5.2 matching, as Core Text picks a family member). A file too large, or one
/// FreeType cannot read, is not loaded, with the reason.
public struct AppleAppFonts: Sendable, Hashable {
    public struct Face: Sendable, Hashable {
        /// Absolute (the font library resolves a relative path against the profile's folder).
        public var path: String
        /// As the project found it, for messages.
        public var file: String
        public var names: FontFileNames
    }

    /// Registered faces by PostScript name and by full name (the first file in path order wins).
    public private(set) var byName: [String: Face] = [:]
    /// Registered faces by family, in path order.
    public private(set) var byFamily: [String: [Face]] = [:]
    /// Font files in the repository that no Info.plist lists and no code registers, by PostScript and full name.
    public private(set) var unregistered: [String: Face] = [:]
    /// Font files not read (path → why), sorted by path when listed.
    public private(set) var unread: [String: String] = [:]

    public init() {}

    public var isEmpty: Bool { byName.isEmpty && unregistered.isEmpty && unread.isEmpty }

    static let extensions: Set<String> = ["ttf", "otf", "ttc"]
    /// A font file larger than this is not loaded (the largest CJK collections are about 30 MB).
    static let maximumFileBytes = 64 << 20
    /// Font files read at most (a hostile tree cannot make the reading long).
    static let maximumFiles = 500

    static func isFontFile(_ path: String) -> Bool { extensions.contains((path as NSString).pathExtension.lowercased()) }

    /// The files `read` takes among a folder's files (relative paths): font files and Info.plists.
    static func inputs(_ files: [String]) -> [String] {
        files.filter { isFontFile($0) || AppLocalizations.isInfoPlist($0) }
    }

    /// The fonts `files` (font files and Info.plists) register, with `swiftSources` for the code that registers them.
    public static func read(_ files: [String], swiftSources: [String] = []) -> AppleAppFonts {
        let fontFiles = files.filter(isFontFile).sorted()
        guard !fontFiles.isEmpty else { return AppleAppFonts() }
        var listedFiles = Set<String>()
        var listedFolders = Set<String>()
        for plist in files.filter(AppLocalizations.isInfoPlist).sorted() {
            guard case .success(let bytes) = BoundedFile.read(plist, limit: (4 << 20) - 1) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if case .strings(let names)? = AppleSourceFacts.plistValue("UIAppFonts", in: text) {
                for name in names { listedFiles.insert((name as NSString).lastPathComponent) }
            }
            if case .string(let folder)? = AppleSourceFacts.plistValue("ATSApplicationFontsPath", in: text), !folder.isEmpty {
                let last = (folder as NSString).lastPathComponent
                if isFontFile(last) { listedFiles.insert(last) } else { listedFolders.insert(last) }
            }
        }
        let literals = registeredLiterals(swiftSources)
        var fonts = AppleAppFonts()
        for path in fontFiles.prefix(maximumFiles) {
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            let registered = listedFiles.contains(name) || listedFolders.contains(url.deletingLastPathComponent().lastPathComponent)
                || literals.contains(name) || literals.contains(url.deletingPathExtension().lastPathComponent)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= maximumFileBytes else {
                fonts.unread[path] = "the font file is \(size >> 20) MB, larger than the \(maximumFileBytes >> 20) MB layoutlint loads"
                continue
            }
            let names: FontFileNames
            do { names = try FontFileNames.read(path: path) } catch {
                fonts.unread[path] = "FreeType cannot read it as a font (\(error))"
                continue
            }
            let face = Face(path: url.standardizedFileURL.path, file: path, names: names)
            for key in [names.postScriptName, names.fullName].compactMap({ $0 }) {
                if registered { if fonts.byName[key] == nil { fonts.byName[key] = face } }
                else if fonts.unregistered[key] == nil { fonts.unregistered[key] = face }
            }
            if registered, let family = names.family { fonts.byFamily[family, default: []].append(face) }
        }
        return fonts
    }

    /// The string literals of the Swift sources when any calls Core Text's font registration; else none.
    static func registeredLiterals(_ sources: [String]) -> Set<String> {
        var texts: [[UInt8]] = []
        var registers = false
        for source in sources {
            guard case .success(let bytes) = BoundedFile.read(source, limit: (8 << 20) - 1) else { continue }
            if !registers, ByteSearch.contains(bytes, "CTFontManagerRegister") { registers = true }
            if bytes.contains(UInt8(ascii: "\"")) { texts.append(bytes) }
        }
        guard registers else { return [] }
        var literals = Set<String>()
        for bytes in texts {
            // One-line literals without escapes or interpolation: the file names code writes.
            var start: Int?
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "\""):
                    if let open = start {
                        if index - open - 1 > 0, index - open - 1 <= 255 { literals.insert(String(decoding: bytes[(open + 1)..<index], as: UTF8.self)) }
                        start = nil
                    } else { start = index }
                case UInt8(ascii: "\n"), UInt8(ascii: "\\"): start = nil
                default: break
                }
            }
        }
        return literals
    }

    /// The registered face Core Text finds for `name` (a PostScript or full name), else a family member of
    /// `weight` and slant when `name` is a family's name.
    public func face(named name: String, weight: Int?, italic: Bool) -> Face? {
        if let face = byName[name] { return face }
        guard let members = byFamily[name], !members.isEmpty else { return nil }
        let sameSlant = members.filter { $0.names.italic == italic }
        let pool = sameSlant.isEmpty ? members : sameSlant
        guard let matched = FontWeight.match(weight ?? 400, among: pool.map(\.names.weight)) else { return nil }
        return pool.first { $0.names.weight == matched }
    }

    /// Why a face named `name` is not found: an unregistered file that has it, an unreadable file of that
    /// name, or none of the app's files.
    public func missingReason(_ name: String) -> String {
        if let face = unregistered[name] {
            return "the font '\(name)' is the app's file \(face.file), but no Info.plist `UIAppFonts` lists it and no code registers it (Core Text does not find it)"
        }
        if let (path, why) = unread.sorted(by: { $0.key < $1.key }).first(where: { URL(fileURLWithPath: $0.key).deletingPathExtension().lastPathComponent == name }) {
            return "the font '\(name)' is the app's file \(path), which is not read: \(why)"
        }
        return "the font '\(name)' is neither in the font profile nor a face the app registers (UIAppFonts, Core Text registration)"
    }

    /// The element family that draws text in `face`: the file first, the profile's `fallback` family after it.
    public static func family(_ face: Face, fallback: String = "system") -> String {
        FontLibrary.FileFamily(fallback: fallback, weight: face.names.weight, italic: face.names.italic, path: face.path).name
    }
}
