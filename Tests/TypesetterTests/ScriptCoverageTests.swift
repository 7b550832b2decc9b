import Foundation
import XCTest
@testable import Typesetter

/// The default profiles draw every script Android's fonts.xml lists with a face of that script (issue 21),
/// pick the CJK face by locale, and the bundled files are the bytes `Fonts/SHA256SUMS` lists.
final class ScriptCoverageTests: XCTestCase {
    /// One word per script (ISO 15924 → locale, text), each a real word of a language written in it.
    static let samples: [(script: String, locale: String, text: String)] = [
        ("Hebr", "he", "שלום"), ("Arab", "fa", "تنظیمات"), ("Syrc", "syr", "ܣܘܪܝܝܐ"), ("Thaa", "dv", "ދިވެހި"),
        ("Nkoo", "nqo", "ߒߞߏ"), ("Tfng", "zgh", "ⵜⴰⵎⴰⵣⵉⵖⵜ"), ("Ethi", "am", "ቅንብሮች"), ("Armn", "hy", "Բարեւ"),
        ("Geor", "ka", "პარამეტრები"), ("Cher", "chr", "ᏣᎳᎩ"), ("Cans", "iu", "ᐃᓄᒃᑎᑐᑦ"), ("Beng", "bn", "সেটিংস"),
        ("Guru", "pa", "ਸੈਟਿੰਗਾਂ"), ("Gujr", "gu", "સેટિંગ્સ"), ("Orya", "or", "ସେଟିଂସ"), ("Taml", "ta", "அமைப்புகள்"),
        ("Telu", "te", "సెట్టింగులు"), ("Knda", "kn", "ಸಂಯೋಜನೆಗಳು"), ("Mlym", "ml", "ക്രമീകരണങ്ങൾ"),
        ("Sinh", "si", "සැකසුම්"), ("Mymr", "my", "ဆက်တင်များ"), ("Khmr", "km", "ការកំណត់"), ("Laoo", "lo", "ການຕັ້ງຄ່າ"),
        ("Tibt", "bo", "བོད་ཡིག"), ("Mong", "mn-Mong", "ᠮᠣᠩᠭᠣᠯ"), ("Olck", "sat", "ᱥᱟᱱᱛᱟᱲᱤ"), ("Mtei", "mni-Mtei", "ꯃꯤꯇꯩ"),
        ("Java", "jv-Java", "ꦧꦱꦗꦮ"), ("Bali", "ban-Bali", "ᬩᬮᬶ"), ("Adlm", "ff-Adlm", "𞤆𞤵𞤤𞤢𞤪"), ("Vaii", "vai", "ꕙꔤ"),
        ("Yiii", "ii", "ꆈꌠꉙ"), ("Thai", "th", "ภาษาไทย"), ("Deva", "hi", "हिन्दी"),
    ]

    func testEveryScriptIsDrawnByAFaceOfItsOwnInEveryDefaultFamily() throws {
        for family in ["system", "android", "android-elegant"] {
            for sample in Self.samples {
                let shaped = try sharedTypesetter.shape(sample.text, locale: sample.locale, font: FontSelection(family: family))
                XCTAssertEqual(shaped.missingGlyphs, [], "\(family) \(sample.script) \(sample.text)")
                let faces = Set(shaped.runs.map(\.face.familyName))
                XCTAssertEqual(faces.count, 1, "\(family) \(sample.script): \(faces)")
                let face = try XCTUnwrap(faces.first)
                XCTAssertFalse(["Noto Sans", "Roboto"].contains(face), "\(family) \(sample.script) falls back to \(face)")
            }
        }
    }

    func testAndroidTakesTheCompactUIFacesBelowTargetSdk35AndTheElegantOnesFrom35() throws {
        for (script, compact, elegant) in [("my", "Noto Sans Myanmar UI", "Noto Sans Myanmar"),
                                           ("ta", "Noto Sans Tamil UI", "Noto Sans Tamil"),
                                           ("km", "Noto Sans Khmer UI", "Noto Sans Khmer")] {
            let text = Self.samples.first { $0.locale == script }!.text
            let android = try sharedTypesetter.shape(text, locale: script, font: FontSelection(family: "android"))
            let elegantShaped = try sharedTypesetter.shape(text, locale: script, font: FontSelection(family: "android-elegant"))
            XCTAssertEqual(android.runs.first?.face.familyName, compact)
            XCTAssertEqual(elegantShaped.runs.first?.face.familyName, elegant)
        }
    }

    func testCJKFaceFollowsTheLocaleAsAndroidsFontsXmlDoes() throws {
        // fonts.xml: zh-Hans → index 2 of NotoSansCJK-Regular.ttc, zh-Hant → 3, ja → 0, ko → 1; Debian's TTC
        // holds HK at 4 (fc-query). yue is yue-Hant-HK to ICU: written in Traditional Han.
        let expected: [(String, Int)] = [("ja", 0), ("ko", 1), ("zh-Hans", 2), ("zh", 2), ("zh-CN", 2), ("zh-Hant", 3),
                                         ("zh-TW", 3), ("zh-HK", 4), ("zh-Hant-HK", 4), ("yue", 3), ("en", 2)]
        for family in ["system", "android", "android-elegant"] {
            for (locale, index) in expected {
                let shaped = try sharedTypesetter.shape("設定", locale: locale, font: FontSelection(family: family))
                XCTAssertEqual(shaped.runs.map(\.face.index), [index], "\(family) \(locale)")
                XCTAssertTrue(shaped.runs[0].face.path.hasSuffix("NotoSansCJK-Regular.ttc"))
            }
        }
    }

    func testJapaneseLocalizedFormsDifferFromChinese() throws {
        // 直 has locale-specific forms (the `locl` feature of each face, and different default glyphs per face):
        // the JP and SC faces give different glyphs, as a device set to Japanese or Chinese shows them.
        let japanese = try sharedTypesetter.shape("直", locale: "ja")
        let chinese = try sharedTypesetter.shape("直", locale: "zh-Hans")
        XCTAssertNotEqual(japanese.runs[0].glyphs.map(\.id), chinese.runs[0].glyphs.map(\.id))
    }

    func testUrduIsNastaliqOnAppleAndNaskhOnAndroid() throws {
        let apple = try sharedTypesetter.shape("ترتیبات", locale: "ur")
        let android = try sharedTypesetter.shape("ترتیبات", locale: "ur", font: FontSelection(family: "android"))
        XCTAssertEqual(apple.runs.first?.face.familyName, "Noto Nastaliq Urdu")
        XCTAssertEqual(android.runs.first?.face.familyName, "Noto Naskh Arabic UI")
        // Persian is not Urdu: Naskh on every platform.
        XCTAssertEqual(try sharedTypesetter.shape("ترتیبات", locale: "fa").runs.first?.face.familyName, "Noto Naskh Arabic")
    }

    func testBurmeseLineBoxIsTallerThanLatin() throws {
        let latin = try sharedTypesetter.layout("Settings", locale: "en", size: 17)
        let burmese = try sharedTypesetter.layout("ဆက်တင်များ", locale: "my", size: 17)
        XCTAssertGreaterThan(burmese.height, latin.height * 1.4, "Noto Sans Myanmar's ascender + descender")
        XCTAssertEqual(burmese.missingGlyphs, [])
    }

    func testSharedPunctuationIsDrawnByAFaceOfOneOfItsScripts() throws {
        // U+0589 ARMENIAN FULL STOP (script Common, Script_Extensions Armenian and Georgian) after Latin text:
        // no face of the Latin chain or the last resorts has it (fontTools), a face of its own scripts draws it.
        let shaped = try sharedTypesetter.shape("OK\u{0589}", locale: "en")
        XCTAssertEqual(shaped.missingGlyphs, [])
        XCTAssertTrue(shaped.runs.contains { $0.face.familyName == "Noto Sans Armenian" || $0.face.familyName == "Noto Sans Georgian" })
    }

    func testBundledFontsAreTheBytesSHA256SUMSLists() throws {
        // scripts/fonts.py check hashes every font file under Fonts/ (a clone with Git LFS pointers, CRLF
        // conversion or a locally edited face fails here).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = FontLocator.repositoryFonts.deletingLastPathComponent().appendingPathComponent("scripts/fonts.py").path
        process.arguments = ["python3", script, "check"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, text)
        // And every file the profile names is one of them.
        let sums = try String(contentsOf: FontLocator.repositoryFonts.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        let listed = Set(sums.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
        for files in sharedTypesetter.fonts.profile.typefaces.values {
            for file in files {
                XCTAssertTrue(listed.contains(URL(fileURLWithPath: file.file).lastPathComponent), file.file)
            }
        }
    }

    func testEveryRightToLeftLocaleFromItsLikelyScript() {
        // ICU likely subtags → script → uscript_isRightToLeft; ICU 72 has no locale data (so no character
        // orientation) for dv, arz, ary, syr or nqo, which a list-free answer must still get right.
        for locale in ["he", "yi", "fa", "ur", "ps", "ckb", "sd", "ug", "dv", "arz", "ary", "mzn", "syr", "nqo", "ks",
                       "pa-Arab", "ff-Adlm", "rhg", "ar-EG", "uz-Arab"] {
            XCTAssertTrue(LocaleInfo.of(locale).isRightToLeft, locale)
        }
        for locale in ["en", "de", "hi", "th", "ja", "pa", "ks-Deva", "uz", "az", "ff", "my", "zh-Hant"] {
            XCTAssertFalse(LocaleInfo.of(locale).isRightToLeft, locale)
        }
    }
}
