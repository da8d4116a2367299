import Drawing
import Raster

extension Pixmap {
  /// Every pixel composited onto an opaque `background`, packed as `r | g << 8 | b << 16`.
  ///
  /// A premultiplied colour c with alpha a over background b gives c + b·(255 − a)/255, rounded.
  func flattenedRGB(onto background: PremultipliedRGBA8) -> [UInt32] {
    words.map { word in
      let a = word >> 24
      if a == 255 { return word & 0xFF_FFFF }
      let p = PremultipliedRGBA8(packed: word), rest = 255 - a
      func channel(_ c: UInt8, _ b: UInt8) -> UInt32 { UInt32(c) + (UInt32(b) * rest + 127) / 255 }
      return channel(p.r, background.r) | channel(p.g, background.g) << 8 | channel(p.b, background.b) << 16
    }
  }
}
