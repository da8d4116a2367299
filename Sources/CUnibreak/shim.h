// libunibreak, the line breaking algorithm of UAX #14. Its tables are set up
// once per process by `init_linebreak`, which `rg_line_breaks` calls through
// pthread_once so that threads may break lines at the same time. Debian's
// libunibreak 1.1 aborts on an assertion for the regional indicators
// (U+1F1E6…U+1F1FF, class RI, missing from its pair table) and for U+FFFF:
// they are given to it as U+4E00 (class ID: a break on either side), and the
// caller keeps breaks only between grapheme clusters, so a flag stays whole.
#include <linebreak.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

static pthread_once_t rg_linebreak_once = PTHREAD_ONCE_INIT;

/// Writes into `breaks[i]` whether a line may (LINEBREAK_ALLOWBREAK) or must
/// (LINEBREAK_MUSTBREAK) break after character `i` of `length` UTF-32 characters.
/// Returns 0, or -1 when there is no memory for the copy of the text (then `breaks` is unchanged).
static inline int rg_line_breaks(const uint32_t *text, size_t length, char *breaks) {
  pthread_once(&rg_linebreak_once, init_linebreak);
  utf32_t *safe = malloc(sizeof(utf32_t) * (length ? length : 1));
  if (!safe) return -1;
  for (size_t i = 0; i < length; i++) {
    uint32_t c = text[i];
    safe[i] = (c >= 0x1F1E6 && c <= 0x1F1FF) || c == 0xFFFF ? 0x4E00 : c;
  }
  set_linebreaks_utf32(safe, length, NULL, breaks);
  free(safe);
  return 0;
}
