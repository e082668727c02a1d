/* json.c: JSON text in and out, for graph files (graph_export.c) and
 * safetensors headers (nn/safetensors.c); one reader for both.
 *
 * The reader never trusts its input: a small parser of its own (limits on
 * size, depth, string and number length; UTF-8 and escapes checked) reads the
 * whole text into a flat array of values, then schema readers take values
 * out of it (objects by their keys, integers in a range, doubles, booleans,
 * names from a list), overflow-checked. Every error names the place in the
 * text (byte offset, line, column), the JSON path (tensors[3].shape[1]) and
 * what is wrong. The writers print strings and doubles so that the reader
 * gets the same values back, whatever the locale. */

#include "internal.h"

#include <locale.h>

/* ---- limits ------------------------------------------------------------ */

/* NNTILE__JSON_MAX_BYTES (whole file) and NNTILE__JSON_MAX_STRING (one
 * decoded string) are in internal.h: the readers that use json.c check them
 * too. */
#define NNTILE__JSON_MAX_DEPTH 64
#define NNTILE__JSON_MAX_NUMBER 128   /* characters of one number */
#define NNTILE__JSON_MAX_VALUES (1 << 22)

/* ---- text helpers ------------------------------------------------------ */

/* The character printf uses as decimal point in the current locale. */
static char nntile__decimal_point(void)
{
    const struct lconv *lc = localeconv();
    return lc && lc->decimal_point && lc->decimal_point[0] && !lc->decimal_point[1]
               ? lc->decimal_point[0]
               : '.';
}

/* strtod on a JSON number token of n characters (C syntax, '.' as decimal
 * point whatever the locale). 0 when it does not parse whole. */
static int nntile__parse_double(const char *s, size_t n, double *v)
{
    char buf[NNTILE__JSON_MAX_NUMBER + 1];
    if (n > NNTILE__JSON_MAX_NUMBER) return 0;
    char dp = nntile__decimal_point();
    for (size_t i = 0; i < n; ++i) buf[i] = s[i] == '.' ? dp : s[i];
    buf[n] = 0;
    char *end;
    *v = strtod(buf, &end);
    return end == buf + n;
}

/* The shortest of %.15g, %.16g, %.17g that reads back as v ('.' as decimal
 * point); non-finite values as the JSON strings "nan", "inf", "-inf". */
NNTILE_PRIVATE void nntile__format_double(char *buf, size_t size, double v)
{
    if (isnan(v)) {
        snprintf(buf, size, "\"nan\"");
        return;
    }
    if (isinf(v)) {
        snprintf(buf, size, v > 0 ? "\"inf\"" : "\"-inf\"");
        return;
    }
    char dp = nntile__decimal_point();
    for (int prec = 15; prec <= 17; ++prec) {
        snprintf(buf, size, "%.*g", prec, v);
        for (char *p = buf; *p; ++p)
            if (*p == dp) *p = '.';
        double back;
        if (nntile__parse_double(buf, strlen(buf), &back) && back == v) return;
    }
}

/* ---- JSON out: strings ------------------------------------------------- */

/* s as a JSON string (s is valid UTF-8: the caller checked it). */
NNTILE_PRIVATE void nntile__json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; ++s) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\b': fputs("\\b", out); break;
        case '\f': fputs("\\f", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (c < 0x20) fprintf(out, "\\u%04x", c);
            else fputc(c, out);
        }
    }
    fputc('"', out);
}

/* ---- JSON in: the parser ------------------------------------------------ */

#define NNTILE__JWHAT(j) ((j)->what ? (j)->what : "graph load")

/* Records "graph load '<source>': byte B (line L, column C): <message>". */
NNTILE_PRIVATE NNTILE__PRINTF(3, 4) nntile_status nntile__json_fail(const nntile__json *j,
                                                                    size_t at, const char *fmt,
                                                                    ...)
{
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (at > j->len) at = j->len;
    long line = 1, col = 1;
    for (size_t i = 0; i < at; ++i) {
        if (j->text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': byte %zu (line %ld, "
                         "column %ld): %s", NNTILE__JWHAT(j), j->source, at, line, col, msg);
}

static const char *nntile__json_type_name(int type)
{
    static const char *const names[] = {"null", "false", "true", "a number", "a string",
                                        "an array", "an object"};
    return names[type];
}

/* A byte for messages: printable as 'c', else as 0xHH. */
static const char *nntile__json_byte(const nntile__json *j, size_t at, char *buf)
{
    if (at >= j->len) return "the end of the input";
    unsigned char c = (unsigned char)j->text[at];
    if (c >= 0x20 && c < 0x7F) snprintf(buf, 16, "'%c'", c);
    else snprintf(buf, 16, "byte 0x%02X", c);
    return buf;
}

static void nntile__json_ws(nntile__json *j)
{
    while (j->pos < j->len) {
        char c = j->text[j->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        ++j->pos;
    }
}

/* A new value of type at the current position; -1 after the error. */
static int nntile__json_new(nntile__json *j, int type)
{
    if (j->nv >= NNTILE__JSON_MAX_VALUES) {
        nntile__json_fail(j, j->pos, "more than %d JSON values", NNTILE__JSON_MAX_VALUES);
        return -1;
    }
    if (j->nv == j->cap) {
        int ncap = j->cap ? j->cap * 2 : 256;
        nntile__jv *n = (nntile__jv *)NNTILE_REALLOC(j->v, (size_t)ncap * sizeof *n);
        if (!n) {
            nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", NNTILE__JWHAT(j),
                          j->source);
            return -1;
        }
        j->v = n;
        j->cap = ncap;
    }
    nntile__jv *v = &j->v[j->nv];
    memset(v, 0, sizeof *v);
    v->type = (uint8_t)type;
    v->at = (uint32_t)j->pos;
    v->first = v->next = -1;
    return j->nv++;
}

static int nntile__json_hex4(const char *s, unsigned *out)
{
    unsigned v = 0;
    for (int i = 0; i < 4; ++i) {
        char c = s[i];
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                   : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                   : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 16u;
        if (d > 15) return 0;
        v = v * 16 + d;
    }
    *out = v;
    return 1;
}

/* A string at j->pos (the opening quote): decodes it into work at the
 * offset after the quote; *str, *len its place. 0 after the error. */
static int nntile__json_string_in(nntile__json *j, uint32_t *str, uint32_t *len)
{
    size_t start = j->pos++, o = j->pos, n = 0;
    char *w = j->work + o;
    for (;;) {
        if (j->pos >= j->len)
            return !nntile__json_fail(j, start, "string not closed before the end of the input");
        unsigned char c = (unsigned char)j->text[j->pos];
        if (c == '"') break;
        if (n + 4 > NNTILE__JSON_MAX_STRING)
            return !nntile__json_fail(j, start, "string longer than %d bytes",
                                      NNTILE__JSON_MAX_STRING);
        if (c < 0x20)
            return !nntile__json_fail(j, j->pos, "control character 0x%02X in a string (write "
                                      "it as an escape)", c);
        if (c == '\\') {
            if (j->pos + 1 >= j->len)
                return !nntile__json_fail(j, j->pos, "escape not finished before the end");
            char e = j->text[j->pos + 1];
            const char *simple = strchr("\"\\/bfnrt", e);
            if (e && simple) {
                static const char decoded[] = "\"\\/\b\f\n\r\t";
                w[n++] = decoded[simple - "\"\\/bfnrt"];
                j->pos += 2;
                continue;
            }
            unsigned cp;
            if (e != 'u' || j->len - j->pos < 6 || !nntile__json_hex4(j->text + j->pos + 2, &cp))
                return !nntile__json_fail(j, j->pos, "invalid escape (expected \\\", \\\\, \\/, "
                                          "\\b, \\f, \\n, \\r, \\t or \\u and 4 hex digits)");
            size_t esc = j->pos;
            j->pos += 6;
            if (cp >= 0xDC00 && cp <= 0xDFFF)
                return !nntile__json_fail(j, esc, "\\u%04X is a low surrogate without a high "
                                          "one before it", cp);
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                unsigned lo;
                if (j->len - j->pos < 6 || j->text[j->pos] != '\\' ||
                    j->text[j->pos + 1] != 'u' || !nntile__json_hex4(j->text + j->pos + 2, &lo) ||
                    lo < 0xDC00 || lo > 0xDFFF)
                    return !nntile__json_fail(j, esc, "\\u%04X is a high surrogate not followed "
                                              "by a low one (\\uDC00-\\uDFFF)", cp);
                j->pos += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            }
            if (cp == 0)
                return !nntile__json_fail(j, esc, "\\u0000 (a NUL character) is not allowed in "
                                          "a name");
            if (cp < 0x80) {
                w[n++] = (char)cp;
            } else if (cp < 0x800) {
                w[n++] = (char)(0xC0 | (cp >> 6));
                w[n++] = (char)(0x80 | (cp & 0x3F));
            } else if (cp < 0x10000) {
                w[n++] = (char)(0xE0 | (cp >> 12));
                w[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                w[n++] = (char)(0x80 | (cp & 0x3F));
            } else {
                w[n++] = (char)(0xF0 | (cp >> 18));
                w[n++] = (char)(0x80 | ((cp >> 12) & 0x3F));
                w[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                w[n++] = (char)(0x80 | (cp & 0x3F));
            }
            continue;
        }
        if (c < 0x80) {
            w[n++] = (char)c;
            ++j->pos;
            continue;
        }
        size_t k = 1; /* a multi-byte UTF-8 sequence: its length from the lead byte */
        if (c >= 0xC2 && c <= 0xDF) k = 2;
        else if (c >= 0xE0 && c <= 0xEF) k = 3;
        else if (c >= 0xF0 && c <= 0xF4) k = 4;
        if (k == 1 || j->len - j->pos < k ||
            !nntile__utf8_valid((const unsigned char *)j->text + j->pos, k))
            return !nntile__json_fail(j, j->pos, "invalid UTF-8 in a string");
        memcpy(w + n, j->text + j->pos, k);
        n += k;
        j->pos += k;
    }
    ++j->pos; /* closing quote; n <= its offset - o, so the NUL fits before it */
    w[n] = 0;
    *str = (uint32_t)o;
    *len = (uint32_t)n;
    return 1;
}

static int nntile__json_digits(nntile__json *j)
{
    size_t s = j->pos;
    while (j->pos < j->len && j->text[j->pos] >= '0' && j->text[j->pos] <= '9') ++j->pos;
    return j->pos > s;
}

/* The value at j->pos (whitespace skipped); its index, or -1. */
/* A key of an object and where it starts, for the duplicate check. */
typedef struct nntile__jkeyat {
    const char *key;
    uint32_t at;
} nntile__jkeyat;

static int nntile__jkeyat_cmp(const void *a, const void *b)
{
    const nntile__jkeyat *x = (const nntile__jkeyat *)a, *y = (const nntile__jkeyat *)b;
    int c = strcmp(x->key, y->key);
    return c ? c : (x->at > y->at) - (x->at < y->at);
}

/* Refuses an object (value obj, just closed) that has a key twice: Python's
 * json (and so transformers) keeps the last value, a first-match reader the
 * first, so such a file means two things. Every document the reader parses
 * gets this check. 1 when the keys are unique. */
static int nntile__json_unique_keys(nntile__json *j, int obj)
{
    int n = j->v[obj].count;
    if (n < 2) return 1;
    nntile__jkeyat small[16], *k = small;
    if (n > 16 && !(k = (nntile__jkeyat *)NNTILE_MALLOC((size_t)n * sizeof *k))) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", NNTILE__JWHAT(j),
                      j->source);
        return 0;
    }
    int i = 0;
    for (int m = j->v[obj].first; m >= 0; m = j->v[m].next, ++i) {
        k[i].key = j->work + j->v[m].keystr;
        k[i].at = j->v[m].key;
    }
    qsort(k, (size_t)n, sizeof *k, nntile__jkeyat_cmp);
    int dup = -1;
    for (i = 1; i < n && dup < 0; ++i)
        if (!strcmp(k[i - 1].key, k[i].key)) dup = i;
    char q[96];
    if (dup >= 0)
        nntile__json_fail(j, k[dup].at, "duplicate key \"%s\" in an object (first at byte "
                          "%u): a reader keeping the first value and one keeping the last "
                          "would disagree", nntile__quote(q, sizeof q, k[dup].key,
                                                          strlen(k[dup].key)),
                          (unsigned)k[dup - 1].at);
    if (k != small) NNTILE_FREE(k);
    return dup < 0;
}

static int nntile__json_value(nntile__json *j, int depth)
{
    char b[16];
    nntile__json_ws(j);
    if (j->pos >= j->len) {
        nntile__json_fail(j, j->pos, "expected a value, found the end of the input");
        return -1;
    }
    char c = j->text[j->pos];
    if (c == '{' || c == '[') {
        if (depth >= NNTILE__JSON_MAX_DEPTH) {
            nntile__json_fail(j, j->pos, "nesting deeper than %d levels",
                              NNTILE__JSON_MAX_DEPTH);
            return -1;
        }
        int obj = c == '{', self = nntile__json_new(j, obj ? NNTILE__J_OBJ : NNTILE__J_ARR);
        if (self < 0) return -1;
        char close = obj ? '}' : ']';
        ++j->pos;
        nntile__json_ws(j);
        if (j->pos < j->len && j->text[j->pos] == close) {
            ++j->pos;
            return self;
        }
        int last = -1;
        for (;;) {
            uint32_t key = 0, keystr = 0, keylen;
            if (obj) {
                nntile__json_ws(j);
                if (j->pos >= j->len || j->text[j->pos] != '"') {
                    nntile__json_fail(j, j->pos, "expected a key (a string) in an object, found "
                                      "%s", nntile__json_byte(j, j->pos, b));
                    return -1;
                }
                key = (uint32_t)j->pos;
                if (!nntile__json_string_in(j, &keystr, &keylen)) return -1;
                nntile__json_ws(j);
                if (j->pos >= j->len || j->text[j->pos] != ':') {
                    nntile__json_fail(j, j->pos, "expected ':' after an object key, found %s",
                                      nntile__json_byte(j, j->pos, b));
                    return -1;
                }
                ++j->pos;
            }
            int child = nntile__json_value(j, depth + 1);
            if (child < 0) return -1;
            j->v[child].key = key;
            j->v[child].keystr = keystr;
            if (last < 0) j->v[self].first = child;
            else j->v[last].next = child;
            last = child;
            j->v[self].count++;
            nntile__json_ws(j);
            if (j->pos < j->len && j->text[j->pos] == ',') {
                ++j->pos;
                continue;
            }
            if (j->pos < j->len && j->text[j->pos] == close) {
                ++j->pos;
                return obj && !nntile__json_unique_keys(j, self) ? -1 : self;
            }
            nntile__json_fail(j, j->pos, "expected ',' or '%c' in %s, found %s", close,
                              obj ? "an object" : "an array", nntile__json_byte(j, j->pos, b));
            return -1;
        }
    }
    if (c == '"') {
        int self = nntile__json_new(j, NNTILE__J_STR);
        if (self < 0) return -1;
        uint32_t str, len;
        if (!nntile__json_string_in(j, &str, &len)) return -1;
        j->v[self].str = str;
        j->v[self].len = len;
        return self;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
        int self = nntile__json_new(j, NNTILE__J_NUM);
        if (self < 0) return -1;
        size_t start = j->pos;
        if (c == '-') ++j->pos;
        if (j->pos < j->len && j->text[j->pos] == '0') ++j->pos;
        else if (!nntile__json_digits(j)) {
            nntile__json_fail(j, start, "invalid number (no digits after '-')");
            return -1;
        }
        if (j->pos < j->len && j->text[j->pos] == '.') {
            ++j->pos;
            if (!nntile__json_digits(j)) {
                nntile__json_fail(j, start, "invalid number (no digits after '.')");
                return -1;
            }
        }
        if (j->pos < j->len && (j->text[j->pos] == 'e' || j->text[j->pos] == 'E')) {
            ++j->pos;
            if (j->pos < j->len && (j->text[j->pos] == '+' || j->text[j->pos] == '-')) ++j->pos;
            if (!nntile__json_digits(j)) {
                nntile__json_fail(j, start, "invalid number (no digits in the exponent)");
                return -1;
            }
        }
        if (j->pos - start > NNTILE__JSON_MAX_NUMBER) {
            nntile__json_fail(j, start, "number longer than %d characters",
                              NNTILE__JSON_MAX_NUMBER);
            return -1;
        }
        j->v[self].str = (uint32_t)start;
        j->v[self].len = (uint32_t)(j->pos - start);
        return self;
    }
    static const struct {
        const char *word;
        int type;
    } words[] = {{"null", NNTILE__J_NULL}, {"true", NNTILE__J_TRUE}, {"false", NNTILE__J_FALSE}};
    for (int i = 0; i < 3; ++i) {
        size_t n = strlen(words[i].word);
        if (j->len - j->pos >= n && memcmp(j->text + j->pos, words[i].word, n) == 0) {
            int self = nntile__json_new(j, words[i].type);
            if (self >= 0) j->pos += n;
            return self;
        }
    }
    nntile__json_fail(j, j->pos, "expected a value (object, array, string, number, true, false "
                      "or null), found %s", nntile__json_byte(j, j->pos, b));
    return -1;
}

/* Parses the whole text; the root value, or -1 with the error set. */
NNTILE_PRIVATE int nntile__json_parse(nntile__json *j)
{
    if (j->len > NNTILE__JSON_MAX_BYTES) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %zu bytes, more than the "
                      "limit of %zu", NNTILE__JWHAT(j), j->source, j->len, NNTILE__JSON_MAX_BYTES);
        return -1;
    }
    j->work = (char *)NNTILE_MALLOC(j->len + 1);
    if (!j->work) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", NNTILE__JWHAT(j),
                      j->source);
        return -1;
    }
    int root = nntile__json_value(j, 0);
    if (root < 0) return -1;
    nntile__json_ws(j);
    if (j->pos != j->len) {
        char b[16];
        nntile__json_fail(j, j->pos, "unexpected %s after the JSON value",
                          nntile__json_byte(j, j->pos, b));
        return -1;
    }
    return root;
}

/* ---- JSON in: reading values by schema --------------------------------- */

NNTILE_PRIVATE const char *nntile__jstr(const nntile__json *j, int v)
{
    return j->work + j->v[v].str;
}

/* A value for messages: "a string \"foo\"", "the number 12", "an object". */
static const char *nntile__jdescribe(const nntile__json *j, int v, char *buf, size_t size)
{
    const nntile__jv *x = &j->v[v];
    char q[72];
    const char *s = nntile__jstr(j, v);
    if (x->type == NNTILE__J_STR)
        snprintf(buf, size, "the string \"%s\"", nntile__quote(q, sizeof q, s, strlen(s)));
    else if (x->type == NNTILE__J_NUM)
        snprintf(buf, size, "the number %.*s", (int)(x->len > 40 ? 40 : x->len), j->text + x->str);
    else
        snprintf(buf, size, "%s", nntile__json_type_name(x->type));
    return buf;
}

/* Records a schema error at value v: "<path>: <message>". */
NNTILE_PRIVATE NNTILE__PRINTF(4, 5) nntile_status nntile__jerr(const nntile__json *j, int v,
                                                               const char *path, const char *fmt,
                                                               ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return nntile__json_fail(j, j->v[v].at, "%s: %s", path, msg);
}

NNTILE_PRIVATE nntile_status nntile__jexpect(const nntile__json *j, int v, const char *path,
                                             int type, const char *what)
{
    char buf[128];
    if (j->v[v].type == type) return NNTILE_OK;
    return nntile__jerr(j, v, path, "expected %s, got %s", what,
                        nntile__jdescribe(j, v, buf, sizeof buf));
}

/* The members of object v by the keys of a schema: keys[i] is found at
 * out[i] (-1 when absent and optional). Unknown keys and missing required
 * keys are errors (duplicate keys never get here: the parser refuses them). */
NNTILE_PRIVATE nntile_status nntile__jobject(const nntile__json *j, int v, const char *path,
                                             const nntile__jkey *keys, int n, int *out)
{
    nntile_status st = nntile__jexpect(j, v, path, NNTILE__J_OBJ, "an object");
    if (st) return st;
    for (int i = 0; i < n; ++i) out[i] = -1;
    for (int m = j->v[v].first; m >= 0; m = j->v[m].next) {
        const char *k = j->work + j->v[m].keystr;
        int i = 0;
        while (i < n && strcmp(keys[i].key, k) != 0) ++i;
        if (i == n)
            return nntile__json_fail(j, j->v[m].key, "%s: unknown key \"%.60s\"", path, k);
        out[i] = m; /* keys are unique: the parser refuses duplicates */
    }
    for (int i = 0; i < n; ++i)
        if (out[i] < 0 && keys[i].required)
            return nntile__jerr(j, v, path, "missing key \"%s\"", keys[i].key);
    return NNTILE_OK;
}

/* An integer token in [min, max] (no fraction or exponent). */
NNTILE_PRIVATE nntile_status nntile__jint(const nntile__json *j, int v, const char *path,
                                          int64_t min, int64_t max, int64_t *out)
{
    nntile_status st = nntile__jexpect(j, v, path, NNTILE__J_NUM, "an integer");
    if (st) return st;
    const char *s = j->text + j->v[v].str;
    size_t n = j->v[v].len, i = s[0] == '-';
    uint64_t mag = 0;
    for (; i < n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return nntile__jerr(j, v, path, "expected an integer, got %.*s", (int)n, s);
        unsigned d = (unsigned)(s[i] - '0');
        if (mag > (UINT64_MAX - d) / 10)
            return nntile__jerr(j, v, path, "integer %.*s does not fit in 64 bits", (int)n, s);
        mag = mag * 10 + d;
    }
    int neg = s[0] == '-';
    if ((!neg && mag > (uint64_t)INT64_MAX) || (neg && mag > (uint64_t)INT64_MAX + 1))
        return nntile__jerr(j, v, path, "integer %.*s does not fit in int64", (int)n, s);
    int64_t x = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    if (x < min || x > max)
        return nntile__jerr(j, v, path, "integer %lld is outside [%lld, %lld]", (long long)x,
                            (long long)min, (long long)max);
    *out = x;
    return NNTILE_OK;
}

/* A non-negative integer that fits uint64. */
NNTILE_PRIVATE nntile_status nntile__ju64(const nntile__json *j, int v, const char *path,
                                          uint64_t *out)
{
    nntile_status st = nntile__jexpect(j, v, path, NNTILE__J_NUM, "an integer");
    if (st) return st;
    const char *s = j->text + j->v[v].str;
    size_t n = j->v[v].len;
    uint64_t x = 0;
    for (size_t i = 0; i < n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return nntile__jerr(j, v, path, "expected an integer in [0, 2^64 - 1], got %.*s",
                                (int)n, s);
        unsigned d = (unsigned)(s[i] - '0');
        if (x > (UINT64_MAX - d) / 10)
            return nntile__jerr(j, v, path, "integer %.*s does not fit in uint64", (int)n, s);
        x = x * 10 + d;
    }
    *out = x;
    return NNTILE_OK;
}

/* A double: a number (finite; no overflow to infinity) or "nan", "inf", "-inf". */
NNTILE_PRIVATE nntile_status nntile__jdouble(const nntile__json *j, int v, const char *path,
                                             double *out)
{
    char buf[128];
    if (j->v[v].type == NNTILE__J_STR) {
        const char *s = nntile__jstr(j, v);
        if (strcmp(s, "nan") == 0) *out = NAN;
        else if (strcmp(s, "inf") == 0) *out = INFINITY;
        else if (strcmp(s, "-inf") == 0) *out = -INFINITY;
        else return nntile__jerr(j, v, path, "expected a number, \"nan\", \"inf\" or \"-inf\", "
                                 "got %s", nntile__jdescribe(j, v, buf, sizeof buf));
        return NNTILE_OK;
    }
    if (j->v[v].type != NNTILE__J_NUM)
        return nntile__jerr(j, v, path, "expected a number, \"nan\", \"inf\" or \"-inf\", got "
                            "%s", nntile__jdescribe(j, v, buf, sizeof buf));
    const char *s = j->text + j->v[v].str;
    if (!nntile__parse_double(s, j->v[v].len, out) || isinf(*out))
        return nntile__jerr(j, v, path, "number %.*s is out of the range of a double",
                            (int)j->v[v].len, s);
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__jbool(const nntile__json *j, int v, const char *path,
                                           int *out)
{
    char buf[128];
    if (j->v[v].type != NNTILE__J_TRUE && j->v[v].type != NNTILE__J_FALSE)
        return nntile__jerr(j, v, path, "expected true or false, got %s",
                            nntile__jdescribe(j, v, buf, sizeof buf));
    *out = j->v[v].type == NNTILE__J_TRUE;
    return NNTILE_OK;
}

/* One of names[0..n) (NULL entries skipped): its index in *out. */
NNTILE_PRIVATE nntile_status nntile__jenum(const nntile__json *j, int v, const char *path,
                                           const char *what, const char *const *names, int n,
                                           int *out)
{
    char buf[128];
    nntile_status st = nntile__jexpect(j, v, path, NNTILE__J_STR, what);
    if (st) return st;
    for (int i = 0; i < n; ++i)
        if (names[i] && strcmp(names[i], nntile__jstr(j, v)) == 0) {
            *out = i;
            return NNTILE_OK;
        }
    return nntile__jerr(j, v, path, "%s is not %s", nntile__jdescribe(j, v, buf, sizeof buf),
                        what);
}
