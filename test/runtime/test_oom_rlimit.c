/* An allocation that fails is an error status: in a child process under
 * RLIMIT_AS (address space limited to what it uses now plus a margin), build,
 * compile and execute a graph whose tensors need more than the margin. The
 * child must get NNTILE_ERR_OUT_OF_MEMORY with a message naming the tensor
 * and the bytes, and exit normally (no crash, no abort).
 *
 *   x [n, n] fp32 = fill(1) -> gelu -> y; margin 64 MiB; n = 8192 (256 MiB a tensor)
 *
 * A second case sweeps tight margins (0.5 .. 16 MiB) over a small graph: each
 * child must either succeed or report an error status, never crash. Serial
 * backend (its data are plain malloc: the allocation that fails is ours). */
#define _GNU_SOURCE
#include "../../nntile.h"
#include "../harness.h"
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "vm_bytes.h"


/* The child: init, build x [n, n] = 1 -> gelu -> y, compile, execute under
 * a limit of margin bytes more than now. Exit 0: NNTILE_OK; 10: an error
 * status (message on stdout, prefixed "status:"). */
static int oom_child(int64_t n, long margin)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = NNTILE_BACKEND_SERIAL;
    if (nntile_init(&cfg) != NNTILE_OK) return 3;
    struct rlimit rl = {(rlim_t)(test_vm_bytes() + margin), (rlim_t)(test_vm_bytes() + margin)};
    if (setrlimit(RLIMIT_AS, &rl) != 0) return 4;
    nntile_status st = NNTILE_OK;
    nntile_graph *g = nntile_graph_new("oom");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (const int64_t[]){n, n});
    nntile_node *y = nntile_gelu(nntile_fill(1.0, x), "y");
    if (y) nntile_node_mark_output(y);
    nntile_compiled *c = nntile_compile(g, NULL);
    if (!c) st = nntile_last_status() ? nntile_last_status() : NNTILE_ERR_RUNTIME;
    if (st == NNTILE_OK) {
        st = nntile_compiled_execute(c);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    }
    printf("status: %s: %s\n", nntile_status_string(st), st ? nntile_last_error() : "");
    fflush(stdout);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return st == NNTILE_OK ? 0 : st == NNTILE_ERR_OUT_OF_MEMORY ? 10 : 11;
}

/* Runs oom_child in a child process; returns its exit status, or -signal;
 * its stdout goes to out. */
static int run_child(int64_t n, long margin, char *out, size_t size)
{
    int fd[2];
    if (pipe(fd) != 0) return -100;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        _exit(oom_child(n, margin));
    }
    close(fd[1]);
    size_t len = 0;
    ssize_t r;
    while (len + 1 < size && (r = read(fd[0], out + len, size - 1 - len)) > 0) len += (size_t)r;
    out[len] = '\0';
    close(fd[0]);
    int ws = 0;
    waitpid(pid, &ws, 0);
    return WIFEXITED(ws) ? WEXITSTATUS(ws) : -WTERMSIG(ws);
}

TEST(big_graph_out_of_memory)
{
    char out[2048];
    int rc = run_child(8192, 64l << 20, out, sizeof out);
    printf("  256 MiB tensors under a 64 MiB margin: exit %d, %s", rc, out);
    CHECK(rc == 10, "child exit %d (want 10: NNTILE_ERR_OUT_OF_MEMORY)", rc);
    CHECK(strstr(out, "'x'") || strstr(out, "'y'"), "message names no tensor: %s", out);
    /* the bytes of the tile that failed: a whole 256 MiB tensor or one of
     * the equal tiles the automatic tiling cuts it in (128 MiB at most) */
    const char *at = strstr(out, "allocate ");
    long long bytes = at ? atoll(at + strlen("allocate ")) : 0;
    CHECK(bytes >= (1ll << 20) && (1ll << 28) % bytes == 0, "message gives no tile's bytes: %s",
          out);
}

TEST(tight_limits_never_crash)
{
    char out[2048];
    int crashes = 0, errors = 0, oks = 0;
    for (long kib = 512; kib <= 16384; kib *= 2) {
        int rc = run_child(256, kib << 10, out, sizeof out);
        if (rc < 0 || (rc != 0 && rc != 10 && rc != 11)) {
            ++crashes;
            printf("  margin %ld KiB: exit %d %s", kib, rc, out);
        } else if (rc) {
            ++errors;
        } else {
            ++oks;
        }
    }
    printf("  tight margins: %d ran, %d error statuses, %d crashes\n", oks, errors, crashes);
    CHECK(crashes == 0, "%d children crashed", crashes);
}

int main(void)
{
#if defined(__SANITIZE_ADDRESS__)
    printf("SKIP oom_rlimit (AddressSanitizer reserves terabytes of address space)\n");
    return 0;
#endif
    RUN(big_graph_out_of_memory);
    RUN(tight_limits_never_crash);
    HARNESS_EXIT();
}
