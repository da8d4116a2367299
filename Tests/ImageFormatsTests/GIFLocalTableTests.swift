import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// Local colour tables: an image whose colours the global palette serves badly carries its own
/// (docs/gif-palettes.md §3). Every figure is measured on the frames giflib decodes, against the
/// source pixels, with the definitions of docs/gif-palettes.md §1–2.
struct GIFLocalTableTests {
  static let width = 128, height = 96
  /// The gradient's columns; the rest of each frame is white with a flat blue block that moves.
  static let gradientColumns = 0..<96

  /// Frame `k` of ten: frames 0–4 show a blue gradient, frames 5–9 a red–green one, each in 32
  /// bands of three rows whose channels step by at most 5 levels; a flat block moves every frame.
  func changingFrame(_ k: Int) throws -> Pixmap {
    var p = try Pixmap(width: Self.width, height: Self.height)
    p.clear(.white)
    for y in 0..<Self.height {
      let j = UInt32(y / 3)
      let (r, g, b) = k < 5 ? (20 + 3 * j, 60 + 4 * j, 100 + 4 * j) : (230 - 4 * j, 40 + 5 * j, 60 + j)
      for x in Self.gradientColumns { p.words[y * Self.width + x] = r | g << 8 | b << 16 | 0xFF00_0000 }
    }
    p.fill(.rect(Rect(x: 104, y: Double(10 + 6 * k), width: 12, height: 12)), color: Color(red255: 0, green255: 122, blue255: 255))
    return p
  }

  /// Frame `k` of ten of flat UI: a button, a separator and two text-like bars with soft edges;
  /// every colour changes at frame 5 (light to dark appearance) and the button slides.
  func flatFrame(_ k: Int) throws -> Pixmap {
    var p = try Pixmap(width: Self.width, height: Self.height)
    let dark = k >= 5
    p.clear(dark ? Color(red255: 28, green255: 28, blue255: 30) : .white)
    let ink = dark ? Color(red255: 235, green255: 235, blue255: 245) : Color(red255: 60, green255: 60, blue255: 67)
    p.fill(.rect(Rect(x: 8.5, y: 10.5, width: 70, height: 5)), color: ink)
    p.fill(.rect(Rect(x: 8.5, y: 22.3, width: 50, height: 4)), color: Color(red255: 142, green255: 142, blue255: 147))
    p.fill(.rect(Rect(x: 0, y: 40, width: 128, height: 1)), color: Color(red255: 198, green255: 198, blue255: 200))
    let button = dark ? Color(red255: 255, green255: 69, blue255: 58) : Color(red255: 0, green255: 122, blue255: 255)
    p.fill(.rect(Rect(x: Double(20 + 4 * k) + 0.5, y: 55, width: 40, height: 20)), color: button)
    return p
  }

  func encode(_ frames: [Pixmap], _ options: GIFOptions) throws -> GIFReader {
    try GIFReader(GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 25), options: options).data(for: frames))
  }

  /// Whether the source pixel (`x`, `y`) is smooth: every pixel up to two away along its row and
  /// column within 6 levels in each channel, and at least one of them different.
  func isSmooth(_ frame: Pixmap, x: Int, y: Int) -> Bool {
    let c = frame.words[y * Self.width + x]
    var differs = false
    for (dx, dy) in [(-2, 0), (-1, 0), (1, 0), (2, 0), (0, -2), (0, -1), (0, 1), (0, 2)] {
      let (nx, ny) = (x + dx, y + dy)
      guard nx >= 0, nx < Self.width, ny >= 0, ny < Self.height else { continue }
      let n = frame.words[ny * Self.width + nx]
      for s: UInt32 in [0, 8, 16] where abs(Int(c >> s & 0xFF) - Int(n >> s & 0xFF)) > 6 { return false }
      if n != c { differs = true }
    }
    return differs
  }

  /// The mean absolute channel error of decoded frame `k`, over every pixel and over the smooth ones.
  func errors(_ gif: GIFReader, _ frames: [Pixmap], frame k: Int) -> (mean: Double, smooth: Double) {
    var total = 0, smooth = 0, smoothCount = 0
    for y in 0..<Self.height {
      for x in 0..<Self.width {
        let want = frames[k].words[y * Self.width + x], got = gif.canvases[k][y * Self.width + x]
        var d = 0
        for s: UInt32 in [0, 8, 16] { d += abs(Int(want >> s & 0xFF) - Int(got >> s & 0xFF)) }
        total += d
        if isSmooth(frames[k], x: x, y: y) {
          smooth += d
          smoothCount += 3
        }
      }
    }
    return (Double(total) / Double(3 * Self.width * Self.height), smoothCount > 0 ? Double(smooth) / Double(smoothCount) : 0)
  }

  @Test(arguments: [false, true])
  func framesWhoseColoursChangeGetTablesOfTheirOwnWithinTheBudgets(keepsTransparency: Bool) throws {
    let frames = try (0..<10).map(changingFrame)
    // 32 colours cannot hold both gradients (64 band colours): a global palette alone bands each.
    let gif = try encode(frames, GIFOptions(maximumColors: 32, keepsTransparency: keepsTransparency))
    // The images where the gradient appears carry tables, sized as powers of two up to 64 entries (32 colours and transparency).
    #expect(gif.localTableSizes[0] != nil)
    #expect(gif.localTableSizes[5] != nil)
    for size in gif.localTableSizes.compactMap({ $0 }) { #expect(size <= 64) }
    for k in frames.indices {
      let (mean, smooth) = errors(gif, frames, frame: k)
      #expect(mean <= GIFEncoder.defaultMeanErrorBudget, "frame \(k)")
      #expect(smooth <= GIFQuality.balanced.gradientErrorBudget, "frame \(k)")
    }
  }

  @Test func framesOnePaletteServesGetNoTablesOfTheirOwn() throws {
    // The red–green half alone: its 32 band colours, white and blue fit one global palette of 32 colours.
    let frames = try (5..<10).map(changingFrame)
    let gif = try encode(frames, GIFOptions(maximumColors: 32))
    #expect(gif.localTableSizes.allSatisfy { $0 == nil })
    for k in frames.indices { #expect(errors(gif, frames, frame: k).smooth <= GIFQuality.balanced.gradientErrorBudget) }
  }

  @Test(arguments: [GIFOptions(), GIFOptions(maximumColors: 8), GIFOptions(quality: .best)])
  func flatUIGetsNoTablesOfItsOwn(options: GIFOptions) throws {
    let gif = try encode(try (0..<10).map(flatFrame), options)
    #expect(gif.localTableSizes.allSatisfy { $0 == nil })
  }

  @Test(arguments: [4, 16])
  func theColourCapHoldsInEveryDecodedFrame(colors: Int) throws {
    let frames = try (0..<10).map(changingFrame)
    for dithering in GIFDithering.allCases {
      let gif = try encode(frames, GIFOptions(dithering: dithering, maximumColors: colors))
      // Four colours leave no room for a better table (the frames fill three of them); sixteen do.
      if colors == 16 { #expect(gif.localTableSizes.contains { $0 != nil }, "\(dithering)") }
      for canvas in gif.canvases { #expect(Set(canvas).count <= colors, "\(dithering)") }
    }
  }

  @Test(arguments: [GIFDithering.ordered, .floydSteinberg])
  func ditheringWithLocalTablesKeepsStillPixelsAndFlatFills(dithering: GIFDithering) throws {
    let frames = try (0..<10).map(changingFrame)
    let gif = try encode(frames, GIFOptions(dithering: dithering, maximumColors: 16))
    #expect(gif.localTableSizes[5] != nil)
    for k in 1..<frames.count where k != 5 {
      // Within a half nothing but the block moves: every other pixel shows what it showed.
      for i in frames[k].words.indices where frames[k].words[i] == frames[k - 1].words[i] {
        #expect(gif.canvases[k][i] == gif.canvases[k - 1][i], "frame \(k), pixel \(i)")
        if gif.canvases[k][i] != gif.canvases[k - 1][i] { return }
      }
    }
    // The white background and the flat block are never dithered.
    for (k, canvas) in gif.canvases.enumerated() {
      for i in frames[k].words.indices where i % Self.width >= Self.gradientColumns.upperBound {
        let want = frames[k].words[i] & 0xFF_FFFF
        #expect(canvas[i] == want, "frame \(k), pixel \(i)")
        if canvas[i] != want { return }
      }
    }
  }
}
