/* graph_export.c: a two-layer perceptron as a logical
 * graph, with its gradients, written as a drawing and as a file:
 *     h [batch, hidden] = x [batch, in] @ w1 [in, hidden]
 *     a [batch, hidden] = gelu(h)
 *     y [batch, out]    = a [batch, hidden] @ w2 [hidden, out]
 *     loss []           = sum(y * y)
 * x is an input, w1 and w2 are parameters; nntile_graph_backward appends the
 * gradient ops (w1.grad, w2.grad). Writes into the current directory:
 *     mlp.dot   Graphviz (dot -Tsvg mlp.dot -o mlp.svg)
 *     mlp.mmd   Mermaid (paste into a ```mermaid block)
 *     mlp.json  the whole graph (nntile_graph_load reads it back)
 * then loads mlp.json and checks that saving it again gives the same bytes.
 * No runtime is needed: nothing is computed. Column-major shapes. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BATCH = 64, IN = 128, HIDDEN = 256, OUT = 10 };

static nntile_graph *mlp(nntile_node **loss)
{
    nntile_graph *g = nntile_graph_new("mlp");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){BATCH, IN});
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP32, 2, (int64_t[]){IN, HIDDEN});
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP32, 2, (int64_t[]){HIDDEN, OUT});
    /* h [BATCH, HIDDEN] = x [BATCH, IN] w1 [IN, HIDDEN], y [BATCH, OUT] = a w2 */
    nntile_node *h = nntile_matmul(x, w1, "h");
    nntile_node *a = nntile_gelu(h, "a");
    nntile_node *y = nntile_matmul(a, w2, "y");
    *loss = nntile_sum(nntile_multiply(1.0, y, y, "y_sq"), "loss", 1.0);
    nntile_node_mark_output(y);
    nntile_node_mark_output(*loss);
    return g;
}

static int write_file(const char *path, nntile_status (*fn)(const nntile_graph *, FILE *),
                      const nntile_graph *g)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "cannot write %s\n", path);
        return 0;
    }
    nntile_status st = fn(g, f);
    if (fclose(f) != 0 || st != NNTILE_OK) {
        fprintf(stderr, "%s: %s\n", path, nntile_last_error());
        return 0;
    }
    printf("wrote %s\n", path);
    return 1;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0)
        if ((n += got) == cap) buf = realloc(buf, cap *= 2);
    fclose(f);
    *len = n;
    return buf;
}

int main(void)
{
    nntile_node *loss;
    nntile_graph *g = mlp(&loss);
    if (nntile_graph_error(g)) {
        fprintf(stderr, "graph: %s\n", nntile_graph_error(g));
        return 1;
    }
    if (nntile_graph_backward(g, loss, NULL) != NNTILE_OK) {
        /* a failed backward leaves its error on the graph: write the forward one */
        printf("backward not available, writing the forward graph: %s\n", nntile_last_error());
        nntile_graph_free(g);
        g = mlp(&loss);
    }
    nntile_graph_summary(g, stdout);
    if (!write_file("mlp.dot", nntile_graph_export_dot, g) ||
        !write_file("mlp.mmd", nntile_graph_export_mermaid, g) ||
        nntile_graph_save(g, "mlp.json") != NNTILE_OK) {
        fprintf(stderr, "export: %s\n", nntile_last_error());
        return 1;
    }
    printf("wrote mlp.json\n");

    /* load it back: the same graph, saved again byte for byte */
    nntile_graph *l = nntile_graph_load("mlp.json");
    if (!l || nntile_graph_save(l, "mlp.reloaded.json") != NNTILE_OK) {
        fprintf(stderr, "load: %s\n", nntile_last_error());
        return 1;
    }
    size_t n1 = 0, n2 = 0;
    char *a = read_file("mlp.json", &n1), *b = read_file("mlp.reloaded.json", &n2);
    int same = a && b && n1 == n2 && memcmp(a, b, n1) == 0 &&
               nntile_graph_num_ops(l) == nntile_graph_num_ops(g) &&
               nntile_graph_num_tensors(l) == nntile_graph_num_tensors(g);
    printf("mlp.json: %d tensors, %d ops; load -> save %s\n", nntile_graph_num_tensors(l),
           nntile_graph_num_ops(l), same ? "gives the same file" : "DIFFERS");
    remove("mlp.reloaded.json");
    free(a);
    free(b);
    nntile_graph_free(l);
    nntile_graph_free(g);
    return same ? 0 : 1;
}
