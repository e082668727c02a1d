#!/bin/sh
# Every CUDA symbol the C side declares (codelet sides nntile__cuda_* and
# public kernels nntile_kernel_*_cuda, all four dtypes) is defined by
# nntile_cuda.cu, and a C program built with -DNNTILE_USE_CUDA links against
# it with every symbol resolved. Needs nvcc; no GPU.
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$NVCC" ]; then echo "no nvcc (CUDA toolkit not installed)"; exit 77; fi
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/cuda"
# check_cuda_compile.sh (run before this one) leaves the object; compile
# only when it is missing or older than nntile_cuda.cu.
OBJ="$BUILD/cuda/nntile_cuda.o"
if [ ! -f "$OBJ" ] || [ nntile_cuda.cu -nt "$OBJ" ]; then
    OBJ="$BUILD/cuda/nntile_cuda_symbols.o"
    "$NVCC" -O0 -arch=sm_80 -Xcompiler -fPIC -I. -c nntile_cuda.cu -o "$OBJ"
fi
# Declared: the CUDA names in the preprocessed header (C side, with CUDA;
# the low-level tier, where they are declared).
printf '#include "nntile.h"\n' | cc -std=c11 -DNNTILE_USE_CUDA -DNNTILE_LOWLEVEL_API -I. -E -x c - |
    grep -o '\bnntile\(__cuda_[a-z0-9_]*\|_kernel_[a-z0-9_]*_cuda\) *(' | tr -d ' (' |
    sort -u >"$BUILD/cuda/declared.txt"
nm --defined-only "$OBJ" | awk '{print $3}' | sort -u >"$BUILD/cuda/defined.txt"
missing=$(comm -23 "$BUILD/cuda/declared.txt" "$BUILD/cuda/defined.txt")
ndecl=$(wc -l <"$BUILD/cuda/declared.txt")
if [ -n "$missing" ]; then
    echo "FAIL: declared but not defined by nntile_cuda.cu:"; echo "$missing"; exit 1
fi
for d in fp32 fp64 fp16 bf16; do
    c=$(grep -c "^nntile__cuda_.*_$d\$" "$BUILD/cuda/declared.txt" || true)
    echo "codelet CUDA sides for $d: $c"
done
# Link: a program using every op links (a weak stand-in for the runtime's
# failure hook where this branch has none).
printf '#include <stddef.h>\n__attribute__((weak)) void nntile__runtime_task_failed(const char *w, const char *d) { (void)w; (void)d; }\n' \
    >"$BUILD/cuda/task_failed_weak.c"
cc -std=c11 -O0 -DNNTILE_USE_CUDA examples/quickstart.c "$BUILD/cuda/task_failed_weak.c" "$OBJ" \
    -o "$BUILD/cuda/quickstart_symbols" -L/usr/local/cuda/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm
echo "PASS: $ndecl CUDA symbols declared, all defined; -DNNTILE_USE_CUDA program links"
