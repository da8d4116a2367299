// Adler-32 (RFC 1950), the checksum that ends a zlib stream, vectorised for
// the CPU the program runs on. Every body returns zlib's `adler32` exactly.

#ifndef RASTER_ADLER32_H
#define RASTER_ADLER32_H

#include <stddef.h>
#include <stdint.h>

/// The Adler-32 of `count` bytes at `bytes`, continuing from `adler` (1 for a new stream).
uint32_t rk_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

#endif
