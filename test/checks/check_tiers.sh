#!/bin/sh
# The API tiers of nntile.h (its header map in src/doc.h). A program sees the
# default API: runtime, graph, builders, compiled graph, plan, nn. The
# low-level declarations (a header part's lines after its "nntile:lowlevel:"
# mark: kernels, tiles, tensors, data handles, tasks, codelets and the
# positional gemm builders) only with NNTILE_LOWLEVEL_API defined before the
# include. Checks:
#   1. without the define, no exported function of a low-level kind
#      (nntile_kernel_*, nntile_tile_*, nntile_tensor_*, nntile_data_*,
#      nntile_task_*, nntile__*, nntile_gemm, nntile_gemm_accumulate) is
#      declared, and the builders a model is written with are;
#   2. with it, every exported function is declared (more than without);
#   3. the stb pattern (include, then include again with NNTILE_IMPLEMENTATION)
#      still declares the low-level API for the implementation;
#   4. every example compiles with the default API alone;
#   5. the header map's EXAMPLE, compiled on its own with the default API only
#      and linked with the serial implementation, runs and gives
#      gelu(x @ w) to 1e-6 (needs $BUILD/test/nntile_serial.o, which make
#      test builds first).
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
BUILD=${BUILD:-build}
dir="$BUILD/tiers"
mkdir -p "$dir"
FLAGS="-std=c11 -Wall -Wextra -Werror -I."
status=0
fail() { echo "check_tiers: $*"; status=1; }

# The exported function names that a file with these first lines sees.
names() {
    printf '%s\n#include "nntile.h"\n' "$1" |
        $CC -std=c11 -E -P -I. -DNNTILE_API=NNTILE__EXPORTED -x c - |
        tr '\n' ' ' | grep -o 'NNTILE__EXPORTED[^;{]*' |
        grep -o 'nntile_[a-z0-9_]*[[:space:]]*(' | sed 's/[[:space:]]*($//' | sort -u
}
names "" > "$dir/default.txt" || fail "nntile.h does not preprocess"
names "#define NNTILE_LOWLEVEL_API" > "$dir/all.txt" || fail "nntile.h does not preprocess"
ndefault=$(wc -l < "$dir/default.txt")
nall=$(wc -l < "$dir/all.txt")

LOW='^nntile_(kernel|tile|tensor|data|task)_|^nntile__|^nntile_gemm$|^nntile_gemm_accumulate$'
leaked=$(grep -E "$LOW" "$dir/default.txt")
[ -z "$leaked" ] || fail "declared without NNTILE_LOWLEVEL_API:" $leaked
for name in nntile_init nntile_graph_new nntile_gelu nntile_matmul nntile_gemm_ex \
            nntile_compile nntile_compiled_execute nntile_nn_linear nntile_train; do
    grep -qx "$name" "$dir/default.txt" || fail "the default API lacks $name"
done
for name in nntile_tile_gelu_async nntile_tensor_gemm nntile_kernel_gelu nntile_data_register \
            nntile_task_submit nntile_gemm nntile_tensor_new; do
    grep -qx "$name" "$dir/all.txt" || fail "$name is missing with NNTILE_LOWLEVEL_API"
done
missing=$(comm -23 "$dir/default.txt" "$dir/all.txt")
[ -z "$missing" ] || fail "in the default API but not with NNTILE_LOWLEVEL_API:" $missing
[ "$nall" -gt "$ndefault" ] || fail "NNTILE_LOWLEVEL_API adds nothing ($nall vs $ndefault)"

# The default section alone compiles cleanly, and the low-level one after it.
printf '#include "nntile.h"\nint nntile_check_default;\n' > "$dir/default.c"
$CC $FLAGS -fsyntax-only "$dir/default.c" || fail "the default API does not compile alone"
printf '#define NNTILE_LOWLEVEL_API\n#include "nntile.h"\nvoid *f(void) { return (void *)nntile_tile_gelu_async; }\n' > "$dir/low.c"
$CC $FLAGS -fsyntax-only "$dir/low.c" || fail "the low-level API does not compile"
printf '#include "nntile.h"\n#define NNTILE_IMPLEMENTATION\n#include "nntile.h"\nvoid *f(void) { return (void *)nntile_tile_gelu_async; }\n' > "$dir/stb.c"
$CC $FLAGS -fsyntax-only "$dir/stb.c" || fail "the implementation does not see the low-level API"

# Every example, its NNTILE_IMPLEMENTATION define taken out, with the default
# API only (the examples are what users copy).
for f in examples/*.c; do
    grep -v '^#define NNTILE_IMPLEMENTATION' "$f" |
        $CC $FLAGS -D_POSIX_C_SOURCE=200809L -DNNTILE_USE_STARPU -fsyntax-only -iquote examples -x c - ||
        fail "$f needs more than the default API"
done

# The header map's example, with the default API only.
obj="$BUILD/test/nntile_serial.o"
if [ -f "$obj" ]; then
    {
        printf '#include "nntile.h"\n#include <math.h>\n#include <stdio.h>\nint main(void)\n{\n'
        sed -n '/^ \* EXAMPLE:/,/^ \* MAP/p' src/doc.h | grep '^ \*     ' | sed 's/^ \*     /    /'
        cat <<'EOF'
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++) {
            double h = 0;
            for (int k = 0; k < 3; k++)
                h += (double)xd[i + 2 * k] * wd[k + 3 * j];
            double ref = 0.5 * h * (1 + erf(h / sqrt(2.0)));
            if (fabs(yd[i + 2 * j] - ref) > 1e-6 * (1 + fabs(ref))) {
                printf("y[%d, %d] = %g, reference %g\n", i, j, yd[i + 2 * j], ref);
                return 1;
            }
        }
    return 0;
}
EOF
    } > "$dir/example.c"
    if $CC $FLAGS -Wno-unused-result "$dir/example.c" "$obj" -o "$dir/example" -lm; then
        "$dir/example" || fail "the header map's example gives wrong values"
    else
        fail "the header map's example does not compile with the default API"
    fi
else
    fail "$obj is missing (make test builds it before the checks)"
fi

[ $status -eq 0 ] &&
    echo "check_tiers: default API $ndefault functions, low-level $((nall - ndefault)) more; example runs"
exit $status
