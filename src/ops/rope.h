/* rope.h: rotary position embedding (upstream nntile rope, rope_backward).
 *
 *   rope:           sin, cos [H/2, S...], src [H, S..., B...] -> dst [same as src]
 *                   (dst[2i], dst[2i+1]) = (c src[2i] - s src[2i+1],
 *                                           s src[2i] + c src[2i+1])
 *   rope_backward:  sin, cos [H/2, S...], dy [H, S..., B...] -> dx [same as dy]
 *                   (dx[2i], dx[2i+1]) = (c dy[2i] + s dy[2i+1],
 *                                         -s dy[2i] + c dy[2i+1])
 * with c = cos[i, s...], s = sin[i, s...] for the pair i of head dim 0 and the
 * position s... (dims 1 .. sin.ndim-1 of src); the trailing dims B... of src
 * share the angles. The backward is the transposed rotation and overwrites dx,
 * like upstream (it does not accumulate). sin.ndim >= 1, src.ndim >= sin.ndim. */

/* X(name, NAME for the op enum, sign of sin in the rotation) */
#define NNTILE_FOR_ROPES(X) \
    X(rope, ROPE, 1) \
    X(rope_backward, ROPE_BACKWARD, -1)

/* Task args: np pairs from pair sc_off of the sin/cos tile (dim-0 extent
 * ld_sc) and from element x_off (= 2 * first pair) of the src/dst tiles
 * (dim-0 extent ld_x); l positions (product of dims 1.. of sin's tile), nb
 * batches (the rest of src's tile). Buffers: sin R, cos R, src R, dst W|RW. */
typedef struct nntile_rope_args {
    int64_t np, l, nb, ld_sc, ld_x, sc_off, x_off;
} nntile_rope_args;

/* Kernels, per dtype: for p < np, q < l, b < nb, with c = cos[p + q ld_sc],
 * s = sin[p + q ld_sc], x = src + 2p + ld_x (q + l b), y = dst at the same
 * place: (y[0], y[1]) = (c x[0] - g s x[1], g s x[0] + c x[1]), g = +1 for
 * rope, -1 for rope_backward. Whole tiles: np = H/2, ld_sc = H/2, ld_x = H. */
#define NNTILE__DECLARE_ROPE_KERNEL(name, sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_##name##_##sfx(int64_t np, int64_t l, int64_t nb, int64_t ld_sc, \
                                                 int64_t ld_x, const T *sin, const T *cos, \
                                                 const T *src, T *dst);
/* Tile (whole tiles: src.shape[0] = 2 sin.shape[0]), tensor and graph levels.
 * Tensor: sin and cos tiled alike; sin dims 1.. tiled like src dims 1..; src
 * and dst tiled alike; src dim 0 may be tiled independently of sin dim 0 but
 * its tile boundaries must be even (a pair is never split). Graph: a new
 * tensor `name`; ties sin with cos, sin dims 1.. with src's, src with dst. */
#define NNTILE__DECLARE_ROPE_API(name, NAME, sign) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_ROPE_KERNEL, name) \
    NNTILE_API nntile_status nntile_tile_##name##_async( \
        const nntile_tile *sin, const nntile_tile *cos, const nntile_tile *src, nntile_tile *dst, \
        const nntile_exec_hints *hints, nntile_task **task); \
    NNTILE_API nntile_status nntile_tile_##name(const nntile_tile *sin, const nntile_tile *cos, \
                                                const nntile_tile *src, nntile_tile *dst); \
    NNTILE_API nntile_status nntile_tensor_##name##_async( \
        const nntile_tensor *sin, const nntile_tensor *cos, const nntile_tensor *src, \
        nntile_tensor *dst, nntile_task_group *group); \
    NNTILE_API nntile_status nntile_tensor_##name(const nntile_tensor *sin, \
                                                  const nntile_tensor *cos, \
                                                  const nntile_tensor *src, nntile_tensor *dst);
NNTILE_FOR_ROPES(NNTILE__DECLARE_ROPE_API)

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/rope.cu): the same on device buffers, launched on a
 * cudaStream_t; return 0 or a CUDA error code. */
#define NNTILE__DECLARE_ROPE_CUDA(name, sfx, T, DT, C, M) \
    NNTILE_API int nntile_kernel_##name##_##sfx##_cuda(void *stream, int64_t np, int64_t l, \
                                                       int64_t nb, int64_t ld_sc, int64_t ld_x, \
                                                       const T *sin, const T *cos, const T *src, \
                                                       T *dst); \
    NNTILE__DECLARE_CUDA_CODELET(name, sfx, T, DT, C, M)
#define NNTILE__DECLARE_ROPES_CUDA(name, NAME, sign) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_ROPE_CUDA, name)
NNTILE_FOR_ROPES(NNTILE__DECLARE_ROPES_CUDA)
#endif
/* Graph builders (definitions generated from NNTILE_FOR_ROPES): a new tensor
 * `name` = rope(src), or for rope_backward the gradient dx from dy. */
NNTILE_API nntile_node *nntile_rope(nntile_node *sin, nntile_node *cos, nntile_node *src,
                                    const char *name);
NNTILE_API nntile_node *nntile_rope_backward(nntile_node *sin, nntile_node *cos, nntile_node *dy,
                                             const char *name);

/* Shape rule shared by every level (op and name prefix the message). */
NNTILE_API nntile_status nntile_rope_check(const char *op, const char *name,
                                           const char *sin_name, nntile_dtype sin_dtype,
                                           int sin_ndim, const int64_t *sin_shape,
                                           const char *cos_name, nntile_dtype cos_dtype,
                                           int cos_ndim, const int64_t *cos_shape,
                                           const char *src_name, nntile_dtype src_dtype,
                                           int src_ndim, const int64_t *src_shape);
