/* args.h: strict numbers from the command line, shared by the examples.
 *
 * A value is the whole argument (no leading space, nothing after the number)
 * and lies in the range the example states; anything else -- "12x", "",
 * "1e3" for an integer, a number past int64, NaN -- prints one line on
 * stderr naming the flag, the value and the range, and the parse returns 0
 * (the example then prints its usage and exits 2). Unlike atoll/atoi, which
 * read "9223372036854775808" as INT64_MAX (or as garbage) and "12x" as 12,
 * nothing here is silently clamped or truncated. */
#ifndef EXAMPLES_ARGS_H
#define EXAMPLES_ARGS_H

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* *out = the integer v of flag, in [lo, hi]; 0 with a message otherwise. */
static inline int arg_i64(const char *flag, const char *v, int64_t lo, int64_t hi, int64_t *out)
{
    char *end = NULL;
    errno = 0;
    long long x = v && *v && !isspace((unsigned char)*v) ? strtoll(v, &end, 10) : 0;
    if (!end || end == v || *end || errno == ERANGE || x < lo || x > hi) {
        fprintf(stderr, "%s %s: must be an integer in [%" PRId64 ", %" PRId64 "]\n", flag,
                v ? v : "(missing)", lo, hi);
        return 0;
    }
    *out = (int64_t)x;
    return 1;
}

/* arg_i64 for an int destination (lo, hi within int). */
static inline int arg_int(const char *flag, const char *v, int lo, int hi, int *out)
{
    int64_t x;
    if (!arg_i64(flag, v, lo, hi, &x)) return 0;
    *out = (int)x;
    return 1;
}

/* *out = the unsigned integer v of flag (a seed: any value of uint64, no sign). */
static inline int arg_u64(const char *flag, const char *v, uint64_t *out)
{
    char *end = NULL;
    errno = 0;
    unsigned long long x = v && isdigit((unsigned char)*v) ? strtoull(v, &end, 10) : 0;
    if (!end || end == v || *end || errno == ERANGE) {
        fprintf(stderr, "%s %s: must be an integer in [0, %" PRIu64 "]\n", flag,
                v ? v : "(missing)", UINT64_MAX);
        return 0;
    }
    *out = (uint64_t)x;
    return 1;
}

/* *out = the finite number v of flag, in [lo, hi], and > lo when lo_open. */
static inline int arg_f64(const char *flag, const char *v, double lo, double hi, int lo_open,
                          double *out)
{
    char *end = NULL;
    errno = 0;
    double x = v && *v && !isspace((unsigned char)*v) ? strtod(v, &end) : 0;
    if (!end || end == v || *end || errno == ERANGE || !isfinite(x) || x < lo || x > hi ||
        (lo_open && x == lo)) {
        fprintf(stderr, "%s %s: must be a number in %c%g, %g]\n", flag, v ? v : "(missing)",
                lo_open ? '(' : '[', lo, hi);
        return 0;
    }
    *out = x;
    return 1;
}

#endif
