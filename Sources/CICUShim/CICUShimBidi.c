// First-strong direction of a text, for the `rtl-mirroring` rule (a translation that would be laid out left to
// right under natural direction); see CICUShim.h for why this target exists.
#include "CICUShim.h"

#include <unicode/ubidi.h>

int32_t ll_icu_first_strong_direction(const uint16_t *text, int32_t length) {
    if (length <= 0) return -1;
    switch (ubidi_getBaseDirection((const UChar *)text, length)) {
    case UBIDI_LTR: return 0;
    case UBIDI_RTL: return 1;
    default: return -1;
    }
}
