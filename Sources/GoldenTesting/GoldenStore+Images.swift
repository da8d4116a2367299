import SceneRendering

// Checking many goldens at once, for `render-gifs golden verify|record`: the
// images are drawn and compared on several threads, and the checks come back
// in the list's order whichever thread finished first.

extension GoldenStore {
  /// One golden's check.
  public struct ImageCheck: Sendable {
    /// The golden.
    public var image: GoldenImage
    /// What the store found or did.
    public var outcome: Outcome
  }

  /// Draws every image and checks each against its golden in this store's mode.
  ///
  /// Matching goldens are only read; the others are recorded, reported missing or
  /// unreadable, or written with their difference maps, as ``check(_:named:tolerance:)`` does.
  ///
  /// - Parameters:
  ///   - images: The goldens to check, e.g. ``GoldenSuite/images``.
  ///   - threads: How many images are drawn at once. Default: 1.
  /// - Returns: One check per image, in the order of `images`.
  /// - Throws: Rendering errors and file errors while reading or writing.
  public func check(_ images: [GoldenImage], threads: Int = 1) throws -> [ImageCheck] {
    let outcomes = try ParallelWork.map(count: images.count, threads: threads) { k in
      try check(try images[k].draw(), named: images[k].name)
    }
    return zip(images, outcomes).map { ImageCheck(image: $0, outcome: $1) }
  }
}
