/* compiled.c: running a compiled graph: bind inputs, submit every tile task,
 * drop intermediates after their last access, wait, read results. */

#include "internal.h"
#include "graph_internal.h"

/* The lifetime rule (runtime.h): NNTILE_OK while c's runtime start runs (a
 * graph compiled with no runtime, for planning, joins the first start that
 * uses it); NNTILE_ERR_STATE naming call and c after the nntile_shutdown
 * that ended it. */
static nntile_status nntile__compiled_live(nntile_compiled *c, const char *call)
{
    unsigned now = nntile__running_start();
    if (c->start == 0) c->start = now;
    return nntile__start_check(c->start, "%s: compiled graph '%s'", call, c->graph_name);
}

/* The node behind a name, or an error naming the graph and the call. */
static nntile_status nntile__compiled_node(nntile_compiled *c, const char *call, const char *name,
                                           nntile__cnode **node)
{
    if (!c || !name)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: compiled graph and name needed",
                             call);
    nntile_status st = nntile__compiled_live(c, call);
    if (st != NNTILE_OK) return st;
    int i = nntile__compiled_find(c, name);
    if (i >= 0) {
        *node = &c->nodes[i];
        return NNTILE_OK;
    }
    return nntile__error(NNTILE_ERR_NOT_FOUND, "%s '%s': graph '%s' has no tensor '%s'", call,
                         name, c->graph_name, name);
}

/* Persistent tensors that start as zeros are filled when first used (the
 * first execute, get or nntile_compiled_tensor), so compiling submits no task
 * and registers no data; a bind before that replaces the zeros. */
static nntile_status nntile__zero_fill(nntile_compiled *c, nntile__cnode *n)
{
    if (!n->zero_pending) return NNTILE_OK;
    n->zero_pending = 0;
    nntile_status st;
    if (nntile__check_float_dtype("", "", n->dtype) != NNTILE_OK) {
        nntile_clear_error();
        st = nntile__tensor_zero(n->tensor); /* int64 step counters, ...: from the host */
    } else {
        st = nntile_tensor_clear_async(n->tensor, c->group);
    }
    if (st == NNTILE_OK) return st;
    char cause[1024]; /* out of memory, a runtime failure: name the tensor */
    snprintf(cause, sizeof cause, "%s", nntile_last_error());
    return nntile__error(st, "'%s' of graph '%s': filling it with zeros: %s", n->name,
                         c->graph_name, cause);
}

static nntile_status nntile__check_count(const char *call, const nntile__cnode *n, const void *data,
                                         size_t count)
{
    int64_t nelems = n->tensor->nelems;
    if (!data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': data pointer is NULL", call,
                             n->name);
    if (count != (size_t)nelems) {
        char shape[128];
        nntile__format_shape(shape, sizeof shape, n->ndim, n->shape);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': count=%zu but tensor '%s' of shape %s holds %lld %s "
                             "elements",
                             call, n->name, count, n->name, shape, (long long)nelems,
                             nntile_dtype_name(n->dtype));
    }
    return NNTILE_OK;
}

/* A clear that drops (nntile__cop.drops): the tiles go, zeros are pending. */
static nntile_status nntile__compiled_drop_zeros(nntile_compiled *c, const nntile__cop *op)
{
    nntile__cnode *n = &c->nodes[op->args[0]];
    nntile_tensor_invalidate(n->tensor);
    n->zero_pending = 1;
    return NNTILE_OK;
}

/* Before data is written into c's tiles outside a step (bind, set): an
 * offloading graph's limit and swap are in place from the first write, so
 * initialising a model larger than the limit (nntile_model_init sets every
 * parameter before the first step) already evicts to the swap. */
static nntile_status nntile__compiled_offload_early(nntile_compiled *c)
{
    if (!c->policy.offload || c->offload_started || nntile_backend() != NNTILE_BACKEND_STARPU)
        return NNTILE_OK;
    return nntile__offload_begin(c);
}

/* Copies count elements into n's tensor (waiting for its tasks): bind, set. */
static nntile_status nntile__compiled_fill(nntile__cnode *n, const char *call, const void *data,
                                           size_t count)
{
    nntile_status st = nntile__check_count(call, n, data, count);
    if (st == NNTILE_OK) st = nntile_tensor_scatter(n->tensor, data);
    if (st == NNTILE_OK) {
        n->bound = 1;
        n->zero_pending = 0;
    }
    return st;
}

/* A bf16/fp16 tensor "name" just filled with data: its fp32 master copy
 * "<name>.master" (the optimizer's master_weights), if c has one, gets the
 * same values. */
static nntile_status nntile__compiled_fill_master(nntile_compiled *c, const char *call,
                                                  const char *name, const nntile__cnode *n,
                                                  const void *data, size_t count)
{
    if (n->dtype != NNTILE_BF16 && n->dtype != NNTILE_FP16) return NNTILE_OK;
    char mname[NNTILE__NAME_BUF + 16];
    snprintf(mname, sizeof mname, "%s.master", name);
    int i = nntile__compiled_find(c, mname);
    if (i < 0 || !c->nodes[i].tensor || c->nodes[i].dtype != NNTILE_FP32) return NNTILE_OK;
    float *f = (float *)NNTILE_MALLOC((count ? count : 1) * sizeof *f);
    if (!f) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory for its "
                                 "master copy", call, name);
    for (size_t k = 0; k < count; ++k)
        f[k] = n->dtype == NNTILE_BF16 ? nntile_bf16_to_float(((const nntile_bf16 *)data)[k])
                                       : nntile_fp16_to_float(((const nntile_fp16 *)data)[k]);
    nntile_status st = nntile__compiled_fill(&c->nodes[i], call, f, count);
    NNTILE_FREE(f);
    return st;
}

NNTILE_API nntile_status nntile_compiled_bind(nntile_compiled *c, const char *name,
                                              const void *data, size_t count)
{
    nntile__cnode *n = NULL;
    nntile_status st = nntile__compiled_node(c, "bind", name, &n);
    if (st != NNTILE_OK) return st;
    if (!n->is_input)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "bind '%s': tensor '%s' is computed by the graph; only inputs can "
                             "be bound", name, name);
    st = nntile__compiled_offload_early(c);
    if (st == NNTILE_OK) st = nntile__compiled_fill(n, "bind", data, count);
    return st == NNTILE_OK ? nntile__compiled_fill_master(c, "bind", name, n, data, count) : st;
}

/* Registers every tile's data with the runtime now (nntile_compile leaves
 * that to the first use); nntile_compile_async does it on its worker thread. */
NNTILE_PRIVATE void nntile__compiled_prepare(nntile_compiled *c)
{
    if (!c || c->prepared) return;
    c->prepared = 1;
    for (int i = 0; c && i < c->nnodes; ++i) {
        nntile_tensor *t = c->nodes[i].tensor;
        for (int64_t k = 0; t && k < t->ntiles; ++k) nntile__data_prepare(t->tiles[k].data);
    }
}

NNTILE_API nntile_status nntile_compiled_execute(nntile_compiled *c)
{
    return nntile_compiled_execute_phases(c, NNTILE_PHASE_ALL);
}

/* An op's tasks could not be submitted (out of memory, a runtime failure):
 * the message gets the graph, the op and the tensors it touches in front. */
static nntile_status nntile__compiled_op_failed(const nntile_compiled *c, const nntile__cop *op,
                                                nntile_status st)
{
    char names[512] = "", cause[1024];
    size_t len = 0;
    for (int j = 0; j < op->nargs && len + 1 < sizeof names; ++j) {
        int w = snprintf(names + len, sizeof names - len, "%s'%s'", j ? ", " : "",
                         c->nodes[op->args[j]].name);
        if (w > 0) len += (size_t)w;
    }
    snprintf(cause, sizeof cause, "%s", nntile_last_error());
    return nntile__error(st, "execute '%s': op %s on %s: %s", c->graph_name,
                         nntile_op_name(op->type), names, cause);
}

NNTILE_API nntile_status nntile_compiled_execute_phases(nntile_compiled *c, unsigned phases)
{
    if (!c)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compiled_execute: graph is NULL");
    if (!phases || (phases & ~(unsigned)NNTILE_PHASE_ALL))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "execute '%s': phases=0x%x must be a "
                             "non-empty mask of NNTILE_PHASE_*", c->graph_name, phases);
    nntile_status lst = nntile__compiled_live(c, "execute");
    if (lst != NNTILE_OK) return lst;
    if (c->no_runtime || !nntile_is_initialized())
        return nntile__error(NNTILE_ERR_NOT_INITIALIZED, "execute '%s': compiled without "
                             "nntile_init (for planning); call nntile_init, then compile",
                             c->graph_name);
    if (!c->dist_checked) { /* collective, once: the owners set after compile count */
        nntile_status st = nntile__compiled_agree(c, "execute");
        if (st != NNTILE_OK) return st;
        c->dist_checked = 1;
    }
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile__cnode *n = &c->nodes[i];
        if (n->is_input && n->first_reads && !n->bound && n->last_access >= 0)
            return nntile__error(NNTILE_ERR_STATE,
                                 "execute '%s': input '%s' is read by the graph but was never "
                                 "bound", c->graph_name, n->name);
    }
    nntile_status mst = nntile__plan_check_memory(c);
    if (mst == NNTILE_OK) mst = nntile__offload_begin(c);
    if (mst != NNTILE_OK) return mst;
    nntile__compiled_run_begin(c);
    nntile__compiled_prepare(c); /* all at once: faster than one by one amid tasks */
    int marks = c->policy.least_eviction && c->evict_mask && phases == NNTILE_PHASE_ALL;
    for (int i = 0; i < c->nnodes; ++i) {
        if (!c->nodes[i].first_reads) continue; /* written whole first: zeros not needed */
        nntile_status st = nntile__zero_fill(c, &c->nodes[i]);
        if (st != NNTILE_OK) return st;
    }
    if (marks) nntile__rt_marks_begin(c->evict_mask, c->evict_first, c->evict_ntasks,
                                      nntile__offload_keep_budget(c));
    for (int i = 0; i < c->nops; ++i) {
        const nntile__cop *op = &c->ops[i];
        if (!(op->phase & phases)) continue;
        nntile__set_submit_priority(nntile__offload_priority(c, i));
        nntile_status st = nntile__prefetch_before(c, i, i == 0);
        if (st != NNTILE_OK) return nntile__compiled_op_failed(c, op, st);
        st = op->fuse == NNTILE__FUSE_TAIL /* done by its head */
                               ? NNTILE_OK
                           : op->drops ? nntile__compiled_drop_zeros(c, op)
                                       : nntile__op_impl_of(op->type)->execute(c, op);
        nntile__set_submit_priority(0);
        if (st != NNTILE_OK) {
            if (marks) nntile__rt_marks_end();
            return nntile__compiled_op_failed(c, op, st);
        }
        for (int j = 0; j < op->nargs; ++j) /* written whole: the pending zeros are gone */
            if (op->modes[j] & NNTILE_W && !op->drops) c->nodes[op->args[j]].zero_pending = 0;
        nntile__compiled_flush_reads(c, op);
        for (int j = 0; j < op->nargs; ++j) {
            nntile__cnode *n = &c->nodes[op->args[j]];
            if (n->last_access == i && !nntile__cnode_kept(n))
                nntile_tensor_invalidate(n->tensor);
        }
    }
    c->run_marked = marks;
    if (marks && nntile__rt_marks_end()) c->marks_diverged = 1, c->run_marked = 0;
    c->executed = 1;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_compiled_wait(nntile_compiled *c)
{
    if (!c)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compiled_wait: graph is NULL");
    nntile_status st = nntile__compiled_live(c, "wait");
    if (st != NNTILE_OK) return st;
    st = nntile_task_group_wait_all(c->group);
    nntile__mpi_settle(); /* many ranks: every rank's tasks and sends */
    if (c->pf_trigger) nntile__rt_prefetch_release();
    if (c->marks_diverged) { /* the replay's order is not this graph's: StarPU's from now on */
        c->marks_diverged = 0;
        NNTILE_FREE(c->evict_mask);
        c->evict_mask = NULL;
        for (int i = 0; i < c->nnodes; ++i)
            for (int64_t k = 0; c->nodes[i].tensor && k < c->nodes[i].tensor->ntiles; ++k)
                nntile__rt_data_keep(c->nodes[i].tensor->tiles[k].data, 0);
        nntile__rt_marks_reset();
    }
    nntile__compiled_run_end(c);
    if (st == NNTILE_OK && c->policy.offload) {
        char who[300];
        snprintf(who, sizeof who, "execute '%s'", c->graph_name);
        st = nntile__swap_io_error(who);
    }
    return st;
}

NNTILE_API nntile_status nntile_compiled_get(nntile_compiled *c, const char *name, void *out,
                                             size_t count)
{
    nntile__cnode *n = NULL;
    nntile_status st = nntile__compiled_node(c, "get", name, &n);
    if (st != NNTILE_OK) return st;
    if (!n->tensor)
        return nntile__error(NNTILE_ERR_STATE,
                             "get '%s': nothing computes '%s': its op was removed because no "
                             "output needs it (mark it output)", name, name);
    if (!nntile__cnode_kept(n))
        return nntile__error(NNTILE_ERR_STATE,
                             "get '%s': '%s' is an intermediate%s, dropped after its last use; "
                             "mark it output to read it", name, name,
                             n->transient ? " (written before it is read)" : "");
    if (n->is_input ? !n->bound && !(n->written && c->executed) : !c->executed)
        return nntile__error(NNTILE_ERR_STATE, "get '%s': '%s' has no data yet (%s)", name, name,
                             n->is_input ? "bind it first" : "execute the graph first");
    st = nntile__check_count("get", n, out, count);
    if (st == NNTILE_OK) st = nntile__zero_fill(c, n);
    if (st == NNTILE_OK) st = nntile_tensor_gather(n->tensor, out);
    nntile__mpi_settle(); /* the owners' sends are done before the next execute */
    return st;
}

NNTILE_API void nntile_compiled_free(nntile_compiled *c) { nntile__compiled_release(c); }

NNTILE_API nntile_tensor *nntile_compiled_tensor(nntile_compiled *c, const char *name)
{
    if (c && nntile__compiled_live(c, "tensor") != NNTILE_OK) return NULL;
    int i = c ? nntile__compiled_find(c, name) : -1;
    if (i < 0 || nntile__zero_fill(c, &c->nodes[i]) != NNTILE_OK) return NULL;
    return c->nodes[i].tensor;
}

NNTILE_API int nntile_compiled_num_ops(const nntile_compiled *c) { return c ? c->nops : 0; }

/* ---- what the nn layer (optimizers, training) reads and writes ------------
 * nn uses a compiled graph through its API and these, never its internals.
 * Op i is in [0, nntile_compiled_num_ops), node i in
 * [0, nntile_compiled_num_tensors). */

/* The type of op i. */
NNTILE_PRIVATE nntile_op_type nntile__compiled_op_type(const nntile_compiled *c, int i)
{
    return c->ops[i].type;
}

/* The attributes of op i (the struct of its type, op_list.h). */
NNTILE_PRIVATE const void *nntile__compiled_op_attrs(const nntile_compiled *c, int i)
{
    return c->ops[i].attrs;
}

/* The attributes of op i, to write: they live in c's attrs pool and the op
 * reads them when it submits its tasks, so a write (a hyperparameter) holds
 * from the next execution on. */
NNTILE_PRIVATE void *nntile__compiled_op_attrs_mut(nntile_compiled *c, int i)
{
    return c->attrs_pool + ((const unsigned char *)c->ops[i].attrs - c->attrs_pool);
}

/* Submits zeros into node i again, in c's task group, when it is a
 * persistent tensor that starts as zeros (a gradient accumulator, optimizer
 * state) and its first zeros were filled; any other node is left as it is. */
NNTILE_PRIVATE nntile_status nntile__compiled_rezero_async(nntile_compiled *c, int i)
{
    const nntile__cnode *n = &c->nodes[i];
    if (!n->zero_init || !n->tensor || n->zero_pending) return NNTILE_OK;
    return nntile_tensor_clear_async(n->tensor, c->group);
}

/* ---- every tensor of a compiled graph: enumeration and writing (checkpoints) */

/* The graph's tensors: the workspaces compiling adds (gemm partials) are
 * not listed (the plan dump shows them). */
NNTILE_API int nntile_compiled_num_tensors(const nntile_compiled *c)
{
    return c ? c->ngraph_nodes : 0;
}

NNTILE_API nntile_status nntile_compiled_tensor_info(const nntile_compiled *c, int i,
                                                     nntile_compiled_tensor_desc *d)
{
    if (!c || !d || i < 0 || i >= c->ngraph_nodes)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compiled tensor_info: index %d "
                             "outside [0, %d) or NULL argument", i,
                             c ? c->ngraph_nodes : 0);
    const nntile__cnode *n = &c->nodes[i];
    memset(d, 0, sizeof *d);
    d->name = n->name;
    d->dtype = n->dtype;
    d->ndim = n->ndim;
    for (int k = 0; k < n->ndim; ++k) d->shape[k] = n->shape[k];
    d->flags = n->flags;
    d->role = n->role;
    d->has_data = n->tensor != NULL;
    d->is_input = n->is_input;
    d->is_output = n->is_output;
    d->mapped = n->mapped;
    for (int k = 0; n->tensor && k < n->ndim; ++k) {
        d->grid[k] = n->tensor->grid[k];
        d->tile_shape[k] = nntile_tensor_tile_extent(n->tensor, k, 0);
    }
    return NNTILE_OK;
}

NNTILE_API int nntile_compiled_tensor_find(const nntile_compiled *c, const char *name)
{
    if (!c || !name) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor_find: compiled graph and name needed");
        return -1;
    }
    int i = nntile__compiled_find(c, name);
    if (i < 0)
        nntile__error(NNTILE_ERR_NOT_FOUND, "tensor_find '%s': graph '%s' has no tensor '%s'",
                      name, c->graph_name, name);
    return i;
}

NNTILE_API nntile_status nntile_compiled_set(nntile_compiled *c, const char *name,
                                             const void *data, size_t count)
{
    nntile__cnode *n = NULL;
    nntile_status st = nntile__compiled_node(c, "set", name, &n);
    if (st != NNTILE_OK) return st;
    if (!n->tensor || !(n->is_input || (n->flags & NNTILE_PERSISTENT)))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "set '%s': '%s' is %s; only inputs "
                             "and persistent tensors can be set", name, name,
                             n->tensor ? "an intermediate" : "never computed (dead op)");
    st = nntile__compiled_offload_early(c);
    if (st == NNTILE_OK) st = nntile__compiled_fill(n, "set", data, count);
    return st == NNTILE_OK ? nntile__compiled_fill_master(c, "set", name, n, data, count) : st;
}

NNTILE_API const char *nntile_compiled_name(const nntile_compiled *c)
{
    return c ? c->graph_name : NULL;
}

/* The value of a one-element tensor of any dtype, as a double (a loss, a
 * norm, a step counter), after its tasks. */
NNTILE_API nntile_status nntile_compiled_get_scalar(nntile_compiled *c, const char *name,
                                                    double *value)
{
    nntile__cnode *n = NULL;
    nntile_status st = nntile__compiled_node(c, "get_scalar", name, &n);
    if (st != NNTILE_OK) return st;
    if (!value)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "get_scalar '%s': value is NULL", name);
    union { double f64; float f32; nntile_fp16 f16; nntile_bf16 b16; int64_t i64; int32_t i32;
            unsigned char b; } v;
    memset(&v, 0, sizeof v);
    st = nntile_compiled_get(c, name, &v, 1);
    if (st != NNTILE_OK) return st;
    switch (n->dtype) {
    case NNTILE_FP64: *value = v.f64; break;
    case NNTILE_FP16: *value = nntile_fp16_to_float(v.f16); break;
    case NNTILE_BF16: *value = nntile_bf16_to_float(v.b16); break;
    case NNTILE_INT64: *value = (double)v.i64; break;
    case NNTILE_INT32: *value = v.i32; break;
    case NNTILE_BOOL: *value = v.b; break;
    default: *value = v.f32; break; /* fp32 and its fast kinds */
    }
    return NNTILE_OK;
}
