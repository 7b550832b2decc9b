import XCTest
@testable import Typesetter
import CICUShim

/// The shortcuts `Typesetter.shape` takes for speed give exactly the answers of the calls they replace.
final class FastPathTests: XCTestCase {
    /// Every Unicode scalar value.
    private var allScalars: some Sequence<Unicode.Scalar> {
        (UInt32(0)...0x10FFFF).lazy.compactMap(Unicode.Scalar.init)
    }

    /// Texts with the hard cases of grapheme breaking: combining marks, CR LF, emoji ZWJ sequences and
    /// modifiers, flags, Hangul jamo, Devanagari conjuncts (Unicode 15.1 rule GB9c), Thai, Arabic with
    /// harakat, prepended concatenation marks, controls, and Latin, CJK and kana next to all of those.
    private let graphemeTexts = [
        "e\u{301}te\u{301}", "a\r\nb\n\rc\r", "👨‍👩‍👧‍👦 family 👍🏽 ok", "🇩🇪🇫🇷🇯🇵x🇺", "\u{1100}\u{1161}\u{11A8}한국어",
        "क्षत्रिय नमस्ते हिन्दी क्‍ष", "สวัสดีครับ น้ำ", "مَرْحَبًا بِكُمْ", "\u{0600}\u{0661}\u{0662}", "a\u{0}b\u{7F}\u{85}c",
        "中文，日本語のテキスト「かな」", "Wi-Fi 设置 iCloud", "a\u{200D}b\u{FE0F}c\u{E0100}", "\u{301}leading mark",
        "x\u{0903}y\u{093F}z", "ｶﾞﾊﾟ half-width", "\u{1F1E6}\u{301}\u{1F1E7}", "Ａ\u{3099}あ\u{309A}", "\u{2028}\u{2029}\u{FEFF}",
    ]

    func testGraphemeScannerMatchesCharacterIteration() {
        var texts = graphemeTexts
        // Every pair of a sample of scalars around the quick-check ranges' edges.
        let edges: [UInt32] = [0x0A, 0x0D, 0x20, 0x2FF, 0x300, 0x3FF, 0x400, 0x482, 0x483, 0x61C, 0x61D, 0x64A, 0x64B,
                               0x200D, 0x2010, 0x2029, 0x202A, 0x3000, 0x3029, 0x302A, 0x3040, 0x3041, 0x3096, 0x3099,
                               0x30A1, 0x30FC, 0x30FD, 0x33FF, 0x3400, 0xA4CF, 0xA4D0, 0xABFF, 0xAC00, 0xD7AF, 0xD7B0,
                               0xFF00, 0xFF01, 0xFF9D, 0xFF9E, 0x1F3FB, 0x1F1E6, 0x1F600]
        for a in edges {
            for b in edges {
                texts.append(String(String.UnicodeScalarView([Unicode.Scalar(a)!, Unicode.Scalar(b)!, Unicode.Scalar(a)!])))
            }
        }
        for text in texts {
            var scanner = GraphemeScanner()
            var ours: [Int] = []
            for (i, scalar) in text.unicodeScalars.enumerated() where scanner.startsGrapheme(scalar) { ours.append(i) }
            var expected: [Int] = []
            var index = 0
            for character in text {
                expected.append(index)
                index += character.unicodeScalars.count
            }
            XCTAssertEqual(ours, expected, "grapheme starts of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Scratch space is reused from call to call (and dropped after a very long text): a text shapes and
    /// lays out the same after others as in a fresh typesetter.
    func testReusedScratchGivesTheSameLayouts() throws {
        let fresh = try Typesetter(fontsAt: FontLocator.repositoryFonts)
        let reused = try Typesetter(fontsAt: FontLocator.repositoryFonts)
        let long = String(repeating: "การตั้งค่า Wi-Fi ", count: 5_000)
        XCTAssertGreaterThan(long.utf16.count, Typesetter.pooledScratchLimit)
        let texts = ["مَرْحَبًا بِكُمْ في iCloud", long, "OK", "", "क्षत्रिय 🇩🇪 中文，日本語", "สวัสดีครับ"]
        for (locale, text) in zip(["ar", "th", "en", "de", "hi", "th"], texts) {
            _ = try reused.layout(text, locale: locale, size: 17, constraints: LayoutConstraints(width: 200))
        }
        for (locale, text) in zip(["hi", "ar", "th", "en"], [texts[4], texts[0], texts[5], texts[2]]) {
            let constraints = LayoutConstraints(width: 120, maxLines: 2)
            XCTAssertEqual(try reused.layout(text, locale: locale, size: 17, constraints: constraints),
                           try fresh.layout(text, locale: locale, size: 17, constraints: constraints), text)
        }
    }

    func testLineBreakConstraintMatchesICU() {
        var mismatches: [String] = []
        for scalar in allScalars where Typesetter.lineBreakConstraint(scalar.value) != ll_icu_line_break_constraint(scalar.value) {
            mismatches.append(String(scalar.value, radix: 16))
        }
        XCTAssertEqual(mismatches, [])
    }

    func testCoverageBitsetMatchesHarfBuzz() throws {
        let fonts = sharedTypesetter.fonts
        var faces: [FontFace] = []
        for script in ["Latn", "Thai", "Arab", "Deva", "Hani"] {
            for weight in [400, 700] {
                faces += try fonts.chain(family: "system", weight: weight, italic: false, script: script).faces
            }
        }
        for face in Set(faces) {
            var mismatches = 0
            // The bitset covers the BMP; above it `has` asks HarfBuzz itself.
            for value in UInt32(0)...0xFFFF where (0xD800...0xDFFF).contains(value) == false {
                if face.coverage.has(value) != (face.glyph(for: Unicode.Scalar(value)!) != nil) { mismatches += 1 }
            }
            XCTAssertEqual(mismatches, 0, face.name)
        }
    }

    func testResolvedScriptsMatchPerCodePointLookups() {
        let texts = graphemeTexts + ["", "123 !?", "Face ID ใช้งาน iCloud", "“مرحبا” Wi-Fi ١٢٣", "(株)テスト ABC", "🙂"]
        for text in texts {
            // The resolution `shape` used to do in Swift, one ICU call per code point.
            var scripts: [Int32] = []
            for scalar in text.unicodeScalars {
                let script = ll_icu_script_of(scalar.value)
                scripts.append(contentsOf: repeatElement(script, count: scalar.utf16.count))
            }
            let firstStrong = scripts.first { ll_icu_script_is_weak($0) == 0 } ?? -1
            var current = firstStrong
            for i in scripts.indices {
                if ll_icu_script_is_weak(scripts[i]) == 0 { current = scripts[i] } else { scripts[i] = current }
            }
            let units = Array(text.utf16)
            var resolved = [Int32](repeating: -2, count: units.count)
            let first = ll_icu_resolved_scripts(units, Int32(units.count), &resolved)
            XCTAssertEqual(first, firstStrong, text)
            XCTAssertEqual(resolved, scripts, text)
        }
    }
}
