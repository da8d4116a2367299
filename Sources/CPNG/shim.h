// libpng through its simplified `png_image` API, plus zlib for the chunks
// the project writes itself. Errors come back as return codes and
// `png_image.message`, so no longjmp ever crosses a Swift frame.
#include <png.h>
#include <zlib.h>

// Swift does not import macros built from other macros; name the formats we use.
static const png_uint_32 rg_png_format_rgb = PNG_FORMAT_RGB;
static const png_uint_32 rg_png_format_rgba = PNG_FORMAT_RGBA;
