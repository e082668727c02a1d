#!/bin/sh
# make test's quick sanitizer subset: the runtime and graph tests under
# AddressSanitizer + UndefinedBehaviorSanitizer on the StarPU backend
# (StarPU's own allocations are not leak-checked), the serial build (no
# StarPU inside, leak-checked) with the graph and op tests of the families
# that manage scratch memory or index data, and ThreadSanitizer on compiling
# while executing (worker threads, StarPU's workers and callbacks; the binary
# runs the serial backend too). make sanitizer-programs builds them, two
# compiles at a time. The programs write their files under $BUILD/asan and
# $BUILD/tsan: the same tests of make test may run at the same time.
cd "$(dirname "$0")/../.." || exit 1
BUILD=${BUILD:-build}
mkdir -p "$BUILD/asan" "$BUILD/tsan"
ASAN_PROGRAMS="test_runtime test_graph_worked test_errors_serial test_graph_inplace_serial
    test_graph_grad_serial test_graph_backward_serial test_graph_export_serial
    test_graph_compile_async_serial test_op_softmax_serial test_op_embedding_serial
    test_op_rope_serial test_op_loss_serial test_op_layout_serial"
TSAN_PROGRAMS="test_graph_compile_async"
# CI (.ci/run) runs every test's serial build under the same sanitizers just
# before make test and says so with NNTILE_CI_ASAN_SERIAL_DONE=1: the serial
# programs above then ran already, and only the StarPU ones and TSan run here.
if [ -n "$NNTILE_CI_ASAN_SERIAL_DONE" ]; then
    ASAN_PROGRAMS=$(for t in $ASAN_PROGRAMS; do case $t in *_serial) ;; *) echo "$t" ;; esac; done)
fi
# shellcheck disable=SC2086 # the lists are words
${MAKE:-make} --no-print-directory BUILD="$BUILD" ASAN_PROGRAMS="$(echo $ASAN_PROGRAMS)" \
    TSAN_PROGRAMS="$TSAN_PROGRAMS" sanitizer-programs > "$BUILD/asan/programs.log" 2>&1 || {
    tail -30 "$BUILD/asan/programs.log"; echo "check_sanitizers: the build failed"; exit 1; }
status=0
# run LOG OPTIONS BINARY: runs it, fails on a non-zero exit or a FAIL line
run() {
    log=$1 opts=$2 bin=$3
    if ! env $opts "$bin" > "$log" 2>&1; then
        echo "check_sanitizers: $bin exited non-zero"; tail -20 "$log"; status=1
    elif grep -q '^FAIL\|ThreadSanitizer' "$log"; then
        echo "check_sanitizers: $bin:"; grep -A20 '^FAIL\|ThreadSanitizer' "$log" | head -60; status=1
    fi
}
for t in $ASAN_PROGRAMS; do
    case $t in
    *_serial) opts="" ;;
    *) opts="ASAN_OPTIONS=detect_leaks=0" ;;
    esac
    run "$BUILD/asan/test/$t.log" "$opts BUILD=$BUILD/asan" "$BUILD/asan/test/$t"
done
for t in $TSAN_PROGRAMS; do
    run "$BUILD/tsan/$t.log" "BUILD=$BUILD/tsan" "$BUILD/tsan/$t"
done
[ $status -eq 0 ] && echo "sanitizers clean"
exit $status
