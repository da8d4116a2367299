import Drawing

extension Picture {
  /// Records the picture in `frame`, as its kind places it, clipped to `frame`.
  ///
  /// - Parameters:
  ///   - frame: Where, on the canvas.
  ///   - cornerRadius: The rounding of the frame's corners (the photo rounds them; the
  ///     others clip to the frame's rectangle).
  ///   - list: The display list to record into.
  func draw(in frame: Rect, cornerRadius: Double, into list: inout DisplayList) {
    switch kind {
    case .cityPhoto: CityPhoto().draw(in: frame, cornerRadius: cornerRadius, into: &list)
    case .mountainBackdrop: MountainBackdrop().draw(in: frame, into: &list)
    case .landscapeArtwork: LandscapeArtwork(seed: seed).draw(in: frame, into: &list)
    }
  }
}
