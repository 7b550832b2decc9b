/// What each platform draws when a text asks for italics and the face that draws the script has no true
/// italic. Either way the slant is no cue of a hierarchy level: `HierarchyLostRule` counts italics only
/// where the face drawn is a true italic.
public enum SynthesizedItalic {
    public struct Behaviour: Sendable {
        /// What the reader sees, in a finding's words.
        public var drawn: String
        /// Where it was read.
        public var source: String
    }

    public static let table: [Platform: Behaviour] = [
        .android: Behaviour(
            drawn: "Android fakes the slant by skewing the upright glyphs (skew −0.25)",
            source: "AOSP frameworks/base core/java/android/widget/TextView.java, setTypeface(Typeface, int): when the "
                + "typeface lacks the italic style asked for, mTextPaint.setTextSkewX(-0.25f); minikin's font matching marks "
                + "such a face fakeItalic (FontFakery) and hwui draws it with the same skew"),
        .ios: Behaviour(
            drawn: "iOS draws the upright face (a font without an italic gets no synthesised slant; Han, kana, Thai and most other scripts fall back to fonts such as PingFang and Hiragino that have none)",
            source: "Apple UIFontDescriptor.withSymbolicTraits(_:) returns nil where the family has no italic face; the system "
                + "font's fallback faces for CJK and other scripts ship no italic"),
        .macos: Behaviour(
            drawn: "macOS draws the upright face (a font without an italic gets no synthesised slant)",
            source: "Apple NSFontManager convert(_:toHaveTrait: .italicFontMask) returns the font unchanged where the family has no italic face"),
    ]

    public static func drawn(on platform: Platform) -> String { table[platform]?.drawn ?? "the slant is synthesised" }
}
