import Dispatch
import Synchronization

/// Work over `0..<count`, `workers` at a time: each worker takes the next index left, and the results come
/// back in index order, whatever the timing (a report does not depend on the number of workers).
enum OrderedWork {
    static func map<Value: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        guard count > 0 else { return [] }
        let results = Mutex<[Value?]>(Array(repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while true {
                let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard position < count else { break }
                let value = body(position)
                results.withLock { $0[position] = value }
            }
        }
        return results.withLock { all in
            defer { all = [] }
            return all.map { $0! }
        }
    }
}
