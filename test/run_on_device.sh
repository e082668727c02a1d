#!/bin/sh
# run_on_device.sh: the CUDA test and benchmark run on a GPU machine (make
# test-cuda runs it after building; on a machine without a GPU it stops, 77).
#
# Build here (the CPU machine with the CUDA toolkit): make cuda-build
#   (make deps-cuda: StarPU 1.3 with CUDA + the shared libraries a bare machine
#    lacks, in build/starpu-cuda/lib; then build/cuda-tests: libnntile_cuda.so,
#    every test, test_cuda_ops, bench_cuda_gemm, gpt_char and a copy of the
#    fortunes corpus). Carry to the GPU machine, next to the checkout's tracked
#    files: build/starpu-cuda/lib and build/cuda-tests (76 MiB together, 11.6 MiB
#    as an xz tar where what travels is limited).
# There (Ubuntu with the NVIDIA driver and CUDA 13, no StarPU, no package
#   registry), from the repository root:
#     sh test/run_on_device.sh RESULTS_DIR [phases...]
#   phases (default: all, in this order; each bounded to a few minutes):
#     gpu    every op/graph test with CPU workers off (NNTILE_TEST_NCPU=-1
#            NNTILE_TEST_NCUDA=1): every task runs on the GPU, checked against
#            the tests' fp64 references
#     ops    test_cuda_ops: every op x dtype, CUDA vs CPU normalized error table;
#            test_cuda_attention: sdpa fp16/bf16 on cuDNN and on our kernel vs CPU
#     mixed  the graph/model/training tests on 2 CPU workers + the GPU together
#     gemm   bench_cuda_gemm: 4096^2 GEMM, graph vs raw cuBLAS (fp32, tf32, bf16)
#     gpt    gpt_char --cuda against bench/torch_gpt_step.py (the machine's torch)
# LD_LIBRARY_PATH: build/cuda-tests, build/starpu-cuda/lib, then the CUDA
# libraries (cudart, cuBLAS, cuDNN, cuSPARSE) from the toolkit, the system or
# the Python packages of torch (nvidia/*/lib), whichever has them.
# Writes RESULTS_DIR/<phase>.txt and RESULTS_DIR/summary.txt.
RES=${1:-${OUT:-build/cuda-results}}
[ $# -gt 0 ] && shift
PHASES=${*:-gpu ops mixed gemm gpt}
T=build/cuda-tests
L=build/starpu-cuda/lib
mkdir -p "$RES"
SUMMARY=$RES/summary.txt
: > "$SUMMARY"
say() { echo "$*" | tee -a "$SUMMARY"; }

if [ ! -f "$T/libnntile_cuda.so" ] || [ ! -f "$L/libstarpu-1.3.so.9" ]; then
	say "FAIL run_on_device: $T or $L missing (make cuda-build here, carry both)"
	exit 1
fi

# ---- the shared libraries ----
LIBPATH=$(pwd)/$T:$(pwd)/$L
PYDIRS=$(python3 -c 'import site, sys; print(" ".join(site.getsitepackages() + [site.getusersitepackages()]))' 2>/dev/null)
for lib in libcudart.so.13 libcublas.so.13 libcublasLt.so.13 libcudnn.so.9 libcusparse.so.12 \
	libnvJitLink.so.13; do
	found=""
	for d in $(echo "$LIBPATH" | tr ':' ' ') /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
		[ -e "$d/$lib" ] && { found=$d; break; }
	done
	[ -z "$found" ] && ldconfig -p 2>/dev/null | grep -q "$lib " && found=system
	if [ -z "$found" ]; then
		found=$(find /usr/local /usr/lib /opt $PYDIRS -name "$lib" 2>/dev/null | head -n 1)
		found=${found%/*}
	fi
	case "$found" in
	"") say "WARN $lib not found on this machine" ;;
	system) ;;
	*) case ":$LIBPATH:" in *":$found:"*) ;; *) LIBPATH=$LIBPATH:$found ;; esac ;;
	esac
done
export LD_LIBRARY_PATH=$LIBPATH${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# the parity tests' Python (harness.h's HARNESS_PY): python3 on PATH when it has torch
python3 -c 'import torch' 2>/dev/null && export NNTILE_TEST_PYTHON=$(command -v python3)
export STARPU_SILENT=1 STARPU_HOME=$(pwd)/$RES/starpu_home HWLOC_COMPONENTS=-pci
mkdir -p "$STARPU_HOME"
missing=$(ldd "$T/libnntile_cuda.so" "$T/gpt_char" | grep "not found" | sort -u)
if [ -n "$missing" ]; then
	say "FAIL run_on_device: unresolved libraries:"; say "$missing"
	exit 1
fi
say "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"

# ---- is there a GPU? ----
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L > "$RES/gpu.txt" 2>&1 &&
	grep -q "^GPU" "$RES/gpu.txt"; then
	say "device: $(head -n 1 "$RES/gpu.txt")"
else
	say "SKIP run_on_device: no GPU here (nvidia-smi finds none); the build in $T is ready"
	exit 77
fi

status=0
TESTS=$(ls $T/test_* | grep -v -e test_cuda_ops -e test_cuda_attention)
MIXED=$(ls $T/test_graph_* $T/test_models $T/test_modules $T/test_train 2>/dev/null)
for phase in $PHASES; do
	log=$RES/$phase.txt
	mkdir -p "$RES/$phase/test" # the tests' own files go to $BUILD/test
	start=$(date +%s)
	case $phase in
	gpu)
		NNTILE_TEST_NCPU=-1 NNTILE_TEST_NCUDA=1 BUILD=$RES/gpu CHECKS=none \
			sh test/run_tests.sh $TESTS > "$log" 2>&1 ;;
	ops)
		timeout 500 "$T/test_cuda_ops" > "$log" 2>&1; r1=$?
		timeout 300 "$T/test_cuda_attention" >> "$log" 2>&1; r2=$?
		[ $r1 -eq 0 ] && [ $r2 -eq 0 ] ;;
	mixed)
		NNTILE_TEST_NCUDA=1 BUILD=$RES/mixed CHECKS=none sh test/run_tests.sh $MIXED > "$log" 2>&1 ;;
	gemm)
		timeout 500 "$T/bench_cuda_gemm" 4096 20 > "$log" 2>&1 ;;
	gpt)
		{ NNTILE_CORPUS_DIR=$T/fortunes timeout 400 "$T/gpt_char" --cuda --steps 200 \
			--sample-len 64 --out "$RES/gpt"
		  timeout 120 python3 bench/torch_gpt_step.py --device cuda --steps 200; } > "$log" 2>&1 ;;
	*) echo "unknown phase $phase" > "$log"; false ;;
	esac
	rc=$?
	[ $rc -ne 0 ] && status=1
	say "== $phase: exit $rc, $(( $(date +%s) - start )) s, $(grep -c '^PASS' "$log") PASS, $(grep -c '^FAIL' "$log") FAIL"
	grep -E "passed, |^op |TFLOP/s|tokens/s|^FAIL|^SKIP" "$log" | head -150 >> "$SUMMARY"
done
say "run_on_device: $( [ $status -eq 0 ] && echo all phases passed || echo some phase failed) (results in $RES)"
exit $status
