/* test_cuda_kernels_b.c: the CUDA kernels of gemm, attention, embedding,
 * rope, layout and conv2d against the CPU kernels on the same random data,
 * every dtype, uneven shapes, by normalized error ||gpu - cpu|| / ||cpu||.
 * Tolerances: fp64 1e-12, fp32 1e-5, fp16 1e-2, bf16 5e-2 (both sides round
 * 16-bit results the same way but sum in different orders); fast gemm modes
 * 1e-2 (tf32, fp16) and 5e-2 (bf16) for their 10- or 7-bit inputs; copies,
 * casts and the embedding gather/scatter (same order as the CPU) must match
 * exactly; randn (same counter-based generator) to 1e-12 (fp64) or 1e-6.
 * Needs a build with -DNNTILE_USE_CUDA and a GPU; otherwise it exits 77.
 * Build (after python3 amalgamate.py):
 *   nvcc -O2 -arch=sm_90 -Xcompiler -fPIC -I. -c nntile_cuda.cu -o build/cuda/nntile_cuda.o
 *   cc -std=c11 -O2 -DNNTILE_USE_CUDA -I/usr/local/cuda/include \
 *      test/runtime/test_cuda_kernels_b.c test/nntile_impl.c build/cuda/nntile_cuda.o \
 *      -L/usr/local/cuda/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm -o build/cuda/test_cuda_kernels_b */
#include "../../nntile.h"
#include <stdio.h>

#ifndef NNTILE_USE_CUDA
int main(void)
{
    printf("SKIP test_cuda_kernels_b: built without NNTILE_USE_CUDA\n");
    return 77;
}
#else
#include "../harness.h"
#include <cuda_runtime_api.h>
#include <cublas_v2.h>

static cudaStream_t stream;
static cublasHandle_t cublas;

/* ---- buffers of any dtype, mirrored on host and device ---- */

typedef struct buf {
    nntile_dtype dt;
    int64_t n;
    void *host, *dev;
} buf;

static double get(nntile_dtype dt, const void *p, int64_t i)
{
    switch (dt) {
    case NNTILE_FP64: return ((const double *)p)[i];
    case NNTILE_FP16: return nntile_fp16_to_float(((const nntile_fp16 *)p)[i]);
    case NNTILE_BF16: return nntile_bf16_to_float(((const nntile_bf16 *)p)[i]);
    case NNTILE_INT64: return (double)((const int64_t *)p)[i];
    default: return ((const float *)p)[i];
    }
}
static void set(nntile_dtype dt, void *p, int64_t i, double v)
{
    switch (dt) {
    case NNTILE_FP64: ((double *)p)[i] = v; break;
    case NNTILE_FP16: ((nntile_fp16 *)p)[i] = nntile_fp16_from_float((float)v); break;
    case NNTILE_BF16: ((nntile_bf16 *)p)[i] = nntile_bf16_from_float((float)v); break;
    case NNTILE_INT64: ((int64_t *)p)[i] = (int64_t)v; break;
    default: ((float *)p)[i] = (float)v; break;
    }
}
static size_t esize(nntile_dtype dt) { return dt == NNTILE_INT64 ? 8 : nntile_dtype_size(dt); }

/* A buffer of n random numbers lo + (hi - lo) u, u uniform in [0, 1), on
 * both sides (the host copy is what the CPU kernel works on). */
static buf mk(nntile_dtype dt, int64_t n, double lo, double hi)
{
    buf b = {dt, n, calloc((size_t)(n ? n : 1), esize(dt)), NULL};
    for (int64_t i = 0; i < n; ++i)
        set(dt, b.host, i, lo + (hi - lo) * (harness_uniform() + 1) / 2);
    if (cudaMalloc(&b.dev, (size_t)(n ? n : 1) * esize(dt)) != cudaSuccess) b.dev = NULL;
    else cudaMemcpy(b.dev, b.host, (size_t)n * esize(dt), cudaMemcpyHostToDevice);
    return b;
}
static buf rnd(nntile_dtype dt, int64_t n) { return mk(dt, n, -1, 1); }
static void drop(buf *b)
{
    free(b->host);
    cudaFree(b->dev);
}

/* ||gpu - cpu|| / ||cpu|| (0 when both are zero; inf when a side is NaN). */
static double nerr(const buf *b)
{
    void *g = malloc((size_t)(b->n ? b->n : 1) * esize(b->dt));
    cudaStreamSynchronize(stream);
    cudaMemcpy(g, b->dev, (size_t)b->n * esize(b->dt), cudaMemcpyDeviceToHost);
    double d = 0, r = 0;
    for (int64_t i = 0; i < b->n; ++i) {
        double x = get(b->dt, b->host, i), y = get(b->dt, g, i);
        if (isnan(x) != isnan(y)) d = INFINITY;
        else if (!isnan(x) && x != y) d += (x - y) * (x - y);
        if (!isnan(x) && !isinf(x)) r += x * x;
    }
    free(g);
    return r > 0 ? sqrt(d / r) : sqrt(d);
}
static double tol(nntile_dtype dt)
{
    switch (dt) {
    case NNTILE_FP64: return 1e-12;
    case NNTILE_FP16: return 1e-2;
    case NNTILE_BF16: return 5e-2;
    default: return 1e-5;
    }
}

#define H(b, T) ((T *)(b).host)
#define D(b, T) ((T *)(b).dev)
#define CHECK_ERR(b, limit, what) \
    do { \
        double e_ = nerr(&(b)); \
        CHECK(e_ <= (limit), "%s %s: normalized error %.3g > %.3g", nntile_dtype_name(dt), \
              what, e_, (double)(limit)); \
    } while (0)
#define CHECK_LAUNCH(call) \
    do { \
        int rc_ = (call); \
        CHECK(rc_ == 0, "%s: %s returned %d", nntile_dtype_name(dt), #call, rc_); \
    } while (0)

static const nntile_dtype dtypes[] = {NNTILE_FP32, NNTILE_FP64, NNTILE_FP16, NNTILE_BF16};
static nntile_dtype dt; /* the dtype under test */

/* ---- gemm ---- */

static void gemm_case(int ta, int tb, int64_t m, int64_t n, int64_t k, int64_t batch,
                      nntile_dtype mode)
{
    buf a = rnd(dt, m * k * batch), b = rnd(dt, k * n * batch), c = rnd(dt, m * n * batch);
    double alpha = 0.75, beta = -0.5;
#define GEMM_ONE(sfx, T, DT, C, M) \
    case DT: \
        nntile_kernel_gemm(DT, ta, tb, m, n, k, batch, alpha, H(a, T), H(b, T), beta, H(c, T)); \
        /* mode: dt, or an fp32_fast_* dtype of fp32 storage */ \
        CHECK_LAUNCH(nntile_cuda_gemm.gemm(cublas, mode, ta, tb, m, n, k, batch, alpha, \
                                             D(a, T), D(b, T), beta, D(c, T))); \
        break;
    switch (dt) { NNTILE_FOR_FLOAT_TYPES(GEMM_ONE) default: break; }
    double limit = mode == NNTILE_FP32_FAST_BF16 ? 5e-2 : mode != dt ? 1e-2 : tol(dt);
    CHECK_ERR(c, limit, nntile_dtype_name(mode));
    drop(&a);
    drop(&b);
    drop(&c);
}
TEST(cuda_gemm)
{
    static const int64_t shapes[][4] = {{1, 1, 1, 1}, {37, 23, 61, 3}, {128, 65, 200, 1}};
    for (int s = 0; s < 3; ++s)
        for (int t = 0; t < 4; ++t) {
            gemm_case(t & 1, t >> 1, shapes[s][0], shapes[s][1], shapes[s][2], shapes[s][3], dt);
            if (harness_case_failed) return;
            if (dt == NNTILE_FP32)
                for (int f = NNTILE_FP32_FAST_TF32; f <= NNTILE_FP32_FAST_BF16; ++f) {
                    gemm_case(t & 1, t >> 1, shapes[s][0], shapes[s][1], shapes[s][2],
                              shapes[s][3], (nntile_dtype)f);
                    if (harness_case_failed) return;
                }
        }
}

/* ---- attention: forward on two key tiles (start, then merge), backward ---- */

static void sdpa_case(int64_t head, int64_t nq, int64_t nkv, int64_t batch, int causal,
                      int64_t q_start, int64_t kv_start)
{
    buf q = rnd(dt, head * nq * batch), k = rnd(dt, head * nkv * 2 * batch);
    buf v = rnd(dt, head * nkv * 2 * batch), lse = rnd(dt, nq * batch);
    buf a = rnd(dt, head * nq * batch), da = rnd(dt, head * nq * batch);
    buf dq = rnd(dt, head * nq * batch), dk = rnd(dt, head * nkv * batch);
    buf dv = rnd(dt, head * nkv * batch);
    double scale = 1 / sqrt((double)(head > 0 ? head : 1));
    /* key tile t holds keys [kv_start + t nkv, ...), at offset t head nkv batch */
#define SDPA_ONE(sfx, T, DT, C, M) \
    case DT: \
        for (int t = 0; t < 2; ++t) { \
            int64_t off = t * head * nkv * batch; \
            nntile_kernel_sdpa(DT, head, nq, nkv, batch, scale, causal, q_start, \
                               kv_start + t * nkv, t == 0, H(q, T), H(k, T) + off, \
                               H(v, T) + off, H(lse, T), H(a, T)); \
            CHECK_LAUNCH(nntile_cuda_attention.sdpa( \
                stream, DT, head, nq, nkv, batch, scale, causal, q_start, kv_start + t * nkv, \
                t == 0, D(q, T), D(k, T) + off, D(v, T) + off, D(lse, T), D(a, T))); \
        } \
        CHECK_ERR(lse, tol(dt), "sdpa lse"); \
        CHECK_ERR(a, tol(dt), "sdpa a"); \
        /* backward of the first key tile, from the CPU's forward state */ \
        cudaMemcpy(D(lse, T), H(lse, T), (size_t)lse.n * sizeof(T), cudaMemcpyHostToDevice); \
        cudaMemcpy(D(a, T), H(a, T), (size_t)a.n * sizeof(T), cudaMemcpyHostToDevice); \
        for (int w = NNTILE_SDPA_DQ; w <= NNTILE_SDPA_DKV; ++w) { \
            nntile_kernel_sdpa_backward( \
                DT, head, nq, nkv, batch, scale, causal, q_start, kv_start, w, H(q, T), H(k, T), \
                H(v, T), H(a, T), H(da, T), H(lse, T), H(dq, T), H(dk, T), H(dv, T)); \
            CHECK_LAUNCH(nntile_cuda_attention.sdpa_backward( \
                stream, DT, head, nq, nkv, batch, scale, causal, q_start, kv_start, w, D(q, T), \
                D(k, T), D(v, T), D(a, T), D(da, T), D(lse, T), D(dq, T), D(dk, T), \
                D(dv, T))); \
        } \
        CHECK_ERR(dq, tol(dt), "sdpa_backward dq"); \
        CHECK_ERR(dk, tol(dt), "sdpa_backward dk"); \
        CHECK_ERR(dv, tol(dt), "sdpa_backward dv"); \
        break;
    switch (dt) { NNTILE_FOR_FLOAT_TYPES(SDPA_ONE) default: break; }
    buf *all[] = {&q, &k, &v, &lse, &a, &da, &dq, &dk, &dv};
    for (int i = 0; i < 9; ++i) drop(all[i]);
}
TEST(cuda_sdpa)
{
    /* head, nq, nkv, batch, causal, q_start, kv_start: uneven sizes, heads of
     * one and several passes (160 > 128), masked queries (causal, keys after
     * the queries), and rows too wide for shared memory (head 4100). */
    static const int64_t cases[][7] = {
        {1, 5, 3, 2, 0, 0, 0},     {37, 13, 29, 3, 0, 0, 0},  {64, 70, 100, 2, 1, 40, 20},
        {160, 9, 33, 2, 1, 0, 0},  {48, 17, 20, 1, 1, 0, 10}, {4100, 5, 6, 1, 1, 3, 0}};
    for (int c = 0; c < 6 && !harness_case_failed; ++c)
        sdpa_case(cases[c][0], cases[c][1], cases[c][2], cases[c][3], (int)cases[c][4],
                  cases[c][5], cases[c][6]);
}

/* ---- embedding ---- */

TEST(cuda_embedding)
{
    const int64_t m = 7, n = 5, k = 13, v_start = 10, v_size = 20;
    buf index = mk(NNTILE_INT64, m * n, 0, 40); /* half of them outside the vocab tile */
    for (int clear = 0; clear < 2; ++clear) {
        buf vocab = rnd(dt, k * v_size), embed = rnd(dt, m * k * n);
        /* the kernels take the dtype */
        nntile_kernel_embedding(dt, m, n, k, v_start, v_size, clear, H(index, int64_t),
                                vocab.host, embed.host);
        CHECK_LAUNCH(nntile_cuda_embedding.embedding(stream, dt, m, n, k, v_start, v_size, clear,
                                                  D(index, int64_t), vocab.dev, embed.dev));
        CHECK_ERR(embed, 0.0, "embedding");
        nntile_kernel_embedding_backward(dt, m, n, k, v_start, v_size, H(index, int64_t),
                                         embed.host, vocab.host);
        CHECK_LAUNCH(nntile_cuda_embedding.embedding_backward(stream, dt, m, n, k, v_start, v_size,
                                                           D(index, int64_t), embed.dev, vocab.dev));
        CHECK_ERR(vocab, 0.0, "embedding_backward");
        drop(&vocab);
        drop(&embed);
    }
    drop(&index);
}

/* ---- rope ---- */

TEST(cuda_rope)
{
    const int64_t np = 5, l = 7, nb = 3, ld_sc = 6, ld_x = 12;
    buf sn = rnd(dt, ld_sc * l), cs = rnd(dt, ld_sc * l), x = rnd(dt, ld_x * l * nb);
    buf y = rnd(dt, ld_x * l * nb);
    /* the kernels take the dtype */
    nntile_kernel_rope(dt, np, l, nb, ld_sc, ld_x, sn.host, cs.host, x.host, y.host);
    CHECK_LAUNCH(nntile_cuda_rope.rope(stream, dt, np, l, nb, ld_sc, ld_x, sn.dev, cs.dev, x.dev,
                                         y.dev));
    CHECK_ERR(y, tol(dt), "rope");
    nntile_kernel_rope_backward(dt, np, l, nb, ld_sc, ld_x, sn.host, cs.host, x.host, y.host);
    CHECK_LAUNCH(nntile_cuda_rope.rope_backward(stream, dt, np, l, nb, ld_sc, ld_x, sn.dev,
                                                  cs.dev, x.dev, y.dev));
    CHECK_ERR(y, tol(dt), "rope_backward");
    drop(&sn);
    drop(&cs);
    drop(&x);
    drop(&y);
}

/* ---- layout: copy, copy_box, transpose, randn, cast ---- */

TEST(cuda_layout)
{
    const int64_t n = 1001, m1 = 37, n1 = 23;
    const int64_t box[3] = {4, 3, 2}, ss[3] = {7, 5, 4}, s0[3] = {2, 1, 1};
    const int64_t ds[3] = {5, 6, 3}, d0[3] = {1, 2, 0};
    const int64_t shape[3] = {5, 7, 3}, start[3] = {2, 1, 4}, under[3] = {10, 9, 8};
    buf src = rnd(dt, n), dst = rnd(dt, n), bsrc = rnd(dt, 7 * 5 * 4), bdst = rnd(dt, 5 * 6 * 3);
    buf tsrc = rnd(dt, m1 * n1), tdst = rnd(dt, m1 * n1), r = rnd(dt, 5 * 7 * 3);
    /* the kernels take the dtype */
    nntile_kernel_copy(dt, n, src.host, dst.host);
    CHECK_LAUNCH(nntile_cuda_layout.copy(stream, dt, n, src.dev, dst.dev));
    CHECK_ERR(dst, 0.0, "copy");
    nntile_kernel_copy_box(dt, 3, box, ss, s0, bsrc.host, ds, d0, bdst.host);
    CHECK_LAUNCH(nntile_cuda_layout.copy_box(stream, dt, 3, box, ss, s0, bsrc.dev, ds, d0,
                                             bdst.dev));
    CHECK_ERR(bdst, 0.0, "copy_box");
    nntile_kernel_transpose(dt, m1, n1, 0.5, tsrc.host, tdst.host);
    CHECK_LAUNCH(nntile_cuda_layout.transpose(stream, dt, m1, n1, 0.5, tsrc.dev, tdst.dev));
    CHECK_ERR(tdst, 0.0, "transpose");
    nntile_kernel_randn(dt, 3, shape, start, under, 42, 0.5, 2.0, r.host);
    CHECK_LAUNCH(nntile_cuda_layout.randn(stream, dt, 3, shape, start, under, 42, 0.5, 2.0,
                                          r.dev));
    CHECK_ERR(r, dt == NNTILE_FP64 ? 1e-12 : 1e-6, "randn");
    buf *all[] = {&src, &dst, &bsrc, &bdst, &tsrc, &tdst, &r};
    for (int i = 0; i < 7; ++i) drop(all[i]);
}

/* cast from dt to every dtype, on values spread over many binades */
TEST(cuda_cast)
{
    const int64_t n = 777;
    buf src = rnd(dt, n);
    for (int64_t i = 0; i < n; ++i)
        set(dt, src.host, i, get(dt, src.host, i) * exp((double)(i % 40) - 20));
    cudaMemcpy(src.dev, src.host, (size_t)n * esize(dt), cudaMemcpyHostToDevice);
    for (int i = 0; i < 4 && !harness_case_failed; ++i) {
        char what[32];
        snprintf(what, sizeof what, "cast to %s", nntile_dtype_name(dtypes[i]));
        buf out = rnd(dtypes[i], n);
        /* the kernels take both dtypes */
        nntile_kernel_cast(dt, dtypes[i], n, src.host, out.host);
        CHECK_LAUNCH(nntile_cuda_layout.cast(stream, dt, dtypes[i], n, src.dev, out.dev));
        CHECK_ERR(out, 0.0, what);
        drop(&out);
    }
    drop(&src);
}

/* ---- conv2d ---- */

TEST(cuda_conv2d)
{
    nntile_conv2d_geom g;
    memset(&g, 0, sizeof g);
    g.xw = 11, g.xh = 9, g.cin = 3, g.n = 2, g.kw = 3, g.kh = 2, g.cout = 4, g.yw = 6, g.yh = 7;
    g.off[0] = -1, g.off[1] = 0, g.stride[0] = 2, g.stride[1] = 1;
    g.dilation[0] = 1, g.dilation[1] = 2;
    buf x = rnd(dt, g.xw * g.xh * g.cin * g.n), c = rnd(dt, g.kw * g.kh * g.cin * g.cout);
    buf y = rnd(dt, g.yw * g.yh * g.cout * g.n);
    for (int pass = 0; pass < 2; ++pass) { /* beta = 0, then accumulate */
        double alpha = 0.25, beta = pass ? 0.5 : 0.0; /* outputs stay O(1): no fp16 overflow */
        /* the kernels take the dtype */
        nntile_kernel_conv2d_inplace(dt, &g, alpha, x.host, c.host, beta, y.host);
        CHECK_LAUNCH(nntile_cuda_conv2d.conv2d_inplace(stream, dt, &g, alpha, x.dev, c.dev, beta,
                                                       y.dev));
        CHECK_ERR(y, tol(dt), "conv2d_inplace");
        nntile_kernel_conv2d_bwd_input_inplace(dt, &g, alpha, y.host, c.host, beta, x.host);
        CHECK_LAUNCH(nntile_cuda_conv2d.conv2d_bwd_input_inplace(stream, dt, &g, alpha, y.dev,
                                                                 c.dev, beta, x.dev));
        CHECK_ERR(x, tol(dt), "conv2d_bwd_input_inplace");
        nntile_kernel_conv2d_bwd_weight_inplace(dt, &g, alpha, x.host, y.host, beta, c.host);
        CHECK_LAUNCH(nntile_cuda_conv2d.conv2d_bwd_weight_inplace(stream, dt, &g, alpha, x.dev,
                                                                  y.dev, beta, c.dev));
        CHECK_ERR(c, tol(dt), "conv2d_bwd_weight_inplace");
        /* the next op starts from the CPU's result, so errors do not compound */
        buf *all[] = {&x, &c, &y};
        for (int i = 0; i < 3; ++i)
            cudaMemcpy(all[i]->dev, all[i]->host, (size_t)all[i]->n * esize(dt),
                       cudaMemcpyHostToDevice);
    }
    drop(&x);
    drop(&c);
    drop(&y);
}

int main(void)
{
    int ndev = 0;
    if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) {
        printf("SKIP test_cuda_kernels_b: no CUDA device\n");
        return 77;
    }
    if (cudaStreamCreate(&stream) != cudaSuccess ||
        cublasCreate(&cublas) != CUBLAS_STATUS_SUCCESS ||
        cublasSetStream(cublas, stream) != CUBLAS_STATUS_SUCCESS) {
        printf("FAIL test_cuda_kernels_b: no stream or cuBLAS handle\n");
        return 1;
    }
    for (int i = 0; i < 4; ++i) {
        dt = dtypes[i];
        const char *name = nntile_dtype_name(dt);
        RUN_AS(cuda_gemm, name);
        RUN_AS(cuda_sdpa, name);
        RUN_AS(cuda_embedding, name);
        RUN_AS(cuda_rope, name);
        RUN_AS(cuda_layout, name);
        RUN_AS(cuda_cast, name);
        RUN_AS(cuda_conv2d, name);
    }
    cublasDestroy(cublas);
    cudaStreamDestroy(stream);
    HARNESS_EXIT();
}
#endif
