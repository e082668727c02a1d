/* internal.h: the internal header. Every .c part of the implementation
 * includes it first (#include "internal.h" in src/, "../internal.h" in
 * src/ops/ and src/nn/, "../src/internal.h" in kernels/), so each part also
 * compiles alone (a split build: -DNNTILE_SPLIT_BUILD, each part compiled
 * separately and linked; an editor's view). In nntile.h it opens the
 * implementation (amalgamate.py strips its includes of the parts).
 *
 * It holds, in order: what the implementation includes, the public header
 * parts, the linkage of private functions (NNTILE_PRIVATE), the error
 * reporting every part uses (the checked arithmetic is in kernels/kernels.h),
 * the private declarations of the lower layers (core, json, codelets,
 * runtime, tile, tensor). The private headers of the upper layers are
 * opt-in, as SQLite's parts include vdbeInt.h: graph_internal.h (graph,
 * compiled graph, planner), ops/ops_internal.h (the op families' rules) and
 * nn/nn_internal.h; a part includes those it uses right after this one, so
 * its includes say which layers it reaches into (in nntile.h they follow
 * this one). A private declaration is
 * a type, macro or NNTILE_PRIVATE prototype that several parts share: the
 * function is defined (NNTILE_PRIVATE) in one part and called from others;
 * static in a part means "this file only".
 *
 * Compile-time switches:
 *   NNTILE_USE_STARPU  the starpu backend (pkg-config starpu-1.3)
 *   NNTILE_USE_MPI     StarPU-MPI (pkg-config starpumpi-1.3, build with mpicc)
 *   NNTILE_USE_CUDA    CUDA codelets from nntile_cuda.cu
 *   NNTILE_USE_CBLAS   gemm through cblas (OpenBLAS) instead of the C kernel
 *   NNTILE_NO_THREADS  no pthreads: nntile_compile_async compiles at once
 *   NNTILE_SPLIT_BUILD each part is its own translation unit
 * With none of them the implementation needs only a C11 compiler, libm and
 * pthreads (part of glibc since 2.34; add -pthread on older systems). */
#ifndef NNTILE_INTERNAL_H
#define NNTILE_INTERNAL_H

/* POSIX 2008 declarations that strict -std=c11 hides (nntile.h asks for
 * them the same way when the implementation is compiled). */
#if !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE)
#  define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#ifndef NNTILE_NO_THREADS
#  include <pthread.h>
#endif
#ifdef NNTILE_USE_STARPU
#  include <errno.h>
#  include <pthread.h>
#  include <starpu.h>
#  ifdef NNTILE_USE_MPI
#    include <fcntl.h>
#    include <starpu_mpi.h>
#    include <unistd.h>
#  endif
#endif
#ifdef NNTILE_USE_CBLAS
#  include <cblas.h>
#endif

#if defined(NNTILE_USE_MPI) && !defined(NNTILE_USE_STARPU)
#  error "nntile: NNTILE_USE_MPI needs NNTILE_USE_STARPU"
#endif

/* The public header parts, in nntile.h's order (amalgamate.py). */
#include "doc.h"
#include "core.h"
#include "hash.h"
#include "runtime.h"
#include "../kernels/kernels.h"
#include "codelets.h"
#include "tile.h"
#include "tensor.h"
#include "distribution.h"
#include "tiling.h"
#include "graph.h"
#include "compile.h"
#include "plan.h"
#include "ops/activation.h"
#include "ops/attention.h"
#include "ops/broadcast.h"
#include "ops/conv2d.h"
#include "ops/dropout.h"
#include "ops/elementwise.h"
#include "ops/embedding.h"
#include "ops/gemm.h"
#include "ops/layout.h"
#include "ops/loss.h"
#include "ops/norm.h"
#include "ops/optim.h"
#include "ops/reduction.h"
#include "ops/rope.h"
#include "ops/softmax.h"
#include "op_list.h"
#include "nn/loss.h"
#include "nn/modules.h"
#include "nn/optimizer.h"
#include "nn/plot.h"
#include "nn/safetensors.h"
#include "nn/trainer.h"

/* Linkage of a private function: static in nntile.h (one translation unit),
 * extern in a split build (defined in one part, called from others). */
#ifdef NNTILE_SPLIT_BUILD
#  define NNTILE_PRIVATE
#else
#  define NNTILE_PRIVATE static
#endif

/* Internal invariants only; user errors return a status instead. */
#ifndef NNTILE_ASSERT
#  include <assert.h>
#  define NNTILE_ASSERT(cond) assert(cond)
#endif

#if defined(__GNUC__)
#  define NNTILE__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#  define NNTILE__PRINTF(a, b)
#endif

/* Records a formatted message as this thread's last error and returns status.
 * The stored message is always valid UTF-8: a byte that starts no well-formed
 * character (an unquoted path's, one vsnprintf cut) is stored as \xHH. */
NNTILE_PRIVATE nntile_status nntile__error(nntile_status status, const char *fmt, ...)
    NNTILE__PRINTF(2, 3);
/* Quotes user input (a name or text from a file or a caller) for a message:
 * s[0..len) into buf[size], NUL-terminated, valid UTF-8 whatever s holds:
 * well-formed UTF-8 as it is; a quote (" or '), a backslash, \n, \t, \r
 * with a backslash; other control bytes (and DEL) and every byte that starts
 * no well-formed character as \xHH. A value that does not fit is cut at a
 * character's end, "…" (U+2026) after it, all within size - 1 bytes (size
 * >= 4 for the "…"). s NULL gives "(null)". Returns buf ("" when size is 0).
 * Use: char q[96]; "... \"%s\"", nntile__quote(q, sizeof q, s, strlen(s)). */
NNTILE_PRIVATE const char *nntile__quote(char *buf, size_t size, const char *s, size_t len);
/* "<what> '<name>': <field>=<value> must be <cond>" (no " '<name>'" when
 * name is NULL): a check of several fields names the one found wrong. */
NNTILE_PRIVATE nntile_status nntile__field_error(const char *what, const char *name,
                                                 const char *field, long long value,
                                                 const char *cond);
/* A count n of an array p (fields count and array): n >= 0, and p given when
 * n > 0; the error names the one that is wrong, as nntile__field_error. */
NNTILE_PRIVATE nntile_status nntile__count_check(const char *what, const char *name,
                                                 const char *count, long long n,
                                                 const char *array, const void *p);
NNTILE_PRIVATE char *nntile__strdup(const char *s);
NNTILE_PRIVATE int nntile__create_unique(const char *dir, const char *prefix, char *path,
                                         size_t size);
NNTILE_PRIVATE void nntile__format_shape(char *buf, size_t size, int ndim, const int64_t *shape);

/* The checked integer arithmetic (nntile__add_i64, nntile__mul_i64,
 * nntile__bytes, nntile__in_range, ...) is in kernels/kernels.h: the kernels
 * use it too. */

/* ---- POSIX file calls ---------------------------------------------------------
 * Every file a user path names is opened through core.c's nntile__open_regular
 * (readers) and nntile__save_begin/_end (writers). nntile.h asks for POSIX
 * 2008 declarations when the implementation is compiled; a translation unit
 * that included a libc header first under strict -std=c11 misses lstat,
 * readlink, fdopen, nanosleep and madvise on glibc, so they are declared
 * here for that case. */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <time.h> /* struct timespec (C11) */
#if defined(__GLIBC__) && !defined(__USE_XOPEN_EXTENDED) && !defined(__USE_XOPEN2K)
int lstat(const char *path, struct stat *buf);
ssize_t readlink(const char *path, char *buf, size_t size);
FILE *fdopen(int fd, const char *mode);
#endif
#if defined(__GLIBC__) && !defined(__USE_POSIX199309)
int nanosleep(const struct timespec *req, struct timespec *rem);
#endif
#if defined(__GLIBC__) && !defined(__USE_MISC)
int madvise(void *addr, size_t len, int advice); /* runtime_starpu_alloc.c: huge pages */
#endif

/* ==== core.c: errors, checks, files ======================================= */

/* 1 when s[0..n) is well-formed UTF-8 (no overlongs, surrogates or code
 * points above U+10FFFF). */
NNTILE_PRIVATE int nntile__utf8_valid(const unsigned char *s, size_t n);

/* An error naming fn's NULL input; returns NULL (for builders). */
NNTILE_PRIVATE void *nntile__null_input(const char *fn);
NNTILE_PRIVATE nntile_status nntile__check_axis(const char *op, const char *name, int axis,
                                                int last);
NNTILE_PRIVATE nntile_status nntile__check_ndim(const char *what, const char *name, int ndim,
                                                const int64_t *shape);
NNTILE_PRIVATE nntile_status nntile__check_shape(const char *what, const char *name, int ndim,
                                                 const int64_t *shape);
/* Reading a file: a regular file opened without blocking. */
NNTILE_PRIVATE nntile_status nntile__open_regular(const char *what, const char *path, int *fd,
                                                  uint64_t *size);
NNTILE_PRIVATE FILE *nntile__open_log(const char *what, const char *path);

/* A save in progress (nntile__save_begin .. nntile__save_end). */
typedef struct nntile__save {
    const char *what, *path; /* the caller and the path it was given, for messages */
    char *target;            /* path with its symbolic links followed */
    char *tmp;               /* the temporary file beside target */
    int fd;                  /* tmp, kept open for fsync */
    int published;           /* tmp was renamed over target */
    FILE *out;
} nntile__save;
NNTILE_PRIVATE FILE *nntile__save_begin(nntile__save *s, const char *what, const char *path);
NNTILE_PRIVATE nntile_status nntile__save_end(nntile__save *s, nntile_status st);
/* nntile__save_end in its three steps, for a set of files saved together
 * (file_set.c): finish (flush, fsync, close; the temporary file stays),
 * publish (rename it over the target), drop (free; the temporary file is
 * removed unless published). */
NNTILE_PRIVATE nntile_status nntile__save_finish(nntile__save *s, nntile_status st);
NNTILE_PRIVATE nntile_status nntile__save_publish(nntile__save *s);
NNTILE_PRIVATE void nntile__save_drop(nntile__save *s);
/* fsyncs the folder holding path, so that a rename in it is durable. */
NNTILE_PRIVATE void nntile__sync_dir(const char *path);

/* ==== file_set.c: a set of files saved as one transaction ================== */

/* The files of a save (rules at the top of file_set.c): add each file in
 * commit order (the one that makes the new set visible last), write it to
 * the stream add returns and close it; name the stale files; read the staged
 * files back; commit. After an error, commit with it: nothing changes. */
typedef struct nntile__file_set {
    const char *what;      /* the caller, for messages */
    nntile__save *files;   /* staged, in commit order */
    int n, cap;
    char **stale;          /* removed by the commit */
    int nstale, stale_cap;
    int failed;            /* a step failed: commit only cleans up */
} nntile__file_set;
NNTILE_PRIVATE void nntile__file_set_init(nntile__file_set *fs, const char *what);
/* Stages path: the stream to write its content to; NULL after an error. */
NNTILE_PRIVATE FILE *nntile__file_set_add(nntile__file_set *fs, const char *path);
/* Finishes the file added last (st: its writer's status): flushed, fsync'ed. */
NNTILE_PRIVATE nntile_status nntile__file_set_close(nntile__file_set *fs, nntile_status st);
/* The temporary path of staged file i (to verify it), NULL when none. */
NNTILE_PRIVATE const char *nntile__file_set_staged(const nntile__file_set *fs, int i);
/* path (when it exists) is removed by the commit; a non-regular file is an error. */
NNTILE_PRIVATE nntile_status nntile__file_set_stale(nntile__file_set *fs, const char *path);
/* With st == NNTILE_OK renames every staged file into place and removes the
 * stale ones, all or nothing; otherwise removes the staged files. Frees fs;
 * returns st or the commit's error. */
NNTILE_PRIVATE nntile_status nntile__file_set_commit(nntile__file_set *fs, nntile_status st);
NNTILE_PRIVATE void nntile__file_set_free(nntile__file_set *fs);

/* ==== json.c: JSON text in and out ======================================== */

#define NNTILE__JSON_MAX_BYTES ((size_t)256 << 20) /* whole file */
#define NNTILE__JSON_MAX_STRING 4096  /* bytes of one decoded string */

/* Value types of the parsed text. */
enum { NNTILE__J_NULL, NNTILE__J_FALSE, NNTILE__J_TRUE, NNTILE__J_NUM, NNTILE__J_STR,
       NNTILE__J_ARR, NNTILE__J_OBJ };

/* One value; offsets into the text (uint32: the text is at most 256 MiB). */
typedef struct nntile__jv {
    uint8_t type;
    uint32_t at;        /* where the value starts */
    uint32_t key;       /* a member of an object: where its key starts (the quote) */
    uint32_t keystr;    /* ... and its decoded key in work (NUL-terminated) */
    uint32_t str, len;  /* STR: decoded in work; NUM: the token in text */
    int32_t first, next; /* ARR, OBJ: first child; any: next sibling (-1: none) */
    int32_t count;      /* ARR, OBJ: number of children */
} nntile__jv;

typedef struct nntile__json {
    const char *text;   /* the input */
    char *work;         /* decoded strings, at the offsets of their quotes + 1 */
    size_t len, pos;
    nntile__jv *v;
    int nv, cap;
    const char *source; /* file name or "(string)", for messages */
    const char *what;   /* what reads it, for messages; NULL: "graph load" */
} nntile__json;

/* A member key of an object schema (nntile__jobject). */
typedef struct nntile__jkey {
    const char *key;
    int required;
} nntile__jkey;

NNTILE_PRIVATE void nntile__format_double(char *buf, size_t size, double v);
NNTILE_PRIVATE void nntile__json_string(FILE *out, const char *s);
NNTILE_PRIVATE nntile_status nntile__json_fail(const nntile__json *j, size_t at, const char *fmt,
                                               ...) NNTILE__PRINTF(3, 4);
NNTILE_PRIVATE int nntile__json_parse(nntile__json *j);
NNTILE_PRIVATE const char *nntile__jstr(const nntile__json *j, int v);
NNTILE_PRIVATE nntile_status nntile__jerr(const nntile__json *j, int v, const char *path,
                                          const char *fmt, ...) NNTILE__PRINTF(4, 5);
NNTILE_PRIVATE nntile_status nntile__jexpect(const nntile__json *j, int v, const char *path,
                                             int type, const char *what);
NNTILE_PRIVATE nntile_status nntile__jobject(const nntile__json *j, int v, const char *path,
                                             const nntile__jkey *keys, int n, int *out);
NNTILE_PRIVATE nntile_status nntile__jint(const nntile__json *j, int v, const char *path,
                                          int64_t min, int64_t max, int64_t *out);
NNTILE_PRIVATE nntile_status nntile__ju64(const nntile__json *j, int v, const char *path,
                                          uint64_t *out);
NNTILE_PRIVATE nntile_status nntile__jdouble(const nntile__json *j, int v, const char *path,
                                             double *out);
NNTILE_PRIVATE nntile_status nntile__jbool(const nntile__json *j, int v, const char *path,
                                           int *out);
NNTILE_PRIVATE nntile_status nntile__jenum(const nntile__json *j, int v, const char *path,
                                           const char *what, const char *const *names, int n,
                                           int *out);

/* ==== codelets.c: codelets per dtype ====================================== */

/* Each family writes its codelets out with stamps: per op and dtype a
 * static nntile_codelet nntile__codelet_<op>_<sfx> (the op's one CPU side and
 * one CUDA side, through NNTILE__CUDA_SIDE of codelets.h), and per op the
 * table nntile__codelets_<op>[dtype] that nntile__tile_submit takes. */
NNTILE_PRIVATE uint32_t nntile__hash_bytes(const void *p, size_t n);
NNTILE_PRIVATE nntile_codelet *nntile__codelet_for(nntile_codelet *const *table,
                                                   nntile_dtype dtype, const char *op,
                                                   const char *tensor);
NNTILE_PRIVATE nntile_status nntile__check_float_dtype(const char *op, const char *tensor,
                                                       nntile_dtype dtype);

/* ==== the runtime: backends (runtime_*.c) and their front (runtime.c) ===== */

/* A codelet's CUDA side: cuda, else the member of its family's table that
 * cuda_slot points at; NULL when it has none. */
static inline nntile_cuda_fn nntile__codelet_cuda(const nntile_codelet *c)
{
    return c->cuda ? c->cuda : c->cuda_slot ? *c->cuda_slot : NULL;
}

/* What every backend shares: the data, task and group records and the table
 * of functions a backend fills in. */
struct nntile_data {
    size_t nelems, elemsize;
    void *ptr;      /* serial: the buffer (NULL until first use); starpu: user pointer */
    int user_ptr;   /* 1: ptr belongs to the user */
    int acquired;   /* between acquire and release */
    int written;    /* holds data: reading before any write (or after an
                       invalidate) is an error, as StarPU would abort on it */
    void *handle;   /* starpu: starpu_data_handle_t; NULL until first use */
    int pinned;     /* starpu: user memory pinned for CUDA transfers */
    int owner;      /* MPI rank that holds it (StarPU-MPI; 0 on one process) */
    unsigned start; /* the runtime start it was registered under (runtime.c); 0: none
                       yet (made with no runtime: the first start that uses it) */
    nntile_data *prev_handle, *next_handle; /* starpu: the records with a handle, which
                                               nntile_shutdown releases */
};

/* A task handle: refs counts the user's handle and, until it finishes, the
 * running task. Changed under the backend's lock. */
struct nntile_task {
    int done;
    int refs;
    unsigned start; /* the runtime start it was submitted under */
};

struct nntile_task_group {
    long pending;   /* tasks submitted into the group and not finished */
    unsigned start; /* the runtime start of its tasks; 0: none yet */
};

typedef struct nntile__backend {
    nntile_backend_kind kind;
    const char *name;
    nntile_status (*init)(const nntile_config *cfg);
    void (*shutdown)(void);
    int (*worker_count)(nntile_worker_kind kind);
    nntile_status (*data_register)(nntile_data *d);
    nntile_status (*data_acquire)(nntile_data *d, nntile_access mode, void **ptr);
    void (*data_release)(nntile_data *d);
    void (*data_invalidate)(nntile_data *d);
    void (*data_wont_use)(nntile_data *d);
    void (*data_unregister)(nntile_data *d);
    /* task: NULL when detached, else a record with refs = 2 to complete */
    nntile_status (*task_submit)(const nntile_task_desc *desc, nntile_task *task);
    void (*task_wait)(nntile_task *task);      /* until done */
    int (*task_done)(const nntile_task *task);
    void (*task_unref)(nntile_task *task);     /* drops the user's reference */
    void (*group_wait)(nntile_task_group *g);  /* until pending == 0 */
    long (*group_pending)(const nntile_task_group *g);
    void (*wait_for_all)(void);
    /* registers now a buffer registered lazily (on first use); NULL: none are */
    void (*data_prepare)(nntile_data *d);
} nntile__backend;

/* Buffers handed to a codelet: every slot past nbuffers is NULL. */
typedef struct nntile__buffers {
    void *ptr[NNTILE_MAX_BUFFERS];
} nntile__buffers;

/* StarPU's CUDA workers are compiled in (nntile and StarPU built with CUDA). */
#if defined(NNTILE_USE_STARPU) && defined(NNTILE_USE_CUDA) && defined(STARPU_USE_CUDA)
#  define NNTILE__STARPU_CUDA 1
#else
#  define NNTILE__STARPU_CUDA 0
#endif

/* ---- runtime_serial.c ---- */
NNTILE_PRIVATE const nntile__backend *nntile__serial_backend(void);

/* ---- runtime_cuda.c ---- */
NNTILE_PRIVATE nntile_status nntile__raise_task_failure(void);
NNTILE_PRIVATE nntile_status nntile__cuda_workers_wanted(const nntile_config *cfg, int has_cuda,
                                                         int *ncuda, char *note, size_t size);
#ifdef NNTILE_USE_STARPU
NNTILE_PRIVATE void nntile__starpu_cuda_start(int verbosity);
NNTILE_PRIVATE void nntile__starpu_cuda_stop(void);
NNTILE_PRIVATE void nntile__starpu_cuda_pin(nntile_data *d);
NNTILE_PRIVATE void nntile__starpu_cuda_unpin(nntile_data *d);

/* ---- runtime_starpu_alloc.c ---- */
NNTILE_PRIVATE void nntile__alloc_cache_start(void);
NNTILE_PRIVATE void nntile__alloc_cache_stop(void);
NNTILE_PRIVATE void nntile__alloc_cache_bound(size_t budget);
#endif
/* Bytes of tile buffers of 64 KiB or more handed out since the runtime
 * started: as fresh pages, and as pages of buffers freed before (0 and 0
 * where the allocation cache is not installed). */
NNTILE_PRIVATE void nntile__alloc_counts(int64_t *fresh, int64_t *reused);

/* ---- core.c ---- */
NNTILE_PRIVATE void nntile__set_submit_priority(int priority);
#ifdef NNTILE_USE_STARPU
NNTILE_PRIVATE int nntile__get_submit_priority(void);
#endif

/* ---- runtime_starpu_swap.c: the swap file behind StarPU's disk node ---- */
#ifdef NNTILE_USE_STARPU
/* O_DIRECT I/O: offsets, sizes and buffers in whole blocks of this many
 * bytes (the file systems' logical block is 512 or 4096); a buffer or range
 * that is not goes through the file's bounce buffer. The staging ring places
 * its copies on such blocks. */
#define NNTILE__SWAP_ALIGN 4096
/* runtime_starpu_swap_io.c: a queue that writes staged copies to a file and
 * reads on a thread of its own. */
typedef struct nntile__wb nntile__wb;
/* writes (write = 1) or reads bytes [off, off + size) of the file; 0 when done */
typedef int (*nntile__wb_xfer_fn)(void *ctx, int write, char *buf, int64_t off, size_t size);
NNTILE_PRIVATE nntile__wb *nntile__wb_new(int64_t cap, nntile__wb_xfer_fn xfer, void *ctx);
typedef struct nntile__wb_rd nntile__wb_rd;
NNTILE_PRIVATE nntile__wb_rd *nntile__wb_read_async(nntile__wb *q, void *buf, int64_t off,
                                                    size_t size);
NNTILE_PRIVATE int nntile__wb_read_test(nntile__wb *q, nntile__wb_rd *r, long wait_ns);
NNTILE_PRIVATE void nntile__wb_free(nntile__wb *q);
NNTILE_PRIVATE int nntile__wb_write(nntile__wb *q, const void *buf, int64_t off, size_t size);
NNTILE_PRIVATE int nntile__wb_read(nntile__wb *q, void *buf, int64_t off, size_t size);
/* runtime_starpu_swap.c */
NNTILE_PRIVATE struct starpu_disk_ops *nntile__swap_disk_ops(void);
/* The next swap file stages up to bytes of writes (0: writes in the caller). */
NNTILE_PRIVATE void nntile__swap_set_stage(int64_t bytes);
NNTILE_PRIVATE void *nntile__starpu_symbol(const char *name);
NNTILE_PRIVATE const char *nntile__swap_plug_failure(void);
/* The next swap file is opened with O_DIRECT (1) or not (0). */
NNTILE_PRIVATE void nntile__swap_set_direct(int direct);
NNTILE_PRIVATE void nntile__swap_io_reset(void);
#endif
/* 1 when the swap file of this runtime is O_DIRECT. */
NNTILE_PRIVATE int nntile__swap_is_direct(void);
/* The first swap read/write failure since the runtime started, as an error. */
NNTILE_PRIVATE nntile_status nntile__swap_io_error(const char *who);
/* Bytes of the swap read for the I/O worker's prefetches since the runtime started. */
NNTILE_PRIVATE int64_t nntile__swap_read_ahead(void);
/* Seconds the swap's writes and reads took since the runtime started,
 * summed over the threads that made them (0 without a swap). */
NNTILE_PRIVATE void nntile__swap_io_seconds(double *write, double *read);

/* ---- runtime_starpu_offload.c: StarPU's memory manager for offloading ---- */
/* Host RAM evicts to a swap node in dir (made once per runtime, swap_size
 * bytes; a later graph that may need more than it holds, need, is refused)
 * and holds at most limit bytes of tile data; who names the caller. */
NNTILE_PRIVATE nntile_status nntile__rt_offload_host(const char *who, const char *dir,
                                                     int64_t swap_size, int64_t need,
                                                     int64_t limit, int direct);
/* Each GPU holds at most limit bytes of tile data. */
NNTILE_PRIVATE nntile_status nntile__rt_offload_cuda(const char *who, int64_t limit);
NNTILE_PRIVATE void nntile__rt_offload_lift(void);
/* runtime_starpu_data.c: d stays in host RAM under offloading (keep 1). */
NNTILE_PRIVATE void nntile__rt_data_keep(nntile_data *d, int keep);
/* runtime_starpu_swap_io.c: the I/O worker's StarPU id, -1 when there is
 * none (then the prefetch functions below do nothing). */
NNTILE_PRIVATE int nntile__rt_io_worker(void);
/* runtime_starpu_prefetch.c: tiles read ahead on the I/O worker. */
/* The next task submitted carries a new tag, returned (0: none). */
NNTILE_PRIVATE uint64_t nntile__rt_prefetch_trigger(void);
/* Reads n tiles into host RAM on the I/O worker once trigger's task finished. */
NNTILE_PRIVATE nntile_status nntile__rt_prefetch(nntile_data *const *d, int n, uint64_t trigger);
/* After a step: every task finished, the tags go. */
NNTILE_PRIVATE void nntile__rt_prefetch_release(void);
/* runtime_starpu_marks.c: the tasks submitted next set their tiles'
 * eviction flags from mask (per task, in order; first: each one's first
 * buffer), keeping at most budget bytes, until ..._end, which returns 1
 * when the order diverged; ..._reset: the kept tiles are gone. */
NNTILE_PRIVATE void nntile__rt_marks_begin(const unsigned char *mask, nntile_data *const *first,
                                           int64_t n, int64_t budget);
NNTILE_PRIVATE int nntile__rt_marks_end(void);
NNTILE_PRIVATE void nntile__rt_marks_reset(void);
#ifdef NNTILE_USE_STARPU
NNTILE_PRIVATE void nntile__rt_io_worker_set(int worker);
NNTILE_PRIVATE int nntile__starpu_not_io(unsigned workerid, struct starpu_task *task,
                                         unsigned nimpl);
NNTILE_PRIVATE void nntile__rt_prefetch_tag_task(struct starpu_task *t);
/* The mark of a task being submitted (0x100 | its mask; 0: none), and at
 * its CPU side's end, its tiles' eviction flags from it. */
NNTILE_PRIVATE unsigned nntile__rt_marks_next(nntile_data *const *buffers, int nbuffers);
NNTILE_PRIVATE void nntile__rt_marks_apply(unsigned mark, int nbuffers);
NNTILE_PRIVATE void nntile__rt_prefetch_stop(void);
#endif
/* Bytes moved host RAM -> swap and back since the swap was set up. */
NNTILE_PRIVATE void nntile__rt_swap_bytes(int64_t *written, int64_t *read);
#ifdef NNTILE_USE_STARPU
/* The starpu backend started (1) or stopped (0): no swap, no limit. */
NNTILE_PRIVATE void nntile__rt_offload_running(int running);
#endif

/* ---- runtime_mpi.c ---- */
NNTILE_PRIVATE void nntile__count_task(int remote);
NNTILE_PRIVATE long nntile__tasks_local(void);
NNTILE_PRIVATE void nntile__mpi_flush_copies(nntile_data *d);
NNTILE_PRIVATE void nntile__mpi_settle(void);
NNTILE_PRIVATE int64_t nntile__mpi_bytes_sent(void);
NNTILE_PRIVATE nntile_status nntile__mpi_allreduce(void *v, int n, int sum_doubles,
                                                   const char *who);
NNTILE_PRIVATE nntile_status nntile__mpi_agree(nntile_status local, const char *what);
#if defined(NNTILE_USE_STARPU) && defined(NNTILE_USE_MPI)
NNTILE_PRIVATE int nntile__mpi_start(struct starpu_conf *conf);
NNTILE_PRIVATE int nntile__mpi_on(void);
NNTILE_PRIVATE void nntile__mpi_stop(void);
NNTILE_PRIVATE void nntile__mpi_data_register(nntile_data *d, starpu_data_handle_t h);
NNTILE_PRIVATE nntile_status nntile__mpi_data_owner(nntile_data *d, int owner, const char *what);
NNTILE_PRIVATE void nntile__mpi_data_invalidate(nntile_data *d);
#endif

#ifdef NNTILE_USE_STARPU
/* ---- runtime_starpu_data.c ---- */
NNTILE_PRIVATE starpu_data_handle_t nntile__starpu_handle(nntile_data *d);
NNTILE_PRIVATE enum starpu_data_access_mode nntile__starpu_mode(nntile_access mode);
NNTILE_PRIVATE void nntile__starpu_data_prepare(nntile_data *d);
NNTILE_PRIVATE nntile_status nntile__starpu_data_register(nntile_data *d);
NNTILE_PRIVATE nntile_status nntile__starpu_data_acquire(nntile_data *d, nntile_access mode,
                                                         void **ptr);
NNTILE_PRIVATE void nntile__starpu_data_release(nntile_data *d);
NNTILE_PRIVATE void nntile__starpu_data_invalidate(nntile_data *d);
NNTILE_PRIVATE void nntile__starpu_data_wont_use(nntile_data *d);
NNTILE_PRIVATE void nntile__starpu_data_unregister(nntile_data *d);
NNTILE_PRIVATE void nntile__starpu_data_release_all(void);

#ifdef NNTILE_USE_MPI
/* ---- runtime_mpi_task.c ---- */
NNTILE_PRIVATE nntile_status nntile__mpi_task_build(struct starpu_codelet *cl,
                                                    const nntile_task_desc *desc, int *local,
                                                    struct starpu_task **out);
NNTILE_PRIVATE void nntile__mpi_task_post_build(struct starpu_codelet *cl,
                                                const nntile_task_desc *desc);
NNTILE_PRIVATE nntile_status nntile__mpi_tile_copy_begin(const nntile_tensor *t, int64_t i,
                                                         int to_tiles, int *skip);
#endif

/* ---- runtime_starpu.c ---- */
NNTILE_PRIVATE const nntile__backend *nntile__starpu_backend(void);
#endif

/* ---- runtime.c ---- */
NNTILE_PRIVATE nntile_status nntile__require_runtime(const char *who);
/* The lifetime rule (runtime.h, nntile_shutdown): the running start (1, 2,
 * ... per successful nntile_init; 0 when none runs); NNTILE_OK when an
 * object made under `start` may be used now, else NNTILE_ERR_STATE with a
 * message naming it (what: printf-style); whether data record d belongs to
 * the running start (0 with such a message naming who and d, unless who is
 * NULL). */
NNTILE_PRIVATE unsigned nntile__running_start(void);
NNTILE_PRIVATE nntile_status nntile__start_check(unsigned start, const char *what, ...)
    NNTILE__PRINTF(2, 3);
NNTILE_PRIVATE int nntile__data_alive(nntile_data *d, const char *who);
NNTILE_PRIVATE nntile_status nntile__data_init(nntile_data *d, void *ptr, size_t nelems,
                                               size_t elemsize);
NNTILE_PRIVATE void nntile__data_fini(nntile_data *d);
NNTILE_PRIVATE void nntile__data_prepare(nntile_data *d);
/* fn runs at the start of each nntile_shutdown, the runtime still running
 * (compile_async.c sets it: the async compile jobs end there). */
NNTILE_PRIVATE void nntile__on_shutdown(void (*fn)(void));
/* The task recorder (plan.c): takes the tasks nntile_task_submit is given. */
typedef nntile_status (*nntile__recorder_fn)(void *ctx, const nntile_task_desc *desc);
NNTILE_PRIVATE void nntile__record_tasks(nntile__recorder_fn fn, void *ctx);

/* ==== tile.c: one tile ==================================================== */

NNTILE_PRIVATE nntile_status nntile__check_tile_nelems(const char *what, const char *name,
                                                       int64_t tile, int64_t nelems);
NNTILE_PRIVATE nntile_status nntile__checked_end(const char *op, const char *name,
                                                 const char *what, int dim, int64_t start,
                                                 int64_t extent, int64_t *end);
NNTILE_PRIVATE nntile_status nntile__check_role_shape(const char *op, const char *name,
                                                      const char *role, const char *oname,
                                                      int ndim, const int64_t *shape);
NNTILE_PRIVATE nntile_status nntile__check_same_dtype(const char *op, const char *name,
                                                      const char *x, nntile_dtype dx,
                                                      const char *y, nntile_dtype dy);
NNTILE_PRIVATE nntile_status nntile__check_same_shape(const char *op, const char *name,
                                                      const char *x, int xn, const int64_t *xs,
                                                      const char *y, int yn, const int64_t *ys);
NNTILE_PRIVATE nntile_status nntile__tile_submit(nntile_codelet *const *codelets, const char *op,
                                                 nntile_dtype dtype, int n,
                                                 const nntile_tile *const *tiles,
                                                 const nntile_access *modes, const void *args,
                                                 const nntile_exec_hints *hints,
                                                 nntile_task_group *group, nntile_task **task);
NNTILE_PRIVATE nntile_status nntile__tile_elementwise(nntile_codelet *const *codelets,
                                                      const char *op, int n,
                                                      const char *const *names,
                                                      const nntile_tile *const *tiles,
                                                      const nntile_access *modes, void *args,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task_group *group,
                                                      nntile_task **task);
/* ==== tensor.c: tiled tensors ============================================= */

NNTILE_PRIVATE nntile_status nntile__tensor_create(nntile_tensor **out, const char *name,
                                                   nntile_dtype dtype, int ndim,
                                                   const int64_t *shape, const int64_t *tile,
                                                   const int64_t *ntiles,
                                                   const int64_t *const *bounds);
NNTILE_PRIVATE int nntile__same_dim_tiling(const nntile_tensor *x, int a, const nntile_tensor *y,
                                           int b);
NNTILE_PRIVATE nntile_status nntile__check_same_tiling(const char *op, const nntile_tensor *x,
                                                       int xd, const nntile_tensor *y, int yd,
                                                       int n);
NNTILE_PRIVATE nntile_status nntile__check_same_layout(const char *op, const nntile_tensor *x,
                                                       const nntile_tensor *y);
NNTILE_PRIVATE nntile_exec_hints nntile__owner_hints(const nntile_tensor *t, int64_t i);
NNTILE_PRIVATE nntile_status nntile__tensor_elementwise(nntile_codelet *const *codelets,
                                                        const char *op, int n,
                                                        const nntile_tensor *const *ts,
                                                        const nntile_access *modes, void *args,
                                                        nntile_task_group *group);
/* Blocking tensor ops: submit into a private group (group_ in call), wait for
 * it only. NNTILE__TENSOR_WAIT stores the status in st for a check after the
 * wait; NNTILE__TENSOR_BLOCKING returns it. */
#define NNTILE__TENSOR_WAIT(st, call) \
    do { \
        nntile_task_group *group_ = nntile_task_group_new(); \
        if (!group_) { \
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "blocking tensor op: out of memory"); \
            break; \
        } \
        st = (call); \
        nntile_task_group_free(group_); \
    } while (0)
#define NNTILE__TENSOR_BLOCKING(call) \
    do { \
        nntile_status st_; \
        NNTILE__TENSOR_WAIT(st_, call); \
        return st_; \
    } while (0)


#endif /* NNTILE_INTERNAL_H */
