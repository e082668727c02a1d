/* distribution.h: which MPI rank owns each tile.
 *
 * Every tile has exactly one owner rank; the owner stores it and runs the
 * tasks that write it (StarPU-MPI: other ranks that read it get a cached
 * copy, dropped when the tile is written again). A distribution maps the
 * tiles of one tensor, numbered column-major over its grid, to ranks:
 *
 *   ROUND_ROBIN      tile i -> (first + i) mod nranks
 *   BLOCK            contiguous runs of tiles, as even as possible: with n
 *                    tiles, tile i -> i * nranks / n (runs differ by <= 1)
 *   BLOCK_ALONG_DIM  the tile's grid index j along `dim` picks the rank:
 *                    j * nranks / grid[dim]; the other dims do not matter
 *   SINGLE           every tile on `rank`
 *   CUSTOM           owners[i] per tile; nowners must equal the tile count
 *   LOAD_BALANCED    tiles dealt in order, each to the rank whose bytes
 *                    divided by its speed (profile rank_speed, equal when
 *                    NULL) stays smallest, so each rank's bytes end up
 *                    proportional to its speed (ties: the lower rank)
 *   GRID             the ranks as a grid of `cols` columns and
 *                    rows = nranks / cols rows (rank = col + cols * row;
 *                    cols must divide nranks): the tile's grid index j
 *                    along `dim` picks the column, j * cols / grid[dim];
 *                    its index along `dim2` picks the row the same way, or,
 *                    with dim2 = -1, each column's tiles go round robin over
 *                    the rows from row `first` (row (first + k) mod rows,
 *                    k the tile's number among its column's, column-major
 *                    over the other dims)
 *
 * Roles. The compiler sorts tensors into four roles for presets and rules:
 *   parameter        persistent, requires grad, not external
 *   gradient         "<p>.grad" of a parameter p
 *   optimizer state  persistent non-external tensors "<p>.<state>" of a
 *                    parameter p ("<p>.m", "<p>.v", "<p>.step", ...)
 *   activation       everything else: inputs, labels, intermediates, their
 *                    gradients, losses
 *
 * Presets, applied by role (nranks = R):
 *
 * | preset | activations (and their grads)       | parameter p            | p.grad, p's state |
 * | ------ | ----------------------------------- | ---------------------- | ----------------- |
 * | NONE   | rank 0                              | rank 0                 | rank 0            |
 * | DDP    | BLOCK_ALONG_DIM, last dim (batch)   | tiles ROUND_ROBIN, the | as p, tile by tile|
 * |        |                                     | first tile continuing  |                   |
 * |        |                                     | where the previous     |                   |
 * |        |                                     | parameter stopped      |                   |
 * | FSDP   | as DDP                              | as DDP                 | as p, tile by tile|
 * | TP     | GRID: dim 0 (features) picks the    | GRID: dim 0 picks the  | as p, tile by tile|
 * |        | column, the last dim (batch) the row| column, tiles round    |                   |
 * |        | (one cut dim: BLOCK_ALONG_DIM of it)| robin over the rows    |                   |
 *
 * TP splits dim 0 of every tensor: the features of activations and, with
 * this library's weights laid out [in, out] (nntile_nn_linear: y = x W), the
 * input features of a weight, which meet the activation's split features
 * in the gemm (each rank multiplies its slice; the partial products are
 * summed where they are made, src/ops/elementwise_partials.c); heads for
 * the attention output weight [heads, head_dim, C]; biases and norms along
 * their features. It splits them over a group of T ranks, the grid's
 * columns (config tp_ranks; 0: the largest divisor of R that is at most
 * the fewest tiles any multi-tile parameter has along its split dim, so
 * that every column holds a slice of every weight). The R / T rows are
 * data parallel: each row computes its share of the batch, and parameter
 * tiles are dealt round robin over the rows (continuing across
 * parameters, as FSDP deals them), so a rank holds 1/R of the parameters,
 * gradients and optimizer state and reads the rest of its column's slice
 * as copies flushed after their last use in the step (cache_policy 3).
 * With T = R this is plain tensor parallelism. A one-tile parameter goes
 * round robin over all R ranks, as under DDP; an activation with one cut
 * dim is blocked along it over all R ranks.
 *
 * Refinements over the plain definitions: "last dim" and "dim 0" mean the
 * last and the first dim cut into more than one tile (attention
 * activations [head_dim, seq, batch, heads] keep heads whole, so DDP splits
 * their batch instead of putting them all on rank 0; a weight with one tile
 * along dim 0 is split along its next cut dim under TP); FSDP continues the round robin
 * across parameters (a model of many one-tile biases would otherwise put
 * them all on rank 0); a gradient or optimizer state whose grid differs from
 * its parameter's gets the parameter's rule applied to its own grid; a
 * scalar (0-dim) tensor or one state per parameter ("<p>.step", one element)
 * goes where tile 0 of p goes; an activation of one tile (a bias broadcast
 * over tokens, a loss) is dealt round robin over the ranks, so that no rank
 * serves them all. DDP and FSDP own parameters alike: each rank owns a
 * shard, receives the gradient sum of its shard (the split reductions,
 * src/ops/elementwise_partials.c: a reduce-scatter) and steps it; the others
 * read cached copies (an all-gather). DDP keeps those copies for the step (cache_policy 1), FSDP
 * drops them after each read (2) and gathers again in the backward. The
 * plan counts copies as bytes received and as memory while cached. A preset only places
 * tiles; how many tiles there are is the tiling's business (block along the
 * batch dim needs the batch cut into at least R tiles to use R ranks).
 *
 * Rules (nntile_compile_config.distributions) override the preset: each rule
 * names a tensor, or (tensor NULL) a role; the first matching rule wins. */
#ifndef NNTILE_PART_DISTRIBUTION_H
#define NNTILE_PART_DISTRIBUTION_H

#include "tensor.h"

typedef enum nntile_dist_kind {
    NNTILE_DIST_ROUND_ROBIN = 0,
    NNTILE_DIST_BLOCK,
    NNTILE_DIST_BLOCK_ALONG_DIM,
    NNTILE_DIST_SINGLE,
    NNTILE_DIST_CUSTOM,
    NNTILE_DIST_LOAD_BALANCED,
    NNTILE_DIST_GRID
} nntile_dist_kind;

typedef struct nntile_distribution {
    nntile_dist_kind kind;
    int first;          /* ROUND_ROBIN: the rank of tile 0 */
    int dim;            /* BLOCK_ALONG_DIM */
    int rank;           /* SINGLE */
    const int *owners;  /* CUSTOM: one rank per tile, column-major over the grid */
    int64_t nowners;
    int dim2;           /* GRID: the dim that picks the row; -1: round robin from `first` */
    int cols;           /* GRID: ranks per row, a divisor of nranks */
} nntile_distribution;

typedef enum nntile_dist_role {
    NNTILE_DIST_ROLE_ANY = 0, /* a rule with a tensor name */
    NNTILE_DIST_ROLE_PARAMETER,
    NNTILE_DIST_ROLE_GRADIENT,
    NNTILE_DIST_ROLE_OPTIMIZER_STATE,
    NNTILE_DIST_ROLE_ACTIVATION
} nntile_dist_role;
NNTILE_API const char *nntile_dist_role_name(nntile_dist_role role);

typedef struct nntile_distribution_rule {
    const char *tensor;    /* this tensor; NULL: every tensor of `role` */
    nntile_dist_role role;
    nntile_distribution dist;
} nntile_distribution_rule;

typedef enum nntile_dist_preset {
    NNTILE_PRESET_NONE = 0,
    NNTILE_PRESET_DDP,
    NNTILE_PRESET_FSDP,
    NNTILE_PRESET_TP
} nntile_dist_preset;
NNTILE_API const char *nntile_dist_preset_name(nntile_dist_preset p); /* "none", "ddp", ... */

/* A device (one rank) for load balancing and the plan's cost model. Zero
 * fields take the defaults of nntile_device_profile_init: an H100-like rank
 * of 400e12 FLOP/s in bf16/fp16/tf32 (fp32 50e12, fp64 25e12), 3e12 B/s
 * memory bandwidth, 80 GB, 50e9 B/s links with 5 us latency. */
typedef struct nntile_device_profile {
    double flops_per_s[NNTILE_DTYPE_COUNT]; /* by the task's dtype */
    double mem_bandwidth;                   /* bytes per second */
    double memory_bytes;                    /* per rank */
    double link_bandwidth;                  /* bytes per second, per sender */
    double link_latency;                    /* seconds */
    const double *rank_speed;               /* nranks relative speeds; NULL: all 1 */
    int nrank_speed;
} nntile_device_profile;
NNTILE_API void nntile_device_profile_init(nntile_device_profile *p);

/* The MPI rank of this process and the number of ranks (0 and 1 without MPI). */
NNTILE_API int nntile_rank(void);
NNTILE_API int nntile_nranks(void);

/* Owners of every tile of t under d for nranks ranks, into owners[t->ntiles];
 * profile is used by LOAD_BALANCED only (may be NULL). Errors name the tensor
 * and the condition (dim out of range, rank out of range, custom count). */
NNTILE_API nntile_status nntile_distribution_owners(const nntile_distribution *d,
                                                    const nntile_tensor *t, int nranks,
                                                    const nntile_device_profile *profile,
                                                    int *owners);

#endif /* NNTILE_PART_DISTRIBUTION_H */
