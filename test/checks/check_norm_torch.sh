#!/bin/sh
# nntile_layer_norm / nntile_rms_norm (forward, and x, gamma, beta gradients
# through nntile_graph_backward) against PyTorch (norm_torch_ref.py here) in
# fp64 and fp32, one tile and tiles of 3 (the normalized axis split
# unevenly), serial backend (norm_torch_check.c here). Skipped (77) without
# torch in /usr/bin/python3.
set -e
BUILD=${BUILD:-build}
if ! /usr/bin/python3 -c "import torch" >/dev/null 2>&1; then
    echo "SKIP torch is not installed for /usr/bin/python3"
    exit 77
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
/usr/bin/python3 test/checks/norm_torch_ref.py "$dir"
if [ -f "$BUILD/test/nntile_serial.o" ] && [ "$BUILD/test/nntile_serial.o" -nt nntile.h ]; then
    ${CC:-cc} -std=c11 ${CFLAGS:--O2} test/checks/norm_torch_check.c "$BUILD/test/nntile_serial.o" -o "$dir/check" -lm
else
    cc -std=c11 -O2 -DNNTILE_IMPLEMENTATION test/checks/norm_torch_check.c -o "$dir/check" -lm
fi
"$dir/check" "$dir"
