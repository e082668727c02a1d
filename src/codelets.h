/* codelets.h: codelets, one per op and float dtype.
 *
 * An op `foo` (src/ops/<family>.c) has one CPU side nntile__cpu_foo and one
 * CUDA side (kernels/<family>.cu, member side_foo of the family's table
 * nntile_cuda_<family>), which take the dtype from the task's args, and
 * writes out with a stamp over the float types a codelet per dtype,
 * nntile__codelet_foo_<sfx> (name, the CPU side, footprint, args size, flops,
 * the CUDA side through NNTILE__CUDA_SIDE: one per dtype, so that each keeps
 * its own performance model), and the table nntile__codelets_foo[dtype] that
 * nntile__tile_submit takes. footprint (the perf-model key of the args; NULL
 * = buffer sizes) and flops (FLOPs of one task; NULL = unknown) are functions
 * of the args.
 *
 * NNTILE_FOR_FLOAT_TYPES_WITH(X, a) is NNTILE_FOR_FLOAT_TYPES with a leading
 * argument passed through: X(a, sfx, T, DT, C, M) (for code that iterates
 * over the dtypes, such as the tests). */
#ifndef NNTILE_PART_CODELETS_H
#define NNTILE_PART_CODELETS_H

#include "core.h"

/* nntile:lowlevel: codelet helpers (NNTILE_LOWLEVEL_API) */

/* Tuple helpers: NNTILE__CALL(m, NNTILE__UNPACK (a, b), c) is m(a, b, c). */
#define NNTILE__UNPACK(...) __VA_ARGS__
#define NNTILE__CALL(m, ...) m(__VA_ARGS__)

#define NNTILE__WITH_ARG(X, a, sfx, T, DT, C, M) X(a, sfx, T, DT, C, M)
#define NNTILE_FOR_FLOAT_TYPES_WITH(X, a) \
    NNTILE__WITH_ARG(X, a, fp32, float, NNTILE_FP32, float, f) \
    NNTILE__WITH_ARG(X, a, fp64, double, NNTILE_FP64, double, ) \
    NNTILE__WITH_ARG(X, a, fp16, nntile_fp16, NNTILE_FP16, float, f) \
    NNTILE__WITH_ARG(X, a, bf16, nntile_bf16, NNTILE_BF16, float, f)

/* The CUDA side of a built-in codelet: the address of its member of the
 * family's table nntile_cuda_<family> (defined by nntile_cuda.cu) in a CUDA
 * build, NULL otherwise (the table is then never declared). The address is a
 * constant where the table's contents are not, so a static codelet can hold
 * it; the runtime reads the member when it runs the task. A stamped codelet
 * reads
 *   static nntile_codelet nntile__codelet_foo_fp32 = {"nntile_foo_fp32", nntile__cpu_foo,
 *       NULL, footprint, sizeof(args), flops, NNTILE__CUDA_SIDE(nntile_cuda_fam.side_foo),
 *       NULL, NULL}; */
#ifdef NNTILE_USE_CUDA
#  define NNTILE__CUDA_SIDE(member) (&(member))
#else
#  define NNTILE__CUDA_SIDE(member) NULL
#endif

#endif /* NNTILE_PART_CODELETS_H */
