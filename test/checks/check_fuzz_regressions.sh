#!/bin/sh
# Replays the saved fuzz inputs (test/fuzz/regressions/<target>/: crashes
# found by make fuzz, now fixed) and the committed seeds
# (test/fuzz/corpus/<target>/) through each target's entry point, built
# without libFuzzer against the serial nntile object ($CFLAGS: make
# test-asan replays them under the sanitizers).
set -e
BUILD=${BUILD:-build}
obj=$BUILD/test/nntile_serial.o
mkdir -p "$BUILD/fuzz_replay"
for src in test/fuzz/fuzz_*.c; do
    t=$(basename "$src" .c | sed 's/^fuzz_//')
    files=$(find "test/fuzz/regressions/$t" "test/fuzz/corpus/$t" -type f 2>/dev/null | sort)
    [ -n "$files" ] || continue
    bin=$BUILD/fuzz_replay/$t
    if [ -f "$obj" ] && [ "$obj" -nt nntile.h ]; then
        ${CC:-cc} -std=c11 ${CFLAGS:--O2 -g} -DNNTILE_LOWLEVEL_API -DNNTILE_FUZZ_REPLAY "$src" test/fuzz/replay_main.c "$obj" \
            -o "$bin" -lm
    else
        ${CC:-cc} -std=c11 ${CFLAGS:--O2 -g} -DNNTILE_LOWLEVEL_API -DNNTILE_FUZZ_REPLAY -DNNTILE_IMPLEMENTATION "$src" \
            test/fuzz/replay_main.c -o "$bin" -lm
    fi
    n=$(printf '%s\n' "$files" | wc -l)
    # shellcheck disable=SC2086
    "$bin" $files > "$bin.log" 2>&1 || { tail -20 "$bin.log"; exit 1; }
    echo "fuzz $t: $n saved inputs replayed"
done
