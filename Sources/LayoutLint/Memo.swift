import Synchronization

/// Values worked out once and shared by the threads that ask for them. The work runs outside the lock, so two
/// threads asking for a new key at once may both work it out (the values are deterministic: the first stored
/// is kept). `capacity`: at most that many entries are kept, then the memo starts again — a cache, never a
/// result.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: Value]>([:])
    private let capacity: Int?

    init(capacity: Int? = nil) {
        self.capacity = capacity
    }

    func value(_ key: Key, _ compute: () -> Value) -> Value {
        if let known = entries.withLock({ $0[key] }) { return known }
        let value = compute()
        return entries.withLock { entries in
            if let known = entries[key] { return known }
            if let capacity, entries.count >= capacity { entries.removeAll() }
            entries[key] = value
            return value
        }
    }
}
