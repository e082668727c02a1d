#!/bin/sh
# make deps-cuda: StarPU 1.3 with CUDA (and MPI when it configures) built from
# Debian's source package into $PREFIX (build/starpu-cuda), plus copies of every
# shared library it and nntile's tests need at run time that a bare GPU machine
# (Ubuntu + CUDA 13, no StarPU/hwloc/OpenBLAS) may lack, into $PREFIX/lib.
# Idempotent: $PREFIX/.stamp marks a finished build. Log: build/starpu-cuda.log.
# Needs root for apt (deb-src entry, build dependencies, apt-get source).
set -e
BUILD=${BUILD:-build}
PREFIX=${PREFIX:-$BUILD/starpu-cuda}
CUDA_DIR=${CUDA_DIR:-/usr/local/cuda}
SRC=$BUILD/starpu-cuda-src
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$BUILD"
PREFIX=$(cd "$BUILD" && pwd)/$(basename "$PREFIX")
SRC=$(cd "$BUILD" && pwd)/starpu-cuda-src

if [ -f "$PREFIX/.stamp" ]; then echo "deps-cuda: $PREFIX is built"; exit 0; fi
if [ ! -x "$CUDA_DIR/bin/nvcc" ]; then echo "deps-cuda: no CUDA toolkit at $CUDA_DIR"; exit 1; fi

# 1. Debian's source package (a deb-src entry mirroring the deb one if none).
if [ ! -d "$SRC/starpu" ]; then
	if ! apt-cache showsrc starpu >/dev/null 2>&1 || \
	   [ -z "$(apt-cache showsrc starpu 2>/dev/null)" ]; then
		if [ "$(id -u)" != 0 ]; then
			echo "deps-cuda: no deb-src entry; run as root"; exit 1
		fi
		echo "deps-cuda: adding a deb-src entry (/etc/apt/sources.list.d/nntile-deb-src.sources)"
		sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
			> /etc/apt/sources.list.d/nntile-deb-src.sources
		apt-get update -qq
	fi
	if [ "$(id -u)" = 0 ]; then
		# What the build needs beyond the runtime packages make deps installs.
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
			dpkg-dev libhwloc-dev libltdl-dev libopenmpi-dev pkg-config >/dev/null
	fi
	rm -rf "$SRC"; mkdir -p "$SRC"
	(cd "$SRC" && apt-get source -qq starpu >/dev/null && \
	 mv "$(find . -maxdepth 1 -type d -name 'starpu-1.3*' | head -n 1)" starpu)
fi

# 2. The two CUDA 13 fixes (deps/starpu-1.3-cuda13.patch explains each hunk).
cd "$SRC/starpu"
if [ ! -f .nntile-patched ]; then
	patch -p1 < "$HERE/starpu-1.3-cuda13.patch"
	touch .nntile-patched
fi

# 3. Configure (CUDA; MPI when Open MPI's mpicc configures, else without),
#    build and install. Documentation, examples, tests, OpenCL, FFT, Fortran,
#    OpenMP and GLPK are off: nntile uses none of them. maxcpus: the default is
#    this machine's core count (2), too few for the GPU machine's 16 cores.
COMMON="--prefix=$PREFIX --with-cuda-dir=$CUDA_DIR --enable-cuda --disable-opencl \
	--disable-starpufft --disable-build-doc --disable-build-examples --disable-build-tests \
	--disable-fortran --disable-openmp --disable-glpk --enable-blas-lib=none \
	--disable-starpurm --enable-maxcudadev=8 --enable-maxcpus=64"
mkdir -p build-cuda && cd build-cuda
# -isystem: silences CUDA 13's cusparse deprecation floods.
export CPPFLAGS="-isystem $CUDA_DIR/include"
export NVCCFLAGS="-Xcompiler -fPIC"
if [ ! -f config.status ] || [ "$(cat .nntile-configure 2>/dev/null)" != "$COMMON" ]; then
	if ../configure $COMMON; then
		echo "deps-cuda: configured with MPI"
	else
		echo "deps-cuda: configure with MPI failed; again with --disable-mpi"
		../configure $COMMON --disable-mpi
	fi
	echo "$COMMON" > .nntile-configure
fi
grep -q '^#define STARPU_USE_CUDA 1' src/common/config.h || \
	{ echo "deps-cuda: StarPU configured without CUDA"; exit 1; }
make -j"$(nproc)"
make install
# Programs built with this StarPU include CUDA's headers through starpu.h:
# -isystem keeps CUDA 13's deprecation warnings (cusparse) out of -Werror.
sed -i 's|-I\(/[^ ]*cuda[^ ]*/include\)|-isystem \1|' "$PREFIX"/lib/pkgconfig/starpu*-1.3.pc
cd "$HERE/.."

# 4. Run-time libraries a bare GPU machine may lack: everything ldd resolves
#    for StarPU (and StarPU-MPI) and OpenBLAS, except the C runtime (glibc,
#    libgcc_s, libstdc++: older here than there) and the CUDA libraries the
#    GPU machine's driver and toolkit provide.
SKIP='^(linux-vdso|ld-linux|libc\.|libm\.|libpthread|libdl\.|librt\.|libutil\.|libgcc_s|libstdc\+\+|libcuda\.|libcudart|libcublas|libcusparse|libcudnn|libnvidia|libnvJitLink|libnvrtc)'
BLAS=$(pkg-config --variable=libdir openblas 2>/dev/null)/libopenblas.so.0
[ -f "$BLAS" ] || BLAS=$(ldconfig -p | sed -n 's/.*libopenblas.so.0 .*=> //p' | head -n 1)
for lib in "$PREFIX"/lib/libstarpu*.so "$BLAS"; do
	[ -f "$lib" ] || continue
	ldd "$lib" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
		case "$path" in "$PREFIX"/*) continue ;; esac
		if echo "$name" | grep -Eq "$SKIP"; then continue; fi
		[ -f "$PREFIX/lib/$name" ] || cp -L "$path" "$PREFIX/lib/$name"
	done
done
cp -L "$BLAS" "$PREFIX/lib/libopenblas.so.0"
# StarPU's own libraries are not needed with debugging symbols on the device.
strip --strip-unneeded "$PREFIX"/lib/*.so* 2>/dev/null || true
rm -f "$PREFIX"/lib/*.a "$PREFIX"/lib/*.la
# A carry may drop symbolic links: each SONAME (libstarpu-1.3.so.9, what
# programs load) becomes the real file; the link-time name stays a link to it.
for real in "$PREFIX"/lib/libstarpu*-1.3.so.*.*.*; do
	[ -f "$real" ] && [ ! -L "$real" ] || continue
	soname=$(objdump -p "$real" | awk '$1 == "SONAME" { print $2 }')
	rm -f "$PREFIX/lib/$soname"
	mv "$real" "$PREFIX/lib/$soname"
	ln -sf "$soname" "$PREFIX/lib/${soname%.so.*}.so"
done
echo "deps-cuda: run-time libraries in $PREFIX/lib:"; ls "$PREFIX/lib"
du -sh "$PREFIX"
touch "$PREFIX/.stamp"
