/* Messages that name what is wrong, and only that, in valid UTF-8:
 * - a check of several fields (the compile config, its execution policy,
 *   generation's arguments, the rope table) names only the field that
 *   failed, with its value and its condition;
 * - a file whose st_size is 0 but that has data (/proc/self/status) is
 *   refused as a file of unknown size by every reader (safetensors,
 *   checkpoint, graph, tokenizer, Hugging Face config), never read as empty;
 * - input quoted into a message (a merges.txt token with a 0xFF byte, vocab
 *   and tensor names with control bytes, a path with a 0xFF byte, a long
 *   token cut) leaves nntile_last_error() valid UTF-8, the bytes escaped
 *   (\xFF, \n) and a cut value ending in "…" at a character's end. */
#define _POSIX_C_SOURCE 200809L /* symlink */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#include <sys/stat.h>
#include <unistd.h>

/* The last error lacks the fragment. */
#define CHECK_NO(frag) \
    CHECK(strstr(nntile_last_error(), (frag)) == NULL, "message '%s' has '%s'", \
          nntile_last_error(), (frag))

/* 1 when s is well-formed UTF-8 (no overlongs, surrogates, code points above
 * U+10FFFF, cut sequences). */
static int utf8_valid(const char *str)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t n = strlen(str), i = 0;
    while (i < n) {
        unsigned c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        size_t len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
                   : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
        if (!len || n - i < len) return 0;
        unsigned lo = 0x80, hi = 0xBF;
        if (c == 0xE0) lo = 0xA0;
        else if (c == 0xED) hi = 0x9F;
        else if (c == 0xF0) lo = 0x90;
        else if (c == 0xF4) hi = 0x8F;
        if (s[i + 1] < lo || s[i + 1] > hi) return 0;
        for (size_t k = 2; k < len; ++k)
            if ((s[i + k] & 0xC0) != 0x80) return 0;
        i += len;
    }
    return 1;
}

#define CHECK_UTF8() \
    CHECK(utf8_valid(nntile_last_error()), "message is not UTF-8: '%s'", nntile_last_error())

static char dir[256];

static const char *tmp_path(const char *name)
{
    static char p[4][512];
    static int k;
    k = (k + 1) % 4;
    snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
    return p[k];
}

static int write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    int ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

/* y = x + w (w persistent) on [4]. */
static nntile_graph *small_graph(void)
{
    nntile_graph *g = nntile_graph_new("msgs");
    const int64_t s[1] = {4};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 1, s);
    nntile_node *w = nntile_graph_parameter(g, "w", NNTILE_FP32, 1, s);
    nntile_node *y = nntile_add(1.0, x, 1.0, w, "y");
    nntile_node_mark_output(y);
    return g;
}

static nntile_compile_config cc;

static void cfg_reset(void) { nntile_compile_config_init(&cc); }

/* Compiling with cc fails; the message has frag. */
#define COMPILE_FAILS(g, frag) \
    do { \
        nntile_compiled *c_ = nntile_compile((g), &cc); \
        nntile_compiled_free(c_); \
        CHECK(!c_, "compile succeeded"); \
        CHECK_MSG(frag); \
        CHECK_UTF8(); \
    } while (0)

TEST(compile_config_names_one_field)
{
    nntile_graph *g = small_graph();
    cfg_reset();
    cc.tp_ranks = -1;
    COMPILE_FAILS(g, "compile 'msgs': tp_ranks=-1 must be >= 0");
    CHECK_NO("nranks=");
    CHECK_NO("distributions");
    CHECK_NO("preset");
    CHECK_NO("cache_policy");
    cfg_reset();
    cc.cache_policy = 7;
    COMPILE_FAILS(g, "cache_policy=7 must be 0-3");
    CHECK_NO("tp_ranks");
    CHECK_NO("nranks");
    cfg_reset();
    cc.nranks = -2;
    COMPILE_FAILS(g, "nranks=-2 must be >= 0");
    CHECK_NO("tp_ranks");
    cfg_reset();
    cc.split_k = 2;
    COMPILE_FAILS(g, "compile 'msgs': split_k=2 must be 0 (on) or -1 (off)");
    CHECK_NO("auto_tiling");
    CHECK_NO("keep_copies");
    cfg_reset();
    cc.keep_copies = 3;
    COMPILE_FAILS(g, "keep_copies=3 must be 0 or 1");
    CHECK_NO("auto_tiling");
    CHECK_NO("split_k");
    cfg_reset();
    cc.ntilings = 1;
    COMPILE_FAILS(g, "ntilings=1 needs tilings, which is NULL");
    CHECK_NO("nbounds");
    CHECK_NO("nsymbols");
    CHECK_NO("default_tile");
    cfg_reset();
    cc.default_tile = -4;
    COMPILE_FAILS(g, "default_tile=-4 must be >= 0");
    CHECK_NO("ntilings");
    CHECK_NO("symbols");
    cfg_reset();
    cc.nstrategies = -1;
    COMPILE_FAILS(g, "nstrategies=-1 must be >= 0");
    CHECK_NO("ndistributions");
    nntile_graph_free(g);
}

TEST(policy_names_one_field)
{
    nntile_graph *g = small_graph();
    cfg_reset();
    cc.policy.swap_size = -1;
    COMPILE_FAILS(g, "policy.swap_size=-1 must be >= 0");
    CHECK_NO("memory_limit");
    cfg_reset();
    cc.policy.cuda_memory_limit = -3;
    COMPILE_FAILS(g, "policy.cuda_memory_limit=-3 must be >= 0");
    CHECK_NO("swap_size");
    CHECK_NO("policy.memory_limit");
    cfg_reset();
    cc.policy.priorities = 2;
    COMPILE_FAILS(g, "policy.priorities=2 must be -1, 0 or 1");
    CHECK_NO("offload");
    nntile_graph_free(g);
}

TEST(generate_names_one_argument)
{
    nntile_gpt2_config gc;
    nntile_gpt2_config_init(&gc);
    gc.vocab = 7, gc.context = 4, gc.n_layer = 1, gc.n_head = 1, gc.n_embd = 4;
    gc.dtype = NNTILE_FP32;
    nntile_graph *g = nntile_graph_new("gen");
    const int64_t ts[2] = {4, 1};
    nntile_node *lg = nntile_gpt2(nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts), &gc);
    CHECK(lg, "build: %s", nntile_last_error());
    nntile_node_mark_output(lg);
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "compile: %s", nntile_last_error());
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    int64_t seq[4] = {1, 2, 0, 0};
    nntile_status st = nntile_gpt2_generate(c, &gc, NULL, 2, 4, &sc, NULL);
    int ok = st == NNTILE_ERR_INVALID_ARGUMENT;
    char msg[1024];
    snprintf(msg, sizeof msg, "%s", nntile_last_error());
    int ok2 = 1, ok3 = 1;
    if (ok) {
        st = nntile_gpt2_generate(c, &gc, seq, 3, 2, &sc, NULL);
        ok2 = st == NNTILE_ERR_INVALID_ARGUMENT &&
              strstr(nntile_last_error(), "total_len=2 must be >= prompt_len=3") &&
              !strstr(nntile_last_error(), "seq") && !strstr(nntile_last_error(), "sc");
        sc.top_k = -1;
        st = nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL);
        ok3 = st == NNTILE_ERR_INVALID_ARGUMENT &&
              strstr(nntile_last_error(), "sample config top_k=-1 must be >= 0") &&
              !strstr(nntile_last_error(), "temperature");
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(ok && strstr(msg, "gpt2_generate: seq is NULL") && !strstr(msg, "prompt_len") &&
              !strstr(msg, "src") && !strstr(msg, " sc"),
          "NULL seq: %s", msg);
    CHECK(ok2, "total_len < prompt_len: %s", nntile_last_error());
    CHECK(ok3, "top_k -1: %s", nntile_last_error());
}

TEST(rope_table_names_one_argument)
{
    double s[8], c[8];
    CHECK(nntile_rope_table(3, 0, 2, 1e4, s, c) == NNTILE_ERR_INVALID_ARGUMENT, "head_dim 3");
    CHECK_MSG("rope_table: head_dim=3 must be even and >= 2");
    CHECK_NO("start");
    CHECK_NO("theta");
    CHECK(nntile_rope_table(4, 0, 2, -1.0, s, c) == NNTILE_ERR_INVALID_ARGUMENT, "theta -1");
    CHECK_MSG("rope_table: theta=-1 must be > 0");
    CHECK_NO("head_dim");
    CHECK_NO("T=");
    CHECK(nntile_rope_table(4, 0, 2, 1e4, NULL, c) == NNTILE_ERR_INVALID_ARGUMENT, "sin NULL");
    CHECK_MSG("rope_table: sin is NULL");
    CHECK_NO("cos");
}

/* ---- files whose st_size is 0 but that have data ---- */

#define PROC "/proc/self/status"
#define UNKNOWN_SIZE "its size is not known (st_size 0 but it has data"

TEST(proc_file_readers)
{
    struct stat sb;
    if (stat(PROC, &sb) != 0 || sb.st_size != 0) {
        printf("  (no %s of st_size 0 here: skipped)\n", PROC);
        return;
    }
    nntile_safetensors *f = nntile_safetensors_open(PROC);
    nntile_safetensors_close(f);
    CHECK(!f, "safetensors opened %s", PROC);
    CHECK_MSG("safetensors '" PROC "': " UNKNOWN_SIZE);
    CHECK_NO("0 bytes");

    nntile_graph *gl = nntile_graph_load(PROC);
    nntile_graph_free(gl);
    CHECK(!gl, "graph load read %s", PROC);
    CHECK_MSG("graph load '" PROC "': " UNKNOWN_SIZE);

    /* the tokenizer: vocab.json, then merges.txt after a good vocab */
    nntile_tokenizer *t = nntile_tokenizer_load_gpt2(PROC, PROC);
    nntile_tokenizer_free(t);
    CHECK(!t, "tokenizer loaded %s", PROC);
    CHECK_MSG("tokenizer vocab '" PROC "': " UNKNOWN_SIZE);
    const char *vocab = tmp_path("vocab.json");
    CHECK(write_file(vocab, "{\"a\": 0, \"b\": 1}", 16), "write %s", vocab);
    t = nntile_tokenizer_load_gpt2(vocab, PROC);
    nntile_tokenizer_free(t);
    CHECK(!t, "tokenizer loaded merges %s", PROC);
    CHECK_MSG("tokenizer merges '" PROC "': " UNKNOWN_SIZE);

    /* the Hugging Face config: <dir>/config.json a link to the proc file */
    const char *hf = tmp_path("hf");
    mkdir(hf, 0755);
    char link[600];
    snprintf(link, sizeof link, "%s/config.json", hf);
    unlink(link);
    CHECK(symlink(PROC, link) == 0, "symlink %s", link);
    nntile_hf_config hc;
    CHECK(nntile_hf_read_config(hf, &hc) != NNTILE_OK, "hf config read %s", PROC);
    CHECK_MSG(UNKNOWN_SIZE);
    unlink(link);
    rmdir(hf);
}

/* The checkpoint loader on a compiled graph (both backends). */
TEST(proc_file_checkpoint)
{
    struct stat sb;
    if (stat(PROC, &sb) != 0 || sb.st_size != 0) return;
    nntile_graph *g = small_graph();
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "compile: %s", nntile_last_error());
    nntile_status st = nntile_checkpoint_load(c, PROC);
    char msg[1024];
    snprintf(msg, sizeof msg, "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(st != NNTILE_OK, "checkpoint loaded %s", PROC);
    CHECK(strstr(msg, UNKNOWN_SIZE) && !strstr(msg, "0 bytes"), "message '%s'", msg);
}

/* ---- input quoted into messages ---- */

TEST(merges_byte_ff)
{
    const char *vocab = tmp_path("vocab_ff.json"), *merges = tmp_path("merges_ff.txt");
    const char v[] = "{\"a\": 0, \"b\": 1, \"ab\": 2}";
    const char m[] = "#version: 0.2\na b\na\xFF b\n";
    CHECK(write_file(vocab, v, sizeof v - 1) && write_file(merges, m, sizeof m - 1), "write");
    nntile_tokenizer *t = nntile_tokenizer_load_gpt2(vocab, merges);
    nntile_tokenizer_free(t);
    CHECK(!t, "loaded merges with a 0xFF byte");
    CHECK_MSG("line 3: token \"a\\xFF\" is not in the vocabulary");
    CHECK_UTF8();
}

TEST(merges_long_token_cut)
{
    /* "x" then 100 two-byte characters: cut anywhere but at a character's end
     * leaves half a character */
    char line[512], m[600];
    size_t n = 0;
    line[n++] = 'x';
    for (int i = 0; i < 100; ++i) line[n++] = '\xC3', line[n++] = '\xA9'; /* é */
    line[n] = 0;
    int len = snprintf(m, sizeof m, "%s b\n", line);
    const char *vocab = tmp_path("vocab_long.json"), *merges = tmp_path("merges_long.txt");
    CHECK(write_file(vocab, "{\"a\": 0, \"b\": 1}", 16) && write_file(merges, m, (size_t)len),
          "write");
    nntile_tokenizer *t = nntile_tokenizer_load_gpt2(vocab, merges);
    nntile_tokenizer_free(t);
    CHECK(!t, "loaded an unknown token");
    CHECK_MSG("token \"x\xC3\xA9\xC3\xA9", "\xE2\x80\xA6\" is not in the vocabulary");
    CHECK_UTF8();
}

TEST(vocab_control_bytes)
{
    /* a token with a newline and a \u0001, twice: the duplicate's message */
    const char v[] = "{\"a\\nb\\u0001\": 0, \"a\\nb\\u0001\": 1}";
    const char *vocab = tmp_path("vocab_ctl.json"), *merges = tmp_path("merges_ctl.txt");
    CHECK(write_file(vocab, v, sizeof v - 1) && write_file(merges, "", 0), "write");
    nntile_tokenizer *t = nntile_tokenizer_load_gpt2(vocab, merges);
    nntile_tokenizer_free(t);
    CHECK(!t, "loaded a duplicate token");
    CHECK_MSG("duplicate key \"a\\nb\\x01\"");
    CHECK(!strchr(nntile_last_error(), '\n') && !strchr(nntile_last_error(), '\x01'),
          "raw control bytes in '%s'", nntile_last_error());
    CHECK_UTF8();
    /* a bad id names the token in the path vocab["..."] */
    const char w[] = "{\"q\\t\\u007f\": -1}";
    CHECK(write_file(vocab, w, sizeof w - 1), "write");
    t = nntile_tokenizer_load_gpt2(vocab, merges);
    nntile_tokenizer_free(t);
    CHECK(!t, "loaded a negative id");
    CHECK_MSG("vocab[\"q\\t\\x7F\"]");
    CHECK_UTF8();
}

TEST(safetensors_name_bytes)
{
    float x[2] = {1, 2};
    nntile_safetensors_entry e;
    memset(&e, 0, sizeof e);
    e.name = "w\xFF\x01";
    e.dtype = NNTILE_FP32;
    e.ndim = 1;
    e.shape[0] = 2;
    e.data = x;
    CHECK(nntile_safetensors_write(tmp_path("bad_name.safetensors"), 1, &e) != NNTILE_OK,
          "wrote a non-UTF-8 name");
    CHECK_MSG("\"w\\xFF\\x01\"");
    CHECK_UTF8();
}

TEST(error_path_bytes)
{
    /* a path is not quoted, but the stored message stays UTF-8 */
    nntile_safetensors *f = nntile_safetensors_open("/nonexistent/dir\xFF\xFE/x.safetensors");
    CHECK(!f, "opened a missing file");
    CHECK_MSG("dir\\xFF\\xFE/x.safetensors");
    CHECK_UTF8();
    /* a cut multi-byte character at the end of a long message */
    char path[1200];
    size_t n = 0;
    path[n++] = '/';
    while (n < sizeof path - 3) path[n++] = '\xE2', path[n++] = '\x82', path[n++] = '\xAC';
    path[n] = 0;
    for (int shift = 0; shift < 3; ++shift) {
        f = nntile_safetensors_open(path + shift);
        CHECK(!f, "opened a missing file");
        CHECK_UTF8();
    }
}

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "build/test/messages_%ld", (long)getpid());
    mkdir("build", 0755);
    mkdir("build/test", 0755);
    mkdir(dir, 0755);
}

int main(void)
{
    make_dir();
    RUN(rope_table_names_one_argument);
    RUN(proc_file_readers);
    RUN(merges_byte_ff);
    RUN(merges_long_token_cut);
    RUN(vocab_control_bytes);
    RUN(safetensors_name_bytes);
    RUN(error_path_bytes);
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(compile_config_names_one_field, test_backends[b].name);
        RUN_AS(policy_names_one_field, test_backends[b].name);
        RUN_AS(generate_names_one_argument, test_backends[b].name);
        RUN_AS(proc_file_checkpoint, test_backends[b].name);
        nntile_shutdown();
    }
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) printf("  (could not remove %s)\n", dir);
    HARNESS_EXIT();
}
