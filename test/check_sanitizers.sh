#!/bin/sh
# The runtime and graph tests under AddressSanitizer + UndefinedBehaviorSanitizer
# on the StarPU backend (StarPU's own allocations are not leak-checked).
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/asan"
FLAGS="-std=c11 -DNNTILE_LOWLEVEL_API -O1 -g -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=undefined,float-cast-overflow -fno-omit-frame-pointer"
for t in test_runtime test_graph_worked; do
    cc $FLAGS -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS $(pkg-config --cflags starpu-1.3 openblas) \
        test/nntile_impl.c "test/$t.c" -o "$BUILD/asan/$t" $(pkg-config --libs starpu-1.3 openblas) -lm
    ASAN_OPTIONS=detect_leaks=0 "./$BUILD/asan/$t" > "$BUILD/asan/$t.log" 2>&1 || {
        tail -20 "$BUILD/asan/$t.log"; exit 1; }
    if grep -q '^FAIL' "$BUILD/asan/$t.log"; then grep -A3 '^FAIL' "$BUILD/asan/$t.log"; exit 1; fi
done
# The serial build (no StarPU inside) is leak-checked too, with the graph and
# op tests of the families that manage scratch memory or index data.
cc $FLAGS -c test/nntile_impl.c -o "$BUILD/asan/nntile_serial.o"
for t in test_errors test_graph_inplace test_graph_grad test_graph_backward test_graph_export \
    test_graph_compile_async test_op_softmax test_op_embedding test_op_layout; do
    cc $FLAGS "test/$t.c" "$BUILD/asan/nntile_serial.o" -o "$BUILD/asan/${t}_serial" -lm
    "./$BUILD/asan/${t}_serial" > "$BUILD/asan/${t}_serial.log" 2>&1 || {
        tail -20 "$BUILD/asan/${t}_serial.log"; exit 1; }
    if grep -q '^FAIL' "$BUILD/asan/${t}_serial.log"; then
        grep -B3 '^FAIL' "$BUILD/asan/${t}_serial.log"; exit 1; fi
done
# ThreadSanitizer on compiling while executing (worker threads, StarPU's
# workers and callbacks; the binary runs the serial backend too).
mkdir -p "$BUILD/tsan"
cc -std=c11 -DNNTILE_LOWLEVEL_API -O1 -g -fsanitize=thread -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS \
    $(pkg-config --cflags starpu-1.3 openblas) test/nntile_impl.c test/test_graph_compile_async.c \
    -o "$BUILD/tsan/test_graph_compile_async" $(pkg-config --libs starpu-1.3 openblas) -lm
"./$BUILD/tsan/test_graph_compile_async" > "$BUILD/tsan/test_graph_compile_async.log" 2>&1 || {
    tail -20 "$BUILD/tsan/test_graph_compile_async.log"; exit 1; }
if grep -q '^FAIL\|ThreadSanitizer' "$BUILD/tsan/test_graph_compile_async.log"; then
    grep -A20 '^FAIL\|ThreadSanitizer' "$BUILD/tsan/test_graph_compile_async.log" | head -60; exit 1; fi
echo "sanitizers clean"
