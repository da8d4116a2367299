extension GIFEncoder {
  /// Creates an encoder with `options`.
  ///
  /// - Parameters:
  ///   - frameDelay: How long each frame shows.
  ///   - loopCount: How many times the animation plays, 0…65535; 0 means forever. Default: 0.
  ///   - options: The palette and pixel settings.
  /// - Throws: ``AnimationEncodingError`` for a loop count, colour budget or lossiness out of range.
  public init(frameDelay: FrameDelay, loopCount: Int = 0, options: GIFOptions) throws {
    try self.init(
      frameDelay: frameDelay, loopCount: loopCount, dithering: options.dithering, background: options.background,
      maximumColors: options.maximumColors, lossiness: options.lossiness, meanErrorBudget: options.meanErrorBudget,
      gradientErrorBudget: options.gradientErrorBudget,
      keepsTransparency: options.keepsTransparency)
  }
}
