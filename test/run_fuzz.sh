#!/bin/sh
# make fuzz: runs each libFuzzer target given ($BUILD/fuzz/fuzz_<target>) for
# $FUZZ_SECONDS from its seed corpus test/fuzz/corpus/<target>/ (new inputs go
# to $BUILD/fuzz/corpus_<target>/, the committed seeds stay small). A crash
# is copied to test/fuzz/regressions/<target>/ (make test replays it). Prints
# executions and crashes per target; fails when any target crashed.
BUILD=${BUILD:-build}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
status=0
for t in "$@"; do
    bin=$BUILD/fuzz/fuzz_$t
    work=$BUILD/fuzz/corpus_$t
    art=$BUILD/fuzz/artifacts_$t
    rm -rf "$art"
    mkdir -p "$work" "$art" "test/fuzz/corpus/$t"
    # -fork keeps going after a crash, so one run finds several; one job,
    # the machine is shared.
    # A huge tensor is a valid request that malloc refuses: the library must
    # turn the NULL into an error (allocator_may_return_null; libFuzzer's
    # malloc limit off, its RSS limit on). Out-of-memory and slow inputs are
    # counted, not kept: only crashes and leaks become regressions.
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1 \
    "$bin" -max_total_time="$FUZZ_SECONDS" -timeout=20 -rss_limit_mb=3072 \
        -malloc_limit_mb=1048576 -print_final_stats=1 -fork=1 -ignore_crashes=1 \
        -ignore_timeouts=1 -ignore_ooms=1 -artifact_prefix="$art/" \
        "$work" "test/fuzz/corpus/$t" > "$BUILD/fuzz/$t.log" 2>&1
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$BUILD/fuzz/$t.log" | tail -1 |
        grep -o '[0-9]*$')
    [ -n "$execs" ] || execs=$(grep -o '^#[0-9]*' "$BUILD/fuzz/$t.log" | tail -1 | tr -d '#')
    crashes=0
    slow=$(ls "$art" | grep -c '^\(timeout\|oom\|slow-unit\)-')
    for f in "$art"/crash-* "$art"/leak-*; do
        [ -f "$f" ] || continue
        crashes=$((crashes + 1))
        mkdir -p "test/fuzz/regressions/$t"
        cp "$f" "test/fuzz/regressions/$t/"
    done
    echo "fuzz $t: ${execs:-0} executions in ${FUZZ_SECONDS} s, $crashes crashes," \
        "$slow out-of-memory/timeouts"
    if [ $crashes -gt 0 ]; then
        status=1
        grep -m3 -A8 'ERROR:\|runtime error\|fuzz: ' "$BUILD/fuzz/$t.log" | head -30
        echo "  saved in test/fuzz/regressions/$t/ (log: $BUILD/fuzz/$t.log)"
    fi
done
exit $status
