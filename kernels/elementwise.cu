/* elementwise.cu: CUDA kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, every float dtype (shapes in src/ops/elementwise.h). One
 * grid-stride kernel over a functor per op: operator()(x, y, a, b) evaluates
 * the op's NNTILE__EW_F_<op> of kernels/kernels.h (shared with
 * kernels/elementwise.c) with x, y lazy loads (fill never reads x, add with
 * beta == 0 never reads dst), a = s1, b = s2, and an empty libm suffix (the
 * overloads of the compute type). */

#define NNTILE__EW_CUDA_F(op) \
    struct nntile__ew_cuda_##op { \
        template <typename C, typename L> \
        __device__ C operator()(const L &X, const L &Y, C A, C B) const \
        { \
            (void)X, (void)Y, (void)A, (void)B; \
            return NNTILE__EW_F_##op(C, , X(), Y(), A, B); \
        } \
    };
NNTILE__EW_CUDA_F(sqrt)
NNTILE__EW_CUDA_F(pow)
NNTILE__EW_CUDA_F(scale)
NNTILE__EW_CUDA_F(hypot)
NNTILE__EW_CUDA_F(hypot_scalar_inverse)
NNTILE__EW_CUDA_F(fill)
NNTILE__EW_CUDA_F(clear)
NNTILE__EW_CUDA_F(add)
NNTILE__EW_CUDA_F(multiply)
typedef nntile__ew_cuda_sqrt nntile__ew_cuda_sqrt_inplace;
typedef nntile__ew_cuda_scale nntile__ew_cuda_scale_inplace;
typedef nntile__ew_cuda_hypot nntile__ew_cuda_hypot_inplace;
typedef nntile__ew_cuda_add nntile__ew_cuda_add_inplace;
typedef nntile__ew_cuda_multiply nntile__ew_cuda_multiply_inplace;

template <typename F, typename T, typename C> struct nntile__ew_map {
    const T *xp, *yp;
    T *out;
    C a, b;
    __device__ void operator()(int64_t i) const
    {
        nntile__cuda_lazy<T> x = {xp, i}, y = {yp, i};
        out[i] = nntile__cuda_store<T>(F()(x, y, a, b));
    }
};

/* The buffers (X operand, Y operand, written) of a codelet per parameter list
 * (elementwise.h; the layouts of src/ops/elementwise.c). */
#define NNTILE__EW_CUDA_BUF_UN0 0, 0, 1
#define NNTILE__EW_CUDA_BUF_UN1 0, 0, 1
#define NNTILE__EW_CUDA_BUF_IN0 0, 0, 0
#define NNTILE__EW_CUDA_BUF_IN1 0, 0, 0
#define NNTILE__EW_CUDA_BUF_IN2 0, 0, 0
#define NNTILE__EW_CUDA_BUF_SET0 0, 0, 0
#define NNTILE__EW_CUDA_BUF_SET1 0, 0, 0
#define NNTILE__EW_CUDA_BUF_BIN1 0, 1, 2
#define NNTILE__EW_CUDA_BUF_BIN2 0, 1, 2
#define NNTILE__EW_CUDA_BUF_ACC1 0, 1, 1
#define NNTILE__EW_CUDA_BUF_ACC2 0, 1, 1
#define NNTILE__EW_CUDA_BUF_(xi, yi, oi, buf, T) (const T *)buf[xi], (const T *)buf[yi], (T *)buf[oi]
#define NNTILE__EW_CUDA_APPLY(m, ...) m(__VA_ARGS__) /* NNTILE__CALL is busy here */
#define NNTILE__EW_CUDA_BUF(SIG, buf, T) \
    NNTILE__EW_CUDA_APPLY(NNTILE__EW_CUDA_BUF_, NNTILE__EW_CUDA_BUF_##SIG, buf, T)

/* Public kernel: nntile_kernel_<op>_<sfx>_cuda(stream, n, s1, s2, x, y, out)
 * with x, y, out as the codelet's buffers (x == y == out in place). */
#define NNTILE__EW_CUDA(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__EW_CUDA_, NNTILE__UNPACK spec, sfx, T, C)
#define NNTILE__EW_CUDA_(op, SIG, sfx, T, C) \
    extern "C" int nntile_kernel_##op##_##sfx##_cuda(void *stream, int64_t n, double s1, \
                                                     double s2, const T *x, const T *y, T *out) \
    { \
        nntile__ew_map<nntile__ew_cuda_##op, T, C> f = {x, y, out, (C)s1, (C)s2}; \
        return nntile__cuda_map(stream, n, f); \
    } \
    extern "C" void nntile__cuda_##op##_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_elementwise_args *a = (const nntile_elementwise_args *)args; \
        nntile_kernel_##op##_##sfx##_cuda(stream, a->n, a->s1, a->s2, \
                                          NNTILE__EW_CUDA_BUF(SIG, buf, T)); \
        nntile__cuda_check(#op "_" #sfx); \
    }
#define NNTILE__EW_CUDA_ALL(op, OP, SIG, s1, s2, fpe) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__EW_CUDA, (op, SIG))
NNTILE_FOR_ELEMENTWISE(NNTILE__EW_CUDA_ALL)

/* mask_scalar: x [nrows, ncols]; rows i with mask[i] == 0 become val. */
template <typename T, typename C> struct nntile__mask_scalar_map {
    int64_t nrows;
    const unsigned char *mask;
    C v;
    T *x;
    __device__ void operator()(int64_t e) const
    {
        if (!mask[e % nrows]) x[e] = nntile__cuda_store<T>(v);
    }
};
#define NNTILE__MASK_SCALAR_CUDA(sfx, T, DT, C, M) \
    extern "C" int nntile_kernel_mask_scalar_##sfx##_cuda(void *stream, int64_t nrows, \
                                                          int64_t ncols, \
                                                          const unsigned char *mask, \
                                                          double val, T *x) \
    { \
        nntile__mask_scalar_map<T, C> f = {nrows, mask, (C)val, x}; \
        return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f); \
    } \
    extern "C" void nntile__cuda_mask_scalar_##sfx(void *const *buf, const void *args, \
                                                   void *stream) \
    { \
        const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args; \
        nntile_kernel_mask_scalar_##sfx##_cuda(stream, a->nrows, a->ncols, \
                                               (const unsigned char *)buf[0], a->val, \
                                               (T *)buf[1]); \
        nntile__cuda_check("mask_scalar_" #sfx); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__MASK_SCALAR_CUDA)
