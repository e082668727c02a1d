/* activation.c: tile, tensor and graph levels of the activations of
 * NNTILE_FOR_ACTIVATIONS (shapes in activation.h; arithmetic in
 * kernels/activation.c). The work is done once, by the functions below that
 * take an activation's descriptor; each public function is a stamped
 * one-line wrapper naming its activation. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

static double nntile__flops_activation(const void *args)
{
    return (double)((const nntile_activation_args *)args)->n;
}

/* CPU sides of the codelets (every dtype: the args'): act (src, dst),
 * act_inplace (x), act_backward (x, dy, dx), act_backward_set (x, dy, dx
 * written whole). */
/* nntile:stamp activations
static void nntile__cpu_${act}(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_${act}(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_${act}_inplace(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_${act}(a->dtype, a->n, buf[0], buf[0]);
}
static void nntile__cpu_${act}_backward(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_${act}_backward(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
static void nntile__cpu_${act}_backward_set(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_${act}_backward_set(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
*/
#define NNTILE_GEN 1
#include "activation.gen.c"
/* nntile:end */

/* A codelet per activation, form and dtype (each keeps its own performance
 * model). */
/* nntile:stamp activations wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${act}_${sfx} = {
    "nntile_${act}_${sfx}", nntile__cpu_${act}, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_${act}), NULL, NULL};
static nntile_codelet nntile__codelet_${act}_inplace_${sfx} = {
    "nntile_${act}_inplace_${sfx}", nntile__cpu_${act}_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_${act}_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_${act}_backward_${sfx} = {
    "nntile_${act}_backward_${sfx}", nntile__cpu_${act}_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_${act}_backward), NULL, NULL};
static nntile_codelet nntile__codelet_${act}_backward_set_${sfx} = {
    "nntile_${act}_backward_set_${sfx}", nntile__cpu_${act}_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_${act}_backward_set), NULL, NULL};

*/
#define NNTILE_GEN 2
#include "activation.gen.c"
/* nntile:end */

/* An activation: its names, its codelets per dtype, its ops and its backward
 * builder. */
typedef struct nntile__activation {
    const char *name, *inplace_name, *backward_name;
    nntile_codelet *fwd[NNTILE_DTYPE_COUNT], *inplace[NNTILE_DTYPE_COUNT],
        *backward[NNTILE_DTYPE_COUNT], *backward_set[NNTILE_DTYPE_COUNT];
    nntile_op_type op, inplace_op, backward_op;
} nntile__activation;

/* nntile:stamp activations
static const nntile__activation nntile__activation_${act} = {
    "${act}", "${act}_inplace", "${act}_backward",
    {[NNTILE_FP32] = &nntile__codelet_${act}_fp32, [NNTILE_FP64] = &nntile__codelet_${act}_fp64,
     [NNTILE_FP16] = &nntile__codelet_${act}_fp16, [NNTILE_BF16] = &nntile__codelet_${act}_bf16},
    {[NNTILE_FP32] = &nntile__codelet_${act}_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_${act}_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_${act}_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_${act}_inplace_bf16},
    {[NNTILE_FP32] = &nntile__codelet_${act}_backward_fp32,
     [NNTILE_FP64] = &nntile__codelet_${act}_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_${act}_backward_fp16,
     [NNTILE_BF16] = &nntile__codelet_${act}_backward_bf16},
    {[NNTILE_FP32] = &nntile__codelet_${act}_backward_set_fp32,
     [NNTILE_FP64] = &nntile__codelet_${act}_backward_set_fp64,
     [NNTILE_FP16] = &nntile__codelet_${act}_backward_set_fp16,
     [NNTILE_BF16] = &nntile__codelet_${act}_backward_set_bf16},
    NNTILE_OP_${ACT}, NNTILE_OP_${ACT}_INPLACE, NNTILE_OP_${ACT}_BACKWARD};
*/
#define NNTILE_GEN 3
#include "activation.gen.c"
/* nntile:end */

static const nntile_access nntile__act_modes[] = {NNTILE_R, NNTILE_W};
static const nntile_access nntile__act_inplace_modes[] = {NNTILE_RW};
static const nntile_access nntile__act_backward_modes[] = {NNTILE_R, NNTILE_R, NNTILE_RW};
static const nntile_access nntile__act_backward_set_modes[] = {NNTILE_R, NNTILE_R, NNTILE_W};
static const char *const nntile__act_names[] = {"src", "dst"};
static const char *const nntile__act_backward_names[] = {"x", "dy", "dx"};

/* ---- tile: one task; src == dst runs the in-place codelet ---- */

static nntile_status nntile__tile_act_async(const nntile__activation *a, const nntile_tile *src,
                                            nntile_tile *dst, const nntile_exec_hints *hints,
                                            nntile_task **task)
{
    nntile_activation_args args = {0, src ? src->dtype : NNTILE_FP32}; /* n: set per tile */
    const nntile_tile *t[2] = {src, dst};
    if (src && dst && src->data == dst->data)
        return nntile__tile_elementwise(a->inplace, a->name, 1, nntile__act_names + 1, t + 1,
                                        nntile__act_inplace_modes, &args, hints, NULL, task);
    return nntile__tile_elementwise(a->fwd, a->name, 2, nntile__act_names, t, nntile__act_modes,
                                    &args, hints, NULL, task);
}


static nntile_status nntile__tile_act_inplace_async(const nntile__activation *a, nntile_tile *x,
                                                    const nntile_exec_hints *hints,
                                                    nntile_task **task)
{
    nntile_activation_args args = {0, x ? x->dtype : NNTILE_FP32}; /* n: set per tile */
    const nntile_tile *t[1] = {x};
    return nntile__tile_elementwise(a->inplace, a->inplace_name, 1, nntile__act_backward_names,
                                    t, nntile__act_inplace_modes, &args, hints, NULL, task);
}


static nntile_status nntile__tile_act_backward_async(const nntile__activation *a,
                                                     const nntile_tile *x, const nntile_tile *dy,
                                                     nntile_tile *dx,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task)
{
    nntile_activation_args args = {0, x ? x->dtype : NNTILE_FP32}; /* n: set per tile */
    const nntile_tile *t[3] = {x, dy, dx};
    return nntile__tile_elementwise(a->backward, a->backward_name, 3, nntile__act_backward_names,
                                    t, nntile__act_backward_modes, &args, hints, NULL, task);
}


/* ---- tensor: one task per tile; all operands of one shape and tiling ---- */

static nntile_status nntile__tensor_act_async(const nntile__activation *a,
                                              const nntile_tensor *src, nntile_tensor *dst,
                                              nntile_task_group *group)
{
    nntile_activation_args args = {0, src ? src->dtype : NNTILE_FP32}; /* n: set per tile */
    const nntile_tensor *t[2] = {src, dst};
    if (src && src == dst)
        return nntile__tensor_elementwise(a->inplace, a->name, 1, t + 1,
                                          nntile__act_inplace_modes, &args, group);
    return nntile__tensor_elementwise(a->fwd, a->name, 2, t, nntile__act_modes, &args, group);
}

static nntile_status nntile__tensor_act(const nntile__activation *a, const nntile_tensor *src,
                                        nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__tensor_act_async(a, src, dst, group_));
}

static nntile_status nntile__tensor_act_inplace_async(const nntile__activation *a,
                                                      nntile_tensor *x, nntile_task_group *group)
{
    nntile_activation_args args = {0, x ? x->dtype : NNTILE_FP32}; /* n: set per tile */
    const nntile_tensor *t[1] = {x};
    return nntile__tensor_elementwise(a->inplace, a->inplace_name, 1, t,
                                      nntile__act_inplace_modes, &args, group);
}

static nntile_status nntile__tensor_act_inplace(const nntile__activation *a, nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__tensor_act_inplace_async(a, x, group_));
}

/* dx += f'(x) dy; set: dx = f'(x) dy, dx written whole (not read), the
 * backward whose dx a clear right before it zeroed
 * (nntile__act_backward_clear_fuses). */
static nntile_status nntile__tensor_act_backward_form_async(const nntile__activation *a,
                                                            const nntile_tensor *x,
                                                            const nntile_tensor *dy,
                                                            nntile_tensor *dx, int set,
                                                            nntile_task_group *group)
{
    nntile_activation_args args = {0, x ? x->dtype : NNTILE_FP32}; /* n: set per tile */
    const nntile_tensor *t[3] = {x, dy, dx};
    return nntile__tensor_elementwise(set ? a->backward_set : a->backward, a->backward_name, 3,
                                      t, set ? nntile__act_backward_set_modes
                                             : nntile__act_backward_modes,
                                      &args, group);
}

static nntile_status nntile__tensor_act_backward_async(const nntile__activation *a,
                                                       const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx,
                                                       nntile_task_group *group)
{
    return nntile__tensor_act_backward_form_async(a, x, dy, dx, 0, group);
}

static nntile_status nntile__tensor_act_backward(const nntile__activation *a,
                                                 const nntile_tensor *x, const nntile_tensor *dy,
                                                 nntile_tensor *dx)
{
    NNTILE__TENSOR_BLOCKING(nntile__tensor_act_backward_async(a, x, dy, dx, group_));
}

/* ---- graph builders ---- */

static nntile_node *nntile__build_act(const nntile__activation *a, nntile_node *x,
                                      const char *name)
{
    nntile_graph *g = nntile__builder_graph(a->name, name, 1, &x);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(a->name, x->name, x->dtype));
    return nntile__op_output(g, a->op, 1, &x, NULL, NULL, 0, name, x->dtype, x->ndim, x->shape);
}

static nntile_node *nntile__build_act_inplace(const nntile__activation *a, nntile_node *x)
{
    nntile_graph *g = nntile__builder_graph(a->inplace_name, x ? x->name : "", 1, &x);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(a->inplace_name, x->name, x->dtype));
    return nntile__op_append(g, a->inplace_op, 1, &x, nntile__act_inplace_modes, NULL, 0) ? x
                                                                                          : NULL;
}

static nntile_node *nntile__build_act_backward(const nntile__activation *a, nntile_node *x,
                                               nntile_node *dy, nntile_node *dx)
{
    nntile_node *args[3] = {x, dy, dx};
    nntile_graph *g = nntile__builder_graph(a->backward_name, dx ? dx->name : "", 3, args);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(a->backward_name, x->name, x->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(a->backward_name, 3, args));
    return nntile__op_append(g, a->backward_op, 3, args, nntile__act_backward_modes, NULL, 0)
               ? dx
               : NULL;
}

/* ---- the op table's functions: backward, execute, rebuild ---- */

/* y = f(x): dx += f'(x) dy through the activation's backward builder. */
static nntile_status nntile__act_backward_rule(const nntile__activation *a,
                                               nntile__grad_ctx *ctx, const nntile__op *op)
{
    nntile_node *dx = nntile__bw_grad_acc(ctx, op->args[0]);
    NNTILE__BW_CHECK(dx);
    NNTILE__BW_CHECK(nntile__build_act_backward(a, nntile__bw_value(ctx, op->args[0]),
                                                nntile__bw_dy(ctx, op->args[1]), dx));
    return NNTILE_OK;
}

static nntile_status nntile__execute_act(const nntile__activation *a, nntile_compiled *c,
                                         const nntile__cop *op)
{
    return nntile__tensor_act_async(a, NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), c->group);
}

static nntile_status nntile__execute_act_inplace(const nntile__activation *a, nntile_compiled *c,
                                                 const nntile__cop *op)
{
    return nntile__tensor_act_inplace_async(a, NNTILE__ARG(c, op, 0), c->group);
}

static nntile_status nntile__execute_act_backward(const nntile__activation *a, nntile_compiled *c,
                                                  const nntile__cop *op)
{
    /* a head: the clear before it is skipped, dx is written whole */
    return nntile__tensor_act_backward_form_async(a, NNTILE__ARG(c, op, 0),
                                                  NNTILE__ARG(c, op, 1), NNTILE__ARG(c, op, 2),
                                                  op->fuse == NNTILE__FUSE_HEAD, c->group);
}

/* The activation of an op of any of the three kinds, or NULL. */
static const nntile__activation *nntile__activation_of(nntile_op_type type)
{
    static const nntile__activation *const all[] = {
/* nntile:stamp activations
        &nntile__activation_${act},
*/
#define NNTILE_GEN 4
#include "activation.gen.c"
/* nntile:end */
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; ++i)
        if (type == all[i]->op || type == all[i]->inplace_op || type == all[i]->backward_op)
            return all[i];
    return NULL;
}

/* Compiling fuses a clear of dx with the activation backward right after it
 * that adds into dx (what the backward pass builds for an activation's input
 * gradient: zeros, then dx += f'(x) dy), in the same phase, neither x nor dy
 * being dx: the backward runs its _set kernel, dx = f'(x) dy written whole,
 * and the clear is skipped (one pass over dx instead of a memset and a
 * read-modify-write). The values are the two ops' (0 + v is v; a -0 stays
 * -0 where the two ops gave +0). */
NNTILE_PRIVATE int nntile__act_backward_clear_fuses(const nntile_compiled *c,
                                                    const nntile__cop *a, const nntile__cop *b)
{
    (void)c;
    if (a->type != NNTILE_OP_CLEAR || a->phase != b->phase || b->nargs != 3) return 0;
    const nntile__activation *act = nntile__activation_of(b->type);
    int dx = a->args[0];
    return act && b->type == act->backward_op && b->args[2] == dx && b->args[0] != dx &&
                   b->args[1] != dx
               ? NNTILE__FUSE_TAIL
               : NNTILE__FUSE_NONE;
}

/* Every activation op: act (x -> new y), act_inplace (x), act_backward (x, dy, dx). */
NNTILE_PRIVATE nntile_status nntile__rebuild_activation(nntile__replay *r, const nntile__op *op)
{
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    const nntile__activation *act = nntile__activation_of(op->type);
    if (act && op->type == act->op)
        out = nntile__build_act(act, a[0], nntile__replay_name(r, op, 1));
    else if (act && op->type == act->inplace_op)
        out = nntile__build_act_inplace(act, a[0]);
    else if (act)
        out = nntile__build_act_backward(act, a[0], a[1], a[2]);
    return nntile__replay_done(r, op, made, out);
}

/* ---- the public functions and the op table's entries, per activation ---- */

/* nntile:stamp activations
NNTILE_API nntile_status nntile_tile_${act}_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_act_async(&nntile__activation_${act}, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tile_${act}_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task)
{
    return nntile__tile_act_inplace_async(&nntile__activation_${act}, x, hints, task);
}
NNTILE_API nntile_status nntile_tile_${act}_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_act_backward_async(&nntile__activation_${act}, x, dy, dx, hints, task);
}
NNTILE_API nntile_status nntile_tensor_${act}_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_act_async(&nntile__activation_${act}, src, dst, group);
}
NNTILE_API nntile_status nntile_tensor_${act}(const nntile_tensor *src, nntile_tensor *dst)
{
    return nntile__tensor_act(&nntile__activation_${act}, src, dst);
}
NNTILE_API nntile_status nntile_tensor_${act}_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group)
{
    return nntile__tensor_act_inplace_async(&nntile__activation_${act}, x, group);
}
NNTILE_API nntile_status nntile_tensor_${act}_inplace(nntile_tensor *x)
{
    return nntile__tensor_act_inplace(&nntile__activation_${act}, x);
}
NNTILE_API nntile_status nntile_tensor_${act}_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group)
{
    return nntile__tensor_act_backward_async(&nntile__activation_${act}, x, dy, dx, group);
}
NNTILE_API nntile_status nntile_tensor_${act}_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx)
{
    return nntile__tensor_act_backward(&nntile__activation_${act}, x, dy, dx);
}
NNTILE_API nntile_node *nntile_${act}(nntile_node *x, const char *name)
{
    return nntile__build_act(&nntile__activation_${act}, x, name);
}
NNTILE_API nntile_node *nntile_${act}_inplace(nntile_node *x)
{
    return nntile__build_act_inplace(&nntile__activation_${act}, x);
}
NNTILE_API nntile_node *nntile_${act}_backward(nntile_node *x, nntile_node *dy, nntile_node *dx)
{
    return nntile__build_act_backward(&nntile__activation_${act}, x, dy, dx);
}
NNTILE_PRIVATE nntile_status nntile__backward_${act}(nntile__grad_ctx *ctx, const nntile__op *op)
{
    return nntile__act_backward_rule(&nntile__activation_${act}, ctx, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_${act}(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_act(&nntile__activation_${act}, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_${act}_inplace(nntile_compiled *c,
                                                           const nntile__cop *op)
{
    return nntile__execute_act_inplace(&nntile__activation_${act}, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_${act}_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    return nntile__execute_act_backward(&nntile__activation_${act}, c, op);
}

*/
#define NNTILE_GEN 5
#include "activation.gen.c"
/* nntile:end */
