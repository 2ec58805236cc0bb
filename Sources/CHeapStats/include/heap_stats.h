#ifndef BINDERY_HEAP_STATS_H
#define BINDERY_HEAP_STATS_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back (glibc's mallinfo2: uordblks + hblkhd); 0 elsewhere.
size_t bindery_heap_in_use(void);

#endif
