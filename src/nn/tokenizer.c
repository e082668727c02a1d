/* nn/tokenizer.c: the GPT-2 byte-level BPE and the byte tokenizer (what they
 * do and what they accept: tokenizer.h). vocab.json goes through json.c's
 * reader; the character classes of the pre-tokenizer come from
 * unicode_tables.c (generated). */

#include "../internal.h"
#include "nn_internal.h"
#include "tokenizer.h"

#define NNTILE__TOK_MAX_FILE ((size_t)256 << 20) /* bytes of vocab.json or merges.txt */
#define NNTILE__TOK_MAX_PIECE ((size_t)INT32_MAX) /* bytes of one piece (int32 positions) */
/* ---- characters ----------------------------------------------------------- */

/* GPT-2's bytes_to_unicode: cp[b] is byte b's code point; inv[c] the byte of
 * code point c < NNTILE__TOK_NCP (-1: none). */
NNTILE_PRIVATE void nntile__tok_byte_table(uint32_t cp[256], int16_t inv[NNTILE__TOK_NCP])
{
    uint32_t next = 256;
    for (int c = 0; c < NNTILE__TOK_NCP; ++c) inv[c] = -1;
    for (int b = 0; b < 256; ++b) {
        cp[b] = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || b >= 174 ? (uint32_t)b
                                                                           : next++;
        inv[cp[b]] = (int16_t)b;
    }
}

/* Code point c as UTF-8 in out (4 bytes); its length. */
NNTILE_PRIVATE size_t nntile__tok_utf8(uint32_t c, char *out)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* The class of the character at s[i] (an invalid byte is "other"); *len its length. */
static int nntile__tok_class(const nntile_tokenizer *t, const unsigned char *s, size_t n,
                             size_t i, size_t *len)
{
    if (s[i] < 0x80) {
        *len = 1;
        return t->ascii[s[i]];
    }
    int32_t cp;
    *len = nntile__utf8_at(s, n, i, &cp);
    return cp < 0 ? NNTILE__UC_OTHER : nntile__unicode_class((uint32_t)cp);
}

/* ---- the pre-tokenizer ----------------------------------------------------- */

/* The end of the GPT-2 piece that starts at s[i] (i < n): the first of
 * 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
 * that matches there. */
static size_t nntile__tok_piece_end(const nntile_tokenizer *t, const unsigned char *s, size_t n,
                                    size_t i)
{
    static const char *const contractions[] = {"s", "t", "re", "ve", "m", "ll", "d"};
    if (s[i] == '\'')
        for (size_t c = 0; c < sizeof contractions / sizeof *contractions; ++c) {
            size_t k = strlen(contractions[c]);
            if (n - i - 1 >= k && memcmp(s + i + 1, contractions[c], k) == 0) return i + 1 + k;
        }
    size_t len, j = i;
    int k = nntile__tok_class(t, s, n, i, &len);
    if (s[i] == ' ' && i + 1 < n) { /* " ?" before a letter, number or other run */
        size_t l1;
        int k1 = nntile__tok_class(t, s, n, i + 1, &l1);
        if (k1 != NNTILE__UC_SPACE) {
            j = i + 1;
            k = k1;
            len = l1;
        }
    }
    if (k != NNTILE__UC_SPACE) { /* \p{L}+, \p{N}+ or [^\s\p{L}\p{N}]+ from j */
        for (j += len; j < n && nntile__tok_class(t, s, n, j, &len) == k; j += len) {}
        return j;
    }
    /* a run of m spaces: all of it at the end of the text; else, when m > 1,
     * all but its last space (\s+(?!\S)); else the one space (\s+) */
    size_t last = i, m = 0;
    for (j = i; j < n && nntile__tok_class(t, s, n, j, &len) == NNTILE__UC_SPACE; j += len) {
        last = j;
        ++m;
    }
    return j == n || m == 1 ? j : last;
}

/* Checks the arguments shared by pieces and encode. */
NNTILE_PRIVATE nntile_status nntile__tok_check(const char *fn, const nntile_tokenizer *t,
                                               const char *text, size_t len, const void *out,
                                               int64_t cap)
{
    if (!t) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the tokenizer is NULL", fn);
    if (!text && len)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: text is NULL with len=%zu", fn,
                             len);
    if (cap < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: cap=%lld is negative", fn,
                             (long long)cap);
    if (!out && cap)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the output is NULL with "
                             "cap=%lld", fn, (long long)cap);
    return NNTILE_OK;
}

NNTILE_API int64_t nntile_tokenizer_pieces(const nntile_tokenizer *t, const char *text,
                                           size_t len, int64_t *ends, int64_t cap)
{
    if (nntile__tok_check("nntile_tokenizer_pieces", t, text, len, ends, cap)) return -1;
    const unsigned char *s = (const unsigned char *)text;
    if (t->kind == NNTILE__TOK_JSON) return t->ops->pieces(t, s, len, ends, cap);
    int64_t count = 0;
    for (size_t i = 0; i < len; ++count) {
        i = t->kind == NNTILE__TOK_BYTES ? len : nntile__tok_piece_end(t, s, len, i);
        if (count < cap) ends[count] = (int64_t)i;
    }
    return count;
}

/* ---- lookups ---------------------------------------------------------------- */

/* The index k of token s[0, n), or -1. */
NNTILE_PRIVATE int32_t nntile__tok_find(const nntile_tokenizer *t, const char *s, size_t n)
{
    for (uint32_t h = nntile__hash_bytes(s, n) & t->vmask;; h = (h + 1) & t->vmask) {
        int32_t k = t->vmap[h];
        if (k < 0) return -1;
        if (t->str[k + 1] - t->str[k] - 1 == n && memcmp(t->strs + t->str[k], s, n) == 0)
            return k;
    }
}

static uint32_t nntile__tok_pair_slot(const nntile_tokenizer *t, uint64_t key)
{
    uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 32) & t->mmask;
    while (t->mkey[h] != key && t->mkey[h] != UINT64_MAX) h = (h + 1) & t->mmask;
    return h;
}

/* The merge of ids (a, b): 1 with its rank and the merged id, or 0. */
static int nntile__tok_merge(const nntile_tokenizer *t, int32_t a, int32_t b, int32_t *rank,
                             int32_t *merged)
{
    uint32_t h = nntile__tok_pair_slot(t, (uint64_t)a << 32 | (uint32_t)b);
    if (t->mkey[h] == UINT64_MAX) return 0;
    *rank = t->mrank[h];
    *merged = t->mnew[h];
    return 1;
}

/* ---- BPE --------------------------------------------------------------------- */

NNTILE_PRIVATE int nntile__tok_work_fit(nntile__tok_work *w, size_t m)
{
    if (m <= w->cap) return 1;
    size_t cap = m > 2 * w->cap ? m : 2 * w->cap, bytes;
    if (nntile__bytes((int64_t)cap, 3 * sizeof(int32_t) + 5 * sizeof(uint64_t), &bytes)) return 0;
    uint64_t *p = (uint64_t *)NNTILE_REALLOC(w->heap, bytes);
    if (!p) return 0;
    w->heap = p;                        /* 3 cap: m - 1 first pairs, 2 per merge */
    w->pend = p + 3 * cap;              /* 2 cap: the pairs one round of merges forms */
    w->sym = (int32_t *)(p + 5 * cap);
    w->next = w->sym + cap;
    w->prev = w->next + cap;
    w->cap = cap;
    return 1;
}

static void nntile__tok_push(nntile__tok_work *w, uint64_t v)
{
    size_t i = w->nheap++;
    while (i && w->heap[(i - 1) / 2] > v) {
        w->heap[i] = w->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    w->heap[i] = v;
}

static uint64_t nntile__tok_pop(nntile__tok_work *w)
{
    uint64_t top = w->heap[0], v = w->heap[--w->nheap];
    size_t i = 0, n = w->nheap;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && w->heap[c + 1] < w->heap[c]) ++c;
        if (w->heap[c] >= v) break;
        w->heap[i] = w->heap[c];
        i = c;
    }
    if (n) w->heap[i] = v;
    return top;
}

/* Queues the pair of symbols at positions a and b (adjacent) when it merges. */
static void nntile__tok_candidate(const nntile_tokenizer *t, nntile__tok_work *w, uint64_t *dst,
                                  size_t *n, int32_t a, int32_t b)
{
    int32_t rank, merged;
    if (nntile__tok_merge(t, w->sym[a], w->sym[b], &rank, &merged))
        dst[(*n)++] = (uint64_t)(uint32_t)rank << 32 | (uint32_t)a;
}

/* BPE on the symbols w->sym[0, m), m >= 1. The heap holds the candidate
 * pairs (rank << 32 | position of the left symbol: the lowest rank first,
 * then the leftmost). With hf = 0, in rounds like encoder.py: the lowest rank
 * r of a pair present; every pair of rank r, left to right; the pairs those
 * merges form join the heap after the round. A merge never forms a pair of
 * its own rank (the merged symbol is longer than either part), so a stale
 * entry is one whose pair now has another rank. With hf = 1, as Hugging
 * Face's tokenizers: one pair at a time, the pairs a merge forms join the
 * heap at once, and an entry is stale when the pair now at its position
 * does not merge into the token its rank's merge makes. Then the ids, appended
 * at ids[*count] (while below cap). */
NNTILE_PRIVATE void nntile__tok_bpe_ids(const nntile_tokenizer *t, nntile__tok_work *w,
                                        size_t m, int hf, int64_t *ids, int64_t cap,
                                        int64_t *count)
{
    for (size_t i = 0; i < m; ++i) {
        w->prev[i] = (int32_t)i - 1;
        w->next[i] = i + 1 < m ? (int32_t)i + 1 : -1;
    }
    w->nheap = 0;
    for (size_t i = 0; i + 1 < m; ++i)
        nntile__tok_candidate(t, w, w->heap, &w->nheap, (int32_t)i, (int32_t)i + 1);
    for (size_t k = w->nheap / 2; k-- > 0;) { /* heapify the first pairs */
        uint64_t v = w->heap[k];
        size_t i = k;
        for (;;) {
            size_t c = 2 * i + 1;
            if (c >= w->nheap) break;
            if (c + 1 < w->nheap && w->heap[c + 1] < w->heap[c]) ++c;
            if (w->heap[c] >= v) break;
            w->heap[i] = w->heap[c];
            i = c;
        }
        w->heap[i] = v;
    }
    while (w->nheap) {
        uint64_t r = w->heap[0] >> 32;
        size_t npend = 0;
        uint64_t *dst = hf ? w->heap : w->pend;
        size_t *ndst = hf ? &w->nheap : &npend;
        while (w->nheap && w->heap[0] >> 32 == r) {
            int32_t a = (int32_t)(uint32_t)nntile__tok_pop(w), b = w->next[a], rank, merged;
            if (w->sym[a] < 0 || b < 0) continue; /* merged away, or now the last symbol */
            if (!nntile__tok_merge(t, w->sym[a], w->sym[b], &rank, &merged) ||
                (hf ? merged != t->rnew[r] : (uint64_t)rank != r))
                continue; /* a stale pair */
            w->sym[a] = merged;
            w->sym[b] = -1;
            w->next[a] = w->next[b];
            if (w->next[b] >= 0) w->prev[w->next[b]] = a;
            size_t before = *ndst;
            if (w->prev[a] >= 0) nntile__tok_candidate(t, w, dst, ndst, w->prev[a], a);
            if (w->next[a] >= 0) nntile__tok_candidate(t, w, dst, ndst, a, w->next[a]);
            if (hf) { /* candidate() appended them: sift them up */
                size_t added = *ndst - before;
                *ndst = before;
                for (size_t k = 0; k < added; ++k) nntile__tok_push(w, w->heap[before + k]);
            }
            if (hf) break; /* the heap's top may now be a new pair of a lower rank */
        }
        for (size_t k = 0; k < npend; ++k) nntile__tok_push(w, w->pend[k]);
    }
    for (int32_t i = 0; i >= 0; i = w->next[i]) {
        if (*count < cap) ids[*count] = w->sym[i];
        ++*count;
    }
}

/* The error of a byte whose character (the GPT-2 byte table's) is not in
 * the vocabulary; where: "at" or "near" the offset. */
NNTILE_PRIVATE nntile_status nntile__tok_byte_missing(unsigned char byte, const char *where,
                                                      size_t offset)
{
    uint32_t cp[256];
    int16_t inv[NNTILE__TOK_NCP];
    char u[5] = {0};
    nntile__tok_byte_table(cp, inv);
    nntile__tok_utf8(cp[byte], u);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tokenizer_encode: byte 0x%02X %s "
                         "offset %zu is the character U+%04X \"%s\", which is not in the "
                         "vocabulary", byte, where, offset, (unsigned)cp[byte], u);
}

/* Encodes one GPT-2 piece p[0, m) (at byte offset at of the text), appending
 * its ids at ids[*count] (while below cap). */
static nntile_status nntile__tok_bpe(const nntile_tokenizer *t, nntile__tok_work *w,
                                     const unsigned char *p, size_t m, size_t at, int64_t *ids,
                                     int64_t cap, int64_t *count)
{
    if (m > NNTILE__TOK_MAX_PIECE)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tokenizer_encode: the piece "
                             "at byte %zu has %zu bytes, more than the limit of %zu", at, m,
                             NNTILE__TOK_MAX_PIECE);
    if (!nntile__tok_work_fit(w, m))
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_tokenizer_encode: out of memory "
                             "for a piece of %zu bytes", m);
    for (size_t i = 0; i < m; ++i) {
        int32_t id = t->byte_id[p[i]];
        if (id < 0) return nntile__tok_byte_missing(p[i], "at", at + i);
        w->sym[i] = id;
    }
    nntile__tok_bpe_ids(t, w, m, 0, ids, cap, count);
    return NNTILE_OK;
}

NNTILE_API int64_t nntile_tokenizer_encode(const nntile_tokenizer *t, const char *text,
                                           size_t len, int64_t *ids, int64_t cap)
{
    if (nntile__tok_check("nntile_tokenizer_encode", t, text, len, ids, cap)) return -1;
    const unsigned char *s = (const unsigned char *)text;
    if (t->kind == NNTILE__TOK_BYTES) {
        for (size_t i = 0; i < len && (int64_t)i < cap; ++i) ids[i] = s[i];
        return (int64_t)len;
    }
    if (t->kind == NNTILE__TOK_JSON) return t->ops->encode(t, s, len, 0, ids, cap);
    nntile__tok_work w;
    memset(&w, 0, sizeof w);
    int64_t count = 0;
    nntile_status st = NNTILE_OK;
    for (size_t i = 0, end; i < len && !st; i = end) {
        end = nntile__tok_piece_end(t, s, len, i);
        st = nntile__tok_bpe(t, &w, s + i, end - i, i, ids, cap, &count);
    }
    NNTILE_FREE(w.heap);
    return st ? -1 : count;
}

/* The index k of the token with this id, or -1. */
NNTILE_PRIVATE int32_t nntile__tok_index(const nntile_tokenizer *t, int64_t id)
{
    if (id < 0 || id >= t->vocab_size) return -1;
    if (t->id[t->ntok - 1] == t->ntok - 1) return (int32_t)id; /* ids 0 .. ntok - 1 */
    int32_t lo = 0, hi = t->ntok;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (t->id[mid] < id) lo = mid + 1;
        else hi = mid;
    }
    return lo < t->ntok && t->id[lo] == id ? lo : -1;
}

NNTILE_PRIVATE int32_t nntile__tok_id_at(const nntile_tokenizer *t, const int64_t *ids, int64_t i)
{
    const char *fn = "nntile_tokenizer_decode";
    int in = nntile__in_range(ids[i], 0, t->vocab_size);
    int32_t k = in && t->kind != NNTILE__TOK_BYTES ? nntile__tok_index(t, ids[i]) : 0;
    if (!in)
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: ids[%lld]=%lld is outside [0, %lld) "
                      "(the vocabulary size)", fn, (long long)i, (long long)ids[i],
                      (long long)t->vocab_size);
    else if (k < 0)
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: ids[%lld]=%lld is no token's id (a gap "
                      "in the vocabulary's ids)", fn, (long long)i, (long long)ids[i]);
    return in ? k : -1;
}

NNTILE_API int64_t nntile_tokenizer_decode(const nntile_tokenizer *t, const int64_t *ids,
                                           int64_t n, char *out, size_t cap)
{
    const char *fn = "nntile_tokenizer_decode";
    nntile_status st = !t ? nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the tokenizer is "
                                          "NULL", fn)
                     : n < 0 ? nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: n=%lld is "
                                             "negative", fn, (long long)n)
                     : !ids && n ? nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: ids is NULL "
                                                 "with n=%lld", fn, (long long)n)
                     : !out && cap ? nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: out is "
                                                   "NULL with cap=%zu", fn, cap)
                     : NNTILE_OK;
    if (st) return -1;
    if (t->kind == NNTILE__TOK_JSON && t->ops->decode) return t->ops->decode(t, ids, n, out, cap);
    int64_t count = 0;
    for (int64_t i = 0; i < n; ++i) {
        unsigned char one = (unsigned char)ids[i];
        const unsigned char *b = &one;
        size_t len = 1;
        int32_t k = nntile__tok_id_at(t, ids, i);
        if (k < 0) return -1;
        if (t->kind != NNTILE__TOK_BYTES) {
            b = t->bytes + t->dec[k];
            len = t->dec[k + 1] - t->dec[k];
        }
        for (size_t j = 0; j < len; ++j)
            if ((uint64_t)count + j < (uint64_t)cap) out[count + (int64_t)j] = (char)b[j];
        if (nntile__add_i64(count, (int64_t)len, &count)) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the text of %lld ids passes "
                          "INT64_MAX bytes", fn, (long long)n);
            return -1;
        }
    }
    return count;
}

NNTILE_API int64_t nntile_tokenizer_vocab_size(const nntile_tokenizer *t)
{
    if (!t) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tokenizer_vocab_size: the tokenizer "
                      "is NULL");
        return -1;
    }
    return t->vocab_size;
}

NNTILE_API int64_t nntile_tokenizer_token_id(const nntile_tokenizer *t, const char *token)
{
    if (!t || !token) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tokenizer_token_id: the %s is NULL",
                      t ? "token" : "tokenizer");
        return -1;
    }
    size_t n = strlen(token);
    if (t->kind == NNTILE__TOK_BYTES) return n == 1 ? (unsigned char)token[0] : -1;
    int32_t k = nntile__tok_find(t, token, n);
    return k < 0 ? -1 : t->id[k];
}

NNTILE_API void nntile_tokenizer_free(nntile_tokenizer *t)
{
    if (!t) return;
    if (t->json) t->ops->free(t->json);
    NNTILE_FREE(t->rnew);
    NNTILE_FREE(t->id);
    NNTILE_FREE(t->str);
    NNTILE_FREE(t->dec);
    NNTILE_FREE(t->strs);
    NNTILE_FREE(t->bytes);
    NNTILE_FREE(t->vmap);
    NNTILE_FREE(t->mkey);
    NNTILE_FREE(t->mrank);
    NNTILE_FREE(t->mnew);
    NNTILE_FREE(t);
}

/* ---- making one -------------------------------------------------------------- */

NNTILE_PRIVATE nntile_tokenizer *nntile__tok_new(int kind)
{
    nntile_tokenizer *t = (nntile_tokenizer *)NNTILE_MALLOC(sizeof *t);
    if (!t) return NULL;
    memset(t, 0, sizeof *t);
    t->kind = kind;
    for (uint32_t c = 0; c < 128; ++c) t->ascii[c] = (uint8_t)nntile__unicode_class(c);
    for (int b = 0; b < 256; ++b) t->byte_id[b] = kind == NNTILE__TOK_BYTES ? b : -1;
    t->vocab_size = kind == NNTILE__TOK_BYTES ? 256 : 0;
    return t;
}

NNTILE_API nntile_tokenizer *nntile_tokenizer_bytes(void)
{
    nntile_tokenizer *t = nntile__tok_new(NNTILE__TOK_BYTES);
    if (!t) nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_tokenizer_bytes: out of memory");
    return t;
}

/* The whole regular file at path into *buf (what names the file in messages). */
NNTILE_PRIVATE nntile_status nntile__tok_read(const char *what, const char *path, char **buf,
                                              size_t *len)
{
    int fd;
    uint64_t size;
    *buf = NULL;
    *len = 0;
    nntile_status st = nntile__open_regular(what, path, &fd, &size);
    if (st) return st;
    /* the size fstat gave, + 1 to see the end (a file that grows meanwhile
     * is read on, up to the limit) */
    size_t n = 0, cap = size < NNTILE__TOK_MAX_FILE ? (size_t)size + 1 : NNTILE__TOK_MAX_FILE + 1;
    char *b = (char *)NNTILE_MALLOC(cap);
    int err = 0;
    while (b && n <= NNTILE__TOK_MAX_FILE) {
        if (n == cap) {
            size_t ncap = cap > NNTILE__TOK_MAX_FILE / 2 ? NNTILE__TOK_MAX_FILE + 1 : 2 * cap;
            char *nb = (char *)NNTILE_REALLOC(b, ncap);
            if (!nb) {
                NNTILE_FREE(b);
                b = NULL;
                break;
            }
            b = nb;
            cap = ncap;
        }
        ssize_t got = read(fd, b + n, cap - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) err = errno;
        if (got <= 0) break;
        n += (size_t)got;
    }
    close(fd);
    if (!b || err || n > NNTILE__TOK_MAX_FILE) {
        NNTILE_FREE(b);
        return !b ? nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, path)
               : err ? nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': %s", what, path, strerror(err))
               : nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': more than the limit of "
                               "%zu bytes", what, path, NNTILE__TOK_MAX_FILE);
    }
    *buf = b;
    *len = n;
    return NNTILE_OK;
}

/* The smallest power of two >= 2 n (at least 16), as a mask. */
static uint32_t nntile__tok_mask(int64_t n)
{
    uint32_t cap = 16;
    while ((int64_t)cap < 2 * n) cap *= 2;
    return cap - 1;
}

static int nntile__tok_by_id(const void *a, const void *b)
{
    const nntile__tok_entry *x = (const nntile__tok_entry *)a, *y = (const nntile__tok_entry *)b;
    return x->id != y->id ? (x->id > y->id) - (x->id < y->id) : (x->v > y->v) - (x->v < y->v);
}

/* The members of object obj (of count >= 1 members) into e: "<prefix>[\"key\"]" an
 * integer id in [0, 2^31 - 1], the key non-empty. */
NNTILE_PRIVATE nntile_status nntile__tok_vocab_entries(const nntile__json *j, int obj,
                                                       const char *prefix, nntile__tok_entry *e)
{
    nntile_status st = NNTILE_OK;
    int32_t k = 0;
    for (int m = j->v[obj].first; m >= 0 && !st; m = j->v[m].next, ++k) {
        const char *key = j->work + j->v[m].keystr;
        char where[128], q[80];
        snprintf(where, sizeof where, "%s[\"%s\"]", prefix,
                 nntile__quote(q, sizeof q, key, strlen(key)));
        int64_t id = 0;
        if (!*key) st = nntile__json_fail(j, j->v[m].key, "an empty token");
        else st = nntile__jint(j, m, where, 0, INT32_MAX, &id);
        e[k].key = key;
        e[k].id = (int32_t)id;
        e[k].v = m;
        e[k].key_at = j->v[m].key;
        e[k].val_at = j->v[m].at;
    }
    return st;
}

NNTILE_PRIVATE nntile_status nntile__tok_table(nntile_tokenizer *t, const nntile__json *j,
                                               nntile__tok_entry *e, int32_t n)
{
    const char *path = j->source;
    size_t bytes = 0;
    for (int32_t k = 0; k < n; ++k) bytes += strlen(e[k].key) + 1;
    NNTILE_FREE(t->id);
    NNTILE_FREE(t->str);
    NNTILE_FREE(t->vmap);
    NNTILE_FREE(t->strs);
    t->ntok = 0;
    t->id = (int32_t *)NNTILE_MALLOC((size_t)n * sizeof *t->id);
    t->str = (uint32_t *)NNTILE_MALLOC(((size_t)n + 1) * sizeof *t->str);
    t->vmask = nntile__tok_mask(n);
    t->vmap = (int32_t *)NNTILE_MALLOC(((size_t)t->vmask + 1) * sizeof *t->vmap);
    t->strs = (char *)NNTILE_MALLOC(bytes ? bytes : 1);
    if (!t->id || !t->str || !t->vmap || !t->strs)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", j->what, path);
    qsort(e, (size_t)n, sizeof *e, nntile__tok_by_id);
    nntile_status st = NNTILE_OK;
    for (uint32_t h = 0; h <= t->vmask; ++h) t->vmap[h] = -1;
    size_t at = 0;
    t->str[0] = 0;
    for (int32_t k = 0; k < n && !st; ++k) {
        const char *key = e[k].key;
        size_t kl = strlen(key);
        int32_t dup = nntile__tok_find(t, key, kl);
        if (dup >= 0) {
            int first = e[dup].v < e[k].v;
            char q[96];
            st = nntile__json_fail(j, first ? e[k].key_at : e[dup].key_at, "token \"%s\" "
                                   "appears twice (ids %d and %d)",
                                   nntile__quote(q, sizeof q, key, kl),
                                   first ? t->id[dup] : e[k].id, first ? e[k].id : t->id[dup]);
        } else if (k && e[k].id == t->id[k - 1]) {
            char qa[96], qb[96];
            const char *prev = t->strs + t->str[k - 1];
            st = nntile__json_fail(j, e[k].val_at, "tokens \"%s\" and \"%s\" both have "
                                   "id %d", nntile__quote(qa, sizeof qa, prev, strlen(prev)),
                                   nntile__quote(qb, sizeof qb, key, kl), e[k].id);
        }
        memcpy(t->strs + at, key, kl + 1);
        t->id[k] = e[k].id;
        at += kl + 1;
        t->str[k + 1] = (uint32_t)at;
        uint32_t h = nntile__hash_bytes(key, kl) & t->vmask;
        while (t->vmap[h] >= 0) h = (h + 1) & t->vmask;
        t->vmap[h] = k;
        t->ntok = k + 1;
    }
    if (!st) t->vocab_size = (int64_t)t->id[n - 1] + 1;
    return st;
}

/* Reads the tokens of vocab.json (text[0, len)) into t. */
static nntile_status nntile__tok_vocab(nntile_tokenizer *t, const char *path, const char *text,
                                       size_t len)
{
    nntile__json j;
    memset(&j, 0, sizeof j);
    j.text = text;
    j.len = len;
    j.source = path;
    j.what = "tokenizer vocab";
    int root = nntile__json_parse(&j);
    nntile_status st = root < 0 ? nntile_last_status()
                                : nntile__jexpect(&j, root, "vocab", NNTILE__J_OBJ,
                                                  "an object of token -> id");
    if (!st && !j.v[root].count) st = nntile__jerr(&j, root, "vocab", "no tokens");
    int32_t n = st ? 0 : j.v[root].count;
    nntile__tok_entry *e = NULL;
    if (!st) {
        e = (nntile__tok_entry *)NNTILE_MALLOC((size_t)n * sizeof *e);
        if (!e)
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tokenizer vocab '%s': out of memory",
                               path);
    }
    if (!st) st = nntile__tok_vocab_entries(&j, root, "vocab", e);
    if (!st) st = nntile__tok_table(t, &j, e, n);
    NNTILE_FREE(e);
    NNTILE_FREE(j.v);
    NNTILE_FREE(j.work);
    return st;
}

/* The bytes each token decodes to, and the id of each byte's character. */
NNTILE_PRIVATE nntile_status nntile__tok_decoding(nntile_tokenizer *t, const char *path)
{
    uint32_t cp[256];
    int16_t inv[NNTILE__TOK_NCP];
    nntile__tok_byte_table(cp, inv);
    size_t total = t->str[t->ntok];
    t->dec = (uint32_t *)NNTILE_MALLOC(((size_t)t->ntok + 1) * sizeof *t->dec);
    t->bytes = (unsigned char *)NNTILE_MALLOC(total + 1);
    if (!t->dec || !t->bytes)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tokenizer vocab '%s': out of memory",
                             path);
    uint32_t at = 0;
    for (int32_t k = 0; k < t->ntok; ++k) {
        const unsigned char *s = (const unsigned char *)t->strs + t->str[k];
        size_t n = strlen((const char *)s), i = 0, len;
        t->dec[k] = at;
        for (int32_t c; i < n; i += len) { /* each character's byte, while all have one */
            len = nntile__utf8_at(s, n, i, &c);
            if (c < 0 || c >= NNTILE__TOK_NCP || inv[c] < 0) break;
            t->bytes[at++] = (unsigned char)inv[c];
        }
        if (i < n) { /* a character outside the table: the token's own bytes */
            memcpy(t->bytes + t->dec[k], s, n);
            at = t->dec[k] + (uint32_t)n;
        }
    }
    t->dec[t->ntok] = at;
    for (int b = 0; b < 256; ++b) {
        char u[4];
        int32_t k = nntile__tok_find(t, u, nntile__tok_utf8(cp[b], u));
        t->byte_id[b] = k < 0 ? -1 : t->id[k];
    }
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__tok_merges_alloc(nntile_tokenizer *t, const char *what,
                                                      const char *path, int64_t n)
{
    t->mmask = nntile__tok_mask(n);
    size_t slots = (size_t)t->mmask + 1;
    t->mkey = (uint64_t *)NNTILE_MALLOC(slots * sizeof *t->mkey);
    t->mrank = (int32_t *)NNTILE_MALLOC(slots * sizeof *t->mrank);
    t->mnew = (int32_t *)NNTILE_MALLOC(slots * sizeof *t->mnew);
    t->rnew = (int32_t *)NNTILE_MALLOC(((size_t)n + 1) * sizeof *t->rnew);
    if (!t->mkey || !t->mrank || !t->mnew || !t->rnew)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, path);
    for (size_t h = 0; h < slots; ++h) t->mkey[h] = UINT64_MAX;
    return NNTILE_OK;
}

NNTILE_PRIVATE int nntile__tok_merge_add(nntile_tokenizer *t, const char *a, size_t na,
                                         const char *b, size_t nb, int32_t rank)
{
    int32_t ka = nntile__tok_find(t, a, na), kb = nntile__tok_find(t, b, nb), kc = -1;
    if (ka < 0) return 1;
    if (kb < 0) return 2;
    char both[2 * NNTILE__JSON_MAX_STRING + 1]; /* two tokens: each at most that long */
    if (na + nb < sizeof both) {
        memcpy(both, a, na);
        memcpy(both + na, b, nb);
        kc = nntile__tok_find(t, both, na + nb);
    }
    if (kc < 0) return 3;
    uint64_t key = (uint64_t)t->id[ka] << 32 | (uint32_t)t->id[kb];
    uint32_t h = nntile__tok_pair_slot(t, key); /* a merge listed again: its last rank */
    t->mkey[h] = key;
    t->mrank[h] = rank;
    t->mnew[h] = t->id[kc];
    t->rnew[rank] = t->id[kc];
    return 0;
}

/* "tokenizer merges '<path>': line N: <message>". */
static NNTILE__PRINTF(3, 4) nntile_status nntile__tok_merr(const char *path, long line,
                                                           const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tokenizer merges '%s': line %ld: %s", path,
                         line, msg);
}

/* Reads the merges of merges.txt (s[0, len)) into t. */
static nntile_status nntile__tok_merges(nntile_tokenizer *t, const char *path, const char *s,
                                        size_t len)
{
    int64_t lines = 1;
    for (const char *p = s; (p = (const char *)memchr(p, '\n', (size_t)(s + len - p))); ++p)
        ++lines;
    if (lines >= INT32_MAX)
        return nntile__tok_merr(path, (long)lines, "more than %d lines", INT32_MAX - 1);
    nntile_status st = nntile__tok_merges_alloc(t, "tokenizer merges", path, lines);
    if (st) return st;
    int32_t rank = 0;
    long line = 0;
    for (size_t pos = 0, next; pos < len; pos = next) {
        const char *p = s + pos, *nl = (const char *)memchr(p, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - s) : len;
        next = nl ? end + 1 : len;
        ++line;
        const char *nul = (const char *)memchr(p, '\0', end - pos);
        if (nul)
            return nntile__tok_merr(path, line, "a NUL byte (file byte %zu)", (size_t)(nul - s));
        if (end > pos && s[end - 1] == '\r') --end;
        size_t n = end - pos;
        if (line == 1 && n >= 8 && memcmp(p, "#version", 8) == 0) continue;
        if (!n) return nntile__tok_merr(path, line, "an empty line (a merge is two tokens and "
                                        "one space)");
        const char *sp = (const char *)memchr(p, ' ', n);
        size_t nsp = 0;
        for (size_t i = 0; i < n; ++i) nsp += p[i] == ' ';
        char q[96];
        if (nsp != 1)
            return nntile__tok_merr(path, line, "\"%s\": %zu spaces, not the one between two "
                                    "tokens", nntile__quote(q, sizeof q, p, n), nsp);
        size_t na = (size_t)(sp - p), nb = n - na - 1;
        if (!na || !nb)
            return nntile__tok_merr(path, line, "an empty token %s the space",
                                    na ? "after" : "before");
        int bad = nntile__tok_merge_add(t, p, na, sp + 1, nb, rank++);
        if (bad) {
            char both[2 * NNTILE__JSON_MAX_STRING + 1]; /* two tokens of vocab.json */
            if (bad == 3) {
                memcpy(both, p, na);
                memcpy(both + na, sp + 1, nb);
            }
            const char *w = bad == 1 ? p : bad == 2 ? sp + 1 : both;
            size_t wn = bad == 1 ? na : bad == 2 ? nb : na + nb;
            return nntile__tok_merr(path, line, "%s \"%s\" is not in the vocabulary",
                                    bad == 3 ? "the merged token" : "token",
                                    nntile__quote(q, sizeof q, w, wn));
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_tokenizer *nntile_tokenizer_load_gpt2(const char *vocab_json,
                                                        const char *merges_txt)
{
    char *vocab = NULL, *merges = NULL;
    size_t nv = 0, nm = 0;
    nntile_tokenizer *t = nntile__tok_new(NNTILE__TOK_GPT2);
    nntile_status st = !t ? nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_tokenizer_load_gpt2: "
                                          "out of memory")
                     : nntile__tok_read("tokenizer vocab", vocab_json, &vocab, &nv);
    if (!st) st = nntile__tok_read("tokenizer merges", merges_txt, &merges, &nm);
    if (!st) st = nntile__tok_vocab(t, vocab_json, vocab, nv);
    if (!st) st = nntile__tok_decoding(t, vocab_json);
    if (!st) st = nntile__tok_merges(t, merges_txt, merges, nm);
    NNTILE_FREE(vocab);
    NNTILE_FREE(merges);
    if (st) {
        nntile_tokenizer_free(t);
        return NULL;
    }
    return t;
}
