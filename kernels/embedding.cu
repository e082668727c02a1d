/* embedding.cu: CUDA embedding gather and its backward scatter-add (shapes as
 * kernels/embedding.c: index [m, n], vocab [k, v_size], embed [m, k, n];
 * indices outside [v_start, v_start + v_size) are skipped).
 * The backward uses no atomics: thread (e, g) walks every position in the
 * CPU's order (j, then i) and adds those whose vocab row v has v % G == g, so
 * each vocab element gets its sums in the CPU's order, rounded to T after
 * every add like the CPU: results are deterministic and equal the CPU's. */

#define NNTILE__EMBEDDING_GROUPS 32

/* embed[i, e, j] = vocab[e, index[i, j] - v_start]; 0 for skipped indices
 * when clear, untouched otherwise. One thread per embed element. */
template <typename T>
static __global__ void nntile__embedding_cuda_kernel(int64_t m, int64_t n, int64_t k,
                                                     int64_t v_start, int64_t v_size, int clear,
                                                     const int64_t *index, const T *vocab,
                                                     T *embed)
{
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < m * k * n;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t i = t % m, e = (t / m) % k, j = t / (m * k);
        int64_t v;
        if (nntile__index_offset(index[i + j * m], v_start, v_size, &v))
            embed[t] = vocab[e + v * k];
        else if (clear)
            embed[t] = nntile__cuda_store<T>(0.0);
    }
}

/* vocab[e, v] += embed[i, e, j] for every position with index v + v_start;
 * thread (e = x index, g = y index) owns the rows v % G == g. */
template <typename T>
static __global__ void nntile__embedding_backward_cuda_kernel(int64_t m, int64_t n, int64_t k,
                                                              int64_t v_start, int64_t v_size,
                                                              const int64_t *index,
                                                              const T *embed, T *vocab)
{
    const int64_t groups = gridDim.y;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < k;
         e += (int64_t)gridDim.x * blockDim.x)
        for (int64_t p = 0; p < m * n; ++p) {
            int64_t v;
            if (!nntile__index_offset(index[p], v_start, v_size, &v) || v % groups != blockIdx.y)
                continue;
            int64_t i = p % m, j = p / m;
            T *r = vocab + e + v * k;
            *r = nntile__cuda_store<T>(nntile__cuda_load(*r) +
                                       nntile__cuda_load(embed[i + e * m + j * m * k]));
        }
}

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernels only */
/* The launches of both kernels and the codelet sides, once for every T; the
 * public kernels and the sides of every dtype call them (the stamp below). */
template <typename T>
static int nntile__embedding_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                  int64_t v_start, int64_t v_size, int clear,
                                  const int64_t *index, const T *vocab, T *embed)
{
    if (m <= 0 || n <= 0 || k <= 0) return 0;
    nntile__embedding_cuda_kernel<T><<<nntile__cuda_blocks(m * k * n), NNTILE__CUDA_BLOCK, 0,
                                       (cudaStream_t)stream>>>(m, n, k, v_start, v_size, clear,
                                                               index, vocab, embed);
    return (int)cudaGetLastError();
}

template <typename T>
static int nntile__embedding_backward_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                           int64_t v_start, int64_t v_size,
                                           const int64_t *index, const T *embed, T *vocab)
{
    if (m <= 0 || n <= 0 || k <= 0 || v_size <= 0) return 0;
    dim3 grid(nntile__cuda_blocks(k), (unsigned)(v_size < NNTILE__EMBEDDING_GROUPS
                                                     ? v_size
                                                     : NNTILE__EMBEDDING_GROUPS));
    nntile__embedding_backward_cuda_kernel<T><<<grid, NNTILE__CUDA_BLOCK, 0,
                                                (cudaStream_t)stream>>>(
        m, n, k, v_start, v_size, index, embed, vocab);
    return (int)cudaGetLastError();
}

/* The public kernels: the launch for dtype (cudaErrorInvalidValue for a
 * dtype that is not a float one). */
static int nntile__kernel_embedding_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                         int64_t n, int64_t k, int64_t v_start,
                                         int64_t v_size, int clear, const int64_t *index,
                                         const void *vocab, void *embed)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index,
                                      (const ${T} *)vocab, (${T} *)embed);
*/
#define NNTILE_GEN 1
#include "embedding.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__kernel_embedding_backward_cuda(void *stream, nntile_dtype dtype,
                                                  int64_t m, int64_t n, int64_t k,
                                                  int64_t v_start, int64_t v_size,
                                                  const int64_t *index, const void *embed,
                                                  void *vocab)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index,
                                               (const ${T} *)embed, (${T} *)vocab);
*/
#define NNTILE_GEN 2
#include "embedding.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* Codelet sides, every dtype (args' dtype): buffers (index, vocab, embed)
 * and (index, embed, vocab). */
static void nntile__cuda_embedding(void *const *b, const void *args, void *stream)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile__kernel_embedding_cuda(stream, a->dtype, a->m, a->n, a->k, a->v_start, a->v_size,
                                 a->clear, (const int64_t *)b[0], b[1], b[2]);
    nntile__cuda_check("embedding");
}
static void nntile__cuda_embedding_backward(void *const *b, const void *args, void *stream)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile__kernel_embedding_backward_cuda(stream, a->dtype, a->m, a->n, a->k, a->v_start,
                                          a->v_size, (const int64_t *)b[0], b[1], b[2]);
    nntile__cuda_check("embedding_backward");
}
#endif

#ifndef NNTILE__CUDA_KERNELS_ONLY
/* The family's table of kernels and codelet sides (kernels/embedding.h). */
extern "C" const nntile_cuda_embedding_table nntile_cuda_embedding = {
    .embedding = nntile__kernel_embedding_cuda,
    .embedding_backward = nntile__kernel_embedding_backward_cuda,
    .side_embedding = nntile__cuda_embedding,
    .side_embedding_backward = nntile__cuda_embedding_backward,
};
#endif
