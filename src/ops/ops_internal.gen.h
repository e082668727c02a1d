/* GENERATED from src/ops/ops_internal.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_gemm(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gemm(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_gemm(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_gemm(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_gemm(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_same(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gelu(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__flops_default(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_gelu(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_activation(nntile__replay *r, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gelu_inplace(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_none(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gelu_backward(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_gelutanh(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh_backward(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_relu(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_relu(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_relu_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_relu_backward(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_silu(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_silu(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_silu_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_silu_backward(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_abs(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_abs(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_abs_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_abs_backward(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_sqrt(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_elementwise(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_elementwise(nntile__replay *r, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_sqrt_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_exp(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_log(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_pow(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_scale(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_scale_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_hypot(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_hypot_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_hypot_scalar_inverse(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_fill(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_clear(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_add(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_add_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_multiply(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_inplace(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_mask_scalar(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_mask_scalar(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_broadcast_fiber(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_add_fiber(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_broadcast(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_broadcast(nntile__replay *r, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_add_fiber_inplace(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_broadcast_slice(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_add_slice(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_add_slice_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_fiber(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_fiber_inplace(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_multiply_slice(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_scale_fiber(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_scale_slice(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_reduction(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_reduction(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_reduction(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_reduction(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_reduction(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_maxsumexp(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_maxsumexp(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_softmax(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_maxsumexp(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_softmax(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_logsumexp(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_logsumexp(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_logsumexp(nntile__grad_ctx *ctx, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_softmax(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_softmax(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_softmax(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_softmax_inplace(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_norm(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_norm(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_norm(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_norm_stats(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_norm(nntile__replay *r, const nntile__op *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_norm(nntile__grad_ctx *ctx, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_copy(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_layout(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_layout(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_layout_none(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_copy_intersection(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_regather(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_concat(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_transpose(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_transpose(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_cast(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_randn(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_dropout(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_dropout(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_dropout(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_dropout(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_embedding(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_embedding(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_embedding(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_embedding(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_embedding(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_embedding_backward(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_embedding_backward(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_rope(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_rope(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_rope(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_rope(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_rope(nntile__replay *r, const nntile__op *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_rope_backward(nntile_compiled *c, const nntile__cop *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_total_sum_accum(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_total_sum_accum(nntile_compiled *c, const nntile__cop *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_loss(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_subtract_indexed_outputs(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_subtract_indexed_outputs(nntile_compiled *c, const nntile__cop *op);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_log_scalar(nntile_compiled *c, const nntile__cop *op);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_log_scalar(nntile__grad_ctx *ctx, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_optim(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_optim(nntile_compiled *c, const nntile__cop *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_optim(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_clip_scale(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_clip_scale(nntile_compiled *c, const nntile__cop *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_clip_scale(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_conv2d(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_conv2d(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_conv2d(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_conv2d(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_conv2d(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_sdpa(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_sdpa(nntile_compiled *c, const nntile__cop *op);
#line 21 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__graph_flops_sdpa(const nntile__op *op, double *flops);
#line 22 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__backward_sdpa(nntile__grad_ctx *ctx, const nntile__op *op);
#line 23 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__rebuild_sdpa(nntile__replay *r, const nntile__op *op);
#line 19 "src/ops/ops_internal.h"
NNTILE_PRIVATE void nntile__tie_sdpa_backward(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
#line 20 "src/ops/ops_internal.h"
NNTILE_PRIVATE nntile_status nntile__execute_sdpa_backward(nntile_compiled *c, const nntile__cop *op);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN
