/* op_check.h: the table-driven op test, in the spirit of ggml's
 * test-backend-ops. A family test (test/ops/test_op_<family>.c) lists cases:
 *
 *   static const opc_case cases[] = {
 *       {"gelu", run_gelu, 1.0},   // op name, runner, tolerance factor
 *       ...
 *   };
 *   int main(void) { return opc_main(cases, OPC_COUNT(cases)); }
 *
 * opc_main runs every case for every float dtype (opc_dtypes), every tiling
 * kind (OPC_ONE_TILE, OPC_EVEN, OPC_UNEVEN: boundaries that do not divide the
 * extent, every dim split, so reduced axes are split too) and every backend,
 * and prints "PASS <op> <dtype> <tiling> <backend>" per run and one line
 * "op <name>: <cases> cases, <dtypes>, max err <per dtype> (<worst fraction of
 * the tolerance>)" per op.
 *
 * A runner builds its tensors with opc_tensor (tiled by the kind it is given),
 * fills inputs with opc_random (random values rounded to the dtype, kept as
 * doubles for the reference), runs the tensor op (blocking form), computes the
 * reference in double from the documented semantics, and returns the
 * normalized error from opc_compare (after opc_unchanged on every input it
 * must not write). A runner returns a negative value after a failed CHECK-like
 * condition, with a message printed by opc_fail. The run passes when the error
 * is below opc_tolerance(dtype) * factor.
 *
 * Tolerances (normalized error ||got - ref|| / ||ref||, ref in double from
 * inputs already rounded to the dtype): fp64 1e-12, fp32 1e-5, fp16 2e-3,
 * bf16 1.6e-2 (11 and 8 significant bits, plus rounding of every stored result).
 *
 * Kernels are also checked with guard cells: opc_guarded_new gives a buffer
 * with OPC_GUARD sentinel elements before and after; opc_guards_ok checks them.
 * Tile-level checks build tiles with opc_tile_of and read them with
 * opc_tile_get. */
#ifndef NNTILE_TEST_OP_CHECK_H
#define NNTILE_TEST_OP_CHECK_H

#include "../nntile.h"
#include <stdarg.h>
#include "harness.h"
#include "backends.h"

#define OPC_COUNT(a) ((int)(sizeof(a) / sizeof *(a)))

typedef enum opc_tiling { OPC_ONE_TILE = 0, OPC_EVEN, OPC_UNEVEN, OPC_NTILINGS } opc_tiling;
static const char *const opc_tiling_names[OPC_NTILINGS] = {"one-tile", "even", "uneven"};

static const nntile_dtype opc_dtypes[] = {NNTILE_FP64, NNTILE_FP32, NNTILE_FP16, NNTILE_BF16};
#define OPC_NDTYPES 4

static inline double opc_tolerance(nntile_dtype dt)
{
    switch (dt) {
    case NNTILE_FP64: return 1e-12;
    case NNTILE_FP32: return 1e-5;
    case NNTILE_FP16: return 2e-3;
    case NNTILE_BF16: return 1.6e-2;
    default: return 0;
    }
}

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static inline void opc_fail(const char *fmt, ...);
static inline void opc_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "  ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
}

/* Element access on a buffer of any float dtype, through double. */
static inline double opc_get(nntile_dtype dt, const void *p, int64_t i)
{
    switch (dt) {
    case NNTILE_FP64: return ((const double *)p)[i];
    case NNTILE_FP32: return ((const float *)p)[i];
    case NNTILE_FP16: return nntile_fp16_to_float(((const nntile_fp16 *)p)[i]);
    case NNTILE_BF16: return nntile_bf16_to_float(((const nntile_bf16 *)p)[i]);
    case NNTILE_INT64: return (double)((const int64_t *)p)[i];
    default: return NAN;
    }
}

static inline double opc_value16(nntile_dtype dt, uint16_t bits)
{
    return dt == NNTILE_FP16 ? nntile_fp16_to_float((nntile_fp16){bits})
                             : nntile_bf16_to_float((nntile_bf16){bits});
}

/* A 16-bit float's bits from a double, rounded once (to nearest, ties to
 * even). Through float alone it can round twice: -128.50000442 is -129 in
 * bf16, but (float) makes it the tie -128.5, which goes to even, -128. The
 * candidates are float's result and its two neighbours, compared in double
 * (exactly: they are within a factor 2 of v). */
static inline uint16_t opc_bits16(nntile_dtype dt, double v)
{
    uint16_t h = dt == NNTILE_FP16 ? nntile_fp16_from_float((float)v).bits
                                   : nntile_bf16_from_float((float)v).bits;
    double hv = opc_value16(dt, h);
    if (!isfinite(v) || !isfinite(hv)) return h;
    uint16_t best = h;
    double bd = fabs(hv - v);
    for (int s = -1; s <= 1; s += 2) {
        uint16_t c = (uint16_t)(h + s);
        double cv = opc_value16(dt, c), d = fabs(cv - v);
        if (isfinite(cv) && (d < bd || (d == bd && !(c & 1) && (best & 1)))) best = c, bd = d;
    }
    return best;
}

static inline void opc_set(nntile_dtype dt, void *p, int64_t i, double v)
{
    switch (dt) {
    case NNTILE_FP64: ((double *)p)[i] = v; break;
    case NNTILE_FP32: ((float *)p)[i] = (float)v; break;
    case NNTILE_FP16: ((nntile_fp16 *)p)[i] = (nntile_fp16){opc_bits16(dt, v)}; break;
    case NNTILE_BF16: ((nntile_bf16 *)p)[i] = (nntile_bf16){opc_bits16(dt, v)}; break;
    case NNTILE_INT64: ((int64_t *)p)[i] = (int64_t)v; break;
    default: break;
    }
}

/* v rounded to dtype dt, as a double. */
static inline double opc_round(nntile_dtype dt, double v)
{
    char buf[8];
    opc_set(dt, buf, 0, v);
    return opc_get(dt, buf, 0);
}

static inline void *opc_malloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        printf("FAIL out of memory\n");
        exit(1);
    }
    return p;
}

static inline double *opc_doubles(int64_t n)
{
    return (double *)opc_malloc((size_t)n * sizeof(double));
}

/* Boundaries of one dim for a tiling kind: even cuts in ceil(e/2) (one tile
 * when e == 1); uneven cuts at 1 and e/2 + 1 (tiles 1, e/2, rest: never
 * equal, and for e = 17 that is 0, 1, 9, 17), or 0, 1, e when e < 4. */
static inline int64_t opc_bounds(opc_tiling kind, int64_t e, int64_t *b)
{
    int64_t n = 0;
    b[n++] = 0;
    if (kind == OPC_EVEN && e > 1) b[n++] = (e + 1) / 2;
    if (kind == OPC_UNEVEN && e > 1) {
        b[n++] = 1;
        if (e >= 4) b[n++] = e / 2 + 1;
    }
    b[n] = e;
    return n;
}

/* A tensor of the given tiling kind; split[d] == 0 keeps dim d whole (split
 * may be NULL: every dim split). Ends the program on failure. */
static inline nntile_tensor *opc_tensor(const char *name, nntile_dtype dt, int ndim,
                                 const int64_t *shape, opc_tiling kind, const int *split)
{
    int64_t storage[NNTILE_MAX_NDIM][8], ntiles[NNTILE_MAX_NDIM];
    const int64_t *bounds[NNTILE_MAX_NDIM];
    for (int d = 0; d < ndim; ++d) {
        ntiles[d] = opc_bounds(split && !split[d] ? OPC_ONE_TILE : kind, shape[d], storage[d]);
        bounds[d] = storage[d];
    }
    nntile_tensor *t = NULL;
    if (nntile_tensor_new_bounds(&t, name, dt, ndim, shape, ntiles, bounds) != NNTILE_OK) {
        printf("FAIL tensor %s: %s\n", name, nntile_last_error());
        exit(1);
    }
    return t;
}

static inline void opc_scatter_doubles(nntile_tensor *t, const double *v)
{
    void *buf = opc_malloc((size_t)t->nelems * nntile_dtype_size(t->dtype));
    for (int64_t i = 0; i < t->nelems; ++i) opc_set(t->dtype, buf, i, v[i]);
    nntile_status st = nntile_tensor_scatter(t, buf);
    free(buf);
    if (st != NNTILE_OK) {
        printf("FAIL scatter %s: %s\n", t->name, nntile_last_error());
        exit(1);
    }
}

/* Fills t with uniform values in [lo, hi) rounded to its dtype; returns them
 * (caller frees). */
static inline double *opc_random(nntile_tensor *t, double lo, double hi)
{
    double *v = opc_doubles(t->nelems);
    for (int64_t i = 0; i < t->nelems; ++i)
        v[i] = opc_round(t->dtype, lo + (hi - lo) * (harness_uniform() + 1) / 2);
    opc_scatter_doubles(t, v);
    return v;
}

/* The contents of t as doubles (caller frees). */
static inline double *opc_read(nntile_tensor *t)
{
    void *buf = opc_malloc((size_t)t->nelems * nntile_dtype_size(t->dtype));
    double *v = opc_doubles(t->nelems);
    if (nntile_tensor_gather(t, buf) != NNTILE_OK) {
        printf("FAIL gather %s: %s\n", t->name, nntile_last_error());
        exit(1);
    }
    for (int64_t i = 0; i < t->nelems; ++i) v[i] = opc_get(t->dtype, buf, i);
    free(buf);
    return v;
}

/* Normalized error of t against ref: ||t - ref|| / max(||ref||, 1e-30); NaN
 * anywhere (or a NaN mismatch) gives +inf. */
static inline double opc_compare(nntile_tensor *t, const double *ref)
{
    double *got = opc_read(t);
    double num = 0, den = 0;
    for (int64_t i = 0; i < t->nelems; ++i) {
        if (isnan(got[i]) || isnan(ref[i])) {
            if (isnan(got[i]) != isnan(ref[i])) num = INFINITY;
            continue;
        }
        num += (got[i] - ref[i]) * (got[i] - ref[i]);
        den += ref[i] * ref[i];
    }
    free(got);
    return sqrt(num) / (den > 1e-60 ? sqrt(den) : 1e-30);
}

/* For tensors of pairs (statistics [2, ...]): the normalized errors of the
 * first and of the second elements, separately (one part would hide errors
 * of the other; an all-zero first part must be matched exactly); the
 * larger. */
static inline double opc_compare_pairs(nntile_tensor *t, const double *ref)
{
    double *got = opc_read(t), num[2] = {0, 0}, den[2] = {0, 0};
    for (int64_t i = 0; i < t->nelems; ++i) {
        double e = got[i] - ref[i];
        if (isnan(e)) e = INFINITY;
        num[i % 2] += e * e;
        den[i % 2] += ref[i] * ref[i];
    }
    free(got);
    double a = den[0] > 0 ? sqrt(num[0] / den[0]) : sqrt(num[0]) * 1e30;
    double b = sqrt(num[1]) / fmax(sqrt(den[1]), 1e-30);
    return a > b ? a : b;
}

/* 1 when t still holds exactly v (inputs must be left unchanged). */
static inline int opc_unchanged(nntile_tensor *t, const double *v)
{
    double *got = opc_read(t);
    int same = 1;
    for (int64_t i = 0; i < t->nelems && same; ++i)
        same = got[i] == v[i] || (isnan(got[i]) && isnan(v[i]));
    free(got);
    if (!same) opc_fail("input '%s' was modified", t->name);
    return same;
}

/* ---- guard cells for kernel checks ---- */

/* A builder that must fail: node is NULL and the graph's sticky error holds
 * both fragments (one fresh graph per error case). */
#define OPC_EXPECT_GRAPH_ERROR(g, node, frag1, frag2) \
    CHECK((node) == NULL && nntile_graph_error(g) && strstr(nntile_graph_error(g), frag1) && \
              strstr(nntile_graph_error(g), frag2), \
          "graph error '%s' lacks '%s' / '%s'", \
          nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", frag1, frag2)

#define OPC_GUARD 16
typedef struct opc_guarded {
    nntile_dtype dt;
    int64_t n;
    unsigned char *raw;
} opc_guarded;

/* n elements (initialised from init, or zeros) between sentinel guards. */
static inline opc_guarded opc_guarded_new(nntile_dtype dt, int64_t n, const double *init)
{
    opc_guarded g = {dt, n, NULL};
    size_t es = nntile_dtype_size(dt);
    g.raw = (unsigned char *)opc_malloc((size_t)(n + 2 * OPC_GUARD) * es);
    memset(g.raw, 0xA5, (size_t)(n + 2 * OPC_GUARD) * es);
    for (int64_t i = 0; i < n; ++i) opc_set(dt, g.raw + OPC_GUARD * es, i, init ? init[i] : 0);
    return g;
}

static inline void *opc_body(const opc_guarded *g)
{
    return g->raw + OPC_GUARD * nntile_dtype_size(g->dt);
}

static inline int opc_guards_ok(const opc_guarded *g)
{
    size_t es = nntile_dtype_size(g->dt), gb = OPC_GUARD * es;
    for (size_t i = 0; i < gb; ++i)
        if (g->raw[i] != 0xA5 || g->raw[gb + (size_t)g->n * es + i] != 0xA5) return 0;
    return 1;
}

/* ---- tiles for the tile-level checks ---- */

/* A tile of dtype dt filled from v (zeros when v is NULL); ends the program
 * on failure. */
static inline nntile_tile opc_tile_of(nntile_dtype dt, int ndim, const int64_t *shape,
                                      const double *v)
{
    nntile_tile t;
    nntile_status st = nntile_tile_init(&t, dt, ndim, shape);
    void *p = NULL;
    if (st == NNTILE_OK) st = nntile_data_acquire(t.data, NNTILE_W, &p);
    if (st != NNTILE_OK) {
        printf("FAIL tile: %s\n", nntile_last_error());
        exit(1);
    }
    for (int64_t i = 0; i < t.nelems; ++i) opc_set(dt, p, i, v ? v[i] : 0);
    nntile_data_release(t.data);
    return t;
}

/* Element i of tile t as a double; NaN when it cannot be read. */
static inline double opc_tile_get(nntile_tile *t, int64_t i)
{
    void *p;
    if (nntile_data_acquire(t->data, NNTILE_R, &p) != NNTILE_OK) return NAN;
    double v = opc_get(t->dtype, p, i);
    nntile_data_release(t->data);
    return v;
}

/* ---- the driver ---- */

typedef struct opc_case {
    const char *op;
    /* Runs one case; returns the normalized error, or < 0 after opc_fail. */
    double (*run)(nntile_dtype dt, opc_tiling kind);
    double tol_factor; /* multiplies opc_tolerance (0 means 1) */
} opc_case;

/* Per-op summary, in order of first appearance. */
typedef struct opc_summary {
    const char *op;
    int cases, failed;
    int dtype_seen[OPC_NDTYPES];
    double max_err[OPC_NDTYPES];
} opc_summary;

static inline int opc_main(const opc_case *cases, int ncases)
{
    opc_summary *sum = (opc_summary *)calloc((size_t)ncases, sizeof *sum);
    int nsum = 0;
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int c = 0; c < ncases; ++c) {
            int s = 0;
            while (s < nsum && strcmp(sum[s].op, cases[c].op) != 0) ++s;
            if (s == nsum) sum[nsum++].op = cases[c].op;
            for (int di = 0; di < OPC_NDTYPES; ++di)
                for (int k = 0; k < OPC_NTILINGS; ++k) {
                    nntile_dtype dt = opc_dtypes[di];
                    double tol = opc_tolerance(dt) *
                                 (cases[c].tol_factor > 0 ? cases[c].tol_factor : 1);
                    double err = cases[c].run(dt, (opc_tiling)k);
                    int ok = err >= 0 && err <= tol;
                    if (!ok && err >= 0)
                        opc_fail("%s %s %s: normalized error %.3g > tolerance %.3g",
                                 cases[c].op, nntile_dtype_name(dt), opc_tiling_names[k], err,
                                 tol);
                    printf("%s %s %s %s %s\n", ok ? "PASS" : "FAIL", cases[c].op,
                           nntile_dtype_name(dt), opc_tiling_names[k], test_backends[b].name);
                    sum[s].cases++;
                    sum[s].failed += !ok;
                    sum[s].dtype_seen[di] = 1;
                    if (err > sum[s].max_err[di] || err < 0) sum[s].max_err[di] = err < 0 ? INFINITY : err;
                    harness_failed_cases += !ok;
                }
        }
        nntile_shutdown();
    }
    for (int s = 0; s < nsum; ++s) {
        char dts[64] = "", errs[160] = "";
        double worst = 0;
        for (int di = 0; di < OPC_NDTYPES; ++di)
            if (sum[s].dtype_seen[di]) {
                size_t used = strlen(errs);
                if (dts[0]) strcat(dts, "/");
                strcat(dts, nntile_dtype_name(opc_dtypes[di]));
                snprintf(errs + used, sizeof errs - used, " %s %.1e",
                         nntile_dtype_name(opc_dtypes[di]), sum[s].max_err[di]);
                if (sum[s].max_err[di] / opc_tolerance(opc_dtypes[di]) > worst)
                    worst = sum[s].max_err[di] / opc_tolerance(opc_dtypes[di]);
            }
        printf("op %s: %d cases, %s, max err%s (%.2f of tolerance)\n", sum[s].op,
               sum[s].cases, dts, errs, worst);
    }
    free(sum);
    HARNESS_EXIT();
}

#endif
