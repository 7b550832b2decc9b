import Foundation

/// What changed in a project's inputs since a git ref (`--changed-since REF`): catalog values added,
/// modified or removed, and layout elements whose declaration changed. The working tree (what is on disk,
/// committed or not) is compared with the files as they were at the ref.
public struct ChangeSet: Sendable, Equatable {
    /// One catalog value: table, key, locale, variant.
    public struct ValueID: Hashable, Sendable {
        public var table: String
        public var key: String
        public var locale: String
        public var variant: String?

        public init(table: String, key: String, locale: String, variant: String?) {
            self.table = table
            self.key = key
            self.locale = locale
            self.variant = variant
        }

        init(_ entry: Entry) { self.init(table: entry.table, key: entry.key, locale: entry.locale, variant: entry.variant) }
    }

    /// A layout element: its layout file (as reports print it) and id.
    public struct ElementID: Hashable, Sendable {
        public var file: String
        public var id: String

        public init(file: String, id: String) {
            self.file = file
            self.id = id
        }
    }

    public var ref: String
    /// Values added or modified since the ref.
    public var values: Set<ValueID> = []
    /// Keys with a value removed in a locale since the ref (variant nil): the label now shows another
    /// variant or the source text.
    public var removed: Set<ValueID> = []
    /// Elements whose declaration is new or differs (or whose screen's platform, name or hierarchy changed).
    public var elements: Set<ElementID> = []
    /// Input files (catalogs and layouts) whose content differs from the ref, or that the ref lacks.
    public var files: Set<String> = []

    public init(ref: String) { self.ref = ref }

    /// Every key with a changed or removed value.
    public var keys: Set<String> { Set(values.map(\.key)).union(removed.map(\.key)) }

    func selects(_ job: JobStage.Job) -> Bool {
        values.contains(ValueID(job.entry))
            || removed.contains(ValueID(table: job.entry.table, key: job.entry.key, locale: job.locale, variant: nil))
            || elements.contains(ElementID(file: job.screen.file, id: job.element.id))
    }
}

extension ChangeSet {
    /// Compares the inputs as read now with the same files at `ref`, read through the `git` executable.
    /// Throws when git is missing, the working directory is not in a git repository, or the ref is unknown.
    public static func since(_ ref: String, input: LintInput, project: Project,
                             in directory: String = FileManager.default.currentDirectoryPath) throws(LayoutLintError) -> ChangeSet {
        let git = try Git(directory: directory)
        guard let commit = git.resolve(ref) else {
            throw .unusable("--changed-since \(ref): no such commit in the git repository at \(git.root) (try a branch, tag or HEAD~1)")
        }
        var changes = ChangeSet(ref: ref)

        for file in input.catalogs {
            let path = file.path
            guard let old = try git.contents(of: path, at: commit) else {
                changes.files.insert(path)
                for entry in file.entries { changes.values.insert(ValueID(entry)) }
                continue
            }
            guard let now = FileManager.default.contents(atPath: path), [UInt8](now) != old else { continue }
            changes.files.insert(path)
            let before = CatalogReader.read(bytes: old, path: path, format: file.format)
            var oldValues: [ValueID: String] = [:]
            for entry in before.entries { oldValues[ValueID(entry)] = entry.value }
            var newValues: [ValueID: String] = [:]
            for entry in file.entries { newValues[ValueID(entry)] = entry.value }
            for (id, value) in newValues where oldValues[id] != value { changes.values.insert(id) }
            for id in oldValues.keys where newValues[id] == nil {
                changes.removed.insert(ValueID(table: id.table, key: id.key, locale: id.locale, variant: nil))
            }
        }

        let screens = Dictionary(input.screens.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        for path in project.layoutFiles {
            let old = try git.contents(of: path, at: commit)
            if let old, let now = FileManager.default.contents(atPath: path), [UInt8](now) == old { continue }
            changes.files.insert(path)
            guard let screen = screens[path] else { continue }
            let before = old.flatMap { String(bytes: $0, encoding: .utf8) }
                .flatMap { LayoutReader.read(text: $0, file: path, defaultPlatform: project.config.platform ?? .ios).screen }
            for element in changedElements(before: before, after: screen) {
                changes.elements.insert(ElementID(file: path, id: element))
            }
        }
        try insertImportedElements(from: input.screens, layoutFiles: Set(project.layoutFiles), git: git, commit: commit,
                                   into: &changes)
        return changes
    }

    /// Imported screens (Android layouts, Interface Builder documents, SwiftUI sources): a UI file that
    /// differs from the ref, or that the ref lacks, selects every element of the screens it declares and
    /// every element whose declaration or text-setting code sits in it (an `<include>`d layout, a Kotlin
    /// `setText`). The importers cannot re-read a file's old version on its own (a layout's boxes depend
    /// on its includes, styles and code), so the whole screen is re-checked: narrowing one TextView or one
    /// SwiftUI `.frame` re-checks that screen's labels in every locale.
    static func insertImportedElements(from screens: [LayoutScreen], layoutFiles: Set<String>, git: Git, commit: String,
                                       into changes: inout ChangeSet) throws(LayoutLintError) {
        let imported = screens.filter { $0.origin.isImported && !layoutFiles.contains($0.file) }
        guard !imported.isEmpty else { return }
        let changed = try git.changedFiles(since: commit)
        var verdicts: [String: Bool] = [:]
        func isChanged(_ path: String) -> Bool {
            if let known = verdicts[path] { return known }
            let verdict = changed.contains(git.absolute(path))
            verdicts[path] = verdict
            if verdict { changes.files.insert(path) }
            return verdict
        }
        for screen in imported {
            let whole = isChanged(screen.file)
            for element in screen.elements
            where whole || isChanged(element.location.file) || element.keyLocations.values.contains(where: { isChanged($0.file) }) {
                changes.elements.insert(ElementID(file: screen.file, id: element.id))
            }
        }
    }

    /// Ids of the elements of `after` whose declaration differs from `before` (positions aside).
    public static func changedElements(before: LayoutScreen?, after: LayoutScreen) -> [String] {
        guard let before, before.name == after.name, before.platform == after.platform else { return after.elements.map(\.id) }
        func normalized(_ element: LayoutElement) -> LayoutElement {
            var element = element
            element.location = SourceLocation(file: "", line: 0, column: 0)
            element.keyLocations = [:]
            return element
        }
        func groups(_ screen: LayoutScreen, _ id: String) -> [[String]] { screen.hierarchy.filter { $0.contains(id) } }
        return after.elements.filter { element in
            guard let old = before.element(element.id) else { return true }
            return normalized(old) != normalized(element) || groups(before, element.id) != groups(after, element.id)
        }.map(\.id)
    }
}

/// The `git` executable, run in one directory.
struct Git {
    let directory: String
    let root: String
    /// `directory` with its symbolic links resolved.
    let resolvedDirectory: URL

    init(directory: String) throws(LayoutLintError) {
        self.directory = directory
        resolvedDirectory = URL(fileURLWithPath: directory, isDirectory: true).resolvingSymlinksInPath()
        let result = try Self.run(["rev-parse", "--show-toplevel"], in: directory)
        guard result.status == 0 else {
            let reason = result.error.split(separator: "\n").first.map { " (git: \($0))" } ?? ""
            throw .unusable("--changed-since needs a git repository, and \(directory) is not inside one\(reason)")
        }
        root = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The commit a ref names, nil when there is none.
    func resolve(_ ref: String) -> String? {
        guard !ref.hasPrefix("-"),
              let result = try? Self.run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(ref)^{commit}"], in: directory),
              result.status == 0 else { return nil }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Absolute paths (symbolic links in the working directory resolved, as git's root is) of the files
    /// whose working-tree content differs from `commit` or that `commit` does not have: two git runs
    /// (`diff --name-only`, `ls-tree`), however many files the project has.
    func changedFiles(since commit: String) throws(LayoutLintError) -> ChangedFiles {
        let diff = try Self.run(["diff", "--name-only", "--no-renames", "-z", commit, "--"], in: root)
        let tree = try Self.run(["ls-tree", "-r", "--name-only", "-z", commit], in: root)
        guard diff.status == 0, tree.status == 0 else {
            let reason = (diff.status != 0 ? diff.error : tree.error).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .unusable("--changed-since: git cannot compare the working tree with \(commit): \(reason)")
        }
        func paths(_ data: Data) -> Set<String> {
            Set(data.split(separator: 0).map { root + "/" + String(decoding: $0, as: UTF8.self) })
        }
        return ChangedFiles(differing: paths(diff.output), committed: paths(tree.output))
    }

    /// The files `changedFiles` found.
    struct ChangedFiles {
        var differing: Set<String>
        var committed: Set<String>
        /// A file differs from the commit, or the commit does not have it (new, untracked or ignored).
        func contains(_ absolutePath: String) -> Bool { differing.contains(absolutePath) || !committed.contains(absolutePath) }
    }

    /// `path` (relative to the working directory, or absolute) as an absolute path comparable with git's:
    /// the working directory's symbolic links resolved (git reports its root resolved).
    func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path, relativeTo: resolvedDirectory)
        let standardized = base.standardizedFileURL
        guard path.hasPrefix("/") else { return standardized.path }
        return standardized.deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent(standardized.lastPathComponent).path
    }


    /// A file's bytes at a commit; nil when the commit does not have it (a new or untracked file, or a file
    /// outside the repository). `path` is relative to the working directory or absolute.
    func contents(of path: String, at commit: String) throws(LayoutLintError) -> [UInt8]? {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else { return nil }
        let spec = "\(commit):./\(url.lastPathComponent)"
        let exists = try Self.run(["cat-file", "-e", spec], in: folder)
        guard exists.status == 0 else { return nil }
        let blob = try Self.run(["cat-file", "blob", spec], in: folder)
        guard blob.status == 0 else {
            throw .unusable("--changed-since: git cannot read \(path) at \(commit): \(blob.error.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return [UInt8](blob.output)
    }

    static func run(_ arguments: [String], in directory: String) throws(LayoutLintError) -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .unusable("--changed-since needs the git executable: \(error.localizedDescription)")
        }
        // Drain stderr on another thread so neither pipe can fill up and block git.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        if process.terminationStatus == 127 {
            throw .unusable("--changed-since needs the git executable, and there is no `git` on PATH")
        }
        return (process.terminationStatus, data, String(decoding: errorData.value, as: UTF8.self))
    }
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}
