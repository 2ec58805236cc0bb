#include "heap_stats.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t bindery_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t bindery_heap_in_use(void) { return 0; }
#endif
