/* Generation under the ids and lengths a user can give (nntile_generate,
 * nntile_gpt2_generate, nntile_llama_generate on tiny fp64 models, both
 * backends):
 *   - a prompt id outside [0, vocab) (-1, vocab, INT64_MIN, INT64_MAX) is
 *     NNTILE_ERR_INVALID_ARGUMENT naming the function, the position and the
 *     value, and nothing is generated (seq past the prompt unchanged);
 *   - total_len past NNTILE_GENERATE_MAX_LEN (2^31, 10^12, 2^61, INT64_MAX) is
 *     an error naming the limit, before anything runs: seq is 3 prompt tokens
 *     at the very end of a page followed by an inaccessible page, so one token
 *     written past them is a crash, not a silent overflow;
 *   - the boundary ids 0 and vocab - 1 generate. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

enum { VV = 13, TT = 8, P = 3, N = 6 };

typedef struct model {
    int llama;
    nntile_gpt2_config gc;
    nntile_llama_config lc;
    nntile_graph *g;
    nntile_compiled *c;
} model;

/* A tiny fp64 GPT-2 or Llama with tokens [TT, 1], compiled and initialised. */
static int model_new(model *m, int llama)
{
    memset(m, 0, sizeof *m);
    m->llama = llama;
    nntile_gpt2_config_init(&m->gc);
    m->gc.vocab = VV, m->gc.context = TT, m->gc.n_layer = 1, m->gc.n_head = 2, m->gc.n_embd = 8;
    m->gc.dtype = NNTILE_FP64;
    nntile_llama_config_init(&m->lc);
    m->lc.vocab = VV, m->lc.context = TT, m->lc.n_layer = 1, m->lc.n_head = 2;
    m->lc.n_kv_head = 1, m->lc.n_embd = 8, m->lc.n_hidden = 12, m->lc.dtype = NNTILE_FP64;
    const int64_t ts[2] = {TT, 1};
    m->g = nntile_graph_new(llama ? "llama" : "gpt2");
    nntile_node *tok = nntile_graph_input(m->g, "tokens", NNTILE_INT64, 2, ts);
    nntile_node *lg = llama ? nntile_llama(tok, &m->lc) : nntile_gpt2(tok, &m->gc);
    if (!lg) return 0;
    nntile_node_mark_output(lg);
    m->c = nntile_compile(m->g, NULL);
    return m->c && (llama ? nntile_llama_init(m->c, m->g, &m->lc, 7)
                          : nntile_gpt2_init(m->c, m->g, &m->gc, 7)) == NNTILE_OK;
}

static void model_free(model *m)
{
    nntile_compiled_free(m->c);
    nntile_graph_free(m->g);
}

/* which 0: nntile_generate (full recomputation); 1: the KV-cache form. */
static nntile_status gen(const model *m, int which, int64_t *seq, int64_t plen, int64_t total)
{
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.temperature = 0;
    if (!which) return nntile_generate(m->c, m->g, "tokens", "logits", seq, plen, total, &sc);
    return m->llama ? nntile_llama_generate(m->c, &m->lc, seq, plen, total, &sc, NULL)
                    : nntile_gpt2_generate(m->c, &m->gc, seq, plen, total, &sc, NULL);
}

static const char *fn_name(const model *m, int which)
{
    return !which ? "generate" : m->llama ? "llama_generate" : "gpt2_generate";
}

static void ids_case(int llama)
{
    model m;
    int ok = model_new(&m, llama);
    CHECK(ok, "build: %s / %s", nntile_graph_error(m.g) ? nntile_graph_error(m.g) : "",
          nntile_last_error());
    static const int64_t bad[] = {-1, VV, INT64_MIN, INT64_MAX};
    for (int which = 0; which < 2; ++which) {
        const char *fn = fn_name(&m, which);
        for (size_t b = 0; b < sizeof bad / sizeof *bad; ++b) {
            int64_t seq[N] = {3, 1, bad[b], 777, 777, 777};
            nntile_status st = gen(&m, which, seq, P, N);
            char want[160];
            snprintf(want, sizeof want, "%s: prompt[2]=%lld is outside the vocabulary [0, %d)",
                     fn, (long long)bad[b], VV);
            CHECK(st == NNTILE_ERR_INVALID_ARGUMENT, "%s with prompt id %lld: status %d (%s)", fn,
                  (long long)bad[b], (int)st, nntile_last_error());
            CHECK(strncmp(nntile_last_error(), want, strlen(want)) == 0,
                  "message '%s' is not '%s'", nntile_last_error(), want);
            for (int i = P; i < N; ++i)
                CHECK(seq[i] == 777, "%s wrote seq[%d]=%lld for a bad prompt", fn, i,
                      (long long)seq[i]);
        }
        /* the first id is checked as well as the last */
        int64_t first[N] = {-5, 1, 2, 777, 777, 777};
        CHECK(gen(&m, which, first, P, N) == NNTILE_ERR_INVALID_ARGUMENT, "%s prompt[0]", fn);
        CHECK_MSG("prompt[0]=-5 is outside the vocabulary");
        /* the boundary ids are tokens */
        int64_t good[N] = {0, VV - 1, 0, 777, 777, 777};
        nntile_status st = gen(&m, which, good, P, N);
        CHECK(st == NNTILE_OK, "%s with ids 0 and vocab - 1: %s", fn, nntile_last_error());
        for (int i = P; i < N; ++i)
            CHECK(good[i] >= 0 && good[i] < VV, "%s token %d = %lld", fn, i, (long long)good[i]);
    }
    model_free(&m);
}
TEST(prompt_ids_gpt2) { ids_case(0); }
TEST(prompt_ids_llama) { ids_case(1); }

static void length_case(int llama)
{
    model m;
    int ok = model_new(&m, llama);
    CHECK(ok, "build: %s", nntile_last_error());
    long page = sysconf(_SC_PAGESIZE);
    char *mem = mmap(NULL, (size_t)(2 * page), PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    CHECK(mem != MAP_FAILED, "mmap");
    CHECK(mprotect(mem + page, (size_t)page, PROT_NONE) == 0, "mprotect");
    int64_t *seq = (int64_t *)(mem + page) - P; /* the prompt ends where the page does */
    seq[0] = 3, seq[1] = 1, seq[2] = 4;
    static const int64_t huge[] = {NNTILE_GENERATE_MAX_LEN + 1, 1000000000000,
                                   (int64_t)1 << 61, INT64_MAX};
    for (int which = 0; which < 2; ++which) {
        const char *fn = fn_name(&m, which);
        for (size_t h = 0; h < sizeof huge / sizeof *huge; ++h) {
            nntile_status st = gen(&m, which, seq, P, huge[h]);
            char want[160];
            snprintf(want, sizeof want, "%s: total_len=%lld is more than "
                     "NNTILE_GENERATE_MAX_LEN=2147483647", fn, (long long)huge[h]);
            if (st != NNTILE_ERR_INVALID_ARGUMENT ||
                strncmp(nntile_last_error(), want, strlen(want)) != 0) {
                munmap(mem, (size_t)(2 * page));
                model_free(&m);
            }
            CHECK(st == NNTILE_ERR_INVALID_ARGUMENT, "%s total_len=%lld: status %d (%s)", fn,
                  (long long)huge[h], (int)st, nntile_last_error());
            CHECK(strncmp(nntile_last_error(), want, strlen(want)) == 0,
                  "message '%s' is not '%s'", nntile_last_error(), want);
        }
    }
    /* a bad id with a huge length: either error, never a run */
    seq[2] = VV;
    nntile_status st = gen(&m, 1, seq, P, INT64_MAX);
    munmap(mem, (size_t)(2 * page));
    model_free(&m);
    CHECK(st == NNTILE_ERR_INVALID_ARGUMENT, "bad id and huge length: %s", nntile_last_error());
}
TEST(huge_length_gpt2) { length_case(0); }
TEST(huge_length_llama) { length_case(1); }

int main(void)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(prompt_ids_gpt2, test_backends[b].name);
        RUN_AS(prompt_ids_llama, test_backends[b].name);
        RUN_AS(huge_length_gpt2, test_backends[b].name);
        RUN_AS(huge_length_llama, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}
