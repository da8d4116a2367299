// libraqm (HarfBuzz + FriBidi over a FreeType face), used only by the tests as the reference
// layout engine whose visual glyph order the package's bidi layout is compared with.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <raqm.h>
