import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file so that it is replaced whole or not at all: every file layoutlint writes (baseline, HTML
/// report, `check --output`) goes through here.
///
/// The bytes go to a temporary file in the same folder (so the rename cannot cross file systems), are
/// flushed to disk (`fsync`), and the temporary file is renamed over the destination. `rename` replaces a
/// symbolic link itself, never the file it points to. On any failure (a full disk, a closed folder) the
/// temporary file is removed and the old file is left as it was; SIGINT and SIGTERM remove it too before
/// the process ends.
///
/// Only a regular file (or a new path, or a link to a regular file or to nothing) is written, by replacing
/// it. Three other destinations are accepted: an open descriptor of this process (`/dev/stdout`,
/// `/dev/fd/N`, `/proc/self/fd/N`, or a link to one: the output the shell set up, written as it is), and the
/// null device (`/dev/null` or a link to it: nothing is kept). Anything else — a block or character device,
/// a FIFO, a socket, or a link to one — is refused with `LayoutLintError.unwritable` (exit 2): writing
/// through a link to `/dev/sda` as root destroys a disk, and opening a FIFO for writing blocks until a reader
/// comes (a FIFO planted where `import` writes a layout hung it). The null device is opened with
/// `O_NONBLOCK | O_NOFOLLOW` on the link's resolved path and checked on the descriptor (`fstat`: a character
/// device with `/dev/null`'s device number), so a file swapped in after the check is never written through.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(LayoutLintError) {
        do {
            try write(to: path) { output in
                data.withUnsafeBytes { output.write(bytes: $0) }
            }
        } catch let error as LayoutLintError {
            throw error
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
    }

    /// Writes what `contents` writes to its output, as it writes it (a large report is never held whole).
    /// An error `contents` throws leaves the old file as it was and is thrown again; a write error is a
    /// `LayoutLintError.unwritable`.
    public static func write(to path: String, contents: (inout ReportOutput) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw LayoutLintError.unwritable(path: path, reason: "it is a folder")
        }
        if let inherited = inheritedDescriptor(path) {
            try write(to: inherited, path: path, contents: contents)
            return
        }
        switch destination(path) {
        case .replace:
            break
        case .nullDevice(let resolved):
            let descriptor = open(resolved, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW)
            guard descriptor >= 0 else {
                throw LayoutLintError.unwritable(path: path, reason: String(cString: strerror(errno)))
            }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, isNullDevice(status) else {
                throw LayoutLintError.unwritable(path: path, reason: "it is not a regular file (it changed while being opened)")
            }
            try write(to: descriptor, path: path, contents: contents)
            return
        case .refused(let kind):
            throw LayoutLintError.unwritable(path: path, reason: "it is \(kind), not a regular file; layoutlint writes only regular files "
                + "(a new one, or one it replaces whole), /dev/null, or its own standard output (/dev/stdout)")
        }
        TemporaryFiles.installSignalHandlers()
        var descriptor: Int32 = -1
        var temporary = ""
        for attempt in 0..<100 {
            temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(attempt).tmp"
            guard TemporaryFiles.register(temporary) else {
                throw LayoutLintError.unwritable(path: path, reason: "too many files being written at once")
            }
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { break }
            let code = errno
            TemporaryFiles.unregister(temporary)
            if code != EEXIST {
                throw LayoutLintError.unwritable(path: path, reason: "cannot create a file in \(folder): \(String(cString: strerror(code)))")
            }
        }
        guard descriptor >= 0 else { throw LayoutLintError.unwritable(path: path, reason: "cannot create a temporary file in \(folder)") }
        func discard() {
            close(descriptor)
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
        var output = ReportOutput(descriptor: descriptor)
        do {
            try contents(&output)
        } catch {
            discard()
            throw error
        }
        output.flush()
        if let failure = output.failure {
            discard()
            throw LayoutLintError.unwritable(path: path, reason: failure)
        }
        if fsync(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw LayoutLintError.unwritable(path: path, reason: reason)
        }
        if close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            throw LayoutLintError.unwritable(path: path, reason: reason)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            throw LayoutLintError.unwritable(path: path, reason: "cannot replace the file: \(reason)")
        }
        TemporaryFiles.unregister(temporary)
        // The rename itself is durable once the folder is flushed.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 { fsync(folderDescriptor); close(folderDescriptor) }
    }
}

extension AtomicFile {
    enum Destination: Equatable {
        /// A new path, a regular file, or a link to a regular file or to nothing: written to a temporary
        /// file renamed over it (a link is replaced itself).
        case replace
        /// The null device, at this path (a link resolved).
        case nullDevice(String)
        /// Anything else, described ("a FIFO", "a block device", …).
        case refused(String)
    }

    /// What writing to `path` would do. `lstat` first: a link is looked through with `stat`, and a
    /// `rename` over the link never touches what it points to, so only the null device is ever opened.
    static func destination(_ path: String) -> Destination {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .replace }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            guard stat(path, &status) == 0 else { return .replace }  // a dangling link is replaced
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .replace
        case S_IFDIR: return .refused("a folder")
        case S_IFCHR:
            if isNullDevice(status), let resolved = realpath(path, nil) {
                defer { free(resolved) }
                return .nullDevice(String(cString: resolved))
            }
            return .refused("a character device")
        case S_IFBLK: return .refused("a block device")
        case S_IFIFO: return .refused("a FIFO")
        case S_IFSOCK: return .refused("a socket")
        default: return .refused("not a file")
        }
    }

    /// True for the null device: a character device with `/dev/null`'s device number.
    static func isNullDevice(_ status: stat) -> Bool {
        var null = stat()
        guard (status.st_mode & S_IFMT) == S_IFCHR, stat("/dev/null", &null) == 0, (null.st_mode & S_IFMT) == S_IFCHR else { return false }
        return status.st_rdev == null.st_rdev
    }

    /// The open descriptor `path` names — `/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`, or a link leading
    /// to one of them — when it is open: `-o /dev/stdout` means this process's standard output, whatever it
    /// is (a pipe, a terminal, or a file the shell opened with `>>`, which a new `open` would overwrite from
    /// its start).
    static func inheritedDescriptor(_ path: String) -> Int32? {
        var current = path
        for _ in 0..<40 {
            if let number = descriptorNumber(current) { return fcntl(number, F_GETFD) == -1 ? nil : number }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return nil }
            current = target.hasPrefix("/") ? target : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + target
        }
        return nil
    }

    static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// Writes into what is there: no temporary file, no `fsync` (a pipe or a terminal has no disk).
    static func write(to descriptor: Int32, path: String, contents: (inout ReportOutput) throws -> Void) throws {
        var output = ReportOutput(descriptor: descriptor)
        try contents(&output)
        output.flush()
        if let failure = output.failure { throw LayoutLintError.unwritable(path: path, reason: failure) }
    }
}

/// The temporary files being written, so that a SIGINT or SIGTERM handler can remove them.
///
/// A signal handler may only call async-signal-safe functions, so the paths live in fixed C buffers
/// allocated once, and the handler only calls `unlink`, `signal` and `raise`.
enum TemporaryFiles {
    static let slots = 16
    static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * capacity)
        buffer.initialize(repeating: 0, count: slots * capacity)
        return buffer
    }()
    static let lock = NSLock()
    nonisolated(unsafe) static var installed = false

    static func register(_ path: String) -> Bool {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= capacity else { return false }
        lock.lock(); defer { lock.unlock() }
        for slot in 0..<slots where paths[slot * capacity] == 0 {
            // Write the path before its first byte, so the handler never sees half a path.
            for i in 1..<bytes.count { paths[slot * capacity + i] = bytes[i] }
            paths[slot * capacity] = bytes[0]
            return true
        }
        return false
    }

    static func unregister(_ path: String) {
        let bytes = Array(path.utf8CString)
        lock.lock(); defer { lock.unlock() }
        for slot in 0..<slots where strcmp(paths + slot * capacity, bytes) == 0 {
            paths[slot * capacity] = 0
        }
    }

    static func installSignalHandlers() {
        lock.lock(); defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { received in
                for slot in 0..<TemporaryFiles.slots where TemporaryFiles.paths[slot * TemporaryFiles.capacity] != 0 {
                    unlink(TemporaryFiles.paths + slot * TemporaryFiles.capacity)
                }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
