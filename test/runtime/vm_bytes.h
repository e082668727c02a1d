/* vm_bytes.h: the address space a test process uses now, for the tests
 * that run a child under an RLIMIT_AS a margin above it. POSIX + Linux. */
#ifndef NNTILE_TEST_VM_BYTES_H
#define NNTILE_TEST_VM_BYTES_H

#include <stdio.h>
#include <unistd.h>

/* Bytes of address space in use (from /proc/self/statm), or a negative
 * value when it cannot be read. */
static inline long test_vm_bytes(void)
{
    long pages = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return -1;
    if (fscanf(f, "%ld", &pages) != 1) pages = -1;
    fclose(f);
    return pages * sysconf(_SC_PAGESIZE);
}

#endif
