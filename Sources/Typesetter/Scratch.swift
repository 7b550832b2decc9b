/// A growable array of plain values for scratch space: no reference counting, no uniqueness checks, no
/// bounds checks in release builds. Its owner (a `Workspace`) frees it. Used for the per-call arrays of
/// `Typesetter.shape`, which are reused from text to text.
struct Scratch<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    func free() { base.deallocate() }

    /// Empties the array and makes room for `capacity` elements.
    @inline(__always) mutating func reset(capacity needed: Int) {
        count = 0
        if needed > capacity { grow(to: needed) }
    }

    /// `count` copies of `value`.
    @inline(__always) mutating func reset(count: Int, repeating value: Element) {
        reset(capacity: count)
        base.update(repeating: value, count: count)
        self.count = count
    }

    /// Room for `extra` more elements.
    @inline(__always) mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: Swift.max(count + extra, capacity * 2)) }
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        base[count] = element
        count += 1
    }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    private mutating func grow(to newCapacity: Int) {
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
