/* graph.h: the logical graph (what to compute); compile.h holds the compiled
 * graph (the same graph cut into tiles and run as tasks).
 *
 * Builders return the new node, or NULL after recording a sticky error on the
 * graph (nntile_graph_error). A NULL input makes a builder return NULL
 * silently, so a chain of builders is checked once at the end. A builder
 * checks everything before it changes the graph. Graph-level calls that
 * append many ops (nntile_graph_backward, nntile_graph_embed,
 * nntile_graph_optimizer) are all or nothing: when refused, part way or not,
 * they return the error and leave the graph as it was (no sticky error, no
 * op or tensor added), so it still compiles and runs.
 *
 * Tensor names have 1 to NNTILE_NAME_MAX bytes (core.h), also the names
 * made from them ("<name>.grad", "<prefix><name>", scratch tensors).
 *
 * Ops may also write tensors that exist already (in-place ops, accumulating
 * gemm, backward ops dx += ..., optimizer steps, clear, fill); those builders
 * return the tensor they write. A graph runs its ops in program order (the
 * order the builders were called), so every read/write hazard is kept. The op
 * builders are declared per op family in the src/ops/ parts below. */
#ifndef NNTILE_PART_GRAPH_H
#define NNTILE_PART_GRAPH_H

#include <stdio.h>
#include "runtime.h"

typedef struct nntile_graph nntile_graph;
typedef struct nntile_node nntile_node; /* a tensor of the graph */
typedef struct nntile_compiled nntile_compiled;

NNTILE_API nntile_graph *nntile_graph_new(const char *name); /* NULL when out of memory */
NNTILE_API void nntile_graph_free(nntile_graph *g);
NNTILE_API const char *nntile_graph_error(const nntile_graph *g); /* NULL when no error */
NNTILE_API const char *nntile_graph_name(const nntile_graph *g);
NNTILE_API int nntile_graph_num_tensors(const nntile_graph *g);
NNTILE_API int nntile_graph_num_ops(const nntile_graph *g);
/* The tensor named name, in O(1); NULL when the graph has none. */
NNTILE_API nntile_node *nntile_graph_find(const nntile_graph *g, const char *name);
/* Tensor i in creation order (0 <= i < nntile_graph_num_tensors). */
NNTILE_API nntile_node *nntile_graph_tensor_at(const nntile_graph *g, int i);

/* ---- tensors and their roles -----------------------------------------------
 * Three attributes decide a tensor's role:
 *   external && !persistent          -> INPUT     (data bound by the user each run)
 *   external && persistent           -> CONSTANT  (bound once, kept)
 *   persistent && requires_grad      -> PARAMETER (trainable weight, kept)
 *   made by nntile_graph_backward    -> GRADIENT  ("<name>.grad")
 *   marked output                    -> OUTPUT
 *   anything else                    -> BUFFER    (activations, optimizer state)
 * Persistent tensors keep their contents across executions; a persistent
 * tensor that is not external and is read before written (optimizer state,
 * accumulated gradients) starts as zeros. */
enum {
    NNTILE_REQUIRES_GRAD = 1, /* gradients flow to it (nntile_graph_backward) */
    NNTILE_PERSISTENT = 2,    /* kept across executions, saved in checkpoints */
    NNTILE_EXTERNAL = 4       /* its data comes from outside (bind) */
};
typedef enum nntile_role {
    NNTILE_ROLE_INPUT,
    NNTILE_ROLE_PARAMETER,
    NNTILE_ROLE_CONSTANT,
    NNTILE_ROLE_BUFFER,
    NNTILE_ROLE_OUTPUT,
    NNTILE_ROLE_GRADIENT
} nntile_role;
NNTILE_API const char *nntile_role_name(nntile_role role); /* "input", "parameter", ... */

/* A leaf tensor with attribute flags (NNTILE_REQUIRES_GRAD | ...); names are
 * unique within a graph. A shape entry may be a symbol (nntile_graph_symbol). */
NNTILE_API nntile_node *nntile_graph_tensor_ex(nntile_graph *g, const char *name,
                                               nntile_dtype dtype, int ndim,
                                               const int64_t *shape, unsigned flags);
/* An input (external): the form the foundation had. */
NNTILE_API nntile_node *nntile_graph_tensor(nntile_graph *g, const char *name, nntile_dtype dtype,
                                            int ndim, const int64_t *shape);
NNTILE_API nntile_node *nntile_graph_input(nntile_graph *g, const char *name, nntile_dtype dtype,
                                           int ndim, const int64_t *shape);
/* requires_grad + persistent */
NNTILE_API nntile_node *nntile_graph_parameter(nntile_graph *g, const char *name,
                                               nntile_dtype dtype, int ndim,
                                               const int64_t *shape);
/* persistent + external */
NNTILE_API nntile_node *nntile_graph_constant(nntile_graph *g, const char *name,
                                              nntile_dtype dtype, int ndim,
                                              const int64_t *shape);

/* Symbolic dimensions: a shape entry may be the (negative) value returned
 * here for a name such as "seq_len" (the same value for the same name, found
 * in O(1)); builders carry it through, and compile binds it
 * (nntile_compile_config.symbols). Returns 0 when out of memory or name is
 * empty or longer than NNTILE_NAME_MAX (0 is never a valid extent, so the
 * next builder fails). */
NNTILE_API int64_t nntile_graph_symbol(nntile_graph *g, const char *name);
/* The name of a symbolic shape entry, or NULL for a concrete one. */
NNTILE_API const char *nntile_graph_symbol_name(const nntile_graph *g, int64_t dim);

/* Outputs are kept after execution and never invalidated. A graph with no
 * marked output treats every tensor whose last access is a write as an
 * output. Inputs that an op writes (parameters, optimizer state) always keep
 * their new contents: nntile_compiled_get reads them after execution. */
NNTILE_API void nntile_node_mark_output(nntile_node *t);
NNTILE_API void nntile_node_mark_input(nntile_node *t); /* sets external */
NNTILE_API void nntile_node_set_flags(nntile_node *t, unsigned flags); /* replaces them */
NNTILE_API unsigned nntile_node_flags(const nntile_node *t);
NNTILE_API nntile_role nntile_node_role(const nntile_node *t);

NNTILE_API const char *nntile_node_name(const nntile_node *t);
NNTILE_API nntile_dtype nntile_node_dtype(const nntile_node *t);
NNTILE_API int nntile_node_ndim(const nntile_node *t);
NNTILE_API const int64_t *nntile_node_shape(const nntile_node *t);
NNTILE_API int64_t nntile_node_nelems(const nntile_node *t); /* -1 with a symbolic dim */
NNTILE_API int nntile_node_is_output(const nntile_node *t);
NNTILE_API nntile_graph *nntile_node_graph(const nntile_node *t);
/* The gradient tensor "<name>.grad" made by nntile_graph_backward, or NULL. */
NNTILE_API nntile_node *nntile_node_grad(const nntile_node *t);

/* ---- phases ------------------------------------------------------------
 * Every op belongs to one phase. Builders stamp the graph's current phase
 * (forward unless changed); nntile_graph_backward stamps backward, optimizer
 * steps stamp optimizer. nntile_compiled_execute_phases runs chosen ones. */
typedef enum nntile_phase {
    NNTILE_PHASE_FORWARD = 1,
    NNTILE_PHASE_BACKWARD = 2,
    NNTILE_PHASE_OPTIMIZER = 4,
    NNTILE_PHASE_ALL = 7
} nntile_phase;
NNTILE_API const char *nntile_phase_name(nntile_phase phase);
/* Sets the phase later builders stamp; returns the previous one. */
NNTILE_API nntile_phase nntile_graph_set_phase(nntile_graph *g, nntile_phase phase);

/* ---- ops of a graph (program order = execution order) ------------------ */
NNTILE_API const char *nntile_graph_op_name(const nntile_graph *g, int i); /* op type name */
NNTILE_API nntile_phase nntile_graph_op_phase(const nntile_graph *g, int i);
NNTILE_API int nntile_graph_op_num_args(const nntile_graph *g, int i);
/* Argument j of op i and its access mode (NNTILE_R, NNTILE_W or NNTILE_RW). */
NNTILE_API nntile_node *nntile_graph_op_arg(const nntile_graph *g, int i, int j,
                                            nntile_access *mode);
/* Floating-point operations of op i (multiply-add = 2); -1 with symbolic dims. */
NNTILE_API double nntile_graph_op_flops(const nntile_graph *g, int i);

/* ---- analysis (before compiling) --------------------------------------- */
typedef struct nntile_graph_stats {
    int num_ops, num_tensors, num_parameters;
    int64_t parameter_elems;      /* concrete parameters only; INT64_MAX when the sum overflows */
    double flops;                 /* sum of nntile_graph_op_flops */
    int flops_unknown;            /* some op has symbolic dims */
    double parameter_bytes, gradient_bytes, optimizer_state_bytes;
    double activation_peak_bytes; /* most activation bytes alive at once, in program order */
    double graph_bytes;           /* memory of the logical graph itself */
} nntile_graph_stats;
NNTILE_API nntile_status nntile_graph_analyze(const nntile_graph *g, nntile_graph_stats *stats);
/* Prints the stats and every op in execution order (phase, type, arguments
 * with (w)/(rw) for written ones, flops). */
NNTILE_API nntile_status nntile_graph_summary(const nntile_graph *g, FILE *out);

/* ---- export, save and load -------------------------------------------------
 * DOT (render with `dot -Tsvg g.dot -o g.svg`): tensors are filled boxes
 * labelled "name\n[shape]\ndtype" (symbolic dims by name), coloured by role:
 * input #a8d5ba, parameter #f4a460, constant #dda0dd, buffer #d3d3d3,
 * output #87ceeb, gradient #f08080; ops are #ffffcc ellipses labelled with
 * the op name (and the phase outside forward). One edge per argument:
 * tensor -> op when read, op -> tensor when written, both ways when read
 * and written. Mermaid: the same as a `flowchart TD` (one classDef per role).
 * JSON: everything nntile_graph_load needs to rebuild the graph exactly:
 *   {"format": "nntile-graph", "version": 1, "name", "phase", "symbols",
 *    "tensors": [{"name", "dtype", "shape", "role", "requires_grad",
 *                 "persistent", "external", "output", "gradient", "grad",
 *                 "grad_written"}...],
 *    "ops": [{"op", "phase", "args": [{"tensor", "mode", "new"}...],
 *             "attrs": {...}}...],
 *    "segments": [[first, end]...], "open_segment"}
 * (doubles exact, NaN and infinities as "nan", "inf", "-inf"). A graph with
 * a sticky error, or names that are not UTF-8, cannot be written as JSON.
 * The exporters return NNTILE_ERR_RUNTIME when writing fails. */
NNTILE_API nntile_status nntile_graph_export_dot(const nntile_graph *g, FILE *out);
NNTILE_API nntile_status nntile_graph_export_mermaid(const nntile_graph *g, FILE *out);
NNTILE_API nntile_status nntile_graph_export_json(const nntile_graph *g, FILE *out);
/* Writes the JSON to the file path; save -> load -> save gives the same bytes.
 * Atomic, like every save of nntile (nn/safetensors.h): written beside the
 * target (path with its symbolic links followed) and renamed over it; an
 * existing target that is not a regular file (a FIFO, a device, a
 * directory) is refused and left as it is. */
NNTILE_API nntile_status nntile_graph_save(const nntile_graph *g, const char *path);
/* Reads a graph saved by nntile_graph_save: every op is rebuilt through its
 * builder, so every check runs again. path must name a regular file (a FIFO
 * or a device is refused at once, never waited on). Returns NULL on any
 * error (a file that is malformed, truncated, too large or deeply nested,
 * unknown ops or keys,
 * wrong types, numbers out of range, an op that does not rebuild to what
 * the file says, ...), with nntile_last_error() naming the byte offset,
 * line and column, the JSON path and the problem. Never aborts. */
NNTILE_API nntile_graph *nntile_graph_load(const char *path);
/* The same from len bytes of JSON text in memory (need not end with NUL). */
NNTILE_API nntile_graph *nntile_graph_load_string(const char *json, size_t len);

/* ---- composition: one graph embedded in another ----------------------------
 * Copies every op of sub into g, through the ops' builders (so every check
 * runs again). Leaves of sub named in names[i] are bound to tensors[i] of g
 * (same dtype and ndim; a symbolic dim of sub takes the bound tensor's
 * extent); the other leaves (parameters, ...) and every tensor sub's ops make
 * are created in g as prefix + name. Find them with nntile_graph_find. On
 * error g is left as it was (the error names the op). */
NNTILE_API nntile_status nntile_graph_embed(nntile_graph *g, const nntile_graph *sub,
                                            const char *prefix, int nbind,
                                            const char *const *names,
                                            nntile_node *const *tensors);

/* ---- gradients: explicit backward ops, appended by a helper ----------------
 * nntile_graph_backward appends, in the backward phase, the gradient ops of
 * every op on a path from a requires_grad tensor to the scalar loss (one
 * element). Gradients are ordinary tensors "<name>.grad" (nntile_node_grad):
 * within one pass the first write overwrites and later writes add. Leaf
 * gradients (parameters) persist; a second pass (for another loss, e.g. the
 * next micro-batch embedded in the same graph) adds to them. With
 * accumulate, leaf gradients always add, also across executions (they start
 * as zeros; clear them after the optimizer step with nntile_clear). The loss
 * gradient is filled with loss_scale (0 means 1; it must be finite). Ops that write a tensor in
 * place cannot be differentiated: the error names the op. A loss is
 * differentiated once: a second backward of a loss that has its gradient
 * already is refused (NNTILE_ERR_STATE). A refused backward leaves the graph
 * as it was. */
typedef struct nntile_backward_config {
    double loss_scale;
    int accumulate;
} nntile_backward_config;
NNTILE_API void nntile_backward_config_init(nntile_backward_config *cfg);
NNTILE_API nntile_status nntile_graph_backward(nntile_graph *g, nntile_node *loss,
                                               const nntile_backward_config *cfg);
/* Gradient checkpointing: the ops built between begin and end form a
 * segment whose intermediates backward does not keep: it recomputes the
 * segment's forward ops (tensors "<name>.recompute") just before their
 * gradients need them. */
NNTILE_API nntile_status nntile_graph_checkpoint_begin(nntile_graph *g);
NNTILE_API nntile_status nntile_graph_checkpoint_end(nntile_graph *g);

#endif /* NNTILE_PART_GRAPH_H */
