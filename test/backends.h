/* backends.h: runs a test body on every backend compiled in. */
#ifndef NNTILE_TEST_BACKENDS_H
#define NNTILE_TEST_BACKENDS_H

#include <stdlib.h>

#include "tile_wait.h"

static const struct {
    nntile_backend_kind kind;
    const char *name;
} test__backends[] = {
    {NNTILE_BACKEND_SERIAL, "serial"},
#ifdef NNTILE_USE_STARPU
    {NNTILE_BACKEND_STARPU, "starpu"},
#endif
};

/* GPU runs (test/run_on_device.sh) set NNTILE_TEST_NCUDA (CUDA workers of the
 * starpu backend, as nntile_config.ncuda) and NNTILE_TEST_NCPU (its CPU
 * workers; -1: none, so every task runs on a GPU). Then the serial backend,
 * CPU only, is left out: the list starts at starpu. */
static inline int test__env_int(const char *name, int dflt)
{
    const char *v = getenv(name);
    return v && v[0] ? atoi(v) : dflt;
}
static inline int test__first_backend(void)
{
#ifdef NNTILE_USE_STARPU
    return test__env_int("NNTILE_TEST_NCUDA", -1) >= 0;
#else
    return 0;
#endif
}
/* 1 when tasks may run on a GPU (NNTILE_TEST_NCUDA set): results then equal
 * the CPU kernels' to rounding, not bit for bit. */
static inline int test_on_gpu(void) { return test__first_backend(); }
#define test_backends (test__backends + test__first_backend())
#define TEST_NBACKENDS \
    ((int)(sizeof test__backends / sizeof *test__backends) - test__first_backend())

/* Starts backend i with 2 CPU workers (NNTILE_TEST_NCPU/NCUDA: see above);
 * exits the binary if it cannot. */
static void test_init_backend(int i)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = test_backends[i].kind;
    cfg.ncpu = 2;
    cfg.ncuda = -1;
    if (cfg.backend == NNTILE_BACKEND_STARPU) {
        cfg.ncpu = test__env_int("NNTILE_TEST_NCPU", 2);
        cfg.ncuda = test__env_int("NNTILE_TEST_NCUDA", -1);
    }
    if (nntile_init(&cfg) != NNTILE_OK) {
        printf("FAIL init %s: %s\n", test_backends[i].name, nntile_last_error());
        exit(1);
    }
}

#endif
