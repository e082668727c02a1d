/* nn/safetensors.h: the safetensors file format (huggingface/safetensors),
 * usable without a graph, and checkpoints of compiled graphs in it.
 *
 * File layout: 8 bytes little-endian N, N bytes of JSON header
 *   {"<name>": {"dtype": "F32", "shape": [2, 3], "data_offsets": [begin, end]},
 *    ..., "__metadata__": {"<key>": "<value>", ...}}
 * (padded with trailing spaces), then the data buffer; offsets are relative
 * to the buffer, data is little-endian and row-major (C order).
 *
 * Shapes: nntile is column-major, safetensors/torch row-major, so the file
 * stores the shape REVERSED: an nntile tensor [in, out] is the torch tensor
 * [out, in] with the same bytes (no data movement either way). Every shape
 * in this API is nntile's (column-major) order.
 *
 * Dtypes: F32 (nntile fp32 and the fp32_fast_* kinds, which store fp32),
 * F64, F16, BF16, I64, I32, BOOL. Files with other dtypes are rejected.
 * 0-d tensors (shape [], one element) and empty tensors (an extent 0) are
 * supported; at most NNTILE_MAX_NDIM dims.
 *
 * Writing is atomic, like every save of nntile (nntile_graph_save too): the
 * target is path with its symbolic links followed (a link stays a link and
 * its target gets the new file); "<target>.tmp.<pid>" beside it is written,
 * fsync'ed, renamed over the target and the directory fsync'ed, so a crash
 * at any moment leaves either the old or the new complete file; on error the
 * temporary file is removed. A target that exists and is not a regular file
 * (a FIFO, a device such as /dev/null, a directory) is refused, unchanged.
 * The data is laid out by decreasing element size, with the header padded
 * so that every tensor's data is aligned to its element size in the file.
 * Opening for reading accepts only a regular file (a FIFO or a device is
 * refused at once, never waited on).
 *
 * Reading is strict: the header length against the file size and a limit
 * (NNTILE_SAFETENSORS_MAX_HEADER), well-formed JSON (errors give the byte
 * offset), only the keys dtype/shape/data_offsets per tensor, known dtypes,
 * non-negative shapes whose byte size (checked for overflow) equals
 * end - begin, no duplicate names, and the tensors' data must cover the data
 * buffer exactly (sorted by offset: no gap, no overlap, ending at the end of
 * the file), as the reference implementation requires. Every error names the
 * file and the tensor or field; JSON errors give "byte B (line L, column C)"
 * counted from the start of the JSON header (file offset B + 8). Tensor names
 * are 1 to NNTILE_NAME_MAX bytes of UTF-8 without NUL (as graph tensor names),
 * metadata strings at most 4096 bytes. */
#ifndef NNTILE_PART_NN_SAFETENSORS_H
#define NNTILE_PART_NN_SAFETENSORS_H

#include "../graph.h"

#define NNTILE_SAFETENSORS_MAX_HEADER ((uint64_t)100 << 20) /* bytes of JSON header */

/* One tensor. For write: all fields (data: the tensor's bytes, column-major
 * = the file's row-major order of the reversed shape). From info: data NULL,
 * name valid until close. */
typedef struct nntile_safetensors_entry {
    const char *name;
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM]; /* nntile (column-major) order */
    const void *data;
} nntile_safetensors_entry;

typedef struct nntile_safetensors nntile_safetensors;

/* Writes n tensors (names unique, not "__metadata__") to path, atomically. */
NNTILE_API nntile_status nntile_safetensors_write(const char *path, int n,
                                                  const nntile_safetensors_entry *entries);
/* The same with a "__metadata__" object of nmeta pairs: meta[2*i] is a key,
 * meta[2*i + 1] its value (strings). */
NNTILE_API nntile_status nntile_safetensors_write_meta(const char *path, int n,
                                                       const nntile_safetensors_entry *entries,
                                                       int nmeta, const char *const *meta);
/* Opens and checks a file (only the header is read into memory; the file
 * stays open and tensors are read by nntile_safetensors_read). NULL with
 * nntile_last_error() on error. A handle is used by one thread at a time. */
NNTILE_API nntile_safetensors *nntile_safetensors_open(const char *path);
/* The same for a file image in memory; data must stay valid until close. */
NNTILE_API nntile_safetensors *nntile_safetensors_open_memory(const void *data, size_t size);
NNTILE_API int nntile_safetensors_count(const nntile_safetensors *f); /* 0 when f is NULL */
/* Tensor i (0 <= i < count, in the header's order): name, dtype, ndim, shape. */
NNTILE_API nntile_status nntile_safetensors_info(const nntile_safetensors *f, int i,
                                                 nntile_safetensors_entry *info);
/* The index of the tensor named name, or -1. */
NNTILE_API int nntile_safetensors_find(const nntile_safetensors *f, const char *name);
/* The value of a "__metadata__" key, or NULL; valid until close. */
NNTILE_API const char *nntile_safetensors_metadata(const nntile_safetensors *f,
                                                   const char *key);
/* Copies tensor name into out: count elements of dtype, which must be the
 * stored dtype (fp32_fast_* read F32); no conversion is done: a mismatch is
 * an error naming the tensor and both dtypes. */
NNTILE_API nntile_status nntile_safetensors_read(nntile_safetensors *f, const char *name,
                                                 nntile_dtype dtype, void *out, size_t count);
NNTILE_API void nntile_safetensors_close(nntile_safetensors *f);

/* ---- checkpoints of compiled graphs ----------------------------------------
 * A checkpoint holds every persistent tensor of a compiled graph except
 * gradients: parameters, constants, optimizer state ("<param>.m", ...) and
 * int64 step counters, by name, with dtype and shape; not the constants
 * mapped from a file (nntile_hf_load_mapped's frozen base: that file holds
 * them; to resume, map it again, then load); its metadata is
 * {"format": "nntile", "graph": <graph name>}. Save waits for the pending
 * tasks that write those tensors (call it between executions; it does not
 * need a wait first). Load checks the whole file first (every persistent
 * tensor present with the same dtype and shape; a tensor of the file that
 * the graph does not have is an error naming it) and only then writes the
 * data into the graph's tensors, so a failed load changes nothing. */
NNTILE_API nntile_status nntile_checkpoint_save(nntile_compiled *c, const char *path);
NNTILE_API nntile_status nntile_checkpoint_load(nntile_compiled *c, const char *path);
enum {
    NNTILE_CHECKPOINT_IGNORE_EXTRA = 1, /* tensors of the file the graph lacks are skipped */
    NNTILE_CHECKPOINT_PARTIAL = 2       /* tensors the file lacks keep their values */
};
/* Load with flags (NNTILE_CHECKPOINT_*), e.g. weights only into a training
 * graph: NNTILE_CHECKPOINT_PARTIAL. Any other bit is an error. */
NNTILE_API nntile_status nntile_checkpoint_load_ex(nntile_compiled *c, const char *path,
                                                   unsigned flags);

/* ---- resumable training ------------------------------------------------
 * A training checkpoint is a checkpoint (above) whose metadata also holds
 * where the run stands, so that a run stopped after k steps and resumed
 * from it gives, bit for bit, what the run would have given without the
 * stop:
 *   step           steps done: the resumed run's first_step. The learning
 *                  rate schedule (nntile_lr_schedule_at) and AdamW's bias
 *                  corrections (the "<param>.step" tensors) follow from it.
 *   data_position  the data reader's place: a sample index, a file offset.
 *   rng            the data reader's random state (any generator of up to
 *                  256 bits; splitmix64 uses rng[0]).
 * nntile keeps no random state of its own between steps (randn's numbers
 * come from its seed and the tile), so these, with the tensors, are all of
 * a run's state. Metadata keys "train.step", "train.data_position" (decimal)
 * and "train.rng" (64 hex digits). nntile_train saves one itself when given
 * a checkpoint path (nn/trainer.h). */
typedef struct nntile_train_position {
    int64_t step;          /* >= 0 */
    int64_t data_position; /* >= 0 */
    uint64_t rng[4];
} nntile_train_position;
/* Saves a checkpoint of c with pos (atomically, like nntile_checkpoint_save). */
NNTILE_API nntile_status nntile_checkpoint_save_train(nntile_compiled *c, const char *path,
                                                      const nntile_train_position *pos);
/* Loads a training checkpoint into c (flags as nntile_checkpoint_load_ex)
 * and its position into *pos. A file without the three keys (a checkpoint
 * saved by nntile_checkpoint_save) or with a malformed one is an error
 * naming the key; a failed load changes neither c nor *pos. */
NNTILE_API nntile_status nntile_checkpoint_load_train(nntile_compiled *c, const char *path,
                                                      unsigned flags, nntile_train_position *pos);

#endif /* NNTILE_PART_NN_SAFETENSORS_H */
