// Premultiplied 8-bit compositing with exact rounding.
//
// Every product of two 8-bit values is divided by 255 with rounding to
// nearest, using the identity round(x/255) = (y + (y >> 8)) >> 8 with
// y = x + 128, exact for 0 ≤ x ≤ 255·255 (Blinn, "Three Wrongs Make a Right",
// 1995). Two channels share one 32-bit word (the 0x00FF00FF lane trick), and
// long runs go through 16-lane SIMD, which computes the same formula, so the
// scalar and vector paths agree bit for bit.

/// Pixel arithmetic on packed premultiplied words.
enum Compositor {
  /// Each byte of `word` times `factor`/255, rounded to nearest.
  @inline(__always)
  static func scale(_ word: UInt32, by factor: UInt32) -> UInt32 {
    var rb = (word & 0x00FF_00FF) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((word >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// `source` over `destination`: s + d·(255 − sα)/255 per channel.
  @inline(__always)
  static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- (source >> 24))
  }

  /// Composites one solid premultiplied colour over `count` words.
  @inline(__always)
  static func sourceOver(solid source: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
    let alpha = source >> 24
    if alpha == 255 {
      row.update(repeating: source, count: count)
      return
    }
    if alpha == 0 { return }
    var i = 0
    if count >= 8 {
      // Four pixels at a time as eight 16-bit lanes, each holding one channel
      // pair as in `scale`: low bytes are R and B, high bytes G and A.
      let inverse = SIMD8<UInt16>(repeating: UInt16(255 - alpha))
      let s = UInt64(source) | UInt64(source) << 32
      let sourceLanes = unsafeBitCast(SIMD2<UInt64>(s, s), to: SIMD8<UInt16>.self)
      let raw = UnsafeMutableRawPointer(row)
      while i + 4 <= count {
        sourceOver(four: sourceLanes, inverse: inverse, at: raw + i * 4)
        i += 4
      }
    }
    let inverse = 255 &- alpha
    while i < count {
      row[i] = source &+ scale(row[i], by: inverse)
      i += 1
    }
  }
}

extension Compositor {
  /// Composites four premultiplied source pixels over the four at `pixels`, in 16-bit lanes.
  ///
  /// Each lane holds one channel pair of one pixel (low bytes R and B, high
  /// bytes G and A, as in ``scale(_:by:)``); `inverse` holds each pixel's
  /// 255 − source alpha in both of its lanes. The arithmetic is ``scale(_:by:)``'s
  /// exactly, without widening bytes, so vector and scalar paths agree.
  @inline(__always)
  static func sourceOver(four sources: SIMD8<UInt16>, inverse: SIMD8<UInt16>, at pixels: UnsafeMutableRawPointer) {
    let d = pixels.loadUnaligned(as: SIMD8<UInt16>.self)
    var low = (d & 0x00FF) &* inverse &+ 0x80
    low = (low &+ (low &>> 8)) &>> 8
    var high = (d &>> 8) &* inverse &+ 0x80
    high = (high &+ (high &>> 8)) & 0xFF00
    pixels.storeBytes(of: (low | high) &+ sources, as: SIMD8<UInt16>.self)
  }

  /// Composites a row of premultiplied pixels over another, each scaled by `opacity`/255 first.
  @inline(__always)
  static func sourceOver(
    row source: UnsafePointer<UInt32>, into destination: UnsafeMutablePointer<UInt32>, count: Int, opacity: UInt32
  ) {
    for i in 0..<count {
      var s = source[i]
      if s == 0 { continue }
      if opacity != 255 { s = scale(s, by: opacity) }
      destination[i] = s >> 24 == 255 ? s : sourceOver(s, destination[i])
    }
  }
}
