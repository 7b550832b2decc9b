import Dispatch
import Foundation
import Synchronization

/// Finds catalog files and reads them. Reading never throws for bad input: a file that cannot be read as
/// written gives an `invalid-input` finding with file:line:col, and every other file still loads.
/// Files are only read, never written.
public enum CatalogReader {
    /// Files larger than this are reported instead of read (no real catalog comes close).
    public static let maximumFileSize = 64 << 20

    /// The format of a file from its name and folder, nil when it is not a catalog.
    public static func format(of path: String) -> CatalogFormat? {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension.lowercased() {
        case "xcstrings": return .xcstrings
        case "strings": return .strings
        case "stringsdict": return .stringsdict
        case "xliff", "xlf": return .xliff
        case "xml":
            return ResourceFolder.of(path) != nil ? .android : nil
        default: return nil
        }
    }

    /// The format a file named on the command line is read in: its catalog format, else Android XML for
    /// any `.xml` file (a `strings.xml` is never an Apple `.strings` file, wherever it lives), else `.strings`.
    public static func readingFormat(of path: String) -> CatalogFormat {
        if let format = format(of: path) { return format }
        return URL(fileURLWithPath: path).pathExtension.lowercased() == "xml" ? .android : .strings
    }

    /// The locale a file's folder names (`de.lproj`, `values-zh-rCN`, moko-resources' `pt-BR`, Compose
    /// Multiplatform's `values-b+sr+Latn`), or "und" when none does. An XML file named on its own outside
    /// any resource folder holds default resources, as an unqualified `values/` does: the source.
    public static func locale(of path: String, format: CatalogFormat) -> String {
        switch format {
        case .android: return ResourceFolder.of(path)?.locale ?? LocaleTag.base
        default: return LocaleTag.fromLproj(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent) ?? "und"
        }
    }

    /// The table a file holds: its name without extension. Compose Multiplatform resources are the strings of
    /// one module: its Gradle plugin generates a `Res` class per module, whose package names the module that
    /// holds the `composeResources` folder ("Using multiplatform resources in your app", kotlinlang.org:
    /// `import project.composeapp.generated.resources.Res`, where `composeapp` "is the module where you placed
    /// the resource directories"). Two modules' `strings.xml` are two tables, and neither is the Android
    /// resources' `strings` (aapt2 merges those of every module into one `R`): their table is named after the
    /// module, `desktopApp/composeResources/strings`.
    public static func table(of path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard ResourceFolder.of(path)?.kind == .composeResources else { return name }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard let folder = parts.lastIndex(of: "composeResources") else { return name }
        // `<module>/src/<sourceSet>/composeResources`: the module is what stands before `src`.
        var module = parts[..<folder]
        if module.count >= 2, module[module.endIndex - 2] == "src" { module = module.dropLast(2) }
        return (module.map(String.init) + ["composeResources", name]).joined(separator: "/")
    }

    /// Reads one file. `path` is how locations name it.
    public static func read(path: String, format: CatalogFormat? = nil) -> CatalogFile {
        let format = format ?? readingFormat(of: path)
        let start = SourceLocation(file: path, line: 1, column: 1)
        var failed = CatalogFile(path: path, format: format)
        switch BoundedFile.read(path, limit: maximumFileSize) {
        case .success(let bytes):
            let strict = format == .android && ResourceFolder.of(path)?.kind == .mokoResources
                && MokoResourceText.strictLineBreaks(forFile: path)
            return read(bytes: bytes, path: path, format: format, mokoStrictLineBreaks: strict)
        case .failure(.tooLarge(let size, _)) where size != nil:
            failed.invalid("file is \(size!) bytes; layoutlint reads catalogs up to \(maximumFileSize) bytes", at: start)
        case .failure(let failure):
            failed.invalid("cannot read the file: \(failure.description(what: "catalogs"))", at: start)
        }
        return failed
    }

    /// Reads one file's bytes.
    public static func read(bytes: [UInt8], path: String, format: CatalogFormat, locale: String? = nil,
                            table: String? = nil, mokoStrictLineBreaks: Bool = false) -> CatalogFile {
        let locale = locale ?? self.locale(of: path, format: format)
        let table = table ?? self.table(of: path)
        var file = CatalogFile(path: path, format: format)
        if locale.isEmpty {
            // `values-b+` (a BCP 47 qualifier without a tag) or `.lproj` with no name: no language. aapt2
            // rejects the configuration ("invalid configuration", AAPT2's ConfigDescription::Parse); Xcode
            // copies an unnamed `.lproj` no locale ever loads.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            file.invalid("the folder \(folder) names no language: the file is not read",
                         at: SourceLocation(file: path, line: 1, column: 1),
                         suggestion: format == .android ? "name the locale after b+ (values-b+sr+Latn) or use values-LANG" : "name the folder LANG.lproj")
            return file
        }
        // An empty `.strings` file is an empty table: Xcode creates and compiles them (`InfoPlist.strings` with
        // nothing to localize, as iina ships in every locale). The other formats need a root element or object.
        if bytes.isEmpty, format == .strings { return file }
        if bytes.isEmpty {
            file.invalid("empty file: not a \(format.rawValue) catalog", at: SourceLocation(file: path, line: 1, column: 1),
                         suggestion: "delete the file or give it content")
            return file
        }
        if BinaryPropertyList.isBinary(bytes) {
            let start = SourceLocation(file: path, line: 1, column: 1)
            switch BinaryPropertyList.textForm(of: bytes, format: format) {
            case .success(let text):
                // The table the binary file stands for, every location at the file's start (it has no lines).
                var result = read(bytes: text, path: path, format: format, locale: locale, table: table,
                                  mokoStrictLineBreaks: mokoStrictLineBreaks)
                for index in result.entries.indices { result.entries[index].location = start }
                for index in result.findings.indices { result.findings[index].location = start }
                result.encoding = "binary property list"
                return result
            case .failure(let problem):
                file.invalid(problem.message, at: start,
                             suggestion: problem == .notThisFormat ? "point layoutlint at the project's source catalogs"
                                 : "save the table again from Xcode or `plutil -convert xml1`")
                return file
            }
        }
        let decoded: (text: [UInt8], encoding: TextDecoding.Encoding)
        switch TextDecoding.decode(bytes) {
        case .success(let result):
            decoded = result
        case .failure(let failure):
            let prefix = SourceText(path: path, utf8: failure.decodedPrefix)
            file.invalid(failure.message, at: prefix.location(at: failure.decodedPrefix.count),
                         suggestion: "save the file as UTF-8 (or UTF-16 with a byte order mark)")
            return file
        }
        let text = SourceText(path: path, utf8: decoded.text)
        let encoding = decoded.encoding.rawValue
        var result: CatalogFile
        switch format {
        case .xcstrings:
            var reader = XCStringsReader(text: text, table: table, encoding: encoding)
            result = reader.read()
        case .strings where PropertyListTableReader.isXML(text.bytes):
            // A strings table saved as an XML property list (the bundle loads it with the property list parser).
            var reader = PropertyListTableReader(text: text, table: table, locale: locale, encoding: encoding, format: .strings)
            result = reader.read()
        case .strings:
            var reader = StringsReader(text: text, table: table, locale: locale, encoding: encoding)
            result = reader.read()
        case .stringsdict:
            var reader = PropertyListTableReader(text: text, table: table, locale: locale, encoding: encoding)
            result = reader.read()
        case .xliff:
            var reader = XLIFFReader(text: text, encoding: encoding)
            result = reader.read()
        case .android:
            var reader = AndroidReader(text: text, table: table, locale: locale, encoding: encoding,
                                       mokoStrictLineBreaks: mokoStrictLineBreaks)
            result = reader.read()
        }
        result.entries.sort(by: Entry.reportOrder)
        result.findings.sort(by: Finding.reportOrder)
        return result
    }

    /// Catalog files at the given paths (files as given; folders searched recursively, skipping hidden
    /// folders and `.build`), sorted. Throws only for a path that does not exist.
    public static func discover(_ paths: [String]) throws(LayoutLintError) -> [(path: String, format: CatalogFormat)] {
        var found: [(path: String, format: CatalogFormat)] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .pathNotFound(path) }
            if !isDirectory.boolValue {
                // A file named explicitly is read even with an unknown extension (as .strings; `.xml` as Android XML).
                found.append((path, readingFormat(of: path)))
                continue
            }
            var files: [String] = []
            for relative in try FolderWalk.files(under: path) {
                let display = path == "." ? relative : (path.hasSuffix("/") ? path + relative : path + "/" + relative)
                guard let format = format(of: display) else { continue }
                if format == .android && !isAndroidStringResource(URL(fileURLWithPath: display)) { continue }
                files.append(display)
            }
            for file in files.sorted() { found.append((file, format(of: file)!)) }
        }
        return found
    }

    /// Android `values*/` folders hold colors, dimens and styles too: only files with string resources
    /// (or that do not parse, which is then reported) count as catalogs.
    static func isAndroidStringResource(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return true }
        let markers = ["<string", "<plurals"].map { Data($0.utf8) }
        if markers.contains(where: { data.range(of: $0) != nil }) { return true }
        return !(data.range(of: Data("<resources".utf8)) != nil)
    }

    /// Reads every catalog under `paths`, two files at a time per core, in a deterministic order.
    public static func readAll(_ paths: [String]) throws(LayoutLintError) -> [CatalogFile] {
        let files = try discover(paths)
        let results = Mutex<[CatalogFile?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = read(path: files[index].path, format: files[index].format)
            results.withLock { $0[index] = file }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
