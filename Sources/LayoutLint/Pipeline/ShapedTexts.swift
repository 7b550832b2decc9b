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
    private let memo: Memo<Key, Result<ShapedText, any Error>>

    init(typesetter: Typesetter, capacity: Int = 1 << 16) {
        self.typesetter = typesetter
        self.memo = Memo(capacity: capacity)
    }

    func shape(_ text: String, locale: String, font: FontSelection) throws -> ShapedText {
        try memo.value(Key(text: text, locale: locale, font: font)) {
            Result { try typesetter.shape(text, locale: locale, font: font) }
        }.get()
    }
}

extension TypesettingStage {
    /// The text shaped through the run's memo when the stage has one, else shaped here.
    func shape(_ text: String, locale: String, font: FontSelection) throws -> ShapedText {
        if let shapes { return try shapes.shape(text, locale: locale, font: font) }
        return try typesetter.shape(text, locale: locale, font: font)
    }
}
