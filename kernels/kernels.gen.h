/* GENERATED from kernels/kernels.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 571 "kernels/kernels.h"
#if !defined(__cplusplus)
// gelu, exact erf form: x/2 (1 + erf(x/sqrt(2))); derivative Phi(x) + x phi(x).
static inline NNTILE__HOST_DEVICE float nntile__geluf(float x)
{
    return (float)0.5 * x * ((float)1 + nntile__fast_erff(x * (float)0.70710678118654752440));
}
static inline NNTILE__HOST_DEVICE float nntile__gelu_gradf(float x)
{
    return (float)0.5 * ((float)1 + nntile__fast_erff(x * (float)0.70710678118654752440)) +
           x * nntile__fast_expf((float)-0.5 * x * x) * (float)0.39894228040143267794;
}
// gelutanh: x/2 (1 + tanh(u)), u = k (x + c x^3), k = sqrt(2/pi), c = 0.044715,
 // computed as x s with s = (1 + tanh(u))/2 = 1/(1 + exp(-2u)): one exp and no
 // tanh, with the right limits (s = 0 or 1 when exp over/underflows, also when
 // x^3 overflows; NaN stays NaN). Derivative (1 + t)/2 + x/2 (1 - t^2) u', t the
 // tanh, = s + 2 x s (1 - s) k (1 + 3 c x^2); its second term is taken as 0
 // where s (1 - s) is 0 (its limit; x^2 may have overflowed there).
static inline NNTILE__HOST_DEVICE float nntile__gelutanh_sf(float x)
{
    return (float)1 /
           ((float)1 + nntile__fast_expf((float)-1.5957691216057307118 * (x + (float)0.044715 * x * x * x)));
}
static inline NNTILE__HOST_DEVICE float nntile__gelutanhf(float x)
{
    return x * nntile__gelutanh_sf(x);
}
// (x is clamped to [-30, 30] in that term: where |x| > 30, s (1 - s) is 0 in
 // double and float alike, and x^2 cannot overflow; no branch.)
static inline NNTILE__HOST_DEVICE float nntile__gelutanh_gradf(float x)
{
    float s = nntile__gelutanh_sf(x), w = s * ((float)1 - s);
    float xc = nntile__fsel(x < (float)30, x, (float)30);
    xc = nntile__fsel(xc > (float)-30, xc, (float)-30);
    float g = (float)1.5957691216057307118 * xc * ((float)1 + (float)3 * (float)0.044715 * xc * xc);
    return s + w * g;
}
// relu: max(0, x); derivative 1 for x > 0, else 0.
static inline NNTILE__HOST_DEVICE float nntile__reluf(float x) { return x > 0 ? x : (float)0; }
static inline NNTILE__HOST_DEVICE float nntile__relu_gradf(float x) { return x > 0 ? (float)1 : (float)0; }
// abs: |x|; derivative sign(x): 1, -1, 0 at 0 (NaN stays NaN).
static inline NNTILE__HOST_DEVICE float nntile__absf(float x) { return fabsf(x); }
static inline NNTILE__HOST_DEVICE float nntile__abs_gradf(float x)
{
    return x > 0 ? (float)1 : x < 0 ? (float)-1 : x == 0 ? (float)0 : x;
}
// silu: x sigmoid(x); derivative s (1 + x (1 - s)), s = sigmoid(x).
static inline NNTILE__HOST_DEVICE float nntile__sigmoidf(float x)
{
    return (float)1 / ((float)1 + nntile__fast_expf(-x));
}
static inline NNTILE__HOST_DEVICE float nntile__siluf(float x) { return x * nntile__sigmoidf(x); }
static inline NNTILE__HOST_DEVICE float nntile__silu_gradf(float x)
{
    float s = nntile__sigmoidf(x);
    return s * ((float)1 + x * ((float)1 - s));
}

// maxsumexp: v joins the pair (*mx, *s) = (max, sum exp(x - max)); -inf
 // entries are masked.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_addf(float *mx, float *s, float v)
{
    if (v == -(float)INFINITY) return;
    if (v > *mx) {
        *s = *s * nntile__fast_expf(*mx - v) + (float)1;
        *mx = v;
    } else {
        *s += nntile__fast_expf(v - *mx);
    }
}
// The same pair in two passes over a contiguous fiber (the CPU kernel, in
 // vector lanes): the max of the entries (NaN ignored, as above), then the
 // sum of the terms exp(v - max): 0 for a -inf entry, 1 for an entry equal to
 // the max (an infinite max included), NaN for NaN.
static inline NNTILE__HOST_DEVICE float nntile__maxsumexp_maxf(float mx, float v)
{
    return nntile__fsel(v > mx, v, mx);
}
static inline NNTILE__HOST_DEVICE float nntile__maxsumexp_termf(float v, float mx)
{
    return nntile__fsel(v != -(float)INFINITY, nntile__fsel(v == mx, (float)1, nntile__fast_expf(v - mx)), (float)0);
}
// Merges the pair (om, os) into (*mx, *s); a sum of 0 is an empty pair.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_mergef(float *mx, float *s, float om, float os)
{
    if (os == (float)0) return;
    if (*s == (float)0) {
        *mx = om;
        *s = os;
        return;
    }
    float nm = om > *mx ? om : *mx;
    *s = os * nntile__fast_expf(om - nm) + *s * nntile__fast_expf(*mx - nm);
    *mx = nm;
}
// logsumexp of a (max, sum) pair; softmax of x with scale = alpha / sum.
static inline NNTILE__HOST_DEVICE float nntile__logsumexpf(float mx, float s) { return mx + logf(s); }
static inline NNTILE__HOST_DEVICE float nntile__softmaxf(float x, float mx, float scale)
{
    return scale * nntile__fast_expf(x - mx);
}

// Layer/RMS norm (src/ops/norm.h). xhat = (x - mean) rstd; y = xhat gamma +
 // beta; dx = rstd (gamma dy - s0 - xhat s1) (s0, s1: the bstats pair).
static inline NNTILE__HOST_DEVICE float nntile__norm_xhatf(float x, float mean, float rstd)
{
    return (x - mean) * rstd;
}
static inline NNTILE__HOST_DEVICE float nntile__norm_yf(float xh, float gamma, float beta)
{
    return xh * gamma + beta;
}
static inline NNTILE__HOST_DEVICE float nntile__norm_dxf(float rstd, float gamma, float dy, float s0, float s1,
                                                       float xh)
{
    return rstd * (gamma * dy - s0 - xh * s1);
}
// The statistics pair d of a row from this tile's len values (mean, var in
 // double): merged by Chan's formula with the pair of the offset values
 // before (offset > 0), and turned into (mean, rstd = 1/sqrt(var + eps))
 // once the row's total values are in.
static inline NNTILE__HOST_DEVICE void nntile__norm_stats_putf(
    float *d, double mean, double var, int64_t len, int64_t offset, int64_t total, double eps)
{
    const double nb = (double)len, na = (double)offset, nt = na + nb;
    if (offset > 0) {
        double ma = d[0], va = d[1];
        double delta = mean - ma;
        var = (va * na + var * nb + delta * delta * na * nb / nt) / nt;
        mean = ma + delta * nb / nt;
    }
    if (offset + len >= total) var = 1.0 / sqrt(var + eps);
    d[0] = (float)mean;
    d[1] = (float)var;
}
// The bstats sums of one term: a += gamma dy, b += gamma dy xhat (double).
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_addf(
    double *a, double *b, float gamma, float dy, float x, double mean, double rstd)
{
    double gdy = (double)gamma * dy;
    *a += gdy;
    *b += gdy * (x - mean) * rstd;
}
// Stores the bstats pair d = scale (a, b) (a = 0 for RMS), added to d
 // unless first.
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_putf(float *d, double a, double b,
                                                                 int rms, int first,
                                                                 float scale)
{
    a = rms ? 0.0 : a * (double)scale;
    b *= (double)scale;
    if (!first) {
        a += d[0];
        b += d[1];
    }
    d[0] = (float)a;
    d[1] = (float)b;
}
// The dgamma term of one element: dy xhat (summed in double).
static inline NNTILE__HOST_DEVICE double nntile__norm_dgamma_termf(float dy, float xh)
{
    return (double)(dy * xh);
}

// SGD with momentum, one element (src/ops/optim.h): returns the new p.
 // *v: the velocity, read on later steps (first = 0) and written when
 // momentum != 0; omd = 1 - dampening.
static inline NNTILE__HOST_DEVICE float nntile__sgd_updatef(float p, float g, float *v, int first,
                                                          float momentum, float lr, float wd, float omd,
                                                          int nesterov)
{
    if (wd != (float)0) g += wd * p;
    if (momentum != (float)0) {
        float nv = first ? g : momentum * *v + omd * g;
        *v = nv;
        g = nesterov ? g + momentum * nv : nv;
    }
    return p - lr * g;
}
// Adam's weight decay: decoupled (AdamW) scales p by decay = 1 - lr wd,
 // else wd p joins the gradient.
static inline NNTILE__HOST_DEVICE void nntile__adam_decayf(int decoupled, float wd, float decay,
                                                            float *p, float *g)
{
    if (decoupled) *p *= decay;
    else *g += wd * *p;
}
// Adam, one element: the moments *f, *s (s: the square root of the second
 // moment, read on later steps) and the new p. b1 = beta1, omb1 = 1 - beta1,
 // sqb2 = sqrt(beta2), sq1 = sqrt(1 - beta2); alpha, scale: the bias
 // corrections of the step (nntile__adam_alpha, nntile__adam_scale).
static inline NNTILE__HOST_DEVICE float nntile__adam_updatef(float p, float g, float *f, float *s, int first,
                                                           float b1, float omb1, float sqb2, float sq1,
                                                           float alpha, float scale, float eps)
{
    if (first) {
        *f = omb1 * g;
        *s = sq1 * fabsf(g);
    } else {
        *f = b1 * *f + omb1 * g;
        *s = nntile__hypot_viaf(sqb2 * *s, sq1 * g);
    }
    return p - alpha * *f / (*s * scale + eps);
}

// rope: (y0, y1) = (c a - s b, s a + c b), the pair (a, b) rotated.
static inline NNTILE__HOST_DEVICE void nntile__ropef(float c, float s, float a, float b, float *y0, float *y1)
{
    *y0 = c * a - s * b;
    *y1 = s * a + c * b;
}

// Norms as a scaled sum of squares (LAPACK nrm2 style, no overflow of the
 // squares): t joins acc = sum (|t| / scl)^2, scl = max |t| so far; the
 // result |alpha| scl sqrt(acc).
static inline NNTILE__HOST_DEVICE void nntile__nrm2_addf(float t, float *acc, float *scl)
{
    float a = fabsf(t);
    if (a == (float)0) return;
    if (*scl >= a) {
        float r = a / *scl;
        *acc += r * r;
    } else {
        float r = *scl / a;
        *acc = *acc * r * r + (float)1;
        *scl = a;
    }
}
static inline NNTILE__HOST_DEVICE float nntile__nrm2f(float alpha, float acc, float scl)
{
    return fabsf(alpha) * (scl * sqrtf(acc));
}

// Attention. logaddexp(a, b) = hi + log1p(exp(lo - hi)) merges a tile's
 // logsumexp into the stored one; keep = exp(old - new), the factor of the
 // old output (0 on the first tile). Backward: p = exp(scale q.k - lse),
 // ds = scale p (da.v - da.a).
static inline NNTILE__HOST_DEVICE float nntile__logaddexpf(float a, float b)
{
    float hi = a > b ? a : b, lo = a > b ? b : a;
    return hi + log1pf(expf(lo - hi));
}
static inline NNTILE__HOST_DEVICE float nntile__sdpa_keepf(int first, float old, float lse_new)
{
    return first ? (float)0 : expf(old - lse_new);
}
static inline NNTILE__HOST_DEVICE float nntile__sdpa_pf(float scale, float dot, float lse)
{
    return expf(scale * dot - lse);
}
static inline NNTILE__HOST_DEVICE float nntile__sdpa_dsf(float scale, float p, float dp, float d)
{
    return scale * p * (dp - d);
}
#endif

#line 571 "kernels/kernels.h"
#if defined(__cplusplus)
// gelu, exact erf form: x/2 (1 + erf(x/sqrt(2))); derivative Phi(x) + x phi(x).
static inline NNTILE__HOST_DEVICE float nntile__gelu(float x)
{
    return (float)0.5 * x * ((float)1 + nntile__fast_erff(x * (float)0.70710678118654752440));
}
static inline NNTILE__HOST_DEVICE float nntile__gelu_grad(float x)
{
    return (float)0.5 * ((float)1 + nntile__fast_erff(x * (float)0.70710678118654752440)) +
           x * nntile__fast_expf((float)-0.5 * x * x) * (float)0.39894228040143267794;
}
// gelutanh: x/2 (1 + tanh(u)), u = k (x + c x^3), k = sqrt(2/pi), c = 0.044715,
 // computed as x s with s = (1 + tanh(u))/2 = 1/(1 + exp(-2u)): one exp and no
 // tanh, with the right limits (s = 0 or 1 when exp over/underflows, also when
 // x^3 overflows; NaN stays NaN). Derivative (1 + t)/2 + x/2 (1 - t^2) u', t the
 // tanh, = s + 2 x s (1 - s) k (1 + 3 c x^2); its second term is taken as 0
 // where s (1 - s) is 0 (its limit; x^2 may have overflowed there).
static inline NNTILE__HOST_DEVICE float nntile__gelutanh_s(float x)
{
    return (float)1 /
           ((float)1 + nntile__fast_expf((float)-1.5957691216057307118 * (x + (float)0.044715 * x * x * x)));
}
static inline NNTILE__HOST_DEVICE float nntile__gelutanh(float x)
{
    return x * nntile__gelutanh_s(x);
}
// (x is clamped to [-30, 30] in that term: where |x| > 30, s (1 - s) is 0 in
 // double and float alike, and x^2 cannot overflow; no branch.)
static inline NNTILE__HOST_DEVICE float nntile__gelutanh_grad(float x)
{
    float s = nntile__gelutanh_s(x), w = s * ((float)1 - s);
    float xc = nntile__fsel(x < (float)30, x, (float)30);
    xc = nntile__fsel(xc > (float)-30, xc, (float)-30);
    float g = (float)1.5957691216057307118 * xc * ((float)1 + (float)3 * (float)0.044715 * xc * xc);
    return s + w * g;
}
// relu: max(0, x); derivative 1 for x > 0, else 0.
static inline NNTILE__HOST_DEVICE float nntile__relu(float x) { return x > 0 ? x : (float)0; }
static inline NNTILE__HOST_DEVICE float nntile__relu_grad(float x) { return x > 0 ? (float)1 : (float)0; }
// abs: |x|; derivative sign(x): 1, -1, 0 at 0 (NaN stays NaN).
static inline NNTILE__HOST_DEVICE float nntile__abs(float x) { return fabsf(x); }
static inline NNTILE__HOST_DEVICE float nntile__abs_grad(float x)
{
    return x > 0 ? (float)1 : x < 0 ? (float)-1 : x == 0 ? (float)0 : x;
}
// silu: x sigmoid(x); derivative s (1 + x (1 - s)), s = sigmoid(x).
static inline NNTILE__HOST_DEVICE float nntile__sigmoid(float x)
{
    return (float)1 / ((float)1 + nntile__fast_expf(-x));
}
static inline NNTILE__HOST_DEVICE float nntile__silu(float x) { return x * nntile__sigmoid(x); }
static inline NNTILE__HOST_DEVICE float nntile__silu_grad(float x)
{
    float s = nntile__sigmoid(x);
    return s * ((float)1 + x * ((float)1 - s));
}

// maxsumexp: v joins the pair (*mx, *s) = (max, sum exp(x - max)); -inf
 // entries are masked.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_add(float *mx, float *s, float v)
{
    if (v == -(float)INFINITY) return;
    if (v > *mx) {
        *s = *s * nntile__fast_expf(*mx - v) + (float)1;
        *mx = v;
    } else {
        *s += nntile__fast_expf(v - *mx);
    }
}
// The same pair in two passes over a contiguous fiber (the CPU kernel, in
 // vector lanes): the max of the entries (NaN ignored, as above), then the
 // sum of the terms exp(v - max): 0 for a -inf entry, 1 for an entry equal to
 // the max (an infinite max included), NaN for NaN.
static inline NNTILE__HOST_DEVICE float nntile__maxsumexp_max(float mx, float v)
{
    return nntile__fsel(v > mx, v, mx);
}
static inline NNTILE__HOST_DEVICE float nntile__maxsumexp_term(float v, float mx)
{
    return nntile__fsel(v != -(float)INFINITY, nntile__fsel(v == mx, (float)1, nntile__fast_expf(v - mx)), (float)0);
}
// Merges the pair (om, os) into (*mx, *s); a sum of 0 is an empty pair.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_merge(float *mx, float *s, float om, float os)
{
    if (os == (float)0) return;
    if (*s == (float)0) {
        *mx = om;
        *s = os;
        return;
    }
    float nm = om > *mx ? om : *mx;
    *s = os * nntile__fast_expf(om - nm) + *s * nntile__fast_expf(*mx - nm);
    *mx = nm;
}
// logsumexp of a (max, sum) pair; softmax of x with scale = alpha / sum.
static inline NNTILE__HOST_DEVICE float nntile__logsumexp(float mx, float s) { return mx + logf(s); }
static inline NNTILE__HOST_DEVICE float nntile__softmax(float x, float mx, float scale)
{
    return scale * nntile__fast_expf(x - mx);
}

// Layer/RMS norm (src/ops/norm.h). xhat = (x - mean) rstd; y = xhat gamma +
 // beta; dx = rstd (gamma dy - s0 - xhat s1) (s0, s1: the bstats pair).
static inline NNTILE__HOST_DEVICE float nntile__norm_xhat(float x, float mean, float rstd)
{
    return (x - mean) * rstd;
}
static inline NNTILE__HOST_DEVICE float nntile__norm_y(float xh, float gamma, float beta)
{
    return xh * gamma + beta;
}
static inline NNTILE__HOST_DEVICE float nntile__norm_dx(float rstd, float gamma, float dy, float s0, float s1,
                                                       float xh)
{
    return rstd * (gamma * dy - s0 - xh * s1);
}
// The statistics pair d of a row from this tile's len values (mean, var in
 // double): merged by Chan's formula with the pair of the offset values
 // before (offset > 0), and turned into (mean, rstd = 1/sqrt(var + eps))
 // once the row's total values are in.
static inline NNTILE__HOST_DEVICE void nntile__norm_stats_put(
    float *d, double mean, double var, int64_t len, int64_t offset, int64_t total, double eps)
{
    const double nb = (double)len, na = (double)offset, nt = na + nb;
    if (offset > 0) {
        double ma = d[0], va = d[1];
        double delta = mean - ma;
        var = (va * na + var * nb + delta * delta * na * nb / nt) / nt;
        mean = ma + delta * nb / nt;
    }
    if (offset + len >= total) var = 1.0 / sqrt(var + eps);
    d[0] = (float)mean;
    d[1] = (float)var;
}
// The bstats sums of one term: a += gamma dy, b += gamma dy xhat (double).
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_add(
    double *a, double *b, float gamma, float dy, float x, double mean, double rstd)
{
    double gdy = (double)gamma * dy;
    *a += gdy;
    *b += gdy * (x - mean) * rstd;
}
// Stores the bstats pair d = scale (a, b) (a = 0 for RMS), added to d
 // unless first.
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_put(float *d, double a, double b,
                                                                 int rms, int first,
                                                                 float scale)
{
    a = rms ? 0.0 : a * (double)scale;
    b *= (double)scale;
    if (!first) {
        a += d[0];
        b += d[1];
    }
    d[0] = (float)a;
    d[1] = (float)b;
}
// The dgamma term of one element: dy xhat (summed in double).
static inline NNTILE__HOST_DEVICE double nntile__norm_dgamma_term(float dy, float xh)
{
    return (double)(dy * xh);
}

// SGD with momentum, one element (src/ops/optim.h): returns the new p.
 // *v: the velocity, read on later steps (first = 0) and written when
 // momentum != 0; omd = 1 - dampening.
static inline NNTILE__HOST_DEVICE float nntile__sgd_update(float p, float g, float *v, int first,
                                                          float momentum, float lr, float wd, float omd,
                                                          int nesterov)
{
    if (wd != (float)0) g += wd * p;
    if (momentum != (float)0) {
        float nv = first ? g : momentum * *v + omd * g;
        *v = nv;
        g = nesterov ? g + momentum * nv : nv;
    }
    return p - lr * g;
}
// Adam's weight decay: decoupled (AdamW) scales p by decay = 1 - lr wd,
 // else wd p joins the gradient.
static inline NNTILE__HOST_DEVICE void nntile__adam_decay(int decoupled, float wd, float decay,
                                                            float *p, float *g)
{
    if (decoupled) *p *= decay;
    else *g += wd * *p;
}
// Adam, one element: the moments *f, *s (s: the square root of the second
 // moment, read on later steps) and the new p. b1 = beta1, omb1 = 1 - beta1,
 // sqb2 = sqrt(beta2), sq1 = sqrt(1 - beta2); alpha, scale: the bias
 // corrections of the step (nntile__adam_alpha, nntile__adam_scale).
static inline NNTILE__HOST_DEVICE float nntile__adam_update(float p, float g, float *f, float *s, int first,
                                                           float b1, float omb1, float sqb2, float sq1,
                                                           float alpha, float scale, float eps)
{
    if (first) {
        *f = omb1 * g;
        *s = sq1 * fabsf(g);
    } else {
        *f = b1 * *f + omb1 * g;
        *s = nntile__hypot_viaf(sqb2 * *s, sq1 * g);
    }
    return p - alpha * *f / (*s * scale + eps);
}

// rope: (y0, y1) = (c a - s b, s a + c b), the pair (a, b) rotated.
static inline NNTILE__HOST_DEVICE void nntile__rope(float c, float s, float a, float b, float *y0, float *y1)
{
    *y0 = c * a - s * b;
    *y1 = s * a + c * b;
}

// Norms as a scaled sum of squares (LAPACK nrm2 style, no overflow of the
 // squares): t joins acc = sum (|t| / scl)^2, scl = max |t| so far; the
 // result |alpha| scl sqrt(acc).
static inline NNTILE__HOST_DEVICE void nntile__nrm2_add(float t, float *acc, float *scl)
{
    float a = fabsf(t);
    if (a == (float)0) return;
    if (*scl >= a) {
        float r = a / *scl;
        *acc += r * r;
    } else {
        float r = *scl / a;
        *acc = *acc * r * r + (float)1;
        *scl = a;
    }
}
static inline NNTILE__HOST_DEVICE float nntile__nrm2(float alpha, float acc, float scl)
{
    return fabsf(alpha) * (scl * sqrtf(acc));
}

// Attention. logaddexp(a, b) = hi + log1p(exp(lo - hi)) merges a tile's
 // logsumexp into the stored one; keep = exp(old - new), the factor of the
 // old output (0 on the first tile). Backward: p = exp(scale q.k - lse),
 // ds = scale p (da.v - da.a).
static inline NNTILE__HOST_DEVICE float nntile__logaddexp(float a, float b)
{
    float hi = a > b ? a : b, lo = a > b ? b : a;
    return hi + log1pf(expf(lo - hi));
}
static inline NNTILE__HOST_DEVICE float nntile__sdpa_keep(int first, float old, float lse_new)
{
    return first ? (float)0 : expf(old - lse_new);
}
static inline NNTILE__HOST_DEVICE float nntile__sdpa_p(float scale, float dot, float lse)
{
    return expf(scale * dot - lse);
}
static inline NNTILE__HOST_DEVICE float nntile__sdpa_ds(float scale, float p, float dp, float d)
{
    return scale * p * (dp - d);
}
#endif

#line 571 "kernels/kernels.h"
#if 1
// gelu, exact erf form: x/2 (1 + erf(x/sqrt(2))); derivative Phi(x) + x phi(x).
static inline NNTILE__HOST_DEVICE double nntile__gelu(double x)
{
    return (double)0.5 * x * ((double)1 + erf(x * (double)0.70710678118654752440));
}
static inline NNTILE__HOST_DEVICE double nntile__gelu_grad(double x)
{
    return (double)0.5 * ((double)1 + erf(x * (double)0.70710678118654752440)) +
           x * exp((double)-0.5 * x * x) * (double)0.39894228040143267794;
}
// gelutanh: x/2 (1 + tanh(u)), u = k (x + c x^3), k = sqrt(2/pi), c = 0.044715,
 // computed as x s with s = (1 + tanh(u))/2 = 1/(1 + exp(-2u)): one exp and no
 // tanh, with the right limits (s = 0 or 1 when exp over/underflows, also when
 // x^3 overflows; NaN stays NaN). Derivative (1 + t)/2 + x/2 (1 - t^2) u', t the
 // tanh, = s + 2 x s (1 - s) k (1 + 3 c x^2); its second term is taken as 0
 // where s (1 - s) is 0 (its limit; x^2 may have overflowed there).
static inline NNTILE__HOST_DEVICE double nntile__gelutanh_s(double x)
{
    return (double)1 /
           ((double)1 + exp((double)-1.5957691216057307118 * (x + (double)0.044715 * x * x * x)));
}
static inline NNTILE__HOST_DEVICE double nntile__gelutanh(double x)
{
    return x * nntile__gelutanh_s(x);
}
// (x is clamped to [-30, 30] in that term: where |x| > 30, s (1 - s) is 0 in
 // double and float alike, and x^2 cannot overflow; no branch.)
static inline NNTILE__HOST_DEVICE double nntile__gelutanh_grad(double x)
{
    double s = nntile__gelutanh_s(x), w = s * ((double)1 - s);
    double xc = nntile__dsel(x < (double)30, x, (double)30);
    xc = nntile__dsel(xc > (double)-30, xc, (double)-30);
    double g = (double)1.5957691216057307118 * xc * ((double)1 + (double)3 * (double)0.044715 * xc * xc);
    return s + w * g;
}
// relu: max(0, x); derivative 1 for x > 0, else 0.
static inline NNTILE__HOST_DEVICE double nntile__relu(double x) { return x > 0 ? x : (double)0; }
static inline NNTILE__HOST_DEVICE double nntile__relu_grad(double x) { return x > 0 ? (double)1 : (double)0; }
// abs: |x|; derivative sign(x): 1, -1, 0 at 0 (NaN stays NaN).
static inline NNTILE__HOST_DEVICE double nntile__abs(double x) { return fabs(x); }
static inline NNTILE__HOST_DEVICE double nntile__abs_grad(double x)
{
    return x > 0 ? (double)1 : x < 0 ? (double)-1 : x == 0 ? (double)0 : x;
}
// silu: x sigmoid(x); derivative s (1 + x (1 - s)), s = sigmoid(x).
static inline NNTILE__HOST_DEVICE double nntile__sigmoid(double x)
{
    return (double)1 / ((double)1 + exp(-x));
}
static inline NNTILE__HOST_DEVICE double nntile__silu(double x) { return x * nntile__sigmoid(x); }
static inline NNTILE__HOST_DEVICE double nntile__silu_grad(double x)
{
    double s = nntile__sigmoid(x);
    return s * ((double)1 + x * ((double)1 - s));
}

// maxsumexp: v joins the pair (*mx, *s) = (max, sum exp(x - max)); -inf
 // entries are masked.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_add(double *mx, double *s, double v)
{
    if (v == -(double)INFINITY) return;
    if (v > *mx) {
        *s = *s * exp(*mx - v) + (double)1;
        *mx = v;
    } else {
        *s += exp(v - *mx);
    }
}
// The same pair in two passes over a contiguous fiber (the CPU kernel, in
 // vector lanes): the max of the entries (NaN ignored, as above), then the
 // sum of the terms exp(v - max): 0 for a -inf entry, 1 for an entry equal to
 // the max (an infinite max included), NaN for NaN.
static inline NNTILE__HOST_DEVICE double nntile__maxsumexp_max(double mx, double v)
{
    return nntile__dsel(v > mx, v, mx);
}
static inline NNTILE__HOST_DEVICE double nntile__maxsumexp_term(double v, double mx)
{
    return nntile__dsel(v != -(double)INFINITY, nntile__dsel(v == mx, (double)1, exp(v - mx)), (double)0);
}
// Merges the pair (om, os) into (*mx, *s); a sum of 0 is an empty pair.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_merge(double *mx, double *s, double om, double os)
{
    if (os == (double)0) return;
    if (*s == (double)0) {
        *mx = om;
        *s = os;
        return;
    }
    double nm = om > *mx ? om : *mx;
    *s = os * exp(om - nm) + *s * exp(*mx - nm);
    *mx = nm;
}
// logsumexp of a (max, sum) pair; softmax of x with scale = alpha / sum.
static inline NNTILE__HOST_DEVICE double nntile__logsumexp(double mx, double s) { return mx + log(s); }
static inline NNTILE__HOST_DEVICE double nntile__softmax(double x, double mx, double scale)
{
    return scale * exp(x - mx);
}

// Layer/RMS norm (src/ops/norm.h). xhat = (x - mean) rstd; y = xhat gamma +
 // beta; dx = rstd (gamma dy - s0 - xhat s1) (s0, s1: the bstats pair).
static inline NNTILE__HOST_DEVICE double nntile__norm_xhat(double x, double mean, double rstd)
{
    return (x - mean) * rstd;
}
static inline NNTILE__HOST_DEVICE double nntile__norm_y(double xh, double gamma, double beta)
{
    return xh * gamma + beta;
}
static inline NNTILE__HOST_DEVICE double nntile__norm_dx(double rstd, double gamma, double dy, double s0, double s1,
                                                       double xh)
{
    return rstd * (gamma * dy - s0 - xh * s1);
}
// The statistics pair d of a row from this tile's len values (mean, var in
 // double): merged by Chan's formula with the pair of the offset values
 // before (offset > 0), and turned into (mean, rstd = 1/sqrt(var + eps))
 // once the row's total values are in.
static inline NNTILE__HOST_DEVICE void nntile__norm_stats_put(
    double *d, double mean, double var, int64_t len, int64_t offset, int64_t total, double eps)
{
    const double nb = (double)len, na = (double)offset, nt = na + nb;
    if (offset > 0) {
        double ma = d[0], va = d[1];
        double delta = mean - ma;
        var = (va * na + var * nb + delta * delta * na * nb / nt) / nt;
        mean = ma + delta * nb / nt;
    }
    if (offset + len >= total) var = 1.0 / sqrt(var + eps);
    d[0] = (double)mean;
    d[1] = (double)var;
}
// The bstats sums of one term: a += gamma dy, b += gamma dy xhat (double).
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_add(
    double *a, double *b, double gamma, double dy, double x, double mean, double rstd)
{
    double gdy = (double)gamma * dy;
    *a += gdy;
    *b += gdy * (x - mean) * rstd;
}
// Stores the bstats pair d = scale (a, b) (a = 0 for RMS), added to d
 // unless first.
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_put(double *d, double a, double b,
                                                                 int rms, int first,
                                                                 double scale)
{
    a = rms ? 0.0 : a * (double)scale;
    b *= (double)scale;
    if (!first) {
        a += d[0];
        b += d[1];
    }
    d[0] = (double)a;
    d[1] = (double)b;
}
// The dgamma term of one element: dy xhat (summed in double).
static inline NNTILE__HOST_DEVICE double nntile__norm_dgamma_term(double dy, double xh)
{
    return (double)(dy * xh);
}

// SGD with momentum, one element (src/ops/optim.h): returns the new p.
 // *v: the velocity, read on later steps (first = 0) and written when
 // momentum != 0; omd = 1 - dampening.
static inline NNTILE__HOST_DEVICE double nntile__sgd_update(double p, double g, double *v, int first,
                                                          double momentum, double lr, double wd, double omd,
                                                          int nesterov)
{
    if (wd != (double)0) g += wd * p;
    if (momentum != (double)0) {
        double nv = first ? g : momentum * *v + omd * g;
        *v = nv;
        g = nesterov ? g + momentum * nv : nv;
    }
    return p - lr * g;
}
// Adam's weight decay: decoupled (AdamW) scales p by decay = 1 - lr wd,
 // else wd p joins the gradient.
static inline NNTILE__HOST_DEVICE void nntile__adam_decay(int decoupled, double wd, double decay,
                                                            double *p, double *g)
{
    if (decoupled) *p *= decay;
    else *g += wd * *p;
}
// Adam, one element: the moments *f, *s (s: the square root of the second
 // moment, read on later steps) and the new p. b1 = beta1, omb1 = 1 - beta1,
 // sqb2 = sqrt(beta2), sq1 = sqrt(1 - beta2); alpha, scale: the bias
 // corrections of the step (nntile__adam_alpha, nntile__adam_scale).
static inline NNTILE__HOST_DEVICE double nntile__adam_update(double p, double g, double *f, double *s, int first,
                                                           double b1, double omb1, double sqb2, double sq1,
                                                           double alpha, double scale, double eps)
{
    if (first) {
        *f = omb1 * g;
        *s = sq1 * fabs(g);
    } else {
        *f = b1 * *f + omb1 * g;
        *s = hypot(sqb2 * *s, sq1 * g);
    }
    return p - alpha * *f / (*s * scale + eps);
}

// rope: (y0, y1) = (c a - s b, s a + c b), the pair (a, b) rotated.
static inline NNTILE__HOST_DEVICE void nntile__rope(double c, double s, double a, double b, double *y0, double *y1)
{
    *y0 = c * a - s * b;
    *y1 = s * a + c * b;
}

// Norms as a scaled sum of squares (LAPACK nrm2 style, no overflow of the
 // squares): t joins acc = sum (|t| / scl)^2, scl = max |t| so far; the
 // result |alpha| scl sqrt(acc).
static inline NNTILE__HOST_DEVICE void nntile__nrm2_add(double t, double *acc, double *scl)
{
    double a = fabs(t);
    if (a == (double)0) return;
    if (*scl >= a) {
        double r = a / *scl;
        *acc += r * r;
    } else {
        double r = *scl / a;
        *acc = *acc * r * r + (double)1;
        *scl = a;
    }
}
static inline NNTILE__HOST_DEVICE double nntile__nrm2(double alpha, double acc, double scl)
{
    return fabs(alpha) * (scl * sqrt(acc));
}

// Attention. logaddexp(a, b) = hi + log1p(exp(lo - hi)) merges a tile's
 // logsumexp into the stored one; keep = exp(old - new), the factor of the
 // old output (0 on the first tile). Backward: p = exp(scale q.k - lse),
 // ds = scale p (da.v - da.a).
static inline NNTILE__HOST_DEVICE double nntile__logaddexp(double a, double b)
{
    double hi = a > b ? a : b, lo = a > b ? b : a;
    return hi + log1p(exp(lo - hi));
}
static inline NNTILE__HOST_DEVICE double nntile__sdpa_keep(int first, double old, double lse_new)
{
    return first ? (double)0 : exp(old - lse_new);
}
static inline NNTILE__HOST_DEVICE double nntile__sdpa_p(double scale, double dot, double lse)
{
    return exp(scale * dot - lse);
}
static inline NNTILE__HOST_DEVICE double nntile__sdpa_ds(double scale, double p, double dp, double d)
{
    return scale * p * (dp - d);
}
#endif

#endif /* NNTILE_GEN */
#undef NNTILE_GEN
