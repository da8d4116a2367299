// Which instruction set the kernels use: the best the CPU has, read from its feature bits
// (`__builtin_cpu_supports`, one load after the first call), unless a test or the environment
// capped it lower. Every kernel asks `rk_instruction_set()` on each call, so one binary runs on any
// x86-64 CPU and uses AVX2 or AVX-512 where they exist; all levels compute the same integers.

#include "RasterKernels.h"

#include <stdlib.h>

/// The level `rk_select_instruction_set` chose, or -1 for "the best the CPU has".
static _Atomic int selected_level = -1;

static inline int cpu_level(void) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx512bw")) return RK_AVX512;
  return __builtin_cpu_supports("avx2") ? RK_AVX2 : RK_SSE2;
#else
  return RK_PORTABLE;
#endif
}

int rk_instruction_set(void) {
  int selected = selected_level, best = cpu_level();
  return selected >= 0 && selected < best ? selected : best;
}

void rk_select_instruction_set(int level) { selected_level = level; }

/// Caps the level at RK_INSTRUCTION_SET (0 to 3) from the environment when the program starts, so
/// that a measurement can run a lower level's bodies on this CPU without a rebuild.
__attribute__((constructor)) static void select_instruction_set_from_environment(void) {
  const char *value = getenv("RK_INSTRUCTION_SET");
  if (value && value[0] >= '0' && value[0] <= '3' && value[1] == 0) selected_level = value[0] - '0';
}
