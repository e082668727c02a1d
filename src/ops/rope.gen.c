/* GENERATED from src/ops/rope.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 18 "src/ops/rope.c"
static void nntile__cpu_rope(void *const *buf, const void *args)
{
    const nntile_rope_args *a = (const nntile_rope_args *)args;
    size_t es = nntile_dtype_size(a->dtype);
    nntile_kernel_rope(a->dtype, a->np, a->l, a->nb, a->ld_sc, a->ld_x,
                         (const char *)buf[0] + es * (size_t)a->sc_off,
                         (const char *)buf[1] + es * (size_t)a->sc_off,
                         (const char *)buf[2] + es * (size_t)a->x_off,
                         (char *)buf[3] + es * (size_t)a->x_off);
}
#line 18 "src/ops/rope.c"
static void nntile__cpu_rope_backward(void *const *buf, const void *args)
{
    const nntile_rope_args *a = (const nntile_rope_args *)args;
    size_t es = nntile_dtype_size(a->dtype);
    nntile_kernel_rope_backward(a->dtype, a->np, a->l, a->nb, a->ld_sc, a->ld_x,
                         (const char *)buf[0] + es * (size_t)a->sc_off,
                         (const char *)buf[1] + es * (size_t)a->sc_off,
                         (const char *)buf[2] + es * (size_t)a->x_off,
                         (char *)buf[3] + es * (size_t)a->x_off);
}
#elif NNTILE_GEN == 2
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_fp32 = {
    "nntile_rope_fp32", nntile__cpu_rope, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_fp64 = {
    "nntile_rope_fp64", nntile__cpu_rope, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_fp16 = {
    "nntile_rope_fp16", nntile__cpu_rope, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_bf16 = {
    "nntile_rope_bf16", nntile__cpu_rope, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_backward_fp32 = {
    "nntile_rope_backward_fp32", nntile__cpu_rope_backward, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope_backward), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_backward_fp64 = {
    "nntile_rope_backward_fp64", nntile__cpu_rope_backward, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope_backward), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_backward_fp16 = {
    "nntile_rope_backward_fp16", nntile__cpu_rope_backward, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope_backward), NULL, NULL};
#line 35 "src/ops/rope.c"
static nntile_codelet nntile__codelet_rope_backward_bf16 = {
    "nntile_rope_backward_bf16", nntile__cpu_rope_backward, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_rope_backward), NULL, NULL};
#elif NNTILE_GEN == 3
#line 51 "src/ops/rope.c"
static const nntile__rope_op nntile__rope_op_rope = {
    "rope",
    {[NNTILE_FP32] = &nntile__codelet_rope_fp32, [NNTILE_FP64] = &nntile__codelet_rope_fp64,
     [NNTILE_FP16] = &nntile__codelet_rope_fp16, [NNTILE_BF16] = &nntile__codelet_rope_bf16},
    NNTILE_OP_ROPE};
#line 51 "src/ops/rope.c"
static const nntile__rope_op nntile__rope_op_rope_backward = {
    "rope_backward",
    {[NNTILE_FP32] = &nntile__codelet_rope_backward_fp32, [NNTILE_FP64] = &nntile__codelet_rope_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_rope_backward_fp16, [NNTILE_BF16] = &nntile__codelet_rope_backward_bf16},
    NNTILE_OP_ROPE_BACKWARD};
#elif NNTILE_GEN == 4
#line 62 "src/ops/rope.c"
    &nntile__rope_op_rope,
#line 62 "src/ops/rope.c"
    &nntile__rope_op_rope_backward,
#elif NNTILE_GEN == 5
#line 304 "src/ops/rope.c"
NNTILE_API nntile_status nntile_tile_rope_async(const nntile_tile *sin, const nntile_tile *cos,
                                                  const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_rope_async(&nntile__rope_op_rope, sin, cos, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tensor_rope_async(const nntile_tensor *sin,
                                                    const nntile_tensor *cos,
                                                    const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_rope_submit(nntile__rope_op_rope.codelets, "rope", sin, cos, src,
                                      dst, group);
}
NNTILE_API nntile_status nntile_tensor_rope(const nntile_tensor *sin, const nntile_tensor *cos,
                                              const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_rope_async(sin, cos, src, dst, group_));
}
NNTILE_PRIVATE nntile_status nntile__execute_rope(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_rope_op(&nntile__rope_op_rope, c, op);
}
NNTILE_API nntile_node *nntile_rope(nntile_node *sin, nntile_node *cos, nntile_node *src,
                                       const char *name)
{
    return nntile__rope_build(&nntile__rope_op_rope, sin, cos, src, name);
}
#line 304 "src/ops/rope.c"
NNTILE_API nntile_status nntile_tile_rope_backward_async(const nntile_tile *sin, const nntile_tile *cos,
                                                  const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_rope_async(&nntile__rope_op_rope_backward, sin, cos, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tensor_rope_backward_async(const nntile_tensor *sin,
                                                    const nntile_tensor *cos,
                                                    const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_rope_submit(nntile__rope_op_rope_backward.codelets, "rope_backward", sin, cos, src,
                                      dst, group);
}
NNTILE_API nntile_status nntile_tensor_rope_backward(const nntile_tensor *sin, const nntile_tensor *cos,
                                              const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_rope_backward_async(sin, cos, src, dst, group_));
}
NNTILE_PRIVATE nntile_status nntile__execute_rope_backward(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_rope_op(&nntile__rope_op_rope_backward, c, op);
}
NNTILE_API nntile_node *nntile_rope_backward(nntile_node *sin, nntile_node *cos, nntile_node *src,
                                       const char *name)
{
    return nntile__rope_build(&nntile__rope_op_rope_backward, sin, cos, src, name);
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN
