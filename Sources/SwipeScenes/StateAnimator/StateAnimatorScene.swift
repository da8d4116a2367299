/// The StateAnimator scene of the catalog: the demo tapped through one full cycle.
public struct StateAnimatorScene: Hashable, Sendable {
  /// The catalog name.
  public var name: String
  /// A one-line description for listings.
  public var summary: String
  /// The behaviour model.
  public var demo: StateAnimatorDemo
  /// The scene's length in seconds.
  public var duration: Double

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The catalog name.
  ///   - summary: A one-line description.
  ///   - demo: The model with its taps.
  ///   - duration: The length in seconds.
  public init(name: String, summary: String, demo: StateAnimatorDemo, duration: Double) {
    self.name = name
    self.summary = summary
    self.demo = demo
    self.duration = duration
  }
}
