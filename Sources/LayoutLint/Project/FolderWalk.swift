import Foundation

/// The files under a folder, for discovery. Symbolic links are followed within the folder (a link to a
/// file or folder elsewhere in it is like any other), never out of it: a link whose target is outside the
/// folder's real path (a `Localizable.strings` linked to `~/.git-credentials`) is not read, and is listed in
/// `linksOutside` for the coverage. Each real folder is entered once (so a link loop ends, and a folder
/// reached twice is not read twice), and a folder that cannot be listed is an error rather than a silent
/// gap in the run. Hidden entries and build folders (`.build`, `node_modules`, `DerivedData`) are skipped;
/// so are links that point nowhere. So is what other projects built or wrote: compiled frameworks
/// (`*.framework`, `*.xcframework`: Transmission ships Sparkle's, whose `.strings` are compiled binary
/// property lists), CocoaPods' `Pods` and Carthage's `Carthage` folders (third-party sources, not the app's
/// catalogs), and a Gradle module's `build` folder (merged and generated resources: a copy of every
/// `values-*` catalog).
enum FolderWalk {
    static let skippedFolders: Set<String> = [".build", "node_modules", "DerivedData", "Pods", "Carthage"]
    static let skippedFolderSuffixes = [".framework", ".xcframework"]

    static func isSkipped(_ name: String, in folder: String) -> Bool {
        if name.hasPrefix(".") || skippedFolders.contains(name) || skippedFolderSuffixes.contains(where: name.hasSuffix) { return true }
        guard name == "build" else { return false }
        let separator = folder.hasSuffix("/") ? "" : "/"
        return ["build.gradle", "build.gradle.kts"].contains { FileManager.default.fileExists(atPath: folder + separator + $0) }
    }

    /// Links out of the folders walked, as `folder/relative` paths, since the last `takeLinksOutside()`.
    nonisolated(unsafe) private static var linksOutside: Set<String> = []
    private static let lock = NSLock()

    /// The links left out since the last call, sorted; forgets them.
    public static func takeLinksOutside() -> [String] {
        lock.lock(); defer { lock.unlock() }
        defer { linksOutside = [] }
        let current = (realPath(FileManager.default.currentDirectoryPath) ?? FileManager.default.currentDirectoryPath) + "/"
        return linksOutside.sorted().map { $0.hasPrefix(current) ? String($0.dropFirst(current.count)) : $0 }
    }

    /// The real path of `path` (links resolved), nil when it has none.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Paths relative to `folder`, sorted.
    static func files(under folder: String) throws(LayoutLintError) -> [String] {
        var found: [String] = []
        let root = realPath(folder) ?? folder
        let inside = root.hasSuffix("/") ? root : root + "/"
        var visited = Set<FileID>()
        var pending: [(path: String, relative: String)] = [(folder, "")]
        while let (path, relative) = pending.popLast() {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            guard visited.insert(FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { continue }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
                throw .unreadable(path: path, reason: "cannot list the folder (\(access(path, R_OK | X_OK) == 0 ? reason : String(cString: strerror(EACCES)))); fix its permissions or leave it out")
            }
            for name in names where !name.hasPrefix(".") {
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                var childInfo = stat()
                guard stat(child, &childInfo) == 0 else { continue }  // a link to nothing
                var linkInfo = stat()
                if lstat(child, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK {
                    guard let target = realPath(child), target.hasPrefix(inside) || target == root else {
                        // Named once, by the real path of its folder (walks from `.` and from an absolute
                        // path meet), shown relative to the current folder when under it.
                        let canonical = (realPath(path) ?? path) + "/" + name
                        lock.lock(); linksOutside.insert(canonical); lock.unlock()
                        continue
                    }
                }
                if childInfo.st_mode & S_IFMT == S_IFDIR {
                    guard !isSkipped(name, in: path) else { continue }
                    pending.append((child, childRelative))
                } else if childInfo.st_mode & S_IFMT == S_IFREG {
                    found.append(childRelative)
                }
            }
        }
        return found.sorted()
    }

    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }
}
