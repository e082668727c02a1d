#!/bin/sh
# The API tiers of nntile.h: a program sees the default API (runtime, graph,
# builders, compiled graph, plan, nn); the low-level declarations (kernels,
# tiles, tensors; a header part's lines after its "nntile:lowlevel:" mark)
# only with NNTILE_LOWLEVEL_API defined before the include. Checks, with the
# activations as the example of a family header split in two:
#   1. without the define, nntile_gelu is declared and nntile_tile_gelu,
#      nntile_tensor_gelu and nntile_kernel_gelu_fp32 are not;
#   2. with it, all four are; 3. the stb pattern (include, then include again
#      with NNTILE_IMPLEMENTATION) still declares the low-level API for the
#      implementation.
cd "$(dirname "$0")/.." || exit 1
CC=${CC:-cc}
BUILD=${BUILD:-build}
dir="$BUILD/tiers"
mkdir -p "$dir"
FLAGS="-std=c11 -Wall -Wextra -Werror -I. -fsyntax-only"
status=0
printf '#include "nntile.h"\nvoid *f(void) { return (void *)nntile_gelu; }\n' > "$dir/default.c"
$CC $FLAGS "$dir/default.c" || { echo "check_tiers: the default API lacks nntile_gelu"; status=1; }
for name in nntile_tile_gelu nntile_tensor_gelu nntile_kernel_gelu_fp32; do
    printf '#include "nntile.h"\nvoid *f(void) { return (void *)%s; }\n' "$name" > "$dir/hidden.c"
    if $CC $FLAGS "$dir/hidden.c" 2>/dev/null; then
        echo "check_tiers: $name is declared without NNTILE_LOWLEVEL_API"; status=1
    fi
    printf '#define NNTILE_LOWLEVEL_API\n#include "nntile.h"\nvoid *f(void) { return (void *)%s; }\n' \
        "$name" > "$dir/low.c"
    $CC $FLAGS "$dir/low.c" || { echo "check_tiers: $name is missing with NNTILE_LOWLEVEL_API"; status=1; }
done
printf '#include "nntile.h"\n#define NNTILE_IMPLEMENTATION\n#include "nntile.h"\nvoid *f(void) { return (void *)nntile_tile_gelu; }\n' > "$dir/stb.c"
$CC $FLAGS "$dir/stb.c" || { echo "check_tiers: the implementation does not see the low-level API"; status=1; }
[ $status -eq 0 ] && echo "check_tiers: default and low-level tiers as documented"
exit $status
