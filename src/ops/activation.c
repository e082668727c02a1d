/* activation.c: tile, tensor and graph levels of the activations of
 * NNTILE_FOR_ACTIVATIONS (shapes in activation.h; arithmetic in
 * kernels/activation.c). Everything here is generated per activation. */

static double nntile__flops_activation(const void *args)
{
    return (double)((const nntile_activation_args *)args)->n;
}

/* CPU sides: act (src, dst), act_inplace (x), act_backward (x, dy, dx). */
#define NNTILE__ACT_CPU(act, sfx, T, DT, C, M) \
    static void nntile__cpu_##act##_##sfx(void *const *buf, const void *args) \
    { \
        nntile_kernel_##act##_##sfx(((const nntile_activation_args *)args)->n, \
                                    (const T *)buf[0], (T *)buf[1]); \
    } \
    static void nntile__cpu_##act##_inplace_##sfx(void *const *buf, const void *args) \
    { \
        nntile_kernel_##act##_##sfx(((const nntile_activation_args *)args)->n, \
                                    (const T *)buf[0], (T *)buf[0]); \
    } \
    static void nntile__cpu_##act##_backward_##sfx(void *const *buf, const void *args) \
    { \
        nntile_kernel_##act##_backward_##sfx(((const nntile_activation_args *)args)->n, \
                                             (const T *)buf[0], (const T *)buf[1], \
                                             (T *)buf[2]); \
    }

static const nntile_access nntile__act_modes[] = {NNTILE_R, NNTILE_W};
static const nntile_access nntile__act_inplace_modes[] = {NNTILE_RW};
static const nntile_access nntile__act_backward_modes[] = {NNTILE_R, NNTILE_R, NNTILE_RW};
static const char *const nntile__act_names[] = {"src", "dst"};
static const char *const nntile__act_backward_names[] = {"x", "dy", "dx"};

/* ---- backward ---- */

/* y = f(x): dx += f'(x) dy through the activation's backward builder. */
static nntile_status nntile__act_backward_rule(nntile__grad_ctx *ctx, const nntile__op *op,
                                               nntile_node *(*backward)(nntile_node *,
                                                                        nntile_node *,
                                                                        nntile_node *))
{
    nntile_node *dx = nntile__bw_grad_acc(ctx, op->args[0]);
    NNTILE__BW_CHECK(dx);
    NNTILE__BW_CHECK(backward(nntile__bw_value(ctx, op->args[0]),
                              nntile__bw_dy(ctx, op->args[1]), dx));
    return NNTILE_OK;
}

#define NNTILE__DEFINE_ACTIVATION(act, ACT, cuda) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__ACT_CPU, act) \
    NNTILE__DEFINE_CODELETS##cuda(act, nntile_activation_args, NULL, nntile__flops_activation) \
    NNTILE__DEFINE_CODELETS##cuda(act##_inplace, nntile_activation_args, NULL, \
                                  nntile__flops_activation) \
    NNTILE__DEFINE_CODELETS##cuda(act##_backward, nntile_activation_args, NULL, \
                            nntile__flops_activation) \
    /* tile: src == dst runs the in-place codelet */ \
    NNTILE_API nntile_status nntile_tile_##act##_async(const nntile_tile *src, nntile_tile *dst, \
                                                       const nntile_exec_hints *hints, \
                                                       nntile_task **task) \
    { \
        nntile_activation_args args; \
        const nntile_tile *t[2] = {src, dst}; \
        if (src && dst && src->data == dst->data) \
            return nntile__tile_elementwise(nntile__codelets_##act##_inplace, #act, 1, \
                                            nntile__act_names + 1, t + 1, \
                                            nntile__act_inplace_modes, &args, hints, NULL, \
                                            task); \
        return nntile__tile_elementwise(nntile__codelets_##act, #act, 2, nntile__act_names, t, \
                                        nntile__act_modes, \
                                        &args, hints, NULL, task); \
    } \
    NNTILE_API nntile_status nntile_tile_##act(const nntile_tile *src, nntile_tile *dst) \
    { \
        NNTILE__TILE_BLOCKING(nntile_tile_##act##_async(src, dst, NULL, &task_)); \
    } \
    NNTILE_API nntile_status nntile_tile_##act##_inplace_async( \
        nntile_tile *x, const nntile_exec_hints *hints, nntile_task **task) \
    { \
        nntile_activation_args args; \
        const nntile_tile *t[1] = {x}; \
        return nntile__tile_elementwise(nntile__codelets_##act##_inplace, #act "_inplace", 1, \
                                        nntile__act_backward_names, t, \
                                        nntile__act_inplace_modes, &args, hints, NULL, task); \
    } \
    NNTILE_API nntile_status nntile_tile_##act##_inplace(nntile_tile *x) \
    { \
        NNTILE__TILE_BLOCKING(nntile_tile_##act##_inplace_async(x, NULL, &task_)); \
    } \
    NNTILE_API nntile_status nntile_tile_##act##_backward_async( \
        const nntile_tile *x, const nntile_tile *dy, nntile_tile *dx, \
        const nntile_exec_hints *hints, nntile_task **task) \
    { \
        nntile_activation_args args; \
        const nntile_tile *t[3] = {x, dy, dx}; \
        return nntile__tile_elementwise(nntile__codelets_##act##_backward, #act "_backward", 3, \
                                        nntile__act_backward_names, t, \
                                        nntile__act_backward_modes, &args, hints, NULL, task); \
    } \
    NNTILE_API nntile_status nntile_tile_##act##_backward( \
        const nntile_tile *x, const nntile_tile *dy, nntile_tile *dx) \
    { \
        NNTILE__TILE_BLOCKING(nntile_tile_##act##_backward_async(x, dy, dx, NULL, &task_)); \
    } \
    /* tensor */ \
    NNTILE_API nntile_status nntile_tensor_##act##_async( \
        const nntile_tensor *src, nntile_tensor *dst, nntile_task_group *group) \
    { \
        nntile_activation_args args; \
        const nntile_tensor *t[2] = {src, dst}; \
        if (src && src == dst) \
            return nntile__tensor_elementwise(nntile__codelets_##act##_inplace, #act, 1, t + 1, \
                                              nntile__act_inplace_modes, &args, group); \
        return nntile__tensor_elementwise(nntile__codelets_##act, #act, 2, t, nntile__act_modes, \
                                          &args, group); \
    } \
    NNTILE_API nntile_status nntile_tensor_##act(const nntile_tensor *src, nntile_tensor *dst) \
    { \
        NNTILE__TENSOR_BLOCKING(nntile_tensor_##act##_async(src, dst, group_)); \
    } \
    NNTILE_API nntile_status nntile_tensor_##act##_inplace_async(nntile_tensor *x, \
                                                                 nntile_task_group *group) \
    { \
        nntile_activation_args args; \
        const nntile_tensor *t[1] = {x}; \
        return nntile__tensor_elementwise(nntile__codelets_##act##_inplace, #act "_inplace", 1, \
                                          t, nntile__act_inplace_modes, &args, group); \
    } \
    NNTILE_API nntile_status nntile_tensor_##act##_inplace(nntile_tensor *x) \
    { \
        NNTILE__TENSOR_BLOCKING(nntile_tensor_##act##_inplace_async(x, group_)); \
    } \
    NNTILE_API nntile_status nntile_tensor_##act##_backward_async( \
        const nntile_tensor *x, const nntile_tensor *dy, nntile_tensor *dx, \
        nntile_task_group *group) \
    { \
        nntile_activation_args args; \
        const nntile_tensor *t[3] = {x, dy, dx}; \
        return nntile__tensor_elementwise(nntile__codelets_##act##_backward, #act "_backward", \
                                          3, t, nntile__act_backward_modes, &args, group); \
    } \
    NNTILE_API nntile_status nntile_tensor_##act##_backward( \
        const nntile_tensor *x, const nntile_tensor *dy, nntile_tensor *dx) \
    { \
        NNTILE__TENSOR_BLOCKING(nntile_tensor_##act##_backward_async(x, dy, dx, group_)); \
    } \
    /* graph */ \
    NNTILE_API nntile_node *nntile_##act(nntile_node *x, const char *name) \
    { \
        nntile_graph *g = nntile__builder_graph(#act, name, 1, &x); \
        if (!g) return NULL; \
        NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(#act, x->name, x->dtype)); \
        return nntile__op_output(g, NNTILE_OP_##ACT, 1, &x, NULL, NULL, 0, name, x->dtype, \
                                 x->ndim, x->shape); \
    } \
    NNTILE_API nntile_node *nntile_##act##_inplace(nntile_node *x) \
    { \
        nntile_graph *g = nntile__builder_graph(#act "_inplace", x ? x->name : "", 1, &x); \
        if (!g) return NULL; \
        NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(#act "_inplace", x->name, x->dtype)); \
        return nntile__op_append(g, NNTILE_OP_##ACT##_INPLACE, 1, &x, \
                                 nntile__act_inplace_modes, NULL, 0) ? x : NULL; \
    } \
    NNTILE_API nntile_node *nntile_##act##_backward(nntile_node *x, nntile_node *dy, \
                                                    nntile_node *dx) \
    { \
        nntile_node *a[3] = {x, dy, dx}; \
        nntile_graph *g = nntile__builder_graph(#act "_backward", dx ? dx->name : "", 3, a); \
        if (!g) return NULL; \
        NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(#act "_backward", x->name, x->dtype)); \
        NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(#act "_backward", 3, a)); \
        return nntile__op_append(g, NNTILE_OP_##ACT##_BACKWARD, 3, a, \
                                 nntile__act_backward_modes, NULL, 0) ? dx : NULL; \
    } \
    static nntile_status nntile__backward_##act(nntile__grad_ctx *ctx, const nntile__op *op) \
    { \
        return nntile__act_backward_rule(ctx, op, nntile_##act##_backward); \
    } \
    static nntile_status nntile__execute_##act(nntile_compiled *c, const nntile__cop *op) \
    { \
        return nntile_tensor_##act##_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), \
                                           c->group); \
    } \
    static nntile_status nntile__execute_##act##_inplace(nntile_compiled *c, \
                                                         const nntile__cop *op) \
    { \
        return nntile_tensor_##act##_inplace_async(NNTILE__ARG(c, op, 0), c->group); \
    } \
    static nntile_status nntile__execute_##act##_backward(nntile_compiled *c, \
                                                          const nntile__cop *op) \
    { \
        return nntile_tensor_##act##_backward_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), \
                                                    NNTILE__ARG(c, op, 2), c->group); \
    }
NNTILE_FOR_ACTIVATIONS(NNTILE__DEFINE_ACTIVATION)

/* ---- rebuild ---- */

/* Every activation op: act (x -> new y), act_inplace (x), act_backward (x, dy, dx). */
static nntile_status nntile__rebuild_activation(nntile__replay *r, const nntile__op *op)
{
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    switch (op->type) {
#define NNTILE__ACT_REBUILD(act, ACT, cuda) \
    case NNTILE_OP_##ACT: out = nntile_##act(a[0], nntile__replay_name(r, op, 1)); break; \
    case NNTILE_OP_##ACT##_INPLACE: out = nntile_##act##_inplace(a[0]); break; \
    case NNTILE_OP_##ACT##_BACKWARD: out = nntile_##act##_backward(a[0], a[1], a[2]); break;
        NNTILE_FOR_ACTIVATIONS(NNTILE__ACT_REBUILD)
#undef NNTILE__ACT_REBUILD
    default: break;
    }
    return nntile__replay_done(r, op, made, out);
}
