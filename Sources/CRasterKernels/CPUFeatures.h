// Function attributes that let one translation unit hold bodies for several instruction sets.
//
// Swift on Linux compiles C for baseline x86-64 (SSE2). A body marked AVX2 or AVX512 is compiled
// for that set alone and only runs after `rk_instruction_set()` (CPUDispatch.c) said the CPU has
// it. Every kernel file takes these macros from here, so the sets are named once.

#ifndef RASTER_CPU_FEATURES_H
#define RASTER_CPU_FEATURES_H

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))
#define AVX512 __attribute__((target("avx512f,avx512bw")))
#endif

#endif
