import CICUShim
import Synchronization

/// What ICU says about a locale: its writing direction and likely script.
public struct LocaleInfo: Sendable, Hashable {
    /// The identifier as given ("zh-Hans").
    public let identifier: String
    public let isRightToLeft: Bool
    /// ISO 15924 code of the locale's likely script ("Hans", "Thai", "Arab"); "Latn" when ICU cannot tell.
    public let script: String

    private static let cache = Mutex<[String: LocaleInfo]>([:])

    public static func of(_ identifier: String) -> LocaleInfo {
        if let known = cache.withLock({ $0[identifier] }) { return known }
        let icu = icuIdentifier(identifier)
        let rtl = ll_icu_locale_is_rtl(icu) == 1
        var buffer = [CChar](repeating: 0, count: 16)
        let length = ll_icu_locale_script(icu, &buffer, Int32(buffer.count))
        let script = length > 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "Latn"
        let info = LocaleInfo(identifier: identifier, isRightToLeft: rtl, script: script)
        cache.withLock { $0[identifier] = info }
        return info
    }

    /// The locale with ICU's likely subtags added, as a BCP 47 tag ("zh-TW" → "zh-Hant-TW"); the
    /// identifier itself when ICU cannot tell.
    public static func maximizedTag(_ identifier: String) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = ll_icu_locale_maximized_tag(icuIdentifier(identifier), &buffer, Int32(buffer.count))
        guard length > 0 && length < Int32(buffer.count) else { return identifier }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// ICU wants underscores ("zh_Hans"); BCP 47 uses hyphens.
    static func icuIdentifier(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "-", with: "_")
    }
}

/// ISO 15924 codes of ICU script codes.
enum ScriptCode {
    private static let names = Mutex<[Int32: String]>([:])

    static func tag(_ code: Int32) -> String {
        if let known = names.withLock({ $0[code] }) { return known }
        var buffer = [CChar](repeating: 0, count: 8)
        let tag = ll_icu_script_tag(code, &buffer, Int32(buffer.count)) == 0
            ? String(decoding: buffer.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "Zyyy"
        names.withLock { $0[code] = tag }
        return tag
    }
}

/// A line break opportunity before UTF-16 offset `offset`; `hard` when the break is mandatory (after a newline).
struct BreakOpportunity: Sendable, Hashable {
    var offset: Int
    var hard: Bool
    /// `offset` moved back over trailing whitespace (to 0 at most): a line from `start` to here ends its
    /// content at `max(start, contentEnd)`. Set by `Typesetter.shape`.
    var contentEnd = 0
}

/// A C handle that may cross threads because a pool hands it to one user at a time.
struct PooledHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// ICU break iterators, reused per kind and locale. Opening a line iterator loads rule and dictionary
/// data, so each is opened once and lent to one thread at a time. Closes every iterator it opened.
final class BreakIteratorPool: Sendable {
    private let idle = Mutex<[String: [PooledHandle]]>([:])

    deinit {
        idle.withLock { pools in
            for handle in pools.values.joined() { ll_icu_breaker_close(handle.pointer) }
        }
    }

    /// Boundaries after 0 (the last is `text.count`) and their ICU rule statuses.
    func boundaries(_ kind: ll_icu_break_kind, locale: String, text: [UInt16]) throws -> [(offset: Int, status: Int32)] {
        guard !text.isEmpty else { return [] }
        let key = "\(kind.rawValue)|\(locale)"
        let handle: PooledHandle
        if let reused = idle.withLock({ $0[key]?.popLast() }) {
            handle = reused
        } else {
            var error: Int32 = 0
            guard let opened = ll_icu_breaker_open(kind, LocaleInfo.icuIdentifier(locale), &error) else {
                throw TypesetterError.icu(operation: "ubrk_open(\(locale))", code: error)
            }
            handle = PooledHandle(pointer: opened)
        }
        defer { idle.withLock { $0[key, default: []].append(handle) } }
        var offsets = [Int32](repeating: 0, count: text.count + 1)
        var statuses = [Int32](repeating: 0, count: text.count + 1)
        let count = ll_icu_breaker_boundaries(handle.pointer, text, Int32(text.count), &offsets, &statuses, Int32(offsets.count))
        guard count >= 0 else { throw TypesetterError.icu(operation: "ubrk boundaries", code: -count) }
        return (0..<Int(count)).map { (Int(offsets[$0]), statuses[$0]) }
    }
}

enum Bidi {
    /// Embedding levels per UTF-16 unit into `levels` (room for `text.count`, zeroed by the caller), and the
    /// paragraph level. The paragraph level comes from the locale (not guessed from the text), as the
    /// platform sets it from the app's language. `mayBeRightToLeft` is false when no unit is U+0590 or
    /// above: a left-to-right paragraph of such text is all level 0 without asking ICU.
    static func levels(_ text: UnsafeBufferPointer<UInt16>, rightToLeft: Bool, mayBeRightToLeft: Bool,
                       into levels: UnsafeMutablePointer<UInt8>) throws -> UInt8 {
        if !rightToLeft && !mayBeRightToLeft { return 0 }
        var resolved: Int32 = 0
        let status = ll_icu_bidi_levels(text.baseAddress, Int32(text.count), rightToLeft ? 1 : 0, levels, &resolved)
        guard status <= 0 else { throw TypesetterError.icu(operation: "ubidi_setPara", code: status) }
        return UInt8(resolved)
    }
}

/// Writing direction of a paragraph or run.
public enum TextDirection: String, Codable, Sendable {
    case ltr, rtl
}
