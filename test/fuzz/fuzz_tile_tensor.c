/* fuzz_tile_tensor.c: libFuzzer target for the low-level tile and tensor
 * API on the serial backend. The bytes are a list of sections:
 *   - a tensor of random ndim, shape (up to INT64_MAX), uniform tile shape
 *     or explicit bounds, dtype (also invalid) and name, then the accessors
 *     (nntile_tensor_tile_index/pos/shape/offset/start/extent) and
 *     nntile_tensor_set_owners with random indices, dims and ranks;
 *   - nntile_tensor_copy_intersection between two small tensors of random
 *     tilings at random offsets (checked against a reference when it
 *     succeeds), and nntile_tile_copy_intersection with random starts and
 *     boxes;
 *   - nntile_tensor_embedding (and its backward) with random ids, axis and
 *     tilings (the result checked against vocab when it succeeds);
 *   - the cross-entropy pieces nntile_tensor_total_sum_accum and
 *     nntile_tensor_subtract_indexed_outputs with random labels and
 *     ignore_index;
 *   - tile-level embedding and randn at random starts.
 * Tensors with data stay small (FUZZ_TENSOR_LIMIT elements); a huge one is
 * made without data only when its tile count is small or unrepresentable.
 * Every refusal must be a status with a message; every accessor answers
 * within the tensor; nothing may crash, leak or hit undefined behaviour. */
#include "fuzz_common.h"
#include "../tile_wait.h"

#define FUZZ_TENSOR_LIMIT 4096 /* elements of a tensor that ops run on */
#define FUZZ_TILES_LIMIT 4096  /* tiles of a tensor made without data */

static const char *const names[] = {"t", "src", "dst", "", "x\"y\n", NULL};
static const nntile_dtype any_dtypes[] = {NNTILE_FP32, NNTILE_FP64, NNTILE_FP16, NNTILE_BF16,
                                          NNTILE_INT64, NNTILE_INT32, NNTILE_BOOL,
                                          NNTILE_FP32_FAST_TF32, (nntile_dtype)-1,
                                          NNTILE_DTYPE_COUNT, (nntile_dtype)1000};
static const nntile_dtype float_dtypes[] = {NNTILE_FP64, NNTILE_FP64, NNTILE_FP32, NNTILE_FP64,
                                            NNTILE_FP16, NNTILE_INT64};

static double bufa[FUZZ_TENSOR_LIMIT], bufb[FUZZ_TENSOR_LIMIT], bufc[FUZZ_TENSOR_LIMIT];
static int64_t ids[FUZZ_TENSOR_LIMIT];

/* A small extent: mostly 1 .. 5, sometimes 0, negative or any fuzz_i64. */
static int64_t small_dim(fuzz_bytes *b)
{
    unsigned k = fuzz_u8(b);
    return k < 224 ? (int64_t)(k % 5) + 1 : k < 240 ? (int64_t)(k % 3) - 1 : fuzz_i64(b);
}

/* A tile extent for a small dim: 0 (whole), 1 .. 4, or any fuzz_i64. */
static int64_t small_tile(fuzz_bytes *b)
{
    unsigned k = fuzz_u8(b);
    return k < 224 ? (int64_t)(k % 5) : fuzz_i64(b);
}

/* Tiles of a uniform tiling, saturated at INT64_MAX; 0 when a shape is
 * invalid (< 1: refused anyway). */
static int64_t tile_count(int ndim, const int64_t *shape, const int64_t *tile)
{
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) {
        if (shape[d] < 1) return 0;
        int64_t ts = tile && tile[d] > 0 && tile[d] < shape[d] ? tile[d] : shape[d];
        int64_t g = shape[d] / ts + (shape[d] % ts != 0);
        n = n > INT64_MAX / g ? INT64_MAX : n * g;
    }
    return n;
}

static const unsigned char zeros[FUZZ_TENSOR_LIMIT * 8]; /* zero in every dtype */

/* A small tensor of dtype dt with uniform tiles `tile` (NULL: random ones),
 * filled with zeros; NULL when it would be large or when the library
 * refused it (with a message). */
static nntile_tensor *small_tensor(fuzz_bytes *b, const char *name, nntile_dtype dt, int ndim,
                                   const int64_t *shape, const int64_t *tile)
{
    int64_t rt[NNTILE_MAX_NDIM];
    if (!tile) {
        for (int d = 0; d < ndim; ++d) rt[d] = small_tile(b);
        tile = rt;
    }
    int64_t n = fuzz_nelems(ndim, shape);
    if (n < 0 || n > FUZZ_TENSOR_LIMIT) return NULL;
    if (tile_count(ndim, shape, tile) > FUZZ_TILES_LIMIT) return NULL;
    nntile_tensor *t = NULL;
    nntile_clear_error();
    if (nntile_tensor_new(&t, name, dt, ndim, shape, tile) != NNTILE_OK) {
        FUZZ_REQUIRE_MESSAGE();
        return NULL;
    }
    FUZZ_REQUIRE(nntile_tensor_scatter(t, zeros) == NNTILE_OK);
    return t;
}

/* ---- creation and accessors ---------------------------------------------- */

static void check_accessors(fuzz_bytes *b, nntile_tensor *t)
{
    int64_t pos[NNTILE_MAX_NDIM], shape[NNTILE_MAX_NDIM], off[NNTILE_MAX_NDIM];
    for (int k = 0; k < 4; ++k) {
        int64_t i = fuzz_u8(b) % 2 ? (int64_t)(fuzz_u8(b) % (unsigned)(t->ntiles < 255 ? t->ntiles + 1 : 256))
                                   : fuzz_i64(b);
        int in = i >= 0 && i < t->ntiles;
        nntile_clear_error();
        nntile_status s1 = nntile_tensor_tile_pos(t, i, pos);
        nntile_status s2 = nntile_tensor_tile_shape(t, i, shape);
        nntile_status s3 = nntile_tensor_tile_offset(t, i, off);
        if (!in) {
            FUZZ_REQUIRE(s1 != NNTILE_OK && s2 != NNTILE_OK && s3 != NNTILE_OK);
            FUZZ_REQUIRE_MESSAGE();
            continue;
        }
        FUZZ_REQUIRE(s1 == NNTILE_OK && s2 == NNTILE_OK && s3 == NNTILE_OK);
        for (int d = 0; d < t->ndim; ++d) {
            FUZZ_REQUIRE(pos[d] >= 0 && pos[d] < t->grid[d]);
            FUZZ_REQUIRE(shape[d] >= 1 && off[d] >= 0 && off[d] < t->shape[d]);
            FUZZ_REQUIRE(shape[d] <= t->shape[d] - off[d]);
            FUZZ_REQUIRE(nntile_tensor_tile_start(t, d, pos[d]) == off[d]);
            FUZZ_REQUIRE(nntile_tensor_tile_extent(t, d, pos[d]) == shape[d]);
        }
        FUZZ_REQUIRE(nntile_tensor_tile_index(t, pos) == i);
    }
    for (int k = 0; k < 4; ++k) {
        int d = fuzz_u8(b) % 2 ? (int)(fuzz_u8(b) % (unsigned)(t->ndim + 2)) - 1 : fuzz_int(b);
        int64_t j = fuzz_u8(b) % 2 ? (int64_t)(fuzz_u8(b) % 8) - 1 : fuzz_i64(b);
        int in = d >= 0 && d < t->ndim && j >= 0 && j < t->grid[d];
        nntile_clear_error();
        int64_t s = nntile_tensor_tile_start(t, d, j), e = nntile_tensor_tile_extent(t, d, j);
        if (in) {
            FUZZ_REQUIRE(s >= 0 && s < t->shape[d] && e >= 1 && e <= t->shape[d] - s);
        } else {
            FUZZ_REQUIRE(s == -1 && e == -1);
            FUZZ_REQUIRE_MESSAGE();
        }
        for (int dd = 0; dd < NNTILE_MAX_NDIM; ++dd)
            pos[dd] = fuzz_u8(b) % 2 ? (int64_t)(fuzz_u8(b) % 4) : fuzz_i64(b);
        int64_t li = nntile_tensor_tile_index(t, pos);
        FUZZ_REQUIRE(li >= -1 && li < t->ntiles);
    }
    nntile_clear_error();
    FUZZ_REQUIRE(nntile_tensor_tile_pos(t, 0, NULL) != NNTILE_OK || t->ndim == 0);
    FUZZ_REQUIRE(nntile_tensor_tile_start(NULL, 0, 0) == -1);
    FUZZ_REQUIRE_MESSAGE();
    if (t->ntiles <= FUZZ_TILES_LIMIT) {
        static int owners[FUZZ_TILES_LIMIT];
        for (int64_t i = 0; i < t->ntiles; ++i) owners[i] = (int)(fuzz_u8(b) % 4) - 1;
        int nranks = fuzz_int(b);
        const int *op = fuzz_u8(b) % 8 ? owners : NULL;
        nntile_clear_error();
        if (nntile_tensor_set_owners(t, nranks, op) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
    }
}

static void section_create(fuzz_bytes *b)
{
    int ndim = (int)(fuzz_u8(b) % (NNTILE_MAX_NDIM + 3)) - 1;
    if (fuzz_u8(b) == 255) ndim = fuzz_int(b);
    int64_t shape[NNTILE_MAX_NDIM], tile[NNTILE_MAX_NDIM], ntiles[NNTILE_MAX_NDIM];
    int64_t barr[NNTILE_MAX_NDIM][9];
    const int64_t *bounds[NNTILE_MAX_NDIM];
    for (int d = 0; d < NNTILE_MAX_NDIM; ++d) {
        shape[d] = d < 4 ? (fuzz_u8(b) % 2 ? small_dim(b) : fuzz_i64(b)) : 1;
        tile[d] = d < 4 ? small_tile(b) : 0;
    }
    nntile_dtype dt = FUZZ_PICK(b, any_dtypes);
    const char *name = FUZZ_PICK(b, names);
    int explicit_bounds = fuzz_u8(b) % 3 == 0;
    int64_t count;
    if (explicit_bounds) {
        /* at most 8 tiles per dim: bounds[d] has ntiles[d] + 1 <= 9 entries */
        count = 1;
        for (int d = 0; d < NNTILE_MAX_NDIM; ++d) {
            ntiles[d] = (int64_t)(fuzz_u8(b) % 10) - 1;
            if (d < 4 && fuzz_u8(b) == 255) ntiles[d] = INT64_MIN;
            for (int j = 0; j < 9; ++j) {
                unsigned k = fuzz_u8(b);
                barr[d][j] = j == 0 ? (k == 7 ? 1 : 0)
                                    : k < 200 && barr[d][j - 1] < INT64_MAX - 3 ? barr[d][j - 1] + (int64_t)(k % 4)
                                    : fuzz_i64(b);
            }
            bounds[d] = fuzz_u8(b) % 4 ? barr[d] : NULL;
            if (d < ndim && ntiles[d] > 0) count *= ntiles[d];
        }
    } else {
        count = ndim >= 0 && ndim <= NNTILE_MAX_NDIM ? tile_count(ndim, shape, tile) : 0;
    }
    /* tile records of a valid tensor are allocated: a few thousand, or so many
     * that the library must refuse them */
    if (count > FUZZ_TILES_LIMIT && count < ((int64_t)1 << 50)) return;
    const int64_t *sp = fuzz_u8(b) == 255 ? NULL : shape;
    int give = fuzz_u8(b) % 8 != 0; /* bounds or tile shape given */
    nntile_tensor *t = NULL;
    nntile_clear_error();
    nntile_status st = explicit_bounds
                           ? nntile_tensor_new_bounds(&t, name, dt, ndim, sp, ntiles,
                                                      give ? bounds : NULL)
                           : nntile_tensor_new(&t, name, dt, ndim, sp, give ? tile : NULL);
    if (st != NNTILE_OK) {
        FUZZ_REQUIRE(!t);
        FUZZ_REQUIRE_MESSAGE();
        return;
    }
    FUZZ_REQUIRE(t && t->ntiles >= 1);
    check_accessors(b, t);
    nntile_tensor_free(t);
}

/* ---- copy_intersection -------------------------------------------------- */

static void fill(double *p, int64_t n, double base)
{
    for (int64_t i = 0; i < n; ++i) p[i] = base + (double)i;
}

/* Column-major linear index of idx in shape, or -1 when outside. */
static int64_t lin(int ndim, const int64_t *shape, const int64_t *idx)
{
    int64_t l = 0, stride = 1;
    for (int d = 0; d < ndim; ++d) {
        if (idx[d] < 0 || idx[d] >= shape[d]) return -1;
        l += idx[d] * stride;
        stride *= shape[d];
    }
    return l;
}

#define SMALL_OFFSET ((int64_t)1 << 20)

static void section_copy(fuzz_bytes *b)
{
    int ndim = (int)(fuzz_u8(b) % 4);
    int64_t ss[NNTILE_MAX_NDIM], ds[NNTILE_MAX_NDIM], so[NNTILE_MAX_NDIM], dof[NNTILE_MAX_NDIM];
    int small = 1;
    for (int d = 0; d < ndim; ++d) {
        ss[d] = small_dim(b);
        ds[d] = small_dim(b);
        so[d] = fuzz_i64(b);
        dof[d] = fuzz_i64(b);
        small = small && so[d] > -SMALL_OFFSET && so[d] < SMALL_OFFSET &&
                dof[d] > -SMALL_OFFSET && dof[d] < SMALL_OFFSET;
    }
    nntile_dtype dt = FUZZ_PICK(b, float_dtypes);
    nntile_tensor *src = small_tensor(b, "src", dt, ndim, ss, NULL);
    nntile_tensor *dst = small_tensor(b, "dst", fuzz_u8(b) % 8 ? dt : NNTILE_FP32, ndim, ds, NULL);
    if (src && dst && dt == NNTILE_FP64 && dst->dtype == NNTILE_FP64) {
        fill(bufa, src->nelems, 1.0);
        fill(bufb, dst->nelems, -1e6);
        FUZZ_REQUIRE(nntile_tensor_scatter(src, bufa) == NNTILE_OK);
        FUZZ_REQUIRE(nntile_tensor_scatter(dst, bufb) == NNTILE_OK);
    }
    if (src && dst) {
        const int64_t *sop = fuzz_u8(b) % 8 ? so : NULL, *dop = fuzz_u8(b) % 8 ? dof : NULL;
        nntile_clear_error();
        nntile_status st = nntile_tensor_copy_intersection(src, sop, dst, dop);
        if (st != NNTILE_OK) {
            FUZZ_REQUIRE_MESSAGE();
        } else if (small && dt == NNTILE_FP64 && dst->dtype == NNTILE_FP64) {
            /* dst[j] = src[j + dst_offset - src_offset] where defined */
            FUZZ_REQUIRE(nntile_tensor_gather(dst, bufc) == NNTILE_OK);
            int64_t idx[NNTILE_MAX_NDIM] = {0}, sidx[NNTILE_MAX_NDIM];
            for (int64_t l = 0; l < dst->nelems; ++l) {
                int64_t r = l;
                for (int d = 0; d < ndim; ++d) {
                    idx[d] = r % ds[d];
                    r /= ds[d];
                    sidx[d] = idx[d] + (dop ? dop[d] : 0) - (sop ? sop[d] : 0);
                }
                int64_t sl = lin(ndim, ss, sidx);
                FUZZ_REQUIRE(bufc[l] == (sl >= 0 ? bufa[sl] : bufb[l]));
            }
        }
    }
    nntile_tensor_free(src);
    nntile_tensor_free(dst);
}

/* ---- embedding ------------------------------------------------------------ */

static void section_embedding(fuzz_bytes *b)
{
    int64_t is[2]; /* one fuzz_* call per statement: the order of reads is fixed */
    is[0] = small_dim(b);
    is[1] = small_dim(b);
    int64_t E = small_dim(b), V = small_dim(b);
    int axis = fuzz_u8(b) % 8 ? (int)(fuzz_u8(b) % 3) : fuzz_int(b);
    int64_t es[3];
    for (int d = 0, k = 0; d < 3; ++d) es[d] = d == axis ? E : is[k < 2 ? k++ : 1];
    if (fuzz_u8(b) % 8 == 0) { /* a mismatch, maybe */
        int d = (int)(fuzz_u8(b) % 3);
        es[d] = small_dim(b);
    }
    /* tiles: index dims as embed's non-axis dims, vocab dim 0 as embed's axis
     * (the op's rule), then maybe one changed */
    int64_t it[2], et[3], vt[2];
    it[0] = small_tile(b);
    it[1] = small_tile(b);
    vt[0] = small_tile(b);
    vt[1] = small_tile(b);
    for (int d = 0, k = 0; d < 3; ++d) et[d] = d == axis ? vt[0] : it[k < 2 ? k++ : 1];
    if (fuzz_u8(b) % 8 == 0) {
        int d = (int)(fuzz_u8(b) % 3);
        et[d] = small_tile(b);
    }
    nntile_dtype dt = FUZZ_PICK(b, float_dtypes);
    nntile_tensor *index = small_tensor(b, "index", fuzz_u8(b) % 8 ? NNTILE_INT64 : NNTILE_FP64,
                                        2, is, it);
    nntile_tensor *vocab = small_tensor(b, "vocab", dt, 2, (int64_t[]){E, V}, vt);
    nntile_tensor *embed = small_tensor(b, "embed", dt, 3, es, et);
    if (index && vocab && embed) {
        int64_t n = index->nelems;
        int in_range = 1;
        for (int64_t i = 0; i < n; ++i) {
            ids[i] = fuzz_i64(b);
            in_range = in_range && ids[i] >= 0 && ids[i] < V;
        }
        if (index->dtype == NNTILE_INT64) FUZZ_REQUIRE(nntile_tensor_scatter(index, ids) == NNTILE_OK);
        if (dt == NNTILE_FP64) {
            fill(bufa, vocab->nelems, 1.0);
            FUZZ_REQUIRE(nntile_tensor_scatter(vocab, bufa) == NNTILE_OK);
        }
        nntile_clear_error();
        nntile_status st = nntile_tensor_embedding(index, vocab, embed, axis);
        if (st != NNTILE_OK) {
            FUZZ_REQUIRE_MESSAGE();
        } else {
            /* only ids in [0, V) are accepted; embed[.., e, ..] = vocab[e, id] */
            FUZZ_REQUIRE(in_range && index->dtype == NNTILE_INT64);
            if (dt == NNTILE_FP64) {
                FUZZ_REQUIRE(nntile_tensor_gather(embed, bufc) == NNTILE_OK);
                int64_t m = 1;
                for (int d = 0; d < axis; ++d) m *= es[d];
                for (int64_t l = 0; l < embed->nelems; ++l) {
                    int64_t i = l % m, e = l / m % E, j = l / m / E;
                    FUZZ_REQUIRE(bufc[l] == bufa[e + E * ids[i + m * j]]);
                }
            }
        }
        nntile_clear_error();
        if (nntile_tensor_embedding_backward(index, embed, vocab, axis) != NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
    }
    nntile_tensor_free(index);
    nntile_tensor_free(vocab);
    nntile_tensor_free(embed);
}

/* ---- cross-entropy pieces ------------------------------------------------- */

static void section_loss(fuzz_bytes *b)
{
    int64_t V = small_dim(b), S = small_dim(b);
    nntile_dtype dt = FUZZ_PICK(b, float_dtypes);
    /* labels and logsumexp tiled alike, like logits dims 1.. */
    int64_t lt[2];
    lt[0] = small_tile(b);
    lt[1] = small_tile(b);
    int64_t S2 = fuzz_u8(b) % 8 ? S : small_dim(b);
    nntile_tensor *src = small_tensor(b, "logits", dt, 2, (int64_t[]){V, S}, lt);
    nntile_tensor *lse = small_tensor(b, "lse", dt, 1, (int64_t[]){S2}, lt + 1);
    nntile_tensor *labels = small_tensor(b, "labels", NNTILE_INT64, 1, (int64_t[]){S}, lt + 1);
    nntile_tensor *val = small_tensor(b, "val", dt, 1, (int64_t[]){1}, NULL);
    if (src && lse && labels && val) {
        for (int64_t i = 0; i < labels->nelems; ++i) ids[i] = fuzz_i64(b);
        FUZZ_REQUIRE(nntile_tensor_scatter(labels, ids) == NNTILE_OK);
        int64_t ignore = fuzz_i64(b);
        nntile_clear_error();
        if (nntile_tensor_total_sum_accum(fuzz_f64(b), lse, src, labels, val, ignore) !=
            NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
        nntile_clear_error();
        if (nntile_tensor_subtract_indexed_outputs(fuzz_f64(b), labels, src, ignore) != NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
    }
    nntile_tensor_free(src);
    nntile_tensor_free(lse);
    nntile_tensor_free(labels);
    nntile_tensor_free(val);
}

/* ---- tiles ---------------------------------------------------------------- */

/* A tile of random ndim (0 .. 3), small or extreme shape and random dtype;
 * 0 when tile_init refused it (with a message). */
static int fuzz_tile(fuzz_bytes *b, nntile_tile *t, nntile_dtype dt)
{
    int ndim = (int)(fuzz_u8(b) % 5) - 1;
    int64_t shape[NNTILE_MAX_NDIM];
    for (int d = 0; d < NNTILE_MAX_NDIM; ++d) shape[d] = small_dim(b);
    nntile_clear_error();
    if (nntile_tile_init(t, dt, ndim, shape) != NNTILE_OK) {
        FUZZ_REQUIRE_MESSAGE();
        return 0;
    }
    void *p = NULL;
    if (t->nelems > FUZZ_TENSOR_LIMIT || /* made, but too large to run ops on */
        nntile_data_acquire(t->data, NNTILE_W, &p) != NNTILE_OK) {
        nntile_tile_destroy(t);
        return 0;
    }
    memset(p, 0, (size_t)t->nelems * nntile_dtype_size(dt));
    nntile_data_release(t->data);
    return 1;
}

static void section_tiles(fuzz_bytes *b)
{
    nntile_tile x, y, z;
    nntile_dtype dt = FUZZ_PICK(b, float_dtypes);
    int hx = fuzz_tile(b, &x, dt), hy = fuzz_tile(b, &y, fuzz_u8(b) % 8 ? dt : NNTILE_INT64);
    int hz = fuzz_tile(b, &z, fuzz_u8(b) % 4 ? NNTILE_INT64 : dt);
    int64_t s1[NNTILE_MAX_NDIM], s2[NNTILE_MAX_NDIM], box[NNTILE_MAX_NDIM];
    for (int d = 0; d < NNTILE_MAX_NDIM; ++d) {
        s1[d] = fuzz_u8(b) % 2 ? (int64_t)(fuzz_u8(b) % 4) : fuzz_i64(b);
        s2[d] = fuzz_u8(b) % 2 ? (int64_t)(fuzz_u8(b) % 4) : fuzz_i64(b);
        box[d] = fuzz_u8(b) % 2 ? (int64_t)(fuzz_u8(b) % 5) : fuzz_i64(b);
    }
    if (hx && hy) {
        nntile_clear_error();
        if (tile_wait(nntile_tile_copy_intersection_async(&x, s1, &y, s2, box, NULL,
                                                          tile_task())) != NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
        uint64_t seed = fuzz_raw64(b);
        double mean = fuzz_f64(b), stddev = fuzz_f64(b);
        nntile_clear_error();
        if (tile_wait(nntile_tile_randn_async(&x, s1, box, seed, mean, stddev, NULL,
                                              tile_task())) != NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
    }
    if (hx && hy && hz) { /* z: index, x: vocab, y: embed */
        void *p = NULL;
        if (z.dtype == NNTILE_INT64 && nntile_data_acquire(z.data, NNTILE_W, &p) == NNTILE_OK) {
            for (int64_t i = 0; i < z.nelems; ++i) ((int64_t *)p)[i] = fuzz_i64(b);
            nntile_data_release(z.data);
        }
        int axis = fuzz_u8(b) % 4 ? (int)(fuzz_u8(b) % 3) : fuzz_int(b);
        int64_t vstart = fuzz_i64(b);
        int clear = (int)(fuzz_u8(b) % 2);
        nntile_clear_error();
        if (tile_wait(nntile_tile_embedding_async(&z, &x, &y, axis, vstart, clear, NULL,
                                                  tile_task())) != NNTILE_OK)
            FUZZ_REQUIRE_MESSAGE();
    }
    if (hx) nntile_tile_destroy(&x);
    if (hy) nntile_tile_destroy(&y);
    if (hz) nntile_tile_destroy(&z);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    fuzz_init_serial();
    for (int k = 0; k < 4 && b.n; ++k) {
        switch (fuzz_u8(&b) % 5) {
        case 0: section_create(&b); break;
        case 1: section_copy(&b); break;
        case 2: section_embedding(&b); break;
        case 3: section_loss(&b); break;
        default: section_tiles(&b); break;
        }
    }
    return 0;
}
