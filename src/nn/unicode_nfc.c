/* nn/unicode_nfc.c: Unicode normalization forms C and D (NFC, NFD) of UTF-8
 * text, as Python's unicodedata.normalize does them for the Unicode version
 * of unicode_tables.c (its header names it); the normalizers "NFC" and "NFD"
 * of tokenizer.json files (nn/tokenizer_json.c). Unicode's algorithm:
 *   1. canonical decomposition: each character into its decomposition
 *      (nntile__unicode_decompose, again on what that gives), a Hangul
 *      syllable into its L, V (and T) jamo by arithmetic;
 *   2. canonical ordering: each run of non-starters (canonical combining
 *      class > 0) sorted by class, stably;
 *   3. canonical composition (NFC only): from the left, a character C joins
 *      the last starter S into their composite when (S, C) is a pair
 *      (nntile__unicode_compose, or Hangul L + V, LV + T) and C is not
 *      blocked: no character left between S and C is a starter or has a
 *      class >= C's.
 * A stable character (a starter that the form keeps: NFC's quick check Yes,
 * for NFD no decomposition) never joins or moves across the characters
 * before it, so the text is normalized one segment at a time: nntile__nf_quick
 * passes a run of stable characters (ASCII in a tight loop) and stops at the
 * last stable character before one that is not; the segment is that
 * character and the ones after it up to the next stable one. A byte that is
 * not well-formed UTF-8 passes as it is and ends a segment (as a lone
 * surrogate does in Python: a starter that nothing composes with). */

#include "../internal.h"
#include "nn_internal.h"

/* Hangul syllables: S = S0 + (L index * NV + V index) * NT + T index (T index
 * 0: none; the T jamo are T0 + 1 ... T0 + NT - 1). */
#define NNTILE__HANGUL_S0 0xAC00u
#define NNTILE__HANGUL_L0 0x1100u
#define NNTILE__HANGUL_V0 0x1161u
#define NNTILE__HANGUL_T0 0x11A7u
#define NNTILE__HANGUL_NL 19u
#define NNTILE__HANGUL_NV 21u
#define NNTILE__HANGUL_NT 28u
#define NNTILE__HANGUL_NS (NNTILE__HANGUL_NL * NNTILE__HANGUL_NV * NNTILE__HANGUL_NT)

#define NNTILE__NF_CP(c) ((c) & 0xFFFFFFu) /* a code point of w->cp without its class */
#define NNTILE__NF_INSERTION_MAX 32        /* longer runs of non-starters: counting sort */

/* 1 when code point cp is stable for form (its block first: most are). */
static int nntile__nf_stable(uint32_t cp, int form)
{
    uint32_t unstable = 0xFFu | (form == NNTILE__NF_NFD ? NNTILE__NF_DECOMPOSES
                                                        : NNTILE__NF_QC_MAYBE | NNTILE__NF_QC_NO);
    return nntile__unicode_nf_clean(cp, form == NNTILE__NF_NFD) ||
           !(nntile__unicode_nf(cp) & unstable);
}

NNTILE_PRIVATE size_t nntile__nf_quick(const unsigned char *s, size_t n, size_t i, int form)
{
    size_t start = i; /* where a segment would begin: the last stable character */
    while (i < n) {
        if (s[i] < 0x80) {
            while (++i < n && s[i] < 0x80) {}
            start = i - 1;
            continue;
        }
        int32_t cp;
        size_t len = nntile__utf8_at(s, n, i, &cp);
        if (cp < 0) start = i + 1; /* a byte that passes: no segment takes it */
        else if (nntile__nf_stable((uint32_t)cp, form)) start = i;
        else return start;
        i += len;
    }
    return n;
}

/* Appends code point c (class << 24 | code point) to w->cp; 0 when out of memory. */
static int nntile__nf_push(nntile__nf_work *w, uint32_t c)
{
    if (w->ncp == w->cpcap) {
        size_t cap = w->cpcap ? 2 * w->cpcap : 64;
        uint32_t *a = (uint32_t *)NNTILE_REALLOC(w->cp, cap * sizeof *a);
        if (a) w->cp = a;
        uint32_t *b = a ? (uint32_t *)NNTILE_REALLOC(w->tmp, cap * sizeof *b) : NULL;
        if (b) w->tmp = b;
        if (!b) return 0;
        w->cpcap = cap;
    }
    w->cp[w->ncp++] = c;
    return 1;
}

/* Appends the full canonical decomposition of cp; 0 when out of memory. */
static int nntile__nf_decompose(nntile__nf_work *w, uint32_t cp)
{
    uint32_t p = nntile__unicode_nf(cp), d[2];
    if (!(p & NNTILE__NF_DECOMPOSES)) return nntile__nf_push(w, NNTILE__NF_CCC(p) << 24 | cp);
    if (cp - NNTILE__HANGUL_S0 < NNTILE__HANGUL_NS) { /* jamo are starters */
        uint32_t k = cp - NNTILE__HANGUL_S0, t = k % NNTILE__HANGUL_NT;
        return nntile__nf_push(w, NNTILE__HANGUL_L0 + k / (NNTILE__HANGUL_NV * NNTILE__HANGUL_NT)) &&
               nntile__nf_push(w, NNTILE__HANGUL_V0 + k % (NNTILE__HANGUL_NV * NNTILE__HANGUL_NT) /
                                                          NNTILE__HANGUL_NT) &&
               (!t || nntile__nf_push(w, NNTILE__HANGUL_T0 + t));
    }
    int m = nntile__unicode_decompose(cp, d);
    for (int k = 0; k < m; ++k)
        if (!nntile__nf_decompose(w, d[k])) return 0;
    return 1;
}

/* Sorts c[0, m) (non-starters) by class, stably, with tmp[m] as scratch. */
static void nntile__nf_sort(uint32_t *c, size_t m, uint32_t *tmp)
{
    if (m <= NNTILE__NF_INSERTION_MAX) {
        for (size_t k = 1; k < m; ++k) {
            uint32_t v = c[k];
            size_t j = k;
            for (; j > 0 && c[j - 1] >> 24 > v >> 24; --j) c[j] = c[j - 1];
            c[j] = v;
        }
        return;
    }
    size_t at[257] = {0}; /* then at[class]: where the next one of that class goes */
    for (size_t k = 0; k < m; ++k) ++at[(c[k] >> 24) + 1];
    for (int b = 1; b < 257; ++b) at[b] += at[b - 1];
    for (size_t k = 0; k < m; ++k) tmp[at[c[k] >> 24]++] = c[k];
    memcpy(c, tmp, m * sizeof *c);
}

/* The composite of starter a and b (a pair, or Hangul L + V, LV + T), or 0. */
static uint32_t nntile__nf_pair(uint32_t a, uint32_t b)
{
    if (a - NNTILE__HANGUL_L0 < NNTILE__HANGUL_NL && b - NNTILE__HANGUL_V0 < NNTILE__HANGUL_NV)
        return NNTILE__HANGUL_S0 + ((a - NNTILE__HANGUL_L0) * NNTILE__HANGUL_NV +
                                    (b - NNTILE__HANGUL_V0)) * NNTILE__HANGUL_NT;
    if (a - NNTILE__HANGUL_S0 < NNTILE__HANGUL_NS && (a - NNTILE__HANGUL_S0) % NNTILE__HANGUL_NT == 0 &&
        b - NNTILE__HANGUL_T0 - 1 < NNTILE__HANGUL_NT - 1)
        return a + (b - NNTILE__HANGUL_T0);
    return nntile__unicode_compose(a, b);
}

/* Canonical composition of w->cp[0, w->ncp), in place. */
static void nntile__nf_compose(nntile__nf_work *w)
{
    uint32_t *c = w->cp;
    size_t out = 1, starter = 0;
    /* the class of the last character kept since the starter: 0 when it is the
     * starter itself, 256 before the first starter (nothing composes) */
    uint32_t last = c[0] >> 24 ? 256 : 0;
    for (size_t i = 1; i < w->ncp; ++i) {
        uint32_t cc = c[i] >> 24;
        uint32_t composite = last < cc || last == 0
                                 ? nntile__nf_pair(c[starter], NNTILE__NF_CP(c[i])) : 0;
        if (composite) { /* a composite is a starter (class 0) */
            c[starter] = composite;
            continue;
        }
        if (!cc) starter = out;
        last = cc;
        c[out++] = c[i];
    }
    w->ncp = out;
}

NNTILE_PRIVATE size_t nntile__nf_segment(nntile__nf_work *w, const unsigned char *s, size_t n,
                                         size_t i, int form)
{
    size_t end = n;
    w->ncp = 0;
    for (size_t at = i, len; at < n; at += len) {
        int32_t cp;
        len = nntile__utf8_at(s, n, at, &cp);
        if (cp < 0 || (at > i && nntile__nf_stable((uint32_t)cp, form))) {
            end = at == i ? i + 1 : at; /* (a byte at i that passes: the segment is that byte) */
            break;
        }
        if (!nntile__nf_decompose(w, (uint32_t)cp)) return 0;
    }
    for (size_t k = 0; k < w->ncp; ++k) { /* each run of non-starters */
        if (!(w->cp[k] >> 24)) continue;
        size_t a = k;
        while (k + 1 < w->ncp && w->cp[k + 1] >> 24) ++k;
        nntile__nf_sort(w->cp + a, k + 1 - a, w->tmp);
    }
    if (form == NNTILE__NF_NFC && w->ncp) nntile__nf_compose(w);
    if (4 * w->ncp + 1 > w->outcap) {
        unsigned char *o = (unsigned char *)NNTILE_REALLOC(w->out, 4 * w->ncp + 1);
        if (!o) return 0;
        w->out = o;
        w->outcap = 4 * w->ncp + 1;
    }
    w->nout = 0;
    for (size_t k = 0; k < w->ncp; ++k)
        w->nout += nntile__tok_utf8(NNTILE__NF_CP(w->cp[k]), (char *)w->out + w->nout);
    if (!w->ncp) w->out[w->nout++] = s[i];
    return end;
}

NNTILE_PRIVATE void nntile__nf_work_free(nntile__nf_work *w)
{
    NNTILE_FREE(w->cp);
    NNTILE_FREE(w->tmp);
    NNTILE_FREE(w->out);
    memset(w, 0, sizeof *w);
}
