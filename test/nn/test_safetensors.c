/* test_safetensors.c: the safetensors reader/writer (src/nn/safetensors.c):
 * round trips of every dtype and shape, files exchanged with the Python side
 * (test/nn/safetensors_io.py), malformed files (every truncation, random byte
 * flips, crafted headers) rejected with clear errors and no crash, and
 * checkpoints of compiled graphs (test_checkpoint part below). */
#define _POSIX_C_SOURCE 200809L /* popen, fork, kill */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char tmpdir[256];

/* A path for a scratch file of this process. */
static const char *scratch(const char *name)
{
    static char buf[4][512];
    static int k;
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", tmpdir, name);
    return buf[k];
}

/* The whole file in a malloc'd buffer. */
static unsigned char *slurp(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = (unsigned char *)malloc((size_t)n + 1);
    *size = fread(b, 1, (size_t)n, f);
    fclose(f);
    return b;
}

static int spit(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    int ok = fwrite(data, 1, size, f) == size;
    return fclose(f) == 0 && ok;
}

/* ---- round trip of every dtype and several shapes -------------------------- */

#define NT 10
static unsigned char payload[NT][512];

static void make_entries(nntile_safetensors_entry *e)
{
    static const struct {
        const char *name;
        nntile_dtype dtype;
        int ndim;
        int64_t shape[3];
    } spec[NT] = {
        {"layer.0.weight", NNTILE_FP32, 2, {3, 5}},   {"layer.0.bias", NNTILE_FP64, 1, {4}},
        {"half", NNTILE_FP16, 3, {2, 3, 2}},          {"brain", NNTILE_BF16, 2, {1, 7}},
        {"opt.step", NNTILE_INT64, 1, {1}},           {"ids", NNTILE_INT32, 2, {2, 2}},
        {"mask", NNTILE_BOOL, 1, {9}},                {"scalar", NNTILE_FP64, 0, {0}},
        {"empty", NNTILE_FP32, 2, {0, 3}},            {"fast", NNTILE_FP32_FAST_TF32, 1, {6}},
    };
    for (int i = 0; i < NT; ++i) {
        memset(&e[i], 0, sizeof e[i]);
        e[i].name = spec[i].name;
        e[i].dtype = spec[i].dtype;
        e[i].ndim = spec[i].ndim;
        for (int d = 0; d < spec[i].ndim; ++d) e[i].shape[d] = spec[i].shape[d];
        for (int b = 0; b < 512; ++b) payload[i][b] = (unsigned char)(b * 7 + i * 31 + 1);
        if (spec[i].dtype == NNTILE_BOOL)
            for (int b = 0; b < 512; ++b) payload[i][b] &= 1;
        e[i].data = payload[i];
    }
}

static size_t entry_bytes(const nntile_safetensors_entry *e)
{
    size_t n = nntile_dtype_size(e->dtype);
    for (int d = 0; d < e->ndim; ++d) n *= (size_t)e->shape[d];
    return n;
}

/* Every tensor of f equals the entries (names, dtypes, shapes, bytes). */
static int check_contents(nntile_safetensors *f, const nntile_safetensors_entry *e, int n)
{
    if (nntile_safetensors_count(f) != n) return 0;
    for (int i = 0; i < n; ++i) {
        int k = nntile_safetensors_find(f, e[i].name);
        nntile_safetensors_entry info;
        if (k < 0 || nntile_safetensors_info(f, k, &info) != NNTILE_OK) return 0;
        nntile_dtype stored = e[i].dtype == NNTILE_FP32_FAST_TF32 ? NNTILE_FP32 : e[i].dtype;
        if (strcmp(info.name, e[i].name) || info.dtype != stored || info.ndim != e[i].ndim)
            return 0;
        size_t count = 1;
        for (int d = 0; d < e[i].ndim; ++d) {
            if (info.shape[d] != e[i].shape[d]) return 0;
            count *= (size_t)e[i].shape[d];
        }
        unsigned char out[512 + 8];
        memset(out, 0xAB, sizeof out);
        if (nntile_safetensors_read(f, e[i].name, e[i].dtype, out, count) != NNTILE_OK) {
            fprintf(stderr, "  read '%s': %s\n", e[i].name, nntile_last_error());
            return 0;
        }
        size_t bytes = entry_bytes(&e[i]);
        if (memcmp(out, e[i].data, bytes) != 0 || out[bytes] != 0xAB) return 0;
    }
    return 1;
}

TEST(roundtrip_every_dtype)
{
    nntile_safetensors_entry e[NT];
    make_entries(e);
    const char *meta[] = {"format", "nntile", "note", "quote \" backslash \\ tab \t é"};
    const char *path = scratch("rt.safetensors");
    CHECK(nntile_safetensors_write_meta(path, NT, e, 2, meta) == NNTILE_OK, "%s",
          nntile_last_error());
    nntile_safetensors *f = nntile_safetensors_open(path);
    CHECK(f, "%s", nntile_last_error());
    int ok = check_contents(f, e, NT);
    const char *m1 = nntile_safetensors_metadata(f, "format");
    const char *m2 = nntile_safetensors_metadata(f, "note");
    int meta_ok = m1 && !strcmp(m1, "nntile") && m2 && !strcmp(m2, meta[3]) &&
                  !nntile_safetensors_metadata(f, "absent");
    /* wrong dtype and count are errors naming the tensor and both dtypes */
    double d[15];
    nntile_status st = nntile_safetensors_read(f, "layer.0.weight", NNTILE_FP64, d, 15);
    int dtype_err = st != NNTILE_OK && strstr(nntile_last_error(), "layer.0.weight") &&
                    strstr(nntile_last_error(), "fp32") && strstr(nntile_last_error(), "fp64");
    st = nntile_safetensors_read(f, "layer.0.weight", NNTILE_FP32, d, 14);
    int count_err = st != NNTILE_OK && strstr(nntile_last_error(), "15 elements");
    st = nntile_safetensors_read(f, "nope", NNTILE_FP32, d, 1);
    int name_err = st == NNTILE_ERR_NOT_FOUND && strstr(nntile_last_error(), "'nope'");
    nntile_safetensors_close(f);
    CHECK(ok, "contents differ after the round trip");
    CHECK(meta_ok, "metadata differ");
    CHECK(dtype_err && count_err && name_err, "read errors: %s", nntile_last_error());

    /* the same image from memory; every tensor's data aligned to its size */
    size_t size;
    unsigned char *img = slurp(path, &size);
    CHECK(img, "cannot read back %s", path);
    f = nntile_safetensors_open_memory(img, size);
    ok = f && check_contents(f, e, NT);
    nntile_safetensors_close(f);
    uint64_t hlen = 0;
    for (int i = 0; i < 8; ++i) hlen |= (uint64_t)img[i] << (8 * i);
    int aligned = (8 + hlen) % 8 == 0 && img[8] == '{';
    free(img);
    CHECK(ok, "memory image differs");
    CHECK(aligned, "data buffer not 8-byte aligned (header length %llu)",
          (unsigned long long)hlen);
    /* the temporary file is gone */
    char tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
    CHECK(access(tmp, F_OK) != 0, "%s left behind", tmp);
}

TEST(write_errors)
{
    nntile_safetensors_entry e[NT];
    make_entries(e);
    nntile_safetensors_entry dup[2] = {e[0], e[0]};
    CHECK(nntile_safetensors_write(scratch("dup.safetensors"), 2, dup) != NNTILE_OK &&
              strstr(nntile_last_error(), "layer.0.weight"), "duplicate: %s", nntile_last_error());
    nntile_safetensors_entry bad = e[0];
    bad.shape[1] = -2;
    CHECK(nntile_safetensors_write(scratch("neg.safetensors"), 1, &bad) != NNTILE_OK &&
              strstr(nntile_last_error(), "negative"), "negative: %s", nntile_last_error());
    bad = e[0];
    bad.name = "__metadata__";
    CHECK(nntile_safetensors_write(scratch("meta.safetensors"), 1, &bad) != NNTILE_OK,
          "reserved name accepted");
    bad = e[0];
    bad.data = NULL;
    CHECK(nntile_safetensors_write(scratch("null.safetensors"), 1, &bad) != NNTILE_OK,
          "NULL data accepted");
    /* a folder that does not exist: the error has the path and strerror */
    const char *p = scratch("no/such/dir/x.safetensors");
    CHECK(nntile_safetensors_write(p, NT, e) == NNTILE_ERR_RUNTIME &&
              strstr(nntile_last_error(), "no/such/dir") &&
              strstr(nntile_last_error(), strerror(ENOENT)), "missing dir: %s",
          nntile_last_error());
    /* an unwritable target (a folder in its place): temp removed, old kept */
    const char *d = scratch("adir.safetensors");
    mkdir(d, 0755);
    CHECK(nntile_safetensors_write(d, NT, e) != NNTILE_OK, "rename over a folder succeeded");
    char tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", d, (long)getpid());
    CHECK(access(tmp, F_OK) != 0, "%s left behind", tmp);
    rmdir(d);
    CHECK(nntile_safetensors_open(scratch("missing.safetensors")) == NULL &&
              strstr(nntile_last_error(), "missing.safetensors"), "open missing: %s",
          nntile_last_error());
}

/* ---- the Python side ----------------------------------------------------------- */

static const char *python(void)
{
    return access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3";
}

TEST(python_reads_nntile)
{
    float w[6] = {1.5f, -2.0f, 0.25f, 3.0f, -0.5f, 4.0f}; /* nntile [3, 2] = torch [2, 3] */
    int64_t step[1] = {12345};
    double b[3] = {0.125, -8.0, 1e-3};
    nntile_safetensors_entry e[3] = {
        {"w", NNTILE_FP32, 2, {3, 2}, w}, {"step", NNTILE_INT64, 1, {1}, step},
        {"b", NNTILE_FP64, 1, {3}, b}};
    const char *path = scratch("for_python.safetensors");
    const char *meta[] = {"format", "nntile"};
    CHECK(nntile_safetensors_write_meta(path, 3, e, 1, meta) == NNTILE_OK, "%s",
          nntile_last_error());
    char cmd[1024], out[4096] = "";
    snprintf(cmd, sizeof cmd, "%s test/nn/safetensors_io.py check %s 2>&1", python(), path);
    FILE *p = popen(cmd, "r");
    CHECK(p, "popen failed");
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int rc = pclose(p);
    CHECK(rc == 0, "python failed: %s", out);
    /* row-major shape reversed; sums exact in binary */
    CHECK(strstr(out, "w F32 [2, 3] 6.25\n") && strstr(out, "step I64 [1] 12345.0\n") &&
              strstr(out, "b F64 [3] -7.874\n") && strstr(out, "meta format nntile\n"),
          "python saw:\n%s", out);
}

TEST(nntile_reads_python)
{
    const char *path = scratch("from_python.safetensors");
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s test/nn/safetensors_io.py write %s", python(), path);
    CHECK(system(cmd) == 0, "%s failed", cmd);
    nntile_safetensors *f = nntile_safetensors_open(path);
    CHECK(f, "%s", nntile_last_error());
    float w[6], s;
    double b[4];
    int64_t step, idx[6];
    uint16_t h[2];
    unsigned char mask[3];
    nntile_safetensors_entry info;
    int k = nntile_safetensors_find(f, "w");
    int ok = k >= 0 && nntile_safetensors_info(f, k, &info) == NNTILE_OK && info.ndim == 2 &&
             info.shape[0] == 2 && info.shape[1] == 3; /* torch [3, 2] */
    ok = ok && !nntile_safetensors_read(f, "w", NNTILE_FP32, w, 6) &&
         !nntile_safetensors_read(f, "b", NNTILE_FP64, b, 4) &&
         !nntile_safetensors_read(f, "step", NNTILE_INT64, &step, 1) &&
         !nntile_safetensors_read(f, "idx", NNTILE_INT64, idx, 6) &&
         !nntile_safetensors_read(f, "h", NNTILE_FP16, h, 2) &&
         !nntile_safetensors_read(f, "mask", NNTILE_BOOL, mask, 3) &&
         !nntile_safetensors_read(f, "scalar", NNTILE_FP32, &s, 1);
    const char *fmt = nntile_safetensors_metadata(f, "format");
    int fmt_ok = fmt && !strcmp(fmt, "python");
    nntile_safetensors_close(f);
    CHECK(ok, "%s", nntile_last_error());
    CHECK(fmt_ok, "metadata");
    for (int i = 0; i < 6; ++i) {
        CHECK(w[i] == (float)(i * 0.5 - 1), "w[%d]=%g", i, w[i]);
        CHECK(idx[i] == i - 3, "idx[%d]=%lld", i, (long long)idx[i]);
    }
    for (int i = 0; i < 4; ++i) CHECK(b[i] == i * 0.25, "b[%d]=%g", i, b[i]);
    nntile_fp16 h0 = {h[0]}, h1 = {h[1]};
    CHECK(step == 42 && s == 7.0f && nntile_fp16_to_float(h0) == 1.5f &&
              nntile_fp16_to_float(h1) == -2.0f && mask[0] == 1 && mask[1] == 0 && mask[2] == 1,
          "step=%lld s=%g", (long long)step, s);
}

/* nntile -> torch (torch.frombuffer) -> nntile: torch sees the reversed shape
 * and the same element order; 2 t + 1 comes back in nntile's layout. */
static void torch_interop(void)
{
    if (system(HARNESS_PY " -c 'import torch' >/dev/null 2>&1") != 0) {
        printf("SKIP torch_interop (no torch for " HARNESS_PY ")\n");
        return;
    }
    harness_case_failed = 0;
    float w[6] = {1.5f, -2.0f, 0.25f, 3.0f, -0.5f, 4.0f}; /* nntile [3, 2] = torch [2, 3] */
    int64_t step[1] = {41};
    double b[3] = {0.125, -8.0, 1e-3};
    nntile_safetensors_entry e[3] = {
        {"w", NNTILE_FP32, 2, {3, 2}, w}, {"step", NNTILE_INT64, 1, {1}, step},
        {"b", NNTILE_FP64, 1, {3}, b}};
    const char *in = scratch("to_torch.safetensors"), *out = scratch("from_torch.safetensors");
    char cmd[1200], text[4096] = "";
    float w2[6];
    int64_t s2 = 0;
    double b2[3];
    nntile_safetensors *f = NULL;
    int ok = nntile_safetensors_write(in, 3, e) == NNTILE_OK;
    snprintf(cmd, sizeof cmd, HARNESS_PY " test/nn/safetensors_io.py torch %s %s 2>&1", in,
             out);
    FILE *p = ok ? popen(cmd, "r") : NULL;
    if (p) {
        size_t n = fread(text, 1, sizeof text - 1, p);
        text[n] = 0;
        ok = pclose(p) == 0;
    }
    printf("%s", text);
    /* torch's w[1, 0] is nntile's w(0, 1) = w[3] */
    ok = ok && strstr(text, "w [2, 3] torch.float32 first=[1.5] t[1,0]=3.0");
    ok = ok && (f = nntile_safetensors_open(out)) &&
         !nntile_safetensors_read(f, "w", NNTILE_FP32, w2, 6) &&
         !nntile_safetensors_read(f, "step", NNTILE_INT64, &s2, 1) &&
         !nntile_safetensors_read(f, "b", NNTILE_FP64, b2, 3);
    nntile_safetensors_close(f);
    for (int i = 0; ok && i < 6; ++i) ok = w2[i] == 2 * w[i] + 1;
    for (int i = 0; ok && i < 3; ++i) ok = b2[i] == 2 * b[i] + 1;
    ok = ok && s2 == 42;
    if (!ok) printf("  torch round trip failed: %s\n", nntile_last_error());
    harness_failed_cases += !ok;
    printf("%s torch_interop\n", ok ? "PASS" : "FAIL");
}

/* ---- malformed files ---------------------------------------------------------- */

/* A file image: length, header text, then datalen bytes of data. */
static unsigned char *image(const char *header, size_t datalen, size_t *size)
{
    size_t h = strlen(header);
    *size = 8 + h + datalen;
    unsigned char *b = (unsigned char *)calloc(1, *size + 1);
    for (int i = 0; i < 8; ++i) b[i] = (unsigned char)((uint64_t)h >> (8 * i));
    memcpy(b + 8, header, h);
    return b;
}

static int verbose_errors = 1; /* print each crafted header's error */

/* The image is rejected with an error that names (memory) and holds needle. */
static int rejected(const unsigned char *b, size_t size, const char *needle)
{
    nntile_clear_error();
    nntile_safetensors *f = nntile_safetensors_open_memory(b, size);
    if (f) {
        nntile_safetensors_close(f);
        if (needle) fprintf(stderr, "  accepted (wanted an error with \"%s\")\n", needle);
        return 0;
    }
    const char *msg = nntile_last_error();
    if (!strstr(msg, "(memory)") || (needle && !strstr(msg, needle))) {
        fprintf(stderr, "  error \"%s\" lacks \"%s\"\n", msg, needle ? needle : "(memory)");
        return 0;
    }
    return 1;
}

static int rejected_header(const char *header, size_t datalen, const char *needle)
{
    size_t size;
    unsigned char *b = image(header, datalen, &size);
    int r = rejected(b, size, needle);
    free(b);
    if (r && verbose_errors) printf("  %s\n", nntile_last_error());
    if (!r && needle) fprintf(stderr, "  header: %s\n", header);
    return r;
}

#define T1 "\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}"

TEST(crafted_headers_rejected)
{
    static const struct {
        const char *header;
        size_t datalen;
        const char *needle;
    } cases[] = {
        {"{" T1, 8, "byte 53 (line 1, column 54): expected ',' or '}'"}, /* unclosed */
        {"{" T1 ",}", 8, "expected a key"},                   /* trailing comma */
        {"[1]", 0, "expected an object"},                     /* not an object */
        {"{\"a\":{\"dtype\":\"F33\",\"shape\":[2],\"data_offsets\":[0,8]}}", 8, "F33"},
        {"{\"a\":{\"dtype\":\"f32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 8, "dtype"},
        {"{\"a\":{\"dtype\":4,\"shape\":[2],\"data_offsets\":[0,8]}}", 8, "dtype"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", 8, "need 12"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[-2],\"data_offsets\":[0,8]}}", 8, "outside"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1.5],\"data_offsets\":[0,8]}}", 8, "integer"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1,1,1,1,1,1,1,1,2],\"data_offsets\":[0,8]}}", 8,
         "9 dims"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4611686018427387904,4],\"data_offsets\":[0,8]}}",
         8, "overflows int64"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4611686018427387904,4,0],\"data_offsets\":[0,0]}}",
         0, "overflows int64"}, /* empty, but its extents' product overflows */
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 4, "not within"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[8,0]}}", 8, "not within"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0]}}", 8, "not 2"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,99999999999999999999]}}",
         8, "uint64"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2]}}", 8, "missing key \"data_offsets\""},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8],\"x\":1}}", 8,
         "unknown key"},
        {"{" T1 ",\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}", 12,
         "overlap"},
        {"{" T1 ",\"b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[12,16]}}", 16, "gap"},
        {"{" T1 "}", 12, "ends at byte 8 of the data buffer but the file has 12"},
        {"{" T1 "," T1 "}", 16, "duplicate key \"a\""},
        {"{\"__metadata__\":{\"k\":1}," T1 "}", 8, "a string"},
        {"{\"__metadata__\":{},\"__metadata__\":{}," T1 "}", 8, "duplicate"},
        {"{\"__metadata__\":{\"k\":\"v\",\"k\":\"w\"}," T1 "}", 8, "duplicate key"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}} x", 8, "unexpected"},
        {"", 0, "expected a value"},
        {"{\"\\ud800\":1}", 0, "surrogate"},
        {"{\"a\x01\":1}", 0, "control character"},
    };
    int n = (int)(sizeof cases / sizeof *cases);
    for (int i = 0; i < n; ++i) {
        CHECK(rejected_header(cases[i].header, cases[i].datalen, cases[i].needle), "case %d", i);
    }
    verbose_errors = 0;
    /* header padding with spaces is allowed; an empty header {} too */
    CHECK(!rejected_header("{" T1 "}    ", 8, NULL), "padded header rejected: %s",
          nntile_last_error());
    CHECK(!rejected_header("{}", 0, NULL), "empty header rejected");
    /* header lengths: beyond the file, beyond the limit, 2^63, file < 8 bytes */
    size_t size;
    unsigned char *b = image("{" T1 "}", 8, &size);
    uint64_t lens[] = {size - 8 + 1, (uint64_t)101 << 20, (uint64_t)1 << 63, UINT64_MAX};
    const char *needles[] = {"truncated", "limit", "limit", "limit"};
    for (int i = 0; i < 4; ++i) {
        for (int k = 0; k < 8; ++k) b[k] = (unsigned char)(lens[i] >> (8 * k));
        CHECK(rejected(b, size, needles[i]), "header length %llu", (unsigned long long)lens[i]);
    }
    CHECK(rejected(b, 7, "fewer than the 8"), "7-byte file");
    free(b);
}

/* A valid small file's image, written by nntile. */
static unsigned char *small_image(size_t *size)
{
    nntile_safetensors_entry e[NT];
    make_entries(e);
    const char *meta[] = {"format", "nntile"};
    const char *path = scratch("small.safetensors");
    if (nntile_safetensors_write_meta(path, 4, e + 3, 1, meta) != NNTILE_OK) return NULL;
    return slurp(path, size);
}

TEST(every_truncation_rejected)
{
    size_t size;
    unsigned char *full = small_image(&size);
    CHECK(full, "%s", nntile_last_error());
    int bad = 0;
    for (size_t len = 0; len < size; ++len) {
        unsigned char *b = (unsigned char *)malloc(len + 1); /* exact size: ASan sees overreads */
        memcpy(b, full, len);
        if (!rejected(b, len, NULL)) ++bad;
        free(b);
    }
    /* and as files on disk, every 7th prefix */
    for (size_t len = 0; len < size; len += 7) {
        const char *p = scratch("trunc.safetensors");
        spit(p, full, len);
        nntile_safetensors *f = nntile_safetensors_open(p);
        if (f || !strstr(nntile_last_error(), "trunc.safetensors")) ++bad;
        nntile_safetensors_close(f);
    }
    printf("  %zu prefixes of a %zu-byte file rejected\n", size, size);
    free(full);
    CHECK(bad == 0, "%d truncated files accepted", bad);
}

TEST(random_byte_flips)
{
    size_t size;
    unsigned char *full = small_image(&size);
    CHECK(full, "%s", nntile_last_error());
    uint64_t hlen = 0;
    for (int i = 0; i < 8; ++i) hlen |= (uint64_t)full[i] << (8 * i);
    unsigned long long rng = 12345;
    int accepted = 0, rejected_n = 0, bad = 0, trials = 20000;
    for (int t = 0; t < trials; ++t) {
        unsigned char *b = (unsigned char *)malloc(size);
        memcpy(b, full, size);
        int nflips = 1 + t % 3, header_hit = 0;
        for (int k = 0; k < nflips; ++k) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            size_t at = (size_t)((rng >> 33) % size);
            unsigned char v = (unsigned char)(rng >> 20);
            if (v == b[at]) v ^= 0x5A;
            b[at] = v;
            header_hit |= at < 8 + hlen;
        }
        nntile_safetensors *f = nntile_safetensors_open_memory(b, size);
        if (f) {
            ++accepted;
            /* whatever opened reads without error or crash */
            for (int i = 0; i < nntile_safetensors_count(f); ++i) {
                nntile_safetensors_entry info;
                static unsigned char out[1 << 16];
                nntile_safetensors_info(f, i, &info);
                size_t count = 1;
                for (int d = 0; d < info.ndim; ++d) count *= (size_t)info.shape[d];
                if (count * nntile_dtype_size(info.dtype) > sizeof out ||
                    nntile_safetensors_read(f, info.name, info.dtype, out, count) != NNTILE_OK)
                    ++bad;
            }
            nntile_safetensors_close(f);
        } else {
            ++rejected_n;
            if (!header_hit || !strstr(nntile_last_error(), "(memory)")) ++bad;
        }
        free(b);
    }
    printf("  %d flipped files: %d rejected, %d accepted (data or harmless header bytes)\n",
           trials, rejected_n, accepted);
    free(full);
    CHECK(bad == 0, "%d inconsistent outcomes", bad);
    CHECK(rejected_n > trials / 4, "only %d rejected", rejected_n);
}

/* ---- checkpoints of compiled graphs ------------------------------------------- */

enum { CB = 8, CD = 4, CH = 6 };
static double CX[CB * CD], CT[CB], CW1[CD * CH], CW2[CH];
static int64_t ctile; /* default tile of the compile */

/* What the training graph varies for the error cases. */
typedef struct ckpt_variant {
    nntile_dtype dtype; /* of w1 and its state */
    int64_t hidden;     /* w1 [CD, hidden] */
    int extra_param;    /* a parameter "extra" the checkpoint lacks */
    int no_adam;        /* w1 trained by sgd: the file's m1/v1 are extra */
} ckpt_variant;

/* An MLP regression with adam on w1 and sgd (momentum) on w2; fp64. */
static nntile_graph *ckpt_graph(const ckpt_variant *v)
{
    nntile_graph *g = nntile_graph_new("ckpt_mlp");
    int64_t xs[2] = {CB, CD}, ts[2] = {CB, 1}, w1s[2] = {CD, v->hidden}, w2s[2] = {v->hidden, 1};
    int64_t one[1] = {1};
    nntile_node *x = nntile_graph_input(g, "x", v->dtype, 2, xs);
    nntile_node *t = nntile_graph_input(g, "t", v->dtype, 2, ts);
    nntile_node *w1 = nntile_graph_parameter(g, "w1", v->dtype, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", v->dtype, 2, w2s);
    nntile_node *y = nntile_gemm(nntile_gelu(nntile_gemm(x, w1, "h", 1.0, 0, 0, 1, 0), "a"), w2,
                                 "y", 1.0, 0, 0, 1, 0);
    if (v->extra_param) {
        nntile_node *extra = nntile_graph_parameter(g, "extra", v->dtype, 2, ts);
        y = nntile_add(1.0, y, 1.0, extra, "y2");
    }
    nntile_node *e = nntile_add(1.0, y, -1.0, t, "e");
    nntile_node *loss = nntile_gemm(e, e, "loss", 1.0 / CB, 1, 0, 2, 0);
    nntile_node_mark_output(loss);
    if (nntile_graph_backward(g, loss, NULL) != NNTILE_OK) return g;
    nntile_node *s1 = nntile_graph_tensor_ex(g, "w1.step", NNTILE_INT64, 1, one, NNTILE_PERSISTENT);
    nntile_node *s2 = nntile_graph_tensor_ex(g, "w2.step", NNTILE_INT64, 1, one, NNTILE_PERSISTENT);
    nntile_node *m1 = nntile_graph_tensor_ex(g, "w1.m", v->dtype, 2, w1s, NNTILE_PERSISTENT);
    if (v->no_adam) {
        nntile_sgd_step(w1, nntile_node_grad(w1), m1, s1, 0.9, 0.05, 0, 0, 0);
    } else {
        nntile_node *v1 = nntile_graph_tensor_ex(g, "w1.v", v->dtype, 2, w1s, NNTILE_PERSISTENT);
        nntile_adam_step(w1, nntile_node_grad(w1), m1, v1, s1, 0.9, 0.999, 1e-8, 0.01, 0.0);
    }
    nntile_node *v2 = nntile_graph_tensor_ex(g, "w2.velocity", v->dtype, 2, w2s,
                                             NNTILE_PERSISTENT);
    nntile_sgd_step(w2, nntile_node_grad(w2), v2, s2, 0.9, 0.02, 0.01, 0, 0);
    return g;
}

static const ckpt_variant ckpt_base = {NNTILE_FP64, CH, 0, 0};

/* Compiles a variant; binds the data (and, unless skip_params, the weights). */
static nntile_compiled *ckpt_compile(const ckpt_variant *v, int skip_params)
{
    nntile_graph *g = ckpt_graph(v);
    if (nntile_graph_error(g)) {
        printf("  graph: %s\n", nntile_graph_error(g));
        nntile_graph_free(g);
        return NULL;
    }
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = ctile;
    nntile_compiled *c = nntile_compile(g, &cfg);
    nntile_graph_free(g);
    if (!c) {
        printf("  compile: %s\n", nntile_last_error());
        return NULL;
    }
    if (v->dtype != NNTILE_FP64) return c; /* only checked by load, never run */
    nntile_status st = nntile_compiled_bind(c, "x", CX, CB * CD);
    if (!st) st = nntile_compiled_bind(c, "t", CT, CB);
    skip_params |= v->hidden != CH; /* other shapes: zeros */
    if (!st && !skip_params) st = nntile_compiled_bind(c, "w1", CW1, CD * CH);
    if (!st && !skip_params) st = nntile_compiled_bind(c, "w2", CW2, CH);
    if (st) {
        printf("  bind: %s\n", nntile_last_error());
        nntile_compiled_free(c);
        return NULL;
    }
    return c;
}

/* Executes n steps; losses into out[0..n). */
static int ckpt_run(nntile_compiled *c, int n, double *out)
{
    for (int i = 0; i < n; ++i)
        if (nntile_compiled_execute(c) || nntile_compiled_get(c, "loss", &out[i], 1)) {
            printf("  execute: %s\n", nntile_last_error());
            return 0;
        }
    return 1;
}

/* The trained weights, optimizer state and step counters. */
typedef struct ckpt_state {
    double w1[CD * CH], m1[CD * CH], v2[CH];
    int64_t s1, s2;
} ckpt_state;

static int ckpt_get_state(nntile_compiled *c, ckpt_state *s)
{
    memset(s, 0, sizeof *s);
    return !nntile_compiled_get(c, "w1", s->w1, CD * CH) &&
           !nntile_compiled_get(c, "w1.m", s->m1, CD * CH) &&
           !nntile_compiled_get(c, "w2.velocity", s->v2, CH) &&
           !nntile_compiled_get(c, "w1.step", &s->s1, 1) &&
           !nntile_compiled_get(c, "w2.step", &s->s2, 1);
}

/* Train 3 steps, save (right after execute, no wait), train 3 more; a fresh
 * compile loads the checkpoint and trains 3 steps: the same losses, weights,
 * optimizer state and step counters, bit for bit. */
TEST(checkpoint_resume_identical)
{
    const char *path = scratch("ckpt.safetensors");
    nntile_compiled *c = ckpt_compile(&ckpt_base, 0);
    CHECK(c, "compile");
    double warm[3], a[3], b[3];
    CHECK(ckpt_run(c, 3, warm), "run");
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_checkpoint_save(c, path) == NNTILE_OK, "save: %s", nntile_last_error());
    double l4;
    CHECK(nntile_compiled_get(c, "loss", &l4, 1) == 0, "%s", nntile_last_error());
    CHECK(ckpt_run(c, 3, a), "run");
    ckpt_state as;
    CHECK(ckpt_get_state(c, &as), "%s", nntile_last_error());
    nntile_compiled_free(c);
    CHECK(as.s1 == 7 && as.s2 == 7, "step counters %lld %lld after 7 steps", (long long)as.s1,
          (long long)as.s2);

    /* what the file holds: every persistent tensor but gradients */
    nntile_safetensors *f = nntile_safetensors_open(path);
    CHECK(f, "%s", nntile_last_error());
    static const char *const want[] = {"w1", "w2", "w1.m", "w1.v", "w2.velocity", "w1.step",
                                       "w2.step"};
    int have = 0;
    for (int i = 0; i < 7; ++i) have += nntile_safetensors_find(f, want[i]) >= 0;
    int64_t step = -1;
    nntile_safetensors_read(f, "w1.step", NNTILE_INT64, &step, 1);
    const char *fmt = nntile_safetensors_metadata(f, "format");
    const char *gname = nntile_safetensors_metadata(f, "graph");
    int meta_ok = fmt && !strcmp(fmt, "nntile") && gname && !strcmp(gname, "ckpt_mlp");
    int count = nntile_safetensors_count(f);
    nntile_safetensors_close(f);
    CHECK(have == 7 && count == 7, "file holds %d of 7 wanted tensors, %d in all", have, count);
    CHECK(step == 4, "saved step counter %lld (4 executions before the save)", (long long)step);
    CHECK(meta_ok, "metadata");

    /* a fresh compile: x and t bound, weights and state only from the file */
    c = ckpt_compile(&ckpt_base, 1);
    CHECK(c, "compile 2");
    CHECK(nntile_checkpoint_load(c, path) == NNTILE_OK, "load: %s", nntile_last_error());
    CHECK(ckpt_run(c, 3, b), "run 2");
    ckpt_state bs;
    CHECK(ckpt_get_state(c, &bs), "%s", nntile_last_error());
    nntile_compiled_free(c);
    printf("  losses %.6g %.6g %.6g | %.6g -> resumed %.6g %.6g %.6g (uninterrupted %.6g %.6g "
           "%.6g)\n", warm[0], warm[1], warm[2], l4, b[0], b[1], b[2], a[0], a[1], a[2]);
    CHECK(!memcmp(a, b, sizeof a), "losses differ after resuming");
    CHECK(!memcmp(&as, &bs, sizeof as), "weights or optimizer state differ after resuming");
    CHECK(a[2] < 0.7 * warm[0], "the loss falls: %g -> %g", warm[0], a[2]);
}

/* Shape, dtype, missing and extra tensors: errors naming the tensor; a
 * failed load leaves the graph's tensors unchanged. */
TEST(checkpoint_mismatch_errors)
{
    const char *path = scratch("ckpt_err.safetensors");
    nntile_compiled *c = ckpt_compile(&ckpt_base, 0);
    CHECK(c, "compile");
    CHECK(nntile_checkpoint_save(c, path) == NNTILE_OK, "save before any execute: %s",
          nntile_last_error());
    nntile_compiled_free(c);
    static const struct {
        ckpt_variant v;
        unsigned flags;
        const char *needle[3];
    } cases[] = {
        {{NNTILE_FP64, CH + 1, 0, 0}, 0, {"tensor 'w1' has shape [4, 6] in the file but [4, 7]",
                                          "ckpt_err.safetensors", NULL}},
        {{NNTILE_FP32, CH, 0, 0}, 0, {"tensor 'w1' is fp64 in the file but fp32", NULL, NULL}},
        {{NNTILE_FP64, CH, 1, 0}, 0, {"the file has no tensor 'extra'", "parameter", NULL}},
        {{NNTILE_FP64, CH, 0, 1}, 0, {"tensor 'w1.v' of the file is no persistent tensor",
                                      "IGNORE_EXTRA", NULL}},
    };
    for (int i = 0; i < 4; ++i) {
        c = ckpt_compile(&cases[i].v, 0);
        CHECK(c, "compile case %d", i);
        double before[CH + 1], after[CH + 1];
        int run = cases[i].v.dtype == NNTILE_FP64;
        if (run) nntile_compiled_get(c, "w2", before, (size_t)cases[i].v.hidden);
        nntile_status st = nntile_checkpoint_load(c, path);
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", nntile_last_error());
        int unchanged = 1;
        if (run) {
            nntile_compiled_get(c, "w2", after, (size_t)cases[i].v.hidden);
            unchanged = !memcmp(before, after, (size_t)cases[i].v.hidden * sizeof(double));
        }
        nntile_compiled_free(c);
        printf("  %s\n", msg);
        CHECK(st != NNTILE_OK, "case %d loaded", i);
        for (int k = 0; k < 3; ++k)
            CHECK(!cases[i].needle[k] || strstr(msg, cases[i].needle[k]), "case %d: \"%s\" "
                  "lacks \"%s\"", i, msg, cases[i].needle[k]);
        CHECK(unchanged, "case %d: a failed load changed w2", i);
    }
    /* the options: extra tensors skipped; missing ones keep their values */
    ckpt_variant extra = {NNTILE_FP64, CH, 1, 0}, sgd = {NNTILE_FP64, CH, 0, 1};
    c = ckpt_compile(&extra, 0);
    CHECK(c, "compile");
    nntile_status st = nntile_checkpoint_load_ex(c, path, NNTILE_CHECKPOINT_PARTIAL);
    nntile_compiled_free(c);
    CHECK(st == NNTILE_OK, "PARTIAL: %s", nntile_last_error());
    c = ckpt_compile(&sgd, 0);
    CHECK(c, "compile");
    st = nntile_checkpoint_load_ex(c, path, NNTILE_CHECKPOINT_IGNORE_EXTRA);
    nntile_compiled_free(c);
    CHECK(st == NNTILE_OK, "IGNORE_EXTRA: %s", nntile_last_error());
    /* a damaged checkpoint: the error names the file */
    size_t size;
    unsigned char *img = slurp(path, &size);
    CHECK(img, "read back");
    spit(path, img, size - 3);
    free(img);
    c = ckpt_compile(&ckpt_base, 0);
    CHECK(c, "compile");
    st = nntile_checkpoint_load(c, path);
    nntile_compiled_free(c);
    CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "ckpt_err.safetensors"),
          "truncated checkpoint: %s", nntile_last_error());
    printf("  %s\n", nntile_last_error());
}

/* The compiled-graph API under checkpoints: enumeration and set. */
TEST(compiled_tensor_api)
{
    nntile_compiled *c = ckpt_compile(&ckpt_base, 0);
    CHECK(c, "compile");
    int n = nntile_compiled_num_tensors(c), persistent = 0, grads = 0;
    nntile_compiled_tensor_desc d;
    for (int i = 0; i < n; ++i) {
        CHECK(nntile_compiled_tensor_info(c, i, &d) == NNTILE_OK, "%s", nntile_last_error());
        persistent += (d.flags & NNTILE_PERSISTENT) && d.role != NNTILE_ROLE_GRADIENT;
        grads += d.role == NNTILE_ROLE_GRADIENT;
        if (!strcmp(d.name, "w1"))
            CHECK(d.role == NNTILE_ROLE_PARAMETER && d.ndim == 2 && d.shape[0] == CD &&
                  d.shape[1] == CH && d.dtype == NNTILE_FP64 && d.has_data, "w1 desc");
        CHECK(nntile_compiled_tensor_find(c, d.name) == i, "find '%s' is not %d", d.name, i);
        const nntile_tensor *t = nntile_compiled_tensor(c, d.name);
        for (int k = 0; k < d.ndim; ++k)
            CHECK(t ? d.grid[k] == t->grid[k] &&
                          d.tile_shape[k] == nntile_tensor_tile_extent(t, k, 0)
                    : d.grid[k] == 0 && d.tile_shape[k] == 0,
                  "'%s' dim %d: grid %lld, tile %lld", d.name, k, (long long)d.grid[k],
                  (long long)d.tile_shape[k]);
    }
    CHECK(nntile_compiled_tensor_find(c, "no_such") == -1 &&
              strstr(nntile_last_error(), "'no_such'"), "find of an unknown name: %s",
          nntile_last_error());
    CHECK(persistent == 7 && grads >= 2, "%d persistent, %d gradients", persistent, grads);
    CHECK(nntile_compiled_tensor_info(c, n, &d) != NNTILE_OK, "index n accepted");
    int64_t seven = 7, got = 0;
    CHECK(nntile_compiled_set(c, "w1.step", &seven, 1) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "w1.step", &got, 1) == NNTILE_OK && got == 7, "got %lld",
          (long long)got);
    double h[CB * CH];
    CHECK(nntile_compiled_set(c, "h", h, CB * CH) != NNTILE_OK &&
              strstr(nntile_last_error(), "'h'"), "set of an intermediate: %s",
          nntile_last_error());
    CHECK(nntile_compiled_set(c, "w1.step", &seven, 2) != NNTILE_OK, "wrong count accepted");
    CHECK(!strcmp(nntile_compiled_name(c), "ckpt_mlp"), "name");
    nntile_compiled_free(c);
}

/* ---- SIGKILL during saves ------------------------------------------------------ */

enum { KILL_N = 1 << 18 }; /* a: fp32, b: fp64: 3 MiB per file */
static float kill_a[KILL_N];
static double kill_b[KILL_N];

static nntile_status save_version(const char *path, int64_t v)
{
    for (int i = 0; i < KILL_N; ++i) {
        kill_a[i] = (float)v;
        kill_b[i] = (double)v;
    }
    nntile_safetensors_entry e[3] = {{"a", NNTILE_FP32, 2, {512, KILL_N / 512}, kill_a},
                                     {"b", NNTILE_FP64, 1, {KILL_N}, kill_b},
                                     {"version", NNTILE_INT64, 1, {1}, &v}};
    return nntile_safetensors_write(path, 3, e);
}

/* The file holds one complete version: every element equals "version". */
static int64_t check_version(const char *path)
{
    nntile_safetensors *f = nntile_safetensors_open(path);
    int64_t v = -1;
    int ok = f && !nntile_safetensors_read(f, "version", NNTILE_INT64, &v, 1) &&
             !nntile_safetensors_read(f, "a", NNTILE_FP32, kill_a, KILL_N) &&
             !nntile_safetensors_read(f, "b", NNTILE_FP64, kill_b, KILL_N);
    for (int i = 0; ok && i < KILL_N; ++i) ok = kill_a[i] == (float)v && kill_b[i] == (double)v;
    if (!ok) printf("  %s: %s\n", path, f ? "mixed versions" : nntile_last_error());
    nntile_safetensors_close(f);
    return ok ? v : -1;
}

/* A child saves versions of a 3 MiB file to one path in a loop; it is killed
 * with SIGKILL at random moments, 100 times; each time the file loads and
 * holds one complete version, never older than the one before. */
TEST(sigkill_during_save)
{
    const char *path = scratch("killed.safetensors");
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    CHECK(save_version(path, 0) == NNTILE_OK, "%s", nntile_last_error());
    clock_gettime(CLOCK_MONOTONIC, &t1);
    /* kill within 0 to 3 save times (the disk may be slow): most children
     * finish some saves, and most kills hit a save under way */
    long save_ns = (t1.tv_sec - t0.tv_sec) * 1000000000L + (t1.tv_nsec - t0.tv_nsec);
    long window = 3 * save_ns + 1000000;
    unsigned long long rng = 777;
    int64_t last = 0, versions = 0, leftovers = 0;
    const int kills = 100;
    for (int k = 0; k < kills; ++k) {
        fflush(stdout);
        pid_t pid = fork();
        CHECK(pid >= 0, "fork: %s", strerror(errno));
        if (pid == 0) {
            for (int64_t v = (int64_t)(k + 1) * 1000000 + 1;; ++v)
                if (save_version(path, v) != NNTILE_OK) _exit(3);
        }
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        long delay = (long)((rng >> 20) % (unsigned long long)window);
        struct timespec ts = {delay / 1000000000L, delay % 1000000000L};
        nanosleep(&ts, NULL);
        kill(pid, SIGKILL);
        int status;
        waitpid(pid, &status, 0);
        CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, "child ended by itself "
              "(status %d)", status);
        int64_t v = check_version(path);
        CHECK(v >= 0, "kill %d: the file does not load as one version", k);
        CHECK(v >= last, "kill %d: version %lld older than %lld", k, (long long)v,
              (long long)last);
        versions += v != last;
        last = v;
        char tmp[600];
        snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)pid);
        leftovers += remove(tmp) == 0; /* a killed save leaves its temporary file */
    }
    printf("  %d kills within %.1f ms (3 saves): the file loaded every time; %lld new versions "
           "seen, %lld temporary files of killed saves removed\n", kills, window / 1e6,
           (long long)versions, (long long)leftovers);
    CHECK(versions > kills / 10, "only %lld saves completed", (long long)versions);
    CHECK(leftovers > 0, "no save was ever interrupted");
}

static void run_file_tests(void)
{
    RUN(roundtrip_every_dtype);
    RUN(write_errors);
    RUN(python_reads_nntile);
    RUN(nntile_reads_python);
    torch_interop();
    RUN(crafted_headers_rejected);
    RUN(every_truncation_rejected);
    RUN(random_byte_flips);
    RUN(sigkill_during_save); /* before any runtime starts: fork is safe */
}

int main(void)
{
    const char *build = getenv("BUILD");
    snprintf(tmpdir, sizeof tmpdir, "%s/test_safetensors.%ld", build ? build : "build",
             (long)getpid());
    mkdir(build ? build : "build", 0755);
    if (mkdir(tmpdir, 0755) != 0) {
        printf("FAIL mkdir %s: %s\n", tmpdir, strerror(errno));
        return 1;
    }
    run_file_tests();
    for (int i = 0; i < CB * CD; ++i) CX[i] = 2 * harness_uniform();
    for (int i = 0; i < CB; ++i) CT[i] = harness_uniform();
    for (int i = 0; i < CD * CH; ++i) CW1[i] = 0.7 * harness_uniform();
    for (int i = 0; i < CH; ++i) CW2[i] = 0.7 * harness_uniform();
    static const int64_t tiles[] = {0, 3};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int t = 0; t < 2; ++t) {
            char label[64];
            ctile = tiles[t];
            snprintf(label, sizeof label, "%s tile %lld", test_backends[b].name, (long long)ctile);
            RUN_AS(checkpoint_resume_identical, label);
        }
        RUN_AS(checkpoint_mismatch_errors, test_backends[b].name);
        RUN_AS(compiled_tensor_api, test_backends[b].name);
        nntile_shutdown();
    }
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (!harness_failed_cases && system(cmd) != 0) printf("  could not remove %s\n", tmpdir);
    HARNESS_EXIT();
}
