/* compile.h: the compile layer: how a graph is compiled (tilings, tile
 * bounds, symbol bindings, distributions, the execution policy and the
 * compile config), the compiled graph it makes (bind, execute, wait, get,
 * stats, the tensors and their tiles, many ranks), compiling on another
 * thread, and a cache of compiled graphs. The graph it compiles is graph.h's;
 * the plan of a compiled graph is plan.h's. */
#ifndef NNTILE_PART_COMPILE_H
#define NNTILE_PART_COMPILE_H

#include "graph.h"
#include "distribution.h"
#include "tiling.h"

/* ---- compilation ------------------------------------------------------ */

/* The tile shape of one tensor; an extent of 0 leaves that dim to inference. */
typedef struct nntile_tiling {
    const char *tensor;
    int64_t tile[NNTILE_MAX_NDIM];
} nntile_tiling;

/* Explicit tile boundaries of one dim of one tensor: ntiles + 1 entries from 0
 * to the extent, as in nntile_tensor_new_bounds (e.g. {0, 5, 6, 17}). */
typedef struct nntile_dim_bounds {
    const char *tensor;
    int dim;
    int64_t ntiles;
    const int64_t *bounds;
} nntile_dim_bounds;

/* The value of a symbolic dim (nntile_graph_symbol) for one compilation. */
typedef struct nntile_symbol_binding {
    const char *name;
    int64_t value;
} nntile_symbol_binding;

/* How a compiled graph uses memory when it runs (src/offload.c). A zeroed
 * struct is the default: no limit unless STARPU_LIMIT_CPU_MEM says one, and
 * execute refuses a plan whose peak is over the limit.
 *
 * With offload = 1 StarPU's memory manager keeps the tiles within the limits:
 * when a task needs room it evicts the least recently used tiles (host RAM to
 * a swap file in swap_dir, a GPU's memory to host RAM) and fetches them back
 * before the tasks that read them; tasks carry priorities in compiled order.
 * The plan (nntile_compiled_plan) predicts the resident peak and the bytes
 * swapped per step, and nntile_compiled_stats measures them. The prediction
 * assumes tasks run in compiled order: start the runtime with the prio
 * scheduler (nntile_config.scheduler = "prio"), which follows the priorities,
 * and clip gradients (the optimizer then waits for every gradient). Measured
 * so: within 2% of the plan; under lws, the default scheduler, or without
 * clipping (idle workers run optimizer tasks early), 20-30% more was swapped.
 * Needs the starpu backend. */
typedef struct nntile_execution_policy {
    int64_t memory_limit;      /* bytes of tile data in host RAM per rank; 0: STARPU_LIMIT_CPU_MEM
                                  (MB) when set, else none */
    int64_t cuda_memory_limit; /* bytes of tile data per GPU; 0: the device's memory */
    int offload;               /* 0: over-limit plans are refused; 1: tiles are evicted and
                                  fetched back by StarPU's memory manager */
    const char *swap_dir;      /* an existing, writable directory for host RAM's swap files
                                  (needed when offload = 1 with a host memory_limit); the files
                                  are created and removed by the runtime */
    int64_t swap_size;         /* bytes the swap may take; 0: twice the plan's need */
    int swap_direct;           /* 1: the swap file is read and written with O_DIRECT, past
                                  the page cache (which a memory cgroup counts: under such a
                                  ceiling the cached swap competes with the tiles), where the
                                  file system allows it (tmpfs does not: the page cache then
                                  stays; each swapped tile then takes whole 4 KiB blocks of
                                  the swap); 0: through the page cache, which serves reads
                                  from RAM while RAM is free. The first offloaded graph of an
                                  nntile_init sets it, as it sets the swap directory */
    int least_eviction;        /* 1 (one rank): tiles leave host RAM where the plan's
                                  least-traffic replay evicts them (furthest next use first;
                                  each task marks its tiles as it ends), not as StarPU's least
                                  recently used order picks them; no pins then. 0: StarPU's
                                  order, with pins */
    int priorities;            /* task priorities from the compiled order (earlier ops first;
                                  the prio, dmdas and heteroprio schedulers use them):
                                  0 = on when offloading, 1 on, -1 off */
} nntile_execution_policy;
NNTILE_API void nntile_execution_policy_init(nntile_execution_policy *policy);

/* A zeroed struct (or NULL) means defaults: every tensor is one tile. */
typedef struct nntile_compile_config {
    const nntile_tiling *tilings; /* per-tensor tile shapes */
    int ntilings;
    const nntile_dim_bounds *bounds; /* explicit boundaries of single dims */
    int nbounds;
    int64_t default_tile; /* dims nobody tiles: this extent; 0 = whole dim (but
                             see auto_tiling) */
    const nntile_symbol_binding *symbols; /* every symbol a tensor uses must be bound */
    int nsymbols;
    /* distribution (src/distribution.h): every tile gets an owner rank */
    int nranks;                   /* 0: nntile_nranks() */
    nntile_dist_preset preset;    /* by role; NONE: everything on rank 0 */
    const nntile_distribution_rule *distributions; /* override the preset; first match wins */
    int ndistributions;
    const nntile_device_profile *profile; /* load balancing, plan costs; NULL: defaults */
    nntile_execution_policy policy; /* memory limits, offloading, priorities */
    /* remote tiles' cached copies (plan.h): 0 auto (FSDP 2, TP 3, otherwise
     * 1), 1 kept until the tile is written (StarPU-MPI's cache), 2 flushed
     * after each op that reads them (starpu_mpi_cache_flush), 3 flushed after
     * the last op of the step that reads them */
    int cache_policy;
    /* tiling strategies per (tensor, dim) (src/tiling.h), applied after tilings and bounds */
    const nntile_dim_strategy *strategies;
    int nstrategies;
    /* 1: keep every copy op; 0: on one rank, drop the copies y = x that no
     * later op can tell from x and let their readers use x
     * (src/compile_copies.c); on many ranks copies stay (x and y may have
     * different owners) */
    int keep_copies;
    /* 0: when the config gives no tilings, bounds, strategies or default_tile,
     * the compiler cuts the set of tied dims that splits the most data with
     * the least accumulation (usually the batch) into workers x ranks tiles
     * (src/tiling_auto.c); -1: untiled dims stay whole */
    int auto_tiling;
    /* 0: a reduction over K > 1 tiles (a gemm whose contracted dims are
     * cut into tiles; sum_fiber, sum_slice, sumprod_fiber, sumprod_slice and
     * norm_backward_gamma whose reduced dims are) computes the K partial
     * results side by side, each on the rank that holds its inputs, and
     * sums them pairwise in a tree fixed by the tile indices, so the result
     * is the same on any number of ranks and workers
     * (src/ops/elementwise_partials.c); the partials are a tensor
     * "<out>.partials" (the output's tiles, K times), dropped after the op.
     * -1: the K tiles accumulate one after the other into the output (no
     * partials: least memory, one task at a time per output tile). */
    int split_k;
    /* the TP preset's tensor-parallel group: ranks that split the features
     * (a divisor of nranks); the nranks / tp_ranks groups split the batch.
     * 0: chosen from the tiling (src/distribution.h) */
    int tp_ranks;
} nntile_compile_config;
NNTILE_API void nntile_compile_config_init(nntile_compile_config *cfg);

/* Compiles the graph for a tiling. Dims that an op ties together (gemm's K dims
 * of a and b, gelu's input and output, ...) share one tile extent: a tile shape
 * given for one tensor spreads to the others, and two different ones are an
 * error. Also computes the execution order, removes ops whose results nobody
 * uses, and plans the invalidation of intermediates after their last use
 * (an intermediate's gradient too: backward clears it, then accumulates into
 * it; mark it output to read it after execution). A maxsumexp followed by a
 * softmax of the same src and axis, the axis in one tile, runs as one task
 * per tile. A gemm that makes its product followed by a bias added to it
 * (add_fiber or add_slice with beta 1: nntile_nn_linear's bias), the product
 * used by nothing else and K in one tile, runs as the bias broadcast into
 * the sum and the product accumulated into it: the product is never stored
 * (its sums round differently from the two ops', the same on any number of
 * ranks). A clear of dx followed by an activation's backward adding into it
 * (dx += f'(x) dy: what nntile_graph_backward builds) runs as one pass that
 * writes dx = f'(x) dy.
 * Returns NULL on error (message in nntile_last_error()). The compiled graph
 * copies what it needs: the logical graph may be freed afterwards. Compiling
 * makes the tensors but submits no task: the tiles' data is registered with
 * the runtime, and persistent state zero-filled, at the first execute (or
 * first use); nntile_compile_async does the registration on its thread. */
NNTILE_API nntile_compiled *nntile_compile(nntile_graph *g, const nntile_compile_config *cfg);
/* Copies count elements (of the tensor's dtype, column-major) into an input. */
NNTILE_API nntile_status nntile_compiled_bind(nntile_compiled *c, const char *name,
                                              const void *data, size_t count);
/* Reads a one-element tensor of any dtype (a loss, a norm, a step counter)
 * as a double; like nntile_compiled_get, it waits for the tasks writing it. */
NNTILE_API nntile_status nntile_compiled_get_scalar(nntile_compiled *c, const char *name,
                                                    double *value);
/* Submits every tile task of every op and returns at once. */
NNTILE_API nntile_status nntile_compiled_execute(nntile_compiled *c);
/* Submits the tasks of the ops of the chosen phases only (a mask of
 * nntile_phase), in program order: e.g. forward + backward for each of N
 * micro-batches, then the optimizer phase once. */
NNTILE_API nntile_status nntile_compiled_execute_phases(nntile_compiled *c, unsigned phases);
/* Waits for the tasks of this compiled graph only. */
NNTILE_API nntile_status nntile_compiled_wait(nntile_compiled *c);
/* Copies an output (or input) out; waits for the tasks that write it. */
NNTILE_API nntile_status nntile_compiled_get(nntile_compiled *c, const char *name, void *out,
                                             size_t count);
NNTILE_API void nntile_compiled_free(nntile_compiled *c);

/* ---- many ranks (NNTILE_USE_MPI: StarPU-MPI) ----------------------------
 * Every rank builds the same graph and compiles it with the same tiling and
 * distribution (each tile's owner rank). nntile_compile and the first
 * nntile_compiled_execute are collective: they fail on every rank when any
 * rank has an owner outside [0, nranks), failed to compile, or holds a
 * different plan (a hash of tensors, tilings, owners and ops is compared).
 * Tasks run on the owner of the tile they write; StarPU-MPI moves inputs.
 * bind, set and get are collective too: every rank passes the same full
 * buffer to bind/set and each owner stores its own tiles; get and get_scalar
 * return the whole tensor on every rank (each owner sends its tiles to all).
 * nntile_compiled_wait is collective on many ranks: it returns when every
 * rank's tasks and communications are done (so statistics are exact). On one
 * process all of this is local and every owner must be 0. */
typedef struct nntile_exec_stats {
    double wall_seconds;  /* last nntile_compiled_execute .. nntile_compiled_wait */
    long long tasks;      /* tasks of that execution run by this rank */
    long long bytes_sent; /* bytes this rank sent to other ranks since that execute */
    int rank, nranks;
    /* offloading (policy.offload): bytes written to and read from the swap
     * during that execution, as StarPU's bus statistics count them (every
     * graph of the process), and what the plan predicts for one step */
    long long swap_written, swap_read;
    long long swap_planned_written, swap_planned_read;
    long long swap_least_written, swap_least_read; /* the plan's least for one step */
    int swap_direct; /* 1: the swap file bypasses the page cache (policy.swap_direct took) */
    /* seconds the swap's writes and reads took during that execution, summed
     * over the threads that made them: StarPU's workers make them where a
     * task's tile is fetched or room is made, and wait meanwhile, so this is
     * the I/O a step did not overlap with computing (at most workers x wall);
     * with an I/O worker (nntile_config.io_worker) the swap's own reader and
     * writer threads make them, beside the workers */
    double swap_write_seconds, swap_read_seconds;
    /* bytes of tile buffers (64 KiB and more; the StarPU backend without
     * CUDA workers) that execution got as fresh pages from the kernel, each
     * page faulted in and zeroed on first touch, and as the pages of buffers
     * freed before (every graph of the process) */
    long long host_fresh_bytes, host_reused_bytes;
    /* bytes of swap_read that the I/O worker's prefetches read ahead of the
     * ops that need them (nntile_config.io_worker; every graph of the process) */
    long long swap_read_ahead;
    /* 1: that execution's tasks marked their tiles to leave host RAM where
     * the plan's least-traffic replay evicts them (policy.least_eviction
     * took); 0 off, or the tasks left the replay's order (it is then off) */
    int least_eviction;
} nntile_exec_stats;
/* This rank's statistics of the last execution (zeros before any). */
NNTILE_API nntile_status nntile_compiled_stats(const nntile_compiled *c, nntile_exec_stats *s);
/* Collective: tasks and bytes summed over ranks, wall time the maximum. */
NNTILE_API nntile_status nntile_exec_stats_sum(const nntile_exec_stats *local,
                                               nntile_exec_stats *total);
/* The tensor behind a name, for tile-level inspection; NULL when dead/unknown. */
NNTILE_API nntile_tensor *nntile_compiled_tensor(nntile_compiled *c, const char *name);
NNTILE_API int nntile_compiled_num_ops(const nntile_compiled *c); /* after dead-op removal */
/* The number of ranks c was compiled for, and the owner rank of tile `tile`
 * (column-major over the grid) of tensor `name` (-1 with an error if none). */
NNTILE_API int nntile_compiled_nranks(const nntile_compiled *c);
NNTILE_API int nntile_compiled_tile_owner(const nntile_compiled *c, const char *name,
                                          int64_t tile);
/* Every tensor of the logical graph, by index 0 <= i < nntile_compiled_num_tensors
 * (checkpoints enumerate the persistent ones). name is valid while c lives. */
typedef struct nntile_compiled_tensor_desc {
    const char *name;
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM];
    unsigned flags;   /* NNTILE_REQUIRES_GRAD | NNTILE_PERSISTENT | NNTILE_EXTERNAL */
    nntile_role role; /* as nntile_node_role */
    int has_data;     /* 0 when dead: no live op uses it and it is no input */
    int is_input;     /* bound before execute (nntile_compiled_bind) */
    int is_output;    /* marked as a graph output (nntile_compiled_get it) */
    int64_t grid[NNTILE_MAX_NDIM];       /* tiles per dim (zeros when dead) */
    int64_t tile_shape[NNTILE_MAX_NDIM]; /* the first tile's extents (zeros when
                                            dead); later tiles of a dim may differ */
    int mapped;       /* its tiles are a read-only file mapping (nntile_hf_load_mapped) */
} nntile_compiled_tensor_desc;
NNTILE_API int nntile_compiled_num_tensors(const nntile_compiled *c);
NNTILE_API const char *nntile_compiled_name(const nntile_compiled *c); /* the graph's */
NNTILE_API nntile_status nntile_compiled_tensor_info(const nntile_compiled *c, int i,
                                                     nntile_compiled_tensor_desc *d);
/* The index of tensor `name` for nntile_compiled_tensor_info, or -1 with an
 * error naming the graph when it has no such tensor. */
NNTILE_API int nntile_compiled_tensor_find(const nntile_compiled *c, const char *name);
/* Copies count elements into an input (as bind) or a persistent tensor
 * (optimizer state, step counters, ...), replacing its zero start; waits for
 * the pending tasks using it. Intermediates cannot be set. */
NNTILE_API nntile_status nntile_compiled_set(nntile_compiled *c, const char *name,
                                             const void *data, size_t count);

/* ---- compiling on another thread, and a cache of compiled graphs --------
 * (so that the next graph compiles while the current one executes.)
 *
 * nntile_compile_async starts nntile_compile(g, cfg) on a worker thread and
 * returns at once. The config is copied (its arrays and names too); the graph
 * is read by the worker, so it must stay valid and unchanged until
 * nntile_compile_job_wait (or nntile_compile_job_free) returns. Compiling
 * submits no task and only reads the graph, so it is safe while compiled
 * graphs execute on other threads, on both backends; several jobs may
 * compile the same graph at once. The worker also registers the tiles' data
 * with the runtime (StarPU registration is thread-safe), which nntile_compile
 * leaves to the first execute: the first execution of a job's graph starts at
 * once. A job still compiling at nntile_shutdown, or whose graph no wait took
 * yet, ends with that runtime (runtime.h): the shutdown waits for the compile
 * and frees the graph, and nntile_compile_job_wait then gives NULL with
 * NNTILE_ERR_STATE ("shut down while compiling").
 * Returns NULL with nntile_last_error() when g is NULL or has an error, the
 * config is malformed, the runtime is not initialized, or out of memory;
 * every other compile error is reported by nntile_compile_job_wait.
 * Built with NNTILE_NO_THREADS (no pthreads), the job compiles at once in
 * nntile_compile_async. A job is used from one thread at a time. */
typedef struct nntile_compile_job nntile_compile_job;
NNTILE_API nntile_compile_job *nntile_compile_async(nntile_graph *g,
                                                    const nntile_compile_config *cfg);
/* 1 when the compile has finished (successfully or not), else 0. */
NNTILE_API int nntile_compile_job_ready(const nntile_compile_job *job);
/* Waits for the compile and hands its compiled graph over to the caller (who
 * frees it with nntile_compiled_free); NULL with nntile_last_error() set to
 * the compile's error message, or when the graph was already handed over. */
NNTILE_API nntile_compiled *nntile_compile_job_wait(nntile_compile_job *job);
/* Waits for the compile if it still runs, frees a compiled graph that no
 * wait took, and the job. */
NNTILE_API void nntile_compile_job_free(nntile_compile_job *job);

/* A compilation cache: compiled graphs by key = (graph structure, config).
 * The graph's key is a 128-bit fingerprint of its name, symbols, tensors
 * (names, dtypes, shapes, flags, outputs) and ops (types, phases, arguments,
 * access modes, attribute bytes), computed in O(ops) at each call, so a graph
 * that changed (grew, a new output) is a new key; the config's key covers
 * default_tile, every tiling (tensor name and tile shape), every explicit
 * bounds entry and every symbol binding, by value and in order. Graphs of the
 * same structure share entries. Distinct keys whose fingerprints collide
 * (odds about 2^-128) would share an entry.
 *
 * The cache owns its compiled graphs. One returned by get stays valid until
 * the cache evicts it: eviction happens only inside get and prefetch (when a
 * new key makes the cache hold more than capacity entries, the least recently
 * used one is freed, after its tasks finish), clear and free. The entry that
 * get returned is the most recently used, so it survives at least the next
 * capacity - 1 new keys. An entry made under a runtime start that
 * nntile_shutdown ended (runtime.h) is dead: the next get or prefetch of its
 * key after a new nntile_init frees it and compiles the key again (a miss).
 * A cache is used from one thread at a time; the
 * graphs of pending prefetches must stay valid and unchanged until they are
 * got, evicted or cleared. */
typedef struct nntile_compile_cache nntile_compile_cache;
typedef struct nntile_cache_stats {
    long hits;       /* get found the key (compiled, or prefetched) */
    long misses;     /* get compiled it */
    long evictions;  /* entries freed to stay within capacity */
    long prefetches; /* compiles started by prefetch */
    long entries;    /* entries held now (compiled or compiling) */
} nntile_cache_stats;
/* capacity >= 1 entries; NULL with an error otherwise or out of memory. */
NNTILE_API nntile_compile_cache *nntile_compile_cache_new(size_t capacity);
/* The cached compiled graph for (g, cfg), waiting for a prefetch of it if
 * one runs, else compiled now and cached. NULL with nntile_last_error() when
 * the compile fails (failures are not cached). */
NNTILE_API nntile_compiled *nntile_compile_cache_get(nntile_compile_cache *cache,
                                                     nntile_graph *g,
                                                     const nntile_compile_config *cfg);
/* Starts compiling (g, cfg) on a worker thread (nntile_compile_async) unless
 * the key is cached already; a later get of the key waits for it. Errors of
 * the compile itself are reported by that get. */
NNTILE_API nntile_status nntile_compile_cache_prefetch(nntile_compile_cache *cache,
                                                       nntile_graph *g,
                                                       const nntile_compile_config *cfg);
NNTILE_API nntile_status nntile_compile_cache_stats(const nntile_compile_cache *cache,
                                                    nntile_cache_stats *stats);
/* Frees every entry (waiting for prefetches and tasks); stats are kept. */
NNTILE_API void nntile_compile_cache_clear(nntile_compile_cache *cache);
NNTILE_API void nntile_compile_cache_free(nntile_compile_cache *cache);

#endif /* NNTILE_PART_COMPILE_H */
