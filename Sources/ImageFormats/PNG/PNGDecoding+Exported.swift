// The PNG decoder and its errors are part of this module's API: readers of PNG files catch
// `PNGError` and `PNGSizeError`, and decode bitmaps, with `import ImageFormats` alone.
@_exported import PNGDecoding
