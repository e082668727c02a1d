/* GENERATED from src/ops/broadcast.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 19 "src/ops/broadcast.c"
static double nntile__flops_bc_add(const void *args)
{
    return 3.0 * nntile__bc_elems(args);
}
#line 19 "src/ops/broadcast.c"
static double nntile__flops_bc_multiply(const void *args)
{
    return 2.0 * nntile__bc_elems(args);
}
#line 19 "src/ops/broadcast.c"
static double nntile__flops_bc_scale(const void *args)
{
    return 1.0 * nntile__bc_elems(args);
}
#elif NNTILE_GEN == 2
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_add_fiber(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[2]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_add_fiber_inplace(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[1]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_add_slice(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[2]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_add_slice_inplace(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[1]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_multiply_fiber(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[2]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_multiply_fiber_inplace(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[1]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_multiply_slice(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_slice(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[1]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_scale_fiber(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_fiber(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[1]);
}
#line 41 "src/ops/broadcast.c"
static void nntile__cpu_scale_slice(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_slice(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[1]);
}
#elif NNTILE_GEN == 3
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_fp32 = {
    "nntile_add_fiber_fp32", nntile__cpu_add_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_fp64 = {
    "nntile_add_fiber_fp64", nntile__cpu_add_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_fp16 = {
    "nntile_add_fiber_fp16", nntile__cpu_add_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_bf16 = {
    "nntile_add_fiber_bf16", nntile__cpu_add_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_inplace_fp32 = {
    "nntile_add_fiber_inplace_fp32", nntile__cpu_add_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_inplace_fp64 = {
    "nntile_add_fiber_inplace_fp64", nntile__cpu_add_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_inplace_fp16 = {
    "nntile_add_fiber_inplace_fp16", nntile__cpu_add_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_fiber_inplace_bf16 = {
    "nntile_add_fiber_inplace_bf16", nntile__cpu_add_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_fp32 = {
    "nntile_add_slice_fp32", nntile__cpu_add_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_fp64 = {
    "nntile_add_slice_fp64", nntile__cpu_add_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_fp16 = {
    "nntile_add_slice_fp16", nntile__cpu_add_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_bf16 = {
    "nntile_add_slice_bf16", nntile__cpu_add_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_inplace_fp32 = {
    "nntile_add_slice_inplace_fp32", nntile__cpu_add_slice_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_inplace_fp64 = {
    "nntile_add_slice_inplace_fp64", nntile__cpu_add_slice_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_inplace_fp16 = {
    "nntile_add_slice_inplace_fp16", nntile__cpu_add_slice_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_add_slice_inplace_bf16 = {
    "nntile_add_slice_inplace_bf16", nntile__cpu_add_slice_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_add,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_add_slice_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_fp32 = {
    "nntile_multiply_fiber_fp32", nntile__cpu_multiply_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_fp64 = {
    "nntile_multiply_fiber_fp64", nntile__cpu_multiply_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_fp16 = {
    "nntile_multiply_fiber_fp16", nntile__cpu_multiply_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_bf16 = {
    "nntile_multiply_fiber_bf16", nntile__cpu_multiply_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_inplace_fp32 = {
    "nntile_multiply_fiber_inplace_fp32", nntile__cpu_multiply_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_inplace_fp64 = {
    "nntile_multiply_fiber_inplace_fp64", nntile__cpu_multiply_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_inplace_fp16 = {
    "nntile_multiply_fiber_inplace_fp16", nntile__cpu_multiply_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_fiber_inplace_bf16 = {
    "nntile_multiply_fiber_inplace_bf16", nntile__cpu_multiply_fiber_inplace, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_fiber_inplace), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_slice_fp32 = {
    "nntile_multiply_slice_fp32", nntile__cpu_multiply_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_slice_fp64 = {
    "nntile_multiply_slice_fp64", nntile__cpu_multiply_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_slice_fp16 = {
    "nntile_multiply_slice_fp16", nntile__cpu_multiply_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_multiply_slice_bf16 = {
    "nntile_multiply_slice_bf16", nntile__cpu_multiply_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_multiply,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_multiply_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_fiber_fp32 = {
    "nntile_scale_fiber_fp32", nntile__cpu_scale_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_fiber_fp64 = {
    "nntile_scale_fiber_fp64", nntile__cpu_scale_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_fiber_fp16 = {
    "nntile_scale_fiber_fp16", nntile__cpu_scale_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_fiber_bf16 = {
    "nntile_scale_fiber_bf16", nntile__cpu_scale_fiber, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_fiber), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_slice_fp32 = {
    "nntile_scale_slice_fp32", nntile__cpu_scale_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_slice_fp64 = {
    "nntile_scale_slice_fp64", nntile__cpu_scale_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_slice_fp16 = {
    "nntile_scale_slice_fp16", nntile__cpu_scale_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_slice), NULL, NULL};
#line 54 "src/ops/broadcast.c"
static nntile_codelet nntile__codelet_scale_slice_bf16 = {
    "nntile_scale_slice_bf16", nntile__cpu_scale_slice, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_scale,
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_scale_slice), NULL, NULL};
#elif NNTILE_GEN == 4
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_ADD_FIBER,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_ADD_FIBER_INPLACE,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_ADD_SLICE,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_ADD_SLICE_INPLACE,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_MULTIPLY_FIBER,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_MULTIPLY_FIBER_INPLACE,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_MULTIPLY_SLICE,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_SCALE_FIBER,
#line 78 "src/ops/broadcast.c"
    NNTILE__BC_SCALE_SLICE,
#elif NNTILE_GEN == 5
#line 88 "src/ops/broadcast.c"
    {"add_fiber", NNTILE_OP_ADD_FIBER, "add", 0, 3, NNTILE_W,
     {[NNTILE_FP32] = &nntile__codelet_add_fiber_fp32,
      [NNTILE_FP64] = &nntile__codelet_add_fiber_fp64,
      [NNTILE_FP16] = &nntile__codelet_add_fiber_fp16,
      [NNTILE_BF16] = &nntile__codelet_add_fiber_bf16}},
#line 88 "src/ops/broadcast.c"
    {"add_fiber_inplace", NNTILE_OP_ADD_FIBER_INPLACE, "add", 0, 2, NNTILE_RW,
     {[NNTILE_FP32] = &nntile__codelet_add_fiber_inplace_fp32,
      [NNTILE_FP64] = &nntile__codelet_add_fiber_inplace_fp64,
      [NNTILE_FP16] = &nntile__codelet_add_fiber_inplace_fp16,
      [NNTILE_BF16] = &nntile__codelet_add_fiber_inplace_bf16}},
#line 88 "src/ops/broadcast.c"
    {"add_slice", NNTILE_OP_ADD_SLICE, "add", 1, 3, NNTILE_W,
     {[NNTILE_FP32] = &nntile__codelet_add_slice_fp32,
      [NNTILE_FP64] = &nntile__codelet_add_slice_fp64,
      [NNTILE_FP16] = &nntile__codelet_add_slice_fp16,
      [NNTILE_BF16] = &nntile__codelet_add_slice_bf16}},
#line 88 "src/ops/broadcast.c"
    {"add_slice_inplace", NNTILE_OP_ADD_SLICE_INPLACE, "add", 1, 2, NNTILE_RW,
     {[NNTILE_FP32] = &nntile__codelet_add_slice_inplace_fp32,
      [NNTILE_FP64] = &nntile__codelet_add_slice_inplace_fp64,
      [NNTILE_FP16] = &nntile__codelet_add_slice_inplace_fp16,
      [NNTILE_BF16] = &nntile__codelet_add_slice_inplace_bf16}},
#line 88 "src/ops/broadcast.c"
    {"multiply_fiber", NNTILE_OP_MULTIPLY_FIBER, "multiply", 0, 3, NNTILE_W,
     {[NNTILE_FP32] = &nntile__codelet_multiply_fiber_fp32,
      [NNTILE_FP64] = &nntile__codelet_multiply_fiber_fp64,
      [NNTILE_FP16] = &nntile__codelet_multiply_fiber_fp16,
      [NNTILE_BF16] = &nntile__codelet_multiply_fiber_bf16}},
#line 88 "src/ops/broadcast.c"
    {"multiply_fiber_inplace", NNTILE_OP_MULTIPLY_FIBER_INPLACE, "multiply", 0, 2, NNTILE_RW,
     {[NNTILE_FP32] = &nntile__codelet_multiply_fiber_inplace_fp32,
      [NNTILE_FP64] = &nntile__codelet_multiply_fiber_inplace_fp64,
      [NNTILE_FP16] = &nntile__codelet_multiply_fiber_inplace_fp16,
      [NNTILE_BF16] = &nntile__codelet_multiply_fiber_inplace_bf16}},
#line 88 "src/ops/broadcast.c"
    {"multiply_slice", NNTILE_OP_MULTIPLY_SLICE, "multiply", 1, 2, NNTILE_RW,
     {[NNTILE_FP32] = &nntile__codelet_multiply_slice_fp32,
      [NNTILE_FP64] = &nntile__codelet_multiply_slice_fp64,
      [NNTILE_FP16] = &nntile__codelet_multiply_slice_fp16,
      [NNTILE_BF16] = &nntile__codelet_multiply_slice_bf16}},
#line 88 "src/ops/broadcast.c"
    {"scale_fiber", NNTILE_OP_SCALE_FIBER, "scale", 0, 2, NNTILE_W,
     {[NNTILE_FP32] = &nntile__codelet_scale_fiber_fp32,
      [NNTILE_FP64] = &nntile__codelet_scale_fiber_fp64,
      [NNTILE_FP16] = &nntile__codelet_scale_fiber_fp16,
      [NNTILE_BF16] = &nntile__codelet_scale_fiber_bf16}},
#line 88 "src/ops/broadcast.c"
    {"scale_slice", NNTILE_OP_SCALE_SLICE, "scale", 1, 2, NNTILE_W,
     {[NNTILE_FP32] = &nntile__codelet_scale_slice_fp32,
      [NNTILE_FP64] = &nntile__codelet_scale_slice_fp64,
      [NNTILE_FP16] = &nntile__codelet_scale_slice_fp16,
      [NNTILE_BF16] = &nntile__codelet_scale_slice_bf16}},
#elif NNTILE_GEN == 6
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_add_fiber_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_ADD_FIBER, alpha, x, beta, src, dst,
                           axis, batch_ndim, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_add_fiber_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_ADD_FIBER_INPLACE, alpha, x, beta, dst, dst,
                           axis, batch_ndim, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_add_slice_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_ADD_SLICE, alpha, x, beta, src, dst,
                           axis, 0, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_add_slice_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_ADD_SLICE_INPLACE, alpha, x, beta, dst, dst,
                           axis, 0, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_multiply_fiber_async(
    double alpha, const nntile_tile *x, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_MULTIPLY_FIBER, alpha, x, 0.0, src, dst,
                           axis, batch_ndim, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_multiply_fiber_inplace_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_MULTIPLY_FIBER_INPLACE, alpha, x, 0.0, dst, dst,
                           axis, batch_ndim, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_multiply_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_MULTIPLY_SLICE, alpha, x, 0.0, dst, dst,
                           axis, 0, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_scale_fiber_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_SCALE_FIBER, alpha, x, 0.0, dst, dst,
                           axis, batch_ndim, hints, NULL, task);
}
#line 238 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tile_scale_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__bc_tile(NNTILE__BC_SCALE_SLICE, alpha, x, 0.0, dst, dst,
                           axis, 0, hints, NULL, task);
}
#elif NNTILE_GEN == 7
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_add_fiber_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_ADD_FIBER, alpha, x, beta, src, dst,
                             axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_add_fiber(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_ADD_FIBER, alpha, x, beta, src, dst,
                                              axis, batch_ndim, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_ADD_FIBER_INPLACE, alpha, x, beta, dst, dst,
                             axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_ADD_FIBER_INPLACE, alpha, x, beta, dst, dst,
                                              axis, batch_ndim, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_add_slice_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_ADD_SLICE, alpha, x, beta, src, dst,
                             axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_add_slice(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_ADD_SLICE, alpha, x, beta, src, dst,
                                              axis, 0, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_add_slice_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_ADD_SLICE_INPLACE, alpha, x, beta, dst, dst,
                             axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_add_slice_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_ADD_SLICE_INPLACE, alpha, x, beta, dst, dst,
                                              axis, 0, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_async(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_MULTIPLY_FIBER, alpha, x, 0.0, src, dst,
                             axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_multiply_fiber(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_MULTIPLY_FIBER, alpha, x, 0.0, src, dst,
                                              axis, batch_ndim, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_MULTIPLY_FIBER_INPLACE, alpha, x, 0.0, dst, dst,
                             axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_MULTIPLY_FIBER_INPLACE, alpha, x, 0.0, dst, dst,
                                              axis, batch_ndim, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_multiply_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_MULTIPLY_SLICE, alpha, x, 0.0, dst, dst,
                             axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_multiply_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_MULTIPLY_SLICE, alpha, x, 0.0, dst, dst,
                                              axis, 0, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_scale_fiber_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_SCALE_FIBER, alpha, x, 0.0, dst, dst,
                             axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_scale_fiber(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_SCALE_FIBER, alpha, x, 0.0, dst, dst,
                                              axis, batch_ndim, group_));
}
#line 250 "src/ops/broadcast.c"
NNTILE_API nntile_status nntile_tensor_scale_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group)
{
    return nntile__bc_tensor(NNTILE__BC_SCALE_SLICE, alpha, x, 0.0, dst, dst,
                             axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_scale_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_SCALE_SLICE, alpha, x, 0.0, dst, dst,
                                              axis, 0, group_));
}
#elif NNTILE_GEN == 8
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_add_fiber(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_ADD_FIBER);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_add_fiber_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_ADD_FIBER_INPLACE);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_add_slice(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_ADD_SLICE);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_add_slice_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_ADD_SLICE_INPLACE);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_fiber(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_MULTIPLY_FIBER);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_fiber_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_MULTIPLY_FIBER_INPLACE);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_slice(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_MULTIPLY_SLICE);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_scale_fiber(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_SCALE_FIBER);
}
#line 525 "src/ops/broadcast.c"
NNTILE_PRIVATE nntile_status nntile__execute_scale_slice(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_SCALE_SLICE);
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN
