/* nn/plot.c: nntile_plot_loss_svg (nn/plot.h). */

#include "../internal.h"

/* Tick spacing 1, 2 or 5 times a power of ten giving about 5 ticks. */
static double nntile__plot_tick(double lo, double hi)
{
    double span = hi - lo, raw = span / 5, p = pow(10, floor(log10(raw))), f = raw / p;
    return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * p;
}

/* Writes s with XML's five special characters escaped. */
static void nntile__plot_text(FILE *f, const char *s)
{
    for (; s && *s; ++s) switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default: fputc(*s, f);
        }
}

/* The data range of one axis, widened when empty or flat; then rounded out
 * to whole ticks. */
static void nntile__plot_range(double *lo, double *hi, double *tick)
{
    if (!(*lo <= *hi)) *lo = 0, *hi = 1;
    if (*hi - *lo < 1e-12 * (fabs(*lo) + fabs(*hi)) || *hi == *lo) {
        double d = *lo != 0 ? fabs(*lo) * 0.1 : 1;
        *lo -= d, *hi += d;
    }
    *tick = nntile__plot_tick(*lo, *hi);
    *lo = floor(*lo / *tick) * *tick;
    *hi = ceil(*hi / *tick) * *tick;
}

NNTILE_API nntile_status nntile_plot_loss_svg(const char *path, int64_t n, const int64_t *steps,
                                              const double *losses, const char *title)
{
    if (!path) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "plot_loss_svg: path is NULL");
    nntile_status st = nntile__count_check("plot_loss_svg", NULL, "n", n, "losses", losses);
    if (st) return st;
    double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY, xt, yt;
    for (int64_t i = 0; i < n; ++i) {
        if (!isfinite(losses[i])) continue;
        double x = steps ? (double)steps[i] : (double)i;
        x0 = fmin(x0, x), x1 = fmax(x1, x), y0 = fmin(y0, losses[i]), y1 = fmax(y1, losses[i]);
    }
    nntile__plot_range(&x0, &x1, &xt);
    nntile__plot_range(&y0, &y1, &yt);
    nntile__save save; /* written beside, then renamed over path (core.c) */
    FILE *f = nntile__save_begin(&save, "plot_loss_svg", path);
    if (!f) return nntile_last_status();
    const double W = 720, H = 440, L = 80, R = 24, T = 48, B = 64, pw = W - L - R, ph = H - T - B;
#define NNTILE__PX(x) (L + ((x) - x0) / (x1 - x0) * pw)
#define NNTILE__PY(y) (T + ph - ((y) - y0) / (y1 - y0) * ph)
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" "
               "viewBox=\"0 0 %g %g\" font-family=\"sans-serif\" font-size=\"12\">\n"
               "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
               "<text x=\"%g\" y=\"28\" text-anchor=\"middle\" font-size=\"16\">",
            W, H, W, H, W / 2);
    nntile__plot_text(f, title ? title : "loss");
    fprintf(f, "</text>\n<g stroke=\"#ddd\">\n");
    for (double x = x0; x <= x1 + xt * 1e-9; x += xt)
        fprintf(f, "<line x1=\"%.2f\" y1=\"%g\" x2=\"%.2f\" y2=\"%g\"/>\n", NNTILE__PX(x), T,
                NNTILE__PX(x), T + ph);
    for (double y = y0; y <= y1 + yt * 1e-9; y += yt)
        fprintf(f, "<line x1=\"%g\" y1=\"%.2f\" x2=\"%g\" y2=\"%.2f\"/>\n", L, NNTILE__PY(y),
                L + pw, NNTILE__PY(y));
    fprintf(f, "</g>\n<g stroke=\"black\">\n<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\"/>\n"
               "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\"/>\n</g>\n",
            L, T + ph, L + pw, T + ph, L, T, L, T + ph);
    fprintf(f, "<g text-anchor=\"middle\">\n");
    for (double x = x0; x <= x1 + xt * 1e-9; x += xt)
        fprintf(f, "<text x=\"%.2f\" y=\"%g\">%g</text>\n", NNTILE__PX(x), T + ph + 18,
                fabs(x) < xt * 1e-9 ? 0.0 : x);
    fprintf(f, "<text x=\"%g\" y=\"%g\">step</text>\n</g>\n<g text-anchor=\"end\">\n",
            L + pw / 2, H - 16);
    for (double y = y0; y <= y1 + yt * 1e-9; y += yt)
        fprintf(f, "<text x=\"%g\" y=\"%.2f\">%.4g</text>\n", L - 6, NNTILE__PY(y) + 4,
                fabs(y) < yt * 1e-9 ? 0.0 : y);
    fprintf(f, "</g>\n<text x=\"18\" y=\"%g\" text-anchor=\"middle\" "
               "transform=\"rotate(-90 18 %g)\">loss</text>\n", T + ph / 2, T + ph / 2);
    fprintf(f, "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points=\"");
    for (int64_t i = 0; i < n; ++i)
        if (isfinite(losses[i]))
            fprintf(f, "%.2f,%.2f ", NNTILE__PX(steps ? (double)steps[i] : (double)i),
                    NNTILE__PY(losses[i]));
    fprintf(f, "\"/>\n</svg>\n");
#undef NNTILE__PX
#undef NNTILE__PY
    return nntile__save_end(&save, NNTILE_OK);
}
