/* backends.h: runs a test body on every backend compiled in. */
#ifndef NNTILE_TEST_BACKENDS_H
#define NNTILE_TEST_BACKENDS_H

static const struct {
    nntile_backend_kind kind;
    const char *name;
} test_backends[] = {
    {NNTILE_BACKEND_SERIAL, "serial"},
#ifdef NNTILE_USE_STARPU
    {NNTILE_BACKEND_STARPU, "starpu"},
#endif
};
#define TEST_NBACKENDS ((int)(sizeof test_backends / sizeof *test_backends))

/* Starts backend i with 2 CPU workers; exits the binary if it cannot. */
static void test_init_backend(int i)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = test_backends[i].kind;
    cfg.ncpu = 2;
    cfg.ncuda = -1;
    if (nntile_init(&cfg) != NNTILE_OK) {
        printf("FAIL init %s: %s\n", test_backends[i].name, nntile_last_error());
        exit(1);
    }
}

#endif
