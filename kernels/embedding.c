/* embedding.c: embedding gather and its backward scatter-add, every float
 * dtype behind one entry per op that takes the dtype (shapes in
 * src/ops/embedding.h). Indices outside the vocab tile's
 * range [v_start, v_start + v_size) are skipped (compared without subtracting:
 * nntile__index_offset), so no read or write ever leaves the buffers. */

#include "embedding.h"

/* nntile:stamp wide_float_types+half_float_types
static void nntile__embedding_${sfx}(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const ${T} *vocab, ${T} *embed)
{
    if (clear)
        for (int64_t i = 0; i < m * k * n; ++i) embed[i] = nntile__store_${sfx}((${C})0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            const ${T} *row = vocab + v * k;
            ${T} *out = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e) out[e * m] = row[e];
        }
}
static void nntile__embedding_backward_${sfx}(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const ${T} *embed,
    ${T} *vocab)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            ${T} *row = vocab + v * k;
            const ${T} *in = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e)
                row[e] = nntile__store_${sfx}(nntile__load_${sfx}(row[e]) +
                                              nntile__load_${sfx}(in[e * m]));
        }
}
*/
#define NNTILE_GEN 1
#include "embedding.gen.c"
/* nntile:end */

NNTILE_API void nntile_kernel_embedding(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        int64_t v_start, int64_t v_size, int clear,
                                        const int64_t *index, const void *vocab, void *embed)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__embedding_${sfx}(m, n, k, v_start, v_size, clear, index, (const ${T} *)vocab,
                                 (${T} *)embed);
        break;
*/
#define NNTILE_GEN 2
#include "embedding.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

NNTILE_API void nntile_kernel_embedding_backward(nntile_dtype dtype, int64_t m, int64_t n,
                                                 int64_t k, int64_t v_start, int64_t v_size,
                                                 const int64_t *index, const void *embed,
                                                 void *vocab)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__embedding_backward_${sfx}(m, n, k, v_start, v_size, index, (const ${T} *)embed,
                                          (${T} *)vocab);
        break;
*/
#define NNTILE_GEN 3
#include "embedding.gen.c"
/* nntile:end */
    default: break;
    }
}
