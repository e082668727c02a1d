/* cuda_emulate.cpp: runs the CUDA kernels of attention, layout, embedding,
 * rope, conv2d and dropout (kernels/*.cu, the kernel templates only: launch wrappers
 * and cuBLAS are left out) on the CPU against the CPU kernels, with no GPU.
 * The attention kernels run one std::thread per CUDA thread, with barriers for
 * __syncthreads and the warp shuffles; the grid-stride kernels run one thread
 * per block row. Device intrinsics are host stand-ins (host libm, 16-bit
 * conversions of nntile.h), so this checks indexing, masking, staging and the
 * online-softmax algebra, not CUDA's math library or the launches.
 * Built and run by `make test-cuda-emu` (about a minute on 2 cores). */
#include "nntile.h"
#include <barrier>
#include <cmath>
#include <cstdio>
#include <thread>
#include <vector>
#include <algorithm>
#include <type_traits>
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
thread_local dim3 threadIdx, blockIdx;
dim3 blockDim, gridDim;
#define __global__
#define __device__
#define __forceinline__ inline
#define __shared__
#define __align__(n) __attribute__((aligned(n)))
static std::barrier<> *emu_block;
static std::barrier<> *emu_warp[32];
static double emu_slot[1024];
static void __syncthreads() { emu_block->arrive_and_wait(); }
template <class V> static V __shfl_xor_sync(unsigned, V v, int o)
{
    int t = threadIdx.x, w = t >> 5;
    emu_slot[t] = (double)v;
    emu_warp[w]->arrive_and_wait();
    V r = (V)emu_slot[t ^ o];
    emu_warp[w]->arrive_and_wait();
    return r;
}
static inline float nntile__cuda_load(float v) { return v; }
static inline double nntile__cuda_load(double v) { return v; }
static inline float nntile__cuda_load(nntile_fp16 v) { return nntile_fp16_to_float(v); }
static inline float nntile__cuda_load(nntile_bf16 v) { return nntile_bf16_to_float(v); }
template <typename T> static inline T nntile__cuda_store(double v);
template <> inline float nntile__cuda_store<float>(double v) { return (float)v; }
template <> inline double nntile__cuda_store<double>(double v) { return v; }
template <> inline nntile_fp16 nntile__cuda_store<nntile_fp16>(double v) { return nntile_fp16_from_float((float)v); }
template <> inline nntile_bf16 nntile__cuda_store<nntile_bf16>(double v) { return nntile_bf16_from_float((float)v); }
using std::min; using std::max;
#define NNTILE_CUDA_FOR_FLOAT_TYPES(X)
#include <bit>
#include <cstring>
#include <cstdlib>
using std::isnan;
static inline float __double2float_rz(double x)
{
    float f = (float)x;
    return std::fabs((double)f) > std::fabs(x) ? std::nextafter(f, 0.0f) : f;
}
static inline float __uint_as_float(unsigned u) { return std::bit_cast<float>(u); }
static inline unsigned __float_as_uint(float f) { return std::bit_cast<unsigned>(f); }
#define NNTILE__CUDA_BLOCK 256
/* the .cu parts' launch wrappers (<<<...>>>) are left out */
#define NNTILE__CUDA_KERNELS_ONLY
#include "kernels/attention.cu"
#include "kernels/layout.cu"
#include "kernels/embedding.cu"
#include "kernels/conv2d.cu"
#include "kernels/dropout.cu"
#undef NNTILE_FOR_ROPES
#define NNTILE_FOR_ROPES(X)
#include "kernels/rope.cu"
alignas(16) unsigned char nntile__sdpa_smem[65536];

template <class F> static void launch(dim3 grid, unsigned nt, F f)
{
    blockDim = dim3(nt); gridDim = grid;
    for (unsigned by = 0; by < grid.y; ++by)
        for (unsigned bx = 0; bx < grid.x; ++bx) {
            std::barrier<> bb(nt);
            emu_block = &bb;
            std::vector<std::barrier<> *> wb;
            for (unsigned w = 0; w < nt / 32; ++w) emu_warp[w] = new std::barrier<>(32);
            std::vector<std::thread> th;
            for (unsigned t = 0; t < nt; ++t)
                th.emplace_back([=] { threadIdx = dim3(t); blockIdx = dim3(bx, by); f(); });
            for (auto &x : th) x.join();
            for (unsigned w = 0; w < nt / 32; ++w) delete emu_warp[w];
        }
}
static unsigned long long rng = 88172645463325252ull;
static double uni() { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return (double)(rng >> 11) / (double)(1ull << 53) * 2 - 1; }
/* The nntile dtype of element type T (for the kernels that take the dtype). */
template <class T> static nntile_dtype dtype_of()
{
    return std::is_same_v<T, float> ? NNTILE_FP32 : std::is_same_v<T, double> ? NNTILE_FP64
           : std::is_same_v<T, nntile_fp16> ? NNTILE_FP16 : NNTILE_BF16;
}
template <class T> static std::vector<T> rv(int64_t n) { std::vector<T> v(n); for (auto &x : v) x = nntile__cuda_store<T>(uni()); return v; }
template <class T> static double err(const std::vector<T> &c, const std::vector<T> &g)
{
    double d = 0, r = 0;
    for (size_t i = 0; i < c.size(); ++i) {
        double x = nntile__cuda_load(c[i]), y = nntile__cuda_load(g[i]);
        if (std::isnan(x) != std::isnan(y)) return INFINITY;
        if (std::isnan(x)) continue;
        if (!std::isinf(x)) { if (x != y) d += (x - y) * (x - y); r += x * x; }
        else if (x != y) return INFINITY;
    }
    return r > 0 ? sqrt(d / r) : sqrt(d);
}
/* The attention kernels of element type T (compute type C) against the CPU
 * kernels of the same dtype. */
template <class T, class C>
static int run(const char *name, double tol)
{
    const nntile_dtype dt = dtype_of<T>();
    static const int64_t cases[][7] = {
        {1, 5, 3, 2, 0, 0, 0},     {37, 6, 9, 2, 0, 0, 0},  {40, 9, 12, 1, 1, 4, 2},
        {160, 5, 7, 1, 1, 0, 0},  {24, 7, 8, 1, 1, 0, 3}, {4100, 2, 3, 1, 1, 1, 0}};
    int bad = 0;
    for (auto &cs : cases) {
        int64_t head = cs[0], nq = cs[1], nkv = cs[2], batch = cs[3], q_start = cs[5], kv_start = cs[6];
        int causal = (int)cs[4];
        C scale = (C)(1 / sqrt((double)head));
        auto q = rv<T>(head * nq * batch), k = rv<T>(head * nkv * 2 * batch), v = rv<T>(head * nkv * 2 * batch);
        auto lse = rv<T>(nq * batch), a = rv<T>(head * nq * batch), da = rv<T>(head * nq * batch);
        auto dq = rv<T>(head * nq * batch), dk = rv<T>(head * nkv * batch), dv = rv<T>(head * nkv * batch);
        auto glse = lse, ga = a, gdq = dq, gdk = dk, gdv = dv;
        for (int t = 0; t < 2; ++t) {
            int64_t off = t * head * nkv * batch;
            nntile_kernel_sdpa(dt, head, nq, nkv, batch, scale, causal, q_start, kv_start + t * nkv, t == 0, q.data(), k.data() + off, v.data() + off, lse.data(), a.data());
            int64_t cap = nntile__sdpa_rows(2, head, sizeof(T), nkv);
            const T *kp = k.data() + off, *vp = v.data() + off; T *lp = glse.data(), *ap = ga.data(); const T *qp = q.data();
            int first = t == 0; int64_t ks = kv_start + t * nkv;
            launch(nntile__sdpa_grid(nq, batch), 32 * NNTILE__SDPA_WARPS, [=] {
                nntile__sdpa_cuda_kernel<T, C>(head, nq, nkv, batch, scale, causal, q_start, ks, first, qp, kp, vp, lp, ap, cap); });
        }
        double e1 = err(lse, glse), e2 = err(a, ga);
        ga = a; glse = lse;
        for (int w = 1; w <= 2; ++w)
            nntile_kernel_sdpa_backward(dt, head, nq, nkv, batch, scale, causal, q_start, kv_start, w, q.data(), k.data(), v.data(), a.data(), da.data(), lse.data(), dq.data(), dk.data(), dv.data());
        {
            int64_t cap = nntile__sdpa_rows(2, head, sizeof(T), nkv);
            const T *qp = q.data(), *kp = k.data(), *vp = v.data(), *ap = ga.data(), *dap = da.data(), *lp = glse.data(); T *dqp = gdq.data();
            launch(nntile__sdpa_grid(nq, batch), 128, [=] { nntile__sdpa_dq_cuda_kernel<T, C>(head, nq, nkv, batch, scale, causal, q_start, kv_start, qp, kp, vp, ap, dap, lp, dqp, cap); });
            cap = nntile__sdpa_rows(3, head, sizeof(T), nq);
            T *dkp = gdk.data(), *dvp = gdv.data();
            launch(nntile__sdpa_grid(nkv, batch), 128, [=] { nntile__sdpa_dkv_cuda_kernel<T, C>(head, nq, nkv, batch, scale, causal, q_start, kv_start, qp, kp, vp, ap, dap, lp, dkp, dvp, cap); });
        }
        double e3 = err(dq, gdq), e4 = err(dk, gdk), e5 = err(dv, gdv);
        int ok = e1 <= tol && e2 <= tol && e3 <= tol && e4 <= tol && e5 <= tol;
        bad += !ok;
        printf("%s %s head=%lld nq=%lld nkv=%lld causal=%d: lse %.2g a %.2g dq %.2g dk %.2g dv %.2g\n", ok ? "PASS" : "FAIL", name,
               (long long)head, (long long)nq, (long long)nkv, causal, e1, e2, e3, e4, e5);
    }
    return bad;
}
/* Grid-stride kernels: one thread per block row y covers every element. */
template <class F> static void serial(unsigned gy, F f)
{
    blockDim = dim3(1); gridDim = dim3(1, gy); threadIdx = dim3(0);
    for (unsigned y = 0; y < gy; ++y) { blockIdx = dim3(0, y); f(); }
}
#define EXPECT(name, e, t) do { double e_ = (e); int ok_ = e_ <= (t); bad += !ok_; \
    printf("%s %s %s: %.3g\n", ok_ ? "PASS" : "FAIL", sfx, name, e_); } while (0)
template <class T, class C>
static int run_simple(const char *sfx, double tol)
{
    int bad = 0;
    { /* copy_box (the CPU kernels of layout take the dtype) */
        nntile__cuda_box g; memset(&g, 0, sizeof g); g.ndim = 3;
        int64_t box[3] = {4, 3, 2}, ss[3] = {7, 5, 4}, s0[3] = {2, 1, 1}, ds[3] = {5, 6, 3}, d0[3] = {1, 2, 0};
        for (int d = 0; d < 3; ++d) { g.box[d] = box[d]; g.src_shape[d] = ss[d]; g.src_start[d] = s0[d]; g.dst_shape[d] = ds[d]; g.dst_start[d] = d0[d]; }
        auto src = rv<T>(140), dst = rv<T>(90); auto gd = dst;
        nntile_kernel_copy_box(dtype_of<T>(), 3, box, ss, s0, src.data(), ds, d0, dst.data());
        serial(1, [&] { nntile__copy_box_cuda_kernel<T>(g, 24, src.data(), gd.data()); });
        EXPECT("copy_box", err(dst, gd), 0);
    }
    { /* transpose */
        auto src = rv<T>(37 * 23), dst = rv<T>(37 * 23); auto gd = dst;
        nntile_kernel_transpose(dtype_of<T>(), 37, 23, 0.5, src.data(), dst.data());
        serial(1, [&] { nntile__transpose_cuda_kernel<T, C>(37, 23, (C)0.5, src.data(), gd.data()); });
        EXPECT("transpose", err(dst, gd), 0);
    }
    { /* randn */
        nntile_randn_args g; memset(&g, 0, sizeof g); g.ndim = 3; g.seed = 42; g.mean = 0.5; g.stddev = 2;
        int64_t sh[3] = {5, 7, 3}, st[3] = {2, 1, 4}, un[3] = {10, 9, 8};
        for (int d = 0; d < 3; ++d) { g.shape[d] = sh[d]; g.start[d] = st[d]; g.underlying[d] = un[d]; }
        auto dst = rv<T>(105); auto gd = dst;
        nntile_kernel_randn(dtype_of<T>(), 3, sh, st, un, 42, 0.5, 2.0, dst.data());
        serial(1, [&] { nntile__randn_cuda_kernel<T, C>(g, 105, gd.data()); });
        EXPECT("randn", err(dst, gd), 0);
    }
    { /* dropout (the CPU kernel takes the dtype), beta 0 and 0.5 */
        const nntile_dtype dt = dtype_of<T>();
        nntile_dropout_args g; memset(&g, 0, sizeof g); g.dtype = dt; g.ndim = 3; g.seed = 9; g.p = 0.35;
        int64_t sh[3] = {5, 7, 3}, st[3] = {2, 1, 4}, un[3] = {10, 9, 8}, counter = 6;
        for (int d = 0; d < 3; ++d) { g.shape[d] = sh[d]; g.start[d] = st[d]; g.underlying[d] = un[d]; }
        for (int pass = 0; pass < 2; ++pass) {
            g.beta = pass ? 0.5 : 0;
            auto x = rv<T>(105), y = rv<T>(105); auto gy = y;
            nntile_kernel_dropout(dt, 3, sh, st, un, 9, counter, 0.35, g.beta, x.data(), y.data());
            serial(1, [&] { nntile__dropout_cuda_kernel<T, C>(g, 105, &counter, x.data(), gy.data()); });
            EXPECT(pass ? "dropout beta 0.5" : "dropout", err(y, gy), 0);
        }
    }
    { /* embedding and its backward (the CPU kernels take the dtype) */
        const nntile_dtype dt = dtype_of<T>();
        int64_t m = 7, n = 5, k = 13, v0 = 10, vs = 20;
        std::vector<int64_t> idx(m * n); for (auto &x : idx) x = (int64_t)((uni() + 1) * 20);
        for (int clear = 0; clear < 2; ++clear) {
            auto voc = rv<T>(k * vs), emb = rv<T>(m * k * n); auto gv = voc, ge = emb;
            nntile_kernel_embedding(dt, m, n, k, v0, vs, clear, idx.data(), voc.data(), emb.data());
            serial(1, [&] { nntile__embedding_cuda_kernel<T>(m, n, k, v0, vs, clear, idx.data(), gv.data(), ge.data()); });
            EXPECT("embedding", err(emb, ge), 0);
            nntile_kernel_embedding_backward(dt, m, n, k, v0, vs, idx.data(), emb.data(), voc.data());
            serial(20, [&] { nntile__embedding_backward_cuda_kernel<T>(m, n, k, v0, vs, idx.data(), ge.data(), gv.data()); });
            EXPECT("embedding_backward", err(voc, gv), 0);
        }
    }
    { /* rope, rope_backward (the CPU kernels take the dtype) */
        const nntile_dtype dt = dtype_of<T>();
        int64_t np = 5, l = 7, nb = 3, ldsc = 6, ldx = 12;
        auto sn = rv<T>(ldsc * l), cs = rv<T>(ldsc * l), x = rv<T>(ldx * l * nb), y = rv<T>(ldx * l * nb); auto gy = y;
        nntile_kernel_rope(dt, np, l, nb, ldsc, ldx, sn.data(), cs.data(), x.data(), y.data());
        serial(1, [&] { nntile__rope_cuda_kernel<T, C>((C)1, np, l, nb, ldsc, ldx, sn.data(), cs.data(), x.data(), gy.data()); });
        EXPECT("rope", err(y, gy), tol);
        nntile_kernel_rope_backward(dt, np, l, nb, ldsc, ldx, sn.data(), cs.data(), x.data(), y.data());
        serial(1, [&] { nntile__rope_cuda_kernel<T, C>((C)-1, np, l, nb, ldsc, ldx, sn.data(), cs.data(), x.data(), gy.data()); });
        EXPECT("rope_backward", err(y, gy), tol);
    }
    { /* conv2d */
        nntile_conv2d_geom g; memset(&g, 0, sizeof g);
        g.xw = 11, g.xh = 9, g.cin = 3, g.n = 2, g.kw = 3, g.kh = 2, g.cout = 4, g.yw = 6, g.yh = 7;
        g.off[0] = -1, g.off[1] = 0, g.stride[0] = 2, g.stride[1] = 1, g.dilation[0] = 1, g.dilation[1] = 2;
        auto x = rv<T>(11 * 9 * 3 * 2), c = rv<T>(3 * 2 * 3 * 4), y = rv<T>(6 * 7 * 4 * 2);
        for (int pass = 0; pass < 2; ++pass) {
            C al = (C)0.25, be = pass ? (C)0.5 : (C)0;
            auto gx = x, gc = c, gy = y;
            nntile_kernel_conv2d_inplace(dtype_of<T>(), &g, al, x.data(), c.data(), be, y.data());
            serial(1, [&] { nntile__conv2d_cuda_kernel<T, C>(g, al, gx.data(), gc.data(), be, gy.data()); });
            EXPECT("conv2d_inplace", err(y, gy), tol);
            gy = y;
            nntile_kernel_conv2d_bwd_input_inplace(dtype_of<T>(), &g, al, y.data(), c.data(), be, x.data());
            serial(1, [&] { nntile__conv2d_bwd_input_cuda_kernel<T, C>(g, al, gy.data(), gc.data(), be, gx.data()); });
            EXPECT("conv2d_bwd_input_inplace", err(x, gx), tol);
            gx = x;
            nntile_kernel_conv2d_bwd_weight_inplace(dtype_of<T>(), &g, al, x.data(), y.data(), be, c.data());
            serial(1, [&] { nntile__conv2d_bwd_weight_cuda_kernel<T, C>(g, al, gx.data(), gy.data(), be, gc.data()); });
            EXPECT("conv2d_bwd_weight_inplace", err(c, gc), tol);
        }
    }
    return bad;
}
template <class S, class D> static int cast_one(const char *name)
{
    int n = 777; auto src = rv<S>(n);
    for (int i = 0; i < n; ++i) src[i] = nntile__cuda_store<S>(nntile__cuda_load(src[i]) * exp((double)(i % 40) - 20));
    auto dst = rv<D>(n); auto gd = dst;
    nntile_kernel_cast(dtype_of<S>(), dtype_of<D>(), n, src.data(), dst.data());
    serial(1, [&] { nntile__cast_cuda_kernel<S, D>(n, src.data(), gd.data()); });
    double e = err(dst, gd); printf("%s cast %s: %.3g\n", e == 0 ? "PASS" : "FAIL", name, e);
    return e != 0;
}
int main()
{
    setvbuf(stdout, NULL, _IONBF, 0);
    int bad = 0;
    if (!getenv("EMU_SIMPLE")) {
    bad += run<float, float>("fp32", 1e-5);
    bad += run<double, double>("fp64", 1e-12);
    bad += run<nntile_fp16, float>("fp16", 1e-2);
    bad += run<nntile_bf16, float>("bf16", 5e-2);
    }
    bad += run_simple<float, float>("fp32", 1e-6);
    bad += run_simple<double, double>("fp64", 1e-14);
    bad += run_simple<nntile_fp16, float>("fp16", 1e-3);
    bad += run_simple<nntile_bf16, float>("bf16", 1e-2);
    bad += cast_one<double, nntile_fp16>("fp64->fp16");
    bad += cast_one<double, nntile_bf16>("fp64->bf16");
    bad += cast_one<double, float>("fp64->fp32");
    bad += cast_one<float, nntile_bf16>("fp32->bf16");
    bad += cast_one<nntile_fp16, nntile_bf16>("fp16->bf16");
    bad += cast_one<nntile_bf16, double>("bf16->fp64");
    printf("%d failed\n", bad);
    return bad != 0;
}
