import CPNG
import Foundation
import Testing

/// A PNG file decoded by libpng's simplified API into 8-bit samples, for comparing with decoded animations.
public struct PNGImage {
  /// The size in pixels.
  public let width: Int, height: Int
  /// The samples row by row, `channels` per pixel (straight alpha when 4).
  public let samples: [UInt8]

  /// Reads the PNG file at `path` as RGB (`channels` 3) or RGBA (`channels` 4).
  public init(contentsOf path: String, channels: Int) throws {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    try #require(png_image_begin_read_from_file(&image, path) != 0, "libpng cannot open \(path)")
    image.format = channels == 4 ? rg_png_format_rgba : rg_png_format_rgb
    var buffer = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * channels)
    let finished = buffer.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    try #require(finished != 0, "libpng cannot read \(path)")
    width = Int(image.width)
    height = Int(image.height)
    samples = buffer
  }

  /// The samples as packed `r | g << 8 | b << 16` words (RGB images only), as ``GIFReader`` gives canvases.
  public var packedRGB: [UInt32] {
    stride(from: 0, to: samples.count, by: 3).map {
      UInt32(samples[$0]) | UInt32(samples[$0 + 1]) << 8 | UInt32(samples[$0 + 2]) << 16
    }
  }
}
