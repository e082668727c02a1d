/* The lifetime rule of nntile_shutdown (runtime.h), on every backend: what
 * was made under one nntile_init (registered data, tensors, tiles, compiled
 * graphs, tasks, task groups, async compile jobs) is dead after the
 * nntile_shutdown that ends it, even after a new nntile_init:
 *   - bind, execute, wait, get, set and nntile_compiled_tensor of a compiled
 *     graph give NNTILE_ERR_STATE with a message naming the graph and both
 *     runtime starts, after shutdown and after shutdown + init;
 *   - freeing it afterwards frees everything: LeakSanitizer in the ASan
 *     builds, and the heap in use over many rounds (glibc's mallinfo2; it
 *     also sees StarPU's handle records, allocated inside StarPU where the
 *     suppressions of test/lsan.supp hide them from LeakSanitizer);
 *   - tensors, data records (runtime-owned and user memory), task handles
 *     and task groups give NNTILE_ERR_STATE too, and user memory holds what
 *     the tasks wrote into it before the shutdown;
 *   - a shutdown while an async compile runs (or before its graph was
 *     taken) makes the job give NULL with NNTILE_ERR_STATE, "shut down while
 *     compiling", and leak nothing; a compile cache compiles a dead entry's
 *     key again after a new init;
 *   - a shutdown from another thread while tasks run: it returns once the
 *     call in flight and its task are done, the other thread's next call
 *     gets NNTILE_ERR_STATE, and two concurrent shutdowns are one. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../gelu_chain.h"

#include <pthread.h>
#include <time.h>
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#define HAVE_MALLINFO2 1
#endif

static int cur; /* the backend of the running case */

static void sleep_us(long us)
{
    struct timespec ts = {us / 1000000, (us % 1000000) * 1000};
    nanosleep(&ts, NULL);
}

/* The call gives NNTILE_ERR_STATE and a message holding what and the rule. */
#define CHECK_DEAD(call, what)                                                                \
    do {                                                                                      \
        nntile_clear_error();                                                                 \
        nntile_status st_ = (call);                                                           \
        CHECK(st_ == NNTILE_ERR_STATE, "%s gave %d (%s), want NNTILE_ERR_STATE", #call,       \
              (int)st_, nntile_last_error());                                                 \
        CHECK_MSG(what, "made before nntile_shutdown (runtime start ");                      \
    } while (0)

/* The message names the dead object's start and a later running one. */
static int starts_differ(void)
{
    const char *m = nntile_last_error(), *a = strstr(m, "(runtime start "),
               *b = strstr(m, "now running is start ");
    unsigned sa = 0, sb = 0;
    return a && b && sscanf(a, "(runtime start %u", &sa) == 1 &&
           sscanf(b, "now running is start %u", &sb) == 1 && sb > sa;
}

/* x [8] fp64 -> h = gelu(x) -> y = gelu(h), y output */
static nntile_graph *mlp_graph(void)
{
    nntile_graph *g = nntile_graph_new("mlp");
    int64_t n = 8;
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 1, &n);
    nntile_node *y = nntile_gelu(nntile_gelu(x, "h"), "y");
    nntile_node_mark_output(y);
    return g;
}

static nntile_compiled *mlp_run(nntile_graph *g)
{
    double x[8], y[8];
    for (int i = 0; i < 8; ++i) x[i] = i - 4;
    nntile_compiled *c = nntile_compile(g, NULL);
    if (!c || nntile_compiled_bind(c, "x", x, 8) != NNTILE_OK ||
        nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK ||
        nntile_compiled_get(c, "y", y, 8) != NNTILE_OK) {
        fprintf(stderr, "  mlp: %s\n", nntile_last_error());
        nntile_compiled_free(c);
        return NULL;
    }
    return c;
}

/* Every call on a dead compiled graph c (made under an ended start). */
static void check_dead_graph(nntile_compiled *c, int reinit)
{
    double x[8] = {0}, y[8];
    const char *what = "compiled graph 'mlp'";
    CHECK_DEAD(nntile_compiled_bind(c, "x", x, 8), what);
    if (reinit) CHECK(starts_differ(), "message '%s' lacks both starts", nntile_last_error());
    else CHECK_MSG("no runtime runs now");
    CHECK_DEAD(nntile_compiled_execute(c), what);
    CHECK_DEAD(nntile_compiled_wait(c), what);
    CHECK_DEAD(nntile_compiled_get(c, "y", y, 8), what);
    CHECK_DEAD(nntile_compiled_set(c, "x", x, 8), what);
    double v;
    CHECK_DEAD(nntile_compiled_get_scalar(c, "y", &v), what);
    nntile_clear_error();
    CHECK(nntile_compiled_tensor(c, "y") == NULL, "tensor of a dead graph");
    CHECK(nntile_last_status() == NNTILE_ERR_STATE, "tensor: %s", nntile_last_error());
    CHECK_MSG(what);
    /* what needs no runtime still answers */
    CHECK(nntile_compiled_num_ops(c) == 2, "num_ops %d", nntile_compiled_num_ops(c));
    CHECK(strcmp(nntile_compiled_name(c), "mlp") == 0, "name");
}

TEST(compiled_after_shutdown)
{
    test_init_backend(cur);
    nntile_graph *g = mlp_graph();
    nntile_compiled *c = mlp_run(g);
    CHECK(c != NULL, "compile and run");
    nntile_shutdown();
    check_dead_graph(c, 0);
    if (harness_case_failed) return;
    test_init_backend(cur); /* a new start: the graph stays dead */
    check_dead_graph(c, 1);
    if (harness_case_failed) return;
    /* a graph compiled under the new start runs */
    nntile_compiled *c2 = mlp_run(g);
    CHECK(c2 != NULL, "a new graph runs after init");
    nntile_compiled_free(c2);
    nntile_compiled_free(c);
    nntile_shutdown();
    nntile_graph_free(g);
}

#ifdef HAVE_MALLINFO2
static size_t heap_in_use(void) { return mallinfo2().uordblks; }
#endif

/* compile, run, shutdown, free: the free frees everything (LeakSanitizer,
 * and on the serial backend the heap in use comes back to where it was). */
static int compile_shutdown_free(int reinit)
{
    test_init_backend(cur);
    nntile_graph *g = mlp_graph();
    nntile_compiled *c = mlp_run(g);
    nntile_shutdown();
    if (reinit) test_init_backend(cur);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    if (reinit) nntile_shutdown();
    return c != NULL;
}

TEST(compiled_free_after_shutdown)
{
    CHECK(compile_shutdown_free(0), "warm-up");
#ifdef HAVE_MALLINFO2
    /* malloc's per-thread cache keeps some freed chunks counted as in use,
     * and a StarPU start allocates a little that it keeps: the heap may vary
     * by a few chunks, a leak grows with every round (StarPU's handles, about
     * 4 KB each, are allocated inside StarPU, where LeakSanitizer's
     * suppressions of test/lsan.supp do not look) */
    int serial = test_backends[cur].kind == NNTILE_BACKEND_SERIAL;
    int rounds = serial ? 40 : 8;
    size_t slack = serial ? 64 : 2048; /* bytes per round; a leak here was 160 and 12000 */
    for (int reinit = 0; reinit < 2; ++reinit) {
        for (int i = 0; i < 4; ++i) compile_shutdown_free(reinit);
        size_t before = heap_in_use();
        for (int i = 0; i < rounds; ++i) CHECK(compile_shutdown_free(reinit), "run");
        size_t after = heap_in_use();
        if (before || after) /* 0: an allocator without the figures (ASan's) */
            printf("  (%s, free after shutdown%s: heap in use %zu -> %zu over %d rounds)\n",
                   test_backends[cur].name, reinit ? " and init" : "", before, after, rounds);
        CHECK(after < before + slack * (size_t)rounds, "free after shutdown%s: %zu bytes more "
              "in use after %d rounds (%zu -> %zu)", reinit ? " and init" : "", after - before,
              rounds, before, after);
    }
#endif
    CHECK(compile_shutdown_free(1), "free after shutdown and init");
}

/* ---- data, tensors, tasks, groups ----------------------------------------- */

typedef struct { int64_t n; double v; } fill_args;
static void fill_cpu(void *const *buffers, const void *args)
{
    const fill_args *a = (const fill_args *)args;
    double *p = (double *)buffers[0];
    for (int64_t i = 0; i < a->n; ++i) p[i] = a->v;
}
static nntile_codelet fill_cl = {.name = "test_lifetime_fill", .cpu = fill_cpu,
                                 .args_size = sizeof(fill_args)};

static nntile_status fill(nntile_data *d, double v, nntile_task_group *g, nntile_task **task)
{
    fill_args a = {(int64_t)nntile_data_nelems(d), v};
    nntile_task_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.codelet = &fill_cl;
    desc.nbuffers = 1;
    desc.buffers[0] = d;
    desc.modes[0] = NNTILE_W;
    desc.args = &a;
    desc.group = g;
    return nntile_task_submit(&desc, task);
}

typedef struct {
    nntile_tensor *t;
    nntile_data *d, *u; /* runtime-owned; user memory ubuf */
    nntile_tile tile;
    nntile_task_group *g;
    nntile_task *task;
    double ubuf[4];
} objects;

static void check_dead_objects(objects *o, int reinit)
{
    double out[4];
    void *p;
    CHECK_DEAD(nntile_tensor_gather(o->t, out), "tensor 't'");
    if (reinit) CHECK(starts_differ(), "message '%s' lacks both starts", nntile_last_error());
    CHECK_DEAD(nntile_tensor_scatter(o->t, out), "tensor 't'");
    CHECK_DEAD(nntile_tensor_clear_async(o->t, NULL), "made before");
    CHECK_DEAD(nntile_data_acquire(o->d, NNTILE_R, &p), "data of 4 elements");
    CHECK_DEAD(nntile_data_acquire(o->u, NNTILE_RW, &p), "data of 4 elements");
    CHECK_DEAD(fill(o->d, 1, NULL, NULL), "task 'test_lifetime_fill': buffer 0");
    CHECK_DEAD(tile_wait(nntile_tile_fill_async(1.0, &o->tile, NULL, tile_task())), "made before");
    CHECK_DEAD(nntile_task_group_wait_all(o->g), "task group");
    CHECK(nntile_task_group_pending(o->g) == 0, "a dead group has nothing pending");
    CHECK(nntile_task_test(o->task) == 1, "a dead task is done");
    if (reinit) { /* fresh data in a dead group */
        nntile_data *d = NULL;
        CHECK(nntile_data_register(&d, 4, sizeof(double)) == NNTILE_OK, "%s", nntile_last_error());
        nntile_status st = fill(d, 1, o->g, NULL);
        nntile_data_unregister(d);
        CHECK(st == NNTILE_ERR_STATE, "a task into a dead group gave %d", (int)st);
        CHECK_MSG("task group", "made before nntile_shutdown");
    }
    /* invalidate, wont_use, release: no-ops on dead records */
    nntile_data_invalidate(o->d);
    nntile_data_wont_use(o->u);
    nntile_data_release(o->u);
    nntile_tensor_invalidate(o->t);
}

static void objects_make(objects *o)
{
    memset(o, 0, sizeof *o);
    int64_t n = 4, ts = 2;
    double v[4] = {1, 2, 3, 4};
    CHECK(nntile_tensor_new(&o->t, "t", NNTILE_FP64, 1, &n, &ts) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tensor_scatter(o->t, v) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_data_register(&o->d, 4, sizeof(double)) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_data_register_ptr(&o->u, o->ubuf, 4, sizeof(double)) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tile_init(&o->tile, NNTILE_FP64, 1, &n) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_fill_async(2.0, &o->tile, NULL, tile_task())) == NNTILE_OK, "%s",
          nntile_last_error());
    o->g = nntile_task_group_new();
    CHECK(o->g != NULL, "group");
    CHECK(fill(o->d, 5, NULL, &o->task) == NNTILE_OK, "%s", nntile_last_error()); /* not waited */
    CHECK(fill(o->u, 7, o->g, NULL) == NNTILE_OK, "%s", nntile_last_error());
}

static void objects_free(objects *o)
{
    nntile_tensor_free(o->t);
    nntile_data_unregister(o->d);
    nntile_data_unregister(o->u);
    nntile_tile_destroy(&o->tile);
    nntile_task_group_free(o->g);
}

TEST(objects_after_shutdown)
{
    for (int reinit = 0; reinit < 2; ++reinit) {
        objects o;
        test_init_backend(cur);
        objects_make(&o);
        if (harness_case_failed) return;
        nntile_shutdown(); /* waits for the tasks: user memory holds what they wrote */
        for (int i = 0; i < 4; ++i)
            CHECK(o.ubuf[i] == 7, "user memory after shutdown: [%d] = %g, want 7", i, o.ubuf[i]);
        if (reinit) test_init_backend(cur);
        check_dead_objects(&o, reinit);
        if (harness_case_failed) return;
        /* waiting for a dead task frees its handle */
        CHECK_DEAD(nntile_task_wait(o.task), "task");
        objects_free(&o);
        nntile_shutdown();
    }
}

/* Objects made with no runtime (for planning) join the first one they are
 * used with and die with it. */
TEST(objects_made_without_runtime)
{
    nntile_tensor *t = NULL;
    int64_t n = 4, ts = 2;
    double v[4] = {1, 2, 3, 4}, out[4] = {0};
    CHECK(nntile_tensor_new(&t, "early", NNTILE_FP64, 1, &n, &ts) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tensor_scatter(t, v) == NNTILE_ERR_NOT_INITIALIZED, "scatter before init");
    test_init_backend(cur);
    CHECK(nntile_tensor_scatter(t, v) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_gather(t, out) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(out[3] == 4, "gather");
    nntile_shutdown();
    test_init_backend(cur);
    CHECK_DEAD(nntile_tensor_gather(t, out), "tensor 'early'");
    nntile_tensor_free(t);
    nntile_shutdown();
}

/* ---- async compile jobs --------------------------------------------------- */

static int job_killed(nntile_compile_job *job, const char *name)
{
    nntile_clear_error();
    nntile_compiled *c = nntile_compile_job_wait(job);
    if (c) {
        fprintf(stderr, "  job '%s' gave a graph after shutdown\n", name);
        nntile_compiled_free(c);
        return 0;
    }
    char want[64];
    snprintf(want, sizeof want, "compile '%s'", name);
    if (nntile_last_status() != NNTILE_ERR_STATE || !strstr(nntile_last_error(), want) ||
        !strstr(nntile_last_error(), "shut down while compiling")) {
        fprintf(stderr, "  job '%s': status %d, message '%s'\n", name, (int)nntile_last_status(),
                nntile_last_error());
        return 0;
    }
    return 1;
}

TEST(shutdown_during_async_compile)
{
    nntile_graph *big = gelu_chain("big", 4000, 4), *small = gelu_chain("small", 3, 4);
    /* shut down while it compiles */
    test_init_backend(cur);
    nntile_compile_job *job = nntile_compile_async(big, NULL);
    CHECK(job != NULL, "%s", nntile_last_error());
    int was_ready = nntile_compile_job_ready(job);
    nntile_shutdown();
    CHECK(nntile_compile_job_ready(job) == 1, "the job is over after shutdown");
    CHECK(job_killed(job, "big"), "running job (ready at shutdown: %d)", was_ready);
    nntile_compile_job_free(job);
    /* finished, but its graph not taken */
    test_init_backend(cur);
    job = nntile_compile_async(small, NULL);
    CHECK(job != NULL, "%s", nntile_last_error());
    while (!nntile_compile_job_ready(job)) sleep_us(100);
    nntile_shutdown();
    test_init_backend(cur);
    CHECK(job_killed(job, "small"), "finished job");
    nntile_compile_job_free(job);
    nntile_shutdown();
    /* a job freed without a wait after shutdown */
    test_init_backend(cur);
    job = nntile_compile_async(big, NULL);
    nntile_shutdown();
    nntile_compile_job_free(job);
    /* a cache: a prefetch killed by shutdown and a dead compiled entry are
     * compiled again after a new init */
    test_init_backend(cur);
    nntile_compile_cache *cache = nntile_compile_cache_new(4);
    nntile_compiled *c1 = nntile_compile_cache_get(cache, small, NULL);
    CHECK(c1 != NULL, "%s", nntile_last_error());
    CHECK(nntile_compile_cache_prefetch(cache, big, NULL) == NNTILE_OK, "%s",
          nntile_last_error());
    nntile_shutdown();
    test_init_backend(cur);
    nntile_compiled *c2 = nntile_compile_cache_get(cache, small, NULL);
    CHECK(c2 != NULL, "%s", nntile_last_error());
    double x[4] = {1, 2, 3, 4}, y[4];
    CHECK(nntile_compiled_bind(c2, "x", x, 4) == NNTILE_OK, "the cache gave a dead graph: %s",
          nntile_last_error());
    CHECK(nntile_compiled_execute(c2) == NNTILE_OK && nntile_compiled_wait(c2) == NNTILE_OK &&
              nntile_compiled_get(c2, "y2", y, 4) == NNTILE_OK, "%s", nntile_last_error());
    nntile_compiled *c3 = nntile_compile_cache_get(cache, big, NULL);
    CHECK(c3 != NULL, "the killed prefetch is compiled again: %s", nntile_last_error());
    CHECK(nntile_compiled_bind(c3, "x", x, 4) == NNTILE_OK, "%s", nntile_last_error());
    nntile_compile_cache_free(cache);
    nntile_shutdown();
    nntile_graph_free(big);
    nntile_graph_free(small);
}

/* ---- shutdown from another thread ------------------------------------------ */

static int slow_started, slow_finished;
static void slow_cpu(void *const *buffers, const void *args)
{
    (void)args;
    __atomic_add_fetch(&slow_started, 1, __ATOMIC_SEQ_CST);
    sleep_us(2000);
    *(double *)buffers[0] += 1;
    __atomic_add_fetch(&slow_finished, 1, __ATOMIC_SEQ_CST);
}
static nntile_codelet slow_cl = {.name = "test_lifetime_slow", .cpu = slow_cpu};

typedef struct {
    nntile_data *d;
    nntile_task_group *g;
    nntile_status last;  /* the call that ended the loop */
    nntile_status group; /* the group wait after it */
    long submitted;
} submitter;

/* Submits slow tasks one at a time (each waited) until a call fails. */
static void *submit_loop(void *arg)
{
    submitter *s = (submitter *)arg;
    for (;;) {
        nntile_task_desc desc;
        memset(&desc, 0, sizeof desc);
        desc.codelet = &slow_cl;
        desc.nbuffers = 1;
        desc.buffers[0] = s->d;
        desc.modes[0] = NNTILE_RW;
        desc.group = s->g;
        nntile_task *t = NULL;
        nntile_status st = nntile_task_submit(&desc, &t);
        if (st == NNTILE_OK) {
            __atomic_add_fetch(&s->submitted, 1, __ATOMIC_SEQ_CST);
            st = nntile_task_wait(t);
        }
        if (st != NNTILE_OK) {
            s->last = st;
            break;
        }
    }
    s->group = nntile_task_group_wait_all(s->g);
    return NULL;
}

static void *shutdown_thread(void *arg)
{
    (void)arg;
    nntile_shutdown();
    return NULL;
}

TEST(shutdown_from_other_thread)
{
    test_init_backend(cur);
    submitter s;
    memset(&s, 0, sizeof s);
    CHECK(nntile_data_register(&s.d, 1, sizeof(double)) == NNTILE_OK, "%s", nntile_last_error());
    void *p;
    CHECK(nntile_data_acquire(s.d, NNTILE_W, &p) == NNTILE_OK, "%s", nntile_last_error());
    *(double *)p = 0;
    nntile_data_release(s.d);
    s.g = nntile_task_group_new();
    __atomic_store_n(&slow_started, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&slow_finished, 0, __ATOMIC_SEQ_CST);
    pthread_t a, b;
    CHECK(pthread_create(&a, NULL, submit_loop, &s) == 0, "thread");
    while (__atomic_load_n(&s.submitted, __ATOMIC_SEQ_CST) < 3) sleep_us(200);
    while (__atomic_load_n(&slow_started, __ATOMIC_SEQ_CST) ==
           __atomic_load_n(&slow_finished, __ATOMIC_SEQ_CST))
        sleep_us(50); /* a task runs now */
    /* two shutdowns at once, from this thread and another */
    CHECK(pthread_create(&b, NULL, shutdown_thread, NULL) == 0, "thread");
    nntile_shutdown();
    int started = __atomic_load_n(&slow_started, __ATOMIC_SEQ_CST);
    int finished = __atomic_load_n(&slow_finished, __ATOMIC_SEQ_CST);
    pthread_join(b, NULL);
    pthread_join(a, NULL);
    CHECK(started == finished, "nntile_shutdown returned while a task ran (%d started, %d "
          "finished)", started, finished);
    CHECK(!nntile_is_initialized(), "shut down");
    CHECK(s.last == NNTILE_ERR_STATE, "the submitting thread's call after shutdown gave %d (%s)",
          (int)s.last, nntile_last_error());
    CHECK(s.group == NNTILE_ERR_STATE, "the group wait after shutdown gave %d", (int)s.group);
    CHECK(s.submitted >= 3 && finished >= (int)s.submitted - 1, "%ld submitted, %d finished",
          s.submitted, finished);
    nntile_data_unregister(s.d);
    nntile_task_group_free(s.g);
}

int main(void)
{
    /* The test's codelets have CPU sides only: a GPU run keeps CPU workers. */
    if (test_on_gpu()) setenv("NNTILE_TEST_NCPU", "2", 1);
    for (cur = 0; cur < TEST_NBACKENDS; ++cur) {
        const char *name = test_backends[cur].name;
#define RUN_CASE(fn) RUN_AS(fn, name); nntile_shutdown()
        RUN_CASE(compiled_after_shutdown);
        RUN_CASE(compiled_free_after_shutdown);
        RUN_CASE(objects_after_shutdown);
        RUN_CASE(objects_made_without_runtime);
        RUN_CASE(shutdown_during_async_compile);
        RUN_CASE(shutdown_from_other_thread);
    }
    HARNESS_EXIT();
}
