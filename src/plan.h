/* plan.h: planning a compiled graph before running it: per-rank memory,
 * bytes moved and an estimated time, without running anything.
 *
 * nntile_compiled_plan submits every op of every phase once under a task
 * RECORDER (no runtime, no data touched: works on a graph compiled without
 * nntile_init, e.g. for 64 ranks on one process) and walks the recorded
 * tasks in submission order:
 *
 * - A task runs on its hint node, else on the owner of the tile it writes.
 * - Memory: a tile of a tensor that lives across executions (input, output,
 *   parameter, state) is held by its owner all the time ("persistent"); an
 *   intermediate tile from its first access until the compiled graph's
 *   last-use invalidation. A rank that reads a tile whose current version
 *   it lacks receives it (bytes sent once per (tile version, rank)) and
 *   keeps the copy cached until the tile is written again or invalidated
 *   (StarPU-MPI cache semantics), or, with the config's cache_policy
 *   flushing (FSDP by default), only until the end of the op that read it
 *   (the executor calls starpu_mpi_cache_flush on it then): a later read
 *   fetches it again. peak = the most a rank holds at once.
 * - Cost model (a roofline per task, list-scheduled over ranks): task time =
 *   max(flops / flops_per_s[dtype], bytes touched / mem_bandwidth) divided by
 *   the rank's relative speed; a transfer takes latency + bytes /
 *   link_bandwidth and occupies the sender's link. Scheduling follows the
 *   dataflow runtime (src/plan_timeline.c): a task is ready when its inputs
 *   have arrived and, for a tile it writes, the earlier readers and sends of
 *   that tile are done; it runs at the earliest time from then on that its
 *   rank is free for its whole duration, in an idle gap left by an earlier
 *   task still waiting for its inputs if one fits, so a rank is not held
 *   up by a late message while it has other work. A transfer is placed the
 *   same way on the sender's link once the tile's version is written.
 *   est_time is the last end; compute_time is the busiest rank's task time
 *   and comm_time the busiest link's transfer time (each alone, no
 *   overlap). op_idle and op_end (per op) show where ranks wait. */
#ifndef NNTILE_PART_PLAN_H
#define NNTILE_PART_PLAN_H

#include <stdio.h>
#include "compile.h"

typedef struct nntile_plan_rank {
    int64_t tasks;
    double flops;
    int64_t persistent_bytes; /* held all the time */
    int64_t peak_bytes;       /* the most held at once, cached copies included */
    int64_t bytes_sent, bytes_received;
    double compute_time;      /* seconds of its tasks, alone */
    double comm_time;         /* seconds its link sends, alone */
    /* with a host memory limit (the policy's): what offloading does to one
     * step in steady state (src/plan_swap.c) */
    int64_t resident_peak_bytes; /* the most in host RAM at once, <= the limit */
    int64_t swap_written;        /* bytes written to the swap per step */
    int64_t swap_read;           /* bytes read back per step */
    /* the least any execution of the step in compiled order moves under the
     * limit: furthest-next-use eviction (src/plan_least.c) */
    int64_t swap_least_written, swap_least_read;
    /* tiles on a read-only mapping of a file (nntile_hf_load_mapped): they
     * live in the kernel's page cache, so they count in neither
     * persistent_bytes, peak_bytes nor the swap */
    int64_t mapped_bytes;
    int64_t mapped_read; /* bytes of them the step's tasks read: what the step reads from
                            the file when the page cache keeps none between two uses */
} nntile_plan_rank;

typedef struct nntile_plan {
    int nranks;
    nntile_plan_rank *ranks;  /* nranks entries */
    int nops;
    int64_t *op_tasks;        /* op_tasks[op * nranks + rank]: tasks of live op `op` */
    int64_t *op_bytes;        /* op_bytes[op]: bytes sent to ranks for op's tasks */
    double *op_idle;          /* op_idle[op]: seconds its ranks sat idle before its tasks
                               * (waiting for their inputs), summed over ranks */
    double *op_end;           /* op_end[op]: when its last task ends (s from the start) */
    int64_t tasks;
    double flops;
    int64_t memory_max;       /* max over ranks of peak_bytes */
    int64_t memory_total;     /* sum over ranks of peak_bytes */
    int64_t bytes_moved;      /* sum of bytes sent */
    double est_time;          /* estimated seconds of one execution (all phases) */
    double compute_time;      /* max over ranks */
    double comm_time;         /* max over ranks */
    int64_t memory_limit;     /* host bytes per rank the swap figures assume; 0: none */
    int64_t task_bytes_max;   /* the largest working set of one task (its distinct tiles) */
    int task_bytes_op;        /* the op of that task (index in compiled order) */
} nntile_plan;

/* Plans one execution of every phase of c for the profile (NULL: the
 * config's, else nntile_device_profile_init's). *out is freed with
 * nntile_plan_free. */
NNTILE_API nntile_status nntile_compiled_plan(nntile_compiled *c,
                                              const nntile_device_profile *profile,
                                              nntile_plan **out);
NNTILE_API void nntile_plan_free(nntile_plan *plan);
/* Writes a readable plan: what the automatic tiling chose and why (where it
 * ran: a config that tiles nothing), per tensor (name, shape, tiling, owners,
 * bytes per rank), per op (tasks per rank), per rank totals and the
 * estimates. */
NNTILE_API nntile_status nntile_compiled_plan_dump(nntile_compiled *c,
                                                   const nntile_device_profile *profile,
                                                   FILE *f);
/* Placement policy: compiles g with base (its tilings, ranks, rules) under
 * DDP, FSDP and TP, plans each, and picks the lowest est_time whose
 * memory_max fits the profile's memory_bytes. *plan (may be NULL) gets the
 * winner's plan. NNTILE_ERR_OUT_OF_MEMORY naming each preset's peak when
 * none fits. */
NNTILE_API nntile_status nntile_plan_choose_preset(nntile_graph *g,
                                                   const nntile_compile_config *base,
                                                   const nntile_device_profile *profile,
                                                   nntile_dist_preset *best, nntile_plan **plan);

#endif /* NNTILE_PART_PLAN_H */
