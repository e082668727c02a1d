#!/bin/sh
# nntile_cuda.cu compiles with nvcc, and a C program built with
# -DNNTILE_USE_CUDA links against it. Running it needs a GPU (see README).
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$NVCC" ]; then echo "no nvcc (CUDA toolkit not installed)"; exit 77; fi
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/cuda"
# nvcc and the C side (the implementation with CUDA codelets) compile side by side.
"$NVCC" -O2 -arch=sm_90 -Xcompiler -fPIC -I. -c nntile_cuda.cu -o "$BUILD/cuda/nntile_cuda.o" &
nvcc_pid=$!
cc -std=c11 -Wall -Wextra -O2 -DNNTILE_USE_CUDA -c examples/quickstart.c -o "$BUILD/cuda/quickstart_cuda.o" ||
    { wait $nvcc_pid; exit 1; }
wait $nvcc_pid
cc "$BUILD/cuda/quickstart_cuda.o" "$BUILD/cuda/nntile_cuda.o" \
    -o "$BUILD/cuda/quickstart_cuda" -L/usr/local/cuda/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm
# With StarPU too (Debian's StarPU has no CUDA: codelets then stay CPU-only).
cc -std=c11 -Wall -Wextra -Werror -DNNTILE_USE_STARPU -DNNTILE_USE_CUDA $(pkg-config --cflags starpu-1.3) \
    -fsyntax-only examples/quickstart.c
echo "nntile_cuda.cu compiled and linked"
