// giflib 5 for writing animated GIFs (and, in tests, for decoding them).
// Debian's libgif-dev ships no pkg-config file, so the package links "gif"
// by name and finds <gif_lib.h> on the default include path.
#include <gif_lib.h>
