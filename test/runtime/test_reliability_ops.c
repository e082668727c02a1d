/* Reliability of the ops, tiles, tensors, tilings and plan: sizes, indices,
 * offsets, configs and environment values a user or a file gives never
 * reach undefined behaviour (each case aborts a sanitized build, or reads
 * out of bounds, without its fix) and are reported with an error naming the
 * tensor or op and the violated condition.
 *
 *   embedding_int64_min_ids      ids INT64_MIN / INT64_MAX, vocab split over
 *                                tiles (tensor, tile and kernel levels)
 *   cross_entropy_int64_min      labels INT64_MIN / INT64_MAX, logits split
 *                                over the vocab
 *   copy_intersection_offsets    offsets near INT64_MAX (builder, tensor, tile)
 *   conv2d_huge_geometry         padding and dilation near INT64_MAX
 *   sdpa_huge_start              q_start near INT64_MAX (causal mask)
 *   optimizer_step_counter       an Adam step counter of INT64_MAX saturates
 *   gemm_blas_int_sizes          a tile gemm past BLAS's int sizes (cblas)
 *   gemm_shape_huge_ndim         ndim + batch_ndim past INT_MAX; products
 *   memory_limit_env             STARPU_LIMIT_CPU_MEM of 9e15 MB, or garbage
 *   strategy_weights             PROPORTIONAL / LOAD_BALANCED with inf, NaN,
 *                                0, negative weights; SHARD and FIXED on
 *                                extents near INT64_MAX
 *   tile_accessors               tile_index/pos/shape/offset/start/extent
 *                                with out-of-range indices or NULL
 *   big_tile_message             a one-tile tensor of >= 2^32 elements names
 *                                the tensor and says to tile it
 *   bind_out_of_memory           out of memory in bind names the tensor
 *                                (a child process under RLIMIT_AS) */
#define _GNU_SOURCE
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include <stdint.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "vm_bytes.h"

#define CHECK_GRAPH_MSG(g, ...) \
    do { \
        const char *frags_[] = {__VA_ARGS__}; \
        const char *e_ = nntile_graph_error(g) ? nntile_graph_error(g) : "(none)"; \
        for (size_t i_ = 0; i_ < sizeof frags_ / sizeof *frags_; ++i_) \
            CHECK(strstr(e_, frags_[i_]) != NULL, "graph error '%s' lacks '%s'", e_, \
                  frags_[i_]); \
    } while (0)

static nntile_tensor *new_tensor(const char *name, nntile_dtype dtype, int ndim,
                                 const int64_t *shape, const int64_t *tile)
{
    nntile_tensor *t = NULL;
    if (nntile_tensor_new(&t, name, dtype, ndim, shape, tile) != NNTILE_OK) return NULL;
    return t;
}

/* index [4] int64 with out-of-range ids, vocab [3, 10] split in tiles of 4
 * along the vocab, embed [3, 4]: the valid rows are gathered, the others
 * reported (never subtracted from a tile start, which overflows). */
TEST(embedding_int64_min_ids)
{
    nntile_tensor *index = new_tensor("ids", NNTILE_INT64, 1, (int64_t[]){4}, NULL);
    nntile_tensor *vocab = new_tensor("wte", NNTILE_FP32, 2, (int64_t[]){3, 10},
                                      (int64_t[]){3, 4});
    nntile_tensor *embed = new_tensor("emb", NNTILE_FP32, 2, (int64_t[]){3, 4}, NULL);
    CHECK(index && vocab && embed, "tensors: %s", nntile_last_error());
    float v[30], e[12];
    for (int i = 0; i < 30; ++i) v[i] = (float)i;
    int64_t ids[4] = {1, INT64_MIN, 9, INT64_MAX};
    CHECK(nntile_tensor_scatter(vocab, v) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_scatter(index, ids) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_embedding(index, vocab, embed, 0) == NNTILE_ERR_INVALID_ARGUMENT,
          "an id of INT64_MIN was accepted");
    CHECK_MSG("embedding 'emb'", "index 'ids'", "outside [0, 10)");
    CHECK(nntile_tensor_gather(embed, e) == NNTILE_OK, "%s", nntile_last_error());
    for (int k = 0; k < 3; ++k) {
        CHECK(e[k] == v[k + 3 * 1], "embed[%d, 0]=%g", k, e[k]);
        CHECK(e[k + 6] == v[k + 3 * 9], "embed[%d, 2]=%g", k, e[k + 6]);
        CHECK(e[k + 3] == 0 && e[k + 9] == 0, "a skipped id wrote %g %g", e[k + 3], e[k + 9]);
    }
    CHECK(nntile_tensor_embedding_backward(index, embed, vocab, 0) ==
              NNTILE_ERR_INVALID_ARGUMENT, "backward: an id of INT64_MIN was accepted");
    CHECK_MSG("embedding_backward 'wte'", "outside [0, 10)");

    /* tile level: a vocab_start whose end overflows is refused */
    nntile_tile it, vt, et;
    CHECK(nntile_tile_init(&it, NNTILE_INT64, 1, (int64_t[]){4}) == NNTILE_OK, "tile");
    CHECK(nntile_tile_init(&vt, NNTILE_FP32, 2, (int64_t[]){3, 10}) == NNTILE_OK, "tile");
    CHECK(nntile_tile_init(&et, NNTILE_FP32, 2, (int64_t[]){3, 4}) == NNTILE_OK, "tile");
    CHECK(tile_wait(nntile_tile_embedding_async(&it, &vt, &et, 0, INT64_MAX - 5, 1, NULL,
                                                tile_task())) == NNTILE_ERR_INVALID_ARGUMENT,
          "a vocab_start end past INT64_MAX was accepted");
    CHECK_MSG("embedding 'tile'", "vocab_start", "overflows");
    nntile_tile_destroy(&it);
    nntile_tile_destroy(&vt);
    nntile_tile_destroy(&et);

    /* the kernel itself, with a start near INT64_MAX and ids at both ends */
    float vk[6] = {1, 2, 3, 4, 5, 6}, ek[6] = {9, 9, 9, 9, 9, 9};
    int64_t ik[3] = {INT64_MIN, INT64_MAX - 1, INT64_MAX};
    nntile_kernel_embedding(NNTILE_FP32, 3, 1, 2, INT64_MAX - 2, 3, 1, ik, vk, ek);
    CHECK(ek[0] == 0 && ek[3] == 0 && ek[1] == 3 && ek[4] == 4 && ek[2] == 5 && ek[5] == 6,
          "kernel: %g %g %g %g %g %g", ek[0], ek[1], ek[2], ek[3], ek[4], ek[5]);
    nntile_tensor_free(index);
    nntile_tensor_free(vocab);
    nntile_tensor_free(embed);
}

/* src [10, 4] logits split over the vocab in tiles of 4, labels [4] with
 * INT64_MIN and INT64_MAX: the valid labels count, the others are
 * reported (never subtracted from a tile start). */
TEST(cross_entropy_int64_min)
{
    nntile_tensor *src = new_tensor("logits", NNTILE_FP32, 2, (int64_t[]){10, 4},
                                    (int64_t[]){4, 4});
    nntile_tensor *lse = new_tensor("lse", NNTILE_FP32, 1, (int64_t[]){4}, NULL);
    nntile_tensor *lab = new_tensor("labels", NNTILE_INT64, 1, (int64_t[]){4}, NULL);
    nntile_tensor *val = new_tensor("loss", NNTILE_FP32, 0, NULL, NULL);
    CHECK(src && lse && lab && val, "tensors: %s", nntile_last_error());
    float s[40], l[4] = {0, 0, 0, 0}, zero = 0, out;
    for (int i = 0; i < 40; ++i) s[i] = (float)i;
    int64_t labels[4] = {1, INT64_MIN, 9, INT64_MAX};
    CHECK(nntile_tensor_scatter(src, s) == NNTILE_OK && nntile_tensor_scatter(lse, l) == 0 &&
              nntile_tensor_scatter(lab, labels) == 0 && nntile_tensor_scatter(val, &zero) == 0,
          "%s", nntile_last_error());
    CHECK(nntile_tensor_total_sum_accum(1.0, lse, src, lab, val, -100) ==
              NNTILE_ERR_INVALID_ARGUMENT, "a label of INT64_MIN was accepted");
    CHECK_MSG("total_sum_accum 'loss'", "labels 'labels'", "outside [0, 10)");
    CHECK(nntile_tensor_gather(val, &out) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(out == -(s[1] + s[2 * 10 + 9]), "loss %g, want %g", out, -(s[1] + s[29]));
    CHECK(nntile_tensor_subtract_indexed_outputs(1.0, lab, src, -100) ==
              NNTILE_ERR_INVALID_ARGUMENT, "subtract: a label of INT64_MIN was accepted");
    CHECK_MSG("subtract_indexed_outputs 'logits'", "outside [0, 10)");
    CHECK(nntile_tensor_gather(src, s) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(s[1] == 0 && s[29] == 28 && s[10] == 10 && s[39] == 39, "subtract: %g %g %g %g", s[1],
          s[29], s[10], s[39]);

    /* the kernels with a start near INT64_MAX */
    float src_k[2] = {5, 7}, lse_k = 0, v_k = 0;
    int64_t lk[1] = {INT64_MIN};
    nntile_kernel_total_sum_accum(NNTILE_FP32, 1.0, 2, INT64_MAX - 1, 1, -1, 0, &lse_k, src_k, lk, &v_k);
    lk[0] = INT64_MAX;
    nntile_kernel_total_sum_accum(NNTILE_FP32, 1.0, 2, INT64_MAX - 1, 1, -1, 0, &lse_k, src_k, lk, &v_k);
    CHECK(v_k == -7, "kernel sum %g, want -7", v_k);
    lk[0] = INT64_MIN;
    nntile_kernel_subtract_indexed_outputs(NNTILE_FP32, 1.0, 2, 3, 1, -1, lk, src_k);
    CHECK(src_k[0] == 5 && src_k[1] == 7, "kernel subtract touched %g %g", src_k[0], src_k[1]);
    nntile_tensor_free(src);
    nntile_tensor_free(lse);
    nntile_tensor_free(lab);
    nntile_tensor_free(val);
}

TEST(copy_intersection_offsets)
{
    nntile_graph *g = nntile_graph_new("ci");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){4, 3});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP32, 2, (int64_t[]){4, 3});
    const int64_t far[2] = {INT64_MAX - 1, 0};
    CHECK(nntile_copy_intersection(a, far, b, far) == NULL, "offsets near INT64_MAX accepted");
    CHECK_GRAPH_MSG(g, "copy_intersection 'b'", "dim 0", "overflows");
    nntile_graph_free(g);

    nntile_tensor *src = new_tensor("src", NNTILE_FP32, 2, (int64_t[]){4, 3}, (int64_t[]){2, 2});
    nntile_tensor *dst = new_tensor("dst", NNTILE_FP32, 2, (int64_t[]){4, 3}, (int64_t[]){3, 3});
    CHECK(src && dst, "tensors: %s", nntile_last_error());
    CHECK(nntile_tensor_copy_intersection(src, far, dst, far) == NNTILE_ERR_INVALID_ARGUMENT,
          "tensor: offsets near INT64_MAX accepted");
    CHECK_MSG("copy_intersection 'dst'", "offset of dim 0", "overflows");
    CHECK(nntile_tensor_copy_intersection(src, (int64_t[]){0, 0}, dst, far) ==
              NNTILE_ERR_INVALID_ARGUMENT, "tensor: a dst offset near INT64_MAX accepted");
    /* in range still copies: dst at (1, 0) sees src from its element (1, 0) */
    float sv[12], dv[12];
    for (int i = 0; i < 12; ++i) sv[i] = (float)i, dv[i] = -1;
    CHECK(nntile_tensor_scatter(src, sv) == 0 && nntile_tensor_scatter(dst, dv) == 0, "scatter");
    CHECK(nntile_tensor_copy_intersection(src, (int64_t[]){0, 0}, dst, (int64_t[]){1, 0}) ==
              NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_gather(dst, dv) == NNTILE_OK, "gather");
    CHECK(dv[0] == 1 && dv[2] == 3 && dv[3] == -1 && dv[4] == 5, "copy: %g %g %g %g", dv[0],
          dv[2], dv[3], dv[4]);

    nntile_tile st, dt;
    CHECK(nntile_tile_init(&st, NNTILE_FP32, 1, (int64_t[]){4}) == NNTILE_OK, "tile");
    CHECK(nntile_tile_init(&dt, NNTILE_FP32, 1, (int64_t[]){4}) == NNTILE_OK, "tile");
    CHECK(tile_wait(nntile_tile_copy_intersection_async(
              &st, (int64_t[]){INT64_MAX}, &dt, (int64_t[]){0}, (int64_t[]){2}, NULL,
              tile_task())) == NNTILE_ERR_INVALID_ARGUMENT,
          "tile: a start of INT64_MAX accepted");
    CHECK_MSG("copy_intersection 'tile'", "does not fit");
    CHECK(tile_wait(nntile_tile_randn_async(&dt, (int64_t[]){INT64_MAX}, (int64_t[]){INT64_MAX}, 1,
                                            0, 1, NULL, tile_task())) ==
              NNTILE_ERR_INVALID_ARGUMENT,
          "randn: a start of INT64_MAX accepted");
    CHECK_MSG("randn 'tile'", "outside");
    nntile_tile_destroy(&st);
    nntile_tile_destroy(&dt);
    CHECK(nntile_tensor_randn_block(dst, (int64_t[]){INT64_MAX, 0}, (int64_t[]){INT64_MAX, 3}, 1,
                                    0, 1) == NNTILE_ERR_INVALID_ARGUMENT,
          "randn_block: a start of INT64_MAX accepted");
    CHECK_MSG("randn 'dst'", "dim 0", "outside");
    nntile_tensor_free(src);
    nntile_tensor_free(dst);
}

/* X [4, 1, 1, 1], C [1, 1, 1, 1] with dilation INT64_MAX (one tap: any
 * dilation is valid), padding 1: Y [6, 1, 1, 1] = [0, x, 0] * c. The
 * window clipping floors -1 / INT64_MAX. Padding or dilation whose index
 * arithmetic overflows is refused. */
TEST(conv2d_huge_geometry)
{
    nntile_tile x, c, y;
    CHECK(nntile_tile_init(&x, NNTILE_FP32, 4, (int64_t[]){4, 1, 1, 1}) == NNTILE_OK, "x");
    CHECK(nntile_tile_init(&c, NNTILE_FP32, 4, (int64_t[]){1, 1, 1, 1}) == NNTILE_OK, "c");
    CHECK(nntile_tile_init(&y, NNTILE_FP32, 4, (int64_t[]){6, 1, 1, 1}) == NNTILE_OK, "y");
    void *p;
    CHECK(nntile_data_acquire(x.data, NNTILE_W, &p) == NNTILE_OK, "acquire");
    for (int i = 0; i < 4; ++i) ((float *)p)[i] = (float)(i + 1);
    nntile_data_release(x.data);
    CHECK(nntile_data_acquire(c.data, NNTILE_W, &p) == NNTILE_OK, "acquire");
    ((float *)p)[0] = 2;
    nntile_data_release(c.data);
    CHECK(tile_wait(nntile_tile_conv2d_inplace_async(
              1.0, &x, &c, 0.0, &y, (int64_t[]){1, 0}, (int64_t[]){1, 1},
              (int64_t[]){INT64_MAX, INT64_MAX}, NULL, tile_task())) == NNTILE_OK,
          "dilation INT64_MAX with one tap: %s", nntile_last_error());
    CHECK(nntile_data_acquire(y.data, NNTILE_R, &p) == NNTILE_OK, "acquire");
    const float *yv = (const float *)p;
    int ok = yv[0] == 0 && yv[5] == 0;
    for (int i = 1; i < 5; ++i) ok = ok && yv[i] == 2.0f * (float)i;
    nntile_data_release(y.data);
    CHECK(ok, "y wrong");

    nntile_tile x2, c2, y2;
    CHECK(nntile_tile_init(&x2, NNTILE_FP32, 4, (int64_t[]){4, 4, 1, 1}) == NNTILE_OK, "x2");
    CHECK(nntile_tile_init(&c2, NNTILE_FP32, 4, (int64_t[]){3, 3, 1, 1}) == NNTILE_OK, "c2");
    CHECK(nntile_tile_init(&y2, NNTILE_FP32, 4, (int64_t[]){2, 2, 1, 1}) == NNTILE_OK, "y2");
    CHECK(tile_wait(nntile_tile_conv2d_inplace_async(
              1.0, &x2, &c2, 0.0, &y2, (int64_t[]){INT64_MAX / 2, 0}, (int64_t[]){1, 1},
              (int64_t[]){1, 1}, NULL, tile_task())) == NNTILE_ERR_INVALID_ARGUMENT,
          "padding INT64_MAX / 2 accepted");
    CHECK_MSG("conv2d_inplace 'tile'", "dim 0", "padding=4611686018427387903", "overflow");
    CHECK(tile_wait(nntile_tile_conv2d_inplace_async(
              1.0, &x2, &c2, 0.0, &y2, (int64_t[]){0, 0}, (int64_t[]){1, 1},
              (int64_t[]){1, INT64_MAX}, NULL, tile_task())) == NNTILE_ERR_INVALID_ARGUMENT,
          "dilation INT64_MAX with three taps accepted");
    CHECK_MSG("conv2d_inplace 'tile'", "dim 1", "overflow");
    nntile_graph *g = nntile_graph_new("cv");
    nntile_node *gx = nntile_graph_tensor(g, "x", NNTILE_FP32, 4, (int64_t[]){4, 4, 1, 1});
    nntile_node *gc = nntile_graph_tensor(g, "c", NNTILE_FP32, 4, (int64_t[]){3, 3, 1, 1});
    nntile_node *gy = nntile_graph_tensor(g, "y", NNTILE_FP32, 4, (int64_t[]){2, 2, 1, 1});
    CHECK(nntile_conv2d_inplace(gx, gc, gy, 1.0, 0.0, (int64_t[]){0, INT64_MAX - 1},
                                (int64_t[]){1, 1}, (int64_t[]){1, 1}) == NULL,
          "graph: padding INT64_MAX - 1 accepted");
    CHECK_GRAPH_MSG(g, "conv2d_inplace 'y'", "dim 1", "overflow");
    nntile_graph_free(g);
    nntile_tile_destroy(&x);
    nntile_tile_destroy(&c);
    nntile_tile_destroy(&y);
    nntile_tile_destroy(&x2);
    nntile_tile_destroy(&c2);
    nntile_tile_destroy(&y2);
}

/* Causal attention compares global positions q_start + i and kv_start + j:
 * starts whose last position is past INT64_MAX are refused. */
TEST(sdpa_huge_start)
{
    nntile_tile t[7]; /* q, k, v, a, da, dq, lse */
    int64_t s3[3] = {2, 3, 1}, s2[2] = {3, 1};
    for (int i = 0; i < 7; ++i)
        CHECK(nntile_tile_init(&t[i], NNTILE_FP32, i == 6 ? 2 : 3, i == 6 ? s2 : s3) == 0,
              "tile %d: %s", i, nntile_last_error());
    CHECK(tile_wait(nntile_tile_sdpa_async(&t[0], &t[1], &t[2], &t[6], &t[3], 1, INT64_MAX - 1, 0,
                                           1, NULL, tile_task())) == NNTILE_ERR_INVALID_ARGUMENT,
          "q_start near INT64_MAX accepted");
    CHECK_MSG("sdpa 'tile'", "q_start", "overflows");
    CHECK(tile_wait(nntile_tile_sdpa_backward_async(
              &t[0], &t[1], &t[2], &t[3], &t[4], &t[6], &t[5], NULL, NULL, 1, 0, INT64_MAX,
              NNTILE_SDPA_DQ, NULL, tile_task())) == NNTILE_ERR_INVALID_ARGUMENT,
          "backward: kv_start INT64_MAX accepted");
    CHECK_MSG("sdpa_backward 'tile'", "kv_start", "overflows");
    for (int i = 0; i < 7; ++i) nntile_tile_destroy(&t[i]);
}

/* The optimizers' step counter is data (a checkpoint or a user sets it): at
 * INT64_MAX the next step saturates instead of overflowing. */
TEST(optimizer_step_counter)
{
    nntile_graph *g = nntile_graph_new("opt");
    const int64_t four[1] = {4}, one[1] = {1};
    nntile_node *p = nntile_graph_tensor(g, "p", NNTILE_FP32, 1, four);
    nntile_node *gr = nntile_graph_tensor(g, "g", NNTILE_FP32, 1, four);
    nntile_node *m = nntile_graph_tensor(g, "m", NNTILE_FP32, 1, four);
    nntile_node *v = nntile_graph_tensor(g, "v", NNTILE_FP32, 1, four);
    nntile_node *step = nntile_graph_tensor(g, "step", NNTILE_INT64, 1, one);
    CHECK(nntile_adam_step(p, gr, m, v, step, 0.9, 0.999, 1e-8, 1e-3, 0.0), "%s",
          nntile_graph_error(g));
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "compile: %s", nntile_last_error());
    float pv[4] = {1, 2, 3, 4}, gv[4] = {1, 1, 1, 1}, zero[4] = {0};
    int64_t sv = INT64_MAX;
    CHECK(nntile_compiled_bind(c, "p", pv, 4) == 0 && nntile_compiled_bind(c, "g", gv, 4) == 0 &&
              nntile_compiled_bind(c, "m", zero, 4) == 0 &&
              nntile_compiled_bind(c, "v", zero, 4) == 0 &&
              nntile_compiled_bind(c, "step", &sv, 1) == 0, "bind: %s", nntile_last_error());
    nntile_status st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    CHECK(st == NNTILE_OK, "execute: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "step", &sv, 1) == NNTILE_OK && sv == INT64_MAX,
          "step %lld", (long long)sv);
    CHECK(nntile_compiled_get(c, "p", pv, 4) == NNTILE_OK && isfinite(pv[0]) && pv[0] < 1,
          "p[0] = %g", pv[0]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* cblas and cuBLAS take int sizes: a tile gemm with m past INT32_MAX is
 * refused before any task (the tiles are not allocated: no data is touched). */
TEST(gemm_blas_int_sizes)
{
#if defined(NNTILE_USE_CBLAS)
    nntile_tile a, b, c;
    CHECK(nntile_tile_init(&a, NNTILE_FP32, 2, (int64_t[]){(int64_t)1 << 31, 1}) == NNTILE_OK &&
              nntile_tile_init(&b, NNTILE_FP32, 2, (int64_t[]){1, 1}) == NNTILE_OK &&
              nntile_tile_init(&c, NNTILE_FP32, 2, (int64_t[]){(int64_t)1 << 31, 1}) == NNTILE_OK,
          "tiles: %s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_gemm_async(1.0, 0, &a, 0, &b, 0.0, &c, 1, 0, NULL, tile_task())) ==
              NNTILE_ERR_INVALID_ARGUMENT,
          "m = 2^31 went to cblas");
    CHECK_MSG("tile gemm", "m=2147483648", "tile the operands");
    nntile_tile_destroy(&a);
    nntile_tile_destroy(&b);
    nntile_tile_destroy(&c);
#else
    printf("  skipped: the built-in gemm takes int64 sizes\n");
#endif
}

TEST(gemm_shape_huge_ndim)
{
    int64_t s[2] = {4, 4}, c[NNTILE_MAX_NDIM], m, n, kk, b;
    int cn;
    CHECK(nntile_gemm_shape("g", 0, 2, s, 0, 2, s, INT32_MAX, INT32_MAX, &cn, c, NULL, NULL, NULL,
                            NULL) == NNTILE_ERR_INVALID_ARGUMENT, "ndim INT_MAX accepted");
    CHECK_MSG("g: a.ndim=2 < ndim + batch_ndim = 4294967294");
    CHECK(nntile_gemm_shape("g", 0, 2, s, 0, 2, s, 1, INT32_MAX, &cn, c, NULL, NULL, NULL, NULL)
              == NNTILE_ERR_INVALID_ARGUMENT, "batch_ndim INT_MAX accepted");
    int64_t big[3] = {INT64_MAX / 2, 4, 1}, big2[2] = {1, 1}; /* M = INT64_MAX / 2 * 4 */
    CHECK(nntile_gemm_shape("g", 0, 3, big, 0, 2, big2, 1, 0, &cn, c, &m, &n, &kk, &b) ==
              NNTILE_ERR_INVALID_ARGUMENT, "an M count past int64 accepted");
    CHECK_MSG("g: an M, N, K or batch element count overflows");
}

/* STARPU_LIMIT_CPU_MEM in MB: 9e15 MB is more bytes than int64 holds (a
 * limit nothing reaches); a value that is not a whole number is an error
 * naming the variable. */
TEST(memory_limit_env)
{
    nntile_graph *g = nntile_graph_new("lim");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){8});
    nntile_node_mark_output(nntile_gelu(x, "y"));
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "compile: %s", nntile_last_error());
    float xv[8] = {0};
    CHECK(nntile_compiled_bind(c, "x", xv, 8) == NNTILE_OK, "%s", nntile_last_error());
    setenv("STARPU_LIMIT_CPU_MEM", "9000000000000000", 1);
    nntile_status st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    CHECK(st == NNTILE_OK, "9e15 MB: %s", nntile_last_error());
    setenv("STARPU_LIMIT_CPU_MEM", "9e15", 1);
    st = nntile_compiled_execute(c);
    CHECK(st == NNTILE_ERR_INVALID_ARGUMENT, "'9e15' accepted");
    CHECK_MSG("execute 'lim'", "STARPU_LIMIT_CPU_MEM='9e15'", "whole number of MB");
    setenv("STARPU_LIMIT_CPU_MEM", "-99999999999999999999", 1); /* negative: no limit */
    st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    CHECK(st == NNTILE_OK, "a negative limit: %s", nntile_last_error());
    unsetenv("STARPU_LIMIT_CPU_MEM");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(strategy_weights)
{
    int64_t nt = 0, b[16];
    nntile_dim_strategy s;
    memset(&s, 0, sizeof s);
    s.tensor = "w";
    s.dim = 1;
    s.kind = NNTILE_TILE_PROPORTIONAL;
    s.n = 3;
    const double bad[][3] = {{1, INFINITY, 1}, {1, NAN, 1}, {1, 0, 1}, {1, -2, 1},
                             {1e308, 1e308, 1e308}, {-INFINITY, 1, 1}};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; ++i) {
        s.weights = bad[i];
        CHECK(nntile_dim_strategy_bounds(&s, 12, 4, 1, NULL, &nt, b) ==
                  NNTILE_ERR_INVALID_ARGUMENT, "weights %zu accepted", i);
        CHECK_MSG("tiling of 'w' dim 1", "weights", i == 4 ? "finite" : "must be");
    }
    const double good[3] = {1, 2, 1};
    s.weights = good;
    CHECK(nntile_dim_strategy_bounds(&s, 12, 4, 1, NULL, &nt, b) == NNTILE_OK &&
              nt == 3 && b[0] == 0 && b[1] == 3 && b[2] == 9 && b[3] == 12,
          "proportional bounds %lld %lld %lld", (long long)b[1], (long long)b[2], (long long)b[3]);
    /* LOAD_BALANCED: the profile's rank_speed as weights */
    nntile_device_profile prof;
    nntile_device_profile_init(&prof);
    double speed[2] = {1, INFINITY};
    prof.rank_speed = speed;
    prof.nrank_speed = 2;
    s.kind = NNTILE_TILE_LOAD_BALANCED;
    CHECK(nntile_dim_strategy_bounds(&s, 12, 4, 2, &prof, &nt, b) == NNTILE_ERR_INVALID_ARGUMENT,
          "rank_speed inf accepted");
    CHECK_MSG("tiling of 'w' dim 1", "rank_speed");
    /* SHARD and FIXED on extents near INT64_MAX (bounds j * E / n) */
    s.kind = NNTILE_TILE_SHARD;
    s.n = 3;
    CHECK(nntile_dim_strategy_bounds(&s, INT64_MAX, 4, 1, NULL, &nt, b) == NNTILE_OK && nt == 3,
          "shard: %s", nntile_last_error());
    CHECK(b[0] == 0 && b[1] == INT64_MAX / 3 && b[2] == INT64_MAX / 3 * 2 &&
              b[3] == INT64_MAX, "shard bounds %lld %lld", (long long)b[1], (long long)b[2]);
    s.n = 7;
    CHECK(nntile_dim_strategy_bounds(&s, 100, 4, 1, NULL, &nt, b) == NNTILE_OK, "shard 100");
    for (int j = 0; j <= 7; ++j)
        CHECK(b[j] == j * 100 / 7, "shard bound %d = %lld", j, (long long)b[j]);
    s.kind = NNTILE_TILE_FIXED;
    s.extent = INT64_MAX / 2 + 1;
    CHECK(nntile_dim_strategy_bounds(&s, INT64_MAX, 4, 1, NULL, &nt, b) == NNTILE_OK && nt == 2 &&
              b[1] == INT64_MAX / 2 + 1 && b[2] == INT64_MAX, "fixed: nt=%lld", (long long)nt);

    /* through compile: the error names the tensor */
    nntile_graph *g = nntile_graph_new("st");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){4, 12});
    nntile_node_mark_output(nntile_gelu(x, "y"));
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_dim_strategy cs;
    memset(&cs, 0, sizeof cs);
    cs.tensor = "x";
    cs.dim = 1;
    cs.kind = NNTILE_TILE_PROPORTIONAL;
    cs.n = 3;
    cs.weights = bad[0];
    cfg.strategies = &cs;
    cfg.nstrategies = 1;
    CHECK(nntile_compile(g, &cfg) == NULL, "compile with an inf weight");
    CHECK_MSG("tiling of 'x' dim 1", "weights[1]=inf");
    nntile_graph_free(g);
}

TEST(tile_accessors)
{
    nntile_tensor *t = new_tensor("acc", NNTILE_FP32, 2, (int64_t[]){5, 7}, (int64_t[]){2, 3});
    CHECK(t && t->ntiles == 9, "tensor: %s", nntile_last_error());
    int64_t pos[2] = {7, 7}, sh[2] = {7, 7}, off[2] = {7, 7};
    /* in range */
    CHECK(nntile_tensor_tile_pos(t, 5, pos) == NNTILE_OK && pos[0] == 2 && pos[1] == 1, "pos");
    CHECK(nntile_tensor_tile_shape(t, 5, sh) == NNTILE_OK && sh[0] == 1 && sh[1] == 3, "shape");
    CHECK(nntile_tensor_tile_offset(t, 5, off) == NNTILE_OK && off[0] == 4 && off[1] == 3, "off");
    CHECK(nntile_tensor_tile_index(t, pos) == 5, "index");
    CHECK(nntile_tensor_tile_start(t, 1, 2) == 6 && nntile_tensor_tile_extent(t, 1, 2) == 1,
          "start/extent");
    /* out of range: an error, -1 or zeroed outputs, nothing read outside */
    const int64_t bad_tiles[] = {9, -1, INT64_MAX, INT64_MIN};
    for (size_t i = 0; i < sizeof bad_tiles / sizeof *bad_tiles; ++i) {
        nntile_clear_error();
        CHECK(nntile_tensor_tile_pos(t, bad_tiles[i], pos) == NNTILE_ERR_INVALID_ARGUMENT &&
                  pos[0] == 0 && pos[1] == 0, "tile_pos(%lld)", (long long)bad_tiles[i]);
        CHECK_MSG("nntile_tensor_tile_pos", "'acc'", "outside [0, 9)");
        CHECK(nntile_tensor_tile_shape(t, bad_tiles[i], sh) == NNTILE_ERR_INVALID_ARGUMENT &&
                  sh[0] == 0, "tile_shape(%lld)", (long long)bad_tiles[i]);
        CHECK_MSG("nntile_tensor_tile_shape");
        CHECK(nntile_tensor_tile_offset(t, bad_tiles[i], off) == NNTILE_ERR_INVALID_ARGUMENT,
              "tile_offset(%lld)", (long long)bad_tiles[i]);
        CHECK(nntile_tensor_tile_start(t, 0, bad_tiles[i]) == -1, "tile_start");
        CHECK_MSG("nntile_tensor_tile_start", "'acc'", "dim 0");
        CHECK(nntile_tensor_tile_extent(t, 1, bad_tiles[i]) == -1, "tile_extent");
        CHECK_MSG("nntile_tensor_tile_extent");
        CHECK(nntile_tensor_tile_index(t, (int64_t[]){0, bad_tiles[i]}) == -1, "tile_index");
        CHECK_MSG("nntile_tensor_tile_index", "dim 1");
    }
    CHECK(nntile_tensor_tile_start(t, 3, 0) == -1 && nntile_tensor_tile_start(t, -1, 0) == -1,
          "tile_start of a bad dim");
    CHECK_MSG("dim -1 is outside [0, 2)");
    CHECK(nntile_tensor_tile_start(t, 0, 3) == -1, "tile_start past the grid");
    CHECK(nntile_tensor_tile_pos(NULL, 0, pos) == NNTILE_ERR_INVALID_ARGUMENT &&
              nntile_tensor_tile_pos(t, 0, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              nntile_tensor_tile_shape(NULL, 0, sh) == NNTILE_ERR_INVALID_ARGUMENT &&
              nntile_tensor_tile_offset(t, 0, NULL) == NNTILE_ERR_INVALID_ARGUMENT,
          "NULL accepted");
    CHECK(nntile_tensor_tile_start(NULL, 0, 0) == -1 &&
              nntile_tensor_tile_extent(NULL, 0, 0) == -1 &&
              nntile_tensor_tile_index(NULL, pos) == -1 && nntile_tensor_tile_index(t, NULL) == -1,
          "NULL accepted");
    nntile_tensor_free(t);
}

/* A one-tile tensor past the runtime's 2^32 - 1 elements per tile: the
 * error names the tensor and says to tile it (tensor and compile). */
TEST(big_tile_message)
{
    nntile_tensor *t = NULL;
    CHECK(nntile_tensor_new(&t, "huge", NNTILE_FP32, 2, (int64_t[]){65536, 65537}, NULL) ==
              NNTILE_ERR_INVALID_ARGUMENT && !t, "a tile of 2^32 + 65536 elements accepted");
    CHECK_MSG("tensor 'huge'", "tile 0 has 4295032832 elements", "tile it");
    nntile_tile tl;
    CHECK(nntile_tile_init(&tl, NNTILE_FP32, 1, (int64_t[]){(int64_t)1 << 32}) ==
              NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init of 2^32 accepted");
    CHECK_MSG("nntile_tile_init", "tile it");
    nntile_graph *g = nntile_graph_new("big");
    nntile_node *x = nntile_graph_tensor(g, "wide", NNTILE_FP32, 1, (int64_t[]){(int64_t)1 << 33});
    nntile_node_mark_output(nntile_gelu(x, "y"));
    nntile_compile_config cfg; /* one tile: refused */
    nntile_compile_config_init(&cfg);
    cfg.auto_tiling = -1;
    CHECK(nntile_compile(g, &cfg) == NULL, "compiled a 2^33-element tile");
    CHECK_MSG("tensor 'wide'", "tile it");
    nntile_compiled *auto_tiled = nntile_compile(g, NULL); /* the automatic tiling cuts it */
    CHECK(auto_tiled != NULL, "the automatic tiling left a 2^33-element tile: %s",
          nntile_last_error());
    nntile_compiled_free(auto_tiled);
    /* tiled, it compiles (no data is allocated yet) */
    nntile_compile_config_init(&cfg);
    cfg.default_tile = (int64_t)1 << 31;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c, "tiled: %s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* The child: init (serial), compile x [n, n] -> gelu, then under an address
 * space limit of a margin past what is in use, bind x: exit 10 with the
 * message on stdout when that is NNTILE_ERR_OUT_OF_MEMORY. */
static int bind_child(int64_t n, long margin)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = NNTILE_BACKEND_SERIAL;
    if (nntile_init(&cfg) != NNTILE_OK) return 3;
    nntile_graph *g = nntile_graph_new("oom");
    nntile_node *x = nntile_graph_tensor(g, "xin", NNTILE_FP32, 2, (int64_t[]){n, n});
    nntile_node_mark_output(nntile_gelu(x, "y"));
    nntile_compiled *c = nntile_compile(g, NULL);
    float *data = (float *)calloc((size_t)(n * n), sizeof(float));
    if (!c || !data) return 4;
    struct rlimit rl = {(rlim_t)(test_vm_bytes() + margin), (rlim_t)(test_vm_bytes() + margin)};
    if (setrlimit(RLIMIT_AS, &rl) != 0) return 5;
    nntile_status st = nntile_compiled_bind(c, "xin", data, (size_t)(n * n));
    printf("status: %s: %s\n", nntile_status_string(st), st ? nntile_last_error() : "");
    fflush(stdout);
    free(data);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return st == NNTILE_OK ? 0 : st == NNTILE_ERR_OUT_OF_MEMORY ? 10 : 11;
}

TEST(bind_out_of_memory)
{
#if defined(__SANITIZE_ADDRESS__)
    printf("  skipped: AddressSanitizer reserves terabytes of address space\n");
    return;
#endif
    int fd[2];
    CHECK(pipe(fd) == 0, "pipe");
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        _exit(bind_child(8192, 64l << 20));
    }
    close(fd[1]);
    char out[2048];
    size_t len = 0;
    ssize_t r;
    while (len + 1 < sizeof out && (r = read(fd[0], out + len, sizeof out - 1 - len)) > 0)
        len += (size_t)r;
    out[len] = '\0';
    close(fd[0]);
    int ws = 0;
    waitpid(pid, &ws, 0);
    int rc = WIFEXITED(ws) ? WEXITSTATUS(ws) : -WTERMSIG(ws);
    CHECK(rc == 10, "child exit %d (want 10: out of memory): %s", rc, out);
    CHECK(strstr(out, "'xin'"), "the message names no tensor: %s", out);
}

int main(void)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(embedding_int64_min_ids, test_backends[b].name);
        RUN_AS(cross_entropy_int64_min, test_backends[b].name);
        RUN_AS(copy_intersection_offsets, test_backends[b].name);
        RUN_AS(conv2d_huge_geometry, test_backends[b].name);
        RUN_AS(sdpa_huge_start, test_backends[b].name);
        RUN_AS(gemm_blas_int_sizes, test_backends[b].name);
        RUN_AS(optimizer_step_counter, test_backends[b].name);
        RUN_AS(memory_limit_env, test_backends[b].name);
        RUN_AS(tile_accessors, test_backends[b].name);
        RUN_AS(big_tile_message, test_backends[b].name);
        nntile_shutdown();
    }
    RUN(gemm_shape_huge_ndim);
    RUN(strategy_weights);
    RUN(bind_out_of_memory);
    HARNESS_EXIT();
}
