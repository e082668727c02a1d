/* activation.h: pointwise activations, for each act of NNTILE_FOR_ACTIVATIONS:
 *   act:           src [shape] -> dst [shape], dst = f(src)
 *   act_inplace:   x [shape] -> x [shape], x = f(x)
 *   act_backward:  x, dy [shape] -> dx [shape], dx += f'(x) * dy (accumulates)
 * Activations: X(name, NAME for the op enum, _CUDA when fp32/fp64 CUDA kernels
 * exist, else empty):
 *   gelu      x/2 (1 + erf(x/sqrt(2)))   (exact erf form)
 *   gelutanh  x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))   (tanh approximation)
 *   relu      max(0, x); f'(x) = 1 for x > 0, else 0
 *   silu      x sigmoid(x) = x / (1 + exp(-x)) */
#define NNTILE_FOR_ACTIVATIONS(X) \
    X(gelu, GELU, _CUDA) \
    X(gelutanh, GELUTANH, _CUDA) \
    X(relu, RELU, _CUDA) \
    X(silu, SILU, _CUDA)

/* Every activation task has these args (n: elements of the tile).
 * Buffers: act (src R, dst W); act_inplace (x RW); act_backward (x R, dy R, dx RW). */
typedef struct nntile_activation_args {
    int64_t n;
} nntile_activation_args;

/* Kernels, per dtype: nntile_kernel_<act>_<sfx>(n, src, dst) (src == dst
 * allowed) and nntile_kernel_<act>_backward_<sfx>(n, x, dy, dx). */
#define NNTILE__DECLARE_ACT_KERNELS(act, sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_##act##_##sfx(int64_t n, const T *src, T *dst); \
    NNTILE_API void nntile_kernel_##act##_backward_##sfx(int64_t n, const T *x, const T *dy, \
                                                          T *dx);
/* Tile (async: one task; blocking: waits for it), tensor (one task per tile;
 * all operands of one shape and tiling) and graph levels. The graph builders
 * nntile_<act>_inplace and nntile_<act>_backward return the tensor written. */
#define NNTILE__DECLARE_ACT_API(act, ACT, cuda) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_ACT_KERNELS, act) \
    NNTILE_API nntile_status nntile_tile_##act##_async(const nntile_tile *src, nntile_tile *dst, \
                                                       const nntile_exec_hints *hints, \
                                                       nntile_task **task); \
    NNTILE_API nntile_status nntile_tile_##act(const nntile_tile *src, nntile_tile *dst); \
    NNTILE_API nntile_status nntile_tile_##act##_inplace_async( \
        nntile_tile *x, const nntile_exec_hints *hints, nntile_task **task); \
    NNTILE_API nntile_status nntile_tile_##act##_inplace(nntile_tile *x); \
    NNTILE_API nntile_status nntile_tile_##act##_backward_async( \
        const nntile_tile *x, const nntile_tile *dy, nntile_tile *dx, \
        const nntile_exec_hints *hints, nntile_task **task); \
    NNTILE_API nntile_status nntile_tile_##act##_backward(const nntile_tile *x, \
                                                          const nntile_tile *dy, nntile_tile *dx); \
    NNTILE_API nntile_status nntile_tensor_##act##_async( \
        const nntile_tensor *src, nntile_tensor *dst, nntile_task_group *group); \
    NNTILE_API nntile_status nntile_tensor_##act(const nntile_tensor *src, nntile_tensor *dst); \
    NNTILE_API nntile_status nntile_tensor_##act##_inplace_async(nntile_tensor *x, \
                                                                 nntile_task_group *group); \
    NNTILE_API nntile_status nntile_tensor_##act##_inplace(nntile_tensor *x); \
    NNTILE_API nntile_status nntile_tensor_##act##_backward_async( \
        const nntile_tensor *x, const nntile_tensor *dy, nntile_tensor *dx, \
        nntile_task_group *group); \
    NNTILE_API nntile_status nntile_tensor_##act##_backward( \
        const nntile_tensor *x, const nntile_tensor *dy, nntile_tensor *dx);
NNTILE_FOR_ACTIVATIONS(NNTILE__DECLARE_ACT_API)

/* Graph builders (definitions generated from NNTILE_FOR_ACTIVATIONS):
 * <act>(x, name) makes y = f(x); <act>_inplace(x) and <act>_backward(x, dy,
 * dx) (dx += f'(x) dy) return the tensor they write. */
NNTILE_API nntile_node *nntile_gelu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
NNTILE_API nntile_node *nntile_gelutanh(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelutanh_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelutanh_backward(nntile_node *x, nntile_node *dy,
                                                 nntile_node *dx);
NNTILE_API nntile_node *nntile_relu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_relu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_relu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
NNTILE_API nntile_node *nntile_silu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_silu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_silu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu) of every activation and dtype, on `stream`
 * (a cudaStream_t): nntile_kernel_<act>_<sfx>_cuda(stream, n, src, dst) and
 * nntile_kernel_<act>_backward_<sfx>_cuda(stream, n, x, dy, dx), device
 * buffers; return 0 or the CUDA launch error code. */
#define NNTILE__DECLARE_ACT_CUDA(act, sfx, T, DT, C, M) \
    NNTILE_API int nntile_kernel_##act##_##sfx##_cuda(void *stream, int64_t n, const T *src, \
                                                      T *dst); \
    NNTILE_API int nntile_kernel_##act##_backward_##sfx##_cuda(void *stream, int64_t n, \
                                                               const T *x, const T *dy, T *dx); \
    NNTILE__DECLARE_CUDA_CODELET(act, sfx, T, DT, C, M) \
    NNTILE__DECLARE_CUDA_CODELET(act##_inplace, sfx, T, DT, C, M) \
    NNTILE__DECLARE_CUDA_CODELET(act##_backward, sfx, T, DT, C, M)
#define NNTILE__DECLARE_ACT_CUDA_ALL(act, ACT, cuda) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_ACT_CUDA, act)
NNTILE_FOR_ACTIVATIONS(NNTILE__DECLARE_ACT_CUDA_ALL)
#endif
