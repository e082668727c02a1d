/* nn/regex.c: the small regular-expression engine of the tokenizers'
 * pre-tokenizers (nn/tokenizer_json.c's Split and ByteLevel patterns), and
 * the UTF-8 character reader both tokenizer parts share.
 *
 * A pattern is compiled to a program for a backtracking machine with the
 * semantics of Python's re and Oniguruma: alternatives are tried left to
 * right, quantifiers are greedy, and the first way that matches wins (not the
 * longest). The subset (anything else is refused with the construct and its
 * offset):
 *   literal characters (UTF-8; the metacharacters . ^ $ [ ] { } ( ) | * + ?
 *     escaped with a backslash; \r \n \t \f \v);
 *   \p{L} (general category L*), \p{N} (N*), \s (Unicode White_Space) and
 *     their negations \P{L}, \P{N}, \S, inside or outside a class;
 *   classes [...] and [^...] of those, literal characters and ranges a-z;
 *   quantifiers ? * + {m} {m,} {m,n} (greedy; lazy and possessive ones are
 *     refused; m, n <= 1000);
 *   groups (...) and (?:...) (nothing is captured), (?i:...) case-insensitive,
 *     alternation |, negative lookahead (?!...).
 * Case-insensitive matching folds ASCII letters, plus the two characters
 * whose case folding is an ASCII letter: U+017F (long s) matches s and
 * U+212A (Kelvin sign) matches k, as Python's re and Oniguruma do; a
 * non-ASCII letter, or a letter inside a class, in a (?i:...) group is
 * refused. A pattern that can match the empty string is refused (a
 * pre-tokenizer would give it a meaning of its own).
 *
 * The text is read as UTF-8; a byte that does not start a well-formed
 * sequence is one character of its own, in none of \p{L}, \p{N}, \s. */

#include "../internal.h"
#include "nn_internal.h"

/* ---- characters ------------------------------------------------------------ */

NNTILE_PRIVATE size_t nntile__utf8_at(const unsigned char *s, size_t n, size_t i,
                                        int32_t *cp)
{
    unsigned c = s[i];
    size_t k = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
             : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (k == 1) {
        *cp = (int32_t)c;
        return 1;
    }
    if (!k || n - i < k || !nntile__utf8_valid(s + i, k)) {
        *cp = -1;
        return 1;
    }
    uint32_t v = c & (0x7Fu >> k);
    for (size_t j = 1; j < k; ++j) v = v << 6 | (s[i + j] & 0x3Fu);
    *cp = (int32_t)v;
    return k;
}

/* The start of the character that ends at q (lo <= start < q), as reading
 * forward from a character boundary finds it: a well-formed sequence of 2 to
 * 4 bytes ending at q starts with a lead byte, which no other character can
 * hold, so it is the character; else the character is the byte before q. */
static size_t nntile__utf8_prev(const unsigned char *s, size_t lo, size_t q)
{
    for (size_t k = 2; k <= 4 && q - lo >= k; ++k) {
        int32_t cp;
        if (nntile__utf8_at(s, q, q - k, &cp) == k) return q - k;
    }
    return q - 1;
}

/* ---- the program -------------------------------------------------------------- */

enum {
    NNTILE__RE_CLASS, /* one character of class a */
    NNTILE__RE_RUN,   /* from a to b (-1: any number) characters of class x, greedy */
    NNTILE__RE_SPLIT, /* go on at +x; on failure at +y */
    NNTILE__RE_JMP,   /* go on at +x */
    NNTILE__RE_NOT,   /* the program at +1 (up to its MATCH) must not match here; go on at +x */
    NNTILE__RE_MATCH
};

#define NNTILE__RE_MAX_PROG 20000
#define NNTILE__RE_MAX_COUNT 1000
#define NNTILE__RE_MAX_DEPTH 32
#define NNTILE__RE_RESUME UINT32_MAX /* a backtrack entry that resumes at pc */

typedef struct nntile__re_ins {
    uint8_t op;
    int32_t x, y, a, b;
} nntile__re_ins;

/* A class: its ASCII members as a bitmap (negation applied), the categories
 * (bit NNTILE__UC_*) and literal ranges of the other characters. */
typedef struct nntile__re_class {
    uint8_t ascii[16];
    uint8_t neg, cats;
    int32_t r0, nr; /* ranges[r0 .. r0 + nr) */
} nntile__re_class;

/* What the code from an instruction can start with: the ASCII characters
 * (a bitmap; a non-ASCII character is never ruled out), and whether it may
 * match without reading one (then it is never skipped). */
typedef struct nntile__re_first {
    uint8_t ascii[16];
    uint8_t any;
} nntile__re_first;

struct nntile__re {
    nntile__re_ins *prog;
    nntile__re_first *first; /* [nprog]: a SPLIT skips its first branch when the
                              * character there cannot start it */
    int nprog, capprog;
    nntile__re_class *cls;
    int ncls, capcls;
    int32_t (*ranges)[2];
    int nranges, capranges;
};

/* The parser's state. */
typedef struct nntile__re_parse {
    nntile__re *re;
    const char *p;
    size_t n, i;
    char *err;
    size_t errcap;
    int failed;
} nntile__re_parse;

static int nntile__re_digit(char c) { return c >= '0' && c <= '9'; }
static int nntile__re_alpha(int32_t c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

static int nntile__re_fail(nntile__re_parse *ps, size_t at, size_t len, const char *why)
{
    if (ps->failed) return 0;
    ps->failed = 1;
    char q[64];
    if (at > ps->n) at = ps->n;
    if (len > ps->n - at) len = ps->n - at;
    if (why)
        snprintf(ps->err, ps->errcap, "%s at offset %zu", why, at);
    else
        snprintf(ps->err, ps->errcap, "unsupported regex construct \"%s\" at offset %zu",
                 nntile__quote(q, sizeof q, ps->p + at, len ? len : 1), at);
    return 0;
}

static int nntile__re_grow(void **p, int *cap, int need, size_t size)
{
    if (need <= *cap) return 1;
    int ncap = *cap ? *cap * 2 : 64;
    while (ncap < need) ncap *= 2;
    void *np = NNTILE_REALLOC(*p, (size_t)ncap * size);
    if (!np) return 0;
    *p = np;
    *cap = ncap;
    return 1;
}

/* Appends an instruction; its index, or -1. */
static int nntile__re_emit(nntile__re_parse *ps, int op, int32_t x, int32_t y, int32_t a,
                           int32_t b)
{
    nntile__re *re = ps->re;
    if (re->nprog >= NNTILE__RE_MAX_PROG) {
        nntile__re_fail(ps, ps->i, 0, "the pattern compiles to more than 20000 instructions");
        return -1;
    }
    if (!nntile__re_grow((void **)&re->prog, &re->capprog, re->nprog + 1, sizeof *re->prog)) {
        nntile__re_fail(ps, ps->i, 0, "out of memory");
        return -1;
    }
    nntile__re_ins *in = &re->prog[re->nprog];
    in->op = (uint8_t)op;
    in->x = x;
    in->y = y;
    in->a = a;
    in->b = b;
    return re->nprog++;
}

/* ---- classes ------------------------------------------------------------------- */

/* A class under construction. */
typedef struct nntile__re_set {
    int neg, cats, icase;
    int32_t r[64][2];
    int nr;
} nntile__re_set;

static int nntile__re_set_add(nntile__re_parse *ps, nntile__re_set *set, int32_t lo, int32_t hi,
                              size_t at)
{
    if (set->nr == 64) return nntile__re_fail(ps, at, 0, "more than 64 ranges in a class");
    set->r[set->nr][0] = lo;
    set->r[set->nr][1] = hi;
    set->nr++;
    return 1;
}

/* The case-insensitive members of ASCII letter c: both cases and the
 * non-ASCII characters that fold to it. */
static int nntile__re_set_fold(nntile__re_parse *ps, nntile__re_set *set, int32_t c, size_t at)
{
    int32_t lo = c | 0x20, up = lo - 0x20;
    int ok = nntile__re_set_add(ps, set, lo, lo, at) && nntile__re_set_add(ps, set, up, up, at);
    if (ok && lo == 's') ok = nntile__re_set_add(ps, set, 0x17F, 0x17F, at);
    if (ok && lo == 'k') ok = nntile__re_set_add(ps, set, 0x212A, 0x212A, at);
    return ok;
}

static int nntile__re_set_has(const nntile__re_set *set, int32_t c, int cat)
{
    int in = (set->cats >> cat) & 1;
    for (int k = 0; k < set->nr && !in; ++k) in = c >= set->r[k][0] && c <= set->r[k][1];
    return in != set->neg;
}

/* Stores set as a class; its index, or -1. */
static int nntile__re_class_add(nntile__re_parse *ps, const nntile__re_set *set)
{
    nntile__re *re = ps->re;
    if (!nntile__re_grow((void **)&re->cls, &re->capcls, re->ncls + 1, sizeof *re->cls) ||
        !nntile__re_grow((void **)&re->ranges, &re->capranges, re->nranges + set->nr + 1,
                         sizeof *re->ranges)) {
        nntile__re_fail(ps, ps->i, 0, "out of memory");
        return -1;
    }
    nntile__re_class *c = &re->cls[re->ncls];
    memset(c, 0, sizeof *c);
    for (int32_t a = 0; a < 128; ++a)
        if (nntile__re_set_has(set, a, nntile__unicode_class((uint32_t)a)))
            c->ascii[a >> 3] |= (uint8_t)(1u << (a & 7));
    c->neg = (uint8_t)set->neg;
    c->cats = (uint8_t)set->cats;
    c->r0 = re->nranges;
    c->nr = set->nr;
    memcpy(re->ranges + re->nranges, set->r, (size_t)set->nr * sizeof *set->r);
    re->nranges += set->nr;
    return re->ncls++;
}

/* The categories of \p{L}, \p{N}, \s and their negations (the four classes
 * NNTILE__UC_* cover every code point once). */
#define NNTILE__RE_ALL_CATS 0xF
#define NNTILE__RE_CAT(k) (1 << (k))

/* An escape at ps->i (the backslash) that names a category set: *cats its
 * categories; 1 and ps->i after it, 0 when it is not one (ps->i unchanged), -1
 * after an error. */
static int nntile__re_cat_escape(nntile__re_parse *ps, int *cats)
{
    const char *p = ps->p + ps->i;
    size_t left = ps->n - ps->i;
    if (left < 2) return 0;
    if (p[1] == 's' || p[1] == 'S') {
        *cats = NNTILE__RE_CAT(NNTILE__UC_SPACE);
        if (p[1] == 'S') *cats ^= NNTILE__RE_ALL_CATS;
        ps->i += 2;
        return 1;
    }
    if (p[1] != 'p' && p[1] != 'P') return 0;
    size_t end = 2;
    while (end < left && p[end] != '}' && end < 40) ++end;
    if (left < 5 || p[2] != '{' || end >= left || p[end] != '}' || end != 4 ||
        (p[3] != 'L' && p[3] != 'N'))
        return nntile__re_fail(ps, ps->i, end < left ? end + 1 : 2, NULL) - 1;
    *cats = NNTILE__RE_CAT(p[3] == 'L' ? NNTILE__UC_LETTER : NNTILE__UC_NUMBER);
    if (p[1] == 'P') *cats ^= NNTILE__RE_ALL_CATS;
    ps->i += 5;
    return 1;
}

/* A literal character at ps->i (an escape or a UTF-8 character): its code
 * point, ps->i after it; -1 after an error. meta: the characters that must be
 * escaped here. */
static int32_t nntile__re_literal(nntile__re_parse *ps, const char *meta)
{
    const unsigned char *p = (const unsigned char *)ps->p;
    size_t at = ps->i;
    if (p[at] == '\\') {
        if (at + 1 >= ps->n) return nntile__re_fail(ps, at, 1, NULL) - 1;
        unsigned char e = p[at + 1];
        static const char from[] = "rntfv", to[] = "\r\n\t\f\v";
        const char *k = e ? strchr(from, e) : NULL;
        ps->i += 2;
        if (k) return (unsigned char)to[k - from];
        if (e < 0x7F && e > 0x20 && !nntile__re_digit((char)e) && !nntile__re_alpha(e)) return e; /* an escaped punctuation mark */
        return nntile__re_fail(ps, at, 2, NULL) - 1;
    }
    int32_t cp;
    size_t len = nntile__utf8_at(p, ps->n, at, &cp);
    if (cp < 0) return nntile__re_fail(ps, at, 0, "invalid UTF-8 in the pattern") - 1;
    if (cp < 0x80 && strchr(meta, (int)cp)) return nntile__re_fail(ps, at, 1, NULL) - 1;
    ps->i += len;
    return cp;
}

static int nntile__re_is_letter(int32_t c)
{
    return nntile__unicode_class((uint32_t)c) == NNTILE__UC_LETTER;
}

/* A class [...] at ps->i (the '['); emits CLASS. */
static int nntile__re_bracket(nntile__re_parse *ps, int icase)
{
    size_t open = ps->i++;
    nntile__re_set set;
    memset(&set, 0, sizeof set);
    if (ps->i < ps->n && ps->p[ps->i] == '^') {
        set.neg = 1;
        ++ps->i;
    }
    size_t first = ps->i;
    for (;;) {
        if (ps->i >= ps->n) return nntile__re_fail(ps, open, 0, "a class not closed");
        char c = ps->p[ps->i];
        size_t at = ps->i;
        if (c == ']' && at > first) break;
        if (c == '[' || c == ']' || (c == '&' && at + 1 < ps->n && ps->p[at + 1] == '&'))
            return nntile__re_fail(ps, at, c == '&' ? 2 : 1, NULL);
        int cats, r = c == '\\' ? nntile__re_cat_escape(ps, &cats) : 0;
        if (r < 0) return 0;
        if (r) {
            set.cats |= cats;
            continue;
        }
        int32_t lo = nntile__re_literal(ps, "["), hi = lo;
        if (lo < 0) return 0;
        if (ps->i + 1 < ps->n && ps->p[ps->i] == '-' && ps->p[ps->i + 1] != ']') {
            ++ps->i;
            if (ps->p[ps->i] == '\\' && nntile__re_cat_escape(ps, &cats))
                return nntile__re_fail(ps, at, ps->i - at, NULL);
            if ((hi = nntile__re_literal(ps, "[")) < 0) return 0;
            if (hi < lo) return nntile__re_fail(ps, at, ps->i - at, "a range out of order");
        }
        if (icase && (hi >= 0x80 || (lo <= 'Z' && hi >= 'A') || (lo <= 'z' && hi >= 'a')))
            return nntile__re_fail(ps, at, ps->i - at, "a letter or a non-ASCII "
                                   "character in a class of a case-insensitive group (not "
                                   "supported)");
        if (!nntile__re_set_add(ps, &set, lo, hi, at)) return 0;
    }
    ++ps->i;
    int k = nntile__re_class_add(ps, &set);
    return k >= 0 && nntile__re_emit(ps, NNTILE__RE_CLASS, 0, 0, k, 0) >= 0;
}

/* One character atom at ps->i (a literal or a category escape); emits CLASS. */
static int nntile__re_char_atom(nntile__re_parse *ps, int icase)
{
    nntile__re_set set;
    memset(&set, 0, sizeof set);
    size_t at = ps->i;
    int cats, r = ps->p[at] == '\\' ? nntile__re_cat_escape(ps, &cats) : 0;
    if (r < 0) return 0;
    if (r) {
        set.cats = cats;
    } else {
        int32_t c = nntile__re_literal(ps, ".^$[]{}()|*+?");
        if (c < 0) return 0;
        int ok = 1;
        if (icase && nntile__re_alpha(c) && c < 0x80) ok = nntile__re_set_fold(ps, &set, c, at);
        else if (icase && nntile__re_is_letter(c))
            return nntile__re_fail(ps, at, ps->i - at, "a non-ASCII letter in a "
                                   "case-insensitive group (not supported)");
        else ok = nntile__re_set_add(ps, &set, c, c, at);
        if (!ok) return 0;
    }
    int k = nntile__re_class_add(ps, &set);
    return k >= 0 && nntile__re_emit(ps, NNTILE__RE_CLASS, 0, 0, k, 0) >= 0;
}

/* ---- the parser ------------------------------------------------------------------- */

static int nntile__re_alt(nntile__re_parse *ps, int icase, int depth, int *nullable);

/* Inserts an instruction at index at (the code after it moves down one:
 * jumps are relative, so code that only jumps inside itself stays right). */
static int nntile__re_insert(nntile__re_parse *ps, int at, int op, int32_t x, int32_t y)
{
    if (nntile__re_emit(ps, op, 0, 0, 0, 0) < 0) return 0;
    nntile__re *re = ps->re;
    memmove(re->prog + at + 1, re->prog + at, (size_t)(re->nprog - 1 - at) * sizeof *re->prog);
    nntile__re_ins *in = &re->prog[at];
    memset(in, 0, sizeof *in);
    in->op = (uint8_t)op;
    in->x = x;
    in->y = y;
    return 1;
}

/* A group at ps->i (the '('); emits its code. */
static int nntile__re_group(nntile__re_parse *ps, int icase, int depth, int *nullable)
{
    size_t open = ps->i++;
    int look = 0;
    if (ps->i < ps->n && ps->p[ps->i] == '?') {
        const char *q = ps->p + ps->i + 1;
        size_t left = ps->n - ps->i - 1;
        if (left >= 1 && q[0] == ':') {
            ps->i += 2;
        } else if (left >= 2 && q[0] == 'i' && q[1] == ':') {
            icase = 1;
            ps->i += 3;
        } else if (left >= 1 && q[0] == '!') {
            look = 1;
            ps->i += 2;
        } else {
            return nntile__re_fail(ps, open, left >= 2 ? 3 : 2, NULL);
        }
    }
    int start = ps->re->nprog;
    if (look && !nntile__re_emit(ps, NNTILE__RE_NOT, 0, 0, 0, 0)) return 0;
    int inner;
    if (!nntile__re_alt(ps, icase, depth + 1, &inner)) return 0;
    if (ps->i >= ps->n || ps->p[ps->i] != ')')
        return nntile__re_fail(ps, open, 0, "a group not closed");
    ++ps->i;
    *nullable = inner;
    if (look) {
        if (nntile__re_emit(ps, NNTILE__RE_MATCH, 0, 0, 0, 0) < 0) return 0;
        ps->re->prog[start].x = ps->re->nprog - start;
        *nullable = 1;
    }
    return 1;
}

/* A quantifier at ps->i, if any: *min, *max (-1: no bound); 1 when there is
 * one, 0 when not, -1 after an error. */
static int nntile__re_quant(nntile__re_parse *ps, int *min, int *max)
{
    if (ps->i >= ps->n) return 0;
    size_t at = ps->i;
    char c = ps->p[at];
    if (c == '?' || c == '*' || c == '+') {
        *min = c == '+';
        *max = c == '?' ? 1 : -1;
        ++ps->i;
    } else if (c == '{') {
        size_t i = at + 1;
        long m = 0, x;
        int digits = 0;
        while (i < ps->n && nntile__re_digit(ps->p[i]) && m <= NNTILE__RE_MAX_COUNT)
            m = m * 10 + (ps->p[i++] - '0'), ++digits;
        x = m;
        if (digits && i < ps->n && ps->p[i] == ',') {
            ++i;
            x = -1;
            if (i < ps->n && nntile__re_digit(ps->p[i]))
                for (x = 0; i < ps->n && nntile__re_digit(ps->p[i]) &&
                            x <= NNTILE__RE_MAX_COUNT;)
                    x = x * 10 + (ps->p[i++] - '0');
        }
        if (!digits || i >= ps->n || ps->p[i] != '}')
            return nntile__re_fail(ps, at, 1, NULL) - 1;
        if (m > NNTILE__RE_MAX_COUNT || x > NNTILE__RE_MAX_COUNT)
            return nntile__re_fail(ps, at, i + 1 - at, "a count above 1000") - 1;
        if (x >= 0 && x < m) return nntile__re_fail(ps, at, i + 1 - at, "a count out of order") - 1;
        *min = (int)m;
        *max = (int)x;
        ps->i = i + 1;
    } else {
        return 0;
    }
    if (ps->i < ps->n && (ps->p[ps->i] == '?' || ps->p[ps->i] == '+'))
        return nntile__re_fail(ps, at, ps->i + 1 - at, NULL) - 1; /* lazy or possessive */
    return 1;
}

/* The code [from, nprog) repeated min to max times (greedy). */
static int nntile__re_repeat(nntile__re_parse *ps, int from, int min, int max, int nullable,
                             size_t at)
{
    nntile__re *re = ps->re;
    int len = re->nprog - from;
    if (len == 1 && re->prog[from].op == NNTILE__RE_CLASS) { /* one character: a run */
        re->prog[from].op = NNTILE__RE_RUN;
        re->prog[from].x = re->prog[from].a;
        re->prog[from].a = min;
        re->prog[from].b = max;
        return 1;
    }
    if (max < 0 && nullable)
        return nntile__re_fail(ps, at, 1, "a repeated group that can match the empty string");
    long total = (long)len * (min + (max < 0 ? 1 : max - min)) + (max < 0 ? 2 : max - min);
    if (total > NNTILE__RE_MAX_PROG)
        return nntile__re_fail(ps, at, 0, "the pattern compiles to more than 20000 "
                               "instructions");
    nntile__re_ins *body = (nntile__re_ins *)NNTILE_MALLOC((size_t)len * sizeof *body);
    if (!body) return nntile__re_fail(ps, at, 0, "out of memory");
    memcpy(body, re->prog + from, (size_t)len * sizeof *body);
    re->nprog = from;
    int ok = 1, copies = min + (max < 0 ? 0 : max - min), loop = -1;
    int split[NNTILE__RE_MAX_COUNT + 1], nsplit = 0;
    for (int k = 0; k < copies + (max < 0) && ok; ++k) {
        if (k >= min) { /* an optional copy: skip it (and the rest) on failure */
            int s = nntile__re_emit(ps, NNTILE__RE_SPLIT, 1, 0, 0, 0);
            ok = s >= 0;
            if (max < 0) loop = s;
            else split[nsplit++] = s;
        }
        for (int i = 0; i < len && ok; ++i) {
            int e = nntile__re_emit(ps, 0, 0, 0, 0, 0);
            ok = e >= 0;
            if (ok) re->prog[e] = body[i];
        }
    }
    if (ok && loop >= 0) ok = nntile__re_emit(ps, NNTILE__RE_JMP, loop - re->nprog, 0, 0, 0) >= 0;
    NNTILE_FREE(body);
    if (!ok) return 0;
    if (loop >= 0) re->prog[loop].y = re->nprog - loop;
    for (int k = 0; k < nsplit; ++k) re->prog[split[k]].y = re->nprog - split[k];
    return 1;
}

/* A sequence of quantified atoms, up to '|', ')' or the end. */
static int nntile__re_seq(nntile__re_parse *ps, int icase, int depth, int *nullable)
{
    *nullable = 1;
    while (ps->i < ps->n && ps->p[ps->i] != '|' && ps->p[ps->i] != ')') {
        size_t at = ps->i;
        int from = ps->re->nprog, inner = 0, ok;
        char c = ps->p[at];
        if (c == '(') ok = nntile__re_group(ps, icase, depth, &inner);
        else if (c == '[') ok = nntile__re_bracket(ps, icase);
        else ok = nntile__re_char_atom(ps, icase);
        if (!ok) return 0;
        int min = 0, max = 0, q = nntile__re_quant(ps, &min, &max);
        if (q < 0) return 0;
        if (q && !nntile__re_repeat(ps, from, min, max, inner, ps->i - 1)) return 0;
        if (q && min == 0) inner = 1;
        *nullable &= inner;
    }
    return 1;
}

/* Alternatives seq | seq | ...: each but the last starts with a SPLIT to
 * the next one and ends with a jump past the last. */
static int nntile__re_alt(nntile__re_parse *ps, int icase, int depth, int *nullable)
{
    if (depth > NNTILE__RE_MAX_DEPTH)
        return nntile__re_fail(ps, ps->i, 0, "groups nested more than 32 deep");
    int jumps[256], njumps = 0, start = ps->re->nprog, inner;
    if (!nntile__re_seq(ps, icase, depth, nullable)) return 0;
    while (ps->i < ps->n && ps->p[ps->i] == '|') {
        if (njumps == 256) return nntile__re_fail(ps, ps->i, 0, "more than 256 alternatives");
        ++ps->i;
        if (!nntile__re_insert(ps, start, NNTILE__RE_SPLIT, 1, 0)) return 0;
        int j = nntile__re_emit(ps, NNTILE__RE_JMP, 0, 0, 0, 0);
        if (j < 0) return 0;
        jumps[njumps++] = j;
        ps->re->prog[start].y = ps->re->nprog - start;
        start = ps->re->nprog;
        if (!nntile__re_seq(ps, icase, depth, &inner)) return 0;
        *nullable |= inner;
    }
    for (int k = 0; k < njumps; ++k) ps->re->prog[jumps[k]].x = ps->re->nprog - jumps[k];
    return 1;
}

NNTILE_PRIVATE void nntile__re_free(nntile__re *re)
{
    if (!re) return;
    NNTILE_FREE(re->prog);
    NNTILE_FREE(re->first);
    NNTILE_FREE(re->cls);
    NNTILE_FREE(re->ranges);
    NNTILE_FREE(re);
}

/* What the code from pc can start with (conservative: "any" when unsure). */
static nntile__re_first nntile__re_first_at(const nntile__re *re, int32_t pc, int depth)
{
    nntile__re_first f;
    memset(&f, 0, sizeof f);
    const nntile__re_ins *in = &re->prog[pc];
    if (depth > 64 || in->op == NNTILE__RE_NOT || in->op == NNTILE__RE_MATCH) {
        f.any = 1;
        return f;
    }
    if (in->op == NNTILE__RE_JMP) return nntile__re_first_at(re, pc + in->x, depth + 1);
    nntile__re_first g;
    if (in->op == NNTILE__RE_SPLIT) {
        f = nntile__re_first_at(re, pc + in->x, depth + 1);
        g = nntile__re_first_at(re, pc + in->y, depth + 1);
    } else { /* a class, once or as a run (which may be empty: then what follows too) */
        const nntile__re_class *c = &re->cls[in->op == NNTILE__RE_CLASS ? in->a : in->x];
        memcpy(f.ascii, c->ascii, sizeof f.ascii);
        if (!(in->op == NNTILE__RE_RUN && in->a == 0)) return f;
        g = nntile__re_first_at(re, pc + 1, depth + 1);
    }
    for (int k = 0; k < 16; ++k) f.ascii[k] |= g.ascii[k];
    f.any |= g.any;
    return f;
}

NNTILE_PRIVATE nntile__re *nntile__re_compile(const char *pattern, size_t n, char *err,
                                              size_t errcap)
{
    nntile__re_parse ps;
    memset(&ps, 0, sizeof ps);
    ps.re = (nntile__re *)NNTILE_MALLOC(sizeof *ps.re);
    ps.p = pattern;
    ps.n = n;
    ps.err = err;
    ps.errcap = errcap;
    if (!ps.re) {
        snprintf(err, errcap, "out of memory");
        return NULL;
    }
    memset(ps.re, 0, sizeof *ps.re);
    int nullable = 0;
    int ok = nntile__re_alt(&ps, 0, 0, &nullable);
    if (ok && ps.i < n) ok = nntile__re_fail(&ps, ps.i, 1, "an unbalanced ')'");
    if (ok && nullable) ok = nntile__re_fail(&ps, 0, 0, "a pattern that can match the empty "
                                             "string (not supported)");
    if (ok) ok = nntile__re_emit(&ps, NNTILE__RE_MATCH, 0, 0, 0, 0) >= 0;
    nntile__re *re = ps.re;
    if (ok) {
        re->first = (nntile__re_first *)NNTILE_MALLOC((size_t)re->nprog * sizeof *re->first);
        ok = re->first != NULL;
        if (!ok) snprintf(err, errcap, "out of memory");
    }
    for (int32_t pc = 0; ok && pc < re->nprog; ++pc)
        if (re->prog[pc].op == NNTILE__RE_SPLIT)
            re->first[pc] = nntile__re_first_at(re, pc + re->prog[pc].x, 0);
    if (!ok) {
        nntile__re_free(re);
        return NULL;
    }
    return re;
}

/* ---- matching ------------------------------------------------------------------------ */

/* Whether the character at s[i] is in class c; *len its length. */
static inline int nntile__re_has(const nntile__re *re, const nntile__re_class *c,
                                 const unsigned char *s, size_t n, size_t i, size_t *len)
{
    if (s[i] < 0x80) {
        *len = 1;
        return (c->ascii[s[i] >> 3] >> (s[i] & 7)) & 1;
    }
    int32_t cp;
    *len = nntile__utf8_at(s, n, i, &cp);
    int cat = cp < 0 ? NNTILE__UC_OTHER : nntile__unicode_class((uint32_t)cp);
    int in = (c->cats >> cat) & 1;
    for (int32_t k = 0; k < c->nr && !in; ++k)
        in = cp >= re->ranges[c->r0 + k][0] && cp <= re->ranges[c->r0 + k][1];
    return in != c->neg;
}

static int nntile__re_push(nntile__re_work *w, int32_t pc, uint32_t count, size_t pos)
{
    if (w->top == w->cap) {
        size_t ncap = w->cap ? 2 * w->cap : 256;
        nntile__re_entry *e = (nntile__re_entry *)NNTILE_REALLOC(w->stack, ncap * sizeof *e);
        if (!e) return 0;
        w->stack = e;
        w->cap = ncap;
    }
    nntile__re_entry *e = &w->stack[w->top++];
    e->pc = pc;
    e->count = count;
    e->pos = pos;
    return 1;
}

/* Runs the program from pc at s[pos] (the text is s[0, n)): the end of the
 * first way to its MATCH, -1 when there is none, -2 when out of memory. The
 * backtrack entries it pushes are gone when it returns. */
static ptrdiff_t nntile__re_run(const nntile__re *re, nntile__re_work *w, int32_t pc,
                                const unsigned char *s, size_t n, size_t pos)
{
    size_t base = w->top, len;
    for (;;) {
        const nntile__re_ins *in = &re->prog[pc];
        switch (in->op) {
        case NNTILE__RE_CLASS:
            if (pos < n && nntile__re_has(re, &re->cls[in->a], s, n, pos, &len)) {
                pos += len;
                ++pc;
                continue;
            }
            break;
        case NNTILE__RE_RUN: {
            const nntile__re_class *c = &re->cls[in->x];
            uint32_t count = 0;
            while ((in->b < 0 || count < (uint32_t)in->b) && pos < n &&
                   nntile__re_has(re, c, s, n, pos, &len)) {
                pos += len;
                ++count;
            }
            if (count < (uint32_t)in->a) break;
            if (count > (uint32_t)in->a && !nntile__re_push(w, pc, count, pos)) return -2;
            ++pc;
            continue;
        }
        case NNTILE__RE_SPLIT: {
            /* the first branch cannot start here: straight to the second */
            const nntile__re_first *f = &re->first[pc];
            if (!f->any && (pos == n || (s[pos] < 0x80 &&
                                         !((f->ascii[s[pos] >> 3] >> (s[pos] & 7)) & 1)))) {
                pc += in->y;
                continue;
            }
            if (!nntile__re_push(w, pc + in->y, NNTILE__RE_RESUME, pos)) return -2;
            pc += in->x;
            continue;
        }
        case NNTILE__RE_JMP:
            pc += in->x;
            continue;
        case NNTILE__RE_NOT: {
            ptrdiff_t r = nntile__re_run(re, w, pc + 1, s, n, pos);
            if (r == -2) return -2;
            if (r >= 0) break;
            pc += in->x;
            continue;
        }
        default: /* MATCH */
            w->top = base;
            return (ptrdiff_t)pos;
        }
        /* failure: back to the latest choice */
        if (w->top == base) return -1;
        nntile__re_entry e = w->stack[--w->top];
        if (e.count == NNTILE__RE_RESUME) {
            pc = e.pc;
            pos = e.pos;
            continue;
        }
        /* a run gives back its last character */
        pos = nntile__utf8_prev(s, 0, e.pos);
        if (e.count - 1 > (uint32_t)re->prog[e.pc].a &&
            !nntile__re_push(w, e.pc, e.count - 1, pos))
            return -2;
        pc = e.pc + 1;
    }
}

NNTILE_PRIVATE ptrdiff_t nntile__re_match(const nntile__re *re, nntile__re_work *w,
                                          const unsigned char *s, size_t n, size_t i)
{
    w->top = 0;
    return nntile__re_run(re, w, 0, s, n, i);
}
