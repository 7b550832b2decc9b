// CICUShim: the only code in layoutlint that includes ICU headers.
//
// Why it exists: Swift cannot call the system ICU directly. ICU renames every C symbol with its major
// version (`ubrk_open` is a macro for `ubrk_open_72`), which Swift does not expand, and any Swift module
// that sees the system ICU headers *and* Foundation's private copy of them (through Foundation, XCTest or
// Swift Testing) fails to build with "'UErrorCode' has different definitions". So this header exposes no
// ICU type at all — only plain integers, UTF-16 buffers and opaque pointers — and the .c file calls ICU.
#ifndef LAYOUTLINT_CICUSHIM_H
#define LAYOUTLINT_CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Kinds of text boundary (ICU `UBRK_CHARACTER`, `UBRK_WORD`, `UBRK_LINE`).
typedef enum {
    LL_ICU_BREAK_GRAPHEME = 0,
    LL_ICU_BREAK_WORD = 1,
    LL_ICU_BREAK_LINE = 2,
} ll_icu_break_kind;

/// An ICU break iterator for one kind and locale. Not thread-safe: use one per thread at a time.
typedef struct ll_icu_breaker ll_icu_breaker;

/// Opens a break iterator; returns NULL and sets `*error` to ICU's error code on failure.
ll_icu_breaker *ll_icu_breaker_open(ll_icu_break_kind kind, const char *locale, int32_t *error);
void ll_icu_breaker_close(ll_icu_breaker *breaker);

/// Writes every boundary after 0 (the last one is `length`) into `offsets`, and ICU's rule status for each
/// into `statuses` (may be NULL). For line breaks a status in [100, 200) marks a mandatory (hard) break.
/// `capacity` must be at least `length + 1`. Returns the number of boundaries written, or a negative ICU
/// error code.
int32_t ll_icu_breaker_boundaries(ll_icu_breaker *breaker, const uint16_t *text, int32_t length,
                                  int32_t *offsets, int32_t *statuses, int32_t capacity);

/// The Unicode Bidirectional Algorithm over one text. `paragraph_level` is 0 (LTR), 1 (RTL), or -1 to take
/// it from the first strong character (defaulting to LTR). Writes one embedding level per UTF-16 unit into
/// `levels` and the first paragraph's level into `*resolved_level`. Returns 0 or an ICU error code.
int32_t ll_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraph_level, uint8_t *levels,
                           int32_t *resolved_level);
/// The direction of the first strong character (ICU `ubidi_getBaseDirection`: L, R or AL, skipping isolates):
/// 0 left to right, 1 right to left, -1 when the text has no strong character. For the `rtl-mirroring`
/// check of a translation whose paragraph would resolve left to right under natural direction.
int32_t ll_icu_first_strong_direction(const uint16_t *text, int32_t length);

/// ICU's script code (`UScriptCode`) of a code point.
int32_t ll_icu_script_of(uint32_t codepoint);
/// The script of every UTF-16 unit of a text, resolved for itemization: a Common, Inherited or Unknown
/// character takes the script of the preceding strong character, else of the first strong one; both units
/// of a surrogate pair get their code point's. Returns the first strong script, or -1 when there is none
/// (then every unit is -1). One call per text instead of one `ll_icu_script_of` per code point: the
/// per-call overhead was a visible share of `Typesetter.shape`.
int32_t ll_icu_resolved_scripts(const uint16_t *text, int32_t length, int32_t *scripts);
/// 1 when the script is Common, Inherited or Unknown: such characters take the script of their neighbours.
int32_t ll_icu_script_is_weak(int32_t script);
/// 1 when `codepoint`'s Script_Extensions contain `script` (e.g. U+0964 DEVANAGARI DANDA in Bengali).
int32_t ll_icu_script_has(uint32_t codepoint, int32_t script);
/// The Script_Extensions of a code point (ICU script codes; just its script when it has none listed) into
/// `scripts`. Returns how many there are (may exceed `capacity`: only `capacity` are written), or -1.
int32_t ll_icu_script_extensions(uint32_t codepoint, int32_t *scripts, int32_t capacity);
/// The scripts a locale is written in (ICU `uscript_getCode`: "ja" → Katakana, Hiragana, Han; "ko" → Hangul,
/// Han; "sr" → Cyrillic), after adding likely subtags when ICU lists none for the bare language. Returns
/// how many were written into `scripts` (at most `capacity`), 0 when ICU cannot tell.
int32_t ll_icu_locale_scripts(const char *locale, int32_t *scripts, int32_t capacity);
/// ICU's English name of an ISO 15924 script code ("Beng" → "Bengali") into `buffer`; its length, or -1.
int32_t ll_icu_script_long_name(const char *tag, char *buffer, int32_t capacity);
/// The ISO 15924 code of a script (e.g. "Thai"), NUL-terminated into `buffer` (at least 5 bytes).
/// Returns 0 or -1 when the script has no short name.
int32_t ll_icu_script_tag(int32_t script, char *buffer, int32_t capacity);

/// How a character's Unicode line-break class constrains a forced break next to it: 1 when it may not
/// start a line (closing punctuation, "。", "、", "!", nonstarters: CL CP EX IS NS), 2 when it may not end
/// one (opening punctuation: OP), 0 otherwise.
int32_t ll_icu_line_break_constraint(uint32_t codepoint);

/// 1 when the locale is written right to left: the direction of its likely script (ICU likely subtags and
/// `uscript_isRightToLeft`; dv, arz, syr, nqo too), else ICU's character orientation for the locale.
int32_t ll_icu_locale_is_rtl(const char *locale);
/// The locale's likely script as an ISO 15924 code ("Hans" for "zh", "Thai" for "th") into `buffer`.
/// Returns its length, or -1 when ICU cannot tell.
int32_t ll_icu_locale_script(const char *locale, char *buffer, int32_t capacity);

// MARK: catalogs (plural rules, locale tags)

/// The CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) ICU selects for `number` in
/// `locale` (cardinal rules), NUL-terminated into `buffer`. Returns its length, or a negative ICU error code.
int32_t ll_icu_plural_select(const char *locale, double number, char *buffer, int32_t capacity);

/// The categories of `count` numbers, each NUL-terminated at `buffer + i * stride` (stride ≥ 8), with one
/// rules object: opening ICU's rules for each number made a locale's 1,001 samples a visible cost of
/// checking a catalog. 0, or minus the ICU error.
int32_t ll_icu_plural_select_many(const char *locale, const double *numbers, int32_t count, char *buffer, int32_t stride);

/// The plural categories of `locale` (cardinal rules), space-separated and NUL-terminated into `buffer`
/// ("few many one other two zero" order is ICU's). Returns the length, or a negative ICU error code.
int32_t ll_icu_plural_keywords(const char *locale, char *buffer, int32_t capacity);

/// Canonical BCP 47 tag of a locale identifier or tag ("zh_CN" -> "zh-CN", "iw" -> "he"), NUL-terminated
/// into `buffer`. Returns its length, or a negative ICU error code.
int32_t ll_icu_locale_canonical_tag(const char *locale, char *buffer, int32_t capacity);

/// The locale with likely subtags added, as a BCP 47 tag ("zh-TW" -> "zh-Hant-TW"). Returns its length, or a
/// negative ICU error code.
int32_t ll_icu_locale_maximized_tag(const char *locale, char *buffer, int32_t capacity);

// MARK: numbers (placeholder samples)

/// `number` formatted as the locale writes it (its default numbering system, grouping and decimal sign),
/// with exactly `fraction_digits` digits after the decimal sign (-1: the locale's default). Writes UTF-16
/// into `buffer`; returns the length, or a negative ICU error code.
int32_t ll_icu_format_number(const char *locale, double number, int32_t fraction_digits, uint16_t *buffer,
                             int32_t capacity);

#ifdef __cplusplus
}
#endif
#endif
