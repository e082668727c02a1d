/* file_set.c: a set of files saved as one transaction (a checkpoint
 * directory: its weights, shards, index and config.json).
 *
 * 1. Stage: every file is written under a temporary name beside its target
 *    (nntile__save_begin's rules: only a regular file, or the one a link
 *    names, is ever replaced), flushed, fsync'ed and closed. A full disk, a
 *    file-size limit or a target that cannot be replaced fails here, before
 *    any target changed.
 * 2. Verify: the caller reads the staged files back (their temporary paths,
 *    nntile__file_set_staged) with its own reader.
 * 3. Commit: the staged files are renamed over their targets in the order
 *    they were added (the caller adds last the file that makes the new set
 *    visible: the config or the index), then the stale files (those the new
 *    set replaces without a new file of the same name, e.g. a single-file
 *    model.safetensors that would hide a new sharded index) are moved away.
 *    Each file a rename replaces or removes is first kept under a backup
 *    name (a hard link; a rename where the file system has no links) until
 *    every step is done: a failed step puts back every file already
 *    replaced and removes the new ones, so an error at any point leaves the
 *    old set as it was. Then the backups are removed and the folders
 *    fsync'ed.
 * A crash (not an error) during the commit's few renames can leave a mix;
 * the backups then lie beside the targets as "<target>.nntile.bak.<pid>.<k>". */

#include "internal.h"

NNTILE_PRIVATE void nntile__file_set_init(nntile__file_set *fs, const char *what)
{
    memset(fs, 0, sizeof *fs);
    fs->what = what;
}

/* Grows an array of n elements of size bytes to hold one more. */
static int nntile__file_set_grow(void **items, int *cap, int n, size_t size)
{
    if (n < *cap) return 1;
    int ncap = *cap ? 2 * *cap : 8;
    void *p = ncap > 0 && (size_t)ncap < SIZE_MAX / size ? NNTILE_REALLOC(*items, (size_t)ncap * size)
                                                         : NULL;
    if (!p) return 0;
    *items = p;
    *cap = ncap;
    return 1;
}

NNTILE_PRIVATE FILE *nntile__file_set_add(nntile__file_set *fs, const char *path)
{
    if (fs->failed) return NULL;
    if (!nntile__file_set_grow((void **)&fs->files, &fs->cap, fs->n, sizeof *fs->files)) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", fs->what, path);
        fs->failed = 1;
        return NULL;
    }
    FILE *out = nntile__save_begin(&fs->files[fs->n], fs->what, path);
    if (!out) {
        fs->failed = 1;
        return NULL;
    }
    ++fs->n;
    return out;
}

NNTILE_PRIVATE nntile_status nntile__file_set_close(nntile__file_set *fs, nntile_status st)
{
    if (fs->n == 0 || fs->failed) return st ? st : nntile_last_status();
    st = nntile__save_finish(&fs->files[fs->n - 1], st);
    if (st) fs->failed = 1;
    return st;
}

NNTILE_PRIVATE const char *nntile__file_set_staged(const nntile__file_set *fs, int i)
{
    return i >= 0 && i < fs->n ? fs->files[i].tmp : NULL;
}

NNTILE_PRIVATE nntile_status nntile__file_set_stale(nntile__file_set *fs, const char *path)
{
    struct stat sb;
    if (fs->failed || lstat(path, &sb) != 0) return fs->failed ? nntile_last_status() : NNTILE_OK;
    if (!S_ISREG(sb.st_mode)) {
        fs->failed = 1;
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': it is no regular file; a "
                             "save removes only a regular file it replaces", fs->what, path);
    }
    char *copy = nntile__strdup(path);
    if (!copy || !nntile__file_set_grow((void **)&fs->stale, &fs->stale_cap, fs->nstale,
                                        sizeof *fs->stale)) {
        NNTILE_FREE(copy);
        fs->failed = 1;
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", fs->what,
                             path);
    }
    fs->stale[fs->nstale++] = copy;
    return NNTILE_OK;
}

/* A backup of the existing file path (a hard link, or the file itself moved
 * when moved is set or the file system has no links): its name, NULL when
 * path does not exist (*err 0) or after an error (*err the errno). */
static char *nntile__file_set_backup(const char *path, int moved, int *err)
{
    static unsigned seq;
    struct stat sb;
    *err = 0;
    if (lstat(path, &sb) != 0) {
        if (errno != ENOENT) *err = errno;
        return NULL;
    }
    size_t n = strlen(path) + 64;
    char *b = (char *)NNTILE_MALLOC(n);
    if (!b) {
        *err = ENOMEM;
        return NULL;
    }
    for (int tries = 0; tries < 100; ++tries) {
        unsigned k = __atomic_fetch_add(&seq, 1u, __ATOMIC_RELAXED);
        snprintf(b, n, "%s.nntile.bak.%ld.%u", path, (long)getpid(), k);
        if (!moved && link(path, b) == 0) return b;
        if (!moved && errno == EEXIST) continue;
        if (lstat(b, &sb) == 0) continue; /* the name is taken */
        if (rename(path, b) == 0) return b;
        break;
    }
    *err = errno ? errno : EEXIST;
    NNTILE_FREE(b);
    return NULL;
}

NNTILE_PRIVATE nntile_status nntile__file_set_commit(nntile__file_set *fs, nntile_status st)
{
    if (!st && fs->failed) st = nntile_last_status() ? nntile_last_status() : NNTILE_ERR_RUNTIME;
    for (int i = 0; i < fs->n && !st; ++i)
        if (fs->files[i].out || fs->files[i].fd >= 0) /* a file added but never closed */
            st = nntile__save_finish(&fs->files[i], NNTILE_OK);
    int total = fs->n + fs->nstale, done = 0;
    char **backup = st ? NULL : (char **)NNTILE_MALLOC((size_t)(total + 1) * sizeof *backup);
    if (!st && !backup)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fs->what);
    for (; done < total && !st; ++done) {
        int stale = done >= fs->n, err;
        const char *target = stale ? fs->stale[done - fs->n] : fs->files[done].target;
        backup[done] = nntile__file_set_backup(target, stale, &err);
        if (err) {
            st = nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot keep the old file while "
                               "replacing it: %s", fs->what, target, strerror(err));
            break;
        }
        if (!stale && nntile__save_publish(&fs->files[done]) != NNTILE_OK) {
            st = nntile_last_status();
            ++done; /* its backup, if any, is put back below */
            break;
        }
    }
    if (st && backup) { /* roll back what was done, newest first */
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", nntile_last_error());
        int lost = 0;
        for (int i = done - 1; i >= 0; --i) {
            int stale = i >= fs->n;
            const char *target = stale ? fs->stale[i - fs->n] : fs->files[i].target;
            if (backup[i]) {
                if (rename(backup[i], target) != 0) lost = 1;
                NNTILE_FREE(backup[i]);
                backup[i] = NULL;
            } else if (!stale && fs->files[i].published) {
                remove(target); /* a new file: the old set had none */
            }
        }
        st = nntile__error(st, "%s%s", msg, lost ? " (and putting back the old files failed: "
                           "look for *.nntile.bak.* beside the targets)" : "; the old files "
                           "were left as they were");
    }
    for (int i = 0; backup && !st && i < total; ++i) {
        if (backup[i]) remove(backup[i]);
        NNTILE_FREE(backup[i]);
    }
    for (int i = 0; !st && i < fs->n; ++i) nntile__sync_dir(fs->files[i].target);
    NNTILE_FREE(backup);
    nntile__file_set_free(fs);
    return st;
}

NNTILE_PRIVATE void nntile__file_set_free(nntile__file_set *fs)
{
    for (int i = 0; i < fs->n; ++i) nntile__save_drop(&fs->files[i]);
    for (int i = 0; i < fs->nstale; ++i) NNTILE_FREE(fs->stale[i]);
    NNTILE_FREE(fs->files);
    NNTILE_FREE(fs->stale);
    const char *what = fs->what;
    memset(fs, 0, sizeof *fs);
    fs->what = what;
}
