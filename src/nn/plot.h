/* nn/plot.h: a loss curve as a small self-contained SVG line chart (axes,
 * "nice" 1-2-5 ticks with labels, axis titles, the title), for a browser.
 * steps may be NULL (0, 1, ..., n - 1); points with a non-finite loss are
 * left out; n = 0 draws empty axes. Writes path (replaced atomically like
 * every save, nn/safetensors.h: links followed, a FIFO, device or directory
 * refused unchanged); returns NNTILE_ERR_RUNTIME (with the path and reason)
 * when the file cannot be written. */
#ifndef NNTILE_PART_NN_PLOT_H
#define NNTILE_PART_NN_PLOT_H

#include "../core.h"

NNTILE_API nntile_status nntile_plot_loss_svg(const char *path, int64_t n, const int64_t *steps,
                                              const double *losses, const char *title);

#endif /* NNTILE_PART_NN_PLOT_H */
