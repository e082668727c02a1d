/* nn/trainer.h: a training loop over a compiled graph that has forward,
 * backward (nntile_graph_backward) and optimizer (nntile_graph_optimizer)
 * phases.
 *
 * Each step: for every micro-batch m, bind(c, step, m, user) binds its
 * inputs, the forward and backward phases run, and the loss is read (after
 * its tasks; the step's loss is the mean of the micro-batch losses); then,
 * with a schedule, lr = nntile_lr_schedule_at(schedule, step) is set, the
 * optimizer phase runs once and is waited for. For micro_batches > 1 build
 * the backward with accumulate = 1 and, for a MEAN loss, loss_scale =
 * 1 / micro_batches (equal micro-batches then give the full batch's
 * gradient); the optimizer phase clears the gradients (nn/optimizer.h).
 *
 * Progress, one line per step: "step 12/300  loss 2.3145  lr 3.0e-04
 * 1234 tok/s  ETA 0:42", redrawn in place with '\r' when the progress
 * stream is stdout or stderr and a terminal, else printed as plain lines
 * every progress_every steps (and the last step). Loss log: loss_csv gets
 * "step,loss" and one row per step (written as it goes, flushed each step; a
 * FIFO that no process reads, a block device or a directory is an error);
 * loss_svg gets the curve (nntile_plot_loss_svg) at the end and on error:
 * every step up to 65536 steps, then every 2nd, 4th, ... step (at most 65536
 * points, so the memory of a run does not grow with its length).
 *
 * Step numbers are int64: first_step >= 0 and first_step + steps <= INT64_MAX,
 * except steps = INT64_MAX, an open-ended run that stops where the numbers
 * run out (its progress line shows no total and no ETA). A bind returning
 * NNTILE_TRAIN_STOP ends the run cleanly before that step's passes go on
 * (return it at micro_batch 0 so that none of the step has run): nntile_train
 * then returns NNTILE_OK. The whole config (and the schedule, see
 * nntile_lr_schedule) is checked before anything runs.
 * Resumable runs: with a checkpoint path the trainer saves a training
 * checkpoint (nntile_checkpoint_save_train, atomic) every checkpoint_every
 * steps and when the run ends, a bind's NNTILE_TRAIN_STOP included, with
 * the steps done and *position: the bind function keeps its place in the
 * data there (data_position, rng; pass the same struct through user), and
 * the trainer sets position->step after each step. To resume, load it with
 * nntile_checkpoint_load_train and start a run with first_step =
 * position.step and the data reader at the loaded place: the losses and
 * tensors are then bit for bit those of the run that did not stop.
 * Returns the first error (a failed bind, execution, get or file); never
 * exits. */
#ifndef NNTILE_PART_NN_TRAINER_H
#define NNTILE_PART_NN_TRAINER_H

#include <stdio.h>
#include "../graph.h"
#include "optimizer.h"
#include "safetensors.h"

#define NNTILE_TRAIN_STOP ((nntile_status)1)
typedef nntile_status (*nntile_trainer_bind_fn)(nntile_compiled *c, int64_t step,
                                                int micro_batch, void *user);
typedef struct nntile_trainer_config {
    nntile_compiled *compiled;
    int64_t steps;            /* steps to run; INT64_MAX: until bind says stop */
    int64_t first_step;       /* number of the first step (to resume), >= 0, 0 by default */
    int micro_batches;        /* forward + backward passes per step; 0 means 1 */
    nntile_trainer_bind_fn bind;
    void *user;
    const char *loss;         /* the loss tensor (marked output) */
    int64_t tokens_per_micro_batch; /* for tok/s; 0 hides it */
    const nntile_lr_schedule *schedule; /* NULL: the compiled lr */
    const char *loss_csv;     /* NULL: none */
    const char *loss_svg;     /* NULL: none */
    const char *title;        /* of the SVG; NULL: "training loss" */
    FILE *progress;           /* NULL: stderr */
    int progress_every;       /* plain-line mode: every k steps; 0 means 1 */
    int quiet;                /* 1: no progress line */
    double *losses;           /* NULL or one entry per step run: the loss of each step */
    const char *checkpoint;   /* NULL: none; else the training checkpoint's path */
    int64_t checkpoint_every; /* steps between checkpoints, >= 0; 0: only at the end */
    nntile_train_position *position; /* the data reader's place, saved with each checkpoint;
                                        NULL: zeros are saved */
} nntile_trainer_config;
NNTILE_API void nntile_trainer_config_init(nntile_trainer_config *cfg);
NNTILE_API nntile_status nntile_train(const nntile_trainer_config *cfg);
/* One progress line (no newline) into buf: "step 12/300  loss 2.3145  lr
 * 3.0e-04  1234 tok/s  ETA 0:42"; lr < 0 or tok_per_s < 0 leave those out,
 * steps < 0 (an open-ended run) leaves out "/steps" and the ETA.
 * Truncated to size - 1 characters; buf NULL or size 0 writes nothing. */
NNTILE_API void nntile_progress_format(char *buf, size_t size, int64_t step, int64_t steps,
                                       double loss, double lr, double tok_per_s, double eta_s);

#endif /* NNTILE_PART_NN_TRAINER_H */
