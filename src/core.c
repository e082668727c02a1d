/* core.c: status strings, dtype table, thread-local error messages. */

#include "internal.h"

static _Thread_local char nntile__last_error[1024];
static _Thread_local nntile_status nntile__last_status;

/* The priority of tasks submitted by this thread whose hints give none (the
 * compiled graph's execution policy sets it per op; runtime_starpu.c reads it). */
static _Thread_local int nntile__submit_priority;
NNTILE_PRIVATE void nntile__set_submit_priority(int priority) { nntile__submit_priority = priority; }
#ifdef NNTILE_USE_STARPU
NNTILE_PRIVATE int nntile__get_submit_priority(void) { return nntile__submit_priority; }
#endif

/* 1 when s[0..n) is well-formed UTF-8 (no overlongs, surrogates or code
 * points above U+10FFFF). */
NNTILE_PRIVATE int nntile__utf8_valid(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
                : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
        if (!len || n - i < (size_t)len) return 0;
        unsigned c1 = s[i + 1];
        unsigned lo = 0x80, hi = 0xBF;
        if (c == 0xE0) lo = 0xA0;
        else if (c == 0xED) hi = 0x9F;
        else if (c == 0xF0) lo = 0x90;
        else if (c == 0xF4) hi = 0x8F;
        if (c1 < lo || c1 > hi) return 0;
        for (int k = 2; k < len; ++k)
            if ((s[i + k] & 0xC0) != 0x80) return 0;
        i += (size_t)len;
    }
    return 1;
}

/* The bytes of the well-formed UTF-8 character at s[0..n) (n >= 1), or 0
 * when s[0] starts none (a stray byte, an overlong form, a surrogate, a code
 * point above U+10FFFF, a cut sequence). */
static size_t nntile__utf8_char(const unsigned char *s, size_t n)
{
    if (s[0] < 0x80) return 1;
    size_t k = s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3
             : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : 0;
    return k && k <= n && nntile__utf8_valid(s, k) ? k : 0;
}

/* Writes s[0..len) into buf[size] (NUL-terminated), each byte that starts
 * no well-formed UTF-8 character as \xHH; with quote also the control bytes
 * (\n, \t, \r or \xHH), quotes and backslashes escaped. What does not fit
 * is cut at a character's end and "…" (U+2026) ends it. Returns the bytes
 * written. */
static size_t nntile__escape(char *buf, size_t size, const char *s, size_t len, int quote)
{
    if (!size) return 0;
    const unsigned char *u = (const unsigned char *)s;
    size_t out = 0, cut = 0, limit = size - 1; /* cut: the last end where "…" still fits */
    for (size_t i = 0; i < len;) {
        char piece[8];
        size_t k = nntile__utf8_char(u + i, len - i), n;
        unsigned c = u[i];
        const char *e = !quote || k != 1 ? NULL : c == '\n' ? "\\n" : c == '\t' ? "\\t"
                      : c == '\r' ? "\\r" : c == '"' ? "\\\"" : c == '\'' ? "\\'"
                      : c == '\\' ? "\\\\" : NULL;
        if (e) n = (size_t)snprintf(piece, sizeof piece, "%s", e);
        else if (!k || (quote && (c < 0x20 || c == 0x7F)))
            n = (size_t)snprintf(piece, sizeof piece, "\\x%02X", c);
        else memcpy(piece, u + i, n = k);
        if (!k) k = 1;
        if (out + n > limit) { /* cut at the last character end where the ellipsis fits */
            if (limit >= 3) {
                memcpy(buf + cut, "\xE2\x80\xA6", 3);
                out = cut + 3;
            }
            buf[out] = 0;
            return out;
        }
        memcpy(buf + out, piece, n);
        out += n;
        i += k;
        if (out + 3 <= limit) cut = out;
    }
    buf[out] = 0;
    return out;
}

NNTILE_PRIVATE const char *nntile__quote(char *buf, size_t size, const char *s, size_t len)
{
    if (!size) return "";
    if (!s) nntile__escape(buf, size, "(null)", 6, 0);
    else nntile__escape(buf, size, s, len, 1);
    return buf;
}

NNTILE_PRIVATE nntile_status nntile__error(nntile_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(nntile__last_error, sizeof nntile__last_error, fmt, ap);
    va_end(ap);
    size_t n = strlen(nntile__last_error);
    if (!nntile__utf8_valid((const unsigned char *)nntile__last_error, n)) {
        /* an unquoted path or a cut character: its bytes as \xHH */
        char raw[sizeof nntile__last_error];
        memcpy(raw, nntile__last_error, n + 1);
        nntile__escape(nntile__last_error, sizeof nntile__last_error, raw, n, 0);
    }
    nntile__last_status = status;
    return status;
}

NNTILE_PRIVATE nntile_status nntile__field_error(const char *what, const char *name,
                                                 const char *field, long long value,
                                                 const char *cond)
{
    if (!name)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s=%lld must be %s", what, field,
                             value, cond);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s=%lld must be %s", what, name,
                         field, value, cond);
}

NNTILE_PRIVATE nntile_status nntile__count_check(const char *what, const char *name,
                                                 const char *count, long long n,
                                                 const char *array, const void *p)
{
    if (n < 0) return nntile__field_error(what, name, count, n, ">= 0");
    if (n > 0 && !p) {
        if (!name)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s=%lld needs %s, which is "
                                 "NULL", what, count, n, array);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s=%lld needs %s, which is "
                             "NULL", what, name, count, n, array);
    }
    return NNTILE_OK;
}

/* A builder given a NULL input (what a failed builder returns): NULL, with a
 * message naming the builder; not a new graph error. */
NNTILE_PRIVATE void *nntile__null_input(const char *fn)
{
    nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: an input node is NULL", fn);
    return NULL;
}

NNTILE_API const char *nntile_last_error(void) { return nntile__last_error; }
NNTILE_API nntile_status nntile_last_status(void) { return nntile__last_status; }
NNTILE_API void nntile_clear_error(void)
{
    nntile__last_error[0] = '\0';
    nntile__last_status = NNTILE_OK;
}

NNTILE_API const char *nntile_status_string(nntile_status status)
{
    switch (status) {
    case NNTILE_OK: return "ok";
    case NNTILE_ERR_INVALID_ARGUMENT: return "invalid argument";
    case NNTILE_ERR_NOT_FOUND: return "not found";
    case NNTILE_ERR_OUT_OF_MEMORY: return "out of memory";
    case NNTILE_ERR_NOT_INITIALIZED: return "runtime not initialized";
    case NNTILE_ERR_UNSUPPORTED: return "unsupported";
    case NNTILE_ERR_RUNTIME: return "runtime failure";
    case NNTILE_ERR_STATE: return "invalid state";
    }
    return "unknown status";
}

static const struct {
    const char *name;
    size_t size;
} nntile__dtypes[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = {"fp32", 4},
    [NNTILE_FP64] = {"fp64", 8},
    [NNTILE_FP16] = {"fp16", 2},
    [NNTILE_BF16] = {"bf16", 2},
    [NNTILE_FP32_FAST_TF32] = {"fp32_fast_tf32", 4},
    [NNTILE_FP32_FAST_FP16] = {"fp32_fast_fp16", 4},
    [NNTILE_FP32_FAST_BF16] = {"fp32_fast_bf16", 4},
    [NNTILE_INT64] = {"int64", 8},
    [NNTILE_INT32] = {"int32", 4},
    [NNTILE_BOOL] = {"bool", 1},
};

static int nntile__dtype_valid(nntile_dtype dtype)
{
    return (int)dtype >= 0 && dtype < NNTILE_DTYPE_COUNT;
}

NNTILE_API const char *nntile_dtype_name(nntile_dtype dtype)
{
    return nntile__dtype_valid(dtype) ? nntile__dtypes[dtype].name : "invalid";
}

NNTILE_API size_t nntile_dtype_size(nntile_dtype dtype)
{
    return nntile__dtype_valid(dtype) ? nntile__dtypes[dtype].size : 0;
}

NNTILE_PRIVATE char *nntile__strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = (char *)NNTILE_MALLOC(n);
    if (d) memcpy(d, s, n);
    return d;
}

/* "[2, 3, 4]" */
NNTILE_PRIVATE void nntile__format_shape(char *buf, size_t size, int ndim, const int64_t *shape)
{
    size_t used = (size_t)snprintf(buf, size, "[");
    for (int i = 0; i < ndim && used < size; ++i)
        used += (size_t)snprintf(buf + used, size - used, i ? ", %lld" : "%lld",
                                 (long long)shape[i]);
    if (used < size) snprintf(buf + used, size - used, "]");
}

/* Checks 0 <= axis <= last for an op on the tensor `name`. */
NNTILE_PRIVATE nntile_status nntile__check_axis(const char *op, const char *name, int axis,
                                                int last)
{
    if (axis >= 0 && axis <= last) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': axis=%d outside [0, %d]", op,
                         name, axis, last);
}

/* Checks a shape given by a user: ndim in range, every extent >= 1. */
/* Checks ndim in [0, NNTILE_MAX_NDIM] and a shape given when ndim > 0. */
NNTILE_PRIVATE nntile_status nntile__check_ndim(const char *what, const char *name, int ndim,
                                                const int64_t *shape)
{
    if (ndim < 0 || ndim > NNTILE_MAX_NDIM)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': ndim=%d is outside [0, %d]",
                             what, name, ndim, NNTILE_MAX_NDIM);
    if (ndim > 0 && !shape)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': shape is NULL", what, name);
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__check_shape(const char *what, const char *name, int ndim,
                                                 const int64_t *shape)
{
    nntile_status st = nntile__check_ndim(what, name, ndim, shape);
    if (st != NNTILE_OK) return st;
    for (int i = 0; i < ndim; ++i)
        if (shape[i] < 1)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': shape[%d]=%lld must be >= 1", what, name, i,
                                 (long long)shape[i]);
    return NNTILE_OK;
}

/* ---- files a user path names ----------------------------------------------
 * Readers open through nntile__open_regular, writers through
 * nntile__save_begin/_end: a path never blocks the caller (a FIFO without a
 * writer, a device) and a save never replaces anything but a regular file. */

/* What a file of mode m is, for messages ("a FIFO", ...). */
static const char *nntile__file_kind(mode_t m)
{
    if (S_ISREG(m)) return "a regular file";
    if (S_ISDIR(m)) return "a directory";
    if (S_ISFIFO(m)) return "a FIFO";
    if (S_ISCHR(m)) return "a character device";
    if (S_ISBLK(m)) return "a block device";
    return "a socket or other special file";
}

/* Opens path for reading (what names the caller in messages): a regular file
 * only. It is checked before the open (stat: a device is never opened), and
 * opened with O_NONBLOCK (a FIFO swapped in meanwhile cannot block the open)
 * and checked again (fstat); then blocking reads are restored. A file whose
 * st_size is 0 but that yields a byte (procfs, some sysfs files) is refused
 * with a message that says so, for every reader alike (the safetensors and
 * the JSON readers size their reads by *size): none reads it as empty. *fd
 * and *size on success; the error names the path and what it is otherwise. */
NNTILE_PRIVATE nntile_status nntile__open_regular(const char *what, const char *path, int *fd,
                                                  uint64_t *size)
{
    *fd = -1;
    *size = 0;
    if (!path) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the path is NULL", what);
    struct stat sb;
    if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': cannot read it: it is %s, "
                             "not a regular file", what, path, nntile__file_kind(sb.st_mode));
    int flags = O_RDONLY | O_NONBLOCK | O_NOCTTY;
#ifdef O_CLOEXEC
    flags |= O_CLOEXEC;
#endif
    int f;
    do f = open(path, flags); while (f < 0 && errno == EINTR);
    if (f < 0)
        return nntile__error(NNTILE_ERR_NOT_FOUND, "%s '%s': cannot open: %s", what, path,
                             strerror(errno));
    int fl, err = fstat(f, &sb) != 0 ? errno : 0;
    if (!err && S_ISREG(sb.st_mode) &&
        ((fl = fcntl(f, F_GETFL)) < 0 || fcntl(f, F_SETFL, fl & ~O_NONBLOCK) < 0))
        err = errno;
    if (err || !S_ISREG(sb.st_mode)) {
        close(f);
        if (err)
            return nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot open: %s", what, path,
                                 strerror(err));
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': cannot read it: it is %s, "
                             "not a regular file", what, path, nntile__file_kind(sb.st_mode));
    }
    if (sb.st_size <= 0) { /* empty, or a size that lies (procfs, sysfs): read a byte to see */
        char b;
        ssize_t got;
        do got = read(f, &b, 1); while (got < 0 && errno == EINTR);
        if (got != 0) {
            int e = got < 0 ? errno : 0;
            close(f);
            if (e)
                return nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot read: %s", what, path,
                                     strerror(e));
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': its size is not known "
                                 "(st_size 0 but it has data: a /proc or /sys file?)", what,
                                 path);
        }
    }
    *fd = f;
    *size = sb.st_size > 0 ? (uint64_t)sb.st_size : 0;
    return NNTILE_OK;
}

/* The file a save to path replaces: path with its symbolic links followed
 * (relative links from the folder of the link), so that a link stays a link
 * and its target gets the content. It must be a regular file or not exist
 * yet (a new file is made there); NULL after an error naming what it is. */
static char *nntile__save_target(const char *what, const char *path, int *exists,
                                 mode_t *mode)
{
    char *cur = nntile__strdup(path);
    for (int hops = 0; cur; ++hops) {
        struct stat sb;
        if (lstat(cur, &sb) != 0) {
            if (errno == ENOENT) {
                *exists = 0;
                return cur;
            }
            nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot inspect '%s': %s", what, path,
                          cur, strerror(errno));
            break;
        }
        if (!S_ISLNK(sb.st_mode)) {
            if (S_ISREG(sb.st_mode)) {
                *exists = 1;
                *mode = sb.st_mode;
                return cur;
            }
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s%s%sis %s; a save replaces "
                          "only a regular file (or the regular file a symbolic link names)",
                          what, path, strcmp(cur, path) ? "its link target '" : "",
                          strcmp(cur, path) ? cur : "", strcmp(cur, path) ? "' " : "",
                          nntile__file_kind(sb.st_mode));
            break;
        }
        if (hops == 40) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': more than 40 symbolic links "
                          "to follow", what, path);
            break;
        }
        /* the link's text (st_size may be 0 for special file systems; a text
         * that fills the buffer may be cut: read it again into a larger one) */
        size_t cap = sb.st_size > 0 && sb.st_size < 65536 ? (size_t)sb.st_size + 1 : 256;
        char *link = NULL;
        ssize_t n = -1;
        int cut = 1;
        while (cut && cap <= 65536) {
            NNTILE_FREE(link);
            if (!(link = (char *)NNTILE_MALLOC(cap))) break;
            if ((n = readlink(cur, link, cap)) < 0) break;
            if ((cut = (size_t)n >= cap)) cap *= 2;
        }
        if (!link || n < 0 || cut) {
            int err = errno;
            nntile__error(link ? NNTILE_ERR_RUNTIME : NNTILE_ERR_OUT_OF_MEMORY,
                          "%s '%s': cannot read the symbolic link '%s': %s", what, path, cur,
                          !link ? "out of memory" : n < 0 ? strerror(err) : "too long");
            NNTILE_FREE(link);
            break;
        }
        link[n] = 0;
        const char *slash = strrchr(cur, '/');
        size_t dlen = link[0] == '/' || !slash ? 0 : (size_t)(slash - cur) + 1;
        char *next = (char *)NNTILE_MALLOC(dlen + (size_t)n + 1);
        if (next) {
            memcpy(next, cur, dlen);
            memcpy(next + dlen, link, (size_t)n + 1);
        } else {
            nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, path);
        }
        NNTILE_FREE(link);
        NNTILE_FREE(cur);
        cur = next;
        if (!next) return NULL;
    }
    if (!cur) nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, path);
    NNTILE_FREE(cur);
    return NULL;
}

/* Creates a new file "<dir>/<prefix>.<pid>.<k>" for reading and writing
 * (mode 0600; mkstemp's job, which strict C11 hides when nntile.h was
 * included before the implementation): its descriptor, its name in path;
 * -1 with errno set when none can be made. */
NNTILE_PRIVATE int nntile__create_unique(const char *dir, const char *prefix, char *path,
                                         size_t size)
{
    static unsigned seq;
    int flags = O_RDWR | O_CREAT | O_EXCL | O_NOCTTY, fd = -1;
#ifdef O_CLOEXEC
    flags |= O_CLOEXEC;
#endif
    for (int tries = 0; tries < 100 && fd < 0; ++tries) {
        unsigned k = __atomic_fetch_add(&seq, 1u, __ATOMIC_RELAXED);
        snprintf(path, size, "%s/%s.%ld.%u", dir, prefix, (long)getpid(), k);
        do fd = open(path, flags, 0600); while (fd < 0 && errno == EINTR);
        if (fd < 0 && errno != EEXIST) break;
    }
    return fd;
}

/* Starts saving the file path (what names the caller in messages): returns
 * the stream to write it to, or NULL after an error. The content goes to a
 * new temporary file beside the target (path with its links followed, see
 * nntile__save_target), which nntile__save_end fsyncs and renames over the
 * target (then fsyncs the folder): a crash leaves the old or the new file,
 * never a mix, and what the path names is replaced only when it is a
 * regular file. An existing target's permission bits are kept. */
NNTILE_PRIVATE FILE *nntile__save_begin(nntile__save *s, const char *what, const char *path)
{
    static _Thread_local unsigned seq; /* names of temporary files of this thread */
    memset(s, 0, sizeof *s);
    s->what = what;
    s->path = path ? path : "";
    s->fd = -1;
    if (!path || !*path) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the path is NULL or empty", what);
        return NULL;
    }
    int exists = 0;
    mode_t mode = 0;
    if (!(s->target = nntile__save_target(what, path, &exists, &mode))) return NULL;
    /* "<target>.tmp.<pid>" (then .<k> when taken; a short name beside it when
     * the target's name leaves no room) */
    const char *slash = strrchr(s->target, '/');
    size_t dlen = slash ? (size_t)(slash - s->target) + 1 : 0, tlen = strlen(s->target) + 64;
    if (!(s->tmp = (char *)NNTILE_MALLOC(tlen))) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, path);
        goto fail;
    }
    int flags = O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, shortname = 0;
#ifdef O_CLOEXEC
    flags |= O_CLOEXEC;
#endif
    for (int tries = 0; tries < 100; ++tries) {
        unsigned k = seq++;
        if (shortname)
            snprintf(s->tmp, tlen, "%.*s.nntile.tmp.%ld.%u", (int)dlen, s->target, (long)getpid(),
                     k);
        else if (tries == 0)
            snprintf(s->tmp, tlen, "%s.tmp.%ld", s->target, (long)getpid());
        else
            snprintf(s->tmp, tlen, "%s.tmp.%ld.%u", s->target, (long)getpid(), k);
        do s->fd = open(s->tmp, flags, 0666); while (s->fd < 0 && errno == EINTR);
        if (s->fd >= 0) break;
        if (errno == ENAMETOOLONG && !shortname) shortname = 1;
        else if (errno != EEXIST) break;
    }
    if (s->fd < 0) {
        nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot create '%s': %s", what, path, s->tmp,
                      strerror(errno));
        NNTILE_FREE(s->tmp);
        s->tmp = NULL;
        goto fail;
    }
    if (exists) chmod(s->tmp, mode & 07777); /* best effort: the new file keeps the old bits */
    if (!(s->out = fopen(s->tmp, "wb"))) {
        nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot write '%s': %s", what, path, s->tmp,
                      strerror(errno));
        goto fail;
    }
    errno = 0; /* what failed while writing is what nntile__save_end reports */
    return s->out;
fail:
    nntile__save_end(s, NNTILE_ERR_RUNTIME);
    return NULL;
}

/* fsyncs the folder holding path, so that a rename in it is durable. */
NNTILE_PRIVATE void nntile__sync_dir(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = nntile__strdup(slash ? path : ".");
    if (!dir) return;
    if (slash) dir[slash == path ? 1 : slash - path] = 0;
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd); /* some file systems refuse: the rename is done anyway */
        close(fd);
    }
    NNTILE_FREE(dir);
}

/* Finishes writing the staged file of s: flushed, fsync'ed and closed, the
 * temporary file kept for nntile__save_publish (or removed by
 * nntile__save_drop). Returns st (its message kept) or the error of
 * finishing the file. */
NNTILE_PRIVATE nntile_status nntile__save_finish(nntile__save *s, nntile_status st)
{
    int err = 0;
    if (s->out) {
        if (ferror(s->out)) err = errno ? errno : EIO;
        if (fclose(s->out) != 0 && !err) err = errno ? errno : EIO;
        s->out = NULL;
    }
    if (st == NNTILE_OK && !err && s->fd >= 0 && fsync(s->fd) != 0) err = errno;
    if (s->fd >= 0) close(s->fd);
    s->fd = -1;
    if (st == NNTILE_OK && err)
        st = nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': writing '%s' failed: %s", s->what,
                           s->path, s->tmp, strerror(err));
    return st;
}

/* Renames the finished temporary file of s over its target; the error
 * names both. */
NNTILE_PRIVATE nntile_status nntile__save_publish(nntile__save *s)
{
    if (rename(s->tmp, s->target) != 0)
        return nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': renaming '%s' over '%s' failed: %s",
                             s->what, s->path, s->tmp, s->target, strerror(errno));
    s->published = 1;
    return NNTILE_OK;
}

/* Frees s; its temporary file is removed unless it was published. */
NNTILE_PRIVATE void nntile__save_drop(nntile__save *s)
{
    if (s->out) fclose(s->out);
    if (s->fd >= 0) close(s->fd);
    if (s->tmp && !s->published) remove(s->tmp);
    NNTILE_FREE(s->tmp);
    NNTILE_FREE(s->target);
    s->out = NULL;
    s->fd = -1;
    s->tmp = s->target = NULL;
}

/* Ends a save: with st == NNTILE_OK (the writer's status) the stream is
 * flushed, fsync'ed and renamed over the target; otherwise, or when that
 * fails, the temporary file is removed and the target left as it was.
 * Returns st (its message kept) or the error of finishing the file. */
NNTILE_PRIVATE nntile_status nntile__save_end(nntile__save *s, nntile_status st)
{
    st = nntile__save_finish(s, st);
    if (st == NNTILE_OK) st = nntile__save_publish(s);
    if (st == NNTILE_OK) nntile__sync_dir(s->target);
    nntile__save_drop(s);
    return st;
}

/* Opens path to write a log as it goes (the trainer's loss CSV), where a
 * save's replace-at-the-end does not fit: a regular file (or the one a link
 * names) is created or truncated; a FIFO or a character device (a pipe to a
 * plotter, /dev/stdout) is written through, never replaced; a FIFO that no
 * process reads is an error instead of a wait, and anything else (a block
 * device, a directory) is refused. NULL after an error naming the path. */
NNTILE_PRIVATE FILE *nntile__open_log(const char *what, const char *path)
{
    if (!path || !*path) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the path is NULL or empty", what);
        return NULL;
    }
    struct stat sb;
    int exists = stat(path, &sb) == 0, stream = exists && !S_ISREG(sb.st_mode);
    if (stream && !S_ISFIFO(sb.st_mode) && !S_ISCHR(sb.st_mode)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': it is %s; a log is written only "
                      "to a regular file, a FIFO or a character device", what, path,
                      nntile__file_kind(sb.st_mode));
        return NULL;
    }
    int flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY | (stream ? 0 : O_TRUNC);
#ifdef O_CLOEXEC
    flags |= O_CLOEXEC;
#endif
    int fd, fl = -1;
    do fd = open(path, flags, 0666); while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot write: %s", what, path,
                      errno == ENXIO ? "it is a FIFO that no process reads" : strerror(errno));
        return NULL;
    }
    /* what was opened (checked again) must be what a log may be */
    if (fstat(fd, &sb) != 0 || !(S_ISREG(sb.st_mode) || S_ISFIFO(sb.st_mode) ||
                                 S_ISCHR(sb.st_mode))) {
        close(fd);
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': it is no regular file, FIFO or "
                      "character device", what, path);
        return NULL;
    }
    FILE *f = (fl = fcntl(fd, F_GETFL)) >= 0 && fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) >= 0
                  ? fdopen(fd, "w") : NULL;
    if (!f) {
        nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': cannot write: %s", what, path,
                      strerror(errno));
        close(fd);
    }
    return f;
}
