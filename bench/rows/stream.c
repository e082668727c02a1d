/* stream.c: row 3, memory-bound ops on fp32 x [4096, 4096] (64 MB; quick:
 * [1024, 1024]) through the compiled graph, 8 tiles of [4096, 512] over 2
 * StarPU workers, vs memcpy of 64 MB on 2 threads (StarPU paused). Rates are
 * GB/s of the bytes an op must move at least (read + written):
 *   add        z = x + y            3 x 64 MB
 *   gelu       y = gelu(x)          2 x 64 MB
 *   softmax    y = softmax(x, 0)    2 x 64 MB (maxsumexp + softmax: fused, one read)
 *   sum_fiber  y [4096] = sum(x, 0) 1 x 64 MB
 *   memcpy     64 MB copied         2 x 64 MB */
#include "bench.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { STREAM_ADD, STREAM_GELU, STREAM_SOFTMAX, STREAM_SUM_FIBER, STREAM_NOPS };
static const char *const stream_names[STREAM_NOPS] = {"add", "gelu", "softmax", "sum_fiber"};
static const int stream_passes[STREAM_NOPS] = {3, 2, 2, 1}; /* x 64 MB moved */

static nntile_compiled *stream_compile(int op, int64_t n, nntile_graph **g)
{
    const int64_t shape[2] = {n, n};
    *g = nntile_graph_new(stream_names[op]);
    nntile_node *x = nntile_graph_input(*g, "x", NNTILE_FP32, 2, shape), *y = NULL;
    switch (op) {
    case STREAM_ADD:
        y = nntile_add(1.0, x, 1.0, nntile_graph_input(*g, "x2", NNTILE_FP32, 2, shape), "y");
        break;
    case STREAM_GELU: y = nntile_gelu(x, "y"); break;
    case STREAM_SOFTMAX: y = nntile_softmax(nntile_maxsumexp(x, "m", 0), x, "y", 1.0, 0); break;
    default: y = nntile_sum_fiber(x, "y", 1.0, 1, 0); break;
    }
    if (!y) bench_fail(stream_names[op]);
    nntile_node_mark_output(y);
    return bench_compile_tiled(*g, "x", n, n / 8);
}

typedef struct stream_part {
    char *dst;
    const char *src;
    size_t bytes;
} stream_part;

static void *stream_copy(void *arg)
{
    stream_part *p = arg;
    memcpy(p->dst, p->src, p->bytes);
    return NULL;
}

/* Seconds of one memcpy of bytes, split over 2 threads. */
static double stream_memcpy_s(char *dst, const char *src, size_t bytes)
{
    stream_part parts[2] = {{dst, src, bytes / 2}, {dst + bytes / 2, src + bytes / 2, bytes / 2}};
    pthread_t th;
    bench_pause();
    double t0 = bench_now();
    if (pthread_create(&th, NULL, stream_copy, &parts[1]) != 0) bench_fail("pthread_create");
    stream_copy(&parts[0]);
    pthread_join(th, NULL);
    double t = bench_now() - t0;
    bench_resume();
    return t;
}

int bench_row_stream(void)
{
    enum { MAXP = 15 };
    int64_t n = bench_quick ? 1024 : 4096;
    int npairs = bench_quick ? 3 : 9;
    size_t count = (size_t)(n * n), bytes = count * sizeof(float);
    float *x = malloc(bytes), *y = malloc(bytes);
    if (!x || !y) bench_fail("stream: out of memory");
    bench_fill(x, NNTILE_FP32, count, 7);
    memset(y, 0, bytes);
    bench_start(2);
    for (int op = 0; op < STREAM_NOPS; ++op) {
        nntile_graph *g;
        nntile_compiled *c = stream_compile(op, n, &g);
        BENCH_OK(nntile_compiled_bind(c, "x", x, count));
        if (op == STREAM_ADD) BENCH_OK(nntile_compiled_bind(c, "x2", x, count));
        double gb = 1e-9 * (double)bytes, a[MAXP], b[MAXP];
        BENCH_OK(nntile_compiled_execute(c)); /* warm-up: allocates the outputs */
        BENCH_OK(nntile_compiled_wait(c));
        stream_memcpy_s((char *)y, (const char *)x, bytes);
        for (int i = 0; i < npairs; ++i) {
            double t0 = bench_now();
            BENCH_OK(nntile_compiled_execute(c));
            BENCH_OK(nntile_compiled_wait(c));
            a[i] = stream_passes[op] * gb / (bench_now() - t0);
            b[i] = 2 * gb / stream_memcpy_s((char *)y, (const char *)x, bytes);
        }
        char kase[64];
        snprintf(kase, sizeof kase, "%s %lld MB vs memcpy", stream_names[op],
                 (long long)(bytes >> 20));
        bench_emit_pairs("stream", kase, a, b, npairs, "GB/s", ">=0.6");
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
    nntile_shutdown();
    free(x), free(y);
    return 0;
}
