# nntile: make run (deps + main example), make test (deps + every test), make bench.
# Every target that needs StarPU/OpenBLAS/Open MPI first runs `deps`, which
# installs the Debian packages when pkg-config cannot find them.

CC ?= cc
PYTHON ?= python3
BUILD := build
CFLAGS ?= -O2 -g
# Every nntile compile: C11, the warnings, and -fno-math-errno (sqrt is then
# one instruction with no libm call behind it, so AdamW's loop vectorises:
# 7.8% -> 1.4% of a step; nntile reads errno only after I/O calls).
WARN := -std=c11 -Wall -Wextra -fno-math-errno
# The tests, benchmarks and fuzz targets exercise the low-level API (kernels,
# tiles, tensors, tasks); the examples use the default API only.
LOWLEVEL := -DNNTILE_LOWLEVEL_API

DEB_PACKAGES := libstarpu-dev libopenblas-dev libopenmpi-dev openmpi-bin pkg-config gcc python3
# Evaluated when used (after deps ran), not when the Makefile is read.
STARPU_CFLAGS = -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS $(shell pkg-config --cflags starpu-1.3 openblas)
STARPU_LIBS = $(shell pkg-config --libs starpu-1.3 openblas) -lm
# Many ranks (StarPU-MPI, Open MPI): build/test/mpi_* and the *_distributed examples.
MPICC ?= mpicc
MPI_CFLAGS = $(STARPU_CFLAGS) -DNNTILE_USE_MPI $(shell pkg-config --cflags starpumpi-1.3)
MPI_LIBS = $(shell pkg-config --libs starpumpi-1.3 openblas) -lm
# The programs check_mpi runs (built with the tests, so that their two
# compiles of the implementation share the cores with the others).
MPI_PROGRAMS = $(BUILD)/test/mpi_distributed $(BUILD)/examples/mlp_distributed

# Runtime environment for programs: quiet StarPU, perf models under build/.
RUN_ENV := STARPU_SILENT=1 STARPU_HOME=$(CURDIR)/$(BUILD)/starpu_home HWLOC_COMPONENTS=-pci

EXAMPLES := $(patsubst examples/%.c,$(BUILD)/examples/%,$(wildcard examples/*.c))
# The test programs sit in a directory per layer (test/README.md), and each
# builds under its own name alone: test/ops/test_op_gemm.c gives
# $(BUILD)/test/test_op_gemm, wherever its source is (vpath finds it).
TEST_LAYERS := ops graph nn runtime
TEST_SRCS := $(wildcard $(patsubst %,test/%/test_*.c,$(TEST_LAYERS)))
TEST_NAMES := $(sort $(basename $(notdir $(TEST_SRCS))))
ifneq ($(words $(TEST_NAMES)),$(words $(TEST_SRCS)))
$(error two test sources under test/ share a name: $(sort $(notdir $(TEST_SRCS))))
endif
vpath test_%.c $(addprefix test/,$(TEST_LAYERS))
TESTS := $(patsubst %,$(BUILD)/test/%,$(TEST_NAMES))
# Each test source also builds without any switch: serial backend, built-in kernels.
TESTS_SERIAL := $(patsubst %,$(BUILD)/test/%_serial,$(TEST_NAMES))
# bench_cuda_*.c need a GPU and CUDA StarPU: make cuda-build builds them.
BENCHES := $(patsubst bench/%.c,$(BUILD)/bench/%,$(filter-out bench/bench_cuda_%.c,$(wildcard bench/*.c)))

.PHONY: all examples run offload test test-run bench bench-run bench-programs bench-graph deps graphviz clean \
	amalgamate check-amalgamation install uninstall torch fortunes \
	test-asan test-asan-run test-asan-serial test-valgrind valgrind fuzz clang \
	deps-cuda cuda-build test-cuda

all: examples

# nntile.h and nntile_cuda.cu are committed build products: after editing a
# part, run `make amalgamate` (the tests fail while they are stale).
amalgamate:
	$(PYTHON) amalgamate.py

deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists starpu-1.3 openblas && \
	    command -v mpirun >/dev/null 2>&1 && command -v cc >/dev/null 2>&1 && \
	    command -v $(PYTHON) >/dev/null 2>&1; then \
		echo "deps: StarPU, OpenBLAS, Open MPI, cc and $(PYTHON) found"; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "deps: installing $(DEB_PACKAGES)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends $(DEB_PACKAGES) >/dev/null; \
	else \
		echo "deps: missing packages; run as root:"; \
		echo "  apt-get update && apt-get install -y --no-install-recommends $(DEB_PACKAGES)"; \
		exit 1; \
	fi

# Graphviz renders the exported DOT in test_graph_export and check_examples
# (installed like deps; without it those checks are skipped, never failed).
graphviz:
	@if command -v dot >/dev/null 2>&1; then \
		echo "graphviz: dot found"; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "graphviz: installing graphviz"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends graphviz >/dev/null || \
			echo "graphviz: install failed; the DOT rendering checks are skipped"; \
	else \
		echo "graphviz: dot not found (as root: apt-get install graphviz);" \
		     "the DOT rendering checks are skipped"; \
	fi

# Debian packages installed on demand, like deps: PyTorch (the parity tests
# compare with it; /usr/bin/python3 is Debian's interpreter that has it) and
# the fortunes corpus that `make run` trains on.
TORCH_PYTHON := /usr/bin/python3
torch:
	@if $(TORCH_PYTHON) -c 'import torch' >/dev/null 2>&1; then \
		echo "torch: PyTorch found"; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "torch: installing python3-torch"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends python3-torch >/dev/null || \
			echo "torch: install failed; the PyTorch comparisons are skipped"; \
	else \
		echo "torch: not found (as root: apt-get install python3-torch);" \
		     "the PyTorch comparisons are skipped"; \
	fi

FORTUNES_DIR := /usr/share/games/fortunes
fortunes:
	@if [ -f $(FORTUNES_DIR)/literature ]; then \
		echo "fortunes: corpus found"; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "fortunes: installing the fortunes corpus"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends fortunes >/dev/null; \
	else \
		echo "fortunes: missing; run as root: apt-get install fortunes"; exit 1; \
	fi

# The implementation is compiled once per configuration and linked into every
# example and test (the header is large: compiling it per program would
# dominate make test). The examples keep their NNTILE_IMPLEMENTATION define,
# so each still builds alone from its one file; -DNNTILE_IMPLEMENTATION_ELSEWHERE
# makes that define compile nothing here.
$(BUILD)/test/nntile_serial.o : test/nntile_impl.c nntile.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -c $< -o $@

$(BUILD)/test/nntile_starpu.o : test/nntile_impl.c nntile.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(STARPU_CFLAGS) -c $< -o $@

$(BUILD)/examples/% : examples/%.c $(BUILD)/test/nntile_starpu.o nntile.h $(wildcard examples/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(STARPU_CFLAGS) -DNNTILE_IMPLEMENTATION_ELSEWHERE $< \
		$(BUILD)/test/nntile_starpu.o -o $@ $(STARPU_LIBS)

# The one example and the one test on many ranks compile the implementation
# themselves (StarPU-MPI's configuration; the test reaches into the compiled
# graph's internals).
$(BUILD)/examples/%_distributed : examples/%_distributed.c nntile.h examples/distribute.h
	@mkdir -p $(dir $@)
	$(MPICC) $(WARN) $(CFLAGS) $(MPI_CFLAGS) $< -o $@ $(MPI_LIBS)

$(BUILD)/test/mpi_% : test/runtime/mpi_%.c nntile.h test/harness.h examples/distribute.h
	@mkdir -p $(dir $@)
	$(MPICC) $(WARN) $(LOWLEVEL) $(CFLAGS) $(MPI_CFLAGS) $< -o $@ $(MPI_LIBS)

TEST_HEADERS := nntile.h test/harness.h test/nn/token_texts.h test/backends.h test/op_check.h \
	test/small_mlp.h test/gelu_chain.h test/runtime/vm_bytes.h examples/byte_gpt.h

$(BUILD)/test/%_serial : %.c $(BUILD)/test/nntile_serial.o $(TEST_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(LOWLEVEL) $(CFLAGS) $< $(BUILD)/test/nntile_serial.o -o $@ -lm

$(BUILD)/test/% : %.c $(BUILD)/test/nntile_starpu.o $(TEST_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(LOWLEVEL) $(CFLAGS) $(STARPU_CFLAGS) $< $(BUILD)/test/nntile_starpu.o -o $@ $(STARPU_LIBS)

$(BUILD)/bench/% : bench/%.c nntile.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(LOWLEVEL) -O3 -march=native $(STARPU_CFLAGS) $< -o $@ $(STARPU_LIBS)

examples: deps
	@$(MAKE) --no-print-directory $(EXAMPLES)

# The main example: trains the char GPT on the fortunes corpus (a few
# minutes), writes build/run/{loss.csv,loss.svg,gpt.safetensors,samples.txt}.
# make offload: examples/gpt_offload with its defaults: a 6-layer, width-768
# GPT whose in-core step holds about 1.3 GB trains under a 300 MB host memory
# limit, swapping to a directory under /tmp, then in core; the losses must be
# bitwise equal (about a minute here).
# make offload MEMCG_MB=N [OFFLOAD_LIMIT_MB=M] [OFFLOAD_FLAGS="--direct ..."]:
# the offloaded run (limit M MB, 300 by default) inside a memory cgroup of
# N MB, which counts the page cache (bench/offload_memcg.sh; root), against
# the same model in core.
MEMCG_MB ?=
OFFLOAD_LIMIT_MB ?= 300
OFFLOAD_FLAGS ?=
offload: deps
	@$(MAKE) --no-print-directory $(BUILD)/examples/gpt_offload
	@mkdir -p $(BUILD)/starpu_home
	@if [ -n "$(MEMCG_MB)" ]; then \
		$(RUN_ENV) BUILD=$(BUILD) sh bench/offload_memcg.sh $(MEMCG_MB) $(OFFLOAD_LIMIT_MB) $(OFFLOAD_FLAGS); \
	else \
		$(RUN_ENV) ./$(BUILD)/examples/gpt_offload $(OFFLOAD_FLAGS); \
	fi

run: deps fortunes
	@$(MAKE) --no-print-directory $(BUILD)/examples/gpt_char
	@mkdir -p $(BUILD)/starpu_home $(BUILD)/run
	$(RUN_ENV) ./$(BUILD)/examples/gpt_char --out $(BUILD)/run

# Tests build in parallel on every core, then run one binary at a time.
NPROC := $(shell nproc 2>/dev/null || echo 2)

test: deps graphviz torch fortunes
	@$(MAKE) --no-print-directory -j$(NPROC) $(TESTS) $(TESTS_SERIAL) $(EXAMPLES) $(MPI_PROGRAMS)
	@$(MAKE) --no-print-directory test-run

test-run: $(TESTS) $(TESTS_SERIAL) $(EXAMPLES)
	@mkdir -p $(BUILD)/starpu_home
	@$(RUN_ENV) BUILD=$(BUILD) CC=$(CC) sh test/run_tests.sh $(TESTS) $(TESTS_SERIAL)

# make bench [BENCH_QUICK=1]: the seven rows of bench/rows/ (nntile vs OpenBLAS,
# raw StarPU, memcpy, budgets, PyTorch, in core), table on stdout and
# build/bench/results.{csv,md,svg}. BENCH_QUICK=1: every row small (make test).
BENCH_DRIVER := $(BUILD)/bench/nntile_bench
BENCH_SRC := $(wildcard bench/rows/*.c)
BENCH_QUICK ?= 0
# BENCH_XL=1: the offload row adds GPT-2 XL's shape beyond RAM (about 10
# minutes; needs 64 GB free under /tmp, checked first).
BENCH_XL ?= 0
BENCH_OUT ?= $(BUILD)/bench

$(BENCH_DRIVER) : $(BENCH_SRC) bench/rows/bench.h examples/char_gpt.h examples/byte_gpt.h $(BUILD)/test/nntile_starpu.o
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(LOWLEVEL) $(CFLAGS) $(STARPU_CFLAGS) $(BENCH_SRC) $(BUILD)/test/nntile_starpu.o -o $@ \
		$(STARPU_LIBS) -lpthread

# BENCH_AVX2=1: the bench as an AVX2 machine of this kind runs it, on a CPU
# that also has AVX-512: nntile built for x86-64-v3 alone (no target clones)
# in build-avx2/, OpenBLAS's Haswell kernels, PyTorch's AVX2 ones; the
# machine line names the code's ISA beside the CPU's.
BENCH_AVX2 ?= 0

bench: deps torch
ifeq ($(BENCH_AVX2),1)
	@OPENBLAS_CORETYPE=Haswell ATEN_CPU_CAPABILITY=avx2 $(MAKE) --no-print-directory \
		BUILD=build-avx2 CFLAGS="$(CFLAGS) -march=x86-64-v3 -DNNTILE_NO_TARGET_CLONES" \
		BENCH_AVX2=0 bench-run
else
	@$(MAKE) --no-print-directory bench-run
endif

bench-run: $(BENCH_DRIVER)
	@mkdir -p $(BUILD)/starpu_home
	@$(RUN_ENV) BENCH_QUICK=$(BENCH_QUICK) BENCH_XL=$(BENCH_XL) TORCH_PYTHON=$(TORCH_PYTHON) PYTHON=$(PYTHON) \
		sh bench/run_bench.sh $(BENCH_DRIVER) $(BENCH_OUT)

# The older standalone programs (bench/*.c: GEMM tile sweep, graph machinery,
# kernels on the char GPT shapes).
bench-programs: deps $(BENCHES)
	@mkdir -p $(BUILD)/starpu_home
	@for b in $(BENCHES); do $(RUN_ENV) ./$$b || exit 1; done

# Only the graph machinery benchmark (capture, compile, memory per op).
bench-graph: deps
	@$(MAKE) --no-print-directory $(BUILD)/bench/bench_graph
	@mkdir -p $(BUILD)/starpu_home
	$(RUN_ENV) ./$(BUILD)/bench/bench_graph

# ---- reliability (docs/reliability.md) ----
# make test-asan: every test (serial and StarPU builds), the examples and the
# script checks that run nntile code, built with AddressSanitizer +
# UndefinedBehaviorSanitizer (LeakSanitizer on) into build/asan, never mixed
# with the normal build. Leaks inside StarPU/hwloc/Open MPI are suppressed by
# test/lsan.supp (library frames only, never nntile's).
ASAN_BUILD := $(BUILD)/asan
SAN_CFLAGS := -O1 -g -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=undefined,float-cast-overflow \
	-fno-omit-frame-pointer
SAN_ENV := ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1:strict_string_checks=1:detect_stack_use_after_return=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/test/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Script checks that run nntile code built with $$CFLAGS (the others test
# packaging or other compilers and stay in make test only).
SAN_CHECKS := check_examples check_norm_torch check_fuzz_regressions check_mpi

test-asan: deps torch
	@$(MAKE) --no-print-directory -j$(NPROC) BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		$(patsubst $(BUILD)/%,$(ASAN_BUILD)/%,$(TESTS) $(TESTS_SERIAL) $(EXAMPLES))
	@$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" test-asan-run

SAN_TESTS = $(TESTS) $(TESTS_SERIAL)
test-asan-run:
	@mkdir -p $(BUILD)/starpu_home
	@$(RUN_ENV) $(SAN_ENV) BUILD=$(BUILD) CC=$(CC) CFLAGS="$(CFLAGS)" CHECKS="$(SAN_CHECKS)" \
		MPI_NPS="$(MPI_NPS)" sh test/run_tests.sh $(SAN_TESTS)

# The CI subset (.ci/run): every test's serial build under the same
# sanitizers, the fuzz regressions and the MPI ranks (check_mpi: StarPU-MPI on
# 2 ranks, the runs that move tiles; make test compares 1, 2 and 4 ranks
# bitwise); the StarPU half doubles the time.
test-asan-serial: deps torch
	@$(MAKE) --no-print-directory -j$(NPROC) BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		$(patsubst $(BUILD)/%,$(ASAN_BUILD)/%,$(TESTS_SERIAL) $(MPI_PROGRAMS))
	@$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		SAN_CHECKS='check_fuzz_regressions check_mpi' SAN_TESTS='$$(TESTS_SERIAL)' MPI_NPS=2 test-asan-run

# make sanitizer-programs ASAN_PROGRAMS="test_x test_y_serial" TSAN_PROGRAMS="test_z":
# those tests under the sanitizers above into $(ASAN_BUILD)/test (the serial
# object is the one test-asan-serial reuses) and under ThreadSanitizer into
# $(BUILD)/tsan, two compiles at a time (test/checks/check_sanitizers.sh).
TSAN_CFLAGS := -O1 -g -fsanitize=thread
.PHONY: sanitizer-programs
sanitizer-programs:
	@$(MAKE) --no-print-directory -j$(NPROC) BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		$(patsubst %,$(ASAN_BUILD)/test/%,$(ASAN_PROGRAMS)) & a=$$!; \
	$(MAKE) --no-print-directory $(patsubst %,$(BUILD)/tsan/%,$(TSAN_PROGRAMS)) & t=$$!; \
	wait $$a; ra=$$?; wait $$t; rt=$$?; [ $$ra -eq 0 ] && [ $$rt -eq 0 ]

# A test with the implementation under ThreadSanitizer (StarPU backend).
$(BUILD)/tsan/% : %.c nntile.h $(TEST_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(LOWLEVEL) $(TSAN_CFLAGS) $(STARPU_CFLAGS) test/nntile_impl.c $< -o $@ $(STARPU_LIBS)

# make test-valgrind: the examples (normal -O2 -g build) under valgrind
# memcheck: any error or definite/indirect leak fails. StarPU/hwloc/MPI
# internals are suppressed by test/valgrind.supp.
VALGRIND := valgrind --error-exitcode=1 --leak-check=full \
	--errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
	--suppressions=$(CURDIR)/test/valgrind.supp --num-callers=30 -q
valgrind:
	@if command -v valgrind >/dev/null 2>&1; then echo "valgrind: found"; \
	elif [ "$$(id -u)" = 0 ]; then echo "valgrind: installing valgrind"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends valgrind >/dev/null; \
	else echo "valgrind: missing; run as root: apt-get install valgrind"; exit 1; fi

test-valgrind: deps valgrind fortunes
	@$(MAKE) --no-print-directory $(EXAMPLES)
	@mkdir -p $(BUILD)/starpu_home
	@$(RUN_ENV) BUILD=$(BUILD) VALGRIND="$(VALGRIND)" sh test/run_valgrind.sh

# make test-endurance: 1000 execute/wait cycles of a compiled MLP training
# step on StarPU (make test runs 100): RSS flat, two runs bitwise identical.
.PHONY: test-endurance
test-endurance: $(BUILD)/test/test_endurance_mlp
	@$(RUN_ENV) $(BUILD)/test/test_endurance_mlp 1000

# make fuzz [FUZZ_SECONDS=60]: every libFuzzer target (test/fuzz/fuzz_*.c,
# clang from Debian, installed on demand) runs FUZZ_SECONDS from its committed
# seed corpus (test/fuzz/corpus/<target>/); a crash is copied into
# test/fuzz/regressions/<target>/, which make test replays without clang.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := $(patsubst test/fuzz/fuzz_%.c,%,$(wildcard test/fuzz/fuzz_*.c))
FUZZ_CC := clang
FUZZ_FLAGS := -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined,float-cast-overflow \
	-fno-sanitize-recover=undefined,float-cast-overflow -fno-omit-frame-pointer
clang:
	@if command -v $(FUZZ_CC) >/dev/null 2>&1; then echo "clang: found"; \
	elif [ "$$(id -u)" = 0 ]; then echo "clang: installing clang"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends clang >/dev/null; \
	else echo "clang: missing; run as root: apt-get install clang"; exit 1; fi

$(BUILD)/fuzz/fuzz_% : test/fuzz/fuzz_%.c test/fuzz/fuzz_common.h nntile.h
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(LOWLEVEL) $< -o $@ -lm

fuzz: clang
	@$(MAKE) --no-print-directory $(patsubst %,$(BUILD)/fuzz/fuzz_%,$(FUZZ_TARGETS))
	@$(SAN_ENV) BUILD=$(BUILD) FUZZ_SECONDS=$(FUZZ_SECONDS) sh test/run_fuzz.sh $(FUZZ_TARGETS)

check-amalgamation:
	$(PYTHON) amalgamate.py --check

# ---- CUDA (docs/cuda.md) ----
# make deps-cuda: StarPU 1.3 with CUDA built from Debian's source package into
# build/starpu-cuda (deps/starpu_cuda.sh, with deps/starpu-1.3-cuda13.patch),
# plus the run-time libraries a bare GPU machine lacks in build/starpu-cuda/lib.
# Once (a stamp); log in build/starpu-cuda.log. Several minutes on 2 cores.
CUDA_DIR ?= /usr/local/cuda
NVCC ?= $(CUDA_DIR)/bin/nvcc
# H100/H200 (sm_90) and A100 (sm_80) code in one fat binary.
CUDA_ARCH ?= -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=sm_80
CUDA_PREFIX := $(CURDIR)/$(BUILD)/starpu-cuda
CUDA_OUT := $(BUILD)/cuda-tests
deps-cuda: deps
	@if [ -f $(CUDA_PREFIX)/.stamp ]; then echo "deps-cuda: $(CUDA_PREFIX) is built"; \
	else echo "deps-cuda: building StarPU with CUDA (log: $(BUILD)/starpu-cuda.log)"; \
		BUILD=$(BUILD) CUDA_DIR=$(CUDA_DIR) nice sh deps/starpu_cuda.sh \
			> $(BUILD)/starpu-cuda.log 2>&1 || { tail -20 $(BUILD)/starpu-cuda.log; exit 1; }; \
		tail -3 $(BUILD)/starpu-cuda.log; fi

# make cuda-build: against build/starpu-cuda, into build/cuda-tests (what a GPU
# machine runs; test/run_on_device.sh says what to carry): libnntile_cuda.so
# (the implementation + nntile_cuda.cu for sm_90 and sm_80), every test, test_cuda_ops,
# bench_cuda_gemm and gpt_char. -O2 without -g: the carry must stay small.
CUDA_PC = env PKG_CONFIG_PATH=$(CUDA_PREFIX)/lib/pkgconfig pkg-config
CUDA_DEFS := -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS -DNNTILE_USE_CUDA $(LOWLEVEL)
CUDA_CFLAGS = $(CUDA_DEFS) $(shell $(CUDA_PC) --cflags starpu-1.3 openblas)
CUDA_LIBS = -L$(CUDA_PREFIX)/lib -lstarpu-1.3 $(shell pkg-config --libs openblas) \
	-L$(CUDA_DIR)/lib64 -lcudart -lcublas -lcudnn -lstdc++ -lm
CUDA_RPATH := -Wl,--disable-new-dtags -Wl,-rpath,'$$ORIGIN' -Wl,-rpath,'$$ORIGIN/../starpu-cuda/lib'
CUDA_TESTS := $(patsubst %,$(CUDA_OUT)/%,$(TEST_NAMES))
CUDA_PROGRAMS := $(CUDA_TESTS) $(CUDA_OUT)/bench_cuda_gemm $(CUDA_OUT)/gpt_char

$(CUDA_OUT)/nntile_cuda.o : nntile_cuda.cu nntile.h
	@mkdir -p $(dir $@)
	$(NVCC) -O2 $(CUDA_ARCH) -Xcompiler -fPIC,-Wall,-Wextra $(CUDA_DEFS) \
		$(shell $(CUDA_PC) --cflags starpu-1.3) -I. -c $< -o $@

$(CUDA_OUT)/libnntile_cuda.so : test/nntile_impl.c nntile.h $(CUDA_OUT)/nntile_cuda.o
	$(CC) $(WARN) -Werror -O2 -fPIC -shared $(CUDA_CFLAGS) test/nntile_impl.c \
		$(CUDA_OUT)/nntile_cuda.o -o $@ $(CUDA_LIBS)

$(CUDA_OUT)/test_% : test_%.c $(CUDA_OUT)/libnntile_cuda.so $(TEST_HEADERS)
	$(CC) $(WARN) -O2 $(CUDA_CFLAGS) $< -o $@ -L$(CUDA_OUT) -lnntile_cuda $(CUDA_RPATH) $(CUDA_LIBS)

$(CUDA_OUT)/bench_cuda_gemm : bench/bench_cuda_gemm.c $(CUDA_OUT)/libnntile_cuda.so
	$(CC) $(WARN) -O2 $(CUDA_CFLAGS) $< -o $@ -L$(CUDA_OUT) -lnntile_cuda $(CUDA_RPATH) $(CUDA_LIBS)

# The example compiles the implementation itself: linked with nntile_cuda.o.
$(CUDA_OUT)/gpt_char : examples/gpt_char.c nntile.h $(wildcard examples/*.h) $(CUDA_OUT)/nntile_cuda.o
	$(CC) $(WARN) -O2 $(CUDA_CFLAGS) $< $(CUDA_OUT)/nntile_cuda.o -o $@ $(CUDA_RPATH) $(CUDA_LIBS)

# gpt_char's corpus for a GPU machine without the fortunes package.
$(CUDA_OUT)/fortunes/.copied : | fortunes
	@mkdir -p $(dir $@)
	find $(FORTUNES_DIR) -maxdepth 1 -type f ! -name '*.*' -exec cp {} $(dir $@) \;
	@touch $@

cuda-build: deps-cuda fortunes
	@$(MAKE) --no-print-directory $(CUDA_PROGRAMS) $(CUDA_OUT)/fortunes/.copied
	@du -sh $(CUDA_OUT) $(CUDA_PREFIX)/lib | sed 's/^/cuda-build: carry /'

# make test-cuda: builds, then test/run_on_device.sh runs (a) every op/graph
# test with CPU workers off, (b) test_cuda_ops (CUDA vs CPU per op and dtype),
# (c) the graph/model tests on CPU+GPU, the GEMM and GPT benchmarks. Without a
# GPU it stops after the build and says so.
test-cuda: cuda-build
	@sh test/run_on_device.sh $(BUILD)/cuda-results; rc=$$?; \
		[ $$rc -eq 0 ] || [ $$rc -eq 77 ] || exit $$rc

# make install [PREFIX=/usr/local] [DESTDIR=...]: nntile.h and nntile_cuda.cu
# into include/, and nntile.pc into lib/pkgconfig/, so that a program builds
# with `cc app.c $$(pkg-config --cflags --libs nntile)` (StarPU + OpenBLAS;
# the program defines NNTILE_IMPLEMENTATION in one file).
PREFIX ?= /usr/local
INCLUDEDIR := $(PREFIX)/include
PKGCONFIGDIR := $(PREFIX)/lib/pkgconfig
NNTILE_VERSION := $(shell sed -n 's/^\#define NNTILE_VERSION_STRING "\(.*\)"/\1/p' src/core.h)

install: deps
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 nntile.h nntile_cuda.cu $(DESTDIR)$(INCLUDEDIR)/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(NNTILE_VERSION)|' nntile.pc.in \
		> $(DESTDIR)$(PKGCONFIGDIR)/nntile.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/nntile.pc
	@echo "installed nntile $(NNTILE_VERSION) into $(DESTDIR)$(PREFIX)"

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/nntile.h $(DESTDIR)$(INCLUDEDIR)/nntile_cuda.cu \
		$(DESTDIR)$(PKGCONFIGDIR)/nntile.pc

clean:
	rm -rf $(BUILD)

# make test-cuda-emu: the CUDA kernels of attention, layout, embedding, rope,
# conv2d and dropout emulated on CPU threads against the CPU kernels (no GPU needed;
# about a minute): test/runtime/cuda_emulate.cpp.
.PHONY: test-cuda-emu
test-cuda-emu: $(BUILD)/test/nntile_serial.o
	$(CXX) -std=c++20 -O1 $(LOWLEVEL) -I. test/runtime/cuda_emulate.cpp $(BUILD)/test/nntile_serial.o \
		-o $(BUILD)/test/cuda_emulate -lpthread
	$(BUILD)/test/cuda_emulate
