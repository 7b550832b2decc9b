// Calls into the system ICU for CICUShim.h; see the header for why this target exists.
#include "CICUShim.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>
#include <unicode/utypes.h>

struct ll_icu_breaker {
    UBreakIterator *iterator;
};

ll_icu_breaker *ll_icu_breaker_open(ll_icu_break_kind kind, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = UBRK_CHARACTER;
    switch (kind) {
    case LL_ICU_BREAK_GRAPHEME: type = UBRK_CHARACTER; break;
    case LL_ICU_BREAK_WORD: type = UBRK_WORD; break;
    case LL_ICU_BREAK_LINE: type = UBRK_LINE; break;
    }
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        if (error) *error = (int32_t)status;
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    ll_icu_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        if (error) *error = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    breaker->iterator = iterator;
    if (error) *error = 0;
    return breaker;
}

void ll_icu_breaker_close(ll_icu_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t ll_icu_breaker_boundaries(ll_icu_breaker *breaker, const uint16_t *text, int32_t length,
                                  int32_t *offsets, int32_t *statuses, int32_t capacity) {
    if (breaker == NULL || length < 0 || capacity < length + 1) return -(int32_t)U_ILLEGAL_ARGUMENT_ERROR;
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t count = 0;
    for (int32_t b = ubrk_following(breaker->iterator, 0); b != UBRK_DONE && count < capacity;
         b = ubrk_next(breaker->iterator)) {
        offsets[count] = b;
        if (statuses) statuses[count] = ubrk_getRuleStatus(breaker->iterator);
        count++;
    }
    // Detach the caller's buffer so the iterator never points at freed memory.
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    return count;
}

int32_t ll_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraph_level, uint8_t *levels,
                           int32_t *resolved_level) {
    if (length <= 0) {
        if (resolved_level) *resolved_level = paragraph_level == 1 ? 1 : 0;
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    UBiDiLevel level = paragraph_level < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraph_level;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_SUCCESS(status)) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
            if (resolved_level) {
                UBiDiLevel first = 0;
                ubidi_getParagraphByIndex(bidi, 0, NULL, NULL, &first, &status);
                *resolved_level = first;
            }
        }
    }
    ubidi_close(bidi);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t ll_icu_script_of(uint32_t codepoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    return U_FAILURE(status) ? USCRIPT_UNKNOWN : (int32_t)script;
}

int32_t ll_icu_resolved_scripts(const uint16_t *text, int32_t length, int32_t *scripts) {
    int32_t first = -1;
    int32_t current = -1;
    int32_t i = 0;
    while (i < length) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT((const UChar *)text, i, length, c);
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode script = uscript_getScript(c, &status);
        if (U_FAILURE(status)) script = USCRIPT_UNKNOWN;
        int32_t value = -1;
        if (script != USCRIPT_COMMON && script != USCRIPT_INHERITED && script != USCRIPT_UNKNOWN) {
            value = (int32_t)script;
            current = value;
            if (first < 0) first = value;
        } else {
            value = current;
        }
        for (int32_t j = start; j < i; j++) scripts[j] = value;
    }
    // Weak characters before the first strong one take its script.
    for (int32_t j = 0; j < length && scripts[j] < 0; j++) scripts[j] = first;
    return first;
}

int32_t ll_icu_script_is_weak(int32_t script) {
    return script == USCRIPT_COMMON || script == USCRIPT_INHERITED || script == USCRIPT_UNKNOWN;
}

int32_t ll_icu_script_has(uint32_t codepoint, int32_t script) {
    return uscript_hasScript((UChar32)codepoint, (UScriptCode)script) ? 1 : 0;
}

int32_t ll_icu_script_extensions(uint32_t codepoint, int32_t *scripts, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode codes[32];
    int32_t count = uscript_getScriptExtensions((UChar32)codepoint, codes, 32, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
    for (int32_t i = 0; i < count && i < capacity && i < 32; i++) scripts[i] = (int32_t)codes[i];
    return count;
}

int32_t ll_icu_locale_scripts(const char *locale, int32_t *scripts, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode codes[16];
    int32_t count = uscript_getCode(locale, codes, 16, &status);
    if (U_FAILURE(status) || count <= 0) {
        status = U_ZERO_ERROR;
        char maximized[ULOC_FULLNAME_CAPACITY];
        uloc_addLikelySubtags(locale, maximized, sizeof maximized, &status);
        if (U_FAILURE(status)) return 0;
        char script[ULOC_SCRIPT_CAPACITY];
        int32_t length = uloc_getScript(maximized, script, sizeof script, &status);
        if (U_FAILURE(status) || length <= 0) return 0;
        count = uscript_getCode(script, codes, 16, &status);
        if (U_FAILURE(status) || count <= 0) return 0;
    }
    int32_t written = 0;
    for (int32_t i = 0; i < count && i < 16 && written < capacity; i++) scripts[written++] = (int32_t)codes[i];
    return written;
}

int32_t ll_icu_script_long_name(const char *tag, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode codes[4];
    int32_t count = uscript_getCode(tag, codes, 4, &status);
    if (U_FAILURE(status) || count <= 0) return -1;
    const char *name = uscript_getName(codes[0]);
    if (name == NULL) return -1;
    int32_t length = (int32_t)strlen(name);
    if (length >= capacity) return -1;
    memcpy(buffer, name, (size_t)length + 1);
    return length;
}

int32_t ll_icu_script_tag(int32_t script, char *buffer, int32_t capacity) {
    const char *name = uscript_getShortName((UScriptCode)script);
    if (name == NULL || capacity < 5) return -1;
    int32_t i = 0;
    for (; name[i] != 0 && i < 4; i++) buffer[i] = name[i];
    buffer[i] = 0;
    return i == 4 ? 0 : -1;
}

int32_t ll_icu_line_break_constraint(uint32_t codepoint) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_LINE_BREAK)) {
    case U_LB_CLOSE_PUNCTUATION:
    case U_LB_CLOSE_PARENTHESIS:
    case U_LB_EXCLAMATION:
    case U_LB_INFIX_NUMERIC:
    case U_LB_NONSTARTER:
        return 1;
    case U_LB_OPEN_PUNCTUATION:
        return 2;
    default:
        return 0;
    }
}

int32_t ll_icu_locale_is_rtl(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(locale, maximized, sizeof maximized, &status);
    if (U_FAILURE(status)) {
        status = U_ZERO_ERROR;
        return uloc_isRightToLeft(locale) ? 1 : 0;
    }
    // The direction of the likely script (dv → Thaa, arz → Arab, syr → Syrc, nqo → Nkoo): ICU has locale
    // data, and so a character orientation, for few of these languages, but likely subtags for all it knows.
    char script[ULOC_SCRIPT_CAPACITY];
    int32_t length = uloc_getScript(maximized, script, sizeof script, &status);
    if (U_SUCCESS(status) && length > 0) {
        UScriptCode codes[4];
        int32_t count = uscript_getCode(script, codes, 4, &status);
        if (U_SUCCESS(status) && count > 0) return uscript_isRightToLeft(codes[0]) ? 1 : 0;
    }
    status = U_ZERO_ERROR;
    ULayoutType orientation = uloc_getCharacterOrientation(maximized, &status);
    return U_SUCCESS(status) && orientation == ULOC_LAYOUT_RTL ? 1 : 0;
}

int32_t ll_icu_locale_script(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(locale, maximized, sizeof maximized, &status);
    if (U_FAILURE(status)) return -1;
    int32_t length = uloc_getScript(maximized, buffer, capacity, &status);
    if (U_FAILURE(status) || length <= 0) return -1;
    return length;
}
