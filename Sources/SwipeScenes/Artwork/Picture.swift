/// A picture the package draws itself: the photos and artwork of its demos, available to scene
/// files and components by name.
public struct Picture: Hashable, Sendable, Encodable {
  /// Which picture.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Encodable {
    /// StateAnimator's New York photo, 576 × 384 pt, shown unscaled and cropped around its centre
    /// (content mode centre), with the view's corner radius.
    case cityPhoto = "CityPhoto"
    /// StateAnimator's blurred backdrop of snowy mountains, stretched to fill (scale to fill).
    case mountainBackdrop = "MountainBackdrop"
    /// A landscape of hills under a sun, filling its frame, its colours and hills chosen by ``Picture/seed``.
    case landscapeArtwork = "LandscapeArtwork"
  }

  /// Which picture.
  public var kind: Kind
  /// The variant, for pictures that have several (``Kind/landscapeArtwork``). Default: 0.
  public var seed: Int

  /// Creates a picture reference.
  ///
  /// - Parameters:
  ///   - kind: Which picture.
  ///   - seed: The variant. Default: 0.
  public init(_ kind: Kind, seed: Int = 0) {
    self.kind = kind
    self.seed = seed
  }
}
