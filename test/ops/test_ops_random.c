/* gemm and gelu on random data against a double-precision reference written
 * here from the documented rules (src/ops/gemm.h, src/ops/activation.h),
 * never from the library's code. Levels:
 *   kernel  nntile_kernel_gemm / nntile_kernel_gelu on buffers with guard
 *           cells before and after every operand (also gelu in place);
 *   tile    tiles from nntile_tile_init, filled and read with
 *           nntile_data_acquire/release; and tiles on user buffers with guard
 *           cells (nntile_data_register_ptr), which catch writes out of bounds;
 *           gelu also in place (src == dst), and a scalar (ndim 0) tile;
 *   tensor  several tilings per shape: one tile, tiles that divide the shape,
 *           tile 3 (does not divide 7, 8, 4, 5), e/2+1 (never divides), random;
 *           async into a task group and blocking; a gemm -> gelu chain submitted
 *           without a wait in between; one moderate gemm (64x80x48, tiles
 *           24/32/20);
 *   graph   gemm + gelu compiled with per-tensor tilings that spread through the
 *           dims the ops tie, and a conflicting tiling that must be refused.
 * gemm covers trans_a x trans_b, 1 and 2 contracted dims, 0 and 1 batch dims,
 * 1 or 2 M and N dims, alpha != 1 with beta != 0 accumulating into a random c,
 * and beta = 0 over a c full of NaNs. Inputs are checked unchanged (bitwise).
 * Results must satisfy both a per-element bound (K-scaled unit roundoff times
 * the sum of absolute terms) and a relative Frobenius error below 1e-5 (fp32)
 * or 1e-12 (fp64). Every case with a runtime runs on every backend of
 * backends.h; kernel cases need none and run once. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

/* Ends the calling case as well when a CHECK inside a helper failed. */
#define CALL(expr) \
    do { \
        expr; \
        if (harness_case_failed) return; \
    } while (0)

static nntile_dtype cur_dtype; /* dtype of the running case: fp32 or fp64 */

static size_t esz(void) { return nntile_dtype_size(cur_dtype); }

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        printf("FAIL out of memory\n");
        exit(1);
    }
    return p;
}

static double get_el(const void *p, int64_t i)
{
    return cur_dtype == NNTILE_FP32 ? (double)((const float *)p)[i] : ((const double *)p)[i];
}

static void set_el(void *p, int64_t i, double v)
{
    if (cur_dtype == NNTILE_FP32) ((float *)p)[i] = (float)v;
    else ((double *)p)[i] = v;
}

static double unit_roundoff(void)
{
    return cur_dtype == NNTILE_FP32 ? ldexp(1.0, -24) : ldexp(1.0, -53);
}

static double frob_tol(void) { return cur_dtype == NNTILE_FP32 ? 1e-5 : 1e-12; }

static int64_t prod(int nd, const int64_t *s)
{
    int64_t p = 1;
    for (int i = 0; i < nd; ++i) p *= s[i];
    return p;
}

/* Uniform integer in [lo, hi]. */
static int64_t rand_int(int64_t lo, int64_t hi)
{
    int64_t v = lo + (int64_t)((harness_uniform() + 1.0) * 0.5 * (double)(hi - lo + 1));
    return v > hi ? hi : v;
}

/* Next multi-index in column-major order; 0 after the last one (back to 0s). */
static int next_index(int nd, const int64_t *shape, int64_t *idx)
{
    for (int d = 0; d < nd; ++d) {
        if (++idx[d] < shape[d]) return 1;
        idx[d] = 0;
    }
    return 0;
}

/* Column-major offset of a multi-index. */
static int64_t offset_of(int nd, const int64_t *shape, const int64_t *idx)
{
    int64_t off = 0, stride = 1;
    for (int d = 0; d < nd; ++d) {
        off += idx[d] * stride;
        stride *= shape[d];
    }
    return off;
}

static void fmt_shape(char *buf, size_t size, int nd, const int64_t *s)
{
    size_t used = (size_t)snprintf(buf, size, "[");
    for (int i = 0; i < nd && used < size; ++i)
        used += (size_t)snprintf(buf + used, size - used, i ? ",%lld" : "%lld", (long long)s[i]);
    if (used < size) snprintf(buf + used, size - used, "]");
}

/* ---- arrays: values of cur_dtype and the same values as doubles ---------- */

typedef struct arr {
    int64_t n;
    void *t;   /* n elements of cur_dtype */
    double *d; /* the same values, exactly */
} arr;

static arr arr_new(int64_t n)
{
    arr a;
    a.n = n;
    a.t = xmalloc((size_t)n * esz());
    a.d = (double *)xmalloc((size_t)n * sizeof(double));
    return a;
}

/* n uniform values in [-scale, scale), rounded to cur_dtype. */
static arr arr_rand(int64_t n, double scale)
{
    arr a = arr_new(n);
    for (int64_t i = 0; i < n; ++i) {
        set_el(a.t, i, scale * harness_uniform());
        a.d[i] = get_el(a.t, i);
    }
    return a;
}

static arr arr_nan(int64_t n)
{
    arr a = arr_new(n);
    for (int64_t i = 0; i < n; ++i) {
        set_el(a.t, i, NAN);
        a.d[i] = NAN;
    }
    return a;
}

static void arr_free(arr *a)
{
    free(a->t);
    free(a->d);
    a->t = a->d = NULL;
}

/* ---- buffers with guard cells before and after the body ------------------ */

#define GUARD 16 /* guard elements on each side */
#define GUARD_BYTE 0xA5

typedef struct guarded {
    int64_t n;
    unsigned char *raw; /* GUARD + n + GUARD elements */
} guarded;

/* A body of n elements copied from init, or all guard bytes when init is NULL. */
static guarded guarded_new(const void *init, int64_t n)
{
    guarded g;
    g.n = n;
    g.raw = (unsigned char *)xmalloc((size_t)(n + 2 * GUARD) * esz());
    memset(g.raw, GUARD_BYTE, (size_t)(n + 2 * GUARD) * esz());
    if (init) memcpy(g.raw + GUARD * esz(), init, (size_t)n * esz());
    return g;
}

static void *guarded_body(const guarded *g) { return g->raw + GUARD * esz(); }

static int guards_intact(const guarded *g)
{
    size_t gb = GUARD * esz(), tail = (size_t)(GUARD + g->n) * esz();
    for (size_t i = 0; i < gb; ++i)
        if (g->raw[i] != GUARD_BYTE || g->raw[tail + i] != GUARD_BYTE) return 0;
    return 1;
}

/* ---- comparison ----------------------------------------------------------- */

/* Every |got[i] - ref[i]| <= bound[i] (a NaN fails), and the relative
 * Frobenius error is below frob_tol(). */
static void check_close(const char *what, const void *got, const double *ref,
                        const double *bound, int64_t n)
{
    double num = 0, den = 0;
    for (int64_t i = 0; i < n; ++i) {
        double g = get_el(got, i), e = fabs(g - ref[i]);
        CHECK(e <= bound[i], "%s: element %lld = %.17g, reference %.17g (|error| %.3g > bound %.3g)",
              what, (long long)i, g, ref[i], e, bound[i]);
        num += e * e;
        den += ref[i] * ref[i];
    }
    double rel = den > 0 ? sqrt(num / den) : sqrt(num);
    CHECK(rel <= frob_tol(), "%s: relative Frobenius error %.3g > %.3g", what, rel, frob_tol());
}

/* ---- gemm problems and the reference -------------------------------------- */

/* Extents (or tile extents) of each group of dims. */
/* After a gemm on guarded buffers: guards intact, a and b unchanged, c close
 * to the reference; frees the three buffers. */
static void check_guarded_gemm(const char *what, guarded *ga, guarded *gb, guarded *gc,
                               const arr *a, const arr *b, const double *ref, const double *err,
                               int64_t nc)
{
    int intact_ab = guards_intact(ga) && guards_intact(gb), intact_c = guards_intact(gc);
    int same_a = memcmp(guarded_body(ga), a->t, (size_t)a->n * esz()) == 0;
    int same_b = memcmp(guarded_body(gb), b->t, (size_t)b->n * esz()) == 0;
    if (intact_c && same_a && same_b) check_close(what, guarded_body(gc), ref, err, nc);
    free(ga->raw);
    free(gb->raw);
    free(gc->raw);
    CHECK(intact_ab, "%s: guard cells around a or b changed", what);
    CHECK(intact_c, "%s: guard cells around c changed (write out of bounds)", what);
    CHECK(same_a, "%s: a changed", what);
    CHECK(same_b, "%s: b changed", what);
}

typedef struct dims4 {
    int64_t m[2], n[2], k[2], b[1];
} dims4;

typedef struct gemm_prob {
    int trans_a, trans_b;
    int ndim, batch_ndim; /* K dims, batch dims */
    int m_ndim, n_ndim;
    dims4 ext;
} gemm_prob;

enum { OP_A, OP_B, OP_C };

/* Shape (or tile shape) of a, b or c from the groups, after tile.h:
 *   a [M..., K..., batch...] (trans_a = 0) or [K..., M..., batch...] (trans_a = 1)
 *   b [K..., N..., batch...] (trans_b = 0) or [N..., K..., batch...] (trans_b = 1)
 *   c [M..., N..., batch...] */
static int layout(const gemm_prob *p, const dims4 *g, int which, int64_t *out)
{
    int nd = 0;
#define PUT(arr_, cnt_) \
    for (int i_ = 0; i_ < (cnt_); ++i_) out[nd++] = (arr_)[i_]
    if (which == OP_A) {
        if (p->trans_a) {
            PUT(g->k, p->ndim);
            PUT(g->m, p->m_ndim);
        } else {
            PUT(g->m, p->m_ndim);
            PUT(g->k, p->ndim);
        }
    } else if (which == OP_B) {
        if (p->trans_b) {
            PUT(g->n, p->n_ndim);
            PUT(g->k, p->ndim);
        } else {
            PUT(g->k, p->ndim);
            PUT(g->n, p->n_ndim);
        }
    } else {
        PUT(g->m, p->m_ndim);
        PUT(g->n, p->n_ndim);
    }
    PUT(g->b, p->batch_ndim);
#undef PUT
    return nd;
}

/* c[mi, ni, bi] = alpha sum_ki a[.., bi] b[.., bi] + beta c0[mi, ni, bi], by
 * multi-indices; c0 NULL means beta = 0 (c0 never read). err gets the
 * per-element error bound: (2K + 8) u (|alpha| sum |a b| + |beta c0|). */
static void gemm_ref(const gemm_prob *p, double alpha, const double *a, const double *b,
                     double beta, const double *c0, double *ref, double *err)
{
    int64_t as[NNTILE_MAX_NDIM], bs[NNTILE_MAX_NDIM], cs[NNTILE_MAX_NDIM];
    int an = layout(p, &p->ext, OP_A, as), bn = layout(p, &p->ext, OP_B, bs);
    int cn = layout(p, &p->ext, OP_C, cs);
    double factor = (2.0 * (double)prod(p->ndim, p->ext.k) + 8.0) * unit_roundoff();
    int64_t ci[NNTILE_MAX_NDIM] = {0};
    do {
        const int64_t *mi = ci, *ni = ci + p->m_ndim, *bi = ci + p->m_ndim + p->n_ndim;
        int64_t ki[NNTILE_MAX_NDIM] = {0};
        double s = 0, sabs = 0;
        do {
            int64_t ax[NNTILE_MAX_NDIM], bx[NNTILE_MAX_NDIM];
            int na = 0, nb = 0;
            if (!p->trans_a) {
                for (int i = 0; i < p->m_ndim; ++i) ax[na++] = mi[i];
                for (int i = 0; i < p->ndim; ++i) ax[na++] = ki[i];
            } else {
                for (int i = 0; i < p->ndim; ++i) ax[na++] = ki[i];
                for (int i = 0; i < p->m_ndim; ++i) ax[na++] = mi[i];
            }
            if (!p->trans_b) {
                for (int i = 0; i < p->ndim; ++i) bx[nb++] = ki[i];
                for (int i = 0; i < p->n_ndim; ++i) bx[nb++] = ni[i];
            } else {
                for (int i = 0; i < p->n_ndim; ++i) bx[nb++] = ni[i];
                for (int i = 0; i < p->ndim; ++i) bx[nb++] = ki[i];
            }
            for (int i = 0; i < p->batch_ndim; ++i) ax[na++] = bx[nb++] = bi[i];
            double t = a[offset_of(an, as, ax)] * b[offset_of(bn, bs, bx)];
            s += t;
            sabs += fabs(t);
        } while (next_index(p->ndim, p->ext.k, ki));
        int64_t co = offset_of(cn, cs, ci);
        ref[co] = alpha * s + (c0 ? beta * c0[co] : 0.0);
        err[co] = factor * (fabs(alpha) * sabs + (c0 ? fabs(beta * c0[co]) : 0.0));
    } while (next_index(cn, cs, ci));
}

/* Problem number cfg in [0, 16): trans_a, trans_b, ndim 1/2 and batch_ndim
 * 0/1 from its bits; 1 or 2 M and N dims; extents 1..9 (1..5 and 1..4 for a
 * group of two), batch 1..3, and one dim of 7 in every problem. */
static gemm_prob make_prob(int cfg)
{
    gemm_prob p;
    memset(&p, 0, sizeof p);
    p.trans_a = cfg & 1;
    p.trans_b = (cfg >> 1) & 1;
    p.ndim = 1 + ((cfg >> 2) & 1);
    p.batch_ndim = (cfg >> 3) & 1;
    p.m_ndim = 1 + ((cfg + (cfg >> 2)) & 1);
    p.n_ndim = 1 + (((cfg >> 1) + (cfg >> 3)) & 1);
    int64_t *groups[3] = {p.ext.m, p.ext.n, p.ext.k};
    int counts[3] = {p.m_ndim, p.n_ndim, p.ndim};
    for (int g = 0; g < 3; ++g) {
        if (counts[g] == 1) {
            groups[g][0] = rand_int(1, 9);
        } else {
            groups[g][0] = rand_int(1, 5);
            groups[g][1] = rand_int(1, 4);
        }
    }
    groups[cfg % 3][0] = 7;
    p.ext.b[0] = p.batch_ndim ? rand_int(1, 3) : 1;
    return p;
}

#define NTILINGS 5
static const char *const tiling_names[NTILINGS] = {"one tile", "dividing", "tile 3", "e/2+1",
                                                   "random"};

/* Tile extent of kind `kind` for a dim of extent e (0 = the whole dim). */
static int64_t tile_of(int kind, int64_t e)
{
    switch (kind) {
    case 0: return 0;
    case 1: /* the largest proper divisor, 1 for a prime */
        for (int64_t t = e / 2; t > 1; --t)
            if (e % t == 0) return t;
        return 1;
    case 2: return 3;
    case 3: return e / 2 + 1;
    default: return rand_int(1, e);
    }
}

/* One tiling of the groups: tied dims (a's K and b's K, ...) share extents by
 * construction since a, b and c take their tile shapes from the same groups. */
static dims4 make_tiling(const gemm_prob *p, int kind)
{
    dims4 t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < p->m_ndim; ++i) t.m[i] = tile_of(kind, p->ext.m[i]);
    for (int i = 0; i < p->n_ndim; ++i) t.n[i] = tile_of(kind, p->ext.n[i]);
    for (int i = 0; i < p->ndim; ++i) t.k[i] = tile_of(kind, p->ext.k[i]);
    for (int i = 0; i < p->batch_ndim; ++i) t.b[i] = tile_of(kind, p->ext.b[i]);
    return t;
}

static void describe(char *buf, size_t size, const gemm_prob *p, const dims4 *tiles,
                     const char *tiling, double alpha, double beta)
{
    int64_t s[NNTILE_MAX_NDIM];
    char sa[64], sb[64], sc[64], ta[64] = "-", tb[64] = "-";
    fmt_shape(sa, sizeof sa, layout(p, &p->ext, OP_A, s), s);
    fmt_shape(sb, sizeof sb, layout(p, &p->ext, OP_B, s), s);
    fmt_shape(sc, sizeof sc, layout(p, &p->ext, OP_C, s), s);
    if (tiles) {
        fmt_shape(ta, sizeof ta, layout(p, tiles, OP_A, s), s);
        fmt_shape(tb, sizeof tb, layout(p, tiles, OP_B, s), s);
    }
    snprintf(buf, size,
             "gemm trans_a=%d trans_b=%d ndim=%d batch_ndim=%d alpha=%g beta=%g a%s b%s c%s "
             "(%s: a tiles %s, b tiles %s)",
             p->trans_a, p->trans_b, p->ndim, p->batch_ndim, alpha, beta, sa, sb, sc,
             tiling ? tiling : "single tile", ta, tb);
}

/* (alpha, beta) of the k-th run; beta = 0 runs over a c full of NaNs. */
static const double alpha_beta[][2] = {
    {0.75, 0.5}, {-1.25, -2.0}, {1.0, 0.0}, {2.0, 1.0}, {0.5, -0.25},
};
#define NALPHA_BETA ((int)(sizeof alpha_beta / sizeof *alpha_beta))

/* ---- gelu reference --------------------------------------------------------- */

/* 0.5 x (1 + erf(x / sqrt 2)), written with erfc(-x / sqrt 2) = 1 + erf(x / sqrt 2)
 * to avoid the cancellation for negative x. */
static double gelu_ref(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }

/* Per-element bound of a computed gelu(x): 16 u (|x| + |gelu(x)|). */
static double gelu_err(double x, double y) { return 16.0 * unit_roundoff() * (fabs(x) + fabs(y)); }

/* ---- tensor and tile helpers ----------------------------------------------- */

/* A tensor with tile shape `tile` (0 = whole dim), checked against the tiling
 * rules of tensor.h. */
static void tensor_new(nntile_tensor **t, const char *name, int nd, const int64_t *shape,
                       const int64_t *tile)
{
    *t = NULL;
    CHECK(nntile_tensor_new(t, name, cur_dtype, nd, shape, tile) == NNTILE_OK, "%s",
          nntile_last_error());
    int64_t ntiles = 1;
    for (int d = 0; d < nd; ++d) {
        int64_t ts = tile[d] == 0 || tile[d] > shape[d] ? shape[d] : tile[d];
        CHECK(nntile_tensor_tile_extent(*t, d, 0) == ts, "%s: tile_shape[%d]=%lld, expected %lld", name, d,
              (long long)nntile_tensor_tile_extent(*t, d, 0), (long long)ts);
        ntiles *= (shape[d] + ts - 1) / ts;
    }
    CHECK((*t)->ntiles == ntiles, "%s: %lld tiles, expected %lld", name, (long long)(*t)->ntiles,
          (long long)ntiles);
}

/* Gathers t and checks it holds exactly (bitwise) the values of a. */
static void check_tensor_unchanged(nntile_tensor *t, const arr *a, const char *what)
{
    void *buf = xmalloc((size_t)a->n * esz());
    nntile_status st = nntile_tensor_gather(t, buf);
    int same = st == NNTILE_OK && memcmp(buf, a->t, (size_t)a->n * esz()) == 0;
    free(buf);
    CHECK(st == NNTILE_OK, "gather %s: %s", t->name, nntile_last_error());
    CHECK(same, "%s: input '%s' changed", what, t->name);
}

/* Writes the whole tile from buf. */
static void tile_fill(nntile_tile *t, const void *buf)
{
    void *ptr = NULL;
    CHECK(nntile_data_acquire(t->data, NNTILE_W, &ptr) == NNTILE_OK, "%s", nntile_last_error());
    memcpy(ptr, buf, (size_t)t->nelems * esz());
    nntile_data_release(t->data);
}

/* Copies the tile into out, a guarded buffer of exactly its size whose body
 * starts as guard bytes: the data must hold nelems elements, and the copy must
 * leave the guards alone. */
static void tile_read(nntile_tile *t, guarded *out)
{
    void *ptr = NULL;
    CHECK(out->n == t->nelems, "tile holds %lld elements, buffer %lld", (long long)t->nelems,
          (long long)out->n);
    CHECK(nntile_data_nelems(t->data) == (size_t)t->nelems, "data holds %zu elements, tile %lld",
          nntile_data_nelems(t->data), (long long)t->nelems);
    CHECK(nntile_data_acquire(t->data, NNTILE_R, &ptr) == NNTILE_OK, "%s", nntile_last_error());
    memcpy(guarded_body(out), ptr, (size_t)t->nelems * esz());
    nntile_data_release(t->data);
    CHECK(guards_intact(out), "guard cells around the copy of a tile changed");
}

/* A tile on the body of a guarded user buffer (the tile struct is public). */
static void tile_on_guarded(nntile_tile *t, guarded *g, int nd, const int64_t *shape)
{
    memset(t, 0, sizeof *t);
    t->dtype = cur_dtype;
    t->ndim = nd;
    for (int d = 0; d < nd; ++d) t->shape[d] = shape[d];
    t->nelems = prod(nd, shape);
    t->owner = 0;
    CHECK(g->n == t->nelems, "guarded buffer of %lld elements for a tile of %lld",
          (long long)g->n, (long long)t->nelems);
    CHECK(nntile_data_register_ptr(&t->data, guarded_body(g), (size_t)t->nelems, esz()) ==
              NNTILE_OK,
          "%s", nntile_last_error());
}

/* ---- gemm at the kernel level ----------------------------------------------- */

static void kernel_gemm_once(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                             int64_t batch, double alpha, double beta)
{
    gemm_prob p;
    memset(&p, 0, sizeof p);
    p.trans_a = trans_a;
    p.trans_b = trans_b;
    p.ndim = p.batch_ndim = p.m_ndim = p.n_ndim = 1;
    p.ext.m[0] = m;
    p.ext.n[0] = n;
    p.ext.k[0] = k;
    p.ext.b[0] = batch;
    char what[320];
    describe(what, sizeof what, &p, NULL, "kernel", alpha, beta);
    arr a = arr_rand(m * k * batch, 1.0), b = arr_rand(k * n * batch, 1.0);
    arr c0 = beta == 0.0 ? arr_nan(m * n * batch) : arr_rand(m * n * batch, 1.0);
    double *ref = (double *)xmalloc((size_t)c0.n * sizeof(double));
    double *err = (double *)xmalloc((size_t)c0.n * sizeof(double));
    gemm_ref(&p, alpha, a.d, b.d, beta, beta == 0.0 ? NULL : c0.d, ref, err);
    guarded ga = guarded_new(a.t, a.n), gb = guarded_new(b.t, b.n), gc = guarded_new(c0.t, c0.n);
    nntile_kernel_gemm(cur_dtype, trans_a, trans_b, m, n, k, batch, alpha, guarded_body(&ga),
                       guarded_body(&gb), beta, guarded_body(&gc));
    CALL(check_guarded_gemm(what, &ga, &gb, &gc, &a, &b, ref, err, c0.n));
    free(ref);
    free(err);
    arr_free(&a);
    arr_free(&b);
    arr_free(&c0);
}

/* Sizes cross the built-in kernel's blocks (32 columns of C, 128 of K). */
TEST(gemm_kernel)
{
    static const int64_t sizes[][4] = {
        {1, 1, 1, 1}, {3, 5, 7, 2}, {7, 1, 9, 3}, {1, 8, 1, 2}, {6, 4, 1, 1}, {37, 70, 300, 2},
    };
    int run = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s)
        for (int t = 0; t < 4; ++t, ++run) {
            const double *ab = alpha_beta[run % NALPHA_BETA];
            CALL(kernel_gemm_once(t & 1, t >> 1, sizes[s][0], sizes[s][1], sizes[s][2],
                                  sizes[s][3], ab[0], ab[1]));
        }
}

/* ---- gelu at the kernel level ----------------------------------------------- */

/* n inputs: special values first, then uniform in [-8, 8). */
static arr gelu_inputs(int64_t n)
{
    static const double special[] = {0, 1, -1, 0.5, -0.5, 3, -3, 6, -6, 10, -10, 30, -30, 1e-3};
    arr x = arr_rand(n, 8.0);
    for (int64_t i = 0; i < n && i < (int64_t)(sizeof special / sizeof *special); ++i) {
        set_el(x.t, i, special[i]);
        x.d[i] = get_el(x.t, i);
    }
    return x;
}

static void gelu_reference(const arr *x, double *ref, double *err)
{
    for (int64_t i = 0; i < x->n; ++i) {
        ref[i] = gelu_ref(x->d[i]);
        err[i] = gelu_err(x->d[i], ref[i]);
    }
}

static void kernel_gelu(const void *src, void *dst, int64_t n)
{
    nntile_kernel_gelu(cur_dtype, n, src, dst);
}

TEST(gelu_kernel)
{
    static const int64_t sizes[] = {1, 7, 14, 1000};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
        int64_t n = sizes[s];
        char what[64];
        arr x = gelu_inputs(n);
        double *ref = (double *)xmalloc((size_t)n * sizeof(double));
        double *err = (double *)xmalloc((size_t)n * sizeof(double));
        gelu_reference(&x, ref, err);
        /* out of place: dst starts as guard bytes */
        guarded gx = guarded_new(x.t, n), gy = guarded_new(NULL, n);
        kernel_gelu(guarded_body(&gx), guarded_body(&gy), n);
        snprintf(what, sizeof what, "gelu kernel n=%lld", (long long)n);
        CHECK(guards_intact(&gx) && guards_intact(&gy), "%s: guard cells changed", what);
        CHECK(memcmp(guarded_body(&gx), x.t, (size_t)n * esz()) == 0, "%s: src changed", what);
        CALL(check_close(what, guarded_body(&gy), ref, err, n));
        /* in place */
        kernel_gelu(guarded_body(&gx), guarded_body(&gx), n);
        snprintf(what, sizeof what, "gelu kernel in place n=%lld", (long long)n);
        CHECK(guards_intact(&gx), "%s: guard cells changed", what);
        CALL(check_close(what, guarded_body(&gx), ref, err, n));
        free(gx.raw);
        free(gy.raw);
        free(ref);
        free(err);
        arr_free(&x);
    }
}

/* ---- gemm at the tile level ------------------------------------------------- */

/* variant 0: nntile_tile_init tiles, filled and read by acquire/release, and
 * nntile_tile_gemm_async with a task handle, then nntile_task_wait;
 * variant 1: tiles on guarded user buffers and the blocking nntile_tile_gemm. */
static void tile_gemm_once(const gemm_prob *p, double alpha, double beta, int variant)
{
    int64_t as[NNTILE_MAX_NDIM], bs[NNTILE_MAX_NDIM], cs[NNTILE_MAX_NDIM];
    int an = layout(p, &p->ext, OP_A, as), bn = layout(p, &p->ext, OP_B, bs);
    int cn = layout(p, &p->ext, OP_C, cs);
    char what[400];
    describe(what, sizeof what, p, NULL, variant ? "tile on guarded buffers" : "tile", alpha,
             beta);
    arr a = arr_rand(prod(an, as), 1.0), b = arr_rand(prod(bn, bs), 1.0);
    arr c0 = beta == 0.0 ? arr_nan(prod(cn, cs)) : arr_rand(prod(cn, cs), 1.0);
    double *ref = (double *)xmalloc((size_t)c0.n * sizeof(double));
    double *err = (double *)xmalloc((size_t)c0.n * sizeof(double));
    gemm_ref(p, alpha, a.d, b.d, beta, beta == 0.0 ? NULL : c0.d, ref, err);
    nntile_tile ta, tb, tc;
    if (variant == 0) {
        CHECK(nntile_tile_init(&ta, cur_dtype, an, as) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_tile_init(&tb, cur_dtype, bn, bs) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_tile_init(&tc, cur_dtype, cn, cs) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(ta.nelems == a.n && tb.nelems == b.n && tc.nelems == c0.n, "%s: tile sizes", what);
        CALL(tile_fill(&ta, a.t));
        CALL(tile_fill(&tb, b.t));
        CALL(tile_fill(&tc, c0.t));
        nntile_task *task = NULL;
        CHECK(nntile_tile_gemm_async(alpha, p->trans_a, &ta, p->trans_b, &tb, beta, &tc, p->ndim,
                                     p->batch_ndim, NULL, &task) == NNTILE_OK,
              "%s: %s", what, nntile_last_error());
        CHECK(task != NULL, "%s: no task handle", what);
        CHECK(nntile_task_wait(task) == NNTILE_OK, "%s: %s", what, nntile_last_error());
        guarded got = guarded_new(NULL, c0.n), ga = guarded_new(NULL, a.n),
                gb = guarded_new(NULL, b.n);
        CALL(tile_read(&tc, &got));
        CALL(tile_read(&ta, &ga));
        CALL(tile_read(&tb, &gb));
        CHECK(memcmp(guarded_body(&ga), a.t, (size_t)a.n * esz()) == 0, "%s: a changed", what);
        CHECK(memcmp(guarded_body(&gb), b.t, (size_t)b.n * esz()) == 0, "%s: b changed", what);
        CALL(check_close(what, guarded_body(&got), ref, err, c0.n));
        free(got.raw);
        free(ga.raw);
        free(gb.raw);
        nntile_tile_destroy(&ta);
        nntile_tile_destroy(&tb);
        nntile_tile_destroy(&tc);
    } else {
        guarded ga = guarded_new(a.t, a.n), gb = guarded_new(b.t, b.n),
                gc = guarded_new(c0.t, c0.n);
        CALL(tile_on_guarded(&ta, &ga, an, as));
        CALL(tile_on_guarded(&tb, &gb, bn, bs));
        CALL(tile_on_guarded(&tc, &gc, cn, cs));
        CHECK(tile_wait(nntile_tile_gemm_async(alpha, p->trans_a, &ta, p->trans_b, &tb, beta, &tc,
                                               p->ndim, p->batch_ndim, NULL, tile_task())) ==
                  NNTILE_OK,
              "%s: %s", what, nntile_last_error());
        /* unregistering a user buffer leaves its current contents there */
        nntile_tile_destroy(&ta);
        nntile_tile_destroy(&tb);
        nntile_tile_destroy(&tc);
        CALL(check_guarded_gemm(what, &ga, &gb, &gc, &a, &b, ref, err, c0.n));
    }
    free(ref);
    free(err);
    arr_free(&a);
    arr_free(&b);
    arr_free(&c0);
}

TEST(gemm_tile)
{
    for (int cfg = 0; cfg < 16; ++cfg) {
        gemm_prob p = make_prob(cfg);
        for (int v = 1; v >= 0; --v) { /* guarded buffers first: they name an overrun */
            const double *ab = alpha_beta[(2 * cfg + v) % NALPHA_BETA];
            CALL(tile_gemm_once(&p, ab[0], ab[1], v));
        }
    }
}

/* ---- gemm at the tensor level ----------------------------------------------- */

static void tensor_gemm_once(const gemm_prob *p, const dims4 *tiles, const char *tiling,
                             double alpha, double beta, int async)
{
    int64_t as[NNTILE_MAX_NDIM], bs[NNTILE_MAX_NDIM], cs[NNTILE_MAX_NDIM];
    int64_t at[NNTILE_MAX_NDIM], bt[NNTILE_MAX_NDIM], ct[NNTILE_MAX_NDIM];
    int an = layout(p, &p->ext, OP_A, as), bn = layout(p, &p->ext, OP_B, bs);
    int cn = layout(p, &p->ext, OP_C, cs);
    layout(p, tiles, OP_A, at);
    layout(p, tiles, OP_B, bt);
    layout(p, tiles, OP_C, ct);
    char what[400];
    describe(what, sizeof what, p, tiles, tiling, alpha, beta);
    arr a = arr_rand(prod(an, as), 1.0), b = arr_rand(prod(bn, bs), 1.0);
    arr c0 = beta == 0.0 ? arr_nan(prod(cn, cs)) : arr_rand(prod(cn, cs), 1.0);
    double *ref = (double *)xmalloc((size_t)c0.n * sizeof(double));
    double *err = (double *)xmalloc((size_t)c0.n * sizeof(double));
    gemm_ref(p, alpha, a.d, b.d, beta, beta == 0.0 ? NULL : c0.d, ref, err);
    nntile_tensor *ta, *tb, *tc;
    CALL(tensor_new(&ta, "a", an, as, at));
    CALL(tensor_new(&tb, "b", bn, bs, bt));
    CALL(tensor_new(&tc, "c", cn, cs, ct));
    CHECK(nntile_tensor_scatter(ta, a.t) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_scatter(tb, b.t) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_scatter(tc, c0.t) == NNTILE_OK, "%s", nntile_last_error());
    if (async) {
        nntile_task_group *group = nntile_task_group_new();
        CHECK(group != NULL, "group: %s", nntile_last_error());
        CHECK(nntile_tensor_gemm_async(alpha, p->trans_a, ta, p->trans_b, tb, beta, tc, p->ndim,
                                       p->batch_ndim, group) == NNTILE_OK,
              "%s: %s", what, nntile_last_error());
        CHECK(nntile_task_group_wait_all(group) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_task_group_pending(group) == 0, "%s: tasks pending after wait_all", what);
        nntile_task_group_free(group);
    } else {
        CHECK(nntile_tensor_gemm(alpha, p->trans_a, ta, p->trans_b, tb, beta, tc, p->ndim,
                                 p->batch_ndim) == NNTILE_OK,
              "%s: %s", what, nntile_last_error());
    }
    void *got = xmalloc((size_t)c0.n * esz());
    CHECK(nntile_tensor_gather(tc, got) == NNTILE_OK, "%s", nntile_last_error());
    CALL(check_close(what, got, ref, err, c0.n));
    CALL(check_tensor_unchanged(ta, &a, what));
    CALL(check_tensor_unchanged(tb, &b, what));
    free(got);
    nntile_tensor_free(ta);
    nntile_tensor_free(tb);
    nntile_tensor_free(tc);
    free(ref);
    free(err);
    arr_free(&a);
    arr_free(&b);
    arr_free(&c0);
}

/* 16 problems x 5 tilings, async and blocking in turn. */
TEST(gemm_tensor)
{
    for (int cfg = 0; cfg < 16; ++cfg) {
        gemm_prob p = make_prob(cfg);
        for (int kind = 0; kind < NTILINGS; ++kind) {
            dims4 tiles = make_tiling(&p, kind);
            const double *ab = alpha_beta[(cfg + kind) % NALPHA_BETA];
            CALL(tensor_gemm_once(&p, &tiles, tiling_names[kind], ab[0], ab[1], (cfg + kind) & 1));
        }
    }
}

/* c [64, 80] = 0.75 op(a) op(b) - 0.5 c, K = 48, tiles 24 (M), 32 (N), 20 (K):
 * none divides its dim. */
TEST(gemm_tensor_moderate)
{
    for (int t = 0; t < 4; ++t) {
        gemm_prob p;
        memset(&p, 0, sizeof p);
        p.trans_a = t & 1;
        p.trans_b = t >> 1;
        p.ndim = p.m_ndim = p.n_ndim = 1;
        p.ext.m[0] = 64;
        p.ext.n[0] = 80;
        p.ext.k[0] = 48;
        p.ext.b[0] = 1;
        dims4 tiles;
        memset(&tiles, 0, sizeof tiles);
        tiles.m[0] = 24;
        tiles.n[0] = 32;
        tiles.k[0] = 20;
        CALL(tensor_gemm_once(&p, &tiles, "moderate", 0.75, -0.5, t & 1));
    }
}

/* ---- gelu at the tile level ------------------------------------------------- */

TEST(gelu_tile)
{
    static const struct {
        int nd;
        int64_t shape[3];
    } shapes[] = {{0, {1}}, {1, {1}}, {1, {7}}, {2, {3, 5}}, {3, {2, 3, 4}}, {2, {9, 8}}};
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; ++s) {
        int nd = shapes[s].nd;
        const int64_t *shape = shapes[s].shape;
        int64_t n = prod(nd, shape);
        char what[96], sh[64];
        fmt_shape(sh, sizeof sh, nd, shape);
        arr x = gelu_inputs(n);
        double *ref = (double *)xmalloc((size_t)n * sizeof(double));
        double *err = (double *)xmalloc((size_t)n * sizeof(double));
        gelu_reference(&x, ref, err);

        /* tiles on guarded user buffers: src -> dst, then in place */
        guarded gx = guarded_new(x.t, n), gy = guarded_new(NULL, n), gz = guarded_new(x.t, n);
        nntile_tile tx, ty, tz;
        CALL(tile_on_guarded(&tx, &gx, nd, shape));
        CALL(tile_on_guarded(&ty, &gy, nd, shape));
        CALL(tile_on_guarded(&tz, &gz, nd, shape));
        CHECK(tile_wait(nntile_tile_gelu_async(&tx, &ty, NULL, tile_task())) == NNTILE_OK, "%s",
              nntile_last_error());
        CHECK(tile_wait(nntile_tile_gelu_async(&tz, &tz, NULL, tile_task())) == NNTILE_OK, "%s",
              nntile_last_error());
        nntile_tile_destroy(&tx);
        nntile_tile_destroy(&ty);
        nntile_tile_destroy(&tz);
        snprintf(what, sizeof what, "gelu tile on guarded buffers %s", sh);
        CHECK(guards_intact(&gx) && guards_intact(&gy) && guards_intact(&gz),
              "%s: guard cells changed (write out of bounds)", what);
        CHECK(memcmp(guarded_body(&gx), x.t, (size_t)n * esz()) == 0, "%s: src changed", what);
        CALL(check_close(what, guarded_body(&gy), ref, err, n));
        CALL(check_close(what, guarded_body(&gz), ref, err, n));

        /* runtime tiles: src -> dst with a task handle, then src in place */
        nntile_tile src, dst;
        CHECK(nntile_tile_init(&src, cur_dtype, nd, shape) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_tile_init(&dst, cur_dtype, nd, shape) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(src.nelems == n, "tile %s holds %lld elements", sh, (long long)src.nelems);
        CALL(tile_fill(&src, x.t));
        nntile_task *task = NULL;
        snprintf(what, sizeof what, "gelu tile %s", sh);
        CHECK(nntile_tile_gelu_async(&src, &dst, NULL, &task) == NNTILE_OK, "%s: %s", what,
              nntile_last_error());
        CHECK(task != NULL, "%s: no task handle", what);
        CHECK(nntile_task_wait(task) == NNTILE_OK, "%s", nntile_last_error());
        guarded got = guarded_new(NULL, n);
        CALL(tile_read(&dst, &got));
        CALL(check_close(what, guarded_body(&got), ref, err, n));
        CALL(tile_read(&src, &got));
        CHECK(memcmp(guarded_body(&got), x.t, (size_t)n * esz()) == 0, "%s: src changed", what);
        snprintf(what, sizeof what, "gelu tile in place %s", sh);
        CHECK(tile_wait(nntile_tile_gelu_async(&src, &src, NULL, tile_task())) == NNTILE_OK,
              "%s: %s", what, nntile_last_error());
        CALL(tile_read(&src, &got));
        CALL(check_close(what, guarded_body(&got), ref, err, n));
        nntile_tile_destroy(&src);
        nntile_tile_destroy(&dst);

        free(gx.raw);
        free(gy.raw);
        free(gz.raw);
        free(got.raw);
        free(ref);
        free(err);
        arr_free(&x);
    }
}

/* ---- gelu at the tensor level ----------------------------------------------- */

static void tensor_gelu_once(int nd, const int64_t *shape, const int64_t *tile, int async)
{
    int64_t n = prod(nd, shape);
    char what[160], sh[64], ti[64];
    fmt_shape(sh, sizeof sh, nd, shape);
    fmt_shape(ti, sizeof ti, nd, tile);
    snprintf(what, sizeof what, "gelu tensor %s tiles %s (%s)", sh, ti, async ? "async" : "blocking");
    arr x = gelu_inputs(n);
    double *ref = (double *)xmalloc((size_t)n * sizeof(double));
    double *err = (double *)xmalloc((size_t)n * sizeof(double));
    gelu_reference(&x, ref, err);
    nntile_tensor *tx, *ty;
    CALL(tensor_new(&tx, "x", nd, shape, tile));
    CALL(tensor_new(&ty, "y", nd, shape, tile));
    CHECK(nntile_tensor_scatter(tx, x.t) == NNTILE_OK, "%s", nntile_last_error());
    if (async) {
        nntile_task_group *group = nntile_task_group_new();
        CHECK(group != NULL, "group: %s", nntile_last_error());
        CHECK(nntile_tensor_gelu_async(tx, ty, group) == NNTILE_OK, "%s: %s", what,
              nntile_last_error());
        CHECK(nntile_task_group_wait_all(group) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_task_group_pending(group) == 0, "%s: tasks pending after wait_all", what);
        nntile_task_group_free(group);
    } else {
        CHECK(nntile_tensor_gelu(tx, ty) == NNTILE_OK, "%s: %s", what, nntile_last_error());
    }
    void *got = xmalloc((size_t)n * esz());
    CHECK(nntile_tensor_gather(ty, got) == NNTILE_OK, "%s", nntile_last_error());
    CALL(check_close(what, got, ref, err, n));
    CALL(check_tensor_unchanged(tx, &x, what));
    free(got);
    nntile_tensor_free(tx);
    nntile_tensor_free(ty);
    free(ref);
    free(err);
    arr_free(&x);
}

/* y = gelu(alpha op(a) op(b) + beta c), the gelu submitted right after the
 * gemm into the same group, without a wait in between. */
static void tensor_gemm_gelu_chain(int cfg, int kind)
{
    gemm_prob p = make_prob(cfg);
    dims4 tiles = make_tiling(&p, kind);
    int64_t as[NNTILE_MAX_NDIM], bs[NNTILE_MAX_NDIM], cs[NNTILE_MAX_NDIM];
    int64_t at[NNTILE_MAX_NDIM], bt[NNTILE_MAX_NDIM], ct[NNTILE_MAX_NDIM];
    int an = layout(&p, &p.ext, OP_A, as), bn = layout(&p, &p.ext, OP_B, bs);
    int cn = layout(&p, &p.ext, OP_C, cs);
    layout(&p, &tiles, OP_A, at);
    layout(&p, &tiles, OP_B, bt);
    layout(&p, &tiles, OP_C, ct);
    const double alpha = 1.5, beta = -0.5;
    char what[400], desc[360];
    describe(desc, sizeof desc, &p, &tiles, tiling_names[kind], alpha, beta);
    snprintf(what, sizeof what, "gelu after %s", desc);
    arr a = arr_rand(prod(an, as), 1.0), b = arr_rand(prod(bn, bs), 1.0);
    arr c0 = arr_rand(prod(cn, cs), 1.0);
    int64_t n = c0.n;
    double *ref = (double *)xmalloc((size_t)n * sizeof(double));
    double *err = (double *)xmalloc((size_t)n * sizeof(double));
    gemm_ref(&p, alpha, a.d, b.d, beta, c0.d, ref, err);
    for (int64_t i = 0; i < n; ++i) { /* gelu' lies in [-0.17, 1.13] */
        double y = gelu_ref(ref[i]);
        err[i] = 1.25 * err[i] + gelu_err(ref[i], y);
        ref[i] = y;
    }
    nntile_tensor *ta, *tb, *tc, *ty;
    CALL(tensor_new(&ta, "a", an, as, at));
    CALL(tensor_new(&tb, "b", bn, bs, bt));
    CALL(tensor_new(&tc, "c", cn, cs, ct));
    CALL(tensor_new(&ty, "y", cn, cs, ct));
    CHECK(nntile_tensor_scatter(ta, a.t) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_scatter(tb, b.t) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_scatter(tc, c0.t) == NNTILE_OK, "%s", nntile_last_error());
    nntile_task_group *group = nntile_task_group_new();
    CHECK(group != NULL, "group: %s", nntile_last_error());
    CHECK(nntile_tensor_gemm_async(alpha, p.trans_a, ta, p.trans_b, tb, beta, tc, p.ndim,
                                   p.batch_ndim, group) == NNTILE_OK,
          "%s: %s", what, nntile_last_error());
    CHECK(nntile_tensor_gelu_async(tc, ty, group) == NNTILE_OK, "%s: %s", what,
          nntile_last_error());
    CHECK(nntile_task_group_wait_all(group) == NNTILE_OK, "%s", nntile_last_error());
    nntile_task_group_free(group);
    void *got = xmalloc((size_t)n * esz());
    CHECK(nntile_tensor_gather(ty, got) == NNTILE_OK, "%s", nntile_last_error());
    CALL(check_close(what, got, ref, err, n));
    CALL(check_tensor_unchanged(ta, &a, what));
    CALL(check_tensor_unchanged(tb, &b, what));
    free(got);
    nntile_tensor_free(ta);
    nntile_tensor_free(tb);
    nntile_tensor_free(tc);
    nntile_tensor_free(ty);
    free(ref);
    free(err);
    arr_free(&a);
    arr_free(&b);
    arr_free(&c0);
}

TEST(gelu_tensor)
{
    static const struct {
        int nd;
        int64_t shape[3], tile[3];
    } cases[] = {
        {0, {1}, {0}},                     /* scalar */
        {1, {1}, {0}},
        {1, {7}, {3}},                     /* 3 + 3 + 1 */
        {1, {1000}, {300}},
        {2, {7, 5}, {3, 2}},
        {2, {8, 6}, {4, 3}},               /* dividing */
        {2, {5, 9}, {1, 1}},
        {2, {6, 4}, {0, 0}},               /* one tile */
        {3, {9, 4, 3}, {4, 4, 2}},
        {3, {4, 7, 2}, {3, 7, 1}},
        {3, {6, 1, 5}, {6, 1, 5}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i)
        CALL(tensor_gelu_once(cases[i].nd, cases[i].shape, cases[i].tile, (int)(i & 1)));
    for (int cfg = 0; cfg < 16; cfg += 5) CALL(tensor_gemm_gelu_chain(cfg, 2 + cfg % 3));
}

/* ---- the graph: gemm + gelu with tilings spread through tied dims -------- */

/* Tile shape of a tensor given tile extents (0 = whole dim), clamped. */
static void clamp_tiles(int nd, const int64_t *shape, const int64_t *tile, int64_t *out)
{
    for (int d = 0; d < nd; ++d) out[d] = tile[d] == 0 || tile[d] > shape[d] ? shape[d] : tile[d];
}

static void check_tile_shape(nntile_compiled *cg, const char *name, int nd, const int64_t *expect,
                             const char *what)
{
    nntile_tensor *t = nntile_compiled_tensor(cg, name);
    CHECK(t != NULL, "%s: no tensor '%s'", what, name);
    CHECK(t->ndim == nd, "%s: '%s' has %d dims, expected %d", what, name, t->ndim, nd);
    for (int d = 0; d < nd; ++d)
        CHECK(nntile_tensor_tile_extent(t, d, 0) == expect[d], "%s: '%s' dim %d has tile %lld, expected %lld", what,
              name, d, (long long)nntile_tensor_tile_extent(t, d, 0), (long long)expect[d]);
}

/* Tilings given: a's M and K dims (batch left out), b's batch dims only, y's
 * N dims only. Spreading must give b its K tiles from a, c its M tiles from
 * a, its N tiles from y (through gelu) and its batch tiles from b, and a its
 * batch tiles from b (through c). */
static void graph_once(int cfg, int kind)
{
    gemm_prob p = make_prob(cfg);
    dims4 tiles = make_tiling(&p, kind);
    const double alpha = -0.75;
    char what[400];
    describe(what, sizeof what, &p, &tiles, tiling_names[kind], alpha, 0.0);
    int64_t as[NNTILE_MAX_NDIM], bs[NNTILE_MAX_NDIM], cs[NNTILE_MAX_NDIM];
    int an = layout(&p, &p.ext, OP_A, as), bn = layout(&p, &p.ext, OP_B, bs);
    int cn = layout(&p, &p.ext, OP_C, cs);

    nntile_graph *g = nntile_graph_new("ops_random");
    CHECK(g != NULL, "graph_new");
    nntile_node *a = nntile_graph_tensor(g, "a", cur_dtype, an, as);
    nntile_node *b = nntile_graph_tensor(g, "b", cur_dtype, bn, bs);
    nntile_node *c = nntile_gemm(a, b, "c", alpha, p.trans_a, p.trans_b, p.ndim, p.batch_ndim);
    nntile_node *y = nntile_gelu(c, "y");
    CHECK(y != NULL, "%s: %s", what, nntile_graph_error(g));
    nntile_node_mark_output(c);
    nntile_node_mark_output(y);
    CHECK(nntile_node_ndim(c) == cn, "%s: c has %d dims, expected %d", what, nntile_node_ndim(c),
          cn);
    for (int d = 0; d < cn; ++d)
        CHECK(nntile_node_shape(c)[d] == cs[d], "%s: c.shape[%d]=%lld, expected %lld", what, d,
              (long long)nntile_node_shape(c)[d], (long long)cs[d]);

    nntile_tiling tl[3];
    memset(tl, 0, sizeof tl);
    dims4 part;
    tl[0].tensor = "a";
    part = tiles;
    memset(part.b, 0, sizeof part.b);
    layout(&p, &part, OP_A, tl[0].tile);
    tl[1].tensor = "b";
    memset(&part, 0, sizeof part);
    memcpy(part.b, tiles.b, sizeof part.b);
    layout(&p, &part, OP_B, tl[1].tile);
    tl[2].tensor = "y";
    memset(&part, 0, sizeof part);
    memcpy(part.n, tiles.n, sizeof part.n);
    layout(&p, &part, OP_C, tl[2].tile);
    nntile_compile_config cfgc;
    nntile_compile_config_init(&cfgc);
    cfgc.tilings = tl;
    cfgc.ntilings = 3;
    nntile_compiled *cg = nntile_compile(g, &cfgc);
    CHECK(cg != NULL, "%s: compile: %s", what, nntile_last_error());

    int64_t full[NNTILE_MAX_NDIM], expect[NNTILE_MAX_NDIM];
    layout(&p, &tiles, OP_A, full);
    clamp_tiles(an, as, full, expect);
    CALL(check_tile_shape(cg, "a", an, expect, what));
    layout(&p, &tiles, OP_B, full);
    clamp_tiles(bn, bs, full, expect);
    CALL(check_tile_shape(cg, "b", bn, expect, what));
    layout(&p, &tiles, OP_C, full);
    clamp_tiles(cn, cs, full, expect);
    CALL(check_tile_shape(cg, "c", cn, expect, what));
    CALL(check_tile_shape(cg, "y", cn, expect, what));

    arr ad = arr_rand(prod(an, as), 1.0), bd = arr_rand(prod(bn, bs), 1.0);
    int64_t n = prod(cn, cs);
    double *ref = (double *)xmalloc((size_t)n * sizeof(double));
    double *err = (double *)xmalloc((size_t)n * sizeof(double));
    double *yref = (double *)xmalloc((size_t)n * sizeof(double));
    double *yerr = (double *)xmalloc((size_t)n * sizeof(double));
    gemm_ref(&p, alpha, ad.d, bd.d, 0.0, NULL, ref, err);
    for (int64_t i = 0; i < n; ++i) {
        yref[i] = gelu_ref(ref[i]);
        yerr[i] = 1.25 * err[i] + gelu_err(ref[i], yref[i]);
    }
    CHECK(nntile_compiled_bind(cg, "a", ad.t, (size_t)ad.n) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "b", bd.t, (size_t)bd.n) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s: %s", what, nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    void *got = xmalloc((size_t)n * esz());
    CHECK(nntile_compiled_get(cg, "c", got, (size_t)n) == NNTILE_OK, "%s", nntile_last_error());
    CALL(check_close(what, got, ref, err, n));
    CHECK(nntile_compiled_get(cg, "y", got, (size_t)n) == NNTILE_OK, "%s", nntile_last_error());
    CALL(check_close(what, got, yref, yerr, n));
    free(got);
    /* the inputs come back unchanged */
    void *in = xmalloc((size_t)(ad.n > bd.n ? ad.n : bd.n) * esz());
    CHECK(nntile_compiled_get(cg, "a", in, (size_t)ad.n) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(memcmp(in, ad.t, (size_t)ad.n * esz()) == 0, "%s: input a changed", what);
    CHECK(nntile_compiled_get(cg, "b", in, (size_t)bd.n) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(memcmp(in, bd.t, (size_t)bd.n * esz()) == 0, "%s: input b changed", what);
    free(in);
    nntile_compiled_free(cg);

    /* a's first K dim cut by 1 and b's by 2: tied, so compile must refuse */
    if (p.ext.k[0] >= 2) {
        nntile_tiling bad[2];
        memset(bad, 0, sizeof bad);
        bad[0].tensor = "a";
        bad[1].tensor = "b";
        bad[0].tile[p.trans_a ? 0 : p.m_ndim] = 1;
        bad[1].tile[p.trans_b ? p.n_ndim : 0] = 2;
        cfgc.tilings = bad;
        cfgc.ntilings = 2;
        nntile_clear_error();
        cg = nntile_compile(g, &cfgc);
        CHECK(cg == NULL, "%s: compile accepted a's K dim tiled by 1 and b's by 2", what);
        CHECK(strstr(nntile_last_error(), "conflict") != NULL, "%s: message '%s'", what,
              nntile_last_error());
    }
    nntile_graph_free(g);
    free(ref);
    free(err);
    free(yref);
    free(yerr);
    arr_free(&ad);
    arr_free(&bd);
}

TEST(graph_gemm_gelu)
{
    /* every trans pair, with ndim 1/2 and batch_ndim 0/1 */
    static const int cfgs[] = {0, 5, 10, 15, 12, 3, 6, 9};
    for (size_t i = 0; i < sizeof cfgs / sizeof *cfgs; ++i)
        CALL(graph_once(cfgs[i], 2 + (int)(i % 3)));
}

int main(void)
{
    static const nntile_dtype dtypes[] = {NNTILE_FP32, NNTILE_FP64};
    char label[64];
    for (int d = 0; d < 2; ++d) {
        cur_dtype = dtypes[d];
        snprintf(label, sizeof label, "[kernel, %s]", nntile_dtype_name(cur_dtype));
        RUN_AS(gemm_kernel, label);
        RUN_AS(gelu_kernel, label);
    }
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int d = 0; d < 2; ++d) {
            cur_dtype = dtypes[d];
            snprintf(label, sizeof label, "[%s, %s]", test_backends[b].name,
                     nntile_dtype_name(cur_dtype));
            /* tile cases first: their guarded buffers report a write out of
             * bounds before it can corrupt the heap under runtime-owned tiles */
            RUN_AS(gemm_tile, label);
            RUN_AS(gelu_tile, label);
            RUN_AS(gemm_tensor, label);
            RUN_AS(gelu_tensor, label);
            RUN_AS(graph_gemm_gelu, label);
        }
        cur_dtype = NNTILE_FP32;
        snprintf(label, sizeof label, "[%s, fp32]", test_backends[b].name);
        RUN_AS(gemm_tensor_moderate, label);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}
