import Testing
@testable import Drawing
@testable import ImageFormats
@testable import Raster

/// The encoder's own GIF blocks and LZW coder write giflib's bytes exactly.
struct GIFLZWEncoderTests {
  /// A palette of `colors` greys (tables of 4 up to 256 entries).
  func palette(colors: Int) -> GIFPalette {
    var histogram: [UInt32: Int] = [:]
    for i in 0..<colors { histogram[UInt32(i) * 0x010101] = i + 1 }
    return GIFPalette(histogram: histogram)
  }

  /// Images of every table size, from one pixel to several table clears, some with transparency.
  @Test(arguments: [(1, 1, 1), (3, 40, 1), (7, 333, 3), (15, 4000, 2), (31, 70_000, 4), (63, 90_000, 1), (200, 50_000, 2)])
  func oneImageIsCodedAsGiflibCodesIt(colors: Int, length: Int, longestRun: Int) throws {
    let palette = palette(colors: colors)
    // Entries up to the transparent one.
    let entries = noise(length, count: colors + 1, longestRun: longestRun, seed: UInt64(colors * 7 + length))
    let width = Swift.min(length, 500), height = (length + width - 1) / width
    let padded = entries + [UInt8](repeating: 0, count: width * height - length)
    let rect = IntRect(minX: 3, minY: 2, maxX: 3 + width, maxY: 2 + height)
    let giflib = try GIFWriter.data(
      width: width + 5, height: height + 4, palette: palette, loopCount: 0,
      frames: [GIFWriter.Frame(rect: rect, indices: padded, usesTransparency: true, delay: 7, disposal: .clear)])
    let ours = GIFBlocks.header(width: width + 5, height: height + 4, palette: palette, backgroundIndex: 0, loopCount: 0)
      + GIFBlocks.image(
        rect: rect, delay: 7, disposal: .clear, transparentIndex: palette.transparentIndex,
        data: GIFLZWEncoder.imageData(padded, tableSize: palette.tableSize))
      + GIFBlocks.trailer
    #expect(ours == giflib)
  }

  /// A whole file: loop counts, frames without transparency, background index and several images.
  @Test(arguments: [0, 1, 2, 65_536])
  func filesAreLaidOutAsGiflibLaysThemOut(loopCount: Int) throws {
    let palette = palette(colors: 5)
    let frames = (0..<3).map { k in
      GIFWriter.Frame(
        rect: IntRect(minX: k, minY: 0, maxX: k + 20, maxY: 10), indices: noise(200, count: 6, longestRun: 5, seed: UInt64(k)),
        usesTransparency: k > 0, delay: 4 * k + 1, disposal: k == 1 ? .clear : .keep)
    }
    let giflib = try GIFWriter.data(
      width: 30, height: 10, palette: palette, loopCount: loopCount, frames: frames, backgroundIndex: 5)
    var ours = GIFBlocks.header(width: 30, height: 10, palette: palette, backgroundIndex: 5, loopCount: loopCount)
    for frame in frames {
      ours += GIFBlocks.image(
        rect: frame.rect, delay: frame.delay, disposal: frame.disposal,
        transparentIndex: frame.usesTransparency ? palette.transparentIndex : nil,
        data: GIFLZWEncoder.imageData(frame.indices, tableSize: palette.tableSize))
    }
    #expect(ours + GIFBlocks.trailer == giflib)
  }
}
