import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// The LZW side of the GIF encoder, checked against the code stream giflib really writes, read here bit by bit.
struct GIFLZWTests {
  /// The data codes and clear codes of the first image of `gif`, counted by a plain GIF LZW reader.
  func codeCounts(in gif: [UInt8]) -> (codes: Int, clears: Int) {
    var p = 13
    if gif[10] & 0x80 != 0 { p += 3 << (Int(gif[10] & 7) + 1) }
    // Skip extensions up to the image descriptor.
    while gif[p] == 0x21 {
      p += 2
      while gif[p] != 0 { p += Int(gif[p]) + 1 }
      p += 1
    }
    p += 10
    let minimum = Int(gif[p])
    p += 1
    var data: [UInt8] = []
    while gif[p] != 0 {
      data += gif[(p + 1)...(p + Int(gif[p]))]
      p += Int(gif[p]) + 1
    }
    let clear = 1 << minimum
    var bit = 0, width = minimum + 1, next = clear + 2, first = true
    var codes = 0, clears = 0
    while bit + width <= 8 * data.count {
      var code = 0
      for k in 0..<width where data[(bit + k) / 8] >> UInt8((bit + k) % 8) & 1 == 1 { code |= 1 << k }
      bit += width
      if code == clear {
        (clears, width, next, first) = (clears + 1, minimum + 1, clear + 2, true)
        continue
      }
      if code == clear + 1 { break }
      codes += 1
      // Every code but the first after a clear defines one more string.
      if !first { next += 1 }
      first = false
      if next == 1 << width, width < 12 { width += 1 }
    }
    return (codes, clears)
  }

  /// A four-colour palette (five entries with the transparent one, so an 8-entry table).
  func palette() -> GIFPalette {
    GIFPalette(histogram: [0xFFFFFF: 4, 0x000000: 3, 0x3020E0: 2, 0x808080: 1])
  }

  /// One `width`×`height` image of `indices` as giflib writes it.
  func file(_ indices: [UInt8], width: Int, height: Int, palette: GIFPalette) throws -> [UInt8] {
    try GIFWriter.data(
      width: width, height: height, palette: palette, loopCount: 1,
      frames: [GIFWriter.Frame(rect: IntRect(minX: 0, minY: 0, maxX: width, maxY: height), indices: indices, usesTransparency: true, delay: 0)])
  }

  /// Greedy LZW over the dictionary writes as many codes, and clears as often, as giflib does, across several clears.
  @Test func theDictionaryReplaysGiflibsTable() throws {
    let palette = palette()
    let indices = noise(320 * 200, count: 4, longestRun: 1, seed: 7)
    let (codes, clears) = codeCounts(in: try file(indices, width: 320, height: 200, palette: palette))
    var dictionary = GIFLZWDictionary(roots: palette.tableSize)
    var parsed = 1, cleared = 1  // giflib starts every image with a clear code
    var current = Int(indices[0])
    for entry in indices.dropFirst() {
      if let child = dictionary.child(of: current, entry) {
        current = child
        continue
      }
      parsed += 1
      if dictionary.isFull {
        dictionary.clear()
        cleared += 1
      } else {
        dictionary.define(current, followedBy: entry)
      }
      current = Int(entry)
    }
    #expect(cleared >= 3, "the image should fill the table more than once")
    #expect(parsed == codes && cleared == clears)
  }

  /// Text-like rows (short dark strokes between long white runs) sliding by three pixels over a
  /// still area: pixels that keep their entry may be transparent or repeat it.
  func slidingImage(width: Int, height: Int, palette: GIFPalette) -> GIFLossyLZW.Pixels {
    let strokes = noise(width * height, count: 4, longestRun: 2, seed: 11)
    // Entry 3 is white: three pixels in four are white, in runs.
    let before = strokes.indices.map { i in (i / 5) % 4 == 0 ? strokes[i] : 3 }
    var pixels = GIFLossyLZW.Pixels(exact: [], truth: [], shown: [], changes: [], allowsTransparency: true)
    for y in 0..<height {
      for x in 0..<width {
        let i = y * width + x
        // The top half slides left; the bottom half is still.
        let now = y < height / 2 ? before[y * width + (x + 3) % width] : before[i]
        pixels.exact.append(now)
        pixels.truth.append(palette.colors[Int(now)])
        pixels.shown.append(palette.colors[Int(before[i])])
        pixels.changes.append(now != before[i])
      }
    }
    return pixels
  }

  /// The chosen entries show the same picture, and giflib codes them in no more codes than always transparent or always
  /// repeated, and fewer than the worse of the two.
  @Test func choosingBetweenTransparentAndRepeatedEntriesPays() throws {
    let palette = palette(), width = 200, height = 60
    let pixels = slidingImage(width: width, height: height, palette: palette)
    let chosen = GIFLossyLZW(palette: palette, squaredTolerance: 0).entries(for: pixels)
    let transparent = palette.transparentIndex
    for i in chosen.indices {
      let allowed = pixels.changes[i] ? [pixels.exact[i]] : [pixels.exact[i], transparent]
      if !allowed.contains(chosen[i]) {
        Issue.record("pixel \(i) took entry \(chosen[i]), not one of \(allowed)")
        return
      }
    }
    let allTransparent = pixels.exact.indices.map { pixels.changes[$0] ? pixels.exact[$0] : transparent }
    let codes = codeCounts(in: try file(chosen, width: width, height: height, palette: palette)).codes
    let transparentCodes = codeCounts(in: try file(allTransparent, width: width, height: height, palette: palette)).codes
    let repeatedCodes = codeCounts(in: try file(pixels.exact, width: width, height: height, palette: palette)).codes
    #expect(codes <= transparentCodes && codes <= repeatedCodes && codes < Swift.max(transparentCodes, repeatedCodes), "\(codes) codes; \(transparentCodes) all transparent, \(repeatedCodes) all repeated")
  }
}
