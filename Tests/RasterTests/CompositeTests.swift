import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// Compositing checked against the formulas evaluated in Double and rounded to nearest.
struct CompositeTests {
  /// round(x·s/255) for every pair of bytes, in both lane positions of the word.
  @Test func scaleRoundsEveryProductToNearest() {
    for s in 0...255 {
      for x in 0...255 {
        let expected = UInt32((Double(x * s) / 255).rounded())
        let word = UInt32(x) | UInt32(255 - x) << 8 | UInt32(x) << 16 | UInt32(255 - x) << 24
        let got = Compositor.scale(word, by: UInt32(s))
        let expectedHigh = UInt32((Double((255 - x) * s) / 255).rounded())
        #expect(got & 0xFF == expected)
        #expect(got >> 16 & 0xFF == expected)
        #expect(got >> 8 & 0xFF == expectedHigh)
        #expect(got >> 24 == expectedHigh)
      }
    }
  }

  /// The vector path (runs of 8 or more) and the scalar path give the same bytes as the formula.
  @Test(arguments: [1, 3, 7, 8, 9, 31, 64])
  func sourceOverSpanMatchesFormula(count: Int) throws {
    var p = try Pixmap(width: count, height: 1)
    for x in 0..<count {
      let a = UInt8((x * 37) % 256)
      p.words[x] = PremultipliedRGBA8(r: a / 2, g: a, b: a / 3, a: a).packed
    }
    let before = p.words
    let source = Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.5)
    p.fill(.rect(Rect(x: 0, y: 0, width: Double(count), height: 1)), color: source)
    let s = source.premultiplied()
    for x in 0..<count {
      let d = PremultipliedRGBA8(packed: before[x])
      func over(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
        UInt8(Double(sc) + (Double(dc) * Double(255 - Int(s.a)) / 255).rounded())
      }
      let expected = PremultipliedRGBA8(r: over(s.r, d.r), g: over(s.g, d.g), b: over(s.b, d.b), a: over(s.a, d.a))
      #expect(p.premultipliedPixel(x: x, y: 0) == expected)
    }
  }

  /// A half-covered pixel takes the colour scaled by 128/255 (coverage rounds 127.5 up).
  @Test func partialCoverageScalesTheSourceFirst() throws {
    var p = try Pixmap(width: 1, height: 1)
    p.fill(.rect(Rect(x: 0, y: 0, width: 0.5, height: 1)), color: Color(red: 1, green: 1, blue: 1))
    #expect(p.pixel(x: 0, y: 0) == (128, 128, 128, 128))
  }

  @Test func layerOpacityAppliesToTheGroupNotEachShape() throws {
    let canvas = try Canvas(width: 4, height: 1)
    canvas.clear(.white)
    canvas.beginLayer(opacity: 0.5)
    // Two overlapping opaque fills: inside the group only the top one shows.
    canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), color: .black)
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), color: Color(red: 1, green: 0, blue: 0))
    canvas.endLayer()
    // Layer pixel (255,0,0,255) scaled by round(0.5·255) = 128 → (128,0,0,128),
    // over white: 128 + 255·127/255 = 255, 0 + 127 = 127.
    #expect(canvas.pixmap.pixel(x: 0, y: 0) == (255, 127, 127, 255))
    // Black scaled to (0,0,0,128) over white: 127.
    #expect(canvas.pixmap.pixel(x: 3, y: 0) == (127, 127, 127, 255))
  }

  @Test func nestedLayersAndReuseLeaveNoResidue() throws {
    let canvas = try Canvas(width: 8, height: 8)
    for _ in 0..<2 {
      canvas.clear(.white)
      canvas.beginLayer(opacity: 1)
      canvas.beginLayer(opacity: 0.25)
      canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: .black)
      canvas.endLayer()
      canvas.endLayer()
      // 0.25·255 = 63.75 → 64: white 255 − 255·64/255 = 191.
      #expect(canvas.pixmap.pixel(x: 1, y: 1) == (191, 191, 191, 255))
      #expect(canvas.pixmap.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    }
  }

  @Test func clearWithFractionalClipBlendsEdgePixels() throws {
    let canvas = try Canvas(width: 4, height: 1)
    canvas.clear(.white)
    canvas.clip(to: Rect(x: 1.5, y: 0, width: 2, height: 1))
    canvas.clear(.black)
    #expect(canvas.pixmap.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    #expect(canvas.pixmap.pixel(x: 1, y: 0) == (127, 127, 127, 255))
    #expect(canvas.pixmap.pixel(x: 2, y: 0) == (0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 3, y: 0) == (127, 127, 127, 255))
  }
}
