// When an image of an animated GIF carries a palette of its own (a local
// colour table, GIF89a §21) and how large it is.
//
// One global palette serves an animation whose frames share their colours:
// UI, or a list of photos that scrolls. Where the colours change completely
// part-way (a blue gradient gives way to a red–green one), a palette built
// from every frame spends entries on colours the frame in front of the eye
// does not show, and the frame's gradients band. Such an image gets a table
// chosen from its own pixels, as gifski gives every frame its own palette.
//
// The criterion, over the pixels an image redraws (those whose colour
// changed): at least `minimumSmoothShare` of a frame's pixels of them are
// smooth (`GIFColorCensus+Smoothness.swift`) and their mean error under the
// table in use is above `trigger`, twice the smooth budget of
// `GIFQuality.balanced`; and the table in use gives fewer than three quarters
// of its entries to the frame's colours, since a table the frame already
// fills cannot be bettered by one of the same size. Flat fills, text and
// hairlines are never smooth, so flat UI never takes a table of its own; its
// colours are kept by the global palette's prominent-colour rule. The new
// table is the fewest colours (up to the colour cap) that keep the frame
// within the encoder's two budgets (`GIFPalette+Size.swift`), from the
// redrawn pixels' colours and the colours still shown around them, and it is
// used when it lowers the redrawn smooth pixels' error by a quarter or more.
//
// Every pixel shown after an image is a colour of that image's table, so a
// decoder never shows more colours than the cap: pixels still shown whose
// colour the new table does not hold are redrawn with it. Later images keep
// the table while it serves their redrawn pixels (repeating it, since a local
// table belongs to one image), go back to the global palette when that
// serves the redrawn pixels and every pixel shown in a colour it lacks, and
// take a new table otherwise (`GIFShownCanvas+Tables.swift`).

/// The limits of the palettes that images of one animation may carry of their own.
struct GIFLocalTables: Sendable, Equatable {
  /// The most colours of a table, as the global palette's cap.
  var maximumColors: Int
  /// The largest mean error per frame, in levels, a table is chosen to keep.
  var budget: Double
  /// The largest mean error over a frame's smooth pixels, in levels, a table is chosen to keep.
  var smoothBudget: Double

  /// The mean error, in levels, of redrawn smooth pixels above which a table serves them badly.
  static let trigger = 2 * GIFQuality.balanced.gradientErrorBudget
  /// The share of a frame's pixels, as a divisor, that must be smooth and redrawn for the trigger to count.
  static let minimumSmoothShare = 256
  /// A new table is used when it brings the smooth error to this fraction or less.
  static let improvement = 0.75
  /// How much more mean error, in levels, a table other than the global one may give redrawn pixels.
  static let meanSlack = 1.0

  /// The fewest smooth redrawn pixels that count, for frames of `pixels` pixels.
  static func minimumSmoothPixels(frame pixels: Int) -> Int { Swift.max(64, pixels / minimumSmoothShare) }

  /// Whether `palette` serves pixels with errors `errors` badly by the smooth criterion.
  static func servesBadly(_ errors: GIFPixelSet.Errors, smoothPixels: Int, framePixels: Int) -> Bool {
    smoothPixels >= minimumSmoothPixels(frame: framePixels) && errors.smooth > trigger
  }

  /// Whether a table whose frame uses `used` of its `count` colours leaves room for a better one.
  static func leavesRoom(used: Int, of count: Int) -> Bool { 4 * used < 3 * count }
}

/// Pixels' colours counted for their error under a palette, smooth ones apart.
struct GIFPixelSet {
  /// Colour → pixels; colour with `GIFColorCensus.smoothFlag` → smooth pixels.
  private(set) var counts = GIFColorTable(capacity: 256)
  private(set) var pixels = 0
  private(set) var smoothPixels = 0

  /// Mean absolute channel errors, in levels, over all pixels and over the smooth ones (0 with none).
  struct Errors {
    var mean: Double
    var smooth: Double
  }

  /// Adds one opaque pixel of `color`.
  mutating func add(_ color: UInt32, smooth: Bool) {
    counts.add(1, to: color)
    pixels += 1
    if smooth {
      counts.add(1, to: color | GIFColorCensus.smoothFlag)
      smoothPixels += 1
    }
  }

  /// The errors of these pixels when each shows its entry of `palette`.
  func errors(under palette: GIFPalette) -> Errors {
    var total = 0, smooth = 0
    for (key, count) in counts.sortedEntries {
      let color = key & ~GIFColorCensus.smoothFlag
      let d = GIFPixelSet.distance(color, palette.shown(color)) * Int(count)
      if key & GIFColorCensus.smoothFlag != 0 { smooth += d } else { total += d }
    }
    return Errors(
      mean: pixels > 0 ? Double(total) / Double(3 * pixels) : 0,
      smooth: smoothPixels > 0 ? Double(smooth) / Double(3 * smoothPixels) : 0)
  }

  /// The sum of absolute channel differences of two packed colours.
  static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    var d = 0
    for shift: UInt32 in [0, 8, 16] { d += abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) }
    return d
  }
}
