// ICU calls the catalog readers need (plural rules, locale tags); see CICUShim.h for why this target exists.
#include "CICUShim.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

int32_t ll_icu_plural_select(const char *locale, double number, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status)) return -(int32_t)status;
    if (length + 1 > capacity) return -(int32_t)U_BUFFER_OVERFLOW_ERROR;
    u_UCharsToChars(keyword, buffer, length);
    buffer[length] = 0;
    return length;
}

int32_t ll_icu_plural_select_many(const char *locale, const double *numbers, int32_t count, char *buffer, int32_t stride) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    for (int32_t i = 0; i < count; i++) {
        UChar keyword[32];
        int32_t length = uplrules_select(rules, numbers[i], keyword, 32, &status);
        if (U_FAILURE(status) || length + 1 > stride) break;
        u_UCharsToChars(keyword, buffer + (size_t)i * (size_t)stride, length);
        buffer[(size_t)i * (size_t)stride + (size_t)length] = 0;
    }
    uplrules_close(rules);
    if (U_FAILURE(status)) return -(int32_t)status;
    return 0;
}

int32_t ll_icu_plural_keywords(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    int32_t written = 0;
    if (U_SUCCESS(status)) {
        const char *keyword;
        int32_t length = 0;
        while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
            int32_t needed = written + (written > 0 ? 1 : 0) + length + 1;
            if (needed > capacity) { status = U_BUFFER_OVERFLOW_ERROR; break; }
            if (written > 0) buffer[written++] = ' ';
            memcpy(buffer + written, keyword, (size_t)length);
            written += length;
        }
        if (capacity > 0) buffer[written < capacity ? written : capacity - 1] = 0;
        uenum_close(keywords);
    }
    uplrules_close(rules);
    return U_FAILURE(status) ? -(int32_t)status : written;
}

int32_t ll_icu_locale_canonical_tag(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(locale, id, sizeof id, &parsed, &status);
    if (U_FAILURE(status) || parsed == 0) {
        // Not a BCP 47 tag (e.g. "zh_CN"): canonicalize it as an ICU identifier.
        status = U_ZERO_ERROR;
        uloc_canonicalize(locale, id, sizeof id, &status);
        if (U_FAILURE(status)) return -(int32_t)status;
    } else {
        char canonical[ULOC_FULLNAME_CAPACITY];
        uloc_canonicalize(id, canonical, sizeof canonical, &status);
        if (U_FAILURE(status)) return -(int32_t)status;
        memcpy(id, canonical, sizeof id);
    }
    int32_t length = uloc_toLanguageTag(id, buffer, capacity, 1, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -(int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
    return length;
}

int32_t ll_icu_locale_maximized_tag(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(locale, id, sizeof id, &parsed, &status);
    if (U_FAILURE(status) || parsed == 0) {
        status = U_ZERO_ERROR;
        strncpy(id, locale, sizeof id - 1);
        id[sizeof id - 1] = 0;
    }
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(id, maximized, sizeof maximized, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t length = uloc_toLanguageTag(maximized, buffer, capacity, 1, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -(int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
    return length;
}
