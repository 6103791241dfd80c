#ifndef HEAP_IN_USE_H
#define HEAP_IN_USE_H

#include <stddef.h>

/// The bytes of heap the C allocator has handed out and not taken back (whole chunks, headers included), or 0
/// off Linux (only glibc's `mallinfo2` is asked).
size_t heap_in_use(void);

#endif
