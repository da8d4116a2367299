import TextShaping

/// A StateAnimator scene: a component and the states requested of it over time.
public struct StateAnimatorScene: Equatable, Sendable {
  /// The catalog name.
  public var name: String
  /// A one-line description for listings.
  public var summary: String
  /// The component with its requests.
  public var component: StateAnimatorComponent
  /// The scene's length in seconds.
  public var duration: Double
  /// How the scene renders unless told otherwise: scale 2, light, 30 fps.
  public var renderingDefaults = RenderingDefaults()
  /// The scene's own font, or nil for the bundled Inter.
  public var typography: Typography?

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The catalog name.
  ///   - summary: A one-line description.
  ///   - component: The component with its requests.
  ///   - duration: The length in seconds.
  public init(name: String, summary: String, component: StateAnimatorComponent, duration: Double) {
    self.name = name
    self.summary = summary
    self.component = component
    self.duration = duration
  }

  /// Scenes are equal when their names, summaries, components, lengths and defaults are, and both
  /// or neither have a font of their own.
  public static func == (lhs: StateAnimatorScene, rhs: StateAnimatorScene) -> Bool {
    lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.component == rhs.component && lhs.duration == rhs.duration
      && lhs.renderingDefaults == rhs.renderingDefaults && (lhs.typography == nil) == (rhs.typography == nil)
  }
}
