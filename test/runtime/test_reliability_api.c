/* Calls the public API with NULL and edge arguments where it promises a
 * no-op or an error status: every *_config_init / *_init that takes a
 * pointer, and nntile_progress_format with every buffer size. Each call runs
 * in a child process, so one that crashes fails its own CHECK and the file
 * goes on. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include "../harness.h"
#include <sys/wait.h>
#include <unistd.h>

/* Runs call() in a child; 1 when it returned normally (no signal, no
 * sanitizer report), else 0. */
static int survives(void (*call)(void))
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) return 0;
    if (pid == 0) {
        call();
        _exit(0);
    }
    int ws = 0;
    if (waitpid(pid, &ws, 0) != pid) return 0;
    return WIFEXITED(ws) && WEXITSTATUS(ws) == 0;
}

/* A case per function: the call, written out, runs in a child that must
 * return normally. */
#define NOOP_TEST(name, call)                                            \
    static void name##_call(void) { call; }                              \
    TEST(name) { CHECK(survives(name##_call), "%s crashed", #call); }

NOOP_TEST(config_init_null, nntile_config_init(NULL))
NOOP_TEST(exec_hints_init_null, nntile_exec_hints_init(NULL))
NOOP_TEST(device_profile_init_null, nntile_device_profile_init(NULL))
NOOP_TEST(backward_config_init_null, nntile_backward_config_init(NULL))
NOOP_TEST(compile_config_init_null, nntile_compile_config_init(NULL))
NOOP_TEST(attention_config_init_null, nntile_attention_config_init(NULL))
NOOP_TEST(gpt2_config_init_null, nntile_gpt2_config_init(NULL))
NOOP_TEST(llama_config_init_null, nntile_llama_config_init(NULL))
NOOP_TEST(sample_config_init_null, nntile_sample_config_init(NULL))
NOOP_TEST(optimizer_config_init_null, nntile_optimizer_config_init(NULL, NNTILE_OPTIMIZER_ADAMW))
NOOP_TEST(trainer_config_init_null, nntile_trainer_config_init(NULL))
/* NULL: the default runtime (started and shut down in the child) */
NOOP_TEST(init_null_is_defaults, if (nntile_init(NULL) == NNTILE_OK) nntile_shutdown())
NOOP_TEST(progress_format_null_buffer,
          nntile_progress_format(NULL, 100, 1, 10, 2.5, 1e-3, 100, 10))

/* The *_init functions that return a status refuse NULL with a message. */
#define CHECK_REFUSED(call, frag)                                                             \
    do {                                                                                      \
        nntile_clear_error();                                                                 \
        nntile_status st_ = (call);                                                           \
        CHECK(st_ == NNTILE_ERR_INVALID_ARGUMENT, "%s gave %d", #call, (int)st_);             \
        CHECK(strstr(nntile_last_error(), frag), "%s: message '%s' lacks '%s'", #call,        \
              nntile_last_error(), frag);                                                     \
    } while (0)

TEST(init_null_is_error)
{
    nntile_gpt2_config gc;
    nntile_gpt2_config_init(&gc);
    nntile_llama_config lc;
    nntile_llama_config_init(&lc);
    CHECK_REFUSED(nntile_tile_init(NULL, NNTILE_FP32, 1, (int64_t[]){4}), "tile is NULL");
    CHECK_REFUSED(nntile_model_init(NULL, NULL, 1, 0), "model_init");
    CHECK_REFUSED(nntile_gpt2_init(NULL, NULL, NULL, 0), "gpt2_init: config is NULL");
    CHECK_REFUSED(nntile_gpt2_init(NULL, NULL, &gc, 0), "model_init");
    CHECK_REFUSED(nntile_llama_init(NULL, NULL, NULL, 0), "llama_init: config is NULL");
    CHECK_REFUSED(nntile_llama_init(NULL, NULL, &lc, 0), "model_init");
}

/* Every size from 0 to past the full line writes a NUL-terminated prefix of
 * it into [0, size) and nothing after. */
TEST(progress_format_every_size)
{
    static const struct {
        int64_t step, steps;
        double loss, lr, tok, eta;
    } cases[] = {
        {12, 300, 2.31454, 3e-4, 1234, 42},
        {INT64_MIN, INT64_MAX, NAN, NAN, NAN, NAN},
        {INT64_MAX, -1, -INFINITY, INFINITY, INFINITY, INFINITY},
        {-1, 0, 1e308, 1e308, 1e308, 1e308},
        {0, 0, -0.0, -1, -1, -1e308},
        {1, 1, 0, 0, 0, 7200.4},
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; ++k) {
        char full[2048];
        nntile_progress_format(full, sizeof full, cases[k].step, cases[k].steps, cases[k].loss,
                               cases[k].lr, cases[k].tok, cases[k].eta);
        size_t len = strlen(full);
        CHECK(len > 0 && len < sizeof full - 1, "case %zu: line of %zu chars", k, len);
        CHECK(strstr(full, "step ") == full, "case %zu: '%s'", k, full);
        for (size_t size = 0; size <= len + 2; ++size) {
            char buf[2048 + 16];
            memset(buf, '#', sizeof buf);
            nntile_progress_format(buf, size, cases[k].step, cases[k].steps, cases[k].loss,
                                   cases[k].lr, cases[k].tok, cases[k].eta);
            size_t keep = size ? (size - 1 < len ? size - 1 : len) : 0;
            if (size) {
                CHECK(memcmp(buf, full, keep) == 0 && buf[keep] == '\0',
                      "case %zu size %zu: '%.*s' is not a prefix of '%s'", k, size, (int)keep,
                      buf, full);
            }
            for (size_t i = size; i < sizeof buf; ++i)
                CHECK(buf[i] == '#', "case %zu size %zu: wrote byte %zu", k, size, i);
        }
    }
}

int main(void)
{
    RUN(config_init_null);
    RUN(exec_hints_init_null);
    RUN(device_profile_init_null);
    RUN(backward_config_init_null);
    RUN(compile_config_init_null);
    RUN(attention_config_init_null);
    RUN(gpt2_config_init_null);
    RUN(llama_config_init_null);
    RUN(sample_config_init_null);
    RUN(optimizer_config_init_null);
    RUN(trainer_config_init_null);
    RUN(init_null_is_defaults);
    RUN(progress_format_null_buffer);
    RUN(init_null_is_error);
    RUN(progress_format_every_size);
    HARNESS_EXIT();
}
