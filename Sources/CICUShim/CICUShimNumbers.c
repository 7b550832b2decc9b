// Number formatting for placeholder samples (`%lld` → "42" in en, "٤٢" where the locale's default numbering
// system is Arabic-Indic); see CICUShim.h for why this target exists.
#include "CICUShim.h"

#include <unicode/unum.h>
#include <unicode/utypes.h>

int32_t ll_icu_format_number(const char *locale, double number, int32_t fraction_digits, uint16_t *buffer,
                             int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    if (fraction_digits >= 0) {
        unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
        unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
    }
    int32_t length = unum_formatDouble(format, number, (UChar *)buffer, capacity, NULL, &status);
    unum_close(format);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        return -(int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
    }
    return length;
}
