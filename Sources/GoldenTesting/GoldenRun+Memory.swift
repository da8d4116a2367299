import SceneRendering

// What a golden run holds at its peak, planned before anything is drawn or written. The key
// frames are checked `threads` at a time, each holding its image's `GoldenImage.memory()`; with
// `--sequence`, each scene's frames are then drawn `threads` at a time and digested (a canvas and
// its layers each), and a mismatch draws the first differing frame, the recorded one, the one
// before and their difference map, and writes them: what writing a frame holds and four frames
// more. The fonts the suite's script cases fall back to are read before planning, so the
// process's baseline holds them.

extension GoldenRun {
  /// What the run's own buffers hold at their peak for `images`: the larger of the key-frame
  /// phase and the sequence phase.
  ///
  /// - Throws: ``RenderError`` when a frame is beyond the pixmap limits.
  public func memoryEstimate(images: [GoldenImage]) throws -> MemorySize {
    let checking = Double(Swift.min(threads, images.count)) * (try images.map { try $0.memory().bytes }.max() ?? 0)
    guard sequence else { return MemorySize(bytes: checking) }
    let sequences = try (scenes ?? catalog.scenes.map { Subject($0) }).map { subject -> Double in
      let frame = try MemorySize.frame(of: subject.scene, scale: 1).bytes
      let layers = Double(MemorySize.layerDepth(of: subject.scene))
      // Writing a frame holds 4 frames and its layers (`MemorySize.writingFrame`); a mismatch 4 more.
      return Swift.max(Double(threads) * (1 + layers) * frame, (8 + layers) * frame)
    }
    return MemorySize(bytes: Swift.max(checking, sequences.max() ?? 0))
  }

  /// Throws unless the run fits ``memoryLimit`` (when there is one), after reading the fonts the
  /// suite's script cases need.
  ///
  /// - Throws: ``RenderError`` naming the estimate and the limit that refused it.
  func checkMemory(images: [GoldenImage]) throws {
    guard let memoryLimit else { return }
    if scenes == nil { _ = try? GoldenSuite.scriptFallbacks() }
    let largest = try images.map { try $0.memory() }.max()
    let what =
      "\(mode == .never ? "Checking" : "Recording") \(images.count) goldens\(sequence ? " and their sequences" : "")"
      + " on \(threads) threads\(largest.map { " (the largest image holding \($0))" } ?? "")"
    try MemoryBudget(limit: memoryLimit).check(
      try memoryEstimate(images: images), threads: threads, for: what,
      reduce: "check fewer scenes at once or lower the scales their goldens key names")
  }
}
