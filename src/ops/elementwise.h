/* elementwise.h: pointwise ops on tensors of one shape and tiling, with up to
 * two scalars, all generated from NNTILE_FOR_ELEMENTWISE, plus mask_scalar.
 * Every operand of one op has one dtype (fp32, fp64, fp16, bf16, fp32_fast_*)
 * and one shape [shape]; 16-bit types compute in fp32, scalars are doubles
 * rounded to the compute type.
 *
 *   sqrt                  src -> dst            dst = sqrt(src)
 *   sqrt_inplace          x                     x = sqrt(x)
 *   pow (alpha, exp)      x                     x = alpha * x^exp
 *   scale (alpha)         src -> dst            dst = alpha * src
 *   scale_inplace (alpha) x                     x = alpha * x
 *   hypot (alpha, beta)   src1, src2 -> dst     dst = hypot(alpha*src1, beta*src2)
 *   hypot_inplace         src, dst              dst = hypot(alpha*src, beta*dst)
 *   hypot_scalar_inverse (eps, alpha)  x        x = 1 / hypot(alpha*x, eps)
 *   fill (val)            x                     x = val (x is only written)
 *   clear                 x                     x = 0 (x is only written)
 *   add (alpha, beta)     src1, src2 -> dst     dst = alpha*src1 + beta*src2
 *   add_inplace           src, dst              dst = alpha*src + beta*dst
 *                                               (beta == 0: dst is not read,
 *                                               and the graph op only writes it)
 *   multiply (alpha)      src1, src2 -> dst     dst = alpha * src1 * src2
 *   multiply_inplace      src, dst              dst = alpha * src * dst
 *
 * The argument order of every level follows upstream NNTile: scalars before
 * the tensor they scale, e.g. add(alpha, src1, beta, src2, dst) and
 * hypot_scalar_inverse(eps, alpha, dst). A written operand must not be one of
 * the operands read (use the _inplace form instead).
 *
 * X(op, OP (enum), SIG, s1, s2, flops per element); SIG names the parameter
 * list (NNTILE__EW_PARAMS_<SIG> below), s1 and s2 the scalar parameters. */
#define NNTILE_FOR_ELEMENTWISE(X) \
    X(sqrt, SQRT, UN0, _, _, 1) \
    X(sqrt_inplace, SQRT_INPLACE, IN0, _, _, 1) \
    X(pow, POW, IN2, alpha, exp, 10) \
    X(scale, SCALE, UN1, alpha, _, 1) \
    X(scale_inplace, SCALE_INPLACE, IN1, alpha, _, 1) \
    X(hypot, HYPOT, BIN2, alpha, beta, 6) \
    X(hypot_inplace, HYPOT_INPLACE, ACC2, alpha, beta, 6) \
    X(hypot_scalar_inverse, HYPOT_SCALAR_INVERSE, IN2, eps, alpha, 6) \
    X(fill, FILL, SET1, val, _, 0) \
    X(clear, CLEAR, SET0, _, _, 0) \
    X(add, ADD, BIN2, alpha, beta, 3) \
    X(add_inplace, ADD_INPLACE, ACC2, alpha, beta, 3) \
    X(multiply, MULTIPLY, BIN1, alpha, _, 2) \
    X(multiply_inplace, MULTIPLY_INPLACE, ACC1, alpha, _, 2)

/* Every task of these ops has these args: n elements and the scalars s1, s2
 * (0 when the op has fewer). */
typedef struct nntile_elementwise_args {
    int64_t n;
    double s1, s2;
} nntile_elementwise_args;

/* Parameter lists: NNTILE__EW_PARAMS_<SIG>(CT, T, OUT, s1, s2), where CT is
 * the type of a read operand, T of a written one, OUT the last parameter of
 * ops that make a new tensor (dst, or the new tensor's name in the graph
 * builder). UN: src -> new dst; IN: x read and written; SET: x written;
 * BIN: src1, src2 -> new dst; ACC: src read, dst read and written. The digit
 * is the number of scalars. */
#define NNTILE__EW_PARAMS_UN0(CT, T, OUT, s1, s2) CT *src, OUT
#define NNTILE__EW_PARAMS_UN1(CT, T, OUT, s1, s2) double s1, CT *src, OUT
#define NNTILE__EW_PARAMS_IN0(CT, T, OUT, s1, s2) T *x
#define NNTILE__EW_PARAMS_IN1(CT, T, OUT, s1, s2) double s1, T *x
#define NNTILE__EW_PARAMS_IN2(CT, T, OUT, s1, s2) double s1, double s2, T *x
#define NNTILE__EW_PARAMS_SET0(CT, T, OUT, s1, s2) T *x
#define NNTILE__EW_PARAMS_SET1(CT, T, OUT, s1, s2) double s1, T *x
#define NNTILE__EW_PARAMS_BIN1(CT, T, OUT, s1, s2) double s1, CT *src1, CT *src2, OUT
#define NNTILE__EW_PARAMS_BIN2(CT, T, OUT, s1, s2) double s1, CT *src1, double s2, CT *src2, OUT
#define NNTILE__EW_PARAMS_ACC1(CT, T, OUT, s1, s2) double s1, CT *src, T *dst
#define NNTILE__EW_PARAMS_ACC2(CT, T, OUT, s1, s2) double s1, CT *src, double s2, T *dst

/* Kernels, per dtype: nntile_kernel_<op>_<sfx>(n, <params>) on raw buffers,
 * e.g. nntile_kernel_add_fp32(n, alpha, src1, beta, src2, dst). */
#define NNTILE__DECLARE_EW_KERNEL(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__DECLARE_EW_KERNEL_, NNTILE__UNPACK spec, sfx, T)
#define NNTILE__DECLARE_EW_KERNEL_(op, SIG, s1, s2, sfx, T) \
    NNTILE_API void nntile_kernel_##op##_##sfx( \
        int64_t n, NNTILE__EW_PARAMS_##SIG(const T, T, T *dst, s1, s2));

/* Tile (async: one task; blocking: waits for it), tensor (one task per tile;
 * all operands of one shape and tiling) levels; graph builders below. */
#define NNTILE__DECLARE_EW_API(op, OP, SIG, s1, s2, fpe) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_EW_KERNEL, (op, SIG, s1, s2)) \
    NNTILE_API nntile_status nntile_tile_##op##_async( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tile, nntile_tile, nntile_tile *dst, s1, s2), \
        const nntile_exec_hints *hints, nntile_task **task); \
    NNTILE_API nntile_status nntile_tile_##op( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tile, nntile_tile, nntile_tile *dst, s1, s2)); \
    NNTILE_API nntile_status nntile_tensor_##op##_async( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tensor, nntile_tensor, nntile_tensor *dst, s1, \
                                s2), \
        nntile_task_group *group); \
    NNTILE_API nntile_status nntile_tensor_##op( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tensor, nntile_tensor, nntile_tensor *dst, s1, \
                                s2));
NNTILE_FOR_ELEMENTWISE(NNTILE__DECLARE_EW_API)

/* Graph builders (definitions generated from NNTILE_FOR_ELEMENTWISE): those
 * with a name make that new tensor; the others return the tensor they write. */
NNTILE_API nntile_node *nntile_sqrt(nntile_node *src, const char *name);
NNTILE_API nntile_node *nntile_sqrt_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_pow(double alpha, double exp, nntile_node *x);
NNTILE_API nntile_node *nntile_scale(double alpha, nntile_node *src, const char *name);
NNTILE_API nntile_node *nntile_scale_inplace(double alpha, nntile_node *x);
NNTILE_API nntile_node *nntile_hypot(double alpha, nntile_node *src1, double beta,
                                     nntile_node *src2, const char *name);
NNTILE_API nntile_node *nntile_hypot_inplace(double alpha, nntile_node *src, double beta,
                                             nntile_node *dst);
NNTILE_API nntile_node *nntile_hypot_scalar_inverse(double eps, double alpha, nntile_node *x);
NNTILE_API nntile_node *nntile_fill(double val, nntile_node *x);
NNTILE_API nntile_node *nntile_clear(nntile_node *x);
NNTILE_API nntile_node *nntile_add(double alpha, nntile_node *src1, double beta,
                                   nntile_node *src2, const char *name);
NNTILE_API nntile_node *nntile_add_inplace(double alpha, nntile_node *src, double beta,
                                           nntile_node *dst);
NNTILE_API nntile_node *nntile_multiply(double alpha, nntile_node *src1, nntile_node *src2,
                                        const char *name);
NNTILE_API nntile_node *nntile_multiply_inplace(double alpha, nntile_node *src,
                                                nntile_node *dst);

/* mask_scalar: mask [m0, ..., m(k-1)] (dtype bool, 0 or 1), val, x [m0, ...,
 * m(k-1), b0, ..., b(batch_ndim-1)] with k = x.ndim - batch_ndim:
 *   x[i, j] = val wherever mask[i] == 0 (i over the mask's dims, j over the
 *   trailing batch dims); elsewhere x is unchanged.
 * The mask's dims are tiled like x's first k dims. Kernel: nrows = elements of
 * the mask tile, ncols = elements of the batch dims of the x tile, x tile
 * [nrows, ncols] column-major. */
typedef struct nntile_mask_scalar_args {
    int64_t nrows, ncols;
    double val;
} nntile_mask_scalar_args;
#define NNTILE__DECLARE_MASK_SCALAR(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_mask_scalar_##sfx(int64_t nrows, int64_t ncols, \
                                                    const unsigned char *mask, double val, \
                                                    T *x);
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_MASK_SCALAR)
NNTILE_API nntile_status nntile_tile_mask_scalar_async(const nntile_tile *mask, double val,
                                                       nntile_tile *x, int batch_ndim,
                                                       const nntile_exec_hints *hints,
                                                       nntile_task **task);
NNTILE_API nntile_status nntile_tile_mask_scalar(const nntile_tile *mask, double val,
                                                 nntile_tile *x, int batch_ndim);
NNTILE_API nntile_status nntile_tensor_mask_scalar_async(const nntile_tensor *mask, double val,
                                                         nntile_tensor *x, int batch_ndim,
                                                         nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_mask_scalar(const nntile_tensor *mask, double val,
                                                   nntile_tensor *x, int batch_ndim);
/* Returns x. */
NNTILE_API nntile_node *nntile_mask_scalar(nntile_node *mask, double val, nntile_node *x,
                                           int batch_ndim);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t);
 * return 0 or the CUDA launch error code:
 *   nntile_kernel_<op>_<sfx>_cuda(stream, n, s1, s2, x, y, out) for every op
 *   of NNTILE_FOR_ELEMENTWISE: out = F(x, y, s1, s2) with the operands of the
 *   op's codelet (UN: x = y = src, out = dst; IN, SET: x = y = out; BIN: src1,
 *   src2, dst; ACC: src, dst, dst), unused scalars 0;
 *   nntile_kernel_mask_scalar_<sfx>_cuda(stream, nrows, ncols, mask, val, x). */
#define NNTILE__DECLARE_EW_CUDA(op, sfx, T, DT, C, M) \
    NNTILE_API int nntile_kernel_##op##_##sfx##_cuda(void *stream, int64_t n, double s1, \
                                                     double s2, const T *x, const T *y, T *out); \
    NNTILE__DECLARE_CUDA_CODELET(op, sfx, T, DT, C, M)
#define NNTILE__DECLARE_EW_CUDA_ALL(op, OP, SIG, s1, s2, fpe) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_EW_CUDA, op)
NNTILE_FOR_ELEMENTWISE(NNTILE__DECLARE_EW_CUDA_ALL)
#define NNTILE__DECLARE_MASK_SCALAR_CUDA(sfx, T, DT, C, M) \
    NNTILE_API int nntile_kernel_mask_scalar_##sfx##_cuda(void *stream, int64_t nrows, \
                                                          int64_t ncols, \
                                                          const unsigned char *mask, \
                                                          double val, T *x);
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_MASK_SCALAR_CUDA)
NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DECLARE_CUDA_CODELET, mask_scalar)
#endif
