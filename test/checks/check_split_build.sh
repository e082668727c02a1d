#!/bin/sh
# The split build: every .c part under src/ and kernels/ compiled separately
# (-DNNTILE_SPLIT_BUILD: NNTILE_PRIVATE functions are extern, so a part that
# uses another's function without its declaration in the private headers
# fails here), the objects linked with no nntile.h implementation at all, and
# three tests run on them: every exported function links (test_api_negative
# calls each one), an op family end to end (test_op_activation) and training
# through graph, compile, plan and nn, checkpoints and LoRA included
# (test_resume: resumed runs bitwise equal to whole ones). Serial configuration,
# -O1 so that it stays quick.
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
BUILD=${BUILD:-build}
dir="$BUILD/split"
mkdir -p "$dir"
FLAGS="-std=c11 -Wall -Wextra -Werror -O1 -DNNTILE_SPLIT_BUILD"
objs=""
nparts=0
# The newest header part: an object older than it is rebuilt (every part
# includes src/internal.h, which includes every header).
newest_h=$(ls -t src/*.h src/ops/*.h src/nn/*.h kernels/*.h | head -1)
# The stale objects are compiled as many at a time as there are cores.
jobs=$(nproc 2>/dev/null || echo 1)
k=0
: > "$dir/failed"
for p in src/*.c src/ops/*.c src/nn/*.c kernels/*.c; do
    case $p in *.gen.c) continue ;; esac # compiled inside its part
    o="$dir/$(echo "$p" | tr / _ | sed 's/\.c$/.o/')"
    gen=${p%.c}.gen.c
    if [ ! -f "$o" ] || [ "$p" -nt "$o" ] || [ "$newest_h" -nt "$o" ] ||
        { [ -f "$gen" ] && [ "$gen" -nt "$o" ]; }; then
        # shellcheck disable=SC2086
        { $CC $FLAGS -c "$p" -o "$o" || echo "$p" >> "$dir/failed"; } &
        k=$((k + 1))
        [ $((k % jobs)) -ne 0 ] || wait
    fi
    objs="$objs $o"
    nparts=$((nparts + 1))
done
wait
if [ -s "$dir/failed" ]; then
    sed 's/^/check_split_build: does not compile alone: /' "$dir/failed"
    exit 1
fi
status=0
for src in runtime/test_api_negative ops/test_op_activation nn/test_resume; do
    t=${src#*/}
    # shellcheck disable=SC2086
    $CC -std=c11 -O1 -DNNTILE_LOWLEVEL_API "test/$src.c" $objs -o "$dir/$t" -lm ||
        { echo "check_split_build: $t does not link against the parts"; status=1; continue; }
    if BUILD="$dir" "$dir/$t" > "$dir/$t.log" 2>&1; then
        echo "check_split_build: $t passes on the split build"
    else
        echo "check_split_build: $t FAILS on the split build (log: $dir/$t.log)"
        tail -5 "$dir/$t.log"
        status=1
    fi
done
echo "check_split_build: $nparts parts compiled separately and linked"
exit $status
