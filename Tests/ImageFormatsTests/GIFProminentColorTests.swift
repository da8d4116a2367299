import Testing
@testable import Drawing
@testable import ImageFormats
@testable import Raster

/// A palette shows the colours that stand out in the frames (text, icons) as shades of themselves, not as another hue.
struct GIFProminentColorTests {
  /// Packs 8-bit channels the way the encoder does: r | g << 8 | b << 16.
  func packed(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { r | g << 8 | b << 16 }

  /// A 200×100 frame like a swiped cell: white, a green button over a third of it with 30
  /// tints of its green, 10 pixels each, grey subtitle text (240 pixels) and a red icon (48 pixels).
  func frame() throws -> Pixmap {
    var p = try Pixmap(width: 200, height: 100)
    p.clear(.white)
    p.fill(.rect(Rect(x: 130, y: 0, width: 70, height: 100)), color: Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255))
    for i in 0..<30 {
      let tint = Color(red: Double(60 + 2 * i) / 255, green: Double(190 - i) / 255, blue: 89 / 255)
      p.fill(.rect(Rect(x: Double(135 + 10 * (i % 6)), y: Double(10 + 10 * (i / 6)), width: 5, height: 2)), color: tint)
    }
    p.fill(.rect(Rect(x: 0, y: 60, width: 120, height: 2)), color: Color(red: 0.4, green: 0.4, blue: 0.4))
    p.fill(.rect(Rect(x: 10, y: 80, width: 8, height: 6)), color: Color(red: 1, green: 59 / 255, blue: 48 / 255))
    return p
  }

  func census(frames: Int) throws -> GIFColorCensus {
    let frame = try frame()
    let conversion = GIFPixelConversion.flattened(onto: Color.white.premultiplied())
    var census = GIFColorCensus(pixelsPerFrame: 200 * 100)
    for k in 0..<frames { census.add(GIFColorCensus.change(from: k == 0 ? nil : frame, to: frame, conversion: conversion)) }
    return census
  }

  @Test func shadesKeepTheirHue() {
    // Lighter or darker by up to 40 levels a channel passes; a grey shown green does not.
    #expect(GIFPalette.isShade(packed(37, 37, 37), of: packed(0, 0, 0)))
    #expect(GIFPalette.isShade(packed(142, 142, 142), of: packed(102, 102, 102)))
    #expect(!GIFPalette.isShade(packed(143, 143, 143), of: packed(102, 102, 102)))
    #expect(!GIFPalette.isShade(packed(52, 199, 89), of: packed(102, 102, 102)))
    #expect(!GIFPalette.isShade(packed(190, 190, 190), of: packed(86, 217, 91)))
  }

  @Test func prominentColorsAreTheFeaturesNotTheTints() throws {
    let colors = try census(frames: 3).prominentColors
    #expect(Set(colors) == [packed(255, 255, 255), packed(52, 199, 89), packed(102, 102, 102), packed(255, 59, 48)])
  }

  @Test func smallPaletteStillShowsTheGreyTextGrey() throws {
    let census = try census(frames: 3)
    let grey = packed(102, 102, 102), red = packed(255, 59, 48)
    // Two entries chosen for the pixels alone are white and green, and the grey is nearer the green.
    let byPixels = GIFPalette(histogram: census.histogram, maximumColors: 2)
    #expect(!GIFPalette.isShade(byPixels.shown(grey), of: grey))
    let palette = GIFPalette.smallest(for: census, maximumColors: 8, budget: 100, smoothBudget: 100)
    #expect(palette.colors.count <= 5)
    #expect(GIFPalette.isShade(palette.shown(grey), of: grey), "grey shown as \(String(palette.shown(grey), radix: 16))")
    #expect(GIFPalette.isShade(palette.shown(red), of: red))
  }
}
