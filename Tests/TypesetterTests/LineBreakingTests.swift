import Foundation
import XCTest
@testable import Typesetter
import CICUShim

final class LineBreakingTests: XCTestCase {
    let typesetter = sharedTypesetter

    /// ICU's own word segmentation (a separate iterator type from the line iterator the Typesetter uses):
    /// every line of a Thai text without spaces must end on one of its boundaries.
    private func icuWordBoundaries(_ text: String, locale: String) throws -> Set<Int> {
        let pool = BreakIteratorPool()
        return Set(try pool.boundaries(LL_ICU_BREAK_WORD, locale: locale, text: Array(text.utf16)).map(\.offset))
    }

    func testThaiWithoutSpacesWrapsOnlyAtDictionaryWordBoundaries() throws {
        let text = "การตั้งค่าความเป็นส่วนตัวของบัญชีผู้ใช้งานทั้งหมดจะถูกบันทึกไว้อย่างปลอดภัย"
        let words = try icuWordBoundaries(text, locale: "th")
        let shaped = try typesetter.shape(text, locale: "th")
        // Below the widest word's width a word must be split at graphemes (tested elsewhere); from there on
        // every line ends between words.
        let sortedWords = words.sorted()
        let widest = try zip([0] + sortedWords, sortedWords).map { start, end in
            try typesetter.layout(String(decoding: Array(text.utf16)[start..<end], as: UTF16.self), locale: "th", size: 17).naturalWidth
        }.max()!
        var sawWrapping = false
        for width in stride(from: widest, through: 400.0, by: 7.0) {
            let layout = try shaped.layout(size: 17, constraints: LayoutConstraints(width: width))
            sawWrapping = sawWrapping || layout.lines.count > 2
            for line in layout.lines.dropLast() {
                XCTAssertTrue(words.contains(line.end), "width \(width): line '\(line.text)' ends inside a word")
            }
            XCTAssertEqual(layout.lines.map(\.text).joined(), text, "width \(width): text lost or repeated")
        }
        XCTAssertTrue(sawWrapping)
    }

    /// A person's segmentation of the same phrase: การ|ตั้ง|ค่า|ความ|เป็น|ส่วน|ตัว ("settings of privacy").
    func testThaiBreaksWhereAReaderWould() throws {
        let text = "การตั้งค่าความเป็นส่วนตัว"
        let wordEnds = ["การ", "การตั้ง", "การตั้งค่า", "การตั้งค่าความ", "การตั้งค่าความเป็น", "การตั้งค่าความเป็นส่วน"].map { $0.utf16.count }
        let shaped = try typesetter.shape(text, locale: "th")
        XCTAssertEqual(shaped.breaks.map(\.offset), wordEnds + [text.utf16.count])
    }

    func testCJKWrapsBetweenIdeographsButNeverStartsALineWithClosingPunctuation() throws {
        let text = "欢迎使用我们的应用。隐私设置、通知和账户都可以在这里更改，请稍后再试。"
        let shaped = try typesetter.shape(text, locale: "zh-Hans")
        var sawIdeographBreak = false
        for width in stride(from: 20.0, through: 300.0, by: 1.0) {
            let layout = try shaped.layout(size: 17, constraints: LayoutConstraints(width: width))
            for line in layout.lines {
                XCTAssertFalse(line.text.hasPrefix("。") || line.text.hasPrefix("、") || line.text.hasPrefix("，"),
                               "width \(width): line starts with closing punctuation: \(line.text)")
            }
            if layout.lines.count > 1 { sawIdeographBreak = true }
            XCTAssertEqual(layout.lines.map(\.text).joined(), text)
        }
        XCTAssertTrue(sawIdeographBreak)
    }

    func testGermanCompoundWiderThanTheLineBreaksAtGraphemes() throws {
        let text = "Datenschutzeinstellungen"
        let layout = try typesetter.layout(text, locale: "de", size: 17, constraints: LayoutConstraints(width: 60))
        XCTAssertGreaterThan(layout.lines.count, 1)
        XCTAssertEqual(layout.lines.map(\.text).joined(), text)
        for line in layout.lines {
            XCTAssertLessThanOrEqual(line.width, 60 + 1e-9, line.text)
        }
        // Each line is as long as it can be: one more grapheme would not fit.
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            let longer = line.text + String(next.text.prefix(1))
            let width = try typesetter.layout(longer, locale: "de", size: 17).naturalWidth
            XCTAssertGreaterThan(width, 60, "'\(line.text)' could have taken one more letter")
        }
    }

    func testGraphemeSplitKeepsClustersWhole() throws {
        // ที่ is one grapheme of three code points; หิ one of two: a forced split never separates them.
        let text = String(repeating: "ที่หิ", count: 12)
        let layout = try typesetter.layout(text, locale: "th", size: 17, constraints: LayoutConstraints(width: 30))
        for line in layout.lines {
            XCTAssertFalse(line.text.unicodeScalars.first!.properties.generalCategory == .nonspacingMark, line.text)
        }
        XCTAssertEqual(layout.lines.map(\.text).joined(), text)
    }

    /// The width of "Save your changes?" from hb-shape (Golden/shaping.json) at 17 pt: exactly that width
    /// fits on one line; 0.01 pt less does not.
    func testExactFitFitsAndAHundredthLessDoesNot() throws {
        let reference = Golden.shared.case("Save your changes?")
        let width = reference.advance * 17 / 1000
        let fits = try typesetter.layout(reference.text, locale: "en", size: 17, constraints: LayoutConstraints(width: width))
        XCTAssertEqual(fits.lineCount, 1)
        XCTAssertFalse(fits.truncated)
        let tight = try typesetter.layout(reference.text, locale: "en", size: 17, constraints: LayoutConstraints(width: width - 0.01))
        XCTAssertEqual(tight.lineCount, 2)
        let single = try typesetter.layout(reference.text, locale: "en", size: 17, constraints: LayoutConstraints(width: width - 0.01, maxLines: 1))
        XCTAssertTrue(single.truncated)
        XCTAssertTrue(single.visibleText.hasSuffix("\u{2026}"))
    }

    func testTrailingSpacesDoNotCountTowardWidth() throws {
        let plain = try typesetter.layout("Settings", locale: "en", size: 17)
        let spaced = try typesetter.layout("Settings   ", locale: "en", size: 17, constraints: LayoutConstraints(width: plain.naturalWidth))
        XCTAssertEqual(spaced.lineCount, 1)
        assertPoints(spaced.lines[0].width, plain.naturalWidth)
    }

    func testHardLineBreaksAlwaysBreak() throws {
        let layout = try typesetter.layout("One\nTwo\n\nFour", locale: "en", size: 17, constraints: LayoutConstraints(width: 500))
        XCTAssertEqual(layout.lines.map(\.text), ["One", "Two", "", "Four"])
    }

    func testMaxLinesTruncatesWithAShapedEllipsisFromTheFallbackChain() throws {
        // Noto Sans Thai has no "…": it comes from Noto Sans, the next face of the Thai chain.
        let text = "การตั้งค่าความเป็นส่วนตัวของบัญชีผู้ใช้งาน"
        let layout = try typesetter.layout(text, locale: "th", size: 17, constraints: LayoutConstraints(width: 120, maxLines: 2))
        XCTAssertTrue(layout.truncated)
        XCTAssertGreaterThan(layout.lineCount, 2)
        XCTAssertEqual(layout.lines.count, 2)
        let last = try XCTUnwrap(layout.lines.last)
        XCTAssertTrue(last.ellipsis)
        XCTAssertTrue(last.text.hasSuffix("\u{2026}"))
        XCTAssertTrue(last.fonts.contains("Noto Sans"), "\(last.fonts)")
        XCTAssertLessThanOrEqual(last.width, 120 + 1e-9)
        XCTAssertTrue(text.hasPrefix(layout.lines[0].text + last.text.dropLast()))
        // The Thai face has no ellipsis glyph, Noto Sans does (cmap, as fontTools shows).
        let thai = try sharedTypesetter.fonts.face(typeface: "Noto Sans Thai", weight: 400, italic: false)
        XCTAssertFalse(thai.hasGlyph(for: "\u{2026}"))
    }

    /// Noto Sans Devanagari has its own "…" (ellipsis.deva), Latin text gets Noto Sans's: whichever the
    /// truncated line ends with, the line with its ellipsis fits the width.
    func testTruncatedLinesFitAtEveryWidth() throws {
        for (text, locale) in [("नमस्ते Spotify दोस्तों", "hi"), ("Open Spotify नमस्ते", "hi"), ("เปิด Spotify แล้วฟังเพลง", "th")] {
            let shaped = try typesetter.shape(text, locale: locale)
            for width in stride(from: 25.0, through: 200.0, by: 0.5) {
                let layout = try shaped.layout(size: 17, constraints: LayoutConstraints(width: width, maxLines: 1))
                let line = try XCTUnwrap(layout.lines.first)
                guard layout.truncated, line.text != "\u{2026}" else { continue }
                XCTAssertLessThanOrEqual(line.width, width + 1e-9, "\(text) at \(width): \(line.text)")
            }
        }
    }

    func testFixedHeightKeepsOnlyLinesWhoseBoxesFitAndAlwaysTheFirst() throws {
        let text = "Notifications for every new follower and every mention"
        let free = try typesetter.layout(text, locale: "en", size: 17, constraints: LayoutConstraints(width: 120))
        XCTAssertGreaterThanOrEqual(free.lines.count, 3)
        let twoLines = free.lines[1].bottom
        let cut = try typesetter.layout(text, locale: "en", size: 17, constraints: LayoutConstraints(width: 120, height: twoLines + 0.5))
        XCTAssertEqual(cut.lines.count, 2)
        XCTAssertTrue(cut.truncated)
        let tiny = try typesetter.layout(text, locale: "en", size: 17, constraints: LayoutConstraints(width: 120, height: 5))
        XCTAssertEqual(tiny.lines.count, 1)
    }

    func testUnlimitedLinesNeverTruncate() throws {
        let text = String(repeating: "Nicht mehr stummschalten ", count: 20)
        let layout = try typesetter.layout(text, locale: "de", size: 17, constraints: LayoutConstraints(width: 100, maxLines: 0))
        XCTAssertFalse(layout.truncated)
        XCTAssertEqual(layout.lines.count, layout.lineCount)
    }

    /// UAX #9 rule L2 example ordering: levels 0 1 1 2 2 1 0 → runs 0, then 1 [5, (3 4 reversed back), ...].
    func testVisualOrderFollowsRuleL2() {
        let items = Array(0..<7)
        let levels: [UInt8] = [0, 1, 1, 2, 2, 1, 0]
        XCTAssertEqual(ShapedText.visualOrder(items, level: { levels[$0] }), [0, 5, 3, 4, 2, 1, 6])
    }

    func testRightToLeftParagraphPlacesLatinBrandToTheLeft() throws {
        let layout = try typesetter.layout("افتح Spotify", locale: "ar", size: 17)
        XCTAssertEqual(layout.direction, .rtl)
        let shaped = try typesetter.shape("افتح Spotify", locale: "ar")
        XCTAssertEqual(shaped.runs.map(\.isRightToLeft), [true, false])
        // The Latin run is drawn first from the left: the line's leftmost ink comes from Latin glyphs.
        let latin = try typesetter.layout("Spotify", locale: "en", size: 17)
        assertPoints(layout.inkBounds?.minX, latin.inkBounds!.minX + layout.lines[0].x)
    }

    /// Burmese, Khmer and Lao are written without spaces between words, like Thai: ICU's dictionaries find
    /// the words. The expected segmentations are ICU 72's own line iterator for the locale (a C program
    /// calling `ubrk_open(UBRK_LINE, …)`, printed in the issue 21 note), and every wrapped line ends on one.
    func testBurmeseKhmerAndLaoWrapAtDictionaryWords() throws {
        let cases: [(String, String, [String])] = [
            ("my", "ဆက်တင်များကိုပြင်ဆင်ပါ", ["ဆက်", "တင်", "များ", "ကို", "ပြင်ဆင်", "ပါ"]),
            ("km", "ការកំណត់ទាំងអស់", ["ការកំណត់", "ទាំងអស់"]),
            ("lo", "ການຕັ້ງຄ່າທັງໝົດ", ["ການຕັ້ງ", "ຄ່າ", "ທັງໝົດ"]),
        ]
        for (locale, text, words) in cases {
            var ends = Set<Int>()
            var offset = 0
            for word in words { offset += word.utf16.count; ends.insert(offset) }
            let shaped = try typesetter.shape(text, locale: locale)
            // Below the widest word a word must be split at graphemes; from there on lines end between words.
            let widest = try words.map { try typesetter.layout($0, locale: locale, size: 17).naturalWidth }.max()!
            var wrapped = false
            for width in stride(from: widest, through: widest + 150, by: 5.0) {
                let layout = try shaped.layout(size: 17, constraints: LayoutConstraints(width: width))
                XCTAssertEqual(layout.lines.map(\.text).joined(), text)
                wrapped = wrapped || layout.lines.count > 1
                for line in layout.lines.dropLast() {
                    XCTAssertTrue(ends.contains(line.end), "\(locale) width \(width): '\(line.text)' ends inside a word")
                }
            }
            XCTAssertTrue(wrapped, locale)
        }
    }

    /// Korean: UIKit's standard line break strategy includes `hangulWordPriority` (no break between Hangul
    /// characters), so the `system` family wraps between words; Android's TextView breaks between syllables
    /// (ICU's default rules, `LineBreakConfig` word style NONE).
    func testKoreanWrapsBetweenWordsOnAppleAndBetweenSyllablesOnAndroid() throws {
        let text = "설정을 저장하시겠습니까"
        let apple = try typesetter.shape(text, locale: "ko")
        let android = try typesetter.shape(text, locale: "ko", font: FontSelection(family: "android"))
        let word = try typesetter.layout("저장하시겠습니까", locale: "ko", size: 17).naturalWidth
        let constraints = LayoutConstraints(width: word + 1)
        XCTAssertEqual(try apple.layout(size: 17, constraints: constraints).lines.map(\.text), ["설정을", "저장하시겠습니까"])
        let androidLines = try android.layout(size: 17, constraints: constraints).lines.map(\.text)
        XCTAssertEqual(androidLines.count, 2)
        XCTAssertTrue(androidLines[0].hasPrefix("설정을 저장"), "ICU breaks between Hangul syllables: \(androidLines)")
        // A word wider than the line still breaks (at graphemes), never overflows.
        let narrow = try apple.layout(size: 17, constraints: LayoutConstraints(width: 40))
        XCTAssertEqual(narrow.lines.map(\.text).joined(), text.replacingOccurrences(of: " ", with: ""))
        XCTAssertTrue(narrow.lines.allSatisfy { $0.width <= 40 + 1e-9 })
    }
}
