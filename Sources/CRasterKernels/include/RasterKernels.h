// Pixel kernels of the Raster module: source-over compositing of
// premultiplied RGBA8 words with exact rounding, vectorised for the CPU the
// program runs on.
//
// Swift on Linux compiles for baseline x86-64 (SSE2) and has no way to name
// instructions such as PMULHUW or to build one function for AVX2 and select it
// at run time, which is what these loops need to keep up with the fastest 2D
// libraries. Each kernel therefore has an AVX2 body, an SSE2 body and a
// portable one (solid fills also an AVX-512 one), chosen once per call by the
// CPU's feature bits. All of them compute the same integers, so the output
// does not depend on the CPU.
//
// Pixels are 32-bit words, premultiplied, alpha in the top byte. Every product
// of two 8-bit values x·y is divided by 255 rounded to nearest as
// ((x·y + 128) · 257) >> 16, which equals Blinn's (t + (t >> 8)) >> 8 with
// t = x·y + 128 for every t below 65536.

#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Instruction-set levels of the kernels' bodies; a kernel without a body for a level uses the best below it.
enum { RK_PORTABLE = 0, RK_SSE2 = 1, RK_AVX2 = 2, RK_AVX512 = 3 };

/// The level the kernels use now: the best the CPU has, or lower if a lower one was selected.
int rk_instruction_set(void);

/// Caps the level at `level` (for tests and measurements); a negative value restores the best.
///
/// RK_INSTRUCTION_SET=0…3 in the environment sets the cap when the program starts.
void rk_select_instruction_set(int level);

/// Sets `count` pixels to `value`.
void rk_fill(uint32_t *pixels, size_t count, uint32_t value);

/// Composites the premultiplied colour `source` over `count` pixels.
///
/// `end` is one past the buffer's last pixel: a run that passes it stops the program. No pixel
/// outside the run is read or written.
void rk_source_over_solid(uint32_t *pixels, size_t count, uint32_t source, const uint32_t *end);

/// Composites `source` scaled by each pixel's coverage (0…255) over a `width` × `height` block.
///
/// Row k of the block starts at `pixels + k·pixel_stride` and its coverage at
/// `coverage + k·coverage_stride` (strides in elements). `end` is one past the
/// last pixel of the buffer: a block whose last row passes it stops the program.
/// No pixel or coverage byte outside a row's run is read or written.
void rk_source_over_mask(
  uint32_t *pixels, size_t pixel_stride, const uint8_t *coverage, size_t coverage_stride, size_t width, size_t height,
  uint32_t source, const uint32_t *end);

/// Composites `source` over `count` single pixels anywhere in memory, each scaled by its coverage.
///
/// Pixel k is `*pixels[k]`; its coverage comes from its cell sum `sums[k]` as
/// `rk_accumulate_cells` computes it (folded even-odd when `even_odd` is not 0, else clamped
/// non-zero). The pixels must be distinct. The edge pixels of a fill, collected over many rows,
/// are composited eight at a time this way.
void rk_source_over_pixels(uint32_t *const *pixels, const int32_t *sums, size_t count, int even_odd, uint32_t source);

/// Composites `count` premultiplied pixels of `source`, each scaled by `opacity`/255, over `pixels`.
void rk_source_over_row(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity);

/// Asks the CPU to load the cache lines of `count` pixels into cache, without waiting for them.
static inline void rk_prefetch(const uint32_t *pixels, size_t count) {
  for (size_t i = 0; i < count; i += 16) __builtin_prefetch(pixels + i, 1, 3);
  if (count) __builtin_prefetch(pixels + count - 1, 1, 3);
}

#endif
