/* test_reliability_graph.c: graphs, their files, paths and names under hostile
 * input (reliability pass):
 *   paths: readers (graph load, safetensors open, checkpoint load) refuse a
 *     FIFO or a directory at once, naming the path, instead of blocking in
 *     open(); every saver (graph save, safetensors write, checkpoint save, the
 *     loss SVG) follows symbolic links (the link stays a link, its target gets
 *     the content, its permission bits are kept) and refuses to replace a FIFO,
 *     a link to one, or a directory, which stay as they were; the trainer's
 *     loss CSV refuses a FIFO nobody reads instead of blocking. These run in
 *     child processes under alarm(), so a hang fails the case instead of the
 *     whole binary;
 *   symbols: 100000 symbols keep their values, names and JSON round trip
 *     (found by a hash; the time is printed, never asserted);
 *   refused calls change nothing: a second backward of a loss, a second
 *     optimizer, a backward through an in-place op and an embed that fails
 *     part way each return an error and leave the graph as it was: its JSON is
 *     byte for byte the reference graph's and it compiles and trains to the
 *     same numbers;
 *   names: one limit NNTILE_NAME_MAX for builders, derived names (".grad",
 *     embed prefixes, scratch tensors of cross_entropy), symbols, JSON and
 *     safetensors; longer names are refused with the limit in the message,
 *     never cut (no colliding scratch names), also behind a long module prefix;
 *   JSON attributes a builder never makes (sum's axis, scalars an op does not
 *     take, the hyperparameters of another optimizer kind) are refused on load
 *     with the op and the byte offset. */
#define _POSIX_C_SOURCE 200809L /* fork, mkfifo, symlink, readlink, alarm */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifdef NNTILE_USE_STARPU
#define VARIANT "starpu"
#else
#define VARIANT "serial"
#endif

static char tmpdir[400];

/* A path in this process's scratch folder (4 rotating buffers). */
static const char *scratch(const char *name)
{
    static char buf[4][512];
    static int k;
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", tmpdir, name);
    return buf[k];
}

static int has(const char *s, const char *sub) { return s && sub && strstr(s, sub) != NULL; }

/* The last error names every fragment given (NULL ends the list). */
static int last_error_has(const char *a, const char *b, const char *c)
{
    const char *e = nntile_last_error();
    int ok = has(e, a) && (!b || has(e, b)) && (!c || has(e, c));
    if (!ok) printf("  want '%s' '%s' '%s' in: %s\n", a, b ? b : "", c ? c : "", e);
    return ok;
}

/* What path names itself (links not followed): 'f' regular file, 'l' link,
 * 'p' FIFO, 'd' directory, '?' other or nothing. */
static int is_kind(const char *path, char kind)
{
    struct stat sb;
    if (lstat(path, &sb) != 0) return 0;
    char k = S_ISREG(sb.st_mode) ? 'f' : S_ISLNK(sb.st_mode) ? 'l' : S_ISFIFO(sb.st_mode) ? 'p'
           : S_ISDIR(sb.st_mode) ? 'd' : '?';
    return k == kind;
}


/* A graph's JSON as a string (through tmpfile). */
static char *json_of(const nntile_graph *g)
{
    FILE *f = tmpfile();
    if (!f) return NULL;
    char *s = NULL;
    if (nntile_graph_export_json(g, f) == NNTILE_OK) {
        long n = ftell(f);
        s = malloc((size_t)n + 1);
        rewind(f);
        if (fread(s, 1, (size_t)n, f) != (size_t)n) n = 0;
        s[n] = 0;
    }
    fclose(f);
    return s;
}

/* Entries of the scratch folder with ".tmp." in their name (left-over
 * temporary files of a save). */
static int temp_files_left(void)
{
    DIR *d = opendir(tmpdir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        if (strstr(e->d_name, ".tmp.")) {
            printf("  left behind: %s\n", e->d_name);
            ++n;
        }
    if (d) closedir(d);
    return n;
}

/* Runs fn in a child process that alarm() kills after `seconds`: a call that
 * blocks fails the case instead of hanging the binary. */
static void in_child(void (*fn)(void), unsigned seconds, const char *what)
{
    fflush(NULL);
    pid_t pid = fork();
    CHECK(pid >= 0, "fork: %s", strerror(errno));
    if (pid == 0) {
        alarm(seconds);
        harness_case_failed = 0;
        fn();
        exit(harness_case_failed ? 1 : 0);
    }
    int ws = 0;
    CHECK(waitpid(pid, &ws, 0) == pid, "waitpid: %s", strerror(errno));
    CHECK(!WIFSIGNALED(ws) || WTERMSIG(ws) != SIGALRM,
          "%s: still blocked after %u s (killed by SIGALRM)", what, seconds);
    CHECK(WIFEXITED(ws) && WEXITSTATUS(ws) == 0, "%s: the child failed (status 0x%x)", what,
          (unsigned)ws);
}

/* ---- a small trainable graph ------------------------------------------------ */

enum { NB = 4, NI = 3, NO = 2 };

/* y = x w, loss = sum(y * y); when branch, also t = copy(y), relu_inplace(t),
 * bloss = sum(t) (a loss whose gradient path is in place); then backward of
 * loss and an SGD step. */
static nntile_graph *train_graph(const char *name, int branch)
{
    nntile_graph *g = nntile_graph_new(name);
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, (int64_t[]){NB, NI});
    nntile_node *w = nntile_graph_parameter(g, "w", NNTILE_FP64, 2, (int64_t[]){NI, NO});
    nntile_node *y = nntile_gemm(x, w, "y", 1.0, 0, 0, 1, 0);
    nntile_node *loss = nntile_sum(nntile_multiply(1.0, y, y, "y_sq"), "loss", 1.0);
    nntile_node_mark_output(loss);
    if (branch) nntile_sum(nntile_relu_inplace(nntile_copy(y, "t")), "bloss", 1.0);
    nntile_graph_backward(g, loss, NULL);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
    oc.lr = 0.01;
    nntile_graph_optimizer(g, &oc);
    return g;
}

static const double train_x[NB * NI] = {0.5, -1, 2, 0.25, 1, 0.5, -0.5, 1.5, -2, 1, 0, 0.75};
static const double train_w[NI * NO] = {0.1, -0.2, 0.3, 0.4, -0.5, 0.6};

/* Compiles g, runs two steps; the losses and the final w. */
static int train_run(nntile_graph *g, double *loss, double *w)
{
    nntile_compiled *c = nntile_compile(g, NULL);
    int ok = c && nntile_compiled_set(c, "w", train_w, NI * NO) == NNTILE_OK;
    for (int s = 0; ok && s < 2; ++s)
        ok = nntile_compiled_bind(c, "x", train_x, NB * NI) == NNTILE_OK &&
             nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
             nntile_compiled_get_scalar(c, "loss", &loss[s]) == NNTILE_OK;
    ok = ok && nntile_compiled_get(c, "w", w, NI * NO) == NNTILE_OK;
    if (!ok) printf("  train_run: %s\n", nntile_last_error());
    nntile_compiled_free(c);
    return ok;
}

static nntile_config serial_config(void)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = NNTILE_BACKEND_SERIAL;
    cfg.ncpu = 1;
    cfg.ncuda = -1;
    return cfg;
}

/* ---- paths: readers ------------------------------------------------------------ */

static void child_fifo_readers(void)
{
    const char *fifo = scratch("readers.fifo");
    unlink(fifo);
    CHECK(mkfifo(fifo, 0600) == 0, "mkfifo: %s", strerror(errno));
    CHECK(nntile_graph_load(fifo) == NULL, "graph load of a FIFO returned a graph");
    CHECK(last_error_has("graph load", fifo, "FIFO"), "graph load");
    CHECK(nntile_safetensors_open(fifo) == NULL, "safetensors open of a FIFO");
    CHECK(last_error_has("safetensors", fifo, "FIFO"), "safetensors open");
    CHECK(nntile_graph_load(tmpdir) == NULL && last_error_has("graph load", tmpdir, "directory"),
          "graph load of a directory");
    nntile_config cfg = serial_config();
    CHECK(nntile_init(&cfg) == NNTILE_OK, "%s", nntile_last_error());
    nntile_graph *g = train_graph("fifo", 0);
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "%s", nntile_last_error());
    CHECK(nntile_checkpoint_load(c, fifo) != NNTILE_OK, "checkpoint load of a FIFO");
    CHECK(last_error_has("safetensors", fifo, "FIFO"), "checkpoint load");
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    CHECK(is_kind(fifo, 'p'), "the FIFO is gone");
    unlink(fifo);
}

TEST(fifo_readers_do_not_block)
{
    in_child(child_fifo_readers, 20, "reading a FIFO");
}

/* ---- paths: savers ------------------------------------------------------------ */

/* Every saver on path: graph JSON, safetensors, checkpoint, SVG (the same
 * path with suffixes .json, .st, .ckpt, .svg given by the caller). */
typedef nntile_status (*saver_fn)(const char *path, void *ctx);

typedef struct save_ctx {
    nntile_graph *g;
    nntile_compiled *c;
} save_ctx;

static nntile_status save_json(const char *path, void *ctx)
{
    return nntile_graph_save(((save_ctx *)ctx)->g, path);
}
static nntile_status save_st(const char *path, void *ctx)
{
    (void)ctx;
    static const float v[3] = {1, 2, 3};
    nntile_safetensors_entry e = {"v", NNTILE_FP32, 1, {3}, v};
    return nntile_safetensors_write(path, 1, &e);
}
static nntile_status save_ckpt(const char *path, void *ctx)
{
    return nntile_checkpoint_save(((save_ctx *)ctx)->c, path);
}
static nntile_status save_svg(const char *path, void *ctx)
{
    (void)ctx;
    static const double l[3] = {3, 2, 1};
    return nntile_plot_loss_svg(path, 3, NULL, l, "t");
}

static const struct {
    const char *name;
    saver_fn fn;
    const char *magic; /* how the saved file starts */
} savers[] = {{"graph_save", save_json, "{"},
              {"safetensors", save_st, ""},
              {"checkpoint", save_ckpt, ""},
              {"plot_loss_svg", save_svg, "<?xml"}};
#define NSAVERS ((int)(sizeof savers / sizeof *savers))

static void child_savers_follow_links(void)
{
    nntile_config cfg = serial_config();
    CHECK(nntile_init(&cfg) == NNTILE_OK, "%s", nntile_last_error());
    save_ctx ctx = {train_graph("links", 0), NULL};
    ctx.c = nntile_compile(ctx.g, NULL);
    CHECK(ctx.c, "%s", nntile_last_error());
    CHECK(mkdir(scratch("real"), 0700) == 0 || errno == EEXIST, "mkdir");
    for (int i = 0; i < NSAVERS; ++i) {
        char target[600], link1[600], link2[600], rel[64], fresh[600], dangling[600];
        snprintf(target, sizeof target, "%s/real/%d.out", tmpdir, i);
        snprintf(link1, sizeof link1, "%s/link1_%d", tmpdir, i);
        snprintf(link2, sizeof link2, "%s/link2_%d", tmpdir, i);
        snprintf(rel, sizeof rel, "real/%d.out", i);
        /* an old target (mode 0640) behind a chain of two relative links */
        FILE *f = fopen(target, "w");
        CHECK(f, "create %s", target);
        fputs("old", f);
        fclose(f);
        chmod(target, 0640);
        unlink(link1);
        unlink(link2);
        CHECK(symlink(rel, link1) == 0 && symlink(strrchr(link1, '/') + 1, link2) == 0,
              "symlink: %s", strerror(errno));
        CHECK(savers[i].fn(link2, &ctx) == NNTILE_OK, "%s through links: %s", savers[i].name,
              nntile_last_error());
        CHECK(is_kind(link2, 'l') && is_kind(link1, 'l'),
              "%s: a link became a file", savers[i].name);
        CHECK(is_kind(target, 'f'), "%s: the target is no regular file", savers[i].name);
        struct stat sb;
        CHECK(stat(target, &sb) == 0 && (sb.st_mode & 0777) == 0640,
              "%s: mode %o not kept", savers[i].name, (unsigned)(sb.st_mode & 0777));
        size_t n = 0;
        char *got = harness_read_file(target, &n);
        CHECK(got && n > 8 && strncmp(got, "old", 3) != 0 &&
                  strncmp(got, savers[i].magic, strlen(savers[i].magic)) == 0,
              "%s: the target did not get the new content", savers[i].name);
        free(got);
        /* a dangling link: the file is made where it points */
        snprintf(fresh, sizeof fresh, "%s/real/fresh_%d", tmpdir, i);
        snprintf(dangling, sizeof dangling, "%s/dangling_%d", tmpdir, i);
        unlink(fresh);
        unlink(dangling);
        CHECK(symlink(fresh, dangling) == 0, "symlink");
        CHECK(savers[i].fn(dangling, &ctx) == NNTILE_OK, "%s through a dangling link: %s",
              savers[i].name, nntile_last_error());
        CHECK(is_kind(dangling, 'l') && is_kind(fresh, 'f'),
              "%s: dangling link not followed", savers[i].name);
    }
    /* what was saved through links reads back through them */
    char p[600];
    snprintf(p, sizeof p, "%s/link2_0", tmpdir);
    nntile_graph *back = nntile_graph_load(p);
    CHECK(back && nntile_graph_num_ops(back) == nntile_graph_num_ops(ctx.g), "%s",
          nntile_last_error());
    nntile_graph_free(back);
    snprintf(p, sizeof p, "%s/link2_2", tmpdir);
    CHECK(nntile_checkpoint_load(ctx.c, p) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(temp_files_left() == 0, "temporary files left");
    nntile_compiled_free(ctx.c);
    nntile_graph_free(ctx.g);
    nntile_shutdown();
}

TEST(savers_follow_symlinks)
{
    in_child(child_savers_follow_links, 30, "saving through links");
}

static nntile_status train_bind(nntile_compiled *c, int64_t step, int m, void *user)
{
    (void)step, (void)m, (void)user;
    return nntile_compiled_bind(c, "x", train_x, NB * NI);
}

static void child_savers_refuse_special(void)
{
    nntile_config cfg = serial_config();
    CHECK(nntile_init(&cfg) == NNTILE_OK, "%s", nntile_last_error());
    save_ctx ctx = {train_graph("special", 0), NULL};
    ctx.c = nntile_compile(ctx.g, NULL);
    CHECK(ctx.c, "%s", nntile_last_error());
    char fifo[512], link[512], dir[512], la[512], lb[512]; /* scratch() rotates 4 buffers */
    snprintf(fifo, sizeof fifo, "%s", scratch("target.fifo"));
    snprintf(link, sizeof link, "%s", scratch("to_fifo"));
    snprintf(dir, sizeof dir, "%s", scratch("adir"));
    snprintf(la, sizeof la, "%s", scratch("loop_a"));
    snprintf(lb, sizeof lb, "%s", scratch("loop_b"));
    unlink(fifo);
    unlink(link);
    CHECK(mkfifo(fifo, 0600) == 0 && symlink(fifo, link) == 0, "mkfifo/symlink: %s",
          strerror(errno));
    CHECK(mkdir(dir, 0700) == 0 || errno == EEXIST, "mkdir");
    for (int i = 0; i < NSAVERS; ++i) {
        CHECK(savers[i].fn(fifo, &ctx) != NNTILE_OK, "%s replaced a FIFO", savers[i].name);
        CHECK(last_error_has(fifo, "FIFO", NULL), "%s on a FIFO", savers[i].name);
        CHECK(savers[i].fn(link, &ctx) != NNTILE_OK, "%s replaced a link's FIFO",
              savers[i].name);
        CHECK(last_error_has(link, "FIFO", NULL), "%s on a link to a FIFO", savers[i].name);
        CHECK(savers[i].fn(dir, &ctx) != NNTILE_OK && last_error_has(dir, "directory", NULL),
              "%s on a directory", savers[i].name);
        CHECK(is_kind(fifo, 'p') && is_kind(link, 'l') && is_kind(dir, 'd'),
              "%s changed what the path names", savers[i].name);
    }
    /* a loop of links: refused, the links kept */
    unlink(la);
    unlink(lb);
    CHECK(symlink("loop_b", la) == 0 && symlink("loop_a", lb) == 0, "symlink");
    CHECK(nntile_graph_save(ctx.g, la) != NNTILE_OK && last_error_has(la, "symbolic links", NULL),
          "a loop of links");
    CHECK(is_kind(la, 'l') && is_kind(lb, 'l'), "the loop changed");
    /* the trainer's loss CSV is written as it goes: a FIFO nobody reads is an
     * error, not a wait */
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = ctx.c;
    tc.steps = 1;
    tc.bind = train_bind;
    tc.loss = "loss";
    tc.quiet = 1;
    tc.loss_csv = fifo;
    CHECK(nntile_train(&tc) != NNTILE_OK && last_error_has(fifo, "FIFO", NULL), "loss CSV");
    CHECK(is_kind(fifo, 'p'), "the FIFO is gone");
    CHECK(temp_files_left() == 0, "temporary files left");
    nntile_compiled_free(ctx.c);
    nntile_graph_free(ctx.g);
    nntile_shutdown();
    unlink(link);
    unlink(fifo);
}

TEST(savers_refuse_fifo_and_devices)
{
    in_child(child_savers_refuse_special, 30, "saving to a FIFO");
}

/* ---- symbols ------------------------------------------------------------------ */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

TEST(many_symbols)
{
    enum { N = 100000 };
    double t0 = now();
    nntile_graph *g = nntile_graph_new("symbols");
    char name[32];
    for (int i = 0; i < N; ++i) {
        snprintf(name, sizeof name, "s%d", i);
        CHECK(nntile_graph_symbol(g, name) == -1 - (int64_t)i, "new symbol %d", i);
    }
    for (int i = 0; i < N; i += 7) { /* found again, not added */
        snprintf(name, sizeof name, "s%d", i);
        CHECK(nntile_graph_symbol(g, name) == -1 - (int64_t)i, "symbol %d found again", i);
    }
    CHECK(nntile_graph_symbol(g, "s0") == -1 && nntile_graph_symbol(g, "new") == -1 - N,
          "lookup after growth");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2,
                                        (int64_t[]){nntile_graph_symbol(g, "s99999"), 3});
    nntile_relu(x, "y");
    CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
    double t1 = now();
    const char *path = scratch("symbols.json");
    CHECK(nntile_graph_save(g, path) == NNTILE_OK, "%s", nntile_last_error());
    nntile_graph *back = nntile_graph_load(path);
    double t2 = now();
    CHECK(back, "%s", nntile_last_error());
    for (int i = 0; i < N; ++i) {
        snprintf(name, sizeof name, "s%d", i);
        const char *s = nntile_graph_symbol_name(back, -1 - (int64_t)i);
        CHECK(s && strcmp(s, name) == 0, "loaded symbol %d is '%s'", i, s ? s : "(none)");
    }
    CHECK(nntile_node_shape(nntile_graph_find(back, "y"))[0] == -1 - 99999,
          "loaded shape keeps its symbol");
    char *a = json_of(g), *b = json_of(back);
    CHECK(a && b && strcmp(a, b) == 0, "save -> load -> save differs");
    printf("  %d symbols: made in %.3f s, saved and loaded (%zu bytes) in %.3f s\n", N + 1,
           t1 - t0, strlen(a), t2 - t1);
    free(a);
    free(b);
    nntile_graph_free(back);
    nntile_graph_free(g);
    remove(path);
}

/* ---- refused calls change nothing ---------------------------------------------------- */

/* Checks that g is unchanged against its JSON before: no error, same text. */
#define CHECK_UNCHANGED(g, before, what) \
    do { \
        char *now_ = json_of(g); \
        int same_ = !nntile_graph_error(g) && now_ && strcmp(now_, before) == 0; \
        free(now_); \
        CHECK(same_, "%s changed the graph (error: %s)", what, nntile_graph_error(g)); \
    } while (0)

TEST(refused_calls_change_nothing)
{
    nntile_graph *ref = train_graph("train", 1), *g = train_graph("train", 1);
    CHECK(!nntile_graph_error(ref), "%s", nntile_graph_error(ref));
    char *before = json_of(g);
    CHECK(before, "%s", nntile_last_error());
    /* a second backward of the same loss */
    nntile_node *loss = nntile_graph_find(g, "loss");
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_ERR_STATE &&
              last_error_has("backward", "loss", "earlier backward"),
          "second backward");
    CHECK_UNCHANGED(g, before, "a second backward");
    /* a second optimizer: its state tensors exist (refused part way) */
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAM);
    CHECK(nntile_graph_optimizer(g, &oc) != NNTILE_OK &&
              last_error_has("graph_optimizer", "unchanged", NULL),
          "second optimizer");
    CHECK_UNCHANGED(g, before, "a second optimizer");
    /* a backward through ops that write in place (the SGD step, relu_inplace):
     * refused after it made bloss's gradient and its fill */
    CHECK(nntile_graph_backward(g, nntile_graph_find(g, "bloss"), NULL) == NNTILE_ERR_UNSUPPORTED &&
              last_error_has("which it did not create", "unchanged", NULL),
          "backward through in-place ops");
    CHECK_UNCHANGED(g, before, "a refused backward");
    /* an embed refused at its second op (src and dst bound to one tensor) */
    nntile_graph *sub = nntile_graph_new("sub");
    nntile_node *a = nntile_graph_input(sub, "a", NNTILE_FP64, 2, (int64_t[]){NB, NO});
    nntile_node *b = nntile_graph_input(sub, "b", NNTILE_FP64, 2, (int64_t[]){NB, NO});
    nntile_add(1.0, a, 1.0, b, "c");
    nntile_add_inplace(1.0, a, 1.0, b);
    const char *names[2] = {"a", "b"};
    nntile_node *y = nntile_graph_find(g, "y"), *both[2] = {y, y};
    CHECK(nntile_graph_embed(g, sub, "sub.", 2, names, both) != NNTILE_OK &&
              last_error_has("same tensor", "unchanged", NULL),
          "aliasing embed");
    CHECK(!nntile_graph_find(g, "sub.c"), "sub.c kept");
    CHECK_UNCHANGED(g, before, "a refused embed");
    nntile_graph_free(sub);
    /* and it still compiles and trains as the reference */
    double l0[2], w0[NI * NO], l1[2], w1[NI * NO];
    CHECK(train_run(ref, l0, w0) && train_run(g, l1, w1), "runs");
    CHECK(memcmp(l0, l1, sizeof l0) == 0 && memcmp(w0, w1, sizeof w0) == 0,
          "losses %g %g vs %g %g", l0[0], l0[1], l1[0], l1[1]);
    CHECK(l0[1] < l0[0], "the SGD step did not lower the loss");
    free(before);
    nntile_graph_free(g);
    nntile_graph_free(ref);
}

/* ---- names -------------------------------------------------------------------- */

/* A name of n bytes: "<tag>" then 'a's. */
static char *long_name(size_t n, const char *tag)
{
    char *s = malloc(n + 1);
    memset(s, 'a', n);
    memcpy(s, tag, strlen(tag) < n ? strlen(tag) : n);
    s[n] = 0;
    return s;
}

TEST(one_name_limit)
{
    CHECK(NNTILE_NAME_MAX >= 255 && NNTILE_NAME_MAX < 1000, "NNTILE_NAME_MAX=%d",
          NNTILE_NAME_MAX);
    char *ok = long_name(NNTILE_NAME_MAX, "ok"), *over = long_name(NNTILE_NAME_MAX + 1, "over");
    char *huge = long_name(600, "huge");
    const int64_t s43[2] = {4, 3};
    /* builders */
    nntile_graph *g = nntile_graph_new("names");
    CHECK(nntile_graph_input(g, ok, NNTILE_FP32, 2, s43), "a name of NNTILE_NAME_MAX bytes: %s",
          nntile_last_error());
    CHECK(!nntile_graph_input(g, over, NNTILE_FP32, 2, s43), "a longer name accepted");
    CHECK(has(nntile_graph_error(g), "NNTILE_NAME_MAX") && has(nntile_graph_error(g), "over") &&
              has(nntile_graph_error(g), "256 bytes"),
          "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("names");
    CHECK(nntile_graph_symbol(g, over) == 0 && nntile_graph_symbol(g, ok) == -1,
          "symbol names have the limit too");
    nntile_graph_free(g);
    /* JSON: a name of the limit round-trips, a longer one is refused on load */
    g = nntile_graph_new("names");
    nntile_relu(nntile_graph_input(g, ok, NNTILE_FP32, 2, s43), "r");
    char *text = json_of(g);
    CHECK(text, "%s", nntile_last_error());
    nntile_graph *back = nntile_graph_load_string(text, strlen(text));
    CHECK(back && nntile_graph_find(back, ok), "%s", nntile_last_error());
    nntile_graph_free(back);
    char *p = strstr(text, ok), *bad = malloc(strlen(text) + 2);
    size_t at = (size_t)(p - text);
    memcpy(bad, text, at);
    bad[at] = 'z';
    strcpy(bad + at + 1, p);
    CHECK(!nntile_graph_load_string(bad, strlen(bad)) && last_error_has("tensors[0].name",
                                                                        "1 to 255", NULL),
          "a long name in a file");
    free(bad);
    free(text);
    nntile_graph_free(g);
    /* safetensors: the same limit for tensor names, on write and read */
    static const float v[2] = {1, 2};
    nntile_safetensors_entry e = {ok, NNTILE_FP32, 1, {2}, v};
    CHECK(nntile_safetensors_write(scratch("names.st"), 1, &e) == NNTILE_OK, "%s",
          nntile_last_error());
    nntile_safetensors *f = nntile_safetensors_open(scratch("names.st"));
    CHECK(f && nntile_safetensors_find(f, ok) == 0, "%s", nntile_last_error());
    nntile_safetensors_close(f);
    e.name = over;
    CHECK(nntile_safetensors_write(scratch("names.st"), 1, &e) != NNTILE_OK &&
              last_error_has("NNTILE_NAME_MAX", "256 bytes", NULL),
          "safetensors write of a long name");
    char img[1024];
    int hl = snprintf(img + 8, sizeof img - 8,
                      "{\"%s\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}", over);
    for (int i = 0; i < 8; ++i) img[i] = (char)(i == 0 ? hl & 0xFF : i == 1 ? hl >> 8 : 0);
    memset(img + 8 + hl, 0, 4);
    CHECK(!nntile_safetensors_open_memory(img, (size_t)(8 + hl + 4)) &&
              last_error_has("NNTILE_NAME_MAX", NULL, NULL),
          "safetensors read of a long name");
    /* derived names: refused with the limit, never cut into a collision */
    g = nntile_graph_new("derived");
    nntile_node *logits = nntile_graph_input(g, "logits", NNTILE_FP32, 2, (int64_t[]){5, 3});
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 1, (int64_t[]){3});
    CHECK(!nntile_cross_entropy(logits, labels, NNTILE_LOSS_MEAN, -1, huge), "huge loss name");
    CHECK(has(nntile_graph_error(g), "cross_entropy") &&
              has(nntile_graph_error(g), "NNTILE_NAME_MAX") &&
              !has(nntile_graph_error(g), "duplicate"),
          "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("derived");
    logits = nntile_graph_input(g, "logits", NNTILE_FP32, 2, (int64_t[]){5, 3});
    labels = nntile_graph_input(g, "labels", NNTILE_INT64, 1, (int64_t[]){3});
    char *room = long_name(NNTILE_NAME_MAX - strlen(".per_position"), "ce");
    CHECK(nntile_cross_entropy(logits, labels, NNTILE_LOSS_MEAN, -1, room), "%s",
          nntile_graph_error(g));
    free(room);
    nntile_graph_free(g);
    /* a long module prefix: the message keeps the condition */
    g = nntile_graph_new("linear");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){4, 3});
    CHECK(!nntile_nn_linear(x, huge, 2, 1), "a linear with a huge prefix");
    CHECK(has(nntile_graph_error(g), "NNTILE_NAME_MAX") && has(nntile_graph_error(g), "huge"),
          "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    /* ".grad" past the limit: backward refused, the graph unchanged */
    g = nntile_graph_new("grad");
    char *pname = long_name(NNTILE_NAME_MAX - 2, "param");
    nntile_node *w = nntile_graph_parameter(g, pname, NNTILE_FP64, 1, (int64_t[]){3});
    nntile_node *l = nntile_sum(nntile_multiply(1.0, w, w, "sq"), "l", 1.0);
    char *before = json_of(g);
    CHECK(nntile_graph_backward(g, l, NULL) != NNTILE_OK &&
              last_error_has("backward", "NNTILE_NAME_MAX", ".grad"),
          "a gradient name past the limit");
    CHECK_UNCHANGED(g, before, "a refused backward");
    free(before);
    free(pname);
    /* an embed prefix past the limit: refused, unchanged */
    nntile_graph *sub = nntile_graph_new("sub");
    nntile_relu(nntile_graph_input(sub, "in", NNTILE_FP64, 1, (int64_t[]){3}), "out");
    before = json_of(g);
    CHECK(nntile_graph_embed(g, sub, huge, 0, NULL, NULL) != NNTILE_OK &&
              last_error_has("embed", "NNTILE_NAME_MAX", NULL),
          "a huge embed prefix");
    CHECK_UNCHANGED(g, before, "a refused embed");
    free(before);
    nntile_graph_free(sub);
    nntile_graph_free(g);
    free(ok);
    free(over);
    free(huge);
}

/* ---- attributes in JSON files ---------------------------------------------------------- */

/* text with the first `from` after the line that has `line_has` replaced by to. */
static char *edit_op(const char *text, const char *line_has, const char *from, const char *to)
{
    const char *l = strstr(text, line_has);
    const char *p = l ? strstr(l, from) : NULL;
    const char *eol = l ? strchr(l, '\n') : NULL;
    if (!p || (eol && p > eol)) return NULL;
    size_t at = (size_t)(p - text), n = strlen(text) - strlen(from) + strlen(to);
    char *s = malloc(n + 1);
    memcpy(s, text, at);
    strcpy(s + at, to);
    strcat(s, p + strlen(from));
    return s;
}

TEST(json_attributes_builders_never_make)
{
    nntile_graph *g = nntile_graph_new("attrs");
    const int64_t s46[2] = {4, 6};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, s46);
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP64, 2, s46);
    nntile_node *f6 = nntile_graph_input(g, "f6", NNTILE_FP64, 1, (int64_t[]){6});
    nntile_node *g6 = nntile_graph_input(g, "g6", NNTILE_FP64, 1, (int64_t[]){6});
    nntile_sum(x, "s", 1.0);
    nntile_norm(x, "n", 1.0);
    nntile_sum_slice(x, "ss", 1.0, 1);
    nntile_sqrt(x, "q");
    nntile_scale(2.0, x, "sc");
    nntile_multiply(2.0, x, y, "m");
    nntile_multiply_fiber(f6, x, "mf", 2.0, 1, 0);
    nntile_layer_norm(x, f6, g6, 1, 1e-5, "ln");
    nntile_gemm(x, y, "gm", 1.0, 1, 0, 1, 0);
    nntile_node *p = nntile_graph_parameter(g, "p", NNTILE_FP64, 2, s46);
    nntile_node *step = nntile_graph_tensor_ex(g, "step", NNTILE_INT64, 1, (int64_t[]){1},
                                               NNTILE_PERSISTENT);
    nntile_node *step2 = nntile_graph_tensor_ex(g, "step2", NNTILE_INT64, 1, (int64_t[]){1},
                                                NNTILE_PERSISTENT);
    nntile_node *vel = nntile_graph_tensor_ex(g, "vel", NNTILE_FP64, 2, s46, NNTILE_PERSISTENT);
    nntile_node *m1 = nntile_graph_tensor_ex(g, "m1", NNTILE_FP64, 2, s46, NNTILE_PERSISTENT);
    nntile_node *m2 = nntile_graph_tensor_ex(g, "m2", NNTILE_FP64, 2, s46, NNTILE_PERSISTENT);
    nntile_sgd_step(p, y, vel, step, 0.9, 0.01, 0.0, 0.0, 1);
    nntile_adam_step(p, y, m1, m2, step2, 0.9, 0.999, 1e-8, 1e-3, 0.0);
    CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
    char *text = json_of(g);
    CHECK(text, "%s", nntile_last_error());
    nntile_graph *same = nntile_graph_load_string(text, strlen(text));
    CHECK(same, "the unedited file: %s", nntile_last_error());
    nntile_graph_free(same);
    static const struct {
        const char *line, *from, *to, *attr;
    } cases[] = {
        {"\"op\": \"sum\"", "\"axis\": 0", "\"axis\": 9", "axis"},
        {"\"op\": \"sum\"", "\"batch_ndim\": 0", "\"batch_ndim\": -1", "batch_ndim"},
        {"\"op\": \"sum\"", "\"beta\": 0", "\"beta\": 2", "beta"},
        {"\"op\": \"norm\"", "\"axis\": 0", "\"axis\": 1", "axis"},
        {"\"op\": \"sum_slice\"", "\"beta\": 0", "\"beta\": 0.5", "beta"},
        {"\"op\": \"sqrt\"", "\"s2\": 0", "\"s2\": 5", "s2"},
        {"\"op\": \"scale\"", "\"s2\": 0", "\"s2\": 5", "s2"},
        {"\"op\": \"multiply\"", "\"s2\": 0", "\"s2\": 1", "s2"},
        {"\"op\": \"multiply_fiber\"", "\"beta\": 0", "\"beta\": 3", "beta"},
        {"\"op\": \"layer_norm\"", "\"eps\": 0", "\"eps\": 0.5", "eps"},
        {"\"op\": \"layer_norm\"", "\"beta\": 0", "\"beta\": 0.5", "beta"},
        {"\"op\": \"sgd_step\"", "\"beta1\": 0", "\"beta1\": 0.5", "beta1"},
        {"\"op\": \"sgd_step\"", "\"nesterov\": 1", "\"nesterov\": 9", "nesterov"},
        {"\"op\": \"sgd_step\"", "\"num_iter\": 1", "\"num_iter\": 7", "num_iter"},
        {"\"op\": \"adam_step\"", "\"momentum\": 0", "\"momentum\": 0.5", "momentum"},
        {"\"op\": \"adam_step\"", "\"kind\": 1", "\"kind\": 2", "kind"},
        {"\"op\": \"gemm\"", "\"batch_ndim\": 0", "\"batch_ndim\": 2147483647", "batch_ndim"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
        char *bad = edit_op(text, cases[i].line, cases[i].from, cases[i].to);
        CHECK(bad, "case %zu: %s has no %s", i, cases[i].line, cases[i].from);
        nntile_graph *got = nntile_graph_load_string(bad, strlen(bad));
        int refused = !got && has(nntile_last_error(), "byte ") &&
                      has(nntile_last_error(), "ops[");
        if (!refused)
            printf("  case %zu (%s %s -> %s): %s\n", i, cases[i].line, cases[i].from,
                   cases[i].to, got ? "loaded" : nntile_last_error());
        nntile_graph_free(got);
        free(bad);
        CHECK(refused, "case %zu: attribute %s", i, cases[i].attr);
    }
    free(text);
    nntile_graph_free(g);
}

int main(void)
{
    const char *build = getenv("BUILD");
    char cwd[200];
    if (!getcwd(cwd, sizeof cwd)) snprintf(cwd, sizeof cwd, ".");
    if (!build || !*build) build = "build";
    snprintf(tmpdir, sizeof tmpdir, "%s%s%s/test/reliability_graph_%s_%ld", /* absolute: links */
             build[0] == '/' ? "" : cwd, build[0] == '/' ? "" : "/", build, VARIANT,
             (long)getpid());
    mkdir(tmpdir, 0700);
    /* the path cases first, in children, before any runtime starts (fork) */
    RUN(fifo_readers_do_not_block);
    RUN(savers_follow_symlinks);
    RUN(savers_refuse_fifo_and_devices);
    RUN(many_symbols);
    RUN(one_name_limit);
    RUN(json_attributes_builders_never_make);
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(refused_calls_change_nothing, test_backends[b].name);
        nntile_shutdown();
    }
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) printf("  could not remove %s\n", tmpdir);
    HARNESS_EXIT();
}
