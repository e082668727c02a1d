/* Hugging Face checkpoint directories as a hostile user meets them, with
 * checkpoints nntile writes itself (no torch needed):
 * - a config.json describing a model far larger than the weights beside it
 *   (n_layer up to INT64_MAX, Llama's num_hidden_layers, a huge width) is
 *   refused by nntile_hf_read_config before anything is built, and a config
 *   without weights is refused;
 * - a key twice in config.json or in a shard index is refused (Python keeps
 *   the last value, a first-match reader the first);
 * - an index naming tensors no shard holds, or tensors of no model, fails;
 * - a failed nntile_hf_save / nntile_hf_save_sharded leaves the old
 *   directory byte for byte as it was (every file, no temporary left):
 *   config.json a FIFO or a directory, RLIMIT_FSIZE at every size a file of
 *   the set needs, a tiny tmpfs full at every page (root only), an old file
 *   that cannot be replaced part way through the commit (chattr +i, root
 *   only: the shards already renamed are put back);
 * - sharded saves load back with the same values, and a save of the other
 *   layout removes the stale one (model.safetensors vs the index);
 * - the Llama family: a tied Llama (SmolLM's shape, no lm_head.weight),
 *   Mistral with and without a sliding window, Qwen2 tied and untied (its
 *   q, k, v biases 0 after nntile_llama_init, then set) save and load back
 *   bit for bit with config.json naming the model type; configs that do not
 *   match their model type (Qwen2 without biases, Llama with them or with a
 *   window, an unknown arch) and a Mistral window shorter than the context
 *   are refused.
 * On every backend. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#include <dirent.h>
#include <signal.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static char scratch[256]; /* $BUILD/test/hf_dirs */

/* ---- models ------------------------------------------------------------- */

typedef struct model {
    nntile_hf_config cfg;
    nntile_graph *g;
    nntile_compiled *c;
} model;

/* A config of arch with both model configs at their defaults. */
static nntile_hf_config hf_cfg(nntile_hf_arch arch)
{
    nntile_hf_config h;
    memset(&h, 0, sizeof h);
    h.arch = arch;
    nntile_gpt2_config_init(&h.gpt2);
    nntile_llama_config_init(&h.llama);
    return h;
}

static nntile_hf_config gpt2_cfg(int64_t n_embd, int64_t n_layer)
{
    nntile_hf_config h = hf_cfg(NNTILE_HF_GPT2);
    h.gpt2.vocab = 11;
    h.gpt2.context = 8;
    h.gpt2.n_layer = n_layer;
    h.gpt2.n_head = 2;
    h.gpt2.n_embd = n_embd;
    h.gpt2.n_hidden = 0;
    return h;
}

static nntile_hf_config llama_cfg(void)
{
    nntile_hf_config h = hf_cfg(NNTILE_HF_LLAMA);
    h.llama.vocab = 13;
    h.llama.context = 8;
    h.llama.n_layer = 2;
    h.llama.n_head = 2;
    h.llama.n_kv_head = 1;
    h.llama.n_embd = 8;
    h.llama.n_hidden = 12;
    return h;
}

/* The model of cfg on tokens [4, 1], compiled, parameters from seed. */
static int model_new(model *m, const nntile_hf_config *cfg, uint64_t seed)
{
    memset(m, 0, sizeof *m);
    m->cfg = *cfg;
    m->g = nntile_graph_new("hf_dirs");
    nntile_node *tok = nntile_graph_input(m->g, "tokens", NNTILE_INT64, 2, (int64_t[]){4, 1});
    nntile_node *y = cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2(tok, &cfg->gpt2)
                                                 : nntile_llama(tok, &cfg->llama);
    if (!y) return 0;
    nntile_node_mark_output(y);
    m->c = nntile_compile(m->g, NULL);
    if (!m->c) return 0;
    return (cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2_init(m->c, m->g, &cfg->gpt2, seed)
                                        : nntile_llama_init(m->c, m->g, &cfg->llama, seed)) ==
           NNTILE_OK;
}

static void model_free(model *m)
{
    nntile_compiled_free(m->c);
    nntile_graph_free(m->g);
    memset(m, 0, sizeof *m);
}

/* 1 when every parameter of a and b holds the same bits (same config). */
static int same_params(const model *a, const model *b)
{
    int ok = 1;
    for (int i = 0; i < nntile_graph_num_tensors(a->g) && ok; ++i) {
        nntile_node *t = nntile_graph_tensor_at(a->g, i);
        if (nntile_node_role(t) != NNTILE_ROLE_PARAMETER) continue;
        size_t n = (size_t)nntile_node_nelems(t);
        float *x = malloc(n * 4 + 4), *y = malloc(n * 4 + 4);
        ok = nntile_compiled_get(a->c, nntile_node_name(t), x, n) == NNTILE_OK &&
             nntile_compiled_get(b->c, nntile_node_name(t), y, n) == NNTILE_OK &&
             !memcmp(x, y, n * 4);
        free(x);
        free(y);
    }
    return ok;
}

/* 1 when dir loads (config read and judged, weights loaded) into a fresh
 * model of its config with the parameters of want. */
static int loads_as(const char *dir, const model *want)
{
    nntile_hf_config cfg;
    if (nntile_hf_read_config(dir, &cfg) != NNTILE_OK) {
        printf("  read config '%s': %s\n", dir, nntile_last_error());
        return 0;
    }
    model m;
    int ok = model_new(&m, &cfg, 99) && nntile_hf_load(m.c, dir, NULL) == NNTILE_OK;
    if (!ok) printf("  load '%s': %s\n", dir, nntile_last_error());
    ok = ok && same_params(&m, want);
    model_free(&m);
    return ok;
}

/* ---- files -------------------------------------------------------------- */

static void path_in(char *buf, size_t n, const char *dir, const char *file)
{
    snprintf(buf, n, "%s/%s", dir, file);
}

static void rm_rf(const char *p)
{
    char cmd[2600];
    snprintf(cmd, sizeof cmd, "chattr -R -i '%s' 2>/dev/null; rm -rf '%s'", p, p);
    if (system(cmd) != 0) printf("  rm -rf %s failed\n", p);
}

static char *read_all(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)len + 1);
    *n = fread(b, 1, (size_t)len, f);
    b[*n] = 0;
    fclose(f);
    return b;
}

static int write_all(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    int ok = fputs(text, f) >= 0;
    return fclose(f) == 0 && ok;
}

/* A directory's entries and their bytes (a FIFO or folder as its kind). */
typedef struct snapshot {
    int n;
    char name[64][128];
    char *data[64];
    size_t len[64];
} snapshot;

static int snap(const char *dir, snapshot *s)
{
    memset(s, 0, sizeof *s);
    DIR *d = opendir(dir);
    if (!d) return 0;
    struct dirent *e;
    while ((e = readdir(d)) && s->n < 64) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        char p[1024];
        struct stat sb;
        path_in(p, sizeof p, dir, e->d_name);
        snprintf(s->name[s->n], 128, "%.127s", e->d_name);
        if (lstat(p, &sb) == 0 && S_ISREG(sb.st_mode)) {
            s->data[s->n] = read_all(p, &s->len[s->n]);
        } else {
            s->data[s->n] = strdup(S_ISFIFO(sb.st_mode) ? "<fifo>" : "<other>");
            s->len[s->n] = strlen(s->data[s->n]);
        }
        ++s->n;
    }
    closedir(d);
    return 1;
}

static void snap_free(snapshot *s)
{
    for (int i = 0; i < s->n; ++i) free(s->data[i]);
    s->n = 0;
}

/* 1 when b holds exactly a's entries with a's bytes; else prints the difference. */
static int snap_same(const snapshot *a, const snapshot *b)
{
    int ok = a->n == b->n;
    for (int i = 0; i < a->n; ++i) {
        int k = 0;
        while (k < b->n && strcmp(a->name[i], b->name[k])) ++k;
        if (k == b->n || a->len[i] != b->len[k] || memcmp(a->data[i], b->data[k], a->len[i])) {
            printf("  %s: %s\n", a->name[i], k == b->n ? "gone" : "changed");
            ok = 0;
        }
    }
    for (int k = 0; k < b->n; ++k) {
        int i = 0;
        while (i < a->n && strcmp(a->name[i], b->name[k])) ++i;
        if (i == a->n) printf("  %s: new\n", b->name[k]), ok = 0;
    }
    return ok;
}

static int exists(const char *dir, const char *file)
{
    char p[1024];
    struct stat sb;
    path_in(p, sizeof p, dir, file);
    return lstat(p, &sb) == 0;
}

/* ---- a config far larger than its weights --------------------------------- */

/* dir/file with `text` put right after the first `anchor`; with skip, the
 * value there (up to the next ',' or '}') is dropped: replaced by text. */
static int edit(const char *dir, const char *file, const char *anchor, const char *text,
                int skip)
{
    char p[1024];
    size_t n;
    path_in(p, sizeof p, dir, file);
    char *t = read_all(p, &n), *at = t ? strstr(t, anchor) : NULL;
    if (!at) return free(t), 0;
    char *v = at + strlen(anchor), *rest = skip ? v + strcspn(v, ",}") : v;
    char *out = malloc(n + strlen(text) + 1);
    sprintf(out, "%.*s%s%s", (int)(v - t), t, text, rest);
    int ok = write_all(p, out);
    free(out);
    free(t);
    return ok;
}

/* config.json's value of key replaced by value. */
static int set_key(const char *dir, const char *key, const char *value)
{
    char k[128];
    snprintf(k, sizeof k, "\"%s\": ", key);
    return edit(dir, "config.json", k, value, 1);
}

/* dir/file with `extra` inserted right after its opening brace. */
static int prepend_key(const char *dir, const char *file, const char *extra)
{
    return edit(dir, file, "{", extra, 0);
}

TEST(config_judged_before_building)
{
    char dir[400];
    path_in(dir, sizeof dir, scratch, "judge");
    rm_rf(dir);
    model a;
    nntile_hf_config ga = gpt2_cfg(8, 1);
    CHECK(model_new(&a, &ga, 1), "model: %s", nntile_last_error());
    CHECK(nntile_hf_save(a.c, dir, &a.cfg, NNTILE_FP32) == NNTILE_OK, "save: %s",
          nntile_last_error());
    nntile_hf_config cfg;
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_OK, "good config: %s", nntile_last_error());
    const char *layers[] = {"2", "100", "1000000000000", "9223372036854775807"};
    for (int i = 0; i < 4; ++i) {
        CHECK(set_key(dir, "n_layer", layers[i]), "edit");
        CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_ERR_INVALID_ARGUMENT,
              "n_layer=%s beside 1 layer of weights accepted", layers[i]);
        CHECK_MSG("config.json", "n_layer=", layers[i]);
        CHECK_MSG(i < 3 ? "does not describe this checkpoint" : "more tensors or elements than "
                  "int64 counts", i < 3 ? "model.safetensors" : "vocab_size=11");
    }
    CHECK(set_key(dir, "n_layer", "1") && set_key(dir, "n_embd", "4611686018427387904"), "edit");
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_ERR_INVALID_ARGUMENT, "huge n_embd");
    CHECK(set_key(dir, "n_embd", "8"), "edit");
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_OK, "restored: %s", nntile_last_error());
    char p[1024];
    path_in(p, sizeof p, dir, "model.safetensors");
    CHECK(remove(p) == 0, "remove");
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_ERR_NOT_FOUND, "a config without weights");
    CHECK_MSG("neither model.safetensors nor model.safetensors.index.json");
    model_free(&a);

    /* Llama's num_hidden_layers, sharded weights */
    model l;
    nntile_hf_config lc = llama_cfg();
    CHECK(model_new(&l, &lc, 2), "llama: %s", nntile_last_error());
    rm_rf(dir);
    CHECK(nntile_hf_save_sharded(l.c, dir, &l.cfg, NNTILE_FP32, 400) == NNTILE_OK, "save: %s",
          nntile_last_error());
    CHECK(exists(dir, "model.safetensors.index.json") && !exists(dir, "model.safetensors"),
          "sharded layout");
    CHECK(loads_as(dir, &l), "the sharded llama loads back");
    CHECK(set_key(dir, "num_hidden_layers", "32"), "edit");
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_ERR_INVALID_ARGUMENT, "32 layers accepted");
    CHECK_MSG("num_hidden_layers=32", "the shards of model.safetensors.index.json");
    model_free(&l);
}

/* ---- duplicate keys, unknown index entries -------------------------------- */

TEST(duplicate_keys_refused)
{
    char dir[400];
    path_in(dir, sizeof dir, scratch, "dups");
    rm_rf(dir);
    model l;
    nntile_hf_config lc = llama_cfg();
    CHECK(model_new(&l, &lc, 3), "llama: %s", nntile_last_error());
    CHECK(nntile_hf_save_sharded(l.c, dir, &l.cfg, NNTILE_FP32, 400) == NNTILE_OK, "save: %s",
          nntile_last_error());
    nntile_hf_config cfg;
    /* Python keeps the later 500000; a first-match reader would take 10000 */
    CHECK(prepend_key(dir, "config.json", "\"rope_theta\": 500000.0, "), "edit");
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_ERR_INVALID_ARGUMENT,
          "config.json with rope_theta twice accepted (rope_theta %g)", cfg.llama.rope_theta);
    CHECK_MSG("config.json", "duplicate key \"rope_theta\"", "byte");
    CHECK(nntile_hf_load(l.c, dir, NULL) == NNTILE_ERR_INVALID_ARGUMENT, "load with it");
    CHECK_MSG("duplicate key \"rope_theta\"");
    CHECK(nntile_hf_save_sharded(l.c, dir, &l.cfg, NNTILE_FP32, 400) == NNTILE_OK, "save");
    /* a weight_map key twice, mapped to two shards */
    CHECK(prepend_key(dir, "model.safetensors.index.json",
                      "\"weight_map\": {\"model.norm.weight\": \"model-00001-of-00002."
                      "safetensors\"}, "),
          "edit index");
    CHECK(nntile_hf_load(l.c, dir, &l.cfg) == NNTILE_ERR_INVALID_ARGUMENT, "index with "
          "weight_map twice accepted");
    CHECK_MSG("model.safetensors.index.json", "duplicate key \"weight_map\"");
    model_free(&l);
}

/* The index of dir with its weight_map growing by `extra` entries. */
static int index_add(const char *dir, const char *extra)
{
    char *text = malloc(strlen(extra) + 2);
    sprintf(text, "%s,", extra);
    int ok = edit(dir, "model.safetensors.index.json", "\"weight_map\": {", text, 0);
    free(text);
    return ok;
}

TEST(index_unknown_tensors_refused)
{
    char dir[400];
    path_in(dir, sizeof dir, scratch, "index");
    model a;
    nntile_hf_config ga = gpt2_cfg(8, 2);
    CHECK(model_new(&a, &ga, 4), "model: %s", nntile_last_error());
    for (int k = 0; k < 2; ++k) {
        rm_rf(dir);
        CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, 1000) == NNTILE_OK,
              "save: %s", nntile_last_error());
        CHECK(loads_as(dir, &a), "sharded gpt2 loads back");
        char shard[300], *junk = malloc(64 * 1000 + 64);
        snprintf(shard, sizeof shard, "model-00001-of-0000%d.safetensors", 9);
        CHECK(!exists(dir, shard), "the test's shard count");
        /* the first shard's name, from the save */
        DIR *d = opendir(dir);
        struct dirent *e;
        while ((e = readdir(d)))
            if (!strncmp(e->d_name, "model-00001-of-", 15)) snprintf(shard, sizeof shard, "%.255s", e->d_name);
        closedir(d);
        if (k == 0) {
            snprintf(junk, 64 * 1000, "\"bogus.weight\": \"%s\"", shard);
        } else {
            junk[0] = 0;
            for (int i = 0; i < 1000; ++i)
                sprintf(junk + strlen(junk), "%s\"junk.%d\": \"%s\"", i ? "," : "", i, shard);
        }
        CHECK(index_add(dir, junk), "edit index");
        free(junk);
        nntile_status st = nntile_hf_load(a.c, dir, NULL);
        CHECK(st == NNTILE_ERR_NOT_FOUND, "an index naming %s loads (status %d)",
              k ? "junk.0 ... junk.999" : "bogus.weight", (int)st);
        CHECK_MSG("model.safetensors.index.json places tensor", k ? "'junk." : "'bogus.weight'",
                  "which has no such tensor");
    }
    model_free(&a);
}

/* ---- atomic saves ---------------------------------------------------------- */

/* After a save of b into dir (holding a) returned st: dir is either
 * unchanged (st != OK) or loads as b (st == OK; no temporary left). */
static int save_outcome(const char *dir, const snapshot *before, nntile_status st, const model *a,
                        const model *b)
{
    snapshot now;
    snap(dir, &now);
    int ok;
    if (st != NNTILE_OK) {
        ok = snap_same(before, &now) && loads_as(dir, a);
    } else {
        ok = loads_as(dir, b);
        for (int i = 0; i < now.n; ++i)
            if (strstr(now.name[i], ".tmp.") || strstr(now.name[i], ".nntile.bak."))
                printf("  left behind: %s\n", now.name[i]), ok = 0;
    }
    snap_free(&now);
    return ok;
}

TEST(failed_save_keeps_old_dir)
{
    char dir[400], p[1024];
    path_in(dir, sizeof dir, scratch, "atomic");
    model a, b;
    nntile_hf_config ga = gpt2_cfg(8, 2), gb = gpt2_cfg(4, 2);
    CHECK(model_new(&a, &ga, 5) && model_new(&b, &gb, 6), "models: %s", nntile_last_error());
    for (int sharded = 0; sharded < 2; ++sharded) {
        int64_t shard = sharded ? 600 : 0;
        /* config.json a FIFO, then a directory: the weights must not be replaced */
        for (int kind = 0; kind < 2; ++kind) {
            rm_rf(dir);
            CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, shard) == NNTILE_OK,
                  "save a: %s", nntile_last_error());
            path_in(p, sizeof p, dir, "config.json");
            CHECK(remove(p) == 0 && (kind ? mkdir(p, 0755) : mkfifo(p, 0644)) == 0, "mk");
            snapshot before;
            snap(dir, &before);
            nntile_status st = nntile_hf_save_sharded(b.c, dir, &b.cfg, NNTILE_FP32, shard);
            CHECK(st != NNTILE_OK, "a save over a %s config.json succeeded",
                  kind ? "directory" : "FIFO");
            CHECK_MSG("config.json", kind ? "a directory" : "a FIFO");
            snapshot now;
            snap(dir, &now);
            int same = snap_same(&before, &now);
            snap_free(&now);
            snap_free(&before);
            CHECK(same, "the failed save (config.json %s, %s) changed the directory",
                  kind ? "a directory" : "a FIFO", sharded ? "sharded" : "one file");
        }
        /* RLIMIT_FSIZE at every size up to the largest file of the set */
        rm_rf(dir);
        CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, shard) == NNTILE_OK,
              "save a: %s", nntile_last_error());
        void (*old)(int) = signal(SIGXFSZ, SIG_IGN);
        struct rlimit keep;
        getrlimit(RLIMIT_FSIZE, &keep);
        int fails = 0, oks = 0;
        for (rlim_t lim = 64; lim <= 16384; lim = lim * 5 / 4 + 16) {
            snapshot before;
            snap(dir, &before);
            struct rlimit rl = keep;
            rl.rlim_cur = lim;
            setrlimit(RLIMIT_FSIZE, &rl);
            nntile_status st = nntile_hf_save_sharded(b.c, dir, &b.cfg, NNTILE_FP32, shard);
            setrlimit(RLIMIT_FSIZE, &keep);
            int good = save_outcome(dir, &before, st, &a, &b);
            snap_free(&before);
            if (st) {
                ++fails;
                CHECK(strstr(nntile_last_error(), "File too large"), "message: %s",
                      nntile_last_error());
            } else {
                ++oks;
                CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, shard) == NNTILE_OK,
                      "save a again: %s", nntile_last_error());
            }
            CHECK(good, "RLIMIT_FSIZE %lu, %s: st %d", (unsigned long)lim,
                  sharded ? "sharded" : "one file", (int)st);
        }
        signal(SIGXFSZ, old);
        CHECK(fails >= 3 && oks >= 1, "the limits hit %d failures and %d successes", fails, oks);
    }
    model_free(&a);
    model_free(&b);
}

/* A save whose commit fails part way (root: an immutable config.json) puts
 * back the shards it had already renamed. */
TEST(commit_rolls_back)
{
    char dir[400], p[1024], cmd[1200];
    path_in(dir, sizeof dir, scratch, "rollback");
    model a, b;
    nntile_hf_config ga = gpt2_cfg(8, 2), gb = gpt2_cfg(8, 2);
    CHECK(model_new(&a, &ga, 7) && model_new(&b, &gb, 8), "models: %s", nntile_last_error());
    rm_rf(dir);
    CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, 600) == NNTILE_OK, "save a: %s",
          nntile_last_error());
    path_in(p, sizeof p, dir, "config.json");
    snprintf(cmd, sizeof cmd, "chattr +i '%s' 2>/dev/null", p);
    CHECK(system(cmd) == 0, "chattr +i '%s' (the test needs an ext4-like file system)", p);
    snapshot before;
    snap(dir, &before);
    nntile_status st = nntile_hf_save_sharded(b.c, dir, &b.cfg, NNTILE_FP32, 600);
    snprintf(cmd, sizeof cmd, "chattr -i '%s'", p);
    CHECK(system(cmd) == 0, "chattr -i");
    int good = save_outcome(dir, &before, st, &a, &b);
    snap_free(&before);
    CHECK(st == NNTILE_ERR_RUNTIME, "the save over an immutable config.json: status %d", (int)st);
    CHECK_MSG("config.json", "the old files were left as they were");
    CHECK(good, "the failed commit changed the directory");
    CHECK(nntile_hf_save_sharded(b.c, dir, &b.cfg, NNTILE_FP32, 600) == NNTILE_OK, "save b: %s",
          nntile_last_error());
    CHECK(loads_as(dir, &b), "b loads after the lock is gone");
    model_free(&a);
    model_free(&b);
}

/* A tmpfs of a few pages, full at every page the save of b needs. */
TEST(full_disk_keeps_old_dir)
{
    char mnt[400], dir[600], fill[600], cmd[2000];
    path_in(mnt, sizeof mnt, scratch, "tmpfs");
    mkdir(mnt, 0755);
    snprintf(cmd, sizeof cmd, "mount -t tmpfs -o size=256k nntile_test '%s' 2>/dev/null", mnt);
    CHECK(system(cmd) == 0, "mount a tmpfs on '%s'", mnt);
    path_in(dir, sizeof dir, mnt, "ckpt");
    path_in(fill, sizeof fill, mnt, "filler");
    model a, b;
    nntile_hf_config ga = gpt2_cfg(8, 2), gb = gpt2_cfg(4, 3);
    int ok = model_new(&a, &ga, 9) && model_new(&b, &gb, 10);
    int fails = 0, oks = 0, good = ok;
    for (int sharded = 0; sharded < 2 && good; ++sharded)
        for (int pages = 0; pages < 40 && good; ++pages) {
            remove(fill);
            rm_rf(dir);
            good = nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, sharded ? 600 : 0) ==
                   NNTILE_OK;
            /* the filler takes every page but `pages` */
            FILE *f = fopen(fill, "wb");
            static char block[4096];
            long written = 0;
            while (f && fwrite(block, 1, sizeof block, f) == sizeof block) {
                written += 4096;
                if (fflush(f) != 0) break;
            }
            if (f) fclose(f);
            if (truncate(fill, written > pages * 4096L ? written - pages * 4096L : 0) != 0)
                good = 0;
            snapshot before;
            snap(dir, &before);
            nntile_status st = nntile_hf_save_sharded(b.c, dir, &b.cfg, NNTILE_FP32,
                                                      sharded ? 600 : 0);
            if (st) ++fails;
            else ++oks;
            if (st && !strstr(nntile_last_error(), "No space left")) {
                printf("  unexpected error: %s\n", nntile_last_error());
                good = 0;
            }
            remove(fill); /* room for the load's checks */
            if (!save_outcome(dir, &before, st, &a, &b)) {
                printf("  %d free pages, %s: status %d\n", pages, sharded ? "sharded" : "one file",
                       (int)st);
                good = 0;
            }
            snap_free(&before);
        }
    model_free(&a);
    model_free(&b);
    snprintf(cmd, sizeof cmd, "umount '%s'", mnt);
    int umounted = system(cmd) == 0;
    CHECK(ok, "models: %s", nntile_last_error());
    CHECK(good, "a save that ran out of space changed the old directory");
    CHECK(fails >= 4 && oks >= 2, "full disk: %d failures, %d successes", fails, oks);
    CHECK(umounted, "umount");
}

/* Saving the other layout removes the stale one. */
TEST(layouts_replace_each_other)
{
    char dir[400];
    path_in(dir, sizeof dir, scratch, "layouts");
    rm_rf(dir);
    model a, b;
    nntile_hf_config ga = gpt2_cfg(8, 2), gb = gpt2_cfg(4, 2);
    CHECK(model_new(&a, &ga, 11) && model_new(&b, &gb, 12), "models: %s", nntile_last_error());
    CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, 500) == NNTILE_OK, "sharded");
    CHECK(exists(dir, "model.safetensors.index.json") && !exists(dir, "model.safetensors"),
          "sharded layout");
    CHECK(loads_as(dir, &a), "sharded a");
    CHECK(nntile_hf_save(b.c, dir, &b.cfg, NNTILE_FP32) == NNTILE_OK, "one file: %s",
          nntile_last_error());
    snapshot s;
    snap(dir, &s);
    int n = s.n;
    snap_free(&s);
    CHECK(n == 2 && exists(dir, "model.safetensors") && exists(dir, "config.json"),
          "one file layout: %d entries (old shards and index removed)", n);
    CHECK(loads_as(dir, &b), "one-file b");
    CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, 500) == NNTILE_OK, "sharded");
    CHECK(!exists(dir, "model.safetensors"), "a stale model.safetensors would hide the index");
    CHECK(loads_as(dir, &a), "sharded a again");
    CHECK(nntile_hf_save_sharded(a.c, dir, &a.cfg, NNTILE_FP32, -1) == NNTILE_ERR_INVALID_ARGUMENT,
          "max_shard_bytes -1");
    CHECK_MSG("max_shard_bytes=-1");
    model_free(&a);
    model_free(&b);
}

/* ---- the Llama family: tied Llama, Mistral, Qwen2 ---------------------------- */

/* The variants of llama_cfg: arch, tie, Qwen2's biases, the window. */
static nntile_hf_config family_cfg(nntile_hf_arch arch, int tie, int64_t window)
{
    nntile_hf_config h = llama_cfg();
    h.arch = arch;
    h.llama.tie_embeddings = tie;
    h.llama.qkv_bias = arch == NNTILE_HF_QWEN2;
    h.sliding_window = window;
    return h;
}

/* 1 when every element of tensor name of m is 0. */
static int all_zero(const model *m, const char *name)
{
    nntile_node *t = nntile_graph_find(m->g, name);
    size_t n = t ? (size_t)nntile_node_nelems(t) : 0;
    float *x = malloc(n * 4 + 4);
    int ok = t && nntile_compiled_get(m->c, name, x, n) == NNTILE_OK;
    for (size_t i = 0; i < n && ok; ++i) ok = x[i] == 0;
    free(x);
    return ok;
}

/* Tensor name of m set to distinct values (seed k). */
static int set_values(const model *m, const char *name, int k)
{
    nntile_node *t = nntile_graph_find(m->g, name);
    size_t n = t ? (size_t)nntile_node_nelems(t) : 0;
    float *x = malloc(n * 4 + 4);
    for (size_t i = 0; i < n; ++i) x[i] = 0.01f * (float)(k * 37 + (int)i) - 0.3f;
    int ok = t && nntile_compiled_set(m->c, name, x, n) == NNTILE_OK;
    free(x);
    return ok;
}

TEST(llama_family_round_trip)
{
    char dir[400], p[1024];
    path_in(dir, sizeof dir, scratch, "family");
    static const struct {
        const char *name, *type;
        nntile_hf_arch arch;
        int tie;
        int64_t window;
    } v[] = {
        {"llama tied (SmolLM)", "llama", NNTILE_HF_LLAMA, 1, 0},
        {"mistral no window", "mistral", NNTILE_HF_MISTRAL, 0, 0},
        {"mistral window = context", "mistral", NNTILE_HF_MISTRAL, 1, 8},
        {"qwen2 untied", "qwen2", NNTILE_HF_QWEN2, 0, 0},
        {"qwen2 tied", "qwen2", NNTILE_HF_QWEN2, 1, 4096},
    };
    for (int k = 0; k < (int)(sizeof v / sizeof *v); ++k) {
        model a;
        nntile_hf_config cfg = family_cfg(v[k].arch, v[k].tie, v[k].window);
        CHECK(model_new(&a, &cfg, 20 + (uint64_t)k), "%s: %s", v[k].name, nntile_last_error());
        if (v[k].arch == NNTILE_HF_QWEN2) {
            CHECK(all_zero(&a, "h.0.attn.q.bias") && all_zero(&a, "h.1.attn.v.bias"),
                  "%s: llama_init's biases are not 0", v[k].name);
            const char *b[3] = {"attn.q.bias", "attn.k.bias", "attn.v.bias"};
            for (int l = 0; l < 2; ++l)
                for (int i = 0; i < 3; ++i) {
                    char name[64];
                    snprintf(name, sizeof name, "h.%d.%s", l, b[i]);
                    CHECK(set_values(&a, name, 3 * l + i + 1), "set %s", name);
                }
        } else {
            CHECK(!nntile_graph_find(a.g, "h.0.attn.q.bias"), "%s has a q bias", v[k].name);
        }
        for (int sharded = 0; sharded < 2; ++sharded) {
            rm_rf(dir);
            CHECK(nntile_hf_save_sharded(a.c, dir, &cfg, NNTILE_FP32, sharded ? 400 : 0) ==
                      NNTILE_OK, "%s: save: %s", v[k].name, nntile_last_error());
            nntile_hf_config back;
            CHECK(nntile_hf_read_config(dir, &back) == NNTILE_OK, "%s: read: %s", v[k].name,
                  nntile_last_error());
            CHECK(back.arch == cfg.arch && back.sliding_window == cfg.sliding_window &&
                      back.llama.qkv_bias == cfg.llama.qkv_bias &&
                      back.llama.tie_embeddings == cfg.llama.tie_embeddings,
                  "%s: read back as arch %d, window %lld, qkv_bias %d, tie %d", v[k].name,
                  (int)back.arch, (long long)back.sliding_window, back.llama.qkv_bias,
                  back.llama.tie_embeddings);
            CHECK(loads_as(dir, &a), "%s (%s) does not load back bit for bit", v[k].name,
                  sharded ? "sharded" : "one file");
            path_in(p, sizeof p, dir, "config.json");
            char *text = harness_read_file(p, NULL), want[64];
            snprintf(want, sizeof want, "\"model_type\": \"%s\"", v[k].type);
            int has = text && strstr(text, want);
            int qwen_keys = text && strstr(text, "\"use_sliding_window\": false");
            free(text);
            CHECK(has, "%s: config.json lacks %s", v[k].name, want);
            CHECK(qwen_keys == (v[k].arch == NNTILE_HF_QWEN2), "%s: use_sliding_window",
                  v[k].name);
            if (!sharded) { /* a tied model has no lm_head.weight */
                path_in(p, sizeof p, dir, "model.safetensors");
                nntile_safetensors *f = nntile_safetensors_open(p);
                int head = f && nntile_safetensors_find(f, "lm_head.weight") >= 0;
                const char *qn = "model.layers.1.self_attn.q_proj.bias";
                const char *on = "model.layers.1.self_attn.o_proj.bias";
                int qb = f && nntile_safetensors_find(f, qn) >= 0;
                int ob = f && nntile_safetensors_find(f, on) >= 0;
                nntile_safetensors_close(f);
                CHECK(f && head == !v[k].tie, "%s: lm_head.weight %s", v[k].name,
                      head ? "saved" : "missing");
                CHECK(qb == (v[k].arch == NNTILE_HF_QWEN2) && !ob, "%s: biases", v[k].name);
            }
        }
        model_free(&a);
    }
    /* configs the family refuses */
    model l;
    nntile_hf_config lc = family_cfg(NNTILE_HF_LLAMA, 0, 0);
    CHECK(model_new(&l, &lc, 30), "llama: %s", nntile_last_error());
    nntile_hf_config bad = family_cfg(NNTILE_HF_QWEN2, 0, 0);
    bad.llama.qkv_bias = 0;
    CHECK(nntile_hf_save(l.c, dir, &bad, NNTILE_FP32) == NNTILE_ERR_INVALID_ARGUMENT,
          "qwen2 without biases saved");
    CHECK_MSG("qkv_bias=0", "Qwen2");
    bad = family_cfg(NNTILE_HF_LLAMA, 0, 0);
    bad.llama.qkv_bias = 1;
    CHECK(nntile_hf_load(l.c, dir, &bad) == NNTILE_ERR_INVALID_ARGUMENT,
          "llama with biases loaded");
    CHECK_MSG("qkv_bias=1", "Llama");
    bad = family_cfg(NNTILE_HF_LLAMA, 0, 6);
    CHECK(nntile_hf_save(l.c, dir, &bad, NNTILE_FP32) == NNTILE_ERR_INVALID_ARGUMENT,
          "llama with a window saved");
    CHECK_MSG("sliding_window=6");
    bad = family_cfg((nntile_hf_arch)5, 0, 0);
    CHECK(nntile_hf_save(l.c, dir, &bad, NNTILE_FP32) == NNTILE_ERR_UNSUPPORTED,
          "arch 5 saved");
    CHECK_MSG("cfg->arch=5", "NNTILE_HF_QWEN2 = 4");
    /* a Mistral window shorter than the context: saved (the file is HF's),
     * refused by the load, which names the key and both values */
    bad = family_cfg(NNTILE_HF_MISTRAL, 0, 4);
    rm_rf(dir);
    CHECK(nntile_hf_save(l.c, dir, &bad, NNTILE_FP32) == NNTILE_OK, "save: %s",
          nntile_last_error());
    nntile_hf_config back;
    CHECK(nntile_hf_read_config(dir, &back) == NNTILE_OK && back.sliding_window == 4,
          "read: %s", nntile_last_error());
    CHECK(nntile_hf_load(l.c, dir, NULL) == NNTILE_ERR_UNSUPPORTED, "window 4 < context 8");
    CHECK_MSG("config.json", "sliding_window=4", "max_position_embeddings=8");
    model_free(&l);
}

int main(void)
{
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    snprintf(scratch, sizeof scratch, "%s/test", build);
    mkdir(build, 0755);
    mkdir(scratch, 0755);
    snprintf(scratch, sizeof scratch, "%s/test/hf_dirs_%ld", build, (long)getpid());
    mkdir(scratch, 0755);
    for (int i = 0; i < TEST_NBACKENDS; ++i) {
        test_init_backend(i);
        const char *be = test_backends[i].name;
        RUN_AS(config_judged_before_building, be);
        RUN_AS(duplicate_keys_refused, be);
        RUN_AS(index_unknown_tensors_refused, be);
        RUN_AS(failed_save_keeps_old_dir, be);
        if (geteuid() == 0) { /* chattr +i and mount need root (make test runs as root) */
            RUN_AS(commit_rolls_back, be);
            RUN_AS(full_disk_keeps_old_dir, be);
        } else {
            printf("SKIP commit_rolls_back %s: chattr +i needs root\n", be);
            printf("SKIP full_disk_keeps_old_dir %s: mounting a tmpfs needs root\n", be);
        }
        RUN_AS(layouts_replace_each_other, be);
        RUN_AS(llama_family_round_trip, be);
        nntile_shutdown();
    }
    rm_rf(scratch);
    HARNESS_EXIT();
}
