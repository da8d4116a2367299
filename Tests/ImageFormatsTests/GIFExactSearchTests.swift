import Testing
@testable import Drawing
@testable import ImageFormats
@testable import Raster

/// The string search for exact images chooses what the general search chooses with no tolerance.
struct GIFExactSearchTests {
  /// Images of text-like strokes over still rows: `changing` in eight pixels change, in runs, and
  /// pixels show what they showed before whether they change or not.
  @Test(arguments: [(4, 1, 2), (4, 4, 1), (8, 2, 3), (16, 6, 2), (64, 1, 1), (64, 7, 4)])
  func exactSearchEqualsTheGeneralSearch(colors: Int, changing: Int, longestRun: Int) throws {
    var histogram: [UInt32: Int] = [:]
    for i in 0..<colors { histogram[UInt32(i) * 0x030201] = 1 }
    let palette = GIFPalette(histogram: histogram)
    let length = 30_000
    let entries = noise(length, count: colors, longestRun: longestRun, seed: UInt64(colors + changing))
    let flags = noise(length, count: 8, longestRun: 6, seed: UInt64(99 + colors)).map { Int($0) < changing }
    let pixels = GIFLossyLZW.Pixels(
      exact: entries, truth: entries.map { palette.colors[Int($0)] }, shown: entries.map { palette.colors[Int($0)] },
      changes: flags, allowsTransparency: true)
    let general = GIFLossyLZW(palette: palette, squaredTolerance: 0).entries(for: pixels)
    var search = GIFExactStringSearch(
      entries: entries, free: flags.map { !$0 }, transparent: palette.transparentIndex, roots: palette.tableSize)
    let (chosen, codes) = search.chosenEntries()
    #expect(chosen == general)
    // The codes of the strings it kept are the ones the coder finds in its entries.
    let packed = GIFLZWEncoder.imageData(codes: try #require(codes), tableSize: palette.tableSize)
    #expect(packed == GIFLZWEncoder.imageData(chosen, tableSize: palette.tableSize))
  }
}
