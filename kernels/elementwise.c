/* elementwise.c: kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, for every float dtype. Each op's formula, shared with
 * kernels/elementwise.cu, is NNTILE__EW_F_<op>(C, M, X, Y, A, B) of
 * kernels/kernels.h, in compute type C (libm suffix M), of its operands X
 * (src, src1 or x) and Y (src2 or dst; X when the op has one operand) and its
 * scalars A (s1) and B (s2). X and Y are loads, evaluated only where the
 * expression uses them (fill never reads x, add with beta == 0 never reads
 * dst). */

/* Per parameter list (see elementwise.h): the scalars after a leading comma,
 * and the buffers as (X operand, Y operand, written). */
#define NNTILE__EW_SCAL_UN0(s1, s2)
#define NNTILE__EW_SCAL_UN1(s1, s2) , s1
#define NNTILE__EW_SCAL_IN0(s1, s2)
#define NNTILE__EW_SCAL_IN1(s1, s2) , s1
#define NNTILE__EW_SCAL_IN2(s1, s2) , s1, s2
#define NNTILE__EW_SCAL_SET0(s1, s2)
#define NNTILE__EW_SCAL_SET1(s1, s2) , s1
#define NNTILE__EW_SCAL_BIN1(s1, s2) , s1
#define NNTILE__EW_SCAL_BIN2(s1, s2) , s1, s2
#define NNTILE__EW_SCAL_ACC1(s1, s2) , s1
#define NNTILE__EW_SCAL_ACC2(s1, s2) , s1, s2
#define NNTILE__EW_PTRS_UN0 src, src, dst
#define NNTILE__EW_PTRS_UN1 src, src, dst
#define NNTILE__EW_PTRS_IN0 x, x, x
#define NNTILE__EW_PTRS_IN1 x, x, x
#define NNTILE__EW_PTRS_IN2 x, x, x
#define NNTILE__EW_PTRS_SET0 x, x, x
#define NNTILE__EW_PTRS_SET1 x, x, x
#define NNTILE__EW_PTRS_BIN1 src1, src2, dst
#define NNTILE__EW_PTRS_BIN2 src1, src2, dst
#define NNTILE__EW_PTRS_ACC1 src, dst, dst
#define NNTILE__EW_PTRS_ACC2 src, dst, dst

/* The loop of op (out may alias xp or yp) and the public kernel. */
#define NNTILE__EW_KERNEL(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__EW_KERNEL_, NNTILE__UNPACK spec, sfx, T, C, M)
#define NNTILE__EW_KERNEL_(op, SIG, s1, s2, sfx, T, C, M) \
    static void nntile__ew_loop_##op##_##sfx(int64_t n, C a, C b, const T *xp, const T *yp, \
                                            T *out) \
    { \
        (void)a, (void)b, (void)xp, (void)yp; \
        for (int64_t i = 0; i < n; ++i) \
            out[i] = NNTILE_STORE(sfx, NNTILE__EW_F_##op(C, M, NNTILE_LOAD(sfx, xp[i]), \
                                                         NNTILE_LOAD(sfx, yp[i]), a, b)); \
    } \
    NNTILE_API void nntile_kernel_##op##_##sfx( \
        int64_t n, NNTILE__EW_PARAMS_##SIG(const T, T, T *dst, s1, s2)) \
    { \
        const double s_[3] = {0 NNTILE__EW_SCAL_##SIG(s1, s2)}; \
        nntile__ew_loop_##op##_##sfx(n, (C)s_[1], (C)s_[2], NNTILE__EW_PTRS_##SIG); \
    }
#define NNTILE__EW_KERNELS_ALL(op, OP, SIG, s1, s2, fpe) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__EW_KERNEL, (op, SIG, s1, s2))
NNTILE_FOR_ELEMENTWISE(NNTILE__EW_KERNELS_ALL)

/* mask_scalar: x [nrows, ncols]; rows i with mask[i] == 0 become val. */
#define NNTILE__MASK_SCALAR_KERNEL(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_mask_scalar_##sfx(int64_t nrows, int64_t ncols, \
                                                    const unsigned char *mask, double val, \
                                                    T *x) \
    { \
        const T v = NNTILE_STORE(sfx, (C)val); \
        for (int64_t i = 0; i < nrows; ++i) \
            if (!mask[i]) \
                for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v; \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__MASK_SCALAR_KERNEL)
