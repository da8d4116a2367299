import SceneRendering

// What writing a preview page holds at its peak, from the frame size alone: each thread drawing
// a frame holds what writing one frame as a PNG holds (``MemorySize/writingFrame(of:scale:)``,
// four frames), the batch in flight holds its frames' PNGs (at most a frame each), and the frame
// being written holds its PNG, the previous frame's, and three copies of its base64 text (the data
// URL, the line around it and that line's bytes, 4/3 of the PNG each): five frames more.

extension PreviewPage {
  /// What ``write(to:watching:threads:)`` holds at its peak on `threads` threads.
  ///
  /// - Throws: ``RenderError`` when a frame is beyond the pixmap limits.
  public func memoryEstimate(threads: Int) throws -> MemorySize {
    let frame = try MemorySize.frame(of: scene, scale: scale).bytes
    let batch = Double(Self.batchSize(threads: threads))
    let drawing = Double(Swift.min(Swift.max(1, threads), Int(batch)))
    return MemorySize(bytes: (4 * drawing + batch + 5) * frame)
  }

  /// Throws unless the page fits `budget` on `threads` threads, naming the scale to lower.
  ///
  /// - Throws: ``RenderError`` naming the estimate and the limit that refused it.
  public func check(budget: MemoryBudget, threads: Int) throws {
    try budget.check(
      try memoryEstimate(threads: threads), threads: threads,
      for: "A preview of '\(scene.name)' (\(frameCount) frames at \(scale)×)", reduce: "lower --scale")
  }

  /// How many frames are drawn before they are written: four per thread.
  static func batchSize(threads: Int) -> Int { Swift.max(1, threads) * 4 }
}
