import SwipeScenes

// What each kind of render holds at its peak, from the sizes alone. The
// counts are of whole frames (4 bytes a pixel) and were checked against the
// process's peak memory at large scales.

extension MemorySize {
  /// The bytes of one frame of `scene` at `scale`: 4 a pixel.
  ///
  /// - Throws: ``RenderError`` when the frame is beyond the pixmap limits, as ``FrameRenderer/pixelSize(of:scale:)``.
  public static func frame(of scene: any CatalogScene, scale: Double) throws -> MemorySize {
    let (w, h) = try FrameRenderer.pixelSize(of: scene, scale: scale)
    return MemorySize(bytes: Double(w) * Double(h) * 4)
  }

  /// What writing one frame of `scene` as a PNG holds: four frames' worth, for the canvas, the
  /// finished frame, its filtered rows and the PNG (1.9 GB measured at scale 26), and one more for
  /// each layer the scene holds open at once (``layerDepth(of:)``).
  ///
  /// - Throws: ``RenderError`` when the frame is beyond the pixmap limits.
  public static func writingFrame(of scene: any CatalogScene, scale: Double) throws -> MemorySize {
    MemorySize(bytes: Double(4 + layerDepth(of: scene)) * (try frame(of: scene, scale: scale).bytes))
  }

  /// What ``SequenceRenderer/render(_:frames:to:progress:)`` holds while it streams `frameCount`
  /// frames of `scene` to `output` on `threads` threads.
  ///
  /// It does not grow with the scene's length: each thread holds a canvas and its layers, each frame of the
  /// window in flight (``SequenceRenderer/window(threads:frameBytes:)``, at most `frameCount`)
  /// a finished frame and its PNG, and an APNG or a GIF writer the previous frame and its own.
  ///
  /// - Throws: ``RenderError`` when a frame is beyond the pixmap limits.
  public static func rendering(
    _ scene: any CatalogScene, frameCount: Int, to output: SequenceOutput, threads: Int
  ) throws -> MemorySize {
    let frame = try frame(of: scene, scale: output.scale).bytes
    let window = SequenceRenderer.window(threads: threads, frameBytes: Int(Swift.min(frame, 1e15)))
    var frames = Double(threads * (1 + layerDepth(of: scene))) + Double(Swift.min(frameCount, window)) * 2 + 1
    if output.format.writesAPNG { frames += 2 }
    if output.format.writesGIF { frames += 2 }
    return MemorySize(bytes: frames * frame)
  }

  /// What drawing a contact sheet holds: every cell and the canvas until the sheet is drawn,
  /// then the sheet and what writing its PNG holds (three sheets more, as for a frame), with two
  /// cells' worth for the renderer's canvas pool. Measured peaks above the process's baseline
  /// were 0.7 to 0.9 of this, from 1 to 16 cells at scales 2 to 6.
  ///
  /// - Parameters:
  ///   - cellCount: How many cells.
  ///   - cell: One cell's size in pixels, as ``FrameRenderer/pixelSize(of:scale:)`` gives it.
  ///   - sheet: The sheet's size in pixels, as ``ContactSheet/plannedSize(of:count:columns:scale:)``
  ///     gives it with the cell's.
  ///   - layers: The layers a cell holds open at once (``layerDepth(of:)``), a cell's worth each. Default: 0.
  public static func contactSheet(
    cellCount: Int, cell: (width: Int, height: Int), sheet: (width: Int, height: Int), layers: Int = 0
  ) -> MemorySize {
    let cellBytes = Double(cell.width) * Double(cell.height) * 4
    return MemorySize(
      bytes: Double(cellCount + 3 + layers) * cellBytes + 4 * Double(sheet.width) * Double(sheet.height) * 4)
  }
}
