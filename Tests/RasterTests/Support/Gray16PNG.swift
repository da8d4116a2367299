// 16-bit grayscale PNG reading for the accuracy bench, through libpng's
// simplified API. The bench files carry no gAMA, sRGB or iCCP chunk, and
// libpng takes 16-bit data without one as linear, so PNG_FORMAT_LINEAR_Y
// hands the stored samples back unchanged (checked against a separate zlib
// decode of circle_r3.7.png when this was written, and by the oracle
// comparison in CoverageAccuracyTests on every run).

import CPNG

/// A grayscale image with 16-bit samples, 65535 = white.
struct Gray16Image {
  let width: Int
  let height: Int
  /// Samples row after row.
  let samples: [UInt16]

  /// The sample at column `x`, row `y`.
  subscript(x: Int, y: Int) -> UInt16 { samples[y * width + x] }

  /// Reads the PNG file at `path`, converting it to 16-bit linear gray if it is not.
  init(contentsOf path: String) throws {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_file(&image, path) != 0 else {
      throw Gray16PNGError(path: path, message: Gray16Image.message(of: image))
    }
    image.format = UInt32(PNG_FORMAT_LINEAR_Y)
    let count = Int(image.width) * Int(image.height)
    var buffer = [UInt16](repeating: 0, count: count)
    let finished = buffer.withUnsafeMutableBytes { bytes in
      png_image_finish_read(&image, nil, bytes.baseAddress, 0, nil)
    }
    guard finished != 0 else {
      throw Gray16PNGError(path: path, message: Gray16Image.message(of: image))
    }
    width = Int(image.width)
    height = Int(image.height)
    samples = buffer
  }

  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}

/// libpng could not read a bench image.
struct Gray16PNGError: Error, CustomStringConvertible {
  let path: String
  let message: String
  var description: String { "cannot read \(path): \(message)" }
}
