import Synchronization

/// Values a command-line run leaves for the process's exit to free. A check builds a few hundred
/// megabytes of small values (catalog entries, shaped texts, measured labels); freeing them one by one
/// after the report is written took a tenth of a second on one core, on memory the operating system
/// takes back at once when the process ends (compilers skip the same work: clang's `-disable-free`).
///
/// Off unless the command enables it: a library user's process, and the tests, free as usual.
public enum LeftToExit {
    private static let kept = Mutex<[any Sendable]?>(nil)

    /// From now on `keep` holds what it is given until the process exits.
    public static func enable() {
        kept.withLock { if $0 == nil { $0 = [] } }
    }

    /// Holds `value` until the process exits when enabled; does nothing otherwise.
    public static func keep(_ value: any Sendable) {
        kept.withLock { $0?.append(value) }
    }

    /// How many values are held (for the tests).
    static var count: Int { kept.withLock { $0?.count ?? 0 } }
}
