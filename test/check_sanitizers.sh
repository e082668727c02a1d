#!/bin/sh
# The runtime and graph tests under AddressSanitizer + UndefinedBehaviorSanitizer
# on the StarPU backend (StarPU's own allocations are not leak-checked).
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/asan"
FLAGS="-std=c11 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
for t in test_runtime test_graph_seed003; do
    cc $FLAGS -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS $(pkg-config --cflags starpu-1.3 openblas) \
        "test/$t.c" -o "$BUILD/asan/$t" $(pkg-config --libs starpu-1.3 openblas) -lm
    ASAN_OPTIONS=detect_leaks=0 "./$BUILD/asan/$t" > "$BUILD/asan/$t.log" 2>&1 || {
        tail -20 "$BUILD/asan/$t.log"; exit 1; }
    ! grep -q '^FAIL' "$BUILD/asan/$t.log"
done
# The serial build (no StarPU inside) is leak-checked too.
cc $FLAGS test/test_errors.c -o "$BUILD/asan/test_errors_serial" -lm
"./$BUILD/asan/test_errors_serial" > "$BUILD/asan/test_errors_serial.log" 2>&1 || {
    tail -20 "$BUILD/asan/test_errors_serial.log"; exit 1; }
echo "sanitizers clean"
