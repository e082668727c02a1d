/* fuzz_common.h: shared by the libFuzzer targets test/fuzz/fuzz_<target>.c.
 * Built two ways: with clang -fsanitize=fuzzer (make fuzz; the target holds
 * the implementation) and, with -DNNTILE_FUZZ_REPLAY, as a plain program
 * linked with test/fuzz/replay_main.c and the serial nntile object, which
 * runs the entry point over saved inputs
 * (test/checks/check_fuzz_regressions.sh, make test). */
#ifndef NNTILE_FUZZ_COMMON_H
#define NNTILE_FUZZ_COMMON_H
#ifndef NNTILE_FUZZ_REPLAY
#define NNTILE_IMPLEMENTATION
#endif
#include "../../nntile.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken promise of the library: report it and crash (libFuzzer keeps the
 * input; the replayer fails). */
#define FUZZ_REQUIRE(cond)                                                          \
    do {                                                                             \
        if (!(cond)) {                                                               \
            fprintf(stderr, "fuzz: %s:%d: %s (last error: %s)\n", __FILE__, __LINE__,  \
                    #cond, nntile_last_error());                                     \
            abort();                                                                 \
        }                                                                            \
    } while (0)

/* Every rejection names what was wrong: a non-empty message. */
#define FUZZ_REQUIRE_MESSAGE() FUZZ_REQUIRE(nntile_last_error()[0] != '\0')

/* Fuzz bytes consumed as small integers; zeros once they run out. */
typedef struct fuzz_bytes {
    const uint8_t *p;
    size_t n;
} fuzz_bytes;

static inline unsigned fuzz_u8(fuzz_bytes *b)
{
    if (!b->n) return 0;
    --b->n;
    return *b->p++;
}

/* One entry of a table of n, chosen by the next byte. */
#define FUZZ_PICK(b, table) ((table)[fuzz_u8(b) % (sizeof(table) / sizeof((table)[0]))])

/* 8 bytes, little-endian (zeros once they run out). */
static inline uint64_t fuzz_raw64(fuzz_bytes *b)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= (uint64_t)fuzz_u8(b) << (8 * i);
    return v;
}

/* A 64-bit integer: byte k < 32 picks an edge value, k < 224 a small one
 * (k % 9 - 1: -1 .. 7), else 8 raw bytes follow. */
static inline int64_t fuzz_i64(fuzz_bytes *b)
{
    static const int64_t edges[32] = {
        0, 1, -1, 2, 3, 8, 16, 64, 255, 1024, 65535, (int64_t)1 << 20,
        INT32_MAX, (int64_t)INT32_MAX + 1, INT32_MIN, (int64_t)INT32_MIN - 1,
        (int64_t)UINT32_MAX, (int64_t)1 << 32, (int64_t)1 << 40, (int64_t)1 << 52,
        (int64_t)1 << 53, ((int64_t)1 << 53) + 1, (int64_t)1 << 61, ((int64_t)1 << 61) + 1,
        (int64_t)1 << 62, INT64_MAX / 2 + 1, INT64_MAX - 1, INT64_MAX, INT64_MIN,
        INT64_MIN + 1, -((int64_t)1 << 61), -((int64_t)1 << 62)};
    unsigned k = fuzz_u8(b);
    if (k < 32) return edges[k];
    if (k < 224) return (int64_t)(k % 9) - 1;
    return (int64_t)fuzz_raw64(b);
}

/* An int from fuzz_i64, saturated to int's range. */
static inline int fuzz_int(fuzz_bytes *b)
{
    int64_t v = fuzz_i64(b);
    return v < INT32_MIN ? INT32_MIN : v > INT32_MAX ? INT32_MAX : (int)v;
}

/* A double: byte k < 24 picks an edge value (0, -0, tiny, huge, infinities,
 * NaN, ...), k < 224 a small one ((k % 17 - 4) / 4), else 8 raw bytes. */
static inline double fuzz_f64(fuzz_bytes *b)
{
    static const double edges[24] = {
        0.0, -0.0, 1.0, -1.0, 0.5, 1e-8, 1e-300, 4.9e-324, 1e-5, 1e300, 1e308,
        -1e308, 1.7976931348623157e308, 9.3e18, -9.3e18, 9.2233720368547758e18, 3e38,
        65504.0, HUGE_VAL, -HUGE_VAL, NAN, -NAN, 1e10, 0.999};
    unsigned k = fuzz_u8(b);
    if (k < 24) return edges[k];
    if (k < 224) return ((double)(k % 17) - 4.0) / 4.0;
    uint64_t u = fuzz_raw64(b);
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

/* The serial backend, started once per process. */
static inline void fuzz_init_serial(void)
{
    static int started;
    if (started) return;
    nntile_config cfg = {0};
    cfg.backend = NNTILE_BACKEND_SERIAL;
    cfg.ncpu = 1;
    if (nntile_init(&cfg) != NNTILE_OK) {
        fprintf(stderr, "fuzz: nntile_init: %s\n", nntile_last_error());
        abort();
    }
    started = 1;
}

/* Elements of a shape, saturated: -1 when a dim is symbolic or negative,
 * INT64_MAX when the product overflows. */
static inline int64_t fuzz_nelems(int ndim, const int64_t *shape)
{
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) {
        if (shape[d] < 0) return -1;
        if (shape[d] && n > INT64_MAX / shape[d]) return INT64_MAX;
        n *= shape[d];
    }
    return n;
}

#define FUZZ_COMPILE_LIMIT (1 << 14) /* larger valid tensors: too slow to compile here */
#define FUZZ_RUN_LIMIT (1 << 10)     /* executed when every tensor is at most this */

/* Called by fuzz_compile_run_ex on a compiled graph whose inputs hold zeros,
 * before it executes: binds other data, runs its own steps; returns 1 when
 * it ran the graph itself (no execute follows), else 0. */
typedef int (*fuzz_run_hook)(nntile_compiled *c, void *user);

/* Compiles g with cfg when every tensor is small or its size overflows (the
 * library must refuse those with a message), then binds zeros to every
 * input, calls hook (when not NULL), executes on the serial backend and
 * reads every tensor with data. */
static inline void fuzz_compile_run_ex(nntile_graph *g, const nntile_compile_config *cfg,
                                       fuzz_run_hook hook, void *user)
{
    int run = 1;
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        FUZZ_REQUIRE(t);
        int64_t n = fuzz_nelems(nntile_node_ndim(t), nntile_node_shape(t));
        if (n > FUZZ_COMPILE_LIMIT && n != INT64_MAX) return;
        if (n < 0 || n > FUZZ_RUN_LIMIT) run = 0;
    }
    nntile_clear_error();
    nntile_compiled *c = nntile_compile(g, cfg);
    if (!c) {
        FUZZ_REQUIRE_MESSAGE();
        return;
    }
    static double zeros[FUZZ_RUN_LIMIT];
    static double out[FUZZ_RUN_LIMIT];
    for (int i = 0; run && i < nntile_compiled_num_tensors(c); ++i) {
        nntile_compiled_tensor_desc d;
        FUZZ_REQUIRE(nntile_compiled_tensor_info(c, i, &d) == NNTILE_OK);
        int64_t n = fuzz_nelems(d.ndim, d.shape);
        if (n < 0 || n > FUZZ_RUN_LIMIT) run = 0;
        else if (d.role == NNTILE_ROLE_INPUT && d.has_data &&
                 nntile_compiled_bind(c, d.name, zeros, (size_t)n) != NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
    }
    if (run && hook && hook(c, user)) run = 0;
    if (run) {
        nntile_clear_error();
        nntile_status st = nntile_compiled_execute(c);
        if (st != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
        st = nntile_compiled_wait(c);
        if (st != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
        for (int i = 0; i < nntile_compiled_num_tensors(c); ++i) {
            nntile_compiled_tensor_desc d;
            FUZZ_REQUIRE(nntile_compiled_tensor_info(c, i, &d) == NNTILE_OK);
            if (!d.has_data) continue;
            int64_t n = fuzz_nelems(d.ndim, d.shape);
            nntile_clear_error();
            if (nntile_compiled_get(c, d.name, out, (size_t)n) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
        }
    }
    nntile_compiled_free(c);
}

static inline void fuzz_compile_run(nntile_graph *g, const nntile_compile_config *cfg)
{
    fuzz_compile_run_ex(g, cfg, NULL, NULL);
}


#endif
