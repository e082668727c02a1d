/* quickstart.c: y = gelu(x @ w) with x [2, 3] and w [3, 4], on the default
 * backend (StarPU when built with -DNNTILE_USE_STARPU, serial otherwise).
 * Build (serial):  cc -std=c11 quickstart.c -lm
 * Layout: column-major. x = [[1,2,3],[4,5,6]] is stored 1,4,2,5,3,6. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

#include <math.h>
#include <stdio.h>

int main(void)
{
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    nntile_graph *g = nntile_graph_new("quickstart");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){2, 3});
    nntile_node *w = nntile_graph_tensor(g, "w", NNTILE_FP32, 2, (int64_t[]){3, 4});
    /* xw [2, 4] = x [2, 3] @ w [3, 4]: one contracted dim, no batch dims */
    nntile_node *xw = nntile_matmul(x, w, "xw");
    nntile_node *y = nntile_gelu(xw, "y"); /* y [2, 4] */
    if (!y) {
        fprintf(stderr, "graph: %s\n", nntile_graph_error(g));
        return 1;
    }
    nntile_node_mark_output(xw);
    nntile_node_mark_output(y);

    nntile_compiled *c = nntile_compile(g, NULL); /* NULL: nntile tiles it for the workers */
    if (!c) {
        fprintf(stderr, "compile: %s\n", nntile_last_error());
        return 1;
    }
    float xd[6] = {1, 4, 2, 5, 3, 6};
    float wd[12] = {1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12};
    float xwd[8], yd[8];
    nntile_status st = nntile_compiled_bind(c, "x", xd, 6);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "w", wd, 12);
    if (st == NNTILE_OK) st = nntile_compiled_execute(c); /* submits, returns at once */
    if (st == NNTILE_OK) st = nntile_compiled_get(c, "xw", xwd, 8); /* waits for xw */
    if (st == NNTILE_OK) st = nntile_compiled_get(c, "y", yd, 8);
    if (st != NNTILE_OK) {
        fprintf(stderr, "run: %s\n", nntile_last_error());
        return 1;
    }

    const float expect[8] = {38, 83, 44, 98, 50, 113, 56, 128};
    int wrong = 0;
    printf("backend %s\nx @ w =\n", nntile_backend_name());
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 4; ++j) {
            printf(" %6.1f", xwd[i + 2 * j]);
            wrong |= xwd[i + 2 * j] != expect[i + 2 * j];
            wrong |= fabsf(yd[i + 2 * j] - xwd[i + 2 * j]) > 1e-3f; /* gelu(x) ~ x for x >> 0 */
        }
        printf("\n");
    }
    printf("%s\n", wrong ? "WRONG RESULT" : "ok");
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return wrong;
}
