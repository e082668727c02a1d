/* tile.h: one tile = a shape, a dtype, a data handle and an owner rank.
 *
 * Tile operations come in two forms: nntile_tile_<op>_async submits one task
 * and hands back its task handle (pass NULL to detach it), and nntile_tile_<op>
 * waits for that task only (never for unrelated work). */

typedef struct nntile_tile {
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM]; /* column-major, fastest dimension first */
    int64_t nelems;
    int owner;                      /* MPI rank that stores and computes it */
    nntile_data *data;
} nntile_tile;

/* Registers a runtime-owned buffer for a tile of that shape. ndim may be 0 (a
 * scalar); every extent must be >= 1. */
NNTILE_API nntile_status nntile_tile_init(nntile_tile *tile, nntile_dtype dtype, int ndim,
                                          const int64_t *shape);
NNTILE_API void nntile_tile_destroy(nntile_tile *tile);

/* gemm: c = alpha * op(a) op(b) + beta * c, with seed 002's shape rules:
 *   a [M..., K..., batch...] (trans_a = 0) or [K..., M..., batch...] (trans_a = 1)
 *   b [K..., N..., batch...] (trans_b = 0) or [N..., K..., batch...] (trans_b = 1)
 *   c [M..., N..., batch...]
 * ndim is the number of K dims, batch_ndim the number of trailing batch dims. */
NNTILE_API nntile_status nntile_tile_gemm_async(double alpha, int trans_a, const nntile_tile *a,
                                                int trans_b, const nntile_tile *b, double beta,
                                                nntile_tile *c, int ndim, int batch_ndim,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task);
NNTILE_API nntile_status nntile_tile_gemm(double alpha, int trans_a, const nntile_tile *a,
                                          int trans_b, const nntile_tile *b, double beta,
                                          nntile_tile *c, int ndim, int batch_ndim);

/* gelu: src [shape] -> dst [shape]; src == dst computes in place. */
NNTILE_API nntile_status nntile_tile_gelu_async(const nntile_tile *src, nntile_tile *dst,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelu(const nntile_tile *src, nntile_tile *dst);

/* Shape rule of gemm shared by the tile, tensor and graph levels: checks the
 * operands (op names the caller in the message) and gives c's shape and the
 * matrix sizes M, N, K and the batch count. */
NNTILE_API nntile_status nntile_gemm_shape(const char *op, int trans_a, int a_ndim,
                                           const int64_t *a_shape, int trans_b, int b_ndim,
                                           const int64_t *b_shape, int ndim, int batch_ndim,
                                           int *c_ndim, int64_t *c_shape, int64_t *m, int64_t *n,
                                           int64_t *k, int64_t *batch);
