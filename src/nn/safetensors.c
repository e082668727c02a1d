/* nn/safetensors.c: the safetensors reader and writer (format and rules in
 * safetensors.h). The JSON header is read by the strict JSON reader that
 * graph files use (json.c); files are opened through core.c's
 * nntile__open_regular and nntile__save_begin/_end, and read with POSIX calls. */

#include "../internal.h"
#include "nn_internal.h"

/* The file's dtype names and the nntile dtypes they hold. */
static const char *const nntile__st_names[] = {"F32", "F64", "F16", "BF16", "I64", "I32", "BOOL"};
static const nntile_dtype nntile__st_dtypes[] = {NNTILE_FP32,  NNTILE_FP64,  NNTILE_FP16,
                                                 NNTILE_BF16,  NNTILE_INT64, NNTILE_INT32,
                                                 NNTILE_BOOL};
#define NNTILE__ST_NDTYPES ((int)(sizeof nntile__st_dtypes / sizeof *nntile__st_dtypes))

/* The dtype a tensor is stored as: fp32_fast_* keep fp32 data. */
NNTILE_PRIVATE nntile_dtype nntile__st_storage(nntile_dtype d)
{
    return d == NNTILE_FP32_FAST_TF32 || d == NNTILE_FP32_FAST_FP16 || d == NNTILE_FP32_FAST_BF16
               ? NNTILE_FP32 : d;
}

/* The file's name of a dtype, or NULL when safetensors cannot hold it. */
static const char *nntile__st_dtype_name(nntile_dtype d)
{
    for (int i = 0; i < NNTILE__ST_NDTYPES; ++i)
        if (nntile__st_dtypes[i] == nntile__st_storage(d)) return nntile__st_names[i];
    return NULL;
}

static int nntile__st_little_endian(void)
{
    const uint16_t one = 1;
    return *(const unsigned char *)&one == 1;
}

/* Bytes of ndim extents of elements of esize; 0 with *ok = 0 when the
 * product of the non-zero extents and esize passes INT64_MAX (so that any
 * product of a shape's extents fits, whatever the order, also with a 0). */
static uint64_t nntile__st_bytes(int ndim, const int64_t *shape, size_t esize, int *ok)
{
    uint64_t n = esize;
    int empty = 0;
    *ok = 1;
    for (int d = 0; d < ndim; ++d) {
        uint64_t e = (uint64_t)shape[d];
        if (!e) {
            empty = 1;
            continue;
        }
        if (n > (uint64_t)INT64_MAX / e) {
            *ok = 0;
            return 0;
        }
        n *= e;
    }
    return empty ? 0 : n;
}

static int64_t nntile__st_nelems(int ndim, const int64_t *shape)
{
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    return n;
}

/* ---- writing ---------------------------------------------------------------- */

/* Orders of entries (qsort has no context: each item carries its entry). */
typedef struct nntile__st_item {
    const nntile_safetensors_entry *e;
    int index;
} nntile__st_item;

/* Data order: larger elements first (keeps every tensor aligned), then as given. */
static int nntile__st_by_size(const void *a, const void *b)
{
    const nntile__st_item *x = (const nntile__st_item *)a, *y = (const nntile__st_item *)b;
    size_t sx = nntile_dtype_size(x->e->dtype), sy = nntile_dtype_size(y->e->dtype);
    if (sx != sy) return sx > sy ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

static int nntile__st_by_name(const void *a, const void *b)
{
    return strcmp(((const nntile__st_item *)a)->e->name, ((const nntile__st_item *)b)->e->name);
}

/* A name (at most NNTILE_NAME_MAX bytes) or metadata string (at most 4096)
 * fit for the header: UTF-8 of at most max bytes. */
static nntile_status nntile__st_check_string(const char *path, const char *what, int i,
                                             const char *s, size_t max)
{
    if (!s)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': %s %d is NULL",
                             path, what, i);
    size_t n = strlen(s);
    char q[80];
    if (n > max || !nntile__utf8_valid((const unsigned char *)s, n))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': %s %d "
                             "\"%s\" (%zu bytes) is not UTF-8 of at most %zu bytes%s", path,
                             what, i, nntile__quote(q, sizeof q, s, n), n, max,
                             max == NNTILE_NAME_MAX ? " (NNTILE_NAME_MAX)" : "");
    return NNTILE_OK;
}

static nntile_status nntile__st_check_entry(const char *path, int i,
                                            const nntile_safetensors_entry *e)
{
    nntile_status st = nntile__st_check_string(path, "name of entry", i, e->name,
                                               NNTILE_NAME_MAX);
    if (st) return st;
    if (!e->name[0] || strcmp(e->name, "__metadata__") == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': entry %d: "
                             "the name \"%s\" is reserved or empty", path, i, e->name);
    if ((unsigned)e->dtype >= NNTILE_DTYPE_COUNT || !nntile__st_dtype_name(e->dtype))
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "safetensors write '%s': tensor '%s': dtype "
                             "%s has no safetensors name", path, e->name,
                             nntile_dtype_name(e->dtype));
    if (e->ndim < 0 || e->ndim > NNTILE_MAX_NDIM)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': tensor '%s': "
                             "ndim=%d outside [0, %d]", path, e->name, e->ndim, NNTILE_MAX_NDIM);
    for (int d = 0; d < e->ndim; ++d)
        if (e->shape[d] < 0)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': tensor "
                                 "'%s': shape[%d]=%lld is negative", path, e->name, d,
                                 (long long)e->shape[d]);
    int ok;
    uint64_t bytes = nntile__st_bytes(e->ndim, e->shape, nntile_dtype_size(e->dtype), &ok);
    if (!ok)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': tensor '%s': "
                             "the byte size overflows", path, e->name);
    if (bytes && !e->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': tensor '%s': "
                             "data is NULL", path, e->name);
    return NNTILE_OK;
}

/* Checks every argument of a write; order[] gets the data order. */
static nntile_status nntile__st_check_write(const char *path, int n,
                                            const nntile_safetensors_entry *entries, int nmeta,
                                            const char *const *meta, nntile__st_item *order)
{
    nntile_status st;
    if ((st = nntile__count_check("safetensors write", path, "n", n, "entries", entries)) ||
        (st = nntile__count_check("safetensors write", path, "nmeta", nmeta, "meta", meta)))
        return st;
    if (!nntile__st_little_endian())
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "safetensors write '%s': big-endian hosts "
                             "are not supported", path);
    for (int i = 0; i < n; ++i) {
        nntile_status st = nntile__st_check_entry(path, i, &entries[i]);
        if (st) return st;
        order[i].e = &entries[i];
        order[i].index = i;
    }
    for (int i = 0; i < 2 * nmeta; ++i) {
        nntile_status st = nntile__st_check_string(path, "metadata string", i, meta[i],
                                                   NNTILE__JSON_MAX_STRING);
        if (st) return st;
        for (int k = 0; k < i && !(i & 1); k += 2)
            if (strcmp(meta[k], meta[i]) == 0)
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': "
                                     "duplicate metadata key \"%s\"", path, meta[i]);
    }
    qsort(order, (size_t)n, sizeof *order, nntile__st_by_name);
    for (int i = 1; i < n; ++i)
        if (strcmp(order[i].e->name, order[i - 1].e->name) == 0)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write '%s': two "
                                 "entries are named '%s'", path, order[i].e->name);
    qsort(order, (size_t)n, sizeof *order, nntile__st_by_size);
    return NNTILE_OK;
}

/* The header (without its length and padding) to out. */
static void nntile__st_header(FILE *out, int n, const nntile__st_item *order, int nmeta,
                              const char *const *meta)
{
    fputc('{', out);
    if (nmeta) {
        fputs("\"__metadata__\":{", out);
        for (int i = 0; i < nmeta; ++i) {
            if (i) fputc(',', out);
            nntile__json_string(out, meta[2 * i]);
            fputc(':', out);
            nntile__json_string(out, meta[2 * i + 1]);
        }
        fputc('}', out);
    }
    uint64_t offset = 0;
    for (int k = 0; k < n; ++k) {
        const nntile_safetensors_entry *e = order[k].e;
        int ok;
        uint64_t bytes = nntile__st_bytes(e->ndim, e->shape, nntile_dtype_size(e->dtype), &ok);
        if (k || nmeta) fputc(',', out);
        nntile__json_string(out, e->name);
        fprintf(out, ":{\"dtype\":\"%s\",\"shape\":[", nntile__st_dtype_name(e->dtype));
        for (int d = e->ndim - 1; d >= 0; --d) /* row-major: reversed */
            fprintf(out, "%lld%s", (long long)e->shape[d], d ? "," : "");
        fprintf(out, "],\"data_offsets\":[%llu,%llu]}", (unsigned long long)offset,
                (unsigned long long)(offset + bytes));
        offset += bytes;
    }
    fputc('}', out);
}

/* Writes the whole file to out (opened at 0): length, header, padding, data;
 * 0 on a write error (errno tells). */
static int nntile__st_write_file(FILE *out, int n, const nntile__st_item *order, int nmeta,
                                 const char *const *meta)
{
    unsigned char len[8] = {0};
    fwrite(len, 1, 8, out);
    nntile__st_header(out, n, order, nmeta, meta);
    long end = ftell(out);
    if (end < 0) return 0;
    if ((uint64_t)end - 8 > NNTILE_SAFETENSORS_MAX_HEADER) { /* readers would refuse it */
        errno = EFBIG;
        return 0;
    }
    while (end % 8) { /* data starts 8-byte aligned, as the reference writer does */
        fputc(' ', out);
        ++end;
    }
    for (int k = 0; k < n; ++k) {
        const nntile_safetensors_entry *e = order[k].e;
        int ok;
        uint64_t bytes = nntile__st_bytes(e->ndim, e->shape, nntile_dtype_size(e->dtype), &ok);
        if (bytes && fwrite(e->data, 1, (size_t)bytes, out) != bytes) return 0;
    }
    uint64_t hlen = (uint64_t)end - 8;
    for (int i = 0; i < 8; ++i) len[i] = (unsigned char)(hlen >> (8 * i));
    if (fflush(out) != 0 || fseek(out, 0, SEEK_SET) != 0 || fwrite(len, 1, 8, out) != 8 ||
        fflush(out) != 0)
        return 0;
    return !ferror(out);
}

NNTILE_PRIVATE nntile_status nntile__safetensors_stage(nntile__file_set *fs, const char *path,
                                                      int n,
                                                      const nntile_safetensors_entry *entries,
                                                      int nmeta, const char *const *meta)
{
    if (!path)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors write: path is NULL");
    nntile__st_item *order =
        (nntile__st_item *)NNTILE_MALLOC((size_t)(n > 0 ? n : 1) * sizeof *order);
    if (!order)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "safetensors write '%s': out of memory",
                             path);
    nntile_status st = nntile__st_check_write(path, n, entries, nmeta, meta, order);
    FILE *out = st ? NULL : nntile__file_set_add(fs, path);
    if (!st && !out) st = nntile_last_status();
    if (out) {
        int ok = nntile__st_write_file(out, n, order, nmeta, meta);
        st = nntile__file_set_close(fs, ok ? NNTILE_OK
                                           : nntile__error(NNTILE_ERR_RUNTIME, "safetensors "
                                                           "write '%s': writing failed: %s",
                                                           path, strerror(errno ? errno : EIO)));
    }
    NNTILE_FREE(order);
    return st;
}

NNTILE_API nntile_status nntile_safetensors_write_meta(const char *path, int n,
                                                       const nntile_safetensors_entry *entries,
                                                       int nmeta, const char *const *meta)
{
    nntile__file_set fs;
    nntile__file_set_init(&fs, "safetensors write");
    return nntile__file_set_commit(&fs, nntile__safetensors_stage(&fs, path, n, entries, nmeta,
                                                                  meta));
}

NNTILE_API nntile_status nntile_safetensors_write(const char *path, int n,
                                                  const nntile_safetensors_entry *entries)
{
    return nntile_safetensors_write_meta(path, n, entries, 0, NULL);
}

/* ---- reading ---------------------------------------------------------------- */

typedef struct nntile__st_tensor {
    const char *name; /* in work */
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM]; /* nntile order */
    uint64_t begin, end;            /* in the data buffer */
} nntile__st_tensor;

struct nntile_safetensors {
    char *source;               /* path or "(memory)" */
    const unsigned char *mem;   /* the image (open_memory), or NULL */
    int fd;                     /* the file (open), or -1 */
    uint64_t data_start, data_size;
    char *work;                 /* the parser's decoded strings: names, metadata */
    int n;
    nntile__st_tensor *t;       /* in header order */
    int *by_name;               /* indices sorted by name */
    int nmeta;
    const char **meta;          /* key, value pairs, in work */
};

static int nntile__st_cmp_name(const void *a, const void *b)
{
    return strcmp((*(const nntile__st_tensor *const *)a)->name,
                  (*(const nntile__st_tensor *const *)b)->name);
}

static int nntile__st_cmp_offset(const void *a, const void *b)
{
    const nntile__st_tensor *x = *(const nntile__st_tensor *const *)a;
    const nntile__st_tensor *y = *(const nntile__st_tensor *const *)b;
    if (x->begin != y->begin) return x->begin < y->begin ? -1 : 1;
    return (x->end > y->end) - (x->end < y->end);
}

/* One tensor's entry {"dtype", "shape", "data_offsets"} at value v. */
static nntile_status nntile__st_parse_tensor(nntile_safetensors *f, const nntile__json *j, int v,
                                             nntile__st_tensor *t)
{
    static const nntile__jkey keys[] = {{"dtype", 1}, {"shape", 1}, {"data_offsets", 1}};
    char path[96], q[80];
    snprintf(path, sizeof path, "tensor '%s'", nntile__quote(q, sizeof q, t->name,
                                                              strlen(t->name)));
    int m[3], k = 0, x;
    nntile_status st = nntile__jobject(j, v, path, keys, 3, m);
    if (!st) st = nntile__jenum(j, m[0], path, "a dtype (F32, F64, F16, BF16, I64, I32, BOOL)",
                                nntile__st_names, NNTILE__ST_NDTYPES, &k);
    if (!st) st = nntile__jexpect(j, m[1], path, NNTILE__J_ARR, "a shape array");
    if (!st && j->v[m[1]].count > NNTILE_MAX_NDIM)
        st = nntile__jerr(j, m[1], path, "shape has %d dims, more than %d", j->v[m[1]].count,
                          NNTILE_MAX_NDIM);
    if (st) return st;
    t->dtype = nntile__st_dtypes[k];
    t->ndim = j->v[m[1]].count;
    int d = t->ndim;
    for (x = j->v[m[1]].first; x >= 0 && !st; x = j->v[x].next) /* row-major: reversed */
        st = nntile__jint(j, x, path, 0, INT64_MAX, &t->shape[--d]);
    if (!st) st = nntile__jexpect(j, m[2], path, NNTILE__J_ARR, "data_offsets [begin, end]");
    if (!st && j->v[m[2]].count != 2)
        st = nntile__jerr(j, m[2], path, "data_offsets has %d entries, not 2 [begin, end]",
                          j->v[m[2]].count);
    if (!st) st = nntile__ju64(j, j->v[m[2]].first, path, &t->begin);
    if (!st) st = nntile__ju64(j, j->v[j->v[m[2]].first].next, path, &t->end);
    if (st) return st;
    int ok;
    uint64_t bytes = nntile__st_bytes(t->ndim, t->shape, nntile_dtype_size(t->dtype), &ok);
    if (!ok)
        return nntile__jerr(j, m[1], path, "the product of the shape's extents "
                            "and the element size overflows int64");
    if (t->begin > t->end || t->end > f->data_size)
        return nntile__jerr(j, m[2], path, "data_offsets [%llu, %llu] are not within the data "
                            "buffer of %llu bytes", (unsigned long long)t->begin,
                            (unsigned long long)t->end, (unsigned long long)f->data_size);
    if (t->end - t->begin != bytes)
        return nntile__jerr(j, m[2], path, "data_offsets [%llu, %llu] hold %llu bytes but the "
                            "shape and dtype %s need %llu", (unsigned long long)t->begin,
                            (unsigned long long)t->end,
                            (unsigned long long)(t->end - t->begin), nntile__st_names[k],
                            (unsigned long long)bytes);
    return NNTILE_OK;
}

/* "__metadata__": an object of strings. */
static nntile_status nntile__st_parse_meta(nntile_safetensors *f, const nntile__json *j, int v)
{
    nntile_status st = nntile__jexpect(j, v, "__metadata__", NNTILE__J_OBJ, "an object");
    if (st) return st;
    f->meta = (const char **)NNTILE_MALLOC(((size_t)j->v[v].count + 1) * 2 * sizeof *f->meta);
    if (!f->meta)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "safetensors '%s': out of memory",
                             f->source);
    for (int m = j->v[v].first; m >= 0; m = j->v[m].next) {
        const char *key = j->work + j->v[m].keystr; /* unique: the parser checks */
        st = nntile__jexpect(j, m, "__metadata__", NNTILE__J_STR, "a string");
        if (st) return st;
        f->meta[2 * f->nmeta] = key;
        f->meta[2 * f->nmeta + 1] = nntile__jstr(j, m);
        f->nmeta++;
    }
    return NNTILE_OK;
}

/* Duplicate names, and the data buffer covered exactly (no gap, no overlap). */
static nntile_status nntile__st_check_layout(nntile_safetensors *f)
{
    const nntile__st_tensor **order =
        (const nntile__st_tensor **)NNTILE_MALLOC((size_t)(f->n + 1) * sizeof *order);
    if (!order)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "safetensors '%s': out of memory",
                             f->source);
    for (int i = 0; i < f->n; ++i) order[i] = &f->t[i];
    qsort(order, (size_t)f->n, sizeof *order, nntile__st_cmp_name);
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < f->n; ++i) {
        f->by_name[i] = (int)(order[i] - f->t);
        if (i && !st && strcmp(order[i]->name, order[i - 1]->name) == 0)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': tensor '%s' "
                               "appears twice in the header", f->source, order[i]->name);
    }
    qsort(order, (size_t)f->n, sizeof *order, nntile__st_cmp_offset);
    uint64_t at = 0;
    for (int i = 0; i < f->n && !st; ++i) {
        const nntile__st_tensor *t = order[i];
        if (t->begin != at)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': tensor '%s' "
                               "data_offsets [%llu, %llu] %s: the data before it ends at %llu",
                               f->source, t->name, (unsigned long long)t->begin,
                               (unsigned long long)t->end,
                               t->begin < at ? "overlap another tensor" : "leave a gap",
                               (unsigned long long)at);
        at = t->end;
    }
    if (!st && at != f->data_size)
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': the tensors' data "
                           "ends at byte %llu of the data buffer but the file has %llu bytes of "
                           "data after the header", f->source, (unsigned long long)at,
                           (unsigned long long)f->data_size);
    NNTILE_FREE(order);
    return st;
}

/* Parses and checks the header text. */
static nntile_status nntile__st_parse(nntile_safetensors *f, const char *text, size_t len)
{
    nntile__json j;
    memset(&j, 0, sizeof j);
    j.text = text;
    j.len = len;
    j.source = f->source;
    j.what = "safetensors";
    int root = nntile__json_parse(&j);
    f->work = j.work;
    nntile_status st = root < 0 ? NNTILE_ERR_INVALID_ARGUMENT
                                : nntile__jexpect(&j, root, "header", NNTILE__J_OBJ, "an object");
    int count = st ? 0 : j.v[root].count;
    if (!st) {
        f->t = (nntile__st_tensor *)NNTILE_MALLOC((size_t)(count + 1) * sizeof *f->t);
        f->by_name = (int *)NNTILE_MALLOC((size_t)(count + 1) * sizeof *f->by_name);
        if (!f->t || !f->by_name)
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "safetensors '%s': out of memory",
                               f->source);
    }
    for (int m = st ? -1 : j.v[root].first; m >= 0 && !st; m = j.v[m].next) {
        const char *key = j.work + j.v[m].keystr; /* unique: the parser checks */
        if (strcmp(key, "__metadata__") == 0) {
            st = nntile__st_parse_meta(f, &j, m);
            continue;
        }
        if (!*key || strlen(key) > NNTILE_NAME_MAX) {
            char q[80];
            st = nntile__json_fail(&j, j.v[m].key, "tensor name \"%s\" has %zu bytes, not 1 "
                                   "to %d (NNTILE_NAME_MAX)",
                                   nntile__quote(q, sizeof q, key, strlen(key)), strlen(key),
                                   NNTILE_NAME_MAX);
            continue;
        }
        nntile__st_tensor *t = &f->t[f->n++];
        memset(t, 0, sizeof *t);
        t->name = key;
        st = nntile__st_parse_tensor(f, &j, m, t);
    }
    NNTILE_FREE(j.v);
    return st ? st : nntile__st_check_layout(f);
}

/* Reads exactly n bytes at offset of the file; 0 on error or a short file. */
static int nntile__st_pread(int fd, void *buf, size_t n, uint64_t offset)
{
    errno = 0;
    if ((uint64_t)(off_t)offset != offset || lseek(fd, (off_t)offset, SEEK_SET) < 0) return 0;
    char *p = (char *)buf;
    while (n) {
        ssize_t got = read(fd, p, n > ((size_t)1 << 30) ? (size_t)1 << 30 : n);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return 0;
        p += got;
        n -= (size_t)got;
    }
    return 1;
}

/* The common part of open and open_memory: size is the whole file's. */
static nntile_safetensors *nntile__st_open(const char *source, const unsigned char *mem, int fd,
                                           uint64_t size)
{
    nntile_safetensors *f = (nntile_safetensors *)NNTILE_MALLOC(sizeof *f);
    if (f) memset(f, 0, sizeof *f);
    char *src = nntile__strdup(source);
    if (!f || !src) {
        NNTILE_FREE(f);
        NNTILE_FREE(src);
        if (fd >= 0) close(fd);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "safetensors '%s': out of memory", source);
        return NULL;
    }
    f->source = src;
    f->mem = mem;
    f->fd = fd;
    nntile_status st = NNTILE_OK;
    unsigned char len8[8];
    uint64_t hlen = 0;
    char *text = NULL;
    if (!nntile__st_little_endian())
        st = nntile__error(NNTILE_ERR_UNSUPPORTED, "safetensors '%s': big-endian hosts are not "
                           "supported", source);
    else if (size < 8)
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': the file has %llu "
                           "bytes, fewer than the 8 of the header length", source,
                           (unsigned long long)size);
    else if (mem) memcpy(len8, mem, 8);
    else if (!nntile__st_pread(fd, len8, 8, 0))
        st = nntile__error(NNTILE_ERR_RUNTIME, "safetensors '%s': read error: %s", source,
                           strerror(errno));
    for (int i = 0; i < 8 && !st; ++i) hlen |= (uint64_t)len8[i] << (8 * i);
    if (!st && hlen > NNTILE_SAFETENSORS_MAX_HEADER)
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': header length %llu "
                           "is more than the limit of %llu bytes", source,
                           (unsigned long long)hlen,
                           (unsigned long long)NNTILE_SAFETENSORS_MAX_HEADER);
    if (!st && hlen > size - 8)
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': header length %llu "
                           "is more than the %llu bytes after it (truncated file?)", source,
                           (unsigned long long)hlen, (unsigned long long)(size - 8));
    if (!st) {
        f->data_start = 8 + hlen;
        f->data_size = size - 8 - hlen;
        if (mem) {
            st = nntile__st_parse(f, (const char *)mem + 8, (size_t)hlen);
        } else if (!(text = (char *)NNTILE_MALLOC((size_t)hlen + 1))) {
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "safetensors '%s': out of memory for "
                               "a header of %llu bytes", source, (unsigned long long)hlen);
        } else if (!nntile__st_pread(fd, text, (size_t)hlen, 8)) {
            st = nntile__error(NNTILE_ERR_RUNTIME, "safetensors '%s': cannot read the header of "
                               "%llu bytes", source, (unsigned long long)hlen);
        } else {
            st = nntile__st_parse(f, text, (size_t)hlen);
        }
    }
    NNTILE_FREE(text);
    if (st) {
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", nntile_last_error());
        nntile_safetensors_close(f);
        nntile__error(st, "%s", msg); /* close must not hide the error */
        return NULL;
    }
    return f;
}

NNTILE_API nntile_safetensors *nntile_safetensors_open_memory(const void *data, size_t size)
{
    if (!data && size) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors open_memory: data is NULL");
        return NULL;
    }
    static const unsigned char empty[1] = {0};
    return nntile__st_open("(memory)", data ? (const unsigned char *)data : empty, -1, size);
}

NNTILE_API nntile_safetensors *nntile_safetensors_open(const char *path)
{
    if (!path) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors open: path is NULL");
        return NULL;
    }
    int fd;
    uint64_t size;
    if (nntile__open_regular("safetensors", path, &fd, &size) != NNTILE_OK) return NULL;
    return nntile__st_open(path, NULL, fd, size);
}

NNTILE_API int nntile_safetensors_count(const nntile_safetensors *f) { return f ? f->n : 0; }

NNTILE_API nntile_status nntile_safetensors_info(const nntile_safetensors *f, int i,
                                                 nntile_safetensors_entry *info)
{
    if (!f || !info || i < 0 || i >= f->n)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors info: index %d outside "
                             "[0, %d) or NULL argument", i, f ? f->n : 0);
    memset(info, 0, sizeof *info);
    info->name = f->t[i].name;
    info->dtype = f->t[i].dtype;
    info->ndim = f->t[i].ndim;
    for (int d = 0; d < f->t[i].ndim; ++d) info->shape[d] = f->t[i].shape[d];
    return NNTILE_OK;
}

NNTILE_API int nntile_safetensors_find(const nntile_safetensors *f, const char *name)
{
    int lo = 0, hi = f && name ? f->n : 0;
    while (lo < hi) { /* binary search of by_name */
        int mid = lo + (hi - lo) / 2, c = strcmp(f->t[f->by_name[mid]].name, name);
        if (!c) return f->by_name[mid];
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return -1;
}

NNTILE_API const char *nntile_safetensors_metadata(const nntile_safetensors *f, const char *key)
{
    for (int i = 0; f && key && i < f->nmeta; ++i)
        if (strcmp(f->meta[2 * i], key) == 0) return f->meta[2 * i + 1];
    return NULL;
}

NNTILE_API nntile_status nntile_safetensors_read(nntile_safetensors *f, const char *name,
                                                 nntile_dtype dtype, void *out, size_t count)
{
    if (!f || !name)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors read: file and name "
                             "needed");
    int i = nntile_safetensors_find(f, name);
    if (i < 0)
        return nntile__error(NNTILE_ERR_NOT_FOUND, "safetensors '%s': no tensor '%s'", f->source,
                             name);
    const nntile__st_tensor *t = &f->t[i];
    if ((unsigned)dtype >= NNTILE_DTYPE_COUNT || nntile__st_storage(dtype) != t->dtype)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': tensor '%s' is %s "
                             "(%s), not %s as requested (no conversion is done)", f->source,
                             name, nntile_dtype_name(t->dtype), nntile__st_dtype_name(t->dtype),
                             nntile_dtype_name(dtype));
    int64_t nelems = nntile__st_nelems(t->ndim, t->shape);
    if (count != (uint64_t)nelems || (!out && count))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "safetensors '%s': tensor '%s' has "
                             "%lld elements; count=%zu%s", f->source, name, (long long)nelems,
                             count, out ? "" : " and out is NULL");
    size_t bytes = (size_t)(t->end - t->begin);
    if (!bytes) return NNTILE_OK;
    if (f->mem) {
        memcpy(out, f->mem + f->data_start + t->begin, bytes);
        return NNTILE_OK;
    }
    if (!nntile__st_pread(f->fd, out, bytes, f->data_start + t->begin))
        return nntile__error(NNTILE_ERR_RUNTIME, "safetensors '%s': reading tensor '%s' failed "
                             "(the file changed or shrank?): %s", f->source, name,
                             errno ? strerror(errno) : "short read");
    return NNTILE_OK;
}

NNTILE_PRIVATE int nntile__safetensors_span(const nntile_safetensors *f, int i, int *fd,
                                            int64_t *offset, int64_t *bytes)
{
    if (!f || f->mem || f->fd < 0 || i < 0 || i >= f->n) return 0;
    *fd = f->fd;
    *offset = (int64_t)(f->data_start + f->t[i].begin);
    *bytes = (int64_t)(f->t[i].end - f->t[i].begin);
    return 1;
}

NNTILE_API void nntile_safetensors_close(nntile_safetensors *f)
{
    if (!f) return;
    if (f->fd >= 0) close(f->fd);
    NNTILE_FREE(f->source);
    NNTILE_FREE(f->work);
    NNTILE_FREE(f->t);
    NNTILE_FREE(f->by_name);
    NNTILE_FREE(f->meta);
    NNTILE_FREE(f);
}
