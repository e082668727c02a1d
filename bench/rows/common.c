/* common.c: timing, medians, result lines, StarPU pause and the peer process
 * of the bench rows (bench.h). */
#include "bench.h"

#include <cblas.h>
#include <pthread.h>
#include <signal.h>
#include <starpu.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int bench_quick;

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(const double *v, int n)
{
    double s[256];
    if (n < 1) return 0.0 / 0.0;
    if (n > 256) n = 256;
    memcpy(s, v, (size_t)n * sizeof *s);
    qsort(s, (size_t)n, sizeof *s, bench_cmp);
    return n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
}

void bench_emit(const char *benchmark, const char *kase, double nntile, double peer,
                double ratio, const char *unit, const char *target)
{
    printf("ROW,%s,%s,%.6g,%.6g,%.4f,%s,%s\n", benchmark, kase, nntile, peer, ratio, unit,
           target);
    fflush(stdout);
    fprintf(stderr, "  %-10s %-34s nntile %10.4g  peer %10.4g  ratio %7.3f %s (target %s)\n",
            benchmark, kase, nntile, peer, ratio, unit, target);
}

void bench_emit_pairs(const char *benchmark, const char *kase, const double *a, const double *b,
                      int n, const char *unit, const char *target)
{
    double r[256];
    if (n > 256) n = 256;
    for (int i = 0; i < n; ++i) r[i] = a[i] / b[i];
    bench_emit(benchmark, kase, bench_median(a, n), bench_median(b, n), bench_median(r, n),
               unit, target);
}

void bench_fail(const char *what)
{
    fprintf(stderr, "bench: %s failed: %s\n", what, nntile_last_error());
    exit(2);
}

nntile_compiled *bench_compile_tiled(nntile_graph *g, const char *tensor, int64_t t0, int64_t t1)
{
    nntile_tiling tiling = {tensor, {t0, t1}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = &tiling;
    cfg.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    if (!c) bench_fail(nntile_graph_name(g));
    return c;
}

double bench_steps_s(nntile_compiled *c, int steps)
{
    double t0 = bench_now();
    for (int i = 0; i < steps; ++i) {
        BENCH_OK(nntile_compiled_execute(c));
        BENCH_OK(nntile_compiled_wait(c));
    }
    return (bench_now() - t0) / steps;
}

void bench_start(int ncpu)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = NNTILE_BACKEND_STARPU;
    cfg.ncpu = ncpu;
    cfg.ncuda = -1;
    BENCH_OK(nntile_init(&cfg));
}

void bench_pause(void) { starpu_pause(); }
void bench_resume(void) { starpu_resume(); }
void bench_blas_threads(int n) { openblas_set_num_threads(n); }

typedef struct bench_gemm_arg {
    int64_t m, n, k;
    const float *a, *b;
    float *c;
} bench_gemm_arg;

static void *bench_gemm_run(void *p)
{
    const bench_gemm_arg *g = p;
    cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, (int)g->m, (int)g->n, (int)g->k, 1.0f,
                g->a, (int)g->m, g->b, (int)g->k, 0.0f, g->c, (int)g->m);
    return NULL;
}

/* Seconds per product, median of 3 after a warm-up, StarPU paused if it
 * runs: g[0] alone on 2 BLAS threads (pair 0), or g[0] and g[1] at once on
 * one thread each (pair 1). */
static double bench_sgemm_time(const bench_gemm_arg *g, int pair)
{
    double r[3];
    int running = starpu_is_initialized(); /* the machine line measures before StarPU starts */
    if (running) bench_pause();
    bench_blas_threads(pair ? 1 : 2);
    for (int i = -1; i < 3; ++i) {
        pthread_t th;
        double t0 = bench_now();
        int two = pair && pthread_create(&th, NULL, bench_gemm_run, (void *)&g[1]) == 0;
        bench_gemm_run((void *)&g[0]);
        if (two) pthread_join(th, NULL);
        else if (pair) bench_gemm_run((void *)&g[1]); /* no thread: one after the other */
        if (i >= 0) r[i] = (bench_now() - t0) / (pair ? 2 : 1);
    }
    bench_blas_threads(1);
    if (running) bench_resume();
    return bench_median(r, 3);
}

double bench_sgemm_s(int64_t m, int64_t n, int64_t k, const float *a, const float *b, float *c)
{
    const bench_gemm_arg g = {m, n, k, a, b, c};
    return bench_sgemm_time(&g, 0);
}

double bench_sgemm_pair_s(int64_t m, int64_t n, int64_t k, const float *a, const float *b,
                          float *c)
{
    const bench_gemm_arg g[2] = {{m, n, k, a, b, c}, {m, n, k, a, b, c + m * n}};
    return bench_sgemm_time(g, 1);
}

double bench_sgemm_rate(int64_t C, int64_t N, float *buf)
{
    float *w = buf, *x = w + 4 * C * C, *out = x + C * N;
    return 8e-9 * (double)C * (double)C * (double)N / bench_sgemm_s(4 * C, N, C, w, x, out);
}

void bench_fill(void *x, nntile_dtype dtype, size_t count, uint64_t seed)
{
    uint64_t s = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (size_t i = 0; i < count; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        double v = (double)(s >> 40) / (double)(1ull << 24) * 2.0 - 1.0;
        if (dtype == NNTILE_FP64) ((double *)x)[i] = v;
        else ((float *)x)[i] = (float)v;
    }
}

int bench_peer_open(bench_peer *p, const char *const *argv)
{
    int to[2], from[2];
    p->to = p->from = NULL;
    p->pid = -1;
    if (pipe(to) != 0 || pipe(from) != 0) return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        dup2(to[0], 0);
        dup2(from[1], 1);
        close(to[0]), close(to[1]), close(from[0]), close(from[1]);
        if (getenv(BENCH_REEXEC_MARK)) { /* main.c set the timeout, not the user */
            unsetenv("OPENBLAS_THREAD_TIMEOUT");
            unsetenv(BENCH_REEXEC_MARK);
        }
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    p->pid = pid;
    p->to = fdopen(to[1], "w");
    p->from = fdopen(from[0], "r");
    /* The peer's first line: "ready" (or a reason it cannot run). */
    char line[256];
    if (!p->from || !fgets(line, sizeof line, p->from) || strncmp(line, "ready", 5) != 0) {
        fprintf(stderr, "bench: peer %s did not start%s%s", argv[1] ? argv[1] : argv[0],
                line[0] ? ": " : "\n", line[0] ? line : "");
        bench_peer_close(p);
        return -1;
    }
    return 0;
}

double bench_peer_ask(bench_peer *p, const char *request)
{
    char line[256];
    if (!p->to || fprintf(p->to, "%s\n", request) < 0 || fflush(p->to) != 0) return -1;
    if (!fgets(line, sizeof line, p->from)) return -1;
    return atof(line);
}

void bench_peer_close(bench_peer *p)
{
    if (p->to) fclose(p->to);
    if (p->from) fclose(p->from);
    if (p->pid > 0) waitpid(p->pid, NULL, 0);
    p->to = p->from = NULL;
    p->pid = -1;
}

double bench_torch_step_s(bench_peer *p, int threads, int steps)
{
    char req[64];
    snprintf(req, sizeof req, "%d %d", threads, steps);
    bench_pause();
    double s = bench_peer_ask(p, req);
    bench_resume();
    return s > 0 ? s / steps : -1;
}

int bench_torch_best_threads(bench_peer *p, int steps)
{
    double best = 0;
    int best_threads = 1;
    for (int t = 1; t <= 2; ++t) {
        bench_torch_step_s(p, t, 1); /* warm-up */
        double s = bench_torch_step_s(p, t, steps);
        fprintf(stderr, "  pytorch %d thread(s): %.4f s/step\n", t, s);
        if (s > 0 && (best == 0 || s < best)) best = s, best_threads = t;
    }
    return best_threads;
}

void bench_machine_line(void)
{
    char model[128] = "unknown", line[4096];
    const char *isa = "x86-64 (no AVX2)";
    FILE *f = fopen("/proc/cpuinfo", "r");
    while (f && fgets(line, sizeof line, f)) {
        char *v = strchr(line, ':');
        if (!v) continue;
        v += 1 + (v[1] == ' ');
        v[strcspn(v, "\n")] = 0;
        if (!strncmp(line, "model name", 10) && !strcmp(model, "unknown"))
            snprintf(model, sizeof model, "%s", v);
        if (!strncmp(line, "flags", 5)) {
            if (strstr(v, " avx512f")) isa = "AVX-512";
            else if (strstr(v, " avx2") && strcmp(isa, "AVX-512")) isa = "AVX2";
        }
    }
    if (f) fclose(f);
    /* A build whose kernels target one ISA (make bench BENCH_ISA=x86-64-v3:
     * no target clones, -march) runs that code on any CPU that has it: the
     * ISA named is then the code's, with the CPU's beside it. */
    char code[96];
#if !NNTILE__HAVE_VCLONES && defined(__x86_64__) && !defined(__AVX512F__)
    const char *blas = getenv("OPENBLAS_CORETYPE");
    snprintf(code, sizeof code, "%s code (OpenBLAS %s) on an %s CPU",
#  ifdef __AVX2__
             "AVX2",
#  else
             "SSE2",
#  endif
             blas ? blas : "auto", isa);
    isa = code;
#else
    (void)code;
#endif
    for (char *c = model; *c; ++c)
        if (*c == ',') *c = ' '; /* the line is comma-separated */
    enum { C = 768, N = 1024 };
    float *buf = malloc(sizeof(float) * (4 * C * C + 5 * C * N));
    if (!buf) bench_fail("machine line: out of memory");
    bench_fill(buf, NNTILE_FP32, 4 * C * C + 5 * C * N, 3);
    double rate = bench_sgemm_rate(C, N, buf);
    free(buf);
    printf("MACHINE,%s,%s,%ld,%.0f\n", model, isa, sysconf(_SC_NPROCESSORS_ONLN), rate);
    fflush(stdout);
    fprintf(stderr, "machine: %s, %s, %ld cores, OpenBLAS sgemm %.0f GFLOP/s (2 threads, "
            "[3072, 1024] = [3072, 768] x [768, 1024])\n", model, isa,
            sysconf(_SC_NPROCESSORS_ONLN), rate);
}
