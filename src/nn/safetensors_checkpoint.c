/* nn/safetensors_checkpoint.c: checkpoints of compiled graphs in the
 * safetensors format (rules in safetensors.h): every persistent tensor but
 * gradients, by name, through the public compiled-graph API. */

#include "../internal.h"
#include "nn_internal.h"

/* Tensor i of c belongs in a checkpoint: persistent, not a gradient, alive,
 * and not mapped from a file (a frozen base: the file it is read from holds
 * it, and writing a load into its mapping would copy its pages). */
static int nntile__ckpt_member(const nntile_compiled *c, int i, nntile_compiled_tensor_desc *d)
{
    return nntile_compiled_tensor_info(c, i, d) == NNTILE_OK && d->has_data &&
           (d->flags & NNTILE_PERSISTENT) && d->role != NNTILE_ROLE_GRADIENT && !d->mapped;
}

/* Elements of tensor d, and its bytes rounded up to 8 (its slot in a
 * buffer of several); 1 when they do not fit int64 and size_t. */
static int nntile__ckpt_size(const nntile_compiled_tensor_desc *d, size_t *count,
                             int64_t *padded)
{
    int64_t n, b;
    if (nntile__prod_i64(d->ndim, d->shape, &n) ||
        nntile__mul_i64(n, (int64_t)nntile_dtype_size(d->dtype), &b) ||
        nntile__add_i64(b, 7, &b) || (uint64_t)b > (uint64_t)SIZE_MAX)
        return 1;
    *count = (size_t)n;
    *padded = b & ~(int64_t)7;
    return 0;
}

/* Saves c's checkpoint with nmeta more metadata pairs after format and graph. */
static nntile_status nntile__ckpt_save(nntile_compiled *c, const char *path, int nmeta,
                                       const char *const *more)
{
    if (!c || !path)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint save: compiled graph "
                             "and path needed");
    int n = nntile_compiled_num_tensors(c), m = 0;
    int64_t total = 8, padded = 0;
    size_t count = 0;
    nntile_compiled_tensor_desc d;
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < n && !st; ++i)
        if (nntile__ckpt_member(c, i, &d)) {
            ++m;
            if (nntile__ckpt_size(&d, &count, &padded) || nntile__add_i64(total, padded, &total) ||
                (uint64_t)total > (uint64_t)SIZE_MAX)
                st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "checkpoint save '%s': the "
                                   "persistent tensors up to '%s' hold more bytes than memory "
                                   "can address", path, d.name);
        }
    nntile_safetensors_entry *e =
        st ? NULL : (nntile_safetensors_entry *)NNTILE_MALLOC((size_t)(m + 1) * sizeof *e);
    char *data = st ? NULL : (char *)NNTILE_MALLOC((size_t)total);
    if (!st && (!e || !data))
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "checkpoint save '%s': out of memory for "
                           "%lld bytes of tensors", path, (long long)total);
    size_t at = 0;
    m = 0;
    for (int i = 0; i < n && !st; ++i) {
        if (!nntile__ckpt_member(c, i, &d)) continue;
        nntile_safetensors_entry *x = &e[m++];
        memset(x, 0, sizeof *x);
        x->name = d.name;
        x->dtype = d.dtype;
        x->ndim = d.ndim;
        for (int k = 0; k < d.ndim; ++k) x->shape[k] = d.shape[k];
        x->data = data + at;
        nntile__ckpt_size(&d, &count, &padded); /* fits: summed above */
        st = nntile_compiled_get(c, d.name, data + at, count); /* waits for its writers */
        at += (size_t)padded;
        if (st) {
            char msg[1024];
            snprintf(msg, sizeof msg, "%s", nntile_last_error());
            st = nntile__error(st, "checkpoint save '%s': %s", path, msg);
        }
    }
    const char *meta[10] = {"format", "nntile", "graph", nntile_compiled_name(c)};
    for (int k = 0; k < 2 * nmeta; ++k) meta[4 + k] = more[k];
    if (!st) st = nntile_safetensors_write_meta(path, m, e, 2 + nmeta, meta);
    NNTILE_FREE(e);
    NNTILE_FREE(data);
    return st;
}

NNTILE_API nntile_status nntile_checkpoint_save(nntile_compiled *c, const char *path)
{
    return nntile__ckpt_save(c, path, 0, NULL);
}

NNTILE_API nntile_status nntile_checkpoint_save_train(nntile_compiled *c, const char *path,
                                                      const nntile_train_position *pos)
{
    if (!pos)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint save '%s': the training "
                             "position is NULL", path ? path : "(null)");
    if (pos->step < 0 || pos->data_position < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint save '%s': training "
                             "position step=%lld and data_position=%lld must be >= 0",
                             path ? path : "(null)", (long long)pos->step,
                             (long long)pos->data_position);
    char step[24], data[24], rng[68];
    snprintf(step, sizeof step, "%lld", (long long)pos->step);
    snprintf(data, sizeof data, "%lld", (long long)pos->data_position);
    for (int k = 0; k < 4; ++k)
        snprintf(rng + 16 * k, sizeof rng - 16 * (size_t)k, "%016llx",
                 (unsigned long long)pos->rng[k]);
    const char *meta[6] = {"train.step", step, "train.data_position", data, "train.rng", rng};
    return nntile__ckpt_save(c, path, 3, meta);
}

/* The decimal int64 >= 0 of metadata key (the whole string); -1 with an
 * error naming the key when missing or malformed. */
static int64_t nntile__ckpt_meta_i64(const nntile_safetensors *f, const char *path,
                                     const char *key)
{
    const char *v = nntile_safetensors_metadata(f, key);
    int64_t x = 0;
    int ok = v && *v && strlen(v) <= 19;
    for (const char *p = v; ok && *p; ++p) ok = *p >= '0' && *p <= '9';
    for (const char *p = v; ok && *p; ++p) ok = !nntile__mul_i64(x, 10, &x) &&
                                                 !nntile__add_i64(x, *p - '0', &x);
    if (ok) return x;
    nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load '%s': metadata key '%s' %s%s%s "
                  "(a training checkpoint, saved by nntile_checkpoint_save_train, holds a "
                  "decimal integer >= 0 there)", path, key, v ? "is '" : "is missing",
                  v ? v : "", v ? "'" : "");
    return -1;
}

/* The 256-bit "train.rng" (64 hex digits) into rng; nonzero with an error. */
static int nntile__ckpt_meta_rng(const nntile_safetensors *f, const char *path, uint64_t rng[4])
{
    const char *v = nntile_safetensors_metadata(f, "train.rng");
    int ok = v && strlen(v) == 64;
    for (int k = 0; ok && k < 4; ++k) {
        uint64_t x = 0;
        for (int i = 0; ok && i < 16; ++i) {
            char ch = v[16 * k + i];
            int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
            ok = d >= 0;
            x = x << 4 | (uint64_t)(d & 15);
        }
        rng[k] = x;
    }
    if (ok) return 0;
    nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load '%s': metadata key 'train.rng' "
                  "%s (a training checkpoint holds 64 lower-case hex digits there)", path,
                  v ? "is malformed" : "is missing");
    return 1;
}

/* Checks that tensor d of the graph is in the file with its dtype and shape. */
static nntile_status nntile__ckpt_check(const nntile_compiled *c, const char *path,
                                        nntile_safetensors *f, const nntile_compiled_tensor_desc *d,
                                        unsigned flags, int *found)
{
    *found = nntile_safetensors_find(f, d->name);
    if (*found < 0)
        return flags & NNTILE_CHECKPOINT_PARTIAL
                   ? NNTILE_OK
                   : nntile__error(NNTILE_ERR_NOT_FOUND, "checkpoint load '%s': the file has no "
                                   "tensor '%s' (%s %s of graph '%s')", path, d->name,
                                   nntile_role_name(d->role), nntile_dtype_name(d->dtype),
                                   nntile_compiled_name(c));
    nntile_safetensors_entry info;
    nntile_safetensors_info(f, *found, &info);
    char fs[160], gs[160];
    nntile__format_shape(fs, sizeof fs, info.ndim, info.shape);
    nntile__format_shape(gs, sizeof gs, d->ndim, d->shape);
    if (info.dtype != nntile__st_storage(d->dtype))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load '%s': tensor '%s' is "
                             "%s in the file but %s in graph '%s'", path, d->name,
                             nntile_dtype_name(info.dtype), nntile_dtype_name(d->dtype),
                             nntile_compiled_name(c));
    if (strcmp(fs, gs) != 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load '%s': tensor '%s' has "
                             "shape %s in the file but %s in graph '%s' (nntile order)", path,
                             d->name, fs, gs, nntile_compiled_name(c));
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_checkpoint_load_ex(nntile_compiled *c, const char *path,
                                                   unsigned flags)
{
    if (!c || !path)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load: compiled graph and "
                             "path needed");
    const unsigned known = NNTILE_CHECKPOINT_IGNORE_EXTRA | NNTILE_CHECKPOINT_PARTIAL;
    if (flags & ~known)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load '%s': flags=%#x has "
                             "bits %#x that are no NNTILE_CHECKPOINT_* flag (known: %#x)", path,
                             flags, flags & ~known, known);
    nntile_safetensors *f = nntile_safetensors_open(path);
    if (!f) return nntile_last_status(); /* the error names the file and the problem */
    int n = nntile_compiled_num_tensors(c), nf = nntile_safetensors_count(f), found;
    char *used = (char *)NNTILE_MALLOC((size_t)nf + 1);
    nntile_status st = used ? NNTILE_OK
                            : nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "checkpoint load '%s': "
                                            "out of memory", path);
    if (used) memset(used, 0, (size_t)nf + 1);
    int64_t most = 0, padded = 0;
    size_t count = 0;
    nntile_compiled_tensor_desc d;
    for (int i = 0; i < n && !st; ++i) { /* first check everything: a failed load changes nothing */
        if (!nntile__ckpt_member(c, i, &d)) continue;
        st = nntile__ckpt_check(c, path, f, &d, flags, &found);
        if (found >= 0) used[found] = 1;
        if (!st && nntile__ckpt_size(&d, &count, &padded))
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "checkpoint load '%s': tensor '%s' "
                               "holds more bytes than memory can address", path, d.name);
        if (!st && padded > most) most = padded;
    }
    for (int k = 0; k < nf && !st && !(flags & NNTILE_CHECKPOINT_IGNORE_EXTRA); ++k) {
        nntile_safetensors_entry info;
        nntile_safetensors_info(f, k, &info);
        if (!used[k])
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load '%s': tensor '%s' "
                               "of the file is no persistent tensor of graph '%s' (load with "
                               "NNTILE_CHECKPOINT_IGNORE_EXTRA to skip it)", path, info.name,
                               nntile_compiled_name(c));
    }
    void *buf = st ? NULL : NNTILE_MALLOC((size_t)most + 8); /* most <= INT64_MAX */
    if (!st && !buf)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "checkpoint load '%s': out of memory for "
                           "%lld bytes", path, (long long)most);
    for (int i = 0; i < n && !st; ++i) {
        if (!nntile__ckpt_member(c, i, &d) || nntile_safetensors_find(f, d.name) < 0) continue;
        nntile__ckpt_size(&d, &count, &padded); /* fits: checked above */
        st = nntile_safetensors_read(f, d.name, d.dtype, buf, count);
        if (!st) st = nntile_compiled_set(c, d.name, buf, count);
    }
    NNTILE_FREE(buf);
    NNTILE_FREE(used);
    nntile_safetensors_close(f);
    return st;
}

NNTILE_API nntile_status nntile_checkpoint_load(nntile_compiled *c, const char *path)
{
    return nntile_checkpoint_load_ex(c, path, 0);
}

NNTILE_API nntile_status nntile_checkpoint_load_train(nntile_compiled *c, const char *path,
                                                      unsigned flags, nntile_train_position *pos)
{
    if (!c || !path || !pos)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint load: compiled graph, "
                             "path and position needed");
    nntile_safetensors *f = nntile_safetensors_open(path);
    if (!f) return nntile_last_status();
    nntile_train_position p;
    p.step = nntile__ckpt_meta_i64(f, path, "train.step");
    p.data_position = p.step < 0 ? -1 : nntile__ckpt_meta_i64(f, path, "train.data_position");
    int bad = p.data_position < 0 || nntile__ckpt_meta_rng(f, path, p.rng);
    nntile_safetensors_close(f);
    if (bad) return nntile_last_status();
    nntile_status st = nntile_checkpoint_load_ex(c, path, flags);
    if (st == NNTILE_OK) *pos = p;
    return st;
}
