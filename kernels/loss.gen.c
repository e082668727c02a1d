/* GENERATED from kernels/loss.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 11 "kernels/loss.c"
static void nntile__total_sum_accum_fp32(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const float *logsumexp, const float *src, const int64_t *labels, float *val)
{
    float sum = 0, comp = 0; // Kahan
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) continue;
        int64_t l;
        float term = 0;
        if (add_lse) term += nntile__load_fp32(logsumexp[i]);
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            term -= nntile__load_fp32(src[l + i * nl]);
        float y = term - comp, t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    *val = nntile__store_fp32(nntile__load_fp32(*val) + (float)alpha * sum);
}

static void nntile__subtract_indexed_outputs_fp32(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, float *dst)
{
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) {
            for (int64_t l = 0; l < nl; ++l) dst[l + i * nl] = nntile__store_fp32((float)0);
            continue;
        }
        int64_t l;
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            dst[l + i * nl] =
                nntile__store_fp32(nntile__load_fp32(dst[l + i * nl]) - (float)val);
    }
}

#line 11 "kernels/loss.c"
static void nntile__total_sum_accum_fp64(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const double *logsumexp, const double *src, const int64_t *labels, double *val)
{
    double sum = 0, comp = 0; // Kahan
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) continue;
        int64_t l;
        double term = 0;
        if (add_lse) term += nntile__load_fp64(logsumexp[i]);
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            term -= nntile__load_fp64(src[l + i * nl]);
        double y = term - comp, t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    *val = nntile__store_fp64(nntile__load_fp64(*val) + (double)alpha * sum);
}

static void nntile__subtract_indexed_outputs_fp64(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, double *dst)
{
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) {
            for (int64_t l = 0; l < nl; ++l) dst[l + i * nl] = nntile__store_fp64((double)0);
            continue;
        }
        int64_t l;
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            dst[l + i * nl] =
                nntile__store_fp64(nntile__load_fp64(dst[l + i * nl]) - (double)val);
    }
}

#line 11 "kernels/loss.c"
static void nntile__total_sum_accum_fp16(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const nntile_fp16 *logsumexp, const nntile_fp16 *src, const int64_t *labels, nntile_fp16 *val)
{
    float sum = 0, comp = 0; // Kahan
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) continue;
        int64_t l;
        float term = 0;
        if (add_lse) term += nntile__load_fp16(logsumexp[i]);
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            term -= nntile__load_fp16(src[l + i * nl]);
        float y = term - comp, t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    *val = nntile__store_fp16(nntile__load_fp16(*val) + (float)alpha * sum);
}

static void nntile__subtract_indexed_outputs_fp16(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) {
            for (int64_t l = 0; l < nl; ++l) dst[l + i * nl] = nntile__store_fp16((float)0);
            continue;
        }
        int64_t l;
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            dst[l + i * nl] =
                nntile__store_fp16(nntile__load_fp16(dst[l + i * nl]) - (float)val);
    }
}

#line 11 "kernels/loss.c"
static void nntile__total_sum_accum_bf16(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const nntile_bf16 *logsumexp, const nntile_bf16 *src, const int64_t *labels, nntile_bf16 *val)
{
    float sum = 0, comp = 0; // Kahan
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) continue;
        int64_t l;
        float term = 0;
        if (add_lse) term += nntile__load_bf16(logsumexp[i]);
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            term -= nntile__load_bf16(src[l + i * nl]);
        float y = term - comp, t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    *val = nntile__store_bf16(nntile__load_bf16(*val) + (float)alpha * sum);
}

static void nntile__subtract_indexed_outputs_bf16(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) {
            for (int64_t l = 0; l < nl; ++l) dst[l + i * nl] = nntile__store_bf16((float)0);
            continue;
        }
        int64_t l;
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            dst[l + i * nl] =
                nntile__store_bf16(nntile__load_bf16(dst[l + i * nl]) - (float)val);
    }
}

#elif NNTILE_GEN == 2
#line 59 "kernels/loss.c"
    case NNTILE_FP32:
        nntile__total_sum_accum_fp32(alpha, nl, label_start, n, ignore_index, add_lse,
                                       (const float *)logsumexp, (const float *)src, labels,
                                       (float *)val);
        break;
#line 59 "kernels/loss.c"
    case NNTILE_FP64:
        nntile__total_sum_accum_fp64(alpha, nl, label_start, n, ignore_index, add_lse,
                                       (const double *)logsumexp, (const double *)src, labels,
                                       (double *)val);
        break;
#line 59 "kernels/loss.c"
    case NNTILE_FP16:
        nntile__total_sum_accum_fp16(alpha, nl, label_start, n, ignore_index, add_lse,
                                       (const nntile_fp16 *)logsumexp, (const nntile_fp16 *)src, labels,
                                       (nntile_fp16 *)val);
        break;
#line 59 "kernels/loss.c"
    case NNTILE_BF16:
        nntile__total_sum_accum_bf16(alpha, nl, label_start, n, ignore_index, add_lse,
                                       (const nntile_bf16 *)logsumexp, (const nntile_bf16 *)src, labels,
                                       (nntile_bf16 *)val);
        break;
#elif NNTILE_GEN == 3
#line 79 "kernels/loss.c"
    case NNTILE_FP32:
        nntile__subtract_indexed_outputs_fp32(val, nl, label_start, n, ignore_index, labels,
                                                (float *)dst);
        break;
#line 79 "kernels/loss.c"
    case NNTILE_FP64:
        nntile__subtract_indexed_outputs_fp64(val, nl, label_start, n, ignore_index, labels,
                                                (double *)dst);
        break;
#line 79 "kernels/loss.c"
    case NNTILE_FP16:
        nntile__subtract_indexed_outputs_fp16(val, nl, label_start, n, ignore_index, labels,
                                                (nntile_fp16 *)dst);
        break;
#line 79 "kernels/loss.c"
    case NNTILE_BF16:
        nntile__subtract_indexed_outputs_bf16(val, nl, label_start, n, ignore_index, labels,
                                                (nntile_bf16 *)dst);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN
