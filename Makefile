# nntile: make run (deps + main example), make test (deps + every test), make bench.
# Every target that needs StarPU/OpenBLAS/Open MPI first runs `deps`, which
# installs the Debian packages when pkg-config cannot find them.

CC ?= cc
PYTHON ?= python3
BUILD := build
CFLAGS ?= -O2 -g
WARN := -std=c11 -Wall -Wextra

DEB_PACKAGES := libstarpu-dev libopenblas-dev libopenmpi-dev openmpi-bin pkg-config gcc python3
# Evaluated when used (after deps ran), not when the Makefile is read.
STARPU_CFLAGS = -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS $(shell pkg-config --cflags starpu-1.3 openblas)
STARPU_LIBS = $(shell pkg-config --libs starpu-1.3 openblas) -lm

# Runtime environment for programs: quiet StarPU, perf models under build/.
RUN_ENV := STARPU_SILENT=1 STARPU_HOME=$(CURDIR)/$(BUILD)/starpu_home HWLOC_COMPONENTS=-pci

EXAMPLES := $(patsubst examples/%.c,$(BUILD)/examples/%,$(wildcard examples/*.c))
TESTS := $(patsubst test/%.c,$(BUILD)/test/%,$(wildcard test/test_*.c))
# Each test source also builds without any switch: serial backend, built-in kernels.
TESTS_SERIAL := $(patsubst test/%.c,$(BUILD)/test/%_serial,$(wildcard test/test_*.c))
BENCHES := $(patsubst bench/%.c,$(BUILD)/bench/%,$(wildcard bench/*.c))

.PHONY: all examples run test test-run bench bench-run bench-graph deps graphviz clean \
	amalgamate check-amalgamation install uninstall torch fortunes \
	test-asan test-asan-run test-asan-serial test-valgrind valgrind fuzz clang

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

$(BUILD)/examples/% : examples/%.c nntile.h $(wildcard examples/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(STARPU_CFLAGS) $< -o $@ $(STARPU_LIBS)

# The implementation is compiled once per configuration and linked into every
# test (the header is large: compiling it per test would dominate make test).
$(BUILD)/test/nntile_serial.o : test/nntile_impl.c nntile.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -c $< -o $@

$(BUILD)/test/nntile_starpu.o : test/nntile_impl.c nntile.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(STARPU_CFLAGS) -c $< -o $@

TEST_HEADERS := nntile.h test/harness.h test/backends.h test/op_check.h

$(BUILD)/test/%_serial : test/%.c $(BUILD)/test/nntile_serial.o $(TEST_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $< $(BUILD)/test/nntile_serial.o -o $@ -lm

$(BUILD)/test/% : test/%.c $(BUILD)/test/nntile_starpu.o $(TEST_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(STARPU_CFLAGS) $< $(BUILD)/test/nntile_starpu.o -o $@ $(STARPU_LIBS)

$(BUILD)/bench/% : bench/%.c nntile.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O3 -march=native $(STARPU_CFLAGS) $< -o $@ $(STARPU_LIBS)

examples: deps
	@$(MAKE) --no-print-directory $(EXAMPLES)

# The main example: trains the char GPT on the fortunes corpus (a few
# minutes), writes build/run/{loss.csv,loss.svg,gpt.safetensors,samples.txt}.
run: deps fortunes
	@$(MAKE) --no-print-directory $(BUILD)/examples/gpt_char
	@mkdir -p $(BUILD)/starpu_home $(BUILD)/run
	$(RUN_ENV) ./$(BUILD)/examples/gpt_char --out $(BUILD)/run

# Tests build in parallel on every core, then run one binary at a time.
NPROC := $(shell nproc 2>/dev/null || echo 2)

test: deps graphviz torch
	@$(MAKE) --no-print-directory -j$(NPROC) $(TESTS) $(TESTS_SERIAL) $(EXAMPLES)
	@$(MAKE) --no-print-directory test-run

test-run: $(TESTS) $(TESTS_SERIAL) $(EXAMPLES)
	@mkdir -p $(BUILD)/starpu_home
	@$(RUN_ENV) BUILD=$(BUILD) CC=$(CC) sh test/run_tests.sh $(TESTS) $(TESTS_SERIAL)

bench: deps
	@$(MAKE) --no-print-directory bench-run

bench-run: $(BENCHES)
	@mkdir -p $(BUILD)/starpu_home
	@for b in $(BENCHES); do $(RUN_ENV) ./$$b || exit 1; done

# Only the graph machinery benchmark (capture, compile, memory per op).
bench-graph: deps
	@$(MAKE) --no-print-directory $(BUILD)/bench/bench_graph
	@mkdir -p $(BUILD)/starpu_home
	$(RUN_ENV) ./$(BUILD)/bench/bench_graph

# ---- reliability (README "Reliability") ----
# make test-asan: every test (serial and StarPU builds), the examples and the
# script checks that run nntile code, built with AddressSanitizer +
# UndefinedBehaviorSanitizer (LeakSanitizer on) into build/asan, never mixed
# with the normal build. Leaks inside StarPU/hwloc/Open MPI are suppressed by
# test/lsan.supp (library frames only, never nntile's).
ASAN_BUILD := $(BUILD)/asan
SAN_CFLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined \
	-fno-omit-frame-pointer
SAN_ENV := ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1:strict_string_checks=1:detect_stack_use_after_return=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/test/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Script checks that run nntile code built with $$CFLAGS (the others test
# packaging or other compilers and stay in make test only).
SAN_CHECKS := check_examples check_norm_torch check_fuzz_regressions

test-asan: deps torch
	@$(MAKE) --no-print-directory -j$(NPROC) BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		$(patsubst $(BUILD)/%,$(ASAN_BUILD)/%,$(TESTS) $(TESTS_SERIAL) $(EXAMPLES))
	@$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" test-asan-run

SAN_TESTS = $(TESTS) $(TESTS_SERIAL)
test-asan-run:
	@mkdir -p $(BUILD)/starpu_home
	@$(RUN_ENV) $(SAN_ENV) BUILD=$(BUILD) CC=$(CC) CFLAGS="$(CFLAGS)" CHECKS="$(SAN_CHECKS)" \
		sh test/run_tests.sh $(SAN_TESTS)

# The CI subset (.ci/run): every test's serial build under the same
# sanitizers, and the fuzz regressions (the StarPU half doubles the time).
test-asan-serial: deps torch
	@$(MAKE) --no-print-directory -j$(NPROC) BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		$(patsubst $(BUILD)/%,$(ASAN_BUILD)/%,$(TESTS_SERIAL))
	@$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) CFLAGS="$(SAN_CFLAGS)" \
		SAN_CHECKS=check_fuzz_regressions SAN_TESTS='$$(TESTS_SERIAL)' test-asan-run

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

# make fuzz [FUZZ_SECONDS=60]: every libFuzzer target (test/fuzz_*.c, clang
# from Debian, installed on demand) runs FUZZ_SECONDS from its committed seed
# corpus (test/fuzz_corpus/<target>/); a crash is copied into
# test/fuzz_regressions/<target>/, which make test replays without clang.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := $(patsubst test/fuzz_%.c,%,$(wildcard test/fuzz_*.c))
FUZZ_CC := clang
FUZZ_FLAGS := -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=undefined -fno-omit-frame-pointer
clang:
	@if command -v $(FUZZ_CC) >/dev/null 2>&1; then echo "clang: found"; \
	elif [ "$$(id -u)" = 0 ]; then echo "clang: installing clang"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends clang >/dev/null; \
	else echo "clang: missing; run as root: apt-get install clang"; exit 1; fi

$(BUILD)/fuzz/fuzz_% : test/fuzz_%.c test/fuzz_common.h nntile.h
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $< -o $@ -lm

fuzz: clang
	@$(MAKE) --no-print-directory $(patsubst %,$(BUILD)/fuzz/fuzz_%,$(FUZZ_TARGETS))
	@$(SAN_ENV) BUILD=$(BUILD) FUZZ_SECONDS=$(FUZZ_SECONDS) sh test/run_fuzz.sh $(FUZZ_TARGETS)

check-amalgamation:
	$(PYTHON) amalgamate.py --check

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
