/* core.c: status strings, dtype table, thread-local error messages. */

static _Thread_local char nntile__last_error[1024];
static _Thread_local nntile_status nntile__last_status;

NNTILE_PRIVATE nntile_status nntile__error(nntile_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(nntile__last_error, sizeof nntile__last_error, fmt, ap);
    va_end(ap);
    nntile__last_status = status;
    return status;
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

/* The dtype whose kernels compute a dtype: fp32_fast_* are fp32 on the CPU. */
NNTILE_PRIVATE nntile_dtype nntile__compute_dtype(nntile_dtype dtype)
{
    switch (dtype) {
    case NNTILE_FP32_FAST_TF32:
    case NNTILE_FP32_FAST_FP16:
    case NNTILE_FP32_FAST_BF16: return NNTILE_FP32;
    default: return dtype;
    }
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
