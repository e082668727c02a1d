#!/bin/sh
# Every CUDA table the C side declares (nntile_cuda_<family>: the family's
# kernels and codelet sides) is defined by nntile_cuda.cu, which exports
# nothing else of ours, and a C program built with -DNNTILE_USE_CUDA links against
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
# Declared: the CUDA unit's tables in the preprocessed header (C side, with
# CUDA; the low-level tier, where they are declared), one per op family:
# extern const nntile_cuda_<family>_table nntile_cuda_<family>.
printf '#include "nntile.h"\n' | cc -std=c11 -DNNTILE_USE_CUDA -DNNTILE_LOWLEVEL_API -I. -E -x c - |
    grep -o 'extern const nntile_cuda_[a-z0-9_]*_table nntile_cuda_[a-z0-9_]* *;' |
    awk '{print $4}' | tr -d ' ;' | sort -u >"$BUILD/cuda/declared.txt"
nm --defined-only "$OBJ" | awk '{print $3}' | sort -u >"$BUILD/cuda/defined.txt"
missing=$(comm -23 "$BUILD/cuda/declared.txt" "$BUILD/cuda/defined.txt")
ndecl=$(wc -l <"$BUILD/cuda/declared.txt")
if [ "$ndecl" -eq 0 ]; then echo "FAIL: no CUDA table declared in nntile.h"; exit 1; fi
if [ -n "$missing" ]; then
    echo "FAIL: declared but not defined by nntile_cuda.cu:"; echo "$missing"; exit 1
fi
# Nothing else of the CUDA unit is global but the runtime's hooks that
# src/runtime_cuda.c declares (start, stop and count the CUDA workers): the
# kernels and codelet sides are static, reached through the tables.
grep -o '^[a-z].* nntile__cuda_[a-z_]*(' src/runtime_cuda.c | grep -o 'nntile__cuda_[a-z_]*' |
    sort -u - "$BUILD/cuda/declared.txt" >"$BUILD/cuda/allowed.txt"
extra=$(nm -g --defined-only "$OBJ" | awk '$3 ~ /^nntile/ {print $3}' | sort -u |
    comm -23 - "$BUILD/cuda/allowed.txt")
if [ -n "$extra" ]; then
    echo "FAIL: nntile_cuda.cu exports names that are not tables:"; echo "$extra"; exit 1
fi
# Link: a program using every op links (a weak stand-in for the runtime's
# failure hook where this branch has none).
printf '#include <stddef.h>\n__attribute__((weak)) void nntile__runtime_task_failed(const char *w, const char *d) { (void)w; (void)d; }\n' \
    >"$BUILD/cuda/task_failed_weak.c"
cc -std=c11 -O0 -DNNTILE_USE_CUDA examples/quickstart.c "$BUILD/cuda/task_failed_weak.c" "$OBJ" \
    -o "$BUILD/cuda/quickstart_symbols" -L/usr/local/cuda/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm
echo "PASS: $ndecl CUDA tables declared, all defined, nothing else exported; -DNNTILE_USE_CUDA program links"
