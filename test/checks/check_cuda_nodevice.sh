#!/bin/sh
# A CUDA build of nntile on this machine without a GPU
# (test/checks/cuda_nodevice.c): "no CUDA device" is a clear status, ncuda = 0
# runs on the CPU and says so, task failures reach the next wait. Built
# against Debian's StarPU (no CUDA) and, when make deps-cuda has built it,
# against build/starpu-cuda (CUDA workers compiled in, none startable here).
# Needs nvcc; skipped without it.
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$NVCC" ]; then echo "no nvcc (CUDA toolkit not installed)"; exit 77; fi
BUILD=${BUILD:-build}
CUDA_DIR=${CUDA_DIR:-/usr/local/cuda}
out=$BUILD/cuda-nodevice
mkdir -p "$out"
status=0
CUDA_LIBS="-L$CUDA_DIR/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm"

# run NAME: runs $out/NAME, checks its PASS lines and the "CPU only" notice.
run() {
	log=$out/$1.log
	env LD_LIBRARY_PATH="$2" STARPU_SILENT=1 HWLOC_COMPONENTS=-pci "$out/$1" > "$log" 2> "$log.err"
	rc=$?
	cat "$log"
	if [ $rc -ne 0 ]; then echo "FAIL $1: exit status $rc"; tail -5 "$log.err"; status=1; fi
	if grep -q "nntile: CPU only: no CUDA device: cudaGetDeviceCount returned" "$log.err"; then
		echo "PASS $1: ncuda=0 says CPU only"
	else
		echo "FAIL $1: no 'CPU only' notice at verbosity 1"; status=1
	fi
}

set -e
# check_cuda_compile.sh (run before this one) leaves the same object: reused
# when it is newer than nntile_cuda.cu and nntile.h.
obj=$BUILD/cuda/nntile_cuda.o
if [ ! -f "$obj" ] || [ nntile_cuda.cu -nt "$obj" ] || [ nntile.h -nt "$obj" ]; then
	obj=$out/nntile_cuda.o
	"$NVCC" -O2 -arch=sm_90 -Xcompiler -fPIC -I. -c nntile_cuda.cu -o "$obj"
fi
cc -std=c11 -Wall -Wextra -Werror -O1 -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS -DNNTILE_USE_CUDA \
	$(pkg-config --cflags starpu-1.3 openblas) test/checks/cuda_nodevice.c "$obj" \
	-o "$out/debian_starpu" $(pkg-config --libs starpu-1.3 openblas) $CUDA_LIBS
set +e
run debian_starpu ""

PREFIX=$BUILD/starpu-cuda
if [ -f "$PREFIX/.stamp" ]; then
	PC="env PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig pkg-config"
	set -e
	"$NVCC" -O2 -arch=sm_90 -Xcompiler -fPIC -DNNTILE_USE_STARPU $($PC --cflags starpu-1.3) -I. \
		-c nntile_cuda.cu -o "$out/nntile_cuda_starpu.o"
	cc -std=c11 -Wall -Wextra -Werror -O1 -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS \
		-DNNTILE_USE_CUDA $($PC --cflags starpu-1.3 openblas) test/checks/cuda_nodevice.c \
		"$out/nntile_cuda_starpu.o" -o "$out/cuda_starpu" $($PC --libs starpu-1.3 openblas) \
		$CUDA_LIBS
	set +e
	run cuda_starpu "$PREFIX/lib:$CUDA_DIR/lib64"
else
	echo "(build/starpu-cuda not built: make deps-cuda; only Debian's StarPU checked)"
fi
exit $status
