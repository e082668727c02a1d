/* harness.h: a tiny test harness. A test file defines cases with TEST(name),
 * checks with CHECK(cond, fmt, ...), and runs them from main with RUN(name).
 * Every case prints "PASS name" or "FAIL name"; test/run_tests.sh counts them.
 * A failed CHECK ends its case (not the binary). */
#ifndef NNTILE_TEST_HARNESS_H
#define NNTILE_TEST_HARNESS_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int harness_failed_cases;
static int harness_case_failed;

/* The build of this binary, for the names of the files it writes under
 * $BUILD/test: test/run_tests.sh runs a test's serial and StarPU builds at
 * the same time, so they must not share a file. */
#ifdef NNTILE_USE_STARPU
#define HARNESS_BUILD_NAME "starpu"
#else
#define HARNESS_BUILD_NAME "serial"
#endif

/* The Python that the parity tests run (in shell commands: the shell reads
 * NNTILE_TEST_PYTHON, else /usr/bin/python3, the one `make test` gives torch;
 * a GPU machine's torch lives elsewhere). */
#define HARNESS_PY "\"${NNTILE_TEST_PYTHON:-/usr/bin/python3}\""

#define TEST(name) static void name(void)

#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            fprintf(stderr, "  %s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__); \
            fprintf(stderr, "\n"); \
            harness_case_failed = 1; \
            return; \
        } \
    } while (0)

/* The last error (nntile_last_error) holds every given fragment. */
#define CHECK_MSG(...) \
    do { \
        const char *frags_[] = {__VA_ARGS__}; \
        for (size_t i_ = 0; i_ < sizeof frags_ / sizeof *frags_; ++i_) \
            CHECK(strstr(nntile_last_error(), frags_[i_]) != NULL, "message '%s' lacks '%s'", \
                  nntile_last_error(), frags_[i_]); \
    } while (0)

/* Runs a case with a label (the backend, the tiling, ...). */
#define RUN_AS(fn, label) \
    do { \
        harness_case_failed = 0; \
        fn(); \
        printf("%s %s%s%s\n", harness_case_failed ? "FAIL" : "PASS", #fn, \
               (label)[0] ? " " : "", (label)); \
        fflush(stdout); \
        harness_failed_cases += harness_case_failed; \
    } while (0)
#define RUN(fn) RUN_AS(fn, "")

#define HARNESS_EXIT() return harness_failed_cases ? 1 : 0

/* Deterministic uniform numbers in [-1, 1). */
static unsigned long long harness_rng = 88172645463325252ull;
static inline double harness_uniform(void)
{
    harness_rng ^= harness_rng << 13;
    harness_rng ^= harness_rng >> 7;
    harness_rng ^= harness_rng << 17;
    return (double)(harness_rng >> 11) / (double)(1ull << 53) * 2.0 - 1.0;
}

/* The whole content of a file (NUL-terminated, *len its length when len is
 * not NULL); NULL when unreadable. The caller frees it. */
static inline char *harness_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = (char *)malloc(cap);
    for (;;) {
        if (n + 1 >= cap) buf = (char *)realloc(buf, cap *= 2);
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        if (!got) break;
        n += got;
    }
    fclose(f);
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

#endif
