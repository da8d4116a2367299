import Drawing
import Raster

// GIF stores no alpha but one transparent entry, so the encoder first turns
// every premultiplied pixel into one colour, packed as r | g << 8 | b << 16,
// or into the marker ``GIFPixelConversion/transparent``.
//
// Flattened, a premultiplied colour c with alpha a over an opaque background
// b gives c + b·(255 − a)/255, rounded: what the frame looks like on that
// background. Keeping transparency, a pixel below half alpha becomes the
// marker (the GIF shows what is behind it) and any other pixel shows its own
// colour demultiplied, c·255/a rounded, as opaque: compositing onto a
// background colour would leave a halo of that colour around antialiased
// edges wherever the GIF is shown on another one.

/// How premultiplied pixels become the opaque colours, or the transparent marker, that a GIF encodes.
enum GIFPixelConversion: Hashable, Sendable {
  /// Composited onto an opaque background colour.
  case flattened(onto: PremultipliedRGBA8)
  /// Transparent below half alpha, otherwise the colour demultiplied and made opaque.
  case keepingTransparency

  /// The marker of a transparent pixel: above every packed RGB colour.
  static let transparent: UInt32 = 1 << 24

  /// The GIF colour of one premultiplied pixel word.
  @inline(__always)
  func color(of word: UInt32) -> UInt32 {
    let a = word >> 24
    if a == 255 { return word & 0xFF_FFFF }
    switch self {
    case .flattened(let background):
      let p = PremultipliedRGBA8(packed: word), rest = 255 - a
      func channel(_ c: UInt8, _ b: UInt8) -> UInt32 { UInt32(c) + (UInt32(b) * rest + 127) / 255 }
      return channel(p.r, background.r) | channel(p.g, background.g) << 8 | channel(p.b, background.b) << 16
    case .keepingTransparency:
      guard a >= 128 else { return Self.transparent }
      let (r, g, b) = Pixmap.demultiply(PremultipliedRGBA8(packed: word))
      return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
    }
  }

  /// The GIF colours of `rect` of `pixmap`, row by row.
  func colors(of pixmap: Pixmap, in rect: IntRect) -> [UInt32] {
    var out = [UInt32](repeating: 0, count: rect.width * rect.height)
    pixmap.words.withUnsafeBufferPointer { words in
      var o = 0, last: (word: UInt32, color: UInt32) = (0, color(of: 0))
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX {
          let word = words[y * pixmap.width + x]
          if word != last.word { last = (word, color(of: word)) }
          out[o] = last.color
          o += 1
        }
      }
    }
    return out
  }
}
