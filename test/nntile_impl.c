/* nntile_impl.c: the implementation of nntile.h, compiled once per build
 * configuration and linked into every test binary. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
