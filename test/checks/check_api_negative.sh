#!/bin/sh
# Every exported function of nntile has a row in test/runtime/test_api_negative.c
# (ROW(name, ...) or ROW_UNINIT(name, ...)) or is listed in one of its
# NEG_CANNOT_FAIL arrays (functions that report no status). Fails naming the
# missing ones.
#
# The exported functions are the global text symbols nntile_* of the compiled
# implementation (test/nntile_impl.c), serial and StarPU builds: that counts
# the functions whose names are pasted together by macros (per op, per
# dtype), which no grep of nntile.h finds. $BUILD/test/nntile_{serial,starpu}.o
# are used when they are newer than nntile.h (make test builds them), else
# test/nntile_impl.c is compiled into a temporary folder. NNTILE_API
# declarations of nntile.h that neither object defines are added to the list.
cd "$(dirname "$0")/../.." || exit 1
BUILD=${BUILD:-build}
CC=${CC:-cc}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

# syms OBJECT: the nntile_* functions it defines, one a line.
syms() {
    nm -g --defined-only "$1" | awk '$2 == "T" && $3 ~ /^nntile_/ { print $3 }' | sort -u
}
# object NAME FLAGS...: the object of test/nntile_impl.c for one build.
object() {
    name=$1
    shift
    obj=$BUILD/test/nntile_$name.o
    if [ -f "$obj" ] && [ "$obj" -nt nntile.h ]; then
        echo "$obj"
        return 0
    fi
    # -O0: the symbols do not depend on optimisation; this keeps it short.
    "$CC" -std=c11 -O0 "$@" -c test/nntile_impl.c -o "$tmp/nntile_$name.o" >&2 || return 1
    echo "$tmp/nntile_$name.o"
}

serial_obj=$(object serial) || { echo "FAIL check_api_negative: cannot build the serial object"; exit 1; }
syms "$serial_obj" > "$tmp/serial"
if pkg-config --exists starpu-1.3 openblas 2>/dev/null; then
    # shellcheck disable=SC2046 # the pkg-config flags are words
    starpu_obj=$(object starpu -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS \
        $(pkg-config --cflags starpu-1.3 openblas)) ||
        { echo "FAIL check_api_negative: cannot build the StarPU object"; exit 1; }
    syms "$starpu_obj" > "$tmp/starpu"
else
    echo "note: no StarPU (pkg-config starpu-1.3): the StarPU build is not listed"
    : > "$tmp/starpu"
fi
python3 - > "$tmp/header" <<'PY'
import re
src = open('nntile.h').read()
names = set()
for m in re.finditer(r'^NNTILE_API\b([^;{]*?)\(', src, re.M):
    names.add(re.findall(r'[A-Za-z_]\w*', m.group(1))[-1])
print('\n'.join(sorted(names)))
PY
sort -u "$tmp/serial" "$tmp/starpu" > "$tmp/built"
# (The CUDA unit exports no function: its kernels and codelet sides are
# reached through the tables nntile_cuda_<family>, data, not rows.)
grep -vxF -f "$tmp/built" "$tmp/header" > "$tmp/header_only" || true
sort -u "$tmp/built" "$tmp/header_only" > "$tmp/api"

grep -o '^ROW[_A-Z]*(nntile_[a-z0-9_]*' test/runtime/test_api_negative.c | sed 's/.*(//' > "$tmp/rows"
sed -n '/NEG_CANNOT_FAIL[A-Z_]*\[\] = {/,/^};/p' test/runtime/test_api_negative.c |
    grep -o '"nntile_[a-z0-9_]*"' | tr -d '"' > "$tmp/cannot"
sort -u "$tmp/rows" "$tmp/cannot" > "$tmp/covered"

n=$(wc -l < "$tmp/api")
echo "check_api_negative: $n exported functions (serial $(wc -l < "$tmp/serial"), starpu" \
    "$(wc -l < "$tmp/starpu"), declared only in nntile.h $(wc -l < "$tmp/header_only"));" \
        "$(sort -u "$tmp/rows" | wc -l) with rows ($(wc -l < "$tmp/rows") rows)," \
    "$(sort -u "$tmp/cannot" | wc -l) unable to fail"
stale=$(grep -vxF -f "$tmp/api" "$tmp/covered")
if [ -n "$stale" ]; then
    echo "note: rows or NEG_CANNOT_FAIL entries of functions that are not exported:"
    printf '%s\n' "$stale" | sed 's/^/    /'
fi
missing=$(grep -vxF -f "$tmp/covered" "$tmp/api")
if [ -n "$missing" ]; then
    echo "FAIL check_api_negative: $(printf '%s\n' "$missing" | wc -l) of $n exported functions" \
        "have no row in test/runtime/test_api_negative.c and are not in its NEG_CANNOT_FAIL:"
    printf '%s\n' "$missing" | sed 's/^/    /'
    exit 1
fi
echo "PASS check_api_negative: all $n exported functions have a row or are listed as unable to fail"
