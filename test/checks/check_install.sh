#!/bin/sh
# `make install` into a temporary prefix, then a program built the way the
# README says, `cc app.c $(pkg-config --cflags --libs nntile)`, runs on StarPU.
set -e
BUILD=${BUILD:-build}
prefix=$(pwd)/$BUILD/install-check
rm -rf "$prefix"
make --no-print-directory install PREFIX="$prefix" >/dev/null
for f in include/nntile.h include/nntile_cuda.cu lib/pkgconfig/nntile.pc; do
    [ -f "$prefix/$f" ] || { echo "make install did not install $f"; exit 1; }
done
cmp -s nntile.h "$prefix/include/nntile.h" || { echo "installed nntile.h differs"; exit 1; }
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
version=$(pkg-config --modversion nntile)
grep -q "NNTILE_VERSION_STRING \"$version\"" nntile.h ||
    { echo "nntile.pc version $version is not nntile.h's"; exit 1; }
pkg-config --cflags nntile | grep -q -- -fno-math-errno ||
    { echo "nntile.pc's Cflags lack -fno-math-errno (AdamW's loop would stay scalar)"; exit 1; }
app=$BUILD/install-check/app.c
cat > "$app" <<'C'
#define NNTILE_IMPLEMENTATION
#include <nntile.h>
int main(void)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    if (nntile_init(&cfg) != NNTILE_OK) { printf("init: %s\n", nntile_last_error()); return 1; }
    nntile_graph *g = nntile_graph_new("installed");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
    nntile_node *y = nntile_relu(x, "y");
    nntile_compiled *c = y ? nntile_compile(g, NULL) : NULL;
    float xd[4] = {-1, 2, -3, 4}, yd[4] = {0};
    int ok = c && nntile_compiled_bind(c, "x", xd, 4) == NNTILE_OK &&
             nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_get(c, "y", yd, 4) == NNTILE_OK;
    printf("backend %s, y = %g %g %g %g\n", nntile_backend_name(), yd[0], yd[1], yd[2], yd[3]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return ok && yd[0] == 0 && yd[1] == 2 && yd[2] == 0 && yd[3] == 4 ? 0 : 1;
}
C
${CC:-cc} "$app" -o "$BUILD/install-check/app" $(pkg-config --cflags --libs nntile)
out=$(STARPU_SILENT=1 "$BUILD/install-check/app")
echo "$out"
echo "$out" | grep -q "backend starpu" || { echo "the installed build does not run on StarPU"; exit 1; }
