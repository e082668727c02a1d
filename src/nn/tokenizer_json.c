/* nn/tokenizer_json.c: tokenizers from Hugging Face tokenizer.json files
 * (what is supported and what is refused: tokenizer.h). The file is read by
 * json.c's reader, the vocabulary, merges and BPE are tokenizer.c's, the
 * Split patterns run on regex.c's engine. Encoding goes:
 *   text -> sections between added tokens (each added token is its id)
 *        -> the normalizer (Prepend, Replace, NFC, NFD) and the Metaspace
 *           edits (a copy with a map back to the text's offsets, or the text
 *           itself when there are none or none changes it)
 *        -> the pre-tokenizer's splits -> pieces -> the BPE model -> ids. */

#include "../internal.h"
#include "nn_internal.h"

#define NNTILE__TOKJ_MAX_STEPS 8     /* normalizers, pre-tokenizers, decoders in a Sequence */
#define NNTILE__TOKJ_MAX_EDIT 32     /* bytes of a Prepend/Replace/Metaspace string */
#define NNTILE__TOKJ_MAX_SPECIAL 8   /* ids a template adds before or after the text */
#define NNTILE__TOKJ_MAX_PIECE ((size_t)INT32_MAX)
#define NNTILE__TOKJ_PATH 160

/* GPT-2's pattern: the ByteLevel pre-tokenizer's with use_regex. */
static const char nntile__tokj_gpt2[] =
    "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";

/* An edit of a section's text: the normalizer's Prepend, Replace, NFC and
 * NFD (unicode_nfc.c), and Metaspace's (a Replace, then a Prepend only where
 * Metaspace prepends). */
enum { NNTILE__TOKJ_PREPEND, NNTILE__TOKJ_REPLACE, NNTILE__TOKJ_META_PREPEND, NNTILE__TOKJ_NFC,
       NNTILE__TOKJ_NFD };
typedef struct nntile__tokj_edit {
    int kind;
    char a[NNTILE__TOKJ_MAX_EDIT + 1], b[NNTILE__TOKJ_MAX_EDIT + 1]; /* Replace a by b */
    size_t na, nb;
} nntile__tokj_edit;

/* A split of the pre-tokenizer. */
enum { NNTILE__TOKJ_SPLIT_REGEX, NNTILE__TOKJ_SPLIT_DIGITS, NNTILE__TOKJ_SPLIT_META };
typedef struct nntile__tokj_split {
    int kind;
    nntile__re *re;  /* REGEX */
    int individual;  /* DIGITS: each digit alone (else runs of digits) */
} nntile__tokj_split;

/* A step of the decoder chain (a ByteLevel decoder alone is tokenizer.c's decode). */
enum { NNTILE__TOKJ_DEC_REPLACE, NNTILE__TOKJ_DEC_BYTE_FALLBACK, NNTILE__TOKJ_DEC_FUSE,
       NNTILE__TOKJ_DEC_STRIP, NNTILE__TOKJ_DEC_METASPACE };
typedef struct nntile__tokj_dec {
    int kind;
    char a[NNTILE__TOKJ_MAX_EDIT + 1], b[NNTILE__TOKJ_MAX_EDIT + 1];
    size_t na, nb;
    int start, stop; /* STRIP: at most this many a's off each end; METASPACE: start = 1 when
                      * the first token loses its a's (prepend_scheme not "never") */
} nntile__tokj_dec;

/* An added token. */
typedef struct nntile__tokj_added {
    int32_t id;
    uint32_t at, len; /* its content: strs[at, at + len) */
    int normalized;
} nntile__tokj_added;

struct nntile__tok_json {
    int nedit;
    nntile__tokj_edit edit[NNTILE__TOKJ_MAX_STEPS + 2];
    int meta_first;          /* META_PREPEND only in the section at offset 0 */
    char repl[NNTILE__TOKJ_MAX_EDIT + 1]; /* Metaspace's replacement of ' ' */
    size_t nrepl;
    int nsplit;
    nntile__tokj_split split[NNTILE__TOKJ_MAX_STEPS + 1];
    int bytelevel;           /* the pieces' bytes become bytes_to_unicode characters */
    char byte_char[256][2];  /* ... each byte's character as UTF-8 (byte_len[b] bytes) */
    uint8_t byte_len[256];
    int32_t ascii_id[128];   /* the id of each ASCII character's token, -1: none */
    int ignore_merges, byte_fallback, fuse_unk;
    int32_t unk_id;          /* -1: none */
    int32_t fallback_id[256]; /* the id of "<0xHH>" for each byte (byte_fallback) */
    int nadded;
    nntile__tokj_added *added;
    char *added_strs;
    /* per pass (0: added tokens matched in the text, 1: those matched after
     * normalizing): order[pass][first[pass][b] .. first[pass][b + 1]) are the
     * added tokens that start with byte b, longest first */
    int32_t *order[2];
    int32_t first[2][257];
    int npre, npost;
    int32_t pre[NNTILE__TOKJ_MAX_SPECIAL], post[NNTILE__TOKJ_MAX_SPECIAL];
    int ndec;
    nntile__tokj_dec dec[NNTILE__TOKJ_MAX_STEPS];
};

static void nntile__tokj_free(nntile__tok_json *x)
{
    if (!x) return;
    for (int k = 0; k < x->nsplit; ++k) nntile__re_free(x->split[k].re);
    NNTILE_FREE(x->added);
    NNTILE_FREE(x->added_strs);
    NNTILE_FREE(x->order[0]);
    NNTILE_FREE(x->order[1]);
    NNTILE_FREE(x);
}

/* ==== encoding ================================================================ */

/* One call's state: the output (ids, or piece ends), the scratch memory. */
typedef struct nntile__tokj_run {
    const nntile_tokenizer *t;
    const nntile__tok_json *x;
    const unsigned char *text;
    size_t len;
    int want_ends;       /* 1: pieces (out gets end offsets), 0: encode (out gets ids) */
    int64_t *out, cap, count, last_end;
    nntile__tok_work w;
    nntile__re_work rw;
    unsigned char *buf[2]; /* the edited text of a section, and a second one to edit into */
    size_t *map[2];        /* map[k][i]: the text offset where buf[k][i]'s character came
                            * from (only for pieces: encode has no use for it) */
    size_t section;        /* the offset of the section being edited (for messages) */
    size_t bufcap;
    nntile__nf_work nf;    /* a segment that NFC or NFD normalizes */
    char *scratch;         /* a piece's characters as a token string */
    size_t scratchcap;
    nntile_status st;
} nntile__tokj_run;

static nntile_status nntile__tokj_oom(void)
{
    return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_tokenizer_encode: out of memory");
}

static void nntile__tokj_put(nntile__tokj_run *r, int64_t v)
{
    if (r->count < r->cap) r->out[r->count] = v;
    ++r->count;
}

/* Room for n bytes in r->scratch. */
static int nntile__tokj_scratch(nntile__tokj_run *r, size_t n)
{
    if (n <= r->scratchcap) return 1;
    size_t cap = n > 2 * r->scratchcap ? n : 2 * r->scratchcap;
    char *p = (char *)NNTILE_REALLOC(r->scratch, cap);
    if (!p) return 0;
    r->scratch = p;
    r->scratchcap = cap;
    return 1;
}

/* The symbols of a piece p[0, m) that is not byte-level: each character's
 * token, or its bytes' "<0xHH>" tokens (byte_fallback), or the unknown token
 * (consecutive ones fused into one with fuse_unk); *nsym their count. at: the
 * piece's place in the text, for messages. */
static nntile_status nntile__tokj_chars(nntile__tokj_run *r, const unsigned char *p, size_t m,
                                        size_t at, size_t *nsym)
{
    const nntile_tokenizer *t = r->t;
    const nntile__tok_json *x = r->x;
    size_t n = 0;
    int last_unk = 0;
    for (size_t i = 0, len; i < m; i += len) {
        int32_t cp, id = -1;
        len = nntile__utf8_at(p, m, i, &cp);
        if (cp >= 0 && cp < 0x80) {
            id = x->ascii_id[cp];
        } else if (cp >= 0) {
            int32_t k = nntile__tok_find(t, (const char *)p + i, len);
            id = k < 0 ? -1 : t->id[k];
        }
        if (id >= 0) {
            r->w.sym[n++] = id;
            last_unk = 0;
        } else if (x->byte_fallback) {
            for (size_t b = 0; b < len; ++b) r->w.sym[n++] = x->fallback_id[p[i + b]];
            last_unk = 0;
        } else if (x->unk_id >= 0) {
            if (!(last_unk && x->fuse_unk)) r->w.sym[n++] = x->unk_id;
            last_unk = 1;
        } else {
            char u[5] = {0};
            memcpy(u, p + i, cp >= 0 ? len : 0);
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tokenizer_encode: the "
                                 "character %s%04X \"%s\" near offset %zu has no token (and the "
                                 "tokenizer has no byte_fallback and no unk_token)",
                                 cp >= 0 ? "U+" : "byte 0x", cp >= 0 ? (unsigned)cp : p[i], u,
                                 at);
        }
    }
    *nsym = n;
    return NNTILE_OK;
}

/* The symbols of a byte-level piece: each byte's bytes_to_unicode character. */
static nntile_status nntile__tokj_bytes(nntile__tokj_run *r, const unsigned char *p, size_t m,
                                        size_t at)
{
    for (size_t i = 0; i < m; ++i) {
        int32_t id = r->t->byte_id[p[i]];
        if (id < 0) return nntile__tok_byte_missing(p[i], "near", at);
        r->w.sym[i] = id;
    }
    return NNTILE_OK;
}

/* The token of the whole piece (ignore_merges), or -1. */
static int32_t nntile__tokj_whole(nntile__tokj_run *r, const unsigned char *p, size_t m)
{
    const nntile_tokenizer *t = r->t;
    if (!r->x->bytelevel) {
        int32_t k = nntile__tok_find(t, (const char *)p, m);
        return k < 0 ? -1 : t->id[k];
    }
    if (m > NNTILE__JSON_MAX_STRING) return -1; /* longer than any token */
    if (!nntile__tokj_scratch(r, 2 * m)) return -2;
    size_t n = 0;
    for (size_t i = 0; i < m; ++i) {
        memcpy(r->scratch + n, r->x->byte_char[p[i]], 2);
        n += r->x->byte_len[p[i]];
    }
    int32_t k = nntile__tok_find(t, r->scratch, n);
    return k < 0 ? -1 : t->id[k];
}

/* A piece u[lo, hi) (map: where its characters come from in the text, NULL
 * when u is the text): its end offset, or its ids. */
static void nntile__tokj_piece(nntile__tokj_run *r, const unsigned char *u, const size_t *map,
                               size_t lo, size_t hi)
{
    size_t end = map ? map[hi] : hi, at = map ? map[lo] : u == r->text ? lo : r->section;
    if (r->want_ends) { /* a piece of inserted characters only has no text: left out */
        if ((int64_t)end > r->last_end) nntile__tokj_put(r, (int64_t)end);
        if ((int64_t)end > r->last_end) r->last_end = (int64_t)end;
        return;
    }
    const unsigned char *p = u + lo;
    size_t m = hi - lo, nsym = m;
    if (m > NNTILE__TOKJ_MAX_PIECE) {
        r->st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tokenizer_encode: the piece "
                              "at byte %zu has %zu bytes, more than the limit of %zu", at, m,
                              NNTILE__TOKJ_MAX_PIECE);
        return;
    }
    if (r->x->ignore_merges) {
        int32_t id = nntile__tokj_whole(r, p, m);
        if (id == -2) r->st = nntile__tokj_oom();
        if (id >= 0) nntile__tokj_put(r, id);
        if (id != -1) return;
    }
    /* at most one symbol per byte (byte_fallback: one per byte of the character) */
    if (!nntile__tok_work_fit(&r->w, m)) {
        r->st = nntile__tokj_oom();
        return;
    }
    r->st = r->x->bytelevel ? nntile__tokj_bytes(r, p, m, at)
                            : nntile__tokj_chars(r, p, m, at, &nsym);
    if (!r->st && nsym) nntile__tok_bpe_ids(r->t, &r->w, nsym, 1, r->out, r->cap, &r->count);
}

/* Split k of the pre-tokenizer (and the ones after it) on u[lo, hi). */
static void nntile__tokj_cut(nntile__tokj_run *r, int k, const unsigned char *u,
                               const size_t *map, size_t lo, size_t hi);

/* Split: the matches of the pattern in u[lo, hi), and the text between them. */
static void nntile__tokj_cut_regex(nntile__tokj_run *r, int k, const unsigned char *u,
                               const size_t *map, size_t lo, size_t hi)
{
    const nntile__re *re = r->x->split[k].re;
    size_t gap = lo;
    for (size_t i = lo; i < hi && !r->st;) {
        ptrdiff_t e = nntile__re_match(re, &r->rw, u, hi, i);
        if (e == -2) {
            r->st = nntile__tokj_oom();
            return;
        }
        if (e < 0) { /* no match here: the character joins the text between matches */
            int32_t cp;
            i += nntile__utf8_at(u, hi, i, &cp);
            continue;
        }
        if (gap < i) nntile__tokj_cut(r, k + 1, u, map, gap, i);
        if (!r->st) nntile__tokj_cut(r, k + 1, u, map, i, (size_t)e);
        i = gap = (size_t)e;
    }
    if (!r->st && gap < hi) nntile__tokj_cut(r, k + 1, u, map, gap, hi);
}

/* Digits: each number character (category N*) alone, or runs of them; the
 * text between them as pieces. */
static void nntile__tokj_cut_digits(nntile__tokj_run *r, int k, const unsigned char *u,
                                const size_t *map, size_t lo, size_t hi)
{
    size_t start = lo;
    int prev = -1; /* the kind of the run so far: 1 digits, 0 other */
    for (size_t i = lo, len; i < hi && !r->st; i += len) {
        int32_t cp;
        len = nntile__utf8_at(u, hi, i, &cp);
        int digit = cp >= 0 && nntile__unicode_class((uint32_t)cp) == NNTILE__UC_NUMBER;
        if (i > start && (digit != prev || (digit && r->x->split[k].individual))) {
            nntile__tokj_cut(r, k + 1, u, map, start, i);
            start = i;
        }
        prev = digit;
    }
    if (!r->st && start < hi) nntile__tokj_cut(r, k + 1, u, map, start, hi);
}

/* Metaspace's split: a piece starts at each replacement character. */
static void nntile__tokj_cut_meta(nntile__tokj_run *r, int k, const unsigned char *u,
                                    const size_t *map, size_t lo, size_t hi)
{
    const char *a = r->x->repl;
    size_t na = r->x->nrepl, start = lo;
    for (size_t i = lo + 1; i + na <= hi && !r->st; ++i)
        if (memcmp(u + i, a, na) == 0) {
            nntile__tokj_cut(r, k + 1, u, map, start, i);
            start = i;
        }
    if (!r->st) nntile__tokj_cut(r, k + 1, u, map, start, hi);
}

static void nntile__tokj_cut(nntile__tokj_run *r, int k, const unsigned char *u,
                               const size_t *map, size_t lo, size_t hi)
{
    if (k == r->x->nsplit) nntile__tokj_piece(r, u, map, lo, hi);
    else if (r->x->split[k].kind == NNTILE__TOKJ_SPLIT_REGEX) nntile__tokj_cut_regex(r, k, u, map, lo, hi);
    else if (r->x->split[k].kind == NNTILE__TOKJ_SPLIT_DIGITS) nntile__tokj_cut_digits(r, k, u, map, lo, hi);
    else nntile__tokj_cut_meta(r, k, u, map, lo, hi);
}

/* Room for n bytes (and n + 1 map entries) in both edit buffers. */
static int nntile__tokj_bufs(nntile__tokj_run *r, size_t n)
{
    if (n <= r->bufcap) return 1;
    size_t cap = n > 2 * r->bufcap ? n : 2 * r->bufcap;
    for (int k = 0; k < 2; ++k) {
        unsigned char *b = (unsigned char *)NNTILE_REALLOC(r->buf[k], cap);
        if (b) r->buf[k] = b;
        size_t *m = r->want_ends ? (size_t *)NNTILE_REALLOC(r->map[k], (cap + 1) * sizeof *m)
                                 : NULL;
        if (m) r->map[k] = m;
        if (!b || (r->want_ends && !m)) return 0;
    }
    r->bufcap = cap;
    return 1;
}

/* The normalization form (NNTILE__NF_*) of edit kind NNTILE__TOKJ_NFC or NFD. */
static int nntile__tokj_form(int kind)
{
    return kind == NNTILE__TOKJ_NFC ? NNTILE__NF_NFC : NNTILE__NF_NFD;
}

/* Appends k bytes to buf[1 - src] at *out: buf[src][a, a + k) (seg 0) or the
 * normalized segment r->nf.out[0, k) (seg 1), mapped where buf[src]'s bytes
 * are (exact) or each to text offset at. 0 when out of memory. */
static int nntile__tokj_nf_put(nntile__tokj_run *r, int src, size_t *out, int seg, size_t a,
                               size_t k, int exact, size_t at)
{
    if (!nntile__tokj_bufs(r, *out + k)) return 0;
    size_t *dm = r->map[1 - src]; /* (the buffers may have moved) */
    memcpy(r->buf[1 - src] + *out, seg ? r->nf.out : r->buf[src] + a, k);
    if (dm && exact) memcpy(dm + *out, r->map[src] + a, k * sizeof *dm);
    for (size_t j = 0; dm && !exact && j < k; ++j) dm[*out + j] = at;
    *out += k;
    return 1;
}

/* NFC or NFD (form: NNTILE__NF_*) of buf[src][0, *n) into buf[1 - src], as
 * nntile__tokj_edit_one: the text that the quick check passes is copied, and
 * so is each segment it stops at that normalizing keeps as it is; a segment
 * that changes is replaced by its normal form, each byte of which maps to
 * the text offset of the segment's start (a composed character comes from
 * the whole segment). When the map of buf[src] gives the segment's end the
 * same offset as the byte before it (the end is inside what an edit before
 * made of one place of the text), the bytes after it map there too, up to
 * the first byte of a new offset: each offset the map gives is a place of
 * the text that the edits so far do not join across. */
static int nntile__tokj_edit_nf(nntile__tokj_run *r, int form, int src, size_t *n)
{
    size_t m = *n, out = 0, from = 0, at = 0, i = nntile__nf_quick(r->buf[src], m, 0, form);
    int open = 0; /* the bytes map to text offset at, up to a new offset in the map */
    if (i == m) return src; /* unchanged: stays in buf[src] */
    while (from < m) { /* buf[src][from, i) passes, the segment at i (when i < m) */
        if (open) {
            const size_t *sm = r->map[src];
            size_t p = from;
            for (int32_t cp; p < i && sm[p] == sm[p - 1];)
                p += nntile__utf8_at(r->buf[src], m, p, &cp);
            if (!nntile__tokj_nf_put(r, src, &out, 0, from, p - from, 0, at)) return -1;
            from = p;
            open = p < m && r->map[src][p] == r->map[src][p - 1];
            if (p < i) continue;
        }
        if (from < i && !nntile__tokj_nf_put(r, src, &out, 0, from, i - from, 1, 0)) return -1;
        if (i == m) break;
        size_t end = nntile__nf_segment(&r->nf, r->buf[src], m, i, form), no = r->nf.nout;
        if (!end) return -1;
        if (open || no != end - i || memcmp(r->nf.out, r->buf[src] + i, no) != 0) {
            const size_t *sm = r->map[src];
            if (!open) at = sm ? sm[i] : 0;
            if (!nntile__tokj_nf_put(r, src, &out, 1, 0, no, 0, at)) return -1;
            sm = r->map[src];
            open = sm && end < m && sm[end] == sm[end - 1];
        } else if (!nntile__tokj_nf_put(r, src, &out, 0, i, end - i, 1, 0)) {
            return -1;
        }
        from = end;
        i = from < m ? nntile__nf_quick(r->buf[src], m, from, form) : m;
    }
    if (r->map[1 - src]) r->map[1 - src][out] = r->map[src][m];
    *n = out;
    return 1 - src;
}

/* Applies edit e to buf[src][0, *n) into buf[1 - src]; the new length in *n.
 * section_start: the section's offset in the text (Metaspace's "first"). */
static int nntile__tokj_edit_one(nntile__tokj_run *r, const nntile__tokj_edit *e, int src,
                                 size_t *n, size_t section_start)
{
    const unsigned char *s = r->buf[src];
    const size_t *sm = r->map[src];
    size_t m = *n, out = 0;
    if (e->kind == NNTILE__TOKJ_NFC || e->kind == NNTILE__TOKJ_NFD)
        return nntile__tokj_edit_nf(r, nntile__tokj_form(e->kind), src, n);
    if (e->kind != NNTILE__TOKJ_REPLACE) {
        int prepend = m > 0;
        if (e->kind == NNTILE__TOKJ_META_PREPEND)
            prepend = prepend && !(m >= e->na && memcmp(s, e->a, e->na) == 0) &&
                      (!r->x->meta_first || section_start == 0);
        if (!prepend) return src; /* unchanged: stays in buf[src] */
        if (!nntile__tokj_bufs(r, m + e->na)) return -1;
        s = r->buf[src]; /* the buffers may have moved */
        sm = r->map[src];
        unsigned char *d = r->buf[1 - src];
        size_t *dm = r->map[1 - src];
        memcpy(d, e->a, e->na);
        memcpy(d + e->na, s, m);
        for (size_t i = 0; dm && i < e->na; ++i) dm[i] = sm[0];
        if (dm) memcpy(dm + e->na, sm, (m + 1) * sizeof *dm);
        *n = m + e->na;
        return 1 - src;
    }
    size_t hits = 0;
    for (size_t i = 0; i + e->na <= m;)
        if (memcmp(s + i, e->a, e->na) == 0) {
            ++hits;
            i += e->na;
        } else {
            ++i;
        }
    if (!hits) return src;
    size_t total = m - hits * e->na + hits * e->nb;
    if (!nntile__tokj_bufs(r, total)) return -1;
    s = r->buf[src]; /* the buffers may have moved */
    sm = r->map[src];
    unsigned char *d = r->buf[1 - src];
    size_t *dm = r->map[1 - src];
    for (size_t i = 0; i < m;) {
        if (i + e->na <= m && memcmp(s + i, e->a, e->na) == 0) {
            memcpy(d + out, e->b, e->nb);
            for (size_t k = 0; dm && k < e->nb; ++k) dm[out + k] = sm[i];
            out += e->nb;
            i += e->na;
        } else {
            if (dm) dm[out] = sm[i];
            d[out++] = s[i++];
        }
    }
    if (dm) dm[out] = sm[m];
    *n = out;
    return 1 - src;
}

/* 1 when the edits are NFC and NFD only and keep text[a, b) as it is (their
 * quick checks pass it): then it needs no copy. */
static int nntile__tokj_kept(const nntile__tokj_run *r, size_t a, size_t b)
{
    for (int e = 0; e < r->x->nedit; ++e) {
        int kind = r->x->edit[e].kind;
        if (kind != NNTILE__TOKJ_NFC && kind != NNTILE__TOKJ_NFD) return 0;
        if (nntile__nf_quick(r->text + a, b - a, 0, nntile__tokj_form(kind)) != b - a) return 0;
    }
    return 1;
}

/* A section text[a, b) (no added token in it): edited, split, encoded. */
static void nntile__tokj_section(nntile__tokj_run *r, size_t a, size_t b)
{
    const nntile__tok_json *x = r->x;
    if (!x->nedit || nntile__tokj_kept(r, a, b)) {
        nntile__tokj_cut(r, 0, r->text, NULL, a, b);
        return;
    }
    size_t n = b - a;
    if (!nntile__tokj_bufs(r, n)) {
        r->st = nntile__tokj_oom();
        return;
    }
    memcpy(r->buf[0], r->text + a, n);
    for (size_t i = 0; r->want_ends && i <= n; ++i) r->map[0][i] = a + i;
    r->section = a;
    int cur = 0;
    for (int e = 0; e < x->nedit && cur >= 0; ++e) cur = nntile__tokj_edit_one(r, &x->edit[e], cur, &n, a);
    if (cur < 0) {
        r->st = nntile__tokj_oom();
        return;
    }
    nntile__tokj_cut(r, 0, r->buf[cur], r->map[cur], 0, n);
}

/* The longest added token of the pass that starts at s[i] (s has n bytes):
 * its index in x->added, or -1. */
static int32_t nntile__tokj_added_at(const nntile__tok_json *x, int pass, const unsigned char *s,
                                     size_t n, size_t i)
{
    for (int32_t k = x->first[pass][s[i]]; k < x->first[pass][s[i] + 1]; ++k) {
        const nntile__tokj_added *a = &x->added[x->order[pass][k]];
        if (a->len <= n - i && memcmp(s + i, x->added_strs + a->at, a->len) == 0)
            return x->order[pass][k];
    }
    return -1;
}

/* text[a, b) cut at the added tokens of a pass (leftmost, then longest):
 * the sections between them go to the next pass or to the model. */
static void nntile__tokj_pass(nntile__tokj_run *r, int pass, size_t a, size_t b)
{
    const nntile__tok_json *x = r->x;
    size_t start = a;
    for (size_t i = a; i < b && !r->st;) {
        int32_t k = x->first[pass][r->text[i] + 1] > x->first[pass][r->text[i]]
                        ? nntile__tokj_added_at(x, pass, r->text, b, i) : -1;
        if (k < 0) {
            ++i;
            continue;
        }
        if (start < i) {
            if (pass == 0) nntile__tokj_pass(r, 1, start, i);
            else nntile__tokj_section(r, start, i);
        }
        i += x->added[k].len;
        start = i;
        if (r->st) return;
        if (r->want_ends) {
            nntile__tokj_put(r, (int64_t)i);
            r->last_end = (int64_t)i;
        } else {
            nntile__tokj_put(r, x->added[k].id);
        }
    }
    if (!r->st && start < b) {
        if (pass == 0) nntile__tokj_pass(r, 1, start, b);
        else nntile__tokj_section(r, start, b);
    }
}

static int64_t nntile__tokj_run_text(const nntile_tokenizer *t, const unsigned char *s,
                                     size_t len, int want_ends, int flags, int64_t *out,
                                     int64_t cap)
{
    nntile__tokj_run r;
    memset(&r, 0, sizeof r);
    r.t = t;
    r.x = t->json;
    r.text = s;
    r.len = len;
    r.want_ends = want_ends;
    r.out = out;
    r.cap = cap;
    int special = !want_ends && (flags & NNTILE_TOKENIZER_ADD_SPECIAL);
    for (int k = 0; special && k < r.x->npre; ++k) nntile__tokj_put(&r, r.x->pre[k]);
    nntile__tokj_pass(&r, 0, 0, len);
    for (int k = 0; special && !r.st && k < r.x->npost; ++k) nntile__tokj_put(&r, r.x->post[k]);
    NNTILE_FREE(r.w.heap);
    NNTILE_FREE(r.rw.stack);
    NNTILE_FREE(r.buf[0]);
    NNTILE_FREE(r.buf[1]);
    NNTILE_FREE(r.map[0]);
    NNTILE_FREE(r.map[1]);
    NNTILE_FREE(r.scratch);
    nntile__nf_work_free(&r.nf);
    return r.st ? -1 : r.count;
}

static int64_t nntile__tokj_pieces(const nntile_tokenizer *t, const unsigned char *s, size_t len,
                                   int64_t *ends, int64_t cap)
{
    return nntile__tokj_run_text(t, s, len, 1, 0, ends, cap);
}

static int64_t nntile__tokj_encode(const nntile_tokenizer *t, const unsigned char *s, size_t len,
                                   int flags, int64_t *ids, int64_t cap)
{
    return nntile__tokj_run_text(t, s, len, 0, flags, ids, cap);
}

NNTILE_API int64_t nntile_tokenizer_encode_flags(const nntile_tokenizer *t, const char *text,
                                                 size_t len, int flags, int64_t *ids,
                                                 int64_t cap)
{
    const char *fn = "nntile_tokenizer_encode_flags";
    if (nntile__tok_check(fn, t, text, len, ids, cap)) return -1;
    if (flags & ~NNTILE_TOKENIZER_ADD_SPECIAL) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: flags=%d has bits other than "
                      "NNTILE_TOKENIZER_ADD_SPECIAL", fn, flags);
        return -1;
    }
    if (t->kind != NNTILE__TOK_JSON) return nntile_tokenizer_encode(t, text, len, ids, cap);
    return nntile__tokj_encode(t, (const unsigned char *)text, len, flags, ids, cap);
}

/* ==== decoding ==================================================================== */

/* A list of token strings: token k is b[off[k], off[k + 1]). */
typedef struct nntile__tokj_list {
    unsigned char *b;
    size_t n, cap;
    size_t *off;
    size_t nt, capt;
} nntile__tokj_list;

static void nntile__tokj_list_free(nntile__tokj_list *l)
{
    NNTILE_FREE(l->b);
    NNTILE_FREE(l->off);
    memset(l, 0, sizeof *l);
}

/* Appends p[0, n) to the last token of l. */
static int nntile__tokj_list_add(nntile__tokj_list *l, const void *p, size_t n)
{
    if (l->n + n > l->cap) {
        size_t cap = l->n + n > 2 * l->cap ? l->n + n : 2 * l->cap;
        unsigned char *b = (unsigned char *)NNTILE_REALLOC(l->b, cap ? cap : 16);
        if (!b) return 0;
        l->b = b;
        l->cap = cap ? cap : 16;
    }
    if (n) memcpy(l->b + l->n, p, n);
    l->n += n;
    l->off[l->nt] = l->n;
    return 1;
}

/* Starts a new (empty) token in l. */
static int nntile__tokj_list_new(nntile__tokj_list *l)
{
    if (l->nt + 2 > l->capt) {
        size_t cap = l->capt ? 2 * l->capt : 16;
        size_t *o = (size_t *)NNTILE_REALLOC(l->off, cap * sizeof *o);
        if (!o) return 0;
        l->off = o;
        l->capt = cap;
    }
    if (!l->nt) l->off[0] = l->n;
    l->off[++l->nt] = l->n;
    return 1;
}

/* The byte of a "<0xHH>" token, or -1. */
static int nntile__tokj_byte_token(const unsigned char *s, size_t n)
{
    if (n != 6 || memcmp(s, "<0x", 3) != 0 || s[5] != '>') return -1;
    int v = 0;
    for (int i = 3; i < 5; ++i) {
        int c = s[i], d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                        : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return -1;
        v = v * 16 + d;
    }
    return v;
}

/* One step of the decoder on the tokens of in, into out (empty). */
static int nntile__tokj_dec_step(const nntile__tokj_dec *d, const nntile__tokj_list *in,
                                 nntile__tokj_list *out)
{
    int ok = 1;
    for (size_t k = 0; k < in->nt && ok; ++k) {
        const unsigned char *s = in->b + in->off[k];
        size_t n = in->off[k + 1] - in->off[k];
        int byte = d->kind == NNTILE__TOKJ_DEC_BYTE_FALLBACK ? nntile__tokj_byte_token(s, n) : -1;
        int prev_byte = k && d->kind == NNTILE__TOKJ_DEC_BYTE_FALLBACK &&
                        nntile__tokj_byte_token(in->b + in->off[k - 1],
                                                in->off[k] - in->off[k - 1]) >= 0;
        /* a new token, but for Fuse and for a byte that joins the bytes before it */
        if (!(d->kind == NNTILE__TOKJ_DEC_FUSE && k) && !(byte >= 0 && prev_byte))
            ok = nntile__tokj_list_new(out);
        if (!ok) break;
        if (byte >= 0) {
            unsigned char c = (unsigned char)byte;
            ok = nntile__tokj_list_add(out, &c, 1);
        } else if (d->kind == NNTILE__TOKJ_DEC_REPLACE || d->kind == NNTILE__TOKJ_DEC_METASPACE) {
            /* Metaspace: the first token drops its replacement characters */
            int drop = d->kind == NNTILE__TOKJ_DEC_METASPACE && k == 0 && d->start;
            for (size_t i = 0; i < n && ok;) {
                if (i + d->na <= n && memcmp(s + i, d->a, d->na) == 0) {
                    ok = drop || nntile__tokj_list_add(out, d->b, d->nb);
                    i += d->na;
                } else {
                    ok = nntile__tokj_list_add(out, s + i++, 1);
                }
            }
        } else if (d->kind == NNTILE__TOKJ_DEC_STRIP) {
            size_t lo = 0, hi = n;
            for (int c = 0; c < d->start && hi - lo >= d->na && !memcmp(s + lo, d->a, d->na); ++c)
                lo += d->na;
            for (int c = 0; c < d->stop && hi - lo >= d->na &&
                            !memcmp(s + hi - d->na, d->a, d->na); ++c)
                hi -= d->na;
            ok = nntile__tokj_list_add(out, s + lo, hi - lo);
        } else {
            ok = nntile__tokj_list_add(out, s, n);
        }
    }
    return ok;
}

static int64_t nntile__tokj_decode(const nntile_tokenizer *t, const int64_t *ids, int64_t n,
                                   char *out, size_t cap)
{
    const nntile__tok_json *x = t->json;
    nntile__tokj_list a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    int ok = 1;
    for (int64_t i = 0; i < n && ok; ++i) {
        int32_t k = nntile__tok_id_at(t, ids, i);
        if (k < 0) {
            nntile__tokj_list_free(&a);
            return -1;
        }
        ok = nntile__tokj_list_new(&a) &&
             nntile__tokj_list_add(&a, t->strs + t->str[k], t->str[k + 1] - t->str[k] - 1);
    }
    for (int s = 0; s < x->ndec && ok; ++s) {
        ok = nntile__tokj_dec_step(&x->dec[s], &a, &b);
        nntile__tokj_list tmp = a;
        a = b;
        b = tmp;
        nntile__tokj_list_free(&b);
    }
    nntile__tokj_list_free(&b);
    if (!ok) {
        nntile__tokj_list_free(&a);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_tokenizer_decode: out of memory");
        return -1;
    }
    size_t total = a.nt ? a.off[a.nt] - a.off[0] : 0;
    if (total && cap) memcpy(out, a.b + a.off[0], total < cap ? total : cap);
    nntile__tokj_list_free(&a);
    return (int64_t)total;
}

static const nntile__tok_ops nntile__tokj_ops_bytelevel = {nntile__tokj_pieces,
                                                           nntile__tokj_encode, NULL,
                                                           nntile__tokj_free};
static const nntile__tok_ops nntile__tokj_ops_chain = {nntile__tokj_pieces, nntile__tokj_encode,
                                                       nntile__tokj_decode, nntile__tokj_free};

/* ==== loading ======================================================================= */

/* The loader's state. */
typedef struct nntile__tokj_load {
    nntile__json j;
    nntile_tokenizer *t;
    nntile__tok_json *x;
    int decoder_bytelevel;
    int normalizer;          /* the file has a normalizer */
    int model_vocab;         /* tokens of model.vocab (the first ones of e) */
    nntile__tok_entry *e;    /* model.vocab, then the added tokens not in it */
} nntile__tokj_load;

#define NNTILE__TOKJ_ERR(L, v, path, ...) nntile__jerr(&(L)->j, (v), (path), __VA_ARGS__)

/* path = "<parent>.<key>" or "<parent>[i]". */
static const char *nntile__tokj_path(char *buf, const char *parent, const char *key, int index)
{
    char tmp[NNTILE__TOKJ_PATH]; /* parent may be buf */
    int n = key ? snprintf(tmp, sizeof tmp, "%s%s%s", parent, *parent ? "." : "", key)
                : snprintf(tmp, sizeof tmp, "%s[%d]", parent, index);
    if (n < 0) tmp[0] = 0; /* a path longer than the buffer is cut */
    memcpy(buf, tmp, sizeof tmp);
    return buf;
}

/* The "type" of object v (an object with a string member "type"). */
static nntile_status nntile__tokj_type(nntile__tokj_load *L, int v, const char *path,
                                       const char **type)
{
    char p[NNTILE__TOKJ_PATH];
    nntile_status st = nntile__jexpect(&L->j, v, path, NNTILE__J_OBJ, "an object");
    if (st) return st;
    for (int m = L->j.v[v].first; m >= 0; m = L->j.v[m].next)
        if (!strcmp(L->j.work + L->j.v[m].keystr, "type")) {
            st = nntile__jexpect(&L->j, m, nntile__tokj_path(p, path, "type", 0), NNTILE__J_STR,
                                 "a string");
            *type = st ? NULL : nntile__jstr(&L->j, m);
            return st;
        }
    return NNTILE__TOKJ_ERR(L, v, path, "missing key \"type\"");
}

/* A string member (v >= 0) of at most NNTILE__TOKJ_MAX_EDIT bytes (non-empty
 * unless may_be_empty) into buf. */
static nntile_status nntile__tokj_str(nntile__tokj_load *L, int v, const char *path, char *buf,
                                      size_t *n, int may_be_empty)
{
    nntile_status st = nntile__jexpect(&L->j, v, path, NNTILE__J_STR, "a string");
    if (st) return st;
    const char *s = nntile__jstr(&L->j, v);
    *n = strlen(s);
    if (*n > NNTILE__TOKJ_MAX_EDIT || (!*n && !may_be_empty))
        return NNTILE__TOKJ_ERR(L, v, path, "a string of %zu bytes (supported: 1 to %d)", *n,
                                NNTILE__TOKJ_MAX_EDIT);
    memcpy(buf, s, *n + 1);
    return NNTILE_OK;
}

/* A {"String": s} pattern (a "Regex" one is refused). */
static nntile_status nntile__tokj_string_pattern(nntile__tokj_load *L, int v, const char *path,
                                                 char *buf, size_t *n)
{
    static const nntile__jkey keys[] = {{"String", 0}, {"Regex", 0}};
    int m[2];
    char p[NNTILE__TOKJ_PATH];
    nntile_status st = nntile__jobject(&L->j, v, path, keys, 2, m);
    if (!st && m[1] >= 0)
        return NNTILE__TOKJ_ERR(L, m[1], nntile__tokj_path(p, path, "Regex", 0), "a regex "
                                "pattern is not supported here (only {\"String\": ...})");
    if (!st && m[0] < 0) return NNTILE__TOKJ_ERR(L, v, path, "missing key \"String\"");
    return st ? st : nntile__tokj_str(L, m[0], nntile__tokj_path(p, path, "String", 0), buf, n, 0);
}

/* A boolean member that must have the given value when present. */
static nntile_status nntile__tokj_bool_is(nntile__tokj_load *L, int v, const char *path,
                                          int want)
{
    int b = want;
    if (v < 0) return NNTILE_OK;
    nntile_status st = nntile__jbool(&L->j, v, path, &b);
    if (!st && b != want)
        st = NNTILE__TOKJ_ERR(L, v, path, "%s is not supported (only %s)", b ? "true" : "false",
                              want ? "true" : "false");
    return st;
}

static nntile_status nntile__tokj_null(nntile__tokj_load *L, int v, const char *path,
                                       const char *why)
{
    if (v < 0 || L->j.v[v].type == NNTILE__J_NULL) return NNTILE_OK;
    return NNTILE__TOKJ_ERR(L, v, path, "only null is supported (%s)", why);
}

static nntile_status nntile__tokj_add_edit(nntile__tokj_load *L, int v, const char *path,
                                           nntile__tokj_edit **e)
{
    if (L->x->nedit == NNTILE__TOKJ_MAX_STEPS + 2)
        return NNTILE__TOKJ_ERR(L, v, path, "more than %d edits", NNTILE__TOKJ_MAX_STEPS);
    *e = &L->x->edit[L->x->nedit++];
    return NNTILE_OK;
}

/* Reads one normalizer or post-processor at path (depth 1 inside a Sequence). */
typedef nntile_status (*nntile__tokj_step_fn)(nntile__tokj_load *L, int v, const char *path,
                                              int depth);

/* A Sequence {"type": "Sequence", key: [steps]}: each step read by one. */
static nntile_status nntile__tokj_sequence(nntile__tokj_load *L, int v, const char *path,
                                           const char *key, nntile__tokj_step_fn one)
{
    const nntile__jkey keys[] = {{"type", 1}, {key, 1}};
    char p[NNTILE__TOKJ_PATH], q[NNTILE__TOKJ_PATH];
    int m[2];
    nntile_status st = nntile__jobject(&L->j, v, path, keys, 2, m);
    nntile__tokj_path(p, path, key, 0);
    if (!st) st = nntile__jexpect(&L->j, m[1], p, NNTILE__J_ARR, "an array");
    int i = 0;
    for (int c = st ? -1 : L->j.v[m[1]].first; c >= 0 && !st; c = L->j.v[c].next, ++i)
        st = one(L, c, nntile__tokj_path(q, p, NULL, i), 1);
    return st;
}

/* ---- normalizer ---------------------------------------------------------------- */

static nntile_status nntile__tokj_normalizer(nntile__tokj_load *L, int v, const char *path,
                                             int depth)
{
    const char *type;
    char p[NNTILE__TOKJ_PATH];
    nntile_status st = nntile__tokj_type(L, v, path, &type);
    int m[3];
    nntile__tokj_edit *e = NULL;
    if (st) return st;
    if (!strcmp(type, "Sequence") && !depth)
        return nntile__tokj_sequence(L, v, path, "normalizers", nntile__tokj_normalizer);
    if (!strcmp(type, "Prepend")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"prepend", 1}};
        st = nntile__jobject(&L->j, v, path, keys, 2, m);
        if (!st) st = nntile__tokj_add_edit(L, v, path, &e);
        if (!st) {
            e->kind = NNTILE__TOKJ_PREPEND;
            st = nntile__tokj_str(L, m[1], nntile__tokj_path(p, path, "prepend", 0), e->a, &e->na, 0);
        }
        return st;
    }
    if (!strcmp(type, "Replace")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"pattern", 1}, {"content", 1}};
        st = nntile__jobject(&L->j, v, path, keys, 3, m);
        if (!st) st = nntile__tokj_add_edit(L, v, path, &e);
        if (!st) {
            e->kind = NNTILE__TOKJ_REPLACE;
            st = nntile__tokj_string_pattern(L, m[1], nntile__tokj_path(p, path, "pattern", 0),
                                             e->a, &e->na);
        }
        if (!st) st = nntile__tokj_str(L, m[2], nntile__tokj_path(p, path, "content", 0), e->b,
                                       &e->nb, 1);
        return st;
    }
    if (!strcmp(type, "NFC") || !strcmp(type, "NFD")) {
        static const nntile__jkey keys[] = {{"type", 1}};
        st = nntile__jobject(&L->j, v, path, keys, 1, m);
        if (!st) st = nntile__tokj_add_edit(L, v, path, &e);
        if (!st) e->kind = type[2] == 'C' ? NNTILE__TOKJ_NFC : NNTILE__TOKJ_NFD;
        return st;
    }
    if (!strcmp(type, "NFKC") || !strcmp(type, "NFKD"))
        return NNTILE__TOKJ_ERR(L, v, nntile__tokj_path(p, path, "type", 0), "normalizer \"%s\" "
                                "is not supported (compatibility decompositions are not; NFC "
                                "and NFD are)", type);
    return NNTILE__TOKJ_ERR(L, v, nntile__tokj_path(p, path, "type", 0), "normalizer \"%s\" is "
                            "not supported (supported: %sPrepend, Replace, NFC, NFD)", type,
                            depth ? "" : "Sequence, ");
}

/* ---- pre-tokenizer --------------------------------------------------------------- */

static nntile_status nntile__tokj_add_split(nntile__tokj_load *L, int v, const char *path,
                                            int kind, nntile__tokj_split **s)
{
    if (L->x->nsplit == NNTILE__TOKJ_MAX_STEPS + 1)
        return NNTILE__TOKJ_ERR(L, v, path, "more than %d pre-tokenizers", NNTILE__TOKJ_MAX_STEPS);
    *s = &L->x->split[L->x->nsplit++];
    (*s)->kind = kind;
    return NNTILE_OK;
}

static nntile_status nntile__tokj_compile(nntile__tokj_load *L, int v, const char *path,
                                        const char *pattern)
{
    nntile__tokj_split *s = NULL;
    char err[256];
    nntile_status st = nntile__tokj_add_split(L, v, path, NNTILE__TOKJ_SPLIT_REGEX, &s);
    if (st) return st;
    s->re = nntile__re_compile(pattern, strlen(pattern), err, sizeof err);
    if (!s->re) {
        --L->x->nsplit;
        return NNTILE__TOKJ_ERR(L, v, path, "%s", err);
    }
    return NNTILE_OK;
}

static nntile_status nntile__tokj_bytelevel_pre(nntile__tokj_load *L, int v, const char *path)
{
    static const nntile__jkey keys[] = {{"type", 1}, {"add_prefix_space", 0},
                                        {"trim_offsets", 0}, {"use_regex", 0}};
    int m[4], b = 1;
    char p[NNTILE__TOKJ_PATH];
    nntile_status st = nntile__jobject(&L->j, v, path, keys, 4, m);
    if (!st) st = nntile__tokj_bool_is(L, m[1], nntile__tokj_path(p, path, "add_prefix_space", 0), 0);
    if (!st && m[2] >= 0) st = nntile__jbool(&L->j, m[2], nntile__tokj_path(p, path, "trim_offsets", 0), &b);
    b = 1;
    if (!st && m[3] >= 0) st = nntile__jbool(&L->j, m[3], nntile__tokj_path(p, path, "use_regex", 0), &b);
    if (!st && b) st = nntile__tokj_compile(L, v, path, nntile__tokj_gpt2);
    L->x->bytelevel = 1;
    return st;
}

/* A Metaspace object, pre-tokenizer or decoder: its replacement of ' ' into
 * repl (*n bytes), its prepend scheme (0 never, 1 first, 2 always;
 * add_prefix_space false is never) and whether it splits. */
static nntile_status nntile__tokj_metaspace(nntile__tokj_load *L, int v, const char *path,
                                            char *repl, size_t *n, int *scheme, int *split)
{
    static const nntile__jkey keys[] = {{"type", 1}, {"replacement", 1}, {"add_prefix_space", 0},
                                        {"prepend_scheme", 0}, {"split", 0}, {"str_rep", 0}};
    static const char *const schemes[] = {"never", "first", "always"};
    int m[6], add = 1;
    char p[NNTILE__TOKJ_PATH];
    *scheme = 2;
    *split = 1;
    nntile_status st = nntile__jobject(&L->j, v, path, keys, 6, m);
    if (!st) st = nntile__tokj_str(L, m[1], nntile__tokj_path(p, path, "replacement", 0), repl, n, 0);
    if (!st && m[2] >= 0) {
        st = nntile__jbool(&L->j, m[2], nntile__tokj_path(p, path, "add_prefix_space", 0), &add);
        *scheme = add ? 2 : 0;
    }
    if (!st && m[3] >= 0)
        st = nntile__jenum(&L->j, m[3], nntile__tokj_path(p, path, "prepend_scheme", 0),
                           "\"never\", \"first\" or \"always\"", schemes, 3, scheme);
    if (!st && m[4] >= 0) st = nntile__jbool(&L->j, m[4], nntile__tokj_path(p, path, "split", 0), split);
    return st;
}

/* Metaspace: ' ' becomes the replacement, which is prepended as the
 * prepend_scheme says (an edit of the section), then the split before each
 * replacement character (when split). */
static nntile_status nntile__tokj_metaspace_pre(nntile__tokj_load *L, int v, const char *path)
{
    int scheme, split;
    nntile__tok_json *x = L->x;
    nntile__tokj_edit *e = NULL;
    nntile_status st = nntile__tokj_metaspace(L, v, path, x->repl, &x->nrepl, &scheme, &split);
    if (!st) st = nntile__tokj_add_edit(L, v, path, &e);
    if (st) return st;
    e->kind = NNTILE__TOKJ_REPLACE;
    strcpy(e->a, " ");
    e->na = 1;
    memcpy(e->b, x->repl, x->nrepl + 1);
    e->nb = x->nrepl;
    if (scheme) {
        st = nntile__tokj_add_edit(L, v, path, &e);
        if (st) return st;
        e->kind = NNTILE__TOKJ_META_PREPEND;
        memcpy(e->a, x->repl, x->nrepl + 1);
        e->na = x->nrepl;
        x->meta_first = scheme == 1;
    }
    nntile__tokj_split *s = NULL;
    return split ? nntile__tokj_add_split(L, v, path, NNTILE__TOKJ_SPLIT_META, &s) : NNTILE_OK;
}

/* One pre-tokenizer at index i of n (of a Sequence, or 0 of 1). */
static nntile_status nntile__tokj_pre_one(nntile__tokj_load *L, int v, const char *path, int i,
                                          int n)
{
    const char *type;
    char p[NNTILE__TOKJ_PATH];
    int m[4];
    nntile_status st = nntile__tokj_type(L, v, path, &type);
    if (st) return st;
    if (L->x->bytelevel)
        return NNTILE__TOKJ_ERR(L, v, path, "a pre-tokenizer after ByteLevel is not supported "
                                "(ByteLevel must be the last one)");
    if (!strcmp(type, "ByteLevel")) return nntile__tokj_bytelevel_pre(L, v, path);
    if (!strcmp(type, "Metaspace")) {
        if (i) return NNTILE__TOKJ_ERR(L, v, path, "Metaspace is supported as the first "
                                       "pre-tokenizer only");
        return nntile__tokj_metaspace_pre(L, v, path);
    }
    if (!strcmp(type, "Split")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"pattern", 1}, {"behavior", 1},
                                            {"invert", 0}};
        static const nntile__jkey pkeys[] = {{"Regex", 0}, {"String", 0}};
        static const char *const behaviors[] = {"Isolated"};
        int pm[2], b = 0;
        char q[NNTILE__TOKJ_PATH];
        st = nntile__jobject(&L->j, v, path, keys, 4, m);
        if (!st) st = nntile__jenum(&L->j, m[2], nntile__tokj_path(p, path, "behavior", 0),
                                    "\"Isolated\" (the only behavior supported)", behaviors, 1, &b);
        if (!st) st = nntile__tokj_bool_is(L, m[3], nntile__tokj_path(p, path, "invert", 0), 0);
        nntile__tokj_path(p, path, "pattern", 0);
        if (!st) st = nntile__jobject(&L->j, m[1], p, pkeys, 2, pm);
        if (!st && pm[1] >= 0)
            st = NNTILE__TOKJ_ERR(L, pm[1], nntile__tokj_path(q, p, "String", 0), "a String "
                                  "pattern is not supported (only Regex)");
        if (!st && pm[0] < 0) st = NNTILE__TOKJ_ERR(L, m[1], p, "missing key \"Regex\"");
        nntile__tokj_path(q, p, "Regex", 0);
        if (!st) st = nntile__jexpect(&L->j, pm[0], q, NNTILE__J_STR, "a string");
        if (!st) st = nntile__tokj_compile(L, pm[0], q, nntile__jstr(&L->j, pm[0]));
        return st;
    }
    if (!strcmp(type, "Digits")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"individual_digits", 0}};
        nntile__tokj_split *s = NULL;
        int ind = 0;
        st = nntile__jobject(&L->j, v, path, keys, 2, m);
        if (!st && m[1] >= 0)
            st = nntile__jbool(&L->j, m[1], nntile__tokj_path(p, path, "individual_digits", 0), &ind);
        if (!st) st = nntile__tokj_add_split(L, v, path, NNTILE__TOKJ_SPLIT_DIGITS, &s);
        if (!st) s->individual = ind;
        return st;
    }
    (void)n;
    return NNTILE__TOKJ_ERR(L, v, nntile__tokj_path(p, path, "type", 0), "pre-tokenizer \"%s\" is "
                            "not supported (supported: ByteLevel, Split, Digits, Metaspace, "
                            "Sequence)", type);
}

static nntile_status nntile__tokj_pre(nntile__tokj_load *L, int v)
{
    const char *type;
    char p[NNTILE__TOKJ_PATH], q[NNTILE__TOKJ_PATH];
    nntile_status st = nntile__tokj_type(L, v, "pre_tokenizer", &type);
    if (st || strcmp(type, "Sequence")) return st ? st : nntile__tokj_pre_one(L, v, "pre_tokenizer", 0, 1);
    static const nntile__jkey keys[] = {{"type", 1}, {"pretokenizers", 1}};
    int m[2];
    st = nntile__jobject(&L->j, v, "pre_tokenizer", keys, 2, m);
    nntile__tokj_path(p, "pre_tokenizer", "pretokenizers", 0);
    if (!st) st = nntile__jexpect(&L->j, m[1], p, NNTILE__J_ARR, "an array");
    int i = 0, n = st ? 0 : L->j.v[m[1]].count;
    for (int c = st ? -1 : L->j.v[m[1]].first; c >= 0 && !st; c = L->j.v[c].next, ++i) {
        const char *inner;
        nntile__tokj_path(q, p, NULL, i);
        st = nntile__tokj_type(L, c, q, &inner);
        if (!st && !strcmp(inner, "Sequence"))
            st = NNTILE__TOKJ_ERR(L, c, q, "a Sequence inside a Sequence is not supported");
        if (!st) st = nntile__tokj_pre_one(L, c, q, i, n);
    }
    return st;
}

/* ---- model ------------------------------------------------------------------------- */

/* The merges of model.merges (array v): "a b" strings or ["a", "b"] pairs. */
static nntile_status nntile__tokj_merges(nntile__tokj_load *L, int v)
{
    const char *path = "model.merges";
    char p[NNTILE__TOKJ_PATH], q[96];
    nntile_status st = nntile__jexpect(&L->j, v, path, NNTILE__J_ARR, "an array");
    if (!st) st = nntile__tok_merges_alloc(L->t, "tokenizer", L->j.source, L->j.v[v].count);
    int32_t rank = 0;
    for (int m = st ? -1 : L->j.v[v].first; m >= 0 && !st; m = L->j.v[m].next, ++rank) {
        nntile__tokj_path(p, path, NULL, rank);
        const char *a, *b;
        size_t na, nb;
        if (L->j.v[m].type == NNTILE__J_STR) {
            a = nntile__jstr(&L->j, m);
            const char *sp = strchr(a, ' ');
            size_t n = strlen(a);
            if (!sp || strchr(sp + 1, ' ') || sp == a || !sp[1])
                return NNTILE__TOKJ_ERR(L, m, p, "\"%s\" is not two non-empty tokens and one "
                                        "space", nntile__quote(q, sizeof q, a, n));
            na = (size_t)(sp - a);
            b = sp + 1;
            nb = n - na - 1;
        } else {
            st = nntile__jexpect(&L->j, m, p, NNTILE__J_ARR, "a string \"a b\" or a pair "
                                 "[\"a\", \"b\"]");
            if (!st && L->j.v[m].count != 2)
                st = NNTILE__TOKJ_ERR(L, m, p, "%d elements, not a pair", L->j.v[m].count);
            int ea = st ? -1 : L->j.v[m].first, eb = ea >= 0 ? L->j.v[ea].next : -1;
            if (!st) st = nntile__jexpect(&L->j, ea, p, NNTILE__J_STR, "a pair of strings");
            if (!st) st = nntile__jexpect(&L->j, eb, p, NNTILE__J_STR, "a pair of strings");
            if (st) return st;
            a = nntile__jstr(&L->j, ea);
            b = nntile__jstr(&L->j, eb);
            na = strlen(a);
            nb = strlen(b);
            if (!na || !nb) return NNTILE__TOKJ_ERR(L, m, p, "an empty token");
        }
        int bad = nntile__tok_merge_add(L->t, a, na, b, nb, rank);
        if (bad) {
            char both[2 * NNTILE__JSON_MAX_STRING + 1];
            if (bad == 3) snprintf(both, sizeof both, "%.*s%.*s", (int)na, a, (int)nb, b);
            const char *w = bad == 1 ? a : bad == 2 ? b : both;
            return NNTILE__TOKJ_ERR(L, m, p, "%s \"%s\" is not in model.vocab",
                                    bad == 3 ? "the merged token" : "token",
                                    nntile__quote(q, sizeof q, w, strlen(w)));
        }
    }
    return st;
}

/* The ids of "<0x00>" .. "<0xFF>" (byte_fallback needs all 256). */
static nntile_status nntile__tokj_fallback(nntile__tokj_load *L, int v)
{
    for (int b = 0; b < 256; ++b) {
        char s[8];
        snprintf(s, sizeof s, "<0x%02X>", b);
        int32_t k = nntile__tok_find(L->t, s, 6);
        if (k < 0)
            return NNTILE__TOKJ_ERR(L, v, "model.byte_fallback", "true, but token \"%s\" is not "
                                    "in model.vocab (byte_fallback is supported with all 256 "
                                    "byte tokens)", s);
        L->x->fallback_id[b] = L->t->id[k];
    }
    return NNTILE_OK;
}

static nntile_status nntile__tokj_model(nntile__tokj_load *L, int v)
{
    static const nntile__jkey keys[] = {
        {"type", 1}, {"dropout", 0}, {"unk_token", 0}, {"continuing_subword_prefix", 0},
        {"end_of_word_suffix", 0}, {"fuse_unk", 0}, {"byte_fallback", 0}, {"ignore_merges", 0},
        {"vocab", 1}, {"merges", 1}};
    enum { TYPE, DROPOUT, UNK, PREFIX, SUFFIX, FUSE, FALLBACK, IGNORE, VOCAB, MERGES, NKEYS };
    static const char *const types[] = {"BPE"};
    int m[NKEYS], type;
    char p[NNTILE__TOKJ_PATH];
    nntile__json *j = &L->j;
    nntile_status st = nntile__jobject(j, v, "model", keys, NKEYS, m);
    if (!st) st = nntile__jenum(j, m[TYPE], "model.type", "\"BPE\" (the only model supported)",
                                types, 1, &type);
    if (!st) st = nntile__tokj_null(L, m[DROPOUT], "model.dropout", "BPE dropout is not "
                                    "supported");
    for (int k = PREFIX; k <= SUFFIX && !st; ++k) {
        int x = m[k];
        nntile__tokj_path(p, "model", keys[k].key, 0);
        if (x >= 0 && j->v[x].type != NNTILE__J_NULL &&
            (j->v[x].type != NNTILE__J_STR || *nntile__jstr(j, x)))
            st = NNTILE__TOKJ_ERR(L, x, p, "only null or \"\" is supported");
    }
    if (!st && m[FUSE] >= 0) st = nntile__jbool(j, m[FUSE], "model.fuse_unk", &L->x->fuse_unk);
    if (!st && m[FALLBACK] >= 0)
        st = nntile__jbool(j, m[FALLBACK], "model.byte_fallback", &L->x->byte_fallback);
    if (!st && m[IGNORE] >= 0)
        st = nntile__jbool(j, m[IGNORE], "model.ignore_merges", &L->x->ignore_merges);
    if (!st) st = nntile__jexpect(j, m[VOCAB], "model.vocab", NNTILE__J_OBJ, "an object of token "
                                  "-> id");
    if (!st && !j->v[m[VOCAB]].count) st = nntile__jerr(j, m[VOCAB], "model.vocab", "no tokens");
    if (st) return st;
    /* room for the added tokens too */
    int32_t n = j->v[m[VOCAB]].count;
    L->e = (nntile__tok_entry *)NNTILE_MALLOC(((size_t)n + (size_t)L->x->nadded + 1) *
                                              sizeof *L->e);
    if (!L->e) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tokenizer '%s': out of memory",
                                    j->source);
    L->model_vocab = n;
    st = nntile__tok_vocab_entries(j, m[VOCAB], "model.vocab", L->e);
    if (!st) st = nntile__tok_table(L->t, j, L->e, n);
    if (!st) st = nntile__tokj_merges(L, m[MERGES]);
    L->x->unk_id = -1;
    if (!st && m[UNK] >= 0 && j->v[m[UNK]].type != NNTILE__J_NULL) {
        st = nntile__jexpect(j, m[UNK], "model.unk_token", NNTILE__J_STR, "a string or null");
        const char *u = st ? "" : nntile__jstr(j, m[UNK]);
        int32_t k = st ? -1 : nntile__tok_find(L->t, u, strlen(u));
        char q[96];
        if (!st && k < 0)
            st = NNTILE__TOKJ_ERR(L, m[UNK], "model.unk_token", "\"%s\" is not in model.vocab",
                                  nntile__quote(q, sizeof q, u, strlen(u)));
        if (!st) L->x->unk_id = L->t->id[k];
    }
    if (!st && L->x->byte_fallback) st = nntile__tokj_fallback(L, m[FALLBACK]);
    return st;
}

/* ---- added tokens ------------------------------------------------------------------- */

/* Reads added_tokens (array v) into x->added (before the model: the strings
 * stay in the JSON's work buffer until the table is built). */
static nntile_status nntile__tokj_added_read(nntile__tokj_load *L, int v)
{
    static const nntile__jkey keys[] = {{"id", 1}, {"content", 1}, {"single_word", 0},
                                        {"lstrip", 0}, {"rstrip", 0}, {"normalized", 0},
                                        {"special", 0}};
    nntile__json *j = &L->j;
    char p[NNTILE__TOKJ_PATH], q[NNTILE__TOKJ_PATH];
    nntile_status st = nntile__jexpect(j, v, "added_tokens", NNTILE__J_ARR, "an array");
    if (st) return st;
    int n = j->v[v].count;
    size_t bytes = 1;
    L->x->added = (nntile__tokj_added *)NNTILE_MALLOC(((size_t)n + 1) * sizeof *L->x->added);
    if (!L->x->added) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tokenizer '%s': out of "
                                           "memory", j->source);
    int i = 0;
    for (int c = j->v[v].first; c >= 0 && !st; c = j->v[c].next, ++i) {
        int m[7], special;
        int64_t id = 0;
        nntile__tokj_path(p, "added_tokens", NULL, i);
        st = nntile__jobject(j, c, p, keys, 7, m);
        if (!st) st = nntile__jint(j, m[0], nntile__tokj_path(q, p, "id", 0), 0, INT32_MAX, &id);
        if (!st) st = nntile__jexpect(j, m[1], nntile__tokj_path(q, p, "content", 0),
                                      NNTILE__J_STR, "a string");
        if (!st && !*nntile__jstr(j, m[1])) st = NNTILE__TOKJ_ERR(L, m[1], q, "an empty token");
        for (int k = 2; k <= 4 && !st; ++k)
            st = nntile__tokj_bool_is(L, m[k], nntile__tokj_path(q, p, keys[k].key, 0), 0);
        nntile__tokj_added *a = &L->x->added[i];
        a->normalized = 0;
        if (!st && m[5] >= 0)
            st = nntile__jbool(j, m[5], nntile__tokj_path(q, p, "normalized", 0), &a->normalized);
        if (!st && a->normalized && L->normalizer)
            st = NNTILE__TOKJ_ERR(L, m[5], q, "true with a normalizer is not supported (the "
                                  "token would be matched in the normalized text)");
        if (!st && m[6] >= 0) st = nntile__jbool(j, m[6], nntile__tokj_path(q, p, "special", 0), &special);
        if (st) break;
        a->id = (int32_t)id;
        a->at = (uint32_t)m[1]; /* the JSON value for now */
        bytes += j->v[m[1]].len + 1;
        L->x->nadded = i + 1;
    }
    if (!st) {
        L->x->added_strs = (char *)NNTILE_MALLOC(bytes);
        if (!L->x->added_strs) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tokenizer '%s': out "
                                                  "of memory", j->source);
    }
    return st;
}

/* The added tokens against model.vocab: a token in it keeps its id there;
 * the others take the ids Hugging Face gives them (the model's vocabulary
 * size, then one more each) and join the token table. */
static nntile_status nntile__tokj_added_ids(nntile__tokj_load *L)
{
    nntile__json *j = &L->j;
    nntile__tok_json *x = L->x;
    char p[NNTILE__TOKJ_PATH];
    int32_t n = L->model_vocab, largest = -1;
    uint32_t at = 0;
    for (int i = 0; i < x->nadded; ++i) {
        nntile__tokj_added *a = &x->added[i];
        int v = (int)a->at;
        const char *s = nntile__jstr(j, v);
        a->len = j->v[v].len;
        a->at = at;
        memcpy(x->added_strs + at, s, a->len + 1);
        at += a->len + 1;
        int32_t k = nntile__tok_find(L->t, s, a->len), want;
        nntile__tokj_path(p, "added_tokens", NULL, i);
        if (k >= 0) {
            want = L->t->id[k];
        } else {
            want = largest >= L->model_vocab ? largest + 1 : L->model_vocab;
            L->e[n].key = s;
            L->e[n].id = a->id;
            L->e[n].v = v;
            L->e[n].key_at = j->v[v].at;
            L->e[n].val_at = j->v[v].at;
            ++n;
        }
        if (a->id != want) {
            char q[96];
            return nntile__jerr(j, v, p, "token \"%s\" has id %d, but %s %d", nntile__quote(q,
                                sizeof q, s, a->len), a->id, k >= 0 ? "model.vocab gives it"
                                : "Hugging Face would give it", want);
        }
        if (a->id > largest) largest = a->id;
    }
    if (n == L->model_vocab) return NNTILE_OK;
    /* the table again, with the new tokens (their strings are the JSON's) */
    nntile_status st = nntile__tok_table(L->t, j, L->e, n);
    return st;
}

/* The matching order of each pass: by first byte, longest first. */
static nntile_status nntile__tokj_added_order(nntile__tokj_load *L)
{
    nntile__tok_json *x = L->x;
    for (int pass = 0; pass < 2; ++pass) {
        x->order[pass] = (int32_t *)NNTILE_MALLOC(((size_t)x->nadded + 1) * sizeof(int32_t));
        if (!x->order[pass]) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tokenizer '%s': out "
                                                  "of memory", L->j.source);
        int32_t n = 0;
        for (int b = 0; b < 256; ++b) {
            x->first[pass][b] = n;
            int32_t from = n;
            for (int i = 0; i < x->nadded; ++i) {
                const nntile__tokj_added *a = &x->added[i];
                if (a->normalized == pass && (unsigned char)x->added_strs[a->at] == b)
                    x->order[pass][n++] = i;
            }
            for (int32_t k = from + 1; k < n; ++k) /* insertion sort, longest first */
                for (int32_t q = k; q > from && x->added[x->order[pass][q]].len >
                                                    x->added[x->order[pass][q - 1]].len; --q) {
                    int32_t tmp = x->order[pass][q];
                    x->order[pass][q] = x->order[pass][q - 1];
                    x->order[pass][q - 1] = tmp;
                }
        }
        x->first[pass][256] = n;
    }
    return NNTILE_OK;
}

/* ---- post-processor ------------------------------------------------------------------ */

/* The ids of special token `name` in special_tokens (object v). */
static nntile_status nntile__tokj_special_ids(nntile__tokj_load *L, int v, const char *path,
                                              const char *name, int item, int32_t *ids, int *n)
{
    static const nntile__jkey keys[] = {{"id", 1}, {"ids", 1}, {"tokens", 1}};
    nntile__json *j = &L->j;
    char p[NNTILE__TOKJ_PATH], q[NNTILE__TOKJ_PATH], qn[96];
    int found = -1, m[3];
    for (int c = v >= 0 ? j->v[v].first : -1; c >= 0; c = j->v[c].next)
        if (!strcmp(j->work + j->v[c].keystr, name)) found = c;
    if (found < 0)
        return NNTILE__TOKJ_ERR(L, item, path, "special token \"%s\" is not in special_tokens",
                                nntile__quote(qn, sizeof qn, name, strlen(name)));
    snprintf(p, sizeof p, "post_processor.special_tokens[\"%s\"]", nntile__quote(qn, sizeof qn,
             name, strlen(name)));
    nntile_status st = nntile__jobject(j, found, p, keys, 3, m);
    nntile__tokj_path(q, p, "ids", 0);
    if (!st) st = nntile__jexpect(j, m[1], q, NNTILE__J_ARR, "an array of ids");
    for (int c = st ? -1 : j->v[m[1]].first; c >= 0 && !st; c = j->v[c].next) {
        int64_t id;
        st = nntile__jint(j, c, q, 0, INT32_MAX, &id);
        if (!st && *n == NNTILE__TOKJ_MAX_SPECIAL)
            st = NNTILE__TOKJ_ERR(L, c, q, "more than %d special ids", NNTILE__TOKJ_MAX_SPECIAL);
        if (!st && nntile__tok_index(L->t, id) < 0)
            st = NNTILE__TOKJ_ERR(L, c, q, "%lld is no token's id", (long long)id);
        if (!st) ids[(*n)++] = (int32_t)id;
    }
    return st;
}

static nntile_status nntile__tokj_template(nntile__tokj_load *L, int v, const char *path)
{
    static const nntile__jkey keys[] = {{"type", 1}, {"single", 1}, {"pair", 0},
                                        {"special_tokens", 1}};
    static const nntile__jkey ikeys[] = {{"SpecialToken", 0}, {"Sequence", 0}};
    static const nntile__jkey tkeys[] = {{"id", 1}, {"type_id", 0}};
    nntile__json *j = &L->j;
    char p[NNTILE__TOKJ_PATH], q[NNTILE__TOKJ_PATH], r[NNTILE__TOKJ_PATH];
    int m[4], seq = 0, i = 0;
    nntile_status st = nntile__jobject(&L->j, v, path, keys, 4, m);
    nntile__tokj_path(p, path, "single", 0);
    if (!st) st = nntile__jexpect(j, m[1], p, NNTILE__J_ARR, "an array");
    if (!st) st = nntile__jexpect(j, m[3], nntile__tokj_path(q, path, "special_tokens", 0),
                                  NNTILE__J_OBJ, "an object");
    for (int c = st ? -1 : j->v[m[1]].first; c >= 0 && !st; c = j->v[c].next, ++i) {
        int im[2] = {-1, -1}, tm[2] = {-1, -1};
        nntile__tokj_path(q, p, NULL, i);
        st = nntile__jobject(j, c, q, ikeys, 2, im);
        if (!st && (im[0] >= 0) == (im[1] >= 0))
            st = NNTILE__TOKJ_ERR(L, c, q, "expected one of \"SpecialToken\" or \"Sequence\"");
        int inner = st ? -1 : im[0] >= 0 ? im[0] : im[1];
        char item[NNTILE__TOKJ_PATH];
        nntile__tokj_path(item, q, im[0] >= 0 ? "SpecialToken" : "Sequence", 0);
        if (!st) st = nntile__jobject(j, inner, item, tkeys, 2, tm);
        if (!st) st = nntile__jexpect(j, tm[0], nntile__tokj_path(r, item, "id", 0),
                                      NNTILE__J_STR, "a string");
        if (st) break;
        const char *id = nntile__jstr(j, tm[0]);
        if (im[1] >= 0) {
            if (strcmp(id, "A") || seq)
                st = NNTILE__TOKJ_ERR(L, tm[0], r, "only one sequence, \"A\", is supported in "
                                      "single");
            seq = 1;
        } else if (!seq) {
            st = nntile__tokj_special_ids(L, m[3], q, id, c, L->x->pre, &L->x->npre);
        } else {
            st = nntile__tokj_special_ids(L, m[3], q, id, c, L->x->post, &L->x->npost);
        }
    }
    if (!st && !seq) st = NNTILE__TOKJ_ERR(L, m[1], p, "no sequence \"A\"");
    return st;
}

/* post_processor: ByteLevel (nothing to do for ids), TemplateProcessing, or
 * a Sequence of them. */
static nntile_status nntile__tokj_post(nntile__tokj_load *L, int v, const char *path, int depth)
{
    const char *type;
    char p[NNTILE__TOKJ_PATH];
    int m[4];
    nntile_status st = nntile__tokj_type(L, v, path, &type);
    if (st) return st;
    if (!strcmp(type, "ByteLevel")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"add_prefix_space", 0},
                                            {"trim_offsets", 0}, {"use_regex", 0}};
        return nntile__jobject(&L->j, v, path, keys, 4, m);
    }
    if (!strcmp(type, "TemplateProcessing")) {
        if (L->x->npre || L->x->npost)
            return NNTILE__TOKJ_ERR(L, v, path, "a second TemplateProcessing");
        return nntile__tokj_template(L, v, path);
    }
    if (!strcmp(type, "Sequence") && !depth)
        return nntile__tokj_sequence(L, v, path, "processors", nntile__tokj_post);
    return NNTILE__TOKJ_ERR(L, v, nntile__tokj_path(p, path, "type", 0), "post-processor \"%s\" "
                            "is not supported (supported: ByteLevel, TemplateProcessing%s)", type,
                            depth ? "" : ", Sequence");
}

/* ---- decoder --------------------------------------------------------------------------- */

static nntile_status nntile__tokj_dec_one(nntile__tokj_load *L, int v, const char *path)
{
    const char *type;
    char p[NNTILE__TOKJ_PATH];
    int m[6];
    nntile_status st = nntile__tokj_type(L, v, path, &type);
    if (st) return st;
    if (L->x->ndec == NNTILE__TOKJ_MAX_STEPS)
        return NNTILE__TOKJ_ERR(L, v, path, "more than %d decoders", NNTILE__TOKJ_MAX_STEPS);
    nntile__tokj_dec *d = &L->x->dec[L->x->ndec];
    memset(d, 0, sizeof *d);
    if (!strcmp(type, "Replace")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"pattern", 1}, {"content", 1}};
        d->kind = NNTILE__TOKJ_DEC_REPLACE;
        st = nntile__jobject(&L->j, v, path, keys, 3, m);
        if (!st) st = nntile__tokj_string_pattern(L, m[1], nntile__tokj_path(p, path, "pattern", 0),
                                                  d->a, &d->na);
        if (!st) st = nntile__tokj_str(L, m[2], nntile__tokj_path(p, path, "content", 0), d->b,
                                       &d->nb, 1);
    } else if (!strcmp(type, "ByteFallback") || !strcmp(type, "Fuse")) {
        static const nntile__jkey keys[] = {{"type", 1}};
        d->kind = type[0] == 'B' ? NNTILE__TOKJ_DEC_BYTE_FALLBACK : NNTILE__TOKJ_DEC_FUSE;
        st = nntile__jobject(&L->j, v, path, keys, 1, m);
    } else if (!strcmp(type, "Strip")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"content", 1}, {"start", 1},
                                            {"stop", 1}};
        int64_t a = 0, b = 0;
        d->kind = NNTILE__TOKJ_DEC_STRIP;
        st = nntile__jobject(&L->j, v, path, keys, 4, m);
        if (!st) st = nntile__tokj_str(L, m[1], nntile__tokj_path(p, path, "content", 0), d->a,
                                       &d->na, 0);
        if (!st) st = nntile__jint(&L->j, m[2], nntile__tokj_path(p, path, "start", 0), 0, 1000, &a);
        if (!st) st = nntile__jint(&L->j, m[3], nntile__tokj_path(p, path, "stop", 0), 0, 1000, &b);
        d->start = (int)a;
        d->stop = (int)b;
    } else if (!strcmp(type, "Metaspace")) {
        int scheme, split;
        d->kind = NNTILE__TOKJ_DEC_METASPACE;
        st = nntile__tokj_metaspace(L, v, path, d->a, &d->na, &scheme, &split);
        strcpy(d->b, " ");
        d->nb = 1;
        d->start = scheme != 0;
    } else {
        return NNTILE__TOKJ_ERR(L, v, nntile__tokj_path(p, path, "type", 0), "decoder \"%s\" is "
                                "not supported here (supported: Replace, ByteFallback, Fuse, "
                                "Strip, Metaspace; ByteLevel alone)", type);
    }
    if (!st) L->x->ndec++;
    return st;
}

static nntile_status nntile__tokj_decoder(nntile__tokj_load *L, int v)
{
    const char *type;
    char p[NNTILE__TOKJ_PATH], q[NNTILE__TOKJ_PATH];
    int m[4];
    if (v < 0 || L->j.v[v].type == NNTILE__J_NULL)
        return nntile__jerr(&L->j, v < 0 ? 0 : v, "decoder", "%s: a tokenizer without a decoder "
                            "(Hugging Face joins the tokens with spaces) is not supported",
                            v < 0 ? "missing" : "null");
    nntile_status st = nntile__tokj_type(L, v, "decoder", &type);
    if (st) return st;
    if (!strcmp(type, "ByteLevel")) {
        static const nntile__jkey keys[] = {{"type", 1}, {"add_prefix_space", 0},
                                            {"trim_offsets", 0}, {"use_regex", 0}};
        L->decoder_bytelevel = 1;
        return nntile__jobject(&L->j, v, "decoder", keys, 4, m);
    }
    if (strcmp(type, "Sequence")) return nntile__tokj_dec_one(L, v, "decoder");
    static const nntile__jkey keys[] = {{"type", 1}, {"decoders", 1}};
    st = nntile__jobject(&L->j, v, "decoder", keys, 2, m);
    nntile__tokj_path(p, "decoder", "decoders", 0);
    if (!st) st = nntile__jexpect(&L->j, m[1], p, NNTILE__J_ARR, "an array");
    int i = 0;
    for (int c = st ? -1 : L->j.v[m[1]].first; c >= 0 && !st; c = L->j.v[c].next, ++i)
        st = nntile__tokj_dec_one(L, c, nntile__tokj_path(q, p, NULL, i));
    return st;
}

/* ---- the file -------------------------------------------------------------------------- */

/* The tables encode looks up per byte: each byte's bytes_to_unicode
 * character, each ASCII character's token. */
static void nntile__tokj_tables(const nntile_tokenizer *t, nntile__tok_json *x)
{
    uint32_t cp[256];
    int16_t inv[NNTILE__TOK_NCP];
    nntile__tok_byte_table(cp, inv);
    for (int b = 0; b < 256; ++b) {
        char u[4];
        x->byte_len[b] = (uint8_t)nntile__tok_utf8(cp[b], u);
        memcpy(x->byte_char[b], u, 2);
    }
    for (int c = 0; c < 128; ++c) {
        char ch = (char)c;
        int32_t k = nntile__tok_find(t, &ch, 1);
        x->ascii_id[c] = k < 0 ? -1 : t->id[k];
    }
}

static nntile_status nntile__tokj_root(nntile__tokj_load *L, int root)
{
    static const nntile__jkey keys[] = {{"version", 0}, {"truncation", 0}, {"padding", 0},
                                        {"added_tokens", 0}, {"normalizer", 0},
                                        {"pre_tokenizer", 0}, {"post_processor", 0},
                                        {"decoder", 0}, {"model", 1}};
    enum { VERSION, TRUNC, PAD, ADDED, NORM, PRE, POST, DEC, MODEL, NKEYS };
    int m[NKEYS];
    nntile__json *j = &L->j;
    nntile_status st = nntile__jobject(j, root, "tokenizer", keys, NKEYS, m);
    if (!st) st = nntile__tokj_null(L, m[TRUNC], "truncation", "encode returns every id");
    if (!st) st = nntile__tokj_null(L, m[PAD], "padding", "encode returns every id");
    if (st) return st; /* (m is unset when the root is no object) */
    L->normalizer = m[NORM] >= 0 && j->v[m[NORM]].type != NNTILE__J_NULL;
    if (!st && L->normalizer) st = nntile__tokj_normalizer(L, m[NORM], "normalizer", 0);
    if (!st && m[PRE] >= 0 && j->v[m[PRE]].type != NNTILE__J_NULL) st = nntile__tokj_pre(L, m[PRE]);
    if (!st && m[ADDED] >= 0) st = nntile__tokj_added_read(L, m[ADDED]);
    if (!st) st = nntile__tokj_model(L, m[MODEL]);
    if (!st) st = nntile__tokj_added_ids(L);
    if (!st) st = nntile__tokj_added_order(L);
    if (!st && m[POST] >= 0 && j->v[m[POST]].type != NNTILE__J_NULL)
        st = nntile__tokj_post(L, m[POST], "post_processor", 0);
    if (!st) st = nntile__tokj_decoder(L, m[DEC]);
    if (!st && (L->decoder_bytelevel || L->x->bytelevel))
        st = nntile__tok_decoding(L->t, j->source);
    if (!st) nntile__tokj_tables(L->t, L->x);
    if (!st) L->t->ops = L->decoder_bytelevel ? &nntile__tokj_ops_bytelevel : &nntile__tokj_ops_chain;
    return st;
}

NNTILE_API nntile_tokenizer *nntile_tokenizer_load_json(const char *path)
{
    nntile__tokj_load L;
    memset(&L, 0, sizeof L);
    char *text = NULL;
    size_t len = 0;
    L.t = nntile__tok_new(NNTILE__TOK_JSON);
    L.x = L.t ? (nntile__tok_json *)NNTILE_MALLOC(sizeof *L.x) : NULL;
    nntile_status st = !L.x ? nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_tokenizer_load_json:"
                                            " out of memory")
                     : nntile__tok_read("tokenizer", path, &text, &len);
    if (L.x) {
        memset(L.x, 0, sizeof *L.x);
        L.t->json = L.x;
        L.t->ops = &nntile__tokj_ops_chain; /* for free */
    }
    if (!st) {
        L.j.text = text;
        L.j.len = len;
        L.j.source = path;
        L.j.what = "tokenizer";
        int root = nntile__json_parse(&L.j);
        st = root < 0 ? nntile_last_status() : nntile__tokj_root(&L, root);
    }
    NNTILE_FREE(L.e);
    NNTILE_FREE(L.j.v);
    NNTILE_FREE(L.j.work);
    NNTILE_FREE(text);
    if (st) {
        nntile_tokenizer_free(L.t);
        return NULL;
    }
    return L.t;
}
