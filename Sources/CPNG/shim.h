// libpng through its simplified `png_image` API, plus zlib for the chunks
// the project writes itself. Errors come back as return codes and
// `png_image.message`, so no longjmp ever crosses a Swift frame.
#include <png.h>
#include <zlib.h>
