import XCTest
@testable import LayoutLint

final class LocaleTagTests: XCTestCase {
    func testCanonicalTags() {
        XCTAssertEqual(LocaleTag.canonical("zh-CN"), "zh-Hans-CN")
        XCTAssertEqual(LocaleTag.canonical("zh_CN"), "zh-Hans-CN")
        XCTAssertEqual(LocaleTag.canonical("zh-TW"), "zh-Hant-TW")
        XCTAssertEqual(LocaleTag.canonical("zh-HK"), "zh-Hant-HK")
        XCTAssertEqual(LocaleTag.canonical("zh-Hans"), "zh-Hans")
        XCTAssertEqual(LocaleTag.canonical("zh"), "zh-Hans")
        XCTAssertEqual(LocaleTag.canonical("pt_BR"), "pt-BR")
        XCTAssertEqual(LocaleTag.canonical("en-GB"), "en-GB")
        XCTAssertEqual(LocaleTag.canonical("sr-Latn"), "sr-Latn")
        // Each folder keeps its own identity: iina's sr.lproj (Latin text) is not its sr-Cyrl.lproj.
        XCTAssertEqual(LocaleTag.fromLproj("sr.lproj"), "sr")
        XCTAssertEqual(LocaleTag.fromLproj("sr-Cyrl.lproj"), "sr-Cyrl")
        XCTAssertEqual(LocaleTag.canonical("sr-RS"), "sr-Cyrl-RS")
        XCTAssertEqual(LocaleTag.canonical("Base"), "Base")
        XCTAssertEqual(LocaleTag.canonical("mul"), "mul")
        XCTAssertEqual(LocaleTag.canonical("iw"), "he")
        XCTAssertEqual(LocaleTag.fromLproj("de.lproj"), "de")
        XCTAssertEqual(LocaleTag.fromLproj("Base.lproj"), "Base")
        XCTAssertNil(LocaleTag.fromLproj("Resources"))
    }

    func testAndroidQualifiers() {
        XCTAssertEqual(LocaleTag.fromAndroidValues("values"), "Base")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-ar"), "ar")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-zh-rCN"), "zh-Hans-CN")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-zh-rTW"), "zh-Hant-TW")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-pt-rBR"), "pt-BR")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-b+sr+Latn"), "sr-Latn")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-night"), "Base")
        XCTAssertEqual(LocaleTag.fromAndroidValues("values-ar-night"), "ar")
        XCTAssertNil(LocaleTag.fromAndroidValues("layout"))
    }

    func testDirectionAndScript() {
        XCTAssertTrue(LocaleTag.info("ar").isRightToLeft)
        XCTAssertTrue(LocaleTag.info("he").isRightToLeft)
        XCTAssertFalse(LocaleTag.info("th").isRightToLeft)
        XCTAssertEqual(LocaleTag.info("th").script, "Thai")
        XCTAssertEqual(LocaleTag.info("zh-Hant").script, "Hant")
        XCTAssertEqual(LocaleTag.info("hi").script, "Deva")
    }

    /// `firstSubtag` reads bytes where `split(separator: "-").first` made an array of strings: the same answer
    /// for every tag, the empty one, leading, doubled and trailing hyphens, and non-ASCII tags (split by
    /// characters: a combining mark after a hyphen makes one character with it, which is no hyphen).
    func testFirstSubtagIsTheFirstPartOfTheSplit() {
        let tags = ["", "-", "--", "en", "en-GB", "zh-Hant-TW", "b+sr+Latn", "-en", "--en-GB", "en--GB", "en-", "Base",
                    "é-x", "a-\u{301}b", "ü", "sr-Latn-\u{0430}"]
        for tag in tags {
            XCTAssertEqual(LocaleTag.firstSubtag(tag).map(String.init), tag.split(separator: "-").first.map(String.init), tag)
        }
    }
}

/// Plural categories and samples come from ICU's CLDR rules (Arabic: 0 zero, 1 one, 2 two, n%100 in 3..10
/// few, n%100 in 11..99 many, else other).
final class PluralRulesTests: XCTestCase {
    func testArabic() {
        let rules = PluralRules.of("ar")
        XCTAssertEqual(rules.categories, ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(rules.integerRanges["few"]?.first, 3...10)
        XCTAssertEqual(rules.integerRanges["few"]?.dropFirst().first, 103...110)
        XCTAssertEqual(rules.integerRanges["many"]?.first, 11...99)
        XCTAssertEqual(rules.integerRanges["other"]?.first, 100...102)
        XCTAssertEqual(rules.sample(for: "zero"), 0)
        XCTAssertEqual(rules.sample(for: "few"), 3)
        XCTAssertEqual(rules.sampleDescription(for: "few"), "3…10, 103…110, 203…210, …")
        XCTAssertEqual(rules.category(for: 11), "many")
    }

    func testOtherLocales() {
        XCTAssertEqual(PluralRules.of("en").categories, ["one", "other"])
        XCTAssertEqual(PluralRules.of("Base").categories, ["one", "other"])
        XCTAssertEqual(PluralRules.of("zh-Hans").categories, ["other"])
        XCTAssertEqual(PluralRules.of("th").categories, ["other"])
        XCTAssertEqual(PluralRules.of("ru").integerRanges["few"]?.first, 2...4)
        // Only decimals or large numbers select some categories: French `many` (1000000).
        let french = PluralRules.of("fr")
        if french.categories.contains("many") {
            XCTAssertNil(french.integerRanges["many"])
            XCTAssertEqual(french.sample(for: "many"), 1_000_000)
        }
    }
}

final class FormatSpecifierTests: XCTestCase {
    func texts(_ value: String, _ syntax: FormatSpecifier.Syntax = .apple) -> [String] {
        FormatSpecifier.parse(value, syntax: syntax).map(\.text)
    }

    func testPrintf() {
        XCTAssertEqual(texts("%@ and %d, %ld, %lld, %i %u %lu %s %.2f"), ["%@", "%d", "%ld", "%lld", "%i", "%u", "%lu", "%s", "%.2f"])
        XCTAssertEqual(texts("100%% sure"), [])
        XCTAssertEqual(texts("%"), [])
        let positional = FormatSpecifier.parse("%2$@ follows %1$ld")
        XCTAssertEqual(positional.map(\.position), [2, 1])
        XCTAssertEqual(positional.map(\.argumentType), ["object", "int"])
        XCTAssertEqual(positional[1].lengthModifier, "l")
        XCTAssertEqual(FormatSpecifier.parse("%lld").first?.lengthModifier, "ll")
        XCTAssertEqual(FormatSpecifier.parse("ab %@").first?.offset, 3)
        XCTAssertEqual(FormatSpecifier.parse("مرحبا %@").first?.offset, 6)  // scalars, not bytes
    }

    func testVariablesTokensAndAndroid() {
        let variable = FormatSpecifier.parse("%#@followers@ and %#@following@")
        XCTAssertEqual(variable.map(\.kind), [.variable, .variable])
        XCTAssertEqual(variable.map(\.name), ["followers", "following"])
        XCTAssertEqual(texts("Hello {name}, you have {count} posts {not a token}"), ["{name}", "{count}"])
        XCTAssertEqual(texts("%1$s of %2$d%nline", .android), ["%1$s", "%2$d"])
        XCTAssertEqual(FormatSpecifier.parse("%1$s", syntax: .android).first?.argumentType, "string")
    }

    /// CoreFoundation reads flags, a width, an `n$` position and `#` in any order, and an `@` after `#` starts
    /// a variable's name (`__CFParseFormatSpec`, CFString.c in swift-corelibs-foundation): `%1$#@passwords@`
    /// names argument 1, `%1#@count@` has a width of 1 (ignored) and takes the next argument. `%# @sites @`
    /// has a space in the name: CoreFoundation gives up on the key there and reads `%# @` as an object.
    func testVariablesWithAPositionOrAWidth() {
        let specifiers = FormatSpecifier.parse("%1$#@passwords@ · %1#@count@ · %#@plain@")
        XCTAssertEqual(specifiers.map(\.kind), [.variable, .variable, .variable])
        XCTAssertEqual(specifiers.map(\.name), ["passwords", "count", "plain"])
        XCTAssertEqual(specifiers.map(\.position), [1, nil, nil])
        XCTAssertEqual(specifiers.map(\.text), ["%1$#@passwords@", "%1#@count@", "%#@plain@"])
        XCTAssertEqual(FormatSpecifier.parse("%# @sites @").map(\.kind), [.printf])
        XCTAssertTrue(FormatSpecifier.containsVariable("Delete %2$#@accounts@."))
        XCTAssertFalse(FormatSpecifier.containsVariable("%# @sites @"))
        XCTAssertFalse(FormatSpecifier.containsVariable("100%%#@x@"))
        XCTAssertEqual(LabelText.replaceVariables(in: "a %1$#@x@ b %#@y@ c %1#@x@") { $0.uppercased() }, "a X b Y c X")
    }
}
