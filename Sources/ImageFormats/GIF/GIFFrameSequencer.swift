import Drawing
import Raster

// The second of the GIF encoder's two passes: each frame becomes one image
// of the file, frame 0 whole and every later frame cropped to the pixels
// whose entry changes (see `GIFEncoder.swift`).
//
// In the default settings (frames flattened onto a background, no dithering
// or ordered dithering, no lossy tolerance) a pixel's entry is a function of
// its colour and position, so what a decoder shows after image k − 1 is
// frame k − 1's entries: a pixel changes in image k when its colour changed
// and its entry differs from frame k − 1's. Image k then depends on frames
// k − 1 and k alone, and `GIFFrameJob.difference` carries the two frames to
// whichever thread plans and codes it. The other settings need what was
// shown: Floyd–Steinberg's entries depend on the whole frame, lossy entries
// on the search's choices, transparent pixels on disposal, and with local
// colour tables each image's table on what the tables before it drew
// (`GIFShownCanvas+Tables.swift`). There the
// sequencer keeps the shown canvas and plans each image in order
// (`GIFShownCanvas`), and only the string search and the LZW coding are left
// to the job.
//
// Transparency: a pixel that turns transparent cannot be drawn, since the
// transparent entry leaves what is shown. The first pass records, for every
// frame, the bounds of the pixels that turn transparent in it; the image
// before such a frame is enlarged to cover them and disposed of by clearing
// its rectangle ("restore to background", which decoders show as
// transparent), and the next image redraws whatever is opaque in that
// rectangle.

/// The second pass's per-frame state: turns frames, in order, into jobs that plan and code their images.
struct GIFFrameSequencer: Sendable {
  /// What every image shares.
  struct Settings: Sendable {
    var palette: GIFPalette
    var conversion: GIFPixelConversion
    var dithering: GIFDithering
    var squaredTolerance: Int
    /// Each frame's delay in hundredths of a second.
    var delays: [Int]
    /// For each frame where some pixel turns transparent, the bounds of those pixels (from the first pass).
    var turningTransparent: [Int: IntRect]
    /// The limits of images' own palettes, or `nil` when every image uses ``palette`` (`GIFLocalTables`).
    var localTables: GIFLocalTables? = nil
  }

  let settings: Settings
  /// The number of frames handed over so far.
  private(set) var index = 0
  private var previous: Pixmap?
  /// What a decoder shows, kept only when images must be planned in order.
  private var shown: GIFShownCanvas?

  /// A sequencer for the frames the first pass counted.
  init(settings: Settings) {
    self.settings = settings
  }

  /// The next frame's delay in hundredths of a second.
  private var delay: Int { settings.delays[Swift.min(index, settings.delays.count - 1)] }

  /// Whether every image can be planned from its frame and the previous frame alone.
  var plansIndependently: Bool {
    guard case .flattened = settings.conversion, settings.squaredTolerance == 0, settings.localTables == nil else {
      return false
    }
    return settings.dithering != .floydSteinberg || settings.palette.isExact
  }

  /// The job of the next frame, a pixmap of the first frame's size.
  mutating func job(for frame: Pixmap) -> GIFFrameJob {
    defer {
      previous = frame
      index += 1
    }
    if plansIndependently {
      let pixels: GIFFrameDifference.Pixels = previous.map { .frames(frame, previous: $0) } ?? .first(frame)
      return .difference(GIFFrameDifference(pixels: pixels, delay: delay, settings: settings))
    }
    var canvas = shown ?? GIFShownCanvas(width: frame.width, height: frame.height)
    shown = nil
    let plan = canvas.plan(frame, after: previous, index: index, delay: delay, settings: settings)
    shown = canvas
    return .planned(plan)
  }

  /// The job of the next frame, given as its change from the frame before.
  ///
  /// Where images are planned independently the job gets the patch and its rectangle's words
  /// before it, and the frame is patched in place; otherwise the patched frame is a new pixmap.
  ///
  /// - Parameters:
  ///   - patch: The change; for frame 0, the whole frame.
  ///   - width: The frames' width.
  ///   - height: The frames' height.
  /// - Throws: ``PixmapSizeError`` when frame 0 cannot be made at that size.
  mutating func job(patching patch: FramePatch, width: Int, height: Int) throws -> GIFFrameJob {
    guard plansIndependently, var frame = previous else {
      var frame = try previous ?? Pixmap(width: width, height: height)
      patch.apply(to: &frame)
      return job(for: frame)
    }
    // Dropped so that the frame is patched in place rather than copied.
    previous = nil
    let before = patch.area.map { frame.words(in: $0) } ?? []
    patch.apply(to: &frame)
    let pixels = GIFFrameDifference.Pixels.change(patch, before: before, corner: frame.words[0])
    let job = GIFFrameJob.difference(GIFFrameDifference(pixels: pixels, delay: delay, settings: settings))
    previous = frame
    index += 1
    return job
  }
}

/// The work left for one image after the sequencer: planning it (when independent), choosing its entries and coding it.
enum GIFFrameJob: Sendable {
  /// An image planned from two frames on any thread.
  case difference(GIFFrameDifference)
  /// An image already planned in order.
  case planned(GIFImagePlan)

  /// The image's blocks: graphic control extension, descriptor and LZW data.
  func encoded() -> [UInt8] {
    switch self {
    case .difference(let difference): difference.plan().encoded()
    case .planned(let plan): plan.encoded()
    }
  }
}

/// One image, planned: where it goes, how it shows, and its pixels' entries or options.
struct GIFImagePlan: Sendable {
  /// The pixels' entries: chosen already, or exact with the pixels that may show through.
  enum Content: Sendable {
    /// Exact entries; where `free`, the pixel is unchanged and may take the transparent entry.
    case exact(entries: [UInt8], free: [Bool])
    /// Entries chosen in order (lossy images).
    case chosen([UInt8])
  }

  var rect: IntRect
  var delay: Int
  var disposal: GIFDisposal
  /// Whether the image's transparent entry leaves pixels as they are (every image but an opaque frame 0).
  var usesTransparency: Bool
  var content: Content
  var palette: GIFPalette
  /// Whether ``palette`` is the image's own, written as its local colour table.
  var hasLocalTable = false

  /// The image's blocks, after the string search where entries are still to be chosen.
  func encoded() -> [UInt8] {
    let data: [UInt8]
    switch content {
    case .exact(let exact, let free):
      var search = GIFExactStringSearch(
        entries: exact, free: free, transparent: palette.transparentIndex, roots: palette.tableSize)
      let (entries, codes) = search.chosenEntries()
      data = codes.map { GIFLZWEncoder.imageData(codes: $0, tableSize: palette.tableSize) }
        ?? GIFLZWEncoder.imageData(entries, tableSize: palette.tableSize)
    case .chosen(let chosen):
      data = GIFLZWEncoder.imageData(chosen, tableSize: palette.tableSize)
    }
    return GIFBlocks.image(
      rect: rect, delay: delay, disposal: disposal, transparentIndex: usesTransparency ? palette.transparentIndex : nil,
      localTable: hasLocalTable ? palette : nil, data: data)
  }
}
