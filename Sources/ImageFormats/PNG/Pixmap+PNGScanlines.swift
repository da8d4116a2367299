import Drawing
import Foundation
import Raster

// PNG scanlines with a per-row filter chosen for flat UI frames.
//
// Each row is stored with filter Up when it equals the row above (its bytes
// are then all zero, which deflate codes almost for free), with a predictive
// filter when it is photographic (`PNGRowFilter`: texture and noise, which
// only prediction makes compressible), and with filter None otherwise. Measured on a 750×1334 list-screen frame with zlib level 4 (the
// compressor before `ScanlineDeflater`), this
// beat every alternative tried: None everywhere (+0.5 %), Up, Sub or Paeth
// everywhere (+28…33 %), libpng-style minimum-sum-of-absolute-differences over
// None/Sub/Up or all five filters (+24…27 %, and 5–8× slower to choose), and Up
// for rows with 50/80/95 % of their bytes equal to the row above (+7…33 %).
// Flat UI repeats itself horizontally (glyphs, runs of one colour), which
// deflate matches best in unfiltered bytes; a row equal to the row above is
// the one case where Up is strictly better.

extension Pixmap {
  /// The filtered scanlines of `rect`, compressed into the zlib stream that IDAT or fdAT chunks carry.
  ///
  /// With three channels the alpha byte is dropped (the caller has checked that
  /// every pixel is opaque); with four, colour is demultiplied to straight alpha
  /// as c·255/a rounded to nearest.
  ///
  /// - Parameters:
  ///   - rect: The pixels to store, inside ``bounds`` and not empty.
  ///   - channels: 3 for RGB, 4 for RGBA.
  /// - Returns: The compressed rows, each a filter byte and `rect.width × channels` sample bytes.
  func pngCompressedScanlines(in rect: IntRect, channels: Int) -> [UInt8] {
    let rowBytes = 1 + rect.width * channels
    let w = width
    let scanlines = UnsafeMutablePointer<UInt8>.allocate(capacity: rect.height * rowBytes)
    defer { scanlines.deallocate() }
    // For photographic rows: the raw bytes of the row and of the row above, each after `channels`
    // zero bytes, the neighbours the filters see left of the first pixel.
    let slot = channels + rowBytes
    let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * slot)
    defer { raw.deallocate() }
    raw.initialize(repeating: 0, count: 2 * slot)
    words.withUnsafeBufferPointer { src in
      guard let base = src.baseAddress else { return }
      func store(_ row: UnsafePointer<UInt32>, into o: UnsafeMutablePointer<UInt8>) {
        if channels == 3 {
          Pixmap.storeOpaque(row, count: rect.width, into: o)
        } else {
          Pixmap.storeStraight(row, count: rect.width, into: o)
        }
      }
      for index in 0..<rect.height {
        let row = base + (rect.minY + index) * w + rect.minX
        let o = scanlines + index * rowBytes
        if index > 0, memcmp(row, row - w, rect.width * 4) == 0 {
          o[0] = 2
          (o + 1).update(repeating: 0, count: rowBytes - 1)
        } else if index > 0, PNGRowFilter.isPhotographic(row, above: row - w, width: rect.width) {
          store(row, into: raw + channels)
          store(row - w, into: raw + slot + channels)
          PNGRowFilter.writeBestFilter(raw + channels, above: raw + slot + channels, count: rowBytes - 1, bpp: channels, into: o)
        } else {
          o[0] = 0
          store(row, into: o + 1)
        }
      }
    }
    return Zlib.compress(
      UnsafeBufferPointer(start: scanlines, count: rect.height * rowBytes), rowBytes: rowBytes, pixelBytes: channels)
  }

  /// Writes `count` opaque pixels as R, G, B bytes.
  ///
  /// Four pixels at a time become one 8-byte and one 4-byte store (12 bytes),
  /// which takes half the instructions of storing byte by byte.
  @inline(__always)
  private static func storeOpaque(_ row: UnsafePointer<UInt32>, count: Int, into o: UnsafeMutablePointer<UInt8>) {
    let out = UnsafeMutableRawPointer(o)
    var x = 0
    while x &+ 4 <= count {
      let p0 = UInt64(row[x] & 0xFF_FFFF), p1 = UInt64(row[x &+ 1] & 0xFF_FFFF)
      let p2 = UInt64(row[x &+ 2] & 0xFF_FFFF), p3 = UInt32(row[x &+ 3] & 0xFF_FFFF)
      out.storeBytes(of: (p0 | p1 << 24 | p2 << 48).littleEndian, toByteOffset: 3 &* x, as: UInt64.self)
      out.storeBytes(
        of: (UInt32(truncatingIfNeeded: p2 >> 16) | p3 << 8).littleEndian, toByteOffset: 3 &* x &+ 8, as: UInt32.self)
      x &+= 4
    }
    while x < count {
      let word = row[x]
      o[3 &* x] = UInt8(truncatingIfNeeded: word)
      o[3 &* x &+ 1] = UInt8(truncatingIfNeeded: word >> 8)
      o[3 &* x &+ 2] = UInt8(truncatingIfNeeded: word >> 16)
      x &+= 1
    }
  }

  /// Writes `count` premultiplied pixels as straight-alpha R, G, B, A bytes.
  @inline(__always)
  private static func storeStraight(_ row: UnsafePointer<UInt32>, count: Int, into o: UnsafeMutablePointer<UInt8>) {
    for x in 0..<count {
      let p = PremultipliedRGBA8(packed: row[x])
      let (r, g, b) = demultiply(p)
      o[4 * x] = r
      o[4 * x + 1] = g
      o[4 * x + 2] = b
      o[4 * x + 3] = p.a
    }
  }
}
