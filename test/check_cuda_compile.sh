#!/bin/sh
# nntile_cuda.cu compiles with nvcc, and a C program built with
# -DNNTILE_USE_CUDA links against it. Running it needs a GPU (see README).
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$NVCC" ]; then echo "no nvcc (CUDA toolkit not installed)"; exit 77; fi
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/cuda"
"$NVCC" -O2 -arch=sm_90 -Xcompiler -fPIC -I. -c nntile_cuda.cu -o "$BUILD/cuda/nntile_cuda.o"
cc -std=c11 -Wall -Wextra -O2 -DNNTILE_USE_CUDA examples/quickstart.c "$BUILD/cuda/nntile_cuda.o" \
    -o "$BUILD/cuda/quickstart_cuda" -L/usr/local/cuda/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm
# With StarPU too (Debian's StarPU has no CUDA: codelets then stay CPU-only).
cc -std=c11 -Wall -Wextra -Werror -DNNTILE_USE_STARPU -DNNTILE_USE_CUDA $(pkg-config --cflags starpu-1.3) \
    -fsyntax-only examples/quickstart.c
echo "nntile_cuda.cu compiled and linked"
