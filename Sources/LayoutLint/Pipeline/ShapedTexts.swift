import Synchronization
import Typesetter

/// The texts of one run, each shaped once: the screen stage's container passes and the measure stage ask for
/// the same text × locale × font (a label measured for its box, then laid out in it), and one string shows
/// on many screens (“Cancel”). On the largest shared app, 109,000 requests were 26,400 texts.
///
/// A cache, never a result: `Typesetter.shape` is deterministic, so a text shaped again is the same text.
/// At most `capacity` texts are kept (then the memo starts again, and every text the measure stage asks for
/// after that is shaped a second time): a label's shaped text holds about 5 KB (its glyphs, clusters and break
/// opportunities). On that app it holds over 32,768 texts since dialogs and more Compose text are laid out; at
/// 65,536 the run peaks 35 MB lower than with a memo that starts again.
final class ShapedTexts: Sendable {
    struct Key: Hashable, Sendable {
        var text: String
        var locale: String
        var font: FontSelection

        /// The text compared and hashed byte for byte: `String`'s own `==` takes canonically equivalent
        /// texts as one (“é” and “e” + U+0301), which HarfBuzz shapes into different glyphs.
        static func == (a: Key, b: Key) -> Bool {
            a.locale == b.locale && a.font == b.font && a.text.utf8.elementsEqual(b.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(locale)
            hasher.combine(font)
            hasher.combine(text.utf8.count)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    let typesetter: Typesetter
    let capacity: Int
    /// The texts in `shardCount` parts, each behind its own lock: with one lock, the measure stage's workers
    /// waited for each other at every text (`_MutexHandle._lockSlow` 1.5% of bitwarden's samples). Which
    /// part holds a text changes nothing but which lock is taken.
    private let shards: [Shard]
    /// The texts kept in all the parts.
    private let count = Atomic<Int>(0)
    static let shardCount = 16

    private final class Shard: Sendable {
        let entries = Mutex<[Key: Result<ShapedText, any Error>]>([:])
    }

    init(typesetter: Typesetter, capacity: Int = 1 << 16) {
        self.typesetter = typesetter
        self.capacity = capacity
        self.shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The text shaped, from the memo when it holds it. Shaped outside the lock, so two threads asking for a
    /// new text at once may both shape it (the first stored is kept). When `capacity` texts are kept (give or
    /// take the workers inserting at once), the part a new text goes to starts again.
    func shape(_ text: String, locale: String, font: FontSelection) throws -> ShapedText {
        let key = Key(text: text, locale: locale, font: font)
        let shard = shards[Self.shard(text, locale: locale)]
        if let known = shard.entries.withLock({ $0[key] }) { return try known.get() }
        let value = Result { try typesetter.shape(text, locale: locale, font: font) }
        return try shard.entries.withLock { entries in
            if let known = entries[key] { return known }
            if count.load(ordering: .relaxed) >= capacity {
                // Full: this part starts again; an empty part has nothing to give back, so the text is not kept.
                guard !entries.isEmpty else { return value }
                count.wrappingSubtract(entries.count, ordering: .relaxed)
                entries.removeAll()
            }
            entries[key] = value
            count.wrappingAdd(1, ordering: .relaxed)
            return value
        }.get()
    }

    /// The texts the memo holds now (for tests).
    var keptCount: Int { count.load(ordering: .relaxed) }

    /// The part that holds a text: from its length, its first and last bytes and its locale's length, read
    /// without hashing the text (the part's dictionary hashes it once).
    static func shard(_ text: String, locale: String) -> Int {
        let utf8 = text.utf8
        var mix = utf8.count &* 31 &+ locale.utf8.count
        if let first = utf8.first, let last = utf8.last { mix = mix &* 131 &+ Int(first) &* 7 &+ Int(last) }
        return mix & (shardCount - 1)
    }
}

extension TypesettingStage {
    /// The text shaped through the run's memo when the stage has one, else shaped here.
    func shape(_ text: String, locale: String, font: FontSelection) throws -> ShapedText {
        if let shapes { return try shapes.shape(text, locale: locale, font: font) }
        return try typesetter.shape(text, locale: locale, font: font)
    }
}
