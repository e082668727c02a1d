/* GENERATED from kernels/attention.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 62 "kernels/attention.c"
static inline void nntile__sdpa_masked_fp32(int first, int64_t head, float *l, float *ai)
{
    if (!first) return;
    *l = nntile__store_fp32(-(float)INFINITY);
    for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_fp32((float)0);
}
static inline float nntile__sdpa_merge_fp32(int first, float tile_lse, float *l, float *keep)
{
    float old = first ? -(float)INFINITY : nntile__load_fp32(*l);
    *l = nntile__store_fp32(nntile__logaddexpf(old, tile_lse));
    float lse_new = nntile__load_fp32(*l);
    *keep = nntile__sdpa_keepf(first, old, lse_new);
    return lse_new;
}
static inline float nntile__sdpa_dot_fp32(int64_t n, const float *x, const float *y)
{
    float d = 0;
    for (int64_t h = 0; h < n; ++h) d += nntile__load_fp32(x[h]) * nntile__load_fp32(y[h]);
    return d;
}
static void nntile__sdpa_scalar_fp32(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const float *q, const float *k, const float *v,
    float *lse, float *a)
{
    float *s = (float *)malloc((size_t)(nkv + head) * sizeof(float));
    if (!s) { // no way to report from a task: make the failure visible
        for (int64_t i = 0; i < head * nq * batch; ++i) a[i] = nntile__store_fp32(NAN);
        return;
    }
    float *acc = s + nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const float *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv;
        float *ab = a + b * head * nq, *lb = lse + b * nq;
        for (int64_t i = 0; i < nq; ++i) {
            const float *qi = qb + i * head;
            float *ai = ab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            if (jend <= 0) {
                nntile__sdpa_masked_fp32(first, head, lb + i, ai);
                continue;
            }
            float mx = -(float)INFINITY;
            for (int64_t j = 0; j < jend; ++j) {
                const float *kj = kb + j * head;
                s[j] = scale * nntile__sdpa_dot_fp32(head, qi, kj);
                if (s[j] > mx) mx = s[j];
            }
            float sum = 0;
            for (int64_t j = 0; j < jend; ++j) sum += expf(s[j] - mx);
            float keep, lse_new =
                nntile__sdpa_merge_fp32(first, mx + logf(sum), lb + i, &keep);
            for (int64_t h = 0; h < head; ++h)
                acc[h] = NNTILE__SDPA_KEPT(float, keep, nntile__load_fp32(ai[h]));
            for (int64_t j = 0; j < jend; ++j) {
                const float *vj = vb + j * head;
                float w = expf(s[j] - lse_new);
                for (int64_t h = 0; h < head; ++h) acc[h] += w * nntile__load_fp32(vj[h]);
            }
            for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_fp32(acc[h]);
        }
    }
    free(s);
}
static void nntile__sdpa_backward_scalar_fp32(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const float *q, const float *k, const float *v,
    const float *a, const float *da, const float *lse, float *dq, float *dk, float *dv)
{
    int64_t nacc = (which & 1 ? head * nq : 0) + (which & 2 ? 2 * head * nkv : 0);
    float *dqa = (float *)calloc((size_t)(nacc ? nacc : 1), sizeof(float));
    if (!dqa) { // no way to report from a task: make the failure visible
        if (which & 1)
            for (int64_t i = 0; i < head * nq * batch; ++i) dq[i] = nntile__store_fp32(NAN);
        if (which & 2)
            for (int64_t i = 0; i < head * nkv * batch; ++i)
                dk[i] = dv[i] = nntile__store_fp32(NAN);
        return;
    }
    float *dka = dqa + (which & 1 ? head * nq : 0), *dva = dka + head * nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const float *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq;
        const float *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq;
        if (b > 0) memset(dqa, 0, (size_t)nacc * sizeof(float));
        for (int64_t i = 0; i < nq; ++i) {
            const float *qi = qb + i * head, *ai = ab + i * head, *dai = dab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            float d = nntile__sdpa_dot_fp32(head, dai, ai), lse_i = nntile__load_fp32(lb[i]);
            for (int64_t j = 0; j < jend; ++j) {
                const float *kj = kb + j * head, *vj = vb + j * head;
                float dot = 0, dp = 0;
                for (int64_t h = 0; h < head; ++h) {
                    dot += nntile__load_fp32(qi[h]) * nntile__load_fp32(kj[h]);
                    dp += nntile__load_fp32(dai[h]) * nntile__load_fp32(vj[h]);
                }
                float p = nntile__sdpa_pf(scale, dot, lse_i);
                float ds = nntile__sdpa_dsf(scale, p, dp, d);
                if (which & 1)
                    for (int64_t h = 0; h < head; ++h)
                        dqa[i * head + h] += ds * nntile__load_fp32(kj[h]);
                if (which & 2)
                    for (int64_t h = 0; h < head; ++h) {
                        dka[j * head + h] += ds * nntile__load_fp32(qi[h]);
                        dva[j * head + h] += p * nntile__load_fp32(dai[h]);
                    }
            }
        }
        if (which & 1) {
            float *dqb = dq + b * head * nq;
            for (int64_t i = 0; i < head * nq; ++i)
                dqb[i] = nntile__store_fp32(nntile__load_fp32(dqb[i]) + dqa[i]);
        }
        if (which & 2) {
            float *dkb = dk + b * head * nkv, *dvb = dv + b * head * nkv;
            for (int64_t i = 0; i < head * nkv; ++i) {
                dkb[i] = nntile__store_fp32(nntile__load_fp32(dkb[i]) + dka[i]);
                dvb[i] = nntile__store_fp32(nntile__load_fp32(dvb[i]) + dva[i]);
            }
        }
    }
    free(dqa);
}
#line 62 "kernels/attention.c"
static inline void nntile__sdpa_masked_fp64(int first, int64_t head, double *l, double *ai)
{
    if (!first) return;
    *l = nntile__store_fp64(-(double)INFINITY);
    for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_fp64((double)0);
}
static inline double nntile__sdpa_merge_fp64(int first, double tile_lse, double *l, double *keep)
{
    double old = first ? -(double)INFINITY : nntile__load_fp64(*l);
    *l = nntile__store_fp64(nntile__logaddexp(old, tile_lse));
    double lse_new = nntile__load_fp64(*l);
    *keep = nntile__sdpa_keep(first, old, lse_new);
    return lse_new;
}
static inline double nntile__sdpa_dot_fp64(int64_t n, const double *x, const double *y)
{
    double d = 0;
    for (int64_t h = 0; h < n; ++h) d += nntile__load_fp64(x[h]) * nntile__load_fp64(y[h]);
    return d;
}
static void nntile__sdpa_scalar_fp64(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, double scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const double *q, const double *k, const double *v,
    double *lse, double *a)
{
    double *s = (double *)malloc((size_t)(nkv + head) * sizeof(double));
    if (!s) { // no way to report from a task: make the failure visible
        for (int64_t i = 0; i < head * nq * batch; ++i) a[i] = nntile__store_fp64(NAN);
        return;
    }
    double *acc = s + nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const double *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv;
        double *ab = a + b * head * nq, *lb = lse + b * nq;
        for (int64_t i = 0; i < nq; ++i) {
            const double *qi = qb + i * head;
            double *ai = ab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            if (jend <= 0) {
                nntile__sdpa_masked_fp64(first, head, lb + i, ai);
                continue;
            }
            double mx = -(double)INFINITY;
            for (int64_t j = 0; j < jend; ++j) {
                const double *kj = kb + j * head;
                s[j] = scale * nntile__sdpa_dot_fp64(head, qi, kj);
                if (s[j] > mx) mx = s[j];
            }
            double sum = 0;
            for (int64_t j = 0; j < jend; ++j) sum += exp(s[j] - mx);
            double keep, lse_new =
                nntile__sdpa_merge_fp64(first, mx + log(sum), lb + i, &keep);
            for (int64_t h = 0; h < head; ++h)
                acc[h] = NNTILE__SDPA_KEPT(double, keep, nntile__load_fp64(ai[h]));
            for (int64_t j = 0; j < jend; ++j) {
                const double *vj = vb + j * head;
                double w = exp(s[j] - lse_new);
                for (int64_t h = 0; h < head; ++h) acc[h] += w * nntile__load_fp64(vj[h]);
            }
            for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_fp64(acc[h]);
        }
    }
    free(s);
}
static void nntile__sdpa_backward_scalar_fp64(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, double scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const double *q, const double *k, const double *v,
    const double *a, const double *da, const double *lse, double *dq, double *dk, double *dv)
{
    int64_t nacc = (which & 1 ? head * nq : 0) + (which & 2 ? 2 * head * nkv : 0);
    double *dqa = (double *)calloc((size_t)(nacc ? nacc : 1), sizeof(double));
    if (!dqa) { // no way to report from a task: make the failure visible
        if (which & 1)
            for (int64_t i = 0; i < head * nq * batch; ++i) dq[i] = nntile__store_fp64(NAN);
        if (which & 2)
            for (int64_t i = 0; i < head * nkv * batch; ++i)
                dk[i] = dv[i] = nntile__store_fp64(NAN);
        return;
    }
    double *dka = dqa + (which & 1 ? head * nq : 0), *dva = dka + head * nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const double *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq;
        const double *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq;
        if (b > 0) memset(dqa, 0, (size_t)nacc * sizeof(double));
        for (int64_t i = 0; i < nq; ++i) {
            const double *qi = qb + i * head, *ai = ab + i * head, *dai = dab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            double d = nntile__sdpa_dot_fp64(head, dai, ai), lse_i = nntile__load_fp64(lb[i]);
            for (int64_t j = 0; j < jend; ++j) {
                const double *kj = kb + j * head, *vj = vb + j * head;
                double dot = 0, dp = 0;
                for (int64_t h = 0; h < head; ++h) {
                    dot += nntile__load_fp64(qi[h]) * nntile__load_fp64(kj[h]);
                    dp += nntile__load_fp64(dai[h]) * nntile__load_fp64(vj[h]);
                }
                double p = nntile__sdpa_p(scale, dot, lse_i);
                double ds = nntile__sdpa_ds(scale, p, dp, d);
                if (which & 1)
                    for (int64_t h = 0; h < head; ++h)
                        dqa[i * head + h] += ds * nntile__load_fp64(kj[h]);
                if (which & 2)
                    for (int64_t h = 0; h < head; ++h) {
                        dka[j * head + h] += ds * nntile__load_fp64(qi[h]);
                        dva[j * head + h] += p * nntile__load_fp64(dai[h]);
                    }
            }
        }
        if (which & 1) {
            double *dqb = dq + b * head * nq;
            for (int64_t i = 0; i < head * nq; ++i)
                dqb[i] = nntile__store_fp64(nntile__load_fp64(dqb[i]) + dqa[i]);
        }
        if (which & 2) {
            double *dkb = dk + b * head * nkv, *dvb = dv + b * head * nkv;
            for (int64_t i = 0; i < head * nkv; ++i) {
                dkb[i] = nntile__store_fp64(nntile__load_fp64(dkb[i]) + dka[i]);
                dvb[i] = nntile__store_fp64(nntile__load_fp64(dvb[i]) + dva[i]);
            }
        }
    }
    free(dqa);
}
#line 62 "kernels/attention.c"
static inline void nntile__sdpa_masked_fp16(int first, int64_t head, nntile_fp16 *l, nntile_fp16 *ai)
{
    if (!first) return;
    *l = nntile__store_fp16(-(float)INFINITY);
    for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_fp16((float)0);
}
static inline float nntile__sdpa_merge_fp16(int first, float tile_lse, nntile_fp16 *l, float *keep)
{
    float old = first ? -(float)INFINITY : nntile__load_fp16(*l);
    *l = nntile__store_fp16(nntile__logaddexpf(old, tile_lse));
    float lse_new = nntile__load_fp16(*l);
    *keep = nntile__sdpa_keepf(first, old, lse_new);
    return lse_new;
}
static inline float nntile__sdpa_dot_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *y)
{
    float d = 0;
    for (int64_t h = 0; h < n; ++h) d += nntile__load_fp16(x[h]) * nntile__load_fp16(y[h]);
    return d;
}
static void nntile__sdpa_scalar_fp16(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
    nntile_fp16 *lse, nntile_fp16 *a)
{
    float *s = (float *)malloc((size_t)(nkv + head) * sizeof(float));
    if (!s) { // no way to report from a task: make the failure visible
        for (int64_t i = 0; i < head * nq * batch; ++i) a[i] = nntile__store_fp16(NAN);
        return;
    }
    float *acc = s + nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const nntile_fp16 *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv;
        nntile_fp16 *ab = a + b * head * nq, *lb = lse + b * nq;
        for (int64_t i = 0; i < nq; ++i) {
            const nntile_fp16 *qi = qb + i * head;
            nntile_fp16 *ai = ab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            if (jend <= 0) {
                nntile__sdpa_masked_fp16(first, head, lb + i, ai);
                continue;
            }
            float mx = -(float)INFINITY;
            for (int64_t j = 0; j < jend; ++j) {
                const nntile_fp16 *kj = kb + j * head;
                s[j] = scale * nntile__sdpa_dot_fp16(head, qi, kj);
                if (s[j] > mx) mx = s[j];
            }
            float sum = 0;
            for (int64_t j = 0; j < jend; ++j) sum += expf(s[j] - mx);
            float keep, lse_new =
                nntile__sdpa_merge_fp16(first, mx + logf(sum), lb + i, &keep);
            for (int64_t h = 0; h < head; ++h)
                acc[h] = NNTILE__SDPA_KEPT(float, keep, nntile__load_fp16(ai[h]));
            for (int64_t j = 0; j < jend; ++j) {
                const nntile_fp16 *vj = vb + j * head;
                float w = expf(s[j] - lse_new);
                for (int64_t h = 0; h < head; ++h) acc[h] += w * nntile__load_fp16(vj[h]);
            }
            for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_fp16(acc[h]);
        }
    }
    free(s);
}
static void nntile__sdpa_backward_scalar_fp16(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
    const nntile_fp16 *a, const nntile_fp16 *da, const nntile_fp16 *lse, nntile_fp16 *dq, nntile_fp16 *dk, nntile_fp16 *dv)
{
    int64_t nacc = (which & 1 ? head * nq : 0) + (which & 2 ? 2 * head * nkv : 0);
    float *dqa = (float *)calloc((size_t)(nacc ? nacc : 1), sizeof(float));
    if (!dqa) { // no way to report from a task: make the failure visible
        if (which & 1)
            for (int64_t i = 0; i < head * nq * batch; ++i) dq[i] = nntile__store_fp16(NAN);
        if (which & 2)
            for (int64_t i = 0; i < head * nkv * batch; ++i)
                dk[i] = dv[i] = nntile__store_fp16(NAN);
        return;
    }
    float *dka = dqa + (which & 1 ? head * nq : 0), *dva = dka + head * nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const nntile_fp16 *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq;
        const nntile_fp16 *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq;
        if (b > 0) memset(dqa, 0, (size_t)nacc * sizeof(float));
        for (int64_t i = 0; i < nq; ++i) {
            const nntile_fp16 *qi = qb + i * head, *ai = ab + i * head, *dai = dab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            float d = nntile__sdpa_dot_fp16(head, dai, ai), lse_i = nntile__load_fp16(lb[i]);
            for (int64_t j = 0; j < jend; ++j) {
                const nntile_fp16 *kj = kb + j * head, *vj = vb + j * head;
                float dot = 0, dp = 0;
                for (int64_t h = 0; h < head; ++h) {
                    dot += nntile__load_fp16(qi[h]) * nntile__load_fp16(kj[h]);
                    dp += nntile__load_fp16(dai[h]) * nntile__load_fp16(vj[h]);
                }
                float p = nntile__sdpa_pf(scale, dot, lse_i);
                float ds = nntile__sdpa_dsf(scale, p, dp, d);
                if (which & 1)
                    for (int64_t h = 0; h < head; ++h)
                        dqa[i * head + h] += ds * nntile__load_fp16(kj[h]);
                if (which & 2)
                    for (int64_t h = 0; h < head; ++h) {
                        dka[j * head + h] += ds * nntile__load_fp16(qi[h]);
                        dva[j * head + h] += p * nntile__load_fp16(dai[h]);
                    }
            }
        }
        if (which & 1) {
            nntile_fp16 *dqb = dq + b * head * nq;
            for (int64_t i = 0; i < head * nq; ++i)
                dqb[i] = nntile__store_fp16(nntile__load_fp16(dqb[i]) + dqa[i]);
        }
        if (which & 2) {
            nntile_fp16 *dkb = dk + b * head * nkv, *dvb = dv + b * head * nkv;
            for (int64_t i = 0; i < head * nkv; ++i) {
                dkb[i] = nntile__store_fp16(nntile__load_fp16(dkb[i]) + dka[i]);
                dvb[i] = nntile__store_fp16(nntile__load_fp16(dvb[i]) + dva[i]);
            }
        }
    }
    free(dqa);
}
#line 62 "kernels/attention.c"
static inline void nntile__sdpa_masked_bf16(int first, int64_t head, nntile_bf16 *l, nntile_bf16 *ai)
{
    if (!first) return;
    *l = nntile__store_bf16(-(float)INFINITY);
    for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_bf16((float)0);
}
static inline float nntile__sdpa_merge_bf16(int first, float tile_lse, nntile_bf16 *l, float *keep)
{
    float old = first ? -(float)INFINITY : nntile__load_bf16(*l);
    *l = nntile__store_bf16(nntile__logaddexpf(old, tile_lse));
    float lse_new = nntile__load_bf16(*l);
    *keep = nntile__sdpa_keepf(first, old, lse_new);
    return lse_new;
}
static inline float nntile__sdpa_dot_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *y)
{
    float d = 0;
    for (int64_t h = 0; h < n; ++h) d += nntile__load_bf16(x[h]) * nntile__load_bf16(y[h]);
    return d;
}
static void nntile__sdpa_scalar_bf16(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
    nntile_bf16 *lse, nntile_bf16 *a)
{
    float *s = (float *)malloc((size_t)(nkv + head) * sizeof(float));
    if (!s) { // no way to report from a task: make the failure visible
        for (int64_t i = 0; i < head * nq * batch; ++i) a[i] = nntile__store_bf16(NAN);
        return;
    }
    float *acc = s + nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const nntile_bf16 *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv;
        nntile_bf16 *ab = a + b * head * nq, *lb = lse + b * nq;
        for (int64_t i = 0; i < nq; ++i) {
            const nntile_bf16 *qi = qb + i * head;
            nntile_bf16 *ai = ab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            if (jend <= 0) {
                nntile__sdpa_masked_bf16(first, head, lb + i, ai);
                continue;
            }
            float mx = -(float)INFINITY;
            for (int64_t j = 0; j < jend; ++j) {
                const nntile_bf16 *kj = kb + j * head;
                s[j] = scale * nntile__sdpa_dot_bf16(head, qi, kj);
                if (s[j] > mx) mx = s[j];
            }
            float sum = 0;
            for (int64_t j = 0; j < jend; ++j) sum += expf(s[j] - mx);
            float keep, lse_new =
                nntile__sdpa_merge_bf16(first, mx + logf(sum), lb + i, &keep);
            for (int64_t h = 0; h < head; ++h)
                acc[h] = NNTILE__SDPA_KEPT(float, keep, nntile__load_bf16(ai[h]));
            for (int64_t j = 0; j < jend; ++j) {
                const nntile_bf16 *vj = vb + j * head;
                float w = expf(s[j] - lse_new);
                for (int64_t h = 0; h < head; ++h) acc[h] += w * nntile__load_bf16(vj[h]);
            }
            for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_bf16(acc[h]);
        }
    }
    free(s);
}
static void nntile__sdpa_backward_scalar_bf16(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
    const nntile_bf16 *a, const nntile_bf16 *da, const nntile_bf16 *lse, nntile_bf16 *dq, nntile_bf16 *dk, nntile_bf16 *dv)
{
    int64_t nacc = (which & 1 ? head * nq : 0) + (which & 2 ? 2 * head * nkv : 0);
    float *dqa = (float *)calloc((size_t)(nacc ? nacc : 1), sizeof(float));
    if (!dqa) { // no way to report from a task: make the failure visible
        if (which & 1)
            for (int64_t i = 0; i < head * nq * batch; ++i) dq[i] = nntile__store_bf16(NAN);
        if (which & 2)
            for (int64_t i = 0; i < head * nkv * batch; ++i)
                dk[i] = dv[i] = nntile__store_bf16(NAN);
        return;
    }
    float *dka = dqa + (which & 1 ? head * nq : 0), *dva = dka + head * nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const nntile_bf16 *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq;
        const nntile_bf16 *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq;
        if (b > 0) memset(dqa, 0, (size_t)nacc * sizeof(float));
        for (int64_t i = 0; i < nq; ++i) {
            const nntile_bf16 *qi = qb + i * head, *ai = ab + i * head, *dai = dab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            float d = nntile__sdpa_dot_bf16(head, dai, ai), lse_i = nntile__load_bf16(lb[i]);
            for (int64_t j = 0; j < jend; ++j) {
                const nntile_bf16 *kj = kb + j * head, *vj = vb + j * head;
                float dot = 0, dp = 0;
                for (int64_t h = 0; h < head; ++h) {
                    dot += nntile__load_bf16(qi[h]) * nntile__load_bf16(kj[h]);
                    dp += nntile__load_bf16(dai[h]) * nntile__load_bf16(vj[h]);
                }
                float p = nntile__sdpa_pf(scale, dot, lse_i);
                float ds = nntile__sdpa_dsf(scale, p, dp, d);
                if (which & 1)
                    for (int64_t h = 0; h < head; ++h)
                        dqa[i * head + h] += ds * nntile__load_bf16(kj[h]);
                if (which & 2)
                    for (int64_t h = 0; h < head; ++h) {
                        dka[j * head + h] += ds * nntile__load_bf16(qi[h]);
                        dva[j * head + h] += p * nntile__load_bf16(dai[h]);
                    }
            }
        }
        if (which & 1) {
            nntile_bf16 *dqb = dq + b * head * nq;
            for (int64_t i = 0; i < head * nq; ++i)
                dqb[i] = nntile__store_bf16(nntile__load_bf16(dqb[i]) + dqa[i]);
        }
        if (which & 2) {
            nntile_bf16 *dkb = dk + b * head * nkv, *dvb = dv + b * head * nkv;
            for (int64_t i = 0; i < head * nkv; ++i) {
                dkb[i] = nntile__store_bf16(nntile__load_bf16(dkb[i]) + dka[i]);
                dvb[i] = nntile__store_bf16(nntile__load_bf16(dvb[i]) + dva[i]);
            }
        }
    }
    free(dqa);
}
#elif NNTILE_GEN == 2
#line 216 "kernels/attention.c"
// One score row of the gemm body, in NNTILE__VBLOCK lanes (vectorised; the
// lanes are combined in a fixed order): the max m of s[0..n) (NaN ignored),
// s[j] = exp(s[j] - m), returns their sum and *mx = m. The tail past the
// last whole block is one padded block, read whole (s has a block of room
// past n): its max goes through the lanes, its exps are computed as a block
// (NNTILE__SDPA_TAIL) and added one by one.
static NNTILE__VCLONES float nntile__sdpa_row_exp_fp32(int64_t n, float *s, float *mx)
{
    enum { B = NNTILE__VBLOCK };
    float lane[B], tail[B], m, sum = 0;
    int64_t nb = n - n % B;
    int r = (int)(n - nb);
    for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
    for (int64_t l = 0; l < nb; l += B)
        for (int q = 0; q < B; ++q) {
            float v = nntile__load_fp32(s[l + q]);
            lane[q] = v > lane[q] ? v : lane[q];
        }
    for (int q = 0; q < B; ++q) {
        float v = nntile__load_fp32(s[nb + q]);
        tail[q] = q < r ? v : -(float)INFINITY;
    }
    for (int q = 0; q < B; ++q) lane[q] = tail[q] > lane[q] ? tail[q] : lane[q];
    for (int w = B / 2; w > 0; w /= 2) // the lanes' max as a tree (no lane is NaN)
        for (int q = 0; q < w; ++q) lane[q] = lane[q + w] > lane[q] ? lane[q + w] : lane[q];
    m = lane[0];
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < nb; l += B)
        for (int q = 0; q < B; ++q) {
            float e = nntile__sdpa_expf(nntile__load_fp32(s[l + q]) - m);
            s[l + q] = nntile__store_fp32(e);
            lane[q] += e;
        }
    for (int q = 0; q < B; ++q) sum += lane[q];
    for (int q = 0; q < NNTILE__SDPA_TAIL(float, r); ++q) tail[q] = nntile__sdpa_expf(tail[q] - m);
    for (int q = 0; q < r; ++q) {
        s[nb + q] = nntile__store_fp32(tail[q]);
        sum += tail[q];
    }
    *mx = m;
    return sum;
}
// s[0..n) *= w (NNTILE__VLOOP: vectorised).
static NNTILE__VCLONES void nntile__sdpa_row_scale_fp32(int64_t n, float *s, float w)
{
    NNTILE__VLOOP(j, n, s[j] = nntile__store_fp32(nntile__load_fp32(s[j]) * w));
}
// Backward row: p = exp(p - lse) (p holds the scaled scores), ds = p (ds - d)
// (NNTILE__VLOOP: vectorised; p and ds do not overlap).
static inline NNTILE__ALWAYS_INLINE void nntile__sdpa_p_ds_pass_fp32(int64_t n, float lse, float d,
                                                                    float *p, float *ds)
{
    NNTILE__VLOOP(j, n, {
        float pj = nntile__sdpa_expf(nntile__load_fp32(p[j]) - lse);
        p[j] = nntile__store_fp32(pj);
        ds[j] = nntile__store_fp32(pj * (nntile__load_fp32(ds[j]) - d));
    });
}
// The row in whole blocks, then its tail (rows are as long as a query's
// visible keys: mostly not a multiple of the block) copied into one padded
// block, so that it too runs vectorised: the scalar tail had taken most of
// this function's time on 64-key rows. p and ds are read a whole block at
// the tail (they have a block of room past n).
static NNTILE__VCLONES void nntile__sdpa_row_p_ds_fp32(int64_t n, float lse, float d, float *p,
                                                         float *ds)
{
    enum { B = NNTILE__VBLOCK };
    int64_t nb = n - n % B;
    nntile__sdpa_p_ds_pass_fp32(nb, lse, d, p, ds);
    if (nb < n) {
        float tp[B], tds[B];
        for (int q = 0; q < B; ++q) {
            float pq = p[nb + q], dq = ds[nb + q];
            tp[q] = nb + q < n ? pq : nntile__store_fp32(lse);
            tds[q] = nb + q < n ? dq : nntile__store_fp32(d);
        }
        nntile__sdpa_p_ds_pass_fp32(NNTILE__SDPA_TAIL(float, n - nb), lse, d, tp, tds);
        for (int64_t l = nb; l < n; ++l) {
            p[l] = tp[l - nb];
            ds[l] = tds[l - nb];
        }
    }
}
#line 216 "kernels/attention.c"
// One score row of the gemm body, in NNTILE__VBLOCK lanes (vectorised; the
// lanes are combined in a fixed order): the max m of s[0..n) (NaN ignored),
// s[j] = exp(s[j] - m), returns their sum and *mx = m. The tail past the
// last whole block is one padded block, read whole (s has a block of room
// past n): its max goes through the lanes, its exps are computed as a block
// (NNTILE__SDPA_TAIL) and added one by one.
static NNTILE__VCLONES double nntile__sdpa_row_exp_fp64(int64_t n, double *s, double *mx)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], tail[B], m, sum = 0;
    int64_t nb = n - n % B;
    int r = (int)(n - nb);
    for (int q = 0; q < B; ++q) lane[q] = -(double)INFINITY;
    for (int64_t l = 0; l < nb; l += B)
        for (int q = 0; q < B; ++q) {
            double v = nntile__load_fp64(s[l + q]);
            lane[q] = v > lane[q] ? v : lane[q];
        }
    for (int q = 0; q < B; ++q) {
        double v = nntile__load_fp64(s[nb + q]);
        tail[q] = q < r ? v : -(double)INFINITY;
    }
    for (int q = 0; q < B; ++q) lane[q] = tail[q] > lane[q] ? tail[q] : lane[q];
    for (int w = B / 2; w > 0; w /= 2) // the lanes' max as a tree (no lane is NaN)
        for (int q = 0; q < w; ++q) lane[q] = lane[q + w] > lane[q] ? lane[q + w] : lane[q];
    m = lane[0];
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < nb; l += B)
        for (int q = 0; q < B; ++q) {
            double e = nntile__sdpa_exp(nntile__load_fp64(s[l + q]) - m);
            s[l + q] = nntile__store_fp64(e);
            lane[q] += e;
        }
    for (int q = 0; q < B; ++q) sum += lane[q];
    for (int q = 0; q < NNTILE__SDPA_TAIL(double, r); ++q) tail[q] = nntile__sdpa_exp(tail[q] - m);
    for (int q = 0; q < r; ++q) {
        s[nb + q] = nntile__store_fp64(tail[q]);
        sum += tail[q];
    }
    *mx = m;
    return sum;
}
// s[0..n) *= w (NNTILE__VLOOP: vectorised).
static NNTILE__VCLONES void nntile__sdpa_row_scale_fp64(int64_t n, double *s, double w)
{
    NNTILE__VLOOP(j, n, s[j] = nntile__store_fp64(nntile__load_fp64(s[j]) * w));
}
// Backward row: p = exp(p - lse) (p holds the scaled scores), ds = p (ds - d)
// (NNTILE__VLOOP: vectorised; p and ds do not overlap).
static inline NNTILE__ALWAYS_INLINE void nntile__sdpa_p_ds_pass_fp64(int64_t n, double lse, double d,
                                                                    double *p, double *ds)
{
    NNTILE__VLOOP(j, n, {
        double pj = nntile__sdpa_exp(nntile__load_fp64(p[j]) - lse);
        p[j] = nntile__store_fp64(pj);
        ds[j] = nntile__store_fp64(pj * (nntile__load_fp64(ds[j]) - d));
    });
}
// The row in whole blocks, then its tail (rows are as long as a query's
// visible keys: mostly not a multiple of the block) copied into one padded
// block, so that it too runs vectorised: the scalar tail had taken most of
// this function's time on 64-key rows. p and ds are read a whole block at
// the tail (they have a block of room past n).
static NNTILE__VCLONES void nntile__sdpa_row_p_ds_fp64(int64_t n, double lse, double d, double *p,
                                                         double *ds)
{
    enum { B = NNTILE__VBLOCK };
    int64_t nb = n - n % B;
    nntile__sdpa_p_ds_pass_fp64(nb, lse, d, p, ds);
    if (nb < n) {
        double tp[B], tds[B];
        for (int q = 0; q < B; ++q) {
            double pq = p[nb + q], dq = ds[nb + q];
            tp[q] = nb + q < n ? pq : nntile__store_fp64(lse);
            tds[q] = nb + q < n ? dq : nntile__store_fp64(d);
        }
        nntile__sdpa_p_ds_pass_fp64(NNTILE__SDPA_TAIL(double, n - nb), lse, d, tp, tds);
        for (int64_t l = nb; l < n; ++l) {
            p[l] = tp[l - nb];
            ds[l] = tds[l - nb];
        }
    }
}
#elif NNTILE_GEN == 3
#line 305 "kernels/attention.c"
static int nntile__sdpa_gemm_fp32(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const float *q, const float *k, const float *v,
    float *lse, float *a)
{
    int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv);
    if (nk <= 0) return -1;
    size_t bytes; // the score block: nk nq of two tiles' extents (may not fit)
    if (!nntile__sdpa_gemm_ok(1, nk, nq, head, sizeof(float), &bytes)) return -1;
    float *s = (float *)nntile__sdpa_scratch(bytes, sizeof(float));
    if (!s) return -1;
    const int64_t nc = causal ? NNTILE__SDPA_QCHUNK : nq;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i0 = 0; i0 < nq; i0 += nc) {
            const int64_t i1 = i0 + nc < nq ? i0 + nc : nq, m = i1 - i0;
            const int64_t ck = NNTILE__SDPA_JEND(causal, q_start + i1 - 1, kv_start, nk);
            const float *qb = q + (b * nq + i0) * head, *kb = k + b * head * nkv;
            const float *vb = v + b * head * nkv;
            float *ab = a + (b * nq + i0) * head, *lb = lse + b * nq + i0;
            if (ck > 0) // S [ck, m]: the chunk's keys up to its last query's
                nntile_kernel_gemm(NNTILE_FP32, 1, 0, ck, m, head, 1, scale, kb, qb, (float)0, s);
            for (int64_t i = 0; i < m; ++i) {
                float *si = s + i * ck, *ai = ab + i * head;
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i0 + i, kv_start, nk);
                for (int64_t j = jend > 0 ? jend : 0; j < ck; ++j)
                    si[j] = nntile__store_fp32((float)0);
                if (jend <= 0) {
                    nntile__sdpa_masked_fp32(first, head, lb + i, ai);
                    continue;
                }
                float mx, sum = nntile__sdpa_row_exp_fp32(jend, si, &mx);
                float keep, lse_new =
                    nntile__sdpa_merge_fp32(first, mx + logf(sum), lb + i, &keep);
                nntile__sdpa_row_scale_fp32(jend, si, nntile__sdpa_expf(mx - lse_new));
                if (keep != (float)1)
                    for (int64_t h = 0; h < head; ++h)
                        ai[h] = nntile__store_fp32(NNTILE__SDPA_KEPT(float, keep,
                                                                    nntile__load_fp32(ai[h])));
            }
            if (ck > 0)
                nntile_kernel_gemm(NNTILE_FP32, 0, 0, head, m, ck, 1, (float)1, vb, s, (float)1, ab);
        }
    return 0;
}
static int nntile__sdpa_backward_gemm_fp32(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, float scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const float *q, const float *k, const float *v,
    const float *a, const float *da, const float *lse, float *dq, float *dk, float *dv)
{
    int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv);
    if (nk <= 0) return 0; // every key masked: nothing to add
    size_t bytes;
    if (!nntile__sdpa_gemm_ok(2, nk, nq, head, sizeof(float), &bytes)) return -1;
    float *p = (float *)nntile__sdpa_scratch(bytes, sizeof(float));
    if (!p) return -1;
    float *ds = p + nk * nq;
    const int64_t nc = causal ? NNTILE__SDPA_QCHUNK : nq;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i0 = 0; i0 < nq; i0 += nc) {
            const int64_t i1 = i0 + nc < nq ? i0 + nc : nq, m = i1 - i0;
            const int64_t ck = NNTILE__SDPA_JEND(causal, q_start + i1 - 1, kv_start, nk);
            if (ck <= 0) continue; // the chunk sees no key: nothing to add
            const float *qb = q + (b * nq + i0) * head, *ab = a + (b * nq + i0) * head;
            const float *dab = da + (b * nq + i0) * head, *lb = lse + b * nq + i0;
            const float *kb = k + b * head * nkv, *vb = v + b * head * nkv;
            nntile_kernel_gemm(NNTILE_FP32, 1, 0, ck, m, head, 1, scale, kb, qb, (float)0, p);
            nntile_kernel_gemm(NNTILE_FP32, 1, 0, ck, m, head, 1, (float)1, vb, dab, (float)0, ds);
            for (int64_t i = 0; i < m; ++i) {
                const float *ai = ab + i * head, *dai = dab + i * head;
                float *pi = p + i * ck, *dsi = ds + i * ck;
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i0 + i, kv_start, nk);
                float d = nntile__sdpa_dot_fp32(head, dai, ai),
                     lse_i = nntile__load_fp32(lb[i]);
                nntile__sdpa_row_p_ds_fp32(jend, lse_i, d, pi, dsi);
                for (int64_t j = jend > 0 ? jend : 0; j < ck; ++j)
                    pi[j] = dsi[j] = nntile__store_fp32((float)0);
            }
            if (which & NNTILE_SDPA_DQ)
                nntile_kernel_gemm(NNTILE_FP32, 0, 0, head, m, ck, 1, scale, kb, ds, (float)1,
                                         dq + (b * nq + i0) * head);
            if (which & NNTILE_SDPA_DKV) {
                nntile_kernel_gemm(NNTILE_FP32, 0, 1, head, ck, m, 1, scale, qb, ds, (float)1,
                                         dk + b * head * nkv);
                nntile_kernel_gemm(NNTILE_FP32, 0, 1, head, ck, m, 1, (float)1, dab, p, (float)1,
                                         dv + b * head * nkv);
            }
        }
    return 0;
}
static void nntile__sdpa_kernel_fp32(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                      float scale, int causal, int64_t q_start, int64_t kv_start,
                                      int first, const float *q, const float *k, const float *v,
                                      float *lse, float *a)
{
    if (NNTILE__SDPA_GEMM &&
        nntile__sdpa_gemm_fp32(head, nq, nkv, batch, scale, causal, q_start, kv_start, first,
                                 q, k, v, lse, a) == 0)
        return;
    nntile__sdpa_scalar_fp32(head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q,
                               k, v, lse, a);
}
static void nntile__sdpa_backward_kernel_fp32(int64_t head, int64_t nq, int64_t nkv,
                                               int64_t batch, float scale, int causal,
                                               int64_t q_start, int64_t kv_start, int which,
                                               const float *q, const float *k, const float *v,
                                               const float *a, const float *da, const float *lse,
                                               float *dq, float *dk, float *dv)
{
    if (NNTILE__SDPA_GEMM &&
        nntile__sdpa_backward_gemm_fp32(head, nq, nkv, batch, scale, causal, q_start,
                                          kv_start, which, q, k, v, a, da, lse, dq, dk, dv) == 0)
        return;
    nntile__sdpa_backward_scalar_fp32(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                        which, q, k, v, a, da, lse, dq, dk, dv);
}
#line 305 "kernels/attention.c"
static int nntile__sdpa_gemm_fp64(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, double scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const double *q, const double *k, const double *v,
    double *lse, double *a)
{
    int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv);
    if (nk <= 0) return -1;
    size_t bytes; // the score block: nk nq of two tiles' extents (may not fit)
    if (!nntile__sdpa_gemm_ok(1, nk, nq, head, sizeof(double), &bytes)) return -1;
    double *s = (double *)nntile__sdpa_scratch(bytes, sizeof(double));
    if (!s) return -1;
    const int64_t nc = causal ? NNTILE__SDPA_QCHUNK : nq;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i0 = 0; i0 < nq; i0 += nc) {
            const int64_t i1 = i0 + nc < nq ? i0 + nc : nq, m = i1 - i0;
            const int64_t ck = NNTILE__SDPA_JEND(causal, q_start + i1 - 1, kv_start, nk);
            const double *qb = q + (b * nq + i0) * head, *kb = k + b * head * nkv;
            const double *vb = v + b * head * nkv;
            double *ab = a + (b * nq + i0) * head, *lb = lse + b * nq + i0;
            if (ck > 0) // S [ck, m]: the chunk's keys up to its last query's
                nntile_kernel_gemm(NNTILE_FP64, 1, 0, ck, m, head, 1, scale, kb, qb, (double)0, s);
            for (int64_t i = 0; i < m; ++i) {
                double *si = s + i * ck, *ai = ab + i * head;
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i0 + i, kv_start, nk);
                for (int64_t j = jend > 0 ? jend : 0; j < ck; ++j)
                    si[j] = nntile__store_fp64((double)0);
                if (jend <= 0) {
                    nntile__sdpa_masked_fp64(first, head, lb + i, ai);
                    continue;
                }
                double mx, sum = nntile__sdpa_row_exp_fp64(jend, si, &mx);
                double keep, lse_new =
                    nntile__sdpa_merge_fp64(first, mx + log(sum), lb + i, &keep);
                nntile__sdpa_row_scale_fp64(jend, si, nntile__sdpa_exp(mx - lse_new));
                if (keep != (double)1)
                    for (int64_t h = 0; h < head; ++h)
                        ai[h] = nntile__store_fp64(NNTILE__SDPA_KEPT(double, keep,
                                                                    nntile__load_fp64(ai[h])));
            }
            if (ck > 0)
                nntile_kernel_gemm(NNTILE_FP64, 0, 0, head, m, ck, 1, (double)1, vb, s, (double)1, ab);
        }
    return 0;
}
static int nntile__sdpa_backward_gemm_fp64(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, double scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const double *q, const double *k, const double *v,
    const double *a, const double *da, const double *lse, double *dq, double *dk, double *dv)
{
    int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv);
    if (nk <= 0) return 0; // every key masked: nothing to add
    size_t bytes;
    if (!nntile__sdpa_gemm_ok(2, nk, nq, head, sizeof(double), &bytes)) return -1;
    double *p = (double *)nntile__sdpa_scratch(bytes, sizeof(double));
    if (!p) return -1;
    double *ds = p + nk * nq;
    const int64_t nc = causal ? NNTILE__SDPA_QCHUNK : nq;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i0 = 0; i0 < nq; i0 += nc) {
            const int64_t i1 = i0 + nc < nq ? i0 + nc : nq, m = i1 - i0;
            const int64_t ck = NNTILE__SDPA_JEND(causal, q_start + i1 - 1, kv_start, nk);
            if (ck <= 0) continue; // the chunk sees no key: nothing to add
            const double *qb = q + (b * nq + i0) * head, *ab = a + (b * nq + i0) * head;
            const double *dab = da + (b * nq + i0) * head, *lb = lse + b * nq + i0;
            const double *kb = k + b * head * nkv, *vb = v + b * head * nkv;
            nntile_kernel_gemm(NNTILE_FP64, 1, 0, ck, m, head, 1, scale, kb, qb, (double)0, p);
            nntile_kernel_gemm(NNTILE_FP64, 1, 0, ck, m, head, 1, (double)1, vb, dab, (double)0, ds);
            for (int64_t i = 0; i < m; ++i) {
                const double *ai = ab + i * head, *dai = dab + i * head;
                double *pi = p + i * ck, *dsi = ds + i * ck;
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i0 + i, kv_start, nk);
                double d = nntile__sdpa_dot_fp64(head, dai, ai),
                     lse_i = nntile__load_fp64(lb[i]);
                nntile__sdpa_row_p_ds_fp64(jend, lse_i, d, pi, dsi);
                for (int64_t j = jend > 0 ? jend : 0; j < ck; ++j)
                    pi[j] = dsi[j] = nntile__store_fp64((double)0);
            }
            if (which & NNTILE_SDPA_DQ)
                nntile_kernel_gemm(NNTILE_FP64, 0, 0, head, m, ck, 1, scale, kb, ds, (double)1,
                                         dq + (b * nq + i0) * head);
            if (which & NNTILE_SDPA_DKV) {
                nntile_kernel_gemm(NNTILE_FP64, 0, 1, head, ck, m, 1, scale, qb, ds, (double)1,
                                         dk + b * head * nkv);
                nntile_kernel_gemm(NNTILE_FP64, 0, 1, head, ck, m, 1, (double)1, dab, p, (double)1,
                                         dv + b * head * nkv);
            }
        }
    return 0;
}
static void nntile__sdpa_kernel_fp64(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                      double scale, int causal, int64_t q_start, int64_t kv_start,
                                      int first, const double *q, const double *k, const double *v,
                                      double *lse, double *a)
{
    if (NNTILE__SDPA_GEMM &&
        nntile__sdpa_gemm_fp64(head, nq, nkv, batch, scale, causal, q_start, kv_start, first,
                                 q, k, v, lse, a) == 0)
        return;
    nntile__sdpa_scalar_fp64(head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q,
                               k, v, lse, a);
}
static void nntile__sdpa_backward_kernel_fp64(int64_t head, int64_t nq, int64_t nkv,
                                               int64_t batch, double scale, int causal,
                                               int64_t q_start, int64_t kv_start, int which,
                                               const double *q, const double *k, const double *v,
                                               const double *a, const double *da, const double *lse,
                                               double *dq, double *dk, double *dv)
{
    if (NNTILE__SDPA_GEMM &&
        nntile__sdpa_backward_gemm_fp64(head, nq, nkv, batch, scale, causal, q_start,
                                          kv_start, which, q, k, v, a, da, lse, dq, dk, dv) == 0)
        return;
    nntile__sdpa_backward_scalar_fp64(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                        which, q, k, v, a, da, lse, dq, dk, dv);
}
#elif NNTILE_GEN == 4
#line 480 "kernels/attention.c"
static void nntile__sdpa_kernel_fp16(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                      float scale, int causal, int64_t q_start, int64_t kv_start,
                                      int first, const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
                                      nntile_fp16 *lse, nntile_fp16 *a)
{
    if (nntile__sdpa_widened(NNTILE_FP16, 0, head, nq, nkv, batch, scale, causal, q_start, kv_start,
                             first, q, k, v, NULL, NULL, NULL, a, lse, NULL, NULL, NULL) == 0)
        return;
    nntile__sdpa_scalar_fp16(head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q,
                               k, v, lse, a);
}
static void nntile__sdpa_backward_kernel_fp16(int64_t head, int64_t nq, int64_t nkv,
                                               int64_t batch, float scale, int causal,
                                               int64_t q_start, int64_t kv_start, int which,
                                               const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
                                               const nntile_fp16 *a, const nntile_fp16 *da, const nntile_fp16 *lse,
                                               nntile_fp16 *dq, nntile_fp16 *dk, nntile_fp16 *dv)
{
    if (nntile__sdpa_widened(NNTILE_FP16, 1, head, nq, nkv, batch, scale, causal, q_start, kv_start,
                             which, q, k, v, a, da, lse, NULL, NULL, dq, dk, dv) == 0)
        return;
    nntile__sdpa_backward_scalar_fp16(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                        which, q, k, v, a, da, lse, dq, dk, dv);
}
#line 480 "kernels/attention.c"
static void nntile__sdpa_kernel_bf16(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                      float scale, int causal, int64_t q_start, int64_t kv_start,
                                      int first, const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
                                      nntile_bf16 *lse, nntile_bf16 *a)
{
    if (nntile__sdpa_widened(NNTILE_BF16, 0, head, nq, nkv, batch, scale, causal, q_start, kv_start,
                             first, q, k, v, NULL, NULL, NULL, a, lse, NULL, NULL, NULL) == 0)
        return;
    nntile__sdpa_scalar_bf16(head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q,
                               k, v, lse, a);
}
static void nntile__sdpa_backward_kernel_bf16(int64_t head, int64_t nq, int64_t nkv,
                                               int64_t batch, float scale, int causal,
                                               int64_t q_start, int64_t kv_start, int which,
                                               const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
                                               const nntile_bf16 *a, const nntile_bf16 *da, const nntile_bf16 *lse,
                                               nntile_bf16 *dq, nntile_bf16 *dk, nntile_bf16 *dv)
{
    if (nntile__sdpa_widened(NNTILE_BF16, 1, head, nq, nkv, batch, scale, causal, q_start, kv_start,
                             which, q, k, v, a, da, lse, NULL, NULL, dq, dk, dv) == 0)
        return;
    nntile__sdpa_backward_scalar_bf16(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                        which, q, k, v, a, da, lse, dq, dk, dv);
}
#elif NNTILE_GEN == 5
#line 519 "kernels/attention.c"
    case NNTILE_FP32:
        nntile__sdpa_kernel_fp32(head, nq, nkv, batch, (float)scale, causal, q_start, kv_start,
                                   first, (const float *)q, (const float *)k, (const float *)v,
                                   (float *)lse, (float *)a);
        break;
#line 519 "kernels/attention.c"
    case NNTILE_FP64:
        nntile__sdpa_kernel_fp64(head, nq, nkv, batch, (double)scale, causal, q_start, kv_start,
                                   first, (const double *)q, (const double *)k, (const double *)v,
                                   (double *)lse, (double *)a);
        break;
#line 519 "kernels/attention.c"
    case NNTILE_FP16:
        nntile__sdpa_kernel_fp16(head, nq, nkv, batch, (float)scale, causal, q_start, kv_start,
                                   first, (const nntile_fp16 *)q, (const nntile_fp16 *)k, (const nntile_fp16 *)v,
                                   (nntile_fp16 *)lse, (nntile_fp16 *)a);
        break;
#line 519 "kernels/attention.c"
    case NNTILE_BF16:
        nntile__sdpa_kernel_bf16(head, nq, nkv, batch, (float)scale, causal, q_start, kv_start,
                                   first, (const nntile_bf16 *)q, (const nntile_bf16 *)k, (const nntile_bf16 *)v,
                                   (nntile_bf16 *)lse, (nntile_bf16 *)a);
        break;
#elif NNTILE_GEN == 6
#line 540 "kernels/attention.c"
    case NNTILE_FP32:
        nntile__sdpa_backward_kernel_fp32(head, nq, nkv, batch, (float)scale, causal, q_start,
                                            kv_start, which, (const float *)q, (const float *)k,
                                            (const float *)v, (const float *)a, (const float *)da,
                                            (const float *)lse, (float *)dq, (float *)dk,
                                            (float *)dv);
        break;
#line 540 "kernels/attention.c"
    case NNTILE_FP64:
        nntile__sdpa_backward_kernel_fp64(head, nq, nkv, batch, (double)scale, causal, q_start,
                                            kv_start, which, (const double *)q, (const double *)k,
                                            (const double *)v, (const double *)a, (const double *)da,
                                            (const double *)lse, (double *)dq, (double *)dk,
                                            (double *)dv);
        break;
#line 540 "kernels/attention.c"
    case NNTILE_FP16:
        nntile__sdpa_backward_kernel_fp16(head, nq, nkv, batch, (float)scale, causal, q_start,
                                            kv_start, which, (const nntile_fp16 *)q, (const nntile_fp16 *)k,
                                            (const nntile_fp16 *)v, (const nntile_fp16 *)a, (const nntile_fp16 *)da,
                                            (const nntile_fp16 *)lse, (nntile_fp16 *)dq, (nntile_fp16 *)dk,
                                            (nntile_fp16 *)dv);
        break;
#line 540 "kernels/attention.c"
    case NNTILE_BF16:
        nntile__sdpa_backward_kernel_bf16(head, nq, nkv, batch, (float)scale, causal, q_start,
                                            kv_start, which, (const nntile_bf16 *)q, (const nntile_bf16 *)k,
                                            (const nntile_bf16 *)v, (const nntile_bf16 *)a, (const nntile_bf16 *)da,
                                            (const nntile_bf16 *)lse, (nntile_bf16 *)dq, (nntile_bf16 *)dk,
                                            (nntile_bf16 *)dv);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN
